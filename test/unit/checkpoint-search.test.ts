import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointSaveInput, type CheckpointSaveResult } from '../../src/api/checkpoints.js';
import { isTerminal, type Operation } from '../../src/api/operations.js';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * Search quality with the real store, the real hash embedder and the real
 * runner executing checkpoint_save: the checkpoint a user means must come first.
 */
const scope: Scope = { tenant: 'dev', project: 'webshop-0badc0de' };
const otherProject: Scope = { tenant: 'dev', project: 'blog-12345678' };

const CHECKPOINTS: { key: string; name: string; summary: string; context: string; tags?: string[] }[] = [
  { key: 'stripe', name: 'Stripe webhook signature verification', summary: 'Verified Stripe webhook signatures in the payments handler; raw body now kept for constructEvent.', context: 'Express json() parser consumed the body so stripe.webhooks.constructEvent failed with StripeSignatureVerificationError. Fixed with express.raw on /webhooks/stripe.' },
  { key: 'esm', name: 'Migrating the build to ESM', summary: 'Switched package.json to "type": "module" and rewrote require calls to import.', context: 'Jest needed --experimental-vm-modules; __dirname replaced with import.meta.url helpers. Remaining: tsconfig moduleResolution NodeNext.' },
  { key: 'postgres', name: 'Move storage from SQLite to PostgreSQL', summary: 'Started the PostgreSQL migration: schema ported, connection pool configured with pg.', context: 'Types: INTEGER PRIMARY KEY AUTOINCREMENT becomes SERIAL; datetime strings become timestamptz. Data copy script in scripts/copy-sqlite-to-pg.ts.' },
  { key: 'darkmode', name: 'Dark mode toggle', summary: 'Added a theme toggle in the header; preference stored in localStorage and applied before first paint.', context: 'CSS variables under [data-theme=dark]; prefers-color-scheme as the default.' },
  { key: 'infinite', name: 'Product list infinite scroll', summary: 'Implemented useInfiniteScroll hook for the product grid with IntersectionObserver.', context: 'Hook lives in src/hooks/useInfiniteScroll.ts; page size 24; cancels stale fetches with AbortController.' },
  { key: 'openssl', name: 'Node 18 build failure', summary: 'Webpack 4 build crashes with ERR_OSSL_EVP_UNSUPPORTED on Node 18.', context: 'Workaround NODE_OPTIONS=--openssl-legacy-provider; real fix is upgrading to webpack 5.' },
  { key: 'i18n', name: 'Internationalisation of checkout', summary: 'Extracted checkout strings to locale files for German and French translations.', context: 'Using i18next with namespaces; currency formatting via Intl.NumberFormat.' },
  { key: 'ratelimit', name: 'API rate limiting', summary: 'Added a token bucket rate limiter to the public API, 100 requests per minute per key.', context: 'Redis-backed limiter; 429 responses include Retry-After.' },
  { key: 'docker', name: 'Dockerfile multi-stage build', summary: 'Reduced the production image from 1.2 GB to 180 MB with a multi-stage Dockerfile.', context: 'Builder stage runs npm ci and tsc; runtime stage is node:20-alpine with only dist and production deps.' },
  { key: 'flaky', name: 'Flaky cart e2e test', summary: 'The cart Playwright test failed intermittently because of an animation race.', context: 'Waiting for the toast to disappear before clicking checkout fixed it; added expect.poll.' },
  { key: 'search', name: 'Product search relevance', summary: 'Tuned Elasticsearch relevance: boosted title matches and added synonyms for sneakers/trainers.', context: 'multi_match with best_fields; fuzziness AUTO.' },
  { key: 'auth', name: 'Session auth refactor', summary: 'Moved session handling into middleware and rotated session ids on login.', context: 'Cookies are httpOnly, Secure, SameSite=Lax; CSRF tokens via double submit.' },
  { key: 'email', name: 'Order confirmation emails', summary: 'Order confirmation emails rendered with MJML and sent through the mail queue.', context: 'BullMQ worker sends; retries with exponential backoff.' },
  { key: 'images', name: 'Responsive product images', summary: 'Generated AVIF and WebP variants with sharp and served them through picture srcset.', context: 'Upload pipeline resizes to 320/640/1280 widths.' },
  { key: 'gdpr', name: 'GDPR data export', summary: 'Users can download all their data as a ZIP from account settings.', context: 'Export job collects orders, addresses and consents; link expires after 24 hours.' },
  { key: 'memleak', name: 'Memory leak in the SSR server', summary: 'Heap grew 50 MB per hour in server-side rendering; an event listener was added per request.', context: 'Found with heap snapshots: process.on("unhandledRejection") registered inside the request handler.' },
  { key: 'ci', name: 'GitHub Actions cache', summary: 'CI time cut from 14 to 6 minutes by caching node_modules and the Playwright browsers.', context: 'actions/cache keyed on package-lock.json hash.' },
  { key: 'a11y', name: 'Accessibility audit fixes', summary: 'Fixed color contrast, added aria-labels to icon buttons and focus traps in modals.', context: 'axe-core report down from 37 to 2 issues.' },
  { key: 'coupon', name: 'Coupon codes', summary: 'Coupon codes with percentage and fixed discounts, validated at checkout.', context: 'Table coupons(code, kind, amount, expires_at, max_uses).' },
  { key: 'tz', name: 'Timezone bug in delivery dates', summary: 'Delivery dates were off by one day for customers in UTC-5 because dates were parsed as UTC.', context: 'Use date-fns-tz zonedTimeToUtc; store dates as ISO with offset.' },
  { key: 'graphql', name: 'GraphQL N+1 queries', summary: 'Resolved N+1 queries in the orders resolver with DataLoader batching.', context: 'Query count for the account page dropped from 120 to 6.' },
  { key: 'feature-flags', name: 'Feature flags', summary: 'Introduced feature flags with a JSON config and per-user overrides.', context: 'Flag new-checkout enabled for 10% of users.' },
  { key: 'logging', name: 'Structured logging', summary: 'Replaced console.log with pino structured logs and request ids.', context: 'Logs shipped to Loki; request id propagated via AsyncLocalStorage.' },
  { key: 'pwa', name: 'Offline support (PWA)', summary: 'Service worker caches the catalogue for offline browsing with Workbox.', context: 'Stale-while-revalidate for product JSON; network-first for cart.' },
  { key: 'sitemap', name: 'SEO sitemap', summary: 'Generated sitemap.xml nightly and added canonical URLs to product pages.', context: 'robots.txt points to the sitemap index.' },
  { key: 'typescript', name: 'TypeScript strict mode', summary: 'Enabled strict and noUncheckedIndexedAccess; fixed 214 type errors.', context: 'Most errors were possibly undefined array accesses in reducers.' },
  { key: 'cors', name: 'CORS errors from the admin app', summary: 'Admin SPA blocked by CORS: preflight OPTIONS missing Access-Control-Allow-Headers for authorization.', context: 'Configured the cors middleware with credentials true and an explicit origin list.' },
  { key: 'inventory', name: 'Inventory race condition', summary: 'Two orders could buy the last item; fixed with SELECT ... FOR UPDATE in the reservation transaction.', context: 'Added a test that runs 20 concurrent checkouts.' },
  { key: 'upload', name: 'Large CSV product import', summary: 'Product import streams CSV files of 200k rows with csv-parse and batches inserts of 1000.', context: 'Progress reported via server-sent events.' },
  { key: 'monorepo', name: 'Monorepo with pnpm workspaces', summary: 'Split the shop into packages/web, packages/api and packages/shared with pnpm workspaces.', context: 'Turborepo pipelines for build and test.' },
];

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let services: Services;
const idOf = new Map<string, string>();

