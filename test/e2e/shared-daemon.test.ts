import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { connectMcp, daemonPids, e2eHome, isAlive, readDaemonJson, structured, type E2eHome, type McpProcess } from '../helpers/e2e.js';

let h: E2eHome | undefined;
const sessions: McpProcess[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await h?.cleanup();
});

type List = { checkpoints: { id: string; name: string }[] };

test('two --mcp processes started at once make exactly one daemon and see each other’s checkpoints', async () => {
  h = await e2eHome();
  const project = join(h.home, 'work', 'shared-app');
  mkdirSync(project, { recursive: true });
  expect(readDaemonJson(h.home)).toBeNull();

  // Both start with no daemon running; both race to auto-start one on their first call.
  const [a, b] = await Promise.all([connectMcp(h, { args: ['--project', project] }), connectMcp(h, { args: ['--project', project] })]);
  sessions.push(a, b);
  const [savedA, savedB] = await Promise.all([
    a.call('checkpoint_save', { summary: 'written by session A', name: 'from A' }),
    b.call('checkpoint_save', { summary: 'written by session B', name: 'from B' }),
  ]);
  const idA = structured<{ id: string }>(savedA).id;
  const idB = structured<{ id: string }>(savedB).id;

  const runtime = readDaemonJson(h.home);
  expect(runtime?.port).toBe(h.port);
  expect(isAlive(runtime?.pid as number)).toBe(true);
  expect(daemonPids(h.port)).toEqual([runtime?.pid]);
  // The lock let one of them spawn; the other waited for its health instead of spawning a loser.
  const starts = readFileSync(join(h.home, 'logs', 'daemon.log'), 'utf8').match(/listening on/g) ?? [];
  expect(starts).toHaveLength(1);

  for (const session of [a, b]) {
    const list = structured<List>(await session.call('checkpoint_list', {}));
    expect(new Set(list.checkpoints.map((c) => c.id))).toEqual(new Set([idA, idB]));
  }
  const resumed = structured<{ content: string }>(await b.call('checkpoint_resume', { id: idA, level: 'summary' }));
  expect(resumed.content).toContain('written by session A');
});
