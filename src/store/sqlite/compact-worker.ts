/**
 * Runs deferred FTS5 merge work on its own connection to the database file,
 * off the daemon's thread: after a bulk load (repository indexing) the merges
 * cost hundreds of ms of CPU, which would otherwise stall HTTP requests. WAL
 * mode lets the daemon keep reading meanwhile. The work is done in `merge`
 * steps of `pages` pages, each its own transaction, so a daemon write waits at
 * most one step. (`optimize`, one merge of all segments, costs less than half
 * the CPU — 388 vs 848 ms after indexing the npm CLI — but holds the write
 * lock for ~0.4 s: every write behind it, operation progress included, waited;
 * an unchanged re-index started right after an index took 40 % longer.)
 */
import Database from 'better-sqlite3';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

try {
  setPriority(10); // this thread only (Linux): the daemon's own thread keeps the CPU when it needs it
} catch {
  // normal priority then
}
const { path, pages, stop } = workerData as { path: string; pages: number; stop: Int32Array };
/** Asked to stop (compactInWorker): the step in progress ends, no other starts. */
const stopped = (): boolean => Atomics.load(stop, 0) === 1;
const db = new Database(path);
db.pragma('busy_timeout = 5000');
const totalChanges = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
try {
  for (const table of ['search_fts', 'search_tri']) {
    while (!stopped()) {
      const before = totalChanges.get()?.n ?? 0;
      db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', ${Math.trunc(pages)})`);
      if ((totalChanges.get()?.n ?? 0) - before < 2) break; // SQLite's documented test for "nothing left"
    }
  }
  parentPort?.postMessage({ ok: true });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: String((error as Error)?.message ?? error) });
} finally {
  db.close();
}
