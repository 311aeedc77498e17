
import { api } from '../../api/routes.js';
import {
  checkpointListInput,
  checkpointListOutput,
  checkpointResumeInput,
  checkpointResumeOutput,
  checkpointSaveInput,
  checkpointSaveResult,
  checkpointSearchInput,
  checkpointSearchOutput,
} from '../../api/checkpoints.js';
import { deletedOutput } from '../../api/common.js';
import { defineTool } from '../define-tool.js';
import { longOutput, runLong } from '../long.js';
import { oneLine } from '../format.js';
import { counted } from '../../util/plural.js';

const checkpointSave = defineTool({
  name: 'checkpoint_save',
  title: 'Save a checkpoint',
  description:
    'Save where the work stands so a later session can resume it: a short `summary` (what was done, what is next), ' +
    'optional `context` (the details needed to continue: decisions, files, commands) and optional `full_state` (everything, up to 5 MB). ' +
    'Use before ending a session, before a risky change, or when the conversation is getting long. Secrets are redacted before storage. ' +
    'Optional `tags` and `metadata` (flat string values, e.g. metadata: {"branch": "feat/auth"}). Large saves run as an operation with progress; the result has the checkpoint id.',
  kind: 'long',
  input: checkpointSaveInput.shape,
  output: longOutput(checkpointSaveResult.shape),
  async handle(args, ctx) {
    return runLong(ctx, {
      start: () => ctx.call(api.checkpointSave, args),
      finish: (op) => {
        const result = checkpointSaveResult.parse(op.result);
        return {
          structured: { status: 'succeeded' as const, operation_id: op.id, ...result },
          text: `Saved checkpoint ${result.id} "${result.name}" (${counted(result.token_count, 'token')}${result.redactions ? `, ${counted(result.redactions, 'secret')} redacted` : ''}). Resume it with checkpoint_resume id "${result.id}".`,
        };
      },
    });
  },
});

const checkpointList = defineTool({
  name: 'checkpoint_list',
  title: 'List checkpoints',
  description:
    "List this project's checkpoints, newest first, with a 200-character summary each. Use at the start of a session to see what can be resumed; " +
    'filter by `session_id`; page with `cursor` (`next_cursor` of the previous page).',
  kind: 'read',
  input: checkpointListInput.shape,
  output: checkpointListOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.checkpointList, args);
    const lines = out.checkpoints.map((c) => `- ${c.id} "${c.name}" (${c.created_at}, ${c.token_count} tokens${c.tags.length ? `, tags: ${c.tags.join(', ')}` : ''}): ${oneLine(c.summary)}`);
    const text = out.checkpoints.length === 0 ? 'No checkpoints in this project yet.' : `${counted(out.checkpoints.length, 'checkpoint')}, newest first:\n${lines.join('\n')}`;
    return { structured: out, text: out.next_cursor ? `${text}\nMore: cursor "${out.next_cursor}".` : text };
  },
});

const checkpointSearch = defineTool({
  name: 'checkpoint_search',
  title: 'Search checkpoints',
  description:
    "Find checkpoints of this project by meaning and keywords: `query` (e.g. 'the auth refactor', 'migration to ESM'). Returns ids with a snippet and a score; " +
    'open one with checkpoint_resume.',
  kind: 'read',
  input: checkpointSearchInput.shape,
  output: checkpointSearchOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.checkpointSearch, args);
    const text =
      out.results.length === 0
        ? `No checkpoint matches "${args.query}".`
        : out.results.map((r, i) => `${i + 1}. ${r.id} "${r.name}" score ${r.score} (${r.created_at}): ${oneLine(r.snippet)}`).join('\n');
    return { structured: out, text };
  },
});

const checkpointResume = defineTool({
  name: 'checkpoint_resume',
  title: 'Resume a checkpoint',
  description:
    'Load a saved checkpoint (`id`, from checkpoint_list or checkpoint_search) to continue the work. `level`: summary (quick look), context (default: enough to resume), full (everything saved). ' +
    'The content is cut to `max_tokens` (default 20000) and `truncated` says so.',
  kind: 'read',
  input: checkpointResumeInput.shape,
  output: checkpointResumeOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.checkpointResume, args);
    const note = out.truncated ? `\n\n(truncated to ${args.max_tokens ?? 20000} tokens)` : '';
    return { structured: out, text: `${out.content}${note}` };
  },
});

const checkpointDelete = defineTool({
  name: 'checkpoint_delete',
  title: 'Delete a checkpoint',
  description: 'Delete one checkpoint of this project by id. It cannot be undone.',
  kind: 'destructive',
  input: { id: checkpointResumeInput.shape.id },
  output: deletedOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.checkpointDelete, args);
    return { structured: out, text: `Deleted checkpoint ${out.id}.` };
  },
});

export const checkpointTools = [checkpointSave, checkpointList, checkpointSearch, checkpointResume, checkpointDelete];
