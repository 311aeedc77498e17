/**
 * A Claude Code hook event (stdin JSON) → the daemon's hook request, or the
 * reason to do nothing. Pure: no I/O, no zod. Large fields are cut here so a
 * 3 MB error text or a huge Write never travels whole.
 */
import { EDIT_TOOLS, isHookEvent, type HookEventName } from '../util/hook-events.js';
import { headTail } from '../util/text.js';
import type { HookSettings } from './hook-config.js';

/** Limits of api/hooks.ts HOOK_LIMITS (a unit test holds them equal). */
export const EVENT_LIMITS = { error: 20_000, command: 2_000, toolText: 20_000, prompt: 10_000, lastMessage: 20_000, compactSummary: 200_000, toolInputJson: 160_000 } as const;


export type Parsed =
  | { act: false; reason: string; event?: string }
  | { act: true; event: HookEventName; body: Record<string, unknown>; cwd: string; transcriptPath: string | null };

export function parseHookEvent(stdin: string, settings: Pick<HookSettings, 'events' | 'subagents'>, fallbackCwd: string): Parsed {
  if (!stdin.trim()) return { act: false, reason: 'empty input' };
  let raw: unknown;
  try {
    raw = JSON.parse(stdin);
  } catch {
    return { act: false, reason: 'input is not JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { act: false, reason: 'input is not a JSON object' };
  const e = raw as Record<string, unknown>;
  const name = e.hook_event_name;
  if (!isHookEvent(name)) return { act: false, reason: `event ${JSON.stringify(name)} is not one contextd acts on` };
  if (!settings.events.has(name)) return { act: false, reason: `${name} is off (config hooks.events)`, event: name };
  if (typeof e.agent_id === 'string' && e.agent_id && !settings.subagents) return { act: false, reason: 'subagent event (config hooks.subagents is off)', event: name };
  const sessionId = str(e.session_id);
  if (!sessionId) return { act: false, reason: 'no session_id', event: name };
  const tool = str(e.tool_name);
  if (name === 'PostToolUse' && !(tool === 'Bash' || EDIT_TOOLS.has(tool ?? ''))) return { act: false, reason: `PostToolUse of ${tool}`, event: name };
  if (name === 'PostToolUseFailure' && (tool !== 'Bash' || e.is_interrupt === true)) return { act: false, reason: `PostToolUseFailure of ${tool}${e.is_interrupt === true ? ' (interrupted)' : ''}`, event: name };
  const cwd = str(e.cwd) ?? fallbackCwd;
  const body: Record<string, unknown> = { event: name, session_id: sessionId.slice(0, 128), cwd: cwd.slice(0, 4_096) };
  if (tool) body.tool_name = tool.slice(0, 128);
  if (isObject(e.tool_input)) body.tool_input = toolInput(e.tool_input, tool === 'Bash' ? EVENT_LIMITS.command : EVENT_LIMITS.toolText);
  const error = str(e.error);
  if (error) body.error = headTail(error, EVENT_LIMITS.error);
  for (const key of ['source', 'trigger', 'reason'] as const) {
    const value = str(e[key]);
    if (value) body[key] = value.slice(0, 64);
  }
  const summary = str(e.compact_summary);
  if (summary) body.compact_summary = summary.slice(0, EVENT_LIMITS.compactSummary);
  const prompt = str(e.prompt);
  if (prompt) body.prompt = prompt.slice(0, EVENT_LIMITS.prompt);
  const last = str(e.last_assistant_message);
  if (last) body.last_assistant_message = last.slice(0, EVENT_LIMITS.lastMessage);
  return { act: true, event: name, body, cwd, transcriptPath: str(e.transcript_path) };
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tool's input with long strings cut, cut harder when it is still over the daemon's limit. */
function toolInput(input: Record<string, unknown>, max: number): Record<string, unknown> {
  for (let limit = max; ; limit = Math.floor(limit / 4)) {
    const cut = cutStrings(input, limit, 0) as Record<string, unknown>;
    if (limit < 100 || JSON.stringify(cut).length <= EVENT_LIMITS.toolInputJson) return cut;
  }
}

/** Strings cut to `max`, arrays to 100 entries, nesting to 4 levels. */
function cutStrings(value: unknown, max: number, depth: number): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…` : value;
  if (depth >= 4) return null;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => cutStrings(v, max, depth + 1));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).slice(0, 50).map(([k, v]) => [k, cutStrings(v, max, depth + 1)]));
  return value;
}

