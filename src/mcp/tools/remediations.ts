import { api } from '../../api/routes.js';
import { deletedOutput } from '../../api/common.js';
import {
  remediationConsolidateInput,
  remediationConsolidateResult,
  remediationFeedbackInput,
  remediationFeedbackOutput,
  remediationIdInput,
  remediationRecordInput,
  remediationRecordResult,
  remediationSearchInput,
  remediationSearchOutput,
  type RemediationHit,
} from '../../api/remediations.js';
import { defineTool } from '../define-tool.js';
import { longOutput, runLong } from '../long.js';
import { oneLine } from '../format.js';
import { counted } from '../../util/plural.js';

const remediationRecord = defineTool({
  name: 'remediation_record',
  title: 'Record a fix',
  description:
    'After fixing an error that is likely to come back (here or in another project), record a short `title`, the error text (`problem`, paste the key lines), ' +
    'the fix that worked (`solution`) and, if known, `root_cause` — the circumstances that tell this fix apart from other fixes of the same error. ' +
    'Recording the same error and fix again merges into the existing record (`merged_into`). `scope: tenant` makes it visible from all your projects. ' +
    'Secrets are redacted before storage.',
  kind: 'write',
  input: remediationRecordInput.shape,
  output: remediationRecordResult.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.remediationRecord, args);
    const what = out.created ? `Recorded remediation ${out.id}` : `Same error and fix already recorded: merged into ${out.merged_into} (used ${out.usage_count} times)`;
    return { structured: out, text: `${what}${out.redactions ? `; ${counted(out.redactions, 'secret')} redacted` : ''}.` };
  },
});

const remediationSearch = defineTool({
  name: 'remediation_search',
  title: 'Search recorded fixes',
  description:
    'Find fixes that worked before for an error: pass the error text (or its key line, or a description in plain words) as `query`, ' +
    'plus any circumstances (command, tool, environment) that tell similar errors apart. Searches this project and your tenant-wide fixes by default ' +
    '(`scope`). Best match first; `confidence` reflects feedback. `content_mode`: minimal (titles), preview (default), full.',
  kind: 'read',
  input: remediationSearchInput.shape,
  output: remediationSearchOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.remediationSearch, args);
    if (out.results.length === 0) return { structured: out, text: `No recorded fix matches "${oneLine(args.query, 120)}".` };
    return { structured: out, text: out.results.map((r, i) => formatHit(r, i + 1)).join('\n\n') };
  },
});

function formatHit(r: RemediationHit, rank: number): string {
  const head = `${rank}. ${r.id} "${r.title}" score ${r.score}, confidence ${r.confidence}, used ${r.usage_count}x, ${r.scope}${r.category ? `, ${r.category}` : ''}`;
  const lines = [head];
  if (r.problem !== undefined) lines.push(`   problem: ${oneLine(r.problem, 600)}`);
  if (r.root_cause) lines.push(`   root cause: ${oneLine(r.root_cause, 600)}`);
  if (r.solution !== undefined) lines.push(`   solution: ${r.solution.length > 600 ? oneLine(r.solution, 600) : r.solution.trim()}`);
  return lines.join('\n');
}

const remediationFeedback = defineTool({
  name: 'remediation_feedback',
  title: 'Rate a recorded fix',
  description:
    'Tell contextd whether a fix found with remediation_search worked (`helpful: true`) or not (`false`), with an optional `note`. ' +
    'Confidence moves accordingly (bounded 0.05–0.99) and search ranks trusted fixes first among equally relevant ones.',
  kind: 'write',
  input: remediationFeedbackInput.shape,
  output: remediationFeedbackOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.remediationFeedback, args);
    return { structured: out, text: `Remediation ${out.id}: confidence now ${out.confidence} (${out.helpful_count} helpful, ${out.unhelpful_count} not helpful).` };
  },
});

const remediationDelete = defineTool({
  name: 'remediation_delete',
  title: 'Delete a recorded fix',
  description: 'Delete one recorded remediation by id (wrong or obsolete fixes). It cannot be undone.',
  kind: 'destructive',
  input: remediationIdInput.shape,
  output: deletedOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.remediationDelete, args);
    return { structured: out, text: `Deleted remediation ${out.id}.` };
  },
});

const remediationConsolidate = defineTool({
  name: 'remediation_consolidate',
  title: 'Merge near-duplicate fixes',
  description:
    'Find recorded fixes that are near-duplicates (same error and same fix in other words, similarity ≥ `similarity_threshold`, default 0.85) ' +
    'and merge each group into its most used record. `dry_run` (default true) only reports the clusters; run again with `dry_run: false` to merge. ' +
    'Runs as an operation with progress.',
  kind: 'long',
  input: remediationConsolidateInput.shape,
  output: longOutput(remediationConsolidateResult.shape),
  async handle(args, ctx) {
    return runLong(ctx, {
      start: () => ctx.call(api.remediationConsolidate, args),
      finish: (op) => {
        const result = remediationConsolidateResult.parse(op.result);
        const clusters = result.clusters.slice(0, 20).map((c) => `- keep ${c.keep_id} ← ${c.merged_ids.join(', ')} (similarity ≥ ${c.similarity})`);
        const more = result.clusters.length > 20 ? `\n… ${result.clusters.length - 20} more clusters` : '';
        const head = result.dry_run
          ? `Dry run over ${counted(result.scanned, 'remediation')}: ${counted(result.clusters.length, 'cluster')}, ${counted(result.merged_count, 'record')} would merge.${result.clusters.length ? ' Run with dry_run: false to merge.' : ''}`
          : `Merged ${counted(result.merged_count, 'record')} into ${counted(result.clusters.length, 'kept record')} (of ${result.scanned} scanned).`;
        return {
          structured: { status: 'succeeded' as const, operation_id: op.id, ...result },
          text: [head, ...clusters].join('\n') + more,
        };
      },
    });
  },
});

export const remediationsTools = [
  remediationRecord,
  remediationSearch,
  remediationFeedback,
  remediationDelete,
  remediationConsolidate,
];
