// Shared helpers of the benchmark modules (bench/*.bench.mjs): statistics, the
// report rows printed beside their budgets, and the processes every bench needs
// (a temp CONTEXTD_HOME, a free port, `contextd serve`, `contextd --mcp` over real stdio).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { storeForHome } from './stores.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BIN = join(ROOT, 'bin', 'contextd.js');
export const RESULTS_FILE = join(ROOT, '.tmp', 'bench-results.json');

/**
 * Imports a built module: `await dist('store/sqlite/index.js')`. Benches measure dist/, as users
 * run it; CONTEXTD_BENCH_DIST names another build (an older commit's, to compare before/after).
 */
export function dist(path) {
  return import(pathToFileURL(join(process.env.CONTEXTD_BENCH_DIST ?? join(ROOT, 'dist'), path)).href);
}

/**
 * The optional cross-encoder rerank for the evals, from the daemon's own variables
 * (CONTEXTD_RERANK_URL, CONTEXTD_RERANK_MODEL, CONTEXTD_RERANK_API_KEY, CONTEXTD_RERANK_TIMEOUT):
 * null when unset, so `npm run eval` measures the built-in ranker by default.
 */
export async function rerankerFromEnv() {
  const [{ configFromEnv, defaultConfig }, { createReranker }] = await Promise.all([dist('util/config.js'), dist('daemon/start.js')]);
  return createReranker({ ...defaultConfig(), ...configFromEnv(process.env) });
}

// ---------------------------------------------------------------- statistics

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    min: sorted[0],
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    mean: sum / sorted.length,
  };
}

export const median = (samples) => stats(samples).p50;

/** Deterministic PRNG (mulberry32): the same seed gives the same sequence, so a run can be replayed. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; returns the durations in ms. */
export async function measure(fn, { runs, warmup = 0 }) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Wall-clock now with sub-millisecond precision, comparable with Date.parse() of another process. */
export const wallNow = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- report

const rows = [];

