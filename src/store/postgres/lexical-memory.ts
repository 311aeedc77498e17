/**
 * The lexical postings of the small search families (remediations, memories,
 * checkpoints, skills) held in the daemon's memory, so that the PostgreSQL
 * store ranks their BM25 in process, as SQLite's FTS5 does, instead of in a
 * statement per search. Repository chunks (up to ~900 000 documents) stay in
 * the database. See docs/decisions.md, "PostgreSQL: lexical postings in memory".
 */
import { BODY_WEIGHT, TITLE_WEIGHT, bm25Idf, bm25Norm, bm25Part } from '../bm25.js';
import type { SearchFilter, SearchHit } from '../search-index.js';
import type { Scope } from '../scope.js';
import { assertHeapRoom } from '../../util/heap.js';

/** Per term of a document: title frequency × TF_SHIFT + body frequency (the `tf` column's encoding). */
export const TF_SHIFT = 65_536;

/** The families whose postings the daemon keeps; every other family is ranked by the server. */
export const MEMORY_FAMILIES: readonly string[] = ['remediation', 'memory', 'checkpoint', 'skill'];

/** Documents between two checks of the heap's room. */
const HEAP_CHECK_EVERY = 2048;

/** A search document as the postings take it: `tf` maps each term to its packed frequency. */
export interface LexicalDoc {
  id: number;
  family: string;
  refId: string;
  tenant: string;
  project: string;
  facet: string | null;
  len: number;
  tf: Record<string, number> | Map<string, number>;
}

/** A document held: what ranking filters and normalizes by, and the numbers of its terms (to take it out of their lists). */
type Entry = Omit<LexicalDoc, 'tf'> & { terms: number[] };

/** The store's totals as BM25 reads them (every document ever inserted, of every family). */
export interface Totals {
  docs: number;
  tokens: number;
}

/**
 * Documents, a dictionary of terms, and per term a list of (document slot, packed
 * frequency) pairs in one plain array. A removed document leaves its slot for
 * the next one; its pairs are swapped out of the lists of its terms.
 */
export class LexicalPostings {
  private readonly slotOf = new Map<number, number>();
  private readonly docs: (Entry | undefined)[] = [];
  private readonly free: number[] = [];
  private readonly termNo = new Map<string, number>();
  private readonly lists: number[][] = [];
  /** Tenants, projects, families and facets repeat: one string each. */
  private readonly strings = new Map<string, string>();
  private added = 0;

  get size(): number {
    return this.slotOf.size;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** Adds a document (once: a document already held is left as it is). */
  add(doc: LexicalDoc): void {
    if (this.slotOf.has(doc.id)) return;
    if (++this.added % HEAP_CHECK_EVERY === 0) assertHeapRoom('loading search postings');
    const slot = this.free.pop() ?? this.docs.length;
    const terms: number[] = [];
    const entries = doc.tf instanceof Map ? doc.tf.entries() : Object.entries(doc.tf);
    for (const [term, packed] of entries) {
      let no = this.termNo.get(term);
      if (no === undefined) {
        no = this.lists.length;
        this.termNo.set(term, no);
        this.lists.push([]);
      }
      this.lists[no]!.push(slot, packed);
      terms.push(no);
    }
    this.docs[slot] = {
      id: doc.id,
      family: this.intern(doc.family),
      refId: doc.refId,
      tenant: this.intern(doc.tenant),
      project: this.intern(doc.project),
      facet: doc.facet === null ? null : this.intern(doc.facet),
      len: doc.len,
      terms,
    };
    this.slotOf.set(doc.id, slot);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const no of this.docs[slot]!.terms) {
      const list = this.lists[no]!;
      for (let i = 0; i < list.length; i += 2) {
        if (list[i] !== slot) continue;
        list[i] = list[list.length - 2]!;
        list[i + 1] = list[list.length - 1]!;
        list.length -= 2;
        break;
      }
    }
    this.docs[slot] = undefined;
    this.free.push(slot);
    this.slotOf.delete(id);
  }

  /** Documents held that contain the term (any family, tenant or project). */
  df(term: string): number {
    const no = this.termNo.get(term);
    return no === undefined ? 0 : this.lists[no]!.length / 2;
  }

  /**
   * FTS5's bm25() with weights title 4, body 1 over the documents of the filter, as the
   * ranking statement computes it: per term its idf from `df` (documents of every family
   * holding it), per document the terms' parts summed in the list's order; best first,
   * ties by document id.
   */
  rank(scope: Scope, filter: SearchFilter, terms: string[], df: (term: string) => number, totals: Totals, limit: number): SearchHit[] {
    const projects = new Set(filter.projects.length > 0 ? filter.projects : [scope.project]);
    const avgdl = totals.tokens / Math.max(totals.docs, 1);
    const scores = new Map<number, number>();
    for (const term of terms) {
      const no = this.termNo.get(term);
      if (no === undefined) continue;
      const list = this.lists[no]!;
      const idf = bm25Idf(totals.docs, df(term));
      for (let i = 0; i < list.length; i += 2) {
        const slot = list[i]!;
        const doc = this.docs[slot]!;
        if (doc.family !== filter.family || doc.tenant !== scope.tenant || !projects.has(doc.project)) continue;
        if (filter.facet !== undefined && doc.facet !== filter.facet) continue;
        const packed = list[i + 1]!;
        const f = Math.trunc(packed / TF_SHIFT) * TITLE_WEIGHT + (packed % TF_SHIFT) * BODY_WEIGHT;
        scores.set(slot, (scores.get(slot) ?? 0) + bm25Part(idf, f, bm25Norm(doc.len, avgdl)));
      }
    }
    const ranked: { id: number; hit: SearchHit }[] = [];
    for (const [slot, score] of scores) {
      const doc = this.docs[slot]!;
      if (score > 0) ranked.push({ id: doc.id, hit: { refId: doc.refId, score } });
    }
    ranked.sort((a, b) => b.hit.score - a.hit.score || a.id - b.id);
    return ranked.slice(0, limit).map((r) => r.hit);
  }

  private intern(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }
}
