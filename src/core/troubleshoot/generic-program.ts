/**
 * Readings of what a program printed under a runtime's own report of its failure: the message a
 * Go program logged before `go run` reported its exit status, the error value a Rust `unwrap()`
 * panicked on, and the items an exception's message lists below it. Used by the generic path
 * (generic.ts) when no pattern, or only a pattern of the runtime's report, matched.
 */

/** `go run` (and `go test`'s run of a test binary) report a non-zero exit on a line of its own. */
const GO_RUN_EXIT_RE = /^exit status \d{1,3}$/;
/** Go's standard `log` package starts each line with the date and time (`2024/01/02 15:04:05 `). */
const GO_LOG_PREFIX_RE = /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d(?:\.\d+)? /;

/** `exit status 1` as `go run` prints it: a status, not a message. */
export const isRunExitStatus = (line: string): boolean => GO_RUN_EXIT_RE.test(line.trim());

/**
 * The message a program printed before `go run` reported its exit status: the last line above
 * `exit status N` written through Go's `log` (log.Fatal), else the last line above it, without
 * the log's date and time. `exit status 1` itself says only that the program failed.
 */
export function programMessage(lines: readonly string[]): string | undefined {
  const exit = lines.findIndex((l) => GO_RUN_EXIT_RE.test(l.trim()));
  if (exit <= 0) return undefined;
  const above = lines.slice(0, exit).map((l) => l.trim()).filter((l) => /[a-z]{3}/i.test(l));
  const logged = above.filter((l) => GO_LOG_PREFIX_RE.test(l)).at(-1) ?? above.at(-1);
  return logged?.replace(GO_LOG_PREFIX_RE, '');
}

/** Rust's panic on `unwrap()` of an `Err`, with the error's `Debug` form after the colon. */
const UNWRAPPED_ERR_RE = /called `Result::unwrap\(\)` on an `Err` value: (.+)$/;
/** Names in a `Debug` form that wrap an error rather than name it. */
const WRAPPER_NAMES = new Set(['Error', 'Err', 'Ok', 'Some', 'None', 'Box', 'String', 'Vec', 'Inner', 'ErrorInner', 'ErrorKind', 'Kind', 'Repr', 'Custom', 'Position', 'Span', 'Location']);

/** `OddLength` → `odd length`, `RelativeUrlWithoutBase` → `relative url without base`. */
const words = (name: string): string => name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').toLowerCase();

export interface UnwrappedError {
  /** The error's `Debug` form as printed. */
  value: string;
  /** The names in it that say what went wrong, as words, and the messages it carries. */
  cause: string;
}

/**
 * The error a Rust `unwrap()` panicked on, read from its `Debug` form: the variant and type names
 * that name the failure (`OddLength`, `InvalidByte(3, 36)`, `Error(SimpleLength { len: 4 })`) and
 * any message it carries (`PatternError { msg: "recursive wildcards must …" }`). The panic says
 * only that the code assumed success; this value says why the call failed.
 */
export function unwrappedError(lines: readonly string[]): UnwrappedError | undefined {
  for (const line of lines) {
    const value = UNWRAPPED_ERR_RE.exec(line.trim())?.[1]?.trim();
    if (!value) continue;
    const names = [...value.matchAll(/\b[A-Z][a-z\d]+(?:[A-Z][a-z\d]*)*\b/g)].map((m) => m[0]).filter((n) => !WRAPPER_NAMES.has(n));
    const messages = [...value.matchAll(/"((?:[^"\\]|\\.){3,})"/g)].map((m) => m[1]!).filter((m) => /[a-z]{2,} [a-z]{2,}/i.test(m));
    const cause = [...new Set(names.map(words)), ...messages].join('; ');
    if (cause) return { value: value.slice(0, 200), cause: cause.slice(0, 200) };
  }
  return undefined;
}

/** An item of a list a message announces (`  1. No runnable methods`, `2) …`, `- …`). */
const LIST_ITEM_RE = /^(?:\d{1,2}[.)]|[-*•])\s+\S/;

/**
 * The items listed below an exception message that ends with a colon (JUnit's `Invalid test
 * class 'AppTest':` over `1. No runnable methods`): the message is the label, the items its content.
 */
export function listedBelow(lines: readonly string[], index: number): string[] {
  const items: string[] = [];
  for (const line of lines.slice(index + 1, index + 4)) {
    const text = line.trim();
    if (!LIST_ITEM_RE.test(text)) break;
    items.push(text);
  }
  return items;
}
