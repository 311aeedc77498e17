import { z } from 'zod';
import { checkpointSaveInput } from '../../api/checkpoints.js';
import { learnGitInput } from '../../api/hooks.js';
import { remediationConsolidateInput } from '../../api/remediations.js';
import { repositoryIndexInput } from '../../api/repository.js';
import { exportRunInput, importRunInput } from '../../api/transfer.js';

/**
 * Every kind of operation the daemon runs: the input it starts with (stored, redacted,
 * for a requeue) and whether a daemon restart queues it again (`idempotent`) or fails it
 * `interrupted`. The runner, the routes and services that start operations, and restart
 * recovery all read this one table; `createServices` gives each kind its run function
 * (`OperationRuns`, checked complete by the compiler).
 */
export const operationKinds = {
  checkpoint_save: { input: checkpointSaveInput, idempotent: false },
  remediation_consolidate: { input: remediationConsolidateInput, idempotent: false },
  search_reembed: { input: z.object({}), idempotent: true },
  repository_index: { input: repositoryIndexInput, idempotent: true },
  export: { input: exportRunInput, idempotent: true },
  // An upload the daemon spooled itself (`spooled`) is removed once read.
  import: { input: importRunInput.extend({ spooled: z.boolean().optional() }), idempotent: true },
  // Mining again is harmless: commits mined before are skipped.
  learn_git: { input: learnGitInput, idempotent: true },
} as const satisfies Record<string, { input: z.ZodType; idempotent: boolean }>;

export type OperationKindName = keyof typeof operationKinds;

/** The input each kind runs with (after its schema's defaults). */
export type OperationInputs = { [K in OperationKindName]: z.output<(typeof operationKinds)[K]['input']> };
