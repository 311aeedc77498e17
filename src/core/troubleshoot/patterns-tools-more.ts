/** Test runners' setup and mocks, bundler entries and exports, lint runs matching no file, node-gyp, nginx proxy_pass and Redis arguments; TAP harness failures, OpenAPI validation, XPath 2.0 functions under XSLT 1.0, LP solver outcomes. See patterns.ts. */
import { definePatterns } from './define.js';

export const TOOLS_MORE_TESTING_PATTERNS = definePatterns('testing', [
  {
    id: 'expect-assertions-count', title: 'Jest/Vitest: expect.assertions(n) — the expected number of assertions did not run',
    re: [/Expected (?:one|\d+|at least one) assertions? to be called but received \w+ assertion calls?\./, /expect\.hasAssertions\(\)\s*$/],
    why: 'The test declares how many assertions must run, and fewer ran: an assertion sits in a callback or `.then` that never executed, a promise was not awaited or returned, or a `catch` branch expecting an error was never reached because nothing threw.',
    fix: 'Await (or return) the promise whose callback holds the assertions; for expected errors use `await expect(p).rejects.toThrow()` instead of try/catch; check the code path with the assertion is really reached.',
    kw: 'expect.assertions, expected one assertion to be called, zero assertion calls, hasassertions, assertion never reached',
    ex: "    expect.assertions(1)\n\n    Expected one assertion to be called but received zero assertion calls.",
    vars: ["Expected 2 assertions to be called but received 1 assertion call.", "    expect.hasAssertions()\n\n    Expected at least one assertion to be called but received none."],
  },
]);

export const TOOLS_MORE_NODE_PATTERNS = definePatterns('node', [
  {
    id: 'mock-method-on-real-function', type: 'TypeError', title: 'Jest/Vitest: mockReturnValue (or another mock method) called on a function that is not a mock',
    re: [/\.mock(?:ReturnValue|ResolvedValue|RejectedValue|Implementation|Clear|Reset|Restore)(?:Once)? is not a function/, /^TypeError: [\w$.]+\.mock\w+ is not a function$/],
    why: 'The test calls a mock method on the real function: the module was never mocked (`jest.mock`/`vi.mock` missing or pointing at another path), the import is not the mocked one, or the function was never replaced with `jest.fn()`/`vi.fn()`.',
    fix: 'Mock the module before the import (`jest.mock(\'./b\')` / `vi.mock(\'./b\')`, same path as imported), or spy on the function: `jest.spyOn(module, \'f\').mockReturnValue(2)` (`vi.spyOn` in Vitest); check `jest.isMockFunction(m.f)`.',
    kw: 'mockreturnvalue is not a function, jest.mock, vi.mock, spyon, not a mock function, mockresolvedvalue',
    ex: "    TypeError: api.fetchUser.mockResolvedValue is not a function\n\n      4 | test('loads', async () => {\n    > 5 |   api.fetchUser.mockResolvedValue({ id: 1 });",
    vars: ["TypeError: m.f.mockReturnValue is not a function", "TypeError: db.query.mockImplementationOnce is not a function"],
  },
]);

