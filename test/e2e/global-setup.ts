import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function newestSource(dir: string, pattern = /\.ts$/): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path, pattern));
    else if (pattern.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The dashboard's bundle (dist/ui), which the daemon serves at /: rebuilt when missing or older than ui/. */
function buildDashboard(): void {
  const bundle = join(root, 'dist', 'ui', 'app.js');
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(join(root, 'ui'), /\.(tsx?|css|html|svg)$/)) return;
  execFileSync(process.execPath, [join(root, 'scripts', 'bundle-ui.mjs')], { cwd: root, stdio: 'pipe' });
}

/**
 * End-to-end tests spawn the built bin/contextd.js, so dist/ must match src/.
 * `npm test` builds first; a direct `vitest run` rebuilds here when dist is
 * missing or older than a source file. tsc still emits when another file has
 * type errors; only a missing entry point stops the run.
 */
export default function setup(): void {
  buildDashboard();
  const entry = join(root, 'dist', 'cli', 'main.js');
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestSource(join(root, 'src'))) return;
  try {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const out = String((error as { stdout?: Buffer }).stdout ?? '');
    process.stderr.write(`e2e global setup: tsc reported errors (dist was still emitted):\n${out.slice(0, 4000)}\n`);
  }
  if (!existsSync(entry)) throw new Error('e2e global setup: the build produced no dist/cli/main.js');
  execFileSync(process.execPath, [join(root, 'scripts', 'gen-tool-list.mjs')], { cwd: root, stdio: 'pipe' });
}
