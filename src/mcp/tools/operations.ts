import { api } from '../../api/routes.js';
import { operationCancelInput, operationGetInput, operationSchema, type Operation } from '../../api/operations.js';
import { defineTool } from '../define-tool.js';

export function describeOperation(op: Operation): string {
  const total = op.progress.total === null ? '' : `/${op.progress.total}`;
  const head = `Operation ${op.id} (${op.kind}) is ${op.status}: ${op.progress.done}${total} — ${op.progress.message}.`;
  if (op.error) return `${head} Error ${op.error.code}: ${op.error.message}`;
  if (op.result) return `${head} Result: ${JSON.stringify(op.result)}`;
  return head;
}

const operationStatus = defineTool({
  name: 'operation_status',
  title: 'Follow an operation',
  description:
    'Check a long operation (checkpoint save, repository index, consolidation) that a tool left running: `operation_id` from its result. ' +
    'Give `wait_ms` (up to 25000) to wait for the next change instead of polling; the final result is in `result`.',
  kind: 'read',
  scoped: false,
  input: { operation_id: operationGetInput.shape.operation_id, wait_ms: operationGetInput.shape.wait_ms },
  output: operationSchema.shape,
  async handle(args, ctx) {
    let op = await ctx.call(api.operationGet, { operation_id: args.operation_id });
    if ((args.wait_ms ?? 0) > 0) op = await ctx.client.waitOperation(op.id, op.version, args.wait_ms ?? 0, { signal: ctx.extra.signal, traceId: ctx.traceId });
    return { structured: op, text: describeOperation(op) };
  },
});

const operationCancel = defineTool({
  name: 'operation_cancel',
  title: 'Cancel an operation',
  description: 'Ask a running operation (`operation_id`) to stop; it ends `cancelled` within a second. Finished operations are returned unchanged.',
  kind: 'write',
  scoped: false,
  input: operationCancelInput.shape,
  output: operationSchema.shape,
  async handle(args, ctx) {
    const op = await ctx.call(api.operationCancel, args);
    return { structured: op, text: describeOperation(op) };
  },
});

export const operationTools = [operationStatus, operationCancel];
