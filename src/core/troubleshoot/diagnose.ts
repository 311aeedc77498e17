/**
 * Offline diagnosis: match pasted error output against the built-in pattern library and
 * rank hypotheses. Pure functions, no model and no network.
 *
 * Likelihood of a hypothesis is additive evidence: one strong regex on one line is already
 * a good sign (every `match` regex is specific by contract), more distinct regexes, an
 * error-headline line, agreement with the extracted error type and context hints
 * (language / command / file) each add to it.
 */
import {
  extractErrorType,
  isHeadline,
  isStackFrame,
  normalizeError,
  splitErrorLines,
} from '../../search/normalize.js';
import { asTerminalShows, lastCommand, pastedOutput, terminalRejoined } from '../../search/pasted-log.js';
import { stem, tokenize } from '../../search/tokenize.js';
import { Memo, shortText } from '../../util/memo.js';
import { commandProgram } from './command.js';
import { CharPairs, foldForLiterals, requiredLiterals } from './literals.js';
import { genericHypotheses, withoutHelpText } from './generic.js';
import { PATTERNS } from './patterns.js';
import { ECOSYSTEMS, type Ecosystem, type Hypothesis, type TroublePattern } from './types.js';

export interface DiagnoseContext {
  command?: string;
  language?: string;
  file?: string;
}

/** Options-object form of the optional arguments, accepted by `diagnose` and `searchPatterns`. */
export interface DiagnoseOptions {
  context?: DiagnoseContext;
  limit?: number;
}

export interface SearchPatternsOptions {
  ecosystem?: string;
  limit?: number;
}


export interface Diagnosis {
  signature: { ecosystem: string; error_type: string; normalized: string };
  /** Ranked, best first, at most `limit`. */
  hypotheses: Hypothesis[];
  /** Concrete next steps from the top hypotheses' fixes, deduplicated. */
  recommendations: string[];
  /** 0..1 overall. */
  confidence: number;
}

export interface PatternMatch {
  pattern: TroublePattern;
  evidence: string[];
  score: number;
}

const DEFAULT_LIMIT = 5;
const MAX_EVIDENCE = 3;
/** Huge logs are scanned at their head and tail, where errors are reported. */
const SCAN_HEAD_LINES = 400;
const SCAN_TAIL_LINES = 200;

const WEIGHT = {
  base: 0.7, // one strong regex matched
  extraRegex: 0.1, // each further distinct regex of the pattern (at most two count)
  extraLine: 0.03, // each further matching line (at most two count)
  headline: 0.15, // a matching line is the error's headline, not a side remark
  errorType: 0.1, // the extracted error type is the pattern's
  context: 0.15, // the context names the pattern's ecosystem
  contextFamily: 0.05, // the context names a sibling ecosystem (JavaScript family)
  summary: -0.25, // the pattern only recognizes a "step failed" summary line
  max: 0.99,
} as const;

/** Hypotheses found only by shared words, never regexes, stay below this. */
const KEYWORD_ONLY_MAX = 0.25;
/** A runner-up closer than this to the best hypothesis lowers the confidence. */
const AMBIGUITY_GAP = 0.15;
/** Hypotheses this far below the best one do not contribute recommendations. */
const RECOMMENDATION_SPREAD = 0.25;

const GENERIC_RECOMMENDATIONS = [
  'Find the first error in the output (later errors are often consequences of it) and search for that line.',
  'Re-run the failing command with verbose or debug output to expose the underlying cause.',
  'Check what changed since it last worked: dependencies and lockfiles, environment variables, tool and runtime versions.',
];

const round2 = (x: number): number => Math.round(x * 100) / 100;

// ---------------------------------------------------------------------------------------
// Scanning and regex matching

/**
 * Typographic quotes (GCC, ShellCheck and others print ‘x’ in UTF-8 locales) read as ASCII
 * quotes for matching; evidence still shows the line as printed.
 */
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f]/g;
/** Per candidate-lines array: matched (quote-normalized) line → the line as printed. */
const PRINTED = new WeakMap<readonly string[], Map<string, string>>();

/**
 * A location shaped like a stack frame that carries its own message after a colon: `File "a.mll",
 * line 2, character 21: syntax error.` (ocamllex), `at 1: error 131: cannot generate code …` (SDCC).
 * A frame of a trace has no message of its own (`File "x", line 3, in f`, `at f (a.js:1:2)`).
 */
