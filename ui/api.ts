/**
 * The dashboard's only way to the daemon: the same REST API as the tools, on
 * the page's own origin, with the chosen project and (team mode) the token on
 * every request. Types come from the daemon's shared schemas (src/api).
 */
import type { Operation } from '../src/api/operations.js';

const TOKEN_KEY = 'contextd.token';
const PROJECT_KEY = 'contextd.project';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let token: string | null = sessionStorage.getItem(TOKEN_KEY);
let project: string | null = localStorage.getItem(PROJECT_KEY);

export function setToken(value: string | null): void {
  token = value;
  if (value === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, value);
}

export function currentProject(): string | null {
  return project;
}

export function setProject(value: string): void {
  project = value;
  localStorage.setItem(PROJECT_KEY, value);
}

function headers(json: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (json) out['content-type'] = 'application/json';
  if (project) out['x-contextd-project'] = project;
  if (token) out.authorization = `Bearer ${token}`;
  return out;
}

/** Listeners told when the daemon answers 401 (team mode without a valid token). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function failure(response: Response): Promise<ApiError> {
  let code = 'internal';
  let message = `${response.status} ${response.statusText}`;
  try {
    const body = (await response.json()) as { error?: { code: string; message: string } };
    if (body.error) ({ code, message } = body.error);
  } catch {
    // not JSON: keep the status line
  }
  if (response.status === 401) for (const listener of unauthorizedListeners) listener();
  return new ApiError(response.status, code, message);
}

export async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T> {
  let url = path;
  if (method === 'GET' && body) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== null) query.set(key, String(value));
    const text = query.toString();
    if (text) url += `?${text}`;
  }
  const send = method !== 'GET' && body !== undefined;
  const response = await fetch(url, { method, headers: headers(send), body: send ? JSON.stringify(body) : undefined, cache: 'no-store' });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export const get = <T>(path: string, query?: Record<string, unknown>) => call<T>('GET', path, query);
export const post = <T>(path: string, body: Record<string, unknown> = {}) => call<T>('POST', path, body);
export const del = <T>(path: string, body?: Record<string, unknown>) => call<T>('DELETE', path, body);

export const segment = encodeURIComponent;

export interface OperationStreamHandlers {
  snapshot(operations: Operation[]): void;
  change(operation: Operation): void;
  /** The stream is open (true) or lost and being retried (false). */
  connected(open: boolean): void;
}

/**
 * Follows GET /v1/operations/events, the daemon's Server-Sent Events stream,
 * with fetch() rather than EventSource so the token travels in the
 * Authorization header (never in a URL). Reconnects after a second when the
 * stream drops; `stop` ends it.
 */
export function followOperations(handlers: OperationStreamHandlers): () => void {
  let stopped = false;
  let controller = new AbortController();
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const response = await fetch('/v1/operations/events', { headers: headers(false), signal: controller.signal, cache: 'no-store' });
        if (!response.ok || !response.body) throw await failure(response);
        handlers.connected(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            dispatch(buffer.slice(0, end), handlers);
            buffer = buffer.slice(end + 2);
          }
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status === 401) return;
      }
      if (stopped) return;
      handlers.connected(false);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller.abort();
  };
}

function dispatch(block: string, handlers: OperationStreamHandlers): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return;
  const payload: unknown = JSON.parse(data.join('\n'));
  if (event === 'snapshot') handlers.snapshot((payload as { operations: Operation[] }).operations);
  else if (event === 'operation') handlers.change(payload as Operation);
}
