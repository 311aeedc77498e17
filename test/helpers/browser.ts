import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Headless Chromium for the dashboard's tests, screenshots and bench: the
 * system's `chromium` (Debian's package; CONTEXTD_CHROMIUM names another)
 * driven by playwright-core, which downloads no browser.
 */
export function chromiumPath(): string | null {
  const named = process.env.CONTEXTD_CHROMIUM;
  if (named) return existsSync(named) ? named : null;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (path) return path;
    } catch {
      // not on PATH
    }
  }
  return null;
}

/**
 * Whether the browser tests run here. In CI (CI=true) a missing browser is a
 * failure that says so; elsewhere the tests skip with the reason printed.
 */
export function browserGate(): { path: string | null; skip: boolean } {
  const path = chromiumPath();
  if (path) return { path, skip: false };
  const reason = 'no chromium on PATH (apt-get install chromium, or set CONTEXTD_CHROMIUM)';
  if (process.env.CI === 'true') return { path: null, skip: false };
  process.stderr.write(`dashboard browser tests skipped: ${reason}\n`);
  return { path: null, skip: true };
}

export async function launchChromium(path: string | null = chromiumPath()): Promise<Browser> {
  if (!path) throw new Error('the dashboard browser tests need chromium: none on PATH (.ci/run installs it with apt-get install chromium; or set CONTEXTD_CHROMIUM)');
  return chromium.launch({ executablePath: path, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

export interface PageWatch {
  consoleErrors: string[];
  /** Requests the page tried to send anywhere but the daemon (aborted). */
  offMachine: string[];
  dialogs: string[];
}

/**
 * Records console errors, uncaught page errors, dialogs (a rendered
 * `alert()` would be script running) and any request to an origin other than
 * `allowed`, which is aborted: nothing may leave the machine.
 */
export async function watchPage(page: Page, allowed: string[]): Promise<PageWatch> {
  const watch: PageWatch = { consoleErrors: [], offMachine: [], dialogs: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || allowed.some((origin) => url.startsWith(`${origin}/`))) return route.continue();
    watch.offMachine.push(url);
    return route.abort('blockedbyclient');
  });
  return watch;
}
