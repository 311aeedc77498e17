import { withTransaction, placeholders, type Pool, type Tx } from './db.js';
import type { Scope, SearchDocInput, SearchFilter, SearchHit, SearchIndex, StaleDoc } from '../types.js';
import { VectorPartitions, nearestIn, partitionKey, type Partition, type VectorRow } from '../vector-partitions.js';
import { COMMON_DF, DfCache, pickTerms } from '../term-selection.js';
import { bufferToVector, vectorToBuffer } from '../../search/embedder.js';

/** ts_rank_cd weights {D, C, B, A}: the title (A) counts four times the body (D), as in SQLite's bm25 weights. */
const RANK_WEIGHTS = '{0.25, 0.25, 0.25, 1.0}';
/** to_tsvector refuses more than 1 MB; index text beyond this is not searchable anyway. */
const MAX_INDEX_CHARS = 400_000;

/** How often a vector search looks for documents other daemons on this database committed. */
const CATCH_UP_MS = 1_000;
/** Ids are taken at insert and committed in any order: a catch-up looks this far below the highest id seen. */
const CATCH_UP_WINDOW = 1_000;

/** A change to a vector partition, replayed onto partitions that were loading when it committed. */
type VectorOp =
  | { kind: 'add'; family: string; tenant: string; embedder: string; row: VectorRow }
  | { kind: 'remove'; family: string; tenant: string; id: number; embedder?: string };

/**
 * Search documents of every family in one table: a weighted `tsvector` of the
 * index terms (GIN), the raw text for fragments (pg_trgm GIN, ILIKE) and the
 * vector as bytea. Vector KNN uses the same in-memory partitions as the
 * SQLite store, built lazily and kept current by this process's commits and,
 * at most a second late, by other daemons' (a search reads the rows committed
 * since the last look).
 */
export class PgSearchIndex implements SearchIndex {
  private readonly vectors = new VectorPartitions();
  /** Partitions being read from the table, with the changes committed meanwhile. */
  private readonly loading = new Map<string, { done: Promise<Partition>; missed: VectorOp[] }>();
  private readonly df = new DfCache();
  /** Per partition: the highest id read from the table, and when a search last looked for newer ones. */
  private readonly caughtUp = new Map<string, { maxId: number; at: number }>();

  constructor(private readonly pool: Pool) {}

