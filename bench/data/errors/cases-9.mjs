// The seventh error set (corpus-seventh.jsonl): written and collected after all tuning on the
// sixth set and measured before any change made for it, to estimate the library as it stands
// on tools nobody here had run. Tools and libraries no other set has: Racket, Gforth, tcsh,
// ksh, configuration checks of lighttpd, Squid, Varnish, dnsmasq, Samba and Postfix, pandoc,
// Python libraries (pandas, jsonschema, pydantic, click, toml) and Node packages (mongoose,
// ioredis, Joi, yup, Knex, commander, semver).
// Same shape as cases-4.mjs. Python cases run Debian's /usr/bin/python3; Node cases need
// `--tools` (see README.md).

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const rkt = (name, code, expect) => c('racket', 'racket', name, { 'app.rkt': `#lang racket\n${code}` }, 'racket app.rkt', expect);
const forth = (name, code, expect) => c('forth', 'gforth', name, { 'app.fs': code }, 'gforth app.fs -e bye', expect);
const csh = (name, code, expect) => c('tcsh', 'tcsh', name, { 'run.csh': code }, 'tcsh -f run.csh', expect);
const ksh = (name, code, expect) => c('ksh', 'ksh', name, { 'run.ksh': code }, 'ksh run.ksh', expect);
const lighttpd = (name, conf, expect) => c('lighttpd', 'lighttpd', name, { 'lighttpd.conf': `server.document-root = "/tmp"\nserver.port = 18081\n${conf}` }, 'lighttpd -tt -f lighttpd.conf', expect);
const squid = (name, conf, expect) => c('squid', 'squid', name, { 'squid.conf': conf }, 'squid -k parse -f squid.conf', expect);
const varnish = (name, vcl, expect) => c('varnish', 'varnishd', name, { 'default.vcl': vcl }, 'chmod 755 . && chmod 644 default.vcl && varnishd -C -f "$PWD/default.vcl" -n "$PWD/vn"', expect);
const dnsmasq = (name, conf, expect) => c('dnsmasq', 'dnsmasq', name, { 'dnsmasq.conf': conf }, 'dnsmasq --test -C dnsmasq.conf', expect);
const testparm = (name, conf, expect) => c('samba', 'testparm', name, { 'smb.conf': conf }, 'testparm -s smb.conf', expect);
const postfix = (name, main, expect) => c('postfix', 'postfix', name, { 'main.cf': main }, 'cp /etc/postfix/master.cf . && postconf -c "$PWD" -n >/dev/null && postfix -c "$PWD" check', expect);
const pandoc = (name, files, cmd, expect) => c('pandoc', 'pandoc', name, files, cmd, expect);
const PY = '/usr/bin/python3';
const pylib = (family, name, code, expect, extra = {}) => c(family, 'python3', name, { 'app.py': code }, `${PY} app.py`, expect, extra);
const npmlib = (family, name, code, expect, extra = {}) => c(family, 'node', name, { 'app.js': code }, 'node app.js', expect, { tools: true, ...extra });

