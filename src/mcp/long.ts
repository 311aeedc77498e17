import type { z } from 'zod';
import { z as zod } from 'zod';
import { api } from '../api/routes.js';
import { isTerminal, progressSchema, type Operation } from '../api/operations.js';
import { operationWaitBudget } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import type { ToolContext, ToolOutput } from './define-tool.js';

/** A long tool's output: the final fields, or a running handle (status, operation_id, progress). */
export function longOutput<S extends z.ZodRawShape>(shape: S) {
  const optional = zod.object(shape).partial().shape;
  return {
    status: zod.enum(['succeeded', 'running', 'queued']).describe('succeeded, or still running: then call operation_status'),
    operation_id: zod.string(),
    progress: progressSchema.optional(),
    ...optional,
  };
}

export interface LongRun<R> {
  start(): Promise<Operation>;
  /** Turns the operation's result into the tool's output. */
  finish(operation: Operation): ToolOutput<R>;
}

/** Pause between a long call's final progress notification and its response. */
const FINAL_PROGRESS_GAP_MS = 20;

/**
 * The operation protocol (docs/architecture.md, "A long tool call") on the MCP side: start the operation, long-poll it while
 * the request is open, send notifications/progress on every change (only with
 * a progress token, never after the response), cancel it when the client
 * cancels, return the final numbers in the result, or a running handle when
 * the wait budget is spent.
 */
export async function runLong<R>(ctx: ToolContext, run: LongRun<R>): Promise<ToolOutput<R>> {
  const { extra, session } = ctx;
  const token = extra._meta?.progressToken;
  const budget = ctx.waitBudgetMs ?? operationWaitBudget(session.config, token !== undefined);
  const deadline = Date.now() + budget;
  let op = await run.start();
  session.inflight.add(op.id);
  const onAbort = () => {
    void ctx.client.call(api.operationCancel, { operation_id: op.id }, { timeoutMs: 2_000 }).catch(() => undefined);
  };
  extra.signal.addEventListener('abort', onAbort, { once: true });
  let lastProgress = -1;
  let sentFinal = false;
  try {
    for (;;) {
      // A succeeded operation's last step (its final numbers) is sent too, before the result. Progress must
      // increase at every notification, so a running step that already reached the total is held back: the
      // final numbers, at the same total, would otherwise never reach the client.
      const complete = op.progress.total !== null && op.progress.done >= op.progress.total;
      const sendable = isTerminal(op.status) ? op.status === 'succeeded' : !complete;
      if (token !== undefined && op.progress.done > lastProgress && sendable) {
        lastProgress = op.progress.done;
        await extra.sendNotification({
          method: 'notifications/progress',
          params: {
            progressToken: token,
            progress: op.progress.done,
            ...(op.progress.total !== null ? { total: op.progress.total } : {}),
            message: op.progress.message,
            // updated_at: when the daemon made this change, so clients (and the bench) can see how fresh it is.
            _meta: { 'contextd/operation_id': op.id, 'contextd/updated_at': op.updated_at },
          },
        });
        sentFinal = isTerminal(op.status);
      }
      if (isTerminal(op.status)) break;
      const remaining = deadline - Date.now();
      if (remaining <= 0) return runningHandle(op) as ToolOutput<R>;
      op = await ctx.client.waitOperation(op.id, op.version, remaining, { signal: extra.signal, traceId: ctx.traceId });
    }
  } catch (error) {
    if (extra.signal.aborted) throw new ContextdError('cancelled', `the call was cancelled; operation ${op.id} was asked to stop`);
    throw error;
  } finally {
    extra.signal.removeEventListener('abort', onAbort);
    session.inflight.delete(op.id);
  }
  // SDK clients dispatch a notification a tick after reading it but drop the request's progress handler
  // as soon as its response is read: a final notification read together with the response is lost. A
  // short pause lets it travel on its own (docs/architecture.md, "A long tool call").
  if (sentFinal) await new Promise((done) => setTimeout(done, FINAL_PROGRESS_GAP_MS));
  if (op.status === 'succeeded') return run.finish(op);
  const error = op.error ?? { code: 'operation_failed', message: 'the operation failed' };
  const code = op.status === 'cancelled' ? 'cancelled' : error.code === 'invalid_params' || error.code === 'not_found' ? error.code : 'operation_failed';
  throw new ContextdError(code, `operation ${op.id} ${op.status}: ${error.message}`);
}

function runningHandle(op: Operation): ToolOutput<Record<string, unknown>> {
  const total = op.progress.total === null ? '' : `/${op.progress.total}`;
  return {
    structured: { status: op.status === 'queued' ? 'queued' : 'running', operation_id: op.id, progress: op.progress },
    text:
      `Still ${op.status} after the wait budget: operation ${op.id} at ${op.progress.done}${total} (${op.progress.message}). ` +
      `Call operation_status with operation_id "${op.id}" (wait_ms up to 25000) to follow it, or operation_cancel to stop it.`,
  };
}
