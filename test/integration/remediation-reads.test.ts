/**
 * One remediation search reads each record from the store at most once: the circumstance fields
 * that tell the records of one error apart (all of the error's records) and the head's rows
 * (their confidences and texts) share that search's reads — on PostgreSQL each read is a round
 * trip, and the same rows were read twice. Real confusable queries of the benchmark's dev half.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openRemediationBenchmark, type RemediationBenchmark } from '../helpers/remediation-benchmark.js';

let bench: RemediationBenchmark;
const reads: string[][] = [];

beforeAll(async () => {
  bench = await openRemediationBenchmark('reads');
  const remediations = bench.store.remediations;
  const getMany = remediations.getMany.bind(remediations);
  remediations.getMany = async (scope, ids) => {
    reads.push([...ids]);
    return getMany(scope, ids);
  };
}, 120_000);

afterAll(async () => {
  await bench?.close();
});

it('reads each record once per search, and the circumstances still pick the record', async () => {
  for (const id of ['pair-node-econnrefused.a/confusable', 'pair-node-econnrefused.b/confusable']) {
    reads.length = 0;
    const { results, want } = await bench.ask(id);
    expect(results[0]?.id, id).toBe(want);
    // More than one read: the error's records were read for their circumstances, then the head.
    expect(reads.length, id).toBeGreaterThan(1);
    const perId = new Map<string, number>();
    for (const read of reads) for (const rid of read) perId.set(rid, (perId.get(rid) ?? 0) + 1);
    expect([...perId].filter(([, n]) => n > 1), id).toEqual([]);
  }
});
