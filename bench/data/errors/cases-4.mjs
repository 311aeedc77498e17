// The second error set (corpus-second.jsonl): tools and situations the first set
// (cases-1..3.mjs) does not have, collected after the pattern library was written, so it
// measures the library on errors it was not built from. Linters and formatters (ESLint,
// Prettier, Stylelint, markdownlint, flake8, pylint, mypy, black, yamllint), a security
// scanner (bandit), test runners (Jest, Mocha, pytest fixtures), bundlers and frameworks
// (webpack, Vite, Next.js), ts-node, Node ESM/CJS interop, TypeScript strictness options,
// Python asyncio, Ruby, PHP, Lua, Clang with sanitizers, Erlang, Ansible, native builds
// (node-gyp, Cargo build scripts, Python C extensions), package registries answering 429,
// 401, 403, 503 or HTML (a local HTTP server the collector starts), Redis and nginx
// situations the first set does not cover.
//
// Same shape as cases-1.mjs. `tools: true` links the npm tools folder (`--tools <dir>`, see
// README.md) into the case's directory as node_modules; `project: true` links this
// repository's node_modules (TypeScript, Vite). Each `expect` was written from knowledge of
// the tool before contextd was run on the output.

const PY = 'python3 -m pytest -q -p no:cacheprovider';

const eslint = (name, code, rules, expect, { file = 'a.js', head = '', extra = {}, cmd } = {}) => ({
  family: 'eslint', tool: 'eslint', name, tools: true,
  files: { 'eslint.config.mjs': `${head}export default [{ files: ['**/*.{js,jsx,ts}'], rules: ${JSON.stringify(rules)} }];\n`, [file]: code, ...extra },
  cmd: cmd ?? `eslint ${file}`, expect,
});
const prettier = (name, files, cmd, expect) => ({ family: 'prettier', tool: 'prettier', name, tools: true, files, cmd, expect });
const jest = (name, test, expect, extra = {}, file = 'a.test.js') => ({
  family: 'jest', tool: 'jest', name, tools: true, files: { 'package.json': '{"name":"t","version":"1.0.0"}', [file]: test, ...extra }, cmd: 'jest --ci', expect,
});
const mocha = (name, test, expect, cmd = 'mocha test/*.spec.js') => ({
  family: 'mocha', tool: 'mocha', name, tools: true, files: { 'package.json': '{"name":"t","version":"1.0.0"}', 'test/a.spec.js': test }, cmd, expect,
});
const webpack = (name, files, expect) => ({
  family: 'webpack', tool: 'webpack', name, tools: true, files: { 'package.json': '{"name":"t","version":"1.0.0"}', ...files }, cmd: 'webpack --mode production', expect,
});
const HTML = '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>\n';
const vite = (name, files, expect) => ({
  family: 'vite', tool: 'vite', name, project: true, files: { 'package.json': '{"name":"t","type":"module"}', 'index.html': HTML, ...files }, cmd: 'vite build --logLevel info', expect,
});
const LAYOUT = 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n';
const next = (name, files, expect) => ({
  family: 'nextjs', tool: 'next', name, tools: true,
  files: { 'package.json': '{"name":"t","version":"1.0.0","private":true}', 'app/layout.js': LAYOUT, ...files }, cmd: 'NEXT_TELEMETRY_DISABLED=1 next build', expect,
});
const esm = (name, files, cmd, expect) => ({ family: 'node-esm', tool: 'node', name, files, cmd, expect });
const REG = 'http://127.0.0.1:$HTTPPORT';
const reg = (name, tool, cmd, expect, files = {}) => ({ family: 'registry', tool, name, files, cmd, expect, needs: 'http', ...(tool === 'yarn' ? { tools: true } : {}) });
const RATE = ['rate.?limit|too many requests|retry|wait|back ?off|throttl'];
const stylelint = (name, css, config, expect) => ({
  family: 'stylelint', tool: 'stylelint', name, tools: true, files: { 'a.css': css, ...(config ? { '.stylelintrc.json': JSON.stringify(config) } : {}) }, cmd: 'stylelint a.css', expect,
});
const mdl = (name, md, expect) => ({ family: 'markdownlint', tool: 'markdownlint', name, tools: true, files: { 'README.md': md }, cmd: 'markdownlint README.md', expect });
const rb = (name, code, expect) => ({ family: 'ruby', tool: 'ruby', name, files: { 'app.rb': code }, cmd: 'ruby app.rb', expect });
const php = (name, code, expect) => ({ family: 'php', tool: 'php', name, files: { 'index.php': `<?php\n${code}` }, cmd: 'php index.php', expect });
const lua = (name, code, expect) => ({ family: 'lua', tool: 'lua5.4', name, files: { 'main.lua': code }, cmd: 'lua5.4 main.lua', expect });
const clang = (name, code, expect, cmd = 'clang -Wall -o app main.c && ./app') => ({ family: 'clang', tool: cmd.startsWith('clang++') ? 'clang++' : 'clang', name, files: { [cmd.startsWith('clang++') ? 'main.cpp' : 'main.c']: code }, cmd, expect });
const flake8 = (name, code, expect) => ({ family: 'flake8', tool: 'flake8', name, files: { 'app.py': code }, cmd: 'flake8 app.py', expect });
const pylint = (name, code, expect) => ({ family: 'pylint', tool: 'pylint', name, files: { 'app.py': code }, cmd: 'pylint --disable=missing-module-docstring,missing-function-docstring app.py', expect });
const mypy = (name, code, expect, flags = '') => ({ family: 'mypy', tool: 'mypy', name, files: { 'app.py': code }, cmd: `mypy --no-incremental ${flags} app.py`, expect });
const yl = (name, yaml, expect) => ({ family: 'yamllint', tool: 'yamllint', name, files: { 'config.yaml': yaml }, cmd: 'yamllint config.yaml', expect });
const bandit = (name, code, expect) => ({ family: 'bandit', tool: 'bandit', name, files: { 'app.py': code }, cmd: 'bandit -q app.py', expect });
const erl = (name, code, expect) => ({ family: 'erlang', tool: 'escript', name, files: { 'main.erl': `-module(main).\n-export([main/1]).\n${code}` }, cmd: 'escript main.erl', expect });
const ans = (name, tasks, expect, extra = {}) => ({
  family: 'ansible', tool: 'ansible-playbook', name, files: { 'site.yml': `- hosts: localhost\n  gather_facts: false\n  tasks:\n${tasks}`, ...extra },
  cmd: 'ANSIBLE_NOCOLOR=1 ANSIBLE_LOCALHOST_WARNING=0 ansible-playbook -i localhost, -c local site.yml', expect,
});
const aio = (name, code, expect, env = '') => ({ family: 'asyncio', tool: 'python3', name, files: { 'main.py': `import asyncio\n${code}` }, cmd: `${env}python3 main.py`, expect });
const fx = (name, files, expect) => ({ family: 'pytest-fixtures', tool: 'pytest', name, files, cmd: PY, expect });
const strict = (name, options, code, expect, extra = {}) => ({
  family: 'ts-strict', tool: 'tsc', name, project: true,
  files: {
    'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', noEmit: true, types: [], ...options }, include: ['src'] }),
    'src/a.ts': code, ...extra,
  },
  cmd: 'tsc -p .', expect,
});
const REDIS = 'redis-cli -p $REDISPORT';
const redis = (name, cmds, expect) => ({ family: 'redis', tool: 'redis-cli', name, files: {}, cmd: cmds.map((c) => `${REDIS} ${c}`).join('; '), expect, needs: 'redis' });
const ngx = (name, http, expect) => ({
  family: 'nginx', tool: 'nginx', name, files: { 'nginx.conf': `events {}\nhttp {\n${http}}\n` }, cmd: 'nginx -t -p $PWD/ -c $PWD/nginx.conf', expect,
});

