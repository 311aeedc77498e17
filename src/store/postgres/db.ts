import pg from 'pg';
import { ContextdError } from '../../util/errors.js';
import { MIGRATIONS, type PgMigration } from './migrations.js';

export type Pool = pg.Pool;

/** Anything that runs a query: the pool (autocommit) or a transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** A transaction: its connection, and work to do only once it has committed (in-memory caches). */
export interface Tx extends Queryable {
  onCommit(fn: () => void): void;
}

/** Arbitrary constant: the advisory lock every contextd migration takes. */
const MIGRATION_LOCK = 0x636f6e74; // 'cont'

export function createPool(url: string): Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client whose server went away emits 'error'; without a listener that kills the process.
  pool.on('error', () => undefined);
  const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  pool.query = ((text: string, values?: unknown[]) => query(text, values).catch(rethrow)) as Pool['query'];
  return pool;
}

/** SQLSTATE 22021: text PostgreSQL cannot hold, which from contextd's callers means a NUL character. */
const UNTRANSLATABLE = '22021';

/**
 * A NUL character in a text field is the caller's input, not a server fault:
 * it becomes invalid_params (HTTP 400) instead of an internal error.
 */
function rethrow(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === UNTRANSLATABLE) {
    throw new ContextdError('invalid_params', 'a text field contains a NUL character (\\u0000), which the PostgreSQL store cannot hold (only full_state may contain one); remove it');
  }
  throw error;
}

/**
 * Runs `fn` in a transaction on one connection of the pool (BEGIN/COMMIT),
 * so two transactions never interleave on a connection. Callbacks given to
 * `onCommit` run after COMMIT succeeded, never after a rollback.
 */
export async function withTransaction<T>(pool: Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const committed: (() => void)[] = [];
  const tx: Tx = {
    query: (text, values) => client.query(text, values).catch(rethrow),
    onCommit: (callback) => void committed.push(callback),
  };
  try {
    await client.query('BEGIN');
    const result = await fn(tx);
    await client.query('COMMIT');
    for (const callback of committed) callback();
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** True when PostgreSQL reports a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * Applies pending migrations, each in its own transaction holding a
 * transaction-scoped advisory lock: a second daemon migrating the same
 * database waits, then finds the version applied and skips it.
 */
export async function migrate(pool: Pool, migrations: readonly PgMigration[] = MIGRATIONS): Promise<number> {
  let applied = 0;
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const ran = await withTransaction(pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query(`CREATE TABLE IF NOT EXISTS contextd_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
      const done = await tx.query('SELECT 1 FROM contextd_migrations WHERE version = $1', [migration.version]);
      if (done.rowCount) return false;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO contextd_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied++;
  }
  return applied;
}

/** Whether the pgvector extension is installed in this database. */
export async function hasVectorExtension(db: Queryable): Promise<boolean> {
  const found = await db.query("SELECT 1 FROM pg_extension WHERE extname = 'vector'");
  return (found.rowCount ?? 0) > 0;
}

/** `$first, $first+1, …` placeholders for a list of values. */
export function placeholders(count: number, first: number): string {
  return Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
}

/** Collects query values and hands out their `$n` placeholders, for SQL built clause by clause. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
