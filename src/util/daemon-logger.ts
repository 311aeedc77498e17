import { pino, type Logger } from 'pino';
import { createStream } from 'rotating-file-stream';
import type { LoggerOptions } from './logger-build.js';
import { redact } from './redaction.js';
import { redactValues } from './redact-values.js';

/** The daemon's log rotates by size: at most LOG_FILES old files of LOG_FILE_SIZE each beside the current one. */
export const LOG_FILE_SIZE = '10M';
export const LOG_FILES = 5;

export interface DaemonLoggerOptions {
  level: LoggerOptions['level'];
  /** The logs folder: the log is `daemon.log` there, rotated to `daemon.log.1` … `daemon.log.5`. */
  dir: string;
  /** Also write to stderr (a person running `contextd serve` in a terminal): readable lines, or the file's JSON lines. */
  stderr: false | 'readable' | 'json';
  /** Rotation size, e.g. '10M' (tests use a few kilobytes). */
  size?: string;
}

export interface DaemonLogger {
  logger: Logger;
  /** Writes what is buffered and closes the file; call before the process exits. */
  close(): Promise<void>;
}

/**
 * The daemon's logger: JSON lines in a size-rotated, private (0600) file,
 * every string of every line passed through the secret scanner (ids and paths
 * echoed by errors can hold a key). Rotation is rotating-file-stream's (see
 * docs/decisions.md), not ours.
 */
export function createDaemonLogger(opts: DaemonLoggerOptions): DaemonLogger {
  const file = createStream('daemon.log', { path: opts.dir, size: opts.size ?? LOG_FILE_SIZE, rotate: LOG_FILES, mode: 0o600 });
  const streams: pino.StreamEntry[] = [{ level: opts.level === 'silent' ? 'fatal' : opts.level, stream: file }];
  if (opts.stderr) {
    const fd2 = pino.destination({ fd: 2, sync: true });
    const stream = opts.stderr === 'json' ? fd2 : { write: (line: string) => void fd2.write(readableLogLine(line)) };
    streams.push({ level: opts.level === 'silent' ? 'fatal' : opts.level, stream });
  }
  const logger = pino(
    {
      level: opts.level,
      name: 'contextd-daemon',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: { logMethod: redactingLogMethod },
    },
    pino.multistream(streams),
  );
  return {
    logger,
    close: () =>
      new Promise<void>((resolve) => {
        file.end(() => resolve());
        setTimeout(resolve, 1_000).unref();
      }),
  };
}

/** pino's logMethod hook: the merging object's strings and the message, redacted. */
function redactingLogMethod(this: Logger, args: Parameters<pino.LogFn>, method: pino.LogFn): void {
  const out = (args as unknown[]).map((arg) => (typeof arg === 'string' ? redact(arg).text : redactValues(arg).value));
  (method as (...a: unknown[]) => void).apply(this, out);
}


const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, shown in the line's head or not at all. */
const HEAD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg']);

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * One pino JSON line as a person reads it in a terminal:
 * `06:50:01.123 INFO  listening url=http://127.0.0.1:9090`, an error's stack indented below.
 */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry.time === 'string' ? entry.time.replace(/^.*T/, '').replace(/Z$/, '') : '';
  const level = (LEVEL_NAMES[entry.level as number] ?? String(entry.level)).padEnd(5);
  const fields: string[] = [];
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (HEAD_FIELDS.has(key)) continue;
    if (key === 'err' && typeof value === 'object' && value !== null) {
      const err = value as { message?: unknown; stack?: unknown; code?: unknown };
      fields.push(`err=${fieldValue(err.message ?? '')}${err.code ? ` code=${fieldValue(err.code)}` : ''}`);
      if (typeof err.stack === 'string' && (entry.level as number) >= 50) stack = err.stack.split('\n').slice(1).map((l) => `    ${l.trim()}\n`).join('');
      continue;
    }
    fields.push(`${key}=${fieldValue(value)}`);
  }
  return `${[time, level, String(entry.msg ?? ''), ...fields].filter(Boolean).join(' ')}\n${stack}`;
}
