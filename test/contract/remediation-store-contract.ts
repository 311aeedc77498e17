/** The remediations part of the Store contract: run unchanged on every store. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RemediationRow } from '../../src/store/remediations.js';
import { TENANT_WIDE, type Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { remediationRow, searchDoc, storePerTest, type StoreHarness } from './store-contract.js';

const A1: Scope = { tenant: 'tenant-a', project: 'proj-one-1111aaaa' };
const A2: Scope = { tenant: 'tenant-a', project: 'proj-two-2222bbbb' };
const B1: Scope = { tenant: 'tenant-b', project: 'proj-one-1111aaaa' };

async function put(store: Store, scope: Scope, row: RemediationRow) {
  return store.remediations.record(scope, row, async () => searchDoc('remediation', row.id, row.project, { title: row.title, body: row.problem }));
}

export function describeRemediationStoreContract(name: string, makeStore: () => Promise<StoreHarness>): void {
  describe(`Store contract (remediations): ${name}`, () => {
    const current = storePerTest(makeStore);
    let store: Store;
    beforeEach(() => {
      store = current();
    });

    it('merges a record with the same dedup key in the same project, never across projects or tenants', async () => {
      const first = { ...remediationRow(A1.project, 'Port in use', 'EADDRINUSE :3000'), dedup_key: 'same', tags: ['node'] };
      expect((await put(store, A1, first)).created).toBe(true);
      const again = await put(store, A1, { ...remediationRow(A1.project, 'Port in use', 'EADDRINUSE :3000'), dedup_key: 'same' });
      expect(again).toMatchObject({ created: false, row: { id: first.id, usage_count: 2 } });
      expect((await put(store, A2, { ...remediationRow(A2.project, 'Port in use', 'EADDRINUSE :3000'), dedup_key: 'same' })).created).toBe(true);
      expect((await put(store, B1, { ...remediationRow(B1.project, 'Port in use', 'EADDRINUSE :3000'), dedup_key: 'same' })).created).toBe(true);
      expect((await store.remediations.findByKey(A1, A1.project, 'same'))?.id).toBe(first.id);
      expect(await store.remediations.count(A1, [A1.project, A2.project])).toBe(2);
    });

    it('sees its project and tenant-wide records, never another project or tenant', async () => {
      const own = remediationRow(A1.project, 'own', 'own problem');
      const wide = remediationRow(TENANT_WIDE, 'wide', 'tenant-wide problem');
      const other = remediationRow(A2.project, 'other', 'other problem');
      for (const row of [own, wide, other]) await put(store, A1, row);
      expect((await store.remediations.get(A1, own.id))?.title).toBe('own');
      expect((await store.remediations.get(A1, wide.id))?.title).toBe('wide');
      expect(await store.remediations.get(A1, other.id)).toBeNull();
      expect(await store.remediations.get(B1, own.id)).toBeNull();
      expect((await store.remediations.getMany(A1, [own.id, wide.id, other.id])).map((r) => r.id).sort()).toEqual([own.id, wide.id].sort());
      const listed = await store.remediations.list(A1, { projects: [A1.project, TENANT_WIDE], limit: 10 });
      expect(listed.map((r) => r.id)).toEqual([wide.id, own.id]); // newest first
    });

    it('applies feedback atomically from the current row, with its note', async () => {
      const row = remediationRow(A1.project, 'flaky', 'flaky test');
      await put(store, A1, row);
      const after = await store.remediations.feedback(A1, row.id, true, { helpful: true, note: 'worked', at: row.created_at }, (current) => current.confidence + 0.1);
      expect(after).toMatchObject({ helpful_count: 1, unhelpful_count: 0, notes: [{ helpful: true, note: 'worked' }] });
      expect(after?.confidence).toBeCloseTo(0.7);
      expect(await store.remediations.feedback(B1, row.id, false, null, (current) => current.confidence)).toBeNull();
    });

    it('reads rows again after every change (feedback, merge, delete) once a search has read them', async () => {
      const row = remediationRow(A1.project, 'cached', 'cached problem');
      const other = remediationRow(A1.project, 'other', 'other problem');
      await put(store, A1, row);
      await put(store, A1, other);
      const read = async (id: string) => (await store.remediations.getMany(A1, [id, other.id])).find((r) => r.id === id);
      expect((await read(row.id))?.helpful_count).toBe(0);
      expect((await read(row.id))?.helpful_count).toBe(0); // a second read (from a cache where there is one)
      await store.remediations.feedback(A1, row.id, true, null, (current) => current.confidence);
      expect((await read(row.id))?.helpful_count).toBe(1);
      await put(store, A1, { ...remediationRow(A1.project, 'cached', 'cached problem'), dedup_key: row.dedup_key });
      expect((await read(row.id))?.usage_count).toBe(2);
      await store.remediations.delete(A1, row.id);
      expect(await read(row.id)).toBeUndefined();
      expect((await read(other.id))?.title).toBe('other');
    });

    it('merges a cluster into the kept record and deletes the others with their search documents', async () => {
      const keep = remediationRow(A1.project, 'keep', 'webpack build out of memory');
      const gone = remediationRow(A1.project, 'gone', 'webpack build heap out of memory');
      await put(store, A1, keep);
      await put(store, A1, gone);
      expect(await store.remediations.mergeCluster(A1, keep.id, [gone.id])).toBe(true);
      expect(await store.remediations.get(A1, gone.id)).toBeNull();
      expect((await store.remediations.get(A1, keep.id))?.usage_count).toBe(2);
      const hits = await store.search.nearest(A1, { family: 'remediation', projects: [A1.project] }, searchDoc('remediation', 'x', A1.project, { title: 'gone', body: gone.problem }).vector, searchDoc('remediation', 'x', '', { title: '', body: '' }).embedder, 10);
      expect(hits.map((h) => h.refId)).toEqual([keep.id]);
      expect(await store.remediations.mergeCluster(A1, keep.id, [gone.id])).toBe(false);
    });

    it('deletes only within its scope', async () => {
      const row = remediationRow(A1.project, 'to delete', 'problem');
      await put(store, A1, row);
      expect(await store.remediations.delete(B1, row.id)).toBe(false);
      expect(await store.remediations.delete(A1, row.id)).toBe(true);
      expect(await store.remediations.all(A1, [A1.project])).toEqual([]);
    });
  });
}
