/**
 * One-dimensional arrays in PostgreSQL's binary format (`array_recv`), sent as
 * Buffer parameters (the driver sends a Buffer in binary format): the server
 * copies each element instead of parsing an array literal character by
 * character, and the statement keeps one parameter per column whatever the
 * number of rows. Elements are written with the binary format of their type
 * (`textrecv`, `int8recv`, `record_recv`, …).
 */
import { hashKey, type HashedTerms } from '../term-hash.js';

/** Built-in type OIDs (pg_type.h): the same on every server. */
export const OID = { bytea: 17, int8: 20, int4: 23, text: 25, float8: 701, textArray: 1009, int4Array: 1007, int8Array: 1016 } as const;

/** A growing buffer written front to back. */
export class BinaryWriter {
  private buf: Buffer;
  pos = 0;

  constructor(size = 1024) {
    this.buf = Buffer.allocUnsafe(size);
  }

  private ensure(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + bytes));
    this.buf.copy(grown, 0, 0, this.pos);
    this.buf = grown;
  }

  int32(value: number): void {
    this.ensure(4);
    this.pos = this.buf.writeInt32BE(value, this.pos);
  }

  int64(value: bigint): void {
    this.ensure(8);
    this.pos = this.buf.writeBigInt64BE(value, this.pos);
  }

  float64(value: number): void {
    this.ensure(8);
    this.pos = this.buf.writeDoubleBE(value, this.pos);
  }

  bytes(data: Uint8Array): void {
    this.ensure(data.byteLength);
    this.buf.set(data, this.pos);
    this.pos += data.byteLength;
  }

  /** Overwrites a 32-bit integer written earlier at `at`. */
  patch32(at: number, value: number): void {
    this.buf.writeInt32BE(value, at);
  }

  /** What was written (the writer is not to be used afterwards). */
  done(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}

/**
 * `items` as a binary array of element type `oid`; `write` writes one element's
 * binary value and returns false for SQL NULL (then it must have written nothing).
 */
export function binaryArray<T>(oid: number, items: readonly T[], write: (w: BinaryWriter, item: T) => boolean): Buffer {
  const w = new BinaryWriter(20 + items.length * 16);
  if (items.length === 0) {
    // ndim 0: the empty array (no dimensions follow).
    w.int32(0);
    w.int32(0);
    w.int32(oid);
    return w.done();
  }
  w.int32(1);
  const flags = w.pos;
  w.int32(0);
  w.int32(oid);
  w.int32(items.length);
  w.int32(1); // lower bound
  let nulls = false;
  for (const item of items) {
    const at = w.pos;
    w.int32(0);
    if (write(w, item)) {
      w.patch32(at, w.pos - at - 4);
    } else {
      w.pos = at + 4;
      w.patch32(at, -1);
      nulls = true;
    }
  }
  if (nulls) w.patch32(flags, 1);
  return w.done();
}

/**
 * Elements that are UTF-8 text: each string is measured once and the array written into one
 * buffer of the exact size.
 */
export function utf8Array(oid: number, texts: readonly (string | null)[]): Buffer {
  if (texts.length === 0) return binaryArray(oid, texts, () => false);
  const lengths = texts.map((text) => (text === null ? 0 : Buffer.byteLength(text)));
  let size = 20;
  for (let i = 0; i < texts.length; i++) size += 4 + lengths[i]!;
  const buf = Buffer.allocUnsafe(size);
  let pos = buf.writeInt32BE(1, 0);
  pos = buf.writeInt32BE(texts.includes(null) ? 1 : 0, pos);
  pos = buf.writeInt32BE(oid, pos);
  pos = buf.writeInt32BE(texts.length, pos);
  pos = buf.writeInt32BE(1, pos); // lower bound
  texts.forEach((text, i) => {
    if (text === null) {
      pos = buf.writeInt32BE(-1, pos);
      return;
    }
    pos = buf.writeInt32BE(lengths[i]!, pos);
    pos += buf.write(text, pos, 'utf8');
  });
  return buf;
}

