import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import type { Operation } from '../../src/api/operations.js';
import { DaemonClient } from '../../src/client/client.js';
import { createServices } from '../../src/core/services.js';
import { createDaemon, type Daemon } from '../../src/daemon/server.js';
import { loadTokenFile } from '../../src/daemon/tokens.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { ContextdError } from '../../src/util/errors.js';
import { silentLogger } from '../../src/util/logger.js';
import { tempDir } from '../helpers/tmp.js';
import { failure } from '../helpers/failure.js';

/** Team mode: a real daemon with a token file; the tenant comes from the bearer token, never from the request. */
const ALICE = 'alice-token-0123456789abcdef';
const BOB = 'bob-token-0123456789abcdef01';
const tmp = tempDir('contextd-auth-');
let daemon: Daemon;
let url: string;
const clients: DaemonClient[] = [];

function tokenFile(name: string, content: string, mode = 0o600): string {
  const path = join(tmp.dir, name);
  writeFileSync(path, content);
  chmodSync(path, mode);
  return path;
}

function client(token: string | undefined, tenantHeader = 'anyone'): DaemonClient {
  const c = new DaemonClient({ url, tenant: tenantHeader, project: 'team-app', ...(token ? { token } : {}) });
  clients.push(c);
  return c;
}


async function finished(c: DaemonClient, op: Operation): Promise<Operation> {
  let current = op;
  while (current.status === 'queued' || current.status === 'running') current = await c.waitOperation(current.id, current.version, 5_000);
  return current;
}

beforeAll(async () => {
  const store = await createSqliteStore(join(tmp.dir, 'data', 'contextd.db'));
  const services = createServices({ store, embedder: createHashEmbedder() });
  const tokens = loadTokenFile(tokenFile('tokens.json', JSON.stringify({ [ALICE]: 'alice', [BOB]: 'bob' })));
  daemon = createDaemon({ config: { tenant: 'local', host: '127.0.0.1', port: 0 }, services, logger: silentLogger, version: '0.0.0-test', tokens });
  url = `http://127.0.0.1:${(await daemon.listen()).port}`;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await daemon.close();
  tmp.cleanup();
});

describe('team mode: bearer tokens map to tenants', () => {
  it('answers health without a token, and nothing else', async () => {
    expect(await client(undefined).call(api.health, {})).toMatchObject({ ok: true });
    const missing = await failure(client(undefined).call(api.checkpointList, {}));
    expect(missing.code).toBe('unauthorized');
    expect(missing.message).toContain('Authorization: Bearer');
    const wrong = await failure(client('not-a-known-token-at-all').call(api.checkpointList, {}));
    expect(wrong.code).toBe('unauthorized');
    expect(wrong.message).toBe('unknown token');
    const raw = await fetch(`${url}/v1/checkpoints`, { headers: { authorization: `Basic ${ALICE}` } });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('takes the tenant from the token: a tenant header cannot reach another tenant', async () => {
    const alice = client(ALICE, 'bob'); // claims to be bob in the header
    const saved = await finished(alice, await alice.call(api.checkpointSave, { summary: 'alice plans the billing migration' }));
    expect(saved.status).toBe('succeeded');
    const id = (saved.result as { id: string }).id;

    const bob = client(BOB, 'alice');
    expect((await bob.call(api.checkpointList, {})).checkpoints).toEqual([]);
    expect((await bob.call(api.checkpointSearch, { query: 'billing migration' })).results).toEqual([]);
    expect((await failure(bob.call(api.checkpointResume, { id }))).code).toBe('not_found');
    expect((await failure(bob.call(api.operationGet, { operation_id: saved.id }))).code).toBe('not_found');

    const again = client(ALICE, 'someone-else');
    expect((await again.call(api.checkpointList, {})).checkpoints.map((c) => c.id)).toEqual([id]);
  });
});

describe('token files', () => {
  it('refuses bad files naming the file and the entry, never the token', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['not-json.json', '{', /is not JSON/],
      ['array.json', '["a"]', /expected an object/],
      ['empty.json', '{}', /has no tokens/],
      ['short.json', JSON.stringify({ short: 'carol' }), /entry 1 \(tenant "carol"\): a token must be at least 16 characters/],
      ['tenant.json', JSON.stringify({ [ALICE]: '' }), /entry 1: the tenant must be a string of 1 to 128 characters/],
    ];
    for (const [name, content, message] of cases) {
      const path = tokenFile(name, content);
      const error = (() => {
        try {
          loadTokenFile(path);
          return null;
        } catch (e) {
          return e as ContextdError;
        }
      })();
      expect(error?.code, name).toBe('invalid_params');
      expect(error?.message, name).toContain(path);
      expect(error?.message, name).toMatch(message);
      expect(error?.message, name).not.toContain(ALICE);
    }
    expect(() => loadTokenFile(join(tmp.dir, 'absent.json'))).toThrow(/cannot be read \(ENOENT\)/);
  });

  it.skipIf(process.platform === 'win32')('refuses a token file other users can read', () => {
    const path = tokenFile('open.json', JSON.stringify({ [ALICE]: 'alice' }), 0o644);
    expect(() => loadTokenFile(path)).toThrow(/readable by other users; make it private \(chmod 600\)/);
  });

  it('contextd serve refuses another host without a token file, and a bad token file, before opening anything', () => {
    const bin = join(process.cwd(), 'bin', 'contextd.js');
    const env = { PATH: process.env.PATH ?? '', HOME: tmp.dir, CONTEXTD_HOME: join(tmp.dir, 'serve-home') };
    const open = spawnSync(process.execPath, [bin, 'serve', '--host', '0.0.0.0', '--port', '0'], { env, encoding: 'utf8', timeout: 20_000 });
    expect(open.status).toBe(1);
    expect(open.stderr).toMatch(/forbidden: binding 0\.0\.0\.0 requires --token-file/);
    const bad = tokenFile('serve-bad.json', '{}');
    const refused = spawnSync(process.execPath, [bin, 'serve', '--host', '0.0.0.0', '--port', '0', '--token-file', bad], { env, encoding: 'utf8', timeout: 20_000 });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`invalid_params: token file ${bad}: has no tokens`);
  });
});
