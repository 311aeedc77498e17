/**
 * Error-text normalization, shared by write time (storing a remediation) and query time
 * (searching for one), so the same failure seen in two projects becomes (nearly) the same
 * text: paths, line numbers, ids, versions, ports, addresses, hashes and quoted names turn
 * into placeholders while the error's own wording and kind survive. The caller keeps the
 * raw text; this module only derives a search form from it.
 *
 * Safety: every regex below is linear in its input — flat character classes, match starts
 * pinned to token boundaries by look-behinds, bounded repeats — and lines are cut at
 * MAX_LINE_CHARS, so 50 KB of hostile input stays in the low milliseconds.
 */
import { Memo, shortText } from '../util/memo.js';
import { CIRCUMSTANCE_LINES, isSaidLine } from './circumstance-sentence.js';
import { lastSession, logLines } from './pasted-log.js';

export interface NormalizedError {
  /** Placeholder form of the whole text, one line per meaningful input line. */
  normalized: string;
  /** The most informative line (the error headline), normalized. */
  keyLine: string;
  /** `TypeError`, `ENOENT`, `TS2322`, `E0382`, `HTTP 429`, `exit 137`, ... or null. */
  errorType: string | null;
}

/**
 * Every placeholder `normalizeLine` writes, as `<name>` (paths may carry an extension or a
 * well-known basename: `<path>.ts`, `<path>/package.json`). Exported so consumers can strip
 * or weight them without keeping their own list.
 */
export const PLACEHOLDERS = [
  'path', 'tmp', 'url', 'uuid', 'ts', 'ip', 'host', 'port', 'addr', 'hash', 'ver', 'pid', 'id',
  'n', 'fn', 'class', 'artifact',
] as const;

/** Longer lines are cut: nothing diagnostic lives that far in, and it bounds regex cost. */
export const MAX_LINE_CHARS = 4000;
/** A run of stack frames keeps this many distinct (normalized) frames. */
const MAX_FRAMES_PER_RUN = 3;
/** Lines scoring at least this in `keyLineScore` read like an error headline. */
const HEADLINE_SCORE = 5;

/** Input lines without what a log or a terminal added (colours, timestamps, service bars: src/search/pasted-log.ts), over-long lines cut; indentation is kept. */
export function splitErrorLines(raw: string): string[] {
  return logLines(raw).map((l) => (l.length > MAX_LINE_CHARS ? l.slice(0, MAX_LINE_CHARS) : l));
}

// ---------------------------------------------------------------------------------------
// Paths

/** Basenames that are the signal themselves ("ENOENT ... package.json"), so they survive. */
const KNOWN_FILES: ReadonlySet<string> = new Set([
  'package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock',
  'tsconfig.json', 'jsconfig.json', '.npmrc', '.env', '.gitignore', '.dockerignore',
  'go.mod', 'go.sum', 'Cargo.toml', 'Cargo.lock', 'pom.xml', 'build.gradle', 'build.gradle.kts',
  'settings.gradle', 'Dockerfile', 'docker-compose.yml', 'docker-compose.yaml', 'compose.yaml',
  'docker.sock', 'requirements.txt', 'pyproject.toml', 'setup.py', 'vite.config.ts',
  'vite.config.js', 'webpack.config.js', 'tailwind.config.js', 'tailwind.config.ts',
  'postcss.config.js', 'postcss.config.cjs', 'eslint.config.js', '.eslintrc.json', '.eslintrc.js',
]);

const TEMP_PATH = /^(?:\/tmp\/|\/var\/tmp\/|\/(?:private\/)?var\/folders\/)|[\\/]Temp[\\/]/i;
const TRAILING_PUNCT = /[.,;]+$/;
/** `linux/arm64/v8` names a platform, not a file. */
const PLATFORM = /^(?:linux|windows|darwin|freebsd)\/\w+/;
/** Source files named without a directory (`main.go:8:2`, `App.java:[27,9]`, `a.ts(3,5)`). */
const CODE_EXTENSIONS = 'js|mjs|cjs|jsx|ts|tsx|mts|cts|py|pyx|go|rs|java|kt|scala|rb|php|c|cc|cpp|h|hpp|cs|swift|vue|svelte|sql|sh';

/**
 * `<path>.ts` for a path: the directory and name are project noise, but the extension
 * (what kind of file failed) is useful signal, and well-known basenames are kept whole.
 */
