// troubleshoot_diagnose under load (run by bench/run.mjs, or alone: node bench/diagnose-load.bench.mjs):
// a real `contextd serve` with a few hundred recorded remediations; 8 clients each diagnose
// 50 kB errors back to back while a probe asks GET /v1/health every 20 ms.
// Budget: health p99 ≤ 100 ms (diagnosis must not hold the daemon's event loop).
import { pathToFileURL } from 'node:url';

const CLIENTS = Number(process.env.CONTEXTD_BENCH_DIAGNOSE_CLIENTS ?? 8);
const SECONDS = Number(process.env.CONTEXTD_BENCH_DIAGNOSE_SECONDS ?? 10);
const ERROR_BYTES = 50_000;
const SEEDED = 300;
const BUDGET_P99_MS = 100;

/** A 50 kB error as tools paste them: a message, a long stack, log lines with many distinct words. */
export function bigError(seed) {
  const lines = [`TypeError: Cannot read properties of undefined (reading 'config${seed}')`];
  for (let i = 0; lines.join('\n').length < ERROR_BYTES; i++) {
    lines.push(
      i % 3 === 0
        ? `    at handler${seed}_${i} (/srv/app/src/services/module${i % 97}/worker${i}.ts:${(i * 7) % 400}:${i % 80})`
        : i % 3 === 1
          ? `[2026-01-0${(i % 9) + 1}T10:${String(i % 60).padStart(2, '0')}:00Z] WARN request ${seed}-${i} to upstream-${i % 13}.internal failed: ECONNRESET after ${i * 3} ms, retrying pool=${i % 5}`
          : `Error: connect ECONNREFUSED 10.0.${i % 255}.${(seed + i) % 255}:5432 while loading tenant_${i}_settings from replica`,
    );
  }
  return lines.join('\n').slice(0, ERROR_BYTES);
}

async function post(url, path, body) {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Health latencies (ms) while `CLIENTS` diagnose for `seconds`; also the diagnoses done and errors. */
export async function measureHealthUnderDiagnosis(url, seconds = SECONDS, clients = CLIENTS) {
  const errors = Array.from({ length: clients }, (_, c) => bigError(c));
  let stop = false;
  let done = 0;
  let failed = 0;
  const workers = errors.map(async (error_message) => {
    while (!stop) {
      try {
        await post(url, '/v1/troubleshoot/diagnose', { error_message, limit: 5 });
        done++;
      } catch {
        failed++;
      }
    }
  });
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${url}/v1/health`);
    await response.text();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stop = true;
  await Promise.all(workers);
  return { latencies, done, failed };
}

export async function run(lib) {
  const h = await lib.tempHome('contextd-bench-diagnose-');
  const child = await lib.startServe(h);
  try {
    for (let i = 0; i < SEEDED; i++) {
      await post(h.url, '/v1/remediations', {
        title: `fix ${i}: connection refused to replica ${i}`,
        problem: `Error: connect ECONNREFUSED 10.0.${i % 255}.${i % 7}:5432 while loading tenant_${i}_settings`,
        solution: `Point DATABASE_URL at replica-${i % 9} and restart the pool ${i}.`,
      });
    }
    const idle = await measureHealthUnderDiagnosis(h.url, 2, 0);
    const { latencies, done, failed } = await measureHealthUnderDiagnosis(h.url);
    const s = lib.stats(latencies);
    const i = lib.stats(idle.latencies);
    lib.report({ name: `/v1/health p50 while ${CLIENTS} clients diagnose 50 kB errors`, value: s.p50, unit: 'ms', note: `idle p50 ${i.p50.toFixed(1)} ms; ${done} diagnoses in ${SECONDS} s, ${failed} failed` });
    lib.report({ name: `/v1/health p99 while ${CLIENTS} clients diagnose 50 kB errors`, value: s.p99, unit: 'ms', budget: BUDGET_P99_MS, pass: s.p99 <= BUDGET_P99_MS && failed === 0 });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    h.cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lib = await import('./lib.mjs');
  await run(lib);
  lib.printTable();
}
