import { afterAll, beforeAll, expect, test } from 'vitest';
import { RawMcp, e2eHome, type E2eHome } from '../helpers/e2e.js';

/**
 * `contextd --mcp` spoken to badly, byte by byte: every line that is not a
 * valid JSON-RPC 2.0 message gets the error it deserves (a client waiting on
 * it must not hang), and nothing but initialize and ping is served before
 * initialize.
 */
let h: E2eHome;
let mcp: RawMcp;

beforeAll(async () => {
  h = await e2eHome();
  mcp = new RawMcp(h);
});
afterAll(async () => {
  mcp.kill();
  await h.cleanup();
});

type Answer = { id?: unknown; error?: { code: number; message: string }; result?: Record<string, unknown> };

/** Writes one raw line and waits for the next answer (a message without a method). */
async function answerTo(line: string): Promise<Answer> {
  const next = mcp.next((message) => message.method === undefined, 10_000);
  mcp.child.stdin?.write(`${line}\n`);
  return (await next) as Answer;
}

test('invalid messages get -32700 or -32600 with their id; only initialize and ping before initialize', async () => {
  const cases: [string, number, string | number | null, string][] = [
    ['{"jsonrpc":"2.0","id":1,"method":', -32700, null, 'Parse error'],
    ['[{"jsonrpc":"2.0","id":2,"method":"ping"}]', -32600, null, 'batch'],
    ['{"jsonrpc":"1.0","id":3,"method":"ping"}', -32600, 3, '"jsonrpc" must be "2.0"'],
    ['{"id":"four","method":"ping"}', -32600, 'four', 'jsonrpc'],
    ['{"jsonrpc":"2.0","id":5,"method":7}', -32600, 5, '"method" must be a string'],
    ['{"jsonrpc":"2.0","id":6,"method":"tools/call","params":["checkpoint_list"]}', -32600, 6, '"params" must be an object'],
    ['{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"checkpoint_list","arguments":{}}}', -32600, 7, 'not initialized'],
    ['{"jsonrpc":"2.0","id":8,"method":"tools/list"}', -32600, 8, 'not initialized'],
  ];
  for (const [line, code, id, text] of cases) {
    const answer = await answerTo(line);
    expect(answer, line).toMatchObject({ id, error: { code, message: expect.stringContaining(text) } });
  }
  expect(await answerTo('{"jsonrpc":"2.0","id":9,"method":"ping"}')).toMatchObject({ id: 9, result: {} });

  // After the handshake the same session serves tools.
  const init = await mcp.initialize();
  expect(init.result).toMatchObject({ serverInfo: { name: 'contextd' } });
  const listed = await mcp.request('tools/list');
  expect((listed.result as { tools: unknown[] }).tools.length).toBeGreaterThan(20);

  // A lone surrogate in an id argument: invalid_params naming the field (was `internal`, a URIError).
  const resume = await mcp.request('tools/call', { name: 'checkpoint_resume', arguments: { id: 'cp-\ud800' } });
  const text = JSON.stringify(resume.result);
  expect(resume.result).toMatchObject({ isError: true });
  expect(text).toContain('invalid_params');
  expect(text).toContain('id');
  expect(text).toContain('lone surrogate');
  expect(mcp.partial).toBe('');
});
