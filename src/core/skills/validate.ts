/**
 * Input validation for skills. Returns every problem at once (rather than
 * throwing on the first) so a caller can show the user one complete list.
 * Each message starts with the offending field, e.g. `arguments[2].name: ...`.
 */
import { KEBAB_RE, SKILL_API_LIMITS } from '../../api/skills.js';
import { PLACEHOLDER_NAME_RE, templatePlaceholders } from './template.js';

/** One set of limits for the HTTP contract and the domain checks. */
export const SKILL_LIMITS = SKILL_API_LIMITS;

/** Kebab-case skill name, 1–64 characters (the length is enforced by the lookahead). */
export const SKILL_NAME_RE = /^(?=.{1,64}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Same shape without the length bound, so format and length can be reported separately. */

export interface SkillArgumentInput {
  name: string;
  description?: string;
  required?: boolean;
}

export interface SkillInput {
  name: string;
  description: string;
  content: string;
  arguments?: SkillArgumentInput[];
  tags?: string[];
}

/**
 * Length in Unicode code points, so an emoji or a CJK character counts as one
 * character regardless of its UTF-16 encoding.
 */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export function validateSkillInput(input: SkillInput): string[] {
  const args = input.arguments ?? [];
  return [
    ...validateName(input.name),
    ...validateDescription(input.description),
    ...checkLength('content', input.content, SKILL_LIMITS.content),
    ...validateArguments(args),
    ...validateTags(input.tags ?? []),
    ...validatePlaceholders(input.content, args),
  ];
}

function validateName(name: string): string[] {
  if (name.length === 0) return ['name: is required'];
  const problems = checkLength('name', name, SKILL_LIMITS.name);
  if (!KEBAB_RE.test(name)) {
    problems.push(`name: must be kebab-case (a-z, 0-9, single hyphens), at most ${SKILL_LIMITS.name} characters`);
  }
  return problems;
}

function validateDescription(description: string): string[] {
  if (description.trim().length === 0) return ['description: is required'];
  return checkLength('description', description, SKILL_LIMITS.description);
}

function validateArguments(args: SkillArgumentInput[]): string[] {
  const problems = checkCount('arguments', args.length, SKILL_LIMITS.arguments);
  const seen = new Set<string>();
  args.forEach((arg, i) => {
    const field = `arguments[${i}]`;
    problems.push(...validateArgumentName(`${field}.name`, arg.name));
    if (seen.has(arg.name)) problems.push(`${field}.name: duplicate argument name '${arg.name}'`);
    seen.add(arg.name);
    if (arg.description !== undefined) {
      problems.push(...checkLength(`${field}.description`, arg.description, SKILL_LIMITS.argumentDescription));
    }
  });
  return problems;
}

function validateArgumentName(field: string, name: string): string[] {
  if (name.length === 0) return [`${field}: is required`];
  const problems = checkLength(field, name, SKILL_LIMITS.argumentName);
  // Argument names must be usable as placeholders, otherwise they can never be filled.
  if (!PLACEHOLDER_NAME_RE.test(name)) {
    problems.push(`${field}: must start with a letter or '_' and contain only letters, digits, '_' or '-'`);
  }
  return problems;
}

function validateTags(tags: string[]): string[] {
  const problems = checkCount('tags', tags.length, SKILL_LIMITS.tags);
  tags.forEach((tag, i) => {
    if (tag.trim().length === 0) problems.push(`tags[${i}]: must not be empty`);
    else problems.push(...checkLength(`tags[${i}]`, tag, SKILL_LIMITS.tag));
  });
  return problems;
}

function validatePlaceholders(content: string, args: SkillArgumentInput[]): string[] {
  const declared = new Set(args.map((arg) => arg.name));
  return templatePlaceholders(content)
    .filter((name) => !declared.has(name))
    .map((name) => `content: placeholder {{${name}}} is not declared in arguments`);
}

function checkLength(field: string, value: string, limit: number): string[] {
  const length = charCount(value);
  return length > limit ? [`${field}: ${length} characters exceeds the limit of ${limit}`] : [];
}

function checkCount(field: string, count: number, limit: number): string[] {
  return count > limit ? [`${field}: ${count} entries exceeds the limit of ${limit}`] : [];
}
