// The sixteenth error set (corpus-sixteenth.jsonl): written and collected after all tuning on
// the fifteenth set, and measured on both halves before any change made for it. Families none of
// the fifteen sets has (their family and tool lists and commands were checked first), mostly terse,
// from the system side of a developer's machine and its lesser tools: LaTeX (pdflatex, bibtex,
// makeindex), kernel modules (kmod), systemd in a container (systemctl, timedatectl, service),
// locales, dmesg, lsof, ACLs and capabilities, su, git's plumbing, git-flow, pyenv, rustup, the
// JVM's diagnostic tools, Perl's and GHC's small utilities, phar, Universal Ctags, GNU Global,
// SquashFS, patchelf, ethtool, net-tools, tracepath, Lynx, msmtp, MuPDF, html-xml-utils, bashate,
// libtool, SWIG, lcov, smartctl, xorriso, npm's inspection commands, GLib's tools, D-Bus and gpgv.
// Same shape as cases-17.mjs. Each `expect` was written from knowledge of the tool, without
// looking at the pattern library or the troubleshooter's code, before contextd was run on the
// output, and tightened with `tight()`. `needs: 'http'` cases run against the collector's
// stand-in registry.

import { tight } from './cases-13.mjs';
import { c, NOFILE, OPTION, SYNTAX, REFUSED, RESOLVE, GIT, CLOSED } from './cases-17.mjs';

const LOCALE = ['locale|locale-gen|generate|LANG|LC_ALL|install'];
const TEX = 'pdflatex -interaction=nonstopmode -halt-on-error a.tex';
const doc = (body, pre = '') => `\\documentclass{article}\n${pre}\\begin{document}\n${body}\n\\end{document}\n`;
const NPMREG = '--registry http://127.0.0.1:$HTTPPORT/ --fetch-retries=0';

