// The SQLite store's lexical postings in memory (docs/decisions.md, "SQLite: lexical postings in
// memory"): how long the daemon takes to load them and how much heap they hold, at 10 000 and
// 100 000 remediations; and what migration 21 costs a store made before it.
//   node --expose-gc bench/sqlite-postings.mjs [--sizes 10000,100000]
// The first size is seeded as `remediation_record` seeds it (bench/remediations.bench.mjs);
// larger sizes copy those documents (new ids, same terms) in SQL, which is what the load reads.
// With CONTEXTD_BENCH_DIST naming a build from before migration 21, that build seeds the store
// and the first open by this build's dist/ is its upgrade (timed, with the RSS it leaves).
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as lib from './lib.mjs';
import { dataset, seed } from './remediations.bench.mjs';

const sizesArg = process.argv.find((a, i, all) => all[i - 1] === '--sizes');
const sizes = (sizesArg ?? '10000,100000').split(',').map(Number);
const gc = globalThis.gc ?? (() => undefined);
const load = () => os.loadavg()[0].toFixed(1);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const { createSqliteStore } = await import(pathToFileURL(join(lib.ROOT, 'dist', 'store', 'sqlite', 'index.js')).href);
const { default: Database } = await import('better-sqlite3');
lib.setStore('sqlite');
const h = await lib.tempHome('contextd-postings-');
const path = join(h.home, 'data', 'contextd.db');
const records = dataset(lib);
const seeded = sizes[0];
const ms = await seed(lib, h, { tenant: 'bench', project: 'p' }, 0, seeded, records);
process.stdout.write(`seeded ${seeded} remediations in ${(ms / 1000).toFixed(1)} s (load ${load()})\n`);
{
  const rss = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const store = await createSqliteStore(path);
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(
    `first open by this build: ${(performance.now() - start).toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU, RSS +${mb(process.memoryUsage().rss - rss)} MB (schema ${store.info.schema.version}) | load ${load()}\n`,
  );
  await store.close();
}

for (const size of sizes) {
  if (size > seeded) {
    // Copies of the seeded documents with new ids (search_docs and search_terms only: the load reads nothing else).
    const db = new Database(path);
    const copies = Math.ceil(size / seeded) - 1;
    db.transaction(() => {
      for (let k = 1; k <= copies; k++) {
        const ids = db.prepare('SELECT max(id) AS n FROM search_docs').get().n;
        db.prepare(`INSERT INTO search_docs (id, family, ref_id, tenant, project, facet, embedder, vector)
          SELECT id + ?, family, ref_id || '-' || ?, tenant, project, facet, embedder, vector FROM search_docs WHERE id <= ? AND family = 'remediation' LIMIT ?`).run(ids, k, seeded, Math.min(seeded, size - k * seeded));
        db.prepare('INSERT INTO search_terms (doc_id, len, terms, tf) SELECT doc_id + ?, len, terms, tf FROM search_terms WHERE doc_id <= ? LIMIT ?').run(ids, seeded, Math.min(seeded, size - k * seeded));
      }
    })();
    db.close();
  }
  const store = await createSqliteStore(path);
  gc();
  const before = process.memoryUsage();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  await store.search.warm();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  gc();
  const after = process.memoryUsage();
  const held = store.search.postingsHeld();
  process.stdout.write(
    `${held} documents: loaded in ${wall.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU; ` +
      `heap +${mb(after.heapUsed - before.heapUsed)} MB (${((after.heapUsed - before.heapUsed) / held).toFixed(0)} B a document), RSS +${mb(after.rss - before.rss)} MB | load ${load()}\n`,
  );
  await store.close();
}
