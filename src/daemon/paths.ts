import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { resolveRoot, WalkError } from '../core/repository/walk.js';
import { ContextdError, invalid } from '../util/errors.js';

/**
 * Which files on the daemon's machine a request may name (docs/security.md).
 *
 * - A remote caller (team mode, or any `/mcp` session) names no file to read or
 *   write: export and import travel in the HTTP bodies. Its repository roots must
 *   lie under a root the operator allowed (`serve --allow-root`; none by default).
 * - A local caller of a single-user loopback daemon may name files, but never
 *   anything under `$CONTEXTD_HOME` (the store, logs, runtime files) nor the
 *   token file; with `--allow-root` its repository roots are confined too.
 *
 * Every check runs on the real path (symlinks resolved): a link to `/etc` is `/etc`.
 */
export interface PathRulesOptions {
  home: string;
  tokenFile?: string;
  allowRoots?: readonly string[];
}

export class PathRules {
  private readonly protectedDirs: string[];
  private readonly protectedFiles: string[];
  private readonly allowRoots: string[];

  constructor(opts: PathRulesOptions) {
    this.protectedDirs = unique([resolve(opts.home), realOrSelf(opts.home)]);
    this.protectedFiles = opts.tokenFile ? unique([resolve(opts.tokenFile), realOrSelf(opts.tokenFile)]) : [];
    this.allowRoots = (opts.allowRoots ?? []).map((root) => {
      try {
        return realpathSync(resolve(root));
      } catch {
        throw invalid(`--allow-root ${root}: no such folder`);
      }
    });
  }

  /** The real root folder of a repository a caller may index (or search, or remove). */
  async repositoryRoot(path: string, remote: boolean): Promise<string> {
    const confined = remote || this.allowRoots.length > 0;
    // Before touching the file system: a remote caller learns nothing about paths outside its roots.
    if (confined) this.confine(resolve(path), path);
    let real: string;
    try {
      real = await resolveRoot(path);
    } catch (error) {
      if (error instanceof WalkError) throw invalid(`path: ${error.message}`);
      throw error;
    }
    if (confined) this.confine(real, path);
    this.refuseProtected(real, path);
    return real;
  }

  /** A file a local caller names for export: its folder must exist; the target is never under $CONTEXTD_HOME. */
  async exportTarget(path: string, remote: boolean): Promise<string> {
    this.refuseRemote(remote, 'export');
    let real: string;
    try {
      real = await realpath(path);
    } catch {
      // A new file: its folder's real path, then the name.
      real = join(await realpath(dirname(path)).catch(() => dirname(path)), basename(path));
    }
    this.refuseProtected(real, path);
    return path;
  }

  /** A file a local caller names for import; never under $CONTEXTD_HOME nor the token file. */
  async importSource(path: string, remote: boolean): Promise<string> {
    this.refuseRemote(remote, 'import');
    this.refuseProtected(await realpath(path).catch(() => resolve(path)), path);
    return path;
  }

  private refuseRemote(remote: boolean, what: 'export' | 'import'): void {
    if (!remote) return;
    const how = what === 'export' ? 'start the export without a path and download it from /v1/export/:operation_id/file' : 'upload the JSONL to /v1/import/upload';
    throw new ContextdError(
      'forbidden',
      `path: this daemon reads and writes no file on its machine for remote callers (team mode, /mcp); ${how} — \`contextd ${what} FILE\` does this for you`,
    );
  }

  private confine(real: string, asked: string): void {
    if (this.allowRoots.some((root) => inside(real, root))) return;
    const roots = this.allowRoots.length > 0 ? `: allowed roots are ${this.allowRoots.join(', ')}` : '; the operator allows none (serve --allow-root DIR)';
    throw new ContextdError('forbidden', `path: ${asked} is outside the repository roots this daemon allows${roots}`);
  }

  private refuseProtected(real: string, asked: string): void {
    if (this.protectedDirs.some((dir) => inside(real, dir)) || this.protectedFiles.includes(real)) {
      throw new ContextdError('forbidden', `path: ${asked} is the daemon's own data (under CONTEXTD_HOME, or its token file); choose another path`);
    }
  }
}

/** True when `path` is `root` or lies under it (both absolute and normalised). */
export function inside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(resolve(path));
  } catch {
    return resolve(path);
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
