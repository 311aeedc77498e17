import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagnose, matchPatterns } from '../../src/core/troubleshoot/index.js';

/** Real tool output from bench/data/errors (collected by running the tools on broken inputs). */
const CORPUS: Array<{ id: string; output: string }> = readFileSync(new URL('../../bench/data/errors/corpus.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

describe('generic path (no pattern matches)', () => {
  it('never leaves a real error without a hypothesis', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    const empty = CORPUS.filter((e) => diagnose(e.output).hypotheses.length === 0).map((e) => e.id);
    expect(empty).toEqual([]);
  });

  it('names the failure kind, rule id, error class and exit code of unknown errors', () => {
    const cases: Array<[string, string]> = [
      ['frobctl: unrecognized option --colour\nTry frobctl --help for more information.', 'generic.unknown-option'],
      ['widget.conf:12: parse error: unexpected token "}"', 'generic.syntax'],
      ['Traceback (most recent call last):\n  File "/srv/a.py", line 3, in <module>\nacme.errors.QuotaFault: tenant quota reached', 'generic.error-class'],
      ['Step failed.\nThe process exited with code 130', 'generic.exit-130'],
      ['frob.yaml:4:1  error  Unexpected indentation  acme/indent-style', 'generic.rule-id'],
    ];
    for (const [text, id] of cases) {
      expect(matchPatterns(text), text).toEqual([]);
      const d = diagnose(text);
      expect(d.hypotheses.map((h) => h.pattern_id), text).toContain(id);
      // Generic hypotheses rank below pattern matches and carry a concrete next step.
      for (const h of d.hypotheses) {
        expect(h.likelihood).toBeLessThan(0.45);
        expect(h.fix.length).toBeGreaterThan(40);
      }
    }
  });

  it('adds nothing for plain-words descriptions or gibberish', () => {
    for (const text of ['port already in use when starting the dev server', 'qwxz plorf vandemar skree', '']) {
      expect(diagnose(text).hypotheses.filter((h) => h.pattern_id.startsWith('generic.'))).toEqual([]);
    }
  });

  it('matches GCC output printed with typographic quotes and keeps the printed line as evidence', () => {
    const text = "main.c:1:25: error: \u2018count\u2019 undeclared (first use in this function)";
    const top = diagnose(text).hypotheses[0]!;
    expect(top.pattern_id).toBe('cpp.undeclared-identifier');
    expect(top.evidence).toEqual([text]);
  });
});
