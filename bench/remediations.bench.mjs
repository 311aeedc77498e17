// Remediation benchmarks (run by bench/run.mjs):
// - remediation_search through MCP (real stdio `contextd --mcp` → `contextd serve`) with
//   10 000 and 100 000 stored remediations; budgets p50 ≤ 5 ms and ≤ 25 ms.
// - troubleshoot_diagnose through MCP with 10 000 stored: the first set's 351 real tool errors,
//   each asked once (the diagnosis and the related fixes found in the store); budget p50 ≤ 10 ms.
// - sustained remediation_record through the daemon API with dedup on (every record is
//   checked against the dedup key; a fifth are repeats that merge); budget ≥ 200/s.
// Seeding: directly into the store (SQLite file or PostgreSQL database) before the daemon starts, with the same code the
// record endpoint runs (RemediationService.record: redaction, normalization, dedup key,
// hash embedding, one transaction per record) — seeding 100 000 through HTTP would measure
// the seeding, not the reads.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { letterWord } from './lib.mjs';

// CONTEXTD_BENCH_REMEDIATION_SIZES=10000 runs only the smaller store (seeding 100 000 takes minutes).
const SIZES = (process.env.CONTEXTD_BENCH_REMEDIATION_SIZES ?? '10000,100000').split(',').map(Number);
const BUDGET_P50 = { 10_000: 5, 100_000: 25 };
const DIAGNOSE_P50_MS = 10;
const CALLS = 300;
const WARMUP = 30;
const RECORD_CALLS = 2_000;
const RECORD_CONCURRENCY = 8;

export function dataset(lib) {
  const dir = join(lib.ROOT, 'test', 'fixtures', 'remediations');
  const load = (f) => parse(readFileSync(join(dir, f), 'utf8'));
  return [...load('records-1.yaml').records, ...load('records-2.yaml').records];
}


/** The i-th synthetic remediation: a dataset record with its own module name and fix detail. */
export function synthetic(records, i) {
  const r = records[i % records.length];
  const name = `mod${letterWord(i)}`;
  return {
    title: `${r.title} (${name})`,
    problem: `${r.problem}\nwhile loading ${name}`,
    solution: `${r.solution}\nThen rebuild ${name}.`,
    root_cause: r.root_cause,
    category: r.category,
    tags: [],
    affected_files: [],
    scope: 'project',
    confidence: 0.6,
  };
}

export async function seed(lib, h, scope, from, to, records) {
  const { createServices } = await lib.dist('core/services.js');
  const { createHashEmbedder } = await lib.dist('search/embedder.js');
  const store = await h.openStore();
  const services = createServices({ store, embedder: createHashEmbedder() });
  const start = performance.now();
  for (let i = from; i < to; i++) await services.remediations.record(scope, synthetic(records, i));
  const ms = performance.now() - start;
  await store.close();
  return ms;
}

async function searchAt(lib, h, projectDir, size, queries) {
  const serve = await lib.startServe(h);
  const conn = await lib.connectMcp(h, { args: ['--project', projectDir] });
  try {
    const s = await lib.searchLatency(conn, 'remediation_search', queries, { runs: CALLS, warmup: WARMUP });
    const note = `${CALLS} calls over ${queries.length} queries (elsewhere/fragment/plain sightings); p90 ${s.p90.toFixed(2)} p99 ${s.p99.toFixed(2)} ms; ${s.empty} empty`;
    lib.report({ name: `remediation_search via MCP, ${size} stored, p50`, value: s.p50, unit: 'ms', budget: BUDGET_P50[size], note });
    lib.report({ name: `remediation_search via MCP, ${size} stored, p99`, value: s.p99, unit: 'ms', note });
    if (size === SIZES[0]) {
      await diagnoseLatency(lib, conn, size);
      await recordRate(lib, h, projectDir);
    }
  } finally {
    await conn.close();
    await lib.stopPid(serve.pid);
  }
}

/** troubleshoot_diagnose through MCP on real tool errors, each asked once after a few to warm up. */
async function diagnoseLatency(lib, conn, size) {
  const errors = readFileSync(join(lib.ROOT, 'bench', 'data', 'errors', 'corpus.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).output);
  const call = (error_message) => conn.client.callTool({ name: 'troubleshoot_diagnose', arguments: { error_message } });
  for (const e of errors.slice(0, 20)) await call(e);
  const samples = [];
  let related = 0;
  for (const e of errors) {
    const start = performance.now();
    const result = await call(e);
    samples.push(performance.now() - start);
    if (lib.structured(result).related_remediations.length > 0) related++;
  }
  const s = lib.stats(samples);
  lib.report({ name: `troubleshoot_diagnose via MCP, ${size} stored, p50`, value: s.p50, unit: 'ms', budget: DIAGNOSE_P50_MS, note: `${errors.length} real tool errors, each once; p99 ${s.p99.toFixed(2)} ms; ${related} with related fixes` });
}

/** 8 concurrent API clients record 2000 remediations; every fifth repeats an earlier one (merge). */
async function recordRate(lib, h, projectDir) {
  const { DaemonClient } = await lib.dist('client/client.js');
  const { api } = await lib.dist('api/routes.js');
  const { projectIdForPath } = await lib.dist('util/project.js');
  const project = projectIdForPath(projectDir).id;
  const records = dataset(lib);
  const clients = Array.from({ length: RECORD_CONCURRENCY }, () => new DaemonClient({ url: h.url, tenant: 'bench', project }));
  const { rate, merged } = await lib.concurrentWrites(clients, RECORD_CALLS, async (client, i) => {
    const n = i % 5 === 4 ? 1_000_000 + i - 4 : 1_000_000 + i; // a repeat of a record made moments before
    const { title, problem, solution, root_cause, category } = synthetic(records, n);
    return !(await client.call(api.remediationRecord, { title, problem, solution, root_cause, category })).created;
  });
  await Promise.all(clients.map((c) => c.close()));
  lib.report({
    name: 'remediation_record via daemon API, dedup on',
    value: rate,
    unit: '/s',
    budget: '≥ 200',
    pass: rate >= 200,
    note: `${RECORD_CALLS} records by ${RECORD_CONCURRENCY} concurrent clients onto ${SIZES[0]} stored; ${merged} merged as duplicates`,
  });
}

export async function run(lib) {
  const records = dataset(lib);
  const queries = records.flatMap((r) => [r.sightings.elsewhere, r.sightings.fragment, r.sightings.plain]);
  const h = await lib.tempHome();
  const projectDir = join(h.home, 'work', 'service');
  mkdirSync(projectDir, { recursive: true });
  const { projectIdForPath } = await lib.dist('util/project.js');
  const scope = { tenant: 'bench', project: projectIdForPath(projectDir).id };
  try {
    let seeded = 0;
    for (const size of SIZES) {
      const ms = await seed(lib, h, scope, seeded, size, records);
      process.stdout.write(`(seeded ${size - seeded} remediations directly into the ${h.store} store in ${(ms / 1000).toFixed(1)} s, ${(((size - seeded) / ms) * 1000).toFixed(0)}/s)\n`);
      seeded = size;
      await searchAt(lib, h, projectDir, size, queries);
    }
  } finally {
    h.cleanup();
  }
}
