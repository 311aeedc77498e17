// Repository indexing at real sizes (run by bench/run.mjs; alone: `npm run bench:scale`),
// on generated, deterministic TypeScript trees (bench/tree.mjs), each through a real
// `contextd serve` started by the bin (its 512 MB heap cap included):
// - 2 000, 20 000 and 60 000 files, each into a fresh store: files/s, and the unchanged
//   re-index as a share of the first (≤ 10 %); 20 000 files ≤ 40 s; files/s at 60 000 at
//   least 70 % of files/s at 2 000 (time per file must not grow with the store);
// - after the 20 000: three 2 234-file trees more into the same store, a search of each,
//   the first of them cancelled mid-way (2 s in or a tenth done; stopped ≤ 1 s) and indexed again (it resumes),
//   then the daemon's RSS (≤ 400 MB) and the FTS5 segment counts (≤ 1000 of 2000);
// - the daemon's CPU time per file (all threads) at each size: wall time moves with other
//   work on the machine, CPU time much less.
// SCALE_SIZES=2000,20000 picks other sizes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { writeTree } from './tree.mjs';

const SIZES = (process.env.SCALE_SIZES ?? '2000,20000,60000').split(',').map(Number);
const MORE = 2234;

async function indexed(client, api, path, lib, pid) {
  const cpu = lib.cpuMs(pid);
  const start = performance.now();
  let op = await client.call(api.repositoryIndex, { path });
  while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 20_000);
  if (op.status !== 'succeeded') throw new Error(`index of ${path} ${op.status}: ${JSON.stringify(op.error)}`);
  return { ms: performance.now() - start, cpuMs: lib.cpuMs(pid) - cpu, result: op.result };
}

export async function run(lib) {
  const { DaemonClient } = await lib.dist('client/client.js');
  const { api } = await lib.dist('api/routes.js');
  const trees = mkdtempSync(join(os.tmpdir(), 'contextd-bench-trees-'));
  const rates = new Map();
  const cpuPerFile = new Map();
  try {
    for (const size of SIZES) {
      const tree = writeTree(join(trees, `t${size}`), size, { prefix: `scale${size}` });
      const h = await lib.tempHome('contextd-bench-scale-');
      const daemon = await lib.startServe(h);
      const client = Object.assign(new DaemonClient({ url: h.url, tenant: 'bench', project: 'scale', timeoutMs: 120_000 }), { api });
      try {
        const first = await indexed(client, api, tree, lib, daemon.pid);
        const rate = (first.result.files_indexed / first.ms) * 1000;
        rates.set(size, rate);
        lib.report({
          name: `scale: first index of ${size} files (${first.result.chunks} chunks)`,
          value: first.ms / 1000,
          unit: 's',
          budget: size === 20_000 ? 40 : undefined,
          note: `${rate.toFixed(0)} files/s`,
        });
        lib.report({ name: `scale: ${size} files, files per second`, value: rate, unit: 'files/s', note: `load average ${os.loadavg()[0].toFixed(1)}` });
        cpuPerFile.set(size, first.cpuMs / first.result.files_indexed);
        lib.report({ name: `scale: ${size} files, daemon CPU per file (all threads)`, value: first.cpuMs / first.result.files_indexed, unit: 'ms', note: `${(first.cpuMs / 1000).toFixed(1)} s CPU; wall ≈ CPU / cores on an idle machine` });
        const again = await indexed(client, api, tree, lib, daemon.pid);
        lib.report({
          name: `scale: ${size} files, unchanged re-index / first index`,
          value: (again.ms / first.ms) * 100,
          unit: '%',
          budget: 10,
          pass: again.ms <= first.ms * 0.1 && again.result.files_indexed === 0,
          note: `${again.ms.toFixed(0)} ms, files_indexed ${again.result.files_indexed}`,
        });
        if (size === 20_000) await more(lib, client, api, trees, daemon.pid);
      } finally {
        await client.close();
        await lib.stopPid(daemon.pid);
        h.cleanup();
        rmSync(tree, { recursive: true, force: true });
      }
    }
    const small = rates.get(Math.min(...SIZES));
    const large = rates.get(Math.max(...SIZES));
    if (SIZES.length > 1 && small && large) {
      lib.report({
        name: `scale: files/s at ${Math.max(...SIZES)} / files/s at ${Math.min(...SIZES)}`,
        value: (large / small) * 100,
        unit: '%',
        budget: '≥ 70 %',
        pass: large >= small * 0.7,
        note: 'time per file must not grow with the size of the store',
      });
      const cpuSmall = cpuPerFile.get(Math.min(...SIZES));
      const cpuLarge = cpuPerFile.get(Math.max(...SIZES));
      lib.report({
        name: `scale: CPU per file at ${Math.max(...SIZES)} / at ${Math.min(...SIZES)}`,
        value: (cpuLarge / cpuSmall) * 100,
        unit: '%',
        budget: '≤ 130 %',
        pass: cpuLarge <= cpuSmall * 1.3,
        note: 'the same, measured in CPU time: other work on the machine moves it less',
      });
    }
  } finally {
    rmSync(trees, { recursive: true, force: true });
  }
}

