/**
 * Circumstances decide between records of the same error in a store where the person's
 * circumstance words are common: held by more documents than the lexical search scores
 * (COMMON_DF), so its list for them holds none of the error's records, or only scores the
 * words the records share. The records of the error are then read for those words themselves
 * (docs/search.md, "In a larger store" and "Circumstances in a large store").
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { COMMON_DF } from '../../src/store/term-selection.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { NODE_ECONNREFUSED } from '../helpers/real-errors.js';
import { tempDir } from '../helpers/tmp.js';

const scope: Scope = { tenant: 'dev', project: 'shop-0badc0de' };
/** Another project of the same store: its own pair of records of the error, the store's word counts shared. */
const worker: Scope = { tenant: 'dev', project: 'jobs-5eed' };
const REFUSED = NODE_ECONNREFUSED;

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let services: Services;
const ids: Record<string, string> = {};

beforeAll(async () => {
  tmp = tempDir('contextd-circumstances-');
  store = await createSqliteStore(join(tmp.dir, 'store.db'));
  services = createServices({ store, embedder: createHashEmbedder() });
  const record = async (input: { title: string; problem: string; root_cause: string; solution: string }, where = scope) =>
    (await services.remediations.record(where, { ...input, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
  // The wrong record matches the pasted error a little better (its title names the error too): first without circumstances.
  ids.stopped = await record({ title: 'connect ECONNREFUSED 127.0.0.1:5432: the database is stopped', problem: REFUSED, root_cause: 'PostgreSQL is not running on this machine', solution: 'Start it: systemctl start postgresql' });
  ids.compose = await record({ title: 'Refused connection to the database', problem: REFUSED, root_cause: 'Inside a docker compose container localhost is the container itself', solution: 'Use the compose service name (db) as host instead of localhost.' });
  // Both records say "worker", a rare word: the circumstance words' lexical hits hold both, scored by that word alone.
  ids.workerStopped = await record(
    { title: 'connect ECONNREFUSED 127.0.0.1:5432: the database is stopped', problem: REFUSED, root_cause: 'PostgreSQL is not running on this machine, so the worker cannot reach it', solution: 'Start it (systemctl start postgresql), then restart the worker' },
    worker,
  );
  ids.workerCompose = await record(
    { title: 'Refused connection to the database', problem: REFUSED, root_cause: 'Inside a docker compose container localhost is the container itself, so the worker cannot reach it', solution: 'Use the compose service name (db) as host instead of localhost.' },
    worker,
  );
  // Other errors whose fixes say docker, compose and container: these words become too common to score.
  for (let i = 0; i < COMMON_DF + 50; i++) {
    await record({
      title: `Image build of module m${i} fails`,
      problem: `ERROR: failed to solve: process "/bin/sh -c make m${i}" did not complete successfully: exit code: 2`,
      root_cause: `The m${i} build step needs a tool the image lacks`,
      solution: `Add the tool to the Dockerfile of the docker compose container for m${i}.`,
    });
  }
}, 120_000);

afterAll(async () => {
  await store?.close();
  tmp?.cleanup();
});

it('orders the records of the error by the circumstance words even when those words are too common to be scored', async () => {
  expect(await store.search.documentFrequency('docker')).toBeGreaterThan(COMMON_DF);
  const found = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 3, content_mode: 'minimal' })).results.map((r) => r.id);
  // Without a sentence around it, the error alone: the record matching it best comes first.
  expect((await found(REFUSED))[0]).toBe(ids.stopped);
  // The person's sentence names only common words (docker, compose, container): they decide.
  expect((await found(`${REFUSED}\nthis only happens in our docker compose container setup`))[0]).toBe(ids.compose);
});

it('orders them by the common words that tell them apart when the lexical hits score only a word both hold', async () => {
  const found = async (query: string) => (await services.remediations.search(worker, { query, scope: 'all', limit: 3, content_mode: 'minimal' })).results.map((r) => r.id);
  // "worker" (rare, both records, more often in the stopped one) would decide alone; docker, compose and container tell them apart.
  expect((await found(`${REFUSED}\nthe worker only fails in our docker compose container setup`))[0]).toBe(ids.workerCompose);
  expect((await found(`${REFUSED}\nthe worker cannot reach it since we restarted the machine`))[0]).toBe(ids.workerStopped);
});