async function untilDone(op: Operation, within: Scope): Promise<Operation> {
  let current = op;
  while (!isTerminal(current.status)) current = await services.runner.wait(within, current.id, current.version, 10_000);
  return current;
}

async function save(within: Scope, input: Record<string, unknown>): Promise<CheckpointSaveResult> {
  const op = await untilDone(await services.runner.start(within, 'checkpoint_save', checkpointSaveInput.parse(input)), within);
  expect(op.status, JSON.stringify(op.error)).toBe('succeeded');
  return op.result as unknown as CheckpointSaveResult;
}

async function search(query: string, limit = 10, within = scope) {
  return (await services.checkpoints.searchCheckpoints(within, { query, limit })).results;
}

async function rankOf(key: string, query: string): Promise<number> {
  const results = await search(query);
  return results.findIndex((r) => r.id === idOf.get(key));
}

beforeAll(async () => {
  tmp = tempDir();
  store = await createSqliteStore(join(tmp.dir, 'data', 'contextd.db'));
  services = createServices({ store, embedder: createHashEmbedder() });
  for (const cp of CHECKPOINTS) {
    const result = await save(scope, { name: cp.name, summary: cp.summary, context: cp.context, tags: cp.tags ?? [] });
    idOf.set(cp.key, result.id);
  }
  // The same topic in another project must never surface here.
  await save(otherProject, { name: 'Stripe webhook signature verification', summary: 'Stripe webhook signatures verified in the blog donations handler.' });
});

