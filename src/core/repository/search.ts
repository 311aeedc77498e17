/**
 * repository_search: the shared hybrid ranker over chunk documents, then
 * filters (path_glob, language) and one re-rank step: a chunk that *defines*
 * a name of the query beats chunks that merely use it. BM25 already weighs
 * definition names (they are in the title field), but a name used fifty
 * times in a caller can still outscore its one-line definition; the bonus
 * settles that. Documentation pages weigh a little less than code (PROSE).
 */
import picomatch from 'picomatch';
import type { RepositorySearchInput, RepositorySearchOutput } from '../../api/repository.js';
import type { RepositoryChunkRow, RepositoryRow } from '../../store/repository.js';
import { COMMON_DF } from '../../store/term-selection.js';
import type { SearchFilter, SearchIndex } from '../../store/search-index.js';
import type { Scope } from '../../store/scope.js';
import { messageCoverage, messageLiterals, messagePhrases } from '../../search/messages.js';
import { pastedMessage } from '../../search/pasted-log.js';
import { someTerm, splitIdentifier, queryTerms, stem } from '../../search/tokenize.js';
import { aboveFloor, readAs, readOnce, type HybridHit } from '../search.js';
import type { ServiceDeps } from '../services-deps.js';

const DEFINITION_BONUS = 0.5;
const PRIMARY_DEFINITION_BONUS = 0.25;
/**
 * The whole query appears verbatim in the chunk, or a format string prints it (printedShare): a
 * pasted error message found where it is printed. It outweighs a definition's bonus
 * (DEFINITION_BONUS + PRIMARY_DEFINITION_BONUS): a value in the message (`main.o`,
 * `EvalSymlinks:`) names some function, but the line that prints the message is the answer.
 * 0.4 before; 0.6, 0.8, 1.0 and 1.3 measured on the dev half of bench/data/code (overall R@1
 * 0.766, 0.783, 0.799, 0.799, 0.799; no question lower): the smallest value at the maximum.
 */
const PHRASE_BONUS = 0.8;
const MIN_PHRASE = 8;
/**
 * Definitions over mentions, for documentation too: a Markdown page that talks about a
 * feature (a README, a user guide) weighs this much of its match, so the code that does it
 * comes first when both match about equally (measured on the dev half of bench/data/code).
 */
const PROSE = 0.8;
/**
 * Documentation files by name: Markdown, reStructuredText, Texinfo, AsciiDoc, POD, plain text,
 * man pages (`ar.1`) and the customary upper-case files (README, NEWS, ChangeLog, MAINTAINERS…).
 */
const PROSE_PATH = /(?:\.(?:md|mdx|markdown|rst|txt|texi|texinfo|adoc|asciidoc|pod|[1-9][a-z]?)|(?:^|\/)(?:readme|news|changelog|changes|history|maintainers|authors|contributors|install|copying|license|notice|thanks|todo|contributing)(?:[-._][^/]*)?)$/i;

/** The file is documentation rather than code (PROSE). */
export function isProse(path: string, language: string | null): boolean {
  return language === 'markdown' || (language === null && PROSE_PATH.test(path));
}
/**
 * A file for one platform (`lp_windows.go`, `sys/unix/fs.rs`, `os/wasi/`, `win32.js`) weighs
 * this much of its match unless the query names a platform: the portable definition that
 * dispatches to it is what a question or a name is after first (measured on the dev half of
 * bench/data/code; docs/search.md).
 */
const PLATFORM = 0.9;
/** A platform's name as a path segment or a file name's part (the extension left out). */
const PLATFORM_PATH = /(?:^|[/_.-])(?:windows|win32|win|linux|darwin|macos|osx|unix|posix|plan9|wasi|wasm|js|freebsd|netbsd|openbsd|dragonfly|solaris|illumos|aix|android|ios|hermit|sgx|uefi|unsupported|nt|fuchsia|zos)(?:[/_.-]|$)/;
/** The weight of a file's next chunk beside its previous one in the results (spreadFiles). */
const SAME_FILE = 0.9;
/**
 * A test file's score (match and bonuses) weighs this much unless the query asks for tests: a
 * library's tests repeat its messages and names (snapshots of the errors, calls of every
 * function), but the code that prints or defines them is the answer. What a repository keeps
 * beside its code for tests and readers weighs the same: test data and fixtures (Go's
 * `testdata/` programs), snapshots, examples, benchmarks, and vendored or third-party code (a
 * copy of another project's code, whose own repository is the answer for it). A whole
 * repository, indexed with the defaults, holds all of them (measured on the dev halves of the
 * whole trees of bench/data/code; docs/search.md).
 */
