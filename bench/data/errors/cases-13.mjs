// The eleventh error set (corpus-eleventh.jsonl): written and collected after all tuning on the
// tenth set, and measured on both halves before any change made for it. What users of a coding
// assistant meet daily, from tools, libraries and situations none of the ten sets uses, with a
// bias to short, terse output (a bare message with no "error" word, a usage line, an exit status
// with one line on stderr) next to ordinary ones: version control other than git (Mercurial,
// Subversion, patch, quilt), terminal tools (tmux, screen, Vim, Emacs, ed), text and media
// converters (iconv, dos2unix, Miller, qpdf, poppler, ImageMagick, FFmpeg, SoX, ExifTool),
// binutils and ldd, more compilers (tcc, Vala, C# with mcs, Raku, CHICKEN Scheme, Clojure, Haxe),
// network clients (netcat, socat, aria2, HTTPie), services checking their setup (memcached,
// supervisor, at, OpenVPN, WireGuard, etcdctl), packaging (lintian, gem, cpanm, opam, cabal,
// pipx, python -m build, twine, Puppet), Python tooling and libraries (yapf, vulture, behave,
// waitress, Tornado, Twisted trial, docopt, pyserial, pyzmq, python-decouple, cryptography,
// PyNaCl, NetworkX, psutil, dateutil, tkinter, pika, SymPy, msgpack, peewee, JMESPath,
// websockets, xmltodict, Mako, Cerberus) and npm packages (nodemon, concurrently, terser, Less,
// CoffeeScript, JSON5, chai, AVA, c8, zx, Luxon, xml2js, csv-parse, amqplib, Nodemailer, jose,
// bcryptjs, class-validator, protobufjs, npm-run-all, wait-on, tsup).
// Same shape as cases-12.mjs. Python cases run Debian's /usr/bin/python3; `tools: true` cases
// need `--tools` (see README.md). Each `expect` was written from knowledge of the tool, without
// looking at the pattern library or the troubleshooter's code, before contextd was run on the
// output.

const c = (family, tool, name, files, cmd, expect, extra = {}) => ({ family, tool, name, files, cmd, expect, ...extra });
const PY = '/usr/bin/python3';
const REFUSED = ['refused|connect|server|running|listen|port'];
const IN_USE = ['address|in use|port|bind|another'];
const NOFILE = ['exist|path|file|found|typo|missing'];
const HGENV = 'export HOME=$PWD/.home HGUSER=dev; mkdir -p .home;';
const SVNENV = 'export HOME=$PWD/.home; mkdir -p .home;';
/** A port held by a plain HTTP server for the length of `cmd` (address-in-use cases). */
const holding = (port, cmd) => `${PY} -m http.server ${port} --bind 127.0.0.1 >/dev/null 2>&1 & P=$!; sleep 1; ${cmd}; S=$?; kill $P; exit $S`;
const py = (family, name, code, expect, extra = {}) => c(family, 'python3', name, { 'app.py': code }, `${PY} app.py`, expect, extra);
const node = (family, name, code, expect, extra = {}) => c(family, 'node', name, { 'app.js': code }, 'node app.js', expect, { tools: true, ...extra });
const nodeBin = (family, tool, name, files, cmd, expect) => c(family, tool, name, files, cmd, expect, { tools: true });

const PATCH_FILE = '--- a/f.txt\n+++ b/f.txt\n@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three\n';
const DEB = (control, extra = '') => `mkdir -p pkg/DEBIAN pkg/usr/bin && printf '${control}' > pkg/DEBIAN/control && printf '#!/bin/sh\\necho hi\\n' > pkg/usr/bin/app && chmod 755 pkg/usr/bin/app ${extra}&& dpkg-deb --root-owner-group -b pkg app.deb >/dev/null && lintian app.deb`;
const CONTROL = 'Package: app\\nVersion: 1.0\\nArchitecture: all\\nMaintainer: Dev <dev@example.com>\\nDescription: an app\\n test\\n';

