/** The search index every family writes its rows into (one table, one BM25, one vector set). */
import type { HashedTerms } from './term-hash.js';
import type { Scope } from './scope.js';

export type SearchFamily = 'checkpoint' | 'remediation' | 'skill' | 'chunk' | 'memory';

/** What a family hands the store to make a row findable; written in the row's transaction. */
export interface SearchDocInput {
  family: SearchFamily;
  refId: string;
  /** The row's project, or TENANT_WIDE. */
  project: string;
  /** Optional family-specific filter value (e.g. the repository root of a chunk). */
  facet?: string | null;
  /** Index text (tokens) of the title-like field, weighted above body. */
  title: string;
  body: string;
  /** Raw-ish text for fragment (trigram) matching, capped by the caller. */
  raw: string;
  vector: Float32Array;
  embedder: string;
  /**
   * The terms of title and body already counted and hashed (hashTerms), when whoever made the
   * document did it off the daemon's thread: a store that keeps term statistics uses them
   * instead of counting again. They must be those of `title` and `body`.
   */
  terms?: HashedTerms;
}

export interface SearchFilter {
  family: SearchFamily;
  /** Projects to include; TENANT_WIDE includes tenant-wide rows. */
  projects: string[];
  facet?: string;
}

export interface SearchHit {
  refId: string;
  score: number;
}

export interface SearchIndex {
  /** BM25 over index terms (title weighted above body), best first. */
  lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]>;
  /** Whether any document (of any family or tenant) contains this index term. */
  hasTerm(term: string): Promise<boolean>;
  /** How many documents (of any family or tenant) contain this index term, counted up to COMMON_DF + 1. */
  documentFrequency(term: string): Promise<number> | number;
  /** Substring matches of fragments (identifiers, stack-trace pieces), best first. */
  fragment(scope: Scope, filter: SearchFilter, fragments: readonly string[], limit: number): Promise<SearchHit[]>;
  /** Nearest vectors of the given embedder, best first (score = cosine). */
  nearest(scope: Scope, filter: SearchFilter, vector: Float32Array, embedder: string, limit: number): Promise<SearchHit[]>;
  /** Number of documents whose vector was made by another embedder (re-embed needed). */
  countStale(scope: Scope, embedder: string): Promise<number>;
  /** This tenant's documents whose vector was made by another embedder, by doc id after `afterId`. */
  staleDocs(scope: Scope, embedder: string, afterId: number, limit: number): Promise<StaleDoc[]>;
  /**
   * Rewrites vectors made by another embedder (re-embed). A document rewritten
   * meanwhile (new doc id) is left alone. Returns how many were replaced.
   */
  replaceVectors(scope: Scope, updates: { docId: number; vector: Float32Array }[], embedder: string): Promise<number>;
  /** Tenants that have documents of another embedder (any scope: used at daemon start). */
  staleTenants(embedder: string): Promise<string[]>;
  /**
   * Loads what the first search would otherwise wait for (PostgreSQL: the postings of the small
   * families, seconds at 100 000 documents). Called once at daemon start, in the background.
   */
  warm?(): Promise<void>;
}

export interface StaleDoc {
  docId: number;
  family: SearchFamily;
  refId: string;
  project: string;
}
