import { api } from '../../api/routes.js';
import { deletedOutput } from '../../api/common.js';
import {
  memoryFeedbackInput,
  memoryFeedbackOutput,
  memoryIdInput,
  memoryListInput,
  memoryListOutput,
  memoryRecordInput,
  memoryRecordResult,
  memorySearchInput,
  memorySearchOutput,
  type Memory,
  type MemoryHit,
} from '../../api/memories.js';
import { defineTool } from '../define-tool.js';
import { oneLine } from '../format.js';
import { counted } from '../../util/plural.js';

const memoryRecord = defineTool({
  name: 'memory_record',
  title: 'Remember a fact, decision or convention',
  description:
    'Remember something this project lives by, given as `content` (≤ 4000 characters, one or a few sentences): a decision made ("we deploy with fly.io"), ' +
    'a convention learned ("the API uses snake_case"), a preference stated, a fact about the code or the team, or a todo (`kind`, default fact). ' +
    'Not for session progress (checkpoint_save) nor for error fixes (remediation_record). Recording the same content again merges (`merged_into`). ' +
    'When it replaces an older memory, pass that memory\'s id as `supersedes`; `possibly_supersedes` names close memories of the same kind that it may replace. ' +
    '`scope: tenant` makes it visible from all your projects. Secrets are redacted before storage.',
  kind: 'write',
  input: memoryRecordInput.shape,
  output: memoryRecordResult.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.memoryRecord, args);
    const what = out.created ? `Remembered ${out.id}` : `Already remembered: merged into ${out.merged_into} (recorded ${out.usage_count} times)`;
    const lines = [`${what}${out.redactions ? `; ${counted(out.redactions, 'secret')} redacted` : ''}.`];
    if (out.possibly_supersedes.length > 0) {
      lines.push('It may replace (record again with `supersedes` if so, or memory_delete the old one):');
      for (const old of out.possibly_supersedes) lines.push(`- ${old.id}: ${oneLine(old.content, 300)}`);
    }
    return { structured: out, text: lines.join('\n') };
  },
});

const memorySearch = defineTool({
  name: 'memory_search',
  title: 'Search remembered facts and decisions',
  description:
    'Find what this project remembered — facts, decisions, conventions, preferences, todos — for a `query` in plain words. ' +
    'Filter by `kind` and `tags`; `scope` all (default: this project and tenant-wide), project or tenant. ' +
    'Superseded memories are left out unless `include_superseded`. Best match first.',
  kind: 'read',
  input: memorySearchInput.shape,
  output: memorySearchOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.memorySearch, args);
    if (out.results.length === 0) return { structured: out, text: `No memory matches "${oneLine(args.query, 120)}".` };
    return { structured: out, text: out.results.map((r, i) => formatHit(r, i + 1)).join('\n') };
  },
});

function formatHit(r: MemoryHit, rank: number): string {
  const tags = r.tags.length ? ` [${r.tags.join(', ')}]` : '';
  const old = r.superseded_by ? `, superseded by ${r.superseded_by}` : '';
  return `${rank}. ${r.id} (${r.kind}, ${r.scope}, score ${r.score}, confidence ${r.confidence}${old})${tags}: ${oneLine(r.content, 1_000)}`;
}

const memoryList = defineTool({
  name: 'memory_list',
  title: 'List remembered facts and decisions',
  description: 'List memories newest first, optionally one `kind` or one `tag`, `scope` all (default), project or tenant; page with `cursor`.',
  kind: 'read',
  input: memoryListInput.shape,
  output: memoryListOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.memoryList, args);
    if (out.memories.length === 0) return { structured: out, text: 'No memories yet.' };
    const lines = out.memories.map((m) => `- ${m.id} (${m.kind}, ${m.scope}${m.superseded_by ? `, superseded by ${m.superseded_by}` : ''}): ${oneLine(m.content, 300)}`);
    const more = out.next_cursor ? `\nMore: cursor ${out.next_cursor}` : '';
    return { structured: out, text: `${counted(out.memories.length, 'memory', 'memories')}:\n${lines.join('\n')}${more}` };
  },
});

const memoryFeedback = defineTool({
  name: 'memory_feedback',
  title: 'Rate a memory',
  description:
    'Tell contextd whether a memory (by `id`) was right and useful (`helpful: true`) or wrong or stale (`helpful: false`). ' +
    'Confidence moves accordingly (bounded 0.05–0.99) and search ranks trusted memories first among equally relevant ones.',
  kind: 'write',
  input: memoryFeedbackInput.shape,
  output: memoryFeedbackOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.memoryFeedback, args);
    return { structured: out, text: `Memory ${out.id}: confidence now ${out.confidence} (${out.helpful_count} helpful, ${out.unhelpful_count} not helpful).` };
  },
});

const memoryDelete = defineTool({
  name: 'memory_delete',
  title: 'Forget a memory',
  description: 'Delete one memory by `id` (wrong or obsolete). Memories it superseded become current again. It cannot be undone.',
  kind: 'destructive',
  input: memoryIdInput.shape,
  output: deletedOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.memoryDelete, args);
    return { structured: out, text: `Deleted memory ${out.id}.` };
  },
});

/** A memory as markdown (the resource contextd://memories/{id}). */
export function memoryMarkdown(m: Memory): string {
  const lines = [`# Memory ${m.id} (${m.kind})`, '', m.content, '', `- scope: ${m.scope}`, `- confidence: ${m.confidence}, recorded ${m.usage_count}×`];
  if (m.tags.length) lines.push(`- tags: ${m.tags.join(', ')}`);
  if (m.source) lines.push(`- source: ${m.source}`);
  if (m.supersedes) lines.push(`- supersedes: ${m.supersedes}`);
  if (m.superseded_by) lines.push(`- superseded by: ${m.superseded_by}`);
  lines.push(`- created: ${m.created_at}, updated: ${m.updated_at}`);
  return `${lines.join('\n')}\n`;
}

export const memoryTools = [memoryRecord, memorySearch, memoryList, memoryFeedback, memoryDelete];
