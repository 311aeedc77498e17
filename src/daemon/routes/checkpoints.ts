import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerCheckpointRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { checkpoints, runner } = services;
  route(app, api.checkpointSave, scope, (input, ctx) => runner.start(ctx.scope, 'checkpoint_save', input));
  route(app, api.checkpointList, scope, (input, ctx) => checkpoints.list(ctx.scope, input));
  route(app, api.checkpointSearch, scope, (input, ctx) => checkpoints.searchCheckpoints(ctx.scope, input));
  route(app, api.checkpointResume, scope, (input, ctx) => checkpoints.resume(ctx.scope, input));
  route(app, api.checkpointDelete, scope, (input, ctx) => checkpoints.delete(ctx.scope, input.id));
}
