/**
 * Filesystem side of skill import/export: find and read every SKILL.md below
 * a folder with the other files of its folder, and write files back. This
 * module only moves bytes — it knows nothing about the SKILL.md format (that
 * lives in src/core, a higher layer).
 *
 * SKILL.md content is decoded/encoded as UTF-8 without any normalisation (a
 * BOM, CRLF or a missing trailing newline survive unchanged); the other files
 * are bytes. So read → write → read is byte-identical.
 */
import { lstat, mkdir, readdir, readFile, realpath, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathProblem } from '../../util/relative-path.js';

export interface SkillFile {
  /** Relative to the skills folder, posix separators, e.g. `release/SKILL.md`. */
  path: string;
  content: string;
}

/** A file to write: SKILL.md text, or any other file's bytes. */
export interface OutputFile {
  path: string;
  content: string | Uint8Array;
}

/** Another file of a skill's folder, found but not read yet (the caller checks sizes first). */
export interface FolderFileEntry {
  /** Relative to the skill's folder, e.g. `scripts/x.py`. */
  path: string;
  size: number;
  /** Where to read it: the real path (symlinks resolved). */
  source: string;
}

export interface SkillFolder extends SkillFile {
  files: FolderFileEntry[];
}

/** A file in a skill's folder that is not carried, and why. */
export interface SkippedFile {
  /** Relative to the skills folder. */
  path: string;
  reason: string;
}

const SKILL_FILE_NAME = 'SKILL.md';
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/**
 * Every SKILL.md below `dir` (recursively), sorted by path.
 *
 * Symlinks are followed only when their target stays inside `dir`, so a link
 * can never pull files from elsewhere on disk into an export. Each real
 * directory and file is reported once (which also breaks symlink cycles);
 * links are followed only after the plain tree has been walked, so a skill
 * reachable both directly and through a link keeps its direct path.
 */
export async function readSkillDir(dir: string): Promise<SkillFile[]> {
  return (await readSkillFolders(dir)).skills.map(({ path, content }) => ({ path, content }));
}

/**
 * readSkillDir, plus the other files inside each skill's folder (beside or
 * below its SKILL.md, e.g. `release/scripts/x.py`; a file below a nested
 * SKILL.md belongs to that nearer skill). Files are listed with their size,
 * not read. A symbolic link whose target lies outside the skill's own folder
 * is not followed but reported in `skipped`, as is anything under `exclude`
 * (the daemon's home: its store and tokens never go into a skill).
 */
export async function readSkillFolders(dir: string, opts: { exclude?: string } = {}): Promise<{ skills: SkillFolder[]; skipped: SkippedFile[] }> {
  const root = await realpath(dir);
  const walk: Walk = { root, visited: new Set([root]), found: [], others: [], links: [], dangling: [] };
  await walkDir(walk, root, []);
  for (let link = walk.links.shift(); link; link = walk.links.shift()) {
    await followLink(walk, link);
  }
  const exclude = opts.exclude ? await realpath(opts.exclude).catch(() => path.resolve(opts.exclude as string)) : undefined;
  const skills: SkillFolder[] = walk.found.sort((a, b) => compareCodeUnits(a.path, b.path)).map(({ realDir: _r, ...skill }) => ({ ...skill, files: [] }));
  const realDirs = new Map(walk.found.map((s) => [s.path, s.realDir]));
  // Deepest folder first, so a file goes to the nearest SKILL.md above it.
  const byDepth = [...skills].sort((a, b) => b.path.length - a.path.length);
  const skipped: SkippedFile[] = [];
  for (const other of [...walk.others, ...walk.dangling].sort((a, b) => compareCodeUnits(a.path, b.path))) {
    const owner = byDepth.find((skill) => other.path.startsWith(folderOf(skill.path)));
    if (!owner) continue;
    const relative = other.path.slice(folderOf(owner.path).length);
    if (other.real === null) skipped.push({ path: other.path, reason: 'a symbolic link whose target is missing or outside the skills folder' });
    else if (exclude && isInside(exclude, other.real)) skipped.push({ path: other.path, reason: `inside CONTEXTD_HOME (${exclude})` });
    else if (!isInside(realDirs.get(owner.path) ?? root, other.real)) skipped.push({ path: other.path, reason: "a symbolic link to a file outside the skill's folder" });
    else owner.files.push({ path: relative, size: other.size, source: other.real });
  }
  return { skills, skipped };
}

function folderOf(skillPath: string): string {
  return skillPath.slice(0, skillPath.length - SKILL_FILE_NAME.length);
}

/**
 * Writes each file to `<dir>/<path>`, creating folders as needed. Malformed
 * or escaping paths (`..`, absolute, duplicates) are refused before anything
 * is written; symlinks found on disk are checked per file, just before it is
 * written. Returns the absolute paths written, in input order.
 */
