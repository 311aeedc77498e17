import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSkillDir, type SkillFile } from '../../src/cli/skills/skilldir.js';
import { e2eHome, isAlive, readDaemonJson, runCli, waitFor, type E2eHome } from '../helpers/e2e.js';
import { FOLDER_FILES } from '../helpers/skill-folder.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * `contextd skills import|export` through the built binary: the first command
 * auto-starts a daemon in a temp CONTEXTD_HOME on a free port.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/skills', import.meta.url));

let h: E2eHome;
let out: { dir: string; cleanup(): void };


const cli = (...args: string[]) => runCli(h, ...args);

function byName(files: SkillFile[]): Map<string, string> {
  return new Map(files.map((f) => [f.path.split('/').slice(-2, -1)[0] as string, f.content]));
}

beforeAll(async () => {
  h = await e2eHome('warn');
  out = tempDir('contextd-skills-out-');
});

afterAll(async () => {
  // Stop the daemon the CLI started: its pid is in $CONTEXTD_HOME/run/daemon.json.
  const daemon = h ? readDaemonJson(h.home) : null;
  if (daemon && isAlive(daemon.pid)) {
    process.kill(daemon.pid, 'SIGTERM');
    await waitFor(() => !isAlive(daemon.pid), 5_000, 'the daemon to exit');
  }
  await h?.cleanup();
  out?.cleanup();
});

