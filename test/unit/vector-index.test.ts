import { describe, expect, it } from 'vitest';
import { cosine, hashEmbed } from '../../src/search/embedder.js';
import { VectorIndex, rescore } from '../../src/search/vector-index.js';

/** Deterministic PRNG for test data (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomUnitVector(dim: number, rnd: () => number): Float32Array {
  const v = new Float32Array(dim);
  let s = 0;
  for (let i = 0; i < dim; i++) {
    v[i] = rnd() * 2 - 1;
    s += v[i]! * v[i]!;
  }
  for (let i = 0; i < dim; i++) v[i]! /= Math.sqrt(s);
  return v;
}

/** Varied short texts like those contextd stores: errors, code lines, notes. */
function textGenerator(seed: number): () => string {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const nouns = ['user', 'order', 'payment', 'session', 'cache', 'config', 'token', 'invoice', 'product', 'account', 'queue', 'worker', 'socket', 'schema', 'file', 'request', 'response', 'cart', 'report', 'message'];
  const verbs = ['load', 'save', 'fetch', 'parse', 'validate', 'render', 'connect', 'delete', 'update', 'create', 'send', 'resolve', 'encode', 'build', 'sync'];
  const props = ['map', 'filter', 'length', 'id', 'name', 'then', 'data', 'items', 'status', 'push'];
  const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  const n = () => Math.floor(rnd() * 500);
  const templates: (() => string)[] = [
    () => `TypeError: Cannot read properties of undefined (reading '${pick(props)}') at ${cap(pick(nouns))}Service.${pick(verbs)}${cap(pick(nouns))} (src/${pick(nouns)}.ts:${n()}:${n() % 80})`,
    () => `Error: ECONNREFUSED 127.0.0.1:${5000 + n()} while trying to ${pick(verbs)} the ${pick(nouns)} ${pick(nouns)}`,
    () => `Traceback (most recent call last): File "${pick(nouns)}_${pick(verbs)}.py", line ${n()}, KeyError: '${pick(nouns)}_id'`,
    () => `const ${pick(nouns)}${cap(pick(nouns))} = await ${pick(nouns)}Repository.${pick(verbs)}(${pick(nouns)}Id, { retries: ${n() % 5} });`,
    () => `export function ${pick(verbs)}${cap(pick(nouns))}(${pick(nouns)}: ${cap(pick(nouns))}): ${cap(pick(nouns))}[] {`,
    () => `The ${pick(nouns)} ${pick(verbs)} step failed because the ${pick(nouns)} was not ${pick(verbs)}ed before the ${pick(nouns)} timed out.`,
    () => `Fixed by calling ${pick(verbs)}${cap(pick(nouns))}() before ${pick(verbs)}ing the ${pick(nouns)}; see ${pick(nouns)}/${pick(nouns)}.ts`,
    () => `SQLITE_CONSTRAINT: UNIQUE constraint failed: ${pick(nouns)}s.${pick(nouns)}_id on ${pick(verbs)}`,
    () => `warning: unused variable \`${pick(nouns)}_${pick(props)}\` in fn ${pick(verbs)}_${pick(nouns)} at src/${pick(nouns)}.rs:${n()}`,
    () => `Checkpoint: migrated ${pick(nouns)} ${pick(verbs)} to the new ${pick(nouns)} API, next: ${pick(verbs)} ${pick(nouns)} tests`,
  ];
  return () => pick(templates)();
}

