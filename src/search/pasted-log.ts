/**
 * Error output as people paste it: copied from a CI job's log, `docker compose logs`,
 * `kubectl logs --timestamps`, `journalctl` or a coloured terminal, every line carries what the
 * log or the terminal added — a timestamp, a service name and a bar, a syslog head, a CI
 * marker, colour codes, a Markdown fence around it. None of that is the error, and all of it
 * changes from one paste to the next, so it is taken off before the text is normalized,
 * searched or diagnosed, on both sides: what a remediation records and what a query asks.
 *
 * A line prefix is taken off only where it reads as the log's and not the program's: the CI
 * marker and the Kubernetes pod tag always; a timestamp, a syslog head or a service bar only
 * when at least half of the text's non-blank lines begin with one (a compiler's gutter,
 * `12 |`, never does: a service's name starts with a letter). Prefixes stack
 * (`web-1  | 2026-11-25T10:11:12Z …`), so the rules run again on what is left, at most
 * three times. Every expression is anchored at the line's start with bounded repeats: linear
 * in the line.
 */
import { stripVTControlCharacters } from 'node:util';

/** Prefixes a log adds to every line, each taken off where at least half the lines have it. */
const LINE_PREFIXES: readonly RegExp[] = [
  // ISO 8601 (GitHub Actions, kubectl --timestamps, docker logs -t, most loggers), bracketed or not.
  /^\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2}| ?UTC| ?GMT)?\]?(?:[ \t]|$)/,
  // syslog and journalctl: `Nov 25 10:11:12 host unit[1234]: `.
  /^[A-Z][a-z]{2} [ \d]?\d \d{2}:\d{2}:\d{2} [\w.-]{1,64} [^\s:[]{1,64}(?:\[\d{1,10}\])?: ?/,
  // A clock alone: `[10:11:12] ` (gulp, many task runners), `10:11:12.345 `.
  /^\[?\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?\]?[ \t]/,
  // docker compose's service bar: `web-1  | `, `api_1 | ` (a name, not a line number).
  /^[A-Za-z][\w.-]{0,63}\s{1,32}\|(?: |$)/,
];

