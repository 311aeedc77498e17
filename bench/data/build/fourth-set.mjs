// A fourth set for the remediation benchmark, written blind: before reading any ranking code
// and without running the ranker on it, so that its figures are an untouched estimate of how
// remediation search does on words nobody tuned for. Every broken input runs for real (bash on
// this machine, run by remediations.mjs in the two made-up projects); the ecosystems are ones
// the first three sets have none of (Lua, R, OCaml, Erlang, Kotlin, Fortran, Tcl, shell
// scripts and shellcheck, jq, podman, SQLite's and PostgreSQL's clients against real
// databases, Flask, uvicorn, pytest) or few of (Node's module systems, asyncio).
//   PAIRS    confusable pairs: one broken input, the same real error text in two records with
//            other causes and fixes; each side's `confusable4` query is the error as the other
//            project prints it plus that side's circumstances in a developer's own words. The
//            sides marked `otherWords` (25 of 52) say those circumstances without the record's
//            own terms (what one saw and did, not the name of the cause or its fix).
//   SINGLES  new records (real tool output) of those ecosystems, each with a `symptom4` query
//   SYMPTOMS a `symptom4` query for records already in the corpus, of every ecosystem, written
//            from the record's error and situation only: what a person sees and says, without
//            pasting the error (about half name the language or tool; some short, some long,
//            a few with a typo, as people type them)
// remediations.mjs appends all of it after the third set (`--extend` appends only what is not
// there yet), so every line of the first three sets stays byte for byte.

const KOTLIN = (file) => `{ kotlinc ${file} -include-runtime -d app.jar 2>&1 | grep -v 'VM warning' || true; }`;
export const NODE_CLEAN = `sed -e 's/(node:[0-9]*)/(node)/' -e 's/^ *at .*//' -e '/^Node.js v/d' | grep -v '^$'`;
// A throwaway PostgreSQL cluster owned by the postgres account (initdb refuses root), on its own socket.
const PG = `PGD=/tmp/contextd-pg4 && rm -rf "$PGD" && mkdir "$PGD" && chown postgres "$PGD" && chmod 700 "$PGD"
runuser -u postgres -- initdb -D "$PGD/data" -A trust >/dev/null 2>&1
runuser -u postgres -- pg_ctl -D "$PGD/data" -o "-k $PGD -p 55432 -c listen_addresses=''" -w start >/dev/null 2>&1
psql4() { runuser -u postgres -- psql -X -h "$PGD" -p 55432 -d postgres "$@" 2>&1; }
stop4() { runuser -u postgres -- pg_ctl -D "$PGD/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PGD"; }`;

