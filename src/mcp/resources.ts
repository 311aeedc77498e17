/**
 * Checkpoints, skills and remediations as MCP resources, so clients that
 * attach resources can use them without a tool call:
 * `contextd://checkpoints/{id}`, `contextd://skills/{name}`,
 * `contextd://remediations/{id}`, `contextd://memories/{id}`, each read as markdown.
 *
 * The templates are registered with McpServer (resources/templates/list and
 * resources/read are the SDK's). Its resources/list handler, though, calls
 * each template's list callback without the request's cursor, so it cannot
 * page; it is replaced by one that pages through the families in turn
 * (newest first within each), with a cursor naming the family and its own
 * cursor. The template list callbacks give the first page of their family.
 */
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListResourcesRequestSchema, type ListResourcesResult, type ReadResourceResult, type Resource } from '@modelcontextprotocol/sdk/types.js';
import type { DaemonClient } from '../client/client.js';
import { contract } from './contract.js';
import { ContextdError } from '../util/errors.js';
import { protocolError } from './errors.js';
import { sessionClient } from './prompts.js';
import type { Session } from './session.js';
import { oneLine } from './format.js';
import type { Remediation } from '../api/remediations.js';

export const RESOURCE_PAGE = 50;
const MIME = 'text/markdown';
/** checkpoint_resume's own upper bound: a resource read gives the whole checkpoint. */
const CHECKPOINT_MAX_TOKENS = 1_000_000;

export type ResourcePage = ListResourcesResult;

interface ResourceFamily {
  name: string;
  uriTemplate: string;
  title: string;
  description: string;
  /** Variable of the URI template that identifies one item. */
  variable: string;
  list(client: DaemonClient, limit: number, cursor?: string): Promise<ResourcePage>;
  read(client: DaemonClient, key: string): Promise<string>;
}

const families: ResourceFamily[] = [
  {
    name: 'checkpoint',
    uriTemplate: 'contextd://checkpoints/{id}',
    title: 'Checkpoint',
    description: "A saved checkpoint of this project (summary, context and full state) to resume work from.",
    variable: 'id',
    async list(client, limit, cursor) {
      const out = await client.call((await contract()).checkpointList, { limit, cursor });
      return page(
        out.checkpoints.map((c) => ({ uri: `contextd://checkpoints/${c.id}`, name: c.name, description: `${c.created_at}: ${oneLine(c.summary)}`, mimeType: MIME })),
        out.next_cursor,
      );
    },
    async read(client, id) {
      return (await client.call((await contract()).checkpointResume, { id, level: 'full', max_tokens: CHECKPOINT_MAX_TOKENS })).content;
    },
  },
  {
    name: 'skill',
    uriTemplate: 'contextd://skills/{name}',
    title: 'Skill',
    description: 'A saved skill (reusable procedure) with its arguments and markdown content.',
    variable: 'name',
    async list(client, limit, cursor) {
      const out = await client.call((await contract()).skillList, { limit, cursor });
      return page(
        out.skills.map((s) => ({ uri: `contextd://skills/${s.name}`, name: s.name, description: oneLine(s.description), mimeType: MIME })),
        out.next_cursor,
      );
    },
    async read(client, name) {
      const { skillMarkdown } = await import('./tools/skills.js');
      return skillMarkdown(await client.call((await contract()).skillGet, { name }));
    },
  },
  {
    name: 'remediation',
    uriTemplate: 'contextd://remediations/{id}',
    title: 'Remediation',
    description: 'A recorded fix: the problem, its root cause and the solution that worked.',
    variable: 'id',
    async list(client, limit, cursor) {
      const out = await client.call((await contract()).remediationList, { limit, cursor });
      return page(
        out.remediations.map((r) => ({
          uri: `contextd://remediations/${r.id}`,
          name: r.title,
          description: `${r.scope}${r.category ? `, ${r.category}` : ''}, confidence ${r.confidence}, used ${r.usage_count}×`,
          mimeType: MIME,
        })),
        out.next_cursor,
      );
    },
    async read(client, id) {
      return remediationMarkdown(await client.call((await contract()).remediationGet, { id }));
    },
  },
  {
    name: 'memory',
    uriTemplate: 'contextd://memories/{id}',
    title: 'Memory',
    description: 'A remembered fact, decision, convention, preference or todo of this project.',
    variable: 'id',
    async list(client, limit, cursor) {
      const out = await client.call((await contract()).memoryList, { limit, cursor });
      return page(
        out.memories.map((m) => ({ uri: `contextd://memories/${m.id}`, name: oneLine(m.content, 80), description: `${m.kind}, ${m.scope}`, mimeType: MIME })),
        out.next_cursor,
      );
    },
    async read(client, id) {
      const { memoryMarkdown } = await import('./tools/memories.js');
      return memoryMarkdown(await client.call((await contract()).memoryGet, { id }));
    },
  },
];