afterAll(async () => {
  await services.runner.shutdown();
  await store.close();
  tmp.cleanup();
});

describe('checkpoint search ranking (real store, real hash embedder)', () => {
  it.each([
    ['stripe', 'stripe webhook signature'],
    ['darkmode', 'dark mode theme toggle'],
    ['docker', 'dockerfile image size'],
    ['ratelimit', 'rate limiter 429'],
    ['memleak', 'memory leak heap snapshot'],
    ['inventory', 'race condition last item FOR UPDATE'],
    ['tz', 'timezone delivery date off by one'],
    ['graphql', 'DataLoader N+1'],
  ])('keyword query finds %s first: %s', async (key, query) => {
    expect(await rankOf(key, query)).toBe(0);
  });

  it.each([
    ['infinite', 'useInfiniteScroll'],
    ['openssl', 'ERR_OSSL_EVP_UNSUPPORTED'],
    ['stripe', 'StripeSignatureVerificationError'],
    ['openssl', 'openssl-legacy-provider'],
    ['upload', 'csv-parse'],
    ['infinite', 'InfiniteScroll'],
  ])('identifier fragment finds %s first: %s', async (key, query) => {
    expect(await rankOf(key, query)).toBe(0);
  });

  it.each([
    ['postgres', 'porting the schema over to postgresql'],
    ['esm', 'converting the project to ES modules'],
    ['flaky', 'intermittent failing end to end test in the cart'],
    ['i18n', 'translating the checkout into other languages'],
    ['gdpr', 'let users export their personal data'],
    ['cors', 'admin frontend blocked by cross origin preflight'],
    ['ci', 'speed up the CI pipeline with caching'],
  ])('paraphrase finds %s in the top 3: %s', async (key, query) => {
    const rank = await rankOf(key, query);
    expect(rank).toBeGreaterThanOrEqual(0);
    expect(rank).toBeLessThan(3);
  });

  it('returns scores in (0, 1], best first, with snippets and dates', async () => {
    const results = await search('stripe webhook signature', 5);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < results.length; i++) expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    for (const r of results) {
      expect(r.score).toBeGreaterThan(0);
      expect(r.score).toBeLessThanOrEqual(1);
      expect(r.snippet.length).toBeLessThanOrEqual(200);
      expect(Date.parse(r.created_at)).not.toBeNaN();
    }
    expect(results[0]!.snippet).toContain('Stripe webhook');
  });

  it('never returns checkpoints of another project', async () => {
    const ours = new Set(idOf.values());
    for (const r of await search('stripe webhook signature verification donations', 50)) expect(ours.has(r.id)).toBe(true);
    const theirs = await search('stripe webhook donations', 10, otherProject);
    expect(theirs).toHaveLength(1);
    expect(ours.has(theirs[0]!.id)).toBe(false);
  });

  it('answers an unrelated query with few or weak hits, not a confident wrong one', async () => {
    const results = await search('quantum chromodynamics lattice gauge', 10);
    const best = (await search('stripe webhook signature', 1))[0]!.score;
    for (const r of results) expect(r.score).toBeLessThan(best);
  });
});

