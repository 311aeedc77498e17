import type { Scope } from '../scope.js';
import { PROJECTS_SQL, type ProjectSummary, type Store } from '../types.js';
import { createPool, hasVectorExtension, migrate } from './db.js';
import { PgSearchIndex } from './search-index.js';
import { PgCheckpointStore } from './checkpoints.js';
import { PgOperationStore } from './operations.js';
import { PgRemediationStore } from './remediations.js';
import { PgSkillStore } from './skills.js';
import { PgMemoryStore } from './memories.js';
import { PgRepositoryStore } from './repository.js';
import { PgLearnedCommitStore } from './learned.js';

const COUNT_TABLES = ['checkpoints', 'remediations', 'skills', 'memories', 'repository_files', 'repository_chunks'];
/** Chunks are counted from their files' rows (migration 22 dropped the chunks' tenant index; each file row holds its chunk count). */
const COUNT_SQL: Record<string, string> = { repository_chunks: 'SELECT coalesce(sum(chunk_count), 0)::int FROM repository_files WHERE tenant = $1' };

/**
 * The Store on PostgreSQL (CONTEXTD_STORE=postgres): BM25 over each document's term arrays,
 * pg_trgm fragments, vectors as bytea searched by the same in-memory index as
 * SQLite's. pgvector, when installed, is reported but not used yet.
 */
export async function createPostgresStore(url: string): Promise<Store> {
  const pool = createPool(url);
  try {
    const { version, latest } = await migrate(pool);
    const vectorExtension = await hasVectorExtension(pool);
    const search = new PgSearchIndex(pool);
    return {
      info: { kind: 'postgres', location: redactUrl(url), vector: vectorExtension ? 'simhash+int8 (pgvector installed, unused)' : 'simhash+int8', schema: { version, latest }, backups: [] },
      search,
      checkpoints: new PgCheckpointStore(pool, search),
      operations: new PgOperationStore(pool),
      remediations: new PgRemediationStore(pool, search),
      skills: new PgSkillStore(pool, search),
      memories: new PgMemoryStore(pool, search),
      repository: new PgRepositoryStore(pool, search),
      learned: new PgLearnedCommitStore(pool),
      async counts(scope: Scope) {
        const sql = COUNT_TABLES.map((table) => `(${COUNT_SQL[table] ?? `SELECT count(*)::int FROM ${table} WHERE tenant = $1`}) AS ${table}`).join(', ');
        const { rows } = await pool.query<Record<string, number>>(`SELECT ${sql}`, [scope.tenant]);
        return { ...rows[0] };
      },
      async projects(scope: Scope, limit: number) {
        let n = 0;
        const sql = PROJECTS_SQL.replace(/\?/g, () => `$${++n}`).replace('NULL AS last', 'NULL::text AS last');
        const { rows } = await pool.query<ProjectSummary>(sql, [scope.tenant, scope.tenant, scope.tenant, limit]);
        return rows.map((row) => ({ id: row.id, items: Number(row.items), last_activity: row.last_activity ?? null }));
      },
      async flush() {
        // Every acknowledged write is already committed (and durable) on the server.
      },
      async close() {
        await search.statistics.idle();
        if (!pool.ended) await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** The URL without its password, for status output and logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
