/**
 * Errors are values with a stable code (docs/architecture.md, "Errors"). Every layer throws
 * ContextdError; the daemon turns it into an envelope, the client turns the
 * envelope back into a ContextdError, and the MCP layer into an isError result.
 */
export const ERROR_CODES = [
  'invalid_params',
  'not_found',
  'conflict',
  'daemon_unavailable',
  'operation_failed',
  'operation_timeout',
  'cancelled',
  'unauthorized',
  'forbidden',
  'payload_too_large',
  'overloaded',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_params: 400,
  not_found: 404,
  conflict: 409,
  daemon_unavailable: 503,
  operation_failed: 500,
  operation_timeout: 504,
  cancelled: 499,
  unauthorized: 401,
  forbidden: 403,
  payload_too_large: 413,
  overloaded: 429,
  internal: 500,
};

export class ContextdError extends Error {
  override readonly name = 'ContextdError';
  /** `overloaded`: seconds after which the same request may succeed (HTTP `Retry-After`). */
  retryAfter?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly eventId?: string,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export function codeForStatus(status: number): ErrorCode {
  const found = ERROR_CODES.find((code) => HTTP_STATUS[code] === status);
  return found ?? (status >= 500 ? 'internal' : 'invalid_params');
}

/** The daemon holds as much queued work as it may (backpressure, docs/security.md): try again after `retryAfter` seconds. */
export function overloaded(message: string, retryAfter: number): ContextdError {
  const error = new ContextdError('overloaded', `${message}; try again in ${retryAfter} s`);
  error.retryAfter = retryAfter;
  return error;
}

export const invalid = (message: string) => new ContextdError('invalid_params', message);
export const notFound = (what: string, id: string) => new ContextdError('not_found', `${what} '${id}' not found`);

/** Formats zod issues as "field: message" lines naming the field and the limit. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; expected?: unknown }[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join('.') || '(body)';
      // zod says "Invalid input: expected string, received undefined" for a field left out.
      const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
      return `${field}: ${missing ? `required${typeof issue.expected === 'string' ? ` (${issue.expected})` : ''}` : issue.message}`;
    })
    .join('; ');
}
