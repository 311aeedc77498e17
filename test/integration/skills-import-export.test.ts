import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/routes.js';
import { SKILL_API_LIMITS } from '../../src/api/skills.js';
import type { DaemonClient } from '../../src/client/client.js';
import { SKILL_LIMITS } from '../../src/core/skills/validate.js';
import { readSkillDir, type SkillFile } from '../../src/cli/skills/skilldir.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';

/** SKILL.md import and export through the daemon's HTTP API. */
const FIXTURES = fileURLToPath(new URL('../fixtures/skills', import.meta.url));

let daemon: TestDaemon;
let fixtures: SkillFile[];

beforeAll(async () => {
  daemon = await startTestDaemon({ tenant: 'skill-files' });
  fixtures = await readSkillDir(FIXTURES);
});

afterAll(async () => {
  await daemon?.close();
});

/** The fixture whose folder is named after the skill (`ops/db-migrate/SKILL.md` → db-migrate). */
function fixtureFor(exportPath: string): SkillFile {
  const name = exportPath.replace(/\/SKILL\.md$/, '');
  const found = fixtures.find((f) => f.path === `${name}/SKILL.md` || f.path.endsWith(`/${name}/SKILL.md`));
  if (!found) throw new Error(`no fixture for ${exportPath}`);
  return found;
}

function fresh(tenant: string): DaemonClient {
  return daemon.client('proj-files', tenant);
}

