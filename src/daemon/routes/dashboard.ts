import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPERATION_EVENTS_COALESCE_MS,
  OPERATION_EVENTS_HEARTBEAT_MS,
  OPERATION_EVENTS_PATH,
  PROJECTS_LIMIT,
} from '../../api/dashboard.js';
import type { Operation } from '../../api/operations.js';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { ContextdError, overloaded } from '../../util/errors.js';
import { route, type ScopeResolver } from '../http.js';

/** Route config key: the route serves the dashboard's own files, readable without a token (they hold no data). */
export const PUBLIC_ROUTE = 'contextdPublic';

/**
 * The dashboard's pages: no inline script or style, nothing from another
 * origin, no framing (a foreign page cannot overlay the Delete buttons).
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
  'icon.svg': 'image/svg+xml',
};

/** Most event streams open at once (each is one browser tab), in total and per tenant; past them, 429. */
const MAX_STREAMS = 64;
const MAX_STREAMS_PER_TENANT = 16;
/** A reader this far behind is dropped rather than buffered without bound. */
const MAX_STREAM_BACKLOG = 1024 * 1024;

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

/** Where `npm run build` put the bundle: dist/ui beside dist/daemon (built code) or from src/ (tests run the sources). */
export function dashboardDir(): string | null {
  for (const candidate of ['../../ui/', '../../../dist/ui/']) {
    const dir = new URL(candidate, import.meta.url);
    if (existsSync(new URL('index.html', dir))) return dir.pathname;
  }
  return null;
}

function loadAssets(dir: string | null): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (dir === null) return assets;
  for (const [name, type] of Object.entries(FILES)) {
    const path = `${dir}${name}`;
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    assets.set(name, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  }
  return assets;
}

export function registerDashboardRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const assets = loadAssets(dashboardDir());
  const serve = (name: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const asset = assets.get(name);
    void reply.headers(SECURITY_HEADERS);
    if (!asset) {
      throw new ContextdError('not_found', name === 'index.html' ? 'the dashboard is not built into this installation (run npm run build)' : `no dashboard file ${name}`);
    }
    void reply.header('cache-control', 'no-cache').header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    return reply.type(asset.type).send(asset.body);
  };
  const config = { [PUBLIC_ROUTE]: true };
  app.get('/', { config }, serve('index.html'));
  app.get('/ui/:file', { config }, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (file === 'index.html' || !Object.hasOwn(FILES, file)) throw new ContextdError('not_found', `no dashboard file ${file}`);
    return serve(file)(request, reply);
  });

  route(app, api.projectList, scope, async (_input, ctx) => ({ projects: await services.store.projects(ctx.scope, PROJECTS_LIMIT) }));

  const streams = new Map<() => void, string>();
  const openFor = (tenant: string) => [...streams.values()].filter((t) => t === tenant).length;
  app.addHook('preClose', async () => {
    for (const end of [...streams.keys()]) end();
  });
  app.get(OPERATION_EVENTS_PATH, async (request, reply) => {
    const { tenant, project } = scope(request);
    if (streams.size >= MAX_STREAMS) throw overloaded(`at most ${MAX_STREAMS} dashboard event streams are open at once`, 5);
    if (openFor(tenant) >= MAX_STREAMS_PER_TENANT) throw overloaded(`at most ${MAX_STREAMS_PER_TENANT} dashboard event streams per tenant are open at once (close a tab)`, 5);
    const res = reply.raw;
    const pending = new Map<string, Operation>();
    let flushTimer: NodeJS.Timeout | null = null;
    let ready = false;
    const write = (chunk: string) => {
      if (res.writableEnded || res.destroyed) return;
      res.write(chunk);
      if (res.writableLength > MAX_STREAM_BACKLOG) end();
    };
    const flush = () => {
      flushTimer = null;
      for (const op of pending.values()) write(`event: operation\ndata: ${JSON.stringify(op)}\n\n`);
      pending.clear();
    };
    const unsubscribe = services.runner.subscribe(tenant, (op) => {
      if (op.project !== project) return;
      pending.set(op.id, op);
      if (ready && flushTimer === null) flushTimer = setTimeout(flush, OPERATION_EVENTS_COALESCE_MS);
    });
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), OPERATION_EVENTS_HEARTBEAT_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      if (flushTimer) clearTimeout(flushTimer);
      pending.clear();
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.set(end, tenant);
    res.once('close', end);
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    try {
      const rows = await services.store.operations.list({ tenant, project }, { limit: 50 });
      const live = new Map(services.runner.runningOperations().map((op) => [op.id, op]));
      const operations = await Promise.all(rows.map((row) => pending.get(row.id) ?? live.get(row.id) ?? services.runner.get({ tenant, project }, row.id)));
      for (const op of operations) pending.delete(op.id);
      write(`retry: 1000\nevent: snapshot\ndata: ${JSON.stringify({ operations })}\n\n`);
      ready = true;
      if (pending.size > 0) flush();
    } catch (error) {
      request.log.error({ err: error }, 'operation event stream failed');
      end();
    }
  });
}
