// Builds src/search/wordnet-table.ts: the words tools print that an everyday English word can
// stand for, from Princeton WordNet 3.0 (Debian's `wordnet-base`, /usr/share/wordnet; licence and
// provenance in docs/decisions.md). Run at development time only; contextd never reads WordNet.
//
//   apt-get install wordnet-base && npm run build && node bench/data/build/wordnet.mjs
//
// A relation is kept when one side is a *tool word* and the other a *common word*:
//   tool word    an index term (the index's own tokenizer and stemmer) of the pattern library's
//                regexes, titles or keywords, or of the error text of a remediation benchmark
//                record whose queries are all in the dev half (the test half's records are left
//                out, so the table knows nothing of them);
//   common word  a one-word WordNet lemma tagged at least MIN_COUNT times in WordNet's sense
//                counts (cntlist.rev: the SemCor corpus of ordinary English texts).
// For each of a common word's SENSES most frequent senses, and every sense about computing (a
// computing topic domain, or a gloss that speaks of computers or programs), the table takes the
// other lemmas of the synset (synonyms), the forms derived from the word (`+`), similar adjectives
// (`&`) and the direct hypernyms (`@`). Keys and values are index stems, so a query's term looks
// up its borrowed terms directly; irregular forms (`froze` → `freeze`) are keys too.
// docs/search.md ("WordNet: everyday words for the words tools print") has what was measured.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, dist } from '../../lib.mjs';

const WN = process.env.WORDNET_DIR || '/usr/share/wordnet';
const OUT = join(ROOT, 'src', 'search', 'wordnet-table.ts');
/** A common word is tagged at least this often in SemCor (summed over its senses). */
const MIN_COUNT = 5;
/** A common word's most frequent senses that lend (WordNet orders senses by frequency). */
const SENSES = 3;
/** Borrowed terms kept per word, in the order found (synonyms of the most frequent sense first). */
const PER_KEY = 8;
/** Topic domains about computing: computer science, computer, programming, software, data processing, IT. */
const COMPUTING = new Set(['n06128570', 'n03082979', 'n00928947', 'n06566077', 'n13455487', 'n06134510']);
const COMPUTING_GLOSS = /\b(?:computers?|computing|programs?|programming|programmers?|software|database)\b/;
const POS = ['noun', 'verb', 'adj', 'adv'];
const POS_LETTER = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };

const { stem, tokenize } = await dist('search/tokenize.js');
const { PATTERNS } = await dist('core/troubleshoot/patterns.js');

// --- tool words ------------------------------------------------------------------------------
const toolTerms = new Set();
const addTool = (text) => {
  for (const t of tokenize(text)) if (/^[a-z]{3,}$/.test(t)) toolTerms.add(stem(t));
};
for (const p of PATTERNS) {
  addTool(p.title);
  addTool(p.keywords.join(' '));
  for (const re of p.match) addTool(re.source.replace(/\\[a-zA-Z]/g, ' ').replace(/[^A-Za-z]+/g, ' '));
}
const data = join(ROOT, 'bench', 'data', 'remediations');
const lines = (file) => readFileSync(join(data, file), 'utf8').split('\n').filter(Boolean);
const splitOf = new Map(lines('queries.jsonl').map((l) => JSON.parse(l)).map((q) => [q.id, q.split]));
const recordSplits = new Map();
for (const line of lines('qrels.tsv').slice(1)) {
  const [qid, rid] = line.split('\t');
  if (!recordSplits.has(rid)) recordSplits.set(rid, new Set());
  recordSplits.get(rid).add(splitOf.get(qid));
}
let devRecords = 0;
for (const line of lines('corpus.jsonl')) {
  const r = JSON.parse(line);
  const splits = recordSplits.get(r.id);
  if (!splits || splits.size !== 1 || !splits.has('dev')) continue;
  devRecords++;
  addTool(r.problem);
}

