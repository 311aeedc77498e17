import pg from 'pg';
import { ContextdError } from '../../util/errors.js';
import type { Migration } from '../migration.js';
import { MIGRATIONS } from './migrations.js';

export type Pool = pg.Pool;

/** Anything that runs a query: the pool (autocommit) or a transaction's client. */
export interface Queryable {
  /** `text` may be a named statement's config (parsed once per connection). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** A transaction: its connection, and work to do only once it has committed (in-memory caches). */
export interface Tx extends Queryable {
  onCommit(fn: () => void): void;
}

/**
 * A connection that sets the planner's cost of a random page read before it is used.
 * Searches find their candidates through GIN indexes; with the default (4, a spinning
 * disk's) the planner scans the whole table instead once a query's words are common,
 * reading every document's tokens out of TOAST: 40–80 ms against 8 ms for a two-word
 * query on the npm tree's 7 731 chunks. 1.1 is the usual figure for data in memory or on
 * SSD. And every execution of a named statement is planned with its values: the generic
 * plans the server otherwise keeps after five executions made a remediation search ~1.2 ms
 * slower (the planner must see the query's words). SETs once connected, not startup
 * options, so that connection poolers accept them.
 */
class PlannedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): void;
  override connect(callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): Promise<pg.Client> | void {
    const ready = super.connect().then(async () => {
      await super.query('SET random_page_cost = 1.1; SET plan_cache_mode = force_custom_plan');
      return this as pg.Client;
    });
    if (!callback) return ready;
    ready.then(
      (client) => (callback as (err: null, client: pg.Client) => void)(null, client),
      (error: Error) => (callback as (err: Error) => void)(error),
    );
  }
}

/** Arbitrary constant: the advisory lock every contextd migration takes. */
const MIGRATION_LOCK = 0x636f6e74; // 'cont'

export function createPool(url: string): Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000, Client: PlannedClient });
  // An idle client whose server went away emits 'error'; without a listener that kills the process.
  pool.on('error', () => undefined);

  const query = pool.query.bind(pool) as (text: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;
  pool.query = ((text: string | pg.QueryConfig, values?: unknown[]) => query(text, values).catch(rethrow)) as Pool['query'];
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
 * `onCommit` run after COMMIT succeeded, never after a rollback. `begin` may
 * add SET LOCAL statements (no parameters) to the BEGIN round trip.
 */
export async function withTransaction<T>(pool: Pool, fn: (tx: Tx) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  const committed: (() => void)[] = [];
  const tx: Tx = {
    query: (text, values) => client.query(text, values).catch(rethrow),
    onCommit: (callback) => void committed.push(callback),
  };
  try {
    await client.query(begin);
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

/**
 * Applies the pending migrations (those not in `contextd_migrations`; version
 * numbers may leave gaps) in one transaction holding a transaction-scoped
 * advisory lock: a second daemon migrating the same database waits, then finds
 * them applied. PostgreSQL's DDL is transactional, so a failing migration
 * leaves the database exactly as it was; the error names it. A database with a
 * migration this build does not know was written by a newer contextd: it is
 * refused before anything is changed.
 */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<{ applied: number; version: number; latest: number }> {
  const known = new Set(migrations.map((m) => m.version));
  const latest = Math.max(0, ...known);
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const exists = await tx.query("SELECT to_regclass('contextd_migrations') IS NOT NULL AS present");
    const done = new Set<number>();
    if (exists.rows[0]?.present) {
      for (const row of (await tx.query<{ version: number }>('SELECT version FROM contextd_migrations')).rows) done.add(row.version);
    }
    const current = Math.max(0, ...done);
    const unknown = [...done].filter((v) => !known.has(v)).sort((a, b) => a - b);
    if (unknown.length > 0) {
      throw new ContextdError(
        'conflict',
        `the PostgreSQL store has schema version ${current} (migrations ${unknown.join(', ')} unknown to this contextd, whose latest is ${latest}): a newer contextd wrote it. ` +
          'Run that newer contextd (or upgrade this one: npm install -g contextd@latest), or point CONTEXTD_DATABASE_URL at another database; the database is unchanged.',
      );
    }
    const todo = [...migrations].filter((m) => !done.has(m.version)).sort((a, b) => a.version - b.version);
    if (todo.length === 0) return { applied: 0, version: current, latest };
    await tx.query(`CREATE TABLE IF NOT EXISTS contextd_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    for (const migration of todo) {
      try {
        await tx.query(migration.sql);
      } catch (error) {
        throw new ContextdError(
          'internal',
          `migration ${migration.version} (${migration.name}) of the PostgreSQL store failed: ${(error as Error).message}. ` +
            `Nothing was changed (one transaction): the database is still at schema version ${current}.`,
        );
      }
      await tx.query('INSERT INTO contextd_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    return { applied: todo.length, version: Math.max(current, ...todo.map((m) => m.version)), latest };
  });
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

/**
 * Names for statements built per shape (a ranking's number of terms and lists, its scope
 * clause): the server parses a named statement once per connection and binds it afterwards
 * (planning it each time, see PlannedClient). At most `max` shapes are named per
 * process, first come first named (the server keeps a connection's prepared statements until
 * it closes); other shapes are sent as text, as before.
 */
export class StatementShapes {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly prefix: string,
    private readonly max: number,
  ) {}

  /** The query config for `text`: named when its shape has a name or one is left. */
  config(text: string, values: unknown[]): pg.QueryConfig {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `${this.prefix}-${this.names.size}`;
      this.names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  }
}

/** Collects query values and hands out their `$n` placeholders, for SQL built clause by clause. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
