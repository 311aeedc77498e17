// Real text from the machine the eval runs on, none of it written for the redactor: the
// false-positive corpus of the secrets eval. Each kind is cut into chunks of 40 lines (4 000
// characters where lines are longer: minified code) in a fixed
// order (sorted paths, at most `perKind` chunks); a chunk the redactor changes at all is a
// false positive. Kinds whose files are missing here (no /usr/share/doc, no git) are skipped.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const CHUNK_LINES = 40;
const CHUNK_CHARS = 4000;

function walk(dir, keep, out = [], depth = 0) {
  if (depth > 8 || !existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) walk(path, keep, out, depth + 1);
    else if (keep(path, stat)) out.push(path);
  }
  return out;
}

function read(path) {
  const raw = readFileSync(path);
  return path.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
}

/** 40 lines, or 4 000 characters where lines are longer (minified code), per chunk. */
function chunks(texts, perKind) {
  const out = [];
  for (const text of texts) {
    let current = '';
    let lines = 0;
    for (const line of text.split('\n')) {
      for (let at = 0; at === 0 || at < line.length; at += CHUNK_CHARS) {
        const piece = line.slice(at, at + CHUNK_CHARS);
        if (lines === CHUNK_LINES || current.length + piece.length > CHUNK_CHARS) {
          out.push(current);
          current = '';
          lines = 0;
        }
        current += (lines > 0 ? '\n' : '') + piece;
        lines++;
      }
      if (out.length >= perKind) return out;
    }
    if (current !== '') out.push(current);
    if (out.length >= perKind) break;
  }
  return out.slice(0, perKind);
}

/** { kind: string[] of chunks } from `root` (the repository) and the system. */
export function realText(root, perKind = 1500) {
  const nm = join(root, 'node_modules');
  const kinds = {
    'TypeScript declarations (node_modules/typescript/lib)': () => walk(join(nm, 'typescript', 'lib'), (p) => p.endsWith('.d.ts')).map(read),
    'JavaScript sources (node_modules/*/dist, lib)': () => walk(nm, (p, s) => /\/(?:dist|lib)\/[^/]+\.(?:c|m)?js$/.test(p) && !p.endsWith('.min.js') && s.size < 400_000).slice(0, 400).map(read),
    'minified JavaScript (node_modules, dist bundles)': () =>
      [...walk(nm, (p, s) => /\.(?:c|m)?js$/.test(p) && s.size > 20_000 && s.size < 2_000_000), ...walk(join(root, 'dist'), (p, s) => p.endsWith('.js') && s.size > 20_000)]
        .map(read)
        .filter((text) => text.length / (text.split('\n').length || 1) > 300),
    'lockfile with integrity hashes (package-lock.json)': () => [read(join(root, 'package-lock.json'))],
    'package manifests (node_modules/*/package.json)': () => walk(nm, (p) => p.endsWith('/package.json') && p.split('/node_modules/').length === 2).map(read),
    // Messages and file lists; the patches carry this project's own redaction fixtures.
    'git log (messages, file lists)': () => [execFileSync('git', ['-C', root, 'log', '--stat', '-n', '600', '--no-color'], { encoding: 'utf8', maxBuffer: 64 << 20 })],
    'Debian package docs (/usr/share/doc)': () => walk('/usr/share/doc', (p, s) => /(?:copyright|changelog\.Debian\.gz|README[^/]*)$/.test(p) && s.size < 500_000).map(read),
    // Command lines with their password flags, in the tools' own words (`-p password`, `-P port`).
    'manual pages (/usr/share/man/man1, man8)': () => [...walk('/usr/share/man/man1', (p, s) => p.endsWith('.gz') && s.size < 200_000), ...walk('/usr/share/man/man8', (p, s) => p.endsWith('.gz') && s.size < 200_000)].map(read),
    // Config syntaxes; files that hold keys or password hashes by design are left out.
    'system configuration (/etc)': () =>
      walk('/etc', (p, s) => s.size > 0 && s.size < 200_000 && !/shadow|private|ssh_host_|\.(?:key|pem|crt|der|db|gz)$|\/ssl\/|\/ld\.so\.cache$/.test(p))
        .map(read)
        .filter((text) => !text.includes('\u0000')),
  };
  const out = {};
  for (const [kind, load] of Object.entries(kinds)) {
    try {
      const texts = load();
      if (texts.length > 0) out[kind] = chunks(texts, perKind);
    } catch {
      // not available on this machine
    }
  }
  return out;
}
