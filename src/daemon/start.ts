import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServices } from '../core/services.js';
import { startReembedIfStale } from '../core/reembed.js';
import { createHashEmbedder, type Embedder } from '../search/embedder.js';
import { createOpenAiEmbedder } from '../search/openai-embedder.js';
import { createHttpReranker, type Reranker } from '../search/reranker.js';
import { createSqliteStore } from '../store/sqlite/index.js';
import type { Store } from '../store/types.js';
import { isLoopbackHost, type Config } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import type { Logger } from '../util/logger.js';
import { ensurePrivateDir, homeLayout } from '../util/paths.js';
import { createDaemon, type Daemon, type ExtraRoutes } from './server.js';
import { loadTokenFile, type TokenMap } from './tokens.js';
import { PathRules } from './paths.js';
import { sweepSpool } from '../core/transfer/io.js';
import { processAlive } from '../util/process.js';
import { collectGarbage } from '../util/heap.js';

export interface RunningDaemon {
  daemon: Daemon;
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function openStore(config: Config): Promise<Store> {
  if (config.store === 'postgres') {
    if (!config.databaseUrl) throw new ContextdError('invalid_params', 'CONTEXTD_STORE=postgres needs CONTEXTD_DATABASE_URL (postgres://user:password@host:5432/database)');
    // Loaded only when chosen: a SQLite daemon never pays for the pg driver.
    const { createPostgresStore } = await import('../store/postgres/index.js');
    return createPostgresStore(config.databaseUrl);
  }
  const layout = homeLayout(config.home);
  ensurePrivateDir(layout.data);
  return createSqliteStore(join(layout.data, 'contextd.db'));
}

export async function createEmbedder(config: Config): Promise<Embedder> {
  if (config.embedder === 'openai') {
    if (!config.embeddingUrl || !config.embeddingModel) {
      throw new ContextdError('invalid_params', 'CONTEXTD_EMBEDDER=openai needs CONTEXTD_EMBEDDING_URL and CONTEXTD_EMBEDDING_MODEL');
    }
    return createOpenAiEmbedder({ url: config.embeddingUrl, model: config.embeddingModel, apiKey: config.embeddingApiKey, dimensions: config.embeddingDimensions });
  }
  return createHashEmbedder();
}

/** The optional cross-encoder rerank: on when CONTEXTD_RERANK_URL is set. */
export function createReranker(config: Config): Reranker | null {
  if (!config.rerankUrl) return null;
  if (!config.rerankModel) throw new ContextdError('invalid_params', 'CONTEXTD_RERANK_URL needs CONTEXTD_RERANK_MODEL (the model the rerank server runs)');
  return createHttpReranker({ url: config.rerankUrl, model: config.rerankModel, apiKey: config.rerankApiKey, timeoutMs: config.rerankTimeoutMs });
}

/**
 * One daemon per CONTEXTD_HOME: it is the only process that opens the store
 * (its in-memory indexes assume it is the only writer). A pid file created
 * with O_EXCL guards it; a pid file left by a dead process is taken over.
 */
export function claimHome(runDir: string): () => void {
  const path = join(runDir, 'daemon.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // Removed only while it still names this process: a daemon that lost its home leaves the new owner's file alone.
      return () => {
        if (homeLost(path) === null) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new ContextdError('conflict', `another contextd daemon (pid ${pid}) already serves ${dirname(runDir)}; stop it or use another CONTEXTD_HOME`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new ContextdError('conflict', `could not claim ${path}`);
}

/** Opens the store, recovers operations, listens, and writes the runtime file. */
export interface StartOptions {
  /** Routes served beside the REST API, e.g. MCP over Streamable HTTP at /mcp (mounted by the CLI). */
  extraRoutes?: ExtraRoutes;
  /** `serve --allow-root`: the folders repositories may be indexed from (remote callers: only these; none by default). */
  allowRoots?: readonly string[];
  /** `serve --allow-origin`: browser origins allowed to write besides the daemon's own pages. */
  allowedOrigins?: readonly string[];
  /**
   * Called once when this daemon no longer owns its home: the folder (or its pid file) was removed,
   * or another process claimed it. Its store may be unlinked, so nothing it writes would last;
   * the caller stops it.
   */
  onHomeLost?: (reason: string) => void;
}

/** How often a running daemon checks that it still owns its home. */
const HOME_CHECK_MS = 2_000;

/** Why this process no longer owns the home whose pid file is `pidFile`, or null while it does. */
export function homeLost(pidFile: string): string | null {
  let owner: string;
  try {
    owner = readFileSync(pidFile, 'utf8').trim();
  } catch {
    return `its pid file ${pidFile} was removed (was CONTEXTD_HOME deleted?)`;
  }
  return owner === String(process.pid) ? null : `its pid file now names process ${owner || '(none)'}`;
}

export async function startDaemon(config: Config, logger: Logger, version: string, options: StartOptions = {}): Promise<RunningDaemon> {
  if (!isLoopbackHost(config.host) && !config.tokenFile) {
    throw new ContextdError('forbidden', `binding ${config.host} requires --token-file (tokens map to tenants); the default is 127.0.0.1`);
  }
  // A bad token file or allowed root is refused before anything is opened.
  const tokens = config.tokenFile ? loadTokenFile(config.tokenFile) : undefined;
  new PathRules({ home: config.home, tokenFile: config.tokenFile, allowRoots: options.allowRoots });
  const release = claimHome(ensurePrivateDir(homeLayout(config.home).run));
  try {
    return await startClaimed(config, logger, version, release, options, tokens);
  } catch (error) {
    release();
    throw error;
  }
}

async function startClaimed(config: Config, logger: Logger, version: string, release: () => void, options: StartOptions, tokens?: TokenMap): Promise<RunningDaemon> {
  const store = await openStore(config);
  const spoolDir = join(homeLayout(config.home).run, 'spool');
  await sweepSpool(spoolDir);
  const services = createServices({ store, embedder: await createEmbedder(config), reranker: createReranker(config), logger, concurrency: config.concurrency, spoolDir });
  const recovered = await services.runner.recover();
  if (recovered.requeued + recovered.interrupted > 0) logger.info(recovered, 'recovered operations from the previous run');
  await startReembedIfStale(services, logger);
  const paths = new PathRules({ home: config.home, tokenFile: config.tokenFile, allowRoots: options.allowRoots });
  const daemon = createDaemon({ config, services, logger, version, tokens, extraRoutes: options.extraRoutes, paths, allowedOrigins: options.allowedOrigins });
  const { url, port } = await daemon.listen();
  const layout = homeLayout(config.home);
  ensurePrivateDir(layout.run);
  const runtimeFile = join(layout.run, 'daemon.json');
  writeFileSync(runtimeFile, JSON.stringify({ pid: process.pid, url, port, version }), { mode: 0o600 });
  logger.info({ url, store: store.info }, 'contextd daemon listening');
  // In the background: a search arriving meanwhile waits for the same load, not for a second one.
  const warming = Date.now();
  store.search.warm?.().then(
    () => {
      // The load's garbage (the rows read, the postings packed into one array) is collected now, so
      // the heap an idle daemon keeps is what it holds.
      collectGarbage();
      logger.info({ ms: Date.now() - warming }, 'search index warm');
    },
    (error: unknown) => logger.warn({ err: error }, 'search index warm-up failed; the first search loads it'),
  );
  const pidFile = join(layout.run, 'daemon.pid');
  const watch = setInterval(() => {
    const reason = homeLost(pidFile);
    if (reason === null) return;
    clearInterval(watch);
    logger.warn({ home: config.home, reason }, 'this daemon no longer owns its home; stopping');
    options.onHomeLost?.(reason);
  }, HOME_CHECK_MS);
  watch.unref();
  return {
    daemon,
    url,
    port,
    async stop() {
      clearInterval(watch);
      await daemon.close();
      rmSync(runtimeFile, { force: true });
      release();
    },
  };
}
