import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ListRootsRequestSchema, type CallToolResult, type JSONRPCMessage, type Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTerminal } from '../../src/api/operations.js';
import { DaemonClient } from '../../src/client/client.js';
import { createMcpServer, type McpServerHandle } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import { defaultConfig, type Config } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { projectIdForPath } from '../../src/util/project.js';
import { startTestDaemon, type TestDaemon, endedOperation, bulkLog } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * The MCP server in process: the real SDK client over InMemoryTransport, the
 * real Session and DaemonClient, a real daemon on a random port.
 */
const TENANT = 'mcp-tester';
let daemon: TestDaemon;
let tmp: ReturnType<typeof tempDir>;
let projectDir: string;

interface Connected {
  client: Client;
  session: Session;
  handle: McpServerHandle;
  /** Every message the server sent to the client, in order. */
  received: JSONRPCMessage[];
  call(name: string, args: Record<string, unknown>, opts?: { onprogress?: (p: Progress) => void; signal?: AbortSignal }): Promise<CallToolResult>;
  close(): Promise<void>;
}

async function connect(opts: { config?: Partial<Config>; roots?: string[] } = {}): Promise<Connected> {
  const config: Config = { ...defaultConfig({}), tenant: TENANT, url: daemon.url, noSpawn: true, ...opts.config };
  const daemonClient = new DaemonClient({ url: daemon.url, tenant: TENANT, project: '' });
  const session = new Session(`s-${Math.random().toString(16).slice(2, 8)}`, config, daemonClient, silentLogger, async () => undefined);
  const handle = createMcpServer(session, '0.0.0-test');
  const client = new Client({ name: 'inprocess-test', version: '1.0.0' }, { capabilities: opts.roots ? { roots: { listChanged: false } } : {} });
  if (opts.roots) {
    const roots = opts.roots;
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.map((uri) => ({ uri, name: 'root' })) }));
  }
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await handle.server.connect(serverSide);
  await client.connect(clientSide);
  const received: JSONRPCMessage[] = [];
  const deliver = clientSide.onmessage!;
  clientSide.onmessage = (message, extra) => {
    received.push(message);
    deliver(message, extra);
  };
  return {
    client,
    session,
    handle,
    received,
    call: async (name, args, callOpts = {}) =>
      (await client.callTool({ name, arguments: args }, undefined, {
        ...(callOpts.onprogress ? { onprogress: callOpts.onprogress, resetTimeoutOnProgress: true } : {}),
        ...(callOpts.signal ? { signal: callOpts.signal } : {}),
        timeout: 30_000,
      })) as CallToolResult,
    async close() {
      await client.close();
      await handle.close();
      await daemonClient.close();
    },
  };
}

const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
const structured = (result: CallToolResult) => result.structuredContent as Record<string, any>;


let main: Connected;

beforeAll(async () => {
  daemon = await startTestDaemon({ tenant: TENANT });
  tmp = tempDir();
  projectDir = join(tmp.dir, 'shop');
  mkdirSync(join(projectDir, '.git'), { recursive: true });
  mkdirSync(join(projectDir, 'src'));
  writeFileSync(join(projectDir, 'README.md'), 'not a directory');
  main = await connect({ roots: [pathToFileURL(projectDir).href] });
});

afterAll(async () => {
  await main.close();
  await daemon.close();
  tmp.cleanup();
});

