import { accessSync, constants, readFileSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig, parseConfigFile, resolveConfig, type Config, type PartialConfig } from '../util/config.js';
import { defaultHome, homeLayout } from '../util/paths.js';

/**
 * The MCP server configs `contextd doctor` prints for Claude Code, VS Code, Cursor and
 * Codex CLI: the command that resolves on this machine and, as env, every setting that
 * differs from what a bare `contextd --mcp` would use, so a pasted config reaches the
 * same daemon and store as the doctor did.
 */

/** Environment variable of each setting an editor-launched `contextd --mcp` needs. */
const ENV_OF: ReadonlyArray<readonly [keyof Config, string]> = [
  ['home', 'CONTEXTD_HOME'],
  ['url', 'CONTEXTD_URL'],
  ['host', 'CONTEXTD_HOST'],
  ['port', 'CONTEXTD_PORT'],
  ['token', 'CONTEXTD_TOKEN'],
  ['tokenFile', 'CONTEXTD_TOKEN_FILE'],
  ['noSpawn', 'CONTEXTD_NO_SPAWN'],
  ['logLevel', 'CONTEXTD_LOG_LEVEL'],
  ['store', 'CONTEXTD_STORE'],
  ['databaseUrl', 'CONTEXTD_DATABASE_URL'],
  ['embedder', 'CONTEXTD_EMBEDDER'],
  ['embeddingUrl', 'CONTEXTD_EMBEDDING_URL'],
  ['embeddingModel', 'CONTEXTD_EMBEDDING_MODEL'],
  ['embeddingApiKey', 'CONTEXTD_EMBEDDING_API_KEY'],
  ['embeddingDimensions', 'CONTEXTD_EMBEDDING_DIMENSIONS'],
  ['operationTimeoutMs', 'CONTEXTD_OPERATION_TIMEOUT'],
  ['tenant', 'CONTEXTD_TENANT'],
  ['concurrency', 'CONTEXTD_CONCURRENCY'],
];

/** Settings whose value is a secret: configs name the variable instead of printing it. */
const SECRETS = new Set<keyof Config>(['token', 'embeddingApiKey', 'databaseUrl']);

export interface EnvSetting {
  name: string;
  /** The value, or undefined for a secret taken from the environment the editor starts in. */
  value: string | undefined;
}

export interface McpLaunch {
  command: string;
  args: string[];
  env: EnvSetting[];
}

function envValue(key: keyof Config, value: unknown): string {
  if (key === 'operationTimeoutMs') return `${String(value)}ms`;
  if (key === 'noSpawn') return value ? '1' : '0';
  return String(value);
}

/**
 * The settings of `config` that `contextd --mcp` started with no CONTEXTD_* variables
 * would not have. config.json in the home is read by that process too, so only the home
 * and what the environment or flags changed on top of it are passed.
 */
export function nonDefaultEnv(config: Config, file: PartialConfig, env: NodeJS.ProcessEnv = process.env): EnvSetting[] {
  const bareEnv = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('CONTEXTD_')));
  const baseline = resolveConfig({ defaults: { ...defaultConfig(bareEnv), home: config.home }, file });
  const out: EnvSetting[] = [];
  if (config.home !== defaultHome(bareEnv)) out.push({ name: 'CONTEXTD_HOME', value: config.home });
  for (const [key, name] of ENV_OF) {
    if (key === 'home' || config[key] === undefined || config[key] === baseline[key]) continue;
    // Host and port alone imply the URL; passing the URL too would be redundant but harmless.
    if (key === 'url' && config.url === `http://${config.host}:${config.port}` && env.CONTEXTD_URL === undefined) continue;
    out.push({ name, value: SECRETS.has(key) ? undefined : envValue(key, config[key]) });
  }
  return out;
}

/** The bin of this installation. */
export function binPath(): string {
  return fileURLToPath(new URL('../../bin/contextd.js', import.meta.url));
}

