/**
 * Whether a line around a pasted error is the person's own sentence about the circumstances
 * ("it only fails when cron runs it", "FROM debian:bookworm with RUN pip3 install broke",
 * "the field is marked @Autowired in a service I instantiate myself") rather than more of the
 * tool's output. People write commands, versions, paths and names in such sentences (colons,
 * slashes, `@`, `_`, parentheses, semicolons), so the test is not a character class alone:
 * most of the line's words must be plain words, and nothing may have a tool's shape — a label
 * opening the line (`error:`, `note:`, `Caused by:`), a tool's name and level (`npm error`), an
 * exception's name with its message (`TypeError: …`), a place in a file (`main.go:7`, `line 2:`),
 * backticks. A line ending in a colon counts only in light characters: "after the upgrade I get
 * this:" before the pasted error, not `Traceback (most recent call last):`.
 */

/** Letters, digits, spaces and light punctuation only: a sentence by its characters alone. */
const LIGHT = /^[\p{L}][\p{L}\p{N} ,.'"!?-]*$/u;
/** A label a tool opens its line with: one to three words and a colon (`error:`, `Caused by:`, `npm error code:`). */
const LABEL = /^[\p{L}][\p{L}\p{N}_.[\]-]*(?: [\p{L}][\p{L}\p{N}_.-]*){0,2}:(?:\s|$)/u;
/** A place in a file or a frame of a trace, or a level after one: `main.go:7`, `:3:8`, `(Main.java:5)`, `x.ts(4,21)`, `line 2,`, `: error`. */
const PLACE = /:\d|\(\d+,\d+\)|\bline \d+[,:]|:\s*(?:fatal )?(?:error|warning)\b/i;
/** An exception or error type with its message: `TypeError: fetch failed`, `java.lang.Foo: x`. */
const TYPED_MESSAGE = /\b[\w.$]*(?:Error|Exception|Warning)\b:/;
/** A tool's own line: its name and a level (`npm error …`, `npm warn …`, `gyp ERR! …`), not "the error appears …". */
const TOOL_LEVEL = /^(?!(?:the|a|an|my|our|your|this|that|same|no|any|some|one|each|every|its|their)\s)[\w.-]+ (?:error|warn|warning|err!|fatal|info|notice)\b/i;
/** A word a person writes in a sentence: letters (with an apostrophe or hyphen), maybe quoted or followed by punctuation. */
const PLAIN_WORD = /^["'(]?[\p{L}][\p{L}'-]*["')]?[,.;:!?)]*$/u;
const MIN_WORDS = 4;
const MIN_PLAIN_SHARE = 0.6;

export function isCircumstanceSentence(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < MIN_WORDS || TOOL_LEVEL.test(line) || LABEL.test(line) || TYPED_MESSAGE.test(line)) return false;
  // A line that announces what follows is a person's in light characters only ("since the upgrade
  // I get this:"), not "Traceback (most recent call last):".
  const announces = line.endsWith(':');
  if (LIGHT.test(announces ? line.slice(0, -1) : line)) return true;
  if (announces || !/^["'(]?[\p{L}]/u.test(line) || line.includes('`') || PLACE.test(line)) return false;
  return words.filter((w) => PLAIN_WORD.test(w)).length / words.length >= MIN_PLAIN_SHARE;
}
