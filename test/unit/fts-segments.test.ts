import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { writeTransaction } from '../../src/store/sqlite/db.js';
import { ContextdError } from '../../src/util/errors.js';
import {
  bulkMergeConfig,
  DEFAULT_MERGE,
  FTS5_MAX_SEGMENT,
  FTS_TABLES,
  readFtsStructure,
  repairSegments,
  setMergeConfig,
  type MergeConfig,
} from '../../src/store/sqlite/fts-segments.js';

/** The store's two FTS5 tables (migration 1), in memory. */
function ftsDb(): Database.Database {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE search_fts USING fts5 (title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE search_tri USING fts5 (raw, content='', contentless_delete=1, tokenize='trigram');`);
  return db;
}

/** `commits` small transactions of `perCommit` rows each, the shape of repository indexing; the most segments either table held after any commit. */
function bulkLoad(db: Database.Database, commits: number, perCommit = 3, firstRow = 1): number {
  const fts = db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
  const tri = db.prepare('INSERT INTO search_tri (rowid, raw) VALUES (?, ?)');
  const commit = db.transaction((base: number) => {
    for (let k = 0; k < perCommit; k++) {
      const row = base + k;
      const text = `function handler${row}(request${row % 97}) { return route${row % 13}.resolve(token${row}); }`;
      fts.run(row, `handler${row}`, text);
      tri.run(row, text);
    }
  });
  let most = 0;
  for (let c = 0; c < commits; c++) {
    commit(firstRow + c * perCommit);
    for (const table of FTS_TABLES) most = Math.max(most, readFtsStructure(db, table).segments);
  }
  return most;
}

describe('FTS5 merge policy during bulk loads', () => {
  it('derives options from the segment limit: SQLite refuses writes at 2000', () => {
    expect(bulkMergeConfig()).toEqual({ automerge: 15, crisismerge: 62, deletemerge: 0 });
    expect(bulkMergeConfig(FTS5_MAX_SEGMENT).crisismerge * 8).toBeLessThanOrEqual(FTS5_MAX_SEGMENT / 4);
    // A small limit keeps the same shape, scaled down.
    expect(bulkMergeConfig(256)).toEqual({ automerge: 2, crisismerge: 8, deletemerge: 0 });
  });

  it('keeps segment counts bounded far below a small limit over thousands of commits, for both tables', () => {
    const limit = 256;
    const config = bulkMergeConfig(limit);
    const db = ftsDb();
    setMergeConfig(db, config);
    const most = bulkLoad(db, 3000);
    expect(most).toBeLessThanOrEqual(limit / 4);
    for (const table of FTS_TABLES) {
      const { levels } = readFtsStructure(db, table);
      for (const n of levels) expect(n).toBeLessThan(config.crisismerge);
    }
    // Every row is still found.
    expect(db.prepare("SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH 'handler2999'").get()).toEqual({ n: 1 });
    expect(db.prepare("SELECT count(*) AS n FROM search_tri WHERE search_tri MATCH 'ken8999'").get()).toEqual({ n: 1 });
    db.close();
  });

  it('the old policy (merging deferred, crisis merge just under the limit) grows one segment per commit', () => {
    // What contextd 0.1 did: a 20 000-file index reached FTS5's limit at ~4 000 files.
    const old: MergeConfig = { automerge: 0, crisismerge: 1999, deletemerge: 10 };
    const db = ftsDb();
    setMergeConfig(db, old);
    expect(bulkLoad(db, 300)).toBe(300);
    db.close();
  });

  it('writes the options into both tables, and the defaults back', () => {
    const db = ftsDb();
    const options = (table: string) =>
      Object.fromEntries(db.prepare<[], { k: string; v: number }>(`SELECT k, v FROM ${table}_config WHERE k IN ('automerge', 'crisismerge', 'deletemerge')`).all().map((r) => [r.k, r.v]));
    setMergeConfig(db, bulkMergeConfig());
    for (const table of FTS_TABLES) expect(options(table)).toEqual({ automerge: 15, crisismerge: 62, deletemerge: 0 });
    setMergeConfig(db, DEFAULT_MERGE);
    for (const table of FTS_TABLES) expect(options(table)).toEqual(DEFAULT_MERGE);
    db.close();
  });

  it('repairSegments merges a table left near the limit down to one segment and writes work again', () => {
    const db = ftsDb();
    setMergeConfig(db, { automerge: 0, crisismerge: 1999, deletemerge: 10 });
    bulkLoad(db, 1200, 1);
    expect(readFtsStructure(db, 'search_fts').segments).toBe(1200);
    expect(repairSegments(db, 1000)).toEqual(['search_fts', 'search_tri']);
    for (const table of FTS_TABLES) expect(readFtsStructure(db, table).segments).toBe(1);
    expect(repairSegments(db, 1000)).toEqual([]);
    setMergeConfig(db, DEFAULT_MERGE);
    bulkLoad(db, 5, 1, 5000);
    expect(db.prepare("SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH 'handler1199 OR handler5004'").get()).toEqual({ n: 2 });
    db.close();
  });

  it('a write refused at the limit (SQLITE_FULL) says what to do, and the table is merged so the next write works', () => {
    const db = ftsDb();
    const insert = db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
    // Segments on higher levels (an earlier index, merged): then level 0 reaches the limit before its crisis merge.
    setMergeConfig(db, { automerge: 0, crisismerge: 2, deletemerge: 10 });
    for (let r = 1; r <= 31; r++) insert.run(r, `title${r}`, `body${r}`);
    setMergeConfig(db, { automerge: 0, crisismerge: 1999, deletemerge: 10 });
    let refused: unknown = null;
    let row = 32;
    for (; row <= 3 * FTS5_MAX_SEGMENT && !refused; row++) {
      try {
        writeTransaction(db, () => insert.run(row, `title${row}`, `body${row}`));
      } catch (error) {
        refused = error;
      }
    }
    expect(refused).toBeInstanceOf(ContextdError);
    expect((refused as ContextdError).code).toBe('operation_failed');
    expect((refused as ContextdError).message).toMatch(/^store full: the full-text index \(search_fts\) reached SQLite FTS5's limit of 2000 segments; it has been merged down, run the same command again/);
    expect(readFtsStructure(db, 'search_fts').segments).toBe(1);
    writeTransaction(db, () => insert.run(row, 'after', 'the limit'));
    expect(db.prepare("SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH 'title1 OR title1900 OR after'").get()).toEqual({ n: 3 });
    db.close();
  });
});
