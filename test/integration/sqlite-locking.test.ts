import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, writeTransaction, type OpenedDb } from '../../src/store/sqlite/db.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * Another connection (the index compaction worker, here a child process)
 * holds the write lock while the daemon runs a transaction that reads, then
 * writes: a deferred transaction fails at once, an immediate one waits.
 */
const HOLD_MS = 400;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup(): Promise<{ opened: OpenedDb; holdWriteLock: () => Promise<{ done: Promise<void> }> }> {
  const tmp = tempDir();
  const path = join(tmp.dir, 'lock.db');
  const opened = await openDatabase(path, []);
  opened.db.exec('CREATE TABLE t (n INTEGER)');
  cleanups.push(async () => {
    await closeDatabase(opened);
    tmp.cleanup();
  });
  const holdWriteLock = () =>
    new Promise<{ done: Promise<void> }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(process.argv[1]);
           db.pragma('busy_timeout = 5000');
           db.exec('BEGIN IMMEDIATE'); db.prepare('INSERT INTO t VALUES (0)').run();
           process.stdout.write('locked\\n');
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${HOLD_MS});
           db.exec('COMMIT'); db.close();`,
          path,
        ],
        { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const done = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.stdout.once('data', () => resolve({ done }));
      child.once('error', reject);
    });
  return { opened, holdWriteLock };
}

const readThenWrite = (opened: OpenedDb) => () => {
  const before = (opened.db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
  opened.db.prepare('INSERT INTO t VALUES (?)').run(before + 1);
};

describe('write transactions with another writer on the file', () => {
  it('a deferred transaction that reads first fails at once (why writeTransaction exists)', async () => {
    const { opened, holdWriteLock } = await setup();
    const holder = await holdWriteLock();
    expect(() => opened.db.transaction(readThenWrite(opened))()).toThrow(/locked|busy/i);
    await holder.done;
  });

  it('writeTransaction waits for the lock and commits', async () => {
    const { opened, holdWriteLock } = await setup();
    const holder = await holdWriteLock();
    const started = performance.now();
    writeTransaction(opened.db, readThenWrite(opened));
    expect(performance.now() - started).toBeGreaterThan(HOLD_MS / 4);
    await holder.done;
    expect(opened.db.prepare('SELECT n FROM t ORDER BY rowid').all()).toEqual([{ n: 0 }, { n: 2 }]);
  });
});