export const CASES = [
  // ---- Racket
  rkt('unbound-identifier', '(displayln (lenght (list 1 2)))\n', ['unbound|(not|un)defined|identifier|typo|require|length']),
  rkt('contract-violation', '(displayln (+ 1 "2"))\n', ['contract|number|string|type|string->number|convert']),
  rkt('arity-mismatch', '(define (add a b) (+ a b))\n(displayln (add 1))\n', ['arity|argument|parameter']),
  rkt('car-empty', '(displayln (car \'()))\n', ['pair|empty|list|car|null|check']),
  rkt('unbalanced', '(define (f x)\n  (+ x 1)\n', ['paren|unbalanced|expect|\\)|close|missing|end']),
  rkt('hash-ref-missing', '(displayln (hash-ref (hash \'a 1) \'b))\n', ['key|hash-ref|default|missing|exist|failure']),

  // ---- Gforth
  forth('undefined-word', 'frobnicate\n', ['word|(not|un)defined|typo|define|dictionary']),
  forth('stack-underflow', ': f + ;\nf\n', ['stack|underflow|argument|empty']),
  forth('division-by-zero', '1 0 / .\n', ['zero|divi']),
  forth('compile-only', 'if 1 then\n', ['compile|interpret|definition|colon|:']),

  // ---- tcsh
  csh('undefined-variable', 'echo $count\n', ['variable|set|(not|un)defined|initiali[sz]']),
  csh('bash-syntax', 'if [ -n "$HOME" ]; then\n  echo ok\nfi\n', ['syntax|csh|endif|then|bash|sh|if']),
  csh('command-not-found', 'frobnicate --all\n', ['command|install|PATH|typo|not found']),
  csh('no-match', 'ls *.nothere\n', ['glob|match|quote|nonomatch|pattern']),

  // ---- ksh
  ksh('bad-substitution', 'x=abc\necho ${x:a:b:c}\n', ['substitution|parameter|expansion|syntax|brace']),
  ksh('syntax', 'if [[ -n "$HOME" ]]; then\n  echo ok\n', ['syntax|fi|unexpected|end|missing']),
  ksh('not-found', 'frobnicate --all\n', ['command|install|PATH|typo|not found']),
  ksh('readonly', 'typeset -r limit=3\nlimit=4\n', ['read-?only|constant|typeset|assign']),

  // ---- lighttpd (-tt)
  lighttpd('unknown-key', 'server.portt = 18082\n', ['option|key|typo|spell|unknown|directive|module']),
  lighttpd('syntax', 'server.modules = ( "mod_access"\n', ['syntax|paren|\\)|close|parse|expect']),
  lighttpd('module-missing', 'server.modules += ( "mod_nothere" )\n', ['module|install|load|exist|typo|package']),

  // ---- Squid (squid -k parse)
  squid('unknown-directive', 'http_port 13128\nhttp_acess allow all\n', ['directive|typo|spell|unknown|option|http_access']),
  squid('undefined-acl', 'http_port 13128\nhttp_access allow office\n', ['acl|(not|un)defined|declare|name|typo']),
  squid('bad-acl-type', 'http_port 13128\nacl office srcc 10.0.0.0/8\n', ['acl|type|typo|src|unknown|invalid']),

  // ---- Varnish (varnishd -C)
  varnish('vcl-syntax', 'vcl 4.1;\nbackend default { .host = "127.0.0.1"; .port = "8080" }\n', ['syntax|;|semicolon|expect']),
  varnish('no-backend', 'vcl 4.1;\nsub vcl_recv { return (pass); }\n', ['backend|define|declare|default|none']),
  varnish('unknown-variable', 'vcl 4.1;\nbackend default { .host = "127.0.0.1"; .port = "8080"; }\nsub vcl_recv { set req.http.X = req.nothere; }\n', ['variable|unknown|symbol|typo|(not|un)defined']),
  varnish('version-missing', 'backend default { .host = "127.0.0.1"; .port = "8080"; }\n', ['vcl 4|version|first line|declar']),

  // ---- dnsmasq (--test)
  dnsmasq('bad-option', 'interfaceX=lo\n', ['option|typo|spell|unknown|bad']),
  dnsmasq('bad-range', 'dhcp-range=192.168.0.50,10.0.0.10,12h\n', ['range|subnet|address|dhcp|inconsistent|network']),
  dnsmasq('bad-address', 'address=/example.lan/999.1.1.1\n', ['address|IP|invalid|value|format']),

  // ---- Samba (testparm)
  testparm('unknown-parameter', '[global]\n   workgroup = HOME\n   securityy = user\n[share]\n   path = /tmp\n', ['parameter|typo|spell|unknown|option|security']),
  testparm('bad-boolean', '[global]\n   workgroup = HOME\n[share]\n   path = /tmp\n   read only = maybe\n', ['boolean|yes|no|value|valid|true|false']),
  testparm('missing-section', '   workgroup = HOME\n', ['section|\\[global\\]|header|bracket']),

  // ---- Postfix (postfix check)
  postfix('unknown-parameter', 'compatibility_level = 3.6\nmyhostnam = mail.example.com\n', ['parameter|typo|spell|unknown|unused|myhostname']),
  postfix('bad-number', 'compatibility_level = 3.6\nmessage_size_limit = big\n', ['number|numeric|integer|value|invalid|bad']),

  // ---- pandoc
  pandoc('unknown-reader', { 'a.md': '# A\n' }, 'pandoc -f markdownn a.md -o a.html', ['format|reader|typo|--list-input-formats|unknown|markdown']),
  pandoc('yaml-metadata', { 'a.md': '---\ntitle: [unclosed\n---\n# A\n' }, 'pandoc a.md -o a.html', ['YAML|metadata|bracket|syntax|parse|quote']),
  pandoc('missing-input', {}, 'pandoc nothere.md -o a.html', ['file|exist|path|typo|not found']),
  pandoc('pdf-engine', { 'a.md': '# A\n' }, 'pandoc a.md -o a.pdf', ['pdf-engine|LaTeX|pdflatex|install|engine|texlive']),

  // ---- pandas
  pylib('pandas', 'key-error-column', 'import pandas as pd\ndf = pd.DataFrame({"price": [1, 2]})\nprint(df["Price"])\n', ['column|KeyError|name|case|typo|columns']),
  pylib('pandas', 'merge-dtype', 'import pandas as pd\na = pd.DataFrame({"id": [1, 2]})\nb = pd.DataFrame({"id": ["1", "2"]})\nprint(a.merge(b, on="id"))\n', ['dtype|type|object|int64|astype|convert|merge']),
  pylib('pandas', 'length-mismatch', 'import pandas as pd\ndf = pd.DataFrame({"a": [1, 2, 3]})\ndf["b"] = [1, 2]\n', ['length|index|rows|match|size|same']),
  pylib('pandas', 'ambiguous-truth', 'import pandas as pd\ns = pd.Series([1, 2])\nif s > 1:\n    print("x")\n', ['any\\(|all\\(|ambiguous|truth|bool|\\.any|\\.all|empty']),
  pylib('pandas', 'read-csv-missing', 'import pandas as pd\npd.read_csv("data/sales.csv")\n', ['file|path|exist|directory|not found|working']),
  pylib('pandas', 'parser-error', 'import pandas as pd, io\npd.read_csv(io.StringIO("a,b\\n1,2\\n3,4,5\\n"))\n', ['field|column|delimiter|row|line|tokeniz|expected|sep']),

  // ---- jsonschema
  pylib('jsonschema', 'validation-error', 'import jsonschema\njsonschema.validate({"age": "7"}, {"type": "object", "properties": {"age": {"type": "integer"}}})\n', ['integer|type|schema|string|valid|age']),
  pylib('jsonschema', 'required-missing', 'import jsonschema\njsonschema.validate({}, {"type": "object", "required": ["name"]})\n', ['required|missing|name|property']),
  pylib('jsonschema', 'bad-schema', 'import jsonschema\njsonschema.validate({}, {"type": "objekt"})\n', ['schema|type|objekt|valid|typo|object']),

  // ---- pydantic
  pylib('pydantic', 'validation', 'from pydantic import BaseModel\nclass User(BaseModel):\n    id: int\n    email: str\nUser(id="abc", email="a@b.c")\n', ['integer|int|type|valid|parse|id']),
  pylib('pydantic', 'missing-field', 'from pydantic import BaseModel\nclass Config(BaseModel):\n    host: str\n    port: int\nConfig(host="x")\n', ['required|missing|field|port']),
  pylib('pydantic', 'extra-forbidden', 'from pydantic import BaseModel\nclass Config(BaseModel):\n    host: str\n    class Config:\n        extra = "forbid"\nConfig(host="x", hots="y")\n', ['extra|forbid|field|typo|unexpected|not permitted']),

  // ---- click
  pylib('click', 'missing-option', 'import click\n@click.command()\n@click.option("--name", required=True)\ndef main(name):\n    print(name)\nmain()\n', ['option|required|missing|--name|argument']),
  pylib('click', 'no-such-option', 'import sys, click\n@click.command()\n@click.option("--count", default=1)\ndef main(count):\n    print(count)\nsys.argv = ["app", "--cuont", "3"]\nmain()\n', ['option|typo|spell|--count|--help|no such']),
  pylib('click', 'bad-int', 'import sys, click\n@click.command()\n@click.option("--count", type=int)\ndef main(count):\n    print(count)\nsys.argv = ["app", "--count", "many"]\nmain()\n', ['integer|int|number|value|valid']),

  // ---- toml
  pylib('toml', 'decode-error', 'import toml\ntoml.loads("name = app\\n")\n', ['quote|string|value|syntax|toml|parse']),
  pylib('toml', 'duplicate-key', 'import toml\ntoml.loads("a = 1\\na = 2\\n")\n', ['duplicate|key|once|already|defined']),

  // ---- mongoose
  npmlib('mongoose', 'server-selection', 'const mongoose = require("mongoose");\nmongoose.connect("mongodb://127.0.0.1:1/app", { serverSelectionTimeoutMS: 1500 });\n', ['refused|running|server|mongod|port|connect|start']),
  npmlib('mongoose', 'validation', 'const mongoose = require("mongoose");\nconst User = mongoose.model("User", new mongoose.Schema({ email: { type: String, required: true } }));\nconst err = new User({}).validateSync();\nthrow err;\n', ['required|email|missing|valid|field|path']),
  npmlib('mongoose', 'cast-error', 'const mongoose = require("mongoose");\nconst User = mongoose.model("User", new mongoose.Schema({ age: Number }));\nthrow new User({ age: "seven" }).validateSync();\n', ['cast|number|type|convert|age|valid']),

  // ---- ioredis
  npmlib('ioredis', 'connection-refused', 'const Redis = require("ioredis");\nconst r = new Redis({ port: 1, maxRetriesPerRequest: 1, retryStrategy: () => null });\nr.get("k").catch((e) => { console.error(e); process.exit(1); });\n', ['refused|running|redis-server|port|start|connect']),
  npmlib('ioredis', 'wrongtype', 'const Redis = require("ioredis");\nconst r = new Redis({ port: Number(process.env.REDISPORT) });\n(async () => { await r.set("k7", "v"); await r.lpush("k7", "x"); })().catch((e) => { console.error(e); process.exit(1); }).finally(() => r.disconnect());\n', ['type|WRONGTYPE|key|list|string|del'], { needs: 'redis' }),

  // ---- Joi / yup
  npmlib('joi', 'validation', 'const Joi = require("joi");\nconst schema = Joi.object({ email: Joi.string().email().required() });\nJoi.assert({ email: "nope" }, schema);\n', ['email|valid|schema|format']),
  npmlib('joi', 'unknown-key', 'const Joi = require("joi");\nJoi.assert({ name: "a", nmae: "b" }, Joi.object({ name: Joi.string() }));\n', ['not allowed|unknown|key|typo|allowUnknown|unknown\\(']),
  npmlib('yup', 'validation', 'const yup = require("yup");\nyup.object({ age: yup.number().required().positive() }).validateSync({ age: -3 });\n', ['positive|number|valid|schema|age|greater']),
  npmlib('yup', 'type-error', 'const yup = require("yup");\nyup.object({ age: yup.number() }).validateSync({ age: "old" });\n', ['number|type|NaN|cast|age|valid']),

  // ---- Knex
  npmlib('knex', 'driver-missing', 'const knex = require("knex")({ client: "mysql2", connection: {} });\nknex.raw("select 1").then(() => knex.destroy());\n', ['install|driver|mysql2|module|npm|depend']),
  npmlib('knex', 'no-client', 'const knex = require("knex")({ connection: {} });\n', ['client|dialect|config|required|knexfile']),

  // ---- commander / semver
  npmlib('commander', 'unknown-option', 'const { program } = require("commander");\nprogram.option("--port <n>");\nprogram.parse(["node", "app", "--prot", "80"]);\n', ['option|typo|spell|--port|unknown|--help']),
  npmlib('commander', 'missing-argument', 'const { program } = require("commander");\nprogram.requiredOption("--config <path>");\nprogram.parse(["node", "app"]);\n', ['required|option|--config|missing|argument']),
  npmlib('semver', 'invalid-version', 'const semver = require("semver");\nconst SemVer = semver.SemVer;\nnew SemVer("v1.2");\n', ['version|semver|format|valid|major|1\\.2\\.0|coerce']),
];
