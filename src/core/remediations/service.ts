import type {
  Remediation,
  RemediationFeedbackOutput,
  RemediationHit,
  RemediationListOutput,
  RemediationRecordInput,
  RemediationRecordResult,
  RemediationSearchInput,
  RemediationSearchOutput,
} from '../../api/remediations.js';
import type { RemediationRow } from '../../store/remediations.js';
import { focusedError, normalizeError, recordedError } from '../../search/normalize.js';
import { unwrapPasted } from '../../search/pasted-log.js';
import type { Scope } from '../../store/scope.js';
import { notFound } from '../../util/errors.js';
import { newId } from '../../util/ids.js';
import { redact, redactionCounter } from '../../util/redaction.js';
import { round } from '../checkpoints/service.js';
import { paginate } from '../pagination.js';
import { ownerProject, projectsFor, scopeOfProject, type ReadScope } from '../scope.js';
import type { ServiceDeps } from '../services-deps.js';
import { dedupKey } from './dedup.js';
import { circumstanceFields, described, describedWeight, embeddingText, evidenceText, queryParts, rankRemediations, remediationDocument, rerankText } from './ranking.js';
import { aboveFloor, readAs, readOnce } from '../search.js';
import { detectEcosystem, outputPhase, type FailurePhase } from '../troubleshoot/index.js';
import { registerReembedSource } from '../reembed.js';

export const CONFIDENCE_MIN = 0.05;
export const CONFIDENCE_MAX = 0.99;
/** How far confidence may lift a result's score: relevance first, confidence second. */
const CONFIDENCE_WEIGHT = 0.1;
/**
 * A result's cosine counts at this weight toward the relevance floor. The hash embedder's cosine
 * is a likeness of letters, not of meaning: at full weight, one shared word of an ordinary
 * sentence plus that likeness carried a third of 300 sentences about nothing here (fortune
 * cookies) over the floor. Measured on the dev halves (docs/search.md, "The floor on ordinary
 * sentences"): 0.6 is the lowest weight that keeps every remediation benchmark answer; memories
 * and checkpoints, short texts that lean on the cosine, lost answers at it and keep 1.
 */
const COSINE_EVIDENCE = 0.6;

/** Records whose evidence text (section "relevance floor" of docs/search.md), ecosystem and phase are kept in memory. */
const EVIDENCE_CACHE = 20_000;
const PREVIEW_CHARS = 300;

/**
 * Feedback moves confidence a fraction of the way to its bound, so it stays
 * within 0.05–0.99 however often it is given, and early votes count most.
 */
export function adjustConfidence(confidence: number, helpful: boolean): number {
  const next = helpful ? confidence + (CONFIDENCE_MAX - confidence) * 0.2 : confidence - (confidence - CONFIDENCE_MIN) * 0.3;
  return round(Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, next)));
}

/** What a search reads of a record beside its row, computed once per version of it. */
interface RecordFacts {
  text: string;
  kind?: { ecosystem: string; phase: FailurePhase | null };
}

/** Domain logic of the remediations family over the Store contract. */
export class RemediationService {
  private readonly evidenceCache = new Map<string, RecordFacts>();

  constructor(protected readonly deps: ServiceDeps) {}

  async record(scope: Scope, input: RemediationRecordInput): Promise<RemediationRecordResult> {
    const prepared = prepareRecord(scope, input);
    const { redacted } = prepared;
    const now = new Date().toISOString();
    // The store merges into a record with the same dedup key (usage + 1, tags and files united,
    // confidence the higher), inside its transaction: a racing identical record merges too.
    const outcome = await this.insert(scope, prepared, { confidence: clampConfidence(input.confidence), created_at: now, updated_at: now });
    const id = outcome.row.id;
    return { id, created: outcome.created, merged_into: outcome.created ? null : id, usage_count: outcome.row.usage_count, redactions: redacted.count };
  }

  /**
   * Stores a record read from an export with its id, dates, confidence and
   * counters, by the same path as `record`. A record with the same dedup key
   * is left as it is: merging would count one more use on every re-import.
   */
  async importOne(scope: Scope, input: RemediationRecordInput, kept: RemediationKept): Promise<'created' | 'unchanged'> {
    const prepared = prepareRecord(scope, input);
    if (await this.deps.store.remediations.findByKey(scope, prepared.project, prepared.key)) return 'unchanged';
    // Only these fields: `kept` may be a whole exported record, whose texts are not redacted yet.
    const { id, confidence, usage_count, helpful_count, unhelpful_count, created_at, updated_at } = kept;
    const outcome = await this.insert(scope, prepared, { id, confidence, usage_count, helpful_count, unhelpful_count, created_at, updated_at });
    return outcome.created ? 'created' : 'unchanged';
  }

  private async insert(scope: Scope, prepared: PreparedRecord, kept: Pick<RemediationKept, 'confidence' | 'created_at' | 'updated_at'> & Partial<RemediationKept>) {
    const { redacted, project, error, key } = prepared;
    const row = { ...newRow(project, redacted, error.normalized, key, kept.confidence, kept.created_at), ...kept };
    return this.deps.store.remediations.record(scope, row, () => remediationDocument(this.deps.embedder, row, error));
  }

