import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserGate, launchChromium, watchPage, type PageWatch } from '../helpers/browser.js';
import { connectMcp, e2eHome, runCli, startServe, structured, textOf, type E2eHome, type McpProcess } from '../helpers/e2e.js';
import { projectIdForPath } from '../../src/util/project.js';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';

/**
 * The dashboard (README.md, "Dashboard") in headless Chromium against a real
 * `contextd serve`, with data seeded through the real MCP tools. The
 * accessible roles (links, searchboxes, buttons, progressbars) are what the
 * test drives, as a screen reader would. CONTEXTD_SCREENSHOTS=<dir> saves a
 * screenshot of each view there (`npm run screenshots` → docs/images).
 */
const gate = browserGate();
const SHOTS = process.env.CONTEXTD_SCREENSHOTS;
const VIEWS = ['Overview', 'Checkpoints', 'Remediations', 'Skills', 'Repositories', 'Operations'] as const;

/** `files` source files of `lines` functions each, spread over folders. */
function generate(dir: string, files: number, lines: number): void {
  for (let i = 0; i < files; i++) {
    const folder = join(dir, `pkg${i % 20}`, 'src');
    mkdirSync(folder, { recursive: true });
    const body = Array.from({ length: lines }, (_, k) => `export function step${i}x${k}(input: string): string {\n  return input.trim() + 'part ${i} ${k}';\n}`);
    writeFileSync(join(folder, `file${i}.ts`), body.join('\n'));
  }
}

const UNSAFE_SKILL = [
  '## Cutting a release',
  '',
  '1. Run `npm version minor`.',
  '2. Push the tag: `git push --follow-tags`.',
  '',
  '<script>alert("script ran")</script>',
  '<img src="x" onerror="alert(\'img ran\')">',
  '[a link](javascript:alert("link ran"))',
  '![tracker](http://tracker.example/pixel.png)',
].join('\n');

/** A skill folder's other files: a text one with markup in it (shown as text) and a binary one (downloaded byte for byte). */
const SCRIPT_TEXT = '#!/bin/sh\n# <b>not bold</b> <img src=x onerror="alert(1)">\nnpm run build && npm test\n';
const LOGO_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x00, ...Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)]);

