import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allTools } from '../../src/mcp/tools/index.js';
import { renderToolsDoc } from '../../src/mcp/tools-doc.js';

describe('docs/tools.md', () => {
  it('matches the tool definitions (run `npm run docs:tools` when this fails)', () => {
    const committed = readFileSync(new URL('../../docs/tools.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderToolsDoc(allTools));
  });
});