const BUILD_RS_PKGCONFIG = `fn main() {
    let out = std::process::Command::new("pkg-config").args(["--libs", "--cflags", "libfoo"]).output().expect("failed to run pkg-config");
    if !out.status.success() {
        panic!("\\n\`pkg-config --libs --cflags libfoo\` did not exit successfully: {}\\n--- stderr\\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    }
}
`;
const GYP = '{ "targets": [ { "target_name": "addon", "sources": [ "addon.cc" ] } ] }\n';

export const CASES = [
  // ---- ESLint (flat config, ESLint 9)
  eslint('no-unused-vars', 'const unused = 1;\nexport const x = 2;\n', { 'no-unused-vars': 'error' }, ['unused|never (used|read)|remove (the|it|unused)|prefix']),
  eslint('no-undef', 'export const f = () => process.env.HOME;\n', { 'no-undef': 'error' }, ['(not|un)defined|declare|globals?|environment|import']),
  eslint('eqeqeq', 'export const f = (a) => a == 1;\n', { eqeqeq: 'error' }, ['===|strict equality|!==|coercion']),
  eslint('prefer-const', 'let a = 1;\nexport default a;\n', { 'prefer-const': 'error' }, ['never reassigned|use const|\\bconst\\b instead|declare.{0,20}const']),
  eslint('no-console', 'console.log("debug");\n', { 'no-console': 'error' }, ['console|logger|logging|remove (the )?(debug|log)']),
  eslint('parsing-ts-in-js', 'const x: number = 1;\nexport default x;\n', {}, ['parser|typescript-eslint|type annotation|syntax']),
  { family: 'eslint', tool: 'eslint', name: 'no-config', tools: true, files: { 'a.js': 'export const a = 1;\n' }, cmd: 'eslint a.js', expect: ['eslint\\.config|flat config|configuration file|migrat|\\.eslintrc'] },
  eslint('plugin-missing', 'export const a = 1;\n', {}, ['install|not installed|npm (i|install)|dependenc|package'], { head: "import nope from 'eslint-plugin-nope';\n" }),
  eslint('rule-not-found', 'export const a = 1;\n', { 'no-such-rule-x': 'error' }, ['(rule|plugin).{0,40}(not found|does not exist|unknown|misspel|typo|removed|renamed)|typo|plugin']),
  eslint('invalid-rule-option', 'export const a = "x";\n', { quotes: ['error', 'backtick-ish'] }, ['(option|configuration|value|severity).{0,40}(invalid|allowed|schema)|rule options?|allowed values']),
  {
    family: 'eslint', tool: 'eslint', name: 'react-hooks-conditional', tools: true,
    files: {
      'eslint.config.mjs': "import reactHooks from 'eslint-plugin-react-hooks';\nexport default [{ files: ['**/*.jsx'], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } }, plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' } }];\n",
      'c.jsx': "import { useState } from 'react';\nexport function C({ a }) {\n  if (a) {\n    const [x] = useState(0);\n    return x;\n  }\n  return null;\n}\n",
    },
    cmd: 'eslint c.jsx', expect: ['conditional|top level|same order|condition|called (conditionally|inside)|rules of hooks|unconditionally'],
  },
  {
    family: 'eslint', tool: 'eslint', name: 'react-hooks-deps', tools: true,
    files: {
      'eslint.config.mjs': "import reactHooks from 'eslint-plugin-react-hooks';\nexport default [{ files: ['**/*.jsx'], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } }, plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/exhaustive-deps': 'warn' } }];\n",
      'c.jsx': "import { useEffect } from 'react';\nexport function C({ id, load }) {\n  useEffect(() => {\n    load(id);\n  }, []);\n  return null;\n}\n",
    },
    cmd: 'eslint c.jsx', expect: ['dependenc(y|ies)|deps array|stale'],
  },
  {
    family: 'eslint', tool: 'eslint', name: 'ts-no-explicit-any', tools: true,
    files: { 'eslint.config.mjs': "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommended);\n", 'a.ts': 'export const f = (x: any) => x;\n' },
    cmd: 'eslint a.ts', expect: ['\\bunknown\\b|specific type|precise type|proper type|generic'],
  },
  {
    family: 'eslint', tool: 'eslint', name: 'ts-ban-ts-comment', tools: true,
    files: { 'eslint.config.mjs': "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommended);\n", 'a.ts': '// @ts-ignore\nexport const n: number = "a";\n' },
    cmd: 'eslint a.ts', expect: ['@ts-expect-error|suppress|fix the (type|underlying)'],
  },
  eslint('no-unreachable', 'export function f() {\n  return 1;\n  console.log(2);\n}\n', { 'no-unreachable': 'error' }, ['unreachable|after (a )?(return|throw)|dead code|never (run|execute)']),
  eslint('no-dupe-keys', 'export const o = { a: 1, a: 2 };\n', { 'no-dupe-keys': 'error' }, ['duplicate|same key|twice|overwrit']),
  eslint('file-ignored', 'export const a = 1;\n', {}, ['ignore|--no-ignore|ignores'], { file: 'dist/a.js', head: '', cmd: 'eslint dist/a.js', extra: { 'eslint.config.mjs': "export default [{ ignores: ['dist/'] }];\n" } }),
  eslint('no-files-matched', 'export const a = 1;\n', {}, ['pattern|glob|path|no files|--no-error-on-unmatched|director'], { cmd: 'eslint src/' }),
  eslint('max-warnings', 'var a = 1;\nexport default a;\n', { 'no-var': 'warn' }, ['max-warnings|warnings.{0,30}(limit|maximum|threshold|error)|fix the warnings|let or const|\\blet\\b'], { cmd: 'eslint --max-warnings 0 a.js' }),

  // ---- Prettier
  prettier('check-unformatted', { 'a.js': 'const a   = {b:1}\n' }, 'prettier --check a.js', ['--write|format (the )?(file|code)|reformat|run prettier']),
  prettier('syntax-error', { 'a.js': 'const = ;\n' }, 'prettier --check a.js', ['syntax|pars(e|ing)|unexpected']),
  prettier('no-files', {}, 'prettier --check "src/**/*.ts"', ['pattern|glob|path|no files|quot|--no-error-on-unmatched|director']),
  prettier('invalid-option', { '.prettierrc': '{ "trailingComma": "sometimes" }\n', 'a.js': 'export const a = 1;\n' }, 'prettier --check a.js', ['(option|value|configuration).{0,40}(invalid|allowed|expected|accept)|\\.prettierrc|allowed values']),
  prettier('no-parser', { 'a.foo': 'x = 1\n' }, 'prettier --check a.foo', ['parser|--parser|file extension|overrides|plugin']),

  // ---- Jest
  jest('tobe-mismatch', "test('adds', () => {\n  expect(1 + 1).toBe(3);\n});\n", ['expect(ed|ation)|received|assert|diff']),
  jest('tobe-object-identity', "test('same', () => {\n  expect({ a: 1 }).toBe({ a: 1 });\n});\n", ['toEqual|toStrictEqual|deep equality|reference|identity']),
  jest('snapshot-not-written-ci', "test('snap', () => {\n  expect({ a: 1 }).toMatchSnapshot();\n});\n", ['-u\\b|--updateSnapshot|--ci|update (the )?snapshots?|commit the snapshot|write (a|the) (new )?snapshot']),
  jest('snapshot-mismatch', "test('s', () => {\n  expect(1).toMatchSnapshot();\n});\n", ['update (the )?snapshots?|-u\\b|regression|snapshot.{0,30}(differ|mismatch|changed)'],
    { '__snapshots__/a.test.js.snap': '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\nexports[`s 1`] = `2`;\n' }),
  jest('timeout', "test('t', async () => {\n  await new Promise(() => {});\n}, 200);\n", ['timeout|timed out|await|promise (never|not) resolv|done']),
  jest('esm-import', "import { x } from './b.js';\ntest('x', () => expect(x).toBe(1));\n", ['transform|babel|ESM|ECMAScript module|experimental-vm-modules|"type": "module"|commonjs'], { 'b.js': 'export const x = 1;\n' }),
  jest('document-undefined', "test('d', () => {\n  document.body.innerHTML = '<p>x</p>';\n});\n", ['jsdom|test ?environment']),
  { family: 'jest', tool: 'jest', name: 'no-tests-found', tools: true, files: { 'package.json': '{"name":"t","version":"1.0.0"}', 'src/a.js': 'module.exports = 1;\n' }, cmd: 'jest --ci', expect: ['testMatch|test files?|passWithNoTests|naming|\\.test\\.'] },
  jest('suite-without-tests', 'const x = 1;\nmodule.exports = x;\n', ['at least one test|add a test|no tests|empty|describe|testMatch|helper']),
  jest('cannot-find-module', "const m = require('./missing');\ntest('x', () => expect(m).toBeDefined());\n", ['path|module.{0,30}(not found|missing|does not exist)|moduleNameMapper|install|typo|relative']),
  jest('not-a-mock', "const m = require('./b');\ntest('x', () => {\n  m.f.mockReturnValue(2);\n  expect(m.f()).toBe(2);\n});\n", ['jest\\.mock|not a mock|mock(ed)? (the )?module|jest\\.fn|spyOn'], { 'b.js': 'exports.f = () => 1;\n' }),
  jest('called-with-mismatch', "test('c', () => {\n  const f = jest.fn();\n  f(1);\n  expect(f).toHaveBeenCalledWith(2);\n});\n", ['called with|arguments|expected.{0,20}received|call']),
  jest('expect-assertions', "test('a', async () => {\n  expect.assertions(1);\n  await Promise.resolve();\n});\n", ['assertions? (was|were )?(not )?(called|run|reached)|await|return the promise|catch|never (ran|reached)|expect\\.assertions']),
  jest('ts-no-transform', "const x: number = 1;\ntest('a', () => expect(x).toBe(1));\n", ['ts-jest|babel|preset|transform|typescript'], {}, 'a.test.ts'),
  jest('done-and-promise', "test('x', (done) => Promise.resolve().then(done));\n", ['done|callback|return.{0,30}promise|async']),

  // ---- Mocha
  mocha('assert-fail', "const assert = require('assert');\nit('adds', () => assert.strictEqual(1 + 1, 3));\n", ['expect(ed|ation)|actual|assert|diff']),
  mocha('timeout', "it('waits', function (done) {\n  setTimeout(() => {}, 10);\n});\n", ['timeout|done\\(\\)|callback|promise|await|this\\.timeout']),
  mocha('no-files', "it('a', () => {});\n", ['spec|pattern|glob|path|test files?|\\.mocharc'], 'mocha nope/'),
  mocha('done-twice', "it('d', (done) => {\n  done();\n  done();\n});\n", ['(called|invoked) (more than once|multiple|twice)|once|done']),
  mocha('before-hook', "before(() => {\n  throw new Error('database unavailable');\n});\nit('a', () => {});\n", ['hook|before(all)?|setup']),

  // ---- webpack 5
  webpack('module-not-found', { 'src/index.js': "import './missing.js';\n" }, ['path|typo|module.{0,30}(not found|missing|does not exist)|install|resolve']),
  webpack('css-loader', { 'src/index.js': "import './a.css';\n", 'src/a.css': 'body { color: red; }\n' }, ['loader|css-loader|style-loader|module\\.rules']),
  webpack('invalid-config', { 'webpack.config.js': "module.exports = { entri: './src/index.js' };\n", 'src/index.js': 'console.log(1);\n' }, ['configuration.{0,40}(schema|invalid|unknown|property)|typo|unknown (property|option)|misspel']),
  webpack('no-entry', { 'lib/index.js': 'console.log(1);\n' }, ['entry|src/index|path']),
  webpack('export-not-found', { 'src/index.js': "import { nope } from './b.js';\nconsole.log(nope);\n", 'src/b.js': 'export const yes = 1;\n' }, ['export(ed)?.{0,40}(name|not found|missing|exist)|named export|typo|import name']),
  webpack('syntax-error', { 'src/index.js': 'const = 1;\n' }, ['syntax|pars(e|ing)|unexpected token']),
  webpack('asset-size', { 'src/index.js': `console.log("${'x'.repeat(300_000)}");\n` }, ['size|split|lazy|performance|bundle (is )?(too )?(big|large)|code.splitting']),
  webpack('node-polyfill', { 'src/index.js': "import path from 'path';\nconsole.log(path.join('a', 'b'));\n" }, ['polyfill|fallback|resolve\\.fallback|browser|node (core|built-?in)']),

  // ---- Vite (build)
  { family: 'vite', tool: 'vite', name: 'no-index-html', project: true, files: { 'package.json': '{"name":"t","type":"module"}', 'main.js': 'console.log(1);\n' }, cmd: 'vite build --logLevel info', expect: ['index\\.html|entry|root|rollupOptions|input'] },
  vite('unresolved-import', { 'main.js': "import './missing.js';\n" }, ['path|typo|module.{0,30}(not found|missing)|install|resolve']),
  vite('not-exported', { 'main.js': "import { nope } from './b.js';\nconsole.log(nope);\n", 'b.js': 'export const yes = 1;\n' }, ['export(ed)?.{0,40}(name|not found|missing|exist)|named export|typo|import name']),
  vite('jsx-in-js', { 'main.js': 'const a = <div>hi</div>;\nconsole.log(a);\n' }, ['jsx|\\.jsx|\\.tsx|react plugin|extension']),
  vite('node-builtin', { 'main.js': "import { readFileSync } from 'fs';\nconsole.log(readFileSync('a'));\n" }, ['browser|node (core|built-?in)|server(-side)?|polyfill|externali[sz]ed']),
  vite('config-error', { 'vite.config.js': 'export default { plugins: [reactPlugin()] };\n', 'main.js': 'console.log(1);\n' }, ['(not|un)defined|import|declare']),
  vite('css-syntax', { 'main.js': "import './a.css';\n", 'a.css': 'a { color: red\n' }, ['css|syntax|unclosed|brace|bracket']),

  // ---- Next.js (next build, app router)
  next('use-state-server-component', { 'app/page.js': "import { useState } from 'react';\nexport default function Page() {\n  const [a] = useState(0);\n  return <p>{a}</p>;\n}\n" }, ['use client|client component']),
  next('document-at-prerender', { 'app/page.js': 'export default function Page() {\n  return <p>{document.title}</p>;\n}\n' }, ['server|prerender|browser|useEffect|client|window|ssr']),
  next('metadata-in-client', { 'app/page.js': "'use client';\nexport const metadata = { title: 'x' };\nexport default function Page() {\n  return null;\n}\n" }, ['metadata|use client|server component']),
  next('page-no-default-export', { 'app/page.js': 'export function Page() {\n  return null;\n}\n' }, ['default export|export default']),
  {
    family: 'nextjs', tool: 'next', name: 'no-root-layout', tools: true, files: { 'package.json': '{"name":"t","version":"1.0.0","private":true}', 'app/about/page.js': 'export default function Page() {\n  return null;\n}\n', 'app/about/layout.js': 'export default function L({ children }) {\n  return children;\n}\n' },
    cmd: 'NEXT_TELEMETRY_DISABLED=1 next build', expect: ['layout|<html>|root'],
  },

  // ---- ts-node
  { family: 'ts-node', tool: 'ts-node', name: 'type-error', tools: true, files: { 'a.ts': "const x: number = 'a';\nconsole.log(x);\n" }, cmd: 'ts-node a.ts', expect: ['not assignable|type (mismatch|error)|--transpile-only|typecheck|incompatible type'] },
  { family: 'ts-node', tool: 'ts-node', name: 'esm-unknown-extension', tools: true, files: { 'package.json': '{"name":"t","type":"module"}', 'a.ts': 'const x: number = 1;\nconsole.log(x);\n' }, cmd: 'ts-node a.ts', expect: ['ts-node/esm|--loader|--esm|tsx|ESM|"type": "module"|--import'] },
  { family: 'ts-node', tool: 'ts-node', name: 'untyped-module', tools: true, files: { 'a.ts': "import leftpad from 'left-pad-nope';\nconsole.log(leftpad);\n" }, cmd: 'ts-node a.ts', expect: ['install|@types|declaration|module.{0,30}(not found|missing)|typo'] },

  // ---- Node ESM/CJS interop
  esm('named-export-from-cjs', { 'b.cjs': 'function make() { return { a: 1 }; }\nmodule.exports = make();\n', 'a.mjs': "import { a } from './b.cjs';\nconsole.log(a);\n" }, 'node a.mjs', ['default (import|export)|import \\w+ from|CommonJS|cjs|destructur']),
  esm('dirname-in-esm', { 'a.mjs': 'console.log(__dirname);\n' }, 'node a.mjs', ['import\\.meta\\.(url|dirname)|fileURLToPath|ES module scope|ESM']),
  esm('require-in-esm', { 'a.mjs': "const fs = require('fs');\nconsole.log(fs);\n" }, 'node a.mjs', ['import |createRequire|\\.cjs|"type": "module"|ESM']),
  esm('missing-extension', { 'a.mjs': "import './b';\n", 'b.js': 'console.log(1);\n' }, 'node a.mjs', ['extension|\\.js\\b|full (path|specifier)|relative']),
  esm('directory-import', { 'a.mjs': "import './lib';\n", 'lib/index.js': 'console.log(1);\n' }, 'node a.mjs', ['director(y|ies)|index\\.js|full (path|specifier)|exports']),
  esm('package-path-not-exported', { 'node_modules/pkg/package.json': '{"name":"pkg","version":"1.0.0","exports":{".":"./index.js"}}', 'node_modules/pkg/index.js': 'module.exports = 1;\n', 'node_modules/pkg/internal.js': 'module.exports = 2;\n', 'a.mjs': "import x from 'pkg/internal.js';\nconsole.log(x);\n" }, 'node a.mjs', ['exports|subpath|public (entry|api)|not exported|deep import']),
  esm('json-without-attribute', { 'a.mjs': "import d from './d.json';\nconsole.log(d);\n", 'd.json': '{"a":1}' }, 'node a.mjs', ['with \\{ ?type|import (attribute|assertion)|createRequire|readFile|JSON\\.parse']),
  esm('await-in-cjs', { 'a.cjs': 'await Promise.resolve(1);\n' }, 'node a.cjs', ['\\.mjs|ES module|async function|"type": "module"|wrap']),
  esm('exports-in-esm-scope', { 'package.json': '{"name":"t","type":"module"}', 'a.js': 'exports.a = 1;\n' }, 'node a.js', ['\\.cjs|export (const|default)|"type": "module"|ESM']),

  // ---- Package registries answering errors (local HTTP server)
  reg('npm-429', 'npm', `npm install --registry ${REG}/429/ --fetch-retries=0 --cache ./c --no-audit --no-fund lodash`, RATE),
  reg('npm-401', 'npm', `npm install --registry ${REG}/401/ --fetch-retries=0 --cache ./c --no-audit --no-fund @acme/ui`, ['log ?in|auth|token|\\.npmrc|credential']),
  reg('npm-403', 'npm', `npm install --registry ${REG}/403/ --fetch-retries=0 --cache ./c --no-audit --no-fund @acme/ui`, ['permission|forbidden|scope|token|access|auth']),
  reg('npm-503', 'npm', `npm install --registry ${REG}/503/ --fetch-retries=0 --cache ./c --no-audit --no-fund lodash`, ['(registry|server|service).{0,30}(down|unavailable|outage|overloaded)|retry|later|status page|mirror|proxy']),
  reg('npm-html', 'npm', `npm install --registry ${REG}/html/ --fetch-retries=0 --cache ./c --no-audit --no-fund lodash`, ['proxy|captive|html|registry (url|address)|\\.npmrc|not (valid )?json']),
  reg('pip-429', 'pip', `pip download --isolated --no-deps -d ./wheels --index-url ${REG}/429/simple --retries 0 --no-cache-dir tomli-w`, ['index|--index-url|pip config|-v\\b|verbose|spelling|python version|no (matching )?distribution']),
  reg('git-429', 'git', `git clone ${REG}/429/acme/app.git`, RATE),
  reg('curl-429', 'curl', `curl -fsS ${REG}/429/api/v1/items`, RATE),
  reg('go-429', 'go', `GOPROXY=${REG}/429 GOFLAGS=-mod=mod go get example.com/lib@v1.2.0`, ['rate.?limit|too many requests|retry|wait|back ?off|throttl|GOPROXY'], { 'go.mod': 'module example.com/app\n\ngo 1.19\n' }),
  reg('yarn-429', 'yarn', `timeout 40 yarn add lodash --registry ${REG}/429/ --network-timeout 3000 --cache-folder ./c --non-interactive`, RATE, { 'package.json': '{"name":"t","version":"1.0.0"}' }),

  // ---- Stylelint
  stylelint('property-unknown', 'a { colr: red; }\n', { rules: { 'property-no-unknown': true } }, ['(property|name).{0,30}(unknown|misspel|typo|not a (valid|known))|typo|misspel']),
  stylelint('invalid-hex', 'a { color: #ggg; }\n', { rules: { 'color-no-invalid-hex': true } }, ['hex|colou?r']),
  stylelint('no-config', 'a { color: red; }\n', null, ['configuration|\\.stylelintrc|config file|extends']),
  stylelint('css-syntax', 'a { color: red\n', { rules: { 'color-no-invalid-hex': true } }, ['syntax|unclosed|brace|bracket|pars']),
  stylelint('unknown-rule', 'a { color: red; }\n', { rules: { 'colour-no-invalid-hex': true } }, ['rule.{0,30}(unknown|not exist|misspel|typo|renamed|removed)|typo|misspel']),
  stylelint('duplicate-selector', 'a { color: red; }\na { color: blue; }\n', { rules: { 'no-duplicate-selectors': true } }, ['duplicate|merge|same selector|twice']),
  stylelint('standard-hex-case', 'a {\n  color: #FFFFFF;\n}\n', { extends: 'stylelint-config-standard' }, ['--fix|lower ?case|short(er|hand)? (form|hex)|hex']),

  // ---- markdownlint
  mdl('first-line-heading', 'Some text without a title.\n', ['heading|title|first line|# ']),
  mdl('blanks-around', '# Title\ntext\n\n* a\n* b\ntext\n', ['blank line|empty line|surround']),
  mdl('bare-url', '# Title\n\nSee https://example.com for more.\n', ['<https?|angle brackets|link (syntax|text)|bare url|\\[.*\\]\\(']),
  mdl('fence-language', '# Title\n\n```\nnpm test\n```\n', ['language|```\\w|info string|fence']),
  mdl('trailing-spaces', '# Title\n\nSome text.   \n', ['trailing (space|whitespace)|end of (the )?line']),
  mdl('heading-increment', '# Title\n\n### Details\n\nText.\n', ['heading (level|increment)|one level|skip']),

  // ---- Ruby
  rb('nomethod-nil', 'user = nil\nputs user.upcase\n', ['nil|&\\.|safe navigation|initiali[sz]|not (set|assigned)']),
  rb('loaderror-gem', "require 'nokogiri'\n", ['gem install|bundle|Gemfile|not installed|install']),
  rb('require-relative-missing', "require_relative 'lib/util'\n", ['path|file.{0,30}(not found|missing|does not exist)|typo|relative']),
  rb('syntax-missing-end', 'def f\n  1\n', ['\\bend\\b|syntax|unclosed|missing']),
  rb('uninitialized-constant', 'Foo.new\n', ['require|(not|un)defined|typo|constant|load|autoload']),
  rb('argument-count', 'def f(a)\nend\nf(1, 2)\n', ['argument|arity|parameters?|signature']),
  rb('frozen-string', '# frozen_string_literal: true\ns = "a"\ns << "b"\n', ['frozen|\\.dup|\\+""|mutable|unary plus']),
  rb('implicit-conversion', 'puts "total: " + 1\n', ['to_s|conver|interpolat|type']),
  rb('keyerror-fetch', 'h = { a: 1 }\nputs h.fetch(:b)\n', ['key.{0,30}(missing|not found|not present|exist)|default|fetch|dig']),
  rb('stack-too-deep', 'def f\n  f\nend\nf\n', ['recursion|recursive|base case|infinite']),
  rb('zero-division', 'puts 1 / 0\n', ['zero|divisor|division']),

  // ---- PHP 8.2
  php('parse-error', 'echo "a"\necho "b";\n', ['syntax|semicolon|;|parse']),
  php('undefined-variable', 'echo $total;\n', ['(not|un)defined|initiali[sz]|typo|assign|declare|isset|\\?\\?']),
  php('undefined-function', 'render_page();\n', ['(not|un)defined|include|require|extension|typo|autoload|namespace']),
  php('strict-types', 'declare(strict_types=1);\nfunction f(int $a) { return $a; }\nf("1");\n', ['type|cast|strict_types|(int|string) (expected|given)']),
  php('undefined-array-key', '$a = [];\necho $a["k"];\n', ['key.{0,30}(missing|not|exist|set)|isset|\\?\\?|array_key_exists']),
  php('class-not-found', 'new App\\Service\\Mailer();\n', ['autoload|composer|require|namespace|use statement|typo|class.{0,30}(not|un)defined']),
  php('modulo-by-zero', 'echo 1 % 0;\n', ['zero|divisor|division']),
  php('memory-exhausted', "ini_set('memory_limit', '8M');\n$a = [];\nwhile (true) { $a[] = str_repeat('x', 1024); }\n", ['memory_limit|memory|leak|chunk|batch']),
  php('require-missing', "require 'config.php';\n", ['path|__DIR__|file.{0,30}(not found|missing|does not exist)|include_path|working directory']),
  php('member-on-null', '$o = null;\n$o->save();\n', ['null|initiali[sz]|check|not found|\\?->|nullsafe']),
  php('max-execution-time', 'set_time_limit(1);\nwhile (true) {}\n', ['max_execution_time|set_time_limit|infinite loop|slow|time limit']),
  php('abstract-instantiation', 'abstract class Base {}\nnew Base();\n', ['abstract|concrete|subclass|extend']),

  // ---- Lua 5.4
  lua('index-nil', 'local config = nil\nprint(config.port)\n', ['nil|initiali[sz]|not (set|assigned|defined)|exists|check']),
  lua('call-nil', 'start_server()\n', ['(not|un)defined|nil|typo|require|declare|function.{0,20}(exist|defined)']),
  lua('syntax-end', 'if x then\n  print(1)\n', ['\\bend\\b|syntax|missing|unclosed']),
  lua('arith-nil', 'local count\nprint(count + 1)\n', ['nil|initiali[sz]|tonumber|not (set|assigned)']),
  lua('module-not-found', "local socket = require('socket')\n", ['luarocks|install|package\\.path|LUA_PATH|not installed|module']),
  lua('concat-nil', 'local name\nprint("hello " .. name)\n', ['nil|tostring|initiali[sz]|not (set|assigned)']),
  lua('stack-overflow', 'local function f() return 1 + f() end\nf()\n', ['recursion|recursive|base case|infinite']),
  lua('bad-argument', 'for _, v in ipairs(nil) do print(v) end\n', ['argument|nil|table expected|type']),

  // ---- Clang (C, C++) and sanitizers
  clang('undeclared-identifier', 'int main(void) { return count; }\n', ['declare|(not|un)defined|typo|include|scope']),
  clang('implicit-function', 'int main(void) { start(); return 0; }\n', ['declare|prototype|include|header|link|defin']),
  clang('missing-header', '#include <curl/curl.h>\nint main(void) { return 0; }\n', ['install|-dev\\b|-devel|include path|-I|header.{0,30}(not found|missing)|package']),
  clang('link-undefined', 'void setup(void);\nint main(void) { setup(); return 0; }\n', ['link|defin|librar|-l|object file|source file']),
  clang('asan-heap-overflow', '#include <stdlib.h>\nint main(void) { int *a = malloc(4 * sizeof(int)); a[4] = 1; free(a); return 0; }\n', ['out.of.bounds|overflow|past the end|buffer|index|size'], 'clang -g -fsanitize=address -o app main.c && ./app'),
  clang('asan-use-after-free', '#include <stdlib.h>\nint main(void) { int *a = malloc(4 * sizeof(int)); free(a); return a[1]; }\n', ['freed|after free|dangling|lifetime'], 'clang -g -fsanitize=address -o app main.c && ./app'),
  clang('ubsan-signed-overflow', '#include <limits.h>\n#include <stdio.h>\nint main(int argc, char **argv) { int x = INT_MAX; x += argc; printf("%d\\n", x); return 0; }\n', ['overflow|wider type|long|unsigned|range'], 'clang -fsanitize=undefined -o app main.c && ./app'),
  clang('werror-unused', 'int main(void) { int unused = 1; return 0; }\n', ['unused|remove|-Wno-|Werror'], 'clang -Wall -Werror -o app main.c'),
  clang('cpp-no-matching-function', '#include <string>\nvoid f(int) {}\nint main() { f(std::string("a")); }\n', ['argument|type|overload|conversion|candidate|signature'], 'clang++ -o app main.cpp'),
  clang('format-werror', '#include <stdio.h>\nint main(void) { printf("%d\\n", "s"); return 0; }\n', ['format|%s|specifier|argument type'], 'clang -Wall -Werror -o app main.c'),
  clang('incompatible-pointer', 'int main(void) { int *p = 1.0; return *p; }\n', ['type|cast|pointer|incompatible']),

  // ---- flake8
  flake8('f401-unused-import', 'import os\n', ['unused|remove|never used']),
  flake8('f821-undefined-name', 'print(total)\n', ['(not|un)defined|import|typo|declare']),
  flake8('e999-syntax', 'def f(:\n    pass\n', ['syntax']),
  flake8('e501-line-length', `x = "${'a'.repeat(100)}"\n`, ['line.{0,20}(too )?long|max-line-length|wrap|split|length']),
  flake8('e711-none-comparison', 'x = 1\nif x == None:\n    pass\n', ['is None|is not None|identity']),
  flake8('w605-escape', 'import re\nre.compile("\\d+")\n', ['raw string|r"|r\'|escape']),
  flake8('e722-bare-except', 'try:\n    pass\nexcept:\n    pass\n', ['bare except|except Exception|specific exception|catch']),

  // ---- pylint
  pylint('no-member', 'import math\nprint(math.squareroot(4))\n', ['typo|member|attribute|does not (have|exist)|misspel']),
  pylint('dangerous-default', 'def f(a=[]):\n    a.append(1)\n    return a\n', ['mutable|None|default (argument|value)|shared']),
  pylint('import-error', 'import notinstalled_pkg\nprint(notinstalled_pkg)\n', ['install|not installed|path|virtual ?env|module.{0,30}(not found|missing)']),
  pylint('unused-variable', 'def f():\n    x = 1\n', ['unused|remove|never used|_']),
  pylint('unspecified-encoding', 'with open("f.txt") as fh:\n    print(fh.read())\n', ['encoding']),
  pylint('invalid-name', 'myValue = 1\nprint(myValue)\n', ['naming|snake_case|UPPER_CASE|name (style|convention)|rename']),
  pylint('no-else-return', 'def f(x):\n    if x:\n        return 1\n    else:\n        return 2\n', ['else|unnecessary|de-?indent']),

  // ---- mypy
  mypy('incompatible-assignment', 'x: int = "a"\n', ['(type|types) (mismatch|incompatible|does not match)|annotat|not assignable|incompatible']),
  mypy('optional-attribute', 'from typing import Optional\n\ndef f(s: Optional[str]) -> str:\n    return s.upper()\n', ['None|narrow|guard|is not None']),
  mypy('missing-stubs', 'import yaml\nprint(yaml)\n', ['types-|stubs|pip install|ignore_missing_imports|type: ignore']),
  mypy('module-not-found', 'import notapkg\nprint(notapkg)\n', ['install|stubs|ignore_missing_imports|MYPYPATH|not installed']),
  mypy('missing-return', 'def f(x: int) -> int:\n    if x:\n        return 1\n', ['return|all (code )?paths|branch']),
  mypy('strict-untyped-def', 'def f(x):\n    return x\n', ['annotat|type hints?|--strict|disallow_untyped'], '--strict'),
  mypy('need-annotation', 'items = []\n', ['annotat|list\\[|type (hint|of)']),
  mypy('arg-type', 'def f(a: int) -> None:\n    pass\n\nf("1")\n', ['argument|int\\(|conver|(type|types) (mismatch|incompatible)']),

  // ---- black
  { family: 'black', tool: 'black', name: 'would-reformat', files: { 'app.py': 'x=1\ndef f( a ):\n  return a\n' }, cmd: 'black --check app.py', expect: ['run black|black \\.|black \\S+\\.py|reformat|format (the|your) (file|code)'] },
  { family: 'black', tool: 'black', name: 'cannot-parse', files: { 'app.py': 'def f(:\n    pass\n' }, cmd: 'black --check app.py', expect: ['syntax|pars(e|ing)|target-version|python version'] },

  // ---- yamllint
  yl('bad-indentation', 'a:\n   b: 1\n  c: 2\n', ['indent|syntax|align']),
  yl('duplicate-key', '---\na: 1\na: 2\n', ['duplicate|twice|same key|unique']),
  yl('trailing-spaces', 'a: 1   \n', ['trailing (space|whitespace)|document start|---']),
  yl('truthy', '---\nenabled: yes\n', ['true|false|truthy|boolean|quote']),
  yl('line-too-long', `---\nurl: "${'a'.repeat(120)}"\n`, ['line.{0,20}(too )?long|wrap|split|length|max']),
  yl('tab-indent', 'a:\n\tb: 1\n', ['tab|spaces|indent']),

  // ---- bandit (security scanner)
  bandit('shell-true', 'import subprocess\n\ndef run(x):\n    subprocess.call("ls " + x, shell=True)\n', ['shell=True|shell injection|list of arguments|shlex|argument list']),
  bandit('hardcoded-password', 'password = "hunter2"\n', ['environment|secret (manager|store)|vault|hard-?coded|config(uration)?']),
  bandit('pickle-loads', 'import pickle\n\ndef load(data):\n    return pickle.loads(data)\n', ['untrusted|json|deserializ|safe']),
  bandit('yaml-load', 'import yaml\n\ndef load(s):\n    return yaml.load(s)\n', ['safe_load|SafeLoader']),
  bandit('weak-hash', 'import hashlib\n\nh = hashlib.md5(b"x").hexdigest()\n', ['sha-?256|weak|usedforsecurity|hash']),
  bandit('sql-injection', 'def q(cur, uid):\n    cur.execute("select * from users where id = %s" % uid)\n', ['parameteri[sz]|placeholder|bind (param|variable)|injection']),
  bandit('verify-false', 'import requests\n\nrequests.get("https://example.com", verify=False, timeout=5)\n', ['verify|certificate|CA bundle|TLS|SSL']),
  bandit('eval', 'def calc(s):\n    return eval(s)\n', ['literal_eval|untrusted|json|eval']),

  // ---- Erlang (escript)
  erl('undef', 'main(_) -> foo:bar().\n', ['(not|un)defined|module|export|load|typo|code path']),
  erl('badmatch', 'main(_) -> {ok, X} = file:read_file("missing.txt"), io:format("~p~n", [X]).\n', ['match|pattern|return(ed)? (value|\\{error)|case']),
  erl('function-clause', 'f(1) -> ok.\nmain(_) -> f(2).\n', ['clause|pattern|argument|catch-?all']),
  erl('badarith', 'main(Args) -> io:format("~p~n", [length(Args) + list_to_atom("a")]).\n', ['arithmetic|number|atom|type|integer']),
  erl('syntax', 'main(_) -> io:format("a~n")\n', ['syntax|\\.|period|full stop|missing']),
  erl('badarg', 'main(_) -> io:format("~p~n", [list_to_integer("abc")]).\n', ['argument|badarg|not (a )?(valid|number)|format|integer']),

  // ---- Ansible
  ans('yaml-syntax', '    - name: hello\n      debug:\n        msg: "hi"\n     - name: bad\n', ['yaml|syntax|indent']),
  ans('undefined-variable', '    - debug:\n        msg: "{{ release_version }}"\n', ['(not|un)defined|vars|default\\(|typo|variable']),
  ans('unknown-module', '    - nosuchmodule:\n        name: x\n', ['module|collection|ansible-galaxy|typo|install']),
  ans('command-failed', '    - command: /bin/false\n', ['(exit|return) (code|status)|non-?zero|\\brc\\b|failed_when|ignore_errors|command']),
  ans('copy-missing-src', '    - copy:\n        src: missing.txt\n        dest: /tmp/contextd-ansible-x\n', ['path|file.{0,30}(not found|missing|exist)|files/|src']),

  // ---- Python asyncio
  aio('never-awaited', 'async def save():\n    return 1\n\nasync def main():\n    save()\n\nasyncio.run(main())\n', ['await|create_task|asyncio\\.run']),
  aio('task-destroyed-pending', 'async def work():\n    await asyncio.sleep(10)\n\nasync def main():\n    asyncio.ensure_future(work())\n\nloop = asyncio.new_event_loop()\nloop.run_until_complete(main())\nloop.close()\n', ['(keep|hold|store) a reference|await|cancel|gather|pending task|finish|shut ?down']),
  aio('loop-closed', 'loop = asyncio.new_event_loop()\nloop.close()\nloop.run_until_complete(asyncio.sleep(0))\n', ['clos(ed|ing)|new (event )?loop|asyncio\\.run|reuse|shut ?down']),
  aio('different-loop', 'loop = asyncio.new_event_loop()\nfut = loop.create_future()\n\nasync def main():\n    await fut\n\nasyncio.run(main())\n', ['(different|another|same|one) (event )?loop|asyncio\\.run|create (it|them|objects?) inside|module level']),
  aio('await-non-awaitable', 'async def main():\n    await 1\n\nasyncio.run(main())\n', ['awaitable|coroutine|async def|remove (the )?await']),
  aio('exception-never-retrieved', 'import gc\n\nasync def boom():\n    raise ValueError("bad payload")\n\nasync def main():\n    t = asyncio.ensure_future(boom())\n    await asyncio.sleep(0.05)\n    del t\n    gc.collect()\n\nasyncio.run(main())\n', ['await|retriev|result\\(\\)|gather|exception handler|add_done_callback']),
  aio('wait-for-timeout', 'async def main():\n    await asyncio.wait_for(asyncio.sleep(5), 0.1)\n\nasyncio.run(main())\n', ['timeout|slow|raise the|longer|wait_for']),
  aio('blocking-call-debug', 'import time\n\nasync def main():\n    time.sleep(0.2)\n\nasyncio.run(main(), debug=True)\n', ['blocking|run_in_executor|to_thread|asyncio\\.sleep|block(s|ing)? the (event )?loop']),
  aio('coroutine-subscript', 'async def items():\n    return [1]\n\nasync def main():\n    print(items()[0])\n\nasyncio.run(main())\n', ['await']),
  aio('get-event-loop-deprecated', 'loop = asyncio.get_event_loop()\nloop.run_until_complete(asyncio.sleep(0))\n', ['asyncio\\.run|new_event_loop|get_running_loop']),

  // ---- pytest fixtures and collection
  fx('parametrize-argnames', { 'test_a.py': 'import pytest\n\n@pytest.mark.parametrize("a,b", [(1, 2)])\ndef test_x(a):\n    assert a\n' }, ['argument|parameter|signature|argnames']),
  fx('recursive-fixture', { 'test_a.py': 'import pytest\n\n@pytest.fixture\ndef db(db):\n    return db\n\ndef test_x(db):\n    assert db\n' }, ['recursi|cycle|circular|depend|rename']),
  fx('error-at-setup', { 'test_a.py': 'import pytest\n\n@pytest.fixture\ndef client():\n    raise ConnectionError("api not reachable")\n\ndef test_x(client):\n    assert client\n' }, ['fixture|setup']),
  fx('error-at-teardown', { 'test_a.py': 'import pytest\n\n@pytest.fixture\ndef tmpdb():\n    yield 1\n    raise RuntimeError("drop failed")\n\ndef test_x(tmpdb):\n    assert tmpdb\n' }, ['teardown|fixture|cleanup|after (the )?yield']),
  fx('conftest-import-error', { 'conftest.py': 'import notinstalled_plugin\n', 'test_a.py': 'def test_x():\n    assert True\n' }, ['conftest|install|module']),
  fx('xfail-strict', { 'test_a.py': 'import pytest\n\n@pytest.mark.xfail(strict=True)\ndef test_x():\n    assert True\n' }, ['xfail|marker|remove|strict|unexpectedly pass']),
  fx('float-equality', { 'test_a.py': 'def test_sum():\n    assert 0.1 + 0.2 == 0.3\n' }, ['approx|float|isclose|rounding|precision']),
  fx('class-with-init', { 'test_a.py': 'class TestApi:\n    def __init__(self):\n        self.x = 1\n\n    def test_x(self):\n        assert self.x\n' }, ['__init__|constructor|fixture|setup_method']),
  fx('monkeypatch-missing-attr', { 'test_a.py': 'import os\n\ndef test_x(monkeypatch):\n    monkeypatch.setattr(os, "nope", 1)\n' }, ['attribute|raising=False|typo|exist']),
  fx('async-fixture-unawaited', { 'test_a.py': 'import pytest\n\n@pytest.fixture\nasync def db():\n    return 1\n\ndef test_x(db):\n    assert db == 1\n' }, ['pytest_asyncio|asyncio_mode|await|async fixture|coroutine|pytest-asyncio']),

  // ---- TypeScript strictness options
  strict('ts18047-possibly-null', { strict: true }, 'declare function find(): string | null;\nconst s = find();\nexport const n = s.length;\n', ['narrow|guard|\\?\\.|optional chaining|!==? null|null check|non-null']),
  strict('ts2375-exact-optional', { strict: true, exactOptionalPropertyTypes: true }, 'interface O { a?: number }\ndeclare const v: number | undefined;\nexport const o: O = { a: v };\n', ['exactOptionalPropertyTypes|\\| undefined|omit the property|undefined explicitly']),
  strict('ts2379-exact-optional-arg', { strict: true, exactOptionalPropertyTypes: true }, 'function f(o: { a?: string }) { return o; }\ndeclare const x: string | undefined;\nf({ a: x });\n', ['exactOptionalPropertyTypes|\\| undefined|omit the property|undefined explicitly']),
  strict('ts18046-unknown-catch', { strict: true }, 'try {\n  JSON.parse("{");\n} catch (e) {\n  console.log(e.message);\n}\n', ['instanceof|narrow|type guard|useUnknownInCatchVariables'], { 'src/console.d.ts': 'declare const console: { log(...a: unknown[]): void };\n' }),
  strict('ts7030-implicit-returns', { strict: true, noImplicitReturns: true }, 'export function f(x: number) {\n  if (x > 0) return 1;\n}\n', ['return|all (code )?paths|branch']),
  strict('ts6133-unused-locals', { strict: true, noUnusedLocals: true }, 'export function f() {\n  const y = 1;\n}\n', ['unused|remove|never (read|used)|prefix']),
  strict('ts4114-implicit-override', { strict: true, noImplicitOverride: true }, 'class A { m() {} }\nexport class B extends A { m() {} }\n', ['override (keyword|modifier)|add .?override']),
  strict('ts4111-index-signature-access', { strict: true, noPropertyAccessFromIndexSignature: true }, 'const o: Record<string, number> = {};\nexport const v = o.foo;\n', ['bracket|\\[.?\\w*.?\\]|index signature|noPropertyAccessFromIndexSignature']),
  strict('ts1484-verbatim-module-syntax', { strict: true, verbatimModuleSyntax: true }, "import { T } from './b.js';\nexport const x: T = {};\n", ['import type|type-only import|verbatimModuleSyntax'], { 'src/b.ts': 'export interface T {}\n', 'package.json': '{"name":"t","type":"module"}' }),
  strict('ts1205-isolated-reexport', { strict: true, isolatedModules: true }, "export { T } from './b.js';\n", ['export type|type-only|isolatedModules'], { 'src/b.ts': 'export interface T {}\n', 'package.json': '{"name":"t","type":"module"}' }),
  strict('ts7029-fallthrough', { strict: true, noFallthroughCasesInSwitch: true }, 'export function f(x: number) {\n  let r = 0;\n  switch (x) {\n    case 1:\n      r = 1;\n    case 2:\n      r = 2;\n  }\n  return r;\n}\n', ['break|return|fall ?through']),
  strict('ts2722-invoke-undefined', { strict: true }, 'declare const cb: (() => void) | undefined;\ncb();\n', ['\\?\\.\\(|optional call|check|guard|narrow']),
  strict('ts2683-implicit-this', { strict: true }, 'export function f() {\n  return this.x;\n}\n', ['this:|this parameter|arrow function|annotat']),
  strict('ts2790-delete-required', { strict: true }, 'interface O { a: number }\nconst o: O = { a: 1 };\ndelete o.a;\n', ['optional|\\?:|Partial|Omit']),
  strict('ts2454-used-before-assigned', { strict: true }, 'let x: number;\nexport const y = x + 1;\n', ['initiali[sz]|assign|definite assignment|!:']),
  strict('ts7031-binding-implicit-any', { strict: true }, 'export function f({ a }) {\n  return a;\n}\n', ['annotat|type (the|it)|interface|parameter type']),
  strict('ts2345-strict-function-types', { strict: true }, 'function g(cb: (x: string | number) => void) { cb(1); }\ng((x: string) => x.length);\n', ['parameter|callback|contravarian|wider|union|signature']),
  strict('ts2322-unchecked-index', { strict: true, noUncheckedIndexedAccess: true }, 'const a: number[] = [];\nexport const n: number = a[0];\n', ['noUncheckedIndexedAccess|check|guard|\\?\\?|narrow']),

  // ---- native builds (node-gyp, Cargo build scripts, Python C extensions)
  { family: 'native-build', tool: 'node-gyp', name: 'gyp-missing-header', tools: true, files: { 'binding.gyp': GYP, 'addon.cc': '#include <sodium.h>\n#include <node_api.h>\nNAPI_MODULE_INIT() { return exports; }\n' }, cmd: 'node-gyp rebuild --nodedir=/usr', expect: ['install|-dev\\b|header|libsodium|include_dirs|package'] },
  { family: 'native-build', tool: 'node-gyp', name: 'gyp-no-binding', tools: true, files: { 'package.json': '{"name":"t","version":"1.0.0"}' }, cmd: 'node-gyp rebuild --nodedir=/usr', expect: ['binding\\.gyp|wrong directory|package root'] },
  { family: 'native-build', tool: 'node-gyp', name: 'gyp-compile-error', tools: true, files: { 'binding.gyp': GYP, 'addon.cc': '#include <node_api.h>\nNAPI_MODULE_INIT() { init_state(); return exports; }\n' }, cmd: 'node-gyp rebuild --nodedir=/usr', expect: ['declare|(not|un)defined|typo|include'] },
  { family: 'native-build', tool: 'cargo', name: 'sys-crate-pkg-config', files: { 'Cargo.toml': '[package]\nname = "foo-sys"\nversion = "0.1.0"\nedition = "2021"\nbuild = "build.rs"\n', 'build.rs': BUILD_RS_PKGCONFIG, 'src/lib.rs': '' }, cmd: 'cargo build --offline', expect: ['pkg-config|-dev\\b|install (the )?(system )?librar|PKG_CONFIG_PATH|development (package|headers)'] },
  { family: 'native-build', tool: 'cargo', name: 'sys-crate-link-lib', files: { 'Cargo.toml': '[package]\nname = "bar-sys"\nversion = "0.1.0"\nedition = "2021"\nbuild = "build.rs"\n', 'build.rs': 'fn main() {\n    println!("cargo:rustc-link-lib=foo");\n}\n', 'src/main.rs': 'extern "C" { fn foo_init(); }\nfn main() { unsafe { foo_init() } }\n' }, cmd: 'cargo build --offline', expect: ['install|-dev\\b|librar(y|ies)|link|search path|rustc-link-search|LIBRARY_PATH'] },
  { family: 'native-build', tool: 'python3', name: 'c-extension-header', files: { 'setup.py': "from setuptools import setup, Extension\nsetup(name='m', version='0.1', ext_modules=[Extension('m', ['m.c'])])\n", 'm.c': '#include <Python.h>\n#include <libxml/parser.h>\n' }, cmd: 'python3 setup.py build_ext', expect: ['install|-dev\\b|header|development|package|include'] },

  // ---- Redis (situations the first set lacks)
  redis('noscript', ['EVALSHA 0123456789abcdef0123456789abcdef01234567 0'], ['SCRIPT LOAD|\\bEVAL\\b|script cache|load (the )?script|flush']),
  redis('script-error', ["EVAL \"return redis.call('nope')\" 0"], ['script|lua|command name|unknown command|typo']),
  redis('busygroup', ['XGROUP CREATE jobs workers $ MKSTREAM', 'XGROUP CREATE jobs workers $ MKSTREAM'], ['already exists|idempotent|ignore']),
  redis('nogroup', ['XREADGROUP GROUP workers w1 STREAMS nostream ">"'], ['XGROUP CREATE|create the (consumer )?group|MKSTREAM']),
  redis('db-index', ['SELECT 99'], ['databases|index|0-15|range|config']),
  redis('auth-no-password', ['AUTH secret'], ['password|requirepass|AUTH|config|ACL']),
  redis('invalid-expire', ['SET k v EX -5'], ['expire|TTL|positive|seconds']),
  redis('rename-missing', ['RENAME nokey other'], ['key.{0,30}(exist|missing|not found)|EXISTS|check']),

  // ---- nginx (situations the first set lacks)
  ngx('ssl-cert-missing', '  server {\n    listen 45891 ssl;\n    ssl_certificate cert.pem;\n    ssl_certificate_key key.pem;\n  }\n', ['certificate.{0,40}(path|missing|exist|file)|path|openssl req|generate|certbot']),
  ngx('ssl-no-certificate', '  server {\n    listen 45892 ssl;\n  }\n', ['ssl_certificate']),
  ngx('proxy-pass-uri-in-regex', '  server {\n    listen 45893;\n    location ~ ^/api {\n      proxy_pass http://127.0.0.1:9000/v1;\n    }\n  }\n', ['URI|rewrite|regular expression|regex|path part']),
  ngx('location-not-allowed', '  location / {\n    root /srv;\n  }\n', ['server (block|\\{)|context|inside|nest|wrong (block|place)']),
  ngx('unknown-variable', '  server {\n    listen 45894;\n    return 200 $nope;\n  }\n', ['variable.{0,30}(defined|typo|set|map)|typo|\\bmap\\b|set \\$']),
  ngx('invalid-port', '  server {\n    listen 99999;\n  }\n', ['port|65535|range']),
  ngx('duplicate-upstream', '  upstream app { server 127.0.0.1:9000; }\n  upstream app { server 127.0.0.1:9001; }\n', ['duplicate|rename|twice|include']),
];
