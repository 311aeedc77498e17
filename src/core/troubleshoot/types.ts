/** The pattern library's shapes, apart from the patterns themselves (patterns.ts and its files). */

export const ECOSYSTEMS = [
  'node', 'npm', 'typescript', 'python', 'go', 'rust', 'java', 'docker', 'git', 'database',
  'network', 'permissions', 'frontend', 'ci', 'cpp', 'build', 'shell', 'kubernetes',
  'terraform', 'nginx', 'testing', 'lint', 'security', 'cloud', 'ruby', 'php', 'dotnet',
] as const;

export type Ecosystem = (typeof ECOSYSTEMS)[number];

export interface TroublePattern {
  /** Stable id, `<ecosystem>.<slug>`, e.g. `node.eaddrinuse`. */
  id: string;
  ecosystem: Ecosystem;
  /** The error type `normalizeError` extracts for this failure, when it has a stable one. */
  errorType: string | null;
  /** Plain words: 'Port already in use'. */
  title: string;
  /** Why it happens, in plain words. */
  explanation: string;
  /** Concrete steps and commands. */
  fix: string;
  /** Any matching line is evidence; see the conventions in patterns.ts. */
  match: RegExp[];
  /** Plain-words phrases bridging error codes and how people describe the problem. */
  keywords: string[];
  /** One realistic example error (a few lines). */
  example: string;
  /** Further realistic examples (other wording, paths, versions); the tests check each. */
  variants?: readonly string[];
  /**
   * The pattern recognizes a summary line ("command failed with exit code 1") whose cause
   * is elsewhere in the output; it ranks below any specific pattern that also matched.
   */
  summary?: boolean;
}

/** One possible cause of an error: a pattern that matched, with the lines that matched. */
export interface Hypothesis {
  pattern_id: string;
  title: string;
  explanation: string;
  fix: string;
  /** 0..1 */
  likelihood: number;
  /** The raw input lines that matched. */
  evidence: string[];
}
