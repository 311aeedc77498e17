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

/**
 * The tool list is static, but the SDK converts every zod schema to JSON
 * Schema on each tools/list (~15 ms for 24 tools): answer it once.
 */
function memoizeToolList(server: McpServer): void {
  type Handler = (request: unknown, extra: unknown) => Promise<unknown>;
  const handlers = (server.server as unknown as { _requestHandlers?: Map<string, Handler> })._requestHandlers;
  const original = handlers?.get('tools/list');
  if (!handlers || !original) return;
  let cached: Promise<unknown> | null = null;
  handlers.set('tools/list', (request, extra) => {
    cached ??= original(request, extra).catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  });
}

export function createMcpServer(session: Session, version: string, tools: ToolDefinition[] = allTools): McpServerHandle {
  const server = new McpServer(
    { name: 'contextd', version, title: 'contextd memory' },
    { capabilities: { logging: {} }, instructions: INSTRUCTIONS },
  );
  installValidationMessages(server);
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: inputShape(tool),
        outputSchema: tool.output,
        annotations: { title: tool.title, ...annotationsFor(tool.kind, tool.idempotent) },
      },
      toolHandler(tool, session) as never,
    );
  }
  memoizeToolList(server);
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

