import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Operation } from '../../api/operations.js';
import {
  EXPORT_VERSION,
  contextdRecord,
  exportHeader,
  memoryRecord,
  type ContextdRecord,
  type ExportHeader,
  type ExportResult,
  type ExportRunInput,
  type ImportResult,
  type ImportRunInput,
} from '../../api/transfer.js';
import type { Scope } from '../../store/scope.js';
import { ContextdError, invalid } from '../../util/errors.js';
import { newId } from '../../util/ids.js';
import type { CheckpointService } from '../checkpoints/service.js';
import type { OperationContext } from '../operations/runner.js';
import { throttle } from '../operations/throttle.js';
import type { RemediationService } from '../remediations/service.js';
import { projectsFor, scopeOfProject } from '../scope.js';
import type { ServiceDeps } from '../services-deps.js';
import type { SkillService } from '../skills/service.js';
import { counted } from '../../util/plural.js';
import { decodeFolderFiles } from '../skills/files.js';
import { SkillFileError, parseSkillFile } from '../skills/skillfile.js';
import { lines, parseJson, parseLine, readablePath, records, writablePath, writeLine, type Reporter } from './jsonl.js';
import { checkMemoryServer, entityMemories, relationMemory } from './memory-server.js';
import type { MemoryService } from '../memories/service.js';
import { receiveUpload, spoolFolder, spooledExportPath, sweepSpool } from './io.js';

export const EXPORT_KIND = 'export';
export const IMPORT_KIND = 'import';
const PAGE = 100;
const PROGRESS_EVERY_MS = 100;

interface Families {
  checkpoints: CheckpointService;
  remediations: RemediationService;
  skills: SkillService;
  memories: MemoryService;
}

type Format = ImportResult['format'];

/** An import's operation input: a path a local caller named, or a spooled upload (removed once read). */
export type SpooledImport = ImportRunInput & { spooled?: boolean };

