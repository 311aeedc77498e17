import type { Migration } from '../../migration.js';

/**
 * Remediations keep the raw text (what the user recorded, redacted) and the
 * normalized problem (paths, numbers, names replaced by placeholders) that
 * deduplication and search use. `dedup_key` is a hash of the normalized
 * problem and fix; the unique index makes "merge instead of copy" hold even
 * when two writers race. Tenant-wide rows have project ''.
 */
export const remediationsMigration: Migration = {
  version: 2,
  name: 'remediations',
  sql: `
    CREATE TABLE remediations (
      id TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      title TEXT NOT NULL,
      problem TEXT NOT NULL,
      problem_normalized TEXT NOT NULL,
      solution TEXT NOT NULL,
      root_cause TEXT,
      category TEXT,
      tags TEXT NOT NULL,
      affected_files TEXT NOT NULL,
      code_diff TEXT,
      dedup_key TEXT NOT NULL,
      confidence REAL NOT NULL,
      usage_count INTEGER NOT NULL,
      helpful_count INTEGER NOT NULL,
      unhelpful_count INTEGER NOT NULL,
      notes TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX remediations_dedup ON remediations (tenant, project, dedup_key);
    CREATE INDEX remediations_scope ON remediations (tenant, project, id);
    CREATE INDEX remediations_category ON remediations (tenant, category, id);
  `,
};
