import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from '../../src/search/fusion.js';

const hits = (...ids: string[]) => ids.map((id) => ({ id }));

describe('reciprocalRankFusion', () => {
  it('sums weight / (k + rank) with 1-based ranks', () => {
    const out = reciprocalRankFusion([{ hits: hits('a', 'b') }, { hits: hits('b') }]);
    const b = out.find((f) => f.id === 'b')!;
    expect(b.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(b.ranks).toEqual([2, 1]);
    expect(out.find((f) => f.id === 'a')).toEqual({ id: 'a', score: 1 / 61, ranks: [1, null] });
  });

  it('ranks an item found by both lists above items found by one', () => {
    const lexical = hits('lex1', 'lex2', 'both', 'lex4');
    const vector = hits('vec1', 'vec2', 'vec3', 'both');
    const out = reciprocalRankFusion([{ hits: lexical }, { hits: vector }]);
    expect(out[0]!.id).toBe('both');
    expect(out.map((f) => f.id)).toEqual(['both', 'lex1', 'vec1', 'lex2', 'vec2', 'vec3', 'lex4']);
  });

  it('orders by score descending', () => {
    const out = reciprocalRankFusion([{ hits: hits('x', 'y', 'z') }]);
    expect(out.map((f) => f.id)).toEqual(['x', 'y', 'z']);
    for (let i = 1; i < out.length; i++) expect(out[i - 1]!.score).toBeGreaterThan(out[i]!.score);
  });

  it('applies list weights', () => {
    const lists = [{ hits: hits('a'), weight: 1 }, { hits: hits('b'), weight: 2 }];
    const out = reciprocalRankFusion(lists);
    expect(out.map((f) => f.id)).toEqual(['b', 'a']);
    expect(out[0]!.score).toBeCloseTo(2 / 61, 12);
    // Weight 0 keeps the list's items (with their ranks) but adds nothing to scores.
    const off = reciprocalRankFusion([{ hits: hits('a', 'b') }, { hits: hits('b'), weight: 0 }]);
    expect(off.map((f) => [f.id, f.ranks])).toEqual([['a', [1, null]], ['b', [2, 1]]]);
  });

  it('honours k', () => {
    const out = reciprocalRankFusion([{ hits: hits('a', 'b') }], 0);
    expect(out.map((f) => f.score)).toEqual([1, 0.5]);
  });

  it('breaks score ties by best single rank, then by id, deterministically', () => {
    // c: ranks (1, 3) and d: ranks (3, 1) tie exactly; both have best rank 1, so id decides.
    const tie = reciprocalRankFusion([{ hits: hits('c', 'x', 'd') }, { hits: hits('d', 'y', 'c') }]);
    expect(tie.slice(0, 2).map((f) => f.id)).toEqual(['c', 'd']);
    const swapped = reciprocalRankFusion([{ hits: hits('d', 'y', 'c') }, { hits: hits('c', 'x', 'd') }]);
    expect(swapped.slice(0, 2).map((f) => f.id)).toEqual(['c', 'd']);
    // Equal scores, different best rank: weight 2 at rank 2 (k=0) equals weight 1 at rank 1.
    const byRank = reciprocalRankFusion([{ hits: hits('p', 'q'), weight: 2 }, { hits: hits('r') }], 0);
    expect(byRank.map((f) => f.id)).toEqual(['p', 'r', 'q']);
    expect(byRank[1]!.score).toBe(byRank[2]!.score);
  });

  it('counts only the first occurrence of a repeated id in one list', () => {
    const out = reciprocalRankFusion([{ hits: hits('a', 'b', 'a') }]);
    expect(out.find((f) => f.id === 'a')).toEqual({ id: 'a', score: 1 / 61, ranks: [1] });
    expect(out).toHaveLength(2);
  });

  it('handles empty input and rejects invalid parameters', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([{ hits: [] }])).toEqual([]);
    expect(() => reciprocalRankFusion([{ hits: hits('a'), weight: -1 }])).toThrow(RangeError);
    expect(() => reciprocalRankFusion([{ hits: hits('a') }], Number.NaN)).toThrow(RangeError);
  });
});
