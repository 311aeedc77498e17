import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId, shortId } from '../../src/util/ids.js';

const ID_SHAPE = /^[0-9a-hjkmnp-tv-z]{26}$/;

describe('newId', () => {
  afterEach(() => vi.useRealTimers());

  it('is 26 lowercase Crockford base32 characters after the prefix', () => {
    const id = newId('cp_');
    expect(id.startsWith('cp_')).toBe(true);
    expect(id.slice(3)).toMatch(ID_SHAPE);
  });

  it('stays unique and strictly increasing under a burst within one millisecond', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });

  it('sorts later ids after earlier ones across milliseconds', () => {
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z'), toFake: ['Date'] });
    const first = newId();
    vi.setSystemTime(new Date('2031-01-01T00:00:00.001Z'));
    const second = newId();
    vi.setSystemTime(new Date('2031-06-01T00:00:00Z'));
    const third = newId();
    expect([third, first, second].sort()).toEqual([first, second, third]);
    // The time prefix encodes the millisecond: ids of different ms differ in the first 10 characters.
    expect(first.slice(0, 10)).not.toBe(second.slice(0, 10));
  });

  it('keeps order when the clock steps backwards', () => {
    vi.useFakeTimers({ now: new Date('2032-01-01T00:00:01Z'), toFake: ['Date'] });
    const before = newId();
    vi.setSystemTime(new Date('2032-01-01T00:00:00Z'));
    const after = newId();
    expect(after > before).toBe(true);
  });
});

describe('shortId', () => {
  it('is hex of the requested byte count and unique', () => {
    expect(shortId(6)).toMatch(/^[0-9a-f]{12}$/);
    const ids = new Set(Array.from({ length: 1000 }, () => shortId()));
    expect(ids.size).toBe(1000);
  });
});
