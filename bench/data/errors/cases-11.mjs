// The ninth error set (corpus-ninth.jsonl): written and collected after all tuning on the eighth
// set, and measured on both halves before any change made for it. What users of a coding
// assistant meet daily, from tools, libraries and situations none of the eight sets uses:
// linters and formatters run on real broken files (RuboCop, isort, shfmt, luacheck,
// Perl::Critic, PHP_CodeSniffer, clang-format, codespell, ansible-lint, gitlint, cpplint,
// SQLFluff, commitlint, cspell, typescript-eslint with type information and eslint-plugin-import),
// test runners' failure output (Vitest, Jest with TypeScript, pytest plugins, go test, cargo test,
// JUnit 5, RSpec, Minitest, PHPUnit, Bats), npm's resolver, TypeScript project references,
// front-end builds (Rollup, Sass, Babel, PostCSS/Tailwind, React, Vue, Svelte), runtime errors of
// libraries (GraphQL, mysql2, node-redis, TypeORM, the MongoDB drivers, psycopg2, redis-py,
// Alembic, boto3, PyJWT, Paramiko, Trio/AnyIO, Python's sqlite3, PyMySQL, Handlebars/EJS/Pug,
// js-yaml, serde_json and Tokio), and servers refusing their configuration (redis-server,
// postgres).
// Same shape as cases-10.mjs. `needs` starts the throwaway PostgreSQL, Redis or MariaDB server
// (see collect.mjs); Python cases run Debian's /usr/bin/python3; `tools: true` cases need
// `--tools` (see README.md). Each `expect` was written from knowledge of the tool, without
// looking at the pattern library, before contextd was run on the output.

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const PY = '/usr/bin/python3';
const REFUSED = ['connect|refused|server|running|listen|port'];
const TYPO_MISSING = ['exist|create|migrat|table|typo|schema'];

// ---- linters and formatters
const RUBOCOP_YML = 'AllCops:\n  NewCops: enable\n  SuggestExtensions: false\n';
const rubo = (name, code, expect, files = {}) => c('rubocop', 'rubocop', name, { '.rubocop.yml': RUBOCOP_YML, 'app.rb': code, ...files }, 'rubocop --no-color app.rb', expect);
const isort = (name, files, cmd, expect) => c('isort', 'isort', name, files, cmd, expect);
const shfmt = (name, code, expect, cmd = 'shfmt -d app.sh') => c('shfmt', 'shfmt', name, { 'app.sh': code }, cmd, expect);
const luacheck = (name, code, expect) => c('luacheck', 'luacheck', name, { 'app.lua': code }, 'luacheck --no-color app.lua', expect);
const critic = (name, code, expect) => c('perlcritic', 'perlcritic', name, { 'app.pl': code }, 'perlcritic app.pl', expect);
const phpcs = (name, code, expect, cmd = 'phpcs --standard=PSR12 --no-colors app.php') => c('phpcs', 'phpcs', name, { 'app.php': code }, cmd, expect);
const cfmt = (name, files, cmd, expect) => c('clang-format', 'clang-format', name, { 'app.c': 'int main(){int x=1;return x;}\n', ...files }, cmd, expect);
const alint = (name, playbook, expect) => c('ansible-lint', 'ansible-lint', name, { 'playbook.yml': playbook }, 'ansible-lint --offline -p playbook.yml', expect);
const gitlint = (name, msg, expect) => c('gitlint', 'gitlint', name, { 'msg.txt': msg }, 'git init -q . && gitlint --msg-filename msg.txt', expect);
const cpplint = (name, code, expect) => c('cpplint', 'cpplint', name, { 'app.cc': code }, 'cpplint app.cc', expect);
const sqlfluff = (name, sql, expect, cmd = 'sqlfluff lint --dialect postgres --nocolor app.sql') => c('sqlfluff', 'sqlfluff', name, { 'app.sql': sql }, cmd, expect);
const CL_CONFIG = "module.exports = { extends: ['@commitlint/config-conventional'] };\n";
const commitlint = (name, msg, expect, files = { 'commitlint.config.js': CL_CONFIG }) => c('commitlint', 'commitlint', name, { 'package.json': '{"name":"t","version":"1.0.0"}', ...files }, `echo ${JSON.stringify(msg)} | commitlint`, expect, { tools: true });

const TSCONFIG = '{ "compilerOptions": { "strict": true, "target": "es2022", "module": "nodenext", "noEmit": true }, "include": ["src"] }\n';
const TYPED = "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommendedTypeChecked, { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } });\n";
const etyped = (name, files, expect, cmd = 'eslint src') => c('eslint-typed', 'eslint', name, { 'package.json': '{"name":"t","type":"module"}', 'tsconfig.json': TSCONFIG, 'eslint.config.mjs': TYPED, ...files }, cmd, expect, { tools: true });

const tscb = (name, files, cmd, expect) => c('tsc-build', 'tsc', name, files, cmd, expect, { tools: true });

// ---- test runners
const vt = (name, test, expect, { files = {}, cmd = 'vitest run' } = {}) => c('vitest-fail', 'vitest', name, { 'package.json': '{"name":"t","type":"module"}', 'a.test.js': test, ...files }, cmd, expect, { tools: true });
const jt = (name, files, expect, cmd = 'jest --ci') => c('jest-ts', 'jest', name, { 'package.json': '{"name":"t","version":"1.0.0"}', ...files }, cmd, expect, { tools: true });
const PYTEST = `${PY} -m pytest -q -p no:cacheprovider`;
const pt = (name, files, expect, cmd = PYTEST) => c('pytest-more', 'pytest', name, files, cmd, expect);
const GOMOD = 'module example.com/app\n\ngo 1.19\n';
const gt = (name, files, expect, cmd = 'go test ./...') => c('go-test', 'go', name, { 'go.mod': GOMOD, ...files }, cmd, expect);
const CARGO = '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n';
const ct = (name, lib, expect) => c('cargo-test', 'cargo', name, { 'Cargo.toml': CARGO, 'src/lib.rs': lib }, 'cargo test --offline', expect);
// Crates from Debian's packaged registry (librust-*-dev), no network.
const DEBREG = '[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n[net]\noffline = true\n';
const crate = (name, deps, main, expect) => c('rust-crates', 'cargo', name, { '.cargo/config.toml': DEBREG, 'Cargo.toml': `${CARGO}\n[dependencies]\n${deps}`, 'src/main.rs': main }, 'cargo run -q', expect);
const JUNIT = '/usr/share/java/junit-platform-console-standalone.jar';
const junit = (name, test, expect) => c('junit', 'java', name, { 'AppTest.java': test }, `javac -d out -cp ${JUNIT} AppTest.java && java -jar ${JUNIT} --disable-banner --details=tree --class-path out --select-class AppTest`, expect);
const JIMPORTS = 'import org.junit.jupiter.api.*;\nimport static org.junit.jupiter.api.Assertions.*;\nimport java.time.Duration;\n\n';
const rspec = (name, spec, expect) => c('rspec', 'rspec', name, { 'spec/app_spec.rb': spec }, 'rspec --no-color spec', expect);
const minitest = (name, test, expect) => c('minitest', 'ruby', name, { 'test/app_test.rb': `require 'minitest/autorun'\n\n${test}` }, 'ruby -Itest test/app_test.rb', expect);
const phpunit = (name, test, expect, cmd = 'phpunit --colors=never tests') => c('phpunit', 'phpunit', name, { 'tests/AppTest.php': test }, cmd, expect);
const PHPT = "<?php\ndeclare(strict_types=1);\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class AppTest extends TestCase\n{\n";
const bats = (name, test, expect) => c('bats', 'bats', name, { 'app.bats': test }, 'bats --tap app.bats', expect);

// ---- package managers and builds
const npmr = (name, pkg, expect, cmd = 'npm install --no-audit --no-fund', files = {}) => c('npm-resolve', 'npm', name, { 'package.json': typeof pkg === 'string' ? pkg : JSON.stringify({ name: 'app', version: '1.0.0', ...pkg }, null, 2), ...files }, cmd, expect);
const rollup = (name, files, expect, cmd = 'rollup src/main.js --file dist/out.js --format es') => c('rollup', 'rollup', name, { 'package.json': '{"name":"t","type":"module"}', ...files }, cmd, expect, { tools: true });
const sass = (name, scss, expect, files = {}) => c('sass', 'sass', name, { 'app.scss': scss, ...files }, 'sass --no-source-map app.scss out.css', expect, { tools: true });
const babel = (name, config, code, expect) => c('babel', 'babel', name, { 'babel.config.json': config, 'src/app.js': code }, 'babel src --out-dir lib', expect, { tools: true });
const TW = "module.exports = { content: ['./index.html'], theme: { extend: {} }, plugins: [] };\n";
const postcss = (name, files, expect) => c('postcss', 'postcss', name, { 'index.html': '<div class="px-4"></div>\n', 'postcss.config.js': 'module.exports = { plugins: { tailwindcss: {} } };\n', 'tailwind.config.js': TW, ...files }, 'postcss input.css -o out.css', expect, { tools: true });

