// A seventh set for the remediation benchmark, written blind (before reading the ranking code and
// without running the ranker on it): confusable groups only, on errors the six earlier sets do not
// have (browser globals and fetch in Node, package "exports", self-signed certificates, TypeScript's
// lib and import.meta, Python's generics, relative imports, pickles, csv limits, strptime, naive
// and aware datetimes, asyncio's closed loop, zip files, C's -fPIC, the C++ ABI and standards,
// -Werror after a compiler upgrade, Java's NoSuchMethodError, NoClassDefFoundError, locales and
// --release, go.sum, Go's TLS, Rust targets, cargo --locked, git's checkout, refs and detached
// HEAD, dash, set -u, the executable bit, OpenSSL, ssh keys, xmllint, unzip, PostgreSQL's
// database, sequences, datestyle, timeouts, identifier case, extensions and encodings, Ruby's
// version and constants, PHP's time limit and headers …). Each group is one broken input run for
// real by bash on this machine (remediations.mjs runs it in the two made-up projects); two or three
// records share its output and differ in a cause and fix that depend on where and how it ran.
// Every record has two or three `confusable7` queries: the error as the other project prints it
// plus the circumstances in OTHER words than the record uses. A query is a string (the
// circumstances after the error, on one line, or on two when it holds a newline) or `{ before }`
// (the circumstances first, then the error).
// remediations.mjs appends it after the sixth set; every older line stays byte for byte.
import { fileURLToPath } from 'node:url';
import { NODE_CLEAN } from './fourth-set.mjs';

export const TSC = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

/** Writes `body` to `name` as it is (a quoted here-document: no expansion). */
export const FILE = (name, body) => `mkdir -p "$(dirname ${name})" && cat > ${name} <<'EOF'
${body}
EOF
`;
export const PY = (body, run = 'python3 main.py') => `${FILE('main.py', body)}${run} 2>&1 | grep -v '^    '`;
export const JAVA_CLEAN = `sed -e '/^\\s*at /d' -e '/^\\s*\\.\\.\\. [0-9]* more/d'`;
const GO = (body, run = 'go run main.go') => `${FILE('main.go', body)}GOCACHE=/tmp/contextd-gocache7 GOFLAGS= ${run} 2>&1 | sed -e 's/127\\.0\\.0\\.1:[0-9]*/127.0.0.1:8443/g' -e '/^exit status/d' -e '/TLS handshake error/d'`;
const RUST = 'RUSTUP_HOME=/root/.rustup CARGO_HOME="$PWD/.cargo"';
export const GIT = `git init -q -b main . && git config user.email dev@example.com && git config user.name Dev && git config commit.gpgsign false`;
// A throwaway PostgreSQL cluster owned by the postgres account (initdb refuses root); `setup` runs
// as superuser in database postgres, `run` is the command whose output is the group's.
const PG = (setup, run) => `PGD=/tmp/contextd-pg7 && rm -rf "$PGD" && mkdir "$PGD" && chown postgres "$PGD" && chmod 700 "$PGD"
runuser -u postgres -- /usr/lib/postgresql/15/bin/initdb -D "$PGD/data" -A trust >/dev/null 2>&1
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" -o "-k $PGD -p 55437 -c listen_addresses=localhost" -w start >/dev/null 2>&1
psql7() { runuser -u postgres -- psql -X -h "$PGD" -p 55437 "$@" 2>&1; }
psql7 -d postgres -q -c "${setup}" >/dev/null
OUT=$(${run})
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PGD"
printf '%s\\n' "$OUT" | sed -e 's/^psql:[^ ]* //'`;

