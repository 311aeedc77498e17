import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerHookRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  route(app, api.hookEvent, scope, (input, ctx) => services.hooks.handle(ctx.scope, input));
  route(app, api.learnGit, scope, (input, ctx) => services.learn.startGit(ctx.scope, input));
}
