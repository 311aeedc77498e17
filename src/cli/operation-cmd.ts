/**
 * What every CLI command that starts a daemon operation shares: start it,
 * follow it by long poll with a progress bar on a terminal (plain lines
 * otherwise), cancel it on Ctrl-C, and turn its end into output and an exit
 * code. Heavy modules load inside the functions: every CLI start imports this.
 */
import type { Command } from 'commander';
import type { Operation } from '../api/operations.js';
import type { Api } from '../api/routes.js';
import type { DaemonClient } from '../client/client.js';
import { configFor, cliClient, globalFlags, printJson, reportError } from './common.js';

export interface OperationCommand {
  /** Shown before the bar and in plain progress lines, e.g. 'indexing'. */
  label: string;
  /** Unit of progress.done / total, e.g. 'files'. */
  unit: string;
  /** Starts the operation; `api` is the daemon contract, loaded only once a command runs. */
  start(client: DaemonClient, api: Api): Promise<Operation>;
  /** Work done once the operation succeeded (e.g. download its file); answers the result to report. */
  finish?(client: DaemonClient, op: Operation, result: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The line printed on success (not with --json). */
  summary(result: Record<string, unknown>): string;
}

/** Runs the command's operation; `--json` prints `{operation_id, ...result}`. Exit 130 when cancelled, like any command stopped by Ctrl-C. */
export async function runOperationCommand(command: Command, spec: OperationCommand): Promise<void> {
  const json = globalFlags(command).json === true;
  try {
    const client = await cliClient(configFor(command));
    try {
      const result = await follow(client, spec, json);
      if (json) printJson(result);
    } finally {
      await client.close();
    }
  } catch (error) {
    reportError(error, json);
    if ((error as { code?: string }).code === 'cancelled') process.exitCode = 130;
  }
}

async function follow(client: DaemonClient, spec: OperationCommand, json: boolean): Promise<Record<string, unknown>> {
  const { api } = await import('../api/routes.js');
  const { isTerminal } = await import('../api/operations.js');
  const { ContextdError } = await import('../util/errors.js');
  let op = await spec.start(client, api);
  const display = await createDisplay(spec, json);
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
  const result = spec.finish ? await spec.finish(client, op, op.result ?? {}) : (op.result ?? {});
  if (!json) process.stdout.write(`${spec.summary(result)}\n`);
  return { operation_id: op.id, ...result };
}

interface Display {
  update(op: Operation): void;
  note(text: string): void;
  stop(op: Operation): void;
}

/** A progress bar on a terminal; otherwise (pipes, CI, --json) one plain line per second on stderr. */
async function createDisplay(spec: OperationCommand, json: boolean): Promise<Display> {
  const { label, unit } = spec;
  if (!json && process.stderr.isTTY) {
    const { default: progress } = await import('cli-progress');
    const bar = new progress.SingleBar(
      { format: `${label} [{bar}] {value}/{total} ${unit} | {message}`, hideCursor: true, stream: process.stderr, clearOnComplete: true },
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
          bar.setTotal(Math.max(total, 1));
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
      process.stderr.write(`${label} ${op.progress.done}/${op.progress.total ?? '?'} ${op.progress.message}\n`);
    },
    note: (text) => process.stderr.write(`${text}\n`),
    stop(op) {
      process.stderr.write(`${label} ${op.status}: ${op.progress.done}/${op.progress.total ?? '?'}\n`);
    },
  };
}
