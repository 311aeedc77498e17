import { DEFAULT_PROJECT, HEADERS } from '../../src/api/common.js';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListRootsRequestSchema, type CallToolResult, type Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenFile } from '../../src/daemon/tokens.js';
import { mountMcpHttp, type McpHttpHandler } from '../../src/mcp/http.js';
import { computeToolList } from '../../src/mcp/server.js';
import { defaultConfig, type Config } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { startTestDaemon, type TestDaemon, bulkLog } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * MCP over Streamable HTTP at /mcp: a real daemon on a random port with the
 * route mounted as `contextd serve` mounts it, the SDK's real client and
 * Streamable HTTP transport.
 */
const ALICE = 'alice-token-0123456789abcdef';
const BOB = 'bob-token-0123456789abcdef01';
const tmp = tempDir('contextd-mcp-http-');
const config: Config = { ...defaultConfig({}), tenant: 'http-tester', host: '127.0.0.1', noSpawn: true };
let local: TestDaemon;
let team: TestDaemon;
let localMcp: McpHttpHandler;
let projectDir: string;
const open: Client[] = [];

async function startWithMcp(tokens?: ReturnType<typeof loadTokenFile>): Promise<{ daemon: TestDaemon; mcp: McpHttpHandler }> {
  let mcp!: McpHttpHandler;
  const daemon = await startTestDaemon({
    tenant: config.tenant,
    tokens,
    extraRoutes: (app, info) => void (mcp = mountMcpHttp(app, { config, version: '0.0.0-test', logger: silentLogger, url: info.url })),
  });
  return { daemon, mcp };
}

interface Connected {
  client: Client;
  transport: StreamableHTTPClientTransport;
  call(name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void): Promise<CallToolResult>;
}

async function connect(daemon: TestDaemon, opts: { headers?: Record<string, string>; roots?: string[] } = {}): Promise<Connected> {
  const transport = new StreamableHTTPClientTransport(new URL(`${daemon.url}/mcp`), { requestInit: { headers: opts.headers ?? {} } });
  const client = new Client({ name: 'http-test', version: '1.0.0' }, { capabilities: opts.roots ? { roots: { listChanged: false } } : {} });
  const roots = opts.roots;
  if (roots) client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.map((uri) => ({ uri, name: 'root' })) }));
  await client.connect(transport);
  open.push(client);
  return {
    client,
    transport,
    call: async (name, args, onprogress) =>
      (await client.callTool({ name, arguments: args }, undefined, { ...(onprogress ? { onprogress, resetTimeoutOnProgress: true } : {}), timeout: 30_000 })) as CallToolResult,
  };
}

const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
const structured = (result: CallToolResult) => result.structuredContent as Record<string, any>;


