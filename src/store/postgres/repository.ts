import { withTransaction, type Pool, type Queryable, type Tx } from './db.js';
import { logInsert, type PgSearchIndex } from './search-index.js';
import type { Scope } from '../scope.js';
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
import { float8Array, int4Array, int8Array, textArray } from './binary.js';

const REPO_COLUMNS = 'id, root, options, embedder, last_indexed_at, created_at';
/** Chunks per write transaction during an index (RepositoryStore.writeChunks): more than a prepared batch holds. */
const WRITE_CHUNKS = 2_000;
/** Chunk ids taken from the sequence at a time. */
const ID_BLOCK = 1_000;
/** The GIN indexes of `search_docs` whose pending lists a bulk load leaves to compact(). */
const GIN_INDEXES = ['search_docs_terms', 'search_docs_raw'];
/**
 * GIN pending-list limit (kB) of a bulk load's write transactions. Outside one it stays at
 * the server's (4 MB by default): every insert that fills the list merges it into the index
 * on the inserting statement, which was a third of the server's work of an index. During a
 * load the list grows up to this much before a merge, and compact() merges what is left
 * after the load, as SQLite's FTS5 merges are deferred. Searches meanwhile read the list
 * too (a scan of its pages per GIN lookup): bounded, so that a long load still merges now
 * and then.
 */
const BULK_PENDING_KB = 64 * 1024;
/**
 * A write transaction plans as the server does by default (connections force a custom plan
 * for searches, see db.ts): the named insert statements and the foreign-key checks of every
 * chunk row (one lookup each) then keep a generic plan instead of being planned per
 * execution, ~0.2 s of the server's CPU over the npm tree's first index.
 */
const WRITE_BEGIN = 'BEGIN; SET LOCAL plan_cache_mode = auto';
/** SQLSTATE 42501. */
const INSUFFICIENT_PRIVILEGE = '42501';

export class PgRepositoryStore implements RepositoryStore {
  /** Chunk ids taken from the sequence and not used yet. */
  private readonly spareIds: string[] = [];
  /** Bulk loads running (see bulkLoad). */
  private bulkLoads = 0;
  /** Chunks come with their terms counted by the preparation workers (see PgSearchIndex.insertSlice). */
  readonly countsTerms = true;
  /**
   * A prepared batch (at most 24 files or 384 KB) in one transaction: the daemon's thread is not
   * held while the server writes, and each transaction costs round trips (BEGIN, the drop, the
   * two inserts, COMMIT) and a commit whatever its size.
   */
  readonly writeChunks = WRITE_CHUNKS;

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

  async owners(scope: Scope, root: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ project: string }>(
      'SELECT project FROM repositories WHERE tenant = $1 AND root = $2 ORDER BY last_indexed_at IS NULL, last_indexed_at DESC, project',
      [scope.tenant, root],
    );
    return rows.map((r) => r.project);
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

  /**
   * One transaction per batch, a fixed number of statements whatever its size
   * (multi-row and array-parameter statements): a round trip per chunk made
   * indexing on PostgreSQL half again slower than on SQLite. The repository's
   * ownership is checked inside it, by the statement that drops the files' old
   * chunks (a round trip fewer per batch than asking first).
   */
  async write(scope: Scope, repoId: string, batch: RepositoryBatch): Promise<{ removedChunks: number }> {
    return withTransaction(this.pool, async (tx) => {
      // A path written twice in one batch: the last write wins, as when written one by one.
      const files = [...new Map((batch.files ?? []).map((file) => [file.path, file])).values()];
      const removed = batch.removed ?? [];
      const dropped = await this.dropChunks(tx, scope, repoId, [...removed, ...files.map((file) => file.path)]);
      if (!dropped.owned) return { removedChunks: 0 };
      if (removed.length > 0) await tx.query('DELETE FROM repository_files WHERE repo_id = $1 AND path = ANY($2::text[])', [repoId, removed]);
      const touched = batch.touched ?? [];
      if (touched.length > 0) {
        await tx.query(
          `UPDATE repository_files f SET size = u.size, mtime_ms = u.mtime_ms
           FROM unnest($2::text[], $3::bigint[], $4::float8[]) AS u (path, size, mtime_ms) WHERE f.repo_id = $1 AND f.path = u.path`,
          [repoId, touched.map((t) => t.path), touched.map((t) => t.size), touched.map((t) => t.mtime_ms)],
        );
      }
      if (files.length > 0) await this.writeFiles(tx, scope, repoId, files);
      return { removedChunks: dropped.chunks };
    }, this.bulkLoads > 0 ? `${WRITE_BEGIN}; SET LOCAL gin_pending_list_limit = ${BULK_PENDING_KB}` : WRITE_BEGIN);
  }

