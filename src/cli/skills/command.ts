/**
 * `contextd skills import|export <dir>`: SKILL.md folders (the layout Claude
 * Code uses, `<dir>/<name>/SKILL.md`) in and out of the daemon. Modules are
 * loaded inside the actions: this file is imported by every CLI start,
 * including `contextd --mcp`, whose startup time is budgeted.
 */
import type { Command } from 'commander';
import type { SkillExportOutput, SkillFolderFile, SkillImportOutput, SkillScope } from '../../api/skills.js';
import type { OutputFile, SkippedFile } from './skilldir.js';
import { counted } from '../../util/plural.js';

interface SkillsOptions {
  scope?: string;
  prune?: boolean;
}

export function registerSkills(program: Command): void {
  const skills = program
    .command('skills')
    .description('Import and export skills as SKILL.md folders (<dir>/<name>/SKILL.md and the files beside it, as Claude Code uses them)');
  skills
    .command('import <dir>')
    .description('Import every SKILL.md below <dir> with the other files of its folder; a skill whose files are all unchanged gets no new version')
    .option('--scope <scope>', 'tenant (default: every project of yours) or project (the current one)')
    .action(async (dir: string, opts: SkillsOptions, command: Command) => runAction(command, () => importSkills(dir, opts, command)));
  skills
    .command('export <dir>')
    .description('Write the latest version of every skill to <dir>/<name>/ (SKILL.md and its folder files; existing files of the same name are replaced, other files in those folders are reported)')
    .option('--scope <scope>', 'only tenant-wide or only project skills (default: both, as this project sees them)')
    .option('--prune', "delete files in the exported skills' folders that the skill no longer has")
    .action(async (dir: string, opts: SkillsOptions, command: Command) => runAction(command, () => exportSkills(dir, opts, command)));
}

async function runAction(command: Command, action: () => Promise<void>): Promise<void> {
  const { globalFlags, reportError } = await import('../common.js');
  try {
    await action();
  } catch (error) {
    reportError(error, globalFlags(command).json);
  }
}

async function importSkills(dir: string, opts: SkillsOptions, command: Command): Promise<void> {
  const [{ api }, { cliClient, configFor, globalFlags, printJson }, { ContextdError }] = await Promise.all([
    import('../../api/routes.js'),
    import('../common.js'),
    import('../../util/errors.js'),
  ]);
  const scope = parseScope(opts.scope, ContextdError) ?? 'tenant';
  const config = configFor(command);
  const { files, skipped } = await readFolder(dir, config.home);
  for (const file of skipped) process.stderr.write(`not imported: ${file.path}: ${file.reason}\n`);
  const client = await cliClient(config);
  let out: SkillImportOutput;
  try {
    out = await client.call(api.skillImport, { files, scope }, { timeoutMs: 120_000 });
  } catch (error) {
    // The daemon names files relative to the folder; say which folder.
    if (error instanceof ContextdError) throw new ContextdError(error.code, `${dir}: ${error.message}`, error.eventId);
    throw error;
  } finally {
    await client.close();
  }
  if (globalFlags(command).json) return printJson({ dir, scope, ...out, notImported: skipped });
  const folderFiles = new Map(files.map((f) => [f.path, f.files?.length ?? 0]));
  const width = Math.max(...out.skills.map((s) => s.name.length));
  for (const skill of out.skills) {
    const extra = folderFiles.get(skill.path) ? ` (+${counted(folderFiles.get(skill.path) ?? 0, 'file')})` : '';
    process.stdout.write(`${skill.status.padEnd(9)} ${skill.name.padEnd(width)} v${skill.version}  ${skill.path}${extra}\n`);
  }
  process.stdout.write(
    `Imported ${counted(out.skills.length, 'skill')} from ${dir} (${scope} scope): ${out.created} created, ${out.updated} updated, ${out.unchanged} unchanged` +
      `${out.redactions ? `, ${counted(out.redactions, 'secret')} redacted` : ''}.\n`,
  );
}

