import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { bytesText, cursorField, limitField, requiredText, storable, text } from './common.js';

/**
 * Limits of the skills family. The daemon's core checks the same numbers
 * again (src/core/skills/validate.ts, kept equal by a test) together with
 * what a schema cannot see: duplicate argument names, undeclared placeholders.
 * Lengths are in Unicode code points, so an emoji counts as one character.
 */
export const SKILL_API_LIMITS = {
  name: 64,
  description: 1024,
  content: 100_000,
  arguments: 32,
  argumentName: 64,
  argumentDescription: 512,
  tags: 32,
  tag: 64,
  argumentValue: 100_000,
  importFiles: 1_000,
  importFileBytes: 512 * 1024,
  /** Other files of one skill's folder (scripts, templates, images beside SKILL.md). */
  folderFiles: 100,
  /** Bytes of one such file. */
  folderFileBytes: 1024 * 1024,
  /** Bytes of all such files of one skill version. */
  folderBytes: 8 * 1024 * 1024,
  /** Characters of such a file's path, relative to the skill's folder. */
  folderPath: 512,
  /** Bytes of all folder files in one import request. */
  importFolderBytes: 32 * 1024 * 1024,
} as const;

/**
 * Count and size problems of one skill's folder files, each naming the field
 * and the limit (`where` prefixes them, e.g. the skill's path). The CLI checks
 * sizes before reading the files; the daemon checks the decoded bytes again.
 */
export function folderLimitProblems(files: readonly { path: string; size: number }[], where: string): string[] {
  const L = SKILL_API_LIMITS;
  const problems: string[] = [];
  if (files.length > L.folderFiles) problems.push(`${where}files: ${files.length} files beside SKILL.md exceeds the limit of ${L.folderFiles} per skill`);
  for (const file of files) {
    if (file.size > L.folderFileBytes) problems.push(`${where}files: ${file.path} is ${file.size} bytes, over the limit of ${L.folderFileBytes} bytes (1 MiB) per file`);
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > L.folderBytes) problems.push(`${where}files: ${total} bytes in all exceeds the limit of ${L.folderBytes} bytes (8 MiB) per skill`);
  return problems;
}

export const SKILL_SCOPES = ['project', 'tenant'] as const;
export type SkillScope = (typeof SKILL_SCOPES)[number];

/** Skill names: lower-case words joined by single hyphens. */
export const KEBAB_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ARGUMENT_NAME_RE = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** A string limited in code points; the message names the field and the limit. */
function chars(max: number, field: string, required = false) {
  const base = required ? z.string().min(1, `${field} must not be empty`) : z.string();
  return storable(base, field).refine((value) => value.length <= max || (value.length <= 2 * max && codePoints(value) <= max), {
    message: `${field} must be at most ${max} characters`,
  });
}

export const skillNameField = chars(SKILL_API_LIMITS.name, 'name', true)
  .regex(KEBAB_RE, `name must be kebab-case (a-z, 0-9, single hyphens), at most ${SKILL_API_LIMITS.name} characters`)
  .describe(`Skill name, kebab-case (e.g. cut-release), at most ${SKILL_API_LIMITS.name} characters`);

export const skillArgumentSchema = z.object({
  name: chars(SKILL_API_LIMITS.argumentName, 'argument name', true)
    .regex(ARGUMENT_NAME_RE, "argument name must start with a letter or '_' and contain only letters, digits, '_' or '-'")
    .describe('Placeholder name used as {{name}} in the content'),
  description: chars(SKILL_API_LIMITS.argumentDescription, 'argument description').default(''),
  required: z.boolean().default(false),
});
export type SkillArgumentInput = z.input<typeof skillArgumentSchema>;

const scopeField = z.enum(SKILL_SCOPES);
const tagList = z
  .array(chars(SKILL_API_LIMITS.tag, 'tag', true))
  .max(SKILL_API_LIMITS.tags, `tags must have at most ${SKILL_API_LIMITS.tags} entries`)
  .default([]);

