import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, isJSONRPCRequest, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PROJECT, HEADERS, bearerToken } from '../api/common.js';
import { DaemonClient } from '../client/client.js';
import { ContextdError } from '../util/errors.js';
import type { Config } from '../util/config.js';
import { OWN_ORIGIN_CHECK, foreignHost, foreignOrigin, type OriginRules } from '../util/origin.js';
import type { Logger } from '../util/logger.js';
import { INVALID_REQUEST, PARSE_ERROR, rpcErrorAnswer } from './errors.js';
import { checkMessage } from './jsonrpc.js';
import { createMcpServer, rootsLister } from './server.js';
import { BoundedEventStore } from './event-store.js';
import { Session, type ScopeFallback } from './session.js';

/** The SSE `retry` field: how long a client waits before reconnecting a dropped stream. */
const SSE_RETRY_MS = 1_000;

export const MCP_PATH = '/mcp';
/** One JSON-RPC message: a 5 MB full_state, JSON-escaped, fits. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_SESSIONS = 512;
/** A session nobody used for this long is closed (clients start a new one on 404). */
const IDLE_MS = 60 * 60_000;
const CANCEL_BUDGET_MS = 1_000;
const MAX_PROJECT_CHARS = 128;

export interface McpHttpOptions {
  config: Config;
  version: string;
  logger: Logger;
  /** The daemon's own URL, known once it listens: every session calls the daemon there, over HTTP. */
  url: () => string;
  /** Browser origins accepted besides loopback ones (`serve --allow-origin`). */
  allowedOrigins?: readonly string[];
}

export interface McpHttpHandler {
  handle(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  readonly size: number;
  close(): Promise<void>;
}

interface HttpSession {
  transport: StreamableHTTPServerTransport;
  /** The Authorization header the session was opened with: later requests must carry the same. */
  authorization: string | undefined;
  lastSeen: number;
  close(): Promise<void>;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly rpcCode = -32000,
    readonly id: RequestId | null = null,
  ) {}
}

/** A POST body that is not one JSON-RPC 2.0 message is answered here (-32600 with its id), not by the SDK. */
function checkBody(request: FastifyRequest): Refusal | null {
  if (request.method !== 'POST') return null;
  const { error } = checkMessage(request.body);
  return error ? new Refusal(400, error.error.message, error.error.code, error.id) : null;
}

const rpcError = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).header('content-type', 'application/json').send(rpcErrorAnswer(refusal.id, refusal.rpcCode, refusal.message));

const INTERNAL_REFUSAL = new Refusal(500, 'internal error; see the daemon log', -32603);

