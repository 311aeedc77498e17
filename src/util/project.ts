import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';

/**
 * Finds the git top-level of a path by looking for `.git` upwards (a folder,
 * or a file for worktrees and submodules) without spawning git. Falls back to
 * the path itself outside a repository.
 */
export function projectRoot(path: string): string {
  let dir = canonical(resolve(path));
  for (;;) {
    if (existsSync(resolve(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return canonical(resolve(path));
    dir = parent;
  }
}

function canonical(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'project';
}

/** `<slug of folder>-<8 hex of absolute path>`: two folders named `app` never collide. */
export function projectIdForRoot(root: string): string {
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 8);
  return `${slugify(basename(root))}-${hash}`;
}

export function projectIdForPath(path: string): { id: string; root: string } {
  const root = projectRoot(path);
  return { id: projectIdForRoot(root), root };
}

/** Converts a `file://` root URI from an MCP client into a local path. */
export function pathFromRootUri(uri: string): string | null {
  if (!uri.startsWith('file://')) return null;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return null;
  }
}
