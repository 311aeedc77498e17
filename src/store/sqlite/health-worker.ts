/**
 * Runs `PRAGMA quick_check` on its own read-only connection, off the daemon's
 * thread: on a store of 20 000 files it reads for seconds (it runs FTS5's own
 * integrity check of every full-text table too), and WAL mode lets the daemon
 * keep reading and writing meanwhile. A fresh connection also sees the
 * full-text index as committed, not as a long-lived connection cached it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { quickCheck } from './quick-check.js';

const { path } = workerData as { path: string };
try {
  parentPort?.postMessage({ ok: true, problems: quickCheck(path) });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: String((error as Error)?.message ?? error) });
}
