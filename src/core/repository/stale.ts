import { readFile } from 'node:fs/promises';
import type { FileState, RepositoryRow } from '../../store/repository.js';
import { hashContent } from './prepare.js';
import { walkRepository, WalkError } from './walk.js';

/**
 * Files that changed on disk since the last index, with the options of that
 * index: new files, deleted files, and files whose size or mtime moved and
 * whose content hash differs (a touched but identical file is not stale).
 * A repository folder that is gone makes every indexed file stale.
 */
export async function staleFiles(repo: RepositoryRow, states: FileState[]): Promise<string[]> {
  let walked;
  try {
    walked = await walkRepository({ root: repo.root, include: repo.options.include, exclude: repo.options.exclude, maxFileSize: repo.options.max_file_size });
  } catch (error) {
    if (error instanceof WalkError) return states.map((s) => s.path).sort();
    throw error;
  }
  const known = new Map(states.map((s) => [s.path, s]));
  const stale: string[] = [];
  const onDisk = new Set<string>();
  for (const file of walked.files) {
    onDisk.add(file.path);
    const prev = known.get(file.path);
    if (!prev) stale.push(file.path);
    else if ((prev.size !== file.size || prev.mtime_ms !== file.mtimeMs) && (await hashOf(file.absPath)) !== prev.hash) stale.push(file.path);
  }
  for (const state of states) if (!onDisk.has(state.path)) stale.push(state.path);
  return stale.sort();
}

async function hashOf(path: string): Promise<string | null> {
  try {
    return hashContent(await readFile(path));
  } catch {
    return null;
  }
}
