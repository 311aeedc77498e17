import { z } from 'zod';
import { MAX_WAIT_MS, idField } from './common.js';
import { endpoint } from './endpoint.js';

export const OPERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
export const TERMINAL_STATUSES: readonly OperationStatus[] = ['succeeded', 'failed', 'cancelled'];

export const progressSchema = z.object({
  done: z.number(),
  total: z.number().nullable(),
  message: z.string(),
});
export type Progress = z.infer<typeof progressSchema>;

export const operationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(OPERATION_STATUSES),
  progress: progressSchema,
  version: z.number().int(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  tenant: z.string(),
  project: z.string(),
});
export type Operation = z.infer<typeof operationSchema>;

export const operationGetInput = z.object({
  operation_id: idField('operation_id'),
  wait_ms: z.coerce
    .number()
    .int()
    .min(0, 'wait_ms must be at least 0')
    .max(MAX_WAIT_MS, `wait_ms must be at most ${MAX_WAIT_MS}`)
    .default(0),
  /** The long-poll query may also be spelled `?wait=MS` (docs/architecture.md, "A long tool call"); same meaning and limit as wait_ms. */
  wait: z.coerce
    .number()
    .int()
    .min(0, 'wait must be at least 0')
    .max(MAX_WAIT_MS, `wait must be at most ${MAX_WAIT_MS}`)
    .optional(),
  after: z.coerce.number().int().min(-1).optional(),
});

export const operationCancelInput = z.object({ operation_id: idField('operation_id') });

export const operationListInput = z.object({
  status: z.enum(OPERATION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const operationListOutput = z.object({ operations: z.array(operationSchema) });

export function isTerminal(status: OperationStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}


/**
 * The operation endpoints, apart from the full contract in routes.ts: the MCP
 * adapter's client needs only these before the tools load (startup is budgeted).
 */
export const operationEndpoints = {
  operationGet: endpoint({ method: 'GET', path: '/v1/operations/:operation_id', input: operationGetInput, output: operationSchema }),
  operationCancel: endpoint({ method: 'POST', path: '/v1/operations/:operation_id/cancel', input: operationCancelInput, output: operationSchema }),
  operationList: endpoint({ method: 'GET', path: '/v1/operations', input: operationListInput, output: operationListOutput }),
} as const;
