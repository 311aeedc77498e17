/**
 * `contextd hook`: one Claude Code hook event on stdin → Claude Code's hook
 * output JSON or nothing on stdout. It never breaks the editor: every failure
 * ends with exit 0 and a line in $CONTEXTD_HOME/logs/hooks.log, and a deadline
 * inside the hook answers before Claude Code's own timeout. Loaded by the
 * bin without commander, zod or pino (see scripts/bundle-mcp.mjs).
 */
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { projectIdForPath } from '../util/project.js';
import { homeLayout } from '../util/paths.js';
import { hookSettings, type HookFlags, type HookSettings } from './hook-config.js';
import { parseHookEvent } from './hook-event.js';
import { DaemonDownError, postHookEvent, preconnect, type HookReply, type HookTarget } from './hook-http.js';
import type { Socket } from 'node:net';

/** Whole-hook budget; Claude Code's own default is 600 s (30 s for UserPromptSubmit). */
const DEADLINE_MS = 4_500;
/** All SessionEnd hooks share ~1.5 s. */
const SESSION_END_DEADLINE_MS = 1_200;
/** Events larger than this are not read whole (a 3 MB error text is fine). */
const STDIN_LIMIT = 16 * 1024 * 1024;
const TRANSCRIPT_TAIL = 5 * 1024 * 1024 - 1024;
const LOG_ROTATE_BYTES = 5 * 1024 * 1024;
/** Events whose additionalContext reaches the model. */
const CONTEXT_EVENTS = new Set(['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'PostToolUseFailure']);

/** `hook [--no-spawn] [--home DIR] [--url URL]`; null for anything else (the full CLI then answers). */
export function parseHookArgs(args: string[]): HookFlags | null {
  if (args[0] !== 'hook') return null;
  const flags: HookFlags = {};
  for (let i = 1; i < args.length; i++) {
    const arg = args[i] as string;
    const eq = arg.indexOf('=');
    const [name, inline] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
    if (name === '--no-spawn') flags.noSpawn = true;
    else if (name === '--home' || name === '--url') {
      const value = inline ?? args[++i];
      if (value === undefined) return null;
      if (name === '--home') flags.home = value;
      else flags.url = value;
    } else return null;
  }
  return flags;
}

export function hooksOff(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(off|0|false|no|disabled?)$/i.test((env.CONTEXTD_HOOKS ?? '').trim());
}

export async function runHook(flags: HookFlags): Promise<void> {
  if (hooksOff()) return exit();
  let settings: HookSettings | null = null;
  let socket: Socket | null = null;
  let event = 'unknown';
  const fail = (error: unknown) => {
    log(settings, event, 'error', error instanceof Error ? error.message : String(error));
    exit();
  };
  try {
    settings = hookSettings(flags);
    socket = preconnect(settings.url);
    const stdin = readStdin(Date.now() + DEADLINE_MS);
    const parsed = parseHookEvent(stdin, settings, process.cwd());
    if (!parsed.act) {
      if (parsed.event || stdin.trim()) log(settings, parsed.event ?? 'unknown', 'skipped', parsed.reason);
      return exit();
    }
    event = parsed.event;
    const budget = event === 'SessionEnd' ? SESSION_END_DEADLINE_MS : DEADLINE_MS;
    const deadline = Date.now() + budget;
    const timer = setTimeout(() => fail(new Error(`deadline of ${budget} ms reached`)), budget);
    const { id: project, root } = projectIdForPath(parsed.cwd);
    if (existsSync(join(root, '.contextd', 'hooks-off'))) {
      clearTimeout(timer);
      log(settings, event, 'skipped', `${root}/.contextd/hooks-off exists`);
      return exit();
    }
    const target: HookTarget = { url: settings.url, tenant: settings.tenant, project, token: settings.token };
    const body = { ...parsed.body, root };
    let reply = await send(settings, target, body, deadline, socket);
    if (reply.want_transcript && parsed.transcriptPath) {
      const transcript = readTail(parsed.transcriptPath, TRANSCRIPT_TAIL);
      reply = await send(settings, target, { ...body, transcript: transcript ?? '' }, deadline);
    }
    clearTimeout(timer);
    if (reply.actions.length > 0) log(settings, event, 'done', reply.actions.join(' '));
    const text = reply.additional_context;
    if (text && CONTEXT_EVENTS.has(event)) {
      const out = JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: text.slice(0, 9_500) } });
      return exit(`${out}\n`);
    }
    exit();
  } catch (error) {
    fail(error);
  }
}