describe('VectorIndex basics', () => {
  const dim = 16;
  const rnd = prng(7);
  const vectors = Array.from({ length: 50 }, () => randomUnitVector(dim, rnd));

  it('adds, replaces and removes keys', () => {
    const index = new VectorIndex({ dim });
    vectors.forEach((v, i) => index.add(i + 1, v));
    expect(index.size).toBe(50);
    expect(index.has(1)).toBe(true);
    expect(index.has(51)).toBe(false);

    // Each vector's own key is its nearest signature (distance 0).
    expect(index.candidates(vectors[9]!, 1)).toEqual([10]);

    // Replacing a key moves it: key 10 now carries vector 20's signature.
    index.add(10, vectors[19]!);
    expect(index.size).toBe(50);
    expect(index.candidates(vectors[19]!, 2).sort((a, b) => a - b)).toEqual([10, 20]);

    // Removal swaps the last slot in; the moved key must still be found.
    index.remove(1);
    index.remove(1); // removing twice is harmless
    expect(index.size).toBe(49);
    expect(index.has(1)).toBe(false);
    expect(index.candidates(vectors[49]!, 1)).toEqual([50]);
    expect(index.candidates(vectors[0]!, 100)).not.toContain(1);
    expect(index.candidates(vectors[0]!, 100)).toHaveLength(49);
  });

  it('returns candidates best first by Hamming distance', () => {
    const index = new VectorIndex({ dim });
    vectors.forEach((v, i) => index.add(i, v));
    const q = vectors[3]!;
    const qs = index.signature(q);
    const hamming = (key: number) => {
      const s = index.signature(vectors[key]!);
      let d = 0;
      for (let w = 0; w < s.length; w++) d += popcount(s[w]! ^ qs[w]!);
      return d;
    };
    const got = index.candidates(q, 50).map(hamming);
    expect(got).toEqual([...got].sort((a, b) => a - b));
    // Exactly the `count` nearest: nothing left out is nearer than the worst returned.
    const top = index.candidates(q, 10);
    const worst = Math.max(...top.map(hamming));
    const outside = vectors.map((_, k) => k).filter((k) => !top.includes(k));
    expect(outside.every((k) => hamming(k) >= worst)).toBe(true);
  });

  it('applies a filter without losing count', () => {
    const index = new VectorIndex({ dim });
    vectors.forEach((v, i) => index.add(i, v));
    const even = index.candidates(vectors[4]!, 10, (k) => k % 2 === 0);
    expect(even).toHaveLength(10);
    expect(even.every((k) => k % 2 === 0)).toBe(true);
    expect(even[0]).toBe(4);
    expect(index.candidates(vectors[4]!, 10, () => false)).toEqual([]);
  });

  it('takes the smallest keys of the last distance it takes, whatever order they were added in', () => {
    const rnd = prng(7);
    const near = randomUnitVector(32, rnd);
    const far = Array.from({ length: 4 }, () => randomUnitVector(32, rnd));
    // Keys 10..19 share one vector (one distance); 1..4 are elsewhere.
    const entries: [number, Float32Array][] = [...Array.from({ length: 10 }, (_, i): [number, Float32Array] => [10 + i, near]), ...far.map((v, i): [number, Float32Array] => [i + 1, v])];
    const ascending = new VectorIndex({ dim: 32 });
    const shuffled = new VectorIndex({ dim: 32 });
    for (const [key, v] of entries) ascending.add(key, v);
    for (const [key, v] of [...entries].reverse()) shuffled.add(key, v);
    expect(ascending.candidates(near, 3).sort((a, b) => a - b)).toEqual([10, 11, 12]);
    expect(shuffled.candidates(near, 3).sort((a, b) => a - b)).toEqual([10, 11, 12]);
    const even = (key: number) => key % 2 === 0;
    expect(shuffled.candidates(near, 3, even).sort((a, b) => a - b)).toEqual([10, 12, 14]);
  });

  it('with wholeEdge, takes every key of the last distance, so the same vectors under other keys give the same candidates', () => {
    const rnd = prng(11);
    const vectors = Array.from({ length: 3000 }, () => randomUnitVector(64, rnd));
    // Two stores number the same vectors differently (one in write order, one in blocks taken by two lanes).
    const other = vectors.map((_, i) => 100_000 + ((i * 7919) % vectors.length));
    const first = new VectorIndex({ dim: 64 });
    const second = new VectorIndex({ dim: 64 });
    vectors.forEach((v, i) => first.add(i, v));
    vectors.forEach((v, i) => second.add(other[i]!, v));
    const back = new Map(other.map((key, i) => [key, i]));
    let differedWithoutIt = 0;
    for (let q = 0; q < 20; q++) {
      const query = randomUnitVector(64, rnd);
      const a = first.candidates(query, 120, undefined, true).sort((x, y) => x - y);
      const b = second.candidates(query, 120, undefined, true).map((k) => back.get(k)!).sort((x, y) => x - y);
      expect(b).toEqual(a);
      expect(a.length).toBeGreaterThanOrEqual(120);
      const plainA = first.candidates(query, 120).sort((x, y) => x - y);
      const plainB = second.candidates(query, 120).map((k) => back.get(k)!).sort((x, y) => x - y);
      expect(plainA).toHaveLength(120);
      if (plainA.join() !== plainB.join()) differedWithoutIt++;
      // The keys taken without it are among those taken with it.
      expect(plainA.every((k) => a.includes(k))).toBe(true);
    }
    // The keys decide which candidates of the cut-off distance are taken without it.
    expect(differedWithoutIt).toBeGreaterThan(0);
  });

  it('with wholeEdge, takes at most count more keys of the last distance, the smallest', () => {
    const near = randomUnitVector(32, prng(3));
    const index = new VectorIndex({ dim: 32 });
    for (let key = 30; key >= 10; key--) index.add(key, near);
    expect(index.candidates(near, 3, undefined, true).sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15]);
    const few = new VectorIndex({ dim: 32 });
    for (let key = 14; key >= 10; key--) few.add(key, near);
    expect(few.candidates(near, 3, undefined, true).sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14]);
  });

  it('handles empty indexes, zero counts, big keys and bad input', () => {
    const index = new VectorIndex({ dim });
    expect(index.candidates(vectors[0]!, 5)).toEqual([]);
    index.add(2 ** 40, vectors[0]!);
    expect(index.candidates(vectors[0]!, 0)).toEqual([]);
    expect(index.candidates(vectors[0]!, 5)).toEqual([2 ** 40]);
    expect(() => index.add(1, new Float32Array(3))).toThrow(RangeError);
    expect(() => index.add(1.5, vectors[0]!)).toThrow(RangeError);
    expect(() => index.candidates(new Float32Array(3), 1)).toThrow(RangeError);
    expect(() => new VectorIndex({ dim, bits: 100 })).toThrow(RangeError);
  });

  it('grows past its initial capacity', () => {
    const index = new VectorIndex({ dim: 8 });
    const r = prng(3);
    const vs = Array.from({ length: 3000 }, () => randomUnitVector(8, r));
    vs.forEach((v, i) => index.add(i, v));
    expect(index.size).toBe(3000);
    expect(index.candidates(vs[2999]!, 1)).toEqual([2999]);
  });

  it('has stable signatures for a seed and different ones for another seed', () => {
    const v = vectors[0]!;
    const a = new VectorIndex({ dim, seed: 1 }).signature(v);
    expect(Array.from(new VectorIndex({ dim, seed: 1 }).signature(v))).toEqual(Array.from(a));
    expect(Array.from(new VectorIndex({ dim, seed: 2 }).signature(v))).not.toEqual(Array.from(a));
    expect(a).toHaveLength(8);
    expect(new VectorIndex({ dim, bits: 64 }).signature(v)).toHaveLength(2);
    // More bits than the padded dimension: independent rotation blocks fill them.
    expect(new VectorIndex({ dim: 8, bits: 96 }).signature(vectors[0]!.subarray(0, 8))).toHaveLength(3);
  });
});

