import { withTransaction, type Pool, type Queryable, type Tx } from './db.js';
import type { PgSearchIndex } from './search-index.js';
import type { Scope } from '../types.js';
import type {
  FileState,
  FileWrite,
  RepositoryBatch,
  RepositoryChunkRow,
  RepositoryCounts,
  RepositoryRow,
  RepositoryStore,
} from '../repository.js';
import { parseRepository, type RawRepository } from '../row-codecs.js';

const REPO_COLUMNS = 'id, root, options, embedder, last_indexed_at, created_at';

export class PgRepositoryStore implements RepositoryStore {
  constructor(
    private readonly pool: Pool,
    private readonly search: PgSearchIndex,
  ) {}

  async get(scope: Scope, root: string): Promise<RepositoryRow | null> {
    const { rows } = await this.pool.query<RawRepository>(`SELECT ${REPO_COLUMNS} FROM repositories WHERE tenant = $1 AND project = $2 AND root = $3`, [
      scope.tenant,
      scope.project,
      root,
    ]);
    return rows[0] ? parseRepository(rows[0]) : null;
  }

  async list(scope: Scope): Promise<RepositoryRow[]> {
    const { rows } = await this.pool.query<RawRepository>(`SELECT ${REPO_COLUMNS} FROM repositories WHERE tenant = $1 AND project = $2 ORDER BY root`, [
      scope.tenant,
      scope.project,
    ]);
    return rows.map(parseRepository);
  }

  async save(scope: Scope, row: RepositoryRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO repositories (id, tenant, project, root, options, embedder, last_indexed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET options = excluded.options, embedder = excluded.embedder, last_indexed_at = excluded.last_indexed_at`,
      [row.id, scope.tenant, scope.project, row.root, JSON.stringify(row.options), row.embedder, row.last_indexed_at, row.created_at],
    );
  }

  private async owned(db: Queryable, scope: Scope, repoId: string): Promise<boolean> {
    const found = await db.query('SELECT 1 FROM repositories WHERE id = $1 AND tenant = $2 AND project = $3', [repoId, scope.tenant, scope.project]);
    return (found.rowCount ?? 0) > 0;
  }

  async fileStates(scope: Scope, repoId: string): Promise<FileState[]> {
    if (!(await this.owned(this.pool, scope, repoId))) return [];
    const { rows } = await this.pool.query<FileState>('SELECT path, hash, size::float8 AS size, mtime_ms FROM repository_files WHERE repo_id = $1', [repoId]);
    return rows;
  }

  async write(scope: Scope, repoId: string, batch: RepositoryBatch): Promise<{ removedChunks: number }> {
    if (!(await this.owned(this.pool, scope, repoId))) return { removedChunks: 0 };
    return withTransaction(this.pool, async (tx) => {
      let removedChunks = 0;
      for (const path of batch.removed ?? []) {
        const fileId = await this.fileId(tx, repoId, path);
        if (fileId === null) continue;
        removedChunks += await this.dropChunks(tx, fileId);
        await tx.query('DELETE FROM repository_files WHERE id = $1', [fileId]);
      }
      for (const state of batch.touched ?? []) {
        await tx.query('UPDATE repository_files SET size = $1, mtime_ms = $2 WHERE repo_id = $3 AND path = $4', [state.size, state.mtime_ms, repoId, state.path]);
      }
      for (const file of batch.files ?? []) removedChunks += await this.writeFile(tx, scope, repoId, file);
      return { removedChunks };
    });
  }

  private async fileId(tx: Tx, repoId: string, path: string): Promise<string | null> {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM repository_files WHERE repo_id = $1 AND path = $2', [repoId, path]);
    return rows[0]?.id ?? null;
  }

  /** Replaces one file and its chunks; returns the number of chunks it replaced. */
  private async writeFile(tx: Tx, scope: Scope, repoId: string, file: FileWrite): Promise<number> {
    const existing = await this.fileId(tx, repoId, file.path);
    const replaced = existing === null ? 0 : await this.dropChunks(tx, existing);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO repository_files (repo_id, tenant, path, hash, size, mtime_ms, language, chunk_count, indexed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (repo_id, path) DO UPDATE SET hash = excluded.hash, size = excluded.size, mtime_ms = excluded.mtime_ms,
         language = excluded.language, chunk_count = excluded.chunk_count, indexed_at = excluded.indexed_at
       RETURNING id`,
      [repoId, scope.tenant, file.path, file.hash, file.size, file.mtime_ms, file.language, file.chunks.length, new Date().toISOString()],
    );
    const fileId = rows[0]?.id;
    for (const chunk of file.chunks) {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO repository_chunks (file_id, repo_id, tenant, start_line, end_line, symbol, definitions, text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [fileId, repoId, scope.tenant, chunk.start_line, chunk.end_line, chunk.symbol, chunk.definitions, chunk.text],
      );
      await this.search.upsert(tx, scope, { ...chunk.doc, refId: String(inserted.rows[0]?.id) });
    }
    return replaced;
  }

  private async dropChunks(tx: Tx, fileId: string): Promise<number> {
    const { rows } = await tx.query<{ id: string }>('DELETE FROM repository_chunks WHERE file_id = $1 RETURNING id', [fileId]);
    for (const { id } of rows) await this.search.removeDoc(tx, 'chunk', id);
    return rows.length;
  }

  async counts(scope: Scope, repoId: string): Promise<RepositoryCounts> {
    if (!(await this.owned(this.pool, scope, repoId))) return { files: 0, chunks: 0 };
    const { rows } = await this.pool.query<RepositoryCounts>(
      'SELECT count(*)::int AS files, coalesce(sum(chunk_count), 0)::int AS chunks FROM repository_files WHERE repo_id = $1',
      [repoId],
    );
    return rows[0] ?? { files: 0, chunks: 0 };
  }

  async chunks(scope: Scope, refIds: string[]): Promise<RepositoryChunkRow[]> {
    const ids = refIds.map(Number).filter((n) => Number.isSafeInteger(n));
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<RepositoryChunkRow>(
      `SELECT c.id::text AS ref_id, r.root, f.path, c.start_line, c.end_line, f.language, c.symbol, c.definitions, c.text
       FROM repository_chunks c JOIN repository_files f ON f.id = c.file_id JOIN repositories r ON r.id = c.repo_id
       WHERE c.tenant = $1 AND r.tenant = $1 AND r.project = $2 AND c.id = ANY($3::bigint[])`,
      [scope.tenant, scope.project, ids],
    );
    return rows;
  }

  /** PostgreSQL has no deferred index maintenance to bracket. */
  bulkLoad(_on: boolean): void {}

  /** After a bulk load: fresh planner statistics for the tables it grew. */
  async compact(signal?: AbortSignal): Promise<void> {
    for (const table of ['repository_files', 'repository_chunks', 'search_docs']) {
      signal?.throwIfAborted();
      await this.pool.query(`ANALYZE ${table}`);
    }
  }

  async delete(scope: Scope, repoId: string): Promise<boolean> {
    const deleted = await this.pool.query('DELETE FROM repositories WHERE id = $1 AND tenant = $2 AND project = $3', [repoId, scope.tenant, scope.project]);
    return (deleted.rowCount ?? 0) > 0;
  }
}
