import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { connectMcp, textOf, type McpSession } from '../helpers/remediation-mcp.js';
import { tempDir } from '../helpers/tmp.js';

let daemon: TestDaemon;
let mcp: McpSession;
const folder = tempDir('contextd-rem-project-');

beforeAll(async () => {
  daemon = await startTestDaemon();
  mcp = await connectMcp(daemon, folder.dir);
});
afterAll(async () => {
  await mcp.close();
  await daemon.close();
  folder.cleanup();
});

const PORT_ERROR = 'Error: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle [as _listen2] (node:net:1817:16)';

describe('remediation tools through MCP', () => {
  it('lists the five remediation and two troubleshoot tools with annotations and output schemas', async () => {
    const { tools } = await mcp.client.listTools();
    const ours = tools.filter((t) => /^(remediation|troubleshoot)_/.test(t.name));
    expect(ours.map((t) => t.name).sort()).toEqual([
      'remediation_consolidate',
      'remediation_delete',
      'remediation_feedback',
      'remediation_record',
      'remediation_search',
      'troubleshoot_diagnose',
      'troubleshoot_patterns',
    ]);
    for (const tool of ours) {
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(tool.annotations?.openWorldHint, tool.name).toBe(false);
      expect(tool.description!.length, tool.name).toBeLessThan(1024);
    }
    expect(ours.find((t) => t.name === 'remediation_delete')!.annotations?.destructiveHint).toBe(true);
    expect(ours.find((t) => t.name === 'remediation_search')!.annotations?.readOnlyHint).toBe(true);
  });

  it('records, merges a repeat, finds it, and the text carries the fix', async () => {
    const first = await mcp.call('remediation_record', { title: 'Port 3000 busy', problem: PORT_ERROR, solution: 'lsof -i :3000 and kill the old dev server', category: 'node' });
    expect(first.isError).toBeFalsy();
    const id = (first.structuredContent as { id: string }).id;
    expect(textOf(first)).toContain(`Recorded remediation ${id}`);
    const again = await mcp.call('remediation_record', { title: 'Port busy again', problem: PORT_ERROR.replace('3000', '4000'), solution: 'lsof -i :3000 and kill the old dev server' });
    expect(again.structuredContent).toMatchObject({ id, created: false, merged_into: id, usage_count: 2 });
    expect(textOf(again)).toContain(`merged into ${id}`);

    const found = await mcp.call('remediation_search', { query: 'address already in use :::8080' });
    expect((found.structuredContent as { results: { id: string }[] }).results[0]!.id).toBe(id);
    expect(textOf(found)).toContain('lsof -i :3000 and kill the old dev server');
    const minimal = await mcp.call('remediation_search', { query: 'EADDRINUSE', content_mode: 'minimal' });
    expect(textOf(minimal)).not.toContain('solution:');
  });

  it('rates and deletes; feedback on the deleted record is not_found naming it', async () => {
    const rec = await mcp.call('remediation_record', { title: 'tmp', problem: 'Error: EMFILE: too many open files, watch', solution: 'ulimit -n 65536' });
    const id = (rec.structuredContent as { id: string }).id;
    const rated = await mcp.call('remediation_feedback', { id, helpful: false, note: 'did not help on macOS' });
    expect(rated.structuredContent).toMatchObject({ id, helpful_count: 0, unhelpful_count: 1 });
    expect((rated.structuredContent as { confidence: number }).confidence).toBeLessThan(0.6);
    const deleted = await mcp.call('remediation_delete', { id });
    expect(deleted.structuredContent).toEqual({ id, deleted: true });
    const after = await mcp.call('remediation_feedback', { id, helpful: true });
    expect(after.isError).toBe(true);
    expect(textOf(after)).toMatch(new RegExp(`^not_found: remediation '${id}' not found`));
  });
});

