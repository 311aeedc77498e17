/**
 * The query side of the bridge works out only the library's hypotheses: the same ones, in the
 * same order, as the whole diagnosis gives among its first places (real error output of the
 * error sets, plain-words descriptions, nonsense); and a memo keeps the latest queries.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATTERNS, diagnose } from '../../src/core/troubleshoot/index.js';
import { bridgeKeywords } from '../../src/core/troubleshoot/bridge.js';
import { libraryHypotheses } from '../../src/core/troubleshoot/diagnose.js';
import { queryParts } from '../../src/core/remediations/ranking.js';
import { MEMO_TEXT_CHARS, Memo, shortText } from '../../src/util/memo.js';
import { VARIANTS } from '../fixtures/troubleshoot-examples.js';

const library = new Set(PATTERNS.map((p) => p.id));
const errors = readFileSync(new URL('../../bench/data/errors/corpus-second.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { output: string }).output);
const TEXTS = [
  ...Object.values(VARIANTS).flat(),
  ...errors,
  'my dev server cannot start because the port is already in use by another process',
  'the build ran out of memory on the ci runner',
  'npm install fails with a peer dependency conflict after upgrading react',
  'Build succeeded. 0 warnings',
  'how do I bake sourdough bread',
];

describe('bridge keywords of a query', () => {
  it('are the library hypotheses the diagnosis ranks first, in its order', () => {
    let guessed = 0;
    for (const text of TEXTS) {
      const whole = diagnose(text, undefined, 8).hypotheses.filter((h) => library.has(h.pattern_id));
      const found = libraryHypotheses(text, 8);
      expect(found, text.slice(0, 80)).toEqual(whole);
      if (found.length > 0 && found[0]!.evidence.length === 0) guessed++;
    }
    expect(guessed).toBeGreaterThan(0); // plain-words guesses were compared too, not only regex matches
  });

  it('are the same when asked again (kept), and so are the normalized text and fragments', () => {
    const text = TEXTS[3]!;
    const first = bridgeKeywords(text);
    expect(bridgeKeywords(text)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(queryParts(text)).toEqual(queryParts(text));
    expect(queryParts(text, ['given']).keywords).toEqual(['given']);
  });
});

describe('Memo', () => {
  it('keeps the latest used entries and computes each missing one once', () => {
    const memo = new Memo<string, number>(2);
    let computed = 0;
    const square = (k: string) => (computed++, Number(k) ** 2);
    expect(memo.get('2', square)).toBe(4);
    expect(memo.get('3', square)).toBe(9);
    expect(memo.get('2', square)).toBe(4); // a hit: '2' is now the latest
    expect(memo.get('4', square)).toBe(16); // drops '3', the least recently used
    expect(computed).toBe(3);
    expect(memo.get('2', square)).toBe(4);
    expect(computed).toBe(3);
    expect(memo.get('3', square)).toBe(9);
    expect(computed).toBe(4);
    expect(memo.size).toBe(2);
  });

  it('computes a text longer than MEMO_TEXT_CHARS every time and keeps none', () => {
    const memo = new Memo<string, number>(4, shortText);
    let computed = 0;
    const length = (k: string) => (computed++, k.length);
    const long = 'x'.repeat(MEMO_TEXT_CHARS + 1);
    const edge = 'y'.repeat(MEMO_TEXT_CHARS);
    expect(memo.get(long, length)).toBe(MEMO_TEXT_CHARS + 1);
    expect(memo.get(long, length)).toBe(MEMO_TEXT_CHARS + 1);
    expect(computed).toBe(2);
    expect(memo.get(edge, length)).toBe(MEMO_TEXT_CHARS);
    expect(memo.get(edge, length)).toBe(MEMO_TEXT_CHARS);
    expect(computed).toBe(3);
    expect(memo.size).toBe(1);
  });
});
