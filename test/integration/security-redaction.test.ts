import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../src/api/operations.js';
import { api } from '../../src/api/routes.js';
import type { DaemonClient } from '../../src/client/client.js';
import { createDaemonLogger } from '../../src/util/daemon-logger.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * Redaction covers every stored text field, not only the big texts: each field
 * below gets its own secret, then the store's files (database and WAL) and the
 * daemon's log are searched byte for byte for any of them.
 */
const secret = (n: number) => `ghp_${'Zx8Kq2LmN4pR7sT9vW1yB3dF5hJ6kA0cE2g'.slice(0, 35)}${n}`;
const FIELDS = {
  metadataValue: secret(1),
  metadataNested: secret(2),
  tag: secret(3),
  sessionId: secret(4),
  skillTag: secret(5),
  excludeGlob: secret(6),
  includeGlob: secret(7),
  notFoundId: secret(8),
  failedPath: secret(9),
};

const tmp = tempDir('contextd-redaction-');
const logs = join(tmp.dir, 'logs');
let d: TestDaemon;
let client: DaemonClient;
let closeLog: () => Promise<void>;

async function finish(start: Promise<Operation>): Promise<Operation> {
  let op = await start;
  while (op.status === 'queued' || op.status === 'running') op = await client.waitOperation(op.id, op.version, 10_000);
  return op;
}

/** Every byte the store and the log hold. */
function stored(): string {
  const data = join(d.home, 'data');
  const files = readdirSync(data).map((name) => readFileSync(join(data, name)).toString('latin1'));
  return files.join('\n');
}

function logged(): string {
  return readdirSync(logs)
    .map((name) => readFileSync(join(logs, name), 'utf8'))
    .join('\n');
}

beforeAll(async () => {
  mkdirSync(logs, { recursive: true });
  const daemonLog = createDaemonLogger({ level: 'info', dir: logs, stderr: false });
  closeLog = daemonLog.close;
  d = await startTestDaemon({ logger: daemonLog.logger });
  client = d.client();
});

afterAll(async () => {
  await d?.close();
  await closeLog?.();
  tmp.cleanup();
});

describe('redaction of every stored field', () => {
  it('checkpoint metadata values, tags and session id (and so its search facet)', async () => {
    const op = await finish(
      client.call(api.checkpointSave, {
        summary: 'deploy notes',
        session_id: `session ${FIELDS.sessionId}`,
        tags: ['deploy', FIELDS.tag],
        metadata: { token: FIELDS.metadataValue, nested: { list: [FIELDS.metadataNested] }, count: 3 },
      }),
    );
    expect(op.result).toMatchObject({ redactions: 4 });
    const [row] = (await client.call(api.checkpointList, {})).checkpoints;
    expect(row?.tags).toEqual(['deploy', '[REDACTED:github-token]']);
    expect(row?.session_id).toBe('session [REDACTED:github-token]');
    // The session filter is redacted the same way: the checkpoint is found by the id the caller knows.
    expect((await client.call(api.checkpointList, { session_id: `session ${FIELDS.sessionId}` })).checkpoints).toHaveLength(1);
  });

  it('skill version tags', async () => {
    const saved = await client.call(api.skillSave, { name: 'release', description: 'how to release', content: 'run the release script', tags: ['ops', FIELDS.skillTag] });
    expect(saved.redactions).toBe(1);
    const skill = await client.call(api.skillGet, { name: 'release' });
    expect(skill.tags).toEqual(['ops', '[REDACTED:github-token]']);
  });

  it('operation inputs and repository options: globs and paths', async () => {
    const repo = join(tmp.dir, 'repo');
    mkdirSync(repo);
    writeFileSync(join(repo, 'a.md'), '# a\n');
    const op = await finish(client.call(api.repositoryIndex, { path: repo, include: ['**/*.md', `${FIELDS.includeGlob}/**`], exclude: [`${FIELDS.excludeGlob}/**`] }));
    expect(op.status).toBe('succeeded');
    // A refused path is echoed to its caller, but the log line of the refusal is redacted.
    await expect(client.call(api.exportRun, { path: join(tmp.dir, FIELDS.failedPath, 'x.jsonl') })).rejects.toThrow(/cannot write/);
  });

  it('ids echoed by not-found errors, in the answer and in the log', async () => {
    const response = await request(`${d.url}/v1/checkpoints/${FIELDS.notFoundId}/resume`, { headers: { 'x-contextd-tenant': 'tester' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    await response.body.text();
  });

  it('leaves none of the secrets in the store files or the log', async () => {
    await closeLog();
    const everything = `${stored()}\n${logged()}`;
    for (const [field, value] of Object.entries(FIELDS)) {
      if (field === 'failedPath') continue; // refused before anything was stored; its message is checked in the log
      expect(everything.includes(value), `${field} is stored or logged raw`).toBe(false);
    }
    expect(logged()).toMatch(/request failed/);
    expect(logged()).not.toContain(FIELDS.failedPath);
  });
});
