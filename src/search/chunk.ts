/**
 * Line-based chunker for repository search.
 *
 * A file is cut into windows of at most `maxLines` lines. Where a definition
 * (function, class, method, type, ...) begins inside a window, the window ends
 * just before the last such boundary (preferring the least indented ones) and
 * the next chunk starts at it, so a
 * definition's signature and the start of its body share a chunk. Only when
 * no boundary is available is a window cut mid-region, and then the next chunk
 * repeats the last `overlap` lines so text spanning the cut stays findable.
 *
 * Definitions come from cheap per-language regexes (`findDefinitions`): no
 * parsing, so they can miss or invent a definition, which only moves a cut.
 * Doc comments, decorators and attributes directly above a definition are
 * treated as part of it, so the boundary falls above them.
 *
 * Invariants: every non-blank line is in at least one chunk; chunks are never
 * empty or whitespace-only (a whitespace-only file gives no chunks); a file of
 * at most `maxLines` lines (and ~8 000 characters) is one chunk; output depends
 * only on the input. Chunk text is capped at ~8 000 characters, splitting a
 * window further and cutting very long (minified) lines into pieces that share
 * the same line number.
 */

import { LANGUAGE_MARKER, LISP_COMMENT_LINE, PROLOG_COMMENT_LINE, lispCommentary, prologModuleDoc, withoutModeline } from './module-summary.js';

export interface Chunk {
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  text: string;
  /** First definition whose name line is in the chunk, if any. */
  symbol: string | null;
}

export interface ChunkOptions {
  /** Default 60. */
  maxLines?: number;
  /** Default 10; applied only to cuts that do not fall on a definition boundary. */
  overlap?: number;
  /** Default 8; a boundary closer than this to the previous cut is not used. */
  minLines?: number;
}

export interface Definition {
  /** 1-based line of the definition's name. */
  line: number;
  name: string;
  kind: string;
}

const MAX_CHUNK_CHARS = 8000;
/** Longer lines are minified or data; matching regexes on them buys nothing. */
const MAX_DEFINITION_LINE = 1000;
/** How far above a definition its doc comment / decorators may reach. */
const MAX_LEADING_LINES = 30;

// ---------------------------------------------------------------------------
// Definition heuristics

interface Rule {
  re: RegExp;
  /** Fixed kind, unless the regex captures a `kind` group. */
  kind: string;
  /** Names that mean the match was a statement, not a definition. */
  reject?: ReadonlySet<string>;
}

const STATEMENT_WORDS = new Set([
  'if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'function', 'else', 'do', 'typeof',
  'new', 'await', 'yield', 'throw', 'delete', 'case', 'goto', 'using', 'import', 'package',
  'sizeof', 'defined', 'elif', 'until', 'foreach', 'lock', 'fixed', 'synchronized', 'try', 'assert',
]);

const ID = '[A-Za-z_$][\\w$]*';
const JS_MODIFIERS = '(?:(?:public|private|protected|static|readonly|async|override|abstract|declare|accessor)\\s+)';
const JVM_MODIFIERS =
  '(?:(?:public|private|protected|internal|static|final|abstract|synchronized|native|override|virtual|async|default|sealed|extern|unsafe|new|partial|strictfp|readonly)\\s+)';

