import { writeTransaction, type Db } from './db.js';
import type { SqliteSearchIndex } from './search-index.js';
import type { SkillFileData, SkillFileMeta, SkillListOptions, SkillListRow, SkillRow, SkillStore, SkillVersionRow } from '../skills.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';
import { parseSkill as parseFull, parseSkillListRow as parseListRow, type RawSkill, type RawSkillListRow } from '../row-codecs.js';

type RawListRow = RawSkillListRow;

/** Head columns joined onto a version row `v` (`h` is the skill's head). */
const HEAD_COLUMNS =
  'h.version AS latest_version, h.usage_count, h.last_used_at, h.created_at AS skill_created_at, h.updated_at';
const FULL_COLUMNS = `v.id, v.project, v.name, v.version, v.description, v.content, v.arguments, v.tags, v.metadata, v.front_matter, v.created_at, ${HEAD_COLUMNS}`;
const LIST_COLUMNS = `v.id, v.project, v.name, v.version, v.description, v.arguments, v.tags, v.created_at, ${HEAD_COLUMNS}`;
const HEAD_JOIN = 'skills h JOIN skill_versions v ON v.id = h.latest_id';

export class SqliteSkillStore implements SkillStore {
  private readonly st;

  constructor(
    protected readonly db: Db,
    protected readonly search: SqliteSearchIndex,
  ) {
    this.st = {
      head: db.prepare<[string, string, string], { latest_id: string; version: number }>(
        'SELECT latest_id, version FROM skills WHERE tenant = ? AND project = ? AND name = ?',
      ),
      insertVersion: db.prepare(
        `INSERT INTO skill_versions (id, tenant, project, name, version, description, content, arguments, tags, metadata, front_matter, created_at)
         VALUES (@id, @tenant, @project, @name, @version, @description, @content, @arguments, @tags, @metadata, @front_matter, @created_at)`,
      ),
      insertHead: db.prepare(
        `INSERT INTO skills (tenant, project, name, latest_id, version, usage_count, created_at, updated_at)
         VALUES (@tenant, @project, @name, @id, @version, 0, @created_at, @created_at)`,
      ),
      updateHead: db.prepare(
        'UPDATE skills SET latest_id = @id, version = @version, updated_at = @created_at WHERE tenant = @tenant AND project = @project AND name = @name',
      ),
      findVersion: db.prepare<[string, string, string, number | null], RawSkill>(
        `SELECT ${FULL_COLUMNS} FROM skills h JOIN skill_versions v ON v.tenant = h.tenant AND v.project = h.project AND v.name = h.name
         WHERE h.tenant = ? AND h.project = ? AND h.name = ? AND v.version = coalesce(?, h.version)`,
      ),
      recordUse: db.prepare(
        'UPDATE skills SET usage_count = usage_count + 1, last_used_at = ? WHERE tenant = ? AND project = ? AND name = ?',
      ),
      insertFile: db.prepare(
        'INSERT INTO skill_files (version_id, tenant, path, size, sha256, content) VALUES (@version_id, @tenant, @path, @size, @sha256, @content)',
      ),
      readFiles: db.prepare<[string, string], SkillFileData>(
        'SELECT path, size, sha256, content FROM skill_files WHERE tenant = ? AND version_id = ? ORDER BY path',
      ),
      readFile: db.prepare<[string, string, string], SkillFileData>(
        'SELECT path, size, sha256, content FROM skill_files WHERE tenant = ? AND version_id = ? AND path = ?',
      ),
      deleteFiles: db.prepare(
        'DELETE FROM skill_files WHERE tenant = ? AND version_id IN (SELECT id FROM skill_versions WHERE tenant = ? AND project = ? AND name = ?)',
      ),
      deleteVersions: db.prepare('DELETE FROM skill_versions WHERE tenant = ? AND project = ? AND name = ?'),
      deleteHead: db.prepare('DELETE FROM skills WHERE tenant = ? AND project = ? AND name = ?'),
    };
  }

  async saveVersion(scope: Scope, row: Omit<SkillVersionRow, 'version'>, doc: SearchDocInput, files: SkillFileData[] = []): Promise<number> {
    return writeTransaction(this.db, () => {
      const head = this.st.head.get(scope.tenant, row.project, row.name);
      const version = (head?.version ?? 0) + 1;
      const params = {
        ...row,
        version,
        tenant: scope.tenant,
        arguments: JSON.stringify(row.arguments),
        tags: JSON.stringify(row.tags),
        metadata: JSON.stringify(row.metadata),
      };
      this.st.insertVersion.run(params);
      for (const file of files) this.st.insertFile.run({ ...file, version_id: row.id, tenant: scope.tenant });
      if (head) {
        this.st.updateHead.run(params);
        this.search.removeDoc('skill', head.latest_id);
      } else {
        this.st.insertHead.run(params);
      }
      this.search.upsert(scope, { ...doc, refId: row.id, project: row.project });
      return version;
    });
  }

  async listFiles(scope: Scope, versionIds: string[]): Promise<Map<string, SkillFileMeta[]>> {
    const out = new Map<string, SkillFileMeta[]>(versionIds.map((id) => [id, []]));
    if (versionIds.length === 0) return out;
    const sql = `SELECT version_id, path, size, sha256 FROM skill_files WHERE tenant = ? AND version_id IN (${marks(versionIds)}) ORDER BY version_id, path`;
    for (const { version_id, ...meta } of this.db.prepare<unknown[], SkillFileMeta & { version_id: string }>(sql).all(scope.tenant, ...versionIds)) {
      out.get(version_id)?.push(meta);
    }
    return out;
  }

