import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOK_LIMITS } from '../../src/api/hooks.js';
import { api } from '../../src/api/routes.js';
import { hookSettings } from '../../src/cli/hook-config.js';
import { EVENT_LIMITS, parseHookEvent } from '../../src/cli/hook-event.js';
import { HOOK_EVENT_PATH } from '../../src/cli/hook-http.js';
import { isOurHandler, withOurs, withoutOurs, INSTALLED_BY_DEFAULT, REGISTRATIONS } from '../../src/cli/hooks-settings.js';
import { classifyCommit } from '../../src/core/learn/classify.js';
import { parseDiff } from '../../src/core/learn/git.js';
import { HookSessionTable } from '../../src/core/hooks/sessions.js';
import { checkpointFromDigest, digestTranscript } from '../../src/core/hooks/transcript.js';
import { failureText, sessionStartText, sharedWords } from '../../src/core/hooks/text.js';
import { STRONG_RELATED } from '../../src/core/troubleshoot/service.js';
import { loadConfig, parseConfigFile } from '../../src/util/config.js';
import { DEFAULT_HOOK_EVENTS } from '../../src/util/hook-events.js';
import { tempDir } from '../helpers/tmp.js';

describe('hook settings (the zod-free reader of `contextd hook`)', () => {
  it('agrees with loadConfig on url, tenant, token and auto-start across the layers', () => {
    const tmp = tempDir();
    try {
      const cases: { file?: Record<string, unknown>; env: Record<string, string> }[] = [
        { env: {} },
        { env: { CONTEXTD_PORT: '9191' } },
        { file: { port: 9292, tenant: 'team', noSpawn: true }, env: {} },
        { file: { url: 'http://127.0.0.1:7000', token: 'file-token' }, env: { CONTEXTD_HOST: '::1' } },
        { file: { host: '0.0.0.0' }, env: { CONTEXTD_NO_SPAWN: 'yes', CONTEXTD_TENANT: 'me', CONTEXTD_TOKEN: 'env-token' } },
        { file: { port: 9292 }, env: { CONTEXTD_URL: 'http://localhost:9999', CONTEXTD_NO_SPAWN: '0' } },
      ];
      for (const [i, c] of cases.entries()) {
        const home = join(tmp.dir, String(i));
        mkdirSync(home);
        if (c.file) writeFileSync(join(home, 'config.json'), JSON.stringify(c.file));
        const env = { ...c.env, CONTEXTD_HOME: home };
        const full = loadConfig({}, env);
        const lite = hookSettings({}, env);
        expect({ url: lite.url, tenant: lite.tenant, token: lite.token, noSpawn: lite.noSpawn, home: lite.home }, JSON.stringify(c)).toEqual({
          url: full.url,
          tenant: full.tenant,
          token: full.token,
          noSpawn: full.noSpawn,
          home: full.home,
        });
      }
    } finally {
      tmp.cleanup();
    }
  });

  it('config hooks.events and hooks.subagents are validated keys; other keys under hooks are errors naming them', () => {
    expect(parseConfigFile(JSON.stringify({ hooks: { events: ['SessionStart'], subagents: true } }), 'c.json').hooks).toEqual({ events: ['SessionStart'], subagents: true });
    expect(() => parseConfigFile(JSON.stringify({ hooks: { evnts: [] } }), 'c.json')).toThrow(/evnts/);
    expect(() => parseConfigFile(JSON.stringify({ hooks: { events: ['Sessionstart'] } }), 'c.json')).toThrow(/hooks\.events/);
  });

  it('keeps the hook\u2019s own limits and path equal to the API contract', () => {
    for (const key of Object.keys(EVENT_LIMITS) as (keyof typeof EVENT_LIMITS)[]) {
      if (key === 'toolInputJson') expect(EVENT_LIMITS.toolInputJson).toBeLessThanOrEqual(HOOK_LIMITS.toolInputJson);
      else expect(EVENT_LIMITS[key], key).toBe(HOOK_LIMITS[key]);
    }
    expect(HOOK_EVENT_PATH).toBe(api.hookEvent.path);
  });
});

