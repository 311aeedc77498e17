import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bulkText, connectMcp, e2eHome, structured, textOf, type E2eHome, type McpProcess } from '../helpers/e2e.js';

type Progress = { progress: number; total?: number; message?: string; _meta?: Record<string, unknown> };
type Operation = { id: string; status: string; error: { code: string; message: string } | null; progress: { done: number } };

const FIVE_MB = 5 * 1024 * 1024;
let h: E2eHome;
let mcp: McpProcess;

beforeAll(async () => {
  h = await e2eHome();
  mcp = await connectMcp(h);
  // The first call waits for the auto-started daemon; later tests measure only their own work.
  structured(await mcp.call('checkpoint_list', {}));
});

afterAll(async () => {
  await mcp?.close();
  await h?.cleanup();
});

/** Follows an operation with operation_status long polls until it ends. */
async function settle(id: string, budgetMs = 5_000): Promise<Operation> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const op = structured<Operation>(await mcp.call('operation_status', { operation_id: id, wait_ms: 1_000 }));
    if (['succeeded', 'failed', 'cancelled'].includes(op.status)) return op;
    if (Date.now() > deadline) throw new Error(`operation ${id} still ${op.status} after ${budgetMs} ms`);
  }
}

describe('long checkpoint_save over real stdio', () => {
  test('a 5 MB save streams progress while the request is open and puts the final numbers in the result', async () => {
    const events: Progress[] = [];
    // What the server wrote, as read off the wire (the SDK can drop a notification read with the response).
    const wire: Progress[] = [];
    const dispatch = mcp.transport.onmessage;
    mcp.transport.onmessage = (message) => {
      if ('method' in message && message.method === 'notifications/progress') wire.push(message.params as Progress);
      dispatch?.(message);
    };
    const fullState = bulkText(FIVE_MB - 64);
    const result = await mcp.call(
      'checkpoint_save',
      { summary: 'progress e2e', name: 'big save', full_state: fullState, tags: ['e2e'] },
      { onprogress: (p) => events.push(p) },
    );
    const out = structured<{ status: string; operation_id: string; id: string; name: string; token_count: number; redactions: number }>(result);
    expect(out.status).toBe('succeeded');
    expect(out.name).toBe('big save');
    expect(out.redactions).toBe(0);
    expect(out.token_count).toBeGreaterThanOrEqual(Math.floor(fullState.length / 4));
    expect(textOf(result)).toContain(out.id);

    // Several distinct, increasing updates — not just one at the start and one at the end.
    const midway = events.filter((e) => e.total !== undefined && e.progress > 0 && e.progress < e.total);
    expect(midway.length).toBeGreaterThanOrEqual(3);
    const values = events.map((e) => e.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    for (const e of events) {
      expect(e._meta?.['contextd/operation_id']).toBe(out.operation_id);
      // The daemon's time of the change, so a client can tell how fresh the report is.
      expect(Date.parse(String(e._meta?.['contextd/updated_at']))).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(midway[0]?.total).toBeGreaterThanOrEqual(fullState.length);
    mcp.transport.onmessage = dispatch;
    // The last update the server sends states the final numbers, not the step before them, and a client
    // sees it: the server pauses before the response so the two are not read together.
    const last = wire.at(-1);
    expect(last?.progress).toBe(last?.total);
    expect(events.at(-1)?.progress).toBe(last?.progress);
    expect(last?.message).toBe(`saved ${out.id}: scanned ${(last?.total ?? 0) - 1} bytes, 0 secrets redacted, ${out.token_count} tokens`);
  });

  test('aborting the call mid-operation cancels the operation on the daemon', async () => {
    const controller = new AbortController();
    let operationId: string | undefined;
    const pending = mcp.call(
      'checkpoint_save',
      { summary: 'to be cancelled', full_state: bulkText(FIVE_MB - 64, 'cancel') },
      {
        signal: controller.signal,
        onprogress: (p) => {
          operationId = p._meta?.['contextd/operation_id'] as string;
          // Abort once the daemon is really working (past the queued state).
          if (p.progress > 0) controller.abort('the user pressed stop');
        },
      },
    );
    await expect(pending).rejects.toThrow();
    expect(operationId).toMatch(/^op_/);
    const started = Date.now();
    const op = await settle(operationId as string);
    expect(op.status).toBe('cancelled');
    expect(op.error?.code).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(1_500);

    // Nothing of the cancelled save was stored.
    const list = structured<{ checkpoints: { name: string }[] }>(await mcp.call('checkpoint_list', { limit: 100 }));
    expect(list.checkpoints.map((c) => c.name)).not.toContain('to be cancelled');
  });
});
