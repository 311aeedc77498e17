#!/usr/bin/env node
/**
 * npm run conformance: the official MCP conformance suite
 * (@modelcontextprotocol/conformance) against `/mcp` of a real daemon.
 *
 * The suite needs Node >= 22; contextd supports Node 20. Node 22 comes from
 * npm (the platform package `node-<platform>-<arch>@22`, a plain binary with
 * no install script) into a temporary folder, so the system Node is not
 * touched. When it cannot be installed (offline, an unsupported platform),
 * the run is skipped with the reason and exits 0.
 *
 * conformance/expected-failures.yml lists the scenarios that call the suite's
 * own fixture tools, resources and prompts; every other scenario must pass.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SUITE = '@modelcontextprotocol/conformance@0.1.16';
const NODE_PACKAGE = `node-${process.platform}-${process.arch}@22`;
const EXPECTED = join(ROOT, 'conformance', 'expected-failures.yml');

const work = mkdtempSync(join(tmpdir(), 'contextd-conformance-'));
let daemon = null;

function skip(reason) {
  console.log(`conformance: skipped: ${reason}`);
  cleanup();
  process.exit(0);
}

function cleanup() {
  if (daemon && daemon.exitCode === null) daemon.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

async function waitHealthy(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (daemon.exitCode !== null) throw new Error(`the daemon exited with code ${daemon.exitCode}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`the daemon did not answer ${url}/v1/health within ${ms} ms`);
}

if (!existsSync(join(ROOT, 'dist'))) skip('dist/ is missing: run npm run build first');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const install = spawnSync(npm, ['install', '--prefix', work, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', NODE_PACKAGE, SUITE], {
  encoding: 'utf8',
  timeout: 300_000,
});
const node22 = join(work, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node');
if (install.status !== 0 || !existsSync(node22)) {
  const detail = (install.error?.message ?? install.stderr ?? '').trim().split('\n').slice(-2).join(' ');
  skip(`Node 22 (${NODE_PACKAGE}) or ${SUITE} could not be installed from npm${detail ? `: ${detail}` : ''}`);
}
const version = spawnSync(node22, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) skip(`the Node 22 binary from ${NODE_PACKAGE} does not run here: ${(version.stderr || version.error?.message || '').trim()}`);
console.log(`conformance: ${SUITE} on Node ${version.stdout.trim()} (installed in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
daemon = spawn(process.execPath, [join(ROOT, 'bin', 'contextd.js'), 'serve', '--port', String(port)], {
  env: { ...process.env, CONTEXTD_HOME: join(work, 'home') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let code = 1;
try {
  await waitHealthy(url, 20_000);
  const cli = join(work, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
  const run = spawnSync(node22, [cli, 'server', '--url', `${url}/mcp`, '--expected-failures', EXPECTED], { cwd: work, stdio: 'inherit', timeout: 300_000 });
  code = run.status ?? 1;
} catch (error) {
  console.error(`conformance: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  cleanup();
}
process.exit(code);
