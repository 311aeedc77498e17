// The sixth error set (corpus-sixth.jsonl): written and collected after all tuning on the
// fifth set and measured before any change made for it. Tools, languages and situations no
// other set has: Haskell (GHC), Crystal, D (gdc), Ada (GNAT), Pascal (Free Pascal), Prolog
// (SWI), Common Lisp (SBCL), COBOL (GnuCOBOL), NASM, Verilog (Icarus), protoc, Graphviz,
// Bison/Flex, Guile Scheme, Groovy, Ant, xmlstarlet, Apache httpd, HAProxy, logrotate, sshd
// and BIND configuration checks, gpg, zsh and fish, bc, git hooks and patches, Python
// libraries (NumPy, requests, PyYAML, SQLAlchemy, Flask, Django, Jinja2) and Node packages
// (Express, ws, axios, zod, jsonwebtoken, Ajv, yaml, pg).
// Same shape as cases-4.mjs. Python cases run Debian's /usr/bin/python3 (the libraries come
// from Debian packages); Node cases need `--tools` (see README.md).

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const hs = (name, code, expect) => c('haskell', 'ghc', name, { 'Main.hs': code }, 'ghc -v0 -outputdir build Main.hs -o app && ./app', expect);
const cr = (name, code, expect) => c('crystal', 'crystal', name, { 'main.cr': code }, 'crystal run --no-color main.cr', expect);
const d = (name, code, expect) => c('d', 'gdc', name, { 'app.d': code }, 'gdc -o app app.d && ./app', expect);
const ada = (name, files, expect) => c('ada', 'gnatmake', name, files, 'gnatmake -q main.adb && ./main', expect);
const pas = (name, code, expect) => c('pascal', 'fpc', name, { 'app.pas': code }, 'fpc -v0 -vew app.pas >/dev/null 2>&1; fpc -vew app.pas | grep -vE "^(Free Pascal|Copyright|Target OS|Compiling|Linking|[0-9]+ lines compiled)" ; test -x app && ./app', expect);
const pl = (name, code, expect, goal = 'main') => c('prolog', 'swipl', name, { 'app.pl': code }, `swipl -g ${goal} -t halt app.pl`, expect);
const lisp = (name, code, expect) => c('lisp', 'sbcl', name, { 'app.lisp': code }, 'sbcl --script app.lisp', expect);
const cob = (name, code, expect) => c('cobol', 'cobc', name, { 'app.cob': code }, 'cobc -x -debug app.cob && ./app', expect);
const asm = (name, code, expect) => c('nasm', 'nasm', name, { 'app.asm': code }, 'nasm -f elf64 app.asm -o app.o && ld -o app app.o && ./app', expect);
const vlog = (name, code, expect) => c('verilog', 'iverilog', name, { 'top.v': code }, 'iverilog -o sim top.v && vvp -n sim', expect);
const proto = (name, files, expect, cmd = 'protoc --cpp_out=. app.proto') => c('protoc', 'protoc', name, files, `mkdir -p out && ${cmd}`, expect);
const dot = (name, code, expect, cmd = 'dot -Tpng graph.dot -o graph.png') => c('graphviz', 'dot', name, { 'graph.dot': code }, cmd, expect);
const bison = (name, code, expect) => c('bison-flex', 'bison', name, { 'parse.y': code }, 'bison -d parse.y', expect);
const flex = (name, code, expect, cmd = 'flex scan.l') => c('bison-flex', 'flex', name, { 'scan.l': code }, cmd, expect);
const scm = (name, code, expect) => c('guile', 'guile', name, { 'app.scm': code }, 'guile --no-auto-compile app.scm', expect);
const groovy = (name, code, expect) => c('groovy', 'groovy', name, { 'app.groovy': code }, 'JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 groovy app.groovy', expect);
const ant = (name, files, expect, cmd = 'ant -noinput') => c('ant', 'ant', name, files, cmd, expect);
const xs = (name, files, cmd, expect) => c('xmlstarlet', 'xmlstarlet', name, files, cmd, expect);
const APACHE_HEAD = 'ServerRoot /etc/apache2\nServerName localhost\nListen 18080\nPidFile /tmp/contextd-errors-apache.pid\nLoadModule mpm_event_module /usr/lib/apache2/modules/mod_mpm_event.so\nLoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so\n';
const apache = (name, body, expect, head = APACHE_HEAD) => c('apache', 'apache2', name, { 'httpd.conf': head + body }, 'apache2 -t -f "$PWD/httpd.conf"', expect);
const HAPROXY_HEAD = 'global\n  log stdout format raw local0\ndefaults\n  mode http\n  timeout connect 5s\n  timeout client 30s\n  timeout server 30s\n';
const haproxy = (name, body, expect, head = HAPROXY_HEAD) => c('haproxy', 'haproxy', name, { 'haproxy.cfg': head + body }, 'haproxy -c -f haproxy.cfg', expect);
const logrotate = (name, conf, expect, pre = '') => c('logrotate', 'logrotate', name, { 'rotate.conf': conf, 'logs/app.log': 'line\n' }, `${pre}sed -i "s#@DIR@#$PWD#g" rotate.conf && chmod 644 rotate.conf && logrotate -d -s state rotate.conf`, expect);
const sshd = (name, conf, expect) => c('sshd', 'sshd', name, { sshd_config: conf }, 'mkdir -p /run/sshd && /usr/sbin/sshd -t -f sshd_config', expect);
const bind = (name, files, cmd, expect) => c('bind', cmd.split(' ')[0], name, files, cmd, expect);
const GPG = 'mkdir -m 700 g && export GNUPGHOME=$PWD/g && ';
const gpg = (name, cmd, expect, files = {}) => c('gpg', 'gpg', name, files, `${GPG}${cmd}; rc=$?; gpgconf --kill all; exit $rc`, expect);
const zsh = (name, code, expect) => c('zsh', 'zsh', name, { 'run.zsh': code }, 'zsh run.zsh', expect);
const fish = (name, code, expect) => c('fish', 'fish', name, { 'run.fish': code }, 'fish --no-config run.fish', expect);
const bc = (name, code, expect) => c('bc', 'bc', name, { 'calc.bc': code }, 'bc -q calc.bc </dev/null', expect);
const GIT = 'git init -q -b main . && git config user.email a@b.c && git config user.name a';
const githook = (name, cmd, expect, files = {}) => c('git-hooks', 'git', name, files, `${GIT} && ${cmd}`, expect);
const PY = '/usr/bin/python3';
const pylib = (family, name, code, expect, extra = {}) => c(family, 'python3', name, { 'app.py': code }, `${PY} app.py`, expect, extra);
const npmlib = (family, name, code, expect, extra = {}) => c(family, 'node', name, { 'app.js': code }, 'node app.js', expect, { tools: true, ...extra });

