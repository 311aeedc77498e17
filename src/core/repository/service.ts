import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Operation } from '../../api/operations.js';
import { isTerminal } from '../../api/operations.js';
import type {
  RepositoryIndexInput,
  RepositoryIndexResult,
  RepositoryRemoveOutput,
  RepositorySearchInput,
  RepositorySearchOutput,
  RepositoryStatusOutput,
} from '../../api/repository.js';
import type { RepositoryRow } from '../../store/repository.js';
import type { Scope } from '../../store/scope.js';
import { ContextdError, invalid } from '../../util/errors.js';
import { redactValues } from '../../util/redact-values.js';
import type { OperationContext } from '../operations/runner.js';
import type { ServiceDeps } from '../services-deps.js';
import { RepositoryIndexer, scopeKey } from './indexer.js';
import { searchChunks, searchChunksRead } from './search.js';
import { staleFiles } from './stale.js';
import { registerReembedSource } from '../reembed.js';
import { chunkEmbedText } from './prepare.js';
import { resolveRoot, WalkError } from './walk.js';

export const INDEX_KIND = 'repository_index';
const REMOVE_FILES_PER_TX = 16;
/** Repository rows kept for searches by folder (the oldest goes first). */
const LOCATED_MAX = 256;

/** Domain logic of the repository family over the Store contract. */
export class RepositoryService {
  private readonly indexer: RepositoryIndexer;
  /** Repository (scope + root) → the operation indexing it, so two runs never write the same repository at once. */
  private readonly active = new Map<string, string>();
  /** Repository rows searches found by folder (scope + real root), used while searches keep reading their chunks (see search). */
  private readonly located = new Map<string, RepositoryRow>();

  constructor(protected readonly deps: ServiceDeps) {
    this.indexer = new RepositoryIndexer(deps.store.repository, deps.embedder);
  }

  /** Closes the index's preparation workers. */
  close(): Promise<void> {
    return this.indexer.close();
  }

  /**
   * Validates the folder now (a bad path is an immediate invalid_params, not a
   * failed operation) and starts the operation with the resolved path, which
   * is what a requeue after a restart runs again. A repository already being
   * indexed answers with that operation.
   */
  async startIndex(scope: Scope, input: RepositoryIndexInput): Promise<Operation> {
    const root = await rootOrInvalid(input.path);
    const key = scopeKey(scope, root);
    const running = this.active.get(key);
    if (running) {
      const op = await this.deps.runner.get(scope, running).catch(() => null);
      if (op && !isTerminal(op.status)) return op;
    }
    const op = await this.deps.runner.start(scope, INDEX_KIND, { ...input, path: root });
    this.active.set(key, op.id);
    return op;
  }

  /** The operation body (also after a requeue: the input is the persisted one). */
  async index(input: RepositoryIndexInput, ctx: OperationContext): Promise<RepositoryIndexResult> {
    const root = await rootOrInvalid(input.path);
    const key = scopeKey(ctx.scope, root);
    const holder = this.active.get(key);
    if (holder && holder !== ctx.operationId) {
      const other = await this.deps.runner.get(ctx.scope, holder).catch(() => null);
      if (other && !isTerminal(other.status)) throw new ContextdError('conflict', `path: ${root} is already being indexed by operation ${holder}`);
    }
    this.active.set(key, ctx.operationId);
    try {
      // Stored with the repository, so redacted like every stored text (a glob can name a file after a key).
      const options = redactValues({ include: input.include, exclude: input.exclude, max_file_size: input.max_file_size }).value;
      const existing = await this.deps.store.repository.get(ctx.scope, root);
      const repo: RepositoryRow = existing
        ? { ...existing, options }
        : { id: repositoryId(ctx.scope, root), root, options, embedder: this.deps.embedder.id, last_indexed_at: null, created_at: new Date().toISOString() };
      await this.deps.store.repository.save(ctx.scope, repo);
      const result = await this.indexer.run({ repo, force: input.force }, ctx);
      // The embedder is recorded only once every file carries its vectors: an interrupted run re-embeds.
      await this.deps.store.repository.save(ctx.scope, { ...repo, embedder: this.deps.embedder.id, last_indexed_at: new Date().toISOString() });
      return result;
    } finally {
      if (this.active.get(key) === ctx.operationId) this.active.delete(key);
    }
  }

  /**
   * A search named by path uses the repository row an earlier search of this project found
   * for the same folder, without asking the store again (a statement less on PostgreSQL), when
   * the search then reads a chunk row: the store reads a chunk only through its repository's
   * row in this scope, so the row was still there. A search that reads none (the repository
   * was removed, here or by another daemon on the same database, or holds nothing) forgets
   * it and is answered as before: the row looked up, then the search. Only this project's own
   * repository is kept, and only once a search read one of its chunks.
   */
  async search(scope: Scope, input: RepositorySearchInput): Promise<RepositorySearchOutput> {
    if (input.path === undefined) return searchChunks(this.deps, scope, input, null);
    const real = await this.realRoot(input.path);
    const key = scopeKey(scope, real);
    const known = this.located.get(key);
    if (known) {
      const { output, rowsRead } = await searchChunksRead(this.deps, scope, input, known);
      if (rowsRead > 0) return output;
      this.located.delete(key);
    }
    const found = await this.locate(scope, input.path, real);
    const { output, rowsRead } = await searchChunksRead(this.deps, found.scope, input, found.repo);
    if (rowsRead > 0 && found.scope === scope && found.repo.root === real) {
      if (this.located.size >= LOCATED_MAX) this.located.delete(this.located.keys().next().value as string);
      this.located.set(key, found.repo);
    }
    return output;
  }

