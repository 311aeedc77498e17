/**
 * A throwaway PostgreSQL cluster for tests (src/store/postgres/throwaway-cluster.ts,
 * which `npm run bench -- --store postgres` uses too), with one database per
 * harness copied from a migrated template.
 */
import pg from 'pg';
import { createPostgresStore } from '../../src/store/postgres/index.js';
import { clusterUnavailable, startThrowawayCluster } from '../../src/store/postgres/throwaway-cluster.js';
import type { StoreHarness } from '../contract/store-contract.js';
import { reopenableHarness } from './store-harness.js';

const TEMPLATE = 'contextd_template';

export interface PgCluster {
  /** How long initdb + start + template took, in ms. */
  startMs: number;
  url(database: string): string;
  /** A fresh, migrated database; returns its URL. */
  createDatabase(): Promise<string>;
  dropDatabase(url: string): Promise<void>;
  stop(): Promise<void>;
}

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  return clusterUnavailable();
}

export async function startPgCluster(): Promise<PgCluster> {
  const started = Date.now();
  const server = await startThrowawayCluster();
  const admin = new pg.Pool({ connectionString: server.url('postgres'), max: 2 });
  const stop = async () => {
    await admin.end().catch(() => undefined);
    await server.stop();
  };
  try {
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    // Migrating the template once makes every test database a copy that is already migrated.
    await (await createPostgresStore(server.url(TEMPLATE))).close();
  } catch (error) {
    await stop();
    throw error;
  }
  let next = 0;
  return {
    startMs: Date.now() - started,
    url: server.url,
    async createDatabase() {
      const name = `contextd_test_${++next}`;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
      return server.url(name);
    },
    async dropDatabase(databaseUrl: string) {
      const name = new URL(databaseUrl).pathname.slice(1);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    stop,
  };
}

/** A PostgreSQL store on a fresh database, as the contract suites take it: reopenable, dropped by cleanup. */
export async function postgresHarness(cluster: PgCluster): Promise<StoreHarness> {
  const url = await cluster.createDatabase();
  return reopenableHarness(() => createPostgresStore(url), () => cluster.dropDatabase(url));
}
