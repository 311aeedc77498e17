import { pino, type Logger, type LevelWithSilent } from 'pino';
import { openSync } from 'node:fs';

export type { Logger };

/**
 * Loggers write JSON to stderr (fd 2) or to a file, never to stdout: under
 * `--mcp` stdout carries only JSON-RPC.
 */
export function createLogger(opts: { level: LevelWithSilent; file?: string; name?: string; base?: Record<string, unknown> }): Logger {
  const fd = opts.file ? openSync(opts.file, 'a', 0o600) : 2;
  const destination = pino.destination({ fd, sync: true });
  return pino(
    {
      level: opts.level,
      name: opts.name ?? 'contextd',
      base: { pid: process.pid, ...opts.base },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export const silentLogger: Logger = pino({ level: 'silent' });

export { newEventId } from './ids.js';
