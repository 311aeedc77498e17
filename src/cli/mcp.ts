import type { Command } from 'commander';
import { createLogger } from '../util/logger.js';
import { homeLayout, ensurePrivateDir } from '../util/paths.js';
import { join } from 'node:path';
import { configFor, reportError } from './common.js';
import { VERSION } from './version.js';

/** `contextd --mcp` / `contextd mcp`: logs go to stderr and $CONTEXTD_HOME/logs/mcp.log, never stdout. */
export async function startMcp(command: Command): Promise<void> {
  try {
    const config = configFor(command);
    const logs = ensurePrivateDir(homeLayout(config.home).logs);
    const logger = createLogger({ level: config.logLevel, name: 'contextd-mcp', file: join(logs, 'mcp.log') });
    const { runStdioServer } = await import('../mcp/stdio.js');
    await runStdioServer(config, logger, VERSION);
  } catch (error) {
    reportError(error, false);
    process.exit(1);
  }
}

export function registerMcp(program: Command): void {
  program
    .command('mcp')
    .description('Run the stdio MCP server for an editor (same as --mcp).')
    .action(async (_opts: unknown, command: Command) => startMcp(command));
}
