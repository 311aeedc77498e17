#!/usr/bin/env -S MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=1 --max-old-space-size=512 --expose-gc
// `contextd --mcp` (what editors launch) and `contextd hook` (what Claude Code runs on
// every hook event) skip the full CLI and load the bundles `npm run build` writes
// (scripts/bundle-mcp.mjs), so they start sooner.
const args = process.argv.slice(2);
const fail = (error) => {
  process.stderr.write(`contextd: ${error?.message ?? error}\n`);
  process.exit(1);
};
const bundled = (name, fallback) =>
  import(`../dist/mcp/${name}.js`).catch((error) => {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(name)) throw error;
    return import(fallback); // built by tsc alone, without the bundle step
  });
const main = () => import('../dist/cli/main.js').then((cli) => cli.main()).catch(fail);
if (args[0] === 'hook') {
  // A hook never breaks the editor: whatever goes wrong, it exits 0 (and logs to hooks.log).
  const hook = await bundled('bundle-hook', '../dist/cli/hook-fast.js').catch(() => null);
  const flags = hook?.parseHookArgs(args) ?? null;
  if (!hook) process.exit(0);
  else if (flags) hook.runHook(flags).catch(() => process.exit(0));
  else main();
} else {
  const fast = args.includes('--mcp') || args[0] === 'mcp' ? await bundled('bundle-entry', '../dist/cli/mcp-fast.js') : null;
  const flags = fast?.parseMcpArgs(args) ?? null;
  if (fast && flags) fast.runMcpFast(flags).catch(fail);
  else main();
}
