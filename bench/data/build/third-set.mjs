// A third set for the remediation benchmark, written blind: before reading any ranking code
// and without running the ranker on it, to tell whether the first two sets' figures are a
// property of the ranker or of their queries. Every broken input runs for real (bash on this
// machine, run by remediations.mjs in the two made-up projects); the ecosystems are mostly
// ones the first two sets have few or none of (Go and Rust at run time, cargo, Ruby, PHP,
// Perl, Elixir, Haskell, C++, make, Java's launcher, Python's packaging and asyncio).
//   PAIRS    confusable pairs: one broken input, the same real error text in two records with
//            other causes and fixes; each side's `confusable3` query is the error as the other
//            project prints it plus that side's circumstances in a developer's own words
//   SINGLES  new records (real tool output) of those ecosystems, each with a `symptom3` query
//   SYMPTOMS a `symptom3` query for records already in the corpus, of every ecosystem, written
//            from the record's error and situation only: what a person sees and says, without
//            pasting the error
// remediations.mjs appends all of it after the second set (`--extend` appends only what is not
// there yet), so every line of the first two sets stays byte for byte.

const RUST = 'export RUSTUP_HOME=/root/.rustup CARGO_HOME=/root/.cargo PATH=/root/.cargo/bin:$PATH RUST_BACKTRACE=0';
const GO = `export GOCACHE=/tmp/contextd-bench-build/.gocache GOPATH=/tmp/contextd-bench-build/.gopath GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local
printf 'module example.com/app\\n\\ngo 1.19\\n' > go.mod`;

