import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagnose, matchPatterns } from '../../src/core/troubleshoot/index.js';

/** Real tool output from bench/data/errors (collected by running the tools on broken inputs). */
const CORPUS: Array<{ id: string; output: string }> = readFileSync(new URL('../../bench/data/errors/corpus.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** The output of an error of a named set (bench/data/errors/corpus-<name>.jsonl), checked to be in its dev half. */
function devHalves<const N extends string>(...names: N[]): (set: N, id: string) => string {
  const sets = new Map(names.map((name) => [name, new Map(readFileSync(new URL(`../../bench/data/errors/corpus-${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]))]));
  return (set, id) => {
    const e = sets.get(set)!.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
}

describe('generic path (no pattern matches)', () => {
  it('never leaves a real error without a hypothesis', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    const empty = CORPUS.filter((e) => diagnose(e.output).hypotheses.length === 0).map((e) => e.id);
    expect(empty).toEqual([]);
  });

  it('names the failure kind, rule id, error class and exit code of unknown errors', () => {
    const cases: Array<[string, string]> = [
      ['frobctl: unrecognized option --colour\nTry frobctl --help for more information.', 'generic.unknown-option'],
      ['widget.conf:12: parse error: unexpected token "}"', 'generic.syntax'],
      ['Traceback (most recent call last):\n  File "/srv/a.py", line 3, in <module>\nacme.errors.QuotaFault: tenant quota reached', 'generic.error-class'],
      ['Step failed.\nThe process exited with code 130', 'generic.exit-130'],
      ['frob.yaml:4:1  error  Unexpected indentation  acme/indent-style', 'generic.rule-id'],
    ];
    for (const [text, id] of cases) {
      expect(matchPatterns(text), text).toEqual([]);
      const d = diagnose(text);
      expect(d.hypotheses.map((h) => h.pattern_id), text).toContain(id);
      // Generic hypotheses rank below pattern matches and carry a concrete next step.
      for (const h of d.hypotheses) {
        expect(h.likelihood).toBeLessThan(0.45);
        expect(h.fix.length).toBeGreaterThan(40);
      }
    }
  });

  it('gives a generic hypothesis for failures reported in words without an error shape (never empty)', () => {
    // Real output: rake in a directory without a Rakefile, and redis-cli reading a stream group never created.
    const rake = 'rake aborted!\nNo Rakefile found (looking for: rakefile, Rakefile, rakefile.rb, Rakefile.rb)\n\n(See full trace by running task with --trace)';
    const redis = "NOGROUP No such key 'nostream' or consumer group 'workers' in XREADGROUP with GROUP option";
    for (const text of [rake, redis]) expect(matchPatterns(text), text).toEqual([]);
    const r = diagnose(rake).hypotheses;
    expect(r[0]!.pattern_id).toBe('generic.not-found');
    expect(r[0]!.evidence).toEqual(['No Rakefile found (looking for: rakefile, Rakefile, rakefile.rb, Rakefile.rb)']);
    expect(r[0]!.fix).toMatch(/rake -T/);
    const d = diagnose(redis);
    expect(d.hypotheses[0]!.pattern_id).toBe('generic.rule');
    expect(d.hypotheses[0]!.fix).toMatch(/XGROUP CREATE/);
    // Generic, and said to be: below any pattern, low confidence.
    for (const h of [...r, ...d.hypotheses]) expect(h.likelihood).toBeLessThan(0.45);
    expect(d.confidence).toBeLessThanOrEqual(0.25);
  });

  it('says in the title what the failing line names: the missing name, the token a parser stopped at', () => {
    const syntax = diagnose("widget.conf:12: parse error: unexpected token '}'").hypotheses.find((h) => h.pattern_id === 'generic.syntax')!;
    expect(syntax.title).toMatch(/near '\}'/);
    expect(syntax.explanation).toContain("unexpected token '}'");
    const missing = diagnose("frobctl: error: profile 'staging' not found").hypotheses.find((h) => h.pattern_id === 'generic.not-found')!;
    expect(missing.title).toMatch(/: staging$/);
    expect(missing.evidence).toEqual(["frobctl: error: profile 'staging' not found"]);
    const usage = diagnose('frobctl: option requires an argument -- \'z\'\nUsage: frobctl [-v] [-z zone] command').hypotheses.map((h) => h.pattern_id);
    expect(usage).toContain('generic.usage');
  });

  it('names files of another format, truncated input and format strings that do not match, and ranks warnings below errors', () => {
    // Real output of xz, python3, bmake, msgfmt and 7-Zip on this kind of input.
    const cases: Array<[string, string]> = [
      ['xz: cut.xz: Unexpected end of input', 'generic.truncated'],
      ['Traceback (most recent call last):\n  File "/srv/app/report.py", line 1, in <module>\n    print("%d items" % "x")\nTypeError: %d format: a real number is required, not str', 'generic.format-string'],
      ['bmake: "/srv/app/Makefile" line 3: Need an operator\nbmake: Fatal errors encountered -- cannot continue\nbmake: stopped in /srv/app', 'generic.syntax'],
    ];
    for (const [text, id] of cases) {
      expect(matchPatterns(text), text).toEqual([]);
      expect(diagnose(text).hypotheses.map((h) => h.pattern_id), text).toContain(id);
    }
    expect(diagnose(cases[2]![0]).hypotheses[0]!.fix).toMatch(/gmake/);
    // A value that "is required" is a missing argument, not a missing dependency.
    expect(diagnose(cases[1]![0]).hypotheses.map((h) => h.pattern_id)).not.toContain('generic.missing-dependency');
    expect(diagnose('frobctl: error: the --zone option is required').hypotheses.map((h) => h.pattern_id)).toContain('generic.missing-argument');
    const po = [
      "de.po:2: warning: header field 'PO-Revision-Date' missing in header",
      "de.po:2: warning: header field 'Last-Translator' missing in header",
      "de.po:8: format specifications in 'msgid' and 'msgstr' for argument 1 are not the same",
      'msgfmt: found 1 fatal error',
    ].join('\n');
    const top = diagnose(po).hypotheses[0]!;
    expect(top.pattern_id).toBe('generic.format-string');
    expect(top.evidence[0]).toMatch(/format specifications/);
    // "ERRORS:" in 7-Zip's summary is a heading, not an errno name.
    const sevenZip = '7-Zip [64] 16.02 : Copyright (c) 1999-2016 Igor Pavlov : 2016-05-21\n\nExtracting archive: data.7z\nERROR: data.7z\nOpen ERROR: Cannot open the file as [7z] archive\n\nERRORS:\nIs not archive';
    const hyps = diagnose(sevenZip).hypotheses;
    expect(hyps.map((h) => h.title).join('\n')).not.toMatch(/errno/);
    expect(hyps[0]!.pattern_id).toBe('generic.file-format');
  });

  it('does not read the option list printed after a usage error as the error, and ranks the first error line first', () => {
    // Real output of certtool 3.7 given an unknown option (the head of its option list).
    const text = [
      "certtool: unrecognized option '--frobnicate'",
      'certtool - GnuTLS certificate tool',
      'Usage:  certtool [ -<flag> [<val>] | --<name>[{=| }<val>] ]...',
      '',
      '   -d, --debug=num            Enable debugging',
      '\t\t\t\t- it must be in the range:',
      '       --infile=file          Input file',
      'Certificate related options:',
      '   -i, --certificate-info     Print information on the given certificate',
      '   -s, --generate-self-signed Generate a self-signed certificate',
      '   -c, --generate-certificate Generate a signed certificate',
      '       --generate-proxy       Generates a proxy certificate',
      '       --to-p12               Generate a PKCS #12 structure',
      '\t\t\t\t- requires the option \'load-certificate\'',
      '       --provider=file        Specify the PKCS #11 provider library',
      '\t\t\t\t- file must pre-exist',
    ].join('\n');
    const d = diagnose(text).hypotheses;
    expect(d.map((h) => h.pattern_id)).not.toContain('network.self-signed-certificate');
    expect(d[0]!.pattern_id).toBe('generic.unknown-option');
    expect(d[0]!.title).toMatch(/--frobnicate/);
    for (const h of d) expect(h.evidence.join('\n')).not.toMatch(/^\s*-\w, --/m);
  });

  it('reads the shell\'s report of a process killed by a signal, and not the word in prose', () => {
    // Real bash output: a program that executed a trap instruction, a job killed by SIGHUP.
    const cases: Array<[string, RegExp]> = [
      ['bash: line 1: 20834 Illegal instruction     ./ill', /SIGILL/],
      ['bash: line 1: 20836 Hangup                  sleep 5', /SIGHUP/],
      ['Bus error (core dumped)', /SIGBUS/],
    ];
    for (const [text, signal] of cases) {
      expect(matchPatterns(text), text).toEqual([]);
      const h = diagnose(text).hypotheses.find((x) => x.pattern_id === 'generic.signal');
      expect(h, text).toBeDefined();
      expect(h!.title).toMatch(signal);
      expect(h!.likelihood).toBeLessThan(0.45);
    }
    expect(diagnose('Bus error reported by the driver at boot, how do I fix it').hypotheses.map((h) => h.pattern_id)).not.toContain('generic.signal');
  });

  it('takes the tool from the command given as context: output of a command is never left empty', () => {
    const output = 'Frobnicating widgets\nno widgets left';
    expect(diagnose(output).hypotheses.filter((h) => h.pattern_id.startsWith('generic.'))).toEqual([]);
    const d = diagnose(output, { command: 'sudo -E frobctl run --all' }).hypotheses;
    expect(d[0]!.pattern_id).toBe('generic.reported');
    expect(d[0]!.title).toBe('frobctl reported: no widgets left');
    expect(d[0]!.fix).toMatch(/frobctl --help/);
    expect(d[0]!.likelihood).toBeLessThan(0.45);
    // A program the tool table knows gets its own remedy.
    const bmake = diagnose('bmake: "/srv/app/Makefile" line 3: Need an operator', { command: 'bmake all' }).hypotheses[0]!;
    expect(bmake.fix).toMatch(/gmake/);
  });

  it('reads a one-line refusal of a name and an `unrecognized: \'name\'` line as an unknown name', () => {
    // Real output: pandoc given a misspelt reader, Squid parsing a misspelt directive.
    const pandoc = 'Unknown input format markdownn';
    const squid = "2026/11/24 17:53:14| Processing: http_acess allow all\n2026/11/24 17:53:14| squid.conf(2): unrecognized: 'http_acess'";
    for (const text of [pandoc, squid]) {
      expect(matchPatterns(text), text).toEqual([]);
      const h = diagnose(text).hypotheses;
      expect(h[0]?.pattern_id, text).toBe('generic.unknown-name');
      expect(h[0]?.fix).toMatch(/spelling/);
    }
    expect(diagnose(squid).hypotheses[0]!.title).toMatch(/: http_acess$/);
    // The same words typed as a description, in lower case, are not tool output.
    expect(diagnose('unknown input format when converting my notes').hypotheses.filter((h) => h.pattern_id.startsWith('generic.'))).toEqual([]);
  });

  it('adds nothing for plain-words descriptions or gibberish', () => {
    for (const text of ['port already in use when starting the dev server', 'qwxz plorf vandemar skree', '']) {
      expect(diagnose(text).hypotheses.filter((h) => h.pattern_id.startsWith('generic.'))).toEqual([]);
    }
  });

  it('matches GCC output printed with typographic quotes and keeps the printed line as evidence', () => {
    const text = "main.c:1:25: error: \u2018count\u2019 undeclared (first use in this function)";
    const top = diagnose(text).hypotheses[0]!;
    expect(top.pattern_id).toBe('cpp.undeclared-identifier');
    expect(top.evidence).toEqual([text]);
  });

  it('explains known rule ids of linters and checkers, several per report, in report order', () => {
    const cases: Array<[string, RegExp]> = [
      ['/srv/web/src/util.js\n  3:14  error  Expected \'!==\' and instead saw \'!=\'  eqeqeq\n\n✖ 1 problem (1 error, 0 warnings)', /strict equality/],
      ['pkg/io.py:12:1: E722 do not use bare \'except\'', /specific exception/],
      ['************* Module io\npkg/io.py:4:0: W0102: Dangerous default value {} as argument (dangerous-default-value)', /Default to None/],
      ['lib/cfg.py:9: error: Need type annotation for "seen"  [var-annotated]\nFound 1 error in 1 file (checked 3 source files)', /Annotate the variable/],
      ['docs/setup.md:7:1 error MD040/fenced-code-language Fenced code blocks should have a language specified [Context: "```"]', /language after the opening fence/],
      ['ci.yaml\n  4:12      warning  truthy value should be one of [false, true]  (truthy)', /quote the string/],
      ['>> Issue: [B608:hardcoded_sql_expressions] Possible SQL injection vector through string-based query construction.\n   Severity: Medium   Confidence: Low', /parameterized queries/],
      ['src/lib/parse.ts(8,3): error TS4114: This member must have an \'override\' modifier because it overrides a member in the base class \'Parser\'.', /override keyword/],
    ];
    for (const [text, fix] of cases) {
      const d = diagnose(text);
      const rule = d.hypotheses.find((h) => h.pattern_id === 'generic.rule');
      expect(rule, text).toBeDefined();
      expect(`${rule!.explanation}\n${rule!.fix}`, text).toMatch(fix);
    }
    const report = 'a.py:1:1: F401 \'os\' imported but unused\na.py:3:5: F841 local variable \'x\' is assigned to but never used\na.py:9:80: E501 line too long (96 > 79 characters)';
    const titles = diagnose(report).hypotheses.filter((h) => h.pattern_id === 'generic.rule').map((h) => h.title);
    expect(titles.map((t) => t.split(':')[0])).toEqual(['F401', 'F841', 'E501']);
  });

  it('identifies checks of tools that print a category or only a message (javac -Xlint, go vet, Clippy)', () => {
    const cases: Array<[string, RegExp]> = [
      ['Report.java:12: warning: [unchecked] unchecked call to add(E) as a member of the raw type List\nerror: warnings found and -Werror specified', /generic types/],
      ['# example.com/svc\n./pool.go:31:14: call of start copies lock value: example.com/svc.Pool contains sync.Mutex', /by pointer/],
      ['error: unneeded `return` statement\n  = note: `-D clippy::needless-return` implied by `-D warnings`', /last expression/],
      ['Events:\n  Type     Reason                  Age   From     Message\n  Warning  FailedCreatePodSandBox  2m    kubelet  Failed to create pod sandbox: rpc error: code = Unknown desc = failed to setup network for sandbox', /CNI/],
      ['LAST SEEN   TYPE      REASON               OBJECT                        MESSAGE\n45s         Warning   FailedGetResourceMetric   horizontalpodautoscaler/api   failed to get cpu utilization: missing request for cpu', /metrics-server/],
    ];
    for (const [text, fix] of cases) {
      const rule = diagnose(text).hypotheses.find((h) => h.pattern_id === 'generic.rule');
      expect(rule, text).toBeDefined();
      expect(rule!.fix, text).toMatch(fix);
    }
    expect(diagnose(cases[0]![0]).hypotheses.map((h) => h.pattern_id)).toContain('generic.warnings-as-errors');
  });

  it('names the meaning of an HTTP status or a rate limit, from any tool', () => {
    const cases: Array<[string, string]> = [
      ["fatal: unable to access 'https://git.example.com/acme/app.git/': The requested URL returned error: 429", 'generic.http-429'],
      ['ERROR: HTTP error 401 while getting https://pypi.acme.dev/simple/acme-utils/', 'generic.http-401'],
      ['Error: API rate limit exceeded for installation ID 4242. (secondary rate limit)', 'generic.http-429'],
      ['curl: (22) The requested URL returned error: 503', 'generic.http-503'],
    ];
    for (const [text, id] of cases) expect(diagnose(text).hypotheses.map((h) => h.pattern_id), text).toContain(id);
    const limited = diagnose(cases[0]![0]).hypotheses.find((h) => h.pattern_id === 'generic.http-429')!;
    expect(limited.fix).toMatch(/Retry-After/);
  });

  it('reads Ruby, PHP, Lua and Erlang failures by their kind and class', () => {
    const cases: Array<[string, string]> = [
      ["lib/cart.rb:14:in `total': undefined method `price' for nil:NilClass (NoMethodError)", 'generic.null-value'],
      ["lib/cart.rb:3:in `<main>': can't modify frozen String: \"abc\" (FrozenError)", 'generic.error-class'],
      ['PHP Fatal error:  Uncaught Error: Call to undefined function mb_substr() in /srv/app/src/Text.php:22', 'generic.undefined-name'],
      ['lua: scripts/init.lua:7: attempt to perform arithmetic on a nil value (field \'port\')', 'generic.null-value'],
      ['escript: exception error: no function clause matching main:area({circle,2})', 'generic.no-match'],
      ['worker.py:31: RuntimeWarning: coroutine \'flush\' was never awaited', 'generic.async'],
      ['app.rb:2:in `walk\': stack level too deep (SystemStackError)', 'generic.recursion'],
    ];
    for (const [text, id] of cases) expect(diagnose(text).hypotheses.map((h) => h.pattern_id), text).toContain(id);
  });

  it('names failures of tools no pattern covers by what their words say', () => {
    const cases: Array<[string, string]> = [
      ["checking for png_create_read_struct in -lpng... no\nconfigure: error: libpng is required to build the viewer", 'generic.missing-dependency'],
      ['Error in library(ggplot3) : there is no package called \u2018ggplot3\u2019\nExecution halted', 'generic.missing-dependency'],
      ['sudo: unknown user deployer', 'generic.unknown-name'],
      ['/etc/systemd/system/web.service:7: Unknown section \'Instal\'. Ignoring.', 'generic.unknown-name'],
      ['"/tmp/crontab.Xk2":3: bad hour\nerrors in crontab file, can\'t install.', 'generic.invalid-value'],
      ["dpkg-deb: error: parsing file 'debian/tmp/DEBIAN/control' near line 3:\n 'Version' field value 'v2.1': version number does not start with digit", 'generic.invalid-value'],
      ['crontab.new: missing newline before EOF, can\'t install.', 'generic.final-newline'],
      ["Warning: Failed searching manifest: Failed downloading https://rocks.example.org/manifest - timeout", 'generic.download'],
      ["ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.\n    requests==2.31.0 from https://files.example/requests-2.31.0.whl:\n        Expected sha256 aa11\n             Got        bb22", 'generic.integrity'],
      ["At line 12 of file solver.f90\nFortran runtime error: Index '11' of dimension 1 of array 'u' above upper bound of 10", 'generic.bounds'],
      ['XPath error : Invalid expression\n//item[@id=', 'generic.syntax'],
      ['meson.build:4:0: ERROR: Neither directory contains a build file meson.build.', 'generic.tool-error'],
      ["widgetc: error: type 'Gauge' has no member named 'render'", 'generic.missing-member'],
      ["frobc: error: call to 'scale' is ambiguous", 'generic.ambiguous'],
      ['importer: error: invalid byte sequence in UTF-8 at offset 1042', 'generic.encoding'],
      ['uploader: error: request body too large (limit 10 MiB)', 'generic.limit'],
      ['frobctl: error: the following arguments are required: --zone', 'generic.missing-argument'],
      ["ERROR 1049 (42000): Unknown database 'shop'", 'generic.unknown-name'],
    ];
    for (const [text, id] of cases) {
      expect(matchPatterns(text), text).toEqual([]);
      expect(diagnose(text).hypotheses.map((h) => h.pattern_id), text).toContain(id);
    }
    // The word ERROR is not an errno name.
    expect(diagnose('meson.build:1:0: ERROR: Unknown options: "tests"').hypotheses.map((h) => h.title).join('\n')).not.toMatch(/errno/);
  });

  it('reads OCaml exceptions, a plain Error beside a stack trace, and says what an unknown error line reports', () => {
    const ocaml = diagnose('Fatal error: exception Invalid_argument("index out of bounds")').hypotheses.find((h) => h.pattern_id === 'generic.error-class');
    expect(ocaml?.explanation).toMatch(/outside what it accepts/);
    const thrown = diagnose('Error: quota file unreadable\n    at readQuota (/srv/app/quota.js:12:11)\n    at main (/srv/app/index.js:4:3)').hypotheses.find((h) => h.pattern_id === 'generic.error-class');
    expect(thrown?.explanation).toMatch(/quota file unreadable/);
    // Without a stack trace a bare "Error:" line is a tool's message, not a thrown class.
    expect(diagnose('Error: quota file unreadable').hypotheses.map((h) => h.pattern_id)).not.toContain('generic.error-class');
    expect(diagnose("awk: prog.awk:3: fatal: function `trim' not defined").hypotheses.map((h) => h.pattern_id)).toContain('generic.undefined-name');
    const reported = diagnose('frobd[311]: fatal: spool quorum lost').hypotheses;
    expect(reported.map((h) => h.pattern_id)).toEqual(['generic.reported']);
    expect(reported[0]!.explanation).toContain('spool quorum lost');
  });

  it('reads undefined names, exception shapes and tools of languages the patterns do not cover', () => {
    const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
    // Undefined names as Scheme, Prolog, Haskell, Pascal, Groovy and NASM word them.
    for (const text of [
      'ERROR: In procedure %resolve-variable:\nUnbound variable: parse-row',
      'Warning: goal (main) raised exception:\nERROR: -g main: catch/3: Unknown procedure: load_rows/2',
      'src/Report.hs:14:9: error:\n    • Variable not in scope: sumRows :: [Int] -> Int',
      'report.pas(22,14) Error: Identifier not found "RowCount"',
      'Caught: groovy.lang.MissingPropertyException: No such property: rowCount for class: report',
      'boot.asm:31: error: symbol `print_row\' not defined',
    ]) {
      expect(ids(text), text).toContain('generic.undefined-name');
    }
    // Python's last traceback line names any exception class; SBCL prints conditions.
    const py = diagnose('Traceback (most recent call last):\n  File "/srv/tool/run.py", line 8, in <module>\n    load()\nacme.config.NotConfigured: set ACME_HOME before running the tool').hypotheses.find((h) => h.pattern_id === 'generic.error-class');
    expect(py?.title).toBe('NotConfigured raised');
    expect(py?.explanation).toContain('set ACME_HOME before running the tool');
    const lisp = diagnose('Unhandled UNBOUND-VARIABLE in thread #<SB-THREAD:THREAD "main thread" RUNNING {10005E85B3}>:\n  The variable *ROWS* is unbound.').hypotheses.find((h) => h.pattern_id === 'generic.error-class');
    expect(lisp?.explanation).toMatch(/defvar/);
    expect(ids("prog: src/Lib.hs:(10,1)-(11,20): Non-exhaustive patterns in function parseRow")).toContain('generic.no-match');
    // `ERROR:` at the start of a line is not PostgreSQL when Guile or SWI-Prolog printed it.
    const guile = diagnose('ERROR: In procedure car:\nIn procedure car: Wrong type argument in position 1 (expecting pair): ()').hypotheses[0]!;
    expect(guile.fix).toContain('Guile');
    expect(guile.fix).not.toContain('SQLSTATE');
    expect(diagnose("ERROR: -g main: is/2: Arithmetic: evaluable `rows/0' does not exist").hypotheses.map((h) => h.fix).join('\n')).toContain('SWI-Prolog');
    // A word of CSS is no tool: `flex` does not make a stylesheet error a Flex scanner's.
    expect(diagnose('src/app.css\n  3:3  ✖  Unexpected unknown property "flex-dirction"  property-no-unknown').hypotheses.map((h) => h.fix).join('\n')).not.toContain('Bison');
    // A known tool with a message no kind explains: the line is quoted.
    const gpg = diagnose('gpg: encrypted with 3072-bit RSA key, ID 5C1F2A3B4D5E6F70\ngpg: decryption failed: No secret key').hypotheses[0]!;
    expect(gpg.pattern_id).toBe('generic.tool-error');
    expect(gpg.title).toContain('decryption failed: No secret key');
    // Directives in the wrong context, assignments to what cannot be assigned.
    expect(ids('AH00526: Syntax error on line 12 of /etc/apache2/sites-enabled/shop.conf:\nOptions not allowed here')).toContain('generic.wrong-context');
    expect(ids('cpu.v:14: error: pc is not a valid l-value in cpu.\ncpu.v:3:      : pc is declared here as wire.')).toContain('generic.not-assignable');
    // An error object's empty `hint: undefined,` is no advice; a short hook message is quoted.
    expect(ids("error: syntax error at or near \"form\"\n  hint: undefined,\n  code: '42601',")).not.toContain('generic.tool-advice');
    const hook = diagnose('commit message must start with a ticket id such as SHOP-123').hypotheses;
    expect(hook.map((h) => h.pattern_id)).toEqual(['generic.reported']);
    expect(hook[0]!.title).toContain('must start with a ticket id');
  });

  it('tells a time limit from a size limit and reads Julia\'s errors', () => {
    // A time limit stays a timeout, not a size limit.
    expect(diagnose('worker: fatal: maximum execution time of 30 seconds exceeded').hypotheses[0]!.pattern_id).toBe('generic.timeout');
    // Julia's errors: the class, its meaning and the tool.
    const julia = diagnose('ERROR: LoadError: UndefVarError: `rows` not defined\nStacktrace:\n [1] top-level scope\n   @ /srv/report.jl:4').hypotheses.find((h) => h.pattern_id === 'generic.error-class');
    expect(julia?.title).toBe('UndefVarError raised');
    expect(julia?.fix).toContain('Julia');
  });

  it('reads the rule id and message of any checker that prints file:line: message [rule] or (rule)', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['Sources/App/Model.swift:14:121: warning: Line Length Violation: Line should be 120 characters or less; currently it has 131 characters (line_length)', 'line_length', /Line Length Violation/],
      ['src/main/kotlin/App.kt:3:1: Unexpected blank line(s) before "}" (standard:no-blank-line-before-rbrace)', 'standard:no-blank-line-before-rbrace', /blank line/],
      ['internal/store/db.go:42:12: Error return value of `rows.Close` is not checked (errcheck)', 'errcheck', /not checked/],
    ];
    for (const [text, id, message] of cases) {
      const h = diagnose(text).hypotheses.find((x) => x.pattern_id === 'generic.rule-id' || x.pattern_id === 'generic.rule');
      expect(h, text).toBeDefined();
      expect(h!.title, text).toContain(id);
      expect(h!.explanation, text).toMatch(message);
    }
  });

  it('names held locks, expired credentials, cycles, stale lockfiles, signatures, full disks and descriptor limits', () => {
    const cases: Array<[string, string]> = [
      ['E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 (unattended-upgr)', 'generic.lock-held'],
      ['An error occurred (ExpiredToken) when calling the ListBuckets operation: The provided token has expired.', 'generic.expired'],
      ["ImportError: cannot import name 'Order' from partially initialized module 'shop.models' (most likely due to a circular import)", 'generic.circular'],
      ['pyproject.toml changed significantly since poetry.lock was last generated. Run `poetry lock` to fix the lock file.', 'generic.lockfile-stale'],
      ['W: GPG error: https://repo.example.org stable InRelease: The following signatures couldn\'t be verified because the public key is not available: NO_PUBKEY 4A3B2C1D', 'generic.signature'],
      ["OSError: [Errno 28] No space left on device: '/var/cache/build/obj.o'", 'generic.disk-full'],
      ["Error: EMFILE: too many open files, watch '/srv/app/src'", 'generic.fd-limit'],
    ];
    for (const [text, id] of cases) expect(diagnose(text).hypotheses.map((h) => h.pattern_id), text).toContain(id);
  });

  it('explains clang-tidy checks, cppcheck ids, ShellCheck codes, HTMLHint and Biome rules', () => {
    const cases: Array<[string, RegExp]> = [
      ["src/io.cpp:40:5: error: 'buf' used after it was moved [bugprone-use-after-move,-warnings-as-errors]", /moved/],
      ['lib/parse.c:88:12: error: Memory leak: node [memleak]', /free/],
      ["In deploy.sh line 9:\nfor f in $(ls /srv/*.tar); do\n         ^-- SC2045 (error): Iterating over ls output is fragile. Use globs.", /glob/],
      ['   L4 |<img src="logo.svg">\n       ^ An alt attribute must be present on <img> elements. (alt-require)\n\nScanned 1 files, found 1 errors in 1 files (7 ms)', /alt text/],
      ['src/app.ts:12:7 lint/style/useConst  FIXABLE  ━━━━━━━━\n\n  × This let declares a variable that is only assigned once.', /const/],
    ];
    for (const [text, fix] of cases) {
      const rule = diagnose(text).hypotheses.find((h) => h.pattern_id === 'generic.rule');
      expect(rule, text).toBeDefined();
      expect(`${rule!.explanation}\n${rule!.fix}`, text).toMatch(fix);
    }
  });

  it('reads the report lines of RuboCop, commitlint, Perl::Critic, gitlint, SQLFluff, cpplint and ansible-lint for their rules', () => {
    // Report lines in each tool's own format, written for this test (not from the error sets).
    const cases: Array<[string, RegExp, RegExp]> = [
      ['lib/cart.rb:12:7: W: Lint/UselessAssignment: Useless assignment to variable - total.\n\n1 file inspected, 1 offense detected', /Lint\/UselessAssignment/, /prefix its name with _|Remove the assignment/],
      ['⧗   input: added the login page\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings', /subject-empty|type-empty/, /type\(scope\): subject/],
      ['Bareword file handle opened at line 7, column 3.  See pages 202,204 of PBP.  (Severity: 5)', /ProhibitBarewordFileHandles/, /open my \$fh/],
      ['1: T3 Title has trailing punctuation (!): "Add the login page!"', /gitlint:T3/, /punctuation/],
      ['== [queries/report.sql] FAIL\nL:   3 | P:   1 | L014 | Unquoted identifiers must be consistently lower case.\nAll Finished!', /L014/, /sqlfluff fix/],
      ['src/cache.cc:14:  Lines should be <= 80 characters long  [whitespace/line_length] [2]\nDone processing src/cache.cc\nTotal errors found: 1', /whitespace\/line_length/, /80 characters/],
      ['site.yml:12: no-changed-when: Commands should not change things if nothing needs doing.', /no-changed-when/, /changed_when/],
    ];
    for (const [text, title, fix] of cases) {
      const rule = diagnose(text).hypotheses.find((h) => h.pattern_id === 'generic.rule');
      expect(rule, text).toBeDefined();
      expect(rule!.title, text).toMatch(title);
      expect(rule!.fix, text).toMatch(fix);
    }
  });

  it('names formatter diffs, test runners\' wordings, event-loop misuse, float equality and library error classes', () => {
    const cases: Array<[string, string]> = [
      ['--- a/src/util.py\n+++ b/src/util.py\n@@ -1,2 +1,2 @@\n-import sys\n+import os\n import json', 'generic.formatting'],
      ['There was 1 risky test:\n\n1) CartTest::testEmpty\nThis test did not perform any assertions\n\nOK, but incomplete, skipped, or risky tests!', 'generic.no-assertions'],
      ['1) CartTest::testTotal\nFailed asserting that 7 is identical to 9.', 'generic.assertion'],
      ['Traceback (most recent call last):\n  File "/srv/jobs/run.py", line 4, in <module>\n    loop = asyncio.get_running_loop()\nRuntimeError: no running event loop', 'generic.async'],
      ["thread 'main' panicked at src/main.rs:9:5:\nthere is no reactor running, must be called from the context of a Tokio 1.x runtime", 'generic.async'],
      ['E       assert 0.30000000000000004 == 0.3', 'generic.float-equality'],
      ['2026-01-02 10:00:00.000 UTC [812] FATAL:  unrecognized configuration parameter "work_mem2"', 'generic.unknown-option'],
      ['2026-01-02 10:00:00.000 UTC [812] FATAL:  data directory "/srv/pg/data" has invalid permissions', 'generic.permission'],
      ["Error: Unknown dialect 'mssqll'", 'generic.unknown-name'],
      ['(!) Unresolved dependencies\nlodash (imported by "src/a.js")', 'generic.not-found'],
      ['CompileError [ParseError]: Expected }', 'generic.error-class'],
    ];
    for (const [text, id] of cases) expect(diagnose(text).hypotheses.map((h) => h.pattern_id), text).toContain(id);
    const mongo = diagnose('Traceback (most recent call last):\n  File "/srv/app.py", line 3, in <module>\n    client.admin.command("ping")\npymongo.errors.ServerSelectionTimeoutError: db:27017: [Errno 111] Connection refused');
    expect(mongo.hypotheses.find((h) => h.pattern_id === 'generic.error-class')?.explanation).toMatch(/serverSelectionTimeoutMS/);
  });

  it('quotes the line that states the error, not a count of errors or an echoed source line', () => {
    const phpcs = 'FILE: /srv/app/src/Cart.php\n-----\nFOUND 1 ERROR AFFECTING 1 LINE\n-----\n 12 | ERROR | Visibility must be declared on method "total"\n-----';
    expect(diagnose(phpcs).hypotheses[0]!.title).toMatch(/Visibility must be declared/);
    const node = '/srv/app/node_modules/acme/compiler.js:88\n\tthrow error;\n\t^\n\nWidgetFault: the widget manifest lists no entry point\n    at compile (/srv/app/node_modules/acme/compiler.js:88:2)';
    const quoted = diagnose(node).hypotheses.map((h) => `${h.title} ${h.explanation}`).join('\n');
    expect(quoted).toMatch(/no entry point/);
    expect(quoted).not.toMatch(/throw error;/);
    // Plain words about such tools still get nothing.
    expect(diagnose('my commit message checker is unhappy about the title').hypotheses).toEqual([]);
  });

  it('explains Prisma error codes and client error classes', () => {
    const known = "PrismaClientKnownRequestError: \nInvalid `prisma.order.update()` invocation:\n\nAn operation failed because it depends on one or more records that were required but not found. Record to update not found.\n    at Rn.handleRequestError (/srv/app/node_modules/@prisma/client/runtime/library.js:121:7753) {\n  code: 'P2025',\n  clientVersion: '5.22.0'\n}";
    const rule = diagnose(known).hypotheses.find((h) => h.pattern_id === 'generic.rule');
    expect(rule?.title).toMatch(/P2025/);
    expect(rule?.fix).toMatch(/updateMany|findUnique/);
    const cli = "Error: P1001: Can't reach database server at `db.internal:5432`\n\nPlease make sure your database server is running at `db.internal:5432`.";
    expect(diagnose(cli).hypotheses.find((h) => h.pattern_id === 'generic.rule')?.fix).toMatch(/DATABASE_URL/);
  });

  it('fills the places after matched patterns with generic hypotheses, never above them', () => {
    const text = "Error: Cannot find module 'lodash'\nRequire stack:\n- /srv/app/index.js";
    const d = diagnose(text);
    expect(d.hypotheses[0]!.pattern_id.startsWith('generic.')).toBe(false);
    const firstGeneric = d.hypotheses.findIndex((h) => h.pattern_id.startsWith('generic.'));
    expect(firstGeneric).toBeGreaterThan(0);
    expect(d.hypotheses.slice(firstGeneric).every((h) => h.pattern_id.startsWith('generic.'))).toBe(true);
    expect(d.hypotheses.map((h) => h.pattern_id)).not.toContain('generic.exit-1');
  });
});

describe('generic path on the tenth error set (bench/data/errors/corpus-tenth.jsonl)', () => {
  const TENTH = new Map<string, string>(readFileSync(new URL('../../bench/data/errors/corpus-tenth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string }).map((e) => [e.id, e.output]));
  const said = (text: string) => diagnose(text).hypotheses.map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');

  it('quotes the message under a line that only announces it', () => {
    // Sphinx -W: a label ending in a colon, the message on the next line.
    const sphinx = TENTH.get('sphinx/underline')!;
    expect(diagnose(sphinx).hypotheses.map((h) => h.pattern_id)).toContain('generic.warnings-as-errors');
    expect(said(sphinx)).toMatch(/Title underline too short/);
    // Thrift: a place and the parser's context, no words of its own, then the message.
    expect(said(TENTH.get('thrift/duplicate-id')!)).toMatch(/field identifier\/name has already been used/);
    expect(said('widget.conf: Configuration error:\nthe key "colour" is not allowed in section [ui]')).toMatch(/key "colour" is not allowed/);
  });

  it('reads JSON Schema keywords as rules with their meaning', () => {
    const ajv = diagnose(TENTH.get('ajv-cli/extra-property')!).hypotheses.find((h) => h.pattern_id === 'generic.rule');
    expect(ajv?.title).toMatch(/additionalProperties/);
    expect(ajv?.fix).toMatch(/spelling/);
    const python = "Traceback (most recent call last):\n  File \"/srv/app/check.py\", line 5, in <module>\n    validate(config, schema)\njsonschema.exceptions.ValidationError: 'port' is a required property\n\nFailed validating 'required' in schema:\n    {'required': ['port']}\n\nOn instance:\n    {'host': 'db'}";
    expect(diagnose(python).hypotheses.find((h) => h.pattern_id === 'generic.rule')?.title).toMatch(/required/);
  });

  it('names a feature missing from the runtime and a command with nothing to work on', () => {
    expect(diagnose(TENTH.get('jsdom/navigation')!).hypotheses[0]?.pattern_id).toBe('generic.not-implemented');
    expect(diagnose(TENTH.get('coverage/no-data')!).hypotheses[0]?.pattern_id).toBe('generic.nothing-to-do');
    expect(diagnose('No tests to run.').hypotheses[0]?.pattern_id).toBe('generic.nothing-to-do');
    // Typed descriptions in lower case are not program output.
    expect(diagnose('no data to report when I run coverage').hypotheses).toEqual([]);
  });

  it('ranks the error a promise carried above the unhandled rejection that carried it', () => {
    const d = diagnose(TENTH.get('playwright/no-browser')!);
    expect(d.hypotheses[0]?.pattern_id).toBe('testing.playwright-browser-missing');
    expect(d.hypotheses.map((h) => h.pattern_id)).toContain('node.unhandled-rejection');
  });
});

describe('terse output of the eleventh error set (its dev half)', () => {
  const ELEVENTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-eleventh.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = ELEVENTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const said = (text: string) => diagnose(text).hypotheses.map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');

  it('reads a program\'s one-line statement that something is absent as output', () => {
    // quilt, screen, ed, pipx and tsup, as they print it.
    expect(said(dev('quilt/no-applied'))).toMatch(/No patch removed/);
    expect(said(dev('screen/nothing-to-resume'))).toMatch(/no screen to be resumed/);
    expect(said('There is no job to be resumed matching nightly.')).toMatch(/no job to be resumed/);
    expect(said(dev('pipx/not-installed'))).toMatch(/not installed/);
    expect(said(dev('tsup/no-entry'))).toMatch(/No input files/);
    expect(ids('Nothing to put')).not.toEqual([]);
    // What a person types stays a description: no purpose after "There is no", no state word.
    for (const text of ['Nothing happened', 'There is no way to log in', 'No idea why the tests fail', 'no sessions after reboot']) expect(ids(text), text).toEqual([]);
  });

  it('explains a bare "?" (ed and other line-oriented programs)', () => {
    expect(ids(dev('ed/bad-address'))[0]).toBe('generic.bare-refusal');
    expect(said(dev('ed/unknown-command'))).toMatch(/command/);
    expect(ids('what does ? mean')).toEqual([]);
  });

  it('reads a usage header on a line of its own, above what its option list mentions', () => {
    const text = 'Error: Give one input only\n\nUsage:\n\n    frobd [OPTS] MODULE:OBJECT\n\nOptions:\n\n    --read-timeout=SECONDS\n        Seconds to wait before a request times out, default is 30.';
    expect(ids(text)[0]).toBe('generic.usage');
    expect(ids(dev('waitress/no-app'))[0]).toBe('generic.usage');
  });

  it('quotes the error line under a warning and a one-letter severity', () => {
    // python -m build: a UserWarning first, then `ERROR Source … does not appear to be a Python project`.
    expect(said(dev('pybuild/not-project'))).toMatch(/does not appear to be a Python project/);
    // lintian: `E:` lines, not the warning above them.
    expect(diagnose(dev('lintian/no-copyright')).hypotheses[0]?.title).toMatch(/E: app: /);
  });

  it('quotes the line of a diagnostic id the rule table does not know', () => {
    const rule = diagnose(dev('csharp/no-main')).hypotheses.find((h) => h.pattern_id === 'generic.rule-id');
    expect(rule?.explanation).toMatch(/static `Main' method/);
  });

  it('says that only the exit status failed when the output is a report with no error line', () => {
    expect(ids(dev('c8/child-fails'))).toEqual(['generic.no-error-line']);
    expect(ids('======== Results ========\nChecked   : 12 files\nSkipped   : 0\nDuration  : 0.4s')).toEqual(['generic.no-error-line']);
    // Lines a person writes are not a report.
    expect(ids('The build finished\nbut the deploy step\nnever started after 5 minutes')).toEqual([]);
  });

  it('says what a rejection with a plain value (not an Error) means', () => {
    expect(said(dev('class-validator/unknown-value'))).toMatch(/plain value, not an Error/);
  });
});

describe('one-line output of the twelfth error set (its dev half)', () => {
  const TWELFTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-twelfth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = TWELFTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const said = (text: string) => diagnose(text).hypotheses.map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');

  it('reads a statement that a name is not of the kind the program needs', () => {
    // mountpoint, as it prints it.
    expect(ids(dev('mountpoint/not-mounted'))[0]).toBe('generic.wrong-kind');
    expect(said('build is not a directory')).toMatch(/build is not a directory/);
    // A pronoun or a longer sentence is what a person types.
    for (const text of ['it is not a bug', 'this is not a drill', 'the cache is not a problem here']) expect(ids(text), text).not.toContain('generic.wrong-kind');
  });

  it('reads an unmatched bracket as a syntax error', () => {
    // perl's rename: `Unmatched ( in regex; marked by <-- HERE …`.
    expect(ids(dev('rename/bad-regex'))[0]).toBe('generic.syntax');
    expect(ids('frobc: unmatched { in template')).toContain('generic.syntax');
  });

  it('reads a failure stated above indented details as output', () => {
    // units: `conformability error` over `\t3 m` and `\t1 s`.
    expect(said(dev('units/conformability'))).toMatch(/conformability error/);
    expect(ids('conformability error')).toEqual([]);
  });

  it('quotes a lookup that found no entry before a failure word further down', () => {
    // man: `No manual entry for 42`, then the page it showed, which mentions "cannot access".
    expect(diagnose(dev('man/bad-section')).hypotheses[0]?.title).toMatch(/No manual entry for 42/);
    expect(ids('No entry for example in the docs, any idea')).toEqual([]);
  });
});

describe('the thirteenth error set: output whose diagnosis was empty (its dev half)', () => {
  const THIRTEENTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-thirteenth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = THIRTEENTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const said = (text: string) => diagnose(text).hypotheses.map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');

  it('reads a checker\'s diagnostic line as output even without a failure word', () => {
    // pydocstyle: the code and message indented under the place.
    expect(said(dev('pydocstyle/D300'))).toMatch(/triple double quotes/);
    expect(said(dev('pydocstyle/D401'))).toMatch(/imperative mood/);
  });

  it('reads a file or device that is not of the format the program needs', () => {
    // cryptsetup: `Device img is not a valid LUKS device.`
    expect(ids(dev('cryptsetup/not-luks'))).toContain('generic.file-format');
    // jpegoptim's per-file status and cwebp's unreadable picture.
    expect(ids(dev('jpegoptim/not-jpeg'))).toContain('generic.file-format');
    expect(ids(dev('webp/not-image'))).toContain('generic.file-format');
  });

  it('reads a heading over a list of names, a silent server and a value that is zero', () => {
    // depcheck: `Missing dependencies` over `* lodash: ./index.js`.
    expect(said(dev('depcheck/missing-dependency'))).toMatch(/install/);
    // pg_isready: `127.0.0.1:1 - no response`.
    expect(ids(dev('pg-admin/no-server'))).toContain('generic.connection');
    // fsck.fat: `Logical sector size is zero.`
    expect(said(dev('dosfstools/not-fat'))).toMatch(/Logical sector size is zero/);
    // Descriptions a person types stay descriptions.
    const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));
    for (const text of ['the count is zero when I run it', 'Missing dependencies in my project, any idea?', 'I got no response']) expect(generic(text), text).toEqual([]);
  });

  it('tells a failed signature check from a TLS certificate problem', () => {
    // minisign: `Signature verification failed` read as Python's certificate check before.
    expect(ids(dev('minisign/tampered'))[0]).toBe('generic.signature');
  });

  it('names the outcome of a solver whose model has no optimum', () => {
    expect(ids(dev('lp-solve/unbounded'))[0]).toBe('build.lp-infeasible-unbounded');
  });
});

describe('the fourteenth error set: output whose diagnosis was empty or missed the cause (its dev half)', () => {
  const FOURTEENTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-fourteenth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = FOURTEENTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const said = (text: string) => diagnose(text).hypotheses.map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));

  it('reads a setting the program needs and was not given: an environment variable, an engine', () => {
    // node-pg-migrate: `The DATABASE_URL environment variable is not set or incomplete …`.
    expect(ids(dev('node-pg-migrate/no-url'))[0]).toBe('generic.unset-setting');
    // Sqitch: `No engine specified; specify via target or core.engine`, under the files it created.
    expect(ids(dev('sqitch/no-engine'))[0]).toBe('generic.unset-setting');
    expect(said(dev('sqitch/no-engine'))).toMatch(/core\.engine/);
    for (const text of ['I have not set up the database yet', 'the value is not set when the page loads']) expect(generic(text), text).toEqual([]);
  });

  it('reads a statement that something was not found followed by what to do, and hyphenated names', () => {
    // Spectral: `No ruleset has been found. Please provide a ruleset using the --ruleset CLI argument …`.
    expect(ids(dev('spectral/no-ruleset'))[0]).toBe('generic.not-found');
    expect(said(dev('spectral/no-ruleset'))).toMatch(/ruleset/);
    // npm-package-json-lint: `No npm-package-json-lint configuration found.` over the package.json path.
    expect(ids(dev('npmpkgjsonlint/no-config'))[0]).toBe('generic.not-found');
    expect(generic('No tests found, please help me')).toEqual([]);
  });

  it('names the name a program says it has no idea about, and a name that should be a file', () => {
    // Invoke: `No idea what 'biuld' is!`.
    const unknown = diagnose(dev('invoke/no-task')).hypotheses[0]!;
    expect(unknown.pattern_id).toBe('generic.unknown-name');
    expect(unknown.title).toMatch(/: biuld$/);
    // type-coverage: `paramter 'project' should be a file or directory.`
    expect(ids(dev('type-coverage/no-tsconfig'))[0]).toBe('generic.wrong-kind');
    expect(generic('it should be a file or a folder I think')).toEqual([]);
  });

  it('reads a checker\'s hedged finding at a line and a code without a column', () => {
    // checkbashisms: `possible bashism in a.sh line 3 (bash arrays, ${name[0|*|@]}):`.
    const bashism = diagnose(dev('devscripts/array')).hypotheses[0]!;
    expect(bashism.title).toMatch(/bash arrays/);
    expect(bashism.fix).toMatch(/#!\/bin\/bash/);
    expect(generic('possible bug in my code somewhere')).toEqual([]);
    // doc8: `a.rst:4: D002 Trailing whitespace`, above its summary of counts.
    const rule = diagnose(dev('doc8/trailing-space')).hypotheses[0]!;
    expect(rule.pattern_id).toBe('generic.rule-id');
    expect(rule.explanation).toMatch(/Trailing whitespace/);
  });

  it('reads an output that only lists files or places as a check in list mode', () => {
    // gofmt -l under `test -z`: `a.go`; ts-prune: `src/lib.ts:2 - unusedThing`.
    expect(ids(dev('gofmt/unformatted-ci'))).toEqual(['generic.file-list']);
    expect(said(dev('gofmt/unformatted-ci'))).toMatch(/gofmt -w/);
    expect(ids(dev('ts-prune/unused-export'))).toEqual(['generic.file-list']);
    expect(said(dev('ts-prune/unused-export'))).toMatch(/unused export/);
    for (const text of ['see README.md', 'how do I fix my package.json']) expect(generic(text), text).toEqual([]);
  });

  it('quotes a `Warn:` line before the count of problems under it', () => {
    // svelte-check: `Warn: \`<img>\` element should have an alt attribute` over `svelte-check found 0 errors and 1 warning`.
    expect(diagnose(dev('svelte-check/a11y')).hypotheses[0]!.title).toMatch(/alt attribute/);
  });

  it('reads several step definitions matching one step as ambiguous, in Cucumber\'s words not RSpec\'s', () => {
    const d = diagnose(dev('cucumber/ambiguous')).hypotheses;
    expect(d[0]!.pattern_id).toBe('generic.ambiguous');
    expect(d[0]!.fix).toMatch(/Cucumber/);
    expect(d[0]!.fix).not.toMatch(/RSpec/);
  });

  it('names a jar without a Main-Class', () => {
    expect(ids(dev('jar/no-main-manifest'))[0]).toBe('java.no-main-manifest');
  });

  it('quotes a whole output that only says there are none of what the program works on', () => {
    // tmux (eleventh set, dev half): `no sessions`.
    const ELEVENTH = readFileSync(new URL('../../bench/data/errors/corpus-eleventh.jsonl', import.meta.url), 'utf8')
      .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string });
    const tmux = ELEVENTH.find((e) => e.id === 'tmux/no-server')!;
    expect(tmux.split).toBe('dev');
    expect(diagnose(tmux.output).hypotheses[0]!.title).toMatch(/no sessions/);
    for (const text of ['no sessions work for me either', 'No sessions are working today']) expect(generic(text), text).toEqual([]);
  });
});

describe('the fifteenth error set: output whose diagnosis was empty or missed the cause (its dev half)', () => {
  const FIFTEENTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-fifteenth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = FIFTEENTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));

  it('reads a statement that a quoted name was not found, after more words than a bare `No x found`', () => {
    // perldoc -f: `No documentation for perl function 'nopefunc' found`.
    const d = diagnose(dev('perldoc/no-function')).hypotheses[0]!;
    expect(d.pattern_id).toBe('generic.not-found');
    expect(d.title).toMatch(/nopefunc/);
    for (const text of ['No documentation for my function found', 'no docs for the function I wrote were found']) expect(generic(text), text).toEqual([]);
  });

  it('reads a file a program cannot open, named by its path, as missing', () => {
    // dput: `Can't open /home/dev/app/nope.changes` under a notice that $USER is not set.
    expect(ids(dev('dput/no-changes'))[0]).toBe('generic.not-found');
    // Without a path it is not read as a missing file.
    for (const text of ['cannot open my project in the editor', 'the app could not open its window']) expect(ids(text), text).not.toContain('generic.not-found');
  });

  it('reads npm\'s EUSAGE and a usage block under its prefix as a usage error, not as npm ci without a lockfile', () => {
    // `npm pkg set` without a key=value: `npm error code EUSAGE` … `npm error Usage:`.
    const found = ids(dev('npm-publish/pkg-set-no-args'));
    expect(found).toContain('generic.usage');
    expect(found).not.toContain('npm.ci-no-lockfile');
  });

  it('names a wrong password or passphrase, also below a long notice', () => {
    // Borg: `passphrase supplied in BORG_PASSPHRASE, by BORG_PASSCOMMAND or via BORG_PASSPHRASE_FD is incorrect.`
    expect(ids(dev('borg/wrong-passphrase'))).toContain('generic.credentials');
    expect(ids('ERROR: Invalid password for user "app"')).toContain('generic.credentials');
    for (const text of ['my password is wrong I think', 'I forgot the passphrase for my key']) expect(generic(text), text).toEqual([]);
  });

  it('reads an output that only announces a step on a file and stops as a failure of that step', () => {
    // redis-check-rdb on a missing file: `[offset 0] Checking RDB file nope.rdb`, and nothing else.
    const d = diagnose(dev('redis-check/no-file')).hypotheses;
    expect(d.map((h) => h.pattern_id)).toEqual(['generic.stopped-at-step']);
    expect(d[0]!.fix).toMatch(/exists/);
    expect(ids('Loading config.yml...')[0]).toBe('generic.stopped-at-step');
    for (const text of ['Checking my notes.txt', 'Loading the page takes forever', 'knitting a scarf with circular needles']) expect(generic(text), text).toEqual([]);
  });
});

describe('the sixteenth error set: output whose diagnosis was empty or missed the cause (its dev half)', () => {
  const SIXTEENTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-sixteenth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = SIXTEENTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));

  it('reads a one-line statement that a piece of input is incomplete as a syntax error', () => {
    // hxselect: `Incomplete selector (state 6)`.
    expect(ids(dev('html-xml-utils/bad-selector'))[0]).toBe('generic.syntax');
    for (const text of ['Incomplete work on my side, sorry', 'incomplete selector']) expect(generic(text), text).toEqual([]);
  });

  it('reads an illegal or invalid id of a process, user or port as a value in the wrong format', () => {
    // lsof: `lsof: illegal process ID: abc` above its usage.
    expect(ids(dev('lsof/bad-pid'))).toContain('generic.invalid-value');
  });

  it('reads a program that cannot recognize what it reads as a file of another format', () => {
    // mutool: `error: cannot recognize version marker` … `error: no objects found`.
    expect(ids(dev('mupdf/not-pdf'))[0]).toBe('generic.file-format');
  });

  it('reads an option taken for a missing file as an option the program does not know', () => {
    // patchelf: `patchelf: getting info about '--nope': No such file or directory`.
    expect(ids(dev('patchelf/bad-option'))[0]).toBe('generic.unknown-option');
    // A file name without dashes stays a missing file.
    expect(ids("patchelf: getting info about 'nope': No such file or directory")[0]).toBe('generic.not-found');
  });
});

describe('the seventeenth error set: output whose diagnosis was empty or missed the cause (its dev half)', () => {
  const SEVENTEENTH = new Map<string, { output: string; split: string }>(readFileSync(new URL('../../bench/data/errors/corpus-seventeenth.jsonl', import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: string; output: string; split: string }).map((e) => [e.id, e]));
  const dev = (id: string) => {
    const e = SEVENTEENTH.get(id)!;
    expect(e.split).toBe('dev');
    return e.output;
  };
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));

  it('reads a setting not specified when its name is a keyword (`:main`)', () => {
    // Leiningen: `No :main namespace specified in project.clj.`
    expect(ids(dev('leiningen/no-project'))[0]).toBe('generic.unset-setting');
    expect(generic('No main namespace specified in my head yet, I think')).toEqual([]);
  });

  it('names a kernel feature the tool probes for and does not find', () => {
    // CRIU in a container: `… Could not initialize kernel features detection.`
    const kernel = diagnose(dev('criu/dump-no-process')).hypotheses.find((h) => h.pattern_id === 'generic.kernel-feature');
    expect(kernel?.fix).toMatch(/--privileged|cap-add/);
    expect(generic('the kernel is too old on my laptop I think')).toEqual([]);
  });
});

describe('the eighteenth and nineteenth error sets: output whose diagnosis was empty or missed the cause (their dev halves)', () => {
  const dev = devHalves('eighteenth', 'nineteenth');
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));
  const hypothesis = (text: string, id: string) => diagnose(text).hypotheses.find((h) => h.pattern_id === id);

  it('reads a quoted file name between `No` and `found` as a missing file, named in the title', () => {
    // git-review: `No '.gitreview' file found in this repository. We don't know where …` (was empty).
    const missing = hypothesis(dev('nineteenth', 'git-review/no-gitreview'), 'generic.not-found');
    expect(missing?.title).toContain('.gitreview');
    expect(generic('No good file found in my notes, we do not know where it went')).toEqual([]);
  });

  it('reads an unexpected token at a line and column as a syntax error at that place', () => {
    // dprint: `Error deserializing. Unexpected close brace on line 1 column 16`.
    expect(hypothesis(dev('nineteenth', 'dprint/bad-config'), 'generic.syntax')?.title).toContain('line 1 column 16');
  });

  it('names two options that cannot be given together', () => {
    // argparse: `app: error: argument --csv: not allowed with argument --json`.
    expect(ids(dev('nineteenth', 'py-argparse/mutually-exclusive'))).toContain('generic.options-conflict');
    expect(generic("fatal: options '--ours' and '--theirs' cannot be used together")[0]).toBe('generic.options-conflict');
    expect(generic('error: the argument \'--all\' cannot be used with \'--package <SPEC>\'')[0]).toBe('generic.options-conflict');
  });

  it('reads a command run outside any project as such', () => {
    // Scrapy: `Scrapy 2.8.0 - no active project` above `Unknown command: crawl`.
    expect(ids(dev('eighteenth', 'scrapy/no-project'))[0]).toBe('generic.outside-project');
    expect(generic('Error: This command is not available when running the Angular CLI outside a workspace.')).toContain('generic.outside-project');
  });

  it('reads a state the command would set that already holds', () => {
    // git-crypt: `Error: this repository is already locked.`
    const state = hypothesis(dev('nineteenth', 'git-crypt/lock-not-initialised'), 'generic.already-in-state');
    expect(ids(dev('nineteenth', 'git-crypt/lock-not-initialised'))[0]).toBe('generic.already-in-state');
    expect(state?.fix).toMatch(/unlock/);
    expect(generic('mount: /mnt: /dev/sdb1 is already mounted on /mnt.')).toContain('generic.already-in-state');
  });

  it('reads a coverage threshold not met, and a report\'s `Missing` column header as no missing thing', () => {
    // gcovr: a report table whose header has a `Missing` column, then `(ERROR) failed minimum line coverage`.
    expect(ids(dev('eighteenth', 'gcovr/below-threshold'))[0]).toBe('generic.coverage-threshold');
    const coveragePy = 'Name    Stmts   Miss  Cover   Missing\n-------------------------------------\napp.py     10      2    80%   4-5\n-------------------------------------\nTOTAL      10      2    80%\nCoverage failure: total of 80 is less than fail-under=90';
    expect(generic(coveragePy)[0]).toBe('generic.coverage-threshold');
    expect(generic(coveragePy)).not.toContain('generic.not-found');
  });

  it('reads the signal a debugger reports, and a fault at address zero as a null pointer', () => {
    // LLDB: `stop reason = signal SIGSEGV: invalid address (fault address: 0x0)`.
    const text = dev('eighteenth', 'lldb/segfault');
    expect(hypothesis(text, 'generic.signal')?.title).toContain('SIGSEGV');
    expect(ids(text)).toContain('generic.null-value');
    expect(hypothesis('Program received signal SIGABRT, Aborted.\n0x00007ffff7e2a9fc in ?? () from /lib/x86_64-linux-gnu/libc.so.6', 'generic.signal')?.title).toContain('SIGABRT');
  });

  it('reads output that only lists files a fixer rewrote, but not a commit message', () => {
    // pyupgrade: `Rewriting a.py` and exit 1 (was empty).
    expect(ids(dev('nineteenth', 'pyupgrade/rewrites'))).toEqual(['generic.rewrote-files']);
    expect(ids('Fixing /home/dev/app/a.py\nFixing /home/dev/app/b.py')).toEqual(['generic.rewrote-files']);
    expect(generic('Fixed app.py')).toEqual([]);
    expect(generic('Rewriting the parser in Rust')).toEqual([]);
  });

  it('does not read Python\'s `<frozen runpy>` frames as an immutable value', () => {
    // multiprocessing's spawned children, each failing in `set_start_method`: frames `File "<frozen runpy>"`.
    expect(generic(dev('nineteenth', 'py-multiprocessing/no-main-guard'))).not.toContain('generic.immutable');
    expect(generic("TypeError: can't modify frozen String: \"abc\"")).toContain('generic.immutable');
  });

  it('names an ODBC data source that is not configured', () => {
    // isql: `[ISQL]ERROR: Could not SQLConnect` (was only quoted back).
    expect(ids(dev('eighteenth', 'unixodbc/no-dsn'))[0]).toBe('database.odbc-connect');
  });
});

