/**
 * How remediations are indexed and found: the shared hybrid ranker
 * (core/search.ts, score fusion) with the remediation-specific parts:
 *
 * - Error normalization on both sides: the document and the query are indexed
 *   in their normalized form (paths, numbers, names → placeholders, which are
 *   then dropped from the terms), so the same error from another project meets.
 * - The semantic bridge: documents are expanded with the keywords of the
 *   troubleshooting patterns their error matches (an EADDRINUSE trace also
 *   indexes "port already in use", "another process listening"), and a query
 *   in plain words is expanded with the keywords of the patterns it describes.
 *   Identifiers are split by the tokenizer (`getUserName` → get, user, name).
 * - Circumstances: root cause and fix are part of the body, so two records of
 *   the same error are told apart by the rest of the query.
 *
 * See docs/search.md.
 */
import type { Embedder } from '../../search/embedder.js';
import { normalizeError, recordedError, type NormalizedError } from '../../search/normalize.js';
import { unwrapPasted } from '../../search/pasted-log.js';
import { indexText, queryTerms } from '../../search/tokenize.js';
import type { Scope } from '../../store/scope.js';
import type { SearchDocInput, SearchIndex } from '../../store/search-index.js';
import { fragmentsOf, hasUnknownWord, isPlainWords, warmTerms, type HybridSearch } from '../search.js';
import { everydayWords } from '../../search/wordnet.js';
import type { CircumstanceFields } from '../../search/circumstance-fit.js';
import { bridgeKeywords, describedPhase, LANGUAGE_ECOSYSTEMS, namedEcosystems, patternKeywords, type FailurePhase } from '../troubleshoot/index.js';
import { Memo, shortText } from '../../util/memo.js';

const RAW_LIMIT = 1_500;
/**
 * A description that names a language or tool ("two python modules…", "using a variable in C…")
 * scores a record whose error is of another language at this share, and one that says when the
 * failure happens ("does not compile", "crashes the program") a record of the other phase: it
 * stays in the results, below. Measured on the dev half (docs/search.md, "Named languages").
 */
const OTHER_LANGUAGE = 0.5;
const OTHER_PHASE = 0.5;
const RAW_PROBLEM_CHARS = 800;
const EMBED_BODY_CHARS = 6_000;
/** Candidates each ranker contributes. */
const POOL = 50;
const MAX_FRAGMENTS = 2;
/** An identifier or a piece of one (`EADDRINU`, `useEffec`, `pg_hba`): not a path, number or sentence. */
const IDENTIFIER_PIECE = /^[A-Za-z_$][\w$]*(?:[.:][A-Za-z_$][\w$]*)*$/;

/** Placeholders of normalizeError: structure, not words; kept out of terms and vectors. */
const PLACEHOLDER = /<(?:path|tmp|url|uuid|ts|ip|host|port|addr|hash|ver|pid|id|n|fn)>/g;

export function stripPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, ' ');
}

export interface RemediationText {
  title: string;
  problem: string;
  solution: string;
  root_cause: string | null;
  category: string | null;
  tags: string[];
}

/** The parts of a remediation as indexed: normalized error, bridge keywords. */
export function documentParts(r: RemediationText, given?: NormalizedError): { title: string; body: string; raw: string; keywords: string[] } {
  // A record pasted from a log is indexed as the program printed it, as queries are searched.
  const problem = recordedError(unwrapPasted(r.problem));
  const error = given ?? normalizeError(problem);
  const keywords = patternKeywords(`${problem}\n${r.root_cause ?? ''}`);
  const title = [r.title, stripPlaceholders(error.keyLine), error.errorType ?? ''].join('\n');
  const body = [
    stripPlaceholders(error.normalized),
    r.root_cause ?? '',
    r.solution,
    r.category ?? '',
    r.tags.join(' '),
    keywords.join(' '),
  ].join('\n');
  // Trigram indexing costs per character; the headline and the start of the error carry the fragments people paste.
  const raw = `${r.title}\n${error.keyLine}\n${problem.slice(0, RAW_PROBLEM_CHARS)}`.slice(0, RAW_LIMIT);
  return { title, body, raw, keywords };
}

/** What a remediation holds as indexed (bridge keywords included): the relevance floor's evidence. */
export function evidenceText(r: RemediationText): string {
  const parts = documentParts(r);
  return `${parts.title}\n${parts.body}`;
}

/** A remediation's own words about its circumstances: its title, cause and fix, and the fix apart (the error the records of a group share is left out). */
export function circumstanceFields(r: RemediationText): CircumstanceFields {
  return { title: r.title, body: `${r.root_cause ?? ''}\n${r.solution}`, fix: r.solution, error: r.problem };
}

/** What the optional cross-encoder reads of a remediation: as a person would — title, error, cause, fix. */
export function rerankText(r: RemediationText): string {
  return [r.title, r.problem.slice(0, RAW_PROBLEM_CHARS), r.root_cause ?? '', r.solution].filter(Boolean).join('\n');
}

/** The text a remediation's vector is made from (also used by the re-embed operation). */
export function embeddingText(r: RemediationText): string {
  const parts = documentParts(r);
  return `${parts.title}\n${parts.body}`.slice(0, EMBED_BODY_CHARS);
}

export async function remediationDocument(
  embedder: Embedder,
  r: RemediationText & { id: string; project: string },
  error?: NormalizedError,
): Promise<SearchDocInput> {
  const parts = documentParts(r, error);
  const [vector] = await embedder.embed([`${parts.title}\n${parts.body}`.slice(0, EMBED_BODY_CHARS)]);
  return {
    family: 'remediation',
    refId: r.id,
    project: r.project,
    facet: r.category ? r.category.toLowerCase() : null,
    title: indexText(parts.title),
    body: indexText(parts.body),
    raw: parts.raw,
    vector: vector as Float32Array,
    embedder: embedder.id,
  };
}

