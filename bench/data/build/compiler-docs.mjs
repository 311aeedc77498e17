// Remediation scenarios from the compilers' own documentation: rustc's error index
// (`rustc --explain EXXXX`: a plain-words explanation and an erroneous example) and Go's
// type-checker error codes (/usr/lib/go/src/go/types/errorcodes.go: a comment and an example
// per code). Each example is compiled twice, by the real compiler, in two made-up projects
// (other paths, other names, other line numbers): the first output is the recorded problem,
// the second the "elsewhere" query. The explanation's first sentence, which the record never
// contains, is the "cause" query (plain words naming the cause, written by the compilers'
// authors, not for this ranker).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const RUST_RENAMES = { foo: 'load_config', bar: 'parse_entry', baz: 'flush_queue', Foo: 'Account', Bar: 'Ledger', Baz: 'Invoice', MyStruct: 'Session', x: 'total', y: 'other', s: 'label', a: 'first', b: 'second', f: 'handler', T: 'Item', Trait: 'Storage', i: 'index', v: 'items' };
const GO_RENAMES = { f: 'handle', g: 'process', x: 'total', y: 'count', s: 'spec', i: 'idx', m: 'cache', v: 'value', T: 'Widget', S: 'Record', t: 'item', a: 'first', b: 'second', p: 'ptr', c: 'ch', fn: 'callback', I: 'Reader', _: '_' };

function rename(code, map) {
  return code.replace(/\b[A-Za-z_][A-Za-z0-9_]*\b/g, (word) => (Object.hasOwn(map, word) ? map[word] : word));
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });
  return `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
}

function firstSentence(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const m = flat.match(/^(.+?[.!?])(\s|$)/);
  return (m ? m[1] : flat).trim();
}

/** rustc's error index: one scenario per code whose erroneous example still fails with that code. */
export function rustScenarios(work, max = 400) {
  const out = [];
  for (let n = 1; n <= 800 && out.length < max; n++) {
    const code = `E${String(n).padStart(4, '0')}`;
    let text;
    try {
      text = execFileSync('rustc', ['--explain', code], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      continue;
    }
    if (/no longer emitted|#!\[feature/.test(text)) continue;
    const blocks = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    const intro = text.split(/\n\n/)[0];
    if (blocks.length === 0 || !intro || intro.startsWith('```')) continue;
    const example = blocks[0].replace(/^# ?/gm, '');
    const fixed = blocks.length > 1 ? blocks[blocks.length - 1].replace(/^# ?/gm, '') : null;
    const compile = (dir, file, source) => {
      for (const wrap of [false, true]) {
        const body = wrap ? `fn main() {\n${source}\n}\n` : source;
        const path = join(work, dir, file);
        write(path, body);
        const kind = wrap || /fn main\s*\(/.test(body) ? 'bin' : 'lib';
        const output = run('rustc', ['--edition', '2021', '--crate-type', kind, '--emit=metadata', '-o', join(work, dir, 'out.rmeta'), path], work);
        if (output.includes(`error[${code}]`)) return output;
      }
      return null;
    };
    const a = compile('home/ana/inventory-service', 'src/lib.rs', example);
    if (!a) continue;
    const b = compile('srv/build/bob/billing-api', 'crates/ledger/src/entries.rs', `// ledger entries\n// (generated accessors below)\n\n${rename(example, RUST_RENAMES)}`);
    if (!b) continue;
    const headline = a.split('\n').find((l) => l.startsWith(`error[${code}]`)) ?? `error[${code}]`;
    out.push({
      id: `rust-${code}`,
      source: `rustc --explain ${code}`,
      ecosystem: 'rust',
      record: {
        title: headline.replace(/^error\[E\d+\]:\s*/, ''),
        problem: a.replace(new RegExp(work.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), ''),
        root_cause: null,
        solution: fixed ? `Changed the code to:\n${fixed.trim()}` : 'Changed the code as rustc suggested.',
        category: 'rust',
      },
      queries: {
        elsewhere: b.replace(new RegExp(work.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), ''),
        cause: firstSentence(intro),
      },
    });
  }
  return out;
}

const GO_IMPORTS = ['fmt', 'unsafe', 'os', 'io', 'strings', 'errors', 'sort', 'time', 'sync'];

/** Go's type-checker error codes: one scenario per documented example that fails to build. */
export function goScenarios(work, max = 400) {
  const file = '/usr/lib/go/src/go/types/errorcodes.go';
  if (!existsSync(file)) return [];
  const src = readFileSync(file, 'utf8');
  const out = [];
  for (const m of src.matchAll(/((?:\t\/\/[^\n]*\n)+)\t(_[A-Z]\w+)\n/g)) {
    if (out.length >= max) break;
    const name = m[2];
    const comment = m[1].split('\n').map((l) => l.replace(/^\t\/\/ ?/, '')).join('\n');
    const [description, ...rest] = comment.split(/\n\s*Example:\s*\n/);
    if (rest.length === 0) continue;
    const example = rest[0].split(/\n\s*\n/)[0].split('\n').map((l) => l.replace(/^ {1,2}/, '')).join('\n').trim();
    if (!example || /\/\/ ?go:|cgo|import "C"/.test(example)) continue;
    const build = (dir, fileName, code, prefix) => {
      const used = GO_IMPORTS.filter((pkg) => new RegExp(`\\b${pkg}\\.`).test(code) && !new RegExp(`import[^\\n]*"${pkg}"`).test(code));
      const imports = used.length > 0 ? `import (\n${used.map((p) => `\t"${p}"`).join('\n')}\n)\n\n` : '';
      const body = /^package /.test(code) ? code : `package ${dir.split('/').pop().replace(/\W/g, '')}\n\n${prefix}${imports}${code}\n`;
      const root = join(work, dir);
      rmSync(root, { recursive: true, force: true });
      write(join(root, 'go.mod'), `module example.com/${dir.split('/').pop()}\n\ngo 1.19\n`);
      write(join(root, fileName), body);
      return run('go', ['build', './...'], root, { GOFLAGS: '-mod=mod', GOCACHE: join(work, '.gocache'), GOPATH: join(work, '.gopath'), GO111MODULE: 'on' });
    };
    const a = build('home/ana/inventory', 'store.go', example, '');
    if (!/\.go:\d+:\d+: /.test(a) || /cannot find package|no required module/.test(a)) continue;
    const b = build('srv/bob/billing', 'ledger.go', rename(example, GO_RENAMES), '// Package billing keeps the ledger.\n// Accessors follow.\n\n');
    if (!/\.go:\d+:\d+: /.test(b)) continue;
    const strip = (t) => t.replace(new RegExp(work.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), '').replace(/^#.*\n/gm, '');
    const headline = strip(a).split('\n').find((l) => /\.go:\d+/.test(l)) ?? '';
    const cause = firstSentence(description.replace(new RegExp(`^${name} `), 'This error '));
    out.push({
      id: `go-${name.slice(1)}`,
      source: `go/types errorcodes.go ${name}`,
      ecosystem: 'go',
      record: {
        title: headline.replace(/^[^:]*:\d+:\d+:\s*/, '').slice(0, 140),
        problem: strip(a),
        root_cause: null,
        solution: 'Fixed the statement at the reported line so the package type-checks again.',
        category: 'go',
      },
      queries: { elsewhere: strip(b), cause },
    });
  }
  return out;
}
