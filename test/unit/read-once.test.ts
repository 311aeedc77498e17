import { expect, it } from 'vitest';
import { readAs, readOnce } from '../../src/core/search.js';

const rows = new Map([
  ['a', { id: 'a', text: 'first' }],
  ['b', { id: 'b', text: 'second' }],
  ['c', { id: 'c', text: 'third' }],
]);

it('reads each id from the store once per search, absent ones included, in the order asked', async () => {
  const asked: string[][] = [];
  const read = readOnce(async (ids: string[]) => {
    asked.push(ids);
    return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
  }, (row) => row.id);
  const texts = readAs(read, (row) => row.text);
  expect([...(await texts(['b', 'a', 'b']))]).toEqual([['b', 'second'], ['a', 'first']]);
  expect([...(await read(['c', 'a', 'gone']))].map(([id]) => id)).toEqual(['c', 'a']);
  expect([...(await read(['gone', 'b']))].map(([id]) => id)).toEqual(['b']);
  expect(asked).toEqual([['b', 'a'], ['c', 'gone']]);
});
