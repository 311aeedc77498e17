/**
 * Reads an FTS5 table's segment structure (the `<table>_data` row with id 10)
 * without the debug-only `fts5_decode()`: how many segments each level holds.
 * FTS5 refuses every write to a table holding `FTS5_MAX_SEGMENT` (2000)
 * segments in total with SQLITE_FULL ("database or disk is full"); the store
 * keeps the count far below it (see search-index.ts) and `health()` reports it.
 *
 * Layout (sqlite/ext/fts5/fts5_index.c, fts5StructureDecode): a 4-byte cookie,
 * an optional 4-byte FF 00 00 01 marking the V2 format, then varints nLevel,
 * nSegment, nWriteCounter, and per level nMerge, nSeg and each segment's fields.
 */
import type Database from 'better-sqlite3';

/** FTS5_MAX_SEGMENT: the most segments one FTS5 table may hold before writes fail. */
export const FTS5_MAX_SEGMENT = 2000;

export interface FtsStructure {
  /** Segments in all levels. */
  segments: number;
  /** Segments per level, level 0 first. */
  levels: number[];
}

/** The segment structure of `table`; an empty index has no levels. */
export function readFtsStructure(db: Database.Database, table: string): FtsStructure {
  const row = db.prepare<[], { block: Buffer }>(`SELECT block FROM ${table}_data WHERE id = 10`).get();
  if (!row) return { segments: 0, levels: [] };
  return decodeFtsStructure(row.block);
}

export function decodeFtsStructure(data: Uint8Array): FtsStructure {
  if (data.length < 4) return { segments: 0, levels: [] };
  const reader = { data, pos: 4 };
  const v2 = data.length >= 8 && data[4] === 0xff && data[5] === 0x00 && data[6] === 0x00 && data[7] === 0x01;
  if (v2) reader.pos = 8;
  const nLevel = Number(readVarint(reader));
  const segments = Number(readVarint(reader));
  readVarint(reader); // nWriteCounter
  const levels: number[] = [];
  for (let level = 0; level < nLevel; level++) {
    readVarint(reader); // nMerge
    const nSeg = Number(readVarint(reader));
    levels.push(nSeg);
    const fields = v2 ? 8 : 3; // segid, first page, last page (+ origin1, origin2, tombstone pages, tombstone entries, entries)
    for (let s = 0; s < nSeg * fields; s++) readVarint(reader);
  }
  return { segments, levels };
}

/** SQLite's varint: big-endian groups of 7 bits, the 9th byte carries 8. */
export function readVarint(reader: { data: Uint8Array; pos: number }): bigint {
  let value = 0n;
  for (let i = 0; i < 9; i++) {
    const byte = reader.data[reader.pos++];
    if (byte === undefined) throw new Error('FTS5 record is truncated');
    if (i === 8) return (value << 8n) | BigInt(byte);
    value = (value << 7n) | BigInt(byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  return value;
}

/** The full-text tables of the store. */
export const FTS_TABLES = ['search_fts', 'search_tri'] as const;

/** FTS5's merge options (see https://sqlite.org/fts5.html#fts5_options). */
export interface MergeConfig {
  /** Incremental merge: a level with this many segments is merged a little on every commit (0 = off). */
  automerge: number;
  /** A level reaching this many segments is merged at once, in the committing write. */
  crisismerge: number;
  /** Contentless-delete tables: a segment with this percentage of deleted rows is merged (0 = off). */
  deletemerge: number;
}

/** SQLite's defaults, in force outside bulk loads. */
export const DEFAULT_MERGE: MergeConfig = { automerge: 4, crisismerge: 16, deletemerge: 10 };

/**
 * Levels a bulk-loaded index can reach: FTS5 promotes a merged segment one level up,
 * so level n holds segments of about automerge^n commits; 8 levels of 15 are 2.5e9
 * commits, far past any store.
 */
const MAX_LEVELS = 8;

/**
 * The merge options while a bulk load (repository indexing or removal) runs,
 * for a table that fails at `limit` segments. FTS5 keeps every level below
 * `crisismerge` segments, so an index holds at most crisismerge × levels
 * segments; with a quarter of the limit as that bound there is room to spare
 * at any size. `automerge` of crisismerge/4 merges a few segments on every
 * commit, so the work is spread over the load instead of falling on one
 * commit (a crisis merge of a high level holds the daemon's thread for
 * seconds); a wide merge (15 rather than SQLite's 4) means fewer levels, so
 * each row is rewritten fewer times. Deleted rows (a changed file's old chunks)
 * trigger no merge during the load: with deletemerge on, deleting a 10 000-file
 * repository cost 25 s of merging instead of 0.3 s. docs/decisions.md has the
 * measurements.
 */
export function bulkMergeConfig(limit: number = FTS5_MAX_SEGMENT): MergeConfig {
  const crisismerge = Math.max(4, Math.min(64, Math.floor(limit / 4 / MAX_LEVELS)));
  return { automerge: Math.max(2, Math.min(16, Math.floor(crisismerge / 4))), crisismerge, deletemerge: 0 };
}

export function setMergeConfig(db: Database.Database, config: MergeConfig): void {
  for (const table of FTS_TABLES) {
    // FTS5 rejects bound parameters for configuration values; these are integers of ours.
    for (const [option, value] of Object.entries(config)) db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('${option}', ${Math.trunc(value)})`);
  }
}

/** Above this many segments a table is merged down before anything else is written (see repairSegments). */
export const REPAIR_AT = FTS5_MAX_SEGMENT / 2;

/**
 * Merges a table holding more than `REPAIR_AT` segments (a store bulk-loaded by
 * contextd 0.1, which deferred all merging, or one that hit the limit) down to
 * a few, in steps of `pages` pages, each its own transaction. Returns the
 * tables it merged.
 */
export function repairSegments(db: Database.Database, threshold = REPAIR_AT, pages = 2000): string[] {
  const repaired: string[] = [];
  const totalChanges = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  for (const table of FTS_TABLES) {
    if (readFtsStructure(db, table).segments <= threshold) continue;
    repaired.push(table);
    for (;;) {
      const before = totalChanges.get()?.n ?? 0;
      // A negative count merges every level together (an incremental 'optimize').
      db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', ${-Math.trunc(pages)})`);
      if ((totalChanges.get()?.n ?? 0) - before < 2 || readFtsStructure(db, table).segments <= 1) break;
    }
  }
  return repaired;
}
