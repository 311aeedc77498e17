import { namesCircumstance } from './circumstance-words.js';

/**
 * Whether a line around a pasted error is the person's own sentence about the circumstances
 * ("it only fails when cron runs it", "FROM debian:bookworm with RUN pip3 install broke",
 * "the field is marked @Autowired in a service I instantiate myself") rather than more of the
 * tool's output. People write commands, versions, paths and names in such sentences (colons,
 * slashes, `@`, `_`, parentheses, semicolons), so the test is not a character class alone:
 * nothing may have a tool's shape — a label opening the line (`error:`, `note:`, `Caused by:`),
 * a tool's name and level (`npm error`), an exception's name with its message (`TypeError: …`)
 * —, and a line with more than letters, digits and light punctuation must also read as a
 * person's: a pronoun or a word of what happened (PERSON), most words plain (a command in
 * backticks counts as one), no place in a file (`main.go:7`, `line 2:`). So "since I upgraded
 * I get this:" and "it fails when I run `npm ci` in CI" count, `Traceback (most recent call
 * last):` and "For more information about this error, try `rustc --explain E0004`." do not.
 */

/** Letters, digits, spaces and light punctuation only: a sentence by its characters alone. */
const LIGHT = /^[\p{L}][\p{L}\p{N} ,.'"!?-]*$/u;
/** A label a tool opens its line with: one to three words and a colon (`error:`, `Caused by:`, `npm error code:`). */
const LABEL = /^[\p{L}][\p{L}\p{N}_.[\]-]*(?: [\p{L}][\p{L}\p{N}_.-]*){0,2}:(?:\s|$)/u;
/** A place in a file or a frame of a trace, or a level after one: `main.go:7`, `:3:8`, `(Main.java:5)`, `x.ts(4,21)`, `line 2,`, `: error`. */
const PLACE = /:\d|\(\d+,\d+\)|\bline \d+[,:]|:\s*(?:fatal )?(?:error|warning)\b/i;
/** An exception or error type with its message: `TypeError: fetch failed`, `java.lang.Foo: x`. */
const TYPED_MESSAGE = /\b[\w.$]*(?:Error|Exception|Warning)\b(?: \[[^\]]*\])?:/;
/** A tool's own line: its name and a level (`npm error …`, `npm warn …`, `gyp ERR! …`), not "the error appears …". */
const TOOL_LEVEL = /^(?!(?:the|a|an|my|our|your|this|that|same|no|any|some|one|each|every|its|their)\s)[\w.-]+ (?:error|warn|warning|err!|fatal|info|notice)\b/i;
/** A word a person writes in a sentence: letters (with an apostrophe or hyphen), maybe quoted or followed by punctuation. */
const PLAIN_WORD = /^["'(]?[\p{L}][\p{L}'-]*["')]?[,.;:!?)]*$/u;
/**
 * What a person says and a tool's line does not: I, my, we, our, or a word of what happened and
 * when ("works", "broke", "only", "since", "after", "yesterday"). Tools print "Found 2 errors in
 * 1 file (checked 3 source files)", "Automatic merge failed; fix conflicts" and address the
 * reader as "you" ("you're using offline mode"); a person writes "it only fails under /srv/app
 * since the upgrade".
 */
const PERSON = /\b(?:i(?![\w/])|i'm|i've|i'd|my|me|we|we're|we've|our|us|works|worked|working|fine|hangs|dies|crashes|crashed|broke|breaks|happens?|happened|started|only|since|after|when|yesterday|today|locally)\b/i;
/** Perl's and awk's place of an error: `at report.pl line 2.` */
const FILE_LINE = /\bat \S+ line \d+\b/;
/** A line opening with a word in capitals (`ERROR!`, `WARNING`, `OOM command …`): a tool's. */
const SHOUTED = /^[A-Z][A-Z_]{2,}\b/;
/** URLs, paths and dotted names, left out where PERSON looks (`sqlalche.me/e/…` says no "me"). */
const NOT_WORDS = /\S*[/.]\S*/g;
/** A first word that is a place or a name with a colon (`index.c:(.text+0x1a):`, `app:`): a tool's. */
const PLACE_FIRST = /^\S*:/;
/** A command or a name in backticks, as people write them in chat and issues: one word of the sentence. */
const CODE_SPAN = /`[^`\n]+`/g;
/** A tool's hint names a command in backticks after a verb: `try \`rustc --explain E0004\``, `see \`npm help\``. */
const HINT = /\b(?:try|see|run|use|rerun)\s+`/i;
const MIN_WORDS = 4;
const MIN_PLAIN_SHARE = 0.6;

/** A sentence by its characters alone: four words or more of letters, digits and light punctuation. */
export function isLightSentence(line: string): boolean {
  return LIGHT.test(line) && wordCount(line) >= MIN_WORDS;
}

function wordCount(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

export function isCircumstanceSentence(line: string): boolean {
  if (wordCount(line) < MIN_WORDS || FILE_LINE.test(line) || TOOL_LEVEL.test(line) || LABEL.test(line) || TYPED_MESSAGE.test(line)) return false;
  // Letters, digits and light punctuation: a sentence as it always was; so are such sentences
  // joined by semicolons ("inside the minimal image; on the dev machine it is installed"), where
  // a tool's clauses are terse ("Automatic merge failed; fix conflicts and then commit the result.").
  if (LIGHT.test(line) || line.split(/;\s+/).every(isLightSentence)) return true;
  if (!/^["'(`]?[\p{L}]/u.test(line) || SHOUTED.test(line) || PLACE_FIRST.test(line) || PLACE.test(line)) return false;
  const spoken = line.replace(CODE_SPAN, 'code');
  // Light but for commands in backticks ("on a Debian server with `apt`"), unless it is a tool's hint ("try `rustc --explain E0004`").
  if (spoken !== line && LIGHT.test(spoken) && !HINT.test(line)) return true;
  // Anything more (paths, names, a colon at the end) must read as a person's.
  if (!PERSON.test(line.replace(NOT_WORDS, ' '))) return false;
  const words = spoken.split(/\s+/).filter(Boolean);
  if (words.some((w) => w.includes('`'))) return false;
  return words.filter((w) => PLAIN_WORD.test(w)).length / words.length >= MIN_PLAIN_SHARE;
}

