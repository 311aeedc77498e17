/**
 * A literal a regex cannot match without: the longest run of plain characters every match
 * contains, read from the regex's source (one per top-level alternative; any of them then).
 * Conservative: where the source holds anything this reader does not follow (a group, a
 * class, an escape that is not a plain character), the run ends there, and an alternative
 * without a run of MIN_LITERAL characters means "no literal" (the regex is always tried).
 * Under the `i` flag the literals are lower case and are looked for in the folded text
 * (foldForLiterals). Used by the diagnosis to skip the regexes whose literal a text lacks.
 */

/** Shorter runs are found in too many texts to be worth the look. */
const MIN_LITERAL = 3;

/** Escaped characters that stand for themselves. */
const PLAIN_ESCAPE = /[\^$\\.*+?()[\]{}|/\-'"`~!@#%&=:;,<>_ ]/;

/**
 * The literals of `re` (every match contains one of them), or null when some alternative
 * has none this reader can vouch for.
 */
export function requiredLiterals(re: RegExp): string[] | null {
  if (re.flags.includes('v')) return null;
  const fold = re.flags.includes('i');
  const out: string[] = [];
  for (const branch of topLevelBranches(re.source)) {
    // Under `i`, a character other than ASCII may match one that lower-cases otherwise (ς and σ): runs stop there.
    const literal = longestRun(branch, fold);
    if (literal === null || literal.length < MIN_LITERAL) return null;
    out.push(fold ? literal.toLowerCase() : literal);
  }
  return out.length > 0 ? out : null;
}

/**
 * The text as the `i` flag's literals are looked for in it: lower case, with the two
 * characters that fold to an ASCII letter only under the `u` flag (ſ, the Kelvin sign) as
 * that letter. Lower-casing can only add characters, never remove a match's.
 */
export function foldForLiterals(text: string): string {
  const lower = text.toLowerCase();
  return /[\u017f\u212a]/.test(lower) ? lower.replace(/\u017f/g, 's').replace(/\u212a/g, 'k') : lower;
}

/** 2^16 bits: one per hashed pair of adjacent characters. */
const PAIR_WORDS = 2048;

/**
 * A text and the pairs of adjacent characters it holds (UTF-16 code units, hashed to 16 bits).
 * A literal with a pair the text lacks is not in it, which two or three lookups tell where
 * `includes` reads the whole text: the diagnosis (and the bridge of every remediation search)
 * asks a thousand literals of each text, nearly all of them absent.
 */
export class CharPairs {
  private readonly bits = new Uint32Array(PAIR_WORDS);

  constructor(private readonly text: string) {
    for (let i = 1; i < text.length; i++) {
      const h = pairHash(text.charCodeAt(i - 1), text.charCodeAt(i));
      this.bits[h >>> 5]! |= 1 << (h & 31);
    }
  }

  /** `text.includes(literal)`, answered from the pairs when one is missing. */
  includes(literal: string): boolean {
    for (let i = 1; i < literal.length; i++) {
      const h = pairHash(literal.charCodeAt(i - 1), literal.charCodeAt(i));
      if ((this.bits[h >>> 5]! & (1 << (h & 31))) === 0) return false;
    }
    return this.text.includes(literal);
  }
}

function pairHash(a: number, b: number): number {
  return (Math.imul(a, 0x9e37) ^ b) & 0xffff;
}

/** Index just past the group or class that opens at `i` (its escapes and nested parts skipped), or -1. */
function skipBracketed(source: string, i: number): number {
  let depth = 0;
  let inClass = false;
  for (let k = i; k < source.length; k++) {
    const c = source[k]!;
    if (c === '\\') {
      k++;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        if (depth === 0) return k + 1;
      }
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return k + 1;
  }
  return -1;
}

/** The source's alternatives at the top level (outside groups and classes). */
function topLevelBranches(source: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') i++;
    else if (c === '(' || c === '[') {
      const end = skipBracketed(source, i);
      if (end < 0) return [''];
      i = end - 1;
    } else if (c === '|') {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** Length of the escape at `i` (a backslash and what it takes). */
function escapeLength(source: string, i: number): number {
  const c = source[i + 1];
  if (c === undefined) return 1;
  if (c === 'x') return 4;
  if (c === 'u') {
    if (source[i + 2] === '{') {
      const end = source.indexOf('}', i + 2);
      return end < 0 ? source.length - i : end - i + 1;
    }
    return 6;
  }
  if (c === 'p' || c === 'P' || c === 'k') {
    const open = source[i + 2];
    const close = open === '{' ? '}' : open === '<' ? '>' : null;
    if (close === null) return 2;
    const end = source.indexOf(close, i + 2);
    return end < 0 ? source.length - i : end - i + 1;
  }
  if (c === 'c') return 3;
  if (/[0-9]/.test(c)) {
    let k = i + 1;
    while (k < source.length && /[0-9]/.test(source[k]!)) k++;
    return k - i;
  }
  return 2;
}

/** A quantifier at `i`: its length, and whether it lets the atom before it be absent. */
function quantifierAt(source: string, i: number): { length: number; optional: boolean } | null {
  const c = source[i];
  let length = 0;
  let optional = false;
  if (c === '*' || c === '?') {
    length = 1;
    optional = true;
  } else if (c === '+') length = 1;
  else if (c === '{') {
    const m = /^\{(\d+)(,\d*)?\}/.exec(source.slice(i));
    if (!m) return null; // a literal brace (not valid under `u`, plain text otherwise)
    length = m[0].length;
    optional = Number(m[1]) === 0;
  } else return null;
  if (source[i + length] === '?') length++; // lazy
  return { length, optional };
}

/** The longest run of plain characters a match of this alternative must contain, or null. */
function longestRun(branch: string, asciiOnly: boolean): string | null {
  let best = '';
  let run = '';
  const end = () => {
    if (run.length > best.length) best = run;
    run = '';
  };
  for (let i = 0; i < branch.length; ) {
    const c = branch[i]!;
    let atom: string | null = null; // a plain character, or null for anything else
    let length = 1;
    if (c === '\\') {
      length = escapeLength(branch, i);
      const e = branch[i + 1];
      if (length === 2 && e !== undefined && PLAIN_ESCAPE.test(e)) atom = e;
    } else if (c === '(' || c === '[') {
      const close = skipBracketed(branch, i);
      if (close < 0) return null;
      length = close - i;
    } else if (c === '.' || c === '^' || c === '$' || c === '|' || c === ')' || c === ']') {
      // anything, or an anchor (no character of its own), or unbalanced
    } else if (c === '*' || c === '+' || c === '?' || c === '{') {
      if (c !== '{' || quantifierAt(branch, i) !== null) return null; // a quantifier with nothing before it
      atom = c;
    } else atom = c;
    i += length;
    const q = quantifierAt(branch, i);
    if (q) {
      i += q.length;
      if (atom === null || q.optional || (asciiOnly && atom.charCodeAt(0) > 0x7f)) {
        end();
        continue;
      }
      // Repeated: the character is there, but what follows need not be next to the run.
      run += atom;
      end();
      continue;
    }
    if (atom === null || (asciiOnly && atom.charCodeAt(0) > 0x7f)) end();
    else run += atom;
  }
  end();
  return best;
}
