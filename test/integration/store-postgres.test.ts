/**
 * The Store contract suites on a real PostgreSQL server (CONTRIBUTING.md),
 * plus what only a shared server can show: concurrent migrations, the dedup
 * race between two writers, and a daemon running on the store.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import type { Operation } from '../../src/api/operations.js';
import { DaemonClient } from '../../src/client/client.js';
import { createServices } from '../../src/core/services.js';
import { createDaemon } from '../../src/daemon/server.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createPostgresStore } from '../../src/store/postgres/index.js';
import { MIGRATIONS } from '../../src/store/postgres/migrations.js';
import { createPool, migrate, withTransaction } from '../../src/store/postgres/db.js';
import { PgSearchIndex } from '../../src/store/postgres/search-index.js';
import { FIRST_ANALYZE } from '../../src/store/postgres/statistics.js';
import type { RemediationRow } from '../../src/store/remediations.js';
import { keyToInt8, termKey } from '../../src/store/term-hash.js';
import { silentLogger } from '../../src/util/logger.js';
import { describeSkillStoreContract } from '../contract/skill-store-contract.js';
import { describeStoreContract, searchDoc } from '../contract/store-contract.js';
import { describeMemoryStoreContract } from '../contract/memory-store-contract.js';
import { describeRemediationStoreContract } from '../contract/remediation-store-contract.js';
import { describeRepositoryStoreContract } from '../contract/repository-store-contract.js';
import { postgresHarness, postgresUnavailable, startPgCluster, type PgCluster } from '../helpers/postgres.js';
import { FOLDER_FILES, skillMd, wireFiles } from '../helpers/skill-folder.js';
import { tempDir } from '../helpers/tmp.js';

const unavailable = postgresUnavailable();
let cluster: PgCluster;
/** Statements a search sends at most once a second, whatever it asks. */
const CATCH_UPS = ['contextd-catch-up-ids', 'contextd-catch-up-log'];

/** A repository row for the repository-write tests. */
const testRepo = (id: string) => ({ id, root: `/src/${id}`, options: { include: [], exclude: [], max_file_size: 1_000_000 }, embedder: 'hash-contract-384', last_indexed_at: null, created_at: new Date().toISOString() });

/** A new database with a store on it and a plain client to look at its tables; both closed and the database dropped after `run`. */
async function withStoreAndCheck(run: (store: Awaited<ReturnType<typeof createPostgresStore>>, check: pg.Client) => Promise<void>): Promise<void> {
  const url = await cluster.createDatabase();
  const store = await createPostgresStore(url);
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    await run(store, check);
  } finally {
    await check.end();
    await store.close();
    await cluster.dropDatabase(url);
  }
}

/** `n` files of `chunks` chunks each for repository `repoId`; `body` gives a chunk's indexed words, `text` its text. */
const testFiles = (n: number, chunks: number, repoId: string, body: (f: number, c: number) => string, text: (f: number, c: number) => string) =>
  Array.from({ length: n }, (_, f) => ({
    path: `src/f${f}.ts`, hash: `h${f}`, size: 1, mtime_ms: 1, language: 'typescript',
    chunks: Array.from({ length: chunks }, (_, c) => {
      const { refId: _ref, ...doc } = searchDoc('chunk', 'x', 'shared', { title: `f${f}`, body: body(f, c) }, repoId);
      return { start_line: c + 1, end_line: c + 1, symbol: null, definitions: '', text: text(f, c), doc };
    }),
  }));

