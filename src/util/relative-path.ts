/**
 * Checks a relative path before it is joined to a folder: skill folders read
 * and written by the CLI, and skill folder files the daemon stores.
 */

/** Why a relative path could leave its folder or mean different things on another system, or undefined when it is safe. */
export function pathProblem(relative: string): string | undefined {
  if (relative.length === 0) return 'path is empty';
  if (relative.includes('\0')) return 'path contains a NUL byte';
  // Backslashes and drive letters would mean different things on Windows; keep paths portable.
  if (relative.includes('\\')) return "path must use '/' separators";
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) return 'path must be relative';
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..')) return "path must not contain '..'";
  if (segments.some((segment) => segment === '' || segment === '.')) return 'path has an empty or "." segment';
  return undefined;
}
