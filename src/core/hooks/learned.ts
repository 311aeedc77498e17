/**
 * A remediation learned from what happened in a session: a command failed,
 * files were edited, the same command passed. Problem = the error, solution =
 * the edits (files and a compact old → new diff) and the command that passes.
 */
import type { RemediationRecordInput } from '../../api/remediations.js';
import { findKeyLine, splitErrorLines } from '../../search/normalize.js';
import type { CommandFailure, FileEdit } from './sessions.js';
import { clip } from '../../util/text.js';
import { oneLine } from './transcript.js';
import { relativeTo } from './paths.js';

/** Below a hand-written record's default (0.6): nobody confirmed this fix, it only made the command pass. */
export const LEARNED_CONFIDENCE = 0.45;
const DIFF_CHARS = 6_000;

export function learnedRemediation(failure: CommandFailure, edits: FileEdit[], command: string, root: string | undefined): RemediationRecordInput | null {
  const fixes = edits.filter((e) => e.seq > failure.editSeq);
  if (fixes.length === 0) return null;
  const files = [...new Set(fixes.map((e) => relativeTo(root, e.file)))];
  const diff = compactDiff(fixes, root);
  const headline = findKeyLine(splitErrorLines(failure.error.slice(0, 20_000))) || oneLine(failure.error).slice(0, 200) || `\`${command}\` failed`;
  const shownFiles = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
  return {
    title: clip(`${clip(headline, 160)} — fixed by editing ${shownFiles}`, 300),
    problem: clip(`Command \`${clip(failure.command, 500)}\` failed:\n${failure.error}`, 20_000),
    solution: clip(`Edited ${shownFiles}:\n${diff}\n\nThen \`${clip(command, 500)}\` passed.`, 20_000),
    tags: ['learned', 'hooks'],
    affected_files: files.slice(0, 100).map((f) => clip(f, 1_000)),
    code_diff: diff,
    scope: 'project',
    confidence: LEARNED_CONFIDENCE,
  };
}

/** old → new per edit, `-`/`+` lines, each side cut to a few lines, the whole to DIFF_CHARS. */
export function compactDiff(edits: FileEdit[], root: string | undefined): string {
  const parts: string[] = [];
  for (const edit of edits) {
    const file = relativeTo(root, edit.file);
    if (edit.old === null) {
      parts.push(`--- ${file} (${edit.tool === 'NotebookEdit' ? 'cell replaced' : 'written'}, ${edit.newLines} lines)\n${side('+', edit.new)}`);
    } else {
      parts.push(`--- ${file}\n${side('-', edit.old)}\n${side('+', edit.new)}`);
    }
  }
  return clip(parts.join('\n'), DIFF_CHARS);
}

/** A side as the session kept it (keepHead: its first lines and a `… (N more lines)` line). */
function side(mark: '-' | '+', text: string): string {
  return text
    .split('\n')
    .map((l) => `${mark} ${l}`)
    .join('\n');
}

