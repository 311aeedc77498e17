import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcp, daemonPids, e2eHome, freePort, startServe, structured, textOf, type E2eHome, type McpProcess } from '../helpers/e2e.js';
import { contextOf, daemonGet as get, gitProject, runHook } from '../helpers/hooks.js';

const FIXTURE = readFileSync(new URL('../fixtures/hooks/transcript.jsonl', import.meta.url), 'utf8');

/**
 * `contextd hook` end to end: the built bin started as Claude Code starts a
 * command hook (event JSON on stdin), a real daemon, and what the hook saved
 * read back through `contextd --mcp` in the same project.
 */
describe('contextd hook', () => {
  let h: E2eHome;
  let project: string;
  let transcriptPath: string;
  let mcp: McpProcess;
  const base = (event: string, extra: Record<string, unknown> = {}) => ({
    session_id: 'sess-1',
    transcript_path: transcriptPath,
    cwd: project,
    permission_mode: 'default',
    hook_event_name: event,
    ...extra,
  });

  beforeAll(async () => {
    h = await e2eHome();
    project = gitProject(h.home, 'shop');
    transcriptPath = join(h.home, 'transcript.jsonl');
    writeFileSync(transcriptPath, FIXTURE);
    await startServe(h);
    mcp = await connectMcp(h, { cwd: project });
  });
  afterAll(async () => {
    await mcp?.close();
    await h?.cleanup();
  });

  const checkpoints = async () => structured<{ checkpoints: { id: string; name: string; summary: string; tags: string[] }[] }>(await mcp.call('checkpoint_list', {})).checkpoints;

  it('SessionStart says there is no checkpoint yet and what contextd offers', async () => {
    const run = await runHook(h, base('SessionStart', { source: 'startup' }));
    expect(run.code).toBe(0);
    const text = contextOf(run, 'SessionStart');
    expect(text).toContain('no checkpoint for this project');
    expect(text).toContain('checkpoint_resume');
    expect(text.length).toBeLessThanOrEqual(2_000);
  });

  it('PreCompact saves a checkpoint built from the transcript, with the redacted transcript as full state', async () => {
    const run = await runHook(h, base('PreCompact', { trigger: 'auto', custom_instructions: '' }));
    expect(run).toMatchObject({ code: 0, stdout: '' });
    const found = await pollCheckpoints((cps) => cps.find((c) => c.tags.includes('precompact')));
    expect(found.name).toMatch(/^Before compaction: The checkout total is wrong when a coupon is applied/);
    const full = textOf(await mcp.call('checkpoint_resume', { id: found.id, level: 'full', max_tokens: 100_000 }));
    expect(full).toContain('Task: The checkout total is wrong when a coupon is applied');
    expect(full).toContain('Latest request: Also use the deploy token');
    expect(full).toContain('Files changed (2): /home/dev/shop/src/cart.ts, /home/dev/shop/CHANGELOG.md');
    expect(full).toContain('Commands: 2 run, 1 failed');
    expect(full).toContain('Last assistant message: Fixed: a coupon now subtracts its percentage');
    const context = textOf(await mcp.call('checkpoint_resume', { id: found.id, level: 'context' }));
    expect(context).toContain('## Prompts (2)');
    expect(context).not.toContain('/cost');
    // The transcript itself is the full state, its secret redacted.
    expect(full).toContain('"toolu_03"');
    expect(full).not.toContain('ghp_R8x2Lq9ZtY4mN7vB1cK5pW3sD6fH0jA2eG8u');
    expect(full).toContain('[REDACTED:');
  });

  async function pollCheckpoints<T>(pick: (cps: Awaited<ReturnType<typeof checkpoints>>) => T | undefined): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = pick(await checkpoints());
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('checkpoint did not appear');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('PostCompact keeps the compact summary as a checkpoint, and SessionStart then names it', async () => {
    const summary = '## Summary\nCoupon totals fixed in src/cart.ts; next: release notes for 2.4.';
    const run = await runHook(h, base('PostCompact', { trigger: 'manual', compact_summary: summary }));
    expect(run).toMatchObject({ code: 0, stdout: '' });
    const found = await pollCheckpoints((cps) => cps.find((c) => c.tags.includes('postcompact')));
    expect(found.name).toBe('After compaction: Summary');
    expect(found.summary).toContain('Coupon totals fixed');
    const start = contextOf(await runHook(h, base('SessionStart', { source: 'compact' })), 'SessionStart');
    expect(start).toContain('checkpoint "After compaction: Summary"');
    expect(start).toContain('Coupon totals fixed in src/cart.ts');
    expect(start).toContain(found.id);
  });

  it('learns a remediation from failure → edit → success of the same command, once, below a hand-written confidence', async () => {
    const error = "Exit code 2\nsrc/price.ts(14,9): error TS2322: Type 'string' is not assignable to type 'number'.\n";
    const failed = await runHook(h, base('PostToolUseFailure', { session_id: 'sess-2', tool_name: 'Bash', tool_use_id: 'toolu_a', tool_input: { command: 'npx tsc --noEmit' }, error, is_interrupt: false }));
    expect(failed.code).toBe(0);
    const diagnosis = contextOf(failed, 'PostToolUseFailure');
    expect(diagnosis).toContain('TS2322');
    expect(diagnosis.length).toBeLessThanOrEqual(1_500);
    const edit = await runHook(h, base('PostToolUse', {
      session_id: 'sess-2',
      tool_name: 'Edit',
      tool_input: { file_path: join(project, 'src/price.ts'), old_string: 'const cents: number = input.value;', new_string: 'const cents: number = Number(input.value);' },
      tool_response: { filePath: join(project, 'src/price.ts'), success: true },
    }));
    expect(edit).toMatchObject({ code: 0, stdout: '' });
    const passed = await runHook(h, base('PostToolUse', { session_id: 'sess-2', tool_name: 'Bash', tool_input: { command: 'npx tsc  --noEmit' }, tool_response: { stdout: '', stderr: '', interrupted: false } }));
    expect(passed).toMatchObject({ code: 0, stdout: '' });

    const hits = structured<{ results: { id: string; title: string; solution: string; confidence: number }[] }>(
      await mcp.call('remediation_search', { query: "error TS2322: Type 'string' is not assignable to type 'number'", content_mode: 'full' }),
    ).results;
    const learned = hits.find((r) => r.title.includes('fixed by editing src/price.ts'));
    expect(learned).toBeDefined();
    expect(learned!.confidence).toBeLessThan(0.6);
    expect(learned!.solution).toContain('- const cents: number = input.value;');
    expect(learned!.solution).toContain('+ const cents: number = Number(input.value);');
    expect(learned!.solution).toContain('npx tsc  --noEmit` passed');
    const record = await daemonGet<{ affected_files: string[]; problem: string; tags: string[] }>(`/v1/remediations/${learned!.id}`);
    expect(record.affected_files).toEqual(['src/price.ts']);
    expect(record.problem).toContain('Command `npx tsc --noEmit` failed');
    expect(record.tags).toEqual(['learned', 'hooks']);

    // The same failure in another session: the diagnosis names the learned fix by title.
    const again = contextOf(
      await runHook(h, base('PostToolUseFailure', { session_id: 'sess-3', tool_name: 'Bash', tool_input: { command: 'npx tsc --noEmit' }, error })),
      'PostToolUseFailure',
    );
    expect(again).toContain(learned!.title.slice(0, 60));
    // The same cycle again merges into the record (no copy).
    await runHook(h, base('PostToolUse', { session_id: 'sess-3', tool_name: 'Edit', tool_input: { file_path: join(project, 'src/price.ts'), old_string: 'const cents: number = input.value;', new_string: 'const cents: number = Number(input.value);' } }));
    await runHook(h, base('PostToolUse', { session_id: 'sess-3', tool_name: 'Bash', tool_input: { command: 'npx tsc --noEmit' } }));
    const after = structured<{ results: { id: string; title: string; usage_count: number }[] }>(await mcp.call('remediation_search', { query: "error TS2322: Type 'string' is not assignable to type 'number'" })).results;
    const copies = after.filter((r) => r.title.includes('fixed by editing src/price.ts'));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.usage_count).toBe(2);
  });

  it('redacts what it learns, and keeps only the head of a large edit', async () => {
    const session = { session_id: 'sess-secret' };
    const error = 'Exit code 1\nError: connect ECONNREFUSED postgres://admin:Sup3rS3cretPassw0rd@db.internal:5432/shop';
    await runHook(h, base('PostToolUseFailure', { ...session, tool_name: 'Bash', tool_input: { command: 'npm run migrate' }, error }));
    const big = Array.from({ length: 500 }, (_, i) => `line ${i}`).join('\n');
    await runHook(h, base('PostToolUse', { ...session, tool_name: 'Write', tool_input: { file_path: join(project, 'config/db.js'), content: big } }));
    await runHook(h, base('PostToolUse', { ...session, tool_name: 'Bash', tool_input: { command: 'npm run migrate' } }));
    const hits = structured<{ results: { id: string; title: string }[] }>(await mcp.call('remediation_search', { query: 'connect ECONNREFUSED postgres db.internal:5432' })).results;
    const learned = hits.find((r) => r.title.includes('fixed by editing config/db.js'));
    expect(learned).toBeDefined();
    const record = await daemonGet<{ problem: string; solution: string }>(`/v1/remediations/${learned!.id}`);
    expect(record.problem).not.toContain('Sup3rS3cretPassw0rd');
    expect(record.problem).toContain('[REDACTED:');
    expect(record.solution).toContain('--- config/db.js (written, 500 lines)');
    expect(record.solution).toContain('+ line 11\n+ … (488 more lines)');
    expect(record.solution).not.toContain('line 12\n');
  });

  it('SessionEnd saves a session checkpoint when enough happened, and nothing for an idle session', async () => {
    const before = (await checkpoints()).length;
    const idle = await runHook(h, base('SessionEnd', { session_id: 'sess-idle', reason: 'prompt_input_exit' }));
    expect(idle).toMatchObject({ code: 0, stdout: '' });
    for (const command of ['npm run lint', 'npm test']) {
      await runHook(h, base('PostToolUse', { session_id: 'sess-end', tool_name: 'Bash', tool_input: { command } }));
    }
    const end = await runHook(h, base('SessionEnd', { session_id: 'sess-end', reason: 'prompt_input_exit' }));
    expect(end).toMatchObject({ code: 0, stdout: '' });
    expect(end.ms).toBeLessThan(1_500 + 1_000);
    const found = await pollCheckpoints((cps) => cps.find((c) => c.tags.includes('sessionend')));
    expect(found.name).toContain('Session end: The checkout total is wrong');
    expect((await checkpoints()).length).toBe(before + 1);
  });

  it('UserPromptSubmit is off by default, and offers relevant memories when config hooks.events turns it on', async () => {
    const prompt = base('UserPromptSubmit', { prompt: "tsc says error TS2322: Type 'string' is not assignable to type 'number' in src/price.ts" });
    expect(await runHook(h, prompt)).toMatchObject({ code: 0, stdout: '' });
    writeFileSync(join(h.home, 'config.json'), JSON.stringify({ hooks: { events: ['SessionStart', 'UserPromptSubmit'] } }));
    try {
      const text = contextOf(await runHook(h, prompt), 'UserPromptSubmit');
      expect(text).toContain('fixed by editing src/price.ts');
      expect(text.length).toBeLessThanOrEqual(1_500);
      // PostToolUse is not in that list: it is now ignored.
      expect(await runHook(h, base('PostToolUseFailure', { tool_name: 'Bash', tool_input: { command: 'false' }, error: 'Exit code 1' }))).toMatchObject({ code: 0, stdout: '' });
    } finally {
      writeFileSync(join(h.home, 'config.json'), '{}');
    }
  });

  it('never breaks the editor: bad input, unknown events and huge errors exit 0 with nothing or the one JSON object on stdout', async () => {
    for (const input of ['', 'not json', '[1,2]', JSON.stringify({ hook_event_name: 'Notification', session_id: 's', cwd: project, message: 'hi' }), JSON.stringify({ hook_event_name: 'SessionStart' })]) {
      const run = await runHook(h, input);
      expect(run, input).toMatchObject({ code: 0, stdout: '', stderr: '' });
    }
    const huge = `Exit code 1\n${'x'.repeat(3 * 1024 * 1024)}\nError: Cannot find module 'left-pad'\nRequire stack:\n- /app/index.js`;
    const run = await runHook(h, base('PostToolUseFailure', { session_id: 'sess-huge', tool_name: 'Bash', tool_input: { command: 'node index.js' }, error: huge }));
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(5_000);
    const text = contextOf(run, 'PostToolUseFailure');
    expect(text).toContain('Node cannot find a required module');
    // The recorded TS2322 fix shares no words with this error: it is not offered.
    expect(text).not.toContain('TS2322');
    // An error nothing matches prints nothing.
    const unknown = await runHook(h, base('PostToolUseFailure', { session_id: 'sess-huge', tool_name: 'Bash', tool_input: { command: 'make' }, error: 'Exit code 3\nquux frobnicated' }));
    expect(unknown).toMatchObject({ code: 0, stdout: '' });
    const log = readFileSync(join(h.home, 'logs', 'hooks.log'), 'utf8');
    expect(log).toContain('"level":"skipped","msg":"input is not JSON"');
  });

  it('answers within 5 s with exit 0 and logs when the daemon is down and auto-start is off', async () => {
    const port = await freePort();
    const run = await runHook(h, base('SessionStart', { source: 'startup' }), { args: ['--no-spawn'], env: { CONTEXTD_PORT: String(port) } });
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(run.ms).toBeLessThan(5_000);
    expect(readFileSync(join(h.home, 'logs', 'hooks.log'), 'utf8')).toContain(`no daemon at http://127.0.0.1:${port}`);
  });

  it('answers by its deadline when the port accepts but never answers, and when another program answers', async () => {
    const silent = createServer((socket) => socket.on('data', () => undefined));
    const foreign = createServer((socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 5\r\nconnection: close\r\n\r\nhello'));
    const listen = (server: ReturnType<typeof createServer>) =>
      new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)));
    try {
      const silentPort = await listen(silent);
      const slow = await runHook(h, base('SessionStart'), { env: { CONTEXTD_PORT: String(silentPort) } });
      expect(slow).toMatchObject({ code: 0, stdout: '', stderr: '' });
      expect(slow.ms).toBeGreaterThan(4_000);
      expect(slow.ms).toBeLessThan(5_000 + 1_000);
      const end = await runHook(h, base('SessionEnd', { reason: 'other' }), { env: { CONTEXTD_PORT: String(silentPort) } });
      expect(end.code).toBe(0);
      expect(end.ms).toBeLessThan(1_500 + 1_000);
      const foreignPort = await listen(foreign);
      expect(await runHook(h, base('SessionStart'), { env: { CONTEXTD_PORT: String(foreignPort) } })).toMatchObject({ code: 0, stdout: '', stderr: '' });
      const log = readFileSync(join(h.home, 'logs', 'hooks.log'), 'utf8');
      // The hook's own deadline and the request's timeout end at the same moment; on a loaded machine either timer fires first.
      expect(log).toMatch(/deadline of 4500 ms reached|did not answer within \d+ ms/);
      expect(log).toContain('something that is not JSON');
    } finally {
      silent.close();
      foreign.close();
    }
  }, 20_000);

  it('Stop after little activity saves nothing', async () => {
    const before = (await checkpoints()).length;
    const stop = await runHook(h, base('Stop', { session_id: 'sess-stop', stop_hook_active: false, last_assistant_message: 'Done.' }));
    expect(stop).toMatchObject({ code: 0, stdout: '' });
    expect((await checkpoints()).length).toBe(before);
  });

  it('opt-outs: CONTEXTD_HOOKS=off, the project switch and subagent events store and print nothing', async () => {
    const compact = (session: string, extra: Record<string, unknown> = {}) =>
      base('PostCompact', { session_id: session, compact_summary: `Opt-out probe ${session}`, ...extra });
    expect(await runHook(h, base('SessionStart'), { env: { CONTEXTD_HOOKS: 'off' } })).toMatchObject({ code: 0, stdout: '' });
    expect(await runHook(h, compact('off-env'), { env: { CONTEXTD_HOOKS: 'off' } })).toMatchObject({ code: 0, stdout: '' });
    expect(await runHook(h, compact('off-agent', { agent_id: 'agent-7', agent_type: 'Explore' }))).toMatchObject({ code: 0, stdout: '' });
    mkdirSync(join(project, '.contextd'), { recursive: true });
    writeFileSync(join(project, '.contextd', 'hooks-off'), '');
    try {
      expect(await runHook(h, base('SessionStart'))).toMatchObject({ code: 0, stdout: '' });
      expect(await runHook(h, compact('off-project'))).toMatchObject({ code: 0, stdout: '' });
    } finally {
      rmSync(join(project, '.contextd'), { recursive: true });
    }
    // A probe that is not opted out lands: the three above did not.
    await runHook(h, compact('on'));
    await pollCheckpoints((cps) => cps.find((c) => c.summary.includes('Opt-out probe on')));
    expect((await checkpoints()).filter((c) => c.summary.includes('Opt-out probe off'))).toEqual([]);
  });

  const daemonGet = <T>(path: string) => get<T>(h, path, project);
});

describe('contextd hook without a daemon', () => {
  it('starts the daemon like --mcp does and answers SessionStart', async () => {
    const h = await e2eHome();
    try {
      const root = gitProject(h.home, 'app');
      const run = await runHook(h, { session_id: 's', transcript_path: '/nonexistent', cwd: root, hook_event_name: 'SessionStart', source: 'startup' });
      expect(run.code).toBe(0);
      expect(contextOf(run, 'SessionStart')).toContain('no checkpoint for this project');
      expect(daemonPids(h.port)).toHaveLength(1);
    } finally {
      await h.cleanup();
    }
  });
});
