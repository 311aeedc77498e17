import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerMemoryRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { memories } = services;
  route(app, api.memoryRecord, scope, (input, ctx) => memories.record(ctx.scope, input));
  route(app, api.memorySearch, scope, (input, ctx) => memories.search(ctx.scope, input));
  route(app, api.memoryList, scope, (input, ctx) => memories.list(ctx.scope, input));
  route(app, api.memoryGet, scope, (input, ctx) => memories.get(ctx.scope, input.id));
  route(app, api.memoryFeedback, scope, (input, ctx) => memories.feedback(ctx.scope, input));
  route(app, api.memoryDelete, scope, (input, ctx) => memories.delete(ctx.scope, input.id));
}
