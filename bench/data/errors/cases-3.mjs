// Broken inputs for real tools, part 3: PostgreSQL, SQLite, shells, Docker, kubectl,
// Terraform, curl, ssh/openssl, nginx, Redis, ShellCheck, Vitest, esbuild, jq, archives,
// Perl. Same shape as cases-1.mjs. `$PGPORT` is a throwaway cluster the collector starts.

const PSQL = 'psql -X -v ON_ERROR_STOP=1 -h 127.0.0.1 -p $PGPORT -U postgres';
const pg = (name, sql, expect, db = 'postgres') => ({ family: 'postgres', tool: 'psql', name, files: { 'q.sql': sql }, cmd: `${PSQL} -d ${db} -f q.sql`, expect, needs: 'postgres' });
const sqlite = (name, sql, expect) => ({ family: 'sqlite', tool: 'sqlite3', name, files: { 'q.sql': sql }, cmd: 'sqlite3 -bail app.db < q.sql', expect });
const sh = (name, script, expect, shell = 'bash') => ({ family: 'shell', tool: shell, name, files: { 'run.sh': script }, cmd: `${shell} run.sh`, expect });
const k = (name, files, cmd, expect) => ({ family: 'kubernetes', tool: 'kubectl', name, files, cmd, expect });
const tf = (name, main, expect, cmd = 'terraform init -backend=false -input=false -no-color >/dev/null 2>&1; terraform validate -no-color') => ({ family: 'terraform', tool: 'terraform', name, files: { 'main.tf': main }, cmd, expect });
const ngx = (name, conf, expect) => ({ family: 'nginx', tool: 'nginx', name, files: { 'nginx.conf': conf }, cmd: 'nginx -t -p $PWD/ -c $PWD/nginx.conf', expect });
const scheck = (name, script, expect) => ({ family: 'shellcheck', tool: 'shellcheck', name, files: { 'run.sh': script }, cmd: 'shellcheck run.sh', expect });
const vt = (name, test, expect, extra = {}) => ({
  family: 'vitest', tool: 'vitest', name, files: { 'package.json': '{"name":"t","type":"module"}', 'a.test.ts': test, ...extra }, cmd: 'vitest run --reporter=default --root .', expect,
});
const es = (name, code, expect, cmd = 'esbuild a.ts --bundle --outfile=out.js') => ({ family: 'esbuild', tool: 'esbuild', name, files: { 'a.ts': code }, cmd, expect });
const redis = (name, cmds, expect) => ({ family: 'redis', tool: 'redis-cli', name, files: {}, cmd: `redis-cli -p $REDISPORT ${cmds}`, expect, needs: 'redis' });