describe('parseHookEvent', () => {
  const settings = { events: new Set(DEFAULT_HOOK_EVENTS), subagents: false };
  const event = (fields: Record<string, unknown>) => JSON.stringify({ session_id: 's', cwd: '/p', hook_event_name: 'PostToolUse', ...fields });

  it('skips what contextd does not act on, saying why', () => {
    expect(parseHookEvent(event({ tool_name: 'Read' }), settings, '/')).toMatchObject({ act: false, reason: 'PostToolUse of Read' });
    expect(parseHookEvent(event({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', is_interrupt: true }), settings, '/')).toMatchObject({ act: false });
    expect(parseHookEvent(event({ tool_name: 'Bash', agent_id: 'a1' }), settings, '/')).toMatchObject({ act: false, reason: expect.stringContaining('subagent') });
    expect(parseHookEvent(event({ tool_name: 'Bash', agent_id: 'a1' }), { ...settings, subagents: true }, '/')).toMatchObject({ act: true });
    expect(parseHookEvent(event({ hook_event_name: 'UserPromptSubmit', prompt: 'hello there' }), settings, '/')).toMatchObject({ act: false, reason: expect.stringContaining('off') });
    expect(parseHookEvent('{"hook_event_name":"SessionStart"}', settings, '/')).toMatchObject({ act: false, reason: 'no session_id' });
  });

  it('cuts large fields: the error keeps its head and tail, tool input stays under the API limit', () => {
    const error = `Exit code 1\n${'a'.repeat(100_000)}\nfinal line`;
    const edits = Array.from({ length: 100 }, () => ({ old_string: 'o'.repeat(30_000), new_string: 'n'.repeat(30_000) }));
    const parsed = parseHookEvent(event({ hook_event_name: 'PostToolUse', tool_name: 'MultiEdit', tool_input: { file_path: '/p/a.ts', edits }, error }), settings, '/');
    if (!parsed.act) throw new Error(parsed.reason);
    const body = parsed.body as { error: string; tool_input: unknown };
    expect(body.error.length).toBe(HOOK_LIMITS.error);
    expect(body.error.startsWith('Exit code 1')).toBe(true);
    expect(body.error.endsWith('final line')).toBe(true);
    expect(JSON.stringify(body.tool_input).length).toBeLessThanOrEqual(HOOK_LIMITS.toolInputJson);
  });
});

describe('settings merge', () => {
  const foreign = { env: { A: '1' }, hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: 'lint-staged' }] }] } };

  it('install twice = once; uninstall restores the original exactly', () => {
    const once = withOurs(foreign, 'contextd hook', INSTALLED_BY_DEFAULT);
    expect(withOurs(once, 'contextd hook', INSTALLED_BY_DEFAULT)).toEqual(once);
    expect(withoutOurs(once)).toEqual({ settings: foreign, removed: INSTALLED_BY_DEFAULT.length });
    expect(withoutOurs({}).settings).toEqual({});
  });

  it('tells our handlers by their command only', () => {
    expect(isOurHandler({ type: 'command', command: 'contextd hook' })).toBe(true);
    expect(isOurHandler({ type: 'command', command: "'/opt/my tools/contextd/bin/contextd.js' hook" })).toBe(true);
    expect(isOurHandler({ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}/bin/contextd.js" hook' })).toBe(true);
    expect(isOurHandler({ type: 'command', command: 'contextd-notify hook' })).toBe(false);
    expect(isOurHandler({ type: 'command', command: 'echo contextd hooks' })).toBe(false);
  });
});

describe('the Claude Code plugin files', () => {
  const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));

  it('carry the package version and register what `hooks install` registers', () => {
    const { version, files } = read('package.json') as { version: string; files: string[] };
    expect(read('.claude-plugin/plugin.json').version).toBe(version);
    expect(read('.claude-plugin/marketplace.json').plugins[0]).toMatchObject({ name: 'contextd', source: './', version });
    expect(files).toEqual(expect.arrayContaining(['.claude-plugin', 'hooks', '.mcp.json', 'bin']));
    const hooks = read('hooks/hooks.json').hooks as Record<string, { matcher?: string; hooks: { command: string; timeout: number }[] }[]>;
    expect(Object.keys(hooks).sort()).toEqual([...INSTALLED_BY_DEFAULT].sort());
    for (const event of INSTALLED_BY_DEFAULT) {
      const [group] = hooks[event] ?? [];
      expect(group?.matcher, event).toBe(REGISTRATIONS[event].matcher);
      expect(group?.hooks[0]?.timeout, event).toBe(REGISTRATIONS[event].timeout);
      expect(isOurHandler(group?.hooks[0]), event).toBe(true);
    }
    expect(read('.mcp.json').mcpServers.contextd).toEqual({ command: '${CLAUDE_PLUGIN_ROOT}/bin/contextd.js', args: ['--mcp'] });
  });
});

