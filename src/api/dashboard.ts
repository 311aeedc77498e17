import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { operationSchema } from './operations.js';

/**
 * What the web dashboard (README.md, "Dashboard") needs beyond the tools' endpoints:
 * the tenant's projects (the project selector) and a stream of operation
 * changes (the live Operations view).
 */
export const projectsOutput = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      /** Findable items of this project: checkpoints, remediations, skills, memories and index chunks. */
      items: z.number().int(),
      /** The newest checkpoint or operation of the project (ISO time), or null. */
      last_activity: z.string().nullable(),
    }),
  ),
});
export type ProjectsOutput = z.infer<typeof projectsOutput>;

/** The most projects the selector lists (most recently active first). */
export const PROJECTS_LIMIT = 200;

/**
 * `GET /v1/operations/events`: a `text/event-stream` of the caller's project.
 * First one `snapshot` event (the newest operations, like GET /v1/operations),
 * then an `operation` event per change (coalesced to at most one per
 * operation every OPERATION_EVENTS_COALESCE_MS), and a comment line every
 * OPERATION_EVENTS_HEARTBEAT_MS. It takes the same headers as every route
 * (Authorization in team mode), so a page reads it with fetch(), not
 * EventSource, which cannot send them.
 */
export const OPERATION_EVENTS_PATH = '/v1/operations/events';
export const OPERATION_EVENTS_COALESCE_MS = 50;
export const OPERATION_EVENTS_HEARTBEAT_MS = 15_000;
export const operationSnapshotEvent = z.object({ operations: z.array(operationSchema) });
export const operationChangeEvent = operationSchema;

/** HTTP endpoints of the dashboard (see routes.ts); the event stream is registered by hand (it streams). */
export const dashboardEndpoints = {
  projectList: endpoint({ method: 'GET', path: '/v1/projects', input: z.object({}), output: projectsOutput }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
