import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Embedder } from '../../search/embedder.js';
import { prepareFile, type FileResult, type FileTask } from './prepare.js';
import type { WorkerRequest } from './prepare-worker.js';

export interface PreparedBatch {
  results: FileResult[];
  /** Per result, one vector per chunk (empty for unchanged/skipped files). */
  vectors: Float32Array[][];
}

/** One unit of preparation capacity: a worker thread, or the daemon's own thread. */
export interface PrepareLane {
  run(files: FileTask[], signal: AbortSignal): Promise<PreparedBatch>;
  close(): Promise<void>;
}

const WORKER_URL = new URL('./prepare-worker.js', import.meta.url);

/** How long worker lanes stay up with no index using them (see PreparationLanes). */
const IDLE_MS = 120_000;

/**
 * The preparation lanes of a daemon's indexes: worker threads when the embedder is the
 * built-in hash embedder (the worker can compute the same vectors) and the compiled worker
 * exists (not when running from TypeScript sources); otherwise one in-process lane per index
 * that yields between files so the daemon keeps answering.
 *
 * Worker threads are kept between indexes, and may be started before the first one (warm()),
 * so an index does not pay for starting them: each new worker loads its modules and compiles
 * its code again (~130 ms of CPU, ~0.5 s of wall time on a busy 2-core machine), most of a
 * re-index of a few changed files. They are closed after IDLE_MS with no index, which returns
 * their memory (their heaps and memo of index texts).
 */
export class PreparationLanes {
  private workers: WorkerLane[] = [];
  private users = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly embedder: Embedder,
    private readonly opts: { workers?: number; idleMs?: number } = {},
  ) {}

  /** Lanes for one index; `release()` once it is done with them. */
  take(yieldNow: () => Promise<void>): { lanes: PrepareLane[]; release: () => void } {
    if (this.workerCount() === 0) return { lanes: [inProcessLane(this.embedder, yieldNow)], release: () => undefined };
    this.stopTimer();
    this.users++;
    this.fill();
    let released = false;
    return {
      lanes: [...this.workers],
      release: () => {
        if (released) return;
        released = true;
        if (--this.users === 0) this.closeLater();
      },
    };
  }

  /** Starts the worker threads now, ahead of an index (closed after the idle time if none comes). */
  warm(): void {
    if (this.workerCount() === 0 || this.users > 0) return;
    this.fill();
    this.closeLater();
  }

  /** Closes the worker threads (a later index starts new ones). */
  async close(): Promise<void> {
    this.stopTimer();
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((lane) => lane.close()));
  }

  private workerCount(): number {
    const workers = this.opts.workers ?? defaultWorkers();
    const usable = workers > 0 && this.embedder.id === `hash-v1-${this.embedder.dim}` && existsSync(fileURLToPath(WORKER_URL));
    return usable ? workers : 0;
  }

  /** As many live workers as there should be (a worker that failed or exited is replaced). */
  private fill(): void {
    this.workers = this.workers.filter((lane) => lane.alive());
    while (this.workers.length < this.workerCount()) this.workers.push(workerLane(this.embedder.dim));
  }

  private closeLater(): void {
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.users === 0) void this.close();
    }, this.opts.idleMs ?? IDLE_MS);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * One worker per core (at most four). Workers run at a lower scheduling
 * priority than the daemon's thread (see prepare-worker.ts), so they use idle
 * cores without delaying requests. CONTEXTD_INDEX_WORKERS overrides; 0 runs
 * preparation on the daemon's thread.
 */
function defaultWorkers(): number {
  const raw = process.env.CONTEXTD_INDEX_WORKERS;
  const fromEnv = raw === undefined || raw === '' ? NaN : Number(raw);
  if (Number.isInteger(fromEnv) && fromEnv >= 0) return fromEnv;
  return Math.max(1, Math.min(4, availableParallelism()));
}

interface WorkerLane extends PrepareLane {
  /** False once the worker failed or exited: its pending batches were rejected and it takes no more. */
  alive(): boolean;
}

function workerLane(dim: number): WorkerLane {
  const worker = new Worker(WORKER_URL);
  worker.unref();
  let seq = 0;
  let alive = true;
  const pending = new Map<number, { resolve: (b: PreparedBatch) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    alive = false;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('message', (msg: { id: number; error?: string; results?: FileResult[]; vectors?: Float32Array }) => {
    const waiter = pending.get(msg.id);
    if (!waiter) return;
    pending.delete(msg.id);
    if (msg.error !== undefined || !msg.results || !msg.vectors) return waiter.reject(new Error(`index worker failed: ${msg.error}`));
    waiter.resolve({ results: msg.results, vectors: splitVectors(msg.results, msg.vectors, dim) });
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`index worker exited with code ${code}`)));
  return {
    alive: () => alive,
    run(files, signal) {
      signal.throwIfAborted();
      if (!alive) return Promise.reject(new Error('index worker is closed'));
      const id = ++seq;
      return new Promise<PreparedBatch>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: WorkerRequest = { id, dim, files };
        worker.postMessage(request);
      });
    },
    async close() {
      alive = false;
      await worker.terminate();
    },
  };
}

function splitVectors(results: FileResult[], flat: Float32Array, dim: number): Float32Array[][] {
  let offset = 0;
  return results.map((r) => {
    if (r.kind !== 'indexed') return [];
    return r.chunks.map(() => {
      const v = flat.subarray(offset, offset + dim);
      offset += dim;
      return v;
    });
  });
}

function inProcessLane(embedder: Embedder, yieldNow: () => Promise<void>): PrepareLane {
  return {
    async run(files, signal) {
      const results: FileResult[] = [];
      const vectors: Float32Array[][] = [];
      for (const file of files) {
        await yieldNow();
        const result = prepareFile(file);
        results.push(result);
        vectors.push(result.kind === 'indexed' ? await embedder.embed(result.chunks.map((c) => c.embedText), signal) : []);
      }
      return { results, vectors };
    },
    async close() {},
  };
}
