#!/usr/bin/env -S MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=2 --max-old-space-size=512 --expose-gc
// CommonJS (bin/package.json): `contextd hook`, which Claude Code starts on every hook event,
// loads its one-file bundle with require() and never pays for Node's ES module loader.
// `contextd --mcp` (what editors launch) skips the full CLI and loads its bundle; both
// bundles are written by `npm run build` (scripts/bundle-mcp.mjs).
'use strict';
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

function loadHook() {
  try {
    return Promise.resolve(require('../dist/mcp/bundle-hook.cjs'));
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND') return Promise.reject(error);
    return import('../dist/cli/hook-fast.js');
  }
}

if (args[0] === 'hook') {
  // A hook never breaks the editor: whatever goes wrong, it exits 0 (and logs to hooks.log).
  if (/^(off|0|false|no|disabled?)$/i.test((process.env.CONTEXTD_HOOKS ?? '').trim())) process.exit(0);
  loadHook().then(
    (hook) => {
      const flags = hook.parseHookArgs(args);
      if (flags) hook.runHook(flags).catch(() => process.exit(0));
      else main();
    },
    () => process.exit(0),
  );
} else if (args.includes('--mcp') || args[0] === 'mcp') {
  bundled('bundle-entry', '../dist/cli/mcp-fast.js').then((fast) => {
    const flags = fast.parseMcpArgs(args);
    if (flags) fast.runMcpFast(flags).catch(fail);
    else main();
  }, fail);
} else main();
