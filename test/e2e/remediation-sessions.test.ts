import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { connectMcp, daemonPids, e2eHome, structured, textOf, type E2eHome, type McpProcess } from '../helpers/e2e.js';

const SESSIONS = 8;
const PER_SESSION = 500;

let h: E2eHome | undefined;
const sessions: McpProcess[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await h?.cleanup();
});

/** A letters-only name per index: numbers are normalized away, so distinct records need distinct words. */
function word(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `zq${out}`;
}

/**
 * Eight editor windows: eight `contextd --mcp` processes started at once over
 * real stdio, racing to auto-start one daemon, then recording 500 distinct
 * remediations each, all at once, into one project. Every record must be
 * stored exactly once.
 */
test('8 parallel contextd --mcp processes × 500 distinct records → exactly 4000 stored, none lost or doubled', async () => {
  h = await e2eHome('warn');
  const project = join(h.home, 'work', 'busy-app');
  mkdirSync(project, { recursive: true });
  sessions.push(...(await Promise.all(Array.from({ length: SESSIONS }, () => connectMcp(h as E2eHome, { args: ['--project', project] })))));

  const ids = await Promise.all(
    sessions.map(async (session, s) => {
      const out: string[] = [];
      for (let i = 0; i < PER_SESSION; i++) {
        const name = word(s * PER_SESSION + i);
        const result = await session.call('remediation_record', {
          title: `module ${name} fails to load`,
          problem: `Error: Cannot load plugin ${name}: handler missing`,
          solution: `reinstall the ${name} plugin`,
        });
        if (result.isError) throw new Error(textOf(result));
        const recorded = structured<{ id: string; created: boolean }>(result);
        expect(recorded.created).toBe(true);
        out.push(recorded.id);
      }
      return out;
    }),
  );
  const all = ids.flat();
  expect(all).toHaveLength(SESSIONS * PER_SESSION);
  expect(new Set(all).size).toBe(SESSIONS * PER_SESSION);
  expect(daemonPids(h.port)).toHaveLength(1);

  // Every record is in the store, and each window finds another's.
  const daemon = new DaemonClient({ url: h.url, tenant: 'e2e', project: '' });
  try {
    expect((await daemon.call(api.status, {})).counts.remediations).toBe(SESSIONS * PER_SESSION);
  } finally {
    await daemon.close();
  }
  const found = structured<{ results: { title: string }[] }>(await sessions[7]!.call('remediation_search', { query: `Cannot load plugin ${word(3)}`, limit: 1 }));
  expect(found.results[0]?.title).toBe(`module ${word(3)} fails to load`);
}, 180_000);
