import { randomInt } from 'node:crypto';
import { StatementShapes, withTransaction, placeholders, type Pool, type Tx } from './db.js';
import { LexicalPostings, MEMORY_FAMILIES, TF_SHIFT, type LexicalDoc, type Totals } from '../lexical-postings.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput, SearchFilter, SearchHit, SearchIndex, StaleDoc } from '../search-index.js';
import { VectorPartitions, nearestIn, partitionKey, type Partition, type VectorRow } from '../vector-partitions.js';
import { COMMON_DF, DfCache, pickTerms } from '../term-selection.js';
import { BM25_B, BM25_K1, BODY_WEIGHT, MIN_IDF, TITLE_WEIGHT, foldToken, trigramCount } from '../bm25.js';
import { hashTerms, hashedKeys, keyToInt8, termKey, type HashedTerms } from '../term-hash.js';
import { bufferToVector, vectorBytes, vectorToBuffer } from '../../search/embedder.js';
import { byteaArray, hashKeysOf, hashRecords, int4Array, textArray } from './binary.js';
import { PlannerStatistics } from './statistics.js';

/** Rows of `search_stats`: a connection adds what it inserts to row `backend pid mod STAT_SHARDS`. */
const STAT_SHARDS = 64;

/** How often a vector search looks for documents other daemons on this database committed. */
const CATCH_UP_MS = 1_000;
/** Ids are taken at insert and committed in any order: a catch-up looks this far below the highest id seen. */
const CATCH_UP_WINDOW = 1_000;

/** How soon totals read while this process committed are read again. */
const RECHECK_MS = 100;
/** Log rows re-read below the highest seq seen (seqs are taken at insert and committed in any order). */
const LOG_WINDOW = 1_000;
/** How often a daemon prunes the log, and how old its rows get first; postings not caught up for half that are reloaded. */
const LOG_PRUNE_MS = 10 * 60_000;
const LOG_KEEP_MS = 24 * 3_600_000;

/** A change to the lexical postings, replayed onto postings that were loading when it committed. */
type LexicalOp = { kind: 'add'; doc: LexicalDoc } | { kind: 'remove'; id: number };

/** A change to a vector partition, replayed onto partitions that were loading when it committed. */
type VectorOp =
  | { kind: 'add'; family: string; tenant: string; embedder: string; row: VectorRow }
  | { kind: 'remove'; family: string; tenant: string; id: number; embedder?: string };

/**
 * Search documents of every family in one table: the distinct terms of the
 * index text as 64-bit hashes (int8[], sorted, GIN; see ../term-hash.ts) and at
 * the same positions their frequencies (int[]), with the statistics BM25 needs, the raw
 * text for fragments (pg_trgm GIN, ILIKE) and the vector as bytea. Both
 * lexical rankings compute SQLite FTS5's bm25() (see ../bm25.ts).
 *
 * The small families' postings (MEMORY_FAMILIES) are also held in memory, loaded
 * at the first lexical need and ranked in process; repository chunks are ranked
 * by the server. Vector KNN uses the same in-memory partitions as the SQLite
 * store. Both are kept current by this process's commits at once and by other
 * daemons' at most a second late: a search reads what they committed since the
 * last look (vectors: new ids; postings: `search_log`, removals included).
 */
