import type { Scope } from '../scope.js';
import { PROJECTS_SQL, type ProjectSummary, type Store } from '../types.js';
import { closeDatabase, openDatabase } from './db.js';
import { SqliteSearchIndex } from './search-index.js';
import { SqliteCheckpointStore } from './checkpoints.js';
import { SqliteOperationStore } from './operations.js';
import { SqliteRemediationStore } from './remediations.js';
import { SqliteSkillStore } from './skills.js';
import { SqliteMemoryStore } from './memories.js';
import { SqliteRepositoryStore } from './repository.js';
import { sqliteHealth } from './health.js';
import { SqliteLearnedCommitStore } from './learned.js';

export async function createSqliteStore(path: string): Promise<Store> {
  const { db, vectorExtension, checkpointer, schema, backups } = await openDatabase(path);
  const search = new SqliteSearchIndex(db);
  const countTables = ['checkpoints', 'remediations', 'skills', 'memories', 'repository_files', 'repository_chunks'];
  const store: Store = {
    info: { kind: 'sqlite', location: path, vector: vectorExtension ? 'simhash+int8 (sqlite-vec loaded)' : 'simhash+int8', schema, backups },
    search,
    checkpoints: new SqliteCheckpointStore(db, search),
    operations: new SqliteOperationStore(db),
    remediations: new SqliteRemediationStore(db, search),
    skills: new SqliteSkillStore(db, search),
    memories: new SqliteMemoryStore(db, search),
    repository: new SqliteRepositoryStore(db, search),
    learned: new SqliteLearnedCommitStore(db),
    async counts(scope: Scope) {
      const counts: Record<string, number> = {};
      for (const table of countTables) {
        counts[table] = (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE tenant = ?`).get(scope.tenant) as { n: number }).n;
      }
      return counts;
    },
    async projects(scope: Scope, limit: number) {
      const rows = db.prepare(PROJECTS_SQL).all(scope.tenant, scope.tenant, scope.tenant, limit) as ProjectSummary[];
      return rows.map((row) => ({ id: row.id, items: Number(row.items), last_activity: row.last_activity ?? null }));
    },
    async flush() {
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async health() {
      return sqliteHealth(db);
    },
    async close() {
      await search.close();
      await closeDatabase({ db, checkpointer });
    },
  };
  return store;
}