describe('checkpoint list, resume and redaction', () => {
  it('lists newest first and pages with next_cursor through all 30', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await services.checkpoints.list(scope, { limit: 7, cursor });
      seen.push(...page.checkpoints.map((c) => c.id));
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(seen).toEqual([...idOf.values()].reverse());
  });

  it('rejects a cursor it did not issue, naming the field', async () => {
    await expect(services.checkpoints.list(scope, { limit: 5, cursor: 'not-a-cursor' })).rejects.toMatchObject({ code: 'invalid_params', message: expect.stringContaining('cursor') });
  });

  it('resumes at the summary, context and full levels', async () => {
    const saved = await save(scope, { name: 'Levels', summary: 'SUMMARY-TEXT short', context: 'CONTEXT-TEXT details', full_state: 'FULL-STATE-TEXT everything' });
    const summary = await services.checkpoints.resume(scope, { id: saved.id, level: 'summary', max_tokens: 20_000 });
    expect(summary.content).toContain('SUMMARY-TEXT');
    expect(summary.content).not.toContain('CONTEXT-TEXT');
    const context = await services.checkpoints.resume(scope, { id: saved.id, level: 'context', max_tokens: 20_000 });
    expect(context.content).toContain('CONTEXT-TEXT');
    expect(context.content).not.toContain('FULL-STATE-TEXT');
    const full = await services.checkpoints.resume(scope, { id: saved.id, level: 'full', max_tokens: 20_000 });
    expect(full.content).toContain('SUMMARY-TEXT');
    expect(full.content).toContain('CONTEXT-TEXT');
    expect(full.content).toContain('FULL-STATE-TEXT');
    for (const r of [summary, context, full]) {
      expect(r).toMatchObject({ id: saved.id, name: 'Levels', truncated: false });
      expect(r.token_count).toBe(Math.ceil(r.content.length / 4));
    }
    await expect(services.checkpoints.resume(otherProject, { id: saved.id, level: 'summary', max_tokens: 100 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('cuts to max_tokens and says so; the content stays within the budget', async () => {
    const context = Array.from({ length: 3_000 }, (_, i) => `line ${i}: step of the long investigation`).join('\n');
    const saved = await save(scope, { summary: 'Long investigation notes', context, full_state: 'z'.repeat(300_000) });
    expect(saved.token_count).toBeGreaterThan(90_000);
    for (const maxTokens of [50, 1_000, 5_000]) {
      const out = await services.checkpoints.resume(scope, { id: saved.id, level: 'full', max_tokens: maxTokens });
      expect(out.truncated).toBe(true);
      expect(out.content.length).toBeLessThanOrEqual(maxTokens * 4);
      expect(out.token_count).toBeLessThanOrEqual(maxTokens);
      expect(out.content).toContain('truncated to max_tokens');
      expect(out.content.startsWith('# Long investigation notes')).toBe(true);
    }
    // Even a tiny budget holds: the marker shrinks rather than overflow it.
    for (const maxTokens of [1, 5, 20]) {
      const out = await services.checkpoints.resume(scope, { id: saved.id, level: 'full', max_tokens: maxTokens });
      expect(out.truncated).toBe(true);
      expect(out.content.length).toBeLessThanOrEqual(maxTokens * 4);
      expect(out.token_count).toBeLessThanOrEqual(maxTokens);
    }
    const whole = await services.checkpoints.resume(scope, { id: saved.id, level: 'context', max_tokens: 1_000_000 });
    expect(whole.truncated).toBe(false);
    expect(whole.content).toContain(context);
  });

  it('redacts secrets before storage and reports how many', async () => {
    const aws = 'AKIAQWERTYUIOPASDFGH';
    const github = `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`;
    const dbUrl = 'postgres://shop:s3cr3t-Pa55@db.internal:5432/shop';
    const saved = await save(scope, {
      name: 'Deploy credentials rotated',
      summary: `Rotated the deploy key ${aws}.`,
      context: `GITHUB_TOKEN=${github}\nDATABASE_URL=${dbUrl}\ncommit 3f786850e387550fdab836ed7e6dc881de23001b stays`,
      full_state: `export AWS_ACCESS_KEY_ID=${aws}`,
    });
    expect(saved.redactions).toBeGreaterThanOrEqual(4);
    const full = await services.checkpoints.resume(scope, { id: saved.id, level: 'full', max_tokens: 20_000 });
    for (const secret of [aws, github, 's3cr3t-Pa55']) expect(full.content).not.toContain(secret);
    expect(full.content).toContain('[REDACTED:');
    expect(full.content).toContain('3f786850e387550fdab836ed7e6dc881de23001b'); // a git SHA is not a secret
    // Nothing findable by search either.
    expect(await search(aws)).toSatisfy((hits: { snippet: string }[]) => hits.every((h) => !h.snippet.includes(aws)));
    const clean = await save(scope, { summary: 'nothing secret here' });
    expect(clean.redactions).toBe(0);
  });

  it('reports save progress in bytes that end exactly at the total, for multi-byte text too', async () => {
    const fullState = 'Grüße aus Köln — 日本語のメモ 🧠\n'.repeat(20_000);
    const op = await untilDone(await services.runner.start(scope, 'checkpoint_save', checkpointSaveInput.parse({ summary: 'ünïcødé state', full_state: fullState })), scope);
    // Every byte scanned, plus one step for the write.
    const total = Buffer.byteLength('ünïcødé state') + Buffer.byteLength(fullState) + 1;
    expect(op.status).toBe('succeeded');
    expect(op.progress.total).toBe(total);
    expect(op.progress.done).toBe(total);
    expect(op.progress.message).toMatch(new RegExp(`^saved cp_\\w+: scanned ${total - 1} bytes, 0 secrets redacted, \\d+ tokens$`));
  });

  it('names an untitled checkpoint after the first line of its summary', async () => {
    const saved = await save(scope, { summary: '\n  Fix the login redirect loop  \nmore text' });
    expect(saved.name).toBe('Fix the login redirect loop');
  });
});
