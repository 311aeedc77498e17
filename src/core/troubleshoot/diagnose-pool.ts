import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bridgeKeywords, diagnose, type DiagnoseContext, type Diagnosis } from './index.js';
import type { DiagnoseRequest } from './diagnose-worker.js';

const WORKER_URL = new URL('./diagnose-worker.js', import.meta.url);

export interface DiagnosePool {
  diagnose(errorMessage: string, context?: DiagnoseContext, limit?: number): Promise<Diagnosis>;
  /** The search bridge's keywords of a query (its pattern matching, off the event loop too). */
  bridgeKeywords(query: string): Promise<readonly string[]>;
  /**
   * The bridge keywords of `query`, then the diagnosis of the error, on one worker: the
   * keywords come first (the related search starts while it diagnoses), and when `query` is
   * the error's text the worker matches the patterns once for both.
   */
  keywordsThenDiagnosis(query: string, errorMessage: string, context?: DiagnoseContext, limit?: number): { keywords: Promise<readonly string[]>; diagnosis: Promise<Diagnosis> };
  close(): Promise<void>;
}

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** One worker thread; started on first use, started again after it dies. */
class DiagnoseWorker {
  #worker: Worker | null = null;
  #seq = 0;
  readonly #pending = new Map<number, Waiter>();

  get load(): number {
    return this.#pending.size;
  }

  run<T>(request: Omit<DiagnoseRequest, 'id'>): Promise<T> {
    const worker = this.#start();
    const id = ++this.#seq;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: (value) => resolve(value as T), reject });
      worker.postMessage({ ...request, id } satisfies DiagnoseRequest);
    });
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL);
    worker.unref();
    const failAll = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiter of this.#pending.values()) waiter.reject(error);
      this.#pending.clear();
    };
    worker.on('message', (msg: { id: number; value?: unknown; error?: string }) => {
      const waiter = this.#pending.get(msg.id);
      if (!waiter) return;
      this.#pending.delete(msg.id);
      if (msg.value !== undefined) waiter.resolve(msg.value);
      else waiter.reject(new Error(`diagnose worker failed: ${msg.error}`));
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`diagnose worker exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }
}

/**
 * Diagnosis on worker threads (one per spare core, at most two; the indexer's
 * workers take the rest), so eight clients pasting 50 kB errors do not hold the
 * daemon's event loop. From TypeScript sources (no compiled worker) or with
 * CONTEXTD_DIAGNOSE_WORKERS=0, diagnosis runs in-process, each after a yield
 * to the event loop.
 */
export function createDiagnosePool(workers = defaultWorkers()): DiagnosePool {
  if (workers <= 0 || !existsSync(fileURLToPath(WORKER_URL))) {
    // In-process: each call after a yield to the event loop; a throw rejects the call.
    const afterYield = <T>(work: () => T) => new Promise<void>((resolve) => setImmediate(resolve)).then(work);
    const inProcess: DiagnosePool = {
      diagnose: (errorMessage, context, limit) => afterYield(() => diagnose(errorMessage, context, limit)),
      bridgeKeywords: (query) => afterYield(() => bridgeKeywords(query)),
      keywordsThenDiagnosis(query, errorMessage, context, limit) {
        const keywords = inProcess.bridgeKeywords(query);
        return { keywords, diagnosis: keywords.catch(() => undefined).then(() => inProcess.diagnose(errorMessage, context, limit)) };
      },
      async close() {},
    };
    return inProcess;
  }
  const lanes = Array.from({ length: workers }, () => new DiagnoseWorker());
  const idlest = () => lanes.reduce((best, lane) => (lane.load < best.load ? lane : best));
  const diagnoseOn = (lane: DiagnoseWorker, errorMessage: string, context?: DiagnoseContext, limit?: number) =>
    lane.run<Diagnosis>({ errorMessage, ...(context ? { context } : {}), ...(limit !== undefined ? { limit } : {}) });
  return {
    diagnose(errorMessage, context, limit) {
      return diagnoseOn(idlest(), errorMessage, context, limit);
    },
    bridgeKeywords(query) {
      return idlest().run<readonly string[]>({ errorMessage: query, bridge: true });
    },
    keywordsThenDiagnosis(query, errorMessage, context, limit) {
      // One lane, in this order: a worker answers its messages in turn.
      const lane = idlest();
      return { keywords: lane.run<readonly string[]>({ errorMessage: query, bridge: true }), diagnosis: diagnoseOn(lane, errorMessage, context, limit) };
    },
    async close() {
      await Promise.all(lanes.map((lane) => lane.close()));
    },
  };
}

function defaultWorkers(): number {
  const raw = process.env.CONTEXTD_DIAGNOSE_WORKERS;
  const fromEnv = raw === undefined || raw === '' ? NaN : Number(raw);
  if (Number.isInteger(fromEnv) && fromEnv >= 0) return fromEnv;
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}
