/**
 * The two tools ChatGPT connectors and deep research call by fixed names
 * (README.md, "MCP over HTTP"): `search` over every family and `fetch` of one result.
 * Each answers with one text item holding JSON in the shape ChatGPT expects
 * (the same object is the structured content). Ids name their family:
 * `remediation:<id>`, `memory:<id>`, `checkpoint:<id>`, `skill:<name>`,
 * `code:<path>#L<start>-<end>`. Both go through the family endpoints of the
 * daemon, so scope and team-token rules are those of every other tool.
 */
import { z } from 'zod';
import { api } from '../../api/routes.js';
import { requiredText } from '../../api/common.js';
import type { RepositorySearchOutput } from '../../api/repository.js';
import { ContextdError } from '../../util/errors.js';
import { defineTool, type ToolContext } from '../define-tool.js';
import { oneLine } from '../format.js';
import { fenced, remediationMarkdown } from '../resources.js';
import { memoryMarkdown } from './memories.js';
import { skillMarkdown } from './skills.js';

/** Results per family before interleaving, and the most a search returns. */
const PER_FAMILY = 5;
const MAX_RESULTS = 20;
/** checkpoint_resume's upper bound: fetch gives the whole checkpoint. */
const CHECKPOINT_MAX_TOKENS = 1_000_000;
const CODE_SEARCH_LIMIT = 50;

const FAMILIES = ['remediation', 'memory', 'checkpoint', 'skill', 'code'] as const;
type Family = (typeof FAMILIES)[number];

const searchResult = z.object({ id: z.string(), title: z.string(), url: z.string() });
type SearchResult = z.infer<typeof searchResult> & { score: number };

const fetchOutput = {
  id: z.string(),
  title: z.string(),
  text: z.string().describe('the whole record as markdown'),
  url: z.string(),
  metadata: z.record(z.string(), z.unknown()),
};
type FetchOutput = z.infer<z.ZodObject<typeof fetchOutput>>;

const search = defineTool({
  name: 'search',
  title: 'Search everything',
  description:
    'Search recorded fixes, memories, checkpoints, skills and indexed code of this project at once with `query` (words, an error message, a name). ' +
    'Returns one text item with JSON {"results":[{"id","title","url"}]}, best first across families; the id names the family ' +
    '(remediation:…, memory:…, checkpoint:…, skill:…, code:<path>#L<a>-<b>). Open one with fetch.',
  kind: 'read',
  scoped: false,
  input: { query: requiredText(2_000, 'query').describe('what to look for') },
  output: { results: z.array(searchResult) },
  async handle(args, ctx) {
    const results = await searchAll(ctx, args.query);
    const structured = { results };
    return { structured, text: JSON.stringify(structured) };
  },
});

const fetchTool = defineTool({
  name: 'fetch',
  title: 'Fetch a search result',
  description:
    'Read one record found with search, by its `id` (remediation:<id>, memory:<id>, checkpoint:<id>, skill:<name> or code:<path>#L<a>-<b>). ' +
    'Returns one text item with JSON {"id","title","text","url","metadata"}: text is the whole record as markdown, metadata its fields.',
  kind: 'read',
  scoped: false,
  input: { id: requiredText(4_200, 'id').describe('an id from search, e.g. remediation:r_12ab') },
  output: fetchOutput,
  async handle(args, ctx) {
    const structured = await fetchOne(ctx, args.id);
    return { structured, text: JSON.stringify(structured) };
  },
});

async function searchAll(ctx: ToolContext, query: string): Promise<Array<z.infer<typeof searchResult>>> {
  const families: Array<Promise<SearchResult[]>> = [
    ctx.call(api.remediationSearch, { query, scope: 'all', limit: PER_FAMILY, content_mode: 'minimal' }).then((out) =>
      out.results.map((r) => ({ id: `remediation:${r.id}`, title: r.title, url: uri('remediation', r.id), score: r.score })),
    ),
    ctx.call(api.memorySearch, { query, limit: PER_FAMILY }).then((out) =>
      out.results.map((m) => ({ id: `memory:${m.id}`, title: `${m.kind}: ${oneLine(m.content, 120)}`, url: uri('memory', m.id), score: m.score })),
    ),
    ctx.call(api.checkpointSearch, { query, limit: PER_FAMILY }).then((out) =>
      out.results.map((r) => ({ id: `checkpoint:${r.id}`, title: `${r.name} (${r.created_at})`, url: uri('checkpoint', r.id), score: r.score })),
    ),
    ctx.call(api.skillSearch, { query, limit: PER_FAMILY }).then((out) =>
      out.results.map((r) => ({ id: `skill:${r.name}`, title: `${r.name}: ${oneLine(r.description, 120)}`, url: uri('skill', r.name), score: r.score })),
    ),
    ctx.call(api.repositorySearch, { query, limit: PER_FAMILY, content_mode: 'minimal' }).then((out) => out.results.map(codeResult)),
  ];
  const settled = await Promise.allSettled(families);
  const lists = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (lists.length === 0) throw (settled[0] as PromiseRejectedResult).reason;
  for (const s of settled) if (s.status === 'rejected') ctx.session.log.warn({ err: s.reason }, 'search: one family failed; answering with the others');
  return interleave(lists).slice(0, MAX_RESULTS).map(({ id, title, url }) => ({ id, title, url }));
}

