import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerTransferRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { transfer } = services;
  route(app, api.exportRun, scope, (input, ctx) => transfer.startExport(ctx.scope, input));
  route(app, api.importRun, scope, (input, ctx) => transfer.startImport(ctx.scope, input));
}
