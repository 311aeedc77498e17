import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { tempDir } from './tmp.js';

/** The built binary every end-to-end test spawns (built by test/e2e/global-setup.ts). */
export const BIN = fileURLToPath(new URL('../../bin/contextd.js', import.meta.url));

/** A port nobody listens on right now (the OS picks it; we release it at once). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface E2eHome {
  /** CONTEXTD_HOME (and HOME): the daemon refuses paths under it as repository roots or transfer files. */
  home: string;
  /** A folder beside the home for projects and trees the tests index. */
  work: string;
  port: number;
  url: string;
  /** The environment a contextd process of this home gets (passed explicitly, never inherited). */
  env(extra?: Record<string, string>): Record<string, string>;
  /** Stops every daemon this home started and removes the folder. */
  cleanup(): Promise<void>;
}

/** A temp CONTEXTD_HOME and a free port: one isolated contextd installation. */
export async function e2eHome(logLevel = 'info'): Promise<E2eHome> {
  const tmp = tempDir('contextd-e2e-');
  const work = tempDir('contextd-e2e-work-');
  const port = await freePort();
  const home = tmp.dir;
  return {
    home,
    work: work.dir,
    port,
    url: `http://127.0.0.1:${port}`,
    env: (extra = {}) => ({
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      CONTEXTD_HOME: home,
      CONTEXTD_PORT: String(port),
      CONTEXTD_LOG_LEVEL: logLevel,
      CONTEXTD_TENANT: 'e2e',
      ...extra,
    }),
    async cleanup() {
      await stopDaemons(port);
      tmp.cleanup();
      work.cleanup();
    },
  };
}

export interface McpProcess {
  client: Client;
  transport: StdioClientTransport;
  pid: number;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  call(name: string, args: Record<string, unknown>, opts?: CallOpts): Promise<CallToolResult>;
  close(): Promise<void>;
}

export interface CallOpts {
  signal?: AbortSignal;
  onprogress?: (progress: { progress: number; total?: number; message?: string; _meta?: Record<string, unknown> }) => void;
  timeout?: number;
}

/**
 * `contextd --mcp` through the SDK's real stdio client transport, started as editors start it:
 * the bin itself, so its shebang's node flags apply (plain `node bin` on Windows).
 */
export async function connectMcp(h: E2eHome, opts: { args?: string[]; env?: Record<string, string>; cwd?: string } = {}): Promise<McpProcess> {
  const viaShebang = process.platform !== 'win32';
  const transport = new StdioClientTransport({
    command: viaShebang ? BIN : process.execPath,
    args: [...(viaShebang ? [] : [BIN]), '--mcp', ...(opts.args ?? [])],
    env: h.env(opts.env),
    cwd: opts.cwd ?? h.home,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: 'contextd-e2e', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    transport,
    pid: transport.pid as number,
    stderr: () => stderr,
    call: (name, args, callOpts = {}) =>
      client.callTool({ name, arguments: args }, undefined, {
        signal: callOpts.signal,
        timeout: callOpts.timeout ?? 30_000,
        ...(callOpts.onprogress ? { onprogress: callOpts.onprogress, resetTimeoutOnProgress: true } : {}),
      }) as Promise<CallToolResult>,
    close: () => client.close(),
  };
}

export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
}

/** The structured result of a successful call; fails loudly with the error text otherwise. */
export function structured<T = Record<string, unknown>>(result: CallToolResult): T {
  if (result.isError) throw new Error(`tool failed: ${textOf(result)}`);
  return result.structuredContent as T;
}

export interface DaemonFile {
  pid: number;
  url: string;
  port: number;
  version: string;
}

