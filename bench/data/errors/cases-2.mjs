// Broken inputs for real tools, part 2: C/C++, make, CMake, Rust, Cargo, Go, Java, Maven.
// Same shape as cases-1.mjs.

const c = (name, code, expect, cmd = 'gcc -Wall -o app main.c') => ({ family: 'c', tool: 'gcc', name, files: { 'main.c': code }, cmd, expect });
const cpp = (name, code, expect, cmd = 'g++ -std=c++17 -Wall -o app main.cpp') => ({ family: 'cpp', tool: 'g++', name, files: { 'main.cpp': code }, cmd, expect });
const rs = (name, code, expect, cmd = 'rustc --edition 2021 main.rs') => ({ family: 'rust', tool: 'rustc', name, files: { 'main.rs': code }, cmd, expect });
const go = (name, code, expect, extra = {}, cmd = 'go build ./...') => ({
  family: 'go', tool: 'go', name, files: { 'go.mod': 'module example.com/app\n\ngo 1.19\n', 'main.go': code, ...extra }, cmd, expect,
});
const javac = (name, code, expect) => ({ family: 'java', tool: 'javac', name, files: { 'Main.java': code }, cmd: 'javac Main.java', expect });
const jrun = (name, code, expect) => ({ family: 'java', tool: 'java', name, files: { 'Main.java': code }, cmd: 'java Main.java', expect });
const cargo = (name, toml, main, expect, cmd = 'cargo build --offline -q') => ({ family: 'cargo', tool: 'cargo', name, files: { 'Cargo.toml': toml, 'src/main.rs': main }, cmd, expect });
const pkg = '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n';
const mvnPom = (deps = '', extra = '') => `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>ex</groupId><artifactId>app</artifactId><version>1.0</version>${extra}<dependencies>${deps}</dependencies></project>`;

