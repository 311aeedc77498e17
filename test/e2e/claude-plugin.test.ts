import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eHome, type E2eHome } from '../helpers/e2e.js';
import { contextOf } from '../helpers/hooks.js';
import { tempDir } from '../helpers/tmp.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Claude Code's CLI, installed once per checkout (.tmp is not committed). */
const CLAUDE_DIR = join(ROOT, '.tmp', 'claude-code');
const CLAUDE = join(CLAUDE_DIR, 'node_modules', '.bin', 'claude');

function installClaude(): string | null {
  if (existsSync(CLAUDE)) return null;
  try {
    mkdirSync(CLAUDE_DIR, { recursive: true });
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', CLAUDE_DIR, '@anthropic-ai/claude-code'], { stdio: 'pipe', timeout: 240_000 });
    return existsSync(CLAUDE) ? null : 'npm installed @anthropic-ai/claude-code but no claude binary';
  } catch (error) {
    return `npm install @anthropic-ai/claude-code failed: ${String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).split('\n').slice(-3).join(' ')}`;
  }
}

/**
 * The Claude Code plugin shipped in the package, installed by Claude Code's
 * own CLI from a folder holding exactly the package's `files` (as npm ships
 * them) and its dependencies: marketplace add, install, list, the MCP server
 * connected by `claude mcp list`, and the hook command of hooks/hooks.json.
 */
describe('the Claude Code plugin, with the real claude CLI', () => {
  let skipReason: string | null = null;
  let h: E2eHome;
  let tmp: { dir: string; cleanup(): void };
  let pkg: string;
  let env: Record<string, string>;
  const claude = (...args: string[]) => run(CLAUDE, args, { env, cwd: tmp.dir, timeout: 90_000 });

  beforeAll(async () => {
    skipReason = installClaude();
    if (skipReason) return;
    h = await e2eHome();
    tmp = tempDir('contextd-plugin-');
    pkg = join(tmp.dir, 'contextd');
    mkdirSync(pkg);
    const { files } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    for (const entry of [...files.filter((f) => !f.startsWith('!')), 'package.json']) cpSync(join(ROOT, entry), join(pkg, entry), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(pkg, 'node_modules'));
    mkdirSync(join(tmp.dir, 'home'));
    env = h.env({ HOME: join(tmp.dir, 'home') });
  }, 300_000);
  afterAll(async () => {
    await h?.cleanup();
    tmp?.cleanup();
  });

  it('installs from the package folder as a marketplace and sets up the MCP server and the hooks', async (ctx) => {
    if (skipReason) {
      process.stdout.write(`skipped: ${skipReason}\n`);
      ctx.skip();
    }
    await claude('plugin', 'validate', pkg);
    await claude('plugin', 'marketplace', 'add', pkg);
    const installed = await claude('plugin', 'install', 'contextd@contextd');
    expect(installed.stdout).toContain('Successfully installed plugin: contextd@contextd');
    const list = JSON.parse((await claude('plugin', 'list', '--json')).stdout) as { id: string; enabled: boolean; mcpServers?: Record<string, { args?: string[] }> }[];
    const plugin = list.find((p) => p.id === 'contextd@contextd');
    expect(plugin?.enabled).toBe(true);
    expect(plugin?.mcpServers?.contextd?.args).toEqual(['--mcp']);
    // Claude Code starts the plugin's server and checks it answers.
    const mcp = await claude('mcp', 'list');
    expect(mcp.stdout).toMatch(/plugin:contextd:contextd: .*contextd\.js --mcp - ✔ Connected/);

    // The hook command as hooks/hooks.json writes it, with the root Claude Code gives plugins.
    const hooks = JSON.parse(readFileSync(join(pkg, 'hooks', 'hooks.json'), 'utf8')) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
    expect(Object.keys(hooks.hooks).sort()).toEqual(['PostCompact', 'PostToolUse', 'PostToolUseFailure', 'PreCompact', 'SessionEnd', 'SessionStart']);
    const command = hooks.hooks.SessionStart?.[0]?.hooks[0]?.command as string;
    const child = execFile('/bin/sh', ['-c', command], { env: { ...env, CLAUDE_PLUGIN_ROOT: pkg } });
    let stdout = '';
    child.stdout?.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stdin?.end(JSON.stringify({ session_id: 's', transcript_path: '/none', cwd: tmp.dir, hook_event_name: 'SessionStart', source: 'startup' }));
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(0);
    expect(contextOf({ code: 0, stdout, stderr: '', ms: 0 }, 'SessionStart')).toContain('checkpoint');
  }, 240_000);
});
