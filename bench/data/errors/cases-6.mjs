// The fourth error set (corpus-fourth.jsonl): tools and ecosystems the first three sets use
// least or not at all, written and collected after the library had been tuned on the second
// and third sets, with the judgements written from knowledge of each tool before contextd
// was run on the output. Static analysers and memory checkers for C and C++ (cppcheck,
// clang-tidy, valgrind), Fortran, native build systems (meson/ninja, autotools, the linker,
// pkg-config), systemd units, dpkg/apt, pip's resolver and Debian's externally managed
// Python, Bundler, Composer, LuaRocks, R, Elixir, XML and HTML checkers (xmllint, tidy,
// HTMLHint), Biome, JSON linting, SQLite and PostgreSQL situations the other sets lack, TLS
// as curl, git, Node, Python and openssl see it, ssh keys and configuration, sudo and cron,
// kubectl without a cluster, awk and sed, and more ShellCheck and yamllint rules.
// Same shape as cases-4.mjs; `tools: true` cases need the npm tools folder (README.md).

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });

// ---- C and C++ static analysis and memory checking
const cppcheck = (name, code, expect, file = 'main.c') => c('cppcheck', 'cppcheck', name, { [file]: code }, `cppcheck --enable=warning,style,performance,portability --error-exitcode=1 -q ${file}`, expect);
const tidy = (name, code, checks, expect) => c('clang-tidy', 'clang-tidy', name, { 'main.cpp': code }, `clang-tidy -checks='-*,${checks}' -warnings-as-errors='*' main.cpp -- -std=c++17`, expect);
const vg = (name, code, expect, lang = 'c') => c('valgrind', 'valgrind', name, { [`main.${lang}`]: code },
  `${lang === 'c' ? 'gcc' : 'g++'} -g -O0 -o app main.${lang} && valgrind --leak-check=full --error-exitcode=1 -q ./app`, expect);
const fortran = (name, code, expect, cmd = 'gfortran -o app main.f90 && ./app') => c('fortran', 'gfortran', name, { 'main.f90': code }, cmd, expect);

// ---- native build systems
const meson = (name, files, expect, cmd = 'meson setup build') => c('meson', 'meson', name, files, cmd, expect);
const autotools = (name, files, cmd, expect) => c('autotools', cmd.split(' ')[0], name, files, cmd, expect);
const ld = (name, files, cmd, expect) => c('linker', 'ld', name, files, cmd, expect);
const pkgconf = (name, cmd, expect, files = {}) => c('pkg-config', 'pkg-config', name, files, cmd, expect);
const cmake = (name, cmakelists, expect, files = {}) => c('cmake', 'cmake', name, { 'CMakeLists.txt': cmakelists, ...files }, 'cmake -S . -B build', expect);

// ---- system administration
const unit = (name, text, expect, file = 'app.service') => c('systemd', 'systemd-analyze', name, { [file]: text }, `systemd-analyze verify ./${file}`, expect);
const apt = (name, cmd, expect, files = {}) => c('dpkg-apt', cmd.split(' ')[0], name, files, cmd, expect);
const sudo = (name, cmd, expect, files = {}) => c('sudo-cron', cmd.includes('crontab') ? 'crontab' : cmd.includes('visudo') ? 'visudo' : 'sudo', name, files, cmd, expect);

// ---- Python packaging: wheels built on the spot, installed offline from a folder
const MKWHEEL = `import sys, zipfile
n, v, *req = sys.argv[1:]
d = f"{n}-{v}.dist-info"
meta = f"Metadata-Version: 2.1\\nName: {n}\\nVersion: {v}\\n" + "".join(f"Requires-Dist: {r}\\n" if not r.startswith("python") else f"Requires-Python: {r[6:]}\\n" for r in req)
with zipfile.ZipFile(f"wheels/{n}-{v}-py3-none-any.whl", "w") as z:
    z.writestr(f"{n}/__init__.py", "")
    z.writestr(f"{d}/METADATA", meta)
    z.writestr(f"{d}/WHEEL", "Wheel-Version: 1.0\\nGenerator: hand\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")
    z.writestr(f"{d}/RECORD", "")
`;
const WHEEL = (name, version, requires = []) => `python3 mkwheel.py ${name} ${version} ${requires.map((q) => `'${q}'`).join(' ')}`;
const VENV = 'python3 -m venv .venv >/dev/null 2>&1; mkdir -p wheels';
const pip = (name, setup, cmd, expect, files = {}) => c('pip-resolver', 'pip', name, { 'mkwheel.py': MKWHEEL, ...files }, `${VENV} && ${setup.join(' && ')}${setup.length ? ' && ' : ''}${cmd}`, expect);

// ---- other languages and their package managers
const bundler = (name, gemfile, cmd, expect, files = {}) => c('bundler', 'bundle', name, { Gemfile: gemfile, ...files }, cmd, expect);
const composer = (name, json, cmd, expect, files = {}) => c('composer', 'composer', name, { 'composer.json': json, ...files }, `COMPOSER_HOME=$PWD/.ch COMPOSER_DISABLE_NETWORK=1 ${cmd}`, expect);
const rocks = (name, files, cmd, expect) => c('luarocks', 'luarocks', name, files, cmd, expect);
const r = (name, code, expect) => c('r', 'Rscript', name, { 'main.R': code }, 'Rscript main.R', expect);
const ex = (name, code, expect) => c('elixir', 'elixir', name, { 'main.exs': code }, 'elixir main.exs', expect);
const php = (name, code, expect) => c('php', 'php', name, { 'index.php': `<?php\n${code}` }, 'php index.php', expect);

// ---- markup and web linters
const xml = (name, files, cmd, expect) => c('xmllint', 'xmllint', name, files, cmd, expect);
const htmltidy = (name, html, expect) => c('tidy', 'tidy', name, { 'index.html': html }, 'tidy -q -e index.html', expect);
const htmlhint = (name, html, expect) => c('htmlhint', 'htmlhint', name, { 'index.html': html }, 'htmlhint index.html', expect, { tools: true });
const biome = (name, files, cmd, expect) => c('biome', 'biome', name, files, cmd, expect, { tools: true });
const jsonlint = (name, text, expect) => c('jsonlint', 'jsonlint', name, { 'data.json': text }, 'jsonlint -q data.json', expect, { tools: true });

// ---- databases
const PSQL = 'psql -X -v ON_ERROR_STOP=1 -h 127.0.0.1 -p $PGPORT -U postgres -d postgres';
// Each case in a schema of its own, so that tables of one case do not exist in the next.
const pg = (name, sql, expect) => c('postgres', 'psql', name, { 'q.sql': sql }, `${PSQL} -q -c "create schema \\"${name}\\"" && PGOPTIONS="-c search_path=\\"${name}\\"" ${PSQL} -q -f q.sql`, expect, { needs: 'postgres' });
const sqlite = (name, sql, expect) => c('sqlite', 'sqlite3', name, { 'q.sql': sql }, 'sqlite3 -bail app.db < q.sql', expect);