export const TOOLS_MORE_PYTHON_PATTERNS = definePatterns('python', [
  {
    id: 'pytest-parametrize-names', title: 'pytest: parametrize names do not match the test function\'s arguments',
    re: [/^In \w+: function uses no (?:argument|fixture) '\w+'$/, /In \w+: indirect fixture '\w+' doesn't exist/, /Failed: In \w+: function uses no argument '\w+'/],
    why: 'A name in `@pytest.mark.parametrize("a,b", ...)` is not a parameter of the test function (a typo, a parameter removed from the signature, or a stacked parametrize with a stale name).',
    fix: 'Make the argnames string and the function\'s parameters agree: add the parameter to the test signature (`def test_x(a, b)`) or remove it from the parametrize names and each value tuple.',
    kw: 'function uses no argument, parametrize argnames, pytest parametrize mismatch, test signature parameter',
    ex: "__________________________ ERROR collecting test_a.py __________________________\nIn test_x: function uses no argument 'b'",
    vars: "ERROR tests/test_math.py - Failed: In test_div: function uses no argument 'expected'",
  },
  {
    id: 'pytest-xpass-strict', title: 'pytest: a test marked xfail(strict=True) passed unexpectedly',
    re: [/\[XPASS\(strict\)\]/],
    why: 'The test is marked as expected to fail with strict=True, but it passed: the bug it documented was fixed (or the test no longer exercises it), and strict mode turns the unexpected pass into a failure.',
    fix: 'Remove the `@pytest.mark.xfail` marker now that the behaviour works (or fix the test so it checks the known-broken case again); set `xfail_strict` deliberately in the config.',
    kw: 'xpass strict, xfail strict unexpectedly passed, remove xfail marker, xfail_strict',
    ex: "FAILED test_a.py::test_x - [XPASS(strict)] ",
    vars: "____ test_parse_legacy ____\n[XPASS(strict)] legacy dates still broken",
  },
]);

export const TOOLS_MORE_FRONTEND_PATTERNS = definePatterns('frontend', [
  {
    id: 'bundler-missing-export', title: 'Bundler: an imported name is not exported by the module (Rollup/Rolldown/Vite/webpack)',
    re: [/\[MISSING_EXPORT\] "[^"]+" is not exported by "[^"]+"/, /^"[^"]+" is not exported by "[^"]+", imported by "[^"]+"/, /export '[^']+' \(imported as '[^']+'\) was not found in '[^']+'/],
    why: 'A named import asks for a name the module does not export: a typo, a name that was renamed or removed, a default export imported as a named one, or a CommonJS module whose exports the bundler cannot see.',
    fix: 'Check the module\'s exports (the webpack message lists the possible ones) and fix the name, or import the default (`import b from`) / a namespace (`import * as b from`); for CommonJS dependencies use the default import.',
    kw: 'is not exported by, missing_export, export was not found in, imported as, named export missing, rollup vite webpack',
    ex: "[MISSING_EXPORT] \"nope\" is not exported by \"src/b.js\".\n   ╭─[ src/main.js:1:10 ]",
    vars: ["\"formatDate\" is not exported by \"src/utils.js\", imported by \"src/main.js\".", "WARNING in ./src/index.js 2:12-16\nexport 'nope' (imported as 'nope') was not found in './b.js' (possible exports: yes)"],
  },
  {
    id: 'bundler-entry-unresolved', title: 'Bundler: the entry module (index.html or the configured input) cannot be resolved',
    re: [/\[UNRESOLVED_ENTRY\] Cannot resolve entry module /, /Could not resolve entry module "?[^"\s]+"?/],
    why: 'The build starts from an entry that does not exist where it looks: Vite builds from `index.html` in the project root, and `build.rollupOptions.input` / `build.lib.entry` (or Rollup\'s `input`) names a missing file, or the command runs in another directory.',
    fix: 'Run the build from the project root (or pass the root: `vite build <dir>`), create `index.html` there, or point `build.rollupOptions.input` / `build.lib.entry` at the real entry file.',
    kw: 'cannot resolve entry module, unresolved_entry, could not resolve entry module index.html, rollupoptions input, vite root',
    ex: "error during build:\nBuild failed with 1 error:\n\n[UNRESOLVED_ENTRY] Cannot resolve entry module index.html.",
    vars: "Could not resolve entry module \"src/main.ts\".\nerror during build:\nRollupError: Could not resolve entry module \"src/main.ts\".",
  },
]);

export const TOOLS_MORE_LINT_PATTERNS = definePatterns('lint', [
  {
    id: 'no-files-matching', title: 'Linter/formatter: no files match the given pattern',
    re: [/No files matching the pattern "[^"]*" (?:were|was) found/, /No files matching the pattern were found: "[^"]*"/, /No files matching '[^']*' were found/],
    why: 'The path or glob on the command line matches nothing: a wrong directory or extension, a glob the shell expanded (or did not) differently, files excluded by ignore settings, or the command runs from another directory.',
    fix: 'Check the path from the directory the command runs in; quote globs so the tool expands them ("src/**/*.ts"); check the ignore files; pass `--no-error-on-unmatched-pattern` when an empty match is expected.',
    kw: 'no files matching the pattern, glob matched nothing, no-error-on-unmatched-pattern, eslint prettier path',
    ex: "[error] No files matching the pattern were found: \"src/**/*.ts\".",
    vars: ["No files matching the pattern \"lib/**/*.js\" were found.\nPlease check for typing mistakes in the pattern."],
  },
]);

export const TOOLS_MORE_NPM_PATTERNS = definePatterns('npm', [
  {
    id: 'gyp-binding-not-found', title: 'node-gyp: binding.gyp not found',
    re: [/^gyp: binding\.gyp not found \(cwd: /, /while trying to load binding\.gyp$/],
    why: 'node-gyp was run in a directory without a `binding.gyp`: the wrong working directory (not the addon\'s package root), or a package whose native part lives elsewhere or was not published.',
    fix: 'Run node-gyp from the folder that holds `binding.gyp` (the addon\'s package root, `cd` into it or use `--directory`), or create `binding.gyp` for the addon.',
    kw: 'binding.gyp not found, node-gyp rebuild, wrong directory, native addon package root',
    ex: "gyp: binding.gyp not found (cwd: /home/dev/app) while trying to load binding.gyp",
    vars: "npm error gyp: binding.gyp not found (cwd: /srv/app/node_modules/bcrypt) while trying to load binding.gyp",
  },
]);

export const TOOLS_MORE_NGINX_PATTERNS = definePatterns('nginx', [
  {
    id: 'proxy-pass-uri-in-regex', title: 'nginx: proxy_pass with a URI part in a regex location',
    re: [/"proxy_pass" cannot have URI part in location given by regular expression/],
    why: 'In a regular-expression location (or a named location, `if` or `limit_except` block) nginx cannot know which part of the request URI to replace, so `proxy_pass` may not carry a path after the host.',
    fix: 'Drop the path from proxy_pass (`proxy_pass http://127.0.0.1:9000;`) and rewrite the URI first (`rewrite ^/api(/.*)$ /v1$1 break;`), or use a prefix location (`location /api/ { proxy_pass http://127.0.0.1:9000/v1/; }`).',
    kw: 'proxy_pass cannot have uri part, regular expression location, rewrite break, nginx proxy path',
    ex: "nginx: [emerg] \"proxy_pass\" cannot have URI part in location given by regular expression, or inside named location, or inside \"if\" statement, or inside \"limit_except\" block in /etc/nginx/conf.d/app.conf:14",
    vars: "2026/11/24 12:00:35 [emerg] 11330#11330: \"proxy_pass\" cannot have URI part in location given by regular expression, or inside named location, or inside \"if\" statement, or inside \"limit_except\" block in /home/dev/app/nginx.conf:6",
  },
]);

export const TOOLS_MORE_DATABASE_PATTERNS = definePatterns('database', [
  {
    id: 'redis-auth-without-password', title: 'Redis: AUTH sent but the server has no password',
    re: [/AUTH <password> called without any password configured for the default user/, /ERR Client sent AUTH, but no password is set/],
    why: 'The client authenticates, but the server has no `requirepass` (and no ACL user with a password): the client configuration carries a password meant for another server (production vs local), or the server was started without its configuration file.',
    fix: 'Remove the password from the client URL/config for this server, or configure the server as intended (`requirepass` in redis.conf, `CONFIG SET requirepass`, or an ACL user) and start it with that config.',
    kw: 'auth called without any password configured, requirepass, redis acl, client sent auth no password',
    ex: "ERR AUTH <password> called without any password configured for the default user. Are you sure your configuration is correct?",
    vars: "ReplyError: ERR Client sent AUTH, but no password is set",
  },
  {
    id: 'redis-invalid-expire', title: 'Redis: invalid expire time (zero, negative or not an integer TTL)',
    re: [/ERR invalid expire time in '?\w+'? command/],
    why: 'SET EX/PX, EXPIRE, SETEX or GETEX got a TTL that is zero, negative, not an integer, or overflows: usually a computed value (a date in the past, milliseconds passed as seconds, a float).',
    fix: 'Pass a positive integer TTL in the unit of the option (EX/EXPIRE seconds, PX/PEXPIRE milliseconds); compute it as a rounded integer and skip the write (or delete the key) when it is already expired.',
    kw: 'invalid expire time, redis set ex negative, ttl seconds, expire positive integer',
    ex: "ERR invalid expire time in 'set' command",
    vars: "ReplyError: ERR invalid expire time in 'setex' command",
  },
]);

export const TOOLS_MORE_CHECKS_PATTERNS = [
  ...definePatterns('testing', [
    {
      id: 'tap-dubious', title: 'TAP test script exited non-zero (died, failed tests or a plan mismatch)',
      re: [/^Dubious, test returned \d+ \(wstat \d+, 0x[\da-f]+\)$/m, /^# Looks like (?:you planned \d+ tests? but ran \d+|your test exited with \d+)/m, /^\s*Parse errors: No plan found in TAP output$/m],
      why: 'prove (Test::Harness) ran a test script that exited non-zero: it died before finishing (the die message, ending "at t/x.t line N.", is printed above "Dubious"), some tests failed, or it ran another number of tests than it planned (`tests => N`), so no valid TAP plan was seen.',
      fix: 'Run the script on its own with its output (`prove -v t/x.t` or `perl -Ilib t/x.t`) and fix the first die or failing test it shows; when the count changed on purpose, update `tests => N` or end the script with `done_testing();` instead of a fixed plan.',
      kw: 'prove dubious test returned, test::more planned tests but ran, no plan found in tap output, done_testing, perl test died',
      ex: "Can't connect to database at t/db.t line 5.\nt/db.t .. \nDubious, test returned 255 (wstat 65280, 0xff00)\nNo subtests run",
      vars: ["# Looks like you planned 3 tests but ran 2.\nt/a.t .. \nDubious, test returned 255 (wstat 65280, 0xff00)\nFailed 1/3 subtests", "t/b.t (Wstat: 512 (exited 2) Tests: 0 Failed: 0)\n  Non-zero exit status: 2\n  Parse errors: No plan found in TAP output"],
    },
  ]),
  ...definePatterns('lint', [
    {
      id: 'openapi-invalid', title: 'OpenAPI/Swagger: the document is not a valid API definition',
      re: [/\bis not a valid (?:Openapi|OpenAPI|Swagger) API definition\b/, /\bSwagger schema validation failed\b/, /\bis not a valid OpenAPI (?:3(?:\.\d)?|2\.0) (?:document|definition)\b/],
      why: 'The file failed validation against the OpenAPI (or Swagger 2.0) schema: a required top-level field is missing (`openapi`/`swagger` with a supported version, `info` with `title` and `version`, `paths`), a field has the wrong type or is misplaced (wrong indentation in YAML), or a `$ref` points at nothing.',
      fix: 'Check the top level first (`openapi: 3.0.3`, `info: {title, version}`, `paths: {}`), then validate with details (`swagger-cli validate --debug`, `redocly lint`, `npx @apidevtools/swagger-parser`) to see the failing path, and fix the field it names.',
      kw: 'not a valid openapi api definition, swagger schema validation failed, missing required property info, openapi version paths',
      ex: "api.yaml is not a valid Openapi API definition",
      vars: ["Swagger schema validation failed.\n  Missing required property: info at #/", "spec/openapi.yml is not a valid Swagger API definition"],
    },
  ]),
  ...definePatterns('build', [
    {
      id: 'xpath1-function', title: 'XSLT/XPath 1.0 processor: a function of XPath 2.0 or later is unknown',
      re: [/\bxmlXPathCompOpEval: function (?:upper-case|lower-case|matches|replace|tokenize|string-join|ends-with|format-date(?:Time)?|current-date(?:Time)?|distinct-values|max|min|avg|abs|exists|empty|index-of|reverse|subsequence|compare|codepoints-to-string|string-to-codepoints|normalize-unicode|year-from-date|month-from-date|day-from-date|seconds-from-dateTime|adjust-dateTime-to-timezone|serialize|parse-json|json-to-xml|path) not found\b/],
      why: 'libxslt (xsltproc, lxml, PHP\'s XSLTProcessor, xmllint --xpath) implements XSLT 1.0 and XPath 1.0 only; functions such as upper-case(), matches(), replace(), tokenize() and format-date() exist from XPath 2.0 (XSLT 2.0/3.0) on, so it reports them as unregistered.',
      fix: 'Rewrite with XPath 1.0: `translate(x, \'abc…\', \'ABC…\')` for case, `contains()`/`starts-with()`/`substring()` for matching, EXSLT extensions (str:tokenize, date:format-date) where the processor has them — or run an XSLT 2.0/3.0 processor (Saxon-HE: `java -jar saxon-he.jar -s:in.xml -xsl:style.xsl`) and declare `version="2.0"` or later.',
      kw: 'xsltproc unregistered function, xpath 2.0 function not found, xslt 1.0 upper-case, saxon xslt 2.0, exslt',
      ex: "xmlXPathCompOpEval: function upper-case not found\nXPath error : Unregistered function\nruntime error: file style.xsl line 4 element value-of",
      vars: ["xmlXPathCompOpEval: function matches not found\nXPath error : Unregistered function", "xmlXPathCompOpEval: function format-date not found"],
    },
    {
      id: 'lp-infeasible-unbounded', title: 'LP/MIP solver: the model is infeasible or unbounded',
      re: [/^This problem is (?:infeasible|unbounded|INFEASIBLE|UNBOUNDED)$/m, /\bPROBLEM HAS NO (?:PRIMAL|DUAL|INTEGER) FEASIBLE SOLUTION\b/, /\bLP RELAXATION HAS NO (?:PRIMAL|DUAL) FEASIBLE SOLUTION\b/, /\b(?:Problem|Model) is (?:infeasible|unbounded)\b/],
      why: 'The solver finished but the model has no optimum: infeasible means no point satisfies all constraints and bounds together (two constraints contradict, a bound or right-hand side has the wrong sign or units, an integer requirement cannot be met); unbounded means the objective can improve without limit (a variable lacks a bound or a constraint in the direction the objective pushes).',
      fix: 'Infeasible: drop or relax constraints one at a time (or ask the solver for an irreducible infeasible subset) to find the contradicting ones, and check signs, units and bounds. Unbounded: add the missing bound or constraint on the variable the objective pushes (every variable that is free or only bounded on one side), and check the objective\'s direction (max vs min).',
      kw: 'problem is infeasible, problem is unbounded, no primal feasible solution, lp_solve glpsol, constraint bound missing',
      ex: "This problem is infeasible",
      vars: ["This problem is unbounded", "PROBLEM HAS NO PRIMAL FEASIBLE SOLUTION\nglp_simplex: unable to recover undefined or non-optimal solution", "Status: Infeasible\nModel is infeasible"],
    },
  ]),
];
