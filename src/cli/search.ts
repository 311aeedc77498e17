import type { Command } from 'commander';
import { configFor, cliClient, globalFlags, printJson, reportError } from './common.js';

interface SearchFlags {
  limit?: string;
  family?: string[];
  path?: string;
  language?: string;
}

const FAMILIES = ['repository', 'checkpoints', 'remediations', 'skills', 'memories'] as const;
type Family = (typeof FAMILIES)[number];

interface Found {
  family: Family;
  score: number;
  title: string;
  detail: string;
}

export function registerSearch(program: Command): void {
  program
    .command('search <query...>')
    .description('Search indexed code, checkpoints, remediations, skills and memories of the current project at once.')
    .option('--limit <n>', 'results per family (default 5)')
    .option('--family <name...>', `only these: ${FAMILIES.join(', ')}`)
    .option('--path <folder>', 'code: only this indexed repository')
    .option('--language <id>', 'code: only this language (typescript, python, ...)')
    .action(async (words: string[], flags: SearchFlags, command: Command) => {
      const json = globalFlags(command).json;
      try {
        const { ContextdError } = await import('../util/errors.js');
        const families = (flags.family ?? [...FAMILIES]) as Family[];
        const unknown = families.filter((f) => !FAMILIES.includes(f));
        if (unknown.length > 0) throw new ContextdError('invalid_params', `--family: unknown ${unknown.join(', ')}; use ${FAMILIES.join(', ')}`);
        const client = await cliClient(configFor(command));
        try {
          const found = await searchAll(client, words.join(' '), families, flags);
          if (json) printJson({ query: words.join(' '), results: found });
          else process.stdout.write(format(found));
        } finally {
          await client.close();
        }
      } catch (error) {
        reportError(error, json);
      }
    });
}

type Client = Awaited<ReturnType<typeof cliClient>>;

async function searchAll(client: Client, query: string, families: Family[], flags: SearchFlags): Promise<Found[]> {
  const { api } = await import('../api/routes.js');
  const { resolve } = await import('node:path');
  const limit = Math.max(1, Math.min(50, Number(flags.limit ?? 5) || 5));
  const tasks: Record<Family, () => Promise<Found[]>> = {
    repository: async () =>
      (
        await client.call(api.repositorySearch, {
          query,
          limit,
          content_mode: 'minimal',
          ...(flags.path ? { path: resolve(flags.path) } : {}),
          ...(flags.language ? { language: flags.language } : {}),
        })
      ).results.map((r) => ({ family: 'repository', score: r.score, title: `${r.file}:${r.start_line}-${r.end_line}`, detail: [r.language, r.symbol].filter(Boolean).join(' ') })),
    checkpoints: async () =>
      (await client.call(api.checkpointSearch, { query, limit })).results.map((r) => ({ family: 'checkpoints', score: r.score, title: `${r.id} ${r.name}`, detail: oneLine(r.snippet) })),
    remediations: async () =>
      (await client.call(api.remediationSearch, { query, limit, content_mode: 'minimal' })).results.map((r) => ({
        family: 'remediations',
        score: r.score,
        title: `${r.id} ${r.title}`,
        detail: `confidence ${r.confidence}`,
      })),
    skills: async () =>
      (await client.call(api.skillSearch, { query, limit })).results.map((r) => ({ family: 'skills', score: r.score, title: r.name, detail: oneLine(r.description) })),
    memories: async () =>
      (await client.call(api.memorySearch, { query, limit })).results.map((r) => ({ family: 'memories', score: r.score, title: `${r.id} ${r.kind}`, detail: oneLine(r.content) })),
  };
  const lists = await Promise.all(families.map((family) => tasks[family]()));
  return lists.flat();
}

function format(found: Found[]): string {
  if (found.length === 0) return 'Nothing found.\n';
  const out: string[] = [];
  for (const family of FAMILIES) {
    const hits = found.filter((f) => f.family === family);
    if (hits.length === 0) continue;
    out.push(`${family}:`);
    for (const hit of hits) out.push(`  ${hit.score.toFixed(3)}  ${hit.title}${hit.detail ? `  — ${hit.detail}` : ''}`);
  }
  return `${out.join('\n')}\n`;
}

function oneLine(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
