import { afterAll, expect, test } from 'vitest';
import {
  bulkText,
  connectMcp,
  e2eHome,
  isAlive,
  readDaemonJson,
  structured,
  textOf,
  waitFor,
  type E2eHome,
  type McpProcess,
} from '../helpers/e2e.js';

let h: E2eHome | undefined;
let mcp: McpProcess | undefined;

afterAll(async () => {
  await mcp?.close();
  await h?.cleanup();
});

type Saved = { id: string; operation_id: string };
type Operation = { status: string; error: { code: string; message: string } | null };

interface Acknowledged {
  id: string;
  name: string;
  summary: string;
  context: string;
  full_state: string;
}

/** What checkpoint_resume at level full returns for an untruncated checkpoint. */
function fullContent(cp: Acknowledged): string {
  return `# ${cp.name}\n\n${cp.summary}\n\n## Context\n\n${cp.context}\n\n## Full state\n\n${cp.full_state}`;
}

test('kill -9 of the daemon during a large save: restart, acknowledged checkpoints intact, the save reports interrupted', async () => {
  h = await e2eHome();
  const session = await connectMcp(h);
  mcp = session;

  // Acknowledged writes: a few small checkpoints and one of 2 MB.
  const acknowledged: Acknowledged[] = [];
  for (const [i, size] of [1_000, 20_000, 2 * 1024 * 1024].entries()) {
    const cp = { name: `before crash ${i}`, summary: `checkpoint ${i} saved before the crash`, context: bulkText(5_000, `ctx${i}`), full_state: bulkText(size, `state${i}`) };
    const saved = structured<Saved>(await session.call('checkpoint_save', cp));
    acknowledged.push({ id: saved.id, ...cp });
  }
  const first = readDaemonJson(h.home);
  expect(first && isAlive(first.pid)).toBe(true);

  // A 5 MB save; once the daemon reports real progress, it dies without a chance to clean up.
  let operationId: string | undefined;
  let killed = false;
  const interrupted = session.call(
    'checkpoint_save',
    { summary: 'the save that never finished', full_state: bulkText(5 * 1024 * 1024 - 64, 'doomed') },
    {
      onprogress: (p) => {
        operationId ??= p._meta?.['contextd/operation_id'] as string;
        if (!killed && p.progress > 0) {
          killed = true;
          process.kill(first?.pid as number, 'SIGKILL');
        }
      },
    },
  );
  const outcome = await interrupted;
  expect(killed).toBe(true);
  // The open request noticed: its long poll lost the daemon, the retry started a new one, which reports the failure.
  expect(outcome.isError).toBe(true);
  expect(textOf(outcome)).toMatch(/^operation_failed: operation op_\w+ failed: the daemon stopped before this operation finished/);

  const second = await waitFor(() => {
    const runtime = readDaemonJson(h?.home as string);
    return runtime && runtime.pid !== first?.pid && isAlive(runtime.pid) ? runtime : null;
  }, 5_000, 'a restarted daemon');
  expect(isAlive(first?.pid as number)).toBe(false);
  expect(second.port).toBe(h.port);

  const op = structured<Operation>(await session.call('operation_status', { operation_id: operationId }));
  expect(op.status).toBe('failed');
  expect(op.error?.code).toBe('interrupted');

  // Every acknowledged checkpoint is there, byte for byte.
  for (const cp of acknowledged) {
    const resumed = structured<{ content: string; truncated: boolean }>(await session.call('checkpoint_resume', { id: cp.id, level: 'full', max_tokens: 1_000_000 }));
    expect(resumed.truncated).toBe(false);
    expect(resumed.content.length).toBe(fullContent(cp).length);
    expect(resumed.content === fullContent(cp)).toBe(true);
  }
  const list = structured<{ checkpoints: { id: string }[] }>(await session.call('checkpoint_list', { limit: 100 }));
  expect(list.checkpoints.map((c) => c.id).sort()).toEqual(acknowledged.map((c) => c.id).sort());

  // A daemon that dies while idle is restarted by the next tool call, which then succeeds.
  process.kill(second.pid, 'SIGKILL');
  await waitFor(() => !isAlive(second.pid), 2_000, 'the daemon to die');
  const again = structured<{ checkpoints: unknown[] }>(await session.call('checkpoint_list', { limit: 100 }));
  expect(again.checkpoints).toHaveLength(acknowledged.length);
  const third = readDaemonJson(h.home);
  expect(third?.pid).not.toBe(second.pid);
  expect(isAlive(third?.pid as number)).toBe(true);
});
