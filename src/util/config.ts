import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { z } from 'zod';
import { ContextdError, describeIssues } from './errors.js';
import { defaultHome, homeLayout } from './paths.js';
import { HOOK_EVENTS } from './hook-events.js';

/**
 * Configuration: defaults < $CONTEXTD_HOME/config.json < environment < flags
 * (README.md, "Configuration"). Every step is a pure function; only loadConfig reads.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const configSchema = z
  .object({
    home: z.string().min(1),
    url: z.string().url(),
    host: z.string().min(1),
    port: z.number().int().min(0).max(65535),
    token: z.string().min(1).optional(),
    tokenFile: z.string().min(1).optional(),
    noSpawn: z.boolean(),
    logLevel: z.enum(LOG_LEVELS),
    store: z.enum(['sqlite', 'postgres']),
    databaseUrl: z.string().min(1).optional(),
    embedder: z.enum(['hash', 'openai']),
    embeddingUrl: z.string().url().optional(),
    embeddingModel: z.string().min(1).optional(),
    embeddingApiKey: z.string().min(1).optional(),
    embeddingDimensions: z.number().int().positive().max(8192).optional(),
    /** The optional cross-encoder rerank: a `/rerank` endpoint (Cohere, Jina, vLLM, llama.cpp, Infinity); off when unset. */
    rerankUrl: z.string().url().optional(),
    rerankModel: z.string().min(1).optional(),
    rerankApiKey: z.string().min(1).optional(),
    /** How long a search waits for the rerank server before keeping its own order, in ms. */
    rerankTimeoutMs: z.number().int().positive().max(60_000).optional(),
    /** How long a long tool waits with / without a progress token, in ms. */
    operationTimeoutMs: z.number().int().positive().optional(),
    tenant: z.string().min(1).max(128),
    project: z.string().min(1).optional(),
    concurrency: z.number().int().min(1).max(16),
    /** `contextd hook` (docs/hooks.md). */
    hooks: z
      .object({
        /** Events the hook acts on (default: all but UserPromptSubmit). */
        events: z.array(z.enum(HOOK_EVENTS)).optional(),
        /** Act on events from subagents (`agent_id` present); default false. */
        subagents: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type Config = z.infer<typeof configSchema>;
export type PartialConfig = Partial<Config>;

export const fileConfigSchema = configSchema.partial().omit({ home: true }).strict();

export function defaultConfig(env: NodeJS.ProcessEnv = {}): Config {
  return {
    home: defaultHome(env),
    url: 'http://127.0.0.1:9090',
    host: '127.0.0.1',
    port: 9090,
    noSpawn: false,
    logLevel: 'info',
    store: 'sqlite',
    embedder: 'hash',
    tenant: safeUserName(),
    concurrency: 2,
  };
}

function safeUserName(): string {
  try {
    return userInfo().username || 'local';
  } catch {
    return 'local';
  }
}

/** Parses "90s", "2m", "1500ms", "1h" or a bare number of seconds into ms. */
export function parseDuration(text: string, field: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(text);
  if (!match) throw new ContextdError('invalid_params', `${field}: '${text}' is not a duration (examples: 50s, 10m, 1500ms)`);
  const value = Number(match[1]);
  const unit = match[2] ?? 's';
  const factor = unit === 'ms' ? 1 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 3_600_000;
  return Math.round(value * factor);
}

function parseBool(text: string): boolean {
  return /^(1|true|yes|on)$/i.test(text.trim());
}

function parsePort(text: string, field: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ContextdError('invalid_params', `${field}: '${text}' is not a port (0-65535)`);
  }
  return port;
}

/** Environment → partial config. Unset and empty variables are ignored. */
export function configFromEnv(env: NodeJS.ProcessEnv): PartialConfig {
  const out: PartialConfig = {};
  const get = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const str = (name: string, key: keyof PartialConfig) => {
    const value = get(name);
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  };
  str('CONTEXTD_HOME', 'home');
  str('CONTEXTD_URL', 'url');
  str('CONTEXTD_HOST', 'host');
  str('CONTEXTD_TOKEN', 'token');
  str('CONTEXTD_TOKEN_FILE', 'tokenFile');
  str('CONTEXTD_LOG_LEVEL', 'logLevel');
  str('CONTEXTD_STORE', 'store');
  str('CONTEXTD_DATABASE_URL', 'databaseUrl');
  str('CONTEXTD_EMBEDDER', 'embedder');
  str('CONTEXTD_EMBEDDING_URL', 'embeddingUrl');
  str('CONTEXTD_EMBEDDING_MODEL', 'embeddingModel');
  str('CONTEXTD_EMBEDDING_API_KEY', 'embeddingApiKey');
  str('CONTEXTD_RERANK_URL', 'rerankUrl');
  str('CONTEXTD_RERANK_MODEL', 'rerankModel');
  str('CONTEXTD_RERANK_API_KEY', 'rerankApiKey');
  const rerankTimeout = get('CONTEXTD_RERANK_TIMEOUT');
  if (rerankTimeout !== undefined) out.rerankTimeoutMs = parseDuration(rerankTimeout, 'CONTEXTD_RERANK_TIMEOUT');
  str('CONTEXTD_TENANT', 'tenant');
  str('CONTEXTD_PROJECT', 'project');
  const port = get('CONTEXTD_PORT');
  if (port !== undefined) out.port = parsePort(port, 'CONTEXTD_PORT');
  const noSpawn = get('CONTEXTD_NO_SPAWN');
  if (noSpawn !== undefined) out.noSpawn = parseBool(noSpawn);
  const timeout = get('CONTEXTD_OPERATION_TIMEOUT');
  if (timeout !== undefined) out.operationTimeoutMs = parseDuration(timeout, 'CONTEXTD_OPERATION_TIMEOUT');
  const dims = get('CONTEXTD_EMBEDDING_DIMENSIONS');
  if (dims !== undefined) out.embeddingDimensions = Number(dims);
  const concurrency = get('CONTEXTD_CONCURRENCY');
  if (concurrency !== undefined) out.concurrency = Number(concurrency);
  return out;
}

/** Parses config.json text; unknown keys are errors that name the key. */
export function parseConfigFile(text: string, path: string): PartialConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContextdError('invalid_params', `${path}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = fileConfigSchema.safeParse(json);
  if (!parsed.success) {
    throw new ContextdError('invalid_params', `${path}: ${describeIssues(parsed.error.issues)}`);
  }
  return parsed.data;
}

function loopbackUrl(host: string, port: number): string {
  const client = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${client.includes(':') ? `[${client}]` : client}:${port}`;
}

/**
 * Merges the layers. When no layer names a URL but one names a host or port,
 * the client URL follows them, so `CONTEXTD_PORT=9191` alone is enough.
 */
export function resolveConfig(layers: { defaults: Config; file?: PartialConfig; env?: PartialConfig; flags?: PartialConfig }): Config {
  const { defaults, file = {}, env = {}, flags = {} } = layers;
  const merged: Record<string, unknown> = { ...defaults };
  for (const layer of [file, env, flags]) {
    for (const [key, value] of Object.entries(layer)) if (value !== undefined) merged[key] = value;
  }
  const urlNamed = [file, env, flags].some((layer) => layer.url !== undefined);
  const addressNamed = [file, env, flags].some((layer) => layer.port !== undefined || layer.host !== undefined);
  if (!urlNamed && addressNamed) merged.url = loopbackUrl(String(merged.host), Number(merged.port));
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) throw new ContextdError('invalid_params', `configuration: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

/** Reads $CONTEXTD_HOME/config.json (if any) and resolves every layer. */
export function loadConfig(flags: PartialConfig = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const envLayer = configFromEnv(env);
  const home = flags.home ?? envLayer.home ?? defaultHome(env);
  const path = homeLayout(home).config;
  let file: PartialConfig = {};
  try {
    file = parseConfigFile(readFileSync(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return resolveConfig({ defaults: { ...defaultConfig(env), home }, file, env: envLayer, flags });
}

export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname.replace(/^\[|\]$/g, ''));
}

export function isLoopbackHost(host: string): boolean {
  // A dotted quad only: `127.0.0.1.example.com` is a remote name, not loopback.
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Default wait budget of a long tool (docs/architecture.md, "A long tool call"). */
export function operationWaitBudget(config: Config, hasProgressToken: boolean): number {
  if (config.operationTimeoutMs !== undefined) return config.operationTimeoutMs;
  return hasProgressToken ? 600_000 : 50_000;
}
