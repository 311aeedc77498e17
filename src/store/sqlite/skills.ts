import type { Db } from './db.js';
import type { SqliteSearchIndex } from './search-index.js';
import type { SkillStore } from '../skills.js';

export class SqliteSkillStore implements SkillStore {
  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {}
}
