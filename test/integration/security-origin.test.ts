import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';

/**
 * DNS rebinding and cross-site writes on every route of a loopback daemon, not
 * only /mcp: a page that rebinds its own name to 127.0.0.1 sends its own Host,
 * and a cross-site write sends its Origin.
 */
let d: TestDaemon;

beforeAll(async () => {
  d = await startTestDaemon();
});
afterAll(async () => {
  await d?.close();
});

async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
  const response = await request(`${d.url}${path}`, {
    method,
    headers: { 'x-contextd-tenant': 'tester', 'x-contextd-project': 'proj-test', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? (JSON.parse(text) as { error?: { code: string; message: string } }) : {} };
}

describe('a loopback daemon refuses foreign Hosts on every route', () => {
  const foreign = () => ({ host: `attacker.example:${d.port}` });

  it.each([
    ['GET', '/v1/health'],
    ['GET', '/v1/status'],
    ['GET', '/v1/checkpoints'],
    ['POST', '/v1/remediations/search'],
    ['GET', '/no/such/route'],
  ] as const)('%s %s with Host attacker.example → 403 forbidden', async (method, path) => {
    const answer = await call(method, path, foreign(), method === 'POST' ? { query: 'x' } : undefined);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('forbidden');
    expect(answer.body.error?.message).toMatch(/host attacker\.example:\d+ is not this loopback daemon/);
  });

  it('answers loopback names: 127.0.0.1 and localhost', async () => {
    expect((await call('GET', '/v1/health', { host: `127.0.0.1:${d.port}` })).status).toBe(200);
    expect((await call('GET', '/v1/health', { host: `localhost:${d.port}` })).status).toBe(200);
  });
});

describe('writes need the same origin or none', () => {
  const save = { title: 'origin check', problem: 'p', solution: 's' };

  it('refuses a write from a foreign page, even one served on loopback', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:5173', 'null']) {
      const answer = await call('POST', '/v1/remediations', { origin }, save);
      expect(answer.status).toBe(403);
      expect(answer.body.error?.message).toMatch(/origin .* is not allowed/);
    }
    expect((await call('GET', '/v1/remediations', {})).body).toMatchObject({ remediations: [] });
  });

  it("accepts a write from the daemon's own page and from a client that sends no Origin", async () => {
    expect((await call('POST', '/v1/remediations', { origin: d.url }, save)).status).toBe(200);
    expect((await call('POST', '/v1/remediations', {}, { ...save, title: 'no origin' })).status).toBe(200);
  });

  it('lets a read through with a foreign Origin: without CORS headers the page cannot read it', async () => {
    const answer = await call('GET', '/v1/health', { origin: 'http://evil.example' });
    expect(answer.status).toBe(200);
  });
});
