/**
 * Headers that carry the caller's scope and tracing ids to the daemon. Kept
 * free of zod: `contextd hook` sends them on every event and must start fast.
 */
export const HEADERS = {
  tenant: 'x-contextd-tenant',
  project: 'x-contextd-project',
  session: 'x-contextd-session',
  requestId: 'x-request-id',
  /** Sent by the daemon's own /mcp sessions: the caller is remote whatever the daemon's mode (see daemon/paths.ts). */
  remote: 'x-contextd-remote',
} as const;
