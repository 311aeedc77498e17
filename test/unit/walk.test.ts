import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, detectLanguageFromText } from '../../src/core/repository/language.js';
import {
  isBinaryContent,
  isBinaryPath,
  resolveRoot,
  walkRepository,
  WalkError,
  type SkippedFile,
  type WalkOptions,
} from '../../src/core/repository/walk.js';

const isRoot = process.getuid?.() === 0;
const tempDirs: string[] = [];

async function makeTree(files: Record<string, string | Buffer>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'contextd-walk-'));
  tempDirs.push(root);
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, content);
  }
  return root;
}

async function walkPaths(root: string, opts: Omit<WalkOptions, 'root'> = {}) {
  const { files, skipped } = await walkRepository({ root, ...opts });
  return { paths: files.map((f) => f.path), files, skipped };
}

const reasonOf = (skipped: SkippedFile[], p: string) => skipped.find((s) => s.path === p)?.reason;

async function expectWalkError(promise: Promise<unknown>, code: WalkError['code'], message: RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WalkError);
  expect((err as WalkError).code).toBe(code);
  expect((err as WalkError).message).toMatch(message);
}

afterAll(async () => {
  for (const dir of tempDirs) {
    await fs.chmod(dir, 0o700).catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
  }
});

describe('walkRepository: basics', () => {
  it('lists files sorted by posix path with size, mtime and language', async () => {
    const root = await makeTree({
      'src/z.ts': 'export const z = 1;\n',
      'src/a/b.py': 'def b():\n    pass\n',
      'README.md': '# Readme\n',
      'Makefile': 'all:\n\techo\n',
      'notes.weird': 'text',
    });
    const { files, paths, skipped } = await walkPaths(root);
    expect(paths).toEqual(['Makefile', 'README.md', 'notes.weird', 'src/a/b.py', 'src/z.ts']);
    expect(skipped).toEqual([]);
    const z = files.find((f) => f.path === 'src/z.ts')!;
    expect(z.absPath).toBe(path.join(await fs.realpath(root), 'src', 'z.ts'));
    expect(z.size).toBe(20);
    expect(z.mtimeMs).toBeGreaterThan(0);
    expect(files.map((f) => f.language)).toEqual(['makefile', 'markdown', null, 'python', 'typescript']);
  });

  it('always skips VCS metadata, even when included', async () => {
    const root = await makeTree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.git/config': '[core]\n',
      'sub/.hg/store': 'x',
      '.svn/entries': 'x',
      'a.ts': 'x',
    });
    expect((await walkPaths(root)).paths).toEqual(['a.ts']);
    expect((await walkPaths(root, { include: ['.git/**', '**/.hg/**', '**'] })).paths).toEqual(['a.ts']);
  });

  it('skips files over maxFileSize and binaries by extension or content', async () => {
    const root = await makeTree({
      'big.txt': 'x'.repeat(300),
      'small.txt': 'x'.repeat(100),
      'logo.png': 'not really a png, but the extension decides',
      'data.txt': Buffer.from([0x68, 0x69, 0x00, 0x01, 0x02]),
      'empty.txt': '',
    });
    const { paths, skipped } = await walkPaths(root, { maxFileSize: 200 });
    expect(paths).toEqual(['empty.txt', 'small.txt']);
    expect(skipped).toEqual([
      { path: 'big.txt', reason: 'too_large' },
      { path: 'data.txt', reason: 'binary' },
      { path: 'logo.png', reason: 'binary' },
    ]);
  });

  it('stops when the signal is aborted', async () => {
    const root = await makeTree({ 'a.ts': 'x' });
    const controller = new AbortController();
    controller.abort();
    await expect(walkRepository({ root, signal: controller.signal })).rejects.toThrow(/abort/i);
  });

  it('walks ~2 000 files across ~400 folders quickly', async () => {
    const files: Record<string, string> = {};
    for (let d = 0; d < 400; d++) {
      for (let f = 0; f < 5; f++) files[`pkg${d % 20}/mod${d}/file${f}.ts`] = `export const v${f} = ${d};\n`;
    }
    const root = await makeTree(files);
    await walkRepository({ root }); // warm the cache like a re-index would
    const t0 = performance.now();
    const { files: walked } = await walkRepository({ root });
    const ms = performance.now() - t0;
    expect(walked.length).toBe(2000);
    expect(ms).toBeLessThan(1500); // ~100 ms on a laptop; generous for loaded CI machines
  });
});

