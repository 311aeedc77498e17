/**
 * The top-level arguments of a call in source code, read from just after its opening
 * parenthesis: `jwt.sign({ foo: 'bar' }, '…')`, `new Sequelize('db', 'user', '…', { … })`,
 * `conn.login(user, '…', function (err) { … })`. Nested brackets and strings are skipped, so a
 * comma inside them separates nothing. Used by the redaction rules that know which argument of a
 * library's signature holds a credential.
 */

export interface CallArgument {
  /** Offsets of the argument's text (of a literal's content, without its quotes). */
  start: number;
  end: number;
  /** The argument is one string literal (`'…'`, `"…"`, or a template without `${`). */
  literal: boolean;
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);
const QUOTES = new Set(['"', "'", '`']);

/** The end of a string literal starting at `i` (the offset after its closing quote), or -1. */
function literalEnd(text: string, i: number, limit: number): number {
  const quote = text[i]!;
  for (let j = i + 1; j < limit; j++) {
    const ch = text[j]!;
    if (ch === '\\') j++;
    else if (ch === quote) return j + 1;
    else if (ch === '\n' && quote !== '`') return -1;
  }
  return -1;
}

/** One argument's text, trimmed: a literal when it is a single quoted string. */
function argumentAt(text: string, start: number, end: number): CallArgument {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  const q = text[s];
  const literal = q !== undefined && QUOTES.has(q) && e - s >= 2 && literalEnd(text, s, e) === e && !(q === '`' && text.slice(s, e).includes('${'));
  return literal ? { start: s + 1, end: e - 1, literal } : { start: s, end: e, literal };
}

/**
 * The arguments of the call whose `(` is at `open`, up to its closing parenthesis or `limit`
 * characters; an unbalanced or unterminated call yields the arguments read so far.
 */
export function callArguments(text: string, open: number, limit = 600): CallArgument[] {
  const stop = Math.min(text.length, open + 1 + limit);
  const args: CallArgument[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < stop; i++) {
    const ch = text[i]!;
    if (QUOTES.has(ch)) {
      const end = literalEnd(text, i, stop);
      if (end < 0) return args;
      i = end - 1;
    } else if (OPEN.has(ch)) depth++;
    else if (CLOSE.has(ch)) {
      if (depth === 0) {
        if (ch === ')' && (args.length > 0 || i > from)) args.push(argumentAt(text, from, i));
        return args;
      }
      depth--;
    } else if (ch === ',' && depth === 0) {
      args.push(argumentAt(text, from, i));
      from = i + 1;
    }
  }
  return args;
}
