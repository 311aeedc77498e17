/**
 * What the HTTP model endpoints (`/v1/embeddings`, `/rerank`) share: the endpoint URL from a
 * base URL or a full one, and one JSON POST with an explicit timeout over a keep-alive agent.
 */
import type { Dispatcher } from 'undici';
import { ContextdError } from '../util/errors.js';

/** `http://host/v1` + `rerank` → `http://host/v1/rerank`; a URL already ending in the name is kept; a bare host gets `/v1/<name>`. */
export function endpointUrl(url: string, name: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  if (path.endsWith(`/${name}`)) return parsed.toString();
  parsed.pathname = path === '' ? `/v1/${name}` : `${path}/${name}`;
  return parsed.toString();
}

export interface JsonAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One POST of `body` as JSON, bounded by `timeoutMs` (combined with the caller's signal). A
 * connection failure or timeout throws `operation_failed` naming the URL (`what` says whose);
 * the caller's own abort rethrows its reason. An HTTP error status is an answer, not a throw.
 */
export async function postJson(
  url: string,
  body: unknown,
  opts: { apiKey?: string; timeoutMs: number; signal?: AbortSignal; dispatcher: () => Promise<Dispatcher>; what: string },
): Promise<JsonAnswer> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const combined = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const { request } = await import('undici');
  const failed = (error: unknown, during: string): ContextdError => {
    if (opts.signal?.aborted) throw opts.signal.reason;
    const reason = timeout.aborted ? `did not ${during} within ${opts.timeoutMs} ms` : `failed: ${(error as Error).message}`;
    return new ContextdError('operation_failed', `${opts.what} request to ${url} ${reason}`);
  };
  let response;
  try {
    response = await request(url, {
      method: 'POST',
      dispatcher: await opts.dispatcher(),
      headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: combined,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
    });
  } catch (error) {
    throw failed(error, 'answer');
  }
  let text: string;
  try {
    text = await response.body.text();
  } catch (error) {
    // An error status with an unreadable body is still that status.
    if (response.statusCode >= 400) text = '';
    else throw failed(error, 'finish its answer');
  }
  return { statusCode: response.statusCode, headers: response.headers, text };
}

/** A keep-alive agent made on first use (undici is loaded lazily: the MCP bundle does not need it). */
export function lazyAgent(): () => Promise<Dispatcher> {
  let agent: Promise<Dispatcher> | null = null;
  return () => (agent ??= import('undici').then((u) => new u.Agent({ keepAliveTimeout: 30_000, connections: 4 })));
}
