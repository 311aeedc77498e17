/**
 * The other files of a skill's folder (scripts, templates, images beside
 * SKILL.md): checked, hashed and redacted before storage, encoded for the
 * wire. Bytes are kept exactly; only a text file holding a secret changes
 * (the secret becomes `[REDACTED:rule]`, as in SKILL.md itself).
 */
import { createHash } from 'node:crypto';
import { SKILL_API_LIMITS, folderLimitProblems, type SkillFolderFile } from '../../api/skills.js';
import type { SkillFileData, SkillFileMeta } from '../../store/skills.js';
import { redact } from '../../util/redaction.js';
import { pathProblem } from '../../util/relative-path.js';

const SKILL_FILE_NAME = 'SKILL.md';
// ignoreBOM: a leading byte-order mark stays in the text, so utf8 content re-encodes to the stored bytes exactly.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decoded and checked folder files, or the problems found (each naming the field and the limit). */
export function decodeFolderFiles(files: readonly SkillFolderFile[], where: string): { files: SkillFileData[]; problems: string[]; redactions: number } {
  const problems: string[] = [];
  const seen = new Set<string>();
  const decoded: { path: string; content: Buffer }[] = [];
  files.forEach((file, i) => {
    const problem = folderPathProblem(file.path);
    if (problem) problems.push(`${where}files[${i}].path: '${file.path}' ${problem}`);
    else if (seen.has(file.path)) problems.push(`${where}files[${i}].path: '${file.path}' appears twice`);
    seen.add(file.path);
    decoded.push({ path: file.path, content: Buffer.from(file.content_base64, 'base64') });
  });
  problems.push(...folderLimitProblems(decoded.map((f) => ({ path: f.path, size: f.content.length })), where));
  if (problems.length > 0) return { files: [], problems, redactions: 0 };
  let redactions = 0;
  const out = decoded
    .map((file) => {
      const { content, count } = redactText(file.content);
      redactions += count;
      return fileData(file.path, content);
    })
    .sort((a, b) => compare(a.path, b.path));
  return { files: out, problems, redactions };
}

/** The problems of all folder files of one import request taken together (the request's byte limit). */
export function importBytesProblem(totalBytes: number): string | undefined {
  const limit = SKILL_API_LIMITS.importFolderBytes;
  if (totalBytes <= limit) return undefined;
  return `files: ${totalBytes} bytes of folder files in one import exceeds the limit of ${limit} bytes (32 MiB); import the skills in smaller groups`;
}

export function fileData(path: string, content: Buffer): SkillFileData {
  return { path, size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content };
}

/** For the wire (skill export, store export). */
export function encodeFolderFiles(files: readonly SkillFileData[]): SkillFolderFile[] {
  return files.map((file) => ({ path: file.path, content_base64: file.content.toString('base64') }));
}

/** Whether two sets of folder files hold the same paths and bytes. */
export function sameFolderFiles(a: readonly SkillFileMeta[], b: readonly SkillFileMeta[]): boolean {
  const key = (files: readonly SkillFileMeta[]) => files.map((f) => `${f.path}\0${f.sha256}`).sort().join('\n');
  return key(a) === key(b);
}

/** A file's bytes as text when they are UTF-8 without NUL bytes (what redaction and `encoding: utf8` apply to). */
export function textOf(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return utf8.decode(content);
  } catch {
    return null;
  }
}

/** The content of one file for skill_get: text as utf8, anything else as base64. */
export function fileContent(file: SkillFileData): SkillFileMeta & { encoding: 'utf8' | 'base64'; content: string } {
  const text = textOf(file.content);
  const meta = { path: file.path, size: file.size, sha256: file.sha256 };
  return text === null ? { ...meta, encoding: 'base64', content: file.content.toString('base64') } : { ...meta, encoding: 'utf8', content: text };
}

function folderPathProblem(path: string): string | undefined {
  const problem = pathProblem(path);
  if (problem) return problem.replace(/^path /, '');
  if (path === SKILL_FILE_NAME) return 'is the skill itself, not one of its other files';
  return undefined;
}

function redactText(content: Buffer): { content: Buffer; count: number } {
  const text = textOf(content);
  if (text === null) return { content, count: 0 };
  const result = redact(text);
  return result.count === 0 ? { content, count: 0 } : { content: Buffer.from(result.text, 'utf8'), count: result.count };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
