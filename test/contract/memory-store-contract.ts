/** The memories part of the Store contract: run unchanged on every store. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryRow } from '../../src/store/memories.js';
import { TENANT_WIDE, type Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { newId } from '../../src/util/ids.js';
import { searchDoc, type StoreHarness } from './store-contract.js';

const A1: Scope = { tenant: 'tenant-a', project: 'proj-one-1111aaaa' };
const A2: Scope = { tenant: 'tenant-a', project: 'proj-two-2222bbbb' };
const B1: Scope = { tenant: 'tenant-b', project: 'proj-one-1111aaaa' };

function memoryRow(project: string, content: string, partial: Partial<MemoryRow> = {}): MemoryRow {
  const now = new Date().toISOString();
  return {
    id: newId('mem_'),
    project,
    content,
    kind: 'fact',
    tags: [],
    source: null,
    dedup_key: `key:${content}`,
    supersedes: null,
    superseded_by: null,
    confidence: 0.6,
    usage_count: 1,
    helpful_count: 0,
    unhelpful_count: 0,
    created_at: now,
    updated_at: now,
    ...partial,
  };
}

async function put(store: Store, scope: Scope, row: MemoryRow) {
  return store.memories.record(scope, row, searchDoc('memory', row.id, row.project, { title: row.content, body: row.tags.join(' ') }, row.kind));
}

export function describeMemoryStoreContract(name: string, makeStore: () => Promise<StoreHarness>): void {
  describe(`Store contract (memories): ${name}`, () => {
    let harness: StoreHarness;
    let store: Store;
    beforeEach(async () => {
      harness = await makeStore();
      store = harness.store;
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    it('round-trips every field byte for byte and survives a reopen', async () => {
      const row = memoryRow(A1.project, 'Ünïcode — 🚀 "quoted"\nsecond line', { kind: 'convention', tags: ['a', 'b c'], source: 'a review', confidence: 0.75, usage_count: 3 });
      expect(await put(store, A1, row)).toEqual({ created: true, row });
      expect(await store.memories.get(A1, row.id)).toEqual(row);
      if (harness.reopen) store = await harness.reopen();
      expect(await store.memories.get(A1, row.id)).toEqual(row);
      expect(await store.memories.findByKey(A1, A1.project, row.dedup_key)).toEqual(row);
    });

    it('merges an equal dedup key in the same project: one more use, tags united', async () => {
      const first = memoryRow(A1.project, 'one', { tags: ['x'] });
      await put(store, A1, first);
      const later = new Date(Date.now() + 1000).toISOString();
      const out = await put(store, A1, memoryRow(A1.project, 'one', { tags: ['y', 'x'], updated_at: later }));
      expect(out).toEqual({ created: false, row: { ...first, usage_count: 2, tags: ['x', 'y'], updated_at: later } });
      expect(await store.memories.get(A1, first.id)).toEqual(out.row);
      // Another project, or tenant-wide, is another memory.
      expect((await put(store, A2, memoryRow(A2.project, 'one'))).created).toBe(true);
      expect((await put(store, A1, memoryRow(TENANT_WIDE, 'one'))).created).toBe(true);
    });

    it('isolates tenants and projects; tenant-wide rows are visible from every project of the tenant', async () => {
      const mine = memoryRow(A1.project, 'mine');
      const shared = memoryRow(TENANT_WIDE, 'shared');
      await put(store, A1, mine);
      await put(store, A1, shared);
      expect(await store.memories.get(A2, mine.id)).toBeNull();
      expect(await store.memories.get(B1, mine.id)).toBeNull();
      expect((await store.memories.get(A2, shared.id))?.id).toBe(shared.id);
      expect(await store.memories.get(B1, shared.id)).toBeNull();
      expect((await store.memories.getMany(A2, [mine.id, shared.id])).map((r) => r.id)).toEqual([shared.id]);
      expect(await store.memories.delete(A2, mine.id)).toBe(false);
      expect(await store.memories.feedback(B1, shared.id, true, () => 0.9)).toBeNull();
    });

    it('marks the superseded row in the insert, and clears the mark when the newer row is deleted', async () => {
      const old = memoryRow(A1.project, 'old');
      await put(store, A1, old);
      const next = memoryRow(A1.project, 'new', { supersedes: old.id });
      await put(store, A1, next);
      expect((await store.memories.get(A1, old.id))?.superseded_by).toBe(next.id);
      expect(await store.memories.delete(A1, next.id)).toBe(true);
      expect((await store.memories.get(A1, old.id))?.superseded_by).toBeNull();
      expect(await store.search.lexical(A1, { family: 'memory', projects: [A1.project] }, ['new'], 10)).toEqual([]);
    });

    it('lists newest first by kind, tag and cursor', async () => {
      const rows = [
        memoryRow(A1.project, 'r0', { kind: 'todo', tags: ['t'] }),
        memoryRow(A1.project, 'r1', { kind: 'fact' }),
        memoryRow(TENANT_WIDE, 'r2', { kind: 'todo', tags: ['t', 'u'] }),
        memoryRow(A2.project, 'r3', { kind: 'todo', tags: ['t'] }),
      ];
      for (const row of rows) await put(store, A1, row);
      const projects = [A1.project, TENANT_WIDE];
      const id = (list: MemoryRow[]) => list.map((r) => r.content);
      expect(id(await store.memories.list(A1, { projects, limit: 10 }))).toEqual(['r2', 'r1', 'r0']);
      expect(id(await store.memories.list(A1, { projects, kind: 'todo', limit: 10 }))).toEqual(['r2', 'r0']);
      expect(id(await store.memories.list(A1, { projects, tag: 'u', limit: 10 }))).toEqual(['r2']);
      expect(id(await store.memories.list(A1, { projects, tag: 't', limit: 10, before: rows[2]!.id }))).toEqual(['r0']);
      expect(id(await store.memories.list(A1, { projects: [TENANT_WIDE], limit: 10 }))).toEqual(['r2']);
    });

    it('applies feedback atomically from the current row', async () => {
      const row = memoryRow(A1.project, 'rated');
      await put(store, A1, row);
      const up = await store.memories.feedback(A1, row.id, true, (current) => current.confidence + 0.1);
      expect(up).toMatchObject({ confidence: 0.7, helpful_count: 1, unhelpful_count: 0 });
      const down = await store.memories.feedback(A1, row.id, false, (current) => current.confidence - 0.2);
      expect(down?.confidence).toBeCloseTo(0.5);
      expect(await store.memories.get(A1, row.id)).toMatchObject({ helpful_count: 1, unhelpful_count: 1 });
    });
  });
}
