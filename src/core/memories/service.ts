import { createHash } from 'node:crypto';
import type {
  Memory,
  MemoryFeedbackOutput,
  MemoryHit,
  MemoryListInput,
  MemoryListOutput,
  MemoryRecordInput,
  MemoryRecordResult,
  MemorySearchInput,
  MemorySearchOutput,
} from '../../api/memories.js';
import type { MemoryRow } from '../../store/memories.js';
import type { Scope } from '../../store/scope.js';
import { invalid, notFound } from '../../util/errors.js';
import { newId } from '../../util/ids.js';
import { redactionCounter } from '../../util/redaction.js';
import { round } from '../checkpoints/service.js';
import { paginate } from '../pagination.js';
import { aboveFloor, readAs, readOnce } from '../search.js';
import { registerReembedSource } from '../reembed.js';
import { cosine } from '../../search/embedder.js';
import { everydayWords } from '../../search/wordnet.js';
import type { ServiceDeps } from '../services-deps.js';
import { adjustConfidence } from '../remediations/service.js';
import { ownerProject, projectsFor, scopeOfProject } from '../scope.js';

/** Confidence a new memory starts with; feedback moves it within 0.05–0.99 as for remediations. */
const INITIAL_CONFIDENCE = 0.6;
/** How far confidence may lift a result's score: relevance first, confidence second. */
const CONFIDENCE_WEIGHT = 0.1;
/**
 * A new memory "possibly supersedes" an existing one of the same kind and scope whose
 * vector cosine (from the shared ranker) is at least this: measured on the written pairs
 * of bench/data/memory-supersession.jsonl (docs/decisions.md).
 */
export const SUPERSEDE_COSINE = 0.55;
const SUPERSEDE_CANDIDATES = 5;
/**
 * How a memory search is ranked, measured on the dev halves of bench/data/memories and
 * bench/data/memories2 (docs/search.md, "Memories"): a memory is one line, so plain BM25's
 * first hit always stays first (the hybrid never ranks below its own lexical part), score
 * fusion keeps the magnitudes that tell a full match from a one-word one, and WordNet lends
 * a question's everyday words the words a memory may be written in, at the bridge's weight.
 */
const MEMORY_RANKING = { guardLead: 1, fusion: 'score' } as const;
/**
 * The relevance floor for memories, measured on the dev halves of the four memory sets
 * (docs/search.md, "Memories"): a question is other words for a one-line memory, so a quarter
 * of its weight in words the store holds already makes it a question in the store's
 * vocabulary, and there the floor asks no more than every result is asked (0.15): a right
 * memory often shares one word with its question ("the clojure build tool got slow, can I point
 * it at an older java" → JAVA_CMD). A question below that share, one word of the store among
 * words of its own ("the migration of arctic terns"), needs 0.38.
 */
const MEMORY_FLOOR = { familiarShare: 0.25, familiarFloor: 0.15, relevanceFloor: 0.38 } as const;

/** Case, whitespace and trailing punctuation folded: "Use pnpm." and "use pnpm" are one memory. */
export function normalizeContent(content: string): string {
  return content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().replace(/[\s.!;,]+$/u, '');
}

export function memoryDedupKey(content: string): string {
  return createHash('sha256').update(normalizeContent(content)).digest('base64url');
}

/** What the search index embeds for a memory (reembed must produce the same). */
function embeddingText(row: Pick<MemoryRow, 'content' | 'tags'>): string {
  return `${row.content}\n${row.tags.join(' ')}\n`;
}

/** Domain logic of the memories family over the Store contract. */
export class MemoryService {
  constructor(protected readonly deps: ServiceDeps) {
    registerReembedSource(deps, 'memory', async (scope, refIds) => {
      const rows = await deps.store.memories.getMany(scope, refIds);
      return new Map(rows.map((row) => [row.id, embeddingText(row)]));
    });
  }

  async record(scope: Scope, input: MemoryRecordInput): Promise<MemoryRecordResult> {
    const now = new Date().toISOString();
    return this.store(scope, input, { id: newId('mem_'), confidence: INITIAL_CONFIDENCE, usage_count: 1, helpful_count: 0, unhelpful_count: 0, created_at: now, updated_at: now });
  }

