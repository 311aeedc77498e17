import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command, OptionValues } from 'commander';
import { ContextdError } from '../util/errors.js';
import { homeLayout } from '../util/paths.js';
import { processAlive, processCommandLine } from '../util/process.js';
import { configFor, globalFlags, printJson, reportError } from './common.js';

const DEFAULT_TIMEOUT_S = 15;
/** The daemon gives itself 12 s to shut down (serve.ts); waiting is capped at ten minutes. */
const MAX_TIMEOUT_S = 600;
const POLL_MS = 50;

/** The pid this home's daemon wrote (`run/daemon.pid`), if the file is there and names a number. */
function daemonPid(runDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(runDir, 'daemon.pid'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function parseTimeout(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_S) {
    throw new ContextdError('invalid_params', `--timeout: expected seconds between 0 and ${MAX_TIMEOUT_S}, got ${String(value)}`);
  }
  return seconds;
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  return true;
}

/**
 * `contextd stop`: ends this home's daemon the way SIGTERM does (requests in flight finish,
 * the store is closed, running operations are recovered by the next daemon) and waits for it.
 * The pid file is the daemon's own claim on the home; a pid reused by another program since
 * (the daemon died without removing it) is left alone.
 */
export function registerStop(program: Command): void {
  program
    .command('stop')
    .description("Stop this home's daemon (the one editors start, or `contextd serve`) and wait until it has exited; the next call starts a new one.")
    .option('--timeout <seconds>', `how long to wait for it to exit (default ${DEFAULT_TIMEOUT_S})`, String(DEFAULT_TIMEOUT_S))
    .action(async (opts: OptionValues, command: Command) => {
      const json = globalFlags(command).json;
      try {
        const timeoutS = parseTimeout(opts.timeout);
        const config = configFor(command, { noSpawn: true });
        const pid = daemonPid(homeLayout(config.home).run);
        if (pid === undefined || !processAlive(pid)) {
          if (json) printJson({ stopped: false, running: false, home: config.home });
          else process.stdout.write(`contextd daemon: not running for ${config.home}\n`);
          process.exitCode = 3;
          return;
        }
        const commandLine = processCommandLine(pid);
        if (commandLine !== undefined && !/contextd/.test(commandLine)) {
          throw new ContextdError('conflict', `${join(homeLayout(config.home).run, 'daemon.pid')} names pid ${pid}, which is not a contextd daemon (${commandLine.slice(0, 120)}): the daemon exited without removing it; nothing was stopped`);
        }
        process.kill(pid, 'SIGTERM');
        if (!(await exited(pid, timeoutS * 1000))) {
          throw new ContextdError('operation_timeout', `the contextd daemon (pid ${pid}) has not exited after ${timeoutS} s; it may still be finishing a write: wait and run \`contextd stop\` again, or end it with \`kill -9 ${pid}\` (running operations are recovered at the next start)`);
        }
        if (json) printJson({ stopped: true, pid, home: config.home });
        else process.stdout.write(`contextd daemon stopped (pid ${pid}, ${config.home})\n`);
      } catch (error) {
        reportError(error, json);
      }
    });
}
