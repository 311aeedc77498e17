// The fourteenth error set (corpus-fourteenth.jsonl): written and collected after all tuning on
// the thirteenth set, and measured on both halves before any change made for it. Families none of
// the thirteen sets has (their family and tool lists were checked first), from what users of a
// coding assistant meet daily: language servers' and formatters' CLIs (gopls, gofmt, clangd),
// checkers (Checkstyle, PHPMD, sparse, hlint, proselint, doc8, autopep8, pylama, checkbashisms),
// test runners (busted, nose2, GoogleTest, Catch2, tape, Jasmine, uvu, Cucumber, tsd), package and
// build tools (Pipenv, dnf, ccache, qmake, Debian's package builders, jar, javadoc, Invoke, nox,
// ncc, Changesets, Eleventy), containers without a daemon (Buildah, crun, umoci, virsh's test
// driver), database migration CLIs against a throwaway PostgreSQL (Sqitch, node-pg-migrate,
// sequelize-cli), configuration validators (jsonnet, Augeas, cloud-init, ProFTPD, Knot, radvd,
// ISC dhcpd, slapd, Spectral, Redocly), Python libraries (Typer, OpenCV, gRPC, Lark), and npm
// checkers (xo, jscpd, lockfile-lint, npm-package-json-lint, publint, sort-package-json, syncpack,
// license-checker, vue-tsc, svelte-check, type-coverage). A third or more is terse.
// Same shape as cases-15.mjs. Each `expect` was written from knowledge of the tool, without
// looking at the pattern library or the troubleshooter's code, before contextd was run on the
// output, and tightened with `tight()`. `tools: true` cases need `--tools` (see README.md);
// `needs: 'postgres'` cases run against the collector's cluster.

import { tight } from './cases-13.mjs';

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const NOFILE = ['exist|path|file|found|typo|missing'];
const OPTION = ['option|unknown|unrecognized|invalid|typo|help|flag'];
const SYNTAX = ['syntax|expected|unexpected|parse|line'];
const nodeBin = (family, tool, name, files, cmd, expect) => c(family, tool, name, files, cmd, expect, { tools: true });
/** Debian's Python, whose packaged libraries these cases use. */
const PY = '/usr/bin/python3';
const py = (family, name, code, expect) => c(family, 'python3', name, { 'app.py': code }, `${PY} app.py`, expect);
const PGURL = 'postgres://postgres@127.0.0.1:$PGPORT/postgres';
const GOMOD = 'module example.com/app\n\ngo 1.19\n';

