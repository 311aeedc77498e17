/**
 * Language detection from a file path, used to label indexed files and to
 * pick the definition heuristics of the chunker. Names are lower-case ids
 * ("typescript", "cpp", ...); null means "plain text / unknown", which the
 * chunker handles with line windows only.
 */

const BY_EXTENSION: Readonly<Record<string, string>> = {
  ts: 'typescript', tsx: 'typescript', mts: 'typescript', cts: 'typescript',
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript',
  json: 'json', jsonc: 'json', json5: 'json',
  md: 'markdown', mdx: 'markdown', markdown: 'markdown',
  py: 'python', pyi: 'python', pyw: 'python',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin', kts: 'kotlin',
  c: 'c', h: 'c',
  cc: 'cpp', cpp: 'cpp', cxx: 'cpp', 'c++': 'cpp', hh: 'cpp', hpp: 'cpp', hxx: 'cpp', ipp: 'cpp',
  cs: 'csharp',
  rb: 'ruby', rake: 'ruby', gemspec: 'ruby',
  pl: 'perl', pm: 'perl',
  php: 'php',
  sh: 'shell', bash: 'shell', zsh: 'shell', ksh: 'shell', fish: 'shell',
  yml: 'yaml', yaml: 'yaml',
  toml: 'toml',
  html: 'html', htm: 'html', xhtml: 'html',
  css: 'css',
  scss: 'scss', sass: 'scss',
  sql: 'sql',
  swift: 'swift',
  scala: 'scala', sc: 'scala',
  lua: 'lua',
  vue: 'vue',
  svelte: 'svelte',
  xml: 'xml',
  dockerfile: 'dockerfile',
  mk: 'makefile',
  // The Lisp family: Emacs Lisp, Common Lisp, Scheme (Guile, R7RS libraries, Chez), Racket, Clojure.
  el: 'lisp', lisp: 'lisp', lsp: 'lisp', scm: 'lisp', ss: 'lisp', sld: 'lisp', sls: 'lisp', rkt: 'lisp', clj: 'lisp', cljs: 'lisp', cljc: 'lisp',
  d: 'd', di: 'd',
};

/** Files recognised by their whole (lower-cased) name rather than an extension. */
const BY_NAME: Readonly<Record<string, string>> = {
  dockerfile: 'dockerfile',
  containerfile: 'dockerfile',
  makefile: 'makefile',
  gnumakefile: 'makefile',
  rakefile: 'ruby',
  gemfile: 'ruby',
  '.bashrc': 'shell',
  '.zshrc': 'shell',
  '.profile': 'shell',
};

/** Returns the language id for a path (either separator), or null when unknown. */
export function detectLanguage(path: string): string | null {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const name = path.slice(slash + 1).toLowerCase();
  const byName = BY_NAME[name];
  if (byName !== undefined) return byName;
  // "Dockerfile.dev" / "api.dockerfile" are common spellings of the same thing.
  if (name.startsWith('dockerfile.')) return 'dockerfile';
  const dot = name.lastIndexOf('.');
  // A leading dot alone (".gitignore", ".env") is a dotfile name, not an extension.
  if (dot <= 0) return null;
  return BY_EXTENSION[name.slice(dot + 1)] ?? null;
}

/**
 * Prolog's directives (`:- module(csv, [`, `:- use_module(library(lists)).`) and clause heads
 * ending a line with `:-`: a `.pl` file holding one is Prolog, not Perl, which writes neither.
 */
const PROLOG_LINE = /^(?::-\s*[a-z_(]|[a-z]\w*(?:\(.*\))?\s*:-\s*$)/m;

/**
 * The language of a file from its name, else from its first bytes (detectLanguageFromText); a
 * name two languages share (`.pl`: Perl's scripts, Prolog's modules) is told by its text.
 */
export function detectFileLanguage(path: string, head: string): string | null {
  const byName = detectLanguage(path);
  if (byName === 'perl' && /\.pl$/i.test(path) && PROLOG_LINE.test(head)) return 'prolog';
  if (byName !== null) return byName;
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return detectLanguageFromText(head, !path.slice(slash + 1).includes('.'));
}

/** Interpreters named by a `#!` line, by their command's name without a version (`python3.11` → `python`). */
const BY_INTERPRETER: Readonly<Record<string, string>> = {
  sh: 'shell', bash: 'shell', dash: 'shell', ash: 'shell', zsh: 'shell', ksh: 'shell', mksh: 'shell', fish: 'shell',
  python: 'python', pypy: 'python',
  node: 'javascript', nodejs: 'javascript', deno: 'typescript', bun: 'javascript', 'ts-node': 'typescript', tsx: 'typescript',
  perl: 'perl', ruby: 'ruby', php: 'php', lua: 'lua', luajit: 'lua', make: 'makefile',
};

/** Editors' names for a language in a modeline: Emacs `-*- shell-script -*-`, vim `ft=sh`. */
const BY_MODE: Readonly<Record<string, string>> = {
  'shell-script': 'shell', sh: 'shell', bash: 'shell', zsh: 'shell', ksh: 'shell',
  python: 'python', perl: 'perl', cperl: 'perl', ruby: 'ruby', lua: 'lua', php: 'php',
  js: 'javascript', javascript: 'javascript', typescript: 'typescript', c: 'c', 'c++': 'cpp', cpp: 'cpp',
  makefile: 'makefile', make: 'makefile', tcl: 'tcl',
  scheme: 'lisp', 'emacs-lisp': 'lisp', lisp: 'lisp', 'lisp-interaction': 'lisp', prolog: 'prolog',
};

/** Lines only shell writes: the words that close its blocks, a `case` arm's end, `then`/`do` ending a line. */
const SHELL_LINE = /^\s*(?:fi|esac|done|;;|(?:el)?if\s.*;\s*then|(?:while|until|for)\s.*;\s*do)\s*$/;
/** Shell lines a file without a name or a `#!` must hold before it is read as shell (sourced fragments: `functions`). */
const SHELL_LINES = 4;

/**
 * The language of a file whose name does not tell it (`bin/deploy`, `debian/rules`, bash
 * completions, sourced shell fragments), from its first bytes: the `#!` line's interpreter, an
 * editor's modeline in its first or last lines (`-*- shell-script -*-`, `vim: ft=sh`), or, for
 * shell only and when the name has no extension at all, lines no other language writes (`fi`,
 * `esac`, `;;`; `configure.ac` holds them too, among m4). Null when none says.
 */
export function detectLanguageFromText(head: string, bareName: boolean): string | null {
  const lines = head.split('\n', 400);
  const shebang = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(lines[0] ?? '');
  if (shebang) {
    const command = (shebang[1]!.endsWith('/env') ? shebang[2] : shebang[1])?.split('/').pop() ?? '';
    const language = BY_INTERPRETER[command.replace(/[\d.]+$/, '')];
    if (language) return language;
  }
  for (const line of [...lines.slice(0, 5), ...lines.slice(-5)]) {
    const mode = /-\*-\s*(?:.*?mode:\s*)?([\w+-]+)[\s;]*(?:.*?)-\*-/i.exec(line)?.[1] ?? /\b(?:vim?|ex):.*?\b(?:ft|filetype)=([\w+-]+)/.exec(line)?.[1];
    const language = mode === undefined ? undefined : BY_MODE[mode.toLowerCase()];
    if (language) return language;
  }
  if (!bareName) return null;
  let shell = 0;
  for (const line of lines) if (SHELL_LINE.test(line) && ++shell >= SHELL_LINES) return 'shell';
  return null;
}
