import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services.js';
import type { ScopeResolver } from '../http.js';

export function registerRepositoryRoutes(_app: FastifyInstance, _scope: ScopeResolver, _services: Services): void {}
