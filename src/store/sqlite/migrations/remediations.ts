import type { Migration } from '../migrations.js';

export const remediationsMigration: Migration = {
  version: 2,
  name: 'remediations',
  sql: `
    CREATE TABLE IF NOT EXISTS remediations_placeholder (id INTEGER PRIMARY KEY);
  `,
};