/**
 * Scores of different families are not on one scale; rank is. Round by round,
 * each family's next best result, ordered within the round by score.
 */
function interleave(lists: SearchResult[][]): SearchResult[] {
  const out: SearchResult[] = [];
  const depth = Math.max(0, ...lists.map((l) => l.length));
  for (let rank = 0; rank < depth; rank++) {
    out.push(...lists.flatMap((l) => l.slice(rank, rank + 1)).sort((x, y) => y.score - x.score));
  }
  return out;
}

function codeResult(r: RepositorySearchOutput['results'][number]): SearchResult {
  const key = `${r.file}#L${r.start_line}-${r.end_line}`;
  return { id: `code:${key}`, title: `${r.file}:${r.start_line}-${r.end_line}${r.symbol ? ` (${r.symbol})` : ''}`, url: uri('code', key), score: r.score };
}

function uri(family: Family, key: string): string {
  if (family === 'code') {
    const [path, lines] = key.split(/#(?=L\d+-\d+$)/);
    return `contextd://code/${(path as string).split('/').map(encodeURIComponent).join('/')}#${lines}`;
  }
  return `contextd://${family === 'memory' ? 'memories' : `${family}s`}/${encodeURIComponent(key)}`;
}

function parseId(id: string): { family: Family; key: string } {
  const colon = id.indexOf(':');
  const family = id.slice(0, colon) as Family;
  const key = id.slice(colon + 1);
  if (colon <= 0 || !FAMILIES.includes(family) || key.trim() === '') {
    throw new ContextdError('invalid_params', `id: '${oneLine(id, 80)}' is not an id from search (expected remediation:<id>, memory:<id>, checkpoint:<id>, skill:<name> or code:<path>#L<start>-<end>)`);
  }
  return { family, key };
}

async function fetchOne(ctx: ToolContext, id: string): Promise<FetchOutput> {
  const { family, key } = parseId(id);
  switch (family) {
    case 'remediation': {
      const r = await ctx.call(api.remediationGet, { id: key });
      const { problem: _p, solution: _s, root_cause: _c, code_diff: _d, notes: _n, ...metadata } = r;
      return { id, title: r.title, text: remediationMarkdown(r), url: uri(family, key), metadata };
    }
    case 'memory': {
      const m = await ctx.call(api.memoryGet, { id: key });
      const { content: _c, ...metadata } = m;
      return { id, title: `${m.kind}: ${oneLine(m.content, 120)}`, text: memoryMarkdown(m), url: uri(family, key), metadata };
    }
    case 'checkpoint': {
      const c = await ctx.call(api.checkpointResume, { id: key, level: 'full', max_tokens: CHECKPOINT_MAX_TOKENS });
      return { id, title: c.name, text: c.content, url: uri(family, key), metadata: { id: c.id, name: c.name, token_count: c.token_count, truncated: c.truncated } };
    }
    case 'skill': {
      const s = await ctx.call(api.skillGet, { name: key });
      const { content: _c, ...metadata } = s;
      return { id, title: `${s.name}: ${oneLine(s.description, 120)}`, text: skillMarkdown(s), url: uri(family, key), metadata };
    }
    case 'code':
      return fetchCode(ctx, id, key);
  }
}

/** A code chunk by file and line range: the chunks of that file, through repository search, matched exactly. */
async function fetchCode(ctx: ToolContext, id: string, key: string): Promise<FetchOutput> {
  const match = /^(.+)#L(\d+)-(\d+)$/.exec(key);
  if (!match) throw new ContextdError('invalid_params', `id: '${oneLine(id, 80)}' is not a code id (expected code:<path>#L<start>-<end>)`);
  const [, file = '', a = '', b = ''] = match;
  const start = Number(a);
  const end = Number(b);
  const glob = file.replace(/[\\*?[\]{}()!+@]/g, '\\$&');
  const out = await ctx.call(api.repositorySearch, { query: file, path_glob: glob.includes('/') ? glob : `**/${glob}`, limit: CODE_SEARCH_LIMIT, content_mode: 'full' });
  const hit = out.results.find((r) => r.file === file && r.start_line === start && r.end_line === end);
  if (!hit) throw new ContextdError('not_found', `id: no indexed code at ${file} lines ${start}-${end} in this project (re-run search: the file may have been re-indexed)`);
  const text = `# ${file}:${start}-${end}\n\n${fenced(hit.content ?? '', hit.language ?? '')}`;
  return {
    id,
    title: `${file}:${start}-${end}${hit.symbol ? ` (${hit.symbol})` : ''}`,
    text,
    url: uri('code', key),
    metadata: { root: hit.root, file: hit.file, start_line: start, end_line: end, language: hit.language, symbol: hit.symbol },
  };
}

export const connectorTools = [search, fetchTool];
