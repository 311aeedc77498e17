// Where a tool call's time goes through MCP, SQLite and PostgreSQL interleaved in one run (the
// machine's load then weighs on every configuration alike). Both stores are seeded with the same
// 10 000 synthetic remediations (bench/remediations.bench.mjs); per store a real `contextd serve`
// and a real `contextd --mcp` over stdio (an SDK client, as editors run it). Each round asks every
// query once of every configuration, rotating the order, first through MCP, then straight to the
// daemon over HTTP (DaemonClient, the client `--mcp` uses): per configuration the p50 of both, the
// difference (the MCP hop: stdio, the SDK, the tool's checks and formatting), and the CPU time per
// call of the `--mcp` process, the daemon and PostgreSQL's backends, with the load average.
// --baseline DIR adds the same two stores served by another checkout's build (DIR/bin/contextd.js,
// DIR/dist) on copies of the seeded stores: before and after a change, in the same run. When DIR's
// schema is older, seed with its build (CONTEXTD_BENCH_DIST=DIR/dist): this build's daemon migrates the copy.
// --profile DIR writes V8 CPU profiles of this build's `--mcp` and daemon processes into DIR.
//   npm run bench:hops -- (or: npm run build && node bench/mcp-hops.mjs) [--rounds 3] [--calls 300] [--tool remediation_search|troubleshoot_diagnose|remediation_record|checkpoint_save|memory_record]
//     [--baseline /path/to/other/checkout] [--profile DIR] [--sqlite-only] [--daemon-env K=V]
//     [--mcp-flags '--node-flag'] [--daemon-flags '--node-flag'] [--wrap-mcp 'strace -c -o F'] [--wrap-daemon …] [--distinct]
// --distinct makes every call's text its own (a trailing run of spaces and tabs, a number in
// binary, which nothing in the search or the diagnosis reads), so no memo of a query's text helps.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as lib from './lib.mjs';
import { dataset, seed, synthetic } from './remediations.bench.mjs';
import { stopStores } from './stores.mjs';

const arg = (flag) => process.argv.find((a, i, all) => all[i - 1] === flag);
const rounds = Number(arg('--rounds') ?? 3);
const calls = Number(arg('--calls') ?? 300);
const tool = arg('--tool') ?? 'remediation_search';
const baseline = arg('--baseline');
const profileDir = arg('--profile');
const wrapMcp = arg('--wrap-mcp');
const wrapDaemon = arg('--wrap-daemon');
const mcpFlags = arg('--mcp-flags') ?? '';
const daemonFlags = arg('--daemon-flags') ?? '';
/** `--daemon-env K=V`: an environment variable for this build's daemons only. */
const daemonEnv = Object.fromEntries(process.argv.flatMap((a, i, all) => (all[i - 1] === '--daemon-env' ? [a.split(/=(.*)/s).slice(0, 2)] : [])));
const distinct = process.argv.includes('--distinct');
const kinds = process.argv.includes('--sqlite-only') ? ['sqlite'] : ['sqlite', 'postgres'];
const SIZE = Number(process.env.CONTEXTD_BENCH_REMEDIATION_SIZES ?? 10_000);
const pg = (await import('pg')).default;

