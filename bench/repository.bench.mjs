// Repository indexing benchmarks (run by bench/run.mjs), on the npm CLI's installed source
// (about 1 900 files, 12 MB with its bundled dependencies), copied to a temp folder first
// so the real install is never touched:
// - first index through a real `contextd serve` (walk, read, redact, chunk, embed, FTS):
//   ≤ 4 s, ≥ 500 files/s; MB/s and the ratio to reading every file once in the same run;
// - re-index with nothing changed ≤ 10% of the first run; three files changed → exactly 3;
// - repository_search p50 ≤ 10 ms on that index (HTTP round trip included): ten searches asked
//   200 times (warm), and each of the code eval's questions (bench/data/code, all trees) asked once
//   against the npm index with its path, as a user or an outside measurement asks (dev and test halves too);
// - /v1/health p99 ≤ 50 ms while an index runs.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

export const INCLUDE = ['node_modules/**', '**'];
/** The code eval's questions (every tree's, asked of the npm index), each with its half. */
export function onceQuestions() {
  return readFileSync(join(ROOT, 'bench', 'data', 'code', 'queries.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .map((q) => ({ text: q.text, split: q.split }));
}

const SEARCHES = ['install', 'ERESOLVE', 'semver range parse', 'write file atomically', 'npm ERR! code E404', 'cacache', 'arborist buildIdealTree', 'pacote extract tarball', 'config defaults', 'retry fetch'];

/** The npm CLI under the global prefix, or null when npm is not installed that way. */
export function npmTree() {
  try {
    const prefix = execFileSync('npm', ['config', 'get', 'prefix'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const tree = join(prefix, 'lib', 'node_modules', 'npm');
    return existsSync(join(tree, 'package.json')) ? tree : null;
  } catch {
    return null;
  }
}

async function waitDone(client, op) {
  while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 20_000);
  if (op.status !== 'succeeded') throw new Error(`index ${op.status}: ${JSON.stringify(op.error)}`);
  return op;
}

/** Starts an index and polls /v1/health every 10 ms until it ends; returns the result, wall time and health latencies. */
async function indexWithHealth(client, health, input) {
  const latencies = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const start = performance.now();
      await health.call(health.api.health, {});
      latencies.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const start = performance.now();
  const op = await waitDone(client, await client.call(client.api.repositoryIndex, input));
  const ms = performance.now() - start;
  running = false;
  await poller;
  return { result: op.result, ms, latencies };
}

export async function run(lib) {
  const source = npmTree();
  if (!source) {
    lib.report({ name: 'repository: npm CLI tree found', value: 'missing', pass: false, note: 'npm config get prefix gave no lib/node_modules/npm' });
    return;
  }
  const h = await lib.tempHome('contextd-bench-repo-');
  // Beside the home, not in it: the daemon refuses to index its own data folder.
  const work = mkdtempSync(join(os.tmpdir(), 'contextd-bench-tree-'));
  const tree = join(work, 'npm');
  cpSync(source, tree, { recursive: true, verbatimSymlinks: true });
  const { DaemonClient } = await lib.dist('client/client.js');
  const { api } = await lib.dist('api/routes.js');
  const { walkRepository } = await lib.dist('core/repository/walk.js');
  const daemon = await lib.startServe(h);
  const client = Object.assign(new DaemonClient({ url: h.url, tenant: 'bench', project: 'bench-repo', timeoutMs: 30_000 }), { api });
  const health = Object.assign(new DaemonClient({ url: h.url, tenant: 'bench', project: 'bench-repo' }), { api });
  try {
    await health.call(api.health, {});

    // Reading every file once: the floor any indexer pays.
    const readStart = performance.now();
    const { files } = await walkRepository({ root: tree, include: INCLUDE });
    let bytes = 0;
    for (const file of files) bytes += readFileSync(file.absPath).length;
    const readMs = performance.now() - readStart;
    const mb = bytes / 1024 / 1024;

    const cpuBefore = lib.cpuMs(daemon.pid);
    const first = await indexWithHealth(client, health, { path: tree, include: INCLUDE });
    const cpu = lib.cpuMs(daemon.pid) - cpuBefore;
    const r = first.result;
    lib.report({ name: `repository: first index of npm (${r.files_indexed} files, ${mb.toFixed(1)} MB, ${r.chunks} chunks)`, value: first.ms, unit: 'ms', budget: 4_000 });
    lib.report({ name: 'repository: files per second', value: (r.files_indexed / first.ms) * 1000, unit: 'files/s', budget: '≥ 500', pass: (r.files_indexed / first.ms) * 1000 >= 500 });
    lib.report({
      name: 'repository: daemon CPU time of the first index (all threads)',
      value: cpu,
      unit: 'ms',
      note: `${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}: wall time ≈ CPU time / cores on an idle machine`,
    });
    lib.report({ name: 'repository: MB per second', value: (mb / first.ms) * 1000, unit: 'MB/s' });
    lib.report({ name: 'repository: index time / reading every file once', value: first.ms / readMs, unit: 'x', baseline: readMs, note: `reading ${files.length} files took ${readMs.toFixed(0)} ms` });
    const healthStats = lib.stats(first.latencies);
    lib.report({ name: `repository: /v1/health p99 during the index (${healthStats.n} probes)`, value: healthStats.p99, unit: 'ms', budget: 50 });

    const again = await indexWithHealth(client, health, { path: tree, include: INCLUDE });
    lib.report({
      name: 'repository: re-index unchanged / first index',
      value: (again.ms / first.ms) * 100,
      unit: '%',
      budget: 10,
      pass: again.ms <= first.ms * 0.1 && again.result.files_indexed === 0,
      note: `${again.ms.toFixed(0)} ms, files_indexed ${again.result.files_indexed}`,
    });

    for (const rel of ['lib/npm.js', 'lib/commands/install.js', 'node_modules/semver/classes/range.js']) appendFileSync(join(tree, rel), '\n// changed by the benchmark\n');
    const changed = await indexWithHealth(client, health, { path: tree, include: INCLUDE });
    lib.report({ name: 'repository: three files changed → files re-indexed', value: changed.result.files_indexed, unit: 'files', budget: '= 3', pass: changed.result.files_indexed === 3, note: `${changed.ms.toFixed(0)} ms` });

    // Each question once, first: nothing of it is cached yet (its terms' counts, the statements' plans).
    const questions = onceQuestions();
    const once = await lib.measure((i) => client.call(api.repositorySearch, { path: tree, query: questions[i].text, limit: 10 }), { runs: questions.length });
    const half = (split) => lib.stats(once.filter((_, i) => questions[i].split === split)).p50.toFixed(2);
    lib.report({
      name: `repository: repository_search p50, questions asked once (${questions.length}, HTTP round trip)`,
      value: lib.stats(once).p50,
      unit: 'ms',
      budget: 10,
      note: `dev ${half('dev')} ms, test ${half('test')} ms, p90 ${lib.stats(once).p90.toFixed(2)} ms; load average ${os.loadavg()[0].toFixed(1)}`,
    });

    const samples = await lib.measure((i) => client.call(api.repositorySearch, { query: SEARCHES[i % SEARCHES.length], limit: 10 }), { runs: 200, warmup: 20 });
    lib.report({ name: 'repository: repository_search p50, ten searches asked 200 times (HTTP round trip)', value: lib.stats(samples).p50, unit: 'ms', budget: 10, note: `load average ${os.loadavg()[0].toFixed(1)}` });
    lib.report({ name: 'repository: repository_search p99', value: lib.stats(samples).p99, unit: 'ms' });

    const removeStart = performance.now();
    const removed = await client.call(api.repositoryRemove, { path: tree }, { timeoutMs: 120_000 });
    lib.report({ name: `repository: repository_remove (${removed.removed_chunks} chunks)`, value: performance.now() - removeStart, unit: 'ms' });
  } finally {
    await client.close();
    await health.close();
    await lib.stopPid(daemon.pid);
    h.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
}
