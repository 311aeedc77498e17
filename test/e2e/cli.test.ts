import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { connectMcp, daemonPids, e2eHome, exitOf, isAlive, readDaemonJson, runCli, startServe, type E2eHome } from '../helpers/e2e.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
let h: E2eHome;

beforeAll(async () => {
  h = await e2eHome();
});

afterAll(async () => {
  await h?.cleanup();
});

const cli = (args: string[]) => runCli(h, ...args);

describe('contextd CLI', () => {
  test('--version prints the package version', async () => {
    const out = await cli(['--version']);
    expect(out.code).toBe(0);
    expect(out.stdout.trim()).toBe(VERSION);
  });

  test('--help explains the commands and the MCP entry point', async () => {
    const out = await cli(['--help']);
    expect(out.code).toBe(0);
    for (const word of ['--mcp', 'serve', 'status', '--no-spawn', '--project', 'CONTEXTD_HOME']) expect(out.stdout).toContain(word);
  });

  test('an unknown command or a typo names the word and suggests the nearest command', async () => {
    const typo = await cli(['indx', '.']);
    expect(typo.code).not.toBe(0);
    expect(typo.stderr).toContain("unknown command 'indx'");
    expect(typo.stderr).toContain('Did you mean index?');
    expect(typo.stderr).not.toContain('too many arguments');
    const bogus = await cli(['bogus']);
    expect(bogus.stderr).toContain("unknown command 'bogus'");
    expect(bogus.stderr).toContain('contextd --help');
  });

  test('serve on a busy port names the port and how to choose another', async () => {
    const { createServer } = await import('node:net');
    const busy = createServer();
    await new Promise<void>((done) => busy.listen(h.port, '127.0.0.1', done));
    try {
      const out = await cli(['serve']);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain(`port ${h.port} is already in use`);
      expect(out.stderr).toMatch(/--port.*CONTEXTD_PORT/);
      expect(out.stderr).not.toContain('EADDRINUSE');
    } finally {
      await new Promise((done) => busy.close(done));
    }
  });

  test('an idle serve stops within 300 ms of SIGTERM, with a keep-alive client connected', async () => {
    const serve = await startServe(h);
    const client = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'cli-test' });
    await client.call(api.health, {}); // leaves a kept-alive connection, as an editor's --mcp does
    const exit = exitOf(serve);
    serve.kill('SIGTERM');
    const { code, ms } = await exit;
    await client.close();
    expect(code).toBe(0);
    expect(ms).toBeLessThan(300);
  });

  test('status with no daemon: exit 3, says so and how to start one, starts nothing', async () => {
    const out = await cli(['status']);
    expect(out.code).toBe(3);
    expect(out.stdout).toContain(`not running at ${h.url}`);
    expect(out.stdout).toContain('contextd serve');
    const json = await cli(['status', '--json']);
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stdout)).toEqual({ running: false, url: h.url });
    expect(readDaemonJson(h.home)).toBeNull();
  });

  test('serve, status with details, then SIGTERM: exit 0 with the WAL checkpointed', async () => {
    const serve = await startServe(h);
    const runtime = readDaemonJson(h.home);
    expect(runtime?.pid).toBe(serve.pid);

    const client = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'cli-test' });
    let op = await client.call(api.checkpointSave, { summary: 'kept across shutdown', full_state: 'y'.repeat(200_000), tags: [], metadata: {} });
    while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 5_000);
    expect(op.status).toBe('succeeded');
    await client.close();

    const status = await cli(['status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`contextd daemon ${VERSION} (api 1) at ${h.url}, pid ${serve.pid}`);
    expect(status.stdout).toMatch(/store: sqlite .*contextd\.db/);
    expect(status.stdout).toMatch(/counts: .*checkpoints 1/);
    const json = JSON.parse((await cli(['status', '--json'])).stdout) as { running: boolean; pid: number; counts: Record<string, number> };
    expect(json).toMatchObject({ running: true, pid: serve.pid, counts: { checkpoints: 1 } });

    const db = join(h.home, 'data', 'contextd.db');
    expect(statSync(`${db}-wal`).size).toBeGreaterThan(0);
    const exit = exitOf(serve);
    serve.kill('SIGTERM');
    const { code, ms } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5_000);
    // Everything is in the main file: the WAL is empty (or gone) and the runtime file removed.
    expect(!existsSync(`${db}-wal`) || statSync(`${db}-wal`).size === 0).toBe(true);
    expect(readDaemonJson(h.home)).toBeNull();
    const reopened = new Database(db, { readonly: true });
    try {
      const row = reopened.prepare('SELECT summary FROM checkpoints').get() as { summary: string };
      expect(row.summary).toBe('kept across shutdown');
    } finally {
      reopened.close();
    }
  });
});

describe('contextd stop', () => {
  test('with no daemon it says so and exits 3, as status does', async () => {
    const out = await cli(['stop']);
    expect(out.code).toBe(3);
    expect(out.stdout).toContain(`not running for ${h.home}`);
    const json = await cli(['--json', 'stop']);
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stdout)).toEqual({ stopped: false, running: false, home: h.home });
  });

  test('stops the daemon an editor started, waits for it, and the next call starts a new one', async () => {
    const mcp = await connectMcp(h);
    try {
      const saved = await mcp.call('memory_record', { content: 'the staging database listens on port 6543', kind: 'fact' });
      expect(saved.isError).toBeFalsy();
      const [pid] = daemonPids(h.port);
      expect(pid).toBeGreaterThan(0);
      const out = await cli(['stop']);
      expect(out.code).toBe(0);
      expect(out.stdout).toContain(`contextd daemon stopped (pid ${pid}`);
      expect(isAlive(pid!)).toBe(false);
      expect(existsSync(join(h.home, 'run', 'daemon.pid'))).toBe(false);
      expect((await cli(['status'])).code).toBe(3);
      // The editor's next call starts a daemon again, and what was saved is there.
      const found = await mcp.call('memory_search', { query: 'staging database port' });
      expect(JSON.stringify(found.structuredContent)).toContain('6543');
      expect(daemonPids(h.port)).toHaveLength(1);
    } finally {
      await mcp.close();
    }
    expect((await cli(['stop'])).code).toBe(0);
  });

  test('stops `contextd serve`, which exits 0 (a clean shutdown, not a kill)', async () => {
    const serve = await startServe(h);
    const exit = exitOf(serve);
    const out = await cli(['--json', 'stop', '--timeout', '20']);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({ stopped: true, pid: serve.pid, home: h.home });
    expect((await exit).code).toBe(0);
  });

  test('leaves alone a program that reuses the pid a dead daemon left in its pid file', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      mkdirSync(join(h.home, 'run'), { recursive: true });
      writeFileSync(join(h.home, 'run', 'daemon.pid'), String(other.pid));
      const out = await cli(['stop']);
      expect(out.code).toBe(1);
      expect(out.stderr).toContain(`names pid ${other.pid}, which is not a contextd daemon`);
      expect(isAlive(other.pid!)).toBe(true);
    } finally {
      other.kill('SIGKILL');
    }
  });

  test('a bad --timeout names the option and its limit', async () => {
    for (const value of ['0', 'soon', '601']) {
      const out = await cli(['stop', '--timeout', value]);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain('--timeout: expected seconds between 0 and 600');
    }
  });
});
