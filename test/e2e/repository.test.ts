import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { api } from '../../src/api/routes.js';
import type { Operation } from '../../src/api/operations.js';
import { DaemonClient } from '../../src/client/client.js';
import { spawn, spawnSync } from 'node:child_process';
import { BIN, connectMcp, e2eHome, exitOf, startServe, structured, textOf, waitFor, type E2eHome } from '../helpers/e2e.js';

const homes: E2eHome[] = [];

afterAll(async () => {
  for (const h of homes) await h.cleanup();
});

/** `files` TypeScript files of `lines` lines each, spread over folders. */
function generate(dir: string, files: number, lines: number): void {
  for (let i = 0; i < files; i++) {
    const folder = join(dir, `pkg${i % 25}`, 'src');
    mkdirSync(folder, { recursive: true });
    const body = Array.from({ length: lines }, (_, k) => `export function handler${i}x${k}(input: string): string {\n  return input.repeat(${k % 7}) + 'module ${i}';\n}`);
    writeFileSync(join(folder, `file${i}.ts`), body.join('\n'));
  }
}

type Progress = { progress: number; total?: number; message?: string; _meta?: Record<string, unknown> };

describe('repository tools through real stdio', () => {
  test('progress notifications arrive during an index; cancelling ends the operation cancelled', async () => {
    const h = await e2eHome();
    homes.push(h);
    const small = join(h.work, 'small');
    generate(small, 300, 20);
    const mcp = await connectMcp(h, { cwd: h.work });
    try {
      const updates: Progress[] = [];
      const result = await mcp.call('repository_index', { path: 'small' }, { onprogress: (p) => updates.push(p), timeout: 60_000 });
      const out = structured<Record<string, unknown>>(result);
      expect(out).toMatchObject({ status: 'succeeded', files_indexed: 300, files_scanned: 300, files_unchanged: 0 });
      expect(textOf(result)).toContain('300 files written');
      expect(updates.length).toBeGreaterThanOrEqual(1);
      expect(updates[0]?._meta?.['contextd/operation_id']).toBe(out.operation_id);
      expect(updates.every((u, i) => i === 0 || u.progress > (updates[i - 1]?.progress ?? 0))).toBe(true);

      const search = await mcp.call('repository_search', { query: 'handler7x3', content_mode: 'minimal' });
      expect(textOf(search)).toMatch(/^In .*small:\n1\. pkg7\/src\/file7\.ts:\d+-\d+ \[typescript, defines handler7x0, score/);

      const big = join(h.work, 'big');
      generate(big, 1500, 60);
      const controller = new AbortController();
      let operationId: string | undefined;
      const call = mcp.call('repository_index', { path: big }, {
        signal: controller.signal,
        timeout: 60_000,
        onprogress: (p) => {
          operationId ??= p._meta?.['contextd/operation_id'] as string | undefined;
          if (p.progress > 50) controller.abort('stop');
        },
      });
      await expect(call).rejects.toThrow();
      const id = await waitFor(() => operationId, 10_000, 'a progress notification');
      const asked = Date.now();
      let op: { status: string } = { status: 'running' };
      while (op.status === 'running' || op.status === 'queued') {
        op = structured<{ status: string }>(await mcp.call('operation_status', { operation_id: id, wait_ms: 2_000 }));
      }
      expect(op.status).toBe('cancelled');
      expect(Date.now() - asked).toBeLessThan(3_000);
    } finally {
      await mcp.close();
    }
  }, 120_000);
});

describe('a daemon killed mid-index', () => {
  test('queues the index again on restart and completes it without duplicate chunks', async () => {
    const h = await e2eHome();
    homes.push(h);
    const tree = join(h.work, 'tree');
    generate(tree, 1200, 60);
    let daemon = await startServe(h);
    const client = new DaemonClient({ url: h.url, tenant: 'e2e', project: 'crash-test' });
    try {
      let op: Operation = await client.call(api.repositoryIndex, { path: tree });
      while (op.progress.done < 150 && op.status !== 'succeeded') op = await client.waitOperation(op.id, op.version, 5_000);
      expect(op.status).toBe('running');
      daemon.kill('SIGKILL');
      await waitFor(() => daemon.exitCode !== null || daemon.signalCode !== null, 5_000, 'the daemon to die');

      daemon = await startServe(h);
      op = await client.call(api.operationGet, { operation_id: op.id });
      expect(['queued', 'running', 'succeeded']).toContain(op.status);
      while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 10_000);
      expect(op.status).toBe('succeeded');
      const result = op.result as { files_indexed: number; files_unchanged: number };
      expect(result.files_indexed + result.files_unchanged).toBe(1200);
      expect(result.files_unchanged).toBeGreaterThan(0); // files committed before the kill were kept

      const status = await client.call(api.repositoryStatus, { path: tree });
      expect(status.indexed_files).toBe(1200);
      const counts = (await client.call(api.status, {})).counts;
      expect(counts.repository_chunks).toBe(status.chunks);
      expect(counts.repository_files).toBe(1200);
      const again = await client.call(api.repositoryIndex, { path: tree, force: true });
      let forced: Operation = again;
      while (forced.status === 'queued' || forced.status === 'running') forced = await client.waitOperation(forced.id, forced.version, 10_000);
      expect((forced.result as { chunks: number }).chunks).toBe(status.chunks);
    } finally {
      await client.close();
      daemon.kill('SIGTERM');
    }
  }, 120_000);
});

describe('contextd index / contextd search', () => {
  test('--json prints the result; search finds the definition; Ctrl-C cancels the operation', async () => {
    const h = await e2eHome();
    homes.push(h);
    const small = join(h.work, 'cli-small');
    generate(small, 40, 5);
    const env = h.env({ CONTEXTD_URL: h.url });
    const indexed = spawnSync(process.execPath, [BIN, 'index', small, '--json'], { env, cwd: h.work, encoding: 'utf8', timeout: 30_000 });
    expect(indexed.status).toBe(0);
    expect(JSON.parse(indexed.stdout)).toMatchObject({ files_indexed: 40, files_scanned: 40, chunks: 40 });
    expect(indexed.stderr).toMatch(/indexing succeeded: 40\/40/); // plain progress lines off a terminal

    const found = spawnSync(process.execPath, [BIN, 'search', 'handler12x3', '--family', 'repository'], { env, cwd: h.work, encoding: 'utf8', timeout: 30_000 });
    expect(found.status).toBe(0);
    expect(found.stdout).toMatch(/^repository:\n  \d\.\d{3}  pkg12\/src\/file12\.ts:1-15  — typescript handler12x0/);

    const big = join(h.work, 'cli-big');
    // Large enough that the index is still running well after its first progress line (printed within a second)
    // on a fast machine: with 1 500 files it sometimes finished before the cancel reached the daemon.
    generate(big, 5000, 60);
    const child = spawn(process.execPath, [BIN, 'index', big], { env, cwd: h.work, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    await waitFor(() => /indexing [1-9]\d*\/5000/.test(stderr), 20_000, 'a progress line');
    child.kill('SIGINT');
    const exit = await exitOf(child);
    expect(exit.code).toBe(130);
    expect(stderr).toMatch(/cancelling…[\s\S]*indexing cancelled/);
    expect(stderr).toMatch(/contextd: cancelled: /);
  }, 120_000);
});