describe('walkRepository: ignore files', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTree({
      '.gitignore': '*.log\n!keep.log\nbuild/\n/only-root.txt\n',
      '.contextdignore': 'docs/private/\n',
      'app.log': 'x',
      'keep.log': 'x',
      'only-root.txt': 'x',
      'build/out.js': 'x',
      'docs/guide.md': 'x',
      'docs/private/secret.md': 'x',
      'sub/.gitignore': 'local.txt\n!important.log\n/anchored.txt\n',
      'sub/local.txt': 'x',
      'sub/important.log': 'x',
      'sub/other.log': 'x',
      'sub/anchored.txt': 'x',
      'sub/only-root.txt': 'x',
      'sub/deeper/anchored.txt': 'x',
      'sub/deeper/local.txt': 'x',
      'local.txt': 'x',
    });
  });

  it('applies root and nested .gitignore relative to their folder, with negation', async () => {
    const { paths, skipped } = await walkPaths(root);
    expect(paths).toEqual([
      '.contextdignore',
      '.gitignore',
      'docs/guide.md',
      'keep.log',
      'local.txt', // sub/.gitignore does not reach its parent
      'sub/.gitignore',
      'sub/deeper/anchored.txt', // "/anchored.txt" is anchored to sub/
      'sub/important.log', // nested negation beats the root "*.log"
      'sub/only-root.txt', // "/only-root.txt" is anchored to the root
    ]);
    expect(reasonOf(skipped, 'app.log')).toBe('ignored');
    expect(reasonOf(skipped, 'build')).toBe('ignored');
    expect(reasonOf(skipped, 'sub/deeper/local.txt')).toBe('ignored');
    // An ignored folder is reported once, not file by file.
    expect(skipped.some((s) => s.path.startsWith('build/'))).toBe(false);
  });

  it('applies .contextdignore like .gitignore', async () => {
    const { paths, skipped } = await walkPaths(root);
    expect(paths).not.toContain('docs/private/secret.md');
    expect(reasonOf(skipped, 'docs/private')).toBe('ignored');
  });

  it('keeps .gitignore above include for single files', async () => {
    const { paths } = await walkPaths(root, { include: ['**/*.log'] });
    expect(paths).toEqual(['keep.log', 'sub/important.log']);
  });
});

