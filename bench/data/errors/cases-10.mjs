// The eighth error set (corpus-eighth.jsonl): written and collected after the seventh set and
// the "never empty" change to the generic path, and measured before any change made for it.
// Tools, languages and libraries none of the seven sets uses: the MariaDB server and client,
// GnuTLS certtool, age, xz/zstd/bzip2/7z, coreutils and findutils (cp, mv, ln, date, sort, dd,
// stat, rm, find, xargs), m4, dc, mawk, BusyBox, wget, Mosquitto, SCons, bmake, gnuplot,
// gettext's msgfmt, strace, Python libraries (aiohttp, httpx, FastAPI/Starlette, marshmallow,
// attrs, lxml, Pillow, Matplotlib) and Node packages (Fastify, Koa, yargs, dotenv, Socket.IO,
// Sequelize, Bull, sharp).
// Same shape as cases-4.mjs. `needs: 'mariadb'` cases run against a throwaway MariaDB server
// on $MYPORT with a `shop` database (see collect.mjs); `needs: 'http'` cases against the
// stand-in server on $HTTPPORT; `needs: 'redis'` against a Redis server on $REDISPORT.
// Python cases run Debian's /usr/bin/python3; Node cases need `--tools` (see README.md).

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const MY = 'mariadb --no-defaults -h127.0.0.1 -P$MYPORT';
const my = (name, sql, expect, user = '-uroot', db = 'shop') => c('mariadb', 'mariadb', name, {}, `${MY} ${user} ${db} -e ${JSON.stringify(sql)}`, expect, { needs: 'mariadb' });
const cert = (name, files, cmd, expect) => c('certtool', 'certtool', name, files, cmd, expect);
const age = (name, files, cmd, expect) => c('age', 'age', name, files, cmd, expect);
const zip = (tool, name, files, cmd, expect) => c('compress', tool, name, files, cmd, expect);
const core = (tool, name, files, cmd, expect) => c('coreutils', tool, name, files, cmd, expect);
const m4 = (name, code, expect, cmd = 'm4 app.m4') => c('m4', 'm4', name, { 'app.m4': code }, cmd, expect);
// dc reports errors on stderr and exits 0: a run that wrote to stderr counts as failed.
const dc = (name, prog, expect) => c('dc', 'dc', name, {}, `dc -e '${prog}' 2>err.txt; cat err.txt; test ! -s err.txt`, expect);
const mawk = (name, files, cmd, expect) => c('mawk', 'mawk', name, { 'data.txt': 'alpha 1\nbeta 2\n', ...files }, cmd, expect);
const bb = (name, files, cmd, expect) => c('busybox', 'busybox', name, files, cmd, expect);
const wget = (name, cmd, expect, extra = {}) => c('wget', 'wget', name, {}, `wget -nv --tries=1 --timeout=5 ${cmd}`, expect, extra);
const mqtt = (tool, name, files, cmd, expect) => c('mosquitto', tool, name, files, cmd, expect);
const scons = (name, files, expect, cmd = 'scons -Q') => c('scons', 'scons', name, files, cmd, expect);
const bmake = (name, makefile, expect, cmd = 'bmake') => c('bmake', 'bmake', name, { Makefile: makefile }, cmd, expect);
const gp = (name, script, expect, files = {}) => c('gnuplot', 'gnuplot', name, { 'plot.gp': script, ...files }, 'gnuplot plot.gp', expect);
const PO_HEAD = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n';
const po = (name, body, expect, head = PO_HEAD, cmd = 'msgfmt -c -o app.mo app.po') => c('msgfmt', 'msgfmt', name, { 'app.po': head + body }, cmd, expect);
const strace = (name, cmd, expect) => c('strace', 'strace', name, {}, cmd, expect);
const PY = '/usr/bin/python3';
const pylib = (family, name, code, expect, { files = {}, ...extra } = {}) => c(family, 'python3', name, { 'app.py': code, ...files }, `${PY} app.py`, expect, extra);
const npmlib = (family, name, code, expect, { files = {}, ...extra } = {}) => c(family, 'node', name, { 'app.js': code, ...files }, 'node app.js', expect, { tools: true, ...extra });

