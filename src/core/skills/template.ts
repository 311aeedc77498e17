/**
 * `{{arg}}` templates for skill content.
 *
 * Syntax decisions (kept deliberately small):
 * - A placeholder is `{{name}}` with optional spaces/tabs inside the braces
 *   (`{{ name }}`); names match `[A-Za-z_][A-Za-z0-9_-]*`. Anything else in
 *   braces (`{{ .Name }}`, `{{a.b}}`, `{{#if}}`) is plain text, so Go/Helm
 *   templates in examples are left alone.
 * - `\{{name}}` is an escaped placeholder: it is not reported by
 *   `templatePlaceholders`, and `fillTemplate` drops the backslash and emits
 *   the literal `{{name}}`. There is no escape for the backslash itself.
 * - Fenced code blocks get no special treatment: a placeholder inside a
 *   ``` fence is substituted like any other. Authors who need literal
 *   `{{x}}` in code escape it.
 * - Substitution is a single pass: a value containing `{{other}}` is inserted
 *   as-is and never expanded again.
 */

export const PLACEHOLDER_NAME_RE = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** Group 1: the escaping backslash (if any); group 2: the placeholder name. */
const PLACEHOLDER_RE = /(\\?)\{\{[ \t]*([A-Za-z_][A-Za-z0-9_-]*)[ \t]*\}\}/g;

export interface DeclaredArgument {
  name: string;
  required: boolean;
}

export interface FillResult {
  text: string;
  /** Declared required arguments that were not provided. */
  missing: string[];
  /** Provided argument names that no declaration knows about. */
  unknown: string[];
}

/** Unique placeholder names in order of first appearance (escaped ones excluded). */
export function templatePlaceholders(content: string): string[] {
  const seen = new Set<string>();
  for (const match of content.matchAll(PLACEHOLDER_RE)) {
    const [, escape, name] = match;
    if (!escape && name !== undefined) seen.add(name);
  }
  return [...seen];
}

/**
 * Substitutes declared arguments into `content`.
 *
 * Optional declared arguments that were not provided become empty strings.
 * Placeholders for missing *required* arguments and for undeclared names are
 * left untouched, so the caller can still show the text while it reports
 * `missing` as an error.
 */
export function fillTemplate(
  content: string,
  args: Record<string, string>,
  declared: DeclaredArgument[],
): FillResult {
  const declaredByName = new Map(declared.map((arg) => [arg.name, arg]));
  const isProvided = (name: string): boolean =>
    Object.hasOwn(args, name) && args[name] !== undefined;

  const missing = declared.filter((arg) => arg.required && !isProvided(arg.name)).map((arg) => arg.name);
  const unknown = Object.keys(args).filter((name) => !declaredByName.has(name));

  // A replacer function (not a replacement string) so `$&` etc. in values stay literal.
  const text = content.replace(PLACEHOLDER_RE, (whole: string, escape: string, name: string) => {
    if (escape) return whole.slice(escape.length);
    const arg = declaredByName.get(name);
    if (!arg) return whole;
    if (isProvided(name)) return args[name] ?? '';
    return arg.required ? whole : '';
  });

  return { text, missing: unique(missing), unknown };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
