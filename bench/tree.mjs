// A generated, deterministic TypeScript monorepo for scale benches and tests:
// `files` source files spread over packages/<p>/src/<module>/<file>.ts, each
// 1–3 KB with a few exported functions, a class and imports, built from a
// seeded generator so the same (files, seed) always writes the same bytes.
// Every file carries a unique marker identifier `<prefix>Marker<i>` so a
// search can find exactly one file of a given tree.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WORDS = (
  'account adapter address agent alert allocate archive array asset audit backup balance batch binary block bridge ' +
  'buffer build bundle cache cancel capacity catalog channel chart checksum client cluster column commit compile ' +
  'config connect context cookie counter credit cursor customer dashboard decode default delta deploy device digest ' +
  'domain draft driver encode engine entity event export feature fetch filter format frame gateway graph handler ' +
  'header history import index inventory invoice journal kernel label ledger limit listener locale lock manifest ' +
  'market merge message metric migrate module monitor network notice offset order owner packet parser partner ' +
  'payload payment pipeline policy pool portal prefix price profile project queue quota range record region ' +
  'registry render replica report request resolve resource retry route runtime sample schedule schema scope ' +
  'search secret segment sensor session shard signal snapshot socket source stream subscriber summary supplier ' +
  'switch symbol table target task template tenant ticket timer token trace track transfer trigger upload user ' +
  'validate vector vendor version widget window worker'
).split(' ');

/** Mulberry32: a small deterministic PRNG. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cap = (w) => w[0].toUpperCase() + w.slice(1);

/** The text of file `i` of a tree. */
export function fileText(i, prefix = 'tree', seed = 1) {
  const rnd = prng(seed * 1_000_003 + i);
  const word = () => WORDS[Math.floor(rnd() * WORDS.length)];
  const name = () => `${word()}${cap(word())}`;
  const lines = [];
  const imports = 1 + Math.floor(rnd() * 3);
  for (let k = 0; k < imports; k++) lines.push(`import { ${name()} } from '../${word()}/${word()}.js';`);
  lines.push('');
  lines.push(`export const ${prefix}Marker${i} = '${prefix}-${i}-${word()}';`);
  lines.push('');
  const fns = 2 + Math.floor(rnd() * 4);
  for (let f = 0; f < fns; f++) {
    const fn = `${name()}${f}`;
    const a = word();
    const b = word();
    lines.push(`/** ${cap(word())} the ${a} of a ${b} before the ${word()} ${word()} runs. */`);
    lines.push(`export function ${fn}(${a}: ${cap(a)}, ${b}: number): ${cap(word())} | null {`);
    const body = 3 + Math.floor(rnd() * 8);
    for (let l = 0; l < body; l++) {
      const v = `${word()}${l}`;
      lines.push(`  const ${v} = ${a}.${word()}(${b} + ${l}, '${word()} ${word()}');`);
      if (rnd() < 0.3) lines.push(`  if (!${v}) throw new Error('${word()} ${word()} failed for ${a} ' + ${b});`);
    }
    lines.push(`  return ${a}.${word()} ?? null;`);
    lines.push('}');
    lines.push('');
  }
  const cls = `${cap(word())}${cap(word())}Service`;
  lines.push(`export class ${cls} {`);
  lines.push(`  private readonly ${word()}s = new Map<string, number>();`);
  const methods = 1 + Math.floor(rnd() * 3);
  for (let m = 0; m < methods; m++) {
    lines.push(`  ${word()}${cap(word())}(key: string): number {`);
    lines.push(`    return this.${word()}Count(key) + ${Math.floor(rnd() * 1000)};`);
    lines.push('  }');
  }
  lines.push('}');
  lines.push('');
  return lines.join('\n');
}

/** The relative path of file `i`: 50 files per module, 20 modules per package. */
export function filePath(i) {
  const pkg = Math.floor(i / 1000);
  const mod = Math.floor(i / 50) % 20;
  return join('packages', `pkg${pkg}`, 'src', `mod${mod}`, `file${i}.ts`);
}

/** Writes `files` files under `root` (created); returns the root. */
export function writeTree(root, files, { prefix = 'tree', seed = 1 } = {}) {
  const dirs = new Set();
  for (let i = 0; i < files; i++) {
    const rel = filePath(i);
    const abs = join(root, rel);
    const dir = abs.slice(0, abs.lastIndexOf('/'));
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    writeFileSync(abs, fileText(i, prefix, seed));
  }
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: prefix, private: true }) + '\n');
  return root;
}
