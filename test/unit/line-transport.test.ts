import { PassThrough } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { LineTransport } from '../../src/mcp/line-transport.js';

/** A transport over in-memory streams: what it delivered, what it reported, what it wrote. */
async function harness(maxLineBytes?: number) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const transport = new LineTransport(stdin, stdout, maxLineBytes);
  const messages: JSONRPCMessage[] = [];
  const errors: string[] = [];
  let written = '';
  stdout.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
  transport.onmessage = (message) => messages.push(message);
  transport.onerror = (error) => errors.push(error.message);
  await transport.start();
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { stdin, transport, messages, errors, written: () => written, settle };
}

const request = (id: number, extra: Record<string, unknown> = {}) => ({ jsonrpc: '2.0' as const, id, method: 'tools/call', params: { name: 'x', arguments: extra } });

describe('LineTransport', () => {
  it('delivers messages split across chunks and several in one chunk, with CRLF endings', async () => {
    const h = await harness();
    const a = JSON.stringify(request(1));
    const b = JSON.stringify(request(2));
    h.stdin.write(a.slice(0, 7));
    h.stdin.write(a.slice(7, 20));
    h.stdin.write(`${a.slice(20)}\r\n${b}\n\n${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    await h.settle();
    expect(h.messages).toEqual([request(1), request(2), { jsonrpc: '2.0', method: 'notifications/initialized' }]);
    expect(h.errors).toEqual([]);
  });

  it('delivers a 5 MB argument byte-exact, multi-byte characters split across chunk edges', async () => {
    const h = await harness();
    const text = 'état ✓ 🚀 line\n'.repeat(300_000);
    const bytes = Buffer.from(`${JSON.stringify(request(3, { full_state: text }))}\n`);
    for (let at = 0; at < bytes.length; at += 65_531) h.stdin.write(bytes.subarray(at, at + 65_531));
    await h.settle();
    expect(h.messages).toHaveLength(1);
    expect((h.messages[0] as unknown as { params: { arguments: { full_state: string } } }).params.arguments.full_state).toBe(text);
  });

  it('answers and reports a line that is not JSON-RPC and goes on reading', async () => {
    const h = await harness();
    h.stdin.write(`not json\n{"jsonrpc":"2.0"}\n{"jsonrpc":"2.0","id":"x","method":["a"]}\n${JSON.stringify(request(4))}\n`);
    await h.settle();
    expect(h.errors).toHaveLength(3);
    expect(h.messages).toEqual([request(4)]);
    // Each bad line is answered, so a client waiting on it does not hang.
    const answers = h.written().trim().split('\n').map((line) => JSON.parse(line) as { id: unknown; error: { code: number } });
    expect(answers).toMatchObject([
      { id: null, error: { code: -32700 } },
      { id: null, error: { code: -32600 } },
      { id: 'x', error: { code: -32600 } },
    ]);
  });

  it('drops an oversize line, answers its request naming the limit, and keeps the session', async () => {
    const h = await harness(1024 * 1024);
    const big = JSON.stringify(request(5, { full_state: 'x'.repeat(2 * 1024 * 1024) }));
    for (let at = 0; at < big.length; at += 64 * 1024) h.stdin.write(big.slice(at, at + 64 * 1024));
    h.stdin.write(`\n${JSON.stringify(request(6))}\n`);
    await h.settle();
    expect(h.messages).toEqual([request(6)]);
    expect(h.errors).toEqual(['a JSON-RPC message over 1 MiB was dropped']);
    const answer = JSON.parse(h.written().trim()) as { id: number; error: { code: number; message: string } };
    expect(answer.id).toBe(5);
    expect(answer.error.code).toBe(-32600);
    expect(answer.error.message).toContain('at most 1 MiB (1048576 bytes)');
  });

  it('finds the id of an oversize request at the start too', async () => {
    const h = await harness(1024);
    h.stdin.write(`{"jsonrpc":"2.0","id":"req-7","method":"tools/call","params":{"arguments":{"text":"${'y'.repeat(4096)}"}}}\n`);
    await h.settle();
    expect(JSON.parse(h.written().trim())).toMatchObject({ id: 'req-7', error: { code: -32600 } });
  });

  it('writes one line per message and closes', async () => {
    const h = await harness();
    let closed = false;
    h.transport.onclose = () => (closed = true);
    await h.transport.send({ jsonrpc: '2.0', id: 1, result: { text: 'a\nb' } });
    expect(h.written()).toBe('{"jsonrpc":"2.0","id":1,"result":{"text":"a\\nb"}}\n');
    await h.transport.close();
    expect(closed).toBe(true);
    h.stdin.write(`${JSON.stringify(request(8))}\n`);
    await h.settle();
    expect(h.messages).toEqual([]);
  });

  it('asks for a background collection once a multi-megabyte request is answered, not for small ones', async () => {
    const calls: unknown[] = [];
    const saved = (globalThis as { gc?: unknown }).gc;
    (globalThis as { gc?: unknown }).gc = (options: unknown) => calls.push(options);
    try {
      const h = await harness();
      h.stdin.write(`${JSON.stringify(request(1))}\n${JSON.stringify(request(2, { full_state: 'z'.repeat(2 * 1024 * 1024) }))}\n`);
      await h.settle();
      await h.transport.send({ jsonrpc: '2.0', id: 1, result: {} });
      await h.settle();
      expect(calls).toEqual([]);
      await h.transport.send({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 2, progress: 1 } });
      await h.transport.send({ jsonrpc: '2.0', id: 2, result: {} });
      await h.settle();
      expect(calls).toEqual([{ type: 'major', execution: 'async' }]);
      await h.transport.send({ jsonrpc: '2.0', id: 2, result: {} });
      await h.settle();
      expect(calls).toHaveLength(1);
    } finally {
      (globalThis as { gc?: unknown }).gc = saved;
    }
  });
});
