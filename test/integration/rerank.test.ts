import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createReranker } from '../../src/daemon/start.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createHttpReranker, rerankUrl } from '../../src/search/reranker.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { configFromEnv, defaultConfig } from '../../src/util/config.js';
import { tempDir } from '../helpers/tmp.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface RerankRequest {
  model: string;
  query: string;
  documents: string[];
  top_n: number;
}

/**
 * A local server of the Cohere/Jina `POST /v1/rerank` contract. Its "model" scores a document
 * by the concepts it shares with the query, where a concept is known by several wordings
 * (what a cross-encoder learns): "who I am" and "identity" are one concept. Results come back
 * best first, as real servers answer, with `index` pointing into `documents`.
 */
async function rerankServer(behaviour: 'answer' | 'slow' | 'fail' = 'answer'): Promise<{ url: string; requests: RerankRequest[] }> {
  const concepts = [/who i am|identity|author/i, /fresh computer|new machine|new laptop/i, /commit/i, /\b(?:e-?)?mails?\b|postmark/i];
  const requests: RerankRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/rerank') return void res.writeHead(404).end('not found');
      const input = JSON.parse(body) as RerankRequest;
      requests.push(input);
      if (behaviour === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"model not loaded"}');
      if (typeof input.query !== 'string' || !Array.isArray(input.documents)) return void res.writeHead(400).end('query and documents are required');
      const shared = (doc: string) => concepts.filter((c) => c.test(input.query) && c.test(doc)).length;
      const results = input.documents
        .map((doc, index) => ({ index, relevance_score: shared(doc) / concepts.length }))
        .sort((a, b) => b.relevance_score - a.relevance_score)
        .slice(0, input.top_n);
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ model: input.model, results }));
      if (behaviour === 'slow') setTimeout(answer, 1_500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}

const RECORDS = [
  {
    title: 'Author identity unknown, please tell me who you are',
    problem: 'Author identity unknown\n\n*** Please tell me who you are.\n\nRun\n\n  git config --global user.email "you@example.com"\n  git config --global user.name "Your Name"\n\nfatal: no email was given and auto-detection is disabled',
    root_cause: 'user.name / user.email not configured on a new machine',
    solution: 'git config --global user.name "..." and user.email "...".',
  },
  {
    title: 'Commit fails: pre-commit hook exited with an error',
    problem: 'husky - pre-commit hook exited with code 1 (error)\nnpm ERR! lint failed',
    root_cause: 'The lint step run by the pre-commit hook fails',
    solution: 'Fix the lint errors, or commit with --no-verify only when you must.',
  },
  {
    title: 'Nothing to commit, working tree clean',
    problem: 'On branch main\nnothing to commit, working tree clean',
    root_cause: 'The changes were not saved or are ignored by .gitignore',
    solution: 'Save the file; check git check-ignore -v <file>.',
  },
  {
    title: 'Commit message editor fails to start',
    problem: 'error: cannot run vim: No such file or directory\nerror: unable to start editor \'vim\'\nPlease supply the message using either -m or -F option.',
    root_cause: 'core.editor points to an editor not installed on this computer',
    solution: 'git config --global core.editor nano, or commit with -m.',
  },
];

const QUESTION = 'committing on a fresh computer fails asking who I am';

