import { join } from 'node:path';
import { isTerminal, type Operation } from '../../src/api/operations.js';
import { DaemonClient } from '../../src/client/client.js';
import type { AdmissionLimits } from '../../src/core/operations/admission.js';
import { createServices, type Services } from '../../src/core/services.js';
import { createDaemon, type Daemon, type ExtraRoutes } from '../../src/daemon/server.js';
import { PathRules } from '../../src/daemon/paths.js';
import { loadTokenFile, type TokenMap } from '../../src/daemon/tokens.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { silentLogger, type Logger } from '../../src/util/logger.js';
import { tempDir } from './tmp.js';

export interface TestDaemon {
  url: string;
  port: number;
  home: string;
  daemon: Daemon;
  services: Services;
  client(project?: string, tenant?: string): DaemonClient;
  close(): Promise<void>;
}

/** A real daemon (real SQLite, real embedder, real HTTP) on a random loopback port. */
export async function startTestDaemon(
  opts: { tenant?: string; home?: string; tokens?: TokenMap; tokenFile?: string; allowRoots?: string[]; extraRoutes?: ExtraRoutes; logger?: Logger; limits?: AdmissionLimits } = {},
): Promise<TestDaemon> {
  const tmp = opts.home ? null : tempDir();
  const home = opts.home ?? (tmp as { dir: string }).dir;
  const store = await createSqliteStore(join(home, 'data', 'contextd.db'));
  const services = createServices({ store, embedder: createHashEmbedder(), spoolDir: join(home, 'run', 'spool'), limits: opts.limits });
  await services.runner.recover();
  const tokens = opts.tokens ?? (opts.tokenFile ? loadTokenFile(opts.tokenFile) : undefined);
  const paths = new PathRules({ home, tokenFile: opts.tokenFile, allowRoots: opts.allowRoots });
  const config = { tenant: opts.tenant ?? 'tester', host: '127.0.0.1', port: 0, home, tokenFile: opts.tokenFile };
  const daemon = createDaemon({ config, services, logger: opts.logger ?? silentLogger, version: '0.0.0-test', tokens, paths, extraRoutes: opts.extraRoutes });
  const { port } = await daemon.listen();
  const url = `http://127.0.0.1:${port}`;
  const clients: DaemonClient[] = [];
  return {
    url,
    port,
    home,
    daemon,
    services,
    client(project = 'proj-test', tenant = opts.tenant ?? 'tester') {
      const client = new DaemonClient({ url, tenant, project });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close()));
      await daemon.close();
      tmp?.cleanup();
    },
  };
}

/** Text of realistic shape (many log lines, no secret), `bytes` long. */
export function bulkLog(bytes: number): string {
  const line = 'DEBUG cache miss for key user:1234:profile, fetched from origin in 12 ms\n';
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}

/** An operation of the tenant once it has ended, read from the daemon's runner. */
export async function endedOperation(daemon: TestDaemon, tenant: string, id: string): Promise<Operation> {
  const scope = { tenant, project: '' };
  let op = await daemon.services.runner.get(scope, id);
  while (!isTerminal(op.status)) op = await daemon.services.runner.wait(scope, id, op.version, 5_000);
  return op;
}