  /** `keywords`: the query's bridge keywords when already computed (off the event loop). */
  async search(scope: Scope, input: RemediationSearchInput, keywords?: readonly string[]): Promise<RemediationSearchOutput> {
    // Output pasted from a log is searched as the program printed it (src/search/pasted-log.ts),
    // and a whole job's log by the part that is the error (focusedError).
    const query = focusedError(unwrapPasted(input.query));
    const parts = queryParts(query, keywords);
    // One search reads a record at most once: the circumstance fields, the rerank texts and the head share the rows.
    const read = readOnce((ids) => this.deps.store.remediations.getMany(scope, ids), (row) => row.id);
    const ranked = await rankRemediations(
      this.deps.search,
      this.deps.store.search,
      scope,
      { projects: projectsFor(scope, input.scope), category: input.category },
      query,
      input.limit,
      parts,
      readAs(read, rerankText),
      readAs(read, circumstanceFields),
    );
    // ±5 % cannot lift a record from far below the top; without a confidence filter only the head is needed.
    const head = input.min_confidence === undefined ? ranked.slice(0, Math.max(input.limit * 3, 15)) : ranked;
    // The head's rows in one read (their confidences order them): one round trip on PostgreSQL, not two.
    const rows = await read(head.map((r) => r.refId));
    // A description that names its language ("in python", "tsc says") or says when it fails ("does not compile") meets other languages' and phases' records at a lower score.
    const description = described(query);
    const scored = head.flatMap((hit) => {
      const row = rows.get(hit.refId);
      const c = row?.confidence;
      if (!row || c === undefined || (input.min_confidence !== undefined && c < input.min_confidence)) return [];
      // Confidence nudges the score by at most ±5 %: it orders near-equals, it never outranks a clearly better match.
      const matched = hit.relevance * (1 + CONFIDENCE_WEIGHT * (c - 0.5));
      const fit = description ? describedWeight(description, this.kind(row)) : 1;
      return [{ id: hit.refId, confidence: c, cosine: hit.vectorScore, vouched: hit.vouched, matched, score: matched * fit, row }];
    });
    const byScore = (key: 'score' | 'matched') => (a: (typeof scored)[number], b: (typeof scored)[number]) => b[key] - a[key] || b.confidence - a.confidence;
    scored.sort(byScore('score'));
    const found = scored.slice(0, input.limit);
    // Whether the store answers the query at all is the floor's question, asked of the records that
    // match it best: what the description says reorders them, it does not make the answer empty.
    const shown = new Set(found);
    const witnesses = description ? [...scored].sort(byScore('matched')).slice(0, input.limit).filter((hit) => !shown.has(hit)) : [];
    const kept = (await aboveFloor(this.deps.store.search, parts.text, [...found, ...witnesses], ({ row }) => this.evidence(row), (hit) => hit.cosine, (hit) => hit.vouched, { cosineWeight: COSINE_EVIDENCE })).filter((hit) => shown.has(hit));
    return { results: kept.map(({ row, score }) => toHit(row, Math.min(1, score), input.content_mode)) };
  }

  /** A record's indexed text for the relevance floor, cached: its bridge keywords cost a pass over every pattern. */
  private evidence(row: RemediationRow): string {
    return this.facts(row).text;
  }

  /** The ecosystem (detectEcosystem) and phase of a record's error, cached with its evidence: the ecosystem costs a pass over every pattern too. */
  private kind(row: RemediationRow): { ecosystem: string; phase: FailurePhase | null } {
    const facts = this.facts(row);
    if (facts.kind) return facts.kind;
    const problem = unwrapPasted(row.problem);
    return (facts.kind = { ecosystem: detectEcosystem(problem), phase: outputPhase(problem) });
  }

  private facts(row: RemediationRow): RecordFacts {
    const key = `${row.id}\u0000${row.updated_at}`;
    let facts = this.evidenceCache.get(key);
    if (facts === undefined) {
      if (this.evidenceCache.size >= EVIDENCE_CACHE) this.evidenceCache.clear();
      facts = { text: evidenceText(row) };
      this.evidenceCache.set(key, facts);
    }
    return facts;
  }

  async feedback(scope: Scope, input: { id: string; helpful: boolean; note?: string }): Promise<RemediationFeedbackOutput> {
    const note = input.note?.trim() ? { helpful: input.helpful, note: redact(input.note.trim()).text, at: new Date().toISOString() } : null;
    const row = await this.deps.store.remediations.feedback(scope, input.id, input.helpful, note, (current) => adjustConfidence(current.confidence, input.helpful));
    if (!row) throw notFound('remediation', input.id);
    return { id: row.id, confidence: row.confidence, helpful_count: row.helpful_count, unhelpful_count: row.unhelpful_count };
  }

  async delete(scope: Scope, id: string): Promise<{ id: string; deleted: boolean }> {
    if (!(await this.deps.store.remediations.delete(scope, id))) throw notFound('remediation', id);
    return { id, deleted: true };
  }

