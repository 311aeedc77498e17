import { placeholders, withTransaction, type Pool, type Queryable, type Tx } from './db.js';
import { logRowChanges, type PgSearchIndex } from './search-index.js';
import { RowCache } from '../row-cache.js';
import type {
  RecordOutcome,
  RemediationListOptions,
  RemediationNote,
  RemediationRow,
  RemediationStore,
} from '../remediations.js';
import { TENANT_WIDE, type Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';
import { parseRemediation as parse, serializeRemediation, type RawRemediation } from '../row-codecs.js';
import { absorbRemediations, mergedRemediation, rememberFeedback } from '../remediation-rules.js';

const COLUMNS = [
  'id', 'tenant', 'project', 'title', 'problem', 'problem_normalized', 'solution', 'root_cause', 'category', 'tags',
  'affected_files', 'code_diff', 'dedup_key', 'confidence', 'usage_count', 'helpful_count', 'unhelpful_count', 'notes', 'created_at', 'updated_at',
] as const;
const SELECT = `SELECT ${COLUMNS.join(', ')} FROM remediations`;
/** Columns a merge, feedback or consolidation rewrites. */
const MUTABLE = ['confidence', 'usage_count', 'helpful_count', 'unhelpful_count', 'tags', 'affected_files', 'notes', 'updated_at'] as const;

/** Rows kept for search heads (~1–2 KB each): a search reads 15, a few thousand cover the searches of a busy hour. */
const ROW_CACHE = 4_096;

export class PgRemediationStore implements RemediationStore {
  private readonly cache = new RowCache<RemediationRow>(ROW_CACHE);

  constructor(
    private readonly pool: Pool,
    private readonly search: PgSearchIndex,
  ) {
    search.onChange('remediation', (id) => this.cache.evict(id));
  }

  async findByKey(scope: Scope, project: string, dedupKey: string): Promise<RemediationRow | null> {
    return this.byKey(this.pool, scope, project, dedupKey);
  }

  private async byKey(db: Queryable, scope: Scope, project: string, dedupKey: string, lock = false): Promise<RemediationRow | null> {
    const { rows } = await db.query<RawRemediation>(`${SELECT} WHERE tenant = $1 AND project = $2 AND dedup_key = $3${lock ? ' FOR UPDATE' : ''}`, [
      scope.tenant,
      project,
      dedupKey,
    ]);
    return rows[0] ? parse(rows[0]) : null;
  }

  /**
   * The unique dedup index decides a race: the loser's INSERT waits for the
   * winner's commit, does nothing, and merges into the winner's row.
   */
  async record(scope: Scope, row: RemediationRow, doc: () => Promise<SearchDocInput>): Promise<RecordOutcome> {
    // Made before the transaction, not after looking the key up: that look-up would cost every
    // new record one round trip more; a merge makes a document it does not use.
    const document = await doc();
    return withTransaction(this.pool, async (tx): Promise<RecordOutcome> => {
      for (;;) {
        const values = serializeRemediation(scope, row);
        const inserted = await tx.query(
          `INSERT INTO remediations (${COLUMNS.join(', ')}) VALUES (${placeholders(COLUMNS.length, 1)})
           ON CONFLICT (tenant, project, dedup_key) DO NOTHING`,
          COLUMNS.map((column) => values[column]),
        );
        if (inserted.rowCount) {
          // A new row (a new id) has no search document yet: inserted without looking for one to replace.
          await this.search.insertMany(tx, scope, [{ ...document, project: row.project }]);
          return { created: true, row };
        }
        const existing = await this.byKey(tx, scope, row.project, row.dedup_key, true);
        // Gone between the two statements (deleted meanwhile): insert again.
        if (existing) return { created: false, row: await this.write(tx, scope, mergedRemediation(existing, row)) };
      }
    });
  }

  /** Writes the mutable columns of `row` (and says so to other daemons' row caches); returns it. */
  private async write(tx: Tx, scope: Scope, row: RemediationRow): Promise<RemediationRow> {
    const values = serializeRemediation(scope, row);
    await tx.query(
      `WITH upd AS (UPDATE remediations SET ${MUTABLE.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE tenant = $1 AND id = $2 RETURNING id),
       log AS (${logRowChanges('upd', 'remediation', `$${MUTABLE.length + 3}`)})
       SELECT 1`,
      [scope.tenant, row.id, ...MUTABLE.map((column) => values[column]), this.search.logOrigin],
    );
    tx.onCommit(() => this.cache.evict(row.id));
    return row;
  }

  /** A row of the scope's project or tenant-wide; locked for the transaction when asked. */
  private async visible(db: Queryable, scope: Scope, id: string, lock = false): Promise<RemediationRow | null> {
    const { rows } = await db.query<RawRemediation>(`${SELECT} WHERE tenant = $1 AND id = $2 AND project IN ($3, $4)${lock ? ' FOR UPDATE' : ''}`, [
      scope.tenant,
      id,
      scope.project,
      TENANT_WIDE,
    ]);
    return rows[0] ? parse(rows[0]) : null;
  }

  async get(scope: Scope, id: string): Promise<RemediationRow | null> {
    return this.visible(this.pool, scope, id);
  }

  /**
   * Rows of the scope's project or tenant-wide, from the row cache where it holds them (as
   * current as other daemons' changes seen within CATCH_UP_MS, see RowCache), the rest in one read.
   */
  async getMany(scope: Scope, ids: string[]): Promise<RemediationRow[]> {
    if (ids.length === 0) return [];
    await this.search.syncWithOthers();
    const generation = this.cache.generation;
    const out: RemediationRow[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.cache.get(scope.tenant, id);
      if (!row) missing.push(id);
      else if (row.project === scope.project || row.project === TENANT_WIDE) out.push(row);
    }
    if (missing.length === 0) return out;
    // Named: each connection parses it once (every remediation search reads its head's rows).
    const { rows } = await this.pool.query<RawRemediation>({
      name: 'contextd-remediation-rows',
      text: `${SELECT} WHERE tenant = $1 AND project IN ($2, $3) AND id = ANY($4::text[])`,
      values: [scope.tenant, scope.project, TENANT_WIDE, missing],
    });
    for (const raw of rows) {
      const row = parse(raw);
      this.cache.set(scope.tenant, row.id, row, generation);
      out.push(row);
    }
    return out;
  }

  async list(scope: Scope, opts: RemediationListOptions): Promise<RemediationRow[]> {
    const params: unknown[] = [scope.tenant, opts.projects];
    const where = ['tenant = $1', 'project = ANY($2::text[])'];
    if (opts.category !== undefined) {
      params.push(opts.category);
      where.push(`category = $${params.length}`);
    }
    if (opts.before !== undefined) {
      params.push(opts.before);
      where.push(`id < $${params.length}`);
    }
    params.push(opts.limit);
    const { rows } = await this.pool.query<RawRemediation>(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${params.length}`, params);
    return rows.map(parse);
  }

  async feedback(
    scope: Scope,
    id: string,
    helpful: boolean,
    note: RemediationNote | null,
    adjust: (row: RemediationRow) => number,
  ): Promise<RemediationRow | null> {
    return withTransaction(this.pool, async (tx) => {
      const row = await this.visible(tx, scope, id, true);
      return row ? this.write(tx, scope, rememberFeedback(row, helpful, note, adjust)) : null;
    });
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return withTransaction(this.pool, async (tx) => {
      if (!(await this.visible(tx, scope, id, true))) return false;
      await this.remove(tx, scope, id);
      return true;
    });
  }

  private async remove(tx: Tx, scope: Scope, id: string): Promise<void> {
    await tx.query('DELETE FROM remediations WHERE tenant = $1 AND id = $2', [scope.tenant, id]);
    // Other daemons learn of it from the search document's removal in `search_log`.
    await this.search.removeDoc(tx, 'remediation', id);
    tx.onCommit(() => this.cache.evict(id));
  }

  async mergeCluster(scope: Scope, keepId: string, mergedIds: string[]): Promise<boolean> {
    return withTransaction(this.pool, async (tx) => {
      const keep = await this.visible(tx, scope, keepId, true);
      const others: RemediationRow[] = [];
      for (const id of mergedIds) {
        const row = await this.visible(tx, scope, id, true);
        if (!row) return false;
        others.push(row);
      }
      if (!keep) return false;
      await this.write(tx, scope, absorbRemediations(keep, others));
      for (const row of others) await this.remove(tx, scope, row.id);
      return true;
    });
  }

  async all(scope: Scope, projects: string[]): Promise<RemediationRow[]> {
    const { rows } = await this.pool.query<RawRemediation>(`${SELECT} WHERE tenant = $1 AND project = ANY($2::text[]) ORDER BY id`, [scope.tenant, projects]);
    return rows.map(parse);
  }

  async count(scope: Scope, projects: string[]): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM remediations WHERE tenant = $1 AND project = ANY($2::text[])', [
      scope.tenant,
      projects,
    ]);
    return rows[0]?.n ?? 0;
  }
}
