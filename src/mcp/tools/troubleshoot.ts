import type { ToolDefinition } from '../define-tool.js';

export const troubleshootTools: ToolDefinition[] = [];
