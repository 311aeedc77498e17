/**
 * A document's terms as the PostgreSQL store keeps them (counted once, in the daemon or in
 * the repository's preparation workers): the tokens FTS5 would index, each counted in title
 * and body, then hashed and listed in the order of their hashes as `int8` (the order
 * ranking's binary search over the `terms` column relies on), frequencies alongside.
 */
import { describe, expect, it } from 'vitest';
import { TF_SHIFT, columnTokens, indexTermCounts } from '../../src/store/bm25.js';
import { hashKey, hashOrder, hashTerms, hashedKeys, keyToInt8, termKey } from '../../src/store/term-hash.js';

/** What indexTermCounts must give, written the slow and obvious way. */
function reference(title: string, body: string): { counts: Map<string, number>; len: number } {
  const counts = new Map<string, [number, number]>();
  const t = columnTokens(title);
  const b = columnTokens(body);
  for (const token of t) counts.set(token, [(counts.get(token)?.[0] ?? 0) + 1, counts.get(token)?.[1] ?? 0]);
  for (const token of b) counts.set(token, [counts.get(token)?.[0] ?? 0, (counts.get(token)?.[1] ?? 0) + 1]);
  return { counts: new Map([...counts].map(([term, [ti, bo]]) => [term, ti * TF_SHIFT + bo])), len: t.length + b.length };
}

const CASES: [string, string][] = [
  ['parse config', 'parse the config file config'],
  ['', ''],
  ['  double  spaces ', 'and  trailing '],
  ['Résumé CAFÉ', 'résumé café naïve Ångström'],
  ['𠀀𠀁 ｆｕｌｌ', 'ｆｕｌｌ 𠀀𠀁 𝒳y zeta alpha 日本語 日本語'],
  ['snake_case kebab-case', 'x_y x-y x_y'],
];

describe('index terms', () => {
  it('counts the tokens FTS5 indexes, title × TF_SHIFT + body', () => {
    for (const [title, body] of CASES) {
      const { counts, len } = indexTermCounts(title, body);
      const want = reference(title, body);
      expect(new Map([...counts].sort()), `${title} | ${body}`).toEqual(new Map([...want.counts].sort()));
      expect(len).toBe(want.len);
    }
  });

  it('hashes them and lists them by hash as a signed 64-bit integer, frequencies alongside', () => {
    for (const [title, body] of CASES) {
      const { counts, len } = reference(title, body);
      const hashed = hashTerms(title, body);
      const expected = [...counts].map(([term, tf]) => ({ hash: BigInt(keyToInt8(termKey(term))), tf })).sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
      expect(hashedKeys(hashed).map((key) => BigInt(keyToInt8(key)))).toEqual(expected.map((e) => e.hash));
      expect([...hashed.tf]).toEqual(expected.map((e) => e.tf));
      expect(hashed.len).toBe(len);
    }
  });

  it('keys a hash by its halves, and reads the key back as the int8 the server stores', () => {
    expect(keyToInt8(hashKey(-1, -1))).toBe('-1');
    expect(keyToInt8(hashKey(0, -1))).toBe('4294967295');
    expect(keyToInt8(hashKey(-2147483648, 0))).toBe('-9223372036854775808');
    expect(keyToInt8(hashKey(2147483647, -1))).toBe('9223372036854775807');
    expect(termKey('config')).toHaveLength(4);
  });

  it('orders hashes whose high halves are equal by their low halves, unsigned', () => {
    // [hi, lo] pairs: equal high halves, low halves on both sides of 2³¹ (negative as int32).
    const raw = Int32Array.from([5, -1, 5, 7, -3, 0, 5, -2147483648, 5, 0, -3, -5]);
    const order = Array.from(hashOrder(raw, 6));
    expect(order.map((i) => keyToInt8(hashKey(raw[2 * i]!, raw[2 * i + 1]!)))).toEqual(
      [[-3, 0], [-3, -5], [5, 0], [5, 7], [5, -2147483648], [5, -1]].map(([hi, lo]) => keyToInt8(hashKey(hi!, lo!))),
    );
    const plain = Int32Array.from([9, 1, -9, 2, 0, 3]);
    expect(Array.from(hashOrder(plain, 3))).toEqual([1, 2, 0]);
  });
});
