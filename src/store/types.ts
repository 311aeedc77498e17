/**
 * The Store contract. Every call takes a Scope: there is no unscoped query.
 * Methods are async so a PostgreSQL implementation can follow the same
 * contract; the SQLite one answers synchronously underneath.
 */
import type { OperationStatus, Progress } from '../api/operations.js';
import type { RemediationStore } from './remediations.js';
import type { SkillStore } from './skills.js';
import type { MemoryStore } from './memories.js';
import type { RepositoryStore } from './repository.js';
import type { LearnedCommitStore } from './learned.js';

export interface Scope {
  readonly tenant: string;
  /** The project id; '' is never a project scope (tenant-wide rows use ''). */
  readonly project: string;
}

/** '' marks a tenant-wide row (visible from every project of the tenant). */
export const TENANT_WIDE = '';

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
  fragment(scope: Scope, filter: SearchFilter, fragments: string[], limit: number): Promise<SearchHit[]>;
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
}

export interface StaleDoc {
  docId: number;
  family: SearchFamily;
  refId: string;
  project: string;
}

export interface CheckpointRow {
  id: string;
  project: string;
  name: string;
  summary: string;
  context: string;
  full_state: string;
  session_id: string | null;
  tags: string[];
  metadata: Record<string, unknown>;
  token_count: number;
  created_at: string;
}

export type CheckpointListRow = Omit<CheckpointRow, 'context' | 'full_state' | 'metadata'>;

export interface CheckpointStore {
  insert(scope: Scope, row: CheckpointRow, doc: SearchDocInput): Promise<void>;
  get(scope: Scope, id: string): Promise<CheckpointRow | null>;
  /** Newest first; `before` is an exclusive id cursor. */
  list(scope: Scope, opts: { sessionId?: string; limit: number; before?: string }): Promise<CheckpointListRow[]>;
  getMany(scope: Scope, ids: string[]): Promise<CheckpointListRow[]>;
  delete(scope: Scope, id: string): Promise<boolean>;
  count(scope: Scope): Promise<number>;
}

export interface OperationRow {
  id: string;
  kind: string;
  status: OperationStatus;
  progress: Progress;
  version: number;
  input: unknown;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  created_at: string;
  updated_at: string;
  tenant: string;
  project: string;
}

export interface OperationStore {
  insert(row: OperationRow): Promise<void>;
  update(scope: Scope, row: OperationRow): Promise<void>;
  get(scope: Scope, id: string): Promise<OperationRow | null>;
  list(scope: Scope, opts: { status?: OperationStatus; limit: number }): Promise<OperationRow[]>;
  /** Every operation left queued/running (any scope): used once at daemon start. */
  unfinished(): Promise<OperationRow[]>;
  /** Deletes finished operations updated before the given ISO time. */
  prune(before: string): Promise<number>;
}

export interface ProjectSummary {
  id: string;
  /** Findable rows of the project (every family's search documents). */
  items: number;
  /** Newest checkpoint or operation time (ISO), or null. */
  last_activity: string | null;
}

/**
 * The projects query of both stores: one statement, `?` placeholders in order
 * (tenant three times, then the limit); PostgreSQL numbers them.
 */
export const PROJECTS_SQL = `
  SELECT project AS id, SUM(items) AS items, MAX(last) AS last_activity FROM (
    SELECT project, count(*) AS items, NULL AS last FROM search_docs WHERE tenant = ? AND project <> '' GROUP BY project
    UNION ALL SELECT project, 0, max(updated_at) FROM operations WHERE tenant = ? AND project <> '' GROUP BY project
    UNION ALL SELECT project, 0, max(created_at) FROM checkpoints WHERE tenant = ? AND project <> '' GROUP BY project
  ) AS p GROUP BY project ORDER BY MAX(last) IS NULL, MAX(last) DESC, project LIMIT ?`;

export interface StoreInfo {
  kind: 'sqlite' | 'postgres';
  location: string;
  vector: string;
  /** Schema version of the store after migrating, and the latest this build knows. */
  schema: { version: number; latest: number };
  /** Copies kept before migrations (SQLite), newest first. */
  backups: { path: string; schema: number; bytes: number; created_at: string }[];
}

/** One health check of a store (`contextd doctor`); a failed one says what to run. */
export interface HealthCheck {
  name: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

export interface Store {
  readonly info: StoreInfo;
  readonly search: SearchIndex;
  readonly checkpoints: CheckpointStore;
  readonly operations: OperationStore;
  readonly remediations: RemediationStore;
  readonly skills: SkillStore;
  readonly memories: MemoryStore;
  readonly repository: RepositoryStore;
  readonly learned: LearnedCommitStore;
  /** Row counts per table for this scope's tenant (status output). */
  counts(scope: Scope): Promise<Record<string, number>>;
  /** This scope's tenant's projects (not TENANT_WIDE), most recently active first (the dashboard's selector). */
  projects(scope: Scope, limit: number): Promise<ProjectSummary[]>;
  /** Flushes durable state (SQLite: WAL checkpoint). */
  checkpoint(): Promise<void>;
  /** Checks of the store's own health (structure, indexes, limits, disk); reads everything, so doctor only. */
  health?(): Promise<HealthCheck[]>;
  close(): Promise<void>;
}
