import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { SqliteSearchIndex } from './search-index.js';
import type { CheckpointListRow, CheckpointRow, CheckpointStore } from '../checkpoints.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';
import { parseCheckpointListRow as parseListRow, type RawCheckpointListRow } from '../row-codecs.js';

interface RawCheckpoint extends Omit<CheckpointRow, 'tags' | 'metadata'> {
  tags: string;
  metadata: string;
  full_state_parts: number;
}

/** full_state above this many characters is stored in parts (see insert). */
const PART_CHARS = 256 * 1024;

const LIST_COLUMNS = 'id, project, name, substr(summary, 1, 200) AS summary, session_id, tags, token_count, created_at';
/** Exactly the CheckpointRow fields (the tenant is the caller's scope, not part of the row). */
const ROW_COLUMNS = 'id, project, name, summary, context, full_state, full_state_parts, session_id, tags, metadata, token_count, created_at';

export class SqliteCheckpointStore implements CheckpointStore {
  private readonly st;

  constructor(
    private readonly db: Db,
    private readonly search: SqliteSearchIndex,
  ) {
    this.st = {
      insert: db.prepare(
        `INSERT INTO checkpoints (id, tenant, project, name, summary, context, full_state, full_state_parts, session_id, tags, metadata, token_count, created_at)
         VALUES (@id, @tenant, @project, @name, @summary, @context, @full_state, @full_state_parts, @session_id, @tags, @metadata, @token_count, @created_at)`,
      ),
      insertPart: db.prepare('INSERT OR REPLACE INTO checkpoint_parts (checkpoint_id, seq, data) VALUES (?, ?, ?)'),
      parts: db.prepare<[string], { data: string }>('SELECT data FROM checkpoint_parts WHERE checkpoint_id = ? ORDER BY seq'),
      deleteParts: db.prepare('DELETE FROM checkpoint_parts WHERE checkpoint_id = ?'),
      get: db.prepare<[string, string, string], RawCheckpoint>(`SELECT ${ROW_COLUMNS} FROM checkpoints WHERE tenant = ? AND project = ? AND id = ?`),
      delete: db.prepare('DELETE FROM checkpoints WHERE tenant = ? AND project = ? AND id = ?'),
      count: db.prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM checkpoints WHERE tenant = ? AND project = ?'),
    };
    // Parts whose checkpoint row never committed (a crash mid-save) are unreachable: drop them.
    db.exec('DELETE FROM checkpoint_parts WHERE checkpoint_id NOT IN (SELECT id FROM checkpoints)');
  }

  /**
   * A multi-MB full_state written in one statement blocked the event loop for
   * 25-35 ms. Large values are written first as 256 K parts, one short
   * transaction each with a yield in between; the checkpoint row, written last
   * in its own transaction, is what makes the checkpoint exist (and is the
   * acknowledged write). Parts left by a crash are removed at open.
   */
  async insert(scope: Scope, row: CheckpointRow, doc: SearchDocInput): Promise<void> {
    let parts = 0;
    if (row.full_state.length > PART_CHARS) {
      for (let offset = 0; offset < row.full_state.length; offset += PART_CHARS) {
        this.st.insertPart.run(row.id, parts++, row.full_state.slice(offset, offset + PART_CHARS));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    try {
      writeTransaction(this.db, () => {
        this.st.insert.run({
          ...row,
          full_state: parts > 0 ? '' : row.full_state,
          full_state_parts: parts,
          tenant: scope.tenant,
          project: scope.project,
          tags: JSON.stringify(row.tags),
          metadata: JSON.stringify(row.metadata),
        });
        this.search.upsert(scope, { ...doc, project: scope.project });
      });
    } catch (error) {
      if (parts > 0) this.st.deleteParts.run(row.id);
      throw error;
    }
  }

  async get(scope: Scope, id: string): Promise<CheckpointRow | null> {
    const raw = this.st.get.get(scope.tenant, scope.project, id);
    if (!raw) return null;
    const { full_state_parts: parts, ...rest } = raw;
    const fullState = parts > 0 ? this.st.parts.all(id).map((part) => part.data).join('') : raw.full_state;
    return { ...rest, full_state: fullState, tags: JSON.parse(raw.tags) as string[], metadata: JSON.parse(raw.metadata) as Record<string, unknown> };
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
    return cachedStatement<unknown[], RawCheckpointListRow>(this.db, sql)
      .all(...params, opts.limit)
      .map(parseListRow);
  }

  async getMany(scope: Scope, ids: string[]): Promise<CheckpointListRow[]> {
    if (ids.length === 0) return [];
    const sql = `SELECT ${LIST_COLUMNS} FROM checkpoints WHERE tenant = ? AND project = ? AND id IN (${ids.map(() => '?').join(',')})`;
    return cachedStatement<unknown[], RawCheckpointListRow>(this.db, sql)
      .all(scope.tenant, scope.project, ...ids)
      .map(parseListRow);
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return writeTransaction(this.db, () => {
      const changes = this.st.delete.run(scope.tenant, scope.project, id).changes;
      if (changes > 0) {
        this.search.removeDoc('checkpoint', id);
        this.st.deleteParts.run(id);
      }
      return changes > 0;
    });
  }

  async count(scope: Scope): Promise<number> {
    return this.st.count.get(scope.tenant, scope.project)?.n ?? 0;
  }
}
