import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DaemonClient } from '../../src/client/client.js';
import { createMcpServer, type McpServerHandle } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import { allTools } from '../../src/mcp/tools/index.js';
import { defaultConfig } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';

/** The tool surface (docs/tools.md). Families land one by one; each must use these names. */
const DESIGN_TOOLS = [
  'checkpoint_save',
  'checkpoint_list',
  'checkpoint_search',
  'checkpoint_resume',
  'checkpoint_delete',
  'remediation_record',
  'remediation_search',
  'remediation_feedback',
  'remediation_delete',
  'remediation_consolidate',
  'troubleshoot_diagnose',
  'troubleshoot_patterns',
  'skill_save',
  'skill_get',
  'skill_list',
  'skill_search',
  'skill_apply',
  'skill_delete',
  'repository_index',
  'repository_search',
  'repository_status',
  'repository_remove',
  'memory_record',
  'memory_search',
  'memory_list',
  'memory_feedback',
  'memory_delete',
  'operation_status',
  'operation_cancel',
  'search',
  'fetch',
] as const;

const SPINE_TOOLS = ['checkpoint_save', 'checkpoint_list', 'checkpoint_search', 'checkpoint_resume', 'checkpoint_delete', 'operation_status', 'operation_cancel'];

/** Long tools (kind `long`, docs/tools.md): they must carry operation_id and status in their output. */
const LONG_TOOLS = new Set(['checkpoint_save', 'remediation_consolidate', 'repository_index']);
const CONNECTOR_TOOLS = new Set(['search', 'fetch']);
const DESTRUCTIVE_TOOLS = new Set(['checkpoint_delete', 'remediation_delete', 'skill_delete', 'repository_remove', 'memory_delete']);

let listed: Tool[] = [];
let handle: McpServerHandle;
let client: Client;