export const CASES = [
  // ---- PostgreSQL
  pg('undefined-table', 'select * from users;', ['(table|relation) (does not exist|is missing)|migration|schema|search_path|wrong database|create the table']),
  pg('undefined-column', 'create temp table t(a int); select b from t;', ['column (does not exist|is missing|name)|typo|migration|quot(e|ing)|case']),
  pg('unique-violation', 'create temp table t(id int primary key); insert into t values (1); insert into t values (1);', ['duplicate key|unique|already exists|ON CONFLICT|upsert|sequence']),
  pg('not-null', 'create temp table t(a int not null); insert into t values (null);', ['not.?null|null value|required column|default']),
  pg('fk-violation', 'create temp table p(id int primary key); create temp table c(pid int references p(id)); insert into c values (5);', ['foreign key|referenced row|parent row|insert the parent|order']),
  pg('syntax', 'selec 1;', ['syntax|typo|keyword|reserved word']),
  pg('database-missing', 'select 1;', ['database (does not exist|is missing|name)|createdb|create database|wrong database|DATABASE_URL'], 'shopdb'),
  pg('type-mismatch', "select 1 + 'a'::text;", ['operator does not exist|cast|type|::']),
  pg('division-by-zero', 'select 1/0;', ['division by zero|divisor|NULLIF|zero']),
  pg('invalid-input', "select 'abc'::int;", ['invalid input (syntax|value)|cast|type|format']),
  pg('group-by', 'create temp table t(a int, b int); select a, b from t group by a;', ['GROUP BY|aggregate']),
  pg('ambiguous-column', 'create temp table x(id int); create temp table y(id int); select id from x join y on true;', ['ambiguous|qualify|table (alias|name)|prefix']),
  pg('permission-denied', "create role app login; create table secret_t(a int); set role app; select * from secret_t;", ['permission|GRANT|privilege|owner|role']),
  pg('function-missing', 'select gen_random_uuid2();', ['function does not exist|extension|argument types|cast|typo|CREATE EXTENSION']),
  pg('deadlock-or-timeout', "set statement_timeout = '50ms'; select pg_sleep(1);", ['statement_timeout|timeout|slow|index|long-running|canceling statement']),
  pg('already-exists', 'create table dup_t(a int); create table dup_t(a int);', ['already exists|IF NOT EXISTS|migration']),
  { family: 'postgres', tool: 'psql', name: 'connection-refused', files: {}, cmd: 'psql -h 127.0.0.1 -p 1 -U postgres -c "select 1"', expect: ['server (is )?(not running|down)|not (listening|accepting)|wrong port|start (the )?(server|postgres)|connection refused|pg_ctl|systemctl'] },
  { family: 'postgres', tool: 'psql', name: 'role-missing', files: {}, cmd: 'psql -h 127.0.0.1 -p $PGPORT -U deploy -d postgres -c "select 1"', expect: ['role (does not exist|missing|name)|create (role|user)|createuser|wrong user'], needs: 'postgres' },
  { family: 'postgres', tool: 'psql', name: 'socket-missing', files: {}, cmd: 'psql -h /tmp/nowhere-socket -U postgres -c "select 1"', expect: ['server (is )?(not running|down)|socket|not (listening|accepting)|-h|host|start (the )?(server|postgres)|unix_socket_directories'] },

  // ---- SQLite
  sqlite('no-table', 'select * from users;', ['no such table|migration|create the table|wrong (database|file)|path']),
  sqlite('no-column', 'create table t(a); select b from t;', ['no such column|typo|migration|quot(e|ing)|column name']),
  sqlite('unique', 'create table t(id integer primary key, e text unique); insert into t values(1,"a"); insert into t values(2,"a");', ['unique|duplicate|already exists|ON CONFLICT|upsert|INSERT OR']),
  sqlite('syntax', 'selec 1;', ['syntax|typo|keyword']),
  sqlite('not-null', 'create table t(a not null); insert into t values(null);', ['not.?null|null value|required|default']),
  sqlite('fk', 'pragma foreign_keys=on; create table p(id integer primary key); create table c(pid references p(id)); insert into c values(9);', ['foreign key|parent row|referenced|order']),
  { family: 'sqlite', tool: 'sqlite3', name: 'readonly', files: {}, cmd: 'sqlite3 app.db "create table t(a)" && chmod 444 app.db && chmod 555 . && runuser -u nobody -- sqlite3 app.db "insert into t values(1)"; chmod 755 .', expect: ['read-?only|permission|owner|writable|directory'] },
  { family: 'sqlite', tool: 'sqlite3', name: 'not-a-database', files: { 'app.db': 'this is not sqlite at all, just some text to fill the header area of the file..............' }, cmd: 'sqlite3 app.db "select 1 from sqlite_master"', expect: ['not a database|corrupt|wrong file|encrypt|format'] },

  // ---- Shells
  sh('command-not-found', 'set -e\nfrobnicate --all\n', ['not installed|PATH|typo|command not found']),
  sh('permission-denied-exec', 'printf "echo hi\\n" > tool.sh\n./tool.sh\n', ['chmod \\+x|executable|permission|execute bit']),
  sh('unbound-variable', 'set -u\necho "$DEPLOY_TARGET"\n', ['unbound|unset|not set|set -u|default|\\$\\{\\w+:-']),
  sh('syntax-unexpected-eof', 'if [ 1 = 1 ]; then\n  echo a\n', ['syntax|fi|unterminated|missing|matching|unexpected end']),
  sh('bad-substitution', 'x=abc\necho ${x^^}\n', ['bad substitution|bash (only|feature|specific)|/bin/sh|dash|shebang|posix'], 'sh'),
  sh('no-such-file', 'cd /srv/releases/current\n', ['(file|directory|path) (does not exist|not found)|typo|create']),
  sh('pipefail', 'set -eo pipefail\ngrep -q needle missing-file.txt | cat\necho never\n', ['pipefail|pipeline|exit (code|status)|first error|non-zero']),
  sh('crlf', 'echo hi\r\nls /tmp\r\n', ['CRLF|\\\\r|carriage return|line endings|dos2unix|windows']),
  sh('arithmetic', 'n=1abc\necho $(( n + 1 ))\n', ['arithmetic|not a number|integer|numeric|syntax']),
  sh('too-many-args', 'f="a b c"\nif [ $f = "a b" ]; then echo y; fi\n', ['quot(e|ing)|word splitting|\\[\\[|too many arguments']),
  sh('sh-source', 'source ./env.sh\n', ['source|\\. \\./|posix|dash|/bin/sh|bash|(file|path) (does not exist|not found)'], 'sh'),
  sh('exit-code-127', 'set -e\n/usr/local/bin/deploy-tool-nope\n', ['not (installed|found)|PATH|path|127']),
  sh('readonly-var', 'readonly X=1\nX=2\n', ['readonly|read-only|constant']),

  // ---- Docker CLI (no daemon here, and malformed invocations)
  { family: 'docker', tool: 'docker', name: 'daemon-not-running', files: {}, cmd: 'docker ps', expect: ['daemon (is )?(not running|down|unreachable)|start (the )?docker|docker desktop|systemctl|DOCKER_HOST|socket|colima|docker group'] },
  { family: 'docker', tool: 'docker', name: 'build-no-daemon', files: { Dockerfile: 'FROM alpine\nRUN true\n' }, cmd: 'docker build -t app .', expect: ['daemon (is )?(not running|down|unreachable)|start (the )?docker|docker desktop|systemctl|DOCKER_HOST|socket|buildx|colima'] },
  { family: 'docker', tool: 'docker', name: 'unknown-flag', files: {}, cmd: 'docker run --detatch alpine', expect: ['unknown flag|typo|--help|option'] },
  { family: 'docker', tool: 'docker', name: 'invalid-reference', files: {}, cmd: 'DOCKER_HOST=unix:///nonexistent.sock docker pull My/Image:Latest', expect: ['invalid reference|lowercase|image name|tag format'] },
  { family: 'docker', tool: 'docker', name: 'bad-host', files: {}, cmd: 'DOCKER_HOST=tcp://127.0.0.1:1 docker info', expect: ['daemon (is )?(not running|down|unreachable)|DOCKER_HOST|connection refused|start (the )?docker|wrong (host|port)|context'] },
  { family: 'docker', tool: 'docker', name: 'context-missing', files: {}, cmd: 'docker --context nope-ctx ps', expect: ['context|docker context (ls|use)|DOCKER_CONTEXT'] },
  { family: 'docker', tool: 'docker', name: 'compose-invalid', files: { 'compose.yaml': 'services:\n  web:\n    image: nginx\n    ports: 8080\n' }, cmd: 'docker compose config', expect: ['compose|yaml|schema|ports|invalid|must be a (list|array)|daemon|plugin|not a docker command'] },
  { family: 'docker', tool: 'docker', name: 'requires-args', files: {}, cmd: 'docker run', expect: ['requires at least|argument|image|usage|--help'] },

  // ---- Kubernetes (client side, no cluster)
  k('no-cluster', {}, 'KUBECONFIG=/nonexistent kubectl get pods', ['cluster|kubeconfig|context|server|connection refused|localhost:8080|KUBECONFIG']),
  k('bad-yaml', { 'pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: web\n   image: nginx\n' }, 'kubectl apply --dry-run=client -f pod.yaml -o name', ['yaml|indent|parse|syntax']),
  k('unknown-field', { 'pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containerz:\n  - name: web\n    image: nginx\n' }, 'KUBECONFIG=/nonexistent kubectl apply --dry-run=client --validate=false -f pod.yaml -o name; KUBECONFIG=/nonexistent kubectl create --dry-run=client -f pod.yaml -o name', ['unknown field|schema|spelling|typo|kubectl explain|cluster|kubeconfig|connection|server']),
  k('missing-kind', { 'x.yaml': 'apiVersion: v1\nmetadata:\n  name: web\n' }, 'kubectl apply --dry-run=client -f x.yaml -o name', ['kind|apiVersion|manifest']),
  k('unknown-resource', {}, 'KUBECONFIG=/nonexistent kubectl explain podz', ['resource type|typo|api-resources|server|cluster|kubeconfig|connection']),
  k('unknown-command', {}, 'kubectl gett pods', ['unknown command|typo|--help']),
  k('file-not-found', {}, 'kubectl apply --dry-run=client -f deploy/app.yaml', ['(file|path) (does not exist|not found)|typo|path']),
  k('context-missing', {}, 'kubectl --context staging-nope get pods', ['context|kubeconfig|config (get|use)-contexts?|cluster']),

  // ---- Terraform
  tf('unsupported-argument', 'resource "terraform_data" "x" {\n  inputz = 1\n}\n', ['unsupported argument|typo|schema|documentation|argument name']),
  tf('missing-required', 'variable "region" {}\noutput "r" {\n  value = var.regoin\n}\n', ['undeclared|reference|typo|declare|variable']),
  tf('syntax', 'resource "terraform_data" "x" {\n  input = [1, 2\n}\n', ['syntax|bracket|brace|parse|hcl']),
  tf('duplicate-resource', 'resource "terraform_data" "x" {}\nresource "terraform_data" "x" {}\n', ['duplicate|unique name|rename']),
  tf('unknown-provider', 'terraform {\n  required_providers {\n    nope = { source = "example/nope" }\n  }\n}\nresource "nope_thing" "x" {}\n', ['provider|registry|terraform init|network|source|offline|mirror'], 'terraform init -backend=false -input=false -no-color'),
  tf('not-initialized', 'terraform {\n  required_providers {\n    random = { source = "hashicorp/random" }\n  }\n}\n', ['terraform init|provider|initiali[sz]', 'registry|network'], 'terraform plan -input=false -no-color'),
  tf('cycle', 'locals {\n  a = local.b\n  b = local.a\n}\noutput "o" {\n  value = local.a\n}\n', ['cycle|circular|depend']),
  tf('fmt', 'resource "terraform_data" "x" {\ninput=1\n}\n', ['format|terraform fmt'], 'terraform fmt -check -diff -no-color'),

  // ---- curl / ssh / openssl
  { family: 'network', tool: 'curl', name: 'connection-refused', files: {}, cmd: 'curl -sS http://127.0.0.1:1/', expect: ['(nothing|no (server|service|process)) (is )?listening|server (is )?(not running|down)|wrong port|start the (server|service)|firewall'] },
  { family: 'network', tool: 'curl', name: 'dns', files: {}, cmd: 'curl -sS http://no-such-host.invalid/', expect: ['dns|host ?name|resolve|typo'] },
  { family: 'network', tool: 'curl', name: 'self-signed', files: {}, cmd: 'openssl req -x509 -newkey rsa:2048 -nodes -keyout k.pem -out c.pem -days 1 -subj /CN=localhost 2>/dev/null; (timeout 5 openssl s_server -quiet -accept 45443 -key k.pem -cert c.pem >/dev/null 2>&1 &) ; sleep 1; curl -sS https://localhost:45443/', expect: ['certificate|self.?signed|CA bundle|--cacert|trust|NODE_EXTRA_CA_CERTS|issuer'] },
  { family: 'network', tool: 'curl', name: 'http-404-fail', files: {}, cmd: '(timeout 5 python3 -m http.server 45480 >/dev/null 2>&1 &); sleep 1; curl -sSf http://127.0.0.1:45480/api/missing', expect: ['404|not found|wrong (url|path)|route|endpoint'] },
  { family: 'network', tool: 'curl', name: 'timeout', files: {}, cmd: 'curl -sS --max-time 1 http://10.255.255.1/', expect: ['timeout|timed out|firewall|unreachable|proxy|network'] },
  { family: 'network', tool: 'curl', name: 'bad-url', files: {}, cmd: 'curl -sS "htp://example.com"', expect: ['protocol|scheme|typo|url|https?://'] },
  { family: 'ssh', tool: 'ssh', name: 'key-permissions', files: { 'id_test': '-----BEGIN OPENSSH PRIVATE KEY-----\nnotakey\n-----END OPENSSH PRIVATE KEY-----\n' }, cmd: 'chmod 644 id_test && ssh -o BatchMode=yes -o StrictHostKeyChecking=no -i id_test -p 1 git@127.0.0.1', expect: ['permissions|chmod 600|too open|private key|connection refused|not (running|listening)|port'] },
  { family: 'ssh', tool: 'ssh', name: 'connection-refused', files: {}, cmd: 'ssh -o BatchMode=yes -p 1 deploy@127.0.0.1', expect: ['sshd|not (running|listening)|port|firewall|connection refused'] },
  { family: 'ssh', tool: 'ssh', name: 'unknown-host', files: {}, cmd: 'ssh -o BatchMode=yes deploy@no-such-host.invalid', expect: ['dns|host ?name|resolve|typo|~/.ssh/config'] },
  { family: 'openssl', tool: 'openssl', name: 'bad-pem', files: { 'c.pem': 'not a cert\n' }, cmd: 'openssl x509 -in c.pem -noout -text', expect: ['pem|format|der|certificate file|encoding|not a (valid )?cert'] },
  { family: 'openssl', tool: 'openssl', name: 'key-mismatch-or-missing', files: {}, cmd: 'openssl rsa -in missing.key -check', expect: ['(file|path) (does not exist|not found)|path|typo'] },
  { family: 'openssl', tool: 'openssl', name: 'verify-fail', files: {}, cmd: 'openssl req -x509 -newkey rsa:2048 -nodes -keyout k.pem -out c.pem -days 1 -subj /CN=x 2>/dev/null && openssl verify c.pem', expect: ['self.?signed|issuer|CA|chain|trust'] },

  // ---- nginx
  ngx('unknown-directive', 'events {}\nhttp {\n  server {\n    listen 45881;\n    server_nmae example.com;\n  }\n}\n', ['unknown directive|typo|module|spelling']),
  ngx('missing-semicolon', 'events {}\nhttp {\n  server {\n    listen 45882\n    root /srv;\n  }\n}\n', ['semicolon|syntax|;']),
  ngx('unexpected-eof', 'events {}\nhttp {\n  server {\n    listen 45883;\n', ['brace|\\}|unexpected end|unbalanced|syntax']),
  ngx('no-events', 'http {\n  server {\n    listen 45884;\n  }\n}\n', ['events|section']),
  ngx('upstream-host', 'events {}\nhttp {\n  server {\n    listen 45885;\n    location / { proxy_pass http://backend-nope.invalid:8080; }\n  }\n}\n', ['host ?name|resolve|dns|upstream|resolver']),
  ngx('include-missing', 'events {}\nhttp {\n  include /etc/nginx/conf.d/nope/*.conf.missing;\n  include sites/app.conf;\n}\n', ['(file|path) (does not exist|not found)|include|path|typo']),
  ngx('duplicate-location', 'events {}\nhttp {\n  server {\n    listen 45886;\n    location /a { return 200; }\n    location /a { return 204; }\n  }\n}\n', ['duplicate|remove|merge|once']),
  ngx('port-in-use', 'events {}\nhttp {\n  server {\n    listen 45887;\n  }\n  server {\n    listen 45887;\n    listen 45887;\n  }\n}\n', ['duplicate|listen|port|already|in use']),

  // ---- Redis (a throwaway server the collector starts)
  redis('wrongtype', 'set k1 v ; redis-cli -p $REDISPORT lpush k1 x', ['wrong ?type|WRONGTYPE|key holds|different (data )?type|TYPE|key name']),
  redis('unknown-command', 'hgetallx k', ['unknown command|typo|version|renamed|disabled']),
  redis('wrong-args', 'set onlykey', ['number of arguments|arguments|syntax|usage']),
  redis('not-integer', 'set n abc ; redis-cli -p $REDISPORT incr n', ['not an integer|integer|numeric|type']),
  redis('noauth', 'config set requirepass s3cr3tpw >/dev/null; redis-cli -p $REDISPORT get x; redis-cli -p $REDISPORT -a s3cr3tpw --no-auth-warning config set requirepass ""', ['auth|password|requirepass|credentials|REDIS_URL']),
  { family: 'redis', tool: 'redis-cli', name: 'connection-refused', files: {}, cmd: 'redis-cli -p 1 ping', expect: ['server (is )?(not running|down)|not (listening|running)|wrong port|start (the )?(server|redis)|connection refused|bind'] },
  redis('exec-abort', 'eval "return redis.call(\'nocmd\')" 0', ['script|lua|unknown command|redis\\.call|eval']),
  redis('oom', 'config set maxmemory 1 >/dev/null; redis-cli -p $REDISPORT set big x; redis-cli -p $REDISPORT config set maxmemory 0', ['maxmemory|memory|eviction|maxmemory-policy']),

  // ---- ShellCheck
  scheck('sc2086', '#!/bin/bash\nf=$1\nrm $f\n', ['quot(e|ing)|word splitting|globbing|"\\$']),
  scheck('sc2164', '#!/bin/bash\ncd /tmp/build\nmake\n', ['cd .*\\|\\| (exit|return)|cd fails|set -e|exit']),
  scheck('sc2046', '#!/bin/bash\nrm $(ls *.tmp)\n', ['quot(e|ing)|word splitting|mapfile|read -a|find']),
  scheck('sc2034', '#!/bin/bash\nunused=1\necho hi\n', ['unused|export|remove']),
  scheck('sc2155', '#!/bin/bash\nexport P=$(pwd)\n', ['declare and assign separately|separately|masks? (the )?return']),
  scheck('sc1091-source', '#!/bin/bash\n. ./lib.sh\n', ['source|-x|external-sources|follow|shellcheck source=']),
  scheck('sc2006-backticks', '#!/bin/sh\nd=`date`\necho "$d"\n', ['\\$\\(|backtick|command substitution']),
  scheck('sc2148-shebang', 'echo hi\n', ['shebang|#!|shell directive|target shell']),
  scheck('sc2162', '#!/bin/bash\nread name\necho "$name"\n', ['read -r|backslash']),

  // ---- Vitest
  vt('assertion', `import { expect, test } from 'vitest';\ntest('adds', () => { expect(1 + 1).toBe(3); });\n`, ['assert(ion)? (failed|fails|error)|expected.*(received|actual)|code under test|test expectation|test failure']),
  vt('no-tests', `export const x = 1;\n`, ['no test (files )?found|no tests|test\\(|describe|include (pattern|glob)|naming']),
  vt('import-missing', `import { expect, test } from 'vitest';\nimport { add } from './math';\ntest('x', () => { expect(add(1, 2)).toBe(3); });\n`, ['(file|module|path) (does not exist|not found|cannot be resolved)|resolve|path|extension|typo|alias']),
  vt('timeout', `import { test } from 'vitest';\ntest('slow', async () => { await new Promise((r) => setTimeout(r, 2000)); }, 100);\n`, ['timeout|timed out|testTimeout|slow|hang|await|done']),
  vt('document-undefined', `import { expect, test } from 'vitest';\ntest('dom', () => { expect(document.title).toBe(''); });\n`, ['environment|jsdom|happy-dom|browser|@vitest-environment']),
  vt('snapshot-mismatch', `import { expect, test } from 'vitest';\ntest('snap', () => { expect({ a: 2 }).toMatchInlineSnapshot(\`
  {
    "a": 1,
  }
\`); });\n`, ['snapshot|-u|--update|update the snapshot']),
  vt('unhandled-rejection', `import { test } from 'vitest';\ntest('bg', async () => { Promise.reject(new Error('late failure')); await new Promise((r) => setTimeout(r, 20)); });\n`, ['unhandled (promise )?rejection|await|\\.catch|floating promise']),
  vt('mock-hoist', `import { expect, test, vi } from 'vitest';\nconst v = 3;\nvi.mock('./dep.js', () => ({ x: v }));\nimport { x } from './dep.js';\ntest('m', () => { expect(x).toBe(3); });\n`, ['hoist|vi\\.hoisted|top of the file|before (the )?(variable|initiali)|factory|initiali[sz]ation'], { 'dep.js': 'export const x = 1;\n' }),
  vt('toThrow', `import { expect, test } from 'vitest';\ntest('throws', () => { expect(() => 1).toThrow(); });\n`, ['did not throw|expected.*throw|toThrow|function (to|should) throw']),

  // ---- esbuild
  es('could-not-resolve', `import x from 'left-pad-nope';\nconsole.log(x);\n`, ['not installed|npm install|external|path|alias|resolve']),
  es('syntax', `const a = ;\n`, ['syntax|expression|parse|unexpected']),
  es('node-builtin-browser', `import fs from 'fs';\nconsole.log(fs);\n`, ['platform=node|--platform|browser|node built-?in|polyfill|external'], 'esbuild a.ts --bundle --platform=browser --outfile=out.js'),
  es('top-level-await-cjs', `await Promise.resolve(1);\nexport {};\n`, ['top-level await|format=esm|esm|cjs|iife|target'], 'esbuild a.ts --bundle --format=cjs --outfile=out.js'),
  es('jsx-in-ts', `export const a = <div>hi</div>;\n`, ['\\.tsx|jsx|loader|extension']),
  es('duplicate-decl', `const a = 1;\nconst a = 2;\nexport { a };\n`, ['already (been )?declared|duplicate|redeclar|rename']),

  // ---- jq / archives / perl / misc
  { family: 'jq', tool: 'jq', name: 'parse-error', files: { 'd.json': '{"a": 1,}' }, cmd: 'jq .a d.json', expect: ['invalid json|trailing comma|malformed|syntax|not valid json|parse'] },
  { family: 'jq', tool: 'jq', name: 'cannot-index', files: { 'd.json': '[1,2]' }, cmd: 'jq .name d.json', expect: ['array|index|\\.\\[\\]|shape|type|object'] },
  { family: 'jq', tool: 'jq', name: 'compile-error', files: { 'd.json': '{}' }, cmd: 'jq ".a |" d.json', expect: ['syntax|filter|quot(e|ing)|compile|expression'] },
  { family: 'jq', tool: 'jq', name: 'iterate-null', files: { 'd.json': '{"a": null}' }, cmd: 'jq ".a[]" d.json', expect: ['null|missing|\\?|// empty|optional|exists']},
  { family: 'archive', tool: 'tar', name: 'not-gzip', files: { 'a.tar.gz': 'plain text not gzip' }, cmd: 'tar -xzf a.tar.gz', expect: ['not (in )?gzip|format|corrupt|html|download|compression|-z']},
  { family: 'archive', tool: 'tar', name: 'missing-file', files: {}, cmd: 'tar -czf out.tgz src/ dist/', expect: ['(file|path|directory) (does not exist|not found)|path|typo|build']},
  { family: 'archive', tool: 'unzip', name: 'not-zip', files: { 'a.zip': 'html error page instead of zip' }, cmd: 'unzip a.zip', expect: ['not a zip|corrupt|truncated|download|html|format|end-of-central-directory']},
  { family: 'archive', tool: 'gzip', name: 'not-gzip', files: { 'a.gz': 'plain' }, cmd: 'gzip -d a.gz', expect: ['not (in )?gzip|format|corrupt|compression|download']},
  { family: 'perl', tool: 'perl', name: 'missing-module', files: { 'a.pl': 'use JSON::Nope;\nprint 1;\n' }, cmd: 'perl a.pl', expect: ['not installed|cpan|@INC|module|install|PERL5LIB']},
  { family: 'perl', tool: 'perl', name: 'syntax', files: { 'a.pl': 'my $x = ;\n' }, cmd: 'perl a.pl', expect: ['syntax|expression|missing|semicolon']},
  { family: 'perl', tool: 'perl', name: 'strict-global', files: { 'a.pl': 'use strict;\n$x = 1;\n' }, cmd: 'perl a.pl', expect: ['my |declare|strict|global']},
];
