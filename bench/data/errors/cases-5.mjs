// The third error set (corpus-third.jsonl): written and collected after the library had
// been tuned on the second set's dev half, and measured before any change made for it — an
// estimate of held-out quality for the tuned library that no tuning has seen. More rules of
// the linters and checkers of the second set (ESLint, typescript-eslint, pylint, flake8,
// mypy, markdownlint, yamllint, Stylelint, Bandit), TypeScript options the other sets lack,
// and tools neither set has: node --test, go vet, Clippy and rustfmt, javac -Xlint, unittest
// and doctest, Perl strict, PHP 8 and Ruby situations, Lua and asyncio misuse.
// Same shape as cases-4.mjs.

const eslint = (name, code, rules, expect, { file = 'a.js', head = '', config } = {}) => ({
  family: 'eslint', tool: 'eslint', name, tools: true,
  files: { 'eslint.config.mjs': config ?? `${head}export default [{ files: ['**/*.{js,ts}'], rules: ${JSON.stringify(rules)} }];\n`, [file]: code },
  cmd: `eslint ${file}`, expect,
});
const TSESLINT = "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommended);\n";
const pylint = (name, code, expect) => ({ family: 'pylint', tool: 'pylint', name, files: { 'app.py': code }, cmd: 'pylint --disable=missing-module-docstring,missing-function-docstring,invalid-name app.py', expect });
const flake8 = (name, code, expect) => ({ family: 'flake8', tool: 'flake8', name, files: { 'app.py': code }, cmd: 'flake8 app.py', expect });
const mypy = (name, code, expect, flags = '') => ({ family: 'mypy', tool: 'mypy', name, files: { 'app.py': code }, cmd: `mypy --no-incremental ${flags} app.py`, expect });
const mdl = (name, md, expect) => ({ family: 'markdownlint', tool: 'markdownlint', name, tools: true, files: { 'README.md': md }, cmd: 'markdownlint README.md', expect });
const yl = (name, yaml, expect) => ({ family: 'yamllint', tool: 'yamllint', name, files: { 'config.yaml': yaml }, cmd: 'yamllint config.yaml', expect });
const stylelint = (name, css, config, expect, file = 'a.css') => ({
  family: 'stylelint', tool: 'stylelint', name, tools: true, files: { [file]: css, '.stylelintrc.json': JSON.stringify(config) }, cmd: `stylelint ${file}`, expect,
});
const bandit = (name, code, expect) => ({ family: 'bandit', tool: 'bandit', name, files: { 'app.py': code }, cmd: 'bandit -q app.py', expect });
const nodeTest = (name, code, expect, cmd = 'node --test') => ({ family: 'node-test', tool: 'node', name, files: { 'test/a.test.mjs': code }, cmd, expect });
const vet = (name, code, expect) => ({ family: 'go-vet', tool: 'go', name, files: { 'go.mod': 'module example.com/app\n\ngo 1.21\n', 'main.go': code }, cmd: 'go vet ./...', expect });
const clippy = (name, code, expect) => ({
  family: 'clippy', tool: 'cargo', name, files: { 'Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n', 'src/main.rs': code }, cmd: 'cargo clippy --offline -q -- -D warnings', expect,
});
const javac = (name, code, expect) => ({ family: 'javac-lint', tool: 'javac', name, files: { 'App.java': code }, cmd: 'javac -Xlint:all -Werror App.java', expect });
const py = (name, files, cmd, expect) => ({ family: 'python-tests', tool: 'python3', name, files, cmd, expect });
const perl = (name, code, expect) => ({ family: 'perl', tool: 'perl', name, files: { 'app.pl': code }, cmd: 'perl app.pl', expect });
const php = (name, code, expect) => ({ family: 'php', tool: 'php', name, files: { 'index.php': `<?php\n${code}` }, cmd: 'php index.php', expect });
const rb = (name, code, expect) => ({ family: 'ruby', tool: 'ruby', name, files: { 'app.rb': code }, cmd: 'ruby app.rb', expect });
const lua = (name, code, expect) => ({ family: 'lua', tool: 'lua5.4', name, files: { 'main.lua': code }, cmd: 'lua5.4 main.lua', expect });
const aio = (name, code, expect) => ({ family: 'asyncio', tool: 'python3', name, files: { 'main.py': `import asyncio\n${code}` }, cmd: 'python3 main.py', expect });
const ts = (name, options, code, expect, extra = {}) => ({
  family: 'typescript-options', tool: 'tsc', name, project: true,
  files: {
    'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', noEmit: true, types: [], strict: true, ...options }, include: ['src'] }),
    'src/a.ts': code, ...extra,
  },
  cmd: 'tsc -p .', expect,
});

