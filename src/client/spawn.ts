import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_VERSION, healthOutput, type Health } from '../api/common.js';
import { isLoopbackUrl, type Config } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import { configuredHeapMb } from '../util/heap.js';
import type { Logger } from '../util/logger.js';
import { ensurePrivateDir, homeLayout } from '../util/paths.js';

const HEALTH_WAIT_MS = 5_000;
const POLL_MS = 20;
const STALE_LOCK_MS = 10_000;

export type Probe = { state: 'ok'; health: Health } | { state: 'down' } | { state: 'foreign'; detail: string };

/** Asks `/v1/health` once; tells a contextd daemon from nothing listening and from another program. */
export async function probeDaemon(url: string, timeoutMs = 1_000): Promise<Probe> {
  try {
    const { status, text } = await httpGet(new URL('/v1/health', url), timeoutMs);
    const parsed = healthOutput.safeParse(safeJson(text));
    if (status === 200 && parsed.success) return { state: 'ok', health: parsed.data };
    return { state: 'foreign', detail: `HTTP ${status}` };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { state: 'foreign', detail: 'no answer to /v1/health' };
    return { state: 'down' };
  }
}

/**
 * The health probe uses node:http rather than undici (~80 ms to load), so the
 * background daemon check does not delay the MCP handshake.
 */
async function httpGet(url: URL, timeoutMs: number): Promise<{ status: number; text: string }> {
  const { get } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < 65_536) text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (error.name === 'AbortError') {
        const timeout = new Error('timeout');
        timeout.name = 'TimeoutError';
        reject(timeout);
      } else reject(error);
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function checkCompatible(health: Health, ownVersion: string, logger?: Logger): void {
  if (health.api !== API_VERSION) {
    throw new ContextdError(
      'daemon_unavailable',
      `the daemon speaks API ${health.api} (contextd ${health.version}) but this client needs API ${API_VERSION} (contextd ${ownVersion}); stop the old daemon and retry`,
    );
  }
  if (health.version !== ownVersion) logger?.info({ daemon: health.version, client: ownVersion }, 'daemon version differs from client version');
}

export interface Spawner {
  /** Makes sure a compatible daemon answers at config.url, starting one when allowed. */
  ensure(): Promise<Health>;
}

/**
 * Auto-start (docs/architecture.md, "Lifecycle"): a lock file makes two editors starting at
 * once spawn one daemon; restarts after failures back off exponentially.
 */
