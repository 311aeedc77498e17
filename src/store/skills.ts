/** Store contract of the skills family; every method takes a Scope. */
import type { Scope } from './scope.js';
import type { SearchDocInput } from './search-index.js';

export interface SkillArgument {
  name: string;
  description: string;
  required: boolean;
}

/** One saved version of a skill. `project` is the owner: a project id, or TENANT_WIDE (''). */
export interface SkillVersionRow {
  id: string;
  project: string;
  name: string;
  version: number;
  description: string;
  content: string;
  arguments: SkillArgument[];
  tags: string[];
  /** Front-matter keys other than name and description (SKILL.md import). */
  metadata: Record<string, unknown>;
  /** The original front-matter YAML, kept so an export reproduces the file byte for byte. */
  front_matter: string | null;
  created_at: string;
}

/** A version together with its skill's head (latest version, usage). */
export interface SkillRow extends SkillVersionRow {
  latest_version: number;
  usage_count: number;
  last_used_at: string | null;
  /** When the skill's first version was saved. */
  skill_created_at: string;
  /** When the latest version was saved. */
  updated_at: string;
}

/** One extra file of a skill version's folder (beside SKILL.md), e.g. `scripts/x.py`. */
export interface SkillFileMeta {
  /** Relative to the skill's folder, '/' separators, never `..` or absolute. */
  path: string;
  /** Bytes. */
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export interface SkillFileData extends SkillFileMeta {
  content: Buffer;
}

export type SkillListRow = Omit<SkillRow, 'content' | 'metadata' | 'front_matter'>;

export interface SkillListOptions {
  /** Owners to include, in shadowing order: a name found in an earlier one hides it in later ones. */
  projects: string[];
  /** Keep rows that an earlier project shadows (used when listing one owner explicitly). */
  includeShadowed?: boolean;
  tag?: string;
  limit: number;
  /** Exclusive cursor: the latest version id of the last row of the previous page. */
  before?: string;
}

export interface SkillStore {
  /**
   * Saves `row` as the next version of (row.project, row.name) — the version
   * number is assigned here, atomically — and makes its search document the
   * skill's only one. Returns the version number.
   */
  saveVersion(scope: Scope, row: Omit<SkillVersionRow, 'version'>, doc: SearchDocInput, files?: SkillFileData[]): Promise<number>;
  /** The extra files of each version id (of this tenant), sorted by path; ids without files map to []. */
  listFiles(scope: Scope, versionIds: string[]): Promise<Map<string, SkillFileMeta[]>>;
  /** Every extra file of a version with its bytes, sorted by path. */
  readFiles(scope: Scope, versionId: string): Promise<SkillFileData[]>;
  /** One extra file of a version, or null. */
  readFile(scope: Scope, versionId: string, path: string): Promise<SkillFileData | null>;
  /** A version by id, if its owner is one of `projects`. */
  getVersion(scope: Scope, projects: string[], id: string): Promise<SkillRow | null>;
  /** The latest (or the given) version of the first owner in `projects` that has `name`. */
  find(scope: Scope, projects: string[], name: string, version?: number): Promise<SkillRow | null>;
  /** Latest versions, newest first. */
  list(scope: Scope, opts: SkillListOptions): Promise<SkillListRow[]>;
  /** Latest versions with full content, for export; shadowed ones left out. */
  listFull(scope: Scope, projects: string[]): Promise<SkillRow[]>;
  /** Latest-version rows by version id (search hits), with whether a nearer owner shadows them. */
  getMany(scope: Scope, projects: string[], ids: string[]): Promise<(SkillListRow & { shadowed: boolean })[]>;
  /** Counts one use of the skill; false when it no longer exists. */
  recordUse(scope: Scope, project: string, name: string, at: string): Promise<boolean>;
  /** Deletes every version of the skill (with its files) and its search document; returns how many versions went. */
  delete(scope: Scope, project: string, name: string): Promise<number>;
}