describe('contextd skills import / export', () => {
  it('imports the fixture folder (auto-starting the daemon) with --json', async () => {
    const result = await cli('--json', 'skills', 'import', FIXTURES);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as { created: number; skills: { path: string; status: string }[] };
    const fixtures = await readSkillDir(FIXTURES);
    expect(json.created).toBe(fixtures.length);
    expect(json.skills.map((s) => s.path)).toEqual(fixtures.map((f) => f.path));
    expect(readDaemonJson(h.home)?.port).toBe(h.port);
  });

  it('export → import → export is byte-identical, and matches the fixtures', async () => {
    const first = join(out.dir, 'first');
    const second = join(out.dir, 'second');
    const exported = await cli('skills', 'export', first);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/Exported 12 skills to .*first\.\n$/);

    const reimport = await cli('skills', 'import', first);
    expect(reimport.code).toBe(0);
    expect(reimport.stdout).toMatch(/^unchanged +code-fences +v1 +code-fences\/SKILL\.md$/m);
    expect(reimport.stdout).toMatch(/0 created, 0 updated, 12 unchanged\.\n$/);

    expect((await cli('skills', 'export', second)).code).toBe(0);
    const firstFiles = await readSkillDir(first);
    const secondFiles = await readSkillDir(second);
    expect(secondFiles).toEqual(firstFiles);
    expect(firstFiles.map((f) => f.path)).toContain('db-migrate/SKILL.md');

    const originals = byName(await readSkillDir(FIXTURES));
    for (const [name, content] of byName(firstFiles)) expect(content, name).toBe(originals.get(name));
  });

  it("imports a skill's other files (text and binary) and exports them back byte for byte; a link out of the folder is reported, not followed", async () => {
    const folder = join(out.dir, 'with-scripts');
    mkdirSync(join(folder, 'ship-script', 'scripts'), { recursive: true });
    mkdirSync(join(folder, 'ship-script', 'assets'), { recursive: true });
    writeFileSync(join(folder, 'ship-script', 'SKILL.md'), '---\nname: ship-script\ndescription: Cut a release with the bundled script.\n---\nRun scripts/x.py.\n');
    for (const file of FOLDER_FILES) writeFileSync(join(folder, 'ship-script', file.path), file.content);
    writeFileSync(join(folder, 'notes.txt'), 'outside every skill folder\n');
    writeFileSync(join(out.dir, 'private.txt'), 'not part of any skill\n');
    symlinkSync(join(out.dir, 'private.txt'), join(folder, 'ship-script', 'private.txt'));

    const result = await cli('skills', 'import', folder);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('not imported: ship-script/private.txt: a symbolic link whose target is missing or outside the skills folder\n');
    expect(result.stdout).toContain('ship-script v1  ship-script/SKILL.md (+2 files)');
    const json = JSON.parse((await cli('--json', 'skills', 'import', folder)).stdout) as { unchanged: number; notImported: { path: string }[] };
    expect(json.unchanged).toBe(1);
    expect(json.notImported.map((f) => f.path)).toEqual(['ship-script/private.txt']);

    const back = join(out.dir, 'with-scripts-back');
    const exported = await cli('skills', 'export', back);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('ship-script/assets/logo.bin\nship-script/scripts/x.py\n');
    for (const file of FOLDER_FILES) expect(readFileSync(join(back, 'ship-script', file.path)).equals(file.content), file.path).toBe(true);
    expect(readFileSync(join(back, 'ship-script', 'SKILL.md'))).toEqual(readFileSync(join(folder, 'ship-script', 'SKILL.md')));
  });

  it('reports files an export leaves in a skill folder that the skill does not have, and deletes them with --prune', async () => {
    const target = join(out.dir, 'stale-target');
    expect((await cli('skills', 'export', target)).code).toBe(0);
    mkdirSync(join(target, 'ship-script', 'scripts', 'old'), { recursive: true });
    writeFileSync(join(target, 'ship-script', 'scripts', 'old', 'gone.py'), 'print("removed since")\n');
    writeFileSync(join(target, 'ship-script', 'draft.md'), 'a note\n');
    writeFileSync(join(target, 'not-a-skill.txt'), 'outside every exported skill folder\n');

    const kept = await cli('skills', 'export', target);
    expect(kept.code).toBe(0);
    expect(kept.stderr).toBe(
      '2 files in the exported skill folders are not part of the skill and would be imported with it next time (--prune deletes them): ship-script/draft.md, ship-script/scripts/old/gone.py\n',
    );
    expect(existsSync(join(target, 'ship-script', 'draft.md'))).toBe(true);

    const pruned = JSON.parse((await cli('--json', 'skills', 'export', target, '--prune')).stdout) as { stale: string[]; pruned: boolean };
    expect(pruned).toMatchObject({ stale: ['ship-script/draft.md', 'ship-script/scripts/old/gone.py'], pruned: true });
    expect(existsSync(join(target, 'ship-script', 'draft.md'))).toBe(false);
    expect(existsSync(join(target, 'ship-script', 'scripts', 'old', 'gone.py'))).toBe(false);
    expect(existsSync(join(target, 'ship-script', 'scripts', 'x.py'))).toBe(true);
    expect(existsSync(join(target, 'not-a-skill.txt'))).toBe(true);
    const again = await cli('skills', 'export', target);
    expect(again.stderr).toBe('');
  });

  it('reports a bad file by name, with exit code 2', async () => {
    const bad = join(out.dir, 'bad');
    mkdirSync(join(bad, 'broken'), { recursive: true });
    writeFileSync(join(bad, 'broken', 'SKILL.md'), '---\nname: broken\n---\nno description\n');
    const result = await cli('skills', 'import', bad);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`contextd: invalid_params: ${bad}: 1 of 1 files cannot be imported (nothing was imported): broken/SKILL.md: front matter is missing required field 'description'\n`);

    const missing = await cli('--json', 'skills', 'import', join(out.dir, 'nowhere'));
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout)).toEqual({ error: { code: 'invalid_params', message: `cannot read ${join(out.dir, 'nowhere')}: no such folder` } });
  });

  it('writes files a person can edit and import again as a new version', async () => {
    const first = join(out.dir, 'first');
    const path = join(first, 'release', 'SKILL.md');
    writeFileSync(path, readFileSync(path, 'utf8').replace('Cut a release', 'Cut and announce a release'));
    const result = await cli('--json', 'skills', 'import', first);
    const json = JSON.parse(result.stdout) as { updated: number; unchanged: number; skills: { name: string; version: number; status: string }[] };
    expect(json).toMatchObject({ updated: 1, unchanged: 11 });
    expect(json.skills.find((s) => s.name === 'release')).toMatchObject({ version: 2, status: 'updated' });
  });
});
