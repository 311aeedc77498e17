import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FRAMED_CONTENT_TYPE, FRAMED_FIELD_HEADER, type Endpoint } from '../api/endpoint.js';
import { api } from '../api/routes.js';
import { HEADERS } from '../api/common.js';
import type { Scope } from '../store/scope.js';
import { ContextdError, codeForStatus, describeIssues } from '../util/errors.js';
import { newEventId, type Logger } from '../util/logger.js';

export interface RequestContext {
  scope: Scope;
  requestId: string;
  log: Logger;
  signal: AbortSignal;
  /** A team-mode or /mcp caller: it names no file on the daemon's machine (see paths.ts). */
  remote: boolean;
}

export type Handler<E extends Endpoint> = (input: z.output<E['input']>, ctx: RequestContext) => Promise<z.input<E['output']>>;

export interface ScopeResolver {
  (request: FastifyRequest): Scope;
  /** Whether the caller is remote (team mode, /mcp); false when absent. */
  remote?(request: FastifyRequest): boolean;
}

/** Registers one endpoint: merges params, query and body, validates with the shared schema, runs the handler. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, resolveScope: ScopeResolver, handler: Handler<E>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.bodyLimit,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = {
        ...(request.query as Record<string, unknown>),
        ...(isObject(request.body) ? request.body : {}),
        ...(request.params as Record<string, unknown>),
      };
      if (request.body !== undefined && request.body !== null && !isObject(request.body)) {
        throw new ContextdError('invalid_params', 'the request body must be a JSON object');
      }
      const parsed = endpoint.input.safeParse(raw);
      if (!parsed.success) throw new ContextdError('invalid_params', describeIssues(parsed.error.issues));
      const controller = new AbortController();
      // The response's close, not the request's: since Node 16 a request emits 'close' as soon as
      // its body has been read, which would abort every POST. An unfinished response means the
      // client went away.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const ctx: RequestContext = { scope: resolveScope(request), requestId: String(request.id), log: request.log as unknown as Logger, signal: controller.signal, remote: resolveScope.remote?.(request) ?? false };
      const result = await handler(parsed.data as z.output<E['input']>, ctx);
      reply.code(endpoint.status);
      return result;
    },
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every error leaves the daemon as {error:{code,message,event_id}}; the event id is in the log line too. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    const eventId = newEventId();
    let code: ContextdError['code'];
    let status: number;
    let message: string;
    if (error instanceof ContextdError) {
      code = error.code;
      status = error.httpStatus;
      message = error.message;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      code = fastifyCode(error.code, status);
      message = fastifyMessage(error);
    } else {
      status = 500;
      code = 'internal';
      message = 'internal error; see the daemon log';
    }
    const level = status >= 500 ? 'error' : 'warn';
    // The path without its query string: a query can carry what a caller typed (a search, a path).
    const route = `${request.method} ${request.url.split('?')[0]}`;
    request.log[level]({ event_id: eventId, session_id: request.headers[HEADERS.session], route, code, err: status >= 500 ? error : undefined, msg_detail: message }, 'request failed');
    const retryAfter = error instanceof ContextdError ? error.retryAfter : undefined;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.code(status).send({ error: { code, message, event_id: eventId, ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}) } });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ error: { code: 'not_found', message: `no route ${request.method} ${request.url.split('?')[0]}`, event_id: newEventId() } });
  });
}

/** Longest path parameter the router takes (fastify's default is 100): a 128-character id, percent-encoded, is far shorter. */
export const MAX_PARAM_LENGTH = 2048;

/**
 * Errors fastify raises before a route runs (malformed percent-encoding, a
 * path parameter past MAX_PARAM_LENGTH), in the envelope and naming the
 * parameter, as the route's own validation would.
 */
export function frameworkErrors(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const at = paramAt(request.method, request.url);
  const field = at?.name ?? 'the URL path';
  let message: string;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') message = `${field}: ${field} is too long (at most ${MAX_PARAM_LENGTH} characters in the URL)`;
  else if (error.code === 'FST_ERR_BAD_URL') message = `${field}: not valid percent-encoding (a %XX escape of UTF-8 bytes)`;
  else message = error.message;
  const eventId = newEventId();
  request.log.warn({ event_id: eventId, code: 'invalid_params', msg_detail: message }, 'request refused');
  void reply.code(400).send({ error: { code: 'invalid_params', message, event_id: eventId } });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'the request headers are larger than 16 KiB; send long values in the JSON body'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'the request was not received in time'],
};

/** A request Node's HTTP parser refused (headers too large, malformed HTTP): answered in the envelope, then the socket is closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', `malformed HTTP request (${error.code ?? 'parse error'})`];
  const code = status === 400 || status === 431 ? 'invalid_params' : codeForStatus(status);
  const body = JSON.stringify({ error: { code, message, event_id: newEventId() } });
  socket.end(`HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
}

/** The endpoint parameter a failing URL segment stands for: the first that is not decodable or is too long. */
function paramAt(method: string, url: string): { name: string } | null {
  const segments = (url.split('?')[0] ?? '').split('/');
  for (const endpoint of Object.values(api) as Endpoint[]) {
    const pattern = endpoint.path.split('/');
    if (endpoint.method !== method || pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    for (const [i, part] of pattern.entries()) {
      const segment = segments[i] ?? '';
      if (part.startsWith(':') && (segment.length > MAX_PARAM_LENGTH || !decodes(segment))) return { name: part.slice(1) };
    }
  }
  return null;
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

function fastifyCode(code: string | undefined, status: number): ContextdError['code'] {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'payload_too_large';
  if (status === 415 || status === 400) return 'invalid_params';
  return codeForStatus(status);
}

function fastifyMessage(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'request body is larger than this endpoint accepts';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported content type; send application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `malformed JSON body: ${error.message}`;
    default:
      return error.message;
  }
}

export function headerValue(request: FastifyRequest, name: (typeof HEADERS)[keyof typeof HEADERS]): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Parses framed bodies (see FRAMED_CONTENT_TYPE): only the small JSON head is
 * JSON.parse'd; the large field is decoded as UTF-8 text. A 5 MB JSON.parse
 * blocked the daemon's event loop for ~40 ms.
 */
export function installFramedParser(app: FastifyInstance): void {
  app.addContentTypeParser(FRAMED_CONTENT_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
    try {
      const buffer = body as Buffer;
      const field = request.headers[FRAMED_FIELD_HEADER];
      const newline = buffer.indexOf(10);
      if (typeof field !== 'string' || !/^[a-z_]{1,64}$/.test(field) || newline < 0) {
        throw new ContextdError('invalid_params', `a ${FRAMED_CONTENT_TYPE} body needs the ${FRAMED_FIELD_HEADER} header and a JSON head line`);
      }
      const head: unknown = JSON.parse(buffer.subarray(0, newline).toString('utf8'));
      if (!isObject(head)) throw new ContextdError('invalid_params', 'the framed head must be a JSON object');
      head[field] = buffer.subarray(newline + 1).toString('utf8');
      done(null, head);
    } catch (error) {
      done(error instanceof ContextdError ? error : new ContextdError('invalid_params', `malformed framed body: ${(error as Error).message}`), undefined);
    }
  });
}