const TEST_FILE = 0.8;
const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|specs?|testing|testdata|test[-_]data|fixtures?|__fixtures__|__snapshots__|__mocks__|examples?|benches|benchmarks?|vendor|third[-_]?party)\/|[._-](?:test|spec)s?\.[^/.]+$|(?:^|\/)tests?\.[^/.]+$|(?:^|\/)test_[^/]*\.py$|[a-z0-9]Tests?\.(?:java|kt|swift|cs|scala)$/;
const TESTS_ASKED = /\b(?:tests?|testing|specs?|unit ?tests?|fixtures?|test ?data|snapshots?|examples?|bench(?:mark)?s?|vendor(?:ed)?|third[- ]party)\b/i;

/** The file is a test, or kept beside the code for tests and readers (TEST_PATH). */
function isTestSupport(path: string): boolean {
  return TEST_PATH.test(path);
}
/** Candidates fetched before filtering and re-ranking. */
const FILTERED_POOL = 300;
/**
 * Candidates read for a pasted message: past the first ones ranked as usual, a chunk is kept only
 * when it prints the message (verbatim or through its format string). A library's tests and
 * translations repeat a message's words more often than the one line that prints it.
 */
const MESSAGE_POOL = 150;
const PREVIEW_LINES = 8;
const PREVIEW_CHARS = 600;

type Hit = RepositorySearchOutput['results'][number];

export async function searchChunks(deps: ServiceDeps, scope: Scope, input: RepositorySearchInput, repo: RepositoryRow | null): Promise<RepositorySearchOutput> {
  return (await searchChunksRead(deps, scope, input, repo)).output;
}

/**
 * searchChunks, also telling how many chunk rows it read: a row is read only through its
 * repository's row in this scope (RepositoryStore.chunks), so one read proves the repository
 * was still there (see RepositoryService.search).
 */
export async function searchChunksRead(deps: ServiceDeps, scope: Scope, asked: RepositorySearchInput, repo: RepositoryRow | null): Promise<{ output: RepositorySearchOutput; rowsRead: number }> {
  // A message pasted from a log is looked for as the code prints it (src/search/pasted-log.ts).
  const input = { ...asked, query: pastedMessage(asked.query) };
  const filtered = input.path_glob !== undefined || input.language !== undefined;
  const pool = filtered ? FILTERED_POOL : Math.max(60, input.limit * 6);
  const filter = { family: 'chunk' as const, projects: [scope.project], ...(repo ? { facet: repo.id } : {}) };
  // The ranker's texts, the candidates' rows and a deeper pool's are read once each.
  const read = readOnce((ids) => deps.store.repository.chunks(scope, ids), (row) => row.ref_id);
  const texts = readAs(read, (row) => `${row.path}\n${row.text}`);
  const hits = await deps.search.query(scope, filter, { text: input.query, limit: pool, pool, texts });
  const rows = await read(hits.map((h) => h.refId));
  // A chunk's phrase bonus, asked of the first candidates twice when the query looks printed.
  const bonus = new Map<string, number>();
  const printing = (row: RepositoryChunkRow): number => {
    let b = bonus.get(row.ref_id);
    if (b === undefined) bonus.set(row.ref_id, (b = printingBonus(input.query, row.text)));
    return b;
  };
  if (!filtered && looksPrinted(input.query) && ![...rows.values()].some((r) => printing(r) > 0)) {
    // No candidate prints the pasted message: the line that does can sit below a library's tests
    // and translations, which repeat its words; a deeper pool is read for it alone.
    const deeper = (await deeperCandidates(deps, scope, filter, input.query, texts)).filter((h) => !rows.has(h.refId));
    const deeperRows = await read(deeper.map((h) => h.refId));
    for (const hit of deeper) {
      const row = deeperRows.get(hit.refId);
      if (!row || printing(row) === 0) continue;
      rows.set(row.ref_id, row);
      hits.push(hit);
    }
  }
  const accept = rowFilter(input);
  const names = queryNames(input.query);
  const written = writtenNames(input.query);
  const cased = casedNames(input.query);
  const rarity = input.query.trim().split(/\s+/).length >= 2 ? await termWeights(deps.store.search, input.query) : null;
  const best = 1 + DEFINITION_BONUS + PRIMARY_DEFINITION_BONUS + PHRASE_BONUS;
  const platformAsked = PLATFORM_PATH.test(input.query.toLowerCase().trim().split(/\s+/).join('/'));
  const testsAsked = TESTS_ASKED.test(input.query);
  const qualified = QUALIFIED_NAME.test(input.query.trim());
  const ranked = hits.flatMap((hit) => {
    const row = rows.get(hit.refId);
    if (!row || !accept(row)) return [];
    const defines = definitionBonus(row, names, rarity, written, cased);
    const verbatim = qualified && defines === 0 && !assignsName(row.text, input.query.trim()) ? 0 : printing(row);
    const prose = (isProse(row.path, row.language) ? PROSE : 1) * (!platformAsked && forOnePlatform(row.path) ? PLATFORM : 1);
    const test = !testsAsked && isTestSupport(row.path) ? TEST_FILE : 1;
    return [{ row, cosine: hit.vectorScore, vouched: hit.vouched, score: (test * (prose * hit.score + defines + verbatim)) / best }];
  });
  ranked.sort((a, b) => b.score - a.score);
  spreadFiles(ranked);
  const words = queryWords(input.query);
  const kept = await aboveFloor(deps.store.search, input.query, ranked.slice(0, input.limit), ({ row }) => `${row.path}\n${row.symbol ?? ''}\n${row.definitions}\n${withoutDataLines(row.text)}`, ({ row, cosine }) => (mostlyData(row.text) ? 0 : cosine), ({ vouched }) => vouched, { floor: CODE_FLOOR, commonWords: false });
  const answered = kept.length > 0 && oneWordMatch(input.query, kept.map(({ row }) => `${row.path}\n${row.definitions}\n${row.text}`)) ? [] : kept;
  return { output: { results: answered.map(({ row, score }) => toHit(row, score, input.content_mode, words)) }, rowsRead: rows.size };
}

