import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import type { Operation } from '../../src/api/operations.js';
import type { DaemonClient } from '../../src/client/client.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';
import { failure } from '../helpers/failure.js';

let daemon: TestDaemon;
let client: DaemonClient;
const tmp = tempDir('contextd-repo-');
const repo = join(tmp.dir, 'repo');

function write(rel: string, text: string): void {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
}

/** A definition of parseManifest in one file, and many files that only call it. */
function buildRepository(): void {
  write(
    'src/manifest.ts',
    [
      "import { readFileSync } from 'node:fs';",
      '',
      '/** Reads and validates a package manifest. */',
      'export function parseManifest(path: string): Manifest {',
      "  const json = JSON.parse(readFileSync(path, 'utf8'));",
      "  if (!json.name) throw new Error('manifest has no name');",
      '  return json as Manifest;',
      '}',
      '',
      'export interface Manifest {',
      '  name: string;',
      '  version: string;',
      '}',
    ].join('\n'),
  );
  for (let i = 0; i < 6; i++) {
    const calls = Array.from({ length: 8 }, (_, k) => `  const m${k} = parseManifest(dir${k} + '/package.json'); // parseManifest again`).join('\n');
    write(`src/callers/use${i}.ts`, `import { parseManifest } from '../manifest.js';\n\nexport function loadAll${i}() {\n${calls}\n}\n`);
  }
  write('lib/retry.py', 'def retry_with_backoff(fn, attempts=3):\n    """Retry a call with exponential backoff."""\n    for i in range(attempts):\n        pass\n');
  write('lib/util.js', "function formatBytes(n) {\n  return `${n} bytes`;\n}\nmodule.exports = { formatBytes };\n");
  write('README.md', '# Sample\n\nThis repository parses manifests and retries with backoff.\n');
  write('config/secrets.env', 'GITHUB_TOKEN=ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8\nDEBUG=1\n');
  write('assets/logo.png', '\u0089PNG\r\n\u001a\n\0\0\0binary');
  write('node_modules/dep/index.js', 'module.exports = function parseManifest() {};\n');
}

async function indexAndWait(input: Record<string, unknown>, c: DaemonClient = client): Promise<Operation> {
  let op = await c.call(api.repositoryIndex, { path: repo, ...input } as never);
  while (op.status === 'queued' || op.status === 'running') op = await c.waitOperation(op.id, op.version, 10_000);
  return op;
}

async function index(input: Record<string, unknown> = {}): Promise<Record<string, number>> {
  const op = await indexAndWait(input);
  expect(op.error).toBeNull();
  expect(op.status).toBe('succeeded');
  return op.result as Record<string, number>;
}


beforeAll(async () => {
  buildRepository();
  daemon = await startTestDaemon();
  client = daemon.client('proj-repo');
});

afterAll(async () => {
  await daemon?.close();
  tmp.cleanup();
});

