import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { indexText, queryTerms } from '../../src/search/tokenize.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * memory_search never ranks below its own lexical part: on the dev halves of the four memory
 * sets (bench/data/memories … memories4), whenever plain BM25 over the same index ranks the
 * right memory first, memory_search returns it first — the relevance floor does not empty the
 * answer; on the first three sets, whatever plain BM25 has first (right or not) comes first.
 * On the first three no query of the nonsense list (bench/data/nonsense.txt) returns anything
 * (on the fourth, two of them share a word with a memory, "home" and "world", and the floor
 * cannot tell them from a right answer holding one word: docs/search.md). Real SQLite store,
 * real hash embedder.
 */
const scope: Scope = { tenant: 'dev', project: 'memories-0badc0de' };
type Row = { id: string; kind?: string; content?: string; text?: string; split: string; absent?: boolean };
const jsonl = (set: string, file: string): Row[] =>
  readFileSync(join(__dirname, '..', '..', 'bench', 'data', set, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Row);

const nonsense = readFileSync(join(__dirname, '..', '..', 'bench', 'data', 'nonsense.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

/** The right memory of each answered query (qrels.tsv: query-id, corpus-id, score). */
const rightOf = (set: string): Map<string, string> =>
  new Map(
    readFileSync(join(__dirname, '..', '..', 'bench', 'data', set, 'qrels.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.split('\t') as [string, string]),
  );

describe.each([
  { set: 'memories', anyFirst: true, nonsenseEmpty: true },
  { set: 'memories2', anyFirst: true, nonsenseEmpty: true },
  { set: 'memories3', anyFirst: true, nonsenseEmpty: true },
  { set: 'memories4', anyFirst: false, nonsenseEmpty: false },
])('memory search on the dev half of $set', ({ set, anyFirst, nonsenseEmpty }) => {
  const dir = tempDir('contextd-memory-search-');
  let store: Store;
  let services: Services;
  /** Store id → the set's memory id. */
  const setId = new Map<string, string>();

  beforeAll(async () => {
    store = await createSqliteStore(join(dir.dir, 'data', 'contextd.db'));
    services = createServices({ store, embedder: createHashEmbedder() });
    for (const m of jsonl(set, 'corpus.jsonl')) setId.set((await services.memories.record(scope, { content: m.content!, kind: m.kind as 'fact', tags: [], scope: 'project' })).id, m.id);
  });
  afterAll(async () => {
    await services.runner.shutdown();
    await store.close();
    dir.cleanup();
  });

  it('puts plain BM25’s first hit first for every dev query', async () => {
    const lost: string[] = [];
    const right = rightOf(set);
    for (const q of jsonl(set, 'queries.jsonl').filter((r) => r.split === 'dev' && !r.absent)) {
      const [plain] = await store.search.lexical(scope, { family: 'memory', projects: [scope.project] }, queryTerms(indexText(q.text!), 48), 1);
      if (!plain || !(anyFirst || setId.get(plain.refId) === right.get(q.id))) continue;
      const { results } = await services.memories.search(scope, { query: q.text!, scope: 'all', include_superseded: false, limit: 10 });
      if (results[0]?.id !== plain.refId) lost.push(q.text!);
    }
    expect(lost).toEqual([]);
  });

  it.runIf(nonsenseEmpty)('returns nothing for a query about nothing the store holds', async () => {
    const answered: string[] = [];
    for (const text of nonsense) if ((await services.memories.search(scope, { query: text, scope: 'all', include_superseded: false, limit: 5 })).results.length > 0) answered.push(text);
    expect(answered).toEqual([]);
  });
});
