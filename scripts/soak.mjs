// `npm run soak`: mixed load from 8 MCP sessions (real `contextd --mcp` processes over stdio,
// one `contextd serve`) for 10 minutes. The store stays at a steady size (each session
// deletes its oldest checkpoints, remediations and skills as it saves new ones), so memory
// that grows is a leak, not data. Passes when every call succeeded, the p99 latency of the
// last minute is within 2 × that of the first minute (after a warm-up), and the daemon's RSS
// at the end is within 1.5 × (or 64 MB above) its RSS after the first minute.
//   node scripts/soak.mjs [--seconds 600] [--sessions 8]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as lib from '../bench/lib.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return Number(at > 0 ? process.argv[at + 1] : fallback);
};
const SECONDS = arg('seconds', process.env.CONTEXTD_SOAK_SECONDS ?? 600);
const SESSIONS = arg('sessions', 8);
const WINDOW_MS = Math.min(60_000, (SECONDS * 1000) / 5);
const WARMUP_MS = Math.min(30_000, WINDOW_MS / 2);

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];
const text = (n, seed) => Array.from({ length: n }, (_, i) => `${seed} ${WORDS[(i * 5 + seed.length) % 12]} ${WORDS[i % 12]} step ${i}`).join('\n');

/** Records a session keeps at most; past that it deletes its oldest before saving more. */
const KEPT = 40;

/** A delete when the session holds more than KEPT records of a family, else null. */
function housekeeping(state, session, n) {
  if (state.checkpoints.length > KEPT) return ['checkpoint_delete', { id: state.checkpoints.shift() }];
  if (state.remediations.length > KEPT) return ['remediation_delete', { id: state.remediations.shift() }];
  if (n % 200 === 199) return ['skill_delete', { name: `soak-skill-${session}-${(n / 200) % 20 | 0}` }];
  return null;
}

/** Remembers what a save created, for housekeeping to delete later. */
function remember(state, name, result) {
  const id = result.structuredContent?.id;
  if (typeof id !== 'string') return;
  if (name === 'checkpoint_save') state.checkpoints.push(id);
  if (name === 'remediation_record' && result.structuredContent.created) state.remediations.push(id);
}

/** The mix one session runs, weighted as an assistant uses the tools: mostly reads, some writes. */
function mix(session, n) {
  const tag = `s${session}n${n}`;
  const calls = [
    ['checkpoint_save', { summary: `soak ${tag}: where the work stands`, context: text(20, tag), full_state: text(n % 10 === 0 ? 3_000 : 100, tag) }, 2],
    ['checkpoint_search', { query: `${WORDS[n % 12]} step where the work stands` }, 3],
    ['checkpoint_list', { limit: 20 }, 2],
    ['remediation_record', { title: `soak fix ${tag}`, problem: `Error: ${WORDS[n % 12]} ${tag} failed: connect ECONNREFUSED 127.0.0.1:${5000 + (n % 50)}`, solution: `Start the ${WORDS[n % 12]} service (${tag}).` }, 2],
    ['remediation_search', { query: `connect ECONNREFUSED ${WORDS[n % 12]}` }, 3],
    ['troubleshoot_diagnose', { error_message: `TypeError: Cannot read properties of undefined (reading '${WORDS[n % 12]}')\n${text(40, tag)}` }, 2],
    ['skill_save', { name: `soak-skill-${session}-${n % 20}`, description: `soak skill ${tag}`, content: `Do ${WORDS[n % 12]} then {{thing}}.\n${text(10, tag)}`, arguments: [{ name: 'thing', description: 'what', required: false }] }, 1],
    ['skill_search', { query: `soak skill ${WORDS[n % 12]}` }, 1],
    ['repository_search', { query: `function ${WORDS[n % 12]}` }, 2],
  ];
  const total = calls.reduce((sum, c) => sum + c[2], 0);
  let r = (n * 7919 + session * 104729) % total;
  for (const [name, args, weight] of calls) {
    if (r < weight) return [name, args];
    r -= weight;
  }
  return calls[0];
}

const h = await lib.tempHome('contextd-soak-');
const project = mkdtempSync(join(tmpdir(), 'contextd-soak-project-'));
mkdirSync(join(project, '.git'));
mkdirSync(join(project, 'src'));
for (let i = 0; i < 150; i++) {
  writeFileSync(join(project, 'src', `m${i}.ts`), Array.from({ length: 20 }, (_, j) => `export function ${WORDS[j % 12]}${i}_${j}(x: number) {\n  return x + ${j};\n}\n`).join('\n'));
}

