/**
 * The query side of the semantic bridge: the keywords of the patterns a search query is
 * about. It runs the pattern library over the query, so the troubleshooter computes it on
 * its worker threads for long error texts (see diagnose-pool.ts).
 */
import { Memo, shortText } from '../../util/memo.js';
import { libraryHypotheses } from './diagnose.js';
import { PATTERNS } from './patterns.js';

/** Patterns an error query may lend keywords from (the documents' side takes all matches). */
const QUERY_HYPOTHESES = 8;
/** Plain-words queries borrow the keywords of at most this many described patterns. */
const QUERY_PATTERNS = 2;
/** Queries whose keywords are kept: the same text asked again (a retried tool, a related search) skips the library's pass. */
const MEMO_QUERIES = 256;

const patternById = new Map(PATTERNS.map((p) => [p.id, p]));
const memo = new Memo<string, readonly string[]>(MEMO_QUERIES, shortText);

/**
 * Keywords of the patterns the query is about. An error matches pattern regexes (those
 * hypotheses carry evidence lines) and lends their keywords, like a document does. A
 * description in plain words matches no regex; the troubleshooter's keyword guesses
 * (which require most of the query's weight to be covered, so a stray shared word does
 * not pull in an unrelated pattern) name the patterns it describes. A function of the text
 * and the built-in library alone, so the latest queries' keywords are kept.
 */
export function bridgeKeywords(query: string): readonly string[] {
  return memo.get(query, keywordsOf);
}

function keywordsOf(query: string): readonly string[] {
  // Only library patterns lend keywords: the generic fallback's hypotheses (error class, exit
  // code, rule id) carry evidence lines too, but have no keywords and would hide the guesses.
  const hypotheses = libraryHypotheses(query, QUERY_HYPOTHESES);
  const matched = hypotheses.filter((h) => h.evidence.length > 0);
  const chosen = matched.length > 0 ? matched : hypotheses.slice(0, QUERY_PATTERNS);
  const out = new Set<string>();
  for (const h of chosen) {
    const pattern = patternById.get(h.pattern_id);
    if (!pattern) continue;
    for (const k of pattern.keywords) out.add(k);
    out.add(pattern.title.toLowerCase());
  }
  return Object.freeze([...out]);
}
