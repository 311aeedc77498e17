import type {
  Skill,
  SkillApplyInput,
  SkillApplyOutput,
  SkillExportOutput,
  SkillImportOutput,
  SkillListOutput,
  SkillPromptsOutput,
  SkillSaveInput,
  SkillSaveResult,
  SkillScope,
  SkillSearchOutput,
} from '../../api/skills.js';
import type { SkillFolderFile } from '../../api/skills.js';
import type { SkillArgument, SkillFileData, SkillRow, SkillVersionRow } from '../../store/skills.js';
import type { Scope } from '../../store/scope.js';
import { ContextdError, invalid, notFound } from '../../util/errors.js';
import { newId } from '../../util/ids.js';
import { round } from '../checkpoints/service.js';
import { paginate } from '../pagination.js';
import { ownerProject, projectsFor, scopeOfProject } from '../scope.js';
import { registerReembedSource } from '../reembed.js';
import { aboveFloor } from '../search.js';
import type { ServiceDeps } from '../services-deps.js';
import { redactSkill, type SkillTexts } from './redact.js';
import { SkillFileError, parseSkillFile, renderSkillFile, skillFilePath, type ParsedSkillFile } from './skillfile.js';
import { decodeFolderFiles, encodeFolderFiles, fileContent, importBytesProblem, sameFolderFiles } from './files.js';
import { fillTemplate } from './template.js';
import { validateSkillInput } from './validate.js';

const EMBED_CONTENT_CHARS = 8_000;
const VERSION_ID_PREFIX = 'sk_';

/** Skill contents as written by save or import, before the store assigns a version. */
interface SkillDraft extends SkillTexts {
  name: string;
  tags: string[];
  front_matter: string | null;
}

/**
 * Skills: versioned, redacted, searchable procedures. A skill belongs to the
 * project or to the whole tenant (owner ''); a session sees both, and a
 * project skill shadows a tenant-wide one of the same name.
 */
export class SkillService {
  constructor(protected readonly deps: ServiceDeps) {}

  async save(scope: Scope, input: SkillSaveInput): Promise<SkillSaveResult> {
    const problems = validateSkillInput(input);
    if (problems.length > 0) throw invalid(problems.join('; '));
    const owner = ownerProject(scope, input.scope);
    // A new version keeps the SKILL.md extras (front matter, metadata) of the one it replaces.
    const previous = await this.deps.store.skills.find(scope, [owner], input.name);
    const { texts, count } = redactSkill({
      description: input.description,
      content: input.content,
      arguments: input.arguments,
      metadata: previous?.metadata ?? {},
      tags: input.tags,
    });
    const draft: SkillDraft = { name: input.name, front_matter: previous?.front_matter ?? null, ...texts };
    // ...and the files of its folder: skill_save edits SKILL.md only.
    const files = previous ? await this.deps.store.skills.readFiles(scope, previous.id) : [];
    const { id, version } = await this.write(scope, owner, draft, files);
    return { id, name: input.name, version, scope: input.scope, redactions: count };
  }

  /** The whole skill with the list of its folder files; `file` adds that file's content. */
  async get(scope: Scope, input: { name: string; version?: number; file?: string }): Promise<Skill> {
    let row: SkillRow;
    if (input.name.startsWith(VERSION_ID_PREFIX)) {
      const found = await this.deps.store.skills.getVersion(scope, projectsFor(scope), input.name);
      if (!found) throw notFound('skill version', input.name);
      row = found;
    } else {
      row = await this.resolve(scope, input.name, input.version);
    }
    const files = (await this.deps.store.skills.listFiles(scope, [row.id])).get(row.id) ?? [];
    const skill: Skill = { ...toSkill(row), files };
    if (input.file === undefined) return skill;
    const file = await this.deps.store.skills.readFile(scope, row.id, input.file);
    if (!file) {
      const listed = files.length ? `its files are: ${files.map((f) => f.path).join(', ')}` : 'it has no files beside SKILL.md';
      throw new ContextdError('not_found', `file: skill '${row.name}' version ${row.version} has no file '${input.file}'; ${listed}`);
    }
    return { ...skill, file: fileContent(file) };
  }

  async list(scope: Scope, input: { scope?: SkillScope; tag?: string; limit: number; cursor?: string }): Promise<SkillListOutput> {
    const { page, next_cursor } = await paginate(input, (query) =>
      this.deps.store.skills.list(scope, {
        projects: input.scope ? [ownerProject(scope, input.scope)] : projectsFor(scope),
        includeShadowed: input.scope !== undefined,
        tag: input.tag,
        ...query,
      }),
    );
    return {
      skills: page.map((row) => ({
        name: row.name,
        description: row.description,
        version: row.version,
        tags: row.tags,
        usage_count: row.usage_count,
        updated_at: row.updated_at,
        scope: scopeOfProject(row.project),
      })),
      next_cursor,
    };
  }

