// The twenty-fourth error set (corpus-twenty-fourth.jsonl): written after all tuning on the
// twenty-second and twenty-third sets' dev halves, and collected and measured on both halves before
// any change made for it. Families none of the twenty-three sets has (each checked against the
// families and tools of all earlier corpora and grepped for in every earlier case file): OCaml's
// build tools (dune, ocamlfind, Menhir), Haskell's Stack, Ruby gems (Nokogiri, Sequel, Active
// Record, Thor, Faraday), Perl modules (Moose, DBI, Template Toolkit, YAML::XS), PHP libraries
// (Twig, Symfony YAML, PDO), R's testthat and lintr, LuaJIT, lua-cjson, Penlight's lapp, Mono's
// xbuild and NuGet, Erlang's Dialyzer, vera++, Coccinelle, pmccabe, remake, the terminal editors
// mg, jed, joe and nano, Pyramid, CherryPy, simplejson; and from npm Peggy, Nunjucks, MDX, JSDoc,
// Lightning CSS, quick-lint-js, the ESLint plugins unicorn, jsx-a11y, n, sonarjs, jsdoc and regexp,
// solc-js, AssemblyScript, nearley, Jison, serve, rimraf, Turborepo, nyc, secretlint,
// alex, lesshint, pug-lint, ejs-lint, dpdm, jiti, Sucrase, LiveScript, hapi's lab,
// graphql-schema-linter, copyfiles and forever. Each `expect` was written from knowledge of the
// tool, without looking at the pattern library or the troubleshooter's code, before any output was
// collected, and tightened with `tight()`. `tools: true` cases need `--tools <dir>` (README.md).

import { tight } from './cases-13.mjs';
import { c, nodeBin, py, PY, NOFILE, OPTION, SYNTAX, COMMAND, REFUSED, CLOSED } from './cases-20.mjs';

const nodeLib = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const PKG = (extra = {}) => JSON.stringify({ name: 'app', version: '1.0.0', private: true, ...extra });
const rb = (family, name, code, expect) => c(family, 'ruby', name, { 'app.rb': code }, 'ruby app.rb', expect);
const pl = (family, name, code, expect, files = {}) => c(family, 'perl', name, { 'app.pl': code, ...files }, 'perl app.pl', expect);
const php = (family, name, code, expect, files = {}) => c(family, 'php', name, { 'app.php': `<?php\n${code}`, ...files }, 'php app.php', expect);
const R = (family, name, code, expect, files = {}) => c(family, 'Rscript', name, { 'a.R': code, ...files }, 'Rscript a.R', expect);
const DUNE_PROJECT = { 'dune-project': '(lang dune 2.9)\n' };
const TWIG = "require '/usr/share/php/Twig/autoload.php';\n";
const SYML = "require '/usr/share/php/Symfony/Component/Yaml/autoload.php';\nuse Symfony\\Component\\Yaml\\Yaml;\n";
const SQLITE_USERS = 'CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)';
const ESLINT = (plugin, config, files, expect, name) => nodeBin(`eslint-${plugin}`, 'eslint', name, {
  'eslint.config.mjs': config,
  ...files,
}, `eslint ${Object.keys(files).join(' ')}`, expect);
const UNICORN = "import unicorn from 'eslint-plugin-unicorn';\nexport default [unicorn.configs.recommended ?? unicorn.configs['flat/recommended']];\n";
const A11Y = "import jsxA11y from 'eslint-plugin-jsx-a11y';\nexport default [{ files: ['**/*.jsx'], ...jsxA11y.flatConfigs.recommended, languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } }];\n";
const NPLUGIN = "import n from 'eslint-plugin-n';\nexport default [n.configs['flat/recommended-script'], { rules: { 'n/no-process-exit': 'error' } }];\n";
const SONAR = "import sonarjs from 'eslint-plugin-sonarjs';\nexport default [sonarjs.configs.recommended];\n";
const JSDOC = "import jsdoc from 'eslint-plugin-jsdoc';\nexport default [jsdoc.configs['flat/recommended-error']];\n";
const REGEXP = "import * as regexp from 'eslint-plugin-regexp';\nexport default [regexp.configs['flat/recommended']];\n";
const THOR = (body) => `require 'thor'\nclass App < Thor\n  def self.exit_on_failure? = true\n${body}end\nApp.start(ARGV)\n`;
const LAPP = "local lapp = require 'pl.lapp'\nlocal args = lapp [[\nCopies a file\n  -n,--count (number default 1) how many copies\n  <file> (string) the file to copy\n]]\nprint(args.file, args.count)\n";
const BUSY = (port) => `(timeout 20 ${PY} -m http.server ${port} >/dev/null 2>&1 &) ; sleep 1;`;
const FREE_PORT = CLOSED - 11;
const TT = (tmpl, opts = '') => `use Template;\nmy $tt = Template->new({ INCLUDE_PATH => '.' ${opts} }) or die Template->error;\n$tt->process(${tmpl}, { name => 'x' }) or die $tt->error, "\\n";\n`;
const PEGGY = (grammar) => ({ 'a.pegjs': grammar });
const MDX = (src) => ({ 'app.mjs': `import { compile } from '@mdx-js/mdx';\nconsole.log(String(await compile(${JSON.stringify(src)})));\n` });
const NUNJ = (code) => `const nunjucks = require('nunjucks');\n${code}`;
const SOL = (body) => ({ 'a.sol': `// SPDX-License-Identifier: MIT\npragma solidity >=0.8.0;\n${body}` });
const TURBO_PKG = PKG({ packageManager: 'npm@10.0.0', workspaces: [] });