export const PAIRS = [
  // Go at run time and the go command
  { id: 'pair3-go-nil-map', ecosystem: 'go', script: `${GO}
cat > main.go <<'EOF'
package main

type Registry struct{ routes map[string]int }

func main() {
	var r Registry
	r.routes["/health"] = 1
}
EOF
go run .`,
    a: { record: { title: 'assignment to entry in nil map: struct built without its constructor', root_cause: 'The struct was created as a zero value (var r Registry / &Registry{}) so its map field was never made', solution: 'Create it with NewRegistry() that does routes: make(map[string]int), or make the map lazily before the first write.' }, circumstance: 'I stopped calling NewRegistry and just declare the struct as a var in main since the refactor, go 1.19 on ubuntu' },
    b: { record: { title: 'assignment to entry in nil map: the config file omits the section', root_cause: 'json.Unmarshal leaves a map field nil when the key is absent from the document, so later writes panic', solution: 'Initialise the map after decoding (if cfg.Routes == nil { cfg.Routes = map[string]int{} }) or give the struct defaults before Unmarshal.' }, circumstance: 'the service loads its settings from a json file at startup; works with our sample config, crashes for a customer whose file has no routes block at all' } },
  { id: 'pair3-go-deadlock', ecosystem: 'go', script: `${GO}
cat > main.go <<'EOF'
package main

import "fmt"

func main() {
	lines := make(chan string)
	lines <- "first"
	fmt.Println(<-lines)
}
EOF
go run .`,
    a: { record: { title: 'all goroutines are asleep: sending on an unbuffered channel before any reader runs', root_cause: 'An unbuffered channel send blocks until someone receives; the receiver is started after the send, in the same goroutine', solution: 'Start the consumer goroutine before sending (go consume(lines)), or give the channel a buffer (make(chan string, n)).' }, circumstance: 'tiny program, everything is in func main, I push onto the channel first and read it back two lines later' },
    b: { record: { title: 'all goroutines are asleep: the worker goroutine returned early on an error', root_cause: 'The only receiver exits on its first error, so the producer blocks forever on the next send', solution: 'Have the worker keep draining (log and continue) or cancel the producer with a context/errgroup when the worker fails.' }, circumstance: 'a pipeline reading a big CSV with one worker goroutine; runs fine on clean files, hangs and dies as soon as one row is malformed and the worker hits its error return' } },
  { id: 'pair3-go-no-required-module', ecosystem: 'go', script: `${GO}
cat > main.go <<'EOF'
package main

import "github.com/google/uuid"

func main() { println(uuid.NewString()) }
EOF
GOFLAGS= go build ./...`,
    a: { record: { title: 'no required module provides package: the import was added but never fetched', root_cause: 'The new import is not required in go.mod yet', solution: 'go get github.com/google/uuid (or go mod tidy) and commit go.mod and go.sum.' }, circumstance: 'I just typed the import by hand in vim and ran go build, never ran go get' },
    b: { record: { title: 'no required module provides package: a nested go.mod splits the tool into its own module', root_cause: 'The directory has its own go.mod (go mod init run inside a subfolder), so the root module requirements do not apply there', solution: 'Delete the stray nested go.mod (or add the requirement to it / tie both with go.work).' }, circumstance: 'the same import builds fine from the repo root; it only fails inside tools/gen where someone ran go mod init last week' } },
  // Rust: cargo and run-time panics
  { id: 'pair3-rust-unwrap-notfound', ecosystem: 'cargo', script: `${RUST}
cargo new -q --vcs none app 2>/dev/null && cd app && cat > src/main.rs <<'EOF'
fn main() {
    let text = std::fs::read_to_string("assets/schema.sql").unwrap();
    println!("{}", text.len());
}
EOF
cargo run -q 2>&1`,
    a: { record: { title: 'unwrap on NotFound: relative path resolved from the workspace root', root_cause: 'cargo run from the workspace root sets the working directory there, while the file lives next to the crate', solution: 'Build the path from env!("CARGO_MANIFEST_DIR") or include_str!, instead of a path relative to the current directory.' }, circumstance: 'in our cargo workspace it works when I cd into the crate, fails when I run cargo run -p app from the top folder' },
    b: { record: { title: 'unwrap on NotFound: the file is not copied into the container image', root_cause: 'The multi-stage Dockerfile copies only the release binary into the runtime stage, not the assets directory', solution: 'COPY the assets folder into the final stage (or embed it with include_str!).' }, circumstance: 'locally all good, the docker image built from our two-stage Dockerfile on debian slim crashes at startup' } },
  { id: 'pair3-rust-subtract-overflow', ecosystem: 'cargo', script: `${RUST}
cargo new -q --vcs none app 2>/dev/null && cd app && cat > src/main.rs <<'EOF'
fn main() {
    let started: u64 = std::env::args().count() as u64 + 4;
    let now: u64 = 3;
    println!("{}", now - started);
}
EOF
cargo run -q 2>&1`,
    a: { record: { title: 'attempt to subtract with overflow: clock of another machine is ahead', root_cause: 'Timestamps from a remote host are later than the local clock, so now - started underflows an unsigned integer', solution: 'Use saturating_sub / checked_sub (or a signed difference) for times from other machines; run NTP.' }, circumstance: 'the start times come from the sensors over the network and one device clock is a few seconds in the future' },
    b: { record: { title: 'attempt to subtract with overflow: len() - 1 on an empty collection', root_cause: 'Index arithmetic on an empty Vec (len() == 0) underflows usize; debug builds check it', solution: 'Return early on an empty vector, or use last()/checked_sub(1).' }, circumstance: 'only panics in cargo test in debug mode when the input list is empty, release build just prints a huge number' } },
  { id: 'pair3-cargo-offline', ecosystem: 'cargo', script: `${RUST}
cargo new -q --vcs none app 2>/dev/null && cd app && printf 'serde_jsonx = "1"\\n' >> Cargo.toml && CARGO_HOME=$PWD/.cargo-home RUSTUP_HOME=/root/.rustup cargo build --offline 2>&1`,
    a: { record: { title: 'no matching package found offline: net.offline set in the cargo config', root_cause: 'A ~/.cargo/config.toml from an earlier trip has [net] offline = true, so cargo never contacts crates.io', solution: 'Remove offline = true from ~/.cargo/config.toml (or pass --config net.offline=false) and build again.' }, circumstance: 'I do have network, but months ago I put offline mode in my user cargo config on a plane' },
    b: { record: { title: 'no matching package found offline: vendored sources miss the new crate', root_cause: 'The project builds from a vendor/ directory (cargo vendor) that was made before the dependency was added', solution: 'Run cargo vendor again on a machine with network and commit the updated vendor directory.' }, circumstance: 'our build servers have no internet and use the vendor folder checked into git, I added the dependency in Cargo.toml today' } },
  // Ruby
  { id: 'pair3-ruby-nil-upcase', ecosystem: 'ruby', script: `cat > report.rb <<'EOF'
require "json"
params = JSON.parse('{"name": "ada"}')
puts params[:name].upcase
EOF
ruby report.rb`,
    a: { record: { title: "undefined method for nil: JSON keys are strings, not symbols", root_cause: 'JSON.parse returns string keys, so params[:name] is nil', solution: 'Read params["name"], or parse with symbolize_names: true.' }, circumstance: 'plain ruby 3.1 script, I parse a JSON body and then look the value up with a :name symbol' },
    b: { record: { title: "undefined method for nil: the field is missing in some input", root_cause: 'Some records arrive without the key at all, so the lookup returns nil', solution: 'Use fetch with a default (params.fetch("name", "")) or params["name"]&.upcase, and validate the input.' }, circumstance: 'the sidekiq job handles thousands of webhook payloads fine and fails only for the few where the sender left the field out' } },
  { id: 'pair3-ruby-loaderror', ecosystem: 'ruby', script: `cat > app.rb <<'EOF'
require "nokogirix"
EOF
ruby app.rb`,
    a: { record: { title: 'cannot load such file: running without bundle exec', root_cause: 'The gem is installed by Bundler into vendor/bundle, which plain ruby does not put on the load path', solution: 'Run it with bundle exec ruby app.rb (or require "bundler/setup" first).' }, circumstance: 'bundle install put the gems under vendor/bundle and I start the script with plain ruby app.rb' },
    b: { record: { title: 'cannot load such file: gems were installed for another Ruby version', root_cause: 'rbenv switched the project to a new Ruby and the gems live under the old version', solution: 'Run bundle install again under the new Ruby (rbenv local 3.3 && bundle install).' }, circumstance: 'after bumping .ruby-version to 3.3 with rbenv, the same command worked yesterday on 3.2' } },
  { id: 'pair3-ruby-frozen', ecosystem: 'ruby', script: `cat > slug.rb <<'EOF'
# frozen_string_literal: true
slug = "order"
slug << "-1"
puts slug
EOF
ruby slug.rb`,
    a: { record: { title: "can't modify frozen String: the magic comment added by the linter", root_cause: 'rubocop -a added # frozen_string_literal: true, so string literals are frozen and << fails', solution: 'Build a new string (slug = "#{slug}-1" / slug + "-1") or start from +"order" / String.new.' }, circumstance: 'right after running rubocop autocorrect over the whole repo, which added a comment at the top of every file' },
    b: { record: { title: "can't modify frozen String: RUBYOPT freezes literals in the image", root_cause: 'The container image sets RUBYOPT=--enable=frozen-string-literal, so every literal is frozen there', solution: 'Stop mutating literals (use dup or interpolation); or remove the flag from the image env.' }, circumstance: 'only inside our production docker image, whose environment sets a RUBYOPT flag; on my laptop the same file runs' } },
  // PHP
  { id: 'pair3-php-undefined-curl', ecosystem: 'php', script: `cat > fetch.php <<'EOF'
<?php
$ch = curl_init("https://example.com");
EOF
php fetch.php`,
    a: { record: { title: 'Call to undefined function curl_init: the curl extension is not installed', root_cause: 'The Debian PHP packages split extensions; php-curl is not installed', solution: 'apt install php8.2-curl and restart php-fpm.' }, circumstance: 'fresh debian 12 server, I installed php with apt and nothing else' },
    b: { record: { title: 'Call to undefined function curl_init: enabled for FPM but not for the CLI', root_cause: 'The extension is enabled in the FPM php.ini only; the command line uses another php.ini', solution: 'Enable it for the CLI too (phpenmod -s cli curl) and check php --ini.' }, circumstance: 'the web pages that use curl work, it breaks only when cron runs the same code with php on the command line' } },
  { id: 'pair3-php-memory', ecosystem: 'php', script: `cat > import.php <<'EOF'
<?php
$rows = [];
while (true) { $rows[] = str_repeat("x", 1024); }
EOF
php -d memory_limit=32M import.php`,
    a: { record: { title: 'Allowed memory size exhausted: the whole CSV is read into an array', root_cause: 'The import loads every row into memory before processing', solution: 'Stream the file with fgetcsv / SplFileObject and process row by row (or use a generator).' }, circumstance: 'uploading a 2 GB export file through the admin import page, small files are fine' },
    b: { record: { title: 'Allowed memory size exhausted: a long-running queue worker keeps the query log', root_cause: 'The framework keeps every executed query in memory in a worker that never restarts', solution: 'Disable the query log in the worker (DB::disableQueryLog()) and restart workers periodically (--max-jobs).' }, circumstance: 'the laravel queue:work process runs for a day under supervisor and then dies, each single job is small' } },
  { id: 'pair3-php-undefined-key', ecosystem: 'php', script: `cat > signup.php <<'EOF'
<?php
$_POST = [];
$email = $_POST["email"];
echo strlen((string) $email), "\\n";
EOF
php signup.php`,
    a: { record: { title: 'Undefined array key in $_POST: the request body is JSON', root_cause: '$_POST is only filled for form encodings; a JSON body leaves it empty', solution: 'Read json_decode(file_get_contents("php://input"), true) for application/json requests.' }, circumstance: 'the frontend now sends the form with fetch and a JSON body instead of a normal form submit' },
    b: { record: { title: 'Undefined array key in $_POST: the form field has another name', root_cause: 'The HTML input is named differently (name="mail") from the key the script reads', solution: 'Make the input name match the key, and use $_POST["email"] ?? null for optional fields.' }, circumstance: 'a designer reworked the signup form html template yesterday and renamed some inputs' } },
  // Java launcher and run time
  { id: 'pair3-java-main-class', ecosystem: 'java', script: `mkdir -p src/com/acme/tools out && cat > src/com/acme/tools/Main.java <<'EOF'
package com.acme.tools;
public class Main { public static void main(String[] a) { System.out.println("ok"); } }
EOF
javac -d out src/com/acme/tools/Main.java && java -cp out Main`,
    a: { record: { title: 'Could not find or load main class: the class is in a package', root_cause: 'The launcher needs the fully qualified name; the class was moved into a package', solution: 'Run java -cp out com.acme.tools.Main (and update the run script / manifest Main-Class).' }, circumstance: 'I moved the class into the com.acme.tools package yesterday, my run.sh still starts it by its short name' },
    b: { record: { title: 'Could not find or load main class: relative classpath from another working directory', root_cause: 'The service starts in / so the relative classpath does not point at the build output', solution: 'Use an absolute classpath, or set WorkingDirectory= in the systemd unit.' }, circumstance: 'started by a systemd unit at boot; typing the same java command by hand in the project folder works' } },
  { id: 'pair3-java-cme', ecosystem: 'java', script: `mkdir -p src && cat > src/Main.java <<'EOF'
import java.util.*;
public class Main {
  public static void main(String[] a) {
    List<String> names = new ArrayList<>(List.of("a", "b", "c"));
    for (String n : names) if (n.equals("a")) names.remove(n);
  }
}
EOF
javac -d out src/Main.java && java -cp out Main`,
    a: { record: { title: 'ConcurrentModificationException: removing from a list inside its for-each loop', root_cause: 'The loop body removes elements from the list the enhanced for loop iterates', solution: 'Use names.removeIf(...) or an explicit Iterator with it.remove().' }, circumstance: 'single threaded code, I drop entries while looping over them with a for each' },
    b: { record: { title: 'ConcurrentModificationException: a shared list changed by another thread', root_cause: 'A scheduled task adds to the list while a request thread iterates it', solution: 'Use a CopyOnWriteArrayList or guard both sides with the same lock (or iterate over a copy).' }, circumstance: 'spring boot app, a @Scheduled refresh job updates the list every minute while http requests read it; happens now and then under load' } },
  // C and C++
  { id: 'pair3-cpp-undefined-reference', ecosystem: 'g++', script: `cat > main.cpp <<'EOF'
int area(int w, int h);
int main() { return area(2, 3); }
EOF
g++ -c main.cpp -o main.o && g++ main.o -o app`,
    a: { record: { title: 'undefined reference to a C++ function: the source file is not in the build', root_cause: 'area.cpp exists but is not listed in the CMake target sources', solution: 'Add area.cpp to add_executable/target_sources in CMakeLists.txt and rebuild.' }, circumstance: 'I added a new area.cpp file to the repo but our CMakeLists lists the sources by hand' },
    b: { record: { title: 'undefined reference to a C++ function: the C library needs extern "C"', root_cause: 'The function is compiled as C (no name mangling) but declared in C++ without extern "C", so the mangled name is looked up', solution: 'Wrap the declarations in the header with extern "C" { ... } (#ifdef __cplusplus).' }, circumstance: 'the function comes from our old geometry library written in C and built with gcc, I call it from new C++ code and I do link the .a' } },
  { id: 'pair3-c-stack-smashing', ecosystem: 'gcc', script: `cat > main.c <<'EOF'
#include <string.h>
#include <stdio.h>
int main(void) {
  char name[8];
  const char *input = "a-very-long-customer-name";
  strcpy(name, input);
  printf("%s\\n", name);
  return 0;
}
EOF
gcc -fstack-protector-all -O0 main.c -o app 2>/dev/null && ./app 2>&1 | cat`,
    a: { record: { title: 'stack smashing detected: user input copied into a fixed buffer', root_cause: 'strcpy of an input longer than the char array overwrites the stack canary', solution: 'Use snprintf(name, sizeof name, "%s", input) or check the length first.' }, circumstance: 'happens when a customer name longer than a few letters is passed on the command line' },
    b: { record: { title: 'stack smashing detected: stale object files after a struct changed', root_cause: 'A header struct gained a field but some .o files were built against the old layout, so sizes disagree', solution: 'make clean and rebuild everything; add header dependencies to the Makefile (-MMD -MP).' }, circumstance: 'started right after I pulled a change that added a field to a struct in config.h and ran make without cleaning' } },
  // Python packaging and asyncio
  { id: 'pair3-py-externally-managed', ecosystem: 'python', script: '/usr/bin/python3 -m pip install requestsx 2>&1',
    a: { record: { title: 'externally-managed-environment: system pip on a recent Debian/Ubuntu', root_cause: 'PEP 668: the distribution forbids pip installing into the system Python', solution: 'Create a virtual environment (python3 -m venv .venv && .venv/bin/pip install ...) or use pipx for tools.' }, circumstance: 'on my new ubuntu 24.04 laptop, using sudo pip3 like I always did' },
    b: { record: { title: 'externally-managed-environment: pip install in a Dockerfile on bookworm', root_cause: 'The Debian bookworm base image marks its Python as externally managed', solution: 'In the image, create a venv and put it on PATH, or use the official python: image; --break-system-packages is acceptable only in a throwaway container.' }, circumstance: 'our Dockerfile FROM debian:bookworm with RUN pip3 install -r requirements.txt broke when we moved off bullseye' } },
  { id: 'pair3-py-asyncio-running', ecosystem: 'python', script: `cat > job.py <<'EOF'
import asyncio

async def fetch():
    return 1

async def handler():
    return asyncio.run(fetch())

asyncio.run(handler())
EOF
python3 job.py`,
    a: { record: { title: 'asyncio.run() cannot be called from a running event loop: in a notebook', root_cause: 'Jupyter already runs an event loop in the kernel', solution: 'await the coroutine directly in the cell (top-level await works in IPython).' }, circumstance: 'running the cell in jupyter lab, the same code works as a python script from the terminal' },
    b: { record: { title: 'asyncio.run() cannot be called from a running event loop: a sync helper used inside an async handler', root_cause: 'A helper wraps asyncio.run and is called from code already running in the server loop', solution: 'Make the helper async and await it from the handler; keep asyncio.run only at the program entry point.' }, circumstance: 'the helper is called from a FastAPI endpoint under uvicorn; from our CLI command it works' } },
  // Node.js
  { id: 'pair3-node-fetch-refused', ecosystem: 'node', script: `cat > probe.mjs <<'EOF'
await fetch("http://localhost:47311/health");
EOF
node probe.mjs 2>&1 | sed 's/^ *at .*//' | grep -v '^$'`,
    a: { record: { title: 'fetch failed ECONNREFUSED: localhost resolves to IPv6 on newer Node', root_cause: 'Node 17+ keeps the resolver order, so localhost becomes ::1 while the server listens on 127.0.0.1 only', solution: 'Call http://127.0.0.1:port, or have the server listen on :: as well.' }, circumstance: 'it broke when we upgraded from node 16 to node 20, the dev server is still up and curl to 127.0.0.1 works' },
    b: { record: { title: 'fetch failed ECONNREFUSED: the service is not up yet when the tests start', root_cause: 'The test runner starts before the server is listening (no readiness wait)', solution: 'Wait for the port or a health endpoint before running tests (wait-on, a healthcheck with depends_on condition).' }, circumstance: 'in GitHub Actions the integration tests start right after docker compose up -d; rerunning the job usually passes' } },
  // Perl, Elixir, Haskell, make
  { id: 'pair3-perl-inc', ecosystem: 'perl', script: `cat > report.pl <<'EOF'
use strict;
use JSON::XS;
print encode_json([1]), "\\n";
EOF
perl report.pl`,
    a: { record: { title: "Can't locate module in @INC: the module is not installed", root_cause: 'JSON::XS is not installed for this perl', solution: 'apt install libjson-xs-perl (or cpanm JSON::XS).' }, circumstance: 'first time running the script on this freshly provisioned box' },
    b: { record: { title: "Can't locate module in @INC: local::lib not loaded under cron", root_cause: 'The module is installed in ~/perl5 with local::lib, but cron does not source the shell profile that sets PERL5LIB', solution: 'Set PERL5LIB in the crontab or add use lib / eval $(perl -Mlocal::lib) in the job wrapper.' }, circumstance: 'runs fine from my bash login shell, fails every night when cron starts it' } },
  { id: 'pair3-elixir-undefined-module', ecosystem: 'elixir', script: `cat > task.exs <<'EOF'
Jason.encode!(%{ok: true}) |> IO.puts()
EOF
elixir task.exs 2>&1 | sed 's/^ *(elixir[^)]*).*//' | grep -v '^$'`,
    a: { record: { title: 'UndefinedFunctionError, module is not available: script run outside mix', root_cause: 'elixir script.exs does not load the project dependencies', solution: 'Run it with mix run task.exs (or Mix.install([:jason]) at the top of a standalone script).' }, circumstance: 'the dependency is in mix.exs and compiles in the phoenix app, but I start this maintenance script with elixir task.exs' },
    b: { record: { title: 'UndefinedFunctionError, module is not available: dependency missing from the release', root_cause: 'The library is only listed under a dev/test only: option, so the production release does not include it', solution: 'Remove only: [:dev, :test] from the dependency in mix.exs and build the release again.' }, circumstance: 'works with iex -S mix locally, fails in the MIX_ENV=prod release we deploy to fly.io' } },
  { id: 'pair3-ghc-module', ecosystem: 'haskell', script: `cat > Main.hs <<'EOF'
import Data.Aesonx (encode)
main :: IO ()
main = print 1
EOF
ghc -fno-code Main.hs 2>&1`,
    a: { record: { title: 'Could not find module: the package is not in build-depends', root_cause: 'The library is not listed in the .cabal file, so cabal hides it from the compiler', solution: 'Add aeson to build-depends in the .cabal file (or package.yaml) and build again.' }, circumstance: 'cabal build in my project after adding the import, I did not touch the cabal file' },
    b: { record: { title: 'Could not find module: calling ghc directly instead of through cabal', root_cause: 'The package is installed in the cabal store, which plain ghc does not see', solution: 'Use cabal run / cabal repl (or cabal install --lib to make it visible to ghc).' }, circumstance: 'I compile the single file with plain ghc from the shell; cabal repl in the project can import it' } },
  { id: 'pair3-make-separator', ecosystem: 'make', script: `printf 'all:\\n    echo building\\n' > Makefile && make`,
    a: { record: { title: 'missing separator: recipe indented with spaces by the editor', root_cause: 'The editor inserts spaces for the Tab key, and make needs a tab before each recipe line', solution: 'Indent recipe lines with a real tab (set the editor to keep tabs in Makefiles), or set .RECIPEPREFIX.' }, circumstance: 'I edited the Makefile in VS Code which is set to insert spaces' },
    b: { record: { title: 'missing separator: a formatter hook rewrote tabs in every file', root_cause: 'A repo-wide pre-commit formatter converted tabs to spaces, Makefiles included', solution: 'Exclude Makefiles in the formatter / .editorconfig ([Makefile] indent_style = tab) and restore the tabs.' }, circumstance: 'nobody touched the Makefile by hand; it broke after we added a pre-commit hook that reformats whitespace' } },
];

