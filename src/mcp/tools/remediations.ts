import type { ToolDefinition } from '../define-tool.js';

export const remediationsTools: ToolDefinition[] = [];
