// Remediation search on a benchmark built from real tool output (bench/data/remediations/,
// made by bench/data/build/remediations.mjs): 400+ records — rustc's and Go's documented
// errors compiled for real, and tsc/node/python/gcc/javac/git/npm runs on broken inputs —
// with queries of four kinds:
//   elsewhere   the same error from another project (other paths, names, line numbers)
//   symptom     what one sees, described in other words
//   cause       plain words naming the cause (for rustc and Go: their documentation's first
//               sentence, which no record contains)
//   confusable  the same error text as another record with another cause and fix, plus the
//               circumstances in the person's words
// The queries are split once, by scenario, into a dev half (tune on it) and a test half (do
// not); both are printed with the gap. Plain BM25 (the lexical ranker alone, the same index,
// the query's own words) is printed beside the hybrid for every kind. A nonsense query must
// return nothing in every family (the relevance floor).
//   node bench/eval-remediation-benchmark.mjs (npm run eval -- --store postgres: both stores) [--split dev|test]
// In a larger store: `--distractors N` adds N synthetic records (bench/remediations.bench.mjs's:
// copies of the test fixtures' records, several of the same errors, each with its own module
// name) to the same project before the queries; with it only the dev half is read unless
// `--split` says otherwise. `--kind confusable` reads one kind of query only.
//   node bench/eval-remediation-benchmark.mjs --distractors 10000 --kind confusable [--store postgres: SQLite, then PostgreSQL]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, dist, rankMetrics, readBeir, rerankerFromEnv } from './lib.mjs';
import { stopStores, storeForHome, storesFromArgs } from './stores.mjs';

const DATA = join(ROOT, 'bench', 'data', 'remediations');
export const KINDS = ['elsewhere', 'symptom', 'cause', 'confusable'];
/**
 * The kinds with a second to an eighth set of queries, printed apart too: the second
 * (bench/data/build/other-words.mjs, ids ending in 2), the third (third-set.mjs, ids ending
 * in 3), the fourth (fourth-set.mjs, ids ending in 4), the fifth (fifth-set.mjs, ids ending
 * in 5), the sixth (sixth-set.mjs, ids ending in 6), the seventh (seventh-set.mjs, ids ending
 * in 7) and the eighth (eighth-set.mjs, ids ending in 8), each written blind, before reading the
 * ranking code.
 */
export const SECOND = ['symptom', 'confusable'];
export const SETS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
/** Which set a query belongs to: the first (scenarios.mjs, compiler docs), the second, the third, the fourth, the fifth, the sixth, the seventh or the eighth (fifth-set.mjs to eighth-set.mjs: confusable only). */
export const querySet = (id) => (/2$/.test(id) ? 'second' : /3$/.test(id) ? 'third' : /4$/.test(id) ? 'fourth' : /5$/.test(id) ? 'fifth' : /6$/.test(id) ? 'sixth' : /7$/.test(id) ? 'seventh' : /8$/.test(id) ? 'eighth' : 'first');
export const AIMS = { symptom_r1: 0.6, symptom_r5: 0.9, confusable_r1: 0.9 };