export class PgSearchIndex implements SearchIndex {
  private readonly vectors = new VectorPartitions();
  /** Partitions being read from the table, with the changes committed meanwhile. */
  private readonly loading = new Map<string, { done: Promise<Partition>; missed: VectorOp[] }>();
  private readonly df = new DfCache();
  /** Per partition: the highest id read from the table, and when a search last looked for newer ones. */
  private readonly caughtUp = new Map<string, { maxId: number; at: number }>();
  /** Commits of this process: a load or catch-up during which one landed reads the totals again at the next search. */
  private commits = 0;
  /** This process's mark in `search_log`: its own rows are skipped when catching up. */
  private readonly origin = randomInt(1, 2 ** 31 - 1);
  /** The small families' postings, the store's totals, and how far `search_log` was read. */
  private lexicon: { postings: LexicalPostings; totals: Totals; seq: number; at: number; applied: Set<number>; pruned: number } | null = null;
  /** The postings being read from the table, with this process's changes committed meanwhile. */
  private lexiconLoading: { done: Promise<void>; missed: LexicalOp[] } | null = null;
  /** A catch-up on `search_log` under way. */
  private lexiconCatchingUp: Promise<void> | null = null;
  /** Who wants to know of other daemons' changes, by family (see onChange). */
  private readonly listeners = new Map<string, ((refId: string | null) => void)[]>();
  /** Repository chunks holding a term (by its hash's key, see ../term-hash.ts), counted up to COMMON_DF + 1 (cached until chunks change). */
  private readonly chunkDf = new Map<string, number>();
  /** Whether the store may hold chunks (false: every term's chunk count is 0 without asking). */
  private chunksPresent = true;
  /** Bumped when chunks change in a way the cached counts cannot follow (a count under way is then not cached). */
  private chunkEpoch = 0;
  /** `chunkDf` holds every term of every chunk (read whole, then kept by this process's inserts): a term it lacks is in none. */
  private chunkDfWhole = false;
  /** When the chunks' terms were last read whole (or that was tried), and whether a read is under way. */
  private chunkTermsRead = { at: Number.NEGATIVE_INFINITY, running: false };
  /** Chunk counts being read, by term. */
  private readonly counting = new Map<string, Promise<number>>();
  /** Lexical rankings asked for in this turn of the event loop, by scope and filter (see lexical). */
  private readonly lexicalBatches = new Map<string, LexicalBatch>();
  /** Terms to count in the next statement (sent once the current turn of the event loop ends). */
  private batch: { term: string; resolve: (df: number) => void; reject: (error: unknown) => void }[] = [];
  /** Ranking statements by shape (terms, lists, scope clause): the words and limits are parameters. */
  private readonly rankings = new StatementShapes('contextd-rank', RANKING_SHAPES);
  /** The OID of `search_doc_hashes` in this database (0 until looked up). */
  private termsOid = 0;

  /** ANALYZE of the tables this process fills quickly (see PlannerStatistics). */
  readonly statistics: PlannerStatistics;

