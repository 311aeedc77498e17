// The benchmarks asked the way a client asks them, as held-out sets are measured from outside:
// through `contextd --mcp` (the real SDK client over stdio, a real daemon on a free port).
// - Remediations: every record written with `remediation_record` and every query asked with
//   `remediation_search`; each query's first ten are compared with the in-process search of the
//   same records (the service eval-remediation-benchmark.mjs measures).
// - Code search: two trees of the code eval (Go's and Python's, as eval-repository.mjs indexes
//   them) indexed with `repository_index` and asked with `repository_search`, each question's
//   first ten against the in-process search of the same tree.
// - Troubleshooting: every real error of every set (bench/data/errors/corpus*.jsonl) asked with
//   `troubleshoot_diagnose`; its hypotheses are compared with diagnose()'s, which
//   eval-troubleshoot.mjs measures.
// The figures `npm run eval` prints are the figures a client gets only if every list is the same.
//   node bench/eval-through-mcp.mjs [--split dev|test] [--store postgres]
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, connectMcp, dist, rankMetrics, readBeir, setStore, startServe, stopPid, structured, tempHome } from './lib.mjs';
import { KINDS, recordArgs, recordInput } from './eval-remediation-benchmark.mjs';
import { TREES, indexTree, locate } from './eval-repository.mjs';
import { errorSets, hypothesisText, loadCorpus, namesExpected } from './eval-troubleshoot.mjs';
import { stopStores, storeForHome, storesFromArgs } from './stores.mjs';

const DATA = join(ROOT, 'bench', 'data', 'remediations');
const LIMIT = 10;
/** troubleshoot_diagnose's aim on every test half, as eval-troubleshoot.mjs's. */
const DIAGNOSE_AIM = 0.85;

const option = (argv, name) => argv.find((a, i, all) => all[i - 1] === `--${name}` || a.startsWith(`--${name}=`))?.replace(`--${name}=`, '');

export async function run({ quiet = false, store: storeKind = 'sqlite', argv = process.argv.slice(2) } = {}) {
  const onlySplit = option(argv, 'split');
  const { corpus, queries, qrels } = readBeir(DATA);
  setStore(storeKind);
  const h = await tempHome('contextd-eval-mcp-');
  const projectDir = join(h.home, 'project');
  mkdirSync(projectDir, { recursive: true });
  const [{ createServices }, { createHashEmbedder }, { projectIdForPath }] = await Promise.all([dist('core/services.js'), dist('search/embedder.js'), dist('util/project.js')]);
  // The in-process side: its own store of the same kind, the same records, the service called directly.
  const local = await (await storeForHome(storeKind, join(h.home, 'local'))).open();
  const services = createServices({ store: local, embedder: createHashEmbedder() });
  const scope = { tenant: 'eval', project: projectIdForPath(projectDir).id };
  const serve = await startServe(h);
  const conn = await connectMcp(h, { args: ['--project', projectDir] });
  const call = async (name, args) => structured(await conn.client.callTool({ name, arguments: args }));
  try {
    const viaMcp = new Map();
    const inProcess = new Map();
    const started = performance.now();
    for (const d of corpus) {
      viaMcp.set((await call('remediation_record', recordArgs(d))).id, d.id);
      inProcess.set((await services.remediations.record(scope, recordInput(d))).id, d.id);
    }
    const recordMs = performance.now() - started;
    const rows = [];
    let same = 0;
    const differing = [];
    const asked = performance.now();
    for (const q of queries) {
      if (onlySplit && q.split !== onlySplit) continue;
      const want = qrels.get(q.id) ?? new Set();
      const args = { query: q.text, scope: 'all', limit: LIMIT, content_mode: 'minimal' };
      const mcp = (await call('remediation_search', args)).results.map((r) => viaMcp.get(r.id));
      const direct = (await services.remediations.search(scope, args)).results.map((r) => inProcess.get(r.id));
      if (mcp.join('\n') === direct.join('\n')) same++;
      else differing.push(q.id);
      const rank = (list) => {
        const i = list.findIndex((id) => want.has(id));
        return i < 0 ? null : i + 1;
      };
      rows.push({ ...q, mcp: rank(mcp), local: rank(direct) });
    }
    const askMs = (performance.now() - asked) / Math.max(1, rows.length);
    const out = { store: storeKind, records: corpus.length, queries: rows.length, same_lists: same, differing: differing.length, record_ms: Math.round(recordMs), ms_per_query_both: Math.round(askMs * 100) / 100 };
    for (const split of ['dev', 'test']) {
      const part = rows.filter((r) => r.split === split);
      if (part.length === 0) continue;
      out[split] = Object.fromEntries(
        KINDS.map((kind) => {
          const k = part.filter((r) => r.kind === kind);
          return [kind, { n: k.length, mcp: rankMetrics(k.map((r) => r.mcp)), in_process: rankMetrics(k.map((r) => r.local)) }];
        }),
      );
    }
    out.troubleshoot = await diagnoses(call);
    out.code = await codeSearch(call, services, scope);
    // A client must get the lists the in-process eval measures, and diagnoses that name the cause or fix as often as the aim asks.
    out.pass = differing.length === 0 && out.code.every((t) => t.skipped || t.same === t.questions) && Object.values(out.troubleshoot.sets).every((set) => set.test.n === 0 || set.test.mcp / set.test.n >= DIAGNOSE_AIM);
    if (!quiet) print(out, differing);
    return out;
  } finally {
    await conn.close();
    await stopPid(serve.pid);
    await local.close();
    rmSync(h.home, { recursive: true, force: true });
  }
}

