import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import type { DaemonClient } from '../../src/client/client.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { loadConfusable, loadRecords, type DatasetRecord } from '../helpers/remediation-dataset.js';

let daemon: TestDaemon;
let app: DaemonClient;

const record = (client: DaemonClient, r: Partial<DatasetRecord> & { problem: string; solution: string }, extra: Record<string, unknown> = {}) =>
  client.call(api.remediationRecord, { title: r.title ?? r.problem.slice(0, 60), problem: r.problem, solution: r.solution, root_cause: r.root_cause, category: r.category, ...extra });

beforeAll(async () => {
  daemon = await startTestDaemon();
  app = daemon.client('proj-app');
});
afterAll(async () => {
  await daemon.close();
});

describe('remediation_record', () => {
  it('merges the same error and fix seen in another checkout (other paths and line numbers)', async () => {
    const first = await record(app, {
      title: 'tsc cannot find @types/node',
      problem: "/home/ana/app/src/index.ts(3,20): error TS2580: Cannot find name 'process'. Do you need to install type definitions for node?",
      solution: 'npm i -D @types/node and add "node" to compilerOptions.types',
    });
    expect(first).toMatchObject({ created: true, merged_into: null, usage_count: 1 });
    const again = await record(app, {
      title: 'process not found in TS',
      problem: "/Users/bob/work/app/src/server.ts(11,5): error TS2580: Cannot find name 'process'. Do you need to install type definitions for node?",
      solution: 'npm i -D @types/node and add "node" to compilerOptions.types',
    });
    expect(again).toMatchObject({ id: first.id, created: false, merged_into: first.id, usage_count: 2 });
    const stored = await app.call(api.remediationGet, { id: first.id });
    expect(stored.usage_count).toBe(2);
    expect(stored.title).toBe('tsc cannot find @types/node');
  });

  it('keeps the same error with a different fix as its own record, and search tells them apart by circumstances', async () => {
    const error = "Error: connect ECONNREFUSED 127.0.0.1:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)";
    const local = await record(app, { title: 'Redis not running locally', problem: error, root_cause: 'redis-server was not started after a reboot on my laptop', solution: 'brew services start redis' });
    const compose = await record(app, {
      title: 'Redis host wrong inside docker compose',
      problem: error,
      root_cause: 'inside docker compose the worker container used localhost instead of the redis service name',
      solution: 'set REDIS_URL=redis://redis:6379 (the compose service name)',
    });
    expect(compose.created).toBe(true);
    expect(compose.id).not.toBe(local.id);
    const inCompose = await app.call(api.remediationSearch, { query: `${error}\nthe worker runs in a docker compose container` });
    expect(inCompose.results[0]?.id).toBe(compose.id);
    const afterReboot = await app.call(api.remediationSearch, { query: `${error}\nafter rebooting my laptop redis is not started` });
    expect(afterReboot.results[0]?.id).toBe(local.id);
  });

  it('redacts secrets before storing and reports how many', async () => {
    const out = await record(app, {
      title: 'Stripe auth fails',
      problem: 'StripeAuthenticationError: Invalid API Key provided: sk_live_51HxYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
      solution: 'Rotate the key and load it from STRIPE_SECRET_KEY',
    });
    expect(out.redactions).toBeGreaterThanOrEqual(1);
    const stored = await app.call(api.remediationGet, { id: out.id });
    expect(stored.problem).not.toContain('sk_live_51HxYz');
    expect(stored.problem).toContain('[REDACTED:');
  });
});

