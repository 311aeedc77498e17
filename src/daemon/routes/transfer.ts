import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api } from '../../api/routes.js';
import { IMPORT_FORMATS, TRANSFER_FILES } from '../../api/transfer.js';
import type { Services } from '../../core/services.js';
import { ContextdError, describeIssues } from '../../util/errors.js';
import { route, type ScopeResolver } from '../http.js';
import type { PathRules } from '../paths.js';
import { STREAMED_BODY } from '../backpressure.js';

const uploadQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('auto') });
const downloadParams = z.object({ operation_id: z.string().min(1).max(100) });

export function registerTransferRoutes(app: FastifyInstance, scope: ScopeResolver, services: Services, paths: PathRules): void {
  const { transfer } = services;
  route(app, api.exportRun, scope, async (input, ctx) => {
    if (input.path !== undefined) await paths.exportTarget(input.path, ctx.remote);
    return transfer.startExport(ctx.scope, input);
  });
  route(app, api.importRun, scope, async (input, ctx) => {
    await paths.importSource(input.path, ctx.remote);
    return transfer.startImport(ctx.scope, input);
  });

  // JSONL bodies both ways, for every caller: nothing names a file on this machine.
  void app.register(async (child) => {
    child.addContentTypeParser([TRANSFER_FILES.contentType, 'application/octet-stream'], (_request, payload, done) => done(null, payload));
    child.post(TRANSFER_FILES.upload, { config: { [STREAMED_BODY]: true } }, async (request, reply) => {
      const query = uploadQuery.safeParse(request.query ?? {});
      if (!query.success) throw new ContextdError('invalid_params', describeIssues(query.error.issues));
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw new ContextdError('invalid_params', `send the JSONL as the body with content-type ${TRANSFER_FILES.contentType}`);
      const op = await transfer.startUpload(scope(request), body, query.data.format);
      return reply.code(202).send(op);
    });
  });
  app.get(TRANSFER_FILES.download, async (request, reply) => {
    const params = downloadParams.safeParse(request.params);
    if (!params.success) throw new ContextdError('invalid_params', describeIssues(params.error.issues));
    const path = await transfer.exportFile(scope(request), params.data.operation_id);
    // Kept until it has been sent whole; a broken download can be asked again.
    reply.raw.once('finish', () => void rm(path, { force: true }));
    return reply.code(200).type(TRANSFER_FILES.contentType).header('content-disposition', 'attachment').send(createReadStream(path));
  });
}
