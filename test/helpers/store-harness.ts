import type { Store } from '../../src/store/types.js';
import type { StoreHarness } from '../contract/store-contract.js';

/** A contract-suite harness over `open` (same data on every call); `dispose` removes the data after the store is closed. */
export async function reopenableHarness(open: () => Promise<Store>, dispose: () => void | Promise<void>): Promise<StoreHarness> {
  let store = await open();
  return {
    get store() {
      return store;
    },
    async reopen() {
      await store.close();
      store = await open();
      return store;
    },
    async cleanup() {
      await store.close();
      await dispose();
    },
  };
}
