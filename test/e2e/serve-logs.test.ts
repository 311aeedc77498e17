import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BIN, e2eHome, exitOf, startServe, stopDaemons, waitFor, type E2eHome } from '../helpers/e2e.js';

const homes: E2eHome[] = [];
afterAll(async () => {
  for (const h of homes) await h.cleanup();
});

/** `contextd serve` under a pseudo-terminal (util-linux `script`), as a person runs it. */
async function serveOnTty(h: E2eHome, ...flags: string[]): Promise<string> {
  const command = [process.execPath, BIN, 'serve', '--port', String(h.port), ...flags].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: h.env(), cwd: h.home, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  await waitFor(() => /listening on/.test(output) || child.exitCode !== null, 15_000, 'contextd serve to listen');
  await stopDaemons(h.port);
  await exitOf(child);
  return output.replace(/\r/g, '');
}

const ttyTest = existsSync('/usr/bin/script') || existsSync('/bin/script') ? test : test.skip;

ttyTest('serve on a terminal prints readable log lines, JSON with --json-logs; the file is JSON either way; no deprecation warnings', async () => {
  const h = await e2eHome();
  homes.push(h);
  const readable = await serveOnTty(h);
  expect(readable).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO  contextd daemon listening url=http:\/\/127\.0\.0\.1:\d+ store=/m);
  expect(readable).not.toMatch(/^\{"level"/m);
  expect(readable).not.toMatch(/FSTDEP|DeprecationWarning|FastifyWarning/);

  const json = await serveOnTty(h, '--json-logs');
  expect(json).toMatch(/^\{"level":30,.*"msg":"contextd daemon listening"\}$/m);
  expect(json).not.toMatch(/FSTDEP|FastifyWarning/);

  const file = readFileSync(join(h.home, 'logs', 'daemon.log'), 'utf8').trim().split('\n');
  expect(file.every((line) => line.startsWith('{'))).toBe(true);
}, 60_000);

test('serve without a terminal writes no log lines and no deprecation warnings to stderr', async () => {
  const h = await e2eHome();
  homes.push(h);
  const serve = await startServe(h);
  serve.kill('SIGTERM');
  await exitOf(serve);
  expect(serve.output()).not.toMatch(/FSTDEP|FastifyWarning|^\{"level"/m);
  expect(serve.output()).toContain('listening on');
}, 30_000);

test('a daemon whose CONTEXTD_HOME is removed stops by itself, and one whose pid file another process claims does too', async () => {
  const removed = await e2eHome();
  const serve = await startServe(removed);
  rmSync(removed.home, { recursive: true, force: true });
  const gone = await exitOf(serve);
  expect(gone.code).toBe(0);
  expect(gone.ms).toBeLessThan(8_000);
  await removed.cleanup();

  const claimed = await e2eHome();
  homes.push(claimed);
  const second = await startServe(claimed);
  writeFileSync(join(claimed.home, 'run', 'daemon.pid'), '999999');
  expect((await exitOf(second)).code).toBe(0);
  expect(readFileSync(join(claimed.home, 'run', 'daemon.pid'), 'utf8')).toBe('999999');
  expect(readFileSync(join(claimed.home, 'logs', 'daemon.log'), 'utf8')).toMatch(/"reason":"its pid file now names process 999999".*"msg":"this daemon no longer owns its home; stopping"/);
}, 30_000);
