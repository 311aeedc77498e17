import { randomBytes, randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function encodeTime(ms: number, length: number): string {
  let out = '';
  let value = ms;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

let lastMs = 0;
let lastRandom = Buffer.alloc(10);

/**
 * Time-sortable ids (ULID-like, lowercase Crockford base32): ids created later
 * sort later, so "newest first" and cursors need no extra column. Within one
 * millisecond the random part is incremented to keep the order strict.
 */
export function newId(prefix = ''): string {
  const now = Date.now();
  if (now <= lastMs) {
    for (let i = lastRandom.length - 1; i >= 0; i--) {
      const byte = lastRandom[i] ?? 0;
      lastRandom[i] = (byte + 1) & 0xff;
      if (byte !== 0xff) break;
    }
  } else {
    lastMs = now;
    lastRandom = randomBytes(10);
  }
  let random = '';
  for (let i = 0; i < 16; i++) {
    const bitOffset = i * 5;
    const byteIndex = bitOffset >> 3;
    const pair = ((lastRandom[byteIndex] ?? 0) << 8) | (lastRandom[byteIndex + 1] ?? 0);
    random += ALPHABET[(pair >> (11 - (bitOffset & 7))) & 31];
  }
  return prefix + encodeTime(lastMs, 10) + random;
}

/** Event ids: logged with every failure and shown to the user beside it. */
export const newEventId = (): string => shortId(6);

const pool = Buffer.alloc(1024);
let poolOffset = pool.length;

/** Short random id for events, sessions and traces (every tool call makes one; drawn from a pooled buffer). */
export function shortId(bytes = 8): string {
  if (bytes > pool.length) return randomBytes(bytes).toString('hex');
  if (poolOffset + bytes > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const id = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return id;
}