/**
 * The candidates read for a pasted message no first candidate prints: the hybrid ranker's deeper
 * pool, then the chunks whose message literals hold one of the message's runs of plain words
 * (messagePhrases) as written, found by the store's fragment index over them. A short message of
 * common words (`Invalid date: garbage`) in a large tree has its printing line below a hundred
 * chunks that use the same words; its literal's words in a row are rare. A chunk found only so
 * ranks as the deeper pool's last.
 */
async function deeperCandidates(deps: ServiceDeps, scope: Scope, filter: SearchFilter, query: string, texts: (ids: string[]) => Promise<Map<string, string>>): Promise<HybridHit[]> {
  const [deeper, printed] = await Promise.all([
    deps.search.query(scope, filter, { text: query, limit: MESSAGE_POOL, pool: MESSAGE_POOL, texts }),
    deps.store.search.fragment(scope, filter, messagePhrases(query), MESSAGE_POOL),
  ]);
  const last = deeper.at(-1);
  const seen = new Set(deeper.map((h) => h.refId));
  const added = printed.filter((h) => !seen.has(h.refId)).map((h) => ({ refId: h.refId, score: last?.score ?? 0, lexicalRank: null, vectorScore: last?.vectorScore ?? null, vouched: false }));
  return [...deeper, ...added];
}

/**
 * The relevance floor of code search: a chunk of code holds hundreds of words, so everyday
 * words of a question about nothing in the tree ("bake", "number", "won") meet some chunk by
 * chance far more often than they meet a remediation or a memory. Measured on the dev half of
 * bench/data/code (six trees, 94 questions and the 10 nonsense queries of bench/data/nonsense.txt,
 * all trees in one store): the best result of every question has evidence 0.444 or more, the best
 * result of a nonsense query at most 0.397 (besides "lorem ipsum", which the trees hold); the
 * floor sits between them.
 */
const CODE_FLOOR = 0.42;

/**
 * A question in plain words of three terms or more that no result meets in two of its terms: one
 * rare word carried the floor ("knitting a scarf with circular needles" and a circular shift). A
 * query writing names or pasting output is left to the floor alone.
 */
