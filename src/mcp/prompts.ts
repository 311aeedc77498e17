/**
 * Every skill the session can see (its project's and the tenant-wide ones)
 * is an MCP prompt of the same name; its declared arguments are the prompt's
 * arguments, and prompts/get returns the content filled in by the daemon's
 * skill_apply — a client invoking a prompt (a slash command) is using the
 * skill, so the use is counted.
 *
 * The set lives in the daemon and changes at any time, so McpServer's static
 * registerPrompt() does not fit: the prompts/list and prompts/get handlers
 * are set on the low-level server instead, after declaring the capability
 * (which the SDK only allows before connect). Do not also call
 * server.registerPrompt(): McpServer would refuse to install its own handlers.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, type GetPromptResult, type ListPromptsResult } from '@modelcontextprotocol/sdk/types.js';
import { contract } from './contract.js';
import { ContextdError } from '../util/errors.js';
import { shortId } from '../util/ids.js';
import type { Session } from './session.js';

/** JSON-RPC code for "resource not found" in the MCP spec (also used here for unknown prompts' daemon errors). */
export const NOT_FOUND_CODE = -32002;

export function registerPrompts(server: McpServer, session: Session): void {
  server.server.registerCapabilities({ prompts: { listChanged: true } });
  server.server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
    try {
      const client = await sessionClient(session);
      const out = await client.call((await contract()).skillPrompts, { cursor: request.params?.cursor }, { traceId: shortId(8) });
      const result: ListPromptsResult = {
        prompts: out.prompts.map((prompt) => ({
          name: prompt.name,
          description: prompt.description,
          arguments: prompt.arguments.map((arg) => ({ name: arg.name, description: arg.description || undefined, required: arg.required })),
        })),
      };
      if (out.next_cursor) result.nextCursor = out.next_cursor;
      return result;
    } catch (error) {
      throw protocolError(error, session, 'prompts/list');
    }
  });
  server.server.setRequestHandler(GetPromptRequestSchema, async (request, extra) => {
    const { name, arguments: args = {} } = request.params;
    try {
      const client = await sessionClient(session);
      const out = await client.call((await contract()).skillApply, { name, arguments: args }, { traceId: shortId(8), signal: extra.signal });
      const ignored = out.unknown_arguments.length ? ` (ignored undeclared arguments: ${out.unknown_arguments.join(', ')})` : '';
      const result: GetPromptResult = {
        description: `Skill ${out.name} v${out.version}${ignored}`,
        messages: [{ role: 'user', content: { type: 'text', text: out.content } }],
      };
      return result;
    } catch (error) {
      throw protocolError(error, session, 'prompts/get');
    }
  });
}

export async function sessionClient(session: Session) {
  await session.daemonReady();
  return (await session.clientFor(undefined)).client;
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

/**
 * Prompt and resource failures stay JSON-RPC errors (DESIGN 8); the message
 * still starts with our stable code, e.g. `invalid_params: arguments: …`.
 */
export function protocolError(error: unknown, session: Session, method: string): ProtocolError {
  if (error instanceof ProtocolError) return error;
  if (!(error instanceof ContextdError)) {
    session.log.error({ err: error, method }, 'request failed');
    return new ProtocolError(ErrorCode.InternalError, `internal: ${method} failed in the MCP adapter; see its log`);
  }
  const code = error.code === 'not_found' ? NOT_FOUND_CODE : error.code === 'invalid_params' ? ErrorCode.InvalidParams : ErrorCode.InternalError;
  const event = error.eventId ? ` (event ${error.eventId})` : '';
  return new ProtocolError(code, `${error.code}: ${error.message}${event}`);
}
