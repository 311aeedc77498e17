import { once } from 'node:events';
import { createReadStream, type WriteStream } from 'node:fs';
import { access, constants, stat } from 'node:fs/promises';
import { dirname, isAbsolute } from 'node:path';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import { describeIssues, invalid } from '../../util/errors.js';
import type { OperationContext } from '../operations/runner.js';

// JSON Lines files the daemon reads and writes for `contextd export` / `contextd import`:
// checked paths, one line at a time, errors that name the line.

/** Progress of a read: bytes or records done so far; `force` reports even inside the throttle interval. */
export type Reporter = (done: number, message: string, force?: boolean) => void;

export async function readablePath(path: string): Promise<string> {
  absolute(path);
  try {
    await access(path, constants.R_OK);
    if (!(await stat(path)).isFile()) throw invalid(`path: cannot read ${path}: not a file`);
  } catch (error) {
    throw fileError(error, `path: cannot read ${path}`);
  }
  return path;
}

export async function writablePath(path: string): Promise<string> {
  absolute(path);
  try {
    await access(dirname(path), constants.W_OK);
    if ((await stat(path).catch(() => null))?.isDirectory()) throw invalid(`path: cannot write ${path}: it is a folder`);
  } catch (error) {
    throw fileError(error, `path: cannot write ${path}`);
  }
  return path;
}

export function absolute(path: string): void {
  if (!isAbsolute(path)) throw invalid(`path: '${path}' must be an absolute path (the daemon reads and writes it; the CLI resolves relative paths)`);
}

export function fileError(error: unknown, prefix: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return invalid(`${prefix}: no such file or folder`);
  if (code === 'EACCES' || code === 'EPERM') return invalid(`${prefix}: permission denied`);
  if (code === 'ENOTDIR') return invalid(`${prefix}: a part of the path is not a folder`);
  return error instanceof Error ? error : invalid(`${prefix}: ${String(error)}`);
}

export interface Line {
  line: string;
  number: number;
  /** Bytes read up to the end of this line. */
  bytes: number;
}

/** Non-empty lines, one at a time (the file is never read whole); cancellable between lines. */
export async function* lines(path: string, ctx?: OperationContext): AsyncGenerator<Line> {
  const stream = createReadStream(path, { encoding: 'utf8' });
  const reader = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  let bytes = 0;
  try {
    for await (const line of reader) {
      number++;
      bytes += Buffer.byteLength(line, 'utf8') + 1;
      if (line.trim() === '') continue;
      await ctx?.tick();
      yield { line, number, bytes };
    }
  } finally {
    reader.close();
    stream.destroy();
  }
}

/** The records of a file checked by the first pass, parsed again (`skip` leading records, e.g. the header). */
export async function* records<T>(path: string, ctx: OperationContext, schema: z.ZodType<T>, skip = 0): AsyncGenerator<{ value: T; number: number; bytes: number }> {
  let seen = 0;
  for await (const { line, number, bytes } of lines(path, ctx)) {
    if (seen++ < skip) continue;
    yield { value: parseLine(schema, line, number), number, bytes };
  }
}

export function parseJson(line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch (error) {
    // JSON.parse quotes the start of the text it failed on: never echo a file's content.
    const at = /position (\d+)/.exec((error as Error).message)?.[1];
    throw invalid(`line ${number}: not JSON${at === undefined ? '' : ` (at character ${Number(at) + 1})`}`);
  }
}

export function parseLine<T>(schema: z.ZodType<T>, line: string, number: number): T {
  const parsed = schema.safeParse(parseJson(line, number));
  if (!parsed.success) throw invalid(`line ${number}: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

export async function writeLine(out: WriteStream, record: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
}
