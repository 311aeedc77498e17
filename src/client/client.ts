import type { Agent } from 'undici';
import type { Endpoint, EndpointInput, EndpointOutput } from '../api/endpoint.js';
import { FRAMED_CONTENT_TYPE, FRAMED_FIELD_HEADER, FRAMED_MIN_CHARS, pathParams } from '../api/endpoint.js';
import { HEADERS, MAX_WAIT_MS, errorEnvelope, unstorable } from '../api/common.js';
import { operationEndpoints, type Operation } from '../api/operations.js';
import { ContextdError, codeForStatus, isErrorCode } from '../util/errors.js';
import { shortId } from '../util/ids.js';
import { loadHttpStack, type HttpStack } from './http-stack.js';

export interface ClientOptions {
  url: string;
  tenant: string;
  project: string;
  token?: string;
  sessionId?: string;
  /** Default timeout of one call in ms (long polls add their wait). */
  timeoutMs?: number;
  /** How long a call waits out a busy daemon's 429s before reporting `overloaded` (default 30 s; 0: report at once). */
  overloadPatienceMs?: number;
  /** Marks calls made for a remote caller (the daemon's own /mcp sessions): they name no file on the daemon's machine. */
  remote?: boolean;
  /** Called when the daemon cannot be reached; may start it. The call is retried once after. */
  reconnect?: () => Promise<void>;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  traceId?: string;
  /** Overrides the project of this call (a tool's project_path). */
  project?: string;
}

/** How long, and how many times, a call waits out a busy daemon's 429 before giving its error to the caller. */
const OVERLOAD_PATIENCE_MS = 30_000;
const OVERLOAD_ATTEMPTS = 5;

/** Uploads and downloads of JSONL files: a stall this long is a failure. */
const STREAM_TIMEOUT_MS = 5 * 60_000;

const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

class SharedAgent {
  private agent: Promise<Agent> | null = null;
  get(): Promise<Agent> {
    this.agent ??= loadHttpStack().then((u) => new u.Agent({ keepAliveTimeout: 30_000, connections: 16, pipelining: 1 }));
    return this.agent;
  }
  async close(): Promise<void> {
    if (this.agent) await (await this.agent).close();
  }
}

/**
 * The typed daemon client: the only door from cli/ and mcp/ to the daemon.
 * Keep-alive connections, an explicit timeout on every call, error envelopes
 * mapped back to ContextdError.
 */
export class DaemonClient {
  private readonly shared: SharedAgent;
  private readonly origin: string;

  constructor(
    readonly options: ClientOptions,
    shared?: SharedAgent,
  ) {
    this.shared = shared ?? new SharedAgent();
    this.origin = new URL(options.url).origin;
  }

  /** A client for another project that shares this one's connections. */
  forProject(project: string): DaemonClient {
    return new DaemonClient({ ...this.options, project }, this.shared);
  }

  /** Loads the HTTP stack ahead of the first call. */
  preload(): void {
    void this.shared.get();
  }