function fmt(value) {
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/**
 * Prints one figure beside its budget and keeps it for the final table and
 * the JSON results. `budget` is a number (the figure must be ≤ it) or a text;
 * `pass` defaults to value ≤ budget for numbers, and to true without a budget.
 */
export function report({ name, value, unit = '', budget, baseline, pass, note }) {
  const verdict = pass ?? (typeof budget === 'number' ? value <= budget : true);
  const budgetText = budget === undefined ? '—' : typeof budget === 'number' ? `≤ ${fmt(budget)}${unit ? ` ${unit}` : ''}` : budget;
  const row = {
    module: currentModule,
    store: currentStore,
    name,
    value: typeof value === 'number' ? Number(value.toFixed(3)) : value,
    unit,
    budget: budgetText,
    baseline: baseline === undefined ? null : typeof baseline === 'number' ? Number(baseline.toFixed(3)) : baseline,
    pass: verdict,
    note: note ?? null,
  };
  rows.push(row);
  process.stdout.write(`${line(row)}\n`);
  return row;
}

function line(row, width = 58) {
  const baseline = row.baseline === null ? '' : `  baseline ${fmt(row.baseline)}${row.unit && typeof row.baseline === 'number' ? ` ${row.unit}` : ''}`;
  const value = `${fmt(row.value)} ${row.unit}`.trim();
  return `${row.name.padEnd(width)} ${value.padStart(12)}  budget ${row.budget.padEnd(12)}${baseline}  ${row.pass ? 'PASS' : 'FAIL'}`;
}

let currentModule = null;
export function setModule(name) {
  currentModule = name;
}

let currentStore = 'sqlite';
/** The store the next modules measure (`sqlite` or `postgres`, see stores.mjs). */
export function setStore(kind) {
  currentStore = kind;
}

export function results() {
  return rows.slice();
}

/** With more than one store measured: each figure of every store on one line, and PostgreSQL's over SQLite's. */
export function printSideBySide(stores, out = process.stdout) {
  const width = Math.max(20, ...rows.map((r) => r.name.length));
  const keys = [...new Set(rows.map((r) => `${r.module}\u0000${r.name}`))];
  out.write(`\n${'benchmark'.padEnd(width)} ${stores.map((s) => s.padStart(14)).join(' ')}  ${stores.slice(1).map((s) => `${s}/${stores[0]}`).join(' ')}\n`);
  out.write(`${'-'.repeat(width + 16 * stores.length + 20)}\n`);
  let module = null;
  for (const key of keys) {
    const [mod, name] = key.split('\u0000');
    if (mod !== module) {
      module = mod;
      out.write(`[${module}]\n`);
    }
    const found = stores.map((store) => rows.find((r) => r.module === mod && r.name === name && r.store === store));
    const cells = found.map((r) => (r ? `${fmt(r.value)} ${r.unit}`.trim() + (r.pass ? '' : '!') : '—').padStart(14));
    const base = found[0]?.value;
    const ratios = found.slice(1).map((r) => (typeof base === 'number' && typeof r?.value === 'number' && base !== 0 ? `${(r.value / base).toFixed(2)}×` : ''));
    out.write(`${name.padEnd(width)} ${cells.join(' ')}  ${ratios.join(' ')}\n`);
  }
  out.write('(! over budget)\n');
}

/** The final table, grouped by module. */
export function printTable(out = process.stdout) {
  const width = Math.max(20, ...rows.map((r) => r.name.length));
  out.write(`\n${'benchmark'.padEnd(width)} ${'value'.padStart(12)}  ${'budget'.padEnd(12)}  baseline        result\n`);
  out.write(`${'-'.repeat(width + 50)}\n`);
  let module = null;
  for (const row of rows) {
    if (`${row.module} ${row.store}` !== module) {
      module = `${row.module} ${row.store}`;
      out.write(`[${row.module}${row.store === 'sqlite' ? '' : ` on ${row.store}`}]\n`);
    }
    const baseline = row.baseline === null ? '' : `${fmt(row.baseline)} ${typeof row.baseline === 'number' ? row.unit : ''}`.trim();
    out.write(`${row.name.padEnd(width)} ${`${fmt(row.value)} ${row.unit}`.trim().padStart(12)}  ${row.budget.padEnd(12)}  ${baseline.padEnd(14)}  ${row.pass ? 'PASS' : 'FAIL'}\n`);
  }
  const failed = rows.filter((r) => !r.pass).length;
  out.write(`\n${rows.length - failed} within budget, ${failed} over budget\n`);
}

export function writeResults(extra = {}) {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...extra, rows }, null, 2)}\n`);
  return RESULTS_FILE;
}

// ---------------------------------------------------------------- processes

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A temp CONTEXTD_HOME on a free port, with a store of the kind being measured
 * (`openStore()` seeds it in-process); `env()` is passed explicitly to every process.
 */
export async function tempHome(prefix = 'contextd-bench-') {
  const home = mkdtempSync(join(tmpdir(), prefix));
  const port = await freePort();
  const store = await storeForHome(currentStore, home);
  return {
    home,
    port,
    store: currentStore,
    openStore: store.open,
    url: `http://127.0.0.1:${port}`,
    env: (extra = {}) => ({
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      CONTEXTD_HOME: home,
      CONTEXTD_PORT: String(port),
      CONTEXTD_LOG_LEVEL: 'warn',
      CONTEXTD_TENANT: 'bench',
      ...store.env,
      ...extra,
    }),
    cleanup: () => rmSync(home, { recursive: true, force: true }),
  };
}