export function readDaemonJson(home: string): DaemonFile | null {
  const path = join(home, 'run', 'daemon.json');
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as DaemonFile;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` every 10 ms until it returns a value (not null/false) or the budget runs out. */
export async function waitFor<T>(check: () => T | null | false | undefined, budgetMs: number, what: string): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const value = check();
    if (value !== null && value !== false && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${budgetMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Pids of `contextd serve` processes listening on this port, found by their
 * command line (auto-start runs `bin/contextd.js serve --host H --port N`).
 */
export function daemonPids(port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const serve = argv.indexOf('serve');
    const portAt = argv.indexOf('--port');
    if (serve > 0 && argv[serve - 1] === BIN && portAt > serve && argv[portAt + 1] === String(port)) pids.push(Number(entry));
  }
  return pids;
}

/** VmRSS of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/** SIGTERMs every daemon of this port and waits for it to go; SIGKILL after 5 s. */
export async function stopDaemons(port: number): Promise<void> {
  for (const pid of daemonPids(port)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      continue;
    }
    try {
      await waitFor(() => !isAlive(pid), 5_000, `daemon ${pid} to exit`);
    } catch {
      process.kill(pid, 'SIGKILL');
    }
  }
}

/** `contextd serve` in the foreground of this home, ready once /v1/health answers. */
export async function startServe(h: E2eHome, env: Record<string, string> = {}, host = '127.0.0.1'): Promise<ChildProcess & { output(): string }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--host', host, '--port', String(h.port)], {
    env: h.env(env),
    cwd: h.home,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  await waitFor(() => /listening on/.test(output) || child.exitCode !== null, 10_000, 'contextd serve to listen');
  if (child.exitCode !== null) throw new Error(`contextd serve exited ${child.exitCode}: ${output}`);
  return Object.assign(child, { output: () => output });
}

/** Resolves with the exit code (or signal name) of a child, and how long it took from now. */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const start = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal, ms: performance.now() - start })));
}

/** Text of deterministic, secret-free lines (the redactor must leave it alone), `bytes` long. */
export function bulkText(bytes: number, seed = 'state'): string {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${seed} line ${i}: ${words[i % 12]} ${words[(i * 7) % 12]} ${words[(i * 5) % 12]} step ${i % 97} of the plan`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n').slice(0, bytes);
}

type JsonRpcMessage = { jsonrpc?: unknown; id?: unknown; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown>; error?: unknown };

/**
 * `contextd --mcp` spoken to byte by byte: newline-delimited JSON-RPC on a
 * plain child process, with every stdout line kept for inspection.
 */
export class RawMcp {
  readonly child: ChildProcess;
  /** Every complete stdout line, verbatim. */
  readonly lines: string[] = [];
  stderr = '';
  private buffer = '';
  private nextId = 1;
  private readonly waiters = new Map<number, (message: JsonRpcMessage) => void>();
  private readonly listeners: ((message: JsonRpcMessage) => void)[] = [];

  constructor(h: E2eHome, opts: { args?: string[]; env?: Record<string, string> } = {}) {
    this.child = spawn(process.execPath, [BIN, '--mcp', ...(opts.args ?? [])], { env: h.env(opts.env), cwd: h.home, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => this.onData(chunk.toString('utf8')));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    // The child may close its end first (that is what the lifecycle tests provoke).
    this.child.stdin?.on('error', () => undefined);
  }

  private onData(text: string): void {
    this.buffer += text;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      this.lines.push(line);
      let message: JsonRpcMessage;
      try {
        message = JSON.parse(line) as JsonRpcMessage;
      } catch {
        continue; // kept in `lines`; the stdout test reports it
      }
      if (typeof message.id === 'number' && !message.method) this.waiters.get(message.id)?.(message);
      for (const listener of this.listeners) listener(message);
    }
  }

  /** Bytes written to stdout after the last newline (must be empty at rest). */
  get partial(): string {
    return this.buffer;
  }

  onMessage(listener: (message: JsonRpcMessage) => void): void {
    this.listeners.push(listener);
  }

  send(message: Record<string, unknown>): void {
    this.child.stdin?.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  }

  request(method: string, params: Record<string, unknown> = {}, timeoutMs = 20_000): Promise<JsonRpcMessage> {
    const id = this.nextId++;
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no answer to ${method} within ${timeoutMs} ms; stderr: ${this.stderr}`)), timeoutMs);
      this.waiters.set(id, (message) => {
        clearTimeout(timer);
        this.waiters.delete(id);
        done(message);
      });
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: Record<string, unknown> = {}): void {
    this.send({ method, params });
  }

  /** initialize + notifications/initialized, as every client starts. */
  async initialize(): Promise<JsonRpcMessage> {
    const answer = await this.request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'raw-e2e', version: '1.0.0' },
    });
    this.notify('notifications/initialized');
    return answer;
  }

  /** Resolves at the first message that satisfies `match`. */
  next(match: (message: JsonRpcMessage) => boolean, timeoutMs = 10_000): Promise<JsonRpcMessage> {
    return new Promise((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no matching message within ${timeoutMs} ms`)), timeoutMs);
      this.onMessage((message) => {
        if (match(message)) {
          clearTimeout(timer);
          done(message);
        }
      });
    });
  }

  exit(): ReturnType<typeof exitOf> {
    return exitOf(this.child);
  }

  kill(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
  }
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const execFileAsync = promisify(execFile);

/** Runs the built CLI of a home (`contextd <args>`) to its end; a failure is a result with its exit code, not a throw. */
export async function runCli(h: E2eHome, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [BIN, ...args], { env: h.env(), cwd: h.home, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