/** Always the log's own: GitHub Actions' workflow commands and kubectl's `--prefix` tag. */
const MARKERS = /^(?:##\[(?:error|warning|notice|debug|group|endgroup|command|section)\]|\[pod\/[^\]\s]{1,253}\]\s)/;

/** GitHub Actions' header of a `run:` step: `##[group]Run npm test`. */
const STEP_HEADER = /^##\[group\]Run (?=\S)/;
const END_GROUP = /^##\[endgroup\]/;

/** A Markdown fence line (the paste was wrapped as a code block). */
const FENCE = /^\s{0,3}(?:`{3,6}|~{3,6})[\w.+-]{0,32}\s*$/;

/**
 * A CI runner's own line after a failed step: it says that the step failed, not why, and every
 * failed job has it. One expression per runner, shared with the troubleshooter's patterns that
 * explain these lines (`ci.exit-code`, `docker.build-run-failed`), so a runner added here is
 * both explained and left out of search.
 */
export const RUNNER_SUMMARY_LINES = {
  /** GitHub Actions: `##[error]Process completed with exit code 1.`, shown as `Error: Process completed with exit code 1.` */
  actions: /(?:Error: )?Process completed with exit code \d{1,3}\.?/,
  /** GitLab's `ERROR: Job failed: exit code 1`; Jenkins' `ERROR: script returned exit code 1` and `Finished: FAILURE` */
  ciServer: /ERROR: (?:script returned|Job failed:) exit code \d{1,3}|Finished: FAILURE/,
  /** `docker build`: BuildKit's `ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1`, the classic builder's `The command '/bin/sh -c npm ci' returned a non-zero code: 1` */
  dockerBuild: /ERROR: (?:failed to solve: )?process ".{0,4000}" did not complete successfully: exit code: \d{1,3}|The command .{0,4000} returned a non-zero code: \d{1,3}/,
} as const;

/**
 * A whole line that is a runner's summary (`RUNNER_SUMMARY_LINES`). Search leaves it out beside the
 * step's output (alone, it is all there is and stays); diagnosis keeps it — the library explains
 * it, and the output around it is diagnosed too (src/core/troubleshoot/diagnose.ts).
 */
const RUNNER_SUMMARY = new RegExp(`^(?:${Object.values(RUNNER_SUMMARY_LINES).map((re) => re.source).join('|')})\\s*$`);

const MAX_PASSES = 3;

/** A logger's level before a message (`ERROR `, `[WARN] `, `INFO: `): the logger's, not the message's. */
const LOG_LEVEL = /^\[?(?:ERROR|ERR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL|SEVERE|NOTICE)\]?(?::\s*|\s+)(?=\S)/gm;

/**
 * What code search reads of a pasted log line: `unwrapPasted`, and a logger's level before the
 * message taken off too — the code that prints the message does not write the level.
 * (Diagnosis and remediation search keep it: there, `ERROR` tells which line reports the failure.)
 */
export function pastedMessage(text: string): string {
  return unwrapPasted(text).replace(LOG_LEVEL, '');
}

/**
 * The lines of `text` without what a log, a CI job or a terminal added around the program's own
 * output: what error normalization reads (src/search/normalize.ts), on both sides.
 */
export function logLines(text: string): readonly string[] {
  return unwrappedLines(text);
}

/** What search reads of a paste: `logLines`, without the CI runner's summary beside the step's output. */
export function unwrapPasted(text: string): string {
  return sameOr(text, withoutRunnerSummary(unwrappedLines(text)));
}

/**
 * What to diagnose of a paste: `logLines` (the runner's summary kept), and when the paste
 * holds Markdown code blocks (a question with the output fenced in it), only what the blocks
 * hold — the sentences around them ask for help, they are not the program's output. Search
 * keeps them (`unwrapPasted`): there they tell the circumstances.
 */
export function pastedOutput(text: string): string {
  return sameOr(text, unwrappedLines(text, true));
}

/**
 * A shell prompt before a command: `$ npm test`, `user@host:~/app$ make`, `❯ cargo build`,
 * `PS C:\app> dotnet build`, `C:\app>npm test`. (`#`, `%` and `>` start too many programs' own lines: a Go
 * package header, a TAP comment, an npm script's echo, a code frame's marker.)
 */
const PROMPT = /^(?:(?:[\w.-]{1,64}@[\w.-]{1,64}(?::[^\s$]{0,256})?\$|\$|❯|PS [A-Za-z]:[^>\n]{0,256}>) |[A-Za-z]:\\[^>\s]{0,256}>)(\S.{0,2000})$/;

/**
 * A terminal session pasted whole — several commands, each after its prompt, or one command
 * on the first line and its output — ends with the command that failed: its output, and the
 * command, are what to diagnose (what ran before went well, or the person would have stopped
 * there). `undefined` when the paste is not a transcript (a prompt only inside the output, as
 * a tool's advice `$ npm install mysql2 --save` is, does not make one) or the last command
 * printed nothing.
 */
export function lastCommand(text: string): { command: string; output: string } | undefined {
  const session = lastSession(text.split('\n'));
  return session && { command: session.command, output: session.output };
}

/**
 * `lastCommand` of a paste already split into lines, with the lines before the session's first
 * prompt (`before`): what the person typed before pasting it ("on ubuntu under windows, since the
 * upgrade:"), or output whose prompt was not copied.
 */
export function lastSession(lines: readonly string[]): { command: string; output: string; before: readonly string[] } | undefined {
  const prompts = lines.flatMap((l, i) => {
    const m = PROMPT.exec(l.trimEnd());
    return m ? [{ i, command: m[1]!.trim() }] : [];
  });
  const first = lines.findIndex((l) => l.trim() !== '');
  const transcript = prompts[0]?.i === first || new Set(prompts.map((p) => p.command)).size >= 2;
  if (!transcript) return undefined;
  for (let k = prompts.length - 1; k >= 0; k--) {
    const { i, command } = prompts[k]!;
    const output = lines.slice(i + 1, prompts[k + 1]?.i ?? lines.length);
    if (output.some((l) => l.trim() !== '')) return { command, output: output.join('\n'), before: lines.slice(0, prompts[0]!.i) };
  }
  return undefined;
}

/** `text` itself when the lines say nothing else (line ends aside), so memo keys stay the same. */
function sameOr(text: string, lines: readonly string[]): string {
  const joined = lines.join('\n');
  return joined === text.replace(/\r\n|\r/g, '\n') ? text : joined;
}

function unwrappedLines(text: string, fencedOnly = false): readonly string[] {
  let lines: readonly string[] = stripVTControlCharacters(text).split(/\r\n|\r|\n/);
  if (lines.some((l) => FENCE.test(l))) lines = fencedOnly ? insideFences(lines) : lines.filter((l) => !FENCE.test(l));
  lines = rejoinedWraps(lines);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = stripOnePrefix(lines);
    if (next === lines) break;
    lines = next;
  }
  return pipelineLines(dockerBuildLines(lines));
}

