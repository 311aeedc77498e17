import { join } from 'node:path';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { reopenableHarness } from './store-harness.js';
import { tempDir } from './tmp.js';

/** A SQLite store in a temp folder, as the contract suites take it: reopenable, removed by cleanup. */
export async function sqliteHarness() {
  const tmp = tempDir();
  const path = join(tmp.dir, 'data', 'contextd.db');
  return reopenableHarness(() => createSqliteStore(path), () => tmp.cleanup());
}
