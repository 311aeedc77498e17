// `npm run eval`: runs every bench/eval-*.mjs module's `run()` in name order
// (each prints its own detail), then a summary of all of them, and writes what
// they returned to .tmp/eval-results.json. Quality figures are measurements to
// track, not gates: the exit code is 0 even when an aim is missed or a module
// fails — the summary says which.
//   node bench/eval.mjs [--only remediations[,repository]] [--store postgres]
// --store postgres evaluates every module on SQLite, then on a throwaway PostgreSQL
// cluster (bench/stores.mjs), and prints the two side by side.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { figures } from './figures.mjs';
import { stopStores, storesFromArgs } from './stores.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = join(ROOT, '.tmp', 'eval-results.json');

const onlyArg = process.argv.slice(2).find((a, i, all) => all[i - 1] === '--only' || a.startsWith('--only='));
const only = onlyArg ? onlyArg.replace(/^--only=/, '').split(',').filter(Boolean) : [];
let stores;
try {
  stores = storesFromArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`eval: ${error.message}\n`);
  process.exit(2);
}
const modules = readdirSync(join(ROOT, 'bench'))
  .filter((file) => /^eval-.+\.mjs$/.test(file))
  .sort()
  .map((file) => ({ file, name: file.replace(/^eval-|\.mjs$/g, '') }))
  .filter((m) => only.length === 0 || only.includes(m.name));

/** One line per module: its headline figures, whatever shape it returned. */
function headline(result) {
  if (result === null || typeof result !== 'object') return String(result);
  const parts = [];
  if (typeof result.pass === 'boolean') parts.push(`aims ${result.pass ? 'met' : 'NOT met'}`);
  const metric = (label, m) => {
    if (m && typeof m === 'object' && 'recall_at_5' in m) parts.push(`${label} R@1 ${m.recall_at_1} R@5 ${m.recall_at_5} MRR ${m.mrr}`);
  };
  metric('overall', result.overall);
  // Benchmarks with a dev and a test half: the test half's figures (the estimate for held-out data).
  if (result.test && typeof result.test === 'object' && !('recall_at_5' in result.test)) {
    for (const [kind, m] of Object.entries(result.test)) metric(`test ${kind}`, m);
  }
  if (result.trees && typeof result.trees === 'object') {
    for (const [tree, t] of Object.entries(result.trees)) metric(`test ${tree}`, t.test);
  }
  for (const [key, value] of Object.entries(result)) {
    if (key === 'overall' || key === 'test' || key === 'dev') continue;
    if (value && typeof value === 'object' && 'recall_at_5' in value) metric(key, value);
    else if (typeof value === 'number') parts.push(`${key} ${value}`);
  }
  if (Array.isArray(result.misses)) parts.push(`${result.misses.length} misses`);
  return parts.join('; ') || JSON.stringify(result).slice(0, 200);
}

const summary = [];
for (const store of stores) {
  for (const { file, name } of modules) {
    process.stdout.write(`\n== eval ${name} (${file})${store === 'sqlite' ? '' : ` on ${store}`}\n`);
    const started = performance.now();
    try {
      const mod = await import(pathToFileURL(join(ROOT, 'bench', file)).href);
      if (typeof mod.run !== 'function') throw new Error(`${file} exports no run()`);
      const result = await mod.run({ store });
      summary.push({ name, store, ok: true, seconds: (performance.now() - started) / 1000, result });
    } catch (error) {
      process.stderr.write(`eval ${name} on ${store} failed: ${error?.stack ?? error}\n`);
      summary.push({ name, store, ok: false, seconds: (performance.now() - started) / 1000, error: String(error?.message ?? error) });
    }
  }
}
await stopStores();

process.stdout.write('\neval summary\n');
if (summary.length === 0) process.stdout.write('  no bench/eval-*.mjs modules\n');
for (const s of summary) {
  const text = s.ok ? headline(s.result) : `FAILED: ${s.error}`;
  process.stdout.write(`  ${`${s.name}${stores.length > 1 ? ` ${s.store}` : ''}`.padEnd(24)} ${`${s.seconds.toFixed(1)} s`.padStart(8)}  ${text}\n`);
}
if (stores.length > 1) {
  process.stdout.write(`\n${'figure'.padEnd(40)} ${stores.map((s) => s.padStart(9)).join(' ')}  difference\n`);
  for (const { name } of modules) {
    const per = stores.map((store) => summary.find((s) => s.name === name && s.store === store));
    const values = per.map((s) => (s?.ok ? figures(s.result) : {}));
    for (const key of Object.keys(values[0] ?? {})) {
      const cells = values.map((v) => (v[key] === undefined ? '—' : String(Math.round(v[key] * 1000) / 1000)).padStart(9));
      const diff = values[1]?.[key] === undefined ? '' : (Math.round((values[1][key] - values[0][key]) * 1000) / 1000).toString();
      process.stdout.write(`${`${name} ${key}`.padEnd(40)} ${cells.join(' ')}  ${diff}\n`);
    }
  }
}
mkdirSync(dirname(RESULTS_FILE), { recursive: true });
writeFileSync(RESULTS_FILE, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, stores, modules: summary }, null, 2)}\n`);
process.stdout.write(`results written to ${RESULTS_FILE}\n`);
process.exit(0);
