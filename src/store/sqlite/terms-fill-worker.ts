/**
 * Reads the terms of documents written before migration 21 from FTS5's index, off the
 * daemon's thread (see terms-fill.ts); the daemon writes them. Messages: `{ rows }` per
 * batch, then `{ ok: true }` or `{ ok: false, error }`.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readFilledTerms } from './terms-fill.js';

try {
  setPriority(10); // this thread only (Linux): the daemon's own thread keeps the CPU when it needs it
} catch {
  // normal priority then
}
const { path } = workerData as { path: string };
try {
  readFilledTerms(path, (rows) => parentPort?.postMessage({ rows }));
  parentPort?.postMessage({ ok: true });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: String((error as Error)?.message ?? error) });
}
