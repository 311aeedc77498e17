/**
 * `contextd skills import|export <dir>`: SKILL.md folders (the layout Claude
 * Code uses, `<dir>/<name>/SKILL.md`) in and out of the daemon. Modules are
 * loaded inside the actions: this file is imported by every CLI start,
 * including `contextd --mcp`, whose startup time is budgeted.
 */
import type { Command } from 'commander';
import type { SkillExportOutput, SkillImportOutput, SkillScope } from '../../api/skills.js';
import type { SkillFile } from './skilldir.js';
import { counted } from '../../util/plural.js';

interface SkillsOptions {
  scope?: string;
}

export function registerSkills(program: Command): void {
  const skills = program
    .command('skills')
    .description('Import and export skills as SKILL.md folders (<dir>/<name>/SKILL.md, as Claude Code uses them)');
  skills
    .command('import <dir>')
    .description('Import every SKILL.md below <dir>; a skill whose file is unchanged gets no new version')
    .option('--scope <scope>', 'tenant (default: every project of yours) or project (the current one)')
    .action(async (dir: string, opts: SkillsOptions, command: Command) => runAction(command, () => importSkills(dir, opts, command)));
  skills
    .command('export <dir>')
    .description('Write the latest version of every skill to <dir>/<name>/SKILL.md (existing files of the same name are replaced)')
    .option('--scope <scope>', 'only tenant-wide or only project skills (default: both, as this project sees them)')
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
  const { files, others } = await readFolder(dir);
  if (others.length > 0) {
    // Only SKILL.md is stored: say so rather than drop a skill's scripts without a word.
    const shown = others.slice(0, 5).join(', ');
    process.stderr.write(`not imported: ${counted(others.length, 'other file')} in skill folders (${shown}${others.length > 5 ? ', …' : ''}); contextd stores SKILL.md only, so keep those files where they are\n`);
  }
  const client = await cliClient(configFor(command));
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
  if (globalFlags(command).json) return printJson({ dir, scope, ...out, notImported: others });
  const width = Math.max(...out.skills.map((s) => s.name.length));
  for (const skill of out.skills) {
    process.stdout.write(`${skill.status.padEnd(9)} ${skill.name.padEnd(width)} v${skill.version}  ${skill.path}\n`);
  }
  process.stdout.write(
    `Imported ${counted(out.skills.length, 'skill')} from ${dir} (${scope} scope): ${out.created} created, ${out.updated} updated, ${out.unchanged} unchanged` +
      `${out.redactions ? `, ${counted(out.redactions, 'secret')} redacted` : ''}.\n`,
  );
}

async function exportSkills(dir: string, opts: SkillsOptions, command: Command): Promise<void> {
  const [{ api }, { cliClient, configFor, globalFlags, printJson }, { ContextdError }, { writeSkillDir }] = await Promise.all([
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
  try {
    await writeSkillDir(dir, out.files);
  } catch (error) {
    throw new ContextdError('invalid_params', `cannot write to ${dir}: ${(error as Error).message}`);
  }
  if (globalFlags(command).json) return printJson({ dir, files: out.files.map((f) => f.path) });
  for (const file of out.files) process.stdout.write(`${file.path}\n`);
  process.stdout.write(`Exported ${counted(out.files.length, 'skill')} to ${dir}.\n`);
}

type ErrorClass = typeof import('../../util/errors.js').ContextdError;

function parseScope(value: string | undefined, ContextdError: ErrorClass): SkillScope | undefined {
  if (value === undefined) return undefined;
  if (value === 'tenant' || value === 'project') return value;
  throw new ContextdError('invalid_params', `--scope: '${value}' must be tenant or project`);
}

/** Every SKILL.md below `dir` (and the other files of their folders), with errors that name the folder or the file. */
async function readFolder(dir: string): Promise<{ files: SkillFile[]; others: string[] }> {
  const [{ readSkillDirWithOthers }, { ContextdError }, { SKILL_API_LIMITS }] = await Promise.all([
    import('./skilldir.js'),
    import('../../util/errors.js'),
    import('../../api/skills.js'),
  ]);
  let files: SkillFile[];
  let others: string[];
  try {
    ({ skills: files, others } = await readSkillDirWithOthers(dir));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : (error as Error).message;
    throw new ContextdError('invalid_params', `cannot read ${dir}: ${reason}`);
  }
  if (files.length === 0) throw new ContextdError('invalid_params', `${dir}: no SKILL.md file below this folder (expected <name>/SKILL.md)`);
  for (const file of files) {
    const bytes = Buffer.byteLength(file.content, 'utf8');
    if (bytes > SKILL_API_LIMITS.importFileBytes) {
      throw new ContextdError('invalid_params', `${dir}/${file.path}: ${bytes} bytes exceeds the limit of ${SKILL_API_LIMITS.importFileBytes} bytes per SKILL.md`);
    }
  }
  if (files.length > SKILL_API_LIMITS.importFiles) {
    throw new ContextdError('invalid_params', `${dir}: ${files.length} SKILL.md files exceeds the limit of ${SKILL_API_LIMITS.importFiles} per import`);
  }
  return { files, others };
}
