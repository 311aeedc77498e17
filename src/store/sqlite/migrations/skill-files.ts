import type { Migration } from '../../migration.js';

/**
 * The other files of a skill's folder (scripts, templates, images beside
 * SKILL.md), stored per version: a new version carries its own set and older
 * versions keep theirs. `path` is relative to the skill's folder; `content`
 * holds the bytes exactly (text or binary), with their size and SHA-256.
 * Limits are checked before a row is written (src/core/skills/files.ts).
 */
export const skillFilesMigration: Migration = {
  version: 13,
  name: 'skill folder files',
  sql: `
    CREATE TABLE skill_files (
      version_id TEXT NOT NULL,
      tenant TEXT NOT NULL,
      path TEXT NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      content BLOB NOT NULL,
      PRIMARY KEY (version_id, path)
    );
  `,
};
