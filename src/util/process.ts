import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The process exists (EPERM: it does, but belongs to another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The process's command line, or undefined where it cannot be read (Windows, a process
 * that just exited): /proc on Linux, `ps` elsewhere.
 */
export function processCommandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    // No /proc (macOS, BSD): ask ps.
  }
  if (process.platform === 'win32') return undefined;
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2_000 }).trim() || undefined;
  } catch {
    return undefined;
  }
}
