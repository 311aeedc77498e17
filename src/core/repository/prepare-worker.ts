/**
 * Worker thread of the repository indexer: prepares batches of files and
 * embeds their chunks with the built-in hash embedder (deterministic, so the
 * vectors equal the daemon's own). The main thread only writes to the store.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashEmbed } from '../../search/embedder.js';
import { prepareFile, type FileTask } from './prepare.js';

export interface WorkerRequest {
  id: number;
  dim: number;
  files: FileTask[];
}

/**
 * Below the daemon's thread in the scheduler (Linux applies this to the calling
 * thread only): when a request arrives, the thread that answers it runs first,
 * so health checks and searches stay fast with every core indexing.
 */
export const WORKER_NICE = 10;
try {
  setPriority(WORKER_NICE);
} catch {
  // Not permitted or not supported: the index still runs, only at normal priority.
}

const port = parentPort;
port?.on('message', (request: WorkerRequest) => {
  try {
    const results = request.files.map(prepareFile);
    const texts = results.flatMap((r) => (r.kind === 'indexed' ? r.chunks.map((c) => c.embedText) : []));
    const vectors = new Float32Array(texts.length * request.dim);
    texts.forEach((text, i) => vectors.set(hashEmbed(text, request.dim), i * request.dim));
    // Embed texts are not needed on the main thread: don't copy them back.
    for (const r of results) if (r.kind === 'indexed') for (const c of r.chunks) c.embedText = '';
    port.postMessage({ id: request.id, results, vectors }, [vectors.buffer]);
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error)?.stack ?? String(error) });
  }
});
