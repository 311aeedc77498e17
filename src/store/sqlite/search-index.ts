import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { Scope, SearchDocInput, SearchFilter, SearchHit, SearchIndex, StaleDoc } from '../types.js';
import { VectorIndex } from '../../search/vector-index.js';
import { bufferToVector, vectorToBuffer } from '../../search/embedder.js';

const RESCORE_POOL = 120;

interface Member {
  refId: string;
  project: string;
  facet: string | null;
  /** The vector quantized to int8 (value = q × scale), for rescoring without a database read. */
  q: Int8Array;
  scale: number;
}

/**
 * Candidates are rescored from int8 copies kept in memory (384 bytes a
 * document): reading 120 float blobs back from SQLite cost ~0.4 ms a search,
 * the in-memory dot products ~0.05 ms. Quantization error is below 1 % of a
 * cosine, far inside the gaps that order real results.
 */
function member(refId: string, project: string, facet: string | null, vector: Float32Array): Member {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i] as number));
  const scale = max === 0 ? 1 : max / 127;
  const q = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) q[i] = Math.round((vector[i] as number) / scale);
  return { refId, project, facet, q, scale };
}

function cachedRef(members: Map<number, Member>, key: number): string {
  return members.get(key)?.refId ?? '';
}

function approximateCosine(m: Member, query: Float32Array): number {
  const { q } = m;
  let sum = 0;
  for (let i = 0; i < q.length; i++) sum += (q[i] as number) * (query[i] as number);
  return sum * m.scale;
}
/**
 * BM25 scores every document that contains a query term, so its cost is the
 * sum of the terms' posting lists: a word found in all of 10 000 checkpoints
 * cost ~15 ms. Terms found in more than COMMON_DF documents carry almost no
 * weight (BM25's idf is near zero) and are left out; the rest are taken
 * rarest first up to POSTING_BUDGET postings. Document frequencies are counted
 * with a capped query (≤ 0.15 ms) and cached until the index changes a lot.
 */
const COMMON_DF = 800;
const POSTING_BUDGET = 1_600;
const DF_CACHE_WRITES = 500;
/** SQLite's FTS5 defaults, restored after a bulk load. */
const FTS_AUTOMERGE = 4;
const FTS_CRISISMERGE = 16;

/**
 * Search documents of every family live in one table with one FTS5 index
 * (BM25 over index terms), one trigram index (fragments) and vectors. Vector
 * KNN uses an in-memory SimHash index per (family, tenant, embedder), rebuilt
 * lazily from the table and kept current by writes (this process is the only
 * writer); its candidates are rescored from in-memory int8 copies.
 */
