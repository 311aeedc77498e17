import type { ToolDefinition } from '../define-tool.js';

export const skillsTools: ToolDefinition[] = [];
