/**
 * A store that fills up mid-index (SQLite's SQLITE_FULL, made here with
 * max_page_count, SQLite's own cap on the file's size): the index fails with a
 * message saying what to do, the store keeps every file written before, takes
 * other writes once there is room, and the next index resumes.
 */
import type Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeTree } from '../../bench/tree.mjs';
import { api } from '../../src/api/routes.js';
import type { Operation } from '../../src/api/operations.js';
import type { DaemonClient } from '../../src/client/client.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';

const tmp = tempDir('contextd-full-');
const tree = join(tmp.dir, 'tree');
let daemon: TestDaemon;
let client: DaemonClient;
let db: Database.Database;

beforeAll(async () => {
  writeTree(tree, 600, { prefix: 'full' });
  daemon = await startTestDaemon({ home: join(tmp.dir, 'home') });
  client = daemon.client('proj-full');
  // The store's own connection (the file's size cap is per connection).
  db = (daemon.services.store.search as unknown as { db: Database.Database }).db;
});

afterAll(async () => {
  await daemon?.close();
  tmp.cleanup();
});

async function finished(op: Operation): Promise<Operation> {
  while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 20_000);
  return op;
}

it('fails an index with a clear message when the disk fills, keeps what it wrote, and resumes once there is room', async () => {
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages + 400}`); // ~1.6 MB more: room for part of the tree
  const failed = await finished(await client.call(api.repositoryIndex, { path: tree }));
  expect(failed.status).toBe('failed');
  expect(failed.error?.code).toBe('operation_failed');
  expect(failed.error?.message).toMatch(/^store full: SQLite answered "database or disk is full" with .* free on .*; free disk space, then run the same command again \(a repository index resumes where it stopped/);
  const partial = await client.call(api.repositoryStatus, { path: tree });
  expect(partial.indexed_files).toBeGreaterThan(0);
  expect(partial.indexed_files).toBeLessThan(601);

  db.pragma('max_page_count = 4294967294'); // room again
  const saved = await finished(await client.call(api.checkpointSave, { summary: 'after the disk filled up' }));
  expect(saved.status).toBe('succeeded');

  const resumed = await finished(await client.call(api.repositoryIndex, { path: tree }));
  expect(resumed.status).toBe('succeeded');
  expect(resumed.result).toMatchObject({ files_unchanged: partial.indexed_files, files_indexed: 601 - partial.indexed_files });
  const found = await client.call(api.repositorySearch, { query: 'fullMarker599', path: tree, limit: 1 });
  expect(found.results[0]?.file).toMatch(/\/file599\.ts$/);
}, 120_000);
