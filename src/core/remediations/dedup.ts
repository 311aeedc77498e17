import { createHash } from 'node:crypto';
import { normalizeError } from '../../search/normalize.js';

/**
 * The dedup key of a remediation: a hash of its normalized problem
 * (`normalizeError(problem).normalized`) and its normalized fix. "Normalized" uses the same error normalization as search
 * (paths, numbers, names → placeholders), then case and whitespace are folded,
 * so the same error and the same fix recorded from another checkout, with
 * other line numbers or another user's home directory, produce the same key —
 * while the same error with another fix does not.
 */
export function dedupKey(problemNormalized: string, solution: string): string {
  return createHash('sha256')
    .update(fold(problemNormalized))
    .update('\u0000')
    .update(fold(normalizeError(solution).normalized))
    .digest('base64url');
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
