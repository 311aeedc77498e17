// Errors as people paste them (run by `npm run eval` through bench/eval.mjs, or alone after a
// build: `node bench/eval-pasted.mjs [--store postgres]`).
//
// The benchmarks give each error as its program printed it. People paste it from somewhere:
// a CI job's log, `docker compose logs`, `kubectl logs --timestamps`, `journalctl`, a coloured
// terminal, a Windows checkout, a whole job's log with what went well before the failure, or a
// question with the output fenced in it. Each wrapper below
// adds what that place adds, in its documented format, to every line of the benchmarks' real
// errors, and the same measures are taken again:
// - troubleshooting: every real error of every error set (bench/data/errors/corpus*.jsonl),
//   cause or fix named among the hypotheses, and empty diagnoses, per half;
// - remediation search (bench/eval-remediation-benchmark.mjs): recall@1 of the queries that are
//   pasted output (elsewhere, confusable) with the queries wrapped, then with the records'
//   errors wrapped and the queries as collected.
// - code search (bench/eval-repository.mjs): recall@5 of the message questions of three trees,
//   each message pasted after a log's prefix or a logger's stamp and level.
// Each figure is printed beside the unwrapped one: what a wrapper costs is the difference.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, dist } from './lib.mjs';
import { run as remediationBenchmark } from './eval-remediation-benchmark.mjs';
import { run as codeSearch } from './eval-repository.mjs';
import { errorSets, hypothesisText, loadCorpus, namesExpected } from './eval-troubleshoot.mjs';
import { stopStores, storesFromArgs } from './stores.mjs';

const BUILD_OUTPUT = readFileSync(join(ROOT, 'bench', 'data', 'pasted', 'build-output.txt'), 'utf8').replace(/\n$/, '');

const lines = (text) => text.replace(/\n$/, '').split('\n');
const at = (i) => `2026-11-25T10:${String(11 + Math.floor(i / 60) % 49).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;

/** What each place adds around a program's output, in its own format. */
export const WRAPPERS = {
  // A job's log as GitHub Actions downloads it: a 7-digit ISO timestamp on every line, the runner's summary last.
  'github-actions': (t) => [...lines(t).map((l, i) => `${at(i)}.${String(1000000 + i * 7919).slice(-7)}Z ${l}`), `${at(999)}.9999999Z ##[error]Process completed with exit code 1.`].join('\n'),
  // `docker compose logs`: the service's name, padded, and a bar.
  'compose logs': (t) => lines(t).map((l) => `api-1  | ${l}`).join('\n'),
  // `docker compose logs -t`: the bar, then the container's timestamp.
  'compose logs -t': (t) => lines(t).map((l, i) => `worker-1  | ${at(i)}.${String(100000000 + i * 271).slice(-9)}Z ${l}`).join('\n'),
  // `kubectl logs --timestamps`: RFC 3339 with nanoseconds.
  'kubectl logs --timestamps': (t) => lines(t).map((l, i) => `${at(i)}.${String(100000000 + i * 104729).slice(-9)}Z ${l}`).join('\n'),
  // `kubectl logs --prefix`: the pod and container.
  'kubectl logs --prefix': (t) => lines(t).map((l) => `[pod/api-7d9f8b6c5-x2x4q/api] ${l}`).join('\n'),
  // `journalctl -u`: the syslog head.
  journalctl: (t) => lines(t).map((l, i) => `Nov 25 10:${String(11 + Math.floor(i / 60) % 49).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} build-host app[41234]: ${l}`).join('\n'),
  // A coloured terminal: the SGR codes compilers and test runners print (bold, red, cyan, grey, reset).
  'coloured terminal': (t) => lines(t).map((l, i) => (i % 3 === 0 ? `\x1b[1m\x1b[31m${l}\x1b[39m\x1b[22m` : i % 3 === 1 ? `\x1b[36m${l}\x1b[0m` : `\x1b[90m${l}\x1b[0m`)).join('\n'),
  // A Windows checkout or terminal: CRLF line ends.
  'CRLF': (t) => t.replace(/\n/g, '\r\n'),
  // A whole job's log: 80 lines of real output that went well (bench/data/pasted/build-output.txt), then the failing step's.
  "after a build's output": (t) => `${BUILD_OUTPUT}\n${t}`,
  // A GitHub Actions job's whole log as downloaded: the runner's preamble, each `run:` step of the
  // build above in its group (header, shell, end), its output, then the failing step (the error's
  // own command when the set has it) and the runner's summary; a timestamp on every line.
  'a GitHub Actions job': (t, command = 'make') => githubActionsJob(t, command),
  // `docker build --progress=plain` (BuildKit, Docker's default builder): each step numbered, its
  // output after the step's number and the seconds since it started, the failing step's last
  // lines again in the summary, the Dockerfile around its line and the builder's own error last.
  'docker build': (t, command = 'make') => dockerBuild(t, command),
  // A Jenkins pipeline's console output: each `sh` step's command echoed after `+ ` (the shell's
  // trace), the pipeline's own `[Pipeline]` lines around the stages, the failing stage last and
  // Jenkins' `ERROR: script returned exit code 1` and `Finished: FAILURE`.
  'a Jenkins pipeline': (t, command = 'make') => jenkinsPipeline(t, command),
  // Copied from a terminal 80 columns wide that breaks long lines where they wrap (Windows'
  // console, screen, a pager): every line longer than the width is cut into lines of 80.
  'a terminal 80 columns wide': (t) => lines(t).flatMap((l) => l.match(/.{1,80}/gu) ?? ['']).join('\n'),
  // A question with the output in a Markdown code block.
  'fenced in a question': (t) => `I get this when I run it:\n\`\`\`\n${t.replace(/\n$/, '')}\n\`\`\`\nany idea what is wrong?`,
};

