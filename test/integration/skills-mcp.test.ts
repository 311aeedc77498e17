import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { createMcpServer, type McpServerHandle } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import { defaultConfig } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import { projectIdForPath } from '../../src/util/project.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { BINARY_ASSET, TEXT_SCRIPT, skillMd, wireFiles } from '../helpers/skill-folder.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * The skills family through the real SDK client: an McpServer on an
 * in-memory transport, whose Session talks HTTP to a real test daemon.
 */
let daemon: TestDaemon;
let handle: McpServerHandle;
let client: Client;
let project: string;
let projectDir: { dir: string; cleanup(): void };
const notifications: string[] = [];

const RELEASE = {
  name: 'cut-release',
  description: 'Cut a release of the package: bump the version, tag it and draft release notes.',
  content: '# Release {{version}}\n\n1. `npm version {{version}}`\n2. Tag `v{{ version }}` on {{branch}}\n3. Push the tag.\n',
  arguments: [
    { name: 'version', description: 'semver of the release', required: true },
    { name: 'branch', description: 'branch to release from' },
  ],
  tags: ['release', 'git'],
};

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
}

async function ok<T = Record<string, unknown>>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = await call(name, args);
  if (result.isError) throw new Error(`${name} failed: ${text(result)}`);
  return result.structuredContent as T;
}

