/**
 * The skills part of the Store contract: every store implementation runs it
 * unchanged (`describeSkillStoreContract('postgres', harness)`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SkillVersionRow } from '../../src/store/skills.js';
import { TENANT_WIDE, type Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { newId } from '../../src/util/ids.js';
import { fileData } from '../../src/core/skills/files.js';
import { BINARY_ASSET, FOLDER_FILES, TEXT_SCRIPT } from '../helpers/skill-folder.js';
import { searchDoc, type StoreHarness } from './store-contract.js';

const A: Scope = { tenant: 'tenant-a', project: 'proj-one-1111aaaa' };
const A2: Scope = { tenant: 'tenant-a', project: 'proj-two-2222bbbb' };
const B: Scope = { tenant: 'tenant-b', project: 'proj-one-1111aaaa' };

function version(owner: string, name: string, partial: Partial<SkillVersionRow> = {}): Omit<SkillVersionRow, 'version'> {
  return {
    id: newId('sk_'),
    project: owner,
    name,
    description: `${name} description`,
    content: `${name} content`,
    arguments: [],
    tags: [],
    metadata: {},
    front_matter: null,
    created_at: new Date().toISOString(),
    ...partial,
  };
}

async function save(store: Store, scope: Scope, row: Omit<SkillVersionRow, 'version'>, files: { path: string; content: Buffer }[] = []): Promise<number> {
  const doc = searchDoc('skill', row.id, row.project, { title: `${row.name}\n${row.description}`, body: row.content });
  return store.skills.saveVersion(scope, row, doc, files.map((f) => fileData(f.path, f.content)));
}

export function describeSkillStoreContract(name: string, makeStore: () => Promise<StoreHarness>): void {
  describe(`Store contract (skills): ${name}`, () => {
    let harness: StoreHarness;
    let store: Store;
    beforeEach(async () => {
      harness = await makeStore();
      store = harness.store;
    });
    afterEach(async () => harness.cleanup());

    it("keeps each version's folder files byte for byte, per tenant, until the skill is deleted", async () => {
      const v1 = version(A.project, 'release');
      const v2 = version(A.project, 'release', { content: 'two' });
      const changed = [{ path: 'scripts/x.py', content: Buffer.from('print("v2")\n') }];
      await save(store, A, v1, FOLDER_FILES);
      await save(store, A, v2, changed);

      const first = await store.skills.readFiles(A, v1.id);
      expect(first.map((f) => f.path)).toEqual(['assets/logo.bin', 'scripts/x.py']);
      expect(Buffer.compare(first[0]?.content as Buffer, BINARY_ASSET)).toBe(0);
      expect(Buffer.compare(first[1]?.content as Buffer, TEXT_SCRIPT)).toBe(0);
      expect(first[0]).toMatchObject({ size: BINARY_ASSET.length, sha256: fileData('x', BINARY_ASSET).sha256 });
      expect((await store.skills.readFiles(A, v2.id)).map((f) => f.content.toString())).toEqual(['print("v2")\n']);

      const listed = await store.skills.listFiles(A, [v1.id, v2.id, 'sk_none']);
      expect(listed.get(v1.id)).toEqual([
        { path: 'assets/logo.bin', size: BINARY_ASSET.length, sha256: fileData('x', BINARY_ASSET).sha256 },
        { path: 'scripts/x.py', size: TEXT_SCRIPT.length, sha256: fileData('x', TEXT_SCRIPT).sha256 },
      ]);
      expect(listed.get('sk_none')).toEqual([]);
      expect((await store.skills.readFile(A, v1.id, 'assets/logo.bin'))?.content.equals(BINARY_ASSET)).toBe(true);
      expect(await store.skills.readFile(A, v1.id, 'missing.txt')).toBeNull();

      // Another tenant never reads them, whatever id it names.
      expect(await store.skills.readFiles(B, v1.id)).toEqual([]);
      expect(await store.skills.readFile(B, v1.id, 'scripts/x.py')).toBeNull();
      expect((await store.skills.listFiles(B, [v1.id])).get(v1.id)).toEqual([]);

      expect(await store.skills.delete(A, A.project, 'release')).toBe(2);
      expect(await store.skills.readFiles(A, v1.id)).toEqual([]);
      expect(await store.skills.readFiles(A, v2.id)).toEqual([]);
    });

    it('numbers versions per owner and name, and finds the latest or a named one', async () => {
      expect(await save(store, A, version(A.project, 'release', { content: 'one' }))).toBe(1);
      expect(await save(store, A, version(A.project, 'release', { content: 'two', arguments: [{ name: 'v', description: 'd', required: true }] }))).toBe(2);
      expect(await save(store, A, version(TENANT_WIDE, 'release', { content: 'tenant' }))).toBe(1);

      const latest = await store.skills.find(A, [A.project], 'release');
      expect(latest).toMatchObject({ version: 2, latest_version: 2, content: 'two', arguments: [{ name: 'v', description: 'd', required: true }] });
      expect((await store.skills.find(A, [A.project], 'release', 1))?.content).toBe('one');
      expect(await store.skills.find(A, [A.project], 'release', 3)).toBeNull();
      const byId = await store.skills.getVersion(A, [A.project, TENANT_WIDE], (await store.skills.find(A, [TENANT_WIDE], 'release'))?.id ?? '');
      expect(byId?.content).toBe('tenant');
    });

    it('resolves a name in the first owner that has it (the project shadows the tenant)', async () => {
      await save(store, A, version(TENANT_WIDE, 'shared', { content: 'tenant' }));
      expect((await store.skills.find(A, [A.project, TENANT_WIDE], 'shared'))?.content).toBe('tenant');
      await save(store, A, version(A.project, 'shared', { content: 'project' }));
      expect((await store.skills.find(A, [A.project, TENANT_WIDE], 'shared'))?.content).toBe('project');
      expect((await store.skills.find(A2, [A2.project, TENANT_WIDE], 'shared'))?.content).toBe('tenant');

      const visible = await store.skills.list(A, { projects: [A.project, TENANT_WIDE], limit: 10 });
      expect(visible.map((r) => [r.name, r.project])).toEqual([['shared', A.project]]);
      const all = await store.skills.list(A, { projects: [A.project, TENANT_WIDE], includeShadowed: true, limit: 10 });
      expect(all).toHaveLength(2);
      expect((await store.skills.listFull(A, [A.project, TENANT_WIDE])).map((r) => r.content)).toEqual(['project']);
    });

    it('lists newest first with a cursor and filters by tag', async () => {
      for (const n of ['a', 'b', 'c']) await save(store, A, version(A.project, `skill-${n}`, { tags: n === 'b' ? ['db'] : [] }));
      await save(store, A, version(A.project, 'skill-a', { content: 'a again' })); // a new version makes it the newest
      const first = await store.skills.list(A, { projects: [A.project], limit: 2 });
      expect(first.map((r) => r.name)).toEqual(['skill-a', 'skill-c']);
      const rest = await store.skills.list(A, { projects: [A.project], limit: 2, before: first[1]?.id });
      expect(rest.map((r) => r.name)).toEqual(['skill-b']);
      expect((await store.skills.list(A, { projects: [A.project], tag: 'db', limit: 10 })).map((r) => r.name)).toEqual(['skill-b']);
    });

    it('keeps one search document per skill: the latest version', async () => {
      await save(store, A, version(A.project, 'deploy', { description: 'alpha procedure' }));
      const second = version(A.project, 'deploy', { description: 'omega procedure' });
      await save(store, A, second);
      const filter = { family: 'skill' as const, projects: [A.project] };
      expect(await store.search.lexical(A, filter, ['alpha'], 10)).toEqual([]);
      expect((await store.search.lexical(A, filter, ['omega'], 10)).map((h) => h.refId)).toEqual([second.id]);
      const many = await store.skills.getMany(A, [A.project], [second.id]);
      expect(many).toEqual([expect.objectContaining({ name: 'deploy', version: 2, shadowed: false })]);
    });

    it('counts uses and deletes every version with its search document', async () => {
      await save(store, A, version(A.project, 'gone', { description: 'ephemeral thing' }));
      await save(store, A, version(A.project, 'gone', { description: 'ephemeral thing' }));
      expect(await store.skills.recordUse(A, A.project, 'gone', '2030-01-01T00:00:00.000Z')).toBe(true);
      expect(await store.skills.find(A, [A.project], 'gone')).toMatchObject({ usage_count: 1, last_used_at: '2030-01-01T00:00:00.000Z' });
      expect(await store.skills.delete(A, A.project, 'gone')).toBe(2);
      expect(await store.skills.delete(A, A.project, 'gone')).toBe(0);
      expect(await store.skills.find(A, [A.project], 'gone')).toBeNull();
      expect(await store.skills.recordUse(A, A.project, 'gone', '2030-01-01T00:00:00.000Z')).toBe(false);
      expect(await store.search.lexical(A, { family: 'skill', projects: [A.project] }, ['ephemeral'], 10)).toEqual([]);
    });

    it('isolates tenants', async () => {
      await save(store, A, version(TENANT_WIDE, 'private'));
      expect(await store.skills.find(B, [B.project, TENANT_WIDE], 'private')).toBeNull();
      expect(await store.skills.list(B, { projects: [B.project, TENANT_WIDE], limit: 10 })).toEqual([]);
      expect(await store.skills.delete(B, TENANT_WIDE, 'private')).toBe(0);
      expect(await store.skills.find(A, [TENANT_WIDE], 'private')).not.toBeNull();
    });

    it('keeps saved versions across a reopen', async () => {
      if (!harness.reopen) return;
      await save(store, A, version(A.project, 'durable', { metadata: { 'allowed-tools': ['Read'] }, front_matter: 'name: durable\n' }));
      store = await harness.reopen();
      expect(await store.skills.find(A, [A.project], 'durable')).toMatchObject({ metadata: { 'allowed-tools': ['Read'] }, front_matter: 'name: durable\n' });
      expect(await save(store, A, version(A.project, 'durable'))).toBe(2);
    });

  });
}