  constructor(private readonly pool: Pool) {
    this.statistics = new PlannerStatistics(pool);
  }

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
   * connection's row of totals and logs them for other daemons (each document of a small
   * family, a batch of chunks once).
   */
  private async insertSlice(tx: Tx, scope: Scope, docs: SearchDocInput[]): Promise<void> {
    if (docs.length === 0) return;
    const delta = { docs: docs.length, tokens: 0, triDocs: 0, triTokens: 0 };
    const termsType = await this.termsType(tx);
    const stats = docs.map((doc) => {
      this.df.noteWrite();
      // Counted and hashed by whoever made the document (a repository's preparation workers), or here.
      const hashed = doc.terms ?? hashTerms(doc.title, doc.body);
      const len = hashed.len;
      const raw = indexable(doc.raw);
      const rawLen = trigramCount(raw);
      delta.tokens += len;
      if (raw !== '') {
        delta.triDocs += 1;
        delta.triTokens += rawLen;
      }
      return { hashed, len, raw, rawLen };
    });
    // The totals row is the connection's own (one per backend, modulo STAT_SHARDS): a transaction
    // locks one row only, so concurrent writers on other connections never wait for it or deadlock.
    const { rows } = await tx.query<{ id: string; family: string; ref_id: string }>({
      name: 'contextd-insert-docs',
      text: `WITH ins AS (INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector, terms, tf, len, raw, raw_len)
         SELECT u.family, u.ref_id, $3, u.project, u.facet, u.embedder, u.vector, u.terms, u.tf, u.len, u.raw, u.raw_len
         FROM unnest($1::text[], $2::text[], $4::text[], $5::text[], $6::text[], $7::bytea[], $8::search_doc_hashes[], $9::int[], $10::text[], $11::int[])
           AS u (family, ref_id, project, facet, embedder, vector, terms, tf, len, raw, raw_len)
         RETURNING id, family, ref_id),
       totals AS (INSERT INTO search_stats AS s (shard, docs, tokens, tri_docs, tri_tokens)
         VALUES (pg_backend_pid() % ${STAT_SHARDS}, $12, $13, $14, $15)
         ON CONFLICT (shard) DO UPDATE SET docs = s.docs + excluded.docs, tokens = s.tokens + excluded.tokens,
           tri_docs = s.tri_docs + excluded.tri_docs, tri_tokens = s.tri_tokens + excluded.tri_tokens),
       log AS (${logInsert('ins', '$16', false)})
       SELECT id, family, ref_id FROM ins`,
      values: [
        textArray(docs.map((doc) => doc.family)), textArray(docs.map((doc) => doc.refId)), scope.tenant,
        textArray(docs.map((doc) => doc.project)), textArray(docs.map((doc) => doc.facet ?? null)), textArray(docs.map((doc) => doc.embedder)),
        byteaArray(docs.map((doc) => vectorBytes(doc.vector))),
        hashRecords(termsType, stats.map((t) => t.hashed)),
        int4Array(stats.map((t) => t.len)), textArray(stats.map((t) => t.raw)), int4Array(stats.map((t) => t.rawLen)),
        delta.docs, delta.tokens, delta.triDocs, delta.triTokens, this.origin,
      ],
    });
    const ids = new Map(rows.map((row) => [`${row.family}\u0000${row.ref_id}`, Number(row.id)]));
    docs.forEach((doc, i) => {
      const id = ids.get(`${doc.family}\u0000${doc.refId}`) ?? 0;
      const row: VectorRow = { id, refId: doc.refId, project: doc.project, facet: doc.facet ?? null, vector: doc.vector };
      const { hashed, len } = stats[i]!;
      const memory = MEMORY_FAMILIES.includes(doc.family);
      const lexical: LexicalDoc | null = memory
        ? { id, family: doc.family, refId: doc.refId, tenant: scope.tenant, project: doc.project, facet: doc.facet ?? null, len, terms: hashedKeys(hashed), tf: [...hashed.tf] }
        : null;
      tx.onCommit(() => {
        this.apply({ kind: 'add', family: doc.family, tenant: scope.tenant, embedder: doc.embedder, row });
        if (lexical) this.applyLexical({ kind: 'add', doc: lexical });
        else this.chunksAdded(hashed);
      });
    });
    tx.onCommit(() => {
      this.commits++;
      for (const doc of docs) this.statistics.grew(doc.family, 1);
      if (!this.lexicon) return;
      this.lexicon.totals.docs += delta.docs;
      this.lexicon.totals.tokens += delta.tokens;
    });
  }

  /** The type of a document's term hashes and frequencies as the insert takes them (migration 20), looked up once. */
  private async termsType(tx: Tx): Promise<number> {
    if (this.termsOid === 0) {
      const { rows } = await tx.query<{ oid: number }>("SELECT 'search_doc_hashes'::regtype::oid::int AS oid");
      this.termsOid = rows[0]!.oid;
    }
    return this.termsOid;
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
      `WITH del AS (DELETE FROM search_docs WHERE family = $1 AND ref_id = ANY($2::text[]) RETURNING id, tenant, family, ref_id),
       log AS (${logInsert('del', '$3', true)})
       SELECT id, tenant FROM del`,
      [family, refIds, this.origin],
    );
    this.forget(tx, family, rows);
  }

  /**
   * Documents the transaction deleted: out of the vector partitions and the postings once it
   * commits. A caller that deletes chunks itself logs them with `logInsert` (see repository.ts).
   */
  forget(tx: Tx, family: string, rows: { id: string | number; tenant: string }[]): void {
    for (const row of rows) {
      this.df.noteWrite();
      tx.onCommit(() => this.apply({ kind: 'remove', family, tenant: row.tenant, id: Number(row.id) }));
      if (MEMORY_FAMILIES.includes(family)) tx.onCommit(() => this.applyLexical({ kind: 'remove', id: Number(row.id) }));
    }
    if (rows.length > 0 && !MEMORY_FAMILIES.includes(family)) tx.onCommit(() => this.chunksChanged());
  }

  /** This process's mark in `search_log`, for statements that write to it themselves. */
  get logOrigin(): number {
    return this.origin;
  }

  /**
   * Calls `listener` with the id of each row of `family` another daemon inserted, removed or
   * changed (as `search_log` tells, at most a second late), or with null when any may have.
   */
  onChange(family: string, listener: (refId: string | null) => void): void {
    this.listeners.set(family, [...(this.listeners.get(family) ?? []), listener]);
  }

  /** Resolves once other daemons' changes up to at most CATCH_UP_MS ago have been seen (see onChange). */
  async syncWithOthers(): Promise<void> {
    await this.lexiconNow();
  }

  private notify(family: string, refId: string | null): void {
    for (const listener of this.listeners.get(family) ?? []) listener(refId);
  }

  /**
   * FTS5's bm25() with weights title 4, body 1 (see ../bm25.ts). Candidates
   * are every document holding a selected term, in any scope, as FTS5 reads
   * them; a term's document frequency counts them all (the small families'
   * from the postings in memory, chunks from the table) and the totals are
   * the store's. The small families are ranked in process from their
   * postings; chunks by the server, in one statement per batch.
   */
  async lexical(scope: Scope, filter: SearchFilter, terms: string[], limit: number): Promise<SearchHit[]> {
    const lexicon = await this.lexiconNow();
    // Terms are looked up by their hashes (see ../term-hash.ts), in the postings as in the table.
    const selected = (await this.selectTerms(terms)).map(foldToken).filter(Boolean).map(termKey);
    if (selected.length === 0) return [];
    if (MEMORY_FAMILIES.includes(filter.family)) {
      const unique = [...new Set(selected)];
      const chunks = await Promise.all(unique.map((term) => this.chunkCount(term)));
      // A selected term over the chunk count's cap (a cached selection older than the chunks
      // indexed since) has no exact frequency here: the server ranks that search.
      if (chunks.every((n) => n <= COMMON_DF)) {
        const inChunks = new Map(unique.map((term, i) => [term, chunks[i]!]));
        const { postings, totals } = lexicon;
        return postings.rank(scope, filter, selected, (term) => postings.df(term) + (inChunks.get(term) ?? 0), totals, limit);
      }
    }
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
    const hashes = union.map(keyToInt8);
    const k = union.length;
    // Per candidate: each term's weighted frequency f (title × 4 + body), read once from tf at the
    // term's position in the sorted terms (a binary search: width_bucket), and the length
    // normalization; per term: its idf, computed once from the candidates' counts. The score is
    // summed in FTS5's order of operations (idf · f·(k1+1) / (f + norm), term by term).
    const freqs = union.map((_, i) => `(x.t${i} / ${TF_SHIFT} * ${TITLE_WEIGHT} + x.t${i} % ${TF_SHIFT} * ${BODY_WEIGHT})::float8 AS f${i}`).join(', ');
    const buckets = union.map((_, i) => `width_bucket($${i + 1}::int8, j.terms) AS b${i}`).join(', ');
    const reads = union.map((_, i) => `CASE WHEN p.terms[p.b${i}] = $${i + 1}::int8 THEN p.tf[p.b${i}] END AS t${i}`).join(', ');
    const weights = union.map((_, i) => `${idf(`count(c.f${i})::float8`)} AS w${i}`).join(', ');
    const scores = lists
      .map((list, l) => `${list.terms.map((term) => at.get(term)!).map((i) => `coalesce(w.w${i} * (c.f${i} * ${BM25_K1 + 1}) / (c.f${i} + c.norm), 0)`).join(' + ')} AS s${l}`)
      .join(', ');
    const { clause, params } = scopeClause(scope, filter, k + 2, 'd');
    const limits = lists.map((_, l) => `$${k + 2 + params.length + l}`);
    // A document holding one of a list's terms scores above 0 in it (idf ≥ MIN_IDF).
    const ranked = lists.map((_, l) => `(SELECT ${l} AS list, id, ref_id AS "refId", s${l} AS score FROM s WHERE s${l} > 0 ORDER BY s${l} DESC, id LIMIT ${limits[l]})`);
    // terms and tf are read once per candidate (LATERAL … OFFSET 0; `|| '{}'` returns the value
    // decompressed): each use of the stored, compressed value would read it again. Each level
    // is fenced (OFFSET 0): a subquery the planner pulls up has its expressions copied into
    // every reference, and each frequency t is used twice, each bucket b twice (fencing the
    // last level took a tenth off the statement's server CPU on the npm tree). A candidate carries
    // whether it is in the search's scope (the idf counts every candidate), not the columns.
    const sql = `WITH st AS MATERIALIZED (SELECT sum(docs)::float8 AS n, sum(tokens)::float8 / greatest(sum(docs), 1) AS avgdl FROM search_stats),
      c AS MATERIALIZED (SELECT d.id, d.ref_id, (${clause}) AS mine,
          ${BM25_K1} * (1 - ${BM25_B} + ${BM25_B} * d.len / st.avgdl) AS norm, ${freqs}
        FROM st, search_docs d, LATERAL (SELECT ${reads} FROM (SELECT j.terms, j.tf, ${buckets}
          FROM (SELECT d.terms || '{}'::int8[] AS terms, d.tf || '{}'::int[] AS tf OFFSET 0) j OFFSET 0) p OFFSET 0) x
        WHERE d.terms && $${k + 1}::int8[]),
      w AS MATERIALIZED (SELECT ${weights} FROM c, st GROUP BY st.n),
      s AS MATERIALIZED (SELECT c.id, c.ref_id, ${scores} FROM c, w WHERE c.mine)
      ${ranked.join(' UNION ALL ')}`;
    try {
      const { rows } = await this.pool.query<{ list: number; id: string; refId: string; score: number }>(
        this.rankings.config(sql, [...hashes, hashes, ...params, ...lists.map((list) => list.limit)]),
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
   * Capped document frequencies, cached as SQLite's are (see DfCache): the small
   * families' from the postings, plus the chunks holding the term.
   */
  private async documentFrequencies(terms: string[]): Promise<number[]> {
    const { postings } = await this.lexiconNow();
    this.df.refresh();
    return Promise.all(
      terms.map(async (term) => {
        const cached = this.df.get(term);
        if (cached !== undefined) return cached;
        // A term FTS5's tokenizer would fold away entirely matches nothing.
        const folded = foldToken(term);
        const key = folded === '' ? '' : termKey(folded);
        const df = folded === '' ? 0 : Math.min(COMMON_DF + 1, postings.df(key) + (await this.chunkCount(key)));
        this.df.set(term, df);
        return df;
      }),
    );
  }

  async hasTerm(term: string): Promise<boolean> {
    return (await this.documentFrequency(term)) > 0;
  }

  /** Documents containing the term, counted up to COMMON_DF + 1 (cached). */
  async documentFrequency(term: string): Promise<number> {
    return (await this.documentFrequencies([term]))[0] ?? 0;
  }

  /**
   * Repository chunks holding a (folded) term, given by its hash's key, counted up to COMMON_DF + 1: kept until chunks
   * change in a way the count cannot follow (this process's inserts add to it). The terms asked
   * for in one turn of the event loop are counted in one statement; a term already being
   * counted waits for that count.
   */
  private chunkCount(term: string): Promise<number> {
    if (!this.chunksPresent) return Promise.resolve(0);
    const cached = this.chunkDf.get(term);
    if (cached !== undefined) return Promise.resolve(cached);
    this.readChunkTerms();
    const counting = this.counting.get(term);
    if (counting) return counting;
    if (this.batch.length === 0) queueMicrotask(() => void this.countBatch());
    const one = new Promise<number>((resolve, reject) => this.batch.push({ term, resolve, reject }));
    this.counting.set(term, one);
    return one;
  }

  private async countBatch(): Promise<void> {
    const batch = this.batch.splice(0);
    const epoch = this.chunkEpoch;
    try {
      const { rows } = await this.pool.query<{ i: number; n: number }>({
        // Named: each connection parses and plans it once.
        name: 'contextd-chunk-frequencies',
        text: `SELECT t.i::int AS i, (SELECT count(*)::int FROM (SELECT 1 FROM search_docs WHERE terms @> ARRAY[t.term] AND family = 'chunk' LIMIT ${COMMON_DF + 1}) s) AS n
         FROM unnest($1::int8[]) WITH ORDINALITY AS t (term, i)`,
        values: [batch.map(({ term }) => keyToInt8(term))],
      });
      const counts = batch.map(() => 0);
      for (const row of rows) counts[row.i - 1] = row.n;
      batch.forEach(({ term, resolve }, i) => {
        // Chunks that changed while counting may or may not be in the count: used once, not kept.
        if (epoch === this.chunkEpoch) {
          if (this.chunkDf.size >= CHUNK_DF_CACHE && !this.chunkDfWhole) this.chunkDf.clear();
          this.chunkDf.set(term, counts[i]!);
        }
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

  /**
   * Chunks this process committed: their terms' cached counts grow with them. The counts are then
   * no longer every term's (a term new to the store is not added: that would cost an index of the
   * npm tree's size ~0.3 s of the daemon's thread); the next need reads them whole again.
   */
  private chunksAdded(hashed: HashedTerms): void {
    this.chunksPresent = true;
    this.chunkDfWhole = false;
    if (this.chunkDf.size > 0) {
      for (const key of hashedKeys(hashed)) {
        const n = this.chunkDf.get(key);
        if (n !== undefined && n <= COMMON_DF) this.chunkDf.set(key, n + 1);
      }
    }
    // A count or a whole read under way may or may not hold this chunk.
    if (this.counting.size > 0 || this.chunkTermsRead.running) this.chunkEpoch++;
  }

  /** Chunks removed (here or by another daemon), or added by another daemon: counts are read again. */
  private chunksChanged(): void {
    this.chunksPresent = true;
    this.chunkDf.clear();
    this.chunkDfWhole = false;
    this.chunkEpoch++;
  }

  /**
   * Reads every chunk term's count in one statement, in the background (at most every
   * CHUNK_TERMS_EVERY, and only for a store of at most CHUNK_TERMS_DOCS documents): then a
   * search's words are counted without asking the server, a statement less for each search
   * whose words were not all counted before. Until it is read, and again after chunks change
   * in a way the counts cannot follow (a removal, another daemon's write), terms are counted
   * on demand as before.
   */
  private readChunkTerms(): void {
    const read = this.chunkTermsRead;
    if (read.running || this.chunkDfWhole || !this.chunksPresent || Date.now() - read.at < CHUNK_TERMS_EVERY) return;
    if (!this.lexicon || this.lexicon.totals.docs > CHUNK_TERMS_DOCS) return;
    read.running = true;
    read.at = Date.now();
    const epoch = this.chunkEpoch;
    void this.pool
      .query<{ terms: Buffer | null; counts: number[] | null }>({
        name: 'contextd-chunk-terms',
        // The hashes in binary, exact; the counts as JSON (parsed natively). Both aggregates read the groups in one order.
        text: `SELECT array_send(array_agg(t)) AS terms, to_json(array_agg(least(n, ${COMMON_DF + 1}))) AS counts
          FROM (SELECT t, count(*)::int AS n FROM search_docs, unnest(terms) AS t WHERE family = 'chunk' GROUP BY t) g`,
      })
      .then(({ rows }) => {
        // Chunks that changed meanwhile may or may not be counted: not kept (the next need reads again).
        if (epoch !== this.chunkEpoch) return;
        const keys = rows[0]?.terms ? hashKeysOf(rows[0].terms) : [];
        const counts = rows[0]?.counts ?? [];
        this.chunkDf.clear();
        keys.forEach((key, i) => this.chunkDf.set(key, counts[i]!));
        this.chunkDfWhole = true;
      })
      .catch(() => undefined)
      .finally(() => (read.running = false));
  }

  /**
   * The postings of the small families, loaded at the first need and caught up with other
   * daemons' commits at most every CATCH_UP_MS (a search waits for that look).
   */
  private async lexiconNow(): Promise<NonNullable<PgSearchIndex['lexicon']>> {
    if (this.lexicon && Date.now() - this.lexicon.at > LOG_KEEP_MS / 2) {
      // Not caught up for so long that the log may have been pruned past it: read everything again.
      this.lexicon = null;
      this.chunksChanged();
      for (const family of this.listeners.keys()) this.notify(family, null);
    }
    if (!this.lexicon) await this.loadLexicon();
    if (Date.now() - this.lexicon!.at >= CATCH_UP_MS) {
      this.lexiconCatchingUp ??= this.catchUpLexicon().finally(() => (this.lexiconCatchingUp = null));
      await this.lexiconCatchingUp;
    }
    return this.lexicon!;
  }

  /** The postings of the small families, loaded before the first search asks (daemon start), then the chunks' term counts. */
  async warm(): Promise<void> {
    if (!this.lexicon) await this.loadLexicon();
    this.readChunkTerms();
  }

  private loadLexicon(): Promise<void> {
    if (this.lexiconLoading) return this.lexiconLoading.done;
    const missed: LexicalOp[] = [];
    const commits = this.commits;
    const done = (async () => {
      const client = await this.pool.connect();
      try {
        // One snapshot: the log's end, the totals and the documents agree.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        // The log's rows of the catch-up window that this snapshot already holds are not applied again (a
        // fresh daemon would otherwise drop the chunk counts it just read at its first catch-up).
        const { rows: head } = await client.query<{ seq: string; seen: number[]; docs: number; tokens: number; chunks: boolean }>(
          `WITH m AS (SELECT coalesce(max(seq), 0) AS seq FROM search_log)
           SELECT m.seq, (SELECT coalesce(json_agg(l.seq), '[]') FROM search_log l WHERE l.seq > m.seq - ${LOG_WINDOW}) AS seen,
             (SELECT coalesce(sum(docs), 0)::float8 FROM search_stats) AS docs, (SELECT coalesce(sum(tokens), 0)::float8 FROM search_stats) AS tokens,
             EXISTS (SELECT 1 FROM search_docs WHERE family = 'chunk') AS chunks FROM m`,
        );
        const { rows } = await client.query<DocRow>(`${DOC_COLUMNS} WHERE family = ANY($1::text[])`, [MEMORY_FAMILIES]);
        await client.query('COMMIT');
        const postings = new LexicalPostings();
        for (const row of rows) postings.add(lexicalDoc(row));
        // Commits of this process that landed while the rows were read.
        for (const op of missed) applyTo(postings, op);
        const { seq, seen, docs, tokens, chunks } = head[0]!;
        if (!chunks && this.chunkDf.size === 0) this.chunksPresent = false;
        // A commit of this process during the read may be missing from the totals (or counted twice): read them again soon.
        const at = commits === this.commits ? Date.now() : Date.now() - CATCH_UP_MS + RECHECK_MS;
        this.lexicon = { postings, totals: { docs, tokens }, seq: Number(seq), at, applied: new Set(seen.map(Number)), pruned: Date.now() };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
        this.lexiconLoading = null;
      }
    })();
    this.lexiconLoading = { done, missed };
    return done;
  }

  /**
   * Other daemons' commits since the last look: the store's totals, and the rows of `search_log`
   * past the last one seen (re-reading LOG_WINDOW below it, for rows committed out of order)
   * not written by this process. Documents they added are read (if still there) into the
   * postings, those they removed taken out; a chunk change drops the cached chunk counts.
   */
  private async catchUpLexicon(): Promise<void> {
    const lexicon = this.lexicon!;
    lexicon.at = Date.now();
    const commits = this.commits;
    const { rows } = await this.pool.query<{ docs: number; tokens: number; log: [number, string, number | null, string | null, boolean][] }>({
      name: 'contextd-catch-up-log',
      text: `SELECT (SELECT coalesce(sum(docs), 0)::float8 FROM search_stats) AS docs, (SELECT coalesce(sum(tokens), 0)::float8 FROM search_stats) AS tokens,
          (SELECT coalesce(json_agg(json_build_array(seq, family, doc_id, ref_id, removed) ORDER BY seq), '[]') FROM search_log WHERE seq > $1 AND origin <> $2) AS log`,
      values: [Math.max(0, lexicon.seq - LOG_WINDOW), this.origin],
    });
    const { docs, tokens, log } = rows[0]!;
    lexicon.totals = { docs, tokens };
    // Not at once: under a steady stream of this process's writes every read overlaps one.
    if (commits !== this.commits) lexicon.at = Date.now() - CATCH_UP_MS + RECHECK_MS;
    const fresh = log.filter(([seq]) => !lexicon.applied.has(seq));
    const wanted = fresh.filter(([, family, id, , removed]) => !removed && id !== null && MEMORY_FAMILIES.includes(family) && !lexicon.postings.has(id)).map(([, , id]) => id);
    const found = new Map<number, DocRow>();
    if (wanted.length > 0) {
      const { rows: added } = await this.pool.query<DocRow>(`${DOC_COLUMNS} WHERE id = ANY($1::bigint[])`, [wanted]);
      for (const row of added) found.set(Number(row.id), row);
    }
    for (const [seq, family, id, refId, removed] of fresh) {
      lexicon.applied.add(seq);
      lexicon.seq = Math.max(lexicon.seq, seq);
      if (!MEMORY_FAMILIES.includes(family)) {
        this.chunksChanged();
        continue;
      }
      if (refId !== null) this.notify(family, refId);
      if (id === null) continue;
      this.df.noteWrite();
      const row = found.get(id);
      if (removed) lexicon.postings.remove(id);
      else if (row) lexicon.postings.add(lexicalDoc(row));
    }
    for (const seq of lexicon.applied) if (seq <= lexicon.seq - LOG_WINDOW) lexicon.applied.delete(seq);
    if (Date.now() - lexicon.pruned >= LOG_PRUNE_MS) {
      lexicon.pruned = Date.now();
      void this.pool.query(`DELETE FROM search_log WHERE at < now() - interval '${LOG_KEEP_MS / 1000} seconds'`).catch(() => undefined);
    }
  }

  private applyLexical(op: LexicalOp): void {
    this.lexiconLoading?.missed.push(op);
    if (this.lexicon) applyTo(this.lexicon.postings, op);
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
    const { clause, params } = scopeClause(scope, filter, values.length + 1, 'd');
    values.push(...params);
    const sql = `WITH st AS MATERIALIZED (SELECT sum(tri_docs)::float8 AS n, sum(tri_tokens)::float8 / greatest(sum(tri_docs), 1) AS avgdl FROM search_stats),
      c AS MATERIALIZED (SELECT d.id, d.ref_id, (${clause}) AS mine, d.raw_len, ${occurrences.join(', ')}
        FROM search_docs d, LATERAL (SELECT lower(d.raw) AS r OFFSET 0) j WHERE ${likes.join(' OR ')}),
      df AS MATERIALIZED (SELECT ${counts} FROM c)
      SELECT c.ref_id AS "refId", ${score} AS score FROM c, df, st
      WHERE c.mine ORDER BY score DESC, c.id LIMIT ${param(limit)}`;
    return hits(await this.pool.query(sql, values));
  }

  async nearest(scope: Scope, filter: SearchFilter, vector: Float32Array, embedder: string, limit: number): Promise<SearchHit[]> {
    const partition = await this.partition(filter.family, scope.tenant, embedder, vector.length);
    await this.catchUp(filter.family, scope.tenant, embedder, partition);
    if (!MEMORY_FAMILIES.includes(filter.family)) {
      // The lexical statements asked for beside this search are sent from an immediate of this turn of
      // the event loop (see lexical): comparing vectors two immediates later, after they were sent, lets
      // the server rank while this process computes.
      await nextImmediate();
      await nextImmediate();
    }
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

/** Cached chunk counts kept at most (then the cache starts over), unless every term's count is held. */
const CHUNK_DF_CACHE = 50_000;
/**
 * Every chunk term's count is read whole (readChunkTerms) only for a store of at most this many
 * search documents (the npm tree's 7 731 chunks hold ~55 000 distinct terms: ~4 MB of the
 * daemon's heap, ~0.3 s of the server's CPU to read), and at most this often.
 */
const CHUNK_TERMS_DOCS = 25_000;
const CHUNK_TERMS_EVERY = 60_000;

/** What the postings read of a search document. */
interface DocRow {
  id: string;
  family: string;
  ref_id: string;
  tenant: string;
  project: string;
  facet: string | null;
  len: number;
  /** The term hashes as `array_send` writes them (see hashKeysOf). */
  terms: Buffer;
  tf: number[];
}
/** `tf` as JSON (the driver parses that natively, array literals character by character); the hashes in binary, exact. */
const DOC_COLUMNS = 'SELECT id, family, ref_id, tenant, project, facet, len, array_send(terms) AS terms, to_json(tf) AS tf FROM search_docs';

function lexicalDoc(row: DocRow): LexicalDoc {
  return { id: Number(row.id), family: row.family, refId: row.ref_id, tenant: row.tenant, project: row.project, facet: row.facet, len: row.len, terms: hashKeysOf(row.terms), tf: row.tf };
}

function applyTo(postings: LexicalPostings, op: LexicalOp): void {
  if (op.kind === 'add') postings.add(op.doc);
  else postings.remove(op.id);
}

/**
 * The `search_log` rows of the search documents a data-modifying CTE named `cte` inserted or
 * removed (`removed`), written by `origin`: one per document of a small family, one for any
 * number of chunks (other daemons keep no chunk postings, only counts they then read again).
 */
export function logInsert(cte: string, origin: string, removed: boolean): string {
  return `INSERT INTO search_log (origin, family, doc_id, ref_id, removed)
    SELECT ${origin}::int, family, id, ref_id, ${removed} FROM ${cte} WHERE family <> 'chunk'
    UNION ALL SELECT ${origin}::int, 'chunk', NULL, NULL, ${removed} WHERE EXISTS (SELECT 1 FROM ${cte} WHERE family = 'chunk')`;
}

/**
 * The `search_log` rows of the rows of `family` a data-modifying CTE named `cte` changed in
 * place (its `id` column), written by `origin`: other daemons drop their cached copies.
 */
export function logRowChanges(cte: string, family: string, origin: string): string {
  return `INSERT INTO search_log (origin, family, ref_id, removed) SELECT ${origin}::int, '${family}', id, false FROM ${cte}`;
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
