import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, type E2eHome } from './e2e.js';

export interface HookRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `contextd hook` started as Claude Code starts a command hook: the bin itself, the event JSON on stdin. */
export function runHook(h: E2eHome, input: string | Record<string, unknown>, opts: { env?: Record<string, string>; args?: string[]; cwd?: string } = {}): Promise<HookRun> {
  const started = performance.now();
  const child = spawn(BIN, ['hook', ...(opts.args ?? [])], { env: h.env(opts.env), cwd: opts.cwd ?? h.home, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  child.stdin.on('error', () => undefined);
  child.stdin.end(typeof input === 'string' ? input : JSON.stringify(input));
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr, ms: performance.now() - started })));
}

/** The additionalContext of a hook's output; throws when stdout is anything but that one JSON object. */
export function contextOf(run: HookRun, event: string): string {
  const parsed = JSON.parse(run.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  if (Object.keys(parsed).join() !== 'hookSpecificOutput' || parsed.hookSpecificOutput.hookEventName !== event) throw new Error(`unexpected hook output: ${run.stdout}`);
  return parsed.hookSpecificOutput.additionalContext;
}

/** A fresh git repository (a project root) under `dir`. */
export function gitProject(dir: string, name: string): string {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  execFileSync('git', ['init', '-q', root]);
  return realpathSync(root);
}

/** GET on the daemon's REST API in a project's scope (tenant `e2e`, as e2eHome sets it). */
export async function daemonGet<T>(h: E2eHome, path: string, projectRoot: string): Promise<T> {
  const { projectIdForPath } = await import('../../src/util/project.js');
  const response = await fetch(`${h.url}${path}`, { headers: { 'x-contextd-tenant': 'e2e', 'x-contextd-project': projectIdForPath(projectRoot).id } });
  if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
