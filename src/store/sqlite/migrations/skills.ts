import type { Migration } from '../../migration.js';

/**
 * `skills` holds one row per skill (the head: latest version, usage), and
 * `skill_versions` every saved version. A tenant-wide skill has project ''.
 * Only the latest version has a search document (ref_id = its version id).
 */
export const skillsMigration: Migration = {
  version: 3,
  name: 'skills',
  sql: `
    CREATE TABLE skills (
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT NOT NULL,
      latest_id TEXT NOT NULL,
      version INTEGER NOT NULL,
      usage_count INTEGER NOT NULL DEFAULT 0,
      last_used_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (tenant, project, name)
    );
    CREATE INDEX skills_recent ON skills (tenant, project, latest_id);

    CREATE TABLE skill_versions (
      id TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT NOT NULL,
      version INTEGER NOT NULL,
      description TEXT NOT NULL,
      content TEXT NOT NULL,
      arguments TEXT NOT NULL,
      tags TEXT NOT NULL,
      metadata TEXT NOT NULL,
      front_matter TEXT,
      created_at TEXT NOT NULL,
      UNIQUE (tenant, project, name, version)
    );
  `,
};
