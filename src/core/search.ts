import type { Embedder } from '../search/embedder.js';
import type { Reranker } from '../search/reranker.js';
import { RRF_K, reciprocalRankFusion, scoreFusion, type FusionKind } from '../search/fusion.js';
import { indexText, queryTerms, someTerm } from '../search/tokenize.js';
import { circumstanceWords } from '../search/circumstance-words.js';
import { CIRCUMSTANCE_LINES, circumstanceAfter, contrastSides, isLightSentence, isSaidLine } from '../search/circumstance-sentence.js';
import { separatingFit, type CircumstanceFields } from '../search/circumstance-fit.js';
import { errorTextFit, sameErrorText } from '../search/error-text-fit.js';
import { besideUnknown, topicWeights } from '../search/common-words.js';
import { COMMON_DF } from '../store/term-selection.js';
import type { Scope } from '../store/scope.js';
import type { SearchDocInput, SearchFamily, SearchFilter, SearchHit, SearchIndex } from '../store/search-index.js';
import type { Store } from '../store/types.js';
import type { Logger } from '../util/logger.js';

export type { FusionKind } from '../search/fusion.js';

/** Weights of the three rankers, per fusion; tuned on the dev half of bench/data (docs/search.md). */
const WEIGHTS: Record<FusionKind, { lexical: number; fragment: number; vector: number }> = {
  rrf: { lexical: 1, fragment: 0.6, vector: 0.8 },
  score: { lexical: 1, fragment: 0.5, vector: 0.9 },
};
/** Score fusion: weight of BM25 over own words plus borrowed (bridge) words, beside BM25 over own words alone (weight `lexical`). */
const BRIDGED_WEIGHT = 0.3;
const RAW_LIMIT = 4_000;
/** Own words and borrowed (bridge) words the lexical ranker takes. */
const OWN_TERMS = 40;
const EXTRA_TERMS = 24;
/**
 * The lexical guard: plain BM25's first hit stays first when it leads plain BM25's second by
 * this factor — a strong, unambiguous match of the query's own words that the other rankers
 * must not push down.
 */
const GUARD_LEAD = 1.1;
/**
 * Circumstances decide between records of the same error: the records whose BM25 for the
 * error's own words (the query's words but its circumstance sentences') is within this share of
 * the best are reordered by how well they match the query's own sentences around the error
 * (circumstancesOf).
 */
const SAME_ERROR_SHARE = 0.8;
/**
 * Of the records of the same error by BM25, those whose own error text (the output they were
 * recorded with) holds at least this share of the pasted output's weight that the best of them
 * holds: a record of another error that reached the group through its cause's and fix's words
 * is not ordered among them by the circumstances (docs/search.md, "an eighth set").
 */
const SAME_TEXT_SHARE = 0.85;
/**
 * The candidates sameErrorHead reads: the records within this share of the best error-only BM25
 * (wider than SAME_ERROR_SHARE: a record of the error pasted can score below a record of another
 * error whose output repeats the common words, a Lua search path's twenty `no file` lines).
 */
const SAME_ERROR_CANDIDATES = 0.5;
/**
 * How many records the error's own words are searched for: in a store holding many near-copies of
 * an error, the records of it beyond the first fifty still need a score (docs/search.md, "Which
 * error it is, by the error's words").
 */
const ERROR_POOL = 200;
/**
 * How many records of the same error are read for their circumstance words when the lexical
 * search found none of them (a large store: docs/search.md, "In a larger store"). Only the
 * head: 50 near-copies of one fix must not push the answer out of the first page.
 */
const TEXT_FIT_HEAD = 10;
/** How many records of the same error a family with `fields` reads for their circumstances (the lexical pool's size). */
const SEPARATION_HEAD = 50;

export interface HybridQuery {
  /** The query's own words (also embedded). */
  text: string;
  /** The query as the user wrote it, when `text` is a normalized form (circumstances are read from it). */
  raw?: string;
  /** Extra query terms (e.g. pattern keywords from the semantic bridge). */
  extraTerms?: readonly string[];
  /** Terms WordNet relates to the query's everyday words (src/search/wordnet.ts): bridged like `extraTerms`, counted apart. */
  everydayTerms?: readonly string[];
  /** Fragments for the trigram index (default: identifier-like words of `text`, kept when the word index does not know them). */
  fragments?: readonly string[];
  limit: number;
  /** How many candidates each ranker contributes (default 4 × limit, at least 20). */
  pool?: number;
  /** Rank fusion (default) or score fusion (keeps magnitudes: near-equals stay near-equal). */
  fusion?: FusionKind;
  /**
   * The text of the given documents as the family shows them, for the optional cross-encoder
   * rerank (CONTEXTD_RERANK_URL); a family without it is never reranked.
   */
  texts?: (refIds: string[]) => Promise<Map<string, string>>;
  /**
   * The given records' own words about their circumstances (a remediation's title, cause and
   * fix): with it, the records of one error are ordered by the circumstance words that tell them
   * apart (separatingFit), however common those words are in the store.
   */
  fields?: (refIds: string[]) => Promise<Map<string, CircumstanceFields>>;
  /**
   * How far plain BM25's first hit must lead its second to stay first (default GUARD_LEAD). 1:
   * it always stays first — a family of one-line texts (memories), where the words' match is
   * the best evidence and the other rankers only order what follows (docs/search.md, "Memories").
   */
  guardLead?: number;
}