describe('fix commits', () => {
  it.each([
    ['fix: crash on empty config', '', 'fix'],
    ['fix(api)!: reject negative limits', '', 'fix'],
    ['Fix off-by-one in the cursor', '', 'fix'],
    ['Hotfix login redirect', '', 'fix'],
    ['Update parser', 'Fixes #12', 'fix'],
    ['Prevent crash when the cache is missing', '', 'fix'],
    ['Make the build work again', "Node 20 failed with:\n  TypeError: Cannot read properties of undefined (reading 'map')", 'fix'],
    ['Revert "feat: beta flag"', 'This reverts commit 0123456789abcdef.', 'revert'],
    ['feat: add coupons', 'fixes #3 of the roadmap', null],
    ['docs: fix the install steps', '', null],
    ['chore: bump deps', '', null],
    ['Fix typo in README', '', null],
    ['examples: fix path traversal in the download example', '', 'fix'],
    ['temp fix for res.removeHeader() after headers were sent', '', 'fix'],
    ['fix matchRequest tests', '', null],
    ['Add a settings page', '', null],
    ['refactor: split module', "TypeError: x is not a function", null],
  ])('%s → %s', (subject, body, kind) => {
    expect(classifyCommit({ subject, body })).toBe(kind);
  });

  it('bounds the diff of a commit and names its files', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `+line ${i}`).join('\n');
    const diff = parseDiff(`diff --git a/src/a.ts b/src/a.ts\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-old\n+new\ndiff --git a/big.txt b/big.txt\n+++ b/big.txt\n${lines}\n`);
    expect(diff.files).toEqual(['src/a.ts', 'big.txt']);
    expect(diff.diff).toContain('--- src/a.ts\n-old\n+new');
    expect(diff.diff).toContain('… (60 more changed lines)');
  });
});

