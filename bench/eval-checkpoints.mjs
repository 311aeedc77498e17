// Checkpoint search quality (part of `npm run eval`; alone: node bench/eval-checkpoints.mjs [--store postgres]).
// bench/data/checkpoints: 30 checkpoints whose summaries are this repository's own commit
// messages (every eighth commit, subject and body: real descriptions of work), each asked for
// once in other words ("how to cut a release"), written from the subject without looking at
// any ranking; split dev/test by a hash of the commit. Prints R@1, R@5 and MRR per half beside
// plain BM25 over the same index, lost/won against it, and how many nonsense queries return anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, dist, readBeir, versusBm25, versusBm25Line, rerankerFromEnv } from './lib.mjs';
import { nonsenseQueries } from './eval-remediation-benchmark.mjs';
import { storeForHome } from './stores.mjs';

const DATA = join(ROOT, 'bench', 'data', 'checkpoints');

export async function run({ quiet = false, store: storeKind = 'sqlite', halves = ['dev', 'test'] } = {}) {
  const { corpus, queries, qrels } = readBeir(DATA);
  const [{ createServices }, { createHashEmbedder }, { queryTerms, indexText }] = await Promise.all([dist('core/services.js'), dist('search/embedder.js'), dist('search/tokenize.js')]);
  const dir = mkdtempSync(join(tmpdir(), 'contextd-eval-checkpoints-'));
  const store = await (await storeForHome(storeKind, dir)).open();
  const reranker = await rerankerFromEnv();
  const services = createServices({ store, embedder: createHashEmbedder(), reranker });
  const scope = { tenant: 'eval', project: 'eval-checkpoints' };
  const ctx = { signal: new AbortController().signal, scope, operationId: 'op_eval', log: services.logger, progress() {}, async tick() {} };
  try {
    const ids = new Map();
    for (const c of corpus) ids.set((await services.checkpoints.save({ name: c.name, summary: c.summary, tags: [], metadata: {} }, ctx)).id, c.id);
    const rows = [];
    for (const q of queries.filter((q) => halves.includes(q.split))) {
      const want = qrels.get(q.id) ?? new Set();
      const found = (await services.checkpoints.searchCheckpoints(scope, { query: q.text, limit: 10 })).results.map((r) => ids.get(r.id));
      const plain = (await store.search.lexical(scope, { family: 'checkpoint', projects: [scope.project] }, queryTerms(indexText(q.text), 48), 10)).map((h) => ids.get(h.refId));
      const rank = (list) => {
        const i = list.findIndex((id) => want.has(id));
        return i < 0 ? null : i + 1;
      };
      rows.push({ ...q, rank: rank(found), bm25: rank(plain) });
    }
    let nonsense = 0;
    for (const text of nonsenseQueries()) if ((await services.checkpoints.searchCheckpoints(scope, { query: text, limit: 5 })).results.length > 0) nonsense++;
    const out = { store: storeKind, checkpoints: corpus.length, queries: rows.length, nonsense_with_results: nonsense, nonsense: nonsenseQueries().length };
    for (const split of halves) out[split] = versusBm25(rows, split);
    if (!quiet) {
      const line = (s) => versusBm25Line(s, out[s]);
      process.stdout.write(`checkpoint search (${out.checkpoints} checkpoints from this repository's commits, ${out.queries} other-words queries, ${storeKind} store, hash embedder${reranker ? `, ${reranker.id}` : ''})\n${halves.map(line).join('\n')}\nnonsense queries with any result: ${nonsense} of ${out.nonsense}\n`);
    }
    return out;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--store');
  await run({ store: at > 0 ? process.argv[at + 1] : 'sqlite', halves: process.argv.includes('--dev') ? ['dev'] : ['dev', 'test'] });
}
