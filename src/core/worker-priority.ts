import { setPriority } from 'node:os';

/** The nice value of contextd's worker threads (indexing, diagnosis). */
export const WORKER_NICE = 10;

/**
 * Puts the calling worker thread below the daemon's thread in the scheduler
 * (Linux applies this to the calling thread only): when a request arrives, the
 * thread that answers it runs first, so health checks and searches stay fast
 * with every core busy.
 */
export function lowerThreadPriority(): void {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not permitted or not supported: the work still runs, only at normal priority.
  }
}
