/**
 * The SQLite store keeps the small families' postings in the daemon's memory; another process
 * writing the same file (here a second `contextd serve`, whose data folder is the first one's)
 * must be seen by the first daemon's next search, by its words and its vectors: additions,
 * deletions, and a skill's new version replacing the old one's document (docs/decisions.md, "SQLite: lexical postings in memory").
 */
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { indexTermCounts } from '../../src/store/bm25.js';
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

test('the built daemon reads the terms of documents written before migration 21 in a worker, as the store writes them now', async () => {
  const tmp = tempDir();
  folders.push(tmp);
  const path = join(tmp.dir, 'data', 'contextd.db');
  // The build the daemon runs (the worker is a file of dist/), on a store at schema 20 with documents.
  const dist = (p: string) => import(pathToFileURL(join(fileURLToPath(new URL('../../dist/', import.meta.url)), p)).href);
  const { closeDatabase, openDatabase } = (await dist('store/sqlite/db.js')) as typeof import('../../src/store/sqlite/db.js');
  const { MIGRATIONS } = (await dist('store/sqlite/migrations.js')) as typeof import('../../src/store/sqlite/migrations.js');
  const { createSqliteStore } = (await dist('store/sqlite/index.js')) as typeof import('../../src/store/sqlite/index.js');
  const old = await openDatabase(path, MIGRATIONS.filter((m) => m.version < 21));
  const insertDoc = old.db.prepare("INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector) VALUES (?, ?, 'e2e', 'p', NULL, 'x', x'00')");
  const insertFts = old.db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
  const written = new Map<number, { title: string; body: string }>();
  for (let i = 0; i < 60; i++) {
    const title = `zebra${i % 7} café ${i % 2 ? 'quux' : ''}`.trim();
    const body = `naïve body ${i} words ${'repeat '.repeat(i % 4)}zebra${i % 3}`.trim();
    const id = Number(insertDoc.run(i % 5 === 4 ? 'chunk' : 'remediation', `r${i}`).lastInsertRowid);
    insertFts.run(id, title, body);
    if (i % 5 !== 4) written.set(id, { title, body });
  }
  await closeDatabase(old);

  const store = await createSqliteStore(path);
  try {
    const search = store.search as SqliteSearchIndex;
    await search.warm();
    expect(search.postingsHeld()).toBe(written.size);
    const db = (search as unknown as { db: import('../../src/store/sqlite/db.js').Db }).db;
    const rows = db.prepare<[], { doc_id: number; len: number; terms: string; tf: string }>('SELECT doc_id, len, terms, tf FROM search_terms ORDER BY doc_id').all();
    expect(rows.map((r) => r.doc_id)).toEqual([...written.keys()]);
    for (const row of rows) {
      const { counts, len } = indexTermCounts(written.get(row.doc_id)!.title, written.get(row.doc_id)!.body);
      const tf = row.tf.split(' ').map(Number);
      expect(row.len).toBe(len);
      expect(new Map(row.terms.split(' ').map((term, k) => [term, tf[k]]))).toEqual(counts);
    }
    expect(db.prepare('SELECT terms_filled AS n FROM search_changes').get()).toEqual({ n: 1 });
  } finally {
    await store.close();
  }
});
