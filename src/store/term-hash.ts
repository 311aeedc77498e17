/**
 * Index terms as 64-bit hashes, the form the PostgreSQL store keeps them in (migration 20):
 * each term's `hashtextextended(term, 0)` — PostgreSQL's `hash_bytes_extended` (Bob Jenkins'
 * lookup3) over the term's UTF-8 bytes, as a little-endian server computes it — so that the
 * daemon hashes what it writes and what it asks for, and the migration hashes the rows it
 * converts, alike. A hash is kept as two 32-bit halves (`hi` signed, `lo` unsigned): its
 * `int8` value is hi × 2³² + lo, and documents list their terms in that value's order.
 * See docs/decisions.md, "PostgreSQL: terms as 64-bit hashes".
 */
import { indexTermCounts } from './bm25.js';

/** A document's terms as the PostgreSQL store sends them: hashes ascending (as `int8`), frequencies at the same positions. */
export interface HashedTerms {
  /** Two entries a term: the hash's high half (signed) and low half (as a signed 32-bit integer). */
  hashes: Int32Array;
  /** Title frequency × TF_SHIFT + body frequency (see TF_SHIFT). */
  tf: Int32Array;
  /** Token count of title and body. */
  len: number;
}

const encoder = new TextEncoder();
/** Reused UTF-8 buffer for terms that are not ASCII. */
let utf8 = new Uint8Array(256);

/** `hashtextextended(term, 0)` as [hi, lo] written into `out` at `at` (hi signed, lo as a signed 32-bit integer). */
export function hashTermInto(term: string, out: Int32Array, at: number): void {
  // The term's UTF-8 bytes into one reused buffer (ASCII copied as is): one monomorphic loop below.
  let len = term.length;
  if (utf8.length < len * 3 + 12) utf8 = new Uint8Array(len * 3 + 12);
  const bytes = utf8;
  for (let i = 0; i < len; i++) {
    const code = term.charCodeAt(i);
    if (code > 0x7f) {
      len = encoder.encodeInto(term, bytes).written;
      break;
    }
    bytes[i] = code;
  }
  let a = (0x9e3779b9 + len + 3923095) | 0;
  let b = a;
  let c = a;
  let k = 0;
  let rest = len;
  while (rest >= 12) {
    a = (a + (bytes[k]! | (bytes[k + 1]! << 8) | (bytes[k + 2]! << 16) | (bytes[k + 3]! << 24))) | 0;
    b = (b + (bytes[k + 4]! | (bytes[k + 5]! << 8) | (bytes[k + 6]! << 16) | (bytes[k + 7]! << 24))) | 0;
    c = (c + (bytes[k + 8]! | (bytes[k + 9]! << 8) | (bytes[k + 10]! << 16) | (bytes[k + 11]! << 24))) | 0;
    // mix(a, b, c)
    a = (a - c) | 0; a ^= rot(c, 4); c = (c + b) | 0;
    b = (b - a) | 0; b ^= rot(a, 6); a = (a + c) | 0;
    c = (c - b) | 0; c ^= rot(b, 8); b = (b + a) | 0;
    a = (a - c) | 0; a ^= rot(c, 16); c = (c + b) | 0;
    b = (b - a) | 0; b ^= rot(a, 19); a = (a + c) | 0;
    c = (c - b) | 0; c ^= rot(b, 4); b = (b + a) | 0;
    k += 12;
    rest -= 12;
  }
  // The last 11 bytes (the lowest byte of c is left for the length, as lookup3 does): the
  // bytes past the end are zeroed first, so each word takes its bytes whole.
  if (rest > 0) {
    for (let i = len; i < k + 12; i++) bytes[i] = 0;
    a = (a + (bytes[k]! | (bytes[k + 1]! << 8) | (bytes[k + 2]! << 16) | (bytes[k + 3]! << 24))) | 0;
    b = (b + (bytes[k + 4]! | (bytes[k + 5]! << 8) | (bytes[k + 6]! << 16) | (bytes[k + 7]! << 24))) | 0;
    c = (c + ((bytes[k + 8]! << 8) | (bytes[k + 9]! << 16) | (bytes[k + 10]! << 24))) | 0;
  }
  // final(a, b, c)
  c ^= b; c = (c - rot(b, 14)) | 0;
  a ^= c; a = (a - rot(c, 11)) | 0;
  b ^= a; b = (b - rot(a, 25)) | 0;
  c ^= b; c = (c - rot(b, 16)) | 0;
  a ^= c; a = (a - rot(c, 4)) | 0;
  b ^= a; b = (b - rot(a, 14)) | 0;
  c ^= b; c = (c - rot(b, 24)) | 0;
  out[at] = b;
  out[at + 1] = c;
}

