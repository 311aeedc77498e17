import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eHome, exitOf, runCli, startServe, type E2eHome } from '../helpers/e2e.js';

/** `contextd memory add|list` and `contextd search` over memories, through the built binary against `contextd serve`. */

let h: E2eHome;
let serve: ChildProcess;
const cli = (...args: string[]) => runCli(h, ...args);

beforeAll(async () => {
  h = await e2eHome('warn');
  serve = await startServe(h);
});

afterAll(async () => {
  if (serve && serve.exitCode === null) {
    serve.kill('SIGTERM');
    await exitOf(serve);
  }
  await h?.cleanup();
});

describe('contextd memory', () => {
  it('adds, merges, lists and finds memories; bad input exits 2 naming the field', async () => {
    const first = await cli('--json', 'memory', 'add', '--kind', 'decision', '--tag', 'deploy', '--', 'We', 'deploy', 'the', 'API', 'with', 'fly.io.');
    expect(first.code).toBe(0);
    const { id } = JSON.parse(first.stdout) as { id: string };
    const again = await cli('memory', 'add', 'we deploy the API with fly.io');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(`Already remembered: merged into ${id} (recorded 2 times).\n`);
    expect((await cli('memory', 'add', '--kind', 'convention', 'The REST API uses snake_case field names.')).code).toBe(0);

    const listed = await cli('memory', 'list', '--kind', 'decision');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toBe(`${id}  decision, project [deploy]\n  We deploy the API with fly.io.\n`);
    const all = JSON.parse((await cli('--json', 'memory', 'list')).stdout) as { memories: { content: string }[] };
    expect(all.memories.map((m) => m.content)).toEqual(['The REST API uses snake_case field names.', 'We deploy the API with fly.io.']);

    const found = await cli('--json', 'search', 'how', 'do', 'we', 'deploy', 'fly', '--family', 'memories');
    expect(found.code).toBe(0);
    expect((JSON.parse(found.stdout) as { results: { family: string; title: string }[] }).results[0]).toMatchObject({ family: 'memories', title: `${id} decision` });

    const bad = await cli('memory', 'add', '--kind', 'rumour', 'x');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/kind must be one of fact, decision, convention, preference, todo/);
  });
});
