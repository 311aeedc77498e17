import { ADJECTIVE_WORDS, ADJECTIVE_WORDS_BITS, COMMON_WORDS, ENGLISH_WORDS, ENGLISH_WORDS_BITS } from './common-words-table.js';
import { stem } from './tokenize.js';

/**
 * Words everyone uses, from WordNet (a lexical database nobody here wrote; the table is derived
 * at development time by bench/data/build/common-words.mjs). The relevance floor reads a question
 * asked in plain English ("how many moons does jupiter have") by the words that tell topics apart:
 * a result that holds only "many" — tagged 347 times in SemCor's ordinary texts — has not shown it
 * is about the question, one that holds "moons" would have. A question with a word English does
 * not have ("copyleft", "npm", `idx`) is about software and is read as before. Measured in
 * docs/search.md ("Words everyone uses").
 */

/** SemCor tags from which a word is common: its weight is scaled by √(COMMON_FROM / tags). */
export const COMMON_FROM = 50;
/** The least a common word keeps of its weight. */
const COMMON_LEAST = 0.2;
/** The Bloom filter's shape (bench/data/build/common-words.mjs writes it with these). */
export const BLOOM_BITS_PER_WORD = 10;
export const BLOOM_HASHES = 7;

let tags: ReadonlyMap<string, number> | null = null;
let english: Uint8Array | null = null;
let adjectives: Uint8Array | null = null;

function commonTable(): ReadonlyMap<string, number> {
  if (tags) return tags;
  const parsed = new Map<string, number>();
  for (const line of COMMON_WORDS.split('\n')) {
    const at = line.indexOf(' ');
    if (at > 0) parsed.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  tags = parsed;
  return parsed;
}

/** FNV-1a, with a seed: two of them give every position of the Bloom filter (double hashing). */
function fnv(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The filter positions of a word (for the builder and the lookup alike). */
export function bloomPositions(word: string, bits: number): number[] {
  const a = fnv(word, 0);
  const b = fnv(word, 0x9e3779b9) | 1;
  return Array.from({ length: BLOOM_HASHES }, (_, i) => (a + Math.imul(i, b)) >>> 0).map((h) => h % bits);
}

/** Whether a Bloom filter holds the word (every one of its positions set). */
function inFilter(filter: Uint8Array, bits: number, word: string): boolean {
  return bloomPositions(word, bits).every((p) => (filter[p >> 3]! & (1 << (p & 7))) !== 0);
}

/** Is this index stem an English word (WordNet's, or a function word)? One in a hundred others say yes too. */
export function isEnglish(term: string): boolean {
  english ??= Buffer.from(ENGLISH_WORDS, 'base64');
  return inFilter(english, ENGLISH_WORDS_BITS, term);
}

/** Can this word, lowercase as written (not its stem: "featured" is, "feature" is not), be an adjective (WordNet's)? One in a hundred others say yes too. */
export function isAdjective(word: string): boolean {
  adjectives ??= Buffer.from(ADJECTIVE_WORDS, 'base64');
  return inFilter(adjectives, ADJECTIVE_WORDS_BITS, word);
}

/** Words and runs of other signs: two words are side by side when no sign stands between them. */
const WORDS_AND_SIGNS = /\p{L}+|[^\p{L}\s]+/gu;

/**
 * Which of the question's terms describe a thing the store has never heard of: a word that can be
 * an adjective written right before (nothing but a space between) a word no document holds — "a
 * **soft** yolk", "a **flat** tyre", "the **common** cold", "the next **full** moon". A result
 * holding "soft" (`Soft deletes use a deleted_at column`) shares the word, not its thing. `known`
 * says whether some document holds term i.
 */
export function besideUnknown(query: string, terms: readonly string[], known: (i: number) => boolean): boolean[] {
  const at = new Map(terms.map((t, i) => [t, i]));
  const out = terms.map(() => false);
  const tokens = query.toLowerCase().match(WORDS_AND_SIGNS) ?? [];
  const nos = tokens.map((token) => at.get(token) ?? at.get(stem(token)));
  for (let k = 0; k + 1 < tokens.length; k++) {
    const a = nos[k];
    const b = nos[k + 1];
    if (a !== undefined && b !== undefined && known(a) && !known(b) && isAdjective(tokens[k]!)) out[a] = true;
  }
  return out;
}

/** How much of its weight an index stem keeps as evidence of a topic: 1, or less for a word everyone uses. */
export function topicWeight(term: string): number {
  const n = commonTable().get(term);
  return n === undefined || n < COMMON_FROM ? 1 : Math.max(COMMON_LEAST, Math.sqrt(COMMON_FROM / n));
}

/** Each term's topic weight when every term is plain English; null when one is not (the text is about software: every word counts whole). */
export function topicWeights(terms: readonly string[]): number[] | null {
  return terms.length > 0 && terms.every(isEnglish) ? terms.map(topicWeight) : null;
}
