// Code-search quality on trees nobody here wrote, in twenty-four languages and shapes (thirty-seven trees): the npm CLI's installed
// source with its bundled dependencies (JavaScript), part of Go's standard library
// (/usr/lib/go/src), part of the JDK's java.base (the JDK's lib/src.zip, unpacked to a temp
// folder), part of Python's standard library, Ajv's TypeScript sources (node_modules/ajv/lib,
// installed by npm ci), part of Rust's std (the rust-src component or Debian package) and part of
// Ruby's standard library (the ruby package's rubylibdir), part of Perl's core library (perl's
// privlib) and the binutils programs' folder of GNU binutils (C with yacc/lex, shell, Emacs Lisp,
// autoconf, Makefile.am, Texinfo and plain-text docs; Debian's binutils-source tarball), and two
// trees added measured untouched first: Symfony's Console, Process, Filesystem, Finder, String and
// Yaml components (PHP; Debian's php-symfony-* packages under /usr/share/php; untouched R@1 / R@5
// 0.957 / 1.000 dev, 0.821 / 0.949 test) and the nlohmann/json and {fmt} headers (header-only C++;
// nlohmann-json3-dev and libfmt-dev under /usr/include; untouched 0.697 / 0.909 dev, 0.759 / 1.000
// test), whose message questions are the libraries' real output on broken input, and the Kotlin
// and Swift of expo-modules-core@55.0.19 (npm pack from the registry into .tmp/eval-trees, skipped
// when the registry is out of reach; untouched 0.800 / 0.933 and 0.850 / 0.950 Kotlin, 0.720 / 1.000
// and 0.600 / 0.880 Swift), and, held out and never tuned on, those of react-native-vision-camera@5.2.3
// (0.840 / 1.000 and 0.941 / 1.000 Kotlin, 0.957 / 1.000 and 0.889 / 0.944 Swift, dev and test), and
// a second tree, never tuned on, in each language users have most: zod's sources (TypeScript,
// node_modules/zod/src), undici's lib (JavaScript), Jinja2, Requests, PyYAML and Markdown (Python;
// Debian's python3-* packages in dist-packages) and java.net, java.nio.file and java.time (Java,
// from src.zip), and shell and Lua, measured untouched first: bash-completion's library with 73 of its
// completions and debootstrap (Debian's bash-completion and debootstrap; untouched R@1 / R@5 0.933 /
// 0.967 dev, 0.769 / 0.885 test) and Penlight (lua-penlight; 0.818 / 0.970 dev, 0.793 / 0.931 test); and
// three trees indexed whole, with the indexer's defaults as users index them (tests, test data,
// examples, benches, vendored code, other platforms' files): Go's /usr/lib/go/src, Rust's library as
// Debian's rust-src ships it and CPython's /usr/lib/python3.11 (untouched 0.600 / 0.733, 0.630 / 0.852
// and 0.690 / 0.897 test), and two more indexed whole: Ruby's standard library (rubylibdir, with
// rubygems, bundler and their vendored copies) and the JDK's whole java.base from src.zip (untouched
// R@1 / R@5 0.643 / 0.857 dev, 0.593 / 0.741 test Ruby; 0.531 / 0.719 dev, 0.609 / 0.826 test Java), and
// Perl's whole privlib with its pods and unicore tables (0.741 / 0.963 dev, 0.611 / 0.944 test), and a
// whole C project as Debian's libxcrypt-source ships it (/usr/src/libxcrypt: lib/, test/ with files
// named like lib's, man pages, debian/; untouched 0.778 / 0.889 dev, 0.500 / 0.778 test), and three
// languages no tree had, indexed whole: OCaml's /usr/lib/ocaml (ocaml-nox, pinned to the
// compiler's folders), Erlang/OTP's stdlib application (erlang-src) and Tcllib (tcllib); untouched
// R@1 / R@5 0.500 / 0.700 dev, 0.639 / 0.861 test OCaml; 0.724 / 0.897, 0.419 / 0.871 Erlang;
// 0.793 / 0.862, 0.677 / 0.774 Tcl; and three more, indexed whole: Nim's library (nim), Crystal's
// standard library and compiler (crystal) and Emacs's Lisp (emacs-el's .el.gz, unpacked to a temp folder);
// untouched 0.630 / 0.889, 0.552 / 0.828 Nim; 0.318 / 0.773, 0.667 / 0.806 Crystal; 0.424 / 0.545,
// 0.522 / 0.609 Emacs Lisp; and three more, indexed whole: Guile's Scheme modules (guile-3.0-libs),
// SWI-Prolog's boot files and library (swi-prolog-core and its packages) and D's druntime and Phobos
// as GDC installs them (libgphobos-dev); untouched 0.684 / 0.842, 0.724 / 0.966 Guile; 0.529 / 0.647,
// 0.676 / 0.912 Prolog; 0.800 / 0.943, 0.800 / 0.971 D, all trees in one store (docs/search.md). The
// questions (bench/data/code/, BEIR-style: queries.jsonl, qrels.tsv with the expected files) are
// of three kinds — identifiers, plain-words questions about what code does, and messages the
// program prints — each written from reading the code with its answer chosen before any search,
// and split once into a dev half (tune on it) and a test half (do not); the split is stored with
// each question (questions added later: dev when the first byte of sha256(id) is even). Each tree is indexed with the daemon's own code; a
// tree that is absent here is skipped with the reason printed. A hit is a result whose file is
// one of the expected files; nonsense queries must return nothing.
//   node bench/eval-repository.mjs (npm run eval -- --store postgres: both stores) [--tree go[,java]]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nonsenseQueries } from './eval-remediation-benchmark.mjs';
import { ROOT, dist, rankMetrics, readBeir, rerankerFromEnv } from './lib.mjs';
import { storeForHome } from './stores.mjs';
import { npmTree } from './repository.bench.mjs';