/** Waits until `count` notifications of `method` arrived (they travel after the tool result). */
async function notified(method: string, count: number): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (notifications.filter((m) => m === method).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} × ${method}, got ${notifications.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeAll(async () => {
  daemon = await startTestDaemon({ tenant: 'skills' });
  projectDir = tempDir('contextd-skills-project-');
  project = projectIdForPath(projectDir.dir).id;
  const config = { ...defaultConfig({}), url: daemon.url, tenant: 'skills', project: projectDir.dir, noSpawn: true };
  const daemonClient = new DaemonClient({ url: daemon.url, tenant: 'skills', project: '' });
  const session = new Session('skills-test', config, daemonClient, silentLogger, async () => undefined);
  handle = createMcpServer(session, '0.0.0-test');
  client = new Client({ name: 'skills-test', version: '1.0.0' });
  client.setNotificationHandler(PromptListChangedNotificationSchema, (n) => void notifications.push(n.method));
  client.setNotificationHandler(ResourceListChangedNotificationSchema, (n) => void notifications.push(n.method));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([handle.server.connect(serverSide), client.connect(clientSide)]);
});

afterAll(async () => {
  await client?.close();
  await handle?.close();
  await daemon?.close();
  projectDir?.cleanup();
});

describe('skill tools', () => {
  it('saves versions, gets the latest or a named one, and lists newest first', async () => {
    const v1 = await ok<{ id: string; name: string; version: number; scope: string }>('skill_save', RELEASE);
    expect(v1).toMatchObject({ name: 'cut-release', version: 1, scope: 'tenant' });
    const v2 = await ok<{ id: string; version: number }>('skill_save', { ...RELEASE, content: `${RELEASE.content}4. Announce {{version}}.\n` });
    expect(v2.version).toBe(2);

    const latest = await ok<{ version: number; latest_version: number; content: string; arguments: unknown[] }>('skill_get', { name: 'cut-release' });
    expect(latest).toMatchObject({ version: 2, latest_version: 2 });
    expect(latest.content).toContain('Announce');
    expect(latest.arguments).toEqual([
      { name: 'version', description: 'semver of the release', required: true },
      { name: 'branch', description: 'branch to release from', required: false },
    ]);
    const first = await ok<{ version: number; content: string }>('skill_get', { name: 'cut-release', version: 1 });
    expect(first.version).toBe(1);
    expect(first.content).not.toContain('Announce');
    const byId = await ok<{ version: number }>('skill_get', { name: v1.id });
    expect(byId.version).toBe(1);

    const missing = await call('skill_get', { name: 'cut-release', version: 9 });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/^not_found: skill 'cut-release' has no version 9 \(latest is 2\)/);
  });

  it("lists a skill's folder files and reads one with `file`: text as utf8, binary as base64", async () => {
    await daemon.client(project, 'skills').call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files: wireFiles() }], scope: 'project' });
    const listed = await call('skill_get', { name: 'ship' });
    expect(text(listed)).toContain(`- files beside SKILL.md (read one with skill_get \`file\`):\n  - assets/logo.bin (${BINARY_ASSET.length} bytes)\n  - scripts/x.py (${TEXT_SCRIPT.length} bytes)`);
    const script = await call('skill_get', { name: 'ship', file: 'scripts/x.py' });
    expect((script.structuredContent as { file: { encoding: string; content: string } }).file).toMatchObject({ encoding: 'utf8', content: TEXT_SCRIPT.toString('utf8') });
    expect(text(script)).toContain(TEXT_SCRIPT.toString('utf8'));
    const logo = (await ok<{ file: { encoding: string; content: string } }>('skill_get', { name: 'ship', file: 'assets/logo.bin' })).file;
    expect(logo.encoding).toBe('base64');
    expect(Buffer.from(logo.content, 'base64').equals(BINARY_ASSET)).toBe(true);
    const missing = await call('skill_get', { name: 'ship', file: 'scripts/none.py' });
    expect(text(missing)).toMatch(/^not_found: file: skill 'ship' version 1 has no file 'scripts\/none.py'; its files are: assets\/logo.bin, scripts\/x.py/);
    await ok('skill_delete', { name: 'ship' });
  });

  it('applies a skill: fills placeholders, reports unknown arguments, counts the use', async () => {
    const out = await ok<{ name: string; version: number; content: string; unknown_arguments: string[] }>('skill_apply', {
      name: 'cut-release',
      arguments: { version: '1.4.0', branch: 'main', colour: 'blue' },
    });
    expect(out).toMatchObject({ name: 'cut-release', version: 2, unknown_arguments: ['colour'] });
    expect(out.content).toBe('# Release 1.4.0\n\n1. `npm version 1.4.0`\n2. Tag `v1.4.0` on main\n3. Push the tag.\n4. Announce 1.4.0.\n');

    const missing = await call('skill_apply', { name: 'cut-release', arguments: { branch: 'main' } });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/^invalid_params: arguments: missing required argument 'version' of skill 'cut-release'/);

    const skill = await ok<{ usage_count: number; last_used_at: string | null }>('skill_get', { name: 'cut-release' });
    expect(skill.usage_count).toBe(1);
    expect(Date.parse(skill.last_used_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists with pagination and filters by scope and tag', async () => {
    await ok('skill_save', { name: 'add-migration', description: 'Add a database migration with a rollback.', content: 'Create `migrations/NNN_name.sql` and its down file.', tags: ['db'], scope: 'project' });
    await ok('skill_save', { name: 'triage-ci', description: 'Triage a failing CI job from its first error.', content: 'Open the first failing step.', tags: ['ci'] });

    const first = await ok<{ skills: { name: string; scope: string }[]; next_cursor: string | null }>('skill_list', { limit: 2 });
    expect(first.skills.map((s) => s.name)).toEqual(['triage-ci', 'add-migration']);
    expect(first.next_cursor).not.toBeNull();
    const second = await ok<{ skills: { name: string }[]; next_cursor: string | null }>('skill_list', { limit: 2, cursor: first.next_cursor });
    expect(second.skills.map((s) => s.name)).toEqual(['cut-release']);
    expect(second.next_cursor).toBeNull();

    const projectOnly = await ok<{ skills: { name: string; scope: string }[] }>('skill_list', { scope: 'project' });
    expect(projectOnly.skills).toEqual([expect.objectContaining({ name: 'add-migration', scope: 'project' })]);
    const tagged = await ok<{ skills: { name: string; usage_count: number; version: number }[] }>('skill_list', { tag: 'release' });
    expect(tagged.skills).toEqual([expect.objectContaining({ name: 'cut-release', version: 2, usage_count: 1 })]);
  });

  it('searches skills with the hybrid ranker', async () => {
    const out = await ok<{ results: { name: string; score: number }[] }>('skill_search', { query: 'database migration rollback' });
    expect(out.results[0]?.name).toBe('add-migration');
    const release = await ok<{ results: { name: string }[] }>('skill_search', { query: 'tag a new release version', limit: 1 });
    expect(release.results.map((r) => r.name)).toEqual(['cut-release']);
  });

  it('redacts secrets in content before storage', async () => {
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const saved = await ok<{ redactions: number }>('skill_save', {
      name: 'push-mirror',
      description: 'Push to the mirror.',
      content: `git push https://x:${secret}@github.com/acme/mirror.git\nGITHUB_TOKEN=${secret}\n`,
    });
    expect(saved.redactions).toBeGreaterThan(0);
    const skill = await ok<{ content: string }>('skill_get', { name: 'push-mirror' });
    expect(skill.content).not.toContain(secret);
    expect(skill.content).toContain('[REDACTED:');
  });

  it('deletes every version and sends list_changed for prompts and resources', async () => {
    const before = notifications.filter((m) => m === 'notifications/prompts/list_changed').length;
    await ok('skill_save', { name: 'short-lived', description: 'Gone soon.', content: 'Nothing to see.' });
    await ok('skill_save', { name: 'short-lived', description: 'Gone soon.', content: 'Still nothing.' });
    await notified('notifications/prompts/list_changed', before + 2);
    const out = await ok<{ name: string; deleted: boolean; versions: number }>('skill_delete', { name: 'short-lived' });
    expect(out).toEqual({ name: 'short-lived', deleted: true, versions: 2 });
    await notified('notifications/prompts/list_changed', before + 3);
    expect(notifications).toContain('notifications/resources/list_changed');

    const again = await call('skill_get', { name: 'short-lived' });
    expect(text(again)).toMatch(/^not_found: skill 'short-lived' not found/);
    const prompts = await client.listPrompts();
    expect(prompts.prompts.map((p) => p.name)).not.toContain('short-lived');
  });
});

