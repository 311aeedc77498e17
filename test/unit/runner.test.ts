import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '../../src/api/operations.js';
import { OperationRunner, type OperationContext } from '../../src/core/operations/runner.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { OperationRow } from '../../src/store/operations.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { ContextdError } from '../../src/util/errors.js';
import { tempDir } from '../helpers/tmp.js';

const scope: Scope = { tenant: 'alice', project: 'app-1234abcd' };

interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued microtasks and due timers run (fake clock advanced by `ms`). */
const advance = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

let tmp: ReturnType<typeof tempDir>;
let store: Store;
/** A runner of the test's own kinds (any name, any input). */
type TestRunner = OperationRunner<Record<string, unknown>>;
let runner: TestRunner;

/** A kind whose every run waits for the test to release it; remembers its contexts. */
function gatedKind(r: TestRunner, kind = 'gated', idempotent = false) {
  const gates: Deferred<Record<string, unknown>>[] = [];
  const contexts: OperationContext[] = [];
  const inputs: unknown[] = [];
  r.define(kind, {
    idempotent,
    run: (input, ctx) => {
      const gate = deferred<Record<string, unknown>>();
      gates.push(gate);
      contexts.push(ctx);
      inputs.push(input);
      return gate.promise;
    },
  });
  return { gates, contexts, inputs };
}

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2030-03-01T12:00:00Z') });
  tmp = tempDir();
  store = await createSqliteStore(join(tmp.dir, 'data', 'contextd.db'));
  runner = new OperationRunner<Record<string, unknown>>(store.operations, { concurrency: 2 });
});

afterEach(async () => {
  await runner.shutdown();
  vi.useRealTimers();
  await store.close();
  tmp.cleanup();
});

const statusOf = async (id: string) => (await runner.get(scope, id)).status;

describe('OperationRunner pool', () => {
  it('runs at most `concurrency` operations; the third waits queued and starts when a slot frees', async () => {
    const { gates } = gatedKind(runner);
    const ops = [await runner.start(scope, 'gated', {}), await runner.start(scope, 'gated', {}), await runner.start(scope, 'gated', {})];
    await advance();
    expect(await Promise.all(ops.map((op) => statusOf(op.id)))).toEqual(['running', 'running', 'queued']);
    expect(gates).toHaveLength(2);
    gates[0]!.resolve({ n: 1 });
    await advance();
    expect(await Promise.all(ops.map((op) => statusOf(op.id)))).toEqual(['succeeded', 'running', 'running']);
    expect((await runner.get(scope, ops[0]!.id)).result).toEqual({ n: 1 });
    expect(runner.runningOperations().map((op) => op.id).sort()).toEqual([ops[1]!.id, ops[2]!.id].sort());
  });

  it('answers start with a queued operation of version 1 and persists it at once', async () => {
    gatedKind(runner);
    const op = await runner.start(scope, 'gated', { x: 1 });
    expect(op).toMatchObject({ status: 'queued', version: 1, kind: 'gated', tenant: 'alice', project: scope.project, result: null, error: null });
    expect(await store.operations.get(scope, op.id)).not.toBeNull();
  });

  it('refuses an unknown kind', async () => {
    await expect(runner.start(scope, 'nope', {})).rejects.toMatchObject({ code: 'internal' });
  });
});

