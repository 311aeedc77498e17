import { closeSync, existsSync, openSync, readSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Copies of the SQLite store kept before a migration changes it:
 * `<data>/backups/contextd-<schema>.db`, named after the schema version the
 * store had, the newest two kept. Shared by the store (which writes them) and
 * the CLI (which lists them without opening the store).
 */
export const BACKUPS_KEPT = 2;

export interface StoreBackup {
  path: string;
  /** The schema version the store had when it was copied. */
  schema: number;
  bytes: number;
  created_at: string;
}

export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

export function backupFile(dataDir: string, schema: number): string {
  return join(backupsDir(dataDir), `contextd-${schema}.db`);
}

/** The backups of a data folder, newest first. */
export function listBackups(dataDir: string): StoreBackup[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  const found: (StoreBackup & { mtime: number })[] = [];
  for (const name of readdirSync(dir)) {
    const match = /^contextd-(\d+)\.db$/.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    try {
      const stat = statSync(path);
      found.push({ path, schema: Number(match[1]), bytes: stat.size, created_at: stat.mtime.toISOString(), mtime: stat.mtimeMs });
    } catch {
      continue;
    }
  }
  return found.sort((a, b) => b.mtime - a.mtime || b.schema - a.schema).map(({ mtime: _mtime, ...backup }) => backup);
}

/** Removes all but the newest `keep` backups. */
export function pruneBackups(dataDir: string, keep = BACKUPS_KEPT): void {
  for (const old of listBackups(dataDir).slice(keep)) rmSync(old.path, { force: true });
}

/** One line for people: where, which schema, how big, when. */
export function describeBackup(backup: StoreBackup): string {
  return `${backup.path} (schema ${backup.schema}, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ${backup.created_at})`;
}

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The schema version (`PRAGMA user_version`) written in a SQLite file's header,
 * read without opening it as a database (so nothing beside it is created);
 * null when the file is missing, empty or not SQLite. A non-empty WAL may
 * hold a newer one: callers that must be exact check the WAL first.
 */
export function sqliteHeaderVersion(path: string): number | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const header = Buffer.alloc(100);
    if (readSync(fd, header, 0, 100, 0) < 100 || !header.subarray(0, 16).equals(HEADER)) return null;
    return header.readUInt32BE(60);
  } finally {
    closeSync(fd);
  }
}
