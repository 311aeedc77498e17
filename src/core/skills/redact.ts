import type { SkillArgument } from '../../store/skills.js';
import { redact } from '../../util/redaction.js';

/** The free-text parts of a skill, all of which pass the secret scanner before storage. */
export interface SkillTexts {
  description: string;
  content: string;
  arguments: SkillArgument[];
  metadata: Record<string, unknown>;
}

export interface RedactedSkill {
  texts: SkillTexts;
  count: number;
  /** Whether the original front-matter YAML held a secret (and so must not be kept verbatim). */
  frontMatterChanged: boolean;
}

/** Redacts description, content, argument descriptions and every string inside metadata. */
export function redactSkill(texts: SkillTexts, frontMatter?: string): RedactedSkill {
  let count = 0;
  const scan = (text: string): string => {
    if (text === '') return text;
    const result = redact(text);
    count += result.count;
    return result.text;
  };
  const redacted: SkillTexts = {
    description: scan(texts.description),
    content: scan(texts.content),
    arguments: texts.arguments.map((arg) => ({ ...arg, description: scan(arg.description) })),
    metadata: redactValue(texts.metadata, scan) as Record<string, unknown>,
  };
  const frontMatterChanged = frontMatter !== undefined && redact(frontMatter).count > 0;
  return { texts: redacted, count, frontMatterChanged };
}

function redactValue(value: unknown, scan: (text: string) => string): unknown {
  if (typeof value === 'string') return scan(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, scan));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, scan)]));
  }
  return value;
}