describe('checkpoint tools end to end through MCP', () => {
  it('save → list → search → resume → delete', async () => {
    const saved = await main.call('checkpoint_save', {
      summary: 'Wired the payment retry queue; next: dead-letter alerts',
      context: 'Retries use exponential backoff capped at 5 attempts.',
      tags: ['payments'],
      session_id: 'sess-mcp',
    });
    expect(saved.isError, text(saved)).toBeFalsy();
    const out = structured(saved);
    expect(out).toMatchObject({ status: 'succeeded', name: 'Wired the payment retry queue; next: dead-letter alerts', redactions: 0 });
    expect(out.operation_id).toMatch(/^op_/);
    expect(out.id).toMatch(/^cp_/);
    expect(out.token_count).toBeGreaterThan(0);
    expect(text(saved)).toContain(out.id);

    const listed = await main.call('checkpoint_list', { session_id: 'sess-mcp' });
    expect(structured(listed).checkpoints.map((c: { id: string }) => c.id)).toEqual([out.id]);
    expect(text(listed)).toContain(out.id);
    expect(text(listed)).toContain('payment retry queue');

    const found = await main.call('checkpoint_search', { query: 'payment retry backoff' });
    expect(structured(found).results[0].id).toBe(out.id);
    expect(text(found)).toMatch(new RegExp(`^1\\. ${out.id}`));

    const resumed = await main.call('checkpoint_resume', { id: out.id });
    expect(structured(resumed)).toMatchObject({ id: out.id, level: 'context', truncated: false });
    expect(text(resumed)).toContain('Retries use exponential backoff capped at 5 attempts.');

    const cut = await main.call('checkpoint_resume', { id: out.id, max_tokens: 10 });
    expect(structured(cut).truncated).toBe(true);
    expect(text(cut)).toContain('truncated to 10 tokens');

    const deleted = await main.call('checkpoint_delete', { id: out.id });
    expect(structured(deleted)).toEqual({ id: out.id, deleted: true });
    const gone = await main.call('checkpoint_resume', { id: out.id });
    expect(gone.isError).toBe(true);
    expect(text(gone)).toMatch(new RegExp(`^not_found: checkpoint '${out.id}' not found \\(event [0-9a-f]{12}\\)$`));
  });

  it('operation_status and operation_cancel report the operation', async () => {
    const saved = structured(await main.call('checkpoint_save', { summary: 'status probe' }));
    const status = await main.call('operation_status', { operation_id: saved.operation_id });
    expect(structured(status)).toMatchObject({ id: saved.operation_id, kind: 'checkpoint_save', status: 'succeeded', result: { id: saved.id } });
    expect(text(status)).toContain(`Operation ${saved.operation_id} (checkpoint_save) is succeeded`);
    const waited = await main.call('operation_status', { operation_id: saved.operation_id, wait_ms: 200 });
    expect(structured(waited).status).toBe('succeeded');
    const cancel = await main.call('operation_cancel', { operation_id: saved.operation_id });
    expect(structured(cancel).status).toBe('succeeded'); // finished ones come back unchanged
  });
});

describe('long tools (docs/architecture.md, "A long tool call")', () => {
  it('sends progress with the operation id for a multi-MB save when asked, and puts the final numbers in the result', async () => {
    const events: Progress[] = [];
    const before = main.received.length;
    const result = await main.call('checkpoint_save', { summary: 'big state', full_state: bulkLog(4 * 1024 * 1024) }, { onprogress: (p) => events.push(p) });
    expect(result.isError, text(result)).toBeFalsy();
    const out = structured(result);
    expect(out).toMatchObject({ status: 'succeeded', redactions: 0 });
    expect(out.token_count).toBeGreaterThan(1_000_000);
    const notes = main.received.slice(before).filter((m) => 'method' in m && m.method === 'notifications/progress') as { params: Record<string, any> }[];
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(events.length).toBe(notes.length);
    for (const note of notes) expect(note.params._meta).toMatchObject({ 'contextd/operation_id': out.operation_id });
    const progress = notes.map((n) => n.params.progress as number);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThan(progress[i - 1]!);
    expect(notes.some((n) => typeof n.params.total === 'number' && n.params.total >= 4 * 1024 * 1024)).toBe(true);
    expect(notes.some((n) => /redact/.test(n.params.message))).toBe(true);
    // Nothing arrives after the response.
    const responseIndex = main.received.findIndex((m, i) => i >= before && 'result' in m);
    expect(main.received.slice(responseIndex + 1).some((m) => 'method' in m && m.method === 'notifications/progress')).toBe(false);
  });

  it("repository_index's last progress notification states the final numbers, sent before the response", async () => {
    const tree = join(projectDir, 'gen');
    for (let i = 0; i < 40; i++) {
      mkdirSync(join(tree, `m${i % 4}`), { recursive: true });
      writeFileSync(join(tree, `m${i % 4}`, `f${i}.ts`), `export function handler${i}(x: number): number {\n  return x * ${i};\n}\n`);
    }
    const before = main.received.length;
    const result = await main.call('repository_index', { path: tree }, { onprogress: () => undefined });
    expect(result.isError, text(result)).toBeFalsy();
    const responseIndex = main.received.findIndex((m, i) => i >= before && 'result' in m);
    const notes = main.received.slice(before, responseIndex).filter((m) => 'method' in m && m.method === 'notifications/progress') as { params: Record<string, any> }[];
    const progress = notes.map((n) => n.params.progress as number);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThan(progress[i - 1]!);
    // The indexer reports a step at the total before its final numbers (held back: progress must increase); the final numbers go out last.
    expect(notes.at(-1)?.params).toMatchObject({ progress: 40, total: 40, message: '40 files: 40 indexed, 0 unchanged, 0 removed, 0 skipped; 40 chunks' });
  });

  it('sends no progress without a progress token', async () => {
    const before = main.received.length;
    const result = await main.call('checkpoint_save', { summary: 'big state, quietly', full_state: bulkLog(3 * 1024 * 1024) });
    expect(structured(result).status).toBe('succeeded');
    expect(main.received.slice(before).filter((m) => 'method' in m && m.method === 'notifications/progress')).toEqual([]);
  });

  it('returns a running handle when the wait budget is spent, and operation_status follows it', async () => {
    const impatient = await connect({ config: { operationTimeoutMs: 1 }, roots: [pathToFileURL(projectDir).href] });
    try {
      const result = await impatient.call('checkpoint_save', { summary: 'slow one', full_state: bulkLog(3 * 1024 * 1024) });
      expect(result.isError, text(result)).toBeFalsy();
      const handle = structured(result);
      expect(['running', 'queued']).toContain(handle.status);
      expect(handle.operation_id).toMatch(/^op_/);
      expect(handle.id).toBeUndefined();
      expect(text(result)).toContain(`operation_status with operation_id "${handle.operation_id}"`);
      let op = structured(await impatient.call('operation_status', { operation_id: handle.operation_id, wait_ms: 5_000 }));
      while (!isTerminal(op.status)) op = structured(await impatient.call('operation_status', { operation_id: handle.operation_id, wait_ms: 5_000 }));
      expect(op.status).toBe('succeeded');
      expect(op.result.id).toMatch(/^cp_/);
    } finally {
      await impatient.close();
    }
  });

  it('cancels the daemon operation when the client aborts the call', async () => {
    const controller = new AbortController();
    let operationId: string | null = null;
    const pending = main
      .call('checkpoint_save', { summary: 'abort me', full_state: bulkLog(5 * 1024 * 1024) }, {
        signal: controller.signal,
        onprogress: (p) => {
          operationId ??= ((p as { _meta?: Record<string, string> })._meta?.['contextd/operation_id'] as string | undefined) ?? null;
          if (operationId && p.progress > 0) controller.abort('user pressed stop');
        },
      })
      .then(
        () => 'resolved',
        (error: Error) => error,
      );
    const outcome = await pending;
    expect(outcome).toBeInstanceOf(Error);
    expect(operationId).toMatch(/^op_/);
    const op = await endedOperation(daemon, TENANT, operationId!);
    expect(op.status).toBe('cancelled');
    expect(op.error?.code).toBe('cancelled');
  });
});

