import { placeholders, withTransaction, type Pool, type Queryable, type Tx } from './db.js';
import type { PgSearchIndex } from './search-index.js';
import {
  MEMORY_COLUMNS as COLUMNS,
  mergedMemory,
  parseMemory as parse,
  rememberMemoryFeedback,
  serializeMemory,
  type MemoryListOptions,
  type MemoryOutcome,
  type MemoryRow,
  type MemoryStore,
  type RawMemory,
} from '../memories.js';
import { TENANT_WIDE, type Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';

const SELECT = `SELECT ${COLUMNS.join(', ')} FROM memories`;
/** Columns a merge or feedback rewrites. */
const MUTABLE = ['tags', 'usage_count', 'confidence', 'helpful_count', 'unhelpful_count', 'updated_at'] as const;

export class PgMemoryStore implements MemoryStore {
  constructor(
    private readonly pool: Pool,
    private readonly search: PgSearchIndex,
  ) {}

  async findByKey(scope: Scope, project: string, dedupKey: string): Promise<MemoryRow | null> {
    return this.byKey(this.pool, scope, project, dedupKey);
  }

  private async byKey(db: Queryable, scope: Scope, project: string, dedupKey: string, lock = false): Promise<MemoryRow | null> {
    const { rows } = await db.query<RawMemory>(`${SELECT} WHERE tenant = $1 AND project = $2 AND dedup_key = $3${lock ? ' FOR UPDATE' : ''}`, [
      scope.tenant,
      project,
      dedupKey,
    ]);
    return rows[0] ? parse(rows[0]) : null;
  }

  /** The unique dedup index decides a race: the loser's INSERT does nothing and merges into the winner's row. */
  async record(scope: Scope, row: MemoryRow, doc: SearchDocInput): Promise<MemoryOutcome> {
    return withTransaction(this.pool, async (tx): Promise<MemoryOutcome> => {
      for (;;) {
        const values = serializeMemory(scope, row);
        const inserted = await tx.query(
          `INSERT INTO memories (${COLUMNS.join(', ')}) VALUES (${placeholders(COLUMNS.length, 1)}) ON CONFLICT (tenant, project, dedup_key) DO NOTHING`,
          COLUMNS.map((column) => values[column]),
        );
        if (inserted.rowCount) {
          // A new row (a new id) has no search document to replace.
          await this.search.insertMany(tx, scope, [{ ...doc, project: row.project }]);
          if (row.supersedes) {
            await tx.query('UPDATE memories SET superseded_by = $1 WHERE tenant = $2 AND id = $3 AND project IN ($4, $5)', [
              row.id,
              scope.tenant,
              row.supersedes,
              scope.project,
              TENANT_WIDE,
            ]);
          }
          return { created: true, row };
        }
        const existing = await this.byKey(tx, scope, row.project, row.dedup_key, true);
        if (existing) return { created: false, row: await this.write(tx, scope, mergedMemory(existing, row)) };
      }
    });
  }

  private async write(tx: Tx, scope: Scope, row: MemoryRow): Promise<MemoryRow> {
    const values = serializeMemory(scope, row);
    await tx.query(`UPDATE memories SET ${MUTABLE.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE tenant = $1 AND id = $2`, [
      scope.tenant,
      row.id,
      ...MUTABLE.map((column) => values[column]),
    ]);
    return row;
  }

  private async visible(db: Queryable, scope: Scope, id: string, lock = false): Promise<MemoryRow | null> {
    const { rows } = await db.query<RawMemory>(`${SELECT} WHERE tenant = $1 AND id = $2 AND project IN ($3, $4)${lock ? ' FOR UPDATE' : ''}`, [
      scope.tenant,
      id,
      scope.project,
      TENANT_WIDE,
    ]);
    return rows[0] ? parse(rows[0]) : null;
  }

  async get(scope: Scope, id: string): Promise<MemoryRow | null> {
    return this.visible(this.pool, scope, id);
  }

  async getMany(scope: Scope, ids: string[]): Promise<MemoryRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<RawMemory>(`${SELECT} WHERE tenant = $1 AND project IN ($2, $3) AND id = ANY($4::text[])`, [
      scope.tenant,
      scope.project,
      TENANT_WIDE,
      ids,
    ]);
    return rows.map(parse);
  }

  async list(scope: Scope, opts: MemoryListOptions): Promise<MemoryRow[]> {
    const params: unknown[] = [scope.tenant, opts.projects];
    const where = ['tenant = $1', 'project = ANY($2::text[])'];
    if (opts.kind !== undefined) {
      params.push(opts.kind);
      where.push(`kind = $${params.length}`);
    }
    if (opts.tag !== undefined) {
      params.push(JSON.stringify([opts.tag]));
      where.push(`tags::jsonb @> $${params.length}::jsonb`);
    }
    if (opts.before !== undefined) {
      params.push(opts.before);
      where.push(`id < $${params.length}`);
    }
    params.push(opts.limit);
    const { rows } = await this.pool.query<RawMemory>(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${params.length}`, params);
    return rows.map(parse);
  }

  async feedback(scope: Scope, id: string, helpful: boolean, adjust: (row: MemoryRow) => number): Promise<MemoryRow | null> {
    return withTransaction(this.pool, async (tx) => {
      const row = await this.visible(tx, scope, id, true);
      return row ? this.write(tx, scope, rememberMemoryFeedback(row, helpful, adjust)) : null;
    });
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return withTransaction(this.pool, async (tx) => {
      if (!(await this.visible(tx, scope, id, true))) return false;
      await tx.query('DELETE FROM memories WHERE tenant = $1 AND id = $2', [scope.tenant, id]);
      await tx.query('UPDATE memories SET superseded_by = NULL WHERE tenant = $1 AND superseded_by = $2', [scope.tenant, id]);
      await this.search.removeDoc(tx, 'memory', id);
      return true;
    });
  }

  async count(scope: Scope, projects: string[]): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM memories WHERE tenant = $1 AND project = ANY($2::text[])', [scope.tenant, projects]);
    return rows[0]?.n ?? 0;
  }
}