// --- WordNet ---------------------------------------------------------------------------------
const wordnet = (file) => readFileSync(join(WN, file), 'utf8').split('\n').filter((l) => l && !l.startsWith('  '));
const counts = new Map(); // lemma → tagged count over all its senses
for (const line of wordnet('cntlist.rev')) {
  const [key, , n] = line.split(' ');
  const lemma = key.slice(0, key.indexOf('%'));
  counts.set(lemma, (counts.get(lemma) ?? 0) + Number(n));
}
const synsets = new Map(); // `${pos letter}${offset}` → { words, ptrs: [symbol, target, source word, target word][], computing }
for (const pos of POS) {
  for (const line of wordnet(`data.${pos}`)) {
    const [head, gloss = ''] = line.split(' | ');
    const f = head.split(' ');
    const letter = f[2] === 's' ? 'a' : f[2];
    const count = parseInt(f[3], 16);
    const words = [];
    for (let i = 0; i < count; i++) words.push(f[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
    let at = 4 + count * 2;
    const ptrs = [];
    for (let i = Number(f[at++]); i > 0; i--, at += 4) {
      const [symbol, offset, p, st] = f.slice(at, at + 4);
      ptrs.push([symbol, `${p === 's' ? 'a' : p}${offset}`, parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)]);
    }
    const computing = ptrs.some(([symbol, target]) => symbol === ';c' && COMPUTING.has(target)) || COMPUTING_GLOSS.test(gloss);
    synsets.set(`${letter}${f[0]}`, { words, ptrs, computing });
  }
}
const senses = new Map(); // lemma → the synsets that lend
for (const pos of POS) {
  for (const line of wordnet(`index.${pos}`)) {
    const f = line.trim().split(' ');
    const offsets = f.slice(6 + Number(f[3]));
    if (!senses.has(f[0])) senses.set(f[0], []);
    offsets.forEach((offset, i) => {
      const key = `${POS_LETTER[pos]}${offset}`;
      if (i < SENSES || synsets.get(key)?.computing) senses.get(f[0]).push(key);
    });
  }
}
const forms = new Map(); // lemma → its irregular forms (exception lists)
for (const pos of POS) {
  for (const line of wordnet(`${pos}.exc`)) {
    const [form, base] = line.split(' ');
    if (!/^[a-z]+$/.test(form)) continue;
    if (!forms.has(base)) forms.set(base, new Set());
    forms.get(base).add(form);
  }
}
function related(lemma) {
  const out = [];
  for (const key of senses.get(lemma) ?? []) {
    const s = synsets.get(key);
    const me = s.words.indexOf(lemma) + 1;
    out.push(...s.words);
    for (const [symbol, target, from, to] of s.ptrs) {
      const t = synsets.get(target);
      if (symbol === '+' && (from === 0 || from === me)) out.push(to ? t.words[to - 1] : t.words[0]);
      else if (symbol === '&' || symbol === '@' || symbol === '@i') out.push(...t.words);
    }
  }
  return out;
}
const table = new Map(); // common word's stem → tool words' stems
for (const [lemma, n] of counts) {
  if (n < MIN_COUNT || !/^[a-z]{3,}$/.test(lemma)) continue;
  const own = stem(lemma);
  const borrowed = [];
  for (const w of related(lemma)) {
    if (!w || !/^[a-z]+$/.test(w)) continue;
    const t = stem(w);
    if (t !== own && toolTerms.has(t) && !borrowed.includes(t)) borrowed.push(t);
  }
  for (const form of [lemma, ...(forms.get(lemma) ?? [])]) {
    const key = stem(form);
    const kept = borrowed.filter((t) => t !== key);
    if (kept.length === 0) continue;
    if (!table.has(key)) table.set(key, new Set());
    for (const t of kept) table.get(key).add(t);
  }
}

const body = [...table]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([key, words]) => `${key} ${[...words].slice(0, PER_KEY).join(' ')}`)
  .join('\n');
writeFileSync(
  OUT,
  `/**
 * Generated by bench/data/build/wordnet.mjs from Princeton WordNet 3.0 — do not edit, rebuild.
 * WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. (Licence and
 * disclaimer: docs/decisions.md, "WordNet".) One line per everyday word (an index stem): the
 * words tools print that WordNet relates to it (see src/search/wordnet.ts).
 */
export const WORDNET_TABLE = ${JSON.stringify(body)};
`,
);
console.log(`tool terms ${toolTerms.size} (pattern library and ${devRecords} dev records), ${table.size} words, ${Buffer.byteLength(body)} bytes → ${OUT}`);
