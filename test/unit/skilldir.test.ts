import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSkillMd, renderSkillMd } from '../../src/core/skills/skillmd.js';
import { readSkillDir, readSkillFolders, writeSkillDir, type SkillFile } from '../../src/cli/skills/skilldir.js';
import { BINARY_ASSET } from '../helpers/skill-folder.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/skills/', import.meta.url));
const onPosix = process.platform !== 'win32';

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contextd-skilldir-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function put(root: string, rel: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), content);
}

/** Every file below `dir` as relative path → raw bytes, for byte-level comparison. */
async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile() && e.name === 'SKILL.md')) {
    const abs = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, abs).split(path.sep).join('/'), await readFile(abs));
  }
  return files;
}

describe('readSkillDir', () => {
  it('finds every fixture SKILL.md, sorted by posix path', async () => {
    const files = await readSkillDir(FIXTURES);
    const paths = files.map((file) => file.path);
    expect(paths.length).toBeGreaterThanOrEqual(10);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toContain('ops/db-migrate/SKILL.md');
    expect(paths.every((p) => p.endsWith('/SKILL.md') && !p.includes('\\'))).toBe(true);
  });

  it('reads content without normalising anything', async () => {
    const files = await readSkillDir(FIXTURES);
    const crlf = files.find((file) => file.path === 'crlf-endings/SKILL.md');
    expect(crlf?.content).toBe(await readFile(path.join(FIXTURES, 'crlf-endings/SKILL.md'), 'utf8'));
    expect(crlf?.content).toContain('\r\n');
  });

  it('skips node_modules, .git and other file names; includes a root SKILL.md', async () => {
    const dir = await tempDir();
    await put(dir, 'SKILL.md', 'root');
    await put(dir, 'a/SKILL.md', 'a');
    await put(dir, 'a/b/c/SKILL.md', 'deep');
    await put(dir, 'a/README.md', 'x');
    await put(dir, 'b/skill.md', 'lowercase is not a skill');
    await put(dir, 'node_modules/pkg/SKILL.md', 'x');
    await put(dir, '.git/SKILL.md', 'x');
    await put(dir, 'a/node_modules/SKILL.md', 'x');
    const files = await readSkillDir(dir);
    expect(files).toEqual([
      { path: 'SKILL.md', content: 'root' },
      { path: 'a/SKILL.md', content: 'a' },
      { path: 'a/b/c/SKILL.md', content: 'deep' },
    ]);
  });

  it('returns an empty list for a folder without skills and fails for a missing folder', async () => {
    const dir = await tempDir();
    expect(await readSkillDir(dir)).toEqual([]);
    await expect(readSkillDir(path.join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
  });

  it.runIf(onPosix)('follows symlinks inside the folder once and never outside it', async () => {
    const outside = await tempDir();
    await put(outside, 'secret/SKILL.md', 'outside');
    const dir = await tempDir();
    await put(dir, 'real/SKILL.md', 'real');
    await symlink(path.join(dir, 'real'), path.join(dir, 'z-alias')); // same dir twice → read once
    await symlink(path.join(outside, 'secret'), path.join(dir, 'escape'));
    await mkdir(path.join(dir, 'single'));
    await symlink(path.join(outside, 'secret/SKILL.md'), path.join(dir, 'single/SKILL.md'));
    await symlink(dir, path.join(dir, 'real/loop')); // cycle back to the root
    await symlink(path.join(dir, 'nowhere'), path.join(dir, 'dangling'));
    await put(dir, 'linked/README.md', '');
    await symlink(path.join(dir, 'real/SKILL.md'), path.join(dir, 'linked/SKILL.md'));

    expect(await readSkillDir(dir)).toEqual([{ path: 'real/SKILL.md', content: 'real' }]);
  });
});

describe('readSkillFolders', () => {
  it('gives each skill the files of its folder (a nested skill keeps its own) with sizes, unread', async () => {
    const dir = await tempDir();
    await put(dir, 'ship/SKILL.md', 'ship');
    await put(dir, 'ship/scripts/x.py', 'print(1)\n');
    await writeFile(path.join(dir, 'ship/logo.bin'), BINARY_ASSET);
    await put(dir, 'ship/inner/SKILL.md', 'inner');
    await put(dir, 'ship/inner/notes.md', 'n');
    await put(dir, 'ship/.git/HEAD', 'ref');
    await put(dir, 'loose.txt', 'belongs to no skill');
    const { skills, skipped } = await readSkillFolders(dir);
    expect(skills.map((s) => [s.path, s.files.map((f) => [f.path, f.size])])).toEqual([
      ['ship/SKILL.md', [['logo.bin', BINARY_ASSET.length], ['scripts/x.py', 9]]],
      ['ship/inner/SKILL.md', [['notes.md', 1]]],
    ]);
    expect(skipped).toEqual([]);
  });

  it.runIf(onPosix)("skips, and reports, links out of the skill's folder and anything under the excluded home", async () => {
    const outside = await tempDir();
    await put(outside, 'id_rsa', 'private');
    const dir = await tempDir();
    await put(dir, 'ship/SKILL.md', 'ship');
    await put(dir, 'other/SKILL.md', 'other');
    await put(dir, 'other/shared.txt', 'shared');
    await put(dir, 'ship/local.txt', 'local');
    await symlink(path.join(outside, 'id_rsa'), path.join(dir, 'ship/key'));
    await symlink(path.join(dir, 'other/shared.txt'), path.join(dir, 'ship/shared.txt'));
    await symlink(path.join(dir, 'ship/local.txt'), path.join(dir, 'ship/alias.txt'));
    await put(dir, 'ship/.contextd/data/contextd.db', 'store');
    const { skills, skipped } = await readSkillFolders(dir, { exclude: path.join(dir, 'ship/.contextd') });
    expect(skills.find((s) => s.path === 'ship/SKILL.md')?.files.map((f) => f.path)).toEqual(['alias.txt', 'local.txt']);
    expect(skipped.map((s) => s.path)).toEqual(['ship/.contextd/data/contextd.db', 'ship/key', 'ship/shared.txt']);
    expect(skipped[0]?.reason).toMatch(/^inside CONTEXTD_HOME/);
    expect(skipped[1]?.reason).toMatch(/missing or outside the skills folder/);
    expect(skipped[2]?.reason).toMatch(/outside the skill's folder/);
  });
});

describe('writeSkillDir', () => {
  it('writes bytes exactly', async () => {
    const dir = await tempDir();
    await writeSkillDir(dir, [{ path: 'a/SKILL.md', content: 'a' }, { path: 'a/assets/logo.bin', content: BINARY_ASSET }]);
    expect((await readFile(path.join(dir, 'a/assets/logo.bin'))).equals(BINARY_ASSET)).toBe(true);
  });

  it('creates folders and returns absolute paths in input order', async () => {
    const dir = path.join(await tempDir(), 'new', 'skills');
    const written = await writeSkillDir(dir, [
      { path: 'b/SKILL.md', content: 'b' },
      { path: 'a/nested/SKILL.md', content: 'a' },
    ]);
    expect(written).toEqual([path.join(dir, 'b', 'SKILL.md'), path.join(dir, 'a', 'nested', 'SKILL.md')]);
    expect(await readFile(path.join(dir, 'a/nested/SKILL.md'), 'utf8')).toBe('a');
  });

  it('overwrites existing files', async () => {
    const dir = await tempDir();
    await put(dir, 'a/SKILL.md', 'old');
    await writeSkillDir(dir, [{ path: 'a/SKILL.md', content: 'new' }]);
    expect(await readFile(path.join(dir, 'a/SKILL.md'), 'utf8')).toBe('new');
  });

  it.each([
    ['parent escape', '../SKILL.md', /must not contain '\.\.'/],
    ['nested escape', 'a/../../SKILL.md', /must not contain '\.\.'/],
    ['absolute path', '/etc/SKILL.md', /must be relative/],
    ['drive letter', 'C:/SKILL.md', /must be relative/],
    ['backslashes', 'a\\SKILL.md', /'\/' separators/],
    ['empty path', '', /path is empty/],
    ['empty segment', 'a//SKILL.md', /empty or "\." segment/],
    ['dot segment', './SKILL.md', /empty or "\." segment/],
  ])('refuses %s and writes nothing', async (_label, bad, message) => {
    const dir = await tempDir();
    const files: SkillFile[] = [
      { path: 'good/SKILL.md', content: 'x' },
      { path: bad, content: 'x' },
    ];
    await expect(writeSkillDir(dir, files)).rejects.toThrow(message);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses duplicate paths', async () => {
    const dir = await tempDir();
    const files = [
      { path: 'a/SKILL.md', content: '1' },
      { path: 'a/SKILL.md', content: '2' },
    ];
    await expect(writeSkillDir(dir, files)).rejects.toThrow(/duplicate path/);
  });

  it.runIf(onPosix)('refuses to write through symlinks that lead outside', async () => {
    const outside = await tempDir();
    const dir = await tempDir();
    await symlink(outside, path.join(dir, 'link'));
    await expect(writeSkillDir(dir, [{ path: 'link/new/SKILL.md', content: 'x' }])).rejects.toThrow(/outside/);
    expect(await readdir(outside)).toEqual([]); // not even the folder was created

    await put(outside, 'target.md', 'keep');
    await mkdir(path.join(dir, 'a'));
    await symlink(path.join(outside, 'target.md'), path.join(dir, 'a/SKILL.md'));
    await expect(writeSkillDir(dir, [{ path: 'a/SKILL.md', content: 'x' }])).rejects.toThrow(/symbolic link/);
    expect(await readFile(path.join(outside, 'target.md'), 'utf8')).toBe('keep');
  });
});

describe('export → import → export', () => {
  it('is byte-identical for the fixtures through temp folders', async () => {
    const exported = await readSkillDir(FIXTURES);
    const first = await tempDir();
    await writeSkillDir(first, exported);
    const imported = await readSkillDir(first);
    expect(imported).toEqual(exported);

    const second = await tempDir();
    await writeSkillDir(second, imported);
    expect(await snapshot(second)).toEqual(await snapshot(FIXTURES));
  });

  it('is byte-identical through parse and render', async () => {
    const exported = await readSkillDir(FIXTURES);
    const rendered = exported.map((file) => ({ path: file.path, content: renderSkillMd(parseSkillMd(file.content, file.path)) }));
    const dir = await tempDir();
    await writeSkillDir(dir, rendered);
    expect(await snapshot(dir)).toEqual(await snapshot(FIXTURES));
  });

  it('preserves a BOM and other raw bytes', async () => {
    const dir = await tempDir();
    const files = [{ path: 'bom/SKILL.md', content: '\uFEFF---\nname: bom\ndescription: d\n---\r\nx' }];
    await writeSkillDir(dir, files);
    const raw = await readFile(path.join(dir, 'bom/SKILL.md'));
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await readSkillDir(dir)).toEqual(files);
  });
});