describe('bad input through MCP', () => {
  const cases: [string, string, Record<string, unknown>, RegExp][] = [
    ['oversize title', 'remediation_record', { title: 'x'.repeat(501), problem: 'p', solution: 's' }, /title.*at most 500/],
    ['oversize problem', 'remediation_record', { title: 't', problem: 'x'.repeat(20_001), solution: 's' }, /problem.*at most 20000/],
    ['empty solution', 'remediation_record', { title: 't', problem: 'p', solution: '' }, /solution.*must not be empty/],
    ['confidence above 1', 'remediation_record', { title: 't', problem: 'p', solution: 's', confidence: 1.5 }, /confidence.*at most 1/],
    ['unknown scope', 'remediation_record', { title: 't', problem: 'p', solution: 's', scope: 'global' }, /scope/],
    ['helpful not a boolean', 'remediation_feedback', { id: 'rem_x', helpful: 'yes' }, /helpful/],
    ['search limit over 50', 'remediation_search', { query: 'x', limit: 51 }, /limit.*at most 50/],
    ['query of the wrong type', 'remediation_search', { query: 42 }, /query/],
    ['min_confidence negative', 'remediation_search', { query: 'x', min_confidence: -0.1 }, /min_confidence.*at least 0/],
    ['threshold out of range', 'remediation_consolidate', { similarity_threshold: 2 }, /similarity_threshold.*at most 1/],
    ['oversize error_message', 'troubleshoot_diagnose', { error_message: 'e'.repeat(50_001) }, /error_message.*at most 50000/],
    ['diagnose limit over 20', 'troubleshoot_diagnose', { error_message: 'x', limit: 21 }, /limit.*at most 20/],
  ];
  for (const [what, tool, args, message] of cases) {
    it(`${what} → isError invalid_params naming the field and limit`, async () => {
      const result = await mcp.call(tool, args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^invalid_params: /);
      expect(textOf(result)).toMatch(message);
    });
  }

  it('an unknown ecosystem is invalid_params naming the ecosystems', async () => {
    const result = await mcp.call('troubleshoot_patterns', { ecosystem: 'cobol' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^invalid_params: ecosystem: 'cobol' is not one of node, npm/);
  });

  it('unknown ids are not_found naming the id', async () => {
    for (const tool of ['remediation_delete', 'remediation_feedback']) {
      const result = await mcp.call(tool, { id: 'rem_doesnotexist', helpful: true });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^not_found: remediation 'rem_doesnotexist' not found/);
    }
  });
});

describe('troubleshooting through MCP', () => {
  it('diagnoses with signature, evidence, recommendations and the recorded fix', async () => {
    const result = await mcp.call('troubleshoot_diagnose', {
      error_message: 'Error: listen EADDRINUSE: address already in use 0.0.0.0:5000\n    at Server.setupListenHandle [as _listen2] (node:net:1817:16)',
      context: { command: 'npm run dev' },
    });
    expect(result.isError).toBeFalsy();
    const d = result.structuredContent as {
      signature: { ecosystem: string; error_type: string };
      hypotheses: { pattern_id: string; evidence: string[] }[];
      recommendations: string[];
      related_remediations: { title: string }[];
      confidence: number;
    };
    expect(d.signature).toMatchObject({ ecosystem: 'node', error_type: 'EADDRINUSE' });
    expect(d.hypotheses[0]!.pattern_id).toBe('node.eaddrinuse');
    expect(d.hypotheses[0]!.evidence.join('\n')).toContain('EADDRINUSE');
    expect(d.recommendations.length).toBeGreaterThan(0);
    expect(d.related_remediations[0]!.title).toBe('Port 3000 busy');
    expect(d.confidence).toBeGreaterThan(0.5);
    expect(textOf(result)).toContain('Fixes recorded before:');
  });

  it('lists patterns by ecosystem and finds them by plain words', async () => {
    const docker = await mcp.call('troubleshoot_patterns', { ecosystem: 'docker', limit: 50 });
    const patterns = (docker.structuredContent as { patterns: { ecosystem: string; example: string; fix: string }[] }).patterns;
    expect(patterns.length).toBeGreaterThan(3);
    expect(patterns.every((p) => p.ecosystem === 'docker' && p.example && p.fix)).toBe(true);
    const plain = await mcp.call('troubleshoot_patterns', { query: 'port already in use', limit: 3 });
    expect((plain.structuredContent as { patterns: { id: string }[] }).patterns.map((p) => p.id)).toContain('node.eaddrinuse');
  });
});

