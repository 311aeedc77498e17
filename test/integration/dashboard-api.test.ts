import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_EVENTS_PATH } from '../../src/api/dashboard.js';
import type { Operation } from '../../src/api/operations.js';
import { api } from '../../src/api/routes.js';
import { TokenMap } from '../../src/daemon/tokens.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';

/**
 * What the dashboard needs from the daemon besides the tools' endpoints: its
 * page under a strict CSP, the project list, and the operations event stream
 * (who may read it, how fast it follows, and that it leaves nothing behind).
 */
let d: TestDaemon;

beforeAll(async () => {
  d = await startTestDaemon({ tenant: 'dash' });
});
afterAll(async () => {
  await d?.close();
});

interface StreamEvent {
  event: string;
  data: unknown;
  at: number;
}

/** Reads an event stream, parsed, until `stop` is called. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await request(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  let buffer = '';
  const done = (async () => {
    try {
      for await (const chunk of response.body) {
        buffer += (chunk as Buffer).toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data), at: performance.now() });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

async function until<T>(check: () => T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the page', () => {
  it('is served at / with a strict CSP and no framing; its files under /ui/ only', async () => {
    const page = await request(`${d.url}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(await page.body.text()).toContain('<script type="module" src="/ui/app.js"></script>');
    const script = await request(`${d.url}/ui/app.js`);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    const etag = script.headers.etag as string;
    await script.body.dump();
    const again = await request(`${d.url}/ui/app.js`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await again.body.dump();
    for (const path of ['/ui/index.html', '/ui/..%2Fpackage.json', '/ui/secret.json']) {
      const answer = await request(`${d.url}${path}`);
      await answer.body.dump();
      expect([path, answer.statusCode]).toEqual([path, 404]);
    }
  });
});

describe('GET /v1/projects', () => {
  it("lists the tenant's projects with their items, most recently active first", async () => {
    await d.client('older-project').call(api.remediationRecord, { title: 't', problem: 'p', solution: 's' });
    const op = await d.client('newer-project').call(api.checkpointSave, { summary: 'a checkpoint' });
    await d.client('newer-project').call(api.operationGet, { operation_id: op.id, wait_ms: 5000, after: 2 });
    await d.client('other-tenant', 'someone-else').call(api.checkpointSave, { summary: 'not yours' });
    const { projects } = await d.client('newer-project').call(api.projectList, {});
    expect(projects.map((p) => p.id)).toEqual(['newer-project', 'older-project']);
    expect(projects[1]).toMatchObject({ id: 'older-project', items: 1 });
  });
});

describe(`GET ${OPERATION_EVENTS_PATH}`, () => {
  it('sends a snapshot, then each change of the project, within 250 ms of the change', async () => {
    const stream = await openStream(`${d.url}${OPERATION_EVENTS_PATH}`, { 'x-contextd-project': 'streamed' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    await until(() => stream.events.find((e) => e.event === 'snapshot'));
    const changes: { version: number; at: number }[] = [];
    const unsubscribe = d.services.runner.subscribe('dash', (op) => changes.push({ version: op.version, at: performance.now() }));
    const op = await d.client('streamed').call(api.checkpointSave, { summary: 'watched live' });
    await d.client('elsewhere').call(api.checkpointSave, { summary: 'another project' });
    const last = await until(() => stream.events.find((e) => e.event === 'operation' && (e.data as Operation).id === op.id && (e.data as Operation).status === 'succeeded'));
    unsubscribe();
    const lag = last.at - (changes.at(-1)?.at ?? 0);
    expect(lag).toBeLessThan(250);
    // Only the stream's project.
    expect(stream.events.filter((e) => e.event === 'operation').every((e) => (e.data as Operation).project === 'streamed')).toBe(true);
    await stream.stop();
    await until(() => (d.services.runner.subscriberCount() === 0 ? true : undefined));
  });

  it('bounds the streams a tenant holds open: 429 with Retry-After past 16, room again once one closes', async () => {
    const open = [];
    for (let i = 0; i < 16; i++) open.push(await openStream(`${d.url}${OPERATION_EVENTS_PATH}`, { 'x-contextd-tenant': 'greedy' }));
    expect(open.every((s) => s.status === 200)).toBe(true);
    const refused = await request(`${d.url}${OPERATION_EVENTS_PATH}`, { headers: { 'x-contextd-tenant': 'greedy' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    await refused.body.dump();
    const other = await openStream(`${d.url}${OPERATION_EVENTS_PATH}`, { 'x-contextd-tenant': 'patient' });
    expect(other.status).toBe(200);
    await other.stop();
    await open.pop()?.stop();
    await until(() => (d.services.runner.subscriberCount() === 15 ? true : undefined));
    const again = await openStream(`${d.url}${OPERATION_EVENTS_PATH}`, { 'x-contextd-tenant': 'greedy' });
    expect(again.status).toBe(200);
    for (const s of [...open, again]) await s.stop();
  });

  it('refuses a foreign Host like every route', async () => {
    const answer = await request(`${d.url}${OPERATION_EVENTS_PATH}`, { headers: { host: 'attacker.example' } });
    expect(answer.statusCode).toBe(403);
    await answer.body.dump();
  });
});

describe('writes from a page of another site', () => {
  it('are refused by Sec-Fetch-Site even without an Origin; the daemon’s own page and the CLI are not', async () => {
    const body = JSON.stringify({ query: 'x' });
    const send = (headers: Record<string, string>) =>
      request(`${d.url}/v1/remediations/search`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(async (r) => {
        await r.body.dump();
        return r.statusCode;
      });
    expect(await send({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await send({ 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(await send({ origin: 'http://evil.example' })).toBe(403);
    expect(await send({ 'sec-fetch-site': 'same-origin', origin: d.url })).toBe(200);
    expect(await send({})).toBe(200);
  });
});

describe('team mode', () => {
  let team: TestDaemon;
  const TOKEN = 'dashboard-token-0123456789abcdef';
  beforeAll(async () => {
    team = await startTestDaemon({ tokens: new TokenMap([[TOKEN, 'team']]) });
  });
  afterAll(async () => {
    await team?.close();
  });

  it('serves the page without the token but no data: the stream needs the bearer token', async () => {
    const page = await request(`${team.url}/`);
    expect(page.statusCode).toBe(200);
    await page.body.dump();
    const anonymous = await request(`${team.url}${OPERATION_EVENTS_PATH}`);
    expect(anonymous.statusCode).toBe(401);
    await anonymous.body.dump();
    const projects = await request(`${team.url}/v1/projects`);
    expect(projects.statusCode).toBe(401);
    await projects.body.dump();
    const stream = await openStream(`${team.url}${OPERATION_EVENTS_PATH}`, { authorization: `Bearer ${TOKEN}` });
    expect(stream.status).toBe(200);
    await until(() => stream.events.find((e) => e.event === 'snapshot'));
    await stream.stop();
  });
});

describe('shutdown', () => {
  it('ends open streams at once rather than waiting for them', async () => {
    const own = await startTestDaemon();
    const stream = await openStream(`${own.url}${OPERATION_EVENTS_PATH}`);
    await until(() => stream.events.find((e) => e.event === 'snapshot'));
    const start = performance.now();
    await own.close();
    expect(performance.now() - start).toBeLessThan(2_000);
    await stream.stop();
  });
});
