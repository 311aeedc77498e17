import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { contentMode, cursorField, deletedOutput, idField, limitField, requiredText, tagsField, text } from './common.js';
import { operationSchema } from './operations.js';

export const REMEDIATION_LIMITS = {
  title: 500,
  problem: 20_000,
  solution: 20_000,
  rootCause: 10_000,
  category: 64,
  codeDiff: 100_000,
  affectedFiles: 100,
  filePath: 1_024,
  query: 10_000,
  note: 2_000,
  errorMessage: 50_000,
} as const;

export const REMEDIATION_SCOPES = ['project', 'tenant'] as const;
export const SEARCH_SCOPES = ['project', 'tenant', 'all'] as const;

const confidenceField = (field: string) =>
  z.number(`${field} must be a number`).min(0, `${field} must be at least 0`).max(1, `${field} must be at most 1`);

export const remediationRecordInput = z.object({
  title: requiredText(REMEDIATION_LIMITS.title, 'title'),
  problem: requiredText(REMEDIATION_LIMITS.problem, 'problem').describe('The error or symptom, ideally the exact error text.'),
  solution: requiredText(REMEDIATION_LIMITS.solution, 'solution').describe('The fix that worked.'),
  root_cause: text(REMEDIATION_LIMITS.rootCause, 'root_cause').optional().describe('Why it happened: the circumstances that tell this fix apart.'),
  category: text(REMEDIATION_LIMITS.category, 'category').optional(),
  tags: tagsField,
  affected_files: z
    .array(requiredText(REMEDIATION_LIMITS.filePath, 'affected_files entry'))
    .max(REMEDIATION_LIMITS.affectedFiles, `affected_files must have at most ${REMEDIATION_LIMITS.affectedFiles} entries`)
    .default([]),
  code_diff: text(REMEDIATION_LIMITS.codeDiff, 'code_diff').optional(),
  scope: z.enum(REMEDIATION_SCOPES).default('project').describe('project (default) or tenant: visible from every project of yours.'),
  confidence: confidenceField('confidence').default(0.6),
});
export type RemediationRecordInput = z.infer<typeof remediationRecordInput>;

export const remediationRecordResult = z.object({
  id: z.string(),
  created: z.boolean(),
  merged_into: z.string().nullable(),
  usage_count: z.number().int(),
  redactions: z.number().int(),
});
export type RemediationRecordResult = z.infer<typeof remediationRecordResult>;

export const remediationSearchInput = z.object({
  query: requiredText(REMEDIATION_LIMITS.query, 'query'),
  category: text(REMEDIATION_LIMITS.category, 'category').optional(),
  scope: z.enum(SEARCH_SCOPES).default('all').describe('all (default) = this project + tenant-wide; project; tenant.'),
  min_confidence: confidenceField('min_confidence').optional(),
  limit: limitField(5, 50),
  content_mode: contentMode,
});
export type RemediationSearchInput = z.infer<typeof remediationSearchInput>;

export const remediationHit = z.object({
  id: z.string(),
  title: z.string(),
  problem: z.string().optional(),
  solution: z.string().optional(),
  root_cause: z.string().nullable().optional(),
  category: z.string().nullable(),
  confidence: z.number(),
  score: z.number(),
  usage_count: z.number().int(),
  scope: z.enum(REMEDIATION_SCOPES),
});
export type RemediationHit = z.infer<typeof remediationHit>;
export const remediationSearchOutput = z.object({ results: z.array(remediationHit) });
export type RemediationSearchOutput = z.infer<typeof remediationSearchOutput>;

export const remediationFeedbackInput = z.object({
  id: idField(),
  helpful: z.boolean('helpful must be true or false'),
  note: text(REMEDIATION_LIMITS.note, 'note').optional(),
});
export const remediationFeedbackOutput = z.object({
  id: z.string(),
  confidence: z.number(),
  helpful_count: z.number().int(),
  unhelpful_count: z.number().int(),
});
export type RemediationFeedbackOutput = z.infer<typeof remediationFeedbackOutput>;

export const remediationIdInput = z.object({ id: idField() });

