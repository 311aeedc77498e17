import { pino, type Logger } from 'pino';
import { buildLogger, type LoggerOptions } from './logger-build.js';

export type { Logger };

export function createLogger(opts: LoggerOptions): Logger {
  return buildLogger(pino, opts);
}

export const silentLogger: Logger = pino({ level: 'silent' });

export { newEventId } from './ids.js';
