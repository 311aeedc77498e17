import type { SearchDocInput } from './search-index.js';
import type { Scope } from './scope.js';

export interface CheckpointRow {
  id: string;
  project: string;
  name: string;
  summary: string;
  context: string;
  full_state: string;
  session_id: string | null;
  tags: string[];
  metadata: Record<string, unknown>;
  token_count: number;
  created_at: string;
}

export type CheckpointListRow = Omit<CheckpointRow, 'context' | 'full_state' | 'metadata'>;

export interface CheckpointStore {
  insert(scope: Scope, row: CheckpointRow, doc: SearchDocInput): Promise<void>;
  get(scope: Scope, id: string): Promise<CheckpointRow | null>;
  /** Newest first; `before` is an exclusive id cursor. */
  list(scope: Scope, opts: { sessionId?: string; limit: number; before?: string }): Promise<CheckpointListRow[]>;
  getMany(scope: Scope, ids: string[]): Promise<CheckpointListRow[]>;
  delete(scope: Scope, id: string): Promise<boolean>;
  count(scope: Scope): Promise<number>;
}
