import type { SkillArgument } from '../../store/skills.js';
import { redact } from '../../util/redaction.js';
import { redactValues } from '../../util/redact-values.js';

/** The free-text parts of a skill, all of which pass the secret scanner before storage. */
export interface SkillTexts {
  description: string;
  content: string;
  arguments: SkillArgument[];
  metadata: Record<string, unknown>;
  tags: string[];
}

export interface RedactedSkill {
  texts: SkillTexts;
  count: number;
  /** Whether the original front-matter YAML held a secret (and so must not be kept verbatim). */
  frontMatterChanged: boolean;
}

/** Redacts description, content, argument descriptions, tags and every string inside metadata. */
export function redactSkill(texts: SkillTexts, frontMatter?: string): RedactedSkill {
  let count = 0;
  const counted = <T>(result: { value: T; count: number }): T => {
    count += result.count;
    return result.value;
  };
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
    metadata: counted(redactValues(texts.metadata)),
    tags: counted(redactValues(texts.tags)),
  };
  const frontMatterChanged = frontMatter !== undefined && redact(frontMatter).count > 0;
  return { texts: redacted, count, frontMatterChanged };
}