export function readDaemonJson(home) {
  try {
    return JSON.parse(readFileSync(join(home, 'run', 'daemon.json'), 'utf8'));
  } catch {
    return null;
  }
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(check, budgetMs, what) {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${budgetMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Stops a process by pid (SIGTERM, then SIGKILL after 5 s) and waits for it to go. */
export async function stopPid(pid) {
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  try {
    await waitFor(() => !isAlive(pid), 5_000, `pid ${pid} to exit`);
  } catch {
    process.kill(pid, 'SIGKILL');
  }
}

/** Stops the daemon named in $CONTEXTD_HOME/run/daemon.json, if any. */
export async function stopDaemon(home) {
  await stopPid(readDaemonJson(home)?.pid);
}

/** `contextd serve` in the foreground, run through the bin's shebang as from a shell; resolves once it listens. */
export async function startServe(h, env = {}, bin = BIN) {
  const child = spawn(bin, ['serve', '--host', '127.0.0.1', '--port', String(h.port)], {
    env: h.env(env),
    cwd: h.home,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (c) => (output += c.toString('utf8')));
  await waitFor(() => /listening on/.test(output) || child.exitCode !== null, 15_000, 'contextd serve to listen');
  if (child.exitCode !== null) throw new Error(`contextd serve exited ${child.exitCode}: ${output}`);
  return child;
}

/** An SDK client over real stdio to any command; `close()` ends the child. */
export async function connectStdio({ command = process.execPath, args, env, cwd }) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const transport = new StdioClientTransport({ command, args, env, cwd, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'contextd-bench', version: '1.0.0' });
  try {
    await client.connect(transport);
  } catch (error) {
    // Say why the child died (a half-rebuilt dist/, a crash) rather than only "Connection closed".
    throw new Error(`${error.message}; ${args.join(' ')} stderr: ${stderr.slice(0, 2000) || '(empty)'}`);
  }
  return { client, transport, pid: transport.pid, stderr: () => stderr, close: () => client.close() };
}

/**
 * `contextd --mcp` of a bench home over real stdio, started the way an editor
 * starts it (`npx contextd --mcp` runs the bin through its shebang, which
 * carries the process's V8 flags).
 */
export function connectMcp(h, { args = [], env = {}, cwd } = {}) {
  return connectStdio({ command: BIN, args: ['--mcp', ...args], env: h.env(env), cwd: cwd ?? h.home });
}

/** User + system CPU of a process (all its threads) in ms, from /proc (Linux). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** User and system CPU of a process (all its threads) in ms, apart, from /proc (Linux). */
export function cpuSplitMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
}

/** CPU time (ms) of each PostgreSQL server process serving `url`'s database (a daemon's connections), by pid. */
export async function backendsCpu(url) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const out = new Map();
    for (const { pid } of rows) {
      try {
        out.set(pid, cpuMs(pid));
      } catch {
        // A connection that closed meanwhile.
      }
    }
    return out;
  } finally {
    await client.end();
  }
}

/** User + system CPU (ms) of each live thread of a process, by thread id, from /proc/<pid>/task (Linux). */
export function threadCpuMs(pid) {
  const out = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      out.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return out;
}

/**
 * Follows the threads of a process while some work runs (polled every 50 ms, so a thread that
 * lives shorter than that may be missed) and splits the CPU it used into the process's own
 * thread, the threads started during the work (an index's preparation workers) and the
 * threads that were there before (V8's compiler and garbage-collector helpers, libuv's pool).
 */
export function watchThreads(pid) {
  const before = threadCpuMs(pid);
  const last = new Map(before);
  const poll = () => {
    for (const [tid, ms] of threadCpuMs(pid)) last.set(tid, ms);
  };
  const timer = setInterval(poll, 50);
  return {
    stop() {
      clearInterval(timer);
      poll();
      const split = { main: 0, started: 0, helpers: 0 };
      for (const [tid, ms] of last) {
        const used = ms - (before.get(tid) ?? 0);
        if (tid === pid) split.main += used;
        else if (before.has(tid)) split.helpers += used;
        else split.started += used;
      }
      return split;
    },
  };
}

/** VmRSS of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/** Throws with the tool's error text when a call failed. */
export function structured(result) {
  if (result.isError) throw new Error(`tool failed: ${result.content?.map((c) => c.text).join('')}`);
  return result.structuredContent;
}

