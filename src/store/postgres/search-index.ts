import { StatementShapes, withTransaction, placeholders, type Pool, type Tx } from './db.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput, SearchFilter, SearchHit, SearchIndex, StaleDoc } from '../search-index.js';
import { VectorPartitions, nearestIn, partitionKey, type Partition, type VectorRow } from '../vector-partitions.js';
import { COMMON_DF, DfCache, pickTerms } from '../term-selection.js';
import { BM25_B, BM25_K1, BODY_WEIGHT, MIN_IDF, TITLE_WEIGHT, columnTokens, foldToken, trigramCount } from '../bm25.js';
import { bufferToVector, vectorToBuffer } from '../../search/embedder.js';
import { OID, byteaArray, int4Array, textArray, utf8Array } from './binary.js';

/** Per term in `tf`: title frequency × TF_SHIFT + body frequency (each capped at TF_SHIFT − 1). */
const TF_SHIFT = 65_536;
/** Rows of `search_stats`: a connection adds what it inserts to row `backend pid mod STAT_SHARDS`. */
const STAT_SHARDS = 64;

/** How often a vector search looks for documents other daemons on this database committed. */
const CATCH_UP_MS = 1_000;
/** Ids are taken at insert and committed in any order: a catch-up looks this far below the highest id seen. */
const CATCH_UP_WINDOW = 1_000;

/** A change to a vector partition, replayed onto partitions that were loading when it committed. */
type VectorOp =
  | { kind: 'add'; family: string; tenant: string; embedder: string; row: VectorRow }
  | { kind: 'remove'; family: string; tenant: string; id: number; embedder?: string };

/**
 * Search documents of every family in one table: the term frequencies of the
 * index text (jsonb, GIN on its keys) with the statistics BM25 needs, the raw
 * text for fragments (pg_trgm GIN, ILIKE) and the vector as bytea. Both
 * lexical rankings compute SQLite FTS5's bm25() (see ../bm25.ts). Vector KNN uses the same in-memory partitions as the
 * SQLite store, built lazily and kept current by this process's commits and,
 * at most a second late, by other daemons' (a search reads the rows committed
 * since the last look).
 */
export class PgSearchIndex implements SearchIndex {
  private readonly vectors = new VectorPartitions();
  /** Partitions being read from the table, with the changes committed meanwhile. */
  private readonly loading = new Map<string, { done: Promise<Partition>; missed: VectorOp[] }>();
  private readonly df = new DfCache(CATCH_UP_MS);
  /** Per partition: the highest id read from the table, and when a search last looked for newer ones. */
  private readonly caughtUp = new Map<string, { maxId: number; at: number }>();
  /** Document frequencies being counted, by term. */
  private readonly counting = new Map<string, Promise<number>>();
  /** Lexical rankings asked for in this turn of the event loop, by scope and filter (see lexical). */
  private readonly lexicalBatches = new Map<string, LexicalBatch>();
  /** Terms to count in the next statement (sent once the current turn of the event loop ends). */
  private batch: { term: string; resolve: (df: number) => void; reject: (error: unknown) => void }[] = [];
  /** Ranking statements by shape (terms, lists, scope clause): the words and limits are parameters. */
  private readonly rankings = new StatementShapes('contextd-rank', RANKING_SHAPES);

  constructor(private readonly pool: Pool) {}

  /** Inserts or replaces a document inside the owning row's transaction. */
  async upsert(tx: Tx, scope: Scope, doc: SearchDocInput): Promise<void> {
    await this.removeDoc(tx, doc.family, doc.refId);
    await this.insertMany(tx, scope, [doc]);
  }

  /**
   * Inserts documents known to be new (their owning rows were just inserted),
   * in multi-row statements: repository indexing writes thousands per batch.
   */
  async insertMany(tx: Tx, scope: Scope, docs: SearchDocInput[]): Promise<void> {
    for (let i = 0; i < docs.length; i += INSERT_ROWS) await this.insertSlice(tx, scope, docs.slice(i, i + INSERT_ROWS));
  }

