import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { SqliteSearchIndex } from './search-index.js';
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


export class SqliteRepositoryStore implements RepositoryStore {
  private readonly st;

  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {
    this.st = {
      get: db.prepare<[string, string, string], RawRepository>(
        'SELECT id, root, options, embedder, last_indexed_at, created_at FROM repositories WHERE tenant = ? AND project = ? AND root = ?',
      ),
      owners: db.prepare<[string, string], { project: string }>(
        'SELECT project FROM repositories WHERE tenant = ? AND root = ? ORDER BY last_indexed_at IS NULL, last_indexed_at DESC, project',
      ),
      list: db.prepare<[string, string], RawRepository>(
        'SELECT id, root, options, embedder, last_indexed_at, created_at FROM repositories WHERE tenant = ? AND project = ? ORDER BY root',
      ),
      save: db.prepare(
        `INSERT INTO repositories (id, tenant, project, root, options, embedder, last_indexed_at, created_at)
         VALUES (@id, @tenant, @project, @root, @options, @embedder, @last_indexed_at, @created_at)
         ON CONFLICT (id) DO UPDATE SET options = excluded.options, embedder = excluded.embedder, last_indexed_at = excluded.last_indexed_at`,
      ),
      owned: db.prepare<[string, string, string], { id: string }>('SELECT id FROM repositories WHERE id = ? AND tenant = ? AND project = ?'),
      fileStates: db.prepare<[string], FileState>('SELECT path, hash, size, mtime_ms FROM repository_files WHERE repo_id = ?'),
      fileId: db.prepare<[string, string], { id: number }>('SELECT id FROM repository_files WHERE repo_id = ? AND path = ?'),
      chunkIds: db.prepare<[number], { id: number }>('SELECT id FROM repository_chunks WHERE file_id = ?'),
      deleteChunks: db.prepare('DELETE FROM repository_chunks WHERE file_id = ?'),
      deleteFile: db.prepare('DELETE FROM repository_files WHERE id = ?'),
      upsertFile: db.prepare<unknown[], { id: number }>(
        `INSERT INTO repository_files (repo_id, tenant, path, hash, size, mtime_ms, language, chunk_count, indexed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (repo_id, path) DO UPDATE SET hash = excluded.hash, size = excluded.size, mtime_ms = excluded.mtime_ms,
           language = excluded.language, chunk_count = excluded.chunk_count, indexed_at = excluded.indexed_at
         RETURNING id`,
      ),
      touch: db.prepare('UPDATE repository_files SET size = ?, mtime_ms = ? WHERE repo_id = ? AND path = ?'),
      insertChunk: db.prepare(
        'INSERT INTO repository_chunks (file_id, repo_id, tenant, start_line, end_line, symbol, definitions, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      counts: db.prepare<[string], RepositoryCounts>(
        'SELECT count(*) AS files, coalesce(sum(chunk_count), 0) AS chunks FROM repository_files WHERE repo_id = ?',
      ),
      deleteRepo: db.prepare('DELETE FROM repositories WHERE id = ? AND tenant = ? AND project = ?'),
    };
  }

  async get(scope: Scope, root: string): Promise<RepositoryRow | null> {
    const raw = this.st.get.get(scope.tenant, scope.project, root);
    return raw ? parseRepository(raw) : null;
  }

  async owners(scope: Scope, root: string): Promise<string[]> {
    return this.st.owners.all(scope.tenant, root).map((r) => r.project);
  }

  async list(scope: Scope): Promise<RepositoryRow[]> {
    return this.st.list.all(scope.tenant, scope.project).map(parseRepository);
  }

  async save(scope: Scope, row: RepositoryRow): Promise<void> {
    this.st.save.run({ ...row, tenant: scope.tenant, project: scope.project, options: JSON.stringify(row.options) });
  }

  async fileStates(scope: Scope, repoId: string): Promise<FileState[]> {
    if (!this.st.owned.get(repoId, scope.tenant, scope.project)) return [];
    return this.st.fileStates.all(repoId);
  }

  async write(scope: Scope, repoId: string, batch: RepositoryBatch): Promise<{ removedChunks: number }> {
    if (!this.st.owned.get(repoId, scope.tenant, scope.project)) return { removedChunks: 0 };
    return writeTransaction(this.db, () => {
      let removedChunks = 0;
      for (const path of batch.removed ?? []) {
        const file = this.st.fileId.get(repoId, path);
        if (!file) continue;
        removedChunks += this.dropChunks(file.id);
        this.st.deleteFile.run(file.id);
      }
      for (const state of batch.touched ?? []) this.st.touch.run(state.size, state.mtime_ms, repoId, state.path);
      for (const file of batch.files ?? []) removedChunks += this.writeFile(scope, repoId, file);
      return { removedChunks };
    });
  }

