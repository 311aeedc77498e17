import { readFileSync, statSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { refuseBeforeInitialize } from './jsonrpc.js';
import { ToolBackend, asProtocolError } from './call-tool.js';
import { annotationsFor, inputShape, type Extra, type ToolDefinition } from './define-tool.js';
import { errorText } from './errors.js';
import type { Session } from './session.js';
import { registerPrompts } from './prompts.js';
import { registerResources } from './resources.js';
import { OperationTaskStore, startToolTask } from './tasks.js';

export const INSTRUCTIONS = `contextd is your memory across sessions for this project (and, for fixes, across projects).
- Starting or resuming work: checkpoint_list / checkpoint_search, then checkpoint_resume. Before a session ends or the context gets long: checkpoint_save.
- Hit an error: troubleshoot_diagnose with the error text (offline patterns + fixes recorded before) and remediation_search. After fixing something new: remediation_record; if a recorded fix helped or failed: remediation_feedback.
- Repeatable procedures: skill_search / skill_apply; save a new one with skill_save.
- Facts the project lives by: when a decision is made, a convention is learned or a preference is stated, memory_record it (kind decision, convention, preference, fact or todo; supersedes when it replaces an older one). Before choosing how to do something, memory_search. Not for session progress (checkpoint_save) nor for fixes of errors (remediation_record).
- Finding code: repository_search (run repository_index once per repository first).
- Long tools report progress; if one returns status "running", follow it with operation_status.`;

export interface McpServerHandle {
  server: McpServer;
  /** Resolves once the tool modules are loaded (they load right after the handshake). */
  toolsReady(): Promise<void>;
  /** Connects the server to a transport; requests other than initialize and ping are refused until initialize. */
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

const PREBUILT_LIST = new URL('./tool-list.json', import.meta.url);
const TOOLS_MODULE = new URL('./tools/index.js', import.meta.url);

/**
 * The answer `npm run build` wrote to dist/mcp/tool-list.json, unless it is
 * older than the tool modules beside it (a build without the generator).
 */
function prebuiltToolList(): { tools: unknown[] } | null {
  try {
    if (statSync(PREBUILT_LIST).mtimeMs < statSync(TOOLS_MODULE).mtimeMs) return null;
    return JSON.parse(readFileSync(PREBUILT_LIST, 'utf8')) as { tools: unknown[] };
  } catch {
    return null;
  }
}

async function loadAllTools(): Promise<ToolDefinition[]> {
  return (await import('./tools/index.js')).allTools;
}

/** The tools/list answer the SDK's McpServer gives for these tools (JSON Schema from zod), for the build and its test. */
export async function computeToolList(tools?: ToolDefinition[]): Promise<{ tools: unknown[] }> {
  const server = new McpServer({ name: 'contextd', version: '0' });
  for (const tool of tools ?? (await loadAllTools())) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: inputShape(tool),
        outputSchema: tool.output,
        annotations: { title: tool.title, ...annotationsFor(tool.kind, tool.idempotent) },
      },
      async () => ({ content: [] }),
    );
  }
  const list = (await askOnce(server, 'tools/list')) as { tools: Array<Record<string, unknown>> };
  // Long tools may run as MCP tasks (README.md, "MCP over HTTP"); a plain call to them works as before.
  const long = new Set((tools ?? (await loadAllTools())).filter((tool) => tool.kind === 'long').map((tool) => tool.name));
  for (const tool of list.tools) if (long.has(tool.name as string)) tool.execution = { taskSupport: 'optional' };
  return list;
}

/**
 * Sends one request to a server over the SDK's in-memory transport and returns the raw
 * result: the answer exactly as the SDK serves it, through its public API.
 */
async function askOnce(server: McpServer, method: string): Promise<unknown> {
  // Loaded here: only the build and a first tools/list without the prebuilt list need it.
  const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
  const [ours, theirs] = InMemoryTransport.createLinkedPair();
  const answered = new Promise<JSONRPCMessage>((resolve) => (ours.onmessage = resolve));
  await server.connect(theirs);
  await ours.start();
  await ours.send({ jsonrpc: '2.0', id: 1, method, params: {} });
  const answer = await answered;
  await server.close();
  if ('result' in answer) return answer.result;
  throw new Error(`${method} failed: ${'error' in answer ? answer.error.message : 'no answer'}`);
}

/**
 * Tools are served by our own tools/list and tools/call handlers so their
 * modules (the zod schemas of every tool and of the HTTP contract, ~35 ms) load
 * after the handshake: tools/list is answered from the list the build wrote
 * (computed once otherwise), and a tools/call that arrives first waits for
 * the load. Arguments are validated like the SDK does, but failures read
 * `invalid_params: <tool>: <field>: <limit>`.
 */
