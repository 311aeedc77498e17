import type { Embedder } from '../search/embedder.js';
import type { Store } from '../store/types.js';
import type { Logger } from '../util/logger.js';
import type { OperationRunner } from './operations/runner.js';
import type { HybridSearch } from './search.js';

/** What every family service is built from. */
export interface ServiceDeps {
  readonly store: Store;
  readonly embedder: Embedder;
  readonly search: HybridSearch;
  readonly runner: OperationRunner;
  readonly logger: Logger;
}
