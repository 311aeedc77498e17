// Fix-commit classification (`learn --from-git`) against hand judgements of real commit
// messages (bench/data/fix-commits/): precision and recall on dev and test, and the misses.
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
    if (said && row.fix) tp++;
    else if (said && !row.fix) {
      fp++;
      misses.push(`false fix: ${row.subject}`);
    } else if (!said && row.fix) {
      fn++;
      misses.push(`missed fix: ${row.subject}`);
    }
  }
  const round = (n) => Math.round(n * 1000) / 1000;
  return { n: rows.length, fixes: tp + fn, precision: round(tp / Math.max(1, tp + fp)), recall: round(tp / Math.max(1, tp + fn)), misses };
}

export async function run() {
  const { classifyCommit } = await dist('core/learn/classify.js');
  const dev = score(classifyCommit, load('dev'));
  const test = score(classifyCommit, load('test'));
  for (const [name, s] of [['dev', dev], ['test', test]]) {
    process.stdout.write(`${name}: ${s.n} messages, ${s.fixes} fixes — precision ${s.precision}, recall ${s.recall}\n`);
    for (const miss of s.misses) process.stdout.write(`  ${miss}\n`);
  }
  return { dev_precision: dev.precision, dev_recall: dev.recall, test_precision: test.precision, test_recall: test.recall, misses: [...dev.misses, ...test.misses] };
}
