/**
 * `contextd export <file>` and `contextd import <file>`: this project's
 * checkpoints, remediations, skills and memories as JSONL, and the official memory
 * server's memory.jsonl. The CLI reads and writes the file itself, whatever
 * the daemon's mode: the export is downloaded once the daemon has written it,
 * the import is uploaded (the daemon never opens a file named by a caller).
 */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { runOperationCommand } from './operation-cmd.js';
import { counted } from '../util/plural.js';

const FAMILIES = ['checkpoints', 'remediations', 'skills', 'memories'] as const;
const FORMATS = ['auto', 'contextd', 'memory-server'] as const;

export function registerTransfer(program: Command): void {
  program
    .command('export <file>')
    .description("Write this project's checkpoints, remediations and memories (its own and tenant-wide) and skills to a JSONL file (Ctrl-C cancels).")
    .option('--include <family...>', `only these: ${FAMILIES.join(', ')} (default: all)`)
    .action(async (file: string, flags: { include?: string[] }, command: Command) => {
      const path = resolve(process.cwd(), file);
      const include = flags.include as (typeof FAMILIES)[number][] | undefined;
      await runOperationCommand(command, {
        label: 'exporting',
        unit: 'records',
        start: (client, api) => client.call(api.exportRun, include ? { include } : {}),
        finish: async (client, op, result) => {
          const { TRANSFER_FILES } = await import('../api/transfer.js');
          const bytes = await client.download(TRANSFER_FILES.download.replace(':operation_id', op.id), path);
          return { ...result, path, bytes };
        },
        summary: (r) => `Exported ${counted(Number(r.checkpoints), 'checkpoint')}, ${counted(Number(r.remediations), 'remediation')}, ${counted(Number(r.skills), 'skill')} and ${counted(Number(r.memories ?? 0), 'memory', 'memories')} to ${path} (${counted(Number(r.bytes), 'byte')}).`,
      });
    });
  program
    .command('import <file>')
    .description("Import a JSONL file from `contextd export`, or the official MCP memory server's memory.jsonl; importing a file again changes nothing.")
    .option('--format <format>', `${FORMATS.join(', ')} (default: auto, detected from the first line)`)
    .action(async (file: string, flags: { format?: string }, command: Command) => {
      const path = resolve(process.cwd(), file);
      const format = flags.format as (typeof FORMATS)[number] | undefined;
      await runOperationCommand(command, {
        label: 'importing',
        unit: 'bytes',
        start: async (client) => {
          const { TRANSFER_FILES } = await import('../api/transfer.js');
          return client.upload(TRANSFER_FILES.upload, { format: format ?? 'auto' }, await readableFile(path), TRANSFER_FILES.contentType);
        },
        summary: (r) => importSummary(path, r),
      });
    });
}

function importSummary(path: string, r: Record<string, unknown>): string {
  const c = r.checkpoints as { created: number; unchanged: number };
  const m = r.remediations as { created: number; unchanged: number };
  const s = r.skills as { created: number; updated: number; unchanged: number };
  const mem = (r.memories as { created: number; unchanged: number } | undefined) ?? { created: 0, unchanged: 0 };
  return (
    `Imported ${path} (${r.format} format, ${counted(Number(r.lines), 'line')}): checkpoints ${c.created} created, ${c.unchanged} unchanged; ` +
    `remediations ${m.created} created, ${m.unchanged} unchanged; skills ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged; ` +
    `memories ${mem.created} created, ${mem.unchanged} unchanged.`
  );
}

/** The file to upload, checked here so a missing file is named before anything is sent. */
async function readableFile(path: string): Promise<string> {
  const { stat } = await import('node:fs/promises');
  const { ContextdError } = await import('../util/errors.js');
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new ContextdError('invalid_params', `path: cannot read ${path}: ${info ? 'not a file' : 'no such file or folder'}`);
  return path;
}
