import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { deletedOutput, healthOutput } from './common.js';
import { operationEndpoints, operationSchema } from './operations.js';
import {
  checkpointIdInput,
  checkpointListInput,
  checkpointListOutput,
  checkpointResumeInput,
  checkpointResumeOutput,
  checkpointSaveInput,
  checkpointSearchInput,
  checkpointSearchOutput,
} from './checkpoints.js';

import { remediationsEndpoints } from './remediations.js';
import { skillsEndpoints } from './skills.js';
import { repositoryEndpoints } from './repository.js';
import { transferEndpoints } from './transfer.js';
import { hooksEndpoints } from './hooks.js';
import { memoriesEndpoints } from './memories.js';
import { dashboardEndpoints } from './dashboard.js';

const empty = z.object({});

export const statusOutput = z.object({
  version: z.string(),
  api: z.number(),
  pid: z.number(),
  uptime_ms: z.number(),
  store: z.object({
    kind: z.string(),
    path: z.string(),
    vector: z.string(),
    // Optional: daemons before 0.2 do not report them.
    schema: z.object({ version: z.number().int(), latest: z.number().int() }).optional(),
    backups: z.array(z.object({ path: z.string(), schema: z.number().int(), bytes: z.number().int(), created_at: z.string() })).optional(),
    /** Size on disk of a SQLite store (file and write-ahead log). */
    bytes: z.number().int().optional(),
  }),
  embedder: z.string(),
  counts: z.record(z.string(), z.number()),
  /** The indexed repositories of the caller's project, with their file and chunk counts. */
  repositories: z.array(z.object({ root: z.string(), files: z.number(), chunks: z.number(), last_indexed_at: z.string().nullable() })).optional(),
  operations: z.array(operationSchema),
});
export type DaemonStatus = z.infer<typeof statusOutput>;

export const storeHealthOutput = z.object({
  ok: z.boolean(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string(), fix: z.string().optional() })),
});

/** The HTTP contract of the daemon, one entry per endpoint. */
export const api = {
  health: endpoint({ method: 'GET', path: '/v1/health', input: empty, output: healthOutput }),
  status: endpoint({ method: 'GET', path: '/v1/status', input: empty, output: statusOutput }),
  storeHealth: endpoint({ method: 'GET', path: '/v1/store/health', input: empty, output: storeHealthOutput }),

  ...operationEndpoints,

  checkpointSave: endpoint({
    method: 'POST',
    path: '/v1/checkpoints',
    input: checkpointSaveInput,
    output: operationSchema,
    status: 202,
    bodyLimit: 8 * 1024 * 1024,
    rawField: 'full_state',
  }),
  checkpointList: endpoint({ method: 'GET', path: '/v1/checkpoints', input: checkpointListInput, output: checkpointListOutput }),
  checkpointSearch: endpoint({ method: 'POST', path: '/v1/checkpoints/search', input: checkpointSearchInput, output: checkpointSearchOutput }),
  checkpointResume: endpoint({ method: 'GET', path: '/v1/checkpoints/:id/resume', input: checkpointResumeInput, output: checkpointResumeOutput }),
  checkpointDelete: endpoint({ method: 'DELETE', path: '/v1/checkpoints/:id', input: checkpointIdInput, output: deletedOutput }),

  ...remediationsEndpoints,
  ...skillsEndpoints,
  ...repositoryEndpoints,
  ...transferEndpoints,
  ...hooksEndpoints,
  ...memoriesEndpoints,
  ...dashboardEndpoints,
} as const;

export type Api = typeof api;
