import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';
import type { PathRules } from '../paths.js';

export function registerHookRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services, paths: PathRules): void {
  route(app, api.hookEvent, scope, (input, ctx) => services.hooks.handle(ctx.scope, input));
  // The repository is read on the daemon's machine: the same root rules as repository_index (team mode confines it).
  route(app, api.learnGit, scope, async (input, ctx) => services.learn.startGit(ctx.scope, { ...input, path: await paths.repositoryRoot(input.path, ctx.remote) }));
}
