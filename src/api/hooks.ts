import { z } from 'zod';
import { CHECKPOINT_LIMITS } from './checkpoints.js';
import { bytesText, requiredText, text } from './common.js';
import { endpoint } from './endpoint.js';
import { operationSchema } from './operations.js';
import { HOOK_EVENTS } from '../util/hook-events.js';

/**
 * Claude Code hook events as `contextd hook` forwards them to the daemon
 * (docs/hooks.md). The hook cuts large fields to these limits before
 * sending, so a 3 MB error text never reaches the daemon whole.
 */
export { DEFAULT_HOOK_EVENTS, HOOK_EVENTS, type HookEventName } from '../util/hook-events.js';

export const HOOK_LIMITS = {
  error: 20_000,
  command: 2_000,
  /** Each string inside tool_input (an edit's old and new text, a written file's content). */
  toolText: 20_000,
  toolInputJson: 200_000,
  prompt: 10_000,
  lastMessage: 20_000,
  compactSummary: CHECKPOINT_LIMITS.context,
  transcriptBytes: CHECKPOINT_LIMITS.fullStateBytes,
  sessionStartChars: 2_000,
  failureChars: 1_500,
  promptChars: 1_500,
} as const;

export const hookEventInput = z.object({
  event: z.enum(HOOK_EVENTS),
  session_id: requiredText(128, 'session_id'),
  /** The event's working directory (file names in learned remediations are made relative to the project root). */
  cwd: text(4_096, 'cwd').optional(),
  /** The project's root folder as the hook derived it from `cwd`. */
  root: text(4_096, 'root').optional(),
  tool_name: text(128, 'tool_name').optional(),
  tool_input: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= HOOK_LIMITS.toolInputJson, { message: `tool_input must be at most ${HOOK_LIMITS.toolInputJson} characters as JSON` })
    .optional(),
  error: text(HOOK_LIMITS.error, 'error').optional(),
  source: text(64, 'source').optional(),
  trigger: text(64, 'trigger').optional(),
  reason: text(64, 'reason').optional(),
  compact_summary: text(HOOK_LIMITS.compactSummary, 'compact_summary').optional(),
  prompt: text(HOOK_LIMITS.prompt, 'prompt').optional(),
  last_assistant_message: text(HOOK_LIMITS.lastMessage, 'last_assistant_message').optional(),
  /** The transcript JSONL (its tail when longer), sent when the daemon asked for it. */
  transcript: bytesText(HOOK_LIMITS.transcriptBytes, 'transcript').optional(),
});
export type HookEventInput = z.infer<typeof hookEventInput>;

export const hookEventOutput = z.object({
  /** Text for Claude Code's `additionalContext`, or null for no output. */
  additional_context: z.string().nullable(),
  /** True when the daemon would act on the transcript: the hook sends the event again with it. */
  want_transcript: z.boolean(),
  /** What was done, for logs and tests: e.g. `remediation_recorded:rem_…`, `checkpoint_started:op_…`. */
  actions: z.array(z.string()),
});
export type HookEventOutput = z.infer<typeof hookEventOutput>;

// --- learn --from-git -----------------------------------------------------------

export const LEARN_LIMITS = { max: 100_000, since: 64, path: 4_096 } as const;

export const learnGitInput = z.object({
  path: requiredText(LEARN_LIMITS.path, 'path').describe('the repository folder, on the machine of the daemon'),
  since: text(LEARN_LIMITS.since, 'since').optional().describe("only commits after this date (anything `git log --since` reads, e.g. 2024-01-01 or '3 months ago')"),
  max: z.coerce
    .number()
    .int('max must be a whole number')
    .min(1, 'max must be at least 1')
    .max(LEARN_LIMITS.max, `max must be at most ${LEARN_LIMITS.max}`)
    .optional()
    .describe('walk at most this many commits, newest first'),
});
export type LearnGitInput = z.infer<typeof learnGitInput>;

export const learnGitResult = z.object({
  repository: z.string(),
  commits_scanned: z.number().int(),
  fix_commits: z.number().int(),
  already_mined: z.number().int(),
  recorded: z.number().int(),
  merged: z.number().int(),
  remediation_ids: z.array(z.string()),
  duration_ms: z.number().int(),
});
export type LearnGitResult = z.infer<typeof learnGitResult>;

export const hooksEndpoints = {
  hookEvent: endpoint({
    method: 'POST',
    path: '/v1/hooks/events',
    input: hookEventInput,
    output: hookEventOutput,
    bodyLimit: HOOK_LIMITS.transcriptBytes + 1024 * 1024,
    rawField: 'transcript',
  }),
  learnGit: endpoint({ method: 'POST', path: '/v1/learn/git', input: learnGitInput, output: operationSchema, status: 202 }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
