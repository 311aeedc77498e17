import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../src/api/operations.js';
import { api } from '../../src/api/routes.js';
import { TRANSFER_FILES } from '../../src/api/transfer.js';
import { DaemonClient } from '../../src/client/client.js';
import { ContextdError } from '../../src/util/errors.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * Files on the daemon's machine are the daemon's business (issue: "team mode
 * lets any token holder read and write files on the daemon's machine"): every
 * attack of that report, against real daemons, refused.
 */
const TOKEN_A = 'token-of-alice-0123456789';
const TOKEN_B = 'token-of-bob-0123456789ab';
const tmp = tempDir('contextd-paths-');
const outside = join(tmp.dir, 'outside');
const allowed = join(tmp.dir, 'allowed');
let team: TestDaemon;
let local: TestDaemon;
let tokenFile: string;

async function refusal(call: Promise<unknown>): Promise<ContextdError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContextdError);
  return error as ContextdError;
}

async function finish(c: DaemonClient, start: Promise<Operation>): Promise<Operation> {
  let op = await start;
  while (op.status === 'queued' || op.status === 'running') op = await c.waitOperation(op.id, op.version, 10_000);
  return op;
}

const member = (d: TestDaemon, token: string, project = 'proj-a') => new DaemonClient({ url: d.url, tenant: 'ignored', project, token });

beforeAll(async () => {
  mkdirSync(join(outside, 'repo'), { recursive: true });
  mkdirSync(join(allowed, 'repo'), { recursive: true });
  writeFileSync(join(allowed, 'repo', 'notes.md'), '# notes\nthe allowed repository\n');
  symlinkSync('/etc', join(allowed, 'etc-link'));
  const home = tempDir('contextd-team-home-');
  tokenFile = join(tmp.dir, 'tokens.json');
  writeFileSync(tokenFile, JSON.stringify({ [TOKEN_A]: 'alice', [TOKEN_B]: 'bob' }), { mode: 0o600 });
  team = await startTestDaemon({ home: home.dir, tokenFile, allowRoots: [allowed] });
  local = await startTestDaemon();
});

afterAll(async () => {
  await team?.close();
  await local?.close();
  tmp.cleanup();
});

