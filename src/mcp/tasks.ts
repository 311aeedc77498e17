/**
 * MCP tasks (spec 2025-11-25, the SDK v1's experimental tasks) for the long
 * tools: a `tools/call` with `task` is answered at once with a task, while
 * the same daemon operation a plain call would start runs in the background
 * and is followed to its end. The SDK serves tasks/get, tasks/result,
 * tasks/list and tasks/cancel from the task store; cancelling a task here
 * aborts its run, which asks the daemon to cancel the operation (as a
 * client's notifications/cancelled does for a plain call).
 */
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks';
import type { RequestTaskStore } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, CreateTaskResult, Task } from '@modelcontextprotocol/sdk/types.js';
import type { Extra } from './define-tool.js';
import type { Logger } from '../util/logger.js';

/** How long a finished task and its result stay retrievable when the client names no ttl. */
export const TASK_TTL_MS = 60 * 60_000;
export const TASK_POLL_MS = 1_000;
/** A task follows its operation to the end (a day at most), never answering with a running handle. */
const TASK_WAIT_MS = 24 * 60 * 60_000;

/** The task store of one MCP session: cancelling a task aborts the run behind it. */
export class OperationTaskStore extends InMemoryTaskStore {
  private readonly runs = new Map<string, AbortController>();

  track(taskId: string): AbortController {
    const controller = new AbortController();
    this.runs.set(taskId, controller);
    return controller;
  }

  untrack(taskId: string): void {
    this.runs.delete(taskId);
  }

  override async updateTaskStatus(taskId: string, status: Task['status'], statusMessage?: string, sessionId?: string): Promise<void> {
    await super.updateTaskStatus(taskId, status, statusMessage, sessionId);
    if (status === 'cancelled') this.runs.get(taskId)?.abort('the task was cancelled');
  }

  /** Aborts every run (the session is closing) and stops the ttl timers. */
  close(): void {
    for (const controller of this.runs.values()) controller.abort('the session closed');
    this.runs.clear();
    this.cleanup();
  }
}

export type TaskRun = (extra: Extra, waitBudgetMs: number) => Promise<CallToolResult>;

/**
 * Creates the task and starts `run` in the background with its own abort
 * signal (the request's ends with the response). Progress keeps flowing to
 * the call's progress token while the connection is open.
 */
export async function startToolTask(
  store: OperationTaskStore,
  requestStore: RequestTaskStore,
  ttl: number | undefined,
  extra: Extra,
  run: TaskRun,
  log: Logger,
): Promise<CreateTaskResult> {
  const task = await requestStore.createTask({ ttl: ttl ?? TASK_TTL_MS, pollInterval: TASK_POLL_MS });
  const controller = store.track(task.taskId);
  // Progress goes to the client's token when it gave one (while its connection can carry it), and always
  // into the task's statusMessage, so tasks/get shows it: over HTTP the call's stream ends with the CreateTaskResult.
  const clientToken = extra._meta?.progressToken;
  const background: Extra = {
    ...extra,
    _meta: { ...extra._meta, progressToken: clientToken ?? `task-${task.taskId}` },
    signal: controller.signal,
    sendNotification: async (notification) => {
      if (notification.method === 'notifications/progress') {
        const { progress, total, message, _meta } = notification.params;
        const operation = (_meta as Record<string, unknown> | undefined)?.['contextd/operation_id'];
        const status = `${message ?? 'working'} (${progress}${total === undefined ? '' : `/${total}`}${operation ? `, operation ${String(operation)}` : ''})`;
        await store.updateTaskStatus(task.taskId, 'working', status, extra.sessionId).catch(() => undefined);
        if (clientToken === undefined) return;
      }
      await extra.sendNotification(notification).catch(() => undefined);
    },
  };
  void (async () => {
    let result: CallToolResult;
    try {
      result = await run(background, TASK_WAIT_MS);
    } catch (error) {
      result = { isError: true, content: [{ type: 'text', text: `internal: ${error instanceof Error ? error.message : String(error)}` }] };
    }
    store.untrack(task.taskId);
    if (controller.signal.aborted) return; // cancelled: the task already says so
    await requestStore
      .storeTaskResult(task.taskId, result.isError ? 'failed' : 'completed', result)
      .catch((error: unknown) => log.warn({ err: error, task_id: task.taskId }, 'task result not stored'));
  })();
  return { task };
}