/** The framework's own failures on /mcp (malformed JSON, wrong content type, a body too large) as JSON-RPC errors. */
function frameworkRefusal(error: Error & { statusCode?: number; code?: string }): Refusal {
  const given = error instanceof ContextdError ? error.httpStatus : error.statusCode;
  const status = given && given >= 400 && given < 500 ? given : 500;
  if (status === 413) return new Refusal(413, `Invalid Request: message too large: a JSON-RPC message may be at most ${MAX_BODY_BYTES} bytes`, INVALID_REQUEST);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new Refusal(400, `Parse error: ${error.message}`, PARSE_ERROR);
  if (status === 415) return new Refusal(415, 'Unsupported Media Type: send application/json', INVALID_REQUEST);
  if (status === 500) return INTERNAL_REFUSAL;
  return new Refusal(status, error.message, status === 401 || status === 403 ? -32000 : INVALID_REQUEST);
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * DNS rebinding and cross-site requests, by the daemon's shared rules: a
 * browser page may only reach /mcp from a loopback origin, the daemon's own or
 * one allowed by configuration, and a loopback-bound daemon only answers
 * requests addressed to a loopback host name. (The SDK's own check wants exact
 * origins; a loopback origin may use any port.)
 */
function checkOrigin(request: FastifyRequest, rules: OriginRules): Refusal | null {
  const host = header(request, 'host');
  const why = foreignHost(host, rules) ?? foreignOrigin(header(request, 'origin'), host, rules, true);
  return why ? new Refusal(403, `Forbidden: ${why}`) : null;
}

/**
 * Without roots, an HTTP session has no working directory to fall back on: it
 * uses the project named by the `x-contextd-project` header of its initialize
 * request, else the daemon's default project.
 */
function headerScope(request: FastifyRequest): ScopeFallback {
  const named = header(request, HEADERS.project);
  if (named !== undefined && (named.length === 0 || named.length > MAX_PROJECT_CHARS)) {
    throw new Refusal(400, `${HEADERS.project} must be 1 to ${MAX_PROJECT_CHARS} characters`, -32602);
  }
  return () => (named ? { project: named, root: '', source: 'header' } : { project: DEFAULT_PROJECT, root: '', source: 'default' });
}

/** Tells the model which project a session without roots works in, and how to choose another. */
function scopeNote(fallback: { project: string; source: string }): string {
  const which = fallback.source === 'header' ? `the project "${fallback.project}" named by the ${HEADERS.project} header` : `the daemon's default project "${fallback.project}"`;
  return `- Project: unless the client offers MCP roots, this session reads and writes ${which}, not the projects of editor sessions; pass project_path to a tool to work in a project folder on the daemon's machine.`;
}

/**
 * One MCP session over HTTP: its own McpServer, Session and DaemonClient, built exactly as
 * the stdio adapter builds them; registered in `sessions` once the transport knows its id.
 */
async function openHttpSession(options: McpHttpOptions, request: FastifyRequest, sessions: Map<string, HttpSession>): Promise<HttpSession> {
  const fallback = headerScope(request);
  const sessionId = randomUUID();
  const authorization = request.headers.authorization;
  const token = bearerToken(authorization);
  const log = options.logger.child({ session_id: sessionId, transport: 'http' });
  const client = new DaemonClient({ url: options.url(), tenant: options.config.tenant, project: '', sessionId, remote: true, ...(token ? { token } : {}) });
  const session = new Session(sessionId, options.config, client, log, async () => undefined, fallback);
  const mcp = createMcpServer(session, options.version, undefined, { bindScope: 'transport', scopeNote: scopeNote(fallback()) });
  const { server } = mcp;
  let closed = false;
  const entry: HttpSession = {
    transport: new StreamableHTTPServerTransport({
      sessionIdGenerator: () => sessionId,
      onsessioninitialized: (id) => void sessions.set(id, entry),
      // SSE events carry ids (and a retry delay), so a dropped long call resumes with Last-Event-ID.
      eventStore: new BoundedEventStore(),
      retryInterval: SSE_RETRY_MS,
    }),
    authorization,
    lastSeen: Date.now(),
    async close() {
      if (closed) return;
      closed = true;
      sessions.delete(sessionId);
      await session.cancelInflight(CANCEL_BUDGET_MS);
      await server.close().catch(() => undefined);
      await client.close().catch(() => undefined);
      log.info('mcp http session closed');
    },
  };
  // Both handlers are chained by server.connect, which installs its own after these.
  entry.transport.onclose = () => void entry.close();
  let binding = false;
  entry.transport.onmessage = (message) => {
    // Roots are asked for on the stream of the first request: a request sent on its own would
    // be dropped unless the client had opened its optional GET stream already.
    if (binding || !isJSONRPCRequest(message) || message.method === 'initialize') return;
    binding = true;
    void session.bind(rootsLister(server, message.id));
  };
  await mcp.connect(entry.transport);
  log.info('mcp http session opened');
  return entry;
}

/** The session a request belongs to (by its mcp-session-id), or a new one for an initialize. */
async function sessionFor(options: McpHttpOptions, request: FastifyRequest, sessions: Map<string, HttpSession>): Promise<HttpSession> {
  const id = header(request, 'mcp-session-id');
  if (id !== undefined) {
    const entry = sessions.get(id);
    if (!entry) throw new Refusal(404, 'Session not found', -32001);
    if (entry.authorization !== request.headers.authorization) throw new Refusal(403, 'Forbidden: this session was opened with another token');
    return entry;
  }
  if (request.method !== 'POST' || !isInitializeRequest(request.body)) {
    throw new Refusal(400, 'Bad Request: no valid mcp-session-id header; start a session with initialize');
  }
  if (sessions.size >= MAX_SESSIONS) throw new Refusal(503, `too many MCP sessions (${MAX_SESSIONS}); close some with DELETE ${MCP_PATH}`);
  return openHttpSession(options, request, sessions);
}

/** Hands the request to the session's transport, which answers it (JSON or an SSE stream). */
async function serve(entry: HttpSession, request: FastifyRequest, reply: FastifyReply, logger: Logger): Promise<void> {
  entry.lastSeen = Date.now();
  reply.hijack();
  try {
    await entry.transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (error) {
    logger.error({ err: error }, 'mcp http request failed');
    if (reply.raw.headersSent) reply.raw.end();
    else reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(rpcErrorAnswer(null, INTERNAL_REFUSAL.rpcCode, INTERNAL_REFUSAL.message)));
  }
  // An initialize the transport refused leaves no session behind.
  if (entry.transport.sessionId === undefined) await entry.close();
}

/**
 * MCP over Streamable HTTP (README.md, "MCP over HTTP"): one McpServer, Session and DaemonClient
 * per MCP session, exactly as the stdio adapter builds them. The session's
 * client calls the daemon's REST API with the caller's bearer token, so the
 * tenant is decided by the same rules as any REST call.
 */
export function createMcpHttpHandler(options: McpHttpOptions): McpHttpHandler {
  const sessions = new Map<string, HttpSession>();
  const rules: OriginRules = { bindHost: options.config.host, allowedOrigins: new Set(options.allowedOrigins ?? []) };
  const sweep = setInterval(() => {
    for (const entry of sessions.values()) if (Date.now() - entry.lastSeen > IDLE_MS) void entry.close();
  }, 60_000);
  sweep.unref();

  return {
    async handle(request, reply) {
      let entry: HttpSession;
      try {
        const refusal = checkOrigin(request, rules) ?? checkBody(request);
        if (refusal) throw refusal;
        entry = await sessionFor(options, request, sessions);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        await rpcError(reply, error);
        return;
      }
      await serve(entry, request, reply, options.logger);
    },
    get size() {
      return sessions.size;
    },
    async close() {
      clearInterval(sweep);
      await Promise.all([...sessions.values()].map((entry) => entry.close()));
    },
  };
}

/** Serves POST/GET/DELETE /mcp on the daemon's fastify app; sessions end when the daemon closes. */
export function mountMcpHttp(app: FastifyInstance, options: McpHttpOptions): McpHttpHandler {
  const handler = createMcpHttpHandler(options);
  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: MCP_PATH,
    bodyLimit: MAX_BODY_BYTES,
    config: { [OWN_ORIGIN_CHECK]: true },
    handler: (request, reply) => handler.handle(request, reply),
    errorHandler: (error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const refusal = frameworkRefusal(error);
      if (refusal.status >= 500) options.logger.error({ err: error }, 'mcp http request failed');
      else options.logger.warn({ code: error.code, msg_detail: refusal.message }, 'mcp http request refused');
      void rpcError(reply, refusal);
    },
  });
  app.addHook('preClose', async () => handler.close());
  return handler;
}
