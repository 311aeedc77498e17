import type { FastifyInstance } from 'fastify';
import { overloaded } from '../util/errors.js';

/**
 * Bodies being received are held in memory until their handler runs: a flood
 * of large requests (a hundred 5 MB saves at once) would fill the heap before
 * any operation is admitted. The daemon bounds the bytes of request bodies in
 * flight; past the bound a request is refused with 429 before its body is read.
 * A body of unknown length (chunked) counts as its route's limit.
 */
export const MAX_BODIES_IN_FLIGHT_BYTES = 96 * 1024 * 1024;
export const BODIES_RETRY_AFTER_S = 1;
/** Route config key: the route streams its body to disk (an import upload), so it holds no memory. */
export const STREAMED_BODY = 'contextdStreamedBody';

export function installBodyBudget(app: FastifyInstance, maxBytes = MAX_BODIES_IN_FLIGHT_BYTES): { inFlight(): number } {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if ((request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[STREAMED_BODY]) return;
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    const bytes = Number.isFinite(declared) ? declared : (request.routeOptions.bodyLimit ?? 0);
    if (bytes <= 0) return;
    // One body larger than the whole budget still goes when nothing else is in flight (its route's limit decides).
    if (inFlight > 0 && inFlight + bytes > maxBytes) {
      throw overloaded(`the daemon is receiving ${Math.round(inFlight / (1024 * 1024))} MB of request bodies (limit ${Math.round(maxBytes / (1024 * 1024))} MB)`, BODIES_RETRY_AFTER_S);
    }
    inFlight += bytes;
    reply.raw.once('close', () => {
      inFlight -= bytes;
    });
  });
  return { inFlight: () => inFlight };
}
