// Troubleshooting and redaction speed (run by bench/run.mjs: `npm run bench -- --only troubleshoot`).
// - troubleshoot_diagnose on the 351 real tool errors of bench/data/errors (every pattern
//   of the library, the generic path for the rest): p50 / p99 per diagnosis; then on all
//   every error set together (every corpus of bench/data/errors, many from tools only the generic path reads).
// - redaction (every rule) of 5 MB of ordinary log and code text, of 8 MB of the secrets eval's
//   real text (sources, bundles, manifests, docs of this machine) in the 64 KB slices
//   redactLarge uses, as MB/s of CPU time, and of the secrets eval samples: what a
//   checkpoint_save of that size spends on it.
import { errorSets, loadCorpus } from './eval-troubleshoot.mjs';
import { samples } from './data/secrets/providers.mjs';
import { realText } from './data/secrets/real-text.mjs';

const DIAGNOSE_P50_MS = 10;
const REDACT_5MB_MS = 500;

export async function run(lib) {
  const { diagnose, PATTERNS } = await lib.dist('core/troubleshoot/index.js');
  const { redact, REDACTION_RULES } = await lib.dist('util/redaction.js');
  const corpus = loadCorpus();
  // Every error set there is (bench/data/errors/corpus*.jsonl), as the evals read them.
  const files = errorSets();
  const all = files.flatMap(({ file }) => loadCorpus(file));
  const time = (errors) => {
    const times = [];
    for (let round = 0; round < 3; round++) {
      for (const e of errors) {
        const start = performance.now();
        diagnose(e.output);
        times.push(performance.now() - start);
      }
    }
    return lib.stats(times);
  };

  for (const e of corpus.slice(0, 50)) diagnose(e.output); // warm-up
  const d = time(corpus);
  lib.report({ name: `troubleshoot_diagnose p50 (${corpus.length} real errors, ${PATTERNS.length} patterns)`, value: d.p50, unit: 'ms', budget: DIAGNOSE_P50_MS });
  lib.report({ name: 'troubleshoot_diagnose p99', value: d.p99, unit: 'ms', note: `max ${d.max.toFixed(1)} ms` });
  const a = time(all);
  lib.report({ name: `troubleshoot_diagnose p50 (all ${files.length} error sets, ${all.length} errors)`, value: a.p50, unit: 'ms', budget: DIAGNOSE_P50_MS });
  lib.report({ name: `troubleshoot_diagnose p99 (all ${files.length} error sets)`, value: a.p99, unit: 'ms', note: `max ${a.max.toFixed(1)} ms` });

  const chunk = [
    '2026-01-04T10:00:00Z INFO request GET /api/orders/1234 200 in 12 ms user=42 trace=9f2c1a7e3b5d4c6f',
    'export function computeTotals(items: LineItem[], taxRate = 0.2): Totals { return items.reduce(sum, zero); }',
    '    at processTicksAndRejections (node:internal/process/task_queues:95:5) commit 3f9a1c2b7d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a',
    'The deployment finished; see https://ci.example.com/builds/8812 for the logs and the artifact digest sha256:4b1f0c.',
  ].join('\n');
  const fiveMb = (chunk + '\n').repeat(Math.ceil((5 * 1024 * 1024) / (chunk.length + 1))).slice(0, 5 * 1024 * 1024);
  redact(fiveMb.slice(0, 100_000));
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    redact(fiveMb);
    runs.push(performance.now() - start);
  }
  const r = lib.stats(runs);
  lib.report({ name: `redaction of 5 MB ordinary text (${REDACTION_RULES.length} rules)`, value: r.p50, unit: 'ms', budget: REDACT_5MB_MS, note: `${(5 / (r.p50 / 1000)).toFixed(1)} MB/s` });

  const real = Object.values(realText(lib.ROOT, 100_000)).flat().join('\n').slice(0, 8 * 1024 * 1024);
  const slices = [];
  for (let at = 0; at < real.length; at += 64 * 1024) slices.push(real.slice(at, at + 64 * 1024));
  const realMb = Buffer.byteLength(real) / (1024 * 1024);
  const cpu = [];
  for (let i = 0; i < 3; i++) {
    const start = process.cpuUsage();
    for (const slice of slices) redact(slice);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  }
  const c = lib.stats(cpu);
  lib.report({ name: `redaction of ${realMb.toFixed(1)} MB real text in 64 KB slices, CPU`, value: c.p50, unit: 'ms', note: `${(realMb / (c.p50 / 1000)).toFixed(1)} MB/s` });

  const { positives, negatives } = samples();
  const texts = [...positives, ...negatives].map((s) => s.text);
  const perText = [];
  for (const t of texts) {
    const start = performance.now();
    redact(t);
    perText.push(performance.now() - start);
  }
  lib.report({ name: `redaction of a short secret-bearing text p50 (${texts.length} samples)`, value: lib.stats(perText).p50, unit: 'ms' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lib = await import('./lib.mjs');
  await run(lib);
}
