import type { Migration } from '../../migration.js';

/** Skills and their versions, as in SQLite's migration 3 (see sqlite/migrations/skills.ts). */
export const skillsMigration: Migration = {
  version: 3,
  name: 'skills',
  sql: `
    CREATE TABLE skills (
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT COLLATE "C" NOT NULL,
      latest_id TEXT COLLATE "C" NOT NULL,
      version INTEGER NOT NULL,
      usage_count INTEGER NOT NULL DEFAULT 0,
      last_used_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (tenant, project, name)
    );
    CREATE INDEX skills_recent ON skills (tenant, project, latest_id);

    CREATE TABLE skill_versions (
      id TEXT COLLATE "C" PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT COLLATE "C" NOT NULL,
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