function pathToken(path: string): string {
  if (TEMP_PATH.test(path)) return '<tmp>';
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  if (KNOWN_FILES.has(base)) return `<path>/${base}`;
  const ext = /\.([A-Za-z][A-Za-z0-9]{0,7})$/.exec(base);
  return ext ? `<path>.${ext[1]!.toLowerCase()}` : '<path>';
}

/** Replacement for a matched path, keeping sentence punctuation that the match swallowed. */
function replacePath(match: string): string {
  const punct = TRAILING_PUNCT.exec(match)?.[0] ?? '';
  const path = match.slice(0, match.length - punct.length);
  return path ? pathToken(path) + punct : match;
}

/**
 * A slash-separated word like `src/App.tsx` or `org/slf4j/Logger` is a path; `@types/node`,
 * `TCP/IP` or `and/or` are not (no extension and fewer than three segments).
 */
function replaceRelativePath(match: string): string {
  const path = match.replace(TRAILING_PUNCT, '');
  if (PLATFORM.test(path)) return match;
  const segments = path.split('/').filter(Boolean).length;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return segments >= 3 || /\.[A-Za-z][A-Za-z0-9]{0,7}$/.test(last) ? replacePath(match) : match;
}

// ---------------------------------------------------------------------------------------
// Placeholder rules, applied in order to each line

// Same shape as String.prototype.replace's callback: groups, then offset and the whole string.
type Replacer = (match: string, ...rest: any[]) => string;
/** [a regex the line must match for the rule to apply (a cheap pre-check), rule, replacement] */
type Rule = readonly [RegExp, RegExp, string | Replacer];

