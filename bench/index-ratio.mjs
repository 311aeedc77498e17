// Indexing throughput, PostgreSQL against SQLite, measured so that the load of other
// processes weighs on both alike: the first index of the npm CLI tree (bench/repository.bench.mjs's
// tree) through a real `contextd serve`, on SQLite and on a throwaway PostgreSQL cluster,
// interleaved (S P, then P S, …) for a number of rounds; each round's ratio is PostgreSQL's
// wall time over SQLite's in that round, and the verdict is on the median ratio (aim ≤ 1.2 ×).
// Each round also says where the CPU went: the daemon's thread, its preparation workers, the
// threads it had before the index (V8's compiler and collector helpers, libuv's pool) and,
// on PostgreSQL, the server processes serving the daemon. --baseline DIR adds, each round, a
// first index on PostgreSQL by another checkout's build (DIR/bin/contextd.js, its own database):
// the store before and after a change, in the same rotation.
//   npm run bench:index-ratio [-- --rounds 5] [-- --baseline /path/to/other/checkout]
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as lib from './lib.mjs';
import { INCLUDE, npmTree } from './repository.bench.mjs';
import { stopStores } from './stores.mjs';

const AIM = 1.2;

function roundsFromArgs(argv) {
  const i = argv.findIndex((a) => a === '--rounds' || a.startsWith('--rounds='));
  if (i < 0) return 3;
  const value = Number(argv[i].includes('=') ? argv[i].slice('--rounds='.length) : argv[i + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 20) throw new Error(`--rounds must be a whole number from 1 to 20 (got ${argv[i + 1] ?? argv[i]})`);
  return value;
}

function splitText({ main, started, helpers }) {
  return [main, started, helpers].map((ms) => ms.toFixed(0)).join(' / ');
}

/** One first index of `tree` into a fresh home of `store`: wall time, daemon (and server) CPU time, files and chunks. */
async function indexOnce(store, tree, bin) {
  lib.setStore(store);
  const h = await lib.tempHome(`contextd-ratio-${store}-`);
  const { DaemonClient } = await lib.dist('client/client.js');
  const { api } = await lib.dist('api/routes.js');
  const daemon = await lib.startServe(h, {}, bin);
  const client = new DaemonClient({ url: h.url, tenant: 'bench', project: 'bench-ratio', timeoutMs: 30_000 });
  try {
    await client.call(api.health, {});
    const cpuBefore = lib.cpuMs(daemon.pid);
    const threads = lib.watchThreads(daemon.pid);
    const load = os.loadavg()[0];
    const started = performance.now();
    let op = await client.call(api.repositoryIndex, { path: tree, include: INCLUDE });
    while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 20_000);
    const ms = performance.now() - started;
    const split = threads.stop();
    if (op.status !== 'succeeded') throw new Error(`index on ${store} ${op.status}: ${JSON.stringify(op.error)}`);
    const cpu = lib.cpuMs(daemon.pid) - cpuBefore;
    // The server's backends live as long as the daemon's pool: their CPU is the index's (and the few statements before it).
    const server = store === 'postgres' ? [...(await lib.backendsCpu(h.env().CONTEXTD_DATABASE_URL)).values()].reduce((a, b) => a + b, 0) : 0;
    return { ms, cpu, server, split, files: op.result.files_indexed, chunks: op.result.chunks, load };
  } finally {
    await client.close();
    await lib.stopPid(daemon.pid);
    h.cleanup();
  }
}

