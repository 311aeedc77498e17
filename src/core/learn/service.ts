/**
 * `contextd learn --from-git`: fix commits of a repository become
 * remediations of that repository's project, as an operation with progress
 * and cancel. A mined commit is remembered (store.learned), so a second run
 * records nothing and changes no counts.
 */
import type { Operation } from '../../api/operations.js';
import type { LearnGitInput, LearnGitResult } from '../../api/hooks.js';
import type { Scope } from '../../store/scope.js';
import { ContextdError } from '../../util/errors.js';
import { projectIdForPath } from '../../util/project.js';
import type { OperationContext } from '../operations/runner.js';
import type { RemediationService } from '../remediations/service.js';
import type { ServiceDeps } from '../services-deps.js';
import { resolveRoot, WalkError } from '../repository/walk.js';
import { classifyCommit, remediationFromCommit, type FixKind } from './classify.js';
import { readCommits, readDiffs, repositoryTop, SHOW_BATCH, type CommitMessage } from './git.js';
import { counted } from '../../util/plural.js';

export const LEARN_GIT_KIND = 'learn_git';

export class LearnService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly remediations: RemediationService,
  ) {}

  /** Checks the path now (a bad one is an immediate invalid_params) and starts the operation on the repository's top level. */
  async startGit(scope: Scope, input: LearnGitInput): Promise<Operation> {
    const root = await topOrInvalid(input.path);
    if (input.since !== undefined && !input.since.trim()) throw new ContextdError('invalid_params', 'since must not be empty');
    return this.deps.runner.start({ tenant: scope.tenant, project: projectIdForPath(root).id }, LEARN_GIT_KIND, { ...input, path: root });
  }

  async runGit(input: LearnGitInput, ctx: OperationContext): Promise<LearnGitResult> {
    const started = Date.now();
    const root = await topOrInvalid(input.path);
    // The remediations belong to the repository's project, whoever asked.
    const scope: Scope = { tenant: ctx.scope.tenant, project: projectIdForPath(root).id };
    ctx.progress({ done: 0, total: null, message: 'reading the history' });
    const commits = await readCommits(root, { since: input.since, max: input.max }, ctx.signal);
    const known = await this.deps.store.learned.known(scope, root);
    const fixes: { commit: CommitMessage; kind: FixKind }[] = [];
    for (const commit of commits) {
      const kind = classifyCommit(commit);
      if (kind) fixes.push({ commit, kind });
    }
    const todo = fixes.filter((f) => !known.has(f.commit.id));
    const result: LearnGitResult = {
      repository: root,
      commits_scanned: commits.length,
      fix_commits: fixes.length,
      already_mined: fixes.length - todo.length,
      recorded: 0,
      merged: 0,
      remediation_ids: [],
      duration_ms: 0,
    };
    ctx.progress({ done: 0, total: todo.length, message: `${counted(commits.length, 'commit')} read, ${counted(todo.length, 'fix commit')} to mine` });
    for (let i = 0; i < todo.length; i += SHOW_BATCH) {
      await ctx.tick();
      const batch = todo.slice(i, i + SHOW_BATCH);
      const diffs = await readDiffs(root, batch.map((f) => f.commit.id), ctx.signal);
      const mined: { commit: string; remediation_id: string | null }[] = [];
      for (const { commit, kind } of batch) {
        const record = remediationFromCommit(commit, kind, diffs.get(commit.id) ?? { files: [], diff: '' });
        const outcome = await this.remediations.record(scope, record);
        if (outcome.created) result.recorded++;
        else result.merged++;
        if (result.remediation_ids.length < 1_000) result.remediation_ids.push(outcome.id);
        mined.push({ commit: commit.id, remediation_id: outcome.id });
        await ctx.tick();
      }
      await this.deps.store.learned.add(scope, root, mined);
      ctx.progress({ done: Math.min(todo.length, i + batch.length), message: `mined ${result.recorded + result.merged} of ${todo.length} fix commits` });
    }
    result.duration_ms = Date.now() - started;
    return result;
  }
}

async function topOrInvalid(path: string): Promise<string> {
  try {
    return await repositoryTop(await resolveRoot(path));
  } catch (error) {
    if (error instanceof WalkError) throw new ContextdError('invalid_params', `path: ${error.message}`);
    throw error;
  }
}

