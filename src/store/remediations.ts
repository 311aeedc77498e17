/** Store contract of the remediations family; every method takes a Scope. */
import type { Scope } from './scope.js';
import type { SearchDocInput } from './search-index.js';

export interface RemediationNote {
  helpful: boolean;
  note: string;
  at: string;
}

export interface RemediationRow {
  id: string;
  /** The owning project, or TENANT_WIDE ('') for a tenant-wide record. */
  project: string;
  title: string;
  problem: string;
  problem_normalized: string;
  solution: string;
  root_cause: string | null;
  category: string | null;
  tags: string[];
  affected_files: string[];
  code_diff: string | null;
  /** Hash of the normalized problem and fix: equal keys in one project merge. */
  dedup_key: string;
  confidence: number;
  usage_count: number;
  helpful_count: number;
  unhelpful_count: number;
  notes: RemediationNote[];
  created_at: string;
  updated_at: string;
}

/** What a merge adds to the record kept. */
export interface RemediationMergePatch {
  tags: string[];
  affected_files: string[];
  confidence: number;
  updated_at: string;
}

export type RecordOutcome = { created: true; row: RemediationRow } | { created: false; row: RemediationRow };

export interface RemediationListOptions {
  /** Projects to include; TENANT_WIDE includes tenant-wide rows. */
  projects: string[];
  category?: string;
  limit: number;
  /** Exclusive id cursor (newest first). */
  before?: string;
}

export interface RemediationStore {
  /** The row with this dedup key in exactly this project (or TENANT_WIDE), if any. */
  findByKey(scope: Scope, project: string, dedupKey: string): Promise<RemediationRow | null>;
  /**
   * Inserts the row with its search document, or — when a row with the same
   * dedup key exists in the same project — merges into it (usage_count + 1),
   * in one transaction. `doc` makes the search document (an embedding): a store
   * calls it when it may insert, before its transaction; a merge does not need it.
   * SQLite looks the key up first (in process, free) so a merge makes none;
   * PostgreSQL makes it first, since a look-up would cost every new record a round trip.
   */
  record(scope: Scope, row: RemediationRow, doc: () => Promise<SearchDocInput>): Promise<RecordOutcome>;
  /** A row visible from the scope (its project or tenant-wide). */
  get(scope: Scope, id: string): Promise<RemediationRow | null>;
  getMany(scope: Scope, ids: string[]): Promise<RemediationRow[]>;
  list(scope: Scope, opts: RemediationListOptions): Promise<RemediationRow[]>;
  /** Applies feedback atomically; confidence is recomputed by `adjust` from the current row. */
  feedback(
    scope: Scope,
    id: string,
    helpful: boolean,
    note: RemediationNote | null,
    adjust: (row: RemediationRow) => number,
  ): Promise<RemediationRow | null>;
  delete(scope: Scope, id: string): Promise<boolean>;
  /**
   * One consolidation cluster in one transaction: `keep` absorbs the counts of
   * `merged` (usage, helpful, unhelpful, notes), which are deleted with their
   * search documents. Returns false (and changes nothing) when any row is gone.
   */
  mergeCluster(scope: Scope, keepId: string, mergedIds: string[]): Promise<boolean>;
  /** Every row of these projects, oldest first (consolidation input). */
  all(scope: Scope, projects: string[]): Promise<RemediationRow[]>;
  count(scope: Scope, projects: string[]): Promise<number>;
}
