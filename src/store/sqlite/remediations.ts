import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { SqliteSearchIndex } from './search-index.js';
import type {
  RecordOutcome,
  RemediationListOptions,
  RemediationMergePatch,
  RemediationNote,
  RemediationRow,
  RemediationStore,
} from '../remediations.js';
import { TENANT_WIDE, type Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';
import { parseRemediation as parse, serializeRemediation as serialize, type RawRemediation } from '../row-codecs.js';
import { absorbRemediations, mergedRemediation, rememberFeedback } from '../remediation-rules.js';
import { RowCache } from '../row-cache.js';

type RawRow = RawRemediation;

/** Rows kept for searches' heads (the PostgreSQL store keeps as many). */
const ROW_CACHE = 4_096;

export class SqliteRemediationStore implements RemediationStore {
  private readonly st;
  /**
   * Rows a search reads for its head, kept while the file is unchanged: any write, by this
   * connection (`total_changes()`) or another (`PRAGMA data_version`), empties it before the
   * next read (see `rows`).
   */
  private readonly cache = new RowCache<RemediationRow>(ROW_CACHE);
  private cacheStamp = { version: -1, changes: -1 };

  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {
    this.st = {
      insert: db.prepare(
        `INSERT INTO remediations (id, tenant, project, title, problem, problem_normalized, solution, root_cause, category, tags,
           affected_files, code_diff, dedup_key, confidence, usage_count, helpful_count, unhelpful_count, notes, created_at, updated_at)
         VALUES (@id, @tenant, @project, @title, @problem, @problem_normalized, @solution, @root_cause, @category, @tags,
           @affected_files, @code_diff, @dedup_key, @confidence, @usage_count, @helpful_count, @unhelpful_count, @notes, @created_at, @updated_at)`,
      ),
      byKey: db.prepare<[string, string, string], RawRow>('SELECT * FROM remediations WHERE tenant = ? AND project = ? AND dedup_key = ?'),
      get: db.prepare<[string, string, string, string], RawRow>('SELECT * FROM remediations WHERE tenant = ? AND id = ? AND project IN (?, ?)'),
      merge: db.prepare(
        `UPDATE remediations SET usage_count = usage_count + 1, tags = @tags, affected_files = @affected_files,
           confidence = @confidence, updated_at = @updated_at WHERE tenant = @tenant AND id = @id`,
      ),
      feedback: db.prepare(
        `UPDATE remediations SET confidence = @confidence, helpful_count = @helpful_count, unhelpful_count = @unhelpful_count,
           notes = @notes, updated_at = @updated_at WHERE tenant = @tenant AND id = @id`,
      ),
      absorb: db.prepare(
        `UPDATE remediations SET usage_count = @usage_count, helpful_count = @helpful_count, unhelpful_count = @unhelpful_count,
           confidence = @confidence, tags = @tags, affected_files = @affected_files, notes = @notes, updated_at = @updated_at
         WHERE tenant = @tenant AND id = @id`,
      ),
      delete: db.prepare('DELETE FROM remediations WHERE tenant = ? AND id = ?'),
      getMany: db.prepare<[string, string, string, string], RawRow>(
        'SELECT * FROM remediations WHERE tenant = ? AND project IN (?, ?) AND id IN (SELECT value FROM json_each(?))',
      ),
      dataVersion: db.prepare<[], { data_version: number }>('PRAGMA data_version'),
      totalChanges: db.prepare<[], { n: number }>('SELECT total_changes() AS n'),
    };
  }

  /** The row cache, emptied first when the file changed since it was filled (a write of any process, to any table). */
  private rows(): RowCache<RemediationRow> {
    const version = this.st.dataVersion.get()!.data_version;
    const changes = this.st.totalChanges.get()!.n;
    if (version !== this.cacheStamp.version || changes !== this.cacheStamp.changes) {
      this.cache.evict(null);
      this.cacheStamp = { version, changes };
    }
    return this.cache;
  }

  async findByKey(scope: Scope, project: string, dedupKey: string): Promise<RemediationRow | null> {
    const raw = this.st.byKey.get(scope.tenant, project, dedupKey);
    return raw ? parse(raw) : null;
  }

  async record(scope: Scope, row: RemediationRow, doc: () => Promise<SearchDocInput>): Promise<RecordOutcome> {
    let document: SearchDocInput | null = null;
    for (;;) {
      // The document only for a row that will be inserted: a merge makes none.
      if (document === null && !this.st.byKey.get(scope.tenant, row.project, row.dedup_key)) document = await doc();
      const made = document;
      const outcome = writeTransaction(this.db, (): RecordOutcome | null => {
        const existing = this.st.byKey.get(scope.tenant, row.project, row.dedup_key);
        if (existing) return { created: false, row: this.mergeRow(scope, parse(existing), row) };
        // Deleted since it was looked up: make the document, then insert.
        if (made === null) return null;
        this.st.insert.run(serialize(scope, row));
        this.search.upsert(scope, { ...made, project: row.project });
        return { created: true, row };
      });
      if (outcome) return outcome;
    }
  }

  private mergeRow(scope: Scope, current: RemediationRow, patch: RemediationMergePatch): RemediationRow {
    const next = mergedRemediation(current, patch);
    this.st.merge.run({
      tenant: scope.tenant,
      id: current.id,
      tags: JSON.stringify(next.tags),
      affected_files: JSON.stringify(next.affected_files),
      confidence: next.confidence,
      updated_at: next.updated_at,
    });
    return next;
  }

  async get(scope: Scope, id: string): Promise<RemediationRow | null> {
    const raw = this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE);
    return raw ? parse(raw) : null;
  }

  /** The rows of `ids` in the scope's projects, from the row cache where it has them (in no particular order). */
  async getMany(scope: Scope, ids: string[]): Promise<RemediationRow[]> {
    if (ids.length === 0) return [];
    const cache = this.rows();
    const generation = cache.generation;
    const out: RemediationRow[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const row = cache.get(scope.tenant, id);
      if (!row) missing.push(id);
      else if (row.project === scope.project || row.project === TENANT_WIDE) out.push(row);
    }
    if (missing.length === 0) return out;
    for (const raw of this.st.getMany.all(scope.tenant, scope.project, TENANT_WIDE, JSON.stringify(missing))) {
      const row = parse(raw);
      cache.set(scope.tenant, row.id, row, generation);
      out.push(row);
    }
    return out;
  }

  async list(scope: Scope, opts: RemediationListOptions): Promise<RemediationRow[]> {
    const where = ['tenant = ?', `project IN (${opts.projects.map(() => '?').join(',')})`];
    const params: unknown[] = [scope.tenant, ...opts.projects];
    if (opts.category !== undefined) {
      where.push('category = ?');
      params.push(opts.category);
    }
    if (opts.before !== undefined) {
      where.push('id < ?');
      params.push(opts.before);
    }
    const sql = `SELECT * FROM remediations WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`;
    return cachedStatement<unknown[], RawRow>(this.db, sql).all(...params, opts.limit).map(parse);
  }

  async feedback(
    scope: Scope,
    id: string,
    helpful: boolean,
    note: RemediationNote | null,
    adjust: (row: RemediationRow) => number,
  ): Promise<RemediationRow | null> {
    return writeTransaction(this.db, () => {
      const raw = this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE);
      if (!raw) return null;
      const next = rememberFeedback(parse(raw), helpful, note, adjust);
      this.st.feedback.run({
        tenant: scope.tenant,
        id,
        confidence: next.confidence,
        helpful_count: next.helpful_count,
        unhelpful_count: next.unhelpful_count,
        notes: JSON.stringify(next.notes),
        updated_at: next.updated_at,
      });
      return next;
    });
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return writeTransaction(this.db, () => {
      if (!this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE)) return false;
      this.st.delete.run(scope.tenant, id);
      this.search.removeDoc('remediation', id);
      return true;
    });
  }

  async mergeCluster(scope: Scope, keepId: string, mergedIds: string[]): Promise<boolean> {
    return writeTransaction(this.db, () => {
      const keepRaw = this.st.get.get(scope.tenant, keepId, scope.project, TENANT_WIDE);
      const merged = mergedIds.map((id) => this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE));
      if (!keepRaw || merged.some((raw) => !raw)) return false;
      const keep = parse(keepRaw);
      const others = (merged as RawRow[]).map(parse);
      const next = absorbRemediations(keep, others);
      this.st.absorb.run(serialize(scope, next));
      for (const row of others) {
        this.st.delete.run(scope.tenant, row.id);
        this.search.removeDoc('remediation', row.id);
      }
      return true;
    });
  }

  async all(scope: Scope, projects: string[]): Promise<RemediationRow[]> {
    const sql = `SELECT * FROM remediations WHERE tenant = ? AND project IN (${projects.map(() => '?').join(',')}) ORDER BY id`;
    return cachedStatement<unknown[], RawRow>(this.db, sql).all(scope.tenant, ...projects).map(parse);
  }

  async count(scope: Scope, projects: string[]): Promise<number> {
    const sql = `SELECT count(*) AS n FROM remediations WHERE tenant = ? AND project IN (${projects.map(() => '?').join(',')})`;
    return cachedStatement<unknown[], { n: number }>(this.db, sql).get(scope.tenant, ...projects)?.n ?? 0;
  }
}
