/**
 * A document's terms as the PostgreSQL store keeps them (counted once, in the daemon or in
 * the repository's preparation workers): the tokens FTS5 would index, each counted in title
 * and body, in UTF-8 byte order (the `terms` column's "C" collation, which ranking's binary
 * search relies on), and the same after packing for another thread.
 */
import { describe, expect, it } from 'vitest';
import { TF_SHIFT, columnTokens, indexTerms, packTerms, unpackTerms } from '../../src/store/bm25.js';

/** What indexTerms must give, written the slow and obvious way. */
function reference(title: string, body: string): { terms: string[]; tf: number[]; len: number } {
  const counts = new Map<string, [number, number]>();
  const t = columnTokens(title);
  const b = columnTokens(body);
  for (const token of t) counts.set(token, [(counts.get(token)?.[0] ?? 0) + 1, counts.get(token)?.[1] ?? 0]);
  for (const token of b) counts.set(token, [counts.get(token)?.[0] ?? 0, (counts.get(token)?.[1] ?? 0) + 1]);
  const terms = [...counts.keys()].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
  return { terms, tf: terms.map((term) => counts.get(term)![0] * TF_SHIFT + counts.get(term)![1]), len: t.length + b.length };
}

const CASES: [string, string][] = [
  ['parse config', 'parse the config file config'],
  ['', ''],
  ['  double  spaces ', 'and  trailing '],
  ['Résumé CAFÉ', 'résumé café naïve Ångström'],
  // U+FF46 sorts after a surrogate pair by code point, before it by UTF-16 code unit.
  ['𠀀𠀁 ｆｕｌｌ', 'ｆｕｌｌ 𠀀𠀁 𝒳y zeta alpha 日本語 日本語'],
  ['snake_case kebab-case', 'x_y x-y x_y'],
];

describe('index terms', () => {
  it('counts the tokens FTS5 indexes, title × TF_SHIFT + body, in UTF-8 byte order', () => {
    for (const [title, body] of CASES) expect(indexTerms(title, body), `${title} | ${body}`).toEqual(reference(title, body));
  });

  it('packs and unpacks to the same terms and frequencies', () => {
    for (const [title, body] of CASES) {
      const counted = indexTerms(title, body);
      const packed = packTerms(counted);
      expect(unpackTerms(packed)).toEqual(counted.terms);
      expect([...packed.tf]).toEqual(counted.tf);
      expect(packed.len).toBe(counted.len);
      // Four NULs before each term: room for its length in PostgreSQL's binary array.
      expect(packed.terms).toBe(counted.terms.map((term) => `\u0000\u0000\u0000\u0000${term}`).join(''));
    }
  });
});