export interface HybridHit {
  refId: string;
  /** 0..1: the fused score relative to the best possible. */
  score: number;
  lexicalRank: number | null;
  /** Cosine of the query's and the document's vectors; for a document outside the vector pool, the pool's last cosine (an upper bound); null without vectors. */
  vectorScore: number | null;
  /** The cross-encoder rerank put it first: relevant by a judge that reads the words' meaning, so the per-result floor does not drop it. */
  vouched: boolean;
}

/**
 * The one hybrid ranker every family uses: BM25 over index terms, trigram
 * fragments and vector KNN, fused by rank (RRF) or by score; plain BM25's
 * clear winner is never pushed down (the guard).
 */
export class HybridSearch {
  private rerankFailures = 0;

  constructor(
    private readonly store: Pick<Store, 'search'>,
    readonly embedder: Embedder,
    private readonly rerank: { reranker?: Reranker | null; logger?: Logger } = {},
  ) {}

  async document(input: {
    family: SearchFamily;
    refId: string;
    project: string;
    facet?: string | null;
    title: string;
    body: string;
    extraTerms?: readonly string[];
    signal?: AbortSignal;
  }): Promise<SearchDocInput> {
    const extra = input.extraTerms?.join(' ') ?? '';
    const [vector] = await this.embedder.embed([`${input.title}\n${input.body}\n${extra}`], input.signal);
    return {
      family: input.family,
      refId: input.refId,
      project: input.project,
      facet: input.facet ?? null,
      title: indexText(input.title),
      body: indexText(`${input.body}\n${extra}`),
      raw: `${input.title}\n${input.body}`.slice(0, RAW_LIMIT),
      vector: vector as Float32Array,
      embedder: this.embedder.id,
    };
  }

  /** Every index term `query` looks up the document frequency of (see warmTerms). */
  lookups(query: Pick<HybridQuery, 'text' | 'raw' | 'extraTerms' | 'everydayTerms' | 'fragments'>): string[] {
    return this.termsToLookUp(query, circumstanceTerms(query));
  }

  /** lookups() with the query's circumstance terms already found. */
  private termsToLookUp(query: Pick<HybridQuery, 'text' | 'raw' | 'extraTerms' | 'everydayTerms' | 'fragments'>, circumstance: CircumstanceTerms | null): string[] {
    return [
      ...queryTerms(query.text, OWN_TERMS),
      ...queryTerms(query.extraTerms?.join(' ') ?? '', EXTRA_TERMS),
      ...(query.everydayTerms ?? []).slice(0, EXTRA_TERMS),
      ...(circumstance ? [...circumstance.own, ...circumstance.borrowed, ...(circumstance.works?.own ?? []), ...(circumstance.works?.borrowed ?? []), ...circumstance.outputTerms] : []),
      ...(query.fragments ? [] : fragmentsOf(query.text).flatMap((f) => queryTerms(f))),
    ];
  }

