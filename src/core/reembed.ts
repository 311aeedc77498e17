/**
 * The re-embed operation (`search_reembed`): when the configured embedder is
 * not the one that made the stored vectors, rewrite them in batches. Until a
 * document is rewritten, vector search simply does not see it (KNN only
 * compares vectors of the current embedder); there is never a mix.
 *
 * The index stores no document text, so each family registers a source that
 * rebuilds the exact text its documents were embedded from. Documents of a
 * family without a source (or whose row is gone) are counted as skipped and
 * stay out of vector search until the family rewrites them.
 */
import type { Operation } from '../api/operations.js';
import type { ReembedResult } from '../api/remediations.js';
import type { Scope } from '../store/scope.js';
import type { SearchFamily } from '../store/search-index.js';
import type { Store } from '../store/types.js';
import type { OperationContext } from './operations/runner.js';
import type { Logger } from '../util/logger.js';
import type { ServiceDeps } from './services-deps.js';

export const REEMBED_KIND = 'search_reembed';
/** Re-embedding is tenant-wide; its operation row needs some project: the daemon's default. */
const REEMBED_PROJECT = '_default';

/** Given ids of one family's documents (in one project), the texts they are embedded from. */
export type ReembedSource = (scope: Scope, refIds: string[]) => Promise<Map<string, string>>;

const sources = new WeakMap<Store, Map<SearchFamily, ReembedSource>>();
const BATCH = 64;

/** Lets a family's documents be re-embedded (call from its define*Operations). */
export function registerReembedSource(deps: Pick<ServiceDeps, 'store'>, family: SearchFamily, source: ReembedSource): void {
  let map = sources.get(deps.store);
  if (!map) sources.set(deps.store, (map = new Map()));
  map.set(family, source);
}

export async function reembedStaleVectors(deps: ServiceDeps, ctx: OperationContext): Promise<ReembedResult> {
  const { store, embedder } = deps;
  const total = await store.search.countStale(ctx.scope, embedder.id);
  const registered = sources.get(store) ?? new Map<SearchFamily, ReembedSource>();
  let after = 0;
  let scanned = 0;
  let reembedded = 0;
  ctx.progress({ done: 0, total, message: `re-embedding ${total} documents with ${embedder.id}` });
  for (;;) {
    await ctx.tick();
    const docs = await store.search.staleDocs(ctx.scope, embedder.id, after, BATCH);
    if (docs.length === 0) break;
    after = docs[docs.length - 1]!.docId;
    scanned += docs.length;
    const texts: { docId: number; text: string }[] = [];
    for (const [key, group] of groupBy(docs, (d) => `${d.family}\u0000${d.project}`)) {
      const [family, project] = key.split('\u0000') as [SearchFamily, string];
      const source = registered.get(family);
      if (!source) continue;
      const found = await source({ tenant: ctx.scope.tenant, project }, group.map((d) => d.refId));
      for (const doc of group) {
        const text = found.get(doc.refId);
        if (text !== undefined) texts.push({ docId: doc.docId, text });
      }
    }
    if (texts.length > 0) {
      const vectors = await embedder.embed(texts.map((t) => t.text), ctx.signal);
      reembedded += await store.search.replaceVectors(ctx.scope, texts.map((t, i) => ({ docId: t.docId, vector: vectors[i] as Float32Array })), embedder.id);
    }
    ctx.progress({ done: scanned, total, message: `re-embedded ${reembedded} of ${total}` });
  }
  return { embedder: embedder.id, scanned, reembedded, skipped: scanned - reembedded };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

type ReembedDeps = Pick<ServiceDeps, 'store' | 'embedder' | 'runner'>;

/**
 * Starts the re-embed operation for a tenant unless one is already queued or
 * running (idempotent from the caller's side: the API and daemon start share it).
 */
export async function startReembed(deps: ReembedDeps, scope: Scope): Promise<Operation> {
  const running = deps.runner.runningOperations().find((op) => op.kind === REEMBED_KIND && op.tenant === scope.tenant);
  return running ?? deps.runner.start(scope, REEMBED_KIND, {});
}

/** Daemon start: every tenant with vectors of another embedder gets a re-embed operation (logged). */
export async function startReembedIfStale(deps: ReembedDeps, logger: Logger): Promise<Operation[]> {
  const started: Operation[] = [];
  for (const tenant of await deps.store.search.staleTenants(deps.embedder.id)) {
    const scope = { tenant, project: REEMBED_PROJECT };
    const stale = await deps.store.search.countStale(scope, deps.embedder.id);
    const op = await startReembed(deps, scope);
    logger.info({ tenant, stale, embedder: deps.embedder.id, operation_id: op.id }, 'stored vectors come from another embedder; re-embedding them');
    started.push(op);
  }
  return started;
}
