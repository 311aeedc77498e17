/**
 * `contextd learn --from-git [PATH]`: the fix commits of a repository become
 * remediations of its project, as a daemon operation (progress, Ctrl-C
 * cancels). The daemon reads the repository (same machine).
 */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { ContextdError } from '../util/errors.js';
import { projectIdForPath } from '../util/project.js';
import { reportError, globalFlags } from './common.js';
import { runOperationCommand } from './operation-cmd.js';
import { counted } from '../util/plural.js';

export function registerLearn(program: Command): void {
  program
    .command('learn')
    .description('Learn remediations from what already happened: --from-git mines fix commits (messages such as `fix:`, `Fix …`, `fixes #12`, reverts, quoted error text). Running it again adds nothing.')
    .option('--from-git [path]', 'the repository to mine (default: the current project)')
    .option('--since <date>', "only commits after this date (e.g. 2024-01-01 or '6 months ago')")
    .option('--max <n>', 'walk at most this many commits, newest first')
    .action(async (flags: { fromGit?: string | boolean; since?: string; max?: string }, command: Command) => {
      if (flags.fromGit === undefined) {
        reportError(new ContextdError('invalid_params', 'say what to learn from: --from-git [PATH]'), globalFlags(command).json);
        return;
      }
      const path = resolve(process.cwd(), typeof flags.fromGit === 'string' ? flags.fromGit : (globalFlags(command).project ?? '.'));
      const max = flags.max === undefined ? undefined : Number(flags.max);
      if (max !== undefined && (!Number.isInteger(max) || max < 1)) {
        reportError(new ContextdError('invalid_params', `--max: '${flags.max}' is not a whole number of at least 1`), globalFlags(command).json);
        return;
      }
      await runOperationCommand(command, {
        label: 'learning',
        unit: 'fix commits',
        start: (client, api) =>
          client.call(api.learnGit, { path, ...(flags.since ? { since: flags.since } : {}), ...(max ? { max } : {}) }, { project: projectIdForPath(path).id }),
        summary: (r) =>
          `Read ${counted(Number(r.commits_scanned), 'commit')} of ${r.repository}: ${counted(Number(r.fix_commits), 'fix commit')}, ${counted(Number(r.recorded), 'remediation')} recorded, ${r.merged} merged into existing ones, ${r.already_mined} mined before.`,
      });
    });
}