  /**
   * Stores a memory read from an export with its id, dates, confidence and counters.
   * A memory with the same dedup key is left as it is (a re-import must not count a use).
   */
  async importOne(scope: Scope, input: Omit<MemoryRecordInput, 'supersedes'>, kept: MemoryKept & Partial<Pick<MemoryRow, 'supersedes' | 'superseded_by'>>): Promise<'created' | 'unchanged'> {
    const project = ownerProject(scope, input.scope);
    if (await this.deps.store.memories.findByKey(scope, project, memoryDedupKey(redactMemory(input).content))) return 'unchanged';
    const out = await this.store(scope, input, kept, false);
    return out.created ? 'created' : 'unchanged';
  }

  /**
   * `kept.supersedes` / `kept.superseded_by` (an import) are stored as they come, unchecked:
   * the memory they name may come later in the file.
   */
  private async store(
    scope: Scope,
    input: Omit<MemoryRecordInput, 'supersedes'> & { supersedes?: string },
    kept: MemoryKept & Partial<Pick<MemoryRow, 'supersedes' | 'superseded_by'>>,
    suggest = true,
  ): Promise<MemoryRecordResult> {
    const redacted = redactMemory(input);
    const project = ownerProject(scope, input.scope);
    if (input.supersedes !== undefined && !(await this.deps.store.memories.get(scope, input.supersedes))) {
      throw invalid(`supersedes: no memory '${input.supersedes}' is visible from this project`);
    }
    const row: MemoryRow = {
      ...kept,
      project,
      content: redacted.content,
      kind: input.kind,
      tags: redacted.tags,
      source: redacted.source,
      dedup_key: memoryDedupKey(redacted.content),
      supersedes: input.supersedes ?? kept.supersedes ?? null,
      superseded_by: kept.superseded_by ?? null,
    };
    const doc = await this.deps.search.document({ family: 'memory', refId: row.id, project, facet: row.kind, title: row.content, body: row.tags.join(' ') });
    // Candidates are looked up before the insert: the new memory must not find itself.
    const possibly = suggest && !input.supersedes ? await this.possiblySupersedes(scope, row, doc.vector) : [];
    const outcome = await this.deps.store.memories.record(scope, row, doc);
    const id = outcome.row.id;
    return {
      id,
      created: outcome.created,
      merged_into: outcome.created ? null : id,
      usage_count: outcome.row.usage_count,
      possibly_supersedes: outcome.created ? possibly : [],
      redactions: redacted.count,
    };
  }

  /** Current memories of the same kind and scope close to `row` (cosine ≥ SUPERSEDE_COSINE) whose content differs. */
  private async possiblySupersedes(scope: Scope, row: MemoryRow, vector: Float32Array): Promise<{ id: string; content: string }[]> {
    const hits = await this.deps.search.query(scope, { family: 'memory', projects: [row.project], facet: row.kind }, { text: row.content, limit: SUPERSEDE_CANDIDATES * 2 });
    // A hit's vectorScore is an upper bound outside the vector pool: it only preselects; the cosine below decides.
    const near = hits.filter((h) => (h.vectorScore ?? 0) >= SUPERSEDE_COSINE);
    if (near.length === 0) return [];
    const rows = (await this.deps.store.memories.getMany(scope, near.map((h) => h.refId))).filter(
      (r) => r.superseded_by === null && r.dedup_key !== row.dedup_key && r.project === row.project && r.kind === row.kind,
    );
    if (rows.length === 0) return [];
    const vectors = await this.deps.embedder.embed(rows.map(embeddingText));
    const order = new Map(near.map((h, i) => [h.refId, i]));
    return rows
      .filter((_, i) => cosine(vector, vectors[i] as Float32Array) >= SUPERSEDE_COSINE)
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .slice(0, SUPERSEDE_CANDIDATES)
      .map((r) => ({ id: r.id, content: r.content }));
  }

