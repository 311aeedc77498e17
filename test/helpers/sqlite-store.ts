import { join } from 'node:path';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from './tmp.js';

/** A SQLite store in a temp folder, as the contract suites take it: reopenable, removed by cleanup. */
export async function sqliteHarness() {
  const tmp = tempDir();
  const path = join(tmp.dir, 'data', 'contextd.db');
  let store: Store = await createSqliteStore(path);
  return {
    get store() {
      return store;
    },
    async reopen() {
      await store.close();
      store = await createSqliteStore(path);
      return store;
    },
    async cleanup() {
      await store.close();
      tmp.cleanup();
    },
  };
}
