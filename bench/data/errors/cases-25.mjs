// The twenty-third error set (corpus-twenty-third.jsonl): written with the twenty-second, after
// all tuning on the eighteenth and nineteenth sets' dev halves, and collected and measured on both
// halves before any change made for either. Families none of the twenty-two sets has (each checked
// against the families and tools of all earlier corpora and, for libraries, against every earlier
// case file's imports): command-line programs (Jython, gccgo, rust-bindgen, cbindgen, pgBadger,
// Distrobox, Charliecloud, GN, Tarantool, hledger, Ledger, Puma, Foreman, Plack, Mojolicious),
// npm's task runners, linters, test tools and clients (gulp, Grunt, remark, write-good,
// sql-formatter, dependency-cruiser, Karma, Cypress, node-tap, Nock, Sinon, Testing Library, pino,
// got, Superstruct, hapi, Stripe, Twilio, Octokit, the Firebase Admin SDK, Inquirer, Moment,
// patch-package, ShellJS's shx, javascript-obfuscator, Size Limit), Python libraries (PyQt5,
// PyGObject, Numba, typeguard, pytest-timeout, Fire, Falcon, statsmodels, asyncpg, pypdf,
// python-docx, pygame, Starlette, Dask, passlib, Bottle, ruamel.yaml) and Python's ssl, ast,
// tomllib, xml.etree, abc and ctypes; and, one line each, jshon, dtach, GNU Stow, gopass, doas,
// calc, qalc, Jim Tcl and yadm. Each `expect` was written from knowledge of the tool,
// without looking at the pattern library or the troubleshooter's code, before any output was
// collected, and tightened with `tight()`. `tools: true` cases need `--tools <dir>` (README.md).

import { tight } from './cases-13.mjs';
import { c, nodeBin, py, PY, NOFILE, OPTION, SYNTAX, COMMAND, REFUSED, CLOSED } from './cases-20.mjs';

const nodeLib = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const nodeMjs = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.mjs': code }, 'node app.mjs', expect, extra);
const PKG = JSON.stringify({ name: 'app', version: '1.0.0', private: true });
const FREE_PORT = CLOSED - 10;
const BUSY = (port) => `(timeout 20 ${PY} -m http.server ${port} >/dev/null 2>&1 &) ; sleep 1;`;
const NODISPLAY = 'env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM -u SDL_VIDEODRIVER XDG_RUNTIME_DIR=$PWD';
const GN_ROOT = { '.gn': 'buildconfig = "//BUILDCONFIG.gn"\n', 'BUILDCONFIG.gn': 'set_default_toolchain("//:tc")\n' };
const RU = { 'config.ru': "run ->(env) { [200, {}, ['ok']] }\n" };
const NO_GCP = `env -u GOOGLE_APPLICATION_CREDENTIALS HOME=$PWD GCE_METADATA_HOST=127.0.0.1:${CLOSED} GCE_METADATA_IP=127.0.0.1:${CLOSED} NO_GCE_CHECK=True`;
const DOM = (html) => `const { JSDOM } = require('jsdom');\nconst dom = new JSDOM(${JSON.stringify(html)});\nglobal.window = dom.window;\nglobal.document = dom.window.document;\nconst { screen } = require('@testing-library/dom');\n`;