export const SINGLES = [
  { id: 'go3-index-range', ecosystem: 'go', script: `${GO}
cat > main.go <<'EOF'
package main

import "os"

func main() { println(os.Args[2]) }
EOF
go run .`,
    record: { title: 'index out of range reading os.Args', root_cause: 'The program reads a command-line argument that was not passed', solution: 'Check len(os.Args) first (or use the flag package) and print a usage message.' },
    symptom: 'my go tool crashes right away when I start it without giving it the extra parameters' },
  { id: 'cargo3-borrow-mut', ecosystem: 'cargo', script: `${RUST}
cargo new -q --vcs none app 2>/dev/null && cd app && cat > src/main.rs <<'EOF'
use std::cell::RefCell;
fn main() {
    let cell = RefCell::new(vec![1]);
    let r = cell.borrow();
    cell.borrow_mut().push(2);
    println!("{}", r.len());
}
EOF
cargo run -q 2>&1`,
    record: { title: 'already borrowed: BorrowMutError from RefCell', root_cause: 'A mutable borrow of a RefCell is taken while a shared borrow is still alive', solution: 'Drop the first borrow before borrowing mutably (limit its scope), or clone the data out.' },
    symptom: 'rust compiles fine but crashes at run time when I try to change what is inside the cell while still reading it' },
  { id: 'ruby3-no-method', ecosystem: 'ruby', script: `cat > calc.rb <<'EOF'
total = "3" + 4
EOF
ruby calc.rb`,
    record: { title: 'no implicit conversion of Integer into String (TypeError)', root_cause: 'Adding an Integer to a String with +', solution: 'Convert explicitly ("3" + 4.to_s, or "3".to_i + 4) or use interpolation.' },
    symptom: 'ruby will not add a number onto a piece of text read from the form' },
  { id: 'php3-type-error', ecosystem: 'php', script: `cat > total.php <<'EOF'
<?php
declare(strict_types=1);
function total(int $n): int { return $n * 2; }
echo total("5");
EOF
php total.php`,
    record: { title: 'Uncaught TypeError: argument must be of type int, string given', root_cause: 'strict_types is on and a numeric string is passed to an int parameter', solution: 'Cast at the boundary ((int) $value after validation) or accept int|string.' },
    symptom: 'php refuses a value like "5" from the query string for my function that wants a whole number' },
  { id: 'perl3-uninitialized', ecosystem: 'perl', script: `cat > greet.pl <<'EOF'
use strict;
use warnings;
my %user = (first => "ada");
print "hello " . $user{last} . "\\n";
EOF
perl greet.pl`,
    record: { title: 'Use of uninitialized value in concatenation', root_cause: 'A hash key that is not set is joined into a string under use warnings', solution: 'Give a default ($user{last} // "") or check exists before use.' },
    symptom: 'perl prints a warning about an empty value when I build the greeting from the user record' },
  { id: 'elixir3-match-error', ecosystem: 'elixir', script: `cat > parse.exs <<'EOF'
{:ok, value} = Integer.parse("abc") |> then(fn :error -> {:error, :nan}; {n, _} -> {:ok, n} end)
IO.puts(value)
EOF
elixir parse.exs 2>&1 | sed 's/^ *(elixir[^)]*).*//' | grep -v '^$'`,
    record: { title: 'MatchError: no match of right hand side value {:error, ...}', root_cause: 'A pattern match assumes the success tuple while the function returned an error tuple', solution: 'Use case / with to handle {:error, reason} instead of asserting {:ok, value} =.' },
    symptom: 'my elixir script blows up when the parse step returns the failure tuple instead of the ok one' },
  { id: 'ghc3-no-instance', ecosystem: 'haskell', script: `cat > Main.hs <<'EOF'
data Color = Red | Green
main :: IO ()
main = print Red
EOF
ghc -fno-code Main.hs 2>&1`,
    record: { title: 'No instance for (Show Color) arising from a use of print', root_cause: 'The data type has no Show instance', solution: 'Add deriving (Show) to the data declaration.' },
    symptom: 'haskell will not let me print my own data type to the console' },
  { id: 'cpp3-no-match-operator', ecosystem: 'g++', script: `cat > main.cpp <<'EOF'
#include <iostream>
struct Point { int x, y; };
int main() { Point p{1, 2}; std::cout << p << "\\n"; }
EOF
g++ main.cpp -o app 2>&1 | head -4`,
    record: { title: 'no match for operator<< (std::ostream and a user struct)', root_cause: 'There is no operator<< overload for the struct', solution: 'Define std::ostream& operator<<(std::ostream&, const Point&) next to the struct.' },
    symptom: 'c++ compile error when I try to cout my struct' },
  { id: 'make3-no-rule', ecosystem: 'make', script: `printf 'app: main.o util.o\\n\\tcc -o app main.o util.o\\n' > Makefile && touch main.c && make`,
    record: { title: "No rule to make target 'util.o', needed by 'app'", root_cause: 'The Makefile lists an object whose source file does not exist (renamed or not committed)', solution: 'Add the missing source file or update the object list to the renamed file.' },
    symptom: 'make stops saying it does not know how to build one of the object files for my program' },
  { id: 'py3-venv-activate', ecosystem: 'python', script: 'python3 -m venv .venv >/dev/null && . .venv/bin/activate && python -c "import flaskx"',
    record: { title: 'ModuleNotFoundError in a fresh virtualenv', root_cause: 'A newly created virtual environment is empty; the requirements were installed elsewhere', solution: 'pip install -r requirements.txt inside the activated venv.' },
    symptom: 'made a new venv and activated it, now my import of the web framework fails although it worked before' },
];

