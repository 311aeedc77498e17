import type { Embedder } from '../search/embedder.js';
import { reciprocalRankFusion } from '../search/fusion.js';
import { indexText, queryTerms } from '../search/tokenize.js';
import type { Scope, SearchDocInput, SearchFamily, SearchFilter, SearchIndex, Store } from '../store/types.js';

/** Weights of the three rankers in reciprocal rank fusion. */
const WEIGHTS = { lexical: 1, fragment: 0.6, vector: 0.8 } as const;
const RRF_K = 60;
const RAW_LIMIT = 4_000;

export interface HybridQuery {
  text: string;
  /** Extra query terms (e.g. pattern keywords from the semantic bridge). */
  extraTerms?: string[];
  limit: number;
  /** How many candidates each ranker contributes (default 4 × limit, at least 20). */
  pool?: number;
}

export interface HybridHit {
  refId: string;
  /** 0..1: the fused score relative to the best possible (rank 1 everywhere). */
  score: number;
  lexicalRank: number | null;
  vectorScore: number | null;
}

/**
 * The one hybrid ranker every family uses: BM25 over index terms, trigram
 * fragments, and vector KNN, fused with reciprocal rank fusion.
 */
export class HybridSearch {
  constructor(
    private readonly store: Store,
    readonly embedder: Embedder,
  ) {}

  async document(input: {
    family: SearchFamily;
    refId: string;
    project: string;
    facet?: string | null;
    title: string;
    body: string;
    extraTerms?: string[];
    signal?: AbortSignal;
  }): Promise<SearchDocInput> {
    const extra = input.extraTerms?.join(' ') ?? '';
    const [vector] = await this.embedder.embed([`${input.title}\n${input.body}\n${extra}`], input.signal);
    return {
      family: input.family,
      refId: input.refId,
      project: input.project,
      facet: input.facet ?? null,
      title: indexText(input.title),
      body: indexText(`${input.body}\n${extra}`),
      raw: `${input.title}\n${input.body}`.slice(0, RAW_LIMIT),
      vector: vector as Float32Array,
      embedder: this.embedder.id,
    };
  }

  async query(scope: Scope, filter: SearchFilter, query: HybridQuery): Promise<HybridHit[]> {
    const pool = query.pool ?? Math.max(20, query.limit * 4);
    const terms = queryTerms(`${query.text} ${query.extraTerms?.join(' ') ?? ''}`, 48);
    const [vector] = await this.embedder.embed([`${query.text}\n${query.extraTerms?.join(' ') ?? ''}`]);
    const [lexical, fragment, nearest] = await Promise.all([
      this.store.search.lexical(scope, filter, terms, pool),
      keepUnknown(this.store, fragmentsOf(query.text)).then((fragments) => this.store.search.fragment(scope, filter, fragments, pool)),
      this.store.search.nearest(scope, filter, vector as Float32Array, this.embedder.id, pool),
    ]);
    const fused = reciprocalRankFusion(
      [
        { hits: lexical.map((h) => ({ id: h.refId, score: h.score })), weight: WEIGHTS.lexical },
        { hits: fragment.map((h) => ({ id: h.refId, score: h.score })), weight: WEIGHTS.fragment },
        { hits: nearest.map((h) => ({ id: h.refId, score: h.score })), weight: WEIGHTS.vector },
      ],
      RRF_K,
    );
    const best = (WEIGHTS.lexical + WEIGHTS.fragment + WEIGHTS.vector) / (RRF_K + 1);
    const vectorScores = new Map(nearest.map((h) => [h.refId, h.score]));
    return fused.slice(0, query.limit).map((hit) => ({
      refId: hit.id,
      score: Math.min(1, hit.score / best),
      lexicalRank: hit.ranks[0] ?? null,
      vectorScore: vectorScores.get(hit.id) ?? null,
    }));
  }
}

/**
 * Trigram matching is the fallback for fragments the word index does not know
 * (a partial identifier such as `UserServ`): a fragment whose words are all
 * indexed terms is already found by BM25, and its trigram phrase query (every
 * trigram's postings, ~4 ms for a common path) would add nothing.
 */
async function keepUnknown(store: Store, fragments: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const fragment of fragments) if (await hasUnknownWord(store.search, fragment)) out.push(fragment);
  return out;
}

/**
 * Whether the word index lacks a word of `fragment` (or finds no word in it):
 * then only trigrams can match it. `maxTerms` bounds the words looked up.
 */
export async function hasUnknownWord(index: Pick<SearchIndex, 'hasTerm'>, fragment: string, maxTerms?: number): Promise<boolean> {
  const terms = queryTerms(fragment, maxTerms);
  if (terms.length === 0) return true;
  for (const term of terms) if (!(await index.hasTerm(term))) return true;
  return false;
}

/**
 * Fragments for the trigram index: the whole query when short (a pasted key
 * line), plus identifier-like words (≥ 4 characters with a capital, digit,
 * underscore or dot) that word tokenizing would split.
 */
export function fragmentsOf(text: string): string[] {
  const out = new Set<string>();
  const trimmed = text.trim();
  const words = trimmed.split(/[\s"'`()[\]{},;<>]+/).filter((word) => word.length >= 4);
  // A trigram phrase query reads every trigram's postings: long phrases and
  // plain words are left to BM25, short fragments and identifiers come here.
  if (trimmed.length >= 3 && trimmed.length <= MAX_FRAGMENT && !/\s/.test(trimmed)) out.add(trimmed);
  for (const word of words) {
    if (out.size >= MAX_FRAGMENTS) break;
    if (word.length <= MAX_FRAGMENT && /[A-Z0-9_.$:/-]/.test(word.slice(1))) out.add(word);
  }
  return [...out];
}

const MAX_FRAGMENT = 48;
const MAX_FRAGMENTS = 4;
