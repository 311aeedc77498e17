/**
 * Which commits fix something, and the remediation each becomes. A fix is
 * told by its message: a `fix:`-style conventional type, a subject that
 * starts with Fix / Hotfix, `fixes #123`, a revert of a broken change, or
 * error text quoted in the body. Features, docs, chores, tests, refactors and
 * typo fixes are not fixes (an explicit conventional type always decides).
 */
import type { RemediationRecordInput } from '../../api/remediations.js';
import { isHeadline, splitErrorLines } from '../../search/normalize.js';
import { clip } from '../../util/text.js';
import type { CommitDiff, CommitMessage } from './git.js';

export type FixKind = 'fix' | 'revert';

const CONVENTIONAL = /^([a-z]+)(?:\([^)]*\))?!?:\s*/i;
const FIX_TYPES = new Set(['fix', 'fixes', 'fixed', 'bugfix', 'hotfix', 'bug']);
const OTHER_TYPES = new Set(['feat', 'feature', 'docs', 'doc', 'chore', 'style', 'refactor', 'test', 'tests', 'build', 'ci', 'perf', 'release', 'deps', 'wip', 'revert']);
const FIX_SUBJECT = /^(?:hot|bug)?fix(?:e[sd]|ing)?\b/i;
/** "fix" as a word anywhere in the subject ("temp fix for …", "http client fix from …"). */
const FIX_WORD = /\b(?:hot|bug)?fix(?:e[sd])?\b/i;
/** Fixes of the tests themselves ("fix matchRequest tests"): the product had no defect. */
const TESTS_ONLY = /\b(?:tests?|specs?)\s*$/i;
const FIXES_ISSUE = /\bfix(?:e[sd])?\s+(?:[\w.-]+\/[\w.-]+)?#\d+/i;
const FIX_VERB_SYMPTOM =
  /^(?:prevent|avoid|handle|correct|repair|resolve|stop|catch)\b.*\b(?:crash\w*|errors?|exceptions?|failures?|fails?|bugs?|regressions?|leaks?|races?|deadlocks?|panics?|hangs?|timeouts?|ENOENT|EACCES|null|undefined|NaN)\b/i;
/** Fixes of words, not of behaviour. */
const COSMETIC = /\b(?:typos?|spelling|grammar|wording|readme|docs?|documentation|comments?|whitespace|formatting|lint(?:ing)?|indentation|changelog)\b/i;
const TRAILER = /^(?:signed-off-by|co-authored-by|reviewed-by|acked-by|change-id|cc|reported-by|tested-by):/i;

export function classifyCommit(commit: Pick<CommitMessage, 'subject' | 'body'>): FixKind | null {
  const subject = commit.subject.trim();
  if (/^revert\b/i.test(subject) && (/^revert\s*"/i.test(subject) || /this reverts commit [0-9a-f]{7,}/i.test(commit.body))) return 'revert';
  const conventional = CONVENTIONAL.exec(subject);
  const type = conventional?.[1]?.toLowerCase();
  if (type && FIX_TYPES.has(type)) return 'fix';
  if (type && OTHER_TYPES.has(type)) return null;
  const quotesError = quotedErrors(commit.body).length > 0;
  if ((COSMETIC.test(subject) || TESTS_ONLY.test(subject)) && !quotesError) return null;
  // An unknown prefix (`examples: fix …`, `router: Fix …`) names where, not what.
  const rest = conventional ? subject.slice(conventional[0].length) : subject;
  if (FIX_SUBJECT.test(rest) || FIX_WORD.test(rest) || FIXES_ISSUE.test(subject) || FIXES_ISSUE.test(commit.body) || FIX_VERB_SYMPTOM.test(rest)) return 'fix';
  return quotesError ? 'fix' : null;
}

/** Lines of a commit body that read like an error headline (`TypeError: …`, `error TS2322: …`). */
export function quotedErrors(body: string): string[] {
  return splitErrorLines(body.slice(0, 20_000))
    .map((line) => line.trim().replace(/^>\s?/, ''))
    .filter((line) => line.length >= 8 && isHeadline(line))
    .slice(0, 8);
}

/** Below a hand-written record's default (0.6): a commit message says what was fixed, not that the fix holds. */
export const GIT_CONFIDENCE = 0.5;

export function remediationFromCommit(commit: CommitMessage, kind: FixKind, change: CommitDiff): RemediationRecordInput {
  const subject = commit.subject.replace(CONVENTIONAL, '').trim() || commit.subject.trim();
  const body = commit.body
    .split('\n')
    .filter((line) => !TRAILER.test(line.trim()))
    .join('\n')
    .trim();
  const errors = quotedErrors(body);
  const short = commit.id.slice(0, 12);
  const title = kind === 'revert' ? `Reverted: ${subject.replace(/^revert\s*/i, '').replace(/^"|"$/g, '')}` : capitalize(subject);
  const problem = [title, errors.length ? errors.join('\n') : firstParagraph(body)].filter(Boolean).join('\n\n');
  const solution = [
    `${commit.subject}${body ? `\n\n${body}` : ''}`.slice(0, 6_000),
    change.diff ? `Changed lines (commit ${short}):\n${change.diff}` : `Commit ${short}.`,
  ].join('\n\n');
  return {
    title: clip(title || `Commit ${short}`, 300),
    problem: clip(problem || title, 20_000),
    solution: clip(solution, 20_000),
    root_cause: kind === 'revert' ? clip(`The reverted change broke it (${firstParagraph(body) || commit.subject}).`, 2_000) : undefined,
    tags: kind === 'revert' ? ['git', 'learned', 'revert'] : ['git', 'learned'],
    affected_files: change.files.slice(0, 100).map((f) => clip(f, 1_000)),
    code_diff: change.diff ? clip(change.diff, 100_000) : undefined,
    scope: 'project',
    confidence: GIT_CONFIDENCE,
  };
}

function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? '').trim().slice(0, 2_000);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
