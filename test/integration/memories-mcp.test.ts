import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { connectMcp, textOf, type McpSession } from '../helpers/remediation-mcp.js';
import { tempDir } from '../helpers/tmp.js';

let daemon: TestDaemon;
let mcp: McpSession;
let other: McpSession;
const folder = tempDir('contextd-mem-project-');
const otherFolder = tempDir('contextd-mem-other-');

beforeAll(async () => {
  daemon = await startTestDaemon();
  mcp = await connectMcp(daemon, folder.dir);
  other = await connectMcp(daemon, otherFolder.dir);
});
afterAll(async () => {
  await mcp.close();
  await other.close();
  await daemon.close();
  folder.cleanup();
  otherFolder.cleanup();
});

type Recorded = { id: string; created: boolean; merged_into: string | null; usage_count: number; possibly_supersedes: { id: string; content: string }[]; redactions: number };
type Hit = { id: string; content: string; kind: string; tags: string[]; score: number; confidence: number; superseded_by: string | null };

async function record(session: McpSession, args: Record<string, unknown>): Promise<Recorded> {
  const out = await session.call('memory_record', args);
  expect(out.isError, textOf(out)).toBeFalsy();
  return out.structuredContent as Recorded;
}
async function search(session: McpSession, args: Record<string, unknown>): Promise<Hit[]> {
  const out = await session.call('memory_search', args);
  expect(out.isError, textOf(out)).toBeFalsy();
  return (out.structuredContent as { results: Hit[] }).results;
}

