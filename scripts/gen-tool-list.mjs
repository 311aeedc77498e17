// Writes dist/mcp/tool-list.json: the exact tools/list answer of the built
// server, so `contextd --mcp` can answer tools/list without converting every
// zod schema to JSON Schema at startup (see memoizeToolList in src/mcp/server.ts).
import { writeFileSync } from 'node:fs';
import { computeToolList } from '../dist/mcp/server.js';

const list = await computeToolList();
writeFileSync(new URL('../dist/mcp/tool-list.json', import.meta.url), JSON.stringify(list));
console.log(`dist/mcp/tool-list.json: ${list.tools.length} tools`);
