import type { Command } from 'commander';
import { DaemonClient } from '../client/client.js';
import { createSpawner } from '../client/spawn.js';
import { loadConfig, type Config, type PartialConfig } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import { createLogger, type Logger } from '../util/logger.js';
import { projectIdForPath } from '../util/project.js';
import { VERSION } from './version.js';

export interface GlobalFlags {
  home?: string;
  url?: string;
  logLevel?: string;
  project?: string;
  spawn?: boolean;
  json?: boolean;
}

/** Flags → the flags layer of the configuration. */
export function flagsLayer(flags: GlobalFlags): PartialConfig {
  const layer: PartialConfig = {};
  if (flags.home) layer.home = flags.home;
  if (flags.url) layer.url = flags.url;
  if (flags.logLevel) layer.logLevel = flags.logLevel as Config['logLevel'];
  if (flags.project) layer.project = flags.project;
  if (flags.spawn === false) layer.noSpawn = true;
  return layer;
}

export function globalFlags(command: Command): GlobalFlags {
  return command.optsWithGlobals<GlobalFlags>();
}

export function configFor(command: Command, extra: PartialConfig = {}): Config {
  return loadConfig({ ...flagsLayer(globalFlags(command)), ...extra });
}

/** A client for CLI commands: starts the daemon when allowed, scoped to the current project. */
export async function cliClient(config: Config, logger: Logger = createLogger({ level: 'warn' })): Promise<DaemonClient> {
  const spawner = createSpawner(config, VERSION, logger);
  await spawner.ensure();
  const project = projectIdForPath(config.project ?? process.cwd()).id;
  return new DaemonClient({ url: config.url, tenant: config.tenant, project, token: config.token, reconnect: async () => void (await spawner.ensure()) });
}

/** Prints an error the way people and scripts expect, and sets the exit code. */
export function reportError(error: unknown, json: boolean | undefined): void {
  const known = error instanceof ContextdError;
  const code = known ? error.code : 'internal';
  const message = error instanceof Error ? error.message : String(error);
  if (json) process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  else process.stderr.write(`contextd: ${code}: ${message}\n`);
  process.exitCode = code === 'invalid_params' ? 2 : 1;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
