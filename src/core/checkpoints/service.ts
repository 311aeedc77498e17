import type { CheckpointSaveInput, CheckpointSaveResult, CheckpointListOutput, CheckpointResumeOutput, CheckpointSearchOutput } from '../../api/checkpoints.js';
import type { CheckpointRow } from '../../store/checkpoints.js';
import type { Scope } from '../../store/scope.js';
import type { Store } from '../../store/types.js';
import { notFound } from '../../util/errors.js';
import { paginate } from '../pagination.js';
import { newId } from '../../util/ids.js';
import { redact, redactLarge } from '../../util/redaction.js';
import { redactOptional, redactValues } from '../../util/redact-values.js';
import type { OperationContext } from '../operations/runner.js';
import { aboveFloor, type HybridSearch } from '../search.js';
import { estimateTokens, truncateToTokens } from '../tokens.js';
import { counted } from '../../util/plural.js';

const SNIPPET = 200;
const EMBED_CONTEXT_CHARS = 8_000;

/** Who a checkpoint is: a new one gets both now, an imported one keeps its own. */
export interface CheckpointIdentity {
  id: string;
  created_at: string;
}

export class CheckpointService {
  constructor(
    private readonly store: Store,
    private readonly search: HybridSearch,
  ) {}

  /** The body of the `checkpoint_save` operation: redact, embed, write in one transaction. */
  save(input: CheckpointSaveInput, ctx: OperationContext): Promise<CheckpointSaveResult> {
    return this.write(input, { id: newId('cp_'), created_at: new Date().toISOString() }, ctx);
  }

  /**
   * Stores a checkpoint read from an export under the id and date it had, by
   * the same path as `save`; one already stored under that id is left alone.
   * Progress stays the caller's (an import counts lines, not bytes).
   */
  async importOne(input: CheckpointSaveInput, identity: CheckpointIdentity, ctx: OperationContext): Promise<'created' | 'unchanged'> {
    if ((await this.store.checkpoints.getMany(ctx.scope, [identity.id])).length > 0) return 'unchanged';
    await this.write(input, identity, { ...ctx, progress: () => undefined });
    return 'created';
  }

  private async write(input: CheckpointSaveInput, identity: CheckpointIdentity, ctx: OperationContext): Promise<CheckpointSaveResult> {
    // Progress counts UTF-8 bytes, the unit redactLarge reports in, plus one step for the write.
    const bytes = byteLength(input.summary) + byteLength(input.context) + byteLength(input.full_state);
    const total = bytes + 1;
    ctx.progress({ done: 0, total, message: 'redacting secrets' });
    let done = 0;
    const scan = async (text: string | undefined) => {
      if (!text) return { text: '', count: 0 };
      const base = done;
      const result = await redactLarge(text, { signal: ctx.signal, onProgress: (d) => ctx.progress({ done: base + d, message: 'redacting secrets' }) });
      done = base + byteLength(text);
      return result;
    };
    const summary = await scan(input.summary);
    const context = await scan(input.context);
    const fullState = await scan(input.full_state);
    const name = redact(input.name?.trim() || defaultName(summary.text)).text;
    // Every stored field passes the scanner, not only the texts: a session id, a tag or a metadata value can hold a key too.
    const sessionId = redactOptional(input.session_id) ?? null;
    const tags = redactValues(input.tags);
    const metadata = redactValues(input.metadata);
    await ctx.tick();
    // The last step a client sees states the numbers: what was scanned and what was redacted.
    const redactions = summary.count + context.count + fullState.count + tags.count + metadata.count + (sessionId === (input.session_id ?? null) ? 0 : 1);
    const scanned = `scanned ${counted(bytes, 'byte')}, ${counted(redactions, 'secret')} redacted`;
    ctx.progress({ done: bytes, message: `${scanned}; indexing and writing` });
    const { id, created_at } = identity;
    const doc = await this.search.document({
      family: 'checkpoint',
      refId: id,
      project: ctx.scope.project,
      facet: sessionId,
      title: `${name}\n${summary.text}`,
      body: context.text.slice(0, EMBED_CONTEXT_CHARS),
      signal: ctx.signal,
    });
    await ctx.tick();
    const row: CheckpointRow = {
      id,
      project: ctx.scope.project,
      name,
      summary: summary.text,
      context: context.text,
      full_state: fullState.text,
      session_id: sessionId,
      tags: tags.value,
      metadata: metadata.value,
      token_count: estimateTokens(summary.text) + estimateTokens(context.text) + estimateTokens(fullState.text),
      created_at,
    };
    await this.store.checkpoints.insert(ctx.scope, row, doc);
    ctx.progress({ done: total, message: `saved ${id}: ${scanned}, ${counted(row.token_count, 'token')}` });
    return {
      id,
      name,
      token_count: row.token_count,
      redactions,
      created_at: row.created_at,
    };
  }

