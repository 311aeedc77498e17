/**
 * Which error a query pasted is decided by the error's own words, not by the sentence around it
 * (docs/search.md, "Which error it is, by the error's words"). In a store holding many
 * near-copies of an error, its words are in nearly every document and weigh almost nothing, so
 * plain BM25 over the whole query is decided by the rare words of the person's sentence: a
 * record of another error that happens to say "top folder", "repo" and "packages" outscored
 * every record of the error pasted, and was put first as if it were one of them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

const scope: Scope = { tenant: 'dev', project: 'shop-0badc0de' };
const missingScript = (name: string) => `npm error Missing script: "${name}"
npm error
npm error To see a list of scripts, run:
npm error   npm run
npm error A complete log of this run can be found in: /home/ana/.npm/_logs/2026-11-25T10_00_00_000Z-debug-0.log`;

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let services: Services;
const ids: Record<string, string> = {};

beforeAll(async () => {
  tmp = tempDir('contextd-error-group-');
  store = await createSqliteStore(join(tmp.dir, 'store.db'));
  services = createServices({ store, embedder: createHashEmbedder() });
  const record = async (input: { title: string; problem: string; root_cause: string; solution: string }) =>
    (await services.remediations.record(scope, { ...input, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
  ids.workspaces = await record({
    title: 'Missing script "build" at the root of a monorepo',
    problem: missingScript('build'),
    root_cause: 'The script is defined in the workspaces, not in the root package.json',
    solution: 'Run it for every workspace: npm run build --workspaces (or -w <name> for one).',
  });
  ids.renamed = await record({
    title: 'Missing script "build": the template renamed it',
    problem: missingScript('build'),
    root_cause: 'The project template calls the script compile',
    solution: 'npm run compile, or add a build alias to package.json.',
  });
  // Another error whose fix says where in the tree to look: the person's words are in it.
  ids.other = await record({
    title: 'SC2086: double quote to prevent globbing and word splitting',
    problem: 'In deploy.sh line 4:\ncp $SRC /opt/app\n   ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.',
    root_cause: 'The variable holds a path with spaces when run from the top folder of the repo',
    solution: 'Quote it ("$SRC"); the repo holds several packages whose folders have spaces.',
  });
  // The store holds many records of the error, near-copies from other modules: its words become common.
  for (let i = 0; i < 150; i++) {
    await record({
      title: `Missing script "build" (module m${i})`,
      problem: `${missingScript('build')}\nwhile loading m${i}`,
      root_cause: `Module m${i} has no build step of its own`,
      solution: `Add a build script to m${i}/package.json, then rebuild m${i}.`,
    });
  }
}, 120_000);

afterAll(async () => {
  await store?.close();
  tmp?.cleanup();
});

const first = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 3, content_mode: 'minimal' })).results[0]?.id;

it('puts a record of the error pasted first, not a record of another error holding the sentence\'s words', async () => {
  const query = `${missingScript('build')}\nrunning it from the top folder of the repo that holds several packages, not inside one of them`;
  expect(await first(query)).not.toBe(ids.other);
  expect(await first(query)).toBe(ids.workspaces);
});

it('still orders the records of the error by the sentence', async () => {
  expect(await first(`${missingScript('build')}\nI created the project from the starter template yesterday`)).toBe(ids.renamed);
});
