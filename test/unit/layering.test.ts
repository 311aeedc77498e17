import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md, "Layers": imports point down only. This scans every source file's
 * static imports, re-exports and dynamic `import(...)` calls (type-only ones
 * too: a type import still couples the layers) and checks each layer's rule.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');

interface Import {
  file: string;
  /** `src/<layer>/...` for project files, the package name otherwise. */
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const out: Import[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const spec = match[1] as string;
      const target = spec.startsWith('.') ? relative(ROOT, resolve(dirname(file), spec)).split('\\').join('/') : packageName(spec);
      out.push({ file: relative(ROOT, file).split('\\').join('/'), target });
    }
  }
  return out;
}

function packageName(spec: string): string {
  if (spec.startsWith('node:')) return spec;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const ALL = sourceFiles(SRC).flatMap(importsOf);
const layerOf = (path: string) => /^src\/([^/]+)/.exec(path)?.[1] ?? null;

function violations(fromLayer: string | string[], isForbidden: (target: string) => boolean): string[] {
  const layers = Array.isArray(fromLayer) ? fromLayer : [fromLayer];
  return ALL.filter((imp) => layers.includes(layerOf(imp.file) ?? '') && isForbidden(imp.target)).map((imp) => `${imp.file} → ${imp.target}`);
}

const inLayers = (...names: string[]) => (target: string) => names.includes(layerOf(target) ?? '');

describe('layering (docs/architecture.md, "Layers")', () => {
  it('finds the imports it checks', () => {
    // Guards the scanner itself: a regex that matches nothing would pass every rule.
    expect(ALL.length).toBeGreaterThan(100);
    expect(ALL.some((imp) => imp.file === 'src/mcp/define-tool.ts' && imp.target === 'src/client/client.js')).toBe(true);
    expect(ALL.some((imp) => imp.file === 'src/client/client.ts' && imp.target === 'undici')).toBe(true); // dynamic import('undici')
  });

  it('src/mcp never imports daemon, core or store', () => {
    expect(violations('mcp', inLayers('daemon', 'core', 'store'))).toEqual([]);
  });

  it('src/cli never imports daemon, core or store, except `serve` loading the daemon entry point', () => {
    // `contextd serve` is the daemon process: its command loads src/daemon/start lazily (so
    // `--mcp` never pays for it). That one edge is the documented exception; nothing else.
    const SERVE_ENTRY = 'src/cli/serve.ts → src/daemon/start.js';
    expect(violations('cli', inLayers('daemon', 'core', 'store')).filter((v) => v !== SERVE_ENTRY)).toEqual([]);
  });

  it('src/client never imports daemon, core, store, mcp or cli', () => {
    expect(violations('client', inLayers('daemon', 'core', 'store', 'mcp', 'cli'))).toEqual([]);
  });

  it('src/daemon never imports mcp, cli or client; only start.ts opens a store or an embedder', () => {
    // The daemon serves REST over core: the CLI mounts /mcp beside it, and routes reach
    // the store only through core services (type imports of the store's shapes aside).
    expect(violations('daemon', inLayers('mcp', 'cli', 'client'))).toEqual([]);
    const wiring = (t: string) => /^src\/(store\/(sqlite|postgres)|search)\//.test(t);
    expect(violations('daemon', wiring).filter((v) => !v.startsWith('src/daemon/start.ts '))).toEqual([]);
  });

  it('src/core imports no HTTP or MCP code', () => {
    const forbidden = (t: string) => inLayers('daemon', 'mcp', 'cli', 'client')(t) || t === 'fastify' || t === '@modelcontextprotocol/sdk';
    expect(violations('core', forbidden)).toEqual([]);
  });

  it('src/store never imports the layers above it', () => {
    expect(violations('store', inLayers('daemon', 'mcp', 'cli', 'client', 'core', 'api'))).toEqual(
      // Store types name the operation status/progress shapes of the API; nothing else.
      violations('store', (t) => t === 'src/api/operations.js'),
    );
  });

  it('src/search and src/util import nothing above them', () => {
    expect(violations('search', inLayers('daemon', 'mcp', 'cli', 'client', 'core', 'api'))).toEqual([]);
    expect(violations('util', (t) => layerOf(t) !== null && layerOf(t) !== 'util')).toEqual([]);
  });

  it('src/api imports only zod, api and util', () => {
    const allowed = (t: string) => t === 'zod' || layerOf(t) === 'api' || layerOf(t) === 'util';
    expect(violations('api', (t) => !allowed(t))).toEqual([]);
  });

  it('the scanner sees every import form', () => {
    // Proves the patterns are live on a sample: static, type-only, re-export, side-effect and dynamic.
    const sample = [
      "import { a } from '../store/a.js';",
      "import type { B } from '../core/b.js';",
      "export { c } from '../daemon/c.js';",
      "import '../store/side.js';",
      "const d = await import('../core/d.js');",
      "import {\n  e,\n  f,\n} from 'fastify';",
    ].join('\n');
    const specs = IMPORT_PATTERNS.flatMap((pattern) => [...sample.matchAll(pattern)].map((m) => m[1]));
    expect(new Set(specs)).toEqual(new Set(['../store/a.js', '../core/b.js', '../daemon/c.js', '../store/side.js', '../core/d.js', 'fastify']));
  });
});
