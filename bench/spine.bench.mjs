// The spine's budgets (issue 2): MCP start-up against a bare SDK server, cold
// auto-start, list/search latency with 10 000 checkpoints, progress latency,
// and the memory of both processes. Everything runs the built binary over
// real stdio against a real daemon in a temp CONTEXTD_HOME.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prng } from './lib.mjs';

const RUNS = 11; // ≥ 9 per side, interleaved
const CHECKPOINTS = 10_000;
const CALLS = 400; // ≥ 300 per tool, after warm-up
const WARMUP = 50;

export async function run(lib) {
  await startupVsBareServer(lib);
  await coldFirstCall(lib);
  await withTenThousandCheckpoints(lib);
}

// ------------------------------------------------------------ start-up

/** A bare SDK stdio server with one tool: the floor any MCP server pays (node + SDK + zod). */
function writeBareServer(dir) {
  const file = join(dir, 'bare-server.mjs');
  writeFileSync(
    file,
    `import { McpServer } from ${JSON.stringify(import.meta.resolve('@modelcontextprotocol/sdk/server/mcp.js'))};
import { StdioServerTransport } from ${JSON.stringify(import.meta.resolve('@modelcontextprotocol/sdk/server/stdio.js'))};
import { z } from ${JSON.stringify(import.meta.resolve('zod'))};
const server = new McpServer({ name: 'bare', version: '1.0.0' });
server.registerTool('echo', { description: 'Echo the text back.', inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
process.stdin.on('end', () => process.exit(0));
await server.connect(new StdioServerTransport());
`,
  );
  return file;
}

/**
 * Spawn → initialize → tools/list answered, in ms: the time until the
 * tools/list response arrives on the server's stdout, spoken as raw JSON-RPC.
 * (An SDK Client would add its own work after the answer — compiling a
 * validator for each tool's output schema, ~130 ms for 24 tools — which is
 * the client's cost, not the server's.) The process is closed afterwards.
 */
async function timeToToolsList(lib, { command = process.execPath, args, env, cwd }) {
  const start = performance.now();
  const child = spawn(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const waiting = new Map();
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      const message = JSON.parse(line);
      waiting.get(message.id)?.(message);
    }
  });
  const request = (id, method, params) =>
    new Promise((resolve, reject) => {
      waiting.set(id, resolve);
      child.once('exit', () => reject(new Error(`server exited before answering ${method}`)));
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  await request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  const listed = await request(2, 'tools/list', {});
  const ms = performance.now() - start;
  if (!(listed.result?.tools?.length > 0)) throw new Error('tools/list answered with no tools');
  child.stdin.end();
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  return ms;
}

async function startupVsBareServer(lib) {
  const h = await lib.tempHome();
  const serve = await lib.startServe(h);
  try {
    const bare = { args: [writeBareServer(h.home)], env: h.env(), cwd: h.home };
    // As editors start it: the bin through its shebang (which carries the V8 flags).
    const contextd = { command: lib.BIN, args: ['--mcp'], env: h.env(), cwd: h.home };
    const bareMs = [];
    const contextdMs = [];
    // One unmeasured run each warms the file cache; then the two alternate so drift hits both alike.
    await timeToToolsList(lib, bare);
    await timeToToolsList(lib, contextd);
    for (let i = 0; i < RUNS; i++) {
      bareMs.push(await timeToToolsList(lib, bare));
      contextdMs.push(await timeToToolsList(lib, contextd));
    }
    const b = lib.stats(bareMs);
    const c = lib.stats(contextdMs);
    const note = `median of ${RUNS}; contextd min ${c.min.toFixed(0)} max ${c.max.toFixed(0)}, bare min ${b.min.toFixed(0)} max ${b.max.toFixed(0)}`;
    lib.report({ name: 'spawn → tools/list, daemon up (contextd --mcp)', value: c.p50, unit: 'ms', budget: 1.3 * b.p50, baseline: b.p50, note });
    lib.report({ name: 'spawn → tools/list: contextd / bare SDK server', value: c.p50 / b.p50, unit: '×', budget: 1.3, note });
  } finally {
    serve.kill('SIGTERM');
    await lib.waitFor(() => serve.exitCode !== null, 5_000, 'daemon exit');
    h.cleanup();
  }
}

/** No daemon running: spawn → first tools/call answered, the auto-start of the daemon included. */
async function coldFirstCall(lib) {
  const samples = [];
  for (let i = 0; i < 5; i++) {
    const h = await lib.tempHome();
    try {
      const start = performance.now();
      const conn = await lib.connectMcp(h);
      const result = await conn.client.callTool({ name: 'checkpoint_list', arguments: {} });
      samples.push(performance.now() - start);
      lib.structured(result);
      await conn.close();
    } finally {
      await lib.stopDaemon(h.home);
      h.cleanup();
    }
  }
  const s = lib.stats(samples);
  lib.report({ name: 'no daemon → first tools/call answered (p50 of 5)', value: s.p50, unit: 'ms', budget: 1_500, note: `min ${s.min.toFixed(0)} max ${s.max.toFixed(0)}` });
  lib.report({ name: 'no daemon → first tools/call answered (worst of 5)', value: s.max, unit: 'ms', budget: 1_500 });
}

// ------------------------------------------------------------ 10 000 checkpoints

/**
 * The corpus: words follow Zipf's law over a 3 000-word vocabulary (as words
 * in real notes do), so the commonest few dozen appear in most checkpoints and
 * the rest in a few percent; each checkpoint has a ticket id and file paths.
 */
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vo', 'shi', 'den', 'gar', 'pol', 'tek', 'zin', 'bra', 'cor', 'fen'];
const VOCABULARY = Array.from({ length: 3_000 }, (_, i) => {
  let word = '';
  for (let n = i + 17; n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});
const ZIPF = (() => {
  const weights = VOCABULARY.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  return weights.map((w) => (sum += w / total));
})();
const AREAS = ['auth', 'billing', 'search', 'infra', 'ui', 'api', 'db', 'build'];

function zipfWord(rand) {
  const x = rand();
  let lo = 0;
  let hi = ZIPF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ZIPF[mid] ?? 1) < x) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
}