describe('the twenty-second and twenty-third error sets: output whose diagnosis was empty or missed the cause (their dev halves)', () => {
  const dev = devHalves('twenty-second', 'twenty-third');
  const ids = (text: string) => diagnose(text).hypotheses.map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));

  it('reads a complaint above a usage block as the command line not fitting the usage', () => {
    // mdb-export: `Wrong number of arguments.` over `Usage:` and an indented synopsis (was empty).
    const mdb = dev('twenty-second', 'mdbtools/no-table-argument');
    expect(generic(mdb)).toEqual(expect.arrayContaining(['generic.missing-argument', 'generic.usage']));
    expect(generic(mdb.replace(/\n/g, '\r\n'))).toEqual(expect.arrayContaining(['generic.missing-argument', 'generic.usage']));
    expect(generic('Wrong number of arguments.')).toEqual([]);
  });

  it('reads a missing package manifest and "run from the root directory of an existing package" as a command outside its project', () => {
    // dub: `No package manifest (dub.json or dub.sdl) was found in` … `No valid root package found - aborting.` (was empty).
    expect(generic(dev('twenty-second', 'dub/no-recipe'))).toContain('generic.outside-project');
  });

  it('reads a relative path refused where a full one is required', () => {
    // editorconfig: `Input file must be a full path name.` (was empty).
    expect(ids(dev('twenty-second', 'editorconfig/relative-path'))[0]).toBe('generic.absolute-path');
    expect(ids('Error: configuration.output.path: The provided value "dist" is not an absolute path!')).toContain('generic.absolute-path');
    expect(generic('my notes say the path must be full somehow')).toEqual([]);
  });

  it('reads `No <things> to <verb>` after a tool\'s prefix as nothing to work on', () => {
    // stg push: `No patches to push` (was empty).
    expect(ids(dev('twenty-second', 'stgit/unknown-patch'))[0]).toBe('generic.nothing-to-do');
  });

  it('reads "There is no active …" as nothing started for the command to act on', () => {
    // timew stop: `There is no active time tracking.` (was empty).
    expect(ids(dev('twenty-second', 'timewarrior/nothing-tracked'))[0]).toBe('generic.not-in-state');
    expect(generic('There is no active way to fix this, is there')).toEqual([]);
  });

  it('reads a program\'s refusal to run as root', () => {
    // distrobox-create under sudo (was empty); makepkg's own wording.
    expect(ids(dev('twenty-third', 'distrobox/create'))[0]).toBe('generic.as-root');
    expect(ids('==> ERROR: Running makepkg as root is not allowed as it can cause permanent,\ncatastrophic damage to your system.')).toContain('generic.as-root');
  });

  it('reads install commands indented under a program\'s words as a plugin that is not installed', () => {
    // size-limit without a preset: `npm install --save-dev @size-limit/preset-app` … (was empty).
    const [first] = diagnose(dev('twenty-third', 'size-limit/no-config')).hypotheses;
    expect(first?.pattern_id).toBe('generic.install-advice');
    expect(first?.title).toContain('@size-limit/preset-app');
    expect(generic('npm install --save-dev typescript')).toEqual([]);
  });

  it('reads a comparison\'s summary of removed and changed items as differences found', () => {
    // abidiff between two builds of a library: `Functions changes summary: 1 Removed, 1 Changed, 0 Added functions`.
    expect(ids(dev('twenty-second', 'abigail/abi-change'))[0]).toBe('generic.changes-found');
  });

  it('reads a two-word "Deprecation warning" and an error while parsing a file', () => {
    // moment: `Deprecation warning: value provided is not in a recognized RFC2822 or ISO format.` (no hypothesis quoted it).
    const deprecation = diagnose(dev('twenty-third', 'moment/non-iso')).hypotheses.find((h) => h.pattern_id === 'generic.deprecation');
    expect(deprecation?.explanation).toContain('RFC2822 or ISO format');
    // tup: `tup error: Error parsing Tupfile line 1` under `Missing second '|>' marker.`
    expect(ids(dev('twenty-second', 'tup/tupfile-syntax'))).toContain('generic.syntax');
  });

  it('reads a program that needs a terminal and has none, but not ssh\'s notice about a pseudo-terminal', () => {
    // kak -c without a terminal: `Fatal error: stdout is not a tty`; tig: `tig: Failed to open tty for input`.
    expect(ids(dev('twenty-second', 'kakoune/no-session'))[0]).toBe('generic.no-terminal');
    expect(ids(dev('twenty-second', 'tig/not-a-repo'))[0]).toBe('generic.no-terminal');
    expect(generic('Pseudo-terminal will not be allocated because stdin is not a terminal.\nssh: connect to host 127.0.0.1 port 1: Connection refused')).not.toContain('generic.no-terminal');
  });

  it('names a gulp task that never signalled completion', () => {
    expect(ids(dev('twenty-third', 'gulp/async-completion'))[0]).toBe('npm.gulp-async-completion');
  });
});