// Pre-checks shared by many rules; each is tested at most once per line.
const DIGIT = /\d/;
const SLASH = /[\\/]/;
const QUOTE = /['"`‘]/;
const DOT = /\./;
const COLON = /:/;
const IS_NOT = / is not /;

/**
 * Quoted contents that are the error's kind rather than a project's name: exception names,
 * error codes (`code: 'ENOENT'`, SQLSTATE `'23505'`) and placeholders already substituted.
 */
const KEEP_QUOTED = /^(?:NoneType|\w*(?:Error|Exception)|[A-Z][A-Z0-9_]{2,}|[0-9][0-9A-Z]{4}|<[a-z]+>(?:[./][\w.-]+)?)$/;
/** Unquoted names in messages like `foo is not defined` that are signal, not project noise. */
const KEEP_IDENTIFIERS: ReadonlySet<string> = new Set([
  'window', 'document', 'require', 'module', 'exports', '__dirname', '__filename', 'process',
  'global', 'globalThis', 'self', 'localStorage', 'sessionStorage', 'navigator', 'fetch',
]);

function replaceQuoted(match: string, _quote: string, content: string): string {
  if (!KEEP_QUOTED.test(content)) return '<id>';
  return content.startsWith('<') ? content : match;
}

function replaceIdentifier(name: string): string {
  return KEEP_IDENTIFIERS.has(name) ? name : '<id>';
}

/**
 * Numbers after these words are the failure's meaning (exit 137, [Errno 13], HTTP 404,
 * MySQL ERROR 1045, curl: (60)); Node's `errno: -98` is not (it differs per OS).
 */
const MEANINGFUL_NUMBER_BEFORE = /(?:[Ee]xit (?:code|status)|[Ss]tatus(?: ?[Cc]ode)?|HTTP(?: code)?|[Rr]esponse code|[Ss]ignal|\bcode|\[Errno|ERROR|curl: \() ?[:=]? ?-?$/;
const HTTP_REASON_AFTER = /^ \(?(?:Not Found|Forbidden|Unauthorized|Too Many Requests|Bad Request|Bad Gateway|Internal Server Error|Service Unavailable|Gateway Timeout|Proxy Authentication Required|Conflict|Unprocessable)/;

function replaceNumber(match: string, offset: number, line: string): string {
  if (MEANINGFUL_NUMBER_BEFORE.test(line.slice(Math.max(0, offset - 24), offset))) return match;
  if (/^[1-5]\d\d$/.test(match) && HTTP_REASON_AFTER.test(line.slice(offset + 3, offset + 40))) return match;
  return '<n>';
}

const RULES: readonly Rule[] = [
  // Locations first, so the numbers and versions inside them vanish with them.
  [COLON, /\bfile:\/\/\/?(?:[A-Za-z]:)?[^\s'"`()<>:]+/g, (m) => replacePath(m.replace(/^file:\/\/\/?/, '/'))],
  [COLON, /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s'"`()<>]+/gi, '<url>'],
  [COLON, /\b(?:[\w.-]+@)?[\w-]+(?:\.[\w-]+)+:[\w.~\/-]+\.git\b/g, '<url>'], // scp-like git remote host:org/repo.git
  [SLASH, /(?<!\w)[A-Za-z]:[\\/][^\s'"`<>|:*?()]*/g, replacePath], // C:\Users\x\a.js, D:/x
  [SLASH, /(?<![\w\\])\\\\[\w.$-]+\\[^\s'"`<>|:*?()]*/g, replacePath], // \\server\share\x
  [SLASH, /(?<![\w.\/~<>$%+@-])(?:~|\.{1,2})?\/[\w.@+~%$-][\w.@+~%$\/-]*/g, replacePath], // /a/b, ./a, ~/a
  [SLASH, /(?<![\w.\/@:<>~$%+-])[\w@][\w.@+~%$-]*\/[\w.@+~%$\/-]*/g, replaceRelativePath], // src/a.ts
  [DIGIT, new RegExp(`(?<![\\w.\\/\\\\<>@-])[\\w-]+(?:\\.[\\w-]+)*\\.(${CODE_EXTENSIONS})(?=[:(]\\[?\\d)`, 'g'), (_m, ext) => `<path>.${ext}`],
  [DOT, /(?<![\w$.])(?:[a-z][\w$]*\.){2,}[A-Z][\w$]*(?![\w$])/g, (m) => (/(?:Error|Exception)$/.test(m) ? m : '<class>')], // com.acme.App
  [DIGIT, /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>'],
  [DIGIT, /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g, '<ts>'],
  [DIGIT, /(?<![\d:])\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?![\d:])/g, '<ts>'],
  [DIGIT, /\b(?:\d{1,3}\.){3}\d{1,3}\b/g, '<ip>'],
  [DIGIT, /(?<![\w:]):::(?=\d)/g, '<ip>:'], // Node prints "::" + ":3000"
  [DIGIT, /(?<![\w:])::1(?!\w)/g, '<ip>'],
  [DOT, /(?<![\w.-])(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|cloud|internal|local|corp|example|co|ai|gov|edu)(?![\w.-])/g, '<host>'],
  [DIGIT, /(<ip>|<host>|localhost|\])\s?:\s?\d{1,5}\b/g, (_m, host) => `${host}:<port>`],
  [DIGIT, /\b(port)\s?[:=]?\s?\d{1,5}\b/gi, (_m, word) => `${word} <port>`],
  [DIGIT, /(?<=\s):\d{2,5}\b(?!:)/g, ':<port>'], // "listen tcp :8080"
  [DIGIT, /\b(?:tmp|temp|npm|yarn|pnpm)-[\w-]*\d[\w-]*/gi, '<tmp>'],
  [DIGIT, /\b0x[0-9a-fA-F]+\b/g, '<addr>'],
  [COLON, /(?<![\w.-])[\w.-]+:[\w.-]+:(?:jar|pom|war|aar)(?::[\w.-]+){0,2}/g, '<artifact>'], // Maven group:artifact:jar:1.0
  [DIGIT, /\bsha(?:1|256|384|512)-[A-Za-z0-9+\/]+={0,2}/g, '<hash>'],
  [DIGIT, /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/g, '<hash>'],
  [DIGIT, /(?<![\w.])v?\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?!\w|\.\d)/g, '<ver>'],
  [DIGIT, /(?<![\w.])v\d+\.\d+(?!\w|\.\d)/g, '<ver>'],
  [DIGIT, /\b(pid|process)\s?[:=#]?\s?\d+\b/gi, (_m, word) => `${word} <pid>`],
  [DIGIT, /\((node|deno|bun):\d+\)/g, (_m, rt) => `(${rt}:<pid>)`],
  [QUOTE, /(?<![\w\\])(['"`])([^'"`\n]{1,160})\1(?!\w)/g, replaceQuoted],
  [QUOTE, /‘([^’\n]{1,160})’/g, (m, content) => replaceQuoted(m, '‘', content)],
  [IS_NOT, /(?<![\w$.])[\w$][\w$.]*(?= is not (?:defined|a function|a constructor|iterable)\b)/g, replaceIdentifier],
  [COLON, /\b(undefined|declared and not used): [\w.]+/g, (_m, what) => `${what}: <id>`],
  [DIGIT, /(?<![\w.'])\d+(?:\.\d+)*(?!\w)/g, replaceNumber], // quoted digits are kept codes ('23505')
];

/** Normalize one line: placeholders for project-specific parts, whitespace collapsed. */
export function normalizeLine(line: string): string {
  let s = line.length > MAX_LINE_CHARS ? line.slice(0, MAX_LINE_CHARS) : line;
  const present = new Map<RegExp, boolean>();
  for (const [needs, re, replacement] of RULES) {
    // Checked once per line; the placeholders substituted meanwhile never enable a later rule.
    let ok = present.get(needs);
    if (ok === undefined) present.set(needs, (ok = needs.test(s)));
    if (!ok) continue;
    s = typeof replacement === 'string' ? s.replace(re, replacement) : s.replace(re, replacement);
  }
  return s.replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------
// Stack frames and source excerpts

const FRAME_PATTERNS: readonly RegExp[] = [
  /^at\s/, // JavaScript, Java, .NET, Rust backtrace locations
  /^File "[^"]*", line \d+/, // Python
  /^\.\.\. \d+ (?:more|common frames omitted)$/, // Java
  /^\[Previous line repeated \d+ more times?\]$/, // Python recursion
  /^\S+\.go:\d+(?: \+0x[0-9a-f]+)?$/, // Go location
  /^\d+: (?:0x[0-9a-f]+ |[\w$<>{}]+::)/, // Rust / V8 numbered frames
];

/** Whether a (trimmed) line is a stack frame: never the headline, collapsed when normalized. */
export function isStackFrame(line: string): boolean {
  return FRAME_PATTERNS.some((re) => re.test(line));
}

/** `at <fn> (<path>.ts:<n>:<n>)`: the function name is project noise, the location kind is not. */
function normalizeFrame(line: string): string {
  const python = /^File "([^"]*)", line \d+(?:, in .*)?$/.exec(line);
  if (python) return `File ${pathToken(python[1]!)}, line <n>${line.includes(', in ') ? ', in <fn>' : ''}`;
  if (/^\d+: /.test(line)) return '<n>: <fn>';
  if (!line.startsWith('at ')) return normalizeLine(line);
  const rest = line.slice(3).replace(/^async /, '').replace(/\s*\{$/, ''); // Node appends " {" before error props
  const open = rest.lastIndexOf('(');
  if (!rest.endsWith(')') || open < 0) return `at ${normalizeLine(rest)}`;
  return `at <fn> (${normalizeLine(rest.slice(open + 1, -1))})`;
}

const UNDERLINE = /^\s*[~^]+[\s~^]*$/;
const NOISE = /^[\s|^~\-+=*.:>]*$/;
const GUTTER_CODE = /^\s*\d+\s*\|/; // Rust / Vite source excerpt "12 |   let x = y;"
const GUTTER_LABEL = /^\s*\|[\s|^~\-]*/; // Rust label "  |   ----- value moved here"

interface Classified {
  text: string;
  kind: 'line' | 'frame' | 'goFunction';
}

/**
 * Classify raw lines into what the normalized text keeps: source excerpts (the line above
 * a `^~~~` underline, Python's code line under a frame, numbered gutters) are dropped
 * because they are the user's code, not the error; frames are flagged for collapsing.
 */
function classifyLines(lines: string[]): Classified[] {
  const out: Classified[] = [];
  let previousPythonFrameIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const trimmed = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    const pythonCode = previousPythonFrameIndent >= 0 && indent > previousPythonFrameIndent;
    previousPythonFrameIndent = /^File "/.test(trimmed) ? indent : -1;
    if (pythonCode || NOISE.test(trimmed) || GUTTER_CODE.test(raw)) continue;
    if (UNDERLINE.test(lines[i + 1] ?? '') && !isStackFrame(trimmed)) continue;
    const label = GUTTER_LABEL.test(raw) ? raw.replace(GUTTER_LABEL, '').trim() : trimmed;
    if (!label) continue;
    const kind = isGoFunctionLine(trimmed, lines[i + 1]) ? 'goFunction' : isStackFrame(label) ? 'frame' : 'line';
    out.push({ text: label, kind });
  }
  return out;
}

/** Go prints each frame as `pkg.fn(args)` followed by an indented `file.go:12 +0x1d`. */
function isGoFunctionLine(line: string, next: string | undefined): boolean {
  return next !== undefined && /^\s+\S+\.go:\d+/.test(next) && (line.startsWith('created by ') || line.endsWith(')'));
}

/** Normalize each line; collapse each run of frames to its first few distinct frames. */
function normalizeBody(lines: Classified[]): string[] {
  const out: string[] = [];
  let runFrames = new Set<string>();
  for (const { text, kind } of lines) {
    if (kind === 'line') {
      runFrames = new Set();
      out.push(normalizeLine(text));
      continue;
    }
    const normalized = kind === 'goFunction' ? '<fn>' : normalizeFrame(text);
    if (runFrames.size < MAX_FRAMES_PER_RUN && !runFrames.has(normalized)) out.push(normalized);
    runFrames.add(normalized);
  }
  return [...new Set(out.filter(Boolean))];
}

// ---------------------------------------------------------------------------------------
// Key line

const KEY_SIGNALS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\berror\[E\d{4}\]|\berror TS\d{3,5}\b|^ERR_PNPM_[A-Z_]+/, 8],
  [/^(?:Exception in thread |panic: |fatal error: |thread '[^']*' panicked)/, 8],
  [/^(?:Uncaught |Caused by: |⨯ )?(?:[\w$]+\.)*[A-Z][\w$]*(?:Error|Exception)\b(?: \[[A-Z_]+\])?:/, 7],
  [/^(?:error|Error|ERROR|fatal|FATAL|npm ERR!|npm error|\[ERROR\]|gyp ERR!)/, 4],
  [/\b(?:E[A-Z]{3,}|ERR_[A-Z_]+)\b/, 3],
  [/\b(?:error|Error|ERROR|FATAL|fatal):\s/, 2],
  [/\b(?:[Ff]ailed|denied|refused|[Cc]annot|[Cc]an't|[Uu]nable|[Ii]nvalid|[Mm]issing|exceeded|not found|does not exist|[Cc]ould not|CONFLICT|rejected)\b/, 2],
  [/complete log of this run|^npm (?:ERR!|error)\s*$|^npm (?:ERR!|error) (?:A complete log|Log files)/, -8],
];

/** How much a line reads like the error's headline; frames and blank lines score 0. */
export function keyLineScore(line: string): number {
  const trimmed = line.trim();
  if (!trimmed || isStackFrame(trimmed)) return 0;
  let score = trimmed.split(/\s+/).length >= 4 ? 1 : 0;
  for (const [re, weight] of KEY_SIGNALS) if (re.test(trimmed)) score += weight;
  return score;
}

/** Whether a line reads like an error headline (`TypeError: ...`, `error[E0308]: ...`). */
export function isHeadline(line: string): boolean {
  return keyLineScore(line) >= HEADLINE_SCORE;
}

/**
 * The raw (trimmed) line that best states the error. Ties go to the first line, except in
 * Python tracebacks, where the exception comes last and chained ones end with the cause.
 */
export function findKeyLine(lines: readonly string[]): string {
  const index = keyLineIndex(lines);
  return index >= 0 ? lines[index]!.trim() : '';
}

function keyLineIndex(lines: readonly string[]): number {
  const preferLast = lines.some((l) => l.startsWith('Traceback (most recent call last)'));
  let best = -1;
  let bestScore = 0;
  lines.forEach((line, i) => {
    const score = keyLineScore(line);
    if (score > bestScore || (preferLast && score === bestScore && score > 0)) {
      best = i;
      bestScore = score;
    }
  });
  return best >= 0 ? best : lines.findIndex((l) => l.trim() && !NOISE.test(l.trim()));
}

/** A paste longer than this many lines is searched by its error's part (`focusedError`). */
export const FOCUS_LINES = 40;
/** Lines kept before the headline: a code frame (`file.js:1`, the line, the caret) or the command that led to it. */
const FOCUS_BEFORE = 4;
/** A compiler-style diagnostic: `file.ext:line[:column]: message`. */
const LOCATED_LINE = /^\s*[\w./\\-]{1,256}\.\w{1,8}:\d+(?::\d+)?:\s/;
/** Lines kept at the end: what the person typed after the paste. */
const FOCUS_LAST = 2;

/**
 * The part of a long paste that is the error: a whole CI job's log or a build's output holds
 * hundreds of lines of what went well before the failure, and search reads a bounded number
 * of a query's terms — the first ones would all be the build's. Kept: the headline and the
 * lines around it (FOCUS_BEFORE before, or a Python traceback from its start; up to FOCUS_LINES in all), every other line that reads
 * as an error headline (a chained `Caused by:`, a second exception), and the last FOCUS_LAST
 * lines (a sentence typed after the paste); when no line reads as an error, the last
 * FOCUS_LINES lines, where a log stops. A terminal session or a CI job's steps (`lastCommand`)
 * are read by the last command's output first: what ran before it went well. Text of
 * FOCUS_LINES non-blank lines or fewer is returned as it is.
 */
export function focusedError(raw: string): string {
  const long = longPaste(raw);
  if (!long) return raw;
  // A terminal session or a CI job pasted whole: the failing command's output is the error's part,
  // and the person's sentences typed before the session stay, as they would around the error alone.
  if (long.session) return [...saidBefore(long.session.before), focusedError(long.session.output)].join('\n');
  const { lines } = long;
  const key = keyLineIndex(lines);
  if (key < 0) return raw;
  // A Python traceback's headline comes last: its frames from `Traceback (most recent call last)` on are kept.
  const traceback = lines.findLastIndex((l, i) => i < key && l.startsWith('Traceback (most recent call last)'));
  const before = traceback >= 0 && key - traceback < FOCUS_LINES ? traceback : Math.max(0, key - FOCUS_BEFORE);
  // No line reads as an error (four words score 1, whatever they say): a log stops where it
  // failed, so its last lines are kept — from the first compiler-style `file.ext:line:col:` line
  // among them, when there is one (Go's and gcc's diagnostics score no more than four words).
  const tail = Math.max(0, lines.length - FOCUS_LINES);
  const located = lines.findIndex((l, i) => i >= tail && LOCATED_LINE.test(l));
  const start = keyLineScore(lines[key]!) > 1 ? before : located >= 0 ? located : tail;
  const end = Math.min(lines.length, start + FOCUS_LINES);
  const kept = lines.filter((line, i) => (i >= start && i < end) || i >= lines.length - FOCUS_LAST || (line.trim() !== '' && isHeadline(line)));
  return kept.join('\n');
}

/** The person's lines that open `lines` (`isSaidLine`: sentences or a label naming where), CIRCUMSTANCE_LINES at most, as many as search reads around an error. */
function saidBefore(lines: readonly string[]): string[] {
  const said: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (said.length === CIRCUMSTANCE_LINES || !isSaidLine(line)) break;
    said.push(line);
  }
  return said;
}

/**
 * What a recorded problem is indexed and deduplicated by: when it is a long terminal session or
 * CI job (over FOCUS_LINES non-blank lines, `lastCommand`), the failing command's output; any
 * other problem as it is. (A record's own long output keeps all its words: the headline focus
 * of `focusedError` is for queries, where the bounded number of terms read is the limit.)
 */
export function recordedError(raw: string): string {
  return longPaste(raw)?.session?.output ?? raw;
}

/** A text of more than FOCUS_LINES non-blank lines: its lines, and its last command when it is a terminal session or a CI job (`lastCommand`). */
function longPaste(raw: string): { lines: string[]; session: ReturnType<typeof lastSession> } | undefined {
  const lines = splitErrorLines(raw);
  if (lines.filter((l) => l.trim() !== '').length <= FOCUS_LINES) return undefined;
  return { lines, session: lastSession(lines) };
}

// ---------------------------------------------------------------------------------------
// Error type

/** Node/libuv/npm error codes: a closed list, because `E[A-Z]+` also matches ENV, ERROR... */
const ERRNO_CODES: ReadonlySet<string> = new Set([
  'EACCES', 'EADDRINUSE', 'EADDRNOTAVAIL', 'EAI_AGAIN', 'EBADENGINE', 'EBUSY', 'ECONNABORTED',
  'ECONNREFUSED', 'ECONNRESET', 'EEXIST', 'EHOSTUNREACH', 'EINTEGRITY', 'EINVAL', 'EISDIR',
  'EJSONPARSE', 'ELIFECYCLE', 'EMFILE', 'ENEEDAUTH', 'ENETUNREACH', 'ENFILE', 'ENOENT', 'ENOSPC',
  'ENOTDIR', 'ENOTEMPTY', 'ENOTFOUND', 'ENOTSUP', 'EPERM', 'EPIPE', 'EPROTO', 'ERESOLVE', 'EROFS',
  'ETARGET', 'ETIMEDOUT', 'EUSAGE', 'E401', 'E403', 'E404', 'E500',
]);

function knownErrno(text: string): string | null {
  for (const m of text.matchAll(/\bE[A-Z0-9_]{2,}\b/g)) if (ERRNO_CODES.has(m[0])) return m[0];
  return null;
}

const HTTP_STATUS = /\b(?:HTTP(?:\/[\d.]+)?(?: code)?|[Ss]tatus(?: ?[Cc]ode)?|[Rr]esponse code|returned error)[ :=]+([1-5]\d\d)\b|\b([45]\d\d) \(?(?:Not Found|Forbidden|Unauthorized|Too Many Requests|Bad Request|Bad Gateway|Internal Server Error|Service Unavailable|Gateway Timeout|Proxy Authentication Required)/;

type Extractor = (text: string) => string | null | undefined;

/** Codes that name the failure precisely: compiler, runtime and driver codes, SQLSTATE, HTTP status. */
const CODE_EXTRACTORS: readonly Extractor[] = [
  (t) => /\berror\[(E\d{4})\]/.exec(t)?.[1],
  (t) => /\b(TS\d{3,5})\b/.exec(t)?.[1],
  (t) => /\b(ERR_[A-Z0-9_]+|MODULE_NOT_FOUND|SQLITE_[A-Z_]+)\b/.exec(t)?.[1],
  knownErrno,
  (t) => /\bcode:? '?([A-Z][A-Z0-9_]{2,})\b/.exec(t)?.[1],
  (t) => /(?:\bSQLSTATE\[? ?|\bcode:? ')([0-9][0-9A-Z]{4})\b/.exec(t)?.[1],
  (t) => {
    const m = HTTP_STATUS.exec(t);
    return m ? `HTTP ${m[1] ?? m[2]}` : null;
  },
];

/** Coarser kinds: exception class names, Go panics, exit codes. */
const KIND_EXTRACTORS: readonly Extractor[] = [
  (t) => /\b([A-Z][A-Za-z0-9]*(?:Error|Exception))\b/.exec(t)?.[1],
  (t) => (/^panic: |\bpanicked at\b/m.test(t) ? 'panic' : null),
  (t) => {
    const m = /\bexit (?:code|status):? (\d+)/i.exec(t);
    return m ? `exit ${m[1]}` : null;
  },
];

/** A code printed with the error (Node's `{ code: 'SQLITE_BUSY' }`) follows within a few lines. */
const ERROR_BLOCK_LINES = 12;

function firstFound(extractors: readonly Extractor[], text: string): string | null {
  for (const extract of extractors) {
    const found = extract(text);
    if (found) return found;
  }
  return null;
}

/**
 * The error's kind: a precise code near the key line beats the key line's exception name
 * (`SqliteError` + `code: 'SQLITE_BUSY'` → SQLITE_BUSY), which beats anything found
 * elsewhere in the text.
 */
export function extractErrorType(lines: readonly string[]): string | null {
  return errorTypeAt(lines, keyLineIndex(lines));
}

function errorTypeAt(lines: readonly string[], keyIndex: number): string | null {
  const start = Math.max(keyIndex, 0);
  const all = lines.join('\n');
  return (
    firstFound(CODE_EXTRACTORS, lines.slice(start, start + ERROR_BLOCK_LINES).join('\n')) ??
    firstFound(KIND_EXTRACTORS, lines[keyIndex] ?? '') ??
    firstFound(CODE_EXTRACTORS, all) ??
    firstFound(KIND_EXTRACTORS, all)
  );
}

// ---------------------------------------------------------------------------------------

/**
 * The latest texts' normalizations: a search's query, its bridge keywords and a diagnosis of
 * the same error each need it (a function of the text alone).
 */
const NORMALIZED = new Memo<string, NormalizedError>(16, shortText);

/** Normalize pasted error output for storage and search; see the module comment. The result is frozen (it may be shared). */
export function normalizeError(raw: string): NormalizedError {
  return NORMALIZED.get(raw, normalized);
}

function normalized(raw: string): NormalizedError {
  const lines = splitErrorLines(raw);
  const keyIndex = keyLineIndex(lines);
  return Object.freeze({
    normalized: normalizeBody(classifyLines(lines)).join('\n'),
    keyLine: keyIndex >= 0 ? normalizeLine(lines[keyIndex]!.trim()) : '',
    errorType: errorTypeAt(lines, keyIndex),
  });
}