function oneWordMatch(query: string, texts: string[]): boolean {
  const terms = queryTerms(query).filter((t) => !/\d/.test(t));
  if (terms.length < 3 || writtenNames(query).size > 0 || looksPrinted(query)) return false;
  return !texts.some((text) => {
    const held = new Set<string>();
    return someTerm(text, (word) => {
      for (const t of terms) if (word === t || (t.length >= 5 && word.length > t.length && word.startsWith(t))) held.add(t);
      return held.size >= 2;
    });
  });
}

/**
 * A line of a data table: two short string literals or more and nothing else (`"America/Thule",
 * "Atlantic", "America/Halifax",`), or a row in brackets of a string literal and other literals,
 * names or numbers (`{ "America/Antigua", Atlantic },` in the JDK's CLDR time-zone names,
 * `("GET", 200),`), or a call whose arguments are string literals only, two or more
 * (`tzCanonicalIDMap.put("fmksa", "Pacific/Kosrae");`, a table filled in a static block). Its words
 * are names in a list, not what the code does.
 */
const LITERAL = String.raw`(?:"[^"'\n]{0,40}"|'[^"'\n]{0,40}')`;
const ITEM = String.raw`(?:${LITERAL}|[\w.$-]+)`;
const DATA_LINE = new RegExp(
  [
    String.raw`^\s*(?:${LITERAL}\s*[,;:]?\s*){2,}[,;{}()[\]\s]*$`,
    String.raw`^\s*[{[(]\s*(?=[^\n]*["'])(?:${ITEM}\s*,\s*)+${ITEM}\s*[}\])]\s*[,;]?\s*$`,
    String.raw`^\s*[\w.$]+\s*\(\s*(?:${LITERAL}\s*,\s*)+${LITERAL}\s*\)\s*[,;]?\s*$`,
  ].join('|'),
  'gm',
);

/**
 * A chunk's text as the floor reads it: without its data tables' lines, so a question about
 * nothing in the tree does not meet a list of zone ids or country names by one or two of its
 * words ("the migration of arctic terns across the atlantic" and `ZoneName.java`); a chunk that is
 * mostly such lines brings no cosine to the floor either (mostlyData). The ranking reads the
 * whole text.
 */
function withoutDataLines(text: string): string {
  return text.includes('",') || text.includes("',") ? text.replace(DATA_LINE, '') : text;
}

/** Half the chunk or more is a data table: its vector is the table's words, so its cosine is no evidence either. */
function mostlyData(text: string): boolean {
  return withoutDataLines(text).length * 2 <= text.length;
}

/**
 * The query reads like a program's output rather than a question: three words or more, opening
 * with a capital or holding the marks messages carry (`:`, quotes, brackets, `=`, `<`).
 */
