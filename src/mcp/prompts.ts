import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Session } from './session.js';

/** Serves every skill visible in the session's scope as an MCP prompt. */
export function registerPrompts(_server: McpServer, _session: Session): void {}
