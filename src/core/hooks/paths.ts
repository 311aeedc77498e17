import { isAbsolute, relative, sep } from 'node:path';

/** `file` relative to the project root when it lies inside it; as given otherwise. */
export function relativeTo(root: string | undefined, file: string): string {
  if (!root || !isAbsolute(file)) return file;
  const rel = relative(root, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : file;
}