const records = dataset(lib);
const searchQueries = records.flatMap((r) => [r.sightings.elsewhere, r.sightings.fragment, r.sightings.plain]);
const errors = readFileSync(join(lib.ROOT, 'bench', 'data', 'errors', 'corpus.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l).output);
let recorded = 0;
/** The i-th call's tool arguments; records are new ones (each a distinct synthetic record past the seeded ones). */
function argsFor(i) {
  if (tool === 'remediation_search') return { query: searchQueries[i % searchQueries.length] };
  if (tool === 'troubleshoot_diagnose') return { error_message: errors[i % errors.length] };
  if (tool === 'remediation_record') {
    const { title, problem, solution, root_cause, category } = synthetic(records, 2_000_000 + recorded++);
    return { title, problem, solution, root_cause, category };
  }
  if (tool === 'checkpoint_save' || tool === 'memory_record') {
    const { title, problem, solution } = synthetic(records, 3_000_000 + recorded++);
    return tool === 'checkpoint_save' ? { summary: title, context: `${problem}\n${solution}` } : { content: `${title}: ${solution}`, kind: 'fact' };
  }
  throw new Error(`--tool ${tool}: not one this bench knows`);
}
let asked = 0;
/** The call's arguments, with its text made distinct under --distinct (see the header). */
function distinctly(args) {
  if (!distinct) return args;
  const suffix = ' ' + (++asked).toString(2).replace(/0/g, ' ').replace(/1/g, '\t');
  if (args.query !== undefined) return { ...args, query: args.query + suffix };
  if (args.error_message !== undefined) return { ...args, error_message: args.error_message + suffix };
  return args;
}
const endpointName = { remediation_search: 'remediationSearch', troubleshoot_diagnose: 'troubleshootDiagnose', remediation_record: 'remediationRecord', checkpoint_save: 'checkpointSave', memory_record: 'memoryRecord' }[tool];
const writes = ['remediation_record', 'checkpoint_save', 'memory_record'].includes(tool);

/**
 * The bin run as its shebang runs it, with extra node flags (--cpu-prof, which NODE_OPTIONS may
 * not carry on Node 20) and a command in front of node (`strace -c`), for this build's processes.
 */
let wrapDir = null;
function wrappedBin(root, name, nodeFlags, prefix) {
  wrapDir ??= mkdtempSync(join(os.tmpdir(), 'contextd-hops-wrap-'));
  const dir = wrapDir;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const shebang = readFileSync(join(root, 'bin', 'contextd.js'), 'utf8').split('\n')[0].replace(/^#!\/usr\/bin\/env -S /, '');
  const [env, node, ...flags] = shebang.split(' ');
  const script = join(dir, `contextd-${name}.sh`);
  writeFileSync(script, `#!/bin/sh\nexec env ${env} ${prefix} ${node} ${flags.join(' ')} ${nodeFlags} ${join(root, 'bin', 'contextd.js')} "$@"\n`, { mode: 0o755 });
  return script;
}

/** One call straight to the daemon; a checkpoint is saved by an operation, followed to its end as `--mcp` does. */
async function httpCall(c, args) {
  let out = await c.http.call(c.endpoint, args);
  while (out.status === 'queued' || out.status === 'running') out = await c.http.waitOperation(out.id, out.version, 10_000);
  if (out.status === 'failed') throw new Error(`${tool} failed: ${out.error?.message}`);
  return out;
}

const load = () => os.loadavg()[0].toFixed(1);
const configs = [];
try {
  for (const kind of kinds) {
    lib.setStore(kind);
    const h = await lib.tempHome(`contextd-hops-${kind}-`);
    const projectDir = join(h.home, 'work', 'service');
    mkdirSync(projectDir, { recursive: true });
    const { projectIdForPath } = await lib.dist('util/project.js');
    const project = projectIdForPath(projectDir).id;
    const ms = await seed(lib, h, { tenant: 'bench', project }, 0, SIZE, records);
    process.stdout.write(`${kind}: seeded ${SIZE} remediations in ${(ms / 1000).toFixed(1)} s (load ${load()})\n`);
    const url = h.env().CONTEXTD_DATABASE_URL ?? null;
    configs.push({ name: `${kind}`, kind, h, projectDir, project, url, root: lib.ROOT });
    if (baseline) {
      // The same seeded store, copied, for the other build's daemon (its processes counted apart).
      const b = await lib.tempHome(`contextd-hops-${kind}-base-`);
      const bProject = join(b.home, 'work', 'service');
      mkdirSync(bProject, { recursive: true });
      let bUrl = null;
      if (url) {
        const copy = new URL(url);
        const template = copy.pathname.slice(1);
        copy.pathname = `/${template}_baseline`;
        const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${template}_baseline TEMPLATE ${template}`);
        await admin.end();
        bUrl = copy.href;
        const env = b.env;
        b.env = (extra = {}) => ({ ...env(extra), CONTEXTD_STORE: 'postgres', CONTEXTD_DATABASE_URL: bUrl });
      } else {
        mkdirSync(join(b.home, 'data'), { recursive: true, mode: 0o700 });
        copyFileSync(join(h.home, 'data', 'contextd.db'), join(b.home, 'data', 'contextd.db'));
      }
      // Same project id: the project is named by its folder's path, so the copy's sessions use the seeded one.
      configs.push({ name: `${kind}-base`, kind, h: b, projectDir: bProject, project, url: bUrl, root: baseline });
    }
  }
  for (const c of configs) {
    const ours = c.root === lib.ROOT;
    const prof = profileDir ? `--cpu-prof --cpu-prof-interval=200 --cpu-prof-dir=${profileDir}` : '';
    const plain = join(c.root, 'bin', 'contextd.js');
    const daemonBin = ours && (prof || wrapDaemon || daemonFlags) ? wrappedBin(c.root, `${c.kind}-daemon`, `${daemonFlags} ${prof}`, wrapDaemon ?? '') : plain;
    const mcpBin = ours && (prof || wrapMcp || mcpFlags) ? wrappedBin(c.root, `${c.kind}-mcp`, `${mcpFlags} ${prof}`, wrapMcp ?? '') : plain;
    c.daemon = await lib.startServe(c.h, ours ? daemonEnv : {}, daemonBin);
    c.conn = await lib.connectStdio({ command: mcpBin, args: ['--mcp', '--project', c.projectDir], env: c.h.env(), cwd: c.h.home });
    const { DaemonClient } = await import(pathToFileURL(join(c.root, 'dist', 'client', 'client.js')).href);
    const { api } = await import(pathToFileURL(join(c.root, 'dist', 'api', 'routes.js')).href);
    c.http = new DaemonClient({ url: c.h.url, tenant: 'bench', project: c.project, timeoutMs: 60_000 });
    c.endpoint = api[endpointName];
    for (let i = 0; i < 30; i++) {
      lib.structured(await c.conn.client.callTool({ name: tool, arguments: distinctly(argsFor(i)) }));
      await httpCall(c, distinctly(argsFor(i)));
    }
  }
  process.stdout.write(`${tool}: ${calls} calls a round per configuration, ${SIZE} stored${distinct ? ', every text distinct' : ''}\n`);
  for (let round = 1; round <= rounds; round++) {
    const loadBefore = load();
    for (const c of configs) {
      c.samples = { mcp: [], http: [] };
      c.cpu0 = { mcp: lib.cpuSplitMs(c.conn.pid), daemon: lib.cpuMs(c.daemon.pid), backends: c.url ? await lib.backendsCpu(c.url) : null };
    }
    for (let i = 0; i < calls; i++) {
      const args = argsFor(i);
      // Rotate who goes first, and whether MCP or HTTP does: the load of the moment weighs on all alike.
      for (let k = 0; k < configs.length; k++) {
        const c = configs[(i + k) % configs.length];
        for (const phase of ((i >> 1) + k) % 2 === 0 ? ['mcp', 'http'] : ['http', 'mcp']) {
          const callArgs = writes ? argsFor(i) : distinctly(args);
          const start = performance.now();
          if (phase === 'mcp') lib.structured(await c.conn.client.callTool({ name: tool, arguments: callArgs }));
          else await httpCall(c, callArgs);
          c.samples[phase].push(performance.now() - start);
        }
      }
    }
    const loadAfter = load();
    for (const c of configs) {
      let backends = 0;
      if (c.url) for (const [pid, t] of await lib.backendsCpu(c.url)) backends += t - (c.cpu0.backends.get(pid) ?? 0);
      const mcp = lib.cpuSplitMs(c.conn.pid);
      const m = lib.stats(c.samples.mcp);
      const h = lib.stats(c.samples.http);
      const f = (v) => v.toFixed(2);
      process.stdout.write(
        `round ${round} ${c.name.padEnd(13)} MCP p50 ${f(m.p50)} (p90 ${f(m.p90)}) · HTTP p50 ${f(h.p50)} (p90 ${f(h.p90)}) · MCP hop ${f(m.p50 - h.p50)} ms` +
          ` | CPU per MCP call in --mcp ${f((mcp.user - c.cpu0.mcp.user) / calls)} user + ${f((mcp.system - c.cpu0.mcp.system) / calls)} sys;` +
          ` per call (MCP and HTTP alike) daemon ${f((lib.cpuMs(c.daemon.pid) - c.cpu0.daemon) / (2 * calls))}, backends ${f(backends / (2 * calls))} ms | RSS --mcp ${lib.rssMb(c.conn.pid).toFixed(0)}, daemon ${lib.rssMb(c.daemon.pid).toFixed(0)} MB | load ${loadBefore} → ${loadAfter}\n`,
      );
    }
  }
} catch (error) {
  process.stderr.write(`mcp-hops: ${error?.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  for (const c of configs) {
    await c.conn?.close()?.catch(() => undefined);
    await c.http?.close()?.catch(() => undefined);
    await lib.stopPid(c.daemon?.pid);
    c.h.cleanup();
  }
  await stopStores();
  if (wrapDir) rmSync(wrapDir, { recursive: true, force: true });
}