const RAW = [
  // ---- dune
  c('dune', 'dune', 'unclosed-paren', { ...DUNE_PROJECT, dune: '(executable\n (name main)\n', 'main.ml': 'let () = print_endline "hi"\n' }, 'dune build', ['paren|close|unclosed|syntax|end of input|sexp']),
  c('dune', 'dune', 'unknown-field', { ...DUNE_PROJECT, dune: '(executable\n (nme main))\n', 'main.ml': 'let () = ()\n' }, 'dune build', ['field|unknown|typo|name|stanza']),
  c('dune', 'dune', 'library-not-found', { ...DUNE_PROJECT, dune: '(executable\n (name main)\n (libraries nope_lib))\n', 'main.ml': 'let () = ()\n' }, 'dune build', ['library|install|opam|found|libraries|findlib']),
  c('dune', 'dune', 'type-error', { ...DUNE_PROJECT, dune: '(executable\n (name main))\n', 'main.ml': 'let x : int = "a"\nlet () = print_int x\n' }, 'dune build', ['type|expected|int|string|mismatch']),
  c('dune', 'dune', 'unbound-module', { ...DUNE_PROJECT, dune: '(executable\n (name main))\n', 'main.ml': 'let () = Nope.run ()\n' }, 'dune build', ['module|unbound|librar|defin|typo|libraries']),
  c('dune', 'dune', 'no-project', {}, 'dune build @nope', ['alias|target|rule|exist|project|root|dune-project|found']),

  // ---- ocamlfind
  c('ocamlfind', 'ocamlfind', 'query-missing', {}, 'ocamlfind query nope_pkg', ['package|install|opam|found|OCAMLPATH']),
  c('ocamlfind', 'ocamlfind', 'compile-missing-package', { 'a.ml': 'let () = ()\n' }, 'ocamlfind ocamlopt -package nope_pkg -linkpkg a.ml -o a', ['package|install|opam|found|OCAMLPATH']),
  c('ocamlfind', 'ocamlfind', 'unknown-command', {}, 'ocamlfind nopecmd', COMMAND),

  // ---- Menhir
  c('menhir', 'menhir', 'syntax', { 'p.mly': '%token A\n%start <unit> main\n%%\nmain: A { () \n' }, 'menhir p.mly', ['syntax|grammar|expected|parse|brace|close|unterminated']),
  c('menhir', 'menhir', 'undefined-token', { 'p.mly': '%token A\n%start <unit> main\n%%\nmain: A B { () }\n' }, 'menhir p.mly', ['token|undefined|declar|%token|symbol']),
  c('menhir', 'menhir', 'conflict', { 'p.mly': '%token A PLUS EOF\n%start <unit> main\n%%\nmain: e EOF { () }\ne: A { () } | e PLUS e { () }\n' }, 'menhir p.mly', ['conflict|shift|reduce|precedence|ambigu|%left|%right']),
  c('menhir', 'menhir', 'no-file', {}, 'menhir nope.mly', NOFILE),

  // ---- Stack (Haskell)
  c('stack', 'stack', 'bad-option', {}, 'HOME=$PWD stack --nope', OPTION),
  c('stack', 'stack', 'unknown-command', {}, 'HOME=$PWD stack nopecmd', COMMAND),
  c('stack', 'stack', 'bad-stack-yaml', { 'stack.yaml': 'resolver: lts-20.0\npackages:\n - .\n  extra: [\n' }, 'HOME=$PWD stack --no-install-ghc --skip-ghc-check build', ['YAML|syntax|parse|stack\\.yaml|indent|bracket']),

  // ---- Nokogiri
  rb('ruby-nokogiri', 'strict-xml', "require 'nokogiri'\nNokogiri::XML('<a><b></a>') { |c| c.strict }\n", ['XML|syntax|parse|tag|close|malformed|well-formed|mismatch']),
  rb('ruby-nokogiri', 'css-selector', "require 'nokogiri'\nNokogiri::HTML('<p>x</p>').css('p[')\n", ['selector|CSS|syntax|parse|unexpected|bracket']),
  rb('ruby-nokogiri', 'xpath', "require 'nokogiri'\nNokogiri::XML('<a/>').xpath('//a[')\n", ['XPath|expression|syntax|predicate|invalid|bracket']),

  // ---- Sequel
  rb('ruby-sequel', 'adapter-missing', "require 'sequel'\nSequel.connect('nopedb://localhost/app')\n", ['adapter|install|gem|driver|URL|scheme|connect|nopedb']),
  rb('ruby-sequel', 'no-table', "require 'sequel'\nDB = Sequel.sqlite\nDB[:users].all\n", ['table|migrat|create|exist|schema']),
  rb('ruby-sequel', 'unique', `require 'sequel'\nDB = Sequel.sqlite\nDB.run '${SQLITE_USERS}'\nDB[:users].insert(email: 'a@b.c')\nDB[:users].insert(email: 'a@b.c')\n`, ['unique|duplicate|constraint|exist|already']),
  rb('ruby-sequel', 'not-null', `require 'sequel'\nDB = Sequel.sqlite\nDB.run '${SQLITE_USERS}'\nDB[:users].insert(email: nil)\n`, ['null|NOT NULL|value|column|required|constraint|email']),

  // ---- Active Record
  rb('ruby-activerecord', 'adapter-gem-missing', "require 'active_record'\nActiveRecord::Base.establish_connection(adapter: 'postgresql', database: 'app')\nActiveRecord::Base.connection\n", ['gem|install|pg|Gemfile|adapter|bundle']),
  rb('ruby-activerecord', 'no-table', "require 'active_record'\nActiveRecord::Base.establish_connection(adapter: 'sqlite3', database: ':memory:')\nclass User < ActiveRecord::Base; end\nUser.first\n", ['table|migrat|create|exist|schema']),
  rb('ruby-activerecord', 'record-not-found', "require 'active_record'\nActiveRecord::Base.establish_connection(adapter: 'sqlite3', database: ':memory:')\nActiveRecord::Base.connection.create_table(:users) { |t| t.string :name }\nclass User < ActiveRecord::Base; end\nUser.find(42)\n", ['find|exist|id|record|found|find_by']),
  rb('ruby-activerecord', 'validation', "require 'active_record'\nActiveRecord::Base.establish_connection(adapter: 'sqlite3', database: ':memory:')\nActiveRecord::Base.connection.create_table(:users) { |t| t.string :name }\nclass User < ActiveRecord::Base\n  validates :name, presence: true\nend\nUser.create!(name: '')\n", ['validat|blank|required|presence|name']),
  rb('ruby-activerecord', 'no-connection', "require 'active_record'\nclass User < ActiveRecord::Base; end\nUser.first\n", ['connection|establish|database|config|connect']),

  // ---- Thor
  c('ruby-thor', 'ruby', 'unknown-command', { 'cli.rb': THOR("  desc 'hello NAME', 'say hello'\n  def hello(name) = puts(name)\n") }, 'ruby cli.rb nope', COMMAND),
  c('ruby-thor', 'ruby', 'missing-argument', { 'cli.rb': THOR("  desc 'hello NAME', 'say hello'\n  def hello(name) = puts(name)\n") }, 'ruby cli.rb hello', ['argument|usage|missing|required|NAME']),
  c('ruby-thor', 'ruby', 'required-option', { 'cli.rb': THOR("  desc 'send', 'send'\n  method_option :to, required: true\n  def send_it = puts(options[:to])\n  map 'send' => :send_it\n") }, 'ruby cli.rb send', ['option|required|--to|missing|value']),
  c('ruby-thor', 'ruby', 'numeric-option', { 'cli.rb': THOR("  desc 'run', 'run'\n  method_option :count, type: :numeric\n  def go = puts(options[:count])\n  map 'run' => :go\n") }, 'ruby cli.rb run --count abc', ['numeric|number|value|type|integer|count']),

  // ---- Faraday
  rb('ruby-faraday', 'refused', `require 'faraday'\nFaraday.get('http://127.0.0.1:${CLOSED}/')\n`, REFUSED),
  c('ruby-faraday', 'ruby', 'not-found-raise', { 'app.rb': `require 'faraday'\nconn = Faraday.new('http://127.0.0.1:${FREE_PORT}') { |f| f.response :raise_error }\nconn.get('/nope')\n` }, `${BUSY(FREE_PORT)} ruby app.rb`, ['404|not found|path|URL|exist|route']),
  rb('ruby-faraday', 'adapter-missing', "require 'faraday'\nFaraday.new('http://example.test') { |f| f.adapter :typhoeus }.get('/')\n", ['adapter|register|gem|install|typhoeus']),

  // ---- Moose
  pl('perl-moose', 'required-attribute', "package Person;\nuse Moose;\nhas name => (is => 'ro', required => 1);\npackage main;\nPerson->new;\n", ['required|attribute|name|new|constructor|argument']),
  pl('perl-moose', 'type-constraint', "package Person;\nuse Moose;\nhas age => (is => 'ro', isa => 'Int');\npackage main;\nPerson->new(age => 'abc');\n", ['type|constraint|Int|integer|value|isa']),
  pl('perl-moose', 'role-requires', "package Speaker;\nuse Moose::Role;\nrequires 'speak';\npackage Dog;\nuse Moose;\nwith 'Speaker';\npackage main;\nDog->new;\n", ['implement|method|role|requires|speak']),
  pl('perl-moose', 'read-only', "package Person;\nuse Moose;\nhas name => (is => 'ro');\npackage main;\nPerson->new(name => 'a')->name('b');\n", ['read-only|ro|rw|writer|accessor|assign|immutable']),

  // ---- DBI
  pl('perl-dbi', 'no-table', "use DBI;\nmy $dbh = DBI->connect('dbi:SQLite:dbname=:memory:', '', '', { RaiseError => 1 });\n$dbh->selectall_arrayref('SELECT * FROM users');\n", ['table|create|exist|schema|migrat']),
  pl('perl-dbi', 'driver-missing', "use DBI;\nDBI->connect('dbi:Pg:dbname=app', 'u', 'p', { RaiseError => 1 });\n", ['install|driver|DBD|module|cpan|libdbd']),
  pl('perl-dbi', 'syntax', "use DBI;\nmy $dbh = DBI->connect('dbi:SQLite:dbname=:memory:', '', '', { RaiseError => 1 });\n$dbh->do('SELEC 1');\n", ['syntax|SQL|near|statement|typo']),
  pl('perl-dbi', 'unique', `use DBI;\nmy $dbh = DBI->connect('dbi:SQLite:dbname=:memory:', '', '', { RaiseError => 1 });\n$dbh->do('${SQLITE_USERS}');\n$dbh->do("INSERT INTO users (email) VALUES ('a')") for 1..2;\n`, ['unique|duplicate|constraint|exist|already']),

  // ---- Template Toolkit
  pl('perl-template', 'parse-error', TT("'a.tt'"), ['END|parse|unexpected|close|block|syntax|directive'], { 'a.tt': '[% IF name %]\nhello\n' }),
  pl('perl-template', 'not-found', TT("'nope.tt'"), ['template|found|exist|path|INCLUDE_PATH|file']),
  pl('perl-template', 'strict-undefined', TT("'a.tt'", ', STRICT => 1'), ['undefined|undef|variable|defin|STRICT|pass|vars'], { 'a.tt': 'Hello [% user %]\n' }),

  // ---- YAML::XS
  pl('perl-yaml', 'mapping', "use YAML::XS 'Load';\nLoad(\"a: b: c\\n\");\n", ['YAML|indent|syntax|mapping|colon|quote|parse']),
  pl('perl-yaml', 'no-file', "use YAML::XS 'LoadFile';\nLoadFile('nope.yml');\n", NOFILE),
  pl('perl-yaml', 'tab', "use YAML::XS 'Load';\nLoad(\"a:\\n\\tb: 1\\n\");\n", ['tab|indent|space|character|token']),

  // ---- Twig
  php('php-twig', 'syntax', `${TWIG}$t = new Twig\\Environment(new Twig\\Loader\\ArrayLoader(['a' => '{{ foo( }}']));\necho $t->render('a');\n`, ['syntax|unexpected|token|template|parse|close']),
  php('php-twig', 'unknown-filter', `${TWIG}$t = new Twig\\Environment(new Twig\\Loader\\ArrayLoader(['a' => '{{ x|nope }}']));\necho $t->render('a', ['x' => 1]);\n`, ['filter|unknown|defin|extension|typo|register']),
  php('php-twig', 'not-found', `${TWIG}$t = new Twig\\Environment(new Twig\\Loader\\FilesystemLoader('.'));\necho $t->render('nope.twig');\n`, ['template|found|path|exist|loader|directory']),
  php('php-twig', 'strict-variable', `${TWIG}$t = new Twig\\Environment(new Twig\\Loader\\ArrayLoader(['a' => 'Hi {{ user }}']), ['strict_variables' => true]);\necho $t->render('a');\n`, ['variable|defin|exist|pass|context|strict']),

  // ---- Symfony YAML
  php('php-symfony-yaml', 'colon', `${SYML}Yaml::parse("a: b: c\\n");\n`, ['YAML|indent|syntax|colon|quote|parse|mapping']),
  php('php-symfony-yaml', 'tabs', `${SYML}Yaml::parse("a:\\n\\tb: 1\\n");\n`, ['tab|indent|space']),
  php('php-symfony-yaml', 'duplicate-key', `${SYML}Yaml::parse("a: 1\\na: 2\\n");\n`, ['duplicate|key|unique']),
  php('php-symfony-yaml', 'no-file', `${SYML}Yaml::parseFile('nope.yml');\n`, NOFILE),

  // ---- PDO
  php('php-pdo', 'no-driver', "new PDO('mysql:host=127.0.0.1;dbname=app', 'u', 'p');\n", ['driver|install|extension|pdo_mysql|php-mysql|enable']),
  php('php-pdo', 'no-table', "$db = new PDO('sqlite::memory:');\n$db->query('SELECT * FROM users');\n", ['table|create|exist|schema|migrat']),
  php('php-pdo', 'syntax', "$db = new PDO('sqlite::memory:');\n$db->exec('SELEC 1');\n", ['syntax|SQL|near|statement|typo']),
  php('php-pdo', 'unique', `$db = new PDO('sqlite::memory:');\n$db->exec('${SQLITE_USERS}');\n$s = $db->prepare('INSERT INTO users (email) VALUES (?)');\n$s->execute(['a']);\n$s->execute(['a']);\n`, ['unique|duplicate|constraint|exist|already']),

  // ---- testthat
  R('r-testthat', 'not-equal', 'library(testthat)\ntest_that("sum", { expect_equal(1 + 1, 3) })\n', ['equal|expected|actual|differ|assert|test|3']),
  R('r-testthat', 'no-error-thrown', 'library(testthat)\nf <- function() 1\ntest_that("throws", { expect_error(f()) })\n', ['error|throw|expect|raise|stop']),
  R('r-testthat', 'test-dir-missing', 'library(testthat)\ntest_dir("nope-tests")\n', ['exist|path|directory|found|tests']),

  // ---- lintr
  c('r-lintr', 'Rscript', 'assignment', { 'a.R': 'x = 1\n' }, "Rscript -e 'l <- lintr::lint(\"a.R\"); print(l); quit(status = length(l) > 0)'", ['<-|assign']),
  c('r-lintr', 'Rscript', 'object-name', { 'a.R': 'myVar <- 1\n' }, "Rscript -e 'l <- lintr::lint(\"a.R\"); print(l); quit(status = length(l) > 0)'", ['name|snake_case|camel|style|lower']),
  c('r-lintr', 'Rscript', 'infix-spaces', { 'a.R': 'x <- 1+2\n' }, "Rscript -e 'l <- lintr::lint(\"a.R\"); print(l); quit(status = length(l) > 0)'", ['space|infix|operator']),
  c('r-lintr', 'Rscript', 'no-file', {}, "Rscript -e 'lintr::lint(\"nope.R\")'", NOFILE),

  // ---- LuaJIT
  c('luajit', 'luajit', 'nil-index', { 'a.lua': 'local cfg\nprint(cfg.port)\n' }, 'luajit a.lua', ['nil|index|defin|variable|typo|initiali']),
  c('luajit', 'luajit', 'syntax', { 'a.lua': 'if x then\n  print(1)\n' }, 'luajit a.lua', ['syntax|end|expected|close|block']),
  c('luajit', 'luajit', 'ffi-missing-declaration', { 'a.lua': "local ffi = require('ffi')\nffi.C.nope_fn()\n" }, 'luajit a.lua', ['declar|cdef|symbol|ffi|defin']),
  c('luajit', 'luajit', 'no-file', {}, 'luajit nope.lua', NOFILE),

  // ---- lua-cjson
  c('lua-cjson', 'lua5.1', 'decode', { 'a.lua': "local cjson = require('cjson')\ncjson.decode('{bad')\n" }, 'luajit a.lua', ['JSON|key|quote|syntax|parse|token']),
  c('lua-cjson', 'lua5.1', 'function', { 'a.lua': "local cjson = require('cjson')\ncjson.encode({ f = print })\n" }, 'luajit a.lua', ['serializ|serialis|type|function|support|convert']),
  c('lua-cjson', 'lua5.1', 'sparse', { 'a.lua': "local cjson = require('cjson')\nlocal t = {}\nt[1] = 1\nt[100] = 2\ncjson.encode(t)\n" }, 'luajit a.lua', ['sparse|array|table|nil|encode_sparse_array']),

  // ---- Penlight's lapp
  c('lua-penlight', 'lua5.4', 'missing-parameter', { 'a.lua': LAPP }, 'lua5.4 a.lua', ['missing|required|parameter|argument|file|usage']),
  c('lua-penlight', 'lua5.4', 'not-a-number', { 'a.lua': LAPP }, 'lua5.4 a.lua --count abc x', ['number|convert|numeric|value|count']),
  c('lua-penlight', 'lua5.4', 'unknown-flag', { 'a.lua': LAPP }, 'lua5.4 a.lua --nope x', OPTION),

  // ---- xbuild (Mono)
  c('xbuild', 'xbuild', 'no-project', {}, 'xbuild', ['project|solution|specify|file|csproj|sln']),
  c('xbuild', 'xbuild', 'project-missing', {}, 'xbuild nope.csproj', NOFILE),
  c('xbuild', 'xbuild', 'bad-xml', { 'a.csproj': '<Project xmlns="http://schemas.microsoft.com/developer/msbuild/2003">\n<PropertyGroup>\n</Project>\n' }, 'xbuild a.csproj', ['XML|project|parse|invalid|element|tag|close|match']),
  c('xbuild', 'xbuild', 'compile-error', {
    'a.csproj': '<Project DefaultTargets="Build" xmlns="http://schemas.microsoft.com/developer/msbuild/2003">\n  <PropertyGroup><OutputType>Exe</OutputType><AssemblyName>a</AssemblyName><OutputPath>bin</OutputPath></PropertyGroup>\n  <ItemGroup><Compile Include="A.cs" /></ItemGroup>\n  <Import Project="$(MSBuildBinPath)\\Microsoft.CSharp.targets" />\n</Project>\n',
    'A.cs': 'class A { static void Main() { nope(); } }\n',
  }, 'xbuild a.csproj', ['name|defin|exist|context|declar|typo|CS0103']),

  // ---- NuGet (Mono)
  c('nuget', 'nuget', 'unknown-command', {}, 'HOME=$PWD nuget nopecmd', COMMAND),
  c('nuget', 'nuget', 'restore-nothing', {}, 'HOME=$PWD nuget restore', ['solution|project|packages\\.config|file|find|locate|directory']),
  c('nuget', 'nuget', 'package-missing', {}, 'HOME=$PWD nuget install Nope.Package -Source $PWD/feed -NonInteractive', ['package|found|source|feed|name|version|exist']),

  // ---- Dialyzer
  c('dialyzer', 'dialyzer', 'no-plt', { 'a.erl': '-module(a).\n-export([f/0]).\nf() -> ok.\n' }, 'HOME=$PWD dialyzer a.erl', ['PLT|--build_plt|build|plt']),
  c('dialyzer', 'dialyzer', 'bad-option', {}, 'HOME=$PWD dialyzer --nope', OPTION),
  c('dialyzer', 'dialyzer', 'unknown-app', {}, 'HOME=$PWD dialyzer --build_plt --output_plt a.plt --apps nope_app', ['application|app|exist|found|name|typo|install|path']),

  // ---- vera++
  c('vera', 'vera++', 'trailing-whitespace', { 'a.cpp': 'int main() { return 0; }   \n' }, 'vera++ --error a.cpp', ['whitespace|trailing|space']),
  c('vera', 'vera++', 'tab', { 'a.cpp': 'int main() {\n\treturn 0;\n}\n' }, 'vera++ --error a.cpp', ['tab|space|indent']),
  c('vera', 'vera++', 'long-line', { 'a.cpp': `int main() { int x = 0; ${'x = x + 1; '.repeat(12)}return x; }\n` }, 'vera++ --error a.cpp', ['long|length|character|wrap|100']),
  c('vera', 'vera++', 'no-file', {}, 'vera++ --error nope.cpp', NOFILE),

  // ---- Coccinelle
  c('coccinelle', 'spatch', 'cocci-syntax', { 'a.cocci': '@@\nexpression E;\n@@\n- foo(E\n+ bar(E)\n', 'a.c': 'int main(void) { return 0; }\n' }, 'spatch --sp-file a.cocci a.c', ['syntax|parse|semantic patch|cocci|expected|line|paren']),
  c('coccinelle', 'spatch', 'no-sp-file', { 'a.c': 'int main(void) { return 0; }\n' }, 'spatch --sp-file nope.cocci a.c', NOFILE),
  c('coccinelle', 'spatch', 'bad-option', {}, 'spatch --nope', OPTION),

  // ---- pmccabe
  c('pmccabe', 'pmccabe', 'no-file', {}, 'pmccabe nope.c', NOFILE),
  c('pmccabe', 'pmccabe', 'bad-option', {}, 'pmccabe -Z a.c', OPTION),

  // ---- remake
  c('remake', 'remake', 'missing-separator', { Makefile: 'all:\n    echo hi\n' }, 'remake', ['tab|separator|indent|space|recipe']),
  c('remake', 'remake', 'no-rule', { Makefile: 'all: nope.o\n\tcc -o all nope.o\n' }, 'remake', ['rule|target|exist|file|missing|typo|nope']),
  c('remake', 'remake', 'no-makefile', {}, 'remake', ['Makefile|makefile|target|directory|-f']),

  // ---- terminal editors
  c('mg', 'mg', 'bad-option', {}, 'mg -Z', OPTION),
  c('mg', 'mg', 'no-terminal', {}, 'TERM=dumb mg a.txt </dev/null', ['terminal|tty|TERM|interactive|capabilit']),
  c('jed', 'jed', 'batch-missing-file', {}, 'jed -batch -l nope.sl', NOFILE),
  c('jed', 'jed', 'no-terminal', {}, 'TERM=dumb jed a.txt </dev/null', ['terminal|tty|TERM|interactive|capabilit']),
  c('joe', 'joe', 'no-terminal', {}, 'TERM=nope-term joe a.txt </dev/null', ['terminal|tty|TERM|interactive|capabilit|terminfo']),
  c('nano', 'nano', 'bad-option', {}, 'nano --nope', OPTION),
  c('nano', 'nano', 'no-terminal', {}, 'nano a.txt </dev/null', ['terminal|tty|TERM|interactive|stdin|standard input']),
  c('nano', 'nano', 'bad-rcfile', { 'rc': 'set nopeoption\n' }, 'nano --rcfile=rc --version 2>&1 && nano --rcfile=rc a.txt </dev/null', ['option|unknown|rc|config|nanorc|typo']),

  // ---- Pyramid
  py('pyramid', 'route-not-found', "from pyramid.config import Configurator\nconfig = Configurator()\nconfig.add_view(lambda r: {}, route_name='nope', renderer='json')\nconfig.make_wsgi_app()\n", ['route|add_route|defin|name|found|view']),
  py('pyramid', 'conflict', "from pyramid.config import Configurator\nconfig = Configurator()\nconfig.add_route('home', '/')\nconfig.add_view(lambda r: {}, route_name='home', renderer='json')\nconfig.add_view(lambda r: {}, route_name='home', renderer='json')\nconfig.make_wsgi_app()\n", ['conflict|duplicate|same|twice|override|commit']),
  py('pyramid', 'renderer-missing', "from pyramid.config import Configurator\nfrom webtest import TestApp\nconfig = Configurator()\nconfig.add_route('home', '/')\nconfig.add_view(lambda r: {}, route_name='home', renderer='nope.mako')\nconfig.make_wsgi_app()\n", ['renderer|template|install|found|mako|include|extension']),

  // ---- CherryPy
  c('cherrypy', 'python3', 'port-busy', { 'app.py': `import cherrypy\nclass Root:\n    @cherrypy.expose\n    def index(self):\n        return 'ok'\ncherrypy.config.update({'server.socket_port': ${FREE_PORT - 1}, 'engine.autoreload.on': False, 'log.screen': True})\ncherrypy.quickstart(Root())\n` }, `${BUSY(FREE_PORT - 1)} timeout 15 ${PY} app.py`, ['port|in use|address|already|free|another']),
  py('cherrypy', 'config-missing', "import cherrypy\ncherrypy.config.update('nope.conf')\n", NOFILE),
  c('cherrypy', 'python3', 'config-value', { 'app.conf': '[global]\nserver.socket_port = abc\n', 'app.py': "import cherrypy\ncherrypy.config.update('app.conf')\n" }, `${PY} app.py`, ['config|value|Python|quote|valid|section|literal']),

  // ---- simplejson
  py('simplejson', 'property-name', "import simplejson\nsimplejson.loads(\"{'a': 1}\")\n", ['JSON|quote|syntax|parse|property|double']),
  py('simplejson', 'set', 'import simplejson\nsimplejson.dumps({1, 2})\n', ['serializ|convert|list|default|type']),
  py('simplejson', 'extra-data', "import simplejson\nsimplejson.loads('{}\\n{}')\n", ['extra|data|one|object|lines|concaten|JSON']),

  // ---- Peggy
  nodeBin('peggy', 'peggy', 'syntax', PEGGY('start = "a" /\n'), 'peggy a.pegjs', ['grammar|syntax|expected|rule|parse']),
  nodeBin('peggy', 'peggy', 'undefined-rule', PEGGY('start = "a" nope\n'), 'peggy a.pegjs', ['rule|defin|undefined|typo|nope']),
  nodeBin('peggy', 'peggy', 'left-recursion', PEGGY('start = start "a" / "a"\n'), 'peggy a.pegjs', ['recursion|left|loop|infinite|rewrite']),
  nodeBin('peggy', 'peggy', 'duplicate-rule', PEGGY('start = "a"\nstart = "b"\n'), 'peggy a.pegjs', ['duplicate|defined|already|rule|rename']),

  // ---- Nunjucks
  nodeLib('nunjucks', 'syntax', NUNJ("console.log(nunjucks.renderString('{{ foo( }}', {}));\n"), ['template|syntax|parse|expected|close|paren']),
  nodeLib('nunjucks', 'unknown-filter', NUNJ("console.log(nunjucks.renderString('{{ x | nope }}', { x: 1 }));\n"), ['filter|defin|register|addFilter|typo|found']),
  nodeLib('nunjucks', 'not-found', NUNJ("nunjucks.configure('views');\nconsole.log(nunjucks.render('nope.njk', {}));\n"), ['template|path|found|exist|directory|loader']),
  nodeLib('nunjucks', 'undefined-output', NUNJ("const env = new nunjucks.Environment(null, { throwOnUndefined: true });\nconsole.log(env.renderString('Hi {{ user }}', {}));\n"), ['undefined|null|variable|defin|context|pass']),

  // ---- MDX
  nodeBin('mdx', 'node', 'unclosed-tag', MDX('# Hi\n\n<div>\n\ntext\n'), 'node app.mjs', ['close|closing|tag|JSX|unclosed|end']),
  nodeBin('mdx', 'node', 'bad-expression', MDX('Sum: {1 +}\n'), 'node app.mjs', ['expression|parse|syntax|JavaScript|brace|escape']),
  nodeBin('mdx', 'node', 'less-than', MDX('if a < b then\n'), 'node app.mjs', ['character|escape|<|\\{|JSX|name|tag']),
  nodeBin('mdx', 'node', 'html-comment', MDX('Text <!-- note --> more\n'), 'node app.mjs', ['comment|\\{/\\*|MDX|JSX|character']),

  // ---- JSDoc
  nodeBin('jsdoc', 'jsdoc', 'no-input', {}, 'jsdoc', ['input|file|source|argument|path|config']),
  nodeBin('jsdoc', 'jsdoc', 'no-file', {}, 'jsdoc nope.js', NOFILE),
  nodeBin('jsdoc', 'jsdoc', 'bad-config', { 'conf.json': '{ "tags": { allowUnknownTags: true, }\n' }, 'jsdoc -c conf.json a.js', ['config|JSON|parse|syntax']),
  nodeBin('jsdoc', 'jsdoc', 'unknown-tag', { 'conf.json': '{ "tags": { "allowUnknownTags": false } }\n', 'a.js': '/**\n * Adds.\n * @nope\n */\nfunction add() {}\n' }, 'jsdoc -c conf.json a.js -d out', ['tag|unknown|allowUnknownTags|dictionar|typo']),

  // ---- Lightning CSS
  nodeBin('lightningcss', 'lightningcss', 'syntax', { 'a.css': 'a { color: red; }\n}\n' }, 'lightningcss a.css', ['syntax|unexpected|token|parse|CSS|brace']),
  nodeBin('lightningcss', 'lightningcss', 'no-file', {}, 'lightningcss nope.css', NOFILE),
  nodeBin('lightningcss', 'lightningcss', 'bad-targets', { 'a.css': 'a { color: red; }\n' }, "lightningcss --targets 'nope 99' a.css", ['browser|target|query|browserslist|valid|unknown']),

  // ---- quick-lint-js
  nodeBin('quick-lint-js', 'quick-lint-js', 'redeclaration', { 'a.js': 'let x = 1;\nlet x = 2;\n' }, 'quick-lint-js a.js', ['redeclar|already|declared|duplicate|rename']),
  nodeBin('quick-lint-js', 'quick-lint-js', 'undeclared', { 'a.js': 'console.log(nope);\n' }, 'quick-lint-js a.js', ['undeclared|defin|declar|typo|import|variable']),
  nodeBin('quick-lint-js', 'quick-lint-js', 'syntax', { 'a.js': 'if (x {\n}\n' }, 'quick-lint-js a.js', SYNTAX),
  nodeBin('quick-lint-js', 'quick-lint-js', 'const-assign', { 'a.js': 'const x = 1;\nx = 2;\n' }, 'quick-lint-js a.js', ['const|let|assign|reassign']),

  // ---- ESLint plugins with rule ids
  ESLINT('unicorn', UNICORN, { 'a.js': "const fs = require('fs');\nmodule.exports = fs;\n" }, ['node:|protocol|prefix|module|import'], 'prefer-node-protocol'),
  ESLINT('unicorn', UNICORN, { 'a.mjs': 'export function f(list) {\n  list.forEach((x) => console.log(x));\n}\n' }, ['for-of|for\\.\\.\\.of|loop|forEach'], 'no-array-for-each'),
  ESLINT('unicorn', UNICORN, { 'MyFile.mjs': 'export const a = 1;\n' }, ['kebab|case|file ?name|rename'], 'filename-case'),
  ESLINT('jsx-a11y', A11Y, { 'a.jsx': 'export const A = () => <img src="a.png" />;\n' }, ['alt|alternative|text|accessib'], 'alt-text'),
  ESLINT('jsx-a11y', A11Y, { 'a.jsx': 'export const A = () => <a href="#">x</a>;\n' }, ['href|anchor|link|valid|button'], 'anchor-is-valid'),
  ESLINT('jsx-a11y', A11Y, { 'a.jsx': 'export const A = ({ f }) => <div onClick={f}>x</div>;\n' }, ['keyboard|key|onKeyDown|onKeyUp|role|accessib|button'], 'click-events'),
  ESLINT('n', NPLUGIN, { 'a.js': "const x = require('./nope');\nmodule.exports = x;\n", 'package.json': PKG() }, ['exist|path|file|found|missing|typo|install'], 'no-missing-require'),
  ESLINT('n', NPLUGIN, { 'a.js': 'module.exports = new Buffer(10);\n', 'package.json': PKG() }, ['deprecat|Buffer\\.alloc|Buffer\\.from|replace'], 'no-deprecated-api'),
  ESLINT('n', NPLUGIN, { 'a.js': 'process.exit(1);\n', 'package.json': PKG() }, ['process\\.exit|throw|exit'], 'no-process-exit'),
  ESLINT('sonarjs', SONAR, { 'a.mjs': 'export function a(x) {\n  const y = x * 2;\n  const z = y + 1;\n  return z * y;\n}\nexport function b(x) {\n  const y = x * 2;\n  const z = y + 1;\n  return z * y;\n}\n' }, ['identical|duplicate|same|function|reuse'], 'identical-functions'),
  ESLINT('sonarjs', SONAR, { 'a.mjs': 'export function f(a, b, c) {\n  if (a) {\n    for (const x of b) {\n      if (x) {\n        while (c) {\n          if (x && c || a) {\n            for (const y of x) {\n              if (y) { c--; } else if (a) { c++; } else { break; }\n            }\n          }\n        }\n      }\n    }\n  }\n  return c;\n}\n' }, ['complex|cognitive|refactor|simplif|split'], 'cognitive-complexity'),
  ESLINT('sonarjs', SONAR, { 'a.mjs': 'export function f(x) {\n  if (x) {\n    return 1;\n  } else {\n    return 1;\n  }\n}\n' }, ['identical|same|branch|duplicate|condition|redundant'], 'all-duplicated-branches'),
  ESLINT('jsdoc', JSDOC, { 'a.mjs': '/**\n * Adds.\n */\nexport function add(a, b) {\n  return a + b;\n}\n' }, ['param|@param|document'], 'require-param'),
  ESLINT('jsdoc', JSDOC, { 'a.mjs': '/**\n * Adds.\n * @param {number} x first\n * @param {number} b second\n * @returns {number} sum\n */\nexport function add(a, b) {\n  return a + b;\n}\n' }, ['param|name|match|typo|@param'], 'check-param-names'),
  ESLINT('jsdoc', JSDOC, { 'a.mjs': '/**\n * Adds.\n * @param {number<} a first\n * @returns {number} sum\n */\nexport function add(a) {\n  return a;\n}\n' }, ['type|syntax|valid|parse'], 'valid-types'),
  ESLINT('regexp', REGEXP, { 'a.mjs': 'export const r = /[aa]/;\n' }, ['duplicate|character|class|redundant'], 'dupe-characters'),
  ESLINT('regexp', REGEXP, { 'a.mjs': 'export const r = /a()b/;\n' }, ['empty|group'], 'empty-group'),
  ESLINT('regexp', REGEXP, { 'a.mjs': 'export const r = /^(a+)+$/;\n' }, ['backtrack|exponential|ReDoS|catastroph|quantifier|polynomial|super-linear'], 'super-linear'),

  // ---- solc-js
  nodeBin('solc', 'solcjs', 'missing-semicolon', SOL('contract A {\n  uint x = 1\n}\n'), 'solcjs --bin a.sol', ['syntax|expected|semicolon|parse']),
  nodeBin('solc', 'solcjs', 'undeclared', SOL('contract A {\n  function f() public pure returns (uint) { return nope; }\n}\n'), 'solcjs --bin a.sol', ['declar|undeclared|defin|typo|identifier']),
  nodeBin('solc', 'solcjs', 'type-error', SOL('contract A {\n  uint x = "a";\n}\n'), 'solcjs --bin a.sol', ['type|convert|implicit|cast|uint']),
  nodeBin('solc', 'solcjs', 'pragma', { 'a.sol': '// SPDX-License-Identifier: MIT\npragma solidity ^0.4.0;\ncontract A {}\n' }, 'solcjs --bin a.sol', ['version|pragma|compiler|solc']),
  nodeBin('solc', 'solcjs', 'no-file', {}, 'solcjs --bin nope.sol', NOFILE),

  // ---- AssemblyScript
  nodeBin('assemblyscript', 'asc', 'type-error', { 'a.ts': 'export function f(): i32 {\n  let x: i32 = "a";\n  return x;\n}\n' }, 'asc a.ts', ['type|assign|convert|i32|string']),
  nodeBin('assemblyscript', 'asc', 'undefined-name', { 'a.ts': 'export function f(): i32 {\n  return nope;\n}\n' }, 'asc a.ts', ['name|defin|declar|import|typo']),
  nodeBin('assemblyscript', 'asc', 'no-file', {}, 'asc nope.ts', NOFILE),
  nodeBin('assemblyscript', 'asc', 'closure', { 'a.ts': 'export function f(x: i32): i32 {\n  const g = (): i32 => x;\n  return g();\n}\n' }, 'asc a.ts', ['closure|implement|support|AssemblyScript|capture']),

  // ---- nearley
  nodeBin('nearley', 'nearleyc', 'undefined-symbol', { 'g.ne': 'main -> "a" nope\n' }, 'nearleyc g.ne -o g.js', ['symbol|undefined|defin|rule|typo']),
  nodeBin('nearley', 'nearleyc', 'syntax', { 'g.ne': 'main -> "a\n' }, 'nearleyc g.ne -o g.js', ['syntax|parse|unexpected|expected|quote|grammar']),
  nodeBin('nearley', 'nearley-test', 'no-parse', { 'g.ne': 'main -> "a" "b"\n' }, 'nearleyc g.ne -o g.js && nearley-test g.js -i xy', ['syntax|input|unexpected|expected|match|parse|grammar']),

  // ---- Jison
  nodeBin('jison', 'jison', 'grammar-syntax', { 'g.jison': '%%\nstart : A {\n' }, 'jison g.jison', ['syntax|parse|grammar|expected|brace|unexpected']),
  nodeBin('jison', 'jison', 'conflicts', { 'g.jison': '%token NUM PLUS\n%%\ne : e PLUS e | NUM ;\n' }, 'jison g.jison', ['conflict|ambigu|precedence|%left|shift|reduce|grammar']),
  nodeBin('jison', 'jison', 'no-file', {}, 'jison nope.jison', NOFILE),

  // ---- serve
  nodeBin('serve', 'serve', 'bad-option', {}, 'serve --nope', OPTION),


  // ---- rimraf
  nodeBin('rimraf', 'rimraf', 'no-path', {}, 'rimraf', ['path|argument|provide|usage|missing']),
  nodeBin('rimraf', 'rimraf', 'bad-option', {}, 'rimraf --nope x', OPTION),

  // ---- Turborepo
  nodeBin('turbo', 'turbo', 'no-package-manager', { 'package.json': PKG(), 'turbo.json': '{ "tasks": { "build": {} } }\n' }, 'turbo run build', ['packageManager|package\\.json|workspace|field|lockfile']),
  nodeBin('turbo', 'turbo', 'no-turbo-json', { 'package.json': TURBO_PKG, 'package-lock.json': '{"name":"app","lockfileVersion":3,"requires":true,"packages":{"":{"name":"app"}}}\n' }, 'turbo run build', ['turbo\\.json|config|root|find|create']),
  nodeBin('turbo', 'turbo', 'bad-turbo-json', { 'package.json': TURBO_PKG, 'package-lock.json': '{"name":"app","lockfileVersion":3,"requires":true,"packages":{"":{"name":"app"}}}\n', 'turbo.json': '{ "tasks": { "build": {}, }\n' }, 'turbo run build', ['JSON|parse|syntax|turbo\\.json|comma|brace']),
  nodeBin('turbo', 'turbo', 'unknown-task', { 'package.json': TURBO_PKG, 'package-lock.json': '{"name":"app","lockfileVersion":3,"requires":true,"packages":{"":{"name":"app"}}}\n', 'turbo.json': '{ "tasks": { "build": {} } }\n' }, 'turbo run lint', ['task|defin|turbo\\.json|pipeline|tasks|lint']),
  nodeBin('turbo', 'turbo', 'bad-option', {}, 'turbo --nope', OPTION),

  // ---- nyc
  nodeBin('nyc', 'nyc', 'below-threshold', { 'a.js': 'function f(x) {\n  if (x) return 1;\n  return 2;\n}\nf(1);\n' }, 'nyc --check-coverage --lines 100 node a.js', ['coverage|threshold|test|lines|uncovered']),
  nodeBin('nyc', 'nyc', 'command-missing', {}, 'nyc nope-command', ['command|found|exist|path|install|spell|ENOENT']),

  // ---- secretlint
  nodeBin('secretlint', 'secretlint', 'aws-key', { '.secretlintrc.json': '{ "rules": [{ "id": "@secretlint/secretlint-rule-preset-recommend" }] }\n', 'config.js': "module.exports = { key: 'AKIAIOSFODNN7EXAMPLF', secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };\n" }, 'secretlint "**/*.js"', ['secret|credential|key|remove|rotate|revoke|environment']),
  nodeBin('secretlint', 'secretlint', 'no-config', { 'a.js': 'x\n' }, 'secretlint "**/*.js"', ['config|\\.secretlintrc|init|--init']),
  nodeBin('secretlint', 'secretlint', 'private-key', { '.secretlintrc.json': '{ "rules": [{ "id": "@secretlint/secretlint-rule-preset-recommend" }] }\n', 'id_rsa.txt': `-----BEGIN RSA PRIVATE KEY-----\n${'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi'.repeat(2)}\n-----END RSA PRIVATE KEY-----\n` }, 'secretlint "**/*.txt"', ['secret|private key|key|remove|rotate|revoke|commit']),

  // ---- alex
  nodeBin('alex', 'alex', 'gendered', { 'a.md': 'When the user logs in, he sees his dashboard.\n' }, 'alex a.md', ['insensitive|gender|they|their|word|replace|consider']),
  nodeBin('alex', 'alex', 'master-slave', { 'a.md': 'The master node sends work to each slave.\n' }, 'alex a.md', ['primary|replica|leader|follower|word|replace|consider|insensitive']),
  nodeBin('alex', 'alex', 'no-file', {}, 'alex nope.md', NOFILE),

  // ---- lesshint
  nodeBin('lesshint', 'lesshint', 'id-selector', { 'a.less': '#main {\n    color: red;\n}\n' }, 'lesshint a.less', ['id|selector|class']),
  nodeBin('lesshint', 'lesshint', 'zero-unit', { 'a.less': '.a {\n    margin: 0px;\n}\n' }, 'lesshint a.less', ['zero|unit|0px|unitless']),
  nodeBin('lesshint', 'lesshint', 'space-before-brace', { 'a.less': '.a{\n    color: red;\n}\n' }, 'lesshint a.less', ['space|brace|whitespace']),
  nodeBin('lesshint', 'lesshint', 'no-file', {}, 'lesshint nope.less', NOFILE),

  // ---- pug-lint
  nodeBin('pug-lint', 'pug-lint', 'id-literal', { '.pug-lintrc.json': '{ "disallowIdLiterals": true }\n', 'a.pug': 'div#main hi\n' }, 'pug-lint a.pug', ['id|literal|attribute|class']),
  nodeBin('pug-lint', 'pug-lint', 'attribute-quotes', { '.pug-lintrc.json': '{ "validateAttributeQuoteMarks": "\\"" }\n', 'a.pug': "a(href='/x') link\n" }, 'pug-lint a.pug', ['quote|attribute|double|single']),
  nodeBin('pug-lint', 'pug-lint', 'syntax', { 'a.pug': 'div(class="a"\n' }, 'pug-lint a.pug', ['syntax|paren|close|unexpected|parse|attribute|end']),

  // ---- ejs-lint
  nodeBin('ejs-lint', 'ejslint', 'unclosed-brace', { 'a.ejs': '<% if (user) { %>\n<p><%= user.name %></p>\n' }, 'ejslint a.ejs', ['syntax|unexpected|brace|close|token|parse|end']),
  nodeBin('ejs-lint', 'ejslint', 'no-file', {}, 'ejslint nope.ejs', NOFILE),

  // ---- dpdm
  nodeBin('dpdm', 'dpdm', 'circular', { 'a.js': "import { b } from './b.js';\nexport const a = () => b;\n", 'b.js': "import { a } from './a.js';\nexport const b = () => a;\n", 'package.json': PKG({ type: 'module' }) }, 'dpdm --no-tree --no-warning --exit-code circular:1 a.js', ['circular|cycle|depend|import|refactor']),
  nodeBin('dpdm', 'dpdm', 'no-file', {}, 'dpdm --exit-code circular:1 nope.js', NOFILE),

  // ---- jiti
  nodeBin('jiti', 'jiti', 'syntax', { 'a.ts': 'const x: number = ;\n' }, 'jiti a.ts', SYNTAX),
  nodeBin('jiti', 'jiti', 'no-file', {}, 'jiti nope.ts', NOFILE),
  nodeBin('jiti', 'jiti', 'module-missing', { 'a.ts': "import x from 'nope-pkg';\nconsole.log(x);\n" }, 'jiti a.ts', ['module|install|found|package|npm|import|exist']),

  // ---- Sucrase
  nodeBin('sucrase', 'sucrase', 'syntax', { 'src/a.ts': 'const x: number = ;\n' }, 'sucrase ./src -d out --transforms typescript', SYNTAX),
  nodeBin('sucrase', 'sucrase', 'bad-transform', { 'src/a.ts': 'export const x = 1;\n' }, 'sucrase ./src -d out --transforms nope', ['transform|valid|unknown|option|typescript']),
  nodeBin('sucrase', 'sucrase-node', 'runtime-error', { 'a.ts': 'const cfg: { port: number } | undefined = undefined;\nconsole.log(cfg!.port);\n' }, 'sucrase-node a.ts', ['undefined|property|defin|null|initiali|check']),

  // ---- LiveScript
  nodeBin('livescript', 'lsc', 'syntax', { 'a.ls': 'f = (x ->\n  x + 1\n' }, 'lsc a.ls', ['syntax|paren|unexpected|parse|close|missing|unmatched']),
  nodeBin('livescript', 'lsc', 'reference', { 'a.ls': 'console.log nope-var\n' }, 'lsc a.ls', ['defin|declar|typo|variable|import|not defined']),
  nodeBin('livescript', 'lsc', 'no-file', {}, 'lsc nope.ls', NOFILE),

  // ---- lab (hapi)
  nodeBin('hapi-lab', 'lab', 'assertion', { 'test/a.js': "const Code = require('@hapi/code');\nconst Lab = require('@hapi/lab');\nconst { it } = exports.lab = Lab.script();\nit('adds', () => { Code.expect(1 + 1).to.equal(3); });\n" }, 'lab', ['expected|equal|assert|test|differ|3']),
  nodeBin('hapi-lab', 'lab', 'global-leak', { 'test/a.js': "const Lab = require('@hapi/lab');\nconst { it } = exports.lab = Lab.script();\nit('leaks', () => { globalThis.leakedThing = 1; });\n" }, 'lab', ['leak|global|variable|declar|let|const']),
  nodeBin('hapi-lab', 'lab', 'coverage-threshold', { 'lib/a.js': 'exports.f = (x) => {\n  if (x) {\n    return 1;\n  }\n  return 2;\n};\n', 'test/a.js': "const Lab = require('@hapi/lab');\nconst { it } = exports.lab = Lab.script();\nit('f', () => { require('../lib/a').f(1); });\n" }, 'lab -t 100', ['coverage|threshold|test|lines|uncovered']),

  // ---- graphql-schema-linter
  nodeBin('graphql-schema-linter', 'graphql-schema-linter', 'missing-description', { 'schema.graphql': 'type Query {\n  user: String\n}\n' }, 'graphql-schema-linter schema.graphql', ['description|document|comment']),
  nodeBin('graphql-schema-linter', 'graphql-schema-linter', 'syntax', { 'schema.graphql': 'type Query {\n  user: String\n' }, 'graphql-schema-linter schema.graphql', ['syntax|expected|parse|schema|GraphQL|brace|close']),
  nodeBin('graphql-schema-linter', 'graphql-schema-linter', 'field-case', { 'schema.graphql': '"The root"\ntype Query {\n  "A user"\n  user_name: String\n}\n' }, 'graphql-schema-linter --rules fields-are-camel-cased schema.graphql', ['camel|case|name']),

  // ---- copyfiles
  nodeBin('copyfiles', 'copyfiles', 'no-args', {}, 'copyfiles', ['usage|argument|missing|path|destination|outdir']),
  nodeBin('copyfiles', 'copyfiles', 'bad-up', { 'a/b.txt': 'x\n' }, 'copyfiles -u 5 a/b.txt out', ['path|depth|-u|up|segments|directory|level']),

  // ---- forever
  nodeBin('forever', 'forever', 'script-missing', {}, 'HOME=$PWD forever start nope.js', ['exist|path|file|found|script']),
  nodeBin('forever', 'forever', 'stop-unknown', {}, 'HOME=$PWD forever stop 5', ['process|running|id|find|list|index']),
  nodeBin('forever', 'forever', 'unknown-command', {}, 'HOME=$PWD forever nopecmd', COMMAND),

  // ---- one line each: options and files the tools above refuse
  c('dune', 'dune', 'bad-option', {}, 'dune build --nope', OPTION),
  c('menhir', 'menhir', 'bad-option', {}, 'menhir --nope', OPTION),
  c('luajit', 'luajit', 'bad-option', {}, 'luajit -Z', OPTION),
  c('remake', 'remake', 'no-makefile-named', {}, 'remake -f nope.mk', NOFILE),
  c('vera', 'vera++', 'bad-option', {}, 'vera++ --nope', OPTION),
  c('ocamlfind', 'ocamlfind', 'no-source', {}, 'ocamlfind ocamlopt -package str nope.ml', NOFILE),
  nodeBin('peggy', 'peggy', 'bad-option', {}, 'peggy --nope', OPTION),
  nodeBin('solc', 'solcjs', 'bad-option', {}, 'solcjs --nope', OPTION),
  nodeBin('quick-lint-js', 'quick-lint-js', 'bad-option', {}, 'quick-lint-js --nope', OPTION),
  nodeBin('lesshint', 'lesshint', 'bad-option', {}, 'lesshint --nope a.less', OPTION),
  nodeBin('jsdoc', 'jsdoc', 'bad-option', {}, 'jsdoc --nope a.js', OPTION),
  nodeBin('lightningcss', 'lightningcss', 'bad-option', {}, 'lightningcss --nope a.css', OPTION),
  nodeBin('pug-lint', 'pug-lint', 'no-file', {}, 'pug-lint nope.pug', NOFILE),
  nodeBin('graphql-schema-linter', 'graphql-schema-linter', 'no-file', {}, 'graphql-schema-linter nope.graphql', NOFILE),
  nodeBin('secretlint', 'secretlint', 'no-args', {}, 'secretlint', ['argument|file|glob|pattern|usage|provide|missing']),
  nodeBin('alex', 'alex', 'bad-option', {}, 'alex --nope a.md', OPTION),
  nodeBin('peggy', 'peggy', 'no-file', {}, 'peggy nope.pegjs', NOFILE),
  nodeBin('solc', 'solcjs', 'no-args', {}, 'solcjs --bin', ['file|input|provide|argument|source|usage|missing']),
  nodeBin('quick-lint-js', 'quick-lint-js', 'no-file', {}, 'quick-lint-js nope.js', NOFILE),
  c('dune', 'dune', 'unknown-command', {}, 'dune nopecmd', COMMAND),
  c('menhir', 'menhir', 'no-args', {}, 'menhir', ['file|input|argument|usage|grammar|missing|\\.mly']),
  nodeBin('nearley', 'nearleyc', 'no-file', {}, 'nearleyc nope.ne', NOFILE),
  c('vera', 'vera++', 'unknown-rule', { 'a.cpp': 'int main() { return 0; }\n' }, 'vera++ --rule NOPE1 --error a.cpp', ['rule|exist|found|name|typo|profile|script']),
  c('remake', 'remake', 'unknown-target', { Makefile: 'all:\n\techo hi\n' }, 'remake nope', ['rule|target|exist|file|missing|typo|nope']),
  c('luajit', 'luajit', 'syntax-e', {}, "luajit -e 'x('", SYNTAX),
  c('ocamlfind', 'ocamlfind', 'bad-option', {}, 'ocamlfind query -nope str', OPTION),
  c('remake', 'remake', 'no-directory', {}, 'remake -C nope-dir', ['directory|exist|path|-C|found']),
  c('vera', 'vera++', 'unknown-profile', { 'a.cpp': 'int main() { return 0; }\n' }, 'vera++ --profile nope --error a.cpp', ['profile|exist|found|name|typo']),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
