import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerRepositoryRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { repository } = services;
  route(app, api.repositoryIndex, scope, (input, ctx) => repository.startIndex(ctx.scope, input));
  route(app, api.repositorySearch, scope, (input, ctx) => repository.search(ctx.scope, input));
  route(app, api.repositoryStatus, scope, (input, ctx) => repository.status(ctx.scope, input));
  route(app, api.repositoryRemove, scope, (input, ctx) => repository.remove(ctx.scope, input.path));
}
