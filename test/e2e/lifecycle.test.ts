import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DaemonClient } from '../../src/client/client.js';
import { api } from '../../src/api/routes.js';
import { RawMcp, bulkText, e2eHome, startServe, type E2eHome } from '../helpers/e2e.js';

let h: E2eHome;
let serve: Awaited<ReturnType<typeof startServe>>;
let daemon: DaemonClient;
const STACK_TRACE = /^\s+at .+\(.+:\d+:\d+\)$|^\s+at .+:\d+:\d+$/m;

beforeAll(async () => {
  h = await e2eHome();
  serve = await startServe(h);
  daemon = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'lifecycle' });
});

afterAll(async () => {
  await daemon?.close();
  serve?.kill('SIGTERM');
  await h?.cleanup();
});

/** A started, initialized `--mcp` whose tools/list has been answered (the server is fully up). */
async function ready(): Promise<RawMcp> {
  const raw = new RawMcp(h);
  await raw.initialize();
  await raw.request('tools/list');
  return raw;
}

/** Starts a 5 MB save and resolves with its operation id once the daemon reports real progress. */
async function saveInFlight(raw: RawMcp): Promise<string> {
  const progressed = raw.next((m) => m.method === 'notifications/progress' && Number(m.params?.progress) > 0);
  void raw.request('tools/call', {
    name: 'checkpoint_save',
    arguments: { summary: 'interrupted by the client', full_state: bulkText(5 * 1024 * 1024 - 64, 'lifecycle') },
    _meta: { progressToken: 1 },
  }).catch(() => undefined);
  const note = await progressed;
  return (note.params?._meta as Record<string, string>)['contextd/operation_id'] as string;
}

async function finalStatus(id: string): Promise<string> {
  const deadline = Date.now() + 3_000;
  let op = await daemon.call(api.operationGet, { operation_id: id });
  while (!['succeeded', 'failed', 'cancelled'].includes(op.status) && Date.now() < deadline) op = await daemon.waitOperation(id, op.version, 500);
  return op.status;
}

/** The MCP log lines of one process. */
function mcpLogOf(pid: number | undefined): string {
  return readFileSync(join(h.home, 'logs', 'mcp.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"pid":${pid},`))
    .join('\n');
}

describe('contextd --mcp lifecycle', () => {
  test('stdin closing ends the process with code 0 within 1 s', async () => {
    const raw = await ready();
    const exit = raw.exit();
    raw.child.stdin?.end();
    const { code, ms } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(1_000);
    expect(mcpLogOf(raw.child.pid)).toContain('stdin ended');
  });

  test('SIGTERM during a save exits 0 within 2 s and cancels the operation on the daemon', async () => {
    const raw = await ready();
    const operationId = await saveInFlight(raw);
    const exit = raw.exit();
    raw.child.kill('SIGTERM');
    const { code, ms } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2_000);
    expect(await finalStatus(operationId)).toBe('cancelled');
    expect(raw.stderr).not.toMatch(STACK_TRACE);
  });

  test('SIGINT exits 0 within 2 s', async () => {
    const raw = await ready();
    const exit = raw.exit();
    raw.child.kill('SIGINT');
    const { code, ms } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2_000);
  });

  test('a client that destroys stdout while a result is pending gets a quiet exit (EPIPE), no stack trace', async () => {
    const raw = await ready();
    await saveInFlight(raw);
    const exit = raw.exit();
    // The read end of the child's stdout closes; its next write (progress or the result) fails with EPIPE.
    raw.child.stdout?.destroy();
    const { code, signal, ms } = await exit;
    expect(signal).toBeNull();
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2_000);
    expect(raw.stderr).not.toMatch(STACK_TRACE);
    expect(raw.stderr).not.toMatch(/EPIPE|Error/);
    // It was the broken pipe that ended it, and the log says so.
    expect(mcpLogOf(raw.child.pid)).toContain('stdout closed (EPIPE)');
  });
});
