import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectMcp, daemonPids, e2eHome, readDaemonJson, textOf, type E2eHome } from '../helpers/e2e.js';

let h: E2eHome;

beforeAll(async () => {
  h = await e2eHome();
});

afterAll(async () => {
  await h?.cleanup();
});

describe('no daemon and auto-start turned off', () => {
  const ways: [string, { args?: string[]; env?: Record<string, string> }][] = [
    ['--no-spawn', { args: ['--no-spawn'] }],
    ['CONTEXTD_NO_SPAWN=1', { env: { CONTEXTD_NO_SPAWN: '1' } }],
  ];
  for (const [how, opts] of ways) {
    test(`${how}: a tool call is an isError daemon_unavailable result and no daemon starts`, async () => {
      const mcp = await connectMcp(h, opts);
      try {
        // tools/list never waits for the daemon.
        expect((await mcp.client.listTools()).tools.length).toBeGreaterThan(5);
        const result = await mcp.call('checkpoint_list', {});
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(/^daemon_unavailable: no contextd daemon at http:\/\/127\.0\.0\.1:\d+ and auto-start is off .*\(event \w+\)$/);
        expect(daemonPids(h.port)).toEqual([]);
        expect(readDaemonJson(h.home)).toBeNull();
      } finally {
        await mcp.close();
      }
    });
  }
});

describe('another program on the daemon port', () => {
  let foreign: Server;

  beforeAll(async () => {
    foreign = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>some other service</html>');
    });
    await new Promise<void>((done) => foreign.listen(h.port, '127.0.0.1', done));
  });

  afterAll(async () => {
    await new Promise((done) => foreign.close(done));
  });

  test('a tool call says the port is not served by a contextd daemon, and no daemon is spawned over it', async () => {
    const mcp = await connectMcp(h);
    try {
      const result = await mcp.call('checkpoint_list', {});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^daemon_unavailable: http:\/\/127\.0\.0\.1:\d+ is served by a program that is not a contextd daemon \(HTTP 200\)/);
      expect(daemonPids(h.port)).toEqual([]);
    } finally {
      await mcp.close();
    }
  });
});