describe('repository_index', () => {
  it('indexes text files, skips binaries and dependency folders, redacts secrets', async () => {
    const result = await index();
    expect(result).toMatchObject({ files_indexed: 11, files_unchanged: 0, files_removed: 0, files_skipped: 1, files_scanned: 12 });
    expect(result.chunks).toBeGreaterThanOrEqual(11);
    const found = await client.call(api.repositorySearch, { query: 'GITHUB_TOKEN', content_mode: 'full' });
    const env = found.results.find((r) => r.file === 'config/secrets.env');
    expect(env?.content).toContain('GITHUB_TOKEN=[REDACTED:');
    expect(env?.content).not.toContain('ghp_a1B2');
    expect(env?.content).toContain('DEBUG=1');
  });

  it('re-indexes nothing when nothing changed, exactly the changed files otherwise, and drops deleted files', async () => {
    expect(await index()).toMatchObject({ files_indexed: 0, files_unchanged: 11, files_removed: 0 });

    const before = await client.call(api.repositoryStatus, { path: repo });
    for (const i of [0, 1, 2]) write(`src/callers/use${i}.ts`, `export const changed${i} = ${i};\n`);
    const touched = join(repo, 'lib/util.js'); // same content, new mtime: hashed, found unchanged
    utimesSync(touched, new Date(), new Date(Date.now() + 5_000));
    expect(await index()).toMatchObject({ files_indexed: 3, files_unchanged: 8, files_removed: 0 });

    rmSync(join(repo, 'src/callers/use5.ts'));
    const after = await index();
    expect(after).toMatchObject({ files_indexed: 0, files_removed: 1, files_unchanged: 10 });
    const status = await client.call(api.repositoryStatus, { path: repo });
    expect(status.indexed_files).toBe(before.indexed_files - 1);
    expect(status.chunks).toBe(after.chunks);
    expect(status.repositories[0]?.chunks).toBe(after.chunks);

    // Rewrite everything (new mtimes): only the files whose content differs are re-indexed.
    rmSync(repo, { recursive: true, force: true });
    buildRepository();
    expect(await index()).toMatchObject({ files_indexed: 4, files_unchanged: 7, files_removed: 0 });
  });

  it('stops the background merge when the next index starts, and merges again when that one ends', async () => {
    const store = daemon.services.store.repository;
    const compact = store.compact.bind(store);
    const merges: AbortSignal[] = [];
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    try {
      // A merge that lasts until it is stopped, so the next index surely starts during it.
      store.compact = (signal?: AbortSignal) => {
        merges.push(signal as AbortSignal);
        return new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
      };
      expect(await index({ force: true })).toMatchObject({ files_indexed: 11 });
      await settle();
      expect(merges).toHaveLength(1);
      expect(merges[0]?.aborted).toBe(false);

      expect(await index()).toMatchObject({ files_indexed: 0, files_unchanged: 11 });
      await settle();
      expect(merges[0]?.aborted).toBe(true);
      expect(merges).toHaveLength(2); // nothing changed, but the interrupted merge is owed

      // The real merge from here on: this index stops the pending one and runs it to the end.
      store.compact = compact;
      await index();
      await settle();
      expect(merges[1]?.aborted).toBe(true);

      // With no merge running, an unchanged re-index starts none.
      store.compact = (signal?: AbortSignal) => {
        merges.push(signal as AbortSignal);
        return compact(signal);
      };
      await index();
      await settle();
      expect(merges).toHaveLength(2);
    } finally {
      store.compact = compact;
    }
  });

  it('force re-indexes every file without duplicating chunks', async () => {
    const first = await client.call(api.repositoryStatus, { path: repo });
    const forced = await index({ force: true });
    expect(forced.files_indexed).toBe(first.indexed_files);
    expect(forced.chunks).toBe(first.chunks);
    const counts = (await client.call(api.status, {})).counts;
    expect(counts.repository_chunks).toBe(first.chunks);
  });

  it('refuses bad paths with invalid_params naming the path, and keeps serving', async () => {
    const missing = await failure(client.call(api.repositoryIndex, { path: join(tmp.dir, 'nope') }));
    expect(missing.code).toBe('invalid_params');
    expect(missing.message).toMatch(/^path: .*nope" does not exist/);
    const file = await failure(client.call(api.repositoryIndex, { path: join(repo, 'README.md') }));
    expect(file.code).toBe('invalid_params');
    expect(file.message).toMatch(/is a file, not a folder/);
    const dots = await failure(client.call(api.repositoryIndex, { path: `${repo}/../repo` }));
    expect(dots.code).toBe('invalid_params');
    expect(dots.message).toMatch(/'\.\.' segment/);
    const empty = await failure(client.call(api.repositoryIndex, { path: '' }));
    expect(empty.message).toMatch(/path: path must not be empty/);
    const big = await failure(client.call(api.repositoryIndex, { path: repo, max_file_size: 10 ** 9 }));
    expect(big.message).toMatch(/max_file_size must be at most 67108864/);
    if (process.getuid?.() !== 0) {
      const locked = join(tmp.dir, 'locked');
      mkdirSync(locked);
      chmodSync(locked, 0o000);
      const unreadable = await failure(client.call(api.repositoryIndex, { path: locked }));
      expect(unreadable.message).toMatch(/cannot be read/);
      chmodSync(locked, 0o700);
    }
    expect((await client.call(api.health, {})).ok).toBe(true);
  });

  it('completes on a symlink loop', async () => {
    const loopy = join(tmp.dir, 'loopy');
    mkdirSync(join(loopy, 'a'), { recursive: true });
    writeFileSync(join(loopy, 'a', 'x.ts'), 'export const x = 1;\n');
    symlinkSync('..', join(loopy, 'a', 'up'));
    symlinkSync(tmp.dir, join(loopy, 'outside'));
    const op = await indexAndWait({ path: loopy });
    expect(op.status).toBe('succeeded');
    expect(op.result).toMatchObject({ files_indexed: 1, files_skipped: 1 });
    expect((await client.call(api.repositoryRemove, { path: loopy })).removed_files).toBe(1);
  });
});

describe('repository_search', () => {
  it('ranks the definition of a name above its many mentions', async () => {
    const out = await client.call(api.repositorySearch, { query: 'parseManifest', limit: 5 });
    expect(out.results[0]).toMatchObject({ file: 'src/manifest.ts', symbol: 'parseManifest', language: 'typescript', root: repo.replace(/\/$/, '') });
    expect(out.results[0]?.start_line).toBe(1);
    expect(out.results.slice(1).some((r) => r.file.startsWith('src/callers/'))).toBe(true);
    expect(out.results.some((r) => r.file.startsWith('node_modules/'))).toBe(false);
  });

  it('finds code by plain words and by the error message it throws', async () => {
    const words = await client.call(api.repositorySearch, { query: 'retry a call with exponential backoff', limit: 3 });
    expect(words.results[0]?.file).toBe('lib/retry.py');
    const error = await client.call(api.repositorySearch, { query: 'manifest has no name', limit: 3 });
    expect(error.results[0]?.file).toBe('src/manifest.ts');
  });

  it('filters by path_glob and language', async () => {
    const glob = await client.call(api.repositorySearch, { query: 'parseManifest', path_glob: 'src/callers/**', limit: 10 });
    expect(glob.results.length).toBeGreaterThan(0);
    expect(glob.results.every((r) => r.file.startsWith('src/callers/'))).toBe(true);
    const base = await client.call(api.repositorySearch, { query: 'formatBytes', path_glob: '*.js' });
    expect(base.results.map((r) => r.file)).toEqual(['lib/util.js']);
    const python = await client.call(api.repositorySearch, { query: 'retry backoff manifest', language: 'python' });
    expect(python.results.map((r) => r.language)).toEqual(['python']);
  });

  it('returns locations only, a preview, or the exact chunk text', async () => {
    const minimal = await client.call(api.repositorySearch, { query: 'formatBytes', content_mode: 'minimal', limit: 1 });
    expect(minimal.results[0]).not.toHaveProperty('preview');
    expect(minimal.results[0]).not.toHaveProperty('content');
    const preview = await client.call(api.repositorySearch, { query: 'formatBytes', limit: 1 });
    expect(preview.results[0]?.preview).toContain('function formatBytes');
    const full = await client.call(api.repositorySearch, { query: 'formatBytes', content_mode: 'full', limit: 1 });
    const hit = full.results[0];
    const lines = readFileSync(join(repo, 'lib/util.js'), 'utf8').split('\n');
    expect(hit?.content).toBe(lines.slice((hit?.start_line ?? 1) - 1, hit?.end_line).join('\n'));
  });

  it('scopes results to the project and to the named repository', async () => {
    const other = daemon.client('another-project');
    expect((await other.call(api.repositorySearch, { query: 'parseManifest' })).results).toEqual([]);
    const missing = await failure(client.call(api.repositorySearch, { query: 'x', path: join(tmp.dir, 'never-indexed') }));
    expect(missing.code).toBe('not_found');
  });
});

describe('repository_status and repository_remove', () => {
  it('counts files added, changed or deleted since the last index; a touch alone is not stale', async () => {
    expect((await client.call(api.repositoryStatus, { path: repo })).stale_files).toBe(0);
    write('lib/new.ts', 'export const fresh = true;\n');
    write('lib/util.js', 'module.exports = {};\n');
    rmSync(join(repo, 'README.md'));
    const touched = join(repo, 'lib/retry.py');
    utimesSync(touched, new Date(), new Date(Date.now() + 9_000));
    const status = await client.call(api.repositoryStatus, {});
    expect(status.stale_files).toBe(3);
    expect(status.stale_sample).toEqual(['README.md', 'lib/new.ts', 'lib/util.js']);
    expect(status.embedder).toBe('hash-v1-384');
    expect(status.last_indexed_at).not.toBeNull();
  });

  it('removes a repository with its files and chunks', async () => {
    const status = await client.call(api.repositoryStatus, { path: repo });
    // The index belongs to the repository: another project of the tenant finds it by path…
    const elsewhere = client.forProject('another-project');
    const found = await elsewhere.call(api.repositorySearch, { query: 'parseManifest', path: repo });
    expect(found.results.length).toBeGreaterThan(0);
    expect((await elsewhere.call(api.repositoryStatus, { path: repo })).indexed_files).toBe(status.indexed_files);
    // …but not without the path (its own repositories only), and it cannot remove what it did not index.
    expect((await elsewhere.call(api.repositorySearch, { query: 'parseManifest' })).results).toEqual([]);
    expect((await failure(elsewhere.call(api.repositoryRemove, { path: repo }))).code).toBe('not_found');
    const removed = await client.call(api.repositoryRemove, { path: repo });
    expect(removed).toEqual({ removed_files: status.indexed_files, removed_chunks: status.chunks });
    expect((await client.call(api.repositorySearch, { query: 'parseManifest' })).results).toEqual([]);
    expect((await client.call(api.status, {})).counts.repository_chunks).toBe(0);
    expect((await failure(client.call(api.repositoryRemove, { path: repo }))).code).toBe('not_found');
  });
});

describe('cancellation', () => {
  it('ends an index `cancelled` within a second', async () => {
    const big = join(tmp.dir, 'big');
    for (let i = 0; i < 400; i++) {
      mkdirSync(join(big, `d${i % 20}`), { recursive: true });
      writeFileSync(join(big, `d${i % 20}`, `f${i}.ts`), Array.from({ length: 200 }, (_, k) => `export function fn${i}_${k}(a: number) { return a * ${k}; }`).join('\n'));
    }
    let op = await client.call(api.repositoryIndex, { path: big });
    while (op.progress.done < 20 && op.status !== 'succeeded') op = await client.waitOperation(op.id, op.version, 5_000);
    expect(op.status).toBe('running');
    const asked = Date.now();
    await client.call(api.operationCancel, { operation_id: op.id });
    while (op.status === 'running' || op.status === 'queued') op = await client.waitOperation(op.id, op.version, 5_000);
    expect(op.status).toBe('cancelled');
    expect(Date.now() - asked).toBeLessThan(1_000);
  });
});

describe('concurrent requests', () => {
  it('answers a second index request for the same folder with the running operation', async () => {
    const dir = join(tmp.dir, 'twice');
    mkdirSync(dir);
    for (let i = 0; i < 50; i++) writeFileSync(join(dir, `f${i}.ts`), `export const v${i} = ${i};\n`);
    const first = await client.call(api.repositoryIndex, { path: dir });
    const second = await client.call(api.repositoryIndex, { path: dir });
    expect(second.id).toBe(first.id);
    let op = first;
    while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 5_000);
    expect(op.result).toMatchObject({ files_indexed: 50 });
  });
});
