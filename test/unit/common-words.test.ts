import { describe, expect, it } from 'vitest';
import { COMMON_FROM, besideUnknown, isAdjective, isEnglish, topicWeight, topicWeights } from '../../src/search/common-words.js';
import { queryTerms } from '../../src/search/tokenize.js';

describe('words everyone uses (WordNet and SemCor)', () => {
  it('knows English words, WordNet lemmas and function words alike, and not the words of software', () => {
    for (const word of ['bakery', 'moons', 'jupiter', 'yolk', 'during', 'without', 'running']) expect(isEnglish(queryTerms(word)[0]!), word).toBe(true);
    for (const word of ['copyleft', 'npm', 'webpack', 'kubectl', 'idx', 'tsconfig']) expect(isEnglish(queryTerms(word)[0]!), word).toBe(false);
  });

  it('credits a common word for less, the more common the less, and a rare one whole', () => {
    const [rule, time, moon, cache] = ['rules', 'time', 'moon', 'cache'].map((w) => topicWeight(queryTerms(w)[0]!));
    expect(moon).toBe(1);
    expect(cache).toBe(1);
    expect(rule).toBeLessThan(1);
    expect(time).toBeLessThan(rule!);
    expect(time).toBeGreaterThan(0.2);
    expect(COMMON_FROM).toBe(50);
  });

  it('credits a function word, which SemCor does not tag, as the commonest', () => {
    for (const word of ['how', 'without', 'during', 'if', 'via']) expect(topicWeight(queryTerms(word)[0]!), word).toBe(0.2);
  });

  it('discounts only a question asked wholly in plain English', () => {
    const plain = queryTerms('how many moons does jupiter have');
    expect(topicWeights(plain)?.some((w) => w < 1)).toBe(true);
    const software = queryTerms('how many files does npm keep open');
    expect(topicWeights(software)).toBeNull();
    expect(topicWeights([])).toBeNull();
  });

  it('reads a word that can be an adjective right before a word no document holds as describing a thing the store does not know', () => {
    const known = new Set(queryTerms('soft deletes flat config app tyre'));
    const describing = (query: string) => {
      const terms = queryTerms(query);
      return terms.filter((_, i) => besideUnknown(query, terms, (k) => known.has(terms[k]!))[i]);
    };
    for (const word of ['soft', 'flat', 'fresh', 'common', 'full']) expect(isAdjective(word), word).toBe(true);
    for (const word of ['app', 'yolk', 'url', 'feature']) expect(isAdjective(word), word).toBe(false);
    expect(describing('how long should I boil an egg for a soft yolk')).toEqual(['soft']);
    expect(describing('how do soft deletes work')).toEqual([]); // the thing is known
    expect(describing('how does the phone app reach the server')).toEqual([]); // "app" is no adjective
    expect(describing('a soft, yolk')).toEqual([]); // a sign between them
    expect(describing('flat tyre')).toEqual([]); // both known
  });
});