/**
 * An array of the composite `(terms int8[], tf int4[])` whose type is `oid` (`search_doc_hashes`,
 * migration 20), one element per document, in one buffer of the exact size: each document's
 * term hashes (two 32-bit halves each, see term-hash.ts) and their frequencies.
 */
export function hashRecords(oid: number, docs: readonly HashedTerms[]): Buffer {
  if (docs.length === 0) return binaryArray(oid, docs, () => false);
  let size = 20;
  // element length, column count, 2 × (type, length, array header of 20), 12 bytes a hash, 8 a frequency
  for (const { tf } of docs) size += 4 + 4 + 2 * (8 + 20) + 20 * tf.length;
  const buf = Buffer.allocUnsafe(size);
  let pos = arrayHeader(buf, 0, oid, docs.length);
  for (const { hashes, tf } of docs) {
    const n = tf.length;
    pos = buf.writeInt32BE(4 + 2 * (8 + 20) + 20 * n, pos);
    pos = buf.writeInt32BE(2, pos);
    pos = buf.writeInt32BE(OID.int8Array, pos);
    pos = buf.writeInt32BE(20 + 12 * n, pos);
    pos = arrayHeader(buf, pos, OID.int8, n);
    for (let t = 0; t < n; t++) {
      pos = buf.writeInt32BE(8, pos);
      pos = buf.writeInt32BE(hashes[2 * t]!, pos);
      pos = buf.writeInt32BE(hashes[2 * t + 1]!, pos);
    }
    pos = buf.writeInt32BE(OID.int4Array, pos);
    pos = buf.writeInt32BE(20 + 8 * n, pos);
    pos = arrayHeader(buf, pos, OID.int4, n);
    for (let t = 0; t < n; t++) {
      pos = buf.writeInt32BE(4, pos);
      pos = buf.writeInt32BE(tf[t]!, pos);
    }
  }
  return buf;
}

/**
 * The term hashes of an `int8[]` in binary form (`array_send`, as a search document's `terms`
 * is read), as the daemon keys them (see term-hash.ts hashKey).
 */
export function hashKeysOf(buf: Buffer): string[] {
  if (buf.readInt32BE(0) === 0) return [];
  const n = buf.readInt32BE(12);
  const keys = new Array<string>(n);
  for (let i = 0, pos = 20; i < n; i++, pos += 12) keys[i] = hashKey(buf.readInt32BE(pos + 4), buf.readInt32BE(pos + 8));
  return keys;
}

/** A one-dimensional array's header with no NULLs (an empty array keeps its dimension: the server reads it as empty). */
function arrayHeader(buf: Buffer, at: number, oid: number, count: number): number {
  let pos = buf.writeInt32BE(1, at);
  pos = buf.writeInt32BE(0, pos);
  pos = buf.writeInt32BE(oid, pos);
  pos = buf.writeInt32BE(count, pos);
  return buf.writeInt32BE(1, pos); // lower bound
}

export function textArray(items: readonly (string | null)[]): Buffer {
  return utf8Array(OID.text, items);
}

export function int4Array(items: readonly number[]): Buffer {
  return binaryArray(OID.int4, items, (w, item) => {
    w.int32(item);
    return true;
  });
}

/** Whole numbers as bigint (ids given as decimal strings, as the driver returns them). */
export function int8Array(items: readonly (number | string)[]): Buffer {
  return binaryArray(OID.int8, items, (w, item) => {
    w.int64(BigInt(item));
    return true;
  });
}

export function float8Array(items: readonly number[]): Buffer {
  return binaryArray(OID.float8, items, (w, item) => {
    w.float64(item);
    return true;
  });
}

/** Byte strings, written into one buffer of the exact size. */
export function byteaArray(items: readonly Uint8Array[]): Buffer {
  if (items.length === 0) return binaryArray(OID.bytea, items, () => false);
  let size = 20;
  for (const item of items) size += 4 + item.byteLength;
  const buf = Buffer.allocUnsafe(size);
  let pos = arrayHeader(buf, 0, OID.bytea, items.length);
  for (const item of items) {
    pos = buf.writeInt32BE(item.byteLength, pos);
    buf.set(item, pos);
    pos += item.byteLength;
  }
  return buf;
}