  async readFiles(scope: Scope, versionId: string): Promise<SkillFileData[]> {
    return this.st.readFiles.all(scope.tenant, versionId);
  }

  async readFile(scope: Scope, versionId: string, path: string): Promise<SkillFileData | null> {
    return this.st.readFile.get(scope.tenant, versionId, path) ?? null;
  }

  async getVersion(scope: Scope, projects: string[], id: string): Promise<SkillRow | null> {
    const sql = `SELECT ${FULL_COLUMNS} FROM skill_versions v JOIN skills h ON h.tenant = v.tenant AND h.project = v.project AND h.name = v.name
      WHERE v.tenant = ? AND v.id = ? AND v.project IN (${marks(projects)})`;
    const raw = this.db.prepare<unknown[], RawSkill>(sql).get(scope.tenant, id, ...projects);
    return raw ? parseFull(raw) : null;
  }

  async find(scope: Scope, projects: string[], name: string, version?: number): Promise<SkillRow | null> {
    for (const project of projects) {
      if (!this.st.head.get(scope.tenant, project, name)) continue;
      const raw = this.st.findVersion.get(scope.tenant, project, name, version ?? null);
      return raw ? parseFull(raw) : null;
    }
    return null;
  }

  async list(scope: Scope, opts: SkillListOptions): Promise<SkillListRow[]> {
    const where = [`h.tenant = ?`, `h.project IN (${marks(opts.projects)})`];
    const params: unknown[] = [scope.tenant, ...opts.projects];
    if (!opts.includeShadowed) {
      const shadow = shadowedExpression(opts.projects);
      where.push(`NOT (${shadow.sql})`);
      params.push(...shadow.params);
    }
    if (opts.tag !== undefined) {
      where.push('EXISTS (SELECT 1 FROM json_each(v.tags) WHERE json_each.value = ?)');
      params.push(opts.tag);
    }
    if (opts.before !== undefined) {
      where.push('h.latest_id < ?');
      params.push(opts.before);
    }
    const sql = `SELECT ${LIST_COLUMNS} FROM ${HEAD_JOIN} WHERE ${where.join(' AND ')} ORDER BY h.latest_id DESC LIMIT ?`;
    return this.db
      .prepare<unknown[], RawListRow>(sql)
      .all(...params, opts.limit)
      .map(parseListRow);
  }

  async listFull(scope: Scope, projects: string[]): Promise<SkillRow[]> {
    const shadow = shadowedExpression(projects);
    const sql = `SELECT ${FULL_COLUMNS} FROM ${HEAD_JOIN} WHERE h.tenant = ? AND h.project IN (${marks(projects)}) AND NOT (${shadow.sql})
      ORDER BY h.name, h.project`;
    return this.db
      .prepare<unknown[], RawSkill>(sql)
      .all(scope.tenant, ...projects, ...shadow.params)
      .map(parseFull);
  }

  async getMany(scope: Scope, projects: string[], ids: string[]): Promise<(SkillListRow & { shadowed: boolean })[]> {
    if (ids.length === 0) return [];
    const shadow = shadowedExpression(projects);
    const sql = `SELECT ${LIST_COLUMNS}, (${shadow.sql}) AS shadowed FROM ${HEAD_JOIN}
      WHERE h.tenant = ? AND h.project IN (${marks(projects)}) AND h.latest_id IN (${marks(ids)})`;
    return this.db
      .prepare<unknown[], RawListRow>(sql)
      .all(...shadow.params, scope.tenant, ...projects, ...ids)
      .map((raw) => ({ ...parseListRow(raw), shadowed: raw.shadowed === 1 }));
  }

  async recordUse(scope: Scope, project: string, name: string, at: string): Promise<boolean> {
    return this.st.recordUse.run(at, scope.tenant, project, name).changes > 0;
  }

  async delete(scope: Scope, project: string, name: string): Promise<number> {
    return writeTransaction(this.db, () => {
      const head = this.st.head.get(scope.tenant, project, name);
      if (!head) return 0;
      this.search.removeDoc('skill', head.latest_id);
      this.st.deleteFiles.run(scope.tenant, scope.tenant, project, name);
      const removed = this.st.deleteVersions.run(scope.tenant, project, name).changes;
      this.st.deleteHead.run(scope.tenant, project, name);
      return removed;
    });
  }
}

function marks(values: readonly unknown[]): string {
  return values.map(() => '?').join(',');
}

/**
 * SQL that is true when the head `h` is hidden by a skill of the same name
 * owned by a project listed before h's own (a project skill shadows the
 * tenant-wide one of the same name).
 */
function shadowedExpression(projects: string[]): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  projects.forEach((project, i) => {
    if (i === 0) return;
    const earlier = projects.slice(0, i);
    parts.push(
      `(h.project = ? AND EXISTS (SELECT 1 FROM skills s WHERE s.tenant = h.tenant AND s.name = h.name AND s.project IN (${marks(earlier)})))`,
    );
    params.push(project, ...earlier);
  });
  return parts.length === 0 ? { sql: '0', params } : { sql: parts.join(' OR '), params };
}
