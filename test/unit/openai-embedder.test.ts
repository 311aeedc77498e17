import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiEmbedder, embeddingsUrl } from '../../src/search/openai-embedder.js';

interface Received {
  url: string;
  auth: string | undefined;
  body: { model: string; input: string[]; dimensions?: number };
}

type Reply = (req: Received, res: ServerResponse) => void;

/** A real HTTP server on a random loopback port that answers like /v1/embeddings. */
async function stubServer(reply: Reply): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const entry: Received = { url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data) };
      received.push(entry);
      reply(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, received, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections(); // the stalled-server tests leave requests open
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

/** Deterministic unnormalized vectors: [len, first char code, 3] per input. */
function vectorsFor(input: string[]): number[][] {
  return input.map((text) => [text.length, text.charCodeAt(0), 3]);
}

function ok(res: ServerResponse, input: string[], shuffle = false): void {
  const data = vectorsFor(input).map((embedding, index) => ({ object: 'embedding', index, embedding }));
  if (shuffle) data.reverse();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data }));
}

describe('openai embedder', () => {
  it('builds the endpoint URL from a base URL or takes a full one', () => {
    expect(embeddingsUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1/embeddings');
    expect(embeddingsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/embeddings');
    expect(embeddingsUrl('http://localhost:8080')).toBe('http://localhost:8080/v1/embeddings');
    expect(embeddingsUrl('https://api.example.com/v1/embeddings')).toBe('https://api.example.com/v1/embeddings');
  });

  it('batches, keeps input order, sends model, dimensions and key, and L2-normalizes', async () => {
    const stub = await stubServer((req, res) => ok(res, req.body.input, true));
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'nomic-embed-text', apiKey: 'sk-test', dimensions: 3, batchSize: 2 });
    expect(embedder.id).toBe('openai:nomic-embed-text:3');
    const texts = ['a', 'bb', 'ccc', 'dddd', 'eeeee'];
    const vectors = await embedder.embed(texts);
    expect(stub.received.map((r) => r.body.input)).toEqual([['a', 'bb'], ['ccc', 'dddd'], ['eeeee']]);
    expect(stub.received[0]).toMatchObject({ url: '/v1/embeddings', auth: 'Bearer sk-test', body: { model: 'nomic-embed-text', dimensions: 3 } });
    vectors.forEach((v, i) => {
      const raw = [texts[i]!.length, texts[i]!.charCodeAt(0), 3];
      const norm = Math.hypot(...raw);
      expect(Array.from(v)).toEqual(raw.map((x) => Math.fround(x / norm)));
      expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    });
  });

  it('probes the dimension when none is configured, and does not send one', async () => {
    const stub = await stubServer((req, res) => ok(res, req.body.input));
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'm' });
    expect(embedder.dim).toBe(3);
    expect(embedder.id).toBe('openai:m:3');
    expect(stub.received[0]!.body.dimensions).toBeUndefined();
  });

  it('retries 429 (honouring Retry-After) and 5xx, then succeeds', async () => {
    let calls = 0;
    const stub = await stubServer((req, res) => {
      calls++;
      if (calls === 1) return void res.writeHead(429, { 'retry-after': '0' }).end('slow down');
      if (calls === 2) return void res.writeHead(503).end('warming up');
      ok(res, req.body.input);
    });
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'm', dimensions: 3, backoffMs: 5 });
    const [v] = await embedder.embed(['hello']);
    expect(calls).toBe(3);
    expect(v!.length).toBe(3);
  });

  it('fails at once on a 400 with the server text, and after the last retry on 5xx', async () => {
    const bad = await stubServer((_req, res) => void res.writeHead(400).end('{"error":"model not found"}'));
    const embedder = await createOpenAiEmbedder({ url: bad.url, model: 'nope', dimensions: 3, backoffMs: 1 });
    await expect(embedder.embed(['x'])).rejects.toThrow(/HTTP 400.*model not found/);
    expect(bad.received).toHaveLength(1);

    const down = await stubServer((_req, res) => void res.writeHead(500).end('boom'));
    const flaky = await createOpenAiEmbedder({ url: down.url, model: 'm', dimensions: 3, retries: 2, backoffMs: 1 });
    await expect(flaky.embed(['x'])).rejects.toThrow(/HTTP 500/);
    expect(down.received).toHaveLength(3);
  });

  it('times out a stalled server instead of hanging', async () => {
    const stub = await stubServer(() => undefined); // never answers
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'm', dimensions: 3, timeoutMs: 150, retries: 1, backoffMs: 1 });
    const started = Date.now();
    await expect(embedder.embed(['x'])).rejects.toThrow(/did not answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stub.received).toHaveLength(2);
  });

  it('rejects answers of the wrong size or dimension', async () => {
    const short = await stubServer((_req, res) => void res.writeHead(200).end(JSON.stringify({ data: [] })));
    const embedder = await createOpenAiEmbedder({ url: short.url, model: 'm', dimensions: 3 });
    await expect(embedder.embed(['x'])).rejects.toThrow(/returned 0 embeddings for 1 inputs/);

    const wide = await stubServer((req, res) => ok(res, req.body.input));
    const wrongDim = await createOpenAiEmbedder({ url: wide.url, model: 'm', dimensions: 8 });
    await expect(wrongDim.embed(['x'])).rejects.toThrow(/returned 3 dimensions, expected 8/);
  });

  it('stops when the caller aborts', async () => {
    const stub = await stubServer(() => undefined);
    const embedder = await createOpenAiEmbedder({ url: stub.url, model: 'm', dimensions: 3, timeoutMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 50);
    await expect(embedder.embed(['x'], controller.signal)).rejects.toThrow('stop');
  });
});