// ---- TLS: a local server with a certificate made on the spot
const CERT = (cn, extra = '') => `openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -subj /CN=${cn} -days 2 ${extra} 2>/dev/null`;
const SERVE = (port) => `{ openssl s_server -accept ${port} -cert cert.pem -key key.pem -www -quiet >/dev/null 2>&1 & server=$!; sleep 0.6; }`;
const tls = (name, tool, port, setup, cmd, expect) => c('tls', tool, name, {}, `${setup} && ${SERVE(port)} && { ${cmd}; rc=$?; kill $server; exit $rc; }`, expect);
// An expired self-signed certificate (openssl req cannot back-date one).
const EXPIRED = `import datetime
from cryptography import x509
from cryptography.x509.oid import NameOID
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
key = ec.generate_private_key(ec.SECP256R1())
name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
t = datetime.datetime(2020, 1, 1)
cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(1).not_valid_before(t).not_valid_after(t + datetime.timedelta(days=30))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256()))
open("cert.pem", "wb").write(cert.public_bytes(serialization.Encoding.PEM))
`;
const ssh = (name, cmd, expect, files = {}) => c('ssh', cmd.split(' ')[0], name, files, cmd, expect);

const kubectl = (name, files, cmd, expect) => c('kubectl', 'kubectl', name, files, `KUBECONFIG=$PWD/kubeconfig ${cmd}`, expect);
const KUBECONFIG = `apiVersion: v1
kind: Config
clusters:
- cluster: {server: "https://127.0.0.1:1"}
  name: dev
contexts:
- context: {cluster: dev, user: dev}
  name: dev
current-context: dev
users:
- name: dev
  user: {token: abc}
`;
const text = (name, tool, files, cmd, expect) => c('awk-sed', tool, name, files, cmd, expect);
const sc = (name, script, expect) => c('shellcheck', 'shellcheck', name, { 'run.sh': `#!/bin/bash\n${script}` }, 'shellcheck run.sh', expect);
const yl = (name, yaml, expect) => c('yamllint', 'yamllint', name, { 'config.yaml': yaml }, 'yamllint -s config.yaml', expect);