export async function run(argv = process.argv.slice(2)) {
  const rounds = roundsFromArgs(argv);
  const baselineAt = argv.indexOf('--baseline');
  const baseline = baselineAt >= 0 ? join(argv[baselineAt + 1], 'bin', 'contextd.js') : null;
  const source = npmTree();
  if (!source) throw new Error('the npm CLI tree was not found (npm config get prefix gave no lib/node_modules/npm)');
  const work = mkdtempSync(join(os.tmpdir(), 'contextd-ratio-tree-'));
  const tree = join(work, 'npm');
  cpSync(source, tree, { recursive: true, verbatimSymlinks: true });
  const ratios = [];
  try {
    process.stdout.write(`first index of the npm tree, SQLite and PostgreSQL interleaved, ${rounds} rounds (${os.cpus().length} CPUs)\n`);
    process.stdout.write(`${'round'.padEnd(6)}${'order'.padEnd(8)}${'SQLite ms'.padStart(11)}${'PostgreSQL ms'.padStart(15)}${'ratio'.padStart(8)}${'CPU S/P(+server) ms'.padStart(24)}${'load'.padStart(7)}\n`);
    for (let round = 1; round <= rounds; round++) {
      const base = round % 2 === 1 ? ['sqlite', 'postgres'] : ['postgres', 'sqlite'];
      // With a baseline: S P B, P B S, B S P, … (each run first, second and last in turn).
      const order = baseline ? ['sqlite', 'postgres', 'baseline'].map((_, i, all) => all[(i + round - 1) % 3]) : base;
      const got = {};
      for (const store of order) got[store] = store === 'baseline' ? await indexOnce('postgres', tree, baseline) : await indexOnce(store, tree);
      const { sqlite, postgres } = got;
      if (sqlite.files !== postgres.files || sqlite.chunks !== postgres.chunks) {
        throw new Error(`the stores indexed different work: SQLite ${sqlite.files} files / ${sqlite.chunks} chunks, PostgreSQL ${postgres.files} / ${postgres.chunks}`);
      }
      const ratio = postgres.ms / sqlite.ms;
      ratios.push(ratio);
      process.stdout.write(
        `${String(round).padEnd(6)}${order.filter((s) => s !== 'baseline').map((s) => (s === 'sqlite' ? 'S' : 'P')).join(' ').padEnd(8)}${sqlite.ms.toFixed(0).padStart(11)}${postgres.ms.toFixed(0).padStart(15)}${ratio.toFixed(2).padStart(8)}${`${sqlite.cpu.toFixed(0)}/${postgres.cpu.toFixed(0)}+${postgres.server.toFixed(0)}`.padStart(24)}${((sqlite.load + postgres.load) / 2).toFixed(1).padStart(7)}\n` +
          `${''.padEnd(14)}CPU ms, thread / workers / helpers: SQLite ${splitText(sqlite.split)}; PostgreSQL ${splitText(postgres.split)} + server ${postgres.server.toFixed(0)}\n`,
      );
      const b = got.baseline;
      if (b) {
        process.stdout.write(
          `${''.padEnd(14)}baseline PostgreSQL ${b.ms.toFixed(0)} ms (${(b.ms / sqlite.ms).toFixed(2)} ×), CPU ${b.cpu.toFixed(0)}+${b.server.toFixed(0)} (${((b.cpu + b.server) / sqlite.cpu).toFixed(2)} of SQLite's), thread / workers / helpers ${splitText(b.split)}; order ${order.map((x) => x[0].toUpperCase()).join(' ')}; load ${b.load.toFixed(1)}\n` +
            `${''.padEnd(14)}this build's CPU ratio (daemon + server) / SQLite ${((postgres.cpu + postgres.server) / sqlite.cpu).toFixed(2)}\n`,
        );
      }
    }
  } finally {
    await stopStores();
    rmSync(work, { recursive: true, force: true });
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  lib.setModule('index-ratio');
  lib.setStore('postgres');
  lib.report({ name: `first index of npm, PostgreSQL / SQLite, median of ${rounds} interleaved rounds`, value: median, unit: '×', budget: AIM, note: `ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}` });
  return { ratios, median, pass: median <= AIM };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { pass } = await run();
    process.exit(pass ? 0 : 1);
  } catch (error) {
    process.stderr.write(`index-ratio: ${error.message}\n`);
    process.exit(2);
  }
}
