/**
 * The diagnosis skips a regex whose required literal a text lacks (literals.ts): the literals
 * read from a source are ones every match contains — checked on tricky sources, and on every
 * line of real error output, pattern examples and variants that a library regex matches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATTERNS } from '../../src/core/troubleshoot/index.js';
import { CharPairs, foldForLiterals, requiredLiterals } from '../../src/core/troubleshoot/literals.js';
import { VARIANTS } from '../fixtures/troubleshoot-examples.js';

describe('required literals of a regex', () => {
  it('are runs of plain characters every match must contain', () => {
    expect(requiredLiterals(/error TS\d+: Cannot find module/)).toEqual([': Cannot find module']);
    expect(requiredLiterals(/ENOENT|no such file or directory/i)).toEqual(['enoent', 'no such file or directory']);
    // An optional character ends the run before it; a repeated one ends it after itself.
    expect(requiredLiterals(/colou?r mismatch/)).toEqual(['r mismatch']);
    expect(requiredLiterals(/abcx+yz1234/)).toEqual(['yz1234']);
    expect(requiredLiterals(/abcdx{0,3}yz/)).toEqual(['abcd']);
    expect(requiredLiterals(/abcdx{2}yz/)).toEqual(['abcdx']);
    expect(requiredLiterals(/abc.*?defgh/)).toEqual(['defgh']);
    // Escapes: a plain character stands for itself, a class or code does not (and its digits are not text).
    expect(requiredLiterals(/\[vite\] Internal/)).toEqual(['[vite] Internal']);
    expect(requiredLiterals(/\x41\x42\x43 zz/)).toEqual([' zz']);
    expect(requiredLiterals(/\u{1F600}\u0041BCD/u)).toEqual(['BCD']);
    expect(requiredLiterals(/(\w+)\1 twice/)).toEqual([' twice']);
    expect(requiredLiterals(/\bfoo\b\s+bar/)).toEqual(['foo']);
    // Groups and classes are not read into: their alternatives may be absent.
    expect(requiredLiterals(/(?:abc|xyz)de/)).toBeNull(); // 'de' is too short to be worth a look
    expect(requiredLiterals(/x(?:abc|xyz)?defg/)).toEqual(['defg']);
    expect(requiredLiterals(/[abc]{3}/)).toBeNull();
    // An alternative without a literal of three characters: always tried.
    expect(requiredLiterals(/long literal|ab/)).toBeNull();
    // Under `i`, runs stop at characters other than ASCII (ς and σ match each other).
    expect(requiredLiterals(/σφάλμα abc/i)).toEqual([' abc']);
    expect(requiredLiterals(/σφάλμα abc/)).toEqual(['σφάλμα abc']);
    expect(foldForLiterals('Temp \u212a and \u017ftatus')).toBe('temp k and status');
  });

  it('are in every real line a library regex matches', () => {
    const errors = readdirSync(new URL('../../bench/data/errors/', import.meta.url)).filter((f) => f.endsWith('.jsonl'));
    const texts = [
      ...PATTERNS.flatMap((p) => [p.example, ...(p.variants ?? [])]),
      ...Object.values(VARIANTS).flat(),
      ...errors.flatMap((f) =>
        readFileSync(new URL(`../../bench/data/errors/${f}`, import.meta.url), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => (JSON.parse(l) as { output: string }).output),
      ),
    ];
    const lines = [...new Set(texts.flatMap((t) => t.split('\n')).map((l) => l.trim().replace(/[\u2018\u2019\u201a\u201b]/g, "'").replace(/[\u201c\u201d\u201e\u201f]/g, '"')))];
    let checked = 0;
    let withLiterals = 0;
    for (const pattern of PATTERNS) {
      for (const re of pattern.match) {
        const literals = requiredLiterals(re);
        if (literals === null) continue;
        withLiterals++;
        for (const line of lines) {
          if (!re.test(line)) continue;
          checked++;
          const text = re.flags.includes('i') ? foldForLiterals(line) : line;
          expect(literals.some((l) => text.includes(l)), `${re} on ${line}`).toBe(true);
        }
      }
    }
    expect(withLiterals).toBeGreaterThan(1000);
    expect(checked).toBeGreaterThan(2000);
  });
});

describe('CharPairs', () => {
  it('answers as String#includes for every literal of the library and every piece of the text', () => {
    const texts = [
      ...PATTERNS.slice(0, 60).map((p) => p.example),
      foldForLiterals(PATTERNS[0]!.example),
      'café naïve ſtrange \u212a — “quotes” 😀 𝒳 npm ERR! code ERESOLVE',
      '',
    ];
    const literals = PATTERNS.flatMap((p) => p.match.flatMap((re) => requiredLiterals(re) ?? []));
    let held = 0;
    for (const text of texts) {
      const pairs = new CharPairs(text);
      // Every piece of the text is held; a piece with one character changed mostly is not.
      const pieces = Array.from({ length: Math.max(0, text.length - 3) }, (_, i) => text.slice(i, i + 3 + (i % 9)));
      const missed = pieces.map((piece) => `${piece.slice(0, -1)}${String.fromCharCode(piece.charCodeAt(piece.length - 1) ^ 1)}`);
      for (const literal of [...literals, ...pieces, ...missed, '😀 𝒳', 'ſt']) {
        const expected = text.includes(literal);
        if (expected) held++;
        expect(pairs.includes(literal), `${JSON.stringify(literal)} in ${JSON.stringify(text.slice(0, 80))}`).toBe(expected);
      }
    }
    expect(held).toBeGreaterThan(1000);
  });
});