/** One call; when nobody listens and auto-start is allowed, starts the daemon as `--mcp` does and retries once. */
async function send(settings: HookSettings, target: HookTarget, body: Record<string, unknown>, deadline: number, socket: Socket | null = null): Promise<HookReply> {
  try {
    return await postHookEvent(target, body, deadline - Date.now(), socket);
  } catch (error) {
    if (!(error instanceof DaemonDownError) || settings.noSpawn) throw error;
    // Resolved at run time, so the bundle leaves it out: the same path from dist/cli/ and dist/mcp/.
    const { startDaemonFor } = (await import(new URL('../cli/hook-spawn.js', import.meta.url).href)) as typeof import('./hook-spawn.js');
    await startDaemonFor(settings, (message) => log(settings, String(body.event), 'info', message));
    return postHookEvent(target, body, deadline - Date.now());
  }
}

let exiting = false;
/**
 * Writes the output with writeSync on fd 1 and exits at once: creating
 * `process.stdout` and waiting for its callback cost ~15 ms of a hook. The
 * output (≤ 10 kB) fits any pipe buffer; EAGAIN on a non-blocking pipe is
 * retried.
 */
function exit(stdout?: string): void {
  if (exiting) return;
  exiting = true;
  if (stdout) {
    const bytes = Buffer.from(stdout);
    let written = 0;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let tries = 0; written < bytes.length && tries < 2_000; tries++) {
      try {
        written += writeSync(1, bytes, written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') break;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  }
  process.exit(0);
}

/**
 * The whole event from stdin, read synchronously: creating `process.stdin`
 * costs more than the rest of a SessionStart hook. A parent written in Node
 * (Claude Code is) may hand over a non-blocking socket, on which a read fails
 * with EAGAIN until the data is there: then wait a millisecond, up to the
 * hook's deadline.
 */
function readStdin(deadline: number): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.allocUnsafe(1 << 16);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let total = 0;
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EOF') break;
      if (code !== 'EAGAIN') throw error;
      if (Date.now() > deadline) throw new Error('stdin was not closed before the deadline');
      Atomics.wait(pause, 0, 0, 1);
      continue;
    }
    if (n === 0) break;
    total += n;
    if (total > STDIN_LIMIT) throw new Error(`the event is larger than ${STDIN_LIMIT} bytes`);
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The last `max` bytes of a file, from a line start; null when unreadable. */
export function readTail(path: string, max: number): string | null {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const size = statSync(path).size;
    const start = Math.max(0, size - max);
    const buffer = Buffer.allocUnsafe(size - start);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, start + read);
      if (n === 0) break;
      read += n;
    }
    let text = buffer.subarray(0, read).toString('utf8');
    if (start > 0) text = text.slice(text.indexOf('\n') + 1);
    return text;
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** One JSON line per event worth noting; the file rotates at 5 MB. Never throws. */
function log(settings: HookSettings | null, event: string, level: string, message: string): void {
  try {
    const dir = homeLayout(settings?.home ?? hookSettings().home).logs;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = join(dir, 'hooks.log');
    try {
      if (statSync(file).size > LOG_ROTATE_BYTES) renameSync(file, `${file}.1`);
    } catch {
      // no log yet
    }
    appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), pid: process.pid, event, level, msg: message.slice(0, 2_000) })}\n`, { mode: 0o600 });
  } catch {
    // A hook that cannot log still must not fail.
  }
}
