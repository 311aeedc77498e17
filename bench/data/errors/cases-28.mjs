// The twenty-sixth error set (corpus-twenty-sixth.jsonl): written after all tuning on the
// twenty-fourth and twenty-fifth sets' dev halves, and collected and measured on both halves before
// any change made for it. Families none of the twenty-five sets has (each checked against the
// families and tools of all earlier corpora and grepped for in every earlier case file): PHP
// libraries (Guzzle, Carbon, Symfony Console), Perl modules (Text::CSV, LWP, Type::Tiny with Moo,
// Path::Tiny), LuaSocket, Ruby gems (Haml, pg, redis-rb, HTTParty, Sinatra, Active Support,
// i18n), ALGOL 68 Genie, GHDL, Yosys, Verilator, SDCC, yabasic, newLISP, Icon, sash; Python
// libraries (structlog, ConfigObj, python-gnupg, idna, packaging); and from npm the ESLint plugins
// promise, jest, vue and @stylistic with rule ids, js-beautify, npm-check-updates, Rspack,
// Rolldown, unbuild, Hono, tsyringe, InversifyJS, cheerio, citty and tRPC; and, one line each,
// ocamllex, ocamlyacc, erb, racc, rougify, tilt, tpage, nekoc, nimble, zic, zdump, xdelta3,
// pbzip2 and plzip, xgettext, msgmerge, uconv, wdctl, partx, uuidparse, systemd-escape, xclip,
// tomlq, pod2text, ptar and xmlcatalog. Each `expect` was written from knowledge of the tool, without looking at the
// pattern library or the troubleshooter's code, before any output was collected, and tightened
// with `tight()`. `tools: true` cases need `--tools <dir>` (README.md).

import { tight } from './cases-13.mjs';
import { c, nodeBin, py, PY, NOFILE, OPTION, SYNTAX, COMMAND, REFUSED, RESOLVE, CLOSED } from './cases-20.mjs';

const nodeLib = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const nodeMjs = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.mjs': code }, 'node app.mjs', expect, extra);
const PKG = (extra = {}) => JSON.stringify({ name: 'app', version: '1.0.0', private: true, ...extra });
const rb = (family, name, code, expect, extra = {}) => c(family, 'ruby', name, { 'app.rb': code }, 'ruby app.rb', expect, extra);
const pl = (family, name, code, expect, files = {}) => c(family, 'perl', name, { 'app.pl': code, ...files }, 'perl app.pl', expect);
const php = (family, name, code, expect, extra = {}) => c(family, 'php', name, { 'app.php': `<?php\n${code}` }, 'php app.php', expect, extra);
const lua = (name, code, expect) => c('lua-socket', 'lua5.4', name, { 'app.lua': code }, 'lua5.4 app.lua', expect);
const GUZZLE = "require '/usr/share/php/GuzzleHttp/autoload.php';\n$client = new GuzzleHttp\\Client(['http_errors' => true]);\n";
const CARBON = "require '/usr/share/php/Carbon/autoload.php';\nuse Carbon\\Carbon;\n";
const CONSOLE = "require '/usr/share/php/Symfony/Component/Console/autoload.php';\nuse Symfony\\Component\\Console\\Application;\nuse Symfony\\Component\\Console\\Command\\Command;\nuse Symfony\\Component\\Console\\Input\\InputArgument;\nuse Symfony\\Component\\Console\\Input\\InputInterface;\nuse Symfony\\Component\\Console\\Output\\OutputInterface;\nclass Greet extends Command {\n  protected static $defaultName = 'greet';\n  protected function configure(): void { $this->addArgument('name', InputArgument::REQUIRED); }\n  protected function execute(InputInterface $i, OutputInterface $o): int { $o->writeln('hi ' . $i->getArgument('name')); return 0; }\n}\n$app = new Application();\n$app->add(new Greet());\n$app->run();\n";
const PG = `require 'pg'\nconn = PG.connect(host: '127.0.0.1', port: ENV['PGPORT'].to_i, user: 'postgres', dbname: 'postgres')\n`;
const REDIS = "require 'redis'\nr = Redis.new(host: '127.0.0.1', port: ENV['REDISPORT'].to_i)\n";
const SINATRA = (route) => `require 'sinatra/base'\nrequire 'rack/mock'\nclass App < Sinatra::Base\n  set :raise_errors, true\n  set :show_exceptions, false\n  set :views, File.join(__dir__, 'views')\n${route}end\nres = Rack::MockRequest.new(App).get('/')\nputs res.status\n`;
const ESL = (family, config, files, expect, name) => nodeBin(family, 'eslint', name, { 'eslint.config.mjs': config, ...files }, `eslint ${Object.keys(files).join(' ')}`, expect);
const PROMISE = "import pluginPromise from 'eslint-plugin-promise';\nexport default [pluginPromise.configs['flat/recommended']];\n";
const JEST = "import jest from 'eslint-plugin-jest';\nexport default [{ files: ['**/*.test.js'], ...jest.configs['flat/recommended'], settings: { jest: { version: 29 } } }];\n";
const VUE = "import pluginVue from 'eslint-plugin-vue';\nexport default [...pluginVue.configs['flat/recommended']];\n";
const STYLISTIC = (rules) => `import stylistic from '@stylistic/eslint-plugin';\nexport default [{ plugins: { '@stylistic': stylistic }, rules: ${JSON.stringify(rules)} }];\n`;
const HONO = (route) => `import { Hono } from 'hono';\nconst app = new Hono();\n${route}\nconst res = await app.request('/', { method: 'POST', body: '{bad', headers: { 'content-type': 'application/json' } });\nconsole.error(res.status, await res.text());\nprocess.exitCode = res.status >= 400 ? 1 : 0;\n`;
const TRPC = "import { initTRPC } from '@trpc/server';\nimport { z } from 'zod';\nconst t = initTRPC.create();\nconst router = t.router({ user: t.procedure.input(z.object({ id: z.number() })).query(({ input }) => ({ id: input.id })) });\nconst caller = t.createCallerFactory(router)({});\n";

