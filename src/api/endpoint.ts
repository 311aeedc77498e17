import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One HTTP endpoint of the daemon, shared by the daemon (which registers a
 * handler for it) and the client (which calls it). Path parameters (`:id`) are
 * taken from input fields of the same name; the other fields travel in the
 * query string (GET, DELETE) or the JSON body (POST).
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
}

export function endpoint<I extends z.ZodType, O extends z.ZodType>(def: {
  method: HttpMethod;
  path: string;
  input: I;
  output: O;
  status?: 200 | 202;
  bodyLimit?: number;
}): Endpoint<I, O> {
  return { status: 200, ...def };
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
}
