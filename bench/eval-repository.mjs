// Code-search quality on a tree nobody here wrote: the npm CLI's installed source with its
// bundled dependencies. Indexes it with the daemon's own code (dist/, a temp store), runs
// queries of three kinds with the files a person would expect, and prints recall@1,
// recall@5 and MRR per kind. A hit is a result whose file is one of the expected files.
//   node bench/eval-repository.mjs        (also run by `npm run eval` through bench/eval.mjs)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INCLUDE, npmTree } from './repository.bench.mjs';
import { storeForHome } from './stores.mjs';

const ROOT = new URL('..', import.meta.url);
const dist = (path) => import(new URL(`dist/${path}`, ROOT).href);

const A = 'node_modules/@npmcli/arborist/lib/arborist/';
export const QUERIES = [
  // identifiers
  { kind: 'identifier', query: 'buildIdealTree', expect: [`${A}build-ideal-tree.js`, `${A}index.js`] },
  { kind: 'identifier', query: 'didYouMean', expect: ['lib/utils/did-you-mean.js'] },
  { kind: 'identifier', query: 'getCredentialsByURI', expect: ['node_modules/@npmcli/config/lib/index.js'] },
  { kind: 'identifier', query: 'pickManifest', expect: ['node_modules/npm-pick-manifest/lib/index.js'] },
  { kind: 'identifier', query: 'satisfies', expect: ['node_modules/semver/functions/satisfies.js'] },
  { kind: 'identifier', query: 'validate-npm-package-name validate', expect: ['node_modules/validate-npm-package-name/lib/index.js'] },
  { kind: 'identifier', query: 'explainEresolve explain', expect: ['lib/utils/explain-eresolve.js'] },
  { kind: 'identifier', query: 'npa resolve', expect: ['node_modules/npm-package-arg/lib/npa.js'] },
  // plain words about what the code does
  { kind: 'plain', query: 'compare two semver versions', expect: ['node_modules/semver/functions/compare.js', 'node_modules/semver/classes/semver.js'] },
  { kind: 'plain', query: 'suggest a similar command name when the user mistypes one', expect: ['lib/utils/did-you-mean.js'] },
  { kind: 'plain', query: 'write a file atomically through a temporary file and rename', expect: ['node_modules/write-file-atomic/lib/index.js'] },
  { kind: 'plain', query: 'verify the integrity of the content in the cache and garbage collect', expect: ['node_modules/cacache/lib/verify.js'] },
  { kind: 'plain', query: 'parse and stringify ini config files', expect: ['node_modules/ini/lib/ini.js'] },
  { kind: 'plain', query: 'retry with exponential backoff and jitter', expect: ['node_modules/exponential-backoff/dist/backoff.js', 'node_modules/exponential-backoff/dist/options.js'] },
  { kind: 'plain', query: 'check whether a file is executable on windows using PATHEXT', expect: ['node_modules/isexe/dist/commonjs/win32.js', 'node_modules/isexe/dist/esm/win32.js'] },
  { kind: 'plain', query: 'edit distance between two strings', expect: ['node_modules/fastest-levenshtein/mod.js', 'node_modules/fastest-levenshtein/esm/mod.js'] },
  // error messages the program prints
  { kind: 'error message', query: 'Cannot use --no-workspaces and --workspace at the same time', expect: ['lib/base-cmd.js'] },
  { kind: 'error message', query: 'integrity checksum failed when using sha512', expect: ['node_modules/ssri/lib/index.js'] },
  { kind: 'error message', query: 'Workspaces not supported for global packages', expect: ['lib/npm.js'] },
  { kind: 'error message', query: 'Please provide only one of', expect: ['lib/base-cmd.js'] },
  { kind: 'error message', query: 'must end in .yml or .yaml', expect: ['lib/trust-cmd.js'] },
  { kind: 'error message', query: 'Unknown command', expect: ['lib/npm.js'] },
  { kind: 'error message', query: 'Exit prior to config file resolving', expect: ['lib/cli/exit-handler.js'] },
  { kind: 'error message', query: 'User cancelled operation', expect: ['lib/trust-cmd.js'] },
];

function metrics(ranks) {
  const n = ranks.length;
  const at = (k) => ranks.filter((r) => r !== null && r <= k).length / n;
  const mrr = ranks.reduce((sum, r) => sum + (r === null ? 0 : 1 / r), 0) / n;
  const round = (x) => Math.round(x * 1000) / 1000;
  return { n, recall_at_1: round(at(1)), recall_at_5: round(at(5)), mrr: round(mrr) };
}

export async function run({ quiet = false, store: kind = 'sqlite' } = {}) {
  const tree = npmTree();
  if (!tree) throw new Error('eval-repository: no npm CLI under `npm config get prefix`/lib/node_modules/npm');
  const home = mkdtempSync(join(tmpdir(), 'contextd-eval-repo-'));
  const { createServices } = await dist('core/services.js');
  const { createHashEmbedder } = await dist('search/embedder.js');
  const store = await (await storeForHome(kind, home)).open();
  const services = createServices({ store, embedder: createHashEmbedder() });
  const scope = { tenant: 'eval', project: 'eval-repo' };
  try {
    let op = await services.repository.startIndex(scope, { path: tree, include: INCLUDE, exclude: [], max_file_size: 1024 * 1024, force: false });
    while (op.status === 'queued' || op.status === 'running') op = await services.runner.wait(scope, op.id, op.version, 20_000);
    if (op.status !== 'succeeded') throw new Error(`index ${op.status}: ${JSON.stringify(op.error)}`);
    const rows = [];
    for (const q of QUERIES) {
      const out = await services.repository.search(scope, { query: q.query, limit: 10, content_mode: 'minimal' });
      const rank = out.results.findIndex((r) => q.expect.includes(r.file));
      rows.push({ ...q, rank: rank === -1 ? null : rank + 1, top: out.results.slice(0, 3).map((r) => `${r.file}:${r.start_line}`) });
    }
    const kinds = [...new Set(QUERIES.map((q) => q.kind))];
    const byKind = Object.fromEntries(kinds.map((k) => [k, metrics(rows.filter((r) => r.kind === k).map((r) => r.rank))]));
    const overall = metrics(rows.map((r) => r.rank));
    if (!quiet) print(rows, byKind, overall, op.result);
    return { name: 'repository', overall, byKind, misses: rows.filter((r) => r.rank === null || r.rank > 5) };
  } finally {
    await store.close();
    rmSync(home, { recursive: true, force: true });
  }
}

function print(rows, byKind, overall, indexed) {
  const out = [`repository search on the npm CLI (${indexed.files_indexed} files, ${indexed.chunks} chunks), ${rows.length} queries`];
  for (const r of rows) out.push(`  ${r.rank === null ? '  -' : String(r.rank).padStart(3)}  [${r.kind}] ${r.query}${r.rank === 1 ? '' : `  → top: ${r.top.join(', ')}`}`);
  out.push(`${'kind'.padEnd(16)} ${'n'.padStart(4)} ${'recall@1'.padStart(9)} ${'recall@5'.padStart(9)} ${'MRR'.padStart(7)}`);
  for (const [kind, m] of [...Object.entries(byKind), ['overall', overall]]) {
    out.push(`${kind.padEnd(16)} ${String(m.n).padStart(4)} ${m.recall_at_1.toFixed(3).padStart(9)} ${m.recall_at_5.toFixed(3).padStart(9)} ${m.mrr.toFixed(3).padStart(7)}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  });
}
