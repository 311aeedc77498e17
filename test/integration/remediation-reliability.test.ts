import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { connectMcp, textOf } from '../helpers/remediation-mcp.js';
import { tempDir } from '../helpers/tmp.js';

const SESSIONS = 8;
const PER_SESSION = 500;

let daemon: TestDaemon;
const folder = tempDir('contextd-rem-reliability-');
beforeAll(async () => {
  daemon = await startTestDaemon();
});
afterAll(async () => {
  await daemon.close();
  folder.cleanup();
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
 * 8 MCP sessions (each its own McpServer, SDK client and daemon connection pool, as 8
 * editor windows would have) record 500 distinct remediations each, all at once, into
 * one project. Every record must be stored exactly once.
 */
it('8 parallel MCP sessions × 500 distinct records → exactly 4000 stored, none lost or doubled', async () => {
  const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => connectMcp(daemon, folder.dir)));
  try {
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
          const structured = result.structuredContent as { id: string; created: boolean };
          expect(structured.created).toBe(true);
          out.push(structured.id);
        }
        return out;
      }),
    );
    const all = ids.flat();
    expect(all).toHaveLength(SESSIONS * PER_SESSION);
    expect(new Set(all).size).toBe(SESSIONS * PER_SESSION);
    const probe = await sessions[0]!.client.callTool({ name: 'remediation_search', arguments: { query: 'Cannot load plugin zqa', limit: 1 } });
    expect((probe.structuredContent as { results: unknown[] }).results).toHaveLength(1);
    const counts = await daemon.services.store.counts({ tenant: 'tester', project: '' });
    expect(counts.remediations).toBe(SESSIONS * PER_SESSION);
  } finally {
    await Promise.all(sessions.map((s) => s.close()));
  }
}, 120_000);
