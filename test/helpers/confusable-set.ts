/**
 * The checks every confusable set of the remediation benchmark written blind must pass (the
 * seventh and eighth sets' tests): its figures are only a user's estimate if every query is
 * attributed to it, split by group (never a group on both halves) and has a record of the same
 * output to be told apart from, with circumstances said before the error and over two lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the benchmark is plain JavaScript without declarations
import { querySet, SETS } from '../../bench/eval-remediation-benchmark.mjs';

type Said = string | { before: string };
type Group = { sides: { queries: Said[] }[] };

const DATA = join(import.meta.dirname, '../../bench/data/remediations');
const rows = <T>(name: string): T[] => readFileSync(join(DATA, name), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as T);
const group = (id: string): string => id.split('/')[0]!.replace(/\.[abc]$/, '');

/** Registers the checks of set `name` (`seventh`, …), whose query ids end in `.confusable<n>` and record ids begin `group<n>-`. */
export function describeConfusableSet(name: string, n: number, groups: Group[]): void {
  const said = groups.flatMap((g) => g.sides.flatMap((s) => s.queries));
  const queries = rows<{ id: string; kind: string; split: string; text: string }>('queries.jsonl').filter((q) => q.id.endsWith(`.confusable${n}`));
  const records = rows<{ id: string; problem: string }>('corpus.jsonl').filter((d) => d.id.startsWith(`group${n}-`));

  describe(`the ${name} confusable set of the remediation benchmark`, () => {
    it(`prints on rows of its own: every query of the set is attributed to "${name}"`, () => {
      expect(SETS).toContain(name);
      expect(queries.length).toBeGreaterThanOrEqual(200);
      for (const q of queries) expect([q.id, querySet(q.id)]).toEqual([q.id, name]);
    });

    it('splits by group: no group has queries on both halves, and both halves have queries', () => {
      const sides = new Map<string, Set<string>>();
      for (const q of queries) sides.set(group(q.id), (sides.get(group(q.id)) ?? new Set()).add(q.split));
      expect(sides.size).toBeGreaterThanOrEqual(40);
      for (const [id, halves] of sides) expect([id, halves.size]).toEqual([id, 1]);
      expect(new Set(queries.map((q) => q.split))).toEqual(new Set(['dev', 'test']));
    });

    it('gives every record a sibling with the same output, and states circumstances before the error and over two lines', () => {
      const outputs = new Map<string, Set<string>>();
      for (const d of records) outputs.set(group(d.id), (outputs.get(group(d.id)) ?? new Set()).add(d.problem));
      for (const [id, problems] of outputs) expect([id, problems.size]).toEqual([id, 1]);
      const counts = records.reduce((m, d) => m.set(group(d.id), (m.get(group(d.id)) ?? 0) + 1), new Map<string, number>());
      for (const [id, count] of counts) expect([id, count >= 2 && count <= 3]).toEqual([id, true]);
      expect(said.length).toBe(queries.length);
      expect(said.filter((q) => typeof q !== 'string').length).toBeGreaterThanOrEqual(20);
      expect(said.filter((q) => (typeof q === 'string' ? q : q.before).includes('\n')).length).toBeGreaterThanOrEqual(20);
    });
  });
}