export const GROUPS = [
  // Node
  { id: 'group7-node-document-undefined', ecosystem: 'node', script: `${FILE('widget.js', 'const root = document.getElementById("app");\nroot.textContent = "ready";\nmodule.exports = root;')}node widget.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'ReferenceError: document is not defined during server-side rendering', root_cause: 'In Next.js (or Nuxt, SvelteKit) a component or a library it imports touches document at import time, and the page is first rendered on the server, where there is no DOM', solution: 'Move the DOM access into useEffect (onMounted), or load the library with next/dynamic and ssr: false.' },
        queries: [{ before: 'the React framework pre-renders this page on the backend' }, 'a charting package touches the page at load time; it is fine in the browser tab but the production build of the app fails'] },
      { record: { title: 'ReferenceError: document is not defined in Jest tests: the test environment is node', root_cause: 'Since Jest 27 the default testEnvironment is node, so tests of DOM code have no document', solution: 'Set testEnvironment: "jsdom" in jest.config.js (install jest-environment-jsdom), or add the @jest-environment jsdom docblock to the test file.' },
        queries: ['only in the unit tests after we bumped the test runner a major version', { before: 'running the component specs with the test runner from the command line\nthe app itself works' }] },
    ] },
  { id: 'group7-node-fetch-undefined', ecosystem: 'node', script: `${FILE('sync.js', 'async function main() {\n  const res = await fetch("http://127.0.0.1:9/health");\n  console.log(res.status);\n}\nmain();')}node --no-experimental-fetch sync.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'ReferenceError: fetch is not defined: the server runs Node 16 or older', root_cause: 'fetch is a global only from Node 18; the host (or the base image, or a Lambda runtime) still runs Node 16', solution: 'Upgrade to Node 18 or later, or import node-fetch (or undici) where fetch is called.' },
        queries: [{ before: 'the deployment box still has the previous major version of the javascript runtime' }, 'works on my machine with the current LTS\nproduction was never upgraded past v16'] },
      { record: { title: 'ReferenceError: fetch is not defined in Jest with the jsdom environment', root_cause: 'jsdom does not provide fetch, and jest-environment-jsdom hides Node\'s own global', solution: 'Polyfill it in a setup file (whatwg-fetch or undici\'s fetch), or run those tests with testEnvironment node.' },
        queries: ['the API client works in the app, breaks only inside the unit tests that emulate a browser DOM', { before: 'test config uses the simulated browser environment' }] },
    ] },
  { id: 'group7-node-invalid-time', ecosystem: 'node', script: `${FILE('report.js', 'const raw = process.argv[2] ?? "31/12/2024";\nconst day = new Date(raw);\nconsole.log(day.toISOString());')}node report.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'RangeError: Invalid time value: day-first dates from a European CSV', root_cause: 'The export was written with a European locale (31/12/2024), which the Date constructor cannot parse', solution: 'Parse the format explicitly (date-fns parse(raw, "dd/MM/yyyy", new Date()) or split the parts), or export ISO dates.' },
        queries: ['the spreadsheet comes from our office in Germany and writes the day before the month', { before: 'importing a file from the UK branch' }] },
      { record: { title: 'RangeError: Invalid time value: an epoch timestamp passed to new Date as a string', root_cause: 'The timestamp comes from a query string or environment variable as text ("1700000000"), and new Date(string) parses it as a date string, not a number', solution: 'Convert first: new Date(Number(raw) * 1000) for seconds (or Number(raw) for milliseconds).' },
        queries: ['the value is unix seconds read from the URL parameters', { before: 'the start time arrives as a number of seconds since 1970 in an env var\ncalling toISOString on it throws' }] },
      { record: { title: 'RangeError: Invalid time value: an optional date field is empty', root_cause: 'Rows (or form posts) without a date give "" or undefined, and new Date("") is an invalid date', solution: 'Check for an empty value before converting and store null.' },
        queries: ['some records leave that column blank', 'users may skip the date input on the form'] },
    ] },
  { id: 'group7-node-exports-subpath', ecosystem: 'node', script: `${FILE('node_modules/fancy-fmt/package.json', '{ "name": "fancy-fmt", "version": "3.0.0", "main": "index.js", "exports": { ".": "./index.js" } }')}${FILE('node_modules/fancy-fmt/index.js', 'module.exports = { format: (x) => String(x) };')}${FILE('node_modules/fancy-fmt/lib/pad.js', 'module.exports = (s) => s.padStart(8);')}${FILE('cli.js', 'const pad = require("fancy-fmt/lib/pad");\nconsole.log(pad("42"));')}node cli.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'ERR_PACKAGE_PATH_NOT_EXPORTED after upgrading a dependency to a new major version with an exports map', root_cause: 'The new major version declares "exports" in its package.json, so deep imports of internal files (lib/pad) are no longer allowed', solution: 'Import from the public entry point the new version documents, or stay on the previous major version.' },
        queries: [{ before: 'we raised the library to its next major release in our own manifest' }, 'our code reaches into an internal file of the package; that broke with the version bump we did ourselves'] },
      { record: { title: 'ERR_PACKAGE_PATH_NOT_EXPORTED from an old plugin after the lockfile was regenerated', root_cause: 'A third-party plugin deep-imports a file of a shared dependency; a fresh install (no lock, or the lock deleted) brought a newer version of that dependency with an exports map', solution: 'Upgrade the plugin to a release that uses the public API, or pin the shared dependency with overrides in package.json; commit the lockfile.' },
        queries: ['none of our code changed; the pipeline installs without the lock file and the failing import is inside a plugin from npm', { before: 'after deleting node_modules and the lock and reinstalling\nthe stack trace points into a build plugin we did not write' }] },
    ] },
  { id: 'group7-node-self-signed', ecosystem: 'node', script: `openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -keyout key.pem -out cert.pem -days 2 >/dev/null 2>&1
${FILE('probe.js', 'const fs = require("node:fs");\nconst https = require("node:https");\nconst server = https.createServer({ key: fs.readFileSync("key.pem"), cert: fs.readFileSync("cert.pem") }, (q, r) => r.end("ok"));\nserver.listen(0, () => {\n  https.get(`https://localhost:${server.address().port}/`, (r) => console.log(r.statusCode));\n});')}node probe.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'Error: self-signed certificate: the local HTTPS dev server uses a mkcert certificate Node does not trust', root_cause: 'mkcert installs its root CA in the system and browser stores, but Node uses its own CA list', solution: 'NODE_EXTRA_CA_CERTS="$(mkcert -CAROOT)/rootCA.pem" when starting Node.' },
        queries: ['the browser shows the padlock for my local https dev site, the server-side node script calling it does not accept it', { before: 'calling my localhost https endpoint that I made a cert for with the mkcert tool' }] },
      { record: { title: 'DEPTH_ZERO_SELF_SIGNED_CERT: an internal appliance serves the certificate it generated at install', root_cause: 'The on-premises service (NAS, GitLab, a Kubernetes dashboard) still uses its own self-signed certificate', solution: 'Give Node that certificate as ca (or NODE_EXTRA_CA_CERTS), or install a certificate from a real CA on the service; never NODE_TLS_REJECT_UNAUTHORIZED=0 in production.' },
        queries: ['the integration talks to a box in our server room that came with its own generated cert', { before: 'calling the on-prem storage appliance API from our integration\nthe vendor set up https with the factory certificate' }] },
    ] },
  // npm and TypeScript
  { id: 'group7-npm-no-package-json', ecosystem: 'npm', script: `npm install --no-audit --no-fund 2>&1 | grep -v 'A complete log\\|^npm error *$' | sed 's/[0-9T:-]*Z-debug-[0-9]*\\.log/debug.log/'`,
    sides: [
      { record: { title: 'npm error ENOENT Could not read package.json: the Dockerfile installs before copying the manifest', root_cause: 'RUN npm install comes before COPY package*.json ./, or WORKDIR points at another folder than the one the files were copied to', solution: 'WORKDIR /app, COPY package*.json ./, then RUN npm ci, then COPY the rest.' },
        queries: [{ before: 'building the image; the install layer runs before the copy of the project files' }, 'inside the container build, the working dir is set after the dependency step'] },
      { record: { title: 'npm ENOENT package.json in a monorepo pipeline: the step runs at the repository root', root_cause: 'The package lives in a subfolder (frontend/), and the CI step runs npm install at the root, which has no package.json', solution: 'Set the step\'s working-directory (defaults.run.working-directory in GitHub Actions), or npm --prefix frontend install.' },
        queries: ['the web app sits in a subdirectory of the repo and the workflow job never changes directory', { before: 'GitHub workflow, repository with client and server folders' }] },
    ] },
  { id: 'group7-tsc-lib-map', ecosystem: 'tsc', script: `${FILE('tsconfig.json', '{ "compilerOptions": { "target": "es2022", "strict": true, "noEmit": true } }')}${FILE('src/cache.ts', 'export const cache = new Map<string, number>();\ncache.set("hits", 1);')}${TSC} --noEmit src/cache.ts 2>&1`,
    sides: [
      { record: { title: 'TS2583 Cannot find name \'Map\' from a pre-commit hook: tsc given file names ignores tsconfig.json', root_cause: 'lint-staged (or a script) runs tsc with the staged files as arguments; with files on the command line tsc does not read tsconfig.json and falls back to target ES5', solution: 'Run tsc -p . --noEmit without file names in the hook (tsc-files if it must be per file).' },
        queries: [{ before: 'only when committing: the git hook type-checks the changed files' }, 'the editor and the full build are fine; the staged-files checker fails'] },
      { record: { title: 'TS2583 Cannot find name \'Map\': the "lib" option lists only "dom"', root_cause: 'Setting "lib" replaces the defaults, and ["dom"] alone has no ES2015 library', solution: 'Add an ES library: "lib": ["es2022", "dom"].' },
        queries: ['someone added the browser typings to the compiler options list', { before: 'the config sets lib to dom and nothing else\nfails in every build' }] },
    ] },
  { id: 'group7-tsc-import-meta', ecosystem: 'tsc', script: `${FILE('src/paths.ts', 'export const here = new URL(".", import.meta.url).pathname;')}${TSC} --noEmit --module commonjs --target es2022 src/paths.ts 2>&1`,
    sides: [
      { record: { title: 'TS1343 import.meta only allowed with module es2020 or later: ts-jest compiles the tests to CommonJS', root_cause: 'ts-jest transpiles with module commonjs unless told otherwise, while the app builds as ESM', solution: 'Run Jest in ESM mode (ts-jest preset default-esm, useESM: true, node --experimental-vm-modules) or move tests to Vitest.' },
        queries: ['the build is fine, the test runner with the TypeScript preprocessor fails', { before: 'jest with the ts preset\nthe module reads its own file location' }] },
      { record: { title: 'TS1343 import.meta: the tsconfig extends a shared base that sets module commonjs', root_cause: 'The project extends an organisation\'s (or @tsconfig/node16\'s older) base config with "module": "commonjs"', solution: 'Override "module": "nodenext" (and moduleResolution) in the project\'s tsconfig.json, with "type": "module" in package.json.' },
        queries: ['our compiler config inherits from the company-wide base package', { before: 'tsc build using an extends entry pointing at a shared config' }] },
    ] },
  // Python
  { id: 'group7-py-type-subscript', ecosystem: 'python', script: PY('Reading = float\n\ndef mean(values: list[Reading]) -> Reading:\n    return sum(values) / len(values)\n\nWindow = tuple[Reading, int[Reading]]'),
    sides: [
      { record: { title: 'TypeError: type is not subscriptable: built-in generics in annotations on Python 3.8', root_cause: 'list[int] and dict[str, int] are subscriptable only from Python 3.9; the server (or Lambda runtime, or CI image) runs 3.8', solution: 'Add from __future__ import annotations at the top of the module, use typing.List/Dict, or upgrade to 3.9+.' },
        queries: [{ before: 'the serverless function is configured with the python3.8 runtime' }, 'fine on my 3.11 laptop; the old interpreter on the server chokes on the hints'] },
      { record: { title: 'TypeError not subscriptable: a class that is not generic is parametrised in a hint', root_cause: 'The annotation subscripts a class that does not define __class_getitem__ (an own class or a library\'s), which is evaluated at definition time on any Python version', solution: 'Make the class generic (inherit Generic[T]), or quote the annotation / use from __future__ import annotations.' },
        queries: ['recent python; the hint puts square brackets on our own model class', { before: 'on the newest interpreter\nthe annotation parametrises a class from our codebase that is not a Generic' }] },
    ] },
  { id: 'group7-py-relative-import', ecosystem: 'python', script: `${FILE('app/__init__.py', '')}${FILE('app/db.py', 'URL = "sqlite:///app.db"')}${FILE('app/main.py', 'from .db import URL\nprint(URL)')}python3 app/main.py 2>&1 | grep -v '^    '`,
    sides: [
      { record: { title: 'ImportError: attempted relative import with no known parent package: the editor\'s Run button runs the file as a script', root_cause: 'PyCharm or VS Code runs the current file by its path, so __package__ is empty and relative imports fail', solution: 'Run it as a module (python -m app.main; in the IDE\'s run configuration choose "Module name").' },
        queries: ['pressing the green play button in the IDE on that file', { before: 'launching from the code editor\'s run action' }] },
      { record: { title: 'attempted relative import with no known parent package: the container starts python with the file path', root_cause: 'The Dockerfile\'s CMD ["python", "app/main.py"] runs the module as a top-level script', solution: 'CMD ["python", "-m", "app.main"] (with the project root as WORKDIR).' },
        queries: ['the image entrypoint calls the interpreter on the path of the module file', { before: 'inside the docker image\nthe start command in the build file names app/main.py' }] },
    ] },
  { id: 'group7-py-pickle-main', ecosystem: 'python', script: `${FILE('train.py', 'import pickle\n\nclass Scorer:\n    def __init__(self, w):\n        self.w = w\n\nwith open("model.pkl", "wb") as f:\n    pickle.dump(Scorer(0.5), f)')}${FILE('serve.py', 'import pickle\n\nwith open("model.pkl", "rb") as f:\n    model = pickle.load(f)\nprint(model.w)')}python3 train.py && python3 serve.py 2>&1 | grep -v '^    '`,
    sides: [
      { record: { title: "AttributeError: Can't get attribute on <module '__main__'>: the model was pickled in a Jupyter notebook", root_cause: 'The class was defined in a notebook cell, so the pickle refers to __main__.Scorer, which the serving process does not have', solution: 'Move the class into a module both import (from mylib.scoring import Scorer) and pickle again.' },
        queries: [{ before: 'the data scientist trained and saved it from an interactive notebook' }, 'saved from a notebook cell, loaded by the API'] },
      { record: { title: "Can't get attribute on <module '__main__'>: pickled by a script run directly, loaded under gunicorn", root_cause: 'train.py run as python train.py pickles its class as __main__.Scorer; under gunicorn or uvicorn __main__ is the server, not train.py', solution: 'Put the class in an importable module (or import it into the server\'s __main__ before loading); better, save parameters rather than pickled objects.' },
        queries: ['the training script is run from the shell and the web workers load its output', { before: 'the file is produced by a command line job\nthe loading happens in the WSGI server process' }] },
    ] },
  { id: 'group7-py-csv-field-limit', ecosystem: 'python', script: `python3 -c 'print("id,payload"); print("1," + "A" * 200000)' > export.csv && ${PY('import csv\nwith open("export.csv", newline="") as f:\n    rows = list(csv.reader(f))\nprint(len(rows))')}`,
    sides: [
      { record: { title: '_csv.Error: field larger than field limit (131072): a column really holds big values', root_cause: 'The export puts whole documents in a column (base64 images, JSON blobs), larger than the csv module\'s default limit of 128 KiB', solution: 'Raise the limit: csv.field_size_limit(sys.maxsize) (on Windows, 2**31 - 1).' },
        queries: ['one column contains embedded attachments encoded as text', { before: 'the dump has a column with whole JSON documents in it' }] },
      { record: { title: 'field larger than field limit: an unbalanced quote makes the rest of the file one field', root_cause: 'A value contains a lone double quote (12" screen), so the reader treats everything up to the next quote, often the end of the file, as a single field', solution: 'Fix the quoting at the source, or read with quoting=csv.QUOTE_NONE when the file does not quote fields.' },
        queries: ['one product name contains an inch mark typed as a double quote', { before: 'a free-text column sometimes has a stray quotation mark\nthe fields are small' }] },
    ] },
  { id: 'group7-py-strptime-month', ecosystem: 'python', script: PY('from datetime import datetime\nprint(datetime.strptime("15 Mär 2024", "%d %b %Y"))'),
    sides: [
      { record: { title: "ValueError: time data does not match format '%d %b %Y': German month names, English locale on the server", root_cause: 'The dates come from German users (Mär, Okt, Dez), and %b parses only the month names of the process\'s locale, which is C or English on the server', solution: 'Map the month names yourself (or use dateparser / babel), do not depend on the server locale.' },
        queries: ['the customers typing these dates are in Austria', { before: 'input from our German-speaking users' }] },
      { record: { title: "time data does not match format '%d %b %Y': the code relied on the desktop's locale, the container has none", root_cause: 'The script calls locale.setlocale(locale.LC_TIME, "") and works on a German desktop; the Docker image has no de_DE locale and no LANG, so %b expects English names', solution: 'Generate the locale in the image (locales, LANG=de_DE.UTF-8) or, better, parse without the locale.' },
        queries: ['it works on the developer workstation set up in German; in the slim image there are no language packs', { before: 'same code\nthe container has no locale variables at all' }] },
    ] },
  { id: 'group7-py-naive-aware', ecosystem: 'python', script: PY('from datetime import datetime, timezone\nstored = datetime.now(timezone.utc)\nprint(datetime.now() > stored)'),
    sides: [
      { record: { title: "TypeError: can't compare offset-naive and offset-aware datetimes: tests on SQLite, production on PostgreSQL", root_cause: 'A timestamptz column gives aware datetimes through psycopg, SQLite gives naive ones, and the code compares with datetime.now()', solution: 'Use aware datetimes everywhere (datetime.now(timezone.utc)) and run the tests against PostgreSQL.' },
        queries: ['green in the test suite that uses the file database, fails against the real Postgres in staging', { before: 'only with the production database engine' }] },
      { record: { title: "can't compare offset-naive and offset-aware datetimes in Django with USE_TZ = True", root_cause: 'With USE_TZ Django stores and returns aware datetimes, and the code builds naive ones with datetime.now()', solution: 'Use django.utils.timezone.now() (and timezone.make_aware for parsed values).' },
        queries: ['web framework settings have time zone support switched on', { before: 'django project\nthe settings enable the tz flag' }] },
    ] },
  { id: 'group7-py-loop-closed', ecosystem: 'python', script: PY('import asyncio\n\nasync def ping():\n    await asyncio.sleep(0)\n\nloop = asyncio.new_event_loop()\nloop.close()\nloop.run_until_complete(ping())', 'python3 -W ignore main.py'),
    sides: [
      { record: { title: 'RuntimeError: Event loop is closed at exit on Windows with aiohttp or httpx', root_cause: 'Windows\' default ProactorEventLoop closes transports after asyncio.run has already closed the loop, when a client session was not closed', solution: 'Close the session (async with), or set asyncio.WindowsSelectorEventLoopPolicy().' },
        queries: ['the script finishes its work and then prints this, only on the windows machines', { before: 'on win 11, at the very end of the program' }] },
      { record: { title: 'RuntimeError: Event loop is closed in pytest-asyncio: a client from an earlier test\'s loop is reused', root_cause: 'Each test gets a new event loop, and a module-level or session-scoped client (database pool, HTTP session) is bound to the first test\'s loop', solution: 'Create the client in a function-scoped fixture, or give the tests one loop (loop_scope="session").' },
        queries: ['the first async test passes and the next ones fail', { before: 'async test suite with a shared connection pool\nruns fine one test at a time' }] },
    ] },
  { id: 'group7-py-dict-changed', ecosystem: 'python', script: PY('cache = {"a": 1, "b": 2}\nfor key in cache:\n    if cache[key] > 1:\n        del cache[key]'),
    sides: [
      { record: { title: 'RuntimeError: dictionary changed size during iteration: another thread changes a shared cache', root_cause: 'A background thread (a scheduler or a threaded worker) adds or removes keys while a request iterates over the same dict', solution: 'Guard it with a threading.Lock, or iterate over a copy (list(cache.items())).' },
        queries: ['happens now and then under load, the scheduler thread updates the same in-memory store', { before: 'intermittent, with several worker threads' }] },
      { record: { title: 'dictionary changed size during iteration: code ported from Python 2 deletes keys in the loop', root_cause: 'In Python 2, d.keys() was a list; in Python 3 it is a view, so deleting while looping fails', solution: 'Loop over list(d) (or build a new dict with a comprehension).' },
        queries: ['this module was migrated from the legacy interpreter last month', { before: 'old code written for python 2.7\nfails every time on 3' }] },
    ] },
  { id: 'group7-py-bad-zip', ecosystem: 'python', script: `printf '\\320\\317\\021\\340\\241\\261\\032\\341binary' > statement.xlsx && ${PY('import zipfile\nwith zipfile.ZipFile("statement.xlsx") as z:\n    print(z.namelist())')}`,
    sides: [
      { record: { title: 'zipfile.BadZipFile: File is not a zip file: the workbook is password-protected', root_cause: 'Excel saves an encrypted .xlsx inside an OLE compound file, not a zip, so openpyxl and pandas cannot open it', solution: 'Decrypt it first (msoffcrypto-tool with the password), or ask for the file without a password.' },
        queries: [{ before: 'finance locks the spreadsheet with a password before mailing it' }, 'the workbook asks for a password when opened in the office app'] },
      { record: { title: 'BadZipFile File is not a zip file: an old binary .xls renamed to .xlsx', root_cause: 'The bank\'s (or a user\'s) export is an Excel 97 .xls with the new extension; the old format is not a zip', solution: 'Read it with xlrd (engine="xlrd") or convert it with LibreOffice (soffice --convert-to xlsx).' },
        queries: ['the online banking export claims to be modern format but is the legacy binary one', { before: 'someone just changed the file extension\nthe original came from an old office version' }] },
      { record: { title: 'BadZipFile: the watcher reads the file while it is still being uploaded', root_cause: 'The job picks up files as soon as they appear in the drop folder (SFTP, a sync client), before the writer has finished', solution: 'Have the writer upload under a temporary name and rename when done, or wait until the size stops changing.' },
        queries: ['the folder watcher fires as soon as the partner starts the transfer; big files fail, a retry later works', { before: 'files land over sftp into an inbox directory\nprocessing starts immediately' }] },
    ] },
  { id: 'group7-pytest-cov-args', ecosystem: 'python', script: `${FILE('tests/test_ok.py', 'def test_ok():\n    assert True')}python3 -m pytest --cov=app -q tests 2>&1 | grep -v '^  '`,
    sides: [
      { record: { title: 'pytest: error: unrecognized arguments: --cov: pytest-cov is not installed in this environment', root_cause: 'The CI job (or tox env) installs requirements.txt only, and pytest-cov is listed in requirements-dev.txt', solution: 'Install the dev requirements in that job (pip install -r requirements-dev.txt) or add pytest-cov to the tox env\'s deps.' },
        queries: ['the pipeline installs only the runtime dependency file', { before: 'in CI; the coverage plugin is in our dev requirements file' }] },
      { record: { title: 'unrecognized arguments: --cov: the pytest on PATH is not the virtualenv\'s', root_cause: 'The shell finds a global pytest (pipx, /usr/bin/pytest) outside the activated virtualenv, and that one has no plugins', solution: 'Run python -m pytest from the virtualenv (which pytest shows the culprit).' },
        queries: ['plugin is installed in my venv, yet the test command comes from a system-wide install', { before: 'which pytest points to /usr/bin\nthe plugin is in .venv' }] },
    ] },
  // C and C++
  { id: 'group7-c-fpic', ecosystem: 'gcc', script: `${FILE('util.c', 'int counter = 0;\nint bump(void) { return ++counter; }')}${FILE('plugin.c', 'int bump(void);\nint plugin_run(void) { return bump(); }')}gcc -c -fno-PIC util.c -o util.o && ar rcs libutil.a util.o && gcc -shared -fPIC plugin.c -L. -lutil -o libplugin.so 2>&1 | sed 's|/usr/bin/ld: [^ ]*libutil.a|/usr/bin/ld: libutil.a|'`,
    sides: [
      { record: { title: 'relocation R_X86_64_PC32 … recompile with -fPIC: a CMake static library linked into a shared module', root_cause: 'add_library(util STATIC …) is built without position-independent code, then linked into a shared library or a Python extension (pybind11)', solution: 'set_target_properties(util PROPERTIES POSITION_INDEPENDENT_CODE ON) (or CMAKE_POSITION_INDEPENDENT_CODE ON).' },
        queries: ['the cmake project builds a helper archive target and links it into the pybind module', { before: 'our own library target, built with cmake as a static archive\nthe python binding is a shared object' }] },
      { record: { title: 'can not be used when making a shared object; recompile with -fPIC: a vendor\'s prebuilt .a', root_cause: 'The static archive comes from a vendor SDK (or a distribution package) compiled without -fPIC, so it can only go into executables', solution: 'Link the vendor\'s shared library (.so) instead, or rebuild the library from source with -fPIC.' },
        queries: ['the archive ships in a third-party SDK we cannot recompile', { before: 'we link a precompiled archive from the hardware vendor' }] },
    ] },
  { id: 'group7-cxx-abi', ecosystem: 'gcc', script: `${FILE('greet.cpp', '#include <string>\nstd::string greet(const std::string& who) { return "hi " + who; }')}${FILE('main.cpp', '#include <string>\n#include <iostream>\nstd::string greet(const std::string& who);\nint main() { std::cout << greet("ana") << std::endl; }')}g++ -c -D_GLIBCXX_USE_CXX11_ABI=0 greet.cpp -o greet.o && g++ main.cpp greet.o -o app 2>&1 | sed 's|/usr/bin/ld: /tmp/[^:]*|/usr/bin/ld: main.o|'`,
    sides: [
      { record: { title: 'undefined reference to … std::__cxx11::basic_string: the downloaded libtorch is the pre-cxx11 ABI build', root_cause: 'PyTorch offers libtorch in two ABIs; the "Pre-cxx11 ABI" zip is built with _GLIBCXX_USE_CXX11_ABI=0 and the program with the default (1)', solution: 'Download the "cxx11 ABI" libtorch build (or compile your code with -D_GLIBCXX_USE_CXX11_ABI=0).' },
        queries: ['linking against the C++ distribution of the deep learning framework I downloaded from its website', { before: 'libtorch zip from pytorch.org' }] },
      { record: { title: 'undefined reference with std::__cxx11 in the signature: a vendor library built with the old GCC ABI (CentOS 7 devtoolset)', root_cause: 'Libraries built on CentOS/RHEL 7 (devtoolset) use the old std::string ABI', solution: 'Compile your code with -D_GLIBCXX_USE_CXX11_ABI=0 (add_compile_definitions in CMake), or get a build of the library for the new ABI.' },
        queries: ['the closed-source SDK was compiled on an old Red Hat release', { before: 'the proprietary library was built on RHEL 7 with devtoolset\nour code builds on Debian' }] },
    ] },
  { id: 'group7-cxx-optional', ecosystem: 'gcc', script: `${FILE('parse.cpp', '#include <optional>\n#include <string>\nstd::optional<int> parse(const std::string& s) { if (s.empty()) return std::nullopt; return std::stoi(s); }\nint main() { return parse("4").value_or(0); }')}g++ -std=gnu++14 parse.cpp -o parse 2>&1 | grep -v '^ *|\\|^ *[0-9]* |'`,
    sides: [
      { record: { title: "'optional' in namespace 'std' does not name a template type: an older g++ defaults to C++14", root_cause: 'GCC before 11 (Ubuntu 20.04\'s g++ 9, Debian 10) compiles as gnu++14 by default; the developer\'s newer compiler defaults to C++17', solution: 'Ask for the standard explicitly: -std=c++17, or set(CMAKE_CXX_STANDARD 17) with CMAKE_CXX_STANDARD_REQUIRED ON.' },
        queries: ['builds on my arch laptop, fails on the LTS build agent from 2020 with its stock compiler', { before: 'the build server has g++ 9' }] },
      { record: { title: "std::optional does not name a template type: the parent project sets CMAKE_CXX_STANDARD 14", root_cause: 'The library is built through add_subdirectory (or FetchContent) of a project that sets the C++ standard to 14 for everything', solution: 'Set the requirement on your own target: target_compile_features(lib PUBLIC cxx_std_17).' },
        queries: ['standalone it compiles; vendored into another team\'s super-build it does not', { before: 'pulled in with FetchContent by a bigger cmake project\nthat project pins the language level to 14' }] },
    ] },
  { id: 'group7-c-stringop-werror', ecosystem: 'gcc', script: `${FILE('name.c', '#include <string.h>\nstruct rec { char name[8]; };\nvoid set_name(struct rec *r, const char *s) { strncpy(r->name, s, sizeof r->name); }')}gcc -O2 -Wall -Werror -c name.c 2>&1 | grep -v '^ *|\\|^ *[0-9]* |'`,
    sides: [
      { record: { title: "error: 'strncpy' specified bound equals destination size [-Werror=stringop-truncation] after a compiler upgrade", root_cause: 'A newer GCC (8+, the new distribution or CI image) adds the warning, and the build turns warnings into errors', solution: 'Fix the copy (bound sizeof - 1 and terminate, or snprintf), or build with -Wno-error=stringop-truncation until it is fixed.' },
        queries: ['started when the build container moved to a newer debian with a newer compiler', { before: 'after upgrading the OS image of our build machines' }] },
      { record: { title: '[-Werror=stringop-truncation] only in release builds: the warning needs optimisation', root_cause: 'The analysis behind the warning runs only with -O2, so debug builds (-O0) are clean and the release configuration fails', solution: 'Fix the copy, or build the debug configuration with -O2 -Wall in CI too so it shows up early.' },
        queries: ['debug configuration is clean; the optimised configuration fails', { before: 'cmake build type Release\nthe Debug build passes' }] },
    ] },
  { id: 'group7-cxx-register', ecosystem: 'gcc', script: `${FILE('sum.cpp', 'int sum(const int* v, int n) { register int s = 0; for (int i = 0; i < n; ++i) s += v[i]; return s; }')}g++ -std=c++17 -Werror -c sum.cpp 2>&1 | grep -v '^ *|\\|^ *[0-9]* |'`,
    sides: [
      { record: { title: "ISO C++17 does not allow 'register' storage class specifier: GCC 11 made C++17 the default", root_cause: 'Old code compiled fine as C++14; GCC 11 and later (the new distribution\'s compiler) default to gnu++17, where register is gone', solution: 'Remove the register keyword (or build with -std=gnu++14 until then).' },
        queries: [{ before: 'the distro upgrade brought a much newer g++' }, 'nothing changed in the code, the toolchain got upgraded'] },
      { record: { title: "ISO C++17 does not allow 'register': an old third-party header included in a C++17 project", root_cause: 'The keyword is in a header of an old library (a generated parser, an old codec) that the C++17 code includes', solution: 'Include the header as a system header (-isystem) or patch it; for generated code regenerate with a newer generator.' },
        queries: ['the offending line is in a header of an ancient library we include', { before: 'the error points into an external header\nour own sources never use that keyword' }] },
    ] },
  // Java
  { id: 'group7-java-nosuchmethod', ecosystem: 'java', script: `${FILE('v2/com/acme/Text.java', 'package com.acme;\npublic class Text { public static String pad(String s, int n) { return String.format("%" + n + "s", s); } }')}${FILE('v1/com/acme/Text.java', 'package com.acme;\npublic class Text { public static String pad(String s) { return s; } }')}${FILE('app/Main.java', 'public class Main { public static void main(String[] a) { System.out.println(com.acme.Text.pad("x", 4)); } }')}javac -d lib2 v2/com/acme/Text.java && javac -d lib1 v1/com/acme/Text.java && javac -cp lib2 -d out app/Main.java && java -cp out:lib1 Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: 'java.lang.NoSuchMethodError: Maven picked an older version of a transitive dependency', root_cause: 'Two dependencies need different versions of one library, and Maven\'s nearest-wins mediation chose the older one, which lacks the method', solution: 'mvn dependency:tree -Dverbose to see it, then pin the newer version in dependencyManagement.' },
        queries: ['maven build, two libraries pull in different versions of the same helper jar', { before: 'dependency tree shows the helper library twice with different versions' }] },
      { record: { title: 'NoSuchMethodError on the cluster: the platform puts its own older copy of the library first', root_cause: 'Spark, Hadoop or the application server (Tomcat, WildFly) ships an older version of the library on its classpath, ahead of the application\'s', solution: 'Shade and relocate the library in your jar (maven-shade-plugin relocations), or set the user-classpath-first option.' },
        queries: ['runs in local tests, fails once the job is submitted to the spark cluster', { before: 'deployed into the shared application server\nit bundles its own copy of that library' }] },
    ] },
  { id: 'group7-java-noclassdef', ecosystem: 'java', script: `${FILE('src/com/acme/Json.java', 'package com.acme;\npublic class Json { public static String quote(String s) { return "\\"" + s + "\\""; } }')}${FILE('src/Main.java', 'public class Main { public static void main(String[] a) { System.out.println(com.acme.Json.quote("ok")); } }')}javac -d out src/com/acme/Json.java src/Main.java && rm -r out/com && java -cp out Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: 'java.lang.NoClassDefFoundError: the dependency has scope provided (or compileOnly)', root_cause: 'The library is on the compile classpath but marked provided in Maven (compileOnly in Gradle), so it is not packaged and the runtime has no copy', solution: 'Use the compile (implementation) scope when nothing at runtime provides the library.' },
        queries: ['in the pom that library is marked as supplied by the container, but we run standalone', { before: 'gradle declares it compile only' }] },
      { record: { title: 'NoClassDefFoundError: running the thin jar instead of the one with dependencies', root_cause: 'java -jar target/app.jar runs the plain jar; the dependencies are only in app-jar-with-dependencies.jar (or the shaded jar)', solution: 'Run the fat jar (or put the dependencies on -cp), and configure the shade or assembly plugin to replace the main artifact.' },
        queries: ['the launch script picks the smaller of the two jars the build produces', { before: 'target folder has two jars\nwe start the one without the suffix' }] },
    ] },
  { id: 'group7-java-parse-locale', ecosystem: 'java', script: `${FILE('src/Main.java', 'import java.time.LocalDate;\nimport java.time.format.DateTimeFormatter;\npublic class Main { public static void main(String[] a) { System.out.println(LocalDate.parse("15 Mar 2024", DateTimeFormatter.ofPattern("dd MMM yyyy"))); } }')}javac -d out src/Main.java && java -Duser.language=de -Duser.country=DE -cp out Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: "DateTimeParseException: Text could not be parsed at index 3: the server's default locale is not English", root_cause: 'DateTimeFormatter.ofPattern uses the JVM\'s default locale, which follows the host (de_DE in production), so MMM expects German month names', solution: 'Give the formatter a locale: DateTimeFormatter.ofPattern("dd MMM yyyy", Locale.ENGLISH).' },
        queries: ['the production VM was installed with a German system language', { before: 'on the Frankfurt hosts\nlocally it works' }] },
      { record: { title: 'DateTimeParseException at index 3 in the Android app: the phone\'s language is not English', root_cause: 'On Android the default locale is the user\'s phone language, so MMM parsing fails for users whose phone is set to another language', solution: 'Parse with Locale.US (or Locale.ROOT) for fixed-format data.' },
        queries: ['crash reports come from users whose handsets are set to French or German', { before: 'mobile app\nonly some users, depends on their device settings' }] },
    ] },
  { id: 'group7-java-number-comma', ecosystem: 'java', script: `${FILE('src/Main.java', 'public class Main { public static void main(String[] a) { System.out.println(Double.parseDouble("1,5") * 2); } }')}javac -d out src/Main.java && java -cp out Main 2>&1 | ${JAVA_CLEAN}`,
    sides: [
      { record: { title: 'NumberFormatException For input string "1,5": numbers from a spreadsheet with a decimal comma', root_cause: 'The CSV comes from a European-locale Excel, which writes 1,5 for one and a half; Double.parseDouble accepts only a dot', solution: 'Parse with NumberFormat.getInstance(Locale.GERMANY) (or the source\'s locale), or export with a dot.' },
        queries: ['the values come from the accounting team\'s excel files in France', { before: 'importing the price list a Dutch customer sent us' }] },
      { record: { title: 'NumberFormatException "1,5": a value formatted with String.format on a German JVM and parsed back', root_cause: 'The code writes numbers with String.format("%.1f") (default locale: comma on a de_DE host) and reads them back with parseDouble', solution: 'Format with Locale.ROOT (String.format(Locale.ROOT, …)) whenever text is for machines.' },
        queries: ['we write the figure to a text file ourselves and read it again; only on the machines set to a continental european locale', { before: 'round trip through our own config file\nthe host language differs between servers' }] },
    ] },
  { id: 'group7-javac-release', ecosystem: 'java', script: `${FILE('src/Main.java', 'public class Main { public static void main(String[] a) { System.out.println("ok"); } }')}javac --release 21 -d out src/Main.java 2>&1`,
    sides: [
      { record: { title: 'error: release version 21 not supported: JAVA_HOME points at an older JDK than the build needs', root_cause: 'The pom (maven.compiler.release 21) or Gradle config wants 21, but mvn -v shows Maven running on JDK 17 from JAVA_HOME', solution: 'Point JAVA_HOME at a JDK 21 (or use Maven toolchains / a Gradle toolchain).' },
        queries: ['the shell environment variable for the Java location still names the 17 install', { before: 'on my terminal, mvn -v reports the old runtime' }] },
      { record: { title: 'release version 21 not supported in IntelliJ: the project SDK or Gradle JVM is older', root_cause: 'The IDE builds with its configured Project SDK (or "Gradle JVM"), which is 17, while the command line uses 21', solution: 'Set Project Structure > SDK and Settings > Gradle > Gradle JVM to JDK 21.' },
        queries: ['the command line build passes; building from inside the JetBrains IDE fails', { before: 'in the IDE only' }] },
      { record: { title: 'release version 21 not supported in the Docker build: the builder image has JDK 17', root_cause: 'The Dockerfile\'s build stage is FROM maven:3-eclipse-temurin-17 and the project moved to Java 21', solution: 'Use a JDK 21 builder image (maven:3-eclipse-temurin-21).' },
        queries: ['the multi-stage image build still uses the temurin 17 maven image', { before: 'docker build of the service\nthe first stage image tag was not updated' }] },
    ] },
  // Go
  { id: 'group7-go-sum-missing', ecosystem: 'go', script: `printf 'module example.com/ledger\\n\\ngo 1.19\\n\\nrequire github.com/google/uuid v1.3.0\\n' > go.mod && ${GO('package main\n\nimport "github.com/google/uuid"\n\nfunc main() { println(uuid.NewString()) }', 'GOPROXY=off go build .')}`,
    sides: [
      { record: { title: 'missing go.sum entry for module providing package: go.sum is not committed', root_cause: 'go.sum is in .gitignore (or was never added), so a fresh clone or CI has go.mod without checksums', solution: 'Run go mod tidy and commit go.sum; it belongs in version control.' },
        queries: ['our ignore file lists the checksum file, so CI never gets it', { before: 'fresh clone on the build agent' }] },
      { record: { title: 'missing go.sum entry: go.mod was changed without go mod tidy (a bot or a merge)', root_cause: 'Dependabot, a hand edit or a merge conflict resolution changed the require lines in go.mod, and go.sum was not updated to match', solution: 'Run go mod tidy and commit both files.' },
        queries: ['after merging the branch, I fixed the conflict in the module file by hand', { before: 'the automated dependency update PR touched only one of the two module files' }] },
      { record: { title: 'missing go.sum entry in docker build: only go.mod is copied before go mod download', root_cause: 'The Dockerfile does COPY go.mod ./ without go.sum before downloading modules', solution: 'COPY go.mod go.sum ./ then RUN go mod download.' },
        queries: ['the image build copies the module file alone to cache the download layer', { before: 'container build\nthe copy instruction lists only the module definition' }] },
    ] },
  { id: 'group7-go-x509-unknown', ecosystem: 'go', script: GO('package main\n\nimport (\n\t"fmt"\n\t"net/http"\n\t"net/http/httptest"\n\t"os"\n)\n\nfunc main() {\n\tsrv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))\n\tdefer srv.Close()\n\tif _, err := http.Get(srv.URL); err != nil {\n\t\tfmt.Println(err)\n\t\tos.Exit(1)\n\t}\n}'),
    sides: [
      { record: { title: 'x509: certificate signed by unknown authority in a FROM scratch (or distroless static) image', root_cause: 'The image has only the Go binary and no CA bundle, so no public certificate can be verified', solution: 'COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ in the final stage (or import golang.org/x/crypto/x509roots/fallback).' },
        queries: ['the final stage of our image is empty apart from the compiled binary', { before: 'calling a public API from the minimal container' }] },
      { record: { title: 'x509: certificate signed by unknown authority behind a TLS-inspecting corporate proxy', root_cause: 'The company proxy re-signs HTTPS with its own root CA, which the machine\'s store (or Go\'s) does not have', solution: 'Install the corporate root in the system store (update-ca-certificates) or point SSL_CERT_FILE at a bundle that includes it.' },
        queries: ['only from the office; on the home network it works', { before: 'company laptop\nnetwork security appliance intercepts https' }] },
      { record: { title: 'x509 unknown authority: an internal service uses a certificate from the company\'s private CA', root_cause: 'The service\'s certificate is issued by an internal CA that clients are not configured to trust', solution: 'Add the internal CA to the client\'s RootCAs (tls.Config) or the system store.' },
        queries: ['talking to our own intranet service whose certs the platform team issues', { before: 'the endpoint is internal, signed by our own certificate authority' }] },
    ] },
  { id: 'group7-go-http-to-https', ecosystem: 'go', script: GO('package main\n\nimport (\n\t"fmt"\n\t"net/http"\n\t"net/http/httptest"\n\t"os"\n\t"strings"\n)\n\nfunc main() {\n\tsrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))\n\tdefer srv.Close()\n\tif _, err := http.Get(strings.Replace(srv.URL, "http://", "https://", 1)); err != nil {\n\t\tfmt.Println(err)\n\t\tos.Exit(1)\n\t}\n}'),
    sides: [
      { record: { title: 'http: server gave HTTP response to HTTPS client: pushing to a private registry served over plain HTTP', root_cause: 'The self-hosted registry listens without TLS, and Docker (or containerd, or a Go client) uses HTTPS for every registry not marked insecure', solution: 'Serve the registry with TLS, or add it to "insecure-registries" in /etc/docker/daemon.json (containerd: hosts.toml) and restart.' },
        queries: ['docker push to the image store we run ourselves on port 5000', { before: 'our own container registry on the LAN' }] },
      { record: { title: 'server gave HTTP response to HTTPS client: the URL says https but the local service speaks HTTP', root_cause: 'The configured URL (an env file) has https://, which is right behind the production load balancer, but locally and in docker compose the service serves plain HTTP', solution: 'Use http:// for local and compose environments (TLS ends at the load balancer), or serve TLS locally.' },
        queries: ['in compose the services talk to each other directly; in prod TLS ends at the ingress', { before: 'local docker compose environment\nthe env file was copied from production' }] },
    ] },
  // Rust
  { id: 'group7-rust-target-missing', ecosystem: 'cargo', script: `printf 'fn main() { println!("hi"); }\\n' > main.rs && RUSTUP_HOME=/root/.rustup rustc --target aarch64-unknown-linux-gnu main.rs 2>&1`,
    sides: [
      { record: { title: "error[E0463]: can't find crate for std: the cross-compilation target is not installed", root_cause: 'Building for another architecture (a Raspberry Pi, an ARM server) needs that target\'s standard library, which rustup does not install by default', solution: 'rustup target add aarch64-unknown-linux-gnu (plus a linker for it, or use cross).' },
        queries: ['building on my x86 workstation for the single-board computer', { before: 'cross building for the arm64 box' }] },
      { record: { title: "can't find crate for std in CI: rust-toolchain.toml selects a toolchain without the target", root_cause: 'The pinned toolchain from rust-toolchain.toml is installed fresh in CI, without the targets added by hand on developer machines', solution: 'List the target in rust-toolchain.toml (targets = ["aarch64-unknown-linux-gnu"]).' },
        queries: ['the pipeline installs the pinned compiler version from our toolchain file', { before: 'works on dev machines where we added it manually\nthe runner is fresh every time' }] },
      { record: { title: "can't find crate for std: the distribution's rustc cannot add targets", root_cause: 'rustc and cargo installed from apt (or dnf) come with the host standard library only, and rustup is not there to add more', solution: 'Install the toolchain with rustup (or the distribution\'s libstd-rust-dev-<arch> package where there is one).' },
        queries: ['the compiler came from the debian package repository, not the official installer', { before: 'apt install cargo\nno rustup on this machine' }] },
    ] },
  { id: 'group7-cargo-locked', ecosystem: 'cargo', script: `mkdir -p util/src src && printf '[package]\\nname = "util"\\nversion = "0.1.0"\\nedition = "2021"\\n' > util/Cargo.toml && printf 'pub fn one() -> u8 { 1 }\\n' > util/src/lib.rs && printf '[package]\\nname = "tally"\\nversion = "0.1.0"\\nedition = "2021"\\n' > Cargo.toml && printf 'fn main() {}\\n' > src/main.rs && ${RUST} cargo generate-lockfile --offline >/dev/null 2>&1 && printf '\\n[dependencies]\\nutil = { path = "util" }\\n' >> Cargo.toml && ${RUST} cargo build --locked --offline 2>&1 | sed 's| /[^ ]*/Cargo.lock| Cargo.lock|'`,
    sides: [
      { record: { title: 'error: cannot update the lock file Cargo.lock because --locked was passed: Cargo.toml changed without the lock', root_cause: 'A dependency was added or bumped in Cargo.toml and the updated Cargo.lock was not committed, so CI\'s cargo build --locked refuses to change it', solution: 'Run cargo build (or cargo update -p <crate>) locally and commit Cargo.lock.' },
        queries: ['I added a crate to the manifest and pushed; the pipeline builds with the flag that forbids lock changes', { before: 'a pull request that edits the dependency list' }] },
      { record: { title: 'cannot update the lock file because --locked was passed: cargo install --locked with a stale published lock', root_cause: 'The tool\'s published Cargo.lock does not match its manifest (a release made without refreshing the lock)', solution: 'Install without --locked (cargo install <tool>), or an earlier or later release whose lock matches.' },
        queries: ['installing a command line tool from crates.io with the flag the README recommends', { before: 'cargo install of a third-party binary\nits last release' }] },
    ] },
  // git
  { id: 'group7-git-checkout-overwritten', ecosystem: 'git', script: `${GIT} && printf 'a\\n' > app.cfg && git add . && git commit -qm one && git checkout -qb feature && printf 'b\\n' > app.cfg && git commit -qam two && git checkout -q main && printf 'local\\n' > app.cfg && git checkout feature 2>&1`,
    sides: [
      { record: { title: 'error: Your local changes would be overwritten by checkout: line endings rewritten by core.autocrlf on Windows', root_cause: 'With core.autocrlf=true and files committed with CRLF (or without a .gitattributes), Git shows files as modified that nobody edited', solution: 'Add a .gitattributes (* text=auto) and run git add --renormalize ., or set core.autocrlf to input.' },
        queries: ['on the windows machines files show as changed right after cloning though nobody touched them', { before: 'windows, git diff shows every line changed but they look identical' }] },
      { record: { title: 'local changes would be overwritten by checkout: a tracked file rewritten by the install or build', root_cause: 'npm install rewrites a tracked package-lock.json (or a build step regenerates a tracked file), so switching branches finds it modified', solution: 'Use npm ci (it does not rewrite the lock), or stop tracking generated files (.gitignore).' },
        queries: ['the dependency install step keeps modifying the lockfile in the working copy', { before: 'after running the package manager install\nthe only changed file is generated' }] },
      { record: { title: 'would be overwritten by checkout: file mode changes on a mounted volume or WSL', root_cause: 'On a drvfs or shared-folder mount every file looks executable, so git sees a mode change (old mode 100644, new mode 100755)', solution: 'git config core.fileMode false in that clone.' },
        queries: ['the repo lives on the windows drive and I work on it from the linux subsystem', { before: 'git diff only shows old mode / new mode lines' }] },
    ] },
  { id: 'group7-git-unknown-revision', ecosystem: 'git', script: `${GIT} && printf 'a\\n' > README && git add . && git commit -qm one && git diff --name-only origin/main...HEAD 2>&1`,
    sides: [
      { record: { title: "fatal: ambiguous argument 'origin/main...HEAD': unknown revision: the CI checkout is shallow and has only one branch", root_cause: 'actions/checkout (and GitLab\'s GIT_DEPTH) fetches a single commit of the branch being built, so origin/main does not exist there', solution: 'Fetch it: fetch-depth: 0 in actions/checkout, or git fetch origin main:refs/remotes/origin/main --depth=…' },
        queries: ['the changed-files step in the workflow; the runner clones with depth one', { before: 'only on the build runner\nlocally the same diff command lists the files' }] },
      { record: { title: "ambiguous argument 'origin/main': unknown revision: the repository's default branch is master", root_cause: 'The script assumes main, and this (older) repository\'s default branch is master (or develop)', solution: 'Use the remote\'s HEAD (git symbolic-ref refs/remotes/origin/HEAD) or make the branch name a setting.' },
        queries: ['this repository predates the rename and its trunk is still called master', { before: 'the script is shared across our repos; this old one uses a different trunk name' }] },
    ] },
  { id: 'group7-git-detached-push', ecosystem: 'git', script: `git init -q --bare remote.git && ${GIT} && git remote add origin remote.git && printf 'a\\n' > VERSION && git add . && git commit -qm one && printf 'b\\n' > VERSION && git commit -qam two && git checkout -q HEAD~1 && git push origin 2>&1`,
    sides: [
      { record: { title: 'fatal: You are not currently on a branch: the CI job checks out a commit, not a branch', root_cause: 'Jenkins, GitHub Actions (pull_request) and GitLab check out the commit SHA in detached HEAD, so a release job that bumps a version and pushes has no branch', solution: 'Push explicitly: git push origin HEAD:refs/heads/$BRANCH_NAME (or check out the branch first).' },
        queries: ['the release job in our pipeline commits a version bump and pushes it', { before: 'in the Jenkins job that tags and pushes' }] },
      { record: { title: 'You are not currently on a branch: a rebase or bisect is still in progress', root_cause: 'An interactive rebase stopped at a conflict (or git bisect was left running), which leaves HEAD detached', solution: 'Finish or abort it first (git rebase --continue / --abort, git bisect reset), then push.' },
        queries: ['I was in the middle of rewriting history and it stopped at a conflict', { before: 'on my laptop\ngit status says interactive rebase in progress' }] },
    ] },
  // shells
  { id: 'group7-dash-paren', ecosystem: 'bash', script: `${FILE('deploy.sh', '#!/bin/bash\ntargets=(web worker)\nfor t in "\${targets[@]}"; do echo "$t"; done')}sh deploy.sh 2>&1`,
    sides: [
      { record: { title: 'Syntax error: "(" unexpected: the pipeline calls the bash script with sh', root_cause: 'The CI step runs sh deploy.sh, which ignores the #!/bin/bash line; on Debian and Ubuntu sh is dash, which has no arrays', solution: 'Run it as bash deploy.sh, or chmod +x and call ./deploy.sh so the shebang applies.' },
        queries: ['the pipeline step invokes it through the POSIX shell explicitly', { before: 'job config says: sh ./deploy.sh' }] },
      { record: { title: 'Syntax error: "(" unexpected in a Dockerfile RUN: the shell form uses /bin/sh', root_cause: 'RUN lines run with /bin/sh -c (dash in Debian-based images), so bash syntax fails', solution: 'Add SHELL ["/bin/bash", "-c"] before the RUN lines, or put the code in a bash script.' },
        queries: ['the same lines work in my terminal; inside the image build they do not', { before: 'building the container from a debian base' }] },
      { record: { title: 'Syntax error: "(" unexpected in a Makefile recipe: make runs recipes with /bin/sh', root_cause: 'GNU make uses /bin/sh for recipes, which is dash on Debian and Ubuntu', solution: 'Set SHELL := /bin/bash at the top of the Makefile.' },
        queries: ['the loop is inside a target of our make file', { before: 'make deploy on the ubuntu server\nthe recipe uses an array' }] },
    ] },
  { id: 'group7-dash-source', ecosystem: 'bash', script: `python3 -m venv --without-pip .venv >/dev/null 2>&1; sh -c 'source .venv/bin/activate && python --version' 2>&1`,
    sides: [
      { record: { title: 'sh: 1: source: not found in a Makefile: make uses /bin/sh', root_cause: 'The recipe calls source, a bash builtin; make runs recipes with /bin/sh (dash on Debian/Ubuntu)', solution: 'Use . .venv/bin/activate (or call .venv/bin/python directly), or SHELL := /bin/bash.' },
        queries: ['the make target that prepares the virtual environment', { before: 'make install on the linux build box' }] },
      { record: { title: 'source: not found in an npm script on Linux: npm runs scripts with sh', root_cause: 'npm scripts run with /bin/sh; on macOS that is bash, so it works for the Mac developers, and on Linux it is dash', solution: 'Use . instead of source, or set script-shell=bash in .npmrc.' },
        queries: ['package.json script works for the macbook users, breaks for the linux users', { before: 'npm run setup\nteammates on apple laptops are fine' }] },
    ] },
  { id: 'group7-bash-unbound', ecosystem: 'bash', script: `${FILE('release.sh', '#!/usr/bin/env bash\nset -euo pipefail\ncurl -s -H "Authorization: Bearer $DEPLOY_TOKEN" https://deploy.invalid/hook')}env -u DEPLOY_TOKEN bash release.sh 2>&1`,
    sides: [
      { record: { title: 'DEPLOY_TOKEN: unbound variable in a pull request from a fork: secrets are not passed', root_cause: 'GitHub Actions does not give repository secrets to workflows triggered by pull requests from forks, so the variable is not set', solution: 'Skip the step for forks (if: github.event.pull_request.head.repo.full_name == github.repository), or run it after merge.' },
        queries: ['only for contributions that come from someone\'s copy of the repository', { before: 'external contributor opened a PR\nour own branches are fine' }] },
      { record: { title: 'unbound variable under cron: the variable is set in ~/.bashrc, which cron does not read', root_cause: 'cron runs jobs with a minimal environment; variables exported in the login shell\'s rc files are missing', solution: 'Define it in the crontab (KEY=value lines) or source a dedicated env file in the script.' },
        queries: ['by hand it runs; scheduled at night it fails', { before: 'scheduled with crontab -e\nthe token is exported in my shell profile' }] },
    ] },
  { id: 'group7-bash-permission-denied', ecosystem: 'bash', script: `${FILE('build.sh', '#!/bin/bash\necho building')}chmod 644 build.sh && bash -c ./build.sh 2>&1`,
    sides: [
      { record: { title: 'bash: ./build.sh: Permission denied: committed from Windows without the executable bit', root_cause: 'Windows has no executable bit, so the file was added to git as 100644', solution: 'git update-index --chmod=+x build.sh and commit.' },
        queries: ['the script was added to the repository by a colleague on windows', { before: 'git ls-files --stage shows 100644 for it' }] },
      { record: { title: 'Permission denied running a script from a noexec mount', root_cause: 'The filesystem (/tmp on hardened hosts, /dev/shm, some Docker volumes) is mounted noexec, so nothing on it can be executed even with +x', solution: 'Run it through the interpreter (bash build.sh), or place it on an exec mount.' },
        queries: ['the file is executable, but it lives in the temp directory of a hardened server', { before: 'ls -l shows the x bit\nmount lists the partition with noexec' }] },
      { record: { title: 'Permission denied after downloading a build artifact: the upload dropped the file modes', root_cause: 'actions/upload-artifact (and zip downloads) do not keep permissions, so the downloaded script is not executable', solution: 'chmod +x after download, or tar the files before uploading.' },
        queries: ['the script comes out of a previous job\'s artifact', { before: 'download-artifact step, then running the helper from it' }] },
    ] },
  // certificates, keys and files
  { id: 'group7-openssl-no-start-line', ecosystem: 'openssl', script: `openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=shop.example -keyout k.pem -out c.pem -days 2 >/dev/null 2>&1 && openssl x509 -in c.pem -outform DER -out shop.cer && openssl x509 -inform PEM -in shop.cer -noout -subject 2>&1 | sed 's/^[0-9A-F]*:error/error/'`,
    sides: [
      { record: { title: 'Could not read certificate, unable to load certificate: the .cer was exported as DER from Windows', root_cause: 'The Windows certificate export wizard (and many portals) write binary DER, while openssl expects PEM by default', solution: 'openssl x509 -inform DER -in shop.cer -out shop.pem (or export as "Base-64 encoded X.509").' },
        queries: ['the admin exported it from the windows certificate manager console', { before: 'cert file from the IIS box, binary when opened in a text editor' }] },
      { record: { title: 'Unable to load certificate: the file is a PKCS#12 bundle (.pfx or .p12)', root_cause: 'The certificate was delivered as a .pfx (from Azure, IIS, or a CA\'s download), which holds key and chain in PKCS#12, not PEM', solution: 'openssl pkcs12 -in bundle.pfx -clcerts -nokeys -out cert.pem (and -nocerts for the key).' },
        queries: ['what the certificate authority sent is a password-protected bundle with the key inside', { before: 'we downloaded the keyvault export' }] },
    ] },
  { id: 'group7-ssh-key-libcrypto', ecosystem: 'ssh', script: `ssh-keygen -q -t ed25519 -N '' -f id_deploy >/dev/null && printf '%s' "$(cat id_deploy)" > id_broken && chmod 600 id_broken && ssh-keygen -y -f id_broken 2>&1`,
    sides: [
      { record: { title: 'Load key: error in libcrypto: the key from a CI secret lost its final newline', root_cause: 'GitHub Actions or GitLab variables strip the trailing newline (or all newlines) of the pasted key, and OpenSSH 8.x needs the final line ending', solution: 'Write it with a newline (echo "$SSH_KEY" > key, or printf "%s\\n"), or store the key base64-encoded.' },
        queries: ['the private key is pasted into the pipeline\'s secret settings', { before: 'workflow writes the deploy key from a secret to a file' }] },
      { record: { title: 'Load key: error in libcrypto: the key file has Windows line endings', root_cause: 'The key was copied through a Windows editor or git with autocrlf, so its lines end in CRLF', solution: 'dos2unix id_deploy (or sed -i "s/\\r$//").' },
        queries: ['the key was opened and saved in notepad before copying it to the server', { before: 'file command says with CRLF line terminators' }] },
      { record: { title: 'Load key: error in libcrypto: a PuTTY .ppk key given to OpenSSH', root_cause: 'PuTTYgen keys (PuTTY-User-Key-File) are not in OpenSSH format', solution: 'Convert: puttygen key.ppk -O private-openssh -o id_deploy (or Conversions > Export OpenSSH key).' },
        queries: ['the key was generated with the putty tools on a windows desktop', { before: 'the file starts with PuTTY-User-Key-File-3' }] },
    ] },
  { id: 'group7-xmllint-start-tag', ecosystem: 'xml', script: `printf '{"error":"rate limit exceeded","retry_after":60}\\n' > feed.xml && xmllint --noout feed.xml 2>&1`,
    sides: [
      { record: { title: "parser error : Start tag expected, '<' not found: the API returned a JSON error body", root_cause: 'The download saved whatever came back; on an error (rate limit, expired token) the service answers with JSON, not the XML feed', solution: 'Check the HTTP status and Content-Type before parsing (curl --fail), and handle the error answer.' },
        queries: ['the download job runs every minute and the partner throttles us', { before: 'fetching the partner feed with curl in a loop' }] },
      { record: { title: "Start tag expected, '<' not found: the saved response is still gzip-compressed", root_cause: 'The server sends the body with Content-Encoding: gzip (or serves sitemap.xml.gz), and the file was saved without decompressing', solution: 'curl --compressed (or gunzip the file) before parsing.' },
        queries: ['the web server compresses its responses; we save the raw bytes', { before: 'file says gzip compressed data for the downloaded xml' }] },
    ] },
  { id: 'group7-unzip-eocd', ecosystem: 'zip', script: `printf 'version https://git-lfs.github.com/spec/v1\\noid sha256:4d7a2146a2c1b4f6e0f0c8c9b9f3d9e5a1b2c3d4e5f60718293a4b5c6d7e8f90\\nsize 18234991\\n' > assets.zip && unzip -q assets.zip 2>&1`,
    sides: [
      { record: { title: 'End-of-central-directory signature not found: the zip is a Git LFS pointer', root_cause: 'The repository stores the archive in Git LFS and the checkout did not fetch LFS objects (git-lfs not installed, or actions/checkout with lfs: false), so the file is a small text pointer', solution: 'git lfs install && git lfs pull (lfs: true in actions/checkout).' },
        queries: ['the archive is tracked with the large file extension of git and CI clones without it', { before: 'the file in the checkout is only a few hundred bytes' }] },
      { record: { title: 'End-of-central-directory signature not found: curl saved a redirect page, not the archive', root_cause: 'GitHub release (and many download) URLs redirect, and curl without -L saves the redirect response body', solution: 'curl -L -o file.zip URL (and --fail so errors do not get saved).' },
        queries: ['the script downloads the release asset with curl and no follow-redirects flag', { before: 'downloading from the project\'s releases page in a script' }] },
      { record: { title: 'End-of-central-directory signature not found: one part of a split archive', root_cause: 'The archive was split into parts (file.z01, file.z02, file.zip), and unzip was given only the last part', solution: 'Join the parts first: zip -s 0 file.zip --out whole.zip, then unzip whole.zip.' },
        queries: ['the upload came in several numbered pieces because of the mail size limit', { before: 'the sender split the archive into volumes' }] },
    ] },
  // PostgreSQL
  { id: 'group7-psql-db-missing', ecosystem: 'postgresql', script: PG('SELECT 1', 'psql7 -d appdb -c "SELECT 1"'),
    sides: [
      { record: { title: 'FATAL: database "appdb" does not exist: POSTGRES_DB only applies when the data volume is empty', root_cause: 'The postgres Docker image creates POSTGRES_DB on its first start only; the volume already held a cluster from before the variable was changed', solution: 'Create the database (createdb appdb), or remove the volume (docker compose down -v) to initialise again.' },
        queries: ['I changed the database name in the compose environment section; the named volume survived', { before: 'docker compose, persistent volume for the data directory' }] },
      { record: { title: 'database does not exist in CI: the service container creates another database than the tests use', root_cause: 'The workflow\'s postgres service sets POSTGRES_DB=app, and the test settings connect to appdb (or app_test)', solution: 'Make them match, or add a createdb step before the tests.' },
        queries: ['in the workflow the database sidecar is configured with a different db name than our test settings', { before: 'GitHub Actions services: postgres' }] },
    ] },
  { id: 'group7-psql-dup-pkey', ecosystem: 'postgresql', script: PG('CREATE TABLE items (id serial PRIMARY KEY, name text); INSERT INTO items (id, name) VALUES (1, \'a\'), (2, \'b\')', 'psql7 -d postgres -c "INSERT INTO items (name) VALUES (\'c\')"'),
    sides: [
      { record: { title: 'duplicate key value violates unique constraint "items_pkey": the sequence is behind after an import', root_cause: 'Rows were loaded with explicit ids (COPY, a data-only restore, a migration from MySQL), which does not advance the serial\'s sequence', solution: 'SELECT setval(pg_get_serial_sequence(\'items\', \'id\'), (SELECT max(id) FROM items));' },
        queries: ['right after we moved the data over from the old MySQL server', { before: 'bulk loaded the table from a CSV including the id column' }] },
      { record: { title: 'duplicate key value violates "items_pkey" in tests: fixtures insert fixed ids', root_cause: 'The seed or fixture data inserts rows with hard-coded ids, and the test then inserts without an id, starting the sequence at 1', solution: 'Let the fixtures take ids from the sequence, or reset the sequences after seeding.' },
        queries: ['only in the integration tests after the seed data is loaded', { before: 'test setup loads fixture rows with their ids spelled out' }] },
    ] },
  { id: 'group7-psql-datestyle', ecosystem: 'postgresql', script: PG('SELECT 1', 'psql7 -d postgres -c "SET datestyle = \'ISO, MDY\'" -c "SELECT \'13/01/2024\'::date"'),
    sides: [
      { record: { title: 'date/time field value out of range: "13/01/2024": day-first dates in the imported file', root_cause: 'The file has European day/month/year dates, and the server reads ambiguous dates month first (DateStyle MDY)', solution: 'Convert explicitly: to_date(col, \'DD/MM/YYYY\'), or SET datestyle = \'ISO, DMY\' for the load.' },
        queries: ['the records come from our Italian stores\' tills', { before: 'loading a file exported by a European customer' }] },
      { record: { title: 'date/time field value out of range: the production server\'s DateStyle differs from development', root_cause: 'initdb set datestyle from the OS locale: MDY on one server (en_US) and DMY on the other (en_GB), and the application sends dates as text', solution: 'Send ISO 8601 dates (or bind date parameters), and do not rely on DateStyle.' },
        queries: ['the same insert works against the dev database cluster and fails on the one set up in London', { before: 'two database servers installed with different OS locales' }] },
    ] },
  { id: 'group7-psql-statement-timeout', ecosystem: 'postgresql', script: PG('SELECT 1', 'psql7 -d postgres -c "SET statement_timeout = 100" -c "SELECT pg_sleep(1)"'),
    sides: [
      { record: { title: 'canceling statement due to statement timeout: the production role has a statement_timeout', root_cause: 'The DBA set ALTER ROLE app SET statement_timeout = \'30s\' (or the managed service\'s parameter group does), and a migration or batch runs longer', solution: 'SET LOCAL statement_timeout = 0 (or a larger value) inside the migration\'s transaction.' },
        queries: ['the schema change ran fine locally, on the managed cloud database it is cut off', { before: 'running migrations against the hosted instance' }] },
      { record: { title: 'canceling statement due to statement timeout: a report query became slow as the table grew', root_cause: 'A query without a usable index (a sequential scan) crosses the timeout once the table is large', solution: 'EXPLAIN ANALYZE it and add the missing index (CREATE INDEX CONCURRENTLY).' },
        queries: ['the monthly dashboard query got slower week by week and now fails', { before: 'the table has grown to tens of millions of rows' }] },
    ] },
  { id: 'group7-psql-column-case', ecosystem: 'postgresql', script: PG('CREATE TABLE orders (\\"userId\\" int, total numeric)', 'psql7 -d postgres -c "SELECT userId FROM orders"'),
    sides: [
      { record: { title: 'column "userid" does not exist: the ORM created camelCase columns with quotes', root_cause: 'Prisma, Sequelize or Entity Framework create "userId" quoted, and unquoted identifiers in hand-written SQL are folded to lower case', solution: 'Quote the column in raw SQL ("userId"), or map the ORM to snake_case column names.' },
        queries: ['the schema comes from our TypeScript ORM\'s migrations; the report is handwritten SQL', { before: 'tables generated by prisma migrate' }] },
      { record: { title: 'column "userid" does not exist after moving from MySQL or SQL Server', root_cause: 'The queries were written for a database where identifiers are case-insensitive, and the migration tool created the columns quoted, keeping their case', solution: 'Rename the columns to lower case (ALTER TABLE … RENAME COLUMN "userId" TO user_id) or quote them everywhere.' },
        queries: ['the application queries were written years ago for the Microsoft database we just left', { before: 'we ported the schema with a conversion tool from mysql' }] },
    ] },
  { id: 'group7-psql-uuid-function', ecosystem: 'postgresql', script: PG('SELECT 1', 'psql7 -d postgres -c "SELECT uuid_generate_v4()"'),
    sides: [
      { record: { title: 'function uuid_generate_v4() does not exist: the extension was never created in this database', root_cause: 'uuid-ossp was created by hand in the development database; a new database (tests, a new environment) does not have it, and extensions are per database', solution: 'Add CREATE EXTENSION IF NOT EXISTS "uuid-ossp"; to the first migration (or use gen_random_uuid(), built in since PostgreSQL 13).' },
        queries: ['a brand-new database for the staging environment, migrations from scratch', { before: 'my local db has it because I ran it manually once' }] },
      { record: { title: 'uuid_generate_v4() does not exist: the extension lives in a schema that is not on the search_path', root_cause: 'The extension is installed in the extensions schema (Supabase and some hosts do this), and the role\'s search_path has only public', solution: 'Call extensions.uuid_generate_v4(), or add the schema to the search_path.' },
        queries: ['hosted on supabase; the extension shows as enabled in the dashboard', { before: '\\dx lists it under a schema other than public' }] },
    ] },
  { id: 'group7-psql-invalid-byte', ecosystem: 'postgresql', script: `printf 'id,name\\n1,Ren\\351e\\n' > /tmp/contextd-customers7.csv && chmod 644 /tmp/contextd-customers7.csv && ${PG('CREATE TABLE customers (id int, name text)', 'psql7 -d postgres -c "\\\\copy customers FROM \'/tmp/contextd-customers7.csv\' CSV HEADER"')}; rm -f /tmp/contextd-customers7.csv`,
    sides: [
      { record: { title: 'invalid byte sequence for encoding "UTF8": 0xe9: the CSV was saved by Excel on Windows in Windows-1252', root_cause: 'Excel\'s plain "CSV" export on Windows writes the ANSI code page, not UTF-8', solution: 'Load with \\copy … WITH (FORMAT csv, ENCODING \'WIN1252\'), or export as "CSV UTF-8".' },
        queries: ['the customer list was exported from a spreadsheet on a windows PC', { before: 'file from the sales team\'s office software' }] },
      { record: { title: 'invalid byte sequence for encoding "UTF8": restoring a dump from a LATIN1 or SQL_ASCII database', root_cause: 'The old cluster stored Latin-1 bytes (SQL_ASCII accepts anything), and the dump is loaded into a UTF8 database with the wrong client_encoding', solution: 'Set the dump\'s real encoding while loading (PGCLIENTENCODING=LATIN1 psql -f dump.sql), or convert it with iconv.' },
        queries: ['migrating off a very old database server that used a single-byte encoding', { before: 'restoring last decade\'s dump into the new cluster' }] },
    ] },
  // Ruby
  { id: 'group7-ruby-version-mismatch', ecosystem: 'ruby', script: `printf 'source "https://rubygems.org"\\nruby "3.3.0"\\n' > Gemfile && bundle exec ruby -e 'puts 1' 2>&1 | sed -e '/^\\s*from /d'`,
    sides: [
      { record: { title: 'Your Ruby version is 3.1.2, but your Gemfile specified 3.3.0: rbenv is not loaded in a non-interactive shell', root_cause: 'cron, systemd units and Capistrano run a non-login shell where rbenv (or asdf, chruby) is not initialised, so the system Ruby runs', solution: 'Call the version manager explicitly (rbenv exec bundle exec …, ~/.rbenv/shims in PATH, or use the full path to the Ruby).' },
        queries: ['my interactive terminal picks the right interpreter; the systemd service does not', { before: 'from the deploy tool over ssh' }] },
      { record: { title: 'Your Ruby version is 3.1.2, but your Gemfile specified 3.3.0: the Docker base image is older', root_cause: 'The Gemfile (or .ruby-version) was bumped and the Dockerfile still starts FROM ruby:3.1', solution: 'Update the base image tag to the Ruby the Gemfile names.' },
        queries: ['the container image was built from the old official ruby tag', { before: 'docker build\nwe upgraded the language version in the project last week' }] },
    ] },
  { id: 'group7-ruby-uninitialized-constant', ecosystem: 'ruby', script: `${FILE('lib/api_client.rb', 'class APIClient\n  def fetch; end\nend')}ruby -e 'ApiClient.new.fetch' 2>&1 | sed -e '/^\\s*from /d'`,
    sides: [
      { record: { title: 'uninitialized constant ApiClient (NameError) in Rails production: Zeitwerk expects the file name\'s constant', root_cause: 'Production eager-loads with Zeitwerk, which maps api_client.rb to ApiClient, while the file defines APIClient (development loads it lazily and may not hit it)', solution: 'Add an inflection (inflect.acronym "API" or autoloaders.main.inflector.inflect "api_client" => "APIClient"); bin/rails zeitwerk:check shows all of them.' },
        queries: ['only when the app boots with eager loading in the production environment', { before: 'rails 7 deploy\nthe file name and the class spelling differ in capitalisation' }] },
      { record: { title: 'uninitialized constant (NameError) in a rake task or script outside Rails\' autoloading', root_cause: 'A plain Ruby script (or a rake task without the :environment dependency) does not autoload app/ or lib/, and the file was never required', solution: 'require_relative the file, or declare task my_task: :environment so Rails loads the app.' },
        queries: ['the standalone maintenance script we run with plain ruby', { before: 'rake task defined without depending on the app environment' }] },
    ] },
  // PHP
  { id: 'group7-php-max-execution', ecosystem: 'php', script: `printf '<?php\\nset_time_limit(1);\\n$n = 0;\\nwhile (true) { $n++; }\\n' > import.php && php import.php 2>&1 | sed -e 's| in /.*import.php| in /var/www/import.php|'`,
    sides: [
      { record: { title: 'Fatal error: Maximum execution time exceeded: a long import started from the browser', root_cause: 'Web requests under php-fpm or Apache get max_execution_time (30 s); the same import from the CLI has no limit', solution: 'Run long imports as a CLI command or a queued job, not in a web request.' },
        queries: ['the admin clicks the upload button in the back office and waits', { before: 'triggered by a web request, not from the command line' }] },
      { record: { title: 'Maximum execution time exceeded only in development: Xdebug slows everything down', root_cause: 'With Xdebug\'s debug or profile mode on, code runs several times slower and crosses the limit', solution: 'Turn Xdebug off when not debugging (xdebug.mode=off, or start it only on trigger).' },
        queries: ['production is fast; my local stack has the step debugger extension enabled', { before: 'local docker image with the debugger extension\nthe same page takes half a second on the server' }] },
    ] },
  { id: 'group7-php-headers-sent', ecosystem: 'php', script: `printf '\\357\\273\\277<?php\\n$siteName = "Shop";\\n' > config.php && printf '<?php\\nrequire __DIR__ . "/config.php";\\nheader("Location: /login");\\n' > index.php && php index.php 2>&1 | sed -e 's|/[^ ]*/\\(index\\|config\\).php|/var/www/\\1.php|g'`,
    sides: [
      { record: { title: 'Cannot modify header information - headers already sent: a UTF-8 BOM at the start of an included file', root_cause: 'An editor on Windows saved config.php as "UTF-8 with BOM", and the three BOM bytes before <?php are output', solution: 'Save the file as UTF-8 without BOM (the output-started-at location names it).' },
        queries: ['a colleague edited that config file in notepad', { before: 'the file looks empty before the php tag, but a hex dump shows EF BB BF' }] },
      { record: { title: 'headers already sent: whitespace after a closing ?> in an included file', root_cause: 'A newline or spaces after the final ?> of an included file are sent as output', solution: 'Leave out the closing ?> in PHP-only files (PSR-12).' },
        queries: ['the included file ends with the closing tag and a blank line after it', { before: 'output started at the last line of the included file' }] },
      { record: { title: 'headers already sent: a warning is printed first because display_errors is on', root_cause: 'After a PHP upgrade a deprecation or warning is printed before header(), which only happens where display_errors is On (development)', solution: 'Fix the warning, and keep display_errors Off (log_errors On) outside development.' },
        queries: ['it started after moving to php 8, on the environments that show errors on the page', { before: 'staging shows notices in the page\nproduction does not redirect-fail' }] },
    ] },
];