function looksPrinted(query: string): boolean {
  const q = query.trim();
  return q.split(/\s+/).length >= 3 && (/^[A-Z]/.test(q) || /[:"'`()[\]{}<>=]/.test(q));
}

/**
 * A qualified name alone (`sha256.Sum256`, `Vec::retain_mut`, `bisect.insort`) is how callers
 * outside its package write it: a chunk holding it verbatim earns the phrase bonus only when it
 * also defines the name (its doc comment shows the call) or assigns it (`patch.object = …`);
 * otherwise it mentions it, it does not print it.
 */
const QUALIFIED_NAME = /^[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)+$/;

/** The text defines a qualified name by assigning it at a line's start (`patch.object = _patch_object`, `exports.parse = …`). */
function assignsName(text: string, name: string): boolean {
  return new RegExp(`^[ \\t]*${name.replace(/[.$]/g, '\\$&')}[ \\t]*=(?!=)`, 'm').test(text);
}

/** The phrase bonus of a chunk that prints the query: verbatim in full, through a format string by the share it covers. */
function printingBonus(query: string, text: string): number {
  const phrase = query.trim().toLowerCase();
  return phrase.length >= MIN_PHRASE && text.toLowerCase().includes(phrase) ? PHRASE_BONUS : PHRASE_BONUS * printedShare(query, text);
}

/**
 * A pasted message printed from a format string (`%s: cannot get addresses from archive`,
 * `"Option ", $opt, " requires an argument"`): the share of the query the best literal's fixed
 * text covers, when it covers at least PRINTED_SHARE of it.
 */
function printedShare(query: string, text: string): number {
  const share = messageCoverage(query, messageLiterals(text));
  return share >= PRINTED_SHARE ? share : 0;
}
const PRINTED_SHARE = 0.5;

/**
 * Each further chunk of a file already in the list weighs SAME_FILE times the one before it,
 * so a file that matches in five places does not fill the first results by itself: the next
 * file that matches about as well comes before its third chunk (measured on the dev half of
 * bench/data/code; docs/search.md). The list is sorted best first before and after.
 */
export function spreadFiles(ranked: { row: Pick<RepositoryChunkRow, 'path'>; score: number }[]): void {
  const seen = new Map<string, number>();
  for (const hit of ranked) {
    const before = seen.get(hit.row.path) ?? 0;
    seen.set(hit.row.path, before + 1);
    hit.score *= SAME_FILE ** before;
  }
  ranked.sort((a, b) => b.score - a.score);
}

/** The file is one platform's (`lp_windows.go`, `sys/unix/fs.rs`): a platform's name is a segment of its path without the extension. */
export function forOnePlatform(path: string): boolean {
  return PLATFORM_PATH.test(path.replace(/\.[^./]*$/, ''));
}

function rowFilter(input: RepositorySearchInput): (row: RepositoryChunkRow) => boolean {
  const glob = input.path_glob?.trim();
  const matches = glob ? picomatch(glob.includes('/') ? glob.replace(/^\.?\//, '') : `**/${glob}`, { dot: true }) : null;
  const language = input.language?.trim().toLowerCase();
  return (row) => (!matches || matches(row.path)) && (!language || row.language === language);
}

/** Identifier-like words of the query, lower-cased: the names a definition may match. */
export function queryNames(query: string): Set<string> {
  const words = [...query.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]);
  // A Lisp name is one name with its hyphens and arrows (`find-file-noselect`, `string->uri`, `open-pipe*`).
  const joined = [...query.matchAll(LISP_NAME)].map((m) => m[0]);
  return new Set([...words, ...joined].map((w) => w.toLowerCase()).filter((w) => w.length >= 3));
}
const LISP_NAME = /(?<![\w$-])[A-Za-z_$][\w$]*(?:(?:-|->)[\w$]+)+[*?!]?/g;

/**
 * The names the query writes as identifiers, lower-cased: the whole query when it is one word
 * (`Barrier`, `exit_ok`), and otherwise the words with an inner capital, underscore, digit, `$`,
 * dot, slash or hyphen (`readLine`, `PATHEXT`, `code.source`, `validate-npm-package-name`). The
 * other words of a longer query — a question ("write a file atomically") or a pasted message
 * ("Queue full", "Negative initial size") — are ordinary words that definitions happen to share.
 */
export function writtenNames(query: string): Set<string> {
  return queryNames(writtenWords(query).join(' '));
}

/** The query's words written as identifiers, as written (see writtenNames). */
function writtenWords(query: string): string[] {
  const words = query.trim().split(/\s+/).map((w) => w.replace(/^[^\w$]+|[^\w$]+$/g, '')).filter(Boolean);
  return words.length === 1 ? words : words.filter((w) => /^.+[A-Z_0-9.$/-]/.test(w));
}

/**
 * The spelling the query gives each written name that has a capital, by its lower-case form:
 * `EvalSymlinks` names the exported function, and the unexported `evalSymlinks` beside it is a
 * namesake.
 */
export function casedNames(query: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const word of writtenWords(query)) for (const m of word.matchAll(/[A-Za-z_$][\w$]*/g)) if (/[A-Z]/.test(m[0])) out.set(m[0].toLowerCase(), m[0]);
  return out;
}

/** A definition whose name differs from the query's spelling only in case counts this much. */
const OTHER_CASE = 0.5;

/**
 * The chunk defines a name of the query. A name the query writes as an identifier counts in
 * full (OTHER_CASE when the query spells it with a capital and the definition differs in case).
 * An ordinary word of a longer query is also an ordinary word in code (`write`, `size`,
 * `full`): its bonus is scaled by how rare the word is in the index (`rarity`, relative to the
 * query's rarest word), so defining `write` — as a hundred files do — earns little and defining
 * `backoff` much. A name of two parts or more whose parts the query all holds (`writeFile` for
 * "write a file") counts in full. Without `rarity` (a one-word query) every name is written.
 */
export function definitionBonus(
  row: RepositoryChunkRow,
  names: Set<string>,
  rarity: Map<string, number> | null,
  written: Set<string> = new Set(),
  cased: Map<string, string> = new Map(),
): number {
  if (names.size === 0 || row.definitions === '') return 0;
  const strength = (name: string): number => {
    const lower = name.toLowerCase();
    if (!rarity || written.has(lower)) {
      if (!names.has(lower)) return 0;
      const spelled = cased.get(lower);
      return spelled === undefined || spelled === name ? 1 : OTHER_CASE;
    }
    const parts = splitIdentifier(name);
    if (parts.length >= 2 && parts.every((p) => rarity.has(stem(p)))) return 1;
    return names.has(lower) ? (rarity.get(stem(lower)) ?? 0) : 0;
  };
  // A qualified name (`tablex.deepcompare`, `Date:is_weekend`, `Foo::bar`, `self.parse`) is
  // defined under its last part: a query writes `deepcompare`, or both parts as two names.
  const defined = row.definitions.split(' ').flatMap((name) => withLastPart(name, written, rarity));
  const defines = Math.max(0, ...defined.map(strength));
  if (defines === 0) return 0;
  return defines * coverage(row.path, defined, written) * (DEFINITION_BONUS + (row.symbol !== null && Math.max(...withLastPart(row.symbol, written, rarity).map(strength)) > 0 ? PRIMARY_DEFINITION_BONUS : 0));
}

/** A definition's name, and its last part when it is qualified (`tablex.deepcompare` → `deepcompare`). */
function withLastPart(name: string, written: Set<string>, rarity: Map<string, number> | null): string[] {
  const last = /[.:]([A-Za-z_$][\w$]*[?!=]?)$/.exec(name)?.[1];
  return last === undefined || (rarity && !written.has(last.toLowerCase())) ? [name] : [name, last];
}

/**
 * A query that writes several names (`BufferedReader readLine`) asks for the place where they
 * meet: the chunk's share of them — defined in it, or naming its file — scales its bonus from
 * one half (one of them) to the whole (all of them).
 */
function coverage(path: string, defined: string[], written: Set<string>): number {
  if (written.size < 2) return 1;
  // The file's name and its folders' (`crypto/sha256/sha256.go`, `alloc/src/vec/mod.rs`): a
  // qualifier (`sha256.Sum256`, `Vec::retain_mut`) names the package, module or type's folder.
  const segments = path.split('/').map((segment, i, all) => (i === all.length - 1 ? segment.replace(/\.[^.]*$/, '') : segment).replace(/[-_.]/g, '').toLowerCase());
  const own = new Set([...defined.map((d) => d.toLowerCase()), ...segments]);
  let met = 0;
  for (const name of written) if (own.has(name)) met++;
  return 0.5 + (0.5 * met) / written.size;
}

/** Each word of a query with its rarity in the index (ln(1 + 800 / df)) relative to the rarest word's. */
async function termWeights(index: Pick<SearchIndex, 'documentFrequency'>, query: string): Promise<Map<string, number>> {
  const terms = queryTerms(query, 32);
  const weights = await Promise.all(terms.map(async (t) => Math.log(1 + COMMON_DF / Math.max(1, Math.min(COMMON_DF, await index.documentFrequency(t))))));
  const top = Math.max(1e-9, ...weights);
  return new Map(terms.map((t, i) => [t, weights[i]! / top]));
}

function queryWords(query: string): string[] {
  return [...query.matchAll(/[\p{L}\p{N}_$]{3,}/gu)].map((m) => m[0].toLowerCase());
}

function toHit(row: RepositoryChunkRow, score: number, mode: RepositorySearchInput['content_mode'], words: string[]): Hit {
  const hit: Hit = {
    file: row.path,
    root: row.root,
    start_line: row.start_line,
    end_line: row.end_line,
    language: row.language,
    symbol: row.symbol,
    score: Math.round(score * 1000) / 1000,
  };
  if (mode === 'full') hit.content = row.text;
  if (mode === 'preview') hit.preview = preview(row.text, words);
  return hit;
}

/** A few lines around the first line that holds a query word (or the chunk's start), cut to PREVIEW_CHARS. */
export function preview(text: string, words: string[]): string {
  const lines = text.split('\n');
  const lower = lines.map((l) => l.toLowerCase());
  const first = words.length === 0 ? -1 : lower.findIndex((line) => words.some((w) => line.includes(w)));
  const start = first <= 2 ? 0 : first - 2;
  const out = lines.slice(start, start + PREVIEW_LINES).join('\n');
  return out.length > PREVIEW_CHARS ? `${out.slice(0, PREVIEW_CHARS - 1)}…` : out;
}
