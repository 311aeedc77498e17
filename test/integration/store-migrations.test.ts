/**
 * Migrations cannot half-fail (docs/decisions.md, "Upgrades"): a SQLite store
 * with pending migrations is copied to data/backups/ first, the pending
 * migrations run in one transaction, a failure names the migration and the
 * backup and leaves the store as it was, and a store newer than this build is
 * refused without a byte changing. The same on PostgreSQL, minus the copy.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate as migratePg } from '../../src/store/postgres/db.js';
import { MIGRATIONS as PG_MIGRATIONS } from '../../src/store/postgres/migrations.js';
import { closeDatabase, openDatabase } from '../../src/store/sqlite/db.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { latestVersion, type Migration } from '../../src/store/migration.js';
import { MIGRATIONS } from '../../src/store/sqlite/migrations.js';
import { ContextdError } from '../../src/util/errors.js';
import { postgresUnavailable, startPgCluster, type PgCluster } from '../helpers/postgres.js';
import { installSqliteFixture, storeFixtures } from '../helpers/store-fixtures.js';
import { tempDir } from '../helpers/tmp.js';

const LATEST = latestVersion(MIGRATIONS);
const fileSha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const fixture = storeFixtures().find((f) => f.version === '0.1.0');
if (!fixture) throw new Error('the 0.1.0 store fixture is missing');
const FIXTURE_SCHEMA = fixture.manifest.stores.sqlite.schema;

/** Migrations after the build's own, numbered far above any real one (gaps on purpose). */
const addTable = (version: number): Migration => ({ version, name: `test: table t${version}`, sql: `CREATE TABLE t${version} (x INTEGER); INSERT INTO t${version} VALUES (${version});` });
const broken = (version: number): Migration => ({ version, name: `test: broken ${version}`, sql: 'INSERT INTO no_such_table VALUES (1);' });

function withHome<T>(fn: (home: string, path: string) => Promise<T>): Promise<T> {
  const tmp = tempDir('contextd-migrate-');
  const path = installSqliteFixture(fixture!.dir, tmp.dir);
  return fn(tmp.dir, path).finally(() => tmp.cleanup());
}

function readOnly<T>(path: string, fn: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const tables = (db: Database.Database) => (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
const counts = (db: Database.Database) =>
  Object.fromEntries(['checkpoints', 'checkpoint_parts', 'remediations', 'skill_versions', 'repository_chunks', 'search_docs', 'operations'].map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]));

describe('SQLite: backups before migrating', () => {
  it('copies a store with pending migrations to data/backups/contextd-<schema>.db (0600) before migrating it', async () => {
    await withHome(async (home, path) => {
      const before = readOnly(path, counts);
      const opened = await openDatabase(path, [...MIGRATIONS, addTable(40)]);
      const backup = join(home, 'data', 'backups', `contextd-${FIXTURE_SCHEMA}.db`);
      try {
        expect(opened.schema).toEqual({ version: 40, latest: 40 });
        expect(opened.backups.map((b) => b.path)).toEqual([backup]);
        expect(opened.backups[0]?.schema).toBe(FIXTURE_SCHEMA);
      } finally {
        await closeDatabase(opened);
      }
      expect((statSync(backup).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(join(home, 'data', 'backups')).mode & 0o777).toString(8)).toBe('700');
      readOnly(backup, (db) => {
        expect(db.pragma('user_version', { simple: true })).toBe(FIXTURE_SCHEMA);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(counts(db)).toEqual(before);
        expect(tables(db)).not.toContain('t40');
      });
      readOnly(path, (db) => expect(db.pragma('user_version', { simple: true })).toBe(40));
    });
  });

  it('makes no copy when nothing is pending, nor for a new store', async () => {
    const tmp = tempDir('contextd-migrate-');
    try {
      const path = join(tmp.dir, 'data', 'contextd.db');
      const fresh = await createSqliteStore(path);
      await fresh.close();
      const again = await createSqliteStore(path);
      expect(again.info.schema).toEqual({ version: LATEST, latest: LATEST });
      expect(again.info.backups).toEqual([]);
      await again.close();
      expect(existsSync(join(tmp.dir, 'data', 'backups'))).toBe(false);
    } finally {
      tmp.cleanup();
    }
  });

  it('keeps the newest two backups', async () => {
    await withHome(async (home, path) => {
      const list: Migration[] = [...MIGRATIONS];
      for (const version of [40, 41, 42]) {
        list.push(addTable(version));
        await closeDatabase(await openDatabase(path, list));
        await new Promise((r) => setTimeout(r, 15)); // distinct modification times
      }
      expect(readdirSync(join(home, 'data', 'backups')).sort()).toEqual(['contextd-40.db', 'contextd-41.db']);
    });
  });

  it('applies migrations whose versions leave gaps', async () => {
    await withHome(async (_home, path) => {
      const opened = await openDatabase(path, [...MIGRATIONS, addTable(47), addTable(52)]);
      try {
        expect(opened.db.pragma('user_version', { simple: true })).toBe(52);
        expect(tables(opened.db)).toEqual(expect.arrayContaining(['t47', 't52']));
      } finally {
        await closeDatabase(opened);
      }
    });
  });
});