describe.skipIf(unavailable !== null)(`postgres store${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    console.info(`postgres cluster ready in ${cluster.startMs} ms`);
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  const harness = () => postgresHarness(cluster);
  describeStoreContract('postgres', harness);
  describeRemediationStoreContract('postgres', harness);
  describeRepositoryStoreContract('postgres', harness);
  describeSkillStoreContract('postgres', harness);
  describeMemoryStoreContract('postgres', harness);

  describe('postgres specifics', () => {
    it('lets two daemons migrate one empty database at once', async () => {
      const empty = cluster.url(`contextd_empty_${Date.now()}`);
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${new URL(empty).pathname.slice(1)}`);
      await admin.end();
      const stores = await Promise.all([createPostgresStore(empty), createPostgresStore(empty)]);
      const check = new pg.Client({ connectionString: empty });
      await check.connect();
      const { rows } = await check.query<{ n: number }>('SELECT count(*)::int AS n FROM contextd_migrations');
      await check.end();
      expect(rows[0]?.n).toBe(MIGRATIONS.length); // each migration applied once, not once per daemon
      expect(stores[0]?.info).toMatchObject({ kind: 'postgres', vector: 'simhash+int8' });
      for (const store of stores) await store.close();
      await cluster.dropDatabase(empty);
    });

    /** Two daemons' stores on one fresh database, and a checkpoint save into either (returns its vector). */
    async function twoDaemons() {
      const url = await cluster.createDatabase();
      const [mine, theirs] = [await createPostgresStore(url), await createPostgresStore(url)];
      const scope = { tenant: 'team', project: 'shared' };
      const filter = { family: 'checkpoint' as const, projects: ['shared'] };
      const save = async (store: typeof mine, id: string, text: string) => {
        const doc = searchDoc('checkpoint', id, 'shared', { title: text, body: text });
        const row = { id, project: 'shared', name: text, summary: text, context: '', full_state: '', session_id: null, tags: [], metadata: {}, token_count: 1, created_at: new Date().toISOString() };
        await store.checkpoints.insert(scope, row, doc);
        return doc.vector;
      };
      const close = async () => {
        await mine.close();
        await theirs.close();
        await cluster.dropDatabase(url);
      };
      return { url, mine, theirs, scope, filter, save, close };
    }

    it("finds by vector what another daemon on the same database committed, within a second", async () => {
      const { mine, theirs, scope, filter, save, close } = await twoDaemons();
      try {
        const own = await save(mine, 'cp_mine0000000000000000000001', 'rotate the signing keys of the billing service');
        expect((await mine.search.nearest(scope, filter, own, 'hash-contract-384', 5)).map((h) => h.refId)).toEqual(['cp_mine0000000000000000000001']);
        const other = await save(theirs, 'cp_them0000000000000000000001', 'upgrade the postgres driver in the reporting job');
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        const found = await mine.search.nearest(scope, filter, other, 'hash-contract-384', 5);
        expect(found[0]?.refId).toBe('cp_them0000000000000000000001');
        expect(found.map((h) => h.refId).sort()).toEqual(['cp_mine0000000000000000000001', 'cp_them0000000000000000000001']);
      } finally {
        await close();
      }
    });

    it('finds a word another daemon adds within a second, and one it adds itself at once', async () => {
      const { mine, theirs, scope, filter, save, close } = await twoDaemons();
      const found = async (word: string) => (await mine.search.lexical(scope, filter, [word], 5)).map((h) => h.refId);
      try {
        await save(mine, 'cp_base0000000000000000000001', 'rotate the signing keys');
        // Words no document holds are not found…
        expect(await found('zanzibar')).toEqual([]);
        expect(await found('quokka')).toEqual([]);
        // …until this process writes: its own new words are found at once,
        await save(mine, 'cp_mine0000000000000000000001', 'quokka migration of the ledger');
        expect(await found('quokka')).toEqual(['cp_mine0000000000000000000001']);
        // and another daemon's within a second.
        expect(await found('zanzibar')).toEqual([]);
        await save(theirs, 'cp_them0000000000000000000001', 'zanzibar release of the ledger');
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        expect(await found('zanzibar')).toEqual(['cp_them0000000000000000000001']);
      } finally {
        await close();
      }
    });

    it('loads the postings when warmed, so the first search after a start reads nothing to rank', async () => {
      const { mine, theirs, scope, filter, save, close } = await twoDaemons();
      const sent: string[] = [];
      const query = pg.Client.prototype.query;
      try {
        await save(theirs, 'cp_them0000000000000000000001', 'quokka migration of the ledger');
        await mine.search.warm?.();
        pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
          const config = args[0] as string | { name?: string; text: string };
          sent.push(typeof config === 'string' ? config : config.text);
          return (query as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof query;
        expect((await mine.search.lexical(scope, filter, ['quokka'], 5)).map((h) => h.refId)).toEqual(['cp_them0000000000000000000001']);
        // Without the warm-up this search read the log's end, the totals and every document first.
        expect(sent).toEqual([]);
      } finally {
        pg.Client.prototype.query = query;
        await close();
      }
    });

    it("follows another daemon's removals and replacements within a second, ranking as a daemon that reads afresh", async () => {
      const { url, mine, theirs, scope, filter, save, close } = await twoDaemons();
      const [a, b, c] = ['cp_them0000000000000000000001', 'cp_them0000000000000000000002', 'cp_mine0000000000000000000001'];
      const found = async (words: string[]) => (await mine.search.lexical(scope, filter, words, 5)).map((h) => h.refId);
      try {
        await save(theirs, a, 'zanzibar release of the ledger');
        await save(theirs, b, 'quokka migration of the ledger');
        await save(mine, c, 'rotation of the ledger keys');
        expect(await found(['zanzibar'])).toEqual([a]);
        expect((await found(['ledger'])).sort()).toEqual([a, b, c].sort());
        // The other daemon deletes one checkpoint and a third process replaces another's document.
        expect(await theirs.checkpoints.delete(scope, a)).toBe(true);
        const pool = createPool(url);
        try {
          await withTransaction(pool, (tx) => new PgSearchIndex(pool).upsert(tx, scope, searchDoc('checkpoint', b, 'shared', { title: 'wombat release', body: 'wombat release' })));
        } finally {
          await pool.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        expect(await found(['zanzibar'])).toEqual([]);
        expect(await found(['quokka'])).toEqual([]);
        expect(await found(['wombat'])).toEqual([b]);
        // Same documents, frequencies and totals as a daemon that loads them now: the same scores.
        const fresh = await createPostgresStore(url);
        try {
          for (const words of [['ledger'], ['wombat', 'ledger', 'rotation'], ['release', 'keys']]) {
            expect(await mine.search.lexical(scope, filter, words, 5), words.join(' ')).toEqual(await fresh.search.lexical(scope, filter, words, 5));
          }
        } finally {
          await fresh.close();
        }
      } finally {
        await close();
      }
    });

    it("counts repository chunks in a word's document frequency: its own at once, another daemon's within a second", async () => {
      // Store `chunks` holds the word in repository chunks, store `twins` in checkpoints of another project:
      // both hold the same documents and words, so a checkpoint search must score alike on both.
      const [chunksUrl, twinsUrl] = [await cluster.createDatabase(), await cluster.createDatabase()];
      const [chunks, other, twins] = [await createPostgresStore(chunksUrl), await createPostgresStore(chunksUrl), await createPostgresStore(twinsUrl)];
      const pools = [createPool(chunksUrl), createPool(twinsUrl)];
      const scope = { tenant: 'team', project: 'shared' };
      const filter = { family: 'checkpoint' as const, projects: ['shared'] };
      const add = (store: typeof chunks, pool: (typeof pools)[0], docs: ReturnType<typeof searchDoc>[]) =>
        withTransaction(pool, (tx) => (store.search as PgSearchIndex).insertMany(tx, scope, docs));
      const text = (i: number) => ({ title: `ledger entry ${i}`, body: `the ledger of batch ${i} is closed` });
      const scores = async (store: typeof chunks) => (await store.search.lexical(scope, filter, ['ledger', 'closed'], 5)).map((h) => [h.refId, h.score]);
      try {
        const unrelated = { title: 'other words', body: 'nothing to see here' };
        await add(chunks, pools[0]!, [searchDoc('checkpoint', 'cp_ledger', 'shared', text(0)), searchDoc('chunk', '0', 'shared', unrelated, '/repo')]);
        await add(twins, pools[1]!, [searchDoc('checkpoint', 'cp_ledger', 'shared', text(0)), searchDoc('checkpoint', 'cp_0', 'elsewhere', unrelated)]);
        // The words' chunk counts are read (0) and kept; this process's chunks then add to them.
        expect(await scores(chunks)).toEqual(await scores(twins));
        await add(chunks, pools[0]!, [1, 2, 3].map((i) => searchDoc('chunk', `${i}`, 'shared', text(i), '/repo')));
        await add(twins, pools[1]!, [1, 2, 3].map((i) => searchDoc('checkpoint', `cp_${i}`, 'elsewhere', text(i))));
        expect(await scores(chunks)).toEqual(await scores(twins));
        await add(other, pools[0]!, [4, 5].map((i) => searchDoc('chunk', `${i}`, 'shared', text(i), '/repo')));
        await add(twins, pools[1]!, [4, 5].map((i) => searchDoc('checkpoint', `cp_${i}`, 'elsewhere', text(i))));
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        expect(await scores(chunks)).toEqual(await scores(twins));
        expect((await scores(twins))[0]?.[0]).toBe('cp_ledger');
      } finally {
        for (const pool of pools) await pool.end();
        for (const store of [chunks, other, twins]) await store.close();
        await cluster.dropDatabase(chunksUrl);
        await cluster.dropDatabase(twinsUrl);
      }
    });

    it('reads every chunk term\'s count at start, so a search of known words counts nothing, and follows its own inserts and another daemon\'s writes', async () => {
      const url = await cluster.createDatabase();
      const [mine, theirs, fresh] = [await createPostgresStore(url), await createPostgresStore(url), null as Awaited<ReturnType<typeof createPostgresStore>> | null];
      const pool = createPool(url);
      const scope = { tenant: 'team', project: 'shared' };
      const filter = { family: 'chunk' as const, projects: ['shared'] };
      const text = (i: number) => ({ title: `ledger entry ${i}`, body: `the ledger of batch ${i} is closed by the auditor` });
      const add = (store: typeof mine, docs: ReturnType<typeof searchDoc>[]) => withTransaction(pool, (tx) => (store.search as PgSearchIndex).insertMany(tx, scope, docs));
      const counted: string[] = [];
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { name?: string };
        if (typeof config !== 'string' && config.name === 'contextd-chunk-frequencies') counted.push(config.name);
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      const scores = async (store: typeof mine, words: string[]) => (await store.search.lexical(scope, filter, words, 5)).map((h) => [h.refId, h.score]);
      let reader: typeof mine | null = fresh;
      try {
        await add(theirs, [1, 2, 3].map((i) => searchDoc('chunk', `${i}`, 'shared', text(i), '/repo')));
        await (mine.search as PgSearchIndex).warm();
        await new Promise((resolve) => setTimeout(resolve, 300));
        counted.splice(0);
        const before = await scores(mine, ['ledger', 'auditor', 'closed']);
        expect(before).toHaveLength(3);
        expect(counted).toEqual([]);
        // Its own insert adds to the counts it holds; a word new to the store is counted once asked.
        await add(mine, [searchDoc('chunk', '4', 'shared', { title: 'ledger entry 4', body: 'the vault of batch 4 is sealed by the auditor' }, '/repo')]);
        const after = await scores(mine, ['ledger', 'vault', 'auditor']);
        expect(counted).toEqual(['contextd-chunk-frequencies']);
        reader = await createPostgresStore(url);
        expect(after).toEqual(await scores(reader, ['ledger', 'vault', 'auditor']));
        // Another daemon's write: seen within a second (the counts held are dropped and asked for again).
        await add(theirs, [searchDoc('chunk', '5', 'shared', { title: 'vault entry 5', body: 'the vault is sealed' }, '/repo')]);
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        const later = await scores(mine, ['ledger', 'vault', 'auditor', 'sealed']);
        expect(later.map(([id]) => id)).toContain('5');
        const other = await createPostgresStore(url);
        try {
          expect(later).toEqual(await scores(other, ['ledger', 'vault', 'auditor', 'sealed']));
        } finally {
          await other.close();
        }
      } finally {
        pg.Client.prototype.query = query;
        await pool.end();
        for (const store of [mine, theirs, reader]) await store?.close();
        await cluster.dropDatabase(url);
      }
    });

    it("shows another daemon's feedback and deletions in search results within a second, its own at once", async () => {
      const url = await cluster.createDatabase();
      const [mine, theirs] = [await createPostgresStore(url), await createPostgresStore(url)];
      const [here, there] = [mine, theirs].map((store) => createServices({ store, embedder: createHashEmbedder() }));
      const scope = { tenant: 't', project: 'p' };
      const record = (title: string, problem: string) =>
        there!.remediations.record(scope, { title, problem, solution: 'Fix it.', tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
      const search = async () => (await here!.remediations.search(scope, { query: 'listen EADDRINUSE port 3000 in use', scope: 'all', limit: 5, content_mode: 'minimal' })).results;
      const wait = () => new Promise((resolve) => setTimeout(resolve, 1_100));
      try {
        const port = await record('Port already in use', 'Error: listen EADDRINUSE: address already in use :::3000');
        const other = await record('Port 3000 in use by another server', 'Error: listen EADDRINUSE :::3000 when starting the dev server');
        const before = await search();
        expect(before.map((r) => r.id).sort()).toEqual([port.id, other.id].sort());
        // Another daemon's feedback: the cached row is read again within a second.
        const { confidence } = await there!.remediations.feedback(scope, { id: port.id, helpful: true });
        expect(confidence).not.toBe(before.find((r) => r.id === port.id)?.confidence);
        await wait();
        expect((await search()).find((r) => r.id === port.id)?.confidence).toBe(confidence);
        // This daemon's own feedback: at once.
        const own = await here!.remediations.feedback(scope, { id: port.id, helpful: false });
        expect((await search()).find((r) => r.id === port.id)?.confidence).toBe(own.confidence);
        // Another daemon's deletion: gone from the results within a second.
        await there!.remediations.delete(scope, other.id);
        await wait();
        expect((await search()).map((r) => r.id)).toEqual([port.id]);
      } finally {
        await mine.close();
        await theirs.close();
        await cluster.dropDatabase(url);
      }
    });

    it("searches a repository by folder without reading its row again, and sees another daemon's removal and new index at once", async () => {
      const url = await cluster.createDatabase();
      const [mine, theirs] = [await createPostgresStore(url), await createPostgresStore(url)];
      const [here, there] = [mine, theirs].map((store) => createServices({ store, embedder: createHashEmbedder() })) as [ReturnType<typeof createServices>, ReturnType<typeof createServices>];
      const tmp = tempDir('contextd-pg-located-');
      const scope = { tenant: 't', project: 'p' };
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(tmp.dir, path)), { recursive: true });
        writeFileSync(join(tmp.dir, path), text);
      };
      const index = async (services: typeof here) => {
        let op = await services.repository.startIndex(scope, { path: tmp.dir, include: [], exclude: [], max_file_size: 1024 * 1024, force: false });
        while (op.status === 'queued' || op.status === 'running') op = await services.runner.wait(scope, op.id, op.version, 10_000);
        expect(op.status).toBe('succeeded');
      };
      const search = async (query: string) => (await here.repository.search(scope, { path: tmp.dir, query, limit: 5, content_mode: 'minimal' })).results.map((r) => r.file);
      const sent: string[] = [];
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { text: string };
        sent.push(typeof config === 'string' ? config : config.text);
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      const rowReads = () => sent.splice(0).filter((text) => /FROM repositories WHERE tenant = \$1 AND project = \$2 AND root = \$3/.test(text)).length;
      try {
        write('src/ledger.ts', '/** Closes the ledger of a batch. */\nexport function closeLedger(batch: string): void {\n  console.log(`ledger ${batch} closed`);\n}\n');
        write('src/queue.ts', '/** Reopens a queue that was drained. */\nexport function reopenQueue(name: string): void {\n  console.log(`queue ${name} reopened`);\n}\n');
        await index(there);
        sent.splice(0);
        expect(await search('close the ledger')).toEqual(['src/ledger.ts']);
        expect(rowReads()).toBe(1);
        // The same folder again: the row is not read, the chunk rows vouch for it.
        expect(await search('reopen a drained queue')).toEqual(['src/queue.ts']);
        expect(rowReads()).toBe(0);
        // Another daemon removes the repository: this daemon's next search says so at once.
        await there.repository.remove(scope, tmp.dir);
        await expect(here.repository.search(scope, { path: tmp.dir, query: 'close the ledger', limit: 5, content_mode: 'minimal' })).rejects.toMatchObject({ code: 'not_found' });
        // It indexes the folder again, with a new file: found at once (the row is looked up afresh).
        write('src/vault.ts', '/** Seals the vault with a combination. */\nexport function sealVault(combination: string): void {\n  console.log(`vault sealed with ${combination}`);\n}\n');
        await index(there);
        sent.splice(0);
        expect(await search('seal the vault combination')).toEqual(['src/vault.ts']);
        expect(rowReads()).toBe(1);
        expect(await search('close the ledger')).toEqual(['src/ledger.ts']);
        expect(rowReads()).toBe(0);
      } finally {
        pg.Client.prototype.query = query;
        await mine.close();
        await theirs.close();
        await cluster.dropDatabase(url);
        tmp.cleanup();
      }
    }, 30_000);

    it('answers a remediation search in at most one statement (its rows), a repeated one in none', async () => {
      const h = await postgresHarness(cluster);
      const services = createServices({ store: h.store, embedder: createHashEmbedder() });
      const scope = { tenant: 't', project: 'p' };
      const records = [
        ['Port already in use', 'Error: listen EADDRINUSE: address already in use :::3000', 'Stop the other server or pick another port.'],
        ['Module not found', "Error: Cannot find module 'express'", 'Run npm install in the project folder.'],
        ['Permission denied on the socket', 'Error: connect EACCES /var/run/docker.sock', 'Add the user to the docker group.'],
        ['Out of memory in the build', 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory', 'Raise --max-old-space-size.'],
      ];
      for (const [title, problem, solution] of records) {
        await services.remediations.record(scope, { title: title!, problem: problem!, solution: solution!, tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
      }
      const search = (query: string) => services.remediations.search(scope, { query, scope: 'all', limit: 5, content_mode: 'minimal' });
      await search('the server cannot start because the port is taken'); // loads the vectors
      const sent: string[] = [];
      /** Statements sent as text to parse (unnamed, or named and sent the first time on their connection). */
      const parsed: string[] = [];
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { name?: string; text: string };
        // The catch-ups (vectors, postings) run once a second whatever the search: not counted.
        if (typeof config === 'string' || !CATCH_UPS.includes(config.name ?? '')) sent.push(typeof config === 'string' ? config : config.text);
        const prepared = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
        if (typeof config === 'string' || !config.name || prepared[config.name] === undefined) parsed.push(typeof config === 'string' ? config : config.text);
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const words = 'the build runs out of heap memory while bundling';
        const first = await search(words);
        const cold = sent.splice(0).length;
        const again = await search(words);
        const warm = sent.splice(0).length;
        expect(first.results[0]?.title).toBe('Out of memory in the build');
        expect(again.results.map((r) => r.id)).toEqual(first.results.map((r) => r.id));
        // Ranked in process from the postings in memory: at most the rows (and the fragment statement
        // when the query has a fragment; this one has none). Before, the words' document frequencies
        // and the ranking statement came first (3 cold, 2 warm).
        expect(cold).toBeLessThanOrEqual(1);
        // Warm: the head's rows are kept too.
        expect(warm).toBe(0);
        // A row this daemon changes is read again at once: one named statement, with nothing to parse
        // once each connection of the pool has run it (a few rounds).
        const id = first.results[0]!.id;
        for (let round = 0; round < 12; round++) {
          const { confidence } = await services.remediations.feedback(scope, { id, helpful: round % 2 === 0 });
          sent.splice(0);
          parsed.splice(0);
          const after = await search(words);
          expect(after.results.find((r) => r.id === id)?.confidence).toBe(confidence);
          expect(sent).toHaveLength(1);
        }
        expect(parsed).toEqual([]);
      } finally {
        pg.Client.prototype.query = query;
        await h.cleanup();
      }
    });

    it('records a new remediation, checkpoint or memory in four statements, a repeated remediation in five, and merges the repeat', async () => {
      const h = await postgresHarness(cluster);
      const services = createServices({ store: h.store, embedder: createHashEmbedder() });
      const scope = { tenant: 't', project: 'p' };
      const input = (n: number) => ({ title: `Queue ${n} closed`, problem: `Error: queue q${n} closed while publishing`, solution: `Reopen q${n}.`, tags: [`t${n}`], affected_files: [], scope: 'project' as const, confidence: 0.6 });
      const checkpoint = (n: number) => {
        const row = { id: `cp_stmt${n}`, project: 'p', name: `step ${n}`, summary: `queue q${n} reopened`, context: '', full_state: '', session_id: null, tags: [], metadata: {}, token_count: 3, created_at: new Date().toISOString() };
        return h.store.checkpoints.insert(scope, row, searchDoc('checkpoint', row.id, 'p', { title: `${row.name}\n${row.summary}`, body: '' }));
      };
      const memory = (n: number) => services.memories.record(scope, { content: `Queues are reopened with reopen(q${n}).`, kind: 'convention', tags: [], scope: 'project' });
      // The connection's first statements (types, totals row) are not counted.
      await services.remediations.record(scope, input(0));
      await checkpoint(0);
      await memory(0);
      const sent: string[] = [];
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const config = args[0] as string | { name?: string; text: string };
        if (typeof config === 'string' || !CATCH_UPS.includes(config.name ?? '')) sent.push(typeof config === 'string' ? config : config.text);
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const created = await services.remediations.record(scope, input(1));
        const forNew = sent.splice(0);
        const repeated = await services.remediations.record(scope, { ...input(1), tags: ['again'], confidence: 0.9 });
        const forRepeat = sent.splice(0);
        expect(created).toMatchObject({ created: true, merged_into: null, usage_count: 1 });
        expect(repeated).toMatchObject({ id: created.id, created: false, merged_into: created.id, usage_count: 2 });
        // BEGIN, the row, its search document, COMMIT: no look-up of the dedup key before them.
        expect(forNew).toHaveLength(4);
        expect(forNew[0]).toBe('BEGIN');
        // BEGIN, the row (refused by the key), the existing row locked, its update, COMMIT.
        expect(forRepeat).toHaveLength(5);
        const row = await services.remediations.get(scope, created.id);
        expect(row).toMatchObject({ usage_count: 2, confidence: 0.9, tags: ['t1', 'again'] });
        // BEGIN, the row, its search document, COMMIT: a new id has no document to replace first.
        sent.splice(0);
        await checkpoint(1);
        expect(sent.splice(0)).toHaveLength(4);
        const saved = await services.memories.record(scope, { content: 'Deploys run from the release branch only.', kind: 'decision', tags: [], scope: 'project' });
        expect(saved.created).toBe(true);
        // Its transaction: BEGIN, the row, its search document, COMMIT (the supersession candidates are looked up before it).
        const forMemory = sent.splice(0);
        expect(forMemory.slice(forMemory.indexOf('BEGIN'))).toHaveLength(4);
        const found = await services.checkpoints.searchCheckpoints(scope, { query: 'queue q1 reopened', limit: 5 });
        expect(JSON.stringify(found)).toContain('cp_stmt1');
      } finally {
        pg.Client.prototype.query = query;
        await h.cleanup();
      }
    });

    it('compresses new search documents with lz4 when the server has it (migration 16)', async () => {
      const { url, mine, scope, save, close } = await twoDaemons();
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const lz4 = await check.query('CREATE TEMP TABLE probe (x text COMPRESSION lz4)').then(() => true, () => false);
        await save(mine, 'cp_lz4c0000000000000000000001', 'rotate the signing keys '.repeat(200));
        const rows = (await mine.checkpoints.list(scope, { limit: 5 })).map((r) => r.id);
        expect(rows).toEqual(['cp_lz4c0000000000000000000001']);
        const { rows: kinds } = await check.query<{ raw: string | null }>('SELECT pg_column_compression(raw) AS raw FROM search_docs');
        expect(kinds[0]?.raw).toBe(lz4 ? 'lz4' : 'pglz');
      } finally {
        await check.end();
        await close();
      }
    });

    it('reads the terms and term frequencies of ranked documents from their rows, not from TOAST (migrations 17, 19 and 20)', async () => {
      const { url, mine, save, close } = await twoDaemons();
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        // 200 distinct words: every large column of the row is compressed, and the row is still over 2 kB.
        const words = (i: number) => Array.from({ length: 200 }, (_, w) => `w${w}x${(i * 7 + w) % 97}`.padEnd(9, 'q')).join(' ');
        for (let i = 0; i < 40; i++) await save(mine, `cp_tf${String(i).padStart(24, '0')}`, `shared ${words(i)}`);
        // What ranking does per candidate: one term's position in terms (binary search), its frequency out of tf.
        const lookup = `SELECT count(tf[width_bucket(hashtextextended('shared', 0), terms)]) FILTER (WHERE terms[width_bucket(hashtextextended('shared', 0), terms)] = hashtextextended('shared', 0)) AS n FROM search_docs`;
        // Once first: the session's first binary search reads the catalog (the type's comparison).
        expect((await check.query<{ n: string }>(lookup)).rows[0]!.n).toBe('40');
        const { rows } = await check.query<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${lookup}`,
        );
        const { Plan } = rows[0]!['QUERY PLAN'][0];
        const { rows: size } = await check.query<{ pages: number; docs: number }>(
          "SELECT (pg_relation_size('search_docs') / current_setting('block_size')::int)::int AS pages, count(*)::int AS docs FROM search_docs",
        );
        expect(size[0]!.docs).toBe(40);
        // The table's pages and nothing more: out of line, each document's terms or tf cost a TOAST index lookup and a page (115 blocks for 10 pages).
        expect(Plan['Shared Hit Blocks'] + Plan['Shared Read Blocks']).toBeLessThanOrEqual(size[0]!.pages);
      } finally {
        await check.end();
        await close();
      }
    });

    it('converts existing search documents to sorted term and frequency arrays (migration 19), then to sorted hashes (migration 20)', async () => {
      const url = await cluster.createDatabase();
      const pool = createPool(url);
      try {
        // Test databases are copies of a migrated template: start from an empty one.
        await pool.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
        await migrate(pool, MIGRATIONS.filter((m) => m.version <= 18));
        // Documents as migration 18 left them: a tsvector of the terms, tf as jsonb (keys in jsonb's own order).
        await pool.query(`INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector, terms, tf, len, raw, raw_len) VALUES
          ('chunk', '1', 't', 'p', NULL, 'e', '\\x', 'zeta alpha ä 日本 b', '{"zeta": 65537, "alpha": 2, "ä": 1, "日本": 3, "b": 1}', 8, 'x', 0),
          ('memory', 'm1', 't', 'p', NULL, 'e', '\\x', '', '{}', 0, '', 0)`);
        await migrate(pool, MIGRATIONS.filter((m) => m.version <= 19));
        const { rows } = await pool.query<{ terms: string[]; tf: number[] }>('SELECT terms, tf FROM search_docs ORDER BY ref_id');
        expect(rows).toEqual([
          { terms: ['alpha', 'b', 'zeta', 'ä', '日本'], tf: [2, 1, 65537, 1, 3] },
          { terms: [], tf: [] },
        ]);
        // Migration 20: the same terms as their hashes (as the daemon computes them), sorted, frequencies alongside;
        // a hash held twice (here the same term twice, as a collision would be) becomes one entry with both frequencies.
        await pool.query(`INSERT INTO search_docs (family, ref_id, tenant, project, facet, embedder, vector, terms, tf, len, raw, raw_len)
          VALUES ('memory', 'm2', 't', 'p', NULL, 'e', '\\x', '{twice,twice,once}', '{2,65536,1}', 3, '', 0)`);
        await migrate(pool);
        const { rows: hashed } = await pool.query<{ terms: string[]; tf: number[] }>('SELECT terms::text[] AS terms, tf FROM search_docs ORDER BY ref_id');
        const expected = (pairs: [string, number][]) => {
          const sorted = pairs.map(([term, tf]) => ({ hash: BigInt(keyToInt8(termKey(term))), tf })).sort((a, b) => (a.hash < b.hash ? -1 : 1));
          return { terms: sorted.map((p) => String(p.hash)), tf: sorted.map((p) => p.tf) };
        };
        expect(hashed).toEqual([
          expected([['alpha', 2], ['b', 1], ['zeta', 65537], ['ä', 1], ['日本', 3]]),
          { terms: [], tf: [] },
          expected([['twice', 65538], ['once', 1]]),
        ]);
        // And they are found: the lexical ranking reads the converted rows (with the totals the inserts would have kept).
        await pool.query('UPDATE search_stats SET docs = 3, tokens = 11');
        const store = await createPostgresStore(url);
        try {
          const hits = await store.search.lexical({ tenant: 't', project: 'p' }, { family: 'chunk', projects: ['p'] }, ['zeta'], 5);
          expect(hits.map((h) => h.refId)).toEqual(['1']);
        } finally {
          await store.close();
        }
      } finally {
        await pool.end();
        await cluster.dropDatabase(url);
      }
    });

    it('ranks chunks on the server as the postings in memory rank the same documents, non-ASCII terms included', async () => {
      const url = await cluster.createDatabase();
      const pool = createPool(url);
      const scope = { tenant: 'team', project: 'shared' };
      await migrate(pool);
      const store = await createPostgresStore(url);
      try {
        // Code point order puts U+FFxx after a surrogate pair; JavaScript's default sort puts it before.
        const texts = [
          { title: 'résumé parser', body: 'parse the résumé fields résumé 日本語 text' },
          { title: '𠀀𠀁 handler', body: 'handle 𠀀𠀁 and ｆｕｌｌ width ｆｕｌｌ text' },
          { title: 'plain parser', body: 'parse plain text text text' },
          { title: '日本語 docs', body: '日本語 日本語 ｆｕｌｌ 𠀀𠀁 parse' },
          { title: 'empty', body: '' },
        ];
        // Written by another index (the store reads them as it reads another daemon's).
        const writer = new PgSearchIndex(pool);
        await withTransaction(pool, async (tx) => {
          await writer.insertMany(tx, scope, texts.map((t, i) => searchDoc('chunk', `c${i}`, 'shared', t)));
          await writer.insertMany(tx, scope, texts.map((t, i) => searchDoc('memory', `m${i}`, 'shared', t)));
        });
        for (const words of [['parse'], ['resume', 'parser'], ['日本語', 'text'], ['ｆｕｌｌ'], ['𠀀𠀁', 'handler', 'parse'], ['ｆｕｌｌ', '𠀀𠀁'], ['text', 'plain', 'width']]) {
          const onServer = await store.search.lexical(scope, { family: 'chunk', projects: ['shared'] }, words, 10);
          const inMemory = await store.search.lexical(scope, { family: 'memory', projects: ['shared'] }, words, 10);
          expect(onServer.length, words.join(' ')).toBeGreaterThan(0);
          expect(onServer.map((h) => ({ ...h, refId: h.refId.replace('c', 'm') })), words.join(' ')).toEqual(inMemory);
        }
      } finally {
        await store.close();
        await pool.end();
        await cluster.dropDatabase(url);
      }
    });

    it('leaves the GIN pending lists of a bulk load to compact, which merges them', async () => {
      await withStoreAndCheck(async (store, check) => {
        const scope = { tenant: 'team', project: 'shared' };
        const repo = testRepo('repo_gin');
        await store.repository.save(scope, repo);
        // ~6 MB of pending entries: over the server's default limit (4 MB), which merges them on the inserting statement.
        const words = (f: number, c: number) => Array.from({ length: 300 }, (_, w) => `w${f}c${c}n${w}`).join(' ');
        const files = testFiles(30, 24, repo.id, (f, c) => `${words(f, c)} common`, words);
        store.repository.bulkLoad(true);
        for (let i = 0; i < files.length; i += 3) await store.repository.write(scope, repo.id, { files: files.slice(i, i + 3) });
        store.repository.bulkLoad(false);
        const pending = async () =>
          (await check.query<{ pages: number }>("SELECT pending_pages::int AS pages FROM pgstatginindex('search_docs_terms')")).rows[0]!.pages;
        await check.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
        // Searches read the pending list meanwhile.
        const filter = { family: 'chunk' as const, projects: ['shared'] };
        expect(await store.search.lexical(scope, filter, ['w7c3n150'], 5)).toHaveLength(1);
        expect(await pending()).toBeGreaterThan(512);
        await store.repository.compact();
        expect(await pending()).toBe(0);
        expect(await store.search.lexical(scope, filter, ['w7c3n150'], 5)).toHaveLength(1);
        expect(await store.search.lexical(scope, filter, ['common'], 1000)).toHaveLength(720);
      });
    });

    it('writes chunks without a per-row file check, counts them from their files and removes them with their repository (migration 22)', async () => {
      await withStoreAndCheck(async (store, check) => {
        const scope = { tenant: 'team', project: 'shared' };
        const files = (n: number, chunks: number, repoId: string) =>
          testFiles(n, chunks, repoId, (f, c) => `chunk ${c} of file ${f} ${Array.from({ length: 80 }, (_, w) => `w${w}f${f}c${c}`).join(' ')}`, (f, c) => `text ${f} ${c}`);
        for (const id of ['repo_a', 'repo_b']) await store.repository.save(scope, testRepo(id));
        await store.repository.write(scope, 'repo_a', { files: files(4, 3, 'repo_a') });
        await store.repository.write(scope, 'repo_b', { files: files(2, 5, 'repo_b') });
        const rows = async (repoId: string) => (await check.query<{ n: number }>('SELECT count(*)::int AS n FROM repository_chunks WHERE repo_id = $1', [repoId])).rows[0]!.n;
        expect([await rows('repo_a'), await rows('repo_b')]).toEqual([12, 10]);
        // The tenant's count of chunks is the chunk rows' (read from the files' counts).
        expect((await store.counts(scope)).repository_chunks).toBe(22);
        // A file written again replaces its chunks; one removed takes them along.
        await store.repository.write(scope, 'repo_a', { files: files(1, 1, 'repo_a'), removed: ['src/f3.ts'] });
        expect(await rows('repo_a')).toBe(7);
        expect((await store.counts(scope)).repository_chunks).toBe(17);
        // No foreign key checks the chunk rows any more; deleting a repository still leaves none of its chunks.
        const fks = await check.query("SELECT 1 FROM pg_constraint WHERE conrelid = 'repository_chunks'::regclass AND contype = 'f'");
        expect(fks.rowCount).toBe(0);
        expect(await store.repository.delete(scope, 'repo_a')).toBe(true);
        expect([await rows('repo_a'), await rows('repo_b')]).toEqual([0, 10]);
        expect((await store.counts(scope)).repository_chunks).toBe(10);
        expect(await store.repository.delete(scope, 'repo_a')).toBe(false);
        // The search documents (a 384-dimension vector and 80-odd terms: over the 2 kB at which rows were compressed
        // and moved out before) stay whole in their rows.
        const toasted = await check.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_class c JOIN pg_class t ON t.oid = c.reltoastrelid WHERE c.relname = 'search_docs' AND pg_relation_size(t.oid) > 0",
        );
        expect(toasted.rows[0]!.n).toBe(0);
      });
    });

    it('compacts as a role that may write the tables but does not own them', async () => {
      const url = await cluster.createDatabase();
      const owner = await createPostgresStore(url);
      await owner.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const role = `writer_${Date.now()}`;
      await admin.query(`CREATE ROLE ${role} LOGIN`);
      await admin.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}; GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
      const store = await createPostgresStore(url.replace('//postgres@', `//${role}@`));
      try {
        const scope = { tenant: 'team', project: 'shared' };
        const repo = testRepo('repo_role');
        await store.repository.save(scope, repo);
        const { refId: _ref, ...doc } = searchDoc('chunk', 'x', 'shared', { title: 'src/a.ts', body: 'rotate the signing keys' }, repo.id);
        store.repository.bulkLoad(true);
        await store.repository.write(scope, repo.id, { files: [{ path: 'src/a.ts', hash: 'h', size: 1, mtime_ms: 1, language: 'typescript', chunks: [{ start_line: 1, end_line: 1, symbol: null, definitions: '', text: 'rotate the signing keys', doc }] }] });
        store.repository.bulkLoad(false);
        await expect(store.repository.compact()).resolves.toBeUndefined();
        expect(await store.search.lexical(scope, { family: 'chunk', projects: ['shared'] }, ['signing'], 5)).toHaveLength(1);
      } finally {
        await store.close();
        await admin.end();
        await cluster.dropDatabase(url);
      }
    });

    it('merges two concurrent records of one remediation instead of copying it', async () => {
      const h = await postgresHarness(cluster);
      const scope = { tenant: 't', project: 'p' };
      const now = new Date().toISOString();
      const row = (id: string, tags: string[]): RemediationRow => ({
        id, project: 'p', title: 'EADDRINUSE', problem: 'listen EADDRINUSE :::3000', problem_normalized: 'listen eaddrinuse', solution: 'kill it',
        root_cause: null, category: null, tags, affected_files: [], code_diff: null, dedup_key: 'same-key', confidence: 0.5, usage_count: 1,
        helpful_count: 0, unhelpful_count: 0, notes: [], created_at: now, updated_at: now,
      });
      const doc = (r: RemediationRow) => searchDoc('remediation', r.id, 'p', { title: r.title, body: r.problem });
      const [a, b] = [row('rem_a', ['a']), row('rem_b', ['b'])];
      const outcomes = await Promise.all([h.store.remediations.record(scope, a, async () => doc(a)), h.store.remediations.record(scope, b, async () => doc(b))]);
      expect(outcomes.map((o) => o.created).sort()).toEqual([false, true]);
      const kept = await h.store.remediations.findByKey(scope, 'p', 'same-key');
      expect(kept).toMatchObject({ usage_count: 2 });
      expect([...(kept?.tags ?? [])].sort()).toEqual(['a', 'b']);
      expect(await h.store.remediations.count(scope, ['p'])).toBe(1);
      expect(await h.store.search.lexical(scope, { family: 'remediation', projects: ['p'] }, ['eaddrinuse'], 10)).toHaveLength(1);
      await h.cleanup();
    });

    it('numbers concurrent saves of one skill without a collision', async () => {
      const h = await postgresHarness(cluster);
      const scope = { tenant: 't', project: 'p' };
      const saves = Array.from({ length: 5 }, (_, i) => {
        const v = { id: `sk_${i}`, project: 'p', name: 'deploy', description: 'd', content: `v${i}`, arguments: [], tags: [], metadata: {}, front_matter: null, created_at: new Date().toISOString() };
        return h.store.skills.saveVersion(scope, v, searchDoc('skill', v.id, 'p', { title: 'deploy', body: v.content }));
      });
      expect((await Promise.all(saves)).sort()).toEqual([1, 2, 3, 4, 5]);
      await h.cleanup();
    });

    it('analyzes a table it fills quickly, so a record finds its dedup key through the unique index', async () => {
      const url = await cluster.createDatabase();
      const store = await createPostgresStore(url);
      const services = createServices({ store, embedder: createHashEmbedder() });
      const scope = { tenant: 'team', project: 'shared' };
      const record = (i: number) =>
        services.remediations.record(scope, { title: `worker ${i} crashed`, problem: `Error: queue q${i} closed`, solution: `reopen q${i}`, root_cause: 'closed', category: 'runtime', tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
      for (let i = 0; i < FIRST_ANALYZE + 20; i++) await record(i);
      await (store.search as PgSearchIndex).statistics.idle();
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      // Autovacuum is not given the time (it looks once a minute): the statistics are the store's own ANALYZE.
      const { rows } = await check.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT id FROM remediations WHERE tenant = 'team' AND project = 'shared' AND dedup_key = 'k'",
      );
      await check.end();
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('remediations_dedup');
      expect((store.search as PgSearchIndex).statistics.analyzed).toBeGreaterThanOrEqual(2); // remediations and search_docs
      await store.close();
      await cluster.dropDatabase(url);
    }, 60_000);
  });

  describe('daemon on postgres', () => {
    it("carries a skill folder's text and binary files through import, skill_get, export and a store export/import, byte for byte", async () => {
      const tmp = tempDir('contextd-pg-skill-files-');
      const started = await Promise.all([0, 1].map(async () => {
        const url = await cluster.createDatabase();
        const store = await createPostgresStore(url);
        const services = createServices({ store, embedder: createHashEmbedder(), spoolDir: `${tmp.dir}/spool` });
        await services.runner.recover();
        const daemon = createDaemon({ config: { tenant: 'team', host: '127.0.0.1', port: 0 }, services, logger: silentLogger, version: '0.0.0-test' });
        const { port } = await daemon.listen();
        const client = new DaemonClient({ url: `http://127.0.0.1:${port}`, tenant: 'team', project: 'proj-pg' });
        return { url, store, daemon, client };
      }));
      const [from, to] = started as [(typeof started)[0], (typeof started)[0]];
      const finish = async (c: DaemonClient, op: Operation) => {
        while (op.status === 'queued' || op.status === 'running') op = await c.waitOperation(op.id, op.version, 10_000);
        expect(op.error).toBeNull();
        return op;
      };
      const bytesOf = (files: { path: string; content_base64: string }[] | undefined) => (files ?? []).map((f) => [f.path, Buffer.from(f.content_base64, 'base64').toString('hex')]);
      const expected = FOLDER_FILES.map((f) => [f.path, f.content.toString('hex')]);
      try {
        await from.client.call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files: wireFiles() }] });
        const binary = await from.client.call(api.skillGet, { name: 'ship', file: 'assets/logo.bin' });
        expect(Buffer.from(binary.file?.content ?? '', 'base64').equals(FOLDER_FILES[0]?.content as Buffer)).toBe(true);
        expect(bytesOf((await from.client.call(api.skillExport, {})).files[0]?.files)).toEqual(expected);

        const path = `${tmp.dir}/out.jsonl`;
        await finish(from.client, await from.client.call(api.exportRun, { path }));
        await finish(to.client, await to.client.call(api.importRun, { path }));
        expect(bytesOf((await to.client.call(api.skillExport, {})).files[0]?.files)).toEqual(expected);
      } finally {
        for (const { client, daemon, store, url } of started) {
          await client.close();
          await daemon.close();
          await store.close();
          await cluster.dropDatabase(url);
        }
        tmp.cleanup();
      }
    }, 30_000);

    it('saves and finds a checkpoint and a remediation through the client', async () => {
      const url = await cluster.createDatabase();
      const store = await createPostgresStore(url);
      const services = createServices({ store, embedder: createHashEmbedder() });
      await services.runner.recover();
      const daemon = createDaemon({ config: { tenant: 'team', host: '127.0.0.1', port: 0 }, services, logger: silentLogger, version: '0.0.0-test' });
      const { port } = await daemon.listen();
      const client = new DaemonClient({ url: `http://127.0.0.1:${port}`, tenant: 'team', project: 'proj-pg' });
      try {
        let op: Operation = await client.call(api.checkpointSave, { summary: 'migrated the billing service to postgres', context: 'next: ERR_PG_POOL_TIMEOUT tuning' });
        while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 5_000);
        expect(op.status).toBe('succeeded');
        const id = (op.result as { id: string }).id;
        expect((await client.call(api.checkpointSearch, { query: 'billing postgres' })).results.map((r) => r.id)).toEqual([id]);

        const recorded = await client.call(api.remediationRecord, {
          title: 'pg pool exhausted',
          problem: 'Error: timeout exceeded when trying to connect (pg pool exhausted)',
          solution: 'release every client in a finally block',
        });
        const search = await client.call(api.remediationSearch, { query: 'timeout exceeded when trying to connect' });
        expect(search.results.map((r) => r.id)).toContain((recorded as { id: string }).id);

        // PostgreSQL text cannot hold NUL: a 400 naming it, never a 500 (full_state may contain one).
        const refused = await client
          .call(api.remediationRecord, { title: 'nul \u0000 inside', problem: 'Error: a \u0000 b', solution: 'strip it' })
          .then(() => null, (error: unknown) => error as { code: string; message: string });
        expect(refused?.code).toBe('invalid_params');
        expect(refused?.message).toContain('NUL character');
        let nul: Operation = await client.call(api.checkpointSave, { summary: 'state with a NUL', full_state: 'before\u0000after' });
        while (nul.status === 'queued' || nul.status === 'running') nul = await client.waitOperation(nul.id, nul.version, 5_000);
        expect(nul.status).toBe('succeeded');
      } finally {
        await client.close();
        await daemon.close();
        await store.close();
        await cluster.dropDatabase(url);
      }
    }, 30_000);
  });
});
