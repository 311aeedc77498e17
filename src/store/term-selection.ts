/**
 * Which query terms lexical search scores, shared by the stores.
 *
 * BM25-like ranking scores every document that contains a query term, so its
 * cost is the sum of the terms' posting lists: a word found in all of 10 000
 * checkpoints cost ~15 ms. Terms found in more than COMMON_DF documents carry
 * almost no weight (idf near zero) and are left out; the rest are taken rarest
 * first up to POSTING_BUDGET postings. Document frequencies are counted with a
 * capped query and cached, each within a tenth of the truth (DfCache).
 */
export const COMMON_DF = 800;
const POSTING_BUDGET = 1_600;
const DF_CACHE_WRITES = 500;
const DF_CACHE_SIZE = 50_000;

/** The terms worth scoring, given each term's (capped) document frequency. */
export function pickTerms(counted: { term: string; df: number }[]): string[] {
  const usable = counted.filter((t) => t.df > 0 && t.df <= COMMON_DF).sort((a, b) => a.df - b.df);
  const out: string[] = [];
  let postings = 0;
  for (const { term, df } of usable) {
    if (out.length > 0 && postings + df > POSTING_BUDGET) break;
    out.push(term);
    postings += df;
  }
  return out;
}

/**
 * How far a cached count may fall behind: a term counted in `df` documents is counted again once
 * the index has had more than DF_STALE_SHARE × df writes since (each write can add one document
 * holding it), so a rare word of a young store is not taken for rare forever, while a common
 * word's count stays cached through many writes. Every count is dropped after DF_CACHE_WRITES.
 */
const DF_STALE_SHARE = 0.1;

/** Cached document frequencies, each within DF_STALE_SHARE of the truth, all dropped after DF_CACHE_WRITES writes to the index. */
export class DfCache {
  private readonly cache = new Map<string, { df: number; at: number }>();
  private writes = 0;

  noteWrite(): void {
    this.writes++;
  }

  /** Call before a series of lookups: forgets stale counts after many writes. */
  refresh(): void {
    if (this.writes > DF_CACHE_WRITES) {
      this.cache.clear();
      this.writes = 0;
    }
  }

  get(term: string): number | undefined {
    const entry = this.cache.get(term);
    if (entry === undefined) return undefined;
    if (this.writes - entry.at > DF_STALE_SHARE * entry.df) {
      this.cache.delete(term);
      return undefined;
    }
    return entry.df;
  }

  set(term: string, df: number): void {
    // An absent term is not cached: the next write may add it, and asking is cheap.
    if (df <= 0) return;
    if (this.cache.size > DF_CACHE_SIZE) this.cache.clear();
    this.cache.set(term, { df, at: this.writes });
  }
}
