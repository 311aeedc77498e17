// An eighth set for the remediation benchmark, written blind (before reading the ranking code and
// without running the ranker on it): confusable groups only, on errors the seven earlier sets do
// not have (JSON.parse of an object or of nothing, BigInt in JSON and arithmetic, TLS to a plain
// port, read-only bindings, TypeScript's empty include and esModuleInterop, Python's Decimal in
// JSON, bytes and str, a directory where a file was mounted, unpacking, string indices, unknown
// keyword arguments, int(None), double free, a moved CMake cache, Java's working directory,
// recursion through toString, source encoding, JUnit 4 and 5, enum constants, immutable lists,
// Go's SQL drivers, quoted numbers in JSON, nil pointers and go run of one file, Rust's crates and
// editions, git's rejected push, remotes, LFS hooks and unfetched branches, bash's test, decimal
// comparisons, xargs' quotes, chmod on foreign files, readonly variables and ambiguous redirects,
// jq's arrays and strings, curl's refused connection and 404, openssl's bad decrypt, SQLite's
// foreign keys, PostgreSQL's GROUP BY, operators, grants, dependent views, NOT NULL ids, varchar
// limits and aborted transactions, Ruby's keyword arguments, Perl's packages, PHP's null offset).
// Each group is one broken input run for real by bash on this machine (remediations.mjs runs it in
// the two made-up projects); two or three records share its output and differ in a cause and fix
// that depend on where and how it ran. Every record has two or three `confusable8` queries: the
// error as the other project prints it plus the circumstances in OTHER words than the record uses.
// A query is a string (the circumstances after the error, on one line, or on two when it holds a
// newline) or `{ before }` (the circumstances first, then the error).
// remediations.mjs appends it after the seventh set; every older line stays byte for byte.
import { NODE_CLEAN } from './fourth-set.mjs';
import { FILE, GIT, JAVA_CLEAN, PY, TSC } from './seventh-set.mjs';

/** A Go program's output; a panic keeps its first line (the trace's addresses differ from build to build). */
const GO = (body, run = 'go run main.go', keep = 'cat') => `${FILE('main.go', body)}GOCACHE=/tmp/contextd-gocache8 GOFLAGS= GO111MODULE=off ${run} 2>&1 | sed -e '/^exit status/d' | ${keep}`;
const RUSTC = 'RUSTUP_HOME=/root/.rustup rustc';
/** A bare remote and a clone that pushed its first commit to it. */
const REMOTE = `git init -q --bare -b main remote.git && mkdir work && cd work && ${GIT} && git remote add origin ../remote.git && printf 'a\\n' > README && git add . && git commit -qm one && git push -q origin main 2>&1`;
// A throwaway PostgreSQL cluster owned by the postgres account (initdb refuses root); `setup` runs
// as superuser in database postgres, `run` is the command whose output is the group's.
const PG = (setup, run) => `PGD=/tmp/contextd-pg8 && rm -rf "$PGD" && mkdir "$PGD" && chown postgres "$PGD" && chmod 700 "$PGD"
runuser -u postgres -- /usr/lib/postgresql/15/bin/initdb -D "$PGD/data" -A trust >/dev/null 2>&1
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" -o "-k $PGD -p 55438 -c listen_addresses=localhost" -w start >/dev/null 2>&1
psql8() { runuser -u postgres -- psql -X -h "$PGD" -p 55438 "$@" 2>&1; }
psql8 -d postgres -q -c "${setup}" >/dev/null
OUT=$(${run})
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PGD"
printf '%s\\n' "$OUT" | sed -e 's/^psql:[^ ]* //'`;

