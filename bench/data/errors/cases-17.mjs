// The fifteenth error set (corpus-fifteenth.jsonl): written and collected after all tuning on
// the fourteenth set, and measured on both halves before any change made for it. Families none of
// the fourteen sets has (their family and tool lists and commands were checked first), from the
// everyday terminal of a developer, and half or more terse (one or two lines and a non-zero exit):
// toolchains' lesser subcommands (go doc/env/work/generate, javap/jshell/jdeps/jarsigner/jlink,
// perldoc and pod2man, ri/rdoc/irb, python -m json.tool/py_compile/compileall/tarfile/timeit/zipapp,
// npm version/publish/pkg, cargo new/run/doc/install/package, rustdoc), git's lesser subcommands,
// REPL one-liners (CLISP), version managers (rbenv), task runners (doit, hyperfine), search and
// viewing tools (ag, ack, bat, fzf, gron, csvtool), key-value stores' tools (redis-check-*,
// Berkeley DB, GDBM, LMDB, libmemcached against a throwaway memcached), network and TLS clients
// against local listeners (iperf3, ncat, nmap, telnet, lftp, ping, gnutls-cli, nghttp2, drill,
// NSS certutil, cfssl, mkcert, Easy-RSA), configuration and schema validators (pykwalify,
// PgBouncer), containers and roots without a daemon (runc, systemd-nspawn, debootstrap, PRoot),
// Neovim in batch mode, Debian packaging helpers (reprepro, dput, equivs, gbp, dh_make),
// formatters and doc generators (cmake-format, help2man, xmlto), environment and secret tools
// (virtualenv, pass), backup and storage CLIs (rclone, restic, Borg, s3cmd), gh, sqlite-utils,
// yash. Same shape as cases-16.mjs. Each `expect` was written from knowledge of the tool, without
// looking at the pattern library or the troubleshooter's code, before contextd was run on the
// output, and tightened with `tight()`. `needs: 'http'` cases run against the collector's stand-in
// registry; other servers are started and stopped by the case's own command on fixed local ports.

import { tight } from './cases-13.mjs';

// The case builders and expectation words the fifteenth to seventeenth sets share (cases-18.mjs, cases-19.mjs).

export const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
export const NOFILE = ['exist|path|file|found|typo|missing'];
export const OPTION = ['option|unknown|unrecognized|invalid|typo|help|flag'];
export const SYNTAX = ['syntax|expected|unexpected|parse|line'];
export const REFUSED = ['server|running|port|refused|start|listen'];
export const RESOLVE = ['resolve|host|name|DNS|typo|network'];
/** Debian's Python, whose packaged libraries these cases use. */
const PY = '/usr/bin/python3';
const GOMOD = 'module example.com/app\n\ngo 1.19\n';
export const GIT = 'git init -q && git -c user.name=dev -c user.email=dev@example.com commit -q --allow-empty -m init';
const GITC = 'git -c user.name=dev -c user.email=dev@example.com';
const CARGO = '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n';
export const CLOSED = 57999;
const CERT = 'openssl req -x509 -newkey rsa:2048 -nodes -keyout k.pem -out c.pem -days 1 -subj /CN=localhost 2>/dev/null';
/** Debian's python3-pykwalify ships the module without its console script. */
const PYKWALIFY = `${PY} -c 'import sys; sys.argv[0] = "pykwalify"; from pykwalify.cli import cli_entrypoint; cli_entrypoint()'`;
const EASYRSA = '/usr/share/easy-rsa/easyrsa';

