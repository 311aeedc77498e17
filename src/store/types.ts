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
  /** Writes committed state into the main files (SQLite: a WAL checkpoint; PostgreSQL: nothing to do). */
  flush(): Promise<void>;
  /** Checks of the store's own health (structure, indexes, limits, disk); reads everything, so doctor only. */
  health?(): Promise<HealthCheck[]>;
  close(): Promise<void>;
}
