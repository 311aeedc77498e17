import type { Migration } from '../../migration.js';

/**
 * Memories: facts, decisions, conventions, preferences and todos of a project
 * (or tenant-wide, project ''). `dedup_key` hashes the kind and normalized
 * content; the unique index makes "merge instead of copy" hold when two
 * writers race. `superseded_by` is set when a newer memory replaces this one.
 */
export const memoriesMigration: Migration = {
  version: 8,
  name: 'memories',
  sql: `
    CREATE TABLE memories (
      id TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      content TEXT NOT NULL,
      kind TEXT NOT NULL,
      tags TEXT NOT NULL,
      source TEXT,
      dedup_key TEXT NOT NULL,
      supersedes TEXT,
      superseded_by TEXT,
      confidence REAL NOT NULL,
      usage_count INTEGER NOT NULL,
      helpful_count INTEGER NOT NULL,
      unhelpful_count INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX memories_dedup ON memories (tenant, project, dedup_key);
    CREATE INDEX memories_scope ON memories (tenant, project, id);
    CREATE INDEX memories_kind ON memories (tenant, project, kind, id);
  `,
};
