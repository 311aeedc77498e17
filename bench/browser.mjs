// Headless Chromium for the dashboard's browser tests, screenshots and bench: the system's
// `chromium` (Debian's package; CONTEXTD_CHROMIUM names another) driven by playwright-core,
// which downloads no browser. Types: bench/browser.d.mts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export function chromiumPath() {
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

export async function launchChromium(path = chromiumPath()) {
  if (!path) throw new Error('the dashboard needs chromium for this: none on PATH (.ci/run installs it with apt-get install chromium; or set CONTEXTD_CHROMIUM)');
  return chromium.launch({ executablePath: path, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/**
 * Records console errors, uncaught page errors, dialogs (a rendered `alert()` would be
 * script running) and any request to an origin other than `allowed`, which is aborted:
 * nothing may leave the machine.
 */
export async function watchPage(page, allowed) {
  const watch = { consoleErrors: [], offMachine: [], dialogs: [] };
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
