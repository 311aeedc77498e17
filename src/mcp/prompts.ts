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
import { GetPromptRequestSchema, ListPromptsRequestSchema, type GetPromptResult, type ListPromptsResult } from '@modelcontextprotocol/sdk/types.js';
import { contract } from './contract.js';
import { protocolError } from './errors.js';
import { shortId } from '../util/ids.js';
import type { Session } from './session.js';

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
      throw protocolError(error, session.log, 'prompts/list');
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
      throw protocolError(error, session.log, 'prompts/get');
    }
  });
}

export async function sessionClient(session: Session) {
  await session.daemonReady();
  return (await session.clientFor(undefined)).client;
}
