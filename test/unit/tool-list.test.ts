import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeToolList } from '../../src/mcp/server.js';

describe('dist/mcp/tool-list.json (the prebuilt tools/list answer)', () => {
  it('equals the answer computed from the tool definitions', async () => {
    // The e2e global setup (and `npm run build`) writes it from the same sources.
    const prebuilt = JSON.parse(readFileSync(new URL('../../dist/mcp/tool-list.json', import.meta.url), 'utf8')) as unknown;
    expect(prebuilt).toEqual(await computeToolList());
  });
});
