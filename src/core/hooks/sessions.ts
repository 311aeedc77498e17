/**
 * What the hook remembers between the events of one Claude Code session:
 * commands that failed, the edits made since, what happened since the last
 * checkpoint. It lives in the daemon's memory, keyed by tenant, project and
 * session id, and expires when a session goes quiet (a daemon restart
 * forgets it: a failure seen before the restart teaches nothing after it).
 */

import { headTail } from '../../util/text.js';

export interface FileEdit {
  /** Order of the edit in the session. */
  seq: number;
  file: string;
  /** Old → new text of the edit, or null for a whole-file write; kept to its first lines (see keepHead). */
  old: string | null;
  new: string;
  /** Lines of the new text before it was cut. */
  newLines: number;
  tool: string;
}

/** Lines of each side of an edit kept in the session: what a learned remediation's diff shows. */
export const EDIT_LINES = 12;
const EDIT_LINE_CHARS = 200;

/**
 * The first EDIT_LINES lines of a text, each cut to 200 characters, and a
 * `… (N more lines)` line for the rest: a session holds at most ~5 kB an edit,
 * whatever was written.
 */
export function keepHead(text: string): string {
  const lines = text.split('\n');
  const kept = lines.slice(0, EDIT_LINES).map((l) => (l.length > EDIT_LINE_CHARS ? `${l.slice(0, EDIT_LINE_CHARS - 1)}…` : l));
  if (lines.length > EDIT_LINES) kept.push(`… (${lines.length - EDIT_LINES} more lines)`);
  return kept.join('\n');
}

export interface CommandFailure {
  command: string;
  error: string;
  /** `seq` of the last edit before the failure (edits after it are the fix). */
  editSeq: number;
  at: number;
}

export interface HookSession {
  readonly key: string;
  readonly sessionId: string;
  failures: Map<string, CommandFailure>;
  edits: FileEdit[];
  editSeq: number;
  /** Commands run (failed ones marked), newest last, bounded. */
  commands: { command: string; failed: boolean }[];
  /** Events that changed something since the last checkpoint this session saved. */
  activitySinceCheckpoint: number;
  lastCheckpointAt: number | null;
  touchedAt: number;
}

export interface SessionTableOptions {
  /** A session idle this long is forgotten (default 6 h). */
  ttlMs?: number;
  /** Sessions kept at most; the least recently used goes first (default 500). */
  maxSessions?: number;
  now?: () => number;
}

/** Per session; with ≤ 5 kB an edit and ≤ 8 kB an error, a session holds at most ~1 MB. */
export const SESSION_BOUNDS = { edits: 100, failures: 20, commands: 100, errorChars: 8_000 } as const;

export class HookSessionTable {
  private readonly sessions = new Map<string, HookSession>();
  private readonly ttlMs: number;
  private readonly maxSessions: number;
  private readonly now: () => number;

  constructor(opts: SessionTableOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 6 * 3_600_000;
    this.maxSessions = opts.maxSessions ?? 500;
    this.now = opts.now ?? Date.now;
  }

  /** The session, created when new; touching it moves it to the back of the eviction order. */
  get(tenant: string, project: string, sessionId: string): HookSession {
    this.expire();
    const key = `${tenant}\u0000${project}\u0000${sessionId}`;
    let session = this.sessions.get(key);
    if (session) this.sessions.delete(key);
    else session = { key, sessionId, failures: new Map(), edits: [], editSeq: 0, commands: [], activitySinceCheckpoint: 0, lastCheckpointAt: null, touchedAt: 0 };
    session.touchedAt = this.now();
    this.sessions.set(key, session);
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value as string;
      this.sessions.delete(oldest);
    }
    return session;
  }

  /** Forgets a session (it ended). */
  drop(session: HookSession): void {
    this.sessions.delete(session.key);
  }

  get size(): number {
    return this.sessions.size;
  }

  private expire(): void {
    const cutoff = this.now() - this.ttlMs;
    // Map order is least recently used first: stop at the first live one.
    for (const [key, session] of this.sessions) {
      if (session.touchedAt >= cutoff) break;
      this.sessions.delete(key);
    }
  }
}

export function addEdit(session: HookSession, edit: { file: string; old: string | null; new: string; tool: string }): void {
  session.editSeq++;
  session.edits.push({
    seq: session.editSeq,
    file: edit.file.slice(0, 1_024),
    old: edit.old === null ? null : keepHead(edit.old),
    new: keepHead(edit.new),
    newLines: edit.new.split('\n').length,
    tool: edit.tool,
  });
  if (session.edits.length > SESSION_BOUNDS.edits) session.edits.splice(0, session.edits.length - SESSION_BOUNDS.edits);
  session.activitySinceCheckpoint++;
}

export function addCommand(session: HookSession, command: string, failed: boolean): void {
  session.commands.push({ command, failed });
  if (session.commands.length > SESSION_BOUNDS.commands) session.commands.splice(0, session.commands.length - SESSION_BOUNDS.commands);
  session.activitySinceCheckpoint++;
}

export function addFailure(session: HookSession, key: string, failure: CommandFailure): void {
  session.failures.delete(key);
  session.failures.set(key, { ...failure, error: headTail(failure.error, SESSION_BOUNDS.errorChars) });
  if (session.failures.size > SESSION_BOUNDS.failures) session.failures.delete(session.failures.keys().next().value as string);
}

/** Two runs of "the same command": whitespace runs collapsed, trailing `;` and spaces dropped. */
export function commandKey(command: string): string {
  return command.trim().replace(/\s+/g, ' ').replace(/[;\s]+$/, '');
}
