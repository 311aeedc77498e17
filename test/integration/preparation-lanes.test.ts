/**
 * The repository index's preparation workers (the built worker, as the daemon runs it): kept
 * between indexes, started ahead of the first one by warm(), closed after their idle time.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { prepareFile, type FileTask } from '../../src/core/repository/prepare.js';

type Pool = typeof import('../../src/core/repository/pool.js');
// The compiled module: its worker is dist/core/repository/prepare-worker.js (from sources, preparation runs in process).
const { PreparationLanes } = (await import(new URL('../../dist/core/repository/pool.js', import.meta.url).href)) as Pool;

const dir = mkdtempSync(join(tmpdir(), 'contextd-lanes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function threads(): number {
  return readdirSync('/proc/self/task').length;
}

function task(name: string, text: string): FileTask {
  const absPath = join(dir, name);
  writeFileSync(absPath, text);
  return { path: name, absPath, size: text.length, language: 'typescript', knownHash: null, maxFileSize: 1 << 20, countTerms: true };
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(process.platform === 'linux')('preparation lanes', () => {
  it('keeps its workers between indexes, prepares as the daemon does, and closes them when idle', async () => {
    const lanes = new PreparationLanes(createHashEmbedder(), { workers: 2, idleMs: 400 });
    const signal = new AbortController().signal;
    const before = threads();
    lanes.warm();
    await waitFor(() => threads() >= before + 2, 10_000);
    const files = [task('a.ts', 'export function parseConfig(path: string) {\n  return path.trim();\n}\n'), task('b.ts', 'const retries = 3;\n')];

    const first = lanes.take(async () => undefined);
    expect(first.lanes).toHaveLength(2);
    const prepared = await first.lanes[0]!.run(files, signal);
    first.release();
    const want = files.map(prepareFile);
    // What the daemon needs back: no embed text, and no index texts once the terms are counted.
    for (const r of want) {
      if (r.kind !== 'indexed') continue;
      for (const c of r.chunks) {
        expect(c.terms?.len).toBeGreaterThan(0);
        c.embedText = c.title = c.body = '';
      }
    }
    expect(prepared.results).toEqual(want);
    expect(prepared.vectors.map((v) => v.length)).toEqual([1, 1]);
    const started = threads();

    // A second index within the idle time takes the same threads.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = lanes.take(async () => undefined);
    expect(second.lanes).toEqual(first.lanes);
    expect((await second.lanes[1]!.run(files, signal)).results).toEqual(want);
    expect(threads()).toBe(started);
    second.release();

    // Idle: closed; the next index starts new ones.
    await waitFor(() => threads() <= started - 2, 10_000);
    const third = lanes.take(async () => undefined);
    expect(third.lanes).not.toContain(first.lanes[0]);
    expect((await third.lanes[0]!.run(files, signal)).results).toEqual(want);
    third.release();
    await lanes.close();
  });
});
