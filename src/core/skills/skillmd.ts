/**
 * SKILL.md (Claude Code skill format): YAML front matter between `---` lines,
 * then a markdown body.
 *
 *     ---
 *     name: release
 *     description: Cut a release
 *     allowed-tools: [Bash]
 *     ---
 *     # Body…
 *
 * Round-trip contract: `renderSkillMd(parseSkillMd(file)) === file` for
 * well-formed files, and render → parse → render is stable for any valid doc.
 * To get that, parsing keeps the original YAML text (`frontMatter`) and
 * rendering reuses it verbatim while it still describes the same values; the
 * body is never touched (line endings, trailing newline, unicode, a `---`
 * inside code fences all survive because only the first closing `---` line
 * ends the front matter).
 *
 * Decisions:
 * - BOM: a leading U+FEFF is accepted and dropped on parse; render never
 *   writes one. A BOM file therefore normalises once (loses its BOM) and is
 *   byte-stable from then on. Claude Code writes UTF-8 without BOM, and a
 *   BOM would otherwise hide the opening `---`.
 * - Line endings: the `---` delimiters use the front matter's own line ending
 *   (or the body's, for freshly generated YAML), so CRLF files stay CRLF.
 * - A file whose closing `---` is the very last line with no newline after
 *   it renders with a newline there (the body is empty either way).
 */
import { Document, parseDocument, type YAMLError } from 'yaml';
import { SKILL_LIMITS, SKILL_NAME_RE } from './validate.js';

export interface SkillDocument {
  name: string;
  description: string;
  body: string;
  /** Every front-matter key except `name` and `description`, in file order. */
  metadata: Record<string, unknown>;
  /** The exact original YAML text between the `---` lines, for byte-exact rendering. */
  frontMatter: string;
}

export interface RenderableSkill {
  name: string;
  description: string;
  body: string;
  metadata?: Record<string, unknown>;
  frontMatter?: string;
}

export type SkillFormatField = 'frontMatter' | 'name' | 'description';

export class SkillFormatError extends Error {
  override readonly name = 'SkillFormatError';

  constructor(
    /** Which part of the file is wrong. */
    readonly field: SkillFormatField,
    /** The problem without the file prefix. */
    readonly problem: string,
    readonly sourcePath?: string,
  ) {
    super(`${sourcePath ?? 'SKILL.md'}: ${problem}`);
  }
}

const BOM = '\uFEFF';
const DELIMITER = '---';

export function parseSkillMd(text: string, sourcePath?: string): SkillDocument {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const split = splitFrontMatter(source);
  if (!split) throw new SkillFormatError('frontMatter', frontMatterProblem(source), sourcePath);
  const data = parseYamlMapping(split.frontMatter, sourcePath);

  const name = requireString(data, 'name', sourcePath);
  if (!SKILL_NAME_RE.test(name)) {
    const problem = `name '${name}' must be kebab-case (a-z, 0-9, single hyphens), at most ${SKILL_LIMITS.name} characters`;
    throw new SkillFormatError('name', problem, sourcePath);
  }
  const description = requireString(data, 'description', sourcePath);

  return { name, description, body: split.body, metadata: withoutCoreFields(data), frontMatter: split.frontMatter };
}

export function renderSkillMd(doc: RenderableSkill): string {
  const frontMatter =
    doc.frontMatter !== undefined && frontMatterDescribes(doc.frontMatter, doc)
      ? doc.frontMatter
      : freshFrontMatter(doc);
  const eol = lineEnding(frontMatter) ?? '\n';
  return `${DELIMITER}${eol}${frontMatter}${DELIMITER}${eol}${doc.body}`;
}

// ---------------------------------------------------------------- parsing

interface SplitFile {
  frontMatter: string;
  body: string;
}

/**
 * Splits at the first line that is exactly `---` after the opening one.
 * Returns undefined when the file has no (terminated) front matter.
 */
