/** Store contract of the memories family; every method takes a Scope. */
import type { Scope } from './scope.js';
import type { SearchDocInput } from './search-index.js';

export interface MemoryRow {
  id: string;
  /** The owning project, or TENANT_WIDE ('') for a tenant-wide memory. */
  project: string;
  content: string;
  kind: string;
  tags: string[];
  source: string | null;
  /** Hash of the kind and the normalized content: equal keys in one project merge. */
  dedup_key: string;
  supersedes: string | null;
  superseded_by: string | null;
  confidence: number;
  usage_count: number;
  helpful_count: number;
  unhelpful_count: number;
  created_at: string;
  updated_at: string;
}

export type MemoryOutcome = { created: boolean; row: MemoryRow };

export interface MemoryListOptions {
  /** Projects to include; TENANT_WIDE includes tenant-wide rows. */
  projects: string[];
  kind?: string;
  tag?: string;
  limit: number;
  /** Exclusive id cursor (newest first). */
  before?: string;
}

export interface MemoryStore {
  findByKey(scope: Scope, project: string, dedupKey: string): Promise<MemoryRow | null>;
  /**
   * Inserts the row with its search document, or — when a row with the same
   * dedup key exists in the same project — merges into it (usage_count + 1,
   * tags united), in one transaction. A created row that names `supersedes`
   * marks that row (when visible) `superseded_by` it in the same transaction.
   */
  record(scope: Scope, row: MemoryRow, doc: SearchDocInput): Promise<MemoryOutcome>;
  get(scope: Scope, id: string): Promise<MemoryRow | null>;
  getMany(scope: Scope, ids: string[]): Promise<MemoryRow[]>;
  list(scope: Scope, opts: MemoryListOptions): Promise<MemoryRow[]>;
  /** Applies feedback atomically; confidence is recomputed by `adjust` from the current row. */
  feedback(scope: Scope, id: string, helpful: boolean, adjust: (row: MemoryRow) => number): Promise<MemoryRow | null>;
  /** Deletes the row and its search document; rows it superseded are current again. */
  delete(scope: Scope, id: string): Promise<boolean>;
  count(scope: Scope, projects: string[]): Promise<number>;
}

/** The row a merge leaves: one more use, tags united, the newer time. */
export function mergedMemory(current: MemoryRow, incoming: Pick<MemoryRow, 'tags' | 'updated_at'>): MemoryRow {
  return { ...current, usage_count: current.usage_count + 1, tags: [...new Set([...current.tags, ...incoming.tags])], updated_at: incoming.updated_at };
}

/** The row feedback leaves. */
export function rememberMemoryFeedback(row: MemoryRow, helpful: boolean, adjust: (row: MemoryRow) => number): MemoryRow {
  return {
    ...row,
    confidence: adjust(row),
    helpful_count: row.helpful_count + (helpful ? 1 : 0),
    unhelpful_count: row.unhelpful_count + (helpful ? 0 : 1),
    updated_at: new Date().toISOString(),
  };
}

export type RawMemory = Omit<MemoryRow, 'tags'> & { tags: string; tenant?: string };

export function parseMemory(raw: RawMemory): MemoryRow {
  const { tenant: _tenant, ...row } = raw;
  return { ...row, tags: JSON.parse(raw.tags) as string[] };
}

export function serializeMemory(scope: Scope, row: MemoryRow): Record<string, unknown> {
  return { ...row, tenant: scope.tenant, tags: JSON.stringify(row.tags) };
}

export const MEMORY_COLUMNS = [
  'id', 'tenant', 'project', 'content', 'kind', 'tags', 'source', 'dedup_key', 'supersedes', 'superseded_by',
  'confidence', 'usage_count', 'helpful_count', 'unhelpful_count', 'created_at', 'updated_at',
] as const;
