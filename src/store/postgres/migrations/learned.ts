import type { Migration } from '../../migration.js';

/** Commits `contextd learn --from-git` mined, per project and repository (the SQLite store's migration 7). */
export const learnedCommitsMigration: Migration = {
  version: 7,
  name: 'learned commits',
  sql: `
    CREATE TABLE learned_commits (
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      repo TEXT NOT NULL,
      commit_id TEXT NOT NULL,
      remediation_id TEXT,
      learned_at TEXT NOT NULL,
      PRIMARY KEY (tenant, project, repo, commit_id)
    );
  `,
};
