/**
 * Health checks of a SQLite store, for `contextd doctor` (GET /v1/store/health):
 * the file's structure, each full-text index's own consistency and segment
 * count, the WAL's size and the free disk. Each check that fails says what to
 * run. quick_check reads the whole database (seconds on a store of 20 000
 * files), on a worker thread, so the daemon keeps answering; only doctor asks.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { quickCheck, quickCheckProblems } from './quick-check.js';
import type { HealthCheck } from '../types.js';
import { formatBytes, freeBytes, type Db } from './db.js';
import { FTS5_MAX_SEGMENT, FTS_TABLES, readFtsStructure, REPAIR_AT } from './fts-segments.js';

/** Above this the WAL is not being checkpointed (a reader holds it, or checkpoints fail). */
export const WAL_WARN_BYTES = 1024 ** 3;
/** Below this free space a large index fails with "database or disk is full". */
export const FREE_DISK_MIN_BYTES = 512 * 1024 ** 2;

const RESTART = 'restart the daemon (stop it, e.g. `kill <pid>` from `contextd status`; editors start it again): opening the store merges the index';

export async function sqliteHealth(db: Db): Promise<HealthCheck[]> {
  const path = db.name;
  const problems = path === ':memory:' ? quickCheckProblems(db) : await quickCheckOffThread(path);
  const ftsProblems = (table: string) => problems.filter((p) => p.includes(`table "${table}"`));
  const other = problems.filter((p) => !FTS_TABLES.some((t) => p.includes(`table "${t}"`)));
  const checks: HealthCheck[] = [
    other.length === 0
      ? { name: 'store integrity', ok: true, detail: 'PRAGMA quick_check: ok' }
      : { name: 'store integrity', ok: false, detail: `PRAGMA quick_check found ${other.length} problem(s): ${other.slice(0, 3).join('; ')}`, fix: rebuildFix(path) },
  ];
  for (const table of FTS_TABLES) {
    const found = ftsProblems(table);
    checks.push(
      found.length === 0
        ? { name: `${table} integrity`, ok: true, detail: 'FTS5 integrity check: ok' }
        : { name: `${table} integrity`, ok: false, detail: `FTS5 integrity check failed: ${found.slice(0, 3).join('; ')}`, fix: rebuildFix(path) },
      segments(db, table),
    );
  }
  if (path !== ':memory:') checks.push(wal(path), disk(dirname(path)));
  return checks;
}

const HEALTH_WORKER = new URL('./health-worker.js', import.meta.url);

/** PRAGMA quick_check (which runs FTS5's integrity check of each full-text table too) on a worker thread when built, else here. */
function quickCheckOffThread(path: string): Promise<string[]> {
  if (!existsSync(fileURLToPath(HEALTH_WORKER))) return Promise.resolve(quickCheck(path));
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEALTH_WORKER, { workerData: { path } });
    worker.once('message', (msg: { ok: boolean; problems?: string[]; error?: string }) =>
      msg.ok ? resolve(msg.problems ?? []) : resolve([`quick_check could not run: ${msg.error}`]),
    );
    worker.once('error', reject);
    worker.once('exit', () => resolve(['quick_check ended without an answer']));
  });
}

function segments(db: Db, table: string): HealthCheck {
  const name = `${table} segments`;
  try {
    const { segments: n, levels } = readFtsStructure(db, table);
    const detail = `${n} of FTS5's limit of ${FTS5_MAX_SEGMENT} (per level: ${levels.join(', ') || 'none'})`;
    if (n <= REPAIR_AT) return { name, ok: true, detail };
    return { name, ok: false, detail: `${detail}: writes fail with "database or disk is full" at the limit`, fix: RESTART };
  } catch (error) {
    return { name, ok: false, detail: `unreadable segment structure: ${(error as Error).message}`, fix: RESTART };
  }
}

function wal(path: string): HealthCheck {
  const file = `${path}-wal`;
  const size = existsSync(file) ? statSync(file).size : 0;
  const detail = `${formatBytes(size)} (${file})`;
  if (size <= WAL_WARN_BYTES) return { name: 'store WAL size', ok: true, detail };
  return {
    name: 'store WAL size',
    ok: false,
    detail: `${detail}: over ${formatBytes(WAL_WARN_BYTES)}, checkpoints are not keeping up`,
    fix: 'restart the daemon: it checkpoints and truncates the WAL when it stops',
  };
}

function disk(dir: string): HealthCheck {
  const free = freeBytes(dir);
  const detail = `${formatBytes(free)} free on ${dir}`;
  if (free === null || free >= FREE_DISK_MIN_BYTES) return { name: 'free disk', ok: true, detail };
  return { name: 'free disk', ok: false, detail: `${detail}: under ${formatBytes(FREE_DISK_MIN_BYTES)}`, fix: `free disk space on ${dir}` };
}

function rebuildFix(path: string): string {
  return (
    `the database is damaged: export each project (\`contextd export <file>\` in its folder), stop the daemon, move ${path} aside, ` +
    'then `contextd import <file>` and `contextd index <path>` for each repository'
  );
}