function splitFrontMatter(text: string): SplitFile | undefined {
  const opening = /^---\r?\n/.exec(text);
  if (!opening) return undefined;
  let lineStart = opening[0].length;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    if (line === DELIMITER) {
      return {
        frontMatter: text.slice(opening[0].length, lineStart),
        body: newline === -1 ? '' : text.slice(newline + 1),
      };
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return undefined;
}

function frontMatterProblem(text: string): string {
  return /^---\r?\n/.test(text)
    ? "unterminated front matter: no closing '---' line"
    : "missing front matter: the file must start with a '---' line";
}

function parseYamlMapping(frontMatter: string, sourcePath: string | undefined): Record<string, unknown> {
  const document = parseDocument(frontMatter);
  const [error] = document.errors;
  if (error) {
    throw new SkillFormatError('frontMatter', `invalid YAML in front matter: ${describeYamlError(error)}`, sourcePath);
  }
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return {};
  if (!isPlainObject(data)) {
    throw new SkillFormatError('frontMatter', 'front matter must be a YAML mapping of keys to values', sourcePath);
  }
  return data;
}

/** yaml's messages embed a code excerpt; keep the first sentence and report the file line. */
function describeYamlError(error: YAMLError): string {
  const summary = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  const line = error.linePos?.[0].line;
  // +1 because the front matter starts after the opening `---` line.
  return line === undefined ? summary : `${summary} (line ${line + 1})`;
}

function requireString(
  data: Record<string, unknown>,
  key: 'name' | 'description',
  sourcePath: string | undefined,
): string {
  const value = data[key];
  if (typeof value === 'string' && value.trim().length > 0) return value;
  const problem =
    value === undefined || value === null
      ? `front matter is missing required field '${key}'`
      : typeof value === 'string'
        ? `'${key}' must not be empty`
        : `'${key}' must be a string, got ${Array.isArray(value) ? 'a list' : typeof value}`;
  throw new SkillFormatError(key, problem, sourcePath);
}

function withoutCoreFields(data: Record<string, unknown>): Record<string, unknown> {
  const { name: _name, description: _description, ...metadata } = data;
  return metadata;
}

// ---------------------------------------------------------------- rendering

/**
 * The original YAML may be reused only if it parses cleanly into exactly the
 * doc's current values; otherwise an edit would be silently discarded.
 */
function frontMatterDescribes(frontMatter: string, doc: RenderableSkill): boolean {
  // Must end with a line break so the closing `---` lands on its own line.
  if (frontMatter.length > 0 && !frontMatter.endsWith('\n')) return false;
  const document = parseDocument(frontMatter);
  if (document.errors.length > 0) return false;
  const data: unknown = document.toJS();
  if (!isPlainObject(data)) return false;
  return (
    data['name'] === doc.name &&
    data['description'] === doc.description &&
    deepEqual(withoutCoreFields(data), withoutCoreFields(doc.metadata ?? {}))
  );
}

/** `name` and `description` first, then metadata in its own key order. */
function freshFrontMatter(doc: RenderableSkill): string {
  const values = { name: doc.name, description: doc.description, ...withoutCoreFields(doc.metadata ?? {}) };
  const yaml = stringifyFaithfully(values);
  const eol = lineEnding(doc.body) ?? '\n';
  return eol === '\n' ? yaml : yaml.replace(/\n/g, eol);
}

// lineWidth 0: never fold long lines, so descriptions read as written.
const READABLE_YAML = { lineWidth: 0 } as const;
// Every string on one line with JSON-style escapes: no block scalars, no folding.
const ESCAPED_YAML = { lineWidth: 0, blockQuote: false, doubleQuotedAsJSON: true } as const;

/**
 * Prefers readable YAML (block scalars for multi-line text), but the `yaml`
 * package mis-encodes a few strings with whitespace-only lines (they read
 * back without their spaces). The round trip is checked, and on a mismatch
 * the fully escaped form is used instead.
 */
function stringifyFaithfully(values: Record<string, unknown>): string {
  const readable = new Document(values).toString(READABLE_YAML);
  const reread = parseDocument(readable);
  if (reread.errors.length === 0 && deepEqual(reread.toJS(), withoutUndefined(values))) return readable;
  return new Document(values).toString(ESCAPED_YAML);
}

/** YAML has no `undefined`; such keys are dropped when stringifying, so ignore them when comparing. */
function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The line ending of the first line break in `text`, if it has one. */
function lineEnding(text: string): '\n' | '\r\n' | undefined {
  const newline = text.indexOf('\n');
  if (newline === -1) return undefined;
  return text[newline - 1] === '\r' ? '\r\n' : '\n';
}

// ---------------------------------------------------------------- helpers

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Structural equality for YAML-shaped values (key order is irrelevant). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
  );
}
