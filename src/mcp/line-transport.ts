import process from 'node:process';
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { INVALID_REQUEST } from './errors.js';
import { parseMessage } from './jsonrpc.js';

/** A line longer than this is dropped (and answered with an error when its id can be read). */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;
const NEWLINE = 0x0a;
const ID_WINDOW = 512;
/** A request this large is followed by a garbage collection once answered. */
const LARGE_LINE_BYTES = 1024 * 1024;
/** Past this many bytes a line is gathered into one growing buffer. */
const GATHER_BYTES = 256 * 1024;
const ID_VALUE = String.raw`("(?:[^"\\]|\\.){0,200}"|-?\d{1,15})`;
/** `…,"id":7}` — the SDK serialises a request's id last. */
const ID_AT_END = new RegExp(String.raw`"id"\s*:\s*${ID_VALUE}\s*\}\s*\r?$`);
/** `{"jsonrpc":"2.0","id":7,…` — other clients put it first. */
const ID_AT_START = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID_VALUE}`);

/**
 * Newline-delimited JSON-RPC over stdin/stdout: the SDK's stdio transport with
 * the memory behaviour a multi-megabyte `checkpoint_save` needs.
 *
 * The SDK's `ReadBuffer` concatenates the whole pending buffer on every chunk
 * (quadratic copying: ~200 MB of copies for one 5 MB message, leaving the
 * allocator fragmented) and keeps an empty view of the last message's buffer
 * alive until the next chunk arrives. Here a short line's chunks are joined
 * once, when the newline arrives; a long one is copied into one buffer that
 * doubles as it grows (the stream's chunks are freed at once), and nothing
 * refers to a message after it was delivered. A line over `MAX_LINE_BYTES` does not end the
 * session (the SDK's buffer closes the transport): it is skipped, and its
 * request is answered with an error naming the limit. A line that is not JSON
 * is answered with -32700 (id null), one that is not a JSON-RPC 2.0 message
 * with -32600 (its id when one can be read).
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** The line being read: the stream's chunks while it is short, then one buffer that doubles. */
  #parts: Buffer[] = [];
  #gathered: Buffer | null = null;
  #pending = 0;
  /** Set while the rest of an oversize line is being skipped. */
  #skipping = false;
  #started = false;
  /** Ids of requests that arrived on a line of LARGE_LINE_BYTES or more, until they are answered. */
  #largeRequests = new Set<string | number>();
  /** The first and last bytes of a line being skipped, where its id is. */
  #head = '';
  #tail = Buffer.alloc(0);

  constructor(
    private readonly stdin: Readable = process.stdin,
    private readonly stdout: Writable = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  async start(): Promise<void> {
    if (this.#started) throw new Error('LineTransport already started');
    this.#started = true;
    this.stdin.on('data', this.#onData);
    this.stdin.on('error', this.#onError);
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.#onData);
    this.stdin.off('error', this.#onError);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.#reset();
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    // The answer to a multi-megabyte request: its copies (the line, the parsed text) are garbage
    // now, in V8's large-object space until the next full collection, which an idle adapter may
    // not reach for minutes. Ask for one in the background (the bin's shebang exposes gc).
    if ('id' in message && message.id !== undefined && !('method' in message) && this.#largeRequests.delete(message.id)) setImmediate(collectGarbage);
    return new Promise((resolve) => {
      if (this.stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.stdout.once('drain', resolve);
    });
  }

  #onError = (error: Error) => this.onerror?.(error);

  #onData = (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl >= 0; nl = chunk.indexOf(NEWLINE, start)) {
      this.#take(chunk.subarray(start, nl));
      this.#endLine();
      start = nl + 1;
    }
    // Copy a short tail so it does not pin the whole chunk; a long one is kept as it is.
    if (start < chunk.length) this.#take(start === 0 || chunk.length - start > 4096 ? chunk.subarray(start) : Buffer.from(chunk.subarray(start)));
  };

  #take(part: Buffer) {
    if (part.length === 0) return;
    if (this.#skipping) {
      // Keep only the line's last bytes: the SDK writes a request's id last.
      this.#tail = Buffer.concat([this.#tail, part.subarray(-ID_WINDOW)]).subarray(-ID_WINDOW);
      return;
    }
    if (this.#pending + part.length > this.maxLineBytes) {
      this.#head = (this.#gathered ?? this.#parts[0] ?? part).subarray(0, ID_WINDOW).toString('utf8');
      this.#tail = Buffer.from(part.subarray(-ID_WINDOW));
      this.#reset();
      this.#skipping = true;
      return;
    }
    const needed = this.#pending + part.length;
    if (this.#gathered === null && needed < GATHER_BYTES) {
      this.#parts.push(part);
      this.#pending = needed;
      return;
    }
    // A long line is copied into one buffer as it arrives, so the stream's 64 KB chunks are
    // freed (and reused) at once rather than all held until the newline: held, they grow the
    // allocator's heap by the line's size for good.
    if (this.#gathered === null || this.#gathered.length < needed) {
      const grown = Buffer.allocUnsafeSlow(Math.min(this.maxLineBytes, Math.max(needed, 2 * (this.#gathered?.length ?? GATHER_BYTES))));
      if (this.#gathered) this.#gathered.copy(grown, 0, 0, this.#pending);
      else Buffer.concat(this.#parts, this.#pending).copy(grown);
      this.#parts = [];
      this.#gathered = grown;
    }
    part.copy(this.#gathered, this.#pending);
    this.#pending = needed;
  }

  #takeLine(): Buffer {
    const line = this.#gathered ? this.#gathered.subarray(0, this.#pending) : this.#parts.length === 1 ? this.#parts[0]! : Buffer.concat(this.#parts, this.#pending);
    this.#reset();
    return line;
  }

  #reset() {
    this.#parts = [];
    this.#gathered = null;
    this.#pending = 0;
  }

  #endLine() {
    if (this.#skipping) {
      this.#skipping = false;
      this.#refuseOversize();
      return;
    }
    if (this.#pending === 0) return;
    const large = this.#pending >= LARGE_LINE_BYTES;
    let text = this.#takeLine().toString('utf8');
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const { message, error } = parseMessage(text);
    if (error) {
      // Every line gets an answer: a client waiting on a malformed request must not hang.
      this.onerror?.(new Error(error.error.message));
      void this.send(error as JSONRPCMessage);
      return;
    }
    if (large && 'id' in message && 'method' in message) this.#largeRequests.add(message.id);
    this.onmessage?.(message);
  }

  /** Reports the dropped line and answers its request when its id can be read at either end. */
  #refuseOversize() {
    const tail = this.#tail.toString('utf8');
    const head = this.#head;
    this.#head = '';
    this.#tail = Buffer.alloc(0);
    const limit = `${Math.round(this.maxLineBytes / (1024 * 1024))} MiB`;
    this.onerror?.(new Error(`a JSON-RPC message over ${limit} was dropped`));
    const id = (ID_AT_END.exec(tail) ?? ID_AT_START.exec(head))?.[1];
    if (id === undefined) return;
    void this.send({
      jsonrpc: '2.0',
      id: JSON.parse(id) as string | number,
      error: { code: INVALID_REQUEST, message: `message too large: a JSON-RPC message may be at most ${limit} (${this.maxLineBytes} bytes)` },
    });
  }
}

/** A major collection in the background when node runs with --expose-gc (the bin does); nothing otherwise. */
function collectGarbage(): void {
  const gc = (globalThis as { gc?: (options: { type: 'major'; execution: 'async' }) => void }).gc;
  gc?.({ type: 'major', execution: 'async' });
}
