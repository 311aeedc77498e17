import { JSONRPCMessageSchema, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { INVALID_REQUEST, PARSE_ERROR, rpcErrorAnswer, type RpcErrorAnswer } from './errors.js';

export type Checked = { message: JSONRPCMessage; error?: undefined } | { message?: undefined; error: RpcErrorAnswer };

const answer = (id: RequestId | null, code: number, message: string): { error: RpcErrorAnswer } => ({ error: rpcErrorAnswer(id, code, message) });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of a message when it is one JSON-RPC allows (a string or an integer), else null. */
export function readableId(value: unknown): RequestId | null {
  if (!isRecord(value)) return null;
  const id = value.id;
  if (typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id))) return id;
  return null;
}

/** Why a parsed value is not one JSON-RPC 2.0 message, in the order a reader would look. */
function defect(value: unknown): string {
  if (Array.isArray(value)) return 'batches (JSON arrays) are not supported; send one message at a time';
  if (!isRecord(value)) return 'a message must be a JSON object';
  if (value.jsonrpc !== '2.0') return `"jsonrpc" must be "2.0"${'jsonrpc' in value ? '' : ' and is missing'}`;
  if ('method' in value && typeof value.method !== 'string') return '"method" must be a string';
  if ('params' in value && !isRecord(value.params)) return '"params" must be an object';
  if ('id' in value && readableId(value) === null) return '"id" must be a string or an integer';
  if (!('method' in value) && !('result' in value) && !('error' in value)) return 'a message needs a "method" (request, notification) or a "result" or "error" (response)';
  return 'not a JSON-RPC 2.0 request, notification or response';
}

/** Checks one parsed value: the message, or the error response it deserves (-32600, with its id when readable). */
export function checkMessage(value: unknown): Checked {
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  return answer(readableId(value), INVALID_REQUEST, `Invalid Request: ${defect(value)}`);
}

/** Parses and checks one line of text: -32700 with id null when it is not JSON at all. */
export function parseMessage(text: string): Checked {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return answer(null, PARSE_ERROR, `Parse error: ${(error as Error).message}`);
  }
  return checkMessage(value);
}

/** Methods a client may send before the initialize handshake is done (MCP lifecycle). */
const BEFORE_INITIALIZE = new Set(['initialize', 'ping']);

/** The error a request sent before initialize deserves, or null when it may be served. */
export function refuseBeforeInitialize(message: JSONRPCMessage, initialized: boolean): RpcErrorAnswer | null {
  if (initialized || !('method' in message) || !('id' in message) || BEFORE_INITIALIZE.has(message.method)) return null;
  return answer(message.id, INVALID_REQUEST, `Invalid Request: the session is not initialized; send initialize first (${message.method} refused)`).error;
}