beforeAll(async () => {
  // Nothing here reaches a daemon: tools/list is static (docs/architecture.md, "Lifecycle").
  const config = { ...defaultConfig({}), tenant: 'surface', noSpawn: true };
  const daemon = new DaemonClient({ url: 'http://127.0.0.1:9', tenant: 'surface', project: '' });
  const session = new Session('surface', config, daemon, silentLogger, async () => undefined);
  handle = createMcpServer(session, '0.0.0-test');
  client = new Client({ name: 'surface-test', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([handle.server.connect(serverSide), client.connect(clientSide)]);
  listed = (await client.listTools()).tools;
});

afterAll(async () => {
  await client.close();
  await handle.close();
});

describe('tool surface (docs/tools.md)', () => {
  it('registers only the documented names, and every spine tool', () => {
    const names = listed.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !(DESIGN_TOOLS as readonly string[]).includes(name))).toEqual([]);
    for (const name of SPINE_TOOLS) expect(names).toContain(name);
    expect(names.filter((name) => name.startsWith('checkpoint_')).sort()).toEqual(SPINE_TOOLS.filter((n) => n.startsWith('checkpoint_')).sort());
    expect(names.filter((name) => name.startsWith('operation_')).sort()).toEqual(['operation_cancel', 'operation_status']);
  });

  it("names every required argument in its tool's description, and shows an object argument's shape", () => {
    const missing: string[] = [];
    for (const tool of listed) {
      const schema = tool.inputSchema as { required?: string[]; properties?: Record<string, { type?: string | string[] }> };
      for (const field of schema.required ?? []) if (!tool.description?.includes(field)) missing.push(`${tool.name}: required ${field}`);
      for (const [field, prop] of Object.entries(schema.properties ?? {})) {
        const isObject = prop.type === 'object' || (Array.isArray(prop.type) && prop.type.includes('object'));
        // An object argument is shown as its shape ("field: {…") so a model does not pass a string.
        if (isObject && !new RegExp(`${field}\\W{1,4}\\{`).test(tool.description ?? '')) missing.push(`${tool.name}: object ${field} without an example`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists exactly the tools of the registry', () => {
    expect(listed.map((tool) => tool.name).sort()).toEqual(allTools.map((tool) => tool.name).sort());
  });

  it('names are family_verb snake_case, but for the connector tools whose names ChatGPT fixes (README.md, "MCP over HTTP")', () => {
    for (const tool of listed) if (!CONNECTOR_TOOLS.has(tool.name)) expect(tool.name).toMatch(/^[a-z]+_[a-z_]+$/);
  });

  it.each(SPINE_TOOLS)('%s has a description of at most 1 kB that says when to use it', (name) => {
    const tool = listed.find((t) => t.name === name)!;
    expect(tool.description!.length).toBeGreaterThan(40);
    expect(Buffer.byteLength(tool.description!, 'utf8')).toBeLessThanOrEqual(1024);
  });

  it('every tool has a description ≤ 1 kB, all four hints, and input and output schemas', () => {
    for (const tool of listed) {
      const where = tool.name;
      expect(tool.description, where).toBeTruthy();
      expect(Buffer.byteLength(tool.description ?? '', 'utf8'), where).toBeLessThanOrEqual(1024);
      const hints = tool.annotations ?? {};
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
        expect(typeof hints[hint], `${where}.${hint}`).toBe('boolean');
      }
      expect(hints.openWorldHint, where).toBe(false);
      expect(tool.inputSchema.type, where).toBe('object');
      expect(tool.outputSchema?.type, where).toBe('object');
      expect(Object.keys(tool.outputSchema?.properties ?? {}).length, where).toBeGreaterThan(0);
    }
  });

  it('hints follow the kind: reads are read-only, deletes destructive, long tools carry operation_id', () => {
    for (const tool of listed) {
      const hints = tool.annotations!;
      if (DESTRUCTIVE_TOOLS.has(tool.name)) expect(hints.destructiveHint, tool.name).toBe(true);
      else expect(hints.destructiveHint, tool.name).toBe(false);
      if (hints.readOnlyHint) expect(hints.destructiveHint, tool.name).toBe(false);
      if (LONG_TOOLS.has(tool.name)) {
        expect(hints.readOnlyHint, tool.name).toBe(false);
        expect(tool.outputSchema?.properties, tool.name).toHaveProperty('operation_id');
        expect(tool.outputSchema?.properties, tool.name).toHaveProperty('status');
      }
    }
    const byName = new Map(listed.map((tool) => [tool.name, tool.annotations!]));
    for (const name of ['checkpoint_list', 'checkpoint_search', 'checkpoint_resume', 'operation_status']) expect(byName.get(name)!.readOnlyHint, name).toBe(true);
    expect(byName.get('operation_cancel')!.readOnlyHint).toBe(false);
    expect(byName.get('checkpoint_save')!.readOnlyHint).toBe(false);
  });

  it('spine tools take the documented arguments, with the required ones required', () => {
    const schema = (name: string) => listed.find((t) => t.name === name)!.inputSchema as { properties: Record<string, unknown>; required?: string[] };
    const expectArgs = (name: string, args: string[], required: string[]) => {
      expect(Object.keys(schema(name).properties).sort(), name).toEqual(args.sort());
      expect((schema(name).required ?? []).sort(), name).toEqual(required.sort());
    };
    expectArgs('checkpoint_save', ['summary', 'name', 'context', 'full_state', 'session_id', 'tags', 'metadata', 'project_path'], ['summary']);
    expectArgs('checkpoint_list', ['session_id', 'limit', 'cursor', 'project_path'], []);
    expectArgs('checkpoint_search', ['query', 'limit', 'project_path'], ['query']);
    expectArgs('checkpoint_resume', ['id', 'level', 'max_tokens', 'project_path'], ['id']);
    expect(schema('checkpoint_delete').required).toEqual(['id']);
    expectArgs('operation_status', ['operation_id', 'wait_ms'], ['operation_id']);
    expectArgs('operation_cancel', ['operation_id'], ['operation_id']);
  });

  it('the server tells the model when to reach for each family', () => {
    const instructions = client.getInstructions() ?? '';
    for (const name of ['checkpoint_save', 'checkpoint_resume', 'operation_status']) expect(instructions).toContain(name);
  });
});