  /**
   * Upserts the files' rows and inserts their chunks (one named statement, a binary array
   * per column), then their search documents.
   */
  private async writeFiles(tx: Tx, scope: Scope, repoId: string, files: FileWrite[]): Promise<void> {
    const chunks = files.flatMap((file) => file.chunks.map((chunk) => ({ path: file.path, chunk })));
    const chunkIds = await this.takeChunkIds(tx, chunks.length);
    await tx.query({
      name: 'contextd-write-files',
      text: `WITH f AS (
         INSERT INTO repository_files (repo_id, tenant, path, hash, size, mtime_ms, language, chunk_count, indexed_at)
         SELECT $1, $2, u.path, u.hash, u.size, u.mtime_ms, u.language, u.chunk_count, $9
         FROM unnest($3::text[], $4::text[], $5::bigint[], $6::float8[], $7::text[], $8::int[]) AS u (path, hash, size, mtime_ms, language, chunk_count)
         ON CONFLICT (repo_id, path) DO UPDATE SET hash = excluded.hash, size = excluded.size, mtime_ms = excluded.mtime_ms,
           language = excluded.language, chunk_count = excluded.chunk_count, indexed_at = excluded.indexed_at
         RETURNING id, path)
       INSERT INTO repository_chunks (id, file_id, repo_id, tenant, start_line, end_line, symbol, definitions, text)
       SELECT c.id, f.id, $1, $2, c.start_line, c.end_line, c.symbol, c.definitions, c.text
       FROM unnest($10::bigint[], $11::text[], $12::int[], $13::int[], $14::text[], $15::text[], $16::text[])
         AS c (id, path, start_line, end_line, symbol, definitions, text)
       JOIN f ON f.path = c.path`,
      values: [
        repoId, scope.tenant,
        textArray(files.map((f) => f.path)), textArray(files.map((f) => f.hash)), int8Array(files.map((f) => f.size)),
        float8Array(files.map((f) => f.mtime_ms)), textArray(files.map((f) => f.language)), int4Array(files.map((f) => f.chunks.length)),
        new Date().toISOString(),
        int8Array(chunkIds), textArray(chunks.map((c) => c.path)), int4Array(chunks.map((c) => c.chunk.start_line)),
        int4Array(chunks.map((c) => c.chunk.end_line)), textArray(chunks.map((c) => c.chunk.symbol)),
        textArray(chunks.map((c) => c.chunk.definitions)), textArray(chunks.map((c) => c.chunk.text)),
      ],
    });
    await this.search.insertMany(tx, scope, chunks.map(({ chunk }, i) => ({ ...chunk.doc, refId: chunkIds[i] as string })));
  }

  /**
   * Chunk ids, taken from the sequence in blocks (each search document names
   * its chunk, so ids are known before the insert). An id a crash leaves
   * unused is a gap, as any sequence value of a rolled-back insert.
   */
  private async takeChunkIds(tx: Tx, count: number): Promise<string[]> {
    if (this.spareIds.length < count) {
      const { rows } = await tx.query<{ id: string }>(
        "SELECT nextval(pg_get_serial_sequence('repository_chunks', 'id'))::text AS id FROM generate_series(1, $1)",
        [Math.max(count, ID_BLOCK)],
      );
      this.spareIds.push(...rows.map((row) => row.id));
    }
    return this.spareIds.splice(0, count);
  }

