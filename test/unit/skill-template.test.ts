import { describe, expect, it } from 'vitest';
import { fillTemplate, templatePlaceholders } from '../../src/core/skills/template.js';
import { SKILL_LIMITS, SKILL_NAME_RE, validateSkillInput } from '../../src/core/skills/validate.js';

describe('templatePlaceholders', () => {
  it('lists unique names in order of first appearance', () => {
    expect(templatePlaceholders('{{b}} {{a}} {{b}} {{c}} {{a}}')).toEqual(['b', 'a', 'c']);
  });

  it('allows spaces and tabs inside the braces', () => {
    expect(templatePlaceholders('{{ name }} {{\tother\t}} {{  name}}')).toEqual(['name', 'other']);
  });

  it('accepts letters, digits, _ and - after a letter or _', () => {
    expect(templatePlaceholders('{{_x}} {{Mixed_Case-9}} {{a-b}}')).toEqual(['_x', 'Mixed_Case-9', 'a-b']);
  });

  it('ignores things that are not placeholders', () => {
    const text = '{{ .Values.image }} {{9lives}} {{a b}} {{a.b}} {{}} {{-x}} {{#if}} {a} {{\nname\n}}';
    expect(templatePlaceholders(text)).toEqual([]);
  });

  it('ignores escaped placeholders', () => {
    expect(templatePlaceholders('\\{{literal}} {{real}} \\{{ also_literal }}')).toEqual(['real']);
  });

  it('finds placeholders inside fenced code blocks like anywhere else', () => {
    expect(templatePlaceholders('```bash\necho {{target}}\n```\n')).toEqual(['target']);
  });

  it('returns nothing for plain text', () => {
    expect(templatePlaceholders('')).toEqual([]);
    expect(templatePlaceholders('no braces here')).toEqual([]);
  });
});

describe('fillTemplate', () => {
  const declared = [
    { name: 'version', required: true },
    { name: 'target', required: false },
    { name: 'env', required: true },
  ];

  it('substitutes provided arguments, including repeated and spaced placeholders', () => {
    const result = fillTemplate('v{{version}} to {{ target }}; tag v{{ version }} in {{env}}', { version: '1.2.0', target: 'main', env: 'prod' }, declared);
    expect(result).toEqual({ text: 'v1.2.0 to main; tag v1.2.0 in prod', missing: [], unknown: [] });
  });

  it('reports required arguments that were not provided and leaves their placeholders', () => {
    const result = fillTemplate('{{version}} {{env}} {{target}}', { target: 't' }, declared);
    expect(result.missing).toEqual(['version', 'env']);
    expect(result.text).toBe('{{version}} {{env}} t');
  });

  it('reports provided names that are not declared', () => {
    const result = fillTemplate('{{version}}', { version: '1', extra: 'x', another: 'y', env: 'e' }, declared);
    expect(result.unknown).toEqual(['extra', 'another']);
    expect(result.missing).toEqual([]);
  });

  it('turns missing optional arguments into empty strings', () => {
    expect(fillTemplate('[{{target}}]', { version: '1', env: 'e' }, declared).text).toBe('[]');
  });

  it('treats an empty string as provided', () => {
    const result = fillTemplate('[{{version}}]', { version: '', env: 'e' }, declared);
    expect(result).toEqual({ text: '[]', missing: [], unknown: [] });
  });

  it('leaves undeclared placeholders untouched', () => {
    expect(fillTemplate('{{ stranger }} {{version}}', { version: '1', env: 'e' }, declared).text).toBe('{{ stranger }} 1');
  });

  it('unescapes \\{{name}} to a literal {{name}}', () => {
    const result = fillTemplate('\\{{version}} is {{version}}; \\{{ env }}', { version: '2', env: 'e' }, declared);
    expect(result.text).toBe('{{version}} is 2; {{ env }}');
  });

  it('inserts values literally: no $-patterns, no recursive expansion', () => {
    const result = fillTemplate('{{version}}|{{env}}', { version: "$& $1 $$ $'", env: '{{version}}' }, declared);
    expect(result.text).toBe("$& $1 $$ $'|{{version}}");
  });

  it('substitutes inside fenced code blocks too', () => {
    const result = fillTemplate('```\ngit push origin {{target}}\n```', { version: '1', env: 'e', target: 'main' }, declared);
    expect(result.text).toBe('```\ngit push origin main\n```');
  });

  it('handles no declared arguments', () => {
    expect(fillTemplate('hello {{who}}', {}, [])).toEqual({ text: 'hello {{who}}', missing: [], unknown: [] });
  });
});

