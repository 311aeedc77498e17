import type { Pool } from './db.js';
import type { OperationRow, OperationStore } from '../operations.js';
import type { Scope } from '../scope.js';
import type { OperationStatus } from '../../api/operations.js';
import { operationFromRaw, operationToRaw, type RawOperation } from '../row-codecs.js';

const COLUMNS = 'id, kind, status, progress, version, input, result, error, created_at, updated_at, tenant, project';

export class PgOperationStore implements OperationStore {
  constructor(private readonly pool: Pool) {}

  async insert(row: OperationRow): Promise<void> {
    const raw = operationToRaw(row);
    await this.pool.query(`INSERT INTO operations (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, [
      raw.id, raw.kind, raw.status, raw.progress, raw.version, raw.input, raw.result, raw.error, raw.created_at, raw.updated_at, raw.tenant, raw.project,
    ]);
  }

  async update(scope: Scope, row: OperationRow): Promise<void> {
    const raw = operationToRaw(row);
    await this.pool.query(
      `UPDATE operations SET status = $1, progress = $2, version = $3, result = $4, error = $5, updated_at = $6 WHERE id = $7 AND tenant = $8`,
      [raw.status, raw.progress, raw.version, raw.result, raw.error, raw.updated_at, raw.id, scope.tenant],
    );
  }

  /** Operations are visible to every project of their tenant (an id is a capability). */
  async get(scope: Scope, id: string): Promise<OperationRow | null> {
    const { rows } = await this.pool.query<RawOperation>(`SELECT ${COLUMNS} FROM operations WHERE tenant = $1 AND id = $2`, [scope.tenant, id]);
    return rows[0] ? operationFromRaw(rows[0]) : null;
  }

  async list(scope: Scope, opts: { status?: OperationStatus; limit: number }): Promise<OperationRow[]> {
    const { rows } = opts.status
      ? await this.pool.query<RawOperation>(`SELECT ${COLUMNS} FROM operations WHERE tenant = $1 AND project = $2 AND status = $3 ORDER BY id DESC LIMIT $4`, [
          scope.tenant, scope.project, opts.status, opts.limit,
        ])
      : await this.pool.query<RawOperation>(`SELECT ${COLUMNS} FROM operations WHERE tenant = $1 AND project = $2 ORDER BY id DESC LIMIT $3`, [
          scope.tenant, scope.project, opts.limit,
        ]);
    return rows.map(operationFromRaw);
  }

  async unfinished(): Promise<OperationRow[]> {
    const { rows } = await this.pool.query<RawOperation>(`SELECT ${COLUMNS} FROM operations WHERE status IN ('queued', 'running') ORDER BY id`);
    return rows.map(operationFromRaw);
  }

  async prune(before: string): Promise<number> {
    const deleted = await this.pool.query("DELETE FROM operations WHERE status IN ('succeeded', 'failed', 'cancelled') AND updated_at < $1", [before]);
    return deleted.rowCount ?? 0;
  }
}
