/**
 * The stores written by earlier releases (test/fixtures/stores/<version>/, made by
 * scripts/make-store-fixture.mjs): their manifests, and how to lay one down
 * as a CONTEXTD_HOME (SQLite) or a database of a throwaway cluster (PostgreSQL).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { PgCluster } from './postgres.js';

export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/stores', import.meta.url));

export interface FixtureCheckpoint {
  id: string;
  project: 'alpha' | 'beta';
  name: string;
  words: string;
  session_id: string | null;
  tags: string[];
  summary_sha256: string;
  context_sha256: string;
  full_state_bytes: number;
  full_state_sha256: string;
  token_count: number;
  created_at: string;
}

export interface FixtureRemediation {
  id: string;
  key: string;
  project: 'alpha' | 'beta';
  scope: 'project' | 'tenant';
  title: string;
  words: string;
  problem_sha256: string;
  solution_sha256: string;
  usage_count: number;
  helpful_count: number;
  unhelpful_count: number;
  confidence: number;
  notes: number;
}

export interface FixtureSkill {
  name: string;
  project: 'alpha' | 'beta';
  scope: 'project' | 'tenant';
  words: string;
  usage_count: number;
  versions: { version: number; id: string; description: string; content_sha256: string }[];
}

export interface FixtureStore {
  file: string;
  tenant: string;
  projects: { alpha: string; beta: string };
  checkpoints: FixtureCheckpoint[];
  remediations: FixtureRemediation[];
  skills: FixtureSkill[];
  repository: { project: 'alpha'; root: string; files: number; chunks: number; queries: { query: string; file: string }[] };
  operations: { id: string; kind: string; project: 'alpha' | 'beta'; status: string }[];
  counts: { checkpoints: number; remediations: number; skills: number; repository_files: number; repository_chunks: number };
  /** SQLite: PRAGMA user_version; PostgreSQL: the highest applied migration. */
  schema: number;
}

export interface FixtureManifest {
  version: string;
  commit: string;
  made_at: string;
  stores: { sqlite: FixtureStore; postgres?: FixtureStore };
}

/** Every release fixture, oldest first. */
export function storeFixtures(): { version: string; dir: string; manifest: FixtureManifest }[] {
  if (!existsSync(FIXTURES_DIR)) return [];
  return readdirSync(FIXTURES_DIR)
    .filter((name) => existsSync(join(FIXTURES_DIR, name, 'manifest.json')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((version) => ({
      version,
      dir: join(FIXTURES_DIR, version),
      manifest: JSON.parse(readFileSync(join(FIXTURES_DIR, version, 'manifest.json'), 'utf8')) as FixtureManifest,
    }));
}

/** Writes the fixture's SQLite file as `<home>/data/contextd.db` (0600) and returns its path. */
export function installSqliteFixture(dir: string, home: string): string {
  const data = join(home, 'data');
  mkdirSync(data, { recursive: true, mode: 0o700 });
  const path = join(data, 'contextd.db');
  writeFileSync(path, gunzipSync(readFileSync(join(dir, 'contextd.db.gz'))), { mode: 0o600 });
  return path;
}

/** Restores the fixture's PostgreSQL dump into a new, empty database of the cluster; returns its URL. */
export async function restorePostgresFixture(dir: string, cluster: PgCluster, database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = cluster.url(database);
  const psql = join(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), 'psql');
  execFileSync(psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url], {
    input: gunzipSync(readFileSync(join(dir, 'postgres.sql.gz'))),
    stdio: ['pipe', 'ignore', 'pipe'],
    maxBuffer: 1 << 28,
  });
  return url;
}
