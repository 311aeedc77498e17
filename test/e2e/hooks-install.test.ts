import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/e2e.js';
import { tempDir } from '../helpers/tmp.js';

const run = promisify(execFile);

/** A settings file as a user has it: foreign keys, a foreign hook on one of our events, one on another event. */
const FOREIGN = {
  model: 'opus',
  permissions: { allow: ['Bash(npm test:*)'] },
  hooks: {
    PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'prettier --write "$CLAUDE_FILE"', timeout: 30 }] }],
    Notification: [{ hooks: [{ type: 'command', command: 'notify-send claude' }] }],
  },
  statusLine: { type: 'command', command: 'echo hi' },
};

describe('contextd hooks install | uninstall | status', () => {
  let tmp: { dir: string; cleanup(): void };
  let file: string;
  const cli = async (...args: string[]) => {
    const { stdout } = await run(BIN, ['--json', 'hooks', ...args, '--settings', file], { env: { PATH: '/usr/bin:/bin', HOME: tmp.dir, CONTEXTD_HOME: join(tmp.dir, 'home') } });
    return JSON.parse(stdout) as { events: string[]; command: string | null; changed?: boolean; removed?: number; resolves?: boolean };
  };

  beforeAll(() => {
    tmp = tempDir('contextd-hooks-install-');
    mkdirSync(join(tmp.dir, 'proj', '.claude'), { recursive: true });
    file = join(tmp.dir, 'proj', '.claude', 'settings.json');
    writeFileSync(file, JSON.stringify(FOREIGN, null, 2));
  });
  afterAll(() => tmp.cleanup());

  it('installs each event once, keeps every foreign key and hook, and removes exactly what it added', async () => {
    const first = await cli('install');
    expect(first.changed).toBe(true);
    expect(first.events).toEqual(['SessionStart', 'PostToolUse', 'PostToolUseFailure', 'PreCompact', 'PostCompact', 'SessionEnd']);
    // contextd is not on this PATH: the command is the bin's absolute path, which resolves.
    expect(first.command).toBe(`${BIN} hook`);
    const second = await cli('install');
    expect(second.changed).toBe(false);

    const settings = JSON.parse(readFileSync(file, 'utf8'));
    expect(settings.model).toBe('opus');
    expect(settings.permissions).toEqual(FOREIGN.permissions);
    expect(settings.statusLine).toEqual(FOREIGN.statusLine);
    expect(settings.hooks.Notification).toEqual(FOREIGN.hooks.Notification);
    expect(settings.hooks.PostToolUse).toEqual([
      FOREIGN.hooks.PostToolUse[0],
      { matcher: 'Bash|Edit|Write|MultiEdit|NotebookEdit', hooks: [{ type: 'command', command: `${BIN} hook`, timeout: 10 }] },
    ]);
    for (const event of first.events) {
      const ours = (settings.hooks[event] as { hooks: { command: string }[] }[]).flatMap((g) => g.hooks).filter((h) => h.command.endsWith(' hook'));
      expect(ours, event).toHaveLength(1);
    }
    expect(settings.hooks.PostToolUseFailure[0].matcher).toBe('Bash');

    const status = await cli('status');
    expect(status).toMatchObject({ command: `${BIN} hook`, resolves: true });
    expect([...status.events].sort()).toEqual([...first.events].sort());

    const removed = await cli('uninstall');
    expect(removed.removed).toBe(6);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(FOREIGN);
    expect((await cli('uninstall')).removed).toBe(0);
    expect((await cli('status')).events).toEqual([]);
  });

  it('the registered command runs: the bin answers a hook event with exit 0', async () => {
    await cli('install');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    const command = settings.hooks.SessionEnd[0].hooks[0].command as string;
    const child = execFile('/bin/sh', ['-c', command], { env: { PATH: '/usr/bin:/bin', HOME: tmp.dir, CONTEXTD_HOME: join(tmp.dir, 'home'), CONTEXTD_NO_SPAWN: '1' } });
    child.stdin?.end(JSON.stringify({ session_id: 's', cwd: tmp.dir, hook_event_name: 'SessionEnd', reason: 'other' }));
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(0);
    await cli('uninstall');
  });

  it('refuses a settings file that is not JSON, and leaves it alone', async () => {
    writeFileSync(file, '{ "model": "opus", ');
    await expect(cli('install')).rejects.toMatchObject({ code: 2 });
    expect(readFileSync(file, 'utf8')).toBe('{ "model": "opus", ');
    writeFileSync(file, JSON.stringify(FOREIGN, null, 2));
  });
});