describe('scope', () => {
  it('isolates projects, shares tenant-wide records, and never crosses tenants', async () => {
    const other = daemon.client('proj-other');
    const stranger = daemon.client('proj-app', 'someone-else');
    const problem = 'fatal error: zlib.h: No such file or directory\ncompilation terminated.\ngyp ERR! build error';
    const own = await record(app, { title: 'zlib headers missing for native build', problem, solution: 'apt-get install zlib1g-dev' });
    const shared = await record(app, { title: 'zlib headers missing (team note)', problem, solution: 'install zlib development headers: apt-get install -y zlib1g-dev build-essential' }, { scope: 'tenant' });
    expect(shared.created).toBe(true);

    const ids = async (client: DaemonClient, scope: 'project' | 'tenant' | 'all') =>
      (await client.call(api.remediationSearch, { query: 'zlib.h: No such file or directory', scope, limit: 10 })).results.map((r) => r.id);
    expect(await ids(app, 'all')).toEqual(expect.arrayContaining([own.id, shared.id]));
    expect(await ids(app, 'project')).toContain(own.id);
    expect(await ids(app, 'project')).not.toContain(shared.id);
    expect(await ids(app, 'tenant')).toEqual([shared.id]);
    expect(await ids(other, 'all')).toEqual([shared.id]);
    expect(await ids(stranger, 'all')).toEqual([]);

    await expect(other.call(api.remediationGet, { id: own.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(stranger.call(api.remediationGet, { id: shared.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(stranger.call(api.remediationDelete, { id: shared.id })).rejects.toMatchObject({ code: 'not_found' });
    expect((await other.call(api.remediationGet, { id: shared.id })).scope).toBe('tenant');
  });
});

describe('remediation_feedback', () => {
  it('moves confidence within 0.05–0.99 and counts votes', async () => {
    const r = await record(app, { title: 'flaky jest timers', problem: 'thrown: "Exceeded timeout of 5000 ms for a test."', solution: 'await the promise; use jest.useFakeTimers for timers' });
    let out = await app.call(api.remediationFeedback, { id: r.id, helpful: true, note: 'worked in CI too' });
    expect(out.confidence).toBeGreaterThan(0.6);
    for (let i = 0; i < 40; i++) out = await app.call(api.remediationFeedback, { id: r.id, helpful: true });
    expect(out.confidence).toBeLessThanOrEqual(0.99);
    expect(out.confidence).toBeGreaterThan(0.95);
    for (let i = 0; i < 40; i++) out = await app.call(api.remediationFeedback, { id: r.id, helpful: false });
    expect(out.confidence).toBeGreaterThanOrEqual(0.05);
    expect(out.confidence).toBeLessThan(0.1);
    expect(out).toMatchObject({ helpful_count: 41, unhelpful_count: 40 });
    const stored = await app.call(api.remediationGet, { id: r.id });
    expect(stored.notes).toEqual([expect.objectContaining({ helpful: true, note: 'worked in CI too' })]);
  });

  it('ranks by relevance first and confidence second', async () => {
    const client = daemon.client('proj-confidence');
    const problem = 'Error: Timed out waiting for the Playwright webServer "npm run dev" to be ready after 60000ms';
    const low = await record(client, { title: 'playwright webServer timeout (slow build)', problem, solution: 'raise webServer.timeout to 180000' });
    const high = await record(client, { title: 'playwright webServer timeout (wrong url)', problem, solution: 'point webServer.url at the port the dev server really uses' });
    for (let i = 0; i < 5; i++) await client.call(api.remediationFeedback, { id: high.id, helpful: true });
    for (let i = 0; i < 5; i++) await client.call(api.remediationFeedback, { id: low.id, helpful: false });
    const tie = await client.call(api.remediationSearch, { query: problem, scope: 'project' });
    expect(tie.results.map((r) => r.id).slice(0, 2)).toEqual([high.id, low.id]);
    // A low-confidence record that clearly matches still beats a trusted one that does not.
    const other = await record(client, { title: 'vitest worker OOM', problem: 'Error: Worker terminated due to reaching memory limit: JS heap out of memory', solution: 'run vitest with --pool=forks' });
    for (let i = 0; i < 5; i++) await client.call(api.remediationFeedback, { id: other.id, helpful: true });
    const specific = await client.call(api.remediationSearch, { query: 'playwright webServer timed out slow build', limit: 3, scope: 'project' });
    expect(specific.results[0]?.id).toBe(low.id);
  });
});

describe('remediation_delete', () => {
  it('deletes, after which search, get and feedback answer not_found naming the id', async () => {
    const r = await record(app, { title: 'corepack signature error', problem: 'Error: Cannot find matching keyid: {"signatures":[...],"keys":[...]}', solution: 'npm i -g corepack@latest' });
    expect(await app.call(api.remediationDelete, { id: r.id })).toEqual({ id: r.id, deleted: true });
    const found = await app.call(api.remediationSearch, { query: 'Cannot find matching keyid corepack' });
    expect(found.results.map((x) => x.id)).not.toContain(r.id);
    await expect(app.call(api.remediationFeedback, { id: r.id, helpful: true })).rejects.toMatchObject({ code: 'not_found', message: expect.stringContaining(r.id) });
    await expect(app.call(api.remediationDelete, { id: r.id })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('remediation_search', () => {
  const dataset = loadRecords();
  const ids = new Map<string, string>();
  let client: DaemonClient;

  beforeAll(async () => {
    client = daemon.client('proj-dataset');
    for (const r of dataset) ids.set(r.id, (await record(client, r)).id);
    for (const pair of loadConfusable()) {
      ids.set(`${pair.id}.a`, (await record(client, pair.a)).id);
      ids.set(`${pair.id}.b`, (await record(client, pair.b)).id);
    }
  });

  const top = async (query: string, limit = 5) => (await client.call(api.remediationSearch, { query, limit, content_mode: 'minimal' })).results.map((r) => r.id);

  it('finds the same error from another project first', async () => {
    for (const key of ['node-eaddrinuse', 'rust-borrow-moved', 'docker-daemon-socket', 'pg-relation-missing', 'java-unsupported-class-version']) {
      const r = dataset.find((d) => d.id === key)!;
      expect(await top(r.sightings.elsewhere, 1), key).toEqual([ids.get(key)]);
    }
  });

  it('finds a record from a pasted fragment and from plain words', async () => {
    expect((await top('error[E0382]: borrow of moved value'))[0]).toBe(ids.get('rust-borrow-moved'));
    expect((await top('ERR_PNPM_OUTDATED_LOCKFILE'))[0]).toBe(ids.get('pnpm-frozen-lockfile'));
    expect(await top('my node server will not start, the port is already being used by another process')).toContain(ids.get('node-eaddrinuse'));
    expect(await top('docker commands only work with sudo, access to the daemon is denied')).toContain(ids.get('docker-daemon-socket'));
  });

  it('ranks the right record of each confusable pair first', async () => {
    for (const pair of loadConfusable()) {
      expect((await top(pair.a.query, 1))[0], `${pair.id}.a`).toBe(ids.get(`${pair.id}.a`));
      expect((await top(pair.b.query, 1))[0], `${pair.id}.b`).toBe(ids.get(`${pair.id}.b`));
    }
  });

  it('filters by category and min_confidence, and shapes content by content_mode', async () => {
    const query = 'permission denied';
    const filtered = await client.call(api.remediationSearch, { query, category: 'docker', limit: 10 });
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(filtered.results.every((r) => r.category === 'docker')).toBe(true);
    expect((await client.call(api.remediationSearch, { query, min_confidence: 0.7 })).results).toEqual([]);

    const minimal = await client.call(api.remediationSearch, { query: 'JavaScript heap out of memory', content_mode: 'minimal', limit: 1 });
    expect(Object.keys(minimal.results[0]!).sort()).toEqual(['category', 'confidence', 'id', 'scope', 'score', 'title', 'usage_count']);
    const preview = await client.call(api.remediationSearch, { query: 'ERESOLVE unable to resolve dependency tree', limit: 1 });
    const full = await client.call(api.remediationSearch, { query: 'ERESOLVE unable to resolve dependency tree', limit: 1, content_mode: 'full' });
    expect(full.results[0]!.problem!.length).toBeGreaterThan(300);
    expect(preview.results[0]!.problem!.length).toBeLessThanOrEqual(300);
    expect(preview.results[0]!.problem!.endsWith('…')).toBe(true);
  });

  it('lists newest first with a cursor', async () => {
    const first = await client.call(api.remediationList, { limit: 5 });
    expect(first.remediations).toHaveLength(5);
    const second = await client.call(api.remediationList, { limit: 5, cursor: first.next_cursor! });
    expect(second.remediations[0]!.id < first.remediations[4]!.id).toBe(true);
  });
});
