/**
 * In-memory vector KNN shared by the stores: one SimHash index per
 * (family, tenant, embedder), built lazily from the store's rows and kept
 * current by its writes (the daemon is the only writer); candidates are
 * rescored from int8 copies kept in memory.
 */
import { VectorIndex } from '../search/vector-index.js';
import { assertHeapRoom } from '../util/heap.js';
import type { SearchFilter, SearchHit } from './search-index.js';
import type { Scope } from './scope.js';

const RESCORE_POOL = 120;
/** Documents between two checks of the heap's room (a check costs microseconds). */
const HEAP_CHECK_EVERY = 2048;

interface Member {
  refId: string;
  project: string;
  facet: string | null;
  /** The vector quantized to int8 (value = q × scale), for rescoring without a database read. */
  q: Int8Array;
  scale: number;
}

/** What a store reads back to build a partition. */
export interface VectorRow {
  id: number;
  refId: string;
  project: string;
  facet: string | null;
  vector: Float32Array;
}

export interface Partition {
  index: VectorIndex;
  members: Map<number, Member>;
}

/**
 * Candidates are rescored from int8 copies kept in memory (384 bytes a
 * document): reading 120 float blobs back from the database cost ~0.4 ms a
 * search, the in-memory dot products ~0.05 ms. Quantization error is below
 * 1 % of a cosine, far inside the gaps that order real results.
 */
function member(refId: string, project: string, facet: string | null, vector: Float32Array): Member {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i] as number));
  const scale = max === 0 ? 1 : max / 127;
  const q = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) q[i] = Math.round((vector[i] as number) / scale);
  return { refId, project, facet, q, scale };
}

function approximateCosine(m: Member, query: Float32Array, exact: boolean): number {
  const { q } = m;
  if (exact) {
    // Four sums at once (each add waits for the one before it in a single sum): the same double, see sumsAreExact.
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    let i = 0;
    for (; i + 3 < q.length; i += 4) {
      s0 += (q[i] as number) * (query[i] as number);
      s1 += (q[i + 1] as number) * (query[i + 1] as number);
      s2 += (q[i + 2] as number) * (query[i + 2] as number);
      s3 += (q[i + 3] as number) * (query[i + 3] as number);
    }
    for (; i < q.length; i++) s0 += (q[i] as number) * (query[i] as number);
    return (s0 + s1 + (s2 + s3)) * m.scale;
  }
  let sum = 0;
  for (let i = 0; i < q.length; i++) sum += (q[i] as number) * (query[i] as number);
  return sum * m.scale;
}

const float = new Float32Array(1);
const floatBits = new Uint32Array(float.buffer);

/**
 * Whether every sum of products q[i] × query[i] (q[i] an int8, |q[i]| ≤ 127) is exact in
 * doubles, whatever the order of its additions. Each product is exact (24 + 7 bits) and a
 * multiple of 2^low, where 2^low is the lowest bit set in any of the query's float32 values;
 * while no partial sum reaches 2^(low + 53), every one of them is an exact multiple of 2^low
 * too. Then summing in four parts gives the double the one running sum gives, without its
 * chain of dependent additions. Most queries' vectors qualify (their values are within a few
 * powers of two of each other); the others are summed one after another.
 */
function sumsAreExact(query: Float32Array): boolean {
  let low = Number.POSITIVE_INFINITY;
  let total = 0;
  for (let i = 0; i < query.length; i++) {
    const x = query[i] as number;
    if (x === 0) continue;
    total += Math.abs(x);
    float[0] = x;
    const bits = floatBits[0] as number;
    const exponent = (bits >>> 23) & 0xff;
    if (exponent === 0xff) return false; // infinite or NaN
    // The significand as an integer, and the power of two its last bit stands for (subnormals: 2^-149).
    const significand = exponent === 0 ? bits & 0x7fffff : (bits & 0x7fffff) | 0x800000;
    const lowest = (exponent === 0 ? -149 : exponent - 150) + (31 - Math.clz32(significand & -significand));
    if (lowest < low) low = lowest;
  }
  // One bit of room for the rounding of `total` itself.
  return low === Number.POSITIVE_INFINITY || 127 * total < 2 ** (low + 52);
}

export function partitionKey(family: string, tenant: string, embedder: string): string {
  return `${family}\u0000${tenant}\u0000${embedder}`;
}

export class VectorPartitions {
  private readonly built = new Map<string, Partition>();
  private added = 0;

  /** Every HEAP_CHECK_EVERY documents: fails with the heap setting named rather than letting the process run out of memory. */
  private checkHeap(what: string): void {
    if (++this.added % HEAP_CHECK_EVERY === 0) assertHeapRoom(what);
  }

  get(family: string, tenant: string, embedder: string): Partition | undefined {
    return this.built.get(partitionKey(family, tenant, embedder));
  }

  /** Builds (and keeps) a partition from the store's rows. */
  build(family: string, tenant: string, embedder: string, dim: number, rows: Iterable<VectorRow>): Partition {
    const partition: Partition = { index: new VectorIndex({ dim }), members: new Map() };
    for (const row of rows) {
      this.checkHeap('loading search vectors');
      addTo(partition, row);
    }
    this.built.set(partitionKey(family, tenant, embedder), partition);
    return partition;
  }

  /** Adds a document to its partition when that partition is built (else the next build reads it). */
  add(family: string, tenant: string, embedder: string, row: VectorRow): void {
    const partition = this.get(family, tenant, embedder);
    if (!partition) return;
    this.checkHeap('adding search vectors');
    addTo(partition, row);
  }

  /** Removes a document id from the partition of this embedder, or of every embedder when none is named. */
  remove(family: string, tenant: string, id: number, embedder?: string): void {
    const prefix = embedder === undefined ? `${family}\u0000${tenant}\u0000` : partitionKey(family, tenant, embedder);
    for (const [key, partition] of this.built) {
      if (embedder === undefined ? key.startsWith(prefix) : key === prefix) {
        partition.index.remove(id);
        partition.members.delete(id);
      }
    }
  }

  clear(): void {
    this.built.clear();
  }
}

function addTo(partition: Partition, row: VectorRow): void {
  partition.index.add(row.id, row.vector);
  partition.members.set(row.id, member(row.refId, row.project, row.facet, row.vector));
}

/** Nearest members of a partition within the filter's projects and facet, best first (score ≈ cosine). */
export function nearestIn(partition: Partition, scope: Scope, filter: SearchFilter, vector: Float32Array, limit: number): SearchHit[] {
  // Same rule as the lexical rankers: no projects named means the scope's own project.
  const projects = new Set(filter.projects.length > 0 ? filter.projects : [scope.project]);
  const keys = partition.index.candidates(vector, Math.max(RESCORE_POOL, limit * 4), (key) => {
    const m = partition.members.get(key);
    return m !== undefined && projects.has(m.project) && (filter.facet === undefined || m.facet === filter.facet);
  }, true);
  const approximate: { key: number; score: number }[] = [];
  const exact = sumsAreExact(vector);
  for (const key of keys) {
    const m = partition.members.get(key);
    if (m) approximate.push({ key, score: approximateCosine(m, vector, exact) });
  }
  approximate.sort((a, b) => b.score - a.score || a.key - b.key);
  return approximate.slice(0, limit).map((a) => ({ refId: partition.members.get(a.key)?.refId ?? '', score: a.score }));
}
