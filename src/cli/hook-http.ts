/**
 * The hook's one call to the daemon, on a plain socket: the typed client loads
 * undici and zod (~100 ms together), and node:http alone costs more to load
 * than the daemon takes to answer, against a SessionStart budget of 2.5× a
 * bare `node -e 0`. The body is the endpoint's JSON, framed when the
 * transcript is large (see FRAMED_CONTENT_TYPE); the path and the answer's
 * shape are held to the API contract by a unit test.
 */
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { FRAMED_CONTENT_TYPE, FRAMED_FIELD_HEADER, FRAMED_MIN_CHARS } from '../api/endpoint.js';
import { HEADERS } from '../api/headers.js';

export const HOOK_EVENT_PATH = '/v1/hooks/events';

export interface HookReply {
  additional_context: string | null;
  want_transcript: boolean;
  actions: string[];
}

export interface HookTarget {
  url: string;
  tenant: string;
  project: string;
  token?: string;
}

/** A connection the daemon refused or reset: nobody is listening (the hook may start a daemon). */
export class DaemonDownError extends Error {}

const require = createRequire(import.meta.url);
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE']);

type HeldSocket = Socket & { heldError?: NodeJS.ErrnoException };

/**
 * Opens the TCP connection to a plain-HTTP daemon at once, so the connect
 * overlaps with reading and parsing the event. Null for https. An error is
 * held until the request reads it.
 */
export function preconnect(daemonUrl: string): Socket | null {
  const url = new URL(daemonUrl);
  if (url.protocol !== 'http:') return null;
  const { connect } = require('node:net') as typeof import('node:net');
  const socket: HeldSocket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) });
  socket.on('error', (error) => (socket.heldError = error));
  return socket;
}

export async function postHookEvent(target: HookTarget, body: Record<string, unknown>, timeoutMs: number, socket: Socket | null = null): Promise<HookReply> {
  const url = new URL(HOOK_EVENT_PATH, target.url);
  const headers: Record<string, string> = {
    [HEADERS.tenant]: target.tenant,
    [HEADERS.project]: target.project,
    [HEADERS.requestId]: `hook-${process.pid}-${Date.now().toString(36)}`,
  };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const payload = encode(body, headers);
  const { status, text } =
    url.protocol === 'https:' ? await viaNodeHttps(url, headers, payload, timeoutMs) : await viaSocket(url, headers, payload, timeoutMs, socket ?? preconnect(target.url));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`the daemon at ${target.url} answered HTTP ${status} with something that is not JSON`);
  }
  if (status >= 400) {
    const error = (json as { error?: { code?: string; message?: string } }).error;
    throw new Error(`daemon: ${error?.code ?? status}: ${error?.message ?? 'request failed'}`);
  }
  return asReply(json);
}

/**
 * One HTTP/1.1 request on a plain socket (`Connection: close`, the answer read
 * to the end). node:http would cost more to load than the daemon takes to
 * answer a SessionStart; fastify's answers are simple (a status line, headers
 * with Content-Length, a JSON body).
 */
function viaSocket(url: URL, headers: Record<string, string>, payload: Buffer, timeoutMs: number, socket: Socket | null): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const held = socket as HeldSocket | null;
    if (!held || held.destroyed) return reject(new DaemonDownError(`no daemon at ${url.origin} (${held?.heldError?.code ?? 'no connection'})`));
    const timer = setTimeout(() => {
      held.destroy();
      reject(new Error(`the daemon at ${url.origin} did not answer within ${timeoutMs} ms`));
    }, Math.max(1, timeoutMs));
    const fail = (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(DOWN_CODES.has(error.code ?? '') ? new DaemonDownError(`no daemon at ${url.origin} (${error.code})`) : error);
    };
    if (held.heldError) return fail(held.heldError);
    const chunks: Buffer[] = [];
    held.removeAllListeners('error');
    held.on('error', fail);
    held.on('data', (chunk: Buffer) => chunks.push(chunk));
    held.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    const lines = [`POST ${url.pathname} HTTP/1.1`, `host: ${url.host}`, 'connection: close', `content-length: ${payload.length}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    held.write(`${lines.join('\r\n')}\r\n\r\n`);
    held.write(payload);
  });
}

/** Status and body of an HTTP/1.1 response (Content-Length or chunked). */
export function parseResponse(raw: Buffer): { status: number; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('the daemon closed the connection before answering');
  const head = raw.subarray(0, split).toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  if (!status) throw new Error('the daemon answered something that is not HTTP');
  let body = raw.subarray(split + 4);
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) body = unchunk(body);
  else {
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length !== undefined) body = body.subarray(0, Number(length));
  }
  return { status, text: body.toString('utf8') };
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A remote daemon behind TLS: node:https, loaded only then. */
function viaNodeHttps(url: URL, headers: Record<string, string>, payload: Buffer, timeoutMs: number): Promise<{ status: number; text: string }> {
  const { request } = require('node:https') as typeof import('node:https');
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(payload.length) }, agent: false, signal: AbortSignal.timeout(Math.max(1, timeoutMs)) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 500, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => reject(DOWN_CODES.has(error.code ?? '') ? new DaemonDownError(`no daemon at ${url.origin} (${error.code})`) : error));
    req.end(payload);
  });
}

function encode(body: Record<string, unknown>, headers: Record<string, string>): Buffer {
  const transcript = body.transcript;
  if (typeof transcript !== 'string' || transcript.length < FRAMED_MIN_CHARS) {
    headers['content-type'] = 'application/json';
    return Buffer.from(JSON.stringify(body));
  }
  const { transcript: _raw, ...head } = body;
  headers['content-type'] = FRAMED_CONTENT_TYPE;
  headers[FRAMED_FIELD_HEADER] = 'transcript';
  return Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), Buffer.from(transcript)]);
}

function asReply(json: unknown): HookReply {
  const value = (json ?? {}) as Partial<HookReply>;
  return {
    additional_context: typeof value.additional_context === 'string' ? value.additional_context : null,
    want_transcript: value.want_transcript === true,
    actions: Array.isArray(value.actions) ? value.actions.filter((a): a is string => typeof a === 'string') : [],
  };
}
