/**
 * `contextd memory add <content…>` and `contextd memory list`: the memories family
 * from the shell. Modules are loaded inside the actions: this file is imported by
 * every CLI start, including `contextd --mcp`, whose startup time is budgeted.
 */
import type { Command } from 'commander';
import { counted } from '../util/plural.js';

interface AddFlags {
  kind?: string;
  tag?: string[];
  scope?: string;
  supersedes?: string;
  source?: string;
}

interface ListFlags {
  kind?: string;
  tag?: string;
  scope?: string;
  limit?: string;
  cursor?: string;
}

export function registerMemories(program: Command): void {
  const memory = program.command('memory').description("Remember the facts, decisions and conventions of this project; list them");
  memory
    .command('add <content...>')
    .description('Remember a fact, decision, convention, preference or todo (the same sentence again merges)')
    .option('--kind <kind>', 'fact (default), decision, convention, preference or todo')
    .option('--tag <tag...>', 'tags')
    .option('--scope <scope>', 'project (default) or tenant (every project of yours)')
    .option('--supersedes <id>', 'the id of a memory this one replaces')
    .option('--source <text>', 'where it came from')
    .action(async (words: string[], flags: AddFlags, command: Command) =>
      run(command, async (client, api, json) => {
        const input = {
          content: words.join(' '),
          ...(flags.kind ? { kind: flags.kind } : {}),
          ...(flags.tag ? { tags: flags.tag } : {}),
          ...(flags.scope ? { scope: flags.scope } : {}),
          ...(flags.supersedes ? { supersedes: flags.supersedes } : {}),
          ...(flags.source ? { source: flags.source } : {}),
        };
        const out = await client.call(api.memoryRecord, input as Parameters<typeof client.call<typeof api.memoryRecord>>[1]);
        if (json) return out;
        const lines = [out.created ? `Remembered ${out.id}.` : `Already remembered: merged into ${out.merged_into} (recorded ${out.usage_count} times).`];
        if (out.redactions) lines.push(`${counted(out.redactions, 'secret')} redacted.`);
        for (const old of out.possibly_supersedes) lines.push(`May replace ${old.id}: ${old.content}`);
        return lines.join('\n');
      }),
    );
  memory
    .command('list')
    .description('List memories newest first')
    .option('--kind <kind>', 'only this kind')
    .option('--tag <tag>', 'only memories with this tag')
    .option('--scope <scope>', 'all (default: this project and tenant-wide), project or tenant')
    .option('--limit <n>', 'how many (default 20, at most 100)')
    .option('--cursor <cursor>', 'the next page, as printed after a full page')
    .action(async (flags: ListFlags, command: Command) =>
      run(command, async (client, api, json) => {
        const input = {
          ...(flags.kind ? { kind: flags.kind } : {}),
          ...(flags.tag ? { tag: flags.tag } : {}),
          ...(flags.scope ? { scope: flags.scope } : {}),
          ...(flags.limit ? { limit: flags.limit } : {}),
          ...(flags.cursor ? { cursor: flags.cursor } : {}),
        };
        const out = await client.call(api.memoryList, input as Parameters<typeof client.call<typeof api.memoryList>>[1]);
        if (json) return out;
        if (out.memories.length === 0) return 'No memories.';
        const lines = out.memories.map((m) => {
          const tags = m.tags.length ? ` [${m.tags.join(', ')}]` : '';
          const old = m.superseded_by ? ` (superseded by ${m.superseded_by})` : '';
          return `${m.id}  ${m.kind}, ${m.scope}${old}${tags}\n  ${m.content.replace(/\s+/g, ' ').trim()}`;
        });
        if (out.next_cursor) lines.push(`More: --cursor ${out.next_cursor}`);
        return lines.join('\n');
      }),
    );
}

type Client = Awaited<ReturnType<typeof import('./common.js')['cliClient']>>;
type Api = (typeof import('../api/routes.js'))['api'];

async function run(command: Command, action: (client: Client, api: Api, json: boolean) => Promise<unknown>): Promise<void> {
  const { cliClient, configFor, globalFlags, printJson, reportError } = await import('./common.js');
  const json = globalFlags(command).json === true;
  try {
    const { api } = await import('../api/routes.js');
    const client = await cliClient(configFor(command));
    try {
      const out = await action(client, api, json);
      if (json) printJson(out);
      else process.stdout.write(`${String(out)}\n`);
    } finally {
      await client.close();
    }
  } catch (error) {
    reportError(error, json);
  }
}