describe('walkRepository: dependency folders and globs', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTree({
      'src/index.ts': 'x',
      'src/index.test.ts': 'x',
      'src/fixtures/data.json': '{}',
      'node_modules/dep/index.js': 'x',
      'node_modules/dep/node_modules/inner/index.js': 'x',
      'packages/a/node_modules/dep2/index.js': 'x',
      'packages/a/src/a.ts': 'x',
      '.venv/lib/site.py': 'x',
      '__pycache__/m.pyc': 'x',
      'coverage/lcov.info': 'x',
      'vendor/lib.go': 'x',
      'dist/bundle.js': 'x',
      'rust/Cargo.toml': '[package]\n',
      'rust/src/main.rs': 'fn main() {}\n',
      'rust/target/debug/out.rs': 'x',
      'java/target/Gen.java': 'x',
    });
  });

  it('skips dependency and build folders by default but keeps vendor, dist and non-Rust target', async () => {
    const { paths, skipped } = await walkPaths(root);
    expect(paths).toEqual([
      'dist/bundle.js',
      'java/target/Gen.java',
      'packages/a/src/a.ts',
      'rust/Cargo.toml',
      'rust/src/main.rs',
      'src/fixtures/data.json',
      'src/index.test.ts',
      'src/index.ts',
      'vendor/lib.go',
    ]);
    for (const dir of ['node_modules', 'packages/a/node_modules', '.venv', '__pycache__', 'coverage', 'rust/target']) {
      expect(reasonOf(skipped, dir), dir).toBe('ignored');
    }
  });

  it('re-enables node_modules only when include names it', async () => {
    expect((await walkPaths(root, { include: ['**'] })).paths).not.toContain('node_modules/dep/index.js');
    const top = await walkPaths(root, { include: ['node_modules/**', '**'] });
    expect(top.paths).toContain('node_modules/dep/index.js');
    expect(top.paths).toContain('src/index.ts');
    // "node_modules/**" names the top-level folder only; nested ones need "**/node_modules/**".
    expect(top.paths).not.toContain('node_modules/dep/node_modules/inner/index.js');
    expect(top.paths).not.toContain('packages/a/node_modules/dep2/index.js');
    const all = await walkPaths(root, { include: ['**/node_modules/**'] });
    expect(all.paths).toEqual([
      'node_modules/dep/index.js',
      'node_modules/dep/node_modules/inner/index.js',
      'packages/a/node_modules/dep2/index.js',
    ]);
  });

  it('lets include open a folder that .gitignore ignores', async () => {
    const repo = await makeTree({
      '.gitignore': 'node_modules/\n*.log\n',
      'node_modules/.gitignore': 'dropped.js\n',
      'node_modules/dep/index.js': 'x',
      'node_modules/dep/debug.log': 'x',
      'node_modules/dep/dropped.js': 'x',
      'index.js': 'x',
    });
    expect((await walkPaths(repo)).paths).toEqual(['.gitignore', 'index.js']);
    const { paths } = await walkPaths(repo, { include: ['node_modules/dep/**', 'index.js'] });
    // Ignore files above the opened folder stop applying inside it; ignore files within it still apply.
    expect(paths).toEqual(['index.js', 'node_modules/dep/debug.log', 'node_modules/dep/index.js']);
  });

  it('indexes only files matching include, and a matching folder includes its content', async () => {
    expect((await walkPaths(root, { include: ['src/**/*.ts'] })).paths).toEqual(['src/index.test.ts', 'src/index.ts']);
    expect((await walkPaths(root, { include: ['*.rs'] })).paths).toEqual(['rust/src/main.rs']);
    expect((await walkPaths(root, { include: ['./src/'] })).paths).toEqual([
      'src/fixtures/data.json',
      'src/index.test.ts',
      'src/index.ts',
    ]);
    // Without an anchor, a slash-less folder name matches at any depth.
    expect((await walkPaths(root, { include: ['src'] })).paths).toEqual([
      'packages/a/src/a.ts',
      'rust/src/main.rs',
      'src/fixtures/data.json',
      'src/index.test.ts',
      'src/index.ts',
    ]);
  });

  it('removes files and folders matching exclude, whatever include says', async () => {
    const { paths, skipped } = await walkPaths(root, { include: ['src/**'], exclude: ['**/*.test.ts', 'fixtures'] });
    expect(paths).toEqual(['src/index.ts']);
    expect(reasonOf(skipped, 'src/fixtures')).toBe('ignored');
    expect(reasonOf(skipped, 'src/index.test.ts')).toBe('ignored');
    const noDeps = await walkPaths(root, { include: ['node_modules/**'], exclude: ['node_modules/dep/**'] });
    expect(noDeps.paths).toEqual([]);
  });
});

