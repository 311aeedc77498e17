import { it } from 'vitest';
import { normalizeError, normalizeLine, splitErrorLines } from '../../src/search/normalize.js';
import { PATTERNS } from '../../src/core/troubleshoot/index.js';
it('perf', () => {
  const ex = PATTERNS.map(p => p.example).join('\n').slice(0, 2000);
  const lines = splitErrorLines(ex);
  console.log('lines', lines.length);
  for (let i = 0; i < 300; i++) normalizeError(ex + i);
  let t0 = performance.now(); for (let i = 0; i < 2000; i++) normalizeError(ex + i); console.log('normalize 2KB x2000', (performance.now() - t0).toFixed(0), 'ms');
  t0 = performance.now(); for (let i = 0; i < 2000; i++) for (const l of lines) normalizeLine(l); console.log('normalizeLine only x2000', (performance.now() - t0).toFixed(0), 'ms');
});