describe('the twenty-fourth and twenty-fifth error sets: output whose diagnosis was empty or missed the cause (their dev halves)', () => {
  const dev = devHalves('twenty-fourth', 'twenty-fifth');
  const diagnosis = (text: string) => diagnose(text).hypotheses;
  const ids = (text: string) => diagnosis(text).map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));
  const said = (text: string) => diagnosis(text).map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');

  it('reads Ruby\'s uncaught exception whatever its class is called', () => {
    // Active Record: `…:in `retrieve_connection': No connection pool for 'ActiveRecord::Base' found. (ActiveRecord::ConnectionNotEstablished)` (was empty).
    const raised = diagnosis(dev('twenty-fourth', 'ruby-activerecord/no-connection')).find((h) => h.pattern_id === 'generic.error-class');
    expect(raised?.title).toBe('ConnectionNotEstablished raised');
  });

  it('reads the British spelling of an unrecognised option', () => {
    // vera++ (Boost.Program_options): `ERROR: unrecognised option '--nope'` (read as a conflict).
    expect(ids(dev('twenty-fourth', 'vera/bad-option'))[0]).toBe('generic.unknown-option');
  });

  it('reads a checker\'s "Circular Dependencies" heading over the cycle it found', () => {
    // dpdm: `• Circular Dependencies` over `  1) a.js -> b.js` (was empty).
    expect(generic(dev('twenty-fourth', 'dpdm/circular'))).toContain('generic.circular');
    expect(generic('how do I get rid of circular dependencies between my modules')).toEqual([]);
  });

  it('reads "Expected <kind> value …; got …" as a value in the wrong form', () => {
    // Thor: `Expected numeric value for '--count'; got "abc"` (was empty).
    expect(ids(dev('twenty-fourth', 'ruby-thor/numeric-option'))[0]).toBe('generic.invalid-value');
    expect(generic('I expected numbers and got strings back')).toEqual([]);
  });

  it('reads a closing bracket that was never found as a syntax error', () => {
    // pug-lint: `The end of the string reached with no closing bracket ) found.` under a code frame.
    expect(generic(dev('twenty-fourth', 'pug-lint/syntax'))).toContain('generic.syntax');
  });

  it('quotes a statement that the folder holds nothing to work on', () => {
    // nuget restore: `This folder contains no solution files, nor packages.config files.` (was empty).
    expect(said(dev('twenty-fourth', 'nuget/restore-nothing'))).toContain('no solution files');
    expect(generic('This folder contains no photos of my cat')).toEqual([]);
  });

  it('quotes the message under a headline that only says where', () => {
    // Nunjucks: `Template render error: (unknown path) [Line 1, Column 4]` over `  attempted to output null or undefined value`.
    expect(said(dev('twenty-fourth', 'nunjucks/undefined-output'))).toContain('attempted to output null or undefined value');
  });

  it('quotes the message under a heading framed by rules', () => {
    // testthat: `── Failure (???): sum ───…` over `1 + 1 not equal to 3.`
    expect(said(dev('twenty-fourth', 'r-testthat/not-equal'))).toContain('1 + 1 not equal to 3');
  });

  it('quotes the program\'s error line under a bare summary', () => {
    // Peggy: `Error parsing grammar` over `error: Possible infinite loop when parsing (left recursion: start -> start)`.
    const syntax = diagnosis(dev('twenty-fourth', 'peggy/left-recursion')).find((h) => h.pattern_id === 'generic.syntax');
    expect(syntax?.explanation).toContain('left recursion');
  });

  it('quotes the first diagnostic line when only a later one has a known kind', () => {
    // vera++: `a.cpp:1: error: trailing whitespace` over `a.cpp:1: error: no copyright notice found`.
    expect(diagnosis(dev('twenty-fourth', 'vera/trailing-whitespace')).map((h) => h.title).join('\n')).toContain('trailing whitespace');
  });

  it('reads a linter\'s lines that give a range of columns', () => {
    // alex: `   1:5-1:11  warning  `master` may be insensitive, use `primary` …  master  retext-equality` (read as a report without an error).
    expect(said(dev('twenty-fourth', 'alex/master-slave'))).toContain('primary');
  });

  it('reads output as a terminal shows it: without control sequences, a line overwritten after a carriage return as it was left', () => {
    // nano without a terminal: `ESC[?2004h`, a screen of spaces, `[ New File ]\rStandard input is not a terminal` (was empty).
    expect(ids(dev('twenty-fourth', 'nano/no-terminal'))[0]).toBe('generic.no-terminal');
    expect(ids('\x1b[1m\x1b[31mwidget.conf:12: parse error: unexpected token "}"\x1b[0m')[0]).toBe('generic.syntax');
    // Carriage returns that end a line (`\r\n`, a program's own `\r` before it) are not a return over it.
    expect(ids(dev('twenty-fourth', 'nano/no-terminal').replace(/\n/g, '\r\n'))[0]).toBe('generic.no-terminal');
    expect(ids('widget.conf:12: parse error: unexpected token "}"\r\r\nsee the manual')[0]).toBe('generic.syntax');
  });

  it('reads a whole line that states what is required as a missing argument', () => {
    // git squash (git-extras): `Source branch or commit reference required.` (was empty).
    expect(ids(dev('twenty-fifth', 'git-extras/squash-no-args'))).toContain('generic.missing-argument');
    expect(generic('Help required')).toEqual([]);
  });

  it('reads dead links as links to nothing, not only as the status the checker got', () => {
    // markdown-link-check: `ERROR: 1 dead link found!` over `[✖] ./nope.md → Status: 400` (read as an HTTP 400 only).
    expect(generic(dev('twenty-fifth', 'markdown-link-check/dead-local'))).toContain('generic.broken-link');
  });

  it('reads "<thing> not specified" as a setting that is not given', () => {
    // cpack: `CPack Error: CPack generator not specified` (only quoted back).
    expect(generic(dev('twenty-fifth', 'cpack/no-config'))).toContain('generic.unset-setting');
  });
});

