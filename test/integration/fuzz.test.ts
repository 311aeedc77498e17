import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParams, type Endpoint } from '../../src/api/endpoint.js';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { inputShape, type ToolDefinition } from '../../src/mcp/define-tool.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import { allTools } from '../../src/mcp/tools/index.js';
import { defaultConfig, type Config } from '../../src/util/config.js';
import { ERROR_CODES } from '../../src/util/errors.js';
import { silentLogger } from '../../src/util/logger.js';
import { createServices } from '../../src/core/services.js';
import { createDaemon } from '../../src/daemon/server.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createPostgresStore } from '../../src/store/postgres/index.js';
import { startTestDaemon } from '../helpers/daemon.js';
import { postgresUnavailable, startPgCluster } from '../helpers/postgres.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * Property tests of the whole surface with fast-check: random and hostile
 * bodies for every daemon route, random arguments for every tool. Whatever
 * comes in, the answer is never a 5xx or `internal`, every refusal is the
 * error envelope (REST) or `code: message` (MCP), and an invalid_params names
 * a field. CONTEXTD_FUZZ_RUNS sets the number of cases per store, CONTEXTD_FUZZ_STORES
 * the stores (`npm run fuzz`: 20 000 on sqlite and postgres; CI: 2 000 on sqlite).
 */
const RUNS = Number(process.env.CONTEXTD_FUZZ_RUNS ?? 2_000);
const TOOL_RUNS = Math.round(RUNS / 2);
const TENANT = 'fuzz';
const tmp = tempDir('contextd-fuzz-');
/** Every path the fuzzer sends points in here: an export or index never touches anything else. */
const sandbox = join(tmp.dir, 'sandbox');
const STORES = (process.env.CONTEXTD_FUZZ_STORES ?? 'sqlite').split(',');
let daemon: { url: string; close(): Promise<void> };

async function startDaemon(store: string): Promise<typeof daemon> {
  if (store === 'sqlite') return startTestDaemon({ tenant: TENANT, home: join(tmp.dir, 'home') });
  const cluster = await startPgCluster();
  const dbUrl = await cluster.createDatabase();
  const services = createServices({ store: await createPostgresStore(dbUrl), embedder: createHashEmbedder() });
  await services.runner.recover();
  const server = createDaemon({ config: { tenant: TENANT, host: '127.0.0.1', port: 0 }, services, logger: silentLogger, version: '0.0.0-test' });
  const { port } = await server.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await cluster.stop();
    },
  };
}

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '🚀',
  '%E0%A4%A',
  '%00',
  '../../../etc/passwd',
  '{{thing}}',
  'null',
  '-1',
  '1e309',
  'é'.repeat(300),
  'x'.repeat(5_000),
  'AKIAIOSFODNN7EXAMPLE',
  '<script>alert(1)</script>',
  "'; DROP TABLE checkpoints; --",
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...HOSTILE),
);
const leaf = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.nat(60), fc.constantFrom('project', 'tenant', 'all', 'full', 'preview', 'minimal'));
const value = fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.dictionary(text, leaf, { maxKeys: 3 }) });

function fieldsOf(schema: unknown): string[] {
  return Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});
}

/** Paths point into the sandbox, whatever else they say. */
function confine(field: string, v: unknown): unknown {
  if (field !== 'path' || typeof v !== 'string') return v;
  return join(sandbox, v.replace(/[/\\.\u0000]/g, '_').slice(0, 100) || 'empty');
}

/** An object with some of the fields a schema knows (hostile values) and maybe a stranger. */
function argumentsFor(fields: string[]) {
  const known = fields.length > 0 ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }) : fc.constant({});
  return fc.tuple(known, fc.option(fc.dictionary(text, leaf, { maxKeys: 2 }))).map(([args, extra]) => {
    const out: Record<string, unknown> = { ...(extra ?? {}) };
    for (const [k, v] of Object.entries(args)) out[k] = confine(k, v);
    return out;
  });
}

function segment(v: unknown): string {
  const raw = typeof v === 'string' ? v : JSON.stringify(v) ?? '';
  try {
    return encodeURIComponent(raw) || '_';
  } catch {
    return raw.replace(/[^\w%]/g, '') || '%E0%A4%A'; // a lone surrogate: send a malformed escape instead
  }
}

/** The names an invalid_params message may lead with. */
function namesIn(endpoint: Endpoint): string[] {
  return [...fieldsOf(endpoint.input), ...pathParams(endpoint.path), 'body', 'JSON', 'content type', 'URL', 'x-contextd'];
}

function expectEnvelope(status: number, body: unknown, names: string[], what: string) {
  expect(status, what).toBeLessThan(500);
  if (status < 400) return;
  const error = (body as { error?: { code?: unknown; message?: unknown; event_id?: unknown } }).error;
  expect(error, what).toBeDefined();
  expect(ERROR_CODES, what).toContain(error?.code);
  expect(typeof error?.message === 'string' && error.message.length > 0, what).toBe(true);
  expect(typeof error?.event_id, what).toBe('string');
  if (error?.code === 'invalid_params') expect(names.some((name) => (error.message as string).includes(name)), `${what}: ${error.message as string}`).toBe(true);
}

