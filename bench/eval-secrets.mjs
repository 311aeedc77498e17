// Secret redaction on provider-format tokens (run by `npm run eval` through bench/eval.mjs,
// or alone after a build: `node bench/eval-secrets.mjs [--misses]`).
//
// Dataset: bench/data/secrets/providers.mjs generates, deterministically, tokens in each
// provider's documented format inside six kinds of surrounding text (prose, JSON, YAML,
// a header, code, a log line; keyed formats beside their variable name), and look-alikes
// that are not secrets (hashes, UUIDs, integrity strings, digests, placeholders, code).
// Recall: share of tokens that no longer appear after redact(). False positives: share of
// look-alikes changed at all. Dev and test halves; only dev misses are listed.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { samples } from './data/secrets/providers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const AIMS = { recall: 0.99, falsePositives: 0.02 };
const round = (x) => Math.round(x * 1000) / 1000;

export async function run({ print = true, showMisses = process.argv.includes('--misses') } = {}) {
  const { redact } = await import(pathToFileURL(join(ROOT, 'dist', 'util', 'redaction.js')).href);
  const { positives, negatives } = samples();
  const figures = {};
  const misses = [];
  for (const split of ['dev', 'test']) {
    const pos = positives.filter((s) => s.split === split);
    const neg = negatives.filter((s) => s.split === split);
    let caught = 0;
    for (const s of pos) {
      if (!redact(s.text).text.includes(s.secret)) caught++;
      else if (split === 'dev') misses.push(`missed ${s.provider}: ${s.text.slice(0, 90)}`);
    }
    let changed = 0;
    for (const s of neg) {
      const out = redact(s.text).text;
      if (out !== s.text) {
        changed++;
        if (split === 'dev') misses.push(`false positive ${s.kind}: ${out.slice(0, 90)}`);
      }
    }
    figures[split] = { tokens: pos.length, recall: round(caught / pos.length), look_alikes: neg.length, false_positives: round(changed / neg.length) };
  }
  const providers = new Set(positives.map((s) => s.provider)).size;
  const result = {
    providers,
    dev_recall: figures.dev.recall,
    dev_false_positives: figures.dev.false_positives,
    test_recall: figures.test.recall,
    test_false_positives: figures.test.false_positives,
    pass: figures.test.recall >= AIMS.recall && figures.test.false_positives <= AIMS.falsePositives,
    misses,
  };
  if (print) {
    const out = [`${providers} provider formats; ${positives.length} tokens, ${negatives.length} look-alikes`];
    for (const split of ['dev', 'test']) {
      const f = figures[split];
      out.push(`${split.padEnd(5)} recall ${f.recall.toFixed(3)} (${f.tokens} tokens)   false positives ${f.false_positives.toFixed(3)} (${f.look_alikes} look-alikes)`);
    }
    out.push(`aims: recall ≥ ${AIMS.recall}, false positives ≤ ${AIMS.falsePositives} on test`);
    if (showMisses) out.push(...misses.map((m) => `  ${m}`));
    process.stdout.write(`${out.join('\n')}\n`);
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
