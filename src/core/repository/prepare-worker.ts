/**
 * Worker thread of the repository indexer: prepares batches of files and
 * embeds their chunks with the built-in hash embedder (deterministic, so the
 * vectors equal the daemon's own). The main thread only writes to the store.
 */
import { parentPort } from 'node:worker_threads';
import { hashEmbed } from '../../search/embedder.js';
import { lowerThreadPriority } from '../worker-priority.js';
import { prepareFile, type FileTask } from './prepare.js';

export interface WorkerRequest {
  id: number;
  dim: number;
  files: FileTask[];
}

lowerThreadPriority();

const port = parentPort;
port?.on('message', (request: WorkerRequest) => {
  try {
    const results = request.files.map(prepareFile);
    const texts = results.flatMap((r) => (r.kind === 'indexed' ? r.chunks.map((c) => c.embedText) : []));
    const vectors = new Float32Array(texts.length * request.dim);
    texts.forEach((text, i) => vectors.set(hashEmbed(text, request.dim), i * request.dim));
    // Embed texts are not needed on the main thread, nor the index texts once counted (the
    // store writes the counted terms): not copied back.
    for (const r of results) {
      if (r.kind !== 'indexed') continue;
      for (const c of r.chunks) {
        c.embedText = '';
        if (c.terms) c.title = c.body = '';
      }
    }
    port.postMessage({ id: request.id, results, vectors }, [vectors.buffer]);
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error)?.stack ?? String(error) });
  }
});