  async query(scope: Scope, filter: SearchFilter, query: HybridQuery): Promise<HybridHit[]> {
    const fusion = query.fusion ?? 'rrf';
    const weights = WEIGHTS[fusion];
    const pool = query.pool ?? Math.max(20, query.limit * 4);
    const extra = query.extraTerms?.join(' ') ?? '';
    const own = queryTerms(query.text, OWN_TERMS);
    // The bridged list: own words, the pattern bridge's keywords and WordNet's words, each source capped apart.
    const terms = [...new Set([...own, ...queryTerms(extra, EXTRA_TERMS), ...(query.everydayTerms ?? []).slice(0, EXTRA_TERMS)])];
    const bridged = terms.length > own.length;
    const circumstance = circumstanceTerms(query);
    const [[vector]] = await Promise.all([this.embedder.embed([`${query.text}\n${extra}`]), warmTerms(this.store.search, this.termsToLookUp(query, circumstance))]);
    const fragments = query.fragments ?? (await keepUnknown(this.store, fragmentsOf(query.text)));
    const search = this.store.search;
    const [plain, withBridge, fragment, nearest, around, aroundBorrowed, errorOnly] = await Promise.all([
      search.lexical(scope, filter, own, pool),
      bridged ? search.lexical(scope, filter, terms, pool) : null,
      search.fragment(scope, filter, fragments, pool),
      search.nearest(scope, filter, vector as Float32Array, this.embedder.id, pool),
      circumstance ? search.lexical(scope, filter, circumstance.own, pool) : null,
      circumstance && circumstance.borrowed.length > 0 ? search.lexical(scope, filter, circumstance.borrowed, pool) : null,
      circumstance && circumstance.errorTerms.length > 0 && circumstance.errorTerms.length < own.length ? search.lexical(scope, filter, circumstance.errorTerms, ERROR_POOL) : null,
    ]);
    let fused: Fused[];
    if (fusion === 'rrf') {
      fused = rrf([
        { hits: withBridge ?? plain, weight: weights.lexical },
        { hits: fragment, weight: weights.fragment },
        { hits: nearest, weight: weights.vector },
      ]);
    } else {
      const lexical = [
        { hits: plain, weight: weights.lexical, relative: true },
        ...(withBridge ? [{ hits: withBridge, weight: BRIDGED_WEIGHT, relative: true }] : []),
        { hits: fragment, weight: weights.fragment, relative: true },
      ];
      fused = scoreFusion([...lexical, { hits: withFloorCosine(nearest, lexical), weight: weights.vector, relative: false }]);
    }
    const lead = guardLexical(fused, plain, query.guardLead ?? GUARD_LEAD);
    if (around && circumstance) {
      const fit = circumstanceFit(around, aroundBorrowed ?? []);
      // The records of the error pasted, by the error's own words: the circumstance words must not decide which error it is.
      const errorHits = errorOnly && !saturated(errorOnly) ? errorOnly : plain;
      const group = sameError(fused, errorHits);
      // Which of them are the error pasted is their own output's to say: BM25 only narrows the candidates.
      const candidates = query.fields ? sameError(fused, errorHits, SAME_ERROR_CANDIDATES).slice(0, SEPARATION_HEAD) : group;
      if (candidates.length >= 2 && query.fields) {
        const records = await query.fields(candidates.map((f) => f.id));
        const head = await this.sameErrorHead(fused, candidates, circumstance.outputTerms, records);
        byCircumstances(fused, head, await this.separatedFit(circumstance, head, fit, records));
      } else if (group.length >= 2 && query.texts && !group.some((f) => fit.has(f.id))) {
        // None of the records of the error is among the circumstance words' lexical hits: in a
        // large store those words are too common to be scored (term selection) or the hits are
        // other records. The head of the group is read instead (textFit).
        const head = group.slice(0, TEXT_FIT_HEAD);
        byCircumstances(fused, head, await this.textFit(circumstance, head.map((f) => f.id), query.texts));
      } else byCircumstances(fused, group, fit);
    }
    // A pasted error that plain BM25 clearly matches stays first; a question in plain words is the cross-encoder's to order.
    if (this.rerank.reranker && query.texts) await this.reranked(fused, query, lead && !isPlainWords(query.raw ?? query.text));
    const vectorScores = new Map(nearest.map((h) => [h.refId, h.score]));
    // Outside the vector pool means at most its last cosine (an upper bound, for the relevance floor).
    const lastCosine = nearest.at(-1)?.score ?? null;
    const lexicalRanks = new Map((withBridge ?? plain).map((h, i) => [h.refId, i + 1]));
    return fused.slice(0, query.limit).map((hit) => ({
      refId: hit.id,
      score: Math.min(1, hit.score),
      lexicalRank: lexicalRanks.get(hit.id) ?? null,
      vectorScore: vectorScores.get(hit.id) ?? lastCosine,
      vouched: hit.vouched === true,
    }));
  }

  /**
   * The circumstance words' weights: the relevance floor's, ln(1 + COMMON_DF / df) (a word too
   * common to be scored by the lexical search still counts, a little), the borrowed ones at
   * BRIDGED_WEIGHT.
   */
  private async circumstanceWeights(circumstance: SideTerms): Promise<Map<string, number>> {
    const index = this.store.search;
    const weigh = async (terms: string[], share: number) => Promise.all(terms.map(async (t) => [t, share * termWeight(await index.documentFrequency(t))] as const));
    return new Map([...(await weigh(circumstance.borrowed, BRIDGED_WEIGHT)), ...(await weigh(circumstance.own, 1))]);
  }

