import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

interface Shared {
  target: Logger | null;
  load: (() => Logger) | null;
  queue: { bindings: Record<string, unknown>[]; level: Level; args: unknown[] }[];
}

/**
 * A logger that buffers until the real one is attached. pino takes ~12 ms to
 * load; `contextd --mcp` attaches it after the MCP handshake so tools/list is
 * not delayed, then replays what was logged before, in order.
 */
export class DeferredLogger {
  /** `load` builds the real logger synchronously; it runs on ensure() or flush(). */
  static create(load: () => Logger): DeferredLogger {
    return new DeferredLogger({ target: null, load, queue: [] });
  }

  private constructor(
    private readonly shared: Shared,
    private readonly bindings: Record<string, unknown>[] = [],
  ) {
    for (const level of LEVELS) {
      (this as unknown as Record<Level, (...args: unknown[]) => void>)[level] = (...args: unknown[]) => this.write(level, args);
    }
  }

  private write(level: Level, args: unknown[]): void {
    const target = this.shared.target;
    if (target) resolve(target, this.bindings)[level](...(args as [string]));
    else this.shared.queue.push({ bindings: this.bindings, level, args });
  }

  child(bindings: Record<string, unknown>): DeferredLogger {
    return new DeferredLogger(this.shared, [...this.bindings, bindings]);
  }

  /** Attaches the real logger now (if not yet) and flushes it: before exit, nothing is lost. */
  flush(): void {
    this.ensure();
    this.shared.target?.flush();
  }

  ensure(): void {
    if (this.shared.target || !this.shared.load) return;
    const load = this.shared.load;
    this.shared.load = null;
    this.attach(load());
  }

  private attach(target: Logger): void {
    this.shared.target = target;
    for (const entry of this.shared.queue.splice(0)) resolve(target, entry.bindings)[entry.level](...(entry.args as [string]));
  }

  asLogger(): Logger {
    return this as unknown as Logger;
  }
}

function resolve(target: Logger, bindings: Record<string, unknown>[]): Logger {
  return bindings.reduce<Logger>((logger, b) => logger.child(b), target);
}
