/**
 * The generic path: hypotheses for errors no pattern matches, built from what any error
 * says about itself — the tool that printed it, a rule or diagnostic id, the error class,
 * an exit code or signal, and the kind of failure its words name (missing file, permission,
 * refused connection, unknown option, syntax, version, ...). Each hypothesis names the
 * general cause and a concrete next step, so a real error never gets an empty diagnosis.
 * Pure functions, no model.
 */
import { escapeRegExp } from '../../util/text.js';
import { commandProgram } from './command.js';
import { isRunExitStatus, listedBelow, programMessage, unwrappedError } from './generic-program.js';
import { ruleInfo } from './rules.js';
import type { Hypothesis } from './types.js';

/** Generic hypotheses rank below any pattern match (≥ 0.45) and above keyword guesses (≤ 0.25). */
const LIKELIHOOD = { knownRule: 0.44, rule: 0.42, http: 0.42, advice: 0.37, kind: 0.4, errorClass: 0.38, exit: 0.34, tool: 0.3 } as const;
const MAX_GENERIC = 5;
/** Distinct rule ids looked up in one output (a lint report lists several). */
const MAX_RULES = 3;

interface Generic {
  id: string;
  title: string;
  explanation: string;
  fix: string;
  /** The line the hypothesis rests on, when it rests on one. */
  evidence?: string;
  /** It rests only on warning lines, which seldom say why a command failed. */
  warningOnly?: boolean;
  /** Where its line is in the output: the first error line is usually the cause. */
  position?: number;
}

// ---------------------------------------------------------------------------------------
// Help text

/** A line of a program's option list: `--psk : pre-shared-key ...`, `-h, --help   Show help`, `-s, --self-signed Generate ...`. */
const OPTION_HELP_RE = /^-\w, --\w[\w-]*[ =]|^-{1,2}\w[\w-]*(?:[ =][\w<>[\]|.-]+)?(?:, -{1,2}\w[\w-]*(?:[ =][\w<>[\]|.-]+)?)*(?:\s+:\s|\s{2,}\S)/;
/** A synopsis continuation line: only bracketed options (`[-c] [--cafile file] [--tls-version v]]`). */
const SYNOPSIS_RE = /^(?:[[{]\s*-{1,2}\w[^\]}]*[\]}]+\s*)+$/;
/**
 * The trimmed lines without the option list and synopsis a program prints after a usage
 * error: they say what the program can do (`--cert : client certificate ...`), not what
 * failed, and read as an error they name certificates, timeouts and files that are not there.
 */
