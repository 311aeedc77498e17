import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Embedder } from '../search/embedder.js';
import type { Reranker } from '../search/reranker.js';
import type { Store } from '../store/types.js';
import type { Logger } from '../util/logger.js';
import { silentLogger } from '../util/logger.js';
import type { CheckpointSaveInput } from '../api/checkpoints.js';
import { CheckpointService } from './checkpoints/service.js';
import { OperationRunner } from './operations/runner.js';
import type { AdmissionLimits } from './operations/admission.js';
import { HybridSearch } from './search.js';
import type { ServiceDeps } from './services-deps.js';
import { RemediationService, defineRemediationOperations } from './remediations/service.js';
import { SkillService, defineSkillOperations } from './skills/service.js';
import { RepositoryService, defineRepositoryOperations } from './repository/service.js';
import { TransferService, defineTransferOperations } from './transfer/service.js';
import { TroubleshootService } from './troubleshoot/service.js';
import { HookService } from './hooks/service.js';
import { LearnService, defineLearnOperations } from './learn/service.js';
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

/** Wires the domain services over one store; registers every operation kind. */
export function createServices(opts: ServiceOptions): Services {
  const logger = opts.logger ?? silentLogger;
  const runner = new OperationRunner(opts.store.operations, { concurrency: opts.concurrency, logger, limits: opts.limits });
  const search = new HybridSearch(opts.store, opts.embedder, { reranker: opts.reranker, logger });
  const deps: ServiceDeps = { store: opts.store, embedder: opts.embedder, search, runner, logger };

  const checkpoints = new CheckpointService(opts.store, search);
  runner.define<CheckpointSaveInput>('checkpoint_save', {
    idempotent: false,
    run: (input, ctx) => checkpoints.save(input, ctx) as unknown as Promise<Record<string, unknown>>,
  });
  const remediations = new RemediationService(deps);
  defineRemediationOperations(deps, remediations);
  const troubleshoot = new TroubleshootService(remediations);
  const skills = new SkillService(deps);
  defineSkillOperations(deps, skills);
  const memories = new MemoryService(deps);
  const repository = new RepositoryService(deps);
  defineRepositoryOperations(deps, repository);
  const spoolDir = opts.spoolDir ?? join(tmpdir(), `contextd-spool-${process.pid}`);
  const transfer = new TransferService(deps, { checkpoints, remediations, skills, memories }, spoolDir);
  defineTransferOperations(deps, transfer);
  const hooks = new HookService(deps, { checkpoints, remediations, troubleshoot });
  const learn = new LearnService(deps, remediations);
  defineLearnOperations(deps, learn);

  return { ...deps, checkpoints, remediations, troubleshoot, skills, memories, repository, transfer, spoolDir, hooks, learn };
}