  /**
   * The records of one error ordered by their circumstances, in two equal parts: the lexical
   * fit (the circumstance words' BM25 over the store, relative to the group's best; 0 where the
   * lexical search left the words out as too common or scored other records), and how much of
   * the weight that tells the group's records apart each one's own words hold (separatingFit,
   * every word counted). docs/search.md, "Circumstances in a large store".
   */
  private async separatedFit(circumstance: CircumstanceTerms, group: Fused[], lexical: Map<string, number>, fields: ReadonlyMap<string, CircumstanceFields>): Promise<Map<string, number>> {
    const ids = group.map((f) => f.id);
    const records = new Map(ids.flatMap((id) => (fields.has(id) ? [[id, fields.get(id)!] as const] : [])));
    const [weights, worksWeights] = await Promise.all([this.circumstanceWeights(circumstance), circumstance.works ? this.circumstanceWeights(circumstance.works) : null]);
    const separating = separatingFit(weights, records);
    // Where it works is what a fix makes of it ("run it through rebar3 shell"): those words count in the fix alone.
    const works = worksWeights ? separatingFit(worksWeights, new Map([...records].map(([id, r]) => [id, { title: '', body: r.fix ?? '' }]))) : new Map<string, number>();
    const best = Math.max(0, ...ids.map((id) => lexical.get(id) ?? 0));
    return new Map(ids.map((id) => [id, (best > 0 ? (lexical.get(id) ?? 0) / best : 0) + (separating.get(id) ?? 0) + (works.get(id) ?? 0)]));
  }

  /**
   * The records of `group` whose own error text carries the pasted error (sameErrorText): the
   * others leave the head of `fused` (they stay after the group), so that the circumstance words
   * order records of one error and never choose between errors. Returns the head as it now
   * leads `fused`.
   */
  private async sameErrorHead(fused: Fused[], group: Fused[], outputTerms: string[], records: ReadonlyMap<string, CircumstanceFields>): Promise<Fused[]> {
    if (outputTerms.length === 0) return group;
    const weights = await this.circumstanceWeights({ own: outputTerms, borrowed: [] });
    const same = sameErrorText(group, errorTextFit(weights, new Map(group.map((f) => [f.id, records.get(f.id)?.error]))), SAME_TEXT_SHARE);
    if (same.length === group.length) return group;
    const best = group[0]!.score;
    const rest = fused.filter((f) => !same.includes(f));
    const head = same.map((f, i) => (i === 0 ? { ...f, score: Math.max(f.score, best) } : f));
    fused.splice(0, fused.length, ...head, ...rest);
    return head;
  }

  /**
   * How well each record's own text holds the circumstance words: the sum of the weights of
   * the words it holds (circumstanceWeights).
   */
  private async textFit(circumstance: CircumstanceTerms, ids: string[], texts: (refIds: string[]) => Promise<Map<string, string>>): Promise<Map<string, number>> {
    const weights = await this.circumstanceWeights(circumstance);
    const byId = await texts(ids);
    const fit = new Map<string, number>();
    for (const id of ids) {
      const text = byId.get(id);
      if (text === undefined) continue;
      const held = new Set<string>();
      someTerm(text, (word) => {
        if (weights.has(word)) held.add(word);
      });
      let sum = 0;
      for (const t of held) sum += weights.get(t)!;
      fit.set(id, sum);
    }
    return fit;
  }

  /**
   * The cross-encoder reorders the first RERANK_HEAD results; the scores stay where they were
   * (the best score goes to the new first), so relevance keeps its scale for the floor and
   * for confidence. Plain BM25's clear winner for pasted tool output stays first (`lead`): a
   * cross-encoder does not overrule the same error pasted again. When the server fails or is slow, the fused order
   * stands (logged once per ten failures).
   */
  private async reranked(fused: Fused[], query: HybridQuery, lead: boolean): Promise<void> {
    const head = fused.slice(lead ? 1 : 0, RERANK_HEAD);
    if (head.length < 2) return;
    try {
      const texts = await query.texts!(head.map((f) => f.id));
      const kept = head.filter((f) => texts.has(f.id));
      const scores = await this.rerank.reranker!.scores(query.raw ?? query.text, kept.map((f) => texts.get(f.id)!));
      const byScore = new Map(kept.map((f, i) => [f.id, scores[i]!]));
      const order = [...head].sort((a, b) => (byScore.get(b.id) ?? Number.NEGATIVE_INFINITY) - (byScore.get(a.id) ?? Number.NEGATIVE_INFINITY));
      const places = head.map((f) => f.score);
      fused.splice(lead ? 1 : 0, head.length, ...order.map((f, i) => ({ id: f.id, score: places[i]!, vouched: i === 0 && byScore.has(f.id) })));
    } catch (error) {
      if (this.rerankFailures++ % 10 === 0) this.rerank.logger?.warn({ err: (error as Error).message, failures: this.rerankFailures }, 'rerank failed; results keep the fused order');
    }
  }
}

type Fused = { id: string; score: number; vouched?: boolean };