/** The code trees asked both ways. */
const CODE_TREES = ['go', 'python'];

/** Each tree indexed and asked through MCP and in process; how many questions get the same first ten. */
async function codeSearch(call, services, scope) {
  const { queries } = readBeir(join(ROOT, 'bench', 'data', 'code'));
  const out = [];
  for (const name of CODE_TREES) {
    const tree = TREES[name];
    const root = locate(name, tree);
    if (typeof root !== 'string') {
      out.push({ tree: name, skipped: root.skip });
      continue;
    }
    const viaMcp = await call('repository_index', { path: root, include: tree.include, exclude: tree.exclude });
    if (viaMcp.status !== 'succeeded') throw new Error(`repository_index ${name} through MCP: ${viaMcp.status}`);
    await indexTree(services, scope, name, root, tree);
    let same = 0;
    const asked = queries.filter((q) => q.tree === name);
    for (const q of asked) {
      const args = { query: q.text, path: root, limit: LIMIT, content_mode: 'minimal' };
      const files = (r) => r.results.map((h) => `${h.file}:${h.start_line}`).join('\n');
      if (files(await call('repository_search', args)) === files(await services.repository.search(scope, args))) same++;
    }
    out.push({ tree: name, files: viaMcp.files_scanned, questions: asked.length, same });
  }
  return out;
}

/**
 * Every real error of every set through troubleshoot_diagnose, measured as eval-troubleshoot.mjs
 * measures diagnose(): is a cause or fix it expects named? Through MCP a client reads the
 * hypotheses' titles and explanations and the recommendations (the fixes); in process the eval
 * reads every hypothesis's title, explanation and fix.
 */
async function diagnoses(call) {
  const { diagnose } = await dist('core/troubleshoot/index.js');
  const out = { errors: 0, differing: [], sets: {} };
  for (const { name, file } of errorSets()) {
    const set = (out.sets[name] = { dev: { n: 0, mcp: 0, in_process: 0 }, test: { n: 0, mcp: 0, in_process: 0 } });
    for (const e of loadCorpus(file)) {
      const named = namesExpected(e);
      const mcp = await call('troubleshoot_diagnose', { error_message: e.output });
      const mcpHit = named([...mcp.hypotheses.map((h) => `${h.title}\n${h.explanation}`), ...mcp.recommendations].join('\n'));
      const localHit = diagnose(e.output).hypotheses.some((h) => named(hypothesisText(h)));
      const half = set[e.split];
      half.n++;
      if (mcpHit) half.mcp++;
      if (localHit) half.in_process++;
      if (mcpHit !== localHit) out.differing.push(e.id);
      out.errors++;
    }
  }
  return out;
}

function print(f, differing) {
  const lines = [`remediation benchmark through MCP (${f.records} records written with remediation_record, ${f.queries} queries asked with remediation_search, ${f.store} store; in-process search of the same records beside it)`];
  lines.push(`${'kind'.padEnd(12)} ${'split'.padEnd(5)} ${'n'.padStart(4)} ${'MCP R@1'.padStart(8)} ${'MCP R@5'.padStart(8)}  ${'in-process R@1'.padStart(14)} ${'R@5'.padStart(6)}`);
  for (const split of ['dev', 'test']) {
    for (const kind of KINDS) {
      const m = f[split]?.[kind];
      if (!m || m.n === 0) continue;
      lines.push(`${kind.padEnd(12)} ${split.padEnd(5)} ${String(m.n).padStart(4)} ${m.mcp.recall_at_1.toFixed(3).padStart(8)} ${m.mcp.recall_at_5.toFixed(3).padStart(8)}  ${m.in_process.recall_at_1.toFixed(3).padStart(14)} ${m.in_process.recall_at_5.toFixed(3).padStart(6)}`);
    }
  }
  lines.push(`first ${LIMIT} the same through MCP and in process: ${f.same_lists} of ${f.queries}${differing.length ? ` (differing: ${differing.slice(0, 10).join(', ')}${differing.length > 10 ? ', …' : ''})` : ''}`);
  for (const c of f.code) lines.push(c.skipped ? `code tree ${c.tree} skipped: ${c.skipped}` : `repository_search on the ${c.tree} tree (${c.files} files indexed with repository_index): first ${LIMIT} the same through MCP and in process for ${c.same} of ${c.questions} questions`);
  const t = f.troubleshoot;
  lines.push('troubleshoot_diagnose, cause or fix named: through MCP (hypotheses and recommendations) · in process (every hypothesis and its fix)');
  for (const [name, set] of Object.entries(t.sets)) {
    const f = (h) => (h.n ? `${(h.mcp / h.n).toFixed(3)} · ${(h.in_process / h.n).toFixed(3)}` : '-');
    lines.push(`  ${name.padEnd(11)} dev ${f(set.dev)}   test ${f(set.test)}`);
  }
  lines.push(`  errors named one way and not the other: ${t.differing.length} of ${t.errors}${t.differing.length ? ` (${t.differing.slice(0, 8).join(', ')}${t.differing.length > 8 ? ', …' : ''})` : ''}`);
  lines.push(`recording ${f.records} records both ways: ${(f.record_ms / 1000).toFixed(1)} s; a query both ways: ${f.ms_per_query_both} ms`);
  lines.push(`aims (the same remediation and code search lists through MCP; cause or fix named through MCP ≥ ${DIAGNOSE_AIM} on every test half): ${f.pass ? 'met' : 'NOT met'}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const store of storesFromArgs(process.argv.slice(2))) await run({ store });
  await stopStores();
  process.exit(0);
}
