import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerTroubleshootRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { troubleshoot } = services;
  route(app, api.troubleshootDiagnose, scope, (input, ctx) => troubleshoot.diagnose(ctx.scope, input));
  route(app, api.troubleshootPatterns, scope, async (input) => troubleshoot.patterns(input));
}