const JS_RULES: Rule[] = [
  { re: new RegExp(`^\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?function\\s*\\*?\\s*(?<name>${ID})`), kind: 'function' },
  {
    re: new RegExp(`^\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:const\\s+)?(?<kind>class|interface|enum|namespace)\\s+(?<name>${ID})`),
    kind: 'class',
  },
  { re: new RegExp(`^\\s*(?:export\\s+)?(?:declare\\s+)?type\\s+(?<name>${ID})\\s*(?:<.*>)?\\s*=`), kind: 'type' },
  {
    // `const f = (a) =>`, `const f = async x =>`, `const f = function`, `const f = <T>(`, and `const f = (` ending a line.
    re: new RegExp(
      `^\\s*(?:export\\s+)?(?:const|let|var)\\s+(?<name>${ID})\\s*(?::[^=]*)?=\\s*(?:async\\s+)?(?:function\\b|(?:\\([^)]*\\)|${ID})\\s*(?::[^=]*)?=>|<|\\(\\s*$)`,
    ),
    kind: 'function',
  },
  // Class/object methods: indented `name(...) {` (a plain call never ends with a bare `{`).
  {
    // Parameters holding `=>` or `function` mean a call taking a callback: `setTimeout(function () {`.
    re: new RegExp(`^\\s+${JS_MODIFIERS}*(?:get\\s+|set\\s+)?\\*?(?<name>#?${ID})\\s*(?:<[^>]*>)?\\s*\\((?!.*(?:=>|\\bfunction\\b)).*\\)\\s*(?::\\s*[^=;{]+)?\\{\\s*$`),
    kind: 'method',
    reject: STATEMENT_WORDS,
  },
  // Modifiers make a definition certain even when the parameter list continues on the next lines.
  { re: new RegExp(`^\\s+${JS_MODIFIERS}+\\*?(?<name>#?${ID})\\s*(?:<[^>]*>)?\\s*\\(`), kind: 'method', reject: STATEMENT_WORDS },
  { re: /^\s+(?<name>constructor)\s*\(/, kind: 'method' },
];

const PYTHON_RULES: Rule[] = [
  { re: /^(?:async\s+)?def\s+(?<name>\w+)/, kind: 'function' },
  { re: /^\s+(?:async\s+)?def\s+(?<name>\w+)/, kind: 'method' },
  { re: /^\s*class\s+(?<name>\w+)/, kind: 'class' },
];

const GO_RULES: Rule[] = [
  { re: /^func\s+\([^)]*\)\s*(?<name>\w+)/, kind: 'method' },
  { re: /^func\s+(?<name>\w+)/, kind: 'function' },
  { re: /^type\s+(?<name>\w+)(?:\[[^\]]*\])?\s+(?<kind>struct|interface)\b/, kind: 'type' },
  { re: /^type\s+(?<name>\w+)\b/, kind: 'type' },
];

const RUST_VIS = '(?:pub(?:\\([^)]*\\))?\\s+)?';
const RUST_RULES: Rule[] = [
  { re: new RegExp(`^\\s*${RUST_VIS}(?:(?:const|async|unsafe|default|extern(?:\\s+"[^"]*")?)\\s+)*fn\\s+(?<name>\\w+)`), kind: 'function' },
  { re: new RegExp(`^\\s*${RUST_VIS}(?<kind>struct|enum|trait|union|mod|type)\\s+(?<name>\\w+)`), kind: 'type' },
  { re: /^\s*macro_rules!\s*(?<name>\w+)/, kind: 'macro' },
  // `impl<T> Trait for Type<T>` is named after the type.
  { re: /^\s*(?:unsafe\s+)?impl\b(?:\s*<.*?>)?\s+(?:[\w:]+(?:<.*?>)?\s+for\s+)?(?<name>[\w:]+)/, kind: 'impl' },
];

/** Attributes and annotations written on the definition's own line: `@objc(EXFoo)`, `@MainActor`, `@JvmInline`, `@available(iOS 13.0, *)`. */
const INLINE_ATTRIBUTES = '(?:@[\\w.]+(?:\\([^)]*\\))?\\s+)*';

const TYPE_DECLARATION: Rule = {
  // Kotlin's `inner class`, `fun interface`, `expect`/`actual` and Swift's `indirect enum`, `actor` too.
  re: new RegExp(
    `^\\s*${INLINE_ATTRIBUTES}(?:(?:public|private|protected|internal|static|final|abstract|sealed|open|data|partial|readonly|unsafe|export|inline|value|annotation|enum|fileprivate|case|implicit|inner|fun|expect|actual|external|indirect|nonisolated|distributed)\\s+)*(?<kind>class|interface|enum|record|struct|object|trait|protocol|extension|namespace|actor|@interface)\\s+(?<name>\\w+)(?!.*;\\s*$)`,
  ),
  kind: 'class',
};

const JAVA_LIKE_RULES: Rule[] = [
  TYPE_DECLARATION,
  {
    // `[modifiers] [<T>] ReturnType name(` without a `;` on the line (that would be a call or an abstract declaration).
    re: new RegExp(`^\\s*${JVM_MODIFIERS}*(?:<[^>]+>\\s+)?(?<ret>[\\w.$?]+(?:<.*?>)?(?:\\[\\])*\\??)\\s+(?<name>${ID})\\s*\\([^;]*$`),
    kind: 'method',
    reject: STATEMENT_WORDS,
  },
];

