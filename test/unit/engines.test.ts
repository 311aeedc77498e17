import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The lowest Node major a range like ">=22", "^20.17.0 || >=22.9.0" or "18 || 20" still admits, or 0 when none is said. */
function lowestMajor(range: string): number {
  const alternatives = range.split('||').map((alt) => Number(/(\d+)/.exec(alt)?.[1] ?? 0));
  return Math.min(...alternatives);
}

describe('engines', () => {
  it('every installed package runs on the Node this package supports (no EBADENGINE at install)', () => {
    const ours = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const supported = lowestMajor(ours.engines.node);
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }> };
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && typeof p.engines.node === 'string' && lowestMajor(p.engines.node) > supported)
      .map(([name, p]) => `${name} (${(p.engines as { node: string }).node})`);
    expect(tooNew).toEqual([]);
  });
});
