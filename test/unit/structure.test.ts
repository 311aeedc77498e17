import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * The shape of src/ (docs/architecture.md, "Where things are"): no file circle,
 * one folder per family in core, and the MCP layer free of double casts.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('structure of src/', () => {
  it('has no file circle (type-only imports count: they couple files too)', async () => {
    const graph = await madge(SRC, {
      fileExtensions: ['ts'],
      tsConfig: join(ROOT, 'tsconfig.json'),
      detectiveOptions: { ts: { skipTypeImports: false }, es6: { skipTypeImports: false } },
    });
    // Guards the reader: a graph that resolves nothing has no circle either.
    expect(graph.obj()['core/services.ts']).toContain('core/operations/runner.ts');
    expect(graph.circular()).toEqual([]);
  }, 60_000);

  it('has no `as unknown as` in src/mcp: tool families and results are typed', () => {
    const casts = files(join(SRC, 'mcp')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes('as unknown as') ? [`${relative(ROOT, file)}:${i + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });

  it('keeps each family in its own folder of core, its service in service.ts', () => {
    const families = ['checkpoints', 'hooks', 'learn', 'memories', 'remediations', 'repository', 'skills', 'transfer', 'troubleshoot'];
    for (const family of families) expect(readdirSync(join(SRC, 'core', family)), family).toContain('service.ts');
    // Files directly in core/ are shared by the families, never one family's.
    const shared = ['pagination.ts', 'reembed.ts', 'scope.ts', 'search.ts', 'services-deps.ts', 'services.ts', 'tokens.ts', 'worker-priority.ts'];
    const loose = readdirSync(join(SRC, 'core'), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(loose.filter((name) => !shared.includes(name))).toEqual([]);
  });

  it('names test files by the rule of CONTRIBUTING.md: a folder per layer, lower-case-words.test.ts', () => {
    const TEST = join(ROOT, 'test');
    const misnamed = readdirSync(TEST, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return [entry.name];
      const names = readdirSync(join(TEST, entry.name), { withFileTypes: true }).filter((f) => f.isFile() && /\.[cm]?ts$/.test(f.name)).map((f) => f.name);
      if (['unit', 'integration', 'e2e'].includes(entry.name)) return names.filter((n) => !/^[a-z0-9]+(-[a-z0-9]+)*\.test\.ts$/.test(n) && n !== 'global-setup.ts').map((n) => `${entry.name}/${n}`);
      if (entry.name === 'contract') return names.filter((n) => !/^([a-z0-9]+-)*store-contract\.ts$/.test(n)).map((n) => `contract/${n}`);
      return ['helpers', 'fixtures'].includes(entry.name) ? [] : [`${entry.name}/`];
    });
    expect(misnamed).toEqual([]);
  });
});