function rot(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

const one = new Int32Array(2);

/** A term's hash as a short string (its four 16-bit pieces): how the daemon keys a hash in its maps. */
export function termKey(term: string): string {
  hashTermInto(term, one, 0);
  return hashKey(one[0]!, one[1]!);
}

/** The key of the hash whose halves are `hi`, `lo`. */
export function hashKey(hi: number, lo: number): string {
  return String.fromCharCode(hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff);
}

/** A key's hash as the decimal `int8` literal the server reads. */
export function keyToInt8(key: string): string {
  const hi = (key.charCodeAt(0) << 16) | key.charCodeAt(1);
  const lo = ((key.charCodeAt(2) << 16) | key.charCodeAt(3)) >>> 0;
  return (BigInt(hi) * 4294967296n + BigInt(lo)).toString();
}

/** The keys of a document's hashes, in their order. */
export function hashedKeys({ hashes }: HashedTerms): string[] {
  const keys = new Array<string>(hashes.length / 2);
  for (let i = 0; i < keys.length; i++) keys[i] = hashKey(hashes[2 * i]!, hashes[2 * i + 1]!);
  return keys;
}

/**
 * The terms of title and body as FTS5 indexes them, counted once, hashed and ordered by hash.
 * Two terms of one document with the same hash become one entry with their frequencies added
 * (as the migration merges them): never seen at the sizes measured (docs/decisions.md).
 */
export function hashTerms(title: string, body: string): HashedTerms {
  const { counts, len } = indexTermCounts(title, body);
  const n = counts.size;
  const raw = new Int32Array(2 * n);
  const freq = new Int32Array(n);
  let i = 0;
  for (const [term, f] of counts) {
    hashTermInto(term, raw, 2 * i);
    freq[i] = f;
    i++;
  }
  const order = hashOrder(raw, n);
  const hashes = new Int32Array(2 * n);
  const tf = new Int32Array(n);
  let out = 0;
  for (let j = 0; j < n; j++) {
    const from = order[j]!;
    const hi = raw[2 * from]!;
    const lo = raw[2 * from + 1]!;
    if (out > 0 && hashes[2 * out - 2] === hi && hashes[2 * out - 1] === lo) {
      tf[out - 1] = tf[out - 1]! + freq[from]!;
      continue;
    }
    hashes[2 * out] = hi;
    hashes[2 * out + 1] = lo;
    tf[out] = freq[from]!;
    out++;
  }
  return out === n ? { hashes, tf, len } : { hashes: hashes.slice(0, 2 * out), tf: tf.slice(0, out), len };
}

/** Room for a term's position beside its hash's high half in one double (see hashOrder). */
const POSITION = 65_536;

/**
 * The positions of `n` hashes in ascending `int8` order. Mostly a native sort of doubles, each
 * the high half × POSITION + the position (exact: under 2⁴⁸); when two high halves are equal
 * (about one document in a hundred thousand) or a document has POSITION terms or more, a sort
 * that compares both halves.
 */
export function hashOrder(raw: Int32Array, n: number): ArrayLike<number> {
  if (n < POSITION) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = raw[2 * i]! * POSITION + i;
    keys.sort();
    let tie = false;
    for (let i = 0; i < n; i++) {
      const hi = Math.floor(keys[i]! / POSITION);
      keys[i] = keys[i]! - hi * POSITION;
      if (i > 0 && raw[2 * keys[i - 1]!] === hi) tie = true;
    }
    if (!tie) return keys;
  }
  const order = Array.from({ length: n }, (_, i) => i);
  return order.sort((x, y) => raw[2 * x]! - raw[2 * y]! || (raw[2 * x + 1]! >>> 0) - (raw[2 * y + 1]! >>> 0));
}
