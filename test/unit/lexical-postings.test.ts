/**
 * The PostgreSQL store's in-memory postings: removals (emptied at once, dropped from the lists
 * at compaction, slots reused afterwards) leave exactly the frequencies and rankings of
 * postings built from the documents that remain.
 */
import { describe, expect, it } from 'vitest';
import { LexicalPostings, TF_SHIFT, type LexicalDoc } from '../../src/store/lexical-postings.js';

const scope = { tenant: 't', project: 'p' };
const filter = { family: 'remediation' as const, projects: ['p'] };
const totals = { docs: 10_000, tokens: 300_000 };
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];

/** Document i: a few of the words, with title and body frequencies that vary with i. */
function doc(i: number): LexicalDoc {
  const tf = new Map<string, number>();
  for (let w = 0; w < WORDS.length; w++) if ((i + w) % 3 !== 0) tf.set(WORDS[w]!, ((i + w) % 2) * TF_SHIFT + ((i * w) % 4) + 1);
  tf.set(`own${i}`, 1);
  return { id: i + 1, family: i % 5 === 0 ? 'memory' : 'remediation', refId: `r${i}`, tenant: 't', project: i % 7 === 0 ? 'q' : 'p', facet: null, len: 5 + (i % 11), terms: [...tf.keys()], tf: [...tf.values()] };
}

function built(ids: number[]): LexicalPostings {
  const postings = new LexicalPostings();
  for (const i of ids) postings.add(doc(i));
  return postings;
}

describe('lexical postings', () => {
  it('count and rank after removals as postings built from what remains, before and after compaction', () => {
    const all = Array.from({ length: 6_000 }, (_, i) => i);
    const postings = built(all);
    const removedAt = [500, 1_500];
    let removed = 0;
    for (const stop of removedAt) {
      for (; removed < stop; removed++) postings.remove(removed * 3 + 1);
      const remaining = all.filter((i) => !(i % 3 === 0 && i / 3 < removed));
      const fresh = built(remaining);
      expect(postings.size).toBe(remaining.length);
      for (const word of [...WORDS, 'own3', 'own4']) expect(postings.df(word), word).toBe(fresh.df(word));
      for (const terms of [['alpha'], ['beta', 'gamma'], ['theta', 'alpha', 'own4'], ['own4', 'own4']]) {
        const df = (term: string) => fresh.df(term) + 3;
        expect(postings.rank(scope, filter, terms, df, totals, 25), terms.join(' ')).toEqual(fresh.rank(scope, filter, terms, df, totals, 25));
      }
    }
    // Slots freed by the compaction (1 500 removals passed its threshold) are reused by new documents.
    for (let i = 6_000; i < 6_100; i++) postings.add(doc(i));
    const fresh = built([...all.filter((i) => !(i % 3 === 0 && i / 3 < 1_500)), ...Array.from({ length: 100 }, (_, k) => 6_000 + k)]);
    expect(postings.rank(scope, filter, ['alpha', 'own6051'], fresh.df.bind(fresh), totals, 10)).toEqual(fresh.rank(scope, filter, ['alpha', 'own6051'], fresh.df.bind(fresh), totals, 10));
    expect(postings.rank(scope, filter, ['own6051'], fresh.df.bind(fresh), totals, 10)).toEqual([{ refId: 'r6051', score: expect.any(Number) }]);
  });

  it('holds every posting across packings: counts and matches are those of the documents held, one by one', () => {
    // Packing moves the postings added since the last one (8 192 or more, a quarter of the packed)
    // into one array; the counts are checked against the documents themselves before the first
    // packing, between packings, after removals and their compaction, and after re-adding.
    const postings = new LexicalPostings();
    const held = new Set<number>();
    const check = (): void => {
      for (const word of [...WORDS, 'own0', 'own777', 'own5999']) {
        const holding = [...held].filter((i) => doc(i).terms.includes(word));
        expect(postings.df(word), `${word} with ${held.size} held`).toBe(holding.length);
        const matching = holding.filter((i) => doc(i).family === 'remediation' && doc(i).project === 'p').map((i) => `r${i}`);
        expect(postings.rank(scope, filter, [word], (t) => postings.df(t), totals, 1_000_000).map((h) => h.refId).sort(), word).toEqual(matching.sort());
      }
    };
    for (let i = 0; i < 6_000; i++) {
      postings.add(doc(i));
      held.add(i);
      if ([10, 900, 1_000, 2_500, 5_999].includes(i)) check();
    }
    for (let i = 0; i < 3_000; i += 2) {
      postings.remove(i + 1);
      held.delete(i);
    }
    check();
    for (let i = 0; i < 3_000; i += 4) {
      postings.add(doc(i));
      held.add(i);
    }
    check();
  });

  it('returns the best of every matching document in full order, ties by document id, whatever the limit', () => {
    // Many documents score alike (the same frequencies and lengths): the ties decide places.
    const postings = built(Array.from({ length: 3_000 }, (_, i) => i));
    const df = (t: string) => postings.df(t);
    for (const terms of [['alpha'], ['beta', 'gamma'], ['theta', 'alpha', 'own4'], ['zeta', 'eta']]) {
      const all = postings.rank(scope, filter, terms, df, totals, 1_000_000);
      expect(all.length).toBeGreaterThan(1_000);
      const ids = new Map(all.map((h) => [h.refId, Number(h.refId.slice(1)) + 1]));
      // The full list is in order: score descending, then document id ascending.
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [all[i - 1]!, all[i]!];
        expect(a.score > b.score || (a.score === b.score && ids.get(a.refId)! < ids.get(b.refId)!), `${terms} at ${i}`).toBe(true);
      }
      expect(new Set(all.map((h) => h.score)).size).toBeLessThan(all.length / 10); // ties are the rule here
      for (const limit of [0, 1, 7, 50, all.length + 5]) expect(postings.rank(scope, filter, terms, df, totals, limit)).toEqual(all.slice(0, limit));
    }
  });

  it('ranks only the filter: family, tenant, projects and facet', () => {
    const postings = built(Array.from({ length: 50 }, (_, i) => i));
    const hits = postings.rank(scope, filter, ['alpha', 'beta'], (t) => postings.df(t), totals, 100);
    const expected = Array.from({ length: 50 }, (_, i) => doc(i)).filter((d) => d.family === 'remediation' && d.project === 'p' && d.terms.includes('alpha') || (d.family === 'remediation' && d.project === 'p' && d.terms.includes('beta')));
    expect(hits.map((h) => h.refId).sort()).toEqual(expected.map((d) => d.refId).sort());
    expect(postings.rank({ tenant: 'other', project: 'p' }, filter, ['alpha'], (t) => postings.df(t), totals, 100)).toEqual([]);
    expect(postings.rank(scope, { ...filter, facet: 'x' }, ['alpha'], (t) => postings.df(t), totals, 100)).toEqual([]);
  });
});