for (const store of STORES) {
  describe.skipIf(store === 'postgres' && postgresUnavailable() !== null)(`fuzzing on ${store}`, () => {
    beforeAll(async () => {
      mkdirSync(sandbox, { recursive: true });
      daemon = await startDaemon(store);
    });
    afterAll(async () => {
      await daemon.close();
    });

    describe('fuzzing every daemon route', () => {
      const endpoints = Object.entries(api) as [string, Endpoint][];

      it(`answers ${RUNS} random requests with no 5xx, each refusal in the envelope naming the field`, async () => {
        const perEndpoint = Math.max(10, Math.round(RUNS / endpoints.length));
        for (const [name, endpoint] of endpoints) {
          const fields = fieldsOf(endpoint.input).filter((f) => !pathParams(endpoint.path).includes(f));
          const params = pathParams(endpoint.path);
          const request = fc.record({
            body: fc.oneof({ weight: 8, arbitrary: argumentsFor(fields) }, { weight: 1, arbitrary: value }),
            params: fc.tuple(...params.map(() => fc.oneof(text, fc.constantFrom('a'.repeat(128), 'a'.repeat(129))))),
            raw: fc.option(fc.constantFrom('{"a":', '[]', 'null', '"x"', '{"__proto__":{"x":1}}'), { freq: 8 }),
          });
          await fc.assert(
            fc.asyncProperty(request, async ({ body, params: values, raw }) => {
              let path = endpoint.path;
              params.forEach((param, i) => (path = path.replace(`:${param}`, segment(values[i]))));
              let init: RequestInit = { method: endpoint.method, headers: { 'x-contextd-project': 'fuzz-project' } };
              if (endpoint.method === 'GET') {
                const query = new URLSearchParams();
                if (body && typeof body === 'object' && !Array.isArray(body)) for (const [k, v] of Object.entries(body)) query.set(k, typeof v === 'string' ? v : JSON.stringify(v));
                if (query.size > 0) path += `?${query}`;
              } else {
                init = { ...init, headers: { ...init.headers, 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) };
              }
              const response = await fetch(`${daemon.url}${path}`, init);
              const answer = await response.text();
              const what = `${name} ${endpoint.method} ${path.slice(0, 200)} ${String(init.body ?? '').slice(0, 300)} → ${response.status} ${answer.slice(0, 300)}`;
              let parsed: unknown;
              expect(() => (parsed = JSON.parse(answer)), what).not.toThrow();
              expectEnvelope(response.status, parsed, namesIn(endpoint), what);
            }),
            { numRuns: perEndpoint, seed: Number(process.env.CONTEXTD_FUZZ_SEED ?? 42) },
          );
        }
        const health = await fetch(`${daemon.url}/v1/health`);
        expect(health.status).toBe(200);
      }, 600_000);
    });

    describe('fuzzing every tool', () => {
      it(`answers ${TOOL_RUNS} random tool calls without an internal error, refusals naming the field`, async () => {
        const config: Config = { ...defaultConfig({}), tenant: TENANT, url: daemon.url, noSpawn: true };
        const daemonClient = new DaemonClient({ url: daemon.url, tenant: TENANT, project: '' });
        const session = new Session('fuzz', config, daemonClient, silentLogger, async () => undefined);
        const handle = createMcpServer(session, '0.0.0-test');
        const client = new Client({ name: 'fuzz', version: '1.0.0' });
        const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
        await handle.connect(serverSide);
        await client.connect(clientSide);
        try {
          const tools = allTools as ToolDefinition[];
          const perTool = Math.max(10, Math.round(TOOL_RUNS / tools.length));
          for (const tool of tools) {
            const fields = Object.keys(inputShape(tool));
            await fc.assert(
              fc.asyncProperty(argumentsFor(fields), async (args) => {
                if (typeof args.project_path === 'string') args.project_path = confine('path', args.project_path);
                const result = (await client.callTool({ name: tool.name, arguments: args }, undefined, { timeout: 60_000 })) as CallToolResult;
                const textOut = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
                const what = `${tool.name} ${JSON.stringify(args).slice(0, 400)} → ${textOut.slice(0, 300)}`;
                if (!result.isError) return;
                const code = /^(\w+): /.exec(textOut)?.[1];
                expect(ERROR_CODES, what).toContain(code);
                expect(code, what).not.toBe('internal');
                if (code === 'invalid_params') expect([...fields, 'tool', 'body', 'project'].some((f) => textOut.includes(f)), what).toBe(true);
              }),
              { numRuns: perTool, seed: Number(process.env.CONTEXTD_FUZZ_SEED ?? 42) },
            );
          }
        } finally {
          await client.close();
          await handle.close();
          await daemonClient.close();
        }
      }, 600_000);
    });
  });
}

afterAll(() => tmp.cleanup());
