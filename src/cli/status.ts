import type { Command } from 'commander';
import { api, type DaemonStatus } from '../api/routes.js';
import { probeDaemon } from '../client/spawn.js';
import { configFor, cliClient, globalFlags, printJson, reportError } from './common.js';
import { describeBackup } from '../util/store-backups.js';
import { counted } from '../util/plural.js';

/** Schema version and the backups kept before migrations (daemons before 0.2 report neither). */
function schemaLines(store: DaemonStatus['store']): string[] {
  if (!store.schema) return [];
  const backups = store.backups ?? [];
  return [
    `schema: version ${store.schema.version} (latest this contextd knows: ${store.schema.latest})`,
    `backups: ${backups.length === 0 ? 'none' : ''}`,
    ...backups.map((b) => `  ${describeBackup(b)}`),
  ];
}

export function registerStatus(program: Command): void {
  program
    .command('status')
    .description('Show the daemon (version, store, counts, running operations); does not start one.')
    .action(async (_opts: unknown, command: Command) => {
      const json = globalFlags(command).json;
      try {
        const config = configFor(command, { noSpawn: true });
        const probe = await probeDaemon(config.url);
        if (probe.state !== 'ok') {
          if (json) printJson({ running: false, url: config.url });
          else if (probe.state === 'foreign') process.stdout.write(`contextd daemon: not running at ${config.url} (another program answers: ${probe.detail}); point CONTEXTD_URL, or CONTEXTD_PORT and --port, at a free port\n`);
          else process.stdout.write(`contextd daemon: not running at ${config.url}\nStart it with \`contextd serve\` (or let an editor's \`contextd --mcp\` start it on its first call).\n`);
          process.exitCode = 3;
          return;
        }
        const client = await cliClient(config);
        const status = await client.call(api.status, {});
        await client.close();
        if (json) return printJson({ running: true, url: config.url, ...status });
        const counts = Object.entries(status.counts).map(([k, v]) => `${k} ${v}`).join(', ');
        const lines = [
          `contextd daemon ${status.version} (api ${status.api}) at ${config.url}, pid ${status.pid}, up ${Math.round(status.uptime_ms / 1000)} s`,
          `store: ${status.store.kind} ${status.store.path} (vectors: ${status.store.vector}); embedder ${status.embedder}`,
          ...schemaLines(status.store),
          `counts: ${counts || 'empty'}`,
          `repositories of this project:${(status.repositories ?? []).length === 0 ? ' none' : ''}`,
          ...(status.repositories ?? []).map((r) => `  ${r.root}: ${counted(r.files, 'file')}, ${counted(r.chunks, 'chunk')}${r.last_indexed_at ? `, indexed ${r.last_indexed_at}` : ', not fully indexed yet'}`),
          `running operations: ${status.operations.length === 0 ? 'none' : ''}`,
          ...status.operations.map((op) => `  ${op.id} ${op.kind} ${op.status} ${op.progress.done}/${op.progress.total ?? '?'} ${op.progress.message}`),
        ];
        process.stdout.write(`${lines.join('\n')}\n`);
      } catch (error) {
        reportError(error, json);
      }
    });
}