const REFUSED = ['connect|refused|server|running|listen|port'];

export const CASES = [
  // ---- MariaDB 10.11 (server and client)
  my('syntax', 'SELEC * FROM customers', ['syntax|SELECT|typo|spell|near']),
  my('unknown-column', 'SELECT emial FROM customers', ['column|emial|email|typo|spell|schema']),
  my('no-table', 'SELECT * FROM order_items', ['exist|create|migrat|table name|typo']),
  my('duplicate-key', "INSERT INTO customers VALUES (1, 'x@y.z', 'Bob')", ['duplicate|unique|primary key|already exists|upsert|ON DUPLICATE|IGNORE']),
  my('foreign-key', 'INSERT INTO orders VALUES (1, 99)', ['foreign key|parent|referenc|customer|exist']),
  my('access-denied', 'SELECT 1', ['password|credential|access denied|user|grant|auth'], '-uapp -pwrong'),
  my('no-privilege', "INSERT INTO customers VALUES (5, 'p@q.r', 'Pat')", ['privilege|grant|permission|denied|INSERT'], '-uapp -psecret'),
  my('data-too-long', "INSERT INTO customers VALUES (6, 'l@m.n', 'Bartholomew-Longname')", ['too long|length|varchar|column size|truncat|widen|ALTER']),
  my('unknown-database', 'SELECT 1', ['database|exist|create|typo|name'], '-uroot', 'shopp'),
  c('mariadb', 'mariadb', 'refused', {}, 'mariadb --no-defaults -h127.0.0.1 -P1 -uroot -e "SELECT 1"', ['connect|server|running|port|refused|start']),
  my('no-default', "INSERT INTO customers (id, name) VALUES (7, 'Kim')", ['default|NOT NULL|required|value|column']),
  my('column-count', "INSERT INTO customers VALUES (8, 'q@q.q')", ['column count|number of (values|columns)|column list|match']),

  // ---- GnuTLS certtool
  cert('missing-file', {}, 'certtool -i --infile server.pem', ['exist|path|file|not found']),
  cert('not-pem', { 'server.pem': 'this is not a certificate\n' }, 'certtool -i --infile server.pem', ['PEM|format|base64|DER|certificate|parse|decod']),
  cert('untrusted-chain', {
    'ca.tmpl': 'cn = "Test CA"\nca\ncert_signing_key\nexpiration_days = 30\n',
    'other.tmpl': 'cn = "Other CA"\nca\ncert_signing_key\nexpiration_days = 30\n',
    'leaf.tmpl': 'cn = "app.example.test"\ndns_name = "app.example.test"\ntls_www_server\nexpiration_days = 30\n',
  }, 'certtool -p --outfile ca.key 2>/dev/null && certtool -s --load-privkey ca.key --template ca.tmpl --outfile ca.pem 2>/dev/null && certtool -p --outfile other.key 2>/dev/null && certtool -s --load-privkey other.key --template other.tmpl --outfile other.pem 2>/dev/null && certtool -p --outfile leaf.key 2>/dev/null && certtool -c --load-privkey leaf.key --load-ca-certificate ca.pem --load-ca-privkey ca.key --template leaf.tmpl --outfile leaf.pem 2>/dev/null && certtool --verify --load-ca-certificate other.pem --infile leaf.pem',
  ['issuer|trust|signer|CA|chain|not (signed|trusted)']),

  // ---- age
  age('missing-identity', { 'secret.age': 'x' }, 'age -d -i missing.key secret.age', ['identity|key file|exist|path|not found']),
  age('wrong-key', { 'msg.txt': 'hello\n' }, 'age-keygen -o k1.txt 2>/dev/null && age-keygen -o k2.txt 2>/dev/null && age -r "$(grep -o "age1[a-z0-9]*" k1.txt)" -o msg.age msg.txt && age -d -i k2.txt msg.age', ['identity|recipient|key|no (matching|identity)|wrong key']),
  age('bad-recipient', { 'msg.txt': 'hello\n' }, 'age -r notakey -o msg.age msg.txt', ['recipient|public key|age1|format|invalid']),
  age('not-age-file', { 'msg.txt': 'hello\n' }, 'age-keygen -o k1.txt 2>/dev/null && age -d -i k1.txt msg.txt', ['header|format|not an age|encrypted|armor|corrupt|invalid']),

  // ---- compression tools
  zip('xz', 'not-xz', { 'a.txt': 'plain text\n' }, 'xz -d a.txt', ['format|not (an )?xz|compressed|suffix|file type']),
  zip('xz', 'truncated', {}, 'head -c 30000 /dev/urandom | base64 > a.txt && xz a.txt && head -c 2000 a.txt.xz > cut.xz && xz -t cut.xz', ['corrupt|truncat|unexpected end|damaged|incomplete|download']),
  zip('xz', 'output-exists', { 'a.txt': 'plain text\n' }, 'xz -k a.txt && xz -dk a.txt.xz', ['exists|overwrite|force|-f']),
  zip('zstd', 'unknown-suffix', { 'a.txt': 'plain text\n' }, 'zstd -d a.txt', ['suffix|-o|output|name|format']),
  zip('zstd', 'zstd-truncated', {}, 'head -c 30000 /dev/urandom | base64 > a.txt && zstd -q a.txt && head -c 2000 a.txt.zst > cut.zst && zstd -d cut.zst -o out.txt', ['corrupt|truncat|unexpected end|incomplete|damaged|unknown frame']),
  zip('bzip2', 'not-bzip2', { 'a.txt': 'plain text\n' }, 'bzip2 -d a.txt', ['not a bzip2|format|compressed']),
  zip('7z', 'broken-archive', { 'broken.7z': '7z\xbc\xaf\x27\x1c garbage that is not an archive' }, '7z x -y broken.7z', ['archive|corrupt|format|cannot open|damaged']),
  zip('7z', 'wrong-password', { 'a.txt': 'secret text\n' }, '7z a -pright -mhe=on enc.7z a.txt >/dev/null && rm a.txt && 7z x -pwrong -y enc.7z', ['password|wrong|encrypt']),

  // ---- coreutils and findutils
  core('cp', 'missing-operand', {}, 'cp', ['operand|usage|argument|destination|missing']),
  core('date', 'invalid-date', {}, "date -d 'tomorow noon'", ['date|format|spell|invalid|parse']),
  core('find', 'unknown-predicate', {}, 'find . -nmae x', ['predicate|option|typo|-name|spell|unknown']),
  core('xargs', 'unmatched-quote', { 'list.txt': "a.txt\nit's.txt\n" }, 'xargs echo < list.txt', ['quote|-0|null|print0|special|-d']),
  core('sort', 'bad-key', { 'a.txt': 'b 2\na 1\n' }, 'sort -k x a.txt', ['key|field|number|-k|position|invalid']),
  core('mv', 'no-target-dir', { 'a.txt': 'x\n' }, 'mv a.txt /nonexistent/dir/', ['director(y|ies)|exist|path|mkdir|create']),
  core('ln', 'exists', { 'a.txt': 'x\n', 'b.txt': 'y\n' }, 'ln -s a.txt b.txt', ['exists|-f|force|remove|already']),
  core('dd', 'bad-block-size', {}, 'dd if=/dev/zero of=out bs=1Q count=1', ['block size|bs|suffix|invalid|number']),
  core('stat', 'missing', {}, 'stat settings.ini', ['exist|path|not found|no such']),
  core('rm', 'directory', { 'build/a.o': 'x' }, 'rm build', ['director|-r|recursive|rmdir']),

  // ---- m4
  m4('missing-file', '', ['exist|path|file|not found'], 'm4 macros.m4'),
  m4('include-missing', 'include(`common.m4\')dnl\nhello\n', ['include|exist|path|not found|-I']),
  m4('unterminated-quote', 'define(`greet\', `Hello)dnl\ngreet\n', ['quote|unterminated|end of file|string|close|changequote']),
  m4('unterminated-args', 'define(`greet\', `Hello\'\ngreet\n', ['parenthes|argument|unterminated|end of file|close']),
  m4('too-few-args', 'index(`abc\')\n', ['argument|too few|missing'], 'm4 --fatal-warnings app.m4'),

  // ---- dc
  dc('divide-by-zero', '1 0 / p', ['divi(de|sion) by zero|zero|divisor']),
  dc('stack-empty', '+ p', ['stack|empty|push|operand']),
  dc('negative-sqrt', '_1 v p', ['negative|square root|sqrt|domain']),
  dc('empty-register', 'la lb + p', ['register|empty|store|stack']),

  // ---- mawk
  mawk('syntax', {}, "mawk '{print $1' data.txt", ['syntax|brace|\\}|unexpected|end of (file|input)']),
  mawk('missing-program', {}, 'mawk -f report.awk data.txt', ['exist|path|file|not found']),
  mawk('printf-args', {}, "mawk '{ printf \"%s %s %d\\n\", $1 }' data.txt", ['argument|printf|format|missing']),

  // ---- BusyBox
  bb('sh-syntax', { 'run.sh': 'if true; then\n  echo x\n' }, 'busybox sh run.sh', ['syntax|fi|unexpected|end of file|then']),
  bb('wget-refused', {}, 'busybox wget -q -O - http://127.0.0.1:1/', REFUSED),
  bb('awk-syntax', { 'data.txt': 'a 1\n' }, "busybox awk '{print $1' data.txt", ['syntax|unexpected|brace|end']),
  bb('no-applet', {}, 'busybox frobnicate', ['applet|not found|command|install|busybox --list']),
  bb('tar-missing', {}, 'busybox tar xf release.tar', ['exist|path|file|not found']),

  // ---- wget (against the stand-in server)
  wget('not-found', 'http://127.0.0.1:$HTTPPORT/404/pkg-1.2.tar.gz', ['404|not found|URL|exist|path'], { needs: 'http' }),
  wget('unauthorized', 'http://127.0.0.1:$HTTPPORT/401/private.tar.gz', ['401|auth|credential|password|user|login|token'], { needs: 'http' }),
  wget('unavailable', 'http://127.0.0.1:$HTTPPORT/503/index.json', ['503|unavailable|retry|later|server|maintenance'], { needs: 'http' }),
  wget('refused', 'http://127.0.0.1:1/file', REFUSED),
  wget('no-host', 'http://downloads.no-such-host.invalid/file', ['resolve|DNS|host ?name|name resolution|spell']),
  wget('bad-option', '--no-chek-certificate http://127.0.0.1:1/', ['option|unrecognized|--help|flag']),
  wget('https-to-http', 'https://127.0.0.1:$HTTPPORT/index', ['TLS|SSL|https|http:|handshake|plain HTTP|protocol'], { needs: 'http' }),

  // ---- Mosquitto
  mqtt('mosquitto', 'unknown-option', { 'm.conf': 'listner 18830\n' }, 'timeout 5 mosquitto -c m.conf', ['option|directive|spell|typo|unknown|config']),
  mqtt('mosquitto', 'bad-port', { 'm.conf': 'listener abc\n' }, 'timeout 5 mosquitto -c m.conf', ['port|number|listener|invalid|value']),
  mqtt('mosquitto', 'missing-password-file', { 'm.conf': 'listener 18831 127.0.0.1\nallow_anonymous false\npassword_file /etc/mosquitto/nosuch.passwd\n' }, 'timeout 5 mosquitto -c m.conf', ['password|file|exist|path']),
  mqtt('mosquitto_pub', 'refused', {}, 'mosquitto_pub -h 127.0.0.1 -p 1 -t sensors/t1 -m 21.5', ['connect|refused|broker|running|port']),
  mqtt('mosquitto_pub', 'no-message', {}, 'mosquitto_pub -h 127.0.0.1 -p 1 -t sensors/t1', ['message|-m|argument|usage|missing']),
  mqtt('mosquitto_pub', 'wildcard-topic', {}, "mosquitto_pub -h 127.0.0.1 -p 1 -t 'sensors/#' -m 1", ['wildcard|topic|#|publish|invalid']),

  // ---- SCons
  scons('no-sconstruct', {}, ['SConstruct|directory|project root|-f|-u']),
  scons('python-syntax', { SConstruct: "env = Environment(\nenv.Program('app', ['main.c'])\n" }, ['syntax|Python|indent|SConstruct|parenthes']),
  scons('missing-source', { SConstruct: "Program('app', ['main.c', 'util.c'])\n", 'main.c': 'int main(void) { return 0; }\n' }, ['source|exist|missing|file|path']),
  scons('compile-error', { SConstruct: "Program('app', ['main.c'])\n", 'main.c': 'int main(void) { return cnt; }\n' }, ['compile|declar|undeclared|define|source']),
  scons('name-error', { SConstruct: "Progam('app', ['main.c'])\n", 'main.c': 'int main(void) { return 0; }\n' }, ['name|undefined|spell|typo|Program|not defined']),
  scons('missing-library', { SConstruct: "Program('app', ['main.c'], LIBS=['frobnicate'])\n", 'main.c': 'int main(void) { return 0; }\n' }, ['library|-l|install|link|LIBPATH|dev']),

  // ---- bmake (BSD make)
  bmake('no-target', 'build:\n\t@echo building\n', ['target|Makefile|rule|spell|exist'], 'bmake install'),
  bmake('gnu-syntax', 'ifeq ($(CC),gcc)\nX = 1\nendif\nall:\n\t@echo $(X)\n', ['GNU|gmake|syntax|directive|ifeq|\\.if']),
  bmake('missing-separator', 'all:\n    echo spaces\n', ['tab|indent|separator|recipe|space']),
  bmake('command-failed', 'all:\n\tfalse\n', ['exit|command|failed|status|recipe|error code']),

  // ---- gnuplot
  gp('missing-data', "set terminal dumb\nplot 'measurements.dat' using 1:2\n", ['exist|path|file|not found|data file']),
  gp('unknown-terminal', 'set terminal pngcario\n', ['terminal|unknown|set terminal|available|install|type|spell']),
  gp('unbalanced', 'set terminal dumb\nplot sin(x\n', ['parenthes|syntax|\\)|unbalanced|expect']),
  gp('missing-column', "set terminal dumb\nplot 'data.dat' using 1:5\n", ['column|using|data|field|number of'], { 'data.dat': '1 2\n2 4\n3 6\n' }),
  gp('bad-range', 'set terminal dumb\nset xrange [10:1x]\nplot x\n', ['syntax|range|number|expect|invalid']),
  gp('undefined-variable', 'set terminal dumb\nplot a*x\n', ['undefined|variable|define|typo|a =']),

  // ---- gettext msgfmt
  po('missing-msgstr', 'msgid "Open file"\n\nmsgid "Save file"\nmsgstr "Datei speichern"\n', ['msgstr|syntax|missing|entry|PO']),
  po('format-mismatch', '#, c-format\nmsgid "%d files copied"\nmsgstr "%s Dateien kopiert"\n', ['format|%d|%s|placeholder|directive|c-format|match']),
  po('duplicate-msgid', 'msgid "Open"\nmsgstr "Öffnen"\n\nmsgid "Open"\nmsgstr "Aufmachen"\n', ['duplicate|msgid|twice|merge|msguniq']),
  po('bad-charset', 'msgid "Open"\nmsgstr "Öffnen"\n', ['charset|encoding|header|Content-Type|UTF-8'], 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=CHARSET\\n"\n\n'),
  po('missing-file', '', ['exist|path|file|not found'], PO_HEAD, 'msgfmt -o app.mo de.po'),
  po('plural-header', 'msgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d Datei"\nmsgstr[1] "%d Dateien"\n', ['plural|Plural-Forms|header|nplurals']),

  // ---- strace
  strace('unknown-syscall', 'strace -f -e trace=opnat ls', ['syscall|system call|name|unknown|invalid|trace|spell']),
  strace('no-process', 'strace -p 999999', ['process|pid|exist|attach|running']),
  strace('no-program', 'strace -f ./server', ['exist|path|command|not found|PATH|install']),

  // ---- Python libraries from Debian
  pylib('aiohttp', 'refused', 'import asyncio, aiohttp\nasync def main():\n    async with aiohttp.ClientSession() as s:\n        async with s.get("http://127.0.0.1:1/health") as r:\n            print(r.status)\nasyncio.run(main())\n', REFUSED),
  pylib('aiohttp', 'raise-for-status', 'import asyncio, os, aiohttp\nasync def main():\n    async with aiohttp.ClientSession(raise_for_status=True) as s:\n        async with s.get(f"http://127.0.0.1:{os.environ[\'HTTPPORT\']}/404/api/users") as r:\n            print(await r.text())\nasyncio.run(main())\n', ['404|not found|URL|path|endpoint'], { needs: 'http' }),
  pylib('aiohttp', 'content-type', 'import asyncio, os, aiohttp\nasync def main():\n    async with aiohttp.ClientSession() as s:\n        async with s.get(f"http://127.0.0.1:{os.environ[\'HTTPPORT\']}/html/login") as r:\n            print(await r.json())\nasyncio.run(main())\n', ['content.?type|JSON|content_type|text/html|mimetype|HTML'], { needs: 'http' }),
  pylib('httpx', 'refused', 'import httpx\nprint(httpx.get("http://127.0.0.1:1/health").status_code)\n', REFUSED),
  pylib('httpx', 'status-error', 'import os, httpx\nr = httpx.get(f"http://127.0.0.1:{os.environ[\'HTTPPORT\']}/503/api/orders")\nr.raise_for_status()\n', ['503|unavailable|retry|server|later'], { needs: 'http' }),
  pylib('httpx', 'missing-scheme', 'import httpx\nprint(httpx.get("127.0.0.1:8000/api").status_code)\n', ['scheme|http://|protocol|URL|https?://']),
  pylib('fastapi', 'bad-response-type', 'from fastapi import FastAPI\nclass Report:\n    pass\napp = FastAPI()\n@app.get("/report")\ndef report() -> Report:\n    return Report()\n', ['pydantic|field type|response_model|valid|type|annotation|BaseModel']),
  pylib('fastapi', 'multipart-missing', 'from fastapi import FastAPI, Form\napp = FastAPI()\n@app.post("/login")\ndef login(user: str = Form(...)):\n    return {"user": user}\n', ['python-multipart|install|pip|multipart']),
  pylib('fastapi', 'static-dir', 'from fastapi import FastAPI\nfrom fastapi.staticfiles import StaticFiles\napp = FastAPI()\napp.mount("/static", StaticFiles(directory="static"), name="static")\n', ['director|exist|create|path|static']),
  pylib('marshmallow', 'invalid-email', 'from marshmallow import Schema, fields\nclass User(Schema):\n    email = fields.Email(required=True)\nprint(User().load({"email": "not-an-email"}))\n', ['valid|email|field|input|schema']),
  pylib('marshmallow', 'unknown-field', 'from marshmallow import Schema, fields\nclass User(Schema):\n    name = fields.Str()\nprint(User().load({"name": "Ann", "age": 31}))\n', ['unknown|field|EXCLUDE|INCLUDE|schema']),
  pylib('marshmallow', 'required', 'from marshmallow import Schema, fields\nclass User(Schema):\n    name = fields.Str(required=True)\nprint(User().load({}))\n', ['required|missing|field']),
  pylib('attrs', 'frozen', 'import attr\n@attr.s(frozen=True)\nclass Point:\n    x = attr.ib()\np = Point(1)\np.x = 2\n', ['frozen|immutable|evolve|copy|attr']),
  pylib('attrs', 'validator', 'import attr\n@attr.s\nclass Port:\n    number = attr.ib(validator=attr.validators.instance_of(int))\nPort("8080")\n', ['type|int|instance_of|convert|validator']),
  pylib('attrs', 'missing-arg', 'import attr\n@attr.s\nclass Point:\n    x = attr.ib()\n    y = attr.ib()\nPoint(1)\n', ['argument|required|missing|default']),
  pylib('attrs', 'default-order', 'import attr\n@attr.s\nclass Conf:\n    retries = attr.ib(default=3)\n    host = attr.ib()\n', ['default|order|mandatory|kw_only|factory']),
  pylib('lxml', 'mismatched-tag', 'from lxml import etree\netree.fromstring("<config><item>1</config>")\n', ['tag|mismatch|close|well-formed|syntax|XML']),
  pylib('lxml', 'bad-xpath', 'from lxml import etree\ndoc = etree.fromstring("<a><b/></a>")\nprint(doc.xpath("//b[@id="))\n', ['xpath|expression|syntax|invalid']),
  pylib('lxml', 'namespace-prefix', 'from lxml import etree\ndoc = etree.fromstring(\'<feed xmlns="http://www.w3.org/2005/Atom"><entry/></feed>\')\nprint(doc.xpath("//atom:entry"))\n', ['namespace|prefix|namespaces=|nsmap']),
  pylib('lxml', 'schema-invalid', 'from lxml import etree\nxsd = etree.XMLSchema(etree.fromstring(\'<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="port" type="xs:integer"/></xs:schema>\'))\nxsd.assertValid(etree.fromstring("<port>eighty</port>"))\n', ['schema|valid|element|integer|xsd|type']),
  pylib('pillow', 'not-an-image', 'from PIL import Image\nImage.open("photo.png")\n', ['image|format|identify|corrupt|not an image|file type'], { files: { 'photo.png': 'this is text, not a PNG\n' } }),
  pylib('pillow', 'rgba-jpeg', 'from PIL import Image\nImage.new("RGBA", (4, 4)).save("out.jpg")\n', ['RGBA|convert|mode|alpha|RGB|PNG']),
  pylib('pillow', 'missing-file', 'from PIL import Image\nImage.open("logo.png")\n', ['exist|path|not found|file']),
  pylib('matplotlib', 'shape-mismatch', 'import matplotlib\nmatplotlib.use("Agg")\nimport matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 2])\n', ['dimension|shape|length|same|size']),
  pylib('matplotlib', 'unknown-style', 'import matplotlib\nmatplotlib.use("Agg")\nimport matplotlib.pyplot as plt\nplt.style.use("seaborn-darkgird")\n', ['style|available|plt\\.style\\.available|name|spell']),
  pylib('matplotlib', 'bad-format', 'import matplotlib\nmatplotlib.use("Agg")\nimport matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig("chart.xyz")\n', ['format|extension|png|pdf|svg|supported']),

  // ---- Node packages from npm
  npmlib('fastify', 'duplicate-route', "const app = require('fastify')();\napp.get('/health', async () => 'ok');\napp.get('/health', async () => 'ok');\napp.ready().then(() => app.close()).catch((e) => { console.error(e); process.exit(1); });\n", ['duplicate|route|already|twice|declared']),
  npmlib('fastify', 'port-in-use', "const f = require('fastify');\n(async () => {\n  const a = f(); await a.listen({ port: 18901, host: '127.0.0.1' });\n  const b = f(); try { await b.listen({ port: 18901, host: '127.0.0.1' }); } catch (e) { console.error(e); process.exitCode = 1; }\n  await a.close();\n})();\n", ['port|in use|already|EADDRINUSE|another process']),
  npmlib('fastify', 'decorate-twice', "const app = require('fastify')();\napp.decorate('db', {});\napp.decorate('db', {});\n", ['already|decorat|twice|exist|present']),
  npmlib('fastify', 'bad-schema', "const app = require('fastify')();\napp.post('/users', { schema: { body: { type: 'objekt' } } }, async () => ({}));\napp.ready().catch((e) => { console.error(e); process.exit(1); });\n", ['schema|type|valid|objekt|object']),
  npmlib('koa', 'middleware-not-function', "const Koa = require('koa');\nconst app = new Koa();\napp.use(require('./routes'));\n", ['middleware|function|use|export'], { files: { 'routes.js': 'module.exports = { get: () => {} };\n' } }),
  npmlib('koa', 'port-in-use', "const Koa = require('koa');\nconst a = new Koa().listen(18902, '127.0.0.1', () => {\n  const b = new Koa().listen(18902, '127.0.0.1');\n  b.on('error', (e) => { console.error(e); a.close(); process.exitCode = 1; });\n});\n", ['port|in use|already|EADDRINUSE|another process']),
  npmlib('yargs', 'required-option', "require('yargs')(['deploy']).command('deploy', 'deploy', (y) => y.demandOption('env')).parse();\n", ['required|argument|--env|missing|option']),
  npmlib('yargs', 'unknown-option', "require('yargs')(['--colour']).option('color', { type: 'boolean' }).strict().parse();\n", ['unknown|argument|option|spell|typo|strict']),
  npmlib('yargs', 'invalid-choice', "require('yargs')(['--level', 'loud']).option('level', { choices: ['debug', 'info', 'warn'] }).parse();\n", ['choices|valid|allowed|given|value']),
  npmlib('dotenv', 'env-not-loaded', "require('dotenv').config({ path: '.env.local' });\nif (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');\n", ['\\.env|path|exist|file|environment variable|set|export'], { files: { '.env': 'DATABASE_URL=postgres://localhost/app\n' } }),
  npmlib('socket.io', 'connect-error', "const io = require('socket.io-client');\nconst s = io('http://127.0.0.1:1', { reconnection: false, timeout: 2000 });\ns.on('connect_error', (e) => { console.error('connect_error:', e.message, e.description?.message ?? ''); process.exit(1); });\n", ['connect|server|running|port|refused|URL']),
  npmlib('socket.io', 'ack-timeout', "const { Server } = require('socket.io');\nconst io = new Server(18903);\nio.on('connection', () => {});\nconst s = require('socket.io-client')('http://127.0.0.1:18903');\ns.on('connect', () => s.timeout(500).emit('save', { id: 1 }, (err) => { console.error(err ? `Error: ${err.message}` : 'ok'); process.exit(err ? 1 : 0); }));\n", ['timeout|timed out|ack|acknowledg|callback|respond']),
  npmlib('sequelize', 'no-sqlite3', "const { Sequelize } = require('sequelize');\nnew Sequelize('sqlite::memory:');\n", ['install|sqlite3|package|npm']),
  npmlib('sequelize', 'no-mysql2', "const { Sequelize } = require('sequelize');\nnew Sequelize('mysql://app:pw@127.0.0.1:3306/shop');\n", ['install|mysql2|package|npm']),
  npmlib('sequelize', 'refused', "const { Sequelize } = require('sequelize');\nconst db = new Sequelize('postgres://app:pw@127.0.0.1:1/shop', { logging: false });\ndb.authenticate().catch((e) => { console.error(e); process.exit(1); });\n", ['connect|refused|server|running|port|database']),
  npmlib('bull', 'redis-refused', "const Queue = require('bull');\nconst q = new Queue('mail', { redis: { host: '127.0.0.1', port: 1, maxRetriesPerRequest: 1, retryStrategy: () => null } });\nq.on('error', (e) => { console.error(e); process.exit(1); });\nq.add({ to: 'a@b.c' }).catch((e) => { console.error(e); process.exit(1); });\n", ['connect|refused|redis|running|port|server']),
  npmlib('bull', 'handler-twice', "const Queue = require('bull');\nconst q = new Queue('mail', `redis://127.0.0.1:${process.env.REDISPORT}`);\nq.process(async () => {});\ntry { q.process(async () => {}); } catch (e) { console.error(e); process.exitCode = 1; }\nq.close();\n", ['twice|handler|same|process|once|already'], { needs: 'redis' }),
  npmlib('sharp', 'missing-input', "require('sharp')('hero.png').resize(200).toFile('out.png').catch((e) => { console.error(e); process.exit(1); });\n", ['exist|path|missing|file']),
  npmlib('sharp', 'unsupported-input', "require('sharp')('hero.png').resize(200).toFile('out.png').catch((e) => { console.error(e); process.exit(1); });\n", ['format|image|unsupported|corrupt'], { files: { 'hero.png': 'plain text, not an image\n' } }),
  npmlib('sharp', 'negative-width', "require('sharp')({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).resize(-5).toFile('out.png').catch((e) => { console.error(e); process.exit(1); });\n", ['positive|integer|width|value|range']),
];
