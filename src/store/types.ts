/**
 * The Store contract. Every call takes a Scope: there is no unscoped query.
 * Methods are async so a PostgreSQL implementation can follow the same
 * contract; the SQLite one answers synchronously underneath.
 */
import type { CheckpointStore } from './checkpoints.js';
import type { LearnedCommitStore } from './learned.js';
import type { MemoryStore } from './memories.js';
import type { OperationStore } from './operations.js';
import type { RemediationStore } from './remediations.js';
import type { RepositoryStore } from './repository.js';
import type { Scope } from './scope.js';
import type { SearchIndex } from './search-index.js';
import type { SkillStore } from './skills.js';

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
  /** Writes committed state into the main files (SQLite: a WAL checkpoint; PostgreSQL: nothing to do). */
  flush(): Promise<void>;
  /** Checks of the store's own health (structure, indexes, limits, disk); reads everything, so doctor only. */
  health?(): Promise<HealthCheck[]>;
  close(): Promise<void>;
}
