/**
 * WordNet's words for a description in plain words (src/search/wordnet.ts), over the remediation
 * benchmark's records (real tools' output on broken inputs): two descriptions from the benchmark's
 * dev half whose record came second before the borrowed words joined the bridged list
 * (docs/search.md, "WordNet"), and a pasted error that borrows nothing and keeps its record first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRemediationBenchmark, type RemediationBenchmark } from '../helpers/remediation-benchmark.js';

let bench: RemediationBenchmark;

beforeAll(async () => {
  bench = await openRemediationBenchmark('wordnet');
}, 120_000);

afterAll(async () => {
  await bench?.close();
});

describe("WordNet's words for descriptions in plain words", () => {
  it.each(['cargo3-borrow-mut/symptom3', 'rust-E0128/symptom2', 'rust-E0004/elsewhere'])('ranks the record of %s first', async (id) => {
    const { results, want } = await bench.ask(id);
    expect(want).toBeDefined();
    expect(results[0]?.id).toBe(want);
  });
});