async function servicesWith(reranker: ReturnType<typeof createHttpReranker> | null): Promise<{ services: Services; titles: Map<string, string> }> {
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  const store = await createSqliteStore(join(tmp.dir, 'db.sqlite'));
  cleanups.push(() => store.close());
  const services = createServices({ store, embedder: createHashEmbedder(), reranker });
  const titles = new Map<string, string>();
  for (const r of RECORDS) {
    const saved = await services.remediations.record(SCOPE, { ...r, tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    titles.set(saved.id, r.title);
  }
  return { services, titles };
}

const SCOPE = { tenant: 't', project: 'p' };

async function firstTitle(services: Services, titles: Map<string, string>, query: string): Promise<string | undefined> {
  const out = await services.remediations.search(SCOPE, { query, scope: 'all', limit: 5, content_mode: 'minimal' });
  return titles.get(out.results[0]?.id ?? '');
}

describe('the optional cross-encoder rerank (/rerank endpoint)', () => {
  it('puts the record a symptom told in other words describes first, where words alone do not', async () => {
    const plain = await servicesWith(null);
    expect(await firstTitle(plain.services, plain.titles, QUESTION)).not.toBe(RECORDS[0]!.title);

    const server = await rerankServer();
    const reranked = await servicesWith(createHttpReranker({ url: server.url, model: 'test-reranker' }));
    expect(await firstTitle(reranked.services, reranked.titles, QUESTION)).toBe(RECORDS[0]!.title);
    const request = server.requests.at(-1)!;
    expect(request).toMatchObject({ model: 'test-reranker', query: QUESTION });
    expect(request.documents.length).toBeGreaterThanOrEqual(2);
    expect(request.documents.length).toBeLessThanOrEqual(20);
    expect(request.top_n).toBe(request.documents.length);
  });

  it('keeps the fused order when the server is slower than the timeout or fails', async () => {
    const plain = await servicesWith(null);
    const expected = await firstTitle(plain.services, plain.titles, QUESTION);

    const slow = await rerankServer('slow');
    const late = await servicesWith(createHttpReranker({ url: slow.url, model: 'm', timeoutMs: 200 }));
    const started = performance.now();
    expect(await firstTitle(late.services, late.titles, QUESTION)).toBe(expected);
    expect(performance.now() - started).toBeLessThan(1_200);
    expect(slow.requests).toHaveLength(1);

    const failing = await rerankServer('fail');
    const broken = await servicesWith(createHttpReranker({ url: failing.url, model: 'm' }));
    expect(await firstTitle(broken.services, broken.titles, QUESTION)).toBe(expected);
    expect(failing.requests).toHaveLength(1);
  });

  it('never moves plain BM25\'s clear winner: the same error pasted again stays first', async () => {
    const server = await rerankServer();
    const { services, titles } = await servicesWith(createHttpReranker({ url: server.url, model: 'm' }));
    // The exact editor error, with a sentence the "model" matches to the identity record better; the pasted error decides.
    const pasted = "error: cannot run vim: No such file or directory\nerror: unable to start editor 'vim'\nPlease supply the message using either -m or -F option.\nI was committing on a fresh computer and it asks who I am";
    const before = server.requests.length;
    expect(await firstTitle(services, titles, pasted)).toBe(RECORDS[3]!.title);
    // The server was asked (about the rest), and would have put the identity record first.
    expect(server.requests.length).toBe(before + 1);
  });

  it('reranks memories too: the memory a question in other words is about comes first', async () => {
    const memories = [
      'Transactional invoices are stored in the billing S3 bucket for seven years.',
      'Emails are sent through Postmark.',
      'We deploy the API with fly.io from the main branch.',
    ];
    const question = 'which service sends transactional mail';
    const first = async (reranker: ReturnType<typeof createHttpReranker> | null): Promise<string | undefined> => {
      const { services } = await servicesWith(reranker);
      const ids = new Map<string, string>();
      for (const content of memories) ids.set((await services.memories.record(SCOPE, { content, kind: 'fact', tags: [], scope: 'project' })).id, content);
      const out = await services.memories.search(SCOPE, { query: question, scope: 'all', include_superseded: false, limit: 3 });
      return ids.get(out.results[0]?.id ?? '');
    };
    expect(await first(null)).not.toBe(memories[1]);
    const server = await rerankServer();
    expect(await first(createHttpReranker({ url: server.url, model: 'm' }))).toBe(memories[1]);
  });

  it('is off unless CONTEXTD_RERANK_URL is set, and names the missing model', () => {
    expect(createReranker(defaultConfig())).toBeNull();
    const env = configFromEnv({ CONTEXTD_RERANK_URL: 'http://127.0.0.1:1/v1', CONTEXTD_RERANK_TIMEOUT: '1500ms' });
    expect(env).toMatchObject({ rerankUrl: 'http://127.0.0.1:1/v1', rerankTimeoutMs: 1500 });
    expect(() => createReranker({ ...defaultConfig(), ...env })).toThrow(/CONTEXTD_RERANK_MODEL/);
    expect(createReranker({ ...defaultConfig(), ...env, rerankModel: 'bge-reranker-v2-m3' })?.id).toBe('rerank:bge-reranker-v2-m3');
    expect(rerankUrl('http://h:1')).toBe('http://h:1/v1/rerank');
    expect(rerankUrl('http://h:1/v1/')).toBe('http://h:1/v1/rerank');
    expect(rerankUrl('https://api.jina.ai/v1/rerank')).toBe('https://api.jina.ai/v1/rerank');
  });
});
