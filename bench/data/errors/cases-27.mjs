// The twenty-fifth error set (corpus-twenty-fifth.jsonl): written with the twenty-fourth, after all
// tuning on the twenty-second and twenty-third sets' dev halves, and collected and measured on both
// halves before any change made for either. Families none of the twenty-four sets has (each checked
// against the families and tools of all earlier corpora and grepped for in every earlier case
// file): GNU Octave, Standard ML of New Jersey, Coq, git-annex, git-extras, LinkChecker, Ruby's
// test-unit, C test frameworks (doctest, cmocka, Criterion), the editors ne, zile, vis and nvi,
// ruby-build, nodeenv, CPack, redis-benchmark; Python libraries (python-xlib, pyperclip, keyring,
// StrictYAML, fastjsonschema, tomlkit, ijson, cbor2, Avro, pyparsing, PLY,
// Flask-SQLAlchemy, Django REST framework, Pendulum, isodate, email-validator, phonenumbers,
// Astropy, Biopython, seaborn, aiosqlite, AsyncSSH); and from npm the Model Context Protocol SDK,
// ollama, Azure Identity, google-auth-library, crypto-js, node-forge, OpenPGP.js, decimal.js,
// big.js, math.js, Immer, Redux, Redux Toolkit, MobX, RxJS, KaTeX, highlight.js,
// intl-messageformat, convict, node-config, env-var, envalid, winston, log4js, Passport, adm-zip,
// yauzl, node-tar, fs-extra, execa, arg, chalk, uuid, Runtypes, the Capacitor, Nest and Tauri
// CLIs, Lefthook and markdown-link-check; and, one line each, util-linux's ionice, prlimit, nsenter,
// unshare, namei, wipefs, rev, setarch, uuidgen, setsid, lscpu, fincore, swapon, mkswap, isosize,
// setterm, utmpdump, last, more, write, lsns, lslocks, findmnt and lsipc, the shadow suite's chsh,
// newgrp, sg, faillog and lastlog, and gettext's envsubst. Each `expect` was written from knowledge of the
// tool, without looking at the pattern library or the troubleshooter's code, before any output was
// collected, and tightened with `tight()`. `tools: true` cases need `--tools <dir>` (README.md).

import { tight } from './cases-13.mjs';
import { c, nodeBin, py, PY, NOFILE, OPTION, SYNTAX, COMMAND, REFUSED, CLOSED, GIT } from './cases-20.mjs';

const nodeLib = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const nodeMjs = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.mjs': code }, 'node app.mjs', expect, extra);
const oct = (name, code, expect) => c('octave', 'octave-cli', name, {}, `HOME=$PWD octave-cli --no-init-file --eval ${JSON.stringify(code).replace(/\$/g, '\\$')}`, expect);
const sml = (name, code, expect) => c('smlnj', 'sml', name, { 'a.sml': code }, 'sml a.sml </dev/null', expect);
const coq = (name, code, expect) => c('coq', 'coqc', name, { 'a.v': code }, 'coqc a.v', expect);
const rbtest = (name, body, expect) => c('ruby-test-unit', 'ruby', name, { 'test_a.rb': `require 'test/unit'\nclass TestA < Test::Unit::TestCase\n${body}end\n` }, 'ruby test_a.rb', expect);
const cTest = (family, name, code, cmd, expect) => c(family, 'gcc', name, { 'a.c': code }, cmd, expect);
const DOCTEST = (body, main = true) => `${main ? '#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN\n' : ''}#include <doctest/doctest.h>\n${body}`;
const CMOCKA = (body) => `#include <stdarg.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <setjmp.h>\n#include <cmocka.h>\n${body}\nint main(void) {\n  const struct CMUnitTest tests[] = { cmocka_unit_test(test_a) };\n  return cmocka_run_group_tests(tests, NULL, NULL);\n}\n`;
const pyl = (family, name, code, expect, extra = {}) => py(family, name, code, expect, extra);
const NO_GCP = `env -u GOOGLE_APPLICATION_CREDENTIALS HOME=$PWD GCE_METADATA_HOST=127.0.0.1:${CLOSED} GCE_METADATA_IP=127.0.0.1:${CLOSED} NO_GCE_CHECK=True`;
const NO_AZURE = 'env -u AZURE_CLIENT_ID -u AZURE_TENANT_ID -u AZURE_CLIENT_SECRET -u AZURE_USERNAME -u AZURE_PASSWORD HOME=$PWD';
const MCP_SERVER = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'demo', version: '1.0.0' });\nserver.tool('add', { a: z.number(), b: z.number() }, async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));\nawait server.connect(new StdioServerTransport());\n";
const MCP_CLIENT = "import { Client } from '@modelcontextprotocol/sdk/client/index.js';\nimport { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';\nconst client = new Client({ name: 'client', version: '1.0.0' });\nawait client.connect(new StdioClientTransport({ command: process.argv[2], args: process.argv.slice(3) }));\nconst result = await client.callTool({ name: process.env.TOOL ?? 'add', arguments: JSON.parse(process.env.ARGS ?? '{\"a\":1,\"b\":2}') });\nif (result.isError) { console.error(result.content.map((c) => c.text).join('\\n')); process.exit(1); }\nconsole.log(result.content[0].text);\nawait client.close();\n";
const MCP = { 'server.mjs': MCP_SERVER, 'client.mjs': MCP_CLIENT };
const DJANGO = "import django\nfrom django.conf import settings\nsettings.configure(INSTALLED_APPS=['django.contrib.contenttypes', 'django.contrib.auth', 'rest_framework'])\ndjango.setup()\nfrom rest_framework import serializers\nclass S(serializers.Serializer):\n    name = serializers.CharField()\n    age = serializers.IntegerField()\n";
const FLASK_DB = "from flask import Flask\nfrom flask_sqlalchemy import SQLAlchemy\n";
const PASSPORT = "const express = require('express');\nconst passport = require('passport');\nconst app = express();\napp.use(passport.initialize());\napp.get('/login', passport.authenticate('nope'));\nconst server = app.listen(0, async () => {\n  const res = await fetch(`http://127.0.0.1:${server.address().port}/login`);\n  console.error(res.status, await res.text());\n  server.close();\n  process.exitCode = res.status >= 400 ? 1 : 0;\n});\n";
const CONFIG_DIR = (json) => ({ 'config/default.json': json, 'app.js': "const config = require('config');\nconsole.log(config.get('db.host'));\nconsole.log(config.get('nope'));\n" });

