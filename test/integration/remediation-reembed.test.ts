import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { createServices } from '../../src/core/services.js';
import { startDaemon } from '../../src/daemon/start.js';
import { createHashEmbedder, hashEmbed } from '../../src/search/embedder.js';
import { createOpenAiEmbedder } from '../../src/search/openai-embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { defaultConfig, resolveConfig } from '../../src/util/config.js';
import { createLogger } from '../../src/util/logger.js';
import type { OperationInputs, OperationKindName } from '../../src/core/operations/kinds.js';
import { tempDir } from '../helpers/tmp.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A local OpenAI-compatible /v1/embeddings server. Its vectors are the hash embedding at
 * 64 dimensions, scaled by 3 (unnormalized on purpose), so search stays meaningful.
 */
async function embeddingServer(): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests++;
      const { input } = JSON.parse(body) as { input: string[] };
      const data = input.map((text, index) => ({ index, embedding: Array.from(hashEmbed(text, 64), (x) => x * 3) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests: () => requests };
}

const REDIS = { title: 'Redis refused: server not started', problem: 'Error: connect ECONNREFUSED 127.0.0.1:6379', solution: 'start redis: brew services start redis' };
const GIT = { title: 'git push rejected', problem: ' ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs', solution: 'git pull --rebase, then push' };

describe('re-embedding when the embedder changes', () => {
  it('search uses only current-embedder vectors until the re-embed operation rewrites them', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const path = join(tmp.dir, 'db.sqlite');
    const scope = { tenant: 't', project: 'p' };
    const before = createServices({ store: await createSqliteStore(path), embedder: createHashEmbedder() });
    await before.remediations.record(scope, { ...REDIS, tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    await before.remediations.record(scope, { ...GIT, tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    await before.store.close();

    const stub = await embeddingServer();
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'stub', dimensions: 64 });
    const store = await createSqliteStore(path);
    cleanups.push(() => store.close());
    const after = createServices({ store, embedder });
    expect(await store.search.countStale(scope, embedder.id)).toBe(2);
    const filter = { family: 'remediation' as const, projects: ['p'] };
    const [query] = await embedder.embed(['redis connection refused']);
    // Old vectors are never compared with new ones: no vector hits, lexical search still works.
    expect(await store.search.nearest(scope, filter, query!, embedder.id, 5)).toEqual([]);
    expect((await after.remediations.search(scope, { query: 'ECONNREFUSED 6379', scope: 'all', limit: 5, content_mode: 'minimal' })).results[0]?.title).toBe(REDIS.title);

    let op = await after.runner.start(scope, 'search_reembed', {});
    while (!['succeeded', 'failed', 'cancelled'].includes(op.status)) op = await after.runner.wait(scope, op.id, op.version, 5_000);
    expect(op.status).toBe('succeeded');
    expect(op.result).toEqual({ embedder: 'openai:stub:64', scanned: 2, reembedded: 2, skipped: 0 });
    expect(await store.search.countStale(scope, embedder.id)).toBe(0);
    const hits = await store.search.nearest(scope, filter, query!, embedder.id, 5);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    // The rewritten vectors are exactly what the family would embed today (same text source).
    const again = await after.runner.start(scope, 'search_reembed', {});
    let done = again;
    while (!['succeeded', 'failed', 'cancelled'].includes(done.status)) done = await after.runner.wait(scope, again.id, done.version, 5_000);
    expect(done.result).toMatchObject({ scanned: 0, reembedded: 0 });
  });

  it('the daemon starts a re-embed on start when stored vectors are stale, and logs it', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const config = (extra: Record<string, unknown>) =>
      resolveConfig({ defaults: { ...defaultConfig({}), home: tmp.dir }, flags: { port: 0, tenant: 'team', ...extra } });
    const logFile = join(tmp.dir, 'test.log');
    const logger = createLogger({ level: 'info', file: logFile });

    const first = await startDaemon(config({}), logger, '0.0.0-test');
    const client = new DaemonClient({ url: first.url, tenant: 'team', project: 'web' });
    await client.call(api.remediationRecord, REDIS);
    await client.call(api.remediationRecord, { ...GIT, scope: 'tenant' });
    await client.close();
    await first.stop();

    const stub = await embeddingServer();
    const second = await startDaemon(config({ embedder: 'openai', embeddingUrl: stub.url, embeddingModel: 'stub', embeddingDimensions: 64 }), logger, '0.0.0-test');
    cleanups.push(() => second.stop());
    const again = new DaemonClient({ url: second.url, tenant: 'team', project: 'web' });
    cleanups.push(() => again.close());
    // Daemon-start operations are tenant-wide; their row lives under the daemon's default project.
    const ops = await again.call(api.operationList, {}, { project: '_default' });
    const reembed = ops.operations.find((op) => op.kind === 'search_reembed');
    expect(reembed).toBeDefined();
    let op = reembed!;
    while (op.status !== 'succeeded' && op.status !== 'failed') op = await again.waitOperation(op.id, op.version, 5_000);
    expect(op.result).toMatchObject({ embedder: 'openai:stub:64', reembedded: 2, skipped: 0 });
    expect(readFileSync(logFile, 'utf8')).toContain('re-embedding them');
    expect((await again.call(api.status, {})).embedder).toBe('openai:stub:64');
    // Asking again while nothing is stale starts a run that finds nothing to do.
    let manual = await again.call(api.searchReembed, {});
    while (manual.status !== 'succeeded' && manual.status !== 'failed') manual = await again.waitOperation(manual.id, manual.version, 5_000);
    expect(manual.result).toMatchObject({ scanned: 0 });
    const found = await again.call(api.remediationSearch, { query: 'my git push was rejected because the remote has new commits' });
    expect(found.results[0]?.title).toBe(GIT.title);
    expect(stub.requests()).toBeGreaterThan(0);
  });

  it('rewrites the vectors of every family: checkpoints, skills and repository chunks too', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const path = join(tmp.dir, 'db.sqlite');
    const scope = { tenant: 't', project: 'p' };
    const repo = join(tmp.dir, 'repo');
    mkdirSync(join(repo, 'src'), { recursive: true });
    writeFileSync(join(repo, 'src', 'cache.ts'), 'export function evictLeastRecentlyUsed(limit: number) {\n  return limit;\n}\n');
    const before = createServices({ store: await createSqliteStore(path), embedder: createHashEmbedder() });
    const run = async <K extends OperationKindName>(services: typeof before, kind: K, input: OperationInputs[K]) => {
      let op = await services.runner.start(scope, kind, input);
      while (!['succeeded', 'failed', 'cancelled'].includes(op.status)) op = await services.runner.wait(scope, op.id, op.version, 5_000);
      return op;
    };
    expect((await run(before, 'checkpoint_save', { summary: 'moved the cache to an LRU', tags: [], metadata: {} })).status).toBe('succeeded');
    await before.skills.save(scope, { name: 'cut-release', description: 'How we cut a release', content: 'Tag and push.', arguments: [], tags: ['release'], scope: 'project' });
    expect((await run(before, 'repository_index', { path: repo, include: [], exclude: [], max_file_size: 1_048_576, force: false })).status).toBe('succeeded');
    await before.store.close();

    const stub = await embeddingServer();
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'stub', dimensions: 64 });
    const store = await createSqliteStore(path);
    cleanups.push(() => store.close());
    const after = createServices({ store, embedder });
    const stale = await store.search.countStale(scope, embedder.id);
    expect(stale).toBeGreaterThanOrEqual(3);
    const op = await run(after, 'search_reembed', {});
    expect(op.status).toBe('succeeded');
    expect(op.result).toMatchObject({ scanned: stale, reembedded: stale, skipped: 0 });
    expect(await store.search.countStale(scope, embedder.id)).toBe(0);
  });
});
