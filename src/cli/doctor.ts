import type { Command } from 'commander';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { api, type DaemonStatus } from '../api/routes.js';
import { probeDaemon, checkCompatible } from '../client/spawn.js';
import { isLoopbackUrl, type Config } from '../util/config.js';
import { homeLayout } from '../util/paths.js';
import { describeBackup, listBackups, sqliteHeaderVersion } from '../util/store-backups.js';
import { configFor, cliClient, globalFlags, printJson, reportError } from './common.js';
import { VERSION } from './version.js';
import { editorSnippets, mcpLaunch } from './editor-config.js';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
  /** What to run when the check failed. */
  fix?: string;
}

function checkPrivate(path: string, name: string): Check {
  try {
    const mode = statSync(path).mode & 0o777;
    const open = (mode & 0o077) !== 0;
    return { name, ok: !open, detail: `${path} mode ${mode.toString(8)}${open ? ' (readable by others: chmod 700)' : ''}` };
  } catch {
    return { name, ok: true, detail: `${path} not created yet` };
  }
}

async function runChecks(config: Config): Promise<Check[]> {
  const layout = homeLayout(config.home);
  const checks: Check[] = [
    { name: 'config', ok: true, detail: `home ${config.home}, url ${config.url}, tenant ${config.tenant}, store ${config.store}, embedder ${config.embedder}` },
    checkPrivate(layout.home, 'home permissions'),
    checkPrivate(layout.data, 'data permissions'),
  ];
  const probe = await probeDaemon(config.url);
  let store: DaemonStatus['store'] | null = null;
  if (probe.state === 'ok') {
    try {
      checkCompatible(probe.health, VERSION);
      checks.push({ name: 'daemon', ok: true, detail: `contextd ${probe.health.version} (api ${probe.health.api}) at ${config.url}` });
      const client = await cliClient({ ...config, noSpawn: true });
      const status = await client.call(api.status, {});
      store = status.store;
      checks.push({ name: 'store', ok: true, detail: `${status.store.kind} ${status.store.path} (vectors: ${status.store.vector})` });
      checks.push({ name: 'embedder', ok: true, detail: status.embedder });
      checks.push(...(await storeHealthChecks(client)));
      await client.close();
    } catch (error) {
      checks.push({ name: 'daemon', ok: false, detail: (error as Error).message });
    }
  } else if (probe.state === 'foreign') {
    checks.push({ name: 'port', ok: false, detail: `${config.url} is served by another program (${probe.detail}); set CONTEXTD_PORT` });
  } else {
    const spawnable = !config.noSpawn && isLoopbackUrl(config.url);
    checks.push({ name: 'daemon', ok: spawnable, detail: spawnable ? `not running; editors start it on first use (port ${new URL(config.url).port} is free)` : `not running at ${config.url} and auto-start is off` });
  }
  return [...checks, ...schemaChecks(config, store)];
}

/**
 * The store's schema version and the backups kept before migrations: from the
 * running daemon, else (SQLite) from the file's header and the backups folder.
 */
function schemaChecks(config: Config, store: DaemonStatus['store'] | null): Check[] {
  const data = homeLayout(config.home).data;
  let schema: string;
  if (store?.schema) schema = `version ${store.schema.version} (latest this contextd knows: ${store.schema.latest})`;
  else if (config.store !== 'sqlite') schema = 'shown when the daemon runs';
  else {
    const onDisk = sqliteHeaderVersion(join(data, 'contextd.db'));
    schema = onDisk === null ? 'no store yet' : `store file at version ${onDisk} (the daemon migrates it when it starts)`;
  }
  const backups = store?.backups ?? (config.store === 'sqlite' ? listBackups(data) : []);
  return [
    { name: 'schema', ok: true, detail: schema },
    { name: 'backups', ok: true, detail: backups.length === 0 ? 'none (a copy is made before a migration changes the store)' : backups.map(describeBackup).join('; ') },
  ];
}

/** The store's own health (integrity, full-text index segments, WAL, disk), checked by the daemon that holds it. */
async function storeHealthChecks(client: Awaited<ReturnType<typeof cliClient>>): Promise<Check[]> {
  try {
    // It reads the whole store: seconds on a large one.
    const health = await client.call(api.storeHealth, {}, { timeoutMs: 300_000 });
    return health.checks.map((c) => ({ ...c, name: `store: ${c.name}` }));
  } catch (error) {
    return [{ name: 'store health', ok: false, detail: (error as Error).message }];
  }
}

function formatCheck(c: Check): string {
  return `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}${!c.ok && c.fix ? `\n       → ${c.fix}` : ''}`;
}

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description('Check configuration, permissions, port, daemon, store and embedder, and print the MCP config for Claude Code, VS Code, Cursor and Codex CLI.')
    .action(async (_opts: unknown, command: Command) => {
      const json = globalFlags(command).json;
      try {
        const config = configFor(command);
        const checks = await runChecks(config);
        const launch = mcpLaunch(config);
        if (json) printJson({ ok: checks.every((c) => c.ok), checks, mcp: launch });
        else process.stdout.write(`${checks.map(formatCheck).join('\n')}\n\n${editorSnippets(launch)}\n`);
        if (!checks.every((c) => c.ok)) process.exitCode = 1;
      } catch (error) {
        reportError(error, json);
      }
    });
}
