import type { Command } from 'commander';
import { isAbsolute, resolve } from 'node:path';
import type { Operation } from '../api/operations.js';
import type { DaemonClient } from '../client/client.js';
import { configFor, cliClient, globalFlags, printJson, reportError } from './common.js';

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
      const json = globalFlags(command).json;
      try {
        const client = await cliClient(configFor(command));
        try {
          const result = await runIndex(client, path, flags, json === true);
          if (json) printJson(result);
        } finally {
          await client.close();
        }
      } catch (error) {
        reportError(error, json);
        if ((error as { code?: string }).code === 'cancelled') process.exitCode = 130; // like any command stopped by Ctrl-C
      }
    });
}

async function runIndex(client: DaemonClient, path: string, flags: IndexFlags, json: boolean): Promise<Record<string, unknown>> {
  const { api } = await import('../api/routes.js');
  const { isTerminal } = await import('../api/operations.js');
  const { ContextdError } = await import('../util/errors.js');
  // A '..' segment goes to the daemon as typed so it is refused there, not normalised away here.
  const absolute = isAbsolute(path) || path.split(/[\\/]+/).includes('..') ? path : resolve(process.cwd(), path);
  let op = await client.call(api.repositoryIndex, {
    path: absolute,
    include: flags.include ?? [],
    exclude: flags.exclude ?? [],
    ...(flags.maxFileSize !== undefined ? { max_file_size: Number(flags.maxFileSize) } : {}),
    force: flags.force === true,
  });
  const display = await createDisplay(json);
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    display.note('cancelling…');
    void client.call(api.operationCancel, { operation_id: op.id }).catch(() => undefined);
  };
  process.on('SIGINT', onSigint);
  try {
    while (!isTerminal(op.status)) {
      display.update(op);
      op = await client.waitOperation(op.id, op.version, 20_000);
    }
  } finally {
    process.off('SIGINT', onSigint);
    display.stop(op);
  }
  if (op.status !== 'succeeded') {
    const error = op.error ?? { code: 'operation_failed', message: op.status };
    throw new ContextdError(op.status === 'cancelled' ? 'cancelled' : error.code === 'invalid_params' ? 'invalid_params' : 'operation_failed', error.message);
  }
  const result = op.result ?? {};
  if (!json) process.stdout.write(`${summary(absolute, result)}\n`);
  return { operation_id: op.id, ...result };
}

function summary(path: string, r: Record<string, unknown>): string {
  const seconds = (Number(r.duration_ms) / 1000).toFixed(1);
  return (
    `Indexed ${path} in ${seconds} s: ${r.files_indexed} files written, ${r.files_unchanged} unchanged, ${r.files_removed} removed, ` +
    `${r.files_skipped} skipped of ${r.files_scanned}; ${r.chunks} chunks.`
  );
}

interface Display {
  update(op: Operation): void;
  note(text: string): void;
  stop(op: Operation): void;
}

/** A progress bar on a terminal; otherwise (pipes, CI, --json) one plain line per second on stderr. */
async function createDisplay(json: boolean): Promise<Display> {
  if (!json && process.stderr.isTTY) {
    const { default: progress } = await import('cli-progress');
    const bar = new progress.SingleBar(
      { format: 'indexing [{bar}] {value}/{total} files | {message}', hideCursor: true, stream: process.stderr, clearOnComplete: true },
      progress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(op) {
        const total = op.progress.total ?? 0;
        const message = op.progress.message.slice(-60);
        if (!started && total > 0) {
          bar.start(total, op.progress.done, { message });
          started = true;
        } else if (started) {
          bar.update(op.progress.done, { message });
        }
      },
      note: (text) => process.stderr.write(`\n${text}\n`),
      stop() {
        if (started) bar.stop();
      },
    };
  }
  let last = 0;
  return {
    update(op) {
      if (Date.now() - last < 1_000) return;
      last = Date.now();
      process.stderr.write(`indexing ${op.progress.done}/${op.progress.total ?? '?'} ${op.progress.message}\n`);
    },
    note: (text) => process.stderr.write(`${text}\n`),
    stop(op) {
      process.stderr.write(`indexing ${op.status}: ${op.progress.done}/${op.progress.total ?? '?'}\n`);
    },
  };
}
