import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies the WAL back into the database on a worker thread with its own
 * connection. SQLite's automatic checkpoint runs inside whichever commit
 * crosses the threshold and stalled the event loop for 45-180 ms during a
 * 5 MB checkpoint save; a PASSIVE checkpoint on another thread never blocks
 * the daemon's reads or writes. The main connection keeps a large automatic
 * threshold only as a safety net should this worker die.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error && error.message || error) });
  }
});
`;

export const SAFETY_AUTOCHECKPOINT_PAGES = 16_000;

export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly timer: NodeJS.Timeout;
  private busy = false;

  constructor(path: string, intervalMs = 1_000) {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, module } });
    this.worker.on('message', () => {
      this.busy = false;
    });
    this.worker.on('error', () => {
      this.busy = true; // stop asking; the safety threshold takes over
    });
    this.worker.unref();
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.busy) return;
    this.busy = true;
    this.worker.postMessage('checkpoint');
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    await this.worker.terminate();
  }
}
