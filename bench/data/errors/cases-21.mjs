// The nineteenth error set (corpus-nineteenth.jsonl): written right after the eighteenth, before
// any change made for either, and measured on both halves before any such change. Families none of
// the eighteen sets has (every program and module here was checked against all eighteen case files
// first), what users of a coding assistant meet daily, a third or more terse: Python's standard
// library as scripts use it (argparse, datetime and zoneinfo, logging's dictConfig,
// multiprocessing, subprocess, shutil, smtplib, configparser, csv, urllib), Python tooling and
// servers (pyupgrade, autoflake, radon, check-manifest, Hypercorn, Daphne, kafka-python,
// paho-mqtt, Pelican), Ruby's Rack, YARD and Perl's Carton, Go's mockgen, scanner generators
// (Ragel), pgFormatter, SpamAssassin, PowerDNS, NATS, containerd, Flatpak, the audit tools,
// cgroup tools, Lynis, sslscan, mtr, sshfs, GraphicsMagick, pngquant, git-crypt, myrepos,
// git-review, hub, and npm CLIs (cross-env, husky, json-server, API Extractor, Are the Types
// Wrong, Knip, dprint, PM2, openapi-typescript, jscodeshift, tsc-alias). Same shape as
// cases-20.mjs; each `expect` written from knowledge of the tool without looking at the pattern
// library or the troubleshooter's code, and tightened with `tight()`.

import { tight } from './cases-13.mjs';
import { c, nodeBin, PY, py, NOFILE, OPTION, SYNTAX, COMMAND, REFUSED, RESOLVE, CLOSED, GIT } from './cases-20.mjs';

const PKG = (extra = {}) => JSON.stringify({ name: 'app', version: '1.0.0', private: true, ...extra });
const ARGS = "import argparse\np = argparse.ArgumentParser(prog='app')\np.add_argument('--name', required=True)\np.add_argument('--mode', choices=['fast', 'slow'])\np.add_argument('--count', type=int)\np.parse_args()\n";
const PM2 = (cmd) => `export PM2_HOME=$PWD/.pm2; ${cmd}; rc=$?; pm2 kill >/dev/null 2>&1; exit $rc`;
const GOMOD = { 'go.mod': 'module app\n\ngo 1.19\n' };

