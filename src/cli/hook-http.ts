/**
 * The hook's one call to the daemon, over node:http: the typed client loads
 * undici and zod (~100 ms together), more than the whole budget of a
 * SessionStart hook. The body is the endpoint's JSON, framed when the
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

/**
 * Opens the TCP connection to a plain-HTTP daemon at once, so the connect and
 * the loading of node:http overlap with reading and parsing the event. Null
 * for https (the request then connects itself). A refused connection shows as
 * the request's error; until then the error is held here.
 */
export function preconnect(daemonUrl: string): Socket | null {
  const url = new URL(daemonUrl);
  if (url.protocol !== 'http:') return null;
  const { connect } = require('node:net') as typeof import('node:net');
  const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) });
  socket.on('error', () => undefined);
  require('node:http');
  return socket;
}

export async function postHookEvent(target: HookTarget, body: Record<string, unknown>, timeoutMs: number, socket: Socket | null = null): Promise<HookReply> {
  const url = new URL(HOOK_EVENT_PATH, target.url);
  const { request } = (url.protocol === 'https:' ? require('node:https') : require('node:http')) as typeof import('node:http');
  const headers: Record<string, string> = {
    [HEADERS.tenant]: target.tenant,
    [HEADERS.project]: target.project,
    [HEADERS.requestId]: `hook-${process.pid}-${Date.now().toString(36)}`,
  };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const payload = encode(body, headers);
  return new Promise((resolve, reject) => {
    const connection = socket && !socket.destroyed ? { createConnection: () => socket } : { agent: false as const };
    const req = request(url, { method: 'POST', headers, ...connection, signal: AbortSignal.timeout(Math.max(1, timeoutMs)) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return reject(new Error(`the daemon at ${target.url} answered HTTP ${res.statusCode} with something that is not JSON`));
        }
        if ((res.statusCode ?? 500) >= 400) {
          const error = (json as { error?: { code?: string; message?: string } }).error;
          return reject(new Error(`daemon: ${error?.code ?? res.statusCode}: ${error?.message ?? 'request failed'}`));
        }
        resolve(asReply(json));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' || error.code === 'ENOENT' ? new DaemonDownError(`no daemon at ${target.url} (${error.code})`) : error);
    });
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
