/**
 * The remediation benchmark (bench/data/remediations: real tools' output on broken inputs) in a
 * fresh SQLite store, for integration tests that pin a ranking on it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from './tmp.js';

const DATA = join(import.meta.dirname, '../../bench/data/remediations');
const lines = (name: string) => readFileSync(join(DATA, name), 'utf8').split('\n').filter(Boolean);

export interface RemediationBenchmark {
  store: Store;
  services: Services;
  scope: Scope;
  /** The search's results (the first `limit`, 5 unless given) for benchmark query `id`, and the stored id of the record it asks for. */
  ask(id: string, limit?: number): Promise<{ results: { id: string }[]; want: string | undefined }>;
  close(): Promise<void>;
}

/**
 * The records of the benchmark, stored under tenant `tenant`: the first `sets` sets' (four by
 * default: the corpus the rankings pinned by the older tests were measured on; the fifth set's 96
 * records, the sixth's 118, the seventh's 122 and the eighth's 121, of one error each, move a word's statistics enough
 * to reorder a description's near ties).
 */
export async function openRemediationBenchmark(tenant: string, { sets = 4 }: { sets?: 4 | 5 | 6 | 7 | 8 } = {}): Promise<RemediationBenchmark> {
  const tmp = tempDir(`contextd-${tenant}-`);
  const store: Store = await createSqliteStore(join(tmp.dir, 'store.db'));
  const services = createServices({ store, embedder: createHashEmbedder() });
  const scope: Scope = { tenant, project: 'benchmark' };
  const recordOf = new Map<string, string>();
  for (const line of lines('corpus.jsonl')) {
    const d = JSON.parse(line) as { id: string; title: string; problem: string; solution: string; root_cause: string | null; category: string | null };
    if ((sets < 5 && d.id.startsWith('group5-')) || (sets < 6 && d.id.startsWith('group6-')) || (sets < 7 && d.id.startsWith('group7-')) || (sets < 8 && d.id.startsWith('group8-'))) continue;
    const saved = await services.remediations.record(scope, { title: d.title, problem: d.problem, solution: d.solution, root_cause: d.root_cause ?? undefined, category: d.category ?? undefined, tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    recordOf.set(d.id, saved.id);
  }
  return {
    store,
    services,
    scope,
    async ask(id, limit = 5) {
      const query = lines('queries.jsonl').map((l) => JSON.parse(l) as { id: string; text: string }).find((q) => q.id === id);
      if (!query) throw new Error(`no benchmark query ${id}`);
      const want = lines('qrels.tsv').map((l) => l.split('\t')).find(([q]) => q === id)?.[1];
      const { results } = await services.remediations.search(scope, { query: query.text, scope: 'all', limit, content_mode: 'minimal' });
      return { results, want: want === undefined ? undefined : recordOf.get(want) };
    },
    async close() {
      await store.close();
      tmp.cleanup();
    },
  };
}
