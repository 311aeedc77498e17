import { z } from 'zod';
import { CHECKPOINT_LIMITS, checkpointSaveInput } from './checkpoints.js';
import { requiredText, text } from './common.js';
import { endpoint } from './endpoint.js';
import { operationSchema } from './operations.js';
import { REMEDIATION_SCOPES, remediationRecordInput } from './remediations.js';
import { SKILL_SCOPES, skillFile } from './skills.js';
import { MEMORY_KINDS, MEMORY_SCOPES, memoryRecordInput } from './memories.js';

/**
 * `contextd export` / `contextd import`: the data of one scope as JSONL, one
 * record a line. The record schemas below check each line of a file; their
 * field limits are those of checkpoint_save, remediation_record, memory_record and skill import.
 */
export const TRANSFER_LIMITS = {
  path: 4096,
  /** Memory-server files: an entity name is cut to the checkpoint name limit, not refused. */
  entityName: 10_000,
  observations: 10_000,
  observation: CHECKPOINT_LIMITS.context,
} as const;

export const EXPORT_VERSION = 1;
export const TRANSFER_FAMILIES = ['checkpoints', 'remediations', 'skills', 'memories'] as const;
export const IMPORT_FORMATS = ['auto', 'contextd', 'memory-server'] as const;

const pathField = requiredText(TRANSFER_LIMITS.path, 'path').describe('absolute path of the JSONL file, on the machine of the daemon');

export const exportRunInput = z.object({
  path: pathField
    .optional()
    .describe('single-user loopback daemon only: a file on its machine to write; without it the export is kept for download from GET /v1/export/:operation_id/file'),
  include: z
    .array(z.enum(TRANSFER_FAMILIES))
    .min(1, 'include must name at least one of checkpoints, remediations, skills, memories')
    .default([...TRANSFER_FAMILIES]),
});
export type ExportRunInput = z.infer<typeof exportRunInput>;

export const importRunInput = z.object({
  path: pathField,
  format: z.enum(IMPORT_FORMATS).default('auto').describe("auto detects contextd's export or the official memory server's memory.jsonl"),
});
export type ImportRunInput = z.infer<typeof importRunInput>;

export const exportResult = z.object({
  /** null: kept for download (GET TRANSFER_FILES.download), removed once downloaded. */
  path: z.string().nullable(),
  checkpoints: z.number().int(),
  remediations: z.number().int(),
  skills: z.number().int(),
  memories: z.number().int().default(0),
  bytes: z.number().int(),
});
export type ExportResult = z.infer<typeof exportResult>;

const counts = z.object({ created: z.number().int(), unchanged: z.number().int() });
export const importResult = z.object({
  format: z.enum(['contextd', 'memory-server']),
  lines: z.number().int(),
  checkpoints: counts,
  remediations: counts,
  skills: counts.extend({ updated: z.number().int() }),
  memories: counts.default({ created: 0, unchanged: 0 }),
});
export type ImportResult = z.infer<typeof importResult>;

// --- records of a contextd export ---------------------------------------------

/** Time-sortable ids as the daemon makes them (cursors rely on the shape). */
const recordId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}[0-9a-z]{26}$`), `id must be a contextd id (${prefix} and 26 lowercase letters or digits)`);
const isoTime = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be an ISO 8601 date-time` });

export const exportHeader = z.object({
  contextd_export: z.literal(EXPORT_VERSION, `contextd_export must be ${EXPORT_VERSION} (the only version this daemon reads)`),
  exported_at: isoTime('exported_at'),
  tenant: text(256, 'tenant'),
  project: text(128, 'project'),
});
export type ExportHeader = z.infer<typeof exportHeader>;

export const checkpointRecord = checkpointSaveInput.extend({
  kind: z.literal('checkpoint'),
  id: recordId('cp_'),
  name: text(200, 'name').default(''),
  context: checkpointSaveInput.shape.context.unwrap().default(''),
  full_state: checkpointSaveInput.shape.full_state.unwrap().default(''),
  session_id: text(128, 'session_id').nullable().default(null),
  token_count: z.number().int().min(0).optional().describe('recomputed on import'),
  created_at: isoTime('created_at'),
});