const RAW = [
  // ---- GNU Octave
  oct('undefined', 'x = nope + 1', ['undefined|defin|variable|function|typo']),
  oct('nonconformant', '[1 2] * [3 4]', ['nonconformant|dimension|size|matrix|\\.\\*|element-wise|transpose']),
  oct('index-out-of-bound', 'a = [1 2 3]; a(5)', ['index|bound|size|range|length']),
  oct('missing-package', 'pkg load nopepkg', ['package|install|pkg|forge']),
  c('octave', 'octave-cli', 'syntax', { 'a.m': 'x = (1 + ;\n' }, 'HOME=$PWD octave-cli --no-init-file a.m', SYNTAX),
  c('octave', 'octave-cli', 'no-file', {}, 'HOME=$PWD octave-cli --no-init-file nope.m', NOFILE),
  oct('undefined-function', 'y = nopefn(3)', ['undefined|defin|function|path|addpath|package|typo']),

  // ---- Standard ML of New Jersey
  sml('type-mismatch', 'val x : int = "a";\n', ['type|agree|int|string|mismatch|constraint']),
  sml('unbound', 'val y = nope;\n', ['unbound|defin|variable|typo|declar']),
  sml('syntax', 'val x = (1 + ;\n', ['syntax|expected|parse|token|insert|delet']),
  sml('uncaught-empty', 'val _ = hd ([] : int list);\n', ['empty|list|exception|handle|hd|pattern']),

  // ---- Coq
  coq('reference-not-found', 'Definition x := nope.\n', ['reference|found|defin|typo|import|Require']),
  coq('type-mismatch', 'Definition x : nat := true.\n', ['type|expected|nat|bool|mismatch']),
  coq('proof-fails', 'Theorem t : 1 = 2.\nProof. reflexivity. Qed.\n', ['unify|proof|goal|tactic|reflexivity|false|equal']),
  coq('syntax', 'Definition x := 1\n', SYNTAX),
  c('coq', 'coqc', 'no-file', {}, 'coqc nope.v', NOFILE),

  // ---- git-annex
  c('git-annex', 'git-annex', 'not-a-repo', { a: 'x\n' }, 'HOME=$PWD git annex add a', ['git repo|repository|init|git init|clone']),
  c('git-annex', 'git-annex', 'not-initialised', { a: 'x\n' }, `HOME=$PWD; ${GIT} && git annex add a`, ['init|initiali|git annex init']),
  c('git-annex', 'git-annex', 'get-missing', {}, `HOME=$PWD; ${GIT} && git annex init -q && git annex get nope`, ['exist|found|path|file|typo']),

  // ---- git-extras
  c('git-extras', 'git', 'delete-missing-branch', {}, `HOME=$PWD; ${GIT} && git delete-branch nope`, ['branch|exist|found|name|typo']),
  c('git-extras', 'git', 'effort-outside-repo', {}, 'HOME=$PWD git effort', ['git repo|repository|init|git init']),
  c('git-extras', 'git', 'create-branch-no-name', {}, `HOME=$PWD; ${GIT} && git create-branch`, ['name|branch|argument|usage|required|missing']),
  c('git-extras', 'git', 'undo-first-commit', {}, `HOME=$PWD; ${GIT} && git undo`, ['revision|commit|history|HEAD|parent|first']),
  c('git-extras', 'git', 'rename-tag-no-args', {}, `HOME=$PWD; ${GIT} && git rename-tag`, ['usage|argument|tag|missing|name']),

  // ---- LinkChecker
  c('linkchecker', 'linkchecker', 'broken-local-link', { 'a.html': '<html><body><a href="nope.html">x</a></body></html>\n' }, 'chmod -R a+rX . && HOME=$PWD linkchecker --no-status a.html', ['link|broken|exist|found|path|404|target']),
  c('linkchecker', 'linkchecker', 'refused', {}, `HOME=$PWD linkchecker --no-status http://127.0.0.1:${CLOSED}/`, REFUSED),
  c('linkchecker', 'linkchecker', 'bad-option', {}, 'HOME=$PWD linkchecker --nope', OPTION),

  // ---- Ruby's test-unit
  rbtest('assert-equal', "  def test_sum\n    assert_equal(3, 1 + 1)\n  end\n", ['expected|equal|actual|assert|differ']),
  rbtest('nil-error', "  def test_name\n    user = nil\n    assert_equal('a', user.name)\n  end\n", ['nil|method|defin|undefined|initiali']),
  rbtest('nothing-raised', "  def test_raise\n    assert_raise(ArgumentError) { 1 + 1 }\n  end\n", ['raise|exception|expected|nothing']),

  // ---- doctest (C++)
  c('doctest', 'g++', 'check-fails', { 'a.cpp': DOCTEST('TEST_CASE("sum") {\n  CHECK(1 + 1 == 3);\n}\n') }, 'g++ -o a a.cpp && ./a', ['expected|check|assert|test|equal|values|correct']),
  c('doctest', 'g++', 'no-main', { 'a.cpp': DOCTEST('TEST_CASE("sum") {\n  CHECK(1 + 1 == 2);\n}\n', false) }, 'g++ -o a a.cpp', ['main|DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN|link|undefined reference|define']),
  c('doctest', 'g++', 'require-throws', { 'a.cpp': DOCTEST('#include <stdexcept>\nint f() { throw std::runtime_error("boom"); }\nTEST_CASE("throws") {\n  REQUIRE(f() == 1);\n}\n') }, 'g++ -o a a.cpp && ./a', ['exception|throw|boom|catch|runtime_error|test']),

  // ---- cmocka
  cTest('cmocka', 'assert-int-equal', CMOCKA('static void test_a(void **state) {\n  (void) state;\n  assert_int_equal(1 + 1, 3);\n}\n'), 'gcc -o a a.c -lcmocka && ./a', ['equal|expected|assert|test|!=']),
  cTest('cmocka', 'not-linked', CMOCKA('static void test_a(void **state) {\n  (void) state;\n  assert_true(1);\n}\n'), 'gcc -o a a.c', ['link|-lcmocka|library|undefined reference']),
  cTest('cmocka', 'null-pointer', CMOCKA('static void test_a(void **state) {\n  (void) state;\n  int *p = NULL;\n  assert_non_null(p);\n}\n'), 'gcc -o a a.c -lcmocka && ./a', ['null|NULL|pointer|assert|non_null|test']),

  // ---- Criterion
  cTest('criterion', 'assert-eq', '#include <criterion/criterion.h>\nTest(sum, adds) {\n  cr_assert_eq(1 + 1, 3);\n}\n', 'gcc -o a a.c -lcriterion && ./a', ['assert|expected|equal|test|fail']),
  cTest('criterion', 'not-linked', '#include <criterion/criterion.h>\nTest(sum, adds) {\n  cr_assert(1);\n}\n', 'gcc -o a a.c', ['link|-lcriterion|library|undefined reference']),
  cTest('criterion', 'crash', '#include <criterion/criterion.h>\n#include <stddef.h>\nTest(ptr, crashes) {\n  int *p = NULL;\n  cr_assert(*p == 1);\n}\n', 'gcc -o a a.c -lcriterion && ./a', ['crash|SIGSEGV|segmentation|signal|null|pointer|memory']),

  // ---- editors
  c('ne', 'ne', 'no-terminal', {}, 'ne a.txt </dev/null', ['terminal|tty|TERM|interactive|stdin|capabilit']),
  c('ne', 'ne', 'bad-terminal', {}, 'TERM=nope-term ne a.txt', ['terminal|tty|TERM|terminfo|capabilit|type']),
  c('zile', 'zile', 'bad-option', {}, 'zile --nope', OPTION),
  c('zile', 'zile', 'no-terminal', {}, 'TERM=nope-term zile a.txt </dev/null', ['terminal|tty|TERM|terminfo|capabilit|type']),
  c('vis', 'vis', 'no-terminal', {}, 'TERM=nope-term vis a.txt </dev/null', ['terminal|tty|TERM|terminfo|capabilit|type']),
  c('vis', 'vis', 'bad-option', {}, 'vis -Z', OPTION),
  c('nvi', 'nvi', 'no-terminal', {}, 'nvi a.txt </dev/null', ['terminal|tty|TERM|interactive|standard input|stdin']),

  // ---- ruby-build
  c('ruby-build', 'ruby-build', 'unknown-version', {}, 'ruby-build 9.9.9 $PWD/ruby', ['version|definition|found|available|--definitions|list|update']),
  c('ruby-build', 'ruby-build', 'no-args', {}, 'ruby-build', ['usage|argument|version|prefix|missing|definition']),

  // ---- nodeenv
  c('nodeenv', 'nodeenv', 'bad-option', {}, 'nodeenv --nope', OPTION),

  // ---- CPack
  c('cpack', 'cpack', 'no-config', {}, 'cpack', ['CPackConfig|config|cmake|build|include\\(CPack\\)|directory']),
  c('cpack', 'cpack', 'bad-generator', { 'CPackConfig.cmake': 'set(CPACK_PACKAGE_NAME app)\nset(CPACK_PACKAGE_VERSION 1.0)\n' }, 'cpack -G NOPE', ['generator|-G|valid|available|name']),
  c('cpack', 'cpack', 'config-missing', {}, 'cpack --config nope.cmake', NOFILE),

  // ---- redis-benchmark
  c('redis-benchmark', 'redis-benchmark', 'refused', {}, `redis-benchmark -p ${CLOSED} -n 1 -q`, REFUSED),
  c('redis-benchmark', 'redis-benchmark', 'bad-option', {}, 'redis-benchmark --nope', OPTION),

  // ---- python-xlib
  pyl('py-xlib', 'no-display', 'from Xlib import display\ndisplay.Display()\n', ['DISPLAY|display|X server|X11|headless|xvfb|export'], { cmd: `env -u DISPLAY ${PY} app.py` }),
  pyl('py-xlib', 'cannot-connect', "from Xlib import display\ndisplay.Display(':99')\n", ['display|X server|running|connect|xvfb|DISPLAY']),

  // ---- pyperclip
  pyl('py-pyperclip', 'copy', "import pyperclip\npyperclip.copy('x')\n", ['clipboard|xclip|xsel|install|copy|paste|display'], { cmd: `env -u DISPLAY -u WAYLAND_DISPLAY ${PY} app.py` }),
  pyl('py-pyperclip', 'paste', 'import pyperclip\nprint(pyperclip.paste())\n', ['clipboard|xclip|xsel|install|copy|paste|display'], { cmd: `env -u DISPLAY -u WAYLAND_DISPLAY ${PY} app.py` }),

  // ---- keyring
  pyl('py-keyring', 'no-backend', "import keyring\nkeyring.set_password('svc', 'user', 'pw')\n", ['backend|keyring|install|secret|keychain|D-Bus|PYTHON_KEYRING_BACKEND'], { cmd: `env -u DBUS_SESSION_BUS_ADDRESS HOME=$PWD ${PY} app.py` }),
  c('py-keyring', 'keyring', 'cli-get', {}, `env -u DBUS_SESSION_BUS_ADDRESS HOME=$PWD ${PY} -m keyring set svc user </dev/null`, ['backend|keyring|install|secret|keychain|D-Bus|password|input|terminal']),

  // ---- StrictYAML
  pyl('py-strictyaml', 'not-integer', 'from strictyaml import load, Map, Int\nload("age: x\\n", Map({"age": Int()}))\n', ['integer|int|schema|expect|type|value']),
  pyl('py-strictyaml', 'flow-style', 'from strictyaml import load\nload("a: {b: 1}\\n")\n', ['flow|style|block|disallowed']),
  pyl('py-strictyaml', 'duplicate-key', 'from strictyaml import load\nload("a: 1\\na: 2\\n")\n', ['duplicate|key']),
  pyl('py-strictyaml', 'missing-key', 'from strictyaml import load, Map, Str\nload("a: x\\n", Map({"a": Str(), "b": Str()}))\n', ['required|key|missing|expect|b']),

  // ---- fastjsonschema
  pyl('py-fastjsonschema', 'type', "import fastjsonschema\nv = fastjsonschema.compile({'type': 'object', 'properties': {'age': {'type': 'integer'}}})\nv({'age': 'x'})\n", ['integer|type|schema|must|valid']),
  pyl('py-fastjsonschema', 'required', "import fastjsonschema\nv = fastjsonschema.compile({'type': 'object', 'required': ['name']})\nv({})\n", ['required|name|missing|propert']),
  pyl('py-fastjsonschema', 'bad-schema', "import fastjsonschema\nfastjsonschema.compile({'type': 'nope'})\n", ['schema|definition|type|valid|unknown']),

  // ---- tomlkit
  pyl('py-tomlkit', 'syntax', "import tomlkit\ntomlkit.parse('a = x y\\n')\n", ['TOML|syntax|parse|quote|unexpected|character']),
  pyl('py-tomlkit', 'duplicate-key', "import tomlkit\ntomlkit.parse('a = 1\\na = 2\\n')\n", ['duplicate|key|exist|already']),
  pyl('py-tomlkit', 'unclosed-table', "import tomlkit\ntomlkit.parse('[server\\nport = 1\\n')\n", ['table|bracket|\\]|close|syntax|parse|unexpected']),

  // ---- ijson
  pyl('py-ijson', 'incomplete', "import io, ijson\nprint(list(ijson.items(io.BytesIO(b'[1, 2'), 'item')))\n", ['JSON|incomplete|truncated|end|parse|close']),
  pyl('py-ijson', 'invalid', "import io, ijson\nprint(list(ijson.items(io.BytesIO(b'[1, x]'), 'item')))\n", ['JSON|syntax|parse|invalid|lexical|unexpected']),

  // ---- cbor2
  pyl('py-cbor2', 'decode', "import cbor2\ncbor2.loads(b'\\xff')\n", ['CBOR|decode|data|invalid|corrupt|format|encoding|break']),
  pyl('py-cbor2', 'encode-type', 'import cbor2\ncbor2.dumps(object())\n', ['serializ|type|encode|default|convert']),
  pyl('py-cbor2', 'truncated', "import cbor2\ncbor2.loads(b'\\x82\\x01')\n", ['end|truncat|incomplete|premature|stream|data']),

  // ---- Avro
  pyl('py-avro', 'bad-schema', 'import avro.schema\navro.schema.parse(\'{"type": "nope"}\')\n', ['schema|type|valid|Avro|name']),
  pyl('py-avro', 'datum-mismatch', 'import io, avro.schema, avro.io\ns = avro.schema.parse(\'{"type": "record", "name": "U", "fields": [{"name": "age", "type": "int"}]}\')\navro.io.DatumWriter(s).write({"age": "x"}, avro.io.BinaryEncoder(io.BytesIO()))\n', ['schema|type|datum|match|field|int|string']),
  pyl('py-avro', 'no-file', "from avro.datafile import DataFileReader\nfrom avro.io import DatumReader\nDataFileReader(open('nope.avro', 'rb'), DatumReader())\n", NOFILE),

  // ---- pyparsing
  pyl('py-pyparsing', 'expected', "from pyparsing import Word, nums\nWord(nums).parse_string('abc')\n", ['expected|parse|grammar|input|found|syntax']),
  pyl('py-pyparsing', 'end-of-text', "from pyparsing import Word, nums\nWord(nums).parse_string('12 x', parse_all=True)\n", ['end of text|trailing|parse_all|extra|expected']),

  // ---- PLY
  pyl('py-ply', 'no-tokens', 'import ply.lex as lex\nlex.lex()\n', ['token|tokens|defin|lexer|list']),
  pyl('py-ply', 'undefined-symbol', "import ply.lex as lex, ply.yacc as yacc\ntokens = ('NUM',)\nt_NUM = r'\\d+'\nt_ignore = ' '\ndef t_error(t):\n    t.lexer.skip(1)\nlex.lex()\ndef p_expr(p):\n    'expr : NUM nope'\ndef p_error(p):\n    pass\nyacc.yacc(write_tables=False, debug=False)\n", ['defin|token|rule|symbol|undefined']),


  // ---- Flask-SQLAlchemy
  pyl('py-flask-sqlalchemy', 'no-app-context', `${FLASK_DB}app = Flask(__name__)\napp.config['SQLALCHEMY_DATABASE_URI'] = 'sqlite://'\ndb = SQLAlchemy(app)\ndb.create_all()\n`, ['app_context|application context|context|with app']),
  pyl('py-flask-sqlalchemy', 'no-uri', `${FLASK_DB}app = Flask(__name__)\ndb = SQLAlchemy(app)\n`, ['SQLALCHEMY_DATABASE_URI|config|database|URI|set']),
  pyl('py-flask-sqlalchemy', 'no-table', `${FLASK_DB}app = Flask(__name__)\napp.config['SQLALCHEMY_DATABASE_URI'] = 'sqlite://'\ndb = SQLAlchemy(app)\nclass User(db.Model):\n    id = db.Column(db.Integer, primary_key=True)\nwith app.app_context():\n    User.query.all()\n`, ['table|create_all|migrat|create|exist']),

  // ---- Django REST framework
  pyl('py-drf', 'settings-not-configured', 'from rest_framework import serializers\nclass S(serializers.Serializer):\n    name = serializers.CharField()\nS(data={}).is_valid()\n', ['settings|DJANGO_SETTINGS_MODULE|configure|config']),
  pyl('py-drf', 'validation', `${DJANGO}s = S(data={'name': 'a', 'age': 'x'})\ns.is_valid(raise_exception=True)\n`, ['valid|integer|field|required|serializer']),
  pyl('py-drf', 'data-before-valid', `${DJANGO}s = S(data={'name': 'a', 'age': 1})\nprint(s.data)\n`, ['is_valid|valid|call|before|data']),

  // ---- Pendulum
  pyl('py-pendulum', 'parse', "import pendulum\npendulum.parse('nope')\n", ['parse|date|format|string|ISO|valid']),
  pyl('py-pendulum', 'timezone', "import pendulum\npendulum.timezone('Nope/Zone')\n", ['timezone|zone|name|valid|tz|IANA']),
  pyl('py-pendulum', 'day-out-of-range', 'import pendulum\npendulum.datetime(2023, 2, 30)\n', ['day|range|month|date|valid']),

  // ---- isodate
  pyl('py-isodate', 'duration', "import isodate\nisodate.parse_duration('P1X')\n", ['duration|ISO|format|parse|valid']),
  pyl('py-isodate', 'month', "import isodate\nisodate.parse_date('2023-13-01')\n", ['month|range|date|valid']),
  pyl('py-isodate', 'no-time', "import isodate\nisodate.parse_datetime('2023-01-01')\n", ['time|designator|datetime|format|ISO']),

  // ---- email-validator
  pyl('py-email-validator', 'no-period', "from email_validator import validate_email\nvalidate_email('a@b', check_deliverability=False)\n", ['domain|email|valid|address|period|dot']),
  pyl('py-email-validator', 'no-at', "from email_validator import validate_email\nvalidate_email('nope', check_deliverability=False)\n", ['@|email|valid|address']),

  // ---- phonenumbers
  pyl('py-phonenumbers', 'no-region', "import phonenumbers\nphonenumbers.parse('0123456789', None)\n", ['region|country|code|default|\\+|international']),
  pyl('py-phonenumbers', 'not-a-number', "import phonenumbers\nphonenumbers.parse('abc', 'US')\n", ['phone|number|valid|format|digits']),

  // ---- Astropy
  pyl('py-astropy', 'unit-conversion', 'import astropy.units as u\n(1 * u.m).to(u.s)\n', ['unit|convert|convertible|dimension|length|time']),
  pyl('py-astropy', 'bad-unit', "import astropy.units as u\nu.Unit('nopeunit')\n", ['unit|parse|name|valid|typo']),
  pyl('py-astropy', 'fits-missing', "from astropy.io import fits\nfits.open('nope.fits')\n", NOFILE),
  pyl('py-astropy', 'dimensionless-add', 'import astropy.units as u\nprint(1 * u.m + 2)\n', ['dimensionless|unit|quantity|add|convert']),

  // ---- Biopython
  c('py-biopython', 'python3', 'more-than-one', { 'a.fa': '>a\nACGT\n>b\nTTGA\n', 'app.py': "from Bio import SeqIO\nSeqIO.read('a.fa', 'fasta')\n" }, `${PY} app.py`, ['more than one|record|parse|multiple|SeqIO\\.parse']),
  c('py-biopython', 'python3', 'unknown-format', { 'a.fa': '>a\nACGT\n', 'app.py': "from Bio import SeqIO\nlist(SeqIO.parse('a.fa', 'nope'))\n" }, `${PY} app.py`, ['format|unknown|valid|name']),
  pyl('py-biopython', 'partial-codon', "from Bio.Seq import Seq\nprint(Seq('ATGCA').translate())\n", ['multiple of three|length|codon|trailing|partial|N']),
  c('py-biopython', 'python3', 'no-records', { 'a.fa': '', 'app.py': "from Bio import SeqIO\nSeqIO.read('a.fa', 'fasta')\n" }, `${PY} app.py`, ['record|empty|found|file|format']),

  // ---- seaborn
  pyl('py-seaborn', 'no-column', "import matplotlib\nmatplotlib.use('Agg')\nimport pandas as pd, seaborn as sns\nsns.histplot(data=pd.DataFrame({'a': [1, 2]}), x='nope')\n", ['column|name|data|interpret|exist|typo']),
  pyl('py-seaborn', 'bad-style', "import seaborn as sns\nsns.set_theme(style='nope')\n", ['style|one of|valid|value|typo']),
  pyl('py-seaborn', 'bad-palette', "import seaborn as sns\nsns.color_palette('nopepalette')\n", ['palette|valid|name|colormap|typo']),

  // ---- aiosqlite
  pyl('py-aiosqlite', 'no-table', "import asyncio, aiosqlite\nasync def main():\n    async with aiosqlite.connect(':memory:') as db:\n        await db.execute('SELECT * FROM users')\nasyncio.run(main())\n", ['table|create|exist|schema|migrat']),
  pyl('py-aiosqlite', 'closed', "import asyncio, aiosqlite\nasync def main():\n    db = await aiosqlite.connect(':memory:')\n    await db.close()\n    await db.execute('SELECT 1')\nasyncio.run(main())\n", ['closed|connection|open|context|async with']),

  // ---- AsyncSSH
  pyl('py-asyncssh', 'refused', `import asyncio, asyncssh\nasync def main():\n    await asyncssh.connect('127.0.0.1', port=${CLOSED}, known_hosts=None)\nasyncio.run(main())\n`, REFUSED),
  pyl('py-asyncssh', 'key-missing', "import asyncssh\nasyncssh.read_private_key('nope_id')\n", NOFILE),
  pyl('py-asyncssh', 'bad-key', "import asyncssh\nasyncssh.import_private_key('garbage')\n", ['key|format|private|invalid|PEM|OpenSSH|passphrase']),

  // ---- Model Context Protocol SDK
  nodeBin('mcp-sdk', 'node', 'server-not-found', MCP, 'node client.mjs nope-mcp-server', ['command|found|exist|path|install|spawn|ENOENT|server']),
  nodeBin('mcp-sdk', 'node', 'server-exits', MCP, "node client.mjs node -e 'process.exit(1)'", ['closed|server|exit|crash|start|connection|stderr']),
  nodeBin('mcp-sdk', 'node', 'invalid-arguments', MCP, `ARGS='{"a":"x","b":2}' node client.mjs node server.mjs`, ['argument|param|schema|type|number|valid']),
  nodeBin('mcp-sdk', 'node', 'unknown-tool', MCP, 'TOOL=nope node client.mjs node server.mjs', ['tool|found|name|exist|list|typo']),

  // ---- ollama
  nodeMjs('ollama', 'default-host', "import ollama from 'ollama';\nawait ollama.chat({ model: 'llama3', messages: [{ role: 'user', content: 'hi' }] });\n", ['refused|connect|running|ollama serve|start|server|port'], { cmd: 'env -u OLLAMA_HOST node app.mjs' }),
  nodeMjs('ollama', 'closed-host', `import { Ollama } from 'ollama';\nawait new Ollama({ host: 'http://127.0.0.1:${CLOSED}' }).list();\n`, ['refused|connect|running|ollama serve|start|server|port']),

  // ---- Azure Identity
  nodeMjs('azure-identity', 'environment', "import { EnvironmentCredential } from '@azure/identity';\nawait new EnvironmentCredential().getToken('https://management.azure.com/.default');\n", ['credential|environment|AZURE_CLIENT_ID|AZURE_TENANT_ID|az login|login|variable'], { cmd: `${NO_AZURE} node app.mjs` }),
  nodeMjs('azure-identity', 'bad-tenant', "import { ClientSecretCredential } from '@azure/identity';\nnew ClientSecretCredential('nope tenant!', 'id', 'secret');\n", ['tenant|valid|id|GUID|character']),
  nodeMjs('azure-identity', 'no-azure-cli', "import { AzureCliCredential } from '@azure/identity';\nawait new AzureCliCredential().getToken('https://management.azure.com/.default');\n", ['Azure CLI|az|install|login|found']),

  // ---- google-auth-library
  nodeMjs('google-auth-library', 'no-credentials', "import { GoogleAuth } from 'google-auth-library';\nawait new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/cloud-platform'] }).getClient();\n", ['credential|GOOGLE_APPLICATION_CREDENTIALS|gcloud auth|application-default|login'], { cmd: `${NO_GCP} node app.mjs` }),
  nodeMjs('google-auth-library', 'key-file-missing', "import { GoogleAuth } from 'google-auth-library';\nawait new GoogleAuth({ keyFile: 'nope.json' }).getClient();\n", NOFILE, { cmd: `${NO_GCP} node app.mjs` }),
  nodeBin('google-auth-library', 'node', 'bad-key-file', { 'key.json': '{}\n', 'app.mjs': "import { GoogleAuth } from 'google-auth-library';\nawait new GoogleAuth({ keyFile: 'key.json' }).getClient();\n" }, `${NO_GCP} node app.mjs`, ['client_email|service account|key|JSON|field|credential']),

  // ---- crypto-js
  nodeLib('crypto-js', 'wrong-key', "const CryptoJS = require('crypto-js');\nconst c = CryptoJS.AES.encrypt('secret text', 'right').toString();\nconsole.log(CryptoJS.AES.decrypt(c, 'wrong').toString(CryptoJS.enc.Utf8));\n", ['key|passphrase|password|decrypt|encoding|UTF-8|wrong']),
  nodeLib('crypto-js', 'undefined-input', "const CryptoJS = require('crypto-js');\nconsole.log(CryptoJS.AES.decrypt(undefined, 'k').toString());\n", ['undefined|ciphertext|argument|input|defin']),

  // ---- node-forge
  nodeLib('node-forge', 'bad-pem', "const forge = require('node-forge');\nforge.pki.certificateFromPem('garbage');\n", ['PEM|format|certificate|BEGIN|encoding|DER']),
  nodeLib('node-forge', 'not-a-private-key', "const forge = require('node-forge');\nforge.pki.privateKeyFromPem('-----BEGIN PUBLIC KEY-----\\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf\\n9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ==\\n-----END PUBLIC KEY-----\\n');\n", ['private key|key|format|PEM|ASN\\.1|RSA|PKCS']),

  // ---- OpenPGP.js
  nodeMjs('openpgp', 'bad-armor', "import * as openpgp from 'openpgp';\nawait openpgp.readKey({ armoredKey: 'garbage' });\n", ['armor|armored|key|format|PGP|BEGIN']),
  nodeMjs('openpgp', 'wrong-passphrase', "import * as openpgp from 'openpgp';\nconst { privateKey } = await openpgp.generateKey({ type: 'ecc', curve: 'curve25519', userIDs: [{ name: 'a', email: 'a@b.c' }], passphrase: 'right' });\nawait openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: privateKey }), passphrase: 'wrong' });\n", ['passphrase|password|key|incorrect']),

  // ---- decimal.js, big.js
  nodeLib('decimal.js', 'invalid-argument', "const Decimal = require('decimal.js');\nnew Decimal('abc');\n", ['number|argument|valid|numeric|parse|string']),
  nodeLib('decimal.js', 'precision', "const Decimal = require('decimal.js');\nDecimal.set({ precision: 0 });\n", ['precision|argument|range|valid']),
  nodeLib('big.js', 'invalid-number', "const Big = require('big.js');\nBig('abc');\n", ['number|valid|numeric|parse|string']),
  nodeLib('big.js', 'division-by-zero', "const Big = require('big.js');\nBig(1).div(0);\n", ['zero|division|divide|divisor']),

  // ---- math.js
  nodeLib('mathjs', 'undefined-symbol', "const { evaluate } = require('mathjs');\nevaluate('x + 1');\n", ['undefined|symbol|variable|scope|defin']),
  nodeLib('mathjs', 'syntax', "const { evaluate } = require('mathjs');\nevaluate('2 +');\n", ['syntax|expression|unexpected|end|parse']),
  nodeLib('mathjs', 'units', "const { evaluate } = require('mathjs');\nevaluate('2 m + 3 s');\n", ['unit|match|convert|dimension']),
  nodeLib('mathjs', 'dimension-mismatch', "const { multiply } = require('mathjs');\nmultiply([[1, 2]], [[1, 2]]);\n", ['dimension|size|matrix|mismatch']),

  // ---- Immer
  nodeLib('immer', 'return-and-modify', "const { produce } = require('immer');\nproduce({ a: 1 }, (d) => { d.a = 2; return { a: 3 }; });\n", ['return|draft|modify|producer|either']),
  nodeLib('immer', 'frozen', "'use strict';\nconst { produce } = require('immer');\nconst next = produce({ a: 1 }, (d) => { d.a = 2; });\nnext.a = 3;\n", ['read only|read-only|frozen|immutable|produce|draft|assign']),

  // ---- Redux
  nodeLib('redux', 'function-action', "const { legacy_createStore } = require('redux');\nconst store = legacy_createStore((s = 0) => s);\nstore.dispatch(() => {});\n", ['plain object|middleware|thunk|action']),
  nodeLib('redux', 'reducer-undefined', "const { legacy_createStore, combineReducers } = require('redux');\nlegacy_createStore(combineReducers({ a: () => undefined }));\n", ['undefined|reducer|initial|state|return|null']),
  nodeLib('redux', 'no-type', "const { legacy_createStore } = require('redux');\nlegacy_createStore((s = 0) => s).dispatch({ payload: 1 });\n", ['type|action|undefined|constant|typo']),

  // ---- Redux Toolkit
  nodeLib('redux-toolkit', 'slice-no-name', "const { createSlice } = require('@reduxjs/toolkit');\ncreateSlice({ initialState: 0, reducers: {} });\n", ['name|required|option|createSlice']),
  nodeLib('redux-toolkit', 'store-no-reducer', "const { configureStore } = require('@reduxjs/toolkit');\nconfigureStore({});\n", ['reducer|required|argument|function']),

  // ---- MobX
  nodeLib('mobx', 'no-annotations', "const { makeObservable } = require('mobx');\nclass Store {\n  count = 0;\n  constructor() { makeObservable(this); }\n}\nnew Store();\n", ['annotation|makeObservable|makeAutoObservable|decorator']),
  nodeLib('mobx', 'auto-subclass', "const { makeAutoObservable } = require('mobx');\nclass Base {}\nclass Store extends Base {\n  count = 0;\n  constructor() { super(); makeAutoObservable(this); }\n}\nnew Store();\n", ['superclass|subclass|makeAutoObservable|makeObservable|inherit|extends']),

  // ---- RxJS
  nodeLib('rxjs', 'empty', "const { firstValueFrom, EMPTY } = require('rxjs');\nfirstValueFrom(EMPTY);\n", ['empty|element|sequence|complete|default|value']),
  nodeLib('rxjs', 'timeout', "const { firstValueFrom, NEVER, timeout } = require('rxjs');\nfirstValueFrom(NEVER.pipe(timeout(50)));\n", ['timeout|time|slow|wait|increase']),

  // ---- KaTeX
  nodeLib('katex', 'undefined-control-sequence', "const katex = require('katex');\nkatex.renderToString('\\\\nope{x}');\n", ['control sequence|command|macro|undefined|defin|typo|support']),
  nodeLib('katex', 'unbalanced', "const katex = require('katex');\nkatex.renderToString('\\\\frac{1}{2');\n", ['brace|\\}|expected|close|unbalanced|EOF']),
  nodeBin('katex', 'katex', 'cli-undefined', {}, "echo '\\nope' | katex", ['control sequence|command|macro|undefined|defin|typo|support']),

  // ---- highlight.js
  nodeLib('highlight.js', 'unknown-language', "const hljs = require('highlight.js');\nhljs.highlight('x = 1', { language: 'nopelang' });\n", ['language|unknown|register|support|name']),

  // ---- intl-messageformat
  nodeLib('intl-messageformat', 'missing-other', "const { IntlMessageFormat } = require('intl-messageformat');\nnew IntlMessageFormat('{n, plural, one {# item}}', 'en');\n", ['other|plural|clause|missing|syntax']),
  nodeLib('intl-messageformat', 'unclosed', "const { IntlMessageFormat } = require('intl-messageformat');\nnew IntlMessageFormat('Hello {name', 'en');\n", ['brace|close|\\}|syntax|argument']),
  nodeLib('intl-messageformat', 'missing-value', "const { IntlMessageFormat } = require('intl-messageformat');\nconsole.log(new IntlMessageFormat('Hello {name}', 'en').format({}));\n", ['value|variable|provided|argument|pass|missing']),

  // ---- convict
  nodeLib('convict', 'undeclared', "const convict = require('convict');\nconst config = convict({ port: { format: 'port', default: 80 } });\nconfig.load({ nope: 1 });\nconfig.validate({ allowed: 'strict' });\n", ['schema|declare|param|unknown|typo|key']),
  nodeLib('convict', 'bad-port', "const convict = require('convict');\nconst config = convict({ port: { format: 'port', default: 80, env: 'PORT' } });\nconfig.validate({ allowed: 'strict' });\n", ['port|range|format|value|valid|integer'], { cmd: 'PORT=abc node app.js' }),
  nodeLib('convict', 'file-missing', "const convict = require('convict');\nconst config = convict({ port: { format: 'port', default: 80 } });\nconfig.loadFile('nope.json');\n", NOFILE),

  // ---- node-config
  nodeBin('node-config', 'node', 'undefined-property', CONFIG_DIR('{ "db": { "host": "localhost" } }\n'), 'node app.js', ['defin|property|config|key|default\\.json|typo']),
  nodeBin('node-config', 'node', 'bad-json', CONFIG_DIR('{ "db": { "host": "localhost", } \n'), 'node app.js', ['JSON|parse|syntax|config']),
  nodeBin('node-config', 'node', 'node-env-mismatch', CONFIG_DIR('{ "db": { "host": "localhost" }, "nope": 1 }\n'), 'NODE_ENV=prod node app.js', ['NODE_ENV|environment|config file|match|name']),

  // ---- env-var, envalid
  nodeLib('env-var', 'required', "const env = require('env-var');\nenv.get('PORT').required().asPortNumber();\n", ['PORT|environment|variable|set|export|\\.env|required'], { cmd: 'env -u PORT node app.js' }),
  nodeLib('env-var', 'not-integer', "const env = require('env-var');\nenv.get('PORT').required().asIntPositive();\n", ['integer|number|valid|value|PORT'], { cmd: 'PORT=abc node app.js' }),
  nodeLib('envalid', 'missing', "const { cleanEnv, str } = require('envalid');\ncleanEnv(process.env, { API_KEY: str() });\n", ['environment|variable|set|export|\\.env|API_KEY|missing'], { cmd: 'env -u API_KEY node app.js' }),
  nodeLib('envalid', 'invalid-port', "const { cleanEnv, port } = require('envalid');\ncleanEnv(process.env, { PORT: port() });\n", ['port|valid|number|value|PORT'], { cmd: 'PORT=abc node app.js' }),
  nodeLib('envalid', 'choices', "const { cleanEnv, str } = require('envalid');\ncleanEnv(process.env, { NODE_ENV: str({ choices: ['development', 'test', 'production'] }) });\n", ['choice|one of|valid|value|NODE_ENV'], { cmd: 'NODE_ENV=prod node app.js' }),

  // ---- winston, log4js
  nodeLib('winston', 'no-transports', "const winston = require('winston');\nconst logger = winston.createLogger({});\nlogger.error('database unreachable');\n", ['transport|Console|add|transports|createLogger']),
  nodeLib('winston', 'file-unwritable', "const winston = require('winston');\nconst logger = winston.createLogger({ transports: [new winston.transports.File({ filename: '/proc/nope/app.log' })] });\nlogger.info('hi');\n", ['permission|directory|exist|path|writable|create']),
  nodeLib('log4js', 'unknown-appender', "const log4js = require('log4js');\nlog4js.configure({ appenders: { out: { type: 'nopeappender' } }, categories: { default: { appenders: ['out'], level: 'info' } } });\n", ['appender|type|install|valid|found|module']),
  nodeLib('log4js', 'no-default-category', "const log4js = require('log4js');\nlog4js.configure({ appenders: { out: { type: 'stdout' } }, categories: { app: { appenders: ['out'], level: 'info' } } });\n", ['default|category|categories|config']),

  // ---- Passport
  nodeLib('passport', 'unknown-strategy', PASSPORT, ['strategy|passport\\.use|register|install|unknown|configure']),

  // ---- zip and tar libraries
  nodeLib('adm-zip', 'no-file', "const AdmZip = require('adm-zip');\nnew AdmZip('nope.zip');\n", ['exist|path|file|found|name']),
  nodeBin('adm-zip', 'node', 'not-a-zip', { 'a.zip': 'this is not a zip file\n', 'app.js': "const AdmZip = require('adm-zip');\nnew AdmZip('a.zip').getEntries();\n" }, 'node app.js', ['zip|format|corrupt|archive|valid|END header']),
  nodeBin('yauzl', 'node', 'not-a-zip', { 'a.zip': 'this is not a zip file\n', 'app.js': "const yauzl = require('yauzl');\nyauzl.open('a.zip', (err) => { if (err) throw err; });\n" }, 'node app.js', ['zip|format|corrupt|archive|central directory|valid']),
  nodeLib('yauzl', 'no-file', "const yauzl = require('yauzl');\nyauzl.open('nope.zip', (err) => { if (err) throw err; });\n", NOFILE),
  nodeBin('node-tar', 'node', 'bad-archive', { 'a.tgz': 'this is not a tarball\n', 'app.js': "const tar = require('tar');\ntar.x({ file: 'a.tgz', sync: true, strict: true });\n" }, 'node app.js', ['archive|format|corrupt|tar|gzip|valid']),
  nodeLib('node-tar', 'missing-input', "const tar = require('tar');\ntar.c({ file: 'out.tgz', gzip: true, sync: true }, ['nope-dir']);\n", NOFILE),

  // ---- fs-extra
  nodeBin('fs-extra', 'node', 'same-path', { 'a.txt': 'x\n', 'app.js': "const fse = require('fs-extra');\nfse.copySync('a.txt', 'a.txt');\n" }, 'node app.js', ['same|source|destination|path']),
  nodeBin('fs-extra', 'node', 'dest-exists', { 'a.txt': 'x\n', 'b.txt': 'y\n', 'app.js': "const fse = require('fs-extra');\nfse.moveSync('a.txt', 'b.txt');\n" }, 'node app.js', ['exist|already|overwrite|destination']),
  nodeBin('fs-extra', 'node', 'into-itself', { 'src/a.txt': 'x\n', 'app.js': "const fse = require('fs-extra');\nfse.copySync('src', 'src/backup');\n" }, 'node app.js', ['subdirectory|itself|destination|path|inside']),
  nodeBin('fs-extra', 'node', 'bad-json', { 'a.json': '{ "a": 1, }\n', 'app.js': "const fse = require('fs-extra');\nfse.readJsonSync('a.json');\n" }, 'node app.js', ['JSON|parse|syntax|file|comma']),

  // ---- execa
  nodeMjs('execa', 'not-found', "import { execa } from 'execa';\nawait execa('nope-cmd');\n", ['command|found|exist|path|install|ENOENT|spell']),
  nodeMjs('execa', 'exit-code', "import { execa } from 'execa';\nawait execa('sh', ['-c', 'echo building >&2; exit 3']);\n", ['exit code|command|failed|status|output']),
  nodeMjs('execa', 'timeout', "import { execa } from 'execa';\nawait execa('sleep', ['5'], { timeout: 100 });\n", ['timeout|time|slow|increase']),

  // ---- arg
  nodeLib('arg', 'unknown-option', "const arg = require('arg');\narg({ '--port': Number });\n", OPTION, { cmd: 'node app.js --nope' }),
  nodeLib('arg', 'missing-value', "const arg = require('arg');\narg({ '--port': Number });\n", ['argument|value|--port|missing|requires'], { cmd: 'node app.js --port' }),

  // ---- chalk
  nodeLib('chalk', 'require-esm', "const chalk = require('chalk');\nconsole.log(chalk.red('x'));\n", ['ESM|ES module|import\\(|dynamic import|module|require']),
  nodeMjs('chalk', 'not-a-style', "import chalk from 'chalk';\nconsole.log(chalk.nope('x'));\n", ['function|method|defin|typo|exist|style']),

  // ---- uuid
  nodeMjs('uuid', 'parse', "import { parse } from 'uuid';\nparse('nope');\n", ['UUID|valid|format|string']),
  nodeMjs('uuid', 'namespace', "import { v5 } from 'uuid';\nv5('name', 'nope');\n", ['namespace|UUID|array|valid']),

  // ---- Runtypes
  nodeLib('runtypes', 'check', "const rt = require('runtypes');\nconst R = rt.Object ? rt.Object({ age: rt.Number }) : rt.Record({ age: rt.Number });\nR.check({ age: 'x' });\n", ['number|type|expected|valid|field|age']),

  // ---- Capacitor, Nest and Tauri CLIs
  nodeBin('capacitor-cli', 'cap', 'sync-no-config', { 'package.json': JSON.stringify({ name: 'app', version: '1.0.0' }) }, 'cap sync', ['config|capacitor\\.config|init|cap init|webDir|www|build']),
  nodeBin('capacitor-cli', 'cap', 'add-unknown-platform', { 'package.json': JSON.stringify({ name: 'app', version: '1.0.0' }), 'capacitor.config.json': '{ "appId": "com.example.app", "appName": "app", "webDir": "www" }\n', 'www/index.html': '<html></html>\n' }, 'cap add nope', ['platform|android|ios|valid|install|name']),
  nodeBin('capacitor-cli', 'cap', 'unknown-command', {}, 'cap nopecmd', COMMAND),
  nodeBin('nest-cli', 'nest', 'no-tsconfig', { 'package.json': JSON.stringify({ name: 'app', version: '1.0.0' }) }, 'nest build', ['tsconfig|TypeScript|config|file|found|project']),
  nodeBin('nest-cli', 'nest', 'unknown-schematic', { 'package.json': JSON.stringify({ name: 'app', version: '1.0.0' }) }, 'nest generate nopeschematic thing', ['schematic|valid|available|generate|typo|name']),
  nodeBin('nest-cli', 'nest', 'unknown-command', {}, 'nest nopecmd', COMMAND),
  nodeBin('tauri-cli', 'tauri', 'not-a-project', {}, 'env -u CI tauri build', ['Tauri project|tauri\\.conf\\.json|src-tauri|init|tauri init|folder']),
  nodeBin('tauri-cli', 'tauri', 'unknown-command', {}, 'tauri nopecmd', COMMAND),

  // ---- Lefthook
  nodeBin('lefthook', 'lefthook', 'no-git', {}, 'lefthook install', ['git repo|repository|git init|init|\\.git']),
  nodeBin('lefthook', 'lefthook', 'bad-yaml', { 'lefthook.yml': 'pre-commit:\n  commands:\n    lint:\n      run: eslint\n     glob: "*.js"\n' }, `${GIT} && lefthook run pre-commit`, ['YAML|syntax|parse|indent|lefthook\\.yml|mapping']),
  nodeBin('lefthook', 'lefthook', 'unknown-command', {}, 'lefthook nopecmd', COMMAND),

  // ---- markdown-link-check
  nodeBin('markdown-link-check', 'markdown-link-check', 'dead-local', { 'a.md': 'See [the guide](./nope.md).\n' }, 'markdown-link-check a.md', ['dead|link|broken|exist|path|found|target']),
  nodeBin('markdown-link-check', 'markdown-link-check', 'refused', { 'a.md': `See [the server](http://127.0.0.1:${CLOSED}/).\n` }, 'markdown-link-check a.md', ['dead|link|refused|connect|broken|server|running|reach']),
  nodeBin('markdown-link-check', 'markdown-link-check', 'no-file', {}, 'markdown-link-check nope.md', NOFILE),

  // ---- one line each: options, names and files the programs above and util-linux's lesser tools refuse
  oct('nonconformant-add', 'ones(2, 3) + ones(3, 2)', ['nonconformant|dimension|size|matrix']),
  oct('undefined-field', 's = struct(); s.nope', ['field|undefined|defin|struct|member|typo']),
  oct('str2func', 'str2func(3)', ['string|argument|type|char|name|function']),
  oct('load-missing', 'load nope.mat', NOFILE),
  oct('undefined-near', 'nopefn2', ['undefined|defin|function|path|addpath|package|typo']),
  oct('division-string', 'x = "a" / {1}', ['operator|type|cell|binary|undefined|convert|argument']),
  c('octave', 'octave-cli', 'bad-option', {}, 'HOME=$PWD octave-cli --nope', OPTION),
  c('smlnj', 'sml', 'no-file', {}, 'sml nope.sml </dev/null', NOFILE),
  c('coq', 'coqc', 'bad-option', {}, 'coqc -nope a.v', OPTION),
  c('git-annex', 'git-annex', 'unknown-command', {}, 'HOME=$PWD git annex nopecmd', COMMAND),
  c('git-annex', 'git-annex', 'unlock-missing', {}, `HOME=$PWD; ${GIT} && git annex init -q && git annex unlock nope`, ['exist|found|path|file|typo']),
  c('git-annex', 'git-annex', 'whereis-outside', {}, 'HOME=$PWD git annex whereis', ['git repo|repository|init|git init|clone']),
  c('git-extras', 'git', 'squash-no-args', {}, `HOME=$PWD; ${GIT} && git squash`, ['usage|argument|branch|commit|missing|source']),
  c('git-extras', 'git', 'rename-branch-no-args', {}, `HOME=$PWD; ${GIT} && git rename-branch`, ['usage|argument|branch|name|missing']),
  c('git-extras', 'git', 'summary-outside', {}, 'HOME=$PWD git summary', ['git repo|repository|init|git init']),
  c('git-extras', 'git', 'info-outside', {}, 'HOME=$PWD git info', ['git repo|repository|init|git init']),
  c('zile', 'zile', 'bad-option-short', {}, 'zile -Z', OPTION),
  c('vis', 'vis', 'bad-option-long', {}, 'vis --nope', OPTION),
  c('nvi', 'nvi', 'bad-option', {}, 'nvi -Z', OPTION),
  c('cpack', 'cpack', 'bad-option', {}, 'cpack --nope', OPTION),
  c('redis-benchmark', 'redis-benchmark', 'refused-host', {}, `redis-benchmark -h 127.0.0.1 -p ${CLOSED} -t ping -n 1 -q`, REFUSED),
  c('ruby-build', 'ruby-build', 'list-then-missing', {}, 'ruby-build --definitions >/dev/null && ruby-build nope-ruby-1 $PWD/ruby', ['version|definition|found|available|--definitions|list|update']),
  c('linkchecker', 'linkchecker', 'no-file', {}, 'HOME=$PWD linkchecker --no-status nope.html', NOFILE),
  nodeBin('mathjs', 'mathjs', 'cli-syntax', {}, "echo '2 +' | mathjs", ['syntax|expression|unexpected|end|parse|value expected']),
  nodeBin('mathjs', 'mathjs', 'cli-undefined', {}, "echo 'x + 1' | mathjs", ['undefined|symbol|variable|scope|defin']),
  nodeBin('mathjs', 'mathjs', 'cli-units', {}, "echo '2 m + 3 s' | mathjs", ['unit|match|convert|dimension']),
  nodeBin('katex', 'katex', 'cli-unbalanced', {}, "echo '\\frac{1}{2' | katex", ['brace|\\}|expected|close|unbalanced|EOF']),
  nodeBin('katex', 'katex', 'cli-bad-option', {}, 'katex --nope', OPTION),
  nodeBin('uuid', 'uuid', 'cli-bad-version', {}, 'uuid nope', ['version|valid|v4|v1|v5|argument|usage']),
  nodeBin('uuid', 'uuid', 'cli-v5-namespace', {}, 'uuid v5 name nope', ['namespace|UUID|array|valid']),
  nodeBin('lefthook', 'lefthook', 'run-unknown-hook', { 'lefthook.yml': 'pre-commit:\n  commands:\n    lint:\n      run: echo lint\n' }, `${GIT} && lefthook run nope-hook`, ['hook|config|lefthook\\.yml|defin|exist|found']),
  nodeBin('capacitor-cli', 'cap', 'open-unknown-platform', {}, 'cap open nope', ['platform|android|ios|valid|install|name|config']),
  nodeBin('tauri-cli', 'tauri', 'bad-option', {}, 'tauri build --nope', OPTION),
  c('ionice', 'ionice', 'bad-class', {}, 'ionice -c 9 true', ['class|valid|value|scheduling|-c|range']),
  c('ionice', 'ionice', 'no-process', {}, 'ionice -p 999999', ['process|pid|exist|running|found|no such']),
  c('prlimit', 'prlimit', 'bad-limit', {}, 'prlimit --nofile=abc true', ['limit|value|number|parse|format|valid']),
  c('prlimit', 'prlimit', 'no-process', {}, 'prlimit --pid 999999', ['process|pid|exist|running|found|no such']),
  c('nsenter', 'nsenter', 'no-process', {}, 'nsenter -t 999999 -m true', ['process|pid|exist|running|found|no such|namespace']),
  c('nsenter', 'nsenter', 'no-target', {}, 'nsenter -m true', ['target|-t|pid|namespace|argument|specify|missing']),
  c('unshare', 'unshare', 'bad-option', {}, 'unshare --nope', OPTION),
  c('namei', 'namei', 'missing-path', {}, 'namei /nope-dir/x', NOFILE),
  c('wipefs', 'wipefs', 'missing-device', {}, 'wipefs nope.img', NOFILE),
  c('rev', 'rev', 'missing-file', {}, 'rev nope.txt', NOFILE),
  c('setarch', 'setarch', 'unknown-arch', {}, 'setarch nopearch true', ['architecture|arch|unknown|unrecogni|valid|name']),
  c('uuidgen', 'uuidgen', 'bad-option', {}, 'uuidgen --nope', OPTION),
  c('uuidgen', 'uuidgen', 'namespace-needs-name', {}, 'uuidgen --sha1 --namespace @dns', ['name|--name|namespace|required|missing|argument']),
  c('envsubst', 'envsubst', 'bad-option', {}, 'envsubst --nope', OPTION),
  c('envsubst', 'envsubst', 'too-many-args', {}, 'envsubst a b', ['argument|too many|usage|operand|extra']),
  c('setsid', 'setsid', 'command-missing', {}, 'setsid nope-cmd', ['command|found|exist|path|install|spell|execute']),
  c('lscpu', 'lscpu', 'bad-option', {}, 'lscpu --nope', OPTION),
  c('fincore', 'fincore', 'missing-file', {}, 'fincore nope.bin', NOFILE),
  c('swapon', 'swapon', 'missing-file', {}, 'swapon nope.img', NOFILE),
  c('mkswap', 'mkswap', 'missing-file', {}, 'mkswap nope.img', NOFILE),
  c('mkswap', 'mkswap', 'too-small', { 'small.img': 'x' }, 'mkswap small.img', ['small|size|space|pages|too|swap']),
  c('isosize', 'isosize', 'missing-file', {}, 'isosize nope.iso', NOFILE),
  c('setterm', 'setterm', 'bad-colour', {}, 'TERM=xterm setterm --foreground nopecolour', ['colou?r|argument|valid|value|name']),
  c('utmpdump', 'utmpdump', 'missing-file', {}, 'utmpdump nope.log', NOFILE),
  c('last', 'last', 'missing-file', {}, 'last -f nope.wtmp', NOFILE),
  c('more', 'more', 'missing-file', {}, 'more nope.txt', NOFILE),
  c('write', 'write', 'no-tty', {}, 'write root </dev/null', ['terminal|tty|TTY|interactive|logged|session']),
  c('lsns', 'lsns', 'bad-type', {}, 'lsns -t nopens', ['type|namespace|valid|unknown|name']),
  c('lslocks', 'lslocks', 'bad-option', {}, 'lslocks --nope', OPTION),
  c('findmnt', 'findmnt', 'bad-option', {}, 'findmnt --nope', OPTION),
  c('lsipc', 'lsipc', 'bad-option', {}, 'lsipc --nope', OPTION),
  c('chsh', 'chsh', 'unknown-user', {}, 'chsh -s /bin/sh nopeuser', ['user|exist|name|typo|passwd']),
  c('newgrp', 'newgrp', 'no-group', {}, 'newgrp nopegroup </dev/null', ['group|exist|name|typo|groupadd']),
  c('sg', 'sg', 'no-group', {}, 'sg nopegroup true', ['group|exist|name|typo|groupadd']),
  c('faillog', 'faillog', 'unknown-user', {}, 'faillog -u nopeuser', ['user|exist|name|typo|range|unknown']),
  c('lastlog', 'lastlog', 'unknown-user', {}, 'lastlog -u nopeuser', ['user|exist|name|typo|range|unknown']),
  c('lsns', 'lsns', 'bad-pid', {}, 'lsns -p 999999', ['process|pid|exist|running|found|no such']),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
