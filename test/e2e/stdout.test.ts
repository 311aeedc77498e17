import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RawMcp, e2eHome, type E2eHome } from '../helpers/e2e.js';

let h: E2eHome;

beforeAll(async () => {
  // Debug level everywhere: the MCP process and the daemon it auto-starts log as much as they can.
  h = await e2eHome('debug');
});

afterAll(async () => {
  await h?.cleanup();
});

function assertJsonRpc(line: string): void {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new Error(`stdout carried a line that is not JSON: ${JSON.stringify(line.slice(0, 200))}`);
  }
  expect(message.jsonrpc, line.slice(0, 200)).toBe('2.0');
  const isRequestOrNotification = typeof message.method === 'string';
  const isResponse = 'id' in message && ('result' in message || 'error' in message);
  expect(isRequestOrNotification || isResponse, `not a JSON-RPC message: ${line.slice(0, 200)}`).toBe(true);
}

test('stdout carries only JSON-RPC 2.0 lines, with debug logging and an auto-started daemon', async () => {
  const raw = new RawMcp(h);
  try {
    const init = await raw.initialize();
    expect((init.result?.serverInfo as { name: string }).name).toBe('contextd');

    const list = await raw.request('tools/list');
    const names = (list.result?.tools as { name: string }[]).map((t) => t.name);
    expect(names).toContain('checkpoint_save');

    // A long call with a progress token: progress notifications share stdout with the response.
    const save = await raw.request('tools/call', {
      name: 'checkpoint_save',
      arguments: { summary: 'stdout discipline', full_state: 'x'.repeat(600_000) },
      _meta: { progressToken: 'tok-1' },
    });
    expect(save.result?.isError).toBeFalsy();
    const found = await raw.request('tools/call', { name: 'checkpoint_search', arguments: { query: 'stdout discipline' } });
    expect(JSON.stringify(found.result)).toContain('stdout discipline');
    // An error result is also plain JSON-RPC.
    const bad = await raw.request('tools/call', { name: 'checkpoint_resume', arguments: { id: 'cp_does_not_exist' } });
    expect(bad.result?.isError).toBe(true);
    const unknownMethod = await raw.request('no/such/method');
    expect(unknownMethod.error).toBeDefined();

    raw.child.stdin?.end();
    const exit = await raw.exit();
    expect(exit.code).toBe(0);

    expect(raw.lines.length).toBeGreaterThanOrEqual(6);
    expect(raw.lines.some((l) => l.includes('notifications/progress'))).toBe(true);
    for (const line of raw.lines) assertJsonRpc(line);
    expect(raw.partial).toBe('');

    // The debug logs exist — they just went elsewhere.
    const mcpLog = readFileSync(join(h.home, 'logs', 'mcp.log'), 'utf8');
    expect(mcpLog).toContain('mcp server ready on stdio');
    expect(mcpLog).toContain('checkpoint_resume');
    expect(readFileSync(join(h.home, 'logs', 'daemon.log'), 'utf8').length).toBeGreaterThan(0);
  } finally {
    raw.kill();
  }
});
