import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { bridgeKeywords, diagnose } from '../../src/core/troubleshoot/index.js';
import type { DiagnosePool } from '../../src/core/troubleshoot/diagnose-pool.js';
import { VARIANTS } from '../fixtures/troubleshoot-examples.js';

/**
 * troubleshoot_diagnose off the daemon's event loop: the built pool (its worker
 * is compiled JavaScript, built by test/e2e/global-setup.ts) gives exactly the
 * in-process diagnosis, and while it diagnoses eight 50 kB errors the main
 * thread stays mostly idle (event-loop utilization), where in-process
 * diagnosis keeps it busy.
 */
const BUILT = new URL('../../dist/core/troubleshoot/diagnose-pool.js', import.meta.url);

function bigError(seed: number): string {
  const lines = [`TypeError: Cannot read properties of undefined (reading 'config${seed}')`];
  let size = lines[0]!.length;
  for (let i = 0; size < 50_000; i++) {
    const line = i % 2 === 0 ? `    at handler${seed}_${i} (/srv/app/src/module${i % 97}/worker${i}.ts:${i % 400}:${i % 80})` : `Error: connect ECONNREFUSED 10.0.${i % 255}.${seed}:5432 while loading tenant_${i}`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n').slice(0, 50_000);
}

async function utilizationWhile(pool: DiagnosePool, errors: string[]): Promise<number> {
  const start = performance.eventLoopUtilization();
  await Promise.all(errors.map((error) => pool.diagnose(error, undefined, 5)));
  return performance.eventLoopUtilization(start).utilization;
}

describe.skipIf(!existsSync(fileURLToPath(BUILT)))('diagnosis on worker threads', () => {
  it('gives the in-process diagnosis and leaves the event loop free', async () => {
    const { createDiagnosePool } = (await import(BUILT.href)) as typeof import('../../src/core/troubleshoot/diagnose-pool.js');
    const workers = createDiagnosePool(2);
    const inProcess = createDiagnosePool(0);
    try {
      for (const text of Object.values(VARIANTS).flat().slice(0, 20)) {
        expect(await workers.diagnose(text, undefined, 5)).toEqual(diagnose(text, undefined, 5));
        // The related search's keywords first, then the diagnosis, the text matched once for both.
        for (const pool of [workers, inProcess]) {
          const both = pool.keywordsThenDiagnosis(text, text, undefined, 5);
          expect(await both.keywords).toEqual(bridgeKeywords(text));
          expect(await both.diagnosis).toEqual(diagnose(text, undefined, 5));
        }
      }
      const errors = Array.from({ length: 8 }, (_, i) => bigError(i));
      await workers.diagnose(errors[0]!, undefined, 5); // both workers warm
      const offLoop = await utilizationWhile(workers, errors);
      const onLoop = await utilizationWhile(inProcess, errors);
      expect(onLoop).toBeGreaterThan(0.6);
      expect(offLoop).toBeLessThan(0.35);
    } finally {
      await workers.close();
    }
  });
});
