/** The repository part of the Store contract: run unchanged on every store. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FileWrite, RepositoryRow } from '../../src/store/repository.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { searchDoc, storePerTest, type StoreHarness } from './store-contract.js';

const A1: Scope = { tenant: 'tenant-a', project: 'proj-one-1111aaaa' };
const B1: Scope = { tenant: 'tenant-b', project: 'proj-one-1111aaaa' };

const repo = (id: string, root = '/src/shop'): RepositoryRow => ({
  id,
  root,
  options: { include: [], exclude: [], max_file_size: 1_000_000 },
  embedder: 'hash-contract-384',
  last_indexed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

function file(scope: Scope, path: string, texts: string[]): FileWrite {
  return {
    path,
    hash: `hash-of-${path}-${texts.length}`,
    size: texts.join('\n').length,
    mtime_ms: 1_700_000_000_000,
    language: 'typescript',
    chunks: texts.map((text, i) => {
      const { refId: _ref, ...doc } = searchDoc('chunk', 'x', scope.project, { title: path, body: text }, '/src/shop');
      return { start_line: i * 10 + 1, end_line: i * 10 + 9, symbol: null, definitions: '', text, doc };
    }),
  };
}

export function describeRepositoryStoreContract(name: string, makeStore: () => Promise<StoreHarness>): void {
  describe(`Store contract (repository): ${name}`, () => {
    const current = storePerTest(makeStore);
    let store: Store;
    beforeEach(() => {
      store = current();
    });

    it('saves a repository once per root and project, updates it in place, and hides it from other tenants', async () => {
      await store.repository.save(A1, repo('repo_1'));
      await store.repository.save(A1, { ...repo('repo_1'), last_indexed_at: '2026-01-02T00:00:00.000Z' });
      expect(await store.repository.get(A1, '/src/shop')).toMatchObject({ id: 'repo_1', last_indexed_at: '2026-01-02T00:00:00.000Z' });
      expect((await store.repository.list(A1)).map((r) => r.id)).toEqual(['repo_1']);
      expect(await store.repository.get(B1, '/src/shop')).toBeNull();
      expect(await store.repository.list(B1)).toEqual([]);
    });

    it('writes files and chunks in one batch, finds chunks by ref id, and removes them with their files', async () => {
      await store.repository.save(A1, repo('repo_1'));
      await store.repository.write(A1, 'repo_1', { files: [file(A1, 'src/a.ts', ['export const a = 1;', 'export const b = 2;']), file(A1, 'src/b.ts', ['export const c = 3;'])] });
      expect(await store.repository.counts(A1, 'repo_1')).toEqual({ files: 2, chunks: 3 });
      expect((await store.repository.fileStates(A1, 'repo_1')).map((f) => f.path).sort()).toEqual(['src/a.ts', 'src/b.ts']);
      const hits = await store.search.lexical(A1, { family: 'chunk', projects: [A1.project] }, ['const'], 10);
      expect(hits).toHaveLength(3);
      const chunks = await store.repository.chunks(A1, hits.map((h) => h.refId));
      expect(chunks.map((c) => `${c.path}:${c.start_line}`).sort()).toEqual(['src/a.ts:1', 'src/a.ts:11', 'src/b.ts:1']);
      expect(chunks.every((c) => c.root === '/src/shop' && c.language === 'typescript')).toBe(true);
      expect(await store.repository.chunks(B1, hits.map((h) => h.refId))).toEqual([]);

      expect(await store.repository.write(A1, 'repo_1', { removed: ['src/a.ts'] })).toEqual({ removedChunks: 2 });
      expect(await store.repository.counts(A1, 'repo_1')).toEqual({ files: 1, chunks: 1 });
      expect(await store.search.lexical(A1, { family: 'chunk', projects: [A1.project] }, ['const'], 10)).toHaveLength(1);
      await store.repository.write(A1, 'repo_1', { removed: ['src/b.ts'] });
      expect(await store.repository.delete(A1, 'repo_1')).toBe(true);
      expect(await store.repository.get(A1, '/src/shop')).toBeNull();
    });

    it("writes nothing into a repository another scope owns, nor into one that is gone", async () => {
      const A2: Scope = { tenant: 'tenant-a', project: 'proj-two-2222bbbb' };
      await store.repository.save(A1, repo('repo_1'));
      await store.repository.write(A1, 'repo_1', { files: [file(A1, 'src/a.ts', ['export const a = 1;'])] });
      for (const other of [A2, B1]) {
        expect(await store.repository.write(other, 'repo_1', { files: [file(other, 'src/x.ts', ['export const x = 1;'])] })).toEqual({ removedChunks: 0 });
        expect(await store.repository.write(other, 'repo_1', { removed: ['src/a.ts'] })).toEqual({ removedChunks: 0 });
      }
      expect(await store.repository.counts(A1, 'repo_1')).toEqual({ files: 1, chunks: 1 });
      expect((await store.repository.fileStates(A1, 'repo_1')).map((f) => f.path)).toEqual(['src/a.ts']);
      expect(await store.search.lexical(A1, { family: 'chunk', projects: [A1.project, A2.project] }, ['x'], 10)).toEqual([]);
      expect(await store.repository.write(A1, 'repo_gone', { files: [file(A1, 'src/y.ts', ['export const y = 1;'])] })).toEqual({ removedChunks: 0 });
      expect(await store.repository.counts(A1, 'repo_gone')).toEqual({ files: 0, chunks: 0 });
    });

    it('keeps every field of a chunk byte for byte and finds it by a non-ASCII word', async () => {
      await store.repository.save(A1, repo('repo_1'));
      const odd = [
        'const s = "it\'s a \\"quoted\\" {brace} \\\\ back\\slash";\n\ttab\r\nend',
        'Größe = naïve × 2; // 日本語 😀 ' + 'x'.repeat(9000),
        '',
      ];
      const written = file(A1, 'src/wëird "name" {1}.ts', odd);
      written.size = 9_007_199_254; // over 32 bits
      written.mtime_ms = 1_700_000_000_123.5;
      written.language = null;
      written.chunks[0]!.symbol = 'quote"d\\sym';
      written.chunks[1]!.definitions = 'Größe naïve';
      await store.repository.write(A1, 'repo_1', { files: [written] });
      expect(await store.repository.fileStates(A1, 'repo_1')).toEqual([{ path: written.path, hash: written.hash, size: written.size, mtime_ms: written.mtime_ms }]);
      const hits = await store.search.lexical(A1, { family: 'chunk', projects: [A1.project] }, ['naive'], 10);
      expect(hits).toHaveLength(1);
      const all = await store.search.lexical(A1, { family: 'chunk', projects: [A1.project] }, ['weird'], 10);
      const chunks = (await store.repository.chunks(A1, all.map((h) => h.refId))).sort((a, b) => a.start_line - b.start_line);
      expect(chunks.map((c) => ({ path: c.path, language: c.language, symbol: c.symbol, definitions: c.definitions, text: c.text }))).toEqual(
        written.chunks.map((c) => ({ path: written.path, language: null, symbol: c.symbol, definitions: c.definitions, text: c.text })),
      );
      expect(chunks.find((c) => c.text.startsWith('Größe'))?.ref_id).toBe(hits[0]!.refId);
    });

    it('replaces a changed file and records an unchanged one as touched', async () => {
      await store.repository.save(A1, repo('repo_1'));
      await store.repository.write(A1, 'repo_1', { files: [file(A1, 'src/a.ts', ['export const a = 1;', 'export const b = 2;'])] });
      const { removedChunks } = await store.repository.write(A1, 'repo_1', { files: [file(A1, 'src/a.ts', ['export const only = 1;'])] });
      expect(removedChunks).toBe(2);
      expect(await store.repository.counts(A1, 'repo_1')).toEqual({ files: 1, chunks: 1 });
      await store.repository.write(A1, 'repo_1', { touched: [{ path: 'src/a.ts', hash: 'hash-of-src/a.ts-1', size: 22, mtime_ms: 1_800_000_000_000 }] });
      expect((await store.repository.fileStates(A1, 'repo_1'))[0]).toMatchObject({ path: 'src/a.ts', mtime_ms: 1_800_000_000_000 });
    });
  });
}
