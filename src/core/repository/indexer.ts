/**
 * The body of the `repository_index` operation.
 *
 * walk → compare with the stored file states (size + mtime first; the hash
 * only when those moved) → prepare changed files in worker threads (read,
 * hash, redact, chunk, embed) → write them in small transactions on this
 * thread, yielding between transactions so health checks and searches stay
 * fast. Every write is keyed by (repository, path) and replaces the file's
 * previous chunks, so an index interrupted at any point and run again ends
 * with exactly one copy of every chunk.
 */
import type { RepositoryIndexResult } from '../../api/repository.js';
import type { Embedder } from '../../search/embedder.js';
import type { FileState, FileWrite, RepositoryRow, RepositoryStore } from '../../store/repository.js';
import type { Scope } from '../../store/scope.js';
import type { OperationContext } from '../operations/runner.js';
import { throttle } from '../operations/throttle.js';
import { PreparationLanes, type PreparedBatch, type PrepareLane } from './pool.js';
import type { FileTask } from './prepare.js';
import { walkRepository, type WalkedFile } from './walk.js';
import { counted } from '../../util/plural.js';

export interface IndexJob {
  repo: RepositoryRow;
  force: boolean;
}

/** Files per worker batch, and a byte cap so one batch of big files does not stall progress. */
const BATCH_FILES = 24;
const BATCH_BYTES = 384 * 1024;
/** Chunks per write transaction unless the store says (RepositoryStore.writeChunks): about 20 ms of SQLite work, the longest the daemon's thread is held. */
const WRITE_CHUNKS = 48;
const REMOVE_FILES = 16;
/** Progress is reported at most this often (the contract asks for at least every 250 ms). */
const PROGRESS_MS = 100;

interface Counters {
  indexed: number;
  unchanged: number;
  removed: number;
  skipped: number;
  done: number;
  total: number;
}

export class RepositoryIndexer {
  /** The background merge of the full-text index, while one runs. */
  private compaction: AbortController | null = null;
  /** Every background merge not finished yet, stopped ones included (a stopped merge ends its current step first). */
  private readonly merging = new Set<Promise<void>>();
  /** Preparation workers, kept between indexes (see PreparationLanes). */
  private readonly lanes: PreparationLanes;

  constructor(
    private readonly store: RepositoryStore,
    private readonly embedder: Embedder,
    workers?: number,
  ) {
    this.lanes = new PreparationLanes(embedder, { workers });
  }

  /**
   * Stops a background merge and waits until it has ended, then closes the preparation workers:
   * nothing of the index works on the store after this resolves, so the store can be closed.
   */
  async close(): Promise<void> {
    this.stopCompaction();
    await Promise.all(this.merging);
    await this.lanes.close();
  }

  async run(job: IndexJob, ctx: OperationContext): Promise<RepositoryIndexResult> {
    const started = Date.now();
    const { repo } = job;
    // An index started while the last one's merge runs takes the CPU and the write lock
    // first; the merge is started again when this one ends.
    const interrupted = this.stopCompaction();
    // A repository's first index prepares every file: its workers start while the tree is walked.
    if (repo.last_indexed_at === null) this.lanes.warm();
    ctx.progress({ done: 0, total: null, message: `scanning ${repo.root}` });
    const walk = await walkRepository({
      root: repo.root,
      include: repo.options.include,
      exclude: repo.options.exclude,
      maxFileSize: repo.options.max_file_size,
      signal: ctx.signal,
    });
    await ctx.tick();
    const states = new Map((await this.store.fileStates(ctx.scope, repo.id)).map((s) => [s.path, s]));
    const force = job.force || (states.size > 0 && repo.embedder !== this.embedder.id);
    const { tasks, unchanged } = this.plan(walk.files, states, force, repo.options.max_file_size);
    const walkSkipped = walk.skipped.filter((s) => s.reason !== 'ignored').length;
    const counters: Counters = {
      indexed: 0,
      unchanged,
      removed: 0,
      skipped: walkSkipped,
      done: unchanged,
      total: walk.files.length,
    };
    const report = throttle(PROGRESS_MS, (message: string) => ctx.progress({ done: counters.done, total: counters.total, message }));
    report(`${counted(tasks.length, 'file')} to index, ${unchanged} unchanged`);

    const onDisk = new Set(walk.files.map((f) => f.path));
    const gone = [...states.keys()].filter((path) => !onDisk.has(path));
    // FTS5 segment merges are deferred while writing (inserts and deletes alike) and caught up once at the end.
    this.store.bulkLoad(true);
    try {
      await this.removeFiles(ctx, repo.id, gone);
      counters.removed = gone.length;
      await this.prepareAndWrite(ctx, repo, batches(tasks), counters, report);
    } finally {
      this.store.bulkLoad(false);
    }
    if (tasks.length > 0 || gone.length > 0 || interrupted) this.compactLater(ctx);
    ctx.progress({ done: counters.done, total: counters.total, message: 'counting chunks' });
    const counts = await this.store.counts(ctx.scope, repo.id);
    // The last step a client sees states the numbers.
    const summary = `${counters.indexed} indexed, ${counters.unchanged} unchanged, ${counters.removed} removed, ${counters.skipped} skipped`;
    ctx.progress({ done: counters.total, total: counters.total, message: `${counted(walk.files.length, 'file')}: ${summary}; ${counted(counts.chunks, 'chunk')}` });
    return {
      files_scanned: walk.files.length + walkSkipped,
      files_indexed: counters.indexed,
      files_unchanged: counters.unchanged,
      files_removed: counters.removed,
      files_skipped: counters.skipped,
      chunks: counts.chunks,
      duration_ms: Date.now() - started,
    };
  }