  /** Every skill the session sees (shadowed ones left out), newest first, with its arguments: the MCP prompt list. */
  async prompts(scope: Scope, input: { limit: number; cursor?: string }): Promise<SkillPromptsOutput> {
    const { page, next_cursor } = await paginate(input, (query) => this.deps.store.skills.list(scope, { projects: projectsFor(scope), ...query }));
    return {
      prompts: page.map((row) => ({ name: row.name, description: row.description, arguments: row.arguments.map(publicArgument) })),
      next_cursor,
    };
  }

  async search(scope: Scope, input: { query: string; limit: number }): Promise<SkillSearchOutput> {
    const projects = projectsFor(scope);
    // Ask for more than needed: shadowed tenant-wide skills are dropped below.
    const texts = async (ids: string[]) => new Map((await this.deps.store.skills.getMany(scope, projects, ids)).map((r) => [r.id, `${r.name}\n${r.description}`]));
    const hits = await this.deps.search.query(scope, { family: 'skill', projects }, { text: input.query, limit: input.limit * 2, texts });
    const rows = new Map((await this.deps.store.skills.getMany(scope, projects, hits.map((h) => h.refId))).map((r) => [r.id, r]));
    const found = hits.flatMap((hit) => {
      const row = rows.get(hit.refId);
      return row && !row.shadowed ? [{ hit, row }] : [];
    });
    const kept = await aboveFloor(this.deps.store.search, input.query, found.slice(0, input.limit), ({ row }) => `${row.name}\n${row.description}\n${row.tags.join(' ')}`, ({ hit }) => hit.vectorScore, ({ hit }) => hit.vouched);
    return { results: kept.map(({ hit, row }) => ({ name: row.name, description: row.description, score: round(hit.score) })) };
  }

  /** Fills the placeholders and counts the use; a missing required argument is an error naming it. */
  async apply(scope: Scope, input: SkillApplyInput): Promise<SkillApplyOutput> {
    const row = await this.resolve(scope, input.name, input.version);
    const values = Object.fromEntries(Object.entries(input.arguments).map(([key, value]) => [key, String(value)]));
    const filled = fillTemplate(row.content, values, row.arguments);
    if (filled.missing.length > 0) {
      const declared = row.arguments.map((arg) => `${arg.name}${arg.required ? ' (required)' : ''}`).join(', ');
      const plural = filled.missing.length > 1 ? 's' : '';
      throw invalid(`arguments: missing required argument${plural} ${filled.missing.map((n) => `'${n}'`).join(', ')} of skill '${row.name}' (declared: ${declared})`);
    }
    await this.deps.store.skills.recordUse(scope, row.project, row.name, new Date().toISOString());
    return { name: row.name, version: row.version, content: filled.text, unknown_arguments: filled.unknown };
  }

  /** Deletes every version of the skill the name resolves to (the project's before the tenant's). */
  async delete(scope: Scope, name: string): Promise<{ name: string; deleted: boolean; versions: number }> {
    for (const owner of projectsFor(scope)) {
      const versions = await this.deps.store.skills.delete(scope, owner, name);
      if (versions > 0) return { name, deleted: true, versions };
    }
    throw notFound('skill', name);
  }

  /**
   * Imports SKILL.md files. All files are checked before anything is written,
   * so a bad file leaves the store untouched; a file identical (as exported)
   * to the skill's latest version adds no version.
   */
  async importFiles(scope: Scope, input: { files: ImportedSkillFile[]; scope: SkillScope }): Promise<SkillImportOutput> {
    const pause = pauser();
    const parsed = await parseAll(input.files, pause);
    const owner = ownerProject(scope, input.scope);
    const out: SkillImportOutput = { skills: [], created: 0, updated: 0, unchanged: 0, redactions: 0 };
    for (const file of parsed) {
      await pause();
      const { draft, count } = draftFromFile(file);
      const previous = await this.deps.store.skills.find(scope, [owner], file.name);
      const before = previous ? ((await this.deps.store.skills.listFiles(scope, [previous.id])).get(previous.id) ?? []) : [];
      if (previous && renderSkillFile(previous) === renderSkillFile(draft) && sameFolderFiles(before, file.folder)) {
        out.skills.push({ path: file.path, name: file.name, version: previous.version, status: 'unchanged' });
        out.unchanged++;
        continue;
      }
      const { version } = await this.write(scope, owner, draft, file.folder);
      const status = previous ? 'updated' : 'created';
      out.skills.push({ path: file.path, name: file.name, version, status });
      out[status]++;
      out.redactions += count + file.folderRedactions;
    }
    return out;
  }

  /** The latest version of every visible skill as `<name>/SKILL.md`, sorted by path. */
  async exportFiles(scope: Scope, input: { scope?: SkillScope }): Promise<SkillExportOutput> {
    const owners = input.scope ? [ownerProject(scope, input.scope)] : projectsFor(scope);
    const rows = await this.deps.store.skills.listFull(scope, owners);
    const pause = pauser();
    const files: SkillExportOutput['files'] = [];
    for (const row of rows) {
      await pause();
      const folder = await this.deps.store.skills.readFiles(scope, row.id);
      const entry = { path: skillFilePath(row.name), content: renderSkillFile(row) };
      files.push(folder.length > 0 ? { ...entry, files: encodeFolderFiles(folder) } : entry);
    }
    return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
  }

