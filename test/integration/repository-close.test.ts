/**
 * Closing the repository service stops the background merge of the full-text index and waits
 * for it to end before the store may close: the merge works on the store (on SQLite from a
 * worker thread with a connection of its own), and a store closed under it, or a thread stopped
 * inside a SQLite call, used to leave files written after the close or abort the process.
 */
import { afterAll, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

const tree = indexedTree('close-0badc0de');

afterAll(async () => {
  await tree.close();
});

it('waits for the background merge to end its step before the store is closed', async () => {
  for (let i = 0; i < 5; i++) tree.write(`src/m${i}.ts`, `export function handler${i}(input: string): string {\n  return input.trim();\n}\n`);
  const events: string[] = [];
  let started!: () => void;
  const merging = new Promise<void>((resolve) => (started = resolve));
  await tree.index((services) => {
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
  });
  await merging;
  await tree.services().repository.close();
  events.push('closed');
  expect(events).toEqual(['merge ended', 'closed']);
});
