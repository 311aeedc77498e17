import type { Db } from './db.js';
import type { SqliteSearchIndex } from './search-index.js';
import type { RemediationStore } from '../remediations.js';

export class SqliteRemediationStore implements RemediationStore {
  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {}
}
