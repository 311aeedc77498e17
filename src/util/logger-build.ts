import { openSync } from 'node:fs';
import type { LevelWithSilent, Logger, pino as Pino } from 'pino';

export interface LoggerOptions {
  level: LevelWithSilent;
  file?: string;
  name?: string;
  base?: Record<string, unknown>;
}

/**
 * Builds a pino logger writing JSON to stderr (fd 2) or a file, never to
 * stdout: under `--mcp` stdout carries only JSON-RPC. Takes the pino module so
 * `--mcp` can load it synchronously after the handshake (see mcp-fast.ts).
 */
export function buildLogger(pino: typeof Pino, opts: LoggerOptions): Logger {
  const fd = opts.file ? openSync(opts.file, 'a', 0o600) : 2;
  return pino(
    {
      level: opts.level,
      name: opts.name ?? 'contextd',
      base: { pid: process.pid, ...opts.base },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    pino.destination({ fd, sync: true }),
  );
}
