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
