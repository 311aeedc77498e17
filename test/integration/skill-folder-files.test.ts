import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { SKILL_API_LIMITS } from '../../src/api/skills.js';
import type { DaemonClient } from '../../src/client/client.js';
import { ContextdError } from '../../src/util/errors.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { BINARY_ASSET, FOLDER_FILES, TEXT_SCRIPT, skillMd, wireFiles } from '../helpers/skill-folder.js';

/** The other files of a skill's folder through the daemon's HTTP API: import, versions, skill_get, export, limits. */
let daemon: TestDaemon;

beforeAll(async () => {
  daemon = await startTestDaemon({ tenant: 'folders' });
});

afterAll(async () => {
  await daemon?.close();
});

function client(tenant: string): DaemonClient {
  return daemon.client('proj-folders', tenant);
}

async function refused(promise: Promise<unknown>): Promise<ContextdError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContextdError);
  return error as ContextdError;
}

const decoded = (files: { path: string; content_base64: string }[] | undefined) => (files ?? []).map((f) => ({ path: f.path, content: Buffer.from(f.content_base64, 'base64') }));

describe('skill folder files', () => {
  it('imports text and binary files with the skill and exports them byte for byte', async () => {
    const c = client('round-trip');
    const out = await c.call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files: wireFiles() }] });
    expect(out).toMatchObject({ created: 1, redactions: 0 });

    const skill = await c.call(api.skillGet, { name: 'ship' });
    expect(skill.files?.map((f) => [f.path, f.size])).toEqual([
      ['assets/logo.bin', BINARY_ASSET.length],
      ['scripts/x.py', TEXT_SCRIPT.length],
    ]);
    expect(skill.file).toBeUndefined();
    const text = await c.call(api.skillGet, { name: 'ship', file: 'scripts/x.py' });
    expect(text.file).toMatchObject({ path: 'scripts/x.py', encoding: 'utf8', content: TEXT_SCRIPT.toString('utf8') });
    const binary = await c.call(api.skillGet, { name: 'ship', file: 'assets/logo.bin' });
    expect(binary.file?.encoding).toBe('base64');
    expect(Buffer.from(binary.file?.content ?? '', 'base64').equals(BINARY_ASSET)).toBe(true);

    const exported = await c.call(api.skillExport, {});
    expect(exported.files.map((f) => f.path)).toEqual(['ship/SKILL.md']);
    const files = decoded(exported.files[0]?.files);
    expect(files.map((f) => f.path)).toEqual(FOLDER_FILES.map((f) => f.path));
    files.forEach((f, i) => expect(f.content.equals(FOLDER_FILES[i]?.content as Buffer), f.path).toBe(true));

    // Importing the export again changes nothing.
    expect(await c.call(api.skillImport, { files: exported.files })).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it('gives each version its own files: a new folder makes a version, skill_save carries them forward', async () => {
    const c = client('versions');
    await c.call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files: wireFiles() }] });
    const changed = [{ path: 'scripts/x.py', content: Buffer.from('print("v2")\n') }];
    const second = await c.call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files: wireFiles(changed) }] });
    expect(second.skills[0]).toMatchObject({ status: 'updated', version: 2 });

    expect((await c.call(api.skillGet, { name: 'ship', version: 1 })).files?.map((f) => f.path)).toEqual(['assets/logo.bin', 'scripts/x.py']);
    expect((await c.call(api.skillGet, { name: 'ship', version: 1, file: 'scripts/x.py' })).file?.content).toBe(TEXT_SCRIPT.toString('utf8'));
    expect((await c.call(api.skillGet, { name: 'ship', file: 'scripts/x.py' })).file?.content).toBe('print("v2")\n');
    const gone = await refused(c.call(api.skillGet, { name: 'ship', file: 'assets/logo.bin' }));
    expect(gone.code).toBe('not_found');
    expect(gone.message).toBe("file: skill 'ship' version 2 has no file 'assets/logo.bin'; its files are: scripts/x.py");

    const saved = await c.call(api.skillSave, { name: 'ship', description: 'Cut a release.', content: 'Run scripts/x.py twice.' });
    expect(saved.version).toBe(3);
    expect((await c.call(api.skillGet, { name: 'ship' })).files?.map((f) => f.path)).toEqual(['scripts/x.py']);

    // A folder emptied of its files is a new version without them.
    const emptied = await c.call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship') }] });
    expect(emptied.skills[0]).toMatchObject({ status: 'updated', version: 4 });
    expect((await c.call(api.skillGet, { name: 'ship' })).files).toEqual([]);
    expect((await c.call(api.skillGet, { name: 'ship', version: 3 })).files).toHaveLength(1);
  });

  it('refuses unsafe paths, naming each, and imports nothing', async () => {
    const c = client('paths');
    const bad = ['../evil.sh', '/etc/passwd', 'a/../../b', 'scripts\\x.py', 'C:/x', 'SKILL.md', 'a//b', './x'];
    const files = [...bad, 'ok.txt', 'ok.txt'].map((path) => ({ path, content_base64: Buffer.from('x').toString('base64') }));
    const error = await refused(c.call(api.skillImport, { files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files }] }));
    expect(error.code).toBe('invalid_params');
    expect(error.message).toContain('1 of 1 files cannot be imported (nothing was imported)');
    for (const [i, reason] of [
      "'../evil.sh' must not contain '..'",
      "'/etc/passwd' must be relative",
      "'a/../../b' must not contain '..'",
      "'scripts\\x.py' must use '/' separators",
      "'C:/x' must be relative",
      "'SKILL.md' is the skill itself",
      "'a//b' has an empty or \".\" segment",
      "'./x' has an empty or \".\" segment",
    ].entries()) {
      expect(error.message).toContain(`ship/SKILL.md: files[${i}].path: ${reason}`);
    }
    expect(error.message).toContain("ship/SKILL.md: files[9].path: 'ok.txt' appears twice");
    expect((await c.call(api.skillList, {})).skills).toEqual([]);
  });

  it('refuses too many files, a file too large and a folder too large, naming the field and the limit', async () => {
    const c = client('limits');
    const many = Array.from({ length: SKILL_API_LIMITS.folderFiles + 1 }, (_, i) => ({ path: `f${i}.txt`, content_base64: 'eA==' }));
    const count = await refused(c.call(api.skillImport, { files: [{ path: 'a/SKILL.md', content: skillMd('a'), files: many }] }));
    expect(count.message).toContain(`files must have at most ${SKILL_API_LIMITS.folderFiles} entries per skill`);

    const big = Buffer.alloc(SKILL_API_LIMITS.folderFileBytes + 1, 7);
    const one = await refused(c.call(api.skillImport, { files: [{ path: 'a/SKILL.md', content: skillMd('a'), files: wireFiles([{ path: 'big.bin', content: big }]) }] }));
    expect(one.message).toContain(`a/SKILL.md: files: big.bin is ${big.length} bytes, over the limit of ${SKILL_API_LIMITS.folderFileBytes} bytes (1 MiB) per file`);

    const mib = Buffer.alloc(SKILL_API_LIMITS.folderFileBytes, 1);
    const nine = Array.from({ length: 9 }, (_, i) => ({ path: `part${i}.bin`, content: mib }));
    const total = await refused(c.call(api.skillImport, { files: [{ path: 'a/SKILL.md', content: skillMd('a'), files: wireFiles(nine) }] }));
    expect(total.message).toContain(`a/SKILL.md: files: ${9 * mib.length} bytes in all exceeds the limit of ${SKILL_API_LIMITS.folderBytes} bytes (8 MiB) per skill`);

    const notBase64 = await refused(c.call(api.skillImport, { files: [{ path: 'a/SKILL.md', content: skillMd('a'), files: [{ path: 'x', content_base64: 'not base64!' }] }] }));
    expect(notBase64.message).toContain('content_base64 must be standard base64');
    expect((await c.call(api.skillList, {})).skills).toEqual([]);
  }, 30_000);

  it('redacts a secret in a text file (counted) and leaves binary files exactly as they are', async () => {
    const c = client('secrets');
    const key = 'AKIAIOSFODNN7EXAMPLE'.replace('EXAMPLE', 'QWERTYZ');
    const env = Buffer.from(`AWS_ACCESS_KEY_ID=${key}\n`);
    const binaryWithKey = Buffer.concat([Buffer.from([0, 0xff]), Buffer.from(key)]);
    const out = await c.call(api.skillImport, {
      files: [{ path: 'ship/SKILL.md', content: skillMd('ship'), files: wireFiles([{ path: 'deploy.env', content: env }, { path: 'blob.bin', content: binaryWithKey }]) }],
    });
    expect(out.redactions).toBe(1);
    const text = await c.call(api.skillGet, { name: 'ship', file: 'deploy.env' });
    expect(text.file?.content).not.toContain(key);
    expect(text.file?.content).toContain('[REDACTED:');
    const blob = await c.call(api.skillGet, { name: 'ship', file: 'blob.bin' });
    expect(Buffer.from(blob.file?.content ?? '', 'base64').equals(binaryWithKey)).toBe(true);
  });
});
