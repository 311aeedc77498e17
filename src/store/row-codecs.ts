/**
 * How rows are laid out in a SQL store: list and object fields are JSON text.
 * Shared by the SQLite and PostgreSQL stores, which store the same columns.
 */
import type { OperationStatus } from '../api/operations.js';
import type { CheckpointListRow } from './checkpoints.js';
import type { OperationRow } from './operations.js';
import type { Scope } from './scope.js';
import type { RemediationNote, RemediationRow } from './remediations.js';
import type { SkillListRow, SkillRow } from './skills.js';
import type { RepositoryRow } from './repository.js';

export interface RawOperation {
  id: string;
  kind: string;
  status: OperationStatus;
  progress: string;
  version: number;
  input: string | null;
  result: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  tenant: string;
  project: string;
}

export function operationToRaw(row: OperationRow): RawOperation {
  return {
    ...row,
    progress: JSON.stringify(row.progress),
    input: row.input === undefined || row.input === null ? null : JSON.stringify(row.input),
    result: row.result === null ? null : JSON.stringify(row.result),
    error: row.error === null ? null : JSON.stringify(row.error),
  };
}

export function operationFromRaw(raw: RawOperation): OperationRow {
  return {
    ...raw,
    progress: JSON.parse(raw.progress) as OperationRow['progress'],
    input: raw.input === null ? null : (JSON.parse(raw.input) as unknown),
    result: raw.result === null ? null : (JSON.parse(raw.result) as Record<string, unknown>),
    error: raw.error === null ? null : (JSON.parse(raw.error) as OperationRow['error']),
  };
}

export type RawCheckpointListRow = Omit<CheckpointListRow, 'tags'> & { tags: string };

export function parseCheckpointListRow(row: RawCheckpointListRow): CheckpointListRow {
  return { ...row, tags: JSON.parse(row.tags) as string[] };
}

export type RawRemediation = Omit<RemediationRow, 'tags' | 'affected_files' | 'notes'> & { tags: string; affected_files: string; notes: string };

export function parseRemediation(raw: RawRemediation): RemediationRow {
  return {
    ...raw,
    tags: JSON.parse(raw.tags) as string[],
    affected_files: JSON.parse(raw.affected_files) as string[],
    notes: JSON.parse(raw.notes) as RemediationNote[],
  };
}

export function serializeRemediation(scope: Scope, row: RemediationRow): Record<string, unknown> {
  return {
    ...row,
    tenant: scope.tenant,
    tags: JSON.stringify(row.tags),
    affected_files: JSON.stringify(row.affected_files),
    notes: JSON.stringify(row.notes),
  };
}

type Json<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };
export type RawSkill = Json<SkillRow, 'arguments' | 'tags' | 'metadata'>;
export type RawSkillListRow = Json<SkillListRow, 'tags' | 'arguments'> & { shadowed?: number | boolean };

export function parseSkill(raw: RawSkill): SkillRow {
  return {
    ...raw,
    arguments: JSON.parse(raw.arguments) as SkillRow['arguments'],
    tags: JSON.parse(raw.tags) as string[],
    metadata: JSON.parse(raw.metadata) as Record<string, unknown>,
  };
}

export function parseSkillListRow(raw: RawSkillListRow): SkillListRow {
  const { shadowed: _shadowed, ...row } = raw;
  return { ...row, arguments: JSON.parse(raw.arguments) as SkillListRow['arguments'], tags: JSON.parse(raw.tags) as string[] };
}

export type RawRepository = Omit<RepositoryRow, 'options'> & { options: string };

export function parseRepository(raw: RawRepository): RepositoryRow {
  return { ...raw, options: JSON.parse(raw.options) as RepositoryRow['options'] };
}