const RAW = [
  // ---- Python's argparse
  c('py-argparse', 'python3', 'required', { 'app.py': ARGS }, `${PY} app.py`, ['required|argument|--name|missing|usage']),
  c('py-argparse', 'python3', 'bad-choice', { 'app.py': ARGS }, `${PY} app.py --name a --mode quick`, ['choice|valid|invalid|fast|slow']),
  c('py-argparse', 'python3', 'bad-int', { 'app.py': ARGS }, `${PY} app.py --name a --count many`, ['int|value|invalid|type|number']),
  c('py-argparse', 'python3', 'unrecognized', { 'app.py': ARGS }, `${PY} app.py --name a --verbose`, ['unrecognized|argument|option|unknown|typo|help']),

  // ---- Python's datetime and zoneinfo
  py('py-datetime', 'strptime-mismatch', "from datetime import datetime\ndatetime.strptime('2024-13-01', '%Y-%m-%d')\n", ['format|match|date|month|value|%']),
  py('py-datetime', 'unknown-zone', "from zoneinfo import ZoneInfo\nZoneInfo('Europe/Nowhere')\n", ['time ?zone|tzdata|key|name|zone']),
  py('py-datetime', 'naive-aware', "from datetime import datetime, timezone\nprint(datetime.now() < datetime.now(timezone.utc))\n", ['naive|aware|tzinfo|timezone|offset']),

  // ---- Python's logging.config
  py('py-logging', 'bad-handler', "import logging.config\nlogging.config.dictConfig({'version': 1, 'handlers': {'x': {'class': 'logging.NopeHandler'}}, 'root': {'handlers': ['x']}})\n", ['handler|class|config|configure|logging|NopeHandler']),
  py('py-logging', 'no-version', "import logging.config\nlogging.config.dictConfig({'handlers': {}})\n", ['version|config|dictConfig|key']),

  // ---- Python's multiprocessing
  py('py-multiprocessing', 'pickle-lambda', "import multiprocessing as mp\n\ndef main():\n    with mp.get_context('spawn').Pool(2) as pool:\n        print(pool.map(lambda x: x * 2, [1, 2]))\n\nif __name__ == '__main__':\n    main()\n", ['pickle|lambda|local|top-level|module level|function']),
  py('py-multiprocessing', 'no-main-guard', "import multiprocessing as mp\n\ndef work(x):\n    return x\n\nmp.set_start_method('spawn')\nwith mp.Pool(2) as pool:\n    print(pool.map(work, [1, 2]))\n", ['__main__|if __name__|bootstrapping|spawn|guard'], { cmd: `timeout 20 ${PY} app.py` }),

  // ---- Python's subprocess
  py('py-subprocess', 'check-failed', "import subprocess\nsubprocess.run(['ls', 'nope-dir'], check=True)\n", ['exit status|return code|command|non-zero|check|exist']),
  py('py-subprocess', 'no-program', "import subprocess\nsubprocess.run(['nopecmd', '--version'])\n", ['exist|found|installed|PATH|command']),
  py('py-subprocess', 'timeout', "import subprocess\nsubprocess.run(['sleep', '5'], timeout=0.5)\n", ['timeout|time|seconds|expired|long']),

  // ---- Python's shutil
  py('py-shutil', 'copytree-exists', "import os, shutil\nos.makedirs('src', exist_ok=True)\nos.makedirs('dst', exist_ok=True)\nshutil.copytree('src', 'dst')\n", ['exist|dirs_exist_ok|already|remove']),
  py('py-shutil', 'rmtree-missing', "import shutil\nshutil.rmtree('nope-dir')\n", NOFILE),
  py('py-shutil', 'copy-to-missing-dir', "import shutil\nopen('a.txt', 'w').write('x')\nshutil.copy('a.txt', 'nope/dir/a.txt')\n", ['exist|directory|path|makedirs|create|found']),

  // ---- Python's smtplib
  py('py-smtplib', 'refused', `import smtplib\nsmtplib.SMTP('127.0.0.1', ${CLOSED}, timeout=3)\n`, ['refused|connect|SMTP|server|running|port']),
  py('py-smtplib', 'unknown-host', "import smtplib\nsmtplib.SMTP('mail.nope.invalid', 25, timeout=3)\n", RESOLVE),

  // ---- Python's configparser
  py('py-configparser', 'no-section-header', "import configparser\nopen('a.ini', 'w').write('key = value\\n')\nconfigparser.ConfigParser().read('a.ini')\n", ['section|header|\\[|ini|format']),
  py('py-configparser', 'duplicate-option', "import configparser\nopen('a.ini', 'w').write('[db]\\nhost = a\\nhost = b\\n')\nconfigparser.ConfigParser().read('a.ini')\n", ['duplicate|option|key|twice|strict']),
  py('py-configparser', 'no-section', "import configparser\ncp = configparser.ConfigParser()\ncp.read('missing.ini')\nprint(cp.get('db', 'host'))\n", ['section|exist|name|read|file|missing']),

  // ---- Python's csv
  py('py-csv', 'bytes-mode', "import csv\nopen('a.csv', 'w').write('a,b\\n1,2\\n')\nfor row in csv.reader(open('a.csv', 'rb')):\n    print(row)\n", ['text mode|bytes|open|mode|str|newline']),

  // ---- Python's urllib
  py('py-urllib', 'refused', `import urllib.request\nurllib.request.urlopen('http://127.0.0.1:${CLOSED}/', timeout=3)\n`, ['refused|connect|server|running|port|URL']),
  py('py-urllib', 'not-found', "import os, urllib.request\nurllib.request.urlopen(f\"http://127.0.0.1:{os.environ['HTTPPORT']}/404/api\", timeout=3)\n", ['not found|404|URL|path|exist'], { needs: 'http' }),
  py('py-urllib', 'unknown-scheme', "import urllib.request\nurllib.request.urlopen('htp://example.com/')\n", ['scheme|URL|http|typo|protocol|unknown']),

  // ---- pyupgrade, autoflake, radon, check-manifest
  c('pyupgrade', 'pyupgrade', 'rewrites', { 'a.py': 'class A(object):\n    def f(self):\n        return super(A, self).f()\n' }, 'pyupgrade --py3-plus a.py', ['rewrit|changed|modif|fix|format|re-run|commit|stage']),
  c('pyupgrade', 'pyupgrade', 'syntax', { 'a.py': 'def f(:\n    pass\n' }, 'pyupgrade --py3-plus a.py', SYNTAX),
  c('pyupgrade', 'pyupgrade', 'no-file', {}, 'pyupgrade nope.py', NOFILE),
  c('autoflake', 'autoflake', 'unused-import', { 'a.py': 'import os\nimport sys\n\nprint(sys.argv)\n' }, 'autoflake --check a.py', ['unused|import|remove|--in-place|-i']),
  c('autoflake', 'autoflake', 'no-file', {}, 'autoflake --check nope.py', NOFILE),
  c('radon', 'radon', 'syntax', { 'a.py': 'def f(:\n    pass\n' }, 'radon cc a.py', ['syntax|python|parse|line|invalid']),
  c('radon', 'radon', 'bad-option', {}, 'radon cc --nope .', OPTION),
  c('check-manifest', 'check-manifest', 'not-a-project', {}, 'check-manifest', ['setup\\.py|pyproject|project|directory|python']),
  c('check-manifest', 'check-manifest', 'missing-from-sdist', { 'setup.py': "from setuptools import setup\nsetup(name='app', version='1.0', py_modules=['app'])\n", 'app.py': 'x = 1\n', 'notes.txt': 'notes\n' }, `${GIT} && git add . && git -c user.name=dev -c user.email=dev@example.com commit -qm files && check-manifest --no-build-isolation`, ['MANIFEST\\.in|sdist|include|missing|package_data']),

  // ---- Hypercorn and Daphne
  c('hypercorn', 'hypercorn', 'no-module', {}, `timeout 10 hypercorn -b 127.0.0.1:${CLOSED - 1} nope:app`, ['module|import|exist|path|app|name']),
  c('hypercorn', 'hypercorn', 'no-attribute', { 'app.py': 'x = 1\n' }, `timeout 10 hypercorn -b 127.0.0.1:${CLOSED - 1} app:app`, ['application|app|attribute|name|defined|found']),
  c('hypercorn', 'hypercorn', 'no-args', {}, 'hypercorn', ['application|argument|usage|required|missing']),
  c('daphne', 'daphne', 'no-module', {}, `timeout 10 ${PY} -m daphne -b 127.0.0.1 -p ${CLOSED - 1} nope:app`, ['module|import|exist|path|app|name']),
  c('daphne', 'daphne', 'no-args', {}, `${PY} -m daphne`, ['application|argument|usage|required|missing']),

  // ---- kafka-python and paho-mqtt
  py('kafka-python', 'producer-no-broker', `from kafka import KafkaProducer\nKafkaProducer(bootstrap_servers='127.0.0.1:${CLOSED}', api_version_auto_timeout_ms=2000)\n`, ['broker|Kafka|running|connect|bootstrap|refused|start']),
  py('kafka-python', 'consumer-no-broker', `from kafka import KafkaConsumer\nKafkaConsumer('events', bootstrap_servers='127.0.0.1:${CLOSED}', api_version_auto_timeout_ms=2000)\n`, ['broker|Kafka|running|connect|bootstrap|refused|start']),
  py('paho-mqtt', 'refused', `import paho.mqtt.client as mqtt\nmqtt.Client().connect('127.0.0.1', ${CLOSED})\n`, ['refused|connect|broker|running|port|mosquitto']),
  py('paho-mqtt', 'unknown-host', "import paho.mqtt.client as mqtt\nmqtt.Client().connect('broker.nope.invalid', 1883)\n", RESOLVE),

  // ---- Pelican
  c('pelican', 'pelican', 'no-content', {}, 'pelican nopedir', ['content|path|directory|exist|settings|found']),
  c('pelican', 'pelican', 'no-settings', {}, 'mkdir content && pelican content -s nope.py', ['settings|pelicanconf|file|exist|path|-s']),
  c('pelican', 'pelican', 'settings-syntax', { 'pelicanconf.py': "AUTHOR = 'dev'\nSITENAME = 'Site\n" }, 'mkdir content && pelican content -s pelicanconf.py', ['syntax|pelicanconf|python|line|settings|string']),

  // ---- Rack
  c('rack', 'rackup', 'no-config', {}, 'rackup', ['config\\.ru|file|exist|rackup|path']),
  c('rack', 'rackup', 'syntax', { 'config.ru': 'run lambda { |env| [200, {}, ["ok"]]\n' }, `timeout 10 rackup -p ${CLOSED - 1}`, ['syntax|ruby|config\\.ru|end|unexpected|\\}']),
  c('rack', 'rackup', 'no-app', { 'config.ru': '# nothing here\n' }, `timeout 10 rackup -p ${CLOSED - 1}`, ['run|map|app|config\\.ru|statement']),

  // ---- YARD and Carton
  c('yard', 'yard', 'unknown-param', { 'a.rb': "# Greets.\n# @param nope [String] the name\ndef greet(name)\n  name\nend\n" }, 'yard doc --fail-on-warning -n a.rb', ['param|parameter|name|tag|unknown|match']),
  c('yard', 'yard', 'unknown-tag', { 'a.rb': "# Greets.\n# @nopetag x\ndef greet(name)\n  name\nend\n" }, 'yard doc --fail-on-warning -n a.rb', ['tag|unknown|typo|@|define']),
  c('yard', 'yard', 'unknown-command', {}, 'yard nopecmd', COMMAND),
  c('carton', 'carton', 'no-cpanfile', {}, 'HOME=$PWD carton install', ['cpanfile|file|exist|project|directory']),
  c('carton', 'carton', 'cpanfile-syntax', { cpanfile: "requires 'JSON', '2.0'\nrequires 'Moo' ,, ;(\n" }, 'HOME=$PWD carton install', ['syntax|cpanfile|perl|line|parse']),
  c('carton', 'carton', 'exec-before-install', { cpanfile: "requires 'JSON::PP';\n" }, 'HOME=$PWD carton exec perl -e 1', ['carton install|install|snapshot|local|dependencies']),

  // ---- mockgen
  c('mockgen', 'mockgen', 'no-source-file', GOMOD, 'mockgen -source=nope.go', NOFILE),
  c('mockgen', 'mockgen', 'source-syntax', { ...GOMOD, 'a.go': 'package app\n\ntype Store interface {\n\tGet(id string) (string error)\n}\n' }, 'mockgen -source=a.go', SYNTAX),
  c('mockgen', 'mockgen', 'reflect-no-package', GOMOD, 'mockgen example.com/nope/pkg Store', ['package|import|module|go\\.mod|exist|found|GOPATH|download']),

  // ---- Ragel and pgFormatter
  c('ragel', 'ragel', 'syntax', { 'a.rl': "%%{\n  machine m;\n  main := ( 'a' | ;\n}%%\n" }, 'ragel a.rl', SYNTAX),
  c('ragel', 'ragel', 'undefined-machine', { 'a.rl': '%%{\n  machine m;\n  main := nope;\n}%%\n' }, 'ragel a.rl', ['undefined|defin|name|machine|lookup']),
  c('ragel', 'ragel', 'no-file', {}, 'ragel nope.rl', NOFILE),
  c('pgformatter', 'pg_format', 'no-file', {}, 'pg_format nope.sql', NOFILE),
  c('pgformatter', 'pg_format', 'bad-option', {}, 'pg_format --nope a.sql', OPTION),

  // ---- SpamAssassin
  c('spamassassin', 'spamassassin', 'lint-bad-score', { 'conf/local.cf': 'score NOPE_RULE abc\nrequired_score five\n' }, 'mkdir site && spamassassin --lint --configpath=$PWD/conf --siteconfigpath=$PWD/site', ['rule|config|syntax|lint|invalid|line|score|value']),
  c('spamassassin', 'spamc', 'no-daemon', {}, `spamc -x -d 127.0.0.1 -p ${CLOSED} </dev/null`, ['spamd|connect|running|refused|daemon|start']),

  // ---- PowerDNS
  c('powerdns', 'pdns_server', 'unknown-setting', { 'pdns.conf': 'launch=\nnopesetting=1\n' }, `timeout 10 pdns_server --config-dir=$PWD --socket-dir=$PWD --local-port=${CLOSED - 2} --daemon=no`, ['setting|unknown|config|typo|pdns\\.conf|option']),
  c('powerdns', 'pdns_server', 'unknown-backend', { 'pdns.conf': 'launch=nope\n' }, `timeout 10 pdns_server --config-dir=$PWD --socket-dir=$PWD --local-port=${CLOSED - 2} --daemon=no`, ['backend|launch|module|install|load']),
  c('powerdns', 'pdnsutil', 'no-backend', { 'pdns.conf': 'launch=\n' }, 'pdnsutil --config-dir=$PWD list-all-zones', ['backend|launch|config|zone']),

  // ---- NATS
  c('nats', 'nats-server', 'syntax', { 'n.conf': 'port: 4222\nauthorization {\n  user: a\n' }, 'timeout 10 nats-server -c n.conf', ['config|syntax|parse|line|expected|brace']),
  c('nats', 'nats-server', 'unknown-field', { 'n.conf': `port: ${CLOSED - 3}\nnope_field: 1\n` }, 'timeout 10 nats-server -c n.conf', ['field|unknown|config|typo|option']),
  c('nats', 'nats-server', 'bad-port', {}, 'timeout 10 nats-server -p abc', ['port|number|value|invalid|flag']),

  // ---- containerd
  c('containerd', 'ctr', 'no-daemon', {}, 'ctr --address $PWD/nope.sock images ls', ['containerd|daemon|running|socket|start|systemctl']),
  c('containerd', 'containerd', 'bad-config', { 'c.toml': 'version = 2\n[plugins\n' }, 'containerd --config c.toml config dump', ['TOML|config|syntax|parse|line']),

  // ---- Flatpak
  c('flatpak', 'flatpak', 'no-remote', {}, 'HOME=$PWD flatpak install -y --user nope org.example.App', ['remote|flatpak remote-add|flathub|exist|name|add']),
  c('flatpak', 'flatpak', 'not-installed', {}, 'HOME=$PWD flatpak run --user org.example.Nope', ['installed|install|flatpak install|exist|name']),
  c('flatpak', 'flatpak', 'unknown-command', {}, 'HOME=$PWD flatpak nopecmd', COMMAND),

  // ---- audit tools
  c('audit', 'auditctl', 'list', {}, 'auditctl -l', ['permission|kernel|audit|container|root|netlink|capabilit|support']),
  c('audit', 'ausearch', 'no-log', {}, 'ausearch -if nope.log -m LOGIN', NOFILE),
  c('audit', 'ausearch', 'bad-type', {}, 'touch a.log && ausearch -if a.log -m NOPE', ['type|message|unknown|valid|list']),
  c('audit', 'auditctl', 'bad-permission', {}, 'auditctl -w /etc/passwd -p z', ['permission|invalid|rwxa|-p|valid']),

  // ---- cgroup tools
  c('cgroup-tools', 'cgexec', 'exec-no-group', {}, 'cgexec -g cpu:nopegroup true', ['group|cgroup|exist|cgcreate|mount|controller']),
  c('cgroup-tools', 'cgcreate', 'create', {}, 'cgcreate -g cpu:/nopegroup-e18', ['cgroup|mount|initiali|v2|controller|container|permission']),
  c('cgroup-tools', 'cgget', 'get-no-group', {}, 'cgget -g cpu /nopegroup', ['group|cgroup|exist|cgcreate|mount|controller']),

  // ---- Lynis, sslscan, mtr, sshfs
  c('lynis', 'lynis', 'unknown-command', {}, 'lynis nope', ['command|unknown|usage|help|audit system']),
  c('lynis', 'lynis', 'show-unknown', {}, 'lynis show nope', ['command|unknown|show|help|option']),
  c('sslscan', 'sslscan', 'refused', {}, `sslscan --no-colour 127.0.0.1:${CLOSED}`, ['connect|refused|running|server|port|TLS|host']),
  c('sslscan', 'sslscan', 'no-host', {}, 'sslscan --no-colour', ['host|argument|usage|missing|target']),
  c('sslscan', 'sslscan', 'unknown-host', {}, 'sslscan --no-colour nope.invalid', RESOLVE),
  c('mtr', 'mtr', 'unknown-host', {}, 'mtr -r -c 1 nope.invalid', RESOLVE),
  c('mtr', 'mtr', 'bad-count', {}, 'mtr -r -c abc 127.0.0.1', ['number|count|value|valid|integer']),
  c('sshfs', 'sshfs', 'refused', {}, `mkdir mnt && HOME=$PWD sshfs -o StrictHostKeyChecking=no -p ${CLOSED} 127.0.0.1:/ mnt`, ['fuse|modprobe|device|connect|refused|running|sshd|container']),
  c('sshfs', 'sshfs', 'no-mountpoint', {}, `HOME=$PWD sshfs -p ${CLOSED} 127.0.0.1:/ nopedir`, ['mount ?point|directory|exist|mkdir|path']),
  c('sshfs', 'sshfs', 'no-host', {}, 'sshfs', ['host|argument|usage|missing|mount ?point']),

  // ---- GraphicsMagick and pngquant
  c('graphicsmagick', 'gm', 'no-file', {}, 'gm convert nope.png out.jpg', NOFILE),
  c('graphicsmagick', 'gm', 'not-image', { 'a.png': 'plain text, not an image\n'.repeat(20) }, 'gm identify a.png', ['image|format|header|corrupt|valid|file']),
  c('graphicsmagick', 'gm', 'bad-geometry', {}, 'gm convert -size abc xc:white out.png', ['geometry|size|argument|valid|format|WxH']),
  c('graphicsmagick', 'gm', 'unknown-command', {}, 'gm nopecmd', COMMAND),
  c('pngquant', 'pngquant', 'not-png', { 'a.png': 'plain text, not an image\n'.repeat(20) }, 'pngquant a.png', ['PNG|decode|image|format|valid|corrupt']),
  c('pngquant', 'pngquant', 'output-exists', {}, 'convert -size 32x32 xc:red a.png && pngquant a.png && pngquant a.png', ['exist|overwrite|--force|-f']),
  c('pngquant', 'pngquant', 'quality-too-low', {}, 'convert -size 128x128 plasma:fractal a.png && pngquant --quality=99-100 a.png', ['quality|--quality|min|range|lower']),
  c('pngquant', 'pngquant', 'no-file', {}, 'pngquant nope.png', NOFILE),

  // ---- git-crypt, myrepos, git-review, hub
  c('git-crypt', 'git-crypt', 'not-repo', {}, 'git-crypt init', ['repository|git init|git|directory']),
  c('git-crypt', 'git-crypt', 'unlock-no-key', {}, `${GIT} && git-crypt unlock nope.key`, NOFILE),
  c('git-crypt', 'git-crypt', 'lock-not-initialised', {}, `${GIT} && git-crypt lock`, ['init|git-crypt init|configured|key|unlock']),
  c('myrepos', 'mr', 'no-config', {}, 'HOME=$PWD mr status', ['\\.mrconfig|config|mr register|repositor']),
  c('myrepos', 'mr', 'unknown-action', { '.mrconfig': '[lib]\ncheckout = git clone /nowhere lib\n' }, 'HOME=$PWD mr -c .mrconfig nopeaction', ['action|command|unknown|typo|help']),
  c('myrepos', 'mr', 'repo-missing', { '.mrconfig': '[lib]\ncheckout = git clone /nowhere lib\n' }, 'HOME=$PWD mr -c .mrconfig update', ['missing|checkout|clone|exist|directory|mr checkout']),
  c('git-review', 'git-review', 'not-repo', {}, 'HOME=$PWD git-review', ['repository|git init|git|directory']),
  c('git-review', 'git-review', 'no-gitreview', {}, `HOME=$PWD && ${GIT} && git-review`, ['\\.gitreview|gerrit|remote|config|setup']),
  c('hub', 'hub', 'no-github-remote', {}, `HOME=$PWD && ${GIT} && hub pr list`, ['remote|GitHub|git remote add|origin|repository']),
  c('hub', 'hub', 'browse-not-repo', {}, 'HOME=$PWD hub browse -u', ['repository|git|remote|GitHub|directory']),

  // ---- npm CLIs
  nodeBin('cross-env', 'cross-env', 'no-program', {}, 'cross-env FOO=1 nopecmd --x', ['command|exist|installed|PATH|found|spawn']),
  nodeBin('husky', 'husky', 'not-git', { 'package.json': PKG() }, 'husky', ['git|repository|git init|directory|\\.git']),
  nodeBin('json-server', 'json-server', 'bad-json', { 'db.json': '{ "posts": [ { "id": 1, } ] }\n' }, `timeout 10 json-server --port ${CLOSED - 4} db.json`, ['JSON|parse|syntax|valid|comma']),
  nodeBin('api-extractor', 'api-extractor', 'no-config', { 'package.json': PKG() }, 'api-extractor run', ['api-extractor\\.json|config|init|file|exist']),
  nodeBin('api-extractor', 'api-extractor', 'no-entry', { 'package.json': PKG(), 'tsconfig.json': '{ "compilerOptions": { "declaration": true } }\n' }, 'api-extractor init >/dev/null && api-extractor run --local', ['entry|d\\.ts|mainEntryPointFilePath|build|tsc|declaration|exist|path']),
  nodeBin('attw', 'attw', 'no-package-json', {}, 'attw --pack .', ['package\\.json|package|exist|directory|pack']),
  nodeBin('attw', 'attw', 'no-types', { 'package.json': PKG({ private: false, main: 'index.js' }), 'index.js': 'module.exports = 1;\n' }, 'attw --pack . --no-color', ['types|typings|\\.d\\.ts|declaration|exports']),
  nodeBin('knip', 'knip', 'unused', { 'package.json': PKG({ main: 'index.js', dependencies: { 'left-pad': '1.3.0' } }), 'index.js': "console.log('a');\n", 'old.js': 'module.exports = 1;\n' }, 'knip --no-progress', ['unused|remove|dependenc|export|file|ignore']),
  nodeBin('knip', 'knip', 'no-package-json', {}, 'knip --no-progress', ['package\\.json|project|directory|exist']),
  nodeBin('dprint', 'dprint', 'no-config', {}, 'dprint check', ['config|dprint\\.json|init|file|found']),
  nodeBin('dprint', 'dprint', 'unknown-command', {}, 'dprint nopecmd', COMMAND),
  nodeBin('pm2', 'pm2', 'no-script', {}, PM2('pm2 start nope.js'), NOFILE),
  nodeBin('pm2', 'pm2', 'no-process', {}, PM2('pm2 stop nope'), ['process|name|exist|pm2 list|found|id']),
  nodeBin('pm2', 'pm2', 'ecosystem-syntax', { 'ecosystem.config.js': "module.exports = { apps: [ { name: 'app', script: 'a.js', } ;\n" }, PM2('pm2 start ecosystem.config.js'), ['syntax|ecosystem|config|unexpected|parse']),
  nodeBin('openapi-typescript', 'openapi-typescript', 'no-file', {}, 'openapi-typescript nope.yaml -o a.ts', NOFILE),
  nodeBin('openapi-typescript', 'openapi-typescript', 'bad-yaml', { 'api.yaml': 'openapi: 3.0.0\ninfo:\n  title: a\n   version: 1\npaths: {}\n' }, 'openapi-typescript api.yaml -o a.ts', ['YAML|parse|syntax|indent|valid']),
  nodeBin('openapi-typescript', 'openapi-typescript', 'bad-ref', { 'api.yaml': "openapi: 3.0.0\ninfo:\n  title: a\n  version: '1'\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Nope'\n" }, 'openapi-typescript api.yaml -o a.ts', ['\\$ref|reference|resolve|exist|path|components']),
  nodeBin('jscodeshift', 'jscodeshift', 'no-transform', { 'a.js': 'let a = 1;\n' }, 'jscodeshift -t nope.js a.js', NOFILE),
  nodeBin('jscodeshift', 'jscodeshift', 'parse-error', { 'a.js': 'let a = {;\n', 't.js': 'module.exports = (file, api) => api.jscodeshift(file.source).toSource();\n' }, 'jscodeshift -t t.js a.js --fail-on-error', ['syntax|parse|parser|unexpected|--parser|token']),
  nodeBin('tsc-alias', 'tsc-alias', 'no-tsconfig', {}, 'tsc-alias', ['tsconfig|config|-p|project|exist|file']),
  nodeBin('tsc-alias', 'tsc-alias', 'no-out-dir', { 'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["src/*"] } } }\n' }, 'tsc-alias', ['outDir|compilerOptions|tsconfig|config|set']),
  // ---- More of Python's standard library
  py('py-base64', 'padding', "import base64\nbase64.b64decode('abcde')\n", ['padding|base64|=|length|encod']),
  py('py-base64', 'bad-character', "import base64\nbase64.b64decode('ab!c', validate=True)\n", ['base64|character|alphabet|invalid|valid|digit']),
  py('py-importlib', 'no-module', "import importlib\nimportlib.import_module('nope_mod')\n", ['module|install|pip|name|path|import']),
  py('py-importlib', 'relative-no-package', "import importlib\nimportlib.import_module('.mod')\n", ['package|relative|import|argument']),
  py('py-pathlib', 'read-missing', "from pathlib import Path\nprint(Path('nope.txt').read_text())\n", NOFILE),
  py('py-pathlib', 'mkdir-exists', "from pathlib import Path\nPath('d').mkdir()\nPath('d').mkdir()\n", ['exist|exist_ok|already']),
  py('py-pathlib', 'mkdir-no-parent', "from pathlib import Path\nPath('a/b/c').mkdir()\n", ['parents|exist|directory|parent|create']),
  py('py-json-encode', 'set', "import json\nprint(json.dumps({'tags': {'a', 'b'}}))\n", ['serializ|JSON|type|convert|default|list']),
  py('py-json-encode', 'datetime', "import json, datetime\nprint(json.dumps({'at': datetime.datetime.now()}))\n", ['serializ|JSON|type|convert|default|isoformat|str']),
  py('py-socket', 'address-in-use', `import socket\na = socket.socket()\na.bind(('127.0.0.1', ${CLOSED - 5}))\na.listen()\nb = socket.socket()\nb.bind(('127.0.0.1', ${CLOSED - 5}))\n`, ['in use|address|port|already|another process|SO_REUSEADDR']),
  py('py-socket', 'refused', `import socket\nsocket.create_connection(('127.0.0.1', ${CLOSED}), timeout=3)\n`, REFUSED),
  py('py-format', 'missing-key', "print('Hello {name}, you are {age}'.format(name='a'))\n", ['key|argument|age|missing|format|placeholder']),
  py('py-format', 'percent-type', "print('%d items' % 'three')\n", ['format|number|str|type|%d|int']),
  py('py-random', 'empty-choice', "import random\nprint(random.choice([]))\n", ['empty|sequence|list|choose']),
  py('py-random', 'empty-range', "import random\nprint(random.randint(5, 1))\n", ['range|empty|order|low|high|argument']),
  py('py-statistics', 'mean-empty', "import statistics\nprint(statistics.mean([]))\n", ['data|empty|at least one|point']),
  py('py-fractions', 'zero-denominator', "from fractions import Fraction\nprint(Fraction(1, 0))\n", ['zero|denominator|divis']),
  py('py-compression', 'not-gzip', "import gzip\nopen('a.gz', 'w').write('plain text\\n')\nprint(gzip.open('a.gz').read())\n", ['gzip|format|compress|valid|magic|file']),
  py('py-compression', 'not-bz2', "import bz2\nopen('a.bz2', 'w').write('plain text\\n')\nprint(bz2.open('a.bz2').read())\n", ['bz2|bzip2|format|compress|valid|data|file']),
  py('py-threading', 'start-twice', "import threading\nt = threading.Thread(target=print)\nt.start()\nt.join()\nt.start()\n", ['once|started|start|new Thread|thread']),
  c('mediainfo', 'mediainfo', 'no-file', {}, 'mediainfo nope.mp4', NOFILE),
  // ---- More cases of the families above, written before any output was collected
  c('py-argparse', 'python3', 'mutually-exclusive', { 'app.py': "import argparse\np = argparse.ArgumentParser(prog='app')\ng = p.add_mutually_exclusive_group()\ng.add_argument('--json', action='store_true')\ng.add_argument('--csv', action='store_true')\np.parse_args()\n" }, `${PY} app.py --json --csv`, ['not allowed|mutually exclusive|both|together|one of']),
  py('py-logging', 'bad-level', "import logging\nlogging.basicConfig(level='VERBOSE')\n", ['level|DEBUG|INFO|valid|unknown|name']),
  py('py-datetime', 'bad-isoformat', "from datetime import date\nprint(date.fromisoformat('2024/01/02'))\n", ['ISO|format|isoformat|date|string|valid']),
  c('py-subprocess', 'python3', 'not-executable', { 'run.sh': 'echo hi\n', 'app.py': "import subprocess\nsubprocess.run(['./run.sh'])\n" }, `${PY} app.py`, ['permission|executable|chmod|mode']),
  py('py-shutil', 'move-into-itself', "import os, shutil\nos.makedirs('a/b', exist_ok=True)\nshutil.move('a', 'a/b')\n", ['itself|directory|destination|move|inside']),
  py('py-configparser', 'interpolation', "import configparser\nopen('a.ini', 'w').write('[db]\\nurl = postgres://%(user)s@host\\n')\ncp = configparser.ConfigParser()\ncp.read('a.ini')\nprint(cp.get('db', 'url'))\n", ['interpolation|%|option|reference|raw|missing']),
  py('py-csv', 'dictwriter-extra', "import csv, sys\nw = csv.DictWriter(sys.stdout, fieldnames=['a', 'b'])\nw.writerow({'a': 1, 'b': 2, 'c': 3})\n", ['field|fieldnames|extrasaction|key|column']),
  py('py-urllib', 'no-scheme', "import urllib.request\nurllib.request.urlopen('example.com/api')\n", ['scheme|URL|http|protocol|unknown']),
  c('pgformatter', 'pg_format', 'bad-value', { 'a.sql': 'select 1;\n' }, 'pg_format -s abc a.sql', ['number|value|integer|spaces|valid']),
  nodeBin('dprint', 'dprint', 'bad-config', { 'dprint.json': '{ "plugins": [ }\n' }, 'dprint check', ['JSON|config|parse|syntax|dprint\\.json']),
];

export const CASES = RAW.map((c) => ({ ...c, expect: tight(c.expect) }));
