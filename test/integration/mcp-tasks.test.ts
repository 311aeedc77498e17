import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  type CallToolResult,
  type Progress,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountMcpHttp } from '../../src/mcp/http.js';
import { defaultConfig, type Config } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { startTestDaemon, type TestDaemon, endedOperation, bulkLog } from '../helpers/daemon.js';
import { McpClients } from '../helpers/mcp-clients.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * MCP tasks (spec 2025-11-25) on the long tools, through the SDK's real
 * client in process (the stdio server) and over Streamable HTTP at /mcp.
 */
const TENANT = 'tasks-tester';
const config: Config = { ...defaultConfig({}), tenant: TENANT, host: '127.0.0.1', noSpawn: true };
const tmp = tempDir('contextd-tasks-');
let daemon: TestDaemon;
let project: string;
const clients = new McpClients(() => daemon, config);
const inProcess = () => clients.inProcess(project);
const overHttp = () => clients.overHttp(project);


async function startTask(client: Client, name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void) {
  return client.request({ method: 'tools/call', params: { name, arguments: args, task: { ttl: 60_000 } } }, CreateTaskResultSchema, {
    timeout: 30_000,
    ...(onprogress ? { onprogress } : {}),
  });
}

beforeAll(async () => {
  daemon = await startTestDaemon({
    tenant: TENANT,
    extraRoutes: (app, info) => void mountMcpHttp(app, { config, version: '0.0.0-test', logger: silentLogger, url: info.url }),
  });
  project = join(tmp.dir, 'shop');
  mkdirSync(join(project, '.git'), { recursive: true });
});

afterAll(async () => {
  await clients.closeAll();
  await daemon.close();
  tmp.cleanup();
});

describe.each([
  ['in process (stdio server)', inProcess],
  ['Streamable HTTP /mcp', overHttp],
])('MCP tasks %s', (_name, connect) => {
  it('declares task support on the long tools and tasks in its capabilities', async () => {
    const client = await connect();
    expect(client.getServerCapabilities()?.tasks).toMatchObject({ cancel: {}, list: {}, requests: { tools: { call: {} } } });
    const tools = (await client.listTools()).tools as Tool[];
    const optional = tools.filter((t) => t.execution?.taskSupport === 'optional').map((t) => t.name).sort();
    expect(optional).toEqual(['checkpoint_save', 'remediation_consolidate', 'repository_index']);
  });

  it('a task is created at once, polled with tasks/get, and its result read with tasks/result', async () => {
    const client = await connect();
    const { task } = await startTask(client, 'checkpoint_save', { summary: 'Task-saved checkpoint of the billing work', full_state: bulkLog(512 * 1024) });
    expect(task.taskId).toMatch(/\S/);
    expect(['working', 'completed']).toContain(task.status);
    let status = task.status;
    const deadline = Date.now() + 20_000;
    while (!['completed', 'failed', 'cancelled'].includes(status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await client.experimental.tasks.getTask(task.taskId)).status;
    }
    expect(status).toBe('completed');
    const result = (await client.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema)) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as Record<string, unknown>;
    expect(out).toMatchObject({ status: 'succeeded', name: 'Task-saved checkpoint of the billing work' });
    expect(out.id).toMatch(/^cp_/);
    expect((await endedOperation(daemon, TENANT, out.operation_id as string)).status).toBe('succeeded');
  });

  it('tasks/cancel while running cancels the daemon operation', async () => {
    const client = await connect();
    let operationId: string | null = null;
    let seen!: () => void;
    const progressed = new Promise<void>((resolve) => (seen = resolve));
    const { task } = await startTask(client, 'checkpoint_save', { summary: 'cancel me', full_state: bulkLog(5 * 1024 * 1024) }, (p) => {
      operationId ??= ((p as { _meta?: Record<string, string> })._meta?.['contextd/operation_id'] as string | undefined) ?? null;
      if (operationId) seen();
    });
    // Over HTTP the call's stream ends with the task; tasks/get carries the progress (and the operation id) instead.
    const deadline = Date.now() + 10_000;
    while (!operationId && Date.now() < deadline) {
      const message = (await client.experimental.tasks.getTask(task.taskId)).statusMessage ?? '';
      operationId = /operation (op_\w+)/.exec(message)?.[1] ?? null;
      if (!operationId) await Promise.race([progressed, new Promise((resolve) => setTimeout(resolve, 20))]);
    }
    expect(operationId).toMatch(/^op_/);
    const cancelled = await client.experimental.tasks.cancelTask(task.taskId);
    expect(cancelled.status).toBe('cancelled');
    const op = await endedOperation(daemon, TENANT, operationId!);
    expect(op.status).toBe('cancelled');
    expect((await client.experimental.tasks.getTask(task.taskId)).status).toBe('cancelled');
  });

  it('a plain call to a long tool is unchanged: the result itself, no task', async () => {
    const client = await connect();
    const result = (await client.callTool({ name: 'checkpoint_save', arguments: { summary: 'plain call' } }, undefined, { timeout: 30_000 })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result).not.toHaveProperty('task');
    expect(result.structuredContent).toMatchObject({ status: 'succeeded', name: 'plain call' });
  });

  it('an unknown tool is a protocol error (invalid params), not a tool result', async () => {
    const client = await connect();
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining("there is no tool 'no_such_tool'") });
  });

  it('a task on a tool that is not long is refused as invalid params', async () => {
    const client = await connect();
    await expect(startTask(client, 'checkpoint_list', {})).rejects.toThrow(/does not run as a task/);
  });
});
