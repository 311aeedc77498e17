// The twentieth error set (corpus-twentieth.jsonl): written and collected after all tuning on
// the eighteenth and nineteenth sets' dev halves, and measured untouched only — the held-out
// estimate of that tuning. Libraries a coding assistant's users call every day, none of which the
// nineteen sets has (each module was checked against all nineteen case files first): Python
// clients of Docker, Google Cloud auth, Vault, Elasticsearch, Cassandra, memcached, InfluxDB,
// LDAP, AMQP and RQ; NLTK's data, dnspython, Rich, Loguru, Arrow, Babel, pytz, voluptuous,
// tenacity, filelock, sh, plumbum, Fabric, pexpect, netaddr, croniter, APScheduler, watchdog,
// Markdown, Pygments, Shapely, xarray, Plotly, python-magic and netCDF4; and from npm date-fns,
// yaml, smol-toml, node-cron, cron-parser, Papa Parse, pdf-lib, Valibot, TypeBox, SuperAgent, ky
// and ExcelJS. Each `expect` written from knowledge of the library, without looking at the
// pattern library or the troubleshooter's code, and tightened with `tight()`.

import { tight } from './cases-13.mjs';
import { c, PY, py, NOFILE, REFUSED, CLOSED } from './cases-20.mjs';

const nodeLib = (family, name, code, expect, extra = {}) => c(family, 'node', name, { 'app.js': code }, 'node app.js', expect, { tools: true, ...extra });
const NO_GCP = `env -u GOOGLE_APPLICATION_CREDENTIALS HOME=$PWD CLOUDSDK_CONFIG=$PWD/gcloud GCE_METADATA_HOST=127.0.0.1:${CLOSED} GCE_METADATA_IP=127.0.0.1:${CLOSED} NO_GCE_CHECK=True`;