const { queryTerms, indexText } = await dist('search/tokenize.js');

const DATA = join(ROOT, 'bench', 'data', 'code');
export const TREES = JSON.parse(readFileSync(join(DATA, 'trees.json'), 'utf8'));
export const AIM_RECALL_AT_5 = 0.7;

/** The folder a tree is read from, or { skip: reason }. */
/** Indexes a tree in process with the daemon's own code, as trees.json says (its include and exclude); the index's result. */
export async function indexTree(services, scope, name, root, tree) {
  let op = await services.repository.startIndex(scope, { path: root, include: tree.include, exclude: tree.exclude, max_file_size: 1024 * 1024, force: false });
  while (op.status === 'queued' || op.status === 'running') op = await services.runner.wait(scope, op.id, op.version, 60_000);
  if (op.status !== 'succeeded') throw new Error(`index ${name} ${op.status}: ${JSON.stringify(op.error)}`);
  return op.result;
}

export function locate(name, tree) {
  if (tree.root === 'npm') return npmTree() ?? { skip: 'no npm CLI under `npm config get prefix`/lib/node_modules/npm' };
  if (tree.root === 'python-stdlib') return stdlib('Python', ['python3', '-c', 'import sysconfig; print(sysconfig.get_paths()["stdlib"])'], 'argparse.py');
  if (tree.root === 'ruby-stdlib') return stdlib('Ruby', ['ruby', '-e', 'print RbConfig::CONFIG["rubylibdir"]'], 'fileutils.rb');
  if (tree.root === 'perl-privlib') return stdlib('Perl', ['perl', '-MConfig', '-e', 'print $Config{privlib}'], 'File/Temp.pm');
  if (tree.root.startsWith('node_modules:')) {
    const dir = join(ROOT, 'node_modules', tree.root.slice('node_modules:'.length));
    return existsSync(dir) ? dir : { skip: `${dir} is absent (npm ci installs it)` };
  }
  if (tree.root === 'rust-src') {
    // rustup's rust-src component, else Debian's rust-src package.
    const found = [...rustupLibrary(), ...expandStar('/usr/src/*/library')].map((lib) => join(lib, 'std', 'src')).find((dir) => existsSync(join(dir, 'fs.rs')));
    return found ?? { skip: 'no Rust standard library source (rustup component add rust-src, or apt install rust-src)' };
  }
  if (tree.root.startsWith('npm-pack:')) return npmPackage(tree.root.slice('npm-pack:'.length));
  if (tree.root.startsWith('zip:')) {
    const zips = expandStar(tree.root.slice(4));
    if (zips.length === 0) return { skip: `no ${tree.root.slice(4)} (install a JDK with its sources)` };
    const dir = join(tmpdir(), `contextd-eval-${name}-src`);
    if (!existsSync(join(dir, '.unpacked'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('unzip', ['-qo', zips[0], ...tree.unpack, '-d', dir]);
      execFileSync('touch', [join(dir, '.unpacked')]);
    }
    return dir;
  }
  if (tree.root.startsWith('tar:')) {
    // A source tarball a package ships (binutils-source: /usr/src/binutils/binutils-2.40.tar.xz),
    // unpacked in part to a temp folder; the tree is `subdir` under its one top folder.
    const tars = expandName(tree.root.slice(4));
    if (tars.length === 0) return { skip: `no ${tree.root.slice(4)} (apt install ${name}-source)` };
    const dir = join(tmpdir(), `contextd-eval-${name}-src`);
    if (!existsSync(join(dir, '.unpacked'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('tar', ['-xf', tars[0], '-C', dir, ...(tree.unpack_exclude ?? []).map((p) => `--exclude=${p}`), '--wildcards', ...tree.unpack]);
      execFileSync('touch', [join(dir, '.unpacked')]);
    }
    const top = readdirSync(dir).find((d) => existsSync(join(dir, d, tree.subdir)));
    return top === undefined ? { skip: `${tars[0]} holds no ${tree.subdir} folder` } : join(dir, top, tree.subdir);
  }
  if (tree.root.startsWith('gz:')) {
    // A folder a package installs compressed (emacs-el: /usr/share/emacs/VERSION/lisp/**/*.el.gz),
    // copied to a temp folder with each file whose name ends as `unpack` says, `.gz` ones unpacked.
    const from = expandStar(tree.root.slice(3))[0];
    if (from === undefined) return { skip: `no ${tree.root.slice(3)}${tree.package ? ` (apt install ${tree.package})` : ''}` };
    const dir = join(tmpdir(), `contextd-eval-${name}-src`);
    if (!existsSync(join(dir, '.unpacked'))) {
      for (const file of readdirSync(from, { recursive: true })) {
        if (!tree.unpack.some((end) => file.endsWith(end))) continue;
        const to = join(dir, file.replace(/\.gz$/, ''));
        mkdirSync(dirname(to), { recursive: true });
        const bytes = readFileSync(join(from, file));
        writeFileSync(to, file.endsWith('.gz') ? gunzipSync(bytes) : bytes);
      }
      writeFileSync(join(dir, '.unpacked'), '');
    }
    return dir;
  }
  // A folder named with its version (/usr/lib/erlang/lib/stdlib-STAR, or one above the tree's:
  // /usr/lib/gcc/x86_64-linux-gnu/STAR/include/d): the newest one.
  const root = !tree.root.includes('*') ? tree.root : (tree.root.includes('/*/') ? expandStar(tree.root) : expandName(tree.root))[0] ?? tree.root;
  // A shared folder (dist-packages) exists without the packages a tree reads: `requires` names a file of each.
  const absent = [root, ...(tree.requires ?? []).map((f) => join(root, f))].find((p) => !existsSync(p));
  return absent === undefined ? root : { skip: `${absent} is absent${tree.package ? ` (apt install ${tree.package})` : ''}` };
}

/**
 * A package of the npm registry at an exact version (`expo-modules-core@55.0.19`: Kotlin under
 * android/, Swift under ios/), fetched once with `npm pack` into .tmp/eval-trees and unpacked
 * there; { skip } when the registry cannot be reached and nothing is cached. Not a dependency:
 * npm ci stays as small and quick as it was.
 */
function npmPackage(spec) {
  const dir = join(ROOT, '.tmp', 'eval-trees', spec.replace(/[@/]/g, '-').replace(/^-/, ''));
  const tree = join(dir, 'package');
  if (existsSync(join(dir, '.unpacked'))) return tree;
  mkdirSync(dir, { recursive: true });
  try {
    const out = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 }).trim();
    execFileSync('tar', ['-xzf', join(dir, out.split('\n').pop()), '-C', dir]);
  } catch (error) {
    return { skip: `npm pack ${spec} failed (registry unreachable?): ${String(error.stderr ?? error.message).trim().split('\n').pop()}` };
  }
  execFileSync('touch', [join(dir, '.unpacked')]);
  return tree;
}

/** Files matching a pattern with a star in the file name only (/usr/src/binutils/binutils-STAR.tar.xz), newest name first. */
function expandName(pattern) {
  const dir = dirname(pattern);
  const [head, tail] = basename(pattern).split('*');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.startsWith(head) && f.endsWith(tail ?? '')).map((f) => join(dir, f)).sort().reverse();
}

/**
 * The text holds the query: every word of it, half of them or more in a row (three at least;
 * letters and digits only, any case), or more than half of its terms (stemmed, stop words left
 * out: `queryTerms`). Jinja2's lorem-ipsum word list holds five of "lorem ipsum dolor sit amet
 * consectetur", not in a row: that tree really holds the query. A zone-id table that holds "arctic"
 * and "atlantic" of "the migration of arctic terns across the atlantic" (two terms of five) does not.
 */
export function holdsQuery(content, query) {
  const plain = (t) => ` ${t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  const text = plain(content);
  const words = plain(query).trim().split(' ');
  if (words.every((w) => text.includes(` ${w} `))) return true;
  const run = Math.max(3, Math.ceil(words.length / 2));
  for (let i = 0; i + run <= words.length; i++) if (text.includes(` ${words.slice(i, i + run).join(' ')} `)) return true;
  const terms = queryTerms(query);
  const held = new Set(indexText(content).split(' '));
  return terms.filter((t) => held.has(t)).length * 2 > terms.length;
}

/** A language's standard library folder, as its interpreter names it (`probe` must be in it), or { skip }. */
function stdlib(language, [command, ...args], probe) {
  try {
    const dir = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return existsSync(join(dir, probe)) ? dir : { skip: `no ${language} standard library source at ${dir}` };
  } catch {
    return { skip: `no ${command}` };
  }
}

/** The library folder of rustup's rust-src component for the default toolchain, when installed. */
function rustupLibrary() {
  try {
    const sysroot = execFileSync('rustc', ['--print', 'sysroot'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return [join(sysroot, 'lib', 'rustlib', 'src', 'rust', 'library')];
  } catch {
    return [];
  }
}

/** Paths matching a pattern with one star folder segment (/usr/lib/jvm/STAR/lib/src.zip), newest name first. */
function expandStar(pattern) {
  const [before, after] = pattern.split('/*/');
  if (after === undefined) return existsSync(pattern) ? [pattern] : [];
  if (!existsSync(before)) return [];
  return readdirSync(before).map((d) => join(before, d, after)).filter((p) => existsSync(p)).sort().reverse();
}

/** `paste.message`: wraps the message questions the way a log shows them (bench/eval-pasted.mjs); without it, as written. */
export async function run({ quiet = false, store: storeKind = 'sqlite', argv = process.argv.slice(2), paste = {} } = {}) {
  const only = argv.find((a, i, all) => all[i - 1] === '--tree' || a.startsWith('--tree='))?.replace(/^--tree=/, '').split(',');
  const { queries, qrels } = readBeir(DATA);
  const home = mkdtempSync(join(tmpdir(), 'contextd-eval-repo-'));
  const { createServices } = await dist('core/services.js');
  const { createHashEmbedder } = await dist('search/embedder.js');
  const opened = { kind: storeKind, store: await (await storeForHome(storeKind, home)).open() };
  opened.close = () => opened.store.close();
  const reranker = await rerankerFromEnv();
  const services = createServices({ store: opened.store, embedder: createHashEmbedder(), reranker });
  const out = { store: opened.kind, reranker: reranker?.id ?? null, trees: {}, skipped: {} };
  const rows = [];
  const nonsenseHits = [];
  try {
    for (const [name, tree] of Object.entries(TREES)) {
      if (only && !only.includes(name)) continue;
      const root = locate(name, tree);
      if (typeof root !== 'string') {
        out.skipped[name] = root.skip;
        if (!quiet) process.stdout.write(`tree ${name} skipped: ${root.skip}\n`);
        continue;
      }
      const scope = { tenant: 'eval', project: `eval-${name}` };
      const t0 = performance.now();
      const indexed = await indexTree(services, scope, name, root, tree);
      const indexSeconds = (performance.now() - t0) / 1000;
      const times = [];
      for (const q of queries.filter((x) => x.tree === name)) {
        const s = performance.now();
        const found = await services.repository.search(scope, { path: root, query: paste.message && q.kind === 'message' ? paste.message(q.text) : q.text, limit: 10, content_mode: 'minimal' });
        times.push(performance.now() - s);
        const want = qrels.get(q.id) ?? new Set();
        const i = found.results.findIndex((r) => want.has(r.file));
        rows.push({ ...q, rank: i < 0 ? null : i + 1, top: found.results.slice(0, 3).map((r) => `${r.file}:${r.start_line}`) });
      }
      // A nonsense query that one result really holds (holdsQuery: all its words, half or more in a
      // row, or more than half its terms — "Lorem ipsum dolor sit amet" in a README's example,
      // Jinja2's lorem-ipsum word list) is text of that tree, not nonsense for it: it is counted
      // apart (in_tree) and not against the floor. Two terms of five in a zone-id table is not.
      let nonsense = 0;
      const inTree = [];
      for (const text of nonsenseQueries()) {
        const { results } = await services.repository.search(scope, { path: root, query: text, limit: 5, content_mode: 'full' });
        if (results.length === 0) continue;
        const holder = results.find((r) => holdsQuery(r.content, text));
        if (holder) inTree.push(`"${text}" (${holder.file}:${holder.start_line})`);
        else {
          nonsense++;
          nonsenseHits.push(`${name}: "${text}" → ${results[0].file}:${results[0].start_line} (score ${results[0].score})`);
        }
      }
      times.sort((a, b) => a - b);
      const figures = { files: indexed.files_indexed, chunks: indexed.chunks, index_seconds: Math.round(indexSeconds * 10) / 10, p50_ms: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 100) / 100, nonsense_with_results: nonsense, nonsense_in_tree: inTree };
      for (const split of ['dev', 'test']) {
        const part = rows.filter((r) => r.tree === name && r.split === split);
        figures[split] = rankMetrics(part.map((r) => r.rank));
        figures[`${split}_by_kind`] = Object.fromEntries([...new Set(part.map((r) => r.kind))].map((k) => [k, rankMetrics(part.filter((r) => r.kind === k).map((r) => r.rank))]));
      }
      out.trees[name] = figures;
    }
    out.dev = rankMetrics(rows.filter((r) => r.split === 'dev').map((r) => r.rank));
    out.test = rankMetrics(rows.filter((r) => r.split === 'test').map((r) => r.rank));
    out.pass = Object.values(out.trees).every((t) => t.test.recall_at_5 >= AIM_RECALL_AT_5 && t.nonsense_with_results === 0);
    out.nonsense_hits = nonsenseHits;
    // Each question's rank, for comparing two runs or two stores question by question; not a figure.
    Object.defineProperty(out, 'ranks', { value: Object.fromEntries(rows.map((r) => [r.id, r.rank])), enumerable: false });
    out.misses = rows.filter((r) => r.split === 'dev' && (r.rank === null || r.rank > 5)).map((r) => `${r.id} [${r.kind}] ${r.text} → ${r.top.join(', ')}`);
    // Dev questions answered, but not first: where ranking has room to improve.
    out.dev_not_first = rows.filter((r) => r.split === 'dev' && r.rank !== null && r.rank > 1 && r.rank <= 5).map((r) => `${r.id} [${r.kind}] rank ${r.rank}: ${r.text} → ${r.top.join(', ')}`);
    if (!quiet) print(out);
    return out;
  } finally {
    // The background merge of the last index works on the store: it ends before the store closes.
    await services.repository.close();
    await opened.close();
    rmSync(home, { recursive: true, force: true });
  }
}

function print(out) {
  const pad = (s, n) => String(s).padStart(n);
  const lines = [`repository search (${out.store} store, hash embedder${out.reranker ? `, ${out.reranker}` : ''})`];
  lines.push(`${'tree'.padEnd(7)} ${'split'.padEnd(5)} ${pad('n', 4)} ${pad('R@1', 6)} ${pad('R@5', 6)} ${pad('MRR', 6)}   by kind R@5`);
  for (const [name, t] of Object.entries(out.trees)) {
    for (const split of ['dev', 'test']) {
      const m = t[split];
      const kinds = Object.entries(t[`${split}_by_kind`]).map(([k, v]) => `${k} ${v.recall_at_5.toFixed(2)}`).join(', ');
      lines.push(`${name.padEnd(7)} ${split.padEnd(5)} ${pad(m.n, 4)} ${pad(m.recall_at_1.toFixed(3), 6)} ${pad(m.recall_at_5.toFixed(3), 6)} ${pad(m.mrr.toFixed(3), 6)}   ${kinds}`);
    }
    lines.push(`${''.padEnd(7)} ${t.files} files, ${t.chunks} chunks, indexed in ${t.index_seconds} s; search p50 ${t.p50_ms} ms; gap (dev − test) R@5 ${(t.dev.recall_at_5 - t.test.recall_at_5).toFixed(3)}; nonsense with results ${t.nonsense_with_results}${t.nonsense_in_tree.length ? ` (and ${t.nonsense_in_tree.length} the tree really holds: ${t.nonsense_in_tree.join(', ')})` : ''}`);
  }
  for (const [name, reason] of Object.entries(out.skipped)) lines.push(`${name.padEnd(7)} skipped: ${reason}`);
  lines.push(`aim: test recall@5 ≥ ${AIM_RECALL_AT_5} on every tree, no results for nonsense (besides text a tree really holds): ${out.pass ? 'met' : 'NOT met'}`);
  if (process.env.EVAL_VERBOSE) lines.push('dev misses (not in the top 5):', ...out.misses.map((m) => `  ${m}`), 'nonsense queries with results:', ...out.nonsense_hits.map((m) => `  ${m}`));
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${error?.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