describe('skill validation', () => {
  const base = { name: 'valid-name', description: 'A description.', content: 'Body.' };
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a name that is not kebab-case', { ...base, name: 'Not_Kebab' }, /name.*kebab-case.*64/],
    ['a name over 64 characters', { ...base, name: 'a'.repeat(65) }, /name.*at most 64 characters/],
    ['a description over 1024 characters', { ...base, description: 'd'.repeat(1025) }, /description.*at most 1024 characters/],
    ['content over 100000 characters', { ...base, content: 'x'.repeat(100_001) }, /content.*at most 100000 characters/],
    [
      'duplicate argument names',
      { ...base, content: '{{env}}', arguments: [{ name: 'env' }, { name: 'env', required: true }] },
      /arguments\[1\]\.name: duplicate argument name 'env'/,
    ],
    ['an undeclared placeholder', { ...base, content: 'Deploy to {{target}}.' }, /content: placeholder \{\{target\}\} is not declared in arguments/],
  ];
  it.each(cases)('rejects %s with invalid_params naming the field and the limit', async (_what, args, pattern) => {
    const result = await call('skill_save', args);
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^invalid_params:/);
    expect(text(result)).toMatch(pattern);
  });

  it('counts the content limit in characters, not UTF-16 units', async () => {
    const emoji = '🚀'.repeat(60_000); // 60 000 characters, 120 000 UTF-16 units
    const saved = await ok<{ version: number }>('skill_save', { ...base, name: 'emoji-heavy', content: emoji });
    expect(saved.version).toBe(1);
    await ok('skill_delete', { name: 'emoji-heavy' });
  });
});

describe('skills as prompts', () => {
  it('lists every visible skill with its arguments', async () => {
    const { prompts } = await client.listPrompts();
    const names = prompts.map((p) => p.name).sort();
    expect(names).toEqual(['add-migration', 'cut-release', 'push-mirror', 'triage-ci']);
    const release = prompts.find((p) => p.name === 'cut-release');
    expect(release?.description).toBe(RELEASE.description);
    expect(release?.arguments).toEqual([
      { name: 'version', description: 'semver of the release', required: true },
      { name: 'branch', description: 'branch to release from', required: false },
    ]);
  });

  it('reflects skills saved by another client of the daemon', async () => {
    await daemon.client(project, 'skills').call(api.skillSave, { name: 'from-elsewhere', description: 'Saved over HTTP.', content: 'Hi.', scope: 'project' });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toContain('from-elsewhere');
  });

  it('gets a prompt with the content filled in and counts the use', async () => {
    const result = await client.getPrompt({ name: 'cut-release', arguments: { version: '2.0.0', branch: 'next' } });
    expect(result.messages).toEqual([
      { role: 'user', content: { type: 'text', text: '# Release 2.0.0\n\n1. `npm version 2.0.0`\n2. Tag `v2.0.0` on next\n3. Push the tag.\n4. Announce 2.0.0.\n' } },
    ]);
    const skill = await ok<{ usage_count: number }>('skill_get', { name: 'cut-release' });
    expect(skill.usage_count).toBe(2);
  });

  it('answers a missing argument or an unknown prompt with a JSON-RPC error naming it', async () => {
    await expect(client.getPrompt({ name: 'cut-release', arguments: {} })).rejects.toThrow(/-32602.*invalid_params: arguments: missing required argument 'version'/);
    await expect(client.getPrompt({ name: 'no-such-skill' })).rejects.toThrow(/not_found: skill 'no-such-skill' not found/);
  });
});