describe('the twenty-sixth and twenty-seventh error sets: output whose diagnosis was empty or missed the cause (their dev halves)', () => {
  const dev = devHalves('twenty-sixth', 'twenty-seventh');
  const diagnosis = (text: string) => diagnose(text).hypotheses;
  const ids = (text: string) => diagnosis(text).map((h) => h.pattern_id);
  const generic = (text: string) => ids(text).filter((id) => id.startsWith('generic.'));
  const said = (text: string) => diagnosis(text).map((h) => `${h.title}\n${h.explanation}\n${h.fix}`).join('\n');

  it('reads a location that carries its own message, which is not a frame of a trace', () => {
    // ocamllex: `File "a.mll", line 2, character 21: syntax error.`; SDCC: `at 1: error 131: cannot generate code for target 'nope'` (both were empty).
    expect(ids(dev('twenty-sixth', 'ocamllex/syntax'))[0]).toBe('generic.syntax');
    expect(said(dev('twenty-sixth', 'sdcc/bad-processor'))).toContain("target 'nope'");
    // A frame is still a frame: Python's and JavaScript's lines of a trace are not read as the error.
    expect(ids('Traceback (most recent call last):\n  File "/srv/a.py", line 3, in <module>\nacme.errors.QuotaFault: tenant quota reached')).toContain('generic.error-class');
    expect(generic('  File "/srv/a.py", line 3, in main')).toEqual([]);
  });

  it('reads whole-line statements of terse programs: an argument count, a format by name, a file by its extension, an entry for an identifier', () => {
    // systemd-escape: `Not enough arguments.` (only a plain-words guess about Python's unpacking).
    expect(ids(dev('twenty-sixth', 'systemd-escape/no-args'))[0]).toBe('generic.missing-argument');
    // libjpeg: `Not a JPEG file: starts with 0x70 0x6c` (was empty).
    expect(ids(dev('twenty-seventh', 'libjpeg-turbo/not-jpeg'))[0]).toBe('generic.file-format');
    // npm-check-updates: `No package.json` over its advice; xmlcatalog: `No entry for SYSTEM -//Nope//EN` (both were empty).
    expect(ids(dev('twenty-sixth', 'npm-check-updates/no-package-json'))[0]).toBe('generic.not-found');
    expect(diagnosis(dev('twenty-sixth', 'xmlcatalog/no-catalog'))[0]?.title).toMatch(/No entry for SYSTEM -\/\/Nope\/\/EN/);
    // Typed sentences of the same words are not output.
    for (const typed of ['Not a good file for me', 'No entry for today', 'not enough arguments in the meeting today', 'No idea why']) expect(generic(typed), typed).toEqual([]);
  });

  it('reads the C library\'s other words for a name that does not resolve, and a file too short as truncated input', () => {
    // LuaSocket: `host or service not provided, or not known` (read only as Lua's error); plzip: `a.lz: Input file is too short.` (only quoted back).
    expect(ids(dev('twenty-sixth', 'lua-socket/unresolved-host'))[0]).toBe('generic.dns');
    expect(ids(dev('twenty-sixth', 'plzip/not-lzip'))[0]).toBe('generic.truncated');
  });

  it('reads "not a git repository" after any program\'s error prefix, and an upper-case ERR status as output', () => {
    // ghp-import: its usage, then `ghp-import: error: not a git repository (or any of the parent directories): .git` (read as usage only).
    expect(ids(dev('twenty-seventh', 'ghp-import/not-a-repo'))[0]).toBe('git.not-a-repository');
    // pngfix: `n!te ERR 00 libpng Success Success not_a_PNG_(signature) a.png` (was empty).
    expect(said(dev('twenty-seventh', 'pngfix/not-png'))).toContain('not_a_PNG_(signature)');
  });
});