const RAW = [
  // ---- go's lesser subcommands
  c('go-subcommands', 'go', 'doc-no-symbol', { 'go.mod': GOMOD }, 'go doc fmt.Nope', ['symbol|exist|name|typo|package|found']),
  c('go-subcommands', 'go', 'doc-no-package', { 'go.mod': GOMOD }, 'go doc example.com/nope', ['package|module|found|import|path|go get']),
  c('go-subcommands', 'go', 'env-unknown', {}, 'go env -w GONOPE=1', ['variable|unknown|env|name|typo']),
  c('go-subcommands', 'go', 'env-relative-gopath', {}, 'GOENV=$PWD/env go env -w GOPATH=relative/dir', ['absolute|relative|path']),
  c('go-subcommands', 'go', 'work-no-module', {}, 'go work init ./nope', ['module|go\\.mod|directory|exist|path']),
  c('go-subcommands', 'go', 'generate-missing-tool', { 'go.mod': GOMOD, 'a.go': 'package main\n\n//go:generate nope-gen -o out.go\n\nfunc main() {}\n' }, 'go generate ./...', ['exec|found|install|PATH|command|generator']),

  // ---- JDK tools
  c('jdk-tools', 'javap', 'no-class', {}, 'javap Nope', ['class|found|classpath|-cp|compile|name']),
  c('jdk-tools', 'jshell', 'syntax', {}, "printf 'int x = ;\\n/exit\\n' | jshell -q", ['expression|syntax|illegal|start|expected']),
  c('jdk-tools', 'jshell', 'undefined', {}, "printf 'System.out.println(cnt);\\n/exit\\n' | jshell -q", ['symbol|declare|defin|typo|name']),
  c('jdk-tools', 'jdeps', 'no-file', {}, 'jdeps nope.jar', ['exist|path|file|found|valid']),
  c('jdk-tools', 'jarsigner', 'no-keystore', { 'A.java': 'class A {}\n' }, 'javac A.java && jar cf a.jar A.class && jarsigner -keystore nope.jks -storepass secret a.jar mykey', ['keystore|exist|path|file|found']),
  c('jdk-tools', 'jlink', 'no-module', {}, 'jlink --add-modules nope.mod --output out', ['module|found|name|path|--module-path']),

  // ---- perldoc and pod tools
  c('perldoc', 'perldoc', 'no-module', {}, 'perldoc Nope::Module', ['install|module|found|name|typo|cpan']),
  c('perldoc', 'perldoc', 'no-function', {}, 'perldoc -f nopefunc', ['function|name|typo|found|builtin']),
  c('perldoc', 'pod2man', 'bad-option', {}, 'pod2man --nope a.pod', OPTION),
  c('perldoc', 'pod2man', 'unclosed-over', { 'a.pod': '=head1 NAME\n\na - b\n\n=over 4\n\n=item x\n\ny\n\n=cut\n' }, 'pod2man --errors=die a.pod > a.1', ['=back|=over|close|missing|list']),

  // ---- Ruby's documentation tools and REPL
  c('ruby-tools', 'ri', 'nothing-known', {}, 'ri --no-pager Nope', ['install|name|typo|found|document|rdoc|ri']),
  c('ruby-tools', 'rdoc', 'bad-option', {}, 'rdoc --nope', OPTION),
  c('ruby-tools', 'irb', 'syntax', {}, "printf 'def f(\\n' | irb --noprompt --noecho", ['syntax|unexpected|end|expected|close']),

  // ---- python -m modules
  c('python-m', 'python3', 'json-tool-quotes', {}, `echo "{'a': 1}" | ${PY} -m json.tool`, ['quote|double|JSON|property|valid']),
  c('python-m', 'python3', 'json-tool-trailing-comma', {}, `echo '[1, 2,]' | ${PY} -m json.tool`, ['trailing|comma|value|JSON|valid']),
  c('python-m', 'python3', 'py-compile', { 'a.py': 'def f(:\n    pass\n' }, `${PY} -m py_compile a.py`, SYNTAX),
  c('python-m', 'python3', 'compileall', { 'pkg/a.py': 'print "x"\n' }, `${PY} -m compileall -q pkg`, ['syntax|print|parenthes|Python 3|expected']),
  c('python-m', 'python3', 'tarfile-missing', {}, `${PY} -m tarfile -l nope.tar`, NOFILE),
  c('python-m', 'python3', 'tarfile-not-tar', { 'a.tar': 'not a tar archive at all\n' }, `${PY} -m tarfile -l a.tar`, ['archive|tar|corrupt|format|valid']),
  c('python-m', 'python3', 'timeit-name', {}, `${PY} -m timeit 'helper()'`, ['defin|name|import|setup|-s']),
  c('python-m', 'python3', 'zipapp-missing', {}, `${PY} -m zipapp nope`, NOFILE),

  // ---- npm's publishing subcommands
  c('npm-publish', 'npm', 'private', { 'package.json': '{ "name": "app", "version": "1.0.0", "private": true }\n' }, `npm publish --dry-run --registry http://127.0.0.1:${CLOSED}/`, ['private|remove|publish']),
  c('npm-publish', 'npm', 'version-dirty', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' }, `git init -q && git add . && ${GITC} commit -qm init && echo x > b.txt && git add b.txt && npm version patch`, ['commit|clean|stash|working|uncommitted|--force']),
  c('npm-publish', 'npm', 'version-invalid', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' }, 'npm version banana', ['version|semver|valid|major|minor|patch']),
  c('npm-publish', 'npm', 'version-no-package', {}, 'npm version patch', ['package\\.json|init|directory|exist|found']),
  c('npm-publish', 'npm', 'pkg-set-no-args', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' }, 'npm pkg set', ['key|value|argument|usage']),
  c('npm-publish', 'npm', 'publish-no-name', { 'package.json': '{ "version": "1.0.0" }\n' }, `npm publish --dry-run --registry http://127.0.0.1:${CLOSED}/`, ['name|package\\.json|field|missing|required']),

  // ---- cargo's lesser subcommands
  c('cargo-subcommands', 'cargo', 'new-exists', { 'app/README': 'x\n' }, 'cargo new app', ['exist|directory|init|name|choose']),
  c('cargo-subcommands', 'cargo', 'new-bad-name', {}, 'cargo new 1abc', ['name|digit|--name|start|rename']),
  c('cargo-subcommands', 'cargo', 'run-no-bin', { 'Cargo.toml': CARGO, 'src/main.rs': 'fn main() {}\n' }, 'cargo run --offline --bin nope', ['bin|target|name|typo|Cargo\\.toml']),
  c('cargo-subcommands', 'cargo', 'doc-broken-link', { 'Cargo.toml': CARGO, 'src/lib.rs': '/// Works like [`Nope`].\npub fn f() {}\n' }, 'RUSTDOCFLAGS=-Dwarnings cargo doc --offline', ['link|intra|resolve|Nope|scope|doc']),
  c('cargo-subcommands', 'cargo', 'install-no-path', {}, 'cargo install --offline --path nope', ['exist|path|Cargo\\.toml|manifest|directory|found']),
  c('cargo-subcommands', 'cargo', 'package-metadata', { 'Cargo.toml': CARGO, 'src/lib.rs': 'pub fn f() {}\n' }, 'git init -q && cargo package --offline --no-verify --allow-dirty', ['license|description|metadata|manifest|field']),

  // ---- rustdoc
  c('rustdoc', 'rustdoc', 'doctest-fails', { 'lib.rs': '/// ```\n/// assert_eq!(1 + 1, 3);\n/// ```\npub fn f() {}\n' }, 'rustdoc --test --crate-name app lib.rs', ['assert|doctest|example|left|right|test']),
  c('rustdoc', 'rustdoc', 'missing-docs', { 'lib.rs': 'pub fn f() {}\n' }, 'rustdoc -D missing-docs --crate-name app lib.rs', ['doc|missing|comment|document']),
  c('rustdoc', 'rustdoc', 'broken-link', { 'lib.rs': '//! See [`Nope`].\npub fn f() {}\n' }, 'rustdoc -D rustdoc::broken-intra-doc-links --crate-name app lib.rs', ['link|resolve|intra|scope|name']),
  c('rustdoc', 'rustdoc', 'no-file', {}, 'rustdoc nope.rs', NOFILE),

  // ---- git's lesser subcommands
  c('git-subcommands', 'git', 'worktree-checked-out', {}, `${GIT} && git worktree add ../wt-same "$(git branch --show-current)"`, ['checked out|branch|already|-b|worktree']),
  c('git-subcommands', 'git', 'bisect-not-started', {}, `${GIT} && git bisect good`, ['bisect start|start']),
  c('git-subcommands', 'git', 'tag-exists', {}, `${GIT} && git tag v1 && git tag v1`, ['exist|already|-f|delete|name']),
  c('git-subcommands', 'git', 'am-not-patch', { 'a.txt': 'just some notes\nnot a patch\n' }, `${GIT} && git am a.txt`, ['patch|format|mbox|format-patch|apply']),
  c('git-subcommands', 'git', 'blame-no-file', {}, `${GIT} && git blame nope.c`, ['path|exist|file|commit|tracked|HEAD']),
  c('git-subcommands', 'git', 'clean-require-force', { 'junk.txt': 'x\n' }, `${GIT} && git clean`, ['-f|-n|force|requireForce|dry']),
  c('git-subcommands', 'git', 'switch-no-branch', {}, `${GIT} && git switch nope`, ['branch|exist|typo|name|-c|create|reference']),
  c('git-subcommands', 'git', 'describe-no-tags', {}, `${GIT} && git describe`, ['tag|annotated|--tags|--always|describe']),

  // ---- CLISP
  c('clisp', 'clisp', 'undefined-function', {}, "clisp -q -x '(nope 1)'", ['defin|function|typo|name|load']),
  c('clisp', 'clisp', 'unbound-variable', {}, "clisp -q -x 'xyz'", ['bound|value|defvar|defin|variable']),
  c('clisp', 'clisp', 'unbalanced', { 'a.lisp': '(defun f (x)\n  (+ x 1)\n' }, 'clisp -q a.lisp', ['paren|EOF|end|close|balance|\\)']),
  c('clisp', 'clisp', 'type-error', {}, "clisp -q -x '(+ 1 \"a\")'", ['number|type|string|convert|parse-integer']),

  // ---- ag
  c('ag', 'ag', 'no-file', {}, 'ag foo nope', NOFILE),
  c('ag', 'ag', 'bad-regex', { 'a.txt': 'x(\n' }, "ag '(' .", ['regex|escape|paren|\\)|-Q|literal|pattern']),
  c('ag', 'ag', 'bad-option', {}, 'ag --nope x', OPTION),

  // ---- ack
  c('ack', 'ack', 'bad-regex', { 'a.txt': 'x(\n' }, "ack '('", ['regex|escape|paren|-Q|literal|pattern|Unmatched']),
  c('ack', 'ack', 'bad-type', { 'a.txt': 'x\n' }, 'ack --type=nope x', ['type|--help-types|unknown|name|typo']),
  c('ack', 'ack', 'no-file', {}, 'ack foo nope.txt', NOFILE),

  // ---- bat
  c('bat', 'batcat', 'no-file', {}, 'batcat --paging=never nope.txt', NOFILE),
  c('bat', 'batcat', 'bad-language', { 'a.txt': 'x\n' }, 'batcat --paging=never -l nopelang a.txt', ['language|syntax|--list-languages|name|typo|unknown']),
  c('bat', 'batcat', 'bad-theme', { 'a.txt': 'x\n' }, 'batcat --paging=never --theme=nope a.txt', ['theme|--list-themes|name|typo|unknown']),

  // ---- fzf
  c('fzf', 'fzf', 'bad-option', {}, 'echo a | fzf --nope', OPTION),
  c('fzf', 'fzf', 'bad-color', {}, 'echo a | fzf --filter=a --color=nope', ['color|spec|valid|name|scheme']),
  c('fzf', 'fzf', 'bad-tiebreak', {}, 'echo a | fzf --filter=a --tiebreak=nope', ['criterion|sort|tiebreak|valid|option']),

  // ---- redis-check-aof / redis-check-rdb
  c('redis-check', 'redis-check-aof', 'truncated', { 'a.aof': '*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$5\r\nval' }, 'redis-check-aof a.aof', ['--fix|fix|truncat|corrupt|valid']),
  c('redis-check', 'redis-check-rdb', 'bad-signature', { 'dump.rdb': 'this is not an rdb file\n' }, 'redis-check-rdb dump.rdb', ['RDB|signature|corrupt|file|format|valid']),
  c('redis-check', 'redis-check-rdb', 'no-file', {}, 'redis-check-rdb nope.rdb', NOFILE),

  // ---- Berkeley DB utilities
  c('berkeley-db', 'db_dump', 'not-db', { 'a.db': 'plain text, not a database\n'.repeat(200) }, 'db_dump a.db', ['format|type|database|version|valid|corrupt']),
  c('berkeley-db', 'db_dump', 'no-file', {}, 'db_dump nope.db', NOFILE),
  c('berkeley-db', 'db_load', 'bad-input', {}, 'echo garbage | db_load out.db', ['format|header|input|db_dump|VERSION']),

  // ---- GDBM
  c('gdbm', 'gdbmtool', 'not-gdbm', { 'a.db': 'plain text, not a database\n'.repeat(200) }, 'gdbmtool -r a.db count', ['magic|format|database|corrupt|valid|gdbm']),
  c('gdbm', 'gdbmtool', 'no-file', {}, 'gdbmtool -r nope.db count', NOFILE),
  c('gdbm', 'gdbmtool', 'bad-command', {}, 'gdbmtool new.db nopecmd', ['command|unknown|help|name|typo']),

  // ---- LMDB
  c('lmdb', 'mdb_stat', 'no-dir', {}, 'mdb_stat nope', NOFILE),
  c('lmdb', 'mdb_dump', 'not-lmdb', { 'd/data.mdb': 'plain text, not a database\n'.repeat(400) }, 'mdb_dump d', ['LMDB|format|file|corrupt|valid|database']),
  c('lmdb', 'mdb_load', 'bad-input', {}, 'mkdir out && echo garbage | mdb_load out', ['format|header|input|mdb_dump|VERSION']),

  // ---- libmemcached tools against a throwaway memcached
  c('libmemcached', 'memcstat', 'refused', {}, `memcstat --servers=127.0.0.1:${CLOSED}`, REFUSED),
  c('libmemcached', 'memccat', 'missing-key', {}, 'memcached -u root -p 57986 -l 127.0.0.1 -d -P $PWD/pid && sleep 0.3; memccat --servers=127.0.0.1:57986 nokey; r=$?; kill $(cat pid); exit $r', ['key|exist|set|expire|name|found']),

  // ---- iperf3
  c('iperf3', 'iperf3', 'refused', {}, `iperf3 -c 127.0.0.1 -p ${CLOSED} -t 1`, ['server|running|port|-s|start|refused|firewall']),
  c('iperf3', 'iperf3', 'port-busy', {}, 'iperf3 -s -p 57981 -D -I $PWD/pid && sleep 0.5; iperf3 -s -1 -p 57981; r=$?; kill $(cat pid); exit $r', ['port|use|already|-p|process|stop|kill']),
  c('iperf3', 'iperf3', 'missing-argument', {}, 'iperf3 -c', ['argument|option|host|server|value|usage']),

  // ---- ncat and nmap
  c('ncat', 'ncat', 'refused', {}, `ncat 127.0.0.1 ${CLOSED} </dev/null`, REFUSED),
  c('ncat', 'ncat', 'listen-busy', {}, 'ncat -l 57983 >/dev/null & p=$!; sleep 0.4; ncat -l 57983 </dev/null; r=$?; kill $p; exit $r', ['port|use|already|process|stop|kill|another']),
  c('ncat', 'nmap', 'bad-target', {}, `nmap -sT -p ${CLOSED} nope.invalid`, RESOLVE),
  c('ncat', 'nmap', 'bad-port', {}, 'nmap -sT -p 99999 127.0.0.1', ['port|range|65535|between']),

  // ---- telnet
  c('telnet', 'telnet', 'refused', {}, `telnet 127.0.0.1 ${CLOSED} </dev/null`, REFUSED),
  c('telnet', 'telnet', 'unknown-host', {}, 'telnet nope.invalid 80 </dev/null', RESOLVE),

  // ---- lftp
  c('lftp', 'lftp', 'refused', {}, `lftp -e 'set net:max-retries 1; set net:reconnect-interval-base 1; ls; bye' ftp://127.0.0.1:${CLOSED}`, ['server|running|port|refused|connect|retries']),
  c('lftp', 'lftp', 'unknown-command', {}, "lftp -c 'nopecmd'", ['command|unknown|typo|help|name']),
  c('lftp', 'lftp', 'lcd-missing', {}, "lftp -c 'lcd /nope'", NOFILE),

  // ---- ping
  c('ping', 'ping', 'unknown-host', {}, 'ping -c 1 nope.invalid', RESOLVE),
  c('ping', 'ping', 'bad-count', {}, 'ping -c 0 127.0.0.1', ['range|count|-c|value|argument']),
  c('ping', 'ping', 'no-device', {}, 'ping -c 1 -W 1 -I nope0 127.0.0.1', ['interface|device|-I|name|ip link']),

  // ---- gnutls-cli against a local openssl s_server
  c('gnutls-cli', 'gnutls-cli', 'self-signed', {}, `${CERT}; openssl s_server -accept 57984 -cert c.pem -key k.pem -quiet >/dev/null 2>&1 & p=$!; sleep 0.5; gnutls-cli --port 57984 localhost </dev/null; r=$?; kill $p; exit $r`, ['trust|CA|--x509cafile|self-signed|issuer|certificate']),
  c('gnutls-cli', 'gnutls-cli', 'refused', {}, `gnutls-cli --port ${CLOSED} 127.0.0.1 </dev/null`, REFUSED),
  c('gnutls-cli', 'gnutls-cli', 'bad-priority', {}, `gnutls-cli --priority NOPE --port ${CLOSED} 127.0.0.1 </dev/null`, ['priority|string|syntax|valid|NORMAL']),

  // ---- nghttp2 clients
  c('nghttp2', 'nghttp', 'http1-server', {}, `${PY} -m http.server 57985 --bind 127.0.0.1 >/dev/null 2>&1 & p=$!; sleep 0.7; nghttp http://127.0.0.1:57985/; r=$?; kill $p; exit $r`, ['HTTP/2|h2|h2c|protocol|upgrade|support']),
  c('nghttp2', 'h2load', 'refused', {}, `h2load -n 1 http://127.0.0.1:${CLOSED}/`, ['server|running|port|refused|connect|start']),
  c('nghttp2', 'nghttp', 'bad-uri', {}, 'nghttp nope', ['URI|URL|scheme|http|parse|format']),

  // ---- drill
  c('drill', 'drill', 'refused', {}, `drill @127.0.0.1 -p ${CLOSED} example.com`, ['server|network|port|refused|resolver|reach|running']),
  c('drill', 'drill', 'no-key-file', {}, `drill -k nope.key @127.0.0.1 -p ${CLOSED} example.com`, NOFILE),

  // ---- NSS certutil
  c('nss-certutil', 'certutil', 'bad-db', {}, 'certutil -L -d sql:nope', ['database|-d|directory|exist|-N|create|path']),
  c('nss-certutil', 'certutil', 'no-cert', {}, 'mkdir db && certutil -N -d sql:db --empty-password && certutil -L -d sql:db -n nope', ['certificate|nickname|name|found|-L|list|typo']),
  c('nss-certutil', 'certutil', 'bad-cert-file', { 'bad.pem': 'not a certificate\n' }, 'mkdir db && certutil -N -d sql:db --empty-password && certutil -A -d sql:db -n x -t C,, -i bad.pem', ['certificate|PEM|DER|format|decode|-a|ascii']),

  // ---- cfssl
  c('cfssl', 'cfssl', 'bad-json', { 'csr.json': '{"CN": ' }, 'cfssl gencert -initca csr.json', ['JSON|parse|syntax|valid|input']),
  c('cfssl', 'cfssl', 'no-file', {}, 'cfssl gencert -initca nope.json', NOFILE),
  c('cfssl', 'cfssl', 'bad-key-algo', { 'csr.json': '{"CN": "x", "key": {"algo": "nope", "size": 1}}\n' }, 'cfssl gencert -initca csr.json', ['algo|key|rsa|ecdsa|size|valid']),

  // ---- mkcert
  c('mkcert', 'mkcert', 'bad-host', {}, "CAROOT=$PWD/ca mkcert 'bad host!'", ['hostname|host|valid|name|IP|domain']),
  c('mkcert', 'mkcert', 'no-dir', {}, 'CAROOT=$PWD/ca mkcert -cert-file nope/dir/c.pem app.test', ['directory|exist|path|found|create|mkdir']),

  // ---- Easy-RSA
  c('easy-rsa', 'easyrsa', 'no-pki', {}, `${EASYRSA} --batch build-ca nopass`, ['init-pki|PKI|init|exist|initialize']),
  c('easy-rsa', 'easyrsa', 'unknown-command', {}, `${EASYRSA} nope`, ['command|unknown|help|typo|name']),
  c('easy-rsa', 'easyrsa', 'sign-no-request', {}, `${EASYRSA} --batch init-pki >/dev/null && EASYRSA_REQ_CN=ca ${EASYRSA} --batch build-ca nopass >/dev/null 2>&1; ${EASYRSA} --batch sign-req server nope`, ['request|req|gen-req|import-req|found|name']),

  // ---- pykwalify
  c('pykwalify', 'pykwalify', 'type-mismatch', { 's.yaml': 'type: map\nmapping:\n  port:\n    type: int\n', 'd.yaml': 'port: abc\n' }, `${PYKWALIFY} -d d.yaml -s s.yaml`, ['type|int|value|schema|string']),
  c('pykwalify', 'pykwalify', 'missing-key', { 's.yaml': 'type: map\nmapping:\n  name:\n    type: str\n    required: true\n  port:\n    type: int\n', 'd.yaml': 'port: 1\n' }, `${PYKWALIFY} -d d.yaml -s s.yaml`, ['required|key|missing|add|name']),
  c('pykwalify', 'pykwalify', 'unknown-key', { 's.yaml': 'type: map\nmapping:\n  port:\n    type: int\n', 'd.yaml': 'port: 1\nextra: 2\n' }, `${PYKWALIFY} -d d.yaml -s s.yaml`, ['key|defin|schema|allowempty|extra|remove|typo']),
  c('pykwalify', 'pykwalify', 'no-schema', { 'd.yaml': 'port: 1\n' }, `${PYKWALIFY} -d d.yaml -s nope.yaml`, NOFILE),

  // ---- PgBouncer
  c('pgbouncer', 'pgbouncer', 'as-root', { 'p.ini': '[databases]\napp = host=127.0.0.1 dbname=app\n[pgbouncer]\nlisten_port = 57987\nauth_type = trust\n' }, 'timeout 5 pgbouncer p.ini', ['root|user|-u|unprivileged']),
  c('pgbouncer', 'pgbouncer', 'unknown-parameter', { 'p.ini': '[databases]\n[pgbouncer]\nlisten_port = 57987\nnope_setting = 1\n' }, 'chmod 755 . && chmod 644 p.ini && timeout 5 runuser -u nobody -- pgbouncer p.ini', ['parameter|unknown|setting|typo|name|unrecognized']),
  c('pgbouncer', 'pgbouncer', 'bad-value', { 'p.ini': '[databases]\n[pgbouncer]\nlisten_port = abc\n' }, 'chmod 755 . && chmod 644 p.ini && timeout 5 runuser -u nobody -- pgbouncer p.ini', ['value|port|number|integer|valid']),
  c('pgbouncer', 'pgbouncer', 'no-file', {}, 'chmod 755 . && timeout 5 runuser -u nobody -- pgbouncer nope.ini', NOFILE),

  // ---- runc
  c('runc', 'runc', 'no-config', {}, 'runc --root $PWD/state run x', ['config\\.json|spec|runc spec|bundle|exist']),
  c('runc', 'runc', 'no-rootfs', {}, 'runc spec && runc --root $PWD/state run x', ['rootfs|root|directory|exist|bundle|path']),
  c('runc', 'runc', 'bad-json', { 'config.json': '{\n' }, 'runc --root $PWD/state run x', ['JSON|syntax|config\\.json|parse|spec']),
  c('runc', 'runc', 'unknown-container', {}, 'runc --root $PWD/state kill nope', ['container|exist|name|id|list|running']),

  // ---- systemd-nspawn
  c('nspawn', 'systemd-nspawn', 'no-dir', {}, 'systemd-nspawn -q -D nope true', ['directory|exist|path|-D|found']),
  c('nspawn', 'systemd-nspawn', 'not-os-tree', {}, 'mkdir r && systemd-nspawn -q -D r true', ['OS|tree|usr|debootstrap|root|image|install']),

  // ---- debootstrap
  c('debootstrap', 'debootstrap', 'bad-suite', {}, 'debootstrap nopesuite target file:///nope', ['suite|release|name|script|typo|codename']),
  c('debootstrap', 'debootstrap', 'no-mirror', {}, 'debootstrap --variant=minbase bookworm target file:///nope/mirror', ['mirror|Release|URL|repository|reach|network|path']),

  // ---- PRoot
  c('proot', 'proot', 'no-rootfs', {}, 'proot -r nope /bin/true', ['exist|path|rootfs|-r|directory|found']),
  c('proot', 'proot', 'no-program', {}, 'proot nope-prog', ['command|found|install|PATH|exist|program']),
  c('proot', 'proot', 'bad-option', {}, 'proot --nope', OPTION),

  // ---- Neovim in batch mode
  c('neovim', 'nvim', 'not-a-command', {}, "nvim --headless -u NONE -c 'Nope' -c 'qa!'", ['command|typo|name|plugin|defin|Not an editor']),
  c('neovim', 'nvim', 'lua-nil-index', {}, "nvim --headless -u NONE -c 'lua local t = nil; print(t.x)' -c 'qa!'", ['nil|index|defin|exist|check']),
  c('neovim', 'nvim', 'init-syntax', { 'init.lua': 'local x = \nvim.o.number = true\n' }, "nvim --headless -u init.lua -c 'qa!'", SYNTAX),
  c('neovim', 'nvim', 'write-no-dir', {}, "nvim --headless -u NONE -c 'w nope/dir/a.txt' -c 'qa!'", ['directory|exist|path|create|mkdir|permission']),
  c('neovim', 'nvim', 'unsaved', {}, "nvim --headless -u NONE -c 'normal ia' -c 'q'", ['write|save|override|:w|change']),

  // ---- reprepro
  c('reprepro', 'reprepro', 'no-conf', {}, 'reprepro -b . export', ['conf|distributions|config|create|exist|file']),
  c('reprepro', 'reprepro', 'unknown-field', { 'conf/distributions': 'Codename: x\nArchitectures: amd64\nComponents: main\nNope: y\n' }, 'reprepro -b . export', ['field|header|unknown|typo|name|conf']),
  c('reprepro', 'reprepro', 'no-codename', { 'conf/distributions': 'Codename: x\nArchitectures: amd64\nComponents: main\n' }, 'reprepro -b . list nope', ['codename|distribution|conf|defin|name|typo']),
  c('reprepro', 'reprepro', 'missing-field', { 'conf/distributions': 'Codename: x\n' }, 'reprepro -b . export', ['Architectures|Components|field|missing|required|add']),

  // ---- dput
  c('dput', 'dput', 'no-changes', {}, 'dput -s nope.changes', NOFILE),
  c('dput', 'dput', 'bad-option', {}, 'dput --nope', OPTION),
  c('dput', 'dput', 'bad-changes', { 'a.changes': 'just some text\n' }, 'dput -s -u local a.changes', ['changes|format|field|Files|valid|signature|parse']),

  // ---- equivs
  c('equivs', 'equivs-build', 'no-file', {}, 'equivs-build nope.ctl', NOFILE),
  c('equivs', 'equivs-build', 'no-package-field', { 'a.ctl': 'Version: 1.0\nDescription: x\n' }, 'equivs-build a.ctl', ['Package|field|missing|required|add|control']),

  // ---- git-buildpackage
  c('gbp', 'gbp', 'not-git', {}, 'gbp buildpackage', ['git|repository|init|clone|directory']),
  c('gbp', 'gbp', 'dch-no-changelog', {}, `${GIT} && gbp dch`, ['changelog|debian|dch --create|create|exist|file']),
  c('gbp', 'gbp', 'import-orig-missing', {}, `${GIT} && gbp import-orig --no-interactive nope.tar.gz`, NOFILE),
  c('gbp', 'gbp', 'wrong-branch', { 'debian/changelog': 'app (1.0-1) unstable; urgency=medium\n\n  * Initial.\n\n -- Dev <dev@example.com>  Mon, 01 Jan 2024 00:00:00 +0000\n' }, `git init -q && git add . && ${GITC} commit -qm init && gbp buildpackage --git-debian-branch=nope`, ['branch|--git-debian-branch|checkout|switch|--git-ignore-branch']),

  // ---- dh_make
  c('dh-make', 'dh_make', 'no-version-in-name', {}, 'mkdir app && cd app && dh_make -y -s', ['name|version|-p|package|directory|rename']),
  c('dh-make', 'dh_make', 'no-orig', {}, 'mkdir foo-1.0 && cd foo-1.0 && DEBFULLNAME=Dev DEBEMAIL=dev@example.com dh_make -y -s', ['orig|tarball|--createorig|-f|create']),

  // ---- cmake-format
  c('cmake-format', 'cmake-format', 'unbalanced', { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nadd_executable(app main.c\n' }, 'cmake-format CMakeLists.txt', ['paren|parse|close|unbalanced|\\)|syntax']),
  c('cmake-format', 'cmake-format', 'check-unformatted', { 'CMakeLists.txt': 'ADD_EXECUTABLE(  app    main.c )\n' }, 'cmake-format --check CMakeLists.txt', ['format|-i|in-place|cmake-format|style']),
  c('cmake-format', 'cmake-format', 'no-config', { 'CMakeLists.txt': 'project(app)\n' }, 'cmake-format -c nope.py CMakeLists.txt', NOFILE),

  // ---- virtualenv
  c('virtualenv', 'virtualenv', 'no-python', {}, 'virtualenv -p python9.9 env', ['interpreter|python|install|version|path|-p']),
  c('virtualenv', 'virtualenv', 'dest-is-file', { env: 'x\n' }, 'virtualenv env', ['exist|file|name|remove|destination|directory']),
  c('virtualenv', 'virtualenv', 'bad-option', {}, 'virtualenv --nope env', OPTION),

  // ---- doit
  c('doit', 'doit', 'no-dodo', {}, 'doit', ['dodo|file|exist|-f|create|found']),
  c('doit', 'doit', 'missing-dep', { 'dodo.py': "def task_build():\n    return {'file_dep': ['nope.txt'], 'actions': ['echo hi']}\n" }, 'doit', ['exist|file|dep|path|create|typo']),
  c('doit', 'doit', 'action-fails', { 'dodo.py': "def task_build():\n    return {'actions': ['false']}\n" }, 'doit', ['command|action|returned|exit|fail']),
  c('doit', 'doit', 'unknown-task', { 'dodo.py': "def task_build():\n    return {'actions': ['true']}\n" }, 'doit nope', ['task|name|typo|list|defin']),

  // ---- csvtool
  c('csvtool', 'csvtool', 'no-file', {}, 'csvtool col 1 nope.csv', NOFILE),
  c('csvtool', 'csvtool', 'bad-column', { 'a.csv': 'a,b\n1,2\n' }, 'csvtool col x a.csv', ['column|number|integer|index|argument']),
  c('csvtool', 'csvtool', 'unterminated-quote', { 'a.csv': 'a,"b\n1,2\n' }, 'csvtool col 1 a.csv', ['quote|close|unterminated|CSV|field']),

  // ---- gron
  c('gron', 'gron', 'bad-json', {}, `echo '{"a":' | gron`, ['JSON|valid|parse|input|syntax|EOF']),
  c('gron', 'gron', 'no-file', {}, 'gron nope.json', NOFILE),
  c('gron', 'gron', 'ungron-bad', {}, "echo 'json.a = ;' | gron -u", ['statement|syntax|parse|format|valid|gron']),

  // ---- hyperfine
  c('hyperfine', 'hyperfine', 'command-fails', {}, "hyperfine --runs 2 'false'", ['exit|--ignore-failure|-i|fail|non-zero|command']),
  c('hyperfine', 'hyperfine', 'no-command', {}, "hyperfine --runs 2 -N 'nope-cmd'", ['command|found|install|PATH|typo|exist']),

  // ---- git-filter-repo
  c('git-filter-repo', 'git-filter-repo', 'not-fresh-clone', { 'a.txt': 'x\n' }, `git init -q && git add . && ${GITC} commit -qm init && git filter-repo --path a.txt`, ['fresh|clone|--force|force|overwrite']),
  c('git-filter-repo', 'git-filter-repo', 'not-git', {}, 'git filter-repo --path a.txt', ['git|repository|init|clone|directory']),
  c('git-filter-repo', 'git-filter-repo', 'bad-option', {}, 'git filter-repo --nope', OPTION),

  // ---- pass
  c('pass', 'pass', 'not-initialised', {}, 'PASSWORD_STORE_DIR=$PWD/store pass show web', ['init|pass init|store|initialize|gpg']),
  c('pass', 'pass', 'no-public-key', {}, 'mkdir -m 700 g && GNUPGHOME=$PWD/g PASSWORD_STORE_DIR=$PWD/store pass init nope@example.com', ['key|gpg|public|import|generate|id']),
  c('pass', 'pass', 'not-in-store', { 'store/.gpg-id': 'dev@example.com\n' }, 'PASSWORD_STORE_DIR=$PWD/store pass show nope', ['entry|name|typo|exist|insert|list|store']),

  // ---- rclone
  c('rclone', 'rclone', 'no-remote', { 'r.conf': '' }, 'rclone --config r.conf ls nope:', ['remote|config|rclone config|section|name|typo']),
  c('rclone', 'rclone', 'bad-flag', {}, 'rclone ls --nope .', OPTION),
  c('rclone', 'rclone', 'no-dir', { 'r.conf': '' }, 'rclone --config r.conf ls ./nope', NOFILE),

  // ---- restic
  c('restic', 'restic', 'no-repo', {}, 'RESTIC_PASSWORD=x restic -r nope snapshots', ['repository|init|-r|path|exist|location']),
  c('restic', 'restic', 'empty-password', {}, 'restic -r repo --insecure-no-password init </dev/null 2>/dev/null; RESTIC_PASSWORD= restic -r repo init </dev/null', ['password|RESTIC_PASSWORD|--password-file|empty']),
  c('restic', 'restic', 'wrong-password', {}, 'RESTIC_PASSWORD=a restic -q -r repo init && RESTIC_PASSWORD=b restic -r repo snapshots', ['password|key|wrong|RESTIC_PASSWORD']),
  c('restic', 'restic', 'no-repo-option', {}, 'RESTIC_PASSWORD=x restic snapshots', ['-r|--repo|repository|RESTIC_REPOSITORY|location']),

  // ---- Borg
  c('borg', 'borg', 'no-repo', {}, 'borg list nope', ['repository|init|exist|path|location']),
  c('borg', 'borg', 'wrong-passphrase', {}, 'BORG_PASSPHRASE=a borg init -e repokey repo && BORG_PASSPHRASE=b borg list repo', ['passphrase|password|BORG_PASSPHRASE|wrong|incorrect']),
  c('borg', 'borg', 'no-encryption', {}, 'borg init repo', ['--encryption|-e|encryption|required|argument']),
  c('borg', 'borg', 'archive-exists', { 'data/a.txt': 'x\n' }, 'export BORG_PASSPHRASE=a; borg init -e repokey repo && borg create repo::daily data && borg create repo::daily data', ['exist|name|archive|rename|already']),

  // ---- s3cmd
  c('s3cmd', 's3cmd', 'no-config', {}, 's3cmd -c nope.cfg ls', ['config|--configure|file|create|exist']),
  c('s3cmd', 's3cmd', 'refused', {}, `s3cmd -c /dev/null --host=127.0.0.1:${CLOSED} --host-bucket=127.0.0.1:${CLOSED} --no-ssl --access_key=a --secret_key=b ls`, ['server|running|port|refused|endpoint|host|connect']),
  c('s3cmd', 's3cmd', 'no-access-key', { 's.cfg': '[default]\nhost_base = 127.0.0.1:1\n' }, 's3cmd -c s.cfg ls', ['access|key|credentials|--configure|config']),
  c('s3cmd', 's3cmd', 'not-found', {}, 's3cmd -c /dev/null --host=127.0.0.1:$HTTPPORT --host-bucket=127.0.0.1:$HTTPPORT --no-ssl --access_key=a --secret_key=b ls', ['found|bucket|exist|endpoint|host|URL|404'], { needs: 'http' }),

  // ---- gh
  c('gh', 'gh', 'no-auth', {}, 'GH_CONFIG_DIR=$PWD/gh gh repo view cli/cli', ['auth|login|GH_TOKEN|token|authenticate']),
  c('gh', 'gh', 'not-a-repo', {}, 'GH_CONFIG_DIR=$PWD/gh GH_TOKEN=x gh pr list', ['git|repository|clone|directory|-R|--repo']),
  c('gh', 'gh', 'unknown-command', {}, 'GH_CONFIG_DIR=$PWD/gh gh nope', ['command|unknown|typo|help|extension']),
  c('gh', 'gh', 'no-remotes', {}, `${GIT} && GH_CONFIG_DIR=$PWD/gh GH_TOKEN=x gh pr list`, ['remote|git remote add|origin|-R|--repo']),

  // ---- sqlite-utils
  c('sqlite-utils', 'sqlite-utils', 'no-table', {}, 'sqlite-utils create-table a.db t id integer && sqlite-utils rows a.db nope', ['table|exist|name|typo|create']),
  c('sqlite-utils', 'sqlite-utils', 'bad-sql', {}, "sqlite-utils query a.db 'SELEC 1'", ['syntax|SELECT|typo|near']),
  c('sqlite-utils', 'sqlite-utils', 'bad-json', {}, "echo '{bad' | sqlite-utils insert a.db t -", ['JSON|--csv|valid|format|input']),
  c('sqlite-utils', 'sqlite-utils', 'upsert-no-pk', {}, `echo '{"a": 1}' | sqlite-utils upsert a.db t -`, ['--pk|primary|key|required']),

  // ---- yash
  c('yash', 'yash', 'missing-fi', {}, "yash -c 'if true; then echo x'", ['fi|missing|syntax|close|then']),
  c('yash', 'yash', 'not-found', {}, "yash -c 'nopecmd'", ['command|found|install|PATH|typo']),
  c('yash', 'yash', 'bad-option', {}, 'yash --nope', OPTION),
  c('yash', 'yash', 'cd-missing', {}, "yash -c 'cd /nope'", NOFILE),

  // ---- help2man
  c('help2man', 'help2man', 'no-help', { x: '#!/bin/sh\nexit 1\n' }, 'chmod +x x && help2man ./x', ['--help|--no-discard-stderr|option|stderr|program']),
  c('help2man', 'help2man', 'no-program', {}, 'help2man ./nope', ['exist|path|program|found|executable|install']),

  // ---- xmlto
  c('xmlto', 'xmlto', 'no-file', {}, 'xmlto html nope.xml', NOFILE),
  c('xmlto', 'xmlto', 'invalid', { 'a.xml': '<?xml version="1.0"?>\n<!DOCTYPE article PUBLIC "-//OASIS//DTD DocBook XML V4.5//EN" "http://www.oasis-open.org/docbook/xml/4.5/docbookx.dtd">\n<article><nope/></article>\n' }, 'xmlto html a.xml', ['valid|DocBook|DTD|--skip-validation|schema|element']),
  c('xmlto', 'xmlto', 'bad-format', { 'a.xml': '<article/>\n' }, 'xmlto nopefmt a.xml', ['format|name|unknown|typo|html|pdf']),

  // ---- rbenv
  c('rbenv', 'rbenv', 'not-installed', {}, 'rbenv local 9.9.9', ['install|version|rbenv install|list']),
  c('rbenv', 'rbenv', 'no-command', {}, 'rbenv nope', ['command|typo|help|plugin|name']),
  c('rbenv', 'rbenv', 'version-file', { '.ruby-version': '9.9.9\n' }, 'rbenv version', ['install|version|\\.ruby-version|rbenv install']),
  c('rbenv', 'rbenv', 'which-missing', {}, 'rbenv which nope', ['command|found|install|gem|rehash']),
];

export const CASES = RAW.map((c) => ({ ...c, expect: tight(c.expect) }));
