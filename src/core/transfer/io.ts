import { createWriteStream, mkdirSync, chmodSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContextdError } from '../../util/errors.js';
import { newId } from '../../util/ids.js';

// The transport of export and import, apart from what the records are (service.ts):
// where the daemon keeps an export until its caller downloads it, and an upload until
// the import operation has read it. Both live in a private spool folder the daemon
// chooses; no request names them.

/** Largest JSONL a caller may upload for import. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
/** Spooled files older than this are removed when the daemon starts (finished operations are kept as long). */
export const SPOOL_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The spool folder, created private (0700) on first use. */
export function spoolFolder(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch {
    // Not ours to change: the files inside are 0600 anyway.
  }
  return dir;
}

/** Where the export operation `operationId` writes when its caller named no file. */
export function spooledExportPath(dir: string, operationId: string): string {
  if (!/^op_[0-9a-z]{26}$/.test(operationId)) throw new ContextdError('not_found', `operation '${operationId}' not found`);
  return join(dir, `export-${operationId}.jsonl`);
}

/**
 * Writes an uploaded body to a new private spool file, counting bytes: past
 * `maxBytes` the upload stops with payload_too_large and nothing is kept.
 */
export async function receiveUpload(body: Readable, dir: string, maxBytes = MAX_UPLOAD_BYTES): Promise<{ path: string; bytes: number }> {
  const path = join(spoolFolder(dir), `import-${newId('up_')}.jsonl`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new ContextdError('payload_too_large', `the uploaded file is larger than ${maxBytes} bytes, the most an import takes`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof ContextdError) throw error;
    throw new ContextdError('invalid_params', `the upload did not arrive whole (${(error as Error).message})`);
  }
  if (bytes === 0) {
    await rm(path, { force: true });
    throw new ContextdError('invalid_params', 'the uploaded file is empty');
  }
  return { path, bytes };
}

/** Removes spooled files older than SPOOL_RETENTION_MS (exports never downloaded, uploads of lost operations). */
export async function sweepSpool(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > SPOOL_RETENTION_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