describe('walkRepository: symlinks and unreadable entries', () => {
  it('follows links inside the root once and refuses links leading outside', async () => {
    const outside = await makeTree({ 'secret.txt': 'outside' });
    const root = await makeTree({
      'src/real.ts': 'export const real = 1;\n',
      'ignored/gen.ts': 'x',
      '.gitignore': 'ignored/\n',
    });
    await fs.symlink(path.join(root, 'src/real.ts'), path.join(root, 'alias.ts'));
    await fs.symlink(outside, path.join(root, 'outside-dir'));
    await fs.symlink(path.join(outside, 'secret.txt'), path.join(root, 'outside-file.txt'));
    await fs.symlink('..', path.join(root, 'src/loop')); // points back at the root
    await fs.symlink('../ignored', path.join(root, 'src/generated')); // a view of an ignored folder
    await fs.symlink('missing.ts', path.join(root, 'dangling.ts'));

    const { paths, skipped, files } = await walkPaths(root);
    expect(paths).toEqual(['.gitignore', 'alias.ts', 'src/generated/gen.ts', 'src/real.ts']);
    expect(files.find((f) => f.path === 'alias.ts')?.size).toBe(23);
    expect(reasonOf(skipped, 'outside-dir')).toBe('symlink_outside');
    expect(reasonOf(skipped, 'outside-file.txt')).toBe('symlink_outside');
    expect(reasonOf(skipped, 'dangling.ts')).toBe('unreadable');
    expect(skipped.some((s) => s.path.startsWith('src/loop'))).toBe(false);
  });

  it('survives a symlink loop between two folders', async () => {
    const root = await makeTree({ 'a/x.ts': 'x', 'b/y.ts': 'y' });
    await fs.symlink('../b', path.join(root, 'a/to-b'));
    await fs.symlink('../a', path.join(root, 'b/to-a'));
    await fs.symlink('.', path.join(root, 'self'));
    const { paths } = await walkPaths(root);
    expect(paths).toEqual(['a/x.ts', 'b/y.ts']);
  });

  it.skipIf(process.platform === 'win32')('leaves FIFOs out, directly or through a link, without blocking', async () => {
    const root = await makeTree({ 'a.ts': 'x' });
    execFileSync('mkfifo', [path.join(root, 'pipe')]);
    await fs.symlink('pipe', path.join(root, 'pipe-link'));
    expect((await walkPaths(root)).paths).toEqual(['a.ts']);
  });

  it.skipIf(isRoot)('reports an unreadable subfolder and file instead of throwing', async () => {
    // Skipped as root: permission bits do not stop root from reading.
    const root = await makeTree({ 'locked/a.ts': 'x', 'closed.ts': 'x', 'open.ts': 'x' });
    await fs.chmod(path.join(root, 'locked'), 0o000);
    await fs.chmod(path.join(root, 'closed.ts'), 0o000);
    try {
      const { paths, skipped } = await walkPaths(root);
      expect(paths).toEqual(['open.ts']);
      expect(reasonOf(skipped, 'locked')).toBe('unreadable');
      expect(reasonOf(skipped, 'closed.ts')).toBe('unreadable');
    } finally {
      await fs.chmod(path.join(root, 'locked'), 0o700);
      await fs.chmod(path.join(root, 'closed.ts'), 0o600);
    }
  });

  it('reports an entry that vanishes or cannot be opened as unreadable (works as root too)', async () => {
    // A link to a folder that does not exist behaves like an unreadable folder and must not throw.
    const root = await makeTree({ 'ok.ts': 'x' });
    await fs.symlink('gone', path.join(root, 'gone-dir'));
    const { paths, skipped } = await walkPaths(root);
    expect(paths).toEqual(['ok.ts']);
    expect(skipped).toEqual([{ path: 'gone-dir', reason: 'unreadable' }]);
  });
});

