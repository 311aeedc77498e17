import { EventEmitter } from 'node:events';
import type { Operation, Progress } from '../../api/operations.js';
import { isTerminal } from '../../api/operations.js';
import type { OperationRow, OperationStore } from '../../store/operations.js';
import type { Scope } from '../../store/scope.js';
import { ContextdError, notFound } from '../../util/errors.js';
import { newId } from '../../util/ids.js';
import type { Logger } from '../../util/logger.js';
import { silentLogger } from '../../util/logger.js';
import { Admission, inputSize, type AdmissionLimits } from './admission.js';
import { operationKinds, type OperationInputs } from './kinds.js';
import { redact } from '../../util/redaction.js';
import { redactValues } from '../../util/redact-values.js';

export interface OperationContext {
  readonly signal: AbortSignal;
  readonly scope: Scope;
  readonly operationId: string;
  readonly log: Logger;
  progress(update: Partial<Progress>): void;
  /** Throws if cancelled; yields to the event loop when the step ran ≥ 15 ms. */
  tick(): Promise<void>;
}

export interface OperationKind<I = unknown> {
  /** Idempotent kinds are queued again after a daemon restart; others become `interrupted`. */
  idempotent: boolean;
  /** Checks a stored input before a requeue after a restart (an older build may have written it). */
  input?: { safeParse(value: unknown): { success: boolean } };
  /** The result becomes the operation's `result` (a JSON object). */
  run(input: I, ctx: OperationContext): Promise<object>;
}

/** What each kind of `operationKinds` runs: one function per kind, the compiler checks none is missing. */
export type OperationRuns = { [K in keyof OperationInputs]: (input: OperationInputs[K], ctx: OperationContext) => Promise<object> };

interface Live {
  row: OperationRow;
  input: unknown;
  controller: AbortController;
  lastPersist: number;
  settled: boolean;
  /** Gives back the operation's room in the admission bounds. */
  release: () => void;
}

export interface RunnerOptions {
  concurrency?: number;
  logger?: Logger;
  /** Progress is persisted at most this often (state in memory is always current). */
  persistEveryMs?: number;
  /** A cancelled operation whose work has not stopped by then is marked cancelled anyway. */
  cancelGraceMs?: number;
  /** Bounds on unfinished operations and their input, per tenant and in total (backpressure). */
  limits?: AdmissionLimits;
}

const RETENTION_MS = 24 * 60 * 60 * 1000;
/** The event every change of any operation is emitted on too (ids are strings, so a symbol never collides). */
const ANY_CHANGE = Symbol('any operation change');

/**
 * Runs long work as persisted operations with a bounded pool, long-poll
 * waiting on version changes, and AbortSignal cancellation. `Inputs` maps each
 * kind the runner knows to its input: the daemon's are `operationKinds`.
 */
export class OperationRunner<Inputs extends object = OperationInputs> {
  private readonly kinds = new Map<string, OperationKind<never>>();
  private readonly live = new Map<string, Live>();
  private readonly queue: string[] = [];
  private readonly events = new EventEmitter();
  private running = 0;
  private closed = false;
  private readonly concurrency: number;
  private readonly log: Logger;
  private readonly persistEveryMs: number;
  private readonly cancelGraceMs: number;
  readonly admission: Admission;

  constructor(
    private readonly store: OperationStore,
    opts: RunnerOptions = {},
  ) {
    this.concurrency = opts.concurrency ?? 2;
    this.log = opts.logger ?? silentLogger;
    this.persistEveryMs = opts.persistEveryMs ?? 250;
    this.cancelGraceMs = opts.cancelGraceMs ?? 900;
    this.admission = new Admission(opts.limits);
    this.events.setMaxListeners(0);
  }

  /** Gives every kind of `operationKinds` its run function. */
  install(this: OperationRunner<OperationInputs>, runs: OperationRuns): void {
    for (const name of Object.keys(operationKinds) as (keyof OperationInputs)[]) {
      this.define(name, { ...operationKinds[name], run: runs[name] as OperationKind<OperationInputs[typeof name]>['run'] });
    }
  }

  /** One kind (the daemon's come from `install`; tests define their own). */
  define<K extends keyof Inputs & string>(kind: K, definition: OperationKind<Inputs[K]>): void {
    this.kinds.set(kind, definition as OperationKind<never>);
  }

