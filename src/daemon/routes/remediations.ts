import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { startReembed } from '../../core/reembed.js';
import { route, type ScopeResolver } from '../http.js';

export function registerRemediationRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { remediations, runner } = services;
  route(app, api.remediationRecord, scope, (input, ctx) => remediations.record(ctx.scope, input));
  route(app, api.remediationSearch, scope, (input, ctx) => remediations.search(ctx.scope, input));
  route(app, api.remediationList, scope, (input, ctx) => remediations.list(ctx.scope, input));
  route(app, api.remediationGet, scope, (input, ctx) => remediations.get(ctx.scope, input.id));
  route(app, api.remediationFeedback, scope, (input, ctx) => remediations.feedback(ctx.scope, input));
  route(app, api.remediationDelete, scope, (input, ctx) => remediations.delete(ctx.scope, input.id));
  route(app, api.remediationConsolidate, scope, (input, ctx) => runner.start(ctx.scope, 'remediation_consolidate', input));
  route(app, api.searchReembed, scope, (_input, ctx) => startReembed(services, ctx.scope));
}