/** The runner's own lines before the first step (GitHub's documented log layout). */
const RUNNER_PREAMBLE = [
  'Current runner version: \'2.321.0\'',
  '##[group]Operating System', 'Ubuntu', '24.04.1', 'LTS', '##[endgroup]',
  '##[group]Runner Image', 'Image: ubuntu-24.04', 'Version: 20241117.1.0', '##[endgroup]',
  '##[group]GITHUB_TOKEN Permissions', 'Contents: read', 'Metadata: read', '##[endgroup]',
  'Secret source: Actions', 'Prepare workflow directory', 'Prepare all required actions',
  'Getting action download info', 'Download action repository \'actions/checkout@v4\' (SHA:11bd71901bbe5b1630ceea73d27597364c9af683)',
  'Complete job name: build',
  '##[group]Run actions/checkout@v4', 'with:', '  repository: example/app', '  fetch-depth: 1', '##[endgroup]',
  'Syncing repository: example/app', '##[command]/usr/bin/git version', 'git version 2.47.1',
];

/** `text` as the failing step of a GitHub Actions job whose earlier steps are the build output above. */
function githubActionsJob(text, command) {
  const step = (cmd) => [`##[group]Run ${cmd}`, cmd, 'shell: /usr/bin/bash -e {0}', '##[endgroup]'];
  const earlier = lines(BUILD_OUTPUT).flatMap((l) => (l.startsWith('$ ') ? step(l.slice(2)) : [l]));
  const all = [...RUNNER_PREAMBLE, ...earlier, ...step(command), ...lines(text), '##[error]Process completed with exit code 1.'];
  return all.map((l, i) => `${at(i)}.${String(1000000 + i * 7919).slice(-7)}Z ${l}`).join('\n');
}

/** `text` printed by the last `RUN` step of a BuildKit build whose earlier steps run the build output's commands. */
function dockerBuild(text, command) {
  const out = ['#0 building with "default" instance using docker driver', ''];
  let n = 0;
  const vertex = (name, body, end) => {
    n += 1;
    out.push(`#${n} ${name}`, ...body.map((l) => `#${n} ${l}`), `#${n} ${end}`, '');
  };
  vertex('[internal] load build definition from Dockerfile', ['transferring dockerfile: 412B done'], 'DONE 0.0s');
  vertex('[internal] load metadata for docker.io/library/node:22-bookworm', [], 'DONE 0.9s');
  vertex('[internal] load .dockerignore', ['transferring context: 2B done'], 'DONE 0.0s');
  const steps = buildSteps();
  const total = steps.length + 4;
  vertex(`[1/${total}] FROM docker.io/library/node:22-bookworm@sha256:${'5c1f'.repeat(16)}`, [], 'CACHED');
  vertex('[internal] load build context', ['transferring context: 48.21kB 0.0s done'], 'DONE 0.0s');
  vertex(`[2/${total}] WORKDIR /app`, [], 'CACHED');
  vertex(`[3/${total}] COPY . .`, [], 'DONE 0.1s');
  const elapsed = (i) => `${(0.2 + i * 0.013).toFixed(3)}`;
  steps.forEach((step, k) => vertex(`[${k + 4}/${total}] RUN ${step.command}`, step.output.map((l, i) => `${elapsed(i)} ${l}`), `DONE ${(1 + k * 0.7).toFixed(1)}s`));
  const failing = lines(text);
  const shell = `/bin/sh -c ${command}`;
  n += 1;
  out.push(`#${n} [${total}/${total}] RUN ${command}`, ...failing.map((l, i) => `#${n} ${elapsed(i)} ${l}`), `#${n} ERROR: process "${shell}" did not complete successfully: exit code: 1`);
  out.push('------', ` > [${total}/${total}] RUN ${command}:`, ...failing.slice(-10).map((l, i) => `${elapsed(failing.length - Math.min(10, failing.length) + i)} ${l}`), '------');
  out.push(`Dockerfile:${total + 1}`, '--------------------', `${String(total).padStart(4)} |     RUN ${steps.at(-1)?.command ?? 'npm ci'}`, `${String(total + 1).padStart(4)} | >>> RUN ${command}`, `${String(total + 2).padStart(4)} |     `, '--------------------');
  out.push(`ERROR: failed to solve: process "${shell}" did not complete successfully: exit code: 1`);
  return out.join('\n');
}

