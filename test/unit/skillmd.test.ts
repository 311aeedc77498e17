import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSkillMd, renderSkillMd, SkillFormatError, type SkillDocument } from '../../src/core/skills/skillmd.js';
import { validateSkillInput } from '../../src/core/skills/validate.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/skills/', import.meta.url));

async function fixturePaths(): Promise<string[]> {
  const entries = await readdir(FIXTURES, { recursive: true });
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('/SKILL.md'))
    .sort();
}

const fixtures = await fixturePaths();
const readFixture = (rel: string): Promise<string> => readFile(path.join(FIXTURES, rel), 'utf8');
const parseFixture = async (rel: string): Promise<SkillDocument> => parseSkillMd(await readFixture(rel), rel);

/** Renders without the original YAML, forcing freshly generated front matter. */
function renderFresh(doc: SkillDocument): string {
  const { frontMatter: _ignored, ...rest } = doc;
  return renderSkillMd(rest);
}

function expectStable(rendered: string): void {
  expect(renderSkillMd(parseSkillMd(rendered))).toBe(rendered);
}

describe('SKILL.md fixtures', () => {
  it('has at least 10 varied skills', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixtures)('%s parses with a name matching its folder', async (rel) => {
    const doc = await parseFixture(rel);
    expect(doc.name).toBe(path.posix.basename(path.posix.dirname(rel)));
    expect(doc.description.trim()).not.toBe('');
  });

  it.each(fixtures)('%s round-trips byte-exactly (file → parse → render)', async (rel) => {
    const file = await readFixture(rel);
    expect(renderSkillMd(parseSkillMd(file, rel))).toBe(file);
  });

  it.each(fixtures)('%s is stable when the front matter is regenerated', async (rel) => {
    const doc = await parseFixture(rel);
    const fresh = renderFresh(doc);
    expectStable(fresh);
    const reparsed = parseSkillMd(fresh);
    expect(reparsed).toMatchObject({ name: doc.name, description: doc.description, body: doc.body });
    expect(reparsed.metadata).toEqual(doc.metadata);
  });

  it.each(fixtures)('%s passes skill validation', async (rel) => {
    const doc = await parseFixture(rel);
    const args = (doc.metadata['arguments'] ?? []) as { name: string; description?: string; required?: boolean }[];
    const tags = (doc.metadata['tags'] ?? []) as string[];
    expect(validateSkillInput({ ...doc, content: doc.body, arguments: args, tags })).toEqual([]);
  });

  it('keeps block-scalar and quoted descriptions as values', async () => {
    expect((await parseFixture('multiline-description/SKILL.md')).description).toBe(
      'Triage a failing CI job.\nUse when a pipeline is red and the cause is not obvious:\ncollect logs, find the first error, propose a fix.\n',
    );
    expect((await parseFixture('folded-description/SKILL.md')).description).toBe(
      'Write a concise commit message in the imperative mood, wrapping the body at 72 columns and referencing the issue it fixes.   # not a comment inside a scalar',
    );
    const quoted = await parseFixture('quoted-description/SKILL.md');
    expect(quoted.name).toBe('quoted-description');
    expect(quoted.description).toBe('Deploy: build, test: then ship. Note: uses "quotes" and a #hash');
    expect(quoted.metadata).toEqual({ 'argument-hint': '[env: staging|prod]' });
  });

  it('keeps extra front matter as ordered, nested metadata', async () => {
    const doc = await parseFixture('extra-metadata/SKILL.md');
    expect(Object.keys(doc.metadata)).toEqual(['allowed-tools', 'license', 'version', 'metadata', 'tags']);
    expect(doc.metadata['allowed-tools']).toEqual(['Read', 'Grep', 'Bash(npm ls:*)']);
    expect(doc.metadata['version']).toBe('1.0');
    expect(doc.metadata['metadata']).toEqual({
      author: 'platform-team',
      reviewed: true,
      score: 4.5,
      owners: ['alice', 'bob'],
      limits: { max_depth: 8, allow: ['MIT', 'ISC', 'BSD-3-Clause'] },
      empty: null,
    });
    expect(doc.frontMatter.startsWith('# Comments in the front matter')).toBe(true);
  });

  it('keeps bodies byte-exact: unicode, CRLF, fences with ---, no trailing newline, empty', async () => {
    const unicode = await parseFixture('unicode-notes/SKILL.md');
    expect(unicode.description).toContain('会議メモ');
    expect(unicode.body).toContain('👩🏽‍💻 👨‍👩‍👧‍👦');

    const crlf = await parseFixture('crlf-endings/SKILL.md');
    expect(crlf.frontMatter).toContain('\r\n');
    expect(crlf.description).toBe('A skill saved on Windows with CRLF line endings.');
    expect(crlf.body.startsWith('\r\n# CRLF\r\n')).toBe(true);
    expect(renderFresh(crlf).startsWith('---\r\nname: crlf-endings\r\n')).toBe(true);

    const fences = await parseFixture('code-fences/SKILL.md');
    expect(fences.body.split('\n').filter((line) => line === '---').length).toBeGreaterThanOrEqual(4);
    expect(fences.body.endsWith('```\n---\n```\n')).toBe(true);

    expect((await parseFixture('no-trailing-newline/SKILL.md')).body.endsWith('one.')).toBe(true);
    expect((await parseFixture('empty-body/SKILL.md')).body).toBe('');
    expect((await parseFixture('long-guide/SKILL.md')).body.length).toBeGreaterThan(20_000);
  });
});

