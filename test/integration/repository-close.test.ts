/**
 * Closing the repository service stops the background merge of the full-text index and waits
 * for it to end before the store may close: the merge works on the store (on SQLite from a
 * worker thread with a connection of its own), and a store closed under it, or a thread stopped
 * inside a SQLite call, used to leave files written after the close or abort the process.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

const scope: Scope = { tenant: 'default', project: 'close-0badc0de' };
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let services: Services;

beforeAll(async () => {
  tmp = tempDir('contextd-repository-close-');
  store = await createSqliteStore(join(tmp.dir, 'store.db'));
  services = createServices({ store, embedder: createHashEmbedder() });
});

afterAll(async () => {
  await store?.close();
  tmp?.cleanup();
});

it('waits for the background merge to end its step before the store is closed', async () => {
  const repo = join(tmp.dir, 'repo');
  mkdirSync(join(repo, 'src'), { recursive: true });
  for (let i = 0; i < 5; i++) writeFileSync(join(repo, 'src', `m${i}.ts`), `export function handler${i}(input: string): string {\n  return input.trim();\n}\n`);
  const events: string[] = [];
  let started!: () => void;
  const merging = new Promise<void>((resolve) => (started = resolve));
  // A merge step that ends 100 ms after it is asked to stop, as a worker ends the step it is in.
  services.store.repository.compact = (signal?: AbortSignal) => {
    started();
    return new Promise<void>((resolve) =>
      signal?.addEventListener('abort', () => setTimeout(() => {
        events.push('merge ended');
        resolve();
      }, 100), { once: true }),
    );
  };
  let op = await services.repository.startIndex(scope, { path: repo, include: [], exclude: [], max_file_size: 1024 * 1024, force: false });
  while (op.status === 'queued' || op.status === 'running') op = await services.runner.wait(scope, op.id, op.version, 10_000);
  expect(op.status).toBe('succeeded');
  await merging;
  await services.repository.close();
  events.push('closed');
  expect(events).toEqual(['merge ended', 'closed']);
});
