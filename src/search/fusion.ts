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

export type FusionKind = 'rrf' | 'score';

/**
 * Score fusion: a weighted sum of each ranker's scores — relative to that ranker's best hit
 * where the scale depends on the query (BM25), as is where it does not (cosine). Unlike rank
 * fusion it keeps magnitudes, so "matches every rare word" and "shares a few common words"
 * stay far apart, and two equally relevant items get (nearly) equal scores. Scores are 0..1
 * (1: best in every list). Ties go to the smaller id.
 */
export function scoreFusion(lists: { hits: { refId: string; score: number }[]; weight: number; relative: boolean }[]): { id: string; score: number }[] {
  const total = lists.reduce((n, l) => n + l.weight, 0);
  const scores = new Map<string, number>();
  for (const list of lists) {
    const top = list.hits.reduce((m, h) => Math.max(m, h.score), 0);
    if (top <= 0) continue;
    for (const hit of list.hits) {
      const value = list.relative ? hit.score / top : Math.max(0, hit.score);
      scores.set(hit.refId, (scores.get(hit.refId) ?? 0) + (list.weight * value) / total);
    }
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}