/** `contextd export` / `contextd import`: one scope's data as JSONL, read and written as streams. */
export class TransferService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly families: Families,
    /** Private folder of exports awaiting download and uploads awaiting import (io.ts). */
    readonly spoolDir: string,
  ) {}

  /**
   * A path the daemon cannot use is an immediate invalid_params, not a failed
   * operation. Without a path the export is spooled for download (exportFile).
   */
  async startExport(scope: Scope, input: ExportRunInput): Promise<Operation> {
    if (input.path !== undefined) await writablePath(input.path);
    // Exports nobody downloaded go after a day, on a daemon that runs for weeks too.
    else void sweepSpool(this.spoolDir).catch(() => undefined);
    return this.deps.runner.start(scope, EXPORT_KIND, input);
  }

  async startImport(scope: Scope, input: ImportRunInput): Promise<Operation> {
    await readablePath(input.path);
    return this.deps.runner.start(scope, IMPORT_KIND, input);
  }

  /** Spools an uploaded JSONL and imports it; the spooled copy is removed when the operation ends. */
  async startUpload(scope: Scope, body: Readable, format: ImportRunInput['format']): Promise<Operation> {
    const { path } = await receiveUpload(body, this.spoolDir);
    try {
      return await this.deps.runner.start(scope, IMPORT_KIND, { path, format, spooled: true } satisfies SpooledImport);
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /**
   * The spooled file of a finished export of this tenant, for download; the
   * caller removes it once sent. Another tenant's operation is not_found.
   */
  async exportFile(scope: Scope, operationId: string): Promise<string> {
    const op = await this.deps.runner.get(scope, operationId);
    if (op.kind !== EXPORT_KIND) throw new ContextdError('not_found', `operation '${operationId}' is not an export`);
    if (op.status !== 'succeeded') throw new ContextdError('conflict', `export ${operationId} is ${op.status}; download it once it succeeded`);
    if ((op.result as { path?: unknown } | null)?.path !== null) throw new ContextdError('not_found', `export ${operationId} was written to a named file, not kept for download`);
    const path = spooledExportPath(this.spoolDir, operationId);
    if (!(await stat(path).catch(() => null))) throw new ContextdError('not_found', `export ${operationId} was downloaded already or has expired; export again`);
    return path;
  }

  /** Writes to a temporary file renamed at the end, so a failed or cancelled export leaves no half file. */
  async export(input: ExportRunInput, ctx: OperationContext): Promise<ExportResult> {
    const target = input.path ?? spooledExportPath(spoolFolder(this.spoolDir), ctx.operationId);
    await writablePath(target);
    const { scope } = ctx;
    const include = new Set(input.include);
    const store = this.deps.store;
    const skills = include.has('skills') ? await this.skillRecords(scope) : [];
    const total =
      (include.has('checkpoints') ? await store.checkpoints.count(scope) : 0) +
      (include.has('remediations') ? await store.remediations.count(scope, projectsFor(scope, 'all')) : 0) +
      (include.has('memories') ? await store.memories.count(scope, projectsFor(scope, 'all')) : 0) +
      skills.length;
    const report = reporter(ctx, total);
    const counts = { checkpoints: 0, remediations: 0, skills: 0, memories: 0 };
    const temporary = `${target}.${ctx.operationId}.tmp`;
    // 0600: an export carries every record of the scope.
    const out = createWriteStream(temporary, { mode: 0o600 });
    const emit = async (family: keyof typeof counts, record: Record<string, unknown>) => {
      await writeLine(out, record);
      counts[family]++;
      report(counts.checkpoints + counts.remediations + counts.skills + counts.memories, `exporting ${family}`);
      await ctx.tick();
    };
    try {
      const header: ExportHeader = { contextd_export: EXPORT_VERSION, exported_at: new Date().toISOString(), tenant: scope.tenant, project: scope.project };
      await writeLine(out, header);
      if (include.has('checkpoints')) {
        for await (const item of pages((before) => store.checkpoints.list(scope, { limit: PAGE, before }))) {
          const row = await store.checkpoints.get(scope, item.id);
          if (row) await emit('checkpoints', { kind: 'checkpoint', ...omit(row, 'project') });
        }
      }
      if (include.has('remediations')) {
        const projects = projectsFor(scope, 'all');
        for await (const row of pages((before) => store.remediations.list(scope, { projects, limit: PAGE, before }))) {
          const { project, problem_normalized: _n, dedup_key: _k, notes: _notes, ...fields } = row;
          await emit('remediations', { kind: 'remediation', ...fields, scope: scopeOfProject(project) });
        }
      }
      for (const record of skills) await emit('skills', record);
      if (include.has('memories')) {
        const projects = projectsFor(scope, 'all');
        for await (const row of pages((before) => store.memories.list(scope, { projects, limit: PAGE, before }))) {
          const { project, dedup_key: _k, kind, ...fields } = row;
          await emit('memories', { kind: 'memory', ...fields, memory_kind: kind, scope: scopeOfProject(project) });
        }
      }
      out.end();
      await finished(out);
      await rename(temporary, target);
    } catch (error) {
      out.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
    report(total, `exported ${counted(total, 'record')}: ${counts.checkpoints} checkpoints, ${counts.remediations} remediations, ${counts.skills} skills, ${counts.memories} memories`, true);
    return { path: input.path ?? null, ...counts, bytes: out.bytesWritten };
  }

  /**
   * Two passes over the file: the first checks every line (so a bad line
   * leaves the store untouched) and gathers what the second needs; the second
   * writes. Progress counts bytes of both passes.
   */
  async import(input: SpooledImport, ctx: OperationContext): Promise<ImportResult> {
    try {
      return await this.importFile(input, ctx);
    } finally {
      // An upload is read once; a daemon restart before this point requeues the operation with its file.
      if (input.spooled) await rm(input.path, { force: true });
    }
  }

  private async importFile(input: ImportRunInput, ctx: OperationContext): Promise<ImportResult> {
    const path = await readablePath(input.path);
    const size = (await stat(path)).size;
    const format = input.format === 'auto' ? await detectFormat(path) : input.format;
    const report = reporter(ctx, size * 2);
    const result: ImportResult = {
      format,
      lines: 0,
      checkpoints: { created: 0, unchanged: 0 },
      remediations: { created: 0, unchanged: 0 },
      skills: { created: 0, updated: 0, unchanged: 0 },
      memories: { created: 0, unchanged: 0 },
    };
    if (format === 'contextd') {
      const header = await this.checkContextd(path, ctx, report, result);
      for await (const { value, number, bytes } of records(path, ctx, contextdRecord, 1)) {
        await this.importRecord(value, header, ctx, result);
        report(size + bytes, `importing line ${number}`);
      }
    } else {
      await checkMemoryServer(path, ctx, report, result);
      for await (const { value, number, bytes } of records(path, ctx, memoryRecord)) {
        const memories = value.type === 'entity' ? entityMemories(value) : [relationMemory(value)];
        for (const input of memories) {
          const now = new Date().toISOString();
          const kept = { id: newId('mem_'), confidence: 0.6, usage_count: 1, helpful_count: 0, unhelpful_count: 0, created_at: now, updated_at: now };
          result.memories[await this.families.memories.importOne(ctx.scope, input, kept)]++;
        }
        report(size + bytes, `importing line ${number}`);
      }
    }
    const families = (['checkpoints', 'remediations', 'skills', 'memories'] as const).map((family) => `${family} ${result[family].created} created`).join(', ');
    report(size * 2, `read ${counted(result.lines, 'line')}: ${families}`, true);
    return result;
  }

  private async checkContextd(path: string, ctx: OperationContext, report: Reporter, result: ImportResult): Promise<ExportHeader> {
    let header: ExportHeader | null = null;
    for await (const { line, number, bytes } of lines(path, ctx)) {
      if (header === null) header = parseLine(exportHeader, line, number);
      else checkContextdRecord(parseLine(contextdRecord, line, number), number);
      result.lines++;
      report(bytes, `checking line ${number}`);
    }
    if (header === null) throw invalid(`path: ${path} is empty`);
    return header;
  }

  private async importRecord(record: ContextdRecord, header: ExportHeader, ctx: OperationContext, result: ImportResult): Promise<void> {
    const { scope } = ctx;
    if (record.kind === 'checkpoint') {
      const { id, created_at, kind: _kind, token_count: _tokens, session_id, ...input } = record;
      const status = await this.families.checkpoints.importOne({ ...input, session_id: session_id ?? undefined }, { id: idFor(id, header, scope), created_at }, ctx);
      result.checkpoints[status]++;
    } else if (record.kind === 'remediation') {
      const { id, kind: _kind, root_cause, category, code_diff, ...input } = record;
      const optional = { root_cause: root_cause ?? undefined, category: category ?? undefined, code_diff: code_diff ?? undefined };
      const status = await this.families.remediations.importOne(scope, { ...input, ...optional }, { ...input, id: idFor(id, header, scope) });
      result.remediations[status]++;
    } else if (record.kind === 'memory') {
      const { id, kind: _kind, memory_kind, supersedes, superseded_by, source, ...fields } = record;
      const mapped = (other: string | null) => (other === null ? null : idFor(other, header, scope));
      const input = { content: fields.content, kind: memory_kind, tags: fields.tags, scope: fields.scope, source: source ?? undefined };
      const { confidence, usage_count, helpful_count, unhelpful_count, created_at, updated_at } = fields;
      const counters = { confidence, usage_count, helpful_count, unhelpful_count, created_at, updated_at };
      const kept = { ...counters, id: idFor(id, header, scope), supersedes: mapped(supersedes), superseded_by: mapped(superseded_by) };
      result.memories[await this.families.memories.importOne(scope, input, kept)]++;
    } else {
      const file = { path: record.path, content: record.content, ...(record.files ? { files: record.files } : {}) };
      const out = await this.families.skills.importFiles(scope, { files: [file], scope: record.scope });
      for (const status of ['created', 'updated', 'unchanged'] as const) result.skills[status] += out[status];
    }
  }

  private async skillRecords(scope: Scope): Promise<Record<string, unknown>[]> {
    const out: Record<string, unknown>[] = [];
    for (const skillScope of ['tenant', 'project'] as const) {
      const { files } = await this.families.skills.exportFiles(scope, { scope: skillScope });
      // Folder files travel as base64 (`files`), so binary ones come back byte for byte.
      out.push(...files.map((file) => ({ kind: 'skill', scope: skillScope, ...file })));
    }
    return out;
  }
}

function checkContextdRecord(record: ContextdRecord, number: number): void {
  if (record.kind !== 'skill') return;
  const folder = decodeFolderFiles(record.files ?? [], `${record.path}: `);
  if (folder.problems.length > 0) throw invalid(`line ${number}: ${folder.problems.join('; ')}`);
  try {
    parseSkillFile(record);
  } catch (error) {
    if (error instanceof SkillFileError) throw invalid(`line ${number}: ${error.message}`);
    throw error;
  }
}

/** auto: the first record tells contextd's export (a header) from the memory server's memory.jsonl. */
async function detectFormat(path: string): Promise<Format> {
  for await (const { line, number } of lines(path)) {
    const first = parseJson(line, number);
    const record = (first !== null && typeof first === 'object' ? first : {}) as { contextd_export?: unknown; type?: unknown };
    if ('contextd_export' in record) return 'contextd';
    if (record.type === 'entity' || record.type === 'relation') return 'memory-server';
    throw invalid(`line ${number}: neither a contextd export header nor a memory-server entity or relation; pass format explicitly`);
  }
  throw invalid(`path: ${path} is empty`);
}


/** Every row of a newest-first list, one page at a time. */
async function* pages<T extends { id: string }>(fetch: (before: string | undefined) => Promise<T[]>): AsyncGenerator<T> {
  let before: string | undefined;
  for (;;) {
    const rows = await fetch(before);
    yield* rows;
    const last = rows[rows.length - 1];
    if (rows.length < PAGE || !last) return;
    before = last.id;
  }
}

/** Progress at most every PROGRESS_EVERY_MS (a file of small records would otherwise report each line); `force` always reports. */
function reporter(ctx: OperationContext, total: number): Reporter {
  const send = (done: number, message: string) => ctx.progress({ done, total, message });
  const throttled = throttle(PROGRESS_EVERY_MS, send);
  return (done, message, force = false) => (force ? send(done, message) : throttled(done, message));
}

function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

/**
 * An id kept as exported within the same scope. Imported into another scope
 * (ids are unique across the store), it becomes a derived id: the same
 * time part (order is kept) and a hash of the scope and the old id, so
 * importing the file there again finds it.
 */
function idFor(id: string, header: ExportHeader, scope: Scope): string {
  if (header.tenant === scope.tenant && header.project === scope.project) return id;
  const time = id.length - 26;
  const hash = createHash('sha256').update(`${scope.tenant}\0${scope.project}\0${id}`).digest('hex');
  return `${id.slice(0, time + 10)}${hash.slice(0, 16)}`;
}

