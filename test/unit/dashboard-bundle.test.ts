import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CSP } from '../../src/daemon/routes/dashboard.js';

/**
 * The dashboard ships in the package, built (dist/ui, by the e2e global setup
 * or `npm run build`): its own script under its budget, nothing from another
 * origin, no inline script.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const UI = `${ROOT}dist/ui/`;

describe('the dashboard bundle', () => {
  it('is in the npm package', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = (JSON.parse(out) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? [];
    expect(files).toEqual(expect.arrayContaining(['dist/ui/index.html', 'dist/ui/app.js', 'dist/ui/app.css', 'dist/ui/icon.svg']));
  });

  it('keeps its script at most 250 kB', () => {
    expect(statSync(`${UI}app.js`).size).toBeLessThanOrEqual(250 * 1024);
  });

  it('loads nothing from elsewhere and runs no inline script', () => {
    const html = readFileSync(`${UI}index.html`, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toMatch(/src="\/ui\/app\.js"/);
    expect(scripts[0]?.[2]).toBe('');
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const css = readFileSync(`${UI}app.css`, 'utf8');
    expect(css).not.toMatch(/@import|url\(\s*['"]?(?:https?:)?\/\//);
    // The script's only absolute URLs are XML namespace names (preact's SVG/MathML), never fetched.
    const urls = new Set(readFileSync(`${UI}app.js`, 'utf8').match(/https?:\/\/[\w./-]+/g) ?? []);
    expect([...urls].filter((u) => !u.startsWith('http://www.w3.org/'))).toEqual([]);
  });

  it('is served under a strict Content-Security-Policy', () => {
    expect(DASHBOARD_CSP).toContain("default-src 'none'");
    expect(DASHBOARD_CSP).toContain("script-src 'self'");
    expect(DASHBOARD_CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(DASHBOARD_CSP).toContain("frame-ancestors 'none'");
  });
});