export async function writeSkillDir(dir: string, files: OutputFile[]): Promise<string[]> {
  const root = path.resolve(dir);
  const targets = files.map((file) => resolveInside(root, file.path));
  assertUnique(files, targets);

  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  const written: string[] = [];
  for (const [i, file] of files.entries()) {
    const target = targets[i] ?? resolveInside(root, file.path);
    // Checked before mkdir: creating folders through a symlink would already escape.
    await assertFolderInside(realRoot, path.dirname(target), file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await assertWritableFile(target, file.path);
    await (typeof file.content === 'string' ? writeFile(target, file.content, 'utf8') : writeFile(target, file.content));
    written.push(target);
  }
  return written;
}

/**
 * Files inside the exported skills' folders that the export did not write:
 * left from an earlier export or added by hand, they would come back as part
 * of the skill on the next import. Only plain files below each written
 * SKILL.md's folder are listed (links are not followed); paths are relative
 * to `dir`, sorted. With `prune` they are deleted.
 */
export async function staleSkillFiles(dir: string, written: OutputFile[], opts: { prune?: boolean } = {}): Promise<string[]> {
  const root = path.resolve(dir);
  const kept = new Set(written.map((file) => resolveInside(root, file.path)));
  const folders = written.filter((file) => path.posix.basename(file.path) === 'SKILL.md').map((file) => path.dirname(resolveInside(root, file.path)));
  const stale: string[] = [];
  const visit = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if ((entry.isFile() || entry.isSymbolicLink()) && !kept.has(full)) stale.push(full);
    }
  };
  for (const folder of folders) await visit(folder);
  stale.sort(compareCodeUnits);
  if (opts.prune) for (const file of stale) await unlink(file);
  return stale.map((file) => path.relative(root, file).split(path.sep).join('/'));
}

// ---------------------------------------------------------------- reading

interface Walk {
  root: string;
  /** Real paths of directories and files already seen. */
  visited: Set<string>;
  found: (SkillFile & { realDir: string })[];
  /** Every other file, relative to the root, with its real path and size. */
  others: OtherFile[];
  /** Links that lead nowhere or out of the root (real: null). */
  dangling: OtherFile[];
  /** Symlinks met during the walk, followed once the plain tree is done. */
  links: PendingLink[];
}

interface OtherFile {
  path: string;
  real: string | null;
  size: number;
}

interface PendingLink {
  linkPath: string;
  /** Path segments of the link itself, relative to the root. */
  segments: string[];
}

/** The walk starts from the real root and descends plain entries only, so every path here is real. */
async function walkDir(walk: Walk, dirPath: string, segments: string[]): Promise<void> {
  const entries = await readdir(dirPath, { withFileTypes: true });
  // Sorted so that when two links lead to the same target, the same one wins every run.
  entries.sort((a, b) => compareCodeUnits(a.name, b.name));
  for (const entry of entries) {
    const entryPath = path.join(dirPath, entry.name);
    const entrySegments = [...segments, entry.name];
    if (entry.isSymbolicLink()) walk.links.push({ linkPath: entryPath, segments: entrySegments });
    else if (entry.isDirectory()) await visitDir(walk, entryPath, entrySegments);
    else if (entry.isFile()) await visitFile(walk, entryPath, entrySegments);
  }
}

async function followLink(walk: Walk, link: PendingLink): Promise<void> {
  const real = await realpath(link.linkPath).catch(() => undefined); // undefined: dangling
  if (real === undefined || !isInside(walk.root, real)) {
    walk.dangling.push({ path: link.segments.join('/'), real: null, size: 0 });
    return;
  }
  const info = await stat(real);
  if (info.isDirectory()) await visitDir(walk, real, link.segments);
  else if (info.isFile()) await visitFile(walk, real, link.segments);
}

async function visitDir(walk: Walk, real: string, segments: string[]): Promise<void> {
  const name = segments[segments.length - 1] ?? '';
  if (SKIPPED_DIRS.has(name) || !markVisited(walk, real)) return;
  await walkDir(walk, real, segments);
}

async function visitFile(walk: Walk, real: string, segments: string[]): Promise<void> {
  if (segments[segments.length - 1] !== SKILL_FILE_NAME) {
    walk.others.push({ path: segments.join('/'), real, size: (await stat(real)).size });
    return;
  }
  if (!markVisited(walk, real)) return;
  walk.found.push({ path: segments.join('/'), content: await readFile(real, 'utf8'), realDir: path.dirname(real) });
}

/** Plain code-unit order (not localeCompare): deterministic on every machine. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function markVisited(walk: Walk, real: string): boolean {
  if (walk.visited.has(real)) return false;
  walk.visited.add(real);
  return true;
}

// ---------------------------------------------------------------- writing

/** Maps a relative posix path to an absolute one, refusing anything that could leave `root`. */
function resolveInside(root: string, relative: string): string {
  const problem = pathProblem(relative);
  if (problem) throw new Error(`refusing to write '${relative}': ${problem}`);
  const target = path.resolve(root, ...relative.split('/'));
  if (!isInside(root, target)) {
    throw new Error(`refusing to write '${relative}': path escapes ${root}`);
  }
  return target;
}

function assertUnique(files: OutputFile[], targets: string[]): void {
  const seen = new Set<string>();
  targets.forEach((target, i) => {
    if (seen.has(target)) throw new Error(`refusing to write '${files[i]?.path}': duplicate path`);
    seen.add(target);
  });
}

/**
 * Guards against symlinks already present under the root: a linked folder
 * would redirect the write (and the folder creation) outside the skills
 * folder. The nearest existing ancestor decides where new folders would land.
 */
async function assertFolderInside(realRoot: string, folder: string, relative: string): Promise<void> {
  let existing = folder;
  while (!(await exists(existing))) existing = path.dirname(existing);
  if (!isInside(realRoot, await realpath(existing))) {
    throw new Error(`refusing to write '${relative}': its folder resolves outside ${realRoot}`);
  }
}

async function assertWritableFile(target: string, relative: string): Promise<void> {
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isSymbolicLink()) throw new Error(`refusing to write '${relative}': it is a symbolic link`);
  if (existing?.isDirectory()) throw new Error(`refusing to write '${relative}': it is a directory`);
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  const escapes = relative === '..' || relative.startsWith(`..${path.sep}`);
  return !escapes && !path.isAbsolute(relative);
}