export const GROUPS = [
  // Node
  { id: 'group8-node-json-object', ecosystem: 'node', script: `${FILE('api.js', 'const body = { id: 7, status: "paid" };\nconst order = JSON.parse(body);\nconsole.log(order.status);')}node api.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'SyntaxError: "[object Object]" is not valid JSON: axios already parsed the response', root_cause: 'axios (like jQuery.ajax with dataType json, or got with responseType json) returns response.data already parsed into an object; JSON.parse turns it back into the string "[object Object]"', solution: 'Use response.data as it is; call JSON.parse only on strings (with fetch, await res.json()).' },
        queries: [{ before: 'calling our backend through the promise based http client package and parsing res.data' }, 'the request library we use hands back the payload already decoded'] },
      { record: { title: '"[object Object]" is not valid JSON in an Express handler: the body parser already ran', root_cause: 'app.use(express.json()) (or body-parser) has already turned req.body into an object, and the route parses it again', solution: 'Read req.body directly; parse by hand only on routes mounted with express.text() or express.raw().' },
        queries: ['inside the route handler, parsing the POST payload the middleware set up earlier', { before: 'server side: the json body middleware is registered at the top of the app\nthe handler then parses request.body' }] },
      { record: { title: 'JSON.parse gives "[object Object]" is not valid JSON: the value was cached without JSON.stringify', root_cause: 'The object was stored as it is (redis.set(key, obj), localStorage.setItem(key, obj), a cookie), which saves the string "[object Object]"', solution: 'Stringify on write (JSON.stringify(obj)) and delete the keys already saved wrong; parse on read.' },
        queries: ['reading back the value we put in the Redis cache a minute earlier', { before: 'the object is saved in browser storage on one page and loaded on the next' }] },
    ] },
  { id: 'group8-node-json-end', ecosystem: 'node', script: `: > state.json && ${FILE('load.js', 'const fs = require("node:fs");\nconst state = JSON.parse(fs.readFileSync("state.json", "utf8"));\nconsole.log(state.version);')}node load.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'SyntaxError: Unexpected end of JSON input: the response has no body (204 No Content)', root_cause: 'The endpoint answers 204 No Content, or an error status with an empty body (a DELETE, a rejected token), and the client calls res.json() anyway', solution: 'Check the status and content-type before parsing (if (res.status === 204) return null), and read res.text() first when the body may be empty.' },
        queries: [{ before: 'right after the delete request to the API succeeds' }, 'the server replies with a no-content status for that call\nthe client always calls res.json()'] },
      { record: { title: 'Unexpected end of JSON input reading a state file that another process was rewriting', root_cause: 'writeFile truncates the file before it writes, so a reader in between, or a crash in the middle, sees zero bytes', solution: 'Write to a temporary file and rename it over the old one (atomic on one filesystem), and treat an empty file as missing.' },
        queries: ['the file on disk is rewritten every few seconds by a second worker process', { before: 'after the laptop lost power during a save, the settings file is zero bytes long' }] },
    ] },
  { id: 'group8-node-bigint-json', ecosystem: 'node', script: `${FILE('row.js', 'const row = { id: 9007199254740993n, name: "ledger" };\nconsole.log(JSON.stringify(row));')}node row.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'TypeError: Do not know how to serialize a BigInt: Prisma returns BigInt for bigint columns', root_cause: 'A column of type BigInt in schema.prisma (a Postgres bigint id or counter) comes back as a JavaScript bigint, and res.json / JSON.stringify cannot serialise it', solution: 'Convert in the response (Number(x) when it fits, else String(x)), or set BigInt.prototype.toJSON = function () { return this.toString(); } once at startup.' },
        queries: [{ before: 'the ORM model has a field declared as a 64-bit integer' }, 'returning rows from a Next.js API route; the ORM is configured with a schema file'] },
      { record: { title: 'Do not know how to serialize a BigInt: ethers v6 returns native bigint', root_cause: 'ethers v6 (and viem, web3.js 4) return balances, gas and block numbers as native bigint, where ethers v5 returned BigNumber objects', solution: 'Format before serialising (formatEther(value), value.toString()), or pass JSON.stringify a replacer that turns bigint into strings.' },
        queries: ['sending a wallet balance read from the chain to the frontend', { before: 'after moving the Ethereum library to its sixth major version' }] },
    ] },
  { id: 'group8-node-eproto', ecosystem: 'node', script: `${FILE('probe.js', 'const http = require("node:http");\nconst https = require("node:https");\nconst server = http.createServer((q, r) => r.end("ok"));\nserver.listen(0, "127.0.0.1", () => {\n  https.get(`https://127.0.0.1:${server.address().port}/`, (r) => console.log(r.statusCode));\n});')}node probe.js 2>&1 | ${NODE_CLEAN} | sed -e 's/EPROTO [0-9A-F]*:/EPROTO /' -e "s/library: .*/library: 'SSL routines',/"`,
    sides: [
      { record: { title: 'Error: write EPROTO wrong version number: https:// to a port that speaks plain HTTP', root_cause: 'The URL says https but the server on that port (a local dev server, a container\'s internal port, a health check) serves plain HTTP, so the TLS handshake reads an HTTP answer', solution: 'Use http:// for that port, or the port where TLS is served (443, or the reverse proxy in front).' },
        queries: ['the local development backend was started without any certificates', { before: 'calling the other container on its internal port from a sidecar' }] },
      { record: { title: 'EPROTO wrong version number behind a proxy: HTTPS_PROXY is written https:// for a plain HTTP proxy', root_cause: 'HTTPS_PROXY (or the client\'s proxy option) says https://proxy:3128 for a proxy that only speaks plain HTTP, so the connection to the proxy itself is attempted with TLS', solution: 'Write the proxy URL as http://proxy:3128; HTTPS traffic still tunnels through it with CONNECT.' },
        queries: ['only on the office network; the environment variable for the gateway starts with https://', { before: 'we set the proxy variables on the build agent\nevery outgoing request fails' }] },
      { record: { title: 'write EPROTO wrong version number from nodemailer: secure: true on port 587', root_cause: 'Ports 587 and 25 start in plain text and upgrade with STARTTLS; only 465 is TLS from the first byte', solution: 'Use secure: false on 587 (STARTTLS happens on its own), or port 465 with secure: true.' },
        queries: ['sending mail through the submission port with the secure flag turned on', { before: 'the mailer transport config: port 587, secure true' }] },
    ] },
  { id: 'group8-node-mix-bigint', ecosystem: 'node', script: `${FILE('timing.js', 'const start = process.hrtime.bigint();\nconst elapsed = (process.hrtime.bigint() - start) / 1e6;\nconsole.log(elapsed);')}node timing.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'TypeError: Cannot mix BigInt and other types: process.hrtime.bigint() divided by a number', root_cause: 'process.hrtime.bigint() gives nanoseconds as a bigint, and dividing by 1e6 (a number) mixes the two types', solution: 'Convert first: Number(end - start) / 1e6, or divide by 1_000_000n; performance.now() gives milliseconds as a number.' },
        queries: [{ before: 'timing a function with the high resolution clock to log milliseconds' }, 'converting elapsed nanoseconds from the process timer into ms'] },
      { record: { title: 'Cannot mix BigInt and other types: the database driver returns 64-bit integers as bigint', root_cause: 'better-sqlite3 with safeIntegers (or mysql2 with supportBigNumbers, or a Prisma BigInt field) returns bigint, and the code adds plain numbers to it', solution: 'Convert once where rows are read (Number(row.total) when below 2^53), or keep the arithmetic in bigint (total + 1n).' },
        queries: ['adding one to a counter read from SQLite after switching on safe integers', { before: 'the sums come back from the database library as 64-bit values\nthen we add the shipping cost' }] },
    ] },
  { id: 'group8-node-const-assign', ecosystem: 'node', script: `${FILE('total.js', 'const total = 0;\nfor (const price of [3, 4]) {\n  total += price;\n}\nconsole.log(total);')}node total.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'TypeError: Assignment to constant variable: a const accumulator is reassigned', root_cause: 'A value declared with const (a counter, a running total, a config object replaced wholesale) is reassigned later in the function', solution: 'Declare it with let, or compute the new value without reassigning (reduce).' },
        queries: ['the sum is increased inside a loop', { before: 'adding up prices in a for-of\nthe variable was declared at the top of the function' }] },
      { record: { title: 'Assignment to constant variable after moving to ES modules: an imported binding is reassigned', root_cause: 'An ES module assigns to a name it imported (import { config } from "./config.js"; config = …); imported bindings are read-only views of the exporting module, where a CommonJS require gave a plain variable', solution: 'Export a setter (export function setConfig(c)) or change a property of the exported object instead of reassigning the import.' },
        queries: [{ before: 'after converting the project from require calls to import statements' }, 'the code overwrites a name that came from another file of ours'] },
    ] },
  // TypeScript
  { id: 'group8-tsc-no-inputs', ecosystem: 'tsc', script: `${FILE('tsconfig.json', '{ "compilerOptions": { "strict": true, "noEmit": true }, "include": ["src/**/*"] }')}${FILE('app/server.ts', 'export const port: number = 8080;')}${FILE('src/legacy.js', 'module.exports = 1;')}${TSC} -p . 2>&1`,
    sides: [
      { record: { title: 'TS18003 No inputs were found in config file: "include" names a folder the sources are not in', root_cause: 'The sources were moved or the project was scaffolded with another layout (app/, lib/), and "include" still says src/**/*', solution: 'Point "include" at the real folder (["app/**/*"]), or move the sources under src/.' },
        queries: ['we renamed the source directory last sprint', { before: 'our code lives under app/ and the compiler config was copied from another repo' }] },
      { record: { title: 'TS18003 No inputs were found in a Docker build: the sources are not in the image yet', root_cause: 'The Dockerfile copies tsconfig.json and runs tsc before COPY of the sources, or .dockerignore leaves src out of the build context', solution: 'COPY the sources before RUN npx tsc, and check .dockerignore does not exclude them.' },
        queries: ['only while building the container image; locally it compiles', { before: 'the image build step copies the manifest files and then runs the compiler\nthe ignore file for the build context lists src' }] },
      { record: { title: 'No inputs were found in config file during a migration from JavaScript: only .js files and no allowJs', root_cause: 'The project is still JavaScript; tsc includes .ts, .tsx and .d.ts only, unless allowJs is set', solution: 'Set "allowJs": true (and "checkJs" to type-check them), or rename a first file to .ts.' },
        queries: ['we are starting to move a plain JS codebase over, no file has been renamed yet', { before: 'first step of adopting types in an old javascript project' }] },
    ] },
  { id: 'group8-tsc-esm-interop', ecosystem: 'tsc', script: `${FILE('node_modules/legacy-log/package.json', '{ "name": "legacy-log", "version": "1.0.0", "main": "index.js", "types": "index.d.ts" }')}${FILE('node_modules/legacy-log/index.d.ts', 'declare function log(msg: string): void;\nexport = log;')}${FILE('node_modules/legacy-log/index.js', 'module.exports = (m) => console.log(m);')}${FILE('src/main.ts', 'import log from "legacy-log";\nlog("ready");')}${TSC} --noEmit --strict --module commonjs src/main.ts 2>&1`,
    sides: [
      { record: { title: 'TS1259 Module can only be default-imported using the esModuleInterop flag: the tsconfig does not set it', root_cause: 'The package is CommonJS (export =) and the project\'s tsconfig.json has neither esModuleInterop nor allowSyntheticDefaultImports', solution: 'Set "esModuleInterop": true in tsconfig.json, or write import log = require("legacy-log") / import * as log.' },
        queries: ['our compiler settings were written by hand and are very short', { before: 'new project, fresh config file\nimporting an old CommonJS logging library' }] },
      { record: { title: 'TS1259 esModuleInterop in the tests only: ts-jest (or ts-node) reads another tsconfig', root_cause: 'The build uses tsconfig.json with esModuleInterop, while ts-jest or ts-node reads tsconfig.spec.json (or a tsconfig without "extends"), where the flag is missing', solution: 'Make the test tsconfig extend the main one (or point ts-jest\'s tsconfig option at it).' },
        queries: ['the build passes, the unit tests fail on the same import', { before: 'jest with the TypeScript transformer and a separate config for specs' }] },
    ] },
  // Python
  { id: 'group8-py-decimal-json', ecosystem: 'python', script: PY('import json\nfrom decimal import Decimal\nrow = {"sku": "A1", "price": Decimal("9.90")}\nprint(json.dumps(row))'),
    sides: [
      { record: { title: 'TypeError: Object of type Decimal is not JSON serializable: DynamoDB items from boto3', root_cause: 'boto3 returns every DynamoDB number as decimal.Decimal, and json.dumps has no encoder for it', solution: 'Pass a default (json.dumps(item, default=str), or a function returning int/float), or use boto3\'s TypeDeserializer with a float conversion.' },
        queries: [{ before: 'the lambda reads an item from the AWS NoSQL table and returns it as the HTTP body' }, 'the values come from the amazon key-value database through the python sdk'] },
      { record: { title: 'Object of type Decimal is not JSON serializable: NUMERIC columns from PostgreSQL', root_cause: 'psycopg (and SQLAlchemy\'s Numeric) return NUMERIC/DECIMAL columns as decimal.Decimal', solution: 'Encode it explicitly (default=str to keep the exact value, or float), or cast in SQL (price::float8) when exactness does not matter.' },
        queries: ['the price column in Postgres is numeric(10,2) and we return rows from the web API', { before: 'rows fetched with psycopg2 from the relational database' }] },
    ] },
  { id: 'group8-py-bytes-like', ecosystem: 'python', script: PY('import socket\nleft, right = socket.socketpair()\nleft.sendall("PING\\r\\n")'),
    sides: [
      { record: { title: 'TypeError: a bytes-like object is required, not \'str\': sending text on a socket or serial port', root_cause: 'socket.send/sendall (and pyserial\'s write) take bytes in Python 3, and the code passes a str', solution: 'Encode it: sock.sendall(message.encode("utf-8")), and decode what recv returns.' },
        queries: [{ before: 'talking to the device over TCP with the standard library socket module' }, 'writing a command string to the serial port of the instrument'] },
      { record: { title: 'a bytes-like object is required, not \'str\': csv.writer on a file opened in binary mode', root_cause: 'Python 2 code opens the CSV file with "wb", which in Python 3 is a binary file, and csv.writer writes str', solution: 'Open it in text mode: open(path, "w", newline="", encoding="utf-8").' },
        queries: ['exporting a report with the csv module; the open call uses the w and b flags', { before: 'code ported from python 2.7 that writes spreadsheet rows' }] },
      { record: { title: 'bytes-like object is required, not \'str\': splitting the output of subprocess.check_output', root_cause: 'check_output returns bytes, and the code calls .split(",") or "x" in output with a str', solution: 'Pass text=True (or encoding="utf-8") to check_output / run, or decode the output before working with it.' },
        queries: ['parsing the result of a command we run from python', { before: 'we capture what git prints with the subprocess module\nthen split it on commas' }] },
    ] },
  { id: 'group8-py-isadir', ecosystem: 'python', script: `mkdir -p settings.json && ${PY('import json\nwith open("settings.json") as f:\n    cfg = json.load(f)\nprint(cfg)')}`,
    sides: [
      { record: { title: 'IsADirectoryError: [Errno 21] Is a directory: docker run -v of a file that does not exist on the host', root_cause: 'When the host path of a bind mount does not exist, Docker creates it as an empty directory and mounts that in place of the file', solution: 'Create the file on the host before starting the container (or fix the host path), remove the stray directory, and use an absolute host path.' },
        queries: [{ before: 'we bind the config from the host into the container with the volume flag' }, 'docker compose volumes entry maps ./settings.json; on the new server that file was never created'] },
      { record: { title: 'Is a directory: a Kubernetes ConfigMap mounted at the file\'s path without subPath', root_cause: 'A ConfigMap volume with mountPath set to the file name mounts a directory (holding one file per key) at that path', solution: 'Mount it with subPath: settings.json, or mount the folder and read settings.json inside it.' },
        queries: ['only in the cluster; the pod mounts the config map at the path of the json file', { before: 'k8s deployment\nthe volumeMounts entry points straight at /app/settings.json' }] },
    ] },
  { id: 'group8-py-unpack', ecosystem: 'python', script: PY('lines = ["HOST=db", "DSN=postgres://app@db/main?sslmode=require"]\nfor key, value in (line.split("=") for line in lines):\n    print(key, value)'),
    sides: [
      { record: { title: 'ValueError: too many values to unpack (expected 2): a value contains the separator', root_cause: 'line.split("=") splits at every "=", and some values (URLs with a query string, base64 padding) contain "=" too', solution: 'Split once: key, value = line.split("=", 1) (or line.partition("=")).' },
        queries: ['parsing KEY=VALUE lines from an env file; one of the values is a connection URL with parameters', { before: 'reading a properties file where a token ends with padding characters' }] },
      { record: { title: 'too many values to unpack (expected 2): looping over a dict without .items()', root_cause: 'for k, v in d iterates over the keys only, and each key (a string of more than two characters) is unpacked letter by letter', solution: 'Loop over d.items().' },
        queries: ['iterating through a dictionary in a for loop with two loop variables', { before: 'converting the mapping into pairs\nthe keys are short words' }] },
    ] },
  { id: 'group8-py-string-indices', ecosystem: 'python', script: PY('import json\nbody = json.dumps({"user": {"name": "ana"}})\nprint(body["user"]["name"])'),
    sides: [
      { record: { title: 'TypeError: string indices must be integers, not \'str\': the JSON text was never parsed', root_cause: 'The code indexes the raw text (response.text, a message body, a file read) as if it were the decoded object', solution: 'Parse it first: response.json() or json.loads(text).' },
        queries: [{ before: 'calling the web service with the requests library and reading the text attribute' }, 'the message from the queue is a JSON string and we index into it directly'] },
      { record: { title: 'string indices must be integers: iterating over a dict gives its keys', root_cause: 'for item in data: item["name"] walks the keys of a dict (strings) where the code expected a list of dicts', solution: 'Iterate over data.values() or data["items"], whichever holds the records.' },
        queries: ['the API used to return a list and now returns an object keyed by id', { before: 'looping over the parsed payload with a for statement\neach element should be a record' }] },
    ] },
  { id: 'group8-py-unexpected-kwarg', ecosystem: 'python', script: `${FILE('notify/__init__.py', 'class Client:\n    def __init__(self, url):\n        self.url = url')}${PY('from notify import Client\nclient = Client("https://hooks.example/abc", timeout=5)')}`,
    sides: [
      { record: { title: 'TypeError: __init__() got an unexpected keyword argument: the installed version is older than the docs', root_cause: 'The argument was added in a later release; the documentation is for the latest version, and the environment (or the lock file) has an older one', solution: 'Upgrade the package (pip install -U, and update the pin), or follow the docs of the installed version (pip show gives it).' },
        queries: ['following the library\'s online documentation, which shows that parameter', { before: 'pip freeze shows a release from two years ago' }] },
      { record: { title: 'got an unexpected keyword argument: a local folder with the library\'s name shadows it', root_cause: 'A package or module in the project (notify/, a notify.py) has the same name as the installed library and is imported instead of it', solution: 'Rename the local module; print(notify.__file__) shows which one is imported.' },
        queries: ['our repository also contains a directory called like the package', { before: 'the import resolves to a file inside our own source tree\nnot site-packages' }] },
    ] },
  { id: 'group8-py-int-none', ecosystem: 'python', script: PY('import os\nport = int(os.environ.get("PORT"))\nprint(port)'),
    sides: [
      { record: { title: 'TypeError: int() argument must be a string, a bytes-like object or a real number, not \'NoneType\': the environment variable is not set', root_cause: 'os.environ.get returns None when the variable is missing: set in the developer\'s shell, not in the service unit, the cron job or the container', solution: 'Set it where the program runs (Environment= in the unit, env in the manifest), and give a default or fail clearly: int(os.environ.get("PORT", "8000")).' },
        queries: [{ before: 'works from my terminal, fails under the process supervisor on the server' }, 'started by a scheduled job instead of an interactive shell'] },
      { record: { title: 'int() argument must be a string … not \'NoneType\': a JSON field is null for some rows', root_cause: 'The payload has "quantity": null (or lacks the key, and dict.get returns None) for some records', solution: 'Handle the missing value before converting (if value is None: …), or validate the payload with a schema.' },
        queries: ['some records of the feed have the numeric field empty', { before: 'converting a field of each item in the API response\nmost items are fine' }] },
    ] },
  { id: 'group8-py-compare-str-int', ecosystem: 'python', script: PY('import os\nworkers = os.environ.get("WORKERS", "4")\nif workers > 2:\n    print("many")'),
    sides: [
      { record: { title: 'TypeError: \'>\' not supported between instances of \'str\' and \'int\': settings read from the environment are strings', root_cause: 'Environment variables, argv, input() and ConfigParser values are always str', solution: 'Convert where it is read: int(os.environ.get("WORKERS", "4")), or use a settings library that parses types.' },
        queries: ['the number of workers comes from an env variable', { before: 'value given on the command line\ncompared with a threshold' }] },
      { record: { title: 'not supported between instances of \'str\' and \'int\': integer keys became strings in JSON', root_cause: 'JSON object keys are always strings, so a dict with int keys saved with json.dump comes back with str keys', solution: 'Convert the keys when loading ({int(k): v for k, v in d.items()}), or store a list of pairs.' },
        queries: ['the mapping was saved to disk as json and loaded again; now comparing its keys with numbers', { before: 'the cache is round-tripped through a json file\nthe dictionary keys were ints before saving' }] },
    ] },
  // C and CMake
  { id: 'group8-c-double-free', ecosystem: 'gcc', script: `${FILE('buf.c', '#include <stdlib.h>\n#include <string.h>\nstruct buf { char *data; };\nint main(void) {\n  struct buf a = { strdup("payload") };\n  struct buf b = a;\n  free(a.data);\n  free(b.data);\n  return 0;\n}')}gcc -O0 buf.c -o buf && ./buf 2>&1 | cat`,
    sides: [
      { record: { title: 'free(): double free detected in tcache 2: an error path frees and the caller frees again', root_cause: 'A function frees its buffer on failure and returns, and the caller, not knowing, frees it too in its own cleanup', solution: 'Give the buffer one owner; set the pointer to NULL after free (free(NULL) is a no-op) and document who frees on error.' },
        queries: [{ before: 'crash only when the parser reports a failure and we go to the cleanup label' }, 'happens on the error branch; both the helper and its caller release the memory'] },
      { record: { title: 'double free detected in tcache 2: a struct copied by value shares its pointer', root_cause: 'Assigning or passing a struct by value copies the pointer, not the data; both copies are later freed', solution: 'Copy deeply (strdup the field in a copy function) or keep a single owner and pass a pointer to the struct.' },
        queries: ['we assign one record variable to another and destroy both later', { before: 'a shallow copy of a struct holding a heap string\nboth go through the destroy function' }] },
    ] },
  { id: 'group8-cmake-cache-moved', ecosystem: 'cmake', script: `mkdir -p old/build && printf 'cmake_minimum_required(VERSION 3.10)\\nproject(tally C)\\n' > old/CMakeLists.txt && (cd old/build && cmake .. >/dev/null 2>&1) && mv old new && cd new/build && cmake .. 2>&1`,
    sides: [
      { record: { title: 'CMake Error: The current CMakeCache.txt directory is different than the directory where CMakeCache.txt was created: the checkout was moved', root_cause: 'The source tree (with its build folder) was moved, renamed or copied to another path; CMakeCache.txt records absolute paths', solution: 'Delete the build folder (or CMakeCache.txt and CMakeFiles/) and configure again.' },
        queries: [{ before: 'I renamed the project directory on my disk' }, 'after copying the whole repo folder to another drive'] },
      { record: { title: 'CMakeCache.txt directory is different in a Docker build: the host build folder was copied into the image', root_cause: 'COPY . . brought the developer\'s build/ (configured at the host path) into the image, where the tree lives at another path', solution: 'Add build/ to .dockerignore (or configure into a fresh directory in the image).' },
        queries: ['only inside the container image build; COPY takes the whole working tree', { before: 'docker build of a C project\nthe build output folder from my machine is not ignored' }] },
    ] },
  // Java
  { id: 'group8-java-config-file', ecosystem: 'java', script: `${FILE('src/Main.java', 'import java.io.FileInputStream;\nimport java.util.Properties;\npublic class Main { public static void main(String[] a) throws Exception { Properties p = new Properties(); p.load(new FileInputStream("config.properties")); System.out.println(p); } }')}javac -d out src/Main.java && java -cp out Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: 'java.io.FileNotFoundException: config.properties (No such file or directory): the working directory is not the project folder', root_cause: 'A relative path is resolved from the working directory, which the IDE run configuration, a service unit or a cron job sets somewhere else', solution: 'Set the working directory (the run configuration, WorkingDirectory= in the unit), or resolve the path from a system property or an absolute setting.' },
        queries: [{ before: 'started as a systemd service instead of from the project folder' }, 'fine from the terminal in the repository, fails when launched from the IDE with its default run settings'] },
      { record: { title: 'FileNotFoundException config.properties from a packaged jar: the file is a classpath resource', root_cause: 'The file is in src/main/resources, which Maven or Gradle packs into the jar; inside a jar it is no file on disk', solution: 'Read it as a resource: getClass().getResourceAsStream("/config.properties") (or ClassLoader.getSystemResourceAsStream).' },
        queries: ['after building the fat jar and running it with java -jar', { before: 'the properties file sits in the resources folder of the maven project\nruns from the IDE' }] },
    ] },
  { id: 'group8-java-stackoverflow', ecosystem: 'java', script: `${FILE('src/Main.java', 'import java.util.*;\nclass Customer { List<Order> orders = new ArrayList<>(); public String toString() { return "Customer" + orders; } }\nclass Order { Customer customer; public String toString() { return "Order of " + customer; } }\npublic class Main { public static void main(String[] a) { Customer c = new Customer(); Order o = new Order(); o.customer = c; c.orders.add(o); System.out.println(c); } }')}javac -d out src/Main.java && java -cp out Main 2>&1 | ${JAVA_CLEAN} | head -3`,
    sides: [
      { record: { title: 'java.lang.StackOverflowError: Lombok @Data on two JPA entities that refer to each other', root_cause: 'A bidirectional relation (@OneToMany / @ManyToOne) with Lombok\'s @Data or @ToString/@EqualsAndHashCode on both sides: toString and hashCode call each other forever', solution: 'Exclude the back reference (@ToString.Exclude, @EqualsAndHashCode.Exclude) or write those methods without the relation.' },
        queries: [{ before: 'two hibernate entities linked both ways, annotated with the boilerplate-generation library' }, 'logging an entity with a one-to-many collection; the getters and toString come from annotations'] },
      { record: { title: 'StackOverflowError from deep recursion on a large input', root_cause: 'A recursive walk (a tree, a linked structure, a parser) is as deep as the input, and a large file exceeds the thread stack (512 KiB to 1 MiB by default)', solution: 'Make the walk iterative with an explicit stack (ArrayDeque); as a stopgap raise -Xss or run it in a thread created with a larger stack size.' },
        queries: ['only with the biggest input file; small ones work', { before: 'the recursive traversal of a very deep hierarchy\nworks on the sample data' }] },
    ] },
  { id: 'group8-javac-unmappable', ecosystem: 'java', script: `${FILE('src/Main.java', 'public class Main { public static void main(String[] a) { System.out.println("Café ouvert"); } }')}env -u LANGUAGE LANG=C LC_ALL=C javac -d out src/Main.java 2>&1`,
    sides: [
      { record: { title: 'error: unmappable character for encoding US-ASCII: a Maven build without project.build.sourceEncoding', root_cause: 'Without an encoding in the pom, javac (before Java 18) reads sources in the platform charset, which is ASCII in a container or CI runner without a locale', solution: 'Set <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding> in the pom\'s properties.' },
        queries: [{ before: 'mvn package in the CI runner image; the pom has no encoding property' }, 'the maven build fails in the pipeline container, passes on our laptops'] },
      { record: { title: 'unmappable character for encoding US-ASCII in a Gradle build', root_cause: 'Gradle\'s compileJava uses the JVM\'s default charset, which is ASCII when the daemon starts without a UTF-8 locale', solution: 'Set tasks.withType(JavaCompile) { options.encoding = "UTF-8" } in build.gradle.' },
        queries: ['the gradle wrapper build on the new agent machine', { before: 'building with ./gradlew in a minimal docker image\nsources contain accented letters in strings' }] },
    ] },
  { id: 'group8-javac-junit', ecosystem: 'java', script: `${FILE('src/ParserTest.java', 'import org.junit.Test;\nimport static org.junit.Assert.assertEquals;\npublic class ParserTest { @Test public void parses() { assertEquals(1, 1); } }')}javac -d out src/ParserTest.java 2>&1`,
    sides: [
      { record: { title: 'error: package org.junit does not exist: JUnit 4 imports in a project on JUnit 5', root_cause: 'The build depends on JUnit Jupiter (junit-jupiter, spring-boot-starter-test 2.4+), whose API is org.junit.jupiter.api, and the test uses JUnit 4\'s org.junit.Test', solution: 'Import org.junit.jupiter.api.Test and org.junit.jupiter.api.Assertions, or add junit-vintage-engine and junit:junit for old tests.' },
        queries: [{ before: 'test copied from an older tutorial into a fresh Spring Boot project' }, 'the dependencies list the jupiter artifacts only'] },
      { record: { title: 'package org.junit does not exist: the test class is under src/main/java', root_cause: 'JUnit is a test-scoped dependency, visible only to src/test/java; a test placed in src/main/java is compiled with the main classpath', solution: 'Move the class to src/test/java (same package).' },
        queries: ['the test file ended up in the production sources folder', { before: 'created the test next to the class it tests\nin the main source set' }] },
    ] },
  { id: 'group8-java-enum', ecosystem: 'java', script: `${FILE('src/Main.java', 'enum Status { ACTIVE, SUSPENDED }\npublic class Main { public static void main(String[] a) { System.out.println(Status.valueOf("active")); } }')}javac -d out src/Main.java && java -cp out Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: 'IllegalArgumentException: No enum constant: a request parameter in lower case', root_cause: 'Enum.valueOf is case-sensitive, and the query string or path variable (?status=active) is lower case', solution: 'Convert it: Status.valueOf(s.toUpperCase(Locale.ROOT)), or register a converter (Spring: a Converter<String, Status> or a case-insensitive binding).' },
        queries: [{ before: 'the filter comes from the URL query string of our REST controller' }, 'clients call the endpoint with the status spelled in small letters'] },
      { record: { title: 'No enum constant from JPA: rows written in lower case by another service', root_cause: '@Enumerated(EnumType.STRING) reads the column with valueOf, and another service (or a hand-written migration) stores lower-case values', solution: 'Map the column with an AttributeConverter that normalises case, or fix the data and add a CHECK constraint.' },
        queries: ['loading entities from a table that a Python service also writes to', { before: 'hibernate reads a status column\nsome rows were inserted by a SQL script' }] },
    ] },
  { id: 'group8-java-unsupported-op', ecosystem: 'java', script: `${FILE('src/Main.java', 'import java.util.*;\npublic class Main { public static void main(String[] a) { List<String> tags = Arrays.asList("a", "b"); tags.add("c"); System.out.println(tags); } }')}javac -d out src/Main.java && java -cp out Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: 'java.lang.UnsupportedOperationException on add: the list comes from Arrays.asList', root_cause: 'Arrays.asList returns a fixed-size view of the array: set works, add and remove throw', solution: 'Copy it into a mutable list: new ArrayList<>(Arrays.asList(...)).' },
        queries: [{ before: 'building the initial list from an array of defaults' }, 'adding to a list made from varargs with the array helper'] },
      { record: { title: 'UnsupportedOperationException: Stream.toList() or List.of returns an unmodifiable list', root_cause: 'Since Java 16 stream.toList() (and List.of, Collectors.toUnmodifiableList) give unmodifiable lists; code that used collect(Collectors.toList()) got an ArrayList', solution: 'Collect into a mutable list (collect(Collectors.toCollection(ArrayList::new))) where the result is changed later.' },
        queries: ['after an IDE inspection replaced collect with the shorter stream method', { before: 'we moved to JDK 17 and modernised the stream code\nlater a caller appends to the result' }] },
    ] },
  // Go
  { id: 'group8-go-sql-driver', ecosystem: 'go', script: GO('package main\n\nimport "database/sql"\n\nfunc main() {\n\tdb, err := sql.Open("postgres", "postgres://app@localhost/app")\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tdefer db.Close()\n}', 'go run main.go', 'head -1'),
    sides: [
      { record: { title: 'panic: sql: unknown driver "postgres" (forgotten import?): the driver package is not imported', root_cause: 'database/sql only knows drivers that registered themselves in an init function; nothing imports lib/pq', solution: 'Add the blank import: import _ "github.com/lib/pq".' },
        queries: [{ before: 'first time wiring up the database in this service' }, 'go.mod has the driver module but no file imports it'] },
      { record: { title: 'sql: unknown driver "postgres": pgx\'s database/sql driver is registered as "pgx"', root_cause: 'github.com/jackc/pgx/v5/stdlib registers itself under the name "pgx", not "postgres"', solution: 'Open it with sql.Open("pgx", dsn) (or use pgxpool directly).' },
        queries: ['we switched from lib/pq to the jackc driver and kept the Open call', { before: 'importing the stdlib subpackage of pgx v5\nwith an underscore' }] },
    ] },
  { id: 'group8-go-json-string', ecosystem: 'go', script: GO('package main\n\nimport (\n\t"encoding/json"\n\t"fmt"\n)\n\ntype Order struct {\n\tTotal float64 `json:"total"`\n}\n\nfunc main() {\n\tvar o Order\n\tfmt.Println(json.Unmarshal([]byte(`{"total":"19.90"}`), &o))\n}'),
    sides: [
      { record: { title: 'json: cannot unmarshal string into Go struct field of type float64: the external API quotes its numbers', root_cause: 'The provider sends amounts as JSON strings ("19.90") to keep their precision', solution: 'Tag the field `json:"total,string"`, or use json.Number (or a decimal type with UnmarshalJSON).' },
        queries: [{ before: 'decoding the payment provider\'s webhook payload' }, 'the third-party service documents amounts as strings'] },
      { record: { title: 'cannot unmarshal string into Go struct field … of type float64: our own frontend sends the input\'s text', root_cause: 'The browser code posts the value of a form input (or toFixed(), which returns a string) instead of a number', solution: 'Send a number from the client (Number(input.value), parseFloat), and validate the body on the server.' },
        queries: ['the React form posts the amount field straight from the input element', { before: 'our single page app submits the checkout form\nto the Go backend' }] },
    ] },
  { id: 'group8-go-nil-deref', ecosystem: 'go', script: GO('package main\n\nimport "fmt"\n\ntype Config struct{ Port int }\n\nvar cfg *Config\n\nfunc main() {\n\tfmt.Println(cfg.Port)\n}', 'go run main.go', 'head -1'),
    sides: [
      { record: { title: 'panic: runtime error: invalid memory address or nil pointer dereference: the error of a call was ignored', root_cause: 'resp, _ := http.Get(url) (or a constructor returning (*T, error)) failed; the result is nil and the next line uses it', solution: 'Check err before using the result (if err != nil { return err }); also defer resp.Body.Close() only after that check.' },
        queries: [{ before: 'when the upstream service is down, our client code panics instead of returning an error' }, 'the second value returned by the call is thrown away with an underscore'] },
      { record: { title: 'nil pointer dereference: a package-level variable is shadowed by := in init', root_cause: 'db, err := sql.Open(...) inside init() or main declares new local variables, so the package-level db stays nil for the handlers', solution: 'Assign with = to the package variable (declare err separately: var err error; db, err = sql.Open(...)), or pass dependencies explicitly.' },
        queries: ['the global handle is set up in the init function with a short variable declaration', { before: 'handlers use a package variable for the connection\nit is initialised at startup' }] },
    ] },
  { id: 'group8-go-run-file', ecosystem: 'go', script: `${FILE('config.go', 'package main\n\nfunc loadConfig() string { return "ok" }')}${GO('package main\n\nfunc main() {\n\tprintln(loadConfig())\n}')}`,
    sides: [
      { record: { title: 'undefined: loadConfig with go run main.go: the other files of the package are not compiled', root_cause: 'go run main.go compiles only the files named; the function is in another file of package main', solution: 'Run the package: go run . (or list every file).' },
        queries: [{ before: 'split the program into several source files today' }, 'run with the single file name as argument, the helper is in a file next to it'] },
      { record: { title: 'undefined: loadConfig: the file that defines it has a build constraint for another OS', root_cause: 'The defining file is config_linux.go or has //go:build linux (or ignore), so it is left out on macOS or Windows', solution: 'Provide the function for every platform (config_other.go with //go:build !linux), or drop the constraint.' },
        queries: ['compiles in the Linux container but not on my MacBook', { before: 'the file has a build tag at the top\nrunning the tool on Windows' }] },
    ] },
  // Rust
  { id: 'group8-rust-undeclared-crate', ecosystem: 'cargo', script: `printf 'fn main() {\\n    let v = serde_json::json!({ "ok": true });\\n    println!("{v}");\\n}\\n' > main.rs && ${RUSTC} --edition 2021 main.rs 2>&1`,
    sides: [
      { record: { title: 'error[E0433]: cannot find module or crate serde_json: it is not a dependency of the crate', root_cause: 'The crate is used in code but missing from [dependencies] in Cargo.toml', solution: 'cargo add serde_json (or add serde_json = "1" under [dependencies]).' },
        queries: [{ before: 'copied a snippet from the docs into a new project' }, 'never added the package to the manifest'] },
      { record: { title: 'E0433 unresolved module or unlinked crate: it is only in [dev-dependencies]', root_cause: 'The crate is listed under [dev-dependencies], which tests and examples see but src/ does not', solution: 'Move it to [dependencies] (or keep its use inside #[cfg(test)]).' },
        queries: ['the tests use it fine, the library code cannot see it', { before: 'the manifest lists the crate in the test-only section\nnow the main code needs it too' }] },
      { record: { title: 'cannot find module or crate: an optional dependency whose feature is not enabled', root_cause: 'The dependency is optional = true, enabled by a Cargo feature, and the build does not turn that feature on', solution: 'Build with --features <name> (or make it part of default features), and gate the code with #[cfg(feature = "...")].' },
        queries: ['builds with all features on, fails with the defaults', { before: 'the crate is declared optional in Cargo.toml behind a feature flag' }] },
    ] },
  { id: 'group8-rust-edition', ecosystem: 'cargo', script: `printf 'async fn fetch() -> u8 {\\n    1\\n}\\n\\nfn main() {}\\n' > main.rs && ${RUSTC} main.rs 2>&1`,
    sides: [
      { record: { title: 'error[E0670]: async fn is not permitted in Rust 2015: rustc is called without --edition', root_cause: 'Calling rustc directly (a Makefile, an editor\'s run button, a code-runner extension) compiles as edition 2015 unless told otherwise', solution: 'Pass --edition 2021 (or build with cargo).' },
        queries: [{ before: 'compiling the single file with the compiler directly from a Makefile' }, 'the editor extension runs the file with its default command'] },
      { record: { title: 'E0670 async fn is not permitted in Rust 2015: Cargo.toml has no edition key', root_cause: 'A package without edition in [package] (an old manifest, one written by hand) is edition 2015', solution: 'Add edition = "2021" to [package] (cargo fix --edition helps with the old code).' },
        queries: ['the manifest was written by hand years ago', { before: 'old crate, cargo build\nthe package section has name and version only' }] },
    ] },
  // git
  { id: 'group8-git-push-rejected', ecosystem: 'git', script: `${REMOTE} && cd .. && git clone -q remote.git other && cd other && git config user.email o@example.com && git config user.name Other && printf 'b\\n' >> README && git commit -qam two && git push -q origin main && cd ../work && printf 'c\\n' > NOTES && git add NOTES && git commit -qm three && git push origin main 2>&1`,
    sides: [
      { record: { title: '! [rejected] main -> main (fetch first): a teammate pushed in the meantime', root_cause: 'Someone else pushed to the branch after your last pull, so your push is not a fast-forward', solution: 'git pull --rebase (resolve conflicts if any), then push; never force-push a shared branch.' },
        queries: [{ before: 'two of us work on the same branch' }, 'my colleague merged something to main this morning'] },
      { record: { title: 'rejected (fetch first) on the first push: the hosted repository was created with a README', root_cause: 'The repository was created on GitHub/GitLab with a README, licence or .gitignore, so it has a commit the local repository does not', solution: 'git pull --rebase origin main --allow-unrelated-histories, then push (or push --force if the remote content is not wanted).' },
        queries: ['brand new repo on the hosting site, I ticked the box to add a readme and a licence', { before: 'pushing an existing local project for the first time\nto an empty-looking remote' }] },
      { record: { title: 'rejected (fetch first) in a release job: a CI bot pushes version commits to main', root_cause: 'The release workflow (semantic-release, a version bump job) commits to main, and the local branch or a second job is behind it', solution: 'Pull with rebase before pushing (in the job too), or have the bot push tags only.' },
        queries: ['the pipeline commits a version bump after every merge', { before: 'after the automated release ran\nI try to push my next commit' }] },
    ] },
  { id: 'group8-git-remote-exists', ecosystem: 'git', script: `${GIT} && git remote add origin https://git.example.com/acme/tally.git && git remote add origin https://git.example.com/ana/tally.git 2>&1`,
    sides: [
      { record: { title: 'error: remote origin already exists: the repository was cloned, so origin is set', root_cause: 'A clone already has origin (the URL it was cloned from), and the hosting site\'s "push an existing repository" steps add it again', solution: 'Change it: git remote set-url origin <new-url> (or add the new one under another name, e.g. upstream).' },
        queries: [{ before: 'following the instructions the website shows for a new empty repository' }, 'I got this project with git clone from the old server and want it on our new one'] },
      { record: { title: 'remote origin already exists: a setup script is run a second time', root_cause: 'A bootstrap or provisioning script runs git remote add unconditionally, so the second run fails', solution: 'Make the step idempotent: git remote set-url origin URL || git remote add origin URL (or check git remote get-url origin first).' },
        queries: ['our provisioning script stops here when it runs again on the same machine', { before: 'the bootstrap shell script for developer laptops\nworks on the first run only' }] },
    ] },
  { id: 'group8-git-lfs-hook', ecosystem: 'git', script: `${REMOTE} >/dev/null && printf '#!/bin/sh\\ncommand -v git-lfs >/dev/null 2>&1 || { printf >&2 "\\\\n%%s\\\\n\\\\n" "This repository is configured for Git LFS but '"'"'git-lfs'"'"' was not found on your path. If you no longer wish to use Git LFS, remove this hook by deleting the '"'"'pre-push'"'"' file in the hooks directory (set by '"'"'core.hookspath'"'"'; usually '"'"'.git/hooks'"'"')."; exit 2; }\\ngit lfs pre-push "$@"\\n' > .git/hooks/pre-push && chmod +x .git/hooks/pre-push && printf 'b\\n' >> README && git commit -qam two && git push origin main 2>&1`,
    sides: [
      { record: { title: 'This repository is configured for Git LFS but \'git-lfs\' was not found on your path: git-lfs is not installed', root_cause: 'The repository\'s hooks call git lfs, and this machine (a new laptop, a CI image) has git without git-lfs', solution: 'Install git-lfs (apt install git-lfs, brew install git-lfs) and run git lfs install once.' },
        queries: [{ before: 'fresh machine, the project uses large file storage for its assets' }, 'on the build agent image we only installed plain git'] },
      { record: { title: 'configured for Git LFS but git-lfs was not found: the project no longer uses LFS', root_cause: 'The project dropped LFS (or a one-off git lfs install ran in it), but the hooks git lfs install wrote are still in .git/hooks', solution: 'Delete the hooks that call git lfs (pre-push, post-checkout, post-commit, post-merge in .git/hooks).' },
        queries: ['we migrated the big files out of LFS a while ago', { before: 'nobody on the team uses large file storage any more\nthe hooks folder still has the old scripts' }] },
      { record: { title: 'git-lfs was not found on your path only in a GUI client: the app does not see the shell\'s PATH', root_cause: 'git-lfs is installed (Homebrew in /opt/homebrew/bin, a user folder), but a Git GUI or IDE started from the dock does not inherit the shell\'s PATH', solution: 'Point the client at the system git or add git-lfs\'s folder to its PATH setting (or install git-lfs where the app looks, /usr/local/bin).' },
        queries: ['pushing from the terminal works; the desktop git app fails', { before: 'committing from Sourcetree on a Mac\nthe lfs binary was installed with brew' }] },
    ] },
  { id: 'group8-git-pathspec-branch', ecosystem: 'git', script: `${GIT} && printf 'a\\n' > README && git add . && git commit -qm one && git checkout feature/login 2>&1`,
    sides: [
      { record: { title: 'error: pathspec \'feature/login\' did not match any file(s) known to git: the branch was pushed after your last fetch', root_cause: 'The branch exists on the remote, but the local repository has not fetched it, so checkout cannot create a tracking branch', solution: 'git fetch origin, then git checkout feature/login (or git switch feature/login).' },
        queries: [{ before: 'my teammate just published her branch and asked me to review it' }, 'the branch shows up on the hosting site but not in my clone'] },
      { record: { title: 'pathspec did not match any file(s) known to git in CI: a shallow single-branch clone', root_cause: 'The pipeline clones with depth 1 and one branch (actions/checkout\'s default), so other branches are not in the repository', solution: 'Fetch the branch explicitly (git fetch origin feature/login:feature/login) or check out with fetch-depth: 0.' },
        queries: ['the workflow job checks out the repo with the default checkout action settings', { before: 'in the pipeline, a step switches to another branch\nthe clone was shallow' }] },
    ] },
  // Shell and everyday tools
  { id: 'group8-sh-too-many-args', ecosystem: 'bash', script: `touch app-1.log app-2.log app-3.log && ${FILE('check.sh', 'if [ -f *.log ]; then\n  echo "logs to ship"\nfi')}bash check.sh 2>&1`,
    sides: [
      { record: { title: '[: too many arguments: a glob in a test matches several files', root_cause: '[ -f *.log ] expands to every matching file, so test gets several operands once there is more than one', solution: 'Test with a loop or an array: files=(*.log); [ -e "${files[0]}" ] (or compgen -G "*.log" > /dev/null).' },
        queries: [{ before: 'checking whether any rotated logfiles exist with a wildcard' }, 'worked while there was only one matching file in the folder'] },
      { record: { title: 'too many arguments in [ ]: an unquoted variable holds spaces', root_cause: 'A variable used unquoted inside [ ] is split on spaces (a file name like "My Report.pdf", a commit message), so test sees extra words', solution: 'Quote the variable: [ -f "$file" ] (or use [[ ]], which does not split).' },
        queries: ['fails for files whose names contain blanks', { before: 'the script receives the file name as its first argument\nusers upload files named with spaces' }] },
    ] },
  { id: 'group8-sh-integer-expected', ecosystem: 'bash', script: `${FILE('load.sh', 'load=$(echo 1.5)\nif [ "$load" -gt 1 ]; then\n  echo busy\nfi')}bash load.sh 2>&1`,
    sides: [
      { record: { title: '[: 1.5: integer expression expected: the load average or a metric is a decimal', root_cause: 'test\'s -gt/-lt compare integers only, and the value (load average, CPU percentage, disk use from df -h) has a fractional part', solution: 'Compare with awk or bc: if awk -v l="$load" \'BEGIN { exit !(l > 1) }\'; then …' },
        queries: [{ before: 'monitoring script reading the system load from /proc/loadavg' }, 'comparing a cpu usage figure against a threshold in a cron script'] },
      { record: { title: 'integer expression expected comparing version numbers with -gt', root_cause: 'A version such as 1.5 or 3.10 is not an integer (and is not a decimal either: 3.10 is newer than 3.9)', solution: 'Compare versions with sort -V (printf "%s\\n" "$a" "$b" | sort -V) or dpkg --compare-versions.' },
        queries: ['checking that the installed tool is at least a given release', { before: 'install script: compare the version printed by the tool with the minimum we need' }] },
    ] },
  { id: 'group8-xargs-quote', ecosystem: 'bash', script: `touch report.txt "O'Brien notes.txt" && printf "report.txt\\nO'Brien notes.txt\\n" | xargs ls 2>&1`,
    sides: [
      { record: { title: 'xargs: unmatched single quote: file names with apostrophes from find', root_cause: 'xargs treats quotes and blanks in its input as syntax, and find prints names like "O\'Brien notes.txt" as they are', solution: 'Separate with NUL: find … -print0 | xargs -0 … (or find … -exec … {} +).' },
        queries: [{ before: 'piping the output of find into xargs to delete old files' }, 'some of the documents on the shared drive have an apostrophe in their names'] },
      { record: { title: 'unmatched single quote; by default quotes are special to xargs: reading lines of a text list', root_cause: 'The input is a list of lines (names, URLs, titles from a CSV) where an apostrophe is data, not quoting', solution: 'Split on newlines only: xargs -d \'\\n\' (GNU), or read it with while IFS= read -r line.' },
        queries: ['feeding a list of customer names from a text file to a command, one per line', { before: 'cat names.txt | xargs -n1 ./invite\nthe list was exported from the CRM' }] },
    ] },
  { id: 'group8-chmod-eperm', ecosystem: 'bash', script: `touch deploy.sh && runuser -u nobody -- chmod 755 deploy.sh 2>&1`,
    sides: [
      { record: { title: 'chmod: changing permissions: Operation not permitted: the file belongs to another user', root_cause: 'Only the owner (or root) may change a file\'s mode; the file was created by root (sudo, a container running as root, a bind mount)', solution: 'Take ownership (sudo chown "$USER" file) or run chmod with sudo; run the container with --user "$(id -u)" so it stops creating root files.' },
        queries: [{ before: 'the script was generated by a docker container that runs as root' }, 'ls -l shows root as the owner of that file'] },
      { record: { title: 'chmod Operation not permitted on a Windows drive in WSL or a FAT/exFAT stick', root_cause: 'DrvFs (/mnt/c) without the metadata option, vfat and exFAT have no Unix permissions, so chmod cannot be stored', solution: 'Work in the Linux filesystem (~/), or mount with metadata (wsl.conf: [automount] options = "metadata"); for a USB stick, set fmask/dmask when mounting.' },
        queries: ['the repository is on the C: drive, opened from the Ubuntu subsystem', { before: 'files on a USB stick formatted for cameras\ntrying to make the script executable' }] },
    ] },
  { id: 'group8-bash-readonly', ecosystem: 'bash', script: `${FILE('env.sh', 'UID=1000\nGID=1000\necho "running as $UID"')}bash env.sh 2>&1`,
    sides: [
      { record: { title: 'UID: readonly variable: a script assigns one of bash\'s own variables', root_cause: 'bash sets UID, EUID, PPID and others itself and makes them read-only; a script that names its own variable UID cannot assign it', solution: 'Use another name (APP_UID, HOST_UID).' },
        queries: ['the deploy script stores the service account number in a variable with that name', { before: 'a shell script that wants to pass the user id to chown' }] },
      { record: { title: 'UID: readonly variable when sourcing a .env written for docker compose', root_cause: 'A .env file for compose (UID=1000, GID=1000 for the container user) is read with source .env or set -a; . .env, and bash refuses to assign UID', solution: 'Rename the variables in .env (HOST_UID) and in the compose file, or read it with a parser that skips them instead of sourcing it.' },
        queries: ['loading the compose environment file into the shell with the dot command', { before: 'the .env has the user and group ids so files in volumes get the right owner\nwe source it before running migrations' }] },
    ] },
  { id: 'group8-bash-ambiguous-redirect', ecosystem: 'bash', script: `${FILE('backup.sh', 'echo "backup started" >> $LOG_FILE')}env -u LOG_FILE bash backup.sh 2>&1`,
    sides: [
      { record: { title: '$LOG_FILE: ambiguous redirect: the variable is not set', root_cause: 'An unset or empty variable as the target of > or >> leaves no file name; it is set in the interactive shell\'s profile, not in cron, systemd or CI', solution: 'Set it where the script runs (or give a default: >> "${LOG_FILE:-/var/log/backup.log}"), and use set -u to fail early.' },
        queries: [{ before: 'runs fine by hand, from crontab it fails' }, 'the variable is exported in my bashrc only'] },
      { record: { title: 'ambiguous redirect: the unquoted path contains spaces', root_cause: 'An unquoted variable in a redirect is split on spaces, so a path like "/mnt/c/Users/Ana Maria/backup.log" gives two words', solution: 'Quote it: >> "$LOG_FILE".' },
        queries: ['the log path points into a folder whose name has a space', { before: 'log directory under My Documents on the windows side\nthe script writes there' }] },
    ] },
  { id: 'group8-jq-index-array', ecosystem: 'jq', script: `printf '[{"name":"web-1","status":"running"}]\\n' | jq -r '.name' 2>&1`,
    sides: [
      { record: { title: 'jq: error: Cannot index array with string "name": the response is a top-level array', root_cause: 'The endpoint returns a JSON array of objects, and the filter indexes it as one object', solution: 'Iterate: jq -r \'.[].name\' (or .[0].name for the first).' },
        queries: [{ before: 'the REST endpoint lists resources as a bare array' }, 'our API returns a list of objects at the top level'] },
      { record: { title: 'Cannot index array with string "name": the field is one level down, under a list such as items', root_cause: 'List outputs (kubectl get -o json, many APIs) put the objects in an array field (.items, .data), so the next key must come after []', solution: 'Add the iteration at the array: jq -r \'.items[].metadata.name\' (or .data[].name).' },
        queries: ['parsing kubectl get pods output as json in a script', { before: 'the list command of the cluster CLI\nthe objects sit inside items' }] },
    ] },
  { id: 'group8-jq-string-number', ecosystem: 'jq', script: `printf '{}\\n' | jq --arg total 3 '$total + 1' 2>&1`,
    sides: [
      { record: { title: 'jq: error: string ("3") and number (1) cannot be added: --arg passes a string', root_cause: '--arg always binds a string, even when the shell value looks like a number', solution: 'Use --argjson total 3 (or $total | tonumber).' },
        queries: [{ before: 'passing a shell variable into the filter with the named argument option' }, 'the count comes from a bash variable given on the jq command line'] },
      { record: { title: 'string and number cannot be added: the JSON stores numbers as strings', root_cause: 'The document has quoted numbers ("count": "3", common in CSV-to-JSON exports and some APIs)', solution: 'Convert in the filter: (.count | tonumber) + 1.' },
        queries: ['the feed was converted from a spreadsheet and every value is quoted', { before: 'summing a field of an exported file\nthe values in it are in double quotes' }] },
    ] },
  { id: 'group8-curl-refused', ecosystem: 'curl', script: `curl -sS --max-time 5 http://localhost:59817/health 2>&1 | sed -e 's/after [0-9]* ms/after 0 ms/'`,
    sides: [
      { record: { title: 'curl: (7) Failed to connect to localhost: Couldn\'t connect to server inside a container, where localhost is the container', root_cause: 'In a container, localhost is the container itself; the service runs in another container or on the host', solution: 'Use the compose service name (http://api:8080) or host.docker.internal (with --add-host=host.docker.internal:host-gateway on Linux).' },
        queries: [{ before: 'the health check runs from the web container and the API runs in its own compose service' }, 'calling a service on my machine from inside a docker container'] },
      { record: { title: 'Failed to connect … Couldn\'t connect to server: the service has not started yet', root_cause: 'The CI step or the dependent container calls the service before it listens (a database migration, a slow JVM start)', solution: 'Wait for readiness: retry with curl --retry 10 --retry-connrefused --retry-delay 2, or a compose healthcheck with depends_on: condition: service_healthy.' },
        queries: ['only right after the pipeline starts the server in the background', { before: 'the test step begins immediately after launching the app\na few seconds later the same call works' }] },
      { record: { title: 'curl (7) Couldn\'t connect to server from the host: the app in the container listens on 127.0.0.1', root_cause: 'The program in the container binds 127.0.0.1 (the default of many dev servers), so the published port reaches nothing', solution: 'Make it listen on 0.0.0.0 inside the container (--host 0.0.0.0, HOST=0.0.0.0), keep the -p mapping.' },
        queries: ['port is published with -p but the dev server inside binds to loopback', { before: 'from my laptop to the port I mapped on docker run\nthe container log says listening on 127.0.0.1' }] },
    ] },
  { id: 'group8-curl-404', ecosystem: 'curl', script: `python3 -u -m http.server 0 --bind 127.0.0.1 > srv.log 2>&1 & SRV=$!; sleep 1; PORT=$(sed -n 's/.*port \\([0-9]*\\).*/\\1/p' srv.log); curl -fsSL "http://127.0.0.1:$PORT/releases/download/v2.4.0/tally_2.4.0_linux_x86_64.tar.gz" -o tally.tar.gz 2>&1; kill $SRV`,
    sides: [
      { record: { title: 'curl: (22) The requested URL returned error: 404: the release asset is named differently', root_cause: 'The install script builds the download name from uname -m (x86_64) or the version without its v, and the project names assets amd64 (or changed the pattern in this release)', solution: 'Map the architecture (x86_64 → amd64, aarch64 → arm64) and copy the exact asset name from the release page.' },
        queries: [{ before: 'install script downloads the binary from the project\'s GitHub releases for our architecture' }, 'the asset on the release page says amd64 in its name'] },
      { record: { title: 'The requested URL returned error: 404 downloading from a private repository without a token', root_cause: 'GitHub (and GitLab) answer 404, not 401, for a private repository\'s files when the request has no credentials', solution: 'Send a token (curl -H "Authorization: Bearer $GITHUB_TOKEN", with the API\'s asset URL and Accept: application/octet-stream) or use gh release download.' },
        queries: ['the repo was made private last week', { before: 'fetching a release from our company\'s internal repository on GitHub\nthe link works in my logged-in browser' }] },
    ] },
  { id: 'group8-openssl-bad-decrypt', ecosystem: 'openssl', script: `printf 'db password\\n' > secret.txt && openssl enc -aes-256-cbc -pbkdf2 -salt -in secret.txt -out secret.enc -pass pass:hunter2 && openssl enc -d -aes-256-cbc -in secret.enc -pass pass:hunter2 2>&1 | sed -e 's/^[0-9A-F]*:error/error/'`,
    sides: [
      { record: { title: 'bad decrypt from openssl enc -d: the file was encrypted with -pbkdf2', root_cause: 'openssl enc derives the key with EVP_BytesToKey unless told -pbkdf2 (and -iter); a file encrypted with -pbkdf2 must be decrypted with the same options', solution: 'Decrypt with the same flags: openssl enc -d -aes-256-cbc -pbkdf2 [-iter N] -in file.' },
        queries: [{ before: 'the backup script encrypts with the key derivation option recommended by the warning' }, 'the encrypt command had the pbkdf2 flag, the restore command does not'] },
      { record: { title: 'bad decrypt: the file was encrypted by OpenSSL 1.0 with the old MD5 key derivation', root_cause: 'OpenSSL 1.1 changed enc\'s default digest from MD5 to SHA-256, so files encrypted by 1.0.x need -md md5', solution: 'Decrypt with -md md5 (then re-encrypt with -pbkdf2).' },
        queries: ['the archive was encrypted years ago on a CentOS 6 server', { before: 'old encrypted files from a legacy box\nthe new distro ships OpenSSL 3' }] },
      { record: { title: 'openssl enc bad decrypt: the passphrase is wrong', root_cause: 'enc cannot tell a wrong password from other mismatches: the padding check fails (bad decrypt)', solution: 'Use the right passphrase (check -pass file: for a trailing newline, or env: for the variable really set).' },
        queries: ['the password is read from a file that an editor saved with a newline', { before: 'the decryption key comes from a variable in the CI secrets\nit may be an older value' }] },
    ] },
  { id: 'group8-sqlite-fk', ecosystem: 'sqlite', script: `sqlite3 app.db "PRAGMA foreign_keys = ON; CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id)); INSERT INTO orders (id, customer_id) VALUES (1, 42);" 2>&1`,
    sides: [
      { record: { title: 'FOREIGN KEY constraint failed: child rows are imported before their parents', root_cause: 'An import or seed script loads orders before customers (or tables in alphabetical order), so each row refers to a parent not inserted yet', solution: 'Load parents first, or wrap the import in a transaction with PRAGMA defer_foreign_keys = ON.' },
        queries: [{ before: 'restoring data from CSV files, one per table, in a loop' }, 'the seed script loads the tables in alphabetical order'] },
      { record: { title: 'FOREIGN KEY constraint failed: the parent id does not exist (a stale or wrong reference)', root_cause: 'The row refers to a customer that was deleted, or to an id from another database (a test fixture, a copied production id)', solution: 'Look the parent up first (or create it), and give the relation ON DELETE CASCADE / SET NULL when children should follow a deleted parent.' },
        queries: ['the test fixture hardcodes a customer id copied from production', { before: 'we deleted some customers last week\nnow creating orders for them fails' }] },
    ] },
  // PostgreSQL
  { id: 'group8-psql-group-by', ecosystem: 'postgresql', script: PG('CREATE TABLE orders (id int, customer text, total numeric, created_at timestamptz)', 'psql8 -d postgres -c "SELECT customer, total, max(created_at) FROM orders GROUP BY customer"'),
    sides: [
      { record: { title: 'ERROR: column must appear in the GROUP BY clause or be used in an aggregate function: a query ported from MySQL', root_cause: 'MySQL without ONLY_FULL_GROUP_BY (before 5.7) returned an arbitrary row\'s value for columns not grouped; PostgreSQL requires each selected column to be grouped or aggregated', solution: 'Aggregate the column (sum(total), max(total)) or add it to GROUP BY, whichever the report meant.' },
        queries: [{ before: 'moving our reporting queries over from MariaDB' }, 'this SQL ran for years on the other database engine'] },
      { record: { title: 'must appear in the GROUP BY clause: the query wants the latest row per group', root_cause: 'The aim is each customer\'s most recent order with its other columns, which GROUP BY cannot express', solution: 'Use DISTINCT ON: SELECT DISTINCT ON (customer) * FROM orders ORDER BY customer, created_at DESC (or a window function with row_number()).' },
        queries: ['I want the newest order of each customer with its amount', { before: 'for every client, show the most recent purchase\nwith all of its columns' }] },
    ] },
  { id: 'group8-psql-operator', ecosystem: 'postgresql', script: PG('CREATE TABLE users (id int PRIMARY KEY, name text); CREATE TABLE events (user_ref text, kind text)', 'psql8 -d postgres -c "SELECT u.name, e.kind FROM users u JOIN events e ON u.id = e.user_ref"'),
    sides: [
      { record: { title: 'ERROR: operator does not exist: integer = text: a join column was created as text', root_cause: 'One side of the join was declared text (an imported CSV, a column for external ids) while the key is integer; PostgreSQL does not cast implicitly', solution: 'Fix the column type (ALTER TABLE events ALTER COLUMN user_ref TYPE int USING user_ref::int), or cast in the join (e.user_ref::int).' },
        queries: [{ before: 'the events table was loaded from a CSV export, every column came in as text' }, 'joining two tables whose key columns have different types'] },
      { record: { title: 'operator does not exist: integer = text: a value from a text function compared with an integer', root_cause: 'Functions such as split_part, substring, json ->> and current_setting return text, and the result is compared with an integer column', solution: 'Cast the result: split_part(path, \'/\', 3)::int (or use -> and a numeric cast for JSON).' },
        queries: ['extracting an id from a JSON column with the double arrow operator and matching it to a table', { before: 'the id is pulled out of a url string with split_part\nthen used in the WHERE' }] },
    ] },
  { id: 'group8-psql-permission-table', ecosystem: 'postgresql', script: PG('CREATE ROLE app LOGIN; GRANT SELECT ON ALL TABLES IN SCHEMA public TO app; CREATE TABLE orders (id int)', 'psql8 -U app -d postgres -c "SELECT * FROM orders"'),
    sides: [
      { record: { title: 'ERROR: permission denied for table: the table was created after GRANT … ON ALL TABLES', root_cause: 'GRANT ON ALL TABLES covers only the tables existing at that moment; tables a later migration creates get no grant', solution: 'Grant on the new table, and set ALTER DEFAULT PRIVILEGES FOR ROLE migrator IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app.' },
        queries: [{ before: 'the new table was added by last week\'s migration; older tables work' }, 'the grants were run once when the database was set up'] },
      { record: { title: 'permission denied for table after a restore: pg_restore ran with --no-acl', root_cause: 'The dump was restored with -x / --no-privileges (or --no-owner by another user), so the grants of the source database were not restored', solution: 'Restore without --no-acl, or run the grants again (and make them part of the migrations).' },
        queries: ['right after restoring the production dump into staging', { before: 'we loaded a backup with pg_restore and the no-privileges option\nthe app user connects' }] },
    ] },
  { id: 'group8-psql-cannot-drop', ecosystem: 'postgresql', script: PG('CREATE TABLE orders (id int, total numeric); CREATE VIEW order_totals AS SELECT sum(total) FROM orders', 'psql8 -d postgres -c "DROP TABLE orders"'),
    sides: [
      { record: { title: 'ERROR: cannot drop table because other objects depend on it: a migration recreates a table a view uses', root_cause: 'The migration drops and recreates the table (or its column), and a view defined in an earlier migration depends on it', solution: 'In the migration, drop the view first and create it again afterwards (the ORM will not do it for you).' },
        queries: [{ before: 'an alembic migration that rebuilds the table with a new layout' }, 'the schema change script drops the old table first'] },
      { record: { title: 'cannot drop table … other objects depend on it: a view another team created', root_cause: 'A reporting or BI team created views over the application\'s tables, which the application\'s migrations do not know about', solution: 'Agree on the change with the view\'s owners and recreate the view after; DROP … CASCADE would silently drop their view.' },
        queries: ['the analytics people have dashboards defined on top of our tables', { before: 'the data team owns some objects in our database\nwe never wrote views ourselves' }] },
    ] },
  { id: 'group8-psql-not-null-id', ecosystem: 'postgresql', script: PG('CREATE TABLE orders (id int NOT NULL PRIMARY KEY, note text)', 'psql8 -d postgres -c "INSERT INTO orders (note) VALUES (\'gift wrap\')"'),
    sides: [
      { record: { title: 'ERROR: null value in column "id" violates not-null constraint: the table was created without a default', root_cause: 'The table was made without serial or GENERATED … AS IDENTITY (CREATE TABLE … LIKE without INCLUDING DEFAULTS, a schema written by hand or converted from another database)', solution: 'Add an identity: ALTER TABLE orders ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY, then setval to max(id).' },
        queries: [{ before: 'the schema was converted from SQL Server by a tool' }, 'the table was copied with create table like from the old one'] },
      { record: { title: 'null value in column "id": the ORM sends id explicitly as NULL', root_cause: 'The model declares the id without marking it as generated, so the ORM inserts NULL instead of leaving the column out', solution: 'Mark the field as generated (JPA @GeneratedValue(strategy = IDENTITY), SQLAlchemy autoincrement, Prisma @default(autoincrement())).' },
        queries: ['saving a new entity with hibernate; the log shows the insert lists the id column', { before: 'the entity class has an id field without the generation annotation\nsaving a new object' }] },
    ] },
  { id: 'group8-psql-varchar', ecosystem: 'postgresql', script: PG('CREATE TABLE users (email text, password_hash varchar(50))', `psql8 -d postgres -c "INSERT INTO users VALUES ('ana@example.com', repeat('x', 97))"`),
    sides: [
      { record: { title: 'ERROR: value too long for type character varying(50): a password hash longer than the column', root_cause: 'The column was sized for an old hash; bcrypt gives 60 characters and argon2 about 97', solution: 'Widen the column (ALTER TABLE users ALTER COLUMN password_hash TYPE text).' },
        queries: [{ before: 'we switched password hashing to argon2' }, 'storing the hashed password after moving away from md5'] },
      { record: { title: 'value too long for type character varying: user input longer than the column', root_cause: 'A form field (a name, a URL, a comment) accepts any length, and some users send more than the column allows', solution: 'Validate the length in the application (and in the form), or make the column text with a CHECK if a limit is needed.' },
        queries: ['a customer pasted a very long link into the profile form', { before: 'saving what users type into the signup form\nmost signups work' }] },
    ] },
  { id: 'group8-psql-txn-aborted', ecosystem: 'postgresql', script: PG('CREATE TABLE items (id int PRIMARY KEY)', `printf 'BEGIN;\\nINSERT INTO items VALUES (1);\\nINSERT INTO items VALUES (1);\\nSELECT count(*) FROM items;\\n' | psql8 -d postgres | grep 'current transaction'`),
    sides: [
      { record: { title: 'ERROR: current transaction is aborted, commands ignored until end of transaction block: an earlier error was swallowed', root_cause: 'A statement failed inside the transaction (a unique violation, a bad cast), the code caught the exception and carried on with the same transaction', solution: 'Roll back after an error (conn.rollback()), or use a savepoint around the statement that may fail; log the first error, it is the real one.' },
        queries: [{ before: 'we wrap the insert in try/except and continue with the next row' }, 'using psycopg2 with a loop over rows and one commit at the end'] },
      { record: { title: 'current transaction is aborted: a pooled connection was returned inside a failed transaction', root_cause: 'A request failed mid-transaction and gave the connection back to the pool (or PgBouncer in session mode) without ROLLBACK; the next user of it gets this error', solution: 'Roll back before returning connections (the pool\'s reset or test-on-borrow option, a finally block), and use the framework\'s transaction management.' },
        queries: ['random requests fail after one failed request, until the workers are restarted', { before: 'a shared connection pool in our web app\nthe error appears in unrelated endpoints' }] },
    ] },
  // Ruby, Perl, PHP
  { id: 'group8-ruby-kwargs', ecosystem: 'ruby', script: `${FILE('notify.rb', 'def notify(user:, channel: "email")\n  puts "#{user} via #{channel}"\nend\n\nopts = { user: "ana" }\nnotify(opts)')}ruby notify.rb 2>&1 | sed -e '/^\\s*from /d'`,
    sides: [
      { record: { title: 'ArgumentError: wrong number of arguments (given 1, expected 0; required keyword: user) after moving to Ruby 3', root_cause: 'Ruby 3 separates keyword arguments from a positional hash: a hash passed as the last argument is no longer converted to keywords', solution: 'Splat it: notify(**opts) (and def m(*args, **kw) in wrappers that forward arguments).' },
        queries: [{ before: 'we upgraded the interpreter from 2.7 to the next major version' }, 'the options hash is passed on as it is to the method'] },
      { record: { title: 'wrong number of arguments (given 1, expected 0; required keyword): a gem\'s method now takes keywords', root_cause: 'A new version of the gem changed the method\'s signature from an options hash to keyword arguments', solution: 'Call it with keywords as the gem\'s changelog says (or pin the previous version in the Gemfile until the calls are updated).' },
        queries: ['after bundle update pulled a new major release of the notifier gem', { before: 'bundle update this morning\nour call into the gem has not changed' }] },
    ] },
  { id: 'group8-perl-locate-method', ecosystem: 'perl', script: `${FILE('lib/Invoice/Client.pm', 'package Invoice::Cleint;\nsub new { return bless {}, shift }\n1;')}perl -Ilib -e 'require Invoice::Client; my $c = Invoice::Client->new; print "ok\\n"' 2>&1`,
    sides: [
      { record: { title: 'Can\'t locate object method "new" via package: the package line in the module names another package', root_cause: 'The file loads, but its package statement declares another name (a typo, a renamed module), so Invoice::Client has no subroutines', solution: 'Make the package line match the file path (package Invoice::Client;).' },
        queries: [{ before: 'we renamed the module file last week' }, 'the module loads without error but the class has no methods'] },
      { record: { title: 'Can\'t locate object method "new" via package: the module is never loaded', root_cause: 'The code calls Class->new without use Class (or require), and no other module happened to load it', solution: 'Add use Invoice::Client; at the top of the file that calls it.' },
        queries: ['it worked while another module we removed used to load that class', { before: 'refactoring imports in a Perl script\nthe class is installed' }] },
    ] },
  { id: 'group8-php-null-offset', ecosystem: 'php', script: `printf '<?php\\n$raw = "{\\\\"id\\\\": 7,}";\\n$data = json_decode($raw, true);\\necho $data["id"], "\\\\n";\\n' > order.php && php order.php 2>&1 | sed -e 's| in /.*order.php| in /var/www/order.php|'`,
    sides: [
      { record: { title: 'Warning: Trying to access array offset on value of type null: json_decode failed', root_cause: 'json_decode returns null for invalid JSON (a trailing comma, an empty body, a BOM) and the code indexes the result', solution: 'Decode with JSON_THROW_ON_ERROR (or check json_last_error()) and handle bad input.' },
        queries: [{ before: 'decoding the body of an incoming webhook' }, 'the partner sometimes sends malformed json'] },
      { record: { title: 'Trying to access array offset on value of type null: a lookup returned null', root_cause: 'A finder (a repository\'s find, a cache get, array_search on a record set) returns null when nothing matches, and the caller indexes it', solution: 'Check for null (?? or if ($row === null)) and answer "not found".' },
        queries: ['the record with that id was deleted', { before: 'we fetch a user from our repository class and read a field\nworks for existing ids' }] },
    ] },
];
