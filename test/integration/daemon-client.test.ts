import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { loadHttpStack } from '../../src/client/http-stack.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { failure } from '../helpers/failure.js';

/** The client's transport behaviour against real sockets: timeouts, cancellation, refused connections. */
let daemon: TestDaemon;
let silent: Server;
let silentUrl: string;
const held: Array<() => void> = [];

beforeAll(async () => {
  daemon = await startTestDaemon();
  // Accepts requests and never answers them (until the test ends).
  silent = createServer((_req, res) => held.push(() => res.destroy()));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const release of held) release();
  await new Promise((resolve) => silent.close(resolve));
  await daemon.close();
});


describe('DaemonClient', () => {
  it('loads only the undici modules it uses, not the whole package', async () => {
    expect((await loadHttpStack()).loadedFrom).toBe('modules');
  });

  it('answers a health call and sends the query string of a GET', async () => {
    const client = daemon.client();
    expect(await client.call(api.health, {})).toMatchObject({ ok: true, service: 'contextd' });
    const page = await client.call(api.checkpointList, { limit: 1 });
    expect(page).toEqual({ checkpoints: [], next_cursor: null });
  });

  it('ends a call the daemon never answers with daemon_unavailable naming the timeout', async () => {
    const client = new DaemonClient({ url: silentUrl, tenant: 't', project: 'p', timeoutMs: 300 });
    const started = performance.now();
    const error = await failure(client.call(api.health, {}));
    expect(error.code).toBe('daemon_unavailable');
    expect(error.message).toContain('did not answer within 300 ms');
    expect(performance.now() - started).toBeLessThan(5_000);
    await client.close();
  });

  it('ends a call whose signal aborts with cancelled', async () => {
    const client = new DaemonClient({ url: silentUrl, tenant: 't', project: 'p', timeoutMs: 30_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(client.call(api.health, {}, { signal: controller.signal }));
    expect(error.code).toBe('cancelled');
    await client.close();
  });

  it('says how to start the daemon when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = new DaemonClient({ url: `http://127.0.0.1:${port}`, tenant: 't', project: 'p' });
    const error = await failure(client.call(api.health, {}));
    expect(error.code).toBe('daemon_unavailable');
    expect(error.message).toMatch(/cannot reach the contextd daemon .*contextd serve/);
    await client.close();
  });
});
