/**
 * Circumstances said in other words decide between records of one real error (the remediation
 * benchmark's fifth set, docs/search.md "Circumstances in other words, a fifth set"): an
 * everyday name for a place or a platform ("the bundler", "my PC", "in the pod", "the servlet
 * container", "logged in remotely"), a version said in words ("from eight to eleven"), and a
 * contrast whose working side must not count for the record that names it ("… is fine",
 * "works in our compose setup"). Each record's other records share its error text; only
 * dev-half queries are pinned here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openRemediationBenchmark, type RemediationBenchmark } from '../helpers/remediation-benchmark.js';

let bench: RemediationBenchmark;

beforeAll(async () => {
  bench = await openRemediationBenchmark('other-words', { sets: 5 });
}, 120_000);

afterAll(async () => {
  await bench?.close();
});

const expectFirst = async (ids: string[]) => {
  for (const id of ids) {
    const { results, want } = await bench.ask(id);
    expect(want, id).toBeDefined();
    expect(results[0]?.id, id).toBe(want);
  }
};

it('reads an everyday name of a platform, a server or a tool as the record\'s own name', async () => {
  await expectFirst([
    'group5-node-md4.a/q2.confusable5', // "the bundler is still major version four" → webpack 4
    'group5-node-listen-80.b/q2.confusable5', // "in the pod" → the container's non-root user
    'group5-node-listen-80.c/q1.confusable5', // "on my PC" → Windows' reserved ports
    'group5-java-no-driver.b/q1.confusable5', // "the servlet container" → Tomcat's lib folder
    'group5-py-no-display.a/q1.confusable5', // "logged in remotely" → SSH
  ]);
});

it('reads a version said in words as its number', async () => {
  await expectFirst(['group5-java-jaxb.a/q1.confusable5']); // "moved from eight to eleven" → Java 11
});

it('does not count where it works for the record whose circumstance that is', async () => {
  await expectFirst([
    'group5-npm-ebadengine.b/q2.confusable5', // "…stops at the install step, running natively on the host is fine"
    'group5-node-enotfound.b/q2.confusable5', // "fails in the hosted pipeline, works in our compose setup"
  ]);
});
