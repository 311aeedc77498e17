import { Params, withTransaction, type Pool, type Queryable } from './db.js';
import type { PgSearchIndex } from './search-index.js';
import type { SkillFileData, SkillFileMeta, SkillListOptions, SkillListRow, SkillRow, SkillStore, SkillVersionRow } from '../skills.js';
import type { Scope } from '../scope.js';
import type { SearchDocInput } from '../search-index.js';
import { parseSkill, parseSkillListRow, type RawSkill, type RawSkillListRow } from '../row-codecs.js';

/** Head columns joined onto a version row `v` (`h` is the skill's head). */
const HEAD_COLUMNS = 'h.version AS latest_version, h.usage_count, h.last_used_at, h.created_at AS skill_created_at, h.updated_at';
const FULL_COLUMNS = `v.id, v.project, v.name, v.version, v.description, v.content, v.arguments, v.tags, v.metadata, v.front_matter, v.created_at, ${HEAD_COLUMNS}`;
const LIST_COLUMNS = `v.id, v.project, v.name, v.version, v.description, v.arguments, v.tags, v.created_at, ${HEAD_COLUMNS}`;
const HEAD_JOIN = 'skills h JOIN skill_versions v ON v.id = h.latest_id';
/** First key of the advisory lock that serializes saves of one skill (the second is a hash of its name). */
const SAVE_LOCK_CLASS = 0x736b696c; // 'skil'

export class PgSkillStore implements SkillStore {
  constructor(
    private readonly pool: Pool,
    private readonly search: PgSearchIndex,
  ) {}

  private async head(db: Queryable, tenant: string, project: string, name: string): Promise<{ latest_id: string; version: number } | undefined> {
    const { rows } = await db.query<{ latest_id: string; version: number }>('SELECT latest_id, version FROM skills WHERE tenant = $1 AND project = $2 AND name = $3', [
      tenant,
      project,
      name,
    ]);
    return rows[0];
  }

