// `npm run crash`: the crash matrix. Kills `contextd serve` with SIGKILL at random points of
// each long operation and of writes, restarts it, and checks the invariants after every round:
//   - no acknowledged write lost: every checkpoint, remediation and skill version whose write
//     the client saw succeed reads back byte-exact (checked for the round's writes every round,
//     and for all of them at the end);
//   - no duplicate chunks: an index interrupted by the kill (requeued on restart) ends with the
//     same files and chunks as a clean index of the same tree;
//   - no half-merged remediation cluster: after a consolidation killed midway, each cluster is
//     either fully merged or untouched;
//   - operations requeued or interrupted: every operation ends (succeeded, or failed with
//     `interrupted`) after the restart; none stays queued or running.
//   node scripts/crash.mjs [--rounds 50] [--seed N] [--only writes|index|consolidate|large-save] [--keep]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, prng } from '../bench/lib.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'contextd.js');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const ROUNDS = Number(arg('rounds', process.env.CONTEXTD_CRASH_ROUNDS ?? 50));
const SEED = Number(arg('seed', Date.now() % 1_000_000));
const KEEP = process.argv.includes('--keep');
const ONLY = arg('only', '');

const random = prng(SEED); // seeded, so a failing round can be replayed with --seed
const pick = (items) => items[Math.floor(random() * items.length)];
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa'];
/** Deterministic secret-free text (the redactor leaves it alone), `bytes` long, with some non-ASCII. */
function bulk(bytes, seed) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${seed} ${i}: ${WORDS[(i * 3) % 16]} ${WORDS[(i * 7 + seed.length) % 16]} état ✓ step ${i % 97}`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  const text = lines.join('\n');
  return Buffer.from(text).subarray(0, bytes).toString('utf8').replace(/\uFFFD$/, '');
}

const home = mkdtempSync(join(tmpdir(), 'contextd-crash-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, CONTEXTD_HOME: home, CONTEXTD_PORT: String(port), CONTEXTD_LOG_LEVEL: 'warn', CONTEXTD_TENANT: 'crash' };
let daemon = null;

async function startDaemon() {
  const child = spawn(process.execPath, [BIN, 'serve', '--host', '127.0.0.1', '--port', String(port)], { env, cwd: home, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + 30_000;
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`contextd serve exited ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error(`contextd serve did not listen within 30 s: ${output}`);
    await sleep(10);
  }
  daemon = child;
}

let lastKillAt = '';
function kill() {
  lastKillAt = new Date().toISOString();
  const child = daemon;
  daemon = null;
  child?.kill('SIGKILL');
  return new Promise((resolve) => (child && child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve()));
}

