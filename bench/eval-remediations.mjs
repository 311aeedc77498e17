// Retrieval evaluation of remediation search and troubleshooting (run by `npm run eval`
// through bench/eval.mjs, or alone: `npx tsc -p tsconfig.build.json && node bench/eval-remediations.mjs`).
//
// Dataset (test/fixtures/remediations/): 53 recorded error → fix records across ecosystems,
// each with three later sightings — `elsewhere` (the same error in another project, other
// paths/names/numbers), `fragment` (a pasted piece such as the key line), `plain` (a
// description in plain words) — plus 6 confusable pairs (same error words, different
// causes; the query carries the circumstances) and a separate set of errors for the
// troubleshooter. All records live in one store, so every record is a distractor for the
// others. Real SQLite store (or PostgreSQL: `run({ store: 'postgres' })`), real hash
// embedder, the same code path as the daemon.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { storeForHome } from './stores.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = join(ROOT, 'test', 'fixtures', 'remediations');
const dist = (path) => import(pathToFileURL(join(ROOT, 'dist', path)).href);
const load = (file) => parse(readFileSync(join(FIXTURES, file), 'utf8'));

export const AIMS = { elsewhere: 0.95, fragment: 0.9, plain: 0.6, confusableTop1: 0.9 };
const KINDS = ['elsewhere', 'fragment', 'plain'];

function metrics(ranks) {
  const n = ranks.length;
  const at = (k) => ranks.filter((r) => r !== null && r <= k).length / n;
  const mrr = ranks.reduce((sum, r) => sum + (r === null ? 0 : 1 / r), 0) / n;
  return { n, recall_at_1: round(at(1)), recall_at_5: round(at(5)), mrr: round(mrr) };
}

const round = (x) => Math.round(x * 1000) / 1000;

async function openServices(kind) {
  const [{ createServices }, { createHashEmbedder }] = await Promise.all([dist('core/services.js'), dist('search/embedder.js')]);
  const dir = mkdtempSync(join(tmpdir(), 'contextd-eval-'));
  const store = await (await storeForHome(kind, dir)).open();
  const services = createServices({ store, embedder: createHashEmbedder() });
  return {
    services,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const recordInput = (r) => ({
  title: r.title,
  problem: r.problem,
  solution: r.solution,
  root_cause: r.root_cause,
  category: r.category,
  tags: [],
  affected_files: [],
  scope: 'project',
  confidence: 0.6,
});

/** Evaluates retrieval on a store of kind `store` (see stores.mjs); returns the figures (also printed as a table unless quiet). */
export async function run({ quiet = false, store = 'sqlite' } = {}) {
  const records = [...load('records-1.yaml').records, ...load('records-2.yaml').records];
  const pairs = load('confusable.yaml').pairs;
  const errors = load('troubleshoot.yaml').errors;
  const { services, close } = await openServices(store);
  const scope = { tenant: 'eval', project: 'eval-project' };
  try {
    const ids = new Map();
    for (const r of records) ids.set(r.id, (await services.remediations.record(scope, recordInput(r))).id);
    for (const p of pairs) {
      ids.set(`${p.id}.a`, (await services.remediations.record(scope, recordInput(p.a))).id);
      ids.set(`${p.id}.b`, (await services.remediations.record(scope, recordInput(p.b))).id);
    }
    const search = async (query, limit) =>
      (await services.remediations.search(scope, { query, scope: 'all', limit, content_mode: 'minimal' })).results.map((r) => r.id);

    const misses = [];
    const byKind = {};
    for (const kind of KINDS) {
      const ranks = [];
      for (const r of records) {
        const found = await search(r.sightings[kind], 10);
        const index = found.indexOf(ids.get(r.id));
        ranks.push(index < 0 ? null : index + 1);
        if (index !== 0) misses.push(`${kind.padEnd(9)} ${r.id}: rank ${index < 0 ? '>10' : index + 1}`);
      }
      byKind[kind] = metrics(ranks);
    }

    let confusableHits = 0;
    for (const p of pairs) {
      for (const side of ['a', 'b']) {
        const [first] = await search(p[side].query, 1);
        if (first === ids.get(`${p.id}.${side}`)) confusableHits++;
        else misses.push(`confusable ${p.id}.${side}: top-1 was another record`);
      }
    }
    const confusable = { n: pairs.length * 2, top1: round(confusableHits / (pairs.length * 2)) };

    let hit1 = 0;
    let hit3 = 0;
    for (const e of errors) {
      const d = await services.troubleshoot.diagnose(scope, { error_message: e.error, limit: 5 });
      const rank = d.hypotheses.findIndex((h) => h.pattern_id === e.expect);
      if (rank === 0) hit1++;
      if (rank >= 0 && rank < 3) hit3++;
      if (rank !== 0) misses.push(`troubleshoot ${e.expect}: ${rank < 0 ? 'not in hypotheses' : `rank ${rank + 1}`} (top ${d.hypotheses[0]?.pattern_id ?? 'none'})`);
    }
    const troubleshoot = { n: errors.length, hit_at_1: round(hit1 / errors.length), hit_at_3: round(hit3 / errors.length) };

    const figures = { records: records.length + pairs.length * 2, ...byKind, confusable, troubleshoot };
    figures.pass =
      byKind.elsewhere.recall_at_5 >= AIMS.elsewhere &&
      byKind.fragment.recall_at_5 >= AIMS.fragment &&
      byKind.plain.recall_at_5 >= AIMS.plain &&
      confusable.top1 >= AIMS.confusableTop1;
    if (!quiet) print(figures, misses);
    figures.misses = misses;
    return figures;
  } finally {
    await close();
  }
}

function print(f, misses) {
  const out = [];
  out.push(`remediation retrieval (${f.records} records in one store, hash embedder)`);
  out.push(`${'kind'.padEnd(22)} ${'n'.padStart(4)} ${'recall@1'.padStart(9)} ${'recall@5'.padStart(9)} ${'MRR'.padStart(7)}   aim recall@5`);
  for (const kind of KINDS) {
    const m = f[kind];
    out.push(`${kind.padEnd(22)} ${String(m.n).padStart(4)} ${m.recall_at_1.toFixed(3).padStart(9)} ${m.recall_at_5.toFixed(3).padStart(9)} ${m.mrr.toFixed(3).padStart(7)}   ≥ ${AIMS[kind]}`);
  }
  out.push(`${'confusable pairs top-1'.padEnd(22)} ${String(f.confusable.n).padStart(4)} ${f.confusable.top1.toFixed(3).padStart(9)} ${''.padStart(9)} ${''.padStart(7)}   ≥ ${AIMS.confusableTop1} (top-1)`);
  out.push(`troubleshoot hit rate  ${String(f.troubleshoot.n).padStart(4)}   hit@1 ${f.troubleshoot.hit_at_1.toFixed(3)}   hit@3 ${f.troubleshoot.hit_at_3.toFixed(3)}`);
  out.push(`aims ${f.pass ? 'met' : 'NOT met'}`);
  if (misses.length > 0) out.push(`not ranked first (${misses.length}):`, ...misses.map((m) => `  ${m}`));
  process.stdout.write(`${out.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await run();
  process.exitCode = figures.pass ? 0 : 1;
}