/** `text` printed by the last `sh` step of a Jenkins pipeline whose earlier stages run the build output's commands. */
function jenkinsPipeline(text, command) {
  const stage = (name, cmd, output) => ['[Pipeline] stage', `[Pipeline] { (${name})`, '[Pipeline] sh', `+ ${cmd}`, ...output, '[Pipeline] }', '[Pipeline] // stage'];
  const steps = buildSteps();
  return [
    'Started by user admin', '[Pipeline] Start of Pipeline', '[Pipeline] node', 'Running on Jenkins in /var/jenkins_home/workspace/app', '[Pipeline] {',
    '[Pipeline] stage', '[Pipeline] { (Declarative: Checkout SCM)', '[Pipeline] checkout', 'The recommended git tool is: NONE', 'Cloning repository https://git.example.com/app.git', ' > git init /var/jenkins_home/workspace/app # timeout=10', 'Checking out Revision 83ef8f3d75acf5a443c267fb87cbc4e7a609025e (refs/remotes/origin/main)', '[Pipeline] }', '[Pipeline] // stage',
    ...steps.flatMap((step, k) => stage(`Step ${k + 1}`, step.command, step.output)),
    ...stage('Test', command, lines(text)).slice(0, -2),
    '[Pipeline] }', '[Pipeline] // stage', '[Pipeline] }', '[Pipeline] // node', '[Pipeline] End of Pipeline',
    'ERROR: script returned exit code 1', 'Finished: FAILURE',
  ].join('\n');
}

/** The build output's commands, each with what it printed. */
function buildSteps() {
  const steps = [];
  for (const l of lines(BUILD_OUTPUT)) {
    if (l.startsWith('$ ')) steps.push({ command: l.slice(2), output: [] });
    else steps.at(-1)?.output.push(l);
  }
  return steps;
}

/** Every real error of every set (bench/data/errors/corpus*.jsonl), and how many sets. */
function realErrors() {
  const sets = errorSets();
  return { sets: sets.length, errors: sets.flatMap(({ file }) => loadCorpus(file)) };
}

const round = (x) => Math.round(x * 1000) / 1000;

function troubleshoot(diagnose, errors, wrap) {
  const out = {};
  for (const split of ['dev', 'test']) {
    const part = errors.filter((e) => e.split === split);
    let hit = 0;
    let empty = 0;
    for (const e of part) {
      const d = diagnose(wrap(e.output, e.command));
      const named = namesExpected(e);
      if (d.hypotheses.some((h) => named(hypothesisText(h)))) hit++;
      if (d.hypotheses.length === 0) empty++;
    }
    out[split] = { n: part.length, hit: round(hit / part.length), empty };
  }
  return out;
}

const r1 = (f, split, kind) => f[split]?.[kind]?.recall_at_1 ?? null;

