import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { freePort, stopDaemons } from '../helpers/e2e.js';
import { tempDir } from '../helpers/tmp.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLAUDE_VERSION = '2.1.197';
/** Claude Code's CLI at a fixed version, installed once per checkout (.tmp is not committed). */
const CLAUDE_DIR = join(ROOT, '.tmp', `claude-code-${CLAUDE_VERSION}`);
const CLAUDE = join(CLAUDE_DIR, 'node_modules', '.bin', 'claude');
const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn'];
/** Set to run better-sqlite3's install script (a download or a compile of minutes) instead of reusing the checkout's build. */
const FULL_INSTALL = process.env.CONTEXTD_E2E_FULL_INSTALL === '1';

const tmp = tempDir('contextd-first-hour-');
let port = 0;
afterAll(async () => {
  // `claude mcp list` returns while the `contextd --mcp` it ran may still be starting a daemon
  // on demand: stop daemons on the port until none has appeared for a while.
  for (let round = 0; port && round < 4; round++) {
    await stopDaemons(port);
    await new Promise((done) => setTimeout(done, 500));
  }
  try {
    rmSync(tmp.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    // A process outside this test still writing there must not fail the suite; the folder is in the OS's temp.
    process.stderr.write(`first-hour: left ${tmp.dir} behind: ${(error as Error).message}\n`);
  }
});

const failure = (error: unknown) => String((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n').slice(-3).join(' ');

function installClaude(): string | null {
  if (existsSync(CLAUDE)) return null;
  try {
    mkdirSync(CLAUDE_DIR, { recursive: true });
    execFileSync('npm', ['install', ...NPM_FLAGS, '--prefix', CLAUDE_DIR, `@anthropic-ai/claude-code@${CLAUDE_VERSION}`], { stdio: 'pipe', timeout: 240_000 });
    return existsSync(CLAUDE) ? null : `npm installed @anthropic-ai/claude-code@${CLAUDE_VERSION} but no claude binary`;
  } catch (error) {
    return `npm install @anthropic-ai/claude-code@${CLAUDE_VERSION} failed: ${failure(error)}`;
  }
}

/**
 * What a new user does, as README says: pack, install globally, run `contextd doctor`
 * with a non-default home and port, paste its Claude Code line into Claude Code's own
 * CLI, and see the server connected (to this home and port).
 */
test('npm pack → npm install -g → contextd doctor → claude mcp add … → claude mcp list: Connected', async (ctx) => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(pkg.scripts.prepack).toBe('npm run build');
  // dist/ was built by the suite's global setup: pack it as is rather than building twice.
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp.dir], { cwd: ROOT, timeout: 60_000 });
  const [manifest] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  const shipped = manifest!.files.map((f) => f.path);
  expect(shipped).toEqual(expect.arrayContaining(['bin/contextd.js', 'dist/cli/main.js', 'dist/mcp/bundle-entry.js', '.claude-plugin/plugin.json', 'hooks/hooks.json', '.mcp.json', 'README.md']));
  expect(shipped.filter((f) => /^(src|test|bench|docs|scripts)\/|\.map$|\.ts$/.test(f))).toEqual([]);

  const prefix = join(tmp.dir, 'prefix');
  let installed: { stderr: string };
  try {
    installed = await run('npm', ['install', '-g', ...NPM_FLAGS, ...(FULL_INSTALL ? [] : ['--ignore-scripts']), '--prefix', prefix, join(tmp.dir, manifest!.filename)], { cwd: tmp.dir, timeout: 600_000 });
  } catch (error) {
    process.stdout.write(`skipped: npm install -g of the tarball failed (a dependency could not be fetched?): ${failure(error)}\n`);
    ctx.skip();
    return;
  }
  expect(installed.stderr).not.toContain('EBADENGINE');
  const installedRoot = join(prefix, 'lib', 'node_modules', 'contextd');
  if (!FULL_INSTALL) {
    // better-sqlite3's install script downloads or compiles the same addon the checkout already has for this Node.
    process.stdout.write('better-sqlite3: reusing the checkout\'s compiled addon (CONTEXTD_E2E_FULL_INSTALL=1 runs its install script)\n');
    const addon = join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
    mkdirSync(dirname(join(installedRoot, addon)), { recursive: true });
    copyFileSync(join(ROOT, addon), join(installedRoot, addon));
  }

  port = await freePort();
  const home = join(tmp.dir, 'contextd home');
  const userHome = join(tmp.dir, 'user');
  const work = join(tmp.dir, 'work');
  for (const dir of [userHome, work]) mkdirSync(dir);
  const env = {
    PATH: [join(prefix, 'bin'), dirname(CLAUDE), dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
    HOME: userHome,
    CONTEXTD_HOME: home,
    CONTEXTD_PORT: String(port),
  };
  const doctor = await run('contextd', ['doctor'], { env, cwd: work, timeout: 60_000 });
  expect(existsSync(home)).toBe(false);
  const lines = doctor.stdout.split('\n');
  const claudeLine = lines[lines.indexOf('Claude Code:') + 1]!.trim();
  // `contextd` resolves on PATH to the global install, and the non-default home and port go along.
  expect(claudeLine).toBe(`claude mcp add contextd -e CONTEXTD_HOME='${home}' -e CONTEXTD_PORT=${port} -- contextd --mcp`);

  const reason = installClaude();
  if (reason) {
    process.stdout.write(`skipped: ${reason}\n`);
    ctx.skip();
    return;
  }
  // The line as pasted into a shell without any CONTEXTD_* variable.
  const shellEnv = { PATH: env.PATH, HOME: userHome };
  const added = await run('sh', ['-c', claudeLine], { env: shellEnv, cwd: work, timeout: 60_000 });
  expect(added.stdout).toContain('Added stdio MCP server contextd');
  const list = await run('claude', ['mcp', 'list'], { env: shellEnv, cwd: work, timeout: 90_000 });
  expect(list.stdout).toMatch(/^contextd: contextd --mcp - ✔ Connected$/m);
  // The server Claude Code started used that home (doctor itself creates nothing there).
  expect(existsSync(join(home, 'run'))).toBe(true);
}, 180_000);
