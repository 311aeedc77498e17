/**
 * docs/performance.md, "Repository at scale": a second repository of real size in a store already
 * holding one. contextd 0.1 deferred every FTS5 merge during an index, so the
 * second of two 2 234-file trees failed at ~1 950 files with "database or disk
 * is full" (FTS5's limit of 2000 segments per table), and the store refused
 * checkpoints and remediations from then on. Default settings throughout.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeTree } from '../../bench/tree.mjs';
import { api } from '../../src/api/routes.js';
import type { Operation } from '../../src/api/operations.js';
import type { DaemonClient } from '../../src/client/client.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';

const FILES = 2234;
const tmp = tempDir('contextd-scale-');
let daemon: TestDaemon;
let client: DaemonClient;

beforeAll(async () => {
  writeTree(join(tmp.dir, 'first'), FILES, { prefix: 'first', seed: 1 });
  writeTree(join(tmp.dir, 'second'), FILES, { prefix: 'second', seed: 2 });
  daemon = await startTestDaemon({ home: join(tmp.dir, 'home') });
  client = daemon.client('proj-scale');
});

afterAll(async () => {
  await daemon?.close();
  tmp.cleanup();
});

async function finished(op: Operation): Promise<Operation> {
  while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 20_000);
  return op;
}

it('indexes a second 2 234-file tree into a store holding one, then takes a checkpoint and a remediation and searches both trees', async () => {
  for (const name of ['first', 'second']) {
    const op = await finished(await client.call(api.repositoryIndex, { path: join(tmp.dir, name) }));
    expect(op.error, `${name}: ${JSON.stringify(op.error)}`).toBeNull();
    expect(op.status).toBe('succeeded');
    expect(op.result).toMatchObject({ files_indexed: FILES + 1 });
  }

  const saved = await finished(await client.call(api.checkpointSave, { summary: 'indexed the first and second monorepos' }));
  expect(saved.status).toBe('succeeded');
  const recorded = await client.call(api.remediationRecord, {
    title: 'FTS5 segments piled up',
    problem: 'operation_failed: database or disk is full while indexing a monorepo',
    solution: 'keep merging during bulk loads',
  });
  expect(recorded.created).toBe(true);

  for (const [name, i] of [
    ['first', 1717],
    ['second', 2201],
  ] as const) {
    const found = await client.call(api.repositorySearch, { query: `${name}Marker${i}`, path: join(tmp.dir, name), limit: 3 });
    expect(found.results[0]?.file).toMatch(new RegExp(`/file${i}\\.ts$`));
  }
  const checkpoints = await client.call(api.checkpointSearch, { query: 'second monorepos' });
  expect(checkpoints.results.length).toBeGreaterThan(0);
  const fixes = await client.call(api.remediationSearch, { query: 'database or disk is full' });
  expect(fixes.results[0]?.title).toBe('FTS5 segments piled up');

  const status = await client.call(api.status, {});
  expect(status.repositories?.map((r) => r.files)).toEqual([FILES + 1, FILES + 1]);
}, 240_000);
