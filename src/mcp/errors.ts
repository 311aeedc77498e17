/**
 * The MCP edge's one error path. Every failure a client sees reads
 * `code: message (event id)`: a tool's as a result with `isError` (a failure
 * never looks like an answer), a prompt's or resource's as a JSON-RPC error,
 * and a message the transport cannot serve as a JSON-RPC error response.
 */
import { ErrorCode, type CallToolResult, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { ContextdError, describeIssues } from '../util/errors.js';
import { newEventId } from '../util/ids.js';
import type { Logger } from '../util/logger.js';

/** JSON-RPC code for "resource not found" in the MCP spec (also used for prompts' not_found). */
export const NOT_FOUND_CODE = -32002;
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

/** The one text of an error: its stable code, the message, and the event id the logs carry. */
export function errorText(code: string, message: string, eventId?: string): string {
  return `${code}: ${message}${eventId ? ` (event ${eventId})` : ''}`;
}

interface Failure {
  code: string;
  message: string;
  eventId: string;
}

/**
 * What a thrown value says to a client: a ContextdError keeps its code and
 * message (logged as a warning); anything else is `internal` with `internalMessage`,
 * and the error itself goes to the log with the event id.
 */
function failure(error: unknown, log: Logger, fields: Record<string, unknown>, internalMessage: string, logLine: string): Failure {
  if (error instanceof ContextdError) {
    const eventId = error.eventId || newEventId();
    log.warn({ ...fields, event_id: eventId, code: error.code }, error.message);
    return { code: error.code, message: error.message, eventId };
  }
  const eventId = newEventId();
  log.error({ ...fields, err: error, event_id: eventId }, logLine);
  return { code: 'internal', message: internalMessage, eventId };
}

/** A tool's failure as its result. */
export function toolErrorResult(error: unknown, log: Logger, tool: string): CallToolResult {
  const { code, message, eventId } = failure(error, log, { tool }, 'internal error in the MCP adapter; see its log', 'tool failed');
  return { isError: true, content: [{ type: 'text', text: errorText(code, message, eventId) }] };
}

/** Arguments a tool's input schema refuses: names the tool, the field and the limit. */
export function invalidArguments(tool: string, issues: Parameters<typeof describeIssues>[0]): ContextdError {
  return new ContextdError('invalid_params', `${tool}: ${describeIssues(issues)}`);
}

/**
 * A JSON-RPC error whose message is exactly ours. (The SDK's McpError would
 * prefix "MCP error <code>: ", and the client adds that prefix again.)
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A prompt's or resource's failure (and an unusable tools/call) as a JSON-RPC error. */
export function protocolError(error: unknown, log: Logger, method: string): ProtocolError {
  if (error instanceof ProtocolError) return error;
  const { code, message, eventId } = failure(error, log, { method }, `${method} failed in the MCP adapter; see its log`, 'request failed');
  const rpcCode = code === 'not_found' ? NOT_FOUND_CODE : code === 'invalid_params' ? ErrorCode.InvalidParams : ErrorCode.InternalError;
  return new ProtocolError(rpcCode, errorText(code, message, eventId));
}

/** A JSON-RPC error response, as sent for a message that cannot be served. */
export interface RpcErrorAnswer {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string };
}

export function rpcErrorAnswer(id: RequestId | null, code: number, message: string): RpcErrorAnswer {
  return { jsonrpc: '2.0', id, error: { code, message } };
}