describe('validateSkillInput', () => {
  const valid = { name: 'release', description: 'Cut a release', content: 'Release {{version}}', arguments: [{ name: 'version', required: true }] };

  it('accepts a valid skill', () => {
    expect(validateSkillInput(valid)).toEqual([]);
    expect(validateSkillInput({ name: 'a', description: 'd', content: '' })).toEqual([]);
  });

  const kebabMessage = 'name: must be kebab-case (a-z, 0-9, single hyphens), at most 64 characters';
  it.each([
    ['uppercase', 'Release'],
    ['spaces', 'my skill'],
    ['leading hyphen', '-release'],
    ['trailing hyphen', 'release-'],
    ['double hyphen', 'cut--release'],
    ['underscore', 'cut_release'],
    ['unicode', 'café'],
  ])('rejects a name with %s', (_label, name) => {
    expect(validateSkillInput({ ...valid, name })).toEqual([kebabMessage]);
  });

  it('rejects a missing name', () => {
    expect(validateSkillInput({ ...valid, name: '' })).toEqual(['name: is required']);
  });

  it('rejects a name over 64 characters', () => {
    expect(validateSkillInput({ ...valid, name: 'a'.repeat(64) })).toEqual([]);
    expect(validateSkillInput({ ...valid, name: 'a'.repeat(65) })).toEqual(['name: 65 characters exceeds the limit of 64']);
  });

  it('exposes a name pattern that includes the length bound', () => {
    expect(SKILL_NAME_RE.test('cut-release-2')).toBe(true);
    expect(SKILL_NAME_RE.test('a'.repeat(64))).toBe(true);
    expect(SKILL_NAME_RE.test('a'.repeat(65))).toBe(false);
    expect(SKILL_NAME_RE.test('')).toBe(false);
    expect(SKILL_NAME_RE.test('Cut')).toBe(false);
  });

  it('rejects a missing or oversize description', () => {
    expect(validateSkillInput({ ...valid, description: ' \n' })).toEqual(['description: is required']);
    expect(validateSkillInput({ ...valid, description: 'd'.repeat(SKILL_LIMITS.description) })).toEqual([]);
    expect(validateSkillInput({ ...valid, description: 'd'.repeat(1025) })).toEqual([
      'description: 1025 characters exceeds the limit of 1024',
    ]);
  });

  it('rejects oversize content, counting characters rather than UTF-16 units', () => {
    expect(validateSkillInput({ ...valid, content: 'x'.repeat(120_034) })).toEqual([
      'content: 120034 characters exceeds the limit of 100000',
    ]);
    // 100 000 emoji are 200 000 UTF-16 units but exactly at the limit.
    expect(validateSkillInput({ ...valid, arguments: [], content: '🎉'.repeat(100_000) })).toEqual([]);
  });

  it('rejects duplicate argument names', () => {
    const args = [{ name: 'version' }, { name: 'target' }, { name: 'target' }];
    expect(validateSkillInput({ ...valid, arguments: args })).toEqual(["arguments[2].name: duplicate argument name 'target'"]);
  });

  it('rejects argument names that could never be placeholders, and oversize descriptions', () => {
    const args = [
      { name: 'version' },
      { name: '1st' },
      { name: '' },
      { name: 'a'.repeat(65) },
      { name: 'ok', description: 'd'.repeat(513) },
    ];
    expect(validateSkillInput({ ...valid, arguments: args })).toEqual([
      "arguments[1].name: must start with a letter or '_' and contain only letters, digits, '_' or '-'",
      'arguments[2].name: is required',
      'arguments[3].name: 65 characters exceeds the limit of 64',
      'arguments[4].description: 513 characters exceeds the limit of 512',
    ]);
  });

  it('rejects too many arguments or tags, and bad tags', () => {
    const args = Array.from({ length: 33 }, (_, i) => ({ name: `a${i}` }));
    expect(validateSkillInput({ ...valid, content: '', arguments: args })).toEqual([
      'arguments: 33 entries exceeds the limit of 32',
    ]);
    const tags = Array.from({ length: 33 }, (_, i) => `t${i}`);
    expect(validateSkillInput({ ...valid, tags })).toEqual(['tags: 33 entries exceeds the limit of 32']);
    expect(validateSkillInput({ ...valid, tags: ['ok', '', 't'.repeat(65)] })).toEqual([
      'tags[1]: must not be empty',
      'tags[2]: 65 characters exceeds the limit of 64',
    ]);
  });

  it('rejects placeholders that no argument declares, once each', () => {
    const content = 'Release {{version}} to {{ target }} ({{target}}); \\{{escaped}} is fine';
    expect(validateSkillInput({ ...valid, content })).toEqual(['content: placeholder {{target}} is not declared in arguments']);
    expect(validateSkillInput({ ...valid, arguments: undefined })).toEqual([
      'content: placeholder {{version}} is not declared in arguments',
    ]);
  });

  it('reports every problem at once', () => {
    const problems = validateSkillInput({ name: 'Bad Name', description: '', content: '{{x}}', arguments: [{ name: 'y' }, { name: 'y' }] });
    expect(problems).toEqual([
      kebabMessage,
      'description: is required',
      "arguments[1].name: duplicate argument name 'y'",
      'content: placeholder {{x}} is not declared in arguments',
    ]);
  });
});
