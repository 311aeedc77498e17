#!/usr/bin/env -S MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=1 --max-old-space-size=512 --expose-gc
// `contextd --mcp` (what editors launch) skips the full CLI and loads the bundle
// `npm run build` writes (scripts/bundle-mcp.mjs), so the MCP handshake starts sooner.
const args = process.argv.slice(2);
const fail = (error) => {
  process.stderr.write(`contextd: ${error?.message ?? error}\n`);
  process.exit(1);
};
const loadFast = () =>
  import('../dist/mcp/bundle-entry.js').catch((error) => {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('bundle-entry')) throw error;
    return import('../dist/cli/mcp-fast.js'); // built by tsc alone, without the bundle step
  });
const fast = args.includes('--mcp') || args[0] === 'mcp' ? await loadFast() : null;
const flags = fast?.parseMcpArgs(args) ?? null;
if (fast && flags) fast.runMcpFast(flags).catch(fail);
else import('../dist/cli/main.js').then(({ main }) => main()).catch(fail);