describe('SKILL.md import and export on the daemon API', () => {
  it('keeps the API limits equal to the core validation limits', () => {
    for (const key of Object.keys(SKILL_LIMITS) as (keyof typeof SKILL_LIMITS)[]) expect(SKILL_API_LIMITS[key]).toBe(SKILL_LIMITS[key]);
  });

  it('imports the fixtures and exports every file byte for byte', async () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    const client = fresh('round-trip');
    const imported = await client.call(api.skillImport, { files: fixtures });
    expect(imported).toMatchObject({ created: fixtures.length, updated: 0, unchanged: 0, redactions: 0 });

    const exported = await client.call(api.skillExport, {});
    expect(exported.files).toHaveLength(fixtures.length);
    for (const file of exported.files) expect(file.content, file.path).toBe(fixtureFor(file.path).content);
  });

  it('export → import → export is byte-identical, and re-importing adds no version', async () => {
    const source = fresh('round-trip');
    const first = await source.call(api.skillExport, {});

    const again = await source.call(api.skillImport, { files: first.files });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: first.files.length });
    expect(again.skills.every((s) => s.version === 1)).toBe(true);

    const target = fresh('round-trip-target');
    await target.call(api.skillImport, { files: first.files });
    const second = await target.call(api.skillExport, {});
    expect(second.files).toEqual(first.files);
  });

  it('reads arguments, tags and other front-matter keys', async () => {
    const client = fresh('round-trip');
    const release = await client.call(api.skillGet, { name: 'release' });
    expect(release.arguments).toEqual([
      { name: 'version', description: 'Semver of the new release, e.g. 1.4.0', required: true },
      { name: 'target', description: 'Branch to release from', required: false },
      { name: 'notes_file', description: 'Where the draft notes go', required: false },
    ]);
    expect(release.tags).toEqual(['release', 'git', 'npm']);
    expect(release.metadata['allowed-tools']).toBe('Bash(git:*), Bash(npm:*), Read');

    const migrate = await client.call(api.skillApply, { name: 'db-migrate', arguments: { env: 'staging' } });
    expect(migrate.content).toContain('migrate --env staging --dry-run');
    expect(migrate.content).toContain('Then apply  step(s) to staging');
    expect(migrate.content).toContain('Literal braces stay literal when escaped: {{ env }} renders'); // the backslash is dropped

    const search = await client.call(api.skillSearch, { query: 'license audit of dependencies' });
    expect(search.results[0]?.name).toBe('extra-metadata');
  });

  it('updates a changed file as a new version and keeps the old one', async () => {
    const client = fresh('round-trip');
    const original = fixtures.find((f) => f.path === 'empty-body/SKILL.md') as SkillFile;
    const changed = { path: original.path, content: `${original.content}\nNow with a body.\n` };
    const out = await client.call(api.skillImport, { files: [changed] });
    expect(out.skills).toEqual([{ path: 'empty-body/SKILL.md', name: 'empty-body', version: 2, status: 'updated' }]);
    expect((await client.call(api.skillGet, { name: 'empty-body', version: 1 })).content).toBe('');
    const exported = await client.call(api.skillExport, {});
    expect(exported.files.find((f) => f.path === 'empty-body/SKILL.md')?.content).toBe(changed.content);
  });

  it('writes front matter for skills saved by tool, and reads it back to the same skill', async () => {
    const client = fresh('tool-saved');
    await client.call(api.skillSave, {
      name: 'deploy-app',
      description: 'Deploy: build, test, ship.',
      content: 'Deploy {{service}} to {{env}}.\n',
      arguments: [{ name: 'service', required: true }, { name: 'env', description: 'staging or prod' }],
      tags: ['deploy'],
    });
    const first = await client.call(api.skillExport, {});
    expect(first.files).toEqual([
      {
        path: 'deploy-app/SKILL.md',
        content:
          '---\nname: deploy-app\ndescription: "Deploy: build, test, ship."\narguments:\n  - name: service\n    required: true\n' +
          '  - name: env\n    description: staging or prod\n    required: false\ntags:\n  - deploy\n---\nDeploy {{service}} to {{env}}.\n',
      },
    ]);
    const target = fresh('tool-saved-target');
    await target.call(api.skillImport, { files: first.files });
    const skill = await target.call(api.skillGet, { name: 'deploy-app' });
    expect(skill.arguments).toEqual([
      { name: 'service', description: '', required: true },
      { name: 'env', description: 'staging or prod', required: false },
    ]);
    expect((await target.call(api.skillExport, {})).files).toEqual(first.files);
  });

  it('rejects bad files naming each file, and imports nothing', async () => {
    const client = fresh('bad-files');
    const files = [
      fixtures[0] as SkillFile,
      { path: 'no-front/SKILL.md', content: '# Just markdown\n' },
      { path: 'bad-name/SKILL.md', content: '---\nname: Bad_Name\ndescription: x\n---\nbody\n' },
      { path: 'loose/SKILL.md', content: '---\nname: loose\ndescription: x\n---\nRun {{command}}\n' },
      { path: 'long/SKILL.md', content: `---\nname: long\ndescription: ${'d'.repeat(1100)}\n---\n` },
    ];
    const attempt = client.call(api.skillImport, { files });
    await expect(attempt).rejects.toMatchObject({ code: 'invalid_params' });
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toMatch(/^4 of 5 files cannot be imported \(nothing was imported\)/);
    expect(message).toContain("no-front/SKILL.md: missing front matter: the file must start with a '---' line");
    expect(message).toContain("bad-name/SKILL.md: name 'Bad_Name' must be kebab-case");
    expect(message).toContain('loose/SKILL.md: content: placeholder {{command}} is not declared in arguments');
    expect(message).toContain('long/SKILL.md: description: 1100 characters exceeds the limit of 1024');
    expect((await client.call(api.skillList, {})).skills).toEqual([]);
  });

  it('rejects two files with the same skill name', async () => {
    const client = fresh('dupes');
    const a = { path: 'a/SKILL.md', content: '---\nname: same\ndescription: one\n---\n' };
    const b = { path: 'b/SKILL.md', content: '---\nname: same\ndescription: two\n---\n' };
    await expect(client.call(api.skillImport, { files: [a, b] })).rejects.toThrow("b/SKILL.md: name: 'same' is also the name in a/SKILL.md");
  });

  it('redacts a secret in the front matter and regenerates the YAML from redacted values', async () => {
    const client = fresh('secrets');
    const token = 'ghp_' + 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2';
    const file = { path: 'leaky/SKILL.md', content: `---\n# keep me?\nname: leaky\ndescription: Uses a token\nenv:\n  GITHUB_TOKEN: ${token}\n---\nBody with ${token}\n` };
    const out = await client.call(api.skillImport, { files: [file] });
    expect(out.redactions).toBeGreaterThanOrEqual(2);
    const exported = (await client.call(api.skillExport, {})).files[0]?.content ?? '';
    expect(exported).not.toContain(token);
    expect(exported).not.toContain('# keep me?');
    expect(exported).toContain('[REDACTED:');
  });

  it('exports one scope on request, the project skill shadowing the tenant one by default', async () => {
    const client = fresh('scopes');
    await client.call(api.skillSave, { name: 'shared', description: 'Tenant version.', content: 'tenant' });
    await client.call(api.skillSave, { name: 'shared', description: 'Project version.', content: 'project', scope: 'project' });
    const both = await client.call(api.skillExport, {});
    expect(both.files.map((f) => f.content)).toEqual(['---\nname: shared\ndescription: Project version.\n---\nproject']);
    const tenant = await client.call(api.skillExport, { scope: 'tenant' });
    expect(tenant.files.map((f) => f.content)).toEqual(['---\nname: shared\ndescription: Tenant version.\n---\ntenant']);
    const other = daemon.client('another-project', 'scopes');
    expect((await other.call(api.skillExport, {})).files.map((f) => f.content)).toEqual(tenant.files.map((f) => f.content));
  });
});
