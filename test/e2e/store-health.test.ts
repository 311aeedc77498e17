import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { writeTree } from '../../bench/tree.mjs';
import { e2eHome, exitOf, runCli, startServe, type E2eHome } from '../helpers/e2e.js';

let h: E2eHome | undefined;
const trees = tempDir('contextd-health-tree-');
afterAll(async () => {
  await h?.cleanup();
  trees.cleanup();
});

interface Doctor {
  ok: boolean;
  checks: { name: string; ok: boolean; detail: string; fix?: string }[];
}

async function doctor(home: E2eHome): Promise<{ code: number; report: Doctor; text: string }> {
  const json = await runCli(home, 'doctor', '--json');
  const text = await runCli(home, 'doctor');
  return { code: json.code, report: JSON.parse(json.stdout) as Doctor, text: text.stdout };
}

/** Many one-row commits with FTS5 merging off, the way contextd 0.1's bulk loads piled segments up. */
function pileSegments(dbPath: string, commits: number): void {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  db.exec(`INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 0)`);
  db.exec(`INSERT INTO search_fts (search_fts, rank) VALUES ('crisismerge', 1999)`);
  const insert = db.prepare('INSERT INTO search_fts (rowid, title, body) VALUES (?, ?, ?)');
  for (let i = 0; i < commits; i++) insert.run(90_000_000 + i, `orphan${i}`, `an orphan row ${i}`);
  db.close();
}

test('contextd doctor checks the store: too many FTS5 segments and a damaged full-text index fail with what to run; status lists repositories', async () => {
  h = await e2eHome('warn');
  const tree = writeTree(join(trees.dir, 'tree'), 60, { prefix: 'health' });
  const dbPath = join(h.home, 'data', 'contextd.db');
  let serve = await startServe(h);
  try {
    const indexed = await runCli(h, 'index', tree);
    expect(indexed.code, indexed.stderr).toBe(0);
    const healthy = await doctor(h);
    expect(healthy.report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(healthy.code).toBe(0);
    const names = healthy.report.checks.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'store: store integrity',
        'store: search_fts integrity',
        'store: search_fts segments',
        'store: search_tri integrity',
        'store: search_tri segments',
        'store: store WAL size',
        'store: free disk',
      ]),
    );
    expect(healthy.report.checks.find((c) => c.name === 'store: search_fts segments')?.detail).toMatch(/^\d+ of FTS5's limit of 2000/);

    const status = await runCli(h, 'status');
    expect(status.stdout).toContain(`${tree}: 61 files, `);
    expect(status.stdout).toMatch(/repositories of this project:/);

    // Segments piled up behind the daemon's back (a store written by contextd 0.1).
    pileSegments(dbPath, 1100);
    const piled = await doctor(h);
    expect(piled.code).toBe(1);
    const seg = piled.report.checks.find((c) => c.name === 'store: search_fts segments');
    expect(seg?.ok).toBe(false);
    expect(seg?.detail).toMatch(/^11\d\d of FTS5's limit of 2000/);
    expect(piled.text).toMatch(/^FAIL store: search_fts segments: .*\n\s+→ restart the daemon/m);

    // Opening the store merges them down.
    serve.kill('SIGTERM');
    await exitOf(serve);
    serve = await startServe(h);
    const merged = await doctor(h);
    expect(merged.code).toBe(0);
    expect(merged.report.checks.find((c) => c.name === 'store: search_fts segments')?.detail).toMatch(/^[1-9] of /);

    // A damaged trigram index: one of its leaf pages lost.
    serve.kill('SIGTERM');
    await exitOf(serve);
    const raw = new Database(dbPath);
    raw.unsafeMode(true); // lifts SQLite's guard on FTS5's own tables
    raw.exec('DELETE FROM search_tri_data WHERE id = (SELECT max(id) FROM search_tri_data)');
    raw.close();
    serve = await startServe(h);
    const damaged = await doctor(h);
    expect(damaged.code).toBe(1);
    const tri = damaged.report.checks.find((c) => c.name === 'store: search_tri integrity');
    expect(tri?.ok).toBe(false);
    expect(tri?.detail).toMatch(/corrupt/i);
    expect(tri?.fix).toMatch(/contextd export <file>.*contextd import <file>/);
    expect(damaged.report.checks.find((c) => c.name === 'store: search_fts integrity')?.ok).toBe(true);
    expect(damaged.text).toMatch(/^FAIL store: search_tri integrity: FTS5 integrity check failed: /m);
  } finally {
    serve.kill('SIGTERM');
    await exitOf(serve);
  }
}, 120_000);