  async start<K extends keyof Inputs & string>(scope: Scope, kind: K, input: Inputs[K]): Promise<Operation> {
    const definition = this.kinds.get(kind);
    if (!definition) throw new ContextdError('internal', `unknown operation kind '${kind}'`);
    if (this.closed) throw new ContextdError('daemon_unavailable', 'the daemon is shutting down');
    const release = this.admission.admit(scope.tenant, inputSize(input));
    const now = new Date().toISOString();
    const row: OperationRow = {
      id: newId('op_'),
      kind,
      status: 'queued',
      progress: { done: 0, total: null, message: 'queued' },
      version: 1,
      // Stored for a requeue after a restart, and stored redacted like every text (paths and globs can hold a key).
      input: definition.idempotent ? redactValues(input).value : null,
      result: null,
      error: null,
      created_at: now,
      updated_at: now,
      tenant: scope.tenant,
      project: scope.project,
    };
    try {
      await this.store.insert(row);
    } catch (error) {
      release();
      throw error;
    }
    this.enqueue(row, input, release);
    return toOperation(row);
  }

  private enqueue(row: OperationRow, input: unknown, release: () => void): void {
    this.live.set(row.id, { row, input, controller: new AbortController(), lastPersist: 0, settled: false, release });
    this.queue.push(row.id);
    this.pump();
  }

