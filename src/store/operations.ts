import type { OperationStatus, Progress } from '../api/operations.js';
import type { Scope } from './scope.js';

export interface OperationRow {
  id: string;
  kind: string;
  status: OperationStatus;
  progress: Progress;
  version: number;
  input: unknown;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  created_at: string;
  updated_at: string;
  tenant: string;
  project: string;
}

export interface OperationStore {
  insert(row: OperationRow): Promise<void>;
  update(scope: Scope, row: OperationRow): Promise<void>;
  get(scope: Scope, id: string): Promise<OperationRow | null>;
  list(scope: Scope, opts: { status?: OperationStatus; limit: number }): Promise<OperationRow[]>;
  /** Every operation left queued/running (any scope): used once at daemon start. */
  unfinished(): Promise<OperationRow[]>;
  /** Deletes finished operations updated before the given ISO time. */
  prune(before: string): Promise<number>;
}