  /** Two saves of one skill take turns on an advisory lock, so version numbers never collide. */
  async saveVersion(scope: Scope, row: Omit<SkillVersionRow, 'version'>, doc: SearchDocInput, files: SkillFileData[] = []): Promise<number> {
    return withTransaction(this.pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SAVE_LOCK_CLASS, JSON.stringify([scope.tenant, row.project, row.name])]);
      const head = await this.head(tx, scope.tenant, row.project, row.name);
      const version = (head?.version ?? 0) + 1;
      await tx.query(
        `INSERT INTO skill_versions (id, tenant, project, name, version, description, content, arguments, tags, metadata, front_matter, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [row.id, scope.tenant, row.project, row.name, version, row.description, row.content, JSON.stringify(row.arguments),
          JSON.stringify(row.tags), JSON.stringify(row.metadata), row.front_matter, row.created_at],
      );
      for (const file of files) {
        await tx.query('INSERT INTO skill_files (version_id, tenant, path, size, sha256, content) VALUES ($1, $2, $3, $4, $5, $6)', [
          row.id, scope.tenant, file.path, file.size, file.sha256, file.content,
        ]);
      }
      const key = [scope.tenant, row.project, row.name];
      if (head) {
        await tx.query('UPDATE skills SET latest_id = $4, version = $5, updated_at = $6 WHERE tenant = $1 AND project = $2 AND name = $3', [
          ...key, row.id, version, row.created_at,
        ]);
        await this.search.removeDoc(tx, 'skill', head.latest_id);
      } else {
        await tx.query(
          `INSERT INTO skills (tenant, project, name, latest_id, version, usage_count, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 0, $6, $6)`,
          [...key, row.id, version, row.created_at],
        );
      }
      await this.search.upsert(tx, scope, { ...doc, refId: row.id, project: row.project });
      return version;
    });
  }

  async listFiles(scope: Scope, versionIds: string[]): Promise<Map<string, SkillFileMeta[]>> {
    const out = new Map<string, SkillFileMeta[]>(versionIds.map((id) => [id, []]));
    if (versionIds.length === 0) return out;
    const { rows } = await this.pool.query<SkillFileMeta & { version_id: string }>(
      'SELECT version_id, path, size, sha256 FROM skill_files WHERE tenant = $1 AND version_id = ANY($2::text[]) ORDER BY version_id, path',
      [scope.tenant, versionIds],
    );
    for (const { version_id, ...meta } of rows) out.get(version_id)?.push(meta);
    return out;
  }

  async readFiles(scope: Scope, versionId: string): Promise<SkillFileData[]> {
    const { rows } = await this.pool.query<SkillFileData>(
      'SELECT path, size, sha256, content FROM skill_files WHERE tenant = $1 AND version_id = $2 ORDER BY path',
      [scope.tenant, versionId],
    );
    return rows;
  }

  async readFile(scope: Scope, versionId: string, path: string): Promise<SkillFileData | null> {
    const { rows } = await this.pool.query<SkillFileData>(
      'SELECT path, size, sha256, content FROM skill_files WHERE tenant = $1 AND version_id = $2 AND path = $3',
      [scope.tenant, versionId, path],
    );
    return rows[0] ?? null;
  }

  async getVersion(scope: Scope, projects: string[], id: string): Promise<SkillRow | null> {
    const { rows } = await this.pool.query<RawSkill>(
      `SELECT ${FULL_COLUMNS} FROM skill_versions v JOIN skills h ON h.tenant = v.tenant AND h.project = v.project AND h.name = v.name
       WHERE v.tenant = $1 AND v.id = $2 AND v.project = ANY($3::text[])`,
      [scope.tenant, id, projects],
    );
    return rows[0] ? parseSkill(rows[0]) : null;
  }

  async find(scope: Scope, projects: string[], name: string, version?: number): Promise<SkillRow | null> {
    for (const project of projects) {
      if (!(await this.head(this.pool, scope.tenant, project, name))) continue;
      const { rows } = await this.pool.query<RawSkill>(
        `SELECT ${FULL_COLUMNS} FROM skills h JOIN skill_versions v ON v.tenant = h.tenant AND v.project = h.project AND v.name = h.name
         WHERE h.tenant = $1 AND h.project = $2 AND h.name = $3 AND v.version = coalesce($4::int, h.version)`,
        [scope.tenant, project, name, version ?? null],
      );
      return rows[0] ? parseSkill(rows[0]) : null;
    }
    return null;
  }

  async list(scope: Scope, opts: SkillListOptions): Promise<SkillListRow[]> {
    const p = new Params();
    const where = [`h.tenant = ${p.add(scope.tenant)}`, `h.project = ANY(${p.add(opts.projects)}::text[])`];
    if (!opts.includeShadowed) where.push(`NOT (${shadowedExpression(opts.projects, p)})`);
    if (opts.tag !== undefined) where.push(`v.tags::jsonb ? ${p.add(opts.tag)}`);
    if (opts.before !== undefined) where.push(`h.latest_id < ${p.add(opts.before)}`);
    const sql = `SELECT ${LIST_COLUMNS} FROM ${HEAD_JOIN} WHERE ${where.join(' AND ')} ORDER BY h.latest_id DESC LIMIT ${p.add(opts.limit)}`;
    return (await this.pool.query<RawSkillListRow>(sql, p.values)).rows.map(parseSkillListRow);
  }

  async listFull(scope: Scope, projects: string[]): Promise<SkillRow[]> {
    const p = new Params();
    const sql = `SELECT ${FULL_COLUMNS} FROM ${HEAD_JOIN} WHERE h.tenant = ${p.add(scope.tenant)} AND h.project = ANY(${p.add(projects)}::text[])
      AND NOT (${shadowedExpression(projects, p)}) ORDER BY h.name, h.project`;
    return (await this.pool.query<RawSkill>(sql, p.values)).rows.map(parseSkill);
  }

  async getMany(scope: Scope, projects: string[], ids: string[]): Promise<(SkillListRow & { shadowed: boolean })[]> {
    if (ids.length === 0) return [];
    const p = new Params();
    const sql = `SELECT ${LIST_COLUMNS}, (${shadowedExpression(projects, p)}) AS shadowed FROM ${HEAD_JOIN}
      WHERE h.tenant = ${p.add(scope.tenant)} AND h.project = ANY(${p.add(projects)}::text[]) AND h.latest_id = ANY(${p.add(ids)}::text[])`;
    const { rows } = await this.pool.query<RawSkillListRow>(sql, p.values);
    return rows.map((raw) => ({ ...parseSkillListRow(raw), shadowed: raw.shadowed === true }));
  }

  async recordUse(scope: Scope, project: string, name: string, at: string): Promise<boolean> {
    const updated = await this.pool.query(
      'UPDATE skills SET usage_count = usage_count + 1, last_used_at = $1 WHERE tenant = $2 AND project = $3 AND name = $4',
      [at, scope.tenant, project, name],
    );
    return (updated.rowCount ?? 0) > 0;
  }

  async delete(scope: Scope, project: string, name: string): Promise<number> {
    return withTransaction(this.pool, async (tx) => {
      const head = await this.head(tx, scope.tenant, project, name);
      if (!head) return 0;
      await this.search.removeDoc(tx, 'skill', head.latest_id);
      const key = [scope.tenant, project, name];
      await tx.query('DELETE FROM skill_files WHERE tenant = $1 AND version_id IN (SELECT id FROM skill_versions WHERE tenant = $1 AND project = $2 AND name = $3)', key);
      const removed = await tx.query('DELETE FROM skill_versions WHERE tenant = $1 AND project = $2 AND name = $3', key);
      await tx.query('DELETE FROM skills WHERE tenant = $1 AND project = $2 AND name = $3', key);
      return removed.rowCount ?? 0;
    });
  }
}

/**
 * SQL that is true when the head `h` is hidden by a skill of the same name
 * owned by a project listed before h's own (a project skill shadows the
 * tenant-wide one of the same name).
 */
function shadowedExpression(projects: string[], p: Params): string {
  const parts = projects.slice(1).map(
    (project, i) =>
      `(h.project = ${p.add(project)} AND EXISTS (SELECT 1 FROM skills s WHERE s.tenant = h.tenant AND s.name = h.name AND s.project = ANY(${p.add(projects.slice(0, i + 1))}::text[])))`,
  );
  return parts.length === 0 ? 'false' : parts.join(' OR ');
}
