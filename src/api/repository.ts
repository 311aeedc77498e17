import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { contentMode, limitField, requiredText, text } from './common.js';
import { operationSchema } from './operations.js';

export const REPOSITORY_LIMITS = {
  path: 4096,
  globs: 64,
  glob: 512,
  defaultMaxFileSize: 1024 * 1024,
  maxFileSize: 64 * 1024 * 1024,
  query: 2_000,
  searchLimit: 50,
} as const;

const globList = (field: string) =>
  z
    .array(requiredText(REPOSITORY_LIMITS.glob, `${field} entry`))
    .max(REPOSITORY_LIMITS.globs, `${field} must have at most ${REPOSITORY_LIMITS.globs} entries`)
    .default([]);

export const repositoryIndexInput = z.object({
  path: requiredText(REPOSITORY_LIMITS.path, 'path'),
  include: globList('include'),
  exclude: globList('exclude'),
  max_file_size: z.coerce
    .number()
    .int('max_file_size must be a whole number of bytes')
    .min(1, 'max_file_size must be at least 1 byte')
    .max(REPOSITORY_LIMITS.maxFileSize, `max_file_size must be at most ${REPOSITORY_LIMITS.maxFileSize} bytes (64 MB)`)
    .default(REPOSITORY_LIMITS.defaultMaxFileSize),
  force: z.boolean().default(false).describe('re-index every file even when unchanged'),
});
export type RepositoryIndexInput = z.infer<typeof repositoryIndexInput>;

export const repositoryIndexResult = z.object({
  files_scanned: z.number().int(),
  files_indexed: z.number().int().describe('files (re)written by this run'),
  files_unchanged: z.number().int(),
  files_removed: z.number().int(),
  files_skipped: z.number().int().describe('binaries, files over max_file_size, unreadable files, links out of the folder'),
  chunks: z.number().int().describe('chunks in the index of this repository after the run'),
  duration_ms: z.number().int(),
});
export type RepositoryIndexResult = z.infer<typeof repositoryIndexResult>;

export const repositorySearchInput = z.object({
  query: requiredText(REPOSITORY_LIMITS.query, 'query'),
  path: text(REPOSITORY_LIMITS.path, 'path').optional().describe('an indexed repository folder (default: every repository of this project)'),
  path_glob: text(REPOSITORY_LIMITS.glob, 'path_glob').optional().describe("glob on the file path inside the repository, e.g. 'src/**/*.ts'"),
  language: text(32, 'language').optional().describe('language id, e.g. typescript, python, go'),
  limit: limitField(10, REPOSITORY_LIMITS.searchLimit),
  content_mode: contentMode,
});
export type RepositorySearchInput = z.infer<typeof repositorySearchInput>;

export const repositorySearchHit = z.object({
  file: z.string().describe('path relative to the repository root'),
  root: z.string().describe('the repository folder'),
  start_line: z.number().int(),
  end_line: z.number().int(),
  language: z.string().nullable(),
  symbol: z.string().nullable().describe('the first definition in the chunk'),
  score: z.number(),
  preview: z.string().optional(),
  content: z.string().optional(),
});
export const repositorySearchOutput = z.object({ results: z.array(repositorySearchHit) });
export type RepositorySearchOutput = z.infer<typeof repositorySearchOutput>;

export const repositoryStatusInput = z.object({
  path: text(REPOSITORY_LIMITS.path, 'path').optional().describe('an indexed repository folder (default: every repository of this project)'),
});
export const repositoryStatusOutput = z.object({
  indexed_files: z.number().int(),
  chunks: z.number().int(),
  last_indexed_at: z.string().nullable(),
  embedder: z.string(),
  stale_files: z.number().int().describe('files added, changed or deleted on disk since the last index'),
  stale_sample: z.array(z.string()).describe('up to 20 of the stale files'),
  repositories: z.array(
    z.object({ root: z.string(), indexed_files: z.number().int(), chunks: z.number().int(), last_indexed_at: z.string().nullable(), stale_files: z.number().int() }),
  ),
});
export type RepositoryStatusOutput = z.infer<typeof repositoryStatusOutput>;

export const repositoryRemoveInput = z.object({ path: requiredText(REPOSITORY_LIMITS.path, 'path') });
export const repositoryRemoveOutput = z.object({ removed_files: z.number().int(), removed_chunks: z.number().int() });
export type RepositoryRemoveOutput = z.infer<typeof repositoryRemoveOutput>;

/** HTTP endpoints of the repository family (see routes.ts). */
export const repositoryEndpoints = {
  repositoryIndex: endpoint({ method: 'POST', path: '/v1/repository/index', input: repositoryIndexInput, output: operationSchema, status: 202 }),
  repositorySearch: endpoint({ method: 'POST', path: '/v1/repository/search', input: repositorySearchInput, output: repositorySearchOutput }),
  // POST and a body: a 4096-character non-ASCII path, percent-encoded in a query string, would pass the 16 KiB header limit.
  repositoryStatus: endpoint({ method: 'POST', path: '/v1/repository/status', input: repositoryStatusInput, output: repositoryStatusOutput }),
  repositoryRemove: endpoint({ method: 'DELETE', path: '/v1/repository', input: repositoryRemoveInput, output: repositoryRemoveOutput }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