const daemon = await lib.startServe(h);
const sessions = [];
const samples = []; // [at ms since start, latency ms, tool]
const rss = []; // [at, MB]
const failures = [];
let calls = 0;
try {
  for (let s = 0; s < SESSIONS; s++) sessions.push(await lib.connectMcp(h, { cwd: project }));
  lib.structured(await sessions[0].client.callTool({ name: 'repository_index', arguments: { path: project } }, undefined, { timeout: 120_000 }));
  const daemonPid = lib.readDaemonJson(h.home)?.pid ?? daemon.pid;
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const sampler = setInterval(() => rss.push([Date.now() - started, lib.rssMb(daemonPid)]), 5_000);
  process.stdout.write(`soak: ${SESSIONS} sessions for ${SECONDS} s, daemon pid ${daemonPid}, home ${h.home}\n`);
  let reported = 0;
  const progress = setInterval(() => {
    const now = Date.now() - started;
    const minute = lib.stats(samples.slice(reported).map(([, ms]) => ms));
    reported = samples.length;
    process.stdout.write(`  ${(now / 1000).toFixed(0)} s: ${calls} calls, ${failures.length} errors, daemon RSS ${rss.at(-1)?.[1].toFixed(0) ?? '?'} MB, this minute p50 ${minute.p50?.toFixed(1)} ms p99 ${minute.p99?.toFixed(1)} ms (${minute.n} calls)\n`);
  }, 60_000);
  await Promise.all(
    sessions.map(async (session, s) => {
      const state = { checkpoints: [], remediations: [] };
      for (let n = 0; Date.now() < deadline; n++) {
        const [name, args] = housekeeping(state, s, n) ?? mix(s, n);
        const t = performance.now();
        try {
          const result = await session.client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 });
          if (result.isError && !(name === 'skill_delete' && /not_found/.test(result.content?.[0]?.text ?? ''))) failures.push(`${name}: ${result.content?.map((c) => c.text).join('')}`);
          else remember(state, name, result);
        } catch (error) {
          failures.push(`${name}: ${error.message}`);
        }
        samples.push([Date.now() - started, performance.now() - t, name]);
        calls++;
      }
    }),
  );
  clearInterval(sampler);
  clearInterval(progress);

  const windowOf = (from, to) => samples.filter(([at]) => at >= from && at < to).map(([, ms]) => ms);
  const first = lib.stats(windowOf(WARMUP_MS, WARMUP_MS + WINDOW_MS));
  const last = lib.stats(windowOf(SECONDS * 1000 - WINDOW_MS, SECONDS * 1000 + 60_000));
  const all = lib.stats(samples.map(([, ms]) => ms));
  const rssFirst = rss.find(([at]) => at >= WARMUP_MS + WINDOW_MS)?.[1] ?? rss[0]?.[1];
  const rssEnd = rss.at(-1)?.[1];
  const rssMax = Math.max(...rss.map(([, mb]) => mb));
  const perTool = {};
  for (const [, ms, name] of samples) (perTool[name] ??= []).push(ms);
  const p99Stable = last.p99 <= Math.max(2 * first.p99, first.p99 + 20);
  const rssBounded = rssEnd <= Math.max(1.5 * rssFirst, rssFirst + 64);
  process.stdout.write(`\n${calls} calls in ${SECONDS} s (${(calls / SECONDS).toFixed(1)}/s) from ${SESSIONS} sessions, ${failures.length} errors\n`);
  process.stdout.write(`latency all: p50 ${all.p50.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms, max ${all.max.toFixed(0)} ms\n`);
  process.stdout.write(`p99 first window ${first.p99.toFixed(1)} ms (n ${first.n}), last window ${last.p99.toFixed(1)} ms (n ${last.n}): ${p99Stable ? 'stable' : 'NOT stable'}\n`);
  process.stdout.write(`daemon RSS after the first window ${rssFirst.toFixed(0)} MB, at the end ${rssEnd.toFixed(0)} MB, max ${rssMax.toFixed(0)} MB: ${rssBounded ? 'bounded' : 'GROWING'}\n`);
  for (const [name, values] of Object.entries(perTool).sort()) {
    const s = lib.stats(values);
    process.stdout.write(`  ${name.padEnd(22)} n ${String(s.n).padStart(6)}  p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms\n`);
  }
  for (const failure of failures.slice(0, 10)) process.stdout.write(`  error: ${failure.slice(0, 300)}\n`);
  const pass = failures.length === 0 && p99Stable && rssBounded;
  process.stdout.write(`${pass ? 'PASS' : 'FAIL'}\n`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await Promise.all(sessions.map((s) => s.close().catch(() => undefined)));
  daemon.kill('SIGTERM');
  await new Promise((resolve) => (daemon.exitCode === null ? daemon.once('exit', resolve) : resolve()));
  h.cleanup();
  rmSync(project, { recursive: true, force: true });
}