describe('the twenty-eighth error set: what a program printed under its runtime\'s report of the failure (its dev half)', () => {
  const dev = devHalves('twenty-eighth');
  const diagnosis = (text: string) => diagnose(text).hypotheses;
  const ids = (text: string) => diagnosis(text).map((h) => h.pattern_id);
  const titles = (text: string) => diagnosis(text).map((h) => h.title);

  it('quotes the message a Go program logged above `go run`\'s `exit status 1`, without the log\'s date and time', () => {
    // BurntSushi's toml through log.Fatal: only `exit status 1` was quoted back.
    expect(titles(dev('twenty-eighth', 'go-burntsushi-toml/duplicate-key'))).toContain('The output reports: toml: line 2 (last key "port"): Key \'port\' has already been defined.');
    expect(titles(dev('twenty-eighth', 'go-sqlite3/cgo-disabled')).join('\n')).toContain("Binary was compiled with 'CGO_ENABLED=0', go-sqlite3 requires cgo to work");
    // A panic's own line is still the one quoted, not the last frame above the status.
    expect(titles(dev('twenty-eighth', 'go-cmp/unexported-field')).join('\n')).toContain('panic: cannot handle unexported field');
    // `exit status 1` after nothing else is still what is quoted.
    expect(titles('exit status 1').join('\n')).toMatch(/reports: exit status/);
  });

  it('reads the error value a Rust unwrap() panicked on as the cause, in words', () => {
    const hex = diagnosis(dev('twenty-eighth', 'rust-hex/odd-length'));
    expect(hex.map((h) => h.pattern_id)).toEqual(['rust.unwrap-panic', 'generic.unwrapped-error']);
    expect(hex[1]!.title).toBe('The unwrapped error says: odd length');
    expect(titles(dev('twenty-eighth', 'rust-url/relative-without-base'))).toContain('The unwrapped error says: relative url without base');
    expect(titles(dev('twenty-eighth', 'rust-csv/unequal-lengths'))).toContain('The unwrapped error says: unequal lengths');
    // A message the value carries is read too; wrappers (`Error(…)`, `Some(…)`, `Position`) are not causes.
    expect(titles(dev('twenty-eighth', 'rust-glob/recursive-wildcard'))).toContain('The unwrapped error says: pattern error; recursive wildcards must form a single path component');
    expect(titles('thread \'main\' panicked at src/main.rs:2:5:\ncalled `Result::unwrap()` on an `Err` value: Error(Some(Position))')).not.toContainEqual(expect.stringMatching(/unwrapped error/));
    // A `None` carries no value to read.
    expect(ids('thread \'main\' panicked at src/main.rs:2:5:\ncalled `Option::unwrap()` on a `None` value')).not.toContain('generic.unwrapped-error');
  });

  it('reads the items an exception message announces with a colon', () => {
    // JUnit 4: `InvalidTestClassError: Invalid test class 'AppTest':` over `1. No runnable methods`.
    const junit = diagnosis(dev('twenty-eighth', 'junit4/no-runnable-methods'));
    expect(junit[0]!.pattern_id).toBe('generic.error-class');
    expect(junit[0]!.explanation).toContain("Invalid test class 'AppTest': 1. No runnable methods");
    // A message that does not end with a colon keeps only its own line.
    const own = diagnose('Exception in thread "main" java.lang.IllegalStateException: closed\n  1. extra\n\tat A.main(A.java:3)').hypotheses[0]!;
    expect(own.explanation).toContain('"closed"');
    expect(own.explanation).not.toContain('extra');
  });
});

describe('the twenty-ninth error set: an error class a bundler renamed (its dev half)', () => {
  const dev = devHalves('twenty-ninth');

  it('reads Node\'s `e [Error]: message` as the class in brackets with its message', () => {
    // Faker's minified FakerError: only the minified source line above it was read (as a syntax error).
    const faker = diagnose(dev('twenty-ninth', 'npm-faker/empty-array')).hypotheses.find((h) => h.pattern_id === 'generic.error-class');
    expect(faker?.explanation).toContain('The message says: "Cannot get value from empty dataset."');
    // A word before a bracketed class that is not a short minified name is not read this way.
    expect(diagnose('Release [Error]: notes missing').hypotheses.map((h) => h.pattern_id)).not.toContain('generic.error-class');
  });
});
