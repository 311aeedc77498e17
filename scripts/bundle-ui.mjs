// Builds the web dashboard (README.md, "Dashboard") into dist/ui/: one minified ES
// module (ui/main.tsx, preact and markdown-it bundled in), the stylesheet, the
// page and its icon. Everything the page loads comes from the daemon itself
// (no CDN, no font or script from elsewhere). Run by `npm run build`; fails
// when the script passes its budget.
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { build } from 'esbuild';

export const SCRIPT_BUDGET_BYTES = 250 * 1024;
const root = new URL('../', import.meta.url).pathname;
const outdir = `${root}dist/ui/`;
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: { app: `${root}ui/main.tsx` },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox110', 'safari16'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  minify: true,
  legalComments: 'none',
  sourcemap: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
await build({ entryPoints: { app: `${root}ui/style.css` }, outdir, bundle: true, minify: true, logLevel: 'warning' });
for (const file of ['index.html', 'icon.svg']) copyFileSync(`${root}ui/${file}`, `${outdir}${file}`);

const size = statSync(`${outdir}app.js`).size;
if (size > SCRIPT_BUDGET_BYTES) {
  console.error(`dashboard script is ${size} bytes, over its budget of ${SCRIPT_BUDGET_BYTES} (docs/performance.md)`);
  process.exit(1);
}
