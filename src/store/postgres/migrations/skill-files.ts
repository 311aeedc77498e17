import type { Migration } from '../../migration.js';

/** The other files of a skill version's folder, as in SQLite's migration 13 (see sqlite/migrations/skill-files.ts): bytes kept exactly. */
export const skillFilesMigration: Migration = {
  version: 13,
  name: 'skill folder files',
  sql: `
    CREATE TABLE skill_files (
      version_id TEXT COLLATE "C" NOT NULL,
      tenant TEXT NOT NULL,
      path TEXT COLLATE "C" NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      content BYTEA NOT NULL,
      PRIMARY KEY (version_id, path)
    );
  `,
};