describe('OperationRunner progress and long poll', () => {
  it('bumps the version on every progress update and persists the final state', async () => {
    const { gates, contexts } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    const v0 = (await runner.get(scope, op.id)).version;
    contexts[0]!.progress({ done: 10, total: 100, message: 'step 1' });
    const v1 = await runner.get(scope, op.id);
    expect(v1.version).toBe(v0 + 1);
    expect(v1.progress).toEqual({ done: 10, total: 100, message: 'step 1' });
    contexts[0]!.progress({ done: 20 });
    expect((await runner.get(scope, op.id)).progress).toEqual({ done: 20, total: 100, message: 'step 1' });
    gates[0]!.resolve({ ok: true });
    await advance();
    const row = await store.operations.get(scope, op.id);
    expect(row).toMatchObject({ status: 'succeeded', result: { ok: true } });
    expect(row!.version).toBeGreaterThan(v1.version);
  });

  it('throttles progress writes to the store but keeps memory current', async () => {
    const { contexts } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    const persistedAfterStart = (await store.operations.get(scope, op.id))!.version;
    for (let i = 1; i <= 50; i++) contexts[0]!.progress({ done: i });
    expect((await runner.get(scope, op.id)).progress.done).toBe(50);
    // Within the 250 ms window at most one of the 50 updates reached the store.
    expect((await store.operations.get(scope, op.id))!.version).toBeLessThanOrEqual(persistedAfterStart + 1);
    await advance(300);
    contexts[0]!.progress({ done: 51 });
    expect((await store.operations.get(scope, op.id))!.progress.done).toBe(51);
  });

  it('wait answers as soon as the version passes `after`', async () => {
    const { contexts } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    const current = await runner.get(scope, op.id);
    let answered: Operation | null = null;
    const waiting = runner.wait(scope, op.id, current.version, 20_000).then((o) => (answered = o));
    await advance(5);
    expect(answered).toBeNull();
    contexts[0]!.progress({ done: 3, message: 'three' });
    await advance(); // no clock movement needed: the change itself answers
    await waiting;
    expect(answered!.version).toBe(current.version + 1);
    expect(answered!.progress.message).toBe('three');
  });

  it('wait does not miss a change that lands while it reads the current state', async () => {
    const { contexts } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    const current = await runner.get(scope, op.id);
    let answered: Operation | null = null;
    const waiting = runner.wait(scope, op.id, current.version, 10_000).then((o) => (answered = o));
    contexts[0]!.progress({ done: 1 }); // same tick: before wait has registered its listener
    await advance(1);
    expect(answered).not.toBeNull();
    await waiting;
    expect(answered!.version).toBe(current.version + 1);
  });

  it('wait answers with the current state when nothing changes before the timeout', async () => {
    gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    const current = await runner.get(scope, op.id);
    let answered: Operation | null = null;
    void runner.wait(scope, op.id, current.version, 10_000).then((o) => (answered = o));
    await advance(9_999);
    expect(answered).toBeNull();
    await advance(1);
    expect(answered).toMatchObject({ id: op.id, version: current.version, status: 'running' });
  });

  it('wait returns at once without `after`, when already past it, or for a finished operation', async () => {
    const { gates } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    expect((await runner.wait(scope, op.id, undefined, 10_000)).id).toBe(op.id);
    expect((await runner.wait(scope, op.id, 0, 10_000)).status).toBe('running');
    gates[0]!.resolve({});
    await advance();
    const done = await runner.get(scope, op.id);
    expect((await runner.wait(scope, op.id, done.version + 5, 10_000)).status).toBe('succeeded');
  });

  it('hides operations of another tenant and reports unknown ids as not_found', async () => {
    gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await expect(runner.get({ tenant: 'mallory', project: scope.project }, op.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(runner.cancel({ tenant: 'mallory', project: scope.project }, op.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(runner.get(scope, 'op_missing')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('OperationRunner cancellation', () => {
  it('cancels a queued operation at once; it never runs', async () => {
    const { gates } = gatedKind(runner);
    await runner.start(scope, 'gated', {});
    await runner.start(scope, 'gated', {});
    const third = await runner.start(scope, 'gated', {});
    await advance();
    const cancelled = await runner.cancel(scope, third.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.error?.code).toBe('cancelled');
    gates[0]!.resolve({});
    await advance();
    expect(gates).toHaveLength(2); // the cancelled one never started
    expect((await store.operations.get(scope, third.id))?.status).toBe('cancelled');
  });

  it('cancels a running operation that honours its signal promptly', async () => {
    runner.define('cooperative', {
      idempotent: false,
      run: async (_input, ctx) => {
        for (let step = 0; ; step++) {
          ctx.progress({ done: step });
          await new Promise((resolve) => setTimeout(resolve, 10));
          await ctx.tick();
        }
      },
    });
    const op = await runner.start(scope, 'cooperative', {});
    await advance(55);
    expect(await statusOf(op.id)).toBe('running');
    await runner.cancel(scope, op.id);
    await advance(20); // well under the 1 s budget
    const ended = await runner.get(scope, op.id);
    expect(ended.status).toBe('cancelled');
    expect(ended.error).toEqual({ code: 'cancelled', message: 'the operation was cancelled' });
    expect((await store.operations.get(scope, op.id))?.status).toBe('cancelled');
  });

  it('reports a step that ignores the signal as cancelled after the grace, and keeps it cancelled', async () => {
    const { gates, contexts } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    await runner.cancel(scope, op.id);
    expect(contexts[0]!.signal.aborted).toBe(true);
    await advance(800);
    expect(await statusOf(op.id)).toBe('running');
    await advance(150); // grace is 900 ms: within the 1 s cancellation promise
    expect(await statusOf(op.id)).toBe('cancelled');
    // The stubborn step finishing later does not turn it into a success, nor do late progress updates.
    contexts[0]!.progress({ done: 99 });
    gates[0]!.resolve({ late: true });
    await advance();
    const final = await runner.get(scope, op.id);
    expect(final.status).toBe('cancelled');
    expect(final.result).toBeNull();
    expect((await store.operations.get(scope, op.id))?.status).toBe('cancelled');
  });

  it('leaves a finished operation unchanged when cancelled', async () => {
    const { gates } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    gates[0]!.resolve({ fine: 1 });
    await advance();
    const after = await runner.cancel(scope, op.id);
    expect(after.status).toBe('succeeded');
    expect(after.result).toEqual({ fine: 1 });
  });
});

describe('OperationRunner failures', () => {
  it('ends failed with the ContextdError code of the step', async () => {
    const { gates } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    gates[0]!.reject(new ContextdError('not_found', "repository '/x' not found"));
    await advance();
    expect(await runner.get(scope, op.id)).toMatchObject({ status: 'failed', error: { code: 'not_found', message: "repository '/x' not found" } });
  });

  it('ends failed with operation_failed for an unexpected error, and frees its slot', async () => {
    const { gates } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await runner.start(scope, 'gated', {});
    const third = await runner.start(scope, 'gated', {});
    await advance();
    gates[0]!.reject(new TypeError('boom'));
    await advance();
    expect(await runner.get(scope, op.id)).toMatchObject({ status: 'failed', error: { code: 'operation_failed', message: 'boom' } });
    expect(await statusOf(third.id)).toBe('running');
    expect((await store.operations.get(scope, op.id))?.error?.code).toBe('operation_failed');
  });
});

function row(partial: Partial<OperationRow> & Pick<OperationRow, 'id' | 'kind' | 'status'>): OperationRow {
  const now = new Date().toISOString();
  return { progress: { done: 1, total: 4, message: 'half way' }, version: 3, input: null, result: null, error: null, created_at: now, updated_at: now, tenant: scope.tenant, project: scope.project, ...partial };
}

describe('OperationRunner restart', () => {
  it('recover(): unfinished non-idempotent operations fail `interrupted`; idempotent ones are queued again and run with their input', async () => {
    await store.operations.insert(row({ id: 'op_00000000000000000000000001', kind: 'save', status: 'running' }));
    await store.operations.insert(row({ id: 'op_00000000000000000000000002', kind: 'save', status: 'queued' }));
    await store.operations.insert(row({ id: 'op_00000000000000000000000003', kind: 'index', status: 'running', input: { path: '/repo' } }));
    const fresh = new OperationRunner<Record<string, unknown>>(store.operations, { concurrency: 2 });
    gatedKind(fresh, 'save', false);
    const index = gatedKind(fresh, 'index', true);
    const outcome = await fresh.recover();
    expect(outcome).toEqual({ requeued: 1, interrupted: 2 });
    for (const id of ['op_00000000000000000000000001', 'op_00000000000000000000000002']) {
      const interrupted = await store.operations.get(scope, id);
      expect(interrupted).toMatchObject({ status: 'failed', error: { code: 'interrupted' } });
      expect(interrupted!.version).toBe(4);
    }
    await advance();
    expect(index.inputs).toEqual([{ path: '/repo' }]);
    expect((await fresh.get(scope, 'op_00000000000000000000000003')).status).toBe('running');
    index.gates[0]!.resolve({ files: 3 });
    await advance();
    expect(await store.operations.get(scope, 'op_00000000000000000000000003')).toMatchObject({ status: 'succeeded', result: { files: 3 } });
    await fresh.shutdown();
  });

  it('recover() reads operationKinds: an idempotent kind is queued again only with an input its schema accepts', async () => {
    await store.operations.insert(row({ id: 'op_00000000000000000000000011', kind: 'repository_index', status: 'running', input: { path: '/repo', include: [], exclude: [], max_file_size: 1024, force: false } }));
    await store.operations.insert(row({ id: 'op_00000000000000000000000012', kind: 'repository_index', status: 'running', input: { path: 42 } }));
    await store.operations.insert(row({ id: 'op_00000000000000000000000013', kind: 'checkpoint_save', status: 'running', input: { summary: 's', tags: [], metadata: {} } }));
    const fresh = new OperationRunner(store.operations, { concurrency: 1 });
    const indexed: unknown[] = [];
    const never = () => new Promise<object>(() => undefined);
    fresh.install({
      checkpoint_save: never,
      remediation_consolidate: never,
      search_reembed: never,
      repository_index: async (input) => (indexed.push(input), { files: 1 }),
      export: never,
      import: never,
      learn_git: never,
    });
    expect(await fresh.recover()).toEqual({ requeued: 1, interrupted: 2 });
    await advance();
    expect(indexed).toEqual([{ path: '/repo', include: [], exclude: [], max_file_size: 1024, force: false }]);
    expect(await store.operations.get(scope, 'op_00000000000000000000000012')).toMatchObject({ status: 'failed', error: { code: 'interrupted' } });
    expect(await store.operations.get(scope, 'op_00000000000000000000000013')).toMatchObject({ status: 'failed', error: { code: 'interrupted' } });
    await fresh.shutdown();
  });

  it('recover() prunes finished operations older than 24 h, never unfinished or recent ones', async () => {
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    const recent = new Date(Date.now() - 23 * 3600_000).toISOString();
    await store.operations.insert(row({ id: 'op_0000000000000000000000000a', kind: 'save', status: 'succeeded', updated_at: old }));
    await store.operations.insert(row({ id: 'op_0000000000000000000000000b', kind: 'save', status: 'failed', updated_at: old }));
    await store.operations.insert(row({ id: 'op_0000000000000000000000000c', kind: 'save', status: 'cancelled', updated_at: recent }));
    await store.operations.insert(row({ id: 'op_0000000000000000000000000d', kind: 'index', status: 'queued', updated_at: old, input: { path: '/r' } }));
    const fresh = new OperationRunner<Record<string, unknown>>(store.operations, { concurrency: 1 });
    gatedKind(fresh, 'save');
    gatedKind(fresh, 'index', true);
    await fresh.recover();
    expect(await store.operations.get(scope, 'op_0000000000000000000000000a')).toBeNull();
    expect(await store.operations.get(scope, 'op_0000000000000000000000000b')).toBeNull();
    expect(await store.operations.get(scope, 'op_0000000000000000000000000c')).not.toBeNull();
    expect(await store.operations.get(scope, 'op_0000000000000000000000000d')).not.toBeNull();
    await fresh.shutdown();
  });

  it('shutdown(): aborts running work, records idempotent kinds for requeue and others as interrupted, refuses new work', async () => {
    const save = gatedKind(runner, 'save', false);
    gatedKind(runner, 'index', true);
    const a = await runner.start(scope, 'save', {});
    const b = await runner.start(scope, 'index', { path: '/repo' });
    await advance();
    await runner.shutdown();
    expect(save.contexts[0]!.signal.aborted).toBe(true);
    expect(await store.operations.get(scope, a.id)).toMatchObject({ status: 'failed', error: { code: 'interrupted' } });
    expect(await store.operations.get(scope, b.id)).toMatchObject({ status: 'queued', input: { path: '/repo' } });
    await expect(runner.start(scope, 'save', {})).rejects.toMatchObject({ code: 'daemon_unavailable' });
    // The aborted step returning later changes nothing.
    save.gates[0]!.resolve({});
    await advance();
    expect((await store.operations.get(scope, a.id))?.status).toBe('failed');
    // A restart requeues the idempotent one.
    const next = new OperationRunner<Record<string, unknown>>(store.operations);
    const index = gatedKind(next, 'index', true);
    gatedKind(next, 'save');
    expect(await next.recover()).toEqual({ requeued: 1, interrupted: 0 });
    await advance();
    expect(index.inputs).toEqual([{ path: '/repo' }]);
    await next.shutdown();
  });

  it('finished operations are still readable from the store once dropped from memory', async () => {
    const { gates } = gatedKind(runner);
    const op = await runner.start(scope, 'gated', {});
    await advance();
    gates[0]!.resolve({ kept: true });
    await advance(61_000);
    expect(runner.runningOperations()).toEqual([]);
    expect(await runner.get(scope, op.id)).toMatchObject({ status: 'succeeded', result: { kept: true } });
  });
});
