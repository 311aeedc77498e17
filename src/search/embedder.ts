/**
 * Embedders turn texts into vectors for the vector half of hybrid search.
 *
 * The built-in `hash` embedder needs no model weights and no network: signed feature
 * hashing of words and character n-grams into a fixed number of dimensions. It does not
 * know synonyms, but it is deterministic across runs and machines, fast, and — thanks to
 * identifier splitting and char n-grams — tolerant of typos, identifier fragments and
 * inflections, which is most of what matching errors and code needs.
 */
import { forEachWord, stem } from './tokenize.js';

/** Turns texts into vectors. Implementations return L2-normalized vectors of length `dim`. */
export interface Embedder {
  /** Identifies model and dimension, e.g. `hash-v1-384`; stored with every vector so that
   * vectors from different embedders are never compared. */
  readonly id: string;
  readonly dim: number;
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export const HASH_DIM = 384;

/**
 * Only this many leading characters of a text are embedded. Caps the work per text (a
 * pasted log or a minified file must not stall the daemon); for search the start of a
 * document — title, error line, first lines of a chunk — carries most of its meaning.
 */
export const HASH_MAX_CHARS = 16_000;

// Feature weights. Words dominate; character n-grams add fuzziness (typos, identifier
// fragments, inflections) without outvoting them: a 6-letter word yields ~11 n-grams
// whose squared weights sum to about half of the word's own.
const W_WORD = 1.0;
const W_PART = 0.8; // identifier part: `user` in `getUserName`
const W_BIGRAM = 0.5;
const W_GRAM3 = 0.2;
const W_GRAM4 = 0.25;

// Seeds keep the feature families apart: the word `abc` and the 3-gram `abc` are distinct.
const SEED_WORD = 0x811c9dc5; // the FNV-1a offset basis
const SEED_BIGRAM = 0x3c6ef372;
const SEED_GRAM3 = 0x1b873593;
const SEED_GRAM4 = 0x5bd1e995;
const SEED_SIGN = 0x9e3779b9;

/** Boundary markers for character n-grams (`\u0002user\u0003`): word starts and ends matter. */
const START = 0x02;
const END = 0x03;

// ---------------------------------------------------------------------------------------
// Hashing

/** FNV-1a over the UTF-16 code units of `s`, starting from `seed`. */
function fnv1a(s: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** murmur3's finalizer: FNV's low bits mix poorly, and we use them for the bucket. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Code unit `i` of `word` framed by boundary markers (`i` = -1 and `word.length`). */
function framedCode(word: string, i: number): number {
  if (i < 0) return START;
  if (i >= word.length) return END;
  return word.charCodeAt(i);
}

/** Hash of the `n`-gram of the framed word starting at framed position `start` (-1 based). */
function gramHash(word: string, start: number, n: number, seed: number): number {
  let h = seed;
  for (let i = start; i < start + n; i++) h = Math.imul(h ^ framedCode(word, i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------
// Term-frequency table
//
// Sublinear tf needs per-feature counts before weighting. A Map would allocate per text;
// this open-addressing table over typed arrays is reused across calls (hashEmbed is
// synchronous, so there is no concurrent use) and cleared in O(1) with a generation stamp.

class FeatureCounts {
  private cap = 4096;
  private keys = new Uint32Array(this.cap);
  private counts = new Uint32Array(this.cap);
  private weights = new Float32Array(this.cap);
  private stamps = new Uint32Array(this.cap);
  private used = new Int32Array(this.cap);
  private gen = 1;
  size = 0;

  reset(): void {
    this.size = 0;
    this.gen = (this.gen + 1) >>> 0;
    if (this.gen === 0) { this.stamps.fill(0); this.gen = 1; }
  }

  /** Count one occurrence of feature `key`; the first weight seen for a key wins. */
  add(key: number, weight: number): void {
    if (this.size * 2 >= this.cap) this.grow();
    const mask = this.cap - 1;
    let slot = fmix32(key) & mask;
    while (this.stamps[slot] === this.gen) {
      if (this.keys[slot] === key) { this.counts[slot]! += 1; return; }
      slot = (slot + 1) & mask;
    }
    this.stamps[slot] = this.gen;
    this.keys[slot] = key;
    this.counts[slot] = 1;
    this.weights[slot] = weight;
    this.used[this.size++] = slot;
  }

  /** Add every feature into `out` with its sign, its weight and sublinear tf. */
  project(out: Float32Array): void {
    const dim = out.length;
    for (let i = 0; i < this.size; i++) {
      const slot = this.used[i]!;
      const key = this.keys[slot]!;
      const tf = this.counts[slot]!;
      const value = this.weights[slot]! * (tf === 1 ? 1 : 1 + Math.log(tf));
      const bucket = fmix32(key) % dim;
      const sign = fmix32(key ^ SEED_SIGN) & 1 ? 1 : -1; // the second hash's bit picks the sign
      out[bucket]! += sign * value;
    }
  }

  private grow(): void {
    const old = { keys: this.keys, counts: this.counts, weights: this.weights, used: this.used, size: this.size };
    this.cap *= 2;
    this.keys = new Uint32Array(this.cap);
    this.counts = new Uint32Array(this.cap);
    this.weights = new Float32Array(this.cap);
    this.stamps = new Uint32Array(this.cap);
    this.used = new Int32Array(this.cap);
    this.gen = 1;
    this.size = 0;
    const mask = this.cap - 1;
    for (let i = 0; i < old.size; i++) {
      const from = old.used[i]!;
      let slot = fmix32(old.keys[from]!) & mask;
      while (this.stamps[slot] === this.gen) slot = (slot + 1) & mask;
      this.stamps[slot] = this.gen;
      this.keys[slot] = old.keys[from]!;
      this.counts[slot] = old.counts[from]!;
      this.weights[slot] = old.weights[from]!;
      this.used[this.size++] = slot;
    }
  }
}

const table = new FeatureCounts();

/**
 * Stems are recomputed for the same few thousand words over and over; a bounded cache
 * (cleared when full, which is cheap and good enough for a Zipfian vocabulary) saves
 * most of the regex work.
 */
const stemCache = new Map<string, number>();
const STEM_CACHE_MAX = 50_000;

/** Hash of a word's stem in the word-feature space (shared by words and identifier parts). */
function wordHash(word: string): number {
  let h = stemCache.get(word);
  if (h === undefined) {
    if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
    h = fnv1a(stem(word), SEED_WORD);
    stemCache.set(word, h);
  }
  return h;
}

function addCharGrams(word: string): void {
  // The framed word spans positions -1 .. word.length.
  for (let i = -1; i <= word.length - 2; i++) table.add(gramHash(word, i, 3, SEED_GRAM3), W_GRAM3);
  for (let i = -1; i <= word.length - 3; i++) table.add(gramHash(word, i, 4, SEED_GRAM4), W_GRAM4);
}

// ---------------------------------------------------------------------------------------
// Public API

/**
 * Embed `text` with signed feature hashing into `dim` dimensions; synchronous,
 * deterministic and L2-normalized (all zeros when the text has no words).
 *
 * Features: word unigrams (stemmed, lowercase; identifiers both whole and split into
 * parts), bigrams of consecutive words, and character 3- and 4-grams of each word or
 * identifier part with boundary markers. Term frequency is sublinear (1 + ln tf).
 * Only the first HASH_MAX_CHARS characters are used.
 */
export function hashEmbed(text: string, dim: number = HASH_DIM): Float32Array {
  if (!Number.isInteger(dim) || dim <= 0) throw new RangeError(`invalid dimension: ${dim}`);
  const input = text.length > HASH_MAX_CHARS ? text.slice(0, HASH_MAX_CHARS) : text;
  table.reset();
  let prev = 0;
  let hasPrev = false;
  forEachWord(input, ({ whole, parts }) => {
    if (whole) {
      const h = wordHash(whole);
      table.add(h, W_WORD);
      if (hasPrev) table.add(fmix32(Math.imul(prev, 31) ^ h ^ SEED_BIGRAM), W_BIGRAM);
      prev = h;
      hasPrev = true;
    }
    for (const p of parts) table.add(wordHash(p), W_PART);
    // N-grams over the atoms: parts of an identifier (their edges are word boundaries
    // too), or the word itself.
    if (parts.length > 0) for (const p of parts) addCharGrams(p);
    else if (whole) addCharGrams(whole);
  });
  const out = new Float32Array(dim);
  table.project(out);
  normalize(out);
  return out;
}

function normalize(v: Float32Array): void {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  if (sum === 0) return;
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) v[i]! *= inv;
}

/** Yield to the event loop this often while embedding a batch, so the daemon stays responsive. */
const SLICE_MS = 10;

/** The built-in embedder: `hash-v1-<dim>`. */
export function createHashEmbedder(dim: number = HASH_DIM): Embedder {
  if (!Number.isInteger(dim) || dim <= 0) throw new RangeError(`invalid dimension: ${dim}`);
  return {
    id: `hash-v1-${dim}`,
    dim,
    async embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      let sliceStart = performance.now();
      for (const text of texts) {
        signal?.throwIfAborted();
        out.push(hashEmbed(text, dim));
        if (performance.now() - sliceStart > SLICE_MS) {
          await new Promise<void>((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
      }
      signal?.throwIfAborted();
      return out;
    },
  };
}

/** Cosine similarity of two L2-normalized vectors, i.e. their dot product. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`vector length mismatch: ${a.length} vs ${b.length}`);
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  const n = a.length - (a.length % 4);
  // Four accumulators break the add dependency chain; noticeably faster in V8.
  for (let i = 0; i < n; i += 4) {
    s0 += a[i]! * b[i]!;
    s1 += a[i + 1]! * b[i + 1]!;
    s2 += a[i + 2]! * b[i + 2]!;
    s3 += a[i + 3]! * b[i + 3]!;
  }
  for (let i = n; i < a.length; i++) s0 += a[i]! * b[i]!;
  return s0 + s1 + s2 + s3;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Serialize as little-endian Float32 bytes (a fresh copy, safe to keep). */
export function vectorToBuffer(v: Float32Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
  const out = Buffer.alloc(v.byteLength);
  for (let i = 0; i < v.length; i++) out.writeFloatLE(v[i]!, i * 4);
  return out;
}

/** The vector's little-endian Float32 bytes without a copy where the machine is little-endian (to be written at once, not kept). */
export function vectorBytes(v: Float32Array): Uint8Array {
  return LITTLE_ENDIAN ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : vectorToBuffer(v);
}

/**
 * Read little-endian Float32 bytes. When the input is 4-byte aligned the result is a view
 * sharing its memory (no copy on the hot path of a vector scan); otherwise — e.g. a slice
 * of Node's Buffer pool — the bytes are copied into an aligned buffer.
 */
export function bufferToVector(b: Buffer | Uint8Array): Float32Array {
  if (b.byteLength % 4 !== 0) throw new RangeError(`vector blob length ${b.byteLength} is not a multiple of 4`);
  const n = b.byteLength / 4;
  if (!LITTLE_ENDIAN) {
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = view.getFloat32(i * 4, true);
    return out;
  }
  if (b.byteOffset % 4 === 0) return new Float32Array(b.buffer, b.byteOffset, n);
  const out = new Float32Array(n);
  new Uint8Array(out.buffer).set(b);
  return out;
}
