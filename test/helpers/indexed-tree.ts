/**
 * A small tree of files a test writes, indexed by the real repository service into a fresh
 * SQLite store, for tests that pin what `repository_search` ranks first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from './tmp.js';

export interface IndexedTree {
  /** The tree's folder. */
  repo: string;
  scope: Scope;
  /** Writes a file of the tree (before `index`). */
  write(rel: string, text: string): void;
  /** Indexes the tree into a fresh store; the services are there after it. `prepare` sees them before the index starts. */
  index(prepare?: (services: Services) => void): Promise<void>;
  services(): Services;
  /** The files of the first `limit` (5) results for `query`. */
  files(query: string, limit?: number): Promise<string[]>;
  close(): Promise<void>;
}

export function indexedTree(project: string): IndexedTree {
  const tmp = tempDir(`contextd-repo-${project}-`);
  const repo = join(tmp.dir, 'repo');
  const scope: Scope = { tenant: 'default', project };
  let store: Store | undefined;
  let services: Services | undefined;
  const ready = (): Services => {
    if (!services) throw new Error('index() the tree first');
    return services;
  };
  return {
    repo,
    scope,
    write(rel, text) {
      mkdirSync(join(repo, rel, '..'), { recursive: true });
      writeFileSync(join(repo, rel), text);
    },
    async index(prepare) {
      store = await createSqliteStore(join(tmp.dir, 'db.sqlite'));
      services = createServices({ store, embedder: createHashEmbedder() });
      prepare?.(services);
      let op = await services.repository.startIndex(scope, { path: repo, include: [], exclude: [], max_file_size: 1024 * 1024, force: false });
      while (op.status === 'queued' || op.status === 'running') op = await services.runner.wait(scope, op.id, op.version, 10_000);
      if (op.status !== 'succeeded') throw new Error(`indexing ${repo} ended ${op.status}`);
    },
    services: ready,
    async files(query, limit = 5) {
      const out = await ready().repository.search(scope, { path: repo, query, limit, content_mode: 'minimal' });
      return out.results.map((r) => r.file);
    },
    async close() {
      await store?.close();
      tmp.cleanup();
    },
  };
}