function installTools(server: McpServer, session: Session, tools: ToolDefinition[] | undefined, taskStore: OperationTaskStore): () => Promise<ToolBackend> {
  let loaded: Promise<ToolBackend> | null = null;
  const load = () => {
    loaded ??= (tools ? Promise.resolve(tools) : loadAllTools()).then((defs) => new ToolBackend(defs, session));
    return loaded;
  };
  let list: Promise<{ tools: unknown[] }> | null = tools ? null : (() => {
    const prebuilt = prebuiltToolList();
    return prebuilt ? Promise.resolve(prebuilt) : null;
  })();
  server.server.registerCapabilities({ tools: {} });
  server.server.setRequestHandler(ListToolsRequestSchema, async () => {
    list ??= computeToolList(tools).catch((error: unknown) => {
      list = null;
      throw error;
    });
    return (await list) as never;
  });
  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const backend = await load();
    const { name, arguments: args, task } = request.params;
    if (task === undefined) return backend.callTool(name, args, extra as Extra);
    // A task is created only for a call that can run: every refusal before it is a protocol error.
    const kind = backend.kindOf(name);
    const requestStore = extra.taskStore;
    if (!requestStore || (kind !== undefined && kind !== 'long')) {
      throw new McpError(ErrorCode.InvalidParams, errorText('invalid_params', `${name} does not run as a task (execution.taskSupport is forbidden); call it without task`));
    }
    let call: ReturnType<ToolBackend['prepare']>;
    try {
      call = backend.prepare(name, args);
    } catch (error) {
      throw asProtocolError(error);
    }
    return startToolTask(taskStore, requestStore, task.ttl, extra as Extra, (background, budget) => backend.run(call, background, budget), session.log) as never;
  });
  return load;
}

export interface McpServerOptions {
  /**
   * When the session's scope is bound: right after `initialized` (stdio), or by the
   * transport at the first request (Streamable HTTP, where a request sent outside a
   * client request has no stream to travel on until the client opens one).
   */
  bindScope?: 'initialized' | 'transport';
  /** A line added to the server instructions saying which project the session uses when the client offers no roots. */
  scopeNote?: string;
}

/** Asks the client for its roots (null when it offers none); `relatedRequestId` sends the request on that request's stream. */
export function rootsLister(server: McpServer, relatedRequestId?: RequestId): (() => Promise<string[]>) | null {
  if (!server.server.getClientCapabilities()?.roots) return null;
  return async () => (await server.server.listRoots(undefined, { timeout: 2_000, relatedRequestId })).roots.map((root) => root.uri);
}

/**
 * MCP lifecycle: before initialize, only initialize and ping are served (the
 * SDK would serve any request). A request that arrives in the same read as
 * its initialize is served: the initialize is handled first.
 */
function guardInitialization(transport: Transport): void {
  const deliver = transport.onmessage;
  let initializeSeen = false;
  transport.onmessage = (message, extra) => {
    if ('method' in message && message.method === 'initialize') initializeSeen = true;
    const refusal = refuseBeforeInitialize(message, initializeSeen);
    if (refusal) {
      transport.send(refusal as never, { relatedRequestId: refusal.id ?? undefined }).catch((error: unknown) => transport.onerror?.(error as Error));
      return;
    }
    deliver?.(message, extra);
  };
}

export function createMcpServer(session: Session, version: string, tools?: ToolDefinition[], options: McpServerOptions = {}): McpServerHandle {
  const taskStore = new OperationTaskStore();
  const server = new McpServer(
    { name: 'contextd', version, title: 'contextd memory' },
    {
      capabilities: { logging: {}, tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } },
      taskStore,
      instructions: options.scopeNote ? `${INSTRUCTIONS}\n${options.scopeNote}` : INSTRUCTIONS,
    },
  );
  const loadTools = installTools(server, session, tools, taskStore);
  registerPrompts(server, session);
  registerResources(server, session);
  server.server.oninitialized = () => {
    if (options.bindScope !== 'transport') void session.bind(rootsLister(server));
    // The tool modules and the HTTP client load once the handshake is over, before the first call needs them.
    setTimeout(() => {
      void loadTools();
      session.client.preload();
    }, 50).unref();
  };
  return {
    server,
    async toolsReady() {
      await loadTools();
    },
    async connect(transport) {
      await server.connect(transport);
      guardInitialization(transport);
    },
    async close() {
      taskStore.close();
      await server.close();
    },
  };
}
