import Database from 'better-sqlite3';
import { chmodSync, existsSync, renameSync, rmSync, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ContextdError } from '../../util/errors.js';
import { FTS5_MAX_SEGMENT, repairSegments } from './fts-segments.js';
import { ensurePrivateDir } from '../../util/paths.js';
import { backupFile, backupsDir, listBackups, pruneBackups, sqliteHeaderVersion, type StoreBackup } from '../../util/store-backups.js';
import { latestVersion, type Migration } from '../migration.js';
import { MIGRATIONS } from './migrations.js';
import { SAFETY_AUTOCHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer.js';

export type Db = Database.Database;

export interface OpenedDb {
  db: Db;
  vectorExtension: boolean;
  /** Null for in-memory databases. */
  checkpointer: WalCheckpointer | null;
  /** The schema version after migrating, and the latest this build knows. */
  schema: { version: number; latest: number };
  /** The copies kept before migrations, newest first (the one made by this open included). */
  backups: StoreBackup[];
}

/**
 * Closes what openDatabase opened: the checkpointer's thread first (its own connection
 * would otherwise go on touching the file's -wal and -shm after this returns), then the
 * WAL copied back and emptied, then the connection.
 */
export async function closeDatabase(opened: Pick<OpenedDb, 'db' | 'checkpointer'>): Promise<void> {
  await opened.checkpointer?.close();
  if (!opened.db.open) return;
  opened.db.pragma('wal_checkpoint(TRUNCATE)');
  opened.db.close();
}

/**
 * Opens (creating if needed) the SQLite file with WAL, a busy timeout and
 * private permissions, loads sqlite-vec when it can, and migrates.
 * synchronous=NORMAL in WAL mode keeps every committed transaction across a
 * process crash (kill -9); see docs/decisions.md.
 *
 * An existing store is looked at before it is opened for writing: one whose
 * schema is newer than this build's is refused untouched; one with pending
 * migrations is first copied to `backups/contextd-<schema>.db` beside it.
 */
export async function openDatabase(path: string, migrations: readonly Migration[] = MIGRATIONS): Promise<OpenedDb> {
  const latest = latestVersion(migrations);
  let backup: string | null = null;
  if (path !== ':memory:') {
    const current = existingSchema(path);
    if (current !== null && current > latest) throw newerStoreError(path, current, latest);
    if (current !== null && current > 0 && migrations.some((m) => m.version > current)) backup = backupBeforeMigrating(path, current);
    ensurePrivateDir(dirname(path));
  }
  const db = new Database(path);
  if (path !== ':memory:') restrictFiles(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -8000');
  const vectorExtension = await loadVectorExtension(db);
  try {
    migrate(db, migrations, { path, backup });
  } catch (error) {
    db.close();
    throw error;
  }
  const checkpointer = path === ':memory:' ? null : new WalCheckpointer(path);
  if (checkpointer) db.pragma(`wal_autocheckpoint = ${SAFETY_AUTOCHECKPOINT_PAGES}`);
  const version = db.pragma('user_version', { simple: true }) as number;
  return { db, vectorExtension, checkpointer, schema: { version, latest }, backups: path === ':memory:' ? [] : listBackups(dirname(path)) };
}

/**
 * The schema version of an existing, non-empty store file; null when there is
 * none yet. The header says it without opening the file; after a crash the
 * WAL may hold a newer one, which a read-only connection sees (it never
 * writes to the store; it may leave an empty -wal/-shm beside it).
 */
function existingSchema(path: string): number | null {
  if (!existsSync(path) || statSync(path).size === 0) return null;
  const wal = `${path}-wal`;
  if (!existsSync(wal) || statSync(wal).size === 0) {
    const version = sqliteHeaderVersion(path);
    if (version !== null) return version;
  }
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

function newerStoreError(path: string, current: number, latest: number): ContextdError {
  return new ContextdError(
    'conflict',
    `the store ${path} has schema version ${current}, newer than the latest this contextd knows (${latest}): a newer contextd wrote it. ` +
      'Run that newer contextd (or upgrade this one: npm install -g contextd@latest), or point CONTEXTD_HOME at another folder; ' +
      'the store was not opened for writing and is unchanged.',
  );
}

/**
 * Copies the store to `backups/contextd-<schema>.db` (0600) with VACUUM INTO
 * from a read-only connection: a consistent snapshot, WAL included, written
 * to a temporary name and renamed, so a crash never leaves half a backup
 * under the real name. The newest two backups are kept.
 */
function backupBeforeMigrating(path: string, schema: number): string {
  const dataDir = dirname(path);
  ensurePrivateDir(backupsDir(dataDir));
  const target = backupFile(dataDir, schema);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(path, { readonly: true, fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new ContextdError('internal', `could not back up ${path} to ${target} before migrating it (${(error as Error).message}); the store is unchanged`);
  } finally {
    source.close();
  }
  chmodSync(partial, 0o600);
  renameSync(partial, target);
  pruneBackups(dataDir);
  return target;
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

/**
 * Applies the pending migrations (versions above `PRAGMA user_version`, gaps
 * allowed) in one IMMEDIATE transaction: either the store reaches the latest
 * schema or it stays exactly as it was. A failure names the migration, the
 * schema the store kept and the backup. A store newer than `migrations` is
 * refused. Returns how many migrations ran.
 */
export function migrate(db: Db, migrations: readonly Migration[], where: { path?: string; backup?: string | null } = {}): number {
  const latest = latestVersion(migrations);
  const pending = [...migrations].sort((a, b) => a.version - b.version);
  return writeTransaction(db, () => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > latest) throw newerStoreError(where.path ?? 'database', current, latest);
    const todo = pending.filter((m) => m.version > current);
    for (const migration of todo) {
      try {
        db.exec(migration.sql);
      } catch (error) {
        const kept = where.backup ? `; a copy made before migrating is at ${where.backup}` : '';
        throw new ContextdError(
          'internal',
          `migration ${migration.version} (${migration.name}) of ${where.path ?? 'the store'} failed: ${(error as Error).message}. ` +
            `Nothing was changed: the store is still at schema version ${current}${kept}.`,
        );
      }
    }
    const last = todo[todo.length - 1];
    if (last) db.pragma(`user_version = ${last.version}`);
    return todo.length;
  });
}
