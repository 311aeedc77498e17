/**
 * docs/performance.md, "Repository at scale": the daemon's heap cap bounds the search vectors it keeps
 * in memory; growing them past it is an error naming the setting, never
 * "JavaScript heap out of memory". Run on the build with the bin's flags and a 40 MB cap.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withHeapCap } from '../../src/client/spawn.js';
import { configuredHeapMb } from '../../src/util/heap.js';

const PARTITIONS = fileURLToPath(new URL('../../dist/store/vector-partitions.js', import.meta.url));

describe('heap cap', () => {
  it('filling the vector partitions past the cap fails with CONTEXTD_MAX_HEAP_MB named, and the process lives', async () => {
    const script = `
      const { VectorPartitions } = await import(${JSON.stringify(PARTITIONS)});
      const parts = new VectorPartitions();
      const vector = () => { const v = new Float32Array(384); for (let i = 0; i < 384; i++) v[i] = Math.random() - 0.5; return v; };
      parts.build('chunk', 't', 'e', 384, []);
      let n = 0;
      try {
        for (;; n++) parts.add('chunk', 't', 'e', { id: n, refId: String(n), project: 'p', facet: 'repo', vector: vector() });
      } catch (error) {
        console.log(JSON.stringify({ n, code: error.code, message: error.message }));
      }`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--max-semi-space-size=1', '--max-old-space-size=40', '--expose-gc', '--input-type=module', '-e', script], { timeout: 60_000 });
    const result = JSON.parse(stdout) as { n: number; code: string; message: string };
    expect(result.code).toBe('operation_failed');
    expect(result.message).toMatch(/^the daemon's memory is nearly full while adding search vectors \(\d+ of its \d+ MB heap\).*set CONTEXTD_MAX_HEAP_MB=<megabytes> \(default 512\)/);
    // About 0.8 KB a document: tens of thousands fit in 40 MB.
    expect(result.n).toBeGreaterThan(10_000);
  }, 60_000);

  it('CONTEXTD_MAX_HEAP_MB sets the cap of a daemon started on demand, and a bad value is refused by name', () => {
    const shebang = ['--max-semi-space-size=1', '--max-old-space-size=512', '--expose-gc'];
    expect(withHeapCap(shebang, null)).toEqual(shebang);
    expect(withHeapCap(shebang, 2048)).toEqual(['--max-semi-space-size=1', '--expose-gc', '--max-old-space-size=2048']);
    expect(configuredHeapMb({})).toBeNull();
    expect(configuredHeapMb({ CONTEXTD_MAX_HEAP_MB: '1536' })).toBe(1536);
    expect(() => configuredHeapMb({ CONTEXTD_MAX_HEAP_MB: '1.5g' })).toThrow(/CONTEXTD_MAX_HEAP_MB must be a whole number of megabytes, at least 128 \(got '1.5g'\)/);
  });
});
