import type { Migration } from '../migrations.js';

export const skillsMigration: Migration = {
  version: 3,
  name: 'skills',
  sql: `
    CREATE TABLE IF NOT EXISTS skills_placeholder (id INTEGER PRIMARY KEY);
  `,
};