// ---- libraries
const nodelib = (family, name, code, expect, { files = {}, ...extra } = {}) => c(family, 'node', name, { 'app.js': code, ...files }, 'node app.js', expect, { tools: true, ...extra });
const pylib = (family, name, code, expect, { files = {}, cmd = `${PY} app.py`, ...extra } = {}) => c(family, 'python3', name, { 'app.py': code, ...files }, cmd, expect, extra);
const NO_AWS = 'env -u AWS_ACCESS_KEY_ID -u AWS_SECRET_ACCESS_KEY -u AWS_PROFILE -u AWS_DEFAULT_REGION -u AWS_REGION AWS_CONFIG_FILE=/nonexistent AWS_SHARED_CREDENTIALS_FILE=/nonexistent AWS_EC2_METADATA_DISABLED=true';
const boto = (name, code, expect) => pylib('boto3', name, `import boto3\nfrom botocore.config import Config\n${code}`, expect, { cmd: `${NO_AWS} ${PY} app.py` });
const PG = "import psycopg2, os\nconn = psycopg2.connect(host='127.0.0.1', port=int(os.environ['PGPORT']), user='postgres', dbname='postgres')\ncur = conn.cursor()\n";
const psy = (name, code, expect) => pylib('psycopg', name, `${PG}${code}`, expect, { needs: 'postgres' });
const RP = "import redis, os\nr = redis.Redis(host='127.0.0.1', port=int(os.environ['REDISPORT']))\n";
// Debian's python3-alembic installs no alembic command: `python3 -m alembic` is the CLI.
const AL = `${PY} -m alembic`;
const ALEMBIC = `${AL} init migrations >/dev/null && sed -i 's#^sqlalchemy.url = .*#sqlalchemy.url = sqlite:///app.db#' alembic.ini`;
const alembic = (name, cmd, expect, files = {}) => c('alembic', 'alembic', name, files, cmd, expect);
const jwtlib = (name, code, expect) => pylib('pyjwt', name, `import jwt, time\n${code}`, expect);
const sq = (name, code, expect) => pylib('python-sqlite3', name, `import sqlite3\n${code}`, expect);
const tmpl = (name, code, expect) => nodelib('templates', name, code, expect);