  /**
   * One INSERT of a binary array per column (a named statement: parsed once per connection,
   * each value copied rather than parsed from text), which also adds its documents to the
   * connection's row of totals.
   */
  private async insertSlice(tx: Tx, scope: Scope, docs: SearchDocInput[]): Promise<void> {
    if (docs.length === 0) return;
    const delta = { docs: docs.length, tokens: 0, triDocs: 0, triTokens: 0 };
    const stats = docs.map((doc) => {
      this.df.noteWrite();
      const { counts, len } = termStats(doc.title, doc.body);
      const raw = indexable(doc.raw);
      const rawLen = trigramCount(raw);
      delta.tokens += len;
      if (raw !== '') {
        delta.triDocs += 1;
        delta.triTokens += rawLen;
      }
      return { counts, len, raw, rawLen };
    });
    // The totals row is the connection's own (one per backend, modulo STAT_SHARDS): a transaction
    // locks one row only, so concurrent writers on other connections never wait for it or deadlock.
    const { rows } = await tx.query<{ id: string; family: string; ref_id: string }>({
      name: 'contextd-insert-docs',
      text: `WITH ins AS (INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector, terms, tf, len, raw, raw_len)
         SELECT u.family, u.ref_id, $3, u.project, u.facet, u.embedder, u.vector, u.terms, u.tf, u.len, u.raw, u.raw_len
         FROM unnest($1::text[], $2::text[], $4::text[], $5::text[], $6::text[], $7::bytea[], $8::tsvector[], $9::jsonb[], $10::int[], $11::text[], $12::int[])
           AS u (family, ref_id, project, facet, embedder, vector, terms, tf, len, raw, raw_len)
         RETURNING id, family, ref_id),
       totals AS (INSERT INTO search_stats AS s (shard, docs, tokens, tri_docs, tri_tokens)
         VALUES (pg_backend_pid() % ${STAT_SHARDS}, $13, $14, $15, $16)
         ON CONFLICT (shard) DO UPDATE SET docs = s.docs + excluded.docs, tokens = s.tokens + excluded.tokens,
           tri_docs = s.tri_docs + excluded.tri_docs, tri_tokens = s.tri_tokens + excluded.tri_tokens)
       SELECT id, family, ref_id FROM ins`,
      values: [
        textArray(docs.map((doc) => doc.family)), textArray(docs.map((doc) => doc.refId)), scope.tenant,
        textArray(docs.map((doc) => doc.project)), textArray(docs.map((doc) => doc.facet ?? null)), textArray(docs.map((doc) => doc.embedder)),
        byteaArray(docs.map((doc) => vectorToBuffer(doc.vector))),
        utf8Array(OID.tsvector, stats.map((t) => tsvectorLexemes(t.counts)), stats.map((t) => tsvectorHeader(t.counts))),
        utf8Array(OID.jsonb, stats.map((t) => jsonbTf(t.counts)), stats.map(() => JSONB_V1)),
        int4Array(stats.map((t) => t.len)), textArray(stats.map((t) => t.raw)), int4Array(stats.map((t) => t.rawLen)),
        delta.docs, delta.tokens, delta.triDocs, delta.triTokens,
      ],
    });
    const ids = new Map(rows.map((row) => [`${row.family}\u0000${row.ref_id}`, Number(row.id)]));
    for (const doc of docs) {
      const row: VectorRow = { id: ids.get(`${doc.family}\u0000${doc.refId}`) ?? 0, refId: doc.refId, project: doc.project, facet: doc.facet ?? null, vector: doc.vector };
      tx.onCommit(() => this.apply({ kind: 'add', family: doc.family, tenant: scope.tenant, embedder: doc.embedder, row }));
    }
  }

  /** Removes a document inside the owning row's transaction. */
  async removeDoc(tx: Tx, family: string, refId: string): Promise<void> {
    await this.removeMany(tx, family, [refId]);
  }

  /**
   * Removes documents of one family inside the owning rows' transaction. The
   * totals in `search_stats` stay: SQLite's contentless FTS5 index keeps
   * counting a deleted document in N and avgdl (only term document
   * frequencies drop), and both stores rank alike.
   */
  async removeMany(tx: Tx, family: string, refIds: string[]): Promise<void> {
    if (refIds.length === 0) return;
    const { rows } = await tx.query<{ id: string; tenant: string }>(
      'DELETE FROM search_docs WHERE family = $1 AND ref_id = ANY($2::text[]) RETURNING id, tenant',
      [family, refIds],
    );
    this.forget(tx, family, rows);
  }

