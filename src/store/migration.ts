/**
 * A versioned schema change, the same shape for both stores. Each family owns
 * its migrations (`sqlite/migrations/<family>.ts`, `postgres/migrations/<family>.ts`);
 * PostgreSQL keeps SQLite's version numbers. Never edit a released migration: add one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The schema version a store has after every migration of the list. */
export function latestVersion(migrations: readonly { version: number }[]): number {
  return migrations.reduce((max, m) => Math.max(max, m.version), 0);
}
