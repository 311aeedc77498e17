import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eHome, exitOf, runCli, startServe, type E2eHome } from '../helpers/e2e.js';

/** `contextd export` / `contextd import` through the built binary against `contextd serve`. */

let h: E2eHome;
let serve: ChildProcess;

const cli = (...args: string[]) => runCli(h, ...args);

const MEMORY = [
  { type: 'entity', name: 'contextd', entityType: 'project', observations: ['A memory daemon for coding assistants', 'Written in TypeScript'] },
  { type: 'entity', name: 'SQLite', entityType: 'database', observations: ['Stores every checkpoint in WAL mode'] },
  { type: 'relation', from: 'contextd', to: 'SQLite', relationType: 'stores_data_in' },
];

beforeAll(async () => {
  h = await e2eHome('warn');
  serve = await startServe(h);
  writeFileSync(join(h.home, 'memory.jsonl'), MEMORY.map((r) => JSON.stringify(r)).join('\n'));
});

afterAll(async () => {
  if (serve && serve.exitCode === null) {
    serve.kill('SIGTERM');
    await exitOf(serve);
  }
  await h?.cleanup();
});

describe('contextd export / import', () => {
  it('imports memory.jsonl (relative path), exports it, and re-imports the export unchanged', async () => {
    const first = await cli('--json', 'import', 'memory.jsonl');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ format: 'memory-server', lines: 3, checkpoints: { created: 0, unchanged: 0 }, memories: { created: 4, unchanged: 0 } });

    const again = await cli('import', 'memory.jsonl');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(`Imported ${join(h.home, 'memory.jsonl')} (memory-server format, 3 lines): checkpoints 0 created, 0 unchanged; remediations 0 created, 0 unchanged; skills 0 created, 0 updated, 0 unchanged; memories 0 created, 4 unchanged.\n`);

    const exported = await cli('--json', 'export', 'out.jsonl');
    expect(exported.code).toBe(0);
    const result = JSON.parse(exported.stdout) as Record<string, unknown>;
    const text = readFileSync(join(h.home, 'out.jsonl'), 'utf8');
    expect(result).toMatchObject({ path: join(h.home, 'out.jsonl'), checkpoints: 0, remediations: 0, skills: 0, memories: 4, bytes: Buffer.byteLength(text) });
    expect(result.operation_id).toMatch(/^op_/);
    const contents = text.trimEnd().split('\n').slice(1).map((line) => (JSON.parse(line) as { content: string }).content);
    expect(contents.sort()).toEqual(['SQLite: Stores every checkpoint in WAL mode', 'contextd stores_data_in SQLite', 'contextd: A memory daemon for coding assistants', 'contextd: Written in TypeScript']);

    const reimport = await cli('--json', 'import', '--format', 'contextd', 'out.jsonl');
    expect(reimport.code).toBe(0);
    expect(JSON.parse(reimport.stdout)).toMatchObject({ format: 'contextd', lines: 5, memories: { created: 0, unchanged: 4 } });
  });

  it('exits 2 with invalid_params for a missing file or a bad line', async () => {
    const missing = await cli('--json', 'import', 'nope.jsonl');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout)).toEqual({ error: { code: 'invalid_params', message: `path: cannot read ${join(h.home, 'nope.jsonl')}: no such file or folder` } });

    writeFileSync(join(h.home, 'bad.jsonl'), `${JSON.stringify(MEMORY[0])}\nnot json\n`);
    const bad = await cli('import', 'bad.jsonl');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^contextd: invalid_params: line 2: not JSON/m);

    const format = await cli('import', '--format', 'yaml', 'memory.jsonl');
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/format/);
  });
});
