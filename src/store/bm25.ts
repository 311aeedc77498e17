/**
 * The lexical ranking both stores compute: SQLite FTS5's `bm25()`, so a query
 * ranks the same on SQLite (where FTS5 computes it) and on PostgreSQL (where
 * the store computes it from the statistics it keeps, see
 * `postgres/search-index.ts`).
 *
 *   score(D) = Σ over query phrases q:  idf(q) · f(q,D)·(k1+1) / (f(q,D) + k1·(1 − b + b·|D|/avgdl))
 *   idf(q)   = ln((N − n(q) + 0.5) / (n(q) + 0.5)), or 1e-6 when that is ≤ 0
 *
 * where f(q,D) sums the column weights of q's occurrences in D, |D| counts D's
 * tokens in every column, N is the number of documents of the index (every
 * family and tenant, as FTS5 counts them), avgdl their mean length and n(q)
 * the documents containing q.
 */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** Column weights of the word index: a term in the title counts four times one in the body. */
export const TITLE_WEIGHT = 4;
export const BODY_WEIGHT = 1;
/** FTS5's floor for the idf of a term found in half the documents or more. */
export const MIN_IDF = 1e-6;

/**
 * A token as FTS5's `unicode61 remove_diacritics 2` tokenizer indexes it:
 * lowercase, diacritics removed. Index terms are already lowercase words
 * (`src/search/tokenize.ts`), so only non-ASCII ones change.
 */
export function foldToken(token: string): string {
  if (/^[a-z0-9]*$/.test(token)) return token;
  return token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The tokens FTS5 indexes for a column of index text (space-separated terms). */
export function columnTokens(text: string): string[] {
  const out: string[] = [];
  for (const term of text.split(' ')) {
    const folded = foldToken(term);
    if (folded) out.push(folded);
  }
  return out;
}

/** How many tokens the trigram index keeps for a text: one per position with three characters. */
export function trigramCount(text: string): number {
  let chars = 0;
  for (const _ of text) chars++;
  return Math.max(0, chars - 2);
}

/**
 * FTS5's idf in double precision, as the PostgreSQL ranking statement computes it in float8:
 * `n` documents in the index, `df` of them holding the term.
 */
export function bm25Idf(n: number, df: number): number {
  const idf = Math.log((n - df + 0.5) / (df + 0.5));
  return idf <= 0 ? MIN_IDF : idf;
}

/** FTS5's length normalization of a document of `len` tokens, in the order of operations of the ranking statement. */
export function bm25Norm(len: number, avgdl: number): number {
  return BM25_K1 * (1 - BM25_B + (BM25_B * len) / avgdl);
}

/** One term's part of a document's score: `f` its weighted frequency there, `norm` the document's bm25Norm. */
export function bm25Part(idf: number, f: number, norm: number): number {
  return (idf * (f * (BM25_K1 + 1))) / (f + norm);
}

/**
 * The arithmetic of a BM25 score where the last bit matters: the idf and one term's part.
 * PostgreSQL's ranking statement (the default, bm25Idf and bm25Part) multiplies the idf
 * first and takes Math.log's logarithm; FTS5's bm25() (fts5_aux.c) divides first and takes
 * the C library's (see FTS5_ORDER and the SQLite store's idf).
 */
export interface Bm25Arithmetic {
  idf(n: number, df: number): number;
  part(idf: number, f: number, norm: number): number;
}

/** FTS5's order of operations for one term's part: idf · (f·(k1+1) / (f + norm)). */
export function fts5Part(idf: number, f: number, norm: number): number {
  return idf * ((f * (BM25_K1 + 1)) / (f + norm));
}

export const STATEMENT_ORDER: Bm25Arithmetic = { idf: bm25Idf, part: bm25Part };

/** Per term of a document: title frequency × TF_SHIFT + body frequency (each capped at TF_SHIFT − 1). */
export const TF_SHIFT = 65_536;

/**
 * The tokens of title and body as FTS5 indexes them (see columnTokens), each counted once: per
 * distinct token, title frequency × TF_SHIFT + body frequency, in first-seen order; and the
 * token count. What a store that keeps term statistics stores (the PostgreSQL store hashes
 * and orders them, see term-hash.ts; FTS5 counts its own).
 */
export function indexTermCounts(title: string, body: string): { counts: Map<string, number>; len: number } {
  const counts = new Map<string, number>();
  let len = 0;
  for (const token of tokensOf(title)) {
    len++;
    const n = counts.get(token) ?? 0;
    if (n < (TF_SHIFT - 1) * TF_SHIFT) counts.set(token, n + TF_SHIFT);
  }
  for (const token of tokensOf(body)) {
    len++;
    const n = counts.get(token) ?? 0;
    if (n % TF_SHIFT < TF_SHIFT - 1) counts.set(token, n + 1);
  }
  return { counts, len };
}

/** Index text of plain lowercase words: its tokens are its words, as columnTokens would find them. */
const PLAIN_TEXT = /^[a-z0-9 ]*$/;

function tokensOf(text: string): string[] {
  if (!PLAIN_TEXT.test(text)) return columnTokens(text);
  const words = text.split(' ');
  return words.includes('') ? words.filter(Boolean) : words;
}