const words = (rand, n) => Array.from({ length: n }, () => zipfWord(rand)).join(' ');

function checkpointInput(i, rand) {
  const area = AREAS[i % AREAS.length];
  const ticket = `${area.toUpperCase()}-${1000 + (i % 997)}`;
  const lines = Array.from({ length: 10 }, (_, k) => `- ${words(rand, 9)} in src/${area}/${zipfWord(rand)}.ts (${ticket}, step ${k})`);
  return {
    name: `${area} ${ticket} #${i}`,
    summary: `${words(rand, 14)} (${ticket}); next: ${words(rand, 8)}`,
    context: lines.join('\n'),
    session_id: `s${i % 40}`,
    tags: [area],
    metadata: {},
  };
}

/**
 * Seeds the store (SQLite file or PostgreSQL database) directly, before the daemon starts, with the same
 * code the checkpoint_save operation runs (CheckpointService.save: redaction,
 * hash embedding, one transaction per checkpoint) — 10 000 saves through HTTP
 * would measure the seeding, not the reads.
 */
async function seed(lib, h, scope) {
  const { createServices } = await lib.dist('core/services.js');
  const { createHashEmbedder } = await lib.dist('search/embedder.js');
  const store = await h.openStore();
  const services = createServices({ store, embedder: createHashEmbedder() });
  const ctx = { signal: new AbortController().signal, scope, operationId: 'op_seed', log: services.logger, progress() {}, async tick() {} };
  const rand = prng(42);
  const start = performance.now();
  for (let i = 0; i < CHECKPOINTS; i++) await services.checkpoints.save(checkpointInput(i, rand), ctx);
  const ms = performance.now() - start;
  await store.close();
  return ms;
}

/**
 * Queries: two or three words drawn log-uniformly from vocabulary ranks 20–3000
 * (what someone remembers of a checkpoint: rarer words more than the
 * commonest), plus ticket ids and file names (identifier fragments).
 */
function queries(count) {
  const rand = prng(7);
  const word = () => VOCABULARY[Math.floor(20 * Math.pow(150, rand()))] ?? VOCABULARY[0];
  return Array.from({ length: count }, (_, i) => {
    if (i % 8 === 7) return `${AREAS[i % AREAS.length].toUpperCase()}-${1000 + ((i * 37) % 997)}`;
    if (i % 8 === 6) return `src/${AREAS[i % AREAS.length]}/${word()}.ts`;
    return Array.from({ length: 2 + (i % 2) }, word).join(' ');
  });
}
const QUERIES = queries(64);

