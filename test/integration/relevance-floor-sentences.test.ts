/**
 * The relevance floor on ordinary sentences, over the remediation benchmark's records (real
 * tools' output on broken inputs): a sentence about nothing the store holds that shares one word
 * with a record ("moved" with a borrow checker's "cannot move out") returns nothing, in search
 * and in a diagnosis's related records, while questions that barely clear the floor are still
 * answered. Before the cosine counted at 0.6 (docs/search.md, "The floor on ordinary sentences"),
 * both sentences below returned records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

const DATA = join(import.meta.dirname, '../../bench/data/remediations');
const lines = (name: string) => readFileSync(join(DATA, name), 'utf8').split('\n').filter(Boolean);
const scope: Scope = { tenant: 'floor', project: 'benchmark' };

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let services: Services;
const recordOf = new Map<string, string>();

beforeAll(async () => {
  tmp = tempDir('contextd-floor-');
  store = await createSqliteStore(join(tmp.dir, 'store.db'));
  services = createServices({ store, embedder: createHashEmbedder() });
  for (const line of lines('corpus.jsonl')) {
    const d = JSON.parse(line) as { id: string; title: string; problem: string; solution: string; root_cause: string | null; category: string | null };
    const saved = await services.remediations.record(scope, { title: d.title, problem: d.problem, solution: d.solution, root_cause: d.root_cause ?? undefined, category: d.category ?? undefined, tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    recordOf.set(d.id, saved.id);
  }
}, 120_000);

afterAll(async () => {
  await store?.close();
  tmp?.cleanup();
});

describe('the relevance floor on ordinary sentences', () => {
  it.each(['they moved house twice before the children were born', 'the orchestra played until midnight'])('returns nothing for "%s"', async (query) => {
    expect((await services.remediations.search(scope, { query, scope: 'all', limit: 5, content_mode: 'minimal' })).results).toEqual([]);
    expect((await services.troubleshoot.diagnose(scope, { error_message: query, limit: 5 })).related_remediations).toEqual([]);
  });

  it.each(['go-InvalidIota/symptom2', 'go-InvalidSliceExpr/cause', 'py-valueerror-int/symptom'])('still answers %s, a question just above the floor, with its record first', async (id) => {
    const query = lines('queries.jsonl').map((l) => JSON.parse(l) as { id: string; text: string }).find((q) => q.id === id)!;
    const want = lines('qrels.tsv').map((l) => l.split('\t')).find(([q]) => q === id)![1]!;
    const results = (await services.remediations.search(scope, { query: query.text, scope: 'all', limit: 5, content_mode: 'minimal' })).results;
    expect(results[0]?.id).toBe(recordOf.get(want));
  });
});
