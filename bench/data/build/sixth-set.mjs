// A sixth set for the remediation benchmark, written blind (before reading the ranking code and
// without running the ranker on it): confusable groups only, on errors and ecosystems the five
// earlier sets do not have (CMake, make, Maven-free Java natives and charsets, Go modules, cgo and
// cross builds, cargo's rust-version, PostgreSQL authentication and privileges, Bundler, PHP's
// PDO and autoloading, Docker's daemon, systemd, ssh keys, tar, Perl's locale, git's locks,
// refspecs and signing …). Each group is one broken input run for real by bash on this machine
// (remediations.mjs runs it in the two made-up projects); two or three records share its output
// and differ in a cause and fix that depend on where and how it ran. Every record has two or
// three `confusable6` queries: the error as the other project prints it plus the circumstances
// in OTHER words than the record uses. A query is a string (the circumstances after the error,
// on one line, or on two when it holds a newline) or `{ before }` (the circumstances first, then
// the error) — the ways people paste: "on the Pi I get:\n<error>".
// remediations.mjs appends it after the fifth set; every older line stays byte for byte.
import { NODE_CLEAN } from './fourth-set.mjs';

const PY = (body, env = '') => `cat > main.py <<'EOF'
${body}
EOF
${env} python3 main.py 2>&1 | grep -v '^    '`;
const JAVA = (cls, body, flags = '') => `mkdir -p src && cat > src/${cls}.java <<'EOF'
${body}
EOF
javac -d out src/${cls}.java && java ${flags} -cp out ${cls} 2>&1 | sed -e '/^\\s*at /d'`;
// A throwaway PostgreSQL cluster owned by the postgres account (initdb refuses root); `conf` is
// appended to postgresql.conf, `hba` replaces pg_hba.conf when given, `setup` runs as superuser.
const PG = (conf, hba, setup, run) => `PGD=/tmp/contextd-pg6 && rm -rf "$PGD" && mkdir "$PGD" && chown postgres "$PGD" && chmod 700 "$PGD"
runuser -u postgres -- /usr/lib/postgresql/15/bin/initdb -D "$PGD/data" -A trust >/dev/null 2>&1
printf '${conf}\\n' >> "$PGD/data/postgresql.conf"
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" -o "-k $PGD -p 55436 -c listen_addresses=localhost" -w start >/dev/null 2>&1
psql6() { runuser -u postgres -- psql -X -h "$PGD" -p 55436 -d postgres "$@" 2>&1; }
psql6 -q -c "${setup}" >/dev/null
${hba ? `printf '${hba}\\n' > "$PGD/data/pg_hba.conf" && runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" reload >/dev/null 2>&1 && sleep 1` : ':'}
OUT=$(${run})
runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$PGD/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PGD"
printf '%s\\n' "$OUT"`;

export const GROUPS = [
  // Node
  { id: 'group6-node-esm-extension', ecosystem: 'node', script: `printf '{ "type": "module" }\\n' > package.json && mkdir -p dist && printf 'export const port = 8080;\\n' > dist/config.js && printf 'import { port } from "./config";\\nconsole.log(port);\\n' > dist/server.js && node dist/server.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'ERR_MODULE_NOT_FOUND for an import without .js: tsc emits ESM imports as written', root_cause: 'With module esnext (or moduleResolution bundler) the TypeScript compiler keeps "./config" as written, and Node\'s ES module loader needs the full file name', solution: 'Write the relative imports with .js in the .ts sources and set module and moduleResolution to nodenext, or bundle the output (tsup, esbuild).' },
        queries: [{ before: 'our TypeScript sources go through the compiler into the output folder and we start that output with node' }, 'the .ts files import their siblings with no suffix; the compiled JavaScript runs from the build folder'] },
      { record: { title: 'ERR_MODULE_NOT_FOUND: code written for webpack or Vite runs in Node without a bundler', root_cause: 'Bundlers resolve extensionless imports and index files; Node\'s ES module loader does not', solution: 'Add the extensions to the relative imports (or keep running the bundled output).' },
        queries: ['this code was always packed for the browser; now I run the same module directly on the server in a script', { before: 'the front-end helpers worked fine inside the single-page app\nreusing them from a plain server-side script fails' }] },
      { record: { title: 'ERR_MODULE_NOT_FOUND after adding "type": "module" to package.json', root_cause: 'The project switched from CommonJS, where require resolves extensionless paths, to ES modules, where it does not', solution: 'Add .js extensions to every relative import (a codemod does it), or keep the files CommonJS (.cjs) until they are converted.' },
        queries: ['happened right after we flipped the manifest to ES modules; before that the same require-style paths worked', 'migrating the package off CommonJS\nnothing else changed'] },
    ] },
  { id: 'group6-node-ts-extension', ecosystem: 'node', script: `printf '{ "type": "module" }\\n' > package.json && printf 'const port: number = 8080;\\nconsole.log(port);\\n' > server.ts && node server.ts 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'Unknown file extension ".ts": ts-node in a project with "type": "module"', root_cause: 'ts-node\'s CommonJS hook (ts-node server.ts, node -r ts-node/register) does not apply to ES modules', solution: 'Use tsx (npx tsx server.ts), or node --loader ts-node/esm.' },
        queries: ['ran it with the usual TypeScript runner command; the package switched to ESM last sprint', { before: 'the dev runner we use for typescript stopped working' }] },
      { record: { title: 'Unknown file extension ".ts": the Docker image starts the source instead of the compiled output', root_cause: 'CMD ["node", "src/server.ts"]: this Node cannot run TypeScript, and the build step\'s dist/ output is not used', solution: 'Run tsc in the build stage and start node dist/server.js.' },
        queries: ['the container command points at the source file; on my machine a watcher compiles it', { before: 'the image starts and exits at once\nthe entrypoint in the build file calls node on src' }] },
      { record: { title: 'Unknown file extension ".ts": running TypeScript natively needs Node 22.6 or later', root_cause: 'Locally the team runs Node 23, which strips types itself, while the server still runs Node 20', solution: 'Upgrade the server\'s Node (22.18+ or 23.6+ run .ts without a flag), or compile before deploying.' },
        queries: ['on my laptop with the latest runtime it just runs the TypeScript file directly; the production host is still on v20', 'works locally on the newest release line, breaks on the older LTS on the box'] },
    ] },
  { id: 'group6-node-invalid-url', ecosystem: 'node', script: `printf 'const base = process.env.API_BASE;\\nconst u = new URL("/api/users", base);\\nconsole.log(u.href);\\n' > client.js && env -u API_BASE node client.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'TypeError Invalid URL: server-side rendering fetches a relative path', root_cause: 'In Next.js getServerSideProps or a server component, fetch("/api/users") has no origin; only the browser resolves it against the page', solution: 'Call the data function directly, or build an absolute URL from a configured origin (NEXT_PUBLIC_SITE_URL or the request host).' },
        queries: ['the same call works in the client component; it fails when the React framework renders the page on the server', { before: 'in getServerSideProps' }] },
      { record: { title: 'TypeError Invalid URL: the API base URL variable is not set in CI', root_cause: 'The code builds URLs from API_BASE, which is in the developers\' .env files but not defined in the pipeline', solution: 'Set API_BASE in the workflow\'s env (or commit a .env.test the tests load).' },
        queries: [{ before: 'tests pass locally thanks to my dotenv file\nin the pipeline they fail' }, 'the variable with the backend address exists only on developer machines'] },
      { record: { title: 'TypeError Invalid URL: the proxy variable has no scheme', root_cause: 'HTTP_PROXY=proxy.corp:3128 without http://, which Node\'s fetch (undici) and proxy agents parse as a URL', solution: 'Write it with the scheme: HTTP_PROXY=http://proxy.corp:3128.' },
        queries: ['only on the office network, where the forward proxy setting lacks the http:// part', { before: 'corporate network, proxy environment variable set by IT' }] },
    ] },
  { id: 'group6-node-epipe', ecosystem: 'node', script: `printf 'for (let i = 0; i < 100000; i++) process.stdout.write("row " + i + "\\\\n");\\n' > list.js && node list.js 2>err.txt | head -1 >/dev/null; cat err.txt | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'Error: write EPIPE: the output is piped into head', root_cause: 'head exits after its lines, the pipe closes, and the next write to stdout fails', solution: 'Handle it: process.stdout.on("error", (e) => { if (e.code === "EPIPE") process.exit(0); }).' },
        queries: ['only when I pipe the listing into a command that keeps the first few lines', { before: 'mycli list | head -5' }] },
      { record: { title: 'Error: write EPIPE: writing to a child process that already exited', root_cause: 'child_process.spawn writes into a program (a converter, git) that quit on bad input, so its stdin is gone', solution: 'Listen to child.stdin\'s "error" event and check the child\'s exit code and stderr first.' },
        queries: ['we spawn an external converter and stream data into it; the converter crashes on bad input', 'writing into the subprocess input stream\nthe other program had already quit'] },
    ] },
  { id: 'group6-node-spawn-enoent', ecosystem: 'node', script: `printf 'require("node:child_process").spawn("git", ["status"]);\\n' > run.js && PATH=/nonexistent /usr/bin/node run.js 2>&1 | ${NODE_CLEAN}`,
    sides: [
      { record: { title: 'spawn git ENOENT: the slim or Alpine image has no git', root_cause: 'node:alpine and -slim images do not include git, which the app (or a dependency such as simple-git) runs', solution: 'apk add --no-cache git (or apt-get install -y git) in the Dockerfile.' },
        queries: ['inside the minimal container image; on the dev machine the version control tool is obviously installed', { before: 'deployed as an image based on the small apk distro' }] },
      { record: { title: 'spawn ENOENT in an editor extension started from the macOS Dock: no shell PATH', root_cause: 'Apps launched from the Dock or Finder get launchd\'s minimal PATH, not the one ~/.zshrc sets (Homebrew\'s /opt/homebrew/bin)', solution: 'Start the editor from a terminal (code .), or give the tool\'s full path in the settings.' },
        queries: ['from the terminal it works; opening the editor by clicking its icon on my mac it does not', { before: 'VS Code opened from the launcher bar\nthe tool was installed with brew' }] },
      { record: { title: 'spawn ENOENT on Windows: a .cmd or .bat command needs a shell', root_cause: 'On Windows npm, yarn and many tools are .cmd files, and spawn without shell: true does not look for them', solution: 'Spawn "npm.cmd", pass { shell: true }, or use cross-spawn.' },
        queries: ['same code on a windows 11 machine; the program is installed and on the path', { before: 'runs on the linux runners, fails on the windows runner of the matrix' }] },
    ] },
  // npm
  { id: 'group6-npm-ci-out-of-sync', ecosystem: 'npm', script: `printf '{ "name": "ledger", "version": "1.0.0", "dependencies": { "left-pad": "file:vendor/left-pad" } }\\n' > package.json && mkdir -p vendor/left-pad && printf '{ "name": "left-pad", "version": "1.3.0" }\\n' > vendor/left-pad/package.json && printf '{ "name": "ledger", "version": "1.0.0", "lockfileVersion": 3, "requires": true, "packages": { "": { "name": "ledger", "version": "1.0.0" } } }\\n' > package-lock.json && npm ci --no-audit --no-fund 2>&1 | sed -n '1,6p'`,
    sides: [
      { record: { title: 'npm ci: package.json and package-lock.json are not in sync after a dependency bot\'s pull request', root_cause: 'Dependabot or Renovate bumped the range in package.json without regenerating the lock (or the lock change was lost in a merge)', solution: 'Run npm install, commit the updated package-lock.json.' },
        queries: ['the bot that opens version bump pull requests changed the manifest; the lockfile in that PR is untouched', { before: 'after merging the automated upgrade PR the pipeline fails at install' }] },
      { record: { title: 'npm ci out of sync: the lock was written by a much older npm', root_cause: 'A developer on npm 6 (Node 14) wrote a lockfileVersion 1 lock, which npm 9+ reads as out of sync (it now installs peer dependencies)', solution: 'Regenerate the lock with the same npm as CI and pin it (packageManager or engines).' },
        queries: ['one colleague is still on an ancient runtime with its bundled package manager; the build image is current', { before: 'lockfileVersion 1 in the file\nCI uses node 20' }] },
      { record: { title: 'npm ci out of sync in an npm workspaces monorepo: the root lock was not updated', root_cause: 'Someone ran npm install inside packages/api, which does not update the root package-lock.json', solution: 'Install from the root: npm install -w packages/api <package>, and commit the root lock.' },
        queries: ['monorepo; someone added a library from within one sub-package folder', 'the dependency was added from the sub-project directory\nthe top-level lock did not change'] },
    ] },
  { id: 'group6-npm-bin-not-found', ecosystem: 'npm', script: `printf '{ "name": "portal", "version": "1.0.0", "scripts": { "dev": "vite" }, "devDependencies": { "vite": "^5.0.0" } }\\n' > package.json && npm run dev 2>&1 | grep -v 'A complete log\\|^npm error *$'`,
    sides: [
      { record: { title: 'vite: not found: NODE_ENV=production skips devDependencies at install', root_cause: 'npm install with NODE_ENV=production (set early in the Dockerfile or the shell) omits devDependencies, where the build tool is', solution: 'Install with npm ci --include=dev for the build step, or set NODE_ENV=production only for the runtime.' },
        queries: [{ before: 'our Dockerfile sets the environment variable to production near the top, before the install' }, 'the mode variable is exported as production in the build stage'] },
      { record: { title: 'vite: not found in docker compose: the bind mount hides the image\'s node_modules', root_cause: 'volumes: .:/app mounts the host folder over /app, and the host folder has no node_modules', solution: 'Add an anonymous volume for /app/node_modules (or install on the host too).' },
        queries: ['the image builds and installs fine; the service started by compose with our source folder mounted in cannot find it', { before: 'the compose file mounts the project directory into the container\nworks without that volume' }] },
      { record: { title: 'vite: not found: a fresh clone was never installed', root_cause: 'node_modules is not committed; after cloning (or checking out a branch that added the tool) nobody ran npm install', solution: 'Run npm install (npm ci) first.' },
        queries: ['just cloned the repository onto a new laptop', 'first time running it after checking out the project'] },
    ] },
  // Python
  { id: 'group6-py-decode-0xff', ecosystem: 'python', script: `printf '\\377\\376n\\000a\\000m\\000e\\000\\n\\000' > export.csv && ${PY('with open("export.csv") as f:\n    rows = f.read().splitlines()\nprint(rows)')}`,
    sides: [
      { record: { title: "'utf-8' codec can't decode byte 0xff in position 0: the file is UTF-16 from Excel or PowerShell", root_cause: 'Excel\'s "Unicode text" export and Windows PowerShell 5\'s > redirection write UTF-16 LE with a byte order mark', solution: 'Open it with encoding="utf-16" (or export as "CSV UTF-8").' },
        queries: [{ before: 'the spreadsheet was saved by finance on their windows machines' }, 'produced with the redirect operator of the old windows shell'] },
      { record: { title: "can't decode byte 0xff in position 0: a JPEG photo in the folder is read as text", root_cause: 'JPEG files start with the bytes ff d8, and the loop opens every file of the folder in text mode', solution: 'Filter by extension, or open binary files with "rb".' },
        queries: ['the script goes over everything in the uploads directory and users started attaching pictures from their phones', 'that folder\nnow also has camera images in it'] },
    ] },
  { id: 'group6-py-enospc', ecosystem: 'python', script: PY('with open("/dev/full", "w") as f:\n    f.write("x" * 100)'),
    sides: [
      { record: { title: 'OSError Errno 28 No space left on device: Docker\'s disk is full of old images and build cache', root_cause: '/var/lib/docker (or Docker Desktop\'s VM disk) filled up with dangling images, stopped containers, volumes and build cache', solution: 'docker system prune (add -a and --volumes with care), or enlarge Docker Desktop\'s disk.' },
        queries: [{ before: 'the containers on this build host have been running for months and nothing was ever cleaned' }, 'only inside containers; the images pile up on the machine'] },
      { record: { title: 'Errno 28 No space left on device while df shows free space: out of inodes', root_cause: 'Millions of small files (sessions, cache entries) used up the filesystem\'s inodes; df -i shows 100%', solution: 'Delete the small files (and expire them), or recreate the filesystem with more inodes.' },
        queries: ['the disk usage command says there are gigabytes free\nthe folder holds millions of tiny cache files', { before: 'plenty of room according to df -h' }] },
      { record: { title: 'Errno 28 No space left on device writing to /tmp: it is a small tmpfs', root_cause: '/tmp is RAM-backed (Fedora, Arch, or a container started with --tmpfs) and smaller than the temporary file', solution: 'Point TMPDIR at a folder on disk (tempfile follows it).' },
        queries: ['writing big temporary files on a distro where the temp folder is kept in memory', 'the scratch directory is mounted in RAM'] },
    ] },
  { id: 'group6-py-addr-in-use', ecosystem: 'python', script: PY('import socket\na = socket.socket()\na.bind(("127.0.0.1", 8765))\na.listen()\nb = socket.socket()\nb.bind(("127.0.0.1", 8765))'),
    sides: [
      { record: { title: 'OSError Errno 98 Address already in use: a quick restart while the old socket is in TIME_WAIT', root_cause: 'The restarted server binds before the kernel released the port, and it does not set SO_REUSEADDR', solution: 'Set SO_REUSEADDR before bind (socketserver: allow_reuse_address = True).' },
        queries: ['happens when I stop the service and start it again within a minute; waiting a bit helps', { before: 'right after restarting my socket server quickly' }] },
      { record: { title: 'Errno 98 Address already in use: an earlier instance still runs in the background', root_cause: 'A previous run started with nohup, in another terminal or a detached tmux session still listens on the port', solution: 'Find it (ss -ltnp or lsof -i :8765) and stop it.' },
        queries: [{ before: 'I had started it earlier in a different terminal tab and forgot' }, 'a leftover process from yesterday'] },
      { record: { title: 'Errno 98 Address already in use: a Docker container publishes the same port', root_cause: 'docker run -p 8765:8765 (or a compose service) holds the host port through docker-proxy', solution: 'Stop the container, or map it to another host port.' },
        queries: ['the compose stack is up on my machine and the dev server wants the same port', 'docker-proxy\nlistening on it'] },
    ] },
  { id: 'group6-py-sqlite-cannot-open', ecosystem: 'python', script: PY('import sqlite3\ndb = sqlite3.connect("data/app.db")\ndb.execute("select 1")'),
    sides: [
      { record: { title: 'sqlite3.OperationalError unable to open database file: started from another working directory', root_cause: 'The relative path is resolved against the working directory, which is / or $HOME under cron and systemd', solution: 'Build the path from the script: Path(__file__).parent / "data" / "app.db" (or set WorkingDirectory= in the unit).' },
        queries: [{ before: 'scheduled job at night; started by hand it works' }, 'only when the timer unit runs it'] },
      { record: { title: 'unable to open database file: the volume is not mounted, so the folder does not exist in the container', root_cause: 'The compose file mounts ./data in development; the production run has no /app/data folder in the image', solution: 'Create the folder in the Dockerfile (RUN mkdir -p /app/data) or mount the volume there.' },
        queries: ['in production the container has no mounted directory for the data', { before: 'docker run without the -v flag' }] },
    ] },
  { id: 'group6-py-mp-bootstrap', ecosystem: 'python', script: PY('import multiprocessing as mp\nmp.set_start_method("spawn", force=True)\ndef work(x):\n    return x * 2\npool = mp.Pool(2)\nprint(pool.map(work, [1, 2]))').replace('python3 main.py 2>&1 | grep -v \'^    \'', 'timeout 8 python3 main.py 2>&1 | awk \'/^RuntimeError/{p=1} p{print} p && /executable\\./{exit}\''),
    sides: [
      { record: { title: 'RuntimeError start a new process before the bootstrapping phase: macOS uses spawn since Python 3.8', root_cause: 'Without if __name__ == "__main__": the child re-imports the module and starts the pool again; Linux forked, macOS spawns', solution: 'Put the pool code under if __name__ == "__main__":.' },
        queries: [{ before: 'fine on the linux server; my teammate on a MacBook gets this' }, 'only on the apple machines'] },
      { record: { title: 'bootstrapping phase error in a PyInstaller executable on Windows: freeze_support is missing', root_cause: 'A frozen Windows executable re-runs itself for each worker, and multiprocessing.freeze_support() is not called', solution: 'Call multiprocessing.freeze_support() first thing under if __name__ == "__main__":.' },
        queries: ['we ship it as a single exe built from the script for windows users', { before: 'packaged the program into a frozen executable' }] },
      { record: { title: 'bootstrapping phase error: PyTorch\'s DataLoader workers with CUDA need spawn', root_cause: 'CUDA cannot be used in forked workers, so the code sets the start method to spawn, and the training script has no main guard', solution: 'Add the main guard; num_workers=0 to confirm.' },
        queries: ['training script on the GPU box; the data loader has several workers', 'using the deep learning framework\'s loader with worker processes\nafter moving the model to the graphics card'] },
    ] },
  { id: 'group6-pip-not-a-project', ecosystem: 'pip', script: `printf 'requests\\n' > requirements.txt && python3 -m pip install --no-index --break-system-packages -e . 2>&1 | sed -e 's/\\x1b\\[[0-9;]*m//g' -e '/^Looking in links/d' -e "s|file://$PWD|file:///srv/app|" | head -3`,
    sides: [
      { record: { title: "does not appear to be a Python project: neither 'setup.py' nor 'pyproject.toml' found, in a Dockerfile that copies requirements first", root_cause: 'The layer-caching pattern COPY requirements.txt then RUN pip install -e . runs before COPY . . brings pyproject.toml', solution: 'Copy pyproject.toml (and the package) before pip install ., or install only -r requirements.txt at that step.' },
        queries: [{ before: 'to speed up the image layers we copy only the requirements file first' }, 'in the image build, at the editable install step'] },
      { record: { title: "neither 'setup.py' nor 'pyproject.toml' found: run from the wrong folder of the repository", root_cause: 'The package lives in backend/, and the command ran at the repository root', solution: 'cd backend first (or pip install -e ./backend).' },
        queries: ['the repo has the python service in a sub-directory and I ran it at the top level', 'monorepo\nfrontend and backend folders side by side'] },
    ] },
  // C, CMake, make
  { id: 'group6-c-multiple-definition', ecosystem: 'gcc', script: `printf 'int counter;\\nvoid bump(void);\\n' > state.h && printf '#include "state.h"\\nvoid bump(void) { counter++; }\\n' > bump.c && printf '#include "state.h"\\nint main(void) { bump(); return counter - 1; }\\n' > main.c && gcc main.c bump.c -o app 2>&1 | sed 's|/tmp/cc[A-Za-z0-9]*\\.o|/tmp/ccXXXXXX.o|g'`,
    sides: [
      { record: { title: 'multiple definition of a global variable: GCC 10 made -fno-common the default', root_cause: 'Old code defines int counter; in a header and relied on "common" symbols; GCC 10+ and Clang 11+ reject the duplicate', solution: 'Declare extern int counter; in the header and define it in one .c file (-fcommon only as a stopgap).' },
        queries: [{ before: 'this old C project built fine for years; then the distro upgrade brought a newer compiler' }, 'the toolchain moved to version 12; before it was 9'] },
      { record: { title: 'multiple definition: the Makefile\'s wildcard compiles a copy of a source file', root_cause: '$(wildcard src/*.c) also picks up a copy (util_old.c, "util copy.c") left in the folder, which defines the same symbols', solution: 'List the sources explicitly, or delete the copy.' },
        queries: ['the build takes every C file of the folder, and I had duplicated a source file to try something', { before: 'make uses a wildcard for the sources' }] },
    ] },
  { id: 'group6-c-c99-loop', ecosystem: 'gcc', script: `printf 'int sum(const int *v, int n) {\\n  int s = 0;\\n  for (int i = 0; i < n; i++) s += v[i];\\n  return s;\\n}\\n' > sum.c && gcc -std=c89 -c sum.c 2>&1`,
    sides: [
      { record: { title: "'for' loop initial declarations are only allowed in C99 mode: the old GCC 4.8 of CentOS 7 defaults to gnu89", root_cause: 'GCC before 5 compiles as gnu89 unless told otherwise', solution: 'Add -std=gnu99 (or c99) to CFLAGS, or use a newer devtoolset compiler.' },
        queries: [{ before: 'building on the very old enterprise linux box with its stock compiler' }, 'the legacy RHEL 7 build host'] },
      { record: { title: "'for' loop initial declarations: the Makefile forces -ansi or -std=c89", root_cause: 'CFLAGS carries -ansi -pedantic (or -std=c89) from the project\'s early days', solution: 'Change it to -std=c99, or declare the loop variable before the loop.' },
        queries: ['the build flags of the project ask for strict ANSI', { before: 'our makefile pins the oldest language standard' }] },
    ] },
  { id: 'group6-c-stack-overflow', ecosystem: 'gcc', script: `printf '#include <string.h>\\nint main(void) {\\n  char buf[16 * 1024 * 1024];\\n  memset(buf, 1, sizeof buf);\\n  return buf[100] - 1;\\n}\\n' > big.c && gcc -O0 big.c -o big && bash -c 'ulimit -s 8192; ./big; true' 2>&1 | sed 's/line [0-9]*: *[0-9]* /line 1: /'`,
    sides: [
      { record: { title: 'Segmentation fault from a big local array: musl (Alpine) threads get a 128 KiB stack', root_cause: 'musl\'s default thread stack is 128 KiB, glibc\'s 8 MiB, so a large local buffer overflows only on Alpine', solution: 'Allocate the buffer on the heap, or set a stack size with pthread_attr_setstacksize.' },
        queries: [{ before: 'the same code is fine on ubuntu; in the apk-based container it crashes in a worker thread' }, 'only on the image with the small libc'] },
      { record: { title: 'Segmentation fault: the stack limit is lower under the service manager or CI (ulimit -s)', root_cause: 'The array fits the shell\'s 8 MB stack, but the service or runner sets a lower ulimit -s', solution: 'Allocate it with malloc, or raise the limit (LimitSTACK=, ulimit -s).' },
        queries: ['the stack size limit is set lower on the build servers', { before: 'runs on my workstation\nunder the init system it dies' }] },
      { record: { title: 'Segmentation fault in the Windows build: the default stack is 1 MB', root_cause: 'Windows threads get 1 MB of stack by default, so a MinGW or MSVC build overflows where Linux did not', solution: 'Move the buffer to the heap, or link with a bigger stack (-Wl,--stack,16777216).' },
        queries: ['cross-compiled for windows with mingw; the exe crashes right at start', 'only the windows build of our tool'] },
    ] },
  { id: 'group6-cmake-find-package', ecosystem: 'cmake', script: `printf 'cmake_minimum_required(VERSION 3.16)\\nproject(viewer CXX)\\nfind_package(spdlog REQUIRED)\\n' > CMakeLists.txt && cmake -S . -B build 2>&1 | grep -v '^-- '`,
    sides: [
      { record: { title: 'Could not find a package configuration file provided by "spdlog": Homebrew on Apple Silicon is not on CMake\'s search path', root_cause: 'Homebrew on arm64 installs into /opt/homebrew, which CMake does not search by default', solution: 'Configure with -DCMAKE_PREFIX_PATH=$(brew --prefix) (or the package\'s own prefix).' },
        queries: [{ before: 'brew install says the library is installed; M1 mac' }, 'apple silicon laptop, libraries from the mac package manager'] },
      { record: { title: 'Could not find spdlogConfig.cmake: the vcpkg toolchain file is not passed to CMake', root_cause: 'vcpkg installed the library, but CMake is configured without -DCMAKE_TOOLCHAIN_FILE=<vcpkg>/scripts/buildsystems/vcpkg.cmake', solution: 'Pass the toolchain file (or set it in CMakePresets.json).' },
        queries: ['on windows we get our libraries through microsoft\'s C++ package manager', { before: 'configured from a plain developer prompt\nthe dependency is in the vcpkg tree' }] },
      { record: { title: 'Could not find spdlogConfig.cmake: the -dev package is not installed on Debian or Ubuntu', root_cause: 'The distribution ships the CMake config files in the development package', solution: 'apt-get install libspdlog-dev.' },
        queries: ['fresh ubuntu build container; only the runtime library is there', 'on debian with apt'] },
    ] },
  { id: 'group6-make-no-makefile', ecosystem: 'make', script: `printf 'int main(void) { return 0; }\\n' > main.c && make 2>&1`,
    sides: [
      { record: { title: 'make: No targets specified and no makefile found: an autotools tarball needs ./configure first', root_cause: 'Autotools projects generate the Makefile with ./configure (and a git checkout needs autoreconf -i before that)', solution: 'Run ./configure (autoreconf -i first for a checkout), then make.' },
        queries: [{ before: 'downloaded the release tarball of the library and want to build it from source' }, 'there is a configure script in the folder'] },
      { record: { title: 'No targets specified and no makefile found: a CMake project builds out of source', root_cause: 'CMake writes the Makefile into the build directory, not the source folder', solution: 'cmake -S . -B build && cmake --build build (or make inside build/).' },
        queries: ['the project has a CMakeLists.txt and I ran make in the top folder', { before: 'after generating the build files into a subfolder' }] },
      { record: { title: 'No makefile found in CI: the step runs at the repository root, the Makefile is in a subfolder', root_cause: 'The workflow step runs in the checkout\'s root, and the Makefile lives in native/', solution: 'make -C native (or working-directory: native in the step).' },
        queries: ['in the workflow the step runs at the top of the checkout; our makefile lives in a sub-directory', 'github actions\nrun: make'] },
    ] },
  // Java
  { id: 'group6-java-unsatisfied-link', ecosystem: 'java', script: JAVA('Thumbs', 'public class Thumbs {\n  public static void main(String[] a) {\n    System.loadLibrary("imgcodec");\n  }\n}'),
    sides: [
      { record: { title: 'UnsatisfiedLinkError no imgcodec in java.library.path: the IDE run configuration lacks -Djava.library.path', root_cause: 'The launcher script passes -Djava.library.path=lib/native; the IDE\'s run configuration does not', solution: 'Add -Djava.library.path=lib/native to the run configuration\'s VM options.' },
        queries: [{ before: 'starting it from the run button in IntelliJ' }, 'the shell launcher works; the IDE run setup has no VM options'] },
      { record: { title: 'UnsatisfiedLinkError in java.library.path: the native library is not copied into the Docker image', root_cause: 'The Dockerfile copies only the jar, not lib/native/libimgcodec.so', solution: 'COPY the native folder into the image and set -Djava.library.path (or LD_LIBRARY_PATH).' },
        queries: ['only the containerized service; the jar is copied but nothing else', { before: 'the image holds just the fat jar' }] },
      { record: { title: 'UnsatisfiedLinkError on macOS: only a Linux .so is shipped, macOS needs a .dylib', root_cause: 'The project ships libimgcodec.so; macOS looks for libimgcodec.dylib', solution: 'Build the library for macOS (and both architectures), or run in a Linux container.' },
        queries: ['a developer on a mac tries to run it; we only build the linux shared object', 'darwin\nonly the .so file in the folder'] },
    ] },
  { id: 'group6-java-malformed-input', ecosystem: 'java', script: `printf 'M\\374ller;12\\n' > legacy.csv && ${JAVA('Load', 'import java.nio.file.*;\npublic class Load {\n  public static void main(String[] a) throws Exception {\n    System.out.println(Files.readAllLines(Path.of("legacy.csv")));\n  }\n}')}`,
    sides: [
      { record: { title: 'MalformedInputException Input length = 1: the export is ISO-8859-1 from a legacy system', root_cause: 'Files.readAllLines reads UTF-8, and the old system writes Latin-1 (ü is one byte, 0xfc)', solution: 'Read it with the file\'s charset: Files.readAllLines(path, StandardCharsets.ISO_8859_1).' },
        queries: [{ before: 'the file comes from the old mainframe ERP export' }, 'exported by the legacy accounting software in latin1'] },
      { record: { title: 'MalformedInputException: the file was written on Windows with the platform charset (Java before 18)', root_cause: 'The writer runs on Windows with Java 11 and uses FileWriter, whose default charset is windows-1252 there', solution: 'Write with an explicit UTF-8 charset (new FileWriter(f, StandardCharsets.UTF_8)), or upgrade to Java 18+ (UTF-8 default).' },
        queries: ['the writer side runs on a windows server with java 11 and uses FileWriter', { before: 'produced by our other service on windows\nread back on linux' }] },
    ] },
  { id: 'group6-java-pkix', ecosystem: 'java', script: `openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 2 -subj /CN=localhost >/dev/null 2>&1 && (openssl s_server -quiet -accept 18443 -key key.pem -cert cert.pem -www >/dev/null 2>&1 & echo $! > server.pid) && sleep 1 && ${JAVA('Ping', 'public class Ping {\n  public static void main(String[] a) throws Exception {\n    new java.net.URL("https://localhost:18443/").openStream().close();\n  }\n}')}; kill $(cat server.pid)`,
    sides: [
      { record: { title: 'PKIX path building failed: a TLS-inspecting corporate proxy re-signs HTTPS', root_cause: 'The company\'s proxy presents certificates signed by its own root CA, which the JDK\'s cacerts does not hold', solution: 'Import the company root CA into the JDK (keytool -importcert -cacerts -file corp-root.crt), or use -Djavax.net.ssl.trustStore.' },
        queries: [{ before: 'from the office network; from home the same call succeeds' }, 'our security appliance intercepts encrypted traffic'] },
      { record: { title: 'PKIX path building failed: Gradle or the IDE runs a bundled JDK whose cacerts lack the imported certificate', root_cause: 'The CA was imported into the system JDK, but IntelliJ (its JBR) or the Gradle toolchain uses another JDK', solution: 'Import it into that JDK too, or point org.gradle.java.home / the IDE\'s SDK at the JDK you fixed.' },
        queries: ['I already added the certificate with keytool; the build tool seems to use another java installation', { before: 'works from the command line\nfails when gradle runs it' }] },
      { record: { title: 'PKIX path building failed: the internal service uses a self-signed certificate', root_cause: 'The staging service presents a certificate the team generated, not one from a public CA', solution: 'Create a truststore with that certificate (or the internal CA) and point the client at it; do not disable verification.' },
        queries: ['calling our internal staging server whose certificate we generated ourselves', 'the test environment has a homemade certificate'] },
    ] },
  // Go
  { id: 'group6-go-no-gomod', ecosystem: 'go', script: `printf 'package main\\n\\nfunc main() {}\\n' > main.go && GOFLAGS= GO111MODULE= go build 2>&1`,
    sides: [
      { record: { title: 'go: go.mod file not found in current directory or any parent directory: an old GOPATH tutorial', root_cause: 'Since Go 1.16 modules are on by default, and code placed in $GOPATH/src without a go.mod no longer builds', solution: 'go mod init example.com/app (GO111MODULE=auto only as a stopgap).' },
        queries: [{ before: 'I put the code under the src folder of my workspace path as the book says' }, 'following a tutorial from 2018'] },
      { record: { title: 'go.mod file not found: the Dockerfile copies the source but not go.mod', root_cause: 'COPY main.go . without go.mod and go.sum, so the build in the image is outside any module', solution: 'COPY go.mod go.sum ./ and RUN go mod download before COPY . .' },
        queries: ['the image build step runs go build after copying main.go alone', { before: 'building the container\nit works in my checkout' }] },
      { record: { title: 'go.mod file not found: a module in a monorepo subfolder, built from the root without go.work', root_cause: 'The repository holds several modules in subfolders, and go runs at the root, which has no go.mod', solution: 'cd into the module, or create a workspace: go work init ./services/api.' },
        queries: ['our repository keeps several services in sub-directories; I build from the repo root', 'a repo with many modules\nno workspace file'] },
    ] },
  { id: 'group6-go-cgo-no-gcc', ecosystem: 'go', script: `printf 'module example.com/thumbs\\n\\ngo 1.19\\n' > go.mod && printf 'package main\\n\\n// int answer(void) { return 42; }\\nimport "C"\\n\\nfunc main() { println(C.answer()) }\\n' > main.go && mkdir -p gobin && ln -sf "$(command -v go)" gobin/go && CGO_ENABLED=1 PATH="$PWD/gobin" go build -o thumbs . 2>&1`,
    sides: [
      { record: { title: 'cgo: C compiler "gcc" not found: golang:alpine has no build-base', root_cause: 'The Alpine Go image has no C toolchain, and a cgo package (mattn/go-sqlite3) needs one', solution: 'apk add build-base in the build stage, or CGO_ENABLED=0 with a pure-Go driver (modernc.org/sqlite).' },
        queries: [{ before: 'building in the official go image with the alpine tag' }, 'the musl-based go builder image; the sqlite driver uses C'] },
      { record: { title: 'C compiler "gcc" not found on Windows: cgo needs MinGW', root_cause: 'Windows has no gcc; cgo needs a MinGW-w64 toolchain on PATH', solution: 'Install MSYS2 / mingw-w64 gcc and add it to PATH, or use a pure-Go package.' },
        queries: ['compiling on a windows laptop; the sqlite package needs a C toolchain', { before: 'go build on windows 10' }] },
      { record: { title: 'gcc not found when cross-compiling with cgo from macOS to Linux', root_cause: 'A cross build with CGO_ENABLED=1 needs a C cross compiler for the target (CC=x86_64-linux-musl-gcc, or zig cc)', solution: 'Build with CGO_ENABLED=0, or set CC to a cross compiler (or build in a Linux container).' },
        queries: ['GOOS=linux build on my mac for the server', 'cross compile\nfrom darwin to linux amd64'] },
    ] },
  { id: 'group6-exec-format-error', ecosystem: 'go', script: `printf 'module example.com/agent\\n\\ngo 1.19\\n' > go.mod && printf 'package main\\n\\nfunc main() { println("up") }\\n' > main.go && CGO_ENABLED=0 GOARCH=arm64 go build -o agent . && bash -c ./agent 2>&1`,
    sides: [
      { record: { title: 'cannot execute binary file: Exec format error: an image built on an Apple Silicon Mac runs on an amd64 server', root_cause: 'docker build on an M1/M2 Mac produces linux/arm64 images, and the server is x86_64', solution: 'docker buildx build --platform linux/amd64 (or set GOARCH=amd64 in the build).' },
        queries: [{ before: 'I built and pushed the image from my M2 laptop; the cloud VM is intel' }, 'the build machine is an arm mac'] },
      { record: { title: 'Exec format error: the release asset for the wrong CPU architecture was downloaded', root_cause: 'The install script maps uname -m wrongly and fetches the aarch64 tarball on an x86_64 host', solution: 'Download the matching architecture (x86_64 / amd64), and fix the mapping in the script.' },
        queries: ['our install script fetches the prebuilt binary from the releases page and guesses the CPU name', { before: 'downloaded the aarch64 tarball by mistake' }] },
      { record: { title: 'Exec format error on a Raspberry Pi: the binary was built for a PC', root_cause: 'The Pi has an ARM CPU (32-bit OS: armv7), and the binary is for amd64', solution: 'Build for it: GOARCH=arm GOARM=7 (or arm64 on a 64-bit OS).' },
        queries: ['copied it to the single-board computer on my desk', 'raspberry\n32-bit OS'] },
    ] },
  // Rust
  { id: 'group6-cargo-rust-version', ecosystem: 'cargo', script: `printf '[package]\\nname = "tally"\\nversion = "0.1.0"\\nedition = "2021"\\nrust-version = "1.99"\\n' > Cargo.toml && mkdir -p src && printf 'fn main() {}\\n' > src/main.rs && RUSTUP_HOME=/root/.rustup CARGO_HOME="$PWD/.cargo" cargo build --offline 2>&1 | sed 's/ (\\/.*)//'`,
    sides: [
      { record: { title: 'rustc is not supported by the following package, it requires rustc 1.99: Debian\'s packaged rustc is older', root_cause: 'rustc from apt lags the stable release by many versions', solution: 'Install rustup and the stable toolchain instead of the distribution\'s rustc.' },
        queries: [{ before: 'rust came from the distribution packages via apt' }, 'using the compiler the OS package manager installed'] },
      { record: { title: 'rustc is not supported by the package (rust-version): the CI image pins an old Rust tag', root_cause: 'FROM rust:1.70 (or a pinned toolchain in the workflow) is older than the crate\'s rust-version', solution: 'Bump the image tag or the toolchain action (dtolnay/rust-toolchain@stable).' },
        queries: ['the pipeline container image is a fixed rust version from last year', { before: 'builds locally with rustup stable\nCI fails' }] },
      { record: { title: 'the package requires a newer rustc: rust-toolchain.toml in the repository pins an old toolchain', root_cause: 'rustup honours the rust-toolchain.toml override in the project folder, which names an old version', solution: 'Update the channel in rust-toolchain.toml.' },
        queries: ['the repository has a toolchain override file', 'rustup picks the version from a file at the top of the project'] },
    ] },
  { id: 'group6-rustc-feature-stable', ecosystem: 'cargo', script: `printf '#![feature(test)]\\nfn main() {}\\n' > bench.rs && RUSTUP_HOME=/root/.rustup rustc bench.rs 2>&1`,
    sides: [
      { record: { title: 'E0554 #![feature] may not be used on the stable release channel: CI installs stable, the project needs nightly', root_cause: 'Developers use nightly (rustup override), and the workflow installs the default stable toolchain', solution: 'Commit a rust-toolchain.toml with channel = "nightly", or install nightly in the workflow.' },
        queries: [{ before: 'the workflow installs the default toolchain' }, 'the hosted job uses the regular release channel compiler'] },
      { record: { title: 'E0554 feature may not be used on stable: a dependency\'s "nightly" cargo feature is enabled', root_cause: 'features = ["nightly"] on a dependency turns on #![feature] code in that crate', solution: 'Drop the nightly feature from the dependency (or build with nightly).' },
        queries: ['we turned on an optional cargo feature of a dependency that is meant for the unstable compiler', { before: 'enabled features = ["nightly"] on one crate' }] },
    ] },
  // git
  { id: 'group6-git-index-lock', ecosystem: 'git', script: `git init -q repo && cd repo && printf 'x\\n' > a.txt && touch .git/index.lock && git add a.txt 2>&1 | sed "s|$PWD|/home/dev/app|"`,
    sides: [
      { record: { title: "Unable to create '.git/index.lock': File exists: the editor's git integration runs at the same time", root_cause: 'VS Code (git.autofetch, the Source Control view) or another GUI runs git in the background while you commit', solution: 'Retry once it is done, or turn off the background fetch; remove the lock only when no git process runs.' },
        queries: [{ before: 'the source control panel of VS Code is open while I commit from the terminal' }, 'the IDE keeps refreshing the repository in the background'] },
      { record: { title: 'index.lock File exists: a crashed or killed git left the lock behind', root_cause: 'A git process was interrupted (power loss, kill) before it removed .git/index.lock', solution: 'Check that no git runs (ps), then rm .git/index.lock.' },
        queries: ['my laptop rebooted in the middle of a rebase', { before: 'killed git with ctrl-c during a big commit' }] },
      { record: { title: 'index.lock File exists in a folder synced by Dropbox or OneDrive', root_cause: 'The sync client copies and recreates files inside .git while git works', solution: 'Move the repository out of the synced folder.' },
        queries: ['the project lives in my cloud-synced documents folder', 'Dropbox\nshared between two computers'] },
    ] },
  { id: 'group6-git-src-refspec', ecosystem: 'git', script: `git init -q --bare origin.git && git init -q -b main work && cd work && git remote add origin ../origin.git && git push origin main 2>&1 | sed "s|$PWD/..|/srv/git|"`,
    sides: [
      { record: { title: 'error: src refspec main does not match any: nothing is committed yet', root_cause: 'A new repository has no commit, so the branch does not exist yet', solution: 'Commit first (git add . && git commit -m "first"), then push.' },
        queries: [{ before: 'brand new repository; just ran init and added the remote' }, 'I have not made my first commit'] },
      { record: { title: 'src refspec main does not match any: the local branch is called master', root_cause: 'Older git names the first branch master (init.defaultBranch unset), while GitHub\'s instructions push main', solution: 'git branch -M main (and git config --global init.defaultBranch main).' },
        queries: ['followed the commands github shows for a new repo; my older git names the default branch differently', { before: 'git 2.25 on the build server' }] },
    ] },
  { id: 'group6-git-gpg-sign', ecosystem: 'git', script: `git init -q repo && cd repo && printf 'x\\n' > a.txt && git add a.txt && GNUPGHOME="$PWD/.gnupg" git -c user.name=Dev -c user.email=dev@example.com -c commit.gpgsign=true -c user.signingkey=5A1B2C3D commit -q -m first 2>&1`,
    sides: [
      { record: { title: 'error: gpg failed to sign the data: GPG_TTY is not set, so pinentry cannot ask for the passphrase', root_cause: 'In a terminal without GPG_TTY (tmux, ssh sessions) gpg-agent cannot show the passphrase prompt', solution: 'export GPG_TTY=$(tty) in ~/.bashrc or ~/.zshrc.' },
        queries: [{ before: 'inside tmux over ssh' }, 'the passphrase prompt never appears in my terminal'] },
      { record: { title: 'gpg failed to sign the data from an IDE\'s commit button: no graphical pinentry', root_cause: 'The editor commits without a terminal, and gpg-agent has no GUI pinentry configured', solution: 'Install pinentry-mac (pinentry-program in gpg-agent.conf), or unlock the key once from a terminal.' },
        queries: ['committing from the editor\'s source control button on my mac', { before: 'terminal commits are fine\nthe GUI commit fails' }] },
      { record: { title: 'gpg failed to sign: the signing key is not on this machine (dev container, CI)', root_cause: 'The global config says commit.gpgsign=true with user.signingkey, and the container\'s keyring does not have that key', solution: 'Forward the gpg agent into the container, or set commit.gpgsign=false there.' },
        queries: ['inside the development container the global config still says sign every commit', 'CI bot\nthe commit step of the release job'] },
    ] },
  // bash and the system
  { id: 'group6-env-python', ecosystem: 'bash', script: `printf '#!/usr/bin/env python\\nprint("ok")\\n' > tool.py && chmod +x tool.py && PATH=/nonexistent ./tool.py 2>&1`,
    sides: [
      { record: { title: "/usr/bin/env: 'python': No such file or directory: Debian and Ubuntu have no python command", root_cause: 'Since Debian 11 / Ubuntu 20.04 only python3 is installed; nothing provides "python"', solution: 'apt install python-is-python3, or change the shebang to python3.' },
        queries: [{ before: 'fresh ubuntu 22.04 server' }, 'the distro only ships the versioned interpreter name'] },
      { record: { title: 'env: python: No such file or directory on macOS 12.3+: Apple removed Python 2', root_cause: 'macOS Monterey 12.3 removed /usr/bin/python; only python3 remains', solution: 'Use python3 in the shebang, or brew install python and put its python link on PATH.' },
        queries: ['after the Monterey update on my mac', { before: 'an old script of ours\nit worked before the macOS update' }] },
    ] },
  { id: 'group6-arg-list-too-long', ecosystem: 'bash', script: `/bin/true $(seq 1 400000) 2>&1 | sed 's/line [0-9]*:/line 1:/'`,
    sides: [
      { record: { title: 'Argument list too long: a glob over a folder with hundreds of thousands of files', root_cause: 'The shell expands *.log into one argument per file, past the kernel\'s ARG_MAX', solution: 'Use find . -name "*.log" -delete (or find … -exec … +, xargs).' },
        queries: [{ before: 'the log directory has grown to half a million files' }, 'rm with a wildcard on the huge upload folder'] },
      { record: { title: 'Argument list too long: a huge environment in the CI job', root_cause: 'ARG_MAX counts the environment too; a very large variable (a JSON blob, hundreds of secrets) leaves no room for arguments', solution: 'Pass the large value through a file instead of an environment variable.' },
        queries: ['our pipeline exports a massive JSON blob as a variable', { before: 'in the CI job\nthe environment has hundreds of variables' }] },
    ] },
  { id: 'group6-systemctl-no-systemd', ecosystem: 'bash', script: 'systemctl restart nginx 2>&1',
    sides: [
      { record: { title: 'System has not been booted with systemd as init system (PID 1): WSL without systemd enabled', root_cause: 'WSL starts its own init unless systemd=true is set in /etc/wsl.conf', solution: 'Add [boot] systemd=true to /etc/wsl.conf and run wsl --shutdown (WSL 0.67.6 or later).' },
        queries: [{ before: 'ubuntu on windows' }, 'inside the linux subsystem of my windows PC'] },
      { record: { title: 'System has not been booted with systemd: systemctl inside a Docker container', root_cause: 'A container runs one process, with no init system, so systemctl has nothing to talk to', solution: 'Run the program directly as the container\'s CMD (nginx -g "daemon off;") instead of through systemctl.' },
        queries: ['in a RUN step of the image build I try to enable the service', { before: 'container based on ubuntu\nservice start does not work either' }] },
    ] },
  { id: 'group6-docker-daemon', ecosystem: 'docker', script: 'DOCKER_HOST= docker ps 2>&1',
    sides: [
      { record: { title: 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock: Docker Desktop is not started', root_cause: 'On macOS and Windows the daemon runs inside Docker Desktop, which is not running (after a reboot)', solution: 'Start Docker Desktop and wait until it reports it is running.' },
        queries: [{ before: 'after rebooting my macbook' }, 'the whale app is not open'] },
      { record: { title: 'Cannot connect to the Docker daemon in WSL: WSL integration is off in Docker Desktop', root_cause: 'Docker Desktop exposes its daemon to a WSL distribution only when integration is enabled for it', solution: 'Docker Desktop → Settings → Resources → WSL integration: enable the distribution.' },
        queries: ['from my ubuntu shell on windows; in powershell docker works', { before: 'linux subsystem distro\ndocker desktop is running' }] },
      { record: { title: 'Cannot connect to the Docker daemon in a GitLab CI job: the docker:dind service is missing', root_cause: 'The job image has the docker client only; the daemon comes from a docker:dind service', solution: 'Add services: [docker:dind] and DOCKER_HOST=tcp://docker:2376 with the TLS variables.' },
        queries: ['in the gitlab pipeline job that builds our image', 'CI runner\nthe job image has the client binary only'] },
    ] },
  { id: 'group6-ssh-key-perms', ecosystem: 'ssh', script: `ssh-keygen -q -t ed25519 -N '' -f deploy_key && chmod 644 deploy_key && ssh-keygen -y -f deploy_key 2>&1`,
    sides: [
      { record: { title: 'UNPROTECTED PRIVATE KEY FILE, Permissions 0644 are too open: the key is on the Windows drive used from WSL', root_cause: 'Files under /mnt/c show fixed permissions, and chmod does nothing there without the metadata mount option', solution: 'Copy the key into ~/.ssh inside WSL and chmod 600 it (or mount the drive with metadata).' },
        queries: [{ before: 'using the key from my windows user folder through the ubuntu subsystem' }, 'chmod changes nothing on that drive'] },
      { record: { title: 'Permissions 0644 are too open: a Kubernetes secret is mounted with the default mode', root_cause: 'Secret volumes are mounted 0644 unless defaultMode says otherwise', solution: 'Set defaultMode: 0400 (256) on the secret volume.' },
        queries: ['the key is mounted into the pod from a cluster secret', { before: 'k8s deployment\nsecret volume' }] },
      { record: { title: 'Permissions too open: a CI job writes the deploy key from a variable with echo', root_cause: 'The key file is created with the umask\'s 0644', solution: 'chmod 600 the file after writing it (or load it with ssh-add through ssh-agent).' },
        queries: ['the pipeline writes the deploy key from a protected variable into a file', 'gitlab job\nbefore the deploy step'] },
    ] },
  { id: 'group6-tar-not-gzip', ecosystem: 'bash', script: `printf '<html><body>You are being redirected.</body></html>\\n' > release.tar.gz && tar xzf release.tar.gz 2>&1`,
    sides: [
      { record: { title: 'gzip: stdin: not in gzip format: curl saved the redirect page (no -L)', root_cause: 'GitHub release downloads redirect, and curl without -L saves the small HTML page', solution: 'curl -fL -o release.tar.gz <url> (follow redirects, fail on HTTP errors).' },
        queries: [{ before: 'downloading the release from github with curl -o' }, 'the downloaded file is only a few hundred bytes'] },
      { record: { title: 'not in gzip format: the archive is a Git LFS pointer file', root_cause: 'The repository stores the archive in Git LFS, and the checkout fetched only the pointer', solution: 'git lfs install && git lfs pull (lfs: true in actions/checkout).' },
        queries: ['the archive is kept in the repo with large file storage and the pipeline checked it out', { before: 'in CI after checkout\nthe file starts with version https://git-lfs' }] },
      { record: { title: 'gzip: stdin: not in gzip format: the archive is plain tar or xz', root_cause: 'The upstream now ships .tar.xz (or an uncompressed tar) under the old name', solution: 'Let tar detect it: tar xf file (or tar xJf for xz).' },
        queries: ['the upstream changed the compression this release', 'the file command says POSIX tar archive'] },
    ] },
  { id: 'group6-perl-locale', ecosystem: 'perl', script: `LC_ALL= LANGUAGE= LC_CTYPE=UTF-8 LANG=de_AT.UTF-8 perl -e 'print "ok\\n"' 2>&1`,
    sides: [
      { record: { title: 'perl: warning: Setting locale failed: SSH from a Mac forwards LC_CTYPE=UTF-8', root_cause: 'macOS Terminal sets LC_CTYPE=UTF-8, ssh sends it (SendEnv LC_*), and Linux has no locale of that name', solution: 'Remove SendEnv LANG LC_* from the client\'s ssh_config (or AcceptEnv on the server).' },
        queries: [{ before: 'whenever I log in remotely from my macbook terminal' }, 'the remote server inherits the locale settings of my client'] },
      { record: { title: 'Setting locale failed: the locale is not generated on a minimal Debian or Ubuntu', root_cause: 'LANG names a locale that was never generated (locales package not configured)', solution: 'locale-gen de_AT.UTF-8 (dpkg-reconfigure locales), or use C.UTF-8.' },
        queries: ['minimal debian install; the locales package was never configured', { before: 'new VPS\nlocale -a lists only C and POSIX' }] },
      { record: { title: 'perl: warning: Setting locale failed in a Docker container', root_cause: 'The image has no locales, and LANG comes from the host or the Dockerfile', solution: 'ENV LANG=C.UTF-8 in the Dockerfile (or install and generate locales).' },
        queries: ['inside the container on every apt-get run', 'during the image build\nlots of these warnings'] },
    ] },
  // PostgreSQL (a throwaway server)
  { id: 'group6-psql-password', ecosystem: 'postgresql', script: PG("password_encryption = 'scram-sha-256'", 'local all postgres trust\\nhost all all 127.0.0.1/32 scram-sha-256\\nhost all all ::1/128 scram-sha-256', "CREATE ROLE app LOGIN PASSWORD 'right-one'", `PGPASSWORD=wrong-one psql -X -h localhost -p 55436 -U app -d postgres -c 'select 1' 2>&1`),
    sides: [
      { record: { title: 'FATAL: password authentication failed for user "app": POSTGRES_PASSWORD applies only to an empty Docker volume', root_cause: 'The postgres image sets the password when it initializes the data directory; with an existing volume a new POSTGRES_PASSWORD is ignored', solution: 'Change it inside (ALTER USER app PASSWORD …), or remove the volume (docker compose down -v) to initialize again.' },
        queries: [{ before: 'I changed the password in the compose file and restarted' }, 'the named volume from last month still exists'] },
      { record: { title: 'password authentication failed: special characters in the connection URL are not percent-encoded', root_cause: 'A password with @, :, / or # in DATABASE_URL is split at those characters', solution: 'Percent-encode the password in the URL (@ → %40, # → %23).' },
        queries: ['the password has an at sign and a hash in it and we put it into the DSN', { before: 'connecting with the URL string\npsql typing it at the prompt works' }] },
      { record: { title: 'password authentication failed after an upgrade: passwords stored as md5, pg_hba requires scram-sha-256', root_cause: 'A dump from an old server restored md5 password hashes, and the new server\'s pg_hba.conf asks for scram-sha-256', solution: 'Set the password again (\\password app) so it is stored as SCRAM.' },
        queries: ['right after moving the data to the new major version with a dump and restore', 'came over from 12\nthe hba file uses the newer hash method'] },
    ] },
  { id: 'group6-psql-peer', ecosystem: 'postgresql', script: PG('', 'local all postgres trust\\nlocal all all peer\\nhost all all 127.0.0.1/32 scram-sha-256', 'CREATE ROLE app LOGIN', 'psql6 -U app -c "select 1" | sed "s|$PGD|/var/run/postgresql|"'),
    sides: [
      { record: { title: 'FATAL: Peer authentication failed for user "app": connecting over the Unix socket as another OS user', root_cause: 'pg_hba.conf says peer for local connections, so the database role must match the operating system user', solution: 'Connect over TCP (-h localhost) with a password, or add a scram-sha-256 line for local connections.' },
        queries: [{ before: 'logged into linux as root and running psql -U app' }, 'my login name on the box differs from the database role'] },
      { record: { title: 'Peer authentication failed: DATABASE_URL has no host, so the driver uses the socket', root_cause: 'postgres:///app (or a database.yml without host) makes libpq connect through the Unix socket, where peer applies', solution: 'Add host=localhost (or 127.0.0.1) to the connection settings.' },
        queries: ['the connection string in the env file leaves the host part out', { before: 'the rails database.yml has no host key\nthe web app cannot log in' }] },
    ] },
  { id: 'group6-psql-public-schema', ecosystem: 'postgresql', script: PG('', '', 'CREATE ROLE app LOGIN', 'psql6 -U app -c "CREATE TABLE invoices (id int)"'),
    sides: [
      { record: { title: 'ERROR: permission denied for schema public: PostgreSQL 15 took CREATE on public from everyone', root_cause: 'Since PostgreSQL 15 only the database owner may create objects in the public schema', solution: 'GRANT CREATE ON SCHEMA public TO app, or make app the database\'s owner (or give it its own schema).' },
        queries: [{ before: 'worked on the version 13 server; the new cluster is the latest major' }, 'after moving the app to the new database release'] },
      { record: { title: 'permission denied for schema public on a managed database: the app role is not the owner', root_cause: 'On RDS or Cloud SQL the admin user created the database, and the migration runs as a separate app role', solution: 'ALTER DATABASE app OWNER TO app (as the admin user), or grant it on the schema.' },
        queries: ['hosted on amazon\'s managed relational database service; we log in with a separate application role', 'cloud DB\nthe migration role is not the master user'] },
    ] },
  { id: 'group6-psql-too-many-clients', ecosystem: 'postgresql', script: PG('max_connections = 4\\nsuperuser_reserved_connections = 0', '', 'CREATE ROLE app LOGIN', 'for i in 1 2 3 4; do (psql6 -U app -c "select pg_sleep(3)" >/dev/null &); done; sleep 1; psql6 -U app -c "select 1" | sed "s|$PGD|/var/run/postgresql|"; sleep 3'),
    sides: [
      { record: { title: 'FATAL: sorry, too many clients already: serverless functions each open their own connections', root_cause: 'Every Lambda or Cloud Function instance opens its own pool, and a traffic spike multiplies them', solution: 'Put a pooler in front (PgBouncer, RDS Proxy), and keep one connection per function instance.' },
        queries: [{ before: 'our API runs as lambda functions and traffic spiked' }, 'every cloud function instance opens a fresh pool'] },
      { record: { title: 'too many clients already: web server workers times the pool size exceed max_connections', root_cause: 'gunicorn or Puma workers × the pool size per worker is more than the server allows', solution: 'Lower the pool size per worker (or use PgBouncer, or raise max_connections).' },
        queries: ['we scaled the web server to 16 worker processes, each with a pool of 10', { before: 'after raising the worker count' }] },
      { record: { title: 'too many clients already: the test suite leaks connections', root_cause: 'Each spec file creates a pool and never closes it', solution: 'Share one pool and close it in afterAll (pool.end()).' },
        queries: ['only when the whole test run executes; single test files pass', 'jest\nthe pool is created in every spec file'] },
    ] },
  { id: 'group6-psql-extension-control', ecosystem: 'postgresql', script: PG('', '', 'SELECT 1', 'psql6 -c "CREATE EXTENSION postgis"'),
    sides: [
      { record: { title: 'could not open extension control file postgis.control: the PostGIS package for this server version is not installed', root_cause: 'On Debian and Ubuntu PostGIS is packaged per server major version (postgresql-15-postgis-3)', solution: 'apt-get install postgresql-15-postgis-3 (the server\'s major version).' },
        queries: [{ before: 'self-managed postgres from apt on ubuntu' }, 'installed the GIS package, but the one for the older cluster version'] },
      { record: { title: 'postgis.control not found: the official postgres Docker image has no PostGIS', root_cause: 'The postgres image ships only the contrib extensions', solution: 'Use the postgis/postgis image (same tags).' },
        queries: ['our compose file uses the stock database image', { before: 'docker image postgres:15\nthe migrations create the extension' }] },
      { record: { title: 'could not open extension control file: Homebrew\'s PostGIS is built for another PostgreSQL version', root_cause: 'The postgis formula installs into one postgresql@N, and brew services runs another', solution: 'Run the server version the formula is built for, or use Postgres.app, which bundles PostGIS.' },
        queries: ['on my mac, several database versions installed with brew', 'macOS\nthe server started from brew services'] },
    ] },
  // Ruby
  { id: 'group6-bundler-gem-missing', ecosystem: 'ruby', script: `printf 'source "https://rubygems.org"\\ngem "rack-attackx"\\n' > Gemfile && printf 'GEM\\n  remote: https://rubygems.org/\\n  specs:\\n    rack-attackx (6.7.0)\\n\\nPLATFORMS\\n  ruby\\n\\nDEPENDENCIES\\n  rack-attackx\\n' > Gemfile.lock && bundle exec ruby -e 'puts 1' 2>&1 | sed -e '/^\\s*from /d' -e 's|^/usr/share/rubygems-integration/all/gems/||'`,
    sides: [
      { record: { title: 'Bundler::GemNotFound, could not find the gem in any of the sources: the deployment skips its group (BUNDLE_WITHOUT)', root_cause: 'The gem is in the development or test group, and production installs with BUNDLE_WITHOUT=development:test', solution: 'Move the gem out of the group (or change BUNDLE_WITHOUT for that environment).' },
        queries: [{ before: 'production installs skip the development and test groups' }, 'the gem is declared inside a group the server excludes'] },
      { record: { title: 'Bundler::GemNotFound: rbenv switched to another Ruby, whose gems are separate', root_cause: '.ruby-version now selects a Ruby where the bundle was never installed', solution: 'Run bundle install under that Ruby.' },
        queries: ['after pulling, the project has a version file for the ruby manager that selects a newer interpreter', { before: 'rbenv local changed\nthe gems were installed under 3.1' }] },
    ] },
  { id: 'group6-ruby-invalid-byte', ecosystem: 'ruby', script: `printf 'J\\303\\274rgen,Zo\\303\\253\\n' > names.txt && LANG=C LC_ALL=C ruby -e 'p File.read("names.txt").split(/,/)' 2>&1 | sed '/^\\s*from /d'`,
    sides: [
      { record: { title: 'invalid byte sequence in US-ASCII (ArgumentError): the Docker image has no UTF-8 locale', root_cause: 'Without LANG the image runs in the C locale, so Ruby reads files as US-ASCII', solution: 'ENV LANG=C.UTF-8 in the Dockerfile (or Encoding.default_external = "UTF-8").' },
        queries: [{ before: 'inside the container; on the host the task works' }, 'the image sets no locale variables'] },
      { record: { title: 'invalid byte sequence in US-ASCII under the Jenkins agent: the service has no LANG', root_cause: 'The CI agent runs as a system service whose environment has no locale', solution: 'Set LANG=C.UTF-8 in the agent\'s environment (node properties or the service unit).' },
        queries: ['only when the build server runs the rake task', { before: 'runs under the CI agent service\nfrom my login shell it works' }] },
    ] },
  // PHP
  { id: 'group6-php-class-not-found', ecosystem: 'php', script: `mkdir -p src/Service && printf '<?php\\nnamespace App\\\\Service;\\nclass Mailer {}\\n' > src/Service/mailer.php && printf '<?php\\nspl_autoload_register(function ($c) { $f = __DIR__ . "/src/" . str_replace(["App\\\\\\\\", "\\\\\\\\"], ["", "/"], $c) . ".php"; if (is_file($f)) require $f; });\\nnew App\\\\Service\\\\Mailer();\\n' > index.php && php index.php 2>&1 | sed -e '/^Stack trace/,$d' -e 's| in /.*index.php| in /var/www/index.php|'`,
    sides: [
      { record: { title: 'Class "App\\Service\\Mailer" not found: the optimized Composer class map was built before the class existed', root_cause: 'The deployment runs composer dump-autoload --classmap-authoritative, and new classes are not in the cached map', solution: 'Run composer dump-autoload -o again as part of every deploy.' },
        queries: [{ before: 'the deploy uses an authoritative optimized class map' }, 'a new file was added; the production autoloader is a cached map'] },
      { record: { title: 'Class not found on Linux, fine on macOS: the file name\'s case differs from the class name', root_cause: 'macOS\' filesystem ignores case, so mailer.php loads as Mailer.php there; Linux does not', solution: 'Rename the file to match the class (git mv mailer.php Mailer.php).' },
        queries: ['it works on my mac and breaks on the linux server', { before: 'case-insensitive disk locally\ndeploy to ubuntu' }] },
    ] },
  { id: 'group6-php-pdo-driver', ecosystem: 'php', script: `printf '<?php\\nnew PDO("pgsql:host=localhost;dbname=app", "app", "secret");\\n' > db.php && php db.php 2>&1 | sed -e '/^Stack trace/,$d' -e 's| in /.*db.php| in /var/www/db.php|'`,
    sides: [
      { record: { title: 'PDOException could not find driver: the official php Docker image needs docker-php-ext-install pdo_pgsql', root_cause: 'The php images ship PDO without the PostgreSQL driver', solution: 'RUN apt-get install -y libpq-dev && docker-php-ext-install pdo_pgsql.' },
        queries: [{ before: 'our image is FROM php:8.2-apache' }, 'container built from the stock PHP image'] },
      { record: { title: 'could not find driver: the distribution\'s php-pgsql package is missing for this PHP version', root_cause: 'Debian and Ubuntu package the driver per PHP version (php8.2-pgsql); an upgrade left only the old version\'s', solution: 'apt-get install php8.2-pgsql (the running version) and restart php-fpm.' },
        queries: ['ubuntu server with php from apt', { before: 'after the distro upgrade to a new php version\nthe extension package is for the old one' }] },
      { record: { title: 'could not find driver on Windows: extension=pdo_pgsql is commented out in php.ini', root_cause: 'The Windows builds ship the DLL, but php.ini (the one php --ini shows) does not enable it', solution: 'Uncomment extension=pdo_pgsql in that php.ini and restart the server.' },
        queries: ['XAMPP on windows', 'windows laptop\nthe ini file has a semicolon in front of that line'] },
    ] },
];