  /** Inserts or replaces a document inside the owning row's transaction. */
  async upsert(tx: Tx, scope: Scope, doc: SearchDocInput): Promise<void> {
    this.df.noteWrite();
    await this.removeDoc(tx, doc.family, doc.refId);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector, terms, raw)
       VALUES ($1, $2, $3, $4, $5, $6, $7, setweight(to_tsvector('simple', $8), 'A') || setweight(to_tsvector('simple', $9), 'D'), $10)
       RETURNING id`,
      [doc.family, doc.refId, scope.tenant, doc.project, doc.facet ?? null, doc.embedder, vectorToBuffer(doc.vector),
        indexable(doc.title), indexable(doc.body), indexable(doc.raw)],
    );
    const row: VectorRow = { id: Number(rows[0]?.id), refId: doc.refId, project: doc.project, facet: doc.facet ?? null, vector: doc.vector };
    tx.onCommit(() => this.apply({ kind: 'add', family: doc.family, tenant: scope.tenant, embedder: doc.embedder, row }));
  }

  /** Removes a document inside the owning row's transaction. */
  async removeDoc(tx: Tx, family: string, refId: string): Promise<void> {
    const { rows } = await tx.query<{ id: string; tenant: string }>('DELETE FROM search_docs WHERE family = $1 AND ref_id = $2 RETURNING id, tenant', [family, refId]);
    for (const row of rows) tx.onCommit(() => this.apply({ kind: 'remove', family, tenant: row.tenant, id: Number(row.id) }));
  }

  async lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]> {
    const selected = await this.selectTerms(terms);
    if (selected.length === 0) return [];
    const query = selected.map((_, i) => `plainto_tsquery('simple', $${i + 1})`).join(' || ');
    const { clause, params } = scopeClause(scope, filter, selected.length + 1);
    const sql = `SELECT d.ref_id AS "refId", ts_rank_cd('${RANK_WEIGHTS}', d.terms, q.query, 1) AS score
      FROM search_docs d, (SELECT ${query} AS query) q
      WHERE d.terms @@ q.query AND ${clause} ORDER BY score DESC, d.id LIMIT $${selected.length + params.length + 1}`;
    return hits(await this.pool.query(sql, [...selected, ...params, limit]));
  }

  private async selectTerms(terms: string[]): Promise<string[]> {
    this.df.refresh();
    const unique = [...new Set(terms)];
    const counted = await Promise.all(unique.map(async (term) => ({ term, df: await this.documentFrequency(term) })));
    return pickTerms(counted);
  }

  /** Documents containing the term, counted up to COMMON_DF + 1 (cached). */
  async documentFrequency(term: string): Promise<number> {
    let df = this.df.get(term);
    if (df === undefined) {
      const { rows } = await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM search_docs WHERE terms @@ plainto_tsquery('simple', $1) LIMIT ${COMMON_DF + 1}) s`,
        [term],
      );
      df = rows[0]?.n ?? 0;
      this.df.set(term, df);
    }
    return df;
  }

  async hasTerm(term: string): Promise<boolean> {
    return (await this.documentFrequency(term)) > 0;
  }

  /** Case-insensitive substring matches (pg_trgm serves ILIKE); more fragments matched ranks higher, then shorter text. */
  async fragment(scope: Scope, filter: SearchFilter, fragments: string[], limit: number): Promise<SearchHit[]> {
    const usable = fragments.filter((f) => [...f].length >= 3).map((f) => `%${indexable(f).replace(/[\\%_]/g, '\\$&')}%`);
    if (usable.length === 0) return [];
    const matched = usable.map((_, i) => `(d.raw ILIKE $${i + 1})`);
    const { clause, params } = scopeClause(scope, filter, usable.length + 1);
    const sql = `SELECT d.ref_id AS "refId", ${matched.map((m) => `${m}::int`).join(' + ')} + 1.0 / (1 + length(d.raw)) AS score
      FROM search_docs d WHERE (${matched.join(' OR ')}) AND ${clause} ORDER BY score DESC, d.id LIMIT $${usable.length + params.length + 1}`;
    return hits(await this.pool.query(sql, [...usable, ...params, limit]));
  }

  async nearest(scope: Scope, filter: SearchFilter, vector: Float32Array, embedder: string, limit: number): Promise<SearchHit[]> {
    const partition = await this.partition(filter.family, scope.tenant, embedder, vector.length);
    await this.catchUp(filter.family, scope.tenant, embedder, partition);
    return nearestIn(partition, scope, filter, vector, limit);
  }

  /** Adds the documents other daemons committed since the last look (at most every CATCH_UP_MS). */
  private async catchUp(family: string, tenant: string, embedder: string, partition: Partition): Promise<void> {
    const state = this.caughtUp.get(partitionKey(family, tenant, embedder));
    if (!state || Date.now() - state.at < CATCH_UP_MS) return;
    state.at = Date.now();
    const { rows } = await this.pool.query<{ id: string; refId: string; project: string; facet: string | null; vector: Buffer }>(
      'SELECT id, ref_id AS "refId", project, facet, vector FROM search_docs WHERE family = $1 AND tenant = $2 AND embedder = $3 AND id > $4',
      [family, tenant, embedder, state.maxId - CATCH_UP_WINDOW],
    );
    for (const row of rows) {
      const id = Number(row.id);
      state.maxId = Math.max(state.maxId, id);
      if (!partition.members.has(id)) this.vectors.add(family, tenant, embedder, { ...row, id, vector: bufferToVector(row.vector) });
    }
  }

  private partition(family: string, tenant: string, embedder: string, dim: number): Promise<Partition> {
    const built = this.vectors.get(family, tenant, embedder);
    if (built) return Promise.resolve(built);
    const key = partitionKey(family, tenant, embedder);
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight.done;
    const missed: VectorOp[] = [];
    const done = this.pool
      .query<{ id: string; refId: string; project: string; facet: string | null; vector: Buffer }>(
        'SELECT id, ref_id AS "refId", project, facet, vector FROM search_docs WHERE family = $1 AND tenant = $2 AND embedder = $3',
        [family, tenant, embedder],
      )
      .then(({ rows }) => {
        const partition = this.vectors.build(family, tenant, embedder, dim, rows.map((r) => ({ ...r, id: Number(r.id), vector: bufferToVector(r.vector) })));
        this.caughtUp.set(key, { maxId: rows.reduce((max, r) => Math.max(max, Number(r.id)), 0), at: Date.now() });
        // Commits that landed while the rows were read: replay those that concern this partition.
        for (const op of missed) {
          if (op.kind === 'add' && partitionKey(op.family, op.tenant, op.embedder) === key) this.vectors.add(family, tenant, embedder, op.row);
          if (op.kind === 'remove' && op.family === family && op.tenant === tenant && (op.embedder ?? embedder) === embedder) this.vectors.remove(family, tenant, op.id, embedder);
        }
        return partition;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, { done, missed });
    return done;
  }

  private apply(op: VectorOp): void {
    for (const { missed } of this.loading.values()) missed.push(op);
    if (op.kind === 'add') this.vectors.add(op.family, op.tenant, op.embedder, op.row);
    else this.vectors.remove(op.family, op.tenant, op.id, op.embedder);
  }

  async countStale(scope: Scope, embedder: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM search_docs WHERE tenant = $1 AND embedder <> $2', [scope.tenant, embedder]);
    return rows[0]?.n ?? 0;
  }

  async staleDocs(scope: Scope, embedder: string, afterId: number, limit: number): Promise<StaleDoc[]> {
    const { rows } = await this.pool.query<Omit<StaleDoc, 'docId'> & { docId: string }>(
      `SELECT id AS "docId", family, ref_id AS "refId", project FROM search_docs
       WHERE tenant = $1 AND embedder <> $2 AND id > $3 ORDER BY id LIMIT $4`,
      [scope.tenant, embedder, afterId, limit],
    );
    return rows.map((row) => ({ ...row, docId: Number(row.docId) }));
  }

  async replaceVectors(scope: Scope, updates: { docId: number; vector: Float32Array }[], embedder: string): Promise<number> {
    return withTransaction(this.pool, async (tx) => {
      let replaced = 0;
      for (const { docId, vector } of updates) {
        const { rows } = await tx.query<{ family: string; refId: string; project: string; facet: string | null; embedder: string }>(
          'SELECT family, ref_id AS "refId", project, facet, embedder FROM search_docs WHERE id = $1 AND tenant = $2 FOR UPDATE',
          [docId, scope.tenant],
        );
        const doc = rows[0];
        if (!doc || doc.embedder === embedder) continue;
        await tx.query('UPDATE search_docs SET vector = $1, embedder = $2 WHERE id = $3', [vectorToBuffer(vector), embedder, docId]);
        replaced++;
        // Keep the cached ANN partitions in step: out of the old embedder's, into the new one's.
        tx.onCommit(() => {
          this.apply({ kind: 'remove', family: doc.family, tenant: scope.tenant, id: docId, embedder: doc.embedder });
          this.apply({ kind: 'add', family: doc.family, tenant: scope.tenant, embedder, row: { id: docId, refId: doc.refId, project: doc.project, facet: doc.facet, vector } });
        });
      }
      return replaced;
    });
  }

  async staleTenants(embedder: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ tenant: string }>('SELECT DISTINCT tenant FROM search_docs WHERE embedder <> $1', [embedder]);
    return rows.map((row) => row.tenant);
  }
}

/** PostgreSQL text cannot hold NUL; it carries nothing to search for. */
function indexable(text: string): string {
  const clean = text.includes('\u0000') ? text.replace(/\u0000/g, '') : text;
  return clean.length > MAX_INDEX_CHARS ? clean.slice(0, MAX_INDEX_CHARS) : clean;
}

function hits(result: { rows: { refId: string; score: number | string }[] }): SearchHit[] {
  return result.rows.map((row) => ({ refId: row.refId, score: Number(row.score) }));
}

/** The scope filter on `d`, with placeholders numbered from `first`. */
function scopeClause(scope: Scope, filter: SearchFilter, first: number): { clause: string; params: unknown[] } {
  const projects = filter.projects.length > 0 ? filter.projects : [scope.project];
  let clause = `d.family = $${first} AND d.tenant = $${first + 1} AND d.project IN (${placeholders(projects.length, first + 2)})`;
  const params: unknown[] = [filter.family, scope.tenant, ...projects];
  if (filter.facet !== undefined) {
    clause += ` AND d.facet = $${first + params.length}`;
    params.push(filter.facet);
  }
  return { clause, params };
}
