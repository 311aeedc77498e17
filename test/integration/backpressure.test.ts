import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import type { OperationRunner } from '../../src/core/operations/runner.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import { defaultConfig } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';

/**
 * What a client sees of backpressure: a daemon allowing one unfinished
 * operation per tenant, held by an operation that waits for the test. The
 * REST answer is 429 + Retry-After, the client waits it out, and an MCP tool
 * that gives up reports `overloaded` with the wait in words.
 */
const SCOPE = { tenant: 'tester', project: 'proj-test' };
let d: TestDaemon;
let unblock: () => void = () => undefined;

beforeAll(async () => {
  d = await startTestDaemon({ limits: { tenantOperations: 1, totalOperations: 10, tenantBytes: 1 << 30, totalBytes: 1 << 30 } });
  testRunner().define('test_block', { idempotent: false, run: () => new Promise((resolve) => (unblock = () => resolve({}))) });
});
afterEach(() => unblock());
afterAll(async () => {
  await d?.close();
});

const block = () => testRunner().start(SCOPE, 'test_block', {});
/** The daemon's runner with a kind of this test's own (the daemon's kinds are typed by operationKinds). */
const testRunner = () => d.services.runner as OperationRunner<Record<string, unknown>>;

describe('backpressure seen by clients', () => {
  it('answers 429 with Retry-After and the overloaded envelope', async () => {
    await block();
    const response = await request(`${d.url}/v1/checkpoints`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-contextd-tenant': 'tester', 'x-contextd-project': 'proj-test' },
      body: JSON.stringify({ summary: 'refused' }),
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('2');
    expect(await response.body.json()).toMatchObject({
      error: { code: 'overloaded', retry_after: 2, message: expect.stringMatching(/1 unfinished operations of this tenant \(limit 1\); try again in 2 s/) },
    });
    // Another tenant keeps its share.
    const other = new DaemonClient({ url: d.url, tenant: 'someone-else', project: 'p', overloadPatienceMs: 0 });
    expect((await other.call(api.checkpointSave, { summary: 'still served' })).status).toMatch(/queued|running|succeeded/);
    await other.close();
  });

  it('the client waits out Retry-After and the call goes through once room frees up', async () => {
    await block();
    const client = d.client();
    const started = Date.now();
    setTimeout(() => unblock(), 500);
    const op = await client.call(api.checkpointSave, { summary: 'taken after a retry' });
    expect(op.kind).toBe('checkpoint_save');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it('an MCP tool that runs out of patience says overloaded and when to try again', async () => {
    await block();
    const daemonClient = new DaemonClient({ url: d.url, tenant: 'tester', project: '', overloadPatienceMs: 0 });
    const config = { ...defaultConfig({}), tenant: 'tester', url: d.url, noSpawn: true };
    const session = new Session('s-overload', config, daemonClient, silentLogger, async () => undefined);
    const handle = createMcpServer(session, '0.0.0-test');
    const client = new Client({ name: 'overload-test', version: '1.0.0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await handle.server.connect(serverSide);
    await client.connect(clientSide);
    const result = (await client.callTool({ name: 'checkpoint_save', arguments: { summary: 'too busy' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
    expect(text).toMatch(/^overloaded: the daemon holds 1 unfinished operations of this tenant \(limit 1\); try again in 2 s \(event /);
    await client.close();
    await handle.close();
    await daemonClient.close();
  });
});