export function registerResources(server: McpServer, session: Session): void {
  for (const family of families) {
    const template = new ResourceTemplate(family.uriTemplate, {
      list: async () => {
        try {
          return await family.list(await sessionClient(session), RESOURCE_PAGE);
        } catch (error) {
          throw protocolError(error, session.log, 'resources/list');
        }
      },
    });
    server.registerResource(family.name, template, { title: family.title, description: family.description, mimeType: MIME }, async (uri, variables) => {
      try {
        const key = decodeURIComponent(String(variables[family.variable] ?? ''));
        const text = await family.read(await sessionClient(session), key);
        return { contents: [{ uri: uri.href, mimeType: MIME, text }] } satisfies ReadResourceResult;
      } catch (error) {
        throw protocolError(error, session.log, 'resources/read');
      }
    });
  }
  // Registering the templates installed the SDK's handlers; replace resources/list with the paging one.
  server.server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    try {
      return await listAll(await sessionClient(session), request.params?.cursor);
    } catch (error) {
      throw protocolError(error, session.log, 'resources/list');
    }
  });
}

/** One page of at most RESOURCE_PAGE resources, continuing into the next family when one runs out. */
async function listAll(client: DaemonClient, cursor: string | undefined): Promise<ListResourcesResult> {
  let { family, inner } = decodeListCursor(cursor);
  const resources: Resource[] = [];
  while (family < families.length && resources.length < RESOURCE_PAGE) {
    const current = families[family] as ResourceFamily;
    const result = await current.list(client, RESOURCE_PAGE - resources.length, inner);
    resources.push(...result.resources);
    if (result.nextCursor) return { resources, nextCursor: encodeListCursor(family, result.nextCursor) };
    family++;
    inner = undefined;
  }
  return family < families.length ? { resources, nextCursor: encodeListCursor(family, undefined) } : { resources };
}

function encodeListCursor(family: number, inner: string | undefined): string {
  return Buffer.from(JSON.stringify({ f: family, c: inner ?? null }), 'utf8').toString('base64url');
}

function decodeListCursor(cursor: string | undefined): { family: number; inner: string | undefined } {
  if (!cursor) return { family: 0, inner: undefined };
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { f: unknown; c: unknown };
    if (typeof parsed.f === 'number' && Number.isInteger(parsed.f) && parsed.f >= 0 && parsed.f < families.length) {
      return { family: parsed.f, inner: typeof parsed.c === 'string' ? parsed.c : undefined };
    }
  } catch {
    // fall through to the error below
  }
  throw new ContextdError('invalid_params', `cursor: '${cursor}' is not a cursor returned by resources/list`);
}

export function remediationMarkdown(r: Remediation): string {
  const facts = [`${r.scope} scope`, r.category ? `category ${r.category}` : null, `confidence ${r.confidence}`, `used ${r.usage_count}×`, `id ${r.id}`];
  const lines = [`# ${r.title}`, '', `- ${facts.filter(Boolean).join(', ')}`];
  if (r.tags.length) lines.push(`- tags: ${r.tags.join(', ')}`);
  if (r.affected_files.length) lines.push(`- files: ${r.affected_files.join(', ')}`);
  lines.push('', '## Problem', '', r.problem);
  if (r.root_cause) lines.push('', '## Root cause', '', r.root_cause);
  lines.push('', '## Solution', '', r.solution);
  if (r.code_diff) lines.push('', '## Diff', '', fenced(r.code_diff, 'diff'));
  return lines.join('\n');
}

/** A code fence longer than any backtick run inside, so the diff cannot close it early. */
export function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

function page(resources: Resource[], next: string | null): ResourcePage {
  return next ? { resources, nextCursor: next } : { resources };
}