describe.skipIf(gate.skip)('dashboard in headless Chromium', () => {
  let h: E2eHome;
  let mcp: McpProcess;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let serve: Awaited<ReturnType<typeof startServe>>;
  let big: string;

  beforeAll(async () => {
    browser = await launchChromium(gate.path);
    h = await e2eHome('warn');
    serve = await startServe(h);
    const app = join(h.work, 'app');
    mkdirSync(app, { recursive: true });
    generate(join(app, 'small'), 30, 10);
    big = join(h.work, 'big');
    generate(big, 1500, 40);
    mcp = await connectMcp(h, { cwd: app });
    // Seeded through the real tools, as an assistant would.
    structured(await mcp.call('checkpoint_save', { name: 'billing-queue', summary: 'Moved the billing service onto the new job queue', context: 'Queue consumer is in src/billing/worker.ts; retries are capped at 5.' }));
    structured(await mcp.call('checkpoint_save', { name: 'auth-refactor', summary: 'Split the auth middleware into session and token parts', context: 'Next: migrate the admin routes.' }));
    structured(
      await mcp.call('remediation_record', {
        title: 'ECONNREFUSED from the test database',
        problem: 'Error: connect ECONNREFUSED 127.0.0.1:5432 while running the integration tests',
        solution: 'Start the database container first: docker compose up -d db',
        root_cause: 'The tests expect PostgreSQL on 5432 and nothing was listening.',
      }),
    );
    structured(
      await mcp.call('remediation_record', {
        title: 'npm ERESOLVE peer dependency conflict',
        problem: 'npm ERR! code ERESOLVE unable to resolve dependency tree',
        solution: 'Align the peer versions, or install with --legacy-peer-deps as a last resort',
        scope: 'tenant',
      }),
    );
    structured(await mcp.call('skill_save', { name: 'cut-release', description: 'How to cut a release of this service', content: UNSAFE_SKILL }));
    // Through the real import path: `contextd skills import <dir>` with the folder's other files.
    const skills = join(h.work, 'skills', 'ship-it');
    mkdirSync(join(skills, 'scripts'), { recursive: true });
    mkdirSync(join(skills, 'assets'), { recursive: true });
    writeFileSync(join(skills, 'SKILL.md'), '---\nname: ship-it\ndescription: Build, test and ship the service\n---\nRun `scripts/check.sh` first.\n');
    writeFileSync(join(skills, 'scripts', 'check.sh'), SCRIPT_TEXT);
    writeFileSync(join(skills, 'assets', 'logo.png'), LOGO_BYTES);
    const imported = await runCli(h, 'skills', 'import', join(h.work, 'skills'));
    expect(imported.code, imported.stderr).toBe(0);
    structured(await mcp.call('repository_index', { path: 'small' }, { timeout: 60_000 }));
    page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
    watch = await watchPage(page, [h.url]);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await mcp?.close();
    serve?.kill('SIGTERM');
    await h?.cleanup();
  });

  const view = async (name: (typeof VIEWS)[number]) => {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name, exact: true }).isVisible()).toBe(true);
  };
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `dashboard-${name}.png`) });
  };

  it('loads from the daemon itself: every view has its named link, and lists a searchbox', async () => {
    const response = await page.goto(h.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Overview' }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Views' });
    for (const name of VIEWS) await expect(nav.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    const project = page.getByRole('combobox', { name: 'Project' });
    await expect.poll(async () => (await project.inputValue()).startsWith('app-')).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'billing-queue' }).isVisible()).toBe(true);
    await shot('overview');
    for (const name of VIEWS.slice(1)) {
      await view(name);
      await expect(page.getByRole('searchbox').count()).resolves.toBe(1);
    }
  });

  it('moves between views by keyboard', async () => {
    // A fresh load, so focus starts at the top of the document.
    await page.goto(`${h.url}/#/overview`);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Overview' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab'); // Overview
    await page.keyboard.press('Tab'); // Checkpoints
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Checkpoints');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate("document.activeElement?.tagName + ':' + document.activeElement?.textContent")).toBe('H1:Checkpoints');
    // The skip link moves focus to the content and stays on the view.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Checkpoints' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement?.id')).toBe('main');
    expect(new URL(page.url()).hash).toBe('#/checkpoints');
  });

  it('Checkpoints: newest first, search, open at each level', async () => {
    await view('Checkpoints');
    const items = page.getByRole('list', { name: 'Checkpoints, newest first' }).getByRole('link');
    await expect.poll(() => items.allTextContents()).toEqual(['auth-refactor', 'billing-queue']);
    await page.getByRole('searchbox', { name: 'Search checkpoints' }).fill('billing queue');
    const found = page.getByRole('list', { name: 'Matching checkpoints' }).getByRole('link');
    await expect.poll(() => found.allTextContents()).toEqual(['billing-queue']);
    await found.first().click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'billing-queue' }).isVisible()).toBe(true);
    const content = page.getByLabel('Checkpoint at summary level');
    await expect.poll(() => content.textContent()).toContain('Moved the billing service');
    await page.getByRole('button', { name: 'Context' }).click();
    await expect.poll(() => page.getByLabel('Checkpoint at context level').textContent()).toContain('retries are capped at 5');
    await shot('checkpoints');
    // Delete asks first; Keep it keeps it, Confirm delete deletes it (as the tool then sees).
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm delete' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'billing-queue' }).count()).toBe(0);
    const left = structured<{ checkpoints: { name: string }[] }>(await mcp.call('checkpoint_list', {}));
    expect(left.checkpoints.map((c) => c.name)).toEqual(['auth-refactor']);
  });

  it('Checkpoints: a long list pages with Show more', async () => {
    const project = await page.getByRole('combobox', { name: 'Project' }).inputValue();
    const client = new DaemonClient({ url: h.url, tenant: 'e2e', project });
    try {
      for (let i = 0; i < 110; i++) await client.call(api.checkpointSave, { name: `bulk-${String(i).padStart(3, '0')}`, summary: `bulk checkpoint ${i}` });
      await expect.poll(async () => (await client.call(api.checkpointList, { limit: 100 })).checkpoints.length).toBe(100);
    } finally {
      await client.close();
    }
    await page.getByRole('searchbox', { name: 'Search checkpoints' }).fill('');
    const items = page.getByRole('list', { name: 'Checkpoints, newest first' }).getByRole('link');
    await expect.poll(() => items.count()).toBe(100);
    await page.getByRole('button', { name: 'Show more checkpoints' }).click();
    await expect.poll(() => items.count()).toBe(111);
    expect(await items.last().textContent()).toBe('auth-refactor');
    expect(await page.getByRole('button', { name: 'Show more checkpoints' }).count()).toBe(0);
  });

  it('Remediations: the tool’s ranker, Helpful counted by the same feedback as the tool, consolidate preview', async () => {
    await view('Remediations');
    await expect.poll(() => page.getByText('tenant-wide').count()).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search remediations' }).fill('connect ECONNREFUSED 127.0.0.1:5432');
    const hits = page.getByRole('list', { name: 'Matching remediations, best first' }).getByRole('link');
    await expect.poll(() => hits.first().textContent()).toBe('ECONNREFUSED from the test database');
    // The page's order is the tool's order.
    const tool = structured<{ results: { title: string }[] }>(await mcp.call('remediation_search', { query: 'connect ECONNREFUSED 127.0.0.1:5432', limit: 50 }));
    await expect.poll(() => hits.allTextContents()).toEqual(tool.results.map((r) => r.title));
    await hits.first().click();
    await expect.poll(() => page.getByTestId('helpful-count').textContent()).toBe('0');
    await page.getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect.poll(() => page.getByTestId('helpful-count').textContent()).toBe('1');
    // Through the tool: its feedback sees the page's vote (2 helpful now), and the page sees the tool's.
    const id = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
    const feedback = structured<{ helpful_count: number }>(await mcp.call('remediation_feedback', { id, helpful: true }));
    expect(feedback.helpful_count).toBe(2);
    await page.reload();
    await expect.poll(() => page.getByTestId('helpful-count').textContent()).toBe('2');
    const before = Number(await page.getByTestId('confidence').textContent());
    await page.getByRole('button', { name: 'Not helpful' }).click();
    await expect.poll(() => page.getByTestId('unhelpful-count').textContent()).toBe('1');
    expect(Number(await page.getByTestId('confidence').textContent())).toBeLessThan(before);
    await page.getByRole('button', { name: 'Preview consolidation' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Dry run' }).textContent()).toMatch(/Dry run: \d+ scanned, 0 would be merged/);
    await shot('remediations');
  });

  it('Skills: versions and markdown rendered with no script, no request off the machine', async () => {
    await view('Skills');
    await page.getByRole('link', { name: 'cut-release' }).click();
    const content = page.getByTestId('skill-content');
    await expect.poll(() => content.getByRole('heading', { name: 'Cutting a release' }).isVisible()).toBe(true);
    expect(await content.locator('ol > li').count()).toBe(2);
    expect(await content.locator('script, img, [onerror]').count()).toBe(0);
    expect(await content.textContent()).toContain('<script>alert("script ran")</script>');
    expect(await content.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await content.textContent()).toContain('[image: tracker]');
    expect(await content.getByRole('link').count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Version 1' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('Skills: the folder files of the version, a text file shown as text, a binary file downloaded byte for byte', async () => {
    await view('Skills');
    await page.getByRole('link', { name: 'ship-it' }).click();
    const files = page.getByRole('table', { name: 'Files' });
    await expect.poll(() => files.getByRole('row').allTextContents()).toEqual([
      expect.stringMatching(/^Path\s*Size/),
      expect.stringMatching(new RegExp(`^assets/logo.png${(LOGO_BYTES.length / 1024).toFixed(1)} KiB`)),
      expect.stringMatching(new RegExp(`^scripts/check.sh${Buffer.byteLength(SCRIPT_TEXT)} B`)),
    ]);
    await page.getByRole('button', { name: 'View scripts/check.sh' }).click();
    const shown = page.getByLabel('scripts/check.sh', { exact: true });
    await expect.poll(() => shown.textContent()).toBe(SCRIPT_TEXT);
    expect(await shown.locator('b, img').count()).toBe(0);
    await shot('skills');
    await page.getByRole('button', { name: 'View assets/logo.png' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'is not text' }).isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download assets/logo.png' }).click()]);
    expect(download.suggestedFilename()).toBe('logo.png');
    expect(readFileSync(await download.path())).toEqual(LOGO_BYTES);
    const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download scripts/check.sh' }).click()]);
    expect(readFileSync(await text.path(), 'utf8')).toBe(SCRIPT_TEXT);
  });

  it('Repositories: indexed roots with files, chunks, stale files and re-index', async () => {
    await view('Repositories');
    const row = page.getByRole('row').filter({ hasText: 'small' });
    await expect.poll(() => row.getByRole('cell').first().textContent()).toBe('30');
    writeFileSync(join(h.work, 'app', 'small', 'added.ts'), 'export const added = 1;\n');
    await page.reload();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'small' }).getByRole('cell').nth(2).textContent()).toBe('1');
    await shot('repositories');
    await page.getByRole('button', { name: /^Re-index .*small$/ }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'started' }).isVisible()).toBe(true);
  });

  it('Operations: an index started through MCP advances and finishes live; cancel stops another', async () => {
    await view('Operations');
    await expect.poll(() => page.getByText('Live: updates arrive').isVisible()).toBe(true);
    await page.evaluate('window.sameDocument = true');
    const indexing = mcp.call('repository_index', { path: big }, { timeout: 120_000 });
    // The bar of this index (1500 files); the re-index of `small` above may still be running beside it.
    const bar = page.getByRole('list', { name: 'Running operations' }).getByRole('listitem').filter({ hasText: '/ 1500' }).getByRole('progressbar');
    const seen: number[] = [];
    const finished = page.getByRole('list', { name: 'Finished operations' }).getByRole('listitem').filter({ hasText: 'repository_index' }).filter({ hasText: 'files indexed: 1500' });
    while ((await finished.count()) === 0) {
      const now = await bar.getAttribute('aria-valuenow', { timeout: 50 }).catch(() => null);
      if (now !== null && Number(now) !== seen.at(-1)) seen.push(Number(now));
      if (seen.length === 3) await shot('operations');
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(structured(await indexing)).toMatchObject({ status: 'succeeded', files_indexed: 1500 });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await finished.first().textContent()).toContain('succeeded');
    expect(await page.evaluate('window.sameDocument')).toBe(true);

    const again = mcp.call('repository_index', { path: big, force: true }, { timeout: 120_000 });
    const cancel = page.getByRole('button', { name: /^Cancel repository_index/ });
    await cancel.first().click({ timeout: 20_000 });
    const cancelled = page.getByRole('list', { name: 'Finished operations' }).getByRole('listitem').filter({ hasText: 'cancelled' });
    await expect.poll(() => cancelled.count(), { timeout: 5_000 }).toBe(1);
    expect(textOf(await again)).toMatch(/cancel/i);
  }, 90_000);

  it('the project selector switches every view; tenant-wide items show in each project, marked', async () => {
    const client = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'second-project-0000aaaa' });
    try {
      const op = await client.call(api.checkpointSave, { name: 'second-only', summary: 'only in the second project' });
      await client.call(api.operationGet, { operation_id: op.id, wait_ms: 10_000, after: 3 });
    } finally {
      await client.close();
    }
    await page.goto(`${h.url}/#/checkpoints`);
    await page.reload();
    const project = page.getByRole('combobox', { name: 'Project' });
    await expect.poll(async () => (await project.locator('option').allTextContents()).includes('second-project-0000aaaa')).toBe(true);
    await project.selectOption('second-project-0000aaaa');
    const items = page.getByRole('list', { name: 'Checkpoints, newest first' }).getByRole('link');
    await expect.poll(() => items.allTextContents()).toEqual(['second-only']);
    await view('Remediations');
    const rows = page.getByRole('list', { name: 'Remediations' }).getByRole('listitem');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/^npm ERESOLVE peer dependency conflict tenant-wide/)]);
    await page.reload();
    expect(await project.inputValue()).toBe('second-project-0000aaaa');
  });

  it('raised no console error and sent nothing off the machine; nothing ran from the markdown', () => {
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.offMachine).toEqual([]);
    expect(watch.dialogs).toEqual([]);
  });

  it('refuses a write from another origin’s page, and writes nothing', async () => {
    const foreign: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>elsewhere</title><p>another site</p>');
    });
    await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(foreign.address() as { port: number }).port}`;
    const other = await browser.newPage();
    try {
      await other.goto(origin);
      const answer = other.waitForResponse((r) => r.url().startsWith(`${h.url}/v1/remediations`));
      await other.evaluate(async (url) => {
        await fetch(`${url}/v1/remediations`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ title: 'planted', problem: 'p', solution: 's' }) }).catch(() => null);
      }, h.url);
      expect((await answer).status()).toBe(403);
      const listed = structured<{ results: unknown[] }>(await mcp.call('remediation_search', { query: 'planted' }));
      expect(listed.results).toEqual([]);
    } finally {
      await other.close();
      foreign.close();
    }
  });
});

describe.skipIf(gate.skip)('dashboard of a team daemon (--token-file)', () => {
  const TOKEN = 'dashboard-team-token-0123456789';
  let h: E2eHome;
  let browser: Browser;
  let serve: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    browser = await launchChromium(gate.path);
    h = await e2eHome('warn');
    const tokenFile = join(h.work, 'tokens.json');
    writeFileSync(tokenFile, JSON.stringify({ [TOKEN]: 'team' }), { mode: 0o600 });
    // Bound to every interface, as a team daemon is.
    serve = await startServe(h, { CONTEXTD_TOKEN_FILE: tokenFile }, '0.0.0.0');
  }, 60_000);

  it('serve prints a dashboard URL a browser opens (loopback, and the host name for other machines), not 0.0.0.0', async () => {
    const line = /^dashboard: (\S+) \(contextd ui opens it; from other machines (\S+)\)$/m.exec(serve.output());
    expect(line?.[1]).toBe(`http://127.0.0.1:${h.port}/`);
    expect(line?.[2]).toBe(`http://${hostname()}:${h.port}/`);
    expect(serve.output()).not.toMatch(/dashboard: http:\/\/0\.0\.0\.0/);
    const page = await browser.newPage();
    await page.goto(line?.[1] ?? '');
    await expect.poll(() => page.getByLabel('Token').isVisible()).toBe(true);
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
    serve?.kill('SIGTERM');
    await h?.cleanup();
  });

  it('reads nothing without the token, event stream included; the page itself loads', async () => {
    for (const path of ['/v1/status', '/v1/projects', '/v1/checkpoints', '/v1/operations/events']) {
      const answer = await request(`${h.url}${path}`);
      await answer.body.dump();
      expect([path, answer.statusCode]).toEqual([path, 401]);
    }
    const wrong = await request(`${h.url}/v1/operations/events`, { headers: { authorization: 'Bearer not-the-right-token-000000' } });
    await wrong.body.dump();
    expect(wrong.statusCode).toBe(401);
    const pageAnswer = await request(`${h.url}/`);
    expect(pageAnswer.statusCode).toBe(200);
    expect(await pageAnswer.body.text()).not.toMatch(/team|checkpoint_/);
  });

  it('asks for the token in a password field, refuses a wrong one, then every request carries it', async () => {
    const page = await browser.newPage();
    const watch = await watchPage(page, [h.url]);
    const unauthorized: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(r.url());
    });
    await page.goto(h.url);
    const field = page.getByLabel('Token');
    await expect.poll(() => field.isVisible()).toBe(true);
    expect(await field.getAttribute('type')).toBe('password');
    await field.fill('wrong-token-wrong-token-0000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('That token is not valid for this daemon.');
    await field.fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Overview' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Operations', exact: true }).click();
    await expect.poll(() => page.getByText('Live: updates arrive').isVisible()).toBe(true);
    const before = unauthorized.length;
    await page.getByRole('link', { name: 'Checkpoints' }).click();
    await expect.poll(() => page.getByText('No checkpoint in this project yet.').isVisible()).toBe(true);
    expect(unauthorized.length).toBe(before);
    // The 401s before signing in are expected console errors of the browser; nothing else.
    expect(watch.consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
    expect(watch.offMachine).toEqual([]);
    await page.close();
  });
});