  /** Replaces one file and its chunks; returns the number of chunks it replaced. */
  private writeFile(scope: Scope, repoId: string, file: FileWrite): number {
    const existing = this.st.fileId.get(repoId, file.path);
    const replaced = existing ? this.dropChunks(existing.id) : 0;
    const now = new Date().toISOString();
    const row = this.st.upsertFile.get(repoId, scope.tenant, file.path, file.hash, file.size, file.mtime_ms, file.language, file.chunks.length, now);
    const fileId = (row as { id: number }).id;
    for (const chunk of file.chunks) {
      const info = this.st.insertChunk.run(fileId, repoId, scope.tenant, chunk.start_line, chunk.end_line, chunk.symbol, chunk.definitions, chunk.text);
      this.search.upsert(scope, { ...chunk.doc, refId: String(info.lastInsertRowid) });
    }
    return replaced;
  }

  private dropChunks(fileId: number): number {
    const ids = this.st.chunkIds.all(fileId);
    for (const { id } of ids) this.search.removeDoc('chunk', String(id));
    this.st.deleteChunks.run(fileId);
    return ids.length;
  }

  async counts(scope: Scope, repoId: string): Promise<RepositoryCounts> {
    if (!this.st.owned.get(repoId, scope.tenant, scope.project)) return { files: 0, chunks: 0 };
    return this.st.counts.get(repoId) ?? { files: 0, chunks: 0 };
  }

  async chunks(scope: Scope, refIds: string[]): Promise<RepositoryChunkRow[]> {
    const ids = refIds.map(Number).filter((n) => Number.isInteger(n));
    if (ids.length === 0) return [];
    const sql = `SELECT c.id AS ref_id, r.root, f.path, c.start_line, c.end_line, f.language, c.symbol, c.definitions, c.text
      FROM repository_chunks c JOIN repository_files f ON f.id = c.file_id JOIN repositories r ON r.id = c.repo_id
      WHERE c.tenant = ? AND r.tenant = ? AND r.project = ? AND c.id IN (${ids.map(() => '?').join(',')})`;
    return cachedStatement<unknown[], RepositoryChunkRow & { ref_id: number }>(this.db, sql)
      .all(scope.tenant, scope.tenant, scope.project, ...ids)
      .map((row) => ({ ...row, ref_id: String(row.ref_id) }));
  }

  bulkLoad(on: boolean): void {
    this.search.deferMerges(on);
  }

  async compact(signal?: AbortSignal): Promise<void> {
    const location = this.db.name;
    if (location !== ':memory:' && existsSync(fileURLToPath(COMPACT_WORKER))) {
      await compactInWorker(location, signal);
      return;
    }
    // From TypeScript sources (tests) or in memory: the same steps on this thread, yielding between them.
    while (this.search.mergeStep()) {
      signal?.throwIfAborted();
      await new Promise<void>((done) => setImmediate(done));
    }
  }

  async delete(scope: Scope, repoId: string): Promise<boolean> {
    return this.st.deleteRepo.run(repoId, scope.tenant, scope.project).changes > 0;
  }
}

const COMPACT_WORKER = new URL('./compact-worker.js', import.meta.url);

/**
 * The merge on its worker thread. Stopping it sets a flag the worker reads between merge steps
 * (each its own transaction): the worker ends its step and closes its connection. It is never
 * terminated, because a thread terminated inside a SQLite call (a step, or a statement waiting on
 * the busy timeout) aborts the whole process when that call returns an error.
 */
function compactInWorker(path: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(COMPACT_WORKER, { workerData: { path, pages: 100, stop } });
    const onAbort = () => Atomics.store(stop, 0, 1);
    signal?.addEventListener('abort', onAbort, { once: true });
    // Settled when the thread has exited, so its connection is closed: the worker reports, then closes it.
    let failure: Error | null = null;
    worker.once('message', (msg: { ok: boolean; error?: string }) => {
      if (!msg.ok) failure = new Error(`index compaction failed: ${msg.error}`);
    });
    worker.once('error', (error) => (failure = error));
    worker.once('exit', () => {
      signal?.removeEventListener('abort', onAbort);
      // A stopped compaction leaves a valid, merely less merged index.
      if (failure) reject(failure);
      else resolve();
    });
  });
}
