/**
 * What the hook puts in front of the model. Each function assembles one
 * event's text and keeps it under its limit; nothing here reads the store.
 */
import type { TroubleshootDiagnoseOutput } from '../../api/remediations.js';
import { clip } from '../../util/text.js';
import { STRONG_RELATED } from '../troubleshoot/service.js';
import { oneLine } from './transcript.js';

export interface LatestCheckpoint {
  id: string;
  name: string;
  summary: string;
  created_at: string;
}

export const OFFER_LINE =
  'contextd (memory MCP server) is connected: checkpoint_save / checkpoint_resume keep work across sessions, ' +
  'troubleshoot_diagnose and remediation_search find fixes that worked before, remediation_record keeps a new one.';

/** A memory the session starts with: a convention or preference of the project. */
export interface StandingMemory {
  kind: string;
  content: string;
}

/** Share of the SessionStart budget the project's conventions and preferences may take. */
const STANDING_SHARE = 0.6;
const STANDING_LINE_CHARS = 300;

/**
 * SessionStart: the project's conventions and preferences (as many whole lines as fit in
 * STANDING_SHARE of the budget), where this project left off, then what contextd offers;
 * at most `maxChars`.
 */
export function sessionStartText(latest: LatestCheckpoint | null, now: number, maxChars: number, standing: StandingMemory[] = []): string {
  const block = standingBlock(standing, Math.floor(maxChars * STANDING_SHARE));
  if (!block) return whereLeftOff(latest, now, maxChars);
  return `${block}
${whereLeftOff(latest, now, maxChars - block.length - 1)}`;
}

function standingBlock(standing: StandingMemory[], room: number): string {
  const lines = ["This project's conventions and preferences (contextd memories; memory_search for more):"];
  let used = lines[0]!.length;
  for (const memory of standing) {
    const line = `- ${memory.kind}: ${clip(oneLine(memory.content), STANDING_LINE_CHARS)}`;
    if (used + 1 + line.length > room) break;
    lines.push(line);
    used += 1 + line.length;
  }
  return lines.length > 1 ? lines.join('\n') : '';
}

function whereLeftOff(latest: LatestCheckpoint | null, now: number, maxChars: number): string {
  const head = latest
    ? `Where this project left off (contextd): checkpoint "${latest.name}", saved ${age(now - Date.parse(latest.created_at))} (id ${latest.id}).`
    : 'contextd has no checkpoint for this project yet.';
  const tail = latest ? `Resume it with checkpoint_resume {"id": "${latest.id}"} when the task continues.\n${OFFER_LINE}` : OFFER_LINE;
  const room = maxChars - head.length - tail.length - 4;
  const summary = latest && room > 40 ? `\n${clip(latest.summary.trim(), room)}` : '';
  return clip(`${head}${summary}\n${tail}`, maxChars);
}

/** troubleshoot's hypothesis that quotes the line reporting an error nothing else explains. */
const REPORTED_LINE = 'generic.reported';

/**
 * PostToolUseFailure of Bash: the diagnosis and the recorded fixes named by
 * title; null when nothing matched. A recorded fix is named when troubleshoot
 * counts it as strong evidence (STRONG_RELATED) and it shares words with the
 * error: an error whose fix nobody recorded still meets records that share its
 * generic words, and a wrong fix in the model's context costs more than none
 * (docs/hooks.md, measured on the remediation benchmark).
 */
export function failureText(command: string, error: string, diagnosis: TroubleshootDiagnoseOutput, maxChars: number): string | null {
  // The last-resort hypothesis only quotes the error's own line back: nothing the model has not seen.
  const hypotheses = diagnosis.hypotheses.filter((h) => h.likelihood >= 0.3 && h.pattern_id !== REPORTED_LINE).slice(0, 2);
  const fixes = diagnosis.related_remediations.filter((r) => r.score >= STRONG_RELATED && sharedWords(error, `${r.title}\n${r.solution}`) >= 2).slice(0, 3);
  if (hypotheses.length === 0 && fixes.length === 0) return null;
  const lines = [`contextd on the failed command \`${clip(oneLine(command), 120)}\`:`];
  for (const h of hypotheses) lines.push(`- Likely ${h.title}: ${clip(oneLine(h.explanation), 300)}`);
  if (fixes.length > 0) {
    lines.push('Recorded fixes that match (remediation_search / contextd://remediations/<id> for more):');
    for (const fix of fixes) lines.push(`- "${clip(oneLine(fix.title), 140)}" (${fix.id}): ${clip(oneLine(fix.solution), 260)}`);
  }
  const next = diagnosis.recommendations.find((r) => !r.startsWith('A fix recorded before'));
  if (next) lines.push(`Next: ${clip(oneLine(next), 300)}`);
  return clip(lines.join('\n'), maxChars);
}

export interface PromptMemory {
  kind: 'remediation' | 'checkpoint';
  id: string;
  title: string;
  detail: string;
}

/** UserPromptSubmit: up to three memories clearly relevant to the prompt; null when none. */
export function promptText(memories: PromptMemory[], maxChars: number): string | null {
  if (memories.length === 0) return null;
  const lines = ['contextd memories that may help with this request:'];
  for (const m of memories.slice(0, 3)) lines.push(`- ${m.kind} "${clip(oneLine(m.title), 140)}" (${m.id}): ${clip(oneLine(m.detail), 300)}`);
  return clip(lines.join('\n'), maxChars);
}

const STOP_WORDS = new Set([
  'error', 'errors', 'failed', 'fail', 'fails', 'failure', 'the', 'and', 'with', 'from', 'this', 'that', 'when', 'then', 'into', 'have',
  'command', 'exit', 'code', 'fixed', 'editing', 'edited', 'passed', 'line', 'lines', 'file', 'files', 'more', 'should', 'could', 'would',
]);

function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.slice(0, 20_000).toLowerCase().split(/[^a-z0-9_]+/)) {
    if ((word.length >= 4 || /\d/.test(word)) && word.length <= 40 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)) out.add(word);
  }
  return out;
}

/** Distinctive words (4+ letters or with digits, not filler) two texts share: an absolute check beside relative search scores. */
export function sharedWords(a: string, b: string): number {
  const left = words(a);
  let shared = 0;
  for (const word of words(b)) if (left.has(word)) shared++;
  return shared;
}

export function age(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}
