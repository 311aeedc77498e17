// The fifth error set (corpus-fifth.jsonl): written and collected after all tuning on the
// fourth set and measured before any change made for it. Tools and situations no other set
// has: OCaml, Tcl, Nim, Rake, rsync, nftables and iptables, gdb in
// batch mode, user and group administration, git situations, Python, Node, Go-module and
// Cargo-manifest failures the other sets lack, gawk and make.
// Same shape as cases-4.mjs.

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const ocaml = (name, code, expect) => c('ocaml', 'ocaml', name, { 'main.ml': code }, 'ocaml main.ml', expect);
const tcl = (name, code, expect) => c('tcl', 'tclsh', name, { 'main.tcl': code }, 'tclsh main.tcl', expect);
const nim = (name, code, expect) => c('nim', 'nim', name, { 'main.nim': code }, 'nim c --hints:off --nimcache:./cache -r main.nim', expect);
const rake = (name, rakefile, cmd, expect) => c('rake', 'rake', name, { Rakefile: rakefile }, cmd, expect);
const rsync = (name, cmd, expect, files = {}) => c('rsync', 'rsync', name, files, cmd, expect);
const fw = (name, tool, cmd, expect, files = {}) => c('firewall', tool, name, files, cmd, expect);
const gdb = (name, code, expect) => c('gdb', 'gdb', name, { 'main.c': code }, 'gcc -g -O0 -o app main.c && gdb -q -batch -ex run -ex bt ./app', expect);
const users = (name, cmd, expect, files = {}) => c('useradmin', cmd.split(' ')[0], name, files, cmd, expect);
const GIT = 'git init -q -b main . && git config user.email a@b.c && git config user.name a';
const git = (name, cmd, expect, files = {}) => c('git', 'git', name, files, `${GIT} && ${cmd}`, expect);
const py = (name, files, cmd, expect) => c('python', 'python3', name, files, cmd, expect);
const node = (name, files, cmd, expect) => c('node', 'node', name, files, cmd, expect);
const GOMOD = 'module example.com/app\n\ngo 1.21\n';
const gomod = (name, files, cmd, expect) => c('go-modules', 'go', name, { 'go.mod': GOMOD, ...files }, cmd, expect);
const CARGO = '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n';
const cargo = (name, toml, expect, files = { 'src/main.rs': 'fn main() {}\n' }) => c('cargo-manifest', 'cargo', name, { 'Cargo.toml': toml, ...files }, 'cargo build --offline -q', expect);
const awk = (name, prog, expect, input = 'a b 3\n') => c('gawk', 'gawk', name, { 'in.txt': input, 'p.awk': prog }, 'gawk -f p.awk in.txt', expect);
const make = (name, makefile, expect, cmd = 'make') => c('make', 'make', name, { Makefile: makefile }, cmd, expect);