  /**
   * Catches up on the index maintenance deferred during the load, after the
   * operation has answered: every chunk is committed and searchable already,
   * merging only makes later queries cheaper (~0.8 s of CPU after the npm index, on a
   * worker thread). A daemon stop or the next index stops it after its current step
   * (close() waits for that); the next load merges again.
   */
  private compactLater(ctx: OperationContext): void {
    const controller = new AbortController();
    this.compaction = controller;
    const merge: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.store.compact(controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) ctx.log.warn({ err: error }, 'search index compaction failed');
      })
      .finally(() => {
        if (this.compaction === controller) this.compaction = null;
        this.merging.delete(merge);
      });
    this.merging.add(merge);
  }

  /** Stops a merge in progress (harmless: the index stays valid, merely less merged); says whether there was one. */
  private stopCompaction(): boolean {
    const running = this.compaction;
    this.compaction = null;
    running?.abort();
    return running !== null;
  }

  /** Unchanged by size and mtime: not even read. Everything else goes to the workers with its last hash. */
  private plan(files: WalkedFile[], states: Map<string, FileState>, force: boolean, maxFileSize: number) {
    const tasks: FileTask[] = [];
    let unchanged = 0;
    for (const file of files) {
      const prev = states.get(file.path);
      if (!force && prev && prev.size === file.size && prev.mtime_ms === file.mtimeMs) {
        unchanged++;
        continue;
      }
      const knownHash = force ? null : (prev?.hash ?? null);
      tasks.push({ path: file.path, absPath: file.absPath, size: file.size, language: file.language, knownHash, maxFileSize, countTerms: this.store.countsTerms === true });
    }
    return { tasks, unchanged };
  }

  private async removeFiles(ctx: OperationContext, repoId: string, paths: string[]): Promise<number> {
    let chunks = 0;
    for (let i = 0; i < paths.length; i += REMOVE_FILES) {
      await ctx.tick();
      chunks += (await this.store.write(ctx.scope, repoId, { removed: paths.slice(i, i + REMOVE_FILES) })).removedChunks;
    }
    return chunks;
  }

  /** Each lane keeps one batch in preparation while the previous one is written, so workers rarely wait. */
  private async prepareAndWrite(ctx: OperationContext, repo: RepositoryRow, work: FileTask[][], counters: Counters, report: (m: string) => void) {
    if (work.length === 0) return; // no worker is started for an unchanged tree
    const { lanes, release } = this.lanes.take(() => ctx.tick());
    let next = 0;
    const drive = async (lane: PrepareLane) => {
      let pending: Promise<PreparedBatch> | null = lane.run(work[next++] as FileTask[], ctx.signal);
      while (pending) {
        const batch: PreparedBatch = await pending;
        pending = next < work.length ? lane.run(work[next++] as FileTask[], ctx.signal) : null;
        pending?.catch(() => undefined); // observed below; avoids an unhandled rejection if writing fails first
        await this.writeBatch(ctx, repo, batch, counters, report);
      }
    };
    try {
      await Promise.all(lanes.slice(0, work.length).map(drive));
    } finally {
      release();
    }
  }

  private async writeBatch(ctx: OperationContext, repo: RepositoryRow, batch: PreparedBatch, counters: Counters, report: (m: string) => void) {
    let files: FileWrite[] = [];
    let chunks = 0;
    const touched: FileState[] = [];
    const dropped: string[] = [];
    const flush = async () => {
      await ctx.tick();
      if (files.length === 0 && touched.length === 0 && dropped.length === 0) return;
      await this.store.write(ctx.scope, repo.id, { files, touched: touched.splice(0), removed: dropped.splice(0) });
      counters.done += files.length;
      counters.indexed += files.length;
      report(files[files.length - 1]?.path ?? 'writing');
      files = [];
      chunks = 0;
    };
    for (const result of batch.results) {
      if (result.kind === 'unchanged') {
        touched.push(result);
        counters.unchanged++;
        counters.done++;
      } else if (result.kind === 'skipped') {
        dropped.push(result.path); // it may have been indexed before it became binary, too large or unreadable
        counters.skipped++;
        counters.done++;
      }
    }
    for (const [i, result] of batch.results.entries()) {
      if (result.kind !== 'indexed') continue;
      const vectors = batch.vectors[i] ?? [];
      files.push({
        path: result.path,
        hash: result.hash,
        size: result.size,
        mtime_ms: result.mtime_ms,
        language: result.language,
        chunks: result.chunks.map((c, k) => ({
          start_line: c.start_line,
          end_line: c.end_line,
          symbol: c.symbol,
          definitions: c.definitions,
          text: c.text,
          doc: {
            family: 'chunk',
            project: ctx.scope.project,
            facet: repo.id,
            title: c.title,
            body: c.body,
            raw: c.raw,
            vector: vectors[k] as Float32Array,
            embedder: this.embedder.id,
            terms: c.terms,
          },
        })),
      });
      chunks += result.chunks.length;
      if (chunks >= (this.store.writeChunks ?? WRITE_CHUNKS)) await flush();
    }
    await flush();
  }
}

/** Groups tasks by count and size (sizes from the walk). */
function batches(tasks: FileTask[]): FileTask[][] {
  const out: FileTask[][] = [];
  let current: FileTask[] = [];
  let bytes = 0;
  for (const task of tasks) {
    const size = task.size;
    if (current.length > 0 && (current.length >= BATCH_FILES || bytes + size > BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(task);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export function scopeKey(scope: Scope, root: string): string {
  return `${scope.tenant}\u0000${scope.project}\u0000${root}`;
}