const RAW = [
  // ---- gofmt
  c('gofmt', 'gofmt', 'syntax', { 'a.go': 'package main\n\nfunc main() {\n\tx := \n}\n' }, 'gofmt -l .', SYNTAX),
  c('gofmt', 'gofmt', 'unformatted-ci', { 'a.go': 'package main\nfunc main(){\nprintln( 1 )\n}\n' }, 'test -z "$(gofmt -l .)" || { gofmt -l .; exit 1; }', ['gofmt|format|-w']),
  c('gofmt', 'gofmt', 'missing-brace', { 'a.go': 'package main\n\nfunc main() {\n\tif true {\n}\n' }, 'gofmt -d a.go', ['brace|\\}|expected|EOF|close']),
  c('gofmt', 'gofmt', 'no-file', {}, 'gofmt -l nope.go', NOFILE),

  // ---- gopls
  c('gopls', 'gopls', 'undefined', { 'go.mod': GOMOD, 'a.go': 'package main\n\nfunc main() {\n\tprintln(cnt)\n}\n' }, 'gopls check a.go', ['undefined|declare|defin|typo|name']),
  c('gopls', 'gopls', 'type-mismatch', { 'go.mod': GOMOD, 'a.go': 'package main\n\nfunc main() {\n\tvar n int = "x"\n\tprintln(n)\n}\n' }, 'gopls check a.go', ['type|string|int|convert|assign']),
  c('gopls', 'gopls', 'unused-import', { 'go.mod': GOMOD, 'a.go': 'package main\n\nimport "fmt"\n\nfunc main() {}\n' }, 'gopls check a.go', ['import|unused|remove|fmt']),
  c('gopls', 'gopls', 'no-module', { 'a.go': 'package main\n\nimport "example.com/lib"\n\nfunc main() { lib.X() }\n' }, 'gopls check a.go', ['module|go\\.mod|go get|package|import|found']),

  // ---- clangd
  c('clangd', 'clangd', 'undeclared', { 'a.c': 'int main(void) { return countr; }\n' }, 'clangd --check=a.c 2>&1 | grep -E "E\\[|error" ; exit 1', ['undeclared|declare|defin|typo|name']),
  c('clangd', 'clangd', 'missing-header', { 'a.c': '#include "config.h"\nint main(void) { return 0; }\n' }, 'clangd --check=a.c 2>&1 | grep -E "E\\[|error" ; exit 1', ['header|include|path|-I|found|compile_commands']),
  c('clangd', 'clangd', 'no-file', {}, 'clangd --check=nope.c', NOFILE),

  // ---- Checkstyle
  c('checkstyle', 'checkstyle', 'sun-javadoc', { 'A.java': 'public class A {\n    public int f(int x) { return x; }\n}\n' }, 'checkstyle -c /sun_checks.xml A.java', ['javadoc|comment|missing|final|parameter']),
  c('checkstyle', 'checkstyle', 'google-indent', { 'A.java': 'public class A {\n    int x;\n}\n' }, 'checkstyle -c /google_checks.xml A.java', ['indent|2|spaces|level']),
  c('checkstyle', 'checkstyle', 'no-config', { 'A.java': 'class A {}\n' }, 'checkstyle -c nope.xml A.java', ['config|exist|file|path|found|-c']),
  c('checkstyle', 'checkstyle', 'bad-module', { 'A.java': 'class A {}\n', 'c.xml': '<?xml version="1.0"?>\n<!DOCTYPE module PUBLIC "-//Checkstyle//DTD Checkstyle Configuration 1.3//EN" "https://checkstyle.org/dtds/configuration_1_3.dtd">\n<module name="Checker"><module name="TreeWalker"><module name="NoSuchCheck"/></module></module>\n' }, 'checkstyle -c c.xml A.java', ['module|name|typo|check|instantiate|exist|unknown']),

  // ---- PHPMD
  c('phpmd', 'phpmd', 'unused-variable', { 'a.php': '<?php\nfunction f() {\n    $unused = 1;\n    return 2;\n}\n' }, 'phpmd a.php text unusedcode', ['unused|remove|variable']),
  c('phpmd', 'phpmd', 'short-variable', { 'a.php': '<?php\nfunction f() {\n    $a = 1;\n    return $a;\n}\n' }, 'phpmd a.php text naming', ['short|name|rename|length|variable']),
  c('phpmd', 'phpmd', 'bad-ruleset', { 'a.php': '<?php\n' }, 'phpmd a.php text nosuchrules', ['rule|set|name|typo|exist|found|valid']),
  c('phpmd', 'phpmd', 'syntax', { 'a.php': '<?php\nfunction f( {\n' }, 'phpmd a.php text unusedcode', ['syntax|parse|unexpected|token|expected']),

  // ---- sparse
  c('sparse', 'sparse', 'plain-null', { 'a.c': 'int *p = 0;\n' }, 'sparse -Wall a.c', ['NULL|null|pointer|integer']),
  c('sparse', 'sparse', 'undeclared', { 'a.c': 'int f(void) { return y; }\n' }, 'sparse a.c', ['undeclared|declare|defin|typo|name']),
  c('sparse', 'sparse', 'non-ansi', { 'a.c': 'int f() { return 0; }\n' }, 'sparse -Wall a.c', ['void|prototype|declaration|parameter|ANSI|non-ANSI']),
  c('sparse', 'sparse', 'static', { 'a.c': 'int helper(void) { return 0; }\n' }, 'sparse -Wall a.c', ['static|declare|header|extern']),

  // ---- hlint
  c('hlint', 'hlint', 'redundant-bracket', { 'A.hs': 'main = print (1)\n' }, 'hlint A.hs', ['bracket|redundant|remove|paren']),
  c('hlint', 'hlint', 'use-map', { 'A.hs': 'f xs = concat (map show xs)\n' }, 'hlint A.hs', ['concatMap|use|suggest']),
  c('hlint', 'hlint', 'parse-error', { 'A.hs': 'main = do\n  let x =\n' }, 'hlint A.hs', ['parse|syntax|indent|layout|input']),
  c('hlint', 'hlint', 'no-file', {}, 'hlint Nope.hs', NOFILE),

  // ---- proselint
  c('proselint', 'proselint', 'very-unique', { 'a.md': 'This is a very unique idea.\n' }, 'proselint a.md', ['unique|comparative|absolute|very|remove']),
  c('proselint', 'proselint', 'cliche', { 'a.md': 'At the end of the day, it is what it is.\n' }, 'proselint a.md', ['clich|phrase|replace|avoid']),
  c('proselint', 'proselint', 'no-file', {}, 'proselint nope.md', NOFILE),

  // ---- doc8
  c('doc8', 'doc8', 'long-line', { 'a.rst': `Title\n=====\n\n${'word '.repeat(30)}\n` }, 'doc8 a.rst', ['line|long|79|length|wrap']),
  c('doc8', 'doc8', 'trailing-space', { 'a.rst': 'Title\n=====\n\nText   \n' }, 'doc8 a.rst', ['trailing|whitespace|space']),

  // ---- autopep8
  c('autopep8', 'autopep8', 'diff-exit', { 'a.py': 'x=1\n' }, 'autopep8 --diff --exit-code a.py', ['format|autopep8|-i|in-place|pep8|style|diff']),
  c('autopep8', 'autopep8', 'no-file', {}, 'autopep8 --diff nope.py', NOFILE),
  c('autopep8', 'autopep8', 'bad-select', { 'a.py': 'x=1\n' }, 'autopep8 --select=E9999,ZZ1 --diff --exit-code a.py', ['format|autopep8|select|code|diff']),

  // ---- pylama
  c('pylama', 'pylama', 'unused-import', { 'a.py': 'import os\n' }, 'pylama a.py', ['unused|import|remove']),
  c('pylama', 'pylama', 'undefined', { 'a.py': 'print(nam)\n' }, 'pylama a.py', ['undefined|defin|typo|name']),
  c('pylama', 'pylama', 'long-line', { 'a.py': `x = "${'a'.repeat(100)}"\n` }, 'pylama a.py', ['line|long|79|length']),

  // ---- devscripts
  c('devscripts', 'checkbashisms', 'source', { 'a.sh': '#!/bin/sh\nsource ./env.sh\n' }, 'checkbashisms a.sh', ['bash|\\.|source|POSIX|#!/bin/bash|sh']),
  c('devscripts', 'checkbashisms', 'array', { 'a.sh': '#!/bin/sh\na=(1 2)\necho ${a[0]}\n' }, 'checkbashisms a.sh', ['array|bash|POSIX|#!/bin/bash']),
  c('devscripts', 'dch', 'no-changelog', {}, 'dch -i "fix"', ['changelog|debian|directory|package|create|--create']),
  c('devscripts', 'uscan', 'no-watch', { 'debian/changelog': 'app (1.0-1) unstable; urgency=medium\n\n  * Initial.\n\n -- Dev <dev@example.com>  Mon, 01 Jan 2024 00:00:00 +0000\n' }, 'uscan --no-download', ['watch|debian/watch|file|missing']),

  // ---- Debian package builders
  c('dpkg-build', 'dpkg-buildpackage', 'no-debian', {}, 'dpkg-buildpackage -us -uc', ['debian|changelog|directory|source|package']),
  c('dpkg-build', 'dpkg-deb', 'no-control', { 'pkg/usr/bin/app': 'x\n' }, 'dpkg-deb --build pkg', ['control|DEBIAN|file|missing']),
  c('dpkg-build', 'dpkg-deb', 'bad-control', { 'pkg/DEBIAN/control': 'Package: app\nVersion: 1.0\n', 'pkg/usr/bin/app': 'x\n' }, 'dpkg-deb --build pkg', ['field|Architecture|Maintainer|Description|missing|control']),
  c('dpkg-build', 'dpkg-source', 'no-dir', {}, 'dpkg-source -b nope', NOFILE),

  // ---- dnf
  c('dnf', 'dnf', 'no-match', {}, 'mkdir r && dnf -y -q --installroot=$PWD/r --setopt=reposdir=$PWD/none --releasever=40 install nosuchpkg', ['repo|match|name|typo|package|enable|found']),
  c('dnf', 'dnf', 'bad-command', {}, 'dnf instal foo', ['command|typo|install|unknown|help']),
  c('dnf', 'dnf', 'bad-option', {}, 'dnf --nosuch install foo', OPTION),

  // ---- ccache
  c('ccache', 'ccache', 'no-compiler', { 'a.c': 'int x;\n' }, 'ccache nosuchcc -c a.c', ['compiler|found|PATH|install|exist']),
  c('ccache', 'ccache', 'bad-setting', {}, 'ccache -o nosuch_setting=1', ['setting|option|config|unknown|name|typo']),
  c('ccache', 'ccache', 'bad-size', {}, 'ccache -M lots', ['size|invalid|unit|value|G|M']),

  // ---- qmake
  c('qmake', 'qmake', 'no-project', {}, 'qmake -qt5 nope.pro', NOFILE),
  c('qmake', 'qmake', 'syntax', { 'a.pro': 'SOURCES += main.cpp\nfoo(\n' }, 'qmake -qt5 a.pro', ['parse|syntax|paren|\\)|unexpected|expected']),
  c('qmake', 'qmake', 'error-call', { 'a.pro': 'isEmpty(CUSTOM_PATH): error("CUSTOM_PATH must be set")\n' }, 'qmake -qt5 a.pro', ['CUSTOM_PATH|set|variable|define']),

  // ---- jar and javadoc
  c('jar', 'jar', 'no-archive', {}, 'jar tf nope.jar', NOFILE),
  c('jar', 'jar', 'not-zip', { 'a.jar': 'not a zip\n' }, 'jar tf a.jar', ['zip|corrupt|archive|jar|valid|format']),
  c('jar', 'java', 'no-main-manifest', { 'A.java': 'public class A { public static void main(String[] a) {} }\n' }, 'javac A.java && jar cf a.jar A.class && java -jar a.jar', ['Main-Class|manifest|main|-e|entry']),
  c('javadoc', 'javadoc', 'bad-param', { 'A.java': '/** A. */\npublic class A {\n    /**\n     * F.\n     * @param y the value\n     * @return it\n     */\n    public int f(int x) { return x; }\n}\n' }, 'javadoc -Xdoclint:all -d out A.java', ['param|parameter|name|@param|typo']),
  c('javadoc', 'javadoc', 'no-source', {}, 'javadoc -d out Nope.java', NOFILE),
  c('javadoc', 'javadoc', 'bad-html', { 'A.java': '/** A <b>bold. */\npublic class A {}\n' }, 'javadoc -d out A.java', ['tag|html|<b>|close|end|unclosed']),

  // ---- Invoke
  c('invoke', 'invoke', 'no-tasks', {}, 'invoke build', ['tasks\\.py|collection|file|found|directory']),
  c('invoke', 'invoke', 'no-task', { 'tasks.py': 'from invoke import task\n\n@task\ndef build(c):\n    c.run("true")\n' }, 'invoke biuld', ['task|name|typo|--list|-l|exist']),
  c('invoke', 'invoke', 'command-fails', { 'tasks.py': 'from invoke import task\n\n@task\ndef test(c):\n    c.run("false")\n' }, 'invoke test', ['command|exit|fail|status|warn']),
  c('invoke', 'invoke', 'no-context', { 'tasks.py': 'from invoke import task\n\n@task\ndef build():\n    pass\n' }, 'invoke build', ['context|argument|parameter|first|c']),

  // ---- nox
  c('nox', 'nox', 'no-noxfile', {}, 'nox', ['noxfile|file|found|-f|directory']),
  c('nox', 'nox', 'no-session', { 'noxfile.py': 'import nox\n\n@nox.session(python=False)\ndef lint(session):\n    session.run("true")\n' }, 'nox -s tests', ['session|name|typo|--list|-l|exist']),
  c('nox', 'nox', 'session-fails', { 'noxfile.py': 'import nox\n\n@nox.session(python=False)\ndef tests(session):\n    session.run("false")\n' }, 'nox -s tests', ['command|fail|exit|status|session']),
  c('nox', 'nox', 'external', { 'noxfile.py': 'import nox\n\n@nox.session\ndef tests(session):\n    session.run("ls")\n' }, 'nox -s tests', ['external|virtualenv|allow|install|environment|external=True']),

  // ---- Pipenv
  c('pipenv', 'pipenv', 'bad-pipfile', { 'Pipfile': '[packages]\nrequests = \n' }, 'PIPENV_VENV_IN_PROJECT=1 pipenv --bare install', ['Pipfile|TOML|toml|syntax|parse|value']),
  c('pipenv', 'pipenv', 'no-command', { 'Pipfile': '[packages]\n' }, 'PIPENV_VENV_IN_PROJECT=1 pipenv run nosuchcmd', ['command|found|install|PATH|exist']),
  c('pipenv', 'pipenv', 'no-python', { 'Pipfile': '[packages]\n\n[requires]\npython_version = "2.6"\n' }, 'PIPENV_VENV_IN_PROJECT=1 pipenv --bare install', ['python|version|install|found|pyenv|asdf|interpreter']),
  c('pipenv', 'pipenv', 'bad-option', {}, 'pipenv --nosuch', OPTION),

  // ---- busted
  c('busted', 'busted', 'failing', { 'spec/a_spec.lua': 'describe("add", function()\n  it("adds", function()\n    assert.are.equal(3, 1 + 1)\n  end)\nend)\n' }, 'busted', ['expected|equal|assert|fail|value']),
  c('busted', 'busted', 'syntax', { 'spec/a_spec.lua': 'describe("x", function()\n  it("y", function()\n  end\nend)\n' }, 'busted', ['syntax|expected|end|\\)|close']),
  c('busted', 'busted', 'no-module', { 'spec/a_spec.lua': 'local m = require("mylib")\ndescribe("m", function() it("x", function() end) end)\n' }, 'busted', ['module|require|path|package\\.path|found|install|lpath']),
  c('busted', 'busted', 'nil-call', { 'spec/a_spec.lua': 'describe("m", function() it("x", function() local t = {} t.run() end) end)\n' }, 'busted', ['nil|defin|field|function|typo']),

  // ---- nose2
  c('nose2', 'nose2', 'failing', { 'test_a.py': 'import unittest\n\nclass T(unittest.TestCase):\n    def test_x(self):\n        self.assertEqual(1 + 1, 3)\n' }, `${PY} -m nose2`, ['assert|expected|equal|fail|3']),
  c('nose2', 'nose2', 'import-error', { 'test_a.py': 'import nosuchlib\n' }, `${PY} -m nose2`, ['module|install|import|pip|name']),
  c('nose2', 'nose2', 'no-test', {}, `${PY} -m nose2 test_nope`, ['module|test|name|exist|found|import']),

  // ---- GoogleTest
  c('gtest', 'g++', 'failing', { 't.cc': '#include <gtest/gtest.h>\nTEST(Add, Adds) { EXPECT_EQ(3, 1 + 1); }\n' }, 'g++ t.cc -o t -lgtest -lgtest_main -pthread && ./t', ['expected|equal|value|fail|which is']),
  c('gtest', 'g++', 'no-main', { 't.cc': '#include <gtest/gtest.h>\nTEST(Add, Adds) { EXPECT_EQ(2, 1 + 1); }\n' }, 'g++ t.cc -o t -lgtest -pthread', ['main|gtest_main|-lgtest_main|link|undefined']),
  c('gtest', 'g++', 'no-lib', { 't.cc': '#include <gtest/gtest.h>\nTEST(Add, Adds) { EXPECT_EQ(2, 1 + 1); }\n' }, 'g++ t.cc -o t', ['link|-lgtest|library|undefined|gtest']),
  c('gtest', 'g++', 'filter-none', { 't.cc': '#include <gtest/gtest.h>\nTEST(Add, Adds) { ASSERT_TRUE(false) << "setup failed"; }\n' }, 'g++ t.cc -o t -lgtest -lgtest_main -pthread && ./t', ['false|true|expected|fail|setup']),

  // ---- Catch2
  c('catch2', 'g++', 'failing', { 't.cc': '#define CATCH_CONFIG_MAIN\n#include <catch2/catch.hpp>\nTEST_CASE("adds") { REQUIRE(1 + 1 == 3); }\n' }, 'g++ t.cc -o t && ./t', ['REQUIRE|expected|fail|==|expansion']),
  c('catch2', 'g++', 'no-main', { 't.cc': '#include <catch2/catch.hpp>\nTEST_CASE("adds") { REQUIRE(1 + 1 == 2); }\n' }, 'g++ t.cc -o t', ['main|CATCH_CONFIG_MAIN|link|undefined']),
  c('catch2', 'g++', 'bad-tag', { 't.cc': '#define CATCH_CONFIG_MAIN\n#include <catch2/catch.hpp>\nTEST_CASE("adds", "[math]") { REQUIRE(1 + 1 == 2); }\n' }, 'g++ t.cc -o t && ./t "[nosuch]"', ['match|test|tag|filter|name|No test']),

  // ---- jsonnet
  c('jsonnet', 'jsonnet', 'syntax', { 'a.jsonnet': '{ a: 1, b: }\n' }, 'jsonnet a.jsonnet', SYNTAX),
  c('jsonnet', 'jsonnet', 'unknown-variable', { 'a.jsonnet': 'local x = 1;\n{ a: y }\n' }, 'jsonnet a.jsonnet', ['variable|defin|typo|unknown|name']),
  c('jsonnet', 'jsonnet', 'error-call', { 'a.jsonnet': "local need(x) = if x == null then error 'region is required' else x;\n{ region: need(null) }\n" }, 'jsonnet a.jsonnet', ['region|required|set|value']),
  c('jsonnet', 'jsonnet', 'missing-import', { 'a.jsonnet': "local lib = import 'lib.libsonnet';\nlib\n" }, 'jsonnet a.jsonnet', ['import|path|exist|-J|found|file']),
  c('jsonnet', 'jsonnet', 'field-missing', { 'a.jsonnet': 'local o = { a: 1 };\no.b\n' }, 'jsonnet a.jsonnet', ['field|exist|defin|typo|name']),

  // ---- Augeas
  c('augeas', 'augtool', 'hosts-parse', { 'root/etc/hosts': '127.0.0.1\n' }, "augtool -r root 'print /augeas//error'", ['parse|lens|syntax|line|format|entry|hosts']),
  c('augeas', 'augtool', 'bad-path-set', { 'root/etc/hosts': '127.0.0.1 localhost\n' }, "augtool -r root 'set /files/etc/hosts/1/nosuch x' 'save'", ['lens|path|node|save|valid|tree|field']),
  c('augeas', 'augparse', 'bad-lens', { 'a.aug': 'module A =\n  let x = \n' }, 'augparse a.aug', SYNTAX),

  // ---- cloud-init
  c('cloud-init', 'cloud-init', 'bad-key', { 'u.yaml': '#cloud-config\npackages: yes\n' }, 'cloud-init schema --config-file u.yaml', ['packages|array|list|type|schema|valid']),
  c('cloud-init', 'cloud-init', 'bad-yaml', { 'u.yaml': '#cloud-config\nruncmd:\n  - [ls\n' }, 'cloud-init schema --config-file u.yaml', ['YAML|yaml|syntax|parse|bracket|line']),
  c('cloud-init', 'cloud-init', 'no-header', { 'u.yaml': 'packages: [git]\n' }, 'cloud-init schema --config-file u.yaml', ['#cloud-config|header|first line|start']),

  // ---- ProFTPD
  c('proftpd', 'proftpd', 'unknown-directive', { 'p.conf': 'ServerName "x"\nNoSuchDirective on\n' }, 'proftpd -t -c $PWD/p.conf', ['directive|unknown|module|typo|LoadModule']),
  c('proftpd', 'proftpd', 'no-config', {}, 'proftpd -t -c $PWD/nope.conf', NOFILE),
  c('proftpd', 'proftpd', 'bad-port', { 'p.conf': 'Port notaport\n' }, 'proftpd -t -c $PWD/p.conf', ['port|number|invalid|value']),

  // ---- Knot DNS
  c('knot', 'knotc', 'bad-conf', { 'k.conf': 'server:\n    listen: 127.0.0.1@53\nzone:\n  - domain: example.com\n    nosuch: 1\n' }, 'knotc -c k.conf conf-check', ['item|invalid|unknown|option|typo|line']),
  c('knot', 'knotc', 'no-conf', {}, 'knotc -c nope.conf conf-check', NOFILE),
  c('knot', 'kzonecheck', 'bad-zone', { 'z.zone': '$ORIGIN example.com.\n@ 3600 IN SOA ns hostmaster 1 3600 600 86400 300\n@ IN A 999.1.1.1\n' }, 'kzonecheck -o example.com z.zone', ['address|invalid|A|NS|record|zone']),

  // ---- radvd
  c('radvd', 'radvd', 'syntax', { 'r.conf': 'interface eth0 {\n  AdvSendAdvert on\n};\n' }, 'radvd -c -C r.conf', ['syntax|;|expected|line|semicolon']),
  c('radvd', 'radvd', 'no-conf', {}, 'radvd -c -C nope.conf', NOFILE),
  c('radvd', 'radvd', 'bad-prefix', { 'r.conf': 'interface eth0 {\n  AdvSendAdvert on;\n  prefix 2001:db8::/200 {};\n};\n' }, 'radvd -c -C r.conf', ['prefix|length|invalid|128|syntax']),

  // ---- ISC dhcpd
  c('dhcpd', 'dhcpd', 'syntax', { 'd.conf': 'subnet 10.0.0.0 netmask 255.255.255.0 {\n  range 10.0.0.10 10.0.0.20\n}\n' }, 'dhcpd -t -cf d.conf', ['semicolon|;|expected|syntax|line']),
  c('dhcpd', 'dhcpd', 'no-conf', {}, 'dhcpd -t -cf nope.conf', NOFILE),
  c('dhcpd', 'dhcpd', 'bad-netmask', { 'd.conf': 'subnet 10.0.0.0 netmask 255.255.255.0 {\n  range 10.0.1.10 10.0.1.20;\n}\n' }, 'dhcpd -t -cf d.conf', ['range|subnet|netmask|address|network']),

  // ---- slapd
  c('slapd', 'slaptest', 'unknown-directive', { 's.conf': 'nosuchdirective on\n' }, 'slaptest -f s.conf -u', ['directive|unknown|keyword|typo|line']),
  c('slapd', 'slaptest', 'no-conf', {}, 'slaptest -f nope.conf -u', NOFILE),
  c('slapd', 'slaptest', 'unknown-backend', { 's.conf': 'database nosuchdb\nsuffix "dc=example,dc=com"\n' }, 'slaptest -f s.conf -u', ['backend|database|module|moduleload|type|unknown']),

  // ---- virsh (libvirt's test driver, no daemon)
  c('virsh', 'virsh', 'no-domain', {}, 'virsh -c test:///default start nosuch', ['domain|name|exist|list|found|typo']),
  c('virsh', 'virsh', 'bad-xml', { 'd.xml': '<domain type="test"><name>x</name>\n' }, 'virsh -c test:///default define d.xml', ['XML|xml|parse|tag|close|malformed']),
  c('virsh', 'virsh', 'no-daemon', {}, 'virsh -c qemu:///system list', ['libvirtd|daemon|running|socket|start|connect|service']),
  c('virsh', 'virsh', 'already-running', {}, 'virsh -c test:///default start test', ['already|running|active']),

  // ---- Buildah
  c('buildah', 'buildah', 'bad-instruction', { 'Containerfile': 'FROM scratch\nRUNN echo hi\n' }, 'buildah --storage-driver vfs bud -f Containerfile .', ['instruction|unknown|RUN|typo|command']),
  c('buildah', 'buildah', 'no-containerfile', {}, 'buildah --storage-driver vfs bud .', ['Containerfile|Dockerfile|file|-f|found|exist']),
  c('buildah', 'buildah', 'no-container', {}, 'buildah --storage-driver vfs rm nosuch', ['container|exist|name|found']),
  c('buildah', 'buildah', 'copy-missing', { 'Containerfile': 'FROM scratch\nCOPY app.bin /app\n' }, 'buildah --storage-driver vfs bud -f Containerfile .', ['context|exist|file|path|COPY|found|\\.dockerignore']),

  // ---- crun
  c('crun', 'crun', 'no-config', {}, 'crun run x', ['config\\.json|spec|bundle|file|exist']),
  c('crun', 'crun', 'no-container', {}, 'crun delete nosuch', ['container|exist|found|name']),
  c('crun', 'crun', 'bad-config', { 'config.json': '{ "ociVersion": "1.0.0", \n' }, 'crun run x', ['JSON|json|parse|config|syntax']),

  // ---- umoci
  c('umoci', 'umoci', 'no-image', {}, 'umoci unpack --image nope:latest bundle', ['image|layout|exist|path|found|directory']),
  c('umoci', 'umoci', 'no-tag', {}, 'umoci init --layout img && umoci unpack --image img:nosuch bundle', ['tag|reference|exist|found|name']),

  // ---- Sqitch (against the throwaway PostgreSQL)
  c('sqitch', 'sqitch', 'no-plan', {}, `sqitch deploy db:pg://postgres@127.0.0.1:$PGPORT/postgres`, ['plan|sqitch\\.plan|init|project|file'], { needs: 'postgres' }),
  c('sqitch', 'sqitch', 'no-engine', {}, 'sqitch init app && sqitch add users -n users', ['engine|--engine|init|target|pg']),
  c('sqitch', 'sqitch', 'deploy-fails', {}, `sqitch init app --engine pg && sqitch add broken -n broken && echo 'CREATE TABLE (;' > deploy/broken.sql && sqitch deploy db:pg://postgres@127.0.0.1:$PGPORT/postgres`, ['syntax|SQL|deploy|script|error|revert'], { needs: 'postgres' }),
  c('sqitch', 'sqitch', 'bad-command', {}, 'sqitch deplyo', ['command|typo|unknown|help']),

  // ---- Python: Typer, OpenCV, gRPC, Lark
  py('typer', 'missing-argument', 'import typer\n\ndef main(name: str):\n    print(name)\n\ntyper.run(main)\n', ['argument|NAME|missing|required|pass']),
  py('typer', 'bad-int', 'import typer, sys\n\ndef main(count: int):\n    print(count)\n\nsys.argv = ["app", "three"]\ntyper.run(main)\n', ['integer|int|valid|number|value']),
  py('typer', 'no-option', 'import typer, sys\n\ndef main(verbose: bool = False):\n    print(verbose)\n\nsys.argv = ["app", "--verbse"]\ntyper.run(main)\n', OPTION),
  py('opencv', 'empty-image', 'import cv2\nimg = cv2.imread("nope.png")\ngray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)\n', ['empty|None|path|file|imread|read|exist']),
  py('opencv', 'bad-resize', 'import cv2, numpy as np\nimg = np.zeros((10, 10, 3), np.uint8)\ncv2.resize(img, (0, 0))\n', ['size|dsize|fx|fy|zero|scale']),
  py('opencv', 'wrong-type', 'import cv2\ncv2.GaussianBlur("img.png", (5, 5), 0)\n', ['numpy|array|imread|type|Mat']),
  py('opencv', 'even-kernel', 'import cv2, numpy as np\nimg = np.zeros((10, 10), np.uint8)\ncv2.GaussianBlur(img, (4, 4), 0)\n', ['odd|kernel|ksize|size']),
  py('grpc', 'unavailable', 'import grpc\nch = grpc.insecure_channel("127.0.0.1:9")\ncall = ch.unary_unary("/pkg.Svc/Get")\ncall(b"", timeout=2)\n', ['UNAVAILABLE|server|running|connect|port|address|refused']),
  py('grpc', 'not-ready', 'import grpc\nch = grpc.insecure_channel("127.0.0.1:9")\ngrpc.channel_ready_future(ch).result(timeout=1)\n', ['timeout|server|running|connect|port|ready|reach']),
  py('grpc', 'unimplemented', 'import grpc\nfrom concurrent import futures\nserver = grpc.server(futures.ThreadPoolExecutor(1))\nport = server.add_insecure_port("127.0.0.1:0")\nserver.start()\nch = grpc.insecure_channel(f"127.0.0.1:{port}")\nch.unary_unary("/pkg.Svc/Nope")(b"", timeout=2)\n', ['UNIMPLEMENTED|method|service|register|name|implement']),
  py('lark', 'unexpected-char', 'from lark import Lark\np = Lark(r"""start: NUMBER ("+" NUMBER)*\n%import common.NUMBER\n%ignore " "\n""")\np.parse("1 + x")\n', ['unexpected|character|grammar|input|token|expected']),
  py('lark', 'bad-grammar', 'from lark import Lark\nLark("start: foo\\n")\n', ['rule|defin|undefined|grammar|foo']),
  py('lark', 'unexpected-eof', 'from lark import Lark\np = Lark(r"""start: "(" NUMBER ")"\n%import common.NUMBER\n""")\np.parse("(1")\n', ['end|input|EOF|expected|\\)|unexpected']),

  // ---- tape
  nodeBin('tape', 'tape', 'failing', { 't.js': "const test = require('tape');\ntest('adds', (t) => { t.equal(1 + 1, 3); t.end(); });\n" }, 'tape t.js', ['expected|equal|actual|fail|not ok']),
  nodeBin('tape', 'tape', 'no-end', { 't.js': "const test = require('tape');\ntest('adds', (t) => { t.equal(1 + 1, 2); });\n" }, 'tape t.js', ['end|plan|t\\.end|called|finish']),
  nodeBin('tape', 'tape', 'plan', { 't.js': "const test = require('tape');\ntest('adds', (t) => { t.plan(2); t.equal(1 + 1, 2); });\n" }, 'tape t.js', ['plan|assert|count|expected|2']),

  // ---- Jasmine
  nodeBin('jasmine', 'jasmine', 'failing', { 'spec/a.spec.js': "describe('add', () => { it('adds', () => { expect(1 + 1).toBe(3); }); });\n" }, 'jasmine spec/a.spec.js', ['expected|toBe|fail|3']),
  nodeBin('jasmine', 'jasmine', 'no-specs', {}, 'jasmine', ['spec|found|config|jasmine\\.json|init|spec_files']),
  nodeBin('jasmine', 'jasmine', 'no-expectations', { 'spec/a.spec.js': "describe('x', () => { it('has none', () => {}); });\n", 'spec/support/jasmine.json': '{ "spec_dir": "spec", "spec_files": ["**/*.spec.js"], "failSpecWithNoExpectations": true }\n' }, 'jasmine', ['expectation|expect|assert']),

  // ---- uvu
  nodeBin('uvu', 'uvu', 'failing', { 'tests/a.js': "const { test } = require('uvu');\nconst assert = require('uvu/assert');\ntest('adds', () => { assert.is(1 + 1, 3); });\ntest.run();\n" }, 'uvu tests', ['expected|equal|assert|fail|3']),
  nodeBin('uvu', 'uvu', 'no-dir', {}, 'uvu nope', NOFILE),

  // ---- Cucumber
  nodeBin('cucumber', 'cucumber-js', 'undefined-step', { 'features/a.feature': 'Feature: Add\n  Scenario: adds\n    Given a calculator\n' }, 'cucumber-js', ['undefined|step|definition|implement|snippet']),
  nodeBin('cucumber', 'cucumber-js', 'failing-step', { 'features/a.feature': 'Feature: Add\n  Scenario: adds\n    Then 1 plus 1 is 3\n', 'features/steps.js': "const { Then } = require('@cucumber/cucumber');\nconst assert = require('assert');\nThen('1 plus 1 is 3', () => assert.strictEqual(1 + 1, 3));\n" }, 'cucumber-js', ['expected|equal|assert|fail|3']),
  nodeBin('cucumber', 'cucumber-js', 'gherkin', { 'features/a.feature': 'Feature: Add\n  Scenaro: adds\n    Given x\n' }, 'cucumber-js', ['Scenario|keyword|parse|gherkin|expected|typo']),
  nodeBin('cucumber', 'cucumber-js', 'ambiguous', { 'features/a.feature': 'Feature: A\n  Scenario: s\n    Given a thing\n', 'features/steps.js': "const { Given } = require('@cucumber/cucumber');\nGiven('a thing', () => {});\nGiven(/a (.*)/, () => {});\n" }, 'cucumber-js', ['ambiguous|match|multiple|step|definition']),

  // ---- tsd
  nodeBin('tsd', 'tsd', 'type-assertion', { 'package.json': '{ "name": "lib", "types": "index.d.ts" }\n', 'index.d.ts': 'export declare function f(): string;\n', 'index.test-d.ts': "import { expectType } from 'tsd';\nimport { f } from '.';\nexpectType<number>(f());\n" }, 'tsd', ['type|string|number|assign|expect']),
  nodeBin('tsd', 'tsd', 'no-types', { 'package.json': '{ "name": "lib" }\n' }, 'tsd', ['types|index\\.d\\.ts|typings|declaration|file|found']),

  // ---- ncc
  nodeBin('ncc', 'ncc', 'missing-module', { 'index.js': "require('nosuch-module');\n" }, 'ncc build index.js -o dist', ['install|module|resolve|found|name']),
  nodeBin('ncc', 'ncc', 'no-entry', {}, 'ncc build nope.js -o dist', NOFILE),
  nodeBin('ncc', 'ncc', 'syntax', { 'index.js': 'const x = ;\n' }, 'ncc build index.js -o dist', ['syntax|unexpected|token|parse']),

  // ---- Changesets
  nodeBin('changesets', 'changeset', 'not-init', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' }, 'changeset status', ['\\.changeset|init|config|folder|directory']),
  nodeBin('changesets', 'changeset', 'no-git', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n', '.changeset/config.json': '{ "baseBranch": "main" }\n' }, 'changeset status', ['git|repository|branch|base|init']),

  // ---- Eleventy
  nodeBin('eleventy', 'eleventy', 'template-error', { 'index.njk': '{{ foo( }}\n' }, 'eleventy --quiet', ['template|syntax|parse|expected|njk|nunjucks']),
  nodeBin('eleventy', 'eleventy', 'bad-front-matter', { 'index.md': '---\ntitle: [a\n---\nHi\n' }, 'eleventy --quiet', ['front matter|YAML|yaml|parse|bracket']),
  nodeBin('eleventy', 'eleventy', 'missing-layout', { 'index.md': '---\nlayout: base.njk\n---\nHi\n' }, 'eleventy --quiet', ['layout|_includes|exist|found|path']),

  // ---- Spectral
  nodeBin('spectral', 'spectral', 'no-ruleset', { 'api.yaml': 'openapi: 3.0.0\n' }, 'spectral lint api.yaml', ['ruleset|\\.spectral|config|extends|create']),
  nodeBin('spectral', 'spectral', 'oas-errors', { '.spectral.yaml': 'extends: ["spectral:oas"]\n', 'api.yaml': "openapi: 3.0.0\ninfo:\n  title: a\n  version: '1'\npaths:\n  /a:\n    get:\n      responses: {}\n" }, 'spectral lint api.yaml', ['description|operationId|response|contact|tag|info']),
  nodeBin('spectral', 'spectral', 'no-file', { '.spectral.yaml': 'extends: ["spectral:oas"]\n' }, 'spectral lint nope.yaml', NOFILE),

  // ---- Redocly
  nodeBin('redocly', 'redocly', 'missing-responses', { 'api.yaml': "openapi: 3.0.0\ninfo:\n  title: a\n  version: '1'\npaths:\n  /a:\n    get: {}\n" }, 'redocly lint --skip-rule=no-empty-servers --skip-rule=info-license api.yaml', ['responses|required|operation|missing|property']),
  nodeBin('redocly', 'redocly', 'bad-ref', { 'api.yaml': "openapi: 3.0.0\ninfo:\n  title: a\n  version: '1'\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          $ref: '#/components/responses/Nope'\n" }, 'redocly lint api.yaml', ['\\$ref|ref|resolve|exist|defin|typo|component']),
  nodeBin('redocly', 'redocly', 'no-file', {}, 'redocly lint nope.yaml', NOFILE),

  // ---- node-pg-migrate (against the throwaway PostgreSQL)
  nodeBin('node-pg-migrate', 'node-pg-migrate', 'no-url', {}, 'node-pg-migrate up', ['DATABASE_URL|database|url|connection|env|config']),
  { ...nodeBin('node-pg-migrate', 'node-pg-migrate', 'bad-sql', { 'migrations/1_init.js': "exports.up = (pgm) => { pgm.sql('CREATE TABL t (a int)'); };\n" }, `DATABASE_URL=${PGURL} node-pg-migrate up`, ['syntax|SQL|TABLE|migration|typo']), needs: 'postgres' },
  { ...nodeBin('node-pg-migrate', 'node-pg-migrate', 'wrong-db', {}, `DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/nosuchdb node-pg-migrate up`, ['database|exist|create|name|typo']), needs: 'postgres' },

  // ---- sequelize-cli
  nodeBin('sequelize-cli', 'sequelize', 'no-config', {}, 'sequelize db:migrate', ['config|config\\.json|init|file|found']),
  { ...nodeBin('sequelize-cli', 'sequelize', 'bad-password', { 'config/config.json': '{ "development": { "username": "nobody", "password": "x", "database": "postgres", "host": "127.0.0.1", "port": PORT, "dialect": "postgres" } }\n', 'migrations/.keep': '' }, 'sed -i "s/PORT/$PGPORT/" config/config.json && sequelize db:migrate', ['role|user|exist|password|auth|credential|config']), needs: 'postgres' },
  nodeBin('sequelize-cli', 'sequelize', 'bad-command', {}, 'sequelize db:migrat', ['command|typo|unknown|help']),

  // ---- xo
  nodeBin('xo', 'xo', 'unused', { 'package.json': '{ "name": "app", "type": "module" }\n', 'a.js': 'const x = 1;\n' }, 'xo a.js', ['unused|remove|no-unused-vars']),
  nodeBin('xo', 'xo', 'semicolon', { 'package.json': '{ "name": "app", "type": "module" }\n', 'a.js': 'export const x = 1\n' }, 'xo a.js', ['semicolon|semi|--fix']),
  nodeBin('xo', 'xo', 'indent', { 'package.json': '{ "name": "app", "type": "module" }\n', 'a.js': 'export function f() {\n  return 1;\n}\n' }, 'xo a.js', ['indent|tab|--fix|space']),

  // ---- jscpd
  nodeBin('jscpd', 'jscpd', 'duplicates', { 'src/a.js': `${Array.from({ length: 12 }, (_, i) => `export function f${i}(a, b) { const s = a + b * ${i}; return s * s - a; }`).join('\n')}\n`, 'src/b.js': `${Array.from({ length: 12 }, (_, i) => `export function g${i}(a, b) { const s = a + b * ${i}; return s * s - a; }`).join('\n')}\n` }, 'jscpd --threshold 0 --min-lines 3 --min-tokens 20 src', ['duplicat|clone|threshold|copy|refactor|extract']),
  nodeBin('jscpd', 'jscpd', 'no-path', {}, 'jscpd nope', NOFILE),

  // ---- lockfile-lint
  nodeBin('lockfile-lint', 'lockfile-lint', 'bad-host', { 'package-lock.json': '{ "name": "a", "lockfileVersion": 3, "packages": { "": {}, "node_modules/x": { "version": "1.0.0", "resolved": "https://evil.example.com/x/-/x-1.0.0.tgz" } } }\n' }, 'lockfile-lint --path package-lock.json --allowed-hosts npm --validate-https', ['host|registry|allowed|resolved|npm']),
  nodeBin('lockfile-lint', 'lockfile-lint', 'http', { 'package-lock.json': '{ "name": "a", "lockfileVersion": 3, "packages": { "": {}, "node_modules/x": { "version": "1.0.0", "resolved": "http://registry.npmjs.org/x/-/x-1.0.0.tgz" } } }\n' }, 'lockfile-lint --path package-lock.json --validate-https', ['https|protocol|secure|http']),
  nodeBin('lockfile-lint', 'lockfile-lint', 'no-lockfile', {}, 'lockfile-lint --path package-lock.json --validate-https', NOFILE),

  // ---- npm-package-json-lint
  nodeBin('npmpkgjsonlint', 'npmPkgJsonLint', 'missing-fields', { 'package.json': '{ "name": "App" }\n', '.npmpackagejsonlintrc.json': '{ "rules": { "require-version": "error", "name-format": "error" } }\n' }, 'npmPkgJsonLint .', ['version|name|lowercase|required|missing|format']),
  nodeBin('npmpkgjsonlint', 'npmPkgJsonLint', 'no-config', { 'package.json': '{ "name": "app" }\n' }, 'npmPkgJsonLint .', ['config|rules|\\.npmpackagejsonlintrc|file|found']),

  // ---- publint
  nodeBin('publint', 'publint', 'missing-main', { 'package.json': '{ "name": "lib", "version": "1.0.0", "main": "dist/index.js" }\n' }, 'publint --strict', ['exist|file|main|build|path|found|publish']),
  nodeBin('publint', 'publint', 'exports-missing', { 'package.json': '{ "name": "lib", "version": "1.0.0", "exports": { ".": "./dist/index.mjs" } }\n' }, 'publint --strict', ['exist|file|exports|build|path|found']),
  nodeBin('publint', 'publint', 'no-package', {}, 'publint', ['package\\.json|exist|directory|found']),

  // ---- sort-package-json
  nodeBin('sort-package-json', 'sort-package-json', 'unsorted', { 'package.json': '{ "version": "1.0.0", "name": "app" }\n' }, 'sort-package-json --check', ['sort|order|sort-package-json|format']),
  nodeBin('sort-package-json', 'sort-package-json', 'bad-json', { 'package.json': '{ "name": "app", }\n' }, 'sort-package-json --check', ['JSON|json|parse|comma|syntax']),

  // ---- syncpack
  nodeBin('syncpack', 'syncpack', 'mismatch', { 'package.json': '{ "name": "root", "private": true, "workspaces": ["packages/*"] }\n', 'packages/a/package.json': '{ "name": "a", "dependencies": { "lodash": "4.17.20" } }\n', 'packages/b/package.json': '{ "name": "b", "dependencies": { "lodash": "4.17.21" } }\n' }, 'syncpack lint', ['version|mismatch|same|fix-mismatches|align|differ']),

  // ---- license-checker
  { ...nodeBin('license-checker', 'license-checker', 'fail-on', { 'package.json': '{ "name": "app", "version": "1.0.0", "license": "MIT", "dependencies": { "tape": "*" } }\n' }, 'license-checker --failOn MIT --summary', ['license|MIT|allowed|fail|--failOn']) },
  nodeBin('license-checker', 'license-checker', 'no-package', {}, 'license-checker --start nope', ['package\\.json|directory|exist|path|found|install']),

  // ---- vue-tsc
  nodeBin('vue-tsc', 'vue-tsc', 'type-error', { 'tsconfig.json': '{ "compilerOptions": { "strict": true, "noEmit": true, "module": "esnext", "moduleResolution": "bundler" }, "include": ["src/**/*.vue", "src/**/*.ts"] }\n', 'src/App.vue': '<script setup lang="ts">\nconst n: number = "x";\n</script>\n<template><p>{{ n }}</p></template>\n' }, 'vue-tsc --noEmit', ['type|string|number|assign']),
  nodeBin('vue-tsc', 'vue-tsc', 'template-prop', { 'tsconfig.json': '{ "compilerOptions": { "strict": true, "noEmit": true, "module": "esnext", "moduleResolution": "bundler" }, "include": ["src/**/*.vue"] }\n', 'src/App.vue': '<script setup lang="ts">\nconst user = { name: "a" };\n</script>\n<template><p>{{ user.nmae }}</p></template>\n' }, 'vue-tsc --noEmit', ['property|exist|typo|name|nmae']),
  nodeBin('vue-tsc', 'vue-tsc', 'no-tsconfig', {}, 'vue-tsc --noEmit -p nope.json', ['tsconfig|exist|file|path|found|-p']),

  // ---- svelte-check
  nodeBin('svelte-check', 'svelte-check', 'type-error', { 'tsconfig.json': '{ "compilerOptions": { "strict": true, "moduleResolution": "bundler", "module": "esnext", "target": "esnext" } }\n', 'src/App.svelte': '<script lang="ts">\n  let n: number = "x";\n</script>\n<p>{n}</p>\n' }, 'svelte-check --output human', ['type|string|number|assign']),
  nodeBin('svelte-check', 'svelte-check', 'a11y', { 'src/App.svelte': '<img src="a.png">\n' }, 'svelte-check --output human --fail-on-warnings', ['alt|a11y|accessib|image|attribute']),
  nodeBin('svelte-check', 'svelte-check', 'undeclared', { 'src/App.svelte': '<script>\n  let count = 0;\n</script>\n<p>{cuont}</p>\n' }, 'svelte-check --output human', ['defin|declare|typo|name|cuont|find']),

  // ---- type-coverage
  nodeBin('type-coverage', 'type-coverage', 'below', { 'tsconfig.json': '{ "compilerOptions": { "strict": false }, "include": ["a.ts"] }\n', 'a.ts': 'export function f(x) { return x; }\n' }, 'type-coverage --at-least 100', ['any|type|coverage|annotat|at-least']),
  nodeBin('type-coverage', 'type-coverage', 'no-tsconfig', {}, 'type-coverage -p nope.json --at-least 90', ['tsconfig|exist|file|path|found|-p']),

  // ---- ts-prune
  nodeBin('ts-prune', 'ts-prune', 'unused-export', { 'tsconfig.json': '{ "compilerOptions": { "strict": true }, "include": ["src"] }\n', 'src/index.ts': "import { a } from './lib';\nconsole.log(a);\n", 'src/lib.ts': 'export const a = 1;\nexport const unusedThing = 2;\n' }, 'ts-prune --error', ['unused|export|remove|used']),
  nodeBin('ts-prune', 'ts-prune', 'no-tsconfig', {}, 'ts-prune -p nope.json', ['tsconfig|exist|file|path|found|-p']),
];

/** Names shared by two tools of one family are told apart by the tool's name. */
const shared = (c) => RAW.filter((o) => o.family === c.family && o.name === c.name).length > 1;

export const CASES = RAW.map((c) => ({ ...c, name: shared(c) ? `${c.tool}-${c.name}` : c.name, expect: tight(c.expect) }));
