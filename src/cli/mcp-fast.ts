import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildLogger } from '../util/logger-build.js';
import { DeferredLogger } from '../util/deferred-logger.js';
import { loadConfig, type PartialConfig } from '../util/config.js';
import { ensurePrivateDir, homeLayout } from '../util/paths.js';
import { VERSION } from './version.js';

/**
 * `contextd --mcp` without commander: editors launch it on every window, and
 * spawn → tools/list is budgeted against a bare SDK server. Only the flags an
 * MCP config uses are understood here; anything else goes through the full
 * CLI (returns null).
 */
export function parseMcpArgs(args: string[]): PartialConfig | null {
  const flags: PartialConfig = {};
  let mcp = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (name === '--mcp' || (name === 'mcp' && i === 0)) mcp = true;
    else if (name === '--no-spawn') flags.noSpawn = true;
    else if (name === '--project' || name === '--home' || name === '--url' || name === '--log-level') {
      const v = value();
      if (v === undefined) return null;
      if (name === '--project') flags.project = v;
      else if (name === '--home') flags.home = v;
      else if (name === '--url') flags.url = v;
      else flags.logLevel = v as PartialConfig['logLevel'];
    } else return null;
  }
  return mcp ? flags : null;
}

export async function runMcpFast(flags: PartialConfig): Promise<void> {
  let config;
  try {
    config = loadConfig(flags);
  } catch (error) {
    process.stderr.write(`contextd: ${(error as Error).message}\n`);
    process.exit(2);
  }
  const logs = ensurePrivateDir(homeLayout(config.home).logs);
  // pino (~12 ms to load) is attached after the handshake, or at once when the process ends first.
  const deferred = DeferredLogger.create(() =>
    buildLogger(createRequire(import.meta.url)('pino') as typeof import('pino').pino, { level: config.logLevel, name: 'contextd-mcp', file: join(logs, 'mcp.log') }),
  );
  const { runStdioServer } = await import('../mcp/stdio.js');
  await runStdioServer(config, deferred.asLogger(), VERSION);
  setTimeout(() => deferred.ensure(), 150).unref();
}
