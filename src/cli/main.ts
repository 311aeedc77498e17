import { Command } from 'commander';
import { registerMcp, startMcp } from './mcp.js';
import { registerServe } from './serve.js';
import { registerStatus } from './status.js';
import { registerStop } from './stop.js';
import { VERSION } from './version.js';
import { registerSkills } from './skills/command.js';
import { registerMemories } from './memories.js';
import { registerIndex } from './index-cmd.js';
import { registerSearch } from './search.js';
import { registerDoctor } from './doctor.js';
import { registerTransfer } from './transfer.js';
import { registerHooks } from './hooks.js';
import { registerLearn } from './learn.js';
import { registerUi } from './ui.js';

export function buildProgram(): Command {
  const program = new Command('contextd')
    .description(
      'Memory for coding assistants: checkpoints, remediations, troubleshooting, skills and repository search over MCP, offline.\n' +
        'Editors run `contextd --mcp`; it starts the daemon (`contextd serve`) when needed.',
    )
    .version(VERSION, '-v, --version')
    .option('--mcp', 'run the stdio MCP server (what editors launch)')
    .option('--home <dir>', 'data, config and logs folder (CONTEXTD_HOME, default ~/.contextd)')
    .option('--url <url>', 'daemon URL for clients (CONTEXTD_URL, default http://127.0.0.1:9090)')
    .option('--project <path>', 'project folder when the client offers no roots (default: working directory)')
    .option('--no-spawn', 'never start a daemon automatically (CONTEXTD_NO_SPAWN=1)')
    .option('--log-level <level>', 'fatal, error, warn, info, debug, trace or silent (CONTEXTD_LOG_LEVEL)')
    .option('--json', 'machine-readable output')
    .showHelpAfterError('(contextd --help lists the commands and options)')
    .showSuggestionAfterError()
    // Words that are no command reach this action: name them and suggest the nearest command
    // (commander's own "unknown command … Did you mean …?"), not "too many arguments".
    .allowExcessArguments()
    .action(async (opts: { mcp?: boolean }, command: Command) => {
      if (command.args.length > 0) return (command as Command & { unknownCommand(): never }).unknownCommand(); // public in commander, missing from its types
      if (opts.mcp) return startMcp(command);
      command.help();
    });
  registerServe(program);
  registerStatus(program);
  registerStop(program);
  registerMcp(program);
  registerIndex(program);
  registerSearch(program);
  registerSkills(program);
  registerMemories(program);
  registerTransfer(program);
  registerDoctor(program);
  registerHooks(program);
  registerLearn(program);
  registerUi(program);
  return program;
}

export async function main(argv: string[] = process.argv): Promise<void> {
  await buildProgram().parseAsync(argv);
}