  async get(scope: Scope, id: string): Promise<Remediation> {
    const row = await this.deps.store.remediations.get(scope, id);
    if (!row) throw notFound('remediation', id);
    return toRemediation(row);
  }

  async list(scope: Scope, input: { scope: ReadScope; category?: string; limit: number; cursor?: string }): Promise<RemediationListOutput> {
    const { page, next_cursor } = await paginate(input, (query) =>
      this.deps.store.remediations.list(scope, { projects: projectsFor(scope, input.scope), category: input.category, ...query }),
    );
    return {
      remediations: page.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        scope: scopeOfProject(row.project),
        confidence: row.confidence,
        usage_count: row.usage_count,
        updated_at: row.updated_at,
      })),
      next_cursor,
    };
  }

  /** Search for the troubleshooter: always scope all. */
  related(scope: Scope, query: string, limit: number, keywords?: readonly string[]): Promise<RemediationSearchOutput> {
    return this.search(scope, { query, scope: 'all', limit, content_mode: 'full' }, keywords);
  }
}

/** After an embedder change, the re-embed operation rebuilds exactly what record() and CheckpointService.save embedded. */
export function registerRemediationReembedSources(deps: ServiceDeps): void {
  registerReembedSource(deps, 'remediation', async (scope, refIds) => {
    const rows = await deps.store.remediations.getMany(scope, refIds);
    return new Map(rows.map((row) => [row.id, embeddingText(row)]));
  });
  registerReembedSource(deps, 'checkpoint', async (scope, refIds) => {
    const out = new Map<string, string>();
    for (const id of refIds) {
      const row = await deps.store.checkpoints.get(scope, id);
      // Must equal what CheckpointService.save embeds: HybridSearch.document(title, body).
      if (row) out.set(id, `${row.name}\n${row.summary}\n${row.context.slice(0, 8_000)}\n`);
    }
    return out;
  });
}

function newRow(
  project: string,
  r: ReturnType<typeof redactInput>,
  problemNormalized: string,
  dedupKey: string,
  confidence: number,
  now: string,
): RemediationRow {
  return {
    id: newId('rem_'),
    project,
    title: r.title,
    problem: r.problem,
    problem_normalized: problemNormalized,
    solution: r.solution,
    root_cause: r.root_cause,
    category: r.category,
    tags: r.tags,
    affected_files: r.affected_files,
    code_diff: r.code_diff,
    dedup_key: dedupKey,
    confidence,
    usage_count: 1,
    helpful_count: 0,
    unhelpful_count: 0,
    notes: [],
    created_at: now,
    updated_at: now,
  };
}

/** What an import keeps of an exported record instead of starting afresh. */
export type RemediationKept = Pick<RemediationRow, 'id' | 'confidence' | 'usage_count' | 'helpful_count' | 'unhelpful_count' | 'created_at' | 'updated_at'>;

type PreparedRecord = ReturnType<typeof prepareRecord>;

/** Redacted fields, owning project and dedup key of a record: what `record` and `importOne` share. */
function prepareRecord(scope: Scope, input: RemediationRecordInput) {
  const redacted = redactInput(input);
  const project = ownerProject(scope, input.scope);
  const error = normalizeError(recordedError(redacted.problem));
  return { redacted, project, error, key: dedupKey(error.normalized, redacted.solution) };
}

function clampConfidence(value: number): number {
  return Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, value));
}

function redactInput(input: RemediationRecordInput) {
  const { scrub, count } = redactionCounter();
  const optional = (text: string | undefined): string | null => (text?.trim() ? scrub(text) : null);
  const out = {
    title: scrub(input.title.trim()),
    problem: scrub(input.problem),
    solution: scrub(input.solution),
    root_cause: optional(input.root_cause),
    code_diff: optional(input.code_diff),
    affected_files: input.affected_files.map(scrub),
    tags: input.tags.map(scrub),
    category: input.category?.trim() ? scrub(input.category.trim()) : null,
  };
  return { ...out, count: count() };
}

function preview(text: string): string {
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
}

function toHit(row: RemediationRow, score: number, mode: RemediationSearchInput['content_mode']): RemediationHit {
  const base = { id: row.id, title: row.title, category: row.category, confidence: row.confidence, score: round(score), usage_count: row.usage_count, scope: scopeOfProject(row.project) };
  if (mode === 'minimal') return base;
  const cut = mode === 'preview' ? preview : (t: string) => t;
  return { ...base, problem: cut(row.problem), solution: cut(row.solution), root_cause: row.root_cause === null ? null : cut(row.root_cause) };
}

function toRemediation(row: RemediationRow): Remediation {
  return {
    id: row.id,
    title: row.title,
    problem: row.problem,
    solution: row.solution,
    root_cause: row.root_cause,
    category: row.category,
    tags: row.tags,
    affected_files: row.affected_files,
    code_diff: row.code_diff,
    scope: scopeOfProject(row.project),
    confidence: row.confidence,
    usage_count: row.usage_count,
    helpful_count: row.helpful_count,
    unhelpful_count: row.unhelpful_count,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