describe('resources', () => {
  let checkpointId: string;

  beforeAll(async () => {
    const http = daemon.client(project, 'skills');
    const op = await http.call(api.checkpointSave, { summary: 'Refactored the auth module', context: 'Next: wire the token refresh.', full_state: 'FULL STATE DUMP' });
    const done = await http.waitOperation(op.id, 0, 5_000);
    for (let current = done; current.status !== 'succeeded'; ) current = await http.waitOperation(op.id, current.version, 5_000);
    const list = await http.call(api.checkpointList, {});
    checkpointId = list.checkpoints[0]?.id as string;
  });

  it('lists the four templates', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual([
      'contextd://checkpoints/{id}',
      'contextd://memories/{id}',
      'contextd://remediations/{id}',
      'contextd://skills/{name}',
    ]);
    expect(resourceTemplates.every((t) => t.mimeType === 'text/markdown')).toBe(true);
  });

  it('lists checkpoints and skills newest first', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris[0]).toBe(`contextd://checkpoints/${checkpointId}`);
    const skills = uris.filter((u) => u.startsWith('contextd://skills/'));
    expect(skills[0]).toBe('contextd://skills/from-elsewhere');
    expect(skills).toContain('contextd://skills/cut-release');
  });

  it('pages resources/list with a cursor', async () => {
    const http = daemon.client(project, 'skills');
    for (let i = 0; i < 55; i++) {
      await http.call(api.skillSave, { name: `bulk-${String(i).padStart(2, '0')}`, description: `Bulk skill ${i}.`, content: 'x', scope: 'project' });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      expect(page.resources.length).toBeLessThanOrEqual(50);
      seen.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((u) => u.startsWith('contextd://skills/bulk-'))).toHaveLength(55);
    expect(seen).toContain(`contextd://checkpoints/${checkpointId}`);
    // Newest first within the family: bulk-54 was saved last.
    expect(seen.find((u) => u.startsWith('contextd://skills/'))).toBe('contextd://skills/bulk-54');
  });

  it('reads a checkpoint, a skill and a remediation as markdown', async () => {
    const checkpoint = await client.readResource({ uri: `contextd://checkpoints/${checkpointId}` });
    expect(checkpoint.contents[0]).toMatchObject({ uri: `contextd://checkpoints/${checkpointId}`, mimeType: 'text/markdown' });
    const checkpointText = (checkpoint.contents[0] as { text: string }).text;
    expect(checkpointText).toContain('Refactored the auth module');
    expect(checkpointText).toContain('FULL STATE DUMP');

    const skill = await client.readResource({ uri: 'contextd://skills/cut-release' });
    const skillText = (skill.contents[0] as { text: string }).text;
    expect(skill.contents[0]?.mimeType).toBe('text/markdown');
    expect(skillText).toMatch(/^# cut-release\n/);
    expect(skillText).toContain('`version` (required): semver of the release');
    expect(skillText).toContain('# Release {{version}}');

    const http = daemon.client(project, 'skills');
    const recorded = await http.call(api.remediationRecord, {
      title: 'ESM import of a CommonJS default export',
      problem: 'TypeError: foo is not a function',
      solution: 'Use `import foo from "foo"` with esModuleInterop.',
      root_cause: 'The package is CommonJS.',
    });
    const remediation = await client.readResource({ uri: `contextd://remediations/${recorded.id}` });
    const remediationText = (remediation.contents[0] as { text: string }).text;
    expect(remediation.contents[0]?.mimeType).toBe('text/markdown');
    expect(remediationText).toMatch(/^# ESM import of a CommonJS default export\n/);
    expect(remediationText).toContain('## Solution');
    const { resources } = await client.listResources();
    const all = [...resources];
    for (let cursor = (await client.listResources()).nextCursor; cursor; ) {
      const page = await client.listResources({ cursor });
      all.push(...page.resources);
      cursor = page.nextCursor;
    }
    expect(all.map((r) => r.uri)).toContain(`contextd://remediations/${recorded.id}`);
  });

  it('answers an unknown resource with not_found', async () => {
    await expect(client.readResource({ uri: 'contextd://skills/never-saved' })).rejects.toThrow(/not_found: skill 'never-saved' not found/);
    await expect(client.readResource({ uri: 'contextd://checkpoints/cp_00000000000000000000000000' })).rejects.toThrow(/not_found/);
  });
});
