import { readFileSync, statSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { annotationsFor, inputShape, toolHandler, type ToolDefinition } from './define-tool.js';
import type { Session } from './session.js';
import { allTools } from './tools/index.js';
import { registerPrompts } from './prompts.js';
import { registerResources } from './resources.js';

export const INSTRUCTIONS = `contextd is your memory across sessions for this project (and, for fixes, across projects).
- Starting or resuming work: checkpoint_list / checkpoint_search, then checkpoint_resume. Before a session ends or the context gets long: checkpoint_save.
- Hit an error: troubleshoot_diagnose with the error text (offline patterns + fixes recorded before) and remediation_search. After fixing something new: remediation_record; if a recorded fix helped or failed: remediation_feedback.
- Repeatable procedures: skill_search / skill_apply; save a new one with skill_save.
- Finding code: repository_search (run repository_index once per repository first).
- Long tools report progress; if one returns status "running", follow it with operation_status.`;

export interface McpServerHandle {
  server: McpServer;
  close(): Promise<void>;
}

/**
 * The SDK formats argument-validation failures itself ("MCP error -32602:
 * Input validation error: ..."). Rewrite them to our stable `invalid_params:`
 * form so every failure a model sees starts with a code.
 */
function installValidationMessages(server: McpServer): void {
  const target = server as unknown as { createToolError(message: string): CallToolResult };
  const original = target.createToolError.bind(server);
  target.createToolError = (message: string) => {
    const match = /Input validation error: Invalid arguments for tool (\S+): ([\s\S]*)$/.exec(message);
    if (!match) return original(message);
    const details = (match[2] as string)
      .split('\n')
      .map((line) => line.replace(/^(.*) at (\S+)$/, '$2: $1'))
      .join('; ');
    return original(`invalid_params: ${match[1]}: ${details}`);
  };
}

type Handler = (request: unknown, extra: unknown) => Promise<unknown>;

function requestHandlers(server: McpServer): Map<string, Handler> | undefined {
  return (server.server as unknown as { _requestHandlers?: Map<string, Handler> })._requestHandlers;
}

const PREBUILT_LIST = new URL('./tool-list.json', import.meta.url);
const TOOLS_MODULE = new URL('./tools/index.js', import.meta.url);

/**
 * The answer `npm run build` wrote to dist/mcp/tool-list.json, unless it is
 * older than the tool modules beside it (a build without the generator).
 */
function prebuiltToolList(): unknown {
  try {
    if (statSync(PREBUILT_LIST).mtimeMs < statSync(TOOLS_MODULE).mtimeMs) return null;
    return JSON.parse(readFileSync(PREBUILT_LIST, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * The tool list is static, but the SDK converts every zod schema to JSON
 * Schema on each tools/list (~15 ms for 24 tools): answer it once, from the
 * list the build wrote when there is one.
 */
function memoizeToolList(server: McpServer, standardTools: boolean): void {
  const handlers = requestHandlers(server);
  const original = handlers?.get('tools/list');
  if (!handlers || !original) return;
  const prebuilt = standardTools ? prebuiltToolList() : null;
  let cached: Promise<unknown> | null = prebuilt ? Promise.resolve(prebuilt) : null;
  handlers.set('tools/list', (request, extra) => {
    cached ??= original(request, extra).catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  });
}

/** The server's tools/list answer computed from the definitions (for the build and its test). */
export async function computeToolList(tools: ToolDefinition[] = allTools): Promise<{ tools: unknown[] }> {
  const server = new McpServer({ name: 'contextd', version: '0' });
  for (const tool of tools) registerOne(server, tool, null);
  const handler = requestHandlers(server)?.get('tools/list');
  if (!handler) throw new Error('no tools/list handler');
  return (await handler({ method: 'tools/list', params: {} }, {})) as { tools: unknown[] };
}

function registerOne(server: McpServer, tool: ToolDefinition, session: Session | null): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: inputShape(tool),
      outputSchema: tool.output,
      annotations: { title: tool.title, ...annotationsFor(tool.kind, tool.idempotent) },
    },
    (session ? toolHandler(tool, session) : async () => ({ content: [] })) as never,
  );
}

export function createMcpServer(session: Session, version: string, tools: ToolDefinition[] = allTools): McpServerHandle {
  const server = new McpServer(
    { name: 'contextd', version, title: 'contextd memory' },
    { capabilities: { logging: {} }, instructions: INSTRUCTIONS },
  );
  installValidationMessages(server);
  for (const tool of tools) registerOne(server, tool, session);
  memoizeToolList(server, tools === allTools);
  registerPrompts(server, session);
  registerResources(server, session);
  server.server.oninitialized = () => {
    const capabilities = server.server.getClientCapabilities();
    const listRoots = capabilities?.roots
      ? async () => (await server.server.listRoots(undefined, { timeout: 2_000 })).roots.map((root) => root.uri)
      : null;
    void session.bind(listRoots);
    // Load the HTTP client once the handshake is over, before the first tool call needs it.
    setTimeout(() => session.client.preload(), 100).unref();
  };
  return {
    server,
    async close() {
      await server.close();
    },
  };
}