export const CASES = [
  // ---- ESLint: more core and typescript-eslint rules
  eslint('no-empty', 'try {\n  JSON.parse("x");\n} catch (e) {}\n', { 'no-empty': 'error' }, ['empty (block|catch)|handle|comment|log']),
  eslint('no-fallthrough', 'export function f(x) {\n  let r = 0;\n  switch (x) {\n    case 1:\n      r = 1;\n    case 2:\n      r = 2;\n  }\n  return r;\n}\n', { 'no-fallthrough': 'error' }, ['break|return|fall ?through']),
  eslint('no-cond-assign', 'export function f(a) {\n  if (a = 1) return a;\n  return 0;\n}\n', { 'no-cond-assign': 'error' }, ['assignment|===|comparison|parenthes']),
  eslint('no-constant-condition', 'if (true) {\n  console.log(1);\n}\n', { 'no-constant-condition': 'error' }, ['always (true|false)|constant|for \\(;;\\)']),
  eslint('no-prototype-builtins', 'export const has = (o, k) => o.hasOwnProperty(k);\n', { 'no-prototype-builtins': 'error' }, ['hasOwn|Object\\.prototype|call\\(']),
  eslint('no-case-declarations', 'export function f(x) {\n  switch (x) {\n    case 1:\n      const y = 2;\n      return y;\n  }\n  return 0;\n}\n', { 'no-case-declarations': 'error' }, ['brace|\\{ ?\\}|block']),
  eslint('no-useless-escape', 'export const s = "a\\.b";\n', { 'no-useless-escape': 'error' }, ['backslash|escape|remove']),
  eslint('no-redeclare', 'var a = 1;\nvar a = 2;\nexport default a;\n', { 'no-redeclare': 'error' }, ['twice|rename|redeclar|duplicate|already']),
  eslint('no-self-assign', 'let a = 1;\na = a;\nexport default a;\n', { 'no-self-assign': 'error' }, ['itself|self|typo|remove']),
  eslint('no-async-promise-executor', 'export const p = new Promise(async (resolve) => {\n  resolve(await Promise.resolve(1));\n});\n', { 'no-async-promise-executor': 'error' }, ['async|executor|synchronous']),
  eslint('curly', 'export function f(a) {\n  if (a) return 1;\n  return 0;\n}\n', { curly: 'error' }, ['brace|\\{']),
  eslint('camelcase', 'export const user_name = "a";\n', { camelcase: 'error' }, ['camel ?case|rename']),
  eslint('consistent-return', 'export function f(a) {\n  if (a) return 1;\n  return;\n}\n', { 'consistent-return': 'error' }, ['return (a )?value|every path|all paths|consistent']),
  eslint('require-await', 'export async function f() {\n  return 1;\n}\n', { 'require-await': 'error' }, ['await|remove (the )?async|async']),
  eslint('no-param-reassign', 'export function f(o) {\n  o = {};\n  return o;\n}\n', { 'no-param-reassign': 'error' }, ['parameter|copy|local variable|mutat']),
  eslint('ts-no-require-imports', 'const fs = require("fs");\nexport default fs;\n', {}, ['import |ESM|ES module'], { file: 'a.ts', config: TSESLINT }),
  eslint('ts-no-empty-function', 'export function noop() {}\n', { '@typescript-eslint/no-empty-function': 'error' }, ['empty|implement|comment'], { file: 'a.ts', config: "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommended, { rules: { '@typescript-eslint/no-empty-function': 'error' } });\n" }),
  eslint('ts-unused-vars', 'export function f(a: number, b: number) {\n  return a;\n}\n', {}, ['unused|never used|remove|prefix|_'], { file: 'a.ts', config: TSESLINT }),

  // ---- pylint
  pylint('unused-import', 'import os\nimport sys\nprint(sys.argv)\n', ['unused|remove|never used']),
  pylint('unused-argument', 'def f(a, b):\n    return a\n\nprint(f(1, 2))\n', ['unused|remove|_']),
  pylint('redefined-builtin', 'def f(list):\n    return list\n\nprint(f(1))\n', ['builtin|shadow|rename']),
  pylint('consider-using-with', 'import subprocess\n\ndef run():\n    p = subprocess.Popen(["ls"])\n    return p.wait()\n', ['with\\b|close|context manager']),
  pylint('broad-exception', 'def f():\n    try:\n        return 1 / 0\n    except Exception:\n        return None\n', ['specific|broad|narrow']),
  pylint('undefined-variable', 'def f():\n    return total + 1\n', ['(not|un)defined|import|typo|declare']),
  pylint('logging-fstring', 'import logging\n\ndef f(x):\n    logging.info(f"x={x}")\n', ['lazy|%s|format(ting)?.{0,30}(argument|lazy)|arguments']),
  pylint('consider-using-enumerate', 'def f(items):\n    for i in range(len(items)):\n        print(i, items[i])\n', ['enumerate']),

  // ---- flake8
  flake8('e302-blank-lines', 'import os\ndef f():\n    return os.sep\n', ['blank lines?|empty line|format']),
  flake8('w291-trailing-whitespace', 'x = 1   \n', ['trailing (space|whitespace)|end of (the )?line']),
  flake8('f841-unused-local', 'def f():\n    y = 2\n    return 1\n', ['unused|never used|remove|_']),
  flake8('e712-true-comparison', 'x = True\nif x == True:\n    pass\n', ['if cond|is True|truth|bool|==']),
  flake8('e402-import-not-top', 'x = 1\nimport os\nprint(os, x)\n', ['top|move (the )?import|beginning']),
  flake8('f541-fstring-no-placeholder', 'print(f"hello")\n', ['placeholder|f prefix|drop the f|plain string']),
  flake8('e741-ambiguous-name', 'l = 1\nprint(l)\n', ['rename|ambiguous|name']),

  // ---- mypy
  mypy('return-value', 'def f() -> int:\n    return "a"\n', ['return (type|value)|annotat|int|str']),
  mypy('attr-defined', 'import os\nos.nope()\n', ['attribute|typo|name|exist']),
  mypy('operator-optional', 'from typing import Optional\n\ndef f(x: Optional[int]) -> int:\n    return x + 1\n', ['None|narrow|is not None|Optional|guard']),
  mypy('call-arg', 'def f(a: int) -> int:\n    return a\n\nf(1, b=2)\n', ['argument|signature|keyword|parameter']),
  mypy('override', 'class A:\n    def m(self, x: int) -> int:\n        return x\n\nclass B(A):\n    def m(self, x: str) -> int:\n        return 1\n', ['override|base|signature|compatible|Liskov']),
  mypy('index', 'd: dict[str, int] = {}\nprint(d[1])\n', ['key|index|type|str']),
  mypy('no-any-return', 'import json\n\ndef f(s: str) -> dict[str, int]:\n    return json.loads(s)\n', ['Any|cast|annotat|type'], '--strict'),

  // ---- markdownlint
  mdl('multiple-blanks', '# Title\n\n\n\nText.\n', ['blank lines?|empty line']),
  mdl('single-h1', '# One\n\n# Two\n', ['top-level heading|single (title|h1)|one (# )?title|##']),
  mdl('trailing-punctuation', '# Title:\n\nText.\n', ['punctuation']),
  mdl('ul-style', '# Title\n\n* a\n- b\n', ['list (marker|style)|consistent|same marker']),
  mdl('no-alt-text', '# Title\n\n![](logo.png)\n', ['alt text|alternate text|description']),
  mdl('duplicate-heading', '# Title\n\n## Usage\n\nText.\n\n## Usage\n\nMore.\n', ['duplicate|unique|same (heading|text)']),

  // ---- yamllint
  yl('comments-space', '---\na: 1 #comment\n', ['space|comment']),
  yl('empty-lines', '---\na: 1\n\n\n\nb: 2\n', ['blank lines?|empty lines?']),
  yl('no-newline-at-end', '---\na: 1', ['newline|end of (the )?file']),
  yl('colons', '---\na  : 1\n', ['colon|spac']),
  yl('nested-duplicate', '---\nserver:\n  port: 80\n  port: 8080\n', ['duplicate|twice|same key']),

  // ---- Stylelint
  stylelint('duplicate-properties', 'a {\n  color: red;\n  color: blue;\n}\n', { rules: { 'declaration-block-no-duplicate-properties': true } }, ['duplicate|twice|remove']),
  stylelint('block-no-empty', 'a {}\n', { rules: { 'block-no-empty': true } }, ['empty']),
  stylelint('unit-no-unknown', 'a {\n  width: 10pixels;\n}\n', { rules: { 'unit-no-unknown': true } }, ['unit|typo|px']),
  stylelint('pseudo-class-unknown', 'a:hovr {\n  color: red;\n}\n', { rules: { 'selector-pseudo-class-no-unknown': true } }, ['pseudo|typo|unknown|misspel']),
  stylelint('generic-font-family', 'a {\n  font-family: Arial;\n}\n', { rules: { 'font-family-no-missing-generic-family-keyword': true } }, ['generic (font )?family|sans-serif|serif|fallback']),
  stylelint('class-pattern', '.myButton {\n  color: red;\n}\n', { extends: 'stylelint-config-standard' }, ['kebab|class (name|pattern)|rename|lower']),

  // ---- Bandit
  bandit('assert-used', 'def check(x):\n    assert x > 0\n    return x\n', ['-O|optimi[sz]|raise|exception']),
  bandit('bind-all-interfaces', 'import socket\n\ns = socket.socket()\ns.bind(("0.0.0.0", 8080))\n', ['interface|127\\.0\\.0\\.1|localhost|0\\.0\\.0\\.0|bind']),
  bandit('hardcoded-tmp', 'with open("/tmp/report.txt", "w") as f:\n    f.write("x")\n', ['tempfile|mkstemp|temporary']),
  bandit('random-token', 'import random\n\ntoken = "".join(random.choice("abc") for _ in range(8))\n', ['secrets|cryptograph|secure random']),
  bandit('popen-shell', 'import subprocess\n\ndef run(cmd):\n    return subprocess.Popen(cmd, shell=True)\n', ['shell=True|shell injection|list of arguments|shlex|argument list']),
  bandit('requests-no-timeout', 'import requests\n\nrequests.get("https://example.com")\n', ['timeout']),
  bandit('try-except-pass', 'try:\n    import json\nexcept Exception:\n    pass\n', ['swallow|handle|log|specific|pass']),

  // ---- node --test
  nodeTest('deep-equal', "import test from 'node:test';\nimport assert from 'node:assert/strict';\ntest('parses', () => {\n  assert.deepEqual({ a: 1 }, { a: 2 });\n});\n", ['expect(ed|ation)|actual|assert|diff|differ']),
  nodeTest('timeout', "import test from 'node:test';\ntest('waits', { timeout: 100 }, async () => {\n  await new Promise(() => {});\n});\n", ['timeout|timed out|promise (never|not) resolv|await']),
  nodeTest('no-files', "import test from 'node:test';\n", ['path|pattern|glob|not found|no (test )?files|director'], 'node --test nothing/'),
  nodeTest('throws-mismatch', "import test from 'node:test';\nimport assert from 'node:assert/strict';\ntest('throws', () => {\n  assert.throws(() => {}, /boom/);\n});\n", ['throw|did not|missing expected exception']),

  // ---- go vet
  vet('printf-mismatch', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Printf("%d\\n", "x")\n}\n', ['format|verb|%s|argument']),
  vet('copylocks', 'package main\n\nimport "sync"\n\ntype S struct{ mu sync.Mutex }\n\nfunc use(s S) {}\n\nfunc main() {\n\tvar s S\n\tuse(s)\n}\n', ['pointer|copy|\\*S|by reference']),
  vet('struct-tag', 'package main\n\ntype S struct {\n\tA int `json:a`\n}\n\nfunc main() { _ = S{} }\n', ['tag|quot|json:"']),
  vet('self-assignment', 'package main\n\nfunc main() {\n\tx := 1\n\tx = x\n\t_ = x\n}\n', ['self|itself|typo|remove']),
  vet('unreachable', 'package main\n\nfunc f() int {\n\treturn 1\n\tprintln("x")\n}\n\nfunc main() { f() }\n', ['unreachable|dead code|after (the )?return|never']),

  // ---- Clippy and rustfmt
  clippy('needless-return', 'fn f() -> i32 {\n    return 1;\n}\nfn main() {\n    println!("{}", f());\n}\n', ['return|last expression|remove']),
  clippy('len-zero', 'fn main() {\n    let v = vec![1];\n    if v.len() == 0 {\n        println!("empty");\n    }\n}\n', ['is_empty']),
  clippy('redundant-clone', 'fn main() {\n    let s = String::from("a");\n    let t = s.clone();\n    println!("{}", t);\n}\n', ['clone|remove|redundant']),
  clippy('single-char-pattern', 'fn main() {\n    let s = "a,b";\n    println!("{:?}", s.split(",").count());\n}\n', ['char|\'\\,\'|single']),
  { family: 'clippy', tool: 'rustfmt', name: 'rustfmt-check', files: { 'main.rs': 'fn main(){let x=1;println!("{}",x);}\n' }, cmd: 'rustfmt --check main.rs', expect: ['rustfmt|cargo fmt|format|reformat'] },

  // ---- javac -Xlint -Werror
  javac('rawtypes', 'import java.util.*;\npublic class App {\n  public static void main(String[] a) {\n    List l = new ArrayList();\n    l.add("x");\n    System.out.println(l);\n  }\n}\n', ['generic|type (argument|parameter)|List<|raw']),
  javac('deprecation', 'public class App {\n  public static void main(String[] a) {\n    Integer i = new Integer(5);\n    System.out.println(i);\n  }\n}\n', ['deprecat|valueOf|replacement']),
  javac('fallthrough', 'public class App {\n  public static void main(String[] a) {\n    int r = 0;\n    switch (a.length) {\n      case 0: r = 1;\n      case 1: r = 2;\n    }\n    System.out.println(r);\n  }\n}\n', ['break|fall ?through|return']),
  javac('serial', 'public class App extends Exception {\n  public static void main(String[] a) {}\n}\n', ['serialVersionUID|serial']),

  // ---- unittest, doctest, warnings as errors
  py('unittest-assert-equal', { 'test_a.py': 'import unittest\n\nclass T(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(1 + 1, 3)\n\nif __name__ == "__main__":\n    unittest.main()\n' }, 'python3 -m unittest test_a', ['expect(ed|ation)|actual|assert|differ|test failure']),
  py('unittest-import-error', { 'test_a.py': 'import notinstalled_pkg\n' }, 'python3 -m unittest test_a', ['install|not installed|module|import|path']),
  py('doctest-failure', { 'm.py': 'def add(a, b):\n    """\n    >>> add(1, 2)\n    4\n    """\n    return a + b\n' }, 'python3 -m doctest m.py', ['expect(ed|ation)|docstring|example|got|doctest']),
  py('resource-warning', { 'm.py': 'def f():\n    open("m.py").read()\n\nf()\n' }, 'python3 -X dev m.py', ['close|with\\b|context manager']),

  // ---- Perl
  perl('strict-global', 'use strict;\n$count = 1;\nprint $count;\n', ['\\bmy\\b|declare|our\\b']),
  perl('module-missing', 'use JSON::XS;\n', ['cpan|install|@INC|module']),
  perl('undefined-sub', 'use strict;\nuse warnings;\nmissing_fn();\n', ['(not|un)defined|typo|require|import|declare']),

  // ---- PHP 8 and Ruby situations
  php('dynamic-property', 'class U {}\n$u = new U();\n$u->name = "a";\n', ['declare (the )?property|#\\[AllowDynamicProperties\\]|property']),
  php('readonly-property', 'class U { public function __construct(public readonly string $name) {} }\n$u = new U("a");\n$u->name = "b";\n', ['readonly|immutable|clone|new (object|instance)|copy']),
  php('unhandled-match', '$x = 3;\necho match ($x) { 1 => "a", 2 => "b" };\n', ['default|arm|case|handle']),
  php('undefined-method', 'class U {}\n(new U())->save();\n', ['(not|un)defined|typo|method|exist']),
  rb('no-matching-pattern', 'case [1, 2]\nin [a]\n  puts a\nend\n', ['pattern|else|in clause|branch|case']),
  rb('private-method', 'class U\n  private\n  def secret; end\nend\nU.new.secret\n', ['private|public|send|visibility']),
  rb('wrong-arg-type', 'puts Integer("abc")\n', ['invalid|number|integer|numeric|convert|format']),

  // ---- Lua
  lua('compare-nil', 'local limit\nif 5 > limit then print(1) end\n', ['nil|initiali[sz]|not (set|assigned)|tonumber']),
  lua('format-nil', 'print(string.format("%s=%d", "a", nil))\n', ['nil|argument|number expected|tostring']),
  lua('call-field-nil', 'local m = {}\nm.start()\n', ['nil|(not|un)defined|typo|exist|function']),

  // ---- asyncio misuse
  aio('run-not-coroutine', 'def main():\n    return 1\n\nasyncio.run(main)\n', ['coroutine|async def|main\\(\\)|call']),
  aio('await-outside-async', 'def main():\n    await asyncio.sleep(0)\n', ['async def|inside (an )?async|coroutine']),
  aio('gather-exception', 'async def a():\n    raise ValueError("bad input")\n\nasync def main():\n    await asyncio.gather(a(), asyncio.sleep(0))\n\nasyncio.run(main())\n', ['return_exceptions|ValueError|exception|input|value']),

  // ---- TypeScript options the other sets lack
  ts('ts2580-require-without-node-types', {}, 'const fs = require("fs");\nexport default fs;\n', ['@types/node|types']),
  ts('ts2584-console-without-dom-lib', { lib: ['es2022'] }, 'console.log(1);\nexport {};\n', ['lib|dom|@types/node']),
  ts('ts1343-import-meta-commonjs', { module: 'commonjs', moduleResolution: 'node10' }, 'export const u = import.meta.url;\n', ['module|es2020|esnext|nodenext']),
  ts('ts5097-ts-extension', {}, "import { b } from './b.ts';\nexport const a = b;\n", ['\\.js|allowImportingTsExtensions|extension'], { 'src/b.ts': 'export const b = 1;\n', 'package.json': '{"name":"t","type":"module"}' }),
  ts('ts2739-missing-properties', {}, 'interface U { id: number; name: string; email: string }\nexport const u: U = { id: 1 };\n', ['missing|add (the )?propert|optional']),
  ts('ts2352-bad-assertion', {}, 'export const n = "a" as number;\n', ['unknown|convert|assertion|overlap|cast']),
  ts('ts2345-null-argument', {}, 'function f(s: string) { return s; }\ndeclare const v: string | null;\nf(v);\n', ['null|narrow|check|guard|\\?\\?']),
  ts('ts6306-composite-reference', {}, 'export const a = 1;\n', ['composite|reference'], { 'lib/tsconfig.json': '{"compilerOptions":{"noEmit":false},"files":["x.ts"]}', 'lib/x.ts': 'export const x = 1;\n', 'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', types: [] }, include: ['src'], references: [{ path: './lib' }] }) }),
];
