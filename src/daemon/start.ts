import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServices } from '../core/services.js';
import { createHashEmbedder, type Embedder } from '../search/embedder.js';
import { createSqliteStore } from '../store/sqlite/index.js';
import type { Store } from '../store/types.js';
import type { Config } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import type { Logger } from '../util/logger.js';
import { ensurePrivateDir, homeLayout } from '../util/paths.js';
import { createDaemon, type Daemon } from './server.js';

export interface RunningDaemon {
  daemon: Daemon;
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function openStore(config: Config): Promise<Store> {
  if (config.store === 'postgres') {
    throw new ContextdError('invalid_params', 'CONTEXTD_STORE=postgres is not available in this version; use sqlite');
  }
  const layout = homeLayout(config.home);
  ensurePrivateDir(layout.data);
  return createSqliteStore(join(layout.data, 'contextd.db'));
}

export function createEmbedder(config: Config): Embedder {
  if (config.embedder === 'openai') {
    throw new ContextdError('invalid_params', 'CONTEXTD_EMBEDDER=openai is not available in this version; use hash');
  }
  return createHashEmbedder();
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Opens the store, recovers operations, listens, and writes the runtime file. */
export async function startDaemon(config: Config, logger: Logger, version: string): Promise<RunningDaemon> {
  if (!isLoopbackHost(config.host) && !config.tokenFile) {
    throw new ContextdError('forbidden', `binding ${config.host} requires --token-file (tokens map to tenants); the default is 127.0.0.1`);
  }
  const store = await openStore(config);
  const services = createServices({ store, embedder: createEmbedder(config), logger, concurrency: config.concurrency });
  const recovered = await services.runner.recover();
  if (recovered.requeued + recovered.interrupted > 0) logger.info(recovered, 'recovered operations from the previous run');
  const daemon = createDaemon({ config, services, logger, version });
  const { url, port } = await daemon.listen();
  const layout = homeLayout(config.home);
  ensurePrivateDir(layout.run);
  const runtimeFile = join(layout.run, 'daemon.json');
  writeFileSync(runtimeFile, JSON.stringify({ pid: process.pid, url, port, version }), { mode: 0o600 });
  logger.info({ url, store: store.info }, 'contextd daemon listening');
  return {
    daemon,
    url,
    port,
    async stop() {
      await daemon.close();
      rmSync(runtimeFile, { force: true });
    },
  };
}
