import { placeholders, withTransaction, type Pool } from './db.js';
import type { PgSearchIndex } from './search-index.js';
import type { CheckpointListRow, CheckpointRow, CheckpointStore } from '../checkpoints.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';
import { parseCheckpointListRow, type RawCheckpointListRow } from '../row-codecs.js';

interface RawCheckpoint extends Omit<CheckpointRow, 'tags' | 'metadata' | 'full_state'> {
  tags: string;
  metadata: string;
  full_state: Buffer;
}

const LIST_COLUMNS = 'id, project, name, substr(summary, 1, 200) AS summary, session_id, tags, token_count, created_at';
const ROW_COLUMNS = 'id, project, name, summary, context, full_state, session_id, tags, metadata, token_count, created_at';

export class PgCheckpointStore implements CheckpointStore {
  constructor(
    private readonly pool: Pool,
    private readonly search: PgSearchIndex,
  ) {}

  /**
   * One statement whatever the size of full_state: unlike better-sqlite3 the
   * write does not run on the daemon's thread, so a large value does not stall it.
   */
  async insert(scope: Scope, row: CheckpointRow, doc: SearchDocInput): Promise<void> {
    await withTransaction(this.pool, async (tx) => {
      await tx.query(
        `INSERT INTO checkpoints (id, tenant, project, name, summary, context, full_state, session_id, tags, metadata, token_count, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [row.id, scope.tenant, scope.project, row.name, row.summary, row.context, Buffer.from(row.full_state, 'utf8'), row.session_id,
          JSON.stringify(row.tags), JSON.stringify(row.metadata), row.token_count, row.created_at],
      );
      // A new row (a new id: the INSERT would have failed) has no search document to replace.
      await this.search.insertMany(tx, scope, [{ ...doc, project: scope.project }]);
    });
  }

  async get(scope: Scope, id: string): Promise<CheckpointRow | null> {
    const { rows } = await this.pool.query<RawCheckpoint>(`SELECT ${ROW_COLUMNS} FROM checkpoints WHERE tenant = $1 AND project = $2 AND id = $3`, [
      scope.tenant,
      scope.project,
      id,
    ]);
    const raw = rows[0];
    if (!raw) return null;
    return {
      ...raw,
      full_state: raw.full_state.toString('utf8'),
      tags: JSON.parse(raw.tags) as string[],
      metadata: JSON.parse(raw.metadata) as Record<string, unknown>,
    };
  }

  async list(scope: Scope, opts: { sessionId?: string; limit: number; before?: string }): Promise<CheckpointListRow[]> {
    const where = ['tenant = $1', 'project = $2'];
    const params: unknown[] = [scope.tenant, scope.project];
    if (opts.sessionId !== undefined) {
      params.push(opts.sessionId);
      where.push(`session_id = $${params.length}`);
    }
    if (opts.before !== undefined) {
      params.push(opts.before);
      where.push(`id < $${params.length}`);
    }
    params.push(opts.limit);
    const sql = `SELECT ${LIST_COLUMNS} FROM checkpoints WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${params.length}`;
    return (await this.pool.query<RawCheckpointListRow>(sql, params)).rows.map(parseCheckpointListRow);
  }

  async getMany(scope: Scope, ids: string[]): Promise<CheckpointListRow[]> {
    if (ids.length === 0) return [];
    const sql = `SELECT ${LIST_COLUMNS} FROM checkpoints WHERE tenant = $1 AND project = $2 AND id IN (${placeholders(ids.length, 3)})`;
    return (await this.pool.query<RawCheckpointListRow>(sql, [scope.tenant, scope.project, ...ids])).rows.map(parseCheckpointListRow);
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return withTransaction(this.pool, async (tx) => {
      const deleted = await tx.query('DELETE FROM checkpoints WHERE tenant = $1 AND project = $2 AND id = $3', [scope.tenant, scope.project, id]);
      if (!deleted.rowCount) return false;
      await this.search.removeDoc(tx, 'checkpoint', id);
      return true;
    });
  }

  async count(scope: Scope): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM checkpoints WHERE tenant = $1 AND project = $2', [
      scope.tenant,
      scope.project,
    ]);
    return rows[0]?.n ?? 0;
  }
}
