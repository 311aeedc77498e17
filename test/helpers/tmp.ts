import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh temp folder, removed by the returned cleanup. The removal is tried again twice,
 * 100 ms apart: a file a closing thread writes last would otherwise fail a test that passed.
 */
export function tempDir(prefix = 'contextd-test-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true, maxRetries: 2, retryDelay: 100 }) };
}