export const CASES = [
  // ---- OCaml
  ocaml('type-error', 'let x : int = "a"\n', ['type|int|string|string_of_int|int_of_string|convert']),
  ocaml('unbound-value', 'let () = print_endline (greet "a")\n', ['(not|un)defined|unbound|typo|define|declare|open']),
  ocaml('syntax-error', 'let f x = (x + 1\n', ['syntax|parenthes|\\)|close|missing']),
  ocaml('exception-not-found', 'let () = print_int (List.assoc "b" [("a", 1)])\n', ['Not_found|key|exist|assoc_opt|option|missing|handle']),
  ocaml('non-exhaustive-failure', 'let f = function Some x -> x\nlet () = print_int (f None)\n', ['match|pattern|None|exhaustive|case']),

  // ---- Tcl
  tcl('no-such-variable', 'puts $count\n', ['variable|set|(not|un)defined|initiali[sz]|typo']),
  tcl('invalid-command', 'frobnicate 1 2\n', ['command|(not|un)defined|typo|proc|package require']),
  tcl('wrong-args', 'proc add {a b} { return [expr {$a + $b}] }\nputs [add 1]\n', ['argument|args|parameter|signature']),
  tcl('expr-non-numeric', 'set x abc\nputs [expr {$x + 1}]\n', ['number|numeric|integer|string|convert|type|value']),

  // ---- Nim
  nim('type-mismatch', 'let x: int = "a"\necho x\n', ['type|int|string|parseInt|convert']),
  nim('undeclared', 'echo total\n', ['(not|un)declared|(not|un)defined|typo|declare|var|let|import']),
  nim('index-defect', 'let a = @[1, 2, 3]\necho a[5]\n', ['index|bounds|len|size|range']),
  nim('nil-deref', 'type Node = ref object\n  val: int\nvar n: Node\necho n.val\n', ['nil|new|initiali[sz]|null']),
  nim('indentation', 'proc f() =\necho 1\nf()\n', ['indent|syntax|expression']),

  // ---- Rake
  rake('no-task', "task :build do\n  puts 'build'\nend\n", 'rake deploy', ['task|typo|rake -T|(not|un)defined|exist']),
  rake('no-rakefile', undefined, 'rake build', ['Rakefile|directory|project root']),
  rake('task-raises', "task :build do\n  raise ArgumentError, 'missing VERSION'\nend\n", 'rake build', ['VERSION|argument|environment|set']),
  rake('prerequisite-missing', "task build: :compile do\n  puts 'build'\nend\n", 'rake build', ['prerequisite|task|compile|(not|un)defined|typo|exist']),

  // ---- rsync
  rsync('source-missing', 'rsync -a nothere/ dest/', ['path|exist|source|typo|not found']),
  rsync('remote-unreachable', 'rsync -a -e "ssh -o BatchMode=yes -o ConnectTimeout=3 -p 1" src/ 127.0.0.1:/tmp/x/', ['ssh|port|refused|running|connect|server'], { 'src/a.txt': 'a\n' }),
  rsync('dest-permission', 'mkdir -p dest && chmod 555 dest && runuser -u nobody -- rsync -a src/ dest/; chmod 755 dest', ['permission|owner|writable|chmod|chown|root|sudo'], { 'src/a.txt': 'a\n' }),
  rsync('unknown-option', 'rsync --recursiv src/ dest/', ['option|typo|spell|--help|--recursive'], { 'src/a.txt': 'a\n' }),

  // ---- nftables / iptables (configuration checked, not applied)
  fw('nft-syntax', 'nft', 'nft -c -f rules.nft', ['syntax|unexpected|expect|brace|statement'], { 'rules.nft': 'table inet filter {\n  chain input {\n    type filter hook input priority 0;\n    tcp dport 22 acept\n  }\n}\n' }),
  fw('nft-unknown-table', 'nft', 'nft -c list table inet nothere', ['table|exist|typo|name|create|No such file']),
  fw('iptables-bad-target', 'iptables', 'iptables-restore --test rules.v4', ['target|ACCEPT|DROP|typo|chain|extension'], { 'rules.v4': '*filter\n:INPUT ACCEPT [0:0]\n-A INPUT -p tcp --dport 22 -j ACCPT\nCOMMIT\n' }),
  fw('iptables-bad-option', 'iptables', 'iptables-restore --test rules.v4', ['option|typo|--dport|-p tcp|protocol|unknown'], { 'rules.v4': '*filter\n:INPUT ACCEPT [0:0]\n-A INPUT --dport 22 -j ACCEPT\nCOMMIT\n' }),
  fw('nft-missing-commit-file', 'nft', 'nft -c -f nothere.nft', ['path|exist|file|typo|not found']),

  // ---- gdb in batch mode
  gdb('segv-null', '#include <stddef.h>\nint main(void) {\n  int *p = NULL;\n  return *p;\n}\n', ['null|NULL|pointer|dereferenc|initiali[sz]']),
  gdb('abort-assert', '#include <assert.h>\nint main(void) {\n  int n = 0;\n  assert(n > 0);\n  return 0;\n}\n', ['assert|invariant|condition|n > 0']),
  gdb('stack-overflow', 'int f(int n) { return f(n + 1) + 1; }\nint main(void) { return f(0); }\n', ['recursion|base case|stack|overflow']),

  // ---- users, groups and file ownership
  users('useradd-exists', 'useradd root', ['exist|already|another name|usermod']),
  users('groupadd-bad-name', 'groupadd "Bad Name"', ['name|invalid|character|lowercase']),
  users('chown-unknown-user', 'touch a && chown nosuchuser a', ['user|exist|typo|useradd|name']),
  users('usermod-unknown-group', 'usermod -aG nosuchgroup root', ['group|exist|groupadd|typo|name']),
  users('chmod-bad-mode', 'touch a && chmod 8755 a', ['mode|octal|digit|invalid|0-7|format']),

  // ---- git situations the first set lacks
  git('bad-revision', 'git commit -q --allow-empty -m a && git log nothere --', ['revision|branch|ref|typo|exist|fetch']),
  git('untracked-overwritten', 'git commit -q --allow-empty -m a && git checkout -q -b other && echo x > a.txt && git add a.txt && git commit -q -m b && git checkout -q main && echo y > a.txt && git checkout other', ['untracked|move|remove|stash|overwritten|clean']),
  git('rebase-conflict', 'echo 1 > f && git add f && git commit -q -m a && git checkout -q -b other && echo 2 > f && git commit -qam b && git checkout -q main && echo 3 > f && git commit -qam c && git rebase other', ['conflict|resolve|rebase --continue|--abort|merge']),
  git('submodule-missing', 'printf "[submodule \\"lib\\"]\\n\\tpath = lib\\n\\turl = /nonexistent/lib.git\\n" > .gitmodules && git submodule update --init', ['submodule|url|path|exist|access|clone']),
  git('detached-push', 'git commit -q --allow-empty -m a && git checkout -q --detach && git push origin HEAD', ['remote|origin|add|configur|url|repository']),
  git('nothing-to-commit', 'git commit -m a', ['nothing to commit|add|stage|git add|empty']),

  // ---- Python failures the other sets lack
  py('circular-import', { 'a.py': 'from b import g\ndef f():\n    return 1\n', 'b.py': 'from a import f\ndef g():\n    return f()\n', 'main.py': 'import a\n' }, 'python3 main.py', ['circular|cycle|import (inside|at)|move|restructure']),
  py('unicode-decode', { 'main.py': 'open("data.txt", encoding="utf-8").read()\n' }, 'printf "caf\\xe9\\n" > data.txt && python3 main.py', ['encoding|latin-?1|utf-?8|cp1252|decode|errors=']),
  py('recursion', { 'main.py': 'def f(n):\n    return f(n + 1)\nf(0)\n' }, 'python3 main.py', ['recursion|base case|setrecursionlimit|loop']),
  py('int-parse', { 'main.py': 'print(int("12a"))\n' }, 'python3 main.py', ['int|number|numeric|parse|convert|valid|input']),
  py('dict-key', { 'main.py': 'cfg = {"host": "a"}\nprint(cfg["port"])\n' }, 'python3 main.py', ['key|get\\(|exist|missing|default']),

  // ---- Node failures the other sets lack
  node('require-esm', { 'lib.mjs': 'export const a = 1;\n', 'main.cjs': 'const { a } = require("./lib.mjs");\nconsole.log(a);\n' }, 'node main.cjs', ['import\\(|ESM|ES module|require|dynamic import|\\.mjs']),
  node('port-in-use', { 'main.mjs': 'import { createServer } from "node:http";\nconst a = createServer().listen(56510, () => createServer().listen(56510));\nsetTimeout(() => a.close(), 2000);\n' }, 'node main.mjs', ['port|in use|another process|lsof|kill|EADDRINUSE']),
  node('unhandled-rejection', { 'main.mjs': 'async function load() { throw new Error("config missing"); }\nload();\n' }, 'node main.mjs', ['await|catch|reject|handle|config']),
  node('json-import-attr', { 'main.mjs': 'import data from "./data.json";\nconsole.log(data);\n', 'data.json': '{"a":1}\n' }, 'node main.mjs', ['with \\{ type|assert \\{|import attribute|type: .json|createRequire|readFile']),

  // ---- Go modules
  gomod('missing-module', { 'main.go': 'package main\n\nimport "github.com/acme/notthere"\n\nfunc main() { notthere.Run() }\n' }, 'go build ./...', ['go get|go mod tidy|module|download|GOPROXY|network|offline']),
  gomod('package-main-missing', { 'lib.go': 'package lib\n\nfunc A() {}\n' }, 'go run .', ['package main|main package|func main']),
  gomod('build-constraints', { 'main_windows.go': 'package main\n\nfunc main() {}\n' }, 'go build .', ['build constraint|GOOS|_windows|tag|platform|exclude']),
  gomod('go-version', { 'main.go': 'package main\n\nfunc main() {}\n', 'go.mod': 'module example.com/app\n\ngo 1.99\n' }, 'go build .', ['version|upgrade|toolchain|go\\.mod|newer|GOTOOLCHAIN']),

  // ---- Cargo manifests
  cargo('invalid-toml', '[package]\nname = "app\nversion = "0.1.0"\n', ['toml|quot|syntax|string|parse']),
  cargo('unknown-feature-dep', `${CARGO}\n[dependencies]\nserde = { version = "1", features = ["derive"] }\n`, ['offline|network|registry|index|download|vendor|cache|cargo fetch']),
  cargo('no-target', CARGO, ['src/main\\.rs|src/lib\\.rs|target|\\[\\[bin\\]\\]|\\[lib\\]|path'], {}),
  cargo('bad-edition', CARGO.replace('2021', '2099'), ['edition|2021|2018|2015|2024|toolchain|upgrade|rustup']),

  // ---- gawk
  awk('syntax', '{ print $1\n', ['syntax|brace|\\}|close|unexpected|missing']),
  awk('division-by-zero', '{ print $3 / ($3 - 3) }\n', ['zero|divis|divide']),
  awk('function-undefined', '{ print frob($1) }\n', ['function|(not|un)defined|typo|define|exist']),

  // ---- make
  make('missing-separator', 'all:\n    echo hi\n', ['tab|indent|separator|spaces']),
  make('no-rule', 'all: main.o\n\tcc -o app main.o\n', ['rule|source|main\\.c|exist|target|file']),
  make('recipe-fails', 'all:\n\tfalse\n', ['command|recipe|exit|fail|Error 1|output above|first error']),
];

const rakefileless = CASES.find((k) => k.family === 'rake' && k.name === 'no-rakefile');
rakefileless.files = {};
