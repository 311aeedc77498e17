// Nonsense nobody tuned for: every search family's relevance floor on lists of queries about
// nothing any store here holds, each written before any of its queries was run: the second list
// (bench/data/nonsense-blind.txt, after the floor was set on bench/data/nonsense.txt), the third
// and the fourth (before the floor's word-commonness gate, and before its final form; see
// docs/search.md, "Words everyone uses"). Each family's own benchmark runs with a list in place of
// its own (CONTEXTD_EVAL_NONSENSE): remediation search and the troubleshooter's related fixes
// (the benchmark's records), memory search (four sets), checkpoint search, and code search on the
// npm tree. Prints how many of the queries get any result, per family and list.
//   node bench/eval-nonsense.mjs [--store postgres]
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';
import { run as checkpoints } from './eval-checkpoints.mjs';
import { run as memories } from './eval-memories.mjs';
import { nonsenseQueries, run as remediations } from './eval-remediation-benchmark.mjs';
import { run as repository } from './eval-repository.mjs';
import { stopStores, storesFromArgs } from './stores.mjs';

export const BLIND_NONSENSE = join(ROOT, 'bench', 'data', 'nonsense-blind.txt');
/** The held-out lists, in the order they were written. */
export const NONSENSE_LISTS = ['nonsense-blind.txt', 'nonsense-third.txt', 'nonsense-fourth.txt'].map((file) => join(ROOT, 'bench', 'data', file));

export async function run({ quiet = false, store = 'sqlite' } = {}) {
  const lists = {};
  for (const file of NONSENSE_LISTS) lists[basename(file)] = await runList(file, { quiet, store });
  const first = lists[basename(BLIND_NONSENSE)];
  return { ...first, lists, pass: Object.values(lists).every((l) => l.pass) };
}

async function runList(file, { quiet, store }) {
  const before = process.env.CONTEXTD_EVAL_NONSENSE;
  process.env.CONTEXTD_EVAL_NONSENSE = file;
  try {
    const queries = nonsenseQueries().length;
    const families = {};
    families['remediations (and related fixes)'] = (await remediations({ quiet: true, store })).nonsense_with_results;
    const sets = (await memories({ quiet: true, store })).sets;
    for (const [name, s] of Object.entries(sets)) families[`memories, ${name}`] = s.nonsense_with_results;
    families.checkpoints = (await checkpoints({ quiet: true, store })).nonsense_with_results;
    const code = await repository({ quiet: true, store, argv: ['--tree', 'npm'] });
    for (const [tree, t] of Object.entries(code.trees ?? {})) families[`code, ${tree}`] = t.nonsense_with_results;
    const out = { store, queries, families, with_results: Object.values(families).reduce((a, b) => a + b, 0), pass: Object.values(families).every((n) => n === 0) };
    if (!quiet) {
      const lines = [`nonsense nobody tuned for (${queries} queries, bench/data/${basename(file)}), ${store} store: queries with any result`];
      for (const [family, n] of Object.entries(families)) lines.push(`  ${family.padEnd(34)} ${String(n).padStart(3)} of ${queries}`);
      lines.push(`aim (nothing for any of them in every family): ${out.pass ? 'met' : 'NOT met'}`);
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    return out;
  } finally {
    if (before === undefined) delete process.env.CONTEXTD_EVAL_NONSENSE;
    else process.env.CONTEXTD_EVAL_NONSENSE = before;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const store of storesFromArgs(process.argv.slice(2))) await run({ store });
  await stopStores();
  process.exit(0);
}
