import type { FastifyInstance } from 'fastify';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import { route, type ScopeResolver } from '../http.js';

export function registerSkillRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services): void {
  const { skills } = services;
  route(app, api.skillSave, scope, (input, ctx) => skills.save(ctx.scope, input));
  route(app, api.skillList, scope, (input, ctx) => skills.list(ctx.scope, input));
  route(app, api.skillSearch, scope, (input, ctx) => skills.search(ctx.scope, input));
  route(app, api.skillGet, scope, (input, ctx) => skills.get(ctx.scope, input));
  route(app, api.skillApply, scope, (input, ctx) => skills.apply(ctx.scope, input));
  route(app, api.skillDelete, scope, (input, ctx) => skills.delete(ctx.scope, input.name));
  route(app, api.skillImport, scope, (input, ctx) => skills.importFiles(ctx.scope, input));
  route(app, api.skillExport, scope, (input, ctx) => skills.exportFiles(ctx.scope, input));
  route(app, api.skillPrompts, scope, (input, ctx) => skills.prompts(ctx.scope, input));
}
