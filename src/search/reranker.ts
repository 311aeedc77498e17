/**
 * The optional cross-encoder rerank: any endpoint of the `POST /rerank` contract that
 * Cohere, Jina, Voyage, vLLM, llama.cpp's server and Infinity share —
 *
 *   request  { model, query, documents: string[], top_n }
 *   response { results: [{ index, relevance_score }] }   (index into `documents`)
 *
 * A cross-encoder reads the query and each candidate together, so it matches a symptom told
 * in other words ("committing on a fresh computer asks who I am") to the error a tool printed
 * ("Author identity unknown"), which no lexical or hashed-vector ranker can. It is never
 * required and off by default (CONTEXTD_RERANK_URL unset).
 *
 * Interactive searches wait for it, so there is one attempt with a short timeout and no
 * retries; the caller falls back to its own order when it fails (see `rerankHead` in
 * core/search.ts).
 */
import { ContextdError } from '../util/errors.js';
import { endpointUrl, lazyAgent, postJson } from './http-endpoint.js';

export interface Reranker {
  /** `rerank:<model>`: printed in logs. */
  readonly id: string;
  /** One relevance score per document, in the documents' order (higher is more relevant). */
  scores(query: string, documents: string[], signal?: AbortSignal): Promise<number[]>;
}

export interface HttpRerankerOptions {
  /** Base URL (`http://localhost:8080/v1`) or the full `/rerank` URL. */
  url: string;
  model: string;
  apiKey?: string;
  /** Per-request timeout in ms (default 3000). */
  timeoutMs?: number;
  /** Characters of each document sent (default 2000). */
  maxChars?: number;
}

const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_MAX_CHARS = 2_000;

interface RerankResponse {
  results?: { index?: unknown; relevance_score?: unknown }[];
}

/** The endpoint URL from a base URL or a full one. */
export function rerankUrl(url: string): string {
  return endpointUrl(url, 'rerank');
}

export function createHttpReranker(opts: HttpRerankerOptions): Reranker {
  const url = rerankUrl(opts.url);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
  const dispatcher = lazyAgent();
  return {
    id: `rerank:${opts.model}`,
    async scores(query: string, documents: string[], signal?: AbortSignal): Promise<number[]> {
      if (documents.length === 0) return [];
      const body = { model: opts.model, query, documents: documents.map((d) => (d.length > maxChars ? d.slice(0, maxChars) : d) || ' '), top_n: documents.length, return_documents: false };
      const response = await postJson(url, body, { apiKey: opts.apiKey, timeoutMs, signal, dispatcher, what: 'rerank' });
      if (response.statusCode >= 400) throw new ContextdError('operation_failed', `rerank server ${url} answered HTTP ${response.statusCode}: ${response.text.slice(0, 300)}`);
      return parseScores(response.text, documents.length, url);
    },
  };
}

function parseScores(text: string, expected: number, url: string): number[] {
  let json: RerankResponse;
  try {
    json = JSON.parse(text) as RerankResponse;
  } catch {
    throw new ContextdError('operation_failed', `rerank server ${url} answered with something that is not JSON`);
  }
  if (!Array.isArray(json.results)) throw new ContextdError('operation_failed', `rerank server ${url} answered without a results list`);
  // Documents the server left out (a smaller top_n than asked) rank below every scored one.
  const scores = new Array<number>(expected).fill(Number.NEGATIVE_INFINITY);
  for (const item of json.results) {
    const { index, relevance_score: score } = item;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= expected || typeof score !== 'number' || !Number.isFinite(score)) {
      throw new ContextdError('operation_failed', `rerank server ${url} returned a result without a valid index (0..${expected - 1}) and relevance_score`);
    }
    scores[index] = score;
  }
  return scores;
}