const KOTLIN_RULES: Rule[] = [
  TYPE_DECLARATION,
  {
    // `suspend fun`, `override fun`, type parameters that nest (`<reified T : View<P>, P>`), an
    // extension's receiver (`fun Foo.bar`, `fun <T> T?.ifNull`, `fun (() -> KType).toLazyType`) and
    // a name in backticks (`fun \`is\`(`).
    re: new RegExp(`^\\s*${INLINE_ATTRIBUTES}(?:[a-z]+\\s+)*fun\\s+(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>\\s*)?(?:(?:\\([^=]*?\\)|[\\w.<>?*, ]+?)\\.)?\`?(?<name>\\w+)\`?\\s*[(<]`),
    kind: 'function',
  },
];

const SWIFT_RULES: Rule[] = [
  TYPE_DECLARATION,
  { re: new RegExp(`^\\s*${INLINE_ATTRIBUTES}(?:[a-z]+(?:\\([^)]*\\))?\\s+)*func\\s+\`?(?<name>\\w+)`), kind: 'function' },
  // `init(`, `convenience init?(`, `public init<T>(`, `required init!(`.
  { re: new RegExp(`^\\s*${INLINE_ATTRIBUTES}(?:[a-z]+\\s+)*(?<name>init)\\s*[?!]?\\s*(?:<[^>]*>\\s*)?\\(`), kind: 'method' },
];

const SCALA_RULES: Rule[] = [TYPE_DECLARATION, { re: /^\s*(?:[a-z]+\s+)*def\s+(?<name>\w+)/, kind: 'function' }];

