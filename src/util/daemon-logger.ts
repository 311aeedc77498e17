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
  /** Also write to stderr (a person running `contextd serve` in a terminal). */
  stderr: boolean;
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
  if (opts.stderr) streams.push({ level: opts.level === 'silent' ? 'fatal' : opts.level, stream: pino.destination({ fd: 2, sync: true }) });
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