export const PAIRS = [
  // Lua
  { id: 'pair4-lua-index-nil', ecosystem: 'lua', script: `cat > app.lua <<'EOF'
local users = { [1] = { name = "ada" }, [2] = { name = "bob" } }
local id = arg[1] or "1"
local user = users[id]
print(user.name)
EOF
lua5.4 app.lua 1`,
    a: { otherWords: true, record: { title: 'attempt to index a nil value: the id from the command line is a string', root_cause: 'Command-line arguments arrive as strings, and a table keyed by numbers does not find "1"', solution: 'Convert the key first (users[tonumber(id)]) and check for nil before indexing.' }, circumstance: 'the lookup works when I hard-code the number in the script, but not with the value my wrapper passes in when it launches it' },
    b: { record: { title: 'attempt to index a nil value: a loop starting at index 0', root_cause: 'Lua arrays start at 1; users[0] does not exist', solution: 'Loop from 1 to #users (or use ipairs) instead of starting at 0.' }, circumstance: 'ported this loop from javascript, it counts up from zero over the list' } },
  { id: 'pair4-lua-module-not-found', ecosystem: 'lua', script: `cat > main.lua <<'EOF'
local cjson = require("cjson")
print(cjson.encode({ ok = true }))
EOF
lua5.4 main.lua`,
    a: { record: { title: "module 'cjson' not found: installed for another Lua version", root_cause: 'The lua-cjson package was installed for Lua 5.1 / LuaJIT, and lua5.4 searches only its own 5.4 directories', solution: 'Install the module for the interpreter that runs it (luarocks --lua-version 5.4 install lua-cjson) or run the script with the matching interpreter.' }, circumstance: 'apt installed lua-cjson which pulled in things for luajit, my script runs with lua5.4' },
    b: { otherWords: true, record: { title: "module 'cjson' not found: luarocks --local tree not on the search path", root_cause: 'luarocks install --local puts modules in ~/.luarocks, which LUA_PATH / LUA_CPATH do not include until luarocks path is evaluated', solution: 'Add eval "$(luarocks path)" to the shell profile (or set LUA_CPATH to ~/.luarocks/lib/lua/5.4/?.so).' }, circumstance: 'I used the package manager for lua with the per-user flag because I have no sudo on this box, it said it was installed fine' } },
  // R
  { id: 'pair4-r-no-package', ecosystem: 'r', script: `cat > report.R <<'EOF'
library(dplyr)
print(1)
EOF
Rscript report.R`,
    a: { record: { title: 'there is no package called dplyr: the library belongs to the previous R version', root_cause: 'R keeps user packages in a library folder per minor version (~/R/x86_64-pc-linux-gnu-library/4.2), so after upgrading R the new version has an empty library', solution: 'Reinstall the packages under the new R (install.packages or update.packages(checkBuilt = TRUE, ask = FALSE)).' }, circumstance: 'upgraded R from 4.1 to 4.2 this morning, the script ran fine last week' },
    b: { otherWords: true, record: { title: 'there is no package called dplyr: the renv project library is not restored', root_cause: 'The project uses renv, so R looks only in the project library, where the package has not been installed yet', solution: 'Run renv::restore() in the project (or renv::install("dplyr") and renv::snapshot()).' }, circumstance: 'cloned a colleague\'s analysis repo that has a lockfile and an activate script in it, although I have that package on my machine for all my other work' } },
  { id: 'pair4-r-missing-value', ecosystem: 'r', script: `cat > check.R <<'EOF'
df <- read.csv(text = "id,amount\\n1,3\\n2,")
for (v in df$amount) if (v > 0) print(v)
EOF
Rscript check.R`,
    a: { record: { title: 'missing value where TRUE/FALSE needed: blank cells in the export', root_cause: 'Empty cells in the CSV are read as NA, and if (NA > 0) cannot decide', solution: 'Test is.na(v) first (if (!is.na(v) && v > 0)) or drop the NA rows before the loop.' }, circumstance: 'the spreadsheet export has some empty amounts for orders that were cancelled' },
    b: { otherWords: true, record: { title: 'missing value where TRUE/FALSE needed: rows without a match after merge(all.x = TRUE)', root_cause: 'A left join leaves NA in the columns of rows that had no partner in the other table', solution: 'Handle the unmatched rows (replace NA with 0 or filter them) after the merge, before testing values.' }, circumstance: 'the amounts come from a second table I combine with the customer list, keeping every customer even when there is nothing for them on the other side' } },
  { id: 'pair4-r-cannot-open', ecosystem: 'r', script: `mkdir -p data && echo 'x' > data/Sales.csv && cat > load.R <<'EOF'
sales <- read.csv("data/sales.csv")
EOF
Rscript load.R`,
    a: { record: { title: 'cannot open file: the R session runs in another working directory', root_cause: 'The relative path is read from the working directory of the session (the home folder in a fresh RStudio session), not the project folder', solution: 'Open the .Rproj project (or setwd to the project) and build paths with here::here("data", "sales.csv").' }, circumstance: 'in RStudio I opened the script file directly by double-clicking it, not the project' },
    b: { otherWords: true, record: { title: 'cannot open file: the file name differs in upper/lower case on Linux', root_cause: 'The file is Sales.csv; macOS and Windows ignore case in names, Linux does not', solution: 'Use the exact name (or rename the file to lower case) and keep file names lower case in the repo.' }, circumstance: 'works on my mac, fails on the linux build server although ls shows the file right there in data' } },
  // OCaml
  { id: 'pair4-ocaml-unbound-module', ecosystem: 'ocaml', script: `cat > main.ml <<'EOF'
let () = print_endline (Yojson.Safe.to_string (\`Int 1))
EOF
ocamlc main.ml`,
    a: { record: { title: 'Unbound module Yojson: the library is not in the dune stanza', root_cause: 'The library is installed but the executable stanza in dune does not list it, so the compiler is not given it', solution: 'Add yojson to (libraries ...) of the executable in the dune file (and to depends in dune-project / the opam file).' }, circumstance: 'dune build fails right after I added the json encoding to the executable, the package is installed with opam' },
    b: { otherWords: true, record: { title: 'Unbound module Yojson: the shell is on another opam switch', root_cause: 'The package was installed in another opam switch, and the current shell environment points at a switch without it', solution: 'Run eval $(opam env --switch=<the project switch>) (or opam switch link it to the project) and build again.' }, circumstance: 'I keep a separate compiler setup per project and opened a new terminal tab, in the old tab it still builds' } },
  { id: 'pair4-ocaml-not-found', ecosystem: 'ocaml', script: `cat > main.ml <<'EOF'
let table : (string, int) Hashtbl.t = Hashtbl.create 8
let () = print_int (Hashtbl.find table "timeout")
EOF
ocamlc -o app main.ml && ./app`,
    a: { record: { title: 'Fatal error: exception Not_found from Hashtbl.find on a missing key', root_cause: 'Hashtbl.find (like List.assoc) raises Not_found when the key is absent', solution: 'Use Hashtbl.find_opt and match on None, or give a default.' }, circumstance: 'looking up a setting in my hashtable of options, the key is only there when the user passed it' },
    b: { record: { title: 'Fatal error: exception Not_found from Sys.getenv in the service', root_cause: 'Sys.getenv raises Not_found when the variable is not set, and the service manager does not pass the shell environment', solution: 'Use Sys.getenv_opt with a default, and set the variable in the unit file (Environment=) or the container env.' }, circumstance: 'the binary reads an environment variable at startup; fine in my terminal where I export it in bashrc, dies under systemd' } },
  // Erlang
  { id: 'pair4-erlang-undef', ecosystem: 'erlang', script: `cat > export.escript <<'EOF'
#!/usr/bin/env escript
main(_) -> io:format("~s~n", [jsx:encode(#{<<"ok">> => true})]).
EOF
escript export.escript`,
    a: { otherWords: true, record: { title: 'undefined function jsx:encode/1: the dependency is not on the code path', root_cause: 'Plain erl / escript does not add the rebar3 build directory of the dependencies to the code path', solution: 'Run it through rebar3 (rebar3 shell, rebar3 escriptize with the dep listed) or pass -pa _build/default/lib/*/ebin.' }, circumstance: 'the call works when I try it from the interactive console the build tool opens for me, but not when I start the file by itself' },
    b: { record: { title: 'undefined function jsx:encode/1: the application is missing from the release', root_cause: 'The dependency is not listed in the applications of the .app.src, so relx leaves it out of the release', solution: 'Add jsx to {applications, [...]} in the .app.src and build the release again.' }, circumstance: 'the rebar3 release we ship to prod crashes on the first request that encodes json, in rebar3 shell it is fine' } },
  // Kotlin
  { id: 'pair4-kotlin-unresolved', ecosystem: 'kotlin', script: `cat > Main.kt <<'EOF'
import kotlinx.coroutines.runBlocking

fun main() = runBlocking { println("ok") }
EOF
${KOTLIN('Main.kt')}`,
    a: { record: { title: 'unresolved reference kotlinx: coroutines dependency missing in build.gradle.kts', root_cause: 'kotlinx.coroutines is a separate library, not part of the Kotlin standard library', solution: 'Add implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:<version>") to the dependencies block and sync Gradle.' }, circumstance: 'new gradle kotlin project from the IDE wizard, I copied a runBlocking example from the docs' },
    b: { otherWords: true, record: { title: 'unresolved reference kotlinx: kotlinc run without the library jar on the classpath', root_cause: 'Compiling one file with kotlinc from the command line does not see the project dependencies that Gradle resolves', solution: 'Build with ./gradlew build, or pass the jar: kotlinc -cp kotlinx-coroutines-core.jar Main.kt.' }, circumstance: 'the whole project builds in the IDE, I only wanted to quickly compile this one file from a terminal to test something' } },
  { id: 'pair4-kotlin-npe', ecosystem: 'kotlin', script: `cat > Main.kt <<'EOF'
fun main() {
    val limits = mapOf("free" to 10)
    val plan = System.getProperty("plan.name") ?: "pro"
    println(limits[plan]!! * 2)
}
EOF
${KOTLIN('Main.kt')} && java -jar app.jar 2>&1`,
    a: { record: { title: 'KotlinNullPointerException from !! on a map lookup of a missing key', root_cause: 'map[key] returns null for a key that is not there, and !! turns that into a crash', solution: 'Use getValue with a clear error, getOrDefault / ?: default, or add the key.' }, circumstance: 'the map has an entry per plan and somebody added a new plan name in the config' },
    b: { otherWords: true, record: { title: 'KotlinNullPointerException from !! on a value from a Java API', root_cause: 'A Java method (System.getenv, a getter of a Java library) returns null; its platform type hides that, and !! crashes', solution: 'Treat Java return values as nullable: use ?. / ?: with a default or requireNotNull with a message.' }, circumstance: 'the value comes out of a java library call I wrapped, it used to always give something back but not on the staging box' } },
  // shell scripts
  { id: 'pair4-shellcheck-sc2086', ecosystem: 'shellcheck', script: `cat > run.sh <<'EOF'
#!/bin/bash
args=$1
ls $args
EOF
shellcheck run.sh`,
    a: { record: { title: 'SC2086 double quote to prevent word splitting: a file name with spaces', root_cause: 'An unquoted variable is split on spaces and globbed, so a path with a space becomes two arguments', solution: 'Quote the expansion: ls "$args".' }, circumstance: 'the script breaks on the folder "My Documents" on the shared drive' },
    b: { otherWords: true, record: { title: 'SC2086 double quote to prevent word splitting: the variable holds several options', root_cause: 'The variable is meant to carry several flags, and quoting it would pass them as one argument', solution: 'Keep the options in a bash array (args=(-l -a); ls "\${args[@]}") instead of a space-separated string.' }, circumstance: 'that variable is built up from a couple of flags like -l -a depending on verbosity, if I add quotes the command gets them as one weird argument' } },
  { id: 'pair4-sh-bad-substitution', ecosystem: 'bash', script: `cat > build.sh <<'EOF'
#!/bin/bash
name="Release"
echo "\${name,,}"
EOF
sh build.sh`,
    a: { record: { title: 'Bad substitution: a bash script started with sh', root_cause: 'sh is dash on Debian/Ubuntu, which has no ${var,,} case conversion; the #!/bin/bash line is ignored when the file is passed to sh', solution: 'Run it with bash build.sh or ./build.sh (chmod +x), not sh build.sh.' }, circumstance: 'I run it as sh build.sh from the README instructions on ubuntu' },
    b: { otherWords: true, record: { title: 'Bad substitution: a Dockerfile RUN line executes with /bin/sh', root_cause: 'RUN uses /bin/sh -c by default, and the bash-only expansion is in the RUN line or a script sourced by it', solution: 'Add SHELL ["/bin/bash", "-c"] before the RUN lines (or call bash explicitly).' }, circumstance: 'it only breaks while the image is being built, the same lines pasted into my terminal work' } },
  { id: 'pair4-bash-crlf', ecosystem: 'bash', script: `printf '#!/bin/bash\\r\\nif [ -n "$HOME" ]; then\\r\\n  echo ok\\r\\nfi\\r\\n' > deploy.sh && bash deploy.sh`,
    a: { record: { title: 'syntax error: unexpected end of file: the script has Windows line endings', root_cause: 'The file was saved with CRLF by a Windows editor, so bash sees a \\r at the end of each line', solution: 'Convert it (dos2unix deploy.sh or sed -i "s/\\r$//") and set the editor to LF.' }, circumstance: 'I edited the script in notepad on my windows laptop and uploaded it to the server' },
    b: { otherWords: true, record: { title: 'syntax error: unexpected end of file: git converted line endings on checkout', root_cause: 'core.autocrlf=true on a Windows checkout writes CRLF into the working tree, which a Linux container then runs', solution: 'Add a .gitattributes with *.sh text eol=lf and re-checkout (git add --renormalize .).' }, circumstance: 'nobody edited the file, it comes straight from the repo; only the colleagues on windows get this when they mount the clone into the container' } },
  // SQLite's command line
  { id: 'pair4-sqlite-unique', ecosystem: 'sqlite', script: `sqlite3 app.db <<'EOF'
CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE COLLATE NOCASE);
INSERT INTO users (email) VALUES ('ada@example.com');
INSERT INTO users (email) VALUES ('Ada@example.com');
EOF`,
    a: { record: { title: 'UNIQUE constraint failed: users.email when the seed script runs a second time', root_cause: 'The seed inserts rows that the first run already created', solution: 'Make the seed idempotent: INSERT OR IGNORE / INSERT ... ON CONFLICT(email) DO NOTHING, or reset the database first.' }, circumstance: 'I ran the seed command again after it stopped halfway the first time' },
    b: { otherWords: true, record: { title: 'UNIQUE constraint failed: users.email for addresses that differ only in case', root_cause: 'The column is declared COLLATE NOCASE, so Ada@example.com and ada@example.com count as the same value', solution: 'Normalise addresses (lower()) before inserting and merge the duplicates in the import file.' }, circumstance: 'the import file has the same person twice, once typed with a capital letter at the start; the table was set up to treat those as equal' } },
  { id: 'pair4-sqlite-no-table', ecosystem: 'sqlite', script: `sqlite3 data.db 'SELECT count(*) FROM orders;'`,
    a: { otherWords: true, record: { title: 'no such table: a relative database path opened a new empty file', root_cause: 'sqlite creates an empty database when the file does not exist; the relative path pointed elsewhere because the process started in another directory', solution: 'Open the database by an absolute path (or relative to the script) and use the uri mode=rw so a missing file is an error.' }, circumstance: 'a data.db file with zero bytes keeps appearing in whatever folder I start the program from' },
    b: { record: { title: 'no such table: the migrations never ran on this database', root_cause: 'The schema is created by migrations, which were not run on the new environment', solution: 'Run the migrations (e.g. the project migrate command) before starting the app, and make deploys run them.' }, circumstance: 'fresh staging environment, we deployed the code and started the app but skipped the migrate step' } },
  { id: 'pair4-sqlite-locked', ecosystem: 'sqlite', script: `sqlite3 shop.db 'CREATE TABLE t(x);'
(printf 'BEGIN EXCLUSIVE;\\nINSERT INTO t VALUES (1);\\n'; sleep 3) | sqlite3 shop.db &
sleep 1
sqlite3 shop.db 'INSERT INTO t VALUES (2);'
wait`,
    a: { record: { title: 'database is locked: another connection keeps a write transaction open', root_cause: 'A second process (the app, a GUI browser with unsaved changes) holds the write lock, and this writer has no busy timeout', solution: 'Commit or close the other connection, keep write transactions short, and set a busy timeout (PRAGMA busy_timeout = 5000).' }, circumstance: 'I had DB Browser for SQLite open with edits I had not written yet while the app tried to save' },
    b: { otherWords: true, record: { title: 'database is locked: the database file is on a network share', root_cause: 'File locking over NFS/SMB (and some container volume drivers) is unreliable, so sqlite reports locks that nobody holds', solution: 'Keep the database on a local disk (or use a client/server database for shared access).' }, circumstance: 'nothing else is touching it as far as I can tell; the file sits on the mounted team drive so both office machines can use it' } },
  // PostgreSQL's psql against a real server, and with no server
  { id: 'pair4-psql-relation', ecosystem: 'postgresql', script: `${PG}
psql4 -c 'CREATE SCHEMA billing; CREATE TABLE billing."Invoices" (id int);' >/dev/null
psql4 -c 'SELECT * FROM invoices;'
stop4`,
    a: { record: { title: 'relation does not exist: the table was created with a quoted mixed-case name', root_cause: 'The ORM created the table as "Invoices" (quoted), and unquoted names are folded to lower case', solution: 'Quote the name exactly (SELECT * FROM "Invoices") or rename the table to lower case.' }, circumstance: 'the table shows up as Invoices with a capital in pgadmin, the migration tool generated it from my model class' },
    b: { otherWords: true, record: { title: 'relation does not exist: the table is in another schema than the search_path', root_cause: 'The table lives in a schema (billing) that is not on the role\'s search_path', solution: 'Qualify it (billing.invoices) or ALTER ROLE ... SET search_path = billing, public.' }, circumstance: 'other team put their tables in their own namespace inside the same database, I can see them in the tree under a different heading than public' } },
  { id: 'pair4-psql-socket', ecosystem: 'postgresql', script: 'psql -X -h /tmp/contextd-no-server -d shop -c "select 1"',
    a: { record: { title: 'connection to server on socket failed: the PostgreSQL service is not started', root_cause: 'The server is installed but not running (no systemd in WSL or in the container, or it failed to start)', solution: 'Start it (sudo service postgresql start / pg_ctlcluster 15 main start) and check its log.' }, circumstance: 'WSL ubuntu, installed postgresql with apt yesterday, after a reboot of windows it no longer works' },
    b: { otherWords: true, record: { title: 'connection to server on socket failed: the server runs in a container, reach it over TCP', root_cause: 'Without -h, psql uses the local Unix socket, but the server runs in a container that only publishes its TCP port', solution: 'Connect over TCP: psql -h localhost -p 5432 -U postgres (or set PGHOST=localhost).' }, circumstance: 'the database runs inside a compose service with the port mapped, the host has only the client tools' } },
  // Python web frameworks and test runners
  { id: 'pair4-flask-app-context', ecosystem: 'python', script: `cat > tasks.py <<'EOF'
from flask import Flask, current_app

app = Flask(__name__)
app.config["MAIL_FROM"] = "shop@example.com"

def send_report():
    return current_app.config["MAIL_FROM"]

send_report()
EOF
python3 tasks.py`,
    a: { record: { title: 'Working outside of application context: a script or cron job uses the Flask app', root_cause: 'Code that uses current_app or the database extension runs outside any request, so no application context is pushed', solution: 'Wrap the work in with app.app_context(): (or make it a flask CLI command, which pushes the context).' }, circumstance: 'a nightly job script imports the report function from the flask project and calls it directly' },
    b: { otherWords: true, record: { title: 'Working outside of application context: work handed to a background thread', root_cause: 'A thread started from a view does not inherit the application context of the request', solution: 'Pass the app object to the thread and push app.app_context() inside it (or use a task queue).' }, circumstance: 'the view kicks off the slow part in parallel so the page answers immediately, and that part fails while the page itself is fine' } },
  { id: 'pair4-uvicorn-import', ecosystem: 'python', script: `mkdir -p app && printf 'from fastapi import FastAPI\\napp = FastAPI()\\n' > app/main.py && touch app/__init__.py && timeout 10 uvicorn main:app 2>&1 | head -3`,
    a: { record: { title: 'Error loading ASGI app, could not import module "main": started from the wrong folder', root_cause: 'uvicorn imports main from the current working directory, and main.py is in a subfolder', solution: 'cd into the folder first or pass --app-dir app (or set WORKDIR in the image to that folder).' }, circumstance: 'the Dockerfile copies the code to /code/app but the command runs from /code' },
    b: { otherWords: true, record: { title: 'Error loading ASGI app, could not import module "main": the module is inside a package', root_cause: 'main.py belongs to the app package, so its import path is app.main', solution: 'Start it with uvicorn app.main:app from the project root.' }, circumstance: 'the file sits in a folder with an __init__ next to it because the routers do relative imports' } },
  { id: 'pair4-pytest-fixture', ecosystem: 'pytest', script: `mkdir -p tests/api && cat > tests/api/test_health.py <<'EOF'
def test_health(client):
    assert client.get("/health").status_code == 200
EOF
python3 -m pytest -q -p no:cacheprovider tests/api 2>&1 | sed -E 's/ in [0-9.]+s/ in 0.01s/'`,
    a: { record: { title: "fixture 'client' not found: conftest.py sits outside the tests' folder tree", root_cause: 'pytest only loads conftest.py files in the test file\'s directory and its parents up to the rootdir; the one defining client is in a sibling folder', solution: 'Move the fixture into tests/conftest.py (a common parent) or import it as a plugin (pytest_plugins).' }, circumstance: 'the fixture lives in tests/web/conftest.py and this test is in tests/api' },
    b: { otherWords: true, record: { title: "fixture 'client' not found: the plugin that provides it is not installed", root_cause: 'The client fixture comes from a plugin (pytest-flask, pytest-django) that is missing from this environment', solution: 'Install the plugin in the test environment (pip install pytest-flask) and add it to the dev requirements.' }, circumstance: 'works on my laptop, on the new CI runner I only installed what is in requirements.txt and not the extra test bits' } },
  { id: 'pair4-py-never-awaited', ecosystem: 'python', script: `cat > notify.py <<'EOF'
import asyncio

async def send_email(to):
    await asyncio.sleep(0)

async def main():
    send_email("ops@example.com")

asyncio.run(main())
EOF
python3 notify.py`,
    a: { record: { title: "coroutine was never awaited: a missing await", root_cause: 'Calling an async function only creates a coroutine; without await it never runs', solution: 'await send_email(...) (or asyncio.create_task it and keep the task).' }, circumstance: 'I converted the mail helper to async def and updated its body, the email never arrives' },
    b: { otherWords: true, record: { title: 'coroutine was never awaited: an async function passed as a callback to synchronous code', root_cause: 'A library calls the callback without awaiting it (threading.Timer, signal handlers, a sync event hook)', solution: 'Give the library a sync wrapper that schedules the coroutine (loop.call_soon_threadsafe / asyncio.run_coroutine_threadsafe).' }, circumstance: 'I handed my function to the scheduler library as the thing to call every minute; it does get called, just nothing happens' } },
  // Node.js module systems
  { id: 'pair4-node-import-outside-module', ecosystem: 'node', script: `printf '{ "name": "api", "type": "commonjs" }\\n' > package.json && printf 'import { readFile } from "node:fs/promises";\\nconsole.log(typeof readFile);\\n' > index.js && node index.js 2>&1 | ${NODE_CLEAN}`,
    a: { record: { title: 'Cannot use import statement outside a module: package.json does not say "type": "module"', root_cause: 'Node treats .js files as CommonJS when package.json says "type": "commonjs" (or, before Node 22, says nothing)', solution: 'Add "type": "module" to package.json, or rename the file to .mjs.' }, circumstance: 'plain node 20 project, I switched my requires to import syntax' },
    b: { otherWords: true, record: { title: 'Cannot use import statement outside a module: Jest does not transform an ESM-only dependency', root_cause: 'Jest skips node_modules when transforming, and a dependency ships only ES modules', solution: 'Add the package to transformIgnorePatterns exceptions (or run Jest with native ESM / switch to Vitest).' }, circumstance: 'the app runs, only the unit tests fail, pointing into a library in node_modules that we updated to its newest major' } },
  { id: 'pair4-node-path-undefined', ecosystem: 'node', script: `printf 'const path = require("node:path");\\nconst dir = path.join(process.env.UPLOAD_DIR, "tmp");\\n' > server.js && node server.js 2>&1 | ${NODE_CLEAN}`,
    a: { record: { title: 'The "path" argument must be of type string, received undefined: the env file is not loaded', root_cause: 'The variable comes from .env, but dotenv is configured after the module that reads it (or .env is not in the working directory)', solution: 'Load dotenv first (import "dotenv/config" at the top of the entry, or node --env-file=.env) and fail early on missing settings.' }, circumstance: 'UPLOAD_DIR is in my .env file; I moved require("dotenv").config() into app.js which is required later' },
    b: { otherWords: true, record: { title: 'The "path" argument must be of type string, received undefined: the argument was not passed through npm run', root_cause: 'npm run swallows the options after the script name unless they follow --, so the program never gets its directory argument', solution: 'Call npm run start -- --dir uploads (note the --), or read the setting with a default.' }, circumstance: 'when I launch the file with node directly and give it the folder, fine; through the package script shortcut with the same folder on the end, this' } },
  // jq and podman
  { id: 'pair4-jq-iterate-null', ecosystem: 'jq', script: `echo '{"data":[{"name":"a"}]}' | jq -r '.items[].name'`,
    a: { record: { title: 'jq Cannot iterate over null: the API renamed the field', root_cause: 'The response no longer has .items (the new API version calls it .data), so .items is null', solution: 'Use the new field name (.data[].name) or .items[]? to tolerate its absence; pin the API version.' }, circumstance: 'our script broke the day the vendor moved us to v2 of their api' },
    b: { otherWords: true, record: { title: 'jq Cannot iterate over null: the API answered with an error object', root_cause: 'The request failed (expired token, rate limit) and the body is an error document without the list', solution: 'Check the HTTP status first (curl --fail) or test for .error before reading the list.' }, circumstance: 'it happens a few times a day in the cron job, rerunning a minute later usually works; the token we use rotates' } },
  { id: 'pair4-podman-short-name', ecosystem: 'podman', script: `printf '[registries.search]\\nregistries = []\\n' > /tmp/contextd-registries4.conf && CONTAINERS_REGISTRIES_CONF=/tmp/contextd-registries4.conf podman pull nginx 2>&1 | head -3`,
    a: { record: { title: 'short-name did not resolve to an alias: no unqualified-search registries configured', root_cause: 'A fresh podman install has no unqualified-search-registries, so a bare name like nginx cannot be resolved', solution: 'Add unqualified-search-registries = ["docker.io"] to /etc/containers/registries.conf (or ~/.config/containers/registries.conf).' }, circumstance: 'just installed podman on debian to replace docker, first pull fails' },
    b: { otherWords: true, record: { title: 'short-name did not resolve to an alias: the Containerfile uses a bare image name', root_cause: 'The FROM line or compose file names an image without its registry, which podman refuses to guess in non-interactive builds', solution: 'Write the full name: docker.io/library/nginx:1.25 in FROM and in the compose file.' }, circumstance: 'our build file starts from the web server image written the short way, the pipeline on the new runners that use the daemonless tool stops at that line' } },
];

