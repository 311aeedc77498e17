import { CallToolResultSchema, CreateTaskResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectMcp, e2eHome, type E2eHome, type McpProcess } from '../helpers/e2e.js';

/** MCP tasks and the connector tools over real stdio: `contextd --mcp` (the bundle) spawned by the SDK's stdio client. */
let h: E2eHome;
let mcp: McpProcess;

beforeAll(async () => {
  h = await e2eHome();
  mcp = await connectMcp(h);
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  await h?.cleanup();
});

it('a long tool called with task runs as a task: created, polled, its result read', async () => {
  const { task } = await mcp.client.request(
    { method: 'tools/call', params: { name: 'checkpoint_save', arguments: { summary: 'stdio task checkpoint' }, task: { ttl: 60_000 } } },
    CreateTaskResultSchema,
    { timeout: 30_000 },
  );
  let status = task.status;
  const deadline = Date.now() + 20_000;
  while (status === 'working' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await mcp.client.experimental.tasks.getTask(task.taskId)).status;
  }
  expect(status).toBe('completed');
  const result = (await mcp.client.experimental.tasks.getTaskResult(task.taskId, CallToolResultSchema)) as CallToolResult;
  expect(result.structuredContent).toMatchObject({ status: 'succeeded', name: 'stdio task checkpoint' });

  const found = await mcp.call('search', { query: 'stdio task checkpoint' });
  const { results } = JSON.parse((found.content[0] as { text: string }).text) as { results: Array<{ id: string }> };
  expect(results.map((r) => r.id)).toContain(`checkpoint:${(result.structuredContent as { id: string }).id}`);
}, 60_000);
