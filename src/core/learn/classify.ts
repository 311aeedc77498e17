/**
 * Which commits fix something, and the remediation each becomes. A fix is
 * told by its message: a `fix:`-style conventional type, a subject that
 * starts with Fix / Hotfix or names a failure (crash, panic, hang, leak,
 * regression, "has no effect", "wrong"), one that says what no longer happens
 * or is now done right ("Don't …", "Do not …", "Handle …", "Add missing …"), `fixes #123`, a revert of a broken change, a body whose first
 * paragraph names the failure ("results in an error", "was causing a
 * segfault", "fixes a bug"), or error text quoted in the body. Features, docs,
 * chores, refactors, and fixes of tests, CI, builds, lint or wording are not
 * fixes (an explicit conventional type always decides); a subject that adds
 * or allows something is a feature even when it closes an issue.
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
const FIXES_ISSUE = /\bfix(?:e[sd])?\s+(?:[\w.-]+\/[\w.-]+)?#\d+/i;
const FIXES_ISSUES = new RegExp(FIXES_ISSUE.source, 'gi');
/** An area before the subject (`ignore/types: …`, `cmd: …`) that is not a conventional type. */
const AREA = /^[\w./-]+:\s*/;
const FIX_VERB_SYMPTOM =
  /^(?:prevent|avoid|handle|correct|repair|resolve|stop|catch|ignore)\b.*\b(?:crash\w*|errors?|exceptions?|\w+(?:Error|Exception)|failures?|fails?|bugs?|regressions?|leaks?|races?|deadlocks?|panics?|hangs?|timeouts?|ENOENT|EACCES|null|nil|undefined|NaN)\b/i;
/**
 * A subject that names the failure itself ("Fix silent hang …", "cmd: panic if …"), or says
 * something did not work ("RedirectTrailingSlash has no effect unless …", "… was wrong").
 */
const SYMPTOM =
  /\b(?:crash(?:es|ed|ing)?|panic(?:s|ked|king)?|segfaults?|segmentation fault|deadlocks?|hangs?|infinite loop|memory leaks?|race condition|regressions?|has no effect|(?:does not|doesn'?t|did not|didn'?t) work|not working|wrong|incorrect(?:ly)?)\b/i;
/**
 * What the product no longer does, now copes with or now does right ("Don't set content-length
 * when …", "handle case_sensitive=False …", "Add missing timeout=… to …", "Properly pad …").
 */
const COPES = /^(?:handle|properly|add(?:ed|s|ing)?\s+missing)\b|\b(?:do not|don'?t|dont|never)\b/i;
/** A feature by its verb: closing an issue or saying "don't" does not make it a fix ("Add --passthru flag", "Fixes #740"). */
const FEATURE = /^(?:(?:add(?:ed|s|ing)?)\b(?!\s+missing\b)|(?:allow|support|document|implement|introduce|enable|expose|provide|make it possible)\b)/i;
/** A body's first paragraph that names the failure the change removes. */
const BODY_SYMPTOM =
  /\b(?:crash(?:es|ed|ing)?|panic(?:s|ked|king)?|segfaults?|segmentation fault|deadlocks?|(?:was|were|is|are) (?:causing|broken)|results? in an? (?:error|exception|crash|panic|failure)|(?:can|could|would|will|may|might) (?:cause \w+ to )?(?:raise|throw|crash|panic|fail|hang)|fix(?:es|ed)? (?:a|an|the) (?:bug|issue|problem|regression)|introduced (?:a |an )?(?:\w+ )?(?:bug|regression)|regression (?:from|in|since|introduced)|work ?around (?:a|the) bug)\b/i;
/** Lint and style tools: their findings are not the product's defects, even quoted in a body. */
const LINT_WORDS = 'lint(?:s|ing|er|ers)?|flake8|pydocstyle|mypy|eslint|golangci-lint|clippy|rustfmt|gofmt|goimports|code[- ]style|import order';
const LINT = new RegExp(`\\b(?:${LINT_WORDS})\\b`, 'i');
/**
 * Fixes of something other than the product's behaviour: its words (typos,
 * docs, links), its tests, its CI, builds and deploys, its lint and style.
 */
const NOT_PRODUCT = new RegExp(
  `\\b(?:[\\w-]+\\.(?:md|rst|adoc|txt)|code samples?|typos?|spelling|gramm(?:ar|atical)|wording|readme|docs?|documentation|comments?|links?|whitespace|formatting|indentation|changelog|${LINT_WORDS}|tests?|specs?|golden|fixtures?|coverage|coveralls\\w*|codecov|ci|travis|appveyor|circleci|deploy(?:s|ment)?|builds)\\b`,
  'i',
);
/** "…, and add a test" / "(with tests)": the fix came with its test, it is not a test fix. */
const WITH_TEST = /\s*(?:[,;&+(]|\band\b|\bwith\b|\bplus\b)\s*(?:(?:add|added|adds|adding|update[sd]?|new|more|a|an|some|regression|unit)\s+)*(?:tests?|specs?)\b.*$/i;
const TRAILER = /^(?:signed-off-by|co-authored-by|reviewed-by|acked-by|change-id|cc|reported-by|tested-by):/i;

export function classifyCommit(commit: Pick<CommitMessage, 'subject' | 'body'>): FixKind | null {
  const subject = commit.subject.trim();
  if (/^revert\b/i.test(subject) && (/^revert\s*"/i.test(subject) || /this reverts commit [0-9a-f]{7,}/i.test(commit.body))) {
    // Reverting a revert lands the original change again: that is the change, not a repair.
    return /^revert\s*"revert\b/i.test(subject) ? null : 'revert';
  }
  const conventional = CONVENTIONAL.exec(subject);
  const type = conventional?.[1]?.toLowerCase();
  if (type && FIX_TYPES.has(type)) return 'fix';
  if (type && OTHER_TYPES.has(type)) return null;
  const firstLines = firstParagraph(commit.body);
  const quotesError = quotedErrors(commit.body).length > 0 && !LINT.test(firstLines);
  if (NOT_PRODUCT.test(subject.replace(WITH_TEST, '')) && !quotesError) return null;
  // An unknown prefix (`examples: fix …`, `router: Fix …`) names where, not what.
  const rest = (conventional ? subject.slice(conventional[0].length) : subject).replace(AREA, '');
  // "This fixes #420" closes an issue: on its own, that is no more than an issue reference.
  const words = rest.replace(FIXES_ISSUES, '');
  if (FIX_SUBJECT.test(rest) || FIX_WORD.test(words) || FIX_VERB_SYMPTOM.test(rest) || SYMPTOM.test(rest)) return 'fix';
  if (!FEATURE.test(rest) && (COPES.test(rest) || FIXES_ISSUE.test(subject) || FIXES_ISSUE.test(commit.body))) return 'fix';
  return quotesError || BODY_SYMPTOM.test(firstLines) ? 'fix' : null;
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