const RAW = [
  // ---- Guzzle (PHP HTTP client)
  php('php-guzzle', 'refused', `${GUZZLE}$client->get('http://127.0.0.1:${CLOSED}/');\n`, [...REFUSED, 'cURL error 7']),
  php('php-guzzle', 'not-found', `${GUZZLE}$client->get('http://127.0.0.1:' . getenv('HTTPPORT') . '/404/users');\n`, ['404|not found|url|path|exist|route|endpoint'], { needs: 'http' }),
  php('php-guzzle', 'unavailable', `${GUZZLE}$client->get('http://127.0.0.1:' . getenv('HTTPPORT') . '/503/x');\n`, ['503|unavailable|server|retry|later|down'], { needs: 'http' }),
  php('php-guzzle', 'unauthorized', `${GUZZLE}$client->get('http://127.0.0.1:' . getenv('HTTPPORT') . '/401/x');\n`, ['401|auth|credential|token|unauthori|login'], { needs: 'http' }),
  php('php-guzzle', 'bad-scheme', `${GUZZLE}$client->get('nope://example/x');\n`, ['protocol|scheme|url|http|supported']),

  // ---- Carbon (PHP dates)
  php('php-carbon', 'format-mismatch', `${CARBON}Carbon::createFromFormat('Y-m-d', '2024/01/02');\n`, ['format|date|parse|match|expected|unexpected']),
  php('php-carbon', 'unparsable', `${CARBON}Carbon::parse('next blursday');\n`, ['parse|date|format|time string|valid']),
  php('php-carbon', 'bad-timezone', `${CARBON}new Carbon('now', 'Nope/Zone');\n`, ['time ?zone|zone|valid|unknown|name']),

  // ---- Symfony Console
  c('php-symfony-console', 'php', 'command-not-defined', { 'app.php': `<?php\n${CONSOLE}` }, 'php app.php greett Ann', ['command|defined|typo|list|help|mean']),
  c('php-symfony-console', 'php', 'missing-argument', { 'app.php': `<?php\n${CONSOLE}` }, 'php app.php greet', ['argument|missing|required|name|usage']),
  c('php-symfony-console', 'php', 'unknown-option', { 'app.php': `<?php\n${CONSOLE}` }, 'php app.php greet Ann --loud', OPTION),

  // ---- Text::CSV
  pl('perl-text-csv', 'stray-quote', "use Text::CSV;\nmy $csv = Text::CSV->new({ binary => 1, auto_diag => 2 });\nopen my $fh, '<', 'a.csv' or die $!;\nwhile (my $row = $csv->getline($fh)) { print scalar(@$row), \"\\n\" }\n", ['quote|QUO|CSV|parse|escape|field'], { 'a.csv': 'a,b\n1,"x"y\n' }),
  pl('perl-text-csv', 'binary-off', "use Text::CSV;\nmy $csv = Text::CSV->new({ binary => 0, auto_diag => 2 });\nopen my $fh, '<', 'a.csv' or die $!;\nwhile (my $row = $csv->getline($fh)) { print scalar(@$row), \"\\n\" }\n", ['binary|quote|character|newline|option'], { 'a.csv': 'a,b\n1,"two\nlines"\n' }),
  pl('perl-text-csv', 'unknown-attribute', "use Text::CSV;\nmy $csv = Text::CSV->new({ seperator => ';' }) or die Text::CSV->error_diag;\n", ['attribute|option|unknown|name|typo|sep_char']),

  // ---- LWP
  pl('perl-lwp', 'refused', `use LWP::UserAgent;\nmy $res = LWP::UserAgent->new(timeout => 5)->get('http://127.0.0.1:${CLOSED}/');\ndie $res->status_line, "\\n" unless $res->is_success;\n`, REFUSED),
  { ...pl('perl-lwp', 'not-found', "use LWP::UserAgent;\nmy $res = LWP::UserAgent->new->get(\"http://127.0.0.1:$ENV{HTTPPORT}/404/users\");\ndie $res->status_line, \"\\n\" unless $res->is_success;\n", ['404|not found|url|path|exist|route']), needs: 'http' },
  pl('perl-lwp', 'bad-scheme', "use LWP::UserAgent;\nmy $res = LWP::UserAgent->new->get('nope://example/x');\ndie $res->status_line, \"\\n\" unless $res->is_success;\n", ['scheme|protocol|supported|url|install|LWP::Protocol']),

  // ---- Type::Tiny (with Moo)
  pl('perl-type-tiny', 'assert-int', "use Types::Standard qw(Int);\nInt->assert_valid('abc');\n", ['type|constraint|Int|integer|value|valid']),
  pl('perl-type-tiny', 'moo-isa', "package User;\nuse Moo;\nuse Types::Standard qw(Str);\nhas name => (is => 'ro', isa => Str);\npackage main;\nUser->new(name => [1, 2]);\n", ['type|constraint|Str|string|attribute|value']),
  pl('perl-type-tiny', 'moo-required', "package User;\nuse Moo;\nhas name => (is => 'ro', required => 1);\npackage main;\nUser->new;\n", ['required|missing|argument|attribute|name|constructor']),

  // ---- Path::Tiny
  pl('perl-path-tiny', 'slurp-missing', "use Path::Tiny;\nprint path('nope.txt')->slurp;\n", NOFILE),
  pl('perl-path-tiny', 'spew-no-dir', "use Path::Tiny;\npath('nodir/a.txt')->spew('x');\n", ['exist|directory|path|mkpath|parent|create']),
  pl('perl-path-tiny', 'slurp-directory', "use Path::Tiny;\nprint path('.')->slurp;\n", ['directory|file|path|read']),

  // ---- LuaSocket
  lua('refused', `local socket = require('socket')\nassert(socket.connect('127.0.0.1', ${CLOSED}))\n`, REFUSED),
  lua('address-in-use', "local socket = require('socket')\nlocal a = assert(socket.bind('127.0.0.1', 0))\nlocal _, port = a:getsockname()\nassert(socket.bind('127.0.0.1', port))\n", ['address|in use|port|already|another|running']),
  lua('http-refused', `local http = require('socket.http')\nlocal body, err = http.request('http://127.0.0.1:${CLOSED}/')\nassert(body, err)\n`, REFUSED),
  lua('unresolved-host', "local socket = require('socket')\nassert(socket.connect('nope.invalid', 80))\n", RESOLVE),

  // ---- Haml
  c('ruby-haml', 'haml', 'nesting-in-text', { 'a.haml': '%p\n  hello\n    %span nested\n' }, 'haml render a.haml', ['nest|indent|plain text|illegal|child']),
  c('ruby-haml', 'haml', 'inconsistent-indent', { 'a.haml': '%div\n  %p a\n\t%p b\n' }, 'haml render a.haml', ['indent|tab|space|inconsistent|level']),
  c('ruby-haml', 'haml', 'unbalanced-attributes', { 'a.haml': '%a{href: "/x"\n' }, 'haml render a.haml', ['attribute|bracket|brace|unbalanced|close|syntax']),

  // ---- pg (Ruby's PostgreSQL driver)
  rb('ruby-pg', 'refused', `require 'pg'\nPG.connect(host: '127.0.0.1', port: ${CLOSED}, user: 'postgres')\n`, REFUSED),
  rb('ruby-pg', 'undefined-table', `${PG}conn.exec('SELECT * FROM users')\n`, ['table|exist|relation|migrat|schema|create'], { needs: 'postgres' }),
  rb('ruby-pg', 'unique-violation', `${PG}conn.exec('CREATE TEMP TABLE t (id int PRIMARY KEY)')\nconn.exec('INSERT INTO t VALUES (1)')\nconn.exec('INSERT INTO t VALUES (1)')\n`, ['unique|duplicate|key|constraint|exists'], { needs: 'postgres' }),

  // ---- redis-rb
  rb('ruby-redis', 'refused', `require 'redis'\nRedis.new(host: '127.0.0.1', port: ${CLOSED}).get('a')\n`, REFUSED),
  rb('ruby-redis', 'wrongtype', `${REDIS}r.set('k', 'v')\nr.lpush('k', 'x')\n`, ['type|WRONGTYPE|key|list|string|kind'], { needs: 'redis' }),
  rb('ruby-redis', 'unknown-command', `${REDIS}r.call('NOPECMD', 'a')\n`, ['command|unknown|typo|redis|version|support'], { needs: 'redis' }),

  // ---- HTTParty
  rb('ruby-httparty', 'refused', `require 'httparty'\nHTTParty.get('http://127.0.0.1:${CLOSED}/')\n`, REFUSED),

  // ---- Sinatra
  rb('ruby-sinatra', 'missing-template', SINATRA("  get('/') { erb :index }\n"), ['template|view|exist|file|path|found']),
  rb('ruby-sinatra', 'nil-in-route', SINATRA("  get('/') { params[:user][:name] }\n"), ['nil|undefined|method|param|defin']),

  // ---- Active Support
  rb('ruby-activesupport', 'bad-time-zone', "require 'active_support/all'\nTime.zone = 'Nope/Zone'\n", ['time ?zone|zone|valid|identifier|name']),
  rb('ruby-activesupport', 'constantize', "require 'active_support/all'\n'UserMailer'.constantize\n", ['constant|defin|class|uninitiali|typo|name|load']),
  rb('ruby-activesupport', 'assert-valid-keys', "require 'active_support/all'\n{ colour: 'red' }.assert_valid_keys(:color, :size)\n", ['key|unknown|valid|option|allowed']),

  // ---- i18n
  rb('ruby-i18n', 'invalid-locale', "require 'i18n'\nI18n.available_locales = [:en]\nI18n.locale = :xx\n", ['locale|available|valid|config']),
  rb('ruby-i18n', 'missing-translation', "require 'i18n'\nI18n.available_locales = [:en]\nputs I18n.t('greeting.hello', raise: true)\n", ['translation|missing|key|locale|yml']),

  // ---- kramdown

  // ---- ALGOL 68 Genie
  c('algol68', 'a68g', 'syntax', { 'a.a68': 'BEGIN\n  INT x := (1 + ;\n  print(x)\nEND\n' }, 'a68g a.a68', SYNTAX),
  c('algol68', 'a68g', 'undeclared', { 'a.a68': 'BEGIN\n  print(nope)\nEND\n' }, 'a68g a.a68', ['declar|defin|identifier|undeclared|typo']),
  c('algol68', 'a68g', 'index-out-of-bounds', { 'a.a68': 'BEGIN\n  [3]INT a := (1, 2, 3);\n  print(a[5])\nEND\n' }, 'a68g a.a68', ['index|bound|range|array|subscript']),

  // ---- GHDL (VHDL)
  c('ghdl', 'ghdl', 'syntax', { 'a.vhd': 'entity a is\nend a;\narchitecture rtl of a is\nbegin\n  process begin\n    wait\n  end process;\nend rtl;\n' }, 'ghdl -a a.vhd', SYNTAX),
  c('ghdl', 'ghdl', 'undeclared-signal', { 'a.vhd': 'entity a is\nend a;\narchitecture rtl of a is\n  signal s : bit;\nbegin\n  s <= t;\nend rtl;\n' }, 'ghdl -a a.vhd', ['declar|defin|identifier|undeclared|typo|signal|visible']),
  c('ghdl', 'ghdl', 'unknown-unit', {}, 'ghdl -e nope_tb', ['unit|entity|found|analy|name|library|compile']),

  // ---- Yosys
  c('yosys', 'yosys', 'syntax', { 'a.v': 'module a(input x, output y);\n  assign y = x &;\nendmodule\n' }, "yosys -q -p 'read_verilog a.v'", SYNTAX),
  c('yosys', 'yosys', 'unknown-command', {}, "yosys -q -p 'synthh'", COMMAND),
  c('yosys', 'yosys', 'missing-top', { 'a.v': 'module a(input x, output y);\n  assign y = x;\nendmodule\n' }, "yosys -q -p 'read_verilog a.v; hierarchy -top nope'", ['module|top|found|exist|name']),

  // ---- Verilator
  c('verilator', 'verilator', 'width', { 'a.v': 'module a(input [7:0] x, output [3:0] y);\n  assign y = x;\nendmodule\n' }, 'verilator --lint-only -Wall a.v', ['width|bits|WIDTH|size|truncat|expects']),
  c('verilator', 'verilator', 'syntax', { 'a.v': 'module a(input x, output y);\n  assign y = x\nendmodule\n' }, 'verilator --lint-only a.v', SYNTAX),
  c('verilator', 'verilator', 'missing-module', { 'a.v': 'module a(input x, output y);\n  nope u0 (.i(x), .o(y));\nendmodule\n' }, 'verilator --lint-only a.v', ['module|found|defin|exist|file|include|-y']),

  // ---- SDCC
  c('sdcc', 'sdcc', 'syntax', { 'a.c': 'void main(void) {\n  int x = 1\n}\n' }, 'sdcc -c a.c', SYNTAX),
  c('sdcc', 'sdcc', 'undeclared', { 'a.c': 'void main(void) {\n  x = 1;\n}\n' }, 'sdcc -c a.c', ['declar|defin|identifier|undeclared|undefined|typo']),
  c('sdcc', 'sdcc', 'no-file', {}, 'sdcc -c nope.c', NOFILE),
  c('sdcc', 'sdcc', 'bad-processor', { 'a.c': 'void main(void) {}\n' }, 'sdcc -mnope a.c', ['processor|port|target|-m|valid|unknown|support']),

  // ---- yabasic
  c('yabasic', 'yabasic', 'syntax', { 'a.bas': 'print (1 +\n' }, 'yabasic a.bas', SYNTAX),
  c('yabasic', 'yabasic', 'undefined-sub', { 'a.bas': 'nope(1)\n' }, 'yabasic a.bas', ['defin|sub|function|undefined|typo|found']),
  c('yabasic', 'yabasic', 'array-bounds', { 'a.bas': 'dim a(3)\nprint a(10)\n' }, 'yabasic a.bas', ['index|bound|dimension|array|range|dim']),

  // ---- newLISP
  c('newlisp', 'newlisp', 'invalid-function', {}, "newlisp -e '(nope 1)'", ['function|defin|undefined|invalid|typo|name']),
  c('newlisp', 'newlisp', 'value-expected', {}, 'newlisp -e \'(+ 1 "a")\'', ['type|number|value|expected|argument']),

  // ---- Icon
  c('icon', 'icont', 'syntax', { 'a.icn': 'procedure main()\n  write("a"\nend\n' }, 'icont -s a.icn', SYNTAX),
  c('icon', 'icont', 'no-main', { 'a.icn': 'procedure helper()\n  write("a")\nend\n' }, 'icont -s a.icn && ./a', ['main|procedure|defin|missing|link']),

  // ---- sash
  c('sash', 'sash', 'command-not-found', {}, "sash -c 'nopecmd'", ['command|found|exist|path|install|spell']),

  // ---- structlog
  py('py-structlog', 'event-twice', "import structlog\nstructlog.get_logger().info('login', event='x')\n", ['event|argument|keyword|multiple|parameter|name']),
  py('py-structlog', 'bad-processor', "import structlog\nstructlog.configure(processors=['structlog.processors.JSONRenderer'])\nstructlog.get_logger().info('login')\n", ['callable|processor|function|string|configure']),

  // ---- ConfigObj
  c('py-configobj', 'python3', 'duplicate-key', { 'app.py': "from configobj import ConfigObj\nConfigObj('a.ini')\n", 'a.ini': 'name = a\nname = b\n' }, `${PY} app.py`, ['duplicate|key|keyword|section|twice|defined']),
  py('py-configobj', 'missing-file', "from configobj import ConfigObj\nConfigObj('nope.ini', file_error=True)\n", NOFILE),
  c('py-configobj', 'python3', 'invalid-line', { 'app.py': "from configobj import ConfigObj\nConfigObj('a.ini')\n", 'a.ini': 'name = a\njust some words\n' }, `${PY} app.py`, ['line|parse|syntax|invalid|=|key']),

  // ---- python-gnupg
  py('py-gnupg', 'no-binary', "import gnupg\ngnupg.GPG(gpgbinary='gpg-nope')\n", ['gpg|install|binary|path|found|available']),
  py('py-gnupg', 'unknown-recipient', "import os, sys, gnupg\nos.makedirs('g', mode=0o700)\ngpg = gnupg.GPG(gnupghome='g')\nr = gpg.encrypt('x', 'nobody@example.com')\nif not r.ok:\n    sys.exit(f'encrypt: {r.status}\\n{r.stderr}')\n", ['recipient|key|public|import|found|trust']),

  // ---- idna
  py('py-idna', 'empty-label', "import idna\nidna.encode('shop..example.com')\n", ['label|empty|domain|host|dot|name']),
  py('py-idna', 'space', "import idna\nidna.encode('my shop.com')\n", ['codepoint|character|space|invalid|domain|host']),
  py('py-idna', 'bad-punycode', "import idna\nidna.decode('xn--zz9.com')\n", ['punycode|label|encod|invalid|xn--|decod']),

  // ---- packaging
  py('py-packaging', 'invalid-version', "from packaging.version import Version\nVersion('1.0-beta-final')\n", ['version|PEP 440|valid|format|scheme']),
  py('py-packaging', 'invalid-requirement', "from packaging.requirements import Requirement\nRequirement('requests>=')\n", ['requirement|specifier|version|syntax|PEP 508|parse']),
  py('py-packaging', 'invalid-specifier', "from packaging.specifiers import SpecifierSet\nSpecifierSet('=>1.0')\n", ['specifier|operator|>=|valid|syntax']),

  // ---- eslint-plugin-promise
  ESL('eslint-promise', PROMISE, { 'a.js': "fetch('/x').then((r) => r.json());\n" }, ['catch|promise|return|rejection|catch-or-return'], 'catch-or-return'),
  ESL('eslint-promise', PROMISE, { 'a.js': "export const f = () => new Promise((ok, fail) => { setTimeout(ok, 1); fail; });\n" }, ['resolve|reject|param|name|param-names'], 'param-names'),
  ESL('eslint-promise', PROMISE, { 'a.js': "export const f = (p) => p.then((x) => { if (x) { return 1; } }).then(console.log).catch(console.error);\n" }, ['return|then|always-return|value|callback'], 'always-return'),

  // ---- eslint-plugin-jest
  ESL('eslint-jest', JEST, { 'a.test.js': "describe('sum', () => {\n  it.only('adds', () => {\n    expect(1 + 1).toBe(2);\n  });\n});\n" }, ['focus|only|no-focused-tests|skip|commit'], 'focused-test'),
  ESL('eslint-jest', JEST, { 'a.test.js': "test('sum', () => {\n  expect(1 + 1);\n});\n" }, ['expect|matcher|assert|valid-expect|call|toBe'], 'valid-expect'),
  ESL('eslint-jest', JEST, { 'a.test.js': "test('sum', () => {\n  expect(1).toBe(1);\n});\ntest('sum', () => {\n  expect(2).toBe(2);\n});\n" }, ['title|identical|duplicate|name|same|rename'], 'identical-title'),

  // ---- eslint-plugin-vue
  ESL('eslint-vue', VUE, { 'A.vue': '<template>\n  <ul><li v-for="x in items">{{ x }}</li></ul>\n</template>\n<script>\nexport default { name: \'AList\', data() { return { items: [] }; } };\n</script>\n' }, ['key|v-for|:key|require-v-for-key|unique'], 'v-for-key'),
  ESL('eslint-vue', VUE, { 'A.vue': '<template>\n  <p>{{ a }}</p>\n</template>\n<script>\nexport default { name: \'AThing\', props: { a: String }, data() { return { a: 1 }; } };\n</script>\n' }, ['duplicate|dupe|key|name|props|data|no-dupe-keys'], 'dupe-keys'),
  ESL('eslint-vue', VUE, { 'A.vue': '<template>\n  <ul><li v-for="(x, i) in items" :key="x">{{ x }}</li></ul>\n</template>\n<script>\nexport default { name: \'AList\', data() { return { items: [] }; } };\n</script>\n' }, ['unused|variable|no-unused-vars|remove|defined'], 'unused-var'),

  // ---- @stylistic/eslint-plugin
  ESL('eslint-stylistic', STYLISTIC({ '@stylistic/semi': ['error', 'always'] }), { 'a.js': 'export const a = 1\n' }, ['semicolon|semi|missing|--fix'], 'semi'),
  ESL('eslint-stylistic', STYLISTIC({ '@stylistic/quotes': ['error', 'single'] }), { 'a.js': 'export const a = "x";\n' }, ['quote|single|double|--fix'], 'quotes'),
  ESL('eslint-stylistic', STYLISTIC({ '@stylistic/indent': ['error', 2] }), { 'a.js': 'export function f() {\n    return 1;\n}\n' }, ['indent|space|--fix|expected'], 'indent'),

  // ---- js-beautify
  nodeBin('js-beautify', 'js-beautify', 'no-file', {}, 'js-beautify nope.js', NOFILE),
  nodeBin('js-beautify', 'js-beautify', 'bad-config', { '.jsbeautifyrc': '{ "indent_size": 2,, }\n', 'a.js': 'a=1\n' }, 'js-beautify a.js', ['JSON|config|parse|syntax|jsbeautifyrc']),

  // ---- npm-check-updates
  nodeBin('npm-check-updates', 'ncu', 'no-package-json', {}, 'ncu', ['package\\.json|found|exist|directory|project|init']),
  nodeBin('npm-check-updates', 'ncu', 'registry-refused', { 'package.json': PKG({ dependencies: { 'left-pad': '1.0.0' } }) }, `ncu --registry http://127.0.0.1:${CLOSED}/`, [...REFUSED, 'registry']),
  nodeBin('npm-check-updates', 'ncu', 'bad-option', { 'package.json': PKG() }, 'ncu --nope', OPTION),

  // ---- Rspack
  nodeBin('rspack', 'rspack', 'module-not-found', { 'src/index.js': "import x from './nope';\nconsole.log(x);\n" }, 'rspack build --mode development', ['resolve|found|exist|path|import|install|module']),
  nodeBin('rspack', 'rspack', 'syntax', { 'src/index.js': 'const a = (1 + ;\n' }, 'rspack build --mode development', SYNTAX),
  nodeBin('rspack', 'rspack', 'no-entry', { 'package.json': PKG() }, 'rspack build --mode development', ['entry|found|exist|src/index|config|path|resolve']),

  // ---- Rolldown
  nodeBin('rolldown', 'rolldown', 'unresolved-import', { 'a.js': "import x from './nope.js';\nconsole.log(x);\n" }, 'rolldown a.js -d dist', ['resolve|found|exist|path|import|install|module']),
  nodeBin('rolldown', 'rolldown', 'syntax', { 'a.js': 'const a = (1 + ;\n' }, 'rolldown a.js -d dist', SYNTAX),
  nodeBin('rolldown', 'rolldown', 'missing-input', {}, 'rolldown nope.js -d dist', ['input|entry|exist|file|found|path|resolve']),

  // ---- unbuild
  nodeBin('unbuild', 'unbuild', 'no-entries', { 'package.json': PKG() }, 'unbuild', ['entry|entries|src|found|exist|build|config|path']),
  nodeBin('unbuild', 'unbuild', 'missing-entry', { 'package.json': PKG(), 'build.config.mjs': "export default { entries: ['src/nope'] };\n" }, 'unbuild', ['entry|src|found|exist|resolve|path']),

  // ---- Hono
  nodeMjs('hono', 'handler-throws', HONO("app.post('/', (c) => { const user = undefined; return c.json({ id: user.id }); });"), ['undefined|null|property|defin|id']),
  nodeMjs('hono', 'bad-json-body', HONO("app.post('/', async (c) => c.json(await c.req.json()));"), ['JSON|parse|body|syntax|content-type']),

  // ---- tsyringe
  nodeLib('tsyringe', 'no-reflect-polyfill', "const { container } = require('tsyringe');\nconsole.log(container);\n", ['reflect|polyfill|reflect-metadata|import']),
  nodeLib('tsyringe', 'unregistered-token', "require('reflect-metadata');\nconst { container } = require('tsyringe');\ncontainer.resolve('Logger');\n", ['regist|token|dependency|resolve|container|inject']),
  nodeLib('tsyringe', 'type-info-unknown', "require('reflect-metadata');\nconst { container } = require('tsyringe');\nclass Db {}\nclass Repo { constructor(db) { this.db = db; } }\nconsole.log(container.resolve(Repo).db);\n", ['injectable|decorat|TypeInfo|metadata|regist|constructor']),

  // ---- InversifyJS
  nodeLib('inversify', 'no-binding', "require('reflect-metadata');\nconst { Container } = require('inversify');\nnew Container().get('Logger');\n", ['bind|binding|regist|container|identifier|service']),
  nodeLib('inversify', 'ambiguous', "require('reflect-metadata');\nconst { Container } = require('inversify');\nconst c = new Container();\nc.bind('Logger').toConstantValue(1);\nc.bind('Logger').toConstantValue(2);\nc.get('Logger');\n", ['ambiguous|bind|multiple|named|tagged|binding']),

  // ---- cheerio
  nodeLib('cheerio', 'bad-selector', "const cheerio = require('cheerio');\nconst $ = cheerio.load('<a href=\"/x\">x</a>');\nconsole.log($('a[href').text());\n", ['selector|syntax|CSS|unmatched|parse|bracket']),

  // ---- citty
  nodeMjs('citty', 'missing-positional', "import { defineCommand, runMain } from 'citty';\nrunMain(defineCommand({ meta: { name: 'greet' }, args: { name: { type: 'positional', required: true } }, run({ args }) { console.log(args.name); } }));\n", ['argument|required|missing|usage|positional']),
  nodeBin('citty', 'node', 'unknown-subcommand', { 'app.mjs': "import { defineCommand, runMain } from 'citty';\nrunMain(defineCommand({ meta: { name: 'cli' }, subCommands: { build: defineCommand({ run() { console.log('built'); } }) } }));\n" }, 'node app.mjs biuld', ['command|unknown|typo|help|usage']),

  // ---- tRPC
  nodeMjs('trpc', 'bad-input', `${TRPC}await caller.user({ id: 'one' });\n`, ['input|valid|expected|schema|type|BAD_REQUEST|number']),
  nodeMjs('trpc', 'no-procedure', `${TRPC}await caller.users({ id: 1 });\n`, ['procedure|path|found|route|defin|typo|function']),

  // ---- one line each: calculators, generators, template CLIs, compilers' drivers, time zones, compressors
  c('ocamllex', 'ocamllex', 'syntax', { 'a.mll': 'rule token = parse\n  | [\'a\'-\'z\' { IDENT }\n' }, 'ocamllex a.mll', SYNTAX),
  c('ocamllex', 'ocamllex', 'no-file', {}, 'ocamllex nope.mll', NOFILE),
  c('ocamlyacc', 'ocamlyacc', 'syntax', { 'a.mly': '%token A\n%start main\n%type <int> main\n%%\nmain: A { 1 \n' }, 'ocamlyacc a.mly', SYNTAX),
  c('ocamlyacc', 'ocamlyacc', 'no-file', {}, 'ocamlyacc nope.mly', NOFILE),
  c('erb', 'erb', 'syntax', { 'a.erb': '<% if true %>\nx\n' }, 'erb a.erb', ['syntax|end|unexpected|expected|close|block']),
  c('erb', 'erb', 'no-file', {}, 'erb nope.erb', NOFILE),
  c('racc', 'racc', 'no-file', {}, 'racc nope.y', NOFILE),
  c('racc', 'racc', 'syntax', { 'a.y': 'class P\nrule\n  main : A {\nend\n' }, 'racc a.y', SYNTAX),
  c('rougify', 'rougify', 'unknown-lexer', { 'a.txt': 'x\n' }, 'rougify -l nopelang a.txt', ['lexer|language|unknown|valid|list|name']),
  c('rougify', 'rougify', 'no-file', {}, 'rougify nope.rb', NOFILE),
  c('tilt', 'tilt', 'unknown-type', { 'a.nope': 'x\n' }, 'tilt a.nope', ['template|engine|type|extension|unknown|format|-t']),
  c('tilt', 'tilt', 'no-file', {}, 'tilt nope.erb', NOFILE),
  c('tpage', 'tpage', 'syntax', { 'a.tt': '[% IF x %]\nx\n' }, 'tpage a.tt', ['END|syntax|parse|unexpected|block|directive']),
  c('tpage', 'tpage', 'no-file', {}, 'tpage nope.tt', NOFILE),
  c('nekoc', 'nekoc', 'syntax', { 'a.neko': '$print("a"\n' }, 'nekoc a.neko', SYNTAX),
  c('nekoc', 'neko', 'no-module', {}, 'neko nope', ['module|found|exist|path|file|compile']),
  c('nimble', 'nimble', 'no-nimble-file', {}, 'HOME=$PWD nimble build', ['\\.nimble|package|found|exist|init|directory']),
  c('zic', 'zic', 'syntax', { 'a.zi': 'Zone Nope/Zone nonsense\n' }, 'zic -d out a.zi', ['syntax|line|field|input|format|parse|zone']),
  c('zic', 'zic', 'no-file', {}, 'zic -d out nope.zi', NOFILE),
  c('zdump', 'zdump', 'bad-option', {}, 'zdump --nope', OPTION),
  c('xdelta3', 'xdelta3', 'no-file', {}, 'xdelta3 -d -s nope.bin patch.vcdiff out.bin', NOFILE),
  c('xdelta3', 'xdelta3', 'not-vcdiff', { 'old.bin': 'a\n', 'patch.vcdiff': 'plain text\n' }, 'xdelta3 -d -s old.bin patch.vcdiff out.bin', ['format|VCDIFF|magic|header|corrupt|invalid|input']),
  c('pbzip2', 'pbzip2', 'not-bzip2', { 'a.bz2': 'plain\n' }, 'pbzip2 -d -k a.bz2', ['bzip2|format|compressed|corrupt|invalid|magic|header']),
  c('pbzip2', 'pbzip2', 'no-file', {}, 'pbzip2 -d nope.bz2', NOFILE),
  c('plzip', 'plzip', 'not-lzip', { 'a.lz': 'plain\n' }, 'plzip -d -k a.lz', ['lzip|format|compressed|corrupt|invalid|magic|header']),
  c('plzip', 'plzip', 'no-file', {}, 'plzip -d nope.lz', NOFILE),
  c('xgettext', 'xgettext', 'unknown-language', { 'a.c': 'int main(void) { return 0; }\n' }, 'xgettext -L nopelang a.c', ['language|unknown|-L|valid|support']),
  c('xgettext', 'xgettext', 'no-file', {}, 'xgettext nope.c', NOFILE),
  c('msgmerge', 'msgmerge', 'no-file', {}, 'msgmerge nope.po nope.pot', NOFILE),
  c('uconv', 'uconv', 'unknown-encoding', { 'a.txt': 'x\n' }, 'uconv -f nope-enc a.txt', ['encoding|converter|charset|unknown|name|valid']),
  c('wdctl', 'wdctl', 'no-device', {}, 'wdctl /dev/nope-watchdog', ['watchdog|device|exist|found|path']),
  c('partx', 'partx', 'no-file', {}, 'partx --show nope.img', NOFILE),
  c('uuidparse', 'uuidparse', 'bad-option', {}, 'uuidparse --nope', OPTION),
  c('systemd-escape', 'systemd-escape', 'no-args', {}, 'systemd-escape', ['argument|usage|missing|string|input']),
  c('xclip', 'xclip', 'no-display', {}, 'env -u DISPLAY xclip -o', ['display|DISPLAY|X server|X11|clipboard|headless|xvfb']),
  c('tomlq', 'tomlq', 'bad-toml', { 'a.toml': 'name = "a\nx = [1,\n' }, 'tomlq . a.toml', ['TOML|parse|syntax|expected|invalid|quote|string']),
  c('pod2text', 'pod2text', 'no-file', {}, 'pod2text nope.pod', NOFILE),
  c('ptar', 'ptar', 'no-file', {}, 'ptar -t -f nope.tar', NOFILE),
  c('xmlcatalog', 'xmlcatalog', 'no-catalog', {}, 'xmlcatalog nope-catalog.xml -//Nope//EN', ['catalog|exist|file|found|path|entry']),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
