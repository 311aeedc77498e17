// Bundles `contextd --mcp` (src/cli/mcp-fast.ts and everything it loads: our
// modules, the MCP SDK, zod, ajv) into dist/mcp/, so an editor's spawn reads a
// handful of files instead of ~300 modules; and `contextd hook`
// (src/cli/hook-fast.ts: node built-ins and a few of our modules, no zod) into
// dist/mcp/bundle-hook.js, which Claude Code starts on every hook event. Run by
// `npm run build` after tsc; bin/contextd.js falls back to dist/cli/mcp-fast.js
// and dist/cli/hook-fast.js when the bundles are absent.
//
// Everything lands in dist/mcp/ because bundled code resolves files beside it
// with import.meta.url (tool-list.json, ../../bin, ../../package.json).
// pino and undici are loaded with require() at run time and stay outside.
import { rmSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('../dist/mcp/', import.meta.url).pathname;
for (const file of readdirSync(outdir)) if (file.startsWith('bundle-')) rmSync(outdir + file);

const result = await build({
  entryPoints: { 'bundle-entry': 'src/cli/mcp-fast.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'bundle-[name]-[hash]',
  sourcemap: 'linked',
  external: ['pino', 'undici', 'better-sqlite3', 'sqlite-vec'],
  // Bundled CommonJS (ajv) calls require() for Node's own modules.
  banner: { js: "import { createRequire as __contextdRequire } from 'node:module'; const require = __contextdRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
// The hook is one CommonJS file of node built-ins and a few small modules, which the bin
// require()s: no chunk to load and no ES module loader to start (together ~25 % of a
// SessionStart hook). Its auto-start path (spawn, config with zod) is dist/cli/hook-spawn.js,
// imported by URL only when no daemon answers.
const hook = await build({
  entryPoints: { 'bundle-hook': 'src/cli/hook-fast.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  define: { 'import.meta.url': '__contextdModuleUrl' },
  banner: { js: "const __contextdModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
  metafile: true,
});
const hookFiles = Object.keys(hook.metafile.outputs).filter((file) => file.endsWith('.cjs'));
const hookEntry = Object.entries(hook.metafile.outputs).find(([file]) => file.endsWith('bundle-hook.cjs'))?.[1];
if (!hookEntry || hookFiles.length !== 1 || hookEntry.imports.some((i) => !i.path.startsWith('node:'))) throw new Error('bundle-hook.cjs must be one file loading only node built-ins');
console.log(`dist/mcp/bundle-hook.cjs: ${(hookEntry.bytes / 1024).toFixed(0)} KB, node built-ins only`);
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kb = outputs.reduce((sum, [, o]) => sum + o.bytes, 0) / 1024;
console.log(`dist/mcp/bundle-*.js: ${outputs.length} files, ${kb.toFixed(0)} KB`);
