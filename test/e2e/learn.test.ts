import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, connectMcp, e2eHome, startServe, structured, type E2eHome } from '../helpers/e2e.js';
import { daemonGet, gitProject } from '../helpers/hooks.js';
import { tempDir } from '../helpers/tmp.js';

const run = promisify(execFile);

/** A repository with fix, feature, docs and chore commits (and a revert, and a typo fix that is not a fix). */
function buildRepository(root: string): { fixes: string[] } {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { env: { ...process.env, GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@a', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@a' } }).toString();
  const commit = (file: string, text: string, message: string) => {
    writeFileSync(join(root, file), text);
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  commit('server.js', 'const port = config.port;\n', 'feat: serve the shop on a configurable port');
  commit('server.js', 'const port = config?.port ?? 8080;\n', "fix(server): crash when the config file is empty\n\nStarting with an empty config.json failed with:\n\n    TypeError: Cannot read properties of undefined (reading 'port')\n");
  commit('README.md', '# Shop\n', 'docs: explain how to start the server');
  commit('package.json', '{"name":"shop"}\n', 'chore: bump dependencies');
  commit('cart.js', 'export const total = (s, c) => s * (1 - c);\n', 'Fix coupon total: subtract the percentage instead of multiplying');
  commit('cache.js', 'mkdirSync(dir, { recursive: true });\n', 'Create the cache folder before writing\n\nFixes #42');
  commit('README.md', '# Shop\n\nRun it.\n', 'Fix typo in README');
  commit('flags.js', 'export const beta = true;\n', 'feat: beta flag');
  git('revert', '--no-edit', 'HEAD');
  commit('style.css', 'a{}\n', 'style: format css');
  return { fixes: ['Crash when the config file is empty', 'Fix coupon total: subtract the percentage instead of multiplying', 'Create the cache folder before writing', 'Reverted: feat: beta flag'] };
}

describe('contextd learn --from-git', () => {
  let h: E2eHome;
  // Outside CONTEXTD_HOME: the daemon never reads a repository under its own home.
  const outside = tempDir('contextd-learn-');
  let repo: string;
  let expected: string[];
  const learn = async (...args: string[]) => {
    const { stdout } = await run(BIN, ['--json', 'learn', '--from-git', repo, ...args], { env: h.env(), cwd: h.home });
    return JSON.parse(stdout) as { commits_scanned: number; fix_commits: number; recorded: number; merged: number; already_mined: number; remediation_ids: string[] };
  };

  beforeAll(async () => {
    h = await e2eHome();
    repo = gitProject(outside.dir, 'shop');
    expected = buildRepository(repo).fixes;
    await startServe(h);
  });
  afterAll(async () => {
    await h?.cleanup();
    outside.cleanup();
  });

  it('mines exactly the fix commits into the repository project, and a second run adds nothing', async () => {
    const first = await learn();
    expect(first).toMatchObject({ commits_scanned: 10, fix_commits: 4, recorded: 4, merged: 0, already_mined: 0 });

    const mcp = await connectMcp(h, { cwd: repo });
    try {
      const list = await daemonGet<{ remediations: { id: string; title: string; confidence: number }[] }>(h, '/v1/remediations?scope=project', repo);
      expect(list.remediations.map((r) => r.title).sort()).toEqual([...expected].sort());
      expect(list.remediations.every((r) => r.confidence < 0.6)).toBe(true);
      const hit = structured<{ results: { title: string; solution: string }[] }>(
        await mcp.call('remediation_search', { query: "TypeError: Cannot read properties of undefined (reading 'port')", content_mode: 'full' }),
      ).results[0];
      expect(hit?.title).toBe('Crash when the config file is empty');
      expect(hit?.solution).toContain('+const port = config?.port ?? 8080;');
      expect(hit?.solution).toContain('-const port = config.port;');

      const second = await learn();
      expect(second).toMatchObject({ commits_scanned: 10, fix_commits: 4, recorded: 0, merged: 0, already_mined: 4 });
      const after = await daemonGet<{ remediations: { id: string; usage_count: number }[] }>(h, '/v1/remediations?scope=project', repo);
      expect(after.remediations).toEqual(list.remediations);
    } finally {
      await mcp.close();
    }
  });

  it('is an operation with progress that cancels, and a later run mines only what is left', async () => {
    const big = gitProject(outside.dir, 'big');
    const commits = 3_000;
    const stream = Array.from({ length: commits }, (_, i) => {
      const message = `fix: module ${i} failed with ENOENT on startup\n`;
      const content = `export const v = ${i};\n`;
      return `commit refs/heads/main\ncommitter a <a@a> ${1_700_000_000 + i} +0000\ndata ${message.length}\n${message}M 100644 inline m${i % 50}.js\ndata ${content.length}\n${content}\n`;
    }).join('');
    execFileSync('git', ['-C', big, 'fast-import', '--quiet'], { input: stream });
    execFileSync('git', ['-C', big, 'symbolic-ref', 'HEAD', 'refs/heads/main']);
    const headers = { 'content-type': 'application/json', 'x-contextd-tenant': 'e2e' };
    const post = async (path: string, body: unknown) => (await fetch(`${h.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<Op>;
    type Op = { id: string; status: string; version: number; progress: { done: number; total: number | null }; result: Record<string, number> | null };
    let op = await post('/v1/learn/git', { path: big });
    while (op.progress.done === 0 && !['succeeded', 'failed'].includes(op.status)) {
      op = (await (await fetch(`${h.url}/v1/operations/${op.id}?wait_ms=5000&after=${op.version}`, { headers })).json()) as Op;
    }
    expect(op.progress.total).toBe(commits);
    op = await post(`/v1/operations/${op.id}/cancel`, {});
    while (!['cancelled', 'succeeded', 'failed'].includes(op.status)) {
      op = (await (await fetch(`${h.url}/v1/operations/${op.id}?wait_ms=5000&after=${op.version}`, { headers })).json()) as Op;
    }
    expect(op.status).toBe('cancelled');
    const rest = JSON.parse((await run(BIN, ['--json', 'learn', '--from-git', big], { env: h.env(), cwd: h.home })).stdout) as { fix_commits: number; already_mined: number; recorded: number; merged: number };
    expect(rest.fix_commits).toBe(commits);
    expect(rest.already_mined).toBeGreaterThan(0);
    expect(rest.already_mined).toBeLessThan(commits);
    expect(rest.already_mined + rest.recorded + rest.merged).toBe(commits);
  }, 60_000);

  it('--max and --since bound the walk; a folder that is not a repository is a clear error', async () => {
    expect((await learn('--max', '3')).commits_scanned).toBe(3);
    expect((await learn('--since', '2000-01-01')).commits_scanned).toBe(10);
    const notRepo = outside.dir;
    await expect(run(BIN, ['learn', '--from-git', notRepo], { env: h.env(), cwd: h.home })).rejects.toMatchObject({ code: 2 });
  });
});