describe('SQLite: a failed migration', () => {
  it('leaves the store as it was and names the migration that failed and the backup', async () => {
    await withHome(async (home, path) => {
      const before = readOnly(path, (db) => ({ counts: counts(db), tables: tables(db) }));
      const error = await openDatabase(path, [...MIGRATIONS, addTable(40), broken(41)]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContextdError);
      const message = (error as Error).message;
      expect(message).toContain('migration 41 (test: broken 41)');
      expect(message).toContain('no such table: no_such_table');
      expect(message).toContain(`still at schema version ${FIXTURE_SCHEMA}`);
      expect(message).toContain(join(home, 'data', 'backups', `contextd-${FIXTURE_SCHEMA}.db`));
      readOnly(path, (db) => {
        // Migration 40 ran in the same transaction: it is gone too.
        expect(db.pragma('user_version', { simple: true })).toBe(FIXTURE_SCHEMA);
        expect(tables(db)).toEqual(before.tables);
        expect(counts(db)).toEqual(before.counts);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      });
      // The next start, with the migration fixed, upgrades the same store.
      const fixed = await openDatabase(path, [...MIGRATIONS, addTable(40), addTable(41)]);
      expect(fixed.schema.version).toBe(41);
      await closeDatabase(fixed);
    });
  });
});

describe('SQLite: a crash during a migration', () => {
  it('kill -9 mid-migration leaves the store at its old schema with every record; the next open migrates it', async () => {
    await withHome(async (home, path) => {
      const before = readOnly(path, (db) => ({ counts: counts(db), tables: tables(db) }));
      const slow: Migration = {
        version: LATEST + 60,
        name: 'test: slow',
        sql: 'CREATE TABLE slow AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200000000) SELECT x FROM c;',
      };
      // The built store code in a child process, so it can be killed in the middle of the migration.
      const db = new URL('../../dist/store/sqlite/db.js', import.meta.url).href;
      const migrations = new URL('../../dist/store/sqlite/migrations.js', import.meta.url).href;
      const code = `import { openDatabase } from '${db}'; import { MIGRATIONS } from '${migrations}';
        await openDatabase(${JSON.stringify(path)}, [...MIGRATIONS, ${JSON.stringify(slow)}]);`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'ignore' });
      const backup = join(home, 'data', 'backups', `contextd-${FIXTURE_SCHEMA}.db`);
      const deadline = Date.now() + 20_000;
      while (!existsSync(backup) && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 400));
      expect(child.exitCode, 'the slow migration ended before it could be interrupted').toBeNull();
      child.kill('SIGKILL');
      await new Promise((done) => child.once('exit', done));
      readOnly(path, (db) => {
        expect(db.pragma('user_version', { simple: true })).toBe(FIXTURE_SCHEMA);
        expect(tables(db)).toEqual(before.tables);
        expect(counts(db)).toEqual(before.counts);
      });
      const reopened = await openDatabase(path);
      try {
        expect(reopened.schema).toEqual({ version: LATEST, latest: LATEST });
        expect(counts(reopened.db)).toEqual(before.counts);
        expect(reopened.db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        await closeDatabase(reopened);
      }
    });
  }, 60_000);
});

