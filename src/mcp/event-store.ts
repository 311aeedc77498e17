/**
 * Resumable Streamable HTTP (spec 2025-11-25, transports): every SSE event of
 * an /mcp session gets an id, so a client whose connection dropped during a
 * long call reconnects with `Last-Event-ID` and receives what it missed. One
 * store per session, bounded in memory: the oldest events go first.
 */
import type { EventStore } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export const EVENT_STORE_MAX_EVENTS = 1_000;
export const EVENT_STORE_MAX_BYTES = 8 * 1024 * 1024;

interface StoredEvent {
  id: string;
  stream: string;
  seq: number;
  message: JSONRPCMessage;
  bytes: number;
}

export class BoundedEventStore implements EventStore {
  private readonly events: StoredEvent[] = [];
  private bytes = 0;
  private seq = 0;

  constructor(
    private readonly maxEvents = EVENT_STORE_MAX_EVENTS,
    private readonly maxBytes = EVENT_STORE_MAX_BYTES,
  ) {}

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    const seq = ++this.seq;
    const id = `${seq}_${streamId}`;
    const bytes = JSON.stringify(message).length;
    this.events.push({ id, stream: streamId, seq, message, bytes });
    this.bytes += bytes;
    while (this.events.length > this.maxEvents || (this.bytes > this.maxBytes && this.events.length > 1)) {
      this.bytes -= (this.events.shift() as StoredEvent).bytes;
    }
    return id;
  }

  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    const underscore = eventId.indexOf('_');
    return underscore > 0 ? eventId.slice(underscore + 1) : undefined;
  }

  async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    const stream = await this.getStreamIdForEventId(lastEventId);
    const after = Number(lastEventId.slice(0, lastEventId.indexOf('_')));
    if (stream === undefined || !Number.isInteger(after)) return '';
    for (const event of this.events) if (event.stream === stream && event.seq > after) await send(event.id, event.message);
    return stream;
  }
}
