import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DaemonClient } from '../../src/client/client.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { Session } from '../../src/mcp/session.js';
import { defaultConfig, resolveConfig } from '../../src/util/config.js';
import { silentLogger } from '../../src/util/logger.js';
import type { TestDaemon } from './daemon.js';

export interface McpSession {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/**
 * An in-process MCP session the way `contextd --mcp` builds one (src/mcp/stdio.ts):
 * a Session whose DaemonClient points at the test daemon, the real McpServer, and the
 * SDK client over InMemoryTransport. `project` is a folder path (the session's project).
 */
export async function connectMcp(daemon: TestDaemon, project: string, tenant = 'tester'): Promise<McpSession> {
  const config = resolveConfig({ defaults: { ...defaultConfig({}), home: daemon.home }, flags: { url: daemon.url, tenant, project, noSpawn: true } });
  const daemonClient = new DaemonClient({ url: daemon.url, tenant, project: '', sessionId: 'test-session' });
  const session = new Session('test-session', config, daemonClient, silentLogger, async () => undefined);
  const { server } = createMcpServer(session, '0.0.0-test');
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'remediation-test', version: '1.0.0' });
  await client.connect(clientTransport);
  return {
    client,
    call: (name, args) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>,
    async close() {
      await client.close();
      await server.close();
      await daemonClient.close();
    },
  };
}

export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}