describe('SQLite: a store newer than this build', () => {
  it('is refused with both versions and what to do, and not a byte of it changes', async () => {
    await withHome(async (home, path) => {
      const upgraded = await openDatabase(path, [...MIGRATIONS, addTable(LATEST + 50)]);
      await closeDatabase(upgraded);
      const sha = fileSha(path);
      const files = readdirSync(join(home, 'data')).sort();
      const error = await createSqliteStore(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContextdError);
      expect((error as ContextdError).code).toBe('conflict');
      expect((error as Error).message).toMatch(new RegExp(`schema version ${LATEST + 50}, newer than the latest this contextd knows \\(${LATEST}\\)`));
      expect((error as Error).message).toMatch(/npm install -g contextd@latest/);
      expect(fileSha(path)).toBe(sha);
      expect(readdirSync(join(home, 'data')).sort()).toEqual(files);
    });
  });
});

const pgUnavailable = postgresUnavailable();
describe.skipIf(pgUnavailable !== null)(`PostgreSQL migrations${pgUnavailable ? ` (skipped: ${pgUnavailable})` : ''}`, () => {
  let cluster: PgCluster;
  let pool: pg.Pool;
  let url: string;
  beforeAll(async () => {
    cluster = await startPgCluster();
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  });

  const pgTable = (version: number): Migration => ({ version, name: `test: table t${version}`, sql: `CREATE TABLE t${version} (x INTEGER); INSERT INTO t${version} VALUES (${version});` });
  const pgBroken = (version: number): Migration => ({ version, name: `test: broken ${version}`, sql: 'INSERT INTO no_such_table VALUES (1);' });
  const applied = async () => (await pool.query<{ version: number }>('SELECT version FROM contextd_migrations ORDER BY version')).rows.map((r) => r.version);
  const exists = async (table: string) => (await pool.query("SELECT to_regclass($1) IS NOT NULL AS present", [table])).rows[0].present as boolean;
  const dump = () => {
    const bin = join(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), 'pg_dump');
    return execFileSync(bin, ['--no-owner', '-d', url], { encoding: 'utf8', maxBuffer: 1 << 26 }).replace(/^(-- Dumped .*|\\(un)?restrict .*)$/gm, '');
  };

  it('runs every pending migration in one transaction: a failure names it and changes nothing', async () => {
    url = await cluster.createDatabase();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const before = await applied();
    const error = await migratePg(pool as never, [...PG_MIGRATIONS, pgTable(40), pgBroken(41)]).catch((e: unknown) => e);
    expect((error as Error).message).toContain('migration 41 (test: broken 41) of the PostgreSQL store failed');
    expect((error as Error).message).toContain(`still at schema version ${latestVersion(PG_MIGRATIONS)}`);
    expect(await applied()).toEqual(before);
    expect(await exists('t40')).toBe(false);
    // Gaps are fine: 40 and 52 both run.
    const done = await migratePg(pool as never, [...PG_MIGRATIONS, pgTable(40), pgTable(52)]);
    expect(done).toEqual({ applied: 2, version: 52, latest: 52 });
    expect(await applied()).toEqual([...before, 40, 52]);
  });

  it('refuses a database with migrations this build does not know, changing nothing', async () => {
    const before = dump();
    const error = await migratePg(pool as never, PG_MIGRATIONS).catch((e: unknown) => e);
    expect((error as ContextdError).code).toBe('conflict');
    expect((error as Error).message).toMatch(new RegExp(`schema version 52 \\(migrations 40, 52 unknown to this contextd, whose latest is ${latestVersion(PG_MIGRATIONS)}\\)`));
    expect(dump()).toBe(before);
  });
});