const RAW = [
  // ---- Jython
  c('jython', 'jython', 'name-error', { 'a.py': 'print(nope)\n' }, 'HOME=$PWD jython a.py', ['name|defin|typo|spell|import|variable']),
  c('jython', 'jython', 'c-extension', {}, "HOME=$PWD jython -c 'import numpy'", ['module|install|import|found|package|jython|Java|C extension|sys\\.path']),
  c('jython', 'jython', 'syntax', { 'a.py': 'def f(:\n    pass\n' }, 'HOME=$PWD jython a.py', SYNTAX),
  c('jython', 'jython', 'no-script', {}, 'HOME=$PWD jython nope.py', NOFILE),

  // ---- gccgo
  c('gccgo', 'gccgo', 'undefined', { 'a.go': 'package main\n\nfunc main() {\n\tnope()\n}\n' }, 'gccgo a.go', ['undefined|defin|declar|import|package']),
  c('gccgo', 'gccgo', 'unused-import', { 'a.go': 'package main\n\nimport "os"\n\nfunc main() {}\n' }, 'gccgo a.go', ['import|unused|used|remove']),
  c('gccgo', 'gccgo', 'no-file', {}, 'gccgo nope.go', NOFILE),
  c('gccgo', 'gccgo', 'type-mismatch', { 'a.go': 'package main\n\nfunc main() {\n\tvar x int = "a"\n\t_ = x\n}\n' }, 'gccgo a.go', ['type|mismatch|cannot|assign|convert|incompatible|string']),

  // ---- rust-bindgen
  c('bindgen', 'bindgen', 'no-header', {}, 'bindgen nope.h', ['exist|path|file|found|header']),
  c('bindgen', 'bindgen', 'syntax', { 'a.h': 'int f(int;\n' }, 'bindgen a.h', ['syntax|expected|clang|parse|header|declar']),
  c('bindgen', 'bindgen', 'missing-include', { 'a.h': '#include <nope.h>\nint f(void);\n' }, 'bindgen a.h', ['include|header|found|path|-I|install|exist']),
  c('bindgen', 'bindgen', 'bad-option', {}, 'bindgen --nope', OPTION),

  // ---- cbindgen
  c('cbindgen', 'cbindgen', 'no-manifest', {}, 'cbindgen', ['Cargo\\.toml|manifest|crate|found|directory|metadata']),
  c('cbindgen', 'cbindgen', 'no-config', {}, 'cbindgen --config nope.toml', ['exist|path|file|found|config']),
  c('cbindgen', 'cbindgen', 'bad-lang', {}, 'cbindgen --lang nope', ['language|lang|value|valid|possible|cxx|cython']),

  // ---- pgBadger
  c('pgbadger', 'pgbadger', 'no-log', {}, 'pgbadger -o out.html nope.log', NOFILE),
  c('pgbadger', 'pgbadger', 'unknown-format', { 'a.log': 'hello, this is not a PostgreSQL log\n' }, 'pgbadger -o out.html a.log', ['format|log_line_prefix|--format|-f|prefix|detect|parse|log']),
  c('pgbadger', 'pgbadger', 'bad-option', {}, 'pgbadger --nope', OPTION),

  // ---- Distrobox
  c('distrobox', 'distrobox', 'create', {}, 'HOME=$PWD timeout 30 distrobox create -Y -n box1 -i debian:12', ['podman|docker|container|runtime|install|manager|permission|daemon']),
  c('distrobox', 'distrobox', 'enter-missing', {}, 'HOME=$PWD timeout 30 distrobox enter nope', ['container|exist|create|name|found|podman|docker']),
  c('distrobox', 'distrobox', 'unknown-command', {}, 'HOME=$PWD distrobox nopecmd', COMMAND),

  // ---- Charliecloud
  c('charliecloud', 'ch-run', 'no-image', {}, 'ch-run nope-image -- true', ['image|exist|directory|path|found|unpack']),
  c('charliecloud', 'ch-image', 'no-dockerfile', {}, 'PATH=/usr/bin:$PATH HOME=$PWD CH_IMAGE_STORAGE=$PWD/st ch-image build -t app .', ['Dockerfile|file|found|exist|-f|context']),
  c('charliecloud', 'ch-run', 'bad-option', {}, 'ch-run --nope', OPTION),

  // ---- GN
  c('gn', 'gn', 'no-dotfile', {}, 'gn gen out', ['\\.gn|dotfile|root|--root|source root|found|project']),
  c('gn', 'gn', 'syntax', { ...GN_ROOT, 'BUILD.gn': 'executable("a" {\n' }, 'gn gen out', ['syntax|expected|parse|BUILD\\.gn|token|line|brace|paren']),
  c('gn', 'gn', 'undefined', { ...GN_ROOT, 'BUILD.gn': 'print(nope)\n' }, 'gn gen out', ['undefined|defin|identifier|variable|declar']),
  c('gn', 'gn', 'unknown-command', {}, 'gn nopecmd', COMMAND),

  // ---- Tarantool
  c('tarantool', 'tarantool', 'index-nil', { 'a.lua': 'local x = nil\nprint(x.y)\n' }, 'tarantool a.lua', ['nil|index|field|global|defin|variable|local']),
  c('tarantool', 'tarantool', 'no-script', {}, 'tarantool nope.lua', NOFILE),
  c('tarantool', 'tarantool', 'bad-listen', { 'a.lua': "box.cfg{listen = 'nope:xx', work_dir = '.'}\n" }, 'timeout 20 tarantool a.lua', ['listen|address|URI|port|valid|config|host|resolve']),

  // ---- hledger
  c('hledger', 'hledger', 'no-journal', {}, 'hledger -f nope.journal bal', NOFILE),
  c('hledger', 'hledger', 'unbalanced', { 'a.journal': '2024-01-01 groceries\n    expenses:food   10\n    assets:cash    -5\n' }, 'hledger -f a.journal bal', ['balance|balanced|amount|posting|transaction|sum']),
  c('hledger', 'hledger', 'bad-date', { 'a.journal': '2024-13-45 groceries\n    expenses:food   10\n    assets:cash\n' }, 'hledger -f a.journal bal', ['parse|syntax|date|unexpected|expect|line|valid']),
  c('hledger', 'hledger', 'unknown-command', { 'a.journal': '' }, 'hledger -f a.journal nopecmd', COMMAND),

  // ---- Ledger
  c('ledger', 'ledger', 'no-journal', {}, 'ledger -f nope.dat bal', NOFILE),
  c('ledger', 'ledger', 'unbalanced', { 'a.dat': '2024/01/01 groceries\n    expenses:food   $10\n    assets:cash    $-5\n' }, 'ledger -f a.dat bal', ['balance|amount|posting|transaction|null']),
  c('ledger', 'ledger', 'unknown-command', { 'a.dat': '' }, 'ledger -f a.dat nopecmd', ['command|report|unknown|help|typo']),

  // ---- Puma
  c('puma', 'puma', 'no-rackup', {}, 'timeout 15 puma nope.ru', ['exist|path|file|found|rackup|config\\.ru']),
  c('puma', 'puma', 'no-config-ru', {}, 'timeout 15 puma', ['config\\.ru|rackup|application|found|file']),
  c('puma', 'puma', 'bad-port', RU, 'timeout 15 puma -p abc config.ru', ['port|number|integer|valid|value']),
  c('puma', 'puma', 'port-in-use', RU, `${BUSY(FREE_PORT)} timeout 15 puma -p ${FREE_PORT} config.ru`, ['address|port|in use|EADDRINUSE|another|kill|bind']),

  // ---- Foreman
  c('foreman', 'foreman', 'no-procfile', {}, 'timeout 20 foreman start', ['Procfile|file|found|exist|-f']),
  c('foreman', 'foreman', 'bad-procfile', { Procfile: 'web python3 -m http.server\n' }, 'foreman check', ['Procfile|format|line|process|entry|valid|name']),
  c('foreman', 'foreman', 'process-exits', { Procfile: 'web: sh -c "echo starting; exit 3"\n' }, 'timeout 20 foreman start', ['exit|code|process|status|command|crash|fail']),
  c('foreman', 'foreman', 'unknown-command', {}, 'foreman nopecmd', COMMAND),

  // ---- Plack
  c('plack', 'plackup', 'no-app', {}, 'timeout 15 plackup nope.psgi', NOFILE),
  c('plack', 'plackup', 'syntax', { 'app.psgi': 'my $app = sub { return [200, [], ["x"] ;\n' }, 'timeout 15 plackup app.psgi', ['syntax|perl|near|line|compile']),
  c('plack', 'plackup', 'not-code', { 'app.psgi': '42;\n' }, 'timeout 15 plackup app.psgi', ['code ?ref|reference|return|PSGI|sub|app']),
  c('plack', 'plackup', 'unknown-server', { 'app.psgi': 'sub { [200, [], ["x"]] };\n' }, 'timeout 15 plackup -s NopeServer app.psgi', ['server|module|install|found|Locate|@INC|handler']),

  // ---- Mojolicious
  c('mojolicious', 'mojo', 'unknown-generator', {}, 'mojo generate nopegen', ['command|generator|unknown|help|exist']),
  c('mojolicious', 'perl', 'refused', {}, `perl -Mojo -E 'say g("http://127.0.0.1:${CLOSED}/")->body'`, REFUSED),
  c('mojolicious', 'mojo', 'unknown-command', {}, 'mojo nopecmd', COMMAND),
  c('mojolicious', 'perl', 'missing-template', { 'app.pl': "use Mojolicious::Lite -signatures;\nget '/' => sub ($c) { $c->render(template => 'nope') };\napp->start;\n" }, 'MOJO_MODE=development perl app.pl get /', ['template|found|render|exist|name|templates']),

  // ---- gulp
  nodeBin('gulp', 'gulp', 'no-gulpfile', { 'package.json': PKG }, 'gulp', ['gulpfile|found|directory|create|--gulpfile']),
  nodeBin('gulp', 'gulp', 'unknown-task', { 'package.json': PKG, 'gulpfile.js': "exports.build = (done) => done();\n" }, 'gulp nope', ['task|defin|name|gulpfile|typo|exist|export']),
  nodeBin('gulp', 'gulp', 'task-throws', { 'package.json': PKG, 'gulpfile.js': "exports.build = (done) => { throw new Error('copy failed: dist is read-only'); };\n" }, 'gulp build', ['copy|read-only|dist|throw|task|permission']),
  nodeBin('gulp', 'gulp', 'async-completion', { 'package.json': PKG, 'gulpfile.js': "exports.build = () => { console.log('building'); };\n" }, 'gulp build', ['async|completion|callback|done|promise|return|stream|signal']),

  // ---- Grunt
  nodeBin('grunt', 'grunt', 'no-gruntfile', { 'package.json': PKG }, 'grunt', ['Gruntfile|grunt|found|install|local|directory']),
  nodeBin('grunt', 'grunt', 'unknown-task', { 'package.json': PKG, 'Gruntfile.js': "module.exports = (grunt) => { grunt.registerTask('default', []); };\n" }, 'grunt nope', ['task|found|name|registerTask|loadNpmTasks|typo|plugin']),
  nodeBin('grunt', 'grunt', 'gruntfile-syntax', { 'package.json': PKG, 'Gruntfile.js': "module.exports = (grunt) => { grunt.registerTask('default', [] };\n" }, 'grunt', ['syntax|Gruntfile|unexpected|token|parse']),

  // ---- remark
  nodeBin('remark', 'remark', 'undefined-reference', { 'a.md': '# Title\n\nSee [the docs][nope].\n' }, 'remark --frail --use remark-preset-lint-recommended a.md', ['defin|reference|undefined|link']),
  nodeBin('remark', 'remark', 'no-file', {}, 'remark --frail nope.md', NOFILE),
  nodeBin('remark', 'remark', 'unknown-plugin', { 'a.md': '# Title\n' }, 'remark --use nope-preset a.md', ['plugin|preset|found|install|module|name']),

  // ---- write-good
  nodeBin('write-good', 'write-good', 'prose', { 'a.md': 'The file was deleted by the script and it is very clearly so bad.\n' }, 'write-good a.md', ['passive|weasel|wordy|adverb|lexical|very|suggest|style|word']),
  nodeBin('write-good', 'write-good', 'no-file', {}, 'write-good nope.md', NOFILE),

  // ---- sql-formatter
  nodeBin('sql-formatter', 'sql-formatter', 'bad-language', { 'a.sql': 'select 1\n' }, 'sql-formatter -l nope a.sql', ['language|dialect|valid|choice|option|value']),
  nodeBin('sql-formatter', 'sql-formatter', 'parse-error', { 'a.sql': 'SELECT (1 FROM t WHERE\n' }, 'sql-formatter a.sql', ['parse|syntax|unexpected|token|paren|line']),
  nodeBin('sql-formatter', 'sql-formatter', 'no-file', {}, 'sql-formatter nope.sql', NOFILE),

  // ---- dependency-cruiser
  nodeBin('dependency-cruiser', 'depcruise', 'no-config', { 'src/a.js': "require('./b');\n", 'src/b.js': '' }, 'depcruise src --config nope.cjs', ['config|file|exist|path|found|--init']),
  nodeBin('dependency-cruiser', 'depcruise', 'circular', { 'src/a.js': "require('./b');\n", 'src/b.js': "require('./a');\n", '.dependency-cruiser.cjs': "module.exports = { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] };\n" }, 'depcruise src --config .dependency-cruiser.cjs', ['circular|cycle|import|depend|rule']),
  nodeBin('dependency-cruiser', 'depcruise', 'no-directory', {}, 'depcruise nope-dir --no-config', ['exist|path|directory|found']),

  // ---- Karma
  nodeBin('karma', 'karma', 'no-config', { 'package.json': PKG }, 'timeout 60 karma start', ['config|karma\\.conf|file|found|init']),
  nodeBin('karma', 'karma', 'no-launcher', { 'karma.conf.js': "module.exports = (config) => config.set({ frameworks: [], files: [], browsers: ['ChromeHeadless'], singleRun: true });\n" }, 'timeout 60 karma start karma.conf.js', ['launcher|browser|install|karma-chrome-launcher|plugin|Chrome|CHROME_BIN|binary|registered']),
  nodeBin('karma', 'karma', 'unknown-framework', { 'karma.conf.js': "module.exports = (config) => config.set({ frameworks: ['nope'], files: [], browsers: [], singleRun: true });\n" }, 'timeout 60 karma start karma.conf.js', ['framework|plugin|install|karma-|name|found|registered']),

  // ---- Cypress
  nodeBin('cypress', 'cypress', 'verify', { 'package.json': PKG }, 'HOME=$PWD CYPRESS_CACHE_FOLDER=$PWD/cache timeout 60 cypress verify', ['binary|install|cypress install|cache|CYPRESS_INSTALL_BINARY|download']),
  nodeBin('cypress', 'cypress', 'run', { 'package.json': PKG }, 'HOME=$PWD CYPRESS_CACHE_FOLDER=$PWD/cache timeout 60 cypress run', ['binary|install|cypress install|cache|CYPRESS_INSTALL_BINARY|download']),

  // ---- node-tap
  nodeBin('tap', 'tap', 'failing', { 'package.json': PKG, 'test/a.test.js': "const t = require('tap');\nt.equal(1 + 1, 3, 'adds');\n" }, 'tap --disable-coverage test/a.test.js', ['fail|assert|expected|actual|equal|test|found|wanted']),
  nodeBin('tap', 'tap', 'no-files', { 'package.json': PKG }, 'tap --disable-coverage nope.test.js', ['exist|path|file|found|match|glob|no files']),
  nodeBin('tap', 'tap', 'throws', { 'package.json': PKG, 'test/a.test.js': "const t = require('tap');\nt.test('parses', async () => { JSON.parse('{bad'); });\n" }, 'tap --disable-coverage test/a.test.js', ['JSON|parse|syntax|token|unexpected']),

  // ---- Nock
  nodeMjs('nock', 'no-match', "import nock from 'nock';\nimport http from 'node:http';\nnock('http://api.example.com').get('/users').reply(200, []);\nhttp.get('http://api.example.com/orders', (res) => res.resume()).on('error', (e) => { throw e; });\n", ['match|intercept|mock|request|path|nock|pending|scope']),
  nodeMjs('nock', 'net-connect', "import nock from 'nock';\nimport http from 'node:http';\nnock.disableNetConnect();\nhttp.get('http://127.0.0.1:1234/health', (res) => res.resume()).on('error', (e) => { throw e; });\n", ['net connect|disableNetConnect|enableNetConnect|network|mock|allow']),

  // ---- Sinon
  nodeLib('sinon', 'non-existent', "const sinon = require('sinon');\nconst api = { get() {} };\nsinon.stub(api, 'post');\n", ['property|exist|method|stub|object|non-existent']),
  nodeLib('sinon', 'already-wrapped', "const sinon = require('sinon');\nconst api = { get() {} };\nsinon.stub(api, 'get');\nsinon.stub(api, 'get');\n", ['wrapped|restore|already|stub|spy|sandbox']),

  // ---- Testing Library
  nodeLib('testing-library', 'not-found', `${DOM('<body><button>Save</button></body>')}screen.getByText('Cancel');\n`, ['find|element|text|match|query|screen|queryBy|findBy']),
  nodeLib('testing-library', 'multiple', `${DOM('<body><button>Save</button><button>Save</button></body>')}screen.getByRole('button', { name: 'Save' });\n`, ['multiple|elements|found|getAllBy|more than one']),

  // ---- pino
  nodeLib('pino', 'no-transport', "const pino = require('pino');\nconst log = pino({ transport: { target: 'pino-pretty' } });\nlog.info('hi');\n", ['pino-pretty|transport|install|module|target|found']),
  nodeLib('pino', 'unknown-level', "const pino = require('pino');\nconst log = pino({ level: 'verbose' });\nlog.info('hi');\n", ['level|valid|name|unknown|info|debug|customLevels']),

  // ---- got
  nodeMjs('got', 'refused', `import got from 'got';\nawait got('http://127.0.0.1:${CLOSED}/health', { retry: { limit: 0 } });\n`, REFUSED),
  nodeMjs('got', 'http-503', "import got from 'got';\nawait got(`http://127.0.0.1:${process.env.HTTPPORT}/503/api`, { retry: { limit: 0 } });\n", ['503|unavailable|server|retry|status|upstream|Service'], { needs: 'http' }),

  // ---- Superstruct
  nodeMjs('superstruct', 'wrong-type', "import { object, string, number, assert } from 'superstruct';\nassert({ name: 'a', age: 'x' }, object({ name: string(), age: number() }));\n", ['expected|type|string|number|property|field|valid|schema|age']),
  nodeMjs('superstruct', 'missing-key', "import { object, string, number, assert } from 'superstruct';\nassert({ name: 'a' }, object({ name: string(), age: number() }));\n", ['expected|missing|required|undefined|property|field|age']),

  // ---- hapi
  nodeLib('hapi', 'bad-path', "const Hapi = require('@hapi/hapi');\nconst server = Hapi.server({ port: 0 });\nserver.route({ method: 'GET', path: 'users', handler: () => 'x' });\n", ['path|route|valid|slash|config']),
  nodeLib('hapi', 'port-in-use', `const Hapi = require('@hapi/hapi');\nconst net = require('net');\nnet.createServer().listen(${FREE_PORT + 1}, async () => {\n  const server = Hapi.server({ port: ${FREE_PORT + 1} });\n  await server.start();\n});\n`, ['address|port|in use|EADDRINUSE|another|kill|bind']),

  // ---- Stripe
  nodeMjs('stripe', 'no-key', "import Stripe from 'stripe';\nconst stripe = new Stripe('');\nawait stripe.customers.list();\n", ['API key|key|STRIPE|secret|authentication|provide']),
  nodeMjs('stripe', 'refused', `import Stripe from 'stripe';\nconst stripe = new Stripe('sk_test_123', { host: '127.0.0.1', port: ${CLOSED}, protocol: 'http', maxNetworkRetries: 0 });\nawait stripe.customers.list();\n`, ['connect|network|Stripe|retry|reach|refused|firewall|proxy']),

  // ---- Twilio
  nodeLib('twilio', 'no-credentials', "const twilio = require('twilio');\nconst client = twilio();\nclient.messages.list();\n", ['accountSid|account|SID|auth|credential|TWILIO|username|required'], { cmd: 'env -u TWILIO_ACCOUNT_SID -u TWILIO_AUTH_TOKEN node app.js' }),
  nodeLib('twilio', 'bad-sid', "const twilio = require('twilio');\nconst client = twilio('nope', 'token');\nclient.messages.list();\n", ['AC|accountSid|SID|format|valid|account']),

  // ---- Octokit
  nodeMjs('octokit', 'unauthorized', "import { Octokit } from '@octokit/rest';\nconst gh = new Octokit({ baseUrl: `http://127.0.0.1:${process.env.HTTPPORT}/401` });\nawait gh.repos.get({ owner: 'acme', repo: 'app' });\n", ['token|auth|401|credential|unauthori|Bad credentials|GITHUB_TOKEN'], { needs: 'http' }),
  nodeMjs('octokit', 'not-found', "import { Octokit } from '@octokit/rest';\nconst gh = new Octokit({ baseUrl: `http://127.0.0.1:${process.env.HTTPPORT}/404` });\nawait gh.repos.get({ owner: 'acme', repo: 'app' });\n", ['found|exist|404|repository|name|permission|path'], { needs: 'http' }),
  nodeMjs('octokit', 'refused', `import { Octokit } from '@octokit/rest';\nconst gh = new Octokit({ baseUrl: 'http://127.0.0.1:${CLOSED}' });\nawait gh.repos.get({ owner: 'acme', repo: 'app' });\n`, REFUSED),

  // ---- Firebase Admin SDK
  nodeMjs('firebase-admin', 'no-project', "import { initializeApp } from 'firebase-admin/app';\nimport { getFirestore } from 'firebase-admin/firestore';\ninitializeApp();\nawait getFirestore().collection('users').get();\n", ['project|credential|GOOGLE_APPLICATION_CREDENTIALS|service account|initializeApp|projectId'], { cmd: `${NO_GCP} timeout 60 node app.mjs` }),
  nodeMjs('firebase-admin', 'no-key-file', "import { initializeApp, cert } from 'firebase-admin/app';\ninitializeApp({ credential: cert('nope.json') });\n", ['exist|path|file|found|credential|service account|JSON']),

  // ---- Inquirer
  nodeMjs('inquirer', 'no-tty', "import inquirer from 'inquirer';\nconst answers = await inquirer.prompt([{ type: 'input', name: 'name', message: 'Project name?' }]);\nconsole.log(answers);\n", ['TTY|terminal|interactive|stdin|prompt|closed|input|non-interactive'], { cmd: 'timeout 20 node app.mjs </dev/null' }),

  // ---- Moment
  nodeLib('moment', 'non-iso', "const moment = require('moment');\nconsole.log(moment('12/31/2024 10:00 PM').format());\n", ['format|ISO|RFC2822|parse|string|deprecat|format string']),

  // ---- patch-package
  nodeBin('patch-package', 'patch-package', 'patch-fails', { 'package.json': JSON.stringify({ name: 'app', version: '1.0.0', private: true, dependencies: { moment: '*' } }), 'patches/moment+1.0.0.patch': 'diff --git a/node_modules/moment/moment.js b/node_modules/moment/moment.js\n--- a/node_modules/moment/moment.js\n+++ b/node_modules/moment/moment.js\n@@ -1,3 +1,3 @@\n-this line is not in the file\n+replaced\n' }, 'patch-package', ['patch|apply|version|package|changed|reinstall|outdated']),
  nodeBin('patch-package', 'patch-package', 'no-package', { 'package.json': PKG }, 'patch-package nope-pkg', ['package|installed|found|node_modules|name|exist']),

  // ---- shx
  nodeBin('shx', 'shx', 'cp-missing', {}, 'shx cp nope.txt b.txt', NOFILE),
  nodeBin('shx', 'shx', 'unknown-command', {}, 'shx nopecmd', ['command|found|unknown|shx|support']),

  // ---- javascript-obfuscator
  nodeBin('javascript-obfuscator', 'javascript-obfuscator', 'no-file', {}, 'javascript-obfuscator nope.js', NOFILE),
  nodeBin('javascript-obfuscator', 'javascript-obfuscator', 'syntax', { 'a.js': 'function f( {\n' }, 'javascript-obfuscator a.js --output out.js', ['syntax|parse|unexpected|line|token']),
  nodeBin('javascript-obfuscator', 'javascript-obfuscator', 'bad-option-value', { 'a.js': 'var a = 1;\n' }, 'javascript-obfuscator a.js --output out.js --options-preset nope', ['option|value|valid|preset|unknown']),

  // ---- Size Limit
  nodeBin('size-limit', 'size-limit', 'exceeded', { 'package.json': JSON.stringify({ name: 'app', version: '1.0.0', private: true, 'size-limit': [{ path: 'a.js', limit: '10 B' }] }), 'a.js': `module.exports = ${JSON.stringify('x'.repeat(2000))};\n` }, 'size-limit', ['limit|size|exceed|budget|bytes|kB|bigger|reduce']),
  nodeBin('size-limit', 'size-limit', 'no-config', { 'package.json': PKG }, 'size-limit', ['config|size-limit|package\\.json|\\.size-limit|found|section']),

  // ---- PyQt5
  py('py-pyqt5', 'no-display', 'from PyQt5.QtWidgets import QApplication\napp = QApplication([])\n', ['display|DISPLAY|X11|xcb|platform|QT_QPA_PLATFORM|offscreen|headless|xvfb'], { cmd: `${NODISPLAY} ${PY} app.py` }),
  py('py-pyqt5', 'widget-before-app', 'from PyQt5.QtWidgets import QWidget\nw = QWidget()\n', ['QApplication|construct|create|before|instance'], { cmd: `${NODISPLAY} QT_QPA_PLATFORM=offscreen ${PY} app.py` }),

  // ---- PyGObject
  py('py-gi', 'no-namespace', "import gi\ngi.require_version('Nope', '1.0')\n", ['namespace|typelib|install|gir1\\.2|version|available|package']),
  py('py-gi', 'no-version', "import gi\ngi.require_version('GLib', '9.0')\n", ['version|namespace|available|install|typelib|gir1\\.2']),

  // ---- Numba
  py('py-numba', 'typing-error', 'from numba import njit\n\n@njit\ndef f(x):\n    return x + "a"\n\nf(1)\n', ['type|typing|nopython|unify|object|unsupported|infer|operand|int|str']),
  py('py-numba', 'heterogeneous-dict', "from numba import njit\n\n@njit\ndef f():\n    return {1: 'a', 'b': 2}\n\nf()\n", ['type|typing|unify|dict|key|value|heterogeneous|infer']),

  // ---- typeguard
  py('py-typeguard', 'argument', "from typeguard import typechecked\n\n@typechecked\ndef f(x: int) -> int:\n    return x\n\nf('a')\n", ['type|argument|expected|int|str|annotation|must be']),
  py('py-typeguard', 'return', 'from typeguard import typechecked\n\n@typechecked\ndef g() -> str:\n    return 1\n\ng()\n', ['type|return|str|int|annotation|must be']),

  // ---- pytest-timeout
  c('pytest-timeout', 'pytest', 'timeout', { 'test_a.py': 'import time\n\ndef test_slow():\n    time.sleep(5)\n' }, `${PY} -m pytest -q -p no:cacheprovider --timeout 1 test_a.py`, ['timeout|slow|hang|sleep|Timeout|deadlock|--timeout']),
  c('pytest-timeout', 'pytest', 'bad-value', { 'test_a.py': 'def test_a():\n    pass\n' }, `${PY} -m pytest -q -p no:cacheprovider --timeout abc test_a.py`, ['timeout|value|number|float|valid|argument']),

  // ---- Fire
  py('py-fire', 'missing-argument', 'import fire\n\ndef add(a, b):\n    return a + b\n\nfire.Fire(add)\n', ['argument|required|missing|value|usage'], { cmd: `${PY} app.py 1` }),
  py('py-fire', 'extra-argument', 'import fire\n\ndef add(a, b):\n    return a + b\n\nfire.Fire(add)\n', ['argument|consume|usage|extra|too many|--help'], { cmd: `${PY} app.py 1 2 3` }),

  // ---- Falcon
  py('py-falcon', 'bad-template', "import falcon\n\nclass R:\n    def on_get(self, req, resp):\n        pass\n\napp = falcon.App()\napp.add_route('/items/{id', R())\n", ['route|template|field|URI|valid|path|brace']),
  py('py-falcon', 'no-responders', "import falcon\n\nclass R:\n    pass\n\napp = falcon.App()\napp.add_route('/items', R())\n", ['responder|method|on_get|resource|route']),

  // ---- statsmodels
  py('py-statsmodels', 'size-mismatch', 'import statsmodels.api as sm\nprint(sm.OLS([1, 2, 3], [[1], [2]]).fit().params)\n', ['shape|size|length|rows|observations|match|dimension|different']),

  // ---- asyncpg
  py('py-asyncpg', 'refused', `import asyncio, asyncpg\nasyncio.run(asyncpg.connect('postgresql://dev@127.0.0.1:${CLOSED}/app'))\n`, [...REFUSED, 'PostgreSQL']),
  py('py-asyncpg', 'bad-dsn', "import asyncio, asyncpg\nasyncio.run(asyncpg.connect('mysql://dev@127.0.0.1/app'))\n", ['DSN|URL|scheme|postgres|format|valid']),

  // ---- pypdf
  py('py-pypdf', 'not-pdf', "from pypdf import PdfReader\nprint(len(PdfReader('a.pdf').pages))\n", ['PDF|format|EOF|valid|corrupt|file|header'], { files: { 'app.py': "from pypdf import PdfReader\nprint(len(PdfReader('a.pdf').pages))\n", 'a.pdf': 'this is text, not a PDF\n' } }),
  py('py-pypdf', 'no-file', "from pypdf import PdfReader\nprint(len(PdfReader('nope.pdf').pages))\n", NOFILE),

  // ---- python-docx
  py('py-docx', 'no-file', "import docx\ndocx.Document('nope.docx')\n", ['package|file|docx|exist|path|found']),
  py('py-docx', 'not-docx', "import docx\ndocx.Document('a.docx')\n", ['zip|format|docx|valid|file|package|Word'], { files: { 'app.py': "import docx\ndocx.Document('a.docx')\n", 'a.docx': 'plain text\n' } }),

  // ---- pygame
  py('py-pygame', 'no-video', 'import pygame\npygame.display.init()\npygame.display.set_mode((100, 100))\n', ['display|video|driver|SDL_VIDEODRIVER|dummy|X11|headless|DISPLAY'], { cmd: `${NODISPLAY} ${PY} app.py` }),
  py('py-pygame', 'no-font', "import pygame\npygame.font.init()\npygame.font.Font('nope.ttf', 12)\n", NOFILE),

  // ---- Starlette
  py('py-starlette', 'config-missing', "from starlette.config import Config\nconfig = Config()\nprint(config('DATABASE_URL'))\n", ['missing|environment|variable|default|\\.env|config|set'], { cmd: `env -u DATABASE_URL ${PY} app.py` }),
  py('py-starlette', 'route-path', "from starlette.applications import Starlette\nfrom starlette.routing import Route\n\nasync def users(request):\n    pass\n\napp = Starlette(routes=[Route('users', users)])\n", ['path|route|slash|start']),

  // ---- Dask
  py('py-dask', 'no-files', "import dask.dataframe as dd\nprint(dd.read_csv('nope-*.csv').head())\n", NOFILE),
  py('py-dask', 'shape-mismatch', 'import dask.array as da\nprint((da.ones((4, 4), chunks=(2, 2)) @ da.ones((3, 3), chunks=(3, 3))).compute())\n', ['shape|dimension|mismatch|size|align|matmul|match']),

  // ---- passlib
  py('py-passlib', 'unknown-scheme', "from passlib.context import CryptContext\nCryptContext(schemes=['nope'])\n", ['scheme|hash|algorithm|name|unknown|handler']),
  py('py-passlib', 'bad-hash', "from passlib.hash import pbkdf2_sha256\nprint(pbkdf2_sha256.verify('secret', 'not-a-hash'))\n", ['hash|format|valid|identif|scheme|malformed']),

  // ---- Bottle
  py('py-bottle', 'no-template', "import bottle\nprint(bottle.template('nope'))\n", ['template|found|exist|path|TEMPLATE_PATH|views']),
  py('py-bottle', 'port-in-use', `import bottle\nbottle.run(host='127.0.0.1', port=${FREE_PORT + 2}, quiet=True)\n`, ['address|port|in use|EADDRINUSE|another|kill|bind'], { cmd: `${BUSY(FREE_PORT + 2)} timeout 15 ${PY} app.py` }),

  // ---- ruamel.yaml
  py('py-ruamel', 'duplicate-key', "from ruamel.yaml import YAML\nprint(YAML().load('a: 1\\na: 2\\n'))\n", ['duplicate|key|mapping|unique|allow_duplicate_keys']),
  py('py-ruamel', 'scanner', "from ruamel.yaml import YAML\nprint(YAML().load('a: b: c\\n'))\n", ['YAML|syntax|indent|mapping|parse|line|colon|scan']),

  // ---- Python's ssl, ast, tomllib, xml.etree, abc, ctypes
  py('py-ssl', 'plain-http', "import socket, ssl, os\nsock = socket.create_connection(('127.0.0.1', int(os.environ['HTTPPORT'])))\nssl.create_default_context().wrap_socket(sock, server_hostname='localhost')\n", ['SSL|TLS|protocol|version|wrong|HTTP|https|plain'], { needs: 'http' }),
  py('py-ast', 'malformed', "import ast\nprint(ast.literal_eval('os.getcwd()'))\n", ['literal|malformed|expression|value|eval|string|constant']),
  py('py-tomllib', 'decode-error', "import tomllib\nprint(tomllib.loads('name = \\n'))\n", ['TOML|parse|syntax|invalid|line|decode|value']),
  py('py-tomllib', 'text-mode', "import tomllib\nwith open('a.toml') as f:\n    print(tomllib.load(f))\n", ['binary|mode|rb|open'], { files: { 'app.py': "import tomllib\nwith open('a.toml') as f:\n    print(tomllib.load(f))\n", 'a.toml': 'a = 1\n' } }),
  py('py-xml-etree', 'mismatched-tag', "import xml.etree.ElementTree as ET\nET.fromstring('<a><b></a>')\n", ['XML|well-formed|parse|syntax|tag|token|line|mismatch']),
  py('py-xml-etree', 'bad-xpath', "import xml.etree.ElementTree as ET\nprint(ET.fromstring('<a/>').findall('.//b[@'))\n", ['xpath|path|predicate|syntax|expression|valid']),
  py('py-abc', 'abstract', "from abc import ABC, abstractmethod\n\nclass Store(ABC):\n    @abstractmethod\n    def save(self): ...\n\nclass Memory(Store):\n    pass\n\nMemory()\n", ['abstract|implement|method|subclass|override']),
  py('py-ctypes', 'no-library', "import ctypes\nctypes.CDLL('./libnope.so')\n", ['library|shared|exist|path|found|LD_LIBRARY_PATH|install|cannot open']),
  py('py-ctypes', 'no-symbol', "import ctypes\nctypes.CDLL('libc.so.6').nope_function()\n", ['symbol|function|export|undefined|name|found']),
  // ---- terse command-line programs: jshon, dtach, GNU Stow, gopass, doas, calc, qalc, Jim Tcl, yadm
  c('jshon', 'jshon', 'bad-json', {}, "echo '{' | jshon", ['JSON|parse|syntax|input|valid|EOF|read']),
  c('jshon', 'jshon', 'no-key', {}, `echo '{"a": 1}' | jshon -e nope`, ['key|exist|field|found|path|object']),
  c('jshon', 'jshon', 'bad-index', {}, "echo '[1]' | jshon -e 5", ['index|range|array|bounds|length']),
  c('dtach', 'dtach', 'no-socket', {}, 'dtach -a nope.sock', ['socket|exist|session|path|found|-c|running']),
  c('dtach', 'dtach', 'bad-option', {}, 'dtach -Z', OPTION),
  c('dtach', 'dtach', 'no-command', {}, 'dtach -n s.sock', ['socket|argument|usage|missing|command']),
  c('stow', 'stow', 'no-package', {}, 'stow -t . nope', ['package|exist|directory|found|stow dir|-d']),
  c('stow', 'stow', 'conflict', { 'pkg/.bashrc': 'x\n', 'target/.bashrc': 'y\n' }, 'stow -d . -t target pkg', ['conflict|exist|target|file|adopt|--adopt|remove|backup']),
  c('stow', 'stow', 'bad-option', {}, 'stow --nope', OPTION),
  c('gopass', 'gopass', 'not-initialized', {}, 'HOME=$PWD GOPASS_HOMEDIR=$PWD gopass show nope </dev/null', ['init|store|setup|gopass init|gpg|key|initialized']),
  c('gopass', 'gopass', 'unknown-command', {}, 'HOME=$PWD GOPASS_HOMEDIR=$PWD gopass nopecmd </dev/null', COMMAND),
  c('gopass', 'gopass', 'bad-flag', {}, 'HOME=$PWD GOPASS_HOMEDIR=$PWD gopass --nope </dev/null', OPTION),
  c('doas', 'doas', 'no-config', {}, 'doas -u nobody true </dev/null', ['doas\\.conf|config|permit|rule|file|exist|permitted']),
  c('doas', 'doas', 'check-missing', {}, 'doas -C nope.conf', ['exist|path|file|found|config']),
  c('doas', 'doas', 'check-syntax', { 'bad.conf': 'permit nope as\n' }, 'doas -C bad.conf', ['syntax|line|permit|config|rule|parse']),
  c('apcalc', 'calc', 'division-by-zero', {}, "calc '1/0'", ['zero|division|divide|denominator']),
  c('apcalc', 'calc', 'undefined-function', {}, "calc 'nope(1)'", ['undefined|function|defin|name']),
  c('apcalc', 'calc', 'syntax', {}, "calc '1 +'", ['syntax|expression|operand|missing|unexpected|parse|expected']),
  c('qalc', 'qalc', 'unknown-unit', {}, "HOME=$PWD qalc '5 m to nopeunit'", ['unit|unknown|convert|name|defin']),
  c('qalc', 'qalc', 'division-by-zero', {}, "HOME=$PWD qalc '1/0'", ['zero|division|divide|infinity|undefined']),
  c('qalc', 'qalc', 'incompatible-units', {}, "HOME=$PWD qalc '1 m + 1 s'", ['unit|incompatible|dimension|convert']),
  c('jimsh', 'jimsh', 'no-variable', { 'a.tcl': 'puts $nope\n' }, 'jimsh a.tcl', ['variable|set|defin|exist|spell']),
  c('jimsh', 'jimsh', 'no-command', { 'a.tcl': 'nopecmd 1\n' }, 'jimsh a.tcl', ['command|defin|proc|unknown|spell|package']),
  c('jimsh', 'jimsh', 'no-script', {}, 'jimsh nope.tcl', NOFILE),
  c('yadm', 'yadm', 'no-repo', {}, 'HOME=$PWD yadm status', ['init|clone|repo|repository|exist|yadm init']),
  c('yadm', 'yadm', 'clone-missing', {}, 'HOME=$PWD yadm clone $PWD/nope-repo', ['repository|URL|exist|found|clone|access|path']),
  c('yadm', 'yadm', 'unknown-command', {}, 'HOME=$PWD yadm init >/dev/null && HOME=$PWD yadm nopecmd', ['command|git|unknown|typo|help']),
  c('hledger', 'hledger', 'bad-option', {}, 'hledger bal --nope', OPTION),
  c('ledger', 'ledger', 'bad-option', {}, 'ledger --nope', OPTION),
  c('tarantool', 'tarantool', 'bad-option', {}, 'tarantool --nope', OPTION),
  c('gn', 'gn', 'no-out-dir', GN_ROOT, 'gn gen', ['argument|directory|usage|missing|out|build dir']),
  c('gccgo', 'gccgo', 'bad-option', {}, 'gccgo --nope', OPTION),
  c('jimsh', 'jimsh', 'unterminated-quote', { 'a.tcl': 'puts "a\n' }, 'jimsh a.tcl', ['quote|missing|syntax|close|unterminated|brace']),
  c('cbindgen', 'cbindgen', 'bad-option', {}, 'cbindgen --nope', OPTION),
  c('stow', 'stow', 'no-stow-dir', {}, 'stow -d nope-dir -t . pkg', ['directory|exist|stow dir|-d|found']),
  c('doas', 'doas', 'bad-option', {}, 'doas -Z true', OPTION),
  c('apcalc', 'calc', 'bad-option', {}, 'calc -Z 1', OPTION),
  c('gccgo', 'gccgo', 'no-input', {}, 'gccgo', ['input|file|argument|missing|source']),
  c('hledger', 'hledger', 'bad-begin-date', { 'a.journal': '' }, 'hledger -f a.journal bal -b nopedate', ['date|parse|format|valid|period']),
  c('jshon', 'jshon', 'bad-option', {}, "echo '{}' | jshon -Z", OPTION),
  c('jimsh', 'jimsh', 'wrong-args', { 'a.tcl': 'proc f {a b} { return $a }\nf 1\n' }, 'jimsh a.tcl', ['argument|args|wrong|number|proc|call']),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
