import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { BoundedEventStore } from '../../src/mcp/event-store.js';

const note = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: n } });

const progressOf = (m: JSONRPCMessage) => (m as unknown as { params: { progress: number } }).params.progress;

async function replay(store: BoundedEventStore, after: string) {
  const sent: Array<[string, JSONRPCMessage]> = [];
  const stream = await store.replayEventsAfter(after, { send: async (id, message) => void sent.push([id, message]) });
  return { stream, sent };
}

describe('the bounded SSE event store (resumable /mcp)', () => {
  it('replays the events of one stream after the last id the client saw, in order', async () => {
    const store = new BoundedEventStore();
    const a1 = await store.storeEvent('A', note(1));
    await store.storeEvent('B', note(100));
    await store.storeEvent('A', note(2));
    await store.storeEvent('A', note(3));
    const { stream, sent } = await replay(store, a1);
    expect(stream).toBe('A');
    expect(sent.map(([, m]) => progressOf(m))).toEqual([2, 3]);
    expect(await store.getStreamIdForEventId(a1)).toBe('A');
  });

  it('keeps at most maxEvents, dropping the oldest, and stays under maxBytes', async () => {
    const store = new BoundedEventStore(3, 10_000);
    const first = await store.storeEvent('A', note(0));
    for (let i = 1; i <= 5; i++) await store.storeEvent('A', note(i));
    expect((await replay(store, first)).sent.map(([, m]) => progressOf(m))).toEqual([3, 4, 5]);
    const small = new BoundedEventStore(1_000, 200);
    const id = await small.storeEvent('A', note(0));
    for (let i = 1; i <= 20; i++) await small.storeEvent('A', note(i));
    expect((await replay(small, id)).sent.length).toBeLessThan(5);
  });

  it('an unknown or malformed last event id replays nothing', async () => {
    const store = new BoundedEventStore();
    await store.storeEvent('A', note(1));
    expect(await replay(store, 'garbage')).toEqual({ stream: '', sent: [] });
  });
});