export const skillSaveInput = z.object({
  name: skillNameField,
  description: chars(SKILL_API_LIMITS.description, 'description', true).describe(`When to use this skill, one or two sentences; at most ${SKILL_API_LIMITS.description} characters`),
  content: chars(SKILL_API_LIMITS.content, 'content', true).describe(`The procedure in markdown, at most ${SKILL_API_LIMITS.content} characters; {{arg}} placeholders are filled by skill_apply`),
  arguments: z
    .array(skillArgumentSchema)
    .max(SKILL_API_LIMITS.arguments, `arguments must have at most ${SKILL_API_LIMITS.arguments} entries`)
    .default([]),
  tags: tagList,
  scope: scopeField.default('tenant').describe('tenant (default): every project of yours sees it; project: only this one'),
});
export type SkillSaveInput = z.infer<typeof skillSaveInput>;

export const skillSaveResult = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  scope: scopeField,
  redactions: z.number().int(),
});
export type SkillSaveResult = z.infer<typeof skillSaveResult>;

export const skillFileMeta = z.object({
  path: z.string().describe("relative to the skill's folder, e.g. scripts/check.py"),
  size: z.number().int().describe('bytes'),
  sha256: z.string(),
});
const skillFileContent = skillFileMeta.extend({
  encoding: z.enum(['utf8', 'base64']).describe('utf8 for text, base64 for anything else (binary, NUL bytes, invalid UTF-8)'),
  content: z.string(),
});

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/** One other file of a skill's folder on the wire: its bytes as base64, so binary files travel exactly. */
export const skillFolderFile = z.object({
  path: requiredText(SKILL_API_LIMITS.folderPath, 'files[].path').describe("relative to the skill's folder, e.g. scripts/check.py"),
  content_base64: z
    .string()
    .max(Math.ceil(SKILL_API_LIMITS.folderFileBytes / 3) * 4, `files[].content_base64 must decode to at most ${SKILL_API_LIMITS.folderFileBytes} bytes (1 MiB)`)
    .refine((value) => value.length % 4 === 0 && BASE64_RE.test(value), { message: 'files[].content_base64 must be standard base64 (A-Z a-z 0-9 + /, = padding)' }),
});
export type SkillFolderFile = z.infer<typeof skillFolderFile>;
const folderFiles = z
  .array(skillFolderFile)
  .max(SKILL_API_LIMITS.folderFiles, `files must have at most ${SKILL_API_LIMITS.folderFiles} entries per skill`)
  .optional()
  .describe("the other files of the skill's folder (scripts, templates, images), exactly as bytes");

const argumentOutput = z.object({ name: z.string(), description: z.string(), required: z.boolean() });

