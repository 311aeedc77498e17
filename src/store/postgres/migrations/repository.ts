import type { Migration } from '../../migration.js';

/** Indexed repositories, their files and chunks, as in SQLite's migration 4 (see sqlite/migrations/repository.ts). */
export const repositoryMigration: Migration = {
  version: 4,
  name: 'repository',
  sql: `
    CREATE TABLE repositories (
      id TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      root TEXT COLLATE "C" NOT NULL,
      options TEXT NOT NULL,
      embedder TEXT NOT NULL,
      last_indexed_at TEXT,
      created_at TEXT NOT NULL,
      UNIQUE (tenant, project, root)
    );
    CREATE TABLE repository_files (
      id BIGSERIAL PRIMARY KEY,
      repo_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
      tenant TEXT NOT NULL,
      path TEXT NOT NULL,
      hash TEXT NOT NULL,
      size BIGINT NOT NULL,
      mtime_ms DOUBLE PRECISION NOT NULL,
      language TEXT,
      chunk_count INTEGER NOT NULL,
      indexed_at TEXT NOT NULL,
      UNIQUE (repo_id, path)
    );
    CREATE INDEX repository_files_tenant ON repository_files (tenant);
    CREATE TABLE repository_chunks (
      id BIGSERIAL PRIMARY KEY,
      file_id BIGINT NOT NULL REFERENCES repository_files (id) ON DELETE CASCADE,
      repo_id TEXT NOT NULL,
      tenant TEXT NOT NULL,
      start_line INTEGER NOT NULL,
      end_line INTEGER NOT NULL,
      symbol TEXT,
      definitions TEXT NOT NULL,
      text TEXT NOT NULL
    );
    CREATE INDEX repository_chunks_file ON repository_chunks (file_id);
    CREATE INDEX repository_chunks_repo ON repository_chunks (repo_id);
    CREATE INDEX repository_chunks_tenant ON repository_chunks (tenant);
  `,
};