/** One call to the daemon: the parsed answer, or throws with the status and envelope. */
async function call(method, path, project, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'x-contextd-project': project, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status >= 400) throw Object.assign(new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`), { status: response.status });
  return JSON.parse(text);
}

async function waitOperation(project, op, budgetMs = 120_000) {
  const deadline = Date.now() + budgetMs;
  while (op.status === 'queued' || op.status === 'running') {
    if (Date.now() > deadline) throw new Error(`operation ${op.id} (${op.kind}) still ${op.status} after ${budgetMs} ms`);
    op = await call('GET', `/v1/operations/${op.id}?wait_ms=5000&after=${op.version}`, project);
  }
  return op;
}

// ------------------------------------------------------------------ acknowledged writes

const PROJECT = 'crash-writes';
const acknowledged = { checkpoints: [], remediations: [], skills: [] };
let writeSeq = 0;

const checkpointContent = (cp) => `# ${cp.name}\n\n${cp.summary}\n\n## Context\n\n${cp.context}\n\n## Full state\n\n${cp.full_state}`;

async function writeCheckpoint() {
  const n = ++writeSeq;
  const size = pick([200, 5_000, 60_000, 300_000, 1_500_000]);
  const cp = { name: `crash cp ${n}`, summary: `checkpoint ${n} of the crash matrix`, context: bulk(between(10, 4_000), `ctx${n}`), full_state: bulk(size, `state${n}`) };
  const op = await waitOperation(PROJECT, await call('POST', '/v1/checkpoints', PROJECT, cp));
  if (op.status !== 'succeeded') throw new Error(`checkpoint_save ${n} ended ${op.status}: ${JSON.stringify(op.error)}`);
  acknowledged.checkpoints.push({ ...cp, id: op.result.id, round });
}

async function writeRemediation() {
  const n = ++writeSeq;
  const r = { title: `crash fix ${n} ${WORDS[n % 16]}`, problem: `Error: ${WORDS[n % 16]}-${n} failed with code E${n} in module_${n}_${WORDS[(n * 5) % 16]}`, solution: bulk(between(20, 3_000), `fix${n}`) };
  const result = await call('POST', '/v1/remediations', PROJECT, r);
  acknowledged.remediations.push({ ...r, id: result.merged_into ?? result.id, round });
}

async function writeSkill() {
  const n = ++writeSeq;
  const s = { name: `crash-skill-${n % 40}`, description: `skill ${n} of the crash matrix`, content: bulk(between(50, 20_000), `skill${n}`), scope: 'project' };
  const result = await call('POST', '/v1/skills', PROJECT, s);
  acknowledged.skills.push({ ...s, version: result.version, round });
}

/** Writers that run until the daemon dies under them; a write cut off by the kill is not acknowledged. */
function startWriters(count) {
  let stopped = false;
  const writers = Array.from({ length: count }, async () => {
    while (!stopped) {
      try {
        await pick([writeCheckpoint, writeRemediation, writeRemediation, writeSkill])();
      } catch (error) {
        if (daemon !== null && !stopped) throw error;
        return;
      }
    }
  });
  return { stop: () => (stopped = true), done: Promise.all(writers) };
}

async function verifyWrites(filter) {
  let checked = 0;
  for (const cp of acknowledged.checkpoints.filter(filter)) {
    const resumed = await call('GET', `/v1/checkpoints/${cp.id}/resume?level=full&max_tokens=1000000`, PROJECT);
    if (resumed.content !== checkpointContent(cp)) throw new Error(`checkpoint ${cp.id} (round ${cp.round}) is not byte-exact after the crash`);
    checked++;
  }
  for (const r of acknowledged.remediations.filter(filter)) {
    const got = await call('GET', `/v1/remediations/${r.id}`, PROJECT);
    if (got.title !== r.title || got.problem !== r.problem || got.solution !== r.solution) throw new Error(`remediation ${r.id} (round ${r.round}) differs after the crash`);
    checked++;
  }
  for (const s of acknowledged.skills.filter(filter)) {
    const got = await call('GET', `/v1/skills/by-name/${s.name}?version=${s.version}`, PROJECT);
    if (got.content !== s.content || got.description !== s.description) throw new Error(`skill ${s.name} v${s.version} (round ${s.round}) differs after the crash`);
    checked++;
  }
  return checked;
}

// ------------------------------------------------------------------ long operations

// Outside CONTEXTD_HOME: the daemon refuses to index its own data.
const TREE = join(mkdtempSync(join(tmpdir(), 'contextd-crash-tree-')), 'tree');
let treeVersion = 0;
function writeTree() {
  treeVersion++;
  for (let i = 0; i < 240; i++) {
    const dir = join(TREE, `pkg${i % 12}`);
    mkdirSync(dir, { recursive: true });
    // A third of the files change each round, so every index has real work to do.
    const version = i % 3 === treeVersion % 3 ? treeVersion : 0;
    const body = Array.from({ length: 30 + (i % 40) }, (_, j) => `export function ${WORDS[j % 16]}${i}_${j}(value: number): number {\n  return value * ${j + version} + ${i};\n}\n`).join('\n');
    writeFileSync(join(dir, `file${i}.ts`), `// file ${i} v${version}\n${body}`);
  }
}

async function indexStatus(project) {
  return call('POST', '/v1/repository/status', project, { path: TREE });
}

const totals = { rounds: 0, kills: 0, checked: 0, clustersChecked: 0, clustersMerged: 0, scenarios: {} };

/** repository_index killed at a random point: requeued on restart, it must end like a clean index. */
async function indexRound() {
  writeTree();
  const op = await call('POST', '/v1/repository/index', 'crash-index', { path: TREE });
  await sleep(between(0, 2_500));
  return { after: async () => {
    const ended = await waitOperation('crash-index', await call('GET', `/v1/operations/${op.id}`, 'crash-index'));
    if (ended.status !== 'succeeded' && ended.error?.code !== 'interrupted') throw new Error(`index ${op.id} ended ${ended.status} ${JSON.stringify(ended.error)}`);
    if (ended.status !== 'succeeded') await waitOperation('crash-index', await call('POST', '/v1/repository/index', 'crash-index', { path: TREE }));
    const reference = `crash-ref-${totals.rounds}`;
    await waitOperation(reference, await call('POST', '/v1/repository/index', reference, { path: TREE }));
    const [got, want] = await Promise.all([indexStatus('crash-index'), indexStatus(reference)]);
    await call('DELETE', '/v1/repository', reference, { path: TREE });
    if (got.indexed_files !== want.indexed_files || got.chunks !== want.chunks) {
      throw new Error(`index after the crash has ${got.indexed_files} files / ${got.chunks} chunks, a clean index ${want.indexed_files} / ${want.chunks}`);
    }
  } };
}

/** remediation_consolidate killed at a random point: each cluster fully merged or untouched. */
async function consolidateRound() {
  const project = `crash-consolidate-${totals.rounds}`;
  for (let c = 0; c < 25; c++) {
    for (let k = 0; k < 4; k++) {
      await call('POST', '/v1/remediations', project, {
        title: `cluster ${c} copy ${k}`,
        problem: `Error: the ${WORDS[c % 16]} ${WORDS[(c * 7) % 16]} service refused the connection while syncing ${WORDS[(c * 3) % 16]} records ${['', 'again', 'today', 'twice'][k]}`,
        solution: `Restart the ${WORDS[c % 16]} ${WORDS[(c * 7) % 16]} service, then sync the ${WORDS[(c * 3) % 16]} records ${['', 'again', 'manually', 'once more'][k]}`,
      });
    }
  }
  const dry = await waitOperation(project, await call('POST', '/v1/remediations/consolidate', project, { scope: 'project', dry_run: true, similarity_threshold: 0.6 }));
  const clusters = dry.result.clusters;
  if (clusters.length === 0) throw new Error('the consolidation round found no clusters to merge');
  const op = await call('POST', '/v1/remediations/consolidate', project, { scope: 'project', dry_run: false, similarity_threshold: 0.6 });
  await sleep(between(0, 150));
  return { after: async () => {
    const ended = await waitOperation(project, await call('GET', `/v1/operations/${op.id}`, project));
    if (ended.status !== 'succeeded' && ended.error?.code !== 'interrupted') throw new Error(`consolidate ended ${ended.status} ${JSON.stringify(ended.error)}`);
    for (const cluster of clusters) {
      const present = await Promise.all(cluster.merged_ids.map((id) => call('GET', `/v1/remediations/${id}`, project).then(() => true, (e) => (e.status === 404 ? false : Promise.reject(e)))));
      const kept = present.filter(Boolean).length;
      if (kept !== 0 && kept !== cluster.merged_ids.length) throw new Error(`cluster of ${cluster.keep_id} is half-merged: ${kept} of ${cluster.merged_ids.length} merged records remain`);
      await call('GET', `/v1/remediations/${cluster.keep_id}`, project);
      totals.clustersChecked++;
      if (kept === 0) totals.clustersMerged++;
    }
  } };
}

/** A 4 MB checkpoint save killed while it is written: it ends interrupted, or succeeded and then it is byte-exact. */
async function largeSaveRound() {
  const cp = { name: `large ${totals.rounds}`, summary: 'a large save the kill may cut', context: 'ctx', full_state: bulk(4 * 1024 * 1024, `large${totals.rounds}`) };
  const op = await call('POST', '/v1/checkpoints', PROJECT, cp);
  await sleep(between(0, 600));
  return { after: async () => {
    const ended = await waitOperation(PROJECT, await call('GET', `/v1/operations/${op.id}`, PROJECT));
    if (ended.status === 'succeeded') {
      const resumed = await call('GET', `/v1/checkpoints/${ended.result.id}/resume?level=full&max_tokens=1000000`, PROJECT);
      if (resumed.content !== checkpointContent(cp)) throw new Error(`large checkpoint ${ended.result.id} is not byte-exact`);
    } else if (ended.error?.code !== 'interrupted') throw new Error(`large save ended ${ended.status} ${JSON.stringify(ended.error)}`);
  } };
}

async function writesRound() {
  const writers = startWriters(4);
  await sleep(between(200, 2_500));
  return { writers, after: async () => {} };
}

/** Every operation of every project touched ends: none left queued or running after the restart. */
const seenOperations = new Map();
async function verifyOperations(projects) {
  for (const project of projects) {
    const { operations } = await call('GET', '/v1/operations?limit=100', project);
    for (const op of operations) {
      const ended = await waitOperation(project, op);
      if (seenOperations.has(ended.id)) continue;
      // Created before the kill, finished after it: the restarted daemon ran it again.
      const requeued = ended.status === 'succeeded' && ended.created_at < lastKillAt && ended.updated_at > lastKillAt;
      seenOperations.set(ended.id, ended.status === 'failed' && ended.error?.code === 'interrupted' ? 'interrupted' : requeued ? 'requeued' : ended.status);
    }
  }
}

const countOf = (outcome) => [...seenOperations.values()].filter((v) => v === outcome).length;

// ------------------------------------------------------------------ the matrix

const SCENARIOS = { writes: writesRound, index: indexRound, consolidate: consolidateRound, 'large-save': largeSaveRound };
let round = 0;
const started = Date.now();
process.stdout.write(`crash matrix: ${ROUNDS} rounds, seed ${SEED}, home ${home}\n`);
try {
  await startDaemon();
  for (round = 1; round <= ROUNDS; round++) {
    totals.rounds = round;
    const name = ONLY || (round <= 4 ? Object.keys(SCENARIOS)[round - 1] : pick(Object.keys(SCENARIOS)));
    // Writers run in every round, so each kill also lands among ordinary writes.
    const background = name === 'writes' ? null : startWriters(2);
    const scenario = await SCENARIOS[name]();
    const writers = scenario.writers ?? background;
    await kill();
    totals.kills++;
    writers.stop();
    await writers.done;
    await startDaemon();
    await scenario.after();
    await verifyOperations([PROJECT, 'crash-index']);
    const checked = await verifyWrites((w) => w.round === round);
    totals.checked += checked;
    totals.scenarios[name] = (totals.scenarios[name] ?? 0) + 1;
    process.stdout.write(`round ${String(round).padStart(2)} ${name.padEnd(11)} ok: ${checked} acknowledged writes byte-exact\n`);
  }
  const all = await verifyWrites(() => true);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(
    `\nPASS ${ROUNDS} rounds, ${totals.kills} kill -9 (${Object.entries(totals.scenarios).map(([k, v]) => `${k} ${v}`).join(', ')}), seed ${SEED}, ${seconds} s\n` +
      `acknowledged writes: ${acknowledged.checkpoints.length} checkpoints, ${acknowledged.remediations.length} remediations, ${acknowledged.skills.length} skill versions — all ${all} byte-exact at the end, 0 lost\n` +
      `clusters checked: ${totals.clustersChecked} (${totals.clustersMerged} fully merged, the rest untouched, none half-merged)\n` +
      `operations: ${seenOperations.size} seen, all ended; ${countOf('interrupted')} interrupted by a kill, ${countOf('requeued')} requeued after a restart and completed\n`,
  );
  await kill();
  if (!KEEP) for (const dir of [home, join(TREE, '..')]) rmSync(dir, { recursive: true, force: true });
} catch (error) {
  process.stdout.write(`\nFAIL in round ${round} (seed ${SEED}; home kept at ${home}): ${error.stack ?? error}\n`);
  await kill();
  process.exit(1);
}
