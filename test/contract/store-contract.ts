/**
 * The Store contract suite (CONTRIBUTING.md: one suite for every store).
 * A PostgreSQL store runs it unchanged:
 *
 *   describeStoreContract('postgres', async () => ({ store, cleanup, reopen }))
 *
 * Everything goes through the Store interface; search documents are written
 * the way families write them (inside their own rows' transactions).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RemediationRow } from '../../src/store/remediations.js';
import type { CheckpointRow } from '../../src/store/checkpoints.js';
import type { OperationRow } from '../../src/store/operations.js';
import type { Scope } from '../../src/store/scope.js';
import type { SearchDocInput, SearchFamily } from '../../src/store/search-index.js';
import type { Store } from '../../src/store/types.js';
import { TENANT_WIDE } from '../../src/store/scope.js';
import { hashEmbed } from '../../src/search/embedder.js';
import { indexText } from '../../src/search/tokenize.js';
import { newId } from '../../src/util/ids.js';

export interface StoreHarness {
  store: Store;
  /** Closes (if still open) and removes everything the factory made. */
  cleanup(): Promise<void>;
  /** Closes the store and opens the same data again (durability). */
  reopen?(): Promise<Store>;
}

const A1: Scope = { tenant: 'tenant-a', project: 'proj-one-1111aaaa' };
const A2: Scope = { tenant: 'tenant-a', project: 'proj-two-2222bbbb' };
const B1: Scope = { tenant: 'tenant-b', project: 'proj-one-1111aaaa' };
const EMBEDDER = 'hash-contract-384';

export function searchDoc(family: SearchFamily, refId: string, project: string, text: { title: string; body: string }, facet: string | null = null): SearchDocInput {
  return {
    family,
    refId,
    project,
    facet,
    title: indexText(text.title),
    body: indexText(text.body),
    raw: `${text.title}\n${text.body}`,
    vector: hashEmbed(`${text.title}\n${text.body}`),
    embedder: EMBEDDER,
  };
}

export function checkpointRow(scope: Scope, partial: Partial<CheckpointRow> = {}): CheckpointRow {
  return {
    id: newId('cp_'),
    project: scope.project,
    name: 'checkpoint',
    summary: 'summary',
    context: '',
    full_state: '',
    session_id: null,
    tags: [],
    metadata: {},
    token_count: 10,
    created_at: new Date().toISOString(),
    ...partial,
  };
}

async function saveCheckpoint(store: Store, scope: Scope, partial: Partial<CheckpointRow> & { title?: string; body?: string } = {}): Promise<CheckpointRow> {
  const { title, body, ...fields } = partial;
  const row = checkpointRow(scope, fields);
  const doc = searchDoc('checkpoint', row.id, scope.project, { title: title ?? `${row.name}\n${row.summary}`, body: body ?? row.context }, row.session_id);
  await store.checkpoints.insert(scope, row, doc);
  return row;
}

export function remediationRow(project: string, title: string, problem: string): RemediationRow {
  const now = new Date().toISOString();
  return {
    id: newId('rem_'),
    project,
    title,
    problem,
    problem_normalized: problem.toLowerCase(),
    solution: 'apply the fix',
    root_cause: null,
    category: null,
    tags: [],
    affected_files: [],
    code_diff: null,
    dedup_key: newId('k'),
    confidence: 0.6,
    usage_count: 1,
    helpful_count: 0,
    unhelpful_count: 0,
    notes: [],
    created_at: now,
    updated_at: now,
  };
}

function operationRow(scope: Scope, partial: Partial<OperationRow> = {}): OperationRow {
  const now = new Date().toISOString();
  return {
    id: newId('op_'),
    kind: 'checkpoint_save',
    status: 'queued',
    progress: { done: 0, total: null, message: 'queued' },
    version: 1,
    input: null,
    result: null,
    error: null,
    created_at: now,
    updated_at: now,
    tenant: scope.tenant,
    project: scope.project,
    ...partial,
  };
}

const ids = (hits: { refId: string }[]) => hits.map((hit) => hit.refId);

/** Opens a store before each test of the calling suite and removes it after; the function returns this test's store. */
export function storePerTest(makeStore: () => Promise<StoreHarness>): () => Store {
  let harness: StoreHarness;
  beforeEach(async () => {
    harness = await makeStore();
  });
  afterEach(async () => harness.cleanup());
  return () => harness.store;
}

