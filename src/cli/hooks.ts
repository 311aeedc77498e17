/**
 * `contextd hook` (the command Claude Code runs) and `contextd hooks
 * install|uninstall|status` (its registration in Claude Code's settings).
 */
import type { Command } from 'commander';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HookEventName } from '../util/hook-events.js';
import { ContextdError } from '../util/errors.js';
import { globalFlags, printJson, reportError } from './common.js';
import { hookSettings } from './hook-config.js';
import { INSTALLED_BY_DEFAULT, ourRegistrations, withOurs, withoutOurs, type Settings } from './hooks-settings.js';

const SCOPES = ['user', 'project', 'local'] as const;
type Scope = (typeof SCOPES)[number];

export function registerHooks(program: Command): void {
  program
    .command('hook')
    .description('Handle one Claude Code hook event (JSON on stdin); what `hooks install` and the plugin register. Always exits 0.')
    .action(async (_opts: unknown, command: Command) => {
      const { runHook } = await import('./hook-fast.js');
      const flags = globalFlags(command);
      await runHook({ home: flags.home, url: flags.url, noSpawn: flags.spawn === false ? true : undefined });
    });

  const hooks = program.command('hooks').description("Register `contextd hook` in Claude Code's settings (or remove it).");
  const target = (cmd: Command) =>
    cmd
      .option('--scope <scope>', `${SCOPES.join(', ')}: ~/.claude/settings.json, .claude/settings.json or .claude/settings.local.json of this folder`, 'user')
      .option('--settings <file>', 'this settings file instead of a scope');
  target(hooks.command('install'))
    .description('Add contextd to the settings: SessionStart, PostToolUse, PostToolUseFailure, PreCompact, PostCompact, SessionEnd (and UserPromptSubmit when config hooks.events names it). Running it again changes nothing.')
    .action((opts: TargetFlags, command: Command) => run(command, () => install(settingsPath(opts))));
  target(hooks.command('uninstall'))
    .description('Remove exactly the hooks contextd added; every other key and hook stays.')
    .action((opts: TargetFlags, command: Command) => run(command, () => uninstall(settingsPath(opts))));
  target(hooks.command('status'))
    .description('Show which events run contextd in the settings file, and whether its command resolves.')
    .action((opts: TargetFlags, command: Command) => run(command, () => status(settingsPath(opts))));
}

interface TargetFlags {
  scope: string;
  settings?: string;
}

interface Outcome {
  file: string;
  events: string[];
  command: string | null;
  changed?: boolean;
  removed?: number;
  resolves?: boolean;
  message: string;
}

function run(command: Command, action: () => Outcome): void {
  const json = globalFlags(command).json === true;
  try {
    const outcome = action();
    if (json) printJson(outcome);
    else process.stdout.write(`${outcome.message}\n`);
  } catch (error) {
    reportError(error, json);
  }
}

export function settingsPath(flags: TargetFlags): string {
  if (flags.settings) return resolve(process.cwd(), flags.settings);
  if (!(SCOPES as readonly string[]).includes(flags.scope)) throw new ContextdError('invalid_params', `--scope: '${flags.scope}' is not one of ${SCOPES.join(', ')}`);
  const scope = flags.scope as Scope;
  if (scope === 'user') return join(process.env.HOME || homedir(), '.claude', 'settings.json');
  return join(process.cwd(), '.claude', scope === 'project' ? 'settings.json' : 'settings.local.json');
}

function install(file: string): Outcome {
  const before = readSettings(file);
  const configured = hookSettings().events;
  // UserPromptSubmit only when config hooks.events turns it on; Stop is never registered (SessionEnd covers it).
  const events: HookEventName[] = [...INSTALLED_BY_DEFAULT.filter((e) => configured.has(e)), ...(configured.has('UserPromptSubmit') ? (['UserPromptSubmit'] as const) : [])];
  const command = hookCommand();
  const after = withOurs(before ?? {}, command, events);
  const changed = JSON.stringify(after) !== JSON.stringify(before ?? {});
  if (changed) writeAtomically(file, after);
  return { file, events, command, changed, message: `${changed ? 'Installed' : 'Already installed'}: ${events.join(', ')} run \`${command}\` (${file}).` };
}

function uninstall(file: string): Outcome {
  const before = readSettings(file);
  if (before === null) return { file, events: [], command: null, removed: 0, message: `Nothing to remove: ${file} does not exist.` };
  const { events, command } = ourRegistrations(before);
  const { settings, removed } = withoutOurs(before);
  if (removed > 0) writeAtomically(file, settings);
  return { file, events, command, removed, message: removed > 0 ? `Removed contextd from ${events.join(', ')} (${file}).` : `contextd is not registered in ${file}.` };
}

function status(file: string): Outcome {
  const settings = readSettings(file);
  const { events, command } = ourRegistrations(settings ?? {});
  const resolves = command === null ? undefined : commandResolves(command);
  const message =
    events.length === 0
      ? `contextd hooks: not installed in ${file}.`
      : `contextd hooks: ${events.join(', ')} run \`${command}\` (${file})${resolves ? '' : ' — that command does not resolve here; run `contextd hooks install` again'}.`;
  return { file, events, command, resolves, message };
}

function readSettings(file: string): Settings | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ContextdError('invalid_params', `${file}: not valid JSON (${(error as Error).message}); fix it before installing hooks`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ContextdError('invalid_params', `${file}: the settings must be a JSON object`);
  return parsed as Settings;
}

/** Write to a temporary file beside it, then rename: a reader never sees half a file. */
function writeAtomically(file: string, settings: Settings): void {
  mkdirSync(dirname(file), { recursive: true });
  const mode = existsSync(file) ? statSync(file).mode & 0o777 : 0o644;
  const temporary = `${file}.contextd-${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(settings, null, 2)}\n`, { mode });
  renameSync(temporary, file);
}

/** `contextd hook` when that name on PATH is this very bin; else the bin's absolute path. */
export function hookCommand(): string {
  const bin = fileURLToPath(new URL('../../bin/contextd.js', import.meta.url));
  const onPath = findOnPath('contextd');
  if (onPath && sameFile(onPath, bin)) return 'contextd hook';
  return `${/[^\w./-]/.test(bin) ? `'${bin.replace(/'/g, `'\\''`)}'` : bin} hook`;
}

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** Whether the registered command's program exists: `contextd` on PATH, or the quoted or bare absolute path. */
function commandResolves(command: string): boolean {
  const program = command.startsWith("'") ? command.slice(1, command.indexOf("'", 1)) : (command.split(/\s+/)[0] ?? '');
  if (!program.includes('/')) return findOnPath(program) !== null;
  try {
    accessSync(program, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