const LIMIT_CASES: [string, string, Record<string, unknown>, RegExp[]][] = [
  ['checkpoint_save', 'missing summary', {}, [/summary/]],
  ['checkpoint_save', 'summary of the wrong type', { summary: 42 }, [/summary/, /string/]],
  ['checkpoint_save', 'summary too long', { summary: 'x'.repeat(10_001) }, [/summary/, /10000/]],
  ['checkpoint_save', 'name too long', { summary: 's', name: 'n'.repeat(201) }, [/name/, /200/]],
  ['checkpoint_save', 'context too long', { summary: 's', context: 'c'.repeat(200_001) }, [/context/, /200000/]],
  ['checkpoint_save', 'full_state too large', { summary: 's', full_state: 'f'.repeat(5 * 1024 * 1024 + 1) }, [/full_state/, /5242880 bytes/]],
  ['checkpoint_save', 'too many tags', { summary: 's', tags: Array.from({ length: 33 }, (_, i) => `t${i}`) }, [/tags/, /32/]],
  ['checkpoint_save', 'tags of the wrong type', { summary: 's', tags: 'one,two' }, [/tags/]],
  ['checkpoint_save', 'session_id too long', { summary: 's', session_id: 's'.repeat(129) }, [/session_id/, /128/]],
  ['checkpoint_list', 'limit over 100', { limit: 101 }, [/limit/, /100/]],
  ['checkpoint_list', 'limit of the wrong type', { limit: 'ten' }, [/limit/]],
  ['checkpoint_list', 'cursor too long', { cursor: 'c'.repeat(257) }, [/cursor/, /256/]],
  ['checkpoint_list', 'a cursor it did not issue', { cursor: 'bogus' }, [/cursor/]],
  ['checkpoint_search', 'missing query', {}, [/query/]],
  ['checkpoint_search', 'query too long', { query: 'q'.repeat(2_001) }, [/query/, /2000/]],
  ['checkpoint_search', 'limit over 50', { query: 'q', limit: 51 }, [/limit/, /50/]],
  ['checkpoint_resume', 'missing id', {}, [/id/]],
  ['checkpoint_resume', 'max_tokens over 1 000 000', { id: 'cp_x', max_tokens: 1_000_001 }, [/max_tokens/, /1000000/]],
  ['checkpoint_resume', 'max_tokens under 1', { id: 'cp_x', max_tokens: 0 }, [/max_tokens/, /at least 1/]],
  ['checkpoint_resume', 'unknown level', { id: 'cp_x', level: 'everything' }, [/level/]],
  ['checkpoint_resume', 'id too long', { id: 'i'.repeat(129) }, [/id/, /128/]],
  ['checkpoint_delete', 'missing id', {}, [/id/]],
  ['checkpoint_delete', 'id of the wrong type', { id: 7 }, [/id/]],
  ['operation_status', 'missing operation_id', {}, [/operation_id/]],
  ['operation_status', 'wait_ms over 25000', { operation_id: 'op_x', wait_ms: 25_001 }, [/wait_ms/, /25000/]],
  ['operation_cancel', 'missing operation_id', {}, [/operation_id/]],
  ['checkpoint_list', 'project_path too long', { project_path: 'p'.repeat(4_097) }, [/project_path/, /4096/]],
];

