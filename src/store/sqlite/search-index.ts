import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput, SearchFilter, SearchHit, SearchIndex, StaleDoc } from '../search-index.js';
import { VectorPartitions, nearestIn } from '../vector-partitions.js';
import { COMMON_DF, DfCache, pickTerms } from '../term-selection.js';
import { BODY_WEIGHT, MIN_IDF, TITLE_WEIGHT, foldToken, fts5Part, indexTermCounts, type Bm25Arithmetic } from '../bm25.js';
import { LexicalPostings, MEMORY_FAMILIES, type LexicalDoc, type Totals } from '../lexical-postings.js';
import { bufferToVector, vectorToBuffer } from '../../search/embedder.js';
import { bulkMergeConfig, DEFAULT_MERGE, FTS_TABLES, readVarint, repairSegments, setMergeConfig } from './fts-segments.js';
import { allFilledTerms, INSERT_FILLED, type FilledTerms } from './terms-fill.js';

const FILL_WORKER = new URL('./terms-fill-worker.js', import.meta.url);

/**
 * Runs terms-fill-worker.js on the store at `path`; `write` takes each batch on this thread.
 * `started` is given the worker, for the store's close to end it.
 */
function fillInWorker(path: string, write: (rows: FilledTerms[]) => void, started: (worker: Worker) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(FILL_WORKER, { workerData: { path } });
    started(worker);
    worker.on('message', (msg: { rows?: FilledTerms[]; ok?: boolean; error?: string }) => {
      if (msg.rows) {
        try {
          write(msg.rows);
        } catch (error) {
          reject(error);
          void worker.terminate();
        }
      } else if (msg.ok) resolve();
      else reject(new Error(`reading the terms of older search documents from FTS5 failed: ${msg.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('reading the terms of older search documents from FTS5 ended without an answer')));
  });
}

/** Documents read from `search_terms` per step of the postings' load (the daemon answers between steps). */
const LOAD_BATCH = 2_000;
/** `search_log` keeps the latest this many changes; postings that fell further behind are read again. */
const LOG_KEEP = 100_000;
/** A load of the postings that failed (a full disk, say) is tried again by a search this much later. */
const LOAD_RETRY_MS = 60_000;
/** Prune the log once every this many changes. */
const PRUNE_EVERY = 1_024;

/** A search document of a small family as `search_terms` and `search_docs` give it: terms and frequencies space-separated. */
type TermsRow = Omit<LexicalDoc, 'terms' | 'tf'> & { embedder: string; terms: string; tf: string };

const TERMS_ROW = `SELECT d.id, d.family, d.ref_id AS refId, d.tenant, d.project, d.facet, d.embedder, t.len, t.terms, t.tf
  FROM search_terms t JOIN search_docs d ON d.id = t.doc_id`;

/**
 * Search documents of every family live in one table with one FTS5 index
 * (BM25 over index terms), one trigram index (fragments) and vectors. Vector
 * KNN uses an in-memory SimHash index per (family, tenant, embedder), rebuilt
 * lazily from the table and kept current by this process's writes (and, for the
 * small families, other processes' through `search_log`, below); its candidates
 * are rescored from in-memory int8 copies.
 *
 * The small families (MEMORY_FAMILIES) are ranked from postings held in memory
 * (../lexical-postings.ts, the PostgreSQL store's class) with FTS5's bm25() —
 * the same doubles, from FTS5's own totals and document frequencies. They are
 * loaded in steps in the background (at daemon start, or at the first search
 * that could use them; FTS5 answers until then) and caught up before every
 * search when the file changed (`PRAGMA data_version` for other connections,
 * `total_changes()` for this one), by reading `search_log` past the last change
 * seen (migration 21). FTS5 remains the durable index and the fallback.
 */
export class SqliteSearchIndex implements SearchIndex {
  private readonly vectors = new VectorPartitions();
  private readonly st;
  private bulkLoads = 0;
  private readonly df = new DfCache();
  /** The small families' postings, FTS5's totals, the last change seen and the chunk change count read with them. */
  private lexicon: { postings: LexicalPostings; totals: Totals; seq: number; chunkChanges: number; chunksPresent: boolean; version: number } | null = null;
  private lexiconLoading: Promise<void> | null = null;
  private loadFailedAt = 0;
  /** The worker reading older documents' terms (terms-fill.ts) while it runs: the store's close ends it. */
  private fillWorker: Worker | null = null;
  private closed = false;
  /** Repository chunks holding a (folded) term, counted up to COMMON_DF + 1, kept until chunks change. */
  private readonly chunkDf = new Map<string, number>();
  /** FTS5's idf by "documents frequency", from SQLite's own `ln`. */
  private readonly idfs = new Map<string, number>();
  /**
   * This connection changed the search documents since the postings were last caught up. It
   * writes them through upsert and removeDoc only, so this flag stands in for a `total_changes()`
   * statement at each of the dozen checks a search makes (another connection's commits are
   * `PRAGMA data_version`'s).
   */
  private written = true;

  constructor(
    private readonly db: Db,
  ) {
    this.st = {
      findDoc: db.prepare<[string, string], { id: number; tenant: string }>('SELECT id, tenant FROM search_docs WHERE family = ? AND ref_id = ?'),
      insertDoc: db.prepare(
        'INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      deleteDoc: db.prepare('DELETE FROM search_docs WHERE id = ?'),
      insertFts: db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)'),
      deleteFts: db.prepare('DELETE FROM search_fts WHERE rowid = ?'),
      insertTri: db.prepare('INSERT INTO search_tri (rowid, raw) VALUES (?, ?)'),
      deleteTri: db.prepare('DELETE FROM search_tri WHERE rowid = ?'),
      stale: db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM search_docs WHERE tenant = ? AND embedder != ?'),
      totalChanges: db.prepare<[], { n: number }>('SELECT total_changes() AS n'),
      cappedDf: db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM (SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT ${COMMON_DF + 1})`),
      cappedChunkDf: db.prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM (SELECT f.rowid FROM search_fts f JOIN search_docs d INDEXED BY search_docs_join ON d.id = f.rowid
           WHERE search_fts MATCH ? AND d.family = 'chunk' LIMIT ${COMMON_DF + 1})`,
      ),
      // OR REPLACE: a row left by an interrupted fill for an id now reused must not refuse the document.
      insertTerms: db.prepare('INSERT OR REPLACE INTO search_terms (doc_id, len, terms, tf) VALUES (?, ?, ?, ?)'),
      deleteTerms: db.prepare('DELETE FROM search_terms WHERE doc_id = ?'),
      logChange: db.prepare('INSERT INTO search_log (doc_id, removed) VALUES (?, ?)'),
      pruneLog: db.prepare('DELETE FROM search_log WHERE seq <= ?'),
      chunkChanged: db.prepare('UPDATE search_changes SET chunks = chunks + 1 WHERE id = 1'),
      chunkChanges: db.prepare<[], { n: number }>('SELECT chunks AS n FROM search_changes WHERE id = 1'),
      termsFilled: db.prepare<[], { n: number }>('SELECT terms_filled AS n FROM search_changes WHERE id = 1'),
      markFilled: db.prepare('UPDATE search_changes SET terms_filled = 1 WHERE id = 1'),
      insertFilled: db.prepare<[FilledTerms]>(INSERT_FILLED),
      chunksPresent: db.prepare<[], { n: number }>("SELECT EXISTS (SELECT 1 FROM search_docs WHERE family = 'chunk') AS n"),
      // FTS5's idf with the C library's log, as fts5_aux.c computes it (integers until the + 0.5).
      idf: db.prepare<[number, number, number], { v: number }>('SELECT ln((? - ? + 0.5) / (? + 0.5)) AS v'),
      dataVersion: db.prepare<[], { data_version: number }>('PRAGMA data_version'),
      averages: db.prepare<[], { block: Buffer }>('SELECT block FROM search_fts_data WHERE id = 1'),
      logEnd: db.prepare<[], { lo: number | null; hi: number | null }>('SELECT min(seq) AS lo, max(seq) AS hi FROM search_log'),
      logSince: db.prepare<[number], { seq: number; id: number; removed: number }>('SELECT seq, doc_id AS id, removed FROM search_log WHERE seq > ? ORDER BY seq'),
      termsRow: db.prepare<[number], TermsRow>(`${TERMS_ROW} WHERE t.doc_id = ?`),
      docVector: db.prepare<[number], { vector: Buffer }>('SELECT vector FROM search_docs WHERE id = ?'),
      termsRows: db.prepare<[number, number], TermsRow>(`${TERMS_ROW} WHERE t.doc_id > ? ORDER BY t.doc_id LIMIT ?`),
    };
    setMergeConfig(db, DEFAULT_MERGE);
    repairSegments(db);
  }

  /** Inserts or replaces a document; call inside the owning row's transaction. */
  upsert(scope: Scope, doc: SearchDocInput): void {
    this.df.noteWrite();
    this.written = true;
    this.removeDoc(doc.family, doc.refId);
    const info = this.st.insertDoc.run(doc.family, doc.refId, scope.tenant, doc.project, doc.facet ?? null, doc.embedder, vectorToBuffer(doc.vector));
    const id = Number(info.lastInsertRowid);
    this.st.insertFts.run(id, doc.title, doc.body);
    if (doc.raw) this.st.insertTri.run(id, doc.raw);
    if (MEMORY_FAMILIES.includes(doc.family)) {
      // The tokens FTS5 indexes, as it counts them (the PostgreSQL store keeps the same).
      const { counts, len } = indexTermCounts(doc.title, doc.body);
      this.st.insertTerms.run(id, len, [...counts.keys()].join(' '), [...counts.values()].join(' '));
      this.logChange(id, false);
    } else this.st.chunkChanged.run();
    this.vectors.add(doc.family, scope.tenant, doc.embedder, { id, refId: doc.refId, project: doc.project, facet: doc.facet ?? null, vector: doc.vector });
  }

  /** Removes a document; call inside the owning row's transaction. */
  removeDoc(family: string, refId: string): void {
    const found = this.st.findDoc.get(family, refId);
    if (!found) return;
    this.written = true;
    this.st.deleteFts.run(found.id);
    this.st.deleteTri.run(found.id);
    this.st.deleteDoc.run(found.id);
    this.vectors.remove(family, found.tenant, found.id);
    if (MEMORY_FAMILIES.includes(family)) {
      this.st.deleteTerms.run(found.id);
      this.logChange(found.id, true);
    } else this.st.chunkChanged.run();
  }

  private logChange(id: number, removed: boolean): void {
    const seq = Number(this.st.logChange.run(id, removed ? 1 : 0).lastInsertRowid);
    if (seq % PRUNE_EVERY === 0) this.st.pruneLog.run(seq - LOG_KEEP);
  }

  async lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]> {
    const lexicon = this.lexiconNow(); // caught up once for the selection and the ranking
    const selected = this.selectFrom(terms, lexicon);
    if (selected.length === 0) return [];
    if (MEMORY_FAMILIES.includes(filter.family) && lexicon) {
      const ranked = this.rankInMemory(lexicon, scope, filter, selected, limit);
      if (ranked) return ranked;
    }
    return this.ftsLexical(scope, filter, selected, limit);
  }

  /** FTS5's own bm25() over the selected terms (every family; the small ones while their postings load). */
  ftsLexical(scope: Scope, filter: SearchFilter, selected: string[], limit: number): SearchHit[] {
    const match = selected.map(quoteFts).join(' OR ');
    return this.matchQuery('search_fts', `bm25(search_fts, ${TITLE_WEIGHT}, ${BODY_WEIGHT})`, match, scope, filter, limit);
  }

  /** Documents whose postings are held in memory, caught up with the file; null while they load. */
  postingsHeld(): number | null {
    return this.lexiconNow()?.postings.size ?? null;
  }

  /**
   * FTS5's bm25() over the postings in memory: a term's document frequency is the postings'
   * plus the chunks holding it (FTS5 counts every document of the index), the totals are
   * FTS5's own. Null when FTS5 must answer: a term is held by more chunks than are counted
   * (a selection cached before they were indexed).
   */
  private rankInMemory(lexicon: NonNullable<SqliteSearchIndex['lexicon']>, scope: Scope, filter: SearchFilter, selected: string[], limit: number): SearchHit[] | null {
    const keys = selected.map(foldToken).filter(Boolean);
    const inChunks = new Map<string, number>();
    for (const key of keys) {
      const n = this.chunkCount(key, lexicon.chunksPresent);
      if (n > COMMON_DF) return null;
      inChunks.set(key, n);
    }
    const { postings, totals } = lexicon;
    return postings.rank(scope, filter, keys, (term) => postings.df(term) + (inChunks.get(term) ?? 0), totals, limit, this.fts5);
  }

  /** FTS5's arithmetic (../bm25.ts): its order of operations, and its idf with the logarithm taken by SQLite, so that scores are FTS5's to the bit. */
  private readonly fts5: Bm25Arithmetic = { idf: (n, df) => this.idf(n, df), part: fts5Part };

  private idf(n: number, df: number): number {
    const key = `${n} ${df}`;
    let idf = this.idfs.get(key);
    if (idf === undefined) {
      const v = this.st.idf.get(n, df, df)?.v ?? 0;
      idf = v > 0 ? v : MIN_IDF;
      if (this.idfs.size >= 10_000) this.idfs.clear();
      this.idfs.set(key, idf);
    }
    return idf;
  }

  /** Repository chunks holding a folded term, counted up to COMMON_DF + 1 (kept until chunks change). */
  private chunkCount(key: string, present: boolean): number {
    if (!present) return 0;
    let n = this.chunkDf.get(key);
    if (n === undefined) {
      n = this.st.cappedChunkDf.get(quoteFts(key))?.n ?? 0;
      if (this.chunkDf.size >= 50_000) this.chunkDf.clear();
      this.chunkDf.set(key, n);
    }
    return n;
  }

  /**
   * The postings, caught up with every commit to the file (this connection's and others'),
   * or null while they load (the load starts here if nothing started it).
   */
  private lexiconNow(): SqliteSearchIndex['lexicon'] {
    const lexicon = this.lexicon;
    if (!lexicon) {
      this.startLoad();
      return null;
    }
    const version = this.st.dataVersion.get()!.data_version;
    if (version === lexicon.version && !this.written) return lexicon;
    lexicon.version = version;
    this.written = false;
    if (!this.catchUp(lexicon)) {
      // Fallen behind the log's pruning: read everything again (FTS5 answers meanwhile; the vectors are rebuilt too).
      this.lexicon = null;
      this.vectors.clear();
      this.startLoad();
      return null;
    }
    return lexicon;
  }

  /**
   * Replays the changes logged since `lexicon.seq` (additions read from `search_terms`, if still
   * there) and reads the totals and chunk changes again. False when the log no longer reaches back.
   */
  private catchUp(lexicon: NonNullable<SqliteSearchIndex['lexicon']>): boolean {
    const end = this.st.logEnd.get();
    if (end?.hi != null && end.hi > lexicon.seq && end.lo! > lexicon.seq + 1) return false;
    // Vector partitions follow too (this process's own changes are replayed to the same result).
    for (const change of this.st.logSince.all(lexicon.seq)) {
      const held = lexicon.postings.scopeOf(change.id);
      if (held) this.vectors.remove(held.family, held.tenant, change.id);
      lexicon.postings.remove(change.id);
      if (!change.removed) {
        // An id can be reused once its document is gone: the replay reads what the id holds now.
        const row = this.st.termsRow.get(change.id);
        if (row && MEMORY_FAMILIES.includes(row.family)) {
          lexicon.postings.add(lexicalDoc(row));
          if (this.vectors.get(row.family, row.tenant, row.embedder)) {
            const vector = this.st.docVector.get(row.id)?.vector;
            if (vector) this.vectors.add(row.family, row.tenant, row.embedder, { id: row.id, refId: row.refId, project: row.project, facet: row.facet, vector: bufferToVector(vector) });
          }
        }
      }
      lexicon.seq = change.seq;
    }
    lexicon.totals = this.ftsTotals();
    const chunkChanges = this.st.chunkChanges.get()?.n ?? 0;
    if (chunkChanges !== lexicon.chunkChanges) {
      lexicon.chunkChanges = chunkChanges;
      lexicon.chunksPresent = (this.st.chunksPresent.get()?.n ?? 0) > 0;
      this.chunkDf.clear();
    }
    return true;
  }

  /** FTS5's totals (its averages record: documents ever inserted, then tokens per column), as bm25() reads them. */
  private ftsTotals(): Totals {
    const block = this.st.averages.get()?.block;
    if (!block) return { docs: 0, tokens: 0 };
    const values = readVarints(block);
    let tokens = 0;
    for (let i = 1; i < values.length; i++) tokens += values[i]!;
    return { docs: values[0] ?? 0, tokens };
  }

  /**
   * The terms of the documents written before migration 21, read once from FTS5's own index
   * (terms-fill.ts) — in a worker, on a snapshot, while this thread goes on answering (FTS5
   * ranks meanwhile) — and written here in short transactions; documents that have their
   * terms (written since) keep them, documents gone since get none. Another process doing
   * the same at once writes the same rows.
   */
  private async fillTerms(): Promise<void> {
    if (this.st.termsFilled.get()?.n) return;
    const write = (rows: FilledTerms[]) =>
      writeTransaction(this.db, () => {
        for (const row of rows) this.st.insertFilled.run(row);
      });
    if (this.db.memory || !existsSync(fileURLToPath(FILL_WORKER))) write(allFilledTerms(this.db));
    else {
      try {
        await fillInWorker(this.db.name, write, (worker) => (this.fillWorker = worker));
      } catch (error) {
        // Ended by close(): not filled, the next start reads them again.
        if (this.closed) return;
        throw error;
      } finally {
        this.fillWorker = null;
      }
    }
    if (this.open) this.st.markFilled.run();
  }

  /** The connection is open and close() was not called. */
  private get open(): boolean {
    return this.db.open && !this.closed;
  }

  /**
   * Ends what runs beside the store's connection: the worker reading older documents' terms,
   * which holds its own connection to the file (a later start reads them again). Call before
   * the connection closes.
   */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.fillWorker;
    this.fillWorker = null;
    await worker?.terminate();
  }

  /**
   * Loads the small families' postings in steps of LOAD_BATCH documents, yielding to the
   * event loop between steps; then replays what changed since the load began. Called at
   * daemon start; searches meanwhile are answered by FTS5.
   */
  warm(): Promise<void> {
    if (this.lexicon) return Promise.resolve();
    this.lexiconLoading ??= this.loadLexicon()
      .catch((error: unknown) => {
        this.loadFailedAt = Date.now();
        throw error;
      })
      .finally(() => (this.lexiconLoading = null));
    return this.lexiconLoading;
  }

  /** Starts loading the postings from a search (FTS5 answers meanwhile); after a failed load, not again for a minute. */
  private startLoad(): void {
    if (Date.now() - this.loadFailedAt < LOAD_RETRY_MS) return;
    this.warm().catch(() => undefined);
  }

  private async loadLexicon(): Promise<void> {
    await this.fillTerms();
    if (!this.open) return;
    const seq = this.st.logEnd.get()?.hi ?? 0;
    const version = this.st.dataVersion.get()!.data_version;
    const postings = new LexicalPostings();
    let after = 0;
    for (;;) {
      if (!this.open) return;
      const rows = this.st.termsRows.all(after, LOAD_BATCH);
      for (const row of rows) if (MEMORY_FAMILIES.includes(row.family)) postings.add(lexicalDoc(row));
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!this.open) return;
    const lexicon = { postings, totals: { docs: 0, tokens: 0 }, seq, chunkChanges: -1, chunksPresent: false, version };
    this.written = false;
    // Changes committed while the steps ran are replayed (a change the steps already saw is replayed to the same result).
    if (!this.catchUp(lexicon)) return this.loadLexicon();
    this.lexicon = lexicon;
  }

  /** The query terms worth scoring: not too common, rarest first within the posting budget. */
  selectTerms(terms: string[]): string[] {
    return this.selectFrom(terms, this.lexiconNow()); // caught up once for all the terms
  }

  private selectFrom(terms: string[], lexicon: SqliteSearchIndex['lexicon']): string[] {
    this.df.refresh();
    return pickTerms([...new Set(terms)].map((term) => ({ term, df: this.countDocuments(term, lexicon) })));
  }

  /**
   * Documents containing the term, counted up to COMMON_DF + 1 (cached): from the postings
   * when they are held and the store has no repository chunks (the same count FTS5 gives),
   * else by FTS5 (counting the chunks apart would cost a repository search more).
   */
  documentFrequency(term: string): number {
    return this.countDocuments(term, this.df.get(term) === undefined ? this.lexiconNow() : null);
  }

  private countDocuments(term: string, lexicon: SqliteSearchIndex['lexicon']): number {
    let df = this.df.get(term);
    if (df === undefined) {
      if (lexicon && !lexicon.chunksPresent) {
        // A term FTS5's tokenizer would fold away entirely matches nothing.
        const key = foldToken(term);
        df = key === '' ? 0 : Math.min(COMMON_DF + 1, lexicon.postings.df(key));
      } else df = this.st.cappedDf.get(quoteFts(term))?.n ?? 0;
      this.df.set(term, df);
    }
    return df;
  }

  async hasTerm(term: string): Promise<boolean> {
    return this.documentFrequency(term) > 0;
  }

  async fragment(scope: Scope, filter: SearchFilter, fragments: string[], limit: number): Promise<SearchHit[]> {
    const usable = fragments.filter((f) => [...f].length >= 3);
    if (usable.length === 0) return [];
    return this.matchQuery('search_tri', 'bm25(search_tri)', usable.map(quoteFts).join(' OR '), scope, filter, limit);
  }

  private matchQuery(table: string, rank: string, match: string, scope: Scope, filter: SearchFilter, limit: number): SearchHit[] {
    const { clause, params } = scopeClause(scope, filter);
    // INDEXED BY: the planner would read the table row (vector included) by rowid instead (see migration 5).
    // Equal scores in document order, as on PostgreSQL: which of two equal chunks comes first must not depend on the index's layout.
    const sql = `SELECT d.ref_id AS refId, ${rank} AS rank FROM ${table} JOIN search_docs d INDEXED BY search_docs_join ON d.id = ${table}.rowid
      WHERE ${table} MATCH ? AND ${clause} ORDER BY rank, d.id LIMIT ?`;
    const rows = cachedStatement(this.db, sql).all(match, ...params, limit) as { refId: string; rank: number }[];
    return rows.map((row) => ({ refId: row.refId, score: -row.rank }));
  }

  async nearest(scope: Scope, filter: SearchFilter, vector: Float32Array, embedder: string, limit: number): Promise<SearchHit[]> {
    // Another process's changes to the small families reach their partitions with the postings.
    if (MEMORY_FAMILIES.includes(filter.family)) this.lexiconNow();
    return nearestIn(this.vectorIndex(filter.family, scope.tenant, embedder, vector.length), scope, filter, vector, limit);
  }

  private vectorIndex(family: string, tenant: string, embedder: string, dim: number) {
    const cached = this.vectors.get(family, tenant, embedder);
    if (cached) return cached;
    const rows = this.db
      .prepare<[string, string, string], { id: number; refId: string; project: string; facet: string | null; vector: Buffer }>(
        'SELECT id, ref_id AS refId, project, facet, vector FROM search_docs WHERE family = ? AND tenant = ? AND embedder = ?',
      )
      .iterate(family, tenant, embedder);
    const decoded = (function* () {
      for (const row of rows) yield { ...row, vector: bufferToVector(row.vector) };
    })();
    return this.vectors.build(family, tenant, embedder, dim, decoded);
  }

  async countStale(scope: Scope, embedder: string): Promise<number> {
    return this.st.stale.get(scope.tenant, embedder)?.n ?? 0;
  }

  async staleDocs(scope: Scope, embedder: string, afterId: number, limit: number): Promise<StaleDoc[]> {
    return this.db
      .prepare<[string, string, number, number], StaleDoc>(
        `SELECT id AS docId, family, ref_id AS refId, project FROM search_docs
         WHERE tenant = ? AND embedder != ? AND id > ? ORDER BY id LIMIT ?`,
      )
      .all(scope.tenant, embedder, afterId, limit);
  }

  async replaceVectors(scope: Scope, updates: { docId: number; vector: Float32Array }[], embedder: string): Promise<number> {
    const select = this.db.prepare<[number, string], { family: string; refId: string; project: string; facet: string | null; embedder: string }>(
      'SELECT family, ref_id AS refId, project, facet, embedder FROM search_docs WHERE id = ? AND tenant = ?',
    );
    const update = this.db.prepare('UPDATE search_docs SET vector = ?, embedder = ? WHERE id = ? AND embedder = ?');
    return writeTransaction(this.db, () => {
      let replaced = 0;
      for (const { docId, vector } of updates) {
        const doc = select.get(docId, scope.tenant);
        if (!doc || doc.embedder === embedder) continue;
        update.run(vectorToBuffer(vector), embedder, docId, doc.embedder);
        replaced++;
        // Keep the cached ANN partitions in step: out of the old embedder's, into the new one's.
        this.vectors.remove(doc.family, scope.tenant, docId, doc.embedder);
        this.vectors.add(doc.family, scope.tenant, embedder, { id: docId, refId: doc.refId, project: doc.project, facet: doc.facet, vector });
      }
      return replaced;
    });
  }

  async staleTenants(embedder: string): Promise<string[]> {
    return this.db
      .prepare<[string], { tenant: string }>('SELECT DISTINCT tenant FROM search_docs WHERE embedder != ?')
      .all(embedder)
      .map((row) => row.tenant);
  }

  /**
   * Bulk loading (repository indexing and removal): SQLite's default merge
   * options merge a little on every commit and merge a segment whose rows were
   * deleted, which made a large index several times slower than its inserts.
   * While a bulk load runs, `bulkMergeConfig` applies: wider merges, no
   * delete-triggered ones, and a segment count that stays bounded at any size
   * (FTS5 refuses writes at 2000 segments). `compact` catches up afterwards.
   * When the last load ends (also when it failed), the defaults come back and
   * a table left near the limit is merged down before anything else writes.
   * Reset at every open so a crash cannot leave the bulk options on.
   */
  deferMerges(on: boolean): void {
    this.bulkLoads = Math.max(0, this.bulkLoads + (on ? 1 : -1));
    if (on && this.bulkLoads === 1) setMergeConfig(this.db, bulkMergeConfig());
    if (!on && this.bulkLoads === 0) {
      try {
        setMergeConfig(this.db, DEFAULT_MERGE);
        repairSegments(this.db);
      } catch {
        // A full disk refuses these writes too: the bulk options bound the index as well, and the next open resets them.
      }
    }
  }

  /** One slice of deferred merge work (about `pages` leaf pages per table); false when nothing is left. */
  mergeStep(pages = 100): boolean {
    let busy = false;
    for (const table of FTS_TABLES) {
      const before = this.st.totalChanges.get()?.n ?? 0;
      this.db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', ${Math.trunc(pages)})`);
      // SQLite's documented test: fewer than 2 changes means the merge had nothing left to do.
      if ((this.st.totalChanges.get()?.n ?? 0) - before >= 2) busy = true;
    }
    return busy;
  }

  /** Drops cached vector indexes (after a re-embed). */
  resetVectors(): void {
    this.vectors.clear();
  }
}