  private pump(): void {
    while (!this.closed && this.running < this.concurrency && this.queue.length > 0) {
      const id = this.queue.shift() as string;
      const live = this.live.get(id);
      if (!live || live.row.status !== 'queued') continue;
      this.running++;
      void this.execute(live).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async execute(live: Live): Promise<void> {
    const definition = this.kinds.get(live.row.kind) as OperationKind<unknown>;
    const scope = { tenant: live.row.tenant, project: live.row.project };
    this.change(live, { status: 'running', progress: { ...live.row.progress, message: 'running' } }, true);
    const ctx = this.context(live, scope);
    try {
      const result = (await definition.run(live.input, ctx)) as Record<string, unknown>;
      if (live.controller.signal.aborted) throw live.controller.signal.reason;
      // The operation's own last message (its final numbers) stays; 'done' only when it reported none.
      const message = live.row.progress.message === 'running' ? 'done' : live.row.progress.message;
      this.finish(live, { status: 'succeeded', result, progress: { ...live.row.progress, message } });
    } catch (error) {
      if (live.controller.signal.aborted) {
        this.finish(live, { status: 'cancelled', error: { code: 'cancelled', message: 'the operation was cancelled' } });
      } else {
        const known = error instanceof ContextdError;
        if (!known) this.log.error({ err: error, operation_id: live.row.id }, 'operation failed');
        this.finish(live, {
          status: 'failed',
          error: { code: known ? error.code : 'operation_failed', message: redact((error as Error)?.message ?? String(error)).text },
        });
      }
    }
  }

  private context(live: Live, scope: Scope): OperationContext {
    let lastYield = Date.now();
    const signal = live.controller.signal;
    return {
      signal,
      scope,
      operationId: live.row.id,
      log: this.log.child({ operation_id: live.row.id }),
      progress: (update) => {
        if (live.settled) return;
        this.change(live, { progress: { ...live.row.progress, ...update } }, false);
      },
      tick: async () => {
        if (signal.aborted) throw signal.reason;
        if (Date.now() - lastYield >= 15) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          lastYield = Date.now();
          if (signal.aborted) throw signal.reason;
        }
      },
    };
  }

  private change(live: Live, patch: Partial<OperationRow>, persist: boolean): void {
    live.row = { ...live.row, ...patch, version: live.row.version + 1, updated_at: new Date().toISOString() };
    const now = Date.now();
    if (persist || now - live.lastPersist >= this.persistEveryMs) {
      live.lastPersist = now;
      void this.persist(live.row);
    }
    this.emitChange(live.row);
  }

  private emitChange(row: OperationRow): void {
    this.events.emit(row.id, row);
    this.events.emit(ANY_CHANGE, row);
  }

  /**
   * Calls `listener` on every change of an operation of `tenant` (the
   * dashboard's event stream); returns the function that unsubscribes.
   */
  subscribe(tenant: string, listener: (op: Operation) => void): () => void {
    const onRow = (row: OperationRow) => {
      if (row.tenant === tenant) listener(toOperation(row));
    };
    this.events.on(ANY_CHANGE, onRow);
    return () => this.events.off(ANY_CHANGE, onRow);
  }

  /** How many `subscribe` listeners are attached (a closed stream must leave none behind). */
  subscriberCount(): number {
    return this.events.listenerCount(ANY_CHANGE);
  }

  private finish(live: Live, patch: Partial<OperationRow>): void {
    if (live.settled) return;
    live.settled = true;
    this.change(live, patch, true);
    // The input is no longer needed: its memory and its room in the bounds go back now.
    live.input = null;
    live.release();
    // Keep the finished row in memory briefly so waiters that race the store still see it.
    setTimeout(() => this.live.delete(live.row.id), 60_000).unref();
  }

  private async persist(row: OperationRow): Promise<void> {
    try {
      await this.store.update({ tenant: row.tenant, project: row.project }, row);
    } catch (error) {
      this.log.error({ err: error, operation_id: row.id }, 'could not persist operation state');
    }
  }

  async get(scope: Scope, id: string): Promise<Operation> {
    const live = this.live.get(id);
    if (live && live.row.tenant === scope.tenant) return toOperation(live.row);
    const row = await this.store.get(scope, id);
    if (!row) throw notFound('operation', id);
    return toOperation(row);
  }

  /** Long poll: answers once version > after, or after waitMs with the current state. */
  async wait(scope: Scope, id: string, after: number | undefined, waitMs: number): Promise<Operation> {
    const current = await this.get(scope, id);
    if (waitMs <= 0 || after === undefined || current.version > after || isTerminal(current.status)) return current;
    return new Promise<Operation>((resolve) => {
      const onChange = (row: OperationRow) => {
        if (row.version > after || isTerminal(row.status)) done(toOperation(row));
      };
      const timer = setTimeout(() => {
        const live = this.live.get(id);
        done(live ? toOperation(live.row) : current);
      }, waitMs);
      const done = (op: Operation) => {
        clearTimeout(timer);
        this.events.off(id, onChange);
        resolve(op);
      };
      this.events.on(id, onChange);
      // A change may have landed while `get` was awaited, before the listener existed: look again.
      const live = this.live.get(id);
      if (live && live.row.tenant === scope.tenant) onChange(live.row);
    });
  }

  async cancel(scope: Scope, id: string): Promise<Operation> {
    const live = this.live.get(id);
    if (!live || live.row.tenant !== scope.tenant) return this.get(scope, id);
    if (isTerminal(live.row.status)) return toOperation(live.row);
    live.controller.abort(new ContextdError('cancelled', 'the operation was cancelled'));
    if (live.row.status === 'queued') {
      this.finish(live, { status: 'cancelled', error: { code: 'cancelled', message: 'the operation was cancelled before it started' } });
    } else {
      // Work checks its signal between steps; if a step overruns, the operation is still reported cancelled in time.
      setTimeout(() => this.finish(live, { status: 'cancelled', error: { code: 'cancelled', message: 'the operation was cancelled' } }), this.cancelGraceMs).unref();
    }
    return toOperation(live.row);
  }

  /** Daemon start: unfinished operations of a previous run are requeued (idempotent kinds) or failed `interrupted`. */
  async recover(): Promise<{ requeued: number; interrupted: number }> {
    let requeued = 0;
    let interrupted = 0;
    for (const row of await this.store.unfinished()) {
      const definition = this.kinds.get(row.kind);
      const scope = { tenant: row.tenant, project: row.project };
      const now = new Date().toISOString();
      if (definition?.idempotent && row.input !== null && (definition.input?.safeParse(row.input).success ?? true)) {
        const queued: OperationRow = { ...row, status: 'queued', version: row.version + 1, updated_at: now, progress: { done: 0, total: null, message: 'queued again after a daemon restart' } };
        await this.store.update(scope, queued);
        this.enqueue(queued, row.input, this.admitRecovered(row.tenant, row.input));
        requeued++;
      } else {
        await this.store.update(scope, {
          ...row,
          status: 'failed',
          version: row.version + 1,
          updated_at: now,
          error: { code: 'interrupted', message: 'the daemon stopped before this operation finished' },
        });
        interrupted++;
      }
    }
    await this.store.prune(new Date(Date.now() - RETENTION_MS).toISOString());
    return { requeued, interrupted };
  }

  /** Work of a previous run is queued again whatever the bounds (it was admitted once); it still counts. */
  private admitRecovered(tenant: string, input: unknown): () => void {
    try {
      return this.admission.admit(tenant, inputSize(input));
    } catch {
      return () => undefined;
    }
  }

  /** Stops taking work, aborts running operations and records them for requeue or as interrupted. */
  async shutdown(): Promise<void> {
    this.closed = true;
    const pending: Promise<void>[] = [];
    for (const live of this.live.values()) {
      if (isTerminal(live.row.status)) continue;
      const definition = this.kinds.get(live.row.kind);
      live.settled = true;
      live.controller.abort(new ContextdError('daemon_unavailable', 'the daemon is shutting down'));
      const row: OperationRow = definition?.idempotent
        ? { ...live.row, status: 'queued', version: live.row.version + 1 }
        : { ...live.row, status: 'failed', version: live.row.version + 1, error: { code: 'interrupted', message: 'the daemon stopped before this operation finished' } };
      live.row = row;
      this.emitChange(row);
      pending.push(this.persist(row));
    }
    await Promise.all(pending);
  }

  runningOperations(): Operation[] {
    return [...this.live.values()].filter((live) => !isTerminal(live.row.status)).map((live) => toOperation(live.row));
  }
}

export function toOperation(row: OperationRow): Operation {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    version: row.version,
    result: row.result,
    error: row.error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    tenant: row.tenant,
    project: row.project,
  };
}