export interface RankedRemediation {
  refId: string;
  /** 0..1, relative to rank 1 in every ranker. */
  relevance: number;
  vectorScore: number | null;
  /** The cross-encoder rerank put it first. */
  vouched: boolean;
}

export interface QueryParts {
  text: string;
  keywords: readonly string[];
  /** WordNet's words for a query in plain words (none for pasted output): see src/search/wordnet.ts. */
  everyday: readonly string[];
  fragments: readonly string[];
}

type QueryShape = Omit<QueryParts, 'keywords'>;

/** Queries whose normalized text, WordNet words and fragments are kept (a function of the text alone: nothing stored changes them). */
const SHAPE_MEMO = new Memo<string, QueryShape>(256, shortText);

/** The query as searched: normalized text, the bridge keywords (computed here unless given), WordNet's words, fragment candidates. */
export function queryParts(query: string, keywords?: readonly string[]): QueryParts {
  return { ...SHAPE_MEMO.get(query, queryShape), keywords: keywords ?? bridgeKeywords(query) };
}

function queryShape(query: string): QueryShape {
  const error = normalizeError(query);
  const text = stripPlaceholders(error.normalized || query);
  const fragments = Object.freeze([...new Set([...fragmentsOf(error.keyLine), ...fragmentsOf(query)])].slice(0, 12));
  // Pasted output says it in the tool's own words; only a description in plain words borrows.
  const everyday = Object.freeze(isPlainWords(query) ? everydayWords(text) : []);
  return { text, everyday, fragments };
}


/**
 * Remediations through the shared hybrid ranker (src/core/search.ts) with score fusion:
 * relevance first, and two records matching equally get equal relevance, so confidence can
 * order them (see service.ts).
 */
export async function rankRemediations(
  search: HybridSearch,
  index: Pick<SearchIndex, 'hasTerm' | 'documentFrequency'>,
  scope: Scope,
  filter: { projects: string[]; category?: string },
  query: string,
  limit: number,
  parts: QueryParts = queryParts(query),
  texts?: (refIds: string[]) => Promise<Map<string, string>>,
  fields?: (refIds: string[]) => Promise<Map<string, CircumstanceFields>>,
): Promise<RankedRemediation[]> {
  const searchFilter = { family: 'remediation' as const, projects: filter.projects, facet: filter.category?.toLowerCase() };
  await warmTerms(index, [...search.lookups({ text: parts.text, raw: query, extraTerms: parts.keywords, everydayTerms: parts.everyday, fragments: [] }), ...parts.fragments.flatMap((f) => queryTerms(f, 4))]);
  const fragments = await fragmentQueries(index, parts.fragments, query, queryTerms(parts.text, 40));
  const pool = Math.max(POOL, limit * 5);
  const hits = await search.query(scope, searchFilter, { text: parts.text, raw: query, extraTerms: parts.keywords, everydayTerms: parts.everyday, fragments, limit: pool, pool, fusion: 'score', texts, fields });
  return hits.map((h) => ({ refId: h.refId, relevance: h.score, vectorScore: h.vectorScore, vouched: h.vouched }));
}

/**
 * Trigram fragments are costly on a large index and only needed where words fail: an
 * identifier piece the word index does not know (`EADDRINU`, `useEffec`), or a short
 * pasted fragment none of whose words the index knows.
 */
async function fragmentQueries(index: Pick<SearchIndex, 'hasTerm'>, candidates: readonly string[], query: string, terms: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const f of candidates) {
    if (out.length >= MAX_FRAGMENTS) break;
    if (IDENTIFIER_PIECE.test(f) && (await hasUnknownWord(index, f, 4))) out.push(f);
  }
  if (query.trim().length <= 120 && !(await anyKnown(index, terms))) out.unshift(query.trim());
  return out;
}

async function anyKnown(index: Pick<SearchIndex, 'hasTerm'>, terms: string[]): Promise<boolean> {
  for (const t of terms) if (await index.hasTerm(t)) return true;
  return false;
}

/** What a description in plain words says about the record it is after: its language or tool, and when it fails. */
export interface Described {
  ecosystems: ReadonlySet<string>;
  phase: FailurePhase | null;
}

/** What `query` says about its record, or null when it is pasted output (left to its own words) or says nothing of either. */
export function described(query: string): Described | null {
  if (!isPlainWords(query)) return null;
  const ecosystems = namedEcosystems(query);
  const phase = describedPhase(query);
  return ecosystems.size > 0 || phase !== null ? { ecosystems, phase } : null;
}

/**
 * The weight of a record whose error is of `record.ecosystem` and fails in `record.phase`:
 * OTHER_LANGUAGE when the description names languages and this is another language or tool,
 * OTHER_PHASE when it says a phase and this is the other one. An error that cuts across
 * languages (network, database, docker…), of no known ecosystem or of no clear phase keeps 1.
 */
export function describedWeight(description: Described, record: { ecosystem: string; phase: FailurePhase | null }): number {
  const { ecosystems, phase } = description;
  const otherLanguage = ecosystems.size > 0 && (LANGUAGE_ECOSYSTEMS as ReadonlySet<string>).has(record.ecosystem) && !ecosystems.has(record.ecosystem);
  const otherPhase = phase !== null && record.phase !== null && record.phase !== phase;
  return (otherLanguage ? OTHER_LANGUAGE : 1) * (otherPhase ? OTHER_PHASE : 1);
}
