import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Embedder } from '../search/embedder.js';
import type { Reranker } from '../search/reranker.js';
import type { Store } from '../store/types.js';
import type { Logger } from '../util/logger.js';
import { silentLogger } from '../util/logger.js';
import { CheckpointService } from './checkpoints/service.js';
import { OperationRunner } from './operations/runner.js';
import type { AdmissionLimits } from './operations/admission.js';
import { HybridSearch } from './search.js';
import type { ServiceDeps } from './services-deps.js';
import { consolidateRemediations } from './remediations/consolidate.js';
import { RemediationService, registerRemediationReembedSources } from './remediations/service.js';
import { reembedStaleVectors } from './reembed.js';
import { SkillService, registerSkillReembedSource } from './skills/service.js';
import { RepositoryService, registerChunkReembedSource } from './repository/service.js';
import { TransferService } from './transfer/service.js';
import { TroubleshootService } from './troubleshoot/service.js';
import { HookService } from './hooks/service.js';
import { LearnService } from './learn/service.js';
import { MemoryService } from './memories/service.js';

export interface Services extends ServiceDeps {
  readonly checkpoints: CheckpointService;
  readonly remediations: RemediationService;
  readonly troubleshoot: TroubleshootService;
  readonly skills: SkillService;
  readonly memories: MemoryService;
  readonly repository: RepositoryService;
  readonly transfer: TransferService;
  readonly hooks: HookService;
  readonly learn: LearnService;
  /** Private folder of exports awaiting download and uploads awaiting import. */
  readonly spoolDir: string;
}

export interface ServiceOptions {
  store: Store;
  embedder: Embedder;
  /** The optional cross-encoder rerank (CONTEXTD_RERANK_URL); none by default. */
  reranker?: Reranker | null;
  logger?: Logger;
  concurrency?: number;
  /** Where exports wait for download and uploads for import (default: a private folder under the OS temp folder). */
  spoolDir?: string;
  /** Backpressure bounds of the operation runner (default DEFAULT_ADMISSION_LIMITS). */
  limits?: AdmissionLimits;
}

/** Wires the domain services over one store; gives every operation kind its run function. */
export function createServices(opts: ServiceOptions): Services {
  const logger = opts.logger ?? silentLogger;
  const runner = new OperationRunner(opts.store.operations, { concurrency: opts.concurrency, logger, limits: opts.limits });
  const search = new HybridSearch(opts.store, opts.embedder, { reranker: opts.reranker, logger });
  const deps: ServiceDeps = { store: opts.store, embedder: opts.embedder, search, runner, logger };

  const checkpoints = new CheckpointService(opts.store, search);
  const remediations = new RemediationService(deps);
  registerRemediationReembedSources(deps);
  const troubleshoot = new TroubleshootService(remediations);
  const skills = new SkillService(deps);
  registerSkillReembedSource(deps);
  const memories = new MemoryService(deps);
  const repository = new RepositoryService(deps);
  registerChunkReembedSource(deps);
  const spoolDir = opts.spoolDir ?? join(tmpdir(), `contextd-spool-${process.pid}`);
  const transfer = new TransferService(deps, { checkpoints, remediations, skills, memories }, spoolDir);
  const hooks = new HookService(deps, { checkpoints, remediations, troubleshoot });
  const learn = new LearnService(deps, remediations);
  // Every kind of operations/kinds.ts with its run function (the compiler checks none is missing).
  runner.install({
    checkpoint_save: (input, ctx) => checkpoints.save(input, ctx),
    remediation_consolidate: (input, ctx) => consolidateRemediations(deps, input, ctx),
    search_reembed: (_input, ctx) => reembedStaleVectors(deps, ctx),
    repository_index: (input, ctx) => repository.index(input, ctx),
    export: (input, ctx) => transfer.export(input, ctx),
    import: (input, ctx) => transfer.import(input, ctx),
    learn_git: (input, ctx) => learn.runGit(input, ctx),
  });

  return { ...deps, checkpoints, remediations, troubleshoot, skills, memories, repository, transfer, spoolDir, hooks, learn };
}
