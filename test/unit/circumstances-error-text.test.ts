/**
 * The circumstance words order the records of one error, never choose between errors: a record
 * of another error whose cause and fix say the person's words ("fresh Ubuntu 22.04 server") is
 * held among the records of the error pasted by BM25 when that error's words are common (`No
 * such file or directory`), and the record's own error text — the output it was recorded with
 * — is what tells it apart (src/search/error-text-fit.ts; docs/search.md, "an eighth set").
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { errorTextFit, sameErrorText } from '../../src/search/error-text-fit.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

describe('errorTextFit and sameErrorText', () => {
  const weights = new Map([['env', 2], ['python', 3], ['fil', 1], ['directori', 1]]);

  it('gives each record the share of the pasted words its own error text holds, stemmed as the index stems them', () => {
    const fit = errorTextFit(weights, new Map([
      ['python', "/usr/bin/env: 'python': No such file or directory"],
      ['libssl', 'error while loading shared libraries: libssl.so.1.1: cannot open shared object file: No such file or directory'],
      ['none', undefined],
    ]));
    expect([...fit]).toEqual([['python', 1], ['libssl', 2 / 7], ['none', null]]);
  });

  it('keeps the records within the share of the best, and those it cannot compare', () => {
    const group = [{ id: 'libssl' }, { id: 'python' }, { id: 'python2' }, { id: 'none' }];
    const fit = new Map<string, number | null>([['libssl', 2 / 7], ['python', 1], ['python2', 0.9], ['none', null]]);
    expect(sameErrorText(group, fit, 0.85).map((f) => f.id)).toEqual(['python', 'python2', 'none']);
    expect(sameErrorText(group, new Map([['python', 1]]), 0.85).map((f) => f.id)).toEqual(['libssl', 'python', 'python2', 'none']);
  });
});

describe('remediation search with a record of another error in the group', () => {
  const scope: Scope = { tenant: 'dev', project: 'ops-0badc0de' };
  const envPython = "/usr/bin/env: 'python': No such file or directory";
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let services: Services;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    tmp = tempDir('contextd-error-text-');
    store = await createSqliteStore(join(tmp.dir, 'store.db'));
    services = createServices({ store, embedder: createHashEmbedder() });
    const record = async (input: { title: string; problem: string; root_cause: string; solution: string }) =>
      (await services.remediations.record(scope, { ...input, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
    ids.debian = await record({ title: "/usr/bin/env: 'python': No such file or directory: the distribution has no python command", problem: envPython, root_cause: 'Since Debian 11 only python3 is installed; nothing provides "python"', solution: 'apt install python-is-python3, or change the shebang to python3.' });
    ids.mac = await record({ title: "/usr/bin/env: 'python': No such file or directory on a Mac after the 12.3 update", problem: envPython, root_cause: 'macOS 12.3 removed the system Python 2', solution: 'Install Python 3 with Homebrew and use python3 in the shebang.' });
    ids.libssl = await record({ title: 'libssl.so.1.1: cannot open shared object file on a fresh Ubuntu 22.04 server', problem: './agent: error while loading shared libraries: libssl.so.1.1: cannot open shared object file: No such file or directory', root_cause: 'Ubuntu 22.04 ships only OpenSSL 3, and the binary was built on a server with OpenSSL 1.1', solution: 'Rebuild the binary on Ubuntu 22.04, or use a build linked against OpenSSL 3.' });
    for (let i = 0; i < 30; i++) {
      await record({ title: `cannot open config${i}.yaml`, problem: `open config${i}.yaml: No such file or directory`, root_cause: `The service m${i} starts in another working directory`, solution: `Give m${i} an absolute path.` });
    }
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    tmp?.cleanup();
  });

  const first = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 3, content_mode: 'minimal' })).results[0]?.id;

  it('puts the record of the error pasted first, not the record of another error that says the circumstances', async () => {
    expect(await first(`fresh ubuntu 22.04 server\n${envPython}`)).toBe(ids.debian);
  });

  it('still orders the records of the error by the circumstances', async () => {
    expect(await first(`${envPython}\nsince I updated my MacBook to the new macOS`)).toBe(ids.mac);
  });
});
