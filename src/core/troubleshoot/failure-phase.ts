/**
 * When a failure happens: while the code is compiled or type-checked ("does not compile", "the
 * type checker will not let me…") or while it runs ("crashes the program", "panics", "dies").
 * Read from a tool's output (outputPhase) and from a description in plain words
 * (describedPhase), so a search can prefer the records of the phase a person describes
 * (src/core/remediations/ranking.ts, describedWeight).
 */

export type FailurePhase = 'build' | 'run';

/** Output of a program that ran and failed: a stack trace, a panic, an uncaught exception, a crash. */
const RUN_OUTPUT = /panicked at|^Traceback \(most recent call last\)|Exception in thread "|^\s+at .*[(:]|^goroutine \d+ \[|Segmentation fault|\bUncaught |node:internal\/|^\w*Error: /m;
/** A compiler's or type checker's diagnostic: rustc, tsc, javac, gcc/clang, go build/vet. */
const BUILD_OUTPUT = /error\[E\d{4}\]|\berror TS\d{3,5}\b|\.java:\d+: error:|\.(?:c|cc|cpp|cxx|h|hpp):\d+:\d+: (?:fatal )?error|\.go:\d+:\d+: |^# command-line-arguments/m;

/** The phase of a tool's output, or null when it shows neither (a CLI's message, git, npm). */
export function outputPhase(output: string): FailurePhase | null {
  if (RUN_OUTPUT.test(output)) return 'run';
  if (BUILD_OUTPUT.test(output)) return 'build';
  return null;
}

/** Words for a failure while compiling or type-checking. "Build" is not one: `npm run build` and `docker build` run programs. */
const BUILD_WORDS = /\b(?:compil\w*|type[ -]?check\w*|tsc|rustc|javac|gcc)\b/i;
/** Words for a failure while running. "Exception" is not one: compilers speak of unreported exceptions. */
const RUN_WORDS = /\b(?:crash\w*|at run ?time|runtime|blows? up|blew up|panic\w*|traceback|dies|died)\b/i;

/**
 * A phase said to go well ("compiles fine", "type-checks cleanly", "builds without errors", "runs
 * fine", "no compile errors"): the failure is in the other phase, so that mention does not count.
 */
const WENT_WELL = /\b(?:(?:compil\w*|type[ -]?check\w*|builds?|built|runs?|ran)(?: just)? (?:fine|ok(?:ay)?|cleanly|successfully|without (?:any )?(?:errors?|warnings?|complaints?|problems?|issues?))|no (?:compile|compiler|compilation|type|build) errors?)\b/gi;

/** The phase a description says, or null when it says neither or both. */
export function describedPhase(description: string): FailurePhase | null {
  const failing = description.replace(WENT_WELL, ' ');
  const build = BUILD_WORDS.test(failing);
  const run = RUN_WORDS.test(failing);
  return build === run ? null : build ? 'build' : 'run';
}
