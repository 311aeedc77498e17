/**
 * Reads a repository's history with a few git processes, not one per commit:
 * one `git log` for every message, then `git show` over batches of commit ids
 * for the changed lines of the commits worth mining.
 */
import { spawn } from 'node:child_process';
import { ContextdError } from '../../util/errors.js';

export interface CommitMessage {
  id: string;
  date: string;
  subject: string;
  body: string;
}

export interface CommitDiff {
  files: string[];
  /** Changed lines as `-`/`+` lines under a `--- file` header, bounded. */
  diff: string;
}

const RECORD = '\x1e';
const FIELD = '\x1f';
/** Commit ids per `git show` process. */
export const SHOW_BATCH = 200;
const DIFF_CHARS = 6_000;
const LINES_PER_FILE = 40;
const LINE_CHARS = 240;

/** Runs git and returns its stdout; a failure is invalid_params naming git's own message. */
export function git(cwd: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', cwd, '-c', 'core.quotepath=off', ...args], { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (err.length < 4_000) err += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') reject(new ContextdError('cancelled', 'cancelled'));
      else if (error.code === 'ENOENT') reject(new ContextdError('invalid_params', 'git is not installed or not on the PATH of the daemon'));
      else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new ContextdError('invalid_params', `git ${args[0]} failed in ${cwd}: ${err.trim().split('\n')[0] || `exit ${code}`}`));
    });
  });
}

/** The repository's top-level folder; invalid_params when `path` is not inside a git work tree. */
export async function repositoryTop(path: string): Promise<string> {
  try {
    return (await git(path, ['rev-parse', '--show-toplevel'])).trim();
  } catch (error) {
    if (error instanceof ContextdError && error.message.startsWith('git is not')) throw error;
    throw new ContextdError('invalid_params', `path: ${path} is not inside a git repository`);
  }
}

/** Every non-merge commit's message, newest first. */
export async function readCommits(root: string, opts: { since?: string; max?: number }, signal?: AbortSignal): Promise<CommitMessage[]> {
  const args = ['log', '--no-merges', '--no-color', `--format=${RECORD}%H${FIELD}%aI${FIELD}%s${FIELD}%b`];
  if (opts.since) args.push(`--since=${opts.since}`);
  if (opts.max) args.push(`--max-count=${opts.max}`);
  let text: string;
  try {
    text = await git(root, args, signal);
  } catch (error) {
    // A repository without commits has no HEAD to log.
    if (error instanceof ContextdError && /does not have any commits|bad default revision/.test(error.message)) return [];
    throw error;
  }
  const commits: CommitMessage[] = [];
  for (const record of text.split(RECORD)) {
    const [id, date, subject, body] = record.split(FIELD);
    if (!id || !/^[0-9a-f]{40,64}$/.test(id.trim())) continue;
    commits.push({ id: id.trim(), date: date ?? '', subject: (subject ?? '').trim(), body: (body ?? '').trim() });
  }
  return commits;
}

/** The changed lines of each commit, read with one `git show` per batch of ids. */
export async function readDiffs(root: string, ids: string[], signal?: AbortSignal): Promise<Map<string, CommitDiff>> {
  const out = new Map<string, CommitDiff>();
  for (let i = 0; i < ids.length; i += SHOW_BATCH) {
    const batch = ids.slice(i, i + SHOW_BATCH);
    const text = await git(root, ['show', '--no-color', '--no-ext-diff', '--unified=0', '--first-parent', `--format=${RECORD}%H`, ...batch], signal);
    for (const chunk of text.split(RECORD)) {
      const newline = chunk.indexOf('\n');
      const id = (newline < 0 ? chunk : chunk.slice(0, newline)).trim();
      if (id) out.set(id, parseDiff(newline < 0 ? '' : chunk.slice(newline + 1)));
    }
  }
  return out;
}

/** `git show --unified=0` output → the files and their changed lines, bounded per file and in all. */
export function parseDiff(text: string): CommitDiff {
  const files: string[] = [];
  const parts: string[] = [];
  let size = 0;
  let shown = 0;
  let skipped = 0;
  let file: string | null = null;
  const flush = () => {
    if (file !== null && skipped > 0) parts.push(`  … (${skipped} more changed lines)`);
    skipped = 0;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      const match = / b\/(.*)$/.exec(line);
      file = match?.[1] ?? line.slice(11);
      files.push(file);
      shown = 0;
      if (size < DIFF_CHARS) parts.push(`--- ${file}`);
      continue;
    }
    if (file === null || line.startsWith('+++ ') || line.startsWith('--- ')) continue;
    if ((line.startsWith('+') || line.startsWith('-')) && size < DIFF_CHARS) {
      if (shown >= LINES_PER_FILE) {
        skipped++;
        continue;
      }
      const cut = line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 1)}…` : line;
      parts.push(cut);
      size += cut.length + 1;
      shown++;
    } else if (line.startsWith('Binary files') && size < DIFF_CHARS) parts.push('  (binary file changed)');
  }
  flush();
  let diff = parts.join('\n');
  if (diff.length > DIFF_CHARS) diff = `${diff.slice(0, DIFF_CHARS - 1)}…`;
  return { files: [...new Set(files)], diff };
}
