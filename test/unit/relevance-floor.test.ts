import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboveFloor } from '../../src/core/search.js';
import { queryTerms, stem, tokenize } from '../../src/search/tokenize.js';
import { COMMON_DF } from '../../src/store/term-selection.js';
import { besideUnknown, topicWeights } from '../../src/search/common-words.js';

/**
 * The floor as written before it read results only as far as needed: every word of every result,
 * each held word at its whole weight (which results stay) and at its credited weight (common
 * words in a plain-English question for less: whether there is an answer at all).
 */
function wholeEvidence(query: string, texts: string[], cosines: number[], df: (t: string) => number, floor?: number, cosineWeight = 1, commonWords = true): number[] {
  const terms = queryTerms(query, 40).filter((t) => !/^\d+$/.test(t));
  const weights = terms.map((t) => Math.log(1 + COMMON_DF / Math.max(0.5, Math.min(COMMON_DF, df(t)))));
  const plain = commonWords ? topicWeights(terms) : null;
  const topical = plain ?? terms.map(() => 1);
  const describing = plain ? besideUnknown(query, terms, (i) => df(terms[i]!) > 0) : terms.map(() => false);
  const credit = weights.map((w, i) => w * topical[i]! * (describing[i] ? 0.25 : 1));
  const sum = (w: number[]) => w.reduce((a, b) => a + b, 0);
  const total = sum(weights);
  const knownShare = (w: number[]) => (sum(w) === 0 ? 0 : sum(w.map((x, i) => (df(terms[i]!) > 0 ? x : 0))) / sum(w));
  const known = Math.min(knownShare(weights), knownShare(credit));
  const evidence = texts.map((text, k) => {
    const cosine = cosineWeight * Math.max(0, cosines[k]!);
    if (total === 0) return { whole: cosine, credited: cosine };
    const words = new Set(tokenize(text.slice(0, 8_000)).flatMap((t) => [t, stem(t)]));
    let whole = 0;
    let credited = 0;
    terms.forEach((t, i) => {
      const root = t.length >= 5 && /^[a-z]+$/.test(t) && [...words].some((w) => w.length > t.length && w.startsWith(t));
      if (words.has(t) || root) {
        whole += weights[i]!;
        credited += credit[i]!;
      }
    });
    return { whole: whole / total + cosine, credited: credited / total + cosine };
  });
  if (Math.max(...evidence.map((e) => e.credited)) < (floor ?? (known >= 0.6 ? 0.3 : 0.35))) return [];
  return texts.map((_, i) => i).filter((i) => evidence[i]!.whole >= 0.15);
}

describe('relevance floor', () => {
  it('keeps exactly the results it kept when it read every word of every result', async () => {
    const dir = join(import.meta.dirname, '../../src/core');
    const texts = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(dir, f), 'utf8'));
    const vocabulary = [...new Set(texts.flatMap((t) => tokenize(t)))].sort();
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const df = (t: string) => (t.length * 37 + t.charCodeAt(0)) % 5 === 0 ? 0 : (t.length * 131 + t.charCodeAt(t.length - 1) * 7) % 900;
    let kept = 0;
    let empty = 0;
    for (let round = 0; round < 300; round++) {
      const words = Array.from({ length: 1 + Math.floor(random() * 6) }, () => (random() < 0.2 ? `zq${Math.floor(random() * 99)}x` : vocabulary[Math.floor(random() * vocabulary.length)]!));
      const query = words.join(' ');
      const items = Array.from({ length: 1 + Math.floor(random() * 10) }, (_, i) => ({ i, text: texts[Math.floor(random() * texts.length)]!.slice(Math.floor(random() * 2_000)), cosine: random() < 0.3 ? -0.1 : random() * 0.5 }));
      const floor = random() < 0.5 ? 0.42 : undefined;
      const cosineWeight = random() < 0.5 ? 0.6 : undefined;
      const commonWords = random() < 0.8;
      const got = await aboveFloor({ documentFrequency: async (t) => df(t) }, query, items, (x) => x.text, (x) => x.cosine, () => false, { floor, cosineWeight, commonWords });
      const want = wholeEvidence(query, items.map((x) => x.text), items.map((x) => x.cosine), df, floor, cosineWeight, commonWords);
      expect(got.map((x) => x.i), query).toEqual(want);
      kept += got.length;
      if (got.length === 0) empty++;
    }
    expect(kept).toBeGreaterThan(100);
    expect(empty).toBeGreaterThan(10);
  });

  it('credits a word everyone uses for less when the question is in plain English, and only then', async () => {
    const records = [{ text: 'Error: EMFILE: too many open files, watch', cosine: 0.2 }];
    const df = async (t: string) => (['mani', 'open', 'file', 'watch'].includes(t) ? 3 : 0);
    const ask = (query: string, commonWords?: boolean) => aboveFloor({ documentFrequency: df }, query, records, (x) => x.text, (x) => x.cosine, () => false, { commonWords });
    // "many" (347 tags in SemCor) is the only word held: no answer, though its weight alone clears the floor.
    expect(await ask('how many moons does jupiter have')).toEqual([]);
    expect(await ask('how many moons does jupiter have', false)).toEqual(records);
    // A word of software in the question ("kubectl", which English does not have): read as it is.
    expect(await ask('how many moons does kubectl have')).toEqual(records);
  });

  it('credits a word describing a thing no document holds for less: "a soft yolk" is not about soft deletes', async () => {
    const records = [{ text: 'Soft deletes use a deleted_at column; queries must filter it.', cosine: 0.2 }];
    const df = async (t: string) => (['soft', 'delet', 'column', 'queri', 'filter'].includes(t) ? 1 : 0);
    const ask = (query: string) => aboveFloor({ documentFrequency: df }, query, records, (x) => x.text, (x) => x.cosine, () => false);
    expect(await ask('boil an egg for a soft yolk')).toEqual([]);
    // The same words with a sign between them, or the word before a thing the store knows: an answer.
    expect(await ask('boil an egg for a soft, yolk')).toEqual(records);
    expect(await ask('boil an egg for soft deletes')).toEqual(records);
  });
});