export const remediationSchema = z.object({
  id: z.string(),
  title: z.string(),
  problem: z.string(),
  solution: z.string(),
  root_cause: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  affected_files: z.array(z.string()),
  code_diff: z.string().nullable(),
  scope: z.enum(REMEDIATION_SCOPES),
  confidence: z.number(),
  usage_count: z.number().int(),
  helpful_count: z.number().int(),
  unhelpful_count: z.number().int(),
  notes: z.array(z.object({ helpful: z.boolean(), note: z.string(), at: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Remediation = z.infer<typeof remediationSchema>;

export const remediationListInput = z.object({
  scope: z.enum(SEARCH_SCOPES).default('all'),
  category: text(REMEDIATION_LIMITS.category, 'category').optional(),
  limit: limitField(20, 100),
  cursor: cursorField,
});
export const remediationListItem = remediationSchema.pick({
  id: true,
  title: true,
  category: true,
  scope: true,
  confidence: true,
  usage_count: true,
  updated_at: true,
});
export const remediationListOutput = z.object({ remediations: z.array(remediationListItem), next_cursor: z.string().nullable() });
export type RemediationListOutput = z.infer<typeof remediationListOutput>;

export const remediationConsolidateInput = z.object({
  scope: z.enum(SEARCH_SCOPES).default('all').describe('Which records to consolidate: project, tenant-wide, or all (both; never across projects).'),
  similarity_threshold: z
    .number('similarity_threshold must be a number')
    .min(0.5, 'similarity_threshold must be at least 0.5')
    .max(1, 'similarity_threshold must be at most 1')
    .default(0.85),
  dry_run: z.boolean('dry_run must be true or false').default(true),
});
export type RemediationConsolidateInput = z.infer<typeof remediationConsolidateInput>;
export const remediationConsolidateResult = z.object({
  dry_run: z.boolean(),
  scanned: z.number().int(),
  clusters: z.array(z.object({ keep_id: z.string(), merged_ids: z.array(z.string()), similarity: z.number() })),
  merged_count: z.number().int(),
});
export type RemediationConsolidateResult = z.infer<typeof remediationConsolidateResult>;

export const reembedResult = z.object({ embedder: z.string(), scanned: z.number().int(), reembedded: z.number().int(), skipped: z.number().int() });
export type ReembedResult = z.infer<typeof reembedResult>;

// --- troubleshooting ---------------------------------------------------------

export const troubleshootDiagnoseInput = z.object({
  error_message: requiredText(REMEDIATION_LIMITS.errorMessage, 'error_message'),
  context: z
    .object({
      command: text(2_000, 'context.command').optional(),
      language: text(64, 'context.language').optional(),
      file: text(REMEDIATION_LIMITS.filePath, 'context.file').optional(),
    })
    .strict()
    .optional(),
  limit: limitField(5, 20),
});
export type TroubleshootDiagnoseInput = z.infer<typeof troubleshootDiagnoseInput>;

export const troubleshootDiagnoseOutput = z.object({
  signature: z.object({ ecosystem: z.string(), error_type: z.string(), normalized: z.string() }),
  hypotheses: z.array(
    z.object({ pattern_id: z.string(), title: z.string(), explanation: z.string(), likelihood: z.number(), evidence: z.array(z.string()) }),
  ),
  recommendations: z.array(z.string()),
  related_remediations: z.array(z.object({ id: z.string(), title: z.string(), solution: z.string(), score: z.number() })),
  confidence: z.number(),
});
export type TroubleshootDiagnoseOutput = z.infer<typeof troubleshootDiagnoseOutput>;

export const troubleshootPatternsInput = z.object({
  query: text(2_000, 'query').optional(),
  ecosystem: text(64, 'ecosystem').optional(),
  limit: limitField(10, 100),
});
export const troubleshootPatternsOutput = z.object({
  patterns: z.array(z.object({ id: z.string(), ecosystem: z.string(), title: z.string(), example: z.string(), fix: z.string() })),
});
export type TroubleshootPatternsOutput = z.infer<typeof troubleshootPatternsOutput>;

/** HTTP endpoints of the remediations family (see routes.ts). */
export const remediationsEndpoints = {
  remediationRecord: endpoint({ method: 'POST', path: '/v1/remediations', input: remediationRecordInput, output: remediationRecordResult, bodyLimit: 1024 * 1024 }),
  remediationSearch: endpoint({ method: 'POST', path: '/v1/remediations/search', input: remediationSearchInput, output: remediationSearchOutput }),
  remediationList: endpoint({ method: 'GET', path: '/v1/remediations', input: remediationListInput, output: remediationListOutput }),
  remediationGet: endpoint({ method: 'GET', path: '/v1/remediations/:id', input: remediationIdInput, output: remediationSchema }),
  remediationFeedback: endpoint({ method: 'POST', path: '/v1/remediations/:id/feedback', input: remediationFeedbackInput, output: remediationFeedbackOutput }),
  remediationDelete: endpoint({ method: 'DELETE', path: '/v1/remediations/:id', input: remediationIdInput, output: deletedOutput }),
  remediationConsolidate: endpoint({
    method: 'POST',
    path: '/v1/remediations/consolidate',
    input: remediationConsolidateInput,
    output: operationSchema,
    status: 202,
  }),
  troubleshootDiagnose: endpoint({ method: 'POST', path: '/v1/troubleshoot/diagnose', input: troubleshootDiagnoseInput, output: troubleshootDiagnoseOutput }),
  troubleshootPatterns: endpoint({ method: 'POST', path: '/v1/troubleshoot/patterns', input: troubleshootPatternsInput, output: troubleshootPatternsOutput }),
  searchReembed: endpoint({ method: 'POST', path: '/v1/search/reembed', input: z.object({}), output: operationSchema, status: 202 }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
