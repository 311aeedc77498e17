/**
 * The SQLite store ranks the small families from postings in memory (src/store/lexical-postings.ts,
 * shared with PostgreSQL): the same hits and the same doubles as FTS5's bm25() over the same file,
 * through removals, reused document ids, chunks (whose frequencies count in the idf) and diacritics;
 * and a store made before migration 21 gets its postings from FTS5's own index.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexTermCounts } from '../../src/store/bm25.js';
import type { SearchDocInput, SearchFamily, SearchFilter } from '../../src/store/search-index.js';
import { closeDatabase, openDatabase } from '../../src/store/sqlite/db.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { MIGRATIONS } from '../../src/store/sqlite/migrations.js';
import type { SqliteSearchIndex } from '../../src/store/sqlite/search-index.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

const WORDS = ['cache', 'timeout', 'refused', 'connection', 'eaddrinuse', 'port', 'node', 'npm', 'peer', 'dependency', 'café', 'naïve', 'résumé', 'docker', 'volume', 'permission', 'denied', 'segfault', 'rust', 'cargo'];
const FAMILIES: SearchFamily[] = ['remediation', 'memory', 'checkpoint', 'skill', 'chunk'];
const TENANTS = ['t', 'u'];
const PROJECTS = ['p', 'q', ''];

/** Document i: words picked by i, some repeated, title and body, in a family, tenant and project that vary with i. */
function doc(i: number): SearchDocInput & { tenant: string } {
  const pick = (n: number, salt: number) => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * salt + salt) % WORDS.length]!);
  return {
    tenant: TENANTS[i % 2]!,
    family: FAMILIES[i % FAMILIES.length]!,
    refId: `ref${i}`,
    project: PROJECTS[i % 3]!,
    facet: i % FAMILIES.length === 4 ? `/repo${i % 2}` : null,
    title: [...pick(1 + (i % 3), 3), `own${i}`].join(' '),
    body: [...pick(3 + (i % 9), 5), ...pick(i % 4, 11)].join(' '),
    raw: '',
    vector: new Float32Array(8).fill(1),
    embedder: 'test',
  };
}

const QUERIES = [['cache'], ['timeout', 'refused'], ['café', 'cafe'], ['naive', 'résumé', 'docker'], ['eaddrinuse', 'port', 'own12'], ['cargo', 'rust', 'segfault', 'permission'], ['volume', 'nowhere'], ['own7']];

function filters(): { scope: { tenant: string; project: string }; filter: SearchFilter }[] {
  const out: { scope: { tenant: string; project: string }; filter: SearchFilter }[] = [];
  for (const tenant of TENANTS)
    for (const family of ['remediation', 'memory', 'checkpoint', 'skill'] as const) {
      out.push({ scope: { tenant, project: 'p' }, filter: { family, projects: [] } });
      out.push({ scope: { tenant, project: 'q' }, filter: { family, projects: ['q', ''] } });
    }
  return out;
}

/** Every query in every scope: the postings' ranking (caught up first) against FTS5's over the same terms. */
async function expectSameAsFts(search: SqliteSearchIndex): Promise<number> {
  let compared = 0;
  for (const terms of QUERIES)
    for (const { scope, filter } of filters()) {
      const fts = search.ftsLexical(scope, filter, search.selectTerms(terms), 20);
      compared += fts.length;
      // Ranked from the postings (null would mean FTS5 answered).
      expect(search.postingsHeld()).not.toBeNull();
      expect(await search.lexical(scope, filter, terms, 20), `${terms.join(' ')} in ${JSON.stringify([scope, filter])}`).toEqual(fts);
    }
  return compared;
}

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function openStore(path: string): Promise<{ store: Store; search: SqliteSearchIndex }> {
  const store = await createSqliteStore(path);
  const previous = cleanup;
  cleanup = async () => {
    await previous?.();
    await store.close();
  };
  return { store, search: store.search as SqliteSearchIndex };
}

