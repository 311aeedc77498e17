// Builds bench/data/remediations/ (corpus.jsonl, queries.jsonl, qrels.tsv) by running real
// tools on broken inputs: rustc and go on the examples of their own error documentation
// (compiler-docs.mjs), and tsc, node, python3, gcc, javac/java, git and npm on the scenarios of
// scenarios.mjs. Run once; the output is committed, so the eval does not need the toolchains.
//   node bench/data/build/remediations.mjs
// The split is fixed by a hash of the scenario id (a scenario's queries are all on one side);
// every record stays in the one corpus, so each is a distractor for all the others.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goScenarios, rustScenarios } from './compiler-docs.mjs';
import * as second from './other-words.mjs';
import * as third from './third-set.mjs';
import * as fourth from './fourth-set.mjs';
import * as fifth from './fifth-set.mjs';
import * as sixth from './sixth-set.mjs';
import * as seventh from './seventh-set.mjs';
import * as eighth from './eighth-set.mjs';
import { PAIRS, SINGLES } from './scenarios.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OUT = join(ROOT, 'bench', 'data', 'remediations');
const WORK = '/tmp/contextd-bench-build';
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');

const RENAMES = { user: 'account', config: 'settings', items: 'entries', count: 'total', total: 'sum', name: 'label', loadUser: 'fetchInvoice', Profile: 'Ledger', data: 'payload', formatDate: 'renderTime', utils: 'helpers', walk: 'visit', node: 'tree', rows: 'records', helper: 'compute', connect: 'openSession', host: 'server', settings: 'prefs', handle: 'dispatch', req: 'request', keep: 'retained', match: 'found', first: 'head', load: 'restore', label: 'caption', add: 'accumulate', Settings: 'Options', app: 'service' };
const PROJECTS = {
  a: { dir: 'home/ana/projects/inventory-service', sub: 'src', prefix: 0 },
  b: { dir: 'srv/ci/builds/bob/billing-api', sub: 'lib/handlers', prefix: 3 },
};
const COMMENT = { tsc: '//', node: '//', 'node-esm': '//', gcc: '//', javac: '//', java: '//', python: '#', 'python-pkg': '#' };

/**
 * Another project's names for the same code. A member of a call's result (`require("net").connect`)
 * is a library's API, not the project's name: renaming it would make another error.
 */
export function rename(code) {
  return code.replace(/\b[A-Za-z_][A-Za-z0-9_]*\b/g, (w, at) => (Object.hasOwn(RENAMES, w) && !code.slice(0, at).endsWith(').') ? RENAMES[w] : w));
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function exec(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_loglevel: 'error', npm_config_update_notifier: 'false', ...env } });
  return `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
}


/** Runs a scenario's broken input in project `side` ('a' records, 'b' queries); returns the tool's output. */
function runScenario(s, side) {
  const out = runIn(s, side);
  return out.split(`${join(WORK, side, s.id)}/`).join('/').split(join(WORK, side, s.id)).join('');
}

function runIn(s, side) {
  const p = PROJECTS[side];
  const root = join(WORK, side, s.id, p.dir);
  rmSync(join(WORK, side, s.id), { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const comment = COMMENT[s.tool];
  const prefix = comment ? Array.from({ length: p.prefix }, (_, i) => `${comment} ${['see the ticket for context', 'kept for the old callers', ''][i] ?? ''}\n`).join('') : '';
  const code = side === 'b' && s.code ? rename(s.code) : s.code;
  const base = side === 'a' ? 'index' : 'invoices';
  const src = (ext) => {
    const file = join(root, p.sub, `${base}.${ext}`);
    write(file, prefix + code);
    return file;
  };
  switch (s.tool) {
    case 'tsc': {
      const file = src('ts');
      return exec(TSC, ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', file], root);
    }
    case 'python':
      return exec('python3', [...(s.args ?? []), src('py')], root);
    case 'python-pkg': {
      for (const [name, text] of Object.entries(s.files)) write(join(root, name), side === 'b' && text ? `# ${name}\n${text}` : text);
      return exec('python3', [join(root, s.entry)], root);
    }
    case 'node':
      return exec('node', [...(s.args ?? []), src('js')], root);
    case 'node-esm':
      return exec('node', [src('mjs')], root);
    case 'gcc':
      return exec('gcc', [...(s.args ?? []), src('c'), '-o', join(root, 'a.out')], root);
    case 'javac':
    case 'java': {
      const file = join(root, p.sub, `${s.cls}.java`);
      write(file, prefix + code);
      const compiled = exec('javac', ['-d', join(root, 'out'), file], root);
      return s.tool === 'javac' ? compiled : `${compiled}\n${exec('java', ['-cp', join(root, 'out'), s.cls], root)}`.trim();
    }
    case 'sh':
      return exec('bash', ['-c', s.script], root, { GIT_CONFIG_NOSYSTEM: '1', HOME: root, GIT_CEILING_DIRECTORIES: join(WORK, side) });
    default:
      throw new Error(`unknown tool ${s.tool}`);
  }
}

