import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { cursorField, deletedOutput, idField, limitField, requiredText, tagsField, text } from './common.js';

export const MEMORY_LIMITS = { content: 4_000, source: 1_000, query: 10_000, tag: 64 } as const;
export const MEMORY_KINDS = ['fact', 'decision', 'convention', 'preference', 'todo'] as const;
export const MEMORY_SCOPES = ['project', 'tenant'] as const;
export const MEMORY_SEARCH_SCOPES = ['project', 'tenant', 'all'] as const;

const kindField = z.enum(MEMORY_KINDS, `kind must be one of ${MEMORY_KINDS.join(', ')}`);

export const memoryRecordInput = z.object({
  content: requiredText(MEMORY_LIMITS.content, 'content').describe('The fact, decision, convention, preference or todo, in one or a few sentences.'),
  kind: kindField.default('fact'),
  tags: tagsField,
  scope: z.enum(MEMORY_SCOPES, 'scope must be project or tenant').default('project').describe('project (default) or tenant: visible from every project of yours.'),
  supersedes: idField('supersedes').optional().describe('The id of a memory this one replaces (it is hidden from search from now on).'),
  source: text(MEMORY_LIMITS.source, 'source').optional().describe('Where it came from (a person, a document, a discussion).'),
});
export type MemoryRecordInput = z.infer<typeof memoryRecordInput>;

export const memoryRecordResult = z.object({
  id: z.string(),
  created: z.boolean(),
  merged_into: z.string().nullable(),
  usage_count: z.number().int(),
  possibly_supersedes: z.array(z.object({ id: z.string(), content: z.string() })),
  redactions: z.number().int(),
});
export type MemoryRecordResult = z.infer<typeof memoryRecordResult>;

export const memorySearchInput = z.object({
  query: requiredText(MEMORY_LIMITS.query, 'query'),
  kind: kindField.optional(),
  tags: z.array(requiredText(MEMORY_LIMITS.tag, 'tag')).max(32, 'tags must have at most 32 entries').optional().describe('Only memories carrying every one of these tags.'),
  scope: z.enum(MEMORY_SEARCH_SCOPES, 'scope must be project, tenant or all').default('all').describe('all (default) = this project + tenant-wide; project; tenant.'),
  include_superseded: z.boolean('include_superseded must be true or false').default(false),
  limit: limitField(10, 50),
});
export type MemorySearchInput = z.infer<typeof memorySearchInput>;

export const memorySchema = z.object({
  id: z.string(),
  content: z.string(),
  kind: z.enum(MEMORY_KINDS),
  tags: z.array(z.string()),
  scope: z.enum(MEMORY_SCOPES),
  source: z.string().nullable(),
  supersedes: z.string().nullable(),
  superseded_by: z.string().nullable(),
  confidence: z.number(),
  usage_count: z.number().int(),
  helpful_count: z.number().int(),
  unhelpful_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

export const memoryHit = z.object({
  id: z.string(),
  content: z.string(),
  kind: z.enum(MEMORY_KINDS),
  tags: z.array(z.string()),
  scope: z.enum(MEMORY_SCOPES),
  score: z.number(),
  confidence: z.number(),
  superseded_by: z.string().nullable(),
  updated_at: z.string(),
});
export type MemoryHit = z.infer<typeof memoryHit>;
export const memorySearchOutput = z.object({ results: z.array(memoryHit) });
export type MemorySearchOutput = z.infer<typeof memorySearchOutput>;

export const memoryListInput = z.object({
  kind: kindField.optional(),
  tag: requiredText(MEMORY_LIMITS.tag, 'tag').optional(),
  scope: z.enum(MEMORY_SEARCH_SCOPES, 'scope must be project, tenant or all').default('all'),
  limit: limitField(20, 100),
  cursor: cursorField,
});
export type MemoryListInput = z.infer<typeof memoryListInput>;
export const memoryListOutput = z.object({ memories: z.array(memorySchema), next_cursor: z.string().nullable() });
export type MemoryListOutput = z.infer<typeof memoryListOutput>;

export const memoryFeedbackInput = z.object({ id: idField(), helpful: z.boolean('helpful must be true or false') });
export const memoryFeedbackOutput = z.object({
  id: z.string(),
  confidence: z.number(),
  helpful_count: z.number().int(),
  unhelpful_count: z.number().int(),
});
export type MemoryFeedbackOutput = z.infer<typeof memoryFeedbackOutput>;

export const memoryIdInput = z.object({ id: idField() });

/** HTTP endpoints of the memories family (see routes.ts). */
export const memoriesEndpoints = {
  memoryRecord: endpoint({ method: 'POST', path: '/v1/memories', input: memoryRecordInput, output: memoryRecordResult }),
  memorySearch: endpoint({ method: 'POST', path: '/v1/memories/search', input: memorySearchInput, output: memorySearchOutput }),
  memoryList: endpoint({ method: 'GET', path: '/v1/memories', input: memoryListInput, output: memoryListOutput }),
  memoryGet: endpoint({ method: 'GET', path: '/v1/memories/:id', input: memoryIdInput, output: memorySchema }),
  memoryFeedback: endpoint({ method: 'POST', path: '/v1/memories/:id/feedback', input: memoryFeedbackInput, output: memoryFeedbackOutput }),
  memoryDelete: endpoint({ method: 'DELETE', path: '/v1/memories/:id', input: memoryIdInput, output: deletedOutput }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
