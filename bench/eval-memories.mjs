// Memory search quality (part of `npm run eval`; alone: node bench/eval-memories.mjs [--store postgres]).
// bench/data/memories: 40 memories of one project as people write them ("we deploy with
// fly.io…", "don't touch the legacy billing module…"), each asked for once in other words
// ("where do we host the backend"); split dev/test by memory. Prints R@1, R@5 and MRR per
// half beside plain BM25 over the same index, and how many nonsense queries return anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, dist, readBeir, versusBm25, versusBm25Line, rerankerFromEnv } from './lib.mjs';
import { nonsenseQueries } from './eval-remediation-benchmark.mjs';
import { storeForHome } from './stores.mjs';

const DATA = join(ROOT, 'bench', 'data', 'memories');

export async function run({ quiet = false, store: storeKind = 'sqlite' } = {}) {
  const { corpus, queries, qrels } = readBeir(DATA);
  const [{ createServices }, { createHashEmbedder }, { queryTerms, indexText }] = await Promise.all([dist('core/services.js'), dist('search/embedder.js'), dist('search/tokenize.js')]);
  const dir = mkdtempSync(join(tmpdir(), 'contextd-eval-memories-'));
  const store = await (await storeForHome(storeKind, dir)).open();
  const reranker = await rerankerFromEnv();
  const services = createServices({ store, embedder: createHashEmbedder(), reranker });
  const scope = { tenant: 'eval', project: 'eval-memories' };
  try {
    const ids = new Map();
    for (const m of corpus) ids.set((await services.memories.record(scope, { content: m.content, kind: m.kind, tags: [], scope: 'project' })).id, m.id);
    const rows = [];
    for (const q of queries) {
      const want = qrels.get(q.id) ?? new Set();
      const found = (await services.memories.search(scope, { query: q.text, scope: 'all', include_superseded: false, limit: 10 })).results.map((r) => ids.get(r.id));
      const terms = queryTerms(indexText(q.text), 48);
      const plain = (await store.search.lexical(scope, { family: 'memory', projects: [scope.project] }, terms, 10)).map((h) => ids.get(h.refId));
      const rank = (list) => {
        const i = list.findIndex((id) => want.has(id));
        return i < 0 ? null : i + 1;
      };
      rows.push({ ...q, rank: rank(found), bm25: rank(plain) });
    }
    let nonsense = 0;
    for (const text of nonsenseQueries()) if ((await services.memories.search(scope, { query: text, scope: 'all', include_superseded: false, limit: 5 })).results.length > 0) nonsense++;
    const out = { store: storeKind, memories: corpus.length, queries: rows.length, nonsense_with_results: nonsense, nonsense: nonsenseQueries().length };
    for (const split of ['dev', 'test']) out[split] = versusBm25(rows, split);
    if (!quiet) {
      const line = (s) => versusBm25Line(s, out[s]);
      process.stdout.write(`memory search (${out.memories} memories, ${out.queries} other-words queries, ${storeKind} store, hash embedder${reranker ? `, ${reranker.id}` : ''})\n${line('dev')}\n${line('test')}\ngap (dev − test) R@1 ${(out.dev.recall_at_1 - out.test.recall_at_1).toFixed(3)}\nnonsense queries with any result: ${nonsense} of ${out.nonsense}\n`);
    }
    return out;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