/** How many of the first fused results the cross-encoder reorders. */
const RERANK_HEAD = 20;

/** RRF over the lists, scaled so rank 1 in every list is 1. */
function rrf(lists: { hits: SearchHit[]; weight: number }[]): { id: string; score: number }[] {
  const fused = reciprocalRankFusion(
    lists.map((l) => ({ hits: l.hits.map((h) => ({ id: h.refId, score: h.score })), weight: l.weight })),
    RRF_K,
  );
  const best = lists.reduce((n, l) => n + l.weight, 0) / (RRF_K + 1);
  return fused.map((f) => ({ id: f.id, score: f.score / best }));
}

/**
 * Fusion must not lose to its own lexical part: when plain BM25's first hit clearly leads its
 * second (or stands alone), it goes first, with the first place's score. Returns whether it did
 * (then it is first).
 */
function guardLexical(fused: { id: string; score: number }[], plain: SearchHit[], lead: number): boolean {
  const [first, second] = plain;
  if (!first || (second && first.score < second.score * lead)) return false;
  const at = fused.findIndex((f) => f.id === first.refId);
  if (at < 0) return false;
  if (at === 0) return true;
  const [hit] = fused.splice(at, 1);
  fused.unshift({ id: hit!.id, score: Math.max(hit!.score, fused[0]?.score ?? 0) });
  return true;
}

/**
 * A lexical candidate the vector ranker did not return is not "cosine 0": it lies somewhere
 * below the vector pool's last hit. It gets that last cosine, so being outside a truncated
 * list does not cost a strong lexical match more than the nearest vectors' spread.
 */
function withFloorCosine(nearest: SearchHit[], lexical: { hits: SearchHit[] }[]): SearchHit[] {
  const last = nearest.at(-1)?.score;
  if (last === undefined) return nearest;
  const seen = new Set(nearest.map((h) => h.refId));
  const out = [...nearest];
  for (const list of lexical) {
    for (const hit of list.hits) {
      if (seen.has(hit.refId)) continue;
      seen.add(hit.refId);
      out.push({ refId: hit.refId, score: last });
    }
  }
  return out;
}

/**
 * The query's own sentences around a pasted error: the lines before it and after it (up to
 * CIRCUMSTANCE_LINES each) that are the person's words, not the tool's (isSaidLine, isCircumstanceSentence:
 * mostly plain words, versions, commands and names allowed; no tool labels, file places,
 * exception messages or backticks). "Since I upgraded to Node 20 I get this:" above the error,
 * or "it only fails when cron runs it" below it, decides between two records of the same error;
 * so does a short label naming where ("ubuntu on windows", isCircumstanceLabel) and a clause
 * after the error on its own line ("… ECONNREFUSED 127.0.0.1:5432 — only in docker compose",
 * circumstanceAfter).
 */
export function circumstancesOf(text: string): string | null {
  const lines = text.trim().split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return null;
  if (lines.length === 1) return circumstanceAfter(lines[0]!);
  let head = 0;
  while (head < lines.length && isSaidLine(lines[head]!)) head++;
  // Every line in plain words: no pasted output to tell apart; the first and the last line.
  if (head === lines.length) return `${lines[0]}\n${lines.at(-1)}`;
  // The sentences before the pasted output and after it, a few lines each.
  head = Math.min(head, CIRCUMSTANCE_LINES);
  let tail = lines.length;
  while (lines.length - tail < CIRCUMSTANCE_LINES && isSaidLine(lines[tail - 1]!)) tail--;
  const found = [...lines.slice(0, head), ...lines.slice(tail)];
  return found.length > 0 ? found.join('\n') : null;
}

/**
 * The terms of the query's circumstance sentence (`own`), and the other names of what it names
 * (`borrowed`, see circumstanceWords), or null when the query has no such sentence.
 */
interface CircumstanceTerms extends SideTerms {
  /** The query's own terms but those only its circumstance sentences hold: what matches the error itself. */
  errorTerms: string[];
  /** The pasted output's words as printed (paths, names and quoted values too, which the normalized text leaves out): which error it is (sameErrorHead). */
  outputTerms: string[];
  /** The terms of the clauses that say where it works ("works in our compose setup"), or null: they count in a record's fix only. */
  works: SideTerms | null;
}

interface SideTerms {
  own: string[];
  borrowed: string[];
}

function circumstanceTerms(query: Pick<HybridQuery, 'text' | 'raw'>): CircumstanceTerms | null {
  const said = circumstancesOf(query.raw ?? query.text);
  if (said === null) return null;
  const { failing, working } = contrastSides(said);
  return { ...sideTerms(failing), works: working ? sideTerms(working) : null, errorTerms: errorTerms(query, said), outputTerms: outputTerms(query, said) };
}

