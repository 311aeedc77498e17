import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountMcpHttp } from '../../src/mcp/http.js';
import { defaultConfig, type Config } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { McpClients } from '../helpers/mcp-clients.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * The ChatGPT connector tools `search` and `fetch` (README.md, "MCP over HTTP") through
 * the SDK's real clients: in process (the stdio server) and Streamable HTTP at
 * /mcp, on a real daemon with a record of every family.
 */
const TENANT = 'connector-tester';
const config: Config = { ...defaultConfig({}), tenant: TENANT, host: '127.0.0.1', noSpawn: true };
const tmp = tempDir('contextd-connector-');
let daemon: TestDaemon;
let shop: string;
let other: string;
const clients = new McpClients(() => daemon, config);

type Call = (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;

const caller = (client: Client): Call => async (name, args) => (await client.callTool({ name, arguments: args }, undefined, { timeout: 30_000 })) as CallToolResult;
const inProcess = async (root: string) => caller(await clients.inProcess(root));
const overHttp = async (root: string) => caller(await clients.overHttp(root));

/** The one text item, parsed: what ChatGPT reads. */
function json(result: CallToolResult): Record<string, any> {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  expect(result.content).toHaveLength(1);
  const [item] = result.content as Array<{ type: string; text: string }>;
  expect(item!.type).toBe('text');
  return JSON.parse(item!.text) as Record<string, any>;
}

function errorText(result: CallToolResult): string {
  expect(result.isError).toBe(true);
  return (result.content as Array<{ text: string }>).map((c) => c.text).join('\n');
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  daemon = await startTestDaemon({
    tenant: TENANT,
    allowRoots: [tmp.dir],
    extraRoutes: (app, info) => void mountMcpHttp(app, { config, version: '0.0.0-test', logger: silentLogger, url: info.url }),
  });
  shop = join(tmp.dir, 'shop');
  other = join(tmp.dir, 'other');
  for (const dir of [shop, other]) mkdirSync(join(dir, '.git'), { recursive: true });
  mkdirSync(join(shop, 'src'));
  writeFileSync(join(shop, 'src', 'ledger.ts'), 'export function reconcileLedger(entries: number[]): number {\n  // reconcile the ledger totals\n  return entries.reduce((a, b) => a + b, 0);\n}\n');

  const call = await inProcess(shop);
  const rem = await call('remediation_record', {
    title: 'Ledger reconcile fails with EDEADLOCK',
    problem: 'ledger reconcile job fails: EDEADLOCK on table ledger_entries',
    solution: 'Take the ledger lock before the entries lock in reconcile.',
    scope: 'project',
  });
  ids.remediation = `remediation:${(rem.structuredContent as { id: string }).id}`;
  const memory = await call('memory_record', { content: 'The ledger reconcile job runs nightly at 02:00 UTC on the billing worker.', kind: 'fact' });
  ids.memory = `memory:${(memory.structuredContent as { id: string }).id}`;
  const cp = await call('checkpoint_save', { summary: 'Ledger reconcile rewrite half done', context: 'Next: ledger lock order in the reconcile job.' });
  ids.checkpoint = `checkpoint:${(cp.structuredContent as { id: string }).id}`;
  const skill = await call('skill_save', { name: 'ledger-reconcile', description: 'How to run the ledger reconcile job by hand', content: 'Run `npm run reconcile -- --ledger {{ledger}}`.', arguments: [{ name: 'ledger', description: 'ledger name', required: true }], scope: 'project' });
  expect(skill.isError, JSON.stringify(skill.content)).toBeFalsy();
  ids.skill = 'skill:ledger-reconcile';
  const indexed = await call('repository_index', { path: shop });
  expect(indexed.isError, JSON.stringify(indexed.content)).toBeFalsy();
}, 60_000);

afterAll(async () => {
  await clients.closeAll();
  await daemon.close();
  tmp.cleanup();
});

describe.each([
  ['in process (stdio server)', inProcess],
  ['Streamable HTTP /mcp', overHttp],
])('search and fetch %s', (_name, connect) => {
  it('search answers one text item {"results":[{id,title,url}]} across every family', async () => {
    const call = await connect(shop);
    const out = json(await call('search', { query: 'ledger reconcile' }));
    expect(Object.keys(out)).toEqual(['results']);
    for (const r of out.results) {
      expect(Object.keys(r).sort()).toEqual(['id', 'title', 'url']);
      expect(r.url).toMatch(/^contextd:\/\//);
      expect(r.title.length).toBeGreaterThan(0);
    }
    const found = out.results.map((r: { id: string }) => r.id);
    expect(found).toEqual(expect.arrayContaining([ids.remediation, ids.memory, ids.checkpoint, ids.skill]));
    expect(found.some((id: string) => /^code:src\/ledger\.ts#L\d+-\d+$/.test(id))).toBe(true);
  });

  it('fetch answers one text item {id,title,text,url,metadata} with the whole record as markdown', async () => {
    const call = await connect(shop);
    const search = json(await call('search', { query: 'ledger reconcile' }));
    const code = search.results.find((r: { id: string }) => r.id.startsWith('code:')).id as string;
    const expected: Record<string, string> = {
      [ids.remediation!]: 'Take the ledger lock before the entries lock',
      [ids.memory!]: 'runs nightly at 02:00 UTC',
      [ids.checkpoint!]: 'Next: ledger lock order in the reconcile job.',
      [ids.skill!]: 'npm run reconcile -- --ledger {{ledger}}',
      [code]: 'export function reconcileLedger',
    };
    for (const [id, content] of Object.entries(expected)) {
      const out = json(await call('fetch', { id }));
      expect(Object.keys(out).sort(), id).toEqual(['id', 'metadata', 'text', 'title', 'url']);
      expect(out.id).toBe(id);
      expect(out.text, id).toContain(content);
      expect(out.url).toBe(search.results.find((r: { id: string }) => r.id === id).url);
      expect(typeof out.metadata).toBe('object');
    }
    const rem = json(await call('fetch', { id: ids.remediation }));
    expect(rem.text).toContain('## Solution');
    expect(rem.metadata).toMatchObject({ scope: 'project', usage_count: 1 });
    expect(json(await call('fetch', { id: ids.memory })).metadata).toMatchObject({ kind: 'fact', scope: 'project' });
    const chunk = json(await call('fetch', { id: code }));
    expect(chunk.metadata).toMatchObject({ file: 'src/ledger.ts', language: 'typescript', root: shop });
  });

  it("another project's records are neither found nor fetched", async () => {
    const call = await connect(other);
    const out = json(await call('search', { query: 'ledger reconcile' }));
    expect(out.results).toEqual([]);
    for (const id of [ids.remediation, ids.memory, ids.checkpoint, ids.skill]) {
      expect(errorText(await call('fetch', { id })), id).toMatch(/^not_found: /);
    }
  });

  it('unknown and malformed ids are clear errors', async () => {
    const call = await connect(shop);
    expect(errorText(await call('fetch', { id: 'remediation:rem_does_not_exist' }))).toMatch(/^not_found: /);
    expect(errorText(await call('fetch', { id: 'code:src/ledger.ts#L900-901' }))).toMatch(/^not_found: id: no indexed code at src\/ledger.ts lines 900-901/);
    expect(errorText(await call('fetch', { id: 'note:1' }))).toMatch(/^invalid_params: id: 'note:1' is not an id from search/);
    expect(errorText(await call('fetch', { id: 'code:src/ledger.ts' }))).toMatch(/^invalid_params: id: .* is not a code id/);
    expect(errorText(await call('fetch', { id: 'skill:' }))).toMatch(/invalid_params/);
  });
});
