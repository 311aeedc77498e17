import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Session } from './session.js';

/** Resource templates for checkpoints, skills and remediations. */
export function registerResources(_server: McpServer, _session: Session): void {}
