import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';
import type { PathRules } from '../paths.js';

export function registerRepositoryRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services, paths: PathRules): void {
  const { repository } = services;
  // The root is checked on its real path (symlinks resolved) before anything is read.
  route(app, api.repositoryIndex, scope, async (input, ctx) => repository.startIndex(ctx.scope, { ...input, path: await paths.repositoryRoot(input.path, ctx.remote) }));
  route(app, api.repositorySearch, scope, (input, ctx) => repository.search(ctx.scope, input));
  route(app, api.repositoryStatus, scope, (input, ctx) => repository.status(ctx.scope, input));
  route(app, api.repositoryRemove, scope, (input, ctx) => repository.remove(ctx.scope, input.path));
}
