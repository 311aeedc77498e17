import { chromiumPath } from '../../bench/browser.mjs';

/** Headless Chromium through playwright-core: shared with `npm run bench` (bench/browser.mjs). */
export { chromiumPath, launchChromium, watchPage, type PageWatch } from '../../bench/browser.mjs';

/**
 * Whether the browser tests run here. In CI (CI=true) a missing browser is a
 * failure that says so; elsewhere the tests skip with the reason printed.
 */
export function browserGate(): { path: string | null; skip: boolean } {
  const path = chromiumPath();
  if (path) return { path, skip: false };
  if (process.env.CI === 'true') return { path: null, skip: false };
  process.stderr.write('dashboard browser tests skipped: no chromium on PATH (apt-get install chromium, or set CONTEXTD_CHROMIUM)\n');
  return { path: null, skip: true };
}