export function describeStoreContract(name: string, makeStore: () => Promise<StoreHarness>): void {
  describe(`Store contract: ${name}`, () => {
    let harness: StoreHarness;
    let store: Store;

    beforeEach(async () => {
      harness = await makeStore();
      store = harness.store;
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    describe('repositories', () => {
      it("lists a root's owners among the tenant's projects, most recently indexed first, never another tenant's", async () => {
        const row = (id: string, last: string | null) => ({ id, root: '/src/shop', options: { include: [], exclude: [], max_file_size: 1_000_000 }, embedder: EMBEDDER, last_indexed_at: last, created_at: '2026-01-01T00:00:00.000Z' });
        await store.repository.save(A1, row('repo_a1', '2026-01-02T00:00:00.000Z'));
        await store.repository.save(A2, row('repo_a2', '2026-01-03T00:00:00.000Z'));
        await store.repository.save(B1, row('repo_b1', '2026-01-04T00:00:00.000Z'));
        expect(await store.repository.owners(A1, '/src/shop')).toEqual([A2.project, A1.project]);
        expect(await store.repository.owners(B1, '/src/shop')).toEqual([B1.project]);
        expect(await store.repository.owners(A1, '/src/other')).toEqual([]);
      });
    });

    describe('checkpoints', () => {
      it('round-trips every field byte for byte', async () => {
        const fullState = `${'line with ünïcødé, emoji 🧠 and "quotes"\r\n'.repeat(2_000)}\u0000 nul and tab\t`;
        const row = await saveCheckpoint(store, A1, {
          name: 'Auth refactor — day 2',
          summary: 'Moved session handling into middleware.\nNext: tests.',
          context: 'Decisions:\n- keep cookies `SameSite=Lax`\n- 日本語のメモ',
          full_state: fullState,
          session_id: 'sess-42',
          tags: ['auth', 'refactor'],
          metadata: { branch: 'feature/auth', nested: { files: ['a.ts', 'b.ts'], n: 3, ok: true, none: null } },
          token_count: 12_345,
        });
        const got = await store.checkpoints.get(A1, row.id);
        expect(got).toEqual(row);
        expect(got!.full_state.length).toBe(fullState.length);
      });

      it('never shows a row to another tenant or another project', async () => {
        const row = await saveCheckpoint(store, A1, { summary: 'secret plan of tenant a' });
        for (const other of [A2, B1]) {
          expect(await store.checkpoints.get(other, row.id)).toBeNull();
          expect(await store.checkpoints.list(other, { limit: 10 })).toEqual([]);
          expect(await store.checkpoints.getMany(other, [row.id])).toEqual([]);
          expect(await store.checkpoints.count(other)).toBe(0);
          expect(await store.checkpoints.delete(other, row.id)).toBe(false);
        }
        expect(await store.checkpoints.get(A1, row.id)).not.toBeNull();
        expect(await store.checkpoints.count(A1)).toBe(1);
      });

      it('lists newest first with an exclusive cursor and a session filter', async () => {
        const rows: CheckpointRow[] = [];
        for (let i = 0; i < 7; i++) rows.push(await saveCheckpoint(store, A1, { name: `cp ${i}`, session_id: i % 2 === 0 ? 'even' : 'odd' }));
        await saveCheckpoint(store, A2, { name: 'other project' });
        const newestFirst = [...rows].reverse().map((r) => r.id);
        const page1 = await store.checkpoints.list(A1, { limit: 3 });
        expect(page1.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
        const page2 = await store.checkpoints.list(A1, { limit: 3, before: page1[2]!.id });
        expect(page2.map((r) => r.id)).toEqual(newestFirst.slice(3, 6));
        const page3 = await store.checkpoints.list(A1, { limit: 3, before: page2[2]!.id });
        expect(page3.map((r) => r.id)).toEqual(newestFirst.slice(6));
        const even = await store.checkpoints.list(A1, { limit: 10, sessionId: 'even' });
        expect(even.map((r) => r.name)).toEqual(['cp 6', 'cp 4', 'cp 2', 'cp 0']);
        // List rows carry the list fields, not the large ones.
        expect(page1[0]).toMatchObject({ id: newestFirst[0], name: 'cp 6', session_id: 'even', tags: [], token_count: 10 });
        expect(page1[0]).not.toHaveProperty('full_state');
      });

      it('getMany returns only the rows of the scope, for the ids asked', async () => {
        const a = await saveCheckpoint(store, A1, { name: 'a' });
        const b = await saveCheckpoint(store, A1, { name: 'b' });
        await saveCheckpoint(store, A1, { name: 'c' });
        const other = await saveCheckpoint(store, A2, { name: 'elsewhere' });
        const got = await store.checkpoints.getMany(A1, [a.id, b.id, other.id, 'cp_missing']);
        expect(got.map((r) => r.name).sort()).toEqual(['a', 'b']);
        expect(await store.checkpoints.getMany(A1, [])).toEqual([]);
      });

      it('deletes once, with its search document', async () => {
        const row = await saveCheckpoint(store, A1, { summary: 'xylophone orchestration notes' });
        const filter = { family: 'checkpoint' as const, projects: [A1.project] };
        expect(ids(await store.search.lexical(A1, filter, ['xylophon'], 10)).concat(ids(await store.search.lexical(A1, filter, ['xylophone'], 10)))).toContain(row.id);
        expect(await store.checkpoints.delete(A1, row.id)).toBe(true);
        expect(await store.checkpoints.delete(A1, row.id)).toBe(false);
        expect(await store.checkpoints.get(A1, row.id)).toBeNull();
        expect(await store.checkpoints.count(A1)).toBe(0);
        expect(ids(await store.search.lexical(A1, filter, queryWords('xylophone orchestration'), 10))).toEqual([]);
        expect(ids(await store.search.fragment(A1, filter, ['xylophone'], 10))).toEqual([]);
        expect(ids(await store.search.nearest(A1, filter, hashEmbed('xylophone orchestration notes'), EMBEDDER, 10))).toEqual([]);
      });

      it('counts per project', async () => {
        await saveCheckpoint(store, A1);
        await saveCheckpoint(store, A1);
        await saveCheckpoint(store, A2);
        expect(await store.checkpoints.count(A1)).toBe(2);
        expect(await store.checkpoints.count(A2)).toBe(1);
        expect(await store.checkpoints.count(B1)).toBe(0);
      });
    });

    describe('search index', () => {
      let alpha: CheckpointRow;
      let alphaOther: CheckpointRow;
      let alphaTenantB: CheckpointRow;

      beforeEach(async () => {
        alpha = await saveCheckpoint(store, A1, { name: 'Kubernetes ingress', summary: 'ingress controller returns 502 after deploy', context: 'the upstream pod crashed with ERR_UPSTREAM_PREMATURE_CLOSE', session_id: 'sess-1' });
        await saveCheckpoint(store, A1, { name: 'Dark mode', summary: 'theme toggle stores the preference in localStorage', session_id: 'sess-2' });
        alphaOther = await saveCheckpoint(store, A2, { name: 'Kubernetes ingress (project two)', summary: 'ingress controller returns 502 after deploy', context: 'ERR_UPSTREAM_PREMATURE_CLOSE here too' });
        alphaTenantB = await saveCheckpoint(store, B1, { name: 'Kubernetes ingress (tenant b)', summary: 'ingress controller returns 502 after deploy', context: 'ERR_UPSTREAM_PREMATURE_CLOSE in tenant b' });
      });

      const only = (projects: string[], facet?: string) => ({ family: 'checkpoint' as const, projects, ...(facet === undefined ? {} : { facet }) });

      it('lexical ranks by terms within tenant and projects', async () => {
        const terms = queryWords('kubernetes ingress');
        expect(ids(await store.search.lexical(A1, only([A1.project]), terms, 10))).toEqual([alpha.id]);
        expect(ids(await store.search.lexical(A1, only([A1.project, A2.project]), terms, 10)).sort()).toEqual([alpha.id, alphaOther.id].sort());
        expect(ids(await store.search.lexical(B1, only([B1.project]), terms, 10))).toEqual([alphaTenantB.id]);
        expect(await store.search.lexical(A1, only([A1.project]), [], 10)).toEqual([]);
        const hits = await store.search.lexical(A1, only([A1.project]), queryWords('theme preference'), 10);
        expect(hits[0]!.score).toBeGreaterThan(0);
      });

      it('reads an empty projects list as the scope’s own project in every ranker', async () => {
        expect(ids(await store.search.lexical(A1, only([]), queryWords('kubernetes ingress'), 10))).toEqual([alpha.id]);
        expect(ids(await store.search.fragment(A1, only([]), ['UPSTREAM_PREMATURE'], 10))).toEqual([alpha.id]);
        expect(ids(await store.search.nearest(A1, only([]), hashEmbed('ingress controller returns 502 after deploy'), EMBEDDER, 10))[0]).toBe(alpha.id);
      });

      it('lexical treats query punctuation and operators as text', async () => {
        await expect(store.search.lexical(A1, only([A1.project]), ['"', 'OR', 'NEAR(', '*', 'a:b'], 10)).resolves.toBeInstanceOf(Array);
      });

      it('fragment matches substrings of identifiers within tenant and projects', async () => {
        expect(ids(await store.search.fragment(A1, only([A1.project]), ['UPSTREAM_PREMATURE'], 10))).toEqual([alpha.id]);
        expect(ids(await store.search.fragment(A1, only([A1.project, A2.project]), ['PREMATURE_CLO'], 10)).sort()).toEqual([alpha.id, alphaOther.id].sort());
        expect(ids(await store.search.fragment(B1, only([B1.project]), ['PREMATURE_CLO'], 10))).toEqual([alphaTenantB.id]);
        expect(await store.search.fragment(A1, only([A1.project]), ['ab'], 10)).toEqual([]); // too short for trigrams
      });

      it('nearest returns the closest vectors first (cosine) within tenant and projects', async () => {
        const query = hashEmbed('ingress controller returns 502 after deploy');
        const hits = await store.search.nearest(A1, only([A1.project]), query, EMBEDDER, 10);
        expect(hits[0]!.refId).toBe(alpha.id);
        expect(hits[0]!.score).toBeGreaterThan(hits[1]?.score ?? -1);
        expect(hits[0]!.score).toBeLessThanOrEqual(1.0001);
        expect(ids(hits)).not.toContain(alphaOther.id);
        expect(ids(hits)).not.toContain(alphaTenantB.id);
        expect(ids(await store.search.nearest(B1, only([B1.project]), query, EMBEDDER, 10))).toEqual([alphaTenantB.id]);
        // Vectors of another embedder are never compared.
        expect(await store.search.nearest(A1, only([A1.project]), query, 'other-embedder-384', 10)).toEqual([]);
      });

      it('nearest and lexical honour the facet', async () => {
        const query = hashEmbed('Kubernetes ingress and dark mode');
        expect(ids(await store.search.nearest(A1, only([A1.project], 'sess-2'), query, EMBEDDER, 10))).toHaveLength(1);
        expect(ids(await store.search.nearest(A1, only([A1.project], 'sess-1'), query, EMBEDDER, 10))).toEqual([alpha.id]);
        expect(ids(await store.search.lexical(A1, only([A1.project], 'sess-2'), queryWords('kubernetes ingress'), 10))).toEqual([]);
        expect(ids(await store.search.fragment(A1, only([A1.project], 'sess-1'), ['PREMATURE'], 10))).toEqual([alpha.id]);
      });

      it('keeps families apart', async () => {
        const rem = remediationRow(A1.project, 'Kubernetes ingress 502', 'ingress controller returns 502 after deploy');
        await store.remediations.record(A1, rem, async () => searchDoc('remediation', rem.id, A1.project, { title: rem.title, body: rem.problem }));
        const terms = queryWords('kubernetes ingress');
        expect(ids(await store.search.lexical(A1, only([A1.project]), terms, 10))).toEqual([alpha.id]);
        expect(ids(await store.search.lexical(A1, { family: 'remediation', projects: [A1.project] }, terms, 10))).toEqual([rem.id]);
        expect(ids(await store.search.nearest(A1, { family: 'remediation', projects: [A1.project] }, hashEmbed('ingress'), EMBEDDER, 10))).toEqual([rem.id]);
      });

      it('shows tenant-wide rows only when TENANT_WIDE is included, and never to another tenant', async () => {
        const wide = remediationRow(TENANT_WIDE, 'Zookeeper quorum lost', 'zookeeper quorum lost after network partition');
        await store.remediations.record(A1, wide, async () => searchDoc('remediation', wide.id, TENANT_WIDE, { title: wide.title, body: wide.problem }));
        const terms = queryWords('zookeeper quorum');
        const family = 'remediation' as const;
        expect(ids(await store.search.lexical(A2, { family, projects: [A2.project, TENANT_WIDE] }, terms, 10))).toEqual([wide.id]);
        expect(ids(await store.search.lexical(A2, { family, projects: [A2.project] }, terms, 10))).toEqual([]);
        expect(ids(await store.search.fragment(A2, { family, projects: [A2.project, TENANT_WIDE] }, ['quorum lost'], 10))).toEqual([wide.id]);
        expect(ids(await store.search.nearest(A2, { family, projects: [A2.project, TENANT_WIDE] }, hashEmbed('zookeeper quorum'), EMBEDDER, 10))).toEqual([wide.id]);
        expect(ids(await store.search.nearest(A2, { family, projects: [A2.project] }, hashEmbed('zookeeper quorum'), EMBEDDER, 10))).toEqual([]);
        expect(ids(await store.search.lexical(B1, { family, projects: [B1.project, TENANT_WIDE] }, terms, 10))).toEqual([]);
        expect(ids(await store.search.nearest(B1, { family, projects: [B1.project, TENANT_WIDE] }, hashEmbed('zookeeper quorum'), EMBEDDER, 10))).toEqual([]);
      });

      it('counts documents made by another embedder as stale, per tenant', async () => {
        expect(await store.search.countStale(A1, EMBEDDER)).toBe(0);
        expect(await store.search.countStale(A1, 'another-embedder')).toBe(3);
        expect(await store.search.countStale(B1, 'another-embedder')).toBe(1);
      });
    });

    describe('learned commits', () => {
      it('remembers mined commits per project and repository, idempotently', async () => {
        expect(await store.learned.known(A1, '/repo')).toEqual(new Set());
        await store.learned.add(A1, '/repo', [{ commit: 'a'.repeat(40), remediation_id: 'rem_1' }, { commit: 'b'.repeat(40), remediation_id: null }]);
        await store.learned.add(A1, '/repo', [{ commit: 'a'.repeat(40), remediation_id: 'rem_2' }]);
        await store.learned.add(A1, '/other', [{ commit: 'c'.repeat(40), remediation_id: 'rem_3' }]);
        expect(await store.learned.known(A1, '/repo')).toEqual(new Set(['a'.repeat(40), 'b'.repeat(40)]));
        expect(await store.learned.known(A2, '/repo')).toEqual(new Set());
        expect(await store.learned.known(B1, '/repo')).toEqual(new Set());
        await store.learned.add(A1, '/repo', []);
      });
    });

    describe('operations', () => {
      it('inserts, updates and gets by tenant (the id is the capability within a tenant)', async () => {
        const row = operationRow(A1, { input: { path: '/repo', n: 1 } });
        await store.operations.insert(row);
        expect(await store.operations.get(A1, row.id)).toEqual(row);
        expect(await store.operations.get(A2, row.id)).toEqual(row);
        expect(await store.operations.get(B1, row.id)).toBeNull();
        const updated: OperationRow = { ...row, status: 'succeeded', version: 5, progress: { done: 10, total: 10, message: 'done' }, result: { id: 'cp_1', n: 2 }, updated_at: new Date(Date.now() + 1000).toISOString() };
        await store.operations.update(A1, updated);
        expect(await store.operations.get(A1, row.id)).toEqual(updated);
        // Another tenant cannot overwrite it.
        await store.operations.update(B1, { ...updated, status: 'failed', error: { code: 'x', message: 'y' } });
        expect((await store.operations.get(A1, row.id))?.status).toBe('succeeded');
      });

      it('lists the project’s operations newest first, filtered by status', async () => {
        const first = operationRow(A1, { status: 'succeeded' });
        await store.operations.insert(first);
        const second = operationRow(A1, { status: 'running' });
        await store.operations.insert(second);
        await store.operations.insert(operationRow(A2));
        await store.operations.insert(operationRow(B1));
        expect((await store.operations.list(A1, { limit: 10 })).map((r) => r.id)).toEqual([second.id, first.id]);
        expect((await store.operations.list(A1, { limit: 1 })).map((r) => r.id)).toEqual([second.id]);
        expect((await store.operations.list(A1, { limit: 10, status: 'succeeded' })).map((r) => r.id)).toEqual([first.id]);
      });

      it('lists unfinished operations of every scope and prunes old finished ones only', async () => {
        const old = new Date(Date.now() - 48 * 3600_000).toISOString();
        const queued = operationRow(A1, { status: 'queued', updated_at: old });
        const running = operationRow(B1, { status: 'running' });
        const doneOld = operationRow(A1, { status: 'succeeded', updated_at: old });
        const failedOld = operationRow(B1, { status: 'failed', updated_at: old, error: { code: 'interrupted', message: 'm' } });
        const doneNew = operationRow(A2, { status: 'cancelled' });
        for (const row of [queued, running, doneOld, failedOld, doneNew]) await store.operations.insert(row);
        expect((await store.operations.unfinished()).map((r) => r.id).sort()).toEqual([queued.id, running.id].sort());
        const cutoff = new Date(Date.now() - 24 * 3600_000).toISOString();
        expect(await store.operations.prune(cutoff)).toBe(2);
        expect(await store.operations.get(A1, doneOld.id)).toBeNull();
        expect(await store.operations.get(B1, failedOld.id)).toBeNull();
        for (const row of [queued, running, doneNew]) expect(await store.operations.get(row, row.id)).not.toBeNull();
      });
    });

    it('counts rows per tenant', async () => {
      await saveCheckpoint(store, A1);
      await saveCheckpoint(store, A2);
      await saveCheckpoint(store, B1);
      expect((await store.counts(A1)).checkpoints).toBe(2);
      expect((await store.counts(B1)).checkpoints).toBe(1);
    });

    it("lists a tenant's projects, most recently active first, never another tenant's", async () => {
      const old = new Date(Date.now() - 3600_000).toISOString();
      await saveCheckpoint(store, A1, { created_at: old });
      await saveCheckpoint(store, A1, { created_at: old });
      await store.operations.insert(operationRow(A2));
      await saveCheckpoint(store, B1);
      await saveCheckpoint(store, { tenant: A1.tenant, project: TENANT_WIDE });
      const projects = await store.projects(A1, 10);
      expect(projects.map((p) => p.id)).toEqual([A2.project, A1.project]);
      expect(projects.find((p) => p.id === A1.project)).toEqual({ id: A1.project, items: 2, last_activity: old });
      expect(projects.find((p) => p.id === A2.project)?.items).toBe(0);
      expect((await store.projects(B1, 10)).map((p) => p.id)).toEqual([B1.project]);
      expect(await store.projects(A1, 1)).toHaveLength(1);
    });

    it('keeps every acknowledged write across a close and reopen', async () => {
      if (!harness.reopen) return;
      const cp = await saveCheckpoint(store, A1, { name: 'durable', summary: 'persisted across restarts', context: 'PERSIST_MARKER_42 context', full_state: 'x'.repeat(100_000) });
      const op = operationRow(A1, { status: 'running', input: { resume: true } });
      await store.operations.insert(op);
      await store.flush();
      store = await harness.reopen();
      expect(await store.checkpoints.get(A1, cp.id)).toEqual(cp);
      expect(await store.operations.get(A1, op.id)).toEqual(op);
      expect((await store.operations.unfinished()).map((r) => r.id)).toEqual([op.id]);
      const filter = { family: 'checkpoint' as const, projects: [A1.project] };
      expect(ids(await store.search.lexical(A1, filter, queryWords('durable persisted'), 10))).toEqual([cp.id]);
      expect(ids(await store.search.fragment(A1, filter, ['PERSIST_MARKER'], 10))).toEqual([cp.id]);
      expect(ids(await store.search.nearest(A1, filter, hashEmbed('durable\npersisted across restarts'), EMBEDDER, 10))).toEqual([cp.id]);
      // The reopened store keeps working.
      const next = await saveCheckpoint(store, A1, { name: 'after reopen' });
      expect((await store.checkpoints.list(A1, { limit: 5 })).map((r) => r.id)).toEqual([next.id, cp.id]);
    });
  });
}

/** Query terms as families make them (the same tokenizer as at write time). */
function queryWords(text: string): string[] {
  return indexText(text).split(/\s+/).filter(Boolean);
}