/**
 * An index of a 2 234-file tree into the 20 000-file store, cancelled mid-way (2 s in, or once a
 * tenth of its files are done if that comes first: a store that indexes the tree in under 2 s
 * would otherwise finish before the cancel): how long until it has stopped, and what the next
 * index does.
 */
async function cancelLatency(lib, client, api, tree, pid) {
  let op = await client.call(api.repositoryIndex, { path: tree });
  const until = performance.now() + 2_000;
  while ((op.status === 'queued' || op.status === 'running') && (op.progress?.done ?? 0) < MORE / 10 && performance.now() < until) {
    op = await client.waitOperation(op.id, op.version, Math.max(1, until - performance.now()));
  }
  const start = performance.now();
  op = await client.call(api.operationCancel, { operation_id: op.id });
  while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 5_000);
  const ms = performance.now() - start;
  lib.report({ name: 'scale: cancel of an index → stopped', value: ms, unit: 'ms', budget: 1000, pass: op.status === 'cancelled' && ms <= 1000, note: `status ${op.status}, ${op.progress.done}/${op.progress.total} done` });
  const resumed = await indexed(client, api, tree, lib, pid);
  lib.report({
    name: 'scale: the next index resumes (files written before the cancel kept)',
    value: resumed.result.files_unchanged,
    unit: 'files',
    // Every file counted done before the cancel was written: none is written again. Progress is
    // reported after a batch commits and the cancel can land after a later commit, so more files
    // than the last progress count may already be kept, never fewer.
    pass: resumed.result.files_unchanged >= op.progress.done && resumed.result.files_unchanged + resumed.result.files_indexed === MORE + 1,
    note: `${resumed.result.files_indexed} indexed, ${resumed.ms.toFixed(0)} ms`,
  });
}

/** Three 2 234-file trees more into the store holding 20 000 files; memory and segments at the end. */
async function more(lib, client, api, trees, pid) {
  for (let k = 1; k <= 3; k++) {
    const tree = writeTree(join(trees, `more${k}`), MORE, { prefix: `more${k}`, seed: 10 + k });
    if (k === 1) {
      await cancelLatency(lib, client, api, tree, pid);
      continue;
    }
    const { ms, result } = await indexed(client, api, tree, lib, pid);
    lib.report({ name: `scale: +${MORE} files into a store of ${20_000 + (k - 1) * MORE} (tree ${k})`, value: (result.files_indexed / ms) * 1000, unit: 'files/s', note: `${ms.toFixed(0)} ms` });
  }
  for (let k = 1; k <= 3; k++) {
    const found = await client.call(api.repositorySearch, { query: `more${k}Marker${MORE - 1}`, limit: 1 });
    if (!found.results[0]?.file.endsWith(`file${MORE - 1}.ts`)) throw new Error(`tree ${k}: its last file is not found: ${JSON.stringify(found.results[0])}`);
  }
  lib.report({ name: `scale: daemon RSS after 20 000 + 3 × ${MORE} files and searches`, value: lib.rssMb(pid), unit: 'MB', budget: 400 });
  const health = await client.call(api.storeHealth, {}, { timeoutMs: 300_000 });
  for (const check of health.checks.filter((c) => c.name.endsWith(' segments'))) {
    lib.report({ name: `scale: ${check.name} after 26 702 files`, value: Number(check.detail.split(' ')[0]), unit: 'segments', budget: 1000, pass: check.ok, note: check.detail });
  }
  lib.report({ name: 'scale: store health checks (doctor)', value: health.ok ? 'ok' : 'failing', pass: health.ok, note: health.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`).join('; ') || undefined });
}