  async search(scope: Scope, input: MemorySearchInput): Promise<MemorySearchOutput> {
    const pool = Math.max(input.limit * 3, 30);
    // The ranker's texts and the rows scored below are the same records: each is read once.
    const read = readOnce((ids) => this.deps.store.memories.getMany(scope, ids), (row) => row.id);
    const hits = await this.deps.search.query(scope, { family: 'memory', projects: projectsFor(scope, input.scope), facet: input.kind }, { text: input.query, limit: pool, texts: readAs(read, (row) => row.content), everydayTerms: everydayWords(input.query), ...MEMORY_RANKING });
    const rows = await read(hits.map((h) => h.refId));
    const wanted = input.tags ?? [];
    const scored = hits.flatMap((hit) => {
      const row = rows.get(hit.refId);
      if (!row || (row.superseded_by !== null && !input.include_superseded)) return [];
      if (!wanted.every((tag) => row.tags.includes(tag))) return [];
      // Confidence nudges the score by at most ±5 %: it orders near-equals, it never outranks a clearly better match.
      return [{ row, cosine: hit.vectorScore, vouched: hit.vouched, score: hit.score * (1 + CONFIDENCE_WEIGHT * (row.confidence - 0.5)) }];
    });
    scored.sort((a, b) => b.score - a.score || b.row.confidence - a.row.confidence);
    const kept = await aboveFloor(this.deps.store.search, input.query, scored.slice(0, input.limit), ({ row }) => `${row.content}\n${row.tags.join(' ')}`, (h) => h.cosine, (h) => h.vouched, MEMORY_FLOOR);
    return { results: kept.map(({ row, score }) => toHit(row, Math.min(1, score))) };
  }

  async list(scope: Scope, input: MemoryListInput): Promise<MemoryListOutput> {
    const { page, next_cursor } = await paginate(input, (query) =>
      this.deps.store.memories.list(scope, { projects: projectsFor(scope, input.scope), kind: input.kind, tag: input.tag, ...query }),
    );
    return { memories: page.map(toMemory), next_cursor };
  }

  async get(scope: Scope, id: string): Promise<Memory> {
    const row = await this.deps.store.memories.get(scope, id);
    if (!row) throw notFound('memory', id);
    return toMemory(row);
  }

  async feedback(scope: Scope, input: { id: string; helpful: boolean }): Promise<MemoryFeedbackOutput> {
    const row = await this.deps.store.memories.feedback(scope, input.id, input.helpful, (current) => adjustConfidence(current.confidence, input.helpful));
    if (!row) throw notFound('memory', input.id);
    return { id: row.id, confidence: row.confidence, helpful_count: row.helpful_count, unhelpful_count: row.unhelpful_count };
  }

  async delete(scope: Scope, id: string): Promise<{ id: string; deleted: boolean }> {
    if (!(await this.deps.store.memories.delete(scope, id))) throw notFound('memory', id);
    return { id, deleted: true };
  }
}

/** What an import keeps of an exported memory instead of starting afresh. */
export type MemoryKept = Pick<MemoryRow, 'id' | 'confidence' | 'usage_count' | 'helpful_count' | 'unhelpful_count' | 'created_at' | 'updated_at'>;

function redactMemory(input: Pick<MemoryRecordInput, 'content' | 'tags' | 'source'>) {
  const { scrub, count } = redactionCounter();
  const content = scrub(input.content.trim());
  const tags = [...new Set(input.tags.map((t) => scrub(t.trim())))];
  const source = input.source?.trim() ? scrub(input.source.trim()) : null;
  return { content, tags, source, count: count() };
}

function toHit(row: MemoryRow, score: number): MemoryHit {
  return {
    id: row.id,
    content: row.content,
    kind: row.kind as MemoryHit['kind'],
    tags: row.tags,
    scope: scopeOfProject(row.project),
    score: round(score),
    confidence: row.confidence,
    superseded_by: row.superseded_by,
    updated_at: row.updated_at,
  };
}

export function toMemory(row: MemoryRow): Memory {
  return {
    id: row.id,
    content: row.content,
    kind: row.kind as Memory['kind'],
    tags: row.tags,
    scope: scopeOfProject(row.project),
    source: row.source,
    supersedes: row.supersedes,
    superseded_by: row.superseded_by,
    confidence: row.confidence,
    usage_count: row.usage_count,
    helpful_count: row.helpful_count,
    unhelpful_count: row.unhelpful_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
