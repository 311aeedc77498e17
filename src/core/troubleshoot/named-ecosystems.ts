/**
 * The languages and tools a description in plain words names: "two python modules import
 * each other", "tsc says it does not know a name", "using a variable in C that I never
 * declared", "cargo build fails after adding a crate". A record of another language is then
 * less likely to be the one meant (see src/core/remediations/ranking.ts, describedWeight).
 */
import { COMMAND_ECOSYSTEM, fileEcosystem, JS_FAMILY, LANGUAGE_ECOSYSTEM, ownEcosystem } from './diagnose.js';
import type { Ecosystem } from './types.js';

/**
 * Ecosystems that are a language or a tool records are written in. The others (network,
 * database, docker, ci, permissions, build…) cut across languages: a Python script's refused
 * connection is both, so a record detected as one of them is never "another language".
 */
export const LANGUAGE_ECOSYSTEMS: ReadonlySet<Ecosystem> = new Set<Ecosystem>([
  'node', 'npm', 'typescript', 'frontend', 'python', 'go', 'rust', 'java', 'cpp', 'ruby', 'php', 'dotnet', 'git',
]);

/** Names people use for a language or its tools that the context tables (file extensions, commands) do not hold. */
const MORE_NAMES: Readonly<Record<string, Ecosystem>> = {
  python: 'python', django: 'python', rust: 'rust', crate: 'rust', crates: 'rust', java: 'java', jvm: 'java',
  maven: 'java', typescript: 'typescript', ruby: 'ruby', rails: 'ruby', gem: 'ruby', bundler: 'ruby',
  php: 'php', composer: 'php', laravel: 'php', gcc: 'cpp', 'g++': 'cpp', clang: 'cpp', 'c++': 'cpp',
  cpp: 'cpp', dotnet: 'dotnet', 'c#': 'dotnet', csharp: 'dotnet', nuget: 'dotnet',
};

/**
 * Tool names that are everyday words ("go", "next", "act", "react", "node", "make"…) or
 * too short to be read as a name in a sentence; they count only in the phrases below.
 */
const ORDINARY = new Set(['go', 'next', 'act', 'react', 'node', 'uv', 'bun', 'deno', 'flask', 'poetry', 'js', 'ts', 'py', 'rs', 'kt', 'cjs', 'mjs', 'css', 'html']);

/** Go, Node.js and C named in a sentence: "in go", "my go program", "go build", "node 20 crashes", "in C". */
const PHRASES: ReadonlyArray<readonly [RegExp, Ecosystem]> = [
  [/\bgo(?=\s+(?:build|run|test|vet|mod|get|install|generate|work|program|code|compiler|module|modules|package|packages|file|files|binary|toolchain|version|routine|routines|func|function|struct|interface|map|slice)s?\b)|\bin go\b|\bgo's\b/i, 'go'],
  [/\bnode(?=\s+(?:process|script|app|server|version|v?\d+|crashes|exits|says|prints|throws|runs|program|module|modules)\b)|\bin node\b|\bnode's\b|\bnode js\b/i, 'node'],
  // A capital C on its own: not a key (Ctrl-C), a drive (C:), C++/C# or a quoted name (Go's `import "C"`).
  [/(?<![-+\w"'`])C(?![-+#:\w"'`])/, 'cpp'],
];

/** A language named to compare ("if with an int as the condition like in C", "coming from Java"): the description is about another. */
const COMPARED = /\b(?:like|unlike|as in|than|similar to|coming from)\s+(?:in\s+|with\s+)?[\w.+#-]+/gi;

/** The ecosystems `text` names, with the JavaScript family whole ("tsc" names node's and npm's records too). */
export function namedEcosystems(description: string): ReadonlySet<Ecosystem> {
  const text = description.replace(COMPARED, ' ');
  const named = new Set<Ecosystem>();
  for (const token of text.split(/[^\w.+#/-]+/)) {
    const word = token.replace(/[.-]+$/, '');
    // A file the person names says its language too: main.rs, tests/conftest.py, package.json, pom.xml.
    const file = /\w\.\w/.test(word) ? fileEcosystem(word) : undefined;
    if (file && LANGUAGE_ECOSYSTEMS.has(file)) named.add(file);
    for (const part of word.toLowerCase().split('/')) {
      if (part === '' || ORDINARY.has(part)) continue;
      const ecosystem = ownEcosystem(MORE_NAMES, part) ?? ownEcosystem(LANGUAGE_ECOSYSTEM, part) ?? ownEcosystem(COMMAND_ECOSYSTEM, part);
      if (ecosystem && LANGUAGE_ECOSYSTEMS.has(ecosystem)) named.add(ecosystem);
    }
  }
  for (const [re, ecosystem] of PHRASES) if (re.test(text)) named.add(ecosystem);
  if ([...named].some((e) => JS_FAMILY.has(e))) for (const e of JS_FAMILY) named.add(e);
  return named;
}
