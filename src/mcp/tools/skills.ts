import { api } from '../../api/routes.js';
import {
  skillApplyInput,
  skillApplyOutput,
  skillDeleteInput,
  skillDeleteOutput,
  skillGetInput,
  skillListInput,
  skillListOutput,
  skillSaveInput,
  skillSaveResult,
  skillSchema,
  skillSearchInput,
  skillSearchOutput,
  type Skill,
} from '../../api/skills.js';
import { defineTool, type ToolContext } from '../define-tool.js';
import { oneLine } from '../format.js';
import { counted } from '../../util/plural.js';

const skillSave = defineTool({
  name: 'skill_save',
  title: 'Save a skill',
  description:
    'Save a reusable procedure ("how we cut a release here", "how to add a migration") so later sessions can apply it. ' +
    '`content` is markdown; write `{{arg}}` where a value changes per use and declare each one in `arguments` ' +
    '(name, description, required). Saving an existing name adds a new version. `scope`: tenant (default, every project) or project. ' +
    'Secrets are redacted. Each skill is also offered as an MCP prompt of the same name.',
  kind: 'write',
  input: skillSaveInput.shape,
  output: skillSaveResult.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.skillSave, args);
    await announceSkillsChanged(ctx);
    const redacted = out.redactions ? `, ${counted(out.redactions, 'secret')} redacted` : '';
    return { structured: out, text: `Saved skill "${out.name}" version ${out.version} (${out.scope} scope, id ${out.id}${redacted}). Use it with skill_apply.` };
  },
});

const skillGet = defineTool({
  name: 'skill_get',
  title: 'Get a skill',
  description:
    'Read a whole skill: description, arguments, tags, usage and the markdown content with its {{placeholders}} unfilled. ' +
    'Gives the latest version unless `version` is named; `name` may also be the id of one version. ' +
    "Lists the other files of the skill's folder (`files`, e.g. scripts/check.py, with sizes); pass `file: \"scripts/check.py\"` to read one. " +
    'To use a skill, prefer skill_apply.',
  kind: 'read',
  input: skillGetInput.shape,
  output: skillSchema.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.skillGet, args);
    return { structured: out, text: skillMarkdown(out) };
  },
});

const skillList = defineTool({
  name: 'skill_list',
  title: 'List skills',
  description:
    'List the skills this project can use (its own and tenant-wide ones), most recently saved first, with description, version, tags and usage. ' +
    'Filter by `scope` or `tag`; page with `cursor` (`next_cursor` of the previous page). To find one by topic, use skill_search.',
  kind: 'read',
  input: skillListInput.shape,
  output: skillListOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.skillList, args);
    const lines = out.skills.map(
      (s) => `- ${s.name} v${s.version} (${s.scope}${s.tags.length ? `, tags: ${s.tags.join(', ')}` : ''}, used ${s.usage_count}×): ${oneLine(s.description)}`,
    );
    const text = out.skills.length === 0 ? 'No skills saved yet.' : `${counted(out.skills.length, 'skill')}:\n${lines.join('\n')}`;
    return { structured: out, text: out.next_cursor ? `${text}\nMore: cursor "${out.next_cursor}".` : text };
  },
});

const skillSearch = defineTool({
  name: 'skill_search',
  title: 'Search skills',
  description:
    "Find saved skills by what you are about to do: `query` (e.g. 'publish a new version', 'add a database migration'). " +
    'Returns names with descriptions and scores, best first; then run one with skill_apply.',
  kind: 'read',
  input: skillSearchInput.shape,
  output: skillSearchOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.skillSearch, args);
    const text =
      out.results.length === 0
        ? `No skill matches "${args.query}".`
        : out.results.map((r, i) => `${i + 1}. ${r.name} (score ${r.score}): ${oneLine(r.description)}`).join('\n');
    return { structured: out, text };
  },
});

const skillApply = defineTool({
  name: 'skill_apply',
  title: 'Apply a skill',
  description:
    'Get a skill (`name`) ready to follow: its content with every {{placeholder}} filled from the object `arguments: {"version": "1.4.0"}`. ' +
    'A missing required argument is an error that names it; arguments the skill does not declare are ignored and reported. ' +
    'Counts the use. Follow the returned steps.',
  kind: 'write',
  input: skillApplyInput.shape,
  output: skillApplyOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.skillApply, args);
    const unknown = out.unknown_arguments.length ? `\n\n(ignored arguments the skill does not declare: ${out.unknown_arguments.join(', ')})` : '';
    return { structured: out, text: `Skill ${out.name} v${out.version}:\n\n${out.content}${unknown}` };
  },
});

const skillDelete = defineTool({
  name: 'skill_delete',
  title: 'Delete a skill',
  description:
    'Delete a skill with all its versions (the project one if the name exists both in the project and tenant-wide). It cannot be undone.',
  kind: 'destructive',
  input: skillDeleteInput.shape,
  output: skillDeleteOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.skillDelete, args);
    await announceSkillsChanged(ctx);
    return { structured: out, text: `Deleted skill "${out.name}" (${counted(out.versions, 'version')}).` };
  },
});

/**
 * Skills are prompts and resources too: tell the client to refresh both
 * lists. Best effort — a client that went away must not fail the tool call.
 */
async function announceSkillsChanged(ctx: ToolContext): Promise<void> {
  for (const method of ['notifications/prompts/list_changed', 'notifications/resources/list_changed'] as const) {
    await ctx.extra.sendNotification({ method }).catch((error: unknown) => ctx.session.log.debug({ err: error, method }, 'list_changed not sent'));
  }
}

/** A skill as markdown for a reader (skill_get text, the skill resource). */
export function skillMarkdown(skill: Skill): string {
  const version = skill.version === skill.latest_version ? `version ${skill.version}` : `version ${skill.version} of ${skill.latest_version}`;
  const lines = [`# ${skill.name}`, '', `${skill.description}`, '', `- ${version}, ${skill.scope} scope, used ${skill.usage_count}×, id ${skill.id}`];
  if (skill.tags.length) lines.push(`- tags: ${skill.tags.join(', ')}`);
  if (skill.arguments.length) {
    lines.push('- arguments:');
    for (const arg of skill.arguments) lines.push(`  - \`${arg.name}\`${arg.required ? ' (required)' : ''}${arg.description ? `: ${arg.description}` : ''}`);
  }
  if (skill.files?.length) {
    lines.push(`- files beside SKILL.md (read one with skill_get \`file\`):`);
    for (const file of skill.files) lines.push(`  - ${file.path} (${counted(file.size, 'byte')})`);
  }
  lines.push('', '---', '', skill.content);
  if (skill.file) {
    const body = skill.file.encoding === 'utf8' ? skill.file.content : `(binary, base64)\n${skill.file.content}`;
    lines.push('', '---', '', `## ${skill.file.path} (${counted(skill.file.size, 'byte')}, sha256 ${skill.file.sha256})`, '', body);
  }
  return lines.join('\n');
}

export const skillsTools = [skillSave, skillGet, skillList, skillSearch, skillApply, skillDelete];