/** Where a person's clause may begin on the error's own line: a dash, a semicolon, a comma or a period, or a word that opens one. */
const CLAUSE = /\s+[—–-]{1,2}\s+|[;,]\s+|(?<=[\p{L}\p{N}'")\]])\.\s+|\s+(?=(?:when|whenever|after|since|only|but|while|inside|under)\s)/giu;
/** The error before such a clause reads as a tool's: a label or a type and a colon (`Error: …`, `KeyError: 'port'`), or a place in a file. */
const ERROR_LIKE = /[\w)\]'"]:\s/;
/** I, my, we, our: a clause after the error is the person's only with one of these. */
const PRONOUN = /(?<![\w(])(?:i(?=\s|$)|i'm|i've|my|me|we|we're|our|us)\b/i;

/**
 * The circumstances a person adds on the error's own line: "Error: connect ECONNREFUSED
 * 127.0.0.1:5432 — only when the api runs in docker compose", "KeyError: 'port' since I moved
 * the settings to a .env file". The longest clause at the end that is a person's sentence,
 * after an error that reads as a tool's (ERROR_LIKE, and not plain words: "a C++ compile error
 * when I try to print my struct" is a description); the clause needs I, my, we or our, which an
 * error's own clauses ("…, you can use import instead", "- did you specify the right host")
 * do not say: of 20 169 lines of real tool output, none is read so.
 */
export function circumstanceAfter(line: string): string | null {
  for (const m of line.matchAll(CLAUSE)) {
    const before = line.slice(0, m.index).trim();
    const after = line.slice(m.index! + m[0].length).trim();
    if (!(ERROR_LIKE.test(before) || PLACE.test(before)) || LIGHT.test(before)) continue;
    if (!PRONOUN.test(after.replace(CODE_SPAN, ' ').replace(NOT_WORDS, ' '))) continue;
    if (isCircumstanceSentence(after)) return after;
  }
  return null;
}

/**
 * A short line of plain words that names a circumstance, as people label where it happens
 * above or below a pasted error: "ubuntu on windows", "darwin", "CI bot", "building the
 * container". Fewer words than a sentence, so it counts only when it names a place, tool,
 * platform or version of circumstance-words.ts, and never with a tool's shape (`npm error`).
 */
export function isCircumstanceLabel(line: string): boolean {
  return LIGHT.test(line) && wordCount(line) < MIN_WORDS && LABEL_START.test(line) && !NOT_LABEL.test(line) && !TOOL_LEVEL.test(line) && namesCircumstance(line.replace(/\d+/g, ' '));
}

/** A label opens in lower case ("darwin", "ubuntu on windows") or with a name of two capitals or more ("CI bot", "WSL", "macOS"); a tool's short line opens with a capitalized word ("On branch main", "Deploy failed"). */
const LABEL_START = /^(?:\p{Ll}|\S*\p{Lu}\S*\p{Lu})/u;
/**
 * …and ends without a period or an ellipsis ("Cloning into 'app'...", "Couldn't open
 * database."), and holds no quotes, flag, file name or dotted version (`missing 'Package'
 * field`, `--root`, `app.js`, `yarn install v1.22.22`). A number alone names no place
 * (`exit status 2`, `TAP version 13`).
 */
const NOT_LABEL = /[.]$|['"]|(?:^|\s)-|[\p{L}\d]\.[\p{L}\d]/u;

/** Where a clause of a circumstance sentence ends: punctuation, a line, or a word that turns to a contrast. */
const CONTRAST_CLAUSE = /[,;.!?]\s+|\n|\s+(?=(?:but|while|whereas|although|though|yet)\s)/i;
/** A clause that says it works: "works on my laptop", "in rebar3 shell it is fine", "passes locally" (not "the working directory"). */
const WORKS = /\b(?:works?|worked|working(?! (?:directory|dir|folder|tree|copy))|fine|passes|passed|succeeds|succeeded|no problems?|okay|ok)\b/i;
/** …and says nothing of failing ("it works but not in CI" fails somewhere): not, never, fails, breaks, crashes. */
const FAILS = /\b(?:not|never|no longer|fails?|failed|failing|breaks?|broke|broken|crash(?:es|ed)?|dies|died|errors?|refuses?|stops?)\b|n't\b/i;

/**
 * A clause that says it worked up to a change ("it worked before the macOS update", "fine until
 * we moved to v20"): the change is where it fails, not a place where it works.
 */
const UNTIL = /\b(?:before|until|till|up to|prior to)\b/i;

/**
 * The sides of a circumstance sentence: where it fails and where it works. "fails in the hosted
 * pipeline, works in our compose setup" → failing "fails in the hosted pipeline", working "works
 * in our compose setup". A clause that says it works names where the cause is not, so its words
 * must not count for a record whose title or cause holds them ("the compose service name is used
 * outside compose"); they may name what a fix does ("run it through rebar3 shell"), so they count
 * in the fix (HybridSearch.separatedFit). Only a clause that names where (a place, tool, platform
 * or version of circumstance-words.ts) is a working side: "the lookup works when I hard-code the
 * number" says what input works, which a record's cause may well name. A sentence with no failing
 * clause, or no working one, is all failing side.
 */
export function contrastSides(sentence: string): { failing: string; working: string } {
  const clauses = sentence.split(CONTRAST_CLAUSE).map((c) => c.trim()).filter(Boolean);
  const failing = clauses.filter((c) => !WORKS.test(c) || FAILS.test(c) || UNTIL.test(c) || !namesCircumstance(c));
  if (failing.length === 0 || failing.length === clauses.length) return { failing: sentence, working: '' };
  return { failing: failing.join('\n'), working: clauses.filter((c) => !failing.includes(c)).join('\n') };
}