export const SINGLES = [
  { id: 'lua4-concat-nil', ecosystem: 'lua', script: `cat > greet.lua <<'EOF'
local user = { first = "ada" }
print("hello " .. user.last)
EOF
lua5.4 greet.lua`,
    record: { title: "attempt to concatenate a nil value (field 'last')", root_cause: 'A table field that is not set is joined with ..', solution: 'Give a default (user.last or "") or check the field before joining.' },
    symptom: 'lua script dies when building a greeting string because one of the fields is empty' },
  { id: 'r4-object-not-found', ecosystem: 'r', script: `cat > plot.R <<'EOF'
summary(sales)
EOF
Rscript plot.R`,
    record: { title: "object 'sales' not found", root_cause: 'The variable was created in an interactive session (or another script) and does not exist in this run', solution: 'Create or load the object in the script itself (read the data at the top) before using it.' },
    symptom: 'my analysis works in the console but running the file alone says the data frame does not exist' },
  { id: 'ocaml4-type-error', ecosystem: 'ocaml', script: `cat > main.ml <<'EOF'
let total = 3 + "4"
EOF
ocamlc -o app main.ml`,
    record: { title: 'This expression has type string but an expression was expected of type int', root_cause: 'OCaml has no implicit conversion; a string is used in integer arithmetic', solution: 'Convert explicitly (int_of_string "4") or use the right literal.' },
    symptom: 'ocamll refuses to add a number and a quoted number' },
  { id: 'erlang4-badarith', ecosystem: 'erlang', script: `cat > avg.escript <<'EOF'
#!/usr/bin/env escript
main(_) -> Scores = [], io:format("~p~n", [lists:sum(Scores) div length(Scores)]).
EOF
escript avg.escript`,
    record: { title: 'exception error: an error occurred when evaluating an arithmetic expression (div by zero)', root_cause: 'Integer division by the length of an empty list', solution: 'Handle the empty list first (a clause for [] returning 0 or undefined).' },
    symptom: 'average of the scores crashes the erlang script when nobody has played yet' },
  { id: 'kotlin4-val-reassigned', ecosystem: 'kotlin', script: `cat > Main.kt <<'EOF'
fun main() {
    val retries = 0
    retries = retries + 1
    println(retries)
}
EOF
${KOTLIN('Main.kt')}`,
    record: { title: 'Val cannot be reassigned', root_cause: 'A read-only val is assigned a second time', solution: 'Declare it with var, or compute the new value into another val.' },
    symptom: 'kotlin will not let me bump my counter variable' },
  { id: 'fortran4-bounds', ecosystem: 'fortran', script: `cat > sum.f90 <<'EOF'
program main
  integer :: a(10), i, s
  a = 1
  s = 0
  do i = 1, 11
    s = s + a(i)
  end do
  print *, s
end program main
EOF
gfortran -fcheck=bounds sum.f90 -o sum 2>&1 && ./sum 2>&1 | grep -v -e '^#' -e '^	at ' -e '^$'`,
    record: { title: "Fortran runtime error: Index '11' of dimension 1 of array 'a' above upper bound of 10", root_cause: 'The loop runs one past the declared size of the array', solution: 'Loop to size(a) (do i = 1, size(a)) instead of a hard-coded bound.' },
    symptom: 'with bounds checking turned on my fortran loop stops one element too far' },
  { id: 'tcl4-no-variable', ecosystem: 'tcl', script: `cat > job.tcl <<'EOF'
puts "key: $env(API_KEY)"
EOF
tclsh job.tcl`,
    record: { title: 'no such variable (read trace on "env(API_KEY)")', root_cause: 'The environment variable is not set for this process', solution: 'Export it before running, or test with [info exists env(API_KEY)] and give a default.' },
    symptom: 'tcl script fails reading an environment setting that is not set' },
  { id: 'shellcheck4-sc2164', ecosystem: 'shellcheck', script: `cat > clean.sh <<'EOF'
#!/bin/bash
cd /var/cache/build
rm -rf -- *
EOF
shellcheck clean.sh`,
    record: { title: "SC2164: Use 'cd ... || exit' or 'cd ... || return' in case cd fails", root_cause: 'If cd fails the following commands run in the wrong directory (here: rm in the current one)', solution: 'Write cd /var/cache/build || exit 1 (or set -e).' },
    symptom: 'linter warning on the line where the cleanup script changes directory before deleting everything' },
  { id: 'sqlite4-syntax', ecosystem: 'sqlite', script: `sqlite3 app.db "CREATE TABLE order (id INTEGER PRIMARY KEY);"`,
    record: { title: 'near "order": syntax error creating a table', root_cause: 'order is a reserved SQL keyword and cannot be a bare table name', solution: 'Name the table orders, or quote the identifier ("order").' },
    symptom: 'creating a table called order is rejected as a syntax error' },
  { id: 'jq4-parse-error', ecosystem: 'jq', script: `printf '<html><body>502 Bad Gateway</body></html>\\n' | jq .status`,
    record: { title: 'jq: parse error: Invalid numeric literal at line 1', root_cause: 'The input is not JSON (an HTML error page from a proxy or a login redirect)', solution: 'Check the status and content type before piping to jq (curl --fail -H "Accept: application/json").' },
    symptom: 'piping the curl output into jq fails with a parse error, seems the server returned a web page instead of json' },
  { id: 'py4-json-datetime', ecosystem: 'python', script: `cat > export.py <<'EOF'
import json, datetime
print(json.dumps({"created": datetime.datetime(2024, 5, 1)}))
EOF
python3 export.py`,
    record: { title: 'TypeError: Object of type datetime is not JSON serializable', root_cause: 'The json module does not know how to encode datetime objects', solution: 'Convert them first (value.isoformat()) or pass default=str / a custom encoder to json.dumps.' },
    symptom: 'dumping a dict with a timestamp in it to json fails' },
  { id: 'psql4-role', ecosystem: 'postgresql', script: `${PG}
psql4 -U app_user -c 'select 1'
stop4`,
    record: { title: 'FATAL: role "app_user" does not exist', root_cause: 'The database cluster has no role with that name (only postgres after initdb)', solution: 'Create it (CREATE ROLE app_user LOGIN PASSWORD ...) or connect as an existing role.' },
    symptom: 'new postgres install, connecting with the user name from our app settings says that user is unknown' },
];

