/**
 * The relevance floor on ordinary sentences, over the remediation benchmark's records (real
 * tools' output on broken inputs): a sentence about nothing the store holds that shares one word
 * with a record ("moved" with a borrow checker's "cannot move out") returns nothing, in search
 * and in a diagnosis's related records, while questions that barely clear the floor are still
 * answered. Before the cosine counted at 0.6 (docs/search.md, "The floor on ordinary sentences"),
 * both sentences below returned records. Questions in plain English that share only a word
 * everyone uses with a record ("what *time* does the bakery open" and a record whose editor runs git "at the same *time*") return nothing
 * either (docs/search.md, "Words everyone uses"); before, they returned records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRemediationBenchmark, type RemediationBenchmark } from '../helpers/remediation-benchmark.js';

let bench: RemediationBenchmark;

beforeAll(async () => {
  bench = await openRemediationBenchmark('floor');
}, 120_000);

afterAll(async () => {
  await bench?.close();
});

describe('the relevance floor on ordinary sentences', () => {
  it.each(['they moved house twice before the children were born', 'the orchestra played until midnight'])('returns nothing for "%s"', async (query) => {
    expect((await bench.services.remediations.search(bench.scope, { query, scope: 'all', limit: 5, content_mode: 'minimal' })).results).toEqual([]);
    expect((await bench.services.troubleshoot.diagnose(bench.scope, { error_message: query, limit: 5 })).related_remediations).toEqual([]);
  });

  it.each(['go-InvalidIota/symptom2', 'go-InvalidSliceExpr/cause', 'py-valueerror-int/symptom'])('still answers %s, a question just above the floor, with its record first', async (id) => {
    const { results, want } = await bench.ask(id);
    expect(want).toBeDefined();
    expect(results[0]?.id).toBe(want);
  });

  it.each(['what time does the bakery open on saturdays', 'what do pandas eat in the wild', 'People don\'t usually make the same mistake twice', 'The important thing is not to stop questioning.'])(
    'returns nothing for "%s", which shares only a word everyone uses with a record',
    async (query) => {
      expect((await bench.services.remediations.search(bench.scope, { query, scope: 'all', limit: 5, content_mode: 'minimal' })).results).toEqual([]);
    },
  );
});