describe('contextd ui', () => {
  it('starts the daemon, prints the URL of this project’s dashboard; no browser to open without a display', async () => {
    const h = await e2eHome('warn');
    try {
      const json = await runCli(h, 'ui', '--json');
      expect(json.code).toBe(0);
      const out = JSON.parse(json.stdout) as { url: string; opened: boolean };
      expect(out).toEqual({ url: `${h.url}/?project=${encodeURIComponent(projectIdForPath(h.home).id)}`, opened: false });
      const page = await request(out.url);
      expect(page.statusCode).toBe(200);
      expect(await page.body.text()).toContain('/ui/app.js');
      const plain = await runCli(h, 'ui', '--no-open');
      expect(plain).toMatchObject({ code: 0, stdout: `${out.url}\n`, stderr: '' });
      const asked = await runCli(h, 'ui');
      expect(asked.stdout).toBe(`${out.url}\n`);
      expect(asked.stderr).toMatch(/no browser to open here/);
    } finally {
      await h.cleanup();
    }
  });
});

// In CI a missing browser is a failure, never a silent skip.
describe.runIf(process.env.CI === 'true' && gate.path === null)('dashboard browser tests in CI', () => {
  it('need chromium on PATH', () => {
    throw new Error('chromium is missing: .ci/run installs it (apt-get install -y chromium); the dashboard browser tests cannot run');
  });
});
