/**
 * A text file with a NUL past the binary sniff's first 8 KiB (Emacs Lisp keeps raw bytes in its
 * string literals) is indexed on both stores: before, PostgreSQL refused the whole index with
 * "a text field contains a NUL character" and the repository could not be searched at all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Store } from '../../src/store/types.js';
import { postgresHarness, postgresUnavailable, startPgCluster, type PgCluster } from '../helpers/postgres.js';
import { tempDir } from '../helpers/tmp.js';
import type { StoreHarness } from '../contract/store-contract.js';

const unavailable = postgresUnavailable();
const scope = { tenant: 'default', project: 'nul-bytes' };
const tmp = tempDir('contextd-repo-nul-');
const repo = join(tmp.dir, 'repo');

let cluster: PgCluster;
let pg: StoreHarness;
let sqlite: Store;

async function indexWith(store: Store): Promise<Services> {
  const services = createServices({ store, embedder: createHashEmbedder() });
  let op = await services.repository.startIndex(scope, { path: repo, include: [], exclude: [], max_file_size: 1024 * 1024, force: false });
  while (op.status === 'queued' || op.status === 'running') op = await services.runner.wait(scope, op.id, op.version, 10_000);
  expect(op.status, JSON.stringify(op.error ?? null)).toBe('succeeded');
  return services;
}

beforeAll(async () => {
  mkdirSync(join(repo, 'lisp'), { recursive: true });
  const filler = Array.from({ length: 300 }, (_, i) => `(defvar quail-filler-${i} nil "Filler variable number ${i} of the input method table.")`).join('\n');
  writeFileSync(join(repo, 'lisp', 'quail-table.el'), `${filler}\n(defconst quail-raw-table "\u0001+\u00bb\u0000\u0000\u0000\u00ab" "Raw bytes of the keyboard translation table.")\n`);
  writeFileSync(join(repo, 'lisp', 'plain.el'), '(defun plain-helper () "Return nothing useful." nil)\n');
  if (unavailable !== null) return;
  cluster = await startPgCluster();
  pg = await postgresHarness(cluster);
  sqlite = await createSqliteStore(join(tmp.dir, 'db.sqlite'));
}, 120_000);

afterAll(async () => {
  await sqlite?.close();
  await pg?.cleanup();
  await cluster?.stop();
  tmp.cleanup();
});

describe.skipIf(unavailable !== null)(`a text file with a NUL past its first 8 KiB${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  it('is indexed and found the same on SQLite and PostgreSQL, with U+FFFD for the NUL', async () => {
    const found = [];
    for (const store of [sqlite, pg.store]) {
      const services = await indexWith(store);
      const { results } = await services.repository.search(scope, { path: repo, query: 'keyboard translation table raw bytes', limit: 3, content_mode: 'full' });
      expect(results[0]?.file).toBe('lisp/quail-table.el');
      expect(results[0]?.content).not.toContain('\u0000');
      expect(results[0]?.content).toContain('\ufffd');
      found.push(results.map((r) => [r.file, r.start_line]));
    }
    expect(found[1]).toEqual(found[0]);
  });
});
