/**
 * The few settings `contextd hook` needs, read without zod or commander:
 * the hook runs on every Claude Code event and is budgeted against a bare
 * `node -e 0`. Same layers and precedence as loadConfig (defaults <
 * config.json < environment < flags; a URL follows a named host or port);
 * a unit test holds the two together. The file is not validated here: the
 * daemon and every other command validate it.
 */
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { DEFAULT_HOOK_EVENTS, HOOK_EVENTS, type HookEventName } from '../util/hook-events.js';
import { defaultHome, homeLayout } from '../util/paths.js';

export interface HookFlags {
  home?: string;
  url?: string;
  noSpawn?: boolean;
}

export interface HookSettings {
  home: string;
  url: string;
  token?: string;
  tenant: string;
  noSpawn: boolean;
  events: ReadonlySet<HookEventName>;
  subagents: boolean;
}

type FileLayer = {
  url?: unknown;
  host?: unknown;
  port?: unknown;
  token?: unknown;
  tenant?: unknown;
  noSpawn?: unknown;
  hooks?: { events?: unknown; subagents?: unknown };
};

export function hookSettings(flags: HookFlags = {}, env: NodeJS.ProcessEnv = process.env): HookSettings {
  const get = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const home = flags.home ?? get('CONTEXTD_HOME') ?? defaultHome(env);
  const file = readFileLayer(homeLayout(home).config);
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const host = get('CONTEXTD_HOST') ?? str(file.host);
  const port = get('CONTEXTD_PORT') ?? (typeof file.port === 'number' ? String(file.port) : undefined);
  const named = flags.url ?? get('CONTEXTD_URL') ?? str(file.url);
  const url = named ?? (host !== undefined || port !== undefined ? loopbackUrl(host ?? '127.0.0.1', port ?? '9090') : 'http://127.0.0.1:9090');
  const noSpawnEnv = get('CONTEXTD_NO_SPAWN');
  const noSpawn = flags.noSpawn ?? (noSpawnEnv !== undefined ? /^(1|true|yes|on)$/i.test(noSpawnEnv.trim()) : file.noSpawn === true);
  const listed = Array.isArray(file.hooks?.events) ? (file.hooks.events as unknown[]).filter((e): e is HookEventName => (HOOK_EVENTS as readonly unknown[]).includes(e)) : null;
  return {
    home,
    url,
    token: get('CONTEXTD_TOKEN') ?? str(file.token),
    tenant: get('CONTEXTD_TENANT') ?? str(file.tenant) ?? userName(),
    noSpawn,
    events: new Set(listed ?? DEFAULT_HOOK_EVENTS),
    subagents: file.hooks?.subagents === true,
  };
}

function readFileLayer(path: string): FileLayer {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FileLayer) : {};
  } catch {
    return {};
  }
}

function loopbackUrl(host: string, port: string): string {
  const client = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${client.includes(':') ? `[${client}]` : client}:${port}`;
}

function userName(): string {
  try {
    return userInfo().username || 'local';
  } catch {
    return 'local';
  }
}
