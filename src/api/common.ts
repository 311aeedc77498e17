import { z } from 'zod';

/** Bumped when the HTTP contract changes incompatibly; checked in /v1/health. */
export const API_VERSION = 1;

export { HEADERS } from './headers.js';

/** The token of an `Authorization: Bearer <token>` header value; undefined for anything else. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/** The project of a request that names none (the REST API's and the HTTP MCP sessions' default). */
export const DEFAULT_PROJECT = '_default';

export const MAX_WAIT_MS = 25_000;

const isWellFormed = (value: string): boolean => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** Why a text cannot be stored as it is, or null: what every string field of the API refuses. */
export function unstorable(value: string, field: string, nul: 'refused' | 'allowed' = 'refused'): string | null {
  if (!isWellFormed(value)) return `${field} contains a lone surrogate (an unpaired UTF-16 code unit such as \\ud800), which UTF-8 cannot encode; send well-formed Unicode`;
  if (nul === 'refused' && value.includes('\0')) return `${field} must not contain a NUL character (\\u0000)`;
  return null;
}

/**
 * Text every store holds byte-exact: no lone surrogate (UTF-8 cannot encode one; it
 * would be stored as U+FFFD) and no NUL (PostgreSQL text cannot hold one), refused
 * here, once, naming the field, for the daemon and the MCP tools alike.
 */
export function storable(schema: z.ZodString, field: string, nul: 'refused' | 'allowed' = 'refused'): z.ZodString {
  return schema.superRefine((value, ctx) => {
    const problem = unstorable(value, field, nul);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A string field whose limit is named in the error message. */
export function text(max: number, field: string) {
  return storable(z.string().max(max, `${field} must be at most ${max} characters`), field);
}

export function requiredText(max: number, field: string) {
  return storable(z.string().min(1, `${field} must not be empty`).max(max, `${field} must be at most ${max} characters`), field);
}

/** A string field limited in UTF-8 bytes (large payloads such as full_state); `nul: 'allowed'` where the stores keep bytes. */
export function bytesText(maxBytes: number, field: string, nul: 'refused' | 'allowed' = 'refused') {
  return storable(
    z.string().refine((value) => value.length <= maxBytes && Buffer.byteLength(value, 'utf8') <= maxBytes, {
      message: `${field} must be at most ${maxBytes} bytes (${(maxBytes / 1024 / 1024).toFixed(0)} MB)`,
    }),
    field,
    nul,
  );
}

/** The first string (key or value) in a JSON value that cannot be stored, with its path. */
function unstorableIn(value: unknown, path: (string | number)[], field: string): { path: (string | number)[]; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorable(value, [field, ...path].join('.'));
    return message ? { path, message } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    const problem = (Array.isArray(value) ? null : unstorableIn(key, at, field)) ?? unstorableIn(inner, at, field);
    if (problem) return problem;
  }
  return null;
}

export function limitField(defaultValue: number, max: number) {
  return z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(defaultValue);
}

export const idField = (field = 'id') => requiredText(128, field);
export const cursorField = storable(z.string().max(256, 'cursor must be at most 256 characters'), 'cursor').optional();
export const tagsField = z.array(requiredText(64, 'tag')).max(32, 'tags must have at most 32 entries').default([]);
export const metadataField = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 64_000, { message: 'metadata must be at most 64000 characters as JSON' })
  .superRefine((value, ctx) => {
    const problem = unstorableIn(value, [], 'metadata');
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  })
  .default({});
export const contentMode = z.enum(['minimal', 'preview', 'full']).default('preview');

export const healthOutput = z.object({ ok: z.boolean(), version: z.string(), api: z.number(), service: z.literal('contextd') });
export type Health = z.infer<typeof healthOutput>;

export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    event_id: z.string().optional(),
    /** With `overloaded` (429): seconds to wait before retrying, as the `Retry-After` header says. */
    retry_after: z.number().optional(),
  }),
});

export const deletedOutput = z.object({ id: z.string(), deleted: z.boolean() });