describe('memory tools through MCP', () => {
  it('lists the five memory tools with annotations and output schemas', async () => {
    const { tools } = await mcp.client.listTools();
    const ours = tools.filter((t) => t.name.startsWith('memory_'));
    expect(ours.map((t) => t.name).sort()).toEqual(['memory_delete', 'memory_feedback', 'memory_list', 'memory_record', 'memory_search']);
    for (const tool of ours) expect(tool.outputSchema, tool.name).toBeDefined();
    expect(ours.find((t) => t.name === 'memory_delete')!.annotations?.destructiveHint).toBe(true);
    expect(ours.find((t) => t.name === 'memory_search')!.annotations?.readOnlyHint).toBe(true);
    const init = mcp.client.getInstructions() ?? '';
    expect(init).toContain('memory_record');
    expect(init).toMatch(/session progress \(checkpoint_save\)/);
  });

  it('records, merges the same content (case, spaces, final stop) and finds it in other words', async () => {
    const first = await record(mcp, { content: 'We deploy the API with fly.io; the app name is acme-api.', kind: 'decision', tags: ['deploy'] });
    expect(first).toMatchObject({ created: true, merged_into: null, usage_count: 1, possibly_supersedes: [], redactions: 0 });
    const again = await record(mcp, { content: '  we deploy the API with  fly.io; the app name is acme-api ', kind: 'decision', tags: ['infra'] });
    expect(again).toMatchObject({ id: first.id, created: false, merged_into: first.id, usage_count: 2 });
    await record(mcp, { content: 'The REST API uses snake_case field names in every response.', kind: 'convention', tags: ['api'] });
    await record(mcp, { content: 'Ana owns the auth service and reviews every change to it.', kind: 'fact', tags: ['people'] });

    const hits = await search(mcp, { query: 'how do we deploy to production? fly' });
    expect(hits[0]!.id).toBe(first.id);
    expect(hits[0]!.tags.sort()).toEqual(['deploy', 'infra']);
    expect(hits[0]!.kind).toBe('decision');
    const byKind = await search(mcp, { query: 'API field names', kind: 'convention' });
    expect(byKind.map((h) => h.kind)).toEqual(['convention']);
    expect(await search(mcp, { query: 'API field names', kind: 'fact' })).toEqual([]);
    const byTag = await search(mcp, { query: 'auth service owner', tags: ['people'] });
    expect(byTag).toHaveLength(1);
    expect(await search(mcp, { query: 'auth service owner', tags: ['api'] })).toEqual([]);
    const text = textOf(await mcp.call('memory_search', { query: 'deploy fly.io' }));
    expect(text).toContain('We deploy the API with fly.io');
  });

  it('explicit supersedes hides the old memory unless include_superseded; deleting the new one restores it', async () => {
    const old = await record(mcp, { content: 'Logging goes through winston in every service.', kind: 'decision' });
    const next = await record(mcp, { content: 'Logging goes through pino now; winston was dropped.', kind: 'decision', supersedes: old.id });
    expect(next.possibly_supersedes).toEqual([]);
    let hits = await search(mcp, { query: 'which logging library' });
    expect(hits.map((h) => h.id)).toContain(next.id);
    expect(hits.map((h) => h.id)).not.toContain(old.id);
    hits = await search(mcp, { query: 'which logging library', include_superseded: true });
    expect(hits.find((h) => h.id === old.id)?.superseded_by).toBe(next.id);
    await mcp.call('memory_delete', { id: next.id });
    hits = await search(mcp, { query: 'which logging library' });
    expect(hits.map((h) => h.id)).toContain(old.id);
    const bad = await mcp.call('memory_record', { content: 'x', supersedes: 'mem_nothing' });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/supersedes: no memory 'mem_nothing'/);
  });

  it('suggests possibly_supersedes for a close memory of the same kind and scope, not for other kinds or subjects', async () => {
    const old = await record(mcp, { content: 'Use PostgreSQL 14 for the staging database.', kind: 'decision' });
    const unrelated = await record(mcp, { content: 'Frontend state lives in Zustand, not Redux.', kind: 'decision' });
    expect(unrelated.possibly_supersedes.map((p) => p.id)).not.toContain(old.id);
    const otherKind = await record(mcp, { content: 'Use PostgreSQL 16 for the staging database.', kind: 'fact' });
    expect(otherKind.possibly_supersedes).toEqual([]);
    const next = await record(mcp, { content: 'Use PostgreSQL 16 for the staging database.', kind: 'decision' });
    // Same normalized content as the fact: memories dedupe by content in a scope.
    expect(next).toMatchObject({ created: false, merged_into: otherKind.id });
    const fresh = await record(mcp, { content: 'Staging database: use PostgreSQL 16 for it.', kind: 'decision' });
    expect(fresh.possibly_supersedes).toEqual([{ id: old.id, content: 'Use PostgreSQL 14 for the staging database.' }]);
    const out = await mcp.call('memory_record', { content: 'The staging database uses PostgreSQL 16 now.', kind: 'decision' });
    expect(textOf(out)).toContain('It may replace');
  });

  it('keeps project memories to their project and tenant memories visible everywhere', async () => {
    const mine = await record(mcp, { content: 'Never touch the legacy billing module without a review from Maria.', kind: 'convention' });
    const shared = await record(mcp, { content: 'Every repository of ours uses pnpm workspaces, never npm or yarn.', kind: 'preference', scope: 'tenant' });
    const fromOther = await search(other, { query: 'legacy billing module review' });
    expect(fromOther.map((h) => h.id)).not.toContain(mine.id);
    expect((await search(other, { query: 'pnpm workspaces npm yarn' }))[0]!.id).toBe(shared.id);
    expect((await search(mcp, { query: 'pnpm workspaces npm yarn', scope: 'project' })).map((h) => h.id)).not.toContain(shared.id);
    expect((await search(mcp, { query: 'pnpm workspaces npm yarn', scope: 'tenant' }))[0]!.id).toBe(shared.id);
    const feedback = await other.call('memory_feedback', { id: mine.id, helpful: true });
    expect(feedback.isError).toBe(true);
    expect(textOf(feedback)).toMatch(/^not_found: memory/);
    const list = await other.call('memory_list', {});
    expect((list.structuredContent as { memories: { id: string }[] }).memories.map((m) => m.id)).toEqual([shared.id]);
  });

  it('lists newest first with kind and tag filters and pages with cursor', async () => {
    const session = await connectMcp(daemon, tempDir('contextd-mem-list-').dir);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await record(session, { content: `Convention number ${i}: rule ${i} applies.`, kind: i % 2 ? 'convention' : 'todo', tags: i < 2 ? ['early'] : [] })).id);
      const first = (await session.call('memory_list', { limit: 2 })).structuredContent as { memories: { id: string }[]; next_cursor: string | null };
      expect(first.memories.map((m) => m.id)).toEqual([ids[4], ids[3]]);
      const second = (await session.call('memory_list', { limit: 2, cursor: first.next_cursor })).structuredContent as { memories: { id: string }[] };
      expect(second.memories.map((m) => m.id)).toEqual([ids[2], ids[1]]);
      const conventions = (await session.call('memory_list', { kind: 'convention' })).structuredContent as { memories: { id: string }[] };
      expect(conventions.memories.map((m) => m.id)).toEqual([ids[3], ids[1]]);
      const early = (await session.call('memory_list', { tag: 'early' })).structuredContent as { memories: { id: string }[] };
      expect(early.memories.map((m) => m.id)).toEqual([ids[1], ids[0]]);
    } finally {
      await session.close();
    }
  });

  it('feedback moves confidence within bounds; delete is not_found afterwards', async () => {
    const m = await record(mcp, { content: 'The staging environment resets every Sunday night.' });
    let confidence = 0.6;
    for (let i = 0; i < 30; i++) {
      const out = (await mcp.call('memory_feedback', { id: m.id, helpful: true })).structuredContent as { confidence: number; helpful_count: number };
      expect(out.confidence).toBeGreaterThanOrEqual(confidence);
      confidence = out.confidence;
    }
    expect(confidence).toBeLessThanOrEqual(0.99);
    const down = (await mcp.call('memory_feedback', { id: m.id, helpful: false })).structuredContent as { confidence: number; unhelpful_count: number };
    expect(down.confidence).toBeLessThan(confidence);
    expect(down.unhelpful_count).toBe(1);
    expect((await mcp.call('memory_delete', { id: m.id })).structuredContent).toEqual({ id: m.id, deleted: true });
    const gone = await mcp.call('memory_delete', { id: m.id });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toContain(`memory '${m.id}' not found`);
  });

  it('redacts secrets in content, tags and source', async () => {
    const key = `ghp_${'Zx8Kq2LmN4pR7sT9vW1yB3dF5hJ6kA0cE2g'.slice(0, 35)}7`;
    const m = await record(mcp, { content: `The deploy bot token is ${key} (rotate monthly).`, tags: [key], source: `chat with ${key}` });
    expect(m.redactions).toBe(3);
    const read = await mcp.client.readResource({ uri: `contextd://memories/${m.id}` });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).not.toContain(key);
    expect(text).toContain('rotate monthly');
  });

  it('serves memories as resources', async () => {
    const m = await record(mcp, { content: 'The mobile app talks to the API through the BFF gateway.', kind: 'fact', tags: ['mobile'], source: 'architecture review' });
    const { resourceTemplates } = await mcp.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('contextd://memories/{id}');
    const read = await mcp.client.readResource({ uri: `contextd://memories/${m.id}` });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).toContain('The mobile app talks to the API through the BFF gateway.');
    expect(text).toContain('- tags: mobile');
    expect(text).toContain('- source: architecture review');
    const { resources } = await other.client.listResources();
    expect(resources.some((r) => r.uri === `contextd://memories/${m.id}`)).toBe(false);
  });

  it('refuses bad input naming the field and the limit', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ content: 'x'.repeat(4_001) }, /content.*at most 4000/],
      [{ content: '' }, /content.*must not be empty/],
      [{ content: 'x', kind: 'rumour' }, /kind must be one of fact, decision, convention, preference, todo/],
      [{ content: 'x', scope: 'all' }, /scope must be project or tenant/],
    ];
    for (const [args, message] of cases) {
      const out = await mcp.call('memory_record', args);
      expect(out.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(out)).toMatch(message);
    }
    const big = await mcp.call('memory_search', { query: 'x', limit: 51 });
    expect(big.isError).toBe(true);
    expect(textOf(big)).toMatch(/limit.*at most 50/);
  });

  it('opens a Claude Code session with the current conventions and preferences, this project first', async () => {
    const c = daemon.client('proj-hook');
    const tenant = await c.call(api.memoryRecord, { content: 'Answer in British English.', kind: 'preference', scope: 'tenant' });
    const old = await c.call(api.memoryRecord, { content: 'Commit messages follow Conventional Commits.', kind: 'convention' });
    await c.call(api.memoryRecord, { content: 'Commit messages are plain imperative sentences.', kind: 'convention', supersedes: old.id });
    await c.call(api.memoryRecord, { content: 'Ana owns the auth service.', kind: 'fact' });
    await c.call(api.memoryRecord, { content: 'Keep pull requests under 400 lines.', kind: 'preference' });
    const out = await c.call(api.hookEvent, { event: 'SessionStart', session_id: 'hook-session' });
    const lines = (out.additional_context ?? '').split('\n');
    expect(lines.slice(1, 4)).toEqual(['- convention: Commit messages are plain imperative sentences.', '- preference: Keep pull requests under 400 lines.', '- preference: Answer in British English.']);
    expect(out.additional_context).not.toContain('Conventional Commits');
    expect(out.additional_context).not.toContain('Ana owns');
    expect(out.additional_context).toContain('no checkpoint for this project yet');
    expect(tenant.created).toBe(true);
  });
});