const LOCATED_MESSAGE_RE = /^(?:File "[^"]*", line \d+(?:, characters? \d+(?:-\d+)?)?|at \d+): \S/;

/** Distinct trimmed lines worth matching: no blanks, no stack frames, head and tail only. */
function candidateLines(rawLines: readonly string[]): string[] {
  const seen = new Set<string>();
  const printed = new Map<string, string>();
  for (const raw of rawLines) {
    const trimmed = raw.trim();
    if (!trimmed || (isStackFrame(trimmed) && !LOCATED_MESSAGE_RE.test(trimmed))) continue;
    const line = trimmed.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"');
    if (line !== trimmed) printed.set(line, trimmed);
    seen.add(line);
  }
  const all = withoutHelpText([...seen]);
  const lines = all.length <= SCAN_HEAD_LINES + SCAN_TAIL_LINES ? all : [...all.slice(0, SCAN_HEAD_LINES), ...all.slice(-SCAN_TAIL_LINES)];
  if (printed.size > 0) PRINTED.set(lines, printed);
  return lines;
}

/** Evidence of one pattern in the lines, scored without context; null when nothing matched. */
function matchOne(pattern: TroublePattern, lines: readonly string[], errorType: string | null): PatternMatch | null {
  const regexesHit = new Set<number>();
  const evidence: string[] = [];
  let matchedLines = 0;
  let headline = false;
  const printed = PRINTED.get(lines);
  for (const line of lines) {
    let hit = false;
    pattern.match.forEach((re, i) => {
      if (re.test(line)) {
        regexesHit.add(i);
        hit = true;
      }
    });
    if (!hit) continue;
    matchedLines++;
    if (evidence.length < MAX_EVIDENCE) evidence.push(printed?.get(line) ?? line);
    headline ||= isHeadline(line);
  }
  if (matchedLines === 0) return null;
  const score =
    WEIGHT.base +
    WEIGHT.extraRegex * Math.min(regexesHit.size - 1, 2) +
    WEIGHT.extraLine * Math.min(matchedLines - 1, 2) +
    (headline ? WEIGHT.headline : 0) +
    (errorType !== null && errorType === pattern.errorType ? WEIGHT.errorType : 0) +
    (pattern.summary ? WEIGHT.summary : 0);
  return { pattern, evidence, score };
}

/**
 * Prefilter: each regex, compiled once with the `m` flag, runs over all candidate lines
 * joined by newlines; only patterns with a hit there are matched line by line. A regex
 * matching one line also matches the joined text (anchors become line anchors), so the
 * prefilter never drops a match; lookarounds, which could look across a line break, are
 * left out of the prefilter regex.
 */
interface Prefilter {
  pattern: TroublePattern;
  /** null: always match line by line. */
  joined: RegExp[] | null;
  /**
   * Per regex of `joined`: literals one of which every match contains (requiredLiterals: looked
   * for in the folded text under `i`), or null. A text without them skips the regex.
   */
  literals: Array<{ any: string[]; folded: boolean } | null>;
}

let prefilters: Prefilter[] | undefined;

/**
 * The regex source without its lookaround groups: only ever a looser regex (a lookaround
 * only restricts), so it is a safe prefilter for the joined text.
 */
export function stripLookarounds(source: string): string {
  let out = '';
  let i = 0;
  let inClass = false;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      i++;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      i++;
      continue;
    }
    const look = /^\(\?<?[=!]/.exec(source.slice(i, i + 4));
    if (!look) {
      out += c;
      i++;
      continue;
    }
    // Skip to the matching parenthesis.
    let depth = 0;
    let klass = false;
    for (; i < source.length; i++) {
      const d = source[i]!;
      if (d === '\\') { i++; continue; }
      if (klass) { if (d === ']') klass = false; continue; }
      if (d === '[') klass = true;
      else if (d === '(') depth++;
      else if (d === ')' && --depth === 0) { i++; break; }
    }
  }
  return out;
}

