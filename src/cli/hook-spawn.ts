/**
 * Auto-start for `contextd hook`, loaded only when no daemon answered: the
 * same spawner as `--mcp` (lock file, health wait), with the full,
 * validated configuration.
 */
import { createSpawner } from '../client/spawn.js';
import { loadConfig } from '../util/config.js';
import type { Logger } from '../util/logger.js';
import type { HookSettings } from './hook-config.js';
import { VERSION } from './version.js';

export async function startDaemonFor(settings: HookSettings, note: (message: string) => void): Promise<void> {
  const config = loadConfig({ home: settings.home, url: settings.url, noSpawn: settings.noSpawn });
  await createSpawner(config, VERSION, fileLogger(note)).ensure();
}

function fileLogger(note: (message: string) => void): Logger {
  const write = (a: unknown, b?: unknown) => note(typeof a === 'string' ? a : `${String(b ?? '')} ${JSON.stringify(a)}`);
  const logger = { info: write, warn: write, error: write, debug: () => undefined, trace: () => undefined, fatal: write, child: () => logger };
  return logger as unknown as Logger;
}
