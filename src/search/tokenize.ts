/**
 * Tokenizing shared by the full-text index, query building and the hash embedder.
 *
 * Code and prose are mixed in everything contextd stores (error messages, stack traces,
 * checkpoints, source chunks), so a "word" is a run of Unicode letters/digits that may be
 * joined by `_` or `-`, and identifiers are also split into their parts:
 * `getUserName` → `getusername`, `get`, `user`, `name`. The whole identifier is kept with
 * its separators removed (`snake_case_name` → `snakecasename`) so that word-level FTS
 * engines (SQLite FTS5 unicode61, PostgreSQL `simple`), which split on `_` and `-`, still
 * see it as one token. `indexText` and `queryTerms` add light English stems on top, so
 * `failed` in a document and `failing` in a query meet at `fail`.
 */
import { Memo, shortText } from '../util/memo.js';

/** Tokens longer than this are base64 blobs, hashes or minified code: noise for search. */
export const MAX_TOKEN_LENGTH = 64;

/**
 * A deliberately small list of English function words. Only dropped when written as plain
 * prose (lowercase or Capitalized); `IS`, `OR`, `IN` (SQL) and anything with digits or
 * inner capitals is kept. Words that carry meaning in errors (`not`, `no`, `null`,
 * `cannot`, `undefined`) are not in the list.
 */
const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'of', 'to', 'is', 'are', 'was', 'were', 'be', 'been', 'being',
  'am', 'and', 'or', 'in', 'on', 'at', 'by', 'for', 'with', 'as', 'it', 'its', 'this',
  'that', 'these', 'those', 'from', 'into', 'i', 'we', 'you', 'he', 'she', 'they', 'me',
  'my', 'our', 'your', 'their', 'his', 'her', 'them', 'us', 's', 't', 'so', 'do', 'does',
  'did', 'has', 'have', 'had', 'there', 'here', 'then', 'than', 'which', 'who', 'what',
  'when', 'where', 'will', 'would', 'should', 'could', 'can', 'just', 'also', 'some',
  'any', 'all', 'about', 'over', 'very', 'too', 'such', 'only', 'both', 'each', 'because',
  'while', 'after', 'before', 'again', 'once', 'same', 'other', 'own', 'may', 'might',
  // Contractions typed without the apostrophe, as people type in a hurry: with it, "can't" and
  // "I've" lose both halves above; without it, "cant" and "ive" were words no document holds,
  // the heaviest kind for the relevance floor.
  'cant', 'dont', 'doesnt', 'didnt', 'isnt', 'wasnt', 'werent', 'arent', 'wont', 'wouldnt',
  'couldnt', 'shouldnt', 'havent', 'hasnt', 'hadnt', 'im', 'ive', 'youre', 'theyre', 'thats',
  'whats',
]);

/** Letters, digits and combining marks, optionally joined by `_` or `-`. */
const WORD_RE = /[\p{L}\p{N}\p{M}]+(?:[_-]+[\p{L}\p{N}\p{M}]+)*/gu;

// ---------------------------------------------------------------------------------------
// Identifier splitting

const enum Kind { Sep, Lower, Upper, Digit }

function kindOf(ch: string): Kind {
  const c = ch.charCodeAt(0);
  if (c >= 97 && c <= 122) return Kind.Lower;
  if (c >= 65 && c <= 90) return Kind.Upper;
  if (c >= 48 && c <= 57) return Kind.Digit;
  if (c < 128) return Kind.Sep;
  // Non-ASCII: a letter with a distinct lowercase form is uppercase; everything else that
  // the word regex let through (other scripts, marks, other digits) behaves like lowercase.
  if (ch !== ch.toLowerCase()) return Kind.Upper;
  return /[\p{L}\p{N}\p{M}]/u.test(ch) ? Kind.Lower : Kind.Sep;
}

/**
 * Split an identifier into lowercase parts.
 *
 * - separators (`_`, `-`, anything not a letter/digit) split and are dropped;
 * - lower/digit → Upper splits (`getUser`, `v2Api` → `v2`, `api`);
 * - an uppercase run followed by lowercase splits before its last capital
 *   (`HTTPServer` → `http`, `server`), except a plural `s` (`URLs` → `urls`);
 * - letters and digits stay together (`utf8`, `base64Encode` → `base64`, `encode`,
 *   `sha256`): version and encoding names are more useful whole.
 *
 * Returns `[word.toLowerCase()]` for a word that does not split, and `[]` for no letters.
 */