export function withoutHelpText(lines: readonly string[]): string[] {
  return lines.some((l) => OPTION_HELP_RE.test(l) || SYNOPSIS_RE.test(l)) ? lines.filter((l) => !OPTION_HELP_RE.test(l) && !SYNOPSIS_RE.test(l)) : [...lines];
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
  { name: 'Ansible', cue: /^fatal: \[[^\]]+\]: (?:FAILED|UNREACHABLE)!|^(?:PLAY|TASK) \[/m, help: 're-run with `-vvv` for the module arguments and result; `ansible-playbook --syntax-check` validates the playbook' },
  { name: 'ESLint', cue: /^✖ \d+ problems? \(/m, help: 'read the rule\'s page (eslint.org/docs/latest/rules/<rule>, or the plugin\'s docs); `eslint --fix` fixes many rules' },
  { name: 'Jest', cue: /^Test Suites: \d+ failed|^\s+● /m, help: 'run one test with `jest -t "<name>"`; `--detectOpenHandles` shows what keeps Jest alive' },
  { name: 'Mocha', cue: /^\s+\d+ (?:passing|failing)\b/m, help: 'run one test with `mocha --grep "<name>"`; `--full-trace` shows the whole stack' },
  { name: 'pytest', cue: /^=+ (?:FAILURES|ERRORS|short test summary info|warnings summary) =+$/m, help: 'run one test with `pytest path::test -x -vv`; `--setup-show` shows fixture setup and teardown' },
  { name: 'webpack', cue: /^webpack \d+\.\d+\.\d+ compiled|^(?:ERROR|WARNING) in /m, help: '`webpack --stats=detailed` shows the module graph; the module path after ERROR in is where to look' },
  { name: 'Vite', cue: /^vite v\d|^error during build:/m, help: '`vite build --debug` logs plugin and resolution steps' },
  { name: 'Next.js', cue: /▲ Next\.js \d|nextjs\.org\/docs\/messages\//, help: 'the nextjs.org/docs/messages link in the output explains the error; `next build --debug` prints more' },
  { name: 'BSD make (bmake)', cue: /^(?:bmake|make): "[^"]+" line \d+: |^bmake: /m, help: 'this is BSD make: its conditionals and includes are `.if`/`.else`/`.endif` and `.include`, and it does not know GNU make\'s ifeq/ifdef, `$(shell ...)`, pattern rules (%.o: %.c) or `include` without a dot — run GNU make (`gmake`) for a GNU Makefile or rewrite those lines; a line under a target that does not start with a tab is read as a new dependency line ("Need an operator"); `bmake -n` prints the commands' },
  { name: '7-Zip', cue: /^7-Zip (?:\[\d+\] )?\d|^p7zip Version /m, help: '`7z t <archive>` tests an archive and `7z l` lists it; "Cannot open the file as archive" means the file is no archive of that type (check it with `file`) or is damaged, and "Wrong password?" or a headers error on an encrypted archive means the password given with -p is wrong' },
  { name: 'gettext (msgfmt)', cue: /^msg(?:fmt|merge|cat|uniq|init): |^\S+\.pot?:\d+: /m, help: '`msgfmt -c -v file.po` checks a catalog: every msgid needs a msgstr, the format directives of a msgstr (%d, %s, %1$s, {name}) must match its msgid\'s (#, c-format / python-format), a msgid may appear only once (msguniq merges duplicates), and the header needs a real charset in Content-Type and Plural-Forms when msgid_plural is used' },
  { name: 'Rake', cue: /^rake aborted!$|\brake --tasks\b|^Don't know how to build task /m, help: '`rake -T` (`rake --tasks`) lists the tasks the Rakefile defines; rake reads the Rakefile of the current directory or a parent, so run it from the project root or name the file with `rake -f path/Rakefile`; `--trace` shows the whole backtrace' },
  { name: 'checkbashisms', cue: /^possible bashism in \S+ line \d+ /m, help: 'checkbashisms flags bash-only syntax in a script run by /bin/sh (dash on Debian and Ubuntu): rewrite the line in POSIX sh (`.` for source, no arrays, `[ ]` for `[[ ]]`, `=` for `==`, no `function` keyword) or, if the script needs bash, change its first line to `#!/bin/bash`' },
  { name: 'Ruby', cue: /^\S+\.rb:\d+:in [`'][^']*': .+\((?:\w+::)*\w+\)$/m, help: 'the first frame is where it was raised; `ruby -w` enables warnings' },
  { name: 'PHP', cue: /^PHP (?:Fatal error|Warning|Parse error|Notice|Deprecated): /m, help: 'the message names the file and line; `php -l file.php` checks syntax' },
  { name: 'Lua', cue: /^lua[\d.]*: /m, help: 'the traceback lists the calls; the first frame in your file is where it failed' },
  { name: 'Erlang', cue: /^escript: |exception (?:error|exit|throw): /m, help: 'the error term names the reason (undef, badarg, badmatch, function_clause); the stack lists the call' },
  { name: 'mypy', cue: /^Found \d+ errors? in \d+ files? \(checked/m, help: 'the bracketed code is the error code (mypy.readthedocs.io/en/stable/error_code_list.html); `--show-error-context` gives more detail' },
  { name: 'pylint', cue: /^\*{13} Module /m, help: '`pylint --help-msg=<symbol>` explains a message' },
  { name: 'Bandit', cue: />> Issue: \[B\d{3}:/, help: 'the More Info link explains the check; suppress a reviewed false positive with `# nosec B<code>`' },
  { name: 'node-gyp', cue: /^gyp (?:ERR|info|verb)! /m, help: 'the first compiler or Python error above `gyp ERR! build error` is the cause; `--verbose` logs more' },
  { name: 'yarn', cue: /^yarn (?:add|install|run) v\d/m, help: '`yarn --verbose` logs each request' },
  { name: 'Redis', cue: /^(?:\(error\) )?(?:ERR|WRONGTYPE|NOSCRIPT|BUSYGROUP|NOGROUP|NOAUTH|WRONGPASS|EXECABORT|OOM|READONLY|MISCONF|BUSYKEY|NOPERM) [A-Z]?[a-z]/m, help: 'the first word is the error code; the Redis command reference documents each command\'s arguments and errors' },
  { name: 'javac', cue: /^\S+\.java:\d+: (?:error|warning): |^error: warnings found and -Werror specified$/m, help: '`javac -Xlint:all` lists every warning category; the bracketed name is the category' },
  { name: 'Clang', cue: /^clang(?:\+\+)?: error: |^\d+ errors? generated\.$/m, help: 'fix the first error first; `-v` shows the linker command' },
  { name: 'Julia', cue: /^ERROR: (?:LoadError: )?[A-Z]\w+(?:Error|Exception): |^Stacktrace:\n \[1\] |\bjulia\b/m, help: 'the Stacktrace lists the calls, [1] innermost; `using Pkg; Pkg.add("Name")` installs a missing package, `methods(f)` lists the argument types a function accepts' },
  { name: 'Guile (Scheme)', cue: /^ERROR: In procedure |\bice-9\/|^In procedure [%\w-]+:$/m, help: 'the Backtrace lists the calls, innermost last; an unbound variable is a typo or a missing `(use-modules (module))`, a wrong-type argument names the position and the value received; `guile --debug` keeps more frames' },
  { name: 'SWI-Prolog', cue: /^(?:ERROR|Warning): (?:-g \w+: |\S+\.pl:\d+:)|^Warning: \S+\.pl:\d+:$|\bcatch\/3: /m, help: 'an unknown procedure is a typo, a wrong arity (name/N) or a file not consulted (`consult/1`, `use_module/1`); `is/2` evaluates only bound numbers and arithmetic functions; `listing(name/N)` shows the clauses; prefix unused variables with _' },
  { name: 'SBCL (Common Lisp)', cue: /^Unhandled [\w:-]+ in thread #<SB-THREAD|debugger invoked on a [\w:-]+|\bSB-(?:INT|KERNEL|IMPL|C)::/m, help: 'the condition name says what failed (UNDEFINED-FUNCTION: a typo or a function defined later or in a file not loaded; UNBOUND-VARIABLE: define it with defvar/defparameter or bind it with let; TYPE-ERROR: convert the value, e.g. parse-integer); the backtrace lists the calls, innermost first' },
  { name: 'GHC (Haskell program)', cue: /^\w[\w.-]*: (?:Prelude\.\w+: |\S+\.hs:\d+:\d+-\d+: Non-exhaustive)|\bCallStack \(from HasCallStack\)/m, help: 'a partial function (head, tail, fromJust, !!) met an input it does not handle; use a total version (pattern matching, listToMaybe, Data.Maybe), compile with -Wall to see incomplete patterns' },
  { name: 'Crystal', cue: /Use --error-trace for full trace|^In \S+\.cr:\d+:\d+$|\bcrystal\b/m, help: 'the compiler checks types at compile time: a union with Nil needs a nil check (`if x`, `x.try`, `not_nil!`), a method must exist for every type of a union; `--error-trace` shows the full instantiation trace' },
  { name: 'D compiler (gdc/ldc/dmd)', cue: /^\S+\.d:\d+:\d+: (?:error|warning|note): |^\S+\.d\(\d+(?:,\d+)?\): (?:Error|Warning): |\bcore\.exception\.\w+@/m, help: 'fix the first error first; an undefined identifier needs its import (std.*), a module that cannot be read needs its path (-I) or its dub dependency; compile with -g and bounds checks on to locate range errors' },
  { name: 'GNAT (Ada)', cue: /^\S+\.ad[bs]:\d+:\d+: (?:error|warning|\(style\)): |^gnatmake: |\bGNAT\b/m, help: 'fix the first error; a unit must be in a file named after it (unit Foo_Bar in foo_bar.adb, or use gnatchop/gnatname), a name from a package needs `with Package;` (and `use Package;` for short names), Constraint_Error means a range or index check failed' },
  { name: 'Free Pascal', cue: /^\S+\.(?:pas|pp|lpr|inc)\(\d+(?:,\d+)?\) (?:Error|Fatal|Warning|Note|Hint): |\bppc(?:x64|386|arm)\b|^Runtime error \d+ at \$/m, help: 'fix the first Error/Fatal line; run-time errors are numbered: 200 division by zero, 201 range check (an index or value outside its range; compiled with {$R+}), 202 stack overflow, 203 heap overflow, 204 invalid pointer, 215 arithmetic overflow, 216 access violation (a nil or dangling pointer), 2 file not found, 5 access denied; compile with -g -gl to get line numbers in the trace; units are searched in -Fu paths' },
  { name: 'GnuCOBOL', cue: /^libcob: |^\S+\.(?:cob|cbl|cpy):\d+: (?:error|warning|note): /m, help: 'a data name must be defined in the DATA DIVISION (WORKING-STORAGE) before the PROCEDURE DIVISION uses it; compile with -debug (or -fec=all) for run-time checks of subscripts and numeric data; -free/-fixed chooses the source format' },
  { name: 'NASM', cue: /^\S+\.(?:asm|nasm|s):\d+: (?:error|warning|fatal): |\bnasm\b/m, help: 'the line number points at the instruction; operand sizes must agree (use movzx/movsx or a size specifier such as byte/qword), labels must be defined once (use local .labels), symbols from other files need `extern`; the linker needs `global _start` (or link with gcc and define main)' },
  { name: 'Icarus Verilog', cue: /^\S+\.s?v:\d+: (?:error|warning|syntax error|sorry)|\bElaboration failed\b|error\(s\) during elaboration|\biverilog\b/m, help: 'a net (wire) is driven with `assign` or a port; a variable assigned in initial/always blocks must be declared reg (or logic in SystemVerilog); every module instantiated must be in the files given (or found with -y/-I); named ports must exist on the module' },
  { name: 'protoc', cue: /^\S+\.proto:\d+:\d+: |^\S+\.proto: File not found\.|\bprotoc\b|--proto_path/m, help: 'imports are resolved against the --proto_path (-I) directories; field numbers are unique per message; proto3 has no default values or required fields; message and enum types must be defined or imported' },
  { name: 'Graphviz', cue: /^Error: \S+: syntax error in line \d+|^Format: "[^"]*" not recognized|^Error: dot: |^Warning: \S+\.(?:dot|gv)[: ]/m, help: 'digraphs use -> and undirected graphs --; statements end with ; and edges need a node on both sides; `dot -T?` lists the output formats' },
  { name: 'Bison/Flex', cue: /^\S+\.(?:y|yy|ypp):\d+\.\d+(?:-\d+)?: (?:error|warning)|^\S+\.y: (?:warning|error): |^\S+\.(?:l|ll):\d+: |\bbison\b|^flex: /m, help: 'every grammar symbol must be a %token or have rules; shift/reduce conflicts are resolved with %left/%right/%precedence declarations or by rewriting the rule (`-Wcounterexamples` shows an example); a flex scanner without yywrap needs `%option noyywrap` or -lfl; flex definitions ({NAME}) must be declared in the first section' },
  { name: 'Groovy', cue: /\bgroovy\.lang\.\w+|\borg\.codehaus\.groovy\b|^Caught: /m, help: 'Groovy resolves methods and properties at run time: MissingMethodException and MissingPropertyException name the class and member (a typo, or a variable never declared — declare it with def); "Possible solutions" lists close names; use ?. for values that may be null' },
  { name: 'Ant', cue: /^BUILD FAILED$|^Buildfile: |^\s+\[(?:javac|echo|mkdir|copy|junit)\] /m, help: 'run ant in the directory with build.xml (or `ant -f path/build.xml`); `ant -projecthelp` lists the targets; `ant -v` shows each task' },
  { name: 'xmlstarlet', cue: /\bxmlstarlet\b|^(?:runtime|compilation) error: element |^Invalid expression: |^\S+ - invalid$/m, help: 'XPath in a document with a default namespace needs a prefix bound with `-N x=uri` (then //x:name); `xmlstarlet val -e -s schema.xsd` shows schema errors; `xmlstarlet fo` reformats and checks well-formedness' },
  { name: 'Apache httpd', cue: /\bAH\d{5}: |\bapache2(?:ctl)?\b|\bhttpd\.conf\b/m, help: '`apachectl configtest` (`apache2 -t`) names the file and line; a directive it does not know needs its module (`a2enmod <module>` or LoadModule), a directive "not allowed here" belongs in another context (<Directory>, <Location>, <VirtualHost>, or .htaccess with AllowOverride), Require needs a provider (all granted, ip, host, valid-user)' },
  { name: 'HAProxy', cue: /^\[(?:ALERT|WARNING|NOTICE)\]\s+\(\d+\) : |\bhaproxy\b/m, help: '`haproxy -c -f haproxy.cfg` checks the file; every backend named by use_backend/default_backend must be declared, proxy names must be unique, bind lines need an address and port, server addresses must resolve at start (or use init-addr none with a resolvers section)' },
  { name: 'logrotate', cue: /\blogrotate\b|^error: \S+:\d+ (?:unknown option|bad rotation count|missing)|parent directory has insecure permissions/m, help: '`logrotate -d /etc/logrotate.conf` checks without rotating; directives are listed in `man logrotate` (daily, weekly, rotate <count>, compress, missingok, su <user> <group>); a log in a group- or world-writable directory needs a `su` line' },
  { name: 'sshd', cue: /\bsshd_config\b|^sshd: |Unable to load host key: /m, help: '`sshd -t` checks the configuration, `sshd -T` prints the effective settings; `man sshd_config` lists the keywords and their values (most take yes or no); missing host keys are created with `ssh-keygen -A`' },
  { name: 'BIND (named)', cue: /\bnamed-check(?:conf|zone)\b|^zone \S+\/IN: |\bnamed\.conf:\d+: /m, help: '`named-checkconf` checks named.conf (every statement ends with ;) and `named-checkzone <zone> <file>` a zone file: it needs an SOA and NS records, a CNAME cannot share its name with other records, TTLs are numbers with an optional unit (3600, 1h, 1d)' },
  { name: 'gpg', cue: /^gpg: /m, help: '`gpg --list-keys` and `--list-secret-keys` show the keys in this keyring (GNUPGHOME); a missing public key is imported with `gpg --import key.asc` or `--recv-keys <id>`; decryption needs the secret key of the recipient the message names' },
  { name: 'zsh', cue: /^(?:zsh|\S+\.zsh):\d*:? |^zsh: /m, help: 'zsh fails a command whose glob matches nothing (quote the pattern or use (N) / setopt null_glob); `zsh -n file` checks the syntax' },
  { name: 'fish', cue: /^fish: |^\S+\.fish \(line \d+\): |^warning: Error while reading file \S+\.fish/m, help: 'fish is not a POSIX shell: set variables with `set NAME value` (or `set -x` to export), blocks end with `end` (no then/fi/do/done), command substitution is (cmd); `fish --no-execute file` checks the syntax' },
  { name: 'bc', cue: /^\(standard_in\) \d+: |^Runtime error \(func=|^\S+ \d+: (?:syntax|parse) error$/m, help: 'bc reads one statement per line; functions are defined with `define f(x) { ... }` before use, and -l loads the math library (s, c, a, l, e, j)' },
  { name: 'Django', cue: /\bdjango\.(?:core|db|template|urls|apps)\.\w+|\/django\//, help: 'the message usually names the setting; a script outside manage.py must set DJANGO_SETTINGS_MODULE (or call settings.configure()) and call django.setup() before importing models; `python manage.py check` validates the project' },
  { name: 'SQLAlchemy', cue: /\bsqlalchemy\.(?:exc|orm)\.\w+|sqlalche\.me\/e\//, help: 'the sqlalche.me/e/<code> link explains the error; the original database error is quoted in brackets, with the SQL statement and parameters below' },
  { name: 'Flask/Jinja2', cue: /\b(?:flask|werkzeug|jinja2)(?:\.\w+)*\.(?:exceptions?|routing)\b|\/(?:flask|jinja2|werkzeug)\//, help: 'application and request contexts exist only inside a request or `with app.app_context():`; templates are looked up in the templates/ folder next to the app (template_folder); url_for takes the endpoint (the view function\'s name)' },
  { name: 'NumPy', cue: /\bnumpy\.(?:\w+\.)*\w*(?:Error|Exception)\b|\/numpy\//, help: 'print the arrays\' .shape and .dtype where it fails: operands must have matching or broadcastable shapes (reshape, transpose with .T, np.newaxis), and conditions on arrays need .any() or .all()' },
  { name: 'requests', cue: /\brequests\.exceptions\.\w+|\/requests\/(?:models|sessions|adapters)\.py/, help: 'the exception names the failure (ConnectionError, Timeout, HTTPError from raise_for_status, MissingSchema/InvalidURL for the URL); check the URL with scheme and host, the status and body of the response (r.status_code, r.text) before r.json()' },
  { name: 'Valgrind', cue: /^==\d+== /m, help: '`--track-origins=yes` shows where an uninitialised value comes from, `--leak-check=full` lists each leak with the stack that allocated it; the first "at" frame in your own code is where to look' },
  { name: 'R', cue: /^Execution halted$|^Error in .+ : |^Error: unexpected /m, help: 'call `traceback()` after the error in an interactive session; `?name` shows a function\'s arguments; a missing package comes from `install.packages("name")`' },
  { name: 'gfortran', cue: /^Fortran runtime error|^\S+\.f(?:90|95|03|08|or)?:\d+:\d+:$/m, help: 'compile with `-g -fcheck=all -fbacktrace -Wall` to locate run-time errors; a module (.mod) must be compiled before the files that use it' },
  { name: 'Meson', cue: /^The Meson build system$|meson-logs\/meson-log\.txt|\bmeson\.build\b/m, help: 'meson-logs/meson-log.txt in the build directory has the details; run `meson setup builddir` from the project root (where meson.build is); `meson configure builddir` lists the options' },
  { name: 'Ninja', cue: /^ninja: (?:error|warning|build stopped)/m, help: 'run ninja in a configured build directory (`ninja -C build` after `meson setup build` or `cmake -G Ninja -B build`); `ninja -t targets` lists the targets' },
  { name: 'Autotools (configure)', cue: /^configure: error: |^checking for .+\.\.\. |^autoreconf: |^(?:aclocal|automake|autoconf)(?:-[\d.]+)?: |^configure\.ac:\d+: /m, help: 'config.log shows the exact check that failed; a missing library usually needs its development package (-dev/-devel); regenerate with `autoreconf -fi` in the directory with configure.ac' },
  { name: 'Bundler', cue: /\bBundler\b|^Could not (?:find gem|locate Gemfile)|\bGemfile\b/m, help: 'run `bundle install` (with network) to install the Gemfile\'s gems, `bundle update <gem>` after changing a version constraint; run from the directory with the Gemfile (or set BUNDLE_GEMFILE)' },
  { name: 'Composer', cue: /\bcomposer\.(?:json|lock)\b|packagist\.org/, help: '`composer validate` checks composer.json, `composer diagnose` the setup; `-vvv` shows each request' },
  { name: 'LuaRocks', cue: /\bluarocks\b|\.rockspec\b/i, help: '`luarocks lint <rockspec>` checks a rockspec; `--server <url>` chooses the rocks server; `luarocks path` prints the LUA_PATH/LUA_CPATH to use' },
  { name: 'Elixir', cue: /^\*\* \((?:[\w.]+)\) /m, help: 'the error names the module, function and arity; `mix compile --force` recompiles, `iex -S mix` lets you try the call' },
  { name: 'Biome', cue: /\blint\/\w+\/\w+\b|^Checked \d+ files? in /m, help: '`biome check --write` applies safe fixes and formatting, `biome explain <rule>` explains a rule; biome.json configures the rules' },
  { name: 'dpkg/apt', cue: /^(?:dpkg|dpkg-deb|dpkg-query|apt|apt-get): |^E: |^Reading package lists/m, help: 'run `apt-get update` first; `apt-cache policy <pkg>` shows the available versions, `apt-cache search <word>` finds package names; `apt-get -f install` repairs missing dependencies' },
  { name: 'systemd', cue: /\.(?:service|timer|socket|mount|path):\d*:? |\bsystemd\b|Unit \S+ has a bad unit file/, help: '`systemd-analyze verify <unit>` checks a unit, `man systemd.service` / `systemd.exec` list the valid sections, keys and values; run `systemctl daemon-reload` after editing' },
  { name: 'cron', cue: /\bcrontab\b/, help: 'a crontab line is five time fields (minute hour day-of-month month day-of-week) followed by the command, and the file must end with a newline; `crontab -l` shows what is installed' },
  { name: 'sudo', cue: /^sudo: /m, help: '`sudo -l` lists what the user may run; edit sudoers only with `visudo` (it checks the syntax); `-n` fails instead of asking for a password' },
  { name: 'xmllint', cue: /^\S+:\d+: (?:parser error|element \S+: \w+ (?:validity )?error)|^XPath error|failed to load external entity|fails to validate$/m, help: 'the line and the caret show where the document stops being well-formed; `xmllint --noout file` checks well-formedness, `--schema x.xsd` / `--valid` check validity' },
  { name: 'HTML Tidy', cue: /^line \d+ column \d+ - (?:Warning|Error|Info|Access): /m, help: '`tidy -q -e file.html` lists only the problems, `tidy -m file.html` repairs the file in place' },
  { name: 'HTMLHint', cue: /^Scanned \d+ files?, found \d+ errors?/m, help: 'the rule id in parentheses is documented at htmlhint.com (rules); .htmlhintrc configures the rules' },
  { name: 'JSON parser', cue: /^Error: Parse error on line \d+:|is not valid JSON|JSONDecodeError|Expecting property name enclosed in double quotes/m, help: 'JSON allows no comments, no trailing commas and only double-quoted strings and keys; the caret or position marks where parsing stopped' },
  { name: 'pip', cue: /^ERROR: (?:Could not find a version|No matching distribution|Cannot install|ResolutionImpossible|Invalid requirement|THESE PACKAGES DO NOT MATCH)|^(?:Looking in (?:indexes|links)|Collecting|Processing) \S/m, help: '`pip install -v` shows the candidates considered and why they were rejected; `pip index versions <pkg>` lists the versions; for conflicts loosen the pins or use a constraints file' },
  { name: 'pkg-config', cue: /pkg-config search path|PKG_CONFIG_PATH|^Package '[^']+', required by/m, help: '`pkg-config --list-all` lists the installed .pc files; install the library\'s development package or add the directory with its .pc file to PKG_CONFIG_PATH' },
  { name: 'SQLite', cue: /^(?:Parse|Runtime) error near line \d+:|^Error: (?:in prepare, |unable to open database|near )/m, help: '`.schema` shows the tables and constraints; the number in parentheses is the SQLite result code' },
  { name: 'Swift', cue: /^\S+\.swift:\d+:\d+: (?:error|warning): |^error: .*\bswift\b/m, help: '`swift build -v` shows the compiler invocations; Package.swift declares targets and dependencies, `swift package resolve` fetches them' },
  { name: 'Kotlin', cue: /^[ew]: (?:file:\/\/)?\S+\.kts?:\d+:\d+ /m, help: 'the file:line:column points at the expression; Gradle\'s `--stacktrace` shows the build side' },
  { name: 'GHC/Cabal/Stack', cue: /^\S+\.hs:\d+:\d+: error:|^(?:cabal|stack): /m, help: 'fix the first error first; `cabal build -v2` / `stack build --verbose` show the commands; missing packages go in build-depends of the .cabal file' },
  { name: '.NET/MSBuild', cue: /\berror (?:CS|MSB|NU|NETSDK)\d{4}\b|^\s*Determining projects to restore/m, help: 'the code (CSxxxx, MSBxxxx, NUxxxx, NETSDKxxxx) is documented on learn.microsoft.com; `dotnet build -v d` gives detail, `dotnet restore` fetches packages' },
  { name: 'Poetry', cue: /\bpoetry\b|pyproject\.toml changed significantly/i, help: '`poetry lock` updates the lockfile, `poetry install -vvv` shows the resolution; `poetry env info` shows which Python it uses' },
  { name: 'conda/mamba', cue: /\b(?:conda|mamba|micromamba)\b|^(?:Solving environment|PackagesNotFoundError|UnsatisfiableError)/m, help: '`conda search <pkg>` lists versions per channel; add the channel that has it (-c conda-forge); `conda info` shows channels and platform' },
  { name: 'pnpm', cue: /^\s*ERR_PNPM_\w+|\bpnpm\b/m, help: 'the ERR_PNPM_ code is documented at pnpm.io/errors; `pnpm install --reporter=append-only` logs each step' },
  { name: 'Deno', cue: /\bdeno\b|^error: Uncaught \(in promise\)/m, help: 'permission errors name the flag to grant (--allow-net, --allow-read); `deno info` shows the module graph' },
  { name: 'Bun', cue: /^\s*bun (?:install|run|test) v\d|\bBun v\d/m, help: '`bun install --verbose` logs resolution; bunfig.toml configures registries' },
  { name: 'Helm', cue: /^Error: (?:INSTALLATION|UPGRADE) FAILED|\bhelm\b|Chart\.yaml/m, help: '`helm template` renders the manifests locally, `helm lint` checks the chart, `--debug` prints the rendered objects on failure' },
  { name: 'Podman', cue: /\bpodman\b|\bbuildah\b/i, help: '`podman info` shows the storage and runtime setup; rootless containers need subuid/subgid ranges' },
  { name: 'Homebrew', cue: /^(?:Error|Warning): .*\bbrew\b|^==> |\bHomebrew\b/m, help: '`brew doctor` lists setup problems, `brew update` refreshes formulae, `brew install -v` shows the build' },
  { name: 'dnf/yum', cue: /^(?:Error: Unable to find a match|No match for argument|Problem: .*conflicting requests|Last metadata expiration check)/m, help: '`dnf search <word>` finds names, `dnf provides <file>` finds the package with a file; `dnf --refresh` updates metadata; enable EPEL/CRB for extra packages' },
  { name: 'pacman', cue: /^error: target not found: |^error: failed to (?:commit transaction|prepare transaction)|^:: /m, help: 'sync databases first (`pacman -Syu`); `pacman -Ss <word>` searches; AUR packages need an AUR helper or makepkg' },
  { name: 'apk (Alpine)', cue: /^ERROR: unable to select packages:|^fetch https?:\/\/.*APKINDEX/m, help: '`apk update` refreshes the index, `apk search <word>` finds names; Alpine uses musl, so glibc binaries need gcompat' },
  { name: 'Bazel', cue: /^ERROR: .*\bBUILD(?:\.bazel)?:\d+|^INFO: (?:Analyzed|Build completed)|\bbazel\b/m, help: '`bazel build --verbose_failures` shows the failing command, `bazel query` inspects targets and deps' },
  { name: 'sbt/Scala', cue: /^\[error\] .*\.scala:\d+:\d+:|\bsbt\b/m, help: '`sbt -v` shows the JVM and resolution; `last compile` after a failure prints the full log' },
  { name: 'Dart/Flutter', cue: /\bflutter\b|\bpubspec\.yaml\b|^\S+\.dart:\d+:\d+: Error:/m, help: '`flutter doctor -v` checks the toolchain, `dart pub get` fetches dependencies, `flutter clean` clears stale builds' },
  { name: 'Zig', cue: /^\S+\.zig:\d+:\d+: error: /m, help: 'the note lines below the error show the reference chain; `zig build --verbose` prints the commands' },
  { name: 'Nix', cue: /^error: .*\bnix\b|\bnixpkgs\b|^error: builder for '/m, help: '`nix log <drv>` prints the failed build\'s log; `--show-trace` shows where in the expression it failed' },
  { name: 'RuboCop', cue: /^\S+:\d+:\d+: [CWEFR]: (?:\[\w+\] )?[A-Z]\w*\/[A-Z]\w*: |^\d+ files? inspected, \d+ offen[cs]es? detected|\.rubocop\.yml\b/m, help: '`rubocop -a` autocorrects the safe offenses (`-A` all of them); a cop is configured or disabled in .rubocop.yml (`rubocop --auto-gen-config` records the current offenses in .rubocop_todo.yml) and `rubocop --show-cops <Cop>` shows its settings' },
  // Before RSpec: Cucumber's report has a `Failures:` heading too.
  { name: 'Cucumber', cue: /^\d+ scenarios? \((?:\d+ )?(?:failed|undefined|ambiguous|passed|pending|skipped)|^\d+ steps? \((?:\d+ )?(?:failed|undefined|ambiguous|passed|pending|skipped)/m, help: 'an undefined step needs a step definition whose text or expression matches it (Cucumber prints a snippet to paste), an ambiguous one matches two definitions (make one expression more specific or remove the duplicate), a failed one threw in its definition; run one scenario with `cucumber-js features/x.feature:LINE`' },
  { name: 'RSpec', cue: /^Failures:$|^Failed examples:$|^rspec \.\/\S+:\d+ #|^\d+ examples?, \d+ failures?/m, help: 'rerun one example with `rspec path/to_spec.rb:LINE`; a double answers only the messages allowed with `allow(x).to receive(:m)`, `expect(x).to receive(:m)` must be followed by code that sends it, and let/subject names exist only inside their example group' },
  { name: 'Minitest', cue: /^Run options: --seed \d+|^\s*\d+\) (?:Failure|Error):$/m, help: 'rerun one test with `ruby -Itest test/file_test.rb -n test_name`; assert_equal takes (expected, actual), assert_raises(Error) { ... } needs the block to raise' },
  { name: 'PHPUnit', cue: /^PHPUnit \d+\.\d+/m, help: 'run one test with `phpunit --filter testName`; assertSame(expected, actual) compares type and value; a data provider must be a public static method named in @dataProvider (#[DataProvider]); classes under test come from Composer\'s autoloader (vendor/autoload.php as bootstrap); `--fail-on-risky` fails tests without assertions' },
  { name: 'PHP_CodeSniffer', cue: /^FOUND \d+ ERRORS? (?:AND \d+ WARNINGS? )?AFFECTING|^PHPCBF CAN FIX|\bcoding standards? (?:is|are) not installed\b/m, help: '`phpcbf` fixes the violations marked [x] (PSR-12: braces of classes and methods on their own line, 4-space indentation, camelCase method names, a namespace per class); `phpcs -s` shows each sniff\'s code and `phpcs -i` lists the installed standards' },
  { name: 'Perl::Critic', cue: /\(Severity: \d\)$|\bof PBP\b/m, help: '`perlcritic --verbose 8` names each policy and `perldoc Perl::Critic::Policy::<Name>` explains it; silence a reviewed line with `## no critic (Policy)`' },
  { name: 'luacheck', cue: /^Checking \S+\s+(?:OK|\d+ (?:warnings?|errors?))|^Total: \d+ warnings? \/ \d+ errors? in /m, help: '`luacheck --codes` shows each warning\'s code; declare intended globals with --globals or in .luacheckrc (globals, read_globals), make helpers local, and prefix intentionally unused variables with _' },
  { name: 'isort', cue: /Imports are incorrectly sorted|\bisort\b/m, help: '`isort .` sorts the imports in place (`--diff` shows the change, `--check-only` only checks); set profile = "black" and known_first_party under [tool.isort] in pyproject.toml so it agrees with the formatter' },
  { name: 'ansible-lint', cue: /^\s*Rule Violation Summary|^Failed after \S* ?profile|\bansible-lint\b/m, help: 'each rule (fqcn, name[missing], no-changed-when, risky-file-permissions, risky-shell-pipe, yaml) is documented at ansible.readthedocs.io/projects/lint/rules/<rule>; `ansible-lint --fix` rewrites some, a reviewed line is skipped with `# noqa: <rule>`' },
  { name: 'gitlint', cue: /^\d+: [TBM]\d{1,2} /m, help: 'gitlint checks the commit message (T1 title over 72 characters, T3 trailing punctuation, T5 WIP, B1 body lines over 80, B4 second line not empty, B6 no body); rewrite it with `git commit --amend`, configure rules in .gitlint' },
  { name: 'commitlint', cue: /^⧗\s+input: |\bcommitlint\b/m, help: 'a conventional commit header is `type(scope): subject` with type one of build, chore, ci, docs, feat, fix, perf, refactor, revert, style, test, under 100 characters; rewrite it with `git commit --amend`; rules come from commitlint.config.js (extends: [\'@commitlint/config-conventional\'])' },
  { name: 'cpplint', cue: /^Done processing \S+|^Total errors found: \d+/m, help: 'each [category/name] [confidence] is a Google C++ style rule; fix the line, silence a reviewed one with `// NOLINT(category/name)`, or filter rules in CPPLINT.cfg (`filter=-legal/copyright`)' },
  { name: 'SQLFluff', cue: /^== \[\S+\] FAIL$|\bsqlfluff\b|^L:\s*\d+ \| P:\s*\d+ \| /m, help: '`sqlfluff fix` fixes most rules; set the dialect (postgres, mysql, bigquery, ...) with --dialect or in .sqlfluff under [sqlfluff] (`sqlfluff dialects` lists them) and configure rules there' },
  { name: 'Vitest', cue: /^\s*RUN\s+v\d+\.\d+\.\d+ |^\s*Test Files\s+\d+ failed|⎯ Failed Tests \d+ ⎯|^MISSING DEPENDENCY\s/m, help: 'run one test with `vitest run -t "<name>"`; `vitest -u` updates snapshots; set the environment (node, jsdom, happy-dom) with `environment` in vitest.config or a `// @vitest-environment jsdom` comment, and testTimeout for slow tests' },
  { name: 'JUnit Platform', cue: /^Failures \(\d+\):|JUnit Jupiter|MethodSource \[className/m, help: 'run one test with `--select-method Class#method` (console launcher), `mvn -Dtest=Class#method test` or `gradle test --tests Class.method`; assertEquals takes (expected, actual); the `=>` line is the exception and the frames below it show where' },
  { name: 'Bats', cue: /^not ok \d+ .*\n# \(in test file /m, help: 'each test runs under `set -e`: `run cmd` captures $status and $output for the checks that follow (`[ "$status" -eq 0 ]`); `bats --verbose-run` prints the commands; status 127 means the command was not found in PATH' },
  { name: 'Rollup', cue: /^\[!\] RollupError: |^\(!\) |rollupjs\.org\//m, help: 'the rollupjs.org/troubleshooting link explains the error; bare imports need @rollup/plugin-node-resolve (or `external`), CommonJS modules @rollup/plugin-commonjs; a CommonJS config needs the .cjs extension or --bundleConfigAsCjs' },
  { name: 'Sass', cue: /\.s[ac]ss \d+:\d+\s+(?:root stylesheet|@use|@import|@forward|@include)/m, help: 'variables, mixins and functions come from modules: `@use "file"` it and refer to them as file.$name (or @forward them), partials are named _file.scss, paths resolve against the file and --load-path; use math.div() or calc() for division and compatible units in arithmetic' },
  { name: 'Babel', cue: /babeljs\.io|@babel\/|\bbabel\.config\b|\.babelrc\b/m, help: 'the message names the preset or plugin to add to babel.config.json (JSX: @babel/preset-react, TypeScript: @babel/preset-typescript, decorators: @babel/plugin-proposal-decorators), installed with npm i -D; `BABEL_SHOW_CONFIG_FOR=<file>` prints the config used' },
  { name: 'PostCSS/Tailwind CSS', cue: /^CssSyntaxError: |Loading PostCSS Plugin failed|tailwind\.config|postcss\.config/m, help: 'plugins are listed in postcss.config.js and must be installed (npm i -D autoprefixer); Tailwind\'s @apply knows only classes of its theme, plugins or `@layer components` blocks, and `content` must list every template file' },
  { name: 'go test', cue: /^--- FAIL: |^FAIL\s+\S+\s+(?:[\d.]+s|\[build failed\])$|^panic: test timed out after/m, help: 'rerun one test with `go test -run \'^TestName$\' -v ./pkg`; `-race` finds data races, `-timeout` bounds a hanging test (its goroutine dump shows where each goroutine blocks), `-count=1` skips the test cache' },
  { name: 'cargo test', cue: /^test [\w:]+ \.\.\. FAILED$|^---- [\w:]+ stdout ----$|^test result: FAILED/m, help: 'rerun one test with `cargo test <name> -- --nocapture`; RUST_BACKTRACE=1 shows where it panicked; #[should_panic(expected = "...")] names the panic a test expects' },
  { name: 'Prisma', cue: /\bPrisma\w*Error\b|@prisma\/client|\bprisma (?:generate|migrate|db)\b|schema\.prisma/, help: '`npx prisma generate` after installing or changing schema.prisma, `npx prisma migrate dev` (deploy in production) to apply migrations; DATABASE_URL in .env decides the database; each Pxxxx code is explained in Prisma\'s error reference' },
  { name: 'Alembic', cue: /\balembic\b/, help: '`alembic current` and `alembic history` show the database\'s revision and the chain, `alembic heads` the heads (join them with `alembic merge heads`), `alembic upgrade head` applies pending revisions; alembic.ini is read from the current directory (or -c path)' },
  { name: 'boto3/botocore', cue: /\bbotocore\b|\bboto3\b/, help: 'credentials and region come from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_DEFAULT_REGION), ~/.aws/credentials and ~/.aws/config (`aws configure`), a profile (AWS_PROFILE) or a role; `boto3.set_stream_logger("botocore")` logs each request' },
  { name: 'psycopg2', cue: /\bpsycopg2?\b/, help: 'after an error the transaction is aborted until conn.rollback(); parameters go in a tuple with %s placeholders (never string formatting), dicts through psycopg2.extras.Json; the FATAL or ERROR text is the server\'s own message' },
  { name: 'redis-server', cue: /^\*\*\* FATAL CONFIG FILE ERROR|^\d+:[CMSX] \d{1,2} \w{3} \d{4} [\d:.]+ [#*.-] /m, help: 'the configuration directives and their values are listed in the redis.conf shipped with this version (`CONFIG GET <name>` on a running server); directives can also be given on the command line (`redis-server --port 6380`); another instance on the same port must be stopped or moved' },
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
  { name: 'git', cue: /^(?:fatal|error|hint): /m, help: '`GIT_TRACE=1 git ...` shows what git runs; a hook (.git/hooks/pre-commit, commit-msg, pre-push) that exits non-zero stops the command and only its own output says why: fix what it reports, or skip it deliberately with --no-verify' },
  { name: 'Docker', cue: /\bdocker\b|Error response from daemon/i, help: '`docker info`, `docker logs <container>` and `--progress=plain` for builds give more detail' },
  { name: 'kubectl', cue: /\bkubectl\b|error: the server/, help: '`kubectl describe` and `kubectl get events --sort-by=.lastTimestamp` show the cluster\'s reasons; `-v=6` logs requests' },
  { name: 'Terraform', cue: /^(?:│ )?Error: .+\n(?:│ )?\n(?:│ )?\s+on \S+\.tf line \d+/m, help: '`TF_LOG=DEBUG terraform ...` logs provider calls' },
  { name: 'PostgreSQL', cue: /\bpsql\b|^(?:ERROR|FATAL|DETAIL|HINT):  \S|^LINE \d+: |\bSQLSTATE\b|\] (?:FATAL|PANIC|ERROR|LOG|HINT|DETAIL):  \S|^postgres: |\binitdb\b/m, help: 'the SQLSTATE code and the server log (`log_min_error_statement`) say more' },
  { name: 'nginx', cue: /\bnginx\b|\[emerg\]/, help: '`nginx -t` validates the configuration and names the file and line' },
  { name: 'curl', cue: /^curl: \(\d+\)/m, help: '`curl -v` shows the request, TLS handshake and response headers' },
  { name: 'ssh', cue: /^ssh: |\bssh\b.*(?:connect to host|Permission denied)|authentication agent|\bssh-(?:add|keygen|agent)\b|is not a public key file|Bad configuration option/m, help: '`ssh -v` (or -vvv) shows which keys and options are tried; start an agent with `eval "$(ssh-agent -s)"` and `ssh-add`; a private key must be readable only by its owner (chmod 600)' },
  { name: 'OpenSSL', cue: /\bopenssl\b|unable to load (?:certificate|private key)|Could not read (?:certificate|key) from/i, help: '`openssl x509 -in cert.pem -noout -text` and `openssl s_client -connect host:443` inspect certificates' },
  { name: 'kubernetes', cue: /\b(?:pod|deployment|namespace)\/[\w-]+/, help: '`kubectl describe` shows events' },
];

function detectTool(text: string): Tool | undefined {
  return TOOLS.find((t) => t.cue.test(text));
}

/**
 * The program a command line runs, as a tool: the known one of that name, else the program
 * itself with the generic remedy (its --help and man page, its verbose flag).
 */
function toolOfCommand(command: string): Tool | undefined {
  const program = commandProgram(command)?.program;
  if (!program || !/^[\w.+-]{1,40}$/.test(program)) return undefined;
  const known = TOOLS.find((t) => new RegExp(`(?:^|[\\s(/])${escapeRegExp(program)}(?:$|[\\s)/])`, 'i').test(t.name));
  return known ?? {
    name: program, cue: /$^/,
    help: `\`${program} --help\` (or \`man ${program}\`) lists the options and the input it accepts; re-run it with its verbose or debug flag (-v, --verbose, --debug) to see the step that fails`,
  };
}

// ---------------------------------------------------------------------------------------
// Rule and diagnostic ids

interface RuleFamily {
  cue: RegExp;
  tool: string;
  docs: string;
  /** Prefix of the id in the rule table, for ids that are plain words (`redis:` + NOGROUP). */
  table?: string;
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
  { cue: /^(?:\(error\) )?(WRONGTYPE|NOGROUP|BUSYGROUP|NOSCRIPT|NOAUTH|WRONGPASS|EXECABORT|OOM|READONLY|MISCONF|BUSYKEY|NOPERM|CROSSSLOT|MOVED|ASK|LOADING|MASTERDOWN|NOREPLICAS|CLUSTERDOWN|TRYAGAIN|NOPROTO|UNBLOCKED) [A-Z]?[a-z\d]/m, tool: 'Redis', docs: 'the Redis command reference (redis.io/commands/<command>) lists each command\'s arguments and errors', table: 'redis:' },
  { cue: /(?:\bcode: ?['"]|^Error: |\bPrisma\w*Error\b.{0,200}?)(P[1-6]\d{3})\b/m, tool: 'Prisma', docs: 'the code is listed in Prisma\'s error reference (prisma.io/docs/orm/reference/error-reference)', table: 'prisma:' },
  { cue: /(?:\bkeyword['"]?: ?['"]|\bFailed validating ['"])(\$?\w+)['"]/, tool: 'JSON Schema validation', docs: 'the keyword is the rule of the schema the data broke: instancePath (or path) says where in the data, schemaPath which part of the schema, params what it wanted', table: 'jsonschema:' },
  { cue: /\b(SQLSTATE\[?\w{5}\]?|ORA-\d{5}|ER_\w+)\b/, tool: 'the database', docs: 'look the code up in the database\'s error code table' },
  { cue: /\b(E(?!RRORS?\b|XCEPTIONS?\b)[A-Z]{3,}[A-Z0-9_]*)\b:/, tool: 'the operating system (errno)', docs: 'the errno name is the system call\'s reason: ENOENT missing path, EACCES permission, ECONNREFUSED nothing listening, EEXIST already exists, ENOSPC disk full' },
];

/**
 * Lint-report line shapes: each gives the rule id(s) and the message of one diagnostic.
 * ESLint/Stylelint (stylish), flake8/ruff, pylint, mypy, markdownlint, yamllint, Bandit,
 * Rollup/Rolldown error codes, javac -Xlint categories, Clippy/rustc lints, Kubernetes events.
 */
const LINT_LINES: ReadonlyArray<readonly [RegExp, string, (m: RegExpExecArray) => { ids: string[]; message: string }]> = [
  // clang-tidy checks and cppcheck ids: `file.cpp:2:10: error: message [check-name,-warnings-as-errors]`.
  [/^\S+\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|m|mm):\d+:\d+: (?:error|warning|style|performance|portability|information): (.+?) \[([A-Za-z][\w.-]*)((?:,[\w.-]+)*)\]$/, 'clang-tidy/cppcheck',
    (m) => ({ ids: [m[2]!, ...(m[3] ?? '').split(',').filter((id) => id && !id.startsWith('-'))], message: m[1]! })],
  // ShellCheck's caret lines: `  ^-- SC2086 (info): Double quote to prevent globbing ...`.
  [/^\s*\^[-^]*\s*(SC\d{4}) \((\w+)\): (.+)$/, 'ShellCheck', (m) => ({ ids: [m[1]!], message: m[3]! })],
  // Biome: `a.js:2:3 lint/suspicious/noDebugger  FIXABLE  ━━━`.
  [/^\S+:\d+:\d+ lint\/(\w+)\/(\w+)\b/, 'Biome', (m) => ({ ids: [`biome:${m[2]!}`, m[2]!], message: `lint/${m[1]!}/${m[2]!}` })],
  // HTMLHint: `   ^ The attribute name of [ CLASS ] must be in lowercase. (attr-lowercase)`.
  [/^\s*\^ (.+) \(([a-z]+(?:-[a-z]+)+)\)$/, 'HTMLHint', (m) => ({ ids: [m[2]!], message: m[1]! })],
  [/^\s*\d+:\d+\s+(?:error|warning|✖|⚠)\s+(.+?)\s{2,}((?:@[\w-]+\/)?[\w-]+(?:\/[\w-]+)?)$/, 'the linter', (m) => ({ ids: [m[2]!], message: m[1]! })],
  [/^\S+:\d+:\d+: ([A-Z]\d{4}): (.+) \(([a-z][\w-]+)\)$/, 'pylint', (m) => ({ ids: [m[1]!, m[3]!], message: m[2]! })],
  [/^\S+:\d+:\d+: ([A-Z]{1,3}\d{3,4}) (.+)$/, 'the Python linter (flake8/ruff)', (m) => ({ ids: [m[1]!], message: m[2]! })],
  // Checkers that give a line and no column (doc8: `a.rst:4: D002 Trailing whitespace`).
  [/^\S+?\.[\w-]+:\d+: ([A-Z]{1,3}\d{3,4}) (.+)$/, 'the checker', (m) => ({ ids: [m[1]!], message: m[2]! })],
  [/^\S+:\d+(?::\d+)?: error: (.+?)\s+\[([\w-]+)\]$/, 'mypy', (m) => ({ ids: [`[${m[2]!}]`], message: m[1]! })],
  [/^\S+:\d+(?::\d+)?:? (?:error )?(MD\d{3})\/([\w/-]+) (.+)$/, 'markdownlint', (m) => ({ ids: [m[1]!, ...m[2]!.split('/')], message: m[3]! })],
  [/^\s*\d+:\d+\s+(?:error|warning)\s+(.+?)\s+\(([\w-]+)\)$/, 'yamllint', (m) => ({ ids: [`(${m[2]!})`], message: m[1]! })],
  [/^>> Issue: \[(B\d{3}):(\w+)\] (.+)$/, 'Bandit', (m) => ({ ids: [m[1]!, m[2]!], message: m[3]! })],
  [/^(?:\S+\s+)?Warning\s+([A-Z][A-Za-z]+)\s+(.+)$/, 'Kubernetes', (m) => ({ ids: [`k8s:${m[1]!}`], message: m[2]! })],
  [/^\[([A-Z][A-Z_]{3,})\] (.+)$/, 'the bundler (Rollup/Rolldown/Vite)', (m) => ({ ids: [m[1]!], message: m[2]! })],
  [/^\S+\.java:\d+: (?:warning|error): \[([\w-]+)\] (.+)$/, 'javac (-Xlint)', (m) => ({ ids: [`javac:${m[1]!}`], message: m[2]! })],
  [/(?:`-[DW] |#\[(?:allow|warn|deny)\()(clippy::[\w-]+)/, 'Clippy', (m) => ({ ids: [m[1]!.replace(/-/g, '_')], message: m[0] })],
  [/^= note: `#\[warn\(([\w]+)\)\]` on by default$/, 'rustc', (m) => ({ ids: [`rustc:${m[1]!}`], message: m[0] })],
  // RuboCop: `app.rb:3:6: C: [Correctable] Style/StringLiterals: Prefer single-quoted strings ...`.
  [/^\S+:\d+:\d+: [CWEFR]: (?:\[\w+\] )?([A-Z]\w*(?:\/[A-Z]\w*)+): (.+)$/, 'RuboCop', (m) => ({ ids: [m[1]!], message: m[2]! })],
  // cpplint: `app.cc:2:  Using C-style cast.  Use static_cast<int>(...) instead  [readability/casting] [4]`.
  [/^\S+:\d+:\s+(.+?)\s+\[([a-z_]+\/[a-z_+]+)\] \[\d\]$/, 'cpplint', (m) => ({ ids: [`cpplint:${m[2]!}`], message: m[1]! })],
  // pydocstyle: the code and message indented under `app.py:5 in public function `run`:`.
  [/^\s*(D[1-4]\d{2}): (.+)$/, 'pydocstyle', (m) => ({ ids: [m[1]!], message: m[2]! })],
  // puppet-lint: `ERROR: two-space soft tabs not used on line 2 (check: 2sp_soft_tabs)`.
  [/^(?:ERROR|WARNING): (.+?) on line \d+ \(check: (\w+)\)$/, 'puppet-lint', (m) => ({ ids: [`puppet-lint:${m[2]!}`], message: m[1]! })],
  // gitlint: `1: T1 Title exceeds max length (90>72): "..."` (line of the commit message, rule id).
  [/^\d+: ([TBM]\d{1,2}) (.+)$/, 'gitlint', (m) => ({ ids: [`gitlint:${m[1]!}`], message: m[2]! })],
  // SQLFluff: `L:   1 | P:  10 | L010 | Keywords must be consistently upper case.`.
  [/^L:\s*\d+ \| P:\s*\d+ \| (\w+) \| (.+)$/, 'SQLFluff', (m) => ({ ids: [`sqlfluff:${m[1]!}`], message: m[2]! })],
  // commitlint (and other checkers marking a problem with ✖): `✖   type may not be empty [type-empty]`.
  [/^\s*[✖✘×]\s+(.+?)\s+\[([a-z][\w-]*)\]$/, 'commitlint', (m) => ({ ids: [`commitlint:${m[2]!}`], message: m[1]! })],
  // ansible-lint's parseable lines and other checkers' `file:line: rule-id[tag]: message`.
  [/^\S+?\.[\w-]+:\d+(?::\d+)?: ([a-z][a-z\d]*(?:-[a-z\d]+)+(?:\[[\w-]+\])?|[a-z][a-z\d]*\[[\w-]+\]): (.+)$/, 'the checker',
    (m) => ({ ids: [m[1]!, m[1]!.replace(/\[.*$/, '')], message: m[2]! })],
  // Any checker's `file:line[:col]: [severity:] message [rule]` or `(rule)` line (golangci-lint,
  // SwiftLint, ktlint, actionlint, Checkstyle, hadolint, ...): the message and the id it names.
  [/^(?:\[\w+\] )?\S+?\.[\w-]+:\d+(?::\d+)?:?\s+(?:(?:error|warning|warn|info|note|style|convention|refactor|[EWCRFI])\s*:?\s+)?(.{8,200}?)\s+[[(]([A-Za-z][\w./:-]*\w)[\])]$/, 'the checker',
    (m) => ({ ids: [m[2]!], message: m[1]! })],
];

/**
 * Tools that print no rule id: a message shape identifies the check (go vet's analyzers).
 * The id found is looked up in the rule table like any other.
 */
const MESSAGE_RULES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/passes lock by value|copies lock value|assignment copies lock value|range var \w+ copies lock/, 'go-vet:copylocks', 'go vet'],
  [/struct field tag .+ not compatible with reflect\.StructTag\.Get/, 'go-vet:structtag', 'go vet'],
  [/self-assignment of \S+ to \S+/, 'go-vet:assign', 'go vet'],
  [/^(?:vet: )?\S+\.go:\d+:\d+: unreachable code$/, 'go-vet:unreachable', 'go vet'],
  [/the cancel function (?:returned by context\.\w+ )?(?:is not used on all paths|should be called)/, 'go-vet:lostcancel', 'go vet'],
  [/result of [\w./]+ call not used/, 'go-vet:unusedresult', 'go vet'],
  [/loop variable \w+ captured by func literal/, 'go-vet:loopclosure', 'go vet'],
  [/should not use (?:built-in|basic) type \w+ as key for value; define your own type/, 'go-vet:contextkey', 'go vet'],
  [/(?:possible formatting directive|call has possible Printf formatting directive)/, 'go-vet:printf-directive', 'go vet'],
  [/http\.Response\.Body|using resp before checking for errors/, 'go-vet:httpresponse', 'go vet'],
  [/comparison of function \w+ (?:==|!=) nil is always/, 'go-vet:nilfunc', 'go vet'],
  [/unkeyed fields$/, 'go-vet:composites', 'go vet'],
  // Perl::Critic's default report names no policy: its message identifies it.
  [/^Code before strictures are enabled\b/, 'perlcritic:RequireUseStrict', 'Perl::Critic'],
  [/^Code before warnings are enabled\b/, 'perlcritic:RequireUseWarnings', 'Perl::Critic'],
  [/^Stricture disabled\b/, 'perlcritic:ProhibitNoStrict', 'Perl::Critic'],
  [/^Bareword file handle opened\b/, 'perlcritic:ProhibitBarewordFileHandles', 'Perl::Critic'],
  [/^Two-argument "open" used\b/, 'perlcritic:ProhibitTwoArgOpen', 'Perl::Critic'],
  [/^"return" statement with explicit "undef"/, 'perlcritic:ProhibitExplicitReturnUndef', 'Perl::Critic'],
  [/^Expression form of "eval"/, 'perlcritic:ProhibitStringyEval', 'Perl::Critic'],
  [/^Subroutine prototypes used\b/, 'perlcritic:ProhibitSubroutinePrototypes', 'Perl::Critic'],
  [/^Nested named subroutine\b/, 'perlcritic:ProhibitNestedSubs', 'Perl::Critic'],
  [/^Integer with leading zeros\b/, 'perlcritic:ProhibitLeadingZeros', 'Perl::Critic'],
  [/^Variable declared in conditional statement\b/, 'perlcritic:ProhibitConditionalDeclarations', 'Perl::Critic'],
  [/^Module does not end with "1;"/, 'perlcritic:RequireEndWithOne', 'Perl::Critic'],
  [/^Loop iterator is not lexical\b/, 'perlcritic:RequireLexicalLoopIterators', 'Perl::Critic'],
  [/^Symbols are exported by default\b/, 'perlcritic:ProhibitAutomaticExportation', 'Perl::Critic'],
  [/^"require" statement with library name as string\b/, 'perlcritic:RequireBarewordIncludes', 'Perl::Critic'],
  [/^(?:Comma used to separate statements|"select" used to emulate "sleep"|Glob written as <\.\.\.>|Don't modify \$_ in list functions|Use IO::Interactive::is_interactive\(\) instead of -t)/, 'perlcritic:other', 'Perl::Critic'],
];

interface FoundRule { ids: string[]; message: string; tool: string }

const NEXT_MESSAGE_RE = /nextjs\.org\/docs\/messages\/([\w-]+)/;

function lintDiagnostics(lines: readonly string[]): FoundRule[] {
  const out: FoundRule[] = [];
  const seen = new Set<string>();
  for (const line of lines.slice(0, 200)) {
    const byMessage = MESSAGE_RULES.find(([re]) => re.test(line));
    if (byMessage) {
      if (!seen.has(byMessage[1])) { seen.add(byMessage[1]); out.push({ ids: [byMessage[1]], message: line, tool: byMessage[2] }); }
      continue;
    }
    // Next.js links each error to its page: the slug names the error (the build-cache hint is not one).
    const next = NEXT_MESSAGE_RE.exec(line);
    if (next && next[1] !== 'no-cache' && !seen.has(`next:${next[1]}`)) {
      seen.add(`next:${next[1]}`);
      out.push({ ids: [`next:${next[1]!}`], message: line, tool: 'Next.js' });
      continue;
    }
    for (const [re, tool, read] of LINT_LINES) {
      const m = re.exec(line);
      if (!m) continue;
      const found = read(m);
      // A "Warning <Reason>" line counts as a Kubernetes event only for a reason the table knows.
      if (tool === 'Kubernetes' && !ruleInfo(found.ids[0]!)) break;
      const key = found.ids[0]!.toLowerCase();
      if (!seen.has(key)) { seen.add(key); out.push({ ...found, tool }); }
      break;
    }
    if (out.length >= MAX_RULES * 2) break;
  }
  return out;
}

/** Hypotheses for the rule ids an output names: the rule's meaning and fix when it is known. */
function ruleHypotheses(text: string, lines: readonly string[]): Array<readonly [Generic, number]> {
  const out: Array<readonly [Generic, number]> = [];
  const found = lintDiagnostics(lines);
  // Rules the table knows first (they carry a real explanation), in report order.
  const known = found.map((f) => ({ f, info: f.ids.map(ruleInfo).find(Boolean) }));
  for (const { f, info } of [...known.filter((k) => k.info), ...known.filter((k) => !k.info)].slice(0, MAX_RULES)) {
    const id = f.ids.join('/');
    const said = `The message says: "${f.message.trim().slice(0, 200)}".`;
    out.push(info
      ? [{
        id: 'generic.rule', title: `${id}: ${info[0]}`,
        explanation: `${f.tool} rule ${id} reports ${info[0]}. ${said}`,
        fix: `${info[1]} Then re-run ${f.tool} on the file.`,
      }, LIKELIHOOD.knownRule]
      : [{
        id: 'generic.rule-id', title: `${f.tool} reported ${id}`,
        explanation: `The output carries the rule id ${id} from ${f.tool}; the id identifies exactly which check failed. ${said}`,
        fix: `Go to the reported file and line and change what the message names; read the rule's documentation for the correct form. Suppress it only for a reviewed false positive.`,
      }, LIKELIHOOD.rule]);
  }
  if (out.length > 0) return out;
  for (const family of RULE_FAMILIES) {
    const id = family.cue.exec(text)?.[1];
    if (!id) continue;
    const info = ruleInfo(`${family.table ?? ''}${id}`);
    // The id alone says which check failed; its line says what (CS5001: no static `Main` method).
    const line = lines.find((l) => l.includes(id))?.trim();
    const said = line ? ` The line says: "${line.slice(0, 200)}".` : '';
    out.push([{
      id: info ? 'generic.rule' : 'generic.rule-id',
      title: info ? `${id}: ${info[0]}` : `${family.tool} reported ${id}`,
      explanation: `The output carries the diagnostic id ${id} from ${family.tool}${info ? `, which reports ${info[0]}` : ''}; the id identifies exactly which check failed, and its message line (file:line) shows where.${said}`,
      fix: `${info ? `${info[1]} ` : ''}Go to the reported file and line, ${family.docs}. Fix the code or configuration it names; suppress it only for a reviewed false positive.`,
    }, info ? LIKELIHOOD.knownRule : LIKELIHOOD.rule]);
    break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// HTTP statuses

const HTTP_STATUSES: Readonly<Record<number, readonly [string, string]>> = {
  400: ['The server rejected the request as malformed (HTTP 400)', 'Check the request: parameters, body format (JSON), headers and the API version it expects.'],
  401: ['Not authenticated (HTTP 401): credentials missing, wrong or expired', 'Log in again or provide a valid token (npm login / .npmrc `_authToken`, pip index credentials, a git credential helper, `docker login`); check the token has not expired and is sent to this host.'],
  403: ['Forbidden (HTTP 403): authenticated but not allowed, or blocked', 'Check the token\'s scopes and the account\'s access to the package/repository/scope (private packages, organisation membership), and whether a proxy, firewall or IP block answers 403.'],
  404: ['Not found (HTTP 404): wrong name, URL or version — or private and hidden without access', 'Check the spelling, the registry/base URL and the version; private resources answer 404 without credentials, so authenticate too.'],
  407: ['Proxy authentication required (HTTP 407)', 'Configure the proxy credentials (HTTPS_PROXY=http://user:pass@proxy:port, npm config proxy/https-proxy, pip --proxy).'],
  408: ['Request timeout (HTTP 408)', 'Retry; check the network path and proxy, and raise the client timeout for large transfers.'],
  409: ['Conflict (HTTP 409): the resource changed or already exists', 'Fetch the current state and retry the change, or use another name/version.'],
  413: ['Payload too large (HTTP 413)', 'Send less (smaller uploads, chunking) or raise the server/proxy limit (nginx client_max_body_size).'],
  422: ['Unprocessable (HTTP 422): the server rejected the content as invalid', 'Read the error body for the invalid field and fix the request.'],
  429: ['Rate limited (HTTP 429 Too Many Requests)', 'Wait and retry with back-off (honour the Retry-After header), make fewer parallel requests, authenticate for the higher limits of logged-in users (a token), or use a mirror, cache or proxy registry.'],
  500: ['The server failed (HTTP 500)', 'A server-side error: retry later, check the service\'s status page, and report it with the request id if it persists.'],
  502: ['Bad gateway (HTTP 502): a proxy could not reach the service behind it', 'Retry later; check the upstream service and the proxy/load balancer (or the corporate proxy) in between.'],
  503: ['Service unavailable (HTTP 503): the server is down, overloaded or in maintenance', 'Retry later with back-off, check the service\'s status page, or switch to a mirror/cache; for your own service check that its backends are up.'],
  504: ['Gateway timeout (HTTP 504): the service behind a proxy answered too slowly', 'Retry; check the upstream service\'s health and the proxy timeouts.'],
};

const HTTP_RE = /\b(?:returned (?:a |error:? )?|status(?: code)?:? |HTTP\/[\d.]+ |HTTP (?:error |status )?|response(?: code)?:? |\bcode E|error:? )([45]\d\d)\b|\b([45]\d\d) (?:Too Many Requests|Unauthorized|Forbidden|Not Found|Service Unavailable|Bad Gateway|Gateway Time-?out|Internal Server Error|Proxy Authentication Required|Payload Too Large|Request Entity Too Large|Unprocessable Entity|Bad Request|Conflict)\b/i;

const RATE_LIMIT_RE = /\b(?:rate.?limit(?:ed)?|too many requests|toomanyrequests|secondary rate limit|quota exceeded|throttl(?:ed|ing))\b/i;

function httpHypothesis(lines: readonly string[]): Generic | undefined {
  const rate = lines.slice(0, 200).find((l) => RATE_LIMIT_RE.test(l) && !HTTP_RE.test(l));
  for (const line of lines.slice(0, 200)) {
    const m = HTTP_RE.exec(line);
    const entry = m ? HTTP_STATUSES[Number(m[1] ?? m[2])] : undefined;
    if (!m || !entry) continue;
    const status = Number(m[1] ?? m[2]);
    return { id: `generic.http-${status}`, title: entry[0], explanation: `A server answered HTTP ${status}: ${entry[0].replace(/ \(HTTP \d+[^)]*\)/, '').toLowerCase()}. The line: "${line.trim().slice(0, 200)}".`, fix: entry[1] };
  }
  if (rate) {
    const [title, fix] = HTTP_STATUSES[429]!;
    return { id: 'generic.http-429', title, explanation: `The service limits how many requests a client may make: "${rate.trim().slice(0, 200)}".`, fix };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// The tool's own advice

/** Phrases in which tools tell what to do ("consider using X", "use X instead", "should be X", hints). */
const ADVICE_RE = /\b(?:consider using|consider|did you mean|perhaps you meant|maybe you meant|possible solutions|you (?:may|might) (?:need|want) to|use|should be|must be|expected|instead|hint|try|remove|add|rename|install|make sure|to fix)\b/i;

function adviceHypothesis(lines: readonly string[]): Generic | undefined {
  for (const line of lines.slice(0, 80)) {
    const text = line.trim();
    if (text.length < 12 || text.length > 400 || !ADVICE_RE.test(text)) continue;
    // An error object's empty fields (`hint: undefined,`) advise nothing.
    if (/^\w+: (?:undefined|null|None|nil|'')?,?$/.test(text)) continue;
    if (!/\b(?:error|warning|issue|failed|cannot|can't|not|no|invalid|unknown|missing|unexpected|expected|should|must|deprecated|hint|did you mean)\b|✖|⚠|:\s/i.test(text)) continue;
    if (/^\s*at\s|^(?:npm|yarn|gyp) (?:error|ERR!|verb|info) (?:A complete log|code|errno|syscall|stack|cwd|node|argv|command|not ok)/i.test(text)) continue;
    return {
      id: 'generic.tool-advice', title: `The tool says what to change: ${text.slice(0, 140)}`,
      explanation: `The output itself names the fix or the expected form: "${text.slice(0, 300)}". Tools print this advice for the common cause of the message.`,
      fix: `Apply what the message suggests at the reported location, then re-run the command; if the suggestion does not fit, the rule or error id in the line is the thing to look up.`,
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
  NoMethodError: 'a method was called on an object that does not have it — most often on nil, a value that was never set',
  FrozenError: 'a frozen (immutable) object was modified, e.g. a string literal under `# frozen_string_literal: true`; modify a copy (`.dup`, `+""`) instead',
  SystemStackError: 'the stack overflowed: unbounded recursion (a method calling itself without a base case)',
  LoadError: 'a file or gem could not be loaded: it is not installed (gem install / bundle install) or the path is wrong',
  ArgumentError: 'a method was called with the wrong number or kind of arguments',
  ZeroDivisionError: 'a number was divided by zero',
  DivisionByZeroError: 'a number was divided (or taken modulo) by zero',
  ArithmeticError: 'an arithmetic operation failed (overflow, division by zero)',
  RecursionError: 'the maximum recursion depth was exceeded: unbounded recursion without a base case',
  UnicodeDecodeError: 'bytes were decoded with the wrong encoding',
  StopIteration: 'an iterator was advanced past its end',
  CancelledError: 'an asyncio task was cancelled (shutdown, timeout or an explicit cancel)',
  JSONDecodeError: 'the text is not valid JSON (often empty, or HTML from an error page)',
  RuntimeWarning: 'something questionable happened at run time — most often a coroutine that was created but never awaited, or a numeric problem',
  DeprecationWarning: 'an API used here is deprecated and will be removed; the message names the replacement',
  FutureWarning: 'the behaviour of an API will change in a future version; the message says how to keep the current one',
  ResourceWarning: 'a resource (file, socket, subprocess) was not closed; open it with a `with` block or close it explicitly',
  UserWarning: 'a library warns about how it is used; the message says what to change',
  PytestCollectionWarning: 'pytest could not collect something that looks like a test (a Test* class with __init__, or a non-function test_ name)',
  PytestUnhandledCoroutineWarning: 'an async test ran without an async plugin (pytest-asyncio, anyio) and was skipped',
  PytestUnknownMarkWarning: 'a marker is not registered; register it under markers in pytest.ini/pyproject',
  // OCaml's standard exceptions (`Exception: Not_found.`, `Fatal error: exception Failure("x")`).
  Not_found: 'a lookup found nothing (List.assoc, Hashtbl.find, String.index): use the _opt variant (List.assoc_opt, Hashtbl.find_opt) and handle None, or catch Not_found',
  Invalid_argument: 'a function got an argument outside what it accepts (an index past the end of a list, string or array, a negative length)',
  Failure: 'a function failed with the message shown (failwith, int_of_string on a non-number, List.hd of an empty list); use the _opt variant or handle it',
  Match_failure: 'a pattern match met a value none of its cases handles; add the missing case (the compiler\'s non-exhaustive warning names one) or a catch-all',
  Division_by_zero: 'an integer was divided by zero',
  Stack_overflow: 'the stack overflowed: unbounded recursion, or recursion that is not tail-recursive on large input',
  End_of_file: 'input ended while more was read (input_line at end of file); catch End_of_file to stop reading',
  Sys_error: 'a system call failed (a file that does not exist, permission); the message names the path and reason',
  Assert_failure: 'an assert was false at the file and line shown',
  // Julia's error types.
  UndefVarError: 'a variable or function is used that is not defined: a typo, a missing `using`/`import`, or a name defined in another module or scope',
  MethodError: 'no method of the function accepts these argument types (the message lists the closest candidates): convert the arguments, or define or import the method',
  BoundsError: 'an array or string was indexed outside its bounds (Julia indexes from 1 to length)',
  InexactError: 'a value cannot be converted exactly to the target type (a Float with a fraction to Int, a value that does not fit)',
  DomainError: 'a function got an argument outside its domain (sqrt or log of a negative number: use a Complex argument)',
  UndefKeywordError: 'a required keyword argument was not given',
  // Common Lisp conditions (SBCL prints them in capitals).
  'UNDEFINED-FUNCTION': 'a function is called that is not defined: a typo, a function defined later or in a file not loaded, or a missing package prefix',
  'UNBOUND-VARIABLE': 'a variable is used that has no value: define it with defvar/defparameter, bind it with let, or fix the spelling',
  'TYPE-ERROR': 'a value has the wrong type for the function (a string where a number is expected, nil where a list is expected); convert it (parse-integer) or check it first',
  'DIVISION-BY-ZERO': 'a number was divided by zero',
  'SIMPLE-ERROR': 'the code signalled an error with the message shown (error "...")',
  'END-OF-FILE': 'the reader reached the end of the input inside a form: an unbalanced parenthesis or an unterminated string',
  'INPUT-ERROR-IN-LOAD': 'the file could not be read while loading it: a reader error such as an unbalanced parenthesis or an unterminated string at the position shown',
  'READER-ERROR': 'the reader could not read a form: an unbalanced parenthesis, an unknown package prefix or a bad character',
  // Classes of common client libraries and test runners.
  ConnectionRefusedError: 'the TCP connection was refused: nothing listens on that host and port (the server is down, still starting, or on another port or interface)',
  OperationalError: 'the database reported an operational problem (a refused or lost connection, a lock, a missing table or database, a server state); the message says which',
  ProgrammingError: 'the database API was used wrongly: SQL syntax, a missing table, a wrong number of parameters, a Python type the driver cannot adapt (a dict or list: pass json.dumps() or the driver\'s Json wrapper) or a closed connection or cursor',
  IntegrityError: 'a constraint was violated (unique, primary or foreign key, not null): the row conflicts with existing data',
  InFailedSqlTransaction: 'an earlier statement of this transaction failed, so PostgreSQL ignores every command until the transaction ends: catch the first error and call rollback() (or use autocommit or savepoints) before running more statements',
  UndefinedTable: 'the query names a table (relation) that does not exist in this database and search_path: a typo, another schema, or a migration that did not run',
  TooSlowError: 'a Trio deadline (fail_after / move_on_after) passed before the block finished: the operation is too slow or hangs, or the timeout is too short',
  EntityMetadataNotFoundError: 'TypeORM has no metadata for the entity: it is not listed in the DataSource\'s entities (or the glob does not match the compiled files), or the DataSource was not initialized yet — await dataSource.initialize() before getRepository() and queries',
  DriverPackageNotInstalledError: 'the database driver package TypeORM needs for this type is not installed: npm install it (pg, mysql2, sqlite3, better-sqlite3, mssql)',
  CannotExecuteNotConnectedError: 'a query ran before the TypeORM DataSource was initialized (or after it was destroyed): await dataSource.initialize() first',
  QueryFailedError: 'the database rejected the query TypeORM sent; driverError and the message say why',
  MongoServerSelectionError: 'no MongoDB server was reachable within serverSelectionTimeoutMS: the server is down or on another host or port, a replica-set name, TLS or authentication setting is wrong, or an IP allow list (Atlas) blocks this machine',
  ServerSelectionTimeoutError: 'no MongoDB server was reachable within serverSelectionTimeoutMS: the server is down or on another host or port, a replica-set, TLS or authentication setting is wrong, or an IP allow list blocks this machine',
  MongoParseError: 'the MongoDB connection string is invalid: it must start with mongodb:// or mongodb+srv://, with special characters in the user or password percent-encoded',
  ClientClosedError: 'the Redis client is used before `await client.connect()` or after `quit()`/`disconnect()`',
  NoCredentialsError: 'boto3/botocore found no AWS credentials: none in the environment (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY), ~/.aws/credentials, the selected profile, SSO or an instance/task role — run `aws configure` or set a profile',
  NoRegionError: 'no AWS region is configured: pass region_name, set AWS_DEFAULT_REGION (or AWS_REGION), or set region in ~/.aws/config for the profile',
  ProfileNotFound: 'the named AWS profile is not in ~/.aws/config or ~/.aws/credentials (check AWS_PROFILE and the profile name)',
  ParamValidationError: 'the API call\'s parameters do not fit the service\'s model: a missing required parameter, a wrong type, or an invalid value such as a bucket name (3–63 lowercase letters, digits, dots and hyphens)',
  EndpointConnectionError: 'botocore could not connect to the service endpoint URL: no network, a wrong endpoint_url or region, a proxy or a local emulator that is not running',
  ExpiredSignatureError: 'the JWT\'s exp claim is in the past: get a new token (refresh it), or allow for clock skew with leeway',
  InvalidSignatureError: 'the JWT\'s signature does not verify with this key: the token was signed with another secret or key pair, or was altered',
  InvalidAudienceError: 'the JWT\'s aud claim does not match the audience given to decode() (or none was given for a token that has one): pass audience=',
  InvalidIssuerError: 'the JWT\'s iss claim does not match the issuer given to decode()',
  NoValidConnectionsError: 'the SSH client could not connect to any address of the host and port: sshd is not running there, the port is wrong, or a firewall blocks it',
  PasswordRequiredException: 'the private key file is encrypted with a passphrase and none was given: pass password= (or load it through an ssh-agent)',
  AuthenticationException: 'the SSH server rejected the credentials: the wrong user, key or password, or the key is not in the server\'s authorized_keys',
  GraphQLError: 'a GraphQL document failed to parse, validate or execute; the message names the field, type, argument or variable involved',
  YAMLException: 'the YAML does not parse: inconsistent indentation, a tab used for indentation, a duplicated key or an unquoted special character at the line shown',
  CompileError: 'the compiler rejected the source; the bracketed kind (ParseError, ValidationError) and the message name the problem and its position',
  ConfigError: 'the tool\'s configuration is invalid: an unknown option (a typo) or a value of the wrong type',
  CssSyntaxError: 'PostCSS could not parse the stylesheet, or a plugin such as Tailwind\'s @apply rejected it; the message names the file, line and column',
  RollupError: 'Rollup failed; the message names the module and the problem (an unresolved import, a name that is not exported, a parse error, a configuration that cannot be loaded)',
  ScopeMismatch: 'a pytest fixture of a broader scope (session, module, class) requests a fixture of a narrower scope (function): widen the requested fixture\'s scope or narrow the requesting one',
  AssertionFailedError: 'a test assertion failed: the expected and actual values are in the message',
  ExceptionGroup: 'several tasks or operations failed together; each sub-exception is listed below it (fix each, or handle them with except*)',
  MultiError: 'several Trio tasks failed together; each child exception is listed below it',
  NonBaseMultiError: 'several Trio tasks failed together; each child exception is listed below it',
  AggregateError: 'several promises rejected together (Promise.any, or several errors at once); the errors array lists each one',
  PrismaClientInitializationError: 'Prisma Client could not start: the database is unreachable or DATABASE_URL is missing or wrong, or the client was not generated (`npx prisma generate`)',
  PrismaClientKnownRequestError: 'the database rejected a Prisma query; the Pxxxx code says why (P2002 unique constraint, P2025 record not found, P2003 foreign key)',
  PrismaClientValidationError: 'a Prisma query has arguments the generated client does not accept (a missing required field, an unknown field, a wrong type); regenerate the client after changing the schema',
  SequelizeUniqueConstraintError: 'an insert or update violates a unique constraint (the fields are in the error)',
  SequelizeForeignKeyConstraintError: 'an insert or update references a parent row that does not exist (or a delete leaves children behind)',
  SequelizeConnectionRefusedError: 'Sequelize could not connect: the database server is not running at that host and port',
  SequelizeValidationError: 'a model\'s validation failed for the fields listed (allowNull: false, validate rules)',
  SequelizeDatabaseError: 'the database rejected the SQL Sequelize sent; the original error (parent) says why',
  // A bare Error / Exception thrown by application code (JavaScript `throw new Error("...")`).
  Error: 'the code threw a plain Error with its own message: the message says what the application found wrong, and the stack shows where it was thrown',
  Exception: 'the code raised a plain Exception with its own message: the message says what the application found wrong',
};

const CLASS_RE = /^(?:Uncaught |Unhandled exception\. |Exception in thread "[^"]+" |Caused by: |Caught: |ERROR: (?:LoadError: )?|E\s+)?((?:[a-z_][\w$]*\.)*([A-Z][\w$]*(?:Error|Exception|Warning|Failure|Fault)))(?:@\S+?\(\d+\))?(?: \[[A-Za-z_]+\])?(?::\s*(.*))?$/;
/** Python's last traceback line names any exception class, also without an Error suffix (`django.core.exceptions.ImproperlyConfigured: ...`). */
const PY_LAST_RE = /^((?:[a-z_]\w*\.)*([A-Z]\w+)): (.+)$/;
/** SBCL: `Unhandled UNDEFINED-FUNCTION in thread #<SB-THREAD:THREAD "main thread" RUNNING` (and `debugger invoked on a TYPE-ERROR`). */
const LISP_CONDITION_RE = /^(?:Unhandled|debugger invoked on an?) ((?:[A-Z-]+::?)?([A-Z][A-Z-]+))(?: in thread #<| @[\dA-F]+| )/;

/** Ruby (`file.rb:3:in 'x': message (FrozenError)`) and PHP (`Uncaught TypeError: message in`) forms. */
const PY_WARNING_RE = /^\S+:\d+: ((?:\w+\.)*(\w*Warning)): (.*)$/;
const RUBY_CLASS_RE = /^\S+:\d+:in [`'][^']*': (.*) \(((?:\w+::)*(\w+))\)$/;
const PHP_CLASS_RE = /\bUncaught ((?:\w+\\)*(\w*(?:Error|Exception)))(?::\s*(.*?))?(?: in \S+:\d+)?$/;
/** OCaml: `Exception: Not_found.` (toplevel) and `Fatal error: exception Failure("int_of_string")`. */
const OCAML_CLASS_RE = /^(?:Exception|Fatal error: exception) ((?:[A-Z]\w*\.)*([A-Z][a-z]\w*))(?:\s*\(?(.*?)\)?)?\.?$/;
/**
 * Node's print of an error whose class a bundler renamed (`e [Error]: Cannot get value from empty
 * dataset.`): the short name is the minified class, the bracketed one the class it extends.
 */
const BUNDLED_CLASS_RE = /^[A-Za-z_$][\w$]{0,2} \[(\w*(?:Error|Exception))\]:\s*(.*)$/;
/** A plain `Error: message` / `Exception: message`, counted only beside a stack trace. */
const PLAIN_CLASS_RE = /^(?:Uncaught )?(Error|Exception)(?::\s*(.*))?$/;
const STACK_FRAME_RE = /^\s+at \S|^Traceback \(most recent call last\)/m;

function classHypothesis(lines: readonly string[], text: string): Generic | undefined {
  // The last error-class line is the outermost (Python) or first "Caused by" (Java): take the last.
  let found: [string, string, string, string | undefined] | null = null;
  let at = -1;
  for (const [i, line] of lines.entries()) {
    const text = line.trim();
    const m = CLASS_RE.exec(text);
    if (m) { found = [m[0], m[1]!, m[2]!, m[3]]; at = i; continue; }
    const b = BUNDLED_CLASS_RE.exec(text);
    if (b) { found = [b[0], b[1]!, b[1]!, b[2]]; at = i; continue; }
    const w = PY_WARNING_RE.exec(text);
    if (w) { found = [w[0], w[1]!, w[2]!, w[3]]; continue; }
    const r = RUBY_CLASS_RE.exec(text);
    if (r) { found = [r[0], r[2]!, r[3]!, r[1]]; continue; }
    const p = PHP_CLASS_RE.exec(text);
    if (p) { found = [p[0], p[1]!, p[2]!, p[3]]; continue; }
    const o = OCAML_CLASS_RE.exec(text);
    if (o && CLASS_MEANINGS[o[2]!]) { found = [o[0], o[1]!, o[2]!, o[3]]; continue; }
    const c = LISP_CONDITION_RE.exec(text);
    if (c) { found = [c[0], c[1]!, c[2]!, undefined]; continue; }
  }
  // Python: the traceback's last unindented `module.Class: message` line is the exception.
  if (/^Traceback \(most recent call last\):/m.test(text)) {
    const last = [...lines].reverse().map((l) => PY_LAST_RE.exec(l)).find((m) => m && !/^(?:File|During|The above|Traceback)\b/.test(m[0]));
    if (last && (!found || !found[0].endsWith(last[0]))) found = [last[0], last[1]!, last[2]!, last[3]];
  }
  if (!found && STACK_FRAME_RE.test(text)) {
    const plain = lines.map((l) => PLAIN_CLASS_RE.exec(l.trim())).find(Boolean);
    if (plain) found = [plain[0], plain[1]!, plain[1]!, plain[2]];
  }
  if (!found) return undefined;
  const [, fullName, shortName, announced] = found;
  // A message that ends with a colon announces what it lists below it (JUnit's `Invalid test class 'AppTest':`).
  const items = announced?.trim().endsWith(':') && at >= 0 ? listedBelow(lines, at) : [];
  const message = items.length > 0 ? `${announced!.trim()} ${items.join(' ')}` : announced;
  const meaning = CLASS_MEANINGS[shortName!] ?? `the code raised ${shortName}, an application or library error type`;
  const said = message?.trim() ? ` The message says: "${message.trim().slice(0, 160)}".` : '';
  return {
    id: 'generic.error-class',
    warningOnly: shortName!.endsWith('Warning'),
    title: `${shortName} raised`,
    explanation: `${fullName} means ${meaning}.${said}`,
    fix: `Find the innermost stack frame in your own code (not in libraries) and inspect the values used there; fix the input or state that produced the ${shortName}, and handle it where it can be expected (validation, a guard, or a catch with a clear message).`,
  };
}

/**
 * The line that states the error under an exit status alone; when that would be `go run`'s own
 * `exit status 1`, the message the program printed above it (a log.Fatal line) instead.
 */
function statedLine(lines: readonly string[]): string | undefined {
  const reported = reportedLine(lines);
  return reported !== undefined && !isRunExitStatus(reported) ? reported : programMessage(lines) ?? reported;
}

/** The error value a Rust `unwrap()` panicked on names why the call failed (generic-program.ts). */
function unwrappedHypothesis(lines: readonly string[]): Generic | undefined {
  const err = unwrappedError(lines);
  if (!err) return undefined;
  return {
    id: 'generic.unwrapped-error',
    title: `The unwrapped error says: ${err.cause.slice(0, 120)}`,
    explanation: `\`unwrap()\` panicked on the \`Err\` a call returned, \`${err.value}\`: ${err.cause}. The error value names what was wrong with the input or state the call was given; the panic only marks where the code assumed success.`,
    fix: `Check what the call was given against what the error names (${err.cause.slice(0, 120)}) and correct it; then handle the \`Err\` (\`?\`, \`match\`, \`.map_err(...)\`) so a bad input is reported with its cause instead of a panic.`,
  };
}

// ---------------------------------------------------------------------------------------
// Exit codes and signals

const EXIT_CODES: Readonly<Record<number, readonly [string, string]>> = {
  1: ['The command reported a failure (exit code 1)', 'Exit code 1 is the generic "it failed": the tool\'s own messages above say why. Fix the first error it printed.'],
  2: ['The command was misused (exit code 2)', 'Exit code 2 usually means invalid usage: an unknown option, a missing argument or a syntax error in its input. Check the command line against `--help`.'],
  126: ['Command found but not executable (exit code 126)', 'The file exists but cannot be executed: no execute permission (`chmod +x`), a directory, or a binary for another architecture.'],
  127: ['Command not found (exit code 127)', 'The shell could not find the program: install it, fix the name, or add its directory to PATH.'],
  124: ['Timed out (exit code 124 from `timeout`)', 'The command was stopped by `timeout` (or a CI step limit) before it finished. Find what is slow or hanging (a network call, a prompt waiting for input, a deadlock), or raise the limit once the cause is known.'],
  125: ['The container could not be started (exit code 125)', 'docker/podman run itself failed before the command ran: an invalid option, an image that does not exist, or a daemon error. Read the message printed by docker above.'],
  130: ['Interrupted (exit code 130, SIGINT)', 'The process was stopped with Ctrl-C or SIGINT; re-run it and let it finish, or find what interrupted it.'],
  134: ['Aborted (exit code 134, SIGABRT)', 'The program called abort(): a failed assertion, an uncaught C++ exception or detected memory corruption. Look at the message just before it.'],
  137: ['Killed (exit code 137, SIGKILL: usually out of memory)', 'The process was killed with SIGKILL, most often by the OOM killer or a container memory limit. Give it more memory or make it use less (smaller batches, less parallelism).'],
  139: ['Segmentation fault (exit code 139, SIGSEGV)', 'The program accessed invalid memory (a native crash). Run it under a debugger or sanitizer; for interpreted languages suspect a native extension or a version mismatch.'],
  141: ['Broken pipe (exit code 141, SIGPIPE)', 'The process wrote to a pipe whose reader had already exited (e.g. `cmd | head`); usually harmless with set -o pipefail. Ignore SIGPIPE for that command or stop reading early deliberately.'],
  143: ['Terminated (exit code 143, SIGTERM)', 'The process was asked to stop: a timeout, a CI job cancellation or an orchestrator shutting it down (Kubernetes, Docker stop). Check timeouts and graceful shutdown.'],
};

const EXIT_RE = /\b(?:exit(?:ed)?(?: with)? (?:code|status)[:=]? ?|returned (?:a )?non-zero (?:exit )?(?:code|status):? |\] Error |exit code: )(\d{1,3})\b/i;

function exitHypothesis(text: string): Generic | undefined {
  const code = Number(EXIT_RE.exec(text)?.[1]);
  const entry = EXIT_CODES[code];
  if (!entry) return undefined;
  return { id: `generic.exit-${code}`, title: entry[0], explanation: entry[1], fix: `${entry[1].split('. ').slice(1).join('. ') || entry[1]} Scroll up to the first error line of the command and diagnose that line.` };
}

/**
 * The shell's report of a process killed by a signal (`Killed`, `Segmentation fault (core
 * dumped)`, `./app: line 3: 4242 Illegal instruction`): the signal says what kind of death.
 */
const SIGNALS: Readonly<Record<string, readonly [string, string, string]>> = {
  'Killed': ['SIGKILL', 'killed from outside — most often by the kernel\'s OOM killer or a container\'s memory limit (exit code 137)', 'Check `dmesg` / `journalctl -k` for "Out of memory: Killed process", and the container\'s memory limit; give it more memory or make it use less (smaller batches, less parallelism, a heap limit below the container limit).'],
  'Segmentation fault': ['SIGSEGV', 'the program accessed memory it does not own: a null or dangling pointer, a buffer overrun, unbounded recursion, or a native extension built for another version (exit code 139)', 'Run it under a debugger (`gdb -batch -ex run -ex bt --args ...`) or with sanitizers (-fsanitize=address) to find the access; for interpreted languages suspect a native module (rebuild it for this runtime version).'],
  'Aborted': ['SIGABRT', 'the program called abort(): a failed assertion, an uncaught C++ exception, or memory corruption its allocator detected (exit code 134)', 'Read the line printed just before it (the assertion or `terminate called after throwing ...`); get a backtrace with gdb or a core dump to see where.'],
  'Bus error': ['SIGBUS', 'an access to memory that cannot exist: a memory-mapped file truncated while mapped, a full /dev/shm or tmpfs, or a misaligned access on some CPUs (exit code 135)', 'Check that files the program maps are not truncated or changed underneath it and that /dev/shm (a container\'s shm-size) has room; get a backtrace with gdb.'],
  'Illegal instruction': ['SIGILL', 'the CPU met an instruction it does not have: a binary or library built for a newer CPU (AVX, AVX2, AVX-512) or another architecture (exit code 132)', 'Use a build for this CPU (a generic or older -march, a wheel or image without AVX), or rebuild from source on this machine; `grep flags /proc/cpuinfo` lists what the CPU supports.'],
  'Floating point exception': ['SIGFPE', 'an integer division by zero (or an overflowing division) in native code (exit code 136)', 'Find the division (a backtrace with gdb) and guard its divisor against zero.'],
  'Terminated': ['SIGTERM', 'asked to stop from outside: a timeout, a CI job cancelled, `kill`, or an orchestrator stopping the container (exit code 143)', 'Find who sent it (a timeout wrapper, the CI step\'s limit, `docker stop`, Kubernetes); make the program finish in time or handle SIGTERM to shut down cleanly.'],
  'Hangup': ['SIGHUP', 'the terminal or session it ran in was closed (exit code 129)', 'Run long jobs detached from the terminal: `nohup`, `setsid`, tmux/screen, or a service manager.'],
  'Trace/breakpoint trap': ['SIGTRAP', 'a breakpoint or trap instruction ran outside a debugger: often a runtime\'s deliberate crash on a fatal check (exit code 133)', 'Run it under gdb to see the check that failed; read the message printed just before it.'],
};
const SIGNAL_NAMES = Object.keys(SIGNALS).map((k) => k.replace('/', '\\/')).join('|');
/** `Killed`, `Illegal instruction (core dumped)`, `timeout: Killed`, or bash's `./x.sh: line 3: 4242 Killed   cmd`. */
const SIGNAL_RE = new RegExp(`^(?:\\S+: +)?(${SIGNAL_NAMES})(?: +\\(core dumped\\))?$|: line \\d+: +\\d+ (${SIGNAL_NAMES})(?: +\\(core dumped\\))?(?: +.{0,160})?$`);

/** The shell's name of each signal, by the signal's own name (`SIGSEGV` → `Segmentation fault`). */
const SIGNAL_BY_CODE: ReadonlyMap<string, string> = new Map(Object.entries(SIGNALS).map(([name, [code]]) => [code, name]));
/**
 * A debugger's or runtime's report of the signal that stopped the program (`stop reason = signal
 * SIGSEGV: invalid address`, LLDB; `Program received signal SIGSEGV, Segmentation fault.`, gdb;
 * `Fatal signal SIGABRT`): the same causes as the shell's report.
 */
const SIGNAL_CODE_RE = /\b(?:stop reason = signal|received signal|(?:fatal|caught|got|killed by|terminated by|terminated with) signal) (SIG[A-Z]{2,6})\b/i;

function signalHypothesis(lines: readonly string[]): Generic | undefined {
  for (const line of lines) {
    const m = SIGNAL_RE.exec(line.trim());
    const code = m ? undefined : SIGNAL_CODE_RE.exec(line)?.[1]?.toUpperCase();
    const name = m ? (m[1] ?? m[2])! : code ? SIGNAL_BY_CODE.get(code) : undefined;
    if (!name) continue;
    const [signal, meaning, fix] = SIGNALS[name]!;
    return {
      id: 'generic.signal', title: `The process was killed by a signal: ${name} (${signal})`,
      explanation: `"${line.trim().slice(0, 200)}" is how ${m ? 'the shell' : 'a debugger or the runtime'} reports a process ended by ${signal}: ${meaning}.`,
      fix, evidence: line.trim(),
    };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Failure kinds named by the words of the error

/**
 * A bare `?` on a line of its own: how ed (and ex, dc and other line-oriented programs) refuse a
 * command or address without saying why.
 */
const BARE_REFUSAL_RE = /^\?$/m;
/**
 * A program's statement that a name it was given is not of the kind it needs (`data is not a
 * mountpoint`, `build is not a directory`, `'x' is not a block device`): one name (not a pronoun),
 * `is not a`, one or two lower-case words, and nothing after. Case-sensitive and whole-line, so
 * "it is not a bug" and longer descriptions stay descriptions.
 */
const WRONG_KIND_RE = /^(?!(?:it|this|that|there|he|she|which|what|who|everything|nothing|something)\b)['"`\u2018]?[\w./~-]+['"`\u2019]? is not an? [a-z]+(?: [a-z]+)?\.?$/m;
/**
 * A program's statement that a name it was given should be of another kind (`paramter 'project'
 * should be a file or directory.`, type-coverage): a quoted name, `should`/`must be a`, a kind.
 */
const SHOULD_BE_KIND_RE = /['"`\u2018][^'"`\u2019]{1,60}['"`\u2019] (?:should|must) be an? (?:[\w-]+ )?(?:file|directory|folder|path|device|number|integer|string|boolean|list|array|object)\b/;
/**
 * A program's refusal to run as root (`Running distrobox-create as sudo is not supported.`,
 * `Running makepkg as root is not allowed`, `must not be run as root`): a statement tools print, read
 * as output by itself.
 */
const AS_ROOT_RE = /\bas (?:root|sudo|the root user|superuser) is not (?:supported|allowed|permitted)\b|\b(?:must|should) not be run as root\b|\bcannot be run as root\b|\brefus\w* to run as root\b/i;
/**
 * A relative path refused where a full one is required (`Input file must be a full path name.`,
 * EditorConfig; `is not an absolute path`, `path must be absolute`). ABSOLUTE_PATH_STATED_RE is the
 * whole-line statement that marks a text as output: a capitalized subject, `must be a full path`.
 */
const ABSOLUTE_PATH_RE = /\b(?:must|should|needs? to) be (?:an? )?(?:full|absolute) path\b|\bis not an absolute path\b|\bpath must be absolute\b|\brelative paths? (?:is|are) not (?:allowed|supported|permitted)\b|\bexpected an? absolute path\b/i;
const ABSOLUTE_PATH_STATED_RE = /^[A-Z][\w -]{0,40} (?:must|should) be an? (?:full|absolute) path(?: ?name)?\.?$|\bis not an absolute path\b/m;
/**
 * Nothing active or running for the command (`There is no active time tracking.`, Timewarrior;
 * `no virtualenv active`; `There is no current session`): the opposite of already-in-state.
 */
/** `There is no active time tracking.`: the statement that something is not in the state the command needs (also a whole-line report, REPORTS_NOTHING). */
/** A whole line that states what is required (`Source branch or commit reference required.`, git-extras): three words or more. */
const REQUIRED_LINE = String.raw`^(?:[\w.-]+: )?[A-Za-z][\w-]*(?: [\w-]+){1,7} (?:is |are )?required\.?$`;
const REQUIRED_LINE_RE = new RegExp(REQUIRED_LINE, 'm');
const NOT_ACTIVE = String.raw`^There (?:is|are) no (?:active|running|current|open|previous|pending|started)(?: [a-z]+){1,3}\.?$`;
const NOT_IN_STATE_RE = new RegExp(String.raw`${NOT_ACTIVE}|\bno (?:[\w-]+ )?(?:virtualenv|virtual environment|environment|session|transaction|timer|tracking) (?:is )?(?:active|running|open|started)\b`, 'im');
/**
 * Two shapes read both by a kind's pattern and by STATED_FAILURE_LINE_RE (a terse program's whole
 * line): a format named by its upper-case name (`Not a JPEG file`, `not a PNG or GIF image`;
 * generic.file-format), and a file named with the extension of a manifest, config or source file
 * (`No package.json`, `No src/app.ts found`; generic.not-found).
 */
const FORMAT_NAMED = String.raw`(?:valid )?[A-Z][A-Z\d]{1,7} (?:or [A-Z][A-Z\d]{1,7} )?(?:file|image|archive|document|stream)`;
const NAMED_FILE = String.raw`(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:json|ya?ml|toml|lock|xml|ini|cfg|conf|txt|js|mjs|cjs|ts|py|rb|nimble|cabal|gemspec|gradle|env)`;
/** A file of a binary format named by its extension (`photo.jpg`, `disk.qcow2`): what a batch tool's `FAILED: <file>` or `<file> [ERROR]` line names (generic.file-format). */
const MEDIA_FILE = String.raw`\S+\.(?:jpe?g|png|gif|webp|bmp|tiff?|pdf|ps|eps|mp3|mp4|m4a|wav|flac|ogg|opus|mkv|avi|mov|webm|zip|gz|tgz|xz|bz2|zst|7z|rar|iso|img|qcow2|deb|rpm|whl|jar|ttf|otf|woff2?)`;
const KINDS: ReadonlyArray<readonly [RegExp, Generic]> = [
  [/\b(?:stack overflow|stack level too deep|maximum recursion depth|too much recursion|Maximum call stack size|StackOverflowError|SystemStackError|RecursionError)\b/i, {
    id: 'generic.recursion', title: 'Unbounded recursion exhausted the stack',
    explanation: 'A function calls itself (directly or through others) without reaching a base case, so the call stack grows until the runtime stops it; rarely, the data is just nested too deep.',
    fix: 'Find the repeating frame in the trace and check the base case: the condition that stops the recursion must be reached for every input (watch for self-referencing data and accessors calling themselves); turn deep recursion into a loop if the input is really that deep.',
  }],
  [/\b(?:(?:index|call|concatenate|perform arithmetic on|compare) (?:a |the )?nil value|attempt to compare (?:nil with|\w+ with nil)\b|for nil:NilClass|undefined method .{1,80} for nil\b|on null\b|of null\b|member function \w+\(\) on null|NoneType|possibly '(?:null|undefined)'|null pointer|nil pointer dereference|Cannot read propert(?:y|ies) of (?:undefined|null)|\baddress:? 0x0+(?![\dA-Fa-f])|zero page)/i, {
    id: 'generic.null-value', title: 'A value is nil/null/None where an object was expected',
    explanation: 'The code uses a variable, field or return value that is nil/null/None at that point: it was never set or initialized, a lookup found nothing, or a function returned nothing on some path.',
    fix: 'Find where the value should come from and why it is empty; initialize it, check it before use (if x is not None / x != nil / x !== null), or use safe navigation with a default (?. ?? in JS, &. in Ruby, ?-> in PHP, `or {}` in Lua).',
  }],
  [/\b(?:undefined|undeclared|uninitialized|unknown) (?:local )?(?:variable|function|method|constant|name|identifier|symbol|index)\b|\bis not defined\b|\bhas no IMPLICIT type\b|\b(?:function|variable|procedure|command|subroutine|macro) [`'"‘]?[\w.:-]+[`'"’]? (?:is )?not defined\b|\buninitialized constant\b|\bundefined function\b|\bundefined subroutine\b|\bcall to undefined\b|\bis undefined\b|use of undeclared\b|\bnot declared in this scope\b|\bunbound (?:variable|value|identifier|symbol|function)\b|\bunknown procedure\b|\bnot in scope\b|\b(?:identifier|symbol|label|name|type|constant) [`'"‘]?[\w.:$-]+[`'"’]? (?:is )?not (?:defined|declared|found)\b|\bidentifier not found\b|\bno such (?:property|variable|function|method|procedure)\b|\bis not visible\b|\bUnable to bind (?:wire|reg|variable|parameter)|\b(?:unable to|cannot|could not) resolve symbol\b|\bUndefVarError\b/i, {
    id: 'generic.undefined-name', title: 'A name is used that is not defined',
    explanation: 'A variable, function, constant or class is referenced that does not exist where it is used: a typo, a missing import/require/include, a definition in another scope or file that is not loaded, or a variable that is never set.',
    fix: 'Check the spelling against the definition; import/require/include the module that defines it (or install it); define, declare or pass the variable (in languages with declarations add one, e.g. under `implicit none` or `use strict`; for templates and playbooks: define it in vars or give it a default).',
  }],
  [/\bhas no (?:attribute|member|field|method|property)\b|\bno (?:member|field|method|property) named\b|\bis not a member of\b|\bdoes not have (?:a |an )?(?:member|property|attribute|method|field)\b|\bProperty '[^']+' does not exist on type\b|\bno method named\b|\bobject has no attribute\b|\bhas no field or method\b|\bMissingMethodException\b|\bno (?:such )?(?:method|field) ['`"]?\w+/i, {
    id: 'generic.missing-member', title: 'The object has no such attribute, method or field',
    explanation: 'Code accesses a member the value does not have: a typo, a value of another type than assumed (often None/nil/null or a wrapper such as a Response or Promise), or an API that renamed or removed the member between versions.',
    fix: 'Check the type of the value at that point (print type()/class, inspect it in a debugger) and the member names it really has (dir(x), the API docs of the installed version); fix the spelling, unwrap the value (await, .json(), .data), or adapt to the renamed member.',
  }],
  [/\b(?:must be of type|incompatible types?|is not assignable to|type mismatch|wrong type|no implicit conversion of|can't convert|cannot be converted|unsupported operand type|expected type|mismatched types|incompatible (?:pointer|integer) types?)\b/i, {
    id: 'generic.type-mismatch', title: 'A value has another type than the code expects',
    explanation: 'An argument, assignment or operation gets a value of the wrong type (a string where a number is expected, an object where a pointer is expected, null where a value is required).',
    fix: 'Convert the value explicitly at the boundary (parse numbers from strings, to_s/str()/String(), a cast), or fix the declaration so the types agree; the message names the expected and the actual type.',
  }],
  [/\b(?:division by zero|divided by 0|divide by zero|modulo by zero|arithmetic expression|Arithmetic:|arithmetic error|bad argument in an arithmetic|ZeroDivisionError|DivisionByZeroError|badarith)\b/i, {
    id: 'generic.arithmetic', title: 'Arithmetic on an invalid operand (division by zero or a non-number)',
    explanation: 'An arithmetic operation got a divisor of zero or an operand that is not a number (an atom, string, nil or undefined value).',
    fix: 'Check the operands before the operation: guard the divisor against zero and convert or validate values that come from input before doing arithmetic on them.',
  }],
  [/\b(?:never awaited|was never retrieved|attached to a different loop|Event loop is closed|can't be used in 'await' expression|is not awaitable|Task was destroyed but it is pending|coroutine' object|await is only valid in async functions|Promise resolution is still pending|no running event loop|no current event loop|must be called from async context|not in async context|unknown async library|only be run from an AnyIO worker thread|unrecognized yield message|there is no reactor running|Cannot start a runtime from within a runtime|must be called from the context of a Tokio)\b|'await' outside (?:async )?function/i, {
    id: 'generic.async', title: 'Async code used wrongly (a coroutine not awaited, or the wrong event loop)',
    explanation: 'A coroutine or task is created but not awaited, awaited on another event loop than the one it belongs to, or used after its loop closed; its result or exception is lost.',
    fix: 'await every coroutine (or schedule it with asyncio.create_task and keep a reference, then await or gather it), and use await only inside an async def / async function; create loop-bound objects (futures, locks, queues, clients) inside the coroutine run by asyncio.run, not at import time; use asyncio.run once per program. In JavaScript, a promise that never resolves or a missing await ends the run early. Trio and AnyIO functions run only inside trio.run()/anyio.run() (and asyncio libraries do not work under Trio: use AnyIO or trio-asyncio); Tokio needs a runtime (#[tokio::main] or Runtime::block_on) around spawn and I/O, and never block_on inside async code — .await it or use spawn_blocking.',
  }],
  [/^Failed example:$|\*\*\*Test Failed\*\*\*|^(?:Expected|Received|Got|Actual):(?:$| )|\bAssertionError\b|\bexpected:? .{1,60} but (?:got|was|received)\b|\bFailed asserting that\b|\bassertion `?left == right`? failed\b|\bAssertionFailedError\b|\bexpected .{1,80} to (?:deeply )?(?:equal|be|have|throw|match|contain|include|be called)\b|^\s*Failure\/Error: |^\s*\d+\) Failure:$|^\s*expected: .{1,80}$|; want \S|^\s*(?:got|want):$|\bbut nothing was (?:thrown|raised)\b|\bexpected but nothing was raised\b|\bexpected .{1,60} to be thrown\b|\[ "?\$(?:status|output)"? /im, {
    id: 'generic.assertion', title: 'A test expectation failed (expected vs actual)',
    explanation: 'A test (or doctest example) ran and produced another value than the one it expects: the code under test changed or is wrong, or the expectation is outdated.',
    fix: 'Compare the expected and actual values shown; fix the code if the test is right, or update the expectation (the assertion, snapshot or the doctest example in the docstring) if the change is intended; run just that test to iterate.',
  }],
  [/\b(?:did not perform any assertions|(?:has|had|with|contains?) no assertions|risky tests?|expect\.assertions\(|expected (?:at least )?(?:one|\d+) assertions? to be called)\b/i, {
    id: 'generic.no-assertions', title: 'A test ran without checking anything (no assertion was made)',
    explanation: 'The test finished without a single assertion: it forgot to assert, its assertions sit in a callback or promise that never ran or was not awaited, or it only checks that nothing throws. Runners report such tests as risky or failed (PHPUnit --fail-on-risky, Jest expect.assertions).',
    fix: 'Add an assertion on the result, await the promise or callback that holds the assertions (or return it), or declare the intent explicitly when the test only checks that no exception is thrown (PHPUnit expectNotToPerformAssertions(), Jest expect.assertions(n) with awaited code).',
  }],
  [/^\s*(?:>?\s*assert|E\s+assert)\b.*(?:\b\d+\.\d+\)?\s*(?:==|!=)|(?:==|!=)\s*-?\(?\d+\.\d+\b)|\b\d+\.\d*(?:0{6,}|9{6,})\d\b/m, {
    id: 'generic.float-equality', title: 'Floating-point numbers compared for exact equality',
    explanation: 'The comparison checks a computed float against a decimal literal with == (or prints a value like 0.30000000000000004): binary floating point cannot represent most decimals exactly, so sums and products differ from the literal in the last bits.',
    fix: 'Compare with a tolerance: pytest.approx(0.3) or math.isclose(a, b, rel_tol=1e-9) in Python, expect(x).toBeCloseTo(0.3) in Jest/Vitest, assertEquals(expected, actual, delta) in JUnit, assert_in_delta in Minitest, (a - b).abs() < f64::EPSILON in Rust; or round before comparing, or use Decimal/integer cents for money.',
  }],
  [/\bwarnings?,? (?:found and -Werror specified|(?:are |being )?treated as errors?)\b|\b-Werror\b|implied by `-D warnings`|\bwarningsAsErrors\b|too many warnings \(maximum: \d+\)/i, {
    id: 'generic.warnings-as-errors', title: 'Warnings are treated as errors (-Werror, -D warnings, --max-warnings)',
    explanation: 'The build or lint runs with warnings promoted to errors, so a warning (shown above this line) fails it; CI often sets this while local builds do not.',
    fix: 'Fix the warning named above (its category or rule is shown in brackets or backticks); suppress it only locally with a reason (@SuppressWarnings, #[allow(...)], an eslint-disable comment); relax -Werror only deliberately.',
  }],
  [/"(?:before|after) (?:all|each)" hook|\bERROR at (?:setup|teardown) of\b|\bbefore(?:All|Each)\b.{0,40}\b(?:failed|error)|\bfixture .{1,60} (?:failed|error)/i, {
    id: 'generic.test-setup', title: 'Test setup or teardown (a hook or fixture) failed, not the test itself',
    explanation: 'The failure happened in a before/after hook or a fixture: the tests depending on it did not run. Usually a resource the setup needs is unavailable (a database, server, file) or the setup code itself throws.',
    fix: 'Fix the hook/fixture named in the report (its error is shown below the name); make the resource it needs available in the test environment (start the service, mock it), and make teardown tolerate a failed setup.',
  }],
  [/\bbad argument\b|\bbadarg\b|\binvalid argument\b|\bEINVAL\b|\bargument #?\d+ .{0,40}\b(?:expected|must be)\b/i, {
    id: 'generic.bad-argument', title: 'A function got an argument it does not accept',
    explanation: 'A built-in or library function was called with a value of the wrong type or outside what it accepts (nil/null where a table/object is expected, a string that is not a number, an invalid flag).',
    fix: 'Look at the argument the message numbers or names and where it comes from; pass the expected type (the message often says "expected X, got Y"), check for nil/null before the call, and validate input before converting it.',
  }],
  [/\bCVE-\d{4}-\d{4,}|\bGHSA-[\w]{4}-[\w]{4}-[\w]{4}\b|\bvulnerabilit(?:y|ies)\b|\bSeverity: (?:high|critical|medium)\b/i, {
    id: 'generic.vulnerability', title: 'A security scanner reported a vulnerability or an insecure pattern',
    explanation: 'A dependency has a known vulnerability (CVE/GHSA advisory), or the code uses a pattern a security scanner flags (injection, weak crypto, disabled verification, secrets in code).',
    fix: 'For a dependency, upgrade to the fixed version the report names (npm audit fix, pip install -U, cargo update, a lockfile override/resolution for transitive ones); for code, apply the safer API the rule names. Suppress only a reviewed false positive, with a reason and an expiry.',
  }],
  [/\b(?:would reformat|would be reformatted|Code style issues found|not (?:properly )?formatted|needs formatting|is not formatted|Forgot to run Prettier|format check failed|Formatter would have printed|incorrectly (?:sorted|formatted)|should be clang-formatted|clang-format-violations)\b|^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/im, {
    id: 'generic.formatting', title: 'A formatter check found files that are not formatted',
    explanation: 'The formatter runs in check mode (CI) and some files differ from its output: they were edited without running the formatter, or the formatter version/config differs from the one used locally.',
    fix: 'Run the formatter in write mode and commit the result (prettier --write ., black ., isort ., ruff format, gofmt -w, shfmt -w, cargo fmt, terraform fmt, clang-format -i); a diff printed by a check (--diff, -d) shows the change it would make; pin the formatter version so local and CI agree.',
  }],
  [/\bfailed (?:the )?minimum (?:[a-z]+ )?coverage\b|\b(?:minimum|required) (?:[a-z]+ )?coverage\b.{0,60}\bnot (?:met|reached)\b|\bcoverage (?:threshold|failure)\b|\bcoverage\b.{0,60}\b(?:does not meet|is below|is under|is less than|below the|under the)\b.{0,40}\b(?:threshold|minimum|fail[-_]under|required)\b|--fail-under\b|\bfail_under\b/i, {
    id: 'generic.coverage-threshold', title: 'Test coverage is below the required threshold',
    explanation: 'The tests passed, but the share of lines, branches or functions they run is lower than the minimum the coverage tool is configured to require (a fail-under or threshold setting), so the tool fails the run.',
    fix: 'Read the report for the files and lines not covered (the Missing or uncovered column) and add tests that run them; or, if the threshold is too strict for this change, lower it deliberately in the coverage configuration (fail-under, coverageThreshold, --fail-under-line) rather than skipping the check.',
  }],
  [/\b(?:integer overflow|cannot be represented in type|arithmetic overflow|value out of range|out of range for type|numeric value out of range|too large for type|(?:integer|smallint|bigint|numeric|value) out of range)\b/i, {
    id: 'generic.overflow', title: 'A number overflowed its type',
    explanation: 'A computed value does not fit the numeric type that holds it (a 32-bit int past 2147483647, a column type, an unsigned going below zero); in C/C++ signed overflow is undefined behaviour.',
    fix: 'Use a wider type (int64_t / long long, BIGINT, a big-integer type), check the range before the operation (or use checked arithmetic such as __builtin_add_overflow), and validate input sizes.',
  }],
  [/\b(?:abstract class|abstract method|Can't instantiate abstract|Cannot instantiate (?:abstract|interface))\b/i, {
    id: 'generic.abstract', title: 'An abstract class or interface was instantiated',
    explanation: 'Abstract classes and interfaces cannot be created directly; only a concrete subclass implementing every abstract method can.',
    fix: 'Instantiate a concrete subclass (or write one that extends the abstract class and implements its abstract methods).',
  }],
  // Not `<frozen runpy>`: Python names its frozen standard modules so in every traceback's frames.
  [/\b(?:(?<!<)frozen|immutable|can't modify|cannot assign to (?:read-only|const)|read-only (?:property|object|string|variable))\b/i, {
    id: 'generic.immutable', title: 'An immutable value was modified',
    explanation: 'The code changes an object that is frozen, constant or read-only (a frozen string literal, a const binding, a read-only property, an immutable collection).',
    fix: 'Modify a copy instead (.dup / +"" in Ruby, spread or structuredClone in JS, list(x) in Python), or declare the value mutable where it is created.',
  }],
  [/\b(?:function_clause|no (?:matching )?function clause|no matching (?:function|overload|method|constructor)|no overload matches|no clause match|case_clause|badmatch|no match of right hand side|MatchError|non-exhaustive patterns?|incomplete pattern match(?:ing)?)\b/i, {
    id: 'generic.no-match', title: 'No clause, pattern or overload accepts these arguments',
    explanation: 'The value reaching a function or pattern match has a shape none of its clauses/overloads handles: an unexpected argument value or type, or an error return ({error, Reason}, null) where success was assumed.',
    fix: 'Compare the actual arguments (shown in the error) with the clauses or overload signatures; handle the missing case (a catch-all clause, a case on {ok, _} / {error, _}) or convert the argument to the expected type.',
  }],
  [/\bis ambiguous\b|\bmultiple (?:[\w-]+ )?definitions match\b|\bambiguous (?:type variable|reference|call|name|column|argument|overload|occurrence|import|match)\b|\bAmbiguous (?:type variable|occurrence)\b|\bmore than one (?:candidate|match|overload)\b/i, {
    id: 'generic.ambiguous', title: 'A name or call is ambiguous (it matches more than one thing)',
    explanation: 'The tool found several candidates for a name, call or argument and cannot choose: the same column in two joined tables, two imports of the same name, overloads that fit equally, a type the compiler cannot infer, or a git argument that is both a revision and a path.',
    fix: 'Make it specific: qualify the name (a table alias, a module or namespace prefix), add a type annotation or cast, import only one of the names, or separate revisions from paths with `--` in git.',
  }],
  [/\b(?:hash(?:es)? (?:mismatch|do(?:es)? not match)|DO NOT MATCH THE HASHES|checksum (?:mismatch|failed|did not match|verification failed)|integrity check failed|EINTEGRITY|Hash Sum mismatch|sha\d+ mismatch)\b/i, {
    id: 'generic.integrity', title: 'Downloaded content does not match its recorded hash or checksum',
    explanation: 'A package or file was checked against the hash recorded for it (a lockfile, a requirements file with --hash, a checksum list) and differs: the version was updated without regenerating the hashes, a cache holds a corrupt download, or a mirror or proxy serves altered content.',
    fix: 'If the change is intended, regenerate the hashes or lockfile (pip-compile --generate-hashes, npm install to refresh package-lock.json, go mod tidy, apt-get update); otherwise clear the cache and download again, and examine the source (mirror, proxy) for tampering before trusting it.',
  }],
  [/\binvalid (?:byte sequence|multibyte|continuation byte|start byte|UTF-?8)|\bmalformed UTF-?8\b|\bcodec can't (?:decode|encode)\b|\bincomplete multibyte\b|\bnot valid UTF-?8\b|\bdid not contain valid UTF-?8\b|\billegal byte sequence\b|\bEILSEQ\b|\bUnicode(?:En|De)codeError\b|\bunmappable character\b/i, {
    id: 'generic.encoding', title: 'Text in another character encoding than the tool assumes',
    explanation: 'Bytes were read or written as text in an encoding they are not in: a file saved as Latin-1/Windows-1252 read as UTF-8 (or the reverse), binary data read as text, or a locale (LANG/LC_ALL = C or POSIX) that makes the tool assume ASCII.',
    fix: 'Find the file\'s real encoding (`file -i name`, `chardetect`) and convert it (`iconv -f latin1 -t utf-8`), or open it with that encoding (encoding="..." in Python, -encoding for javac); set a UTF-8 locale (LANG=C.UTF-8) and open binary data in binary mode.',
  }],
  [/\b(?:getaddrinfo|Name or service not known|Could not resolve (?:host|hostname)|Temporary failure in name resolution|ENOTFOUND|EAI_AGAIN|nodename nor servname|no such host|(?:host|name) or service not provided, or not known|Name does not resolve|No address associated with hostname)\b/i, {
    id: 'generic.dns', title: 'A host name could not be resolved (offline, DNS, proxy or a typo)',
    explanation: 'The tool tried to reach a host by name and DNS gave no address: the machine is offline or sandboxed, DNS or /etc/resolv.conf is broken, a proxy is required, or the host name is misspelled.',
    fix: 'Check the host name for typos and resolve it by hand (`getent hosts <host>`, `nslookup <host>`); check network access, /etc/resolv.conf and /etc/hosts, a required proxy (HTTPS_PROXY) or VPN; in a container check its network and DNS; offline, use a local mirror or cache.',
  }],
  [/\b(?:failed downloading|failed to download|could not be downloaded|download failed|unable to download|Failed searching manifest|No results matching query)\b/i, {
    id: 'generic.download', title: 'A download from a package server or mirror failed',
    explanation: 'The tool could not fetch an index, manifest or package from its server: no network access, a proxy or firewall in between, a wrong or unavailable server/mirror URL, or the name or version asked for does not exist on that server.',
    fix: 'Check network access to the server named (offline machine, proxy, firewall, DNS), the server/mirror URL in the configuration and whether it is up, and the name and version asked for; retry, or install offline from a local cache, mirror or vendored copy.',
  }],
  [/\b(?:out of bounds|above upper bound|below lower bound|index out of (?:range|bounds)|subscript out of (?:range|bounds)|list index out of range|past the end of (?:the )?array|ArrayIndexOutOfBounds\w*)\b/i, {
    id: 'generic.bounds', title: 'An index is outside the bounds of an array or sequence',
    explanation: 'An array, list or matrix is indexed past its end or before its start: an off-by-one loop bound (<= n instead of < n, 0- versus 1-based indexes), an empty collection, or a size taken from other data.',
    fix: 'Check the index against the size where it is used (valid indexes are 0..n-1, or 1..n in Fortran, R and Lua); fix the loop bound or guard empty input; keep bounds checking on in debug builds (-fcheck=bounds, -fsanitize=address, _GLIBCXX_ASSERTIONS).',
  }],
  [/\b(?:missing newline|no newline at end of file|newline (?:at|before) (?:the )?(?:end of (?:the )?file|EOF)|missing-final-newline|new-line-at-end-of-file)\b/i, {
    id: 'generic.final-newline', title: 'The file must end with a newline',
    explanation: 'The last line of the file has no line terminator; some tools (crontab, POSIX text tools, linters) reject or drop such a last line.',
    fix: 'Add a newline after the last line; configure the editor to insert a final newline (.editorconfig insert_final_newline = true).',
  }],
  [new RegExp(String.raw`\bthe following arguments are required\b|\b(?:option|argument|parameter|field|property|key|input|value) (?:is|are) required\b|\bmissing (?:\d+ )?required (?:positional |keyword )?(?:argument|parameter|option|field|property|key)s?\b|\brequired (?:argument|parameter|option|flag|field|property)s? (?:\S+ )?(?:is |are )?(?:missing|not (?:given|provided|set|specified))\b|\bis a required (?:field|property|option|parameter|argument)\b|\bexpects? (?:exactly |at least )?\d+ arguments?,? (?:but )?(?:got|received|given|found) \d+|\btakes \d+ positional arguments? but \d+ (?:were|was) given\b|\bwrong number of arguments\b|\b(?:too (?:many|few)|not enough) arguments\b|\bmissing (?:an? )?(?:argument|operand|parameter|value) (?:for|after|to)\b|${REQUIRED_LINE}`, 'im'), {
    id: 'generic.missing-argument', title: 'A required argument, option or field is missing (or the count is wrong)',
    explanation: 'A command, function or configuration was given fewer (or more) arguments than it takes, or a required option, parameter or field was left out: a call site not updated after a signature change, a flag without its value, or a configuration entry that is mandatory.',
    fix: 'Compare the call with its signature or the command\'s usage (`--help`, the function definition, the schema): pass the missing argument or field (the message names it), remove the extra one, and give options their values.',
  }],
  [/\b(?:environment variable|env var)s? (?:['"`\u2018]?[A-Z][A-Z\d_]*['"`\u2019]? )?(?:is |are )?(?:not (?:set|defined)|unset|missing|empty)\b|\b[A-Z][A-Z\d]*_[A-Z\d_]*[A-Z\d]['"`\u2019]? (?:environment variable )?(?:is |was )?(?:not set|unset|undefined|empty|missing)\b|\b[A-Z][A-Z\d]*_[A-Z\d_]*[A-Z\d]['"`\u2019]? (?:must|needs to) be set\b|^No :?[a-z][\w-]*(?: :?[a-z][\w-]*)? (?:specified|configured|set)\b|\b(?:is|are) not (?:set|configured)(?:[;,.]|$)|\bmust be set\b|\b[a-z]+ not specified\.?$/im, {
    id: 'generic.unset-setting', title: 'A setting the program needs is not given (an environment variable, option or configuration entry)',
    explanation: 'The program reads a value it cannot run without — a connection URL, an engine or target, a path, a key — from an environment variable, a command-line option or its configuration file, and none of them sets it: the variable is not exported in this shell (or the .env file that sets it is not loaded), the option was left out, or the configuration file is not the one it reads.',
    fix: 'Give the value where the program reads it — export the environment variable the message names (`export NAME=value`, or the .env file the tool loads), pass it as an option on the command line, or add it to the configuration file (the tool\'s `--help` and docs name the option and the variable); check with `env | grep NAME` that it reaches the process.',
  }],
  [/(?<!\b(?:number|value|argument|arguments|integer|string|field|fields|option|parameter|property|key|input|name|password|token|version) )\b(?:is required|are required)\b|\b(?:(?:is )?not installed|there is no package called|Could not locate|cannot load such file|Dependency "[^"]+" not found|could not be satisfied|required by '[^']+', not found|no package '[^']+' found)\b/i, {
    id: 'generic.missing-dependency', title: 'A required dependency, library or project file is not installed or not found',
    explanation: 'The tool needs a package, library, program or file that is not installed or not where it looks: for C/C++ builds usually the library\'s development package (headers and .pc file), for language packages the project\'s dependencies are not installed yet, or the command runs outside the project directory.',
    fix: 'Install what the message names — the system package (`apt install libfoo-dev`, `dnf install foo-devel`; `apt-cache search foo` finds the name) or the language package (pip/npm/gem/`bundle install`, `install.packages()` in R, `luarocks install`) — or point the tool at it (PKG_CONFIG_PATH, CMAKE_PREFIX_PATH, -L/LDFLAGS); run from the project root, where its files are.',
  }],
  [/\b(?:Could not get lock|Unable to acquire the dpkg frontend lock|is locked by another process|Another (?:git|app|instance) process seems to be running|index\.lock': File exists|lock file exists|Waiting for cache lock|database is locked|Resource temporarily unavailable.{0,40}lock|another process (?:is|holds)|EWOULDBLOCK)\b/i, {
    id: 'generic.lock-held', title: 'Another process holds a lock the command needs',
    explanation: 'A lock file or lock is held by another process that is still running (a second install, an editor, a background update or indexer) — or by one that crashed and left a stale lock file behind.',
    fix: 'Wait for the other process to finish (find it with `ps aux | grep <tool>`, `lsof <lockfile>`, `fuser <lockfile>`); only if none runs, remove the stale lock file the message names; avoid running two instances of the tool at once.',
  }],
  [/\b(?:has expired|is expired|token expired|expired token|ExpiredToken|credentials? (?:have|has) expired|session expired|certificate expired|password expired|expired on \d)/i, {
    id: 'generic.expired', title: 'A credential, token or certificate has expired',
    explanation: 'Something time-limited is past its validity: an access token or session, temporary cloud credentials, a password, or a certificate — or the machine\'s clock is wrong, which makes valid ones look expired.',
    fix: 'Renew it (log in again, refresh the token or temporary credentials, renew the certificate) and check the system clock (`date`, NTP); automate the renewal where it recurs.',
  }],
  [/\b(?:password|passphrase|passcode|credentials)\b[^.\n]{0,80}\b(?:is|was|are|were) (?:incorrect|wrong|invalid|not correct)\b|\b(?:incorrect|wrong|invalid|bad) (?:password|passphrase|passcode|credentials)\b/i, {
    id: 'generic.credentials', title: 'The password, passphrase or credentials given are wrong',
    explanation: 'The program checked a secret it was given (a password or passphrase in an option, an environment variable, a file or a prompt) and it does not match: a typo, a secret of another account, repository or key, a stale value left in the environment or a password file, or the wrong variable read first.',
    fix: 'Find where the program takes the secret from (the option, the environment variable the message names, a password file or command, a keyring) and give the right one for this account, repository or key; unset a stale value (`unset NAME`) and check which source wins; if the secret is lost, reset it where that is possible (keys encrypted with a lost passphrase cannot be recovered).',
  }],
  [/\bkernel features? detection\b|\b(?:not supported|unsupported|not available|not enabled|missing) (?:by|in|on|from) (?:the |this |your )?(?:running |host )?kernel\b|\bkernel (?:does not|doesn't) support\b|\bkernel (?:is )?too old\b/i, {
    id: 'generic.kernel-feature', title: 'The kernel (or the container it runs in) lacks a feature or privilege the tool needs',
    explanation: 'The tool probes the running kernel for a feature (namespaces, checkpoint/restore, a module, a file system, a system call) and the probe fails: the kernel is too old or built without it, the module is not loaded, or the tool runs in a container or VM whose kernel features are hidden and whose capabilities (CAP_SYS_ADMIN, CAP_CHECKPOINT_RESTORE) are dropped.',
    fix: 'Run the tool\'s own check (`criu check`, `podman info`, `lsmod`, `modprobe <module>`) and compare `uname -r` with the version it needs; run it on the host or in a container given the privilege it needs (--privileged or the specific --cap-add), or load the module or use a kernel that has the feature.',
  }],
  [/\b(?:circular (?:dependenc(?:y|ies)|imports?|references?|requires?)|import cycles?|dependency cycles?|cycle detected|cyclic dependenc(?:y|ies)|partially initialized module)\b/i, {
    id: 'generic.circular', title: 'A circular dependency (modules, targets or resources depend on each other)',
    explanation: 'Two or more modules, build targets or resources depend on each other in a cycle, so one is used before it is fully defined or the tool cannot order them.',
    fix: 'Find the cycle the message lists and break it: move the shared part into a third module both import, import lazily (inside the function), or invert one dependency (an interface, a callback).',
  }],
  [/\b(?:dead|broken) (?:links?|URLs?|anchors?|references?)\b|\blinks? (?:is |are )?(?:dead|broken)\b/i, {
    id: 'generic.broken-link', title: 'A link points to a page, file or anchor that does not exist (a dead link)',
    explanation: 'A link checker followed a link and found nothing there: a relative path that does not resolve from the file that holds it, a renamed or deleted page, a misspelt anchor, or an external URL that is gone or not reachable from here.',
    fix: 'Open the target the checker lists: fix the path (relative to the linking file) or URL, create the missing page, or remove the link; for external URLs check they load from this machine, and exclude the ones that only fail here (rate limits, logins) in the checker\'s configuration.',
  }],
  [/\b(?:lock ?file (?:is )?(?:out of date|not up to date|needs to be updated)|(?:package-lock\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|Cargo\.lock|Gemfile\.lock|composer\.lock|go\.sum|uv\.lock|Pipfile\.lock) (?:is )?(?:out of (?:date|sync)|not (?:up to date|in sync))|--frozen-lockfile|--locked was passed|missing go\.sum entry|are not in sync|changed significantly since \S+ was last generated)\b/i, {
    id: 'generic.lockfile-stale', title: 'The lockfile does not match the manifest',
    explanation: 'The dependency manifest (package.json, pyproject.toml, Cargo.toml, Gemfile, composer.json, go.mod) was changed without updating its lockfile, and the command runs in frozen/locked mode (CI) where it may not update it.',
    fix: 'Update the lockfile locally with the package manager (npm install, yarn/pnpm install, poetry lock, cargo update -p <crate>, bundle install, composer update --lock, go mod tidy) and commit it together with the manifest.',
  }],
  [/\b(?:NO_PUBKEY|signatures? (?:couldn't be verified|could not be verified|verification failed|is invalid|were invalid)|BADSIG|EXPKEYSIG|GPG error|gpg: Can't check signature|public key is not available|invalid signature|unknown public key)\b/i, {
    id: 'generic.signature', title: 'A signature could not be verified (missing or changed signing key)',
    explanation: 'A repository, package or commit is signed with a key the machine does not trust or have: a new or rotated repository key, a key that expired, or content that was altered.',
    fix: 'Import the publisher\'s current signing key from its official source (for apt: the keyring file under /etc/apt/keyrings referenced by signed-by=), then update again; do not disable signature checks.',
  }],
  [/\b(?:No space left on device|ENOSPC|disk (?:is )?full|not enough (?:disk )?space|insufficient (?:disk )?space|quota exceeded on|Disk quota exceeded|EDQUOT)\b/i, {
    id: 'generic.disk-full', title: 'The disk (or a quota) is full',
    explanation: 'A write failed because the file system, a quota or a container\'s writable layer has no space left (or no inodes: `df -i`), often filled by build caches, logs or images.',
    fix: 'Find what fills it (`df -h`, `df -i`, `du -sh * | sort -h`), clear caches and old artifacts (docker system prune, package caches, logs), or give it more space; for file watchers hitting ENOSPC raise fs.inotify.max_user_watches.',
  }],
  [/\b(?:Too many open files|EMFILE|ENFILE|ulimit -n)\b/i, {
    id: 'generic.fd-limit', title: 'Too many open files (file descriptor limit)',
    explanation: 'The process reached its limit of open files/sockets: a leak (files or connections not closed) or a low limit for a workload that watches or opens many files.',
    fix: 'Close files and connections after use (with/using/defer), and raise the limit where it is legitimately needed (`ulimit -n 65536`, LimitNOFILE= in a systemd unit, the container\'s nofile ulimit).',
  }],
  [/\b(?:size|length|limit|memory limit|payload|body|request|upload|file|message|packet|string|argument list|line|name|path) (?:is )?too (?:large|long|big)\b|\bexceeds? (?:the )?(?:maximum|max|limit|allowed)\b|\b(?:maximum|max) (?![\w ]*\btime\b)[\w ]{1,30} exceeded\b|\blimit (?:of \S+ )?exceeded\b|\bE2BIG\b|\bmax_allowed_packet\b/i, {
    id: 'generic.limit', title: 'A size or count limit was exceeded',
    explanation: 'The input or request is larger than a limit set by the tool, server or system: a maximum body or upload size, a line, path or argument-list length, a packet or message size, or a count of items.',
    fix: 'Find the limit the message names and its setting; send less (split or paginate, stream large data, pass long file lists through xargs or a file), or raise the limit where it is legitimately too low (client_max_body_size, max_allowed_packet, the tool\'s --max option).',
  }],
  [/\b(?:Read-only file system|EROFS)\b/i, {
    id: 'generic.read-only-fs', title: 'The file system is mounted read-only',
    explanation: 'The path lives on a read-only mount: a container\'s read-only root or volume (:ro), a system directory protected by the OS, or a disk remounted read-only after errors.',
    fix: 'Write to a writable location (a volume, /tmp, the project directory), mount the volume read-write, or check the disk (`dmesg`) if it was remounted read-only after errors.',
  }],
  [/\bnot allowed (?:here|in this context|inside|outside)\b|\bis only (?:allowed|valid) (?:in|inside|within)\b|\bcannot (?:be used|appear) (?:here|outside|in this context)\b|\bdirective is not allowed\b|\boutside (?:of )?(?:a |any )?(?:function|loop|block|section)\b/i, {
    id: 'generic.wrong-context', title: 'A directive or statement is used where it is not allowed (wrong block or section)',
    explanation: 'The name is valid, but not in the place it is written: configuration directives belong to certain sections (a server, location or directory block, a global section), and statements such as return, break or await only to a function, loop or async function.',
    fix: 'Move it into the block where it belongs — the reference lists each directive\'s context (Apache: Require and Options inside <Directory>/<Location>, or .htaccess with AllowOverride; nginx: the "Context:" line of each directive) — or wrap the statement in the function or loop it needs.',
  }],
  [/\bnot a valid l-?value\b|\blvalue required\b|\binvalid (?:left-hand side|assignment target)\b|\bcannot assign to\b|\bis not assignable\b|\bassignment to (?:a )?(?:constant|read-only|net|wire)\b/i, {
    id: 'generic.not-assignable', title: 'The target of an assignment cannot be assigned',
    explanation: 'The left side of an assignment is not something that can hold a value there: an expression or function call, a constant, or (in hardware description languages) a net such as a wire assigned from a procedural block.',
    fix: 'Assign to a variable instead (in C a modifiable lvalue, in JavaScript a declared let variable or property; in Verilog declare the signal reg/logic to assign it in initial/always blocks, or drive a wire with `assign`), and compare with == where a comparison was meant.',
  }],
  [/\b(?:no idea|(?:do|does)n't know|do(?:es)? not know) what ['"\u2018`][^'"\u2019`\s]{1,60}['"\u2019`]|\bunknown [a-z]+(?: [a-z]+)? ['"\u2018`][^'"\u2019`\s]{1,60}['"\u2019`]|\bunknown (?:user|group|host|section|target|element|tag|context|key name|lvalue|locale|encoding|database|table|column|schema|plugin|provider|resource type|package|module|region|profile|service|collation|storage engine|character set)\b|\bis not recognized\b|\bno context exists\b|\bFound an unknown key\b|\bBad configuration option\b|\bno such (?:user|group|context|section|target|task)\b|\bDon't know how to build task\b|\bTask '[^']+' not found\b|\bunknown (?:task|target)\b|\bundefined namespace prefix\b|\bnamespace prefix \S+ (?:is )?not defined\b|\bunknown (?:input |output )?(?:format|type|mode|keyword|language|scheme|protocol|driver|backend|engine|reader|writer|style|theme|preset)\b|\b(?:unknown|unrecogni[sz]ed)\s*:\s*['"`‘]?[\w.-]/i, {
    id: 'generic.unknown-name', title: 'A name is not known to the tool (a typo, or it does not exist)',
    explanation: 'The command or configuration refers to a user, host, section, key, target, element or context by a name the tool does not know: a misspelling, a name of another version or tool, or something that was never created.',
    fix: 'Compare the name with the ones that exist (the tool can list them: `getent passwd`, `kubectl config get-contexts`, `ninja -t targets`, the configuration reference for sections and keys); correct the spelling or create it first.',
  }],
  [ABSOLUTE_PATH_RE, {
    id: 'generic.absolute-path', title: 'A relative path was given where a full (absolute) path is required',
    explanation: 'The program takes the path as it is and does not resolve it against the current directory: it wants a full path from the root (`/home/dev/app/src/a.js`), and a relative one (`src/a.js`, `./out`) is refused.',
    fix: 'Pass the full path: prefix it with the directory (`"$PWD/src/a.js"`), resolve it (`realpath src/a.js`, `readlink -f`, `path.resolve()` or `os.path.abspath()` in code), or set the option in the configuration as an absolute path.',
  }],
  [/\bbad (?:minute|hour|day-of-month|day-of-week|month|command|value|format|number|time|date)\b|\b(?:illegal|invalid|bad) (?:process|user|group|job|session|port|device|thread) (?:id|number|name)\b|\binvalid (?:value|format|number|input|date|time|version|time ?span|mode)\b|\bdoes not start with (?:a )?digit\b|\bnot a valid\b|\bis not a (?:valid )?(?:[\w-]+ )?(?:file|key|archive|certificate|number|integer|value)\b|\bnon-numeric argument\b|\bnot a number\b|\bInvalid values?:|\bChoices: |\b(?:must be|is not|expected) one of\b|\binvalid choice\b|\bnot a valid choice\b|\b(?:outside|out of) (?:the )?(?:valid |allowed )?range\b|\bmust be between\b|\bexpected (?:an? )?(?:numeric|integer|number|boolean|float|decimal) value\b/i, {
    id: 'generic.invalid-value', title: 'A value is not in the format or range the tool accepts',
    explanation: 'A field, argument or file holds a value the tool cannot read: the wrong format (a word where a number or a time is expected, a version that does not start with a digit), outside the allowed range, or a file of another kind than expected.',
    fix: 'Look at the field or argument the message names and its documented format (e.g. crontab: five time fields, then the command; versions start with a digit; durations need a unit such as 5s), correct the value or convert it (as.numeric, int(), parseInt), and check the file with the tool\'s own validator.',
  }],
  [BARE_REFUSAL_RE, {
    id: 'generic.bare-refusal', title: 'The program refused a command without saying why (a bare "?")',
    explanation: 'A line with only "?" is how ed, ex, dc and other line-oriented programs reject input: a command they do not know, an address or line range outside the buffer, or a command that needs a file name, a buffer or a previous pattern that is not there.',
    fix: 'Ask the program for the reason (in ed `h` explains the last "?" and `H` explains every one; other programs take a verbose or help option), then fix the command or its address: line numbers within the buffer, a known command letter, the file name it needs.',
  }],
  [/\bnot allowed with (?:argument|option|flag)\b|\bmutually exclusive\b|\bcannot be (?:used|combined|specified|given) (?:together )?with\b|\b(?:options?|flags?|arguments?) .{1,80} cannot be (?:used|combined|specified|given) together\b|\bconflicts with (?:the )?(?:option|argument|flag|--?\w)/i, {
    id: 'generic.options-conflict', title: 'Two options were given that cannot be used together',
    explanation: 'The command line combines options the program treats as mutually exclusive: each selects a different mode or output, so only one of them may be given (one of them may also come from a configuration file, an alias or an environment variable).',
    fix: 'Keep one of the two options the message names and drop the other (or run the command twice, once with each); check aliases, wrapper scripts and configuration files for the one you did not type.',
  }],
  [/\bno (?:active|current|open) (?:project|workspace)\b|\bnot (?:in|inside|within) an? (?:[\w-]+ )?(?:project|workspace)(?: directory| folder)?\b|\boutside (?:of )?(?:an? |the )?(?:[\w-]+ )?(?:project|workspace)\b|\bnot an? (?:[\w-]+ )?(?:project|workspace) (?:directory|folder|root)\b|\b(?:could not|cannot|can't|unable to) (?:find|locate|determine) (?:an? |the )?(?:[\w-]+ )?(?:project|workspace)(?: root| directory)?\b|\b(?:from|in) the root (?:directory|folder) of an? (?:existing |valid )?(?:[\w-]+ )?(?:package|project|workspace)\b|\bno (?:valid )?root (?:package|project) found\b/i, {
    id: 'generic.outside-project', title: 'The command must run inside a project (none found here)',
    explanation: 'The command works on a project or workspace and finds none in the current directory or its parents: the project\'s own file (its configuration or manifest, such as scrapy.cfg, angular.json, nx.json, Cargo.toml, package.json) is not there because the command ran from another directory, or the project has not been created yet.',
    fix: 'Change to the project\'s root directory (where its configuration file is) and run the command again, or point the tool at it with its project option; if there is no project yet, create one with the tool\'s own init, new or startproject command.',
  }],
  [/^(?:[\w.-]+ (?:error|ERR!) )?(?:usage|Usage|USAGE):(?: \S|$)|\bEUSAGE\b|\b(?:option|argument|flag) requires an argument\b|\brequires an argument\b|\btoo (?:many|few) arguments\b|\bmissing operand\b/m, {
    id: 'generic.usage', title: 'The command line does not fit the command\'s usage',
    explanation: 'The program printed its usage (or a complaint about its arguments) instead of running: an option without its value, an operand missing or one too many, options in an order or combination it does not accept, or a subcommand it does not have.',
    fix: 'Compare the command line with the usage line it printed (and `<tool> --help` or `man <tool>` for the installed version): give each option its value, add the missing operand (file, name, target), quote arguments with spaces or glob characters, and put options where the usage shows them.',
  }],
  [/\b(?:unknown|unrecogni[sz]ed|invalid|unsupported|illegal) (?:(?:configuration|config|compiler|command[- ]line|global|server) )?(?:command|option|options|flag|argument|directive|parameter|subcommand|key|field|property|setting)\b|\bbad (?:directive|option|flag|keyword)\b|\bunknown (?:shorthand )?flag\b|is not a \w+ command|did you mean\b|['"`\u2018]--?[a-z][\w-]*['"`\u2019]: (?:No such file or directory|cannot open|not found)|(?:^|\s)--[a-z][\w-]*: (?:No such file or directory|cannot open|not found)/im, {
    id: 'generic.unknown-option', title: 'Unknown or invalid command, option or setting',
    explanation: 'The tool does not accept a name in the command line or configuration: a typo, an option of another subcommand or tool, one that the installed version does not have (newer or removed), or a misplaced argument.',
    fix: 'Check the spelling against `<tool> --help` or the configuration reference for the installed version (`<tool> --version`); follow any "did you mean" suggestion; upgrade the tool if the option is newer.',
  }],
  [/\bEOF (?:while|when) (?:seeking|looking for|scanning for|searching for)\b|\bEOF in multi-line (?:statement|string)\b|\bseeking end of (?:quote|string|pattern|comment)\b|\b(?:syntax error|parse error|unexpected (?:token|end of (?:file|input)|character|EOF)|expected .{1,20} (?:but found|before|after)|malformed|invalid syntax|unterminated|unbalanced|incomplete (?:selector|expression|statement|input|command|pattern|regexp?|query|string|escape(?: sequence)?|token|format specifier)|unmatched [(\[{)\]}'"]|unclosed (?:group|paren\w*|bracket|brace|quote|string)|(?:no|missing) closing (?:bracket|brace|paren\w*|quote|tag)|could not parse|failed to parse|cannot parse|can't parse|unable to parse|error (?:while )?parsing|not valid (?:JSON|YAML|XML|TOML)|invalid expression|unexpected (?:numeric constant|string constant|symbol|input)|Expecting (?:'\w+'|\w+ got)|but instead found|not well-formed|tag mismatch|premature end of|END OF FILE\)|invalid indentation|unexpected indent|unindent does not match|inconsistent (?:use of tabs|indentation)|might be unmatched|when expecting|Need an operator|Missing dependency operator|unexpected [\w ]{2,30}? in (?:function application|expression|pattern|declaration|statement)|unexpected [a-z]+(?: [a-z]+){0,3} (?:on|at) line \d+)/i, {
    id: 'generic.syntax', title: 'Syntax or parse error in code, configuration or data',
    explanation: 'Something the tool reads does not follow its grammar: an unclosed bracket or quote, a missing separator (comma, semicolon, colon), wrong indentation, or input in another format than expected (HTML instead of JSON).',
    fix: 'Go to the reported file/line/column and look just before it for the unclosed or missing token (a bracket, quote or separating comma); JSON allows no comments, trailing commas or single quotes; validate the file with the format\'s checker (a linter, `jq .`, `yamllint`, `xmllint --noout`, `nginx -t`, `bash -n`).',
  }],
  [new RegExp(String.raw`^(?:ERROR|FAILED|FAIL):? ${MEDIA_FILE}$|^${MEDIA_FILE}\s+\[(?:ERROR|FAILED|FAIL)\]$|\bis not a valid (?:[\w-]+ ){0,2}(?:device|file|image|archive|container|volume|disk|document)\b|\b(?:cannot|can't|could not|couldn't|unable to) (?:read|decode) (?:the )?(?:input )?(?:picture|image|photo|audio|video|media) file\b|\b(?:couldn't|could not) (?:initiali[sz]e|process) (?:the )?file\b|\b(?:cannot|can't|could not|couldn't|unable to) recognize (?:the )?(?:[\w-]+ ){0,2}(?:marker|header|signature|format|magic|file type)\b|\b(?:file format not recognized|not (?:an? )?(?:[\w-]+ )?(?:archive|compressed data)|Is not archive|cannot open (?:the )?file as (?:an? )?(?:\[\w+\] )?archive|not in (?:gzip|\w+) format|unknown (?:file |archive |image )?format|unsupported (?:image |file |archive )?format|cannot identify image file|bad magic(?: number)?|not a (?:valid )?(?:gzip|bzip2|zip|xz|tar|ELF|PNG|JPEG|image|PDF) file|not an? ${FORMAT_NAMED}|is not a bzip2 file|wrong (?:file )?format)\b`, 'i'), {
    id: 'generic.file-format', title: 'The file is not in the format the tool expects (or is damaged)',
    explanation: 'The tool read the file\'s first bytes and did not find the format it handles: a file of another kind (plain text, an HTML error page saved by a download, another archive or image format than its name says), a file compressed or encrypted with another tool, or a damaged or incomplete copy.',
    fix: 'Check what the file really is (`file <name>`, `head -c 64 <name> | xxd`); open it with the tool for that format, re-download it (check the URL did not return an error page, compare the checksum), or convert it first.',
  }],
  [/\b(?:EOF while reading|premature end|unexpected end of (?:input|data|stream|archive)|(?:file|archive|data|download|input) (?:is |was )?(?:truncated|incomplete)|truncated (?:file|archive|input|data|header)|compressed data (?:is )?corrupt|corrupt(?:ed)? (?:file|archive|data|input|header|block)|damaged|CRC (?:error|failed|mismatch)|Data error|invalid compressed data|(?:file|input|data|stream|archive|header) is too short)\b/i, {
    id: 'generic.truncated', title: 'The input ends early or is damaged (truncated or corrupt data)',
    explanation: 'The data stops before its format says it should, or its checks fail: an interrupted download or copy, a disk that filled up while writing, a transfer in text mode, or a file that is still being written.',
    fix: 'Get a complete copy again (re-download, copy in binary mode, wait for the writer to finish) and compare its size and checksum with the source (`sha256sum`); test the archive before use (`xz -t`, `zstd -t`, `gzip -t`, `7z t`, `unzip -t`).',
  }],
  [/\b(?:format specifications?|format directives?|format string|not enough arguments (?:for format string|passed to printf)|too (?:many|few) arguments for format|\w format: an? [\w ]+ is required|format '%\w+' expects)\b/i, {
    id: 'generic.format-string', title: 'A format string\'s placeholders do not match its arguments',
    explanation: 'A printf-style format (or a translated message) has other placeholders than the arguments given, or than the original string: a %d where a string is passed, a placeholder without its argument, or a translation that changed, dropped or reordered the placeholders.',
    fix: 'Make the placeholders agree with the arguments in number, order and type (%s text, %d integers, %f floats; `{name}` fields by name); in a translation (PO file) keep the same directives as the msgid, and check with `msgfmt -c`.',
  }],
  [/\b(?:not implemented|NotImplemented(?:Error|Exception)|unimplemented!|ENOSYS|Function not implemented)\b/i, {
    id: 'generic.not-implemented', title: 'A feature is not implemented here (a stub, a test environment or a platform without it)',
    explanation: 'The code called something this runtime, library or environment does not provide: a browser API a test DOM (jsdom) lacks, a method left for subclasses (NotImplementedError), a backend or driver without the feature, a system call the platform does not have, or a stub nobody wrote yet.',
    fix: 'Provide it where it is missing: mock or polyfill it in tests (window.matchMedia, navigation, canvas through the canvas package), configure a backend or driver that has it (a result backend, another engine), implement the method in the subclass — or avoid the call on this platform.',
  }],
  [/\b(?:no (?:data|tests?|files?|inputs?|input files|sources?|targets?|changes|packages|items|matches|results|coverage data|patch(?:es)?|commits?|migrations?|stash(?:es)?|updates?|snapshots?|backups?|jobs?|tasks?|entries|records) to (?:report|run|collect|test|lint|check|process|build|install|commit|show|combine|upload|analy[sz]e|format|push|pop|apply|revert|restore|delete|remove|clean|migrate|upgrade|update|send|deploy|publish|sync|undo|redo|refresh|rebase|squash)|nothing to (?:commit|report|run|test|install|uninstall|remove|build|push|compare|do|lint|check))\b/i, {
    id: 'generic.nothing-to-do', title: 'The command found nothing to work on (no data, input or tests)',
    explanation: 'The command ran but its input is empty: the step that produces it (a coverage run, a build, a test collection, a commit) did not run or ran elsewhere (another directory or data file), or the paths, patterns, filters or names given select nothing (a package or item that is not installed or does not exist under that name).',
    fix: 'Run the step that produces the input first (`coverage run` before `coverage report`, the build before the deploy), run from the project directory the tool expects, and check the paths, patterns, filters, names or data file it was given (list what exists: the tool\'s `list` command).',
  }],
  [/\b(?:checksum|integrity|hash|digest|sha(?:1|256|512)?sum)(?: verification| check)? (?:failed|mismatch|does not match|did not match)\b/i, {
    id: 'generic.checksum', title: 'A checksum or integrity check failed: the data is not what was published',
    explanation: 'The tool compared the data with a recorded checksum and they differ: an incomplete or corrupt download or copy, a file changed after the checksum was taken (edited, re-generated, converted line endings), or a checksum that belongs to another file or version.',
    fix: 'Get the file and its checksum again from the same release and compare sizes; re-compute the checksum only if you changed the file on purpose (and then update every place that records it, such as a lockfile).',
  }],
  [new RegExp(`${WRONG_KIND_RE.source}|${SHOULD_BE_KIND_RE.source}`, 'm'), {
    id: 'generic.wrong-kind', title: 'The name given is not the kind of thing the command works on',
    explanation: 'The program was given a path or name that exists but is of another kind than it needs: a file where a directory is needed, a plain directory where a mount point, block device, repository or link is expected, or a value where a name of a certain type is expected.',
    fix: 'Check what the name really is (`ls -ld`, `stat`, `file`, `findmnt`, `lsblk`) and pass the right one, or make it that kind first (mount the volume on it, initialise the repository, create the directory).',
  }],
  [new RegExp(String.raw`\b(?:no such file or directory|no such (?:key|table|column|user|host|device|process|object|container|image|command|option|remote|ref|branch)|does not exist|not found|cannot find|can't find|could not find|unable to (?:find|locate|open)|(?:can't|cannot|could not|couldn't) open (?:(?:the |input )?file |directory )?['"\u0060\u2018]?(?:\.{0,2}\/|~\/)[\w@.+-]+|No [a-z]+(?: [a-z]+){0,4} ['"\u0060\u2018][^'"\u0060\u2019\n]{1,60}['"\u0060\u2019] found|missing|no ['"\u0060\u2018]?[\w.-]+['"\u0060\u2019]?(?: [\w.-]+)?(?: (?:has|have|was|were) been)? (?:found|available)|unresolved (?:imports?|dependenc(?:y|ies)|modules?|references?|externals?)|(?:could not|cannot|can't|unable to|failed to) resolve|^No ${NAMED_FILE}(?= (?:file )?found|[.!]?\s*(?:\n|$)))\b`, 'im'), {
    id: 'generic.not-found', title: 'Something required is missing (file, module, package, command or object)',
    explanation: 'The tool looked for a file, module, package, command or named object and did not find it: it is not installed or created yet, the path is relative to another working directory, the name is misspelled, or a previous step (build, install, migration, generation) did not run.',
    fix: 'Identify the missing name in the message; check it exists where the tool looks (`ls`, the current directory, PATH, the package list); install or create it, fix the path or name, or run the step that produces it.',
  }],
  // Not ssh's notice `Pseudo-terminal will not be allocated because stdin is not a terminal.`
  [/(?<!because )\b(?:stdin|stdout|stderr|standard (?:input|output)|input|output)(?: device)? is not a (?:tty|terminal)\b|\b(?:failed to|unable to|could not|cannot|can't) open (?:a |the )?tty\b|\bno tty present\b/i, {
    id: 'generic.no-terminal', title: 'The program needs an interactive terminal (a TTY) and was not given one',
    explanation: 'A full-screen or interactive program (an editor, a pager, a TUI, a prompt for a password) draws on or reads from a terminal, and its input or output is a pipe, a file or nothing: it runs from a script, a CI job, an agent\'s or an IDE\'s command runner, `docker exec` without `-t`, or ssh without `-t`. Whatever it was asked to do never started.',
    fix: 'Run it in a terminal, or give it one (`docker exec -it`, `ssh -t`, `script -qc \'<command>\' /dev/null`); from a script use its non-interactive form instead — a batch, print or client option, `--yes`/`--no-pager`/`--no-input`, or the answer passed as an option or environment variable.',
  }],
  [AS_ROOT_RE, {
    id: 'generic.as-root', title: 'The program refuses to run as root (or under sudo)',
    explanation: 'The tool checks who runs it and stops when that is root: it would create files owned by root in a user\'s home, or it manages per-user state (user containers, builds, a package cache) that must not belong to root. Shells that are root by default — a container, a CI job, `sudo` out of habit — meet this first.',
    fix: 'Run it as an ordinary user, without sudo; in a container or CI job create one (`useradd -m dev`) and run it as that user (`su dev -c \'…\'`, `USER dev` in a Dockerfile); or, when the tool offers it and root is really meant, use its own option for that (the message names it, e.g. `--root`).',
  }],
  [/\b(?:permission denied|access denied|not permitted|forbidden|unauthori[sz]ed|EACCES|EPERM|\b40[13]\b|(?:invalid|wrong|bad|insecure|incorrect|unsafe|unprotected) (?:file )?permissions|permissions (?:\S+ )?(?:are too open|should be))/i, {
    id: 'generic.permission', title: 'Permission or authorization denied',
    explanation: 'The user, process or credential lacks the right for the operation: file ownership/mode, a protected directory, missing or expired credentials, or a role/policy that does not grant it.',
    fix: 'Find which identity runs the command (`id`, `whoami`, the token or role in use) and what it touches; grant the specific permission (ownership, mode, role, scope) or use the right credentials; avoid running as root to bypass it.',
  }],
  [/\bno response from\b|:\d+ - no response$|\b(?:connection refused|ECONNREFUSED|could not connect|couldn't connect|failed to connect|could not open a connection|unable to connect|cannot connect|connect: |no route to host|network is unreachable|host is down)\b/i, {
    id: 'generic.connection', title: 'Nothing reachable at the target address (service down, wrong host or port)',
    explanation: 'A connection attempt failed: the service is not running or still starting, listens on another port or interface (127.0.0.1 vs 0.0.0.0), the host/port in the configuration is wrong, or a firewall/network blocks it.',
    fix: 'Check the service is up and listening (`ss -ltnp`, `docker ps`, `systemctl status`), compare host and port with the configuration, and test the path with `curl -v` / `nc -vz host port` from the same machine or container.',
  }],
  [/\b(?:timed? ?out|timeout|deadline exceeded|ETIMEDOUT|maximum execution time|time limit)\b/i, {
    id: 'generic.timeout', title: 'Operation timed out',
    explanation: 'The operation did not finish within its time limit: the remote side is slow or unreachable (firewall drops packets, DNS, proxy), the work itself is too slow, or the limit is too low.',
    fix: 'Check reachability and latency of the target, look for slow work (queries, large transfers), and raise the timeout only once the cause is known.',
  }],
  [/\b(?:memory leaks?|(?:storage|memory) \w+ not (?:released|freed) before\b|definitely lost|LeakSanitizer|detected memory leaks)\b|\bMemory leak: /i, {
    id: 'generic.memory-leak', title: 'Memory is allocated and never freed (a leak)',
    explanation: 'A checker (a static analyser, valgrind, a sanitizer) found memory that is allocated and then unreachable without being released: a missing free/delete on some path (often an early return or an error branch), an overwritten pointer, or ownership that no one takes.',
    fix: 'Follow the allocation the report names to every exit of the function and release it on each (free/delete, a cleanup label, RAII or smart pointers in C++, defer-style cleanup); or hand it to an owner that frees it. `valgrind --leak-check=full` or -fsanitize=address shows the allocating stack.',
  }],
  [/\b(?:out of memory|cannot allocate memory|ENOMEM|memory exhausted|heap space|OOM)\b/i, {
    id: 'generic.memory', title: 'Out of memory',
    explanation: 'The process needed more memory than available or allowed (a container/VM limit, a runtime heap limit), because of large inputs, leaks or too much parallelism.',
    fix: 'Raise the limit that applies (container memory, heap flag), process data in chunks, reduce parallelism, and profile for leaks.',
  }],
  [/\b(?:is|are|was|were) already (?:locked|unlocked|mounted|unmounted|stopped|started|attached|detached|enabled|disabled|initiali[sz]ed|connected|disconnected|open|opened|closed|loaded|unloaded|applied|paused|frozen|encrypted|decrypted|checked out|logged (?:in|out))\b/i, {
    id: 'generic.already-in-state', title: 'It is already in the state the command would put it in',
    explanation: 'The command changes the state of something (locks or unlocks it, mounts it, starts or stops it, attaches, enables or initialises it), and it is already in that state: an earlier run did it, another process or session did, or the command targets another instance than the one meant.',
    fix: 'If that state is what you want there is nothing to do; otherwise do the opposite first (unlock, unmount, stop, detach, disable, log out) and run the command again, and check that it targets the right repository, device, service or path.',
  }],
  [NOT_IN_STATE_RE, {
    id: 'generic.not-in-state', title: 'Nothing is active, running or started for the command to act on',
    explanation: 'The command acts on something that must be active, running, open or started first — a timer, a session, a virtual environment, a transaction, a job or a process — and there is none: it was never started, it was stopped already, or the command looks in another place (another user, data directory, profile or session) than the one where it runs.',
    fix: 'Start, open or activate it first (the tool\'s start, init, open, activate or workon command), or point the command at the data directory, profile or session where it runs; the tool\'s status or list command shows what exists.',
  }],
  [/\b(?:already exists|already in use|conflict|duplicate|EEXIST|EADDRINUSE)\b/i, {
    id: 'generic.conflict', title: 'Conflict with something that already exists',
    explanation: 'The operation creates or claims something that is already there: a file, name, port, record or resource left by an earlier run or owned by another process.',
    fix: 'Find the existing one (list it, `lsof -i :PORT` for ports) and reuse, remove or rename it; make the operation idempotent (`IF NOT EXISTS`, `--force` only when safe).',
  }],
  [/\bdeprecation warning\b/i, {
    id: 'generic.deprecation', title: 'A deprecated call or input form is used (the library warns it will stop accepting it)',
    explanation: 'The library still runs the code but warns that what it was given — a call, an option or the form of an input (a date string that is not ISO 8601, an old argument order) — is deprecated: it falls back to a less reliable path now and will fail in a later version. The warning names what it accepts instead.',
    fix: 'Do what the warning names: pass the input in the documented form (or with an explicit format), or call the replacement API; to find the call that triggers it, run with the runtime\'s trace option (`node --trace-deprecation`, `python -W error::DeprecationWarning`) or read the stack printed under the warning.',
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

/** Kinds whose title names the thing the line names (`Not found: 'Rakefile'`). */
const NAMED_KINDS: ReadonlySet<string> = new Set([
  'generic.not-found', 'generic.unknown-name', 'generic.unknown-option', 'generic.undefined-name',
  'generic.missing-dependency', 'generic.missing-member', 'generic.permission', 'generic.invalid-value',
  'generic.unset-setting',
]);
const QUOTED_RE = /(?:['"`\u2018\u201c])([^'"`\u2019\u201d\s][^'"`\u2019\u201d]{0,78})['"`\u2019\u201d]/;
const SUBJECT_RE = /^(?:[\w.-]+: )?(\S+?): (?:command not found|No such file or directory|Permission denied|not found)\b/i;
const NEAR_RE = /\b(?:near|at or near|unexpected(?: token)?|before|after) ((?:['"`\u2018\u201c][^'"`\u2019\u201d]{1,40}['"`\u2019\u201d])|[^\s,;:'"`]{1,40})/i;
const AT_LINE_RE = /\b(line \d+(?:,? col(?:umn)? \d+)?|:\d+:\d+)\b/i;

const isWarningLine = (line: string): boolean => /\bwarning\b/i.test(line) && !/\b(?:error|fatal)\b/i.test(line);

/**
 * A report's column header (`Name    Stmts   Miss  Cover   Missing`, coverage.py; `File   Lines
 * Exec  Cover   Missing`, gcovr): three or more capitalized words apart by two spaces or more. Its
 * words name columns, not a failure, so `Missing` there is not something missing.
 */
const COLUMN_HEADER_RE = /^\s*[A-Z][\w%#.-]*(?: [A-Z][\w%#.-]*)?(?:\s{2,}[A-Z][\w%#.-]*(?: [A-Z][\w%#.-]*)?){2,}\s*$/;

/** What a line names: its first quoted name, or the path or command before `: not found`. */
function subjectOf(line: string): string | undefined {
  return QUOTED_RE.exec(line)?.[1] ?? SUBJECT_RE.exec(line.trim())?.[1];
}

/**
 * The failure kinds the lines name, each with the line's own words: the line quoted in the
 * explanation and as evidence, the name it reports in the title (a missing file, an unknown
 * option) and, for syntax errors, the token and place the parser stopped at.
 */
function kindHypotheses(lines: readonly string[]): Generic[] {
  const read = lines.filter((l) => !COLUMN_HEADER_RE.test(l));
  const text = read.join('\n');
  const out: Generic[] = [];
  for (const [re, g] of KINDS) {
    if (!re.test(text)) continue;
    const matching = read.filter((l) => re.test(l));
    const found = matching.find((l) => !isWarningLine(l)) ?? matching[0];
    const line = found === undefined ? undefined : withMessage(lines, lines.indexOf(found));
    if (!line) { out.push(g); continue; }
    let title = g.title;
    if (g.id === 'generic.syntax') {
      const near = NEAR_RE.exec(line)?.[1];
      const at = AT_LINE_RE.exec(line)?.[1];
      if (near) title += `, near ${near}`;
      if (at) title += ` (${at.startsWith(':') ? `line ${at.slice(1).replace(':', ', column ')}` : at})`;
    } else if (NAMED_KINDS.has(g.id)) {
      const subject = subjectOf(line);
      if (subject) title += `: ${subject}`;
    }
    out.push({ ...g, title, explanation: `${g.explanation} The output says: "${line.slice(0, 240)}".`, evidence: line, warningOnly: isWarningLine(line), position: lines.indexOf(found!) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------

/**
 * Text shaped like tool output reporting a problem (an error-class or `error:` line, a
 * `tool: message` line, an errno, an exit code, a checker's hedged finding at a file and line:
 * `possible bashism in a.sh line 3 (bash arrays …)`), not a plain-words description.
 */
const REPORTS_ERROR = /^(?:possible|potential|suspicious) [a-z][\w -]{0,40}? (?:in|at) \S+(?: line \d+|:\d+)|^(?:[\w.$]*(?:Error|Exception|Warning|Failure)\b|(?:Could not|Unable to|Cannot|Can't|Failed to) |(?:error|fatal|panic|warning)\b|Traceback|\S+(?::(?: line \d+:)?| line \d+:) |[\w .-]{1,40}\b(?:failed|aborted|rejected)[:,] |Unhandled [\w:.-]+ in thread )|\bmust (?:start|begin|end) with\b|\b(?:error|warning|fatal)(?:\[\w+\]| [A-Z]?\d{1,5})? ?:|\[(?:emerg|error|crit|alert)\]|exit(?:ed with)? (?:code|status):? \d+|\((?:\w+::)*\w+(?:Error|Exception)\)$|\bexception (?:error|exit|throw):|\w(?:Error|Exception|Warning)\b|✖ \d+ problems?|>> Issue: | at \S+ line \d+\.$|^\s*(?:\S+\s+)?Warning\s+[A-Z][a-z]+[A-Z]\w*\s|^\s*\d+:\d+(?:-\d+:\d+)?\s+(?:error|warning)\b|^\[[A-Z][A-Z_]{3,}\] |\b[A-Z]{2,4}\d{3,5} \((?:error|warning|info|style)\):|\bis not a (?:valid )?[\w -]{1,30} (?:file|device|image|archive|disk|volume|partition)\b|, can't \w+\.?$|^\S+:\d+:\d+ lint\/\w+\/\w+|\bRun `[^`]{2,60}` to fix\b|^\s*[✖✘]\s+\S|\(Severity: \d\)$|^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@|\S -+ (?:aborting|exiting|giving up)\.?$|^(?:Usage|USAGE|usage):[ \t]*\r?\n[ \t]+\S+ .*[[<]/im;
/**
 * Errno names (`EACCES`, `ENOENT`) and a line that starts with `E ` (pytest's failure lines):
 * upper case only, apart from REPORTS_ERROR and its `i` flag, under which every word of four
 * letters or more starting with an e ("elephant", "every") read as an errno name.
 */
const REPORTS_ERRNO = /^E\s|\bE[A-Z]{3,}\b|\bERR\b/m;
/**
 * A program's one-line refusal of a name it was given (`Unknown input format markdownn`,
 * pandoc): a capitalized failure word, two lower-case words, then the name. Case-sensitive, so a
 * description typed in lower case ("unknown input format when converting") is not output.
 */
const REPORTS_UNKNOWN = /^(?:Unknown|Unrecogni[sz]ed|Unsupported|Invalid|Illegal) [a-z]+ [a-z]+ \S|^(?:Incomplete|Malformed|Unterminated|Unbalanced|Unclosed) [a-z]+(?: [a-z]+)?(?: \([\w ]{1,30}\)| at \S+| near \S+)?\.?$/m;
/**
 * A program's one-line statement that something it needs is absent (`No data to report.`,
 * coverage; `No tests found`; `Nothing to put`, ed; `No patch removed`, quilt; `There is no
 * screen to be resumed matching work.`; `Nothing to uninstall for black-not-here`, pipx; `No
 * input files, try "tsup <your-file>" instead`): a capitalized `No`/`Nothing`/`There is no`, at
 * most three lower-case words, a state (`to <verb>`, `found`, `removed`, `installed` …), at most
 * one name it was given, and nothing after — or a hint that quotes a command; `There is no` needs
 * a state (`to be resumed`), not a purpose ("There is no way to login"). Case-sensitive and
 * whole-line, so "no tests found when I run jest" and "Nothing happened" are descriptions.
 */
/**
 * The same statement followed by what to do in the same line (`No ruleset has been found. Please
 * provide a ruleset using the --ruleset CLI argument …`, Spectral; `No engine specified; specify
 * via target or core.engine`, Sqitch): the advice is an imperative after `.`, `;` or `,`.
 */
const ABSENT_THEN_ADVICE = '^No [a-z][\\w-]*(?: [a-z][\\w-]*){0,3} (?:found|given|specified|configured|set)[.;,] +(?:[Pp]lease |[Yy]ou (?:can|must|should|need to) )?(?:specify|provide|use|run|try|set|pass|see|add|create|define|give|make sure)\\b';
const ABSENT_STATE = '(?:found|given|specified|available|collected|removed|applied|installed|selected|matched|loaded|configured|registered|running)(?: (?:for|matching|in) \\S+)?(?: [^\\w\\s]{1,2})?[.!]?$';
/** `No manual entry for`, `No entry for`: up to two words, then what was not found for a name (REPORTS_NOTHING and STATED_FAILURE_LINE_RE, each with its own name's shape). */
const NO_ENTRY_FOR = String.raw`(?:[a-z]+ ){0,2}(?:entry|entries|record|records|match|matches) for`;
const REPORTS_NOTHING = new RegExp(`^(?:[\\w.-]+(?: [a-z][\\w-]*)?: )?(?:No|Nothing)(?: :?[a-z][a-z\\d-]*){0,3} (?:to [a-z]+|${ABSENT_STATE})|${NOT_ACTIVE}|${ABSENT_THEN_ADVICE}|^There (?:is|are) no(?: [a-z]+){1,3} (?:to be [a-z]+ed|${ABSENT_STATE})|^No [a-z]+(?: [a-z]+){0,2}, (?:try|use|run|see) .*["'\`]|^No [a-z]+ ${NO_ENTRY_FOR} \\S+(?: in [a-z]+ \\S+)?\\.?$|^No [a-z]+(?: [a-z]+){0,4} ['"\`\u2018][^'"\`\u2019]{1,60}['"\`\u2019] (?:found|available|installed|defined|known)\\.?$`, 'm');
/**
 * A program's statement that a check of data failed (`Signature verification failed`, minisign;
 * `checksum mismatch`; `BAD signature`) or that a value it read is zero or empty (`Logical sector
 * size is zero.`, fsck.fat): whole line, capitalized, a subject of two to five words, so "the
 * count is zero" inside a sentence stays a description.
 */
const REPORTS_CHECK = /^(?:\S+: )?(?:[A-Z][a-z]+ )?(?:signature|checksum|integrity|hash|digest)(?: verification| check)? (?:failed|mismatch)\.?$|^BAD signature\b|^[A-Z][a-z]+(?: [a-z]+){1,4} (?:is|was) (?:zero|empty|negative)\.$/im;
/**
 * A whole output that is only `no <things>` (`no sessions`, tmux): a program's terse statement
 * that what it works on does not exist. Whole text only (no `m` flag), so a line inside a longer
 * output or a sentence stays what it is.
 */
const BARE_NOTHING_RE = /^\s*[Nn]o [a-z]{3,}s\.?\s*$/;
/**
 * A program's statement of the value it expected and the one it got (`Expected numeric value for
 * '--count'; got "abc"`, Thor): capitalized `Expected`, what, then `got`/`found`/`received` after
 * a `;` or `,` — the shape of a checked argument, not a sentence about a test.
 */
const EXPECTED_GOT_RE = /^(?:[\w.-]+: )?Expected [^\n;,]{1,80}[;,] (?:but )?(?:got|found|received) \S/m;
/**
 * A program's statement that the place it was run in holds none of what it works on (`This folder
 * contains no solution files, nor packages.config files.`, NuGet): capitalized, whole line.
 */
const HOLDS_NOTHING_RE = /^(?:This|The|Current|Working) (?:folder|directory|dir|project|path|workspace)(?: \S+)? (?:contains|has) no (?:[\w.-]+ ){0,3}(?:files?|projects?|solutions?|sources?|packages?|manifests?|modules?|targets?)\b[^\n]{0,120}$/m;
/**
 * Ruby's uncaught exception, whatever its class is called (`…:in `retrieve_connection': No
 * connection pool … found. (ActiveRecord::ConnectionNotEstablished)`): a frame, the message, the
 * class in brackets.
 */
const RUBY_UNCAUGHT_RE = /^\S+:\d+:in [`'][^'\n]*': .* \((?:[A-Z]\w*::)*[A-Z]\w+\)$/m;
/** A program's whole-line statement that its input or output is not a terminal (`Standard input is not a terminal`, nano). */
const NOT_A_TERMINAL_RE = /^(?:[\w.-]+: )?(?:[Ss]tandard (?:input|output)|stdin|stdout|[Ii]nput|[Oo]utput)(?: device)? is not a (?:tty|terminal)\.?$/m;
/**
 * Whole-line statements of a terse program that name what is wrong without a failure word or an
 * error shape: a count of arguments (`Not enough arguments.`, systemd-escape), a file of another
 * format named by its upper-case name (`Not a JPEG file: starts with 0x70 0x6c`, libjpeg), a file
 * that is not there named by its extension (`No package.json`, npm-check-updates), an entry not
 * found for a name shaped like an identifier (`No entry for SYSTEM -//Nope//EN`, xmlcatalog).
 * Typed sentences do not take these shapes: a format name is in capitals, a file has its
 * extension, the name after `for` has a character no word has.
 */
const STATED_FAILURE_LINE_RE = new RegExp([
  String.raw`^(?:[\w.-]+: )?(?:Not enough|Too (?:many|few)|Missing) (?:command[- ]line )?(?:arguments?|operands?|parameters?|args)(?: (?:given|supplied|provided|passed|specified))?[.!]?$`,
  String.raw`^(?:[\w./-]+: )?Not an? ${FORMAT_NAMED}\b`,
  String.raw`^(?:[\w.-]+: )?No ${NAMED_FILE}(?: (?:file )?found)?[.!]?$`,
  String.raw`^No ${NO_ENTRY_FOR} (?:[A-Z]{2,} )?(?=\S*[^\sA-Za-z])\S+\.?$`,
].join('|'), 'm');
const reportsErrorLine = (text: string): boolean => STATED_FAILURE_LINE_RE.test(text) || EXPECTED_GOT_RE.test(text) || NOT_A_TERMINAL_RE.test(text) || REQUIRED_LINE_RE.test(text) || HOLDS_NOTHING_RE.test(text) || RUBY_UNCAUGHT_RE.test(text) || BARE_NOTHING_RE.test(text) || REPORTS_ERROR.test(text) || AS_ROOT_RE.test(text) || ABSOLUTE_PATH_STATED_RE.test(text) || REPORTS_ERRNO.test(text) || REPORTS_UNKNOWN.test(text) || REPORTS_NOTHING.test(text) || BARE_REFUSAL_RE.test(text) || WRONG_KIND_RE.test(text) || REPORTS_CHECK.test(text);

/**
 * Lines that state a failure with their details indented below them (`conformability error` over
 * `\t3 m` and `\t1 s`, units), trimmed: a program prints its values under the statement, a person
 * typing a description does not indent the next line. A checker's heading over a list of the names
 * it found (`Missing dependencies` over `* lodash: ./index.js`, depcheck) is read the same way. Read from the text as printed (the
 * candidate lines are trimmed).
 */
function detailHeaders(text: string): Set<string> {
  const raw = text.split('\n', 200);
  const heads = (line: string, next: string | undefined) => /^\S/.test(line) && line.trim().length >= 8 && line.length <= 200
    && FAILURE_WORDS_RE.test(line) && /^(?:\t| {2,}|[*•] )\S/.test(next ?? '');
  return new Set(raw.filter((l, i) => heads(l, raw[i + 1])).map((l) => l.trim()));
}

/**
 * A line that reports a failure in words without any of the shapes above (`rake aborted!`,
 * `NOGROUP No such key ...`, `No Rakefile found (looking for: ...)`, `xz: foo: File format not
 * recognized`): a failure word together with the marks of program output — a quote, bracket,
 * colon, `!`, path, option or an upper-case code — which a plain-words description lacks.
 */
const FAILURE_WORDS_RE = /\b(?:errors?|fatal|already (?:exists?|in use|defined|declared|registered|running|taken)|fail(?:ed|ure|s)?|abort(?:ed|ing)?|exception|denied|refused|not found|no such|cannot|can't|couldn't|could not|unable|invalid|illegal|unknown|unrecogni[sz]ed|undefined|unbound|unsupported|not (?:allowed|defined|installed|recognized|recognised|permitted|supported|running|valid)|missing|timed? ?out|don't know how|no ['"`\u2018]?[\w.-]+['"`\u2019]?(?: [\w.-]+)?(?: (?:has|have|was|were) been)? (?:found|available|given|specified)|bad|unexpected|panic(?:ked)?|segmentation fault|core dumped|killed|out of memory|corrupt(?:ed)?|mismatch(?:ed)?|too (?:many|few|long|large|big)|overflow|forbidden|unauthori[sz]ed|expired|violat(?:ed|ion)|rejected|refus(?:es|ing)|conflict(?:s|ing)?|no (?:space|permission|route)|usage|requires? an? \w+|required|wrong|incorrect|(?:does|did|is|was|are|were|could|can|will) not|(?:doesn't|didn't|isn't|wasn't|aren't|won't)|malformed|nothing to|not implemented|risky tests?|unresolved|unmatched|unclosed|unterminated|unbalanced|no response|not (?:set|specified|configured)|must be set|no idea what|(?:should|must) be an? (?:file|directory|folder|number|string)|multiple [\w-]+(?: [\w-]+)? match(?:es|ed)?|circular (?:dependenc(?:y|ies)|imports?)|no closing [a-z]+)\b/i;
const OUTPUT_SHAPE_RE = /['"`\u2018\u2019\u201c\u201d()[\]{}<>!=|]|\w: |\w:$|[\w.-]\/[\w.-]|\b\w+\.\w{1,5}\b|(?:^|\s)--?[a-z]|^[A-Z][A-Z_]{2,}\b|\b[A-Z][A-Z\d]*_[A-Z\d_]*[A-Z\d]\b|\b\d+\b/;
function readsAsFailure(line: string): boolean {
  const text = line.trim();
  return text.length >= 8 && text.length <= 600 && FAILURE_WORDS_RE.test(text) && OUTPUT_SHAPE_RE.test(text);
}

/**
 * Tool output reporting a problem: an error-shaped line, failure words in output shape, or a
 * checker's diagnostic line (`        D300: Use """triple double quotes"""`, pydocstyle), whose
 * message need not use a failure word.
 */
function reportsError(head: string, lines: readonly string[]): boolean {
  return reportsErrorLine(head) || lines.slice(0, 200).some((l) => readsAsFailure(l) || SIGNAL_RE.test(l.trim()) || SIGNAL_CODE_RE.test(l)) || detailHeaders(head).size > 0
    || lintDiagnostics(lines).length > 0;
}

/**
 * Generic hypotheses for an error, best first; empty only for text that reports nothing.
 * `afterPatterns`: patterns already matched, so these only fill the remaining places: the
 * exit-code and tool-only hypotheses, which add nothing to a matched pattern, are left out.
 */
export function genericHypotheses(
  text: string,
  lines: readonly string[],
  { afterPatterns = false, command }: { afterPatterns?: boolean; command?: string } = {},
): Hypothesis[] {
  const head = text.slice(0, 20_000);
  // Output given with the command that printed it is tool output, whatever its words.
  const commandTool = command ? toolOfCommand(command) : undefined;
  if (!reportsError(head, lines) && !(commandTool && lines.some((l) => /[a-z]{3}/i.test(l)))) {
    if (afterPatterns) return [];
    const changes = changesSummary(lines);
    if (changes) return [changesHypothesis(changes)];
    if (reportOnly(lines)) return [reportOnlyHypothesis(lines)];
    if (listsFiles(lines)) return [fileListHypothesis(lines)];
    if (rewroteFiles(lines)) return [rewroteFilesHypothesis(lines)];
    const install = installAdvice(head, lines);
    if (install) return [installAdviceHypothesis(install)];
    const step = stoppedAtStep(lines);
    return step ? [stoppedAtStepHypothesis(step)] : [];
  }
  const textTool = detectTool(head);
  const tool = textTool ?? commandTool;
  const out: Array<readonly [Generic, number]> = [...ruleHypotheses(head, lines)];
  const http = httpHypothesis(lines);
  if (http) out.push([http, LIKELIHOOD.http]);
  const kinds = kindHypotheses(lines);
  // A kind seen only on warning lines ranks below the kinds of error lines.
  // Kinds in the order of their lines (the first error line is usually the cause, later ones
  // its consequences), a kind of the same line in the table's order.
  const ordered = kinds.map((k, i) => ({ k, i })).sort((a, b) => (a.k.position ?? 0) - (b.k.position ?? 0) || a.i - b.i).map(({ k }) => k);
  ordered.forEach((k, i) => out.push([k, LIKELIHOOD.kind - 0.01 * i - (k.warningOnly ? 0.05 : 0)]));
  // The first diagnostic line when no kind reads it but a later line's does (`a.cpp:1: error:
  // trailing whitespace` over `no copyright notice found`, vera++): the first is usually the cause.
  const first = firstDiagnostic(lines);
  if (first >= 0 && kinds.length > 0 && kinds.every((k) => (k.position ?? 0) > first)) out.push([reportedGeneric(lines[first]!.trim()), LIKELIHOOD.kind - 0.005]);
  const signal = signalHypothesis(lines);
  if (signal) out.push([signal, LIKELIHOOD.kind + 0.01]);
  const errorClass = classHypothesis(lines, head);
  if (errorClass) out.push([errorClass, LIKELIHOOD.errorClass]);
  const advice = adviceHypothesis(lines);
  if (advice) out.push([advice, LIKELIHOOD.advice]);
  const unwrapped = unwrappedHypothesis(lines);
  if (unwrapped) out.push([unwrapped, LIKELIHOOD.errorClass]);
  const exit = afterPatterns ? undefined : exitHypothesis(head);
  if (exit) out.push([exit, LIKELIHOOD.exit]);
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
      evidence: g.evidence ? [g.evidence] : evidenceFor(lines),
    }));
  // Only warnings named (a UserWarning printed before `ERROR Source … does not appear to be a
  // Python project`): the line that states the error is quoted too, below them.
  // Only an exit status named (`exit code 1` under Ghostscript's `Error: /undefined in frob`): the
  // status says nothing of the cause, so the line that reports it is quoted too.
  const errorLine = !afterPatterns && hyps.length > 0 && out.every(([g]) => g.warningOnly)
    ? preferredLine(lines, (l) => STATES_ERROR_RE.test(l) && !isWarningLine(l) && !/warning/i.test(l) && (reportsErrorLine(l) || readsAsFailure(l)))
    : !afterPatterns && out.length > 0 && out.every(([g]) => g.id.startsWith('generic.exit-')) ? statedLine(lines) : undefined;
  if (errorLine && hyps.length < MAX_GENERIC) hyps.push(reportedHypothesis(errorLine, LIKELIHOOD.tool));
  if (hyps.length === 0 && !tool && !afterPatterns) {
    // Nothing known about the tool or the words: the first line that reports the error, as it
    // is — one that states an error or warning (not a `FILE: path` header) and not a count of
    // errors, when there is one.
    const headers = detailHeaders(head);
    const reports = (l: string) => (reportsErrorLine(l) || readsAsFailure(l) || headers.has(l)) && /[a-z]{3}/i.test(l);
    const line = preferredLine(lines, (l) => reports(l) && (STATES_ERROR_RE.test(l) || /\bwarn(?:ing)?\b/i.test(l) || REPORTS_NOTHING.test(l))) ?? preferredLine(lines, reports);
    if (line) hyps.push(reportedHypothesis(line, LIKELIHOOD.tool));
  }
  if (hyps.length === 0 && tool && !afterPatterns) {
    // The tool is known but not its message: quote the line that reports it (for output given
    // with its command and no line that reads as an error, its last line: where it stopped).
    const line = reportedLine(lines) ?? (commandTool ? lines.filter((l) => /[a-z]{3}/i.test(l)).at(-1)?.trim() : undefined);
    hyps.push({
      // A program known only from the command line adds its remedy to the quoted line, no more:
      // still the last resort that quotes the error back (generic.reported).
      pattern_id: textTool ? 'generic.tool-error' : 'generic.reported',
      title: line ? `${tool.name} reported: ${line.slice(0, 140)}` : `${tool.name} reported an error`,
      explanation: `The output comes from ${tool.name}, but its message is not one of the known failures${line ? `; it says: "${line.slice(0, 300)}"` : ''}. The first error line is usually the cause; later lines are consequences.`,
      fix: `Read the first error line and the file/line it names; ${tool.help}.`,
      likelihood: LIKELIHOOD.tool,
      evidence: evidenceFor(lines),
    });
  }
  return hyps;
}

/**
 * Output that is only a report — a table or summary (`Statements   : 100% ( 1/1 )` under a
 * `=== Coverage summary ===` rule, c8 under a test that exited 3) — with no line that states an
 * error: at least three lines, every one shaped like program output (no sentence a person types),
 * two or more with figures.
 */
const RULE_LINE_RE = /^[=\-─━*#~_+|]{3,}/;
function reportOnly(lines: readonly string[]): boolean {
  const shown = lines.map((l) => l.trim()).filter(Boolean);
  return shown.length >= 3 && shown.length <= 200
    && shown.every((l) => RULE_LINE_RE.test(l) || OUTPUT_SHAPE_RE.test(l))
    && shown.filter((l) => /\d/.test(l)).length >= 2
    && shown.some((l) => RULE_LINE_RE.test(l) || /\S\s+:\s+\S|\S\s{2,}\S/.test(l));
}
function reportOnlyHypothesis(lines: readonly string[]): Hypothesis {
  return {
    pattern_id: 'generic.no-error-line',
    title: 'The output states no error: only the exit status says the command failed',
    explanation: 'The program printed a report (a table, a summary) and no line that states an error, so the failure is its non-zero exit status: the command it wrapped (tests under a coverage tool, a script under a runner) exited non-zero, a check (a threshold, a diff, a lint) failed without printing why, or the error went to a stream or log that was not captured.',
    fix: 'Run it again and print the exit code (`echo $?`); run the wrapped command on its own to see its own error; capture stderr too (`2>&1`) and raise verbosity (`--verbose`, `--debug`); look up what that exit code means in the tool\'s documentation.',
    likelihood: LIKELIHOOD.tool,
    evidence: lines.slice(0, 1).map((l) => l.trim()),
  };
}

/**
 * Output that is only file names (`a.go`, gofmt -l), each with a line and a name at most
 * (`src/lib.ts:2 - unusedThing`, ts-prune): a check that lists what it flags and says nothing
 * else. Every line must be one such entry, so a sentence naming a file is not a list.
 */
const FILE_ENTRY_RE = /^(?:\.{1,2}\/|\/)?(?:[\w@+-][\w@.+-]*\/)*[\w@+-][\w@.+-]*\.[A-Za-z]\w{0,7}(?::\d+(?::\d+)?(?: - [\w$.]+(?: \([\w ]{1,40}\))?)?)?$/;
function listsFiles(lines: readonly string[]): boolean {
  const shown = lines.map((l) => l.trim()).filter(Boolean);
  return shown.length >= 1 && shown.length <= 500 && shown.every((l) => FILE_ENTRY_RE.test(l));
}
function fileListHypothesis(lines: readonly string[]): Hypothesis {
  return {
    pattern_id: 'generic.file-list',
    title: 'The command only listed files: a check flags them (a formatter\'s or linter\'s list mode)',
    explanation: 'The output is file names and nothing else (a line and a name at most) and no line states an error: a check that prints only the files or places it flags — a formatter in list mode (gofmt -l, prettier --list-different, shfmt -l, black --check -q), a linter with a files-only or quiet format, a finder of unused exports (ts-prune, knip: `file:line - name` for each export no other module imports) — or a search that lists matches (grep -l). A script, often CI, treats a non-empty list as a failure.',
    fix: 'Run the check on one listed file without the list option to see what it wants (gofmt -d, prettier --check, shfmt -d, black --diff, the linter without -q); for a formatter run it in write mode (gofmt -w, prettier --write, shfmt -w, black) and commit the result; for an unused export remove the export or the code, or use it, and mark intended public API as ignored.',
    likelihood: LIKELIHOOD.tool,
    evidence: lines.map((l) => l.trim()).filter(Boolean).slice(0, 1),
  };
}

/**
 * Output that only announces a step on a file and stops there (`[offset 0] Checking RDB file
 * nope.rdb`, redis-check-rdb; `Loading config.yml...`): at most three lines, each a capitalized
 * `-ing` verb, a few words and a file name, marked as program output by a bracketed tag before
 * it, a `tool:` prefix or a trailing ellipsis — so "Running tests in app.py" typed by a person
 * stays a description.
 */
const STEP_LINE_RE = /^(?:(?:\[[^\]\n]{1,40}\]\s*)+|[\w.-]+: )?[A-Z][a-z]+ing (?:[\w-]+ ){0,4}['"`\u2018]?(?:\.{0,2}\/)?[\w@+-][\w@.+/-]*\.[A-Za-z]\w{0,7}['"`\u2019]?(?: ?\.\.\.|…)?$/;
const MARKED_STEP_RE = /^\[|^[\w.-]+: |(?:\.\.\.|…)$/;
function stoppedAtStep(lines: readonly string[]): string | undefined {
  const shown = lines.map((l) => l.trim()).filter(Boolean);
  if (shown.length === 0 || shown.length > 3 || !shown.every((l) => STEP_LINE_RE.test(l) && MARKED_STEP_RE.test(l))) return undefined;
  return shown.at(-1);
}
function stoppedAtStepHypothesis(line: string): Hypothesis {
  return {
    pattern_id: 'generic.stopped-at-step',
    title: `The program stopped at a step without saying why: ${line.slice(0, 140)}`,
    explanation: `The output ends on a line that announces a step on a file ("${line.slice(0, 200)}") and nothing follows it: the program gave up on that step without a message of its own. Most often the file it names does not exist at that path (relative to the current directory), cannot be read by this user, or is not of the format the step expects.`,
    fix: 'Check the file the line names: that it exists where the command looks (`ls -l <path>`, a typo, another working directory), that it is readable, and that it is the kind of file the tool takes (`file <path>`); then re-run with the tool\'s verbose flag, or with stderr captured (`2>&1`), to see the reason.',
    likelihood: LIKELIHOOD.tool,
    evidence: [line],
  };
}

/**
 * Output that only lists files a formatter or fixer rewrote in place (`Rewriting a.py`, pyupgrade;
 * `Fixing /app/a.py`, isort; `reformatted a.py`, black): each line a rewriting verb in the form tools
 * print it and a file name with an extension, nothing else — a past tense a person writes in a
 * commit message ("Fixed app.py") is not read. Such tools exit non-zero when they changed
 * something, which fails a hook or a CI step although nothing is broken.
 */
const REWROTE_LINE_RE = /^(?:[Rr]ewriting|[Rr]eformatting|reformatted|[Ff]ixing|[Ff]ormatting|[Ss]orting imports in) ['"`\u2018]?(?:\.{0,2}\/)?[\w@+-][\w@.+/-]*\.[A-Za-z]\w{0,7}['"`\u2019]?$/;
function rewroteFiles(lines: readonly string[]): boolean {
  const shown = lines.map((l) => l.trim()).filter(Boolean);
  return shown.length > 0 && shown.length <= 50 && shown.every((l) => REWROTE_LINE_RE.test(l));
}
function rewroteFilesHypothesis(lines: readonly string[]): Hypothesis {
  const shown = lines.map((l) => l.trim()).filter(Boolean);
  return {
    pattern_id: 'generic.rewrote-files',
    title: `The tool rewrote ${shown.length === 1 ? 'a file' : `${shown.length} files`} in place (its non-zero exit reports the change)`,
    explanation: `The output only lists files the tool changed ("${shown[0]!.slice(0, 200)}"): formatters and fixers (pyupgrade, isort, autoflake, black, a pre-commit hook) exit with a non-zero status when they modified a file, so the hook or CI step fails although nothing is broken; the files now hold the rewritten code.`,
    fix: 'Review the change (`git diff`), stage and commit the rewritten files, and run the command again: it passes once there is nothing left to rewrite. In CI, run the tool locally before pushing (or its check mode, to see what it would change).',
    likelihood: LIKELIHOOD.tool,
    evidence: shown.slice(0, 3),
  };
}

/**
 * A comparison's summary of what differs (`Functions changes summary: 1 Removed, 1 Changed, 0 Added
 * functions`, abidiff; `2 added, 1 removed, 3 changed`): counts of removed and changed items in one
 * line. Checkers of compatibility and drift (abidiff, API and schema diff tools) exit non-zero when
 * they find any, without a line that states an error.
 */
const CHANGES_RE = /\b\d+ (?:Removed|removed|Deleted|deleted)\b.*\b\d+ (?:Changed|changed|Modified|modified)\b|\b\d+ (?:Changed|changed|Modified|modified)\b.*\b\d+ (?:Removed|removed|Deleted|deleted)\b/;
function changesSummary(lines: readonly string[]): string | undefined {
  const line = lines.map((l) => l.trim()).find((l) => CHANGES_RE.test(l) && /[:,]/.test(l));
  return line && lines.filter((l) => l.trim()).length >= 2 ? line : undefined;
}
function changesHypothesis(line: string): Hypothesis {
  return {
    pattern_id: 'generic.changes-found',
    title: `The comparison found differences and its exit status reports them: ${line.slice(0, 120)}`,
    explanation: `The tool compared two versions and lists what was removed, changed or added ("${line.slice(0, 200)}"); checkers of compatibility (ABI and API diff tools, schema and migration drift checks) exit with a non-zero status when they find a change, so a script or CI step fails on it. A removed or changed function, type or field breaks the callers built against the old version.`,
    fix: 'Read the listed changes: restore what was removed or changed by mistake, or accept an intended break by bumping the major version (the soname, the package\'s semver) and recording it (a suppression file or a baseline the checker reads); then run the comparison again.',
    likelihood: LIKELIHOOD.tool,
    evidence: [line],
  };
}

/**
 * Output that only tells what to install (`Install Size Limit preset depends on type of the
 * project` over indented `npm install --save-dev @size-limit/preset-app` lines, size-limit): a
 * program that found a plugin or preset it needs missing, with the commands indented under its
 * words, as programs print them (read from the text as printed; the candidate lines are trimmed)
 * — a command a person types alone is not read.
 */
const INSTALL_COMMAND_RE = /^[ \t]+((?:npm|pnpm|yarn|bun) (?:install|i|add)\b[^\n]*|(?:pip3?|pipx|python3? -m pip) install\b[^\n]*|(?:gem|cargo|go|composer|luarocks|cpanm) (?:install|require|get)\b[^\n]*|(?:sudo )?(?:apt(?:-get)?|dnf|yum|brew|apk) (?:install|add)\b[^\n]*)$/m;
function installAdvice(text: string, lines: readonly string[]): string | undefined {
  const command = INSTALL_COMMAND_RE.exec(text)?.[1]?.trim();
  return command && lines.some((l) => /^[A-Z]/.test(l) && /\binstall/i.test(l)) ? command : undefined;
}
function installAdviceHypothesis(command: string): Hypothesis {
  return {
    pattern_id: 'generic.install-advice',
    title: `A plugin or package the tool needs is not installed: ${command.slice(0, 120)}`,
    explanation: `The program printed what to install instead of running ("${command.slice(0, 160)}"): it works through plugins or presets, or needs a companion package, and none is installed in this project or environment, so it stops with a non-zero status.`,
    fix: 'Install the package it names that fits the project (the output lists the choices), as a development dependency of the project when it is a build or test tool, then run the command again.',
    likelihood: LIKELIHOOD.tool,
    evidence: [command],
  };
}

/** The last resort: the line that reports the error, quoted as it is. */
function reportedGeneric(line: string): Generic {
  return {
    id: 'generic.reported',
    title: `The output reports: ${line.slice(0, 140)}`,
    explanation: `No known failure matches; the line that reports it says: "${line.slice(0, 300)}". The first such line is usually the cause, later ones its consequences.`,
    fix: 'Go to the file and line it names (or the command and argument) and change what the message names; search the exact message without paths and numbers in the tool\'s documentation or issue tracker.',
    evidence: line,
  };
}
function reportedHypothesis(line: string, likelihood: number): Hypothesis {
  const g = reportedGeneric(line);
  return { pattern_id: g.id, title: g.title, explanation: g.explanation, fix: g.fix, likelihood, evidence: [line] };
}

/** A checker's or compiler's diagnostic line: `a.cpp:1: error: trailing whitespace`. */
const DIAGNOSTIC_LINE_RE = /^\S+:\d+(?::\d+)?: (?:error|warning): \S/;
/** Where the first diagnostic line is, when it is one. */
function firstDiagnostic(lines: readonly string[]): number {
  return lines.findIndex((l) => DIAGNOSTIC_LINE_RE.test(l.trim()));
}

/**
 * The line that states the error: the first with an error word and more than a label
 * (`ERROR: In procedure x:` and `Error:` alone say nothing), else the first error-shaped line.
 */
const STATES_ERROR_RE = /\b(?:error|fatal|failed|failure|exception|denied|refused|not found|cannot|can't|unable|invalid|unknown|undefined|unbound|unsupported|not allowed|not defined|not in scope|no such|missing|expected|must)\b/i;
function reportedLine(lines: readonly string[]): string | undefined {
  const candidate = (l: string) => /[a-z]{3}/i.test(l) && !/^\s*(?:at |File "|Backtrace:|In (?:procedure )?[\w%/.-]+:$|\d+: \()/.test(l);
  // A one-letter severity (`E: app: no-copyright-file`, apt and lintian) states an error too.
  const says = (l: string) => candidate(l) && (STATES_ERROR_RE.test(l) || /^[EF]: \S/.test(l)) && !/^\s*(?:ERROR|Error|error): (?:In procedure [\w%-]+:)?\s*$/.test(l);
  return preferredLine(lines, says) ?? preferredLine(lines, (l) => candidate(l) && (reportsErrorLine(l) || readsAsFailure(l)));
}

/**
 * A count of errors (`FOUND 2 ERRORS AFFECTING 2 LINES`, `There was 1 failure:`, `Total errors
 * found: 1`): a summary, not the error; quoted only when no other line says anything.
 */
const SUMMARY_RE = /\b\d+ (?:errors?|warnings?|problems?|failures?|failed|offen[cs]es?|violations?|issues?|risky tests?)\b|\b(?:errors?|failures?|problems?) (?:found|detected): \d+\b|^\W*(?:ERRORS|FAILURES)!$/i;
/** A source line a runtime echoes above a caret (`throw error;` / `^`): code, not the message. */
const isEchoedSource = (lines: readonly string[], i: number): boolean => /^\s*\^[\s^~-]*$/.test(lines[i + 1] ?? '');

/** The first line that passes `accept`, a statement of the error before a count of errors. */
function preferredLine(lines: readonly string[], accept: (line: string) => boolean): string | undefined {
  const found = lines.map((_, i) => i).filter((i) => accept(lines[i]!) && !isEchoedSource(lines, i));
  const i = found.find((j) => !SUMMARY_RE.test(lines[j]!)) ?? found[0];
  return i === undefined ? undefined : withMessage(lines, i);
}

/**
 * A line that only announces the message below it: a label ending in a colon (`Warning, treated
 * as error:`, `Extension error:`, `… is invalid because:`) or a place and a parser's context with
 * no words of its own (`[ERROR:app.thrift:3] (last token was ',')`).
 */
function isLabelLine(line: string): boolean {
  const text = line.trim();
  if (/:$/.test(text) && text.split(/\s+/).length <= 12) return true;
  // A heading framed by rules (`── Failure (???): sum ─────`, testthat).
  if (/^[─━═=*#~-]{2,} \S.{0,80} [─━═=*#~-]{3,}$/.test(text)) return true;
  const placeOnly = (t: string) => (t.replace(/\[[^\]]*\]|\([^)]*\)|\S+:\d+\S*/g, ' ').match(/[A-Za-z]{3,}/g) ?? []).length === 0;
  // A label whose text after the colon is only where (`Template render error: (unknown path) [Line 1, Column 4]`).
  const tail = /^[^:]{3,60}: (\S.*)$/.exec(text)?.[1];
  return placeOnly(text) || (tail !== undefined && placeOnly(tail));
}

/** A bare summary (`Error parsing grammar`): a few words, no name, quote or place of its own. */
const isBareSummary = (line: string): boolean => /^[A-Z][a-z]+(?: [a-z]+){1,3}\.?$/.test(line);

/** Line `i`, trimmed, with the message line that follows it when it is only a label. */
function withMessage(lines: readonly string[], i: number): string {
  const line = lines[i]!.trim();
  // A bare summary over the program's own `error: …` line (Peggy): the error line says what.
  const below = lines[i + 1]?.trim() ?? '';
  if (isBareSummary(line) && /^(?:error|fatal)(?:\[\w+\])?: \S/i.test(below)) return `${line}: ${below}`;
  if (!isLabelLine(line)) return line;
  const next = lines.slice(i + 1, i + 4).map((l) => l.trim()).find((l) => /[a-z]{3}/i.test(l));
  return next && !/^(?:at |File "|Traceback\b)/.test(next) ? `${line} ${next}` : line;
}

/** The first line that reads like an error, as evidence. */
function evidenceFor(lines: readonly string[]): string[] {
  const line = lines.find((l) => STATES_ERROR_RE.test(l)) ?? lines[0];
  return line ? [line] : [];
}