/** The nonsense list: bench/data/nonsense.txt, or the file CONTEXTD_EVAL_NONSENSE names (one query a line). */
export function nonsenseQueries() {
  return readFileSync(process.env.CONTEXTD_EVAL_NONSENSE || join(ROOT, 'bench', 'data', 'nonsense.txt'), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
}

/** A benchmark record as `remediation_record` takes it (the API adds its defaults). */
export const recordArgs = (d) => ({ title: d.title, problem: d.problem, solution: d.solution, ...(d.root_cause ? { root_cause: d.root_cause } : {}), ...(d.category ? { category: d.category } : {}) });

/** The same record with the defaults the API would add, for the service called in process. */
export const recordInput = (d) => ({ ...recordArgs(d), tags: [], affected_files: [], scope: 'project', confidence: 0.6 });

/** The value of `--name value` or `--name=value` in argv, or undefined. */
const option = (argv, name) => argv.find((a, i, all) => all[i - 1] === `--${name}` || a.startsWith(`--${name}=`))?.replace(`--${name}=`, '');

/**
 * `paste`: { query, record }, functions that wrap a pasted error the way a log or a terminal
 * shows it (bench/eval-pasted.mjs): `query` wraps the queries that are pasted output (elsewhere,
 * confusable), `record` the records' errors. Without it, both are as collected.
 */
export async function run({ quiet = false, store: storeKind = 'sqlite', argv = process.argv.slice(2), paste = {} } = {}) {
  const pastedRecord = (d) => (paste.record ? { ...d, problem: paste.record(d.problem) } : d);
  const distractors = Number(option(argv, 'distractors') ?? 0);
  if (!Number.isInteger(distractors) || distractors < 0) throw new Error(`--distractors must be a whole number ≥ 0, got ${option(argv, 'distractors')}`);
  const onlySplit = option(argv, 'split') ?? (distractors > 0 ? 'dev' : undefined);
  const onlyKind = option(argv, 'kind');
  if (onlyKind !== undefined && !KINDS.includes(onlyKind)) throw new Error(`--kind must be one of ${KINDS.join(', ')}, got ${onlyKind}`);
  const { corpus, queries, qrels } = readBeir(DATA);
  const pastedQuery = paste.query ? await errorBlockWrapper(paste.query, corpus, qrels) : (q) => q.text;
  const [{ createServices }, { createHashEmbedder }, { queryTerms }, { queryParts }] = await Promise.all([
    dist('core/services.js'),
    dist('search/embedder.js'),
    dist('search/tokenize.js'),
    dist('core/remediations/ranking.js'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'contextd-eval-'));
  const opened = { kind: storeKind, store: await (await storeForHome(storeKind, dir)).open() };
  opened.close = () => opened.store.close();
  const reranker = await rerankerFromEnv();
  const services = createServices({ store: opened.store, embedder: createHashEmbedder(), reranker });
  const scope = { tenant: 'eval', project: 'eval-project' };
  try {
    const ids = new Map();
    for (const d of corpus) {
      const saved = await services.remediations.record(scope, recordInput(pastedRecord(d)));
      ids.set(saved.id, d.id);
    }
    if (distractors > 0) {
      const { dataset, synthetic } = await import('./remediations.bench.mjs');
      const records = dataset({ ROOT });
      const seeding = performance.now();
      for (let i = 0; i < distractors; i++) await services.remediations.record(scope, synthetic(records, i));
      if (!quiet) process.stdout.write(`(${distractors} distractors recorded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)\n`);
    }
    const rows = [];
    const started = performance.now();
    for (const q of queries) {
      if ((onlySplit && q.split !== onlySplit) || (onlyKind && q.kind !== onlyKind)) continue;
      const want = qrels.get(q.id) ?? new Set();
      const text = pastedQuery(q);
      const found = (await services.remediations.search(scope, { query: text, scope: 'all', limit: 10, content_mode: 'minimal' })).results.map((r) => ids.get(r.id));
      const terms = queryTerms(queryParts(text).text, 48);
      const plain = (await opened.store.search.lexical(scope, { family: 'remediation', projects: [scope.project] }, terms, 10)).map((h) => h.refId);
      const plainIds = await Promise.all(plain.map(async (refId) => ids.get(refId)));
      const rank = (list) => {
        const i = list.findIndex((id) => want.has(id));
        return i < 0 ? null : i + 1;
      };
      rows.push({ ...q, rank: rank(found), bm25: rank(plainIds), top: found[0] ?? null });
    }
    const ms = (performance.now() - started) / Math.max(1, rows.length);
    const floor = [];
    for (const text of nonsenseQueries()) {
      const n = (await services.remediations.search(scope, { query: text, scope: 'all', limit: 5, content_mode: 'minimal' })).results.length;
      const related = (await services.troubleshoot.diagnose(scope, { error_message: text, limit: 5 })).related_remediations.length;
      floor.push({ text, remediations: n, related });
    }
    const figures = summarize(rows, floor, corpus.length + distractors, opened.kind, ms);
    figures.reranker = reranker?.id ?? null;
    if (!quiet) print(figures, rows);
    return figures;
  } finally {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A query with its error wrapped as a log shows it and the person's own sentence (a confusable
 * query's circumstances, typed before or after the paste) left as typed: the error is the run of
 * lines whose normalized form is a line of the wanted record's error. Plain-words queries (symptom,
 * cause) are not pasted and stay as they are.
 */
async function errorBlockWrapper(wrap, corpus, qrels) {
  const { normalizeLine } = await dist('search/normalize.js');
  const byId = new Map(corpus.map((d) => [d.id, d]));
  const form = (line) => normalizeLine(line.trim());
  return (q) => {
    if (q.kind !== 'elsewhere' && q.kind !== 'confusable') return q.text;
    const known = new Set([...(qrels.get(q.id) ?? [])].flatMap((id) => (byId.get(id)?.problem ?? '').split('\n').map(form)));
    const lines = q.text.split('\n');
    const first = lines.findIndex((l) => l.trim() && known.has(form(l)));
    const last = lines.findLastIndex((l) => l.trim() && known.has(form(l)));
    if (first < 0) return wrap(q.text);
    return [...lines.slice(0, first), wrap(lines.slice(first, last + 1).join('\n')), ...lines.slice(last + 1)].join('\n');
  };
}

function summarize(rows, floor, records, store, msPerQuery) {
  const splits = {};
  for (const split of ['dev', 'test']) {
    const part = rows.filter((r) => r.split === split);
    if (part.length === 0) continue;
    const kinds = {};
    const measure = (k) => {
      const hybrid = rankMetrics(k.map((r) => r.rank));
      const bm25 = rankMetrics(k.map((r) => r.bm25));
      return { ...hybrid, bm25_recall_at_1: bm25.recall_at_1, bm25_recall_at_5: bm25.recall_at_5, lost_to_bm25: k.filter((r) => r.bm25 === 1 && r.rank !== 1).length, won_over_bm25: k.filter((r) => r.rank === 1 && r.bm25 !== 1).length };
    };
    for (const kind of KINDS) kinds[kind] = measure(part.filter((r) => r.kind === kind));
    for (const kind of SECOND) {
      for (const set of SETS) {
        const k = part.filter((r) => r.kind === kind && querySet(r.id) === set);
        if (k.length) kinds[`${kind} (${set} set)`] = measure(k);
      }
    }
    splits[split] = kinds;
  }
  const floorHits = floor.filter((f) => f.remediations > 0 || f.related > 0).length;
  const out = { store, records, queries: rows.length, ms_per_query: Math.round(msPerQuery * 100) / 100, ...splits, nonsense_with_results: floorHits, nonsense: floor.length };
  const t = splits.test ?? splits.dev;
  out.pass = Boolean(t) && KINDS.every((k) => t[k].n > 0) && KINDS.every((k) => t[k].recall_at_1 >= t[k].bm25_recall_at_1) && t.symptom.recall_at_1 >= AIMS.symptom_r1 && t.symptom.recall_at_5 >= AIMS.symptom_r5 && t.confusable.recall_at_1 >= AIMS.confusable_r1 && floorHits === 0;
  return out;
}

function print(f, rows) {
  const out = [`remediation benchmark (${f.records} records, ${f.queries} queries, ${f.store} store, hash embedder${f.reranker ? `, ${f.reranker}` : ''}, ${f.ms_per_query} ms/query)`];
  const pad = (s, n) => String(s).padStart(n);
  out.push(`${'kind'.padEnd(24)} ${'split'.padEnd(5)} ${pad('n', 4)} ${pad('R@1', 6)} ${pad('R@5', 6)} ${pad('MRR', 6)}  ${pad('BM25 R@1', 8)} ${pad('BM25 R@5', 8)}  lost/won vs BM25`);
  for (const kind of [...KINDS, ...SECOND.flatMap((k) => SETS.map((set) => `${k} (${set} set)`))]) {
    for (const split of ['dev', 'test']) {
      const m = f[split]?.[kind];
      if (!m || m.n === 0) continue;
      out.push(`${kind.padEnd(24)} ${split.padEnd(5)} ${pad(m.n, 4)} ${pad(m.recall_at_1.toFixed(3), 6)} ${pad(m.recall_at_5.toFixed(3), 6)} ${pad(m.mrr.toFixed(3), 6)}  ${pad(m.bm25_recall_at_1.toFixed(3), 8)} ${pad(m.bm25_recall_at_5.toFixed(3), 8)}  ${m.lost_to_bm25}/${m.won_over_bm25}`);
    }
    if (f.dev?.[kind]?.n && f.test?.[kind]?.n) out.push(`${''.padEnd(24)} gap (dev − test) R@1 ${(f.dev[kind].recall_at_1 - f.test[kind].recall_at_1).toFixed(3)}`);
  }
  out.push(`nonsense queries with any result (remediations or troubleshoot related): ${f.nonsense_with_results} of ${f.nonsense}`);
  out.push(`aims (test half: R@1 ≥ BM25 per kind, symptom R@1 ≥ ${AIMS.symptom_r1} R@5 ≥ ${AIMS.symptom_r5}, confusable ≥ ${AIMS.confusable_r1}, floor): ${f.pass ? 'met' : 'NOT met'}`);
  if (process.env.EVAL_VERBOSE) {
    for (const r of rows) if (r.rank !== 1 && r.split === 'dev') out.push(`  dev miss [${r.kind}] ${r.id}: rank ${r.rank ?? '>10'} (BM25 ${r.bm25 ?? '>10'}) top ${r.top}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --store postgres: SQLite, then PostgreSQL (a throwaway cluster), as npm run eval does.
  for (const store of storesFromArgs(process.argv.slice(2))) await run({ store });
  await stopStores();
  process.exit(0); // the store's background work must not keep a finished run alive
}
