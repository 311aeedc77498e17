import { join } from 'node:path';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Store } from '../../src/store/types.js';
import { describeSkillStoreContract } from '../contract/skill-store-contract.js';
import { tempDir } from '../helpers/tmp.js';

describeSkillStoreContract('sqlite', async () => {
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
});
