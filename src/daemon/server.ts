import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { loadTokenFile, type TokenMap } from './tokens.js';
import { DEFAULT_PROJECT, HEADERS } from '../api/common.js';
import type { Services } from '../core/services.js';
import type { Scope } from '../store/scope.js';
import type { Config } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import type { Logger } from '../util/logger.js';
import { OWN_ORIGIN_CHECK, foreignFetchSite, foreignHost, foreignOrigin, isSafeMethod, type OriginRules } from '../util/origin.js';
import { MAX_PARAM_LENGTH, clientErrorHandler, frameworkErrors, headerValue, installErrorHandling, installFramedParser, type ScopeResolver } from './http.js';
import { PathRules } from './paths.js';
import { installBodyBudget } from './backpressure.js';
import { registerCoreRoutes } from './routes/core.js';
import { registerCheckpointRoutes } from './routes/checkpoints.js';
import { registerRemediationRoutes } from './routes/remediations.js';
import { registerTroubleshootRoutes } from './routes/troubleshoot.js';
import { registerSkillRoutes } from './routes/skills.js';
import { registerMemoryRoutes } from './routes/memories.js';
import { registerRepositoryRoutes } from './routes/repository.js';
import { registerTransferRoutes } from './routes/transfer.js';
import { registerHookRoutes } from './routes/hooks.js';
import { PUBLIC_ROUTE, registerDashboardRoutes } from './routes/dashboard.js';

export { DEFAULT_PROJECT };
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

export interface DaemonOptions {
  config: Pick<Config, 'tenant' | 'host' | 'port' | 'tokenFile' | 'token'> & { home?: string };
  /** Team mode's tokens, when `startDaemon` read them already (else read from `config.tokenFile`). */
  tokens?: TokenMap;
  services: Services;
  logger: Logger;
  version: string;
  /** Routes served beside the REST API (the CLI mounts MCP over HTTP here), registered before listening. */
  extraRoutes?: ExtraRoutes;
  /** Which files requests may name (default: nothing under a throwaway home, no roots confined). */
  paths?: PathRules;
  /** Browser origins allowed to write besides the daemon's own pages (`serve --allow-origin`). */
  allowedOrigins?: readonly string[];
}


export interface DaemonInfo {
  /** The daemon's own URL as seen from this host (loopback for a wildcard bind); known once it listens. */
  url(): string;
}

export type ExtraRoutes = (app: FastifyInstance, info: DaemonInfo) => void | Promise<void>;

export interface Daemon {
  readonly app: FastifyInstance;
  listen(): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

export function createDaemon(opts: DaemonOptions): Daemon {
  const tokens = opts.tokens ?? (opts.config.tokenFile ? loadTokenFile(opts.config.tokenFile) : null);
  const app: FastifyInstance = Fastify({
    loggerInstance: opts.logger as unknown as FastifyBaseLogger,
    bodyLimit: DEFAULT_BODY_LIMIT,
    forceCloseConnections: 'idle',
    requestIdHeader: HEADERS.requestId,
    return503OnClosing: true,
    // No line per request (health checks every second filled the disk); failures are logged
    // by the error handler, at warn for 4xx and error for 5xx, without the query string.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  });
  installErrorHandling(app);
  // Per-request info lines would flood the log; failures are logged by the error handler at warn/error.
  app.addHook('onRoute', (options) => {
    options.logLevel ??= 'warn';
  });
  // Every body is JSON: without this, fastify's built-in text/plain parser would accept
  // a plain-text body (then rejected as 400) instead of answering 415.
  app.removeContentTypeParser('text/plain');
  installFramedParser(app);
  const resolveScope: ScopeResolver = Object.assign(
    (request: FastifyRequest): Scope => {
      const tenant = tokens ? tokens.tenantFor(request.headers.authorization) : headerValue(request, HEADERS.tenant) || opts.config.tenant;
      const project = headerValue(request, HEADERS.project) || DEFAULT_PROJECT;
      if (project.length > 128) throw new ContextdError('invalid_params', `${HEADERS.project} must be at most 128 characters`);
      return { tenant, project };
    },
    { remote: (request: FastifyRequest) => tokens !== null || headerValue(request, HEADERS.remote) === '1' },
  );
  const origins: OriginRules = { bindHost: opts.config.host, allowedOrigins: new Set(opts.allowedOrigins ?? []) };
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    if (!config?.[OWN_ORIGIN_CHECK]) checkOrigins(request, origins);
    // The dashboard's own files hold no data: the page loads, then asks for the token.
    if (tokens && request.url !== '/v1/health' && !config?.[PUBLIC_ROUTE]) tokens.tenantFor(request.headers.authorization);
  });
  installBodyBudget(app);
  registerCoreRoutes(app, resolveScope, opts.services, opts.version);
  registerCheckpointRoutes(app, resolveScope, opts.services);
  registerRemediationRoutes(app, resolveScope, opts.services);
  registerTroubleshootRoutes(app, resolveScope, opts.services);
  registerSkillRoutes(app, resolveScope, opts.services);
  registerMemoryRoutes(app, resolveScope, opts.services);
  const paths = opts.paths ?? new PathRules({ home: opts.config.home ?? opts.services.spoolDir, tokenFile: opts.config.tokenFile });
  registerRepositoryRoutes(app, resolveScope, opts.services, paths);
  registerTransferRoutes(app, resolveScope, opts.services, paths);
  registerHookRoutes(app, resolveScope, opts.services, paths);
  registerDashboardRoutes(app, resolveScope, opts.services);

  let localUrl: string | null = null;
  const info: DaemonInfo = {
    url() {
      if (localUrl === null) throw new ContextdError('daemon_unavailable', 'the daemon is not listening yet');
      return localUrl;
    },
  };

  return {
    app,
    async listen() {
      await opts.extraRoutes?.(app, info);
      const address = await app.listen({ host: opts.config.host, port: opts.config.port });
      const port = (app.server.address() as { port: number }).port;
      localUrl = WILDCARD_HOSTS.has(opts.config.host) ? `http://127.0.0.1:${port}` : address;
      return { url: address, port };
    },
    async close() {
      await opts.services.runner.shutdown();
      await opts.services.repository.close();
      const timer = setTimeout(() => app.server.closeAllConnections(), 10_000);
      await app.close();
      clearTimeout(timer);
      await opts.services.store.close();
    },
  };
}


/** The shared DNS-rebinding and cross-site rules (util/origin.ts): any route, and writes from a foreign page. */
function checkOrigins(request: FastifyRequest, rules: OriginRules): void {
  const host = request.headers.host;
  const write = !isSafeMethod(request.method);
  const why =
    foreignHost(host, rules) ??
    (write ? (foreignOrigin(request.headers.origin, host, rules) ?? (request.headers.origin === undefined ? foreignFetchSite(headerOf(request, 'sec-fetch-site')) : null)) : null);
  if (why) throw new ContextdError('forbidden', why);
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
