// Ordinary sentences nobody here wrote, for measuring the relevance floor: short fortune-cookie
// lines (4–14 words) from Debian's `fortunes` package, categories about food, pets, sport,
// people, politics and the like (not computers), shuffled with a fixed seed; odd lines are the
// dev half, even lines the test half. Not committed (the package's text): built where measured.
//   apt-get install fortunes && node bench/data/build/fortunes.mjs /tmp/fortunes
//   CONTEXTD_EVAL_NONSENSE=/tmp/fortunes/dev.txt npm run eval -- --only remediation-benchmark
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = '/usr/share/games/fortunes';
const CATEGORIES = ['food', 'pets', 'sports', 'love', 'literature', 'people', 'politics', 'education', 'medicine', 'law', 'kids', 'men-women', 'wisdom', 'art', 'news', 'songs-poems'];
const out = process.argv[2] ?? '/tmp/fortunes';

const lines = [];
for (const category of CATEGORIES) {
  for (const entry of readFileSync(join(SOURCE, category), 'utf8').split('\n%\n')) {
    const text = entry.split(/\s+/).filter(Boolean).join(' ').replace(/\s+--.*$/, '');
    const words = text.split(' ').length;
    if (words >= 4 && words <= 14 && !/[<>{}]|http/.test(text)) lines.push(text);
  }
}
// A seeded Fisher–Yates shuffle (Park–Miller), so the halves are the same on every machine.
let seed = 20261125;
const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
for (let i = lines.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [lines[i], lines[j]] = [lines[j], lines[i]];
}
const picked = lines.slice(0, 300);
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'dev.txt'), `${picked.filter((_, i) => i % 2 === 0).join('\n')}\n`);
writeFileSync(join(out, 'test.txt'), `${picked.filter((_, i) => i % 2 === 1).join('\n')}\n`);
process.stdout.write(`${lines.length} sentences, 300 kept: ${join(out, 'dev.txt')} and ${join(out, 'test.txt')} (150 each)\n`);
