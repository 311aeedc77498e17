// `npm run bench`: runs every bench/*.bench.mjs module's `run(lib)` in name
// order, prints each figure beside its budget, then a final table, and writes
// the rows to .tmp/bench-results.json. Exit code 1 when a figure is over budget
// or a module throws.
//   node --expose-gc bench/run.mjs [--only spine[,repository]] [--skip name] [--store postgres]
// --store postgres runs the modules on SQLite, then on a throwaway PostgreSQL cluster,
// and prints the two side by side (bench/stores.mjs).
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as lib from './lib.mjs';
import { stopStores, storesFromArgs } from './stores.mjs';

function parseArgs(argv) {
  const pick = (flag) =>
    argv.flatMap((arg, i) => (arg === flag ? (argv[i + 1] ?? '').split(',') : arg.startsWith(`${flag}=`) ? arg.slice(flag.length + 1).split(',') : [])).filter(Boolean);
  return { only: pick('--only'), skip: pick('--skip') };
}

const { only, skip } = parseArgs(process.argv.slice(2));
let stores;
try {
  stores = storesFromArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`bench: ${error.message}\n`);
  process.exit(2);
}
const benchDir = join(lib.ROOT, 'bench');
const modules = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .sort()
  .map((file) => ({ file, name: file.replace(/\.bench\.mjs$/, '') }));
const unknown = [...only, ...skip].filter((name) => !modules.some((m) => m.name === name));
if (unknown.length > 0) {
  process.stderr.write(`bench: no module named ${unknown.join(', ')} (have: ${modules.map((m) => m.name).join(', ')})\n`);
  process.exit(2);
}
const selected = modules.filter((m) => (only.length === 0 || only.includes(m.name)) && !skip.includes(m.name));

process.stdout.write(`contextd benchmarks — node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), gc ${typeof globalThis.gc === 'function' ? 'exposed' : 'not exposed'}\n`);
let crashed = 0;
// A module's stray promise must not take the whole run down: it counts against that module.
let strays = [];
process.on('unhandledRejection', (error) => {
  strays.push(error);
  process.stderr.write(`bench: unhandled rejection: ${error?.stack ?? error}\n`);
});
for (const store of stores) {
  lib.setStore(store);
  for (const { file, name } of selected) {
    process.stdout.write(`\n== ${name} (${file})${store === 'sqlite' ? '' : ` on ${store}`}\n`);
    lib.setModule(name);
    const started = performance.now();
    try {
      const mod = await import(pathToFileURL(join(benchDir, file)).href);
      if (typeof mod.run !== 'function') throw new Error(`${file} exports no run(lib)`);
      await mod.run(lib);
    } catch (error) {
      crashed++;
      lib.report({ name: `${name}: module failed`, value: 'error', pass: false, note: String(error?.stack ?? error) });
      process.stderr.write(`bench ${name} failed: ${error?.stack ?? error}\n`);
    }
    if (strays.length > 0) {
      crashed++;
      lib.report({ name: `${name}: unhandled rejection`, value: 'error', pass: false, note: strays.map((e) => String(e?.message ?? e)).join('; ') });
      strays = [];
    }
    process.stdout.write(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
}
await stopStores();

lib.printTable();
if (stores.length > 1) lib.printSideBySide(stores);
const file = lib.writeResults({
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? null,
  modules: selected.map((m) => m.name),
  stores,
});
process.stdout.write(`results written to ${file}\n`);
const failed = lib.results().filter((r) => !r.pass).length;
process.exit(failed > 0 || crashed > 0 ? 1 : 0);
