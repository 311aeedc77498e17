/**
 * A description typed in a hurry ("linker cant find sqrt even though math.h is included") is asked
 * in the words it means: "cant" typed without its apostrophe was a word no record holds, the
 * heaviest kind for the relevance floor, and with "even though" it put a third of the query's
 * weight in words that say nothing about the error — the answer plain BM25 ranks first was
 * emptied. The benchmark's real records, all five sets; a dev-half query.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openRemediationBenchmark, type RemediationBenchmark } from '../helpers/remediation-benchmark.js';

let bench: RemediationBenchmark;

beforeAll(async () => {
  bench = await openRemediationBenchmark('typed', { sets: 5 });
}, 120_000);

afterAll(async () => {
  await bench?.close();
});

it('finds the record a description with a contraction typed without its apostrophe asks for', async () => {
  const { results, want } = await bench.ask('pair-c-undefined-math.a/symptom4');
  expect(results.length).toBeGreaterThan(0);
  expect(results[0]?.id).toBe(want);
});
