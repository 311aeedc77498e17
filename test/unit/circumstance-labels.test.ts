/**
 * Circumstances as people paste them around an error (docs/search.md, "Circumstances in other
 * words, a sixth set"): a short label above or below it ("ubuntu on windows", "darwin", "CI
 * bot"), sentences joined by a semicolon, and "it worked before the update", whose update is
 * where it fails, not a place where it works. Before, none of these was read, and the record
 * plain BM25 put first stayed first.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circumstancesOf } from '../../src/core/search.js';
import { createServices, type Services } from '../../src/core/services.js';
import { contrastSides, isCircumstanceLabel } from '../../src/search/circumstance-sentence.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

const NO_SYSTEMD = "System has not been booted with systemd as init system (PID 1). Can't operate.\nFailed to connect to bus: Host is down";
const SPAWN = "node:events:502\n      throw er; // Unhandled 'error' event\n      ^\nError: spawn git ENOENT\n  errno: -2,\n  code: 'ENOENT',\n  syscall: 'spawn git'";

describe('circumstancesOf, as people paste them', () => {
  it('reads a short label that names where, before the error or after it', () => {
    expect(circumstancesOf(`ubuntu on windows\n${NO_SYSTEMD}`)).toBe('ubuntu on windows');
    expect(circumstancesOf(`building the container\nit works in my checkout\n${NO_SYSTEMD}`)).toBe('building the container\nit works in my checkout');
    expect(circumstancesOf(`${NO_SYSTEMD}\ndarwin\nonly the shared object is shipped`)).toBe('darwin\nonly the shared object is shipped');
    expect(circumstancesOf(`${NO_SYSTEMD}\nCI bot`)).toBe('CI bot');
  });

  it('does not read a tool\'s short lines as labels', () => {
    for (const line of ['On branch main', 'yarn install v1.22.22', 'TAP version 13', 'exit status 2', 'npm error', "Cloning into 'app'...", 'distrobox-enter --root nope', "missing 'Package' field"]) {
      expect(isCircumstanceLabel(line), line).toBe(false);
      expect(circumstancesOf(`${line}\n${NO_SYSTEMD}`), line).toBeNull();
    }
  });

  it('reads sentences joined by a semicolon, not a tool\'s terse clauses', () => {
    const said = 'inside the minimal container image; on the dev machine the version control tool is installed';
    expect(circumstancesOf(`${SPAWN}\n${said}`)).toBe(said);
    expect(circumstancesOf(`${SPAWN}\nAutomatic merge failed; fix conflicts and then commit the result.`)).toBeNull();
  });
});

describe('contrastSides, a change it worked up to', () => {
  it('keeps "it worked before the update" on the failing side', () => {
    expect(contrastSides('an old script of ours\nit worked before the macOS update')).toEqual({ failing: 'an old script of ours\nit worked before the macOS update', working: '' });
    expect(contrastSides('fine until we moved the job to docker')).toEqual({ failing: 'fine until we moved the job to docker', working: '' });
    // Where it works is still where it works.
    expect(contrastSides('fails in the hosted pipeline, works in our compose setup').working).toBe('works in our compose setup');
  });
});

describe('remediation_search with a label', () => {
  const scope: Scope = { tenant: 'dev', project: 'labels-0badc0de' };
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let services: Services;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    tmp = tempDir('contextd-labels-');
    store = await createSqliteStore(join(tmp.dir, 'store.db'));
    services = createServices({ store, embedder: createHashEmbedder() });
    const record = async (input: { title: string; problem: string; root_cause: string; solution: string }) =>
      (await services.remediations.record(scope, { ...input, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
    ids.wsl = await record({ title: 'systemctl fails: WSL runs without systemd', problem: NO_SYSTEMD, root_cause: 'WSL starts its own init unless /etc/wsl.conf turns systemd on', solution: 'Set systemd=true under [boot] in /etc/wsl.conf, then wsl --shutdown.' });
    ids.container = await record({ title: 'systemctl fails inside a Docker container', problem: NO_SYSTEMD, root_cause: 'A container runs one process and has no init system', solution: 'Start the program as the image\'s CMD instead of through systemctl.' });
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    tmp?.cleanup();
  });

  const first = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 3, content_mode: 'minimal' })).results[0]?.id;

  it('orders the records of one error by a label above it', async () => {
    expect(await first(`ubuntu on windows\n${NO_SYSTEMD}`)).toBe(ids.wsl);
    expect(await first(`docker image\n${NO_SYSTEMD}`)).toBe(ids.container);
  });
});
