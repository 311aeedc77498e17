/**
 * The SQLite store keeps the small families' postings in the daemon's memory; another process
 * writing the same file (here a second `contextd serve`, whose data folder is the first one's)
 * must be seen by the first daemon's next search, by its words and its vectors: additions,
 * deletions, and a skill's new version replacing the old one's document (docs/decisions.md, "SQLite: lexical postings in memory").
 */
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import type { SqliteSearchIndex } from '../../src/store/sqlite/search-index.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { e2eHome, startServe, type E2eHome } from '../helpers/e2e.js';
import { tempDir } from '../helpers/tmp.js';

let h: E2eHome | undefined;
let first: TestDaemon | undefined;
const folders: { cleanup(): void }[] = [];

afterAll(async () => {
  await h?.cleanup();
  await first?.close();
  for (const folder of folders) folder.cleanup();
});

test('a second daemon on the same file: the first daemon’s next search sees its records, deletions and skill versions', async () => {
  const home = tempDir();
  folders.push(home);
  first = await startTestDaemon({ home: home.dir, tenant: 'e2e' });
  const search = first.services.store.search as SqliteSearchIndex;
  const a = first.client('shared', 'e2e');
  await a.call(api.remediationRecord, { title: 'Webpack watch fails with ENOSPC', problem: 'System limit for number of file watchers reached', solution: 'Raise fs.inotify.max_user_watches' });
  await search.warm();
  const held = search.postingsHeld();
  expect(held).toBe(1);
  // The remediations' vector partition, built now: the other daemon's documents must reach it too.
  const db = (search as unknown as { db: import('../../src/store/sqlite/db.js').Db }).db;
  const { embedder, dims } = db.prepare<[], { embedder: string; dims: number }>("SELECT embedder, length(vector) / 4 AS dims FROM search_docs WHERE family = 'remediation'").get()!;
  const nearest = async () => (await search.nearest({ tenant: 'e2e', project: 'shared' }, { family: 'remediation', projects: [] }, new Float32Array(dims).fill(1), embedder, 10)).map((hit) => hit.refId);
  expect(await nearest()).toHaveLength(1);

  h = await e2eHome();
  symlinkSync(join(home.dir, 'data'), join(h.home, 'data'));
  await startServe(h);
  const b = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'shared' });

  const recorded = await b.call(api.remediationRecord, {
    title: 'Zorblax linker quuxes on startup',
    problem: 'zorblax quux failure: the frobnicated symbol table is missing',
    solution: 'Rebuild the symbol table with zorblax --refrob',
  });
  // No wait, no restart: the next search reads what changed.
  const found = await a.call(api.remediationSearch, { query: 'zorblax quux frobnicated symbol table' });
  expect(found.results[0]?.id).toBe(recorded.id);
  expect(search.postingsHeld()).toBe(2);
  expect(await nearest()).toContain(recorded.id);
  const scope = { tenant: 'e2e', project: 'shared' };
  expect((await search.lexical(scope, { family: 'remediation', projects: [] }, ['zorblax'], 5)).length).toBe(1);

  await b.call(api.remediationDelete, { id: recorded.id });
  const after = await a.call(api.remediationSearch, { query: 'zorblax quux frobnicated symbol table' });
  expect(after.results.map((r) => r.id)).not.toContain(recorded.id);
  expect(search.postingsHeld()).toBe(1);
  expect(await search.lexical(scope, { family: 'remediation', projects: [] }, ['zorblax'], 5)).toEqual([]);
  expect(await nearest()).toHaveLength(1);

  // A new version replaces the skill's document (the old one removed, the new one added, by the other process).
  const skills = { family: 'skill' as const, projects: ['shared', ''] }; // a skill is tenant-wide unless saved to the project
  await b.call(api.skillSave, { name: 'ship-cluster', description: 'Deploy the quokka cluster.', content: 'Run quokka deploy.' });
  expect((await a.call(api.skillSearch, { query: 'deploy the quokka cluster' })).results[0]?.name).toBe('ship-cluster');
  await b.call(api.skillSave, { name: 'ship-cluster', description: 'Roll the ocelot fleet.', content: 'Run ocelot roll.' });
  expect((await a.call(api.skillSearch, { query: 'roll the ocelot fleet' })).results[0]?.name).toBe('ship-cluster');
  expect(await search.lexical(scope, skills, ['quokka'], 5)).toEqual([]);
  expect((await search.lexical(scope, skills, ['ocelot'], 5)).length).toBe(1);
  expect(search.postingsHeld()).toBe(2);
});
