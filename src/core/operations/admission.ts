import { overloaded } from '../../util/errors.js';

/**
 * Backpressure for operations (docs/security.md): an operation's input stays in
 * memory from its start until it ends, so the daemon bounds how much input
 * and how many operations wait or run, per tenant and in total. Past a bound
 * the start is refused with `overloaded` (HTTP 429, `Retry-After`) instead of
 * growing the heap until the process dies.
 */
export interface AdmissionLimits {
  /** Characters of input (about bytes) one tenant's unfinished operations may hold. */
  tenantBytes: number;
  totalBytes: number;
  /** Unfinished (queued or running) operations of one tenant. */
  tenantOperations: number;
  totalOperations: number;
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  tenantBytes: 64 * 1024 * 1024,
  totalBytes: 160 * 1024 * 1024,
  tenantOperations: 64,
  totalOperations: 256,
};

/** Seconds a refused caller is asked to wait: long enough for a few queued saves to finish. */
export const ADMISSION_RETRY_AFTER_S = 2;

interface Load {
  bytes: number;
  operations: number;
}

export class Admission {
  private readonly tenants = new Map<string, Load>();
  private readonly total: Load = { bytes: 0, operations: 0 };

  constructor(private readonly limits: AdmissionLimits = DEFAULT_ADMISSION_LIMITS) {}

  /** Takes room for one operation of `bytes` input; answers its release (safe to call twice). */
  admit(tenant: string, bytes: number): () => void {
    const mine = this.tenants.get(tenant) ?? { bytes: 0, operations: 0 };
    const { limits, total } = this;
    const refuse = (what: string) => {
      throw overloaded(`the daemon holds ${what}`, ADMISSION_RETRY_AFTER_S);
    };
    if (mine.operations + 1 > limits.tenantOperations) refuse(`${mine.operations} unfinished operations of this tenant (limit ${limits.tenantOperations})`);
    if (total.operations + 1 > limits.totalOperations) refuse(`${total.operations} unfinished operations (limit ${limits.totalOperations})`);
    // One input larger than a whole bound still runs when nothing else waits: a bound, not a size limit.
    if (mine.bytes > 0 && mine.bytes + bytes > limits.tenantBytes) refuse(`${mb(mine.bytes)} of queued input for this tenant (limit ${mb(limits.tenantBytes)})`);
    if (total.bytes > 0 && total.bytes + bytes > limits.totalBytes) refuse(`${mb(total.bytes)} of queued input (limit ${mb(limits.totalBytes)})`);
    mine.bytes += bytes;
    mine.operations++;
    total.bytes += bytes;
    total.operations++;
    this.tenants.set(tenant, mine);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      mine.bytes -= bytes;
      mine.operations--;
      total.bytes -= bytes;
      total.operations--;
      if (mine.operations === 0) this.tenants.delete(tenant);
    };
  }

  load(tenant?: string): Load {
    return tenant === undefined ? { ...this.total } : { ...(this.tenants.get(tenant) ?? { bytes: 0, operations: 0 }) };
  }
}

/** Characters of text in an operation's input (strings anywhere in it), a cheap stand-in for its size in memory. */
export function inputSize(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object' || depth > 32) return 8;
  let size = 0;
  if (Array.isArray(value)) for (const item of value) size += inputSize(item, depth + 1) + 8;
  else for (const [key, item] of Object.entries(value)) size += key.length + inputSize(item, depth + 1);
  return size;
}

function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
