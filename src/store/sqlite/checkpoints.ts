import type { Db } from './db.js';
import type { SqliteSearchIndex } from './search-index.js';
import type { CheckpointListRow, CheckpointRow, CheckpointStore, Scope, SearchDocInput } from '../types.js';

interface RawCheckpoint extends Omit<CheckpointRow, 'tags' | 'metadata'> {
  tags: string;
  metadata: string;
}

const LIST_COLUMNS = 'id, project, name, substr(summary, 1, 200) AS summary, session_id, tags, token_count, created_at';
/** Exactly the CheckpointRow fields (the tenant is the caller's scope, not part of the row). */
const ROW_COLUMNS = 'id, project, name, summary, context, full_state, session_id, tags, metadata, token_count, created_at';

export class SqliteCheckpointStore implements CheckpointStore {
  private readonly st;

  constructor(
    private readonly db: Db,
    private readonly search: SqliteSearchIndex,
  ) {
    this.st = {
      insert: db.prepare(
        `INSERT INTO checkpoints (id, tenant, project, name, summary, context, full_state, session_id, tags, metadata, token_count, created_at)
         VALUES (@id, @tenant, @project, @name, @summary, @context, @full_state, @session_id, @tags, @metadata, @token_count, @created_at)`,
      ),
      get: db.prepare<[string, string, string], RawCheckpoint>(`SELECT ${ROW_COLUMNS} FROM checkpoints WHERE tenant = ? AND project = ? AND id = ?`),
      delete: db.prepare('DELETE FROM checkpoints WHERE tenant = ? AND project = ? AND id = ?'),
      count: db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM checkpoints WHERE tenant = ? AND project = ?'),
    };
  }

  async insert(scope: Scope, row: CheckpointRow, doc: SearchDocInput): Promise<void> {
    this.db.transaction(() => {
      this.st.insert.run({ ...row, tenant: scope.tenant, project: scope.project, tags: JSON.stringify(row.tags), metadata: JSON.stringify(row.metadata) });
      this.search.upsert(scope, { ...doc, project: scope.project });
    })();
  }

  async get(scope: Scope, id: string): Promise<CheckpointRow | null> {
    const raw = this.st.get.get(scope.tenant, scope.project, id);
    return raw ? { ...raw, tags: JSON.parse(raw.tags) as string[], metadata: JSON.parse(raw.metadata) as Record<string, unknown> } : null;
  }

  async list(scope: Scope, opts: { sessionId?: string; limit: number; before?: string }): Promise<CheckpointListRow[]> {
    const where = ['tenant = ?', 'project = ?'];
    const params: unknown[] = [scope.tenant, scope.project];
    if (opts.sessionId !== undefined) {
      where.push('session_id = ?');
      params.push(opts.sessionId);
    }
    if (opts.before !== undefined) {
      where.push('id < ?');
      params.push(opts.before);
    }
    const sql = `SELECT ${LIST_COLUMNS} FROM checkpoints WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`;
    return this.db
      .prepare<unknown[], Omit<CheckpointListRow, 'tags'> & { tags: string }>(sql)
      .all(...params, opts.limit)
      .map(parseListRow);
  }

  async getMany(scope: Scope, ids: string[]): Promise<CheckpointListRow[]> {
    if (ids.length === 0) return [];
    const sql = `SELECT ${LIST_COLUMNS} FROM checkpoints WHERE tenant = ? AND project = ? AND id IN (${ids.map(() => '?').join(',')})`;
    return this.db
      .prepare<unknown[], Omit<CheckpointListRow, 'tags'> & { tags: string }>(sql)
      .all(scope.tenant, scope.project, ...ids)
      .map(parseListRow);
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return this.db.transaction(() => {
      const changes = this.st.delete.run(scope.tenant, scope.project, id).changes;
      if (changes > 0) this.search.removeDoc('checkpoint', id);
      return changes > 0;
    })();
  }

  async count(scope: Scope): Promise<number> {
    return this.st.count.get(scope.tenant, scope.project)?.n ?? 0;
  }
}

function parseListRow(row: Omit<CheckpointListRow, 'tags'> & { tags: string }): CheckpointListRow {
  return { ...row, tags: JSON.parse(row.tags) as string[] };
}
