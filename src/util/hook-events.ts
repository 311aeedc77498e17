/**
 * The Claude Code hook events contextd acts on (docs/hooks.md), without
 * zod: `contextd hook` reads its settings on every event and must start fast.
 */
export const HOOK_EVENTS = ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'PostToolUseFailure', 'PreCompact', 'PostCompact', 'Stop', 'SessionEnd'] as const;
export type HookEventName = (typeof HOOK_EVENTS)[number];

/** What the hook acts on unless config `hooks.events` says otherwise: everything but UserPromptSubmit. */
export const DEFAULT_HOOK_EVENTS: readonly HookEventName[] = HOOK_EVENTS.filter((event) => event !== 'UserPromptSubmit');

/** Claude Code tools that edit files: their PostToolUse events feed learning and checkpoints. */
export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

export function isHookEvent(name: unknown): name is HookEventName {
  return typeof name === 'string' && (HOOK_EVENTS as readonly string[]).includes(name);
}
