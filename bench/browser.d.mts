/** Types of bench/browser.mjs (headless Chromium through playwright-core). */
import type { Browser, Page } from 'playwright-core';

export interface PageWatch {
  consoleErrors: string[];
  /** Requests the page tried to send anywhere but the daemon (aborted). */
  offMachine: string[];
  dialogs: string[];
}
export function chromiumPath(): string | null;
export function launchChromium(path?: string | null): Promise<Browser>;
export function watchPage(page: Page, allowed: string[]): Promise<PageWatch>;
