import type { TroubleshootDiagnoseInput, TroubleshootDiagnoseOutput, TroubleshootPatternsOutput } from '../../api/remediations.js';
import { unwrapPasted } from '../../search/pasted-log.js';
import type { Scope } from '../../store/scope.js';
import { invalid } from '../../util/errors.js';
import { createDiagnosePool, type DiagnosePool } from './diagnose-pool.js';
import { ECOSYSTEMS, searchPatterns } from './index.js';
import type { RemediationService } from '../remediations/service.js';

/** How many recorded fixes a diagnosis brings along. */
const RELATED = 3;
/**
 * The related search's query, at most: its cost on the daemon's thread grows with the
 * text (~1 ms per 1 000 characters), and an error's message and frames are at its ends.
 */
const RELATED_QUERY_CHARS = 4_000;
/** A related fix this relevant counts as strong evidence of its own (and is the least a hook names, see hooks/text.ts). */
export const STRONG_RELATED = 0.6;

/**
 * `troubleshoot_*`: the offline pattern library (src/core/troubleshoot) plus
 * the fixes recorded before, found by remediation search (scope all).
 */
export class TroubleshootService {
  #pool: DiagnosePool | null = null;

  constructor(private readonly remediations: RemediationService) {}

  async diagnose(scope: Scope, input: TroubleshootDiagnoseInput): Promise<TroubleshootDiagnoseOutput> {
    // Off the event loop: a 50 kB error costs tens of ms of pattern matching.
    this.#pool ??= createDiagnosePool();
    // The related search runs on the daemon's thread: its query keeps the error's head and tail.
    // Output pasted from a log is searched as the program printed it (src/search/pasted-log.ts); diagnose() unwraps it itself.
    const query = boundedQuery([unwrapPasted(input.error_message), input.context?.command, input.context?.file].filter(Boolean).join('\n'), RELATED_QUERY_CHARS);
    // Its pattern matching (the bridge keywords) runs on the worker first, then the diagnosis,
    // while the search runs here.
    const { keywords, diagnosis: diagnosing } = this.#pool.keywordsThenDiagnosis(query, input.error_message, input.context, input.limit);
    diagnosing.catch(() => undefined); // awaited below; a failing related search must not leave it unhandled
    const related = await this.remediations.related(scope, query, Math.min(RELATED, input.limit), await keywords);
    const result = await diagnosing;
    const relatedRemediations = related.results.map((r) => ({ id: r.id, title: r.title, solution: r.solution ?? '', score: r.score }));
    const recommendations = [...result.recommendations];
    const top = relatedRemediations[0];
    if (top && top.score >= STRONG_RELATED) recommendations.unshift(`A fix recorded before (${top.id} "${top.title}") matches: ${firstLine(top.solution)}`);
    // A close recorded fix is evidence too: it can lift the confidence, never lower it.
    const confidence = Math.max(result.confidence, top ? Math.min(0.95, top.score * 0.9) : 0);
    return {
      signature: result.signature,
      hypotheses: result.hypotheses.map(({ pattern_id, title, explanation, likelihood, evidence }) => ({ pattern_id, title, explanation, likelihood, evidence })),
      recommendations,
      related_remediations: relatedRemediations,
      confidence: Math.round(confidence * 1000) / 1000,
    };
  }

  patterns(input: { query?: string; ecosystem?: string; limit: number }): TroubleshootPatternsOutput {
    if (input.ecosystem !== undefined && !(ECOSYSTEMS as readonly string[]).includes(input.ecosystem)) {
      throw invalid(`ecosystem: '${input.ecosystem}' is not one of ${ECOSYSTEMS.join(', ')}`);
    }
    const found = searchPatterns(input.query, input.ecosystem, input.limit);
    return { patterns: found.map((p) => ({ id: p.id, ecosystem: p.ecosystem, title: p.title, example: p.example, fix: p.fix })) };
  }
}

/** A text cut to `max` characters keeping its head and its tail (where tracebacks put the error). */
export function boundedQuery(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.ceil(max * 0.6);
  return `${text.slice(0, head)}\n${text.slice(text.length - (max - head - 1))}`;
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line.trim();
}
