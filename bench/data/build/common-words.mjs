// Builds src/search/common-words-table.ts: how common a word is in ordinary English, and which
// words are English at all, from Princeton WordNet 3.0 (Debian's `wordnet-base`,
// /usr/share/wordnet; licence and provenance in docs/decisions.md, "WordNet"). Run at development
// time only; contextd never reads WordNet.
//
//   apt-get install wordnet-base && npm run build && node bench/data/build/common-words.mjs
//
//   COMMON   index stems tagged at least MIN_COUNT times in WordNet's sense counts (cntlist.rev:
//            the SemCor corpus, ordinary English texts of the Brown corpus), with the count
//            ("time 603", "mani 347"): words everyone uses; and English function words ("how",
//            "without"), which SemCor does not tag, as the commonest (FUNCTION_TAGS).
//   ENGLISH  a Bloom filter of the index stems of every WordNet lemma (and its irregular forms)
//            and of English function words WordNet does not list ("during", "without"): the
//            words of a sentence in plain English. A term outside it ("copyleft", "npm", "idx")
//            marks text about software.
//   ADJECTIVES a Bloom filter of WordNet's adjectives as written ("soft", "flat", "fresh"; not their
//            stems, which would take "featured" for "feature"):
//            such a word right before a word the store has never seen describes a thing the store
//            does not know ("a soft yolk" is not about "soft deletes").
// src/search/common-words.ts reads them; docs/search.md ("Words everyone uses") has the figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, dist } from '../../lib.mjs';

const WN = process.env.WORDNET_DIR || '/usr/share/wordnet';
const OUT = join(ROOT, 'src', 'search', 'common-words-table.ts');
/** A word is common from this many SemCor tags on (the relevance floor discounts it; measured on the dev halves). */
const MIN_COUNT = 50;
const POS = ['noun', 'verb', 'adj', 'adv'];
/** Closed-class English words WordNet does not list (prepositions, pronouns, determiners, modals, contractions' stems). */
const FUNCTION_WORDS =
  'about above across after against along among around because before behind below beneath beside besides between beyond during except inside into near onto outside since than through throughout toward towards under underneath unlike until upon within without anything anyone anybody everything everyone everybody nothing nobody something someone somebody whatever whenever wherever whichever whoever whom whose which what when where while who why how whether though although unless yet either neither both each every few many much more most other another such own same several these those this that they them their theirs there here hers his its ours yours myself yourself itself ourselves themselves herself himself shall should would could might must can may will ought don doesn didn isn wasn aren weren haven hasn hadn won wouldn shouldn couldn cannot if else nor per via unto whereas whilst amongst';

const { stem } = await dist('search/tokenize.js');
const { BLOOM_BITS_PER_WORD, BLOOM_HASHES, bloomPositions } = await dist('search/common-words.js');

const wordnet = (file) => readFileSync(join(WN, file), 'utf8').split('\n').filter((l) => l && !l.startsWith('  '));
const forms = new Map(); // lemma → its irregular forms (exception lists)
for (const pos of POS) {
  for (const line of wordnet(`${pos}.exc`)) {
    const [form, base] = line.split(' ');
    if (!/^[a-z]+$/.test(form ?? '') || !base) continue;
    if (!forms.has(base)) forms.set(base, new Set());
    forms.get(base).add(form);
  }
}
const stemsOf = (lemma) => [lemma, ...(forms.get(lemma) ?? [])].map(stem);

// --- how common: SemCor's tags, summed over a lemma's senses, the largest lemma per stem --------
const counts = new Map();
for (const line of wordnet('cntlist.rev')) {
  const [key, , n] = line.split(' ');
  const lemma = key.slice(0, key.indexOf('%'));
  if (/^[a-z]{2,}$/.test(lemma)) counts.set(lemma, (counts.get(lemma) ?? 0) + Number(n));
}
const common = new Map();
for (const [lemma, n] of counts) for (const s of stemsOf(lemma)) common.set(s, Math.max(common.get(s) ?? 0, n));
// SemCor tags content words only; a function word ("how", "without") is the commonest of all.
const FUNCTION_TAGS = 1_000_000;
for (const w of FUNCTION_WORDS.split(' ')) common.set(stem(w), FUNCTION_TAGS);
const commonBody = [...common]
  .filter(([, n]) => n >= MIN_COUNT)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([s, n]) => `${s} ${n}`)
  .join('\n');

// --- English at all: every WordNet lemma, as a Bloom filter -------------------------------------
const english = new Set(FUNCTION_WORDS.split(' ').map(stem));
for (const pos of POS) {
  for (const line of wordnet(`index.${pos}`)) {
    const lemma = line.slice(0, line.indexOf(' '));
    if (/^[a-z]+$/.test(lemma)) for (const s of stemsOf(lemma)) english.add(s);
  }
}
// --- adjectives: WordNet's adjective lemmas (head words and satellites alike) ---------------------
const adjectives = new Set();
for (const line of wordnet('index.adj')) {
  const lemma = line.slice(0, line.indexOf(' '));
  if (/^[a-z]+$/.test(lemma)) for (const form of [lemma, ...(forms.get(lemma) ?? [])]) adjectives.add(form);
}

/** A Bloom filter of the words, base64, and its size in bits. */
function bloom(words) {
  const bits = Math.ceil((words.size * BLOOM_BITS_PER_WORD) / 8) * 8;
  const filter = new Uint8Array(bits / 8);
  for (const s of words) for (const p of bloomPositions(s, bits)) filter[p >> 3] |= 1 << (p & 7);
  return { bits, base64: Buffer.from(filter).toString('base64') };
}
const englishFilter = bloom(english);
const adjectiveFilter = bloom(adjectives);

writeFileSync(
  OUT,
  `/**
 * Generated by bench/data/build/common-words.mjs from Princeton WordNet 3.0 — do not edit, rebuild.
 * WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. (Licence and
 * disclaimer: docs/decisions.md, "WordNet".) COMMON_WORDS: one line per index stem tagged at
 * least ${MIN_COUNT} times in SemCor, with its count. ENGLISH_WORDS: a Bloom filter (${BLOOM_HASHES} hashes,
 * ${englishFilter.bits} bits, base64) of the index stems of WordNet's ${english.size} words and English function words.
 * ADJECTIVE_WORDS: the same of WordNet's ${adjectives.size} adjectives and their irregular forms, as written (${adjectiveFilter.bits} bits).
 */
export const COMMON_WORDS = ${JSON.stringify(commonBody)};
export const ENGLISH_WORDS_BITS = ${englishFilter.bits};
export const ENGLISH_WORDS = ${JSON.stringify(englishFilter.base64)};
export const ADJECTIVE_WORDS_BITS = ${adjectiveFilter.bits};
export const ADJECTIVE_WORDS = ${JSON.stringify(adjectiveFilter.base64)};
`,
);
console.log(`${commonBody.split('\n').length} common stems, ${english.size} English stems in ${englishFilter.bits / 8} bytes, ${adjectives.size} adjectives in ${adjectiveFilter.bits / 8} bytes → ${OUT}`);
