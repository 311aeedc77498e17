// The store a bench or eval run measures: `--store sqlite` (the default) or
// `--store postgres`, which starts one throwaway PostgreSQL cluster for the run
// (dist/store/postgres/throwaway-cluster.js, the tests' own) and gives every
// temp home its own database. `npm run bench -- --store postgres` and
// `npm run eval -- --store postgres` measure both stores and print them side by side.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// CONTEXTD_BENCH_DIST, as in lib.mjs: the stores are opened (seeded) by that build, whose schema the other build migrates up.
const dist = (path) => import(pathToFileURL(join(process.env.CONTEXTD_BENCH_DIST ?? join(ROOT, 'dist'), path)).href);

export const STORES = ['sqlite', 'postgres'];

/** The stores `--store X` asks to measure, in order: SQLite alone, or SQLite then PostgreSQL. */
export function storesFromArgs(argv) {
  const i = argv.findIndex((a) => a === '--store' || a.startsWith('--store='));
  if (i < 0) return ['sqlite'];
  const value = argv[i].includes('=') ? argv[i].slice('--store='.length) : argv[i + 1];
  if (!STORES.includes(value)) throw new Error(`--store must be one of ${STORES.join(', ')} (got ${value ?? 'nothing'})`);
  return value === 'postgres' ? ['sqlite', 'postgres'] : ['sqlite'];
}

let cluster = null;
let admin = null;
let databases = 0;
/** A caller's own source of databases (a test's cluster), used instead of starting one. */
let external = null;

/** Makes `--store postgres` runs create their databases with `create` (returns a URL) instead of a cluster of their own. */
export function useDatabases(create) {
  external = create;
}

async function newDatabase() {
  if (external) return external();
  if (!cluster) {
    const { startThrowawayCluster, clusterUnavailable } = await dist('store/postgres/throwaway-cluster.js');
    const why = clusterUnavailable();
    if (why) throw new Error(`--store postgres: ${why}`);
    cluster = await startThrowawayCluster();
    const pg = (await import('pg')).default;
    admin = new pg.Pool({ connectionString: cluster.url('postgres'), max: 1 });
    process.stdout.write(`(throwaway PostgreSQL cluster started in ${cluster.startMs} ms)\n`);
  }
  const name = `contextd_bench_${++databases}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return cluster.url(name);
}

/**
 * A store of this kind for a temp home: the environment a daemon of that home
 * needs to use it, and `open()` for seeding it in-process with the daemon's code.
 */
export async function storeForHome(kind, home) {
  if (kind === 'postgres') {
    const url = await newDatabase();
    return {
      env: { CONTEXTD_STORE: 'postgres', CONTEXTD_DATABASE_URL: url },
      open: async () => (await dist('store/postgres/index.js')).createPostgresStore(url),
    };
  }
  return {
    env: {},
    open: async () => {
      mkdirSync(join(home, 'data'), { recursive: true, mode: 0o700 });
      return (await dist('store/sqlite/index.js')).createSqliteStore(join(home, 'data', 'contextd.db'));
    },
  };
}

/** Stops the cluster, if one was started. */
export async function stopStores() {
  await admin?.end().catch(() => undefined);
  await cluster?.stop();
  cluster = null;
  admin = null;
}