const RAW = [
  // ---- LaTeX
  c('latex', 'pdflatex', 'undefined-control-sequence', { 'a.tex': doc('Hello \\nopecommand{x}.') }, TEX, ['control sequence|command|defin|typo|package|macro']),
  c('latex', 'pdflatex', 'missing-package', { 'a.tex': doc('Hello.', '\\usepackage{nopepkg}\n') }, TEX, ['package|sty|install|tlmgr|texlive|found']),
  c('latex', 'pdflatex', 'missing-dollar', { 'a.tex': doc('The value a_b is small.') }, TEX, ['math|\\$|mode|underscore|escape|\\\\_']),
  c('latex', 'pdflatex', 'no-end-document', { 'a.tex': '\\documentclass{article}\n\\begin{document}\nHello.\n' }, TEX, ['\\\\end\\{document\\}|end|document|missing|close']),
  c('latex', 'bibtex', 'no-aux', {}, 'bibtex nope', ['aux|pdflatex|latex|run|first|exist|file']),
  c('latex', 'makeindex', 'no-idx', {}, 'makeindex nope.idx', NOFILE),

  // ---- kmod
  c('kmod', 'modprobe', 'no-module', {}, 'modprobe nopemod', ['module|install|kernel|name|found|linux-modules']),
  c('kmod', 'modinfo', 'no-module', {}, 'modinfo nopemod', ['module|install|kernel|name|found|linux-modules']),
  c('kmod', 'insmod', 'no-file', {}, 'insmod nope.ko', NOFILE),

  // ---- systemd's clients in a container
  c('systemctl', 'systemctl', 'no-systemd', {}, 'systemctl status nginx', ['systemd|init|PID 1|container|service|boot']),
  c('systemctl', 'timedatectl', 'no-systemd', {}, 'timedatectl', ['systemd|init|PID 1|container|boot|bus']),
  c('systemctl', 'service', 'unrecognized', {}, 'service nopesvc start', ['service|name|install|unit|typo|init']),
  c('systemctl', 'systemctl', 'bad-option', {}, 'systemctl --nope', OPTION),

  // ---- locales
  c('locale', 'locale', 'missing-locale', {}, 'LC_ALL=xx_YY.UTF-8 locale', LOCALE),
  c('locale', 'perl', 'setting-failed', {}, 'LC_ALL=xx_YY.UTF-8 perl -e 1', LOCALE),
  c('locale', 'bash', 'setlocale', {}, "LC_ALL=xx_YY.UTF-8 bash -c 'true'", LOCALE),
  c('locale', 'localedef', 'no-definition', {}, 'localedef -i nope -f UTF-8 ./out', ['locale|definition|name|exist|file|found']),

  // ---- dmesg
  c('dmesg', 'dmesg', 'bad-level', {}, 'dmesg -l nope', ['level|unknown|valid|name|typo']),
  c('dmesg', 'dmesg', 'bad-option', {}, 'dmesg --nope', OPTION),

  // ---- lsof
  c('lsof', 'lsof', 'no-file', {}, 'lsof nope', NOFILE),
  c('lsof', 'lsof', 'bad-port', {}, 'lsof -i :99999', ['port|range|65535|specification|valid']),
  c('lsof', 'lsof', 'bad-pid', {}, 'lsof -p abc', ['PID|process|number|id|valid|integer']),

  // ---- ACLs
  c('acl', 'setfacl', 'no-user', { 'a.txt': 'x\n' }, 'setfacl -m u:nopeuser:rw a.txt', ['user|exist|name|uid|typo|argument']),
  c('acl', 'setfacl', 'no-file', {}, 'setfacl -m u:root:rw nope.txt', NOFILE),
  c('acl', 'getfacl', 'no-file', {}, 'getfacl nope.txt', NOFILE),

  // ---- capabilities
  c('libcap', 'setcap', 'bad-capability', { a: 'x\n' }, 'setcap cap_nope+ep a', ['capability|name|cap_|valid|capabilities']),
  c('libcap', 'setcap', 'no-file', {}, 'setcap cap_net_raw+ep nope', NOFILE),
  c('libcap', 'getcap', 'no-file', {}, 'getcap nope', NOFILE),

  // ---- su
  c('su', 'su', 'no-user', {}, 'su nopeuser -c true', ['user|exist|useradd|name|account|typo']),
  c('su', 'su', 'nologin', {}, 'su nobody -c true', ['shell|nologin|-s|login|account']),

  // ---- git's plumbing
  c('git-plumbing', 'git', 'cat-file-bad-object', {}, `${GIT} && git cat-file -p deadbeef`, ['object|exist|hash|commit|name|fetch']),
  c('git-plumbing', 'git', 'rev-parse-verify', {}, `${GIT} && git rev-parse --verify nope`, ['revision|ref|branch|exist|name|typo']),
  c('git-plumbing', 'git', 'show-no-path', {}, `${GIT} && git show HEAD:nope.txt`, ['path|exist|file|commit|tracked']),
  c('git-plumbing', 'git', 'bundle-not-bundle', { 'a.bundle': 'not a bundle\n' }, `${GIT} && git bundle verify a.bundle`, ['bundle|format|file|valid|create']),
  c('git-plumbing', 'git', 'archive-format', {}, `${GIT} && git archive --format=nope HEAD`, ['format|tar|zip|--list|unknown']),
  c('git-plumbing', 'git', 'check-ref-format', {}, `${GIT} && git check-ref-format --branch 'a..b'`, ['name|valid|branch|character|\\.\\.']),
  c('git-plumbing', 'git', 'notes-none', {}, `${GIT} && git notes show`, ['note|notes add|exist|found']),

  // ---- git-flow
  c('git-flow', 'git-flow', 'not-initialised', {}, `${GIT} && git flow feature start x`, ['git flow init|init|initialize|gitflow']),
  c('git-flow', 'git-flow', 'unknown-subcommand', {}, `${GIT} && git flow nope`, ['subcommand|command|usage|unknown|help']),

  // ---- pyenv
  c('pyenv', 'pyenv', 'not-installed', {}, 'pyenv local 9.9.9', ['install|version|pyenv install|list']),
  c('pyenv', 'pyenv', 'no-command', {}, 'pyenv nope', ['command|typo|help|plugin|name']),
  c('pyenv', 'pyenv', 'shell-not-enabled', {}, 'pyenv shell system', ['init|shell|eval|integration|rc']),
  c('pyenv', 'pyenv', 'which-missing', {}, 'pyenv which nopecmd', ['command|found|install|pip|rehash']),

  // ---- rustup (no network: a closed dist server)
  c('rustup', 'rustup', 'toolchain-not-installed', {}, `RUSTUP_DIST_SERVER=http://127.0.0.1:${CLOSED} rustup run nope-toolchain cargo --version`, ['toolchain|install|rustup toolchain install|name']),
  c('rustup', 'rustup', 'unknown-subcommand', {}, 'rustup nope', OPTION),
  c('rustup', 'rustup', 'component-offline', {}, `RUSTUP_DIST_SERVER=http://127.0.0.1:${CLOSED} rustup component add nope-component`, ['component|name|available|toolchain|exist|network|connect']),

  // ---- JVM diagnostics
  c('jvm-diagnostics', 'jcmd', 'no-process', {}, 'jcmd 999999 VM.version', ['process|PID|running|jps|attach|found']),
  c('jvm-diagnostics', 'jstack', 'no-process', {}, 'jstack 999999', ['process|PID|running|jps|attach|found']),
  c('jvm-diagnostics', 'jps', 'bad-option', {}, 'jps -nope', OPTION),

  // ---- Perl's small utilities
  c('perl-utils', 'corelist', 'not-core', {}, 'corelist Nope::Module', ['install|cpan|core|module|CPAN']),
  c('perl-utils', 'piconv', 'unknown-encoding', { 'a.txt': 'x\n' }, 'piconv -f nope -t utf8 a.txt', ['encoding|name|charset|unknown|--list|typo']),
  c('perl-utils', 'zipdetails', 'not-zip', { 'a.zip': 'plain text, not a zip\n'.repeat(20) }, 'zipdetails a.zip', ['zip|format|archive|valid|signature|corrupt']),

  // ---- GHC's small tools
  c('ghc-tools', 'ghc-pkg', 'no-package', {}, 'ghc-pkg describe nopepkg', ['package|install|cabal|name|found|exposed']),
  c('ghc-tools', 'runghc', 'no-file', {}, 'runghc nope.hs', NOFILE),
  c('ghc-tools', 'ghc', 'eval-not-in-scope', {}, "ghc -e 'nopeFn 1'", ['scope|defin|name|typo|import']),

  // ---- phar
  c('phar', 'phar', 'no-file', {}, 'phar list -f nope.phar', NOFILE),
  c('phar', 'phar', 'not-phar', { 'a.phar': 'plain text, not a phar\n' }, 'phar list -f a.phar', ['phar|archive|format|valid|corrupt|stub']),

  // ---- Universal Ctags
  c('ctags', 'ctags', 'unknown-language', { 'a.c': 'int main(void) { return 0; }\n' }, 'ctags --languages=nope -R .', ['language|--list-languages|unknown|name|typo']),
  c('ctags', 'ctags', 'tag-file-dir', { 'a.c': 'int main(void) { return 0; }\n' }, 'ctags -f nope/dir/tags a.c', ['directory|exist|path|create|-f']),
  c('ctags', 'ctags', 'bad-option', {}, 'ctags --nope', OPTION),

  // ---- GNU Global
  c('global', 'global', 'no-gtags', {}, 'global main', ['gtags|GTAGS|index|generate|run|tags']),
  c('global', 'gtags', 'bad-option', {}, 'gtags --nope', OPTION),

  // ---- SquashFS
  c('squashfs', 'mksquashfs', 'no-source', {}, 'mksquashfs nope out.sqfs', NOFILE),
  c('squashfs', 'unsquashfs', 'not-squashfs', { 'a.sqfs': 'plain text, not an image\n'.repeat(200) }, 'unsquashfs -l a.sqfs', ['superblock|squashfs|format|image|valid|corrupt']),
  c('squashfs', 'unsquashfs', 'no-file', {}, 'unsquashfs -l nope.sqfs', NOFILE),

  // ---- patchelf
  c('patchelf', 'patchelf', 'not-elf', { 'a.txt': 'plain text\n'.repeat(20) }, 'patchelf --print-interpreter a.txt', ['ELF|binary|executable|format|file']),
  c('patchelf', 'patchelf', 'no-file', {}, 'patchelf --set-rpath /opt/lib nope', NOFILE),
  c('patchelf', 'patchelf', 'bad-option', {}, 'patchelf --nope x', OPTION),

  // ---- ethtool
  c('ethtool', 'ethtool', 'no-device', {}, 'ethtool nope0', ['interface|device|name|ip link|exist']),
  c('ethtool', 'ethtool', 'bad-argument', {}, 'ethtool -s lo speed abc', ['argument|value|number|usage|speed']),

  // ---- net-tools
  c('net-tools', 'ifconfig', 'no-device', {}, 'ifconfig nope0', ['interface|device|name|ip link|exist']),
  c('net-tools', 'route', 'unreachable-gateway', {}, 'route add -net 10.99.0.0/16 gw 10.98.0.1', ['gateway|reach|network|route|subnet|interface']),
  c('net-tools', 'netstat', 'bad-option', {}, 'netstat --nope', OPTION),

  // ---- tracepath
  c('tracepath', 'tracepath', 'unknown-host', {}, 'tracepath nope.invalid', RESOLVE),
  c('tracepath', 'tracepath', 'bad-option', {}, 'tracepath -Z 127.0.0.1', OPTION),

  // ---- Lynx
  c('lynx', 'lynx', 'no-file', {}, 'lynx -dump nope.html', NOFILE),
  c('lynx', 'lynx', 'refused', {}, `lynx -dump http://127.0.0.1:${CLOSED}/`, ['server|running|port|refused|URL|reach|access']),

  // ---- msmtp
  c('msmtp', 'msmtp', 'no-config', {}, 'echo x | HOME=$PWD msmtp dev@example.com', ['config|msmtprc|account|~\\/\\.msmtprc|create']),
  c('msmtp', 'msmtp', 'refused', {}, `echo x | HOME=$PWD msmtp --host=127.0.0.1 --port=${CLOSED} --from=a@example.com dev@example.com`, REFUSED),
  c('msmtp', 'msmtp', 'no-config-file', {}, 'echo x | msmtp -C nope.rc dev@example.com', NOFILE),

  // ---- MuPDF
  c('mupdf', 'mutool', 'no-file', {}, 'mutool info nope.pdf', NOFILE),
  c('mupdf', 'mutool', 'not-pdf', { 'a.pdf': 'plain text, not a PDF\n'.repeat(20) }, 'mutool info a.pdf', ['PDF|format|corrupt|valid|damaged|repair']),
  c('mupdf', 'mutool', 'unknown-command', {}, 'mutool nopecmd', ['command|usage|unknown|subcommand']),

  // ---- html-xml-utils
  c('html-xml-utils', 'hxselect', 'not-well-formed', { 'a.html': '<html><body><p>one<p>two</body></html>\n' }, 'hxselect p < a.html', ['well-formed|hxnormalize|XML|parse|syntax|close']),
  c('html-xml-utils', 'hxselect', 'bad-selector', { 'a.xml': '<a><p>x</p></a>\n' }, "hxselect 'p[' < a.xml", ['selector|syntax|parse|CSS|valid']),
  c('html-xml-utils', 'hxnormalize', 'no-file', {}, 'hxnormalize nope.html', NOFILE),

  // ---- bashate
  c('bashate', 'bashate', 'tab-indent', { 'a.sh': '#!/bin/bash\nif true; then\n\techo x\nfi\n' }, 'bashate a.sh', ['tab|indent|spaces']),
  c('bashate', 'bashate', 'trailing-space', { 'a.sh': '#!/bin/bash\necho x   \n' }, 'bashate a.sh', ['trailing|whitespace|remove|space']),

  // ---- libtool
  c('libtool', 'libtool', 'no-mode', {}, 'libtool gcc -c a.c', ['mode|--mode|compile|link|usage|argument']),
  c('libtool', 'libtool', 'bad-mode', {}, 'libtool --mode=nope gcc', ['mode|compile|link|install|valid|--mode']),
  c('libtool', 'libtool', 'not-libtool-object', {}, 'libtool --mode=link gcc -o libx.la nope.lo -rpath /usr/lib', ['object|\\.lo|compile|libtool|exist|valid']),

  // ---- SWIG
  c('swig', 'swig', 'syntax', { 'a.i': '%module a\nint f(int x;\n' }, 'swig -python a.i', SYNTAX),
  c('swig', 'swig', 'no-language', { 'a.i': '%module a\nint f(int x);\n' }, 'swig a.i', ['language|-python|target|specify|option']),
  c('swig', 'swig', 'no-file', {}, 'swig -python nope.i', NOFILE),

  // ---- lcov
  c('lcov', 'lcov', 'no-directory', {}, 'lcov --capture -d nope -o x.info', ['exist|directory|path|read|gcda|--coverage']),
  c('lcov', 'genhtml', 'no-file', {}, 'genhtml -o out nope.info', NOFILE),
  c('lcov', 'lcov', 'bad-tracefile', { 'a.info': 'not a tracefile\n' }, 'lcov --summary a.info', ['tracefile|record|valid|capture|coverage|format']),

  // ---- smartctl
  c('smartctl', 'smartctl', 'no-device', {}, 'smartctl -a /dev/nope', ['device|exist|path|name|lsblk']),
  c('smartctl', 'smartctl', 'not-a-device', { 'a.txt': 'x\n' }, 'smartctl -a a.txt', ['device|type|-d|detect']),

  // ---- xorriso
  c('xorriso', 'xorriso', 'no-image', {}, 'xorriso -indev nope.iso -ls', NOFILE),
  c('xorriso', 'xorriso', 'no-source', {}, 'xorriso -as mkisofs -o out.iso nope', NOFILE),
  c('xorriso', 'xorriso', 'bad-command', {}, 'xorriso -nopecmd', ['command|option|unknown|usage|-help']),

  // ---- npm's inspection commands
  c('npm-inspect', 'npm', 'ls-missing', { 'package.json': '{ "name": "app", "version": "1.0.0", "dependencies": { "lodash": "^4.17.0" } }\n' }, 'npm ls', ['install|missing|npm install|dependenc']),
  c('npm-inspect', 'npm', 'explain-none', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' }, 'npm explain nopepkg', ['dependenc|installed|name|found|typo']),
  c('npm-inspect', 'npm', 'view-not-found', {}, `npm view nopepkg ${NPMREG}`, ['found|exist|name|typo|publish|registry|404'], { needs: 'http' }),
  c('npm-inspect', 'npm', 'whoami-unauthorized', {}, `npm whoami --registry http://127.0.0.1:$HTTPPORT/401/ --fetch-retries=0`, ['login|auth|token|npm login|401|credential'], { needs: 'http' }),
  c('npm-inspect', 'npm', 'query-bad-selector', { 'package.json': '{ "name": "app", "version": "1.0.0" }\n' }, "npm query ':nope'", ['selector|syntax|support|valid|pseudo']),

  // ---- GLib's tools
  c('glib-tools', 'gsettings', 'no-schema', {}, 'gsettings get org.nope.app key', ['schema|install|name|exist|compile|typo']),
  c('glib-tools', 'gio', 'no-file', {}, 'gio info nope.txt', NOFILE),
  c('glib-tools', 'glib-compile-schemas', 'bad-xml', { 'a.gschema.xml': '<schemalist><schema id="org.a" path="/org/a/"><key name="x" type="s"></schema></schemalist>\n' }, 'glib-compile-schemas --strict --dry-run .', ['schema|XML|parse|valid|element|syntax|close']),

  // ---- D-Bus
  c('dbus', 'dbus-send', 'no-session-bus', {}, 'env -u DBUS_SESSION_BUS_ADDRESS -u DISPLAY dbus-send --session --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.ListNames', ['DBUS_SESSION_BUS_ADDRESS|session|bus|dbus-launch|dbus-run-session|running']),
  c('dbus', 'dbus-send', 'no-system-bus', {}, 'dbus-send --system --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.ListNames', ['dbus|daemon|system bus|service|running|start']),

  // ---- gpgv
  c('gpgv', 'gpgv', 'not-signature', { 'a.sig': 'not a signature\n', 'a.txt': 'x\n' }, 'GNUPGHOME=$PWD gpgv a.sig a.txt', ['signature|key|keyring|OpenPGP|valid|import']),
  c('gpgv', 'gpgv', 'no-file', {}, 'GNUPGHOME=$PWD gpgv nope.sig', NOFILE),
];

export const CASES = RAW.map((c) => ({ ...c, expect: tight(c.expect) }));