async function exportSkills(dir: string, opts: SkillsOptions, command: Command): Promise<void> {
  const [{ api }, { cliClient, configFor, globalFlags, printJson }, { ContextdError }, { staleSkillFiles, writeSkillDir }] = await Promise.all([
    import('../../api/routes.js'),
    import('../common.js'),
    import('../../util/errors.js'),
    import('./skilldir.js'),
  ]);
  const scope = parseScope(opts.scope, ContextdError);
  const client = await cliClient(configFor(command));
  let out: SkillExportOutput;
  try {
    out = await client.call(api.skillExport, scope ? { scope } : {}, { timeoutMs: 120_000 });
  } finally {
    await client.close();
  }
  // Each skill's folder files go beside its SKILL.md, as bytes.
  const written: OutputFile[] = out.files.flatMap((skill) => {
    const folder = skill.path.slice(0, skill.path.length - 'SKILL.md'.length);
    return [skill, ...(skill.files ?? []).map((f) => ({ path: `${folder}${f.path}`, content: Buffer.from(f.content_base64, 'base64') }))];
  });
  let stale: string[];
  try {
    await writeSkillDir(dir, written);
    stale = await staleSkillFiles(dir, written, { prune: opts.prune === true });
  } catch (error) {
    throw new ContextdError('invalid_params', `cannot write to ${dir}: ${(error as Error).message}`);
  }
  const others = written.length - out.files.length;
  if (globalFlags(command).json) return printJson({ dir, files: written.map((f) => f.path), stale, pruned: opts.prune === true });
  for (const file of written) process.stdout.write(`${file.path}\n`);
  process.stdout.write(`Exported ${counted(out.files.length, 'skill')} to ${dir}${others ? ` (with ${counted(others, 'other file')} of their folders)` : ''}.\n`);
  if (stale.length === 0) return;
  if (opts.prune) process.stdout.write(`Deleted ${counted(stale.length, 'file')} the skills no longer have: ${stale.join(', ')}.\n`);
  else process.stderr.write(`${counted(stale.length, 'file')} in the exported skill folders ${stale.length === 1 ? 'is' : 'are'} not part of the skill and would be imported with it next time (--prune deletes them): ${stale.join(', ')}\n`);
}

type ErrorClass = typeof import('../../util/errors.js').ContextdError;

function parseScope(value: string | undefined, ContextdError: ErrorClass): SkillScope | undefined {
  if (value === undefined) return undefined;
  if (value === 'tenant' || value === 'project') return value;
  throw new ContextdError('invalid_params', `--scope: '${value}' must be tenant or project`);
}

type ImportFile = { path: string; content: string; files?: SkillFolderFile[] };

/**
 * Every SKILL.md below `dir` with the other files of its folder (read only
 * once their sizes are within the limits), with errors that name the folder
 * or the file. Nothing under `home` (the daemon's own folder) is read.
 */
async function readFolder(dir: string, home: string): Promise<{ files: ImportFile[]; skipped: SkippedFile[] }> {
  const [{ readSkillFolders }, { ContextdError }, { SKILL_API_LIMITS, folderLimitProblems }, { readFile }] = await Promise.all([
    import('./skilldir.js'),
    import('../../util/errors.js'),
    import('../../api/skills.js'),
    import('node:fs/promises'),
  ]);
  let found: Awaited<ReturnType<typeof readSkillFolders>>;
  try {
    found = await readSkillFolders(dir, { exclude: home });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : (error as Error).message;
    throw new ContextdError('invalid_params', `cannot read ${dir}: ${reason}`);
  }
  const { skills, skipped } = found;
  if (skills.length === 0) throw new ContextdError('invalid_params', `${dir}: no SKILL.md file below this folder (expected <name>/SKILL.md)`);
  const problems: string[] = [];
  for (const skill of skills) {
    const bytes = Buffer.byteLength(skill.content, 'utf8');
    if (bytes > SKILL_API_LIMITS.importFileBytes) {
      problems.push(`${dir}/${skill.path}: ${bytes} bytes exceeds the limit of ${SKILL_API_LIMITS.importFileBytes} bytes per SKILL.md`);
    }
    problems.push(...folderLimitProblems(skill.files, `${dir}/${skill.path}: `));
  }
  if (skills.length > SKILL_API_LIMITS.importFiles) {
    problems.push(`${dir}: ${skills.length} SKILL.md files exceeds the limit of ${SKILL_API_LIMITS.importFiles} per import`);
  }
  const total = skills.reduce((sum, skill) => sum + skill.files.reduce((n, f) => n + f.size, 0), 0);
  if (total > SKILL_API_LIMITS.importFolderBytes) {
    problems.push(`${dir}: ${total} bytes of folder files exceeds the limit of ${SKILL_API_LIMITS.importFolderBytes} bytes (32 MiB) per import; import the skills in smaller groups`);
  }
  if (problems.length > 0) throw new ContextdError('invalid_params', problems.join('; '));
  const files: ImportFile[] = [];
  for (const skill of skills) {
    const folder = await Promise.all(skill.files.map(async (f) => ({ path: f.path, content_base64: (await readFile(f.source)).toString('base64') })));
    files.push(folder.length > 0 ? { path: skill.path, content: skill.content, files: folder } : { path: skill.path, content: skill.content });
  }
  return { files, skipped };
}
