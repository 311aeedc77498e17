/**
 * The daemon hashes index terms as the server's `hashtextextended(term, 0)` does (migration 20
 * converts stored terms on the server, searches hash their words in the daemon): the same
 * 64-bit value for ASCII terms of every length around lookup3's 12-byte blocks, for
 * multi-byte UTF-8 and surrogate pairs, and for the terms of a real tokenization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { indexTermCounts } from '../../src/store/bm25.js';
import { hashTerms, hashedKeys, keyToInt8, termKey } from '../../src/store/term-hash.js';
import { postgresUnavailable, startPgCluster, type PgCluster } from '../helpers/postgres.js';

const unavailable = postgresUnavailable();

const TERMS = [
  '',
  ...Array.from({ length: 40 }, (_, n) => 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH'.slice(0, n)),
  ...Array.from({ length: 30 }, (_, n) => 'é'.repeat(n)),
  'café', 'naïve', 'ångström', '日本語', '日本語のテキスト処理', '𠀀𠀁', '𝒳y', 'ｆｕｌｌ', 'a\u00ffb', '\u007f\u0080',
  'useeffect', 'webpack', 'node_modules', 'x'.repeat(300),
];

describe.skipIf(unavailable !== null)('term hashes on PostgreSQL', () => {
  let cluster: PgCluster;
  let pool: pg.Pool;
  beforeAll(async () => {
    cluster = await startPgCluster();
    pool = new pg.Pool({ connectionString: cluster.url('postgres'), max: 1 });
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  });

  it("is the server's hashtextextended(term, 0), bit for bit", async () => {
    const words = indexTermCounts('', 'The quick brown fox: parseConfigFile() threw ENOENT at /usr/lib/node_modules — réessayez 日本語 𝒳').counts;
    const terms = [...TERMS, ...words.keys()];
    const { rows } = await pool.query<{ h: string }>('SELECT hashtextextended(t COLLATE "C", 0)::text AS h FROM unnest($1::text[]) WITH ORDINALITY u (t, i) ORDER BY i', [terms]);
    expect(terms.map((term) => keyToInt8(termKey(term)))).toEqual(rows.map((row) => row.h));
  });

  it('orders a document by hash as int8 orders them, frequencies alongside', async () => {
    const title = 'parse config';
    const body = 'parse the config file config café 日本語 zeta alpha';
    const hashed = hashTerms(title, body);
    const { counts } = indexTermCounts(title, body);
    const { rows } = await pool.query<{ h: string; t: string }>('SELECT hashtextextended(t COLLATE "C", 0)::text AS h, t FROM unnest($1::text[]) t ORDER BY hashtextextended(t COLLATE "C", 0)', [[...counts.keys()]]);
    expect(hashedKeys(hashed).map(keyToInt8)).toEqual(rows.map((row) => row.h));
    expect([...hashed.tf]).toEqual(rows.map((row) => counts.get(row.t)));
    expect(hashed.len).toBe(11);
  });
});