/** A store in a temporary folder holding documents 0 … count − 1, its postings not loaded yet. */
async function storeWith(count: number): Promise<SqliteSearchIndex> {
  const tmp = tempDir();
  const { search } = await openStore(join(tmp.dir, 'contextd.db'));
  const previous = cleanup;
  cleanup = async () => {
    await previous?.();
    tmp.cleanup();
  };
  for (let i = 0; i < count; i++) {
    const { tenant, ...input } = doc(i);
    search.upsert({ tenant, project: input.project }, input);
  }
  return search;
}

describe('SQLite lexical postings in memory', () => {
  it('rank as FTS5 does, to the double, through removals, reused ids and chunks', async () => {
    const search = await storeWith(400);
    expect(search.postingsHeld()).toBeNull(); // loading starts here, in steps
    await search.warm();
    expect(search.postingsHeld()).toBe(320);
    expect(await expectSameAsFts(search)).toBeGreaterThan(200);

    // Removals (the last document's id is reused by the next insert), replacements, new chunks.
    for (const i of [399, 398, 10, 11, 12, 13]) search.removeDoc(doc(i).family, doc(i).refId);
    for (const i of [400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 12]) {
      const { tenant, ...input } = doc(i);
      search.upsert({ tenant, project: input.project }, { ...input, body: `${input.body} cache cache` });
    }
    expect(search.postingsHeld()).toBe(320 - 5 + 9);
    expect(await expectSameAsFts(search)).toBeGreaterThan(200);
  });

  it('rank a document this connection writes between two searches in the second, and leave out one it removed', async () => {
    const search = await storeWith(20);
    await search.warm();
    const { tenant, ...input } = doc(0);
    const scope = { tenant, project: 'p' };
    const filter: SearchFilter = { family: 'remediation', projects: [] };
    const found = async (terms: string[]) => (await search.lexical(scope, filter, terms, 20)).map((h) => h.refId);
    expect(await found(['zeppelin'])).toEqual([]);
    // No await between the write and the search: nothing but the write itself tells the postings.
    search.upsert(scope, { ...input, family: 'remediation', project: 'p', refId: 'new', title: 'zeppelin timeout' });
    expect(await found(['zeppelin'])).toEqual(['new']);
    search.removeDoc('remediation', 'new');
    expect(await found(['zeppelin'])).toEqual([]);
    expect(search.postingsHeld()).toBe(16);
  });

  it('see another connection’s writes at the next search, and read everything again once the log was pruned past them', async () => {
    const tmp = tempDir();
    const path = join(tmp.dir, 'contextd.db');
    const { search: a } = await openStore(path);
    const { search: b } = await openStore(path);
    const previous = cleanup;
    cleanup = async () => {
      await previous?.();
      tmp.cleanup();
    };
    const write = (search: SqliteSearchIndex, i: number) => {
      const { tenant, ...input } = doc(i);
      search.upsert({ tenant, project: input.project }, input);
    };
    for (let i = 0; i < 20; i++) write(a, i);
    await a.warm();
    expect(a.postingsHeld()).toBe(16);
    for (let i = 20; i < 40; i++) write(b, i);
    b.removeDoc(doc(0).family, doc(0).refId);
    expect(a.postingsHeld()).toBe(16 + 16 - 1);
    expect(await expectSameAsFts(a)).toBeGreaterThan(10);

    // The log pruned past what `a` has read (as after 100 000 changes): `a` reads everything again.
    for (let i = 40; i < 50; i++) write(b, i);
    const db = (b as unknown as { db: import('../../src/store/sqlite/db.js').Db }).db;
    db.prepare('DELETE FROM search_log WHERE seq < (SELECT max(seq) FROM search_log)').run();
    expect(a.postingsHeld()).toBeNull();
    await a.warm();
    expect(a.postingsHeld()).toBe(31 + 8);
    expect(await expectSameAsFts(a)).toBeGreaterThan(10);
  });

  it('reads the terms of documents written before migration 21 from FTS5, as the store writes them now', async () => {
    const tmp = tempDir();
    const path = join(tmp.dir, 'contextd.db');
    const old = await openDatabase(path, MIGRATIONS.filter((m) => m.version < 21));
    const insertDoc = old.db.prepare('INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const insertFts = old.db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
    const written = new Map<number, SearchDocInput>();
    old.db.transaction(() => {
      for (let i = 0; i < 300; i++) {
        const { tenant, ...input } = doc(i);
        const id = Number(insertDoc.run(input.family, input.refId, tenant, input.project, input.facet, 'test', Buffer.alloc(32)).lastInsertRowid);
        insertFts.run(id, input.title, input.body);
        written.set(id, input);
      }
    })();
    old.db.prepare('DELETE FROM search_fts WHERE rowid = 5').run();
    old.db.prepare('DELETE FROM search_docs WHERE id = 5').run();
    written.delete(5);
    await closeDatabase(old);

    const { search } = await openStore(path);
    const previous = cleanup;
    cleanup = async () => {
      await previous?.();
      tmp.cleanup();
    };
    expect(search.postingsHeld()).toBeNull();
    // Their terms are read from FTS5 by the first load (outside the migration's transaction).
    await search.warm();
    const db = (search as unknown as { db: import('../../src/store/sqlite/db.js').Db }).db;
    const rows = db.prepare<[], { doc_id: number; len: number; terms: string; tf: string }>('SELECT doc_id, len, terms, tf FROM search_terms ORDER BY doc_id').all();
    const small = [...written].filter(([, input]) => input.family !== 'chunk');
    expect(rows.map((r) => r.doc_id)).toEqual(small.map(([id]) => id));
    for (const row of rows) {
      const input = written.get(row.doc_id)!;
      const { counts, len } = indexTermCounts(input.title, input.body);
      const stored = row.terms.split(' ');
      const tf = row.tf.split(' ').map(Number);
      expect(row.len).toBe(len);
      expect(new Map(stored.map((term, k) => [term, tf[k]]))).toEqual(counts);
    }
    expect(search.postingsHeld()).toBe(small.length);
    expect(await expectSameAsFts(search)).toBeGreaterThan(100);
  });

  it('ends the worker reading older documents\' terms when the store closes', async () => {
    // The worker exists in the build only (from the sources the store reads on its own connection).
    const built = (await import(new URL('../../dist/store/sqlite/index.js', import.meta.url).href)) as typeof import('../../src/store/sqlite/index.js');
    const tmp = tempDir();
    cleanup = async () => tmp.cleanup();
    const path = join(tmp.dir, 'contextd.db');
    const old = await openDatabase(path, MIGRATIONS.filter((m) => m.version < 21));
    const insertDoc = old.db.prepare('INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const insertFts = old.db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
    old.db.transaction(() => {
      for (let i = 0; i < 6_000; i++) {
        const words = Array.from({ length: 60 }, (_, k) => `w${(i * 31 + k * 17) % 5_000}`).join(' ');
        const id = Number(insertDoc.run('remediation', `ref${i}`, 't', 'p', null, 'test', Buffer.alloc(32)).lastInsertRowid);
        insertFts.run(id, `title ${i}`, words);
      }
    })();
    await closeDatabase(old);
    /** This process's open files under the store's folder (the store's connection, and the worker's while it reads). */
    const openFiles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(tmp.dir);
        } catch {
          return false;
        }
      }).length;

    const store = await built.createSqliteStore(path);
    const before = openFiles();
    const warming = store.search.warm!();
    // The worker opened its own connection: more files open than the store's.
    for (let waited = 0; openFiles() <= before; waited += 5) {
      if (waited > 60_000) throw new Error('the terms-fill worker never opened the store');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await store.close();
    expect(openFiles()).toBe(0);
    await warming; // ended by the close, quietly: not an error
    // Not marked filled: the next start reads the terms again, and ranks from them.
    const again = await built.createSqliteStore(path);
    try {
      await again.search.warm!();
      expect((again.search as SqliteSearchIndex).postingsHeld()).toBe(6_000);
    } finally {
      await again.close();
    }
  }, 120_000);
});