export function splitIdentifier(word: string): string[] {
  if (/^[a-z0-9]+$/.test(word)) return [word]; // the common case: nothing to split
  const chars = Array.from(word); // code points, so astral letters are not cut in half
  const kinds = chars.map(kindOf);
  const parts: string[] = [];
  let start = -1;
  const flush = (end: number): void => {
    if (start >= 0 && end > start) parts.push(chars.slice(start, end).join('').toLowerCase());
    start = -1;
  };
  for (let i = 0; i < chars.length; i++) {
    const k = kinds[i]!;
    if (k === Kind.Sep) { flush(i); continue; }
    if (start < 0) { start = i; continue; }
    const prev = kinds[i - 1]!;
    if (k === Kind.Upper && (prev === Kind.Lower || prev === Kind.Digit)) {
      flush(i);
      start = i;
    } else if (k === Kind.Lower && prev === Kind.Upper && i - start >= 2 && !isPluralS(chars, kinds, i)) {
      // "HTTPServer": the capital before the first lowercase starts the next part.
      flush(i - 1);
      start = i - 1;
    }
  }
  flush(chars.length);
  return parts;
}

/** `URLs`, `IDs`: a lone lowercase `s` ending an uppercase run is a plural, not a new part. */
function isPluralS(chars: string[], kinds: Kind[], i: number): boolean {
  return chars[i] === 's' && (i + 1 === chars.length || kinds[i + 1] !== Kind.Lower);
}

// ---------------------------------------------------------------------------------------
// Words

/** One word of the text: its lowercase whole form and, for identifiers, its parts. */
export interface Word {
  /** Lowercase, separators removed; `''` when too long to be a useful token. */
  whole: string;
  /** Identifier parts (stopwords and over-long parts removed); empty for plain words. */
  parts: string[];
}

/** Plain prose: all lowercase or Capitalized letters — the only form a stopword can take. */
function isPlainWord(raw: string): boolean {
  return /^\p{Lu}?[\p{Ll}\p{M}]*$/u.test(raw);
}

/**
 * Visit each useful word of `text` in order. Stopwords written as prose are skipped;
 * identifiers are never skipped, though their stopword parts (`is` in `isValid`) are.
 * Used by `tokenize` and by the embedder, which needs to know whole vs part.
 */
export function forEachWord(text: string, visit: (word: Word) => void): void {
  // matchAll works on a copy of the regex, so a nested call from `visit` is safe.
  for (const m of text.matchAll(WORD_RE)) {
    const word = toWord(m[0]);
    if (word) visit(word);
  }
}

function toWord(raw: string): Word | null {
  const split = splitIdentifier(raw);
  if (split.length === 0) return null;
  if (split.length === 1) {
    const w = split[0]!;
    if (w.length > MAX_TOKEN_LENGTH) return null;
    if (isPlainWord(raw) && STOPWORDS.has(w)) return null;
    return { whole: w, parts: [] };
  }
  const whole = split.join('');
  const parts = split.filter((p) => p.length <= MAX_TOKEN_LENGTH && !STOPWORDS.has(p));
  return { whole: whole.length <= MAX_TOKEN_LENGTH ? whole : '', parts };
}

/**
 * Lowercase terms in text order: each word, and for identifiers the whole identifier
 * followed by its parts. Stopwords (as prose) and tokens over 64 characters are dropped.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  forEachWord(text, ({ whole, parts }) => {
    if (whole) out.push(whole);
    for (const p of parts) out.push(p);
  });
  return out;
}

/**
 * Visits each index term of a text once, in text order (a token, then its stem), until
 * `visit` returns true; returns whether it did. Each distinct word is split once and each
 * distinct token stemmed once (code repeats its words), and the text is read only as far as
 * needed: the relevance floor stops at the first words that settle a result.
 */
export function someTerm(text: string, visit: (term: string) => boolean | void): boolean {
  const words = new Set<string>();
  const tokens = new Set<string>();
  const seen = new Set<string>();
  const term = (t: string): boolean => {
    if (seen.has(t)) return false;
    seen.add(t);
    return visit(t) === true;
  };
  const token = (t: string): boolean => {
    if (tokens.has(t)) return false;
    tokens.add(t);
    return term(t) || term(stem(t));
  };
  for (const m of text.matchAll(WORD_RE)) {
    const raw = m[0];
    if (words.has(raw)) continue;
    words.add(raw);
    const word = toWord(raw);
    if (!word) continue;
    if (word.whole && token(word.whole)) return true;
    for (const p of word.parts) if (token(p)) return true;
  }
  return false;
}

/** Unique tokens in first-seen order, at most `max` — for building queries. */
export function uniqueTerms(text: string, max = 64): string[] {
  return takeUnique(tokenize(text), max);
}

function takeUnique(terms: Iterable<string>, max: number): string[] {
  const seen = new Set<string>();
  for (const t of terms) {
    if (seen.size >= max) break;
    seen.add(t);
  }
  return [...seen];
}

// ---------------------------------------------------------------------------------------
// Stemming

/**
 * Words that look inflected but are not. Without the list `alias` would become `alia` while
 * `aliases` → `aliase` → `alias`, and `embed` would become `emb` while `embedded` → `embed`.
 */
