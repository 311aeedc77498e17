import { DaemonClient } from '../client/client.js';
import { createSpawner } from '../client/spawn.js';
import type { Config } from '../util/config.js';
import { shortId } from '../util/ids.js';
import type { Logger } from '../util/logger.js';
import { LineTransport } from './line-transport.js';
import { createMcpServer } from './server.js';
import { Session } from './session.js';

const STDIN_EXIT_MS = 1_000;
const SIGNAL_EXIT_MS = 2_000;

/**
 * `contextd --mcp`: stdio MCP server over the daemon. Lifecycle (docs/architecture.md, "Lifecycle"):
 * exit within 1 s of stdin closing and 2 s of SIGTERM/SIGINT, cancelling this
 * session's operations best effort; a broken stdout ends quietly.
 */
export async function runStdioServer(config: Config, logger: Logger, version: string): Promise<void> {
  const sessionId = shortId(8);
  const log = logger.child({ session_id: sessionId });
  const spawner = createSpawner(config, version, log);
  // The daemon check starts in the background as soon as the transport is up (it must not delay
  // the handshake), so the first tool call rarely waits for it.
  let startCheck!: () => void;
  let ready: Promise<unknown> = new Promise<void>((resolve) => (startCheck = resolve)).then(() => spawner.ensure()).catch((error: unknown) => error);
  const daemonReady = async () => {
    const outcome = await ready;
    if (outcome instanceof Error) {
      ready = spawner.ensure().catch((error) => error);
      const retry = await ready;
      if (retry instanceof Error) throw retry;
    }
  };
  const client = new DaemonClient({
    url: config.url,
    tenant: config.tenant,
    project: '',
    token: config.token,
    sessionId,
    reconnect: async () => {
      await spawner.ensure();
    },
  });
  const session = new Session(sessionId, config, client, log, daemonReady);
  const mcp = createMcpServer(session, version);
  const { server } = mcp;
  const transport = new LineTransport();

  let closing = false;
  const shutdown = async (reason: string, budgetMs: number, code = 0) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, 'mcp server shutting down');
    const hardExit = setTimeout(() => process.exit(code), budgetMs - 100);
    hardExit.unref();
    await session.cancelInflight(budgetMs / 2);
    await server.close().catch(() => undefined);
    await client.close().catch(() => undefined);
    log.flush?.();
    process.exit(code);
  };

  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    // The client went away while we were writing: end quietly, never with a stack trace.
    void shutdown(error.code === 'EPIPE' ? 'stdout closed (EPIPE)' : `stdout error ${error.code}`, STDIN_EXIT_MS);
  });
  process.stdin.on('end', () => void shutdown('stdin ended', STDIN_EXIT_MS));
  process.stdin.on('close', () => void shutdown('stdin closed', STDIN_EXIT_MS));
  process.on('SIGTERM', () => void shutdown('SIGTERM', SIGNAL_EXIT_MS));
  process.on('SIGINT', () => void shutdown('SIGINT', SIGNAL_EXIT_MS));
  transport.onclose = () => void shutdown('transport closed', STDIN_EXIT_MS);

  await mcp.connect(transport);
  setImmediate(startCheck);
  log.info({ version, url: config.url }, 'mcp server ready on stdio');
}
