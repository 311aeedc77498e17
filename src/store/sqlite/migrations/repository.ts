import type { Migration } from '../migrations.js';

export const repositoryMigration: Migration = {
  version: 4,
  name: 'repository',
  sql: `
    CREATE TABLE IF NOT EXISTS repository_placeholder (id INTEGER PRIMARY KEY);
  `,
};
