import Database from 'better-sqlite3';
import { chmodSync, existsSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ContextdError } from '../../util/errors.js';
import { FTS5_MAX_SEGMENT, repairSegments } from './fts-segments.js';
import { ensurePrivateDir } from '../../util/paths.js';
import { MIGRATIONS, type Migration } from './migrations.js';
import { SAFETY_AUTOCHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer.js';

export type Db = Database.Database;

export interface OpenedDb {
  db: Db;
  vectorExtension: boolean;
  /** Null for in-memory databases. */
  checkpointer: WalCheckpointer | null;
}

/**
 * Opens (creating if needed) the SQLite file with WAL, a busy timeout and
 * private permissions, loads sqlite-vec when it can, and migrates.
 * synchronous=NORMAL in WAL mode keeps every committed transaction across a
 * process crash (kill -9); see docs/decisions.md.
 */
export async function openDatabase(path: string, migrations: readonly Migration[] = MIGRATIONS): Promise<OpenedDb> {
  if (path !== ':memory:') ensurePrivateDir(dirname(path));
  const db = new Database(path);
  if (path !== ':memory:') restrictFiles(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -8000');
  const vectorExtension = await loadVectorExtension(db);
  migrate(db, migrations);
  const checkpointer = path === ':memory:' ? null : new WalCheckpointer(path);
  if (checkpointer) db.pragma(`wal_autocheckpoint = ${SAFETY_AUTOCHECKPOINT_PAGES}`);
  return { db, vectorExtension, checkpointer };
}

function restrictFiles(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

async function loadVectorExtension(db: Db): Promise<boolean> {
  if (process.env.CONTEXTD_SQLITE_VEC === '0') return false;
  try {
    const vec = await import('sqlite-vec');
    vec.load(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `fn` in a transaction that takes the write lock when it begins
 * (BEGIN IMMEDIATE). Other connections write to the file too (the index
 * compaction worker, a second daemon's migration): a deferred transaction that
 * reads first and then writes fails with "database is locked" at once when
 * another connection committed in between, without waiting out busy_timeout;
 * an immediate one waits for the lock like any single statement does.
 */
export function writeTransaction<T>(db: Db, fn: () => T): T {
  try {
    return db.transaction(fn).immediate();
  } catch (error) {
    throw (error as { code?: string })?.code === 'SQLITE_FULL' ? storeFull(db) : error;
  }
}

/**
 * SQLITE_FULL ("database or disk is full") says neither which nor what to do.
 * When a full-text table is at FTS5's segment limit it is merged down here, so
 * the store takes writes again at once; otherwise the disk is full. Either way
 * the error says what to run.
 */
export function storeFull(db: Db): ContextdError {
  let repaired: string[] = [];
  try {
    repaired = repairSegments(db);
  } catch {
    // the disk itself is full: merging needs room too
  }
  const again = 'run the same command again (a repository index resumes where it stopped; everything written before is kept)';
  if (repaired.length > 0) {
    return new ContextdError(
      'operation_failed',
      `store full: the full-text index (${repaired.join(', ')}) reached SQLite FTS5's limit of ${FTS5_MAX_SEGMENT} segments; it has been merged down, ${again}`,
    );
  }
  const dir = db.name === ':memory:' ? null : dirname(db.name);
  return new ContextdError(
    'operation_failed',
    `store full: SQLite answered "database or disk is full"${dir ? ` with ${formatBytes(freeBytes(dir))} free on ${dir}` : ''}; free disk space, then ${again}; \`contextd doctor\` checks the store`,
  );
}

/** Bytes free to this user on the file system holding `dir` (null when it cannot be read). */
export function freeBytes(dir: string): number | null {
  try {
    const fs = statfsSync(dir);
    return Number(fs.bavail) * Number(fs.bsize);
  } catch {
    return null;
  }
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'unknown space';
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${(bytes / 1024 ** 2).toFixed(0)} MB`;
}

export function migrate(db: Db, migrations: readonly Migration[]): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = migrations.filter((m) => m.version > current).sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    writeTransaction(db, () => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    });
  }
  return pending.length;
}
