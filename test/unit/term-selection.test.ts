/**
 * Cached document frequencies stay close to the truth in a young store: a word first counted
 * when one document held it is counted again once enough documents were written since, instead
 * of passing for rare until the 500th write (src/store/term-selection.ts, DfCache).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { DfCache } from '../../src/store/term-selection.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

describe('DfCache', () => {
  it('keeps a count through fewer writes than a tenth of it, and forgets it after more', () => {
    const cache = new DfCache();
    cache.set('common', 100);
    cache.set('rare', 1);
    for (let i = 0; i < 5; i++) cache.noteWrite();
    expect(cache.get('common')).toBe(100);
    expect(cache.get('rare')).toBeUndefined();
    for (let i = 0; i < 6; i++) cache.noteWrite();
    expect(cache.get('common')).toBeUndefined();
  });
});

describe('document frequencies in a store that is being filled', () => {
  const scope: Scope = { tenant: 'dev', project: 'young-0badc0de' };
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let services: Services;

  beforeAll(async () => {
    tmp = tempDir('contextd-df-');
    store = await createSqliteStore(join(tmp.dir, 'store.db'));
    services = createServices({ store, embedder: createHashEmbedder() });
  });

  afterAll(async () => {
    await store?.close();
    tmp?.cleanup();
  });

  it('counts a word again after the documents written since its first count', async () => {
    const remember = (content: string) => services.memories.record(scope, { content, kind: 'fact', tags: [], scope: 'project' });
    await remember('We release from the main branch every Tuesday');
    await services.memories.search(scope, { query: 'when do we release', scope: 'all', include_superseded: false, limit: 5 });
    for (let i = 0; i < 9; i++) await remember(`Service ${i} has its own release checklist in docs/release-${i}.md`);
    await services.memories.search(scope, { query: 'release checklist', scope: 'all', include_superseded: false, limit: 5 });
    expect(await store.search.documentFrequency('releas')).toBe(10);
  });
});
