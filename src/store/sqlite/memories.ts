import { writeTransaction, type Db } from './db.js';
import { cachedStatement } from './statements.js';
import type { SqliteSearchIndex } from './search-index.js';
import {
  MEMORY_COLUMNS,
  mergedMemory,
  parseMemory as parse,
  rememberMemoryFeedback,
  serializeMemory as serialize,
  type MemoryListOptions,
  type MemoryOutcome,
  type MemoryRow,
  type MemoryStore,
  type RawMemory,
} from '../memories.js';
import { TENANT_WIDE, type Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';

export class SqliteMemoryStore implements MemoryStore {
  private readonly st;

  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {
    this.st = {
      insert: db.prepare(`INSERT INTO memories (${MEMORY_COLUMNS.join(', ')}) VALUES (${MEMORY_COLUMNS.map((c) => `@${c}`).join(', ')})`),
      byKey: db.prepare<[string, string, string], RawMemory>('SELECT * FROM memories WHERE tenant = ? AND project = ? AND dedup_key = ?'),
      get: db.prepare<[string, string, string, string], RawMemory>('SELECT * FROM memories WHERE tenant = ? AND id = ? AND project IN (?, ?)'),
      getMany: db.prepare<[string, string, string, string], RawMemory>(
        'SELECT * FROM memories WHERE tenant = ? AND project IN (?, ?) AND id IN (SELECT value FROM json_each(?))',
      ),
      update: db.prepare(
        `UPDATE memories SET tags = @tags, usage_count = @usage_count, confidence = @confidence, helpful_count = @helpful_count,
           unhelpful_count = @unhelpful_count, updated_at = @updated_at WHERE tenant = @tenant AND id = @id`,
      ),
      supersede: db.prepare('UPDATE memories SET superseded_by = ? WHERE tenant = ? AND id = ? AND project IN (?, ?)'),
      restore: db.prepare('UPDATE memories SET superseded_by = NULL WHERE tenant = ? AND superseded_by = ?'),
      delete: db.prepare('DELETE FROM memories WHERE tenant = ? AND id = ?'),
    };
  }

  async findByKey(scope: Scope, project: string, dedupKey: string): Promise<MemoryRow | null> {
    const raw = this.st.byKey.get(scope.tenant, project, dedupKey);
    return raw ? parse(raw) : null;
  }

  async record(scope: Scope, row: MemoryRow, doc: SearchDocInput): Promise<MemoryOutcome> {
    return writeTransaction(this.db, (): MemoryOutcome => {
      const existing = this.st.byKey.get(scope.tenant, row.project, row.dedup_key);
      if (existing) return { created: false, row: this.write(scope, mergedMemory(parse(existing), row)) };
      this.st.insert.run(serialize(scope, row));
      this.search.upsert(scope, { ...doc, project: row.project });
      if (row.supersedes) this.st.supersede.run(row.id, scope.tenant, row.supersedes, scope.project, TENANT_WIDE);
      return { created: true, row };
    });
  }

  private write(scope: Scope, row: MemoryRow): MemoryRow {
    const values = serialize(scope, row);
    this.st.update.run({
      tenant: scope.tenant,
      id: row.id,
      tags: values.tags,
      usage_count: row.usage_count,
      confidence: row.confidence,
      helpful_count: row.helpful_count,
      unhelpful_count: row.unhelpful_count,
      updated_at: row.updated_at,
    });
    return row;
  }

  async get(scope: Scope, id: string): Promise<MemoryRow | null> {
    const raw = this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE);
    return raw ? parse(raw) : null;
  }

  async getMany(scope: Scope, ids: string[]): Promise<MemoryRow[]> {
    if (ids.length === 0) return [];
    return this.st.getMany.all(scope.tenant, scope.project, TENANT_WIDE, JSON.stringify(ids)).map(parse);
  }

  async list(scope: Scope, opts: MemoryListOptions): Promise<MemoryRow[]> {
    const where = ['tenant = ?', `project IN (${opts.projects.map(() => '?').join(',')})`];
    const params: unknown[] = [scope.tenant, ...opts.projects];
    if (opts.kind !== undefined) {
      where.push('kind = ?');
      params.push(opts.kind);
    }
    if (opts.tag !== undefined) {
      where.push('EXISTS (SELECT 1 FROM json_each(memories.tags) WHERE value = ?)');
      params.push(opts.tag);
    }
    if (opts.before !== undefined) {
      where.push('id < ?');
      params.push(opts.before);
    }
    const sql = `SELECT * FROM memories WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`;
    return cachedStatement<unknown[], RawMemory>(this.db, sql).all(...params, opts.limit).map(parse);
  }

  async feedback(scope: Scope, id: string, helpful: boolean, adjust: (row: MemoryRow) => number): Promise<MemoryRow | null> {
    return writeTransaction(this.db, () => {
      const raw = this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE);
      return raw ? this.write(scope, rememberMemoryFeedback(parse(raw), helpful, adjust)) : null;
    });
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    return writeTransaction(this.db, () => {
      if (!this.st.get.get(scope.tenant, id, scope.project, TENANT_WIDE)) return false;
      this.st.delete.run(scope.tenant, id);
      this.st.restore.run(scope.tenant, id);
      this.search.removeDoc('memory', id);
      return true;
    });
  }

  async count(scope: Scope, projects: string[]): Promise<number> {
    const sql = `SELECT count(*) AS n FROM memories WHERE tenant = ? AND project IN (${projects.map(() => '?').join(',')})`;
    return cachedStatement<unknown[], { n: number }>(this.db, sql).get(scope.tenant, ...projects)?.n ?? 0;
  }
}
