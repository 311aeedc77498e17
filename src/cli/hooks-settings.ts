/**
 * Claude Code settings JSON: contextd's hook registrations merged in and
 * taken out again. Pure functions over the parsed settings; every key and
 * hook that is not ours is kept as it was. Ours are told by their command
 * (`… contextd hook` or `…/bin/contextd.js hook`).
 */
import type { HookEventName } from '../util/hook-events.js';

export interface HookHandler {
  type: string;
  command?: string;
  timeout?: number;
  [key: string]: unknown;
}

export interface MatcherGroup {
  matcher?: string;
  hooks: HookHandler[];
  [key: string]: unknown;
}

export type Settings = Record<string, unknown> & { hooks?: Record<string, MatcherGroup[]> };

/** The events `hooks install` registers, with the matcher and timeout (seconds) of each. */
export const REGISTRATIONS: Record<HookEventName, { matcher?: string; timeout: number }> = {
  SessionStart: { timeout: 10 },
  UserPromptSubmit: { timeout: 10 },
  PostToolUse: { matcher: 'Bash|Edit|Write|MultiEdit|NotebookEdit', timeout: 10 },
  PostToolUseFailure: { matcher: 'Bash', timeout: 10 },
  PreCompact: { timeout: 15 },
  PostCompact: { timeout: 10 },
  Stop: { timeout: 10 },
  SessionEnd: { timeout: 5 },
};

/** Registered unless config `hooks.events` names more: Stop fires after every turn, SessionEnd covers it. */
export const INSTALLED_BY_DEFAULT: readonly HookEventName[] = ['SessionStart', 'PostToolUse', 'PostToolUseFailure', 'PreCompact', 'PostCompact', 'SessionEnd'];

const OURS = /(?:^|[\s/'"\\])contextd(?:\.js)?['"]?\s+hook(?:\s|$)/;

export function isOurHandler(handler: unknown): boolean {
  const h = handler as HookHandler | null;
  return typeof h?.command === 'string' && OURS.test(h.command);
}

/** Settings without our handlers; matcher groups and events left empty by that go too. */
export function withoutOurs(settings: Settings): { settings: Settings; removed: number } {
  if (!isObject(settings.hooks)) return { settings, removed: 0 };
  let removed = 0;
  const hooks: Record<string, MatcherGroup[]> = {};
  for (const [event, groups] of Object.entries(settings.hooks)) {
    if (!Array.isArray(groups)) {
      hooks[event] = groups;
      continue;
    }
    const kept: MatcherGroup[] = [];
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group.hooks)) {
        kept.push(group);
        continue;
      }
      const handlers = group.hooks.filter((h) => !isOurHandler(h));
      removed += group.hooks.length - handlers.length;
      if (handlers.length > 0) kept.push(handlers.length === group.hooks.length ? group : { ...group, hooks: handlers });
    }
    if (kept.length > 0) hooks[event] = kept;
  }
  const next: Settings = { ...settings, hooks };
  if (Object.keys(hooks).length === 0) delete next.hooks;
  return { settings: next, removed };
}

/** Settings with exactly one registration of ours per event (install twice = install once). */
export function withOurs(settings: Settings, command: string, events: readonly HookEventName[]): Settings {
  const base = withoutOurs(settings).settings;
  const hooks: Record<string, MatcherGroup[]> = { ...(isObject(base.hooks) ? base.hooks : {}) };
  for (const event of events) {
    const { matcher, timeout } = REGISTRATIONS[event];
    const group: MatcherGroup = { ...(matcher ? { matcher } : {}), hooks: [{ type: 'command', command, timeout }] };
    hooks[event] = [...(Array.isArray(hooks[event]) ? hooks[event] : []), group];
  }
  return { ...base, hooks };
}

/** Events that carry a handler of ours, and the command of the first one found. */
export function ourRegistrations(settings: Settings): { events: string[]; command: string | null } {
  const events: string[] = [];
  let command: string | null = null;
  if (!isObject(settings.hooks)) return { events, command };
  for (const [event, groups] of Object.entries(settings.hooks)) {
    if (!Array.isArray(groups)) continue;
    const handler = groups.flatMap((g) => (isObject(g) && Array.isArray(g.hooks) ? g.hooks : [])).find(isOurHandler);
    if (handler) {
      events.push(event);
      command ??= handler.command ?? null;
    }
  }
  return { events, command };
}

function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