const RAW = [
  // ---- Mercurial
  c('hg', 'hg', 'no-repo', {}, `${HGENV} hg status`, ['repository|\\.hg|init|clone|directory']),
  c('hg', 'hg', 'nothing-changed', {}, `${HGENV} hg init . && hg commit -m x`, ['nothing|changed|add|no changes|stage']),
  c('hg', 'hg', 'unknown-rev', {}, `${HGENV} hg init . && echo a > a && hg add a && hg commit -qm a && hg update feature-x`, ['revision|branch|bookmark|exist|name|typo']),
  c('hg', 'hg', 'no-default-path', {}, `${HGENV} hg init . && hg push`, ['default|path|remote|repository|configured|hgrc']),
  c('hg', 'hg', 'unknown-command', {}, `${HGENV} hg comit`, ['command|unknown|typo|commit|spell']),
  c('hg', 'hg', 'merge-one-head', {}, `${HGENV} hg init . && echo a > a && hg add a && hg commit -qm a && hg merge`, ['head|merge|nothing|branch']),

  // ---- Subversion
  c('svn', 'svn', 'not-working-copy', {}, `${SVNENV} svn status`, ['working copy|checkout|directory|\\.svn']),
  c('svn', 'svn', 'bad-repo-url', {}, `${SVNENV} svn checkout file://$PWD/nope wc`, ['repository|URL|exist|path|connect|typo']),
  c('svn', 'svn', 'add-missing', {}, `${SVNENV} svnadmin create repo && svn checkout -q file://$PWD/repo wc && cd wc && svn add notes.txt`, ['exist|found|file|path|create|typo']),
  c('svn', 'svn', 'commit-no-editor', {}, `${SVNENV} unset EDITOR VISUAL SVN_EDITOR; svnadmin create repo && svn checkout -q file://$PWD/repo wc && cd wc && echo a > a && svn add -q a && svn commit`, ['editor|message|-m|EDITOR|log']),
  c('svn', 'svn', 'out-of-date', {}, `${SVNENV} svnadmin create repo && svn checkout -q file://$PWD/repo wc1 && svn checkout -q file://$PWD/repo wc2 && (cd wc1 && echo a > a && svn add -q a && svn commit -qm 'first version') && cd wc2 && echo b > a && svn add -q a && svn commit -qm 'second version'`, ['out of date|update|conflict|exist|newer']),

  // ---- patch
  c('patch', 'patch', 'hunk-failed', { 'f.txt': 'one\nzwei\nthree\n', 'fix.diff': PATCH_FILE }, 'patch -p1 --batch < fix.diff', ['hunk|reject|\\.rej|context|match|changed|apply']),
  c('patch', 'patch', 'reversed', { 'f.txt': 'one\nTWO\nthree\n', 'fix.diff': PATCH_FILE }, 'patch -p1 --batch < fix.diff', ['revers|already|applied|-R']),
  c('patch', 'patch', 'garbage', { 'fix.diff': 'this is not a patch\n' }, 'patch -p1 --batch < fix.diff', ['patch|diff|format|garbage|input|valid']),
  c('patch', 'patch', 'wrong-strip', { 'f.txt': 'one\ntwo\nthree\n', 'fix.diff': PATCH_FILE }, 'patch -p0 --batch < fix.diff', ['-p|strip|path|prefix|level|find|directory']),
  c('patch', 'patch', 'malformed', { 'f.txt': 'one\ntwo\nthree\n', 'fix.diff': '--- a/f.txt\n+++ b/f.txt\n@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n' }, 'patch -p1 --batch < fix.diff', ['malformed|patch|truncat|line|count|hunk|corrupt']),

  // ---- quilt
  c('quilt', 'quilt', 'no-series', {}, 'quilt push', ['series|patches|init|directory|quilt new']),
  c('quilt', 'quilt', 'no-applied', { 'patches/series': 'a.diff\n', 'patches/a.diff': PATCH_FILE, 'f.txt': 'one\ntwo\nthree\n' }, 'quilt pop', ['applied|push|no patch|none']),
  c('quilt', 'quilt', 'does-not-apply', { 'patches/series': 'a.diff\n', 'patches/a.diff': PATCH_FILE, 'f.txt': 'one\nzwei\nthree\n' }, 'quilt push', ['apply|-f|force|hunk|refresh|context|changed']),
  c('quilt', 'quilt', 'no-top-refresh', {}, 'mkdir patches && touch patches/series && quilt refresh', ['applied|patch|push|new|none']),

  // ---- tmux
  c('tmux', 'tmux', 'no-server', {}, 'TMUX_TMPDIR=$PWD tmux attach', ['server|session|running|start|new']),
  c('tmux', 'tmux', 'unknown-command', {}, 'export TMUX_TMPDIR=$PWD; tmux new -d -s main && tmux atach; S=$?; tmux kill-server; exit $S', ['command|unknown|typo|attach|ambiguous']),
  c('tmux', 'tmux', 'no-session', {}, 'export TMUX_TMPDIR=$PWD; tmux new -d -s main && tmux kill-session -t work; S=$?; tmux kill-server; exit $S', ['session|name|exist|find|list|ls']),
  c('tmux', 'tmux', 'bad-config', { 'tmux.conf': 'set -g mouse on\nset -g stauts-style bg=blue\n' }, 'export TMUX_TMPDIR=$PWD; tmux -f tmux.conf new -d -s m; S=$?; tmux kill-server 2>/dev/null; exit $S', ['option|unknown|config|tmux\\.conf|typo|status']),
  c('tmux', 'tmux', 'duplicate-session', {}, 'export TMUX_TMPDIR=$PWD; tmux new -d -s main && tmux new -d -s main; S=$?; tmux kill-server; exit $S', ['duplicate|exist|session|attach|name']),

  // ---- screen
  c('screen', 'screen', 'nothing-to-resume', {}, 'mkdir -m 700 .s && SCREENDIR=$PWD/.s script -qec "screen -r" /dev/null', ['session|screen|resum|running|-ls|start']),
  c('screen', 'screen', 'no-terminal', {}, 'SCREENDIR=$PWD/.s screen -S work', ['terminal|tty|-d|-m|detach|interactive']),
  c('screen', 'screen', 'no-such-session', {}, 'mkdir -m 700 .s && SCREENDIR=$PWD/.s script -qec "screen -r work" /dev/null', ['session|screen|resum|running|-ls|exist']),

  // ---- Vim
  c('vim', 'vim', 'not-editor-command', { 'vimrc': 'set number\nsett tabstop=4\n' }, 'vim -u vimrc -es -V1 -c "qa!" </dev/null; exit 1', ['command|vimrc|typo|set|E492']),
  c('vim', 'vim', 'unknown-option', { 'vimrc': 'set tabstops=4\n' }, 'vim -u vimrc -es -V1 -c "qa!" </dev/null; exit 1', ['option|unknown|typo|tabstop|vimrc|E518']),
  c('vim', 'vim', 'swap-exists', { 'notes.txt': 'a\n' }, 'vim -u NONE -es -c "w" notes.txt </dev/null & sleep 0.5; printf "b0VIM 9.0" > .notes.txt.swp; vim -u NONE -es -V1 -c "qa!" notes.txt </dev/null; exit 1', ['swap|another|recover|\\.swp|delete|open']),
  c('vim', 'vim', 'undefined-function', { 'vimrc': 'call SetupPlugins()\n' }, 'vim -u vimrc -es -V1 -c "qa!" </dev/null; exit 1', ['function|defin|plugin|unknown|E117|load']),

  // ---- Emacs
  c('emacs', 'emacs', 'void-variable', { 'init.el': '(setq indent-tabs-mode nil)\n(message "%s" my-theme)\n' }, 'emacs --batch -Q -l init.el', ['variable|void|defin|setq|defvar|load|require']),
  c('emacs', 'emacs', 'void-function', { 'init.el': '(use-package magit)\n' }, 'emacs --batch -Q -l init.el', ['function|void|defin|install|package|require|use-package']),
  c('emacs', 'emacs', 'cannot-load', { 'init.el': "(require 'evil)\n" }, 'emacs --batch -Q -l init.el', ['install|package|load-path|load|exist|require|find']),
  c('emacs', 'emacs', 'eof-parsing', { 'init.el': '(setq fill-column 80\n(setq tab-width 4)\n' }, 'emacs --batch -Q -l init.el', ['paren|parenthes|unbalanced|end of file|close|syntax|missing']),
  c('emacs', 'emacs', 'wrong-type', { 'init.el': '(setq fill-column (+ "80" 1))\n' }, 'emacs --batch -Q -l init.el', ['type|number|string|argument|convert']),

  // ---- ed
  c('ed', 'ed', 'no-file', {}, 'printf "p\\nq\\n" | ed -s notes.txt', ['exist|file|path|create|found']),
  c('ed', 'ed', 'bad-address', { 'f.txt': 'a\n' }, 'printf "5p\\nq\\n" | ed -s f.txt', ['address|line|range|invalid|H|help']),
  c('ed', 'ed', 'unknown-command', { 'f.txt': 'a\n' }, 'printf "x\\nQ\\n" | ed -s -v f.txt', ['command|unknown|invalid|help|put|buffer']),

  // ---- iconv
  c('iconv', 'iconv', 'illegal-sequence', {}, "printf 'caf\\xe9 au lait\\n' > in.txt && iconv -f UTF-8 -t ASCII in.txt", ['encoding|UTF-8|Latin|ISO-8859|input|sequence|charset|-f|//TRANSLIT']),
  c('iconv', 'iconv', 'unsupported', {}, 'echo a | iconv -f UTF8 -t LATIN-9X', ['encoding|support|name|-l|list|typo|charset']),
  c('iconv', 'iconv', 'incomplete', {}, "printf 'ab\\xc3' > in.txt && iconv -f UTF-8 -t UTF-16 in.txt > out.txt", ['incomplete|truncat|end|encoding|input|UTF-8']),
  c('iconv', 'iconv', 'no-input', {}, 'iconv -f UTF-8 -t ASCII input.txt', NOFILE),

  // ---- dos2unix
  c('dos2unix', 'dos2unix', 'binary', {}, "printf 'a\\0b\\r\\n' > data.bin && dos2unix data.bin", ['binary|-f|force|text|skip']),
  c('dos2unix', 'dos2unix', 'missing', {}, 'dos2unix script.sh', NOFILE),
  c('dos2unix', 'dos2unix', 'bad-option', {}, 'dos2unix --keep-date x.sh', ['option|unknown|flag|help|-k']),

  // ---- Miller
  c('miller', 'mlr', 'ragged', { 'a.csv': 'name,age\nann,30,extra\n' }, 'mlr --icsv --ojson cat a.csv', ['field|column|header|length|ragged|row|CSV']),
  c('miller', 'mlr', 'bad-option', { 'a.csv': 'a\n1\n' }, 'mlr --icssv cat a.csv', ['option|flag|typo|unknown|--icsv|help']),
  c('miller', 'mlr', 'bad-verb', { 'a.csv': 'a\n1\n' }, 'mlr --icsv sortt -f a a.csv', ['verb|command|unknown|typo|sort']),
  c('miller', 'mlr', 'dsl-parse', { 'a.csv': 'a\n1\n' }, "mlr --icsv put '$b = $a +' a.csv", ['parse|syntax|expression|put|DSL|token']),
  c('miller', 'mlr', 'missing-file', {}, 'mlr --icsv cat data.csv', NOFILE),

  // ---- qpdf
  c('qpdf', 'qpdf', 'not-pdf', { 'doc.pdf': '<html>not a pdf</html>\n' }, 'qpdf --check doc.pdf', ['PDF|header|damaged|corrupt|HTML|download|file']),
  c('qpdf', 'qpdf', 'missing', {}, 'qpdf --decrypt in.pdf out.pdf', NOFILE),
  c('qpdf', 'qpdf', 'bad-range', {}, 'qpdf --empty --pages /usr/share/doc/qpdf/*.pdf 9-12 -- out.pdf 2>&1 || (printf "%%PDF-1.4\\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\\ntrailer<</Root 1 0 R>>\\n%%%%EOF\\n" > one.pdf && qpdf --empty --pages one.pdf 3-5 -- out.pdf)', ['page|range|number|exist|only|pages']),
  c('qpdf', 'qpdf', 'bad-option', {}, 'qpdf --linearise in.pdf out.pdf', ['option|unknown|typo|--linearize|help|argument']),

  // ---- poppler (pdftotext, pdfinfo)
  c('poppler', 'pdftotext', 'not-pdf', { 'doc.pdf': 'PK\x03\x04 not a pdf\n' }, 'pdftotext doc.pdf out.txt', ['PDF|trailer|damaged|corrupt|file|format|valid']),
  c('poppler', 'pdftotext', 'missing', {}, 'pdftotext report.pdf', NOFILE),
  c('poppler', 'pdfinfo', 'empty', {}, 'touch empty.pdf && pdfinfo empty.pdf', ['empty|PDF|damaged|corrupt|download|trailer|file']),
  c('poppler', 'pdfunite', 'too-few', {}, 'pdfunite a.pdf', ['usage|argument|file|output|two|more']),

  // ---- ImageMagick
  c('imagemagick', 'convert', 'missing', {}, 'convert photo.png photo.jpg', NOFILE),
  c('imagemagick', 'convert', 'not-image', { 'photo.png': 'hello\n' }, 'convert photo.png photo.jpg', ['image|header|format|corrupt|PNG|file|decode']),
  c('imagemagick', 'convert', 'bad-geometry', {}, 'convert -size 10x10 xc:white -resize abc out.png', ['geometry|argument|resize|invalid|size|format']),
  c('imagemagick', 'convert', 'pdf-policy', {}, 'printf "%%PDF-1.4\\n%%%%EOF\\n" > a.pdf && convert a.pdf a.png', ['policy|security|PDF|policy\\.xml|ghostscript|allow']),
  c('imagemagick', 'identify', 'no-delegate', { 'a.xyz123': 'data\n' }, 'identify a.xyz123', ['format|delegate|decode|image|support|extension']),

  // ---- FFmpeg
  c('ffmpeg', 'ffmpeg', 'missing', {}, 'ffmpeg -hide_banner -i clip.mp4 out.webm', NOFILE),
  c('ffmpeg', 'ffmpeg', 'invalid-data', { 'clip.mp4': 'not a video\n' }, 'ffmpeg -hide_banner -i clip.mp4 out.webm', ['corrupt|format|invalid|file|video|container|data']),
  c('ffmpeg', 'ffmpeg', 'unknown-encoder', {}, 'ffmpeg -hide_banner -f lavfi -i sine=d=0.1 -c:a libfdk_aac out.m4a', ['encoder|codec|support|build|install|enable|aac']),
  c('ffmpeg', 'ffmpeg', 'exists', {}, 'touch out.wav && ffmpeg -hide_banner -nostdin -f lavfi -i sine=d=0.1 out.wav', ['exist|overwrite|-y|-n|file']),
  c('ffmpeg', 'ffmpeg', 'bad-option', {}, 'ffmpeg -hide_banner -i x.mp4 -crf-level 20 out.mp4', ['option|unknown|typo|-crf|argument']),
  c('ffmpeg', 'ffmpeg', 'no-output', {}, 'ffmpeg -hide_banner -f lavfi -i sine=d=0.1', ['output|file|specif|argument|missing']),

  // ---- SoX
  c('sox', 'sox', 'missing', {}, 'sox in.wav out.wav', NOFILE),
  c('sox', 'sox', 'no-handler', {}, 'sox -n out.xyz synth 0.1 sine 440', ['format|extension|handler|type|-t|support']),
  c('sox', 'sox', 'bad-effect', {}, 'sox -n out.wav synth 0.1 sine 440 revrb', ['effect|unknown|typo|reverb|name']),
  c('sox', 'sox', 'not-audio', { 'in.wav': 'text\n' }, 'sox in.wav out.flac', ['header|WAV|format|RIFF|corrupt|audio|file']),

  // ---- ExifTool
  c('exiftool', 'exiftool', 'missing', {}, 'exiftool photo.jpg', NOFILE),
  c('exiftool', 'exiftool', 'not-image', { 'photo.jpg': 'text\n' }, 'exiftool -Artist=me photo.jpg', ['format|file|JPEG|image|corrupt|type|write']),
  c('exiftool', 'exiftool', 'bad-tag', {}, 'convert -size 2x2 xc:red p.jpg && exiftool -Artst=me p.jpg', ['tag|typo|exist|name|writable|unknown']),

  // ---- binutils
  c('binutils', 'nm', 'missing', {}, 'nm a.out', NOFILE),
  c('binutils', 'nm', 'not-object', { 'lib.o': 'text\n' }, 'nm lib.o', ['format|object|ELF|file|architecture|compile|recogni']),
  c('binutils', 'readelf', 'not-elf', { 'app': '#!/bin/sh\necho hi\n' }, 'readelf -h app', ['ELF|magic|format|script|binary|file']),
  c('binutils', 'objdump', 'no-option', {}, 'printf "int main(){return 0;}" > m.c && gcc -c m.c && objdump m.o', ['option|-d|-x|-h|usage|argument|specif']),
  c('binutils', 'strip', 'strip-not-object', { 'tool': 'text\n' }, 'strip tool', ['format|object|ELF|file|recogni|binary']),
  c('binutils', 'ar', 'not-archive', { 'libx.a': 'text\n' }, 'ar t libx.a', ['archive|format|file|recogni|malformed|\\.a']),

  // ---- ldd
  c('ldd', 'ldd', 'script', { 'run.sh': '#!/bin/sh\necho hi\n' }, 'ldd run.sh', ['dynamic|executable|script|binary|static|ELF']),
  c('ldd', 'ldd', 'missing', {}, 'ldd ./server', NOFILE),
  c('ldd', 'ldd', 'missing-lib', {}, 'printf "int f(void);int main(){return f();}" > m.c && printf "int f(void){return 0;}" > f.c && gcc -shared -fPIC -o libf.so f.c && gcc m.c -L. -lf -o app && ./app', ['LD_LIBRARY_PATH|library|shared|ldconfig|install|path|libf']),

  // ---- tcc
  c('tcc', 'tcc', 'undeclared', { 'a.c': 'int main(void) {\n  return count;\n}\n' }, 'tcc -c a.c', ['declar|undeclared|defin|variable|count|typo']),
  c('tcc', 'tcc', 'missing-semicolon', { 'a.c': 'int main(void) {\n  int x = 1\n  return x;\n}\n' }, 'tcc -c a.c', ['semicolon|;|expected|syntax']),
  c('tcc', 'tcc', 'no-file', {}, 'tcc -run main.c', NOFILE),
  c('tcc', 'tcc', 'undefined-symbol', { 'a.c': 'int helper(void);\nint main(void) { return helper(); }\n' }, 'tcc -o a a.c', ['undefined|symbol|link|defin|helper|library']),
  c('tcc', 'tcc', 'include', { 'a.c': '#include "config.h"\nint main(void) { return 0; }\n' }, 'tcc -c a.c', ['include|header|-I|path|exist|find|config\\.h']),

  // ---- Vala
  c('vala', 'valac', 'unknown-name', { 'a.vala': 'void main () {\n  print ("%d\\n", count);\n}\n' }, 'valac a.vala', ['name|exist|declar|defin|count|typo']),
  c('vala', 'valac', 'missing-package', { 'a.vala': 'void main () { var w = new Gtk.Window (); }\n' }, 'valac --pkg gtk+-9.0 a.vala', ['package|--pkg|install|vapi|dev|found']),
  c('vala', 'valac', 'type-mismatch', { 'a.vala': 'void main () {\n  int n = "five";\n}\n' }, 'valac a.vala', ['type|convert|string|int|assign']),
  c('vala', 'valac', 'syntax', { 'a.vala': 'void main () {\n  print ("a")\n}\n' }, 'valac a.vala', ['semicolon|;|expected|syntax']),

  // ---- C# (mcs)
  c('csharp', 'mcs', 'unknown-name', { 'A.cs': 'class A { static void Main() { System.Console.WriteLine(count); } }\n' }, 'mcs A.cs', ['name|exist|declar|defin|count|context']),
  c('csharp', 'mcs', 'missing-semicolon', { 'A.cs': 'class A {\n  static void Main() {\n    int x = 1\n  }\n}\n' }, 'mcs A.cs', ['semicolon|;|expected|syntax']),
  c('csharp', 'mcs', 'type-not-found', { 'A.cs': 'class A { static void Main() { var c = new HttpClient(); } }\n' }, 'mcs A.cs', ['using|namespace|reference|assembly|type|-r|missing']),
  c('csharp', 'mcs', 'convert', { 'A.cs': 'class A { static void Main() { int n = "5"; } }\n' }, 'mcs A.cs', ['convert|type|string|int|cast|Parse']),
  c('csharp', 'mcs', 'no-main', { 'A.cs': 'class A { }\n' }, 'mcs A.cs', ['Main|entry|-target|library|method']),
  c('csharp', 'mono', 'missing-exe', {}, 'mono app.exe', NOFILE),

  // ---- Raku
  c('raku', 'raku', 'undeclared-routine', { 'a.raku': 'say greet("x");\n' }, 'raku a.raku', ['routine|declar|defin|sub|greet|typo']),
  c('raku', 'raku', 'undeclared-var', { 'a.raku': 'say $total;\n' }, 'raku a.raku', ['variable|declar|my|\\$total|typo']),
  c('raku', 'raku', 'no-method', { 'a.raku': 'my $n = 5;\nsay $n.uppercase;\n' }, 'raku a.raku', ['method|type|Int|exist|uc']),
  c('raku', 'raku', 'missing-module', { 'a.raku': 'use JSON::Fast;\nsay 1;\n' }, 'raku a.raku', ['module|install|zef|-I|lib|found']),
  c('raku', 'raku', 'type-check', { 'a.raku': 'my Int $n = "five";\n' }, 'raku a.raku', ['type|Int|Str|assign|convert']),

  // ---- CHICKEN Scheme
  c('chicken', 'csi', 'unbound', { 'a.scm': '(display (greet "x"))\n' }, 'csi -s a.scm', ['unbound|defin|variable|greet|typo|import']),
  c('chicken', 'csi', 'bad-type', { 'a.scm': '(display (car 42))\n' }, 'csi -s a.scm', ['type|argument|pair|list|car']),
  c('chicken', 'csc', 'missing-paren', { 'a.scm': '(define (f x)\n  (+ x 1)\n' }, 'csc a.scm', ['paren|parenthes|close|balance|end of file|EOF|missing']),
  c('chicken', 'csi', 'missing-egg', { 'a.scm': '(import srfi-180)\n' }, 'csi -s a.scm', ['egg|install|chicken-install|module|import|exist|extension']),

  // ---- Clojure
  c('clojure', 'clojure', 'unresolved', { 'a.clj': '(println (greet "x"))\n' }, 'clojure a.clj', ['symbol|resolve|defin|declare|greet|typo|require']),
  c('clojure', 'clojure', 'arity', { 'a.clj': '(defn f [a b] (+ a b))\n(println (f 1))\n' }, 'clojure a.clj', ['arg|arity|number|wrong|parameter']),
  c('clojure', 'clojure', 'class-cast', { 'a.clj': '(println (+ 1 "2"))\n' }, 'clojure a.clj', ['type|cast|String|Number|parse|convert']),
  c('clojure', 'clojure', 'no-namespace', { 'a.clj': "(require '[cheshire.core :as json])\n" }, 'clojure a.clj', ['classpath|namespace|depend|deps|install|require|find']),
  c('clojure', 'clojure', 'eof', { 'a.clj': '(defn f [x]\n  (inc x)\n' }, 'clojure a.clj', ['EOF|paren|parenthes|close|balance|missing|unmatched']),

  // ---- Haxe
  c('haxe', 'haxe', 'unknown-ident', { 'Main.hx': 'class Main {\n  static function main() {\n    trace(count);\n  }\n}\n' }, 'haxe --main Main --interp', ['identifier|declar|defin|count|typo']),
  c('haxe', 'haxe', 'type', { 'Main.hx': 'class Main {\n  static function main() {\n    var n:Int = "x";\n  }\n}\n' }, 'haxe --main Main --interp', ['type|String|Int|assign|convert']),
  c('haxe', 'haxe', 'no-main-class', {}, 'haxe --main App --interp', ['class|module|found|file|path|-cp|name']),
  c('haxe', 'haxe', 'missing-lib', { 'Main.hx': 'class Main { static function main() {} }\n' }, 'haxe --library heaps --main Main --interp', ['library|install|haxelib|setup']),

  // ---- netcat
  c('netcat', 'nc', 'zero-scan-closed', {}, 'nc -z 127.0.0.1 9', REFUSED),
  c('netcat', 'nc', 'refused-verbose', {}, 'nc -v -w 2 127.0.0.1 9 </dev/null', REFUSED),
  c('netcat', 'nc', 'listen-in-use', {}, holding(56881, 'timeout 5 nc -l 127.0.0.1 56881'), IN_USE),
  c('netcat', 'nc', 'bad-host', {}, 'nc -w 2 db.nonexistent-host.invalid 5432 </dev/null', ['host|name|resolve|DNS|typo|exist']),

  // ---- socat
  c('socat', 'socat', 'refused', {}, 'socat - TCP:127.0.0.1:9 </dev/null', REFUSED),
  c('socat', 'socat', 'in-use', {}, holding(56882, 'timeout 5 socat TCP-LISTEN:56882,bind=127.0.0.1 -'), IN_USE),
  c('socat', 'socat', 'bad-address', {}, 'socat - TPC:127.0.0.1:80 </dev/null', ['address|type|unknown|TCP|typo|syntax']),
  c('socat', 'socat', 'no-unix-socket', {}, 'socat - UNIX-CONNECT:/run/app.sock </dev/null', ['socket|exist|running|path|start|file']),

  // ---- aria2
  c('aria2', 'aria2c', 'refused', {}, 'aria2c --max-tries=1 --console-log-level=error http://127.0.0.1:9/file.tar.gz', REFUSED),
  c('aria2', 'aria2c', 'not-found', {}, `${PY} -m http.server 56883 --bind 127.0.0.1 >/dev/null 2>&1 & P=$!; sleep 1; aria2c --max-tries=1 --console-log-level=error http://127.0.0.1:56883/missing.tar.gz; S=$?; kill $P; exit $S`, ['404|found|URL|exist|path|typo']),
  c('aria2', 'aria2c', 'bad-option', {}, 'aria2c --max-conections=4 http://127.0.0.1/', ['option|unknown|typo|connection|help']),

  // ---- HTTPie
  c('httpie', 'http', 'refused', {}, 'http --ignore-stdin GET http://127.0.0.1:9/api', REFUSED),
  c('httpie', 'http', 'check-status-404', {}, `${PY} -m http.server 56884 --bind 127.0.0.1 >/dev/null 2>&1 & P=$!; sleep 1; http --ignore-stdin --check-status -b GET http://127.0.0.1:56884/api/users; S=$?; kill $P; exit $S`, ['404|found|URL|path|route|exist']),
  c('httpie', 'http', 'bad-json-item', {}, 'http --ignore-stdin --offline POST example.org/api count:=abc', ['JSON|:=|value|raw|quote|string|syntax']),
  c('httpie', 'http', 'bad-method-url', {}, 'http --ignore-stdin GETT http://127.0.0.1:9/', ['method|URL|GET|typo|host|resolve|refused|connect']),

  // ---- memcached
  c('memcached', 'memcached', 'root', {}, 'memcached -p 56885 -l 127.0.0.1', ['root|-u|user']),
  c('memcached', 'memcached', 'in-use', {}, holding(56886, 'timeout 5 memcached -u nobody -p 56886 -l 127.0.0.1'), IN_USE),
  c('memcached', 'memcached', 'bad-option', {}, 'memcached -u nobody --max-memroy=64', ['option|unknown|typo|memory|help|-m']),

  // ---- supervisor
  c('supervisor', 'supervisorctl', 'no-socket', { 'supervisord.conf': '[unix_http_server]\nfile=%(here)s/supervisor.sock\n\n[supervisorctl]\nserverurl=unix://%(here)s/supervisor.sock\n\n[rpcinterface:supervisor]\nsupervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface\n' }, 'supervisorctl -c supervisord.conf status', ['running|start|supervisord|socket|server|exist']),
  c('supervisor', 'supervisord', 'no-section', { 'supervisord.conf': '[program:web]\ncommand=/bin/true\n' }, 'supervisord -n -c supervisord.conf', ['section|\\[supervisord\\]|config|missing']),
  c('supervisor', 'supervisord', 'no-config', {}, 'cd /tmp && supervisord -n -c /home/dev/app/nope.conf', NOFILE),
  c('supervisor', 'supervisord', 'bad-value', { 'supervisord.conf': '[supervisord]\nlogfile=%(here)s/s.log\npidfile=%(here)s/s.pid\n\n[program:web]\ncommand=/bin/true\nautorestart=sometimes\n' }, 'supervisord -n -c supervisord.conf', ['value|autorestart|true|false|unexpected|config|invalid']),

  // ---- at
  c('at', 'at', 'garbled-time', {}, 'echo "echo hi" | at tomorow 10am', ['time|format|spec|typo|tomorrow|syntax']),
  c('at', 'at', 'past', {}, 'echo "echo hi" | at 10:00 2001-01-01', ['past|time|date|future']),
  c('at', 'atq', 'no-daemon', {}, 'echo "echo hi" | at now + 1 hour; atrm 99999', ['atd|daemon|running|start|service|job|exist']),

  // ---- OpenVPN
  c('openvpn', 'openvpn', 'unknown-option', { 'client.conf': 'client\ndev tun\nremotee vpn.example.com 1194\n' }, 'openvpn --config client.conf --verb 1', ['option|unknown|typo|remote|config|parameter']),
  c('openvpn', 'openvpn', 'missing-ca', { 'client.conf': 'client\ndev tun\nremote vpn.example.com 1194\nca ca.crt\n' }, 'openvpn --config client.conf --verb 1', ['ca|certificate|file|exist|path|missing']),
  c('openvpn', 'openvpn', 'no-config', {}, 'openvpn --config office.ovpn', NOFILE),

  // ---- WireGuard
  c('wireguard', 'wg', 'bad-key', {}, 'echo notakey | wg pubkey', ['key|base64|length|format|genkey']),
  c('wireguard', 'wg', 'bad-config-line', { 'wg0.conf': '[Interface]\nPrivateKey = 8GboYh0YF3q/hJhoPFoL3HM/ObgOuC8YI6UXWsgWL2M=\nListenPort = 51820\nAdress = 10.0.0.1/24\n' }, 'wg setconf wg0 wg0.conf', ['Address|wg-quick|config|line|unrecogni|key|typo']),
  c('wireguard', 'wg', 'no-interface', {}, 'wg show wg9', ['interface|exist|device|permission|root|create|module']),

  // ---- etcdctl
  c('etcd', 'etcdctl', 'refused', {}, 'ETCDCTL_API=3 etcdctl --endpoints=127.0.0.1:9 --dial-timeout=2s get foo', ['refused|connect|server|running|endpoint|deadline|timeout']),
  c('etcd', 'etcdctl', 'bad-command', {}, 'ETCDCTL_API=3 etcdctl gett foo', ['command|unknown|typo|get|help']),
  c('etcd', 'etcdctl', 'missing-arg', {}, 'ETCDCTL_API=3 etcdctl put onlykey', ['argument|value|usage|put|expects']),

  // ---- lintian
  c('lintian', 'lintian', 'no-copyright', {}, DEB(CONTROL), ['copyright|debian/copyright|usr/share/doc']),
  c('lintian', 'lintian', 'bad-maintainer', {}, DEB(CONTROL.replace('Dev <dev@example.com>', 'dev')), ['maintainer|address|email|format']),
  c('lintian', 'lintian', 'no-description', {}, DEB('Package: app\\nVersion: 1.0\\nArchitecture: all\\nMaintainer: Dev <dev@example.com>\\n'), ['description|field|control|missing']),
  c('lintian', 'lintian', 'missing-file', {}, 'lintian app_1.0_all.deb', NOFILE),

  // ---- RubyGems
  c('gem', 'gem', 'offline-install', {}, 'HOME=$PWD gem install --no-document nokogiri-fake-gem', ['network|download|rubygems|connect|source|exist|name|typo|offline']),
  c('gem', 'gem', 'bad-gemspec', { 'app.gemspec': 'Gem::Specification.new do |s|\n  s.name = "app"\n  s.version = "0.1.0"\n  s.authors = ["Dev"]\nend\n' }, 'gem build app.gemspec', ['summary|missing|attribute|gemspec|files|required']),
  c('gem', 'gem', 'no-gemspec', {}, 'gem build app.gemspec', NOFILE),
  c('gem', 'gem', 'not-installed', {}, 'gem uninstall -x left-pad-gem-xyz', ['installed|gem|name|exist|typo']),

  // ---- cpanminus
  c('cpanm', 'cpanm', 'offline', {}, 'HOME=$PWD cpanm --mirror http://127.0.0.1:9/ --mirror-only JSON::XS::NotReal', ['network|mirror|connect|module|find|exist|name|typo|offline|refused']),
  c('cpanm', 'cpanm', 'bad-option', {}, 'HOME=$PWD cpanm --notests-please Foo', ['option|unknown|typo|--notest|help']),
  c('cpanm', 'cpanm', 'missing-dist', {}, 'HOME=$PWD cpanm ./Foo-1.0.tar.gz', NOFILE),

  // ---- opam
  c('opam', 'opam', 'not-initialised', {}, 'HOME=$PWD OPAMROOT=$PWD/.opam opam install dune', ['init|initiali|opam init|setup']),
  c('opam', 'opam', 'bad-opam-file', { 'app.opam': 'opam-version: "2.0"\nname: "app"\ndepends: [ "dune" {>= 3.0} ]\nbuild [\n' }, 'HOME=$PWD OPAMROOT=$PWD/.opam opam lint app.opam', ['syntax|parse|opam|file|bracket|close|field|error']),

  // ---- cabal
  c('cabal', 'cabal', 'no-cabal-file', {}, 'HOME=$PWD cabal build', ['cabal file|\\.cabal|project|init|directory']),
  c('cabal', 'cabal', 'unknown-package', { 'app.cabal': 'cabal-version: 2.4\nname: app\nversion: 0.1.0\n\nexecutable app\n  main-is: Main.hs\n  build-depends: base, aeson-not-real\n  default-language: Haskell2010\n', 'Main.hs': 'main = pure ()\n' }, 'HOME=$PWD cabal build --offline', ['package|depend|update|index|install|exist|resolve|cabal update']),
  c('cabal', 'cabal', 'parse', { 'app.cabal': 'cabal-version: 2.4\nname: app\nversion 0.1.0\n' }, 'HOME=$PWD cabal build', ['parse|syntax|field|colon|:|\\.cabal|version']),
  c('cabal', 'cabal', 'bad-command', {}, 'HOME=$PWD cabal biuld', ['command|unknown|typo|build|help']),

  // ---- pipx
  c('pipx', 'pipx', 'not-installed', {}, 'HOME=$PWD PIPX_HOME=$PWD/.pipx pipx uninstall black-not-here', ['installed|package|name|list|exist']),
  c('pipx', 'pipx', 'bad-command', {}, 'HOME=$PWD PIPX_HOME=$PWD/.pipx pipx instal black', ['command|choice|typo|install|help']),
  c('pipx', 'pipx', 'run-missing-app', {}, 'HOME=$PWD PIPX_HOME=$PWD/.pipx PIP_INDEX_URL=http://127.0.0.1:9/simple pipx run --no-cache cowsay-not-real', ['network|index|connect|install|package|find|exist|refused|pip']),

  // ---- python -m build
  c('pybuild', 'python3', 'not-project', {}, `${PY} -m build --no-isolation`, ['pyproject|setup\\.py|project|directory']),
  c('pybuild', 'python3', 'backend-missing', { 'pyproject.toml': '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "app"\nversion = "0.1"\n' }, `${PY} -m build --no-isolation`, ['backend|install|hatchling|requires|isolation|module']),
  c('pybuild', 'python3', 'bad-toml', { 'pyproject.toml': '[project]\nname = "app\nversion = "0.1"\n' }, `${PY} -m build --no-isolation`, ['TOML|pyproject|syntax|quote|string|parse']),

  // ---- twine
  c('twine', 'twine', 'no-dist', {}, 'twine check dist/*', ['dist|file|build|exist|pattern|found']),
  c('twine', 'twine', 'bad-readme', {}, `mkdir -p app && printf 'from setuptools import setup\\nsetup(name="app", version="0.1", long_description="Title\\n===\\n\\n.. bogus-directive::\\n", long_description_content_type="text/x-rst")\\n' > setup.py && ${PY} setup.py -q sdist 2>/dev/null && twine check dist/*`, ['description|README|rst|markup|render|syntax|directive|long_description']),
  c('twine', 'twine', 'upload-refused', {}, `printf 'from setuptools import setup\\nsetup(name="app", version="0.1")\\n' > setup.py && ${PY} setup.py -q sdist 2>/dev/null && twine upload --non-interactive -u u -p p --repository-url http://127.0.0.1:9/legacy/ dist/*`, REFUSED),

  // ---- yapf
  c('yapf', 'yapf3', 'diff', { 'app.py': 'x = {  "a":1 }\ndef f( a ):\n  return a\n' }, 'yapf3 --diff app.py', ['format|yapf|-i|in-place|style|reformat']),
  c('yapf', 'yapf3', 'syntax', { 'app.py': 'def f(:\n    pass\n' }, 'yapf3 app.py', ['syntax|parse|invalid|token|line']),
  c('yapf', 'yapf3', 'bad-style', { 'app.py': 'x = 1\n' }, 'yapf3 --style=googel app.py', ['style|unknown|typo|google|pep8|config']),

  // ---- vulture
  c('vulture', 'vulture', 'unused-import', { 'app.py': 'import os\nimport sys\nprint(sys.argv)\n' }, 'vulture app.py', ['unused|import|remove|os']),
  c('vulture', 'vulture', 'unused-function', { 'app.py': 'def helper():\n    return 1\n\ndef main():\n    return 2\n\nmain()\n' }, 'vulture app.py', ['unused|function|remove|whitelist|dead']),
  c('vulture', 'vulture', 'unreachable', { 'app.py': 'def f():\n    return 1\n    print("never")\n\nf()\n' }, 'vulture app.py', ['unreachable|return|dead|remove|after']),
  c('vulture', 'vulture', 'syntax', { 'app.py': 'def f(\n' }, 'vulture app.py', ['syntax|parse|invalid|paren|line']),

  // ---- behave
  c('behave', 'behave', 'undefined-step', { 'features/a.feature': 'Feature: login\n  Scenario: ok\n    Given a user named "ann"\n', 'features/steps/steps.py': 'from behave import given\n' }, 'behave --no-color features', ['undefined|step|implement|definition|snippet']),
  c('behave', 'behave', 'no-steps-dir', { 'features/a.feature': 'Feature: login\n  Scenario: ok\n    Given a user\n' }, 'behave --no-color features', ['steps|directory|folder|features/steps|create']),
  c('behave', 'behave', 'assert', { 'features/a.feature': 'Feature: math\n  Scenario: add\n    Then 1 plus 1 is 3\n', 'features/steps/steps.py': 'from behave import then\n\n@then("1 plus 1 is 3")\ndef step(context):\n    assert 1 + 1 == 3\n' }, 'behave --no-color features', ['assert|expected|fail|value|3|2']),
  c('behave', 'behave', 'ambiguous', { 'features/a.feature': 'Feature: x\n  Scenario: y\n    Given a user\n', 'features/steps/steps.py': 'from behave import given\n\n@given("a user")\ndef a(context):\n    pass\n\n@given("a user")\ndef b(context):\n    pass\n' }, 'behave --no-color features', ['ambiguous|duplicate|already|defined|step|twice']),

  // ---- waitress
  c('waitress', 'waitress-serve', 'bad-module', {}, 'waitress-serve --listen=127.0.0.1:56887 missing_app:app', ['module|import|path|name|exist|find']),
  c('waitress', 'waitress-serve', 'bad-object', { 'app.py': 'application = None\n' }, 'waitress-serve --listen=127.0.0.1:56888 app:nope', ['object|attribute|name|app|callable|exist']),
  c('waitress', 'waitress-serve', 'no-app', {}, 'waitress-serve --listen=127.0.0.1:56889', ['usage|application|argument|module|specify|missing']),
  c('waitress', 'waitress-serve', 'in-use', { 'app.py': 'def app(e, s):\n    s("200 OK", [])\n    return [b"ok"]\n' }, holding(56890, 'timeout 5 waitress-serve --listen=127.0.0.1:56890 app:app'), IN_USE),

  // ---- Tornado
  py('tornado', 'in-use', 'import tornado.ioloop, tornado.web\napp = tornado.web.Application([])\napp.listen(56891, address="127.0.0.1")\n', IN_USE, { cmd: holding(56891, `${PY} app.py`) }),
  py('tornado', 'template', 'import tornado.template\nprint(tornado.template.Template("{% if x %}yes").generate(x=1))\n', ['template|end|block|close|missing|syntax']),
  py('tornado', 'bad-handler', 'import tornado.web\ntornado.web.Application([("/", "handlers.NotThere")])\n', ['handler|import|module|exist|path|name|class']),

  // ---- Twisted trial
  c('trial', 'trial', 'failing', { 'test_app.py': 'from twisted.trial import unittest\n\nclass T(unittest.TestCase):\n    def test_sum(self):\n        self.assertEqual(1 + 1, 3)\n' }, `${PY} -m twisted.trial test_app`, ['assert|expected|equal|fail|2|3']),
  c('trial', 'trial', 'no-module', {}, `${PY} -m twisted.trial test_missing`, ['module|exist|name|import|find|path']),
  c('trial', 'trial', 'import-error', { 'test_app.py': 'import requests_not_real\n' }, `${PY} -m twisted.trial test_app`, ['import|install|module|package|requests_not_real']),

  // ---- docopt
  py('docopt', 'usage-only', '"""Usage: app.py <input> [--out=<file>]"""\nfrom docopt import docopt\nprint(docopt(__doc__))\n', ['usage|argument|input|missing|required']),
  py('docopt', 'unknown-option', '"""Usage: app.py [--verbose]"""\nfrom docopt import docopt\nprint(docopt(__doc__, argv=["--verbos"]))\n', ['option|unknown|typo|--verbose|usage']),
  py('docopt', 'bad-doc', '"""Run things."""\nfrom docopt import docopt\nprint(docopt(__doc__))\n', ['usage|docstring|section|"usage:"|format']),

  // ---- pyserial
  py('pyserial', 'no-port', 'import serial\nserial.Serial("/dev/ttyUSB0", 9600)\n', ['port|device|exist|plugged|connect|path|ttyUSB|COM']),
  py('pyserial', 'bad-baud', 'import serial\nserial.Serial(None, baudrate=-5)\n', ['baud|rate|value|invalid']),
  py('pyserial', 'not-tty', 'import serial\nopen("port", "w").close()\nserial.Serial("port", 9600)\n', ['device|tty|serial|port|terminal|ioctl|file']),

  // ---- pyzmq
  py('pyzmq', 'in-use', 'import zmq\nctx = zmq.Context()\na = ctx.socket(zmq.REP)\na.bind("tcp://127.0.0.1:56892")\nb = ctx.socket(zmq.REP)\nb.bind("tcp://127.0.0.1:56892")\n', IN_USE),
  py('pyzmq', 'state', 'import zmq\nctx = zmq.Context()\ns = ctx.socket(zmq.REQ)\ns.connect("tcp://127.0.0.1:56893")\ns.recv()\n', ['state|send|recv|REQ|REP|order|before|pattern']),
  py('pyzmq', 'bad-endpoint', 'import zmq\nctx = zmq.Context()\ns = ctx.socket(zmq.PUB)\ns.bind("127.0.0.1:5555")\n', ['endpoint|protocol|tcp://|address|format|scheme']),

  // ---- python-decouple
  py('decouple', 'undefined', 'from decouple import config\nSECRET_KEY = config("SECRET_KEY")\n', ['environment|variable|\\.env|define|default|SECRET_KEY|set']),
  py('decouple', 'cast', 'import os\nos.environ["DEBUG"] = "maybe"\nfrom decouple import config\nDEBUG = config("DEBUG", cast=bool)\n', ['bool|true|false|value|cast|DEBUG']),
  py('decouple', 'int-cast', 'import os\nos.environ["PORT"] = "80a"\nfrom decouple import config\nPORT = config("PORT", cast=int)\n', ['int|number|value|PORT|cast|literal']),

  // ---- cryptography
  py('cryptography', 'invalid-token', 'from cryptography.fernet import Fernet\nk1, k2 = Fernet.generate_key(), Fernet.generate_key()\nFernet(k2).decrypt(Fernet(k1).encrypt(b"x"))\n', ['key|token|wrong|tamper|corrupt|decrypt|signature|match']),
  py('cryptography', 'bad-key', 'from cryptography.fernet import Fernet\nFernet(b"short-key")\n', ['key|32|base64|generate_key|length|format']),
  py('cryptography', 'bad-pem', 'from cryptography.hazmat.primitives import serialization\nserialization.load_pem_private_key(b"-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n", password=None)\n', ['PEM|key|format|corrupt|decode|password|encrypted|load']),
  py('cryptography', 'password', 'from cryptography.hazmat.primitives.asymmetric import rsa\nfrom cryptography.hazmat.primitives import serialization\nk = rsa.generate_private_key(public_exponent=65537, key_size=1024)\npem = k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.BestAvailableEncryption(b"pw"))\nserialization.load_pem_private_key(pem, password=None)\n', ['password|encrypted|passphrase']),

  // ---- PyNaCl
  py('pynacl', 'decrypt', 'import nacl.secret, nacl.utils\na = nacl.secret.SecretBox(nacl.utils.random(32))\nb = nacl.secret.SecretBox(nacl.utils.random(32))\nb.decrypt(a.encrypt(b"x"))\n', ['key|wrong|tamper|corrupt|decrypt|verif|match']),
  py('pynacl', 'key-size', 'import nacl.secret\nnacl.secret.SecretBox(b"short")\n', ['key|32|bytes|length|size']),
  py('pynacl', 'bad-signature', 'import nacl.signing\nk = nacl.signing.SigningKey.generate()\nsm = k.sign(b"hello")\nk.verify_key.verify(b"hellO", sm.signature)\n', ['signature|tamper|verif|key|forged|match']),

  // ---- NetworkX
  py('networkx', 'no-path', 'import networkx as nx\ng = nx.Graph([(1, 2), (3, 4)])\nprint(nx.shortest_path(g, 1, 4))\n', ['path|connect|component|graph|reach|edge']),
  py('networkx', 'no-node', 'import networkx as nx\ng = nx.Graph([(1, 2)])\nprint(nx.shortest_path(g, 1, 9))\n', ['node|exist|graph|add|name']),
  py('networkx', 'not-dag', 'import networkx as nx\ng = nx.DiGraph([(1, 2), (2, 1)])\nprint(list(nx.topological_sort(g)))\n', ['cycle|DAG|acyclic|directed|loop']),

  // ---- psutil
  py('psutil', 'no-process', 'import psutil\npsutil.Process(999999).name()\n', ['process|pid|exist|exited|running|gone']),
  py('psutil', 'bad-pid', 'import psutil\npsutil.Process(-1)\n', ['pid|negative|value|invalid|positive']),
  py('psutil', 'kill-gone', 'import psutil, subprocess\np = subprocess.Popen(["true"])\np.wait()\npsutil.Process(p.pid).kill()\n', ['process|pid|exist|exited|running|gone|already']),

  // ---- dateutil
  py('dateutil', 'unknown-format', 'from dateutil import parser\nprint(parser.parse("32/13/2024 25:61"))\n', ['format|date|string|parse|month|day|range|invalid']),
  py('dateutil', 'not-date', 'from dateutil import parser\nprint(parser.parse("next tuesday-ish"))\n', ['format|date|string|parse|invalid']),
  py('dateutil', 'tz-naive', 'from datetime import datetime\nfrom dateutil import tz\nprint(datetime.now(tz.UTC) - datetime.now())\n', ['naive|aware|timezone|tzinfo|offset']),

  // ---- tkinter
  py('tkinter', 'no-display', 'import tkinter\ntkinter.Tk()\n', ['DISPLAY|display|X11|headless|xvfb|GUI|server'], { cmd: `env -u DISPLAY ${PY} app.py` }),
  py('tkinter', 'bad-option', 'import tkinter\nroot = tkinter.Tcl()\nroot.eval("label .l -txt hi")\n', ['option|unknown|typo|text|command|invalid']),
  py('tkinter', 'bad-color', 'import tkinter\nroot = tkinter.Tcl()\nroot.eval("package require Tk")\n', ['DISPLAY|display|X11|headless|xvfb|GUI|server'], { cmd: `env -u DISPLAY ${PY} app.py` }),

  // ---- pika (RabbitMQ)
  py('pika', 'refused', 'import pika\npika.BlockingConnection(pika.ConnectionParameters(host="127.0.0.1", port=9, connection_attempts=1))\n', ['refused|connect|server|running|RabbitMQ|broker|port|AMQP']),
  py('pika', 'bad-url', 'import pika\npika.URLParameters("amqps//guest:guest@localhost")\npika.BlockingConnection(pika.URLParameters("amqps//guest:guest@localhost"))\n', ['URL|scheme|amqp|format|host|parse']),
  py('pika', 'bad-credentials-type', 'import pika\npika.ConnectionParameters(host="127.0.0.1", credentials=("guest", "guest"))\n', ['credentials|PlainCredentials|type|tuple']),

  // ---- SymPy
  py('sympy', 'sympify', 'import sympy\nprint(sympy.sympify("2*x +* 3"))\n', ['syntax|expression|parse|string|sympify|operator']),
  py('sympy', 'no-solution-type', 'import sympy\nx = sympy.Symbol("x")\nprint(float(x + 1))\n', ['symbol|float|convert|numeric|subs|evalf|free']),
  py('sympy', 'undefined-name', 'from sympy import symbols\nx = symbols("x")\nprint(diff(x**2, x))\n', ['defin|import|name|diff|sympy']),

  // ---- msgpack
  py('msgpack', 'extra-data', 'import msgpack\nprint(msgpack.unpackb(msgpack.packb(1) + msgpack.packb(2)))\n', ['extra|data|Unpacker|stream|multiple|one']),
  py('msgpack', 'unserializable', 'import msgpack, datetime\nmsgpack.packb({"t": datetime.date.today()})\n', ['serializ|type|default|date|convert|support']),
  py('msgpack', 'truncated', 'import msgpack\nprint(msgpack.unpackb(msgpack.packb("hello world")[:4]))\n', ['truncat|incomplete|data|partial|end|corrupt']),

  // ---- peewee
  py('peewee', 'no-table', 'from peewee import SqliteDatabase, Model, CharField\ndb = SqliteDatabase("app.db")\nclass User(Model):\n    name = CharField()\n    class Meta:\n        database = db\nUser.select().count()\n', ['table|exist|create_tables|migrat|create']),
  py('peewee', 'unique', 'from peewee import SqliteDatabase, Model, CharField\ndb = SqliteDatabase(":memory:")\nclass User(Model):\n    email = CharField(unique=True)\n    class Meta:\n        database = db\ndb.create_tables([User])\nUser.create(email="a")\nUser.create(email="a")\n', ['unique|duplicate|exist|constraint|email']),
  py('peewee', 'does-not-exist', 'from peewee import SqliteDatabase, Model, CharField\ndb = SqliteDatabase(":memory:")\nclass User(Model):\n    name = CharField()\n    class Meta:\n        database = db\ndb.create_tables([User])\nUser.get(User.name == "ann")\n', ['exist|found|row|get_or_none|record|match|query']),
  py('peewee', 'not-null', 'from peewee import SqliteDatabase, Model, CharField\ndb = SqliteDatabase(":memory:")\nclass User(Model):\n    name = CharField()\n    class Meta:\n        database = db\ndb.create_tables([User])\nUser.create()\n', ['null|NOT NULL|required|value|name|default']),

  // ---- JMESPath
  py('jmespath', 'parse', 'import jmespath\nprint(jmespath.search("people[?age > `20`].name[", {}))\n', ['syntax|expression|parse|bracket|token|query']),
  py('jmespath', 'bad-function', 'import jmespath\nprint(jmespath.search("lenght(people)", {"people": []}))\n', ['function|unknown|typo|length|name']),
  py('jmespath', 'bad-arg-type', 'import jmespath\nprint(jmespath.search("length(`5`)", {}))\n', ['type|argument|number|string|array|invalid']),

  // ---- websockets
  py('websockets', 'refused', 'import asyncio, websockets\nasync def main():\n    async with websockets.connect("ws://127.0.0.1:9/"):\n        pass\nasyncio.run(main())\n', REFUSED),
  py('websockets', 'bad-uri', 'import asyncio, websockets\nasync def main():\n    async with websockets.connect("http://127.0.0.1:9/"):\n        pass\nasyncio.run(main())\n', ['URI|ws://|wss://|scheme|URL|http']),
  py('websockets', 'not-websocket', 'import asyncio, websockets, subprocess, sys, time\nsrv = subprocess.Popen([sys.executable, "-m", "http.server", "56894", "--bind", "127.0.0.1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\ntime.sleep(1)\nasync def main():\n    async with websockets.connect("ws://127.0.0.1:56894/"):\n        pass\ntry:\n    asyncio.run(main())\nfinally:\n    srv.kill()\n', ['upgrade|handshake|status|WebSocket|endpoint|server|path|101|404|501']),

  // ---- xmltodict
  py('xmltodict', 'mismatched', 'import xmltodict\nprint(xmltodict.parse("<a><b>1</a>"))\n', ['tag|mismatch|close|XML|malformed|match']),
  py('xmltodict', 'empty', 'import xmltodict\nprint(xmltodict.parse(""))\n', ['empty|XML|input|document|element']),
  py('xmltodict', 'unparse-multi-root', 'import xmltodict\nprint(xmltodict.unparse({"a": 1, "b": 2}))\n', ['root|one|single|element|document']),

  // ---- Mako
  py('mako', 'syntax', 'from mako.template import Template\nprint(Template("% if x:\\nyes\\n").render(x=1))\n', ['endif|end|close|block|syntax|missing']),
  py('mako', 'undefined', 'from mako.template import Template\nprint(Template("Hello ${name}").render())\n', ['undefined|variable|name|render|pass|context|argument']),
  py('mako', 'lookup', 'from mako.lookup import TemplateLookup\nTemplateLookup(directories=["templates"]).get_template("index.html")\n', ['template|find|exist|directories|path|lookup']),

  // ---- Cerberus
  py('cerberus', 'bad-schema', 'from cerberus import Validator\nValidator({"age": {"type": "integr"}})\n', ['schema|type|unknown|integer|typo|definition']),
  py('cerberus', 'unknown-rule', 'from cerberus import Validator\nv = Validator({"age": {"type": "integer", "minimum": 0}})\n', ['rule|unknown|schema|min|typo|definition']),
  py('cerberus', 'not-dict', 'from cerberus import Validator\nv = Validator({"age": {"type": "integer"}})\nv.validate([1, 2])\n', ['document|dict|mapping|type|object']),

  // ---- nodemon
  nodeBin('nodemon', 'nodemon', 'crash', { 'server.js': 'throw new Error("DATABASE_URL is not set");\n' }, 'timeout 6 nodemon --no-colors server.js; exit 1', ['DATABASE_URL|environment|variable|set|crash']),
  nodeBin('nodemon', 'nodemon', 'missing-script', {}, 'timeout 6 nodemon --no-colors server.js; exit 1', NOFILE),
  nodeBin('nodemon', 'nodemon', 'bad-config', { 'nodemon.json': '{ "watch": ["src"], }\n', 'server.js': '' }, 'timeout 6 nodemon --no-colors server.js; exit 1', ['JSON|nodemon\\.json|comma|config|parse|syntax']),

  // ---- concurrently
  nodeBin('concurrently', 'concurrently', 'one-fails', { 'package.json': '{ "scripts": { "api": "node -e \\"process.exit(2)\\"", "web": "node -e \\"1\\"" } }\n' }, 'concurrently -k "npm:api" "npm:web"', ['exit|code|command|fail|script|api']),
  nodeBin('concurrently', 'concurrently', 'missing-command', {}, 'concurrently "vite-not-here" "node -e 1"', ['command|found|install|PATH|exist|127']),
  nodeBin('concurrently', 'concurrently', 'missing-script', { 'package.json': '{ "scripts": { "api": "node -e 1" } }\n' }, 'concurrently "npm:web"', ['script|package\\.json|missing|exist|found|name']),

  // ---- terser
  nodeBin('terser', 'terser', 'parse', { 'a.js': 'function f( {\n  return 1;\n}\n' }, 'terser a.js -o a.min.js', ['syntax|parse|token|paren|unexpected']),
  nodeBin('terser', 'terser', 'missing', {}, 'terser src/app.js -o app.min.js', NOFILE),
  nodeBin('terser', 'terser', 'bad-option', { 'a.js': 'var a = 1;\n' }, 'terser a.js --compres', ['option|unknown|typo|--compress|help']),
  nodeBin('terser', 'terser', 'module-syntax', { 'a.js': 'import x from "y";\nexport default x;\n' }, 'terser a.js --no-module', ['module|import|export|ESM|--module|syntax']),

  // ---- Less
  nodeBin('less', 'lessc', 'undefined-var', { 'a.less': '.btn { color: @primary; }\n' }, 'lessc a.less', ['variable|undefined|defin|@primary|import']),
  nodeBin('less', 'lessc', 'parse', { 'a.less': '.btn { color: red;\n' }, 'lessc a.less', ['brace|missing|close|parse|syntax|}']),
  nodeBin('less', 'lessc', 'import', { 'a.less': '@import "variables";\n' }, 'lessc a.less', ['import|file|exist|path|found']),
  nodeBin('less', 'lessc', 'mixin', { 'a.less': '.btn { .rounded(4px); }\n' }, 'lessc a.less', ['mixin|undefined|defin|rounded|import']),

  // ---- CoffeeScript
  nodeBin('coffeescript', 'coffee', 'indent', { 'a.coffee': 'f = ->\n  a = 1\n    b = 2\n' }, 'coffee -c a.coffee', ['indent|whitespace|unexpected|syntax']),
  nodeBin('coffeescript', 'coffee', 'reserved', { 'a.coffee': 'function = 1\n' }, 'coffee -c a.coffee', ['reserved|keyword|name|function|syntax']),
  nodeBin('coffeescript', 'coffee', 'missing', {}, 'coffee -c src/app.coffee', NOFILE),
  nodeBin('coffeescript', 'coffee', 'runtime', { 'a.coffee': 'user = null\nconsole.log user.name\n' }, 'coffee a.coffee', ['null|undefined|property|exist|\\?\\.|check']),

  // ---- JSON5
  node('json5', 'invalid-char', "const JSON5 = require('json5');\nJSON5.parse('{ port: 80; }');\n", ['syntax|character|comma|;|invalid|parse']),
  node('json5', 'eof', "const JSON5 = require('json5');\nJSON5.parse('{ port: 80,');\n", ['end|EOF|incomplete|brace|close|truncat|missing']),
  nodeBin('json5', 'json5', 'cli', { 'config.json5': '{ a: 1 b: 2 }\n' }, 'json5 config.json5', ['syntax|character|comma|invalid|parse|missing']),

  // ---- chai
  node('chai', 'equal', "const { expect } = require('chai');\nexpect(1 + 1).to.equal(3);\n", ['expected|equal|assert|value|3|2']),
  node('chai', 'deep', "const { expect } = require('chai');\nexpect({ a: [1, 2] }).to.equal({ a: [1, 2] });\n", ['deep|eql|reference|object|same']),
  node('chai', 'property', "const { expect } = require('chai');\nexpect({ name: 'a' }).to.have.property('id');\n", ['property|id|missing|have|expected']),
  node('chai', 'throw', "const { expect } = require('chai');\nexpect(() => 1).to.throw();\n", ['throw|function|expected|error']),

  // ---- AVA
  nodeBin('ava', 'ava', 'fail', { 'package.json': '{ "type": "module" }\n', 'test.js': "import test from 'ava';\ntest('sum', (t) => { t.is(1 + 1, 3); });\n" }, 'ava test.js', ['expected|equal|assert|value|3|2|difference']),
  nodeBin('ava', 'ava', 'no-tests', { 'package.json': '{ "type": "module" }\n', 'test.js': "import test from 'ava';\n" }, 'ava test.js', ['test|declare|file|no tests|found|empty']),
  nodeBin('ava', 'ava', 'no-files', { 'package.json': '{ "type": "module" }\n' }, 'ava', ['test|file|found|pattern|files|config']),
  nodeBin('ava', 'ava', 'no-assertions', { 'package.json': '{ "type": "module" }\n', 'test.js': "import test from 'ava';\ntest('x', (t) => {});\n" }, 'ava --fail-fast test.js', ['assertion|t\\.pass|plan|no assertions|test']),

  // ---- c8
  nodeBin('c8', 'c8', 'threshold', { 'a.js': 'function f(x) { if (x) { return 1; } return 2; }\nf(1);\n' }, 'c8 --check-coverage --lines 100 --reporter=text-summary node a.js', ['coverage|threshold|lines|test|100']),
  nodeBin('c8', 'c8', 'child-fails', { 'a.js': 'process.exit(3);\n' }, 'c8 --reporter=text-summary node a.js', ['exit|code|command|fail|process']),
  nodeBin('c8', 'c8', 'missing-cmd', {}, 'c8 mocha-not-here', ['command|found|install|PATH|exist|ENOENT']),

  // ---- zx
  nodeBin('zx', 'zx', 'exit-code', { 'build.mjs': "await $`ls not-a-dir`;\n" }, 'zx build.mjs', ['exit|code|command|exist|directory|nothrow|fail']),
  nodeBin('zx', 'zx', 'missing-script', {}, 'zx deploy.mjs', NOFILE),
  nodeBin('zx', 'zx', 'command-not-found', { 'build.mjs': "await $`rsyncx -a src dest`;\n" }, 'zx build.mjs', ['command|found|install|PATH|typo|127']),

  // ---- Luxon
  node('luxon', 'invalid-throw', "const { DateTime, Settings } = require('luxon');\nSettings.throwOnInvalid = true;\nDateTime.fromISO('2024-13-45');\n", ['invalid|date|month|range|format|ISO']),
  node('luxon', 'bad-zone', "const { DateTime, Settings } = require('luxon');\nSettings.throwOnInvalid = true;\nDateTime.now().setZone('Europe/Berln');\n", ['zone|timezone|IANA|typo|invalid|name']),
  node('luxon', 'format', "const { DateTime, Settings } = require('luxon');\nSettings.throwOnInvalid = true;\nDateTime.fromFormat('25/11/2026', 'yyyy-MM-dd');\n", ['format|match|parse|pattern|invalid|string']),

  // ---- xml2js
  node('xml2js', 'unclosed', "const xml2js = require('xml2js');\nxml2js.parseStringPromise('<a><b>1</a>').then(console.log);\n", ['tag|close|mismatch|XML|malformed|match']),
  node('xml2js', 'non-whitespace', "const xml2js = require('xml2js');\nxml2js.parseStringPromise('hello <a/>').then(console.log);\n", ['XML|content|before|root|text|element|malformed|start']),
  node('xml2js', 'multiple-roots', "const xml2js = require('xml2js');\nxml2js.parseStringPromise('<a/><b/>').then(console.log);\n", ['root|one|single|element|document|XML']),

  // ---- csv-parse
  node('csv-parse', 'record-length', "const { parse } = require('csv-parse/sync');\nparse('a,b\\n1,2,3\\n', { columns: true });\n", ['column|field|record|length|relax_column_count|header|row']),
  node('csv-parse', 'quote', "const { parse } = require('csv-parse/sync');\nparse('a,b\\n\"1,2\\n');\n", ['quote|closing|unclosed|escape|field|relax_quotes']),
  node('csv-parse', 'invalid-opening-quote', "const { parse } = require('csv-parse/sync');\nparse('a,b\\n1,x\"y\"\\n');\n", ['quote|relax_quotes|field|escape|opening']),

  // ---- amqplib
  node('amqplib', 'refused', "require('amqplib').connect('amqp://127.0.0.1:9');\n", ['refused|connect|server|running|RabbitMQ|broker|port']),
  node('amqplib', 'bad-url', "require('amqplib').connect('http://127.0.0.1:9');\n", ['URL|scheme|amqp|protocol|format']),
  node('amqplib', 'dns', "require('amqplib').connect('amqp://rabbit.nonexistent-host.invalid');\n", ['DNS|host|resolve|ENOTFOUND|name|typo']),

  // ---- Nodemailer
  node('nodemailer', 'refused', "const nm = require('nodemailer');\nnm.createTransport({ host: '127.0.0.1', port: 9 }).sendMail({ from: 'a@b.c', to: 'd@e.f', text: 'x' });\n", ['refused|connect|server|running|SMTP|port|host']),
  node('nodemailer', 'no-recipients', "const nm = require('nodemailer');\nnm.createTransport({ jsonTransport: true }).sendMail({ from: 'a@b.c', text: 'x' }).then(console.log);\n", ['recipient|to|address|missing|define']),
  node('nodemailer', 'verify-dns', "const nm = require('nodemailer');\nnm.createTransport({ host: 'smtp.nonexistent-host.invalid', port: 587 }).verify();\n", ['DNS|host|resolve|ENOTFOUND|name|typo']),

  // ---- jose
  node('jose', 'bad-signature', "const jose = require('jose');\n(async () => {\n  const k1 = new TextEncoder().encode('a'.repeat(32)), k2 = new TextEncoder().encode('b'.repeat(32));\n  const t = await new jose.SignJWT({ sub: '1' }).setProtectedHeader({ alg: 'HS256' }).sign(k1);\n  await jose.jwtVerify(t, k2);\n})();\n", ['signature|secret|key|match|verif|wrong']),
  node('jose', 'expired', "const jose = require('jose');\n(async () => {\n  const k = new TextEncoder().encode('a'.repeat(32));\n  const t = await new jose.SignJWT({ sub: '1' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(k);\n  await jose.jwtVerify(t, k);\n})();\n", ['expir|exp|refresh|clock|token']),
  node('jose', 'malformed', "const jose = require('jose');\njose.jwtVerify('not.a.jwt', new TextEncoder().encode('a'.repeat(32)));\n", ['malformed|token|JWT|format|invalid|compact|decode']),
  node('jose', 'weak-key', "const jose = require('jose');\nnew jose.SignJWT({}).setProtectedHeader({ alg: 'RS256' }).sign(new TextEncoder().encode('secret'));\n", ['key|type|RS256|algorithm|KeyObject|CryptoKey|HS256|private']),

  // ---- bcryptjs
  node('bcryptjs', 'illegal-args', "const bcrypt = require('bcryptjs');\nbcrypt.hashSync(undefined, 10);\n", ['argument|undefined|string|password|value']),
  node('bcryptjs', 'bad-salt', "const bcrypt = require('bcryptjs');\nbcrypt.compareSync('pw', 'plaintext-password');\n", ['hash|salt|bcrypt|stored|format|invalid|plain']),
  node('bcryptjs', 'salt-rounds', "const bcrypt = require('bcryptjs');\nbcrypt.hashSync('pw', 'ten');\n", ['salt|rounds|number|invalid|genSalt']),

  // ---- class-validator
  node('class-validator', 'validation', "const { validateOrReject, IsEmail, MinLength } = require('class-validator');\nclass User { constructor() { this.email = 'nope'; this.name = 'a'; } }\nIsEmail()(User.prototype, 'email');\nMinLength(3)(User.prototype, 'name');\nvalidateOrReject(new User());\n", ['email|validation|name|length|longer|constraint']),
  node('class-validator', 'unknown-value', "const { validateOrReject } = require('class-validator');\nvalidateOrReject({ a: 1 }, { forbidUnknownValues: true });\n", ['unknown|class|instance|forbidUnknownValues|plainToInstance|object']),

  // ---- protobufjs
  node('protobufjs', 'parse', "const pb = require('protobufjs');\npb.parse('syntax = \"proto3\";\\nmessage User {\\n  string name = 1\\n}\\n');\n", ['syntax|token|semicolon|;|expected|proto|illegal']),
  node('protobufjs', 'missing-type', "const pb = require('protobufjs');\nconst root = pb.parse('syntax = \"proto3\";\\nmessage User { string name = 1; }').root;\nroot.lookupType('Account');\n", ['type|message|exist|name|defin|found|lookup']),
  node('protobufjs', 'decode', "const pb = require('protobufjs');\nconst root = pb.parse('syntax = \"proto3\";\\nmessage User { string name = 1; }').root;\nroot.lookupType('User').decode(Buffer.from([0x0a, 0x05, 0x61]));\n", ['decode|range|truncat|length|buffer|corrupt|wire|data']),
  node('protobufjs', 'verify', "const pb = require('protobufjs');\nconst root = pb.parse('syntax = \"proto3\";\\nmessage User { int32 age = 1; }').root;\nconst T = root.lookupType('User');\nconst err = T.verify({ age: 'old' });\nif (err) throw new Error(err);\n", ['integer|type|age|number|value']),

  // ---- npm-run-all
  nodeBin('npm-run-all', 'npm-run-all', 'missing-task', { 'package.json': '{ "scripts": { "build": "node -e 1" } }\n' }, 'npm-run-all build tset', ['script|task|package\\.json|found|name|typo']),
  nodeBin('npm-run-all', 'run-p', 'task-fails', { 'package.json': '{ "scripts": { "lint": "node -e \\"process.exit(1)\\"", "test": "node -e 1" } }\n' }, 'run-p lint test', ['exit|code|script|lint|fail|task']),

  // ---- wait-on
  nodeBin('wait-on', 'wait-on', 'timeout', {}, 'wait-on --timeout 1500 tcp:127.0.0.1:9', ['timeout|time|running|start|server|port|service']),
  nodeBin('wait-on', 'wait-on', 'file-timeout', {}, 'wait-on --timeout 1500 dist/index.html', ['timeout|file|exist|build|created|time']),
  nodeBin('wait-on', 'wait-on', 'http-timeout', {}, 'wait-on --timeout 1500 http://127.0.0.1:9/health', ['timeout|time|running|start|server|port|service']),

  // ---- tsup
  nodeBin('tsup', 'tsup', 'no-entry', {}, 'tsup', ['entry|file|config|specify|input|missing']),
  nodeBin('tsup', 'tsup', 'missing-entry', {}, 'tsup src/index.ts', ['entry|file|exist|path|found|missing']),
  nodeBin('tsup', 'tsup', 'syntax', { 'src/index.ts': 'export const a = (;\n' }, 'tsup src/index.ts', ['syntax|expected|unexpected|token|expression|paren']),
];

/**
 * Short alternatives of a judgement count only as whole words: a single flag (`-p`) not inside
 * another word, a two-character word (`ls`, `32`, `uc`) not inside a longer one, and a bare
 * punctuation mark (`;`, `:`, `}`) or a lone letter or digit not at all, since matched
 * case-insensitively they would be found in almost any explanation.
 */
export function tight(expect) {
  return expect.map((re) => re.split('|').filter((a) => !/^(?:[;:}]|[A-Za-z0-9])$/.test(a)).map((a) => {
    if (/^-[A-Za-z]$/.test(a)) return `(?<![\\w-])${a}\\b`;
    if (/^\w{2}$/.test(a)) return `\\b${a}\\b`;
    return a;
  }).join('|'));
}

export const CASES = RAW.map((c) => ({ ...c, expect: tight(c.expect) }));
