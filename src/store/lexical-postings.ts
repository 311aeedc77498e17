/**
 * The lexical postings of the small search families (remediations, memories,
 * checkpoints, skills) held in the daemon's memory, so that both stores rank
 * their BM25 in process with FTS5's formula (../bm25.ts) instead of in a
 * statement per search: PostgreSQL instead of a ranking statement, SQLite
 * instead of an FTS5 query and its join. Repository chunks (up to ~900 000
 * documents) stay in the database. See docs/decisions.md, "PostgreSQL: lexical
 * postings in memory" and "SQLite: lexical postings in memory".
 */
import { BODY_WEIGHT, STATEMENT_ORDER, TF_SHIFT, TITLE_WEIGHT, bm25Norm, type Bm25Arithmetic } from './bm25.js';
import type { SearchFilter, SearchHit } from './search-index.js';
import type { Scope } from './scope.js';
import { assertHeapRoom } from '../util/heap.js';

/** Per term of a document: title frequency × TF_SHIFT + body frequency (the `tf` column's encoding). */
export { TF_SHIFT };

/** The families whose postings the daemon keeps; every other family is ranked by the server. */
export const MEMORY_FAMILIES: readonly string[] = ['remediation', 'memory', 'checkpoint', 'skill'];

/** Documents between two checks of the heap's room. */
const HEAP_CHECK_EVERY = 2048;

/** A search document as the postings take it: its distinct terms and, at the same positions, their packed frequencies. */
export interface LexicalDoc {
  id: number;
  family: string;
  refId: string;
  tenant: string;
  project: string;
  facet: string | null;
  len: number;
  terms: readonly string[];
  tf: readonly number[];
}

/** A document held: what ranking filters and normalizes by. */
type Entry = Omit<LexicalDoc, 'terms' | 'tf'>;

/** The store's totals as BM25 reads them (every document ever inserted, of every family). */
export interface Totals {
  docs: number;
  tokens: number;
}

/** A posting is one double: its document's slot × SLOT_SHIFT + the packed frequency (< 2³²), exact below 2⁵³. */
const SLOT_SHIFT = 2 ** 32;
const PER_SLOT = 2 ** -32;
const PER_TF = 1 / TF_SHIFT;
/** Removed documents' postings are dropped from every list once they are this share of the documents held. */
const COMPACT_SHARE = 1 / 8;
const COMPACT_MIN = 1_024;

/** Postings added since the last packing are packed into the one array once they are this share of it (and PACK_MIN or more). */
const PACK_SHARE = 1 / 4;
const PACK_MIN = 8_192;

/**
 * Documents, a dictionary of terms, and per term a list of postings (one double each, see
 * SLOT_SHIFT: 8 bytes a posting, no per-document term list). The lists live in one array, term
 * after term (`packed`, each term's range from `starts`), so a store of 10 000 checkpoints holds
 * its 1.2 million postings in 9.6 MB instead of 27 000 growable arrays of 13 MB; postings added
 * since are appended to small per-term arrays (`recent`) until they are a quarter of the packed
 * ones, then packed with them. A removed document's slot is emptied at once (ranking and
 * counting skip it) and its postings dropped at the next compaction, a packing that also frees
 * the slots for reuse.
 */
export class LexicalPostings {
  private readonly slotOf = new Map<number, number>();
  private readonly docs: (Entry | undefined)[] = [];
  /** Slots emptied since the last compaction (still named by postings). */
  private dead = 0;
  private free: number[] = [];
  private readonly termNo = new Map<string, number>();
  /** Every packed posting, term by term: term `no`'s from `starts[no]` to `starts[no + 1]` (terms numbered since have none). */
  private packed = new Float64Array(0);
  private starts = new Uint32Array(1);
  /** Per term, its postings added since the last packing. */
  private recent = new Map<number, number[]>();
  private recentCount = 0;
  /** Tenants, projects, families and facets repeat: one string each. */
  private readonly strings = new Map<string, string>();
  private added = 0;
  /** Per slot, the score of the ranking under way (0 between rankings). */
  private scores = new Float64Array(0);