async function withTenThousandCheckpoints(lib) {
  const h = await lib.tempHome();
  const projectDir = join(h.home, 'work', 'big-app');
  mkdirSync(projectDir, { recursive: true });
  const { projectIdForPath } = await lib.dist('util/project.js');
  const scope = { tenant: 'bench', project: projectIdForPath(projectDir).id };
  const seedMs = await seed(lib, h, scope);
  process.stdout.write(`(seeded ${CHECKPOINTS} checkpoints directly into the ${h.store} store in ${(seedMs / 1000).toFixed(1)} s)\n`);

  const serve = await lib.startServe(h);
  const conn = await lib.connectMcp(h, { args: ['--project', projectDir] });
  try {
    const call = (name, args) => conn.client.callTool({ name, arguments: args });
    const first = lib.structured(await call('checkpoint_list', { limit: 1 }));
    if (!first.checkpoints[0]?.name.endsWith(`#${CHECKPOINTS - 1}`)) throw new Error(`the newest checkpoint is not the last seeded one: ${JSON.stringify(first)}`);

    const list = await lib.measure((i) => call('checkpoint_list', i % 4 === 3 ? { limit: 20, session_id: `s${i % 40}` } : {}), { runs: CALLS, warmup: WARMUP });
    readLatency(lib, 'checkpoint_list', list);
    let hits = 0;
    const search = await lib.measure(
      async (i) => {
        const out = lib.structured(await call('checkpoint_search', { query: QUERIES[i % QUERIES.length] }));
        hits += out.results.length;
      },
      { runs: CALLS, warmup: WARMUP },
    );
    if (hits === 0) throw new Error('checkpoint_search found nothing in 10 000 checkpoints');
    readLatency(lib, 'checkpoint_search', search);
    // The hard case, kept visible: a query with one of the commonest words, which most checkpoints contain.
    const common = await lib.measure((i) => call('checkpoint_search', { query: `${VOCABULARY[i % 5]} ${QUERIES[i % QUERIES.length]}` }), { runs: 100, warmup: 10 });
    const c = lib.stats(common);
    lib.report({ name: 'checkpoint_search, query with a top-5 word, p50', value: c.p50, unit: 'ms', budget: 3, note: `p99 ${c.p99.toFixed(1)}; BM25 scores every row containing the word` });

    // Memory after the reads: the adapter after a session's worth of calls, the daemon holding the corpus.
    globalThis.gc?.();
    lib.report({ name: 'RSS contextd --mcp (after 900 calls)', value: lib.rssMb(conn.pid), unit: 'MB', budget: 80 });
    lib.report({ name: `RSS daemon, ${CHECKPOINTS} checkpoints, after searches`, value: lib.rssMb(serve.pid), unit: 'MB', budget: 150 });

    await progressLatency(lib, conn);
    // Right after the last answer the saves' copies may still await collection (a transient);
    // what an editor window keeps is the figure a moment later.
    lib.report({ name: 'RSS contextd --mcp (right after three 5 MB saves)', value: lib.rssMb(conn.pid), unit: 'MB', note: 'transient, no budget' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    lib.report({ name: 'RSS contextd --mcp (1 s after three 5 MB saves)', value: lib.rssMb(conn.pid), unit: 'MB', budget: 80 });
  } finally {
    await conn.close();
    serve.kill('SIGTERM');
    await lib.waitFor(() => serve.exitCode !== null, 10_000, 'daemon exit');
    h.cleanup();
  }
}

function readLatency(lib, tool, samples) {
  const s = lib.stats(samples);
  const note = `${s.n} calls after ${WARMUP} warm-up; p90 ${s.p90.toFixed(2)} max ${s.max.toFixed(2)}`;
  lib.report({ name: `${tool}, ${CHECKPOINTS} checkpoints, p50`, value: s.p50, unit: 'ms', budget: 3, note });
  lib.report({ name: `${tool}, ${CHECKPOINTS} checkpoints, p99`, value: s.p99, unit: 'ms', budget: 15, note });
}

// ------------------------------------------------------------ progress latency

/**
 * Daemon state change → client notification. Each progress notification
 * carries `_meta['contextd/updated_at']`: the daemon's wall-clock time of the
 * change it reports (the runner stamps updated_at on every change, in ms). The
 * bench stamps the client's receipt with the same wall clock (same machine), so
 * receipt − updated_at is the whole path: runner event → long poll answered →
 * HTTP → MCP adapter → notifications/progress on stdio → SDK client.
 *
 * The adapter coalesces: when changes come faster than a poll round trip it
 * reports the newest state, so a superseded change never gets its own
 * notification. Its wait is bounded by receipt(n) − updated_at(n−1) (it
 * happened after the state reported before), which is reported too, as the
 * honest worst case for every change, delivered or superseded.
 */
async function progressLatency(lib, conn) {
  const delivered = [];
  const bound = [];
  let missingStamp = 0;
  for (let run = 0; run < 3; run++) {
    let previous = null;
    const fullState = 'progress latency bench line\n'.repeat(Math.floor((5 * 1024 * 1024 - 64) / 28));
    const result = await conn.client.callTool({ name: 'checkpoint_save', arguments: { summary: `progress bench ${run}`, full_state: fullState } }, undefined, {
      timeout: 60_000,
      resetTimeoutOnProgress: true,
      onprogress: (p) => {
        const receivedAt = lib.wallNow();
        const stamp = Date.parse(p._meta?.['contextd/updated_at'] ?? '');
        if (Number.isNaN(stamp)) {
          missingStamp++;
          return;
        }
        delivered.push(receivedAt - stamp);
        if (previous !== null) bound.push(receivedAt - previous);
        previous = stamp;
      },
    });
    lib.structured(result);
  }
  if (delivered.length === 0) {
    lib.report({ name: 'progress latency p50', value: 'n/a', pass: false, note: `${missingStamp} notifications without contextd/updated_at` });
    return;
  }
  const d = lib.stats(delivered);
  const b = lib.stats(bound);
  lib.report({
    name: 'progress latency, change → notification, p50',
    value: d.p50,
    unit: 'ms',
    budget: 50,
    note: `${d.n} notifications over three 5 MB saves; p90 ${d.p90.toFixed(1)} max ${d.max.toFixed(1)}`,
  });
  lib.report({ name: 'progress latency, worst case incl. coalesced, p50', value: b.p50, unit: 'ms', budget: 50, note: `p90 ${b.p90.toFixed(1)} max ${b.max.toFixed(1)}` });
}