export class SqliteSearchIndex implements SearchIndex {
  private readonly vectors = new Map<string, { index: VectorIndex; members: Map<number, Member> }>();
  private readonly st;
  private bulkLoads = 0;
  private readonly dfCache = new Map<string, number>();
  private writesSinceDf = 0;

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
    this.setMergeConfig(FTS_AUTOMERGE, FTS_CRISISMERGE);
  }

  /** Inserts or replaces a document; call inside the owning row's transaction. */
  upsert(scope: Scope, doc: SearchDocInput): void {
    this.writesSinceDf++;
    this.removeDoc(doc.family, doc.refId);
    const info = this.st.insertDoc.run(doc.family, doc.refId, scope.tenant, doc.project, doc.facet ?? null, doc.embedder, vectorToBuffer(doc.vector));
    const id = Number(info.lastInsertRowid);
    this.st.insertFts.run(id, doc.title, doc.body);
    if (doc.raw) this.st.insertTri.run(id, doc.raw);
    const cached = this.vectors.get(partition(doc.family, scope.tenant, doc.embedder));
    if (cached) {
      cached.index.add(id, doc.vector);
      cached.members.set(id, member(doc.refId, doc.project, doc.facet ?? null, doc.vector));
    }
  }

  /** Removes a document; call inside the owning row's transaction. */
  removeDoc(family: string, refId: string): void {
    const found = this.st.findDoc.get(family, refId);
    if (!found) return;
    this.st.deleteFts.run(found.id);
    this.st.deleteTri.run(found.id);
    this.st.deleteDoc.run(found.id);
    for (const [key, cached] of this.vectors) {
      if (key.startsWith(`${family}\u0000${found.tenant}\u0000`)) {
        cached.index.remove(found.id);
        cached.members.delete(found.id);
      }
    }
  }

  async lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]> {
    const selected = this.selectTerms(terms);
    if (selected.length === 0) return [];
    const match = selected.map(quoteFts).join(' OR ');
    return this.matchQuery('search_fts', 'bm25(search_fts, 4.0, 1.0)', match, scope, filter, limit);
  }

  /** The query terms worth scoring: not too common, rarest first within the posting budget. */
  selectTerms(terms: string[]): string[] {
    if (this.writesSinceDf > DF_CACHE_WRITES) this.resetDf();
    const counted = [...new Set(terms)]
      .map((term) => ({ term, df: this.documentFrequency(term) }))
      .filter((t) => t.df > 0 && t.df <= COMMON_DF)
      .sort((a, b) => a.df - b.df);
    const out: string[] = [];
    let postings = 0;
    for (const { term, df } of counted) {
      if (out.length > 0 && postings + df > POSTING_BUDGET) break;
      out.push(term);
      postings += df;
    }
    return out;
  }

  private documentFrequency(term: string): number {
    let df = this.dfCache.get(term);
    if (df === undefined) {
      df = this.st.cappedDf.get(quoteFts(term))?.n ?? 0;
      if (this.dfCache.size > 50_000) this.dfCache.clear();
      // An absent term is not cached: the next write may add it, and asking costs ~10 µs.
      if (df > 0) this.dfCache.set(term, df);
    }
    return df;
  }

  private resetDf(): void {
    this.dfCache.clear();
    this.writesSinceDf = 0;
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
    const sql = `SELECT d.ref_id AS refId, ${rank} AS rank FROM ${table} JOIN search_docs d INDEXED BY search_docs_join ON d.id = ${table}.rowid
      WHERE ${table} MATCH ? AND ${clause} ORDER BY rank LIMIT ?`;
    const rows = cachedStatement(this.db, sql).all(match, ...params, limit) as { refId: string; rank: number }[];
    return rows.map((row) => ({ refId: row.refId, score: -row.rank }));
  }

  async nearest(scope: Scope, filter: SearchFilter, vector: Float32Array, embedder: string, limit: number): Promise<SearchHit[]> {
    const cached = this.vectorIndex(filter.family, scope.tenant, embedder, vector.length);
    // Same rule as scopeClause: no projects named means the scope's own project.
    const projects = new Set(filter.projects.length > 0 ? filter.projects : [scope.project]);
    const keys = cached.index.candidates(vector, Math.max(RESCORE_POOL, limit * 4), (key) => {
      const member = cached.members.get(key);
      return member !== undefined && projects.has(member.project) && (filter.facet === undefined || member.facet === filter.facet);
    });
    const approximate: { key: number; score: number }[] = [];
    for (const key of keys) {
      const m = cached.members.get(key);
      if (m) approximate.push({ key, score: approximateCosine(m, vector) });
    }
    approximate.sort((a, b) => b.score - a.score || a.key - b.key);
    return approximate.slice(0, limit).map((a) => ({ refId: cachedRef(cached.members, a.key), score: a.score }));
  }

  private vectorIndex(family: string, tenant: string, embedder: string, dim: number) {
    const key = partition(family, tenant, embedder);
    let cached = this.vectors.get(key);
    if (!cached) {
      cached = { index: new VectorIndex({ dim }), members: new Map() };
      const rows = this.db
        .prepare<[string, string, string], { id: number; refId: string; project: string; facet: string | null; vector: Buffer }>(
          'SELECT id, ref_id AS refId, project, facet, vector FROM search_docs WHERE family = ? AND tenant = ? AND embedder = ?',
        )
        .iterate(family, tenant, embedder);
      for (const row of rows) {
        const vector = bufferToVector(row.vector);
        cached.index.add(row.id, vector);
        cached.members.set(row.id, member(row.refId, row.project, row.facet, vector));
      }
      this.vectors.set(key, cached);
    }
    return cached;
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
        const old = this.vectors.get(partition(doc.family, scope.tenant, doc.embedder));
        old?.index.remove(docId);
        old?.members.delete(docId);
        const cached = this.vectors.get(partition(doc.family, scope.tenant, embedder));
        if (cached) {
          cached.index.add(docId, vector);
          cached.members.set(docId, member(doc.refId, doc.project, doc.facet, vector));
        }
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
   * Bulk loading (repository indexing): FTS5 merges its segments on every
   * commit, which made a large index several times slower than the inserts
   * themselves. While a bulk load runs, merging is deferred; `mergeStep`
   * then catches up in small slices. Reset at every open so a crash cannot
   * leave merging off.
   */
  deferMerges(on: boolean): void {
    this.bulkLoads = Math.max(0, this.bulkLoads + (on ? 1 : -1));
    if (on && this.bulkLoads === 1) this.setMergeConfig(0, 1_999);
    if (!on && this.bulkLoads === 0) this.setMergeConfig(FTS_AUTOMERGE, FTS_CRISISMERGE);
  }

  /** One slice of deferred merge work (about `pages` leaf pages per table); false when nothing is left. */
  mergeStep(pages = 100): boolean {
    let busy = false;
    for (const table of ['search_fts', 'search_tri']) {
      const before = this.st.totalChanges.get()?.n ?? 0;
      this.db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', ${Math.trunc(pages)})`);
      // SQLite's documented test: fewer than 2 changes means the merge had nothing left to do.
      if ((this.st.totalChanges.get()?.n ?? 0) - before >= 2) busy = true;
    }
    return busy;
  }

  private setMergeConfig(automerge: number, crisismerge: number): void {
    for (const table of ['search_fts', 'search_tri']) {
      // FTS5 rejects bound parameters for configuration values; these are integers of ours.
      this.db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('automerge', ${Math.trunc(automerge)})`);
      this.db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('crisismerge', ${Math.trunc(crisismerge)})`);
    }
  }

  /** Drops cached vector indexes (after a re-embed). */
  resetVectors(): void {
    this.vectors.clear();
  }
}

function partition(family: string, tenant: string, embedder: string): string {
  return `${family}\u0000${tenant}\u0000${embedder}`;
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
