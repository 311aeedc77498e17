import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput, SearchFilter, SearchHit, SearchIndex, StaleDoc } from '../search-index.js';
import { VectorPartitions, nearestIn } from '../vector-partitions.js';
import { COMMON_DF, DfCache, pickTerms } from '../term-selection.js';
import { BODY_WEIGHT, TITLE_WEIGHT } from '../bm25.js';
import { bufferToVector, vectorToBuffer } from '../../search/embedder.js';
import { bulkMergeConfig, DEFAULT_MERGE, FTS_TABLES, repairSegments, setMergeConfig } from './fts-segments.js';


/**
 * Search documents of every family live in one table with one FTS5 index
 * (BM25 over index terms), one trigram index (fragments) and vectors. Vector
 * KNN uses an in-memory SimHash index per (family, tenant, embedder), rebuilt
 * lazily from the table and kept current by writes (this process is the only
 * writer); its candidates are rescored from in-memory int8 copies.
 */
export class SqliteSearchIndex implements SearchIndex {
  private readonly vectors = new VectorPartitions();
  private readonly st;
  private bulkLoads = 0;
  private readonly df = new DfCache();

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
    };
    setMergeConfig(db, DEFAULT_MERGE);
    repairSegments(db);
  }

  /** Inserts or replaces a document; call inside the owning row's transaction. */
  upsert(scope: Scope, doc: SearchDocInput): void {
    this.df.noteWrite();
    this.removeDoc(doc.family, doc.refId);
    const info = this.st.insertDoc.run(doc.family, doc.refId, scope.tenant, doc.project, doc.facet ?? null, doc.embedder, vectorToBuffer(doc.vector));
    const id = Number(info.lastInsertRowid);
    this.st.insertFts.run(id, doc.title, doc.body);
    if (doc.raw) this.st.insertTri.run(id, doc.raw);
    this.vectors.add(doc.family, scope.tenant, doc.embedder, { id, refId: doc.refId, project: doc.project, facet: doc.facet ?? null, vector: doc.vector });
  }

  /** Removes a document; call inside the owning row's transaction. */
  removeDoc(family: string, refId: string): void {
    const found = this.st.findDoc.get(family, refId);
    if (!found) return;
    this.st.deleteFts.run(found.id);
    this.st.deleteTri.run(found.id);
    this.st.deleteDoc.run(found.id);
    this.vectors.remove(family, found.tenant, found.id);
  }

  async lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]> {
    const selected = this.selectTerms(terms);
    if (selected.length === 0) return [];
    const match = selected.map(quoteFts).join(' OR ');
    return this.matchQuery('search_fts', `bm25(search_fts, ${TITLE_WEIGHT}, ${BODY_WEIGHT})`, match, scope, filter, limit);
  }

  /** The query terms worth scoring: not too common, rarest first within the posting budget. */
  selectTerms(terms: string[]): string[] {
    this.df.refresh();
    return pickTerms([...new Set(terms)].map((term) => ({ term, df: this.documentFrequency(term) })));
  }

  /** Documents containing the term, counted up to COMMON_DF + 1 (cached). */
  documentFrequency(term: string): number {
    let df = this.df.get(term);
    if (df === undefined) {
      df = this.st.cappedDf.get(quoteFts(term))?.n ?? 0;
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

/** Quotes a term for FTS5 so punctuation and keywords (OR, NEAR) are literal. */
function quoteFts(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}