/** A confusable pair's query: the other project's output, then the side's circumstances in plain words. */
function confusableQuery(output, side) {
  return `${output}\n${side.circumstance}`;
}

function split(id) {
  return createHash('sha256').update(id).digest()[0] % 2 === 0 ? 'dev' : 'test';
}

/** Ids of Go records whose headline (names and quoted text left out) another Go record shares. */
export function ambiguousGo(docs) {
  const key = (d) => d.title.replace(/"[^"]*"|\b[A-Za-z_]\w*\b(?=\s*(?:redeclared|declared|\(|$))/g, '_').replace(/\s+/g, ' ');
  const counts = new Map();
  const go = docs.filter((d) => d.ecosystem === 'go');
  for (const d of go) counts.set(key(d), (counts.get(key(d)) ?? 0) + 1);
  return go.filter((d) => counts.get(key(d)) > 1 || /^imported and not used|^undefined: /.test(d.title) && !/Unused|Undeclared|Undefined/.test(d.source)).map((d) => d.id);
}

const corpus = [];
const queries = [];
const qrels = [];
const failed = [];
const add = (scenario, doc, kinds) => {
  corpus.push(doc);
  for (const [kind, text] of Object.entries(kinds)) {
    if (!text) continue;
    const qid = `${doc.id}/${kind}`;
    queries.push({ id: qid, kind, split: split(scenario), ecosystem: doc.ecosystem, text });
    qrels.push([qid, doc.id]);
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const only = process.argv.indexOf('--only');
  if (only > 0) rebuildQueries(process.argv[only + 1].split(','));
  else if (process.argv.includes('--extend')) extend();
  else {
    await build();
    extend();
  }
}

/**
 * Appends the second set of other-words queries (other-words.mjs) and the records of its new
 * scenarios, then the third, fourth and fifth sets (third-set.mjs, fourth-set.mjs, fifth-set.mjs), after everything already in the files: only ids not there yet are written, so every
 * existing line stays byte for byte. `--extend` does this alone (without running the first set's
 * toolchains again); a full build does it after the first set, which gives the same files.
 */
function extend() {
  const read = (name) => readFileSync(join(OUT, name), 'utf8');
  const docs = read('corpus.jsonl').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const have = new Map(docs.map((d) => [d.id, d]));
  const old = new Map(read('queries.jsonl').split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((q) => [q.id, q]));
  const newDocs = [];
  const newQueries = [];
  const newQrels = [];
  const query = (scenario, docId, ecosystem, kind, id, text) => {
    if (old.has(id)) return;
    newQueries.push({ id, kind, split: split(scenario), ecosystem, text });
    newQrels.push([id, docId]);
  };
  const record = (doc) => {
    if (have.has(doc.id)) return true;
    newDocs.push({ root_cause: null, ...doc });
    have.set(doc.id, doc);
    return true;
  };
  // A set's scenarios name their tool (`tsc`, `node`, …) or are bash scripts with the language
  // as `ecosystem` (the third set); the records name the ecosystem either way.
  const ecosystem = (s) => s.ecosystem ?? s.tool;
  const runnable = (s) => (s.tool ? s : { ...s, tool: 'sh' });
  /** Appends one set's symptom queries, its single records, then (after `between`) its pairs; `n` ends its query ids. */
  const appendSet = (set, file, n, between = () => {}) => {
    for (const [id, text] of Object.entries(set.SYMPTOMS)) {
      const d = have.get(id);
      if (!d) throw new Error(`${file}: no record ${id}`);
      query(id, id, d.ecosystem, 'symptom', `${id}/symptom${n}`, text);
    }
    for (const s of set.SINGLES) {
      if (!have.has(s.id)) {
        const a = runScenario(runnable(s), 'a');
        if (!a) {
          failed.push(s.id);
          continue;
        }
        record({ id: s.id, source: `${ecosystem(s)} on a broken input`, ecosystem: ecosystem(s), ...s.record, problem: a, category: null });
      }
      query(s.id, s.id, ecosystem(s), 'symptom', `${s.id}/symptom${n}`, s.symptom);
    }
    between();
    for (const pair of set.PAIRS) {
      let b = null;
      for (const side of ['a', 'b']) {
        const id = `${pair.id}.${side}`;
        if (!have.has(id)) {
          const a = runScenario(runnable(pair), 'a');
          if (!a) {
            failed.push(pair.id);
            break;
          }
          record({ id, source: `${ecosystem(pair)} on a broken input`, ecosystem: ecosystem(pair), ...pair[side].record, problem: a, category: null });
        }
        b ??= runScenario(runnable(pair), 'b');
        query(pair.id, id, ecosystem(pair), 'confusable', `${id}/confusable${n}`, confusableQuery(b, pair[side]));
      }
    }
  };
  appendSet(second, 'other-words.mjs', 2, () => {
    for (const pair of PAIRS) {
      for (const side of ['a', 'b']) {
        const first = old.get(`${pair.id}.${side}/confusable`);
        const again = second.CIRCUMSTANCES[`${pair.id}.${side}`];
        if (!first || !again) continue;
        const output = first.text.slice(0, first.text.length - pair[side].circumstance.length - 1);
        query(pair.id, `${pair.id}.${side}`, pair.tool, 'confusable', `${pair.id}.${side}/confusable2`, confusableQuery(output, { circumstance: again }));
      }
    }
  });
  appendSet(third, 'third-set.mjs', 3);
  appendSet(fourth, 'fourth-set.mjs', 4);
  // The fifth to eighth sets: groups of two or three records sharing one output, each record
  // with several queries (`<record>/q<n>.confusable5`, `…confusable6`); the split is by group,
  // as for a pair. A query's circumstances come after the error, or before it when written
  // `{ before }` (sixth-set.mjs, seventh-set.mjs, eighth-set.mjs). The other project's output is
  // run only for a group with a query not written yet.
  for (const [set, n] of [[fifth, 5], [sixth, 6], [seventh, 7], [eighth, 8]]) {
    for (const group of set.GROUPS) {
      const sides = group.sides.map((side, i) => ({ ...side, id: `${group.id}.${'abc'[i]}` }));
      if (sides.some((side) => !have.has(side.id))) {
        const a = runScenario(runnable(group), 'a');
        if (!a) {
          failed.push(group.id);
          continue;
        }
        for (const side of sides) record({ id: side.id, source: `${ecosystem(group)} on a broken input`, ecosystem: ecosystem(group), ...side.record, problem: a, category: null });
      }
      if (sides.every((side) => side.queries.every((_, i) => old.has(`${side.id}/q${i + 1}.confusable${n}`)))) continue;
      const b = runScenario(runnable(group), 'b');
      for (const side of sides) side.queries.forEach((q, i) => query(group.id, side.id, ecosystem(group), 'confusable', `${side.id}/q${i + 1}.confusable${n}`, typeof q === 'string' ? confusableQuery(b, { circumstance: q }) : `${q.before}\n${b}`));
    }
  }
  sameFix(newQrels);
  const lines = (rows) => rows.map((r) => `${JSON.stringify(r)}\n`).join('');
  writeFileSync(join(OUT, 'corpus.jsonl'), read('corpus.jsonl') + lines(newDocs));
  writeFileSync(join(OUT, 'queries.jsonl'), read('queries.jsonl') + lines(newQueries));
  writeFileSync(join(OUT, 'qrels.tsv'), read('qrels.tsv') + newQrels.map(([q, d]) => `${q}\t${d}\t1\n`).join(''));
  const count = (kind, s) => newQueries.filter((q) => q.kind === kind && q.split === s).length;
  process.stdout.write(`second to eighth sets: ${newDocs.length} records, ${newQueries.length} queries appended (symptom dev ${count('symptom', 'dev')} test ${count('symptom', 'test')}, confusable dev ${count('confusable', 'dev')} test ${count('confusable', 'test')})\n`);
  if (failed.length) process.stdout.write(`no output (left out): ${failed.join(', ')}\n`);
}

/** Judges every query of one record of fifth.SAME_FIX for the other too (lines not there yet are appended to `newQrels`). */
function sameFix(newQrels) {
  const all = [...readFileSync(join(OUT, 'qrels.tsv'), 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split('\t')), ...newQrels];
  const judged = new Set(all.map(([q, d]) => `${q}\t${d}`));
  const twins = Object.entries(fifth.SAME_FIX).flatMap(([a, b]) => [[a, b], [b, a]]);
  for (const [q, d] of all) {
    for (const [one, other] of twins) {
      if (d !== one || judged.has(`${q}\t${other}`)) continue;
      judged.add(`${q}\t${other}`);
      newQrels.push([q, other]);
    }
  }
}

/**
 * `--only id,id`: runs those scenarios' other side again and rewrites only their elsewhere and
 * confusable query texts in queries.jsonl (a fix to how a scenario's queries are made, without
 * running every toolchain again); every other line stays byte for byte.
 */
function rebuildQueries(ids) {
  const texts = new Map();
  for (const s of SINGLES.filter((x) => ids.includes(x.id))) texts.set(`${s.id}/elsewhere`, runScenario(s, 'b'));
  for (const pair of PAIRS.filter((x) => ids.includes(x.id))) {
    const b = runScenario(pair, 'b');
    for (const side of ['a', 'b']) texts.set(`${pair.id}.${side}/confusable`, confusableQuery(b, pair[side]));
  }
  const file = join(OUT, 'queries.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n');
  let changed = 0;
  const out = lines.map((line) => {
    if (!line) return line;
    const q = JSON.parse(line);
    if (!texts.has(q.id) || q.text === texts.get(q.id)) return line;
    changed++;
    return JSON.stringify({ ...q, text: texts.get(q.id) });
  });
  writeFileSync(file, out.join('\n'));
  process.stdout.write(`${changed} of ${texts.size} queries rewritten (${ids.join(', ')})\n`);
}

async function build() {
rmSync(WORK, { recursive: true, force: true });
for (const s of [...rustScenarios(join(WORK, 'rust')), ...goScenarios(join(WORK, 'go'))]) {
  add(s.id, { id: s.id, source: s.source, ecosystem: s.ecosystem, ...s.record }, s.queries);
}
for (const s of SINGLES) {
  const a = runScenario(s, 'a');
  const b = runScenario(s, 'b');
  if (!a || !b) {
    failed.push(s.id);
    continue;
  }
  add(s.id, { id: s.id, source: `${s.tool} on a broken input`, ecosystem: s.tool, ...s.record, problem: a, category: null }, { elsewhere: b, symptom: s.symptom, cause: s.cause });
}
for (const pair of PAIRS) {
  const a = runScenario(pair, 'a');
  const b = runScenario(pair, 'b');
  if (!a || !b) {
    failed.push(pair.id);
    continue;
  }
  for (const side of ['a', 'b']) {
    const doc = { id: `${pair.id}.${side}`, source: `${pair.tool} on a broken input`, ecosystem: pair.tool, ...pair[side].record, problem: a, category: null };
    add(pair.id, doc, { confusable: confusableQuery(b, pair[side]) });
  }
}

// A Go example that fails first with another error than the one its code documents (an
// unused import, an undefined name) would be judged against the wrong explanation: records
// whose headline several examples share are left out.
const dropped = new Set(ambiguousGo(corpus));
const keep = (id) => !dropped.has(id.split('/')[0]);
corpus.splice(0, corpus.length, ...corpus.filter((d) => keep(d.id)));
queries.splice(0, queries.length, ...queries.filter((q) => keep(q.id)));
qrels.splice(0, qrels.length, ...qrels.filter(([q]) => keep(q)));

mkdirSync(OUT, { recursive: true });
const jsonl = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
writeFileSync(join(OUT, 'corpus.jsonl'), jsonl(corpus.map((d) => ({ root_cause: null, ...d }))));
writeFileSync(join(OUT, 'queries.jsonl'), jsonl(queries));
writeFileSync(join(OUT, 'qrels.tsv'), `query-id\tcorpus-id\tscore\n${qrels.map(([q, d]) => `${q}\t${d}\t1`).join('\n')}\n`);
const count = (f) => queries.filter(f).length;
process.stdout.write(`${corpus.length} records, ${queries.length} queries (dev ${count((q) => q.split === 'dev')}, test ${count((q) => q.split === 'test')})\n`);
for (const kind of ['elsewhere', 'symptom', 'cause', 'confusable']) process.stdout.write(`  ${kind}: ${count((q) => q.kind === kind)}\n`);
if (failed.length) process.stdout.write(`no output (left out): ${failed.join(', ')}\n`);
}