describe('a team daemon names no file on its machine', () => {
  it('refuses an export onto the store and onto the token file, and both stay intact', async () => {
    const alice = member(team, TOKEN_A);
    const store = join(team.home, 'data', 'contextd.db');
    const before = readFileSync(store).subarray(0, 16).toString('latin1');
    for (const path of [store, tokenFile, join(outside, 'out.jsonl')]) {
      const error = await refusal(alice.call(api.exportRun, { path }));
      expect(error.code).toBe('forbidden');
      expect(error.message).toMatch(/no file on its machine for remote callers/);
    }
    expect(readFileSync(store).subarray(0, 16).toString('latin1')).toBe(before);
    expect(JSON.parse(readFileSync(tokenFile, 'utf8'))).toEqual({ [TOKEN_A]: 'alice', [TOKEN_B]: 'bob' });
    await alice.close();
  });

  it('refuses an import of /etc/passwd without echoing a byte of it', async () => {
    const alice = member(team, TOKEN_A);
    const error = await refusal(alice.call(api.importRun, { path: '/etc/passwd' }));
    expect(error.code).toBe('forbidden');
    expect(error.message).not.toMatch(/root:|nologin|:x:/);
    await alice.close();
  });

  it("keeps one tenant's export from another: no path to name, and its download is not_found", async () => {
    const alice = member(team, TOKEN_A);
    const bob = member(team, TOKEN_B);
    await finish(alice, alice.call(api.checkpointSave, { summary: 'alice private plan for the launch' }));
    const op = await finish(alice, alice.call(api.exportRun, {}));
    expect(op.status).toBe('succeeded');
    expect(op.result).toMatchObject({ path: null, checkpoints: 1 });
    const url = TRANSFER_FILES.download.replace(':operation_id', op.id);
    const stolen = join(tmp.dir, 'stolen.jsonl');
    expect((await refusal(bob.download(url, stolen))).code).toBe('not_found');
    const spooled = join(team.home, 'run', 'spool', `export-${op.id}.jsonl`);
    expect((await refusal(bob.call(api.importRun, { path: spooled }))).code).toBe('forbidden');
    // The owner gets it, as a private file; the daemon's copy is gone once sent.
    const mine = join(tmp.dir, 'mine.jsonl');
    await alice.download(url, mine);
    expect(readFileSync(mine, 'utf8')).toContain('alice private plan for the launch');
    expect(statSync(mine).mode & 0o777).toBe(0o600);
    expect((await refusal(alice.download(url, mine))).code).toBe('not_found');
    // Bob may import a file he holds (it is his to give): the upload lands in his tenant only.
    const imported = await finish(bob, bob.upload(TRANSFER_FILES.upload, { format: 'auto' }, mine, TRANSFER_FILES.contentType));
    expect(imported.result).toMatchObject({ checkpoints: { created: 1, unchanged: 0 } });
    expect(imported.tenant).toBe('bob');
    await Promise.all([alice.close(), bob.close()]);
  });

  it('confines repository roots to --allow-root, on the real path: /etc and a symlink to /etc are refused', async () => {
    const alice = member(team, TOKEN_A);
    for (const path of ['/etc', join(allowed, 'etc-link'), join(outside, 'repo')]) {
      const error = await refusal(alice.call(api.repositoryIndex, { path }));
      expect(error.code).toBe('forbidden');
      expect(error.message).toMatch(/outside the repository roots this daemon allows/);
    }
    const op = await finish(alice, alice.call(api.repositoryIndex, { path: join(allowed, 'repo') }));
    expect(op.status).toBe('succeeded');
    const found = await alice.call(api.repositorySearch, { query: 'root', path: join(allowed, 'repo') });
    expect(found.results.map((r) => r.file)).not.toContain('passwd');
    await alice.close();
  });
});

describe('a single-user loopback daemon keeps paths, never onto its own data', () => {
  it('refuses an export onto the store, anything under CONTEXTD_HOME, or through a symlink to it', async () => {
    const client = local.client();
    symlinkSync(join(local.home, 'data'), join(tmp.dir, 'data-link'));
    for (const path of [join(local.home, 'data', 'contextd.db'), join(local.home, 'config.json'), join(tmp.dir, 'data-link', 'contextd.db')]) {
      const error = await refusal(client.call(api.exportRun, { path }));
      expect(error.code).toBe('forbidden');
      expect(error.message).toMatch(/daemon's own data/);
    }
    const op = await finish(client, client.call(api.exportRun, { path: join(tmp.dir, 'local.jsonl') }));
    expect(op.status).toBe('succeeded');
    expect(statSync(join(tmp.dir, 'local.jsonl')).mode & 0o777).toBe(0o600);
  });

  it('reads a file the user names, but an error never echoes its content', async () => {
    const client = local.client();
    const error = await refusal(finish(client, client.call(api.importRun, { path: '/etc/passwd' })).then((op) => Promise.reject(new ContextdError('invalid_params', op.error?.message ?? ''))));
    expect(error.message).toMatch(/line 1: not JSON/);
    expect(error.message).not.toMatch(/root|nologin|:x:/);
  });

  it('treats a /mcp caller as remote: no file named, no root outside --allow-root', async () => {
    const remote = new DaemonClient({ url: local.url, tenant: 'tester', project: 'proj-test', remote: true });
    expect((await refusal(remote.call(api.exportRun, { path: join(tmp.dir, 'x.jsonl') }))).code).toBe('forbidden');
    expect((await refusal(remote.call(api.importRun, { path: '/etc/passwd' }))).code).toBe('forbidden');
    expect((await refusal(remote.call(api.repositoryIndex, { path: '/etc' }))).message).toMatch(/allows none/);
    await remote.close();
  });
});
