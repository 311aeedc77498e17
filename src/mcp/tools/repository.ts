import { isAbsolute, resolve } from 'node:path';
import { api } from '../../api/routes.js';
import {
  repositoryIndexInput,
  repositoryIndexResult,
  repositoryRemoveInput,
  repositoryRemoveOutput,
  repositorySearchInput,
  repositorySearchOutput,
  repositoryStatusInput,
  repositoryStatusOutput,
  type RepositorySearchOutput,
} from '../../api/repository.js';
import { defineTool, type ToolContext } from '../define-tool.js';
import { longOutput, runLong } from '../long.js';
import { counted } from '../../util/plural.js';

/** The daemon is local: a relative path means relative to this session's project folder, not the daemon's cwd. */
async function absolute(ctx: ToolContext, path: string): Promise<string> {
  // A '..' segment is left for the daemon to refuse rather than normalised away here.
  if (isAbsolute(path) || path.split(/[\\/]+/).includes('..')) return path;
  const { root } = await ctx.session.scope();
  return resolve(root, path);
}

const repositoryIndex = defineTool({
  name: 'repository_index',
  title: 'Index a repository',
  description:
    'Index a folder of source code so repository_search can find code by name, by what it does, or by an error message it prints. ' +
    'Run once per repository, and again after large changes: it is incremental (unchanged files are skipped, deleted files removed). ' +
    'Respects .gitignore and .contextdignore; skips .git, node_modules and other dependency folders unless `include` names them, binaries and files over `max_file_size`. ' +
    '`path` may be relative to the project folder. Reports progress; `force` re-indexes every file.',
  kind: 'long',
  idempotent: true,
  input: repositoryIndexInput.shape,
  output: longOutput(repositoryIndexResult.shape),
  async handle(args, ctx) {
    const path = await absolute(ctx, args.path);
    return runLong(ctx, {
      start: () => ctx.call(api.repositoryIndex, { ...args, path }),
      finish: (op) => {
        const r = repositoryIndexResult.parse(op.result);
        const seconds = (r.duration_ms / 1000).toFixed(1);
        return {
          structured: { status: 'succeeded' as const, operation_id: op.id, ...r },
          text:
            `Indexed ${path} in ${seconds} s: ${counted(r.files_indexed, 'file')} written, ${r.files_unchanged} unchanged, ${r.files_removed} removed, ` +
            `${r.files_skipped} skipped (binary, too large or unreadable) of ${r.files_scanned} scanned; ${counted(r.chunks, 'chunk')} searchable. ` +
            'Search it with repository_search.',
        };
      },
    });
  },
});

const repositorySearch = defineTool({
  name: 'repository_search',
  title: 'Search indexed code',
  description:
    'Find code in the indexed repositories of this project; `query` is an identifier (`parseConfig`, `user_id`), a description of what the code does ' +
    "('where are retries configured'), or an error message the program prints. Definitions rank above mere mentions. " +
    'Filter with `path` (one repository), `path_glob` (e.g. `src/**/*.ts`) and `language`; `content_mode` minimal (locations), preview (default) or full (whole chunks). ' +
    'Results are file + line range; run repository_index first.',
  kind: 'read',
  input: repositorySearchInput.shape,
  output: repositorySearchOutput.shape,
  async handle(args, ctx) {
    const path = args.path === undefined ? undefined : await absolute(ctx, args.path);
    const out = await ctx.call(api.repositorySearch, { ...args, path });
    return { structured: out, text: formatSearch(args.query, out) };
  },
});

function formatSearch(query: string, out: RepositorySearchOutput): string {
  if (out.results.length === 0) return `No indexed code matches "${query}". If the repository is not indexed yet, run repository_index.`;
  const roots = new Set(out.results.map((r) => r.root));
  const header = roots.size === 1 ? `In ${[...roots][0]}:` : 'Paths are relative to their repository root (shown per result).';
  const lines = out.results.map((r, i) => {
    const where = `${r.file}:${r.start_line}-${r.end_line}${roots.size > 1 ? ` (${r.root})` : ''}`;
    const what = [r.language, r.symbol ? `defines ${r.symbol}` : null, `score ${r.score}`].filter(Boolean).join(', ');
    const body = r.content ?? r.preview;
    return `${i + 1}. ${where} [${what}]${body ? `\n${fence(body)}` : ''}`;
  });
  return `${header}\n${lines.join('\n')}`;
}

function fence(text: string): string {
  const ticks = text.includes('```') ? '~~~~' : '```';
  return `${ticks}\n${text}\n${ticks}`;
}

const repositoryStatus = defineTool({
  name: 'repository_status',
  title: 'Repository index status',
  description:
    'Show what is indexed for this project (or for one repository `path`): files, chunks, when it was last indexed, the embedder, and ' +
    '`stale_files`, the files added, changed or deleted on disk since then. When stale_files is large, run repository_index again.',
  kind: 'read',
  input: repositoryStatusInput.shape,
  output: repositoryStatusOutput.shape,
  async handle(args, ctx) {
    const path = args.path === undefined ? undefined : await absolute(ctx, args.path);
    const out = await ctx.call(api.repositoryStatus, { path });
    if (out.repositories.length === 0) return { structured: out, text: 'No repository is indexed in this project yet; run repository_index.' };
    const repos = out.repositories.map(
      (r) => `- ${r.root}: ${counted(r.indexed_files, 'file')}, ${counted(r.chunks, 'chunk')}, last indexed ${r.last_indexed_at ?? 'never (interrupted)'}, ${r.stale_files} stale`,
    );
    const sample = out.stale_sample.length > 0 ? `\nStale: ${out.stale_sample.join(', ')}${out.stale_files > out.stale_sample.length ? ', …' : ''}` : '';
    return { structured: out, text: `${counted(out.indexed_files, 'file')}, ${counted(out.chunks, 'chunk')} (embedder ${out.embedder}); ${out.stale_files} stale.\n${repos.join('\n')}${sample}` };
  },
});

const repositoryRemove = defineTool({
  name: 'repository_remove',
  title: 'Remove a repository from the index',
  description: 'Remove an indexed repository (`path`) and all its chunks from the search index. Files on disk are not touched.',
  kind: 'destructive',
  input: repositoryRemoveInput.shape,
  output: repositoryRemoveOutput.shape,
  async handle(args, ctx) {
    const path = await absolute(ctx, args.path);
    const out = await ctx.call(api.repositoryRemove, { path }, { timeoutMs: 120_000 });
    return { structured: out, text: `Removed ${path} from the index: ${counted(out.removed_files, 'file')}, ${counted(out.removed_chunks, 'chunk')}.` };
  },
});

export const repositoryTools = [repositoryIndex, repositorySearch, repositoryStatus, repositoryRemove];