export const CASES = [
  // ---- Haskell (GHC 9.0)
  hs('type-mismatch', 'main :: IO ()\nmain = putStrLn (1 + 2 :: Int)\n', ['type|String|Int|show|convert']),
  hs('not-in-scope', 'main :: IO ()\nmain = print (lenght [1, 2, 3])\n', ['scope|(not|un)defined|typo|import|spell|length']),
  hs('no-instance-show', 'data Colour = Red | Green\nmain :: IO ()\nmain = print Red\n', ['instance|Show|deriving']),
  hs('parse-error', 'main :: IO ()\nmain = do\n  let x = 1\n   print x\n', ['parse|indent|syntax|layout']),
  hs('non-exhaustive', 'f :: Maybe Int -> Int\nf (Just x) = x\nmain :: IO ()\nmain = print (f Nothing)\n', ['exhaustive|pattern|Nothing|case|match']),
  hs('head-empty', 'main :: IO ()\nmain = print (head ([] :: [Int]))\n', ['empty|head|list|pattern|safe|null|Maybe']),
  hs('missing-module', 'import Data.Aeson\nmain :: IO ()\nmain = print 1\n', ['module|package|cabal|install|depend|aeson']),
  hs('ambiguous-type', 'main :: IO ()\nmain = print (read "1")\n', ['ambiguous|type annotation|annotat|::|read|type']),

  // ---- Crystal
  cr('nil-method', 'a = [1, 2, 3]\nputs a.find { |x| x > 5 }.abs\n', ['nil|Nil|not_nil|\\?|if|check|nilable']),
  cr('undefined-method', 'puts 1.lenght\n', ['method|(not|un)defined|typo|spell|exist']),
  cr('no-overload', 'def add(a : Int32, b : Int32)\n  a + b\nend\nputs add(1, "2")\n', ['overload|type|argument|String|Int32|convert|to_i']),
  cr('undefined-constant', 'puts Foo.new\n', ['constant|(not|un)defined|require|typo|class']),
  cr('syntax', 'def f(x)\n  x + 1\n\nputs f(1)\n', ['syntax|end|expect|missing|unterminated']),

  // ---- D (gdc)
  d('undefined-identifier', 'import std.stdio;\nvoid main() { writeln(total); }\n', ['(not|un)defined|identifier|declare|typo|import']),
  d('implicit-conversion', 'void main() { int x = 3.5; }\n', ['convert|conversion|cast|type|double|int']),
  d('missing-semicolon', 'import std.stdio;\nvoid main() { writeln("a") }\n', ['semicolon|;|syntax|expect']),
  d('range-error', 'void main() { int[] a = [1, 2, 3]; auto i = a.length + 2; int x = a[i]; }\n', ['index|bounds|range|length']),
  d('module-not-found', 'import vibe.d;\nvoid main() {}\n', ['module|import|path|-I|install|dub|depend']),
  d('null-class', 'class A { int v; }\nvoid main() { A a; a.v = 1; }\n', ['null|new|initiali[sz]|segment|SIGSEGV|instantiate']),

  // ---- Ada (GNAT)
  ada('missing-semicolon', { 'main.adb': 'with Ada.Text_IO;\nprocedure Main is\nbegin\n   Ada.Text_IO.Put_Line ("hi")\nend Main;\n' }, ['semicolon|;|missing|syntax']),
  ada('type-mismatch', { 'main.adb': 'procedure Main is\n   X : Integer := 1.5;\nbegin\n   null;\nend Main;\n' }, ['type|Integer|Float|real|convert|conversion']),
  ada('undefined', { 'main.adb': 'with Ada.Text_IO;\nprocedure Main is\nbegin\n   Ada.Text_IO.Put_Line (Integer\'Image (Count));\nend Main;\n' }, ['(not|un)defined|declare|typo|visible|with']),
  ada('constraint-error', { 'main.adb': 'with Ada.Text_IO;\nprocedure Main is\n   subtype Small is Integer range 1 .. 10;\n   X : Small := 5;\n   N : Integer := 20;\nbegin\n   X := N;\n   Ada.Text_IO.Put_Line (Small\'Image (X));\nend Main;\n' }, ['range|constraint|bound|check|subtype|value']),
  ada('unit-name', { 'main.adb': 'procedure Hello is\nbegin\n   null;\nend Hello;\n' }, ['file name|unit name|rename|main|hello\\.adb|gnatchop|match']),
  ada('missing-with', { 'main.adb': 'procedure Main is\nbegin\n   Put_Line ("hi");\nend Main;\n' }, ['with|Text_IO|use|visible|(not|un)defined|import']),

  // ---- Pascal (Free Pascal)
  pas('identifier-not-found', 'program App;\nbegin\n  writeln(total);\nend.\n', ['identifier|(not|un)declared|(not|un)defined|declare|var|typo']),
  pas('incompatible-types', 'program App;\nvar i: integer;\nbegin\n  i := \'abc\';\nend.\n', ['type|incompatible|string|integer|StrToInt|Val|convert']),
  pas('semicolon-expected', 'program App;\nbegin\n  writeln(\'a\')\n  writeln(\'b\');\nend.\n', ['semicolon|;|expect|syntax']),
  pas('range-check', 'program App;\n{$R+}\nvar a: array[1..3] of integer; i: integer;\nbegin\n  i := 5;\n  a[i] := 1;\nend.\n', ['range|bound|index|201|check']),
  pas('nil-access', 'program App;\ntype PInt = ^integer;\nvar p: PInt;\nbegin\n  p := nil;\n  p^ := 1;\nend.\n', ['nil|216|access violation|new|initiali[sz]|pointer|null|segment']),
  pas('unit-not-found', 'program App;\nuses FancyUnit;\nbegin\nend.\n', ['unit|path|-Fu|install|uses|not found|search']),

  // ---- Prolog (SWI)
  pl('unknown-procedure', 'main :- greet(world).\n', ['procedure|(not|un)defined|exist|typo|define|consult|arity']),
  pl('syntax-operator', 'main :- X = 1 2, write(X).\n', ['syntax|operator|comma|,']),
  pl('not-instantiated', 'main :- X is Y + 1, write(X).\n', ['instantiat|unbound|bind|variable|ground|order']),
  pl('type-error-evaluable', 'main :- X is foo + 1, write(X).\n', ['evaluable|arithmetic|type|number|atom']),
  pl('singleton-warning', 'main :- member(X, [1,2]), write(done).\n', ['singleton|_X|underscore|_|unused|typo']),

  // ---- Common Lisp (SBCL)
  lisp('undefined-function', '(print (lenght (list 1 2)))\n', ['function|(not|un)defined|typo|defun|spell|length']),
  lisp('unbound-variable', '(print (+ counter 1))\n', ['variable|unbound|defvar|defparameter|let|(not|un)defined']),
  lisp('type-error', '(print (+ 1 "2"))\n', ['type|number|string|parse-integer|convert|NUMBER']),
  lisp('division-by-zero', '(print (/ 10 (- 2 2)))\n', ['zero|divi|check|denominator']),
  lisp('unbalanced', '(defun f (x)\n  (+ x 1)\n(print (f 1))\n', ['paren|end of file|unbalanced|unmatched|\\)|close|missing']),

  // ---- COBOL (GnuCOBOL)
  cob('undefined-name', '       IDENTIFICATION DIVISION.\n       PROGRAM-ID. APP.\n       PROCEDURE DIVISION.\n           DISPLAY WS-TOTAL.\n           STOP RUN.\n', ['(not|un)defined|WORKING-STORAGE|declare|data item|typo']),
  cob('syntax', '       IDENTIFICATION DIVISION.\n       PROGRAM-ID. APP.\n       PROCEDURE DIVISION.\n           DISPLAY "A" UPON.\n           STOP RUN.\n', ['syntax|unexpected|expect|statement']),
  cob('subscript', '       IDENTIFICATION DIVISION.\n       PROGRAM-ID. APP.\n       DATA DIVISION.\n       WORKING-STORAGE SECTION.\n       01 TBL.\n          05 ITEM PIC 9 OCCURS 3 TIMES.\n       01 IX PIC 99 VALUE 7.\n       PROCEDURE DIVISION.\n           MOVE 1 TO ITEM (IX).\n           STOP RUN.\n', ['subscript|bound|range|OCCURS|index']),
  cob('missing-division', '       PROGRAM-ID. APP.\n       PROCEDURE DIVISION.\n           STOP RUN.\n', ['IDENTIFICATION|DIVISION|syntax|header|missing|expect']),

  // ---- NASM
  asm('invalid-operands', 'section .text\nglobal _start\n_start:\n  mov rax, bl\n', ['operand|size|register|combination|movzx|mismatch']),
  asm('undefined-symbol', 'section .text\nglobal _start\n_start:\n  jmp done_label\n', ['symbol|(not|un)defined|label|typo|extern|declare']),
  asm('instruction-expected', 'section .text\nglobal _start\n_start:\n  movv rax, 1\n', ['instruction|mnemonic|typo|spell|syntax|label|colon']),
  asm('label-redefined', 'section .text\nglobal _start\n_start:\n  nop\n_start:\n  nop\n', ['redefin|label|duplicate|rename|once|unique']),
  asm('no-entry', 'section .text\nmain:\n  mov rax, 60\n  xor rdi, rdi\n  syscall\n', ['entry|_start|global|-e|main']),

  // ---- Verilog (Icarus)
  vlog('syntax', 'module top;\n  reg a\n  initial a = 1;\nendmodule\n', ['syntax|semicolon|;|expect']),
  vlog('unknown-module', 'module top;\n  adder u1 (.a(1), .b(2));\nendmodule\n', ['module|(not|un)defined|unknown|file|-y|include|instantiat|typo']),
  vlog('unbound-identifier', 'module top;\n  initial $display("%d", count);\nendmodule\n', ['(not|un)declared|(not|un)defined|declare|bind|identifier|wire|reg|typo']),
  vlog('port-mismatch', 'module child(input a);\nendmodule\nmodule top;\n  child c (.a(1), .b(2));\nendmodule\n', ['port|name|b|module|connect']),
  vlog('assign-to-wire', 'module top;\n  wire w;\n  initial w = 1;\nendmodule\n', ['wire|reg|logic|assign|procedural|net|variable']),

  // ---- protoc
  proto('import-not-found', { 'app.proto': 'syntax = "proto3";\nimport "common/types.proto";\nmessage A { int32 x = 1; }\n' }, ['import|path|-I|--proto_path|file|not found|exist']),
  proto('duplicate-field-number', { 'app.proto': 'syntax = "proto3";\nmessage A {\n  int32 x = 1;\n  string y = 1;\n}\n' }, ['field number|number|unique|duplicate|already|renumber']),
  proto('undefined-type', { 'app.proto': 'syntax = "proto3";\nmessage A {\n  Address addr = 1;\n}\n' }, ['type|(not|un)defined|import|declare|message|typo']),
  proto('default-proto3', { 'app.proto': 'syntax = "proto3";\nmessage A {\n  int32 x = 1 [default = 5];\n}\n' }, ['proto3|default|proto2|optional|remove']),
  proto('syntax-error', { 'app.proto': 'syntax = "proto3";\nmessage A {\n  int32 x = 1\n}\n' }, ['syntax|;|semicolon|expect']),
  proto('output-dir-missing', { 'app.proto': 'syntax = "proto3";\nmessage A { int32 x = 1; }\n' }, ['director|exist|mkdir|create|path'], 'protoc --python_out=gen app.proto'),

  // ---- Graphviz
  dot('syntax', 'digraph G {\n  a -> b\n  b -> ;\n}\n', ['syntax|edge|node|;|expect|line']),
  dot('unknown-format', 'digraph G { a -> b }\n', ['format|-T|png|svg|plugin|recogni|support|typo'], 'dot -Tpnx graph.dot -o graph.out'),
  dot('undirected-edge-in-digraph', 'graph G {\n  a -> b;\n}\n', ['digraph|--|->|undirected|directed|edge']),
  dot('missing-file', 'digraph G { a -> b }\n', ['file|exist|path|typo|not found|open'], 'dot -Tsvg grahp.dot -o out.svg'),

  // ---- Bison / Flex
  bison('undeclared-symbol', '%token NUM\n%%\nexpr: NUM PLUS NUM ;\n', ['token|%token|(not|un)defined|declare|rule|symbol']),
  bison('shift-reduce', '%token NUM\n%%\nexpr: expr \'+\' expr | NUM ;\n', ['conflict|shift|reduce|%left|preceden|associativ|ambigu|%expect']),
  bison('grammar-syntax', '%token NUM\n%%\nexpr: NUM NUM\n', ['syntax|;|semicolon|rule|end|missing|%%']),
  flex('unrecognized-rule', '%%\n{DIGIT}+   { return 1; }\n%%\n', ['definition|(not|un)defined|DIGIT|rule|name|declare']),
  flex('yywrap-link', '%%\n[0-9]+   { return 1; }\n%%\nint main(void) { return yylex(); }\n', ['yywrap|noyywrap|-lfl|libfl|link|%option'], 'flex scan.l && cc -o scanner lex.yy.c'),

  // ---- Guile Scheme
  scm('unbound-variable', '(display (lenght (list 1 2)))\n', ['unbound|(not|un)defined|variable|typo|define|spell|length']),
  scm('wrong-type', '(display (+ 1 "2"))\n', ['type|number|string|string->number|convert|argument']),
  scm('wrong-args', '(define (add a b) (+ a b))\n(display (add 1))\n', ['argument|arity|number of args|parameter']),
  scm('car-empty', '(display (car \'()))\n', ['empty|null|pair|list|car|check']),
  scm('unbalanced', '(define (f x)\n  (+ x 1)\n(display (f 1))\n', ['paren|end of file|unbalanced|unmatched|\\)|close|missing']),

  // ---- Groovy
  groovy('missing-method', 'def s = "abc"\nprintln s.lenght()\n', ['method|typo|spell|exist|signature|length']),
  groovy('missing-property', 'println undefinedThing.size()\n', ['property|variable|(not|un)defined|declare|typo|binding']),
  groovy('null-pointer', 'String s = null\nprintln s.toUpperCase()\n', ['null|\\?\\.|safe|initiali[sz]|check']),
  groovy('compile-error', 'def f( {\n  1\n}\n', ['syntax|unexpected|paren|\\)|compil|expect']),

  // ---- Ant
  ant('no-buildfile', {}, ['build\\.xml|buildfile|-f|directory|project root|exist']),
  ant('unknown-target', { 'build.xml': '<project name="app" default="compile">\n  <target name="compile"><echo message="ok"/></target>\n</project>\n' }, ['target|typo|exist|-projecthelp|spell|name'], 'ant -noinput deploy'),
  ant('javac-fails', { 'build.xml': '<project name="app" default="compile">\n  <target name="compile"><mkdir dir="build"/><javac srcdir="src" destdir="build" includeantruntime="false"/></target>\n</project>\n', 'src/App.java': 'public class App { void f() { int x = "a"; } }\n' }, ['incompatible|type|String|int|convert|compil']),
  ant('malformed-xml', { 'build.xml': '<project name="app" default="compile">\n  <target name="compile"><echo message="ok"></target>\n</project>\n' }, ['xml|tag|element|close|well-formed|match|end']),

  // ---- xmlstarlet
  xs('bad-xpath', { 'a.xml': '<r><a>1</a></r>\n' }, 'xmlstarlet sel -t -v "//a[" a.xml', ['xpath|expression|bracket|\\]|syntax|predicate']),
  xs('not-well-formed', { 'a.xml': '<r><a>1</r>\n' }, 'xmlstarlet val -e -w a.xml', ['well-formed|tag|close|match|end|mismatch']),
  xs('xsd-invalid', { 'a.xml': '<r><n>abc</n></r>\n', 's.xsd': '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:element name="r"><xs:complexType><xs:sequence><xs:element name="n" type="xs:integer"/></xs:sequence></xs:complexType></xs:element>\n</xs:schema>\n' }, 'xmlstarlet val -e -s s.xsd a.xml', ['schema|integer|valid|type|xs:integer|value']),
  xs('undefined-namespace', { 'a.xml': '<r xmlns="urn:x"><a>1</a></r>\n' }, 'xmlstarlet sel -t -v "//x:a" a.xml', ['namespace|prefix|-N|xmlns|declare|bind']),

  // ---- Apache httpd (apache2 -t)
  apache('unknown-directive', 'RewriteEngine On\n', ['module|LoadModule|a2enmod|rewrite|misspell|typo|enable']),
  apache('unclosed-section', '<Directory /var/www>\n  Require all granted\n', ['close|<\\/Directory>|section|end|match|missing']),
  apache('missing-ssl-cert', 'LoadModule ssl_module /usr/lib/apache2/modules/mod_ssl.so\nLoadModule socache_shmcb_module /usr/lib/apache2/modules/mod_socache_shmcb.so\nSSLEngine on\nSSLCertificateFile /etc/ssl/certs/nothere.pem\n', ['certificate|file|path|exist|SSLCertificateFile|permission']),
  apache('bad-listen', 'Listen 99999\n', ['port|Listen|range|address|number']),
  apache('invalid-require', 'Require everyone\n', ['Require|provider|authz|module|granted|typo|spell|unknown']),

  // ---- HAProxy (haproxy -c)
  haproxy('missing-backend', 'frontend web\n  bind :8080\n  default_backend appservers\n', ['backend|(not|un)defined|exist|name|typo|declare']),
  haproxy('unknown-keyword', 'frontend web\n  bind :8080\n  timout client 5s\n  default_backend app\nbackend app\n  server s1 127.0.0.1:9000\n', ['keyword|typo|spell|timeout|unknown|misspell']),
  haproxy('bad-server-address', 'frontend web\n  bind :8080\n  default_backend app\nbackend app\n  server s1 not-a-host.invalid:9000\n', ['resolv|address|host|DNS|init-addr|name']),
  haproxy('duplicate-proxy', 'frontend web\n  bind :8080\n  default_backend app\nbackend app\n  server s1 127.0.0.1:9000\nbackend app\n  server s2 127.0.0.1:9001\n', ['duplicate|same name|rename|unique|already|conflict']),
  haproxy('bind-missing-port', 'frontend web\n  bind 127.0.0.1\n  default_backend app\nbackend app\n  server s1 127.0.0.1:9000\n', ['port|bind|address|:\\d|missing']),

  // ---- logrotate (-d)
  logrotate('unknown-option', '@DIR@/logs/*.log {\n  rotate 3\n  dailly\n}\n', ['option|directive|typo|spell|daily|unknown|keyword']),
  logrotate('insecure-parent', '@DIR@/logs/*.log {\n  rotate 3\n  daily\n}\n', ['su |"su"|su directive|permission|writable|chmod|parent'], 'chmod 777 logs && '),
  logrotate('bad-rotate-count', '@DIR@/logs/*.log {\n  rotate many\n}\n', ['number|integer|count|rotate|value|numeric']),

  // ---- sshd -t
  sshd('bad-option', 'Port 2222\nPermitRootLogn no\nHostKey /etc/ssh/ssh_host_ed25519_key\n', ['option|keyword|typo|spell|PermitRootLogin|unsupported|deprecat']),
  sshd('no-hostkeys', 'Port 2222\nHostKey /etc/ssh/nothere_key\n', ['host ?key|ssh-keygen|-A|key file|exist|path|generate']),
  sshd('bad-value', 'Port 2222\nPasswordAuthentication maybe\nHostKey /etc/ssh/ssh_host_ed25519_key\n', ['value|yes|no|argument|option|valid']),

  // ---- BIND (named-checkconf, named-checkzone)
  bind('conf-missing-semicolon', { 'named.conf': 'options {\n  directory "/var/cache/bind"\n};\n' }, 'named-checkconf named.conf', ['semicolon|;|missing|syntax|expect']),
  bind('conf-unknown-option', { 'named.conf': 'options {\n  directory "/var/cache/bind";\n  recursionn no;\n};\n' }, 'named-checkconf named.conf', ['option|typo|spell|unknown|recursion|keyword']),
  bind('zone-no-soa', { 'zone.db': '$TTL 3600\n@ IN NS ns1.example.com.\nns1 IN A 192.0.2.1\n' }, 'named-checkzone example.com zone.db', ['SOA|start of authority|record|zone|missing']),
  bind('zone-cname-other', { 'zone.db': '$TTL 3600\n@ IN SOA ns1 admin 1 3600 600 86400 3600\n@ IN NS ns1\nns1 IN A 192.0.2.1\nwww IN CNAME ns1\nwww IN A 192.0.2.2\n' }, 'named-checkzone example.com zone.db', ['CNAME|other data|alias|same name|remove']),
  bind('zone-bad-ttl', { 'zone.db': '$TTL 1hour\n@ IN SOA ns1 admin 1 3600 600 86400 3600\n@ IN NS ns1\nns1 IN A 192.0.2.1\n' }, 'named-checkzone example.com zone.db', ['TTL|time|unit|1h|3600|value|format']),

  // ---- gpg
  gpg('unknown-recipient', 'echo hi > m.txt && gpg --batch --yes -r nobody@example.invalid -e m.txt', ['key|public key|import|recipient|keyring|--recv|trust']),
  gpg('no-secret-key', 'echo hi > m.txt && mkdir -m 700 other && GNUPGHOME=$PWD/other gpg --batch --pinentry-mode loopback --passphrase "" --quick-gen-key o@example.invalid default default >/dev/null 2>&1 && GNUPGHOME=$PWD/other gpg --batch --yes --trust-model always -r o@example.invalid -e m.txt && GNUPGHOME=$PWD/other gpgconf --kill all; gpg --batch -d m.txt.gpg', ['secret key|private key|import|key|recipient|keyring']),
  gpg('bad-signature', 'gpg --batch --pinentry-mode loopback --passphrase "" --quick-gen-key s@example.invalid ed25519 sign >/dev/null 2>&1 && echo original > doc.txt && gpg --batch --yes --detach-sign doc.txt && echo changed > doc.txt && gpg --batch --verify doc.txt.sig doc.txt', ['BAD signature|modified|tamper|changed|signature|re-sign|download']),
  gpg('no-public-key-verify', 'echo hi > doc.txt && mkdir -m 700 other && GNUPGHOME=$PWD/other gpg --batch --pinentry-mode loopback --passphrase "" --quick-gen-key o@example.invalid ed25519 sign >/dev/null 2>&1 && GNUPGHOME=$PWD/other gpg --batch --yes --detach-sign doc.txt && GNUPGHOME=$PWD/other gpgconf --kill all; gpg --batch --verify doc.txt.sig doc.txt', ['public key|import|--recv-keys|key|keyserver|No public key']),

  // ---- zsh
  zsh('no-matches', 'ls *.nothere\n', ['glob|match|quote|setopt|nomatch|null_glob|N\\)|escape']),
  zsh('command-not-found', 'frobnicate --all\n', ['command|install|PATH|typo|not found']),
  zsh('bad-substitution', 'x=abc\necho ${x:a:b:c}\n', ['substitution|parameter|expansion|syntax|modifier|brace']),
  zsh('parse-error', 'if [[ -n "$HOME" ]]; then\n  echo ok\n', ['parse|syntax|fi|unexpected|end|missing']),

  // ---- fish
  fish('var-assignment', 'NAME=value\necho $NAME\n', ['set|fish|assign|syntax']),
  fish('bash-if', 'if [ -n "$HOME" ]; then\n  echo ok\nfi\n', ['fish|then|end|syntax|bash|if']),
  fish('unknown-command', 'frobnicate --all\n', ['command|install|PATH|typo|not found|unknown']),
  fish('unmatched-quote', 'echo "unterminated\n', ['quote|unterminated|close|string|syntax|"']),

  // ---- bc
  bc('syntax', 'x = 3 +\nprint x\n', ['syntax|expression|operand|parse|incomplete']),
  bc('divide-by-zero', 'x = 0\nprint 10 / x, "\\n"\nquit\n', ['zero|divi']),
  bc('undefined-function', 'print foo(2), "\\n"\nquit\n', ['function|(not|un)defined|define|typo|-l|mathlib']),

  // ---- git hooks and patches
  githook('pre-commit-fails', 'printf "#!/bin/sh\\necho lint failed: trailing whitespace in a.txt >&2\\nexit 1\\n" > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit && echo a > a.txt && git add a.txt && git commit -qm init', ['hook|pre-commit|--no-verify|lint|whitespace|fix']),
  githook('commit-msg-rejected', 'printf "#!/bin/sh\\ngrep -qE \\"^(feat|fix):\\" \\"\\$1\\" || { echo \\"commit message must start with feat: or fix:\\" >&2; exit 1; }\\n" > .git/hooks/commit-msg && chmod +x .git/hooks/commit-msg && echo a > a.txt && git add a.txt && git commit -qm "update stuff"', ['commit message|commit-msg|hook|feat|fix|convention|--no-verify|amend|reword']),
  githook('hook-not-executable', 'printf "#!/bin/sh\\nexit 0\\n" > .git/hooks/pre-commit && chmod -x .git/hooks/pre-commit && echo a > a.txt && git add a.txt && git -c advice.ignoredHook=true commit -qm init', ['executable|chmod|\\+x|hook|ignored']),
  githook('push-checked-out', 'echo a > a.txt && git add a.txt && git commit -qm init && git clone -q . ../other-$$ && cd ../other-$$ && echo b >> a.txt && git commit -qam b && git push origin main; cd .. && rm -rf other-$$', ['checked out|non-bare|bare|receive\\.denyCurrentBranch|updateInstead|clone --bare']),
  githook('apply-fails', 'printf "one\\ntwo\\n" > a.txt && git add a.txt && git commit -qm init && printf -- "--- a/a.txt\\n+++ b/a.txt\\n@@ -1,2 +1,2 @@\\n one\\n-three\\n+four\\n" > p.diff && git apply p.diff', ['patch|apply|context|match|--3way|rebase|regenerate|does not apply|base']),
  githook('pre-push-fails', 'echo a > a.txt && git add a.txt && git commit -qm init && git init -q --bare ../remote-$$.git && git remote add origin ../remote-$$.git && printf "#!/bin/sh\\necho tests failed, push aborted >&2\\nexit 1\\n" > .git/hooks/pre-push && chmod +x .git/hooks/pre-push && git push -q origin main; rm -rf ../remote-$$.git', ['hook|pre-push|--no-verify|test|fix']),

  // ---- NumPy
  pylib('numpy', 'matmul-shape', 'import numpy as np\na = np.ones((2, 3))\nb = np.ones((2, 3))\nprint(a @ b)\n', ['shape|dimension|transpose|\\.T|align|matmul|reshape']),
  pylib('numpy', 'broadcast', 'import numpy as np\nprint(np.ones((3, 2)) + np.ones((4,)))\n', ['broadcast|shape|dimension|reshape|axis']),
  pylib('numpy', 'ragged-array', 'import numpy as np\nx = np.array([[1, 2], [3]], dtype=float)\n', ['sequence|shape|ragged|inhomogeneous|length|same|pad|dtype=object']),
  pylib('numpy', 'axis-out-of-bounds', 'import numpy as np\nprint(np.ones(3).sum(axis=1))\n', ['axis|dimension|bounds|ndim|shape']),
  pylib('numpy', 'truth-value-ambiguous', 'import numpy as np\na = np.array([1, 2])\nif a > 1:\n    print("big")\n', ['any\\(|all\\(|ambiguous|truth|element|\\.any|\\.all']),

  // ---- requests
  pylib('requests', 'connection-refused', 'import requests\nrequests.get("http://127.0.0.1:1/api", timeout=3)\n', ['refused|running|port|server|listen|connect|start']),
  pylib('requests', 'missing-schema', 'import requests\nrequests.get("example.com/api")\n', ['schema|scheme|http://|https://|URL|prefix']),
  pylib('requests', 'http-error-404', 'import os, requests\nr = requests.get(f"http://127.0.0.1:{os.environ[\'HTTPPORT\']}/404/items/7")\nr.raise_for_status()\n', ['404|not found|URL|path|endpoint|exist'], { needs: 'http' }),
  pylib('requests', 'json-on-html', 'import os, requests\nr = requests.get(f"http://127.0.0.1:{os.environ[\'HTTPPORT\']}/html/api/items")\nprint(r.json())\n', ['JSON|HTML|content-type|response|body|status|portal|login|proxy'], { needs: 'http' }),
  pylib('requests', 'http-error-429', 'import os, requests\nr = requests.get(f"http://127.0.0.1:{os.environ[\'HTTPPORT\']}/429/items")\nr.raise_for_status()\n', ['429|rate|Retry-After|back ?off|too many|throttl|wait'], { needs: 'http' }),

  // ---- PyYAML
  pylib('pyyaml', 'tab-indent', 'import yaml\nyaml.safe_load("a:\\n\\tb: 1\\n")\n', ['tab|indent|space']),
  pylib('pyyaml', 'load-without-loader', 'import yaml\nprint(yaml.load("a: 1"))\n', ['Loader|safe_load|SafeLoader|argument']),
  pylib('pyyaml', 'python-tag', 'import yaml\nyaml.safe_load("x: !!python/object/apply:os.system [\\"echo hi\\"]\\n")\n', ['tag|safe_load|unsafe|constructor|python/|trusted|FullLoader|UnsafeLoader']),
  pylib('pyyaml', 'mapping-not-allowed', 'import yaml\nyaml.safe_load("key: value: other\\n")\n', ['mapping|colon|:|quote|syntax|value']),

  // ---- SQLAlchemy
  pylib('sqlalchemy', 'no-such-table', 'from sqlalchemy import create_engine, text\ne = create_engine("sqlite://")\nwith e.connect() as c:\n    c.execute(text("select * from users"))\n', ['table|create_all|migrat|exist|create|schema']),
  pylib('sqlalchemy', 'bad-url', 'from sqlalchemy import create_engine\ncreate_engine("postgres//user@localhost/db")\n', ['URL|dialect|postgresql://|scheme|format|parse']),
  pylib('sqlalchemy', 'integrity-unique', 'from sqlalchemy import create_engine, text\ne = create_engine("sqlite://")\nwith e.begin() as c:\n    c.execute(text("create table u (email text unique)"))\n    c.execute(text("insert into u values (\'a@b.c\')"))\n    c.execute(text("insert into u values (\'a@b.c\')"))\n', ['unique|duplicate|constraint|exist|upsert|conflict']),
  pylib('sqlalchemy', 'no-result', 'from sqlalchemy import create_engine, text\ne = create_engine("sqlite://")\nwith e.connect() as c:\n    c.execute(text("create table u (id int)"))\n    c.execute(text("select id from u")).one()\n', ['one_or_none|first|no row|empty|exist|scalar|result']),
  pylib('sqlalchemy', 'dialect-missing', 'from sqlalchemy import create_engine\ncreate_engine("mysql://u:p@localhost/db")\n', ['MySQLdb|mysqlclient|driver|pymysql|install|module|DBAPI']),

  // ---- Flask
  pylib('flask', 'outside-app-context', 'from flask import Flask, current_app\napp = Flask(__name__)\nprint(current_app.name)\n', ['app_context|application context|with app|context']),
  pylib('flask', 'url-for-build-error', 'from flask import Flask, url_for\napp = Flask(__name__)\n@app.route("/")\ndef index():\n    return "ok"\nwith app.test_request_context():\n    print(url_for("home"))\n', ['endpoint|url_for|route|function name|index|typo|BuildError']),
  pylib('flask', 'template-not-found', 'from flask import Flask, render_template\napp = Flask(__name__)\n@app.route("/")\ndef index():\n    return render_template("index.html")\napp.testing = True\nprint(app.test_client().get("/").status_code)\n', ['templates|template folder|directory|path|template_folder']),
  pylib('flask', 'duplicate-endpoint', 'from flask import Flask\napp = Flask(__name__)\ndef wrap(f):\n    def inner():\n        return f()\n    return inner\n@app.route("/a")\n@wrap\ndef a():\n    return "a"\n@app.route("/b")\n@wrap\ndef b():\n    return "b"\n', ['endpoint|functools\\.wraps|wraps|overwrit|same name|unique']),

  // ---- Django
  pylib('django', 'settings-not-configured', 'from django.conf import settings\nprint(settings.DEBUG)\n', ['DJANGO_SETTINGS_MODULE|settings\\.configure|settings module|environment']),
  pylib('django', 'apps-not-ready', 'from django.conf import settings\nsettings.configure(INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes"])\nfrom django.contrib.auth.models import User\n', ['django\\.setup|setup\\(\\)|apps|loaded|ready']),
  pylib('django', 'secret-key-missing', 'import django\nfrom django.conf import settings\nsettings.configure()\ndjango.setup()\nfrom django.core.signing import dumps\nprint(dumps({"a": 1}))\n', ['SECRET_KEY|secret key|settings']),
  pylib('django', 'template-syntax', 'import django\nfrom django.conf import settings\nsettings.configure(TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates"}])\ndjango.setup()\nfrom django.template import Template\nTemplate("{% if x %}yes")\n', ['endif|close|block|tag|template|syntax']),

  // ---- Jinja2
  pylib('jinja2', 'undefined-strict', 'from jinja2 import Environment, StrictUndefined\nenv = Environment(undefined=StrictUndefined)\nprint(env.from_string("Hello {{ user.name }}").render())\n', ['undefined|pass|context|render|variable|user|default']),
  pylib('jinja2', 'syntax-endfor', 'from jinja2 import Environment\nEnvironment().from_string("{% for x in xs %}{{ x }}")\n', ['endfor|close|block|end of template|tag|syntax']),
  pylib('jinja2', 'unknown-filter', 'from jinja2 import Environment\nEnvironment().from_string("{{ x | shout }}")\n', ['filter|register|env\\.filters|typo|(not|un)defined|exist']),

  // ---- Express
  npmlib('express', 'route-callback-undefined', 'const express = require("express");\nconst handlers = {};\nconst app = express();\napp.get("/", handlers.index);\n', ['callback|handler|function|undefined|export|import|typo']),
  npmlib('express', 'router-use-object', 'const express = require("express");\nconst routes = { users: express.Router() };\nconst app = express();\napp.use("/api", routes);\n', ['middleware|function|Router|export|module\\.exports|object']),
  npmlib('express', 'headers-sent', 'const express = require("express");\nconst app = express();\napp.get("/", (req, res) => { res.send("a"); res.send("b"); });\nconst s = app.listen(0, async () => { await fetch(`http://127.0.0.1:${s.address().port}/`); setTimeout(() => s.close(), 100); });\n', ['headers|sent|return|once|twice|response']),
  npmlib('express', 'bad-json-body', 'const express = require("express");\nconst app = express();\napp.use(express.json());\napp.post("/", (req, res) => res.json(req.body));\nconst s = app.listen(0, async () => { await fetch(`http://127.0.0.1:${s.address().port}/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{bad" }); s.close(); });\n', ['JSON|body|syntax|client|payload|content-type|valid']),

  // ---- ws
  npmlib('ws', 'connect-refused', 'const WebSocket = require("ws");\nconst ws = new WebSocket("ws://127.0.0.1:1/socket");\n', ['refused|running|server|port|listen|error handler|on\\(.error']),
  npmlib('ws', 'send-before-open', 'const WebSocket = require("ws");\nconst wss = new WebSocket.Server({ port: 0 }, () => {\n  const ws = new WebSocket(`ws://127.0.0.1:${wss.address().port}`);\n  ws.send("hi");\n});\n', ['open|CONNECTING|readyState|wait|on\\(.open|event']),

  // ---- axios
  npmlib('axios', 'status-404', 'const axios = require("axios");\naxios.get(`http://127.0.0.1:${process.env.HTTPPORT}/404/users/9`).then((r) => console.log(r.data));\n', ['404|not found|URL|path|endpoint|exist|catch'], { needs: 'http' }),
  npmlib('axios', 'econnrefused', 'const axios = require("axios");\naxios.get("http://127.0.0.1:1/health").then((r) => console.log(r.data));\n', ['refused|running|server|port|listen|start|catch']),
  npmlib('axios', 'status-401', 'const axios = require("axios");\naxios.get(`http://127.0.0.1:${process.env.HTTPPORT}/401/me`).then((r) => console.log(r.data));\n', ['401|auth|token|credential|login|Authorization'], { needs: 'http' }),

  // ---- zod
  npmlib('zod', 'parse-fails', 'const { z } = require("zod");\nconst User = z.object({ name: z.string(), age: z.number() });\nUser.parse({ name: "a", age: "7" });\n', ['number|string|type|schema|coerce|valid|safeParse|age']),
  npmlib('zod', 'missing-field', 'const { z } = require("zod");\nconst Config = z.object({ port: z.number(), host: z.string() });\nConfig.parse({ port: 8080 });\n', ['required|missing|host|optional|schema|field']),

  // ---- jsonwebtoken
  npmlib('jsonwebtoken', 'expired', 'const jwt = require("jsonwebtoken");\nconst t = jwt.sign({ sub: 1, exp: Math.floor(Date.now() / 1000) - 60 }, "s3cret");\njwt.verify(t, "s3cret");\n', ['expir|refresh|new token|exp|clock|log in|re-?authenticat']),
  npmlib('jsonwebtoken', 'invalid-signature', 'const jwt = require("jsonwebtoken");\nconst t = jwt.sign({ sub: 1 }, "one-secret");\njwt.verify(t, "another-secret");\n', ['signature|secret|key|same|match|sign']),
  npmlib('jsonwebtoken', 'secret-missing', 'const jwt = require("jsonwebtoken");\njwt.sign({ sub: 1 }, process.env.JWT_SECRET);\n', ['secret|JWT_SECRET|environment|env|key|set|value']),

  // ---- Ajv
  npmlib('ajv', 'unknown-keyword', 'const Ajv = require("ajv");\nnew Ajv().compile({ type: "object", properties: { a: { type: "string", formatt: "email" } } });\n', ['keyword|strict|typo|format|spell|unknown']),
  npmlib('ajv', 'missing-ref', 'const Ajv = require("ajv");\nnew Ajv().compile({ type: "object", properties: { a: { $ref: "#/definitions/addr" } } });\n', ['\\$ref|reference|resolve|definitions|\\$defs|exist|schema']),
  npmlib('ajv', 'unknown-format', 'const Ajv = require("ajv");\nnew Ajv().compile({ type: "string", format: "email" });\n', ['format|ajv-formats|addFormats|install|unknown']),

  // ---- yaml (npm)
  npmlib('yaml-js', 'bad-indent', 'const YAML = require("yaml");\nYAML.parse("a:\\n  b: 1\\n c: 2\\n");\n', ['indent|space|align|column|syntax']),
  npmlib('yaml-js', 'duplicate-key', 'const YAML = require("yaml");\nYAML.parse("a: 1\\na: 2\\n");\n', ['duplicate|key|unique|once|uniqueKeys']),

  // ---- pg (node-postgres)
  npmlib('pg', 'database-missing', 'const { Client } = require("pg");\nconst c = new Client({ host: "127.0.0.1", port: Number(process.env.PGPORT), user: "postgres", database: "inventory" });\nc.connect().then(() => c.end());\n', ['database|create|createdb|exist|name|typo|connection string'], { needs: 'postgres' }),
  npmlib('pg', 'relation-missing', 'const { Client } = require("pg");\nconst c = new Client({ host: "127.0.0.1", port: Number(process.env.PGPORT), user: "postgres", database: "postgres" });\nc.connect().then(() => c.query("select * from orders")).finally(() => c.end());\n', ['table|relation|migrat|create|exist|schema|search_path'], { needs: 'postgres' }),
  npmlib('pg', 'econnrefused', 'const { Client } = require("pg");\nnew Client({ host: "127.0.0.1", port: 1, user: "postgres" }).connect();\n', ['refused|running|server|port|listen|start|postgres']),
  npmlib('pg', 'parameter-count', 'const { Client } = require("pg");\nconst c = new Client({ host: "127.0.0.1", port: Number(process.env.PGPORT), user: "postgres", database: "postgres" });\nc.connect().then(() => c.query("select $1::int + $2::int", [1])).finally(() => c.end());\n', ['parameter|bind|\\$2|values|argument|placeholder|count'], { needs: 'postgres' }),
];
