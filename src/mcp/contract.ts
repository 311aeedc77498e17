import type { Api } from '../api/routes.js';

let loaded: Promise<Api> | null = null;

/**
 * The full HTTP contract (every family's zod schemas), loaded on first use:
 * building it costs ~15 ms that `contextd --mcp` must not spend before
 * answering the handshake and tools/list.
 */
export function contract(): Promise<Api> {
  loaded ??= import('../api/routes.js').then((module) => module.api);
  return loaded;
}