/** Recall@1, recall@5 and MRR of 1-based ranks (null: not found). */
/**
 * One half of a benchmark whose rows carry the hybrid's `rank` and plain BM25's `bm25` (null:
 * not found): R@1, R@5 and MRR, plain BM25's R@1 and R@5, and lost (plain BM25 first, the hybrid
 * not) and won (the reverse) against it. `versusBm25Line` prints it.
 */
export function versusBm25(rows, split) {
  const part = rows.filter((r) => r.split === split);
  const bm25 = rankMetrics(part.map((r) => r.bm25));
  const lost = part.filter((r) => r.bm25 === 1 && r.rank !== 1).length;
  const won = part.filter((r) => r.rank === 1 && r.bm25 !== 1).length;
  return { ...rankMetrics(part.map((r) => r.rank)), bm25_recall_at_1: bm25.recall_at_1, bm25_recall_at_5: bm25.recall_at_5, lost_vs_bm25: lost, won_vs_bm25: won };
}

export function versusBm25Line(split, m) {
  return `${split.padEnd(5)} n ${m.n}  R@1 ${m.recall_at_1.toFixed(3)}  R@5 ${m.recall_at_5.toFixed(3)}  MRR ${m.mrr.toFixed(3)}   plain BM25 R@1 ${m.bm25_recall_at_1.toFixed(3)} R@5 ${m.bm25_recall_at_5.toFixed(3)}  lost/won vs BM25 ${m.lost_vs_bm25}/${m.won_vs_bm25}`;
}

export function rankMetrics(ranks) {
  const n = ranks.length;
  const round = (x) => Math.round(x * 1000) / 1000;
  if (n === 0) return { n, recall_at_1: 0, recall_at_5: 0, mrr: 0 };
  const at = (k) => ranks.filter((r) => r !== null && r <= k).length / n;
  const mrr = ranks.reduce((sum, r) => sum + (r === null ? 0 : 1 / r), 0) / n;
  return { n, recall_at_1: round(at(1)), recall_at_5: round(at(5)), mrr: round(mrr) };
}

/** Reads a BEIR-style data set: corpus.jsonl, queries.jsonl, qrels.tsv (query-id, corpus-id, score). */
export function readBeir(dir) {
  const jsonl = (file) => readFileSync(join(dir, file), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const qrels = new Map();
  for (const line of readFileSync(join(dir, 'qrels.tsv'), 'utf8').split('\n').slice(1)) {
    const [q, d, score] = line.split('\t');
    if (!q || Number(score) <= 0) continue;
    if (!qrels.has(q)) qrels.set(q, new Set());
    qrels.get(q).add(d);
  }
  return { corpus: existsSync(join(dir, 'corpus.jsonl')) ? jsonl('corpus.jsonl') : [], queries: jsonl('queries.jsonl'), qrels };
}

/** `tool` called through MCP `runs` times (after `warmup`), cycling through `queries`: latency stats and how many answers were empty. */
export async function searchLatency(conn, tool, queries, { runs, warmup }) {
  let empty = 0;
  const samples = await measure(
    async (i) => {
      const result = await conn.client.callTool({ name: tool, arguments: { query: queries[i % queries.length] } });
      if (structured(result).results.length === 0) empty++;
    },
    { runs, warmup },
  );
  return { ...stats(samples), empty };
}

/** `calls` writes shared by the `clients` working at once; `write(client, i)` resolves true when the write merged. Writes per second and merges. */
export async function concurrentWrites(clients, calls, write) {
  let next = 0;
  let merged = 0;
  const start = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = next++; i < calls; i = next++) if (await write(client, i)) merged++;
    }),
  );
  return { rate: calls / ((performance.now() - start) / 1000), merged };
}

/** A letters-only word per number (normalization keeps words, drops numbers): a, b, …, z, ba, bb, … */
export function letterWord(n) {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}