// symptom3 queries for records already in the corpus, written from each record's error and
// situation only.
export const SYMPTOMS = {
  'rust-E0004': 'match statement on my enum fails to build because one case is not handled',
  'rust-E0072': 'linked list struct that holds itself directly, compiler says the size would be endless',
  'rust-E0200': 'implementing a trait that is marked unsafe without saying unsafe on the impl',
  'rust-E0271': 'the associated type of a trait impl is not the type my function bound asks for',
  'rust-E0379': 'trying to make a method inside a trait definition a const fn',
  'rust-E0434': 'inner function inside my function tries to use a local variable of the outer one',
  'rust-E0521': 'a reference passed into a closure ends up stored somewhere that outlives the call',
  'rust-E0585': 'a /// comment at the end of a block with nothing after it breaks the build',
  'rust-E0631': 'closure I pass to a function takes a parameter of a different type than expected',
  'rust-E0797': 'struct update syntax with two dots but nothing after them',
  'go-BrokenImport': 'go build says the package I import cannot be found in the standard library folder',
  'go-IncompatibleAssign': 'go will not let me put a slice into a variable declared as a plain integer',
  'go-NumericOverflow': 'a constant too big for a small signed int type in go',
  'go-InvalidSliceExpr': 'slicing text with a third capacity index is rejected in go',
  'go-MissingLitField': 'composite literal uses a field name that the anonymous struct does not have',
  'go-InvalidComplex': 'building a complex number from two floats of different sizes',
  'go-InvalidCond': 'my go if statement tests an int instead of a true/false value',
  'go-InvalidSelectCase': 'a select statement with a case that is neither sending nor receiving on a channel',
  'go-InvalidUnion': 'generic constraint with a | between types, one of them an interface that has methods',
  'ts-excess-property': 'typescript flags a key in my object that is spelled slightly wrong',
  'ts-implicit-any': 'strict config complains my function argument has no type written on it',
  'ts-not-assignable-string-number': 'the type checker will not let me store text in a variable meant for numbers',
  'ts-property-not-exist': 'reading a field my object literal never had, typescript red underline',
  'ts-unused-ts-expect': 'a comment telling typescript to expect a failure is now reported because nothing fails',
  'ts2-union-method': 'calling uppercase on a value that may be a number or a string, compiler objects',
  'ts2-private-member': 'my code outside a class tries to read a hidden member of it',
  'py-keyerror': 'python crashes looking up a setting that is not in the dict',
  'py-typeerror-concat': 'gluing a number onto a string with plus crashes my python script',
  'py-recursion': 'my python function keeps calling itself until the interpreter gives up',
  'py-zerodivision': 'mean of an empty list blows up',
  'py-filenotfound': 'python cannot open the yaml settings file when started from another directory',
  'py-valueerror-int': 'converting "12px" to a whole number fails in python',
  'py2-index': 'python crash asking for an element past the end of a list',
  'py2-dict-size': 'deleting keys while looping over a dict stops the loop with an error',
  'py-import-circular': 'two python modules each import something from the other and loading fails',
  'node-undefined-property': 'my js code crashes reading a field from something that turned out to be empty',
  'node-module-not-found': 'node cannot load my local settings file with a relative require',
  'node-eaddrinuse': 'starting my node server fails because something is already on that port',
  'node-heap': 'node process dies after eating all its memory',
  'node2-const-assign': 'js crashes when I change a value I declared as fixed',
  'node2-stack': 'function keeps calling itself in javascript until the runtime stops it',
  'node2-circular-json': 'turning an object that points to itself into a json string throws',
  'node-esm-require': 'using the old require call in a .mjs file does not work',
  'c-undefined-reference': 'my C program compiles but linking fails, a function I call has no body anywhere',
  'c-implicit-declaration': 'gcc errors out because I called the print function without the stdio include',
  'c-incompatible-pointer': 'assigning a pointer of the wrong kind to a char pointer in C',
  'c-missing-semicolon': 'gcc complains about the line with return, I forgot the end of the statement above',
  'c-header-missing': 'the compiler stops right away because an include file for the TLS library is not there',
  'c2-undeclared': 'using a variable in C that I never declared',
  'c2-too-few-args': 'calling my C function with one parameter less than it takes',
  'c2-redefinition': 'the same global is defined twice in one C file',
  'java-cannot-find-symbol': 'javac does not know the List type in my class, I think I forgot an import',
  'java-unreported-exception': 'java compiler insists I handle the IO failure that reading a file can throw',
  'java-incompatible-types': 'putting a text value into an int in java does not compile',
  'java-class-public-file': 'java complains that my public class name and the file name differ',
  'java2-missing-return': 'java method with a return type that does not return on every path',
  'java-npe': 'java crashes calling length on a string field that was never set',
  'java2-array-bounds': 'java program reads one slot past the end of an array',
  'java2-number-format': 'java crash when turning a non-numeric string into an int',
  'java2-class-cast': 'java blows up treating a string from the map as an Integer',
  'git-not-a-repo': 'git commands fail because the folder I am in was never initialised',
  'git-identity': 'git will not commit on a new machine until I tell it my name and email',
  'npm-missing-script': 'npm start does nothing but complain, there is no such entry in package.json',
  'npm-json-parse': 'npm cannot read my package.json, probably a trailing comma',
  'git2-unknown-revision': 'git log with a branch name git does not recognise',
  'npm2-engines': 'npm install warns my node version is not the one the package supports',
};
