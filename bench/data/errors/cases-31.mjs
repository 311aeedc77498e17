// The twenty-ninth error set (corpus-twenty-ninth.jsonl): written with the twenty-eighth, after all
// tuning on the twenty-sixth and twenty-seventh sets' dev halves, and collected and measured on
// both halves before any change made for either. Families none of the twenty-eight sets has (each
// checked against the families and tools of all earlier corpora and grepped for in every earlier
// case file): Python libraries from Debian (ujson, regex, cachetools, sortedcontainers,
// jsonpointer, humanize, itsdangerous, Werkzeug, multidict, yarl, html5lib, feedparser,
// icalendar, polib, toolz, portalocker, jwcrypto, defusedxml, tqdm, PrettyTable, freezegun,
// requests-mock, numexpr, geopy, xxhash, zstandard, bitarray, mpmath, inflect, more-itertools,
// jsonpickle, dill, PyHamcrest, termcolor, pyasn1, json5, unidiff); from npm p-limit, p-queue,
// nanoid, ms, qs, mime, JSONPath-Plus, fast-json-stringify, msgpackr, avsc, iconv-lite, marked,
// markdown-it, libphonenumber-js, bignumber.js, ssh2, basic-ftp, pg-promise, sql.js, lowdb,
// lru-cache, cac, fast-glob, minimatch, proper-lockfile, pako, fflate, csv-stringify,
// Eta, deepmerge, express-validator, multer, Faker, ts-pattern, io-ts, class-transformer,
// neverthrow, acorn, @babel/parser, XState, Bottleneck, opossum, graphql-request, xml-js and
// clean-css; and, one or two lines each, the standard library's lesser `python3 -m` programs
// (zipfile, calendar, gzip, cProfile, trace, pickletools, dis, tokenize, pdb, base64, mimetypes,
// ast, sqlite3, ensurepip, quopri, uu, pydoc, inspect and a missing module), the Python
// interpreter's options and environment, Node's command-line options, and the command-line
// programs of some of the libraries above (acorn, markdown-it, marked, xml-js, @babel/parser,
// crc32, nanoid, mime, jsonpointer, tqdm, unidiff, icalendar, undill, natsort); and one line each
// from system tools none of the sets has used (b2sum, base32, csplit, expand, dircolors, diff3,
// colrm, ipcmk, choom, addpart, e2label, dumpe2fs, findfs, llvm-dis, llvm-bcanalyzer, llc, gcov,
// erlc, gpgtar, hmac256, innochecksum, dpkg-architecture, dpkg-parsechangelog, dpkg-buildflags,
// install-info).
// Each `expect` was written from knowledge of the tool, without looking at the pattern library or
// the troubleshooter's code, before any output was collected, and tightened with `tight()`.
// `tools: true` cases need `--tools <dir>` (README.md).

import { tight } from './cases-13.mjs';
import { c, nodeBin, py, PY, NOFILE, OPTION, SYNTAX, REFUSED, CLOSED } from './cases-20.mjs';

const nodeLib = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.js': code }, 'node app.js', expect, extra);
const nodeMjs = (family, name, code, expect, extra = {}) => nodeBin(family, 'node', name, { 'app.mjs': code }, 'node app.mjs', expect, extra);
const pym = (family, name, files, args, expect) => c(family, 'python3', name, files, `${PY} -m ${args}`, expect);
const nodeFlag = (name, files, cmd, expect) => c('node-cli-options', 'node', name, files, cmd, expect);
const PGURL = "`postgres://postgres@127.0.0.1:${process.env.PGPORT}/postgres`";
const MULTER = (field, limits) => `import express from 'express';\nimport multer from 'multer';\nconst upload = multer({ storage: multer.memoryStorage()${limits ? `, limits: ${limits}` : ''} });\nconst app = express();\napp.post('/avatar', upload.single('avatar'), (req, res) => res.send('ok'));\napp.use((err, req, res, next) => { console.error(err); res.status(500).send(err.message); });\nconst server = app.listen(0, async () => {\n  const form = new FormData();\n  form.append('${field}', new Blob(['x'.repeat(100)]), 'a.png');\n  const res = await fetch(\`http://127.0.0.1:\${server.address().port}/avatar\`, { method: 'POST', body: form });\n  console.error(res.status, await res.text());\n  server.close();\n  process.exitCode = res.ok ? 0 : 1;\n});\n`;
const CAC = "import cac from 'cac';\nconst cli = cac('app');\ncli.command('serve', 'start the server').option('--port <port>', 'port').action((o) => console.log('port', o.port));\ncli.parse();\n";