export function createSpawner(config: Config, version: string, logger: Logger, binPath = defaultBinPath()): Spawner {
  let failures = 0;
  let nextAttempt = 0;
  let inflight: Promise<Health> | null = null;

  const attempt = async (): Promise<Health> => {
    const probe = await probeDaemon(config.url);
    if (probe.state === 'ok') {
      checkCompatible(probe.health, version, logger);
      failures = 0;
      return probe.health;
    }
    if (probe.state === 'foreign') {
      throw new ContextdError('daemon_unavailable', `${config.url} is served by a program that is not a contextd daemon (${probe.detail}); set CONTEXTD_URL or CONTEXTD_PORT to a free port`);
    }
    if (config.noSpawn || !isLoopbackUrl(config.url)) {
      throw new ContextdError('daemon_unavailable', `no contextd daemon at ${config.url}${config.noSpawn ? ' and auto-start is off (CONTEXTD_NO_SPAWN)' : ''}; start one with \`contextd serve\``);
    }
    if (Date.now() < nextAttempt) {
      throw new ContextdError('daemon_unavailable', `the daemon at ${config.url} is down and the last start failed; retrying in ${nextAttempt - Date.now()} ms (see ${homeLayout(config.home).logs}/daemon.log)`);
    }
    try {
      const health = await startDetached(config, binPath, logger);
      checkCompatible(health, version, logger);
      failures = 0;
      return health;
    } catch (error) {
      failures++;
      nextAttempt = Date.now() + Math.min(30_000, 250 * 2 ** failures);
      throw error;
    }
  };

  return {
    ensure() {
      inflight ??= attempt().finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}

export function defaultBinPath(): string {
  return fileURLToPath(new URL('../../bin/contextd.js', import.meta.url));
}

/**
 * The node flags and environment the bin's shebang gives every `contextd`
 * process (`#!/usr/bin/env -S NAME=value node --flag …`): a daemon started
 * here runs as `contextd serve` would from a shell, not with node's defaults.
 */
export function shebangLaunch(binPath: string): { env: Record<string, string>; nodeArgs: string[] } {
  let first = '';
  try {
    first = readFileSync(binPath, 'utf8').split('\n', 1)[0] ?? '';
  } catch {
    return { env: {}, nodeArgs: [] };
  }
  const words = first.replace(/^#!\s*/, '').split(/\s+/).filter(Boolean);
  const node = words.findIndex((word) => word === 'node' || word.endsWith('/node'));
  if (node < 0) return { env: {}, nodeArgs: [] };
  const env: Record<string, string> = {};
  for (const word of words.slice(0, node)) {
    const eq = word.indexOf('=');
    if (eq > 0) env[word.slice(0, eq)] = word.slice(eq + 1);
  }
  return { env, nodeArgs: words.slice(node + 1).filter((word) => word.startsWith('--')) };
}

/** The node flags with the heap cap CONTEXTD_MAX_HEAP_MB asks for (none: the bin's own). */
export function withHeapCap(nodeArgs: string[], mb: number | null): string[] {
  if (mb === null) return nodeArgs;
  return [...nodeArgs.filter((arg) => !arg.startsWith('--max-old-space-size=')), `--max-old-space-size=${mb}`];
}

async function startDetached(config: Config, binPath: string, logger: Logger): Promise<Health> {
  const layout = homeLayout(config.home);
  ensurePrivateDir(layout.run);
  ensurePrivateDir(layout.logs);
  const lockPath = join(layout.run, 'spawn.lock');
  const owner = acquireLock(lockPath);
  let failedStart: (() => ContextdError | null) | undefined;
  try {
    if (owner) {
      const url = new URL(config.url);
      const logPath = join(layout.logs, 'daemon.log');
      const log = openSync(logPath, 'a', 0o600);
      const offset = statSync(logPath).size;
      const launch = shebangLaunch(binPath);
      const child = spawn(process.execPath, [...withHeapCap(launch.nodeArgs, configuredHeapMb()), binPath, 'serve', '--host', url.hostname.replace(/^\[|\]$/g, ''), '--port', url.port || '80'], {
        detached: true,
        stdio: ['ignore', log, log],
        env: { ...process.env, ...launch.env, CONTEXTD_HOME: config.home },
      });
      let exited = false;
      child.once('exit', () => (exited = true));
      failedStart = () => (exited ? startFailure(logPath, offset) : null);
      child.unref();
      closeSync(log);
      logger.info({ pid: child.pid, url: config.url }, 'started contextd daemon');
    }
    return await waitForHealth(config.url, HEALTH_WAIT_MS, failedStart);
  } finally {
    if (owner) rmSync(lockPath, { force: true });
  }
}

/** True when this process now holds the lock; false when another process is starting the daemon. */
function acquireLock(path: string): boolean {
  try {
    const fd = openSync(path, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_LOCK_MS) {
        rmSync(path, { force: true });
        return acquireLock(path);
      }
    } catch {
      return acquireLock(path);
    }
    return false;
  }
}

/**
 * Why a daemon this process started exited before answering: its own error
 * line from the log (a store it refuses, a migration that failed, a port in
 * use), so the caller sees the reason at once instead of a timeout. Null when
 * it stopped because another daemon already serves this home: that one may
 * still be starting, so the wait goes on.
 */
function startFailure(logPath: string, offset: number): ContextdError | null {
  let lines: string[] = [];
  try {
    lines = readFileSync(logPath).subarray(offset).toString('utf8').split('\n').map((line) => line.trim()).filter(Boolean);
  } catch {
    // the log is gone: say so below
  }
  const own = [...lines].reverse().find((line) => line.startsWith('contextd: '));
  const reason = (own?.slice('contextd: '.length) ?? lines[lines.length - 1] ?? 'no output').slice(0, 2_000);
  if (reason.startsWith('conflict: another contextd daemon')) return null;
  return new ContextdError('daemon_unavailable', `the contextd daemon stopped while starting: ${reason} (log: ${logPath})`);
}

async function waitForHealth(url: string, budgetMs: number, failedStart?: () => ContextdError | null): Promise<Health> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const probe = await probeDaemon(url, 500);
    if (probe.state === 'ok') return probe.health;
    const failure = failedStart?.();
    if (failure) throw failure;
    if (Date.now() > deadline) {
      throw new ContextdError('daemon_unavailable', `the contextd daemon did not answer at ${url} within ${budgetMs} ms after starting; see the daemon log`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
