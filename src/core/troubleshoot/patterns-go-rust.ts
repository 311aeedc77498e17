/** Go and Rust compiler/runtime patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

const GO: TroublePattern[] = [
  {
    id: 'go.undefined',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: undefined identifier',
    explanation: 'The name is not declared in the package scope the compiler sees: a typo, an unexported (lowercase) name used from another package, a missing import, a file excluded by build tags or `_test.go`, or running `go run main.go` without the package\'s other files.',
    fix: 'Check spelling and export the name (capital first letter) if it lives in another package; import the package; run the whole package (`go run .`, `go build ./...`) instead of a single file; check build tags / GOOS-specific file suffixes.',
    match: [/\.go:\d+:\d+: undefined: [\w.]+/],
    keywords: ['go undefined', 'undeclared name go', 'go run single file', 'unexported identifier', 'build tags'],
    example: `# example.com/shop/cmd/api
cmd/api/main.go:27:9: undefined: NewRouter
cmd/api/main.go:31:2: undefined: db`,
  },
  {
    id: 'go.imported-not-used',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: imported and not used',
    explanation: 'Go refuses to compile with unused imports; usually left over after removing the code that used the package.',
    fix: 'Remove the import or use it; run `goimports -w .` (or enable format-on-save with gopls) to manage imports automatically. Use `_` imports only for side effects (`import _ "github.com/lib/pq"`).',
    match: [/"[^"]+" imported (?:as \w+ )?and not used/, /imported and not used: "[^"]+"/],
    keywords: ['imported and not used', 'unused import go', 'goimports', 'blank import'],
    example: `# example.com/tools/cli
./main.go:6:2: "strings" imported and not used`,
  },
  {
    id: 'go.declared-not-used',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: declared and not used',
    explanation: 'A local variable is assigned but never read, which Go treats as a compile error; often a `:=` that shadows an outer variable by mistake, or a leftover while refactoring.',
    fix: 'Use the variable, delete it, or assign to `_`. If you meant to assign the outer variable, use `=` instead of `:=` (shadowing in if/for blocks is a common cause; `go vet -vettool=$(which shadow)` finds them).',
    match: [/declared and not used: \w+/, /\b\w+ declared (?:and|but) not used\b/],
    keywords: ['declared and not used', 'unused variable go', 'variable shadowing', 'short variable declaration'],
    example: `# example.com/jobs
./worker.go:42:3: declared and not used: result`,
  },
  {
    id: 'go.missing-go-sum',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: missing go.sum entry',
    explanation: 'go.mod references a module whose checksum is not recorded in go.sum (go.mod edited by hand, a merge dropped lines, or go.sum not committed). With -mod=readonly (default) the go command will not add it implicitly.',
    fix: 'Run `go mod tidy` (or the suggested `go get <module>`), then commit both go.mod and go.sum. In Docker builds copy go.sum along with go.mod before `go mod download`.',
    match: [/missing go\.sum entry for (?:module providing package|go\.mod file)/, /updates to go\.sum needed, disabled by -mod=readonly/],
    keywords: ['missing go sum entry', 'go mod tidy', 'go.sum not committed', 'checksum missing go module'],
    example: `main.go:8:2: missing go.sum entry for module providing package github.com/gin-gonic/gin (imported by example.com/shop); to add:
\tgo get example.com/shop`,
  },
  {
    id: 'go.nil-pointer',
    ecosystem: 'go',
    errorType: 'panic',
    title: 'Go: nil pointer dereference',
    explanation: 'A nil pointer, map, interface or struct field was dereferenced: a constructor returned nil with an error that was ignored, a struct pointer field never initialized, or a method called on a nil receiver.',
    fix: 'Look at the first frame in your code in the goroutine trace. Check errors before using results (`if err != nil { return err }`), initialize pointers/maps (`&Server{}`, `make(map...)`), and add nil checks where absence is valid.',
    match: [/invalid memory address or nil pointer dereference/, /\[signal SIGSEGV: segmentation violation code=\S+ addr=0x0 pc=0x[0-9a-f]+\]/],
    keywords: ['nil pointer dereference', 'invalid memory address', 'sigsegv go', 'ignored error nil', 'uninitialized pointer'],
    example: `panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x6a1f3c]

goroutine 1 [running]:
main.(*Server).Start(0x0)
\t/home/dev/shop/server.go:42 +0x1c
main.main()
\t/home/dev/shop/main.go:15 +0x65
exit status 2`,
  },
  {
    id: 'go.deadlock',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: all goroutines are asleep (deadlock)',
    explanation: 'Every goroutine is blocked: a send on an unbuffered channel with no receiver, a receive from a channel nobody closes (range over a channel that is never closed), or a WaitGroup whose Add/Done counts do not match.',
    fix: 'Look at what each goroutine waits on ([chan receive], [chan send], [semacquire]). Close channels when producers finish (`defer close(ch)`), start receivers before sending or buffer the channel, and call `wg.Add` before starting goroutines with a matching `defer wg.Done()`.',
    match: [/fatal error: all goroutines are asleep - deadlock!/],
    keywords: ['all goroutines are asleep', 'deadlock go', 'channel never closed', 'waitgroup', 'unbuffered channel'],
    example: `fatal error: all goroutines are asleep - deadlock!

goroutine 1 [chan receive]:
main.main()
\t/home/dev/pipeline/main.go:23 +0x9c
exit status 2`,
  },
  {
    id: 'go.module-not-found',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: module or package cannot be found',
    explanation: 'The imported package is not provided by any module in go.mod, or the module/version cannot be fetched: a typo, an unpublished tag, or a private repository the go command cannot access (GOPRIVATE, git credentials).',
    fix: 'Add it with `go get <module>@latest` (or the version you need) and `go mod tidy`. For private modules set `GOPRIVATE=github.com/acme/*` and configure git credentials (e.g. `git config --global url."git@github.com:".insteadOf "https://github.com/"`). Check the tag exists.',
    match: [/no required module provides package \S+/, /cannot find module providing package \S+/, /go: \S+@\S+: (?:reading \S+ at revision \S+: )?unknown revision \S+/],
    keywords: ['no required module provides package', 'go get', 'goprivate', 'unknown revision', 'go module not found'],
    example: `main.go:9:2: no required module provides package github.com/acme/payments/client; to add it:
\tgo get github.com/acme/payments/client`,
  },
  {
    id: 'go.index-out-of-range',
    ecosystem: 'go',
    errorType: 'panic',
    title: 'Go: index or slice bounds out of range',
    explanation: 'A slice/array/string was indexed past its length: an off-by-one loop, assuming input has N elements (os.Args, strings.Split results), or slicing beyond capacity.',
    fix: 'Check the length before indexing (`if len(parts) < 2 { return fmt.Errorf(...) }`), use `i < len(s)` bounds, and validate external input such as arguments and split strings.',
    match: [/runtime error: index out of range \[-?\d+\] with length \d+/, /runtime error: slice bounds out of range/],
    keywords: ['index out of range', 'slice bounds out of range', 'off by one', 'check length before index'],
    example: `panic: runtime error: index out of range [3] with length 3

goroutine 1 [running]:
main.parseArgs(...)
\t/home/dev/cli/args.go:18
main.main()
\t/home/dev/cli/main.go:9 +0x1d`,
  },
  {
    id: 'go.concurrent-map-writes',
    ecosystem: 'go',
    errorType: null,
    title: 'Go: concurrent map access (data race)',
    explanation: 'Several goroutines read and write the same map (or other shared state) without synchronization; the runtime aborts on detected concurrent map writes and the race detector reports other races.',
    fix: 'Protect the shared map with a `sync.Mutex`/`sync.RWMutex`, use `sync.Map` for simple concurrent caches, or give ownership to one goroutine and communicate via channels. Run tests with `go test -race ./...`.',
    match: [/fatal error: concurrent map (?:writes|read and map write|iteration and map write)/, /^WARNING: DATA RACE$/],
    keywords: ['concurrent map writes', 'data race go', 'sync mutex', 'race detector', 'sync map'],
    example: `fatal error: concurrent map writes

goroutine 23 [running]:
example.com/cache.(*Store).Set(0xc0000a4000, {0x10b2c41, 0x5}, {0x10a1e20, 0xc0000b6010})
\t/home/dev/cache/store.go:31 +0x7c`,
  },
];

const RUST: TroublePattern[] = [
  {
    id: 'rust.use-after-move',
    ecosystem: 'rust',
    errorType: 'E0382',
    title: 'Rust: use of moved value (E0382)',
    explanation: 'Ownership of the value was moved (assigned to another variable, passed by value to a function, captured by a `move` closure, consumed by a for loop), so the original binding can no longer be used.',
    fix: 'Borrow instead of moving (`&names`, `for n in &names`), clone when you really need two owners (`names.clone()`), restructure so the value is used before the move, or share with `Rc`/`Arc` for shared ownership.',
    match: [/error\[E0382\]/, /\b(?:borrow|use) of moved value: `[^`]+`/, /value (?:borrowed|used) here after move/],
    keywords: ['use of moved value', 'borrow of moved value', 'ownership moved', 'clone or borrow', 'rust move semantics'],
    example: `error[E0382]: borrow of moved value: \`names\`
  --> src/main.rs:9:20
   |
5  |     let names = vec![String::from("a")];
   |         ----- move occurs because \`names\` has type \`Vec<String>\`, which does not implement the \`Copy\` trait
6  |     let moved = names;
   |                 ----- value moved here
...
9  |     println!("{}", names.len());
   |                    ^^^^^ value borrowed here after move`,
  },
  {
    id: 'rust.borrow-conflict',
    ecosystem: 'rust',
    errorType: 'E0502',
    title: 'Rust: mutable and immutable borrow conflict (E0502)',
    explanation: 'A value is borrowed immutably (a reference still in use later) while the code also borrows it mutably, e.g. holding `&v[0]` then calling `v.push()` (which may reallocate).',
    fix: 'End the immutable borrow before mutating (copy/clone the needed value out: `let first = scores[0];`), reorder statements, limit borrows to a smaller scope, or use indices instead of references.',
    match: [/error\[E0502\]/, /cannot borrow `[^`]+` as (?:im)?mutable because it is also borrowed as (?:im)?mutable/],
    keywords: ['cannot borrow as mutable', 'also borrowed as immutable', 'borrow checker', 'reference still in use'],
    example: `error[E0502]: cannot borrow \`scores\` as mutable because it is also borrowed as immutable
  --> src/game.rs:14:9
   |
12 |     let first = &scores[0];
   |                  ------ immutable borrow occurs here
14 |         scores.push(10);
   |         ^^^^^^^^^^^^^^^ mutable borrow occurs here
15 |     println!("{}", first);
   |                    ----- immutable borrow later used here`,
  },
  {
    id: 'rust.mismatched-types',
    ecosystem: 'rust',
    errorType: 'E0308',
    title: 'Rust: mismatched types (E0308)',
    explanation: 'An expression has a different type than the context expects: a different integer width, `String` vs `&str`, `Option<T>` vs `T`, a missing `?`/`Ok(...)`, or a trailing semicolon turning a block into `()`.',
    fix: 'Read "expected X, found Y" and convert explicitly (`u16::try_from(n)?`, `.as_str()`, `.to_string()`, `Some(...)`/`?`), or change the declared type. Remove a stray `;` on the last expression of a function returning a value.',
    match: [/error\[E0308\]/, /expected `[^`]+`, found `[^`]+`/],
    keywords: ['mismatched types', 'expected found rust', 'type conversion rust', 'string vs str', 'option unwrap type'],
    example: `error[E0308]: mismatched types
  --> src/parse.rs:21:12
   |
19 | fn parse_port(s: &str) -> u16 {
   |                           --- expected \`u16\` because of return type
21 |     return n;
   |            ^ expected \`u16\`, found \`u32\``,
  },
  {
    id: 'rust.unresolved-name',
    ecosystem: 'rust',
    errorType: 'E0425',
    title: 'Rust: cannot find value or function in scope (E0425)',
    explanation: 'The name is not in scope: a typo, a missing `use` for a function from another module/crate, a variable declared in an inner block, or a `pub` missing on the item.',
    fix: 'Follow the compiler\'s "help" suggestion; add the `use` path (`use std::fs::read_to_string;`), make the item `pub`, or move the declaration to the scope where it is used.',
    match: [/error\[E0425\]/, /cannot find (?:value|function) `[^`]+` in (?:this scope|module `[^`]+`)/],
    keywords: ['cannot find value in this scope', 'unresolved name rust', 'missing use statement', 'not found in this scope'],
    example: `error[E0425]: cannot find value \`conifg\` in this scope
  --> src/main.rs:12:22
   |
12 |     let server = new(conifg);
   |                      ^^^^^^ help: a local variable with a similar name exists: \`config\``,
  },
  {
    id: 'rust.linker-not-found',
    ecosystem: 'rust',
    errorType: null,
    title: 'Rust: system linker / C toolchain missing',
    explanation: 'rustc needs a platform linker: `cc` (gcc/clang) on Linux/macOS or MSVC `link.exe` on Windows; it is not installed, so every crate with a build script or binary fails to link.',
    fix: 'Install the toolchain: `sudo apt install build-essential` (Debian/Ubuntu), `sudo dnf install gcc` (Fedora), `xcode-select --install` (macOS), Visual Studio Build Tools with "Desktop development with C++" (Windows) or the GNU target (`rustup default stable-x86_64-pc-windows-gnu`).',
    match: [/error: linker `[^`]+` not found/, /the msvc targets depend on the msvc linker but `link\.exe` was not found/, /error: linking with `[^`]+` failed: exit (?:status|code): \d+/],
    keywords: ['linker cc not found', 'link.exe not found', 'build-essential', 'visual studio build tools rust', 'rust linker missing'],
    example: `   Compiling libc v0.2.153
error: linker \`cc\` not found
  |
  = note: No such file or directory (os error 2)

error: could not compile \`proc-macro2\` (build script) due to 1 previous error`,
  },
  {
    id: 'rust.unwrap-panic',
    ecosystem: 'rust',
    errorType: 'panic',
    title: 'Rust: unwrap() on None or Err panicked',
    explanation: '`unwrap()`/`expect()` was called on `None` or on an `Err`: a missing map key, env var, file or config value, or a parse that failed — and the code assumed it never would.',
    fix: 'Handle the case instead of unwrapping: `?` to propagate the error, `match`/`if let`, `.unwrap_or(default)`/`.ok_or(...)`, or at least `expect("clear message")`. Run with `RUST_BACKTRACE=1` to see where it came from.',
    match: [/called `Option::unwrap\(\)` on a `None` value/, /called `Result::unwrap\(\)` on an `Err` value/],
    keywords: ['unwrap on none', 'called unwrap on err value', 'rust panic', 'use question mark operator', 'rust backtrace'],
    example: `thread 'main' panicked at src/config.rs:27:45:
called \`Option::unwrap()\` on a \`None\` value
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace`,
  },
  {
    id: 'rust.trait-bound',
    ecosystem: 'rust',
    errorType: 'E0277',
    title: 'Rust: trait bound not satisfied (E0277)',
    explanation: 'A type is used where a trait is required but does not implement it: missing `#[derive(Serialize/Debug/Clone)]`, a non-`Send` type (Rc, RefCell) moved into a thread or tokio task, or a wrong generic type.',
    fix: 'Derive or implement the trait (enable the crate feature, e.g. serde `derive`); use thread-safe types across threads (`Arc<Mutex<T>>` instead of `Rc<RefCell<T>>`); check the generic constraints named in the error.',
    match: [/error\[E0277\]/, /the trait bound `[^`]+` is not satisfied/, /`[^`]+` cannot be sent between threads safely/],
    keywords: ['trait bound not satisfied', 'cannot be sent between threads safely', 'derive serialize', 'send sync rust'],
    example: `error[E0277]: \`Rc<RefCell<State>>\` cannot be sent between threads safely
   --> src/worker.rs:31:24
    |
31  |     std::thread::spawn(move || {
    |     ------------------ required by a bound introduced by this call`,
  },
  {
    id: 'rust.unresolved-import',
    ecosystem: 'rust',
    errorType: 'E0433',
    title: 'Rust: failed to resolve path or unresolved import (E0433 / E0432)',
    explanation: 'A path does not resolve: the crate is not a dependency in Cargo.toml, a module is not declared (`mod x;`), the item is behind a disabled Cargo feature, or the path is misspelled.',
    fix: 'Add the crate (`cargo add serde_json`), enable the needed feature (`cargo add tokio --features sync`), declare the module in lib.rs/main.rs, and check the path with the crate\'s docs.',
    match: [/error\[E043[23]\]/, /failed to resolve: use of (?:undeclared (?:crate or module|type)|unresolved module or unlinked crate) `[^`]+`/, /unresolved import `[^`]+`/],
    keywords: ['unresolved import', 'failed to resolve undeclared crate', 'cargo add', 'cargo feature', 'mod declaration'],
    example: `error[E0433]: failed to resolve: use of undeclared crate or module \`serde_json\`
 --> src/main.rs:7:16
  |
7 |     let v = serde_json::from_str(&text)?;
  |             ^^^^^^^^^^ use of undeclared crate or module \`serde_json\``,
  },
  {
    id: 'rust.no-method',
    ecosystem: 'rust',
    errorType: 'E0599',
    title: 'Rust: no method found (E0599)',
    explanation: 'The method does not exist on that type in scope: the trait providing it is not imported (`use std::io::BufRead;`), the value is wrapped (Option/Result/Arc) and needs unwrapping first, or the API changed between versions.',
    fix: 'Import the trait the compiler suggests under "help: trait ... is implemented but not in scope"; handle the wrapper first (`?`, `.as_ref()`); check the docs of the version in Cargo.lock.',
    match: [/error\[E0599\]/, /no (?:method|function or associated item|associated item) named `[^`]+` found for/],
    keywords: ['no method named found', 'trait not in scope', 'use trait', 'method not found rust'],
    example: `error[E0599]: no method named \`lines\` found for struct \`BufReader\` in the current scope
 --> src/main.rs:6:17
  |
6 |     for line in reader.lines() {
  |                        ^^^^^ method not found in \`BufReader<File>\`
  |
  = help: items from traits can only be used if the trait is in scope`,
  },
  {
    id: 'rust.double-mutable-borrow',
    ecosystem: 'rust',
    errorType: 'E0499',
    title: 'Rust: mutable borrow more than once (E0499)',
    explanation: 'Two mutable references to the same value are alive at once, e.g. keeping `&mut self.nodes[a]` while calling another `&mut self` method, or two `iter_mut` borrows of one collection.',
    fix: 'Shorten the first borrow (finish using it before the second), split the struct into separately borrowed fields, use `split_at_mut`/indices, or interior mutability (`RefCell`, `Cell`) where appropriate.',
    match: [/error\[E0499\]/, /cannot borrow `[^`]+` as mutable more than once at a time/],
    keywords: ['mutable more than once', 'two mutable borrows', 'borrow checker self', 'split borrow'],
    example: `error[E0499]: cannot borrow \`*self\` as mutable more than once at a time
  --> src/graph.rs:52:13
   |
50 |         let node = self.node_mut(a);
   |                    ---- first mutable borrow occurs here
52 |             self.touch(b);
   |             ^^^^ second mutable borrow occurs here`,
  },
];

export const GO_RUST_PATTERNS: readonly TroublePattern[] = [...GO, ...RUST];
