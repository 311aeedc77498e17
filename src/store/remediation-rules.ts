/**
 * What merging, feedback and consolidation do to a remediation row: the same
 * rules in every store, which only read and write the result.
 */
import type { RemediationMergePatch, RemediationNote, RemediationRow } from './remediations.js';

/** Notes kept per record (feedback history); older ones are dropped. */
const MAX_NOTES = 50;
const MAX_TAGS = 32;
const MAX_FILES = 100;

function union(a: string[], b: string[], max: number): string[] {
  return [...new Set([...a, ...b])].slice(0, max);
}

/** The row after a merge: usage + 1, tags and files united, confidence max. */
export function mergedRemediation(current: RemediationRow, patch: RemediationMergePatch): RemediationRow {
  return {
    ...current,
    tags: union(current.tags, patch.tags, MAX_TAGS),
    affected_files: union(current.affected_files, patch.affected_files, MAX_FILES),
    usage_count: current.usage_count + 1,
    confidence: Math.max(current.confidence, patch.confidence),
    updated_at: patch.updated_at,
  };
}

/** The row after one feedback; `adjust` recomputes confidence from the current row. */
export function rememberFeedback(row: RemediationRow, helpful: boolean, note: RemediationNote | null, adjust: (row: RemediationRow) => number): RemediationRow {
  return {
    ...row,
    confidence: adjust(row),
    helpful_count: row.helpful_count + (helpful ? 1 : 0),
    unhelpful_count: row.unhelpful_count + (helpful ? 0 : 1),
    notes: note ? [...row.notes, note].slice(-MAX_NOTES) : row.notes,
    updated_at: new Date().toISOString(),
  };
}

/** `keep` after absorbing the counts, tags, files and notes of `others` (consolidation). */
export function absorbRemediations(keep: RemediationRow, others: RemediationRow[]): RemediationRow {
  return {
    ...keep,
    usage_count: others.reduce((n, r) => n + r.usage_count, keep.usage_count),
    helpful_count: others.reduce((n, r) => n + r.helpful_count, keep.helpful_count),
    unhelpful_count: others.reduce((n, r) => n + r.unhelpful_count, keep.unhelpful_count),
    confidence: Math.max(keep.confidence, ...others.map((r) => r.confidence)),
    tags: others.reduce((acc, r) => union(acc, r.tags, MAX_TAGS), keep.tags),
    affected_files: others.reduce((acc, r) => union(acc, r.affected_files, MAX_FILES), keep.affected_files),
    notes: [...keep.notes, ...others.flatMap((r) => r.notes)].slice(-MAX_NOTES),
    updated_at: new Date().toISOString(),
  };
}