  async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts: CallOptions = {}): Promise<EndpointOutput<E>> {
    try {
      return await this.sendPatiently(endpoint, input, opts);
    } catch (error) {
      if (!this.options.reconnect || !(error instanceof ContextdError) || error.code !== 'daemon_unavailable' || opts.signal?.aborted) throw error;
      await this.options.reconnect();
      return this.sendPatiently(endpoint, input, opts);
    }
  }

  /**
   * A busy daemon (429 `overloaded`) is asked again after its `Retry-After`, a
   * few times within OVERLOAD_PATIENCE_MS; then its error goes to the caller,
   * which says how long to wait.
   */
  private async sendPatiently<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts: CallOptions): Promise<EndpointOutput<E>> {
    const deadline = Date.now() + (this.options.overloadPatienceMs ?? OVERLOAD_PATIENCE_MS);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send(endpoint, input, opts);
      } catch (error) {
        if (!(error instanceof ContextdError) || error.code !== 'overloaded' || attempt >= OVERLOAD_ATTEMPTS) throw error;
        const waitMs = Math.min(Math.max(1, error.retryAfter ?? 1), 10) * 1000;
        if (Date.now() + waitMs > deadline) throw error;
        await sleep(waitMs, opts.signal);
      }
    }
  }

  private async send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts: CallOptions): Promise<EndpointOutput<E>> {
    const { path, query, body } = buildRequest(endpoint, input as Record<string, unknown>);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    const timeoutMs = opts.timeoutMs ?? this.options.timeoutMs ?? 10_000;
    // undici's own header and body timeouts bound the call (its timers are pooled; an
    // AbortSignal.timeout per call would keep a timer and a signal alive for timeoutMs each).
    const signal = opts.signal;
    const undici = await loadHttpStack();
    const dispatcher = await this.shared.get();
    const encoded = encodeBody(endpoint, body);
    let response;
    let text: string;
    try {
      response = await undici.request(dispatcher, {
        origin: this.origin,
        path: search.size > 0 ? `${path}?${search}` : path,
        method: endpoint.method,
        headers: { ...this.headers(opts), ...encoded.headers },
        body: encoded.body,
        signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      text = await response.body.text();
    } catch (error) {
      throw this.transportError(error, signal, timeoutMs, undici);
    }
    if (response.statusCode >= 400) throw parseErrorBody(response.statusCode, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ContextdError('daemon_unavailable', `${this.options.url} answered ${endpoint.method} ${path} with something that is not JSON; is it a contextd daemon?`);
    }
    const parsed = endpoint.output.safeParse(json);
    if (!parsed.success) throw new ContextdError('internal', `unexpected answer from the daemon for ${endpoint.method} ${endpoint.path}`);
    return parsed.data as EndpointOutput<E>;
  }

  private headers(opts: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {
      [HEADERS.tenant]: this.options.tenant,
      [HEADERS.project]: opts.project ?? this.options.project,
      [HEADERS.requestId]: opts.traceId ?? shortId(8),
    };
    if (this.options.sessionId) headers[HEADERS.session] = this.options.sessionId;
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (this.options.remote) headers[HEADERS.remote] = '1';
    return headers;
  }

  private transportError(error: unknown, signal: AbortSignal | undefined, timeoutMs: number, undici: HttpStack): ContextdError {
    if (signal?.aborted) return new ContextdError('cancelled', 'the request was cancelled');
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if ((code && CONNECT_ERRORS.has(code)) || error instanceof undici.errors.SocketError) {
      return new ContextdError('daemon_unavailable', `cannot reach the contextd daemon at ${this.options.url} (${code ?? 'socket error'}); start it with \`contextd serve\``);
    }
    if (error instanceof undici.errors.HeadersTimeoutError || error instanceof undici.errors.BodyTimeoutError) {
      return new ContextdError('daemon_unavailable', `the daemon at ${this.options.url} did not answer within ${timeoutMs} ms`);
    }
    return new ContextdError('daemon_unavailable', `request to the daemon failed: ${(error as Error).message}`);
  }

  /**
   * Streams a local file as a request body (import's upload) and answers the
   * operation it started. Not retried: a stream is read once.
   */
  async upload(path: string, query: Record<string, string>, file: string, contentType: string, opts: CallOptions = {}): Promise<Operation> {
    const { createReadStream } = await import('node:fs');
    const search = new URLSearchParams(query);
    const text = await this.exchange('POST', `${path}?${search}`, { 'content-type': contentType }, createReadStream(file), opts, async (body) => body.text());
    return operationEndpoints.operationGet.output.parse(JSON.parse(text)) as Operation;
  }

  /** Downloads a body into `file`: written to a temporary name (0600) and renamed once whole. Answers the bytes written. */
  async download(path: string, file: string, opts: CallOptions = {}): Promise<number> {
    const { createWriteStream } = await import('node:fs');
    const { rename, rm } = await import('node:fs/promises');
    const { pipeline } = await import('node:stream/promises');
    const temporary = `${file}.${shortId(8)}.tmp`;
    try {
      const out = createWriteStream(temporary, { mode: 0o600 });
      await this.exchange('GET', path, {}, undefined, opts, (body) => pipeline(body, out));
      await rename(temporary, file);
      return out.bytesWritten;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** One request whose body is a stream; `read` consumes a successful answer's body. */
  private async exchange<T>(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body: NodeJS.ReadableStream | undefined,
    opts: CallOptions,
    read: (body: import('undici').Dispatcher.ResponseData['body']) => Promise<T>,
  ): Promise<T> {
    const undici = await loadHttpStack();
    const dispatcher = await this.shared.get();
    const timeoutMs = opts.timeoutMs ?? STREAM_TIMEOUT_MS;
    try {
      const response = await undici.request(dispatcher, {
        origin: this.origin,
        path,
        method,
        headers: { ...this.headers(opts), ...headers },
        body: body as import('node:stream').Readable | undefined,
        signal: opts.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      if (response.statusCode >= 400) throw parseErrorBody(response.statusCode, await response.body.text());
      return await read(response.body);
    } catch (error) {
      if (error instanceof ContextdError) throw error;
      throw this.transportError(error, opts.signal, timeoutMs, undici);
    }
  }

  /** Long-polls an operation until its version passes `after` or `waitMs` elapses. */
  waitOperation(id: string, after: number, waitMs: number, opts: CallOptions = {}): Promise<Operation> {
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, Math.round(waitMs)));
    return this.call(operationEndpoints.operationGet, { operation_id: id, wait_ms: wait, after }, { ...opts, timeoutMs: wait + 10_000 });
  }

  async close(): Promise<void> {
    await this.shared.close();
  }
}

function buildRequest(endpoint: Endpoint, input: Record<string, unknown>) {
  const params = new Set(pathParams(endpoint.path));
  const path = endpoint.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = String(input[name] ?? '');
    // encodeURIComponent throws a URIError on a lone surrogate: refuse it as the daemon would.
    const problem = unstorable(value, name);
    if (problem) throw new ContextdError('invalid_params', `${name}: ${problem}`);
    return encodeURIComponent(value);
  });
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (!params.has(key) && value !== undefined) rest[key] = value;
  if (endpoint.method === 'POST') return { path, query: {}, body: rest };
  // A DELETE's fields travel in its body: a path field, percent-encoded in a query string, could pass the header limit.
  if (endpoint.method === 'DELETE' && Object.keys(rest).length > 0) return { path, query: {}, body: rest };
  return { path, query: rest, body: undefined };
}

/** JSON, or framed when the endpoint's raw field is large (see FRAMED_CONTENT_TYPE). */
function encodeBody(endpoint: Endpoint, body: Record<string, unknown> | undefined): { body?: string | Buffer; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  const field = endpoint.rawField;
  const raw = field === undefined ? undefined : body[field];
  if (field === undefined || typeof raw !== 'string' || raw.length < FRAMED_MIN_CHARS) {
    return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  }
  const { [field]: _omitted, ...head } = body;
  // One buffer of the exact size, written in place: a template string would be flattened into
  // another multi-MB string on the heap, where it stays until the next full collection.
  const headLine = `${JSON.stringify(head)}\n`;
  const headBytes = Buffer.byteLength(headLine);
  const framed = Buffer.allocUnsafe(headBytes + Buffer.byteLength(raw));
  framed.write(headLine, 0);
  framed.write(raw, headBytes);
  return { body: framed, headers: { 'content-type': FRAMED_CONTENT_TYPE, [FRAMED_FIELD_HEADER]: field } };
}

function parseErrorBody(status: number, text: string): ContextdError {
  try {
    const envelope = errorEnvelope.parse(JSON.parse(text));
    const code = isErrorCode(envelope.error.code) ? envelope.error.code : codeForStatus(status);
    const error = new ContextdError(code, envelope.error.message, envelope.error.event_id);
    if (envelope.error.retry_after !== undefined) error.retryAfter = envelope.error.retry_after;
    return error;
  } catch {
    return new ContextdError(codeForStatus(status), `the daemon answered HTTP ${status}`);
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ContextdError('cancelled', 'the request was cancelled'));
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(new ContextdError('cancelled', 'the request was cancelled'));
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}
