import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { HEADERS } from '../api/common.js';
import type { Services } from '../core/services.js';
import type { Scope } from '../store/types.js';
import type { Config } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import type { Logger } from '../util/logger.js';
import { headerValue, installErrorHandling, installFramedParser } from './http.js';
import { registerCoreRoutes } from './routes/core.js';
import { registerCheckpointRoutes } from './routes/checkpoints.js';
import { registerRemediationRoutes } from './routes/remediations.js';
import { registerSkillRoutes } from './routes/skills.js';
import { registerRepositoryRoutes } from './routes/repository.js';

export const DEFAULT_PROJECT = '_default';
const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface DaemonOptions {
  config: Pick<Config, 'tenant' | 'host' | 'port' | 'tokenFile' | 'token'>;
  services: Services;
  logger: Logger;
  version: string;
}

export interface Daemon {
  readonly app: FastifyInstance;
  listen(): Promise<{ url: string; port: number }>;
  close(): Promise<void>;
}

/** Tokens map to tenants: a JSON object {"<token>": "<tenant>"}. */
export function loadTokens(path: string | undefined): Map<string, string> | null {
  if (!path) return null;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(parsed));
}

export function createDaemon(opts: DaemonOptions): Daemon {
  const tokens = loadTokens(opts.config.tokenFile);
  const app: FastifyInstance = Fastify({
    loggerInstance: opts.logger as unknown as FastifyBaseLogger,
    bodyLimit: DEFAULT_BODY_LIMIT,
    forceCloseConnections: 'idle',
    requestIdHeader: HEADERS.requestId,
    return503OnClosing: true,
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
  const resolveScope = (request: FastifyRequest): Scope => {
    const tenant = tokens ? tenantFromToken(request, tokens) : headerValue(request, HEADERS.tenant) || opts.config.tenant;
    const project = headerValue(request, HEADERS.project) || DEFAULT_PROJECT;
    if (project.length > 128) throw new ContextdError('invalid_params', `${HEADERS.project} must be at most 128 characters`);
    return { tenant, project };
  };
  app.addHook('onRequest', async (request) => {
    if (tokens && request.url !== '/v1/health') tenantFromToken(request, tokens);
  });
  registerCoreRoutes(app, resolveScope, opts.services, opts.version);
  registerCheckpointRoutes(app, resolveScope, opts.services);
  registerRemediationRoutes(app, resolveScope, opts.services);
  registerSkillRoutes(app, resolveScope, opts.services);
  registerRepositoryRoutes(app, resolveScope, opts.services);

  return {
    app,
    async listen() {
      const address = await app.listen({ host: opts.config.host, port: opts.config.port });
      const port = (app.server.address() as { port: number }).port;
      return { url: address, port };
    },
    async close() {
      await opts.services.runner.shutdown();
      const timer = setTimeout(() => app.server.closeAllConnections(), 10_000);
      await app.close();
      clearTimeout(timer);
      await opts.services.store.close();
    },
  };
}

function tenantFromToken(request: FastifyRequest, tokens: Map<string, string>): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new ContextdError('unauthorized', 'this daemon requires Authorization: Bearer <token>');
  const tenant = tokens.get((match[1] as string).trim());
  if (!tenant) throw new ContextdError('unauthorized', 'unknown token');
  return tenant;
}