describe('parseSkillMd', () => {
  const valid = '---\nname: demo\ndescription: A demo skill\n---\nBody\n';

  it('splits front matter, body and metadata', () => {
    const doc = parseSkillMd('---\nname: demo\ndescription: D\nlicense: MIT\n---\n# Title\n');
    expect(doc).toEqual({
      name: 'demo',
      description: 'D',
      body: '# Title\n',
      metadata: { license: 'MIT' },
      frontMatter: 'name: demo\ndescription: D\nlicense: MIT\n',
    });
  });

  it('ends the front matter at the first closing --- only', () => {
    const doc = parseSkillMd('---\nname: demo\ndescription: D\n---\n---\nstill body\n---\n');
    expect(doc.body).toBe('---\nstill body\n---\n');
  });

  it('does not treat an indented --- in a block scalar as the delimiter', () => {
    const doc = parseSkillMd('---\nname: demo\ndescription: |\n  above\n  ---\n  below\n---\nbody');
    expect(doc.description).toBe('above\n---\nbelow\n');
    expect(doc.body).toBe('body');
  });

  it('drops a leading BOM; the result is stable from then on', () => {
    const withBom = `\uFEFF${valid}`;
    const doc = parseSkillMd(withBom);
    expect(doc.name).toBe('demo');
    const rendered = renderSkillMd(doc);
    expect(rendered).toBe(valid);
    expectStable(rendered);
  });

  it('accepts a closing --- at end of file (empty body, newline added on render)', () => {
    const doc = parseSkillMd('---\nname: demo\ndescription: D\n---');
    expect(doc.body).toBe('');
    expect(renderSkillMd(doc)).toBe('---\nname: demo\ndescription: D\n---\n');
  });

  const failures: [string, string, string, RegExp][] = [
    ['no front matter', '# Just markdown\n', 'frontMatter', /must start with a '---' line/],
    ['leading blank line', `\n${valid}`, 'frontMatter', /must start with a '---' line/],
    ['unterminated', '---\nname: demo\ndescription: D\n', 'frontMatter', /no closing '---' line/],
    ['bad YAML', '---\nname: demo\ndescription: [unclosed\n---\n', 'frontMatter', /invalid YAML in front matter/],
    ['duplicate key', '---\nname: demo\nname: other\ndescription: D\n---\n', 'frontMatter', /unique.*\(line 3\)/],
    ['list front matter', '---\n- name\n---\n', 'frontMatter', /must be a YAML mapping/],
    ['missing name', '---\ndescription: D\n---\n', 'name', /missing required field 'name'/],
    ['empty front matter', '---\n---\nbody\n', 'name', /missing required field 'name'/],
    ['uppercase name', '---\nname: Demo\ndescription: D\n---\n', 'name', /'Demo' must be kebab-case/],
    ['numeric name', '---\nname: 42\ndescription: D\n---\n', 'name', /must be a string, got number/],
    ['missing description', '---\nname: demo\n---\n', 'description', /missing required field 'description'/],
    ['blank description', '---\nname: demo\ndescription: "  "\n---\n', 'description', /must not be empty/],
    ['list description', '---\nname: demo\ndescription: [a]\n---\n', 'description', /got a list/],
  ];

  it.each(failures)('rejects %s', (_label, text, field, message) => {
    let error: unknown;
    try {
      parseSkillMd(text, 'skills/demo/SKILL.md');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SkillFormatError);
    const formatError = error as SkillFormatError;
    expect(formatError.field).toBe(field);
    expect(formatError.message).toMatch(/^skills\/demo\/SKILL\.md: /);
    expect(formatError.message).toMatch(message);
  });
});