describe('transcript digest and session table', () => {
  it('reads a Claude Code transcript: prompts without slash-command echoes, edits, commands and their failures', () => {
    const digest = digestTranscript(readFileSync(new URL('../fixtures/hooks/transcript.jsonl', import.meta.url), 'utf8') + 'not json\n{"type":"assistant"}\n');
    expect(digest.prompts).toHaveLength(2);
    expect(digest.filesChanged).toEqual(['/home/dev/shop/src/cart.ts', '/home/dev/shop/CHANGELOG.md']);
    expect(digest.commands.map((c) => [c.command, c.failed])).toEqual([['npm test', true], ['npm test', false]]);
    expect(digest.commands[0]?.error).toContain('1 failed');
    const text = checkpointFromDigest(digest, 'Before compaction');
    expect(text.summary.length).toBeLessThanOrEqual(10_000);
    expect(text.summary).toMatch(/^Task: The checkout total is wrong/);
  });

  it('forgets idle sessions and keeps at most maxSessions', () => {
    let now = 0;
    const table = new HookSessionTable({ ttlMs: 1_000, maxSessions: 2, now: () => now });
    table.get('t', 'p', 'a').editSeq = 5;
    now = 500;
    table.get('t', 'p', 'b');
    expect(table.get('t', 'p', 'a').editSeq).toBe(5);
    now = 1_600;
    expect(table.get('t', 'p', 'b').editSeq).toBe(0);
    expect(table.size).toBe(1);
    table.get('t', 'p', 'c');
    table.get('t', 'p', 'd');
    expect(table.size).toBe(2);
  });

  it('keeps the SessionStart text under its limit and counts shared words', () => {
    const latest = { id: 'cp_1', name: 'Coupons', summary: 'x '.repeat(5_000), created_at: new Date(Date.now() - 7_200_000).toISOString() };
    const text = sessionStartText(latest, Date.now(), 2_000);
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text).toContain('saved 2 h ago');
    expect(text).toContain('checkpoint_resume');
    expect(sharedWords("Error: Cannot find module 'left-pad'", 'npm install left-pad fixes Cannot find module')).toBe(4);
    expect(sharedWords('Error: failed', 'error failed')).toBe(0);
  });

  it('puts conventions and preferences first, whole lines within their share of the budget, and still says where work left off', () => {
    const latest = { id: 'cp_1', name: 'Coupons', summary: 'x '.repeat(5_000), created_at: new Date(Date.now() - 7_200_000).toISOString() };
    const standing = [
      { kind: 'convention', content: 'The REST API uses snake_case field names.' },
      { kind: 'preference', content: 'Keep pull requests under 400 lines.' },
      ...Array.from({ length: 40 }, (_, i) => ({ kind: 'convention', content: `Rule ${i}: ${'word '.repeat(20)}` })),
    ];
    const text = sessionStartText(latest, Date.now(), 2_000, standing);
    expect(text.length).toBeLessThanOrEqual(2_000);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/conventions and preferences/);
    expect(lines[1]).toBe('- convention: The REST API uses snake_case field names.');
    expect(lines[2]).toBe('- preference: Keep pull requests under 400 lines.');
    const block = lines.filter((l) => l.startsWith('- '));
    expect(block.length).toBeGreaterThan(5);
    expect(block.join('\n').length).toBeLessThanOrEqual(1_200);
    expect(block.every((l) => !l.endsWith('…'))).toBe(true);
    expect(text).toContain('checkpoint_resume {"id": "cp_1"}');
    expect(sessionStartText(latest, Date.now(), 2_000, [])).toBe(sessionStartText(latest, Date.now(), 2_000));
  });
});

describe('failure text', () => {
  const error = "Error: connect ECONNREFUSED 127.0.0.1:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)";
  const diagnosis = (score: number) => ({
    signature: { ecosystem: 'node', error_type: 'Error', normalized: 'connect ECONNREFUSED' },
    hypotheses: [],
    recommendations: [],
    related_remediations: [{ id: 'rem_1', title: 'connect ECONNREFUSED to a local service', solution: 'Start the service before the app', score }],
    confidence: 0,
  });

  it('names a recorded fix only when troubleshoot counts it as strong evidence and it shares words with the error', () => {
    // A record that shares the paste's words but only ranks as a weak match: an error whose fix nobody recorded meets such records.
    expect(failureText('npm start', error, diagnosis(STRONG_RELATED - 0.05), 4_000)).toBeNull();
    expect(failureText('npm start', error, diagnosis(STRONG_RELATED), 4_000)).toContain('"connect ECONNREFUSED to a local service" (rem_1)');
    expect(failureText('npm start', 'Segmentation fault (core dumped)', diagnosis(0.9), 4_000)).toBeNull();
  });
});
