// remediation_search on PostgreSQL, another checkout's build (DIR) against this one: each seeds its
// own database alike (N synthetic remediations, in process), then per build the time to load the
// postings of the small families (`warm()`, 3 rounds interleaved), then both daemons up side by
// side answer remediation_search through MCP, 150 calls × 4 rounds interleaved: p50 / p99 and
// the daemon's CPU per search per round, with the load.
//   npm run build && node --expose-gc bench/remediation-ab.mjs DIR [N=10000]
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as lib from './lib.mjs';
import { dataset, synthetic } from './remediations.bench.mjs';
import { stopStores } from './stores.mjs';
const before = process.argv[2];
const N = Number(process.argv[3] ?? 10000);
const records = dataset(lib);
const queries = records.flatMap((r) => [r.sightings.elsewhere, r.sightings.fragment, r.sightings.plain]);
lib.setStore('postgres');
const sides = [];
try {
  for (const [kind, root] of [['before', before], ['after', lib.ROOT]]) {
    const h = await lib.tempHome(`contextd-remab-${kind}-`);
    const projectDir = join(h.home, 'work', 'service');
    mkdirSync(projectDir, { recursive: true });
    const { projectIdForPath } = await import(join(root, 'dist', 'util', 'project.js'));
    const scope = { tenant: 'bench', project: projectIdForPath(projectDir).id };
    const { createServices } = await import(join(root, 'dist', 'core', 'services.js'));
    const { createHashEmbedder } = await import(join(root, 'dist', 'search', 'embedder.js'));
    const { createPostgresStore } = await import(join(root, 'dist', 'store', 'postgres', 'index.js'));
    const store = await createPostgresStore(h.env().CONTEXTD_DATABASE_URL);
    const services = createServices({ store, embedder: createHashEmbedder() });
    const t = performance.now();
    for (let i = 0; i < N; i++) await services.remediations.record(scope, synthetic(records, i));
    process.stdout.write(`${kind}: seeded ${N} in ${((performance.now() - t) / 1000).toFixed(1)} s; load ${os.loadavg()[0].toFixed(1)}\n`);
    await store.close();
    sides.push({ kind, root, h, projectDir, createPostgresStore });
  }
  for (let round = 1; round <= 3; round++) {
    for (const s of round % 2 ? sides : [...sides].reverse()) {
      const store = await s.createPostgresStore(s.h.env().CONTEXTD_DATABASE_URL);
      const cpu = process.cpuUsage();
      const t = performance.now();
      await store.search.warm();
      const c = process.cpuUsage(cpu);
      process.stdout.write(`warm ${round} ${s.kind.padEnd(6)} postings of ${N} loaded in ${(performance.now() - t).toFixed(0)} ms, CPU ${((c.user + c.system) / 1000).toFixed(0)} ms; load ${os.loadavg()[0].toFixed(1)}\n`);
      await store.close();
    }
  }
  for (const s of sides) {
    s.daemon = await lib.startServe(s.h, {}, join(s.root, 'bin', 'contextd.js'));
    s.conn = await lib.connectMcp(s.h, { args: ['--project', s.projectDir] });
  }
  for (let round = 1; round <= 4; round++) {
    for (const s of round % 2 ? sides : [...sides].reverse()) {
      const cpu = lib.cpuMs(s.daemon.pid);
      const load = os.loadavg()[0];
      const r = await lib.searchLatency(s.conn, 'remediation_search', queries, { runs: 150, warmup: round === 1 ? 30 : 0 });
      process.stdout.write(`round ${round} ${s.kind.padEnd(6)} p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, daemon CPU ${((lib.cpuMs(s.daemon.pid) - cpu) / 150).toFixed(2)} ms/search; load ${load.toFixed(1)}\n`);
    }
  }
} finally {
  for (const s of sides) {
    await s.conn?.close();
    await lib.stopPid(s.daemon?.pid);
    s.h.cleanup();
  }
  await stopStores();
}
