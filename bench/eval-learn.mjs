// Fix-commit classification (`learn --from-git`) against hand judgements of real commit
// messages (bench/data/fix-commits/): precision and recall on dev and test of each judged
// set — `express` (dev/test.jsonl: expressjs/express) and `more` (more-dev/more-test.jsonl:
// psf/requests, spf13/cobra, BurntSushi/ripgrep, sindresorhus/got, pallets/click) and `third`
// (third-dev/third-test.jsonl: tokio-rs/axum, gin-gonic/gin, encode/httpx, rails/thor) — and of
// all together, per project of `more` and `third`, and the misses. Precision counts most: a false fix
// is recorded as a remediation and pollutes the memory.
import { readFileSync } from 'node:fs';
import { dist, ROOT } from './lib.mjs';

function load(name) {
  return readFileSync(`${ROOT}/bench/data/fix-commits/${name}.jsonl`, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

function score(classify, rows) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses = [];
  for (const row of rows) {
    const said = classify({ subject: row.subject, body: row.body }) !== null;
    const where = row.repo ? `${row.repo} ` : '';
    if (said && row.fix) tp++;
    else if (said && !row.fix) {
      fp++;
      misses.push(`false fix: ${where}${row.subject}`);
    } else if (!said && row.fix) {
      fn++;
      misses.push(`missed fix: ${where}${row.subject}`);
    }
  }
  const round = (n) => Math.round(n * 1000) / 1000;
  return { n: rows.length, fixes: tp + fn, said: tp + fp, precision: round(tp / Math.max(1, tp + fp)), recall: round(tp / Math.max(1, tp + fn)), misses };
}

export async function run() {
  const { classifyCommit } = await dist('core/learn/classify.js');
  const halves = {};
  for (const half of ['dev', 'test']) {
    const express = load(half);
    const more = load(`more-${half}`);
    const third = load(`third-${half}`);
    const many = [...more, ...third];
    halves[half] = {
      express: score(classifyCommit, express),
      more: score(classifyCommit, more),
      third: score(classifyCommit, third),
      all: score(classifyCommit, [express, more, third].flat()),
      projects: Object.fromEntries([...new Set(many.map((r) => r.repo))].map((repo) => [repo, score(classifyCommit, many.filter((r) => r.repo === repo))])),
    };
  }
  for (const [half, sets] of Object.entries(halves)) {
    for (const set of ['express', 'more', 'third', 'all']) {
      const s = sets[set];
      process.stdout.write(`${half} ${set}: ${s.n} messages, ${s.fixes} fixes, ${s.said} said fix — precision ${s.precision}, recall ${s.recall}\n`);
    }
    for (const [repo, s] of Object.entries(sets.projects)) {
      process.stdout.write(`  ${half} ${repo}: ${s.n} messages, ${s.fixes} fixes — precision ${s.precision}, recall ${s.recall}\n`);
    }
    for (const miss of [...sets.express.misses, ...sets.more.misses, ...sets.third.misses]) process.stdout.write(`  ${half}: ${miss}\n`);
  }
  const { dev, test } = halves;
  return {
    dev_precision: dev.express.precision,
    dev_recall: dev.express.recall,
    test_precision: test.express.precision,
    test_recall: test.express.recall,
    more_dev_precision: dev.more.precision,
    more_dev_recall: dev.more.recall,
    more_test_precision: test.more.precision,
    more_test_recall: test.more.recall,
    third_dev_precision: dev.third.precision,
    third_dev_recall: dev.third.recall,
    third_test_precision: test.third.precision,
    third_test_recall: test.third.recall,
    all_dev_precision: dev.all.precision,
    all_dev_recall: dev.all.recall,
    all_test_precision: test.all.precision,
    all_test_recall: test.all.recall,
    misses: [dev, test].flatMap((sets) => [...sets.express.misses, ...sets.more.misses, ...sets.third.misses]),
  };
}