  get size(): number {
    return this.slotOf.size;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** A held document's family and scope (what else is kept of it: its vectors). */
  scopeOf(id: number): { family: string; tenant: string } | undefined {
    const slot = this.slotOf.get(id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    return doc && { family: doc.family, tenant: doc.tenant };
  }

  /** Adds a document (once: a document already held is left as it is). */
  add(doc: LexicalDoc): void {
    if (this.slotOf.has(doc.id)) return;
    if (++this.added % HEAP_CHECK_EVERY === 0) assertHeapRoom('loading search postings');
    const slot = this.free.pop() ?? this.docs.length;
    const { terms, tf } = doc;
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!;
      let no = this.termNo.get(term);
      if (no === undefined) {
        no = this.termNo.size;
        this.termNo.set(term, no);
      }
      const list = this.recent.get(no);
      if (list === undefined) this.recent.set(no, [slot * SLOT_SHIFT + tf[i]!]);
      else list.push(slot * SLOT_SHIFT + tf[i]!);
    }
    this.recentCount += terms.length;
    const { id, family, refId, tenant, project, facet, len } = doc;
    this.docs[slot] = { id, family: this.intern(family), refId, tenant: this.intern(tenant), project: this.intern(project), facet: facet === null ? null : this.intern(facet), len };
    this.slotOf.set(id, slot);
    if (this.recentCount >= PACK_MIN && this.recentCount >= this.packed.length * PACK_SHARE) this.pack(false);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.docs[slot] = undefined;
    this.slotOf.delete(id);
    this.dead++;
    if (this.dead >= COMPACT_MIN && this.dead >= this.slotOf.size * COMPACT_SHARE) this.compact();
  }

  /** Drops the postings of removed documents from every list and frees their slots. */
  private compact(): void {
    this.pack(true);
    this.free = [];
    for (let slot = this.docs.length - 1; slot >= 0; slot--) if (this.docs[slot] === undefined) this.free.push(slot);
    this.dead = 0;
  }

  /** Moves the recent postings into the packed array, each term's after its packed ones; `compacting` drops removed documents' postings. */
  private pack(compacting: boolean): void {
    const terms = this.termNo.size;
    const starts = new Uint32Array(terms + 1);
    const packed = new Float64Array(this.packed.length + this.recentCount);
    let at = 0;
    for (let no = 0; no < terms; no++) {
      starts[no] = at;
      this.forEach(no, (posting) => {
        if (!compacting || this.docs[Math.floor(posting * PER_SLOT)] !== undefined) packed[at++] = posting;
      });
    }
    starts[terms] = at;
    this.packed = at === packed.length ? packed : packed.slice(0, at);
    this.starts = starts;
    this.recent = new Map();
    this.recentCount = 0;
  }

  /** Where term `no`'s packed postings start in `packed` (a term numbered since the last packing has none: from 0 to 0). */
  private packedFrom(no: number): number {
    return no + 1 < this.starts.length ? this.starts[no]! : 0;
  }

  /** Where term `no`'s packed postings end in `packed` (exclusive). */
  private packedEnd(no: number): number {
    return no + 1 < this.starts.length ? this.starts[no + 1]! : 0;
  }

  /** Term `no`'s postings in their order: the packed ones, then the recent ones. */
  private forEach(no: number, visit: (posting: number) => void): void {
    const end = this.packedEnd(no);
    for (let k = this.packedFrom(no); k < end; k++) visit(this.packed[k]!);
    const recent = this.recent.get(no);
    if (recent !== undefined) for (const posting of recent) visit(posting);
  }

  /** Documents held that contain the term (any family, tenant or project). */
  df(term: string): number {
    const no = this.termNo.get(term);
    if (no === undefined) return 0;
    let n = 0;
    if (this.dead === 0) return this.packedEnd(no) - this.packedFrom(no) + (this.recent.get(no)?.length ?? 0);
    this.forEach(no, (posting) => {
      if (this.docs[Math.floor(posting * PER_SLOT)] !== undefined) n++;
    });
    return n;
  }

  /**
   * FTS5's bm25() with weights title 4, body 1 over the documents of the filter, as the
   * ranking statement computes it: per term its idf from `df` (documents of every family
   * holding it), per document the terms' parts summed in the list's order; best first,
   * ties by document id. `arithmetic` is the PostgreSQL statement's unless the store
   * computes as its database does to the last bit (SQLite: FTS5's order of operations and
   * the C library's `log`, which V8's Math.log differs from in the last bit of about one
   * value in a hundred).
   */
  rank(
    scope: Scope,
    filter: SearchFilter,
    terms: string[],
    df: (term: string) => number,
    totals: Totals,
    limit: number,
    arithmetic: Bm25Arithmetic = STATEMENT_ORDER,
  ): SearchHit[] {
    const projects = new Set(filter.projects.length > 0 ? filter.projects : [scope.project]);
    const avgdl = totals.tokens / Math.max(totals.docs, 1);
    // Scores by slot in a reused array (a Map per search cost more than the ranking itself);
    // each part is > 0 (idf ≥ MIN_IDF), so 0 marks a slot not touched yet.
    if (this.scores.length < this.docs.length) this.scores = new Float64Array(Math.max(this.docs.length, this.scores.length * 2, 1_024));
    const scores = this.scores;
    const touched: number[] = [];
    try {
      for (const term of terms) {
        const no = this.termNo.get(term);
        if (no === undefined) continue;
        const weight = arithmetic.idf(totals.docs, df(term));
        // The packed postings, then the recent ones, in one loop (the body is the hot path).
        const from = this.packedFrom(no);
        const inPacked = this.packedEnd(no) - from;
        const recent = this.recent.get(no);
        const count = inPacked + (recent?.length ?? 0);
        for (let k = 0; k < count; k++) {
          const posting = k < inPacked ? this.packed[from + k]! : recent![k - inPacked]!;
          // Multiplying by the inverse of a power of two is exact: the division's result, without its cost.
          const slot = Math.floor(posting * PER_SLOT);
          const doc = this.docs[slot];
          if (doc === undefined || doc.family !== filter.family || doc.tenant !== scope.tenant || !projects.has(doc.project)) continue;
          if (filter.facet !== undefined && doc.facet !== filter.facet) continue;
          const packed = posting - slot * SLOT_SHIFT;
          const title = Math.trunc(packed * PER_TF);
          const f = title * TITLE_WEIGHT + (packed - title * TF_SHIFT) * BODY_WEIGHT;
          if (scores[slot] === 0) touched.push(slot);
          scores[slot] = scores[slot]! + arithmetic.part(weight, f, bm25Norm(doc.len, avgdl));
        }
      }
      return this.bestSlots(touched, scores, limit).map((slot) => ({ refId: this.docs[slot]!.refId, score: scores[slot]! }));
    } finally {
      for (const slot of touched) scores[slot] = 0;
    }
  }

  /**
   * The `limit` best of the touched slots (score > 0), best first, ties by document id: a
   * heap of the best so far (its root the worst of them) instead of sorting every touched
   * document, most of which a search does not return. The order is total, so the slots and
   * their order are those a full sort gives.
   */
  private bestSlots(touched: readonly number[], scores: Float64Array, limit: number): number[] {
    const docs = this.docs;
    /** Whether slot a ranks after slot b. */
    const worse = (a: number, b: number): boolean => scores[a]! < scores[b]! || (scores[a] === scores[b] && docs[a]!.id > docs[b]!.id);
    const heap: number[] = [];
    const down = (from: number): void => {
      for (let i = from; ; ) {
        const l = 2 * i + 1;
        if (l >= heap.length) return;
        const r = l + 1;
        const w = r < heap.length && worse(heap[r]!, heap[l]!) ? r : l;
        if (!worse(heap[w]!, heap[i]!)) return;
        [heap[i], heap[w]] = [heap[w]!, heap[i]!];
        i = w;
      }
    };
    if (limit <= 0) return [];
    for (const slot of touched) {
      if (!(scores[slot]! > 0)) continue;
      if (heap.length < limit) {
        heap.push(slot);
        for (let i = heap.length - 1; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!worse(heap[i]!, heap[parent]!)) break;
          [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
          i = parent;
        }
      } else if (worse(heap[0]!, slot)) {
        heap[0] = slot;
        down(0);
      }
    }
    const out = new Array<number>(heap.length);
    for (let k = heap.length - 1; k >= 0; k--) {
      out[k] = heap[0]!;
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        down(0);
      }
    }
    return out;
  }

  private intern(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }
}