function popcount(x: number): number {
  let c = 0;
  for (let v = x >>> 0; v; v >>>= 1) c += v & 1;
  return c;
}

describe('rescore', () => {
  it('orders by exact cosine and keeps k', () => {
    const q = new Float32Array([1, 0]);
    const cands = [
      { key: 1, vector: new Float32Array([0, 1]) },
      { key: 2, vector: new Float32Array([0.6, 0.8]) },
      { key: 3, vector: new Float32Array([1, 0]) },
      { key: 4, vector: new Float32Array([0.6, -0.8]) },
    ];
    const out = rescore(q, cands, 3);
    expect(out.map((r) => r.key)).toEqual([3, 2, 4]);
    expect(out[1]!.score).toBeCloseTo(0.6, 6);
    expect(rescore(q, cands, 0)).toEqual([]);
  });
});

describe('VectorIndex quality and speed', () => {
  it('keeps ≥ 95% of the true top-10 in candidates(q, 200) over 5 000 hash-embedded texts', () => {
    const next = textGenerator(42);
    const texts = Array.from({ length: 5000 }, next);
    const vectors = texts.map((t) => hashEmbed(t));
    const index = new VectorIndex({ dim: vectors[0]!.length });
    vectors.forEach((v, i) => index.add(i, v));

    const queries = Array.from({ length: 200 }, next).map((t) => hashEmbed(t));
    let found = 0;
    let total = 0;
    for (const q of queries) {
      const truth = vectors
        .map((v, key) => ({ key, score: cosine(q, v) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 10);
      const cands = new Set(index.candidates(q, 200));
      for (const t of truth) found += cands.has(t.key) ? 1 : 0;
      total += truth.length;
      // Prefilter + exact rescoring reproduces the exact top-10 scores when recall is full.
      const approx = rescore(q, [...cands].map((key) => ({ key, vector: vectors[key]! })), 10);
      expect(approx[0]!.score).toBeCloseTo(truth[0]!.score, 6);
    }
    const recall = found / total;
    console.log(`SimHash recall@10 within 200 candidates of 5000: ${(recall * 100).toFixed(2)}%`);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('scans 10 000 and 100 000 keys fast', () => {
    const dim = 384;
    const rnd = prng(1);
    const index = new VectorIndex({ dim });
    const t0 = performance.now();
    for (let i = 0; i < 100_000; i++) index.add(i, randomUnitVector(dim, rnd));
    const buildMs = performance.now() - t0;
    const queries = Array.from({ length: 30 }, () => randomUnitVector(dim, rnd));

    const median = (count: number, filter?: (key: number) => boolean): number => {
      for (const q of queries.slice(0, 5)) index.candidates(q, count, filter); // warm up
      const times = queries.map((q) => {
        const s = performance.now();
        index.candidates(q, count, filter);
        return performance.now() - s;
      });
      return times.sort((a, b) => a - b)[times.length >> 1]!;
    };

    const ms100k = median(200);
    const ms100kFiltered = median(200, (k) => k % 3 === 0);
    for (let i = 10_000; i < 100_000; i++) index.remove(i);
    expect(index.size).toBe(10_000);
    const ms10k = median(200);
    console.log(
      `VectorIndex: build 100k ${buildMs.toFixed(0)} ms; candidates(200) p50 ` +
        `100k ${ms100k.toFixed(2)} ms (filtered ${ms100kFiltered.toFixed(2)} ms), 10k ${ms10k.toFixed(3)} ms`,
    );
    // Targets: ≤ 5 ms for 100k, ≤ 0.6 ms for 10k; generous bounds so CI noise does not flake.
    expect(ms100k).toBeLessThan(40);
    expect(ms10k).toBeLessThan(5);
  });
});
