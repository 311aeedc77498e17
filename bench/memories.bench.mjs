// Memory benchmarks (run by bench/run.mjs):
// - memory_search through MCP (real stdio `contextd --mcp` → `contextd serve`) with 10 000
//   stored memories; budget p50 ≤ 5 ms.
// - sustained memory_record through the daemon API (dedup and the possibly_supersedes check
//   on; a fifth are repeats that merge); budget ≥ 300/s.
// Seeding: directly into the store before the daemon starts, with the code the record
// endpoint runs (MemoryService.record: redaction, dedup key, embedding, supersession check).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { letterWord } from './lib.mjs';

const SIZE = Number(process.env.CONTEXTD_BENCH_MEMORY_SIZE ?? 10_000);
const BUDGET_P50 = 5;
const CALLS = 300;
const WARMUP = 30;
const RECORD_CALLS = 2_000;
const RECORD_CONCURRENCY = 8;

const TEMPLATES = [
  (s, t) => ['decision', `We deploy the ${s} service with ${t}.`],
  (s, t) => ['convention', `The ${s} API uses ${t} for field names in every response.`],
  (s, t) => ['fact', `${t} owns the ${s} service and reviews its changes.`],
  (s, t) => ['preference', `In ${s}, prefer ${t} over hand-written helpers.`],
  (s, t) => ['todo', `Migrate the ${s} cron jobs to ${t} before the next release.`],
  (s, t) => ['fact', `The ${s} database is backed up to ${t} every night.`],
  (s, t) => ['convention', `Tests for ${s} live next to the code and run with ${t}.`],
];
const TOOLS = ['fly.io', 'render', 'kubernetes', 'snake_case', 'camelCase', 'Ana', 'Bruno', 'Maria', 'zod', 'lodash', 'temporal', 'airflow', 's3', 'gcs', 'vitest', 'jest'];


/** The i-th synthetic memory: a template over a service name of its own and a tool. */
function synthetic(i) {
  const service = `svc${letterWord(i)}`;
  const [kind, content] = TEMPLATES[i % TEMPLATES.length](service, TOOLS[i % TOOLS.length]);
  return { content, kind, tags: [service], scope: 'project' };
}

const queries = (lib) => Array.from({ length: 60 }, (_, i) => {
  const service = `svc${letterWord(i * 97)}`;
  return [`how is ${service} deployed`, `who is responsible for ${service}`, 'naming convention for API fields', `backups of the ${service} database`][i % 4];
});

export async function run(lib) {
  const h = await lib.tempHome();
  const projectDir = join(h.home, 'work', 'service');
  mkdirSync(projectDir, { recursive: true });
  const { projectIdForPath } = await lib.dist('util/project.js');
  const scope = { tenant: 'bench', project: projectIdForPath(projectDir).id };
  try {
    const { createServices } = await lib.dist('core/services.js');
    const { createHashEmbedder } = await lib.dist('search/embedder.js');
    const store = await h.openStore();
    const services = createServices({ store, embedder: createHashEmbedder() });
    const start = performance.now();
    for (let i = 0; i < SIZE; i++) await services.memories.record(scope, synthetic(i));
    const ms = performance.now() - start;
    await store.close();
    process.stdout.write(`(seeded ${SIZE} memories directly into the ${h.store} store in ${(ms / 1000).toFixed(1)} s, ${((SIZE / ms) * 1000).toFixed(0)}/s)\n`);

    const serve = await lib.startServe(h);
    const conn = await lib.connectMcp(h, { args: ['--project', projectDir] });
    try {
      const s = await lib.searchLatency(conn, 'memory_search', queries(lib), { runs: CALLS, warmup: WARMUP });
      lib.report({ name: `memory_search via MCP, ${SIZE} stored, p50`, value: s.p50, unit: 'ms', budget: BUDGET_P50, note: `${CALLS} calls over 60 queries; p90 ${s.p90.toFixed(2)} p99 ${s.p99.toFixed(2)} ms; ${s.empty} empty` });
      lib.report({ name: `memory_search via MCP, ${SIZE} stored, p99`, value: s.p99, unit: 'ms' });
      await recordRate(lib, h, scope.project);
    } finally {
      await conn.close();
      await lib.stopPid(serve.pid);
    }
  } finally {
    h.cleanup();
  }
}

/** 8 concurrent API clients record 2000 memories; every fifth repeats one made moments before (merge). */
async function recordRate(lib, h, project) {
  const { DaemonClient } = await lib.dist('client/client.js');
  const { api } = await lib.dist('api/routes.js');
  const clients = Array.from({ length: RECORD_CONCURRENCY }, () => new DaemonClient({ url: h.url, tenant: 'bench', project }));
  const { rate, merged } = await lib.concurrentWrites(clients, RECORD_CALLS, async (client, i) => {
    const n = i % 5 === 4 ? 1_000_000 + i - 4 : 1_000_000 + i; // a repeat of a memory made moments before
    return !(await client.call(api.memoryRecord, synthetic(n))).created;
  });
  await Promise.all(clients.map((c) => c.close()));
  lib.report({
    name: 'memory_record via daemon API, dedup on',
    value: rate,
    unit: '/s',
    budget: '≥ 300',
    pass: rate >= 300,
    note: `${RECORD_CALLS} records by ${RECORD_CONCURRENCY} concurrent clients onto ${SIZE} stored; ${merged} merged as duplicates`,
  });
}