  private async resolve(scope: Scope, name: string, version?: number): Promise<SkillRow> {
    const row = await this.deps.store.skills.find(scope, projectsFor(scope), name, version);
    if (row) return row;
    const latest = version === undefined ? null : await this.deps.store.skills.find(scope, projectsFor(scope), name);
    if (latest) throw new ContextdError('not_found', `skill '${name}' has no version ${version} (latest is ${latest.latest_version})`);
    throw notFound('skill', name);
  }

  private async write(scope: Scope, owner: string, draft: SkillDraft, files: SkillFileData[]): Promise<{ id: string; version: number }> {
    const id = newId(VERSION_ID_PREFIX);
    const doc = await this.deps.search.document({
      family: 'skill',
      refId: id,
      project: owner,
      title: `${draft.name}\n${draft.description}`,
      body: draft.content.slice(0, EMBED_CONTENT_CHARS),
      extraTerms: draft.tags,
    });
    const row: Omit<SkillVersionRow, 'version'> = { id, project: owner, created_at: new Date().toISOString(), ...draft };
    const version = await this.deps.store.skills.saveVersion(scope, row, doc, files);
    return { id, version };
  }
}

/** One SKILL.md of an import, with the other files of its folder. */
export interface ImportedSkillFile {
  path: string;
  content: string;
  files?: SkillFolderFile[];
}

interface ParsedImport extends ParsedSkillFile {
  folder: SkillFileData[];
  folderRedactions: number;
}

/** Parses every file and checks its folder files, reporting all bad files (and duplicate names) at once. */
async function parseAll(files: ImportedSkillFile[], pause: () => Promise<void>): Promise<ParsedImport[]> {
  const parsed: ParsedImport[] = [];
  const problems: string[] = [];
  const byName = new Map<string, string>();
  const bad = new Set<string>();
  const problem = (path: string, text: string) => {
    bad.add(path);
    problems.push(text);
  };
  let folderBytes = 0;
  for (const file of files) {
    await pause();
    const folder = decodeFolderFiles(file.files ?? [], `${file.path}: `);
    for (const text of folder.problems) problem(file.path, text);
    folderBytes += (file.files ?? []).reduce((sum, f) => sum + Math.floor((f.content_base64.length * 3) / 4), 0);
    try {
      const skill = parseSkillFile(file);
      const other = byName.get(skill.name);
      if (other !== undefined) problem(file.path, `${file.path}: name: '${skill.name}' is also the name in ${other}`);
      byName.set(skill.name, file.path);
      parsed.push({ ...skill, folder: folder.files, folderRedactions: folder.redactions });
    } catch (error) {
      if (!(error instanceof SkillFileError)) throw error;
      problem(file.path, error.message);
    }
  }
  const tooMuch = importBytesProblem(folderBytes);
  if (tooMuch) problems.push(tooMuch);
  if (problems.length > 0) {
    const which = bad.size > 0 ? `${bad.size} of ${files.length} files cannot be imported` : 'the files cannot be imported';
    throw invalid(`${which} (nothing was imported): ${problems.join('; ')}`);
  }
  return parsed;
}

function draftFromFile(file: ParsedSkillFile): { draft: SkillDraft; count: number } {
  const { texts, count, frontMatterChanged } = redactSkill(
    { description: file.description, content: file.content, arguments: file.arguments, metadata: file.metadata, tags: file.tags },
    file.frontMatter,
  );
  // A secret in the front matter: drop the original YAML so export writes the redacted values.
  const frontMatter = frontMatterChanged ? null : file.frontMatter;
  return { draft: { name: file.name, front_matter: frontMatter, ...texts }, count };
}

/**
 * Parsing YAML and rendering files is synchronous work; a large import
 * yields to the event loop every 15 ms so health checks and searches stay fast.
 */
function pauser(): () => Promise<void> {
  let last = Date.now();
  return async () => {
    if (Date.now() - last < 15) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    last = Date.now();
  };
}

/** Only the declared fields, whatever older rows may carry. */
function publicArgument(arg: SkillArgument): SkillArgument {
  return { name: arg.name, description: arg.description, required: arg.required };
}

function toSkill(row: SkillRow): Skill {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    latest_version: row.latest_version,
    scope: scopeOfProject(row.project),
    description: row.description,
    content: row.content,
    arguments: row.arguments.map(publicArgument),
    tags: row.tags,
    metadata: row.metadata,
    usage_count: row.usage_count,
    last_used_at: row.last_used_at,
    created_at: row.skill_created_at,
    updated_at: row.updated_at,
    version_created_at: row.created_at,
  };
}

/** After an embedder change, the re-embed operation rebuilds exactly what write() embedded. */
export function registerSkillReembedSource(deps: ServiceDeps): void {
  registerReembedSource(deps, 'skill', async (scope, refIds) => {
    const out = new Map<string, string>();
    for (const id of refIds) {
      const row = await deps.store.skills.getVersion(scope, [scope.project], id);
      if (row) out.set(id, `${row.name}\n${row.description}\n${row.content.slice(0, EMBED_CONTENT_CHARS)}\n${row.tags.join(' ')}`);
    }
    return out;
  });
}
