import { hostname } from 'node:os';
import type { Command } from 'commander';
import { createDaemonLogger } from '../util/daemon-logger.js';
import { ensurePrivateDir, homeLayout } from '../util/paths.js';
import { configFor, reportError } from './common.js';
import { VERSION } from './version.js';
import { dashboardAddresses } from './ui.js';
import { ContextdError } from '../util/errors.js';

const SHUTDOWN_BUDGET_MS = 12_000;

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('Run the contextd daemon: the HTTP service that owns the store and runs long operations (editors start it for you).')
    .option('--host <host>', 'address to bind (anything but loopback requires --token-file)')
    .option('--port <port>', 'port to listen on (0 picks a free one)')
    .option('--token-file <file>', 'JSON file mapping bearer tokens to tenants; required off loopback')
    .option('--allow-origin <origin...>', "browser origins allowed besides the daemon's own pages (and, for /mcp, loopback ones), e.g. https://app.example")
    .option('--json-logs', 'on a terminal, print log lines as JSON (as in daemon.log) instead of readable text')
    .option('--allow-root <dir>', 'a folder repositories may be indexed from (repeatable); remote callers (team mode, /mcp) may index only under these', collect, [])
    .action(async (opts: { host?: string; port?: string; tokenFile?: string; allowOrigin?: string[]; allowRoot: string[]; jsonLogs?: boolean }, command: Command) => {
      try {
        const config = configFor(command, {
          ...(opts.host ? { host: opts.host } : {}),
          ...(opts.port !== undefined ? { port: Number(opts.port) } : {}),
          ...(opts.tokenFile ? { tokenFile: opts.tokenFile } : {}),
        });
        // Its own size-rotated file of JSON lines (and stderr on a terminal: readable lines, or JSON
        // with --json-logs); an auto-started daemon's stderr goes to the same file only for what is
        // not a log line (a crash's last words).
        const stderr = process.stderr.isTTY !== true ? false : opts.jsonLogs ? 'json' : 'readable';
        const { logger, close: closeLog } = createDaemonLogger({ level: config.logLevel, dir: ensurePrivateDir(homeLayout(config.home).logs), stderr, size: process.env.CONTEXTD_LOG_ROTATE_SIZE });
        const { startDaemon } = await import('../daemon/start.js');
        const { mountMcpHttp } = await import('../mcp/http.js');
        // MCP over Streamable HTTP at /mcp: the MCP layer calls this daemon over HTTP like --mcp does.
        const running = await startDaemon(config, logger, VERSION, {
          allowRoots: opts.allowRoot,
          allowedOrigins: opts.allowOrigin,
          onHomeLost: () => stop('home lost'),
          extraRoutes: (app, daemon) => void mountMcpHttp(app, { config, version: VERSION, logger, url: daemon.url, allowedOrigins: opts.allowOrigin }),
        });
        const dashboard = dashboardAddresses(config.host, running.port, hostname());
        const elsewhere = dashboard.remote ? `; from other machines ${dashboard.remote}` : '';
        process.stderr.write(`contextd ${VERSION} listening on ${running.url}\ndashboard: ${dashboard.local} (contextd ui opens it${elsewhere})\n`);
        let stopping = false;
        const stop = (signal: string) => {
          if (stopping) return;
          stopping = true;
          logger.info({ signal }, 'shutting down');
          setTimeout(() => process.exit(1), SHUTDOWN_BUDGET_MS).unref();
          running.stop().then(
            () => closeLog().then(() => process.exit(0)),
            (error: unknown) => {
              logger.error({ err: error }, 'shutdown failed');
              void closeLog().then(() => process.exit(1));
            },
          );
        };
        process.on('SIGTERM', () => stop('SIGTERM'));
        process.on('SIGINT', () => stop('SIGINT'));
      } catch (error) {
        reportError(listenError(error), false);
      }
    });
}

/** A port already taken is the user's to fix: say which port and how to choose another. */
function listenError(error: unknown): unknown {
  const e = error as NodeJS.ErrnoException & { port?: number };
  if (e?.code !== 'EADDRINUSE' && e?.code !== 'EACCES') return error;
  const port = e.port ?? (/:(\d+)\s*$/.exec(e.message)?.[1] ?? '?');
  const why = e.code === 'EADDRINUSE' ? `port ${port} is already in use (is another contextd serve running? \`contextd status\` tells)` : `port ${port} needs privileges this user lacks`;
  return new ContextdError('invalid_params', `${why}; choose another port with --port <port> or CONTEXTD_PORT (and point clients at it with CONTEXTD_URL)`);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