export const CASES = [
  // ---- RuboCop
  rubo('syntax', 'def greet(name)\n  puts "hi #{name}"\n', ['syntax|end|unexpected|missing|unterminated']),
  rubo('string-literals', '# frozen_string_literal: true\n\nputs "hello"\n', ['quote|single|double|StringLiterals|interpolat|-a|autocorrect']),
  rubo('useless-assign', '# frozen_string_literal: true\n\ndef total(items)\n  sum = 0\n  items.size\nend\n', ['unused|useless|assign|variable|remove']),
  rubo('method-name', "# frozen_string_literal: true\n\ndef getUserName\n  'x'\nend\n", ['snake_case|method name|naming|rename']),
  rubo('frozen-comment', "puts 'hello'\n", ['frozen_string_literal|magic comment']),
  rubo('unknown-cop', "# frozen_string_literal: true\n\nputs 'hello'\n", ['unrecognized|unknown|cop|config|name|typo'], { '.rubocop.yml': `${RUBOCOP_YML}Style/Frobnicate:\n  Enabled: false\n` }),

  // ---- isort
  isort('unsorted', { 'app.py': 'import sys\nimport os\n\nprint(os, sys)\n' }, 'isort --check-only --diff app.py', ['sort|order|isort|--diff|format']),
  isort('sections', { 'app.py': 'import requests\nimport os\nfrom . import local\n\nprint(os, requests, local)\n' }, 'isort --check-only app.py', ['sort|order|isort|section|format']),
  isort('unknown-profile', { 'app.py': 'import os\n' }, 'isort --profile blak app.py', ['profile|black|exist|typo|available']),

  // ---- shfmt
  shfmt('diff', 'if [ -f x ]; then\necho hi\nfi\n', ['format|shfmt -w|-w|indent|diff']),
  shfmt('unclosed-quote', 'echo "hello\n', ['quote|closing|unterminated|syntax']),
  shfmt('missing-fi', 'if true; then\n  echo x\n', ['fi|syntax|close|EOF|end']),
  shfmt('posix-array', 'arr=(a b)\necho "${arr[0]}"\n', ['bash|posix|array|-ln|shebang|dialect'], 'shfmt -ln posix -d app.sh'),

  // ---- luacheck
  luacheck('unused', 'local function f()\n  local x = 1\n  return 2\nend\nreturn f\n', ['unused|remove|_']),
  luacheck('global', 'function helper() return 1 end\nreturn helper()\n', ['global|local|declare|undefined']),
  luacheck('undefined-access', 'local t = {}\nprint(tabel.x)\nreturn t\n', ['undefined|global|typo|tabel|declare|spell']),
  luacheck('shadow', 'local x = 1\nlocal function f()\n  local x = 2\n  return x\nend\nreturn f, x\n', ['shadow|redefin|rename']),
  luacheck('line-length', `local message = "${'a'.repeat(150)}"\nreturn message\n`, ['line|long|max_line_length|120|wrap|split']),

  // ---- Perl::Critic
  critic('strict', 'print "hi\\n";\n', ['strict|use strict']),
  critic('bareword-fh', "use strict;\nuse warnings;\nopen(FH, '<', 'a.txt') or die;\nclose(FH);\n", ['bareword|lexical|filehandle|open my|open\\(my']),
  critic('two-arg-open', 'use strict;\nuse warnings;\nopen(my $fh, "a.txt") or die;\nclose($fh);\n', ['three-argument|3-arg|two-argument|mode']),
  critic('return-undef', 'use strict;\nuse warnings;\nsub f { return undef; }\nf();\n', ['undef|return;|bare return|explicit|list context']),
  critic('stringy-eval', 'use strict;\nuse warnings;\neval "print 1";\n', ['eval|block|string']),

  // ---- PHP_CodeSniffer
  phpcs('brace', '<?php\n\nnamespace App;\n\nclass Foo {\n    public function bar() {\n        return 1;\n    }\n}\n', ['brace|new line|phpcbf|line after']),
  phpcs('indent', '<?php\n\nnamespace App;\n\nfunction f()\n{\n  return 1;\n}\n', ['indent|spaces|phpcbf']),
  phpcs('namespace', '<?php\n\nclass Foo\n{\n}\n', ['namespace']),
  phpcs('method-camel', '<?php\n\nnamespace App;\n\nclass Foo\n{\n    public function get_name()\n    {\n        return 1;\n    }\n}\n', ['camel|method name|PSR1|rename']),
  phpcs('unknown-standard', '<?php\n', ['standard|installed|-i|typo|PSR12|exist'], 'phpcs --standard=PSR99 app.php'),

  // ---- clang-format
  cfmt('violation', {}, 'clang-format --dry-run -Werror app.c', ['format|clang-format -i|style|-i']),
  cfmt('bad-config', { '.clang-format': 'BasedOnStyle: LLVM\nIndentWidthh: 4\n' }, 'clang-format --dry-run app.c', ['unknown key|config|\\.clang-format|typo|option|IndentWidth']),
  cfmt('bad-style', {}, 'clang-format --style=Goggle app.c', ['style|Google|LLVM|valid|typo|predefined']),

  // ---- codespell
  c('codespell', 'codespell', 'prose', { 'README.md': 'We recieve the data seperately.\n' }, 'codespell README.md', ['spell|typo|receive|-w|ignore']),
  c('codespell', 'codespell', 'code', { 'app.py': 'def calculate(x):\n    # retrun the occurence count\n    return x\n' }, 'codespell app.py', ['spell|typo|return|-w|ignore']),

  // ---- ansible-lint
  alint('fqcn', '- name: Web\n  hosts: all\n  tasks:\n    - name: Install nginx\n      apt:\n        name: nginx\n', ['fqcn|ansible\\.builtin|fully qualified']),
  alint('name-missing', '- name: Web\n  hosts: all\n  tasks:\n    - ansible.builtin.debug:\n        msg: hi\n', ['name|task']),
  alint('no-changed-when', '- name: Web\n  hosts: all\n  tasks:\n    - name: Run migration\n      ansible.builtin.command: /usr/bin/migrate\n', ['changed_when|idempotent|creates|command']),
  alint('risky-file-perm', '- name: Web\n  hosts: all\n  tasks:\n    - name: Config\n      ansible.builtin.copy:\n        src: a.conf\n        dest: /etc/a.conf\n', ['mode|permission']),
  alint('yaml-syntax', '- name: Web\n  hosts: all\n  tasks:\n    - name: Broken\n     ansible.builtin.debug:\n        msg: hi\n', ['syntax|yaml|indent|load|parse']),
  alint('pipefail', '- name: Web\n  hosts: all\n  tasks:\n    - name: Count\n      ansible.builtin.shell: cat /etc/passwd | wc -l\n      changed_when: false\n', ['pipefail|set -o|pipe']),

  // ---- gitlint
  gitlint('title-length', `Refactor the parser so that every statement is read in a single pass over the input tokens\n\nBody text that explains the change.\n`, ['length|72|long|title|shorten']),
  gitlint('trailing-punct', 'Fix the parser.\n\nBody text that explains the change in detail.\n', ['punctuation|period|trailing|title']),
  gitlint('body-missing', 'Fix the parser\n', ['body|missing|describe|explain']),
  gitlint('second-line', 'Fix the parser\nthis line should have been empty and explains more\n', ['blank|empty|second line|separate']),

  // ---- cpplint
  cpplint('copyright', 'int main() { return 0; }\n', ['copyright|legal']),
  cpplint('c-style-cast', '// Copyright 2026 Example\nint f(double d) { return (int)d; }\n', ['cast|static_cast|reinterpret_cast']),
  cpplint('line-length', `// Copyright 2026 Example\nint f() { return 1; }  // ${'x'.repeat(100)}\n`, ['line|long|80|characters|wrap|split']),
  cpplint('using-namespace', '// Copyright 2026 Example\n#include <string>\nusing namespace std;\nstring f() { return "x"; }\n', ['using|namespace|using-declaration|std::']),

  // ---- SQLFluff
  sqlfluff('capitalisation', 'SELECT a from t\n', ['capitali|keyword|case|upper|consistent|sqlfluff fix']),
  sqlfluff('parse-error', 'SELECT a FROM WHERE x = 1\n', ['parse|syntax|unparsable|dialect']),
  sqlfluff('no-dialect', 'SELECT a FROM t\n', ['dialect|--dialect|\\.sqlfluff|config'], 'sqlfluff lint --nocolor app.sql'),
  sqlfluff('unknown-dialect', 'SELECT a FROM t\n', ['dialect|typo|postgres|available|valid'], 'sqlfluff lint --dialect postgress --nocolor app.sql'),

  // ---- commitlint
  commitlint('no-type', 'fixed the bug', ['type|subject|conventional|feat|fix|format']),
  commitlint('bad-type', 'feature: add login', ['type|enum|feat|fix|chore']),
  commitlint('header-long', `feat: ${'add a very long description of the change '.repeat(3)}`, ['header|length|100|long|shorten']),
  commitlint('no-config', 'feat: add login', ['config|rules|commitlint\\.config|extends'], {}),

  // ---- typescript-eslint with type information, eslint-plugin-import
  etyped('floating-promise', { 'src/a.ts': 'async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n}\n' }, ['await|promise|floating|void|catch']),
  etyped('misused-promise', { 'src/a.ts': 'const list = [1, 2];\nexport const ok = list.filter(async (n) => n > 1);\n' }, ['promise|async|void|filter|misused|boolean']),
  etyped('unsafe-assign', { 'src/a.ts': 'export function read(raw: string): number {\n  const data = JSON.parse(raw);\n  return data.count;\n}\n' }, ['any|unsafe|type|unknown|validat']),
  etyped('no-type-info', { 'src/a.ts': 'export const n: number = 1;\n', 'eslint.config.mjs': "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommendedTypeChecked);\n" }, ['type information|parserOptions|project|projectService|tsconfig']),
  etyped('not-in-project', { 'src/a.ts': 'export const n = 1;\n', 'scripts/b.ts': 'export const m = 2;\n' }, ['tsconfig|include|project|not (found|included)|allowDefaultProject'], 'eslint src scripts'),
  etyped('import-unresolved', { 'src/a.js': "import helper from './missing.js';\nexport default helper;\n", 'eslint.config.mjs': "import importPlugin from 'eslint-plugin-import';\nexport default [importPlugin.flatConfigs.recommended, { languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }];\n" }, ['resolve|path|install|exist|import']),
  etyped('plugin-missing', { 'src/a.js': 'export const a = 1;\n', 'eslint.config.mjs': "import react from 'eslint-plugin-react';\nexport default [react.configs.flat.recommended];\n" }, ['install|not found|cannot find|plugin|package']),
  etyped('explicit-any', { 'src/a.ts': 'export function f(x: any): string {\n  return String(x);\n}\n' }, ['any|unknown|type']),

  // ---- cspell
  c('cspell', 'cspell', 'prose', { 'README.md': 'We recieve teh data every mornign.\n' }, 'cspell --no-progress --no-color README.md', ['spell|typo|dictionary|words|cspell|ignore|unknown word'], { tools: true }),
  c('cspell', 'cspell', 'code', { 'app.ts': 'export const usrNmae = "x";\nexport function calcualteTotal() { return 1; }\n' }, 'cspell --no-progress --no-color app.ts', ['spell|typo|dictionary|words|cspell|ignore|unknown word'], { tools: true }),

  // ---- TypeScript project references (tsc -b)
  tscb('not-composite', { 'tsconfig.json': '{ "files": [], "references": [{ "path": "./core" }] }\n', 'core/tsconfig.json': '{ "compilerOptions": { "outDir": "dist" } }\n', 'core/index.ts': 'export const one = 1;\n' }, 'tsc -b', ['composite']),
  tscb('output-not-built', {
    'core/tsconfig.json': '{ "compilerOptions": { "composite": true, "outDir": "dist" } }\n', 'core/index.ts': 'export const one = 1;\n',
    'app/tsconfig.json': '{ "compilerOptions": { "outDir": "dist" }, "references": [{ "path": "../core" }] }\n', 'app/main.ts': "import { one } from '../core/index';\nconsole.log(one);\n",
  }, 'tsc -p app', ['build|-b|--build|reference|composite']),
  tscb('not-in-file-list', { 'tsconfig.json': '{ "compilerOptions": { "composite": true, "outDir": "dist" }, "files": ["index.ts"] }\n', 'index.ts': "import { two } from './util';\nexport const three = two + 1;\n", 'util.ts': 'export const two = 2;\n' }, 'tsc -b', ['include|files|list|project']),
  tscb('rootdir', { 'tsconfig.json': '{ "compilerOptions": { "rootDir": "src", "outDir": "dist" }, "include": ["src"] }\n', 'src/index.ts': "import { shared } from '../shared/util';\nconsole.log(shared);\n", 'shared/util.ts': 'export const shared = 1;\n' }, 'tsc -p .', ['rootDir|under|include']),
  tscb('extends-missing', { 'tsconfig.json': '{ "extends": "@tsconfig/node20/tsconfig.json", "include": ["index.ts"] }\n', 'index.ts': 'export const a = 1;\n' }, 'tsc -p .', ['extends|tsconfig|install|path|exist|find']),
  tscb('unknown-option', { 'tsconfig.json': '{ "compilerOptions": { "strictNullCheck": true }, "include": ["index.ts"] }\n', 'index.ts': 'export const a = 1;\n' }, 'tsc -p .', ['unknown|option|strictNullChecks|typo|did you mean']),
  tscb('import-extension', { 'package.json': '{"name":"t","type":"module"}', 'tsconfig.json': '{ "compilerOptions": { "module": "nodenext", "noEmit": true }, "include": ["*.ts"] }\n', 'index.ts': "import { b } from './b';\nconsole.log(b);\n", 'b.ts': 'export const b = 1;\n' }, 'tsc -p .', ['extension|\\.js|nodenext|moduleResolution']),

  // ---- Vitest failures
  vt('to-equal', "import { test, expect } from 'vitest';\ntest('totals', () => {\n  expect({ a: 1, b: 2 }).toEqual({ a: 1, b: 3 });\n});\n", ['expected|received|equal|assert|diff']),
  vt('to-throw', "import { test, expect } from 'vitest';\ntest('rejects bad input', () => {\n  expect(() => JSON.stringify({})).toThrow();\n});\n", ['throw']),
  vt('timeout', "import { test } from 'vitest';\ntest('slow', async () => {\n  await new Promise((r) => setTimeout(r, 5000));\n}, 300);\n", ['timeout|timed out|time|testTimeout|async']),
  vt('snapshot', "import { test, expect } from 'vitest';\ntest('renders', () => {\n  expect({ title: 'New title' }).toMatchSnapshot();\n});\n", ['snapshot|-u|update'], { files: { '__snapshots__/a.test.js.snap': '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n\nexports[`renders 1`] = `\n{\n  "title": "Old title",\n}\n`;\n' } }),
  vt('called-with', "import { test, expect, vi } from 'vitest';\ntest('notifies', () => {\n  const send = vi.fn();\n  send('ann@example.com');\n  expect(send).toHaveBeenCalledWith('bob@example.com');\n});\n", ['called|mock|arguments|spy|calls']),
  vt('unhandled', "import { test } from 'vitest';\ntest('fires and forgets', () => {\n  Promise.reject(new Error('upload failed'));\n});\n", ['unhandled|reject|await|promise|catch']),
  vt('document', "import { test, expect } from 'vitest';\ntest('renders a button', () => {\n  const b = document.createElement('button');\n  expect(b.tagName).toBe('BUTTON');\n});\n", ['environment|jsdom|happy-dom|document|browser']),
  vt('coverage-missing', "import { test, expect } from 'vitest';\ntest('ok', () => expect(1).toBe(1));\n", ['install|coverage-v8|dependency|@vitest'], { cmd: 'vitest run --coverage' }),
  vt('no-tests', 'export const a = 1;\n', ['include|no test files|pattern|passWithNoTests|test files'], { cmd: 'mv a.test.js a.js && vitest run' }),

  // ---- Jest with TypeScript and environments
  jt('ts-no-transform', { 'a.test.ts': "const n: number = 1;\ntest('x', () => expect(n).toBe(1));\n" }, ['transform|ts-jest|babel|preset|typescript']),
  jt('esm-import', { 'sum.js': 'export const sum = (a, b) => a + b;\n', 'a.test.js': "import { sum } from './sum.js';\ntest('adds', () => expect(sum(1, 2)).toBe(3));\n" }, ['ESM|module|transform|import|experimental-vm-modules|babel|type']),
  jt('jsdom-missing', { 'jest.config.js': "module.exports = { testEnvironment: 'jsdom' };\n", 'a.test.js': "test('x', () => expect(1).toBe(1));\n" }, ['jest-environment-jsdom|install|testEnvironment']),
  jt('ts-jest-type-error', { 'jest.config.js': "module.exports = { preset: 'ts-jest' };\n", 'tsconfig.json': '{ "compilerOptions": { "strict": true, "esModuleInterop": true } }\n', 'a.test.ts': "function double(n: number): number { return n * 2; }\ntest('doubles', () => expect(double('2')).toBe(4));\n" }, ['type|argument|TS2345|assignable|number|string']),
  jt('no-tests', { 'index.js': 'module.exports = 1;\n' }, ['testMatch|no tests|pattern|passWithNoTests|testRegex|testPathPattern']),
  jt('ci-snapshot', { 'a.test.js': "test('renders', () => expect({ a: 1 }).toMatchSnapshot());\n" }, ['snapshot|--ci|-u|update|CI']),
  jt('done-and-promise', { 'a.test.js': "test('loads', async (done) => {\n  await Promise.resolve();\n  done();\n});\n" }, ['done|callback|promise|async|both']),

  // ---- pytest plugins and features
  pt('param-count', { 'test_a.py': "import pytest\n\n@pytest.mark.parametrize('a,b', [(1, 2, 3)])\ndef test_add(a, b):\n    assert a + 1 == b\n" }, ['parametrize|argnames|values|number|names']),
  pt('async-no-mark', { 'test_a.py': 'import asyncio\n\nasync def test_fetch():\n    await asyncio.sleep(0)\n    assert False\n' }, ['asyncio|mark|pytest-asyncio|asyncio_mode|async']),
  pt('scope-mismatch', { 'test_a.py': "import pytest\n\n@pytest.fixture\ndef db():\n    return {}\n\n@pytest.fixture(scope='session')\ndef app(db):\n    return db\n\ndef test_app(app):\n    assert app == {}\n" }, ['scope|fixture|session|function']),
  pt('warning-error', { 'test_a.py': "import warnings\n\ndef legacy():\n    warnings.warn('legacy() is deprecated, use modern()', DeprecationWarning)\n    return 1\n\ndef test_legacy():\n    assert legacy() == 1\n" }, ['deprecat|warning|filterwarnings|-W'], `${PYTEST} -W error::DeprecationWarning`),
  pt('conftest-import', { 'conftest.py': 'import factory_helpers\n', 'test_a.py': 'def test_a():\n    assert True\n' }, ['import|conftest|module|install|path']),
  pt('float', { 'test_a.py': 'def test_total():\n    assert 0.1 + 0.2 == 0.3\n' }, ['approx|float|tolerance|isclose|round|precision']),
  pt('monkeypatch-attr', { 'test_a.py': "import os\n\ndef test_env(monkeypatch):\n    monkeypatch.setattr(os, 'getcwdd', lambda: '/tmp')\n    assert os.getcwd()\n" }, ['attribute|raising|setattr|exist|typo']),
  pt('import-mismatch', { 'tests/a/test_util.py': 'def test_a():\n    assert True\n', 'tests/b/test_util.py': 'def test_b():\n    assert True\n' }, ['__init__|basename|unique|rename|import file mismatch']),
  pt('mock-assert', { 'test_a.py': "import os\n\ndef test_cwd(mocker):\n    m = mocker.patch('os.getcwd', return_value='/srv')\n    os.getcwd()\n    m.assert_called_once_with('/home')\n" }, ['called|mock|arguments|expected|call']),
  pt('hypothesis', { 'test_a.py': 'from hypothesis import given, strategies as st\n\n@given(st.integers())\ndef test_small(n):\n    assert n < 1000\n' }, ['Falsifying|counterexample|hypothesis|example|property']),
  pt('fixture-called', { 'test_a.py': "import pytest\n\n@pytest.fixture\ndef user():\n    return {'name': 'ann'}\n\ndef test_user():\n    assert user()['name'] == 'ann'\n" }, ['fixture|called directly|argument|parameter']),
  pt('strict-markers', { 'test_a.py': 'import pytest\n\n@pytest.mark.slow\ndef test_a():\n    assert True\n' }, ['marker|register|markers|ini|pyproject|typo'], `${PYTEST} --strict-markers`),

  // ---- go test
  gt('assert', { 'calc.go': 'package app\n\nfunc Add(a, b int) int { return a - b }\n', 'calc_test.go': 'package app\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {\n\tif got := Add(1, 2); got != 3 {\n\t\tt.Errorf("Add(1, 2) = %d; want 3", got)\n\t}\n}\n' }, ['want|got|expected|fail|assert']),
  gt('nil-map', { 'calc_test.go': 'package app\n\nimport "testing"\n\nfunc TestCache(t *testing.T) {\n\tvar cache map[string]int\n\tcache["a"] = 1\n}\n' }, ['nil map|make|initiali']),
  gt('race', { 'calc_test.go': 'package app\n\nimport (\n\t"sync"\n\t"testing"\n)\n\nfunc TestCounter(t *testing.T) {\n\tn := 0\n\tvar wg sync.WaitGroup\n\tfor i := 0; i < 4; i++ {\n\t\twg.Add(1)\n\t\tgo func() { defer wg.Done(); n++ }()\n\t}\n\twg.Wait()\n}\n' }, ['race|mutex|sync|lock|atomic|channel'], 'go test -race ./...'),
  gt('timeout', { 'calc_test.go': 'package app\n\nimport "testing"\n\nfunc TestWait(t *testing.T) {\n\tch := make(chan int)\n\t<-ch\n}\n' }, ['timeout|timed out|hang|block|-timeout|deadlock|wait'], 'go test -timeout 2s ./...'),
  gt('undefined', { 'calc_test.go': 'package app\n\nimport "testing"\n\nfunc TestMul(t *testing.T) {\n\tif Mul(2, 3) != 6 {\n\t\tt.Fatal("bad")\n\t}\n}\n' }, ['undefined|declare|name|defined']),
  gt('no-module', { 'go.mod': '', 'calc_test.go': 'package app\n\nimport "testing"\n\nfunc TestA(t *testing.T) {}\n' }, ['go\\.mod|module|go mod init'], 'rm go.mod && go test ./...'),
  gt('example-output', { 'calc.go': 'package app\n\nimport "fmt"\n\nfunc Greet(n string) { fmt.Println("Hello, " + n) }\n', 'calc_test.go': 'package app\n\nfunc ExampleGreet() {\n\tGreet("Ann")\n\t// Output: Hi, Ann\n}\n' }, ['got|want|Output|example']),

  // ---- cargo test
  ct('assert-eq', 'pub fn add(a: i32, b: i32) -> i32 { a - b }\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(1, 2), 3);\n    }\n}\n', ['assert|left|right|equal|expected']),
  ct('should-panic', 'pub fn check(n: i32) -> i32 { n }\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    #[should_panic]\n    fn rejects_negative() {\n        super::check(-1);\n    }\n}\n', ['panic|should_panic|expected']),
  ct('unwrap-err', '#[cfg(test)]\nmod tests {\n    #[test]\n    fn parses() {\n        let n: i32 = "12a".parse().unwrap();\n        assert_eq!(n, 12);\n    }\n}\n', ['unwrap|Err|Result|parse|invalid digit|expect|\\?']),
  ct('index', '#[cfg(test)]\nmod tests {\n    #[test]\n    fn third() {\n        let v: Vec<i32> = std::hint::black_box(vec![1, 2]);\n        assert_eq!(v[2], 3);\n    }\n}\n', ['index|bounds|len']),
  ct('overflow', '#[cfg(test)]\nmod tests {\n    #[test]\n    fn grows() {\n        let n: u8 = std::hint::black_box(255);\n        assert_eq!(n + 1, 0);\n    }\n}\n', ['overflow|checked|wrapping|saturating|u16|larger']),
  ct('moved', '#[cfg(test)]\nmod tests {\n    #[test]\n    fn names() {\n        let a = String::from("ann");\n        let b = a;\n        assert_eq!(a, b);\n    }\n}\n', ['move|borrow|clone|reference']),

  // ---- serde_json and Tokio (crates from Debian's registry)
  crate('missing-field', 'serde = { version = "1", features = ["derive"] }\nserde_json = "1"\n', '#[derive(serde::Deserialize, Debug)]\nstruct Config { port: u16 }\n\nfn main() {\n    let c: Config = serde_json::from_str("{}").unwrap();\n    println!("{:?}", c);\n}\n', ['missing field|port|default|Option']),
  crate('invalid-type', 'serde = { version = "1", features = ["derive"] }\nserde_json = "1"\n', '#[derive(serde::Deserialize, Debug)]\nstruct Config { port: u16 }\n\nfn main() {\n    let c: Config = serde_json::from_str(r#"{"port": "80"}"#).unwrap();\n    println!("{:?}", c);\n}\n', ['invalid type|string|number|u16|expected']),
  crate('trailing', 'serde_json = "1"\n', 'fn main() {\n    let v: serde_json::Value = serde_json::from_str(r#"{"port": 80} x"#).unwrap();\n    println!("{}", v);\n}\n', ['trailing|extra|after']),
  crate('no-derive-feature', 'serde = "1"\nserde_json = "1"\n', 'use serde::Deserialize;\n\n#[derive(Deserialize)]\nstruct Config { port: u16 }\n\nfn main() {\n    let c: Config = serde_json::from_str("{}").unwrap();\n    println!("{}", c.port);\n}\n', ['derive|feature|features|serde_derive']),
  crate('no-reactor', 'tokio = { version = "1", features = ["rt"] }\n', 'fn main() {\n    tokio::spawn(async { println!("hi") });\n}\n', ['runtime|tokio::main|block_on|reactor|context']),
  crate('nested-runtime', 'tokio = { version = "1", features = ["rt", "macros"] }\n', '#[tokio::main(flavor = "current_thread")]\nasync fn main() {\n    let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();\n    rt.block_on(async {});\n}\n', ['runtime|within|block_on|spawn_blocking|await|nested|rt-multi-thread|feature']),
  crate('macros-feature', 'tokio = { version = "1", features = ["rt"] }\n', '#[tokio::main]\nasync fn main() {\n    println!("hi");\n}\n', ['feature|macros|rt-multi-thread|features']),

  // ---- JUnit 5
  junit('assert-equals', `${JIMPORTS}class AppTest {\n    @Test\n    void adds() {\n        assertEquals(3, 1 + 1);\n    }\n}\n`, ['expected|but was|assert|equal']),
  junit('npe', `${JIMPORTS}class AppTest {\n    String name;\n    @Test\n    void length() {\n        assertEquals(3, name.length());\n    }\n}\n`, ['null|NullPointerException|initiali']),
  junit('assert-throws', `${JIMPORTS}class AppTest {\n    @Test\n    void rejects() {\n        assertThrows(IllegalArgumentException.class, () -> Integer.parseInt("12"));\n    }\n}\n`, ['throw|expected.*exception|assertThrows|nothing was thrown']),
  junit('before-each', `${JIMPORTS}class AppTest {\n    int[] data;\n    @BeforeEach\n    void setUp() {\n        data = new int[2];\n        data[2] = 1;\n    }\n    @Test\n    void first() {\n        assertEquals(0, data[0]);\n    }\n}\n`, ['BeforeEach|setUp|setup|before|index|bounds|length']),
  junit('timeout', `${JIMPORTS}class AppTest {\n    @Test\n    void fast() {\n        assertTimeout(Duration.ofMillis(50), () -> Thread.sleep(300));\n    }\n}\n`, ['timeout|exceeded|time|slow']),

  // ---- RSpec
  rspec('eq-failure', "RSpec.describe 'sum' do\n  it 'adds' do\n    expect(1 + 1).to eq(3)\n  end\nend\n", ['expected|got|eq|equal|actual']),
  rspec('nil-method', "RSpec.describe 'user' do\n  it 'has a name' do\n    user = nil\n    expect(user.name).to eq('Ann')\n  end\nend\n", ['nil|NoMethodError|undefined method']),
  rspec('uninitialized-constant', "RSpec.describe Calculator do\n  it('adds') { expect(Calculator.new.add(1, 2)).to eq(3) }\nend\n", ['uninitialized constant|require|load|defined|require_relative']),
  rspec('not-received', "RSpec.describe 'mailer' do\n  it 'sends' do\n    mailer = double('mailer')\n    expect(mailer).to receive(:deliver)\n  end\nend\n", ['receive|received|expected.*time|called|mock|double']),
  rspec('let-undefined', "RSpec.describe 'order' do\n  it('has a total') { expect(order.total).to eq(10) }\nend\n", ['undefined|let|defined|NameError|name']),
  rspec('unexpected-message', "RSpec.describe 'repo' do\n  it 'saves' do\n    repo = double('repo')\n    repo.save\n  end\nend\n", ['unexpected message|allow|receive|stub|double']),

  // ---- Minitest
  minitest('assert-equal', 'class AppTest < Minitest::Test\n  def test_add\n    assert_equal 3, 1 + 1\n  end\nend\n', ['expected|actual|assert|equal']),
  minitest('name-error', 'class AppTest < Minitest::Test\n  def test_total\n    assert_equal 10, invoice.total\n  end\nend\n', ['undefined|NameError|name|defined']),
  minitest('assert-raises', "class AppTest < Minitest::Test\n  def test_parse\n    assert_raises(ArgumentError) { Integer('12') }\n  end\nend\n", ['raise|expected|nothing was raised']),

  // ---- PHPUnit
  phpunit('assert-same', `${PHPT}    public function testAdd(): void\n    {\n        $this->assertSame(3, 1 + 1);\n    }\n}\n`, ['expected|actual|assert|equal|same|identical']),
  phpunit('type-error', `${PHPT}    private function double(int $n): int\n    {\n        return $n * 2;\n    }\n\n    public function testDouble(): void\n    {\n        $this->assertSame(4, $this->double('2'));\n    }\n}\n`, ['type|argument|int|string']),
  phpunit('class-not-found', `${PHPT}    public function testCalc(): void\n    {\n        $this->assertSame(3, (new \\App\\Calc())->add(1, 2));\n    }\n}\n`, ['not found|autoload|require|composer|namespace']),
  phpunit('risky', `${PHPT}    public function testNothing(): void\n    {\n        $x = 1;\n    }\n}\n`, ['assertion|risky|expectNotToPerformAssertions'], 'phpunit --colors=never --fail-on-risky tests'),
  phpunit('data-provider', `${PHPT}    /** @dataProvider cases */\n    public function testAdd(int $a, int $b): void\n    {\n        $this->assertSame($b, $a + 1);\n    }\n}\n`, ['data provider|provider|method|exist']),

  // ---- Bats
  bats('status', '@test "runs" {\n  run false\n  [ "$status" -eq 0 ]\n}\n', ['status|exit|fail|expected|non-zero']),
  bats('command-not-found', '@test "migrates" {\n  run frobnicate --all\n  [ "$status" -eq 0 ]\n}\n', ['command not found|install|PATH|127|exist']),
  bats('output', '@test "greets" {\n  run echo hello\n  [ "$output" = "hi" ]\n}\n', ['output|expected|match|equal']),

  // ---- npm's resolver (against the npm registry)
  npmr('eresolve-peer', { dependencies: { react: '17.0.2', 'react-dom': '18.3.1' } }, ['peer|ERESOLVE|legacy-peer-deps|--force|version|conflict|upgrade']),
  npmr('etarget', { dependencies: { lodash: '^99.0.0' } }, ['version|ETARGET|no matching|exist|publish']),
  npmr('e404', { dependencies: { 'contextd-errors-no-such-package': '1.0.0' } }, ['404|exist|name|typo|registry|spell']),
  npmr('ci-no-lock', { dependencies: { ms: '2.1.3' } }, ['package-lock|lockfile|npm install|shrinkwrap'], 'npm ci --no-audit --no-fund'),
  npmr('ci-out-of-sync', { dependencies: { ms: '2.1.3' } }, ['sync|lock|npm install|package-lock|match'], 'npm install --package-lock-only --no-audit --no-fund >/dev/null && sed -i \'s/"ms": "2.1.3"/"ms": "2.1.2"/\' package.json && npm ci --no-audit --no-fund'),
  npmr('ejsonparse', '{\n  "name": "app",\n  "version": "1.0.0",\n  "dependencies": {\n    "ms": "2.1.3",\n  }\n}\n', ['JSON|parse|package\\.json|comma']),
  npmr('eoverride', { dependencies: { ms: '2.1.3' }, overrides: { ms: '2.1.2' } }, ['override|conflict|direct dependency|same|\\$']),
  npmr('no-workspace', { workspaces: ['packages/*'] }, ['workspace|name|exist|package\\.json|workspaces'], 'npm run build -w nope'),

  // ---- Rollup
  rollup('no-entry', { 'src/main.js': 'export const a = 1;\n' }, ['entry|resolve|path|exist|input'], 'rollup src/mian.js --file dist/out.js --format es'),
  rollup('not-exported', { 'src/main.js': "import { nope } from './lib.js';\nconsole.log(nope);\n", 'src/lib.js': 'export const yes = 1;\n' }, ['export|exported|name|import']),
  rollup('parse', { 'src/main.js': 'const a = ;\nexport default a;\n' }, ['syntax|parse|unexpected|expression|plugin']),
  rollup('config-cjs', { 'rollup.config.js': "module.exports = { input: 'src/main.js', output: { file: 'dist/out.js' } };\n", 'src/main.js': 'export const a = 1;\n' }, ['module|ESM|CommonJS|\\.cjs|\\.mjs|type|export default'], 'rollup -c'),
  rollup('unresolved-dep', { 'src/main.js': "import { debounce } from 'lodash-es';\nexport default debounce;\n" }, ['resolve|install|external|node-resolve|plugin'], 'rollup src/main.js --file dist/out.js --format es --failAfterWarnings'),

  // ---- Sass
  sass('undefined-var', 'a { color: $primary; }\n', ['variable|undefined|define|\\$primary|@use|import']),
  sass('undefined-mixin', 'a { @include rounded; }\n', ['mixin|undefined|define|@use']),
  sass('syntax', 'a { color: red;\n', ['expected|syntax|brace|\\}|close']),
  sass('use-not-found', "@use 'theme';\na { color: theme.$primary; }\n", ['find|path|load-path|exist|stylesheet|partial']),
  sass('division', 'a { width: 10px / 2; }\n', ['math\\.div|calc|division|deprecat']),
  sass('incompatible-units', 'a { width: 10px + 2em; }\n', ['unit|incompatible|calc']),

  // ---- Babel
  babel('preset-missing', '{ "presets": ["@babel/preset-react"] }\n', 'export const a = 1;\n', ['install|preset-react|cannot find|package|module']),
  babel('jsx-not-enabled', '{ "presets": ["@babel/preset-env"] }\n', 'export const App = () => <div>hi</div>;\n', ['jsx|preset-react|syntax|plugin|enable']),
  babel('decorators', '{ "presets": ["@babel/preset-env"] }\n', 'function logged(c) { return c; }\n@logged\nexport class A {}\n', ['decorator|plugin|proposal-decorators|enable']),
  babel('unknown-option', '{ "presetss": ["@babel/preset-env"] }\n', 'export const a = 1;\n', ['option|unknown|typo|valid|config|presets']),
  babel('typescript', '{ "presets": ["@babel/preset-env"] }\n', 'export const n: number = 1;\n', ['typescript|preset-typescript|syntax|type annotation|\\.ts']),

  // ---- PostCSS and Tailwind CSS
  postcss('apply-unknown', { 'input.css': '@tailwind utilities;\n.btn { @apply px-4 bg-brand; }\n' }, ['class|exist|define|@layer|config|theme']),
  postcss('plugin-missing', { 'input.css': 'a { color: red; }\n', 'postcss.config.js': 'module.exports = { plugins: { autoprefixer: {} } };\n' }, ['install|autoprefixer|cannot find|module|plugin']),
  postcss('css-syntax', { 'input.css': 'a { color: red;\n' }, ['syntax|close|brace|Unclosed|block']),
  postcss('config-syntax', { 'input.css': '@tailwind utilities;\n', 'tailwind.config.js': "module.exports = { content: ['./index.html'], theme: { extend: { } }\n" }, ['syntax|config|tailwind\\.config|unexpected|end of input']),

  // ---- React (server rendering, no JSX)
  nodelib('react', 'object-child', "const React = require('react');\nconst { renderToString } = require('react-dom/server');\nconst user = { name: 'Ann', age: 3 };\nconsole.log(renderToString(React.createElement('div', null, user)));\n", ['object|child|render|array|string|JSON\\.stringify|property']),
  nodelib('react', 'invalid-hook', "const React = require('react');\nfunction useCount() { return React.useState(0); }\nconsole.log(useCount());\n", ['hook|component|rules of hooks|inside|function component|duplicate']),
  nodelib('react', 'element-undefined', "const React = require('react');\nconst { renderToString } = require('react-dom/server');\nconst { Header } = require('./components.js');\nconsole.log(renderToString(React.createElement(Header)));\n", ['undefined|import|export|default|named|element type'], { files: { 'components.js': "const React = require('react');\nmodule.exports = function Header() { return React.createElement('h1', null, 'Shop'); };\n" } }),
  nodelib('react', 'key-warning', "const React = require('react');\nconst { renderToString } = require('react-dom/server');\nconst items = ['a', 'b'];\nconst List = () => React.createElement('ul', null, items.map((i) => React.createElement('li', null, i)));\nconsole.log(renderToString(React.createElement(List)));\n", ['key|unique|list']),
  nodelib('react', 'too-many-renders', "const React = require('react');\nconst { renderToString } = require('react-dom/server');\nfunction Counter() {\n  const [n, setN] = React.useState(0);\n  setN(n + 1);\n  return React.createElement('p', null, n);\n}\nconsole.log(renderToString(React.createElement(Counter)));\n", ['re-render|render|setState|infinite|loop|effect']),

  // ---- Vue
  nodelib('vue', 'sfc-parse', "const { compile } = require('vue/compiler-sfc');\nconst { parse } = require('vue/compiler-sfc');\nconst { errors } = parse('<template><div><span></div></template>');\nif (errors.length) { for (const e of errors) console.error(e); process.exit(1); }\n", ['end tag|close|missing|tag']),
  nodelib('vue', 'resolve-component', "const { createSSRApp, h, resolveComponent } = require('vue');\nconst { renderToString } = require('vue/server-renderer');\nconst app = createSSRApp({ render() { return h(resolveComponent('UserCard')); } });\nrenderToString(app).then((html) => { console.log(html); process.exit(1); });\n", ['register|component|import|components|resolve']),
  nodelib('vue', 'undefined-property', "const { createSSRApp } = require('vue');\nconst { renderToString } = require('vue/server-renderer');\nconst app = createSSRApp({ data: () => ({ count: 1 }), template: '<p>{{ cuont }}</p>' });\nrenderToString(app).then((html) => { console.log(html); process.exit(1); });\n", ['defined|property|data|props|setup|declare|typo']),

  // ---- Svelte
  nodelib('svelte', 'unclosed', "const { compile } = require('svelte/compiler');\ncompile('<div><p>hi</div>');\n", ['close|closing|tag|left open|<p>|attempted']),
  nodelib('svelte', 'bad-expression', "const { compile } = require('svelte/compiler');\ncompile('<p>{name +}</p>');\n", ['expression|syntax|unexpected|token']),
  nodelib('svelte', 'duplicate-attr', "const { compile } = require('svelte/compiler');\ncompile('<div class=\"a\" class=\"b\"></div>');\n", ['duplicate|attribute|once']),
  nodelib('svelte', 'export-default', "const { compile } = require('svelte/compiler');\ncompile('<script>export default { name: 1 };</script>');\n", ['default export|export let|props|component']),

  // ---- GraphQL (graphql-js)
  nodelib('graphql', 'unknown-field', "const { graphql, buildSchema } = require('graphql');\nconst schema = buildSchema('type Query { user: User } type User { id: ID! name: String }');\ngraphql({ schema, source: '{ user { id nmae } }' }).then((r) => { if (r.errors) { console.error(r.errors[0].message); process.exit(1); } });\n", ['field|schema|query|typo|Did you mean']),
  nodelib('graphql', 'syntax', "const { parse } = require('graphql');\nparse('{ user { id }');\n", ['syntax|expected|brace|\\}|parse']),
  nodelib('graphql', 'missing-variable', "const { graphql, buildSchema } = require('graphql');\nconst schema = buildSchema('type Query { user(id: ID!): String }');\ngraphql({ schema, source: 'query Q($id: ID!) { user(id: $id) }' }).then((r) => { if (r.errors) { console.error(r.errors[0].message); process.exit(1); } });\n", ['variable|required|provided|\\$id|variables']),
  nodelib('graphql', 'unknown-type', "const { buildSchema } = require('graphql');\nbuildSchema('type Query { user: Usr }');\n", ['type|Unknown type|define|typo|Usr']),
  nodelib('graphql', 'non-null', "const { graphql, buildSchema } = require('graphql');\nconst schema = buildSchema('type Query { name: String! }');\ngraphql({ schema, source: '{ name }', rootValue: { name: () => null } }).then((r) => { if (r.errors) { console.error(r.errors[0].message); process.exit(1); } });\n", ['null|non-null|nullable|resolver|return']),

  // ---- mysql2 against MariaDB
  nodelib('mysql2', 'access-denied', "const mysql = require('mysql2/promise');\nmysql.createConnection({ host: '127.0.0.1', port: Number(process.env.MYPORT), user: 'app', password: 'wrong', database: 'shop' }).then((c) => c.end());\n", ['password|credential|access denied|user|grant|auth'], { needs: 'mariadb' }),
  nodelib('mysql2', 'no-table', "const mysql = require('mysql2/promise');\n(async () => {\n  const c = await mysql.createConnection({ host: '127.0.0.1', port: Number(process.env.MYPORT), user: 'root', database: 'shop' });\n  try { await c.query('SELECT * FROM invoices'); } finally { await c.end(); }\n})();\n", TYPO_MISSING, { needs: 'mariadb' }),
  nodelib('mysql2', 'refused', "const mysql = require('mysql2/promise');\nmysql.createConnection({ host: '127.0.0.1', port: 1, user: 'root' }).then((c) => c.end());\n", REFUSED),
  nodelib('mysql2', 'bind-count', "const mysql = require('mysql2/promise');\n(async () => {\n  const c = await mysql.createConnection({ host: '127.0.0.1', port: Number(process.env.MYPORT), user: 'root', database: 'shop' });\n  try { await c.execute('SELECT * FROM customers WHERE id = ? AND name = ?', [1]); } finally { await c.end(); }\n})();\n", ['placeholder|parameter|argument|number|values|\\?|bind'], { needs: 'mariadb' }),

  // ---- node-redis (redis v4)
  nodelib('node-redis', 'refused', "const { createClient } = require('redis');\nconst c = createClient({ url: 'redis://127.0.0.1:1', socket: { reconnectStrategy: false } });\nc.connect();\n", ['connect|refused|server|running|listen|port']),
  nodelib('node-redis', 'wrongtype', "const { createClient } = require('redis');\n(async () => {\n  const c = createClient({ url: `redis://127.0.0.1:${process.env.REDISPORT}` });\n  await c.connect();\n  await c.set('cart:1', 'x');\n  try { await c.lPush('cart:1', 'item'); } finally { await c.quit(); }\n})();\n", ['type|WRONGTYPE|key|list|string|DEL'], { needs: 'redis' }),
  nodelib('node-redis', 'client-closed', "const { createClient } = require('redis');\nconst c = createClient({ url: `redis://127.0.0.1:${process.env.REDISPORT}` });\nc.get('a');\n", ['connect|closed|open'], { needs: 'redis' }),
  nodelib('node-redis', 'auth-no-password', "const { createClient } = require('redis');\nconst c = createClient({ url: `redis://:s3cret@127.0.0.1:${process.env.REDISPORT}`, socket: { reconnectStrategy: false } });\nc.on('error', (e) => { console.error(e); process.exit(1); });\nc.connect();\n", ['password|AUTH|requirepass|configured'], { needs: 'redis' }),

  // ---- TypeORM
  nodelib('typeorm', 'no-driver', "require('reflect-metadata');\nconst { DataSource } = require('typeorm');\nnew DataSource({ type: 'sqlite', database: 'app.db' }).initialize();\n", ['install|sqlite3|driver|package']),
  nodelib('typeorm', 'no-metadata', "require('reflect-metadata');\nconst { DataSource } = require('typeorm');\nconst ds = new DataSource({ type: 'postgres', entities: [] });\nds.getRepository('User');\n", ['entit|metadata|register|DataSource|entities']),
  nodelib('typeorm', 'not-initialized', "require('reflect-metadata');\nconst { DataSource, EntitySchema } = require('typeorm');\nconst User = new EntitySchema({ name: 'User', columns: { id: { type: Number, primary: true } } });\nconst ds = new DataSource({ type: 'postgres', entities: [User] });\nds.manager.find('User');\n", ['initiali|connect|established|await']),

  // ---- MongoDB drivers
  nodelib('mongodb', 'refused', "const { MongoClient } = require('mongodb');\nnew MongoClient('mongodb://127.0.0.1:1', { serverSelectionTimeoutMS: 1000 }).connect();\n", ['connect|refused|server|running|mongod|port']),
  nodelib('mongodb', 'bad-uri', "const { MongoClient } = require('mongodb');\nnew MongoClient('localhost:27017');\n", ['scheme|mongodb://|connection string|URI']),
  pylib('mongodb', 'pymongo-refused', "from pymongo import MongoClient\nMongoClient('mongodb://127.0.0.1:1', serverSelectionTimeoutMS=1000).admin.command('ping')\n", ['connect|refused|server|running|mongod|port']),

  // ---- psycopg2 against PostgreSQL
  psy('no-relation', "cur.execute('SELECT * FROM invoices')\n", TYPO_MISSING),
  psy('aborted-txn', "try:\n    cur.execute('SELECT * FROM invoices')\nexcept psycopg2.Error:\n    pass\ncur.execute('SELECT 1')\n", ['rollback|transaction|aborted|earlier|previous']),
  pylib('psycopg', 'refused', "import psycopg2\npsycopg2.connect(host='127.0.0.1', port=1, user='postgres', dbname='postgres')\n", REFUSED),
  psy('adapt-dict', "cur.execute('SELECT %s', ({'a': 1},))\n", ['adapt|Json|json\\.dumps|type|dict']),
  psy('extra-args', "cur.execute('SELECT 1', (1,))\n", ['placeholder|%s|argument|parameter|number']),
  pylib('psycopg', 'no-database', "import psycopg2, os\npsycopg2.connect(host='127.0.0.1', port=int(os.environ['PGPORT']), user='postgres', dbname='shopp')\n", ['database|exist|create|typo|name'], { needs: 'postgres' }),

  // ---- redis-py
  pylib('redis-py', 'refused', "import redis\nredis.Redis(host='127.0.0.1', port=1).ping()\n", ['connect|refused|server|running|listen|port|redis-server']),
  pylib('redis-py', 'wrongtype', `${RP}r.set('cart:1', 'x')\nr.lpush('cart:1', 'item')\n`, ['type|WRONGTYPE|key|list|string|DEL'], { needs: 'redis' }),
  pylib('redis-py', 'auth-no-password', "import redis, os\nredis.Redis(host='127.0.0.1', port=int(os.environ['REDISPORT']), password='s3cret').ping()\n", ['password|AUTH|requirepass|configured'], { needs: 'redis' }),

  // ---- Alembic
  alembic('no-ini', `${AL} upgrade head`, ['alembic\\.ini|config|-c|init|directory']),
  alembic('unknown-revision', `${ALEMBIC} && ${AL} upgrade abc123`, ['revision|exist|history|heads|stamp|version']),
  alembic('multiple-heads', `${ALEMBIC} && ${AL} revision -m first >/dev/null && ${AL} revision -m second --head base --splice >/dev/null && ${AL} upgrade head`, ['head|merge|heads|branch']),
  alembic('not-up-to-date', `${ALEMBIC} && sed -i 's/^target_metadata = None/from sqlalchemy import MetaData\\ntarget_metadata = MetaData()/' migrations/env.py && ${AL} revision -m first >/dev/null && ${AL} revision --autogenerate -m second`, ['upgrade|up to date|head|migrat']),

  // ---- boto3
  boto('no-region', "boto3.client('dynamodb')\n", ['region|AWS_DEFAULT_REGION|region_name|config']),
  boto('no-credentials', "boto3.client('s3', region_name='us-east-1').list_buckets()\n", ['credential|aws configure|AWS_ACCESS_KEY_ID|profile|role']),
  boto('bad-bucket', "boto3.client('s3', region_name='us-east-1', aws_access_key_id='AKIAEXAMPLE', aws_secret_access_key='x').put_object(Bucket='My_Bucket!', Key='a', Body=b'x')\n", ['bucket|name|valid|lowercase']),
  boto('endpoint', "boto3.client('s3', region_name='us-east-1', endpoint_url='http://127.0.0.1:1', aws_access_key_id='AKIAEXAMPLE', aws_secret_access_key='x', config=Config(retries={'max_attempts': 1})).list_buckets()\n", ['connect|endpoint|network|refused|url|reachable']),
  boto('profile', "boto3.Session(profile_name='prod').client('s3')\n", ['profile|config|~/\\.aws|aws configure|name']),
  boto('missing-param', "boto3.client('s3', region_name='us-east-1', aws_access_key_id='AKIAEXAMPLE', aws_secret_access_key='x').get_object(Bucket='b')\n", ['Key|required|parameter|missing|argument']),

  // ---- PyJWT
  jwtlib('expired', "t = jwt.encode({'sub': '1', 'exp': int(time.time()) - 60}, 'k', algorithm='HS256')\njwt.decode(t, 'k', algorithms=['HS256'])\n", ['expired|exp|refresh|clock|leeway']),
  jwtlib('bad-signature', "t = jwt.encode({'sub': '1'}, 'k1', algorithm='HS256')\njwt.decode(t, 'k2', algorithms=['HS256'])\n", ['signature|secret|key|verif']),
  jwtlib('no-algorithms', "t = jwt.encode({'sub': '1'}, 'k', algorithm='HS256')\njwt.decode(t, 'k')\n", ['algorithms|HS256']),
  jwtlib('segments', "jwt.decode('abc', 'k', algorithms=['HS256'])\n", ['segment|format|token|malformed|Bearer|three parts|header']),
  jwtlib('audience', "t = jwt.encode({'sub': '1', 'aud': 'api'}, 'k', algorithm='HS256')\njwt.decode(t, 'k', algorithms=['HS256'])\n", ['audience|aud']),

  // ---- Paramiko
  pylib('paramiko', 'refused', "import paramiko\nc = paramiko.SSHClient()\nc.set_missing_host_key_policy(paramiko.AutoAddPolicy())\nc.connect('127.0.0.1', port=1, username='deploy', timeout=3)\n", ['connect|refused|server|running|sshd|port']),
  pylib('paramiko', 'not-a-key', "import paramiko\nparamiko.RSAKey.from_private_key_file('id_rsa')\n", ['key|format|PEM|OpenSSH|valid|ssh-keygen'], { files: { id_rsa: 'this is not a key\n' } }),
  pylib('paramiko', 'encrypted-key', "import paramiko\nparamiko.RSAKey.from_private_key_file('id_rsa')\n", ['passphrase|password|encrypted'], { cmd: `ssh-keygen -q -t rsa -b 2048 -m PEM -N hunter22 -f id_rsa && ${PY} app.py` }),

  // ---- Trio and AnyIO
  pylib('trio-anyio', 'outside-run', 'import trio\nprint(trio.current_time())\n', ['async context|trio\\.run|inside|run']),
  pylib('trio-anyio', 'asyncio-in-trio', 'import asyncio, trio\n\nasync def main():\n    await asyncio.sleep(0.1)\n\ntrio.run(main)\n', ['asyncio|library|compatib|shim|trio-asyncio|anyio']),
  pylib('trio-anyio', 'too-slow', 'import trio\n\nasync def main():\n    with trio.fail_after(0.1):\n        await trio.sleep(1)\n\ntrio.run(main)\n', ['timeout|deadline|slow|fail_after|time']),
  pylib('trio-anyio', 'nursery', "import trio\n\nasync def fetch(n):\n    raise ValueError(f'bad page {n}')\n\nasync def main():\n    async with trio.open_nursery() as nursery:\n        nursery.start_soon(fetch, 1)\n        nursery.start_soon(fetch, 2)\n\ntrio.run(main)\n", ['ValueError|bad page|task|nursery|group']),
  pylib('trio-anyio', 'anyio-no-loop', 'import anyio\nanyio.from_thread.run_sync(print, 1)\n', ['async context|anyio\\.run|event loop|worker thread|thread|inside']),

  // ---- redis-server configuration
  c('redis-server', 'redis-server', 'unknown-directive', { 'redis.conf': 'port 0\nmaxmemori 100mb\n' }, 'redis-server ./redis.conf', ['directive|config|typo|unknown|option|maxmemory']),
  c('redis-server', 'redis-server', 'bad-value', { 'redis.conf': 'port 0\nmaxmemory-policy lru\n' }, 'redis-server ./redis.conf', ['value|one of|policy|allkeys-lru|option|argument']),
  c('redis-server', 'redis-server', 'missing-conf', {}, 'redis-server ./nope.conf', ['exist|path|file|not found|open']),
  c('redis-server', 'redis-server', 'port-in-use', {}, "redis-server --port $REDISPORT --save '' --appendonly no", ['in use|port|already|another|--port|stop'], { needs: 'redis' }),

  // ---- the PostgreSQL server refusing to start
  c('postgres-server', 'postgres', 'bad-param', {}, 'chmod 777 . && runuser -u postgres -- initdb -D ./data >/dev/null && runuser -u postgres -- postgres -D ./data -c shared_bufers=128MB', ['unrecognized|parameter|typo|shared_buffers|postgresql\\.conf']),
  c('postgres-server', 'postgres', 'no-datadir', {}, 'runuser -u postgres -- postgres -D /var/lib/postgresql/nope', ['data directory|exist|initdb|-D|PGDATA']),
  c('postgres-server', 'postgres', 'bad-units', {}, 'chmod 777 . && runuser -u postgres -- initdb -D ./data >/dev/null && runuser -u postgres -- postgres -D ./data -c shared_buffers=128XB', ['unit|value|kB|MB|valid']),
  c('postgres-server', 'postgres', 'port-in-use', {}, 'chmod 777 . && runuser -u postgres -- initdb -D ./data >/dev/null && runuser -u postgres -- postgres -D ./data -p $PGPORT -c listen_addresses=127.0.0.1 -k /tmp', ['in use|port|already|another|stop|-p'], { needs: 'postgres' }),
  c('postgres-server', 'postgres', 'permissions', {}, 'chmod 777 . && runuser -u postgres -- initdb -D ./data >/dev/null && chmod 755 ./data && runuser -u postgres -- postgres -D ./data', ['permission|chmod|0700|0750']),

  // ---- Handlebars, EJS, Pug
  tmpl('hbs-block', "const Handlebars = require('handlebars');\nconsole.log(Handlebars.compile('{{#if user}}Hi{{/each}}')({ user: 1 }));\n", ['match|close|block|if|each|tag']),
  tmpl('hbs-helper', "const Handlebars = require('handlebars');\nconsole.log(Handlebars.compile('{{formatDate created}}')({ created: 1 }));\n", ['helper|register|registerHelper']),
  tmpl('ejs-undefined', "const ejs = require('ejs');\nconsole.log(ejs.render('<h1><%= user.name %></h1>', {}));\n", ['defined|pass|locals|data|variable']),
  tmpl('ejs-unclosed', "const ejs = require('ejs');\nconsole.log(ejs.render('<% if (a) { %>x', { a: 1 }));\n", ['close|brace|\\}|syntax|end of input|tag']),
  tmpl('pug-indent', "const pug = require('pug');\nconsole.log(pug.render('div\\n    p a\\n  span b\\n'));\n", ['indent|spaces|tabs|consistent']),

  // ---- js-yaml
  nodelib('js-yaml', 'bad-indent', "const yaml = require('js-yaml');\nyaml.load('server:\\n  port: 80\\n host: a\\n');\n", ['indent|spaces|align']),
  nodelib('js-yaml', 'duplicate-key', "const yaml = require('js-yaml');\nyaml.load('port: 80\\nport: 81\\n');\n", ['duplicate|key|once|unique']),
  nodelib('js-yaml', 'tab', "const yaml = require('js-yaml');\nyaml.load('server:\\n\\tport: 80\\n');\n", ['tab|spaces|indent']),

  // ---- Python's sqlite3 module
  sq('locked', "a = sqlite3.connect('app.db', isolation_level=None)\na.execute('CREATE TABLE t (x)')\na.execute('BEGIN IMMEDIATE')\na.execute('INSERT INTO t VALUES (1)')\nb = sqlite3.connect('app.db', timeout=0.1)\nb.execute('INSERT INTO t VALUES (2)')\n", ['lock|another|transaction|commit|timeout|busy|close']),
  sq('thread', "import threading\nconn = sqlite3.connect(':memory:')\nerr = []\ndef work():\n    conn.execute('SELECT 1')\nt = threading.Thread(target=work)\nt.start(); t.join()\n", ['thread|check_same_thread|connection per|same thread']),
  sq('unique', "conn = sqlite3.connect(':memory:')\nconn.execute('CREATE TABLE users (email TEXT UNIQUE)')\nconn.execute(\"INSERT INTO users VALUES ('a@b.c')\")\nconn.execute(\"INSERT INTO users VALUES ('a@b.c')\")\n", ['unique|duplicate|exists|constraint|OR IGNORE|upsert|ON CONFLICT']),
  sq('no-table', "conn = sqlite3.connect(':memory:')\nconn.execute('SELECT * FROM invoices')\n", TYPO_MISSING),
  sq('closed', "conn = sqlite3.connect(':memory:')\nconn.close()\nconn.execute('SELECT 1')\n", ['closed|close|open|connection']),

  // ---- PyMySQL against MariaDB
  pylib('pymysql', 'access-denied', "import pymysql, os\npymysql.connect(host='127.0.0.1', port=int(os.environ['MYPORT']), user='app', password='wrong', database='shop')\n", ['password|credential|access denied|user|grant'], { needs: 'mariadb' }),
  pylib('pymysql', 'refused', "import pymysql\npymysql.connect(host='127.0.0.1', port=1, user='root')\n", REFUSED),
  pylib('pymysql', 'syntax', "import pymysql, os\nc = pymysql.connect(host='127.0.0.1', port=int(os.environ['MYPORT']), user='root', database='shop')\nc.cursor().execute('SELEC * FROM customers')\n", ['syntax|near|SQL|typo|SELECT'], { needs: 'mariadb' }),
];