const C_RULES: Rule[] = [
  {
    // Function definitions start at column 0 in virtually every C/C++ style: `type name(args)` without `;`.
    re: /^(?<ret>[A-Za-z_][\w:<>,*&\s]*?[\s*&]+)(?<name>[A-Za-z_~][\w:~]*)\s*\([^;]*$/,
    kind: 'function',
    reject: STATEMENT_WORDS,
  },
  // An export macro between the keyword and the name is not the name: `class FMT_API ostream final`.
  { re: /^\s*(?:template\s*<.*>\s*)?(?:typedef\s+)?(?<kind>class|struct|union|enum|namespace)\s+(?:class\s+)?(?:[A-Z][A-Z0-9_]+\s+(?=\w))?(?<name>\w+)\b(?!\s*[=,>])(?!.*;\s*$)/, kind: 'type' },
  // GNU style puts the return type on the line above: `static char *` / `make_tempname (const char *filename)`.
  // …but a line of attribute macros (`JSON_HEDLEY_NON_NULL(1)`, `ATTRIBUTE_PRINTF (1, 2)`) is not a definition.
  { re: /^(?!(?:[A-Z][A-Z0-9_]{2,}\s*(?:\([^()]*\))?\s*)+$)(?<name>[A-Za-z_~][\w:~]*)\s*\([^;]*$/, kind: 'function', reject: STATEMENT_WORDS },
  {
    // C++ member functions are defined inside their class, indented: `static basic_json parse(InputType&& i,`,
    // `auto size() const noexcept -> size_t {`, `explicit basic_json(const value_t v)`. A condition continued
    // over lines (`std::is_same<T, U>::value && check(`) is not one.
    re: /^\s+(?![^(]*&&)(?<ret>[A-Za-z_][\w:<>,*&\s]*?[\s*&]+)(?<name>~?[A-Za-z_]\w*)\s*\([^;]*$/,
    kind: 'method',
    reject: new Set([...STATEMENT_WORDS, 'decltype', 'alignof', 'alignas', 'noexcept', 'static_assert']),
  },
];

/**
 * A C/C++ line that is only a return type (`static char *`, `const struct foo *`, `int`): in GNU
 * style it stands above the function's name, so it and the doc comment above it belong to the
 * definition.
 */
const C_RETURN_TYPE_LINE = /^[A-Za-z_]\w*(?:[\s*&]+[A-Za-z_]\w*)*[\s*&]*$/;
/** The further lines of a template's parameter list: `          class Allocator = std::allocator<T>>`. */
const C_TEMPLATE_CONTINUED = /^(?:(?:typename|class)\s[^;{}]*[,>]|[^;{}]*[^-\s]>)$/;
/** A line of attribute macros or C++ attributes above a definition: `JSON_HEDLEY_WARN_UNUSED_RESULT`, `FMT_NODISCARD FMT_INLINE`, `[[nodiscard]]`. */
const C_ATTRIBUTE_LINE = /^(?:(?:[A-Z][A-Z0-9_]{2,}(?:\([^()]*\))?|\[\[[^\]]*\]\])\s*)+$/;

const PHP_RULES: Rule[] = [
  { re: /^\s*(?:(?:abstract|final|readonly)\s+)*(?<kind>class|interface|trait|enum)\s+(?<name>\w+)/, kind: 'class' },
  { re: /^\s*(?:(?:public|private|protected|static|final|abstract)\s+)*function\s+&?(?<name>\w+)/, kind: 'function' },
];

const RUBY_RULES: Rule[] = [
  { re: /^\s*def\s+(?<name>(?:self\.)?[\w?!=]+)/, kind: 'method' },
  { re: /^\s*(?<kind>class|module)\s+(?<name>[\w:]+)/, kind: 'class' },
];

const SHELL_RULES: Rule[] = [
  { re: /^\s*function\s+(?<name>[\w.:-]+)/, kind: 'function' },
  { re: /^\s*(?<name>[\w.:-]+)\s*\(\)/, kind: 'function' },
];

const PERL_RULES: Rule[] = [
  // `sub name;` (a forward declaration) ends with `;`.
  { re: /^\s*sub\s+(?<name>[\w:']+)(?![^#]*;\s*$)/, kind: 'function' },
  { re: /^\s*package\s+(?<name>[\w:]+)/, kind: 'package' },
];

const LUA_RULES: Rule[] = [{ re: /^\s*(?:local\s+)?function\s+(?<name>[\w.:]+)/, kind: 'function' }];

const MARKDOWN_RULES: Rule[] = [{ re: /^#{1,6}\s+(?<name>.+?)\s*#*\s*$/, kind: 'heading' }];

const SQL_RULES: Rule[] = [
  {
    re: /^\s*create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?(?:unique\s+)?(?<kind>table|view|function|procedure|index|trigger|type|materialized\s+view)\s+(?:if\s+not\s+exists\s+)?(?<name>[\w."`[\]]+)/i,
    kind: 'table',
  },
];

const MAKEFILE_RULES: Rule[] = [{ re: /^(?<name>[\w./%-]+)\s*:(?!=)/, kind: 'target' }];

const TOML_RULES: Rule[] = [{ re: /^\s*\[\[?(?<name>[^\]]+)\]\]?/, kind: 'table' }];

/**
 * The Lisp family's top-level definitions: a form at column 0 whose head says `def` (`(define
 * (file-system-fold …`, `(define-public`, `(define-syntax`, `(defun`, `(cl-defstruct (name`,
 * `(defn-`, `(define-derived-mode`), named by the symbol after it, as written (`string->uri`,
 * `open-pipe*`).
 */
const LISP_RULES: Rule[] = [{ re: /^\((?<kind>[\w:-]*def[\w*-]*)\s+(?:'|\(+)?(?<name>[^\s()'";]+)/, kind: 'definition' }];

/** A Prolog predicate's clause or rule at column 0 (`must_be(Type, X) :-`, `phrase_from_file(G, F) :-`), named by its functor. */
const PROLOG_RULES: Rule[] = [{ re: /^(?<name>[a-z]\w*)(?:\(|\s*(?::-|-->))/, kind: 'predicate' }];

const RULES_BY_LANGUAGE: Readonly<Record<string, Rule[]>> = {
  typescript: JS_RULES,
  javascript: JS_RULES,
  vue: JS_RULES,
  svelte: JS_RULES,
  python: PYTHON_RULES,
  go: GO_RULES,
  rust: RUST_RULES,
  java: JAVA_LIKE_RULES,
  csharp: JAVA_LIKE_RULES,
  kotlin: KOTLIN_RULES,
  swift: SWIFT_RULES,
  scala: SCALA_RULES,
  c: C_RULES,
  cpp: C_RULES,
  php: PHP_RULES,
  ruby: RUBY_RULES,
  perl: PERL_RULES,
  shell: SHELL_RULES,
  lua: LUA_RULES,
  markdown: MARKDOWN_RULES,
  sql: SQL_RULES,
  makefile: MAKEFILE_RULES,
  toml: TOML_RULES,
  lisp: LISP_RULES,
  prolog: PROLOG_RULES,
};

/**
 * Languages whose definitions name a chunk but do not cut one: a Lisp file's forms and a Prolog
 * file's clauses are short and many, and cut at each, a file's summary and first code no longer
 * share the chunk that a question about the file finds (docs/search.md).
 */
const WINDOWS_KEPT = new Set(['lisp', 'prolog']);

/** Languages whose line comments start with `#` (elsewhere `#` is a directive or attribute). */
const HASH_COMMENT_LANGUAGES = new Set(['python', 'ruby', 'perl', 'shell', 'makefile', 'toml', 'yaml', 'dockerfile']);

/** Definitions found by line regexes: at most one per line, the first rule that matches wins. */
export function findDefinitions(lines: string[], language: string | null): Definition[] {
  const rules = language === null ? undefined : RULES_BY_LANGUAGE[language];
  if (!rules) return [];
  const found: Definition[] = [];
  const inComment = language === 'c' || language === 'cpp' ? blockCommentLines(lines) : null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length === 0 || line.length > MAX_DEFINITION_LINE || inComment?.[i]) continue;
    const def = matchDefinition(line, rules);
    if (def) found.push({ line: i + 1, ...def });
  }
  return found;
}

/**
 * Which lines start inside a C block comment. Prose in a comment whose lines carry no `*`
 * (GNU's `   The function make_tempname (below) …`, fmt's `\rst` blocks) reads like a definition
 * to the line rules. String literals are left out of the scan (`"*.c"`, `"/*"`).
 */
function blockCommentLines(lines: string[]): boolean[] {
  const inside: boolean[] = [];
  let open = false;
  for (const line of lines) {
    inside.push(open);
    if (!line.includes('/*') && !(open && line.includes('*/'))) continue;
    for (const m of line.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""').matchAll(/\/\*|\*\/|\/\//g)) {
      if (!open && m[0] === '//') break;
      if (m[0] === '/*') open = true;
      else if (m[0] === '*/') open = false;
    }
  }
  return inside;
}

function matchDefinition(line: string, rules: Rule[]): { name: string; kind: string } | null {
  for (const rule of rules) {
    const groups = rule.re.exec(line)?.groups;
    const name = groups?.name;
    if (!groups || !name) continue;
    if (rule.reject && (rule.reject.has(name) || rule.reject.has(firstWord(groups.ret)))) continue;
    const kind = groups.kind?.replace(/\s+/g, ' ').toLowerCase() ?? rule.kind;
    return { name, kind };
  }
  return null;
}

function firstWord(text: string | undefined): string {
  return text?.trim().split(/\s+/, 1)[0] ?? '';
}

/** Lines directly above a definition that belong to it: doc comments, decorators, attributes. */
function isLeadingLine(line: string, language: string | null): boolean {
  const t = line.trimStart();
  if (t === '' || language === 'markdown') return false; // a heading owns no lines above it
  if (t.startsWith('//') || t.startsWith('/*') || t.startsWith('*') || t.startsWith('@') || t.startsWith('#[')) return true;
  if (t.startsWith('#')) return language !== null && HASH_COMMENT_LANGUAGES.has(language);
  if (language === 'cpp' || language === 'c') return t.startsWith('template') || C_TEMPLATE_CONTINUED.test(t) || C_ATTRIBUTE_LINE.test(t) || (t === line && C_RETURN_TYPE_LINE.test(t) && !STATEMENT_WORDS.has(t));
  return false;
}

interface Boundary {
  /** 0-based line where the definition block (including leading comments) begins. */
  line: number;
  /** Indentation of the definition line: shallower definitions are better cut points. */
  indent: number;
}

function definitionBoundaries(lines: string[], defs: Definition[], language: string | null): Boundary[] {
  const bounds: Boundary[] = [];
  let floor = 0; // never reach above the previous definition's line
  for (const def of defs) {
    const defLine = lines[def.line - 1]!;
    let start = def.line - 1;
    const limit = Math.max(floor, start - MAX_LEADING_LINES);
    while (start > limit && isLeadingLine(lines[start - 1]!, language)) start--;
    const last = bounds[bounds.length - 1];
    if (last === undefined || start > last.line) {
      bounds.push({ line: start, indent: defLine.length - defLine.trimStart().length });
    }
    floor = def.line;
  }
  return bounds;
}

/**
 * The cut for a window: among boundaries in [minCut, limit], the last one of
 * the shallowest indentation, so a class is not cut between its header and
 * its first method when a top-level boundary is available. -1 if none.
 */
function pickCut(bounds: Boundary[], from: number, minCut: number, limit: number): number {
  let cut = -1;
  let cutIndent = Infinity;
  for (let k = from; k < bounds.length && bounds[k]!.line <= limit; k++) {
    const { line, indent } = bounds[k]!;
    if (line >= minCut && indent <= cutIndent) {
      cut = line;
      cutIndent = indent;
    }
  }
  return cut;
}

// ---------------------------------------------------------------------------
// Chunking

/** Splits text into lines without line terminators; a final newline does not add an empty line. */
function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function resolveOptions(opts: ChunkOptions | undefined): Required<ChunkOptions> {
  const maxLines = Math.max(1, Math.floor(opts?.maxLines ?? 60));
  const overlap = Math.min(Math.max(0, Math.floor(opts?.overlap ?? 10)), maxLines - 1);
  const minLines = Math.min(Math.max(1, Math.floor(opts?.minLines ?? 8)), maxLines);
  return { maxLines, overlap, minLines };
}

export function chunkLines(text: string, language: string | null, opts?: ChunkOptions): Chunk[] {
  if (!/\S/.test(text)) return [];
  const { maxLines, overlap, minLines } = resolveOptions(opts);
  const lines = splitLines(text);
  const defs = findDefinitions(lines, language);
  const bounds = language !== null && WINDOWS_KEPT.has(language) ? [] : definitionBoundaries(lines, defs, language);
  const out: Chunk[] = [];
  const emit = (from: number, to: number) => emitCapped(out, lines, from, to, defs);

  const n = lines.length;
  let start = 0;
  let prevEnd = 0;
  let b = 0; // cursor into bounds; only moves forward
  while (start < n) {
    const limit = start + maxLines;
    if (limit >= n) {
      emit(start, n);
      break;
    }
    // A boundary must leave at least minLines of text not already emitted.
    while (b < bounds.length && bounds[b]!.line <= start) b++;
    const cut = pickCut(bounds, b, prevEnd + minLines, limit);
    if (cut !== -1) {
      emit(start, cut);
      start = prevEnd = cut;
    } else if (n - limit < minLines) {
      emit(start, n); // a sliver of a tail is better kept with its window
      break;
    } else {
      emit(start, limit);
      prevEnd = limit;
      start = limit - overlap;
    }
  }
  return out;
}

/** Emits lines [from, to) as one or more chunks of at most MAX_CHUNK_CHARS characters. */
function emitCapped(out: Chunk[], lines: string[], from: number, to: number, defs: Definition[]): void {
  let pieceStart = from;
  let size = 0;
  for (let i = from; i < to; i++) {
    const len = lines[i]!.length + 1;
    if (len > MAX_CHUNK_CHARS) {
      if (i > pieceStart) pushChunk(out, lines, pieceStart, i, defs);
      pushLongLine(out, lines[i]!, i + 1);
      pieceStart = i + 1;
      size = 0;
      continue;
    }
    if (size + len > MAX_CHUNK_CHARS && i > pieceStart) {
      pushChunk(out, lines, pieceStart, i, defs);
      pieceStart = i;
      size = 0;
    }
    size += len;
  }
  if (pieceStart < to) pushChunk(out, lines, pieceStart, to, defs);
}

function pushChunk(out: Chunk[], lines: string[], from: number, to: number, defs: Definition[]): void {
  const text = lines.slice(from, to).join('\n');
  if (!/\S/.test(text)) return;
  out.push({ startLine: from + 1, endLine: to, text, symbol: firstDefinitionIn(defs, from + 1, to) });
}

/** Cuts one over-long line into pieces, never between the halves of a surrogate pair. */
function pushLongLine(out: Chunk[], line: string, lineNo: number): void {
  let pos = 0;
  while (pos < line.length) {
    let end = Math.min(pos + MAX_CHUNK_CHARS, line.length);
    const code = line.charCodeAt(end - 1);
    if (end < line.length && code >= 0xd800 && code <= 0xdbff) end--;
    const text = line.slice(pos, end);
    if (/\S/.test(text)) out.push({ startLine: lineNo, endLine: lineNo, text, symbol: null });
    pos = end;
  }
}

/** Binary search for the first definition with startLine <= line <= endLine. */
function firstDefinitionIn(defs: Definition[], startLine: number, endLine: number): string | null {
  let lo = 0;
  let hi = defs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (defs[mid]!.line < startLine) lo = mid + 1;
    else hi = mid;
  }
  const def = defs[lo];
  return def !== undefined && def.line <= endLine ? def.name : null;
}

/** Lines of a doc comment read at most (its start is kept: the summary sentence comes first), and its characters kept. */
const DOC_LINES = 300;
const DOC_CHARS = 400;
/** A comment line: `//`, `///`, `#`, `--`, or a line of a block comment (`/**`, ` *`, `*\/`). */
const COMMENT_LINE = /^\s*(?:\/\/+|#+(?!!)|--|\/\*+|\*+\/?|\*\/)\s?(.*)$/;
const ANNOTATION = /^\s*@[A-Za-z]/;
const DOCSTRING_OPEN = /^\s*[rRuU]?("""|''')(.*)$/;
/** Doc-comment tags and commands (Javadoc's `@param`, Doxygen's `@brief` `\\rst` `@param[in]`): markup, not words. */
const DOC_TAG = /(?<![\w.])[@\\][A-Za-z]+\b(?:\[[^\]]*\])?/g;
/** Swift's doc-comment fields (`- Parameter url:`, `- Returns:`, `- Throws:`): like a tag, they end the summary. */
const SWIFT_DOC_FIELD = /(?:^|\s)- (?:Parameters?|Returns|Throws|Note|Warning|Important|SeeAlso|Precondition|Postcondition|Complexity)\b[^:]{0,40}:/g;

/**
 * The doc comment of the definition on 1-based line `line`: the comment block right above it
 * (annotations and decorators between them allowed) or, in Python, the docstring right below.
 * Markup is dropped (`{@code List}` → `List`, `@param`, HTML tags); at most DOC_CHARS
 * characters. It says in plain words what the code does, so it is what a question matches.
 */
export function docComment(lines: string[], line: number, language: string | null): string {
  const out: string[] = [];
  const cLike = language === 'c' || language === 'cpp';
  let i = line - 2;
  while (i >= 0 && (ANNOTATION.test(lines[i]!) || (cLike && isLeadingLine(lines[i]!, language) && !COMMENT_LINE.test(lines[i]!)))) i--;
  // GNU style leaves a blank line between the comment and the return type.
  if (cLike && i > 0 && i < line - 2 && lines[i]!.trim() === '' && /\*\/\s*$/.test(lines[i - 1]!)) i--;
  if (i >= 0 && /\*\/\s*$/.test(lines[i]!)) {
    // A block comment, read whole from its `/*`: its inner lines may carry no `*` (GNU style:
    // `/* Return ...` / `   more.  */`; Doxygen's `/*!` and fmt's `/**` / `  \rst` / `  Returns …` / ` */`).
    const end = i;
    while (i > 0 && end - i < DOC_LINES && !lines[i]!.includes('/*')) i--;
    if (lines[i]!.includes('/*')) out.push(...lines.slice(i, end + 1).map((l) => l.replace(/\/\*+!?|\s*\*+\/|^\s*\*+/g, ' ')));
  } else {
    for (let n = 0; i >= 0 && n < DOC_LINES; i--, n++) {
      const m = COMMENT_LINE.exec(lines[i]!);
      if (!m) break;
      out.unshift(m[1]!);
    }
  }
  if (language === 'perl' && out.length === 0) out.push(podAbove(lines, line - 2));
  if (language === 'python') {
    const open = DOCSTRING_OPEN.exec(lines[line] ?? '');
    if (open) {
      const quote = open[1]!;
      const body = [open[2]!];
      for (let j = line + 1; !body.at(-1)!.includes(quote) && j < lines.length && j <= line + DOC_LINES; j++) body.push(lines[j]!);
      out.push(body.join(' ').split(quote)[0]!);
    }
  }
  return out
    .join(' ')
    .replace(/\{@\w+\s+([^}]*)\}/g, '$1')
    .replace(/\b[BCIFL]<([^<>]*)>/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    // A tag starts another part (`@param`, `@sa`): the summary sentence ends before it.
    .replace(DOC_TAG, '. ')
    .replace(SWIFT_DOC_FIELD, '. ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+\.(?=\s|$)/g, '.')
    .replace(/\.{2,}(?=\s|$)/g, '.')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, DOC_CHARS);
}

/**
 * Perl's POD paragraph ending with `=cut` just above line index `i` (blank lines between
 * allowed), without its `=item` / `=head` line: the documentation of the sub below it.
 */
function podAbove(lines: string[], i: number): string {
  while (i >= 0 && lines[i]!.trim() === '') i--;
  if (i < 0 || !lines[i]!.startsWith('=cut')) return '';
  const end = i;
  while (i > 0 && end - i < DOC_LINES && !/^=(?:item|head\d|pod|begin)\b/.test(lines[i - 1]!)) i--;
  return lines.slice(i, end).filter((l) => !l.startsWith('=')).join(' ');
}

/**
 * The first two sentences of a doc comment, at most SUMMARY_CHARS: the summary and, most
 * often, what the thing does or how it differs ("Hash table and linked list implementation of
 * the Map interface … This linked list defines the encounter order") — what questions are
 * asked in.
 */
export function docSummary(doc: string): string {
  const m = /^((?:.+?[.!?](?:\s|$)){1,2})/.exec(doc);
  return (m ? m[1]!.trim() : doc).slice(0, SUMMARY_CHARS);
}

const SUMMARY_CHARS = 300;

/** Lines at the top of a file looked at for its summary comment. */
const SUMMARY_HEAD_LINES = 40;
/** A line of a licence header: the summary, if any, comes before it. */
const LICENCE_LINE = /copyright|licen[cs]e|spdx|all rights reserved|\(c\)\s*\d{4}/i;

/**
 * What a file says it is, in one sentence: Perl's POD `NAME` line (`File::Temp - return name and
 * handle of a temporary file safely`), Python's module docstring, or the first comment at the top
 * of the file up to its licence lines (`bin2c.c -- dump binary file in hex format`). Empty when the
 * file opens with code or with its licence. Questions about a module are asked in these words.
 */
export function fileSummary(lines: string[], language: string | null): string {
  if (language === 'perl') {
    const at = lines.findIndex((l) => /^=head1\s+NAME\b/.test(l));
    if (at >= 0) return (lines.slice(at + 1, at + 6).find((l) => l.trim() !== '') ?? '').replace(/\b[BCIFL]<([^<>]*)>/g, '$1').trim().slice(0, SUMMARY_CHARS);
  }
  if (language === 'prolog') {
    const doc = prologModuleDoc(lines);
    if (doc !== '') return docSummary(doc);
  }
  const head = headComment(lines, language);
  // Lisp's `;;; Commentary:` says in sentences what the first line names (`;;;; ftw.scm --- file system tree walk`).
  if (language !== 'lisp') return head;
  const commentary = docSummary(lispCommentary(lines));
  return `${head} ${commentary}`.trim().slice(0, SUMMARY_CHARS);
}

/** The first comment at the top of a file up to its licence lines (fileSummary). */
function headComment(lines: string[], language: string | null): string {
  const comment = language === 'lisp' ? LISP_COMMENT_LINE : language === 'prolog' ? PROLOG_COMMENT_LINE : COMMENT_LINE;
  let i = 0;
  while (i < lines.length && i < SUMMARY_HEAD_LINES && (lines[i]!.trim() === '' || lines[i]!.startsWith('#!') || LANGUAGE_MARKER.test(lines[i]!) || /coding[:=]|frozen_string_literal|^\s*['"]use strict['"]/.test(lines[i]!))) i++;
  const out: string[] = [];
  const open = language === 'python' ? DOCSTRING_OPEN.exec(lines[i] ?? '') : null;
  if (open) {
    out.push(open[2]!);
    for (let j = i + 1; !out.at(-1)!.includes(open[1]!) && j < lines.length && j < SUMMARY_HEAD_LINES; j++) out.push(lines[j]!);
    return docSummary(out.join(' ').split(open[1]!)[0]!.replace(/\s+/g, ' ').trim());
  }
  // Comment blocks from the top: the text of the first before any licence line; a block that is
  // only a licence is skipped (Go's `// Package bufio implements…` follows its copyright lines).
  let block = false;
  let licence = false;
  for (; i < lines.length && i < SUMMARY_HEAD_LINES; i++) {
    const line = lines[i]!;
    if (line.trim() === '' && !block) {
      if (out.length > 0) break;
      licence = false;
      continue;
    }
    if (!block && /^\s*\/\*/.test(line)) block = true;
    const m = block ? null : comment.exec(line);
    if (!block && !m) break;
    if (LICENCE_LINE.test(line)) licence = true;
    const text = (m ? m[1]! : line).replace(/\/\*+|\*+\/|^\s*\*+/g, ' ');
    // A line that is only an editor's modeline (`;;; -*- mode: scheme -*-`) says nothing of the file.
    if (!licence && (withoutModeline(text).trim() !== '' || text.trim() === '')) out.push(withoutModeline(text));
    if (block && line.includes('*/')) {
      block = false;
      if (out.length > 0) break;
      licence = false;
    }
  }
  return docSummary(out.join(' ').replace(/\s+/g, ' ').trim());
}

