// Rewrites docs/tools.md from the built tool definitions (npm run docs:tools).
import { writeFileSync } from 'node:fs';
import { allTools } from '../dist/mcp/tools/index.js';
import { renderToolsDoc } from '../dist/mcp/tools-doc.js';

writeFileSync(new URL('../docs/tools.md', import.meta.url), renderToolsDoc(allTools));
console.log(`docs/tools.md: ${allTools.length} tools`);
