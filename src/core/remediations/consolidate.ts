/**
 * `remediation_consolidate`: finds near-duplicate remediations (the same error
 * and the same fix in other words, which exact-key dedup cannot see) and,
 * unless it is a dry run, merges each cluster into its best record.
 *
 * Similarity of two records is the smaller of the cosine of their problems and
 * the cosine of their fixes: the same error with a different fix is not a
 * duplicate. Clusters are stars around a seed (records visited best first:
 * most used, most trusted, oldest), so a chain of small differences never
 * drags unrelated records together. Records of different projects (or a
 * project and tenant-wide) are never merged. Each cluster merges in one
 * transaction, so a crash leaves no half-merged cluster.
 */
import type { RemediationConsolidateInput, RemediationConsolidateResult } from '../../api/remediations.js';
import { cosine } from '../../search/embedder.js';
import { normalizeError } from '../../search/normalize.js';
import { VectorIndex } from '../../search/vector-index.js';
import type { RemediationRow } from '../../store/remediations.js';
import { projectsFor } from '../scope.js';
import { round } from '../checkpoints/service.js';
import type { OperationContext } from '../operations/runner.js';
import type { ServiceDeps } from '../services-deps.js';
import { stripPlaceholders } from './ranking.js';

const EMBED_BATCH = 128;
/** Neighbours examined per seed: near-duplicates are few, the prefilter is cheap. */
const NEIGHBOURS = 32;

interface Item {
  row: RemediationRow;
  problem: Float32Array;
  solution: Float32Array;
}

type Cluster = RemediationConsolidateResult['clusters'][number];

export async function consolidateRemediations(
  deps: ServiceDeps,
  input: RemediationConsolidateInput,
  ctx: OperationContext,
): Promise<RemediationConsolidateResult> {
  const groups = projectsFor(ctx.scope, input.scope);
  const rowsByGroup = await Promise.all(groups.map((project) => deps.store.remediations.all(ctx.scope, [project])));
  const total = rowsByGroup.reduce((n, rows) => n + rows.length, 0);
  let done = 0;
  const clusters: Cluster[] = [];
  for (const rows of rowsByGroup) {
    const items = await embedItems(deps, rows, ctx, (n) => ctx.progress({ done: (done += n), total: total * 2, message: 'comparing records' }));
    clusters.push(...(await findClusters(items, input.similarity_threshold, ctx)));
    done += rows.length;
  }
  ctx.progress({ done: total * 2, total: total * 2, message: input.dry_run ? 'dry run: nothing merged' : `merging ${clusters.length} clusters` });
  let merged = 0;
  if (!input.dry_run) {
    for (const cluster of clusters) {
      await ctx.tick();
      if (await deps.store.remediations.mergeCluster(ctx.scope, cluster.keep_id, cluster.merged_ids)) merged += cluster.merged_ids.length;
    }
  }
  return {
    dry_run: input.dry_run,
    scanned: total,
    clusters,
    merged_count: input.dry_run ? clusters.reduce((n, c) => n + c.merged_ids.length, 0) : merged,
  };
}

async function embedItems(deps: ServiceDeps, rows: RemediationRow[], ctx: OperationContext, advance: (n: number) => void): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < rows.length; i += EMBED_BATCH) {
    await ctx.tick();
    const batch = rows.slice(i, i + EMBED_BATCH);
    const texts = batch.flatMap((row) => [stripPlaceholders(row.problem_normalized || normalizeError(row.problem).normalized), stripPlaceholders(normalizeError(row.solution).normalized)]);
    const vectors = await deps.embedder.embed(texts, ctx.signal);
    batch.forEach((row, j) => items.push({ row, problem: vectors[2 * j] as Float32Array, solution: vectors[2 * j + 1] as Float32Array }));
    advance(batch.length);
  }
  return items;
}

/** The record a cluster keeps: most used, then most trusted, then oldest. */
function better(a: RemediationRow, b: RemediationRow): number {
  return b.usage_count - a.usage_count || b.confidence - a.confidence || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

async function findClusters(items: Item[], threshold: number, ctx: OperationContext): Promise<Cluster[]> {
  if (items.length < 2) return [];
  const index = new VectorIndex({ dim: items[0]!.problem.length });
  items.forEach((item, key) => index.add(key, item.problem));
  const order = items.map((_, key) => key).sort((a, b) => better(items[a]!.row, items[b]!.row));
  const assigned = new Set<number>();
  const clusters: Cluster[] = [];
  for (const seedKey of order) {
    await ctx.tick();
    if (assigned.has(seedKey)) continue;
    assigned.add(seedKey);
    const seed = items[seedKey]!;
    const members: { key: number; similarity: number }[] = [];
    for (const key of index.candidates(seed.problem, NEIGHBOURS, (k) => !assigned.has(k))) {
      const other = items[key]!;
      const similarity = Math.min(cosine(seed.problem, other.problem), cosine(seed.solution, other.solution));
      if (similarity >= threshold) members.push({ key, similarity });
    }
    if (members.length === 0) continue;
    for (const m of members) assigned.add(m.key);
    clusters.push({
      keep_id: seed.row.id,
      merged_ids: members.map((m) => items[m.key]!.row.id),
      similarity: round(Math.min(...members.map((m) => m.similarity))),
    });
  }
  return clusters;
}