describe('resolveRoot', () => {
  it('returns the real path of a folder', async () => {
    const root = await makeTree({ 'a.ts': 'x' });
    const link = `${root}-link`;
    await fs.symlink(root, link);
    tempDirs.push(link);
    expect(await resolveRoot(link)).toBe(await fs.realpath(root));
  });

  it('rejects missing paths, files and ".." segments with a clear WalkError', async () => {
    const root = await makeTree({ 'file.txt': 'x', 'sub/a.ts': 'x' });
    await expectWalkError(resolveRoot(path.join(root, 'nope')), 'not_found', /nope" does not exist/);
    await expectWalkError(resolveRoot(path.join(root, 'file.txt')), 'not_a_directory', /file\.txt" is a file, not a folder/);
    await expectWalkError(resolveRoot(`${root}/sub/..`), 'invalid_path', /contains a '\.\.' segment/);
    await expectWalkError(resolveRoot('../etc'), 'invalid_path', /'\.\.'/);
    await expectWalkError(resolveRoot(''), 'invalid_path', /Invalid repository path/);
    await expectWalkError(walkRepository({ root: path.join(root, 'nope') }), 'not_found', /does not exist/);
  });

  it.skipIf(isRoot)('reports a folder without read permission as unreadable', async () => {
    const root = await makeTree({ 'a.ts': 'x' });
    await fs.chmod(root, 0o000);
    try {
      await expectWalkError(resolveRoot(root), 'unreadable', /cannot be read/);
    } finally {
      await fs.chmod(root, 0o700);
    }
  });
});

describe('binary and language detection', () => {
  it('detects binary content by NUL byte or control-byte ratio', () => {
    expect(isBinaryContent(Buffer.from('plain text\n\twith tabs\r\n'))).toBe(false);
    expect(isBinaryContent(Buffer.from('\x1b[31mred\x1b[0m\n'))).toBe(false);
    expect(isBinaryContent(Buffer.from('héllo wörld ✓', 'utf8'))).toBe(false);
    expect(isBinaryContent(Buffer.alloc(0))).toBe(false);
    expect(isBinaryContent(Buffer.from([0x41, 0x00, 0x42]))).toBe(true);
    expect(isBinaryContent(Buffer.from([1, 2, 3, 4, 5, 65, 66, 67, 68, 69]))).toBe(true);
    // Only the first 8 KiB count.
    expect(isBinaryContent(Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]))).toBe(false);
  });

  it('detects binary extensions but keeps lockfiles and dotfiles as text', () => {
    for (const p of ['a.png', 'b/c.JPG', 'x.woff2', 'm.wasm', 'lib.so', 'App.class', 'x.pyc', 'data.sqlite', 'doc.pdf', 'f.ico', 'a.jar']) {
      expect(isBinaryPath(p), p).toBe(true);
    }
    for (const p of ['package-lock.json', 'yarn.lock', 'Cargo.lock', '.png', 'dir.png/file', 'README']) {
      expect(isBinaryPath(p), p).toBe(false);
    }
  });

  it('maps extensions and well-known file names to languages', () => {
    const cases: Record<string, string | null> = {
      'a.ts': 'typescript',
      'a.tsx': 'typescript',
      'a.js': 'javascript',
      'a.mjs': 'javascript',
      'a.cjs': 'javascript',
      'a.jsx': 'javascript',
      'a.json': 'json',
      'a.md': 'markdown',
      'a.py': 'python',
      'a.go': 'go',
      'a.rs': 'rust',
      'A.java': 'java',
      'a.kt': 'kotlin',
      'a.c': 'c',
      'a.h': 'c',
      'a.cpp': 'cpp',
      'a.hpp': 'cpp',
      'a.cs': 'csharp',
      'a.rb': 'ruby',
      'a.php': 'php',
      'a.sh': 'shell',
      'a.yml': 'yaml',
      'a.yaml': 'yaml',
      'a.toml': 'toml',
      'a.html': 'html',
      'a.css': 'css',
      'a.scss': 'scss',
      'a.sql': 'sql',
      'a.swift': 'swift',
      'deploy/Dockerfile': 'dockerfile',
      'Dockerfile.dev': 'dockerfile',
      'Makefile': 'makefile',
      'src\\win\\Main.TS': 'typescript',
      '.gitignore': null,
      '.env': null,
      'LICENSE': null,
      'a.unknown': null,
    };
    for (const [p, lang] of Object.entries(cases)) expect(detectLanguage(p), p).toBe(lang);
  });

  it('reads the language of a file its name does not tell from its #! line, a modeline or shell-only lines', () => {
    expect(detectLanguageFromText('#!/bin/sh\nset -e\n', true)).toBe('shell');
    expect(detectLanguageFromText('#!/usr/bin/env python3.11\nimport sys\n', true)).toBe('python');
    expect(detectLanguageFromText('#!/usr/bin/env -S node --no-warnings\n', true)).toBe('javascript');
    expect(detectLanguageFromText('#!/usr/bin/make -f\n%:\n\tdh $@\n', true)).toBe('makefile');
    // bash-completion's files: an Emacs modeline on the first line, vim's (`ex:`) on the last.
    expect(detectLanguageFromText('# tar(1) completion   -*- shell-script -*-\n\n_tar()\n{\n', true)).toBe('shell');
    expect(detectLanguageFromText('_x()\n{\n  :\n}\n# ex: filetype=sh\n', false)).toBe('shell');
    expect(detectLanguageFromText('-- -*- mode: lua; indent-tabs-mode: nil -*-\nreturn {}\n', false)).toBe('lua');
    // A sourced fragment without either (debootstrap's `functions`): only shell closes blocks with `fi`, `esac`, `done`.
    const fragment = 'in_path () {\n\tfor dir in $PATH; do\n\t\tif [ -x "$dir/$1" ]; then\n\t\t\treturn 0\n\t\tfi\n\tdone\n}\ncase $1 in\n a) x ;;\nesac\n';
    expect(detectLanguageFromText(fragment, true)).toBe('shell');
    // …when the name has no extension at all: configure.ac holds such lines among its m4.
    expect(detectLanguageFromText(fragment, false)).toBeNull();
    expect(detectLanguageFromText('Copyright (C) 2024\nThis program is free software.\n', true)).toBeNull();
    expect(detectLanguageFromText('#!/opt/unknown-interpreter\n', true)).toBeNull();
  });

  it('labels extensionless scripts by their content while walking', async () => {
    const root = await makeTree({
      'bin/deploy': '#!/usr/bin/env bash\necho deploy\n',
      'completions/tar': '# tar(1) completion   -*- shell-script -*-\n_tar()\n{\n  :\n}\n',
      'LICENSE': 'MIT License\n',
    });
    const { files } = await walkPaths(root);
    expect(Object.fromEntries(files.map((f) => [f.path, f.language]))).toEqual({ 'bin/deploy': 'shell', 'completions/tar': 'shell', LICENSE: null });
  });
});
