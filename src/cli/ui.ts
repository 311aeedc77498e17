import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Command } from 'commander';
import { createSpawner } from '../client/spawn.js';
import { projectIdForPath } from '../util/project.js';
import { createLogger } from '../util/logger.js';
import { VERSION } from './version.js';
import { configFor, globalFlags, printJson, reportError } from './common.js';

/** The dashboard's address for this project (`?project=` preselects it in the page). */
export function dashboardUrl(daemonUrl: string, project: string): string {
  const url = new URL('/', daemonUrl);
  url.searchParams.set('project', project);
  return url.toString();
}

/**
 * The dashboard's address as `serve` prints it, from the address it was told
 * to bind: a daemon bound to every interface (0.0.0.0, ::) answers a browser
 * on loopback here, and other machines on this host's name; no browser opens
 * http://0.0.0.0/, and the listener's own address may be any interface's.
 */
export function dashboardAddresses(bindHost: string, port: number, hostname: string): { local: string; remote: string | null } {
  const wildcard = bindHost === '0.0.0.0' || bindHost === '::' || bindHost === '';
  const local = wildcard ? (bindHost === '::' ? '::1' : '127.0.0.1') : bindHost;
  const origin = (host: string) => `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  return { local: origin(local), remote: wildcard && hostname ? origin(hostname) : null };
}

/** The command that opens a URL in the desktop's browser, or null where there is none (a server, SSH, CI). */
export function browserOpener(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): { command: string; args: string[] } | null {
  if (platform === 'darwin') return { command: 'open', args: [] };
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""'] };
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  const onPath = (env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, 'xdg-open')));
  return onPath ? { command: 'xdg-open', args: [] } : null;
}

export function registerUi(program: Command): void {
  program
    .command('ui')
    .description('Open the web dashboard of the daemon (starts one when allowed) and print its URL.')
    .option('--no-open', 'only print the URL, do not open a browser')
    .action(async (opts: { open: boolean }, command: Command) => {
      const json = globalFlags(command).json;
      try {
        const config = configFor(command);
        await createSpawner(config, VERSION, createLogger({ level: 'warn' })).ensure();
        const url = dashboardUrl(config.url, projectIdForPath(config.project ?? process.cwd()).id);
        const opener = opts.open ? browserOpener() : null;
        if (opener) {
          const child = spawn(opener.command, [...opener.args, url], { detached: true, stdio: 'ignore' });
          child.on('error', () => undefined);
          child.unref();
        }
        if (json) return printJson({ url, opened: opener !== null });
        process.stdout.write(`${url}\n`);
        if (opts.open && !opener) process.stderr.write('contextd: no browser to open here; open the URL above in one.\n');
      } catch (error) {
        reportError(error, json);
      }
    });
}
