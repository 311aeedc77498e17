import type { Db } from './db.js';
import type { SqliteSearchIndex } from './search-index.js';
import type { RepositoryStore } from '../repository.js';

export class SqliteRepositoryStore implements RepositoryStore {
  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {}
}
