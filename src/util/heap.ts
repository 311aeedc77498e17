/**
 * The daemon's heap cap (the bin's `--max-old-space-size`, 512 MB unless
 * CONTEXTD_MAX_HEAP_MB says otherwise when the daemon is started on demand)
 * bounds the search vectors it keeps in memory, ~0.8 KB a document. Work that
 * grows them checks the room left and fails with an error naming the setting,
 * instead of the process dying with "JavaScript heap out of memory".
 */
import { getHeapStatistics } from 'node:v8';
import { ContextdError } from './errors.js';

export const HEAP_SETTING = 'CONTEXTD_MAX_HEAP_MB';
export const DEFAULT_HEAP_MB = 512;
/** Refuse growth past this share of the heap cap: V8 needs room left to collect. */
const MAX_SHARE = 0.8;

/** The heap cap a daemon started on demand gets: CONTEXTD_MAX_HEAP_MB when it is a whole number ≥ 128, else null (the bin's own). */
export function configuredHeapMb(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env[HEAP_SETTING];
  if (raw === undefined || raw === '') return null;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 128) throw new ContextdError('invalid_params', `${HEAP_SETTING} must be a whole number of megabytes, at least 128 (got '${raw}')`);
  return mb;
}

/** A full collection now, when the process exposes gc (the bin starts node with --expose-gc); nothing otherwise. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Throws when the heap is nearly full even after a collection; `what` says what was being done. */
export function assertHeapRoom(what: string): void {
  if (used() < MAX_SHARE) return;
  collectGarbage(); // garbage is not a reason to refuse
  if (used() < MAX_SHARE) return;
  const stats = getHeapStatistics();
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  throw new ContextdError(
    'operation_failed',
    `the daemon's memory is nearly full while ${what} (${mb(stats.used_heap_size)} of its ${mb(stats.heap_size_limit)} MB heap): ` +
      `it keeps the store's search vectors in memory, about 0.8 KB a chunk. Give it a larger heap: set ${HEAP_SETTING}=<megabytes> ` +
      `(default ${DEFAULT_HEAP_MB}) where the editor or shell starts it, stop the daemon and let it start again ` +
      `(by hand: node --max-old-space-size=<megabytes> $(which contextd) serve)`,
  );
}

function used(): number {
  const stats = getHeapStatistics();
  return stats.used_heap_size / stats.heap_size_limit;
}