  async status(scope: Scope, input: { path?: string }): Promise<RepositoryStatusOutput> {
    const found = input.path === undefined ? null : await this.locate(scope, input.path);
    if (found) scope = found.scope;
    const repos = found ? [found.repo] : await this.deps.store.repository.list(scope);
    const out: RepositoryStatusOutput = { indexed_files: 0, chunks: 0, last_indexed_at: null, embedder: this.deps.embedder.id, stale_files: 0, stale_sample: [], repositories: [] };
    for (const repo of repos) {
      const counts = await this.deps.store.repository.counts(scope, repo.id);
      const stale = await staleFiles(repo, await this.deps.store.repository.fileStates(scope, repo.id));
      out.indexed_files += counts.files;
      out.chunks += counts.chunks;
      out.stale_files += stale.length;
      out.stale_sample.push(...stale.slice(0, 20 - out.stale_sample.length));
      if (repo.last_indexed_at && (!out.last_indexed_at || repo.last_indexed_at > out.last_indexed_at)) out.last_indexed_at = repo.last_indexed_at;
      out.repositories.push({ root: repo.root, indexed_files: counts.files, chunks: counts.chunks, last_indexed_at: repo.last_indexed_at, stale_files: stale.length });
    }
    return out;
  }

  /** Removes a repository's files, chunks and search documents, in small transactions so the daemon stays responsive. */
  async remove(scope: Scope, path: string): Promise<RepositoryRemoveOutput> {
    const repo = await this.requireRepository(scope, path);
    const holder = this.active.get(scopeKey(scope, repo.root));
    if (holder) throw new ContextdError('conflict', `path: ${repo.root} is being indexed by operation ${holder}; cancel it with operation_cancel first`);
    const store = this.deps.store.repository;
    const paths = (await store.fileStates(scope, repo.id)).map((s) => s.path);
    let removedChunks = 0;
    // Deletes make FTS5 merge tombstoned segments on every commit: ten times the work of the deletes themselves.
    store.bulkLoad(true);
    try {
      for (let i = 0; i < paths.length; i += REMOVE_FILES_PER_TX) {
        removedChunks += (await store.write(scope, repo.id, { removed: paths.slice(i, i + REMOVE_FILES_PER_TX) })).removedChunks;
        await new Promise<void>((done) => setImmediate(done));
      }
    } finally {
      store.bulkLoad(false);
    }
    await store.compact();
    await store.delete(scope, repo.id);
    return { removed_files: paths.length, removed_chunks: removedChunks };
  }

  /**
   * A repository's index belongs to the repository: named by path, it is found from any project
   * of the tenant — this project's own index first, else the one indexed most recently.
   */
  private async locate(scope: Scope, path: string, real?: string): Promise<{ repo: RepositoryRow; scope: Scope }> {
    const root = real ?? (await this.realRoot(path));
    try {
      return { repo: await this.requireRepository(scope, path, root), scope };
    } catch (error) {
      if (!(error instanceof ContextdError) || error.code !== 'not_found') throw error;
      const roots = [root, resolve(path)];
      for (const root of roots) {
        for (const project of await this.deps.store.repository.owners(scope, root)) {
          const owner = { ...scope, project };
          const repo = await this.deps.store.repository.get(owner, root);
          if (repo) return { repo, scope: owner };
        }
      }
      throw new ContextdError('not_found', `path: '${path}' is not an indexed repository of this tenant; run repository_index first`);
    }
  }

  /** A folder's real path when it still exists, else the path as given (a '..' segment is refused). */
  private async realRoot(path: string): Promise<string> {
    if (path.split(/[\\/]+/).includes('..')) throw invalid(`path: '${path}' contains a '..' segment; pass the folder without '..'`);
    return resolveRoot(path).catch(() => resolve(path));
  }

  /** Finds an indexed repository of this project by folder: its real path when it still exists, else the path as given. */
  private async requireRepository(scope: Scope, path: string, known?: string): Promise<RepositoryRow> {
    const real = known ?? (await this.realRoot(path));
    const repo = (await this.deps.store.repository.get(scope, real)) ?? (await this.deps.store.repository.get(scope, resolve(path)));
    if (!repo) throw new ContextdError('not_found', `path: '${path}' is not an indexed repository of this project; run repository_index first`);
    return repo;
  }
}

async function rootOrInvalid(path: string): Promise<string> {
  try {
    return await resolveRoot(path);
  } catch (error) {
    if (error instanceof WalkError) throw invalid(`path: ${error.message}`);
    throw error;
  }
}

/** Deterministic, so the rows of a repository are found again after a restart or requeue. */
export function repositoryId(scope: Scope, root: string): string {
  return `repo_${createHash('sha256').update(scopeKey(scope, root)).digest('hex').slice(0, 24)}`;
}

/** After an embedder change, the re-embed operation rebuilds exactly what prepare.ts embedded. */
export function registerChunkReembedSource(deps: ServiceDeps): void {
  registerReembedSource(deps, 'chunk', async (scope, refIds) => {
    const rows = await deps.store.repository.chunks(scope, refIds);
    return new Map(rows.map((row) => [row.ref_id, chunkEmbedText(row.path, row.definitions, row.text)]));
  });
}