/** The words of the pasted output as printed: the raw query but its circumstance sentences. None for a description in plain words. */
function outputTerms(query: Pick<HybridQuery, 'text' | 'raw'>, said: string): string[] {
  const raw = query.raw ?? query.text;
  return isPlainWords(raw) ? [] : queryTerms(pastedOutput(raw, said), OWN_TERMS);
}

/** The raw query but the lines of its circumstance sentences. */
function pastedOutput(raw: string, said: string): string {
  let output = raw;
  for (const line of said.split('\n')) output = output.replace(line, ' ');
  return output;
}

/**
 * The query's own terms that its pasted output holds: all but those only its circumstance
 * sentences say. None for a description in plain words (it has no pasted output).
 */
function errorTerms(query: Pick<HybridQuery, 'text' | 'raw'>, said: string): string[] {
  const raw = query.raw ?? query.text;
  if (isPlainWords(raw)) return [];
  const held = new Set(queryTerms(pastedOutput(raw, said), Number.MAX_SAFE_INTEGER));
  return queryTerms(query.text, OWN_TERMS).filter((t) => held.has(t));
}

function sideTerms(sentence: string): SideTerms {
  const own = queryTerms(sentence, EXTRA_TERMS);
  const mine = new Set(own);
  return { own, borrowed: queryTerms(circumstanceWords(sentence).join(' '), EXTRA_TERMS).filter((t) => !mine.has(t)) };
}

/** How well each record matches the circumstances: its own words' BM25, and the borrowed words' at BRIDGED_WEIGHT, as the bridge. */
function circumstanceFit(own: SearchHit[], borrowed: SearchHit[]): Map<string, number> {
  const fit = new Map(own.map((h) => [h.refId, h.score]));
  for (const h of borrowed) fit.set(h.refId, (fit.get(h.refId) ?? 0) + BRIDGED_WEIGHT * h.score);
  return fit;
}

/** Every line of the text is a sentence in plain words: a question or a description, no tool output. */
export function isPlainWords(text: string): boolean {
  const lines = text.trim().split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length > 0 && lines.every(isLightSentence);
}

/**
 * Whether a list holds nothing but records matching equally well, up to its length: near-copies
 * of one error fill it, and which records lie beyond it is unknown.
 */
function saturated(hits: SearchHit[]): boolean {
  return hits.length >= ERROR_POOL && hits.at(-1)!.score >= hits[0]!.score * SAME_ERROR_SHARE;
}

/**
 * Records matching the error about equally (within SAME_ERROR_SHARE of the best in `lexical`:
 * the error's own words' list, or plain BM25's) are ordered by how well they match the
 * circumstances; the rest keep their places after them.
 */
function sameError<T extends { id: string }>(fused: T[], lexical: SearchHit[], share = SAME_ERROR_SHARE): T[] {
  const top = lexical[0]?.score ?? 0;
  if (top <= 0) return [];
  const scores = new Map(lexical.map((h) => [h.refId, h.score]));
  return fused.filter((f) => (scores.get(f.id) ?? 0) >= top * share);
}

function byCircumstances(fused: { id: string; score: number }[], group: { id: string; score: number }[], fit: Map<string, number>): void {
  if (group.length < 2 || fit.size === 0) return;
  const best = group[0]!.score;
  const ordered = [...group].sort((a, b) => (fit.get(b.id) ?? 0) - (fit.get(a.id) ?? 0));
  const rest = fused.filter((f) => !group.includes(f));
  // The group leads with the first place's score: a reordering, not a new relevance.
  fused.splice(0, fused.length, ...ordered.map((f, i) => (i === 0 ? { ...f, score: Math.max(f.score, best) } : f)), ...rest);
}

/**
 * Looks up every term a search will need at once, before the lookups it makes one after
 * another (a fragment's words, then each lexical ranker's term selection): a store whose
 * lookups are round trips (PostgreSQL) counts them all in one statement, and the later
 * lookups find them cached.
 */
export async function warmTerms(index: Pick<SearchIndex, 'documentFrequency'>, terms: string[]): Promise<void> {
  await Promise.all([...new Set(terms)].map((term) => index.documentFrequency(term)));
}

/**
 * Trigram matching is the fallback for fragments the word index does not know
 * (a partial identifier such as `UserServ`): a fragment whose words are all
 * indexed terms is already found by BM25, and its trigram phrase query (every
 * trigram's postings, ~4 ms for a common path) would add nothing.
 */
async function keepUnknown(store: Pick<Store, 'search'>, fragments: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const fragment of fragments) if (await hasUnknownWord(store.search, fragment)) out.push(fragment);
  return out;
}

/**
 * Whether the word index lacks a word of `fragment` (or finds no word in it):
 * then only trigrams can match it. `maxTerms` bounds the words looked up.
 */
