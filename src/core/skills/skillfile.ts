/**
 * Maps SKILL.md documents to stored skills and back.
 *
 * contextd reads two front-matter keys beyond `name` and `description`:
 * `arguments` (a list of {name, description, required}, or bare names) and
 * `tags` (a list of strings, or one comma-separated string). Both also stay in
 * `metadata` with every other key, so the original front matter still
 * describes the skill and is written back verbatim on export. Only when the
 * skill's arguments or tags were changed later (skill_save) does export
 * rewrite those keys, and then the YAML is generated afresh.
 */
import type { SkillArgument } from '../../store/skills.js';
import { SkillFormatError, parseSkillMd, renderSkillMd } from './skillmd.js';
import { validateSkillInput } from './validate.js';

export interface ParsedSkillFile {
  path: string;
  name: string;
  description: string;
  content: string;
  arguments: SkillArgument[];
  tags: string[];
  metadata: Record<string, unknown>;
  frontMatter: string;
}

/** Everything export needs of a stored skill. */
export interface ExportableSkill {
  name: string;
  description: string;
  content: string;
  arguments: SkillArgument[];
  tags: string[];
  metadata: Record<string, unknown>;
  front_matter: string | null;
}

/** A file that cannot be imported; `problems` are `field: problem` texts. */
export class SkillFileError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`${path}: ${problems.join('; ')}`);
  }
}

export function parseSkillFile(file: { path: string; content: string }): ParsedSkillFile {
  let doc;
  try {
    doc = parseSkillMd(file.content, file.path);
  } catch (error) {
    if (error instanceof SkillFormatError) throw new SkillFileError(file.path, [error.problem]);
    throw error;
  }
  const args = argumentsFromMetadata(doc.metadata);
  const tags = tagsFromMetadata(doc.metadata);
  const problems = [...args.problems, ...tags.problems];
  if (problems.length === 0) {
    problems.push(
      ...validateSkillInput({ name: doc.name, description: doc.description, content: doc.body, arguments: args.value, tags: tags.value }),
    );
  }
  if (problems.length > 0) throw new SkillFileError(file.path, problems);
  return {
    path: file.path,
    name: doc.name,
    description: doc.description,
    content: doc.body,
    arguments: args.value,
    tags: tags.value,
    metadata: doc.metadata,
    frontMatter: doc.frontMatter,
  };
}

/** The SKILL.md text of a stored skill: `<name>/SKILL.md` in an export. */
export function renderSkillFile(skill: ExportableSkill): string {
  return renderSkillMd({
    name: skill.name,
    description: skill.description,
    body: skill.content,
    metadata: exportMetadata(skill),
    frontMatter: skill.front_matter ?? undefined,
  });
}

export function skillFilePath(name: string): string {
  return `${name}/SKILL.md`;
}

/** Stored metadata, with `arguments` and `tags` rewritten only when they no longer match the skill. */
function exportMetadata(skill: ExportableSkill): Record<string, unknown> {
  const metadata = { ...skill.metadata };
  const storedArgs = argumentsFromMetadata(metadata);
  if (storedArgs.problems.length > 0 || !sameJson(storedArgs.value, skill.arguments)) {
    if (skill.arguments.length === 0) delete metadata['arguments'];
    else metadata['arguments'] = skill.arguments.map(yamlArgument);
  }
  const storedTags = tagsFromMetadata(metadata);
  if (storedTags.problems.length > 0 || !sameJson(storedTags.value, skill.tags)) {
    if (skill.tags.length === 0) delete metadata['tags'];
    else metadata['tags'] = [...skill.tags];
  }
  return metadata;
}

function yamlArgument(arg: SkillArgument): Record<string, unknown> {
  return arg.description ? { name: arg.name, description: arg.description, required: arg.required } : { name: arg.name, required: arg.required };
}

interface Extracted<T> {
  value: T;
  problems: string[];
}

export function argumentsFromMetadata(metadata: Record<string, unknown>): Extracted<SkillArgument[]> {
  const raw = metadata['arguments'];
  if (raw === undefined || raw === null) return { value: [], problems: [] };
  if (!Array.isArray(raw)) return { value: [], problems: ['arguments: must be a list of {name, description, required}'] };
  const value: SkillArgument[] = [];
  const problems: string[] = [];
  raw.forEach((item: unknown, i) => {
    const parsed = argumentFrom(item);
    if (typeof parsed === 'string') problems.push(`arguments[${i}]: ${parsed}`);
    else value.push(parsed);
  });
  return { value, problems };
}

function argumentFrom(item: unknown): SkillArgument | string {
  if (typeof item === 'string') return { name: item, description: '', required: false };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'must be a name or a mapping with name, description, required';
  const { name, description, required } = item as Record<string, unknown>;
  if (typeof name !== 'string') return "must have a string 'name'";
  if (description !== undefined && description !== null && typeof description !== 'string') return "'description' must be a string";
  if (required !== undefined && required !== null && typeof required !== 'boolean') return "'required' must be true or false";
  return { name, description: description ?? '', required: required ?? false };
}

export function tagsFromMetadata(metadata: Record<string, unknown>): Extracted<string[]> {
  const raw = metadata['tags'];
  if (raw === undefined || raw === null) return { value: [], problems: [] };
  if (typeof raw === 'string') return { value: raw.split(',').map((t) => t.trim()).filter(Boolean), problems: [] };
  if (Array.isArray(raw) && raw.every((t) => typeof t === 'string')) return { value: raw as string[], problems: [] };
  return { value: [], problems: ['tags: must be a list of strings'] };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