describe('invalid arguments come back as isError naming the field and the limit', () => {
  it.each(LIMIT_CASES)('%s: %s', async (tool, _what, args, mentions) => {
    const result = await main.call(tool, args);
    expect(result.isError, text(result)).toBe(true);
    expect(text(result)).toMatch(/^invalid_params: /);
    for (const mention of mentions) expect(text(result)).toMatch(mention);
    expect(text(result)).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['checkpoint_resume', { id: 'cp_00000000000000000000000000' }, /checkpoint 'cp_00000000000000000000000000' not found/],
    ['checkpoint_delete', { id: 'cp_00000000000000000000000000' }, /checkpoint 'cp_00000000000000000000000000' not found/],
    ['operation_status', { operation_id: 'op_missing' }, /operation 'op_missing' not found/],
    ['operation_cancel', { operation_id: 'op_missing' }, /operation 'op_missing' not found/],
  ] as [string, Record<string, unknown>, RegExp][])('%s with an unknown id → not_found', async (tool, args, message) => {
    const result = await main.call(tool, args);
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^not_found: /);
    expect(text(result)).toMatch(message);
    expect(text(result)).toMatch(/\(event [0-9a-f]{12}\)$/);
  });

  it('project_path that is not a directory → invalid_params naming it', async () => {
    for (const path of [join(projectDir, 'README.md'), join(projectDir, 'missing')]) {
      const result = await main.call('checkpoint_list', { project_path: path });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/^invalid_params: project_path: '.*' is not a readable directory/);
    }
  });

  it('the server is still healthy after all of that', async () => {
    expect((await main.call('checkpoint_list', { limit: 1 })).isError).toBeFalsy();
  });
});

describe('scope binding', () => {
  const saveAndFind = async (conn: Connected, summary: string) => {
    const out = structured(await conn.call('checkpoint_save', { summary }));
    return out.id as string;
  };
  const projectsHolding = async (id: string, projects: string[]) => {
    const found: string[] = [];
    for (const project of projects) if (await daemon.services.store.checkpoints.get({ tenant: TENANT, project }, id)) found.push(project);
    return found;
  };

  it('binds the project from the client roots', async () => {
    const id = await saveAndFind(main, 'bound from roots');
    expect((await main.session.scope()).source).toBe('roots');
    const fromRoots = projectIdForPath(projectDir).id;
    expect(await projectsHolding(id, [fromRoots, projectIdForPath(process.cwd()).id])).toEqual([fromRoots]);
    expect(fromRoots).toMatch(/^shop-[0-9a-f]{8}$/);
  });

  it('falls back to the working directory without roots, and to --project before that', async () => {
    const plain = await connect();
    const flagged = await connect({ config: { project: join(projectDir, 'src') } });
    try {
      const cwdId = await saveAndFind(plain, 'bound from cwd');
      expect((await plain.session.scope()).source).toBe('cwd');
      expect(await projectsHolding(cwdId, [projectIdForPath(process.cwd()).id])).toHaveLength(1);
      const flagId = await saveAndFind(flagged, 'bound from --project');
      expect((await flagged.session.scope()).source).toBe('flag');
      // A subfolder binds its git top-level: the same project as the roots session.
      expect(await projectsHolding(flagId, [projectIdForPath(projectDir).id])).toHaveLength(1);
    } finally {
      await plain.close();
      await flagged.close();
    }
  });

  it('project_path reaches another project of the same tenant', async () => {
    const other = join(tmp.dir, 'other-app');
    mkdirSync(other);
    const out = structured(await main.call('checkpoint_save', { summary: 'in the other project', project_path: other }));
    expect(await projectsHolding(out.id, [projectIdForPath(other).id, projectIdForPath(projectDir).id])).toEqual([projectIdForPath(other).id]);
    const listed = await main.call('checkpoint_list', { project_path: other });
    expect(structured(listed).checkpoints.map((c: { id: string }) => c.id)).toEqual([out.id]);
    const here = await main.call('checkpoint_list', { limit: 100 });
    expect(structured(here).checkpoints.map((c: { id: string }) => c.id)).not.toContain(out.id);
  });
});