const RAW = [
  // ---- Docker SDK for Python
  py('py-docker', 'no-daemon', "import docker\ndocker.from_env().ping()\n", ['docker|daemon|running|socket|DOCKER_HOST|start'], { cmd: `env -u DOCKER_HOST DOCKER_HOST=unix://$PWD/nope.sock ${PY} app.py` }),
  py('py-docker', 'tcp-refused', "import docker\ndocker.from_env().ping()\n", ['docker|daemon|running|DOCKER_HOST|refused|connect|port'], { cmd: `DOCKER_HOST=tcp://127.0.0.1:${CLOSED} ${PY} app.py` }),

  // ---- google-auth
  py('py-google-auth', 'no-credentials', "import google.auth\ngoogle.auth.default()\n", ['credential|GOOGLE_APPLICATION_CREDENTIALS|application-default|service account|ADC'], { cmd: `${NO_GCP} ${PY} app.py` }),
  py('py-google-auth', 'key-file-missing', "import google.auth\ngoogle.auth.default()\n", ['exist|path|file|found|GOOGLE_APPLICATION_CREDENTIALS'], { cmd: `${NO_GCP} GOOGLE_APPLICATION_CREDENTIALS=nope.json ${PY} app.py` }),

  // ---- NLTK
  py('py-nltk', 'punkt-missing', "import nltk\nprint(nltk.word_tokenize('Hello there. How are you?'))\n", ['nltk\\.download|download|resource|punkt|data'], { cmd: `HOME=$PWD NLTK_DATA=$PWD/nd ${PY} app.py` }),
  py('py-nltk', 'stopwords-missing', "from nltk.corpus import stopwords\nprint(stopwords.words('english')[:3])\n", ['nltk\\.download|download|resource|stopwords|corpus|data'], { cmd: `HOME=$PWD NLTK_DATA=$PWD/nd ${PY} app.py` }),

  // ---- dnspython
  py('py-dnspython', 'no-nameserver', "import dns.resolver\nr = dns.resolver.Resolver(configure=False)\nr.nameservers = ['127.0.0.1']\nr.port = " + CLOSED + "\nr.lifetime = 2\nprint(r.resolve('nope.invalid', 'A'))\n", ['timeout|nameserver|DNS|server|reach|network|port|resolve']),
  py('py-dnspython', 'bad-rdtype', "import dns.resolver\nprint(dns.resolver.resolve('example.com', 'NOPE'))\n", ['type|record|rdata|unknown|valid|A|MX']),

  // ---- Rich, Loguru
  py('py-rich', 'markup-mismatch', "from rich import print\nprint('[bold]hi[/italic]')\n", ['tag|close|closing|markup|match|escape']),
  py('py-loguru', 'unknown-level', "from loguru import logger\nlogger.log('NOPE', 'hello')\n", ['level|exist|name|add|DEBUG|INFO']),
  py('py-loguru', 'remove-unknown-handler', "from loguru import logger\nlogger.remove(42)\n", ['handler|id|exist|remove']),

  // ---- Arrow, Babel, pytz
  py('py-arrow', 'out-of-range', "import arrow\nprint(arrow.get('2024-13-45'))\n", ['date|month|day|range|format|parse|value']),
  py('py-arrow', 'unparseable', "import arrow\nprint(arrow.get('tomorrow at noon'))\n", ['format|parse|match|ISO|date|string']),
  py('py-babel', 'unknown-locale', "from babel import Locale\nprint(Locale.parse('xx_YY'))\n", ['locale|unknown|code|language|exist']),
  py('py-pytz', 'unknown-zone', "import pytz\nprint(pytz.timezone('Mars/Base'))\n", ['time ?zone|zone|name|tz|exist|unknown']),

  // ---- voluptuous, tenacity, filelock
  py('py-voluptuous', 'wrong-type', "from voluptuous import Schema, Required\nSchema({Required('port'): int})({'port': 'x'})\n", ['int|type|value|expected|port']),
  py('py-voluptuous', 'missing-key', "from voluptuous import Schema, Required\nSchema({Required('port'): int})({})\n", ['required|missing|key|port']),
  py('py-tenacity', 'retries-exhausted', "from tenacity import retry, stop_after_attempt\n\n@retry(stop=stop_after_attempt(2))\ndef fetch():\n    raise ConnectionError('upstream down')\n\nfetch()\n", ['retr|attempt|ConnectionError|down|underlying|cause|last_attempt']),
  c('py-filelock', 'python3', 'held', { 'app.py': "from filelock import FileLock\nFileLock('a.lock', timeout=0.5).acquire()\n" }, `(${PY} -c "import filelock, time; l = filelock.FileLock('a.lock'); l.acquire(); time.sleep(6)" &) ; sleep 1; ${PY} app.py`, ['lock|another process|held|acquire|timeout|wait']),

  // ---- sh, plumbum, Fabric, pexpect
  py('py-sh', 'exit-code', "import sh\nsh.ls('nope-dir')\n", ['exit|code|status|ls|exist|No such file|command']),
  py('py-sh', 'command-not-found', "import sh\nsh.nopecmd('--x')\n", ['command|found|installed|PATH|exist']),
  py('py-plumbum', 'exit-code', "from plumbum import local\nlocal['ls']('nope-dir')\n", ['exit|code|status|exist|No such file|command']),
  py('py-plumbum', 'command-not-found', "from plumbum import local\nlocal['nopecmd']('--x')\n", ['command|found|installed|PATH|exist']),
  py('py-fabric', 'refused', `from fabric import Connection\nConnection('127.0.0.1', port=${CLOSED}, connect_timeout=3).run('true')\n`, ['connect|refused|ssh|running|port|server|sshd'], { cmd: `HOME=$PWD ${PY} app.py` }),
  py('py-pexpect', 'eof', "import pexpect\npexpect.spawn('echo hi').expect('password:', timeout=3)\n", ['EOF|output|pattern|expect|ended|match']),
  py('py-pexpect', 'timeout', "import pexpect\npexpect.spawn('sleep 10').expect('ready', timeout=1)\n", ['timeout|pattern|expect|wait|output|match']),

  // ---- netaddr, croniter, APScheduler
  py('py-netaddr', 'bad-network', "from netaddr import IPNetwork\nprint(IPNetwork('10.0.0.300/24'))\n", ['address|format|valid|octet|range|IP']),
  py('py-netaddr', 'bad-mac', "from netaddr import EUI\nprint(EUI('zz:zz:zz'))\n", ['MAC|address|format|valid|EUI']),
  py('py-croniter', 'out-of-range', "from croniter import croniter\nprint(croniter('61 * * * *').get_next())\n", ['cron|minute|range|expression|field|valid']),
  py('py-croniter', 'too-few-fields', "from croniter import croniter\nprint(croniter('* * *').get_next())\n", ['field|column|five|5|expression|cron']),
  py('py-apscheduler', 'crontab-fields', "from apscheduler.triggers.cron import CronTrigger\nprint(CronTrigger.from_crontab('* * * *'))\n", ['field|number|5|crontab|expression']),
  py('py-apscheduler', 'unknown-trigger', "from apscheduler.schedulers.background import BackgroundScheduler\nBackgroundScheduler().add_job(print, 'nope')\n", ['trigger|name|date|interval|cron|found']),

  // ---- watchdog, Markdown, Pygments
  py('py-watchdog', 'no-directory', "from watchdog.observers import Observer\nfrom watchdog.events import FileSystemEventHandler\no = Observer()\no.schedule(FileSystemEventHandler(), 'nope-dir')\no.start()\no.stop()\n", ['exist|path|directory|found']),
  py('py-markdown', 'unknown-extension', "import markdown\nprint(markdown.markdown('# hi', extensions=['nope_ext']))\n", ['extension|module|install|name|found']),
  py('py-markdown', 'bad-output-format', "import markdown\nprint(markdown.markdown('# hi', output_format='nope'))\n", ['format|html|xhtml|output_format|valid']),
  c('pygments', 'pygmentize', 'unknown-lexer', { 'a.txt': 'x = 1\n' }, 'pygmentize -l nopelang a.txt', ['lexer|language|alias|-L|name|found']),
  c('pygments', 'pygmentize', 'unknown-formatter', { 'a.py': 'x = 1\n' }, 'pygmentize -f nopefmt a.py', ['formatter|format|name|-L|found']),
  c('pygments', 'pygmentize', 'no-file', {}, 'pygmentize nope.py', NOFILE),

  // ---- Shapely, xarray, Plotly
  py('py-shapely', 'too-few-coordinates', "from shapely.geometry import Polygon\nprint(Polygon([(0, 0), (1, 1)]))\n", ['coordinates|ring|polygon|points|at least']),
  py('py-shapely', 'bad-wkt', "from shapely import wkt\nprint(wkt.loads('POINT (1'))\n", ['WKT|parse|syntax|geometry|format']),
  py('py-xarray', 'no-file', "import xarray as xr\nprint(xr.open_dataset('nope.nc'))\n", NOFILE),
  py('py-xarray', 'dims-mismatch', "import xarray as xr\nprint(xr.DataArray([1, 2], dims=('x', 'y')))\n", ['dimension|dims|shape|number|match']),
  py('py-plotly', 'bad-property', "import plotly.graph_objects as go\nprint(go.Scatter(x=[1], nope=2))\n", ['property|valid|name|typo|attribute']),
  py('py-plotly', 'no-kaleido', "import plotly.graph_objects as go\ngo.Figure(go.Scatter(x=[1], y=[2])).write_image('a.png')\n", ['kaleido|install|package|engine|image export']),

  // ---- clients of servers that are not running
  py('py-elasticsearch', 'refused', `from elasticsearch import Elasticsearch\nprint(Elasticsearch('http://127.0.0.1:${CLOSED}').info())\n`, ['connect|refused|Elasticsearch|running|port|server']),
  py('py-cassandra', 'no-host', `from cassandra.cluster import Cluster\nCluster(['127.0.0.1'], port=${CLOSED}, connect_timeout=2).connect()\n`, ['host|connect|refused|Cassandra|running|port|contact']),
  py('py-kombu', 'refused', `from kombu import Connection\nConnection('amqp://guest:guest@127.0.0.1:${CLOSED}//', connect_timeout=2).connect()\n`, ['connect|refused|broker|RabbitMQ|running|port']),
  py('py-rq', 'no-redis', `from redis import Redis\nfrom rq import Queue\nQueue(connection=Redis(port=${CLOSED})).enqueue(print, 1)\n`, ['connect|refused|Redis|running|port|server']),
  py('py-pymemcache', 'refused', `from pymemcache.client.base import Client\nClient(('127.0.0.1', ${CLOSED}), connect_timeout=2).set('a', 'b')\n`, ['connect|refused|memcached|running|port|server']),
  py('py-influxdb', 'refused', `from influxdb import InfluxDBClient\nprint(InfluxDBClient(port=${CLOSED}, timeout=2).ping())\n`, ['connect|refused|InfluxDB|running|port|server']),
  py('py-ldap3', 'refused', `from ldap3 import Server, Connection\nConnection(Server('127.0.0.1', port=${CLOSED}, connect_timeout=2), auto_bind=True)\n`, ['connect|refused|LDAP|server|running|port']),
  py('py-hvac', 'refused', `import hvac\nprint(hvac.Client(url='http://127.0.0.1:${CLOSED}').is_authenticated())\n`, ['connect|refused|Vault|server|running|port|VAULT_ADDR']),
  py('py-hvac', 'forbidden', "import os, hvac\nc = hvac.Client(url=f\"http://127.0.0.1:{os.environ['HTTPPORT']}/403\", token='s.x')\nprint(c.secrets.kv.v2.read_secret_version(path='app'))\n", ['permission|forbidden|403|token|policy|denied'], { needs: 'http' }),

  // ---- python-magic, netCDF4
  py('py-magic', 'no-file', "import magic\nprint(magic.from_file('nope.bin'))\n", NOFILE),
  py('py-netcdf4', 'no-file', "from netCDF4 import Dataset\nDataset('nope.nc')\n", NOFILE),
  c('py-netcdf4', 'python3', 'not-netcdf', { 'a.nc': 'plain text, not netCDF\n'.repeat(50), 'app.py': "from netCDF4 import Dataset\nDataset('a.nc')\n" }, `${PY} app.py`, ['format|NetCDF|HDF5|valid|file|corrupt']),

  // ---- npm libraries
  nodeLib('date-fns', 'invalid-date', "const { format } = require('date-fns');\nconsole.log(format(new Date('not a date'), 'yyyy-MM-dd'));\n", ['date|invalid|value|parse|NaN|time']),
  nodeLib('date-fns', 'week-year-token', "const { format } = require('date-fns');\nconsole.log(format(new Date(2024, 0, 2), 'YYYY-MM-DD'));\n", ['yyyy|token|format|year|useAdditionalWeekYearTokens|dd']),
  nodeLib('yaml-npm', 'unclosed-flow', "const YAML = require('yaml');\nconsole.log(YAML.parse('a: [1, 2\\nb: 3\\n'));\n", ['YAML|flow|sequence|bracket|close|syntax|parse']),
  nodeLib('yaml-npm', 'duplicate-key', "const YAML = require('yaml');\nconsole.log(YAML.parse('a: 1\\na: 2\\n'));\n", ['duplicate|key|unique']),
  nodeLib('smol-toml', 'missing-value', "const { parse } = require('smol-toml');\nconsole.log(parse('a = \\n'));\n", ['TOML|value|syntax|parse|expected']),
  nodeLib('smol-toml', 'duplicate-key', "const { parse } = require('smol-toml');\nconsole.log(parse('a = 1\\na = 2\\n'));\n", ['duplicate|key|defined|already|redefin']),
  nodeLib('node-cron', 'bad-minute', "const cron = require('node-cron');\ncron.schedule('61 * * * *', () => {});\n", ['minute|expression|range|cron|valid']),
  nodeLib('cron-parser', 'out-of-range', "const p = require('cron-parser');\nconst parse = p.parseExpression ?? ((e) => p.CronExpressionParser.parse(e));\nconsole.log(parse('70 * * * *').next().toString());\n", ['range|minute|constraint|value|expect|0-59']),
  nodeLib('papaparse', 'unterminated-quote', "const Papa = require('papaparse');\nconst r = Papa.parse('a,\"b\\n1,2\\n');\nif (r.errors.length) { console.error(JSON.stringify(r.errors)); process.exit(1); }\n", ['quote|unterminated|close|field|CSV']),
  nodeLib('pdf-lib', 'not-pdf', "const { PDFDocument } = require('pdf-lib');\nPDFDocument.load(Buffer.from('plain text, not a PDF')).then(console.log);\n", ['PDF|header|format|valid|file|corrupt']),
  nodeLib('valibot', 'wrong-type', "const v = require('valibot');\nconsole.log(v.parse(v.object({ age: v.number() }), { age: 'x' }));\n", ['type|number|expected|age|value']),
  nodeLib('typebox', 'decode-mismatch', "const { Type } = require('@sinclair/typebox');\nconst { Value } = require('@sinclair/typebox/value');\nconsole.log(Value.Decode(Type.Object({ age: Type.Number() }), { age: 'x' }));\n", ['schema|type|number|match|expected|value']),
  nodeLib('superagent', 'refused', `const request = require('superagent');\nrequest.get('http://127.0.0.1:${CLOSED}/api').then(console.log);\n`, REFUSED),
  nodeLib('superagent', 'not-found', "const request = require('superagent');\nrequest.get(`http://127.0.0.1:${process.env.HTTPPORT}/404/api`).then(console.log);\n", ['not found|404|URL|path|exist'], { needs: 'http' }),
  c('ky', 'node', 'server-error', { 'app.mjs': "import ky from 'ky';\nconsole.log(await ky.get(`http://127.0.0.1:${process.env.HTTPPORT}/500/api`, { retry: 0 }).json());\n" }, 'node app.mjs', ['500|server|internal|status|retry|log'], { tools: true, needs: 'http' }),
  c('ky', 'node', 'refused', { 'app.mjs': `import ky from 'ky';\nconsole.log(await ky.get('http://127.0.0.1:${CLOSED}/api', { retry: 0 }).json());\n` }, 'node app.mjs', REFUSED, { tools: true }),
  nodeLib('exceljs', 'not-xlsx', "const ExcelJS = require('exceljs');\nnew ExcelJS.Workbook().xlsx.readFile('a.xlsx').then(() => console.log('ok'));\n", ['zip|format|xlsx|file|corrupt|valid'], { files: { 'app.js': "const ExcelJS = require('exceljs');\nnew ExcelJS.Workbook().xlsx.readFile('a.xlsx').then(() => console.log('ok'));\n", 'a.xlsx': 'a,b\n1,2\n' } }),
  nodeLib('exceljs', 'no-file', "const ExcelJS = require('exceljs');\nnew ExcelJS.Workbook().xlsx.readFile('nope.xlsx').then(() => console.log('ok'));\n", NOFILE),
];

export const CASES = RAW.map((c) => ({ ...c, expect: tight(c.expect) }));
