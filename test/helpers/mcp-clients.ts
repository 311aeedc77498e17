import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { DaemonClient } from '../../src/client/client.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import type { Config } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import type { TestDaemon } from './daemon.js';

/** The SDK's real clients bound to one project folder (offered as the client's root), closed by `closeAll`. */
export class McpClients {
  private readonly closers: Array<() => Promise<void>> = [];

  constructor(
    private readonly daemon: () => TestDaemon,
    private readonly config: Config,
  ) {}

  /** The stdio server's McpServer in process, over InMemoryTransport. */
  async inProcess(root: string): Promise<Client> {
    const daemon = this.daemon();
    const daemonClient = new DaemonClient({ url: daemon.url, tenant: this.config.tenant, project: '' });
    const session = new Session(`s-${Math.random().toString(16).slice(2, 8)}`, { ...this.config, url: daemon.url }, daemonClient, silentLogger, async () => undefined);
    const handle = createMcpServer(session, '0.0.0-test');
    const client = withRoots(root);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await handle.server.connect(serverSide);
    await client.connect(clientSide);
    this.closers.push(async () => {
      await client.close();
      await handle.close();
      await daemonClient.close();
    });
    return client;
  }

  /** Streamable HTTP at the daemon's /mcp. */
  async overHttp(root: string): Promise<Client> {
    const client = withRoots(root);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${this.daemon().url}/mcp`)));
    this.closers.push(() => client.close());
    return client;
  }

  async closeAll(): Promise<void> {
    for (const close of this.closers.reverse()) await close();
  }
}

function withRoots(root: string): Client {
  const client = new Client({ name: 'contextd-test', version: '1.0.0' }, { capabilities: { roots: { listChanged: false } } });
  client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: pathToFileURL(root).href, name: 'root' }] }));
  return client;
}
