import { z } from 'zod';
import { bytesText, cursorField, idField, limitField, metadataField, requiredText, tagsField, text } from './common.js';

export const CHECKPOINT_LIMITS = {
  summary: 10_000,
  context: 200_000,
  fullStateBytes: 5 * 1024 * 1024,
  maxTokens: 1_000_000,
} as const;

export const checkpointSaveInput = z.object({
  summary: requiredText(CHECKPOINT_LIMITS.summary, 'summary'),
  name: text(200, 'name').optional(),
  context: text(CHECKPOINT_LIMITS.context, 'context').optional(),
  full_state: bytesText(CHECKPOINT_LIMITS.fullStateBytes, 'full_state', 'allowed').optional(),
  session_id: text(128, 'session_id').optional(),
  tags: tagsField,
  metadata: metadataField,
});
export type CheckpointSaveInput = z.infer<typeof checkpointSaveInput>;

export const checkpointSaveResult = z.object({
  id: z.string(),
  name: z.string(),
  token_count: z.number().int(),
  redactions: z.number().int(),
  created_at: z.string(),
});
export type CheckpointSaveResult = z.infer<typeof checkpointSaveResult>;

export const checkpointListInput = z.object({
  session_id: text(128, 'session_id').optional(),
  limit: limitField(20, 100),
  cursor: cursorField,
});

export const checkpointListItem = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  session_id: z.string().nullable(),
  tags: z.array(z.string()),
  token_count: z.number().int(),
  created_at: z.string(),
});
export const checkpointListOutput = z.object({ checkpoints: z.array(checkpointListItem), next_cursor: z.string().nullable() });
export type CheckpointListOutput = z.infer<typeof checkpointListOutput>;

export const checkpointSearchInput = z.object({
  query: requiredText(2_000, 'query'),
  limit: limitField(10, 50),
});
export const checkpointSearchOutput = z.object({
  results: z.array(
    z.object({ id: z.string(), name: z.string(), snippet: z.string(), score: z.number(), created_at: z.string() }),
  ),
});
export type CheckpointSearchOutput = z.infer<typeof checkpointSearchOutput>;

export const RESUME_LEVELS = ['summary', 'context', 'full'] as const;
export const checkpointResumeInput = z.object({
  id: idField(),
  level: z.enum(RESUME_LEVELS).default('context'),
  max_tokens: z.coerce
    .number()
    .int('max_tokens must be a whole number')
    .min(1, 'max_tokens must be at least 1')
    .max(CHECKPOINT_LIMITS.maxTokens, `max_tokens must be at most ${CHECKPOINT_LIMITS.maxTokens}`)
    .default(20_000),
});
export const checkpointResumeOutput = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(RESUME_LEVELS),
  content: z.string(),
  token_count: z.number().int(),
  truncated: z.boolean(),
});
export type CheckpointResumeOutput = z.infer<typeof checkpointResumeOutput>;

export const checkpointIdInput = z.object({ id: idField() });
