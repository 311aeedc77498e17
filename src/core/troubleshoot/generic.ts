/**
 * The generic path: hypotheses for errors no pattern matches, built from what any error
 * says about itself — the tool that printed it, a rule or diagnostic id, the error class,
 * an exit code or signal, and the kind of failure its words name (missing file, permission,
 * refused connection, unknown option, syntax, version, ...). Each hypothesis names the
 * general cause and a concrete next step, so a real error never gets an empty diagnosis.
 * Pure functions, no model.
 */
import type { Hypothesis } from './types.js';

/** Generic hypotheses rank below any pattern match (≥ 0.45) and above keyword guesses (≤ 0.25). */
const LIKELIHOOD = { rule: 0.42, kind: 0.4, errorClass: 0.38, exit: 0.34, tool: 0.3 } as const;
const MAX_GENERIC = 4;

interface Generic {
  id: string;
  title: string;
  explanation: string;
  fix: string;
}

// ---------------------------------------------------------------------------------------
// Tool detection

interface Tool {
  name: string;
  /** A cue in the text. */
  cue: RegExp;
  /** Where the tool documents its diagnostics / how to get more detail. */
  help: string;
}

const TOOLS: readonly Tool[] = [
  { name: 'TypeScript (tsc)', cue: /\berror TS\d{3,5}\b/, help: 'look the code up in the TypeScript docs; `npx tsc --noEmit --pretty` shows the full chain' },
  { name: 'rustc/Cargo', cue: /\berror\[E\d{4}\]|^error: could not compile `|\bcargo\b/m, help: '`rustc --explain EXXXX` prints the long explanation of the code' },
  { name: 'Go', cue: /^# [\w./-]+$|^\S+\.go:\d+:\d+: |^go: /m, help: '`go vet ./...` and `go build -x` give more detail' },
  { name: 'Python', cue: /^Traceback \(most recent call last\):|^\s*File "[^"]+", line \d+/m, help: 'the last line is the exception; the frame just above it in your own code is where to look' },
  { name: 'Java/JVM', cue: /Exception in thread "|\bat [\w$.]+\([\w$]+\.java:\d+\)|\.java:\d+: error: /, help: 'read the first "Caused by:" from the bottom; it is the root cause' },
  { name: 'Maven', cue: /^\[(?:ERROR|FATAL)\] /m, help: 're-run with `mvn -e` (stack traces) or `-X` (debug)' },
  { name: 'Gradle', cue: /^\* What went wrong:|^> Task :/m, help: 're-run with `--stacktrace` or `--info`' },
  { name: 'npm', cue: /^npm (?:ERR!|error) /m, help: 'the full log path is printed at the end (`npm error A complete log of this run can be found in`)' },
  { name: 'Node.js', cue: /^Node\.js v\d+|node:internal\/|^\s+at .+\((?:node:|file:\/\/)/m, help: 'run with `--trace-uncaught` / `NODE_DEBUG=<module>` for more detail' },
  { name: 'GCC/Clang', cue: /^\S+\.(?:c|cc|cpp|cxx|h|hpp):\d+:\d+: (?:fatal )?error: |collect2: error|clang: error/m, help: 'fix the first error first; later ones are often consequences' },
  { name: 'make', cue: /^make(?:\[\d+\])?: \*\*\* /m, help: '`make -n` prints the commands, `make V=1` shows them as run' },
  { name: 'CMake', cue: /^CMake (?:Error|Warning)/m, help: 'delete the build directory and re-run with `--log-level=DEBUG`; see CMakeFiles/CMakeError.log' },
  { name: 'git', cue: /^(?:fatal|error|hint): /m, help: '`GIT_TRACE=1 git ...` shows what git runs' },
  { name: 'Docker', cue: /\bdocker\b|Error response from daemon/i, help: '`docker info`, `docker logs <container>` and `--progress=plain` for builds give more detail' },
  { name: 'kubectl', cue: /\bkubectl\b|error: the server/, help: '`kubectl describe` and `kubectl get events --sort-by=.lastTimestamp` show the cluster\'s reasons; `-v=6` logs requests' },
  { name: 'Terraform', cue: /^(?:│ )?Error: .+\n(?:│ )?\n(?:│ )?\s+on \S+\.tf line \d+/m, help: '`TF_LOG=DEBUG terraform ...` logs provider calls' },
  { name: 'PostgreSQL', cue: /\bpsql\b|^(?:ERROR|FATAL):\s+/m, help: 'the SQLSTATE code and the server log (`log_min_error_statement`) say more' },
  { name: 'nginx', cue: /\bnginx\b|\[emerg\]/, help: '`nginx -t` validates the configuration and names the file and line' },
  { name: 'curl', cue: /^curl: \(\d+\)/m, help: '`curl -v` shows the request, TLS handshake and response headers' },
  { name: 'ssh', cue: /^ssh: |\bssh\b.*(?:connect to host|Permission denied)/m, help: '`ssh -v` (or -vvv) shows which keys and options are tried' },
  { name: 'OpenSSL', cue: /\bopenssl\b|unable to load (?:certificate|private key)|Could not read (?:certificate|key) from/i, help: '`openssl x509 -in cert.pem -noout -text` and `openssl s_client -connect host:443` inspect certificates' },
  { name: 'kubernetes', cue: /\b(?:pod|deployment|namespace)\/[\w-]+/, help: '`kubectl describe` shows events' },
];

function detectTool(text: string): Tool | undefined {
  return TOOLS.find((t) => t.cue.test(text));
}

// ---------------------------------------------------------------------------------------
// Rule and diagnostic ids

interface RuleFamily {
  cue: RegExp;
  tool: string;
  docs: string;
}

const RULE_FAMILIES: readonly RuleFamily[] = [
  { cue: /\b(TS\d{4,5})\b/, tool: 'TypeScript', docs: 'search the code (e.g. "TS2322") in the TypeScript docs; the message names the two types or the option involved' },
  { cue: /\berror\[(E\d{4})\]/, tool: 'rustc', docs: 'run `rustc --explain <code>` for the long explanation with examples' },
  { cue: /\b(SC\d{4})\b/, tool: 'ShellCheck', docs: 'read https://www.shellcheck.net/wiki/<code>; it shows the problematic and the correct form' },
  { cue: /\b(DL\d{4})\b/, tool: 'hadolint', docs: 'read the rule on the hadolint wiki (github.com/hadolint/hadolint/wiki/<code>)' },
  { cue: /\berror (CS\d{4}):/, tool: 'C# compiler', docs: 'look up the code in the C# compiler messages reference' },
  { cue: /\b(NU\d{4})\b/, tool: 'NuGet', docs: 'look up the code in the NuGet errors and warnings reference' },
  { cue: /^\S+\.py:\d+:\d+: ([A-Z]{1,3}\d{3,4})\b/m, tool: 'Python linter (ruff/flake8/pylint)', docs: 'run `ruff rule <code>` (or read the flake8/pylint docs for it); many are auto-fixable with `ruff check --fix`' },
  { cue: /\s(?:error|warning)\s+.+\s{2,}((?:@[\w-]+\/)?[\w-]+\/[\w-]+|[a-z]+(?:-[a-z]+)+)$/m, tool: 'ESLint', docs: 'read the rule page (eslint.org/docs/rules/<rule> or the plugin\'s docs); `eslint --fix` fixes many rules' },
  { cue: /\b(MD\d{3})\b/, tool: 'markdownlint', docs: 'read the rule in the markdownlint rules list' },
  { cue: /\[(-W[\w=-]+)\]/, tool: 'the C/C++ compiler (warning flag)', docs: 'the bracketed flag names the warning; fix the code it points at, or disable only that warning with -Wno-<name>' },
  { cue: /\b(SQLSTATE\[?\w{5}\]?|ORA-\d{5}|ER_\w+)\b/, tool: 'the database', docs: 'look the code up in the database\'s error code table' },
  { cue: /\b(E[A-Z]{3,}[A-Z0-9_]*)\b:/, tool: 'the operating system (errno)', docs: 'the errno name is the system call\'s reason: ENOENT missing path, EACCES permission, ECONNREFUSED nothing listening, EEXIST already exists, ENOSPC disk full' },
];

function ruleHypothesis(text: string): Generic | undefined {
  for (const family of RULE_FAMILIES) {
    const id = family.cue.exec(text)?.[1];
    if (!id) continue;
    return {
      id: 'generic.rule-id',
      title: `${family.tool} reported ${id}`,
      explanation: `The output carries the diagnostic id ${id} from ${family.tool}; the id identifies exactly which check failed, and its message line (file:line) shows where.`,
      fix: `Go to the reported file and line, ${family.docs}. Fix the code or configuration it names; suppress it only for a reviewed false positive.`,
    };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Error classes

const CLASS_MEANINGS: Readonly<Record<string, string>> = {
  TypeError: 'a value has the wrong type for the operation (often undefined/None, or mixing strings and numbers)',
  ValueError: 'the value has the right type but an unacceptable content (parsing, conversion or validation failed)',
  KeyError: 'a dictionary key is missing',
  IndexError: 'a sequence index is past its end',
  AttributeError: 'the object does not have that attribute (wrong type, None, or an API change)',
  NameError: 'a name is used before it is defined or imported',
  ReferenceError: 'a variable is used that is not declared in scope',
  SyntaxError: 'the code or data does not parse',
  RangeError: 'a value is outside the allowed range (or recursion exhausted the stack)',
  RuntimeError: 'an operation failed at run time in a state it does not allow',
  OSError: 'a system call failed (file, socket, permission)',
  IOError: 'an I/O operation failed',
  ConnectionError: 'a network connection failed',
  TimeoutError: 'an operation took longer than its timeout',
  PermissionError: 'the process lacks the rights for the file or operation',
  FileNotFoundError: 'a file or directory does not exist at that path',
  ImportError: 'an import failed (missing module or name)',
  NotImplementedError: 'code reached a method that is not implemented yet (an abstract method or a stub)',
  AssertionError: 'an assertion (an invariant or a test expectation) was false',
  IllegalArgumentException: 'a method received an argument it does not accept',
  IllegalStateException: 'a method was called when the object is not in the right state for it',
  NullPointerException: 'a reference used is null',
  UnsupportedOperationException: 'the operation is not supported by this object (e.g. modifying an immutable collection)',
  IOException: 'an I/O operation failed (file, network)',
  SQLException: 'a database operation failed; its SQLState and message say why',
  NoSuchElementException: 'an element was requested that is not there (an empty Optional, iterator or collection)',
  DOMException: 'a browser/web API rejected the operation',
};

const CLASS_RE = /^(?:Uncaught |Unhandled exception\. |Exception in thread "[^"]+" |Caused by: |E\s+)?((?:[a-z_][\w$]*\.)*([A-Z][\w$]*(?:Error|Exception|Warning|Failure|Fault)))(?: \[[A-Z_]+\])?(?::\s*(.*))?$/;

function classHypothesis(lines: readonly string[]): Generic | undefined {
  // The last error-class line is the outermost (Python) or first "Caused by" (Java): take the last.
  let found: RegExpExecArray | null = null;
  for (const line of lines) {
    const m = CLASS_RE.exec(line.trim());
    if (m) found = m;
  }
  if (!found) return undefined;
  const [, fullName, shortName, message] = found as unknown as [string, string, string, string | undefined];
  const meaning = CLASS_MEANINGS[shortName!] ?? `the code raised ${shortName}, an application or library error type`;
  const said = message?.trim() ? ` The message says: "${message.trim().slice(0, 160)}".` : '';
  return {
    id: 'generic.error-class',
    title: `${shortName} raised`,
    explanation: `${fullName} means ${meaning}.${said}`,
    fix: `Find the innermost stack frame in your own code (not in libraries) and inspect the values used there; fix the input or state that produced the ${shortName}, and handle it where it can be expected (validation, a guard, or a catch with a clear message).`,
  };
}

// ---------------------------------------------------------------------------------------
// Exit codes and signals

const EXIT_CODES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['The command reported a failure (exit code 1)', 'Exit code 1 is the generic "it failed": the tool\'s own messages above say why. Fix the first error it printed.'],
  2: ['The command was misused (exit code 2)', 'Exit code 2 usually means invalid usage: an unknown option, a missing argument or a syntax error in its input. Check the command line against `--help`.'],
  126: ['Command found but not executable (exit code 126)', 'The file exists but cannot be executed: no execute permission (`chmod +x`), a directory, or a binary for another architecture.'],
  127: ['Command not found (exit code 127)', 'The shell could not find the program: install it, fix the name, or add its directory to PATH.'],
  130: ['Interrupted (exit code 130, SIGINT)', 'The process was stopped with Ctrl-C or SIGINT; re-run it and let it finish, or find what interrupted it.'],
  134: ['Aborted (exit code 134, SIGABRT)', 'The program called abort(): a failed assertion, an uncaught C++ exception or detected memory corruption. Look at the message just before it.'],
  137: ['Killed (exit code 137, SIGKILL: usually out of memory)', 'The process was killed with SIGKILL, most often by the OOM killer or a container memory limit. Give it more memory or make it use less (smaller batches, less parallelism).'],
  139: ['Segmentation fault (exit code 139, SIGSEGV)', 'The program accessed invalid memory (a native crash). Run it under a debugger or sanitizer; for interpreted languages suspect a native extension or a version mismatch.'],
  143: ['Terminated (exit code 143, SIGTERM)', 'The process was asked to stop: a timeout, a CI job cancellation or an orchestrator shutting it down (Kubernetes, Docker stop). Check timeouts and graceful shutdown.'],
};

const EXIT_RE = /\b(?:exit(?:ed)?(?: with)? (?:code|status)[:=]? ?|returned (?:a )?non-zero (?:exit )?(?:code|status):? |\] Error |exit code: )(\d{1,3})\b/i;

function exitHypothesis(text: string): Generic | undefined {
  const code = Number(EXIT_RE.exec(text)?.[1]);
  const entry = EXIT_CODES[code];
  if (!entry) return undefined;
  return { id: `generic.exit-${code}`, title: entry[0], explanation: entry[1], fix: `${entry[1].split('. ').slice(1).join('. ') || entry[1]} Scroll up to the first error line of the command and diagnose that line.` };
}

// ---------------------------------------------------------------------------------------
// Failure kinds named by the words of the error

const KINDS: ReadonlyArray<readonly [RegExp, Generic]> = [
  [/\b(?:unknown|unrecognized|invalid|unsupported|illegal) (?:command|option|flag|argument|directive|parameter|subcommand|key|field|property)\b|\bunknown (?:shorthand )?flag\b|is not a \w+ command|did you mean\b/i, {
    id: 'generic.unknown-option', title: 'Unknown or invalid command, option or setting',
    explanation: 'The tool does not accept a name in the command line or configuration: a typo, an option of another subcommand or tool, one that the installed version does not have (newer or removed), or a misplaced argument.',
    fix: 'Check the spelling against `<tool> --help` or the configuration reference for the installed version (`<tool> --version`); follow any "did you mean" suggestion; upgrade the tool if the option is newer.',
  }],
  [/\b(?:syntax error|parse error|unexpected (?:token|end of (?:file|input)|character|EOF)|expected .{1,20} (?:but found|before|after)|malformed|invalid syntax|unterminated|unbalanced|could not parse|failed to parse|not valid (?:JSON|YAML|XML|TOML))\b/i, {
    id: 'generic.syntax', title: 'Syntax or parse error in code, configuration or data',
    explanation: 'Something the tool reads does not follow its grammar: an unclosed bracket or quote, a missing separator (comma, semicolon, colon), wrong indentation, or input in another format than expected (HTML instead of JSON).',
    fix: 'Go to the reported file/line/column and look just before it for the unclosed or missing token; validate the file with the format\'s checker (a linter, `jq .`, `yamllint`, `nginx -t`, `bash -n`).',
  }],
  [/\b(?:no such file or directory|does not exist|not found|cannot find|can't find|could not find|unable to (?:find|locate|open)|missing)\b/i, {
    id: 'generic.not-found', title: 'Something required is missing (file, module, package, command or object)',
    explanation: 'The tool looked for a file, module, package, command or named object and did not find it: it is not installed or created yet, the path is relative to another working directory, the name is misspelled, or a previous step (build, install, migration, generation) did not run.',
    fix: 'Identify the missing name in the message; check it exists where the tool looks (`ls`, the current directory, PATH, the package list); install or create it, fix the path or name, or run the step that produces it.',
  }],
  [/\b(?:permission denied|access denied|not permitted|forbidden|unauthori[sz]ed|EACCES|EPERM|\b40[13]\b)/i, {
    id: 'generic.permission', title: 'Permission or authorization denied',
    explanation: 'The user, process or credential lacks the right for the operation: file ownership/mode, a protected directory, missing or expired credentials, or a role/policy that does not grant it.',
    fix: 'Find which identity runs the command (`id`, `whoami`, the token or role in use) and what it touches; grant the specific permission (ownership, mode, role, scope) or use the right credentials; avoid running as root to bypass it.',
  }],
  [/\b(?:connection refused|ECONNREFUSED|could not connect|couldn't connect|failed to connect|connect: |no route to host|network is unreachable|host is down)\b/i, {
    id: 'generic.connection', title: 'Nothing reachable at the target address (service down, wrong host or port)',
    explanation: 'A connection attempt failed: the service is not running or still starting, listens on another port or interface (127.0.0.1 vs 0.0.0.0), the host/port in the configuration is wrong, or a firewall/network blocks it.',
    fix: 'Check the service is up and listening (`ss -ltnp`, `docker ps`, `systemctl status`), compare host and port with the configuration, and test the path with `curl -v` / `nc -vz host port` from the same machine or container.',
  }],
  [/\b(?:timed? ?out|timeout|deadline exceeded|ETIMEDOUT)\b/i, {
    id: 'generic.timeout', title: 'Operation timed out',
    explanation: 'The operation did not finish within its time limit: the remote side is slow or unreachable (firewall drops packets, DNS, proxy), the work itself is too slow, or the limit is too low.',
    fix: 'Check reachability and latency of the target, look for slow work (queries, large transfers), and raise the timeout only once the cause is known.',
  }],
  [/\b(?:out of memory|cannot allocate memory|ENOMEM|memory exhausted|heap space|OOM)\b/i, {
    id: 'generic.memory', title: 'Out of memory',
    explanation: 'The process needed more memory than available or allowed (a container/VM limit, a runtime heap limit), because of large inputs, leaks or too much parallelism.',
    fix: 'Raise the limit that applies (container memory, heap flag), process data in chunks, reduce parallelism, and profile for leaks.',
  }],
  [/\b(?:already exists|already in use|conflict|duplicate|EEXIST|EADDRINUSE)\b/i, {
    id: 'generic.conflict', title: 'Conflict with something that already exists',
    explanation: 'The operation creates or claims something that is already there: a file, name, port, record or resource left by an earlier run or owned by another process.',
    fix: 'Find the existing one (list it, `lsof -i :PORT` for ports) and reuse, remove or rename it; make the operation idempotent (`IF NOT EXISTS`, `--force` only when safe).',
  }],
  [/\b(?:not supported|unsupported|requires? (?:version|a newer|at least)|incompatible|version mismatch|deprecated|no longer supported|too old|newer version)\b/i, {
    id: 'generic.version', title: 'Version or compatibility mismatch',
    explanation: 'A component needs a different version of another (runtime, compiler, library, API or file format): the installed one is too old or too new, or two parts disagree.',
    fix: 'Compare the required and installed versions (`<tool> --version`, the lockfile), then upgrade/downgrade one side or pin compatible versions; check the changelog for the breaking change.',
  }],
  [/\b(?:certificate|x509|SSL|TLS|handshake)\b/i, {
    id: 'generic.tls', title: 'TLS/certificate problem',
    explanation: 'The secure connection failed: an untrusted (self-signed or corporate proxy) certificate, an expired certificate, a host name mismatch, or a protocol mismatch.',
    fix: 'Inspect the certificate (`openssl s_client -connect host:443 -servername host`), add the CA to the trust store the tool uses, renew expired certificates, and never disable verification in production.',
  }],
];

function kindHypotheses(text: string): Generic[] {
  return KINDS.filter(([re]) => re.test(text)).map(([, g]) => g);
}

// ---------------------------------------------------------------------------------------

/**
 * Text shaped like tool output reporting a problem (an error-class or `error:` line, a
 * `tool: message` line, an errno, an exit code), not a plain-words description.
 */
const REPORTS_ERROR = /^(?:[\w.$]*(?:Error|Exception|Warning|Failure)\b|(?:Could not|Unable to|Cannot|Can't|Failed to) |(?:error|fatal|panic|warning)\b|Traceback|E\s|\S+:(?: line \d+:)? )|\b(?:error|warning|fatal)(?:\[\w+\])?:|\[(?:emerg|error|crit|alert)\]|exit(?:ed with)? (?:code|status):? \d+|\bE[A-Z]{3,}\b/im;

/** Generic hypotheses for an error no pattern matched, best first; empty only for text that reports nothing. */
export function genericHypotheses(text: string, lines: readonly string[]): Hypothesis[] {
  const head = text.slice(0, 20_000);
  const tool = detectTool(head);
  const out: Array<readonly [Generic, number]> = [];
  const rule = ruleHypothesis(head);
  if (rule) out.push([rule, LIKELIHOOD.rule]);
  const kinds = kindHypotheses(lines.join('\n'));
  kinds.forEach((k, i) => out.push([k, LIKELIHOOD.kind - 0.02 * i]));
  const errorClass = classHypothesis(lines);
  if (errorClass) out.push([errorClass, LIKELIHOOD.errorClass]);
  const exit = exitHypothesis(head);
  if (exit) out.push([exit, LIKELIHOOD.exit]);
  if (!REPORTS_ERROR.test(head)) return [];
  // The tool tells where to look for more detail: appended to each fix.
  const hyps = out
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_GENERIC)
    .map(([g, likelihood]): Hypothesis => ({
      pattern_id: g.id,
      title: g.title,
      explanation: g.explanation,
      fix: tool ? `${g.fix} (${tool.name}: ${tool.help}.)` : g.fix,
      likelihood: Math.round(likelihood * 100) / 100,
      evidence: evidenceFor(lines),
    }));
  if (hyps.length === 0 && tool) {
    hyps.push({
      pattern_id: 'generic.tool-error',
      title: `${tool.name} reported an error`,
      explanation: `The output comes from ${tool.name}, but its message is not one of the known failures. The first error line is usually the cause; later lines are consequences.`,
      fix: `Read the first error line and the file/line it names; ${tool.help}.`,
      likelihood: LIKELIHOOD.tool,
      evidence: evidenceFor(lines),
    });
  }
  return hyps;
}

/** The first line that reads like an error, as evidence. */
function evidenceFor(lines: readonly string[]): string[] {
  const line = lines.find((l) => /\b(?:error|fatal|failed|failure|exception|denied|refused|not found|cannot|invalid|unknown)\b/i.test(l)) ?? lines[0];
  return line ? [line] : [];
}
