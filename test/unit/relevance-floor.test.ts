import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboveFloor } from '../../src/core/search.js';
import { queryTerms, stem, tokenize } from '../../src/search/tokenize.js';
import { COMMON_DF } from '../../src/store/term-selection.js';

/** The floor as written before it read results only as far as needed: every word of every result. */
function wholeEvidence(query: string, texts: string[], cosines: number[], df: (t: string) => number, floor?: number, cosineWeight = 1): number[] {
  const terms = queryTerms(query, 40).filter((t) => !/^\d+$/.test(t));
  const weights = terms.map((t) => Math.log(1 + COMMON_DF / Math.max(0.5, Math.min(COMMON_DF, df(t)))));
  const total = weights.reduce((a, b) => a + b, 0);
  const known = total === 0 ? 0 : weights.reduce((sum, w, i) => sum + (df(terms[i]!) > 0 ? w : 0), 0) / total;
  const evidence = texts.map((text, k) => {
    const cosine = cosineWeight * Math.max(0, cosines[k]!);
    if (total === 0) return cosine;
    const words = new Set(tokenize(text.slice(0, 8_000)).flatMap((t) => [t, stem(t)]));
    let held = 0;
    terms.forEach((t, i) => {
      const root = t.length >= 5 && /^[a-z]+$/.test(t) && [...words].some((w) => w.length > t.length && w.startsWith(t));
      if (words.has(t) || root) held += weights[i]!;
    });
    return held / total + cosine;
  });
  if (Math.max(...evidence) < (floor ?? (known >= 0.6 ? 0.3 : 0.35))) return [];
  return texts.map((_, i) => i).filter((i) => evidence[i]! >= 0.15);
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
      const got = await aboveFloor({ documentFrequency: async (t) => df(t) }, query, items, (x) => x.text, (x) => x.cosine, () => false, { floor, cosineWeight });
      const want = wholeEvidence(query, items.map((x) => x.text), items.map((x) => x.cosine), df, floor, cosineWeight);
      expect(got.map((x) => x.i), query).toEqual(want);
      kept += got.length;
      if (got.length === 0) empty++;
    }
    expect(kept).toBeGreaterThan(100);
    expect(empty).toBeGreaterThan(10);
  });
});
