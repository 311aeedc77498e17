/** separatingFit: the circumstance words that tell the records of one error apart (docs/search.md, "Circumstances in a large store"). */
import { describe, expect, it } from 'vitest';
import { separatingFit } from '../../src/search/circumstance-fit.js';

const weights = new Map([
  ['server', 1],
  ['docker', 1],
]);
const copy = { title: 'server down', body: 'start the server' };

describe('separatingFit', () => {
  it('counts a word every record holds for none of them, and one a single record holds for it', () => {
    const fit = separatingFit(weights, new Map([['copy-1', copy], ['copy-2', copy], ['compose', { title: 'server in docker', body: 'use the service name' }]]));
    expect(fit.get('compose')!).toBeGreaterThan(0);
    expect(fit.get('copy-1')).toBe(0);
    expect(fit.get('copy-2')).toBe(0);
  });

  it('counts a word in the title above the same word in the body', () => {
    const fit = separatingFit(weights, new Map([['title', { title: 'docker', body: 'x' }], ['body', { title: 'x', body: 'docker' }], ['none', { title: 'x', body: 'y' }]]));
    expect(fit.get('title')!).toBeGreaterThan(fit.get('body')!);
    expect(fit.get('none')).toBe(0);
  });

  it('orders nothing for a single record', () => {
    expect(separatingFit(weights, new Map([['a', copy]])).size).toBe(0);
  });
});