/** A raw initialize POST, for what the SDK client would not send. */
function rawInitialize(daemon: TestDaemon, headers: Record<string, string>): Promise<Response> {
  return fetch(`${daemon.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
  });
}

beforeAll(async () => {
  ({ daemon: local, mcp: localMcp } = await startWithMcp());
  const tokenPath = join(tmp.dir, 'tokens.json');
  writeFileSync(tokenPath, JSON.stringify({ [ALICE]: 'alice', [BOB]: 'bob' }));
  chmodSync(tokenPath, 0o600);
  ({ daemon: team } = await startWithMcp(loadTokenFile(tokenPath)));
  projectDir = join(tmp.dir, 'shop');
  mkdirSync(join(projectDir, '.git'), { recursive: true });
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close().catch(() => undefined)));
  await local.close();
  await team.close();
  tmp.cleanup();
});

describe('MCP over Streamable HTTP at /mcp', () => {
  it('SSE events carry ids, so a dropped stream can resume (Last-Event-ID)', async () => {
    const init = await rawInitialize(local, {});
    const sessionId = init.headers.get('mcp-session-id') as string;
    const body = await init.text();
    expect(body).toMatch(/^id: \d+_\S+$/m);
    expect(sessionId).toBeTruthy();
  });

  it('lists the same tools as the stdio server', async () => {
    const { client } = await connect(local);
    const names = (await client.listTools()).tools.map((t) => t.name).sort();
    const expected = ((await computeToolList()).tools as { name: string }[]).map((t) => t.name).sort();
    expect(names).toEqual(expected);
    expect(names).toHaveLength(31);
  });

  it("tells a session without roots which project it uses: the daemon's default, or the one its header names", async () => {
    const plain = await connect(local);
    expect(plain.client.getInstructions()).toContain(`daemon's default project "${DEFAULT_PROJECT}"`);
    const named = await connect(local, { headers: { [HEADERS.project]: 'team-shop' } });
    expect(named.client.getInstructions()).toContain('the project "team-shop" named by the');
  });

  it('streams progress for a 1 MB checkpoint_save over SSE; other sessions of the project find it', async () => {
    const roots = [pathToFileURL(projectDir).href];
    const writer = await connect(local, { roots });
    const events: Progress[] = [];
    const saved = await writer.call('checkpoint_save', { summary: 'http transport work', name: 'over http', full_state: bulkLog(1024 * 1024) }, (p) => events.push(p));
    expect(saved.isError, text(saved)).toBeFalsy();
    const out = structured(saved);
    expect(out).toMatchObject({ status: 'succeeded', name: 'over http' });
    expect(events.length).toBeGreaterThanOrEqual(1);
    for (const e of events) expect((e as { _meta?: Record<string, unknown> })._meta?.['contextd/operation_id']).toBe(out.operation_id);

    const reader = await connect(local, { roots });
    const listed = structured(await reader.call('checkpoint_list', {}));
    expect(listed.checkpoints.map((c: { id: string }) => c.id)).toContain(out.id);
    const found = structured(await reader.call('checkpoint_search', { query: 'http transport' }));
    expect(found.results.map((c: { id: string }) => c.id)).toContain(out.id);
    // Without roots or a project header a session uses the daemon's default project.
    const elsewhere = await connect(local);
    expect(structured(await elsewhere.call('checkpoint_list', {})).checkpoints).toEqual([]);
  });

  it('refuses a request addressed to a foreign host name (DNS rebinding) with 403', async () => {
    const { request } = await import('node:http');
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(`${local.url}/mcp`);
      const req = request(
        { host: url.hostname, port: url.port, path: '/mcp', method: 'POST', headers: { host: `rebound.example:${url.port}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.once('error', reject);
      req.end(body);
    });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('rebound.example');
  });

  it('refuses a foreign Origin with 403 and accepts a loopback one', async () => {
    const evil = await rawInitialize(local, { origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, message: expect.stringContaining('evil.example') } });
    const sessions = localMcp.size;
    const loopback = await rawInitialize(local, { origin: 'http://localhost:5173' });
    expect(loopback.status).toBe(200);
    const id = loopback.headers.get('mcp-session-id');
    expect(id).toBeTruthy();
    await loopback.text();
    expect(localMcp.size).toBe(sessions + 1);
    const ended = await fetch(`${local.url}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': id as string } });
    expect(ended.status).toBe(200);
    expect(localMcp.size).toBe(sessions);
  });

  it('DELETE ends the session: a later request with its id gets 404', async () => {
    const { transport } = await connect(local);
    const id = transport.sessionId as string;
    await transport.terminateSession();
    const after = await fetch(`${local.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
    });
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ error: { code: -32001 } });
  });

  it('team mode: no bearer is 401; a token binds the tenant, and its session is not another token’s', async () => {
    expect((await rawInitialize(team, {})).status).toBe(401);
    const project = { 'x-contextd-project': 'team-app' };
    const alice = await connect(team, { headers: { authorization: `Bearer ${ALICE}`, ...project } });
    const saved = await alice.call('checkpoint_save', { summary: 'alice private plan' });
    expect(saved.isError, text(saved)).toBeFalsy();
    const id = structured(saved).id as string;

    const aliceAgain = await connect(team, { headers: { authorization: `Bearer ${ALICE}`, ...project } });
    expect(structured(await aliceAgain.call('checkpoint_list', {})).checkpoints.map((c: { id: string }) => c.id)).toContain(id);
    const bob = await connect(team, { headers: { authorization: `Bearer ${BOB}`, ...project } });
    expect(structured(await bob.call('checkpoint_list', {})).checkpoints).toEqual([]);
    const resumed = await bob.call('checkpoint_resume', { id });
    expect(resumed.isError).toBe(true);
    expect(text(resumed)).toMatch(/^not_found/);

    // Alice's session id with Bob's token is refused.
    const hijack = await fetch(`${team.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${BOB}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': alice.transport.sessionId as string },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: {} }),
    });
    expect(hijack.status).toBe(403);
  });
});
