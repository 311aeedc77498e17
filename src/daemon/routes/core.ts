import { statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_VERSION } from '../../api/common.js';
import { api } from '../../api/routes.js';
import type { Services } from '../../core/services.js';
import type { StoreInfo } from '../../store/types.js';
import { route, type ScopeResolver } from '../http.js';

const started = Date.now();

/** The store part of /v1/status: where it is, its schema version and the backups kept before migrations. */
function storeStatus(info: StoreInfo) {
  return { kind: info.kind, path: info.location, vector: info.vector, schema: info.schema, backups: info.backups, ...storeBytes(info) };
}

/** A SQLite store's size on disk (the file and its write-ahead log); nothing for a server store. */
function storeBytes(info: StoreInfo): { bytes?: number } {
  if (info.kind !== 'sqlite') return {};
  let bytes = 0;
  for (const suffix of ['', '-wal']) {
    try {
      bytes += statSync(info.location + suffix).size;
    } catch {
      // no WAL right after a checkpoint
    }
  }
  return { bytes };
}

export function registerCoreRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services, version: string): void {
  route(app, api.health, () => ({ tenant: '', project: '' }), async () => ({ ok: true, version, api: API_VERSION, service: 'contextd' as const }));

  route(app, api.status, scope, async (_input, ctx) => ({
    version,
    api: API_VERSION,
    pid: process.pid,
    uptime_ms: Date.now() - started,
    store: storeStatus(services.store.info),
    embedder: services.embedder.id,
    counts: await services.store.counts(ctx.scope),
    repositories: await Promise.all(
      (await services.store.repository.list(ctx.scope)).map(async (repo) => ({
        root: repo.root,
        ...(await services.store.repository.counts(ctx.scope, repo.id)),
        last_indexed_at: repo.last_indexed_at,
      })),
    ),
    operations: services.runner.runningOperations().filter((op) => op.tenant === ctx.scope.tenant),
  }));

  route(app, api.storeHealth, scope, async () => {
    const checks = (await services.store.health?.()) ?? [{ name: 'store health', ok: true, detail: `no health checks for a ${services.store.info.kind} store` }];
    return { ok: checks.every((c) => c.ok), checks };
  });

  route(app, api.operationGet, scope, (input, ctx) =>
    services.runner.wait(ctx.scope, input.operation_id, input.after, input.wait_ms > 0 ? input.wait_ms : (input.wait ?? 0)),
  );
  route(app, api.operationCancel, scope, (input, ctx) => services.runner.cancel(ctx.scope, input.operation_id));
  route(app, api.operationList, scope, async (input, ctx) => {
    const rows = await services.store.operations.list(ctx.scope, { status: input.status, limit: input.limit });
    const live = new Map(services.runner.runningOperations().map((op) => [op.id, op]));
    return { operations: await Promise.all(rows.map((row) => live.get(row.id) ?? services.runner.get(ctx.scope, row.id))) };
  });
}