export async function run({ print = true, store = 'sqlite' } = {}) {
  const { diagnose } = await dist('core/troubleshoot/index.js');
  const { sets, errors } = realErrors();
  const say = (s) => print && process.stdout.write(`${s}\n`);
  const plain = troubleshoot(diagnose, errors, (t) => t);
  say(`troubleshooting, ${errors.length} real errors of the ${sets} error sets, cause or fix named (empty diagnoses)`);
  say(`${'pasted from'.padEnd(28)} ${'dev'.padStart(14)} ${'test'.padStart(14)}`);
  const cell = (m) => `${m.hit.toFixed(3)} (${m.empty})`.padStart(14);
  say(`${'as printed'.padEnd(28)} ${cell(plain.dev)} ${cell(plain.test)}`);
  const result = { store, troubleshoot: { 'as printed': plain }, remediation: {} };
  for (const [name, wrap] of Object.entries(WRAPPERS)) {
    const m = troubleshoot(diagnose, errors, wrap);
    result.troubleshoot[name] = m;
    say(`${name.padEnd(28)} ${cell(m.dev)} ${cell(m.test)}`);
  }
  const base = await remediationBenchmark({ quiet: true, store });
  say(`\nremediation search, recall@1 of pasted queries (elsewhere · confusable), ${store} store`);
  say(`${'pasted from'.padEnd(28)} ${'query wrapped: dev'.padStart(20)} ${'test'.padStart(14)} ${'record wrapped: dev'.padStart(20)} ${'test'.padStart(14)}`);
  const pair = (f, split) => `${r1(f, split, 'elsewhere').toFixed(3)} · ${r1(f, split, 'confusable').toFixed(3)}`;
  say(`${'as printed'.padEnd(28)} ${pair(base, 'dev').padStart(20)} ${pair(base, 'test').padStart(14)} ${pair(base, 'dev').padStart(20)} ${pair(base, 'test').padStart(14)}`);
  const figures = (f) => ({ dev: { elsewhere: r1(f, 'dev', 'elsewhere'), confusable: r1(f, 'dev', 'confusable') }, test: { elsewhere: r1(f, 'test', 'elsewhere'), confusable: r1(f, 'test', 'confusable') } });
  result.remediation['as printed'] = figures(base);
  for (const name of ['github-actions', 'compose logs', 'kubectl logs --timestamps', 'journalctl', 'coloured terminal', "after a build's output", 'a GitHub Actions job', 'docker build', 'a Jenkins pipeline', 'a terminal 80 columns wide']) {
    const wrap = WRAPPERS[name];
    const query = await remediationBenchmark({ quiet: true, store, paste: { query: wrap } });
    const record = await remediationBenchmark({ quiet: true, store, paste: { record: wrap } });
    result.remediation[name] = { query: figures(query), record: figures(record) };
    say(`${name.padEnd(28)} ${pair(query, 'dev').padStart(20)} ${pair(query, 'test').padStart(14)} ${pair(record, 'dev').padStart(20)} ${pair(record, 'test').padStart(14)}`);
  }
  const CODE_TREES = ['npm', 'go', 'python'];
  const MESSAGE_WRAPPERS = {
    'as printed': null,
    'after a timestamp': (t) => `2026-11-25T10:11:12.123Z ${t}`,
    "after compose's bar": WRAPPERS['compose logs'],
    "after a logger's stamp and level": (t) => `2026-11-25 10:11:12,345 ERROR ${t}`,
  };
  say(`\ncode search, recall@5 of message questions (${CODE_TREES.join(', ')}: dev / test), ${store} store`);
  result.code = {};
  for (const [name, wrap] of Object.entries(MESSAGE_WRAPPERS)) {
    const out = await codeSearch({ quiet: true, store, argv: ['--tree', CODE_TREES.join(',')], paste: wrap ? { message: wrap } : {} });
    const cells = Object.fromEntries(Object.entries(out.trees).map(([tree, t]) => [tree, { dev: t.dev_by_kind.message?.recall_at_5 ?? null, test: t.test_by_kind.message?.recall_at_5 ?? null }]));
    result.code[name] = cells;
    const fmt = (v) => (v === null ? '-' : v.toFixed(2));
    say(`${name.padEnd(36)} ${Object.entries(cells).map(([tree, c]) => `${tree} ${fmt(c.dev)} / ${fmt(c.test)}`).join('   ') || '(trees skipped)'}`);
  }
  // Met when no wrapper costs a real error its diagnosis or a pasted query its first place, on the test half.
  const worst = Math.min(...Object.values(result.troubleshoot).map((m) => m.test.hit));
  const emptied = Math.max(...Object.values(result.troubleshoot).map((m) => m.test.empty));
  const printed = result.code['as printed'];
  const codeHeld = Object.values(result.code).every((cells) => Object.entries(cells).every(([tree, c]) => c.test === null || c.test >= printed[tree].test - 0.01));
  const asPrinted = result.remediation['as printed'].test;
  const held = (f) => f.test.elsewhere >= asPrinted.elsewhere - 0.01 && f.test.confusable >= asPrinted.confusable - 0.01;
  const remediationHeld = Object.entries(result.remediation).filter(([name]) => name !== 'as printed').every(([, m]) => held(m.query) && held(m.record));
  result.pass = worst >= plain.test.hit - 0.01 && emptied <= plain.test.empty && codeHeld && remediationHeld;
  say(`\naim (test half: every wrapper within 0.01 of the output as printed in every measure, no more empty diagnoses): ${result.pass ? 'met' : 'NOT met'}`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const store of storesFromArgs(process.argv.slice(2))) await run({ store });
  await stopStores();
  process.exit(0);
}
