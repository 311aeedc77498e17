import { queryTerms } from './tokenize.js';
import { WORDNET_TABLE } from './wordnet-table.js';

/**
 * Everyday words → the words tools print, from WordNet (a lexical database nobody here wrote;
 * the table is derived at development time by bench/data/build/wordnet.mjs and kept to words
 * tools print: the pattern library's and real errors'): "arguments" → `parameter`, "missing" →
 * `lack`, `nonexistent`, "crash" → `fail`, "forbidden" → `disallow`. Noisy by nature (a
 * word's most frequent senses lend, whatever the sentence meant), so a description in plain words borrows them only for the
 * bridged list (core/search.ts, at the bridge's weight: they may reorder, never outvote the
 * person's own words). Measured in docs/search.md ("WordNet").
 */

/** Borrowed terms per query at most (the bridged list takes as many of the pattern bridge's). */
export const MAX_EVERYDAY_TERMS = 24;

let table: ReadonlyMap<string, readonly string[]> | null = null;

/** Parsed on first use: the table is ~110 KB of text, and a daemon that is never asked in plain words never needs it. */
function lookup(): ReadonlyMap<string, readonly string[]> {
  if (table) return table;
  const parsed = new Map<string, readonly string[]>();
  for (const line of WORDNET_TABLE.split('\n')) {
    const [key, ...words] = line.split(' ');
    if (key && words.length > 0) parsed.set(key, words);
  }
  table = parsed;
  return parsed;
}

/** The index terms WordNet relates to the words of `text` (its own terms left out), in the order of its words. */
export function everydayWords(text: string): string[] {
  const own = queryTerms(text, 40);
  const mine = new Set(own);
  const out = new Set<string>();
  const words = lookup();
  for (const term of own) {
    for (const w of words.get(term) ?? []) {
      if (out.size >= MAX_EVERYDAY_TERMS) return [...out];
      if (!mine.has(w)) out.add(w);
    }
  }
  return [...out];
}
