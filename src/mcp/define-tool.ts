import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { CallOptions, DaemonClient } from '../client/client.js';
import type { Endpoint, EndpointInput, EndpointOutput } from '../api/endpoint.js';
import type { Session } from './session.js';

export type ToolKind = 'read' | 'write' | 'destructive' | 'long';
export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface ToolContext {
  session: Session;
  /** Calls the daemon with this call's trace id and cancellation signal. */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts?: CallOptions): Promise<EndpointOutput<E>>;
  /** Client bound to the call's project (project_path or the session's). */
  client: DaemonClient;
  project: string;
  traceId: string;
  extra: Extra;
  /** Long tools: how long to follow the operation before answering with a running handle (default: the configured budget). */
  waitBudgetMs?: number;
}

export interface ToolOutput<O> {
  structured: O;
  text: string;
}

type Shape = z.ZodRawShape;

export interface ToolDefinition<I extends Shape = Shape, O extends Shape = Shape> {
  name: string;
  title: string;
  description: string;
  kind: ToolKind;
  /** For long tools: may the same call be repeated safely? */
  idempotent?: boolean;
  /** Adds the optional `project_path` argument (default true). */
  scoped?: boolean;
  input: I;
  output: O;
  handle(args: z.infer<z.ZodObject<I>>, ctx: ToolContext): Promise<ToolOutput<z.infer<z.ZodObject<O>>>>;
}

export const projectPathField = z
  .string()
  .min(1)
  .max(4096, 'project_path must be at most 4096 characters')
  .optional()
  .describe("Another project of yours to use instead of this session's (a folder path).");

/** Annotation hints derive from one `kind` (STYLE: one way to define a tool). */
export function annotationsFor(kind: ToolKind, idempotent = false): ToolAnnotations {
  switch (kind) {
    case 'read':
      return { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
    case 'write':
      return { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
    case 'destructive':
      return { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };
    case 'long':
      return { readOnlyHint: false, destructiveHint: false, idempotentHint: idempotent, openWorldHint: false };
  }
}

export function defineTool<I extends Shape, O extends Shape>(def: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return def;
}

/** The input shape a tool is registered with (adds project_path unless unscoped). */
export function inputShape(def: ToolDefinition): Shape {
  return def.scoped === false ? def.input : { ...def.input, project_path: projectPathField };
}
