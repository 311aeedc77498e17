/**
 * One ranking on both stores: the same documents indexed in SQLite and in
 * PostgreSQL rank the same for the same queries, with the same BM25 scores
 * (FTS5's bm25() on SQLite, the PostgreSQL store's own computation from its
 * term statistics), the same trigram fragment scores, and the same fused
 * results through the remediation search; and the retrieval eval
 * (bench/eval-remediations.mjs, which runs on dist/: `npm test` builds first)
 * scores PostgreSQL no more than 0.02 below SQLite on any figure.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { fragmentsOf } from '../../src/core/search.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { queryTerms } from '../../src/search/tokenize.js';
import type { SearchHit } from '../../src/store/search-index.js';
import type { Store } from '../../src/store/types.js';
import { postgresHarness, postgresUnavailable, startPgCluster, type PgCluster } from '../helpers/postgres.js';
import { sqliteHarness } from '../helpers/sqlite-store.js';
import { loadConfusable, loadRecords, type DatasetRecord } from '../helpers/remediation-dataset.js';
import type { StoreHarness } from '../contract/store-contract.js';

const unavailable = postgresUnavailable();
const scope = { tenant: 'parity', project: 'parity-project' };
const filter = { family: 'remediation' as const, projects: [scope.project, '*'] };

interface Side {
  harness: StoreHarness;
  store: Store;
  services: Services;
  /** Remediation id → the dataset key it was recorded for. */
  keys: Map<string, string>;
}

let cluster: PgCluster;
let sqlite: Side;
let postgres: Side;

/** The retrieval evals compared across stores, and which of their figures measure quality (higher is better). */
const EVALS = ['eval-remediations.mjs', 'eval-remediation-benchmark.mjs'];
const QUALITY = /(^|\.)(recall_at_\d+|mrr|top1|hit_at_\d+|ndcg\w*)$/i;
const bench = (file: string) => import(pathToFileURL(join(import.meta.dirname, '..', '..', 'bench', file)).href);
/** The eval's record input for a dataset record, so both stores and the eval record the same. */
let recordInput: (r: DatasetRecord) => Parameters<Services['remediations']['record']>[1];

/** Extra records the fixtures lack: non-ASCII words, a term repeated many times, a word in title and body. */
const EXTRA: (DatasetRecord & { id: string })[] = [
  { id: 'x1', category: 'encoding', title: 'Café crème: invalid byte sequence for encoding UTF8', problem: 'ERROR: invalid byte sequence for encoding "UTF8": 0xe9 0x20 0x63 while importing the café menu', solution: 'Convert the file with iconv -f latin1 -t utf8 before COPY.' },
  { id: 'x2', category: 'build', title: 'webpack webpack webpack: module not found', problem: 'Module not found: webpack cannot resolve webpack-dev-server webpack webpack webpack in webpack.config.js', solution: 'Install webpack-dev-server as a dev dependency.' },
  { id: 'x3', category: 'runtime', title: 'Deadlock detected in transaction', problem: 'deadlock detected DETAIL: Process 4242 waits for ShareLock on transaction 99; blocked by process 4243. abab ababab', solution: 'Take row locks in one order (ORDER BY id FOR UPDATE).' },
];

async function openSide(harness: StoreHarness): Promise<Side> {
  const store = harness.store;
  return { harness, store, services: createServices({ store, embedder: createHashEmbedder() }), keys: new Map() };
}

async function recordAll(side: Side): Promise<void> {
  const all: [string, DatasetRecord][] = [
    ...loadRecords().map((r): [string, DatasetRecord] => [r.id, r]),
    ...loadConfusable().flatMap((p): [string, DatasetRecord][] => [[`${p.id}.a`, p.a], [`${p.id}.b`, p.b]]),
    ...EXTRA.map((r): [string, DatasetRecord] => [r.id, r]),
  ];
  for (const [key, record] of all) side.keys.set((await side.services.remediations.record(scope, recordInput(record))).id, key);
  // A deletion must leave the statistics as if the record had never been written.
  const [gone] = [...side.keys.entries()].find(([, key]) => key === 'x3') ?? [];
  await side.services.remediations.delete(scope, gone as string);
  side.keys.delete(gone as string);
}

function queries(): string[] {
  const records = loadRecords();
  return [
    ...records.slice(0, 40).flatMap((r) => [r.sightings.elsewhere, r.sightings.plain, r.sightings.fragment]),
    ...loadConfusable().map((p) => p.a.query),
    'cafe creme encoding',
    'webpack module not found',
    'deadlock ShareLock',
  ];
}

