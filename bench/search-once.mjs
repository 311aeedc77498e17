// repository_search with each question asked once, SQLite and PostgreSQL interleaved in one run
// (the machine's load then weighs on both alike): the npm CLI's tree indexed once in each store
// through a real `contextd serve`, then per round both daemons started afresh (nothing cached)
// and the code eval's questions (bench/data/code, every tree's, against the npm index, with its
// path) asked once each, one store then the other. Prints per round and store the p50 (dev and
// test halves), p90, the daemon's CPU time and PostgreSQL's backends' CPU time, with the load.
// --baseline DIR adds a third daemon run from another checkout's build (DIR/bin/contextd.js),
// which indexes the tree into its own PostgreSQL database (its schema may differ): the store
// before and after a change, measured in the same run. Each round also counts the questions
// whose results (file, lines, score) differ from SQLite's and from the baseline's. With
// --upgrade too, this build then opens the baseline's database (migrating it) and asks every
// question again: the answers must be the baseline's, question for question.
//   npm run build && node bench/search-once.mjs [--rounds 3] [--baseline /path/to/other/checkout]
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as lib from './lib.mjs';
import { INCLUDE, npmTree, onceQuestions } from './repository.bench.mjs';
import { stopStores } from './stores.mjs';

const arg = (flag) => process.argv.find((a, i, all) => all[i - 1] === flag);
const rounds = Number(arg('--rounds') ?? 3);
const baseline = arg('--baseline');
const upgrade = process.argv.includes('--upgrade');
const source = npmTree();
if (!source) throw new Error('no npm CLI under `npm config get prefix`/lib/node_modules/npm');
const work = mkdtempSync(join(os.tmpdir(), 'contextd-once-tree-'));
const tree = join(work, 'npm');
cpSync(source, tree, { recursive: true, verbatimSymlinks: true });
const { DaemonClient } = await lib.dist('client/client.js');
const { api } = await lib.dist('api/routes.js');
const pg = (await import('pg')).default;
const questions = onceQuestions();

/** Waits for the index's deferred maintenance: PostgreSQL's last step analyzes search_docs. */
async function settled(s) {
  if (!s.url) return new Promise((r) => setTimeout(r, 3_000));
  const admin = new pg.Client({ connectionString: s.url });
  await admin.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await admin.query("SELECT last_analyze FROM pg_stat_user_tables WHERE relname = 'search_docs'");
      if (rows[0]?.last_analyze) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('search_docs was not analyzed within a minute of the index');
  } finally {
    await admin.end();
  }
}

const stores = [];
try {
  for (const kind of ['sqlite', 'postgres', ...(baseline ? ['baseline'] : [])]) {
    lib.setStore(kind === 'sqlite' ? 'sqlite' : 'postgres');
    const h = await lib.tempHome(`contextd-once-${kind}-`);
    const bin = kind === 'baseline' ? join(baseline, 'bin', 'contextd.js') : undefined;
    const s = { kind, h, url: h.env().CONTEXTD_DATABASE_URL ?? null, bin, daemon: null, client: null };
    stores.push(s);
    s.daemon = await lib.startServe(h, {}, bin);
    s.client = Object.assign(new DaemonClient({ url: h.url, tenant: 'bench', project: 'bench-repo', timeoutMs: 60_000 }), { api });
    const started = performance.now();
    let op = await s.client.call(api.repositoryIndex, { path: tree, include: INCLUDE });
    while (op.status === 'queued' || op.status === 'running') op = await s.client.waitOperation(op.id, op.version, 20_000);
    if (op.status !== 'succeeded') throw new Error(`${kind} index ${op.status}`);
    // The maintenance an index defers (GIN merges and ANALYZE on PostgreSQL, FTS5 merges on SQLite)
    // runs after it answers, as a daemon that keeps running would finish it.
    await settled(s);
    process.stdout.write(`${kind}: indexed ${op.result.files_indexed} files, ${op.result.chunks} chunks in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const s of stores) {
      await s.client?.close();
      if (s.daemon) await lib.stopPid(s.daemon.pid);
      s.daemon = await lib.startServe(s.h, {}, s.bin);
      s.client = Object.assign(new DaemonClient({ url: s.h.url, tenant: 'bench', project: 'bench-repo', timeoutMs: 60_000 }), { api });
      await s.client.call(api.health, {});
      s.samples = [];
      s.answers = [];
      s.cpu = lib.cpuMs(s.daemon.pid);
      s.backends = s.url ? await lib.backendsCpu(s.url) : null;
    }
    const load = os.loadavg()[0];
    for (const [i, q] of questions.entries()) {
      for (const s of i % 2 === 0 ? stores : [...stores].reverse()) {
        const start = performance.now();
        const found = await s.client.call(api.repositorySearch, { path: tree, query: q.text, limit: 10 });
        s.samples.push(performance.now() - start);
        s.answers[i] = JSON.stringify(found.results.map((r) => [r.file, r.start_line, r.end_line, Number(r.score).toFixed(9)]));
      }
    }
    for (const s of stores) {
      const cpu = lib.cpuMs(s.daemon.pid) - s.cpu;
      let server = '';
      if (s.url) {
        const after = await lib.backendsCpu(s.url);
        let ms = 0;
        for (const [pid, t] of after) ms += t - (s.backends.get(pid) ?? 0);
        server = `, backends' CPU ${(ms / questions.length).toFixed(2)} ms/question`;
      }
      const st = lib.stats(s.samples);
      const half = (split) => lib.stats(s.samples.filter((_, i) => questions[i].split === split)).p50.toFixed(2);
      const differ = (other) => (other && other !== s ? `, ${s.answers.filter((a, i) => a !== other.answers[i]).length} answers differ from ${other.kind}'s` : '');
      process.stdout.write(
        `round ${round} ${s.kind.padEnd(8)} p50 ${st.p50.toFixed(2)} ms (dev ${half('dev')}, test ${half('test')}), p90 ${st.p90.toFixed(2)} ms, daemon CPU ${(cpu / questions.length).toFixed(2)} ms/question${server}${differ(stores[0])}${differ(stores[2])}; load ${load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}\n`,
      );
    }
  }
  const old = stores[2];
  if (upgrade && old) {
    await old.client.close();
    await lib.stopPid(old.daemon.pid);
    old.daemon = await lib.startServe(old.h);
    old.client = Object.assign(new DaemonClient({ url: old.h.url, tenant: 'bench', project: 'bench-repo', timeoutMs: 60_000 }), { api });
    const differ = [];
    for (const [i, q] of questions.entries()) {
      const found = await old.client.call(api.repositorySearch, { path: tree, query: q.text, limit: 10 });
      const answer = JSON.stringify(found.results.map((r) => [r.file, r.start_line, r.end_line, Number(r.score).toFixed(9)]));
      if (answer !== old.answers[i]) differ.push(`${q.text}\n  before ${old.answers[i]}\n  after  ${answer}`);
    }
    process.stdout.write(`upgrade: this build on the baseline's database, ${questions.length} questions: ${differ.length} answers differ from the baseline's\n${differ.slice(0, 3).join('\n')}\n`);
  }
} finally {
  for (const s of stores) {
    await s.client?.close();
    await lib.stopPid(s.daemon?.pid);
    s.h.cleanup();
  }
  await stopStores();
  rmSync(work, { recursive: true, force: true });
}