export const CASES = [
  // ---- C
  c('undeclared', `int main(void) { return count; }`, ['undeclared|not declared|declare|typo|missing (include|header)']),
  c('implicit-declaration', `int main(void) { printf("x"); return 0; }`, ['implicit declaration|include|header|prototype|#include <stdio\\.h>']),
  c('missing-header', `#include "config.h"\nint main(void) { return 0; }`, ['header|include path|-I|not installed|-dev package|configure']),
  c('undefined-reference', `int helper(void);\nint main(void) { return helper(); }`, ['undefined reference|link(er)?|library|-l|object file|definition']),
  c('missing-libm', `#include <math.h>\nint main(int c, char**v) { return (int)sqrt((double)c); }`, ['-lm|math library|link(er)?|undefined reference'], 'gcc -o app main.c -Wl,--as-needed -nodefaultlibs -lc'),
  c('expected-semicolon', `int main(void) { int x = 1 return x; }`, ['semicolon|syntax|expected']),
  c('incompatible-pointer', `int main(void) { int x; char *p = &x; return *p; }`, ['pointer type|incompatible|cast|type mismatch'], 'gcc -Werror -o app main.c'),
  c('redefinition', `int f(void) { return 1; }\nint f(void) { return 2; }\nint main(void) { return f(); }`, ['redefinition|defined (twice|more than once)|duplicate|include guard']),
  c('multiple-definition', `int x = 1;\nint main(void) { return 0; }`, ['multiple definition|defined (twice|more than once|in (two|several))|extern|header'], "printf 'int x = 2;\\n' > other.c && gcc -o app main.c other.c"),
  c('too-few-args', `int f(int a, int b) { return a + b; }\nint main(void) { return f(1); }`, ['too few arguments|number of arguments|signature|prototype']),
  c('no-main', `int helper(void) { return 1; }`, ['main|entry point|undefined reference|-c|link']),
  c('werror-unused', `int main(void) { int unused; return 0; }`, ['unused|-Werror|warnings? (treated )?as errors|remove']),
  c('format-warning-error', `#include <stdio.h>\nint main(void) { printf("%d\\n", "s"); return 0; }`, ['format|%d|specifier|argument type|-Werror'], 'gcc -Wall -Werror -o app main.c'),
  c('segfault', `int main(void) { int *p = 0; return *p; }`, ['segmentation fault|null pointer|invalid memory|gdb|sanitizer|valgrind'], 'gcc -O0 -o app main.c && ./app'),
  c('abort-assert', `#include <assert.h>\nint main(void) { assert(1 == 2); return 0; }`, ['assert(ion)?|abort|invariant'], 'gcc -o app main.c && ./app'),
  c('double-free', `#include <stdlib.h>\nint main(void) { char *p = malloc(8); free(p); free(p); return 0; }`, ['double free|freed twice|heap corruption|memory (corruption|error)|sanitizer|valgrind'], 'gcc -o app main.c && ./app'),

  // ---- C++
  cpp('no-member', `#include <string>\nint main() { std::string s; return s.length2(); }`, ['no member|typo|member (function )?name|declare|does not (exist|have)']),
  cpp('no-matching-function', `#include <vector>\nvoid f(int) {}\nint main() { f(std::vector<int>{}); }`, ['no matching function|overload|argument type|candidate|signature']),
  cpp('not-declared-scope', `int main() { std::cout << 1; }`, ['not declared|include|<iostream>|header|namespace']),
  cpp('undefined-ref-vtable', `struct A { virtual void f(); };\nint main() { A a; a.f(); }`, ['vtable|virtual|undefined reference|definition|link']),
  cpp('template-error', `#include <map>\nstruct K {};\nint main() { std::map<K, int> m; m[K{}] = 1; }`, ['operator<|comparison|ordering|std::less|comparator|hash']),
  cpp('abstract', `struct A { virtual void f() = 0; };\nint main() { A a; }`, ['abstract|pure virtual|override|implement']),
  cpp('const-correctness', `struct A { int x; void set(int v) { x = v; } };\nint main() { const A a{1}; a.set(2); }`, ['const|qualifier|discards']),
  cpp('use-of-deleted', `#include <memory>\nint main() { auto a = std::make_unique<int>(1); auto b = a; }`, ['deleted|copy|std::move|unique_ptr|move']),
  cpp('std-version', `#include <optional>\nint main() { std::optional<int> o; return o.value_or(0); }`, ['-std=c\\+\\+17|standard version|c\\+\\+17|language standard'], 'g++ -std=c++11 -o app main.cpp'),
  cpp('uncaught-exception', `#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }`, ['uncaught|exception|try|catch|terminate'], 'g++ -o app main.cpp && ./app'),
  cpp('missing-include-dir', `#include <boost/optional.hpp>\nint main() {}`, ['header|include path|-I|not installed|-dev package|boost']),

  // ---- make
  { family: 'make', tool: 'make', name: 'missing-separator', files: { Makefile: 'all:\n    echo hi\n' }, cmd: 'make', expect: ['tab|indent|spaces'] },
  { family: 'make', tool: 'make', name: 'no-rule-target', files: { Makefile: 'all: build\n\techo done\n' }, cmd: 'make', expect: ['no rule|missing (file|target|prerequisite)|typo|target'] },
  { family: 'make', tool: 'make', name: 'no-makefile', files: {}, cmd: 'make', expect: ['no makefile|makefile|directory|-f|-C|configure|cmake'] },
  { family: 'make', tool: 'make', name: 'recipe-failed', files: { Makefile: 'all:\n\tfalse\n' }, cmd: 'make', expect: ['command (in the recipe )?(failed|exited)|recipe|exit (code|status)|error above|first error'] },
  { family: 'make', tool: 'make', name: 'command-not-found', files: { Makefile: 'all:\n\tprotoc-nope --version\n' }, cmd: 'make', expect: ['not found|not installed|PATH|install'] },
  { family: 'make', tool: 'make', name: 'circular', files: { Makefile: 'a: b\n\ttouch a\nb: a\n\ttouch b\n' }, cmd: 'make a', expect: ['circular|depend'] },
  { family: 'make', tool: 'make', name: 'unterminated-var', files: { Makefile: 'X = $(foo\nall:\n\techo $(X)\n' }, cmd: 'make', expect: ['unterminated|variable reference|parenthes|syntax'] },
  { family: 'make', tool: 'make', name: 'nothing-to-be-done-missing', files: { Makefile: 'app: main.c\n\tcc -o app main.c\n' }, cmd: 'make', expect: ['no rule|missing (file|source|prerequisite)|does not exist|path|typo'] },

  // ---- CMake
  { family: 'cmake', tool: 'cmake', name: 'no-cmakelists', files: {}, cmd: 'cmake -S . -B build', expect: ['CMakeLists\\.txt|source directory|-S|wrong directory'] },
  { family: 'cmake', tool: 'cmake', name: 'find-package', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a C)\nfind_package(Frobnicate REQUIRED)\n' }, cmd: 'cmake -S . -B build', expect: ['find_package|Config\\.cmake|CMAKE_PREFIX_PATH|_DIR|install the (library|package)|-dev'] },
  { family: 'cmake', tool: 'cmake', name: 'unknown-command', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a C)\nadd_exectuable(a main.c)\n' }, cmd: 'cmake -S . -B build', expect: ['unknown (cmake )?command|typo|spell|include the module'] },
  { family: 'cmake', tool: 'cmake', name: 'min-version', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 9.0)\nproject(a C)\n' }, cmd: 'cmake -S . -B build', expect: ['cmake (version|3\\.\\d+|newer)|upgrade cmake|minimum (required )?version|cmake_minimum_required'] },
  { family: 'cmake', tool: 'cmake', name: 'missing-source', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a C)\nadd_executable(a main.c util.c)\n', 'main.c': 'int main(void){return 0;}' }, cmd: 'cmake -S . -B build', expect: ['(source|file) (not found|does not exist|missing)|path|typo|cannot find source'] },
  { family: 'cmake', tool: 'cmake', name: 'pkg-config-missing-module', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a C)\nfind_package(PkgConfig REQUIRED)\npkg_check_modules(FOO REQUIRED libfrob-9)\n' }, cmd: 'cmake -S . -B build', expect: ['pkg-config|\\.pc|PKG_CONFIG_PATH|-dev|install the (library|package)'] },
  { family: 'cmake', tool: 'cmake', name: 'no-compiler-lang', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a Fortran)\n' }, cmd: 'cmake -S . -B build', expect: ['compiler|CMAKE_\\w+_COMPILER|install|language'] },
  { family: 'cmake', tool: 'cmake', name: 'cache-mismatch', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a C)\n' }, cmd: 'mkdir other && cp CMakeLists.txt other/ && cmake -S . -B build >/dev/null && cmake -S other -B build', expect: ['CMakeCache|cache|build directory|remove the build|fresh|different (source|directory)'] },
  { family: 'cmake', tool: 'cmake', name: 'target-link-unknown', files: { 'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.10)\nproject(a C)\ntarget_link_libraries(nothere m)\n' }, cmd: 'cmake -S . -B build', expect: ['not built by this project|target (does not exist|not defined|name)|order|add_executable|add_library|typo'] },

  // ---- Rust
  rs('e0382-moved', `fn main() { let s = String::from("a"); let t = s; println!("{}", s); let _ = t; }`, ['moved|borrow|clone|ownership|reference']),
  rs('e0502-borrow', `fn main() { let mut v = vec![1]; let f = &v[0]; v.push(2); println!("{}", f); }`, ['borrow|mutable|immutable|scope|clone']),
  rs('e0308-mismatch', `fn main() { let x: i32 = "a"; let _ = x; }`, ['mismatched types|expected.*found|type (mismatch|annotation)|convert']),
  rs('e0425-unresolved', `fn main() { println!("{}", y); }`, ['cannot find value|not (declared|in scope)|typo|import|use ']),
  rs('e0433-path', `fn main() { let m = HashMap::<i32, i32>::new(); let _ = m; }`, ['use std::collections|import|not in scope|use declaration|failed to resolve']),
  rs('e0599-method', `struct A; fn main() { A.go(); }`, ['no method|trait (not )?(in scope|implemented)|impl|typo|use ']),
  rs('e0277-trait', `fn p<T: std::fmt::Display>(t: T) { println!("{}", t); }\nstruct A;\nfn main() { p(A); }`, ['trait bound|not implemented|implement|derive|impl']),
  rs('e0106-lifetime', `struct A { s: &str }\nfn main() {}`, ['lifetime|owned (type|String)|\'a']),
  rs('e0384-immutable', `fn main() { let x = 1; x = 2; let _ = x; }`, ['immutable|mut']),
  rs('e0596-borrow-mut', `fn main() { let v = Vec::new(); v.push(1); }`, ['mutabl|mut ']),
  rs('e0061-args', `fn f(a: i32) -> i32 { a }\nfn main() { f(); }`, ['argument|number of|signature']),
  rs('unused-must-use', `#![deny(warnings)]\nfn f() -> Result<(), ()> { Ok(()) }\nfn main() { f(); }`, ['unused|must be used|handle|\\?|unwrap|let _']),
  rs('panic-unwrap', `fn main() { let v: Option<i32> = None; v.unwrap(); }`, ['unwrap|None|panic|handle|match|expect'], 'rustc --edition 2021 -A warnings main.rs && ./main'),
  rs('e0599-clone-derive', `struct A;\nfn main() { let a = A; let _b = a.clone(); }`, ['derive|Clone|trait|impl']),
  rs('e0432-unresolved-import', `use serde::Serialize;\nfn main() {}`, ['crate|Cargo\\.toml|dependenc|extern|cargo add']),
  rs('index-out-of-bounds', `fn main() { let v = vec![1]; let i = v.len() + 2; println!("{}", v[i]); }`, ['index out of (bounds|range)|length|\\.get\\(|bounds'], 'rustc --edition 2021 -A warnings main.rs && ./main'),

  // ---- Cargo
  cargo('missing-crate-offline', `${pkg}\n[dependencies]\nserde-nope-xyz = "1"\n`, 'fn main() {}', ['offline|registry|network|crate.*(not found|does not exist)|index|no matching package|typo']),
  cargo('bad-toml', `${pkg}\n[dependencies\n`, 'fn main() {}', ['toml|parse|syntax|bracket|manifest']),
  cargo('no-manifest', '', '', ['Cargo\\.toml|manifest|project root|cargo init|wrong directory'], 'rm Cargo.toml && cargo build --offline -q'),
  cargo('bad-edition', `[package]\nname = "app"\nversion = "0.1.0"\nedition = "2099"\n`, 'fn main() {}', ['edition|rust (version|toolchain)|rustup update|upgrade']),
  cargo('test-failure', pkg, 'fn add(a: i32, b: i32) -> i32 { a - b }\nfn main() {}\n#[test]\nfn t() { assert_eq!(add(2, 2), 4); }', ['assert(ion)?|left.*right|test (failure|failed|expectation)|code under test'], 'cargo test --offline -q'),
  cargo('bin-not-found', pkg, 'fn main() {}', ['binary|target|bin|--bin|\\[\\[bin\\]\\]|name'], 'cargo run --offline -q --bin server'),
  cargo('build-script-sys', `${pkg}build = "build.rs"\n`, 'fn main() {}', ['build script|pkg-config|-dev|system library|native|install the (library|package)|\\.pc'], "printf 'fn main() { let out = std::process::Command::new(\"pkg-config\").args([\"--libs\", \"--cflags\", \"openssl-nope\"]).output().unwrap(); if !out.status.success() { eprintln!(\"{}\", String::from_utf8_lossy(&out.stderr)); panic!(\"Could not find system library openssl-nope via pkg-config\"); } }' > build.rs && cargo build --offline -q"),
  cargo('feature-missing', `${pkg}\n[features]\ndefault = []\n`, 'fn main() {}', ['feature|\\[features\\]|Cargo\\.toml|typo'], 'cargo build --offline -q --features turbo'),
  cargo('clippy-or-fmt', pkg, 'fn main(){let x=1;let _=x;}', ['format|rustfmt|cargo fmt'], 'cargo fmt --check'),

  // ---- Go
  go('undefined', `package main\n\nfunc main() { fmt.Println(1) }\n`, ['import|undefined|not declared|goimports']),
  go('unused-import', `package main\n\nimport "os"\n\nfunc main() {}\n`, ['unused import|imported and not used|remove|goimports|_ ']),
  go('unused-var', `package main\n\nfunc main() { x := 1 }\n`, ['declared and not used|unused|remove|_ =|blank identifier']),
  go('type-mismatch', `package main\n\nfunc main() { var s string = 1; _ = s }\n`, ['cannot use|type (mismatch|conversion)|convert|strconv']),
  go('missing-module', `package main\n\nimport "github.com/nope/nothere"\n\nfunc main() { nothere.X() }\n`, ['go get|go mod tidy|module|require|go\\.mod|not (in|found)']),
  { family: 'go', tool: 'go', name: 'no-go-mod', files: { 'main.go': 'package main\n\nfunc main() {}\n' }, cmd: 'go build ./...', expect: ['go\\.mod|go mod init|module|GO111MODULE|working directory'] },
  go('multiple-value', `package main\n\nimport "strconv"\n\nfunc main() { n := strconv.Atoi("1"); _ = n }\n`, ['multiple.?value|two values|error (return )?value|, err :=|assignment mismatch']),
  go('missing-return', `package main\n\nfunc f(x int) int { if x > 0 { return 1 } }\n\nfunc main() { _ = f(1) }\n`, ['missing return|return (statement|at the end)|every (code )?path']),
  go('import-cycle', `package main\n\nimport _ "example.com/app/a"\n\nfunc main() {}\n`, ['import cycle|circular|cycle|move (the )?shared|third package|interface'], { 'a/a.go': 'package a\n\nimport _ "example.com/app/b"\n', 'b/b.go': 'package b\n\nimport _ "example.com/app/a"\n' }),
  go('nil-map-panic', `package main\n\nfunc main() { var m map[string]int; m["a"] = 1 }\n`, ['nil map|make\\(|initiali[sz]e'], {}, 'go run .'),
  go('nil-pointer-panic', `package main\n\ntype T struct{ X int }\n\nfunc main() { var t *T; println(t.X) }\n`, ['nil pointer|nil (dereference|check)|initiali[sz]e|invalid memory'], {}, 'go run .'),
  go('index-out-of-range', `package main\n\nfunc main() { s := []int{1}; i := 3; println(s[i]) }\n`, ['index out of range|length|len\\(|bounds'], {}, 'go run .'),
  go('deadlock', `package main\n\nfunc main() { c := make(chan int); c <- 1 }\n`, ['deadlock|goroutine|unbuffered|receiver|channel|close'], {}, 'go run .'),
  go('vet-printf', `package main\n\nimport "fmt"\n\nfunc main() { fmt.Printf("%d\\n", "s") }\n`, ['format|verb|%d|printf|argument type'], {}, 'go vet ./...'),
  go('gomod-version', `package main\n\nfunc main() {}\n`, ['go (version|toolchain)|newer go|upgrade|go\\.mod|toolchain'], { 'go.mod': 'module example.com/app\n\ngo 1.99\n' }, 'go build ./...'),
  go('interface-not-implemented', `package main\n\ntype S interface{ Run() error }\ntype T struct{}\n\nfunc (t *T) Run() error { return nil }\n\nfunc main() { var s S = T{}; _ = s }\n`, ['does not implement|pointer receiver|method (set|receiver)|&T|implement']),
  go('test-fail', `package main\n\nfunc add(a, b int) int { return a - b }\n\nfunc main() {}\n`, ['test (failure|failed|expectation)|assert|expected|got|code under test'], { 'main_test.go': 'package main\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) { if add(2, 2) != 4 { t.Fatalf("add(2,2) = %d, want 4", add(2, 2)) } }\n' }, 'go test ./...'),
  go('package-mismatch', `package main\n\nfunc main() {}\n`, ['found packages|package (name|clause|mismatch)|same directory|one package'], { 'util.go': 'package util\n' }),

  // ---- Java (javac, java)
  javac('cannot-find-symbol', `public class Main { public static void main(String[] a) { System.out.println(count); } }`, ['cannot find symbol|not declared|import|typo|classpath']),
  javac('incompatible-types', `public class Main { public static void main(String[] a) { int x = "s"; } }`, ['incompatible types|convert|parse|type (mismatch|of)|cast']),
  javac('missing-semicolon', `public class Main { public static void main(String[] a) { int x = 1 } }`, ['semicolon|syntax|expected']),
  javac('class-public-name', `public class Other { }`, ['file name|named|same name|rename']),
  javac('unreported-exception', `public class Main { public static void main(String[] a) { Thread.sleep(1); } }`, ['checked exception|throws|try|catch|declare']),
  javac('package-not-exist', `import org.apache.commons.lang3.StringUtils;\npublic class Main { public static void main(String[] a) {} }`, ['classpath|dependenc|package (does not exist|missing)|jar|pom|gradle|import']),
  javac('missing-return', `public class Main { static int f(int x) { if (x > 0) return 1; } public static void main(String[] a) {} }`, ['missing return|return (statement|at the end)|every (code )?path']),
  javac('unreachable', `public class Main { public static void main(String[] a) { return; System.out.println(1); } }`, ['unreachable|after (return|throw|break)|remove']),
  javac('non-static', `public class Main { int x; public static void main(String[] a) { x = 1; } }`, ['static|instance|object|new Main']),
  javac('might-not-init', `public class Main { public static void main(String[] a) { int x; System.out.println(x); } }`, ['initiali[sz]|assign (a|an initial) value|definite']),
  javac('abstract-not-impl', `interface R { void run(); }\npublic class Main implements R { public static void main(String[] a) {} }`, ['abstract|implement|override|missing method']),
  jrun('npe', `public class Main { public static void main(String[] a) { String s = null; s.length(); } }`, ['null|NullPointerException|initiali[sz]|Optional|check']),
  jrun('classcast', `public class Main { public static void main(String[] a) { Object o = "s"; Integer i = (Integer) o; } }`, ['cast|instanceof|type (check|of)|wrong type|ClassCast']),
  jrun('array-index', `public class Main { public static void main(String[] a) { int[] x = new int[1]; System.out.println(x[2]); } }`, ['index out of (bounds|range)|length|bounds']),
  jrun('number-format', `public class Main { public static void main(String[] a) { Integer.parseInt("x1"); } }`, ['number ?format|parse|not a (valid )?number|validate|input']),
  jrun('stack-overflow', `public class Main { static int f(int x) { return f(x + 1); } public static void main(String[] a) { f(1); } }`, ['recursion|base case|infinite|-Xss|stack size']),
  jrun('oom', `import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1<<20]); } }`, ['heap|memory|-Xmx|leak']),
  jrun('concurrent-mod', `import java.util.*;\npublic class Main { public static void main(String[] a) { List<Integer> l = new ArrayList<>(List.of(1,2,3)); for (Integer i : l) l.remove(i); } }`, ['concurrent ?modification|iterat|removeIf|Iterator\\.remove|modif(y|ied) (the )?(list|collection)']),
  { family: 'java', tool: 'java', name: 'class-not-found', files: {}, cmd: 'java -cp . com.example.App', expect: ['classpath|class (not found|name)|-cp|compile|package|main class'] },
  { family: 'java', tool: 'java', name: 'unsupported-class-version', files: { 'Main.java': 'public class Main { public static void main(String[] a) {} }' }, cmd: 'javac --release 17 Main.java && python3 -c "import sys;b=bytearray(open(\'Main.class\',\'rb\').read());b[7]=99;open(\'Main.class\',\'wb\').write(b)" && java -cp . Main', expect: ['(newer|older|later) (java|jdk|version)|class file version|JAVA_HOME|--release|target|upgrade'] },

  // ---- Maven
  { family: 'maven', tool: 'mvn', name: 'no-pom', files: {}, cmd: 'mvn -o -q validate', expect: ['pom\\.xml|project (root|directory)|wrong directory|-f'] },
  { family: 'maven', tool: 'mvn', name: 'offline-dependency', files: { 'pom.xml': mvnPom('<dependency><groupId>com.nope</groupId><artifactId>nothere</artifactId><version>9.9.9</version></dependency>') }, cmd: 'mvn -o -q -Dmaven.repo.local=$PWD/.m2 validate dependency:resolve', expect: ['offline|repository|could not resolve|not (found|downloaded|available)|network|settings\\.xml|mirror|-U'] },
  { family: 'maven', tool: 'mvn', name: 'malformed-pom', files: { 'pom.xml': '<project><modelVersion>4.0.0</modelVersion><groupId>ex</groupId>' }, cmd: 'mvn -o -q validate', expect: ['pom|xml|parse|malformed|non-parseable|tag'] },
  { family: 'maven', tool: 'mvn', name: 'missing-version', files: { 'pom.xml': mvnPom('<dependency><groupId>junit</groupId><artifactId>junit</artifactId></dependency>') }, cmd: 'mvn -o -q validate', expect: ['version|dependencyManagement|missing'] },
  { family: 'maven', tool: 'mvn', name: 'unknown-lifecycle', files: { 'pom.xml': mvnPom() }, cmd: 'mvn -o -q biuld', expect: ['lifecycle phase|goal|typo|phase'] },
  { family: 'maven', tool: 'mvn', name: 'compile-offline-plugin', files: { 'pom.xml': mvnPom(), 'src/main/java/A.java': 'public class A { int x = "s"; }' }, cmd: 'mvn -o -q -Dmaven.repo.local=$PWD/.m2 compile', expect: ['offline|plugin|repository|could not resolve|not (found|downloaded|available)|network|settings\\.xml|mirror'] },
];
