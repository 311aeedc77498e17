/**
 * Compact form for pattern files: the ecosystem is given once per file, keywords as one
 * comma-separated string, variants beside the example. See patterns.ts for the rules.
 */
import type { Ecosystem, TroublePattern } from './types.js';

export interface PatternSpec {
  /** Slug; the id becomes `<ecosystem>.<slug>`. */
  id: string;
  title: string;
  /** The error type `normalizeError` extracts, when stable. */
  type?: string;
  re: RegExp | readonly RegExp[];
  /** Explanation: why it happens. */
  why: string;
  fix: string;
  /** Comma-separated plain-words keywords (at least three). */
  kw: string;
  ex: string;
  vars: string | readonly string[];
  /** Matches only a summary line ("the step failed"); ranks below specific patterns. */
  summary?: boolean;
}

export function definePatterns(ecosystem: Ecosystem, specs: readonly PatternSpec[]): TroublePattern[] {
  return specs.map((s) => ({
    id: `${ecosystem}.${s.id}`,
    ecosystem,
    errorType: s.type ?? null,
    title: s.title,
    explanation: s.why,
    fix: s.fix,
    match: Array.isArray(s.re) ? [...s.re] : [s.re as RegExp],
    keywords: s.kw.split(',').map((k) => k.trim()).filter(Boolean),
    example: s.ex,
    ...(s.summary ? { summary: true } : {}),
    variants: typeof s.vars === 'string' ? [s.vars] : [...s.vars],
  }));
}