  /**
   * Whether the scope owns the repository and, if so, drops the chunks of these files and their
   * search documents; returns how many chunks (one named statement: parsed once per connection).
   * Each path's file is found by its key: with `f.path = ANY(…)` beside the repository, a small
   * table not analyzed yet (a first index's, until compact()), in a generic plan made then and
   * kept, was read for every file of the repository at each batch.
   */
  private async dropChunks(tx: Tx, scope: Scope, repoId: string, paths: string[]): Promise<{ owned: boolean; chunks: number }> {
    const { rows } = await tx.query<{ owned: boolean; chunks: number; docs: { id: string; tenant: string }[] }>({
      name: 'contextd-drop-chunks',
      text: `WITH own AS (SELECT 1 FROM repositories WHERE id = $1 AND tenant = $4 AND project = $5),
       gone AS (
         DELETE FROM repository_chunks c
         WHERE c.file_id IN (SELECT (SELECT f.id FROM repository_files f WHERE f.repo_id = $1 AND f.path = p.path) FROM unnest($2::text[]) AS p (path))
           AND EXISTS (SELECT 1 FROM own) RETURNING c.id::text AS id),
       docs AS (DELETE FROM search_docs WHERE family = 'chunk' AND ref_id IN (SELECT id FROM gone) RETURNING id, tenant, family, ref_id),
       log AS (${logInsert('docs', '$3', true)})
       SELECT EXISTS (SELECT 1 FROM own) AS owned, (SELECT count(*)::int FROM gone) AS chunks,
         (SELECT coalesce(json_agg(json_build_object('id', id, 'tenant', tenant)), '[]') FROM docs) AS docs`,
      values: [repoId, paths, this.search.logOrigin, scope.tenant, scope.project],
    });
    const row = rows[0];
    if (!row?.owned) return { owned: false, chunks: 0 };
    this.search.forget(tx, 'chunk', row.docs);
    return { owned: true, chunks: row.chunks };
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
    const ids = [...new Set(refIds.map(Number).filter((n) => Number.isSafeInteger(n)))];
    if (ids.length === 0) return [];
    // Driven by the ids, a key lookup each: with `c.id = ANY(…)` beside the tenant and the
    // repository, a table not analyzed yet (a first index, before its compaction analyzes it)
    // was read whole, every chunk of the repository for each search (1.8 ms against 0.14 ms
    // on the npm tree's 7 731 chunks).
    // Named: every search reads its rows, and each connection then parses the statement once.
    const { rows } = await this.pool.query<RepositoryChunkRow>({
      name: 'contextd-chunk-rows',
      text: `SELECT c.id::text AS ref_id, r.root, f.path, c.start_line, c.end_line, f.language, c.symbol, c.definitions, c.text
       FROM unnest($3::bigint[]) AS u (id) JOIN repository_chunks c ON c.id = u.id JOIN repository_files f ON f.id = c.file_id JOIN repositories r ON r.id = c.repo_id
       WHERE c.tenant = $1 AND r.tenant = $1 AND r.project = $2`,
      values: [scope.tenant, scope.project, ids],
    });
    return rows;
  }

  /** While on, write transactions let the GIN pending lists grow to BULK_PENDING_KB (see there). */
  bulkLoad(on: boolean): void {
    this.bulkLoads = Math.max(0, this.bulkLoads + (on ? 1 : -1));
  }

  /**
   * After a bulk load: the GIN pending lists merged into their indexes (what the load
   * deferred), then fresh planner statistics for the tables it grew.
   */
  async compact(signal?: AbortSignal): Promise<void> {
    for (const index of GIN_INDEXES) {
      signal?.throwIfAborted();
      try {
        await this.pool.query('SELECT gin_clean_pending_list($1::regclass)', [index]);
      } catch (error) {
        // Only the index's owner may merge it (a role given rights on tables another made):
        // then autovacuum merges it, as before, and searches read the list until it does.
        if ((error as { code?: unknown } | null)?.code !== INSUFFICIENT_PRIVILEGE) throw error;
      }
    }
    for (const table of ['repository_files', 'repository_chunks', 'search_docs']) {
      signal?.throwIfAborted();
      await this.pool.query(`ANALYZE ${table}`);
    }
  }

  async delete(scope: Scope, repoId: string): Promise<boolean> {
    return withTransaction(this.pool, async (tx) => {
      const deleted = await tx.query('DELETE FROM repositories WHERE id = $1 AND tenant = $2 AND project = $3', [repoId, scope.tenant, scope.project]);
      if ((deleted.rowCount ?? 0) === 0) return false;
      // Files go by cascade; chunks have no foreign key (migration 22). A statement of its own,
      // after the repository's row is gone: it sees the chunks of a write that committed while
      // the delete waited for that row, and no later write can add any (its files need the row).
      await tx.query('DELETE FROM repository_chunks WHERE repo_id = $1', [repoId]);
      return true;
    });
  }
}