function prefilterRegex(re: RegExp): RegExp | null {
  try {
    const flags = re.flags.includes('m') ? re.flags : `${re.flags}m`;
    return new RegExp(/\(\?<?[=!]/.test(re.source) ? stripLookarounds(re.source) : re.source, flags);
  } catch {
    return null;
  }
}

function buildPrefilters(): Prefilter[] {
  return PATTERNS.map((pattern) => {
    const joined = pattern.match.map(prefilterRegex);
    // The literals of the pattern's own regexes (a line it matches holds them, so the joined text does).
    const literals = pattern.match.map((re) => {
      const any = requiredLiterals(re);
      return any === null ? null : { any, folded: re.flags.includes('i') };
    });
    return { pattern, joined: joined.every((re) => re !== null) ? (joined as RegExp[]) : null, literals };
  });
}

/** All matching patterns, best first, with context boosts applied. */
function rankMatches(lines: readonly string[], errorType: string | null, hints: readonly Ecosystem[]): PatternMatch[] {
  const matches: PatternMatch[] = [];
  const joined = lines.join('\n');
  let plain: CharPairs | undefined;
  let folded: CharPairs | undefined;
  const holds = (literals: { any: string[]; folded: boolean } | null): boolean => {
    if (literals === null) return true;
    const text = literals.folded ? (folded ??= new CharPairs(foldForLiterals(joined))) : (plain ??= new CharPairs(joined));
    return literals.any.some((literal) => text.includes(literal));
  };
  prefilters ??= buildPrefilters();
  for (const { pattern, joined: res, literals } of prefilters) {
    if (res !== null && !res.some((re, i) => holds(literals[i]!) && re.test(joined))) continue;
    const m = matchOne(pattern, lines, errorType);
    if (m) matches.push({ ...m, score: round2(Math.min(WEIGHT.max, m.score + contextBoost(pattern.ecosystem, hints))) });
  }
  return matches.sort((a, b) => b.score - a.score); // stable: ties keep library order
}

/**
 * The latest texts' candidate lines and pattern matches without context hints: the
 * troubleshooter diagnoses an error and works out the related search's bridge keywords of
 * the same text, one after the other (a function of the text and the built-in library).
 */
const SCANNED = new Memo<string, { lines: string[]; matches?: PatternMatch[] }>(8, shortText);

function scanned(text: string): { lines: string[]; matches?: PatternMatch[] } {
  return SCANNED.get(text, () => ({ lines: candidateLines(splitErrorLines(text)) }));
}

/** The text's lines, and its matches ranked with `hints` (without: kept with the lines). */
function linesAndMatches(text: string, errorType: string | null, hints: readonly Ecosystem[]): { lines: string[]; matches: PatternMatch[] } {
  const s = scanned(text);
  if (hints.length > 0) return { lines: s.lines, matches: rankMatches(s.lines, errorType, hints) };
  s.matches ??= rankMatches(s.lines, errorType, []);
  return { lines: s.lines, matches: s.matches };
}

function scan(text: string): { lines: string[]; errorType: string | null } {
  const raw = splitErrorLines(text);
  return { lines: candidateLines(raw), errorType: extractErrorType(raw) };
}

/** Every pattern whose regexes match a line of `text`, best first (no context). */
export function matchPatterns(text: string): PatternMatch[] {
  const { lines, errorType } = scan(text);
  return rankMatches(lines, errorType, []);
}

// ---------------------------------------------------------------------------------------
// Context hints

export const JS_FAMILY: ReadonlySet<Ecosystem> = new Set(['node', 'npm', 'typescript', 'frontend']);

export const LANGUAGE_ECOSYSTEM: Readonly<Record<string, Ecosystem>> = {
  javascript: 'node', js: 'node', nodejs: 'node', 'node.js': 'node', mjs: 'node', cjs: 'node',
  ts: 'typescript', tsx: 'frontend', jsx: 'frontend', react: 'frontend', vue: 'frontend',
  svelte: 'frontend', css: 'frontend', html: 'frontend', py: 'python', python3: 'python',
  golang: 'go', rs: 'rust', kotlin: 'java', kt: 'java', scala: 'java', groovy: 'java',
  sql: 'database', postgres: 'database', postgresql: 'database', mysql: 'database',
  sqlite: 'database', redis: 'database', dockerfile: 'docker', 'github-actions': 'ci',
};

export const COMMAND_ECOSYSTEM: Readonly<Record<string, Ecosystem>> = {
  npm: 'npm', pnpm: 'npm', yarn: 'npm', npx: 'npm', bun: 'npm', bunx: 'npm', corepack: 'npm',
  node: 'node', tsx: 'node', 'ts-node': 'node', nodemon: 'node', deno: 'node',
  tsc: 'typescript', 'vue-tsc': 'typescript',
  python: 'python', python3: 'python', pip: 'python', pip3: 'python', pytest: 'python',
  poetry: 'python', uv: 'python', pipenv: 'python', conda: 'python', flask: 'python',
  uvicorn: 'python', 'django-admin': 'python',
  go: 'go', cargo: 'rust', rustc: 'rust', rustup: 'rust',
  mvn: 'java', mvnw: 'java', gradle: 'java', gradlew: 'java', java: 'java', javac: 'java',
  docker: 'docker', 'docker-compose': 'docker', podman: 'docker', git: 'git', gh: 'ci', act: 'ci',
  psql: 'database', mysql: 'database', 'redis-cli': 'database', sqlite3: 'database',
  prisma: 'database', pg_dump: 'database', curl: 'network', wget: 'network', dig: 'network',
  nslookup: 'network', ssh: 'permissions', scp: 'permissions', chmod: 'permissions',
  chown: 'permissions', vite: 'frontend', webpack: 'frontend', next: 'frontend',
  eslint: 'frontend', 'react-scripts': 'frontend', nuxt: 'frontend', astro: 'frontend',
};

const EXTENSION_ECOSYSTEM: Readonly<Record<string, Ecosystem>> = {
  ts: 'typescript', mts: 'typescript', cts: 'typescript', tsx: 'frontend', jsx: 'frontend',
  vue: 'frontend', svelte: 'frontend', css: 'frontend', scss: 'frontend', html: 'frontend',
  js: 'node', mjs: 'node', cjs: 'node', py: 'python', go: 'go', rs: 'rust', java: 'java',
  kt: 'java', kts: 'java', gradle: 'java', scala: 'java', sql: 'database', c: 'cpp', h: 'cpp',
  cc: 'cpp', cpp: 'cpp', cxx: 'cpp', hpp: 'cpp', rb: 'ruby', php: 'php', cs: 'dotnet',
};

const FILE_ECOSYSTEM: ReadonlyArray<readonly [RegExp, Ecosystem]> = [
  [/(?:^|\/)\.github\/workflows\/|\.gitlab-ci\.ya?ml$/, 'ci'],
  [/(?:^|\/)(?:package(?:-lock)?\.json|pnpm-lock\.yaml|yarn\.lock|\.npmrc)$/, 'npm'],
  [/(?:^|\/)tsconfig(?:\.\w+)?\.json$/, 'typescript'],
  [/(?:^|\/)(?:Dockerfile(?:\.\w+)?|\.dockerignore|(?:docker-)?compose(?:\.\w+)?\.ya?ml)$/, 'docker'],
  [/(?:^|\/)go\.(?:mod|sum)$/, 'go'],
  [/(?:^|\/)Cargo\.(?:toml|lock)$/, 'rust'],
  [/(?:^|\/)(?:pom\.xml|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?)$/, 'java'],
  [/(?:^|\/)(?:requirements[\w-]*\.txt|pyproject\.toml|setup\.py|Pipfile)$/, 'python'],
  [/(?:^|\/)\.git(?:ignore|attributes|modules)$/, 'git'],
  [/(?:^|\/)(?:vite|webpack|tailwind|postcss|next)\.config\.\w+$/, 'frontend'],
];

/** A table's own entry: a name from the caller (`constructor`, `__proto__`) never reads Object's prototype. */
export function ownEcosystem(table: Readonly<Record<string, Ecosystem>>, name: string | undefined): Ecosystem | undefined {
  return name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The program's ecosystem, else its launcher's (`npx some-cli` is an npm command, `sudo some-cli` is nothing). */
function commandEcosystem(command: string): Ecosystem | undefined {
  const run = commandProgram(command);
  if (!run) return undefined;
  return ownEcosystem(COMMAND_ECOSYSTEM, run.program) ?? ownEcosystem(COMMAND_ECOSYSTEM, run.launcher);
}

export function fileEcosystem(file: string): Ecosystem | undefined {
  const path = file.trim().replace(/\\/g, '/');
  const named = FILE_ECOSYSTEM.find(([re]) => re.test(path))?.[1];
  if (named) return named;
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return ownEcosystem(EXTENSION_ECOSYSTEM, ext);
}

function languageEcosystem(language: string): Ecosystem | undefined {
  const lang = language.trim().toLowerCase();
  if ((ECOSYSTEMS as readonly string[]).includes(lang)) return lang as Ecosystem;
  return ownEcosystem(LANGUAGE_ECOSYSTEM, lang);
}

/** Ecosystems named by the context, strongest hint (language) first, without repeats. */
function contextEcosystems(context: DiagnoseContext | undefined): Ecosystem[] {
  if (!context) return [];
  const found = [
    context.language ? languageEcosystem(context.language) : undefined,
    context.command ? commandEcosystem(context.command) : undefined,
    context.file ? fileEcosystem(context.file) : undefined,
  ];
  return [...new Set(found.filter((e): e is Ecosystem => e !== undefined))];
}

function contextBoost(ecosystem: Ecosystem, hints: readonly Ecosystem[]): number {
  if (hints.includes(ecosystem)) return WEIGHT.context;
  return JS_FAMILY.has(ecosystem) && hints.some((h) => JS_FAMILY.has(h)) ? WEIGHT.contextFamily : 0;
}

// ---------------------------------------------------------------------------------------
// Ecosystem detection from text alone

const TEXT_CUES: ReadonlyArray<readonly [RegExp, Ecosystem]> = [
  [/\berror TS\d{3,5}\b/, 'typescript'],
  [/\berror\[E\d{4}\]|\bthread '[^']*' panicked at\b/, 'rust'],
  [/^Traceback \(most recent call last\):|^\s*File "[^"]+\.py", line \d+/m, 'python'],
  [/^goroutine \d+ \[|^\S+\.go:\d+|^go: /m, 'go'],
  [/Exception in thread "|\bjava\.lang\.|\.java:\d+\)|\bgradle\b|\bmaven\b/i, 'java'],
  [/^(?:npm (?:ERR!|error|WARN) |\s*ERR_PNPM_|➤ YN\d{4})/m, 'npm'],
  [/^##\[error\]|::error::|\/home\/runner\/work\//m, 'ci'],
  [/\bdocker(?:file)?\b|\bcontainerd\b|\bbuildkit\b/i, 'docker'],
  [/^(?:fatal|hint): |^CONFLICT \(|\bgit (?:push|pull|merge|rebase|checkout|clone)\b/m, 'git'],
  [/\b(?:postgres(?:ql)?|psql|SQLSTATE|sqlite3?|mysql|redis|mongodb)\b/i, 'database'],
  [/\[vite\]|\bwebpack\b|\breact(?:-dom)?\b|\beslint\b|\btailwind(?:css)?\b|\bpostcss\b/i, 'frontend'],
  [/\bnode:internal\/|\bNode\.js v\d+|^\s*at .*\((?:node:|file:\/\/)/m, 'node'],
  [/\bgetaddrinfo\b|\bECONN[A-Z]+\b|\bETIMEDOUT\b|\bcertificate\b|\bproxy\b|\bCORS\b/, 'network'],
  [/\bPermission denied\b|\bEACCES\b|\bEPERM\b/i, 'permissions'],
];

function textEcosystem(lines: readonly string[]): Ecosystem | undefined {
  const text = lines.join('\n');
  return TEXT_CUES.find(([re]) => re.test(text))?.[1];
}

/**
 * The ecosystem of an error: the best matching pattern's (context-boosted), else the one
 * the context names, else textual cues (`npm ERR!`, `Traceback`, `goroutine`, ...);
 * 'unknown' when nothing fits.
 */
export function detectEcosystem(text: string, context?: DiagnoseContext): string {
  const { lines, errorType } = scan(text);
  const hints = contextEcosystems(context);
  return rankMatches(lines, errorType, hints)[0]?.pattern.ecosystem ?? hints[0] ?? textEcosystem(lines) ?? 'unknown';
}

// ---------------------------------------------------------------------------------------
// Term overlap (plain-words queries and the keyword fallback)

interface TermIndex {
  /** Per term: the patterns holding it, with the term's field weight there (title/id 3, keywords 2, example 1). */
  postings: Map<string, Array<readonly [TroublePattern, number]>>;
  /** Inverse document frequency over patterns; rare terms count more. */
  idf: Map<string, number>;
  maxIdf: number;
}

let termIndex: TermIndex | undefined;

/** Term matching is for short descriptions; a long log's head says enough and stays cheap. */
const MAX_TERM_TEXT = 2000;

function terms(text: string): string[] {
  return [...new Set(tokenize(text.slice(0, MAX_TERM_TEXT)).map(stem))];
}

function buildTermIndex(): TermIndex {
  const postings = new Map<string, Array<readonly [TroublePattern, number]>>();
  for (const p of PATTERNS) {
    const w = new Map<string, number>();
    const fields: Array<readonly [string, number]> = [
      [p.example, 1], [p.keywords.join(' '), 2], [`${p.title} ${p.id} ${p.errorType ?? ''}`, 3],
    ];
    for (const [text, weight] of fields) for (const t of terms(text)) w.set(t, Math.max(w.get(t) ?? 0, weight));
    for (const [t, weight] of w) {
      const list = postings.get(t);
      if (list) list.push([p, weight]);
      else postings.set(t, [[p, weight]]);
    }
  }
  const n = PATTERNS.length;
  const idf = new Map([...postings].map(([t, list]) => [t, Math.log(1 + n / list.length)] as const));
  return { postings, idf, maxIdf: Math.log(1 + n) };
}

interface TermScore {
  score: number;
  /** The share of the query's term weight the pattern holds. */
  coverage: number;
  /** Words of the pattern's title or keywords, not only of its example output, and not numbers. */
  shared: number;
}

/**
 * Weighted overlap of the query's terms with every pattern that shares one, read from the
 * terms' postings (a pattern sharing none scores 0 and covers nothing): each sum adds the
 * query's terms in their order, as a pattern-by-pattern pass would.
 */
function termScores(queryTerms: readonly string[]): Map<TroublePattern, TermScore> {
  termIndex ??= buildTermIndex();
  const { postings, idf, maxIdf } = termIndex;
  const out = new Map<TroublePattern, TermScore & { covered: number }>();
  let total = 0;
  for (const t of queryTerms) {
    const weight = idf.get(t) ?? maxIdf;
    total += weight;
    const list = postings.get(t);
    if (!list) continue;
    const counts = !/^\d+$/.test(t);
    for (const [pattern, w] of list) {
      let s = out.get(pattern);
      if (!s) out.set(pattern, (s = { score: 0, covered: 0, coverage: 0, shared: 0 }));
      s.score += w * weight;
      s.covered += weight;
      if (w >= 2 && counts) s.shared++;
    }
  }
  for (const s of out.values()) s.coverage = total > 0 ? s.covered / total : 0;
  return out;
}

/**
 * Patterns for the troubleshoot_patterns tool: filtered by ecosystem, and with a query,
 * ranked by regex matches (a pasted error) first, then by term overlap with the title,
 * keywords and example.
 */
export function searchPatterns(query?: string, ecosystem?: string, limit?: number): TroublePattern[];
export function searchPatterns(query: string | undefined, options: SearchPatternsOptions): TroublePattern[];
export function searchPatterns(
  query?: string,
  ecosystemOrOptions?: string | SearchPatternsOptions,
  limitArg?: number,
): TroublePattern[] {
  const { ecosystem, limit = 10 } =
    typeof ecosystemOrOptions === 'object' ? ecosystemOrOptions : { ecosystem: ecosystemOrOptions, limit: limitArg };
  const eco = ecosystem?.trim().toLowerCase();
  const pool = eco && eco !== 'all' ? PATTERNS.filter((p) => p.ecosystem === eco) : PATTERNS;
  if (!query?.trim()) return pool.slice(0, limit);
  const regexScore = new Map(matchPatterns(query).map((m) => [m.pattern.id, m.score] as const));
  const scores = termScores(terms(query));
  return pool
    .map((pattern) => ({ pattern, score: (regexScore.get(pattern.id) ?? 0) * 100 + (scores.get(pattern)?.score ?? 0) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.pattern);
}

/**
 * The semantic bridge: keywords and lowercase titles of every pattern the text matches, so
 * a document saying `EADDRINUSE` and a query saying "port already in use" share words.
 */
export function patternKeywords(text: string): string[] {
  const out = new Set<string>();
  for (const { pattern } of matchPatterns(text)) {
    for (const k of pattern.keywords) out.add(k);
    out.add(pattern.title.toLowerCase());
  }
  return [...out];
}

// ---------------------------------------------------------------------------------------
// Diagnosis

function toHypothesis(pattern: TroublePattern, likelihood: number, evidence: string[]): Hypothesis {
  const { id, title, explanation, fix } = pattern;
  return { pattern_id: id, title, explanation, fix, likelihood, evidence };
}

/**
 * When no regex matched: weak guesses from plain-words overlap (e.g. "port already in use").
 * A guess shares two words of its pattern's title or keywords at least: words shared only
 * with example output are chance ("ok" is in node-gyp's, "build", "succeed" and "0" in the
 * heap limit's, so "Build succeeded. 0 warnings" read as running out of memory).
 */
function keywordHypotheses(text: string): Hypothesis[] {
  const queryTerms = terms(text);
  if (queryTerms.length === 0) return [];
  patternOrder ??= new Map(PATTERNS.map((p, i) => [p, i] as const));
  const order = patternOrder;
  return [...termScores(queryTerms)]
    .filter(([, r]) => r.coverage >= 0.5 && r.shared >= KEYWORD_SHARED_WORDS)
    .map(([pattern, r]) => ({ pattern, ...r }))
    // Ties keep the library's order.
    .sort((a, b) => b.score - a.score || order.get(a.pattern)! - order.get(b.pattern)!)
    .map((r) => toHypothesis(r.pattern, round2(0.1 + (KEYWORD_ONLY_MAX - 0.1) * r.coverage), []));
}

const KEYWORD_SHARED_WORDS = 2;
/** Each pattern's place in the library. */
let patternOrder: Map<TroublePattern, number> | undefined;

function recommendations(hypotheses: readonly Hypothesis[]): string[] {
  const top = hypotheses[0]?.likelihood ?? 0;
  const fixes = hypotheses
    .filter((h) => h.likelihood > KEYWORD_ONLY_MAX && h.likelihood >= top - RECOMMENDATION_SPREAD)
    .slice(0, 3)
    .map((h) => h.fix);
  return fixes.length > 0 ? [...new Set(fixes)] : [...GENERIC_RECOMMENDATIONS];
}

/** Overall confidence from the ranked likelihoods (all of them, not only the returned ones). */
function confidence(likelihoods: readonly number[], regexMatched: boolean, errorType: string | null): number {
  const [best, runnerUp] = likelihoods;
  if (best === undefined) return errorType ? 0.15 : 0.05;
  if (!regexMatched) return Math.min(KEYWORD_ONLY_MAX, best);
  const gap = runnerUp === undefined ? 1 : best - runnerUp;
  return round2(best - Math.max(0, AMBIGUITY_GAP - gap) / 2);
}

function isDiagnoseOptions(arg: DiagnoseContext | DiagnoseOptions | undefined): arg is DiagnoseOptions {
  return arg !== undefined && ('context' in arg || 'limit' in arg);
}

const matchHypothesis = (m: PatternMatch): Hypothesis => toHypothesis(m.pattern, m.score, m.evidence);

/**
 * No pattern matched: the generic path (tool, rule id, error class, exit code, failure kind),
 * then weak plain-words guesses (`guesses`), by likelihood.
 */
function unmatched(errorMessage: string, lines: readonly string[], command: string | undefined, guesses: Hypothesis[]): Hypothesis[] {
  return [...genericHypotheses(errorMessage, lines, { command }), ...guesses].sort((a, b) => b.likelihood - a.likelihood);
}

/**
 * The library's hypotheses among the first `limit` that `diagnose(errorMessage, undefined,
 * limit)` gives, in its order — without what only the other hypotheses need: the generic
 * ones are worked out only when they could take places from plain-words guesses (no pattern
 * matched, some guess made), never after matches.
 */
export function libraryHypotheses(errorMessage: string, limit: number): Hypothesis[] {
  const last = lastCommandDiagnosis(errorMessage, undefined, 0);
  if (last) return libraryHypotheses(last.output, limit);
  const { lines, matches } = linesAndMatches(errorMessage, normalizeError(errorMessage).errorType, []);
  if (matches.length > 0) return matches.slice(0, Math.max(0, limit)).map(matchHypothesis);
  const guesses = keywordHypotheses(errorMessage);
  if (guesses.length === 0) return [];
  const library = new Set(guesses);
  return unmatched(errorMessage, lines, undefined, guesses).slice(0, Math.max(0, limit)).filter((h) => library.has(h));
}

/**
 * The generic hypotheses after the library's. When every match only recognizes a summary line
 * (a CI runner's "Process completed with exit code 1"), the cause is in the output around it:
 * that output is diagnosed as if no pattern had matched (the generic path and the plain-words guesses).
 */
function fillAfter(errorMessage: string, lines: readonly string[], matches: readonly PatternMatch[], command: string | undefined): Hypothesis[] {
  if (!matches.every((m) => m.pattern.summary)) return genericHypotheses(errorMessage, lines, { afterPatterns: true, command });
  const summary = (line: string) => matches.some((m) => m.pattern.match.some((re) => re.test(line)));
  const rest = errorMessage.split('\n').filter((line) => !summary(line)).join('\n');
  return rest.trim() ? unmatched(rest, scanned(rest).lines, command, keywordHypotheses(rest)) : [];
}

/**
 * A terminal session or a CI job's steps pasted whole (`lastCommand`): the last command's
 * output, which is what failed, and its diagnosis — unless nothing in it gives a hypothesis
 * (`echo $?` after the failure), and then the whole paste is diagnosed.
 */
function lastCommandDiagnosis(text: string, context: DiagnoseContext | undefined, limit: number): { output: string; diagnosis: Diagnosis } | undefined {
  const session = lastCommand(text);
  if (!session) return undefined;
  // Read as a paste of its own: a prefix the program put on most of its lines is the majority there.
  const { diagnosis, found } = diagnosed(pastedOutput(session.output), context, limit);
  return found ? { output: session.output, diagnosis } : undefined;
}

/** Diagnose an error message: ranked hypotheses with fixes, a signature and a confidence. */
export function diagnose(errorMessage: string, context?: DiagnoseContext, limit?: number): Diagnosis;
export function diagnose(errorMessage: string, options: DiagnoseOptions): Diagnosis;
export function diagnose(
  pasted: string,
  contextOrOptions?: DiagnoseContext | DiagnoseOptions,
  limitArg?: number,
): Diagnosis {
  const { context, limit: requested = DEFAULT_LIMIT } = isDiagnoseOptions(contextOrOptions)
    ? contextOrOptions
    : { context: contextOrOptions, limit: limitArg };
  const limit = Math.max(0, Math.floor(requested));
  // Output pasted from a log, or fenced in a question, is read as the program printed it (src/search/pasted-log.ts),
  // as a terminal shows it: without control sequences (colours, `ESC[?2004h`), and a line that a
  // carriage return went back over (a progress bar, an editor's screen) as it was left.
  const errorMessage = pastedOutput(asTerminalShows(pasted));
  const last = lastCommandDiagnosis(errorMessage, context, limit);
  if (last) return last.diagnosis;
  const asIs = diagnosed(errorMessage, context, limit);
  if (asIs.matched) return asIs.diagnosis;
  // Copied from a terminal that cut one long line where it wrapped: the words a pattern or the
  // generic path reads may span the cut.
  const rejoined = terminalRejoined(errorMessage);
  const again = rejoined === undefined ? undefined : diagnosed(rejoined, context, limit);
  return again?.found ? again.diagnosis : asIs.diagnosis;
}

/** The diagnosis of output as the program printed it, and whether any hypothesis was found (whatever `limit` keeps of them). */
function diagnosed(errorMessage: string, context: DiagnoseContext | undefined, limit: number): { diagnosis: Diagnosis; found: boolean; matched: boolean } {
  const norm = normalizeError(errorMessage);
  const hints = contextEcosystems(context);
  const { lines, matches } = linesAndMatches(errorMessage, norm.errorType, hints);
  // After pattern matches, generic hypotheses (rule ids, HTTP status, failure kind, the
  // tool's own advice) fill the places left: they never outrank a pattern.
  const ranked = matches.length > 0 ? matches.map(matchHypothesis) : unmatched(errorMessage, lines, context?.command, keywordHypotheses(errorMessage));
  const fill = matches.length > 0 && ranked.length < limit ? fillAfter(errorMessage, lines, matches, context?.command) : [];
  // A summary pattern's plain-words guess on the output around its line is the same hypothesis again.
  const hypotheses = [...ranked, ...fill.filter((h) => !ranked.some((r) => r.pattern_id === h.pattern_id))].slice(0, limit);
  const top = matches[0]?.pattern;
  const diagnosis: Diagnosis = {
    signature: {
      ecosystem: top?.ecosystem ?? hints[0] ?? textEcosystem(lines) ?? 'unknown',
      // The pattern's canonical type groups variants (TS2532 → TS18048); else what the text says.
      error_type: top?.errorType ?? norm.errorType ?? 'unknown',
      normalized: norm.normalized,
    },
    hypotheses,
    recommendations: recommendations(hypotheses),
    confidence: confidence(ranked.map((h) => h.likelihood), matches.length > 0, norm.errorType),
  };
  // Fill follows only ranked hypotheses (pattern matches), so some hypothesis exists exactly when one is ranked.
  return { diagnosis, found: ranked.length > 0, matched: matches.length > 0 };
}
