/**
 * Worker thread of troubleshoot_diagnose: runs the pattern library's
 * `diagnose` on an error text so a 50 kB error's regex and keyword work never
 * holds the daemon's event loop (see diagnose-pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../worker-priority.js';
import { bridgeKeywords, diagnose, type DiagnoseContext } from './index.js';

/** A diagnosis of `errorMessage`, or (`bridge`) the search bridge's keywords of it. */
export interface DiagnoseRequest {
  id: number;
  errorMessage: string;
  context?: DiagnoseContext;
  limit?: number;
  bridge?: boolean;
}

// Below the daemon's thread, as the indexer's workers are: requests answer first.
lowerThreadPriority();

const port = parentPort;
port?.on('message', (request: DiagnoseRequest) => {
  try {
    const value = request.bridge ? bridgeKeywords(request.errorMessage) : diagnose(request.errorMessage, request.context, request.limit);
    port.postMessage({ id: request.id, value });
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error)?.stack ?? String(error) });
  }
});
