import type { Db } from './db.js';
import type { OperationRow, OperationStore } from '../operations.js';
import type { Scope } from '../scope.js';
import type { OperationStatus } from '../../api/operations.js';
import { operationFromRaw as fromRaw, operationToRaw as toRaw, type RawOperation } from '../row-codecs.js';

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