function scopeClause(scope: Scope, filter: SearchFilter): { clause: string; params: unknown[] } {
  const projects = filter.projects.length > 0 ? filter.projects : [scope.project];
  let clause = `d.family = ? AND d.tenant = ? AND d.project IN (${projects.map(() => '?').join(',')})`;
  const params: unknown[] = [filter.family, scope.tenant, ...projects];
  if (filter.facet !== undefined) {
    clause += ' AND d.facet = ?';
    params.push(filter.facet);
  }
  return { clause, params };
}

function lexicalDoc(row: TermsRow): LexicalDoc {
  const terms = row.terms === '' ? [] : row.terms.split(' ');
  const tf = row.tf === '' ? [] : row.tf.split(' ').map(Number);
  return { id: row.id, family: row.family, refId: row.refId, tenant: row.tenant, project: row.project, facet: row.facet, len: row.len, terms, tf };
}

/** The varints of a record, as FTS5 writes its averages record (fts-segments.ts reads them). */
function readVarints(block: Buffer): number[] {
  const reader = { data: block, pos: 0 };
  const out: number[] = [];
  while (reader.pos < block.length) out.push(Number(readVarint(reader)));
  return out;
}

/** Quotes a term for FTS5 so punctuation and keywords (OR, NEAR) are literal. */
function quoteFts(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}
