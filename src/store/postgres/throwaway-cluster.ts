/**
 * A throwaway PostgreSQL cluster, as the tests and `npm run bench -- --store
 * postgres` use: initdb in a temp folder, started on a free loopback port
 * without durability (fsync off), stopped and removed by `stop`. The server
 * refuses to run as root, so as root every server command runs as the
 * `postgres` user (runuser). Needs the server binaries (`pg_config --bindir`).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayCluster {
  /** How long initdb + start took, in ms. */
  startMs: number;
  url(database: string): string;
  /** `psql`-free SQL as the superuser on the `postgres` database is the caller's: this only runs server tools. */
  stop(): Promise<void>;
}

interface Runner {
  bindir: string;
  /** The postgres user's uid/gid when this process is root (commands then run through runuser). */
  owner: { uid: number; gid: number } | null;
}

/** Why a throwaway cluster cannot start here, or null when it can. */
export function clusterUnavailable(): string | null {
  try {
    findRunner();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function findRunner(): Runner {
  let bindir: string;
  try {
    bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('pg_config not found: PostgreSQL server binaries are not installed');
  }
  if (process.getuid?.() !== 0) return { bindir, owner: null };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    execFileSync('runuser', ['--help'], { stdio: 'ignore' });
    return { bindir, owner: { uid, gid } };
  } catch {
    throw new Error('running as root without a `postgres` user or runuser: the server refuses to run as root');
  }
}

function run(runner: Runner, tool: string, args: string[]): void {
  const binary = join(runner.bindir, tool);
  const [command, argv] = runner.owner ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A temp folder the server's user can reach (as root, the OS temp dir may be closed to other users). */
function clusterDir(runner: Runner): string {
  for (const base of [tmpdir(), '/dev/shm', '/var/tmp']) {
    if (runner.owner) {
      try {
        execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-w', base, '-a', '-x', base], { stdio: 'ignore' });
      } catch {
        continue;
      }
    }
    const dir = mkdtempSync(join(base, 'contextd-pg-'));
    if (runner.owner) chownSync(dir, runner.owner.uid, runner.owner.gid);
    return dir;
  }
  throw new Error('no temp folder the postgres user can write to');
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const started = Date.now();
  const runner = findRunner();
  const dir = clusterDir(runner);
  const port = await freePort();
  const data = join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  try {
    run(runner, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
    // -l: the server must not inherit our stdio, or pg_ctl's caller would wait for it to exit.
    run(runner, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    startMs: Date.now() - started,
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      try {
        run(runner, 'pg_ctl', ['-D', data, 'stop', '-m', 'immediate']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
