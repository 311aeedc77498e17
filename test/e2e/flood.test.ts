import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAMED_CONTENT_TYPE, FRAMED_FIELD_HEADER } from '../../src/api/endpoint.js';
import type { Operation } from '../../src/api/operations.js';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { bulkText, e2eHome, isAlive, rssMb, startServe, type E2eHome } from '../helpers/e2e.js';

/**
 * Backpressure against the real daemon started through the bin (heap capped at
 * 512 MB by its shebang): 150 simultaneous 4.5 MB checkpoint_save requests
 * used to queue every input in memory and kill the daemon with "JavaScript
 * heap out of memory". Now the excess is refused with 429 + Retry-After and
 * every accepted save completes.
 */
const FLOOD = 150;
const STATE_BYTES = 4.5 * 1024 * 1024;

let h: E2eHome;
let serve: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  h = await e2eHome('warn');
  serve = await startServe(h);
});

afterAll(async () => {
  serve?.kill('SIGTERM');
  await h?.cleanup();
});

describe('a flood of large saves', () => {
  it('is refused past the bounds with 429 and Retry-After, never an out-of-memory crash', async () => {
    const state = bulkText(STATE_BYTES, 'flood');
    const body = Buffer.concat([Buffer.from(`${JSON.stringify({ summary: 'flood save' })}\n`), Buffer.from(state)]);
    const agent = new Agent({ connections: FLOOD });
    const headers = { 'content-type': FRAMED_CONTENT_TYPE, [FRAMED_FIELD_HEADER]: 'full_state', 'x-contextd-tenant': 'e2e', 'x-contextd-project': 'flood' };
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, async () => {
        try {
          const response = await request(`${h.url}/v1/checkpoints`, { method: 'POST', headers, body, dispatcher: agent });
          return { status: response.statusCode, retryAfter: response.headers['retry-after'], json: (await response.body.json()) as Record<string, any> };
        } catch (error) {
          return { status: 0, retryAfter: undefined, json: { transport: (error as Error).message } };
        }
      }),
    );
    await agent.close();
    expect(isAlive(serve.pid as number)).toBe(true);
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length + refused.length).toBe(FLOOD);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.json.error).toMatchObject({ code: 'overloaded', retry_after: Number(answer.retryAfter) });
      expect(answer.json.error.message).toMatch(/try again in \d+ s/);
    }
    const rss = rssMb(serve.pid as number);
    expect(rss).toBeLessThan(900);
    process.stderr.write(`flood: ${accepted.length} accepted, ${refused.length} refused with 429, daemon RSS ${Math.round(rss)} MB\n`);

    // The client waits out the 429s: a save made now is taken once room frees up.
    const client = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'flood' });
    const late = await client.call(api.checkpointSave, { summary: 'after the flood', full_state: state });
    expect(late.status).toMatch(/queued|running|succeeded/);
    // Every accepted save completes, byte for byte.
    for (const op of [...accepted.map((a) => a.json as Operation), late]) {
      let current = op;
      while (current.status === 'queued' || current.status === 'running') current = await client.waitOperation(current.id, current.version, 20_000, { timeoutMs: 60_000 });
      expect(current.status).toBe('succeeded');
    }
    const list = await client.call(api.checkpointList, { limit: 1 });
    const resumed = await client.call(api.checkpointResume, { id: list.checkpoints[0]!.id, level: 'full', max_tokens: 1_000_000 });
    expect(resumed.content).toContain(state.slice(0, 2_000));
    expect((await client.call(api.health, {})).ok).toBe(true);
    await client.close();
    expect(serve.output()).not.toMatch(/heap out of memory/);
  }, 240_000);
});