const counter = (field: string) => z.number().int(`${field} must be a whole number`).min(0, `${field} must be at least 0`);
export const remediationRecord = remediationRecordInput.extend({
  kind: z.literal('remediation'),
  id: recordId('rem_'),
  root_cause: remediationRecordInput.shape.root_cause.unwrap().nullable().default(null),
  category: remediationRecordInput.shape.category.unwrap().nullable().default(null),
  code_diff: remediationRecordInput.shape.code_diff.unwrap().nullable().default(null),
  scope: z.enum(REMEDIATION_SCOPES),
  usage_count: counter('usage_count'),
  helpful_count: counter('helpful_count'),
  unhelpful_count: counter('unhelpful_count'),
  created_at: isoTime('created_at'),
  updated_at: isoTime('updated_at'),
});

export const skillRecord = skillFile.extend({ kind: z.literal('skill'), scope: z.enum(SKILL_SCOPES) });

/** A memory of an export; its own kind (fact, decision, …) is `memory_kind`, as `kind` names the record type. */
export const memoryExportRecord = z.object({
  kind: z.literal('memory'),
  id: recordId('mem_'),
  content: memoryRecordInput.shape.content,
  memory_kind: z.enum(MEMORY_KINDS, `memory_kind must be one of ${MEMORY_KINDS.join(', ')}`),
  tags: memoryRecordInput.shape.tags,
  scope: z.enum(MEMORY_SCOPES),
  source: memoryRecordInput.shape.source.unwrap().nullable().default(null),
  supersedes: recordId('mem_').nullable().default(null),
  superseded_by: recordId('mem_').nullable().default(null),
  confidence: z.number('confidence must be a number').min(0, 'confidence must be at least 0').max(1, 'confidence must be at most 1'),
  usage_count: counter('usage_count'),
  helpful_count: counter('helpful_count'),
  unhelpful_count: counter('unhelpful_count'),
  created_at: isoTime('created_at'),
  updated_at: isoTime('updated_at'),
});

export const contextdRecord = z.discriminatedUnion('kind', [checkpointRecord, remediationRecord, skillRecord, memoryExportRecord]);
export type ContextdRecord = z.infer<typeof contextdRecord>;

// --- the official MCP memory server's memory.jsonl ----------------------------

const memoryText = (field: string) => requiredText(TRANSFER_LIMITS.entityName, field);
export const memoryEntity = z.object({
  type: z.literal('entity'),
  name: memoryText('name'),
  entityType: memoryText('entityType'),
  observations: z
    .array(text(TRANSFER_LIMITS.observation, 'observation'))
    .max(TRANSFER_LIMITS.observations, `observations must have at most ${TRANSFER_LIMITS.observations} entries`)
    .default([]),
});
export type MemoryEntity = z.infer<typeof memoryEntity>;
export const memoryRelation = z.object({
  type: z.literal('relation'),
  from: memoryText('from'),
  to: memoryText('to'),
  relationType: memoryText('relationType'),
});
export type MemoryRelation = z.infer<typeof memoryRelation>;
export const memoryRecord = z.discriminatedUnion('type', [memoryEntity, memoryRelation]);

/**
 * The two endpoints whose bodies are JSONL streams, not JSON: download an
 * export kept by the daemon, and upload a file to import (`?format=`). These are
 * how remote callers (team mode, /mcp) export and import: they name no file on
 * the daemon's machine.
 */
export const TRANSFER_FILES = {
  download: '/v1/export/:operation_id/file',
  upload: '/v1/import/upload',
  contentType: 'application/x-ndjson',
} as const;

/** HTTP endpoints of export and import (see routes.ts); both start an operation. */
export const transferEndpoints = {
  exportRun: endpoint({ method: 'POST', path: '/v1/export', input: exportRunInput, output: operationSchema, status: 202 }),
  importRun: endpoint({ method: 'POST', path: '/v1/import', input: importRunInput, output: operationSchema, status: 202 }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