function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** `contextd` when the first one on PATH is this installation, else the bin's absolute path. */
export function resolveCommand(env: NodeJS.ProcessEnv = process.env, bin = binPath()): { command: string; args: string[] } {
  const names = process.platform === 'win32' ? ['contextd.cmd', 'contextd.exe', 'contextd'] : ['contextd'];
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
      } catch {
        continue;
      }
      if (process.platform === 'win32' || sameFile(candidate, bin)) return { command: 'contextd', args: [] };
      return binCommand(bin); // another contextd comes first on PATH: name this one by path
    }
  }
  return binCommand(bin);
}

function binCommand(bin: string): { command: string; args: string[] } {
  // The file itself, so its shebang's node flags apply (Windows has no shebangs: node runs it).
  return process.platform === 'win32' ? { command: 'node', args: [bin] } : { command: bin, args: [] };
}

/** The home's config.json, which `contextd --mcp` reads too (none or unreadable: empty). */
function fileLayer(home: string): PartialConfig {
  const path = homeLayout(home).config;
  try {
    return parseConfigFile(readFileSync(path, 'utf8'), path);
  } catch {
    return {};
  }
}

export function mcpLaunch(config: Config, env: NodeJS.ProcessEnv = process.env, file: PartialConfig = fileLayer(config.home)): McpLaunch {
  const { command, args } = resolveCommand(env);
  return { command, args: [...args, '--mcp'], env: nonDefaultEnv(config, file, env) };
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function claudeCodeLine(launch: McpLaunch): string {
  const env = launch.env.map((e) => `-e ${e.value === undefined ? `${e.name}="$${e.name}"` : `${e.name}=${shellQuote(e.value)}`}`);
  return ['claude mcp add contextd', ...env, '--', shellQuote(launch.command), ...launch.args.map(shellQuote)].join(' ');
}

/** VS Code's `.vscode/mcp.json` (`servers`) or Cursor's `~/.cursor/mcp.json` (`mcpServers`). */
export function jsonConfig(launch: McpLaunch, editor: 'vscode' | 'cursor'): string {
  const server: Record<string, unknown> = editor === 'vscode' ? { type: 'stdio' } : {};
  server.command = launch.command;
  server.args = launch.args;
  if (launch.env.length > 0) server.env = Object.fromEntries(launch.env.map((e) => [e.name, e.value ?? `\${env:${e.name}}`]));
  return JSON.stringify({ [editor === 'vscode' ? 'servers' : 'mcpServers']: { contextd: server } }, null, 2);
}

const tomlString = (text: string) => JSON.stringify(text);

/** Codex CLI's `~/.codex/config.toml`; secrets are forwarded from its environment (`env_vars`). */
export function codexToml(launch: McpLaunch): string {
  const lines = ['[mcp_servers.contextd]', `command = ${tomlString(launch.command)}`, `args = [${launch.args.map(tomlString).join(', ')}]`];
  const forwarded = launch.env.filter((e) => e.value === undefined).map((e) => tomlString(e.name));
  if (forwarded.length > 0) lines.push(`env_vars = [${forwarded.join(', ')}]`);
  const set = launch.env.filter((e) => e.value !== undefined);
  if (set.length > 0) lines.push('', '[mcp_servers.contextd.env]', ...set.map((e) => `${e.name} = ${tomlString(e.value as string)}`));
  return lines.join('\n');
}

const indent = (text: string) => text.split('\n').map((line) => (line ? `  ${line}` : line)).join('\n');

export function editorSnippets(launch: McpLaunch): string {
  const secrets = launch.env.filter((e) => e.value === undefined).map((e) => e.name);
  return [
    'Claude Code:',
    indent(claudeCodeLine(launch)),
    'VS Code (.vscode/mcp.json):',
    indent(jsonConfig(launch, 'vscode')),
    'Cursor (~/.cursor/mcp.json or .cursor/mcp.json):',
    indent(jsonConfig(launch, 'cursor')),
    'Codex CLI (~/.codex/config.toml):',
    indent(codexToml(launch)),
    ...(secrets.length > 0 ? [`(${secrets.join(', ')} ${secrets.length === 1 ? 'is a secret: it is' : 'are secrets: they are'} taken from the environment the editor starts in, not written here)`] : []),
  ].join('\n');
}