describe('remediation_consolidate through MCP', () => {
  it('reports clusters on a dry run and merges each cluster on a real run', async () => {
    const project = tempDir('contextd-rem-consolidate-');
    const session = await connectMcp(daemon, project.dir);
    try {
      const record = async (problem: string, solution: string) =>
        ((await session.call('remediation_record', { title: problem.slice(0, 40), problem, solution })).structuredContent as { id: string }).id;
      const keep = await record('fatal: detected dubious ownership in repository at /work/repo', 'Mark the repository safe: git config --global --add safe.directory /work/repo');
      const dup = await record('fatal: detected dubious ownership in repository at /srv/app', 'Mark the repository as safe with git config --global --add safe.directory /srv/app');
      const other = await record('fatal: detected dubious ownership in repository at /srv/app', 'chown -R the checkout to the user that runs git');
      await session.call('remediation_feedback', { id: keep, helpful: true });

      const dry = await session.call('remediation_consolidate', {});
      expect(dry.isError).toBeFalsy();
      expect(dry.structuredContent).toMatchObject({ status: 'succeeded', dry_run: true, scanned: 3, merged_count: 1, clusters: [{ keep_id: keep, merged_ids: [dup] }] });
      expect(textOf(dry)).toContain('Run with dry_run: false to merge');

      const real = await session.call('remediation_consolidate', { dry_run: false });
      expect(real.structuredContent).toMatchObject({ dry_run: false, merged_count: 1, clusters: [{ keep_id: keep, merged_ids: [dup] }] });
      const found = (await session.call('remediation_search', { query: 'detected dubious ownership in repository', limit: 10 })).structuredContent as {
        results: { id: string; usage_count: number }[];
      };
      expect(found.results.map((r) => r.id).sort()).toEqual([keep, other].sort());
      expect(found.results.find((r) => r.id === keep)!.usage_count).toBe(2);
      const again = await session.call('remediation_consolidate', { dry_run: false });
      expect(again.structuredContent).toMatchObject({ merged_count: 0, clusters: [] });
    } finally {
      await session.close();
      project.cleanup();
    }
  });

  it('reports progress and stops when cancelled', async () => {
    const scope = { tenant: 'tester', project: 'proj-cancel' };
    const { remediations, runner } = daemon.services;
    for (let i = 0; i < 200; i++) {
      await remediations.record(scope, {
        title: `widget ${i}`,
        problem: `Error: widget ${i} failed with code W${i * 7}`,
        solution: `restart widget number ${i} with flag --w${i}`,
        tags: [],
        affected_files: [],
        scope: 'project',
        confidence: 0.6,
      });
    }
    const input = { scope: 'project' as const, similarity_threshold: 0.85, dry_run: false };
    const finished = async (id: string) => {
      let op = await runner.get(scope, id);
      while (!['succeeded', 'failed', 'cancelled'].includes(op.status)) op = await runner.wait(scope, id, op.version, 5_000);
      return op;
    };
    const full = await finished((await runner.start(scope, 'remediation_consolidate', { ...input, dry_run: true })).id);
    expect(full.progress).toMatchObject({ done: 400, total: 400 });
    expect(full.result).toMatchObject({ scanned: 200 });

    // Cancelled right after it started: it stops at its next step and merges nothing.
    const started = await runner.start(scope, 'remediation_consolidate', input);
    await runner.cancel(scope, started.id);
    expect((await finished(started.id)).status).toBe('cancelled');
    expect(await daemon.services.store.remediations.count(scope, ['proj-cancel'])).toBe(200);
  });
});