describe('renderSkillMd', () => {
  it('puts name and description first, then metadata in order', () => {
    const text = renderSkillMd({
      name: 'demo',
      description: 'D',
      body: 'Body\n',
      metadata: { zeta: 1, 'allowed-tools': ['Read'], alpha: { nested: true } },
    });
    expect(text).toBe(
      '---\nname: demo\ndescription: D\nzeta: 1\nallowed-tools:\n  - Read\nalpha:\n  nested: true\n---\nBody\n',
    );
  });

  it('reuses the original YAML verbatim while it still matches', () => {
    const file = "---\n# keep me\nname: demo   # trailing comment\ndescription: 'D'\nlist: [a, b]\n---\nx";
    const doc = parseSkillMd(file);
    expect(renderSkillMd(doc)).toBe(file);
    // Same values in a different key order still count as unchanged.
    expect(renderSkillMd({ ...doc, metadata: { list: ['a', 'b'] } })).toBe(file);
  });

  it('regenerates the YAML when a field was edited', () => {
    const doc = parseSkillMd('---\n# comment\nname: demo\ndescription: old\nlicense: MIT\n---\nBody\n');
    expect(renderSkillMd({ ...doc, description: 'new' })).toBe('---\nname: demo\ndescription: new\nlicense: MIT\n---\nBody\n');
    expect(renderSkillMd({ ...doc, metadata: {} })).toBe('---\nname: demo\ndescription: old\n---\nBody\n');
    expect(renderSkillMd({ ...doc, name: 'renamed' })).toContain('name: renamed\n');
  });

  it('ignores unusable front matter text', () => {
    const base = { name: 'demo', description: 'D', body: '' };
    const expected = '---\nname: demo\ndescription: D\n---\n';
    expect(renderSkillMd({ ...base, frontMatter: 'name: demo\ndescription: D' })).toBe(expected);
    expect(renderSkillMd({ ...base, frontMatter: 'name: [\n' })).toBe(expected);
    expect(renderSkillMd({ ...base, frontMatter: '- a\n' })).toBe(expected);
  });

  it('never lets metadata override name or description', () => {
    const text = renderSkillMd({ name: 'demo', description: 'D', body: '', metadata: { name: 'evil', description: 'x' } });
    expect(text).toBe('---\nname: demo\ndescription: D\n---\n');
  });

  describe('render → parse → render is stable', () => {
    const descriptions = [
      'plain',
      'Deploy: build, test: then ship',
      'multi\nline\n',
      'multi\nline without final newline',
      'ends with blank lines\n\n\n',
      '  leading spaces\nsecond',
      'trailing spaces   ',
      'has\n---\ninside',
      '# looks like a comment',
      "quotes ' and \" and `backticks`",
      'unicode: café 日本語 🎉 👩🏽‍💻',
      'tab\tinside and a \\ backslash',
      'yes',
      '123',
      'x'.repeat(1024),
      'carriage\r\nreturn',
      // The `yaml` package mis-encodes this one (and whitespace-only block lines below); render must fall back.
      'x"\u0000?*\n \n---#}{?{}🎉🎉-@,\'":& ',
    ];
    const bodies = ['', '\n', 'no newline', '# T\n\n```yaml\n---\na: 1\n---\n```\n', '---\nbody starts with a delimiter\n', 'line\r\nwindows\r\n', '\uFEFFbom in body\n'];
    const metadatas: Record<string, unknown>[] = [
      {},
      { 'allowed-tools': ['Read', 'Bash(git:*)'], license: 'MIT', version: '1.0' },
      { metadata: { nested: { deep: [1, 'two', null, true] } }, tags: [] },
      { 'key: with colon': 'value: with colon', multi: 'a\nb\n', empty: '' },
      { blank: ' \n', list: [' \n\n'], nested: { deep: '  \n\n' } },
    ];

    const cases = descriptions.flatMap((description, i) =>
      bodies.map((body, j) => ({ description, body, metadata: metadatas[(i + j) % metadatas.length] ?? {} })),
    );

    it.each(cases)('case %#', ({ description, body, metadata }) => {
      const input = { name: 'round-trip', description, body, metadata };
      const rendered = renderSkillMd(input);
      const parsed = parseSkillMd(rendered);
      expect(parsed.description).toBe(description);
      expect(parsed.body).toBe(body);
      expect(parsed.metadata).toEqual(metadata);
      expect(renderSkillMd(parsed)).toBe(rendered);
    });
  });
});
