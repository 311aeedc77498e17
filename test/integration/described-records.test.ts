/**
 * What a description in plain words says about the record it is after — its language or tool
 * ("two python modules…", "in C") and when it fails ("does not compile", "crashes") — on the
 * remediation benchmark's real records (docs/search.md, "Named languages" and "When it fails").
 * Only dev-half queries are pinned here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openRemediationBenchmark, type RemediationBenchmark } from '../helpers/remediation-benchmark.js';

let bench: RemediationBenchmark;

beforeAll(async () => {
  bench = await openRemediationBenchmark('described');
}, 120_000);

afterAll(async () => {
  await bench?.close();
});

const first = async (id: string, limit?: number) => {
  const { results, want } = await bench.ask(id, limit);
  return { first: results[0]?.id, want, n: results.length };
};

it('puts the record of the language the description names first (another language\'s was first before)', async () => {
  for (const id of ['c2-undeclared/symptom2', 'c2-undeclared/symptom3']) {
    const { first: got, want } = await first(id);
    expect(got, id).toBe(want);
  }
});

it('puts the record of the phase the description says first (a crash, or a compiler\'s refusal)', async () => {
  for (const id of ['java2-array-bounds/symptom2', 'ts-no-overload/symptom']) {
    const { first: got, want } = await first(id);
    expect(got, id).toBe(want);
  }
});

it('keeps the answer when reordering moves down the records that carried it over the floor', async () => {
  // "linker cant find sqrt even though math.h is included": the C records stay, a Rust record that
  // lifted the query over the relevance floor is moved out of the first ten.
  const { first: got, want, n } = await first('pair-c-undefined-math.a/symptom4', 10);
  expect(n).toBeGreaterThan(0);
  expect(got).toBe(want);
});