export const skillSchema = z.object({
  id: z.string().describe('id of this version'),
  name: z.string(),
  version: z.number().int(),
  latest_version: z.number().int(),
  scope: scopeField,
  description: z.string(),
  content: z.string(),
  arguments: z.array(argumentOutput),
  tags: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()).describe('other SKILL.md front-matter keys'),
  usage_count: z.number().int(),
  last_used_at: z.string().nullable(),
  created_at: z.string().describe('when the first version was saved'),
  updated_at: z.string().describe('when the latest version was saved'),
  version_created_at: z.string().describe('when this version was saved'),
  files: z.array(skillFileMeta).optional().describe("this version's other files of the skill folder (beside SKILL.md), by path"),
  file: skillFileContent.optional().describe('the content of the file named by the `file` argument'),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillGetInput = z.object({
  name: requiredText(128, 'name').describe('Skill name, or the id of one version (from skill_save)'),
  version: z.coerce.number().int('version must be a whole number').min(1, 'version must be at least 1').optional(),
  file: requiredText(SKILL_API_LIMITS.folderPath, 'file')
    .optional()
    .describe("Path of one of the skill's folder files (listed in `files`, e.g. scripts/check.py) to return its content as `file`"),
});

export const skillListInput = z.object({
  scope: scopeField.optional().describe('Only project or only tenant-wide skills (default: both)'),
  tag: text(SKILL_API_LIMITS.tag, 'tag').optional(),
  limit: limitField(20, 100),
  cursor: cursorField,
});
export const skillListItem = z.object({
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  tags: z.array(z.string()),
  usage_count: z.number().int(),
  updated_at: z.string(),
  scope: scopeField,
});
export const skillListOutput = z.object({ skills: z.array(skillListItem), next_cursor: z.string().nullable() });
export type SkillListOutput = z.infer<typeof skillListOutput>;

export const skillSearchInput = z.object({
  query: requiredText(2_000, 'query'),
  limit: limitField(5, 50),
});
export const skillSearchOutput = z.object({
  results: z.array(z.object({ name: z.string(), description: z.string(), score: z.number() })),
});
export type SkillSearchOutput = z.infer<typeof skillSearchOutput>;

export const skillArgumentValues = z
  .record(z.string(), z.union([chars(SKILL_API_LIMITS.argumentValue, 'argument value'), z.number(), z.boolean()]))
  .default({})
  .describe('Values for the skill\'s {{placeholders}}, e.g. {"version": "1.4.0"}');

export const skillApplyInput = z.object({
  name: skillNameField,
  arguments: skillArgumentValues,
  version: z.coerce.number().int('version must be a whole number').min(1, 'version must be at least 1').optional(),
});
export type SkillApplyInput = z.infer<typeof skillApplyInput>;
export const skillApplyOutput = z.object({
  name: z.string(),
  version: z.number().int(),
  content: z.string(),
  unknown_arguments: z.array(z.string()).describe('given arguments the skill does not declare (ignored)'),
});
export type SkillApplyOutput = z.infer<typeof skillApplyOutput>;

export const skillDeleteInput = z.object({ name: skillNameField });
export const skillDeleteOutput = z.object({ name: z.string(), deleted: z.boolean(), versions: z.number().int() });

export const skillFile = z.object({
  path: requiredText(1_024, 'path').describe('relative, e.g. release/SKILL.md'),
  content: bytesText(SKILL_API_LIMITS.importFileBytes, 'content'),
  files: folderFiles,
});

export const skillImportInput = z.object({
  files: z
    .array(skillFile)
    .min(1, 'files must not be empty')
    .max(SKILL_API_LIMITS.importFiles, `files must have at most ${SKILL_API_LIMITS.importFiles} entries`),
  scope: scopeField.default('tenant'),
});
export const IMPORT_STATUSES = ['created', 'updated', 'unchanged'] as const;
export const skillImportOutput = z.object({
  skills: z.array(z.object({ path: z.string(), name: z.string(), version: z.number().int(), status: z.enum(IMPORT_STATUSES) })),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  redactions: z.number().int(),
});
export type SkillImportOutput = z.infer<typeof skillImportOutput>;

/** Skills as MCP prompts: what prompts/list needs (the arguments), nothing more. */
export const skillPromptsInput = z.object({ limit: limitField(100, 200), cursor: cursorField });
export const skillPromptsOutput = z.object({
  prompts: z.array(z.object({ name: z.string(), description: z.string(), arguments: z.array(argumentOutput) })),
  next_cursor: z.string().nullable(),
});
export type SkillPromptsOutput = z.infer<typeof skillPromptsOutput>;

export const skillExportInput = z.object({ scope: scopeField.optional() });
export const skillExportOutput = z.object({
  files: z.array(z.object({ path: z.string(), content: z.string(), files: folderFiles })).describe('one entry per skill: <name>/SKILL.md, with the folder files beside it'),
});
export type SkillExportOutput = z.infer<typeof skillExportOutput>;

/** HTTP endpoints of the skills family (see routes.ts). */
export const skillsEndpoints = {
  skillSave: endpoint({ method: 'POST', path: '/v1/skills', input: skillSaveInput, output: skillSaveResult }),
  skillList: endpoint({ method: 'GET', path: '/v1/skills', input: skillListInput, output: skillListOutput }),
  skillSearch: endpoint({ method: 'POST', path: '/v1/skills/search', input: skillSearchInput, output: skillSearchOutput }),
  // Not /v1/skills/:name: the static GET /v1/skills/export would hide a skill named "export".
  skillGet: endpoint({ method: 'GET', path: '/v1/skills/by-name/:name', input: skillGetInput, output: skillSchema }),
  skillApply: endpoint({ method: 'POST', path: '/v1/skills/:name/apply', input: skillApplyInput, output: skillApplyOutput }),
  skillDelete: endpoint({ method: 'DELETE', path: '/v1/skills/:name', input: skillDeleteInput, output: skillDeleteOutput }),
  skillImport: endpoint({
    method: 'POST',
    path: '/v1/skills/import',
    input: skillImportInput,
    output: skillImportOutput,
    bodyLimit: 64 * 1024 * 1024,
  }),
  skillExport: endpoint({ method: 'GET', path: '/v1/skills/export', input: skillExportInput, output: skillExportOutput }),
  skillPrompts: endpoint({ method: 'GET', path: '/v1/skills/prompts', input: skillPromptsInput, output: skillPromptsOutput }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