  /** Documents the transaction deleted: out of the vector partitions once it commits. */
  forget(tx: Tx, family: string, rows: { id: string | number; tenant: string }[]): void {
    for (const row of rows) {
      this.df.noteWrite();
      tx.onCommit(() => this.apply({ kind: 'remove', family, tenant: row.tenant, id: Number(row.id) }));
    }
  }

  /**
   * FTS5's bm25() with weights title 4, body 1 (see ../bm25.ts). Candidates
   * are every document holding a selected term, in any scope, as FTS5 reads
   * them; counting them per term gives each term's document frequency at the
   * statement's snapshot, and the shard rows give the totals at the same one.
   */
  async lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]> {
    const selected = (await this.selectTerms(terms)).map(foldToken).filter(Boolean);
    if (selected.length === 0) return [];
    // The lexical lists one search asks for together (its own words, with the bridge's, its
    // circumstances) share most candidates: they are ranked in one statement.
    const key = JSON.stringify([scope, filter]);
    let batch = this.lexicalBatches.get(key);
    if (!batch) {
      const fresh: LexicalBatch = { scope, filter, lists: [] };
      this.lexicalBatches.set(key, fresh);
      setImmediate(() => {
        this.lexicalBatches.delete(key);
        void this.rankLexical(fresh);
      });
      batch = fresh;
    }
    const lists = batch.lists;
    return new Promise<SearchHit[]>((resolve, reject) => lists.push({ terms: selected, limit, resolve, reject }));
  }

  /**
   * FTS5's bm25() for each list of the batch, in one statement: the candidates are the
   * documents holding any list's terms, each read once; a list ranks those holding one of its own.
   */
  private async rankLexical({ scope, filter, lists }: LexicalBatch): Promise<void> {
    const union = [...new Set(lists.flatMap((list) => list.terms))];
    const at = new Map(union.map((term, i) => [term, i]));
    const k = union.length;
    // Per candidate: each term's weighted frequency f (title × 4 + body), read once from tf, and the
    // length normalization; per term: its idf, computed once from the candidates' counts. The score
    // is summed in FTS5's order of operations (idf · f·(k1+1) / (f + norm), term by term).
    const freqs = union.map((_, i) => `(x.t${i} / ${TF_SHIFT} * ${TITLE_WEIGHT} + x.t${i} % ${TF_SHIFT} * ${BODY_WEIGHT})::float8 AS f${i}`).join(', ');
    const reads = union.map((_, i) => `(j.tf -> $${i + 1})::int AS t${i}`).join(', ');
    const weights = union.map((_, i) => `${idf(`count(c.f${i})::float8`)} AS w${i}`).join(', ');
    const scores = lists
      .map((list, l) => `${list.terms.map((term) => at.get(term)!).map((i) => `coalesce(w.w${i} * (c.f${i} * ${BM25_K1 + 1}) / (c.f${i} + c.norm), 0)`).join(' + ')} AS s${l}`)
      .join(', ');
    const { clause, params } = scopeClause(scope, filter, k + 2, 'c');
    const limits = lists.map((_, l) => `$${k + 2 + params.length + l}`);
    // A document holding one of a list's terms scores above 0 in it (idf ≥ MIN_IDF).
    const ranked = lists.map((_, l) => `(SELECT ${l} AS list, id, ref_id AS "refId", s${l} AS score FROM s WHERE s${l} > 0 ORDER BY s${l} DESC, id LIMIT ${limits[l]})`);
    // tf is read once per candidate (LATERAL … OFFSET 0): each -> of the stored, compressed value would read it again.
    const sql = `WITH st AS MATERIALIZED (SELECT sum(docs)::float8 AS n, sum(tokens)::float8 / greatest(sum(docs), 1) AS avgdl FROM search_stats),
      c AS MATERIALIZED (SELECT d.id, d.ref_id, d.family, d.tenant, d.project, d.facet,
          ${BM25_K1} * (1 - ${BM25_B} + ${BM25_B} * d.len / st.avgdl) AS norm, ${freqs}
        FROM st, search_docs d, LATERAL (SELECT ${reads} FROM (SELECT d.tf || '{}'::jsonb AS tf OFFSET 0) j) x
        WHERE d.terms @@ $${k + 1}::tsquery),
      w AS MATERIALIZED (SELECT ${weights} FROM c, st GROUP BY st.n),
      s AS MATERIALIZED (SELECT c.id, c.ref_id, ${scores} FROM c, w WHERE ${clause})
      ${ranked.join(' UNION ALL ')}`;
    try {
      const { rows } = await this.pool.query<{ list: number; id: string; refId: string; score: number }>(
        this.rankings.config(sql, [...union, union.map(lexeme).join(' | '), ...params, ...lists.map((list) => list.limit)]),
      );
      const out = lists.map((): { id: number; hit: SearchHit }[] => []);
      for (const row of rows) out[row.list]?.push({ id: Number(row.id), hit: { refId: row.refId, score: Number(row.score) } });
      // Best first, ties by document id, as each branch was ordered.
      lists.forEach((list, l) => list.resolve(out[l]!.sort((a, b) => b.hit.score - a.hit.score || a.id - b.id).map((r) => r.hit)));
    } catch (error) {
      for (const list of lists) list.reject(error);
    }
  }

  private async selectTerms(terms: string[]): Promise<string[]> {
    const unique = [...new Set(terms)];
    const counts = await this.documentFrequencies(unique);
    return pickTerms(unique.map((term, i) => ({ term, df: counts[i] ?? 0 })));
  }

  /**
   * Capped document frequencies, cached as SQLite's are (and unknown terms for
   * CATCH_UP_MS, see DfCache). The terms asked for in one turn of the event
   * loop (a query's words, the relevance floor's, a fragment's) are counted in
   * one statement; a term already being counted waits for that count.
   */
  private documentFrequencies(terms: string[]): Promise<number[]> {
    this.df.refresh();
    return Promise.all(terms.map((term) => this.df.get(term) ?? this.count(term)));
  }

  private count(term: string): Promise<number> {
    const counting = this.counting.get(term);
    if (counting) return counting;
    if (this.batch.length === 0) queueMicrotask(() => void this.countBatch());
    const one = new Promise<number>((resolve, reject) => this.batch.push({ term, resolve, reject }));
    this.counting.set(term, one);
    return one;
  }

  private async countBatch(): Promise<void> {
    const batch = this.batch.splice(0);
    // A term FTS5's tokenizer would fold away entirely matches nothing.
    const asked = batch.map(({ term }) => foldToken(term)).map((folded, i) => ({ folded, i })).filter((t) => t.folded !== '');
    try {
      const counts = batch.map(() => 0);
      if (asked.length > 0) {
        const { rows } = await this.pool.query<{ i: number; n: number }>({
          // Named: each connection parses and plans it once.
          name: 'contextd-document-frequencies',
          text: `SELECT t.i::int AS i, (SELECT count(*)::int FROM (SELECT 1 FROM search_docs WHERE terms @@ t.query LIMIT ${COMMON_DF + 1}) s) AS n
           FROM unnest($1::tsquery[]) WITH ORDINALITY AS t (query, i)`,
          values: [asked.map((t) => lexeme(t.folded))],
        });
        for (const row of rows) {
          const at = asked[row.i - 1];
          if (at) counts[at.i] = row.n;
        }
      }
      batch.forEach(({ term, resolve }, i) => {
        this.df.set(term, counts[i]!);
        this.counting.delete(term);
        resolve(counts[i]!);
      });
    } catch (error) {
      for (const { term, reject } of batch) {
        this.counting.delete(term);
        reject(error);
      }
    }
  }

  async hasTerm(term: string): Promise<boolean> {
    return (await this.documentFrequency(term)) > 0;
  }

  /** Documents containing the term, counted up to COMMON_DF + 1 (cached). */
  async documentFrequency(term: string): Promise<number> {
    return (await this.documentFrequencies([term]))[0] ?? 0;
  }

  /**
   * FTS5's bm25() over its trigram index: each fragment is a phrase whose
   * frequency is its case-insensitive occurrences in the raw text (overlapping
   * ones too), the document length its trigram count. pg_trgm serves the
   * ILIKE that finds the candidates.
   */
  async fragment(scope: Scope, filter: SearchFilter, fragments: string[], limit: number): Promise<SearchHit[]> {
    const usable = fragments.map(indexable).filter((f) => [...f].length >= 3);
    if (usable.length === 0) return [];
    const values: unknown[] = [];
    const param = (value: unknown) => `$${values.push(value)}`;
    const likes = usable.map((f) => `d.raw ILIKE ${param(`%${f.replace(/[\\%_]/g, '\\$&')}%`)}`);
    const occurrences = usable.map((f, i) => `${occurrenceCount('j.r', f.toLowerCase(), param)} AS o${i}`);
    const counts = usable.map((_, i) => `count(nullif(o${i}, 0))::float8 AS n${i}`).join(', ');
    const norm = `${BM25_K1} * (1 - ${BM25_B} + ${BM25_B} * c.raw_len / st.avgdl)`;
    const score = usable.map((_, i) => `coalesce(${idf(`df.n${i}`)} * c.o${i} * ${BM25_K1 + 1} / nullif(c.o${i} + ${norm}, 0), 0)`).join(' + ');
    const { clause, params } = scopeClause(scope, filter, values.length + 1, 'c');
    values.push(...params);
    const sql = `WITH st AS MATERIALIZED (SELECT sum(tri_docs)::float8 AS n, sum(tri_tokens)::float8 / greatest(sum(tri_docs), 1) AS avgdl FROM search_stats),
      c AS MATERIALIZED (SELECT d.id, d.ref_id, d.family, d.tenant, d.project, d.facet, d.raw_len, ${occurrences.join(', ')}
        FROM search_docs d, LATERAL (SELECT lower(d.raw) AS r OFFSET 0) j WHERE ${likes.join(' OR ')}),
      df AS MATERIALIZED (SELECT ${counts} FROM c)
      SELECT c.ref_id AS "refId", ${score} AS score FROM c, df, st
      WHERE ${clause} ORDER BY score DESC, c.id LIMIT ${param(limit)}`;
    return hits(await this.pool.query(sql, values));
  }

  async nearest(scope: Scope, filter: SearchFilter, vector: Float32Array, embedder: string, limit: number): Promise<SearchHit[]> {
    const partition = await this.partition(filter.family, scope.tenant, embedder, vector.length);
    await this.catchUp(filter.family, scope.tenant, embedder, partition);
    // The lexical statements asked for beside this search are sent from an immediate of this turn of
    // the event loop (see lexical): comparing vectors two immediates later, after they were sent, lets
    // the server rank while this process computes.
    await nextImmediate();
    await nextImmediate();
    return nearestIn(partition, scope, filter, vector, limit);
  }

  /**
   * Adds the documents other daemons committed since the last look (at most every CATCH_UP_MS):
   * the ids of the window first, then the vectors of those this process has not seen (usually none).
   */
  private async catchUp(family: string, tenant: string, embedder: string, partition: Partition): Promise<void> {
    const state = this.caughtUp.get(partitionKey(family, tenant, embedder));
    if (!state || Date.now() - state.at < CATCH_UP_MS) return;
    state.at = Date.now();
    const { rows: recent } = await this.pool.query<{ id: string }>({
      name: 'contextd-catch-up-ids',
      text: 'SELECT id FROM search_docs WHERE id > $4 AND family = $1 AND tenant = $2 AND embedder = $3',
      values: [family, tenant, embedder, state.maxId - CATCH_UP_WINDOW],
    });
    const unseen = recent.map((row) => Number(row.id)).filter((id) => !partition.members.has(id));
    for (const row of recent) state.maxId = Math.max(state.maxId, Number(row.id));
    if (unseen.length === 0) return;
    const { rows } = await this.pool.query<{ id: string; refId: string; project: string; facet: string | null; vector: Buffer }>(
      'SELECT id, ref_id AS "refId", project, facet, vector FROM search_docs WHERE id = ANY($1::bigint[]) AND family = $2 AND tenant = $3 AND embedder = $4',
      [unseen, family, tenant, embedder],
    );
    for (const row of rows) {
      const id = Number(row.id);
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

interface LexicalBatch {
  scope: Scope;
  filter: SearchFilter;
  lists: { terms: string[]; limit: number; resolve: (hits: SearchHit[]) => void; reject: (error: unknown) => void }[];
}

function nextImmediate(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Ranking shapes named per process (see StatementShapes): a search asks for one to three lists
 * of up to a few dozen terms, so the shapes seen repeat; each named one costs every connection
 * that ran it a prepared statement on the server.
 */
const RANKING_SHAPES = 64;

/** Rows per INSERT of search documents: bounds one statement's arrays (a few MB). */
const INSERT_ROWS = 500;

/**
 * A document's index text as the store keeps it: per distinct token, title frequency ×
 * TF_SHIFT + body frequency (each capped at TF_SHIFT − 1), and its token count.
 */
function termStats(title: string, body: string): { counts: Map<string, number>; len: number } {
  const counts = new Map<string, number>();
  let len = 0;
  for (const token of columnTokens(title)) {
    len++;
    const n = counts.get(token) ?? 0;
    if (n < (TF_SHIFT - 1) * TF_SHIFT) counts.set(token, n + TF_SHIFT);
  }
  for (const token of columnTokens(body)) {
    len++;
    const n = counts.get(token) ?? 0;
    if (n % TF_SHIFT < TF_SHIFT - 1) counts.set(token, n + 1);
  }
  return { counts, len };
}

/** Binary tsvector (`tsvectorrecv`) of these distinct tokens: its header, the number of lexemes. */
function tsvectorHeader(counts: Map<string, number>): Uint8Array {
  const header = Buffer.allocUnsafe(4);
  header.writeInt32BE(counts.size, 0);
  return header;
}

/**
 * The rest of that tsvector: each token as a NUL-terminated string with no positions (a
 * 16-bit 0). Taken as they are (no parser, no normalization); the server sorts them.
 */
function tsvectorLexemes(counts: Map<string, number>): string {
  const out: string[] = [];
  for (const term of counts.keys()) out.push(term);
  out.push('');
  return out.join('\u0000\u0000\u0000');
}

/** Binary jsonb (`jsonb_recv`): format version 1, then the text (see jsonbTf). */
const JSONB_V1 = Uint8Array.of(1);

/** The `tf` object as JSON text: term → title frequency × TF_SHIFT + body frequency. */
function jsonbTf(counts: Map<string, number>): string {
  // Appended piece by piece: a third faster than joining one string per term.
  let json = '{';
  for (const [term, n] of counts) json += (json.length > 1 ? ',"' : '"') + (PLAIN_TERM.test(term) ? term : JSON.stringify(term).slice(1, -1)) + '":' + n;
  return json + '}';
}

/** A term JSON writes as it is, between quotes. */
const PLAIN_TERM = /^[a-z0-9_-]*$/;

/** A term as a quoted tsvector / tsquery lexeme, taken as it is (no parser, no normalization). */
function lexeme(term: string): string {
  if (!term.includes('\\') && !term.includes("'")) return `'${term}'`;
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** FTS5's idf of a term found in `df` of the `st.n` documents. */
function idf(df: string): string {
  return `(CASE WHEN ln((st.n - ${df} + 0.5) / (${df} + 0.5)) <= 0 THEN ${MIN_IDF} ELSE ln((st.n - ${df} + 0.5) / (${df} + 0.5)) END)`;
}

/**
 * SQL counting the occurrences of `needle` (lowercase) in `haystack`, overlapping
 * ones included as FTS5 counts phrase instances: a needle that cannot overlap
 * itself is counted by length difference after removing it; one that can
 * (`abab` in `ababab`) by a lookahead regular expression.
 */
function occurrenceCount(haystack: string, needle: string, param: (value: unknown) => string): string {
  const len = [...needle].length;
  let overlaps = false;
  for (let i = 1; i < needle.length && !overlaps; i++) overlaps = needle.startsWith(needle.slice(i));
  if (overlaps) return `regexp_count(${haystack}, ${param(`(?=${needle.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')})`)})`;
  const p = param(needle);
  return `((char_length(${haystack}) - char_length(replace(${haystack}, ${p}, ''))) / ${len})`;
}

/** PostgreSQL text cannot hold NUL; it carries nothing to search for. */
function indexable(text: string): string {
  return text.includes('\u0000') ? text.replace(/\u0000/g, '') : text;
}

function hits(result: { rows: { refId: string; score: number | string }[] }): SearchHit[] {
  return result.rows.map((row) => ({ refId: row.refId, score: Number(row.score) }));
}

/** The scope filter on the rows named `alias`, with placeholders numbered from `first`. */
function scopeClause(scope: Scope, filter: SearchFilter, first: number, alias: string): { clause: string; params: unknown[] } {
  const projects = filter.projects.length > 0 ? filter.projects : [scope.project];
  let clause = `${alias}.family = $${first} AND ${alias}.tenant = $${first + 1} AND ${alias}.project IN (${placeholders(projects.length, first + 2)})`;
  const params: unknown[] = [filter.family, scope.tenant, ...projects];
  if (filter.facet !== undefined) {
    clause += ` AND ${alias}.facet = $${first + params.length}`;
    params.push(filter.facet);
  }
  return { clause, params };
}