// symptom4 queries for records already in the corpus, written from each record's error and
// situation only.
export const SYMPTOMS = {
  // rustc
  'rust-E0384': 'rust wont let me change a variable the second time, i forgot mut',
  'rust-E0502': 'pushing to a vector while I still hold a reference to one of its elements',
  'rust-E0373': 'spawning a thread with a closure that uses a local from the function, compiler says it might live too long, suggests move',
  'rust-E0063': 'building a struct value and leaving one of its members out',
  'rust-E0599': 'calling a method that my type simply does not have',
  'rust-E0284': 'rust cannot work out what type collect should produce',
  'rust-E0119': 'two impl blocks of the same trait for one type',
  'rust-E0133': 'calling an unsafe fn from normal code',
  'rust-E0451': 'cant set a member of a struct from another module because it is not pub',
  'rust-E0762': 'a char literal in single quotes that I never closed',
  'rust-E0583': 'declared a mod in main.rs but there is no file for it',
  'rust-E0054': 'converting an integer to a boolean with as does not work in rust',
  'rust-E0746': 'returning dyn Trait directly from a function',
  'rust-E0716': 'reference to a value that gets thrown away at the end of the statement, used on the next line',
  'rust-E0261': 'lifetime like a used in a struct field but I never declared it',
  // go
  'go-MismatchedTypes': 'go: subtracting a number from a string variable',
  'go-InvalidRangeExpr': 'for range over a plain int count, older go version rejects it',
  'go-WrongResultCount': 'my function returns more values than its signature says',
  'go-MissingLitKey': 'map literal with an entry that has only a value and no key',
  'go-NonIndexableOperand': 'using square brackets on an integer',
  'go-DivByZero': 'dividing by a literal zero makes go refuse to compile',
  'go-InvalidClose': 'calling close on something that is not a channel',
  'go-UnusedResults': 'deferring a builtin whose return value gets thrown away',
  // TypeScript
  'ts-possibly-undefined': 'tsc complains the value I got out of a Map might not be there',
  'ts-cannot-find-name': 'typo in the name of a browser global and typescript does not know it',
  'ts-missing-return': 'a function with a declared return type that falls off the end on one branch',
  'ts-readonly-assign': 'changing a field marked readonly',
  'ts2-abstract-new': 'typescript wont let me new up my base class',
  'ts2-await-sync': 'using await inside a normal non async function',
  // Python
  'py-attributeerror-none': 'regex search found nothing and then calling group on the result crashes',
  'py-indentation': 'python complains about spacing at the start of a line I pasted',
  'py-unboundlocal': 'function reads a global counter and then assigns to it, python says local used before assigned',
  'py-json-decode': 'parsing the response body as json fails at the very first character, body is empty',
  'py-typeerror-args': 'calling my method without one of the arguments it needs',
  'py2-none-subscript': 'indexing into the result of a function that returned nothing',
  'py2-int-iter': 'python: looping over a number instead of a range',
  'pair-py-ssl-verify.b': 'pip and requests fail certificate checks only at the office, the company network intercepts https',
  'pair3-py-externally-managed.a': 'pip install on the new ubuntu says the environment is managed by the system and refuses',
  // Node.js
  'node-not-a-function': 'calling something that turns out not to be a function in my node module',
  'node-json-parse': 'JSON parse fails on a less-than sign, the server sent back an html page',
  'node-econnrefused': 'node app cannot connect to the database on localhost, nothing listening',
  'node-unhandled-rejection': 'a promise fails and nobody catches it, the whole process exits',
  'node2-tdz': 'js: using a let variable above the line where it is declared',
  'node2-array-length': 'making an array with a negative size',
  'pair-node-heap.a': 'production build of the frontend runs out of memory halfway, dev server is fine',
  'pair2-node-circular-json.a': 'logging the whole express req object with JSON.stringify throws',
  // C and C++
  'c2-conflicting-types': 'gcc says my function is declared one way in the header and defined another',
  'pair-c-undefined-math.a': 'linker cant find sqrt even though math.h is included',
  'pair3-c-stack-smashing.a': 'my C program aborts at the end of main after copying a long name into a small char array',
  'cpp3-no-match-operator': 'printing a custom type with the stream operator does not compile',
  // Java
  'java2-missing-return': 'method that should give back an int but one path ends without giving anything',
  'pair-java-unsupported-class.b': 'java says the class file version is too new when I run the jar from my terminal, IntelliJ runs it',
  'pair3-java-cme.a': 'deleting items from an ArrayList while iterating over it with a for-each',
  'pair3-java-main-class.a': 'java launcher cannot find my main class after I moved it into a package folder',
  // git and npm
  'git-pathspec': 'git add of a file name that does not exist',
  'git-unrelated-histories': 'pulling a repo I created on github with a readme into my local project refuses, histories have nothing in common',
  'git2-branch-exists': 'creating a branch with a name that is already taken',
  'git2-nothing-to-commit': 'git commit does nothing because I never staged the new files',
  'pair-git-push-rejected.a': 'cannot push, someone else pushed to the same branch before me',
  'npm-ci-no-lock': 'npm ci on the build server stops because there is no lockfile in the repo',
  'npm2-no-package-json': 'running npm install in a folder with no package file',
  'pair-npm-missing-script.a': 'npm run dev says no such script, I am in the top folder of the monorepo',
  // Ruby, PHP, Perl, Elixir, Haskell, make, cargo
  'ruby3-no-method': 'adding a number to a string in ruby throws a type error',
  'pair3-ruby-loaderror.a': 'require of a gem fails unless I prefix the command with bundle exec',
  'php3-type-error': 'with strict types on, a numeric string given to an int parameter is refused',
  'pair3-php-memory.a': 'importing a huge csv in php runs out of memory',
  'perl3-uninitialized': 'perl warns about an undefined value when joining strings',
  'elixir3-match-error': 'pattern match on ok tuple fails because the function gave back an error tuple',
  'ghc3-no-instance': 'cannot show my own type, missing deriving',
  'make3-no-rule': 'make says there is no rule for one object file, I renamed the source',
  'pair3-make-separator.a': 'makefile fails with a separator error after editing it in vscode',
  'cargo3-borrow-mut': 'refcell panics already borrowed when I borrow it mutably inside a loop that reads it',
  'go3-index-range': 'go program panics when I run it without arguments',
};
