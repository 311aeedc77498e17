import { mkdirSync, chmodSync, existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function defaultHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTEXTD_HOME || join(homedir(), '.contextd');
}

export interface HomeLayout {
  home: string;
  config: string;
  data: string;
  logs: string;
  run: string;
}

export function homeLayout(home: string): HomeLayout {
  return {
    home,
    config: join(home, 'config.json'),
    data: join(home, 'data'),
    logs: join(home, 'logs'),
    run: join(home, 'run'),
  };
}

/** Creates a private directory (0700), tightening it if it already exists. */
export function ensurePrivateDir(dir: string): string {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours to change (e.g. a shared mount): the files inside are still 0600.
  }
  return dir;
}