export async function hasUnknownWord(index: Pick<SearchIndex, 'hasTerm'>, fragment: string, maxTerms?: number): Promise<boolean> {
  const terms = queryTerms(fragment, maxTerms);
  if (terms.length === 0) return true;
  for (const term of terms) if (!(await index.hasTerm(term))) return true;
  return false;
}

/**
 * Fragments for the trigram index: the whole query when short (a pasted key
 * line), plus identifier-like words (≥ 4 characters with a capital, digit,
 * underscore or dot) that word tokenizing would split.
 */
export function fragmentsOf(text: string): string[] {
  const out = new Set<string>();
  const trimmed = text.trim();
  const words = trimmed.split(/[\s"'`()[\]{},;<>]+/).filter((word) => word.length >= 4);
  // A trigram phrase query reads every trigram's postings: long phrases and
  // plain words are left to BM25, short fragments and identifiers come here.
  if (trimmed.length >= 3 && trimmed.length <= MAX_FRAGMENT && !/\s/.test(trimmed)) out.add(trimmed);
  for (const word of words) {
    if (out.size >= MAX_FRAGMENTS) break;
    if (word.length <= MAX_FRAGMENT && /[A-Z0-9_.$:/-]/.test(word.slice(1))) out.add(word);
  }
  return [...out];
}

const MAX_FRAGMENT = 48;
const MAX_FRAGMENTS = 4;

/** Rows by id, as one search reads them (readOnce). */
export type RowReader<R> = (ids: readonly string[]) => Promise<Map<string, R>>;

/**
 * Reads a family's rows by id for one search, each from the store once: the texts the ranker
 * reads (circumstance fields, rerank texts) and the rows the family then scores are the same
 * records, and on PostgreSQL every read is a round trip. Ids the store does not hold are
 * remembered as absent.
 */
export function readOnce<R>(read: (ids: string[]) => Promise<R[]>, idOf: (row: R) => string): RowReader<R> {
  const known = new Map<string, R | null>();
  return async (ids) => {
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length > 0) {
      for (const id of missing) known.set(id, null);
      for (const row of await read(missing)) known.set(idOf(row), row);
    }
    const rows = new Map<string, R>();
    for (const id of ids) {
      const row = known.get(id);
      if (row) rows.set(id, row);
    }
    return rows;
  };
}

/** The given rows (through one search's reader) as `as` shows them, by id: HybridQuery's `texts` and `fields`. */
export function readAs<R, T>(read: RowReader<R>, as: (row: R) => T): (ids: string[]) => Promise<Map<string, T>> {
  return async (ids) => new Map([...(await read(ids))].map(([id, row]) => [id, as(row)]));
}

/**
 * The relevance floor (measured on the dev half of bench/data, docs/search.md). A result's
 * evidence is the share of the query's word weight it contains (a word weighs more the fewer
 * documents hold it; words no document holds weigh the most) plus the cosine of the vectors
 * (at the family's `cosineWeight`).
 * A query whose best result stays below RELEVANCE_FLOOR has no answer: nothing is returned;
 * otherwise results below HIT_FLOOR are left out. A query most of whose weight is in words
 * the store knows (FAMILIAR_SHARE) is asked in the store's own vocabulary and meets the lower
 * FAMILIAR_FLOOR; words about nothing the store holds (a recipe, a football score) do not.
 */
const RELEVANCE_FLOOR = 0.35;
const FAMILIAR_SHARE = 0.6;
const FAMILIAR_FLOOR = 0.3;
const HIT_FLOOR = 0.15;
/** What a word describing a thing no document holds is credited of its weight (besideUnknown), measured on the dev halves. */
const DESCRIBING_CREDIT = 0.25;
const EVIDENCE_TERMS = 40;
const EVIDENCE_TEXT_CHARS = 8_000;

/** A word's weight for the relevance floor and the circumstances: rarer words weigh more, words no document holds the most. */
function termWeight(df: number): number {
  return Math.log(1 + COMMON_DF / Math.max(0.5, Math.min(COMMON_DF, df)));
}

export async function aboveFloor<T>(
  index: Pick<SearchIndex, 'documentFrequency'>,
  query: string,
  items: T[],
  textOf: (item: T) => string,
  cosineOf: (item: T) => number | null,
  /** Results the cross-encoder rerank put first (HybridHit.vouched): kept whatever their word evidence, when the answer is not empty. */
  vouched: (item: T) => boolean = () => false,
  options: {
    /** One floor for every query in place of RELEVANCE_FLOOR / FAMILIAR_FLOOR, for a family whose documents are long (code). */
    floor?: number;
    /** How much a result's cosine counts beside its words (1: whole); a family's own, measured on its benchmark. */
    cosineWeight?: number;
    /** FAMILIAR_SHARE, RELEVANCE_FLOOR and FAMILIAR_FLOOR for a family whose questions are other words for one-line texts (memories), measured on its benchmark. */
    familiarShare?: number;
    relevanceFloor?: number;
    familiarFloor?: number;
    /** Count the words everyone uses for less in a question in plain English (common-words.ts); code, whose documents are long, reads every word at its weight. */
    commonWords?: boolean;
  } = {},
): Promise<T[]> {
  const { floor, cosineWeight = 1, familiarShare = FAMILIAR_SHARE, relevanceFloor = RELEVANCE_FLOOR, familiarFloor = FAMILIAR_FLOOR, commonWords = true } = options;
  if (items.length === 0) return items;
  const terms = queryTerms(query, EVIDENCE_TERMS).filter((t) => !/^\d+$/.test(t));
  const frequencies = await Promise.all(terms.map((t) => index.documentFrequency(t)));
  const weights = frequencies.map(termWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  // In a question in plain English, a word everyone uses is weak evidence that a result is about
  // it ("how *many* moons" is not about "Too *many* open files"): a result holding it is credited
  // with less of its weight (the question's whole weight stays). One with a word of software in
  // it is read as it is. A word describing a thing the store never heard of ("a *soft* yolk") is
  // credited for less too: a result holding it shares the word, not the thing.
  const topical = commonWords ? topicWeights(terms) : null;
  const describing = topical && besideUnknown(query, terms, (i) => frequencies[i]! > 0);
  const credit = topical ? weights.map((w, i) => w * topical[i]! * (describing && describing[i] ? DESCRIBING_CREDIT : 1)) : weights;
  const creditTotal = credit.reduce((a, b) => a + b, 0);
  // Share of the query's weight in words the store knows at all: a question in the store's own
  // vocabulary — counted by the words that tell topics apart too, when it is asked in plain
  // English, and the lower of the two: words everyone uses never make a question more familiar.
  const knownShare = (w: number[], sum: number): number => (sum === 0 ? 0 : w.reduce((a, x, i) => a + (frequencies[i]! > 0 ? x : 0), 0) / sum);
  const known = Math.min(knownShare(weights, total), knownShare(credit, creditTotal));
  const least = floor ?? (known >= familiarShare ? familiarFloor : relevanceFloor);
  const need = Math.max(HIT_FLOOR, least);
  const at = new Map(terms.map((t, i) => [t, i]));
  const rooted = terms.map((t) => t.length >= 5 && /^[a-z]+$/.test(t));
  // A result's words are read only until its evidence settles both questions asked of it: is it
  // above HIT_FLOOR, and is some result above the floor (once one is, the others need only
  // HIT_FLOOR). What is returned is then a lower bound on the same side of both thresholds as
  // the whole evidence; a result read to its end gets the whole evidence. Held words' weights
  // are summed in the query's order either way, so the figures are the same doubles.
  let floorMet = false;
  // Each result's evidence is read twice over the same words: whole (each word at its weight),
  // which keeps or leaves out the result (HIT_FLOOR), and credited (a word everyone uses for
  // less), which says whether the question has an answer at all.
  const evidence = items.map((item) => {
    const cosine = cosineWeight * Math.max(0, cosineOf(item) ?? 0);
    if (total === 0) return { whole: cosine, credited: cosine };
    const answered = floorMet;
    const held = terms.map(() => false);
    const value = (): { whole: number; credited: number } => {
      let whole = 0;
      let credited = 0;
      held.forEach((h, i) => {
        if (!h) return;
        whole += weights[i]!;
        credited += credit[i]!;
      });
      return { whole: whole / total + cosine, credited: credited / total + cosine };
    };
    const settled = (v: { whole: number; credited: number }): boolean => {
      if (v.credited >= need) return (floorMet = true);
      return answered && v.whole >= HIT_FLOOR;
    };
    const bare = { whole: cosine, credited: cosine };
    if (settled(bare)) return bare;
    someTerm(textOf(item).slice(0, EVIDENCE_TEXT_CHARS), (word) => {
      // `word` is a query term, or has one of five letters or more as its root (`handl` in `handler`).
      let found = false;
      const i = at.get(word);
      if (i !== undefined && !held[i]) found = held[i] = true;
      terms.forEach((t, j) => {
        if (rooted[j] && !held[j] && word.length > t.length && word.startsWith(t)) found = held[j] = true;
      });
      return found && settled(value());
    });
    const v = value();
    settled(v);
    return v;
  });
  if (Math.max(...evidence.map((e) => e.credited)) < least) return [];
  return items.filter((item, i) => evidence[i]!.whole >= HIT_FLOOR || vouched(item));
}


