import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eHome, startServe, waitFor, type E2eHome } from '../helpers/e2e.js';

/**
 * The daemon's log at the default level, through the bin: no line per request,
 * no query string, failures at warn, and a file that rotates by size (here 4 KB
 * instead of 10 MB) keeping five old files, all private.
 */
let h: E2eHome;
let serve: Awaited<ReturnType<typeof startServe>>;
const logs = () => join(h.home, 'logs');
const read = () =>
  readdirSync(logs())
    .filter((name) => name.startsWith('daemon.log'))
    .map((name) => readFileSync(join(logs(), name), 'utf8'))
    .join('');

beforeAll(async () => {
  h = await e2eHome('info');
  serve = await startServe(h, { CONTEXTD_LOG_ROTATE_SIZE: '4K' });
});

afterAll(async () => {
  serve?.kill('SIGTERM');
  await h?.cleanup();
});

describe('the daemon log', () => {
  it('writes no line for a successful request and never a query string', async () => {
    // The warm-up line is written in the background after the startup line: wait for both,
    // so that a busy machine's late warm-up is not counted as a line for a request.
    await waitFor(() => /contextd daemon listening/.test(read()) && /search index warm/.test(read()), 10_000, 'the startup and warm-up lines');
    const before = read().length;
    for (let i = 0; i < 200; i++) {
      const response = await request(`${h.url}/v1/health?probe=${i}&q=private-query-text`);
      await response.body.text();
    }
    const unknown = await request(`${h.url}/no/such/route?q=private-query-text`);
    expect(unknown.statusCode).toBe(404);
    await unknown.body.text();
    const missing = await request(`${h.url}/v1/checkpoints/cp_nope/resume?q=private-query-text`, { headers: { 'x-contextd-tenant': 'e2e' } });
    expect(missing.statusCode).toBe(404);
    await missing.body.text();
    const text = await waitFor(() => (/request failed/.test(read()) ? read() : null), 5_000, 'the warn line');
    expect(text).not.toContain('private-query-text');
    expect(text).not.toMatch(/incoming request|request completed/);
    const added = text.slice(before);
    // One warn line for the 404, nothing for 200 health checks.
    expect(added.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(added.trim())).toMatchObject({ level: 40, msg: 'request failed', code: 'not_found', route: 'GET /v1/checkpoints/cp_nope/resume' });
  });

  it('rotates by size, keeping five old files, each private', async () => {
    for (let i = 0; i < 120; i++) {
      const response = await request(`${h.url}/v1/checkpoints/cp_${'x'.repeat(100)}${i}/resume`, { headers: { 'x-contextd-tenant': 'e2e' } });
      await response.body.text();
    }
    // A rotation may still be renaming files while they are listed: look until all six stand still.
    const files = await waitFor(() => {
      const names = readdirSync(logs()).filter((name) => name.startsWith('daemon.log'));
      if (names.length !== 6) return null;
      try {
        return names.map((name) => ({ name, info: statSync(join(logs(), name)) }));
      } catch {
        return null;
      }
    }, 5_000, 'five rotated files');
    expect(files.map((f) => f.name).sort()).toEqual(['daemon.log', 'daemon.log.1', 'daemon.log.2', 'daemon.log.3', 'daemon.log.4', 'daemon.log.5']);
    for (const { info } of files) {
      expect(info.size).toBeLessThan(12 * 1024);
      expect(info.mode & 0o777).toBe(0o600);
    }
  });
});
