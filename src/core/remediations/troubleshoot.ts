import type { TroubleshootDiagnoseInput, TroubleshootDiagnoseOutput, TroubleshootPatternsOutput } from '../../api/remediations.js';
import type { Scope } from '../../store/types.js';
import { invalid } from '../../util/errors.js';
import { ECOSYSTEMS, diagnose, searchPatterns } from '../troubleshoot/index.js';
import type { RemediationService } from './service.js';

/** How many recorded fixes a diagnosis brings along. */
const RELATED = 3;
/** A related fix this relevant counts as strong evidence of its own. */
const STRONG_RELATED = 0.6;

/**
 * `troubleshoot_*`: the offline pattern library (src/core/troubleshoot) plus
 * the fixes recorded before, found by remediation search (scope all).
 */
export class TroubleshootService {
  constructor(private readonly remediations: RemediationService) {}

  async diagnose(scope: Scope, input: TroubleshootDiagnoseInput): Promise<TroubleshootDiagnoseOutput> {
    const result = diagnose(input.error_message, input.context, input.limit);
    const query = [input.error_message, input.context?.command, input.context?.file].filter(Boolean).join('\n');
    const related = await this.remediations.related(scope, query, Math.min(RELATED, input.limit));
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

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line.trim();
}
