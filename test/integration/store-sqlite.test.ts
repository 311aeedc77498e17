import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { describeMemoryStoreContract } from '../contract/memory-store-contract.js';
import { describeRemediationStoreContract } from '../contract/remediation-store-contract.js';
import { describeRepositoryStoreContract } from '../contract/repository-store-contract.js';
import { describeSkillStoreContract } from '../contract/skill-store-contract.js';
import { describeStoreContract, remediationRow, searchDoc } from '../contract/store-contract.js';
import { sqliteHarness } from '../helpers/sqlite-store.js';
import { tempDir } from '../helpers/tmp.js';

// One file per backend: every part of the Store contract, then what only SQLite has.
describeStoreContract('sqlite', sqliteHarness);
describeRemediationStoreContract('sqlite', sqliteHarness);
describeRepositoryStoreContract('sqlite', sqliteHarness);
describeSkillStoreContract('sqlite', sqliteHarness);
describeMemoryStoreContract('sqlite', sqliteHarness);

describe('sqlite store files', () => {
  it('creates the data directory 0700 and the database files 0600', async () => {
    if (process.platform === 'win32') return;
    const tmp = tempDir();
    const dir = join(tmp.dir, 'home', 'data');
    const path = join(dir, 'contextd.db');
    const store = await createSqliteStore(path);
    try {
      // A write makes sure the WAL and shared-memory files exist.
      await store.operations.insert({ id: 'op_perm', kind: 'k', status: 'queued', progress: { done: 0, total: null, message: '' }, version: 1, input: null, result: null, error: null, created_at: '', updated_at: '', tenant: 't', project: 'p' });
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect((statSync(file).mode & 0o777).toString(8), file).toBe('600');
    } finally {
      await store.close();
      tmp.cleanup();
    }
  });

  it('opens in WAL mode and reports its vector backend', async () => {
    const tmp = tempDir();
    const store = await createSqliteStore(join(tmp.dir, 'contextd.db'));
    try {
      expect(store.info.kind).toBe('sqlite');
      expect(store.info.vector).toMatch(/sqlite-vec|scan/);
    } finally {
      await store.close();
      tmp.cleanup();
    }
  });
});

describe('sqlite remediation rows kept for searches', () => {
  it('are read again after another connection to the same file changed them', async () => {
    const tmp = tempDir();
    const path = join(tmp.dir, 'contextd.db');
    const a = await createSqliteStore(path);
    const b = await createSqliteStore(path);
    try {
      const scope = { tenant: 't', project: 'p' };
      const row = remediationRow('p', 'shared', 'shared problem');
      await a.remediations.record(scope, row, async () => searchDoc('remediation', row.id, 'p', { title: row.title, body: row.problem }));
      expect((await b.remediations.getMany(scope, [row.id]))[0]?.helpful_count).toBe(0);
      await a.remediations.feedback(scope, row.id, true, null, (current) => current.confidence);
      expect((await b.remediations.getMany(scope, [row.id]))[0]?.helpful_count).toBe(1);
      await a.remediations.delete(scope, row.id);
      expect(await b.remediations.getMany(scope, [row.id])).toEqual([]);
    } finally {
      await b.close();
      await a.close();
      tmp.cleanup();
    }
  });
});
