/**
 * Claude Code's transcript JSONL (`transcript_path`) read without a model:
 * the prompts, the files edited, the commands run and how they ended, the
 * last thing the assistant said. One object a line: `type` user | assistant
 * | summary | system, `message.content` a string or items `text`,
 * `tool_use {id, name, input}`, `tool_result {tool_use_id, content, is_error}`.
 * Lines that are not JSON, or not of this shape, are skipped.
 */
import { findKeyLine, splitErrorLines } from '../../search/normalize.js';
import { clip } from '../../util/text.js';
import { EDIT_TOOLS } from '../../util/hook-events.js';

export interface TranscriptCommand {
  command: string;
  failed: boolean;
  /** The headline of the failure's output, when it failed. */
  error: string | null;
}

export interface TranscriptDigest {
  prompts: string[];
  lastAssistantText: string | null;
  filesChanged: string[];
  commands: TranscriptCommand[];
  /** Transcript lines read (JSON objects). */
  entries: number;
}

/** Claude Code writes slash-command echoes and local command output as user lines; they are not prompts. */
const NOT_A_PROMPT = /^\s*<(?:command-|local-command-|system-reminder|user-memory-input)/;

type Item = { type?: unknown; text?: unknown; id?: unknown; name?: unknown; input?: unknown; tool_use_id?: unknown; content?: unknown; is_error?: unknown };

export function digestTranscript(jsonl: string): TranscriptDigest {
  const digest: TranscriptDigest = { prompts: [], lastAssistantText: null, filesChanged: [], commands: [], entries: 0 };
  const files = new Set<string>();
  const pending = new Map<string, TranscriptCommand>();
  for (const line of jsonl.split('\n')) {
    if (!line.trim()) continue;
    let entry: { type?: unknown; isMeta?: unknown; message?: { content?: unknown } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (typeof entry !== 'object' || entry === null) continue;
    digest.entries++;
    const content = entry.message?.content;
    if (entry.type === 'user' && entry.isMeta !== true) {
      if (typeof content === 'string') addPrompt(digest, content);
      else if (Array.isArray(content)) {
        const text = (content as Item[]).filter((i) => i?.type === 'text' && typeof i.text === 'string').map((i) => i.text as string).join('\n');
        if (text) addPrompt(digest, text);
        for (const item of content as Item[]) if (item?.type === 'tool_result') settleResult(pending, item);
      }
    } else if (entry.type === 'assistant' && Array.isArray(content)) {
      for (const item of content as Item[]) {
        if (item?.type === 'text' && typeof item.text === 'string' && item.text.trim()) digest.lastAssistantText = item.text.trim();
        if (item?.type !== 'tool_use' || typeof item.name !== 'string') continue;
        const input = (item.input ?? {}) as Record<string, unknown>;
        if (EDIT_TOOLS.has(item.name)) {
          const file = input.file_path ?? input.notebook_path;
          if (typeof file === 'string') files.add(file);
        } else if (item.name === 'Bash' && typeof input.command === 'string') {
          const command: TranscriptCommand = { command: input.command, failed: false, error: null };
          digest.commands.push(command);
          if (typeof item.id === 'string') pending.set(item.id, command);
        }
      }
    }
  }
  digest.filesChanged = [...files];
  return digest;
}

function addPrompt(digest: TranscriptDigest, text: string): void {
  const trimmed = text.trim();
  if (trimmed && !NOT_A_PROMPT.test(trimmed)) digest.prompts.push(trimmed);
}

function settleResult(pending: Map<string, TranscriptCommand>, item: Item): void {
  const command = typeof item.tool_use_id === 'string' ? pending.get(item.tool_use_id) : undefined;
  if (!command) return;
  pending.delete(item.tool_use_id as string);
  if (item.is_error !== true) return;
  command.failed = true;
  command.error = findKeyLine(splitErrorLines(resultText(item.content).slice(0, 20_000))).slice(0, 300) || null;
}

export function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return (content as Item[]).map((i) => (typeof i?.text === 'string' ? i.text : '')).join('\n');
  return '';
}


export interface CheckpointText {
  name: string;
  summary: string;
  context: string;
}

/** A checkpoint's name, summary and context built from a digest (and, when given, what the session saw). */
export function checkpointFromDigest(digest: TranscriptDigest, label: string): CheckpointText {
  const task = digest.prompts[0] ?? null;
  const latest = digest.prompts.length > 1 ? digest.prompts[digest.prompts.length - 1] ?? null : null;
  const failed = digest.commands.filter((c) => c.failed);
  const lastFailure = failed[failed.length - 1];
  const summary = [
    task ? `Task: ${clip(oneLine(task), 600)}` : null,
    latest ? `Latest request: ${clip(oneLine(latest), 600)}` : null,
    digest.filesChanged.length ? `Files changed (${digest.filesChanged.length}): ${clip(digest.filesChanged.join(', '), 800)}` : null,
    digest.commands.length
      ? `Commands: ${digest.commands.length} run, ${failed.length} failed${lastFailure ? ` — last failure: \`${clip(oneLine(lastFailure.command), 200)}\`${lastFailure.error ? `: ${lastFailure.error}` : ''}` : ''}`
      : null,
    digest.lastAssistantText ? `Last assistant message: ${clip(oneLine(digest.lastAssistantText), 1_200)}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const firstPrompts = digest.prompts.slice(0, 3);
  const lastPrompts = digest.prompts.slice(Math.max(3, digest.prompts.length - 5));
  const context = [
    `## Prompts (${digest.prompts.length})`,
    ...firstPrompts.map((p, i) => `${i + 1}. ${clip(p, 4_000)}`),
    ...(lastPrompts.length && digest.prompts.length > 8 ? ['…'] : []),
    ...lastPrompts.map((p, i) => `${digest.prompts.length - lastPrompts.length + i + 1}. ${clip(p, 4_000)}`),
    '',
    `## Files changed (${digest.filesChanged.length})`,
    ...digest.filesChanged.slice(-200).map((f) => `- ${f}`),
    '',
    `## Commands (${digest.commands.length}, ${failed.length} failed)`,
    ...digest.commands.slice(-60).map((c) => `- ${c.failed ? 'FAILED ' : ''}\`${clip(oneLine(c.command), 300)}\`${c.error ? ` — ${c.error}` : ''}`),
    '',
    '## Last assistant message',
    clip(digest.lastAssistantText ?? '(none)', 20_000),
  ].join('\n');
  const name = `${label}: ${clip(oneLine(task ?? 'session'), 80)}`;
  return { name, summary: summary || `${label} (nothing recorded in the transcript yet)`, context };
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
