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

/** A string field whose limit is named in the error message. */
export function text(max: number, field: string) {
  return z.string().max(max, `${field} must be at most ${max} characters`);
}

export function requiredText(max: number, field: string) {
  return z.string().min(1, `${field} must not be empty`).max(max, `${field} must be at most ${max} characters`);
}

/** A string field limited in UTF-8 bytes (large payloads such as full_state). */
export function bytesText(maxBytes: number, field: string) {
  return z.string().refine((value) => value.length <= maxBytes && Buffer.byteLength(value, 'utf8') <= maxBytes, {
    message: `${field} must be at most ${maxBytes} bytes (${(maxBytes / 1024 / 1024).toFixed(0)} MB)`,
  });
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
export const cursorField = z.string().max(256, 'cursor must be at most 256 characters').optional();
export const tagsField = z.array(requiredText(64, 'tag')).max(32, 'tags must have at most 32 entries').default([]);
export const metadataField = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 64_000, { message: 'metadata must be at most 64000 characters as JSON' })
  .default({});
export const contentMode = z.enum(['minimal', 'preview', 'full']).default('preview');
export const isoDate = z.string();

export const healthOutput = z.object({ ok: z.boolean(), version: z.string(), api: z.number(), service: z.literal('contextd') });
export type Health = z.infer<typeof healthOutput>;

export const errorEnvelope = z.object({
  error: z.object({ code: z.string(), message: z.string(), event_id: z.string().optional() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const deletedOutput = z.object({ id: z.string(), deleted: z.boolean() });
