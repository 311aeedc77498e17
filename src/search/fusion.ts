/**
 * Reciprocal rank fusion (Cormack et al., 2009): merges ranked lists whose scores are not
 * comparable (BM25 vs cosine) using ranks only. An item's score is the sum over lists of
 * `weight / (k + rank)`; a large `k` flattens the advantage of the very first ranks, so an
 * item found by several retrievers beats one that only a single retriever put on top.
 */

export interface Ranked {
  id: string;
  /** The retriever's own score; ignored by the fusion (ranks only), kept for callers. */
  score?: number;
}

export interface RankedList {
  /** Best first. A repeated id keeps only its first (best) position. */
  hits: Ranked[];
  /** Defaults to 1; 0 disables the list's contribution to scores. */
  weight?: number;
}

export interface Fused {
  id: string;
  score: number;
  /** 1-based rank of the item in each input list (same order as the input), or null. */
  ranks: (number | null)[];
}

export const RRF_K = 60;

/**
 * Fuse ranked lists. Sorted by score descending; ties go to the item with the best single
 * rank, then to the smaller id (code-unit order), so the output is fully deterministic.
 */
export function reciprocalRankFusion(lists: RankedList[], k: number = RRF_K): Fused[] {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`invalid RRF k: ${k}`);
  const byId = new Map<string, Fused>();
  lists.forEach((list, li) => {
    const weight = list.weight ?? 1;
    if (!Number.isFinite(weight) || weight < 0) throw new RangeError(`invalid RRF weight: ${weight}`);
    list.hits.forEach((hit, i) => {
      let fused = byId.get(hit.id);
      if (!fused) {
        fused = { id: hit.id, score: 0, ranks: new Array<number | null>(lists.length).fill(null) };
        byId.set(hit.id, fused);
      }
      if (fused.ranks[li] !== null) return; // duplicate within a list: the first rank counts
      const rank = i + 1;
      fused.ranks[li] = rank;
      fused.score += weight / (k + rank);
    });
  });
  return [...byId.values()].sort(compareFused);
}

function bestRank(f: Fused): number {
  let best = Infinity;
  for (const r of f.ranks) if (r !== null && r < best) best = r;
  return best;
}

function compareFused(a: Fused, b: Fused): number {
  if (a.score !== b.score) return b.score - a.score;
  const ra = bestRank(a);
  const rb = bestRank(b);
  if (ra !== rb) return ra - rb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
