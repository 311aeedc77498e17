/**
 * The `openai` embedder: any OpenAI-compatible `POST /v1/embeddings` endpoint (OpenAI,
 * Ollama, TEI, LM Studio, vLLM) over undici.
 *
 * - Batched: at most `batchSize` texts per request, each cut to `maxChars` (servers reject
 *   inputs over their token limit; the start of a text carries most of its meaning).
 * - Every request has an explicit timeout (AbortSignal.timeout), combined with the
 *   caller's signal: a stalled server must not hang an operation for minutes.
 * - 429 and 5xx answers and connection failures are retried with exponential backoff and
 *   jitter, honouring `Retry-After`; other 4xx answers fail at once with the server's text.
 * - Outputs are L2-normalized: the vector index compares by dot product and assumes unit
 *   vectors, and not every server normalizes.
 * - The id (`openai:<model>:<dim>`) is stored with every vector, so changing the model or
 *   dimension is seen as a different embedder and triggers a re-embed.
 */
import { ContextdError } from '../util/errors.js';
import { endpointUrl, lazyAgent, postJson } from './http-endpoint.js';
import type { Embedder } from './embedder.js';

export interface OpenAiEmbedderOptions {
  /** Base URL (`http://localhost:11434/v1`) or the full `/v1/embeddings` URL. */
  url: string;
  model: string;
  apiKey?: string;
  /** Requested output dimension; sent to the server only when set. Probed when absent. */
  dimensions?: number;
  batchSize?: number;
  /** Per-request timeout in ms. */
  timeoutMs?: number;
  /** Retries after the first attempt for 429/5xx/connection errors. */
  retries?: number;
  /** First backoff delay in ms (doubles per retry, with jitter). */
  backoffMs?: number;
  /** Characters of each text sent (default 8000, ~2000 tokens). */
  maxChars?: number;
}

const DEFAULTS = { batchSize: 64, timeoutMs: 30_000, retries: 4, backoffMs: 250, maxChars: 8_000 } as const;
const MAX_RETRY_AFTER_MS = 30_000;

type Attempt = { vectors: Float32Array[] } | { vectors?: undefined; error: ContextdError; retryable: boolean; retryAfterMs?: number };

interface EmbeddingResponse {
  data?: { embedding?: unknown; index?: number }[];
}

/** The endpoint URL from a base URL or a full one. */
export function embeddingsUrl(url: string): string {
  return endpointUrl(url, 'embeddings');
}

/**
 * Creates the embedder. Without `dimensions` one probe request learns the model's output
 * size, so the id (and the stored vectors' dimension) is known before the first write.
 */
export async function createOpenAiEmbedder(opts: OpenAiEmbedderOptions, signal?: AbortSignal): Promise<Embedder> {
  const client = new OpenAiClient(opts);
  const dim = opts.dimensions ?? (await client.request(['dimension probe'], signal))[0]!.length;
  return {
    id: `openai:${opts.model}:${dim}`,
    dim,
    async embed(texts: string[], embedSignal?: AbortSignal): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      const size = opts.batchSize ?? DEFAULTS.batchSize;
      for (let i = 0; i < texts.length; i += size) {
        embedSignal?.throwIfAborted();
        const vectors = await client.request(texts.slice(i, i + size), embedSignal);
        for (const v of vectors) {
          if (v.length !== dim) throw new ContextdError('operation_failed', `embedding server returned ${v.length} dimensions, expected ${dim} (model ${opts.model})`);
          out.push(v);
        }
      }
      return out;
    },
  };
}

class OpenAiClient {
  private readonly url: string;
  private readonly agent = lazyAgent();

  constructor(private readonly opts: OpenAiEmbedderOptions) {
    this.url = embeddingsUrl(opts.url);
  }

  /** One batch, with retries; vectors in input order, L2-normalized. */
  async request(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const retries = this.opts.retries ?? DEFAULTS.retries;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.attempt(texts, signal);
      if (outcome.vectors) return outcome.vectors;
      if (attempt >= retries || !outcome.retryable) throw outcome.error;
      await sleep(outcome.retryAfterMs ?? backoff(this.opts.backoffMs ?? DEFAULTS.backoffMs, attempt), signal);
    }
  }

  private async attempt(texts: string[], signal: AbortSignal | undefined): Promise<Attempt> {
    const maxChars = this.opts.maxChars ?? DEFAULTS.maxChars;
    const body: Record<string, unknown> = { model: this.opts.model, input: texts.map((t) => (t.length > maxChars ? t.slice(0, maxChars) : t) || ' '), encoding_format: 'float' };
    if (this.opts.dimensions !== undefined) body.dimensions = this.opts.dimensions;
    let response;
    try {
      response = await postJson(this.url, body, { apiKey: this.opts.apiKey, timeoutMs: this.opts.timeoutMs ?? DEFAULTS.timeoutMs, signal, dispatcher: this.agent, what: 'embedding' });
    } catch (error) {
      if (error instanceof ContextdError) return { error, retryable: true };
      throw error;
    }
    if (response.statusCode >= 400) {
      const retryable = response.statusCode === 429 || response.statusCode >= 500;
      const message = `embedding server ${this.url} answered HTTP ${response.statusCode}: ${response.text.slice(0, 300)}`;
      return { error: new ContextdError('operation_failed', message), retryable, retryAfterMs: retryAfter(response.headers['retry-after']) };
    }
    return { vectors: parseVectors(response.text, texts.length, this.url) };
  }
}

function parseVectors(text: string, expected: number, url: string): Float32Array[] {
  let json: EmbeddingResponse;
  try {
    json = JSON.parse(text) as EmbeddingResponse;
  } catch {
    throw new ContextdError('operation_failed', `embedding server ${url} answered with something that is not JSON`);
  }
  const data = Array.isArray(json.data) ? json.data : [];
  if (data.length !== expected) throw new ContextdError('operation_failed', `embedding server ${url} returned ${data.length} embeddings for ${expected} inputs`);
  // Servers may answer out of order; `index` says which input each vector belongs to.
  const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return ordered.map((item) => {
    const values = item.embedding;
    if (!Array.isArray(values) || values.length === 0 || !values.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      throw new ContextdError('operation_failed', `embedding server ${url} returned an embedding that is not a list of numbers`);
    }
    return l2Normalize(Float32Array.from(values as number[]));
  });
}

export function l2Normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  if (sum === 0) return v;
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) v[i]! *= inv;
  return v;
}

function backoff(baseMs: number, attempt: number): number {
  const delay = baseMs * 2 ** attempt;
  return Math.round(delay / 2 + Math.random() * (delay / 2));
}

/** `Retry-After` in seconds (or an HTTP date), capped. */
function retryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)) : undefined;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
