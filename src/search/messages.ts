/**
 * Messages a program prints, as its source writes them: string literals of two words or more,
 * whose placeholders (`%s`, `%#lx`, `{}`, `{0}`, `%(name)s`, `$file`, `${path}`, `#{name}`) the
 * printed text fills with values. Code search matches a pasted message against them
 * (`main.o: cannot get addresses from archive` against `"%s: cannot get addresses from archive"`).
 */
import { escapeRegExp } from '../util/text.js';

/**
 * A quoted string of at least six characters on one line: error and log messages, prompts, help
 * text. A quote written twice inside is one quote of the text (Prolog's and SQL's `'it''s'`,
 * Prolog's messages `'Type error: `~w'' expected'`).
 */
export const STRING_LITERAL = /(["'`])((?:(["'`])\3|(?!\1)[^\\\n]|\\.){6,200}?)\1(?!\1)/g;

/**
 * The string literals of a text that read like messages (two words or more). A literal joined to
 * a value by concatenation (Lua's `"unclosed "..tag`, `"Unknown type " + t`, PHP's and Perl's
 * `'No file '.$f`, C++'s `<< "bad option " << opt`) ends or starts with a placeholder for it,
 * and one word is then enough: the value is the message's other part.
 */
export function messageLiterals(text: string): string[] {
  const out: string[] = [];
  const collapsed = collapseInterpolations(text);
  for (const match of collapsed.matchAll(STRING_LITERAL)) {
    let literal = match[1] === "'" ? (match[2] as string).replaceAll("''", "'") : (match[2] as string);
    if (/\s$/.test(literal) && JOINED_AFTER.test(collapsed.slice(match.index + match[0].length, match.index + match[0].length + 4))) literal += '%s';
    if (/^\s/.test(literal) && JOINED_BEFORE.test(collapsed.slice(Math.max(0, match.index - 4), match.index))) literal = `%s${literal}`;
    if (/\w\s+\w/.test(literal) || (literal !== match[2] && /[A-Za-z]{3}/.test(literal))) out.push(literal);
  }
  return out;
}

/** A concatenation right after a literal (`..`, `+`, `.`, `<<`) or right before one. */
const JOINED_AFTER = /^\s*(?:\.\.?|\+|<<)/;
const JOINED_BEFORE = /(?:\.\.?|\+|<<)\s*$/;

/**
 * The code inside `${…}` (Kotlin, JavaScript, shell) and `\(…)` (Swift) left out, the marks kept:
 * it can hold quotes of its own (`"Missing: ${names.joinToString(", ")}"`,
 * `"Either<\(types.joined(separator: ", "))>"`), which would end the literal there. Matched by
 * depth, so a block or a call inside the interpolation ends with it.
 */
function collapseInterpolations(text: string): string {
  if (!text.includes('${') && !text.includes('\\(')) return text;
  let out = '';
  let from = 0;
  for (const mark of text.matchAll(/\$\{|\\\(/g)) {
    if (mark.index < from) continue;
    const close = closingAt(text, mark.index + 1);
    if (close === -1) continue;
    out += text.slice(from, mark.index + 2) + text[close]!;
    from = close + 1;
  }
  return out + text.slice(from);
}

/** Where the bracket at `open` closes on its line, counting brackets of its kind inside; -1 when it does not. */
function closingAt(text: string, open: number): number {
  const opener = text[open]!;
  const closer = opener === '{' ? '}' : ')';
  let depth = 0;
  for (let i = open; i < text.length && text[i] !== '\n'; i++) {
    if (text[i] === opener) depth++;
    else if (text[i] === closer && --depth === 0) return i;
  }
  return -1;
}

/**
 * Placeholders of the common format languages: printf (`%s`, `%-8.3f`, `%#lx`, `%lu`, Go's `%v`
 * `%q` `%w`), Python's `%(name)s` and `{name}`, Rust's and Java's `{}` `{0}` `{:?}`, and the
 * interpolations of Perl, Ruby, shell and JavaScript (`$file`, `$self->{max}`, `${path}`,
 * `#{name}`, `@{list}`) and Swift's (`\(name)`, collapsed to `\()`), and the `~` directives of
 * Erlang's, Lisp's and Prolog's `format` (`~tw`, `~p`, `~s`, `~.16b`, `~q`, `~D`; `~n` is a newline); a `%#` ending a
 * literal is C's `"%#" PRIx64`. Escapes (`\n`, `\t`, `\"`) are dropped.
 */
const PLACEHOLDER =
  /\\\(\)|%[-+ #0]*\d*$|%(?:\([\w.]+\))?[-+ #0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|z|j|t|L|q|I64)?[diouxXeEfFgGaAcspnvqwTtb]|\{[\w.:?#<>^+!-]*\}|[$@]\{[^}]*\}|#\{[^}]*\}|\$(?:[A-Za-z_][\w:]*|\d)(?:(?:->)?(?:\{[^}]*\}|\[[^\]]*\]))*|~[-\d.*]*t?[aAbBcdDeEfgikopPqrRsSwWxX](?![A-Za-z])/g;
const ESCAPE = /\\[nrtv0]|\\([^(])|~n(?![A-Za-z])/g;
/** Fixed text shorter than this between placeholders is too little to tell one message from another. */
const MIN_FIXED = 8;

/**
 * The share of `query`'s characters (0..1) that the fixed text of the best-matching literal
 * covers, when the query holds that literal with its placeholders filled in; 0 when none does.
 * Values of one token that fill placeholders (a path, a name, a number) and codes the message
 * opens with are left out of the query's length: the literal explains them.
 * A query that is part of a literal ("Illegal Capacity:" in `"Illegal Capacity: "+n`) is the
 * caller's verbatim match.
 */
export function messageCoverage(query: string, literals: readonly string[]): number {
  const q = straightQuotes(query.trim().toLowerCase().replace(/\s+/g, ' '));
  if (q.length < MIN_FIXED) return 0;
  // Each literal found in the query counts once, where it does not overlap one counted before:
  // a message printed from pieces (`"Value \"", $arg, "\" invalid for option ", $opt`) is covered
  // by the sum of its pieces. The literals with the most fixed text are placed first, so a short
  // literal inside a longer one (`"Registering module '\(name)'"` in "Not re-registering module
  // …") does not take the place of the longer.
  const found: { start: number; end: number; fixedChars: number; values: number }[] = [];
  for (const literal of literals) {
    const fixed = straightQuotes(literal.replace(ESCAPE, (_, c: string | undefined) => c ?? ' ').toLowerCase());
    // printf's `%%` prints one `%` (`"Invalid format character: `%%%c'"` prints `‘%z’`): fixed text, not a placeholder.
    const parts = fixed
      .replace(/%%/g, '\u0001')
      .split(PLACEHOLDER)
      .map((p) => p.replace(/\u0001/g, '%').replace(/\s+/g, ' ').trim());
    const fixedChars = parts.reduce((n, p) => n + p.length, 0);
    if (fixedChars < MIN_FIXED) continue;
    // Cheap test first: the literal's longest fixed piece must be in the query.
    const longest = parts.reduce((a, p) => (p.length > a.length ? p : a), '');
    if (!q.includes(longest)) continue;
    const inner = parts.map((p) => escapeRegExp(p).replace(/ /g, '\\s*'));
    // A placeholder at either end stands for text the query holds there.
    // A literal opening with a word starts at a word of the query, not inside a dotted name
    // (`invalid url` is not the end of `requests.exceptions.invalidurl:`).
    const m = new RegExp((/^\w/.test(parts[0]!) ? '(?<![\\w.])' : '') + inner.join('(.{1,120}?)')).exec(q);
    if (!m) continue;
    // A value that is one token (a path, a number, a name) is what the placeholder prints, not
    // text the literal fails to explain; one at the end runs to the end of the query's token.
    let values = m.slice(1).reduce((n, v) => n + (v !== undefined && !v.includes(' ') ? v.length : 0), 0);
    let end = m.index + m[0].length;
    if (parts.at(-1) === '' && m[0].length > 0) {
      const tail = /^\S*/.exec(q.slice(end))![0];
      values += tail.length;
      end += tail.length;
    }
    found.push({ start: m.index, end, fixedChars, values });
  }
  found.sort((a, b) => b.fixedChars - a.fixedChars);
  const spans: [number, number][] = [];
  let covered = 0;
  let values = 0;
  for (const hit of found) {
    if (spans.some(([a, b]) => hit.start < b && a < hit.end)) continue;
    spans.push([hit.start, hit.end]);
    covered += hit.fixedChars;
    values += hit.values;
  }
  if (covered === 0) return 0;
  return Math.min(1, covered / Math.max(covered, q.length - values - envelopeChars(q, Math.min(...spans.map(([a]) => a)))));
}

/**
 * Curly quotes as the source writes them: Emacs's `format-message` prints `` `%s' `` as ‘bogus’ and
 * `'%s'` as ’bogus’; a curly apostrophe or double quote pasted from a page is the source's straight one.
 */
function straightQuotes(text: string): string {
  return text.replace(/‘/g, '`').replace(/’/g, "'").replace(/[“”]/g, '"');
}

/**
 * The exception's class a runtime prints before the message it was given (`TypeError:`,
 * `java.lang.IllegalArgumentException:`, `yaml.scanner.ScannerError:`,
 * `requests.exceptions.InvalidURL:`): a name ending in `:` that says error or exception, or a
 * qualified name of three parts or more; printed by the runtime, not by the literal.
 */
const EXCEPTION_CLASS = /^(?:[\w$]*(?:error|exception)[\w$]*|[\w$]+(?:\.[\w$]+){2,}):$/;

/**
 * The characters the query opens with, before `before`, that are codes rather than words: the
 * envelope a program or a library puts in front of its messages (`[json.exception.type_error.302]`,
 * `2024-05-01T10:00:00Z`, `src/app.c:12:`, `[ERROR]`) or an exception's class (EXCEPTION_CLASS), printed
 * by other code than the message itself. A token without a digit or a bracket (`a.out:`) is more likely a value the message's own
 * format string prints (`%s: no symbols`). The share a literal covers is taken of the rest.
 */
function envelopeChars(q: string, before: number): number {
  let chars = 0;
  for (const token of q.slice(0, before).split(' ')) {
    if (!/[\d[\](){}<>]/.test(token) && !EXCEPTION_CLASS.test(token)) break;
    chars += token.length + 1;
  }
  return Math.min(chars, before);
}

/** A word of a message's fixed text: letters, inner apostrophes or hyphens, and the mark that may end it. */
const PLAIN_WORD = /^[A-Za-z]+(?:['-][A-Za-z]+)*([,.;:!?]?)$/;
/** Phrases looked up for one message: its longest runs of words. */
const MAX_PHRASES = 4;

/**
 * The runs of two plain words or more in a pasted message, as a literal that prints it writes
 * them: `Invalid date: garbage` → `Invalid date`, `Not an integer string: ‘12x’` → `Not an integer
 * string`. A token holding quotes, digits, brackets or a path is a value a placeholder printed and
 * ends a run, as does a word ending in a mark (`date:`, `character,`): what follows a colon is
 * most often the value. The longest runs first (MAX_PHRASES), each at least MIN_FIXED characters.
 */
export function messagePhrases(message: string): string[] {
  const runs: string[][] = [[]];
  for (const token of straightQuotes(message).split(/\s+/)) {
    const m = PLAIN_WORD.exec(token);
    if (!m) {
      runs.push([]);
      continue;
    }
    runs.at(-1)!.push(m[1] ? token.slice(0, -1) : token);
    if (m[1]) runs.push([]);
  }
  return runs
    .filter((run) => run.length >= 2)
    .map((run) => run.join(' '))
    .filter((phrase) => phrase.length >= MIN_FIXED)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_PHRASES);
}