const UNINFLECTED: ReadonlySet<string> = new Set([
  'alias', 'canvas', 'atlas', 'bias', 'always', 'perhaps', 'chaos', 'lens', 'news',
  'series', 'species', 'whereas', 'towards', 'afterwards', 'this', 'thus', 'yes', 'does',
  'was', 'has', 'its', 'his', 'hers', 'ours', 'yours', 'theirs', 'less', 'unless',
  'kudos', 'pros', 'cons', 'https', 'windows', 'kubernetes', 'postgres', 'redis', 'macos',
  'embed', 'shred', 'hundred', 'sacred', 'naked', 'wicked', 'kindred',
  'thing', 'nothing', 'something', 'anything', 'everything', 'during',
]);

const VOWEL_RE = /[aeiouy]/;

/**
 * A light, conservative English suffix stripper. Stems are index keys, not words: what
 * matters is that inflections agree (`fail`, `fails`, `failed`, `failing` → `fail`;
 * `cache`, `caches`, `cached`, `caching` → `cach`; `query`, `queries` → `queri`). Only
 * pure lowercase ASCII words longer than 3 letters are touched; code-ish tokens (digits,
 * non-ASCII) come back unchanged. Derivational suffixes (`-ion`, `-er`, `-ment`) are kept:
 * `connection` ≠ `connect`, because merging them costs more precision than it gains recall.
 */
export function stem(term: string): string {
  if (term.length <= 3 || !/^[a-z]+$/.test(term) || UNINFLECTED.has(term)) return term;
  let w = stripPlural(term);
  if (UNINFLECTED.has(w)) return w;
  w = stripVerbSuffix(w);
  w = stripAdverb(w);
  return normalizeEnding(w);
}

function stripPlural(w: string): string {
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -2); // queries → queri (see y → i)
  if (/(?:ch|sh|x|z|ss)es$/.test(w)) return w.slice(0, -2); // matches → match, classes → class
  if (w.endsWith('s') && !/[sui]s$/.test(w)) return w.slice(0, -1); // errors → error; not status, class, analysis
  return w;
}

function stripVerbSuffix(w: string): string {
  if (w.endsWith('eed')) return w; // need, speed, agreed: the "ed" is not a suffix
  for (const suffix of ['ing', 'ed']) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    // "string", "spring", "used": no vowel or too short means the suffix is part of the root.
    if (base.length < 3 || !VOWEL_RE.test(base)) return w;
    return undouble(base);
  }
  return w;
}

/** running → runn → run; but keep ll/ss/zz (install, miss) and short roots (add). */
function undouble(w: string): string {
  const n = w.length;
  if (n >= 4 && w[n - 1] === w[n - 2] && !/[aeiouylsz]/.test(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

function stripAdverb(w: string): string {
  // quickly → quick; but apply, reply, assembly, family keep their "ly".
  // atomically → atomic, automatically → automatic: "-ically" is the adverb of an adjective in "-ic".
  if (w.endsWith('ically') && w.length >= 8) return w.slice(0, -4);
  if (w.endsWith('ly') && w.length >= 6 && !/[pbmi]ly$/.test(w)) return w.slice(0, -2);
  return w;
}

/**
 * Make the different spellings of a root agree: a final silent e goes (parse, parsed,
 * parsing → pars; free/tree keep "ee") and a final consonant + y becomes i (apply, applied,
 * applies → appli).
 */
function normalizeEnding(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith('e') && !w.endsWith('ee')) return w.slice(0, -1);
  if (w.endsWith('y') && !/[aeiouy]y$/.test(w)) return w.slice(0, -1) + 'i';
  return w;
}

// ---------------------------------------------------------------------------------------
// Full-text index and query terms

/**
 * Text to store in a word-level full-text index: every token, each followed by its stem
 * when the stem differs, joined by spaces. Term frequencies are preserved (repeats kept)
 * so BM25 still sees them.
 */
export function indexText(text: string): string {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    out.push(t);
    const s = stem(t);
    if (s !== t) out.push(s);
  }
  return out.join(' ');
}

/**
 * The latest texts' query terms: one search asks for the terms of its text, its bridge words
 * and its circumstance sentence several times (the document frequencies it warms, each lexical
 * list, the relevance floor). A function of the text alone.
 */
const TERMS_MEMO = new Memo<string, readonly string[]>(256, shortText);

/**
 * Query terms for the same index: the stem of each token, unique, at most `max`.
 * Because `indexText` always contains the stem of every token it holds, each term is
 * guaranteed to occur in the index text of any document containing the same word or an
 * inflection of it — so callers may combine terms with AND as well as OR.
 */
export function queryTerms(text: string, max = 32): string[] {
  return [...TERMS_MEMO.get(`${max}\u0000${text}`, () => takeUnique(tokenize(text).map(stem), max))];
}
