import type { Command } from 'commander';
import { isAbsolute, resolve } from 'node:path';
import { runOperationCommand } from './operation-cmd.js';
import { counted } from '../util/plural.js';

interface IndexFlags {
  include?: string[];
  exclude?: string[];
  maxFileSize?: string;
  force?: boolean;
}

export function registerIndex(program: Command): void {
  program
    .command('index <path>')
    .description('Index a repository folder for `contextd search` and the repository_search tool (incremental; Ctrl-C cancels).')
    .option('--include <glob...>', "only these files; naming a skipped folder opens it (e.g. 'node_modules/**')")
    .option('--exclude <glob...>', 'leave these files and folders out')
    .option('--max-file-size <bytes>', 'skip larger files (default 1048576)')
    .option('--force', 're-index every file, even unchanged ones')
    .action(async (path: string, flags: IndexFlags, command: Command) => {
      // A '..' segment goes to the daemon as typed so it is refused there, not normalised away here.
      const absolute = isAbsolute(path) || path.split(/[\\/]+/).includes('..') ? path : resolve(process.cwd(), path);
      await runOperationCommand(command, {
        label: 'indexing',
        unit: 'files',
        start: (client, api) =>
          client.call(api.repositoryIndex, {
            path: absolute,
            include: flags.include ?? [],
            exclude: flags.exclude ?? [],
            ...(flags.maxFileSize !== undefined ? { max_file_size: Number(flags.maxFileSize) } : {}),
            force: flags.force === true,
          }),
        summary: (result) => summary(absolute, result),
      });
    });
}

function summary(path: string, r: Record<string, unknown>): string {
  const seconds = (Number(r.duration_ms) / 1000).toFixed(1);
  return (
    `Indexed ${path} in ${seconds} s: ${counted(Number(r.files_indexed), 'file')} written, ${r.files_unchanged} unchanged, ${r.files_removed} removed, ` +
    `${r.files_skipped} skipped of ${r.files_scanned}; ${counted(Number(r.chunks), 'chunk')}.`
  );
}
