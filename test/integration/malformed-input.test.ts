import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { mountMcpHttp } from '../../src/mcp/http.js';
import { defaultConfig, type Config } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { failure } from '../helpers/failure.js';

/**
 * Input a careless or hostile client sends the daemon and `/mcp`: every
 * refusal is a 4xx in the envelope (REST) or the JSON-RPC error it deserves
 * (MCP), naming the field; nothing hangs, nothing is stored altered.
 */
const config: Config = { ...defaultConfig({}), tenant: 'malformed', host: '127.0.0.1', noSpawn: true };
let daemon: TestDaemon;

beforeAll(async () => {
  daemon = await startTestDaemon({
    tenant: config.tenant,
    extraRoutes: (app, info) => void mountMcpHttp(app, { config, version: '0.0.0-test', logger: silentLogger, url: info.url }),
  });
});
afterAll(async () => daemon.close());

async function raw(path: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${daemon.url}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the assertions below then fail with it in view
  }
  return { status: response.status, body };
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  raw(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

function expectEnvelope(answer: { status: number; body: any }, status: number, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ error: { code: expect.any(String), message: expect.stringContaining(field), event_id: expect.any(String) } });
}

describe('JSON-RPC over /mcp: every invalid message gets its error', () => {
  const mcp = (body: string) => post('/mcp', body, { accept: 'application/json, text/event-stream' });
  const cases: [string, string, number, number, string | number | null][] = [
    ['malformed JSON', '{"jsonrpc":"2.0","id":1,', 400, -32700, null],
    ['a batch array', '[{"jsonrpc":"2.0","id":2,"method":"ping"}]', 400, -32600, null],
    ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":3,"method":"ping"}', 400, -32600, 3],
    ['no jsonrpc', '{"id":"four","method":"ping"}', 400, -32600, 'four'],
    ['a numeric method', '{"jsonrpc":"2.0","id":5,"method":42}', 400, -32600, 5],
    ['array params', '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":["checkpoint_list"]}', 400, -32600, 6],
    ['a string', '"hello"', 400, -32600, null],
  ];
  for (const [what, body, status, code, id] of cases) {
    it(`${what}: ${code}, id ${JSON.stringify(id)}`, async () => {
      const answer = await mcp(body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
    });
  }
});

describe('the REST API wraps every framework 4xx in the envelope, naming the field', () => {
  it('bad percent-encoding in a path parameter', async () => {
    expectEnvelope(await raw('/v1/checkpoints/%E0%A4%A/resume'), 400, 'id');
  });

  it('an id of 101 to 128 characters reaches the schema; 129 is refused naming the limit', async () => {
    for (const length of [101, 128]) {
      const answer = await raw(`/v1/checkpoints/${'a'.repeat(length)}/resume`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
    expectEnvelope(await raw(`/v1/checkpoints/${'a'.repeat(129)}/resume`), 400, 'id must be at most 128 characters');
    expectEnvelope(await raw(`/v1/remediations/${'é'.repeat(129)}`), 400, 'id must be at most 128 characters');
  });

  it('headers past the parser limit: 431 in the envelope', async () => {
    const answer = await raw('/v1/health', { headers: { 'x-filler': 'y'.repeat(20_000) } });
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_params', message: expect.stringContaining('16 KiB'), event_id: expect.any(String) } });
  });

  it('malformed JSON, a wrong content type, a non-object body', async () => {
    expectEnvelope(await post('/v1/remediations/search', '{"query":'), 400, 'malformed JSON');
    expectEnvelope(await raw('/v1/remediations/search', { method: 'POST', body: 'query=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'content type');
    expectEnvelope(await post('/v1/remediations/search', '[1,2]'), 400, 'JSON object');
  });
});

describe('text every store holds byte-exact', () => {
  it('a lone surrogate in an id is invalid_params naming the field, through the client (no URIError)', async () => {
    const client = daemon.client();
    const error = await failure(client.call(api.checkpointResume, { id: 'abc\ud800' }));
    expect(error.code).toBe('invalid_params');
    expect(error.message).toContain('id');
  });

  it('lone surrogates and NULs are refused naming the field, not stored as U+FFFD', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['summary', { summary: 'half \udc00 pair' }, 'summary'],
      ['summary NUL', { summary: 'nul \u0000 here' }, 'summary'],
      ['tag', { summary: 'ok', tags: ['t\ud83d'] }, 'tag'],
      ['metadata value', { summary: 'ok', metadata: { note: 'x\u0000y' } }, 'metadata.note'],
      ['metadata key', { summary: 'ok', metadata: { ['k\udfff']: 1 } }, 'metadata'],
    ];
    for (const [what, body, field] of bad) {
      const answer = await post('/v1/checkpoints', JSON.stringify(body));
      expectEnvelope(answer, 400, field);
      expect(answer.body.error.code, what).toBe('invalid_params');
    }
    // Well-formed astral characters and a NUL inside full_state are kept.
    const ok = await post('/v1/checkpoints', JSON.stringify({ summary: 'emoji 🚀 ok', full_state: 'a\u0000b' }));
    expect(ok.status).toBe(202);
  });

  it('a schema-valid 3 000-character non-ASCII path never overflows a header (repository status and remove)', async () => {
    const client = daemon.client();
    const path = `/tmp/${'é'.repeat(3_000)}`;
    // The path reaches the daemon intact: it names it as not indexed (not a 431 from the HTTP parser).
    // One call at a time: a second call started beside the first could fail before anything awaits it (an unhandled rejection).
    for (const call of [() => client.call(api.repositoryStatus, { path }), () => client.call(api.repositoryRemove, { path })]) {
      const refused = await failure(call());
      expect(refused.code).toBe('not_found');
      expect(refused.message).toContain('é'.repeat(100));
    }
  });
});
