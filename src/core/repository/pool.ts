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

/**
 * Worker threads when the embedder is the built-in hash embedder (the worker
 * can compute the same vectors) and the compiled worker exists (not when
 * running from TypeScript sources); otherwise one in-process lane that
 * yields between files so the daemon keeps answering.
 */
export function createLanes(embedder: Embedder, opts: { workers?: number; yieldNow: () => Promise<void> }): PrepareLane[] {
  const workers = opts.workers ?? defaultWorkers();
  if (workers > 0 && embedder.id === `hash-v1-${embedder.dim}` && existsSync(fileURLToPath(WORKER_URL))) {
    return Array.from({ length: workers }, () => workerLane(embedder.dim));
  }
  return [inProcessLane(embedder, opts.yieldNow)];
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

function workerLane(dim: number): PrepareLane {
  const worker = new Worker(WORKER_URL);
  worker.unref();
  let seq = 0;
  const pending = new Map<number, { resolve: (b: PreparedBatch) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
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
    run(files, signal) {
      signal.throwIfAborted();
      const id = ++seq;
      return new Promise<PreparedBatch>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: WorkerRequest = { id, dim, files };
        worker.postMessage(request);
      });
    },
    async close() {
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
