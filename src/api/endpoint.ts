import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One HTTP endpoint of the daemon, shared by the daemon (which registers a
 * handler for it) and the client (which calls it). Path parameters (`:id`) are
 * taken from input fields of the same name; the other fields travel in the
 * query string (GET) or the JSON body (POST, DELETE). No GET field may be long
 * enough, percent-encoded, to pass the HTTP header limit (16 KiB).
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly input: I;
  readonly output: O;
  /** 202 for endpoints that start an operation. */
  readonly status: 200 | 202;
  /** Largest accepted request body in bytes (default 1 MiB). */
  readonly bodyLimit?: number;
  /**
   * A large text field sent outside the JSON (see FRAMED_CONTENT_TYPE) so the
   * daemon does not JSON.parse megabytes on its event loop.
   */
  readonly rawField?: string;
}

/**
 * Body framing for endpoints with a `rawField`: one line of JSON with the
 * other fields, a newline, then the raw field's text as UTF-8. The header
 * FRAMED_FIELD_HEADER names the field.
 */
export const FRAMED_CONTENT_TYPE = 'application/vnd.contextd.framed';
export const FRAMED_FIELD_HEADER = 'x-contextd-raw-field';
/** Raw fields shorter than this travel inside the JSON as usual. */
export const FRAMED_MIN_CHARS = 64 * 1024;

export function endpoint<I extends z.ZodType, O extends z.ZodType>(def: {
  method: HttpMethod;
  path: string;
  input: I;
  output: O;
  status?: 200 | 202;
  bodyLimit?: number;
  rawField?: string;
}): Endpoint<I, O> {
  return { status: 200, ...def };
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
}
