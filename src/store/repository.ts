/** Store contract of the repository family; every method takes a Scope. */
import type { Scope } from './scope.js';
import type { SearchDocInput } from './search-index.js';

export interface RepositoryOptions {
  include: string[];
  exclude: string[];
  max_file_size: number;
}

export interface RepositoryRow {
  /** Deterministic: derived from tenant, project and root, so a requeued index finds its rows. */
  id: string;
  root: string;
  options: RepositoryOptions;
  embedder: string;
  last_indexed_at: string | null;
  created_at: string;
}

/** What the index remembers of a file to decide whether it changed. */
export interface FileState {
  path: string;
  hash: string;
  size: number;
  mtime_ms: number;
}

export interface ChunkWrite {
  start_line: number;
  end_line: number;
  symbol: string | null;
  /** Definition names in the chunk, space-separated (ranking: a definition beats a mention). */
  definitions: string;
  text: string;
  /** The search document; refId is assigned by the store (the chunk row id). */
  doc: Omit<SearchDocInput, 'refId'>;
}

export interface FileWrite {
  path: string;
  hash: string;
  size: number;
  mtime_ms: number;
  language: string | null;
  chunks: ChunkWrite[];
}

/** One transaction's worth of changes to a repository's index. */
export interface RepositoryBatch {
  /** Files written with their chunks (replacing any previous version of the file). */
  files?: FileWrite[];
  /** Files whose content is unchanged but whose size/mtime moved (e.g. touched). */
  touched?: FileState[];
  /** Files no longer on disk. */
  removed?: string[];
}

export interface RepositoryChunkRow {
  ref_id: string;
  root: string;
  path: string;
  start_line: number;
  end_line: number;
  language: string | null;
  symbol: string | null;
  definitions: string;
  text: string;
}

export interface RepositoryCounts {
  files: number;
  chunks: number;
}

export interface RepositoryStore {
  get(scope: Scope, root: string): Promise<RepositoryRow | null>;
  /** The projects of the scope's tenant that indexed this root, most recently indexed first (a repository is found by path from any project). */
  owners(scope: Scope, root: string): Promise<string[]>;
  list(scope: Scope): Promise<RepositoryRow[]>;
  /** Creates the repository row or updates its options/embedder/last_indexed_at. */
  save(scope: Scope, row: RepositoryRow): Promise<void>;
  fileStates(scope: Scope, repoId: string): Promise<FileState[]>;
  /** Applies a batch in one transaction; returns how many chunks were removed with replaced/removed files. */
  write(scope: Scope, repoId: string, batch: RepositoryBatch): Promise<{ removedChunks: number }>;
  counts(scope: Scope, repoId: string): Promise<RepositoryCounts>;
  /** Chunks by search ref id (only those of this scope), with their file and repository. */
  chunks(scope: Scope, refIds: string[]): Promise<RepositoryChunkRow[]>;
  /** Brackets a large series of writes (SQLite: FTS segment merging is deferred meanwhile). */
  bulkLoad(on: boolean): void;
  /**
   * Whether written chunks should come with their terms counted (SearchDocInput.terms): the
   * PostgreSQL store keeps term statistics, SQLite's FTS5 counts its own.
   */
  readonly countsTerms?: boolean;
  /**
   * Chunks per write transaction (`write`) the store prefers during an index; unset, the
   * indexer's own (48: about 20 ms of SQLite work, the longest the daemon's thread is held).
   */
  readonly writeChunks?: number;
  /** Catches up on index maintenance deferred by bulkLoad (SQLite: FTS merges, off the daemon's thread when it can). */
  compact(signal?: AbortSignal): Promise<void>;
  /** Deletes the repository row (its files and chunks must be removed first with `write`). */
  delete(scope: Scope, repoId: string): Promise<boolean>;
}
