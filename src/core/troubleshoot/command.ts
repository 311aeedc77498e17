/**
 * The program a command line runs, once wrappers, runners, environment assignments and the
 * wrappers' own options are read past: `sudo -E -u app env X=1 timeout 30 npx tsc -p .` runs
 * `tsc`, launched by `npx`. The diagnosis reads the ecosystem from it (diagnose.ts) and the
 * generic path the tool whose remedy it offers (generic.ts).
 */

/** Programs that run the next word as the program: privilege, environment, timing, package runners. */
const WRAPPERS: ReadonlySet<string> = new Set([
  'sudo', 'doas', 'env', 'time', 'nohup', 'nice', 'ionice', 'timeout', 'exec', 'command', 'xargs',
  'npx', 'bunx', 'pnpx', 'uvx', 'pipx',
]);

/** A package manager's subcommand that runs another tool: `pnpm dlx tsc`, `npm exec -- tsc`, `bun x vite`. */
const RUN_SUBCOMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['npm', new Set(['exec', 'x'])],
  ['pnpm', new Set(['dlx', 'exec'])],
  ['yarn', new Set(['dlx', 'exec'])],
  ['bun', new Set(['x'])],
]);

/** Wrapper options that take the next word as their value (`sudo -u postgres psql` runs psql). */
const VALUE_OPTIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['sudo', new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U', '-T'])],
  ['doas', new Set(['-u', '-C'])],
  ['env', new Set(['-u', '-C', '-S', '--unset', '--chdir'])],
  ['timeout', new Set(['-s', '-k', '--signal', '--kill-after'])],
  ['nice', new Set(['-n', '--adjustment'])],
  ['ionice', new Set(['-c', '-n', '-p'])],
  ['xargs', new Set(['-n', '-P', '-I', '-L', '-d', '-E', '-s'])],
  ['npx', new Set(['-p', '--package'])],
  ['pipx', new Set(['--spec'])],
  ['uvx', new Set(['--from', '--with', '--python'])],
]);

export interface CommandProgram {
  /** The program's name: its path and a Windows extension dropped (`./gradlew.bat` → `gradlew`). */
  program: string;
  /** The wrapper or package manager that launched it (`npx`, `pnpm`), when one did. */
  launcher?: string;
}

function programName(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1).replace(/\.(?:exe|cmd|bat)$/i, '');
}

export function commandProgram(command: string): CommandProgram | undefined {
  const words = command.trim().split(/\s+/).filter(Boolean);
  let launcher: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // Environment assignments (`FOO=1`) and a wrapper's bare duration or priority (`timeout 30s`, `nice 10`).
    if (/^\w+=/.test(word) || (launcher && /^\d+(?:\.\d+)?[smhd]?$/.test(word))) continue;
    if (word.startsWith('-')) {
      if (launcher && VALUE_OPTIONS.get(launcher)?.has(word)) i++;
      continue;
    }
    const name = programName(word);
    if (WRAPPERS.has(name)) {
      launcher = name;
      continue;
    }
    const next = words[i + 1];
    if (next !== undefined && RUN_SUBCOMMANDS.get(name)?.has(next)) {
      launcher = name;
      i++;
      continue;
    }
    return launcher && launcher !== name ? { program: name, launcher } : { program: name };
  }
  // Only a launcher (`npx`, `pnpm dlx`): it is the program.
  return launcher ? { program: launcher } : undefined;
}