  async list(scope: Scope, input: { session_id?: string; limit: number; cursor?: string }): Promise<CheckpointListOutput> {
    // Session ids are stored redacted: the filter is too, so a session whose id held a secret is still found.
    const sessionId = redactOptional(input.session_id);
    const { page, next_cursor } = await paginate(input, (query) => this.store.checkpoints.list(scope, { sessionId, ...query }));
    return {
      checkpoints: page.map((row) => ({
        id: row.id,
        name: row.name,
        summary: row.summary.slice(0, SNIPPET),
        session_id: row.session_id,
        tags: row.tags,
        token_count: row.token_count,
        created_at: row.created_at,
      })),
      next_cursor,
    };
  }

  async searchCheckpoints(scope: Scope, input: { query: string; limit: number }): Promise<CheckpointSearchOutput> {
    const texts = async (ids: string[]) => new Map((await this.store.checkpoints.getMany(scope, ids)).map((r) => [r.id, `${r.name}\n${r.summary}`]));
    const hits = await this.search.query(scope, { family: 'checkpoint', projects: [scope.project] }, { text: input.query, limit: input.limit, texts });
    const rows = new Map((await this.store.checkpoints.getMany(scope, hits.map((h) => h.refId))).map((r) => [r.id, r]));
    const found = hits.flatMap((hit) => {
      const row = rows.get(hit.refId);
      return row ? [{ hit, row }] : [];
    });
    const kept = await aboveFloor(this.store.search, input.query, found, ({ row }) => `${row.name}\n${row.summary}\n${row.tags.join(' ')}`, ({ hit }) => hit.vectorScore, ({ hit }) => hit.vouched);
    return {
      results: kept.map(({ hit, row }) => ({ id: row.id, name: row.name, snippet: row.summary.slice(0, SNIPPET), score: round(hit.score), created_at: row.created_at })),
    };
  }

  async resume(scope: Scope, input: { id: string; level: 'summary' | 'context' | 'full'; max_tokens: number }): Promise<CheckpointResumeOutput> {
    const row = await this.store.checkpoints.get(scope, input.id);
    if (!row) throw notFound('checkpoint', input.id);
    const parts = [`# ${row.name}\n\n${row.summary}`];
    if (input.level !== 'summary' && row.context) parts.push(`## Context\n\n${row.context}`);
    if (input.level === 'full' && row.full_state) parts.push(`## Full state\n\n${row.full_state}`);
    const { text, truncated } = truncateToTokens(parts.join('\n\n'), input.max_tokens);
    return { id: row.id, name: row.name, level: input.level, content: text, token_count: estimateTokens(text), truncated };
  }

  async delete(scope: Scope, id: string): Promise<{ id: string; deleted: boolean }> {
    const deleted = await this.store.checkpoints.delete(scope, id);
    if (!deleted) throw notFound('checkpoint', id);
    return { id, deleted };
  }
}

const byteLength = (text: string | undefined): number => (text ? Buffer.byteLength(text, 'utf8') : 0);

function defaultName(summary: string): string {
  const line = summary.split('\n').find((l) => l.trim()) ?? 'checkpoint';
  return line.trim().slice(0, 80);
}


export const round = (n: number): number => Math.round(n * 1000) / 1000;
