#!/usr/bin/env -S MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=1 --max-old-space-size=128
// `contextd --mcp` (what editors launch) skips the full CLI so the MCP handshake starts sooner.
const args = process.argv.slice(2);
const fail = (error) => {
  process.stderr.write(`contextd: ${error?.message ?? error}\n`);
  process.exit(1);
};
const fast = args.includes('--mcp') || args[0] === 'mcp' ? await import('../dist/cli/mcp-fast.js') : null;
const flags = fast?.parseMcpArgs(args) ?? null;
if (fast && flags) fast.runMcpFast(flags).catch(fail);
else import('../dist/cli/main.js').then(({ main }) => main()).catch(fail);