/** The widths terminals are usually set to (80 columns, Windows' console 120, VT100's 132 …). */
const TERMINAL_WIDTHS: ReadonlySet<number> = new Set([80, 100, 120, 132, 160, 200]);
/** A rule or a box's edge drawn to the terminal's width (`=== ERRORS ===`, `╭─ Error ─╮`, `│ … │`): whole, not cut. */
const DRAWN = /^\s*[-=_*#~+.─━═┌┐└┘├┤╭╮╰╯]{3}.*[-=_*#~+.─━═┌┐└┘├┤╭╮╰╯]{3}\s*$|^\s*[-=_*#~+.─━═]{20,}\s*$|[│┃║]\s*$/;

/**
 * Lines at the edge it takes to read a paste as cut by the terminal: one line of a program's output
 * that happens to be as long as a usual width is common (39 of 6 285 real errors and queries of
 * the benchmarks), two are not (1).
 */
const MIN_CUTS = 2;

/** A line that starts anew with a tool's name or a label (`nginx: configuration file …`, `usage: dnf …`, `help: consider …`), not a piece of the line before it. */
const LABELLED = /^[\w.\/-]+:(?:\s|$)/;

/** The columns a line takes: its characters (a terminal's copy holds spaces, not tabs). */
const columns = (line: string): number => line.length - (line.match(/[\uD800-\uDBFF]/g)?.length ?? 0);

/** Which lines reach the edge of a usual terminal width, as the longest lines do (a rule or a box's edge is drawn there, not cut); null when none does. */
function atTheEdge(lines: readonly string[]): boolean[] | null {
  const width = lines.reduce((most, l) => Math.max(most, columns(l)), 0);
  if (!TERMINAL_WIDTHS.has(width)) return null;
  const cut = lines.map((l, i) => i < lines.length - 1 && columns(l) === width && !DRAWN.test(l));
  return cut.includes(true) ? cut : null;
}

/** `lines` with each line marked in `cut` joined to the one after it. */
function joinedAt(lines: readonly string[], cut: readonly boolean[]): string[] {
  const joined: string[] = [];
  let piece = '';
  lines.forEach((line, i) => {
    piece += line;
    if (cut[i]) return;
    joined.push(piece);
    piece = '';
  });
  return joined;
}

/**
 * A paste copied from a terminal that cuts long lines where they wrap (Windows' console, screen,
 * a pager): every line that reached the edge is a piece of one longer line. Read so when the
 * longest lines are exactly a usual terminal width, two of them at least, and most go on without a
 * space on either side on the next line; the pieces are joined again.
 */
function rejoinedWraps(lines: readonly string[]): readonly string[] {
  const cut = atTheEdge(lines);
  if (!cut) return lines;
  const cuts = cut.filter(Boolean).length;
  const goOn = cut.filter((c, i) => c && /\S$/.test(lines[i]!) && /^\S/.test(lines[i + 1]!)).length;
  return cuts < MIN_CUTS || goOn * 2 < cuts ? lines : joinedAt(lines, cut);
}

/**
 * `text` with every line at a usual terminal width joined to the next, however few (one long line
 * cut once) and wherever cut, but before a line that starts with a label, or undefined when no line reaches such a width: what diagnosis reads
 * when the text as it is matches no pattern (src/core/troubleshoot/diagnose.ts). Search does not:
 * one line of a program's output as long as the width, followed by the person's sentence, is common.
 */
export function terminalRejoined(text: string): string | undefined {
  const lines = text.split('\n');
  const cut = atTheEdge(lines)?.map((c, i) => c && !LABELLED.test(lines[i + 1]!));
  return cut?.includes(true) ? joinedAt(lines, cut).join('\n') : undefined;
}

/** A terminal's control sequences: CSI (`ESC[31m`, `ESC[?2004h`), OSC (window titles, links) and charset selection. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>]/g;

/**
 * `text` as a terminal shows it: without control sequences (colours, `ESC[?2004h`), and each line
 * that a carriage return went back over (a progress bar, an editor's screen) as it was left —
 * what follows the last carriage return before the line's end (`[ New File ]\rStandard input is
 * not a terminal`). Line by line, not by a pattern, which would go back over every long line once
 * per character. What diagnosis reads of a paste (src/core/troubleshoot/diagnose.ts); search
 * splits at a lone carriage return instead (`logLines`).
 */
export function asTerminalShows(text: string): string {
  const plain = text.replace(TERMINAL_CODES, '');
  if (!plain.includes('\r')) return plain;
  return plain.split('\n').map((line) => {
    // Carriage returns at the end are the line's end (`\r\n`, or `\r\r\n` from a program that
    // printed its own), not a return over it.
    const back = line.replace(/\r+$/, '').lastIndexOf('\r');
    return back < 0 ? line : line.slice(back + 1);
  }).join('\n');
}

/** A Jenkins pipeline's own line (`[Pipeline] sh`, `[Pipeline] { (Build)`, `[Pipeline] // stage`). */
const PIPELINE_LINE = /^\[Pipeline\] /;
/** A shell step's command, traced by the shell on the line after `[Pipeline] sh`. */
const SHELL_STEP = /^\[Pipeline\] (?:sh|bat|powershell|pwsh)$/;
const TRACED = /^\+{1,3} (\S.{0,2000})$/;
/** Jenkins' own lines around the steps: who started the build, the agent and workspace, the checkout (`Started by user admin`, `Running on agent-2 in /var/jenkins/workspace/app`, `Checking out Revision 83ef8f3…`, ` > git fetch …`). */
const JENKINS_OWN = /^(?:Started by (?:user|timer|an SCM change|upstream project|GitHub push|remote host|branch indexing)\b.{0,400}|Running on .{1,400} in \/.{0,1000}|Running in Durability level: .{0,200}|Obtained Jenkinsfile from .{0,1000}|The recommended git tool is: .{0,200}|Cloning (?:the remote Git )?repository .{0,1000}|Fetching (?:changes from the remote Git repository|upstream changes from .{0,1000})|Checking out Revision [0-9a-f]{7,40}.{0,400}|Commit message: .{0,1000}| > git .{0,2000})$/;

/**
 * A Jenkins pipeline's console output as its steps printed it: a shell step's traced command
 * (`+ npm test` after `[Pipeline] sh`) after a prompt, so `lastCommand` reads the failing step,
 * and the pipeline's own lines left out: `[Pipeline]`, and Jenkins' lines on who started it, the
 * agent and the checkout (JENKINS_OWN). Other text is returned as it is.
 */
function pipelineLines(lines: readonly string[]): readonly string[] {
  if (!lines.some((l) => SHELL_STEP.test(l))) return lines;
  let step = false;
  return lines.flatMap((line) => {
    if (PIPELINE_LINE.test(line) || JENKINS_OWN.test(line)) {
      step = SHELL_STEP.test(line);
      return [];
    }
    const traced = step ? TRACED.exec(line) : null;
    step = false;
    return traced ? [`$ ${traced[1]}`] : [line];
  });
}

/** BuildKit's header of a step (`#8 [4/6] RUN npm ci`, `#8 [build 4/6] RUN …`) and the failing step's in its summary (` > [4/6] RUN npm ci:`). */
const BUILDKIT_RUN = /^(?:#\d{1,5} | > )\[[^\]\n]{1,200}\] RUN (\S.{0,2000}?)(?<=\S):?$/;
/** BuildKit's other lines of a step: `#8 0.532 ` before a line the step printed, anything else is the builder's (`#8 DONE 0.4s`, `#8 CACHED`, `#5 transferring context: 2B done`). */
const BUILDKIT_LINE = /^#\d{1,5} (?:(\d{1,6}\.\d{3}) ?)?/;
/** The summary block's lines: the seconds since the step started, then the line. */
const ELAPSED = /^\d{1,6}\.\d{3}(?: |$)/;
/** The Dockerfile's name and the failing instruction's line, and the rules around BuildKit's excerpt of it. */
const DOCKERFILE_AT = /^[\w./-]{0,200}Dockerfile[\w.-]{0,64}:\d{1,6}$/;
const FRAME_RULE = '--------------------';
/** The classic builder: `Step 4/6 : RUN npm ci`, then ` ---> Running in 1a2b3c4d5e6f`. */
const CLASSIC_RUN = /^Step \d{1,4}\/\d{1,4} : RUN (\S.{0,2000})$/;
const CLASSIC_OWN = /^(?: ---> |Step \d{1,4}\/\d{1,4} : |Removing intermediate container |Sending build context to Docker daemon)/;

/**
 * A `docker build` log as the program printed it: each `RUN` step's command after a prompt
 * (`lastCommand` reads the failing one), the step's own lines without BuildKit's step number and
 * seconds, the builder's own progress lines (`DONE`, `CACHED`, transfers, other instructions) left
 * out, its `ERROR:` lines kept. Other text is returned as it is.
 */
function dockerBuildLines(lines: readonly string[]): readonly string[] {
  if (lines.some((l) => BUILDKIT_RUN.test(l))) {
    // The summary repeats the failing step's last lines: left out when the step's own lines are there.
    let summary: 'keep' | 'repeat' | undefined;
    let frameRules = 0;
    const ran = new Set<string>();
    return lines.flatMap((line, i) => {
      const run = BUILDKIT_RUN.exec(line);
      if (run) {
        const command = run[1]!;
        summary = !line.startsWith(' > ') ? undefined : ran.has(command) ? 'repeat' : 'keep';
        ran.add(command);
        return summary === 'repeat' ? [] : [`$ ${command}`];
      }
      if (line === '------') {
        summary = undefined;
        return [];
      }
      if (summary) return summary === 'keep' ? [line.replace(ELAPSED, '')] : [];
      // The Dockerfile around the failing instruction, between rules: the builder's, not the step's.
      if (frameRules > 0) {
        if (line === FRAME_RULE) frameRules--;
        return [];
      }
      if (DOCKERFILE_AT.test(line) && lines[i + 1] === FRAME_RULE) {
        frameRules = 2;
        return [];
      }
      const own = BUILDKIT_LINE.exec(line);
      if (!own) return [line];
      const rest = line.slice(own[0].length);
      return own[1] !== undefined || rest.startsWith('ERROR') ? [rest] : [];
    });
  }
  if (lines.some((l) => CLASSIC_RUN.test(l))) {
    return lines.flatMap((line) => {
      const run = CLASSIC_RUN.exec(line);
      if (run) return [`$ ${run[1]}`];
      return CLASSIC_OWN.test(line) ? [] : [line];
    });
  }
  return lines;
}

function withoutRunnerSummary(lines: readonly string[]): readonly string[] {
  const summaries = lines.filter((l) => RUNNER_SUMMARY.test(l)).length;
  if (summaries === 0 || lines.filter((l) => l.trim() !== '').length === summaries) return lines;
  return lines.filter((l) => !RUNNER_SUMMARY.test(l));
}

/** The lines inside the fenced blocks (an unclosed fence runs to the end), or all the lines when none holds anything. */
function insideFences(lines: readonly string[]): readonly string[] {
  const inside: string[] = [];
  let open = false;
  for (const line of lines) {
    if (FENCE.test(line)) open = !open;
    else if (open) inside.push(line);
  }
  return inside.some((l) => l.trim() !== '') ? inside : lines.filter((l) => !FENCE.test(l));
}

/** The lines with one layer of log prefix taken off, or the same array when none applies. */
function stripOnePrefix(lines: readonly string[]): readonly string[] {
  const filled = lines.filter((l) => l.trim() !== '');
  if (filled.length === 0) return lines;
  const half = Math.max(1, Math.ceil(filled.length / 2));
  const rules = LINE_PREFIXES.filter((re) => filled.reduce((n, l) => n + (re.test(l) ? 1 : 0), 0) >= half);
  const marked = filled.some((l) => MARKERS.test(l));
  if (rules.length === 0 && !marked) return lines;
  // A `run:` step's group (its script again, `shell:`, `env:`) is the runner's, not output: its
  // header stays as the command after a prompt (`lastCommand`), the rest of it goes.
  let inStep = false;
  return lines.flatMap((line) => {
    if (inStep) {
      inStep = !END_GROUP.test(line);
      return [];
    }
    inStep = STEP_HEADER.test(line);
    let l = line.replace(STEP_HEADER, '$$ ').replace(MARKERS, '');
    for (const re of rules) l = l.replace(re, '');
    return [l];
  });
}