export const CASES = [
  // ---- cppcheck
  cppcheck('null-pointer', '#include <stddef.h>\nint f(void) {\n  int *p = NULL;\n  return *p;\n}\n', ['null|NULL|check (the )?pointer|dereferenc']),
  cppcheck('array-out-of-bounds', 'int f(void) {\n  int a[10];\n  a[10] = 1;\n  return a[0];\n}\n', ['bounds|index|size|off.by.one|< ?10']),
  cppcheck('memory-leak', '#include <stdlib.h>\nint f(void) {\n  char *p = malloc(10);\n  if (!p) return 0;\n  p[0] = 1;\n  return 1;\n}\n', ['free|leak|release']),
  cppcheck('resource-leak', '#include <stdio.h>\nint f(void) {\n  FILE *fp = fopen("a.txt", "r");\n  if (!fp) return 0;\n  return fgetc(fp);\n}\n', ['fclose|close|leak|release']),
  cppcheck('uninit-var', 'int f(void) {\n  int x;\n  return x + 1;\n}\n', ['initiali[sz]|uninit|assign']),
  cppcheck('zero-division', 'int f(void) {\n  int d = 0;\n  return 10 / d;\n}\n', ['zero|divis|divide']),
  cppcheck('mismatch-alloc', 'void f(void) {\n  int *p = new int[4];\n  delete p;\n}\n', ['delete ?\\[\\]|mismatch|new ?\\[\\]|array'], 'main.cpp'),
  cppcheck('return-local-address', 'char *f(void) {\n  char buf[8];\n  return buf;\n}\n', ['local|stack|dangling|static|malloc|lifetime|out of scope']),

  // ---- clang-tidy
  tidy('use-nullptr', 'int *f() {\n  return 0;\n}\n', 'modernize-use-nullptr', ['nullptr']),
  tidy('use-after-move', '#include <string>\n#include <utility>\nstd::string f() {\n  std::string a = "x";\n  std::string b = std::move(a);\n  return a + b;\n}\n', 'bugprone-use-after-move', ['moved|move|after (it was )?moved|reassign']),
  tidy('unnecessary-value-param', '#include <string>\nint f(std::string s) {\n  return (int)s.size();\n}\n', 'performance-unnecessary-value-param', ['const ?(std::string)? ?&|reference|copy']),
  tidy('narrowing', 'int f(double d) {\n  int i = d;\n  return i;\n}\n', 'cppcoreguidelines-narrowing-conversions,bugprone-narrowing-conversions', ['narrow|static_cast|conversion|cast']),
  tidy('loop-convert', '#include <vector>\nint f(const std::vector<int> &v) {\n  int s = 0;\n  for (std::size_t i = 0; i < v.size(); ++i) s += v[i];\n  return s;\n}\n', 'modernize-loop-convert', ['range.based|for ?\\(.*:|range-for']),
  tidy('braces', 'int f(int a) {\n  if (a) return 1;\n  return 0;\n}\n', 'readability-braces-around-statements', ['brace|\\{']),
  tidy('compile-error', 'int f() {\n  return missing_name;\n}\n', 'modernize-use-nullptr', ['undeclared|declare|typo|include|(not|un)defined']),

  // ---- valgrind
  vg('invalid-read', '#include <stdlib.h>\nint main(void) {\n  int *a = malloc(4 * sizeof(int));\n  int x = a[4];\n  free(a);\n  return x == 7;\n}\n', ['bounds|past the end|overflow|index|size|allocat']),
  vg('use-after-free', '#include <stdlib.h>\n#include <stdio.h>\nint main(void) {\n  int *a = malloc(sizeof(int));\n  *a = 1;\n  free(a);\n  printf("%d\\n", *a);\n  return 0;\n}\n', ['after (it was )?free|freed|dangling|use.after.free|NULL after']),
  vg('definitely-lost', '#include <stdlib.h>\nint main(void) {\n  void *p = malloc(64);\n  p = 0;\n  return p != 0;\n}\n', ['leak|free|lost']),
  vg('uninit-conditional', '#include <stdio.h>\nint main(void) {\n  int x;\n  if (x > 3) puts("big");\n  return 0;\n}\n', ['initiali[sz]|uninit|track-origins']),
  vg('double-free', '#include <stdlib.h>\nint main(void) {\n  char *p = malloc(8);\n  free(p);\n  free(p);\n  return 0;\n}\n', ['double free|freed (twice|already)|twice|NULL after|once']),
  vg('mismatched-delete', '#include <cstdlib>\nint main() {\n  int *p = new int[8];\n  delete p;\n  return 0;\n}\n', ['delete ?\\[\\]|mismatch|new ?\\[\\]'], 'cpp'),

  // ---- Fortran
  fortran('implicit-none-undeclared', 'program main\n  implicit none\n  total = 1\n  print *, total\nend program main\n', ['declar|implicit|type|integer|real ::']),
  fortran('syntax-error', 'program main\n  implicit none\n  integer :: i\n  do i = 1 10\n    print *, i\n  end do\nend program main\n', ['syntax|comma|do loop|statement']),
  fortran('missing-module', 'program main\n  use mylib\n  implicit none\n  call hello()\nend program main\n', ['\\.mod|module|compile (the )?module|order|-I']),
  fortran('bounds-check', 'program main\n  implicit none\n  integer :: a(3), i\n  i = 4\n  a(i) = 1\n  print *, a\nend program main\n', ['bounds|index|upper|size|dimension'], 'gfortran -fcheck=bounds -o app main.f90 && ./app'),
  fortran('type-mismatch-call', 'program main\n  implicit none\n  call show(1.5)\ncontains\n  subroutine show(n)\n    integer, intent(in) :: n\n    print *, n\n  end subroutine show\nend program main\n', ['type|real|integer|argument|mismatch|int\\(']),
  fortran('end-mismatch', 'program main\n  implicit none\n  if (.true.) then\n    print *, 1\nend program main\n', ['end ?if|block|unterminated|close|missing end']),

  // ---- meson / ninja
  meson('dependency-missing', { 'meson.build': "project('app', 'c')\ndep = dependency('libnotthere')\nexecutable('app', 'main.c', dependencies: dep)\n", 'main.c': 'int main(void) { return 0; }\n' }, ['install|-dev|pkg-config|PKG_CONFIG_PATH|not found|development package']),
  meson('syntax-error', { 'meson.build': "project('app', 'c')\nexecutable('app' 'main.c')\n", 'main.c': 'int main(void) { return 0; }\n' }, ['syntax|comma|parse|expect']),
  meson('no-meson-build', {}, ['meson\\.build|source (dir|directory)|wrong (dir|directory)|project root']),
  meson('unknown-option', { 'meson.build': "project('app', 'c')\n" }, ['option|meson_options|meson\\.options|typo|-D'], 'meson setup build -Dfoo=true'),
  meson('source-missing', { 'meson.build': "project('app', 'c')\nexecutable('app', 'mian.c')\n", 'main.c': 'int main(void) { return 0; }\n' }, ['(file|source).{0,30}(not (found|exist)|missing|does not exist)|typo|path|spell']),
  meson('version-required', { 'meson.build': "project('app', 'c', meson_version: '>= 9.0')\n" }, ['meson_version|upgrade|newer|version']),
  c('meson', 'ninja', 'ninja-no-build-file', {}, 'ninja', ['build\\.ninja|configure|meson setup|cmake|-C|build (dir|directory)|wrong (dir|directory)']),
  c('meson', 'ninja', 'ninja-unknown-target', { 'build.ninja': 'rule cc\n  command = cc $in -o $out\nbuild app: cc main.c\n' }, 'ninja nope', ['target|typo|-t targets|exist|unknown']),

  // ---- autotools
  autotools('configure-missing-lib', { 'configure.ac': 'AC_INIT([app], [1.0])\nAC_PROG_CC\nAC_CHECK_LIB([notthere], [nt_open], [], [AC_MSG_ERROR([libnotthere is required])])\nAC_OUTPUT\n' }, 'autoconf && ./configure', ['install|-dev|library|LDFLAGS|required|development package']),
  autotools('undefined-macro', { 'configure.ac': 'AC_INIT([app], [1.0])\nAM_INIT_AUTOMAKE\nPKG_PROG_PKG_CONFIG_NOPE\nAC_OUTPUT\n' }, 'autoconf', ['aclocal|autoreconf|macro|m4|install|pkg\\.m4|typo']),
  autotools('automake-missing-files', { 'configure.ac': 'AC_INIT([app], [1.0])\nAM_INIT_AUTOMAKE\nAC_PROG_CC\nAC_CONFIG_FILES([Makefile])\nAC_OUTPUT\n', 'Makefile.am': 'bin_PROGRAMS = app\napp_SOURCES = main.c\n', 'main.c': 'int main(void){return 0;}\n' }, 'aclocal && automake', ['--add-missing|foreign|NEWS|README|AUTHORS|ChangeLog|install-sh|autoreconf -i']),
  autotools('no-configure-ac', {}, 'autoreconf -i', ['configure\\.ac|directory|project root|wrong (dir|directory)']),
  autotools('configure-no-compiler', { 'configure.ac': 'AC_INIT([app], [1.0])\nAC_PROG_CC\nAC_OUTPUT\n' }, 'autoconf && CC=/nonexistent/cc ./configure', ['compiler|CC|install|gcc|build-essential|config\\.log']),
  autotools('make-no-makefile', {}, 'make', ['Makefile|configure|no targets|directory|cmake']),

  // ---- the linker
  ld('undefined-reference', { 'main.c': 'int helper(void);\nint main(void) { return helper(); }\n' }, 'gcc -o app main.c', ['link|object|define|implement|source file|library|-l']),
  ld('libm', { 'main.c': '#include <math.h>\n#include <stdio.h>\nint main(int c, char **v) { printf("%f\\n", sqrt((double)c)); (void)v; return 0; }\n' }, 'gcc -fno-builtin -o app main.c', ['-lm|libm|math library|link']),
  ld('multiple-definition', { 'a.c': 'int counter = 1;\n', 'b.c': 'int counter = 2;\nint main(void) { return counter; }\n' }, 'gcc -o app a.c b.c', ['extern|static|once|header|duplicate|multiple definition|one definition']),
  ld('cannot-find-lib', { 'main.c': 'int main(void) { return 0; }\n' }, 'gcc -o app main.c -lnotthere', ['install|-dev|-L|library path|LIBRARY_PATH|development package|name']),
  ld('cpp-undefined-vtable', { 'main.cpp': 'struct A { virtual void f(); };\nint main() { A a; a.f(); }\n' }, 'g++ -o app main.cpp', ['vtable|virtual|define|implement|key function|link']),
  ld('c-from-cpp', { 'lib.c': 'int add(int a, int b) { return a + b; }\n', 'main.cpp': 'int add(int a, int b);\nint main() { return add(1, 2); }\n' }, 'gcc -c lib.c && g++ -o app main.cpp lib.o', ['extern "C"|extern \\\\"C\\\\"|name mangl|mangl|C\\+\\+ linkage']),
  ld('fpic-shared', { 'lib.c': 'int x = 1;\nint get(void) { return x; }\n' }, 'gcc -c -fno-PIC -O0 lib.c && gcc -shared -o libx.so lib.o', ['-fPIC|position.independent|PIC']),
  ld('undefined-main', { 'lib.c': 'int helper(void) { return 1; }\n' }, 'gcc -o app lib.c', ['main|entry point|-c|library|-shared']),

  // ---- pkg-config
  pkgconf('not-found', 'pkg-config --cflags --libs libnotthere', ['install|-dev|PKG_CONFIG_PATH|\\.pc|development package']),
  pkgconf('version-too-old', 'pkg-config --exists --print-errors "zlib >= 99.0"', ['version|upgrade|newer|install|PKG_CONFIG_PATH']),
  pkgconf('requires-missing', 'PKG_CONFIG_PATH=$PWD pkg-config --libs mylib', ['Requires|install|-dev|PKG_CONFIG_PATH|\\.pc|development package'], { 'mylib.pc': 'Name: mylib\nDescription: x\nVersion: 1.0\nRequires: libnotthere\nLibs: -lmylib\n' }),
  pkgconf('bad-pc-file', 'PKG_CONFIG_PATH=$PWD pkg-config --libs mylib', ['\\.pc|field|Version|Name|Description|malformed|syntax'], { 'mylib.pc': 'Name: mylib\nLibs: -lmylib\n' }),

  // ---- CMake situations the first set lacks
  cmake('find-package-missing', 'cmake_minimum_required(VERSION 3.16)\nproject(app C)\nfind_package(NotThere REQUIRED)\n', ['install|-dev|CMAKE_PREFIX_PATH|_DIR|Config\\.cmake|Find.*\\.cmake|development package']),
  cmake('unknown-command', 'cmake_minimum_required(VERSION 3.16)\nproject(app C)\nadd_executeable(app main.c)\n', ['typo|spell|command|add_executable|include|module'], { 'main.c': 'int main(void){return 0;}\n' }),
  cmake('source-missing', 'cmake_minimum_required(VERSION 3.16)\nproject(app C)\nadd_executable(app mian.c)\n', ['(file|source).{0,30}(not (found|exist)|missing|cannot find)|typo|path|spell'], { 'main.c': 'int main(void){return 0;}\n' }),
  cmake('target-link-unknown', 'cmake_minimum_required(VERSION 3.16)\nproject(app C)\nadd_executable(app main.c)\ntarget_link_libraries(ap m)\n', ['target|typo|name|add_executable|add_library|before'], { 'main.c': 'int main(void){return 0;}\n' }),
  cmake('min-version-too-new', 'cmake_minimum_required(VERSION 9.0)\nproject(app C)\n', ['upgrade|newer|version|cmake_minimum_required']),
  cmake('no-language-compiler', 'cmake_minimum_required(VERSION 3.16)\nproject(app Fortran CUDA)\n', ['compiler|install|CMAKE_.*_COMPILER|nvcc|CUDA|toolkit|PATH']),

  // ---- systemd units
  unit('relative-exec', '[Unit]\nDescription=App\n\n[Service]\nExecStart=app --serve\n\n[Install]\nWantedBy=multi-user.target\n', ['absolute|full path|/usr/bin|/'], 'app.service'),
  unit('missing-exec', '[Unit]\nDescription=App\n\n[Service]\nType=simple\n\n[Install]\nWantedBy=multi-user.target\n', ['ExecStart|command']),
  unit('unknown-key', '[Unit]\nDescription=App\n\n[Service]\nExecStart=/bin/true\nRestartSecond=5\n\n[Install]\nWantedBy=multi-user.target\n', ['typo|spell|RestartSec|unknown|key|option|directive']),
  unit('bad-type', '[Unit]\nDescription=App\n\n[Service]\nType=daemon\nExecStart=/bin/true\n\n[Install]\nWantedBy=multi-user.target\n', ['Type=|simple|forking|oneshot|notify|exec|valid value']),
  unit('bad-timespan', '[Unit]\nDescription=App\n\n[Service]\nExecStart=/bin/true\nRestartSec=five\n\n[Install]\nWantedBy=multi-user.target\n', ['time ?span|unit|5s|seconds|format|valid value|number']),
  unit('missing-exec-binary', '[Unit]\nDescription=App\n\n[Service]\nExecStart=/opt/app/bin/nothere\n\n[Install]\nWantedBy=multi-user.target\n', ['install|path|exist|not found|typo|executable']),
  unit('unknown-section', '[Unit]\nDescription=App\n\n[Servce]\nExecStart=/bin/true\n\n[Install]\nWantedBy=multi-user.target\n', ['section|typo|\\[Service\\]|spell']),
  unit('timer-no-service', '[Unit]\nDescription=Nightly\n\n[Timer]\nOnCalendar=daily\n\n[Install]\nWantedBy=timers.target\n', ['service|Unit=|same name|matching'], 'nightly.timer'),

  // ---- dpkg / apt
  apt('unable-to-locate', 'apt-get install -y --no-download libnotthere-dev', ['apt(-get)? update|typo|name|repository|sources|apt(-cache)? search|universe|contrib|non-free|enable']),
  apt('version-not-found', 'apt-get install -y --no-download curl=0.0.1-1', ['version|apt(-cache)? (policy|madison)|available|=']),
  apt('dpkg-archive-missing', 'dpkg -i app_1.0_amd64.deb', ['path|exist|file|download|typo']),
  apt('dpkg-bad-control', 'mkdir -p pkg/DEBIAN && printf "Version: 1.0\\nArchitecture: all\\nMaintainer: a <a@b.c>\\nDescription: x\\n" > pkg/DEBIAN/control && dpkg-deb --build pkg app.deb', ['Package|field|control|missing']),
  apt('dpkg-depends-missing', 'mkdir -p pkg/DEBIAN && printf "Package: appx\\nVersion: 1.0\\nArchitecture: all\\nMaintainer: a <a@b.c>\\nDepends: libnotthere1 (>= 2.0)\\nDescription: x\\n" > pkg/DEBIAN/control && dpkg-deb --build pkg app.deb >/dev/null && dpkg --dry-run -i app.deb', ['depend|apt(-get)? (-f )?install|--fix-broken|-f install|install (the )?(missing|dependenc)|gdebi']),
  apt('dpkg-query-not-installed', 'dpkg -s libnotthere1', ['not installed|install|apt(-get)? install|name|typo']),
  apt('apt-held-lock-dir', 'mkdir -p lists/partial && chmod 000 lists && runuser -u nobody -- apt-get -o Dir::State::Lists=$PWD/lists update; chmod 755 lists', ['root|sudo|permission|privilege|lock']),
  apt('dpkg-bad-version', 'mkdir -p pkg/DEBIAN && printf "Package: appx\\nVersion: one.0\\nArchitecture: all\\nMaintainer: a <a@b.c>\\nDescription: x\\n" > pkg/DEBIAN/control && dpkg-deb --build pkg app.deb', ['version|digit|number|format|syntax']),

  // ---- pip's resolver, Debian's externally managed Python, offline builds
  pip('resolution-impossible', [WHEEL('alpha', '1.0', ['beta<2']), WHEEL('beta', '2.0')], '.venv/bin/pip install --no-index --find-links wheels alpha', ['conflict|loosen|constraint|version|beta|compatible|pin']),
  pip('conflicting-pins', [WHEEL('alpha', '1.0', ['beta==1.0']), WHEEL('beta', '1.0'), WHEEL('beta', '2.0')], '.venv/bin/pip install --no-index --find-links wheels alpha beta==2.0', ['conflict|loosen|constraint|pin|compatible|version']),
  pip('no-matching-distribution', [], '.venv/bin/pip install --no-index --find-links wheels gamma==3.1', ['version|available|index|name|typo|find-links|network|offline|python']),
  pip('externally-managed', [], '/usr/bin/python3 -m pip install --no-index requests', ['venv|virtual environment|pipx|apt|--break-system-packages|externally.managed']),
  pip('invalid-requirement', [], '.venv/bin/pip install --no-index -r requirements.txt', ['requirement|syntax|specifier|==|format|PEP 508|line'], { 'requirements.txt': 'flask=2.0\n' }),
  pip('requires-python', [WHEEL('delta', '1.0', ['python>=3.99'])], '.venv/bin/pip install --no-index --find-links wheels delta', ['python (version|3\\.)|Requires-Python|newer python|upgrade python|older (release|version)']),
  pip('build-backend-offline', [], '.venv/bin/pip install --no-index .', ['setuptools|build (backend|dependenc)|--no-build-isolation|network|offline|index|install'], { 'pyproject.toml': '[build-system]\nrequires = ["setuptools>=61", "wheel"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "app"\nversion = "0.1"\n' }),
  pip('no-project-file', [], '.venv/bin/pip install --no-index -e .', ['setup\\.py|pyproject\\.toml|project (root|dir)|directory']),
  pip('hash-mismatch', [WHEEL('alpha', '1.0')], '.venv/bin/pip install --no-index --find-links wheels --require-hashes -r req.txt', ['hash|tamper|regenerat|pip-compile|changed|update'], { 'req.txt': 'alpha==1.0 --hash=sha256:0000000000000000000000000000000000000000000000000000000000000000\n' }),

  // ---- Bundler
  bundler('gem-not-found-offline', "source 'https://rubygems.org'\ngem 'rack', '~> 99.0'\n", 'bundle install --local', ['version|bundle (update|install)|network|offline|cache|available|Gemfile|typo']),
  bundler('gemfile-syntax', "source 'https://rubygems.org'\ngem 'rack' '2.0'\n", 'bundle install --local', ['syntax|comma|Gemfile']),
  bundler('no-gemfile', undefined, 'bundle install --local', ['Gemfile|bundle init|directory|project root']),
  bundler('lockfile-missing-gem', "source 'https://rubygems.org'\ngem 'rack'\n", 'bundle exec ruby -e 1', ['bundle install|install|lock|Gemfile\\.lock']),
  bundler('ruby-version', "source 'https://rubygems.org'\nruby '9.9.0'\n", 'bundle install --local', ['ruby version|rbenv|rvm|install ruby|\\.ruby-version|Gemfile|upgrade']),
  bundler('duplicate-gem', "source 'https://rubygems.org'\ngem 'rake', '>= 1'\ngem 'rake', '< 1'\n", 'bundle install --local', ['duplicate|twice|once|remove|conflict|same gem']),

  // ---- Composer and PHP situations the other sets lack
  composer('invalid-json', '{ "name": "acme/app", "require": { "php": ">=8.0", } }\n', 'composer validate', ['json|comma|syntax|parse']),
  composer('validate-name', '{ "name": "AcmeApp", "require": {} }\n', 'composer validate', ['name|vendor/|lowercase|format']),
  composer('require-offline', '{ "name": "acme/app", "require": { "monolog/monolog": "^9.0" } }\n', 'composer install --no-interaction', ['network|offline|version|available|repositor|packagist|constraint|COMPOSER_DISABLE_NETWORK|lock']),
  composer('php-platform', '{ "name": "acme/app", "require": { "php": ">=9.0" } }\n', 'composer install --no-interaction', ['php (version|9)|upgrade php|platform|config\\.platform|--ignore-platform']),
  composer('ext-missing', '{ "name": "acme/app", "repositories": [{ "packagist.org": false }], "require": { "ext-notthere": "*" } }\n', 'composer install --no-interaction', ['extension|install|php-|enable|php\\.ini|--ignore-platform']),
  php('class-not-found', 'require __DIR__ . "/vendor/autoload.php";\n', ['composer (install|dump-autoload)|vendor|autoload|install']),
  php('autoload-class', 'spl_autoload_register(function ($c) { @include __DIR__ . "/src/" . $c . ".php"; });\n$u = new App\\Models\\User();\n', ['autoload|namespace|composer dump-autoload|PSR-4|class (name|file)|use statement|import']),
  php('parse-error', '$a = [1, 2\necho $a;\n', ['syntax|bracket|\\]|parse|missing|unclosed']),
  php('memory-limit', 'ini_set("memory_limit", "16M");\n$a = [];\nwhile (true) { $a[] = str_repeat("x", 1024); }\n', ['memory_limit|memory|leak|unbounded|chunk|stream']),
  php('undefined-index', '$a = ["x" => 1];\necho $a["y"] + 1;\n', ['isset|key|\\?\\?|exist|undefined|array_key_exists']),
  php('arg-count', 'function f(int $a, int $b) { return $a + $b; }\necho f(1);\n', ['argument|parameter|default|signature|too few']),

  // ---- LuaRocks and Lua modules
  rocks('install-offline', {}, 'luarocks --tree=tree --only-server=http://127.0.0.1:1 install lpeg', ['network|server|offline|connect|rocks server|internet|mirror|--only-server']),
  rocks('rockspec-invalid', { 'app-1.0-1.rockspec': 'package = "app"\nversion = "1.0-1"\nsource = { url = "." }\nbuild = { type = "builtin" }\n' }, 'luarocks lint app-1.0-1.rockspec', ['rockspec|field|missing|syntax|modules|description|dependencies|lint']),
  rocks('rockspec-syntax', { 'app-1.0-1.rockspec': 'package = "app"\nversion = "1.0-1"\nsource = { url = "." \n' }, 'luarocks lint app-1.0-1.rockspec', ['syntax|brace|\\}|close|parse|missing']),
  c('luarocks', 'lua5.4', 'module-not-found', { 'main.lua': 'local json = require("cjson")\nprint(json)\n' }, 'lua5.4 main.lua', ['install|luarocks|LUA_PATH|LUA_CPATH|package\\.path|module']),

  // ---- R
  r('object-not-found', 'x <- 1\nprint(totl)\n', ['typo|defin|assign|spell|name|exist']),
  r('function-not-found', 'df <- data.frame(a = 1:3)\nprint(mutate(df, b = a * 2))\n', ['library|load|install|package|dplyr|typo']),
  r('package-missing', 'library(notthere)\n', ['install\\.packages|install|lib|package name|typo']),
  r('non-numeric', 'x <- "3"\nprint(x + 1)\n', ['as\\.numeric|numeric|character|convert|type|string']),
  r('subscript-bounds', 'm <- matrix(1:4, 2)\nprint(m[3, 1])\n', ['index|bounds|dim|nrow|ncol|length|size']),
  r('unexpected-symbol', 'x <- c(1 2)\n', ['comma|syntax|parse|missing|operator']),
  r('missing-value-if', 'x <- NA\nif (x > 1) print("big")\n', ['NA|is\\.na|missing|na\\.rm|check']),
  r('stop-message', 'f <- function(n) if (n < 0) stop("n must be non-negative") else sqrt(n)\nprint(f(-1))\n', ['non-negative|argument|input|n must|check|negative|value']),

  // ---- Elixir
  ex('undefined-function', 'defmodule M do\n  def run, do: :ok\nend\nM.start()\n', ['typo|(not|un)defined|exist|export|def |public|arity|spell']),
  ex('function-clause', 'defmodule M do\n  def f(:a), do: 1\nend\nM.f(:b)\n', ['clause|pattern|match|catch.all|guard|handle']),
  ex('match-error', '{:ok, v} = {:error, :enoent}\nIO.inspect(v)\n', ['match|pattern|case|with|error tuple|handle']),
  ex('arithmetic', 'IO.puts(1 + "2")\n', ['number|integer|string|convert|String\\.to_integer|type|argument']),
  ex('key-error', 'm = %{a: 1}\nIO.puts(m.b)\n', ['key|Map\\.get|Map\\.fetch|exist|typo|default']),
  ex('undefined-variable', 'defmodule M do\n  def f, do: x + 1\nend\n', ['(not|un)defined|typo|variable|assign|bind|spell|parameter']),
  ex('mix-no-project', 'IO.puts(1)\n', ['mix\\.exs|mix new|project|directory']),

  // ---- XML
  xml('not-well-formed', { 'a.xml': '<root><item>1</root>\n' }, 'xmllint --noout a.xml', ['clos|tag|match|nest|well.formed']),
  xml('entity', { 'a.xml': '<root>Tom & Jerry</root>\n' }, 'xmllint --noout a.xml', ['&amp;|escape|entity|CDATA']),
  xml('schema-invalid', { 'a.xml': '<note><to>A</to><body>x</body></note>\n', 'a.xsd': '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="note"><xs:complexType><xs:sequence><xs:element name="to" type="xs:string"/><xs:element name="from" type="xs:string"/><xs:element name="body" type="xs:string"/></xs:sequence></xs:complexType></xs:element></xs:schema>\n' }, 'xmllint --noout --schema a.xsd a.xml', ['schema|element|expected|missing|order|from']),
  xml('dtd-invalid', { 'a.xml': '<?xml version="1.0"?>\n<!DOCTYPE note [<!ELEMENT note (to,body)><!ELEMENT to (#PCDATA)><!ELEMENT body (#PCDATA)>]>\n<note><body>x</body></note>\n' }, 'xmllint --noout --valid a.xml', ['DTD|element|expected|missing|content|order']),
  xml('file-missing', {}, 'xmllint --noout nothere.xml', ['path|exist|file|typo|not found']),
  xml('xpath-bad', { 'a.xml': '<root><a>1</a></root>\n' }, 'xmllint --xpath "//a[" a.xml', ['xpath|expression|syntax|bracket|predicate']),

  // ---- HTML: tidy and HTMLHint
  htmltidy('unclosed-element', '<!DOCTYPE html>\n<html><head><title>x</title></head><body><div><p>text</body></html>\n', ['clos|end tag|missing|</div>|nest']),
  htmltidy('missing-doctype', '<html><head><title>x</title></head><body><p>x</p></body></html>\n', ['doctype|<!DOCTYPE']),
  htmltidy('unknown-element', '<!DOCTYPE html>\n<html><head><title>x</title></head><body><blink2>x</blink2></body></html>\n', ['element|tag|typo|unknown|custom|recogni']),
  htmltidy('missing-title', '<!DOCTYPE html>\n<html><head></head><body><p>x</p></body></html>\n', ['title']),
  htmlhint('attr-lowercase', '<!DOCTYPE html>\n<html><head><title>x</title></head><body><div CLASS="a">x</div></body></html>\n', ['lower.?case|attribute']),
  htmlhint('tag-pair', '<!DOCTYPE html>\n<html><head><title>x</title></head><body><div><span>x</div></body></html>\n', ['clos|pair|end tag|match|</span>']),
  htmlhint('id-unique', '<!DOCTYPE html>\n<html><head><title>x</title></head><body><div id="a">1</div><div id="a">2</div></body></html>\n', ['unique|duplicate|same id|once']),
  htmlhint('alt-require', '<!DOCTYPE html>\n<html><head><title>x</title></head><body><img src="a.png"></body></html>\n', ['alt']),
  htmlhint('doctype-first', '<html><head><title>x</title></head><body>x</body></html>\n', ['doctype|<!DOCTYPE']),

  // ---- Biome
  biome('lint-no-double-equals', { 'a.js': 'export function f(a) {\n  return a == 1;\n}\n' }, 'biome lint a.js', ['===|strict equality|triple']),
  biome('lint-unused-var', { 'a.js': 'export function f() {\n  const unused = 1;\n  return 2;\n}\n', 'biome.json': '{"linter":{"rules":{"correctness":{"noUnusedVariables":"error"}}}}' }, 'biome lint a.js', ['unused|remove|never used|_']),
  biome('format-check', { 'a.js': 'export const a = {b:1,   c:2}\n' }, 'biome format a.js', ['format|--write|biome format|prettier']),
  biome('lint-no-debugger', { 'a.js': 'export function f() {\n  debugger;\n  return 1;\n}\n' }, 'biome lint a.js', ['debugger|remove']),
  biome('parse-error', { 'a.js': 'export function f( {\n  return 1;\n}\n' }, 'biome lint a.js', ['syntax|parse|parenthes|\\)|expected|bracket']),
  biome('bad-config', { 'a.js': 'export const a = 1;\n', 'biome.json': '{"linter":{"rulez":{}}}' }, 'biome lint a.js', ['config|key|typo|unknown|schema|biome\\.json|property']),
  biome('lint-no-var', { 'a.js': 'var a = 1;\nexport { a };\n', 'biome.json': '{"linter":{"rules":{"style":{"noVar":"error"}}}}' }, 'biome lint a.js', ['\\blet\\b|\\bconst\\b']),

  // ---- JSON
  jsonlint('trailing-comma', '{ "a": 1, }\n', ['comma|trailing']),
  jsonlint('single-quotes', "{ 'a': 1 }\n", ['double quote|quot|"']),
  jsonlint('comment', '{\n  // port\n  "port": 80\n}\n', ['comment|JSONC|JSON5|remove']),
  c('jsonlint', 'node', 'node-json-parse', { 'a.mjs': 'import { readFileSync } from "node:fs";\nJSON.parse(readFileSync("data.json", "utf8"));\n', 'data.json': '{ "a": 1,\n  "b": [1, 2,]\n}\n' }, 'node a.mjs', ['comma|JSON|syntax|position|parse|valid']),
  c('jsonlint', 'python3', 'python-json-decode', { 'a.py': 'import json\njson.load(open("data.json"))\n', 'data.json': "{'a': 1}\n" }, 'python3 a.py', ['double quote|quot|JSON|property name|valid']),

  // ---- PostgreSQL situations the first set lacks
  pg('not-null', 'create table t(id int primary key, name text not null);\ninsert into t(id) values (1);\n', ['not null|default|value|provide|nullable']),
  pg('fk-violation', 'create table a(id int primary key);\ncreate table b(a_id int references a(id));\ninsert into b values (7);\n', ['foreign key|parent|referenc|insert (the )?(parent|referenced)|exist|order']),
  pg('invalid-input-int', 'create table t(n int);\ninsert into t values (\'abc\');\n', ['integer|number|type|cast|convert|input']),
  pg('group-by', 'create table t(a int, b int);\nselect a, b, count(*) from t group by a;\n', ['GROUP BY|aggregate']),
  pg('ambiguous-column', 'create table a(id int);\ncreate table b(id int);\nselect id from a join b on true;\n', ['ambiguous|qualif|alias|table name|prefix']),
  pg('division-by-zero', 'select 1/0;\n', ['zero|NULLIF|divis']),
  pg('check-violation', 'create table t(age int check (age >= 0));\ninsert into t values (-1);\n', ['check|constraint|value|age']),
  pg('function-missing', 'select nothere(1);\n', ['(not|un)defined|exist|typo|cast|argument types|extension|create function']),
  pg('value-too-long', 'create table t(code varchar(3));\ninsert into t values (\'abcdef\');\n', ['length|long|varchar|size|truncat|widen|alter']),
  pg('syntax-reserved', 'create table user(id int);\n', ['reserved|quot|rename|keyword|"user"']),
  pg('out-of-range', 'select 2147483647::int + 1;\n', ['overflow|range|bigint|numeric|large']),
  pg('cannot-drop-dependent', 'create table a(id int primary key);\ncreate table b(a_id int references a(id));\ndrop table a;\n', ['CASCADE|depend|drop (the )?(constraint|dependent)|first']),
  pg('transaction-aborted', 'begin;\nselect 1/0;\nselect 1;\ncommit;\n', ['zero|rollback|abort|divis|savepoint']),
  pg('create-db-exists', 'create database postgres;\n', ['exist|IF NOT EXISTS|already|another name|drop']),

  // ---- SQLite situations the first set lacks
  sqlite('foreign-key', 'PRAGMA foreign_keys = ON;\ncreate table a(id integer primary key);\ncreate table b(a_id integer references a(id));\ninsert into b values (7);\n', ['foreign key|parent|referenc|exist']),
  sqlite('strict-datatype', 'create table t(n integer) strict;\ninsert into t values (\'abc\');\n', ['type|integer|STRICT|cast|convert|datatype']),
  sqlite('not-null', 'create table t(id integer primary key, name text not null);\ninsert into t(id) values (1);\n', ['not null|default|value|provide']),
  sqlite('check', 'create table t(age int check (age >= 0));\ninsert into t values (-1);\n', ['check|constraint|value|age']),
  sqlite('no-such-column', 'create table t(a int);\nselect b from t;\n', ['column|typo|exist|schema|migration|alter table']),
  sqlite('table-exists', 'create table t(a int);\ncreate table t(a int);\n', ['exist|IF NOT EXISTS|already|drop']),
  sqlite('locked', '', ['lock|busy|busy_timeout|WAL|another (process|connection)|transaction|commit|close']),
  sqlite('cannot-open', '', ['directory|path|exist|permission|create']),

  // ---- TLS as clients see it
  tls('curl-self-signed', 'curl', 56441, CERT('localhost'), 'curl -sS https://localhost:56441/', ['self.signed|CA|--cacert|trust|certificate (store|authority|bundle)|-k|insecure']),
  tls('curl-hostname-mismatch', 'curl', 56442, CERT('other.example'), 'curl -sS --cacert cert.pem https://localhost:56442/', ['host ?name|subject|SAN|alt(ernative)? name|CN|match|certificate for']),
  tls('git-self-signed', 'git', 56443, CERT('localhost'), 'git ls-remote https://localhost:56443/repo.git', ['self.signed|CA|sslCAInfo|http\\.sslCAInfo|trust|certificate (store|authority|bundle)|sslVerify']),
  tls('node-self-signed', 'node', 56444, CERT('localhost'), "node -e \"fetch('https://localhost:56444/').then(r => console.log(r.status))\"", ['self.signed|NODE_EXTRA_CA_CERTS|CA|trust|certificate (store|authority|bundle)']),
  tls('python-self-signed', 'python3', 56445, CERT('localhost'), "python3 -c \"import urllib.request; urllib.request.urlopen('https://localhost:56445/')\"", ['self.signed|CA|trust|certifi|SSL_CERT_FILE|REQUESTS_CA_BUNDLE|certificate (store|authority|bundle)|cafile']),
  c('tls', 'curl', 'curl-plain-http-port', {}, 'python3 -m http.server 56446 >/dev/null 2>&1 & server=$!; sleep 0.8; curl -sS https://127.0.0.1:56446/; rc=$?; kill $server; exit $rc', ['http://|plain (HTTP|text)|not (speak|serv)|TLS|port|scheme|wrong version']),
  c('tls', 'openssl', 'key-cert-mismatch', {}, `${CERT('localhost')} && mv key.pem key1.pem && ${CERT('localhost')} && openssl s_server -accept 56447 -cert cert.pem -key key1.pem -www -quiet -naccept 1 </dev/null`, ['key|match|pair|mismatch|same']),
  c('tls', 'openssl', 'verify-unknown-issuer', {}, `${CERT('ca.example')} && mv cert.pem ca.pem && mv key.pem ca.key && openssl req -newkey rsa:2048 -nodes -keyout leaf.key -out leaf.csr -subj /CN=leaf 2>/dev/null && openssl x509 -req -in leaf.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out leaf.pem -days 2 2>/dev/null && openssl verify leaf.pem`, ['issuer|CA|chain|intermediate|-CAfile|trust']),
  c('tls', 'openssl', 'x509-not-pem', { 'cert.pem': 'this is not a certificate\n' }, 'openssl x509 -in cert.pem -noout -text', ['PEM|format|DER|-inform|BEGIN CERTIFICATE|file']),
  c('tls', 'openssl', 'expired', { 'mk.py': EXPIRED }, 'python3 mk.py && openssl verify -CAfile cert.pem cert.pem', ['expir|renew|valid|date|clock']),

  // ---- ssh keys and configuration
  ssh('unprotected-key', 'ssh-keygen -q -t ed25519 -N "" -f id_test && chmod 644 id_test && ssh-keygen -y -f id_test', ['chmod (600|400)|permission|too open|private key'], {}),
  ssh('bad-config-option', 'ssh -F cfg -G myhost', ['option|typo|spell|config|keyword'], { cfg: 'Host myhost\n  HostName 127.0.0.1\n  IdentitiyFile ~/.ssh/id_ed25519\n' }),
  ssh('no-agent', 'env -u SSH_AUTH_SOCK ssh-add -l', ['ssh-agent|eval|SSH_AUTH_SOCK|agent']),
  ssh('not-a-key', 'ssh-keygen -l -f notakey', ['key|format|public|file|path'], { notakey: 'hello\n' }),
  ssh('keyscan-refused', 'ssh -o BatchMode=yes -o ConnectTimeout=3 -p 1 git@127.0.0.1', ['port|sshd|running|firewall|refused|listening|server']),
  ssh('unknown-host-batch', 'ssh -o BatchMode=yes -o ConnectTimeout=3 nothere.invalid', ['DNS|host ?name|resolve|typo|/etc/hosts|spell']),

  // ---- sudo and cron
  sudo('sudo-password-required', 'runuser -u nobody -- sudo -n true', ['password|sudoers|NOPASSWD|-S|visudo|terminal']),
  sudo('visudo-syntax', 'visudo -c -f sudoers.test', ['syntax|visudo|sudoers|line'], { 'sudoers.test': 'deploy ALL=(ALL NOPASSWD: ALL\n' }),
  sudo('crontab-bad-minute', 'crontab -u nobody bad.cron', ['minute|field|five|syntax|schedule|\\*'], { 'bad.cron': '61 * * * * /bin/true\n' }),
  sudo('crontab-missing-command', 'crontab -u nobody bad.cron', ['command|field|five|syntax|schedule'], { 'bad.cron': '* * * *\n' }),
  sudo('crontab-no-newline', 'printf "* * * * * /bin/true" > bad.cron && crontab -u nobody bad.cron', ['newline|end of (the )?file|last line']),
  sudo('sudo-unknown-user', 'sudo -n -u nosuchuser true', ['user|exist|typo|useradd|name']),

  // ---- kubectl without a cluster
  kubectl('connection-refused', { kubeconfig: KUBECONFIG }, 'kubectl get pods --request-timeout=5s', ['cluster|running|kubeconfig|context|server|api server|port|minikube|kind|refused']),
  kubectl('no-context', { kubeconfig: KUBECONFIG }, 'kubectl config use-context prod', ['context|kubeconfig|get-contexts|typo|name']),
  kubectl('bad-yaml', { kubeconfig: KUBECONFIG, 'pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: app\nspec:\n  containers:\n  - name: app\n    image: nginx\n     ports: []\n' }, 'kubectl apply --dry-run=client --validate=false -f pod.yaml', ['indent|yaml|syntax|line|mapping']),
  kubectl('no-kubeconfig', {}, 'kubectl get pods --request-timeout=5s', ['kubeconfig|KUBECONFIG|cluster|context|localhost:8080|running|configur']),
  kubectl('unknown-resource', { kubeconfig: KUBECONFIG }, 'kubectl explain podz', ['resource|typo|api-resources|kind|server|cluster|running|connect']),
  kubectl('file-missing', { kubeconfig: KUBECONFIG }, 'kubectl apply --dry-run=client -f deploy.yaml', ['path|exist|file|typo|not found']),

  // ---- awk and sed
  text('awk-syntax', 'awk', { 'in.txt': 'a b\n' }, "awk '{ print $1 ' in.txt", ['syntax|quot|brace|\\}|unterminated|close']),
  text('awk-division', 'awk', { 'in.txt': 'a 0\n' }, "awk '{ print 1 / $2 }' in.txt", ['zero|divis|divide']),
  text('sed-unterminated', 'sed', { 'in.txt': 'a\n' }, "sed 's/a/b' in.txt", ['unterminated|delimiter|/|missing|close']),
  text('sed-unknown-option', 'sed', { 'in.txt': 'a\n' }, "sed 's/a/b/q' in.txt", ['flag|option|g\\b|modifier|s command|typo']),
  text('sed-inplace-missing', 'sed', {}, "sed -i 's/a/b/' nothere.txt", ['path|exist|file|typo|not found']),
  text('grep-bad-regex', 'grep', { 'in.txt': 'a\n' }, "grep -E 'a(' in.txt", ['parenthes|regex|escape|\\\\\\(|unmatched|-F|fixed']),

  // ---- ShellCheck rules the other sets lack
  sc('sc2164-cd-fail', 'cd /opt/app\nmake\n', ['\\|\\| exit|\\|\\| return|cd fail|set -e']),
  sc('sc2155-declare-assign', 'f() {\n  local out=$(date)\n  echo "$out"\n}\nf\n', ['separate|declare|local.{0,20}(then|first)|exit (status|code)|mask|assign']),
  sc('sc2045-ls-loop', 'for f in $(ls *.txt); do\n  echo "$f"\ndone\n', ['glob|for f in \\*|ls|find']),
  sc('sc2002-useless-cat', 'cat file.txt | grep x\n', ['useless|cat|redirect|<|directly|argument']),
  sc('sc2068-array-quote', 'args=("a b" c)\nprintf "%s\\n" ${args[@]}\n', ['quot|"\\$\\{args\\[@\\]\\}"|"\\$\\{?\\w*\\[@\\]|double quote|re-?split']),
  sc('sc2231-glob-quote', 'dir="my dir"\nfor f in $dir/*.txt; do echo "$f"; done\n', ['quot|"\\$dir"|word splitting|split']),
  sc('sc2004-arith-dollar', 'x=1\necho $(( $x + 1 ))\n', ['\\$ (is )?(unnecessary|not needed)|drop the \\$|without \\$|\\$\\(\\( x|arithmetic|unnecessary']),
  sc('sc1083-brace-literal', 'echo {}\nfind . -exec echo {} \\;\necho a}\n', ['brace|quot|escape|literal']),
  c('shellcheck', 'shellcheck', 'sc2148-no-shebang', { 'run.sh': 'echo "$1"\n' }, 'shellcheck run.sh', ['shebang|#!|shell (directive|dialect)|interpreter']),

  // ---- yamllint rules the other sets lack
  yl('truthy', '---\nenabled: yes\n', ['true|false|truthy|boolean|quot']),
  yl('line-length', `---\ndescription: ${'word '.repeat(30)}\n`, ['line length|long|split|wrap|max|characters']),
  yl('indentation', '---\nlist:\n    - a\n    - b\nmap:\n  k: v\n', ['indent|spaces|consistent']),
  yl('document-start', 'a: 1\n', ['---|document start']),
  yl('trailing-spaces', '---\na: 1   \n', ['trailing (space|whitespace)|end of (the )?line']),
  yl('syntax', '---\na: [1, 2\nb: 3\n', ['syntax|bracket|\\]|close|flow|parse']),
  yl('braces-spacing', '---\na: {x: 1, y: 2 }\n', ['brace|spac']),
];

// Cases whose situation needs the tool run twice or a second process: set up in the command.
const lockCase = CASES.find((k) => k.family === 'sqlite' && k.name === 'locked');
lockCase.files = { 'q.sql': 'insert into t values (2);\n' };
lockCase.cmd = 'sqlite3 app.db "create table t(a int)" && { sqlite3 app.db "begin exclusive; insert into t values (1); select count(*) from (with recursive r(i) as (select 1 union all select i+1 from r where i < 3000000) select i from r);" >/dev/null 2>&1 & } ; sleep 0.3; sqlite3 -bail app.db < q.sql; rc=$?; wait; exit $rc';
const openCase = CASES.find((k) => k.family === 'sqlite' && k.name === 'cannot-open');
openCase.cmd = 'sqlite3 -bail data/nothere/app.db "create table t(a int)"';
const gemfileless = CASES.find((k) => k.family === 'bundler' && k.name === 'no-gemfile');
gemfileless.files = {};
const mixless = CASES.find((k) => k.family === 'elixir' && k.name === 'mix-no-project');
mixless.cmd = 'mix compile';
mixless.tool = 'mix';