/** Hits as dataset keys with scores. */
function named(side: Side, hits: SearchHit[]): { key: string; score: number }[] {
  return hits.map((h) => ({ key: side.keys.get(h.refId) ?? `?${h.refId}`, score: h.score }));
}

/** Same order and near-equal scores; documents of exactly equal score may come in either order. */
function expectSameRanking(query: string, a: { key: string; score: number }[], b: { key: string; score: number }[]): void {
  expect(b.length, query).toBe(a.length);
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    expect(Math.abs(x.score - y.score), `${query}: score at rank ${i + 1} (${x.key} ${x.score} vs ${y.key} ${y.score})`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(x.score)));
    if (x.key !== y.key) {
      // A tie: the other store's document must be in the same tie group.
      const group = (list: typeof a) => list.filter((h) => Math.abs(h.score - x.score) <= 1e-9 * Math.max(1, Math.abs(x.score))).map((h) => h.key).sort();
      expect(group(b), `${query}: tie at rank ${i + 1}`).toEqual(group(a));
    }
  }
}

describe.skipIf(unavailable !== null)(`search parity, SQLite and PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  beforeAll(async () => {
    ({ recordInput } = await bench('eval-remediations.mjs'));
    cluster = await startPgCluster();
    sqlite = await openSide(await sqliteHarness());
    postgres = await openSide(await postgresHarness(cluster));
    await recordAll(sqlite);
    await recordAll(postgres);
  }, 120_000);
  afterAll(async () => {
    for (const side of [sqlite, postgres]) {
      await side?.store.close();
      await side?.harness.cleanup();
    }
    await cluster?.stop();
  });

  it('scores words with the same BM25 on both stores', async () => {
    let compared = 0;
    for (const query of queries()) {
      const terms = queryTerms(query, 48);
      const [a, b] = await Promise.all([sqlite.store.search.lexical(scope, filter, terms, 20), postgres.store.search.lexical(scope, filter, terms, 20)]);
      expectSameRanking(query, named(sqlite, a), named(postgres, b));
      compared += a.length;
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('scores fragments with the same trigram BM25 on both stores', async () => {
    let compared = 0;
    const fragments = [...queries().flatMap(fragmentsOf), 'abab', 'ShareLock', 'Café', 'latin1 -t'];
    for (const fragment of fragments) {
      const [a, b] = await Promise.all([sqlite.store.search.fragment(scope, filter, [fragment], 20), postgres.store.search.fragment(scope, filter, [fragment], 20)]);
      expectSameRanking(fragment, named(sqlite, a), named(postgres, b));
      compared += a.length;
    }
    const several = ['ENOENT', 'node_modules', 'abab'];
    const [a, b] = await Promise.all([sqlite.store.search.fragment(scope, filter, several, 20), postgres.store.search.fragment(scope, filter, several, 20)]);
    expectSameRanking(several.join(' '), named(sqlite, a), named(postgres, b));
    expect(compared).toBeGreaterThan(50);
  });

  it('returns the same remediation search results on both stores', async () => {
    for (const query of queries()) {
      const search = (side: Side) => side.services.remediations.search(scope, { query, scope: 'all', limit: 10, content_mode: 'minimal' });
      const [a, b] = await Promise.all([search(sqlite), search(postgres)]);
      expect(b.results.map((r) => postgres.keys.get(r.id)), query).toEqual(a.results.map((r) => sqlite.keys.get(r.id)));
    }
  });

  it('scores PostgreSQL within 0.02 of SQLite on every quality figure of the retrieval evals', async () => {
    // Every remediation eval in bench/, both stores; of the held-out benchmark, its test half.
    const stores = await bench('stores.mjs');
    stores.useDatabases(() => cluster.createDatabase());
    const { figures } = await bench('figures.mjs');
    const modules = EVALS.filter((file) => existsSync(join(import.meta.dirname, '..', '..', 'bench', file)));
    expect(modules).toContain('eval-remediations.mjs');
    for (const file of modules) {
      const evaluation = await bench(file);
      const quality = async (store: string) =>
        Object.fromEntries(Object.entries(figures(await evaluation.run({ quiet: true, store, argv: ['--split', 'test'] })) as Record<string, number>).filter(([key]) => QUALITY.test(key)));
      const [onSqlite, onPostgres] = [await quality('sqlite'), await quality('postgres')];
      expect(Object.keys(onSqlite).length, file).toBeGreaterThan(5);
      for (const [figure, value] of Object.entries(onSqlite)) expect(onPostgres[figure], `${file} ${figure}`).toBeGreaterThanOrEqual(value - 0.02);
    }
  }, 300_000);
});

