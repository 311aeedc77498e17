import type { z } from 'zod';
import { inputShape, type ToolDefinition } from './define-tool.js';

/** True when the field may be omitted (optional or with a default). */
function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

function describeInput(tool: ToolDefinition): string {
  return Object.entries(inputShape(tool))
    .map(([name, schema]) => (isOptional(schema as z.ZodType) ? name : `**${name}**`))
    .join(', ');
}

/**
 * docs/tools.md is generated from the tool definitions; a test fails when the
 * committed file is stale (`npm run docs:tools` rewrites it).
 */
export function renderToolsDoc(tools: ToolDefinition[]): string {
  const rows = tools.map((tool) => `| ${tool.name} | ${tool.kind} | ${describeInput(tool)} | ${Object.keys(tool.output).join(', ')} |`);
  const details = tools.map((tool) => `### ${tool.name}\n\n${tool.description}\n`);
  return [
    '# Tools',
    '',
    'Generated from the tool definitions by `npm run docs:tools`; do not edit by hand.',
    'Required arguments are in bold. Every tool also returns `structuredContent` with the result fields.',
    '',
    '| tool | kind | arguments | result |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## Descriptions',
    '',
    ...details,
  ].join('\n');
}