const RAW = [
  // ---- ujson
  py('py-ujson', 'malformed', "import ujson\nprint(ujson.loads('{\"port\": 80,}'))\n", ['JSON|syntax|malformed|parse|comma|trailing']),
  py('py-ujson', 'not-serializable', "import ujson\nfrom datetime import datetime\nprint(ujson.dumps({'at': datetime.now()}))\n", ['serializ|JSON|type|default|convert|isoformat']),

  // ---- regex (the third-party module)
  py('py-regex', 'unterminated-class', "import regex\nprint(regex.compile('[a-'))\n", ['bracket|\\]|class|escape|pattern|unterminated']),
  py('py-regex', 'unknown-property', "import regex\nprint(regex.compile(r'\\p{Nope}'))\n", ['property|Unicode|name|escape|unknown']),

  // ---- cachetools
  py('py-cachetools', 'value-too-large', "import cachetools\nc = cachetools.Cache(maxsize=10, getsizeof=len)\nc['page'] = 'x' * 20\n", ['size|large|maxsize|value|limit']),
  py('py-cachetools', 'missing-key', "import cachetools\nc = cachetools.TTLCache(maxsize=10, ttl=60)\nprint(c['session'])\n", ['key|exist|get\\(|missing|default|expire']),

  // ---- sortedcontainers
  py('py-sortedcontainers', 'mixed-types', "from sortedcontainers import SortedList\nprint(SortedList([3, 'a', 1]))\n", ['compar|type|mix|key|same type']),
  py('py-sortedcontainers', 'append', "from sortedcontainers import SortedList\ns = SortedList([1, 2])\ns.append(3)\n", ['add|append|sorted|insert|method']),

  // ---- jsonpointer
  py('py-jsonpointer', 'member-not-found', "import jsonpointer\nprint(jsonpointer.resolve_pointer({'server': {'port': 80}}, '/server/host'))\n", ['member|key|path|exist|found|pointer']),
  py('py-jsonpointer', 'no-leading-slash', "import jsonpointer\nprint(jsonpointer.resolve_pointer({'server': {'port': 80}}, 'server/port'))\n", ['slash|start|begin|pointer|leading']),

  // ---- humanize, itsdangerous
  py('py-humanize', 'not-a-number', "import humanize\nprint(humanize.naturalsize('12 MB'))\n", ['number|float|convert|string|int|numeric']),
  py('py-itsdangerous', 'bad-signature', "from itsdangerous import URLSafeSerializer\nprint(URLSafeSerializer('secret').loads('eyJ1c2VyIjoxfQ.bogus'))\n", ['signature|secret|key|token|tamper']),
  py('py-itsdangerous', 'expired', "import time\nfrom itsdangerous import TimestampSigner\ns = TimestampSigner('secret')\nt = s.sign('ann')\ntime.sleep(2)\nprint(s.unsign(t, max_age=1))\n", ['expire|age|max_age|time|new']),

  // ---- Werkzeug
  py('py-werkzeug', 'malformed-rule', "from werkzeug.routing import Map, Rule\nm = Map([Rule('/users/<int:id')])\nprint(m.bind('localhost').match('/users/1'))\n", ['rule|route|bracket|converter|syntax|malformed']),
  py('py-werkzeug', 'unknown-converter', "from werkzeug.routing import Map, Rule\nm = Map([Rule('/users/<nope:id>')])\nprint(m)\n", ['converter|int|string|path|typo|exist']),
  py('py-werkzeug', 'not-found', "from werkzeug.routing import Map, Rule\nm = Map([Rule('/users/<int:id>', endpoint='user')])\nprint(m.bind('localhost').match('/user/1'))\n", ['404|route|url|path|rule|not found']),

  // ---- multidict, yarl
  py('py-multidict', 'proxy-of-dict', "from multidict import CIMultiDictProxy\nprint(CIMultiDictProxy({'Accept': 'text/html'}))\n", ['MultiDict|type|instance|proxy|wrap']),
  py('py-yarl', 'port-out-of-range', "from yarl import URL\nprint(URL('http://example.com').with_port(70000))\n", ['port|range|65535|number|valid']),
  py('py-yarl', 'relative-with-port', "from yarl import URL\nprint(URL('/api/users').with_port(8080))\n", ['relative|absolute|host|scheme|base']),

  // ---- html5lib, feedparser, icalendar, polib
  py('py-html5lib', 'strict-end-tag', "import html5lib\nparser = html5lib.HTMLParser(strict=True)\nprint(parser.parse('<!doctype html><p>hello</b>'))\n", ['tag|close|end|match|nest|unexpected']),
  py('py-feedparser', 'bozo', "import sys\nimport feedparser\nd = feedparser.parse('<rss version=\"2.0\"><channel><title>News</channel></rss>')\nif d.bozo:\n    print('feed error:', d.bozo_exception, file=sys.stderr)\n    sys.exit(1)\n", ['XML|tag|close|well-formed|malformed|mismatch']),
  py('py-icalendar', 'bad-content-line', "from icalendar import Calendar\nprint(Calendar.from_ical('BEGIN:VCALENDAR\\nnot a content line\\nEND:VCALENDAR\\n'))\n", ['line|parse|format|content|ics|property']),
  py('py-polib', 'no-file', "import polib\nprint(polib.pofile('locale/fr/LC_MESSAGES/app.po'))\n", NOFILE),
  c('py-polib', 'python3', 'syntax', { 'app.po': 'msgid "hello"\nmsgstr "bonjour\n', 'app.py': "import polib\nprint(polib.pofile('app.po'))\n" }, `${PY} app.py`, [...SYNTAX, 'quote|msgstr|msgid']),

  // ---- toolz, portalocker
  py('py-toolz', 'curry-not-callable', "import toolz\nadd = toolz.curry(5)\n", ['callable|function|type|curry']),
  py('py-portalocker', 'already-locked', "import portalocker\nf1 = open('app.lock', 'w')\nportalocker.lock(f1, portalocker.LOCK_EX | portalocker.LOCK_NB)\nf2 = open('app.lock', 'w')\nportalocker.lock(f2, portalocker.LOCK_EX | portalocker.LOCK_NB)\n", ['lock|another|process|held|already|wait']),

  // ---- jwcrypto, defusedxml
  py('py-jwcrypto', 'missing-k', "from jwcrypto import jwk\nprint(jwk.JWK(kty='oct'))\n", ['key|missing|required|value|parameter']),
  py('py-jwcrypto', 'bad-token', "from jwcrypto import jwk, jwt\nkey = jwk.JWK.generate(kty='oct', size=256)\nprint(jwt.JWT(jwt='abc', key=key).claims)\n", ['token|format|segment|malformed|serializ']),
  py('py-defusedxml', 'entities-forbidden', "import defusedxml.ElementTree as ET\nprint(ET.fromstring('<!DOCTYPE x [<!ENTITY a \"b\">]><x>&a;</x>'))\n", ['entit|DTD|XML|forbid|untrusted|safe']),

  // ---- tqdm, PrettyTable
  py('py-tqdm', 'unknown-argument', "from tqdm import tqdm\nfor i in tqdm(range(3), nope=1):\n    pass\n", ['argument|unknown|keyword|typo|option']),
  py('py-prettytable', 'row-length', "from prettytable import PrettyTable\nt = PrettyTable(['name', 'port'])\nt.add_row(['web'])\nprint(t)\n", ['column|field|number|values|row|length']),
  py('py-prettytable', 'duplicate-fields', "from prettytable import PrettyTable\nt = PrettyTable(['name', 'name'])\nprint(t)\n", ['unique|duplicate|field|name|column']),

  // ---- freezegun, requests-mock
  py('py-freezegun', 'bad-date', "from freezegun import freeze_time\nwith freeze_time('next tuesday-ish'):\n    pass\n", ['date|format|parse|string|ISO|time']),
  py('py-requests-mock', 'no-mock-address', "import requests\nimport requests_mock\nwith requests_mock.Mocker() as m:\n    m.get('http://api.test/users', json=[])\n    print(requests.get('http://api.test/user').json())\n", ['mock|register|address|url|match|adapter']),

  // ---- numexpr, geopy
  py('py-numexpr', 'syntax', "import numexpr\nimport numpy as np\na = np.arange(3)\nprint(numexpr.evaluate('a +'))\n", SYNTAX),
  py('py-numexpr', 'undefined-name', "import numexpr\nimport numpy as np\na = np.arange(3)\nprint(numexpr.evaluate('a + bb'))\n", ['variable|name|define|local_dict|missing|bb']),
  py('py-geopy', 'latitude-range', "from geopy.distance import distance\nprint(distance((91, 0), (0, 0)).km)\n", ['latitude|range|90|order|longitude']),
  py('py-geopy', 'default-user-agent', "from geopy.geocoders import Nominatim\ng = Nominatim()\nprint(g.geocode('Paris'))\n", ['user_agent|user agent|agent|identify|application']),

  // ---- xxhash, zstandard, bitarray, mpmath
  py('py-xxhash', 'str-not-bytes', "import xxhash\nprint(xxhash.xxh64(12345).hexdigest())\n", ['bytes|encode|string|type|buffer']),
  py('py-zstandard', 'not-zstd', "import zstandard\nprint(zstandard.ZstdDecompressor().decompress(b'plain text, not compressed'))\n", ['frame|header|format|compress|magic|corrupt|zstd']),
  py('py-zstandard', 'unknown-content-size', "import zstandard\ndata = zstandard.ZstdCompressor(write_content_size=False).compress(b'x' * 100)\nprint(len(zstandard.ZstdDecompressor().decompress(data)))\n", ['size|content|max_output_size|stream|frame']),
  py('py-bitarray', 'bad-character', "from bitarray import bitarray\nprint(bitarray('0110x1'))\n", ['bit|character|binary|string|digit']),
  py('py-mpmath', 'not-a-number', "import mpmath\nprint(mpmath.mpf('1,5'))\n", ['number|float|string|convert|numeric|literal|decimal']),

  // ---- inflect, more-itertools, jsonpickle, dill
  py('py-inflect', 'int-not-str', "import inflect\nprint(inflect.engine().plural(5))\n", ['str|string|type|argument|int']),
  py('py-more-itertools', 'one-too-many', "from more_itertools import one\nprint(one(['a@b.c', 'c@d.e']))\n", ['one|exactly|item|more|first|only']),
  py('py-more-itertools', 'one-empty', "from more_itertools import one\nprint(one([]))\n", ['empty|item|exactly|one|short']),
  py('py-jsonpickle', 'malformed', "import jsonpickle\nprint(jsonpickle.decode('{\"py/object\": '))\n", ['JSON|syntax|malformed|parse|truncat|incomplete']),
  py('py-dill', 'garbage', "import dill\nprint(dill.loads(b'garbage'))\n", ['pickle|corrupt|format|file|load|binary']),

  // ---- PyHamcrest, termcolor, pyasn1, json5, unidiff
  py('py-hamcrest', 'equal-to', "from hamcrest import assert_that, equal_to\nassert_that(2 + 2, equal_to(5))\n", ['expected|equal|was|match|assert']),
  py('py-termcolor', 'unknown-color', "from termcolor import colored\nprint(colored('done', 'purple'))\n", ['color|colour|name|valid|typo|magenta']),
  py('py-pyasn1', 'short-substrate', "from pyasn1.codec.der import decoder\nprint(decoder.decode(b'\\x30\\x05\\x02\\x01'))\n", ['short|truncat|length|incomplete|substrate|DER|encoding']),
  py('py-json5', 'double-comma', "import json5\nprint(json5.loads('{port: 80,, }'))\n", [...SYNTAX, 'comma']),
  py('py-unidiff', 'not-a-diff', "from unidiff import PatchSet\nprint(PatchSet('--- a/x\\n+++ b/x\\n@@ -1 +1 @@\\n-a\\n+b\\n+c\\n'))\n", ['diff|hunk|header|patch|format|line']),

  // ---- p-limit, p-queue, nanoid, ms, qs, mime
  nodeMjs('npm-p-limit', 'zero-concurrency', "import pLimit from 'p-limit';\nconst limit = pLimit(0);\nawait limit(async () => 1);\n", ['concurrency|number|positive|1 and up|limit']),
  nodeMjs('npm-p-queue', 'timeout', "import PQueue from 'p-queue';\nconst queue = new PQueue({ timeout: 10, throwOnTimeout: true });\nawait queue.add(() => new Promise((r) => setTimeout(r, 200)));\n", ['timeout|time|slow|increase|ms']),
  nodeLib('npm-nanoid', 'require-esm', "const { nanoid } = require('nanoid');\nconsole.log(nanoid());\n", ['ESM|import|require|module|type|dynamic']),
  nodeMjs('npm-ms', 'undefined-value', "import ms from 'ms';\nconsole.log(ms(process.env.NOPE_TIMEOUT));\n", ['string|number|value|empty|undefined|valid']),
  nodeMjs('npm-qs', 'strict-depth', "import qs from 'qs';\nconsole.log(qs.parse('a[b][c][d]=1', { depth: 1, strictDepth: true }));\n", ['depth|nest|limit|option|exceed']),
  nodeMjs('npm-mime', 'redefine', "import mime from 'mime';\nmime.define({ 'text/x-notes': ['txt'] });\n", ['extension|type|redefine|force|already|map']),

  // ---- JSONPath-Plus, fast-json-stringify, msgpackr, avsc, iconv-lite
  nodeMjs('npm-jsonpath-plus', 'bad-filter', "import { JSONPath } from 'jsonpath-plus';\nconsole.log(JSONPath({ path: '$..book[?(@.price <)]', json: { book: [{ price: 1 }] } }));\n", [...SYNTAX, 'filter|expression']),
  nodeMjs('npm-fast-json-stringify', 'required', "import fastJson from 'fast-json-stringify';\nconst stringify = fastJson({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] });\nconsole.log(stringify({}));\n", ['required|property|missing|name|schema']),
  nodeMjs('npm-msgpackr', 'bad-token', "import { unpack } from 'msgpackr';\nconsole.log(unpack(Buffer.from([0xc1, 0x00])));\n", ['MessagePack|msgpack|format|token|corrupt|byte|decode']),
  nodeMjs('npm-avsc', 'undefined-type', "import avro from 'avsc';\nconst t = avro.Type.forSchema({ type: 'record', name: 'User', fields: [{ name: 'age', type: 'integer' }] });\nconsole.log(t);\n", ['type|name|schema|defin|typo|int']),
  nodeMjs('npm-avsc', 'invalid-value', "import avro from 'avsc';\nconst t = avro.Type.forSchema({ type: 'record', name: 'User', fields: [{ name: 'age', type: 'int' }] });\nconsole.log(t.toBuffer({ age: 'ten' }));\n", ['int|type|invalid|value|schema']),
  nodeMjs('npm-iconv-lite', 'unknown-encoding', "import iconv from 'iconv-lite';\nconsole.log(iconv.decode(Buffer.from('abc'), 'latin-9x'));\n", ['encoding|charset|name|support|typo']),

  // ---- marked, markdown-it, libphonenumber-js, bignumber.js
  nodeMjs('npm-marked', 'non-string', "import { marked } from 'marked';\nconsole.log(marked.parse(undefined));\n", ['string|type|input|parameter|undefined']),
  nodeMjs('npm-markdown-it', 'bad-preset', "import MarkdownIt from 'markdown-it';\nconsole.log(new MarkdownIt('github').render('# hi'));\n", ['preset|name|commonmark|default|zero|typo']),
  nodeMjs('npm-libphonenumber-js', 'not-a-number', "import { parsePhoneNumberWithError } from 'libphonenumber-js';\nconsole.log(parsePhoneNumberWithError('call me', 'US'));\n", ['phone|number|format|country|digits|valid']),
  nodeMjs('npm-libphonenumber-js', 'unknown-country', "import { parsePhoneNumberWithError } from 'libphonenumber-js';\nconsole.log(parsePhoneNumberWithError('213 373 4253', 'XX'));\n", ['country|code|ISO|region|valid']),
  nodeMjs('npm-bignumber', 'not-a-number', "import BigNumber from 'bignumber.js';\nBigNumber.DEBUG = true;\nconsole.log(new BigNumber('12,5').toString());\n", ['number|numeric|string|valid|decimal']),
  nodeMjs('npm-bignumber', 'config-range', "import BigNumber from 'bignumber.js';\nBigNumber.config({ DECIMAL_PLACES: -1 });\n", ['range|DECIMAL_PLACES|decimal|value|negative']),

  // ---- ssh2, basic-ftp
  nodeMjs('npm-ssh2', 'refused', `import { Client } from 'ssh2';\nconst c = new Client();\nc.on('error', (e) => { console.error(e); process.exit(1); });\nc.connect({ host: '127.0.0.1', port: ${CLOSED}, username: 'dev', password: 'x' });\n`, REFUSED),
  nodeMjs('npm-ssh2', 'bad-private-key', "import { Client } from 'ssh2';\nconst c = new Client();\nc.on('error', (e) => { console.error(e); process.exit(1); });\nc.connect({ host: '127.0.0.1', port: 22, username: 'dev', privateKey: 'not a key' });\n", ['key|format|private|PEM|OpenSSH|parse']),
  nodeMjs('npm-basic-ftp', 'refused', `import { Client } from 'basic-ftp';\nconst client = new Client();\nawait client.access({ host: '127.0.0.1', port: ${CLOSED} });\n`, REFUSED),

  // ---- pg-promise, sql.js, lowdb, lru-cache
  nodeMjs('npm-pg-promise', 'no-data', `import pgPromise from 'pg-promise';\nconst db = pgPromise()(${PGURL});\ntry { console.log(await db.one('SELECT 1 AS id WHERE false')); } finally { db.$pool.end(); }\n`, ['row|result|none|oneOrNone|empty|data'], { needs: 'postgres' }),
  nodeMjs('npm-pg-promise', 'multiple-rows', `import pgPromise from 'pg-promise';\nconst db = pgPromise()(${PGURL});\ntry { console.log(await db.one('SELECT generate_series(1, 2) AS id')); } finally { db.$pool.end(); }\n`, ['multiple|rows|many|LIMIT|manyOrNone'], { needs: 'postgres' }),
  nodeMjs('npm-sql-js', 'syntax', "import initSqlJs from 'sql.js';\nconst SQL = await initSqlJs();\nconst db = new SQL.Database();\ndb.exec('SELEC 1');\n", SYNTAX),
  nodeMjs('npm-sql-js', 'no-table', "import initSqlJs from 'sql.js';\nconst SQL = await initSqlJs();\nconst db = new SQL.Database();\ndb.exec(\"INSERT INTO users (name) VALUES ('ann')\");\n", ['table|exist|create|migrat|schema']),
  nodeMjs('npm-lowdb', 'no-default-data', "import { Low } from 'lowdb';\nimport { JSONFile } from 'lowdb/node';\nconst db = new Low(new JSONFile('db.json'));\nawait db.read();\n", ['default|data|initial|argument|missing']),
  nodeMjs('npm-lru-cache', 'no-bound', "import { LRUCache } from 'lru-cache';\nconst cache = new LRUCache({});\ncache.set('a', 1);\n", ['max|maxSize|ttl|option|required|size|bound']),

  // ---- cac, fast-glob, minimatch, proper-lockfile
  c('npm-cac', 'node', 'missing-value', { 'app.mjs': CAC }, 'node app.mjs serve --port', ['value|missing|argument|--port|option'], { tools: true }),
  c('npm-cac', 'node', 'unknown-option', { 'app.mjs': CAC }, 'node app.mjs serve --nope', OPTION, { tools: true }),
  nodeMjs('npm-fast-glob', 'non-string', "import fg from 'fast-glob';\nconsole.log(fg.sync(process.env.NOPE_PATTERN));\n", ['string|pattern|array|type|glob']),
  nodeMjs('npm-minimatch', 'non-string', "import { minimatch } from 'minimatch';\nconsole.log(minimatch('src/a.js', 42));\n", ['string|pattern|type|glob']),
  nodeMjs('npm-proper-lockfile', 'already-locked', "import lockfile from 'proper-lockfile';\nimport { writeFileSync } from 'node:fs';\nwriteFileSync('data.json', '{}');\nlockfile.lockSync('data.json');\nlockfile.lockSync('data.json');\n", ['lock|held|another|process|stale|already']),
  nodeMjs('npm-proper-lockfile', 'no-file', "import lockfile from 'proper-lockfile';\nlockfile.lockSync('data.json');\n", NOFILE),

  // ---- pako, fflate, csv-stringify
  nodeMjs('npm-pako', 'not-zlib', "import { inflate } from 'pako';\nconsole.log(inflate(Buffer.from('plain text, not deflated')));\n", ['header|zlib|gzip|compress|format|inflateRaw|corrupt']),
  nodeMjs('npm-fflate', 'not-zip', "import { unzipSync } from 'fflate';\nconsole.log(unzipSync(new TextEncoder().encode('plain text, not a zip')));\n", ['zip|archive|format|corrupt|data']),
  nodeMjs('npm-csv-stringify', 'bad-columns', "import { stringify } from 'csv-stringify/sync';\nconsole.log(stringify([{ a: 1 }], { header: true, columns: 5 }));\n", ['option|columns|array|invalid|type']),

  // ---- Eta, deepmerge
  nodeMjs('npm-eta', 'unclosed-tag', "import { Eta } from 'eta';\nconst eta = new Eta();\nconsole.log(eta.renderString('Hello <%= it.name %', { name: 'ann' }));\n", ['tag|close|%>|unclosed|template|syntax']),
  nodeMjs('npm-eta', 'undefined-name', "import { Eta } from 'eta';\nconst eta = new Eta();\nconsole.log(eta.renderString('Hello <%= name %>', { name: 'ann' }));\n", ['defin|it\\.|variable|name|data']),
  nodeMjs('npm-deepmerge', 'all-not-array', "import deepmerge from 'deepmerge';\nconsole.log(deepmerge.all({ a: 1 }, { b: 2 }));\n", ['array|argument|list|type']),

  // ---- express-validator, multer
  nodeMjs('npm-express-validator', 'invalid-email', "import { body, validationResult } from 'express-validator';\nconst req = { body: { email: 'ann' } };\nawait body('email').isEmail().run(req);\nvalidationResult(req).throw();\n", ['email|valid|address|body|field']),
  nodeMjs('npm-multer', 'unexpected-field', MULTER('file'), ['field|name|single|form|input|avatar']),
  nodeMjs('npm-multer', 'file-too-large', MULTER('avatar', '{ fileSize: 10 }'), ['size|large|limit|fileSize|upload']),

  // ---- Faker, ts-pattern, io-ts, class-transformer, neverthrow
  nodeMjs('npm-faker', 'empty-array', "import { faker } from '@faker-js/faker';\nconsole.log(faker.helpers.arrayElement([]));\n", ['empty|array|element|dataset|value']),
  nodeMjs('npm-faker', 'max-below-min', "import { faker } from '@faker-js/faker';\nconsole.log(faker.number.int({ min: 10, max: 1 }));\n", ['max|min|greater|range|order']),
  nodeMjs('npm-ts-pattern', 'non-exhaustive', "import { match } from 'ts-pattern';\nconst status = 'archived';\nconsole.log(match(status).with('active', () => 1).with('deleted', () => 2).exhaustive());\n", ['pattern|match|exhaustive|otherwise|case|handle']),
  nodeMjs('npm-io-ts', 'decode-failure', "import * as t from 'io-ts';\nimport { isLeft } from 'fp-ts/lib/Either.js';\nimport { PathReporter } from 'io-ts/lib/PathReporter.js';\nconst User = t.type({ name: t.string, age: t.number });\nconst r = User.decode({ name: 'ann', age: 'ten' });\nif (isLeft(r)) throw new Error(PathReporter.report(r).join('\\n'));\n", ['number|type|age|value|supplied|valid']),
  nodeMjs('npm-class-transformer', 'no-reflect-metadata', "import { Type } from 'class-transformer';\nclass Event {}\nType(() => Date)(Event.prototype, 'when');\n", ['reflect-metadata|import|Reflect|polyfill|metadata']),
  nodeMjs('npm-neverthrow', 'unwrap-err', "import { err } from 'neverthrow';\nconst r = err(new Error('user not found'));\nconsole.log(r._unsafeUnwrap());\n", ['Err|error|unwrap|isOk|match|result']),

  // ---- acorn, @babel/parser
  nodeMjs('npm-acorn', 'unexpected-token', "import * as acorn from 'acorn';\nconsole.log(acorn.parse('let x = ;', { ecmaVersion: 2022 }));\n", SYNTAX),
  nodeMjs('npm-acorn', 'import-in-script', "import * as acorn from 'acorn';\nconsole.log(acorn.parse('import x from \"y\";', { ecmaVersion: 2022 }));\n", ['sourceType|module|import|script|ESM']),
  nodeMjs('npm-babel-parser', 'jsx-not-enabled', "import { parse } from '@babel/parser';\nconsole.log(parse('const a = <div />;'));\n", ['jsx|plugin|syntax|enable|React']),
  nodeMjs('npm-babel-parser', 'nullish-mix', "import { parse } from '@babel/parser';\nconsole.log(parse('const a = b ?? c || d;'));\n", ['paren|\\(|mix|operator|precedence']),

  // ---- XState, Bottleneck, opossum, graphql-request
  nodeMjs('npm-xstate', 'missing-target', "import { createMachine, createActor } from 'xstate';\nconst m = createMachine({ id: 'door', initial: 'closed', states: { closed: { on: { OPEN: 'opne' } }, open: {} } });\ncreateActor(m).start();\n", ['state|target|exist|name|typo']),
  nodeMjs('npm-bottleneck', 'expired', "import Bottleneck from 'bottleneck';\nconst limiter = new Bottleneck();\nawait limiter.schedule({ expiration: 10 }, () => new Promise((r) => setTimeout(r, 200)));\n", ['timeout|time|expir|slow|increase']),
  nodeMjs('npm-opossum', 'breaker-open', "import CircuitBreaker from 'opossum';\nconst breaker = new CircuitBreaker(async () => { throw new Error('upstream down'); }, { errorThresholdPercentage: 1, volumeThreshold: 1 });\nfor (let i = 0; i < 3; i++) { try { await breaker.fire(); } catch (e) { console.error(e.message); if (i === 2) { breaker.shutdown(); process.exit(1); } } }\n", ['open|circuit|breaker|fail|fallback|reset|upstream']),
  nodeMjs('npm-graphql-request', 'refused', `import { request, gql } from 'graphql-request';\nconsole.log(await request('http://127.0.0.1:${CLOSED}/graphql', gql\`{ hello }\`));\n`, REFUSED),
  nodeMjs('npm-graphql-request', 'not-found', "import { request, gql } from 'graphql-request';\nconsole.log(await request(`http://127.0.0.1:${process.env.HTTPPORT}/404/graphql`, gql`{ hello }`));\n", ['404|not found|endpoint|url|path|GraphQL'], { needs: 'http' }),

  // ---- xml-js, clean-css
  nodeMjs('npm-xml-js', 'unclosed', "import convert from 'xml-js';\nconsole.log(convert.xml2js('<config><port>80</config>'));\n", ['tag|close|XML|match|nest|well-formed']),
  nodeMjs('npm-clean-css', 'missing-brace', "import CleanCSS from 'clean-css';\nconst out = new CleanCSS().minify('a { color: red; \\nb { color: blue; }');\nif (out.errors.length || out.warnings.length) { console.error([...out.errors, ...out.warnings].join('\\n')); process.exit(1); }\n", ['brace|\\}|close|missing|unclosed']),

  // ---- python3 -m's lesser programs (one or two lines)
  pym('python-m-zipfile', 'not-a-zip', { 'a.zip': 'hello\n' }, 'zipfile -l a.zip', ['zip|archive|format|corrupt|file']),
  pym('python-m-zipfile', 'no-file', {}, 'zipfile -l nope.zip', NOFILE),
  pym('python-m-calendar', 'bad-month', {}, 'calendar 2024 13', ['month|range|12|valid']),
  pym('python-m-gzip', 'not-gzip', { 'a.txt.gz': 'hello\n' }, 'gzip -d a.txt.gz', ['gzip|compress|format|magic|file']),
  pym('python-m-cprofile', 'no-script', {}, 'cProfile nope.py', NOFILE),
  pym('python-m-trace', 'no-script', {}, 'trace --count nope.py', NOFILE),
  pym('python-m-pickletools', 'not-a-pickle', { 'a.txt': 'hello\n' }, 'pickletools a.txt', ['pickle|opcode|format|file|binary']),
  pym('python-m-dis', 'no-file', {}, 'dis nope.py', NOFILE),
  pym('python-m-tokenize', 'unterminated', { 'a.py': 'x = "abc\n' }, 'tokenize a.py', [...SYNTAX, 'string|quote|unterminated']),
  pym('python-m-pdb', 'no-script', {}, 'pdb nope.py', NOFILE),
  pym('python-m-base64', 'bad-padding', { 'a.txt': 'abc\n' }, 'base64 -d a.txt', ['padding|base64|encod|character|length']),
  pym('python-m-mimetypes', 'unknown-type', {}, 'mimetypes -e application/x-nope', ['type|MIME|unknown|extension|register']),
  pym('python-m-ast', 'syntax', { 'a.py': 'def f(:\n    pass\n' }, 'ast a.py', SYNTAX),
  pym('python-m-sqlite3', 'not-runnable', {}, 'sqlite3 app.db', ['package|__main__|module|executed|version|sqlite3 command']),
  pym('python-m-ensurepip', 'disabled', {}, 'ensurepip', ['python3-venv|apt|install|Debian|pip|package|venv']),
  pym('python-m-quopri', 'no-file', {}, 'quopri nope.txt', NOFILE),
  pym('python-m-uu', 'no-begin', { 'a.txt': 'hello\n' }, 'uu -d a.txt', ['begin|format|uuencod|header|file']),
  pym('python-m-pydoc', 'no-module', {}, 'pydoc nope_module', ['module|name|found|import|documentation|typo']),
  pym('python-m-inspect', 'no-module', {}, 'inspect nope_module', ['module|import|install|name|found']),

  // ---- Node's command-line options (one or two lines)
  nodeFlag('env-file-missing', { 'a.js': 'console.log(process.env.PORT);\n' }, 'node --env-file=.env a.js', NOFILE),
  nodeFlag('input-type-with-file', { 'a.js': 'console.log(1);\n' }, 'node --input-type=module a.js', ['input-type|--eval|stdin|string|module|flag']),
  nodeFlag('bad-option', {}, 'node --experimental-nope -e 1', OPTION),
  nodeFlag('watch-without-file', {}, 'node --watch', ['file|watch|entry|script|specify']),
  nodeFlag('unhandled-rejections-value', {}, 'node --unhandled-rejections=nope -e 1', ['value|valid|warn|strict|throw|option']),
  nodeFlag('secure-heap-size', {}, 'node --secure-heap=3 -e 1', ['power of|size|heap|secure']),
  nodeFlag('heapsnapshot-signal', {}, 'node --heapsnapshot-signal=NOPE -e 1', ['signal|SIGUSR|name|valid']),
  nodeFlag('print-without-script', {}, 'node -p', ['argument|requires|-p|script|expression|value']),
  nodeFlag('require-without-module', {}, 'node --require', ['argument|requires|module|value|--require']),
  nodeFlag('node-options-not-allowed', {}, "NODE_OPTIONS='--version' node -e 1", ['NODE_OPTIONS|allowed|environment|option|command line']),
  nodeFlag('icu-data-dir', {}, 'node --icu-data-dir=/nope -e 1', ['ICU|icu-data-dir|NODE_ICU_DATA|directory|path|data']),
  nodeFlag('default-type-value', {}, 'node --experimental-default-type=esm -e 1', ['module|commonjs|value|valid|type']),
  nodeFlag('dns-result-order-value', {}, 'node --dns-result-order=ipv6 -e 1', ['ipv4first|verbatim|value|valid|order']),
  nodeFlag('inspect-port-value', {}, 'node --inspect-port=abc -e 1', ['port|number|range|valid|1024|65535']),
  nodeFlag('max-http-header-size-value', {}, 'node --max-http-header-size=abc -e 1', ['number|value|integer|size|valid']),

  // ---- the Python interpreter's options and environment (one or two lines)
  c('python-interpreter-options', 'python3', 'hashseed', {}, `PYTHONHASHSEED=abc ${PY} -c 1`, ['PYTHONHASHSEED|random|integer|range|environment']),
  c('python-interpreter-options', 'python3', 'int-max-str-digits', {}, `${PY} -X int_max_str_digits=5 -c 1`, ['limit|640|unlimited|digits|value|-X']),
  c('python-interpreter-options', 'python3', 'c-without-argument', {}, `${PY} -c`, ['argument|-c|command|expected|missing']),
  c('python-interpreter-options', 'python3', 'unknown-option', {}, `${PY} --nope`, OPTION),
  c('python-interpreter-options', 'python3', 'io-encoding', {}, `PYTHONIOENCODING=latin-99 ${PY} -c 'print(1)'`, ['encoding|PYTHONIOENCODING|codec|unknown|utf-8|environment']),
  c('python-interpreter-options', 'python3', 'warning-category', {}, `${PY} -W error::Nope -c 1`, ['category|warning|-W|Warning|name|typo']),
  pym('python-m-missing-module', 'no-module', {}, 'nope_module', ['module|install|name|typo|found|pip']),

  // ---- command-line programs of the npm and Python libraries above (one or two lines)
  nodeBin('acorn-cli', 'acorn', 'no-file', {}, 'acorn nope.js', NOFILE),
  nodeBin('acorn-cli', 'acorn', 'syntax', { 'a.js': 'let x = ;\n' }, 'acorn --ecma2022 a.js', SYNTAX),
  nodeBin('markdown-it-cli', 'markdown-it', 'no-file', {}, 'markdown-it nope.md', NOFILE),
  nodeBin('marked-cli', 'marked', 'no-file', {}, 'marked -i nope.md', NOFILE),
  nodeBin('xml-js-cli', 'xml-js', 'no-file', {}, 'xml-js nope.xml', NOFILE),
  nodeBin('babel-parser-cli', 'parser', 'syntax', { 'a.js': 'let x = ;\n' }, 'parser a.js', SYNTAX),
  nodeBin('crc32-cli', 'crc32', 'no-file', {}, 'crc32 nope.bin', NOFILE),
  nodeBin('nanoid-cli', 'nanoid', 'bad-size', {}, 'nanoid --size abc', ['size|number|integer|value|valid']),
  nodeBin('mime-cli', 'mime', 'unknown-extension', {}, 'mime nope.zzqx', ['type|extension|unknown|MIME|found']),
  c('jsonpointer-cli', 'jsonpointer', 'no-file', {}, 'jsonpointer /a nope.json', NOFILE),
  c('jsonpointer-cli', 'jsonpointer', 'missing-member', { 'a.json': '{"server": {"port": 80}}\n' }, 'jsonpointer /server/host a.json', ['member|key|path|exist|found|pointer']),
  c('tqdm-cli', 'tqdm', 'bad-total', {}, 'echo x | tqdm --total abc', ['number|integer|float|value|total|valid']),
  c('unidiff-cli', 'python3-unidiff', 'no-file', {}, 'python3-unidiff nope.diff', NOFILE),
  c('icalendar-cli', 'icalendar', 'no-file', {}, 'icalendar nope.ics', NOFILE),
  c('undill', 'undill', 'no-file', {}, 'undill nope.pkl', NOFILE),
  c('natsort-cli', 'natsort', 'bad-option', {}, 'natsort --nope', OPTION),

  // ---- one-line system tools none of the sets has used
  c('b2sum', 'b2sum', 'no-file', {}, 'b2sum nope.iso', NOFILE),
  c('base32', 'base32', 'invalid-input', { 'a.txt': 'not base32 at all!\n' }, 'base32 -d a.txt', ['base32|invalid|input|encod|character|alphabet']),
  c('csplit', 'csplit', 'no-match', { 'a.txt': 'one\ntwo\n' }, "csplit a.txt '/^chapter/'", ['pattern|match|found|regex|line']),
  c('expand', 'expand', 'zero-tab', { 'a.txt': 'a\tb\n' }, 'expand -t 0 a.txt', ['tab|size|zero|value|positive']),
  c('dircolors', 'dircolors', 'no-file', {}, 'dircolors nope.dircolors', NOFILE),
  c('diff3', 'diff3', 'no-file', { 'a.txt': 'a\n', 'b.txt': 'b\n' }, 'diff3 a.txt b.txt nope.txt', NOFILE),
  c('colrm', 'colrm', 'bad-column', { 'a.txt': 'abc\n' }, 'colrm abc < a.txt', ['column|number|argument|invalid|integer']),
  c('ipcmk', 'ipcmk', 'bad-size', {}, 'ipcmk -M abc', ['size|number|parse|value|invalid']),
  c('choom', 'choom', 'no-process', {}, 'choom -p 999999', ['process|pid|exist|running|found']),
  c('addpart', 'addpart', 'no-device', {}, 'addpart nope.img 1 0 10', NOFILE),
  c('e2label', 'e2label', 'no-device', {}, 'e2label nope.img', NOFILE),
  c('dumpe2fs', 'dumpe2fs', 'not-ext', { 'a.img': 'x'.repeat(4096) }, 'dumpe2fs a.img', ['superblock|super-block|filesystem|ext[234]|magic|device']),
  c('findfs', 'findfs', 'no-label', {}, 'findfs LABEL=nope-data', ['label|UUID|device|filesystem|resolve|found']),
  c('llvm-dis', 'llvm-dis', 'no-file', {}, 'llvm-dis nope.bc', NOFILE),
  c('llvm-bcanalyzer', 'llvm-bcanalyzer', 'not-bitcode', { 'a.bc': 'hello\n' }, 'llvm-bcanalyzer a.bc', ['bitcode|signature|format|file|LLVM|magic']),
  c('llc', 'llc', 'syntax', { 'a.ll': 'define i32 @main() {\n  ret i32\n}\n' }, 'llc a.ll', [...SYNTAX, 'type|value|IR']),
  c('gcov', 'gcov', 'no-notes', { 'a.c': 'int main(void) { return 0; }\n' }, 'gcov a.c', ['gcno|notes|compile|--coverage|-fprofile-arcs|profil']),
  c('erlc', 'erlc', 'no-file', {}, 'erlc nope.erl', NOFILE),
  c('gpgtar', 'gpgtar', 'no-archive', {}, 'gpgtar --list-archive nope.tar.gpg', NOFILE),
  c('hmac256', 'hmac256', 'no-file', {}, 'hmac256 key nope.bin', NOFILE),
  c('innochecksum', 'innochecksum', 'no-file', {}, 'innochecksum nope.ibd', NOFILE),
  c('dpkg-architecture', 'dpkg-architecture', 'unknown-arch', {}, 'dpkg-architecture -a nope64', ['architecture|arch|unknown|valid|amd64|GNU']),
  c('dpkg-parsechangelog', 'dpkg-parsechangelog', 'no-changelog', {}, 'dpkg-parsechangelog', ['changelog|debian/|exist|directory|source|package']),
  c('dpkg-buildflags', 'dpkg-buildflags', 'unknown-flag', {}, 'dpkg-buildflags --get CFLAGZ', ['flag|unknown|CFLAGS|valid|name|typo']),
  c('install-info', 'install-info', 'no-file', {}, 'install-info nope.info dir', NOFILE),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
