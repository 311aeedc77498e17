import { describe, expect, it } from 'vitest';
import { dedupKey } from '../../src/core/remediations/dedup.js';
import { documentParts, queryParts, stripPlaceholders } from '../../src/core/remediations/ranking.js';
import { adjustConfidence, CONFIDENCE_MAX, CONFIDENCE_MIN } from '../../src/core/remediations/service.js';
import { projectsFor } from '../../src/core/scope.js';
import { normalizeError } from '../../src/search/normalize.js';

const key = (problem: string, solution: string) => dedupKey(normalizeError(problem).normalized, solution);

describe('dedup key', () => {
  it('is equal for the same error and fix from another checkout, different for another fix', () => {
    const a = key("/home/ana/app/src/db.ts(12,7): error TS2532: Object is possibly 'undefined'.", 'Guard with if (!row) return;');
    const b = key("C:\\work\\shop\\lib\\orders.ts(88,3): error TS2532: Object is possibly 'undefined'.", 'guard with  if (!row) return;');
    const c = key("/home/ana/app/src/db.ts(12,7): error TS2532: Object is possibly 'undefined'.", 'Use optional chaining: row?.id');
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe('confidence feedback', () => {
  it('stays within 0.05–0.99 however often it is given, and moves the right way', () => {
    let up = 0.6;
    let down = 0.6;
    for (let i = 0; i < 200; i++) {
      const nextUp = adjustConfidence(up, true);
      const nextDown = adjustConfidence(down, false);
      expect(nextUp).toBeGreaterThanOrEqual(up);
      expect(nextDown).toBeLessThanOrEqual(down);
      up = nextUp;
      down = nextDown;
    }
    expect(up).toBeLessThanOrEqual(CONFIDENCE_MAX);
    expect(down).toBeGreaterThanOrEqual(CONFIDENCE_MIN);
    expect(up).toBeGreaterThan(0.98);
    expect(down).toBeLessThan(0.06);
  });
});

describe('search scope', () => {
  it('maps project, tenant and all to project ids (tenant-wide is "")', () => {
    const scope = { tenant: 't', project: 'web-1234' };
    expect(projectsFor(scope, 'project')).toEqual(['web-1234']);
    expect(projectsFor(scope, 'tenant')).toEqual(['']);
    expect(projectsFor(scope, 'all')).toEqual(['web-1234', '']);
  });
});

describe('semantic bridge', () => {
  it('indexes an EADDRINUSE trace with plain words, and without placeholders', () => {
    const parts = documentParts({
      title: 'dev server will not start',
      problem: 'Error: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle (node:net:1817:16)',
      solution: 'kill the old process',
      root_cause: null,
      category: 'node',
      tags: [],
    });
    expect(parts.body).toMatch(/port already in use|already in use/i);
    expect(parts.keywords.length).toBeGreaterThan(0);
    expect(parts.title).toContain('EADDRINUSE');
    expect(`${parts.title}\n${parts.body}`).not.toMatch(/<(?:ip|port|path|n)>/);
  });

  it('expands a plain-words query with the keywords of the pattern it describes', () => {
    const q = queryParts('my dev server cannot start because the port is already in use by another process');
    expect(q.keywords.join(' ')).toMatch(/in use|listening|EADDRINUSE/i);
  });

  it('strips placeholders but keeps words', () => {
    expect(stripPlaceholders('listen <ip>:<port> in <path>.ts').replace(/\s+/g, ' ').trim()).toBe('listen : in .ts');
  });
});
