import type { Db } from './db.js';
import type { OperationRow, OperationStore, Scope } from '../types.js';
import type { OperationStatus } from '../../api/operations.js';

interface RawOperation {
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

function toRaw(row: OperationRow): RawOperation {
  return {
    ...row,
    progress: JSON.stringify(row.progress),
    input: row.input === undefined || row.input === null ? null : JSON.stringify(row.input),
    result: row.result === null ? null : JSON.stringify(row.result),
    error: row.error === null ? null : JSON.stringify(row.error),
  };
}

function fromRaw(raw: RawOperation): OperationRow {
  return {
    ...raw,
    progress: JSON.parse(raw.progress) as OperationRow['progress'],
    input: raw.input === null ? null : (JSON.parse(raw.input) as unknown),
    result: raw.result === null ? null : (JSON.parse(raw.result) as Record<string, unknown>),
    error: raw.error === null ? null : (JSON.parse(raw.error) as OperationRow['error']),
  };
}

export class SqliteOperationStore implements OperationStore {
  private readonly st;

  constructor(db: Db) {
    this.st = {
      insert: db.prepare(
        `INSERT INTO operations (id, kind, status, progress, version, input, result, error, created_at, updated_at, tenant, project)
         VALUES (@id, @kind, @status, @progress, @version, @input, @result, @error, @created_at, @updated_at, @tenant, @project)`,
      ),
      update: db.prepare(
        `UPDATE operations SET status = @status, progress = @progress, version = @version, result = @result, error = @error,
         updated_at = @updated_at WHERE id = @id AND tenant = @tenant`,
      ),
      get: db.prepare<[string, string], RawOperation>('SELECT * FROM operations WHERE tenant = ? AND id = ?'),
      unfinished: db.prepare<[], RawOperation>("SELECT * FROM operations WHERE status IN ('queued', 'running') ORDER BY id"),
      prune: db.prepare("DELETE FROM operations WHERE status IN ('succeeded', 'failed', 'cancelled') AND updated_at < ?"),
      list: db.prepare<[string, string, number], RawOperation>('SELECT * FROM operations WHERE tenant = ? AND project = ? ORDER BY id DESC LIMIT ?'),
      listByStatus: db.prepare<[string, string, string, number], RawOperation>(
        'SELECT * FROM operations WHERE tenant = ? AND project = ? AND status = ? ORDER BY id DESC LIMIT ?',
      ),
    };
  }

  async insert(row: OperationRow): Promise<void> {
    this.st.insert.run(toRaw(row));
  }

  async update(scope: Scope, row: OperationRow): Promise<void> {
    this.st.update.run({ ...toRaw(row), tenant: scope.tenant });
  }

  /** Operations are visible to every project of their tenant (an id is a capability). */
  async get(scope: Scope, id: string): Promise<OperationRow | null> {
    const raw = this.st.get.get(scope.tenant, id);
    return raw ? fromRaw(raw) : null;
  }

  async list(scope: Scope, opts: { status?: OperationStatus; limit: number }): Promise<OperationRow[]> {
    const rows = opts.status
      ? this.st.listByStatus.all(scope.tenant, scope.project, opts.status, opts.limit)
      : this.st.list.all(scope.tenant, scope.project, opts.limit);
    return rows.map(fromRaw);
  }

  async unfinished(): Promise<OperationRow[]> {
    return this.st.unfinished.all().map(fromRaw);
  }

  async prune(before: string): Promise<number> {
    return this.st.prune.run(before).changes;
  }
}
