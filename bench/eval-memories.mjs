// Memory search quality (part of `npm run eval`; alone: node bench/eval-memories.mjs [--store postgres]).
// Three sets, each indexed in a store of its own and split dev/test by memory:
// - bench/data/memories: 40 memories of one project as people write them ("we deploy with
//   fly.io…"), each asked for once in other words ("where do we host the backend");
// - bench/data/memories2: 159 memories of several real projects (pino, fastify, git, Go, curl,
//   Debian…, rewritten from their CONTRIBUTING/README/docs as one-line memories), each asked for
//   once in other words, written blind; split by a stable hash of the memory id; plus queries
//   whose answer is in no memory (`absent`: they must return nothing);
// - bench/data/memories3: 204 memories of 34 projects shortened from their Debian README.Debian
//   and NEWS.Debian files under /usr/share/doc (slapd, apt, make, OpenSSH, cryptsetup, fail2ban,
//   uwsgi, Prometheus, borg, chrony…), each asked for once in other words, written blind; 18
//   absent-answer queries; split by the first byte of the SHA-256 of the memory's (absent:
//   the query's) id, even → dev;
// - bench/data/memories4: 204 memories of 60 projects shortened from Debian NEWS.Debian files
//   (sudo, tmux, exim4, mdadm, grep, subversion…) and npm packages' changelogs and contributing
//   guides (qs, http-errors, mime-types, minimist, walkdir), each asked for once in other words,
//   written blind; 48 absent-answer queries on the same tools; split as the third set.
// Prints R@1, R@5 and MRR per half beside plain BM25 over the same index, lost/won against it,
// and how many nonsense (and absent) queries return anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, dist, readBeir, versusBm25, versusBm25Line, rerankerFromEnv } from './lib.mjs';
import { nonsenseQueries } from './eval-remediation-benchmark.mjs';
import { stopStores, storeForHome } from './stores.mjs';

export const MEMORY_SETS = ['memories', 'memories2', 'memories3', 'memories4'];

async function runSet(name, storeKind, reranker) {
  const { corpus, queries, qrels } = readBeir(join(ROOT, 'bench', 'data', name));
  const [{ createServices }, { createHashEmbedder }, { queryTerms, indexText }] = await Promise.all([dist('core/services.js'), dist('search/embedder.js'), dist('search/tokenize.js')]);
  const dir = mkdtempSync(join(tmpdir(), 'contextd-eval-memories-'));
  const store = await (await storeForHome(storeKind, dir)).open();
  const services = createServices({ store, embedder: createHashEmbedder(), reranker });
  const scope = { tenant: 'eval', project: 'eval-memories' };
  const search = async (text, limit) => (await services.memories.search(scope, { query: text, scope: 'all', include_superseded: false, limit })).results;
  try {
    const ids = new Map();
    for (const m of corpus) ids.set((await services.memories.record(scope, { content: m.content, kind: m.kind, tags: [], scope: 'project' })).id, m.id);
    const rows = [];
    const absent = { dev: { n: 0, with_results: 0 }, test: { n: 0, with_results: 0 } };
    for (const q of queries) {
      if (q.absent) {
        absent[q.split].n++;
        if ((await search(q.text, 5)).length > 0) absent[q.split].with_results++;
        continue;
      }
      const want = qrels.get(q.id) ?? new Set();
      const found = (await search(q.text, 10)).map((r) => ids.get(r.id));
      const terms = queryTerms(indexText(q.text), 48);
      const plain = (await store.search.lexical(scope, { family: 'memory', projects: [scope.project] }, terms, 10)).map((h) => ids.get(h.refId));
      const rank = (list) => {
        const i = list.findIndex((id) => want.has(id));
        return i < 0 ? null : i + 1;
      };
      rows.push({ ...q, rank: rank(found), bm25: rank(plain), emptied: found.length === 0 && rank(plain) !== null });
    }
    let nonsense = 0;
    for (const text of nonsenseQueries()) if ((await search(text, 5)).length > 0) nonsense++;
    const out = { set: name, memories: corpus.length, queries: rows.length, nonsense_with_results: nonsense, nonsense: nonsenseQueries().length, absent, rows };
    for (const split of ['dev', 'test']) out[split] = { ...versusBm25(rows, split), emptied: rows.filter((r) => r.split === split && r.emptied).length };
    return out;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run({ quiet = false, store: storeKind = 'sqlite' } = {}) {
  const reranker = await rerankerFromEnv();
  const sets = {};
  for (const name of MEMORY_SETS) sets[name] = await runSet(name, storeKind, reranker);
  if (!quiet) {
    for (const s of Object.values(sets)) {
      const line = (split) => versusBm25Line(split, s[split]);
      const { dev, test } = s.absent;
      const absent = dev.n + test.n > 0 ? `; absent-answer queries with any result: dev ${dev.with_results} of ${dev.n}, test ${test.with_results} of ${test.n}` : '';
      process.stdout.write(`memory search, ${s.set} (${s.memories} memories, ${s.queries} other-words queries, ${storeKind} store, hash embedder${reranker ? `, ${reranker.id}` : ''})\n${line('dev')}\n${line('test')}\ngap (dev − test) R@1 ${(s.dev.recall_at_1 - s.test.recall_at_1).toFixed(3)}\nquestions the relevance floor empties while plain BM25 has their memory in its first ten: dev ${s.dev.emptied}, test ${s.test.emptied}\nnonsense queries with any result: ${s.nonsense_with_results} of ${s.nonsense}${absent}\n`);
    }
  }
  // The first set's figures stay at the top level, where `npm run eval` has always read them.
  const { rows: _rows, ...first } = sets.memories;
  return { store: storeKind, ...first, sets: Object.fromEntries(Object.entries(sets).map(([k, { rows: _r, ...v }]) => [k, v])) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const storeArg = process.argv.indexOf('--store');
  try {
    await run({ store: storeArg > 0 ? process.argv[storeArg + 1] : 'sqlite' });
  } finally {
    // Run alone with --store postgres, the throwaway cluster is this process's to stop.
    await stopStores();
  }
}
