import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { bearerToken } from '../api/common.js';
import { ContextdError } from '../util/errors.js';

/** A token shorter than this is refused: it could be guessed. */
export const MIN_TOKEN_CHARS = 16;
const MAX_TENANT_CHARS = 128;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Team mode's bearer tokens, each naming its tenant. Tokens are kept as
 * SHA-256 digests and looked up by the digest of the presented token, so the
 * lookup's timing says nothing about how much of a guess was right.
 */
export class TokenMap {
  private readonly tenants = new Map<string, string>();

  constructor(entries: Iterable<[token: string, tenant: string]>) {
    for (const [token, tenant] of entries) this.tenants.set(digest(token), tenant);
  }

  get size(): number {
    return this.tenants.size;
  }

  /** The tenant of an `Authorization` header value; `unauthorized` when it is missing or unknown. */
  tenantFor(authorization: string | undefined): string {
    const token = bearerToken(authorization);
    if (token === undefined) throw new ContextdError('unauthorized', 'this daemon requires Authorization: Bearer <token>');
    const tenant = this.tenants.get(digest(token));
    if (!tenant) throw new ContextdError('unauthorized', 'unknown token');
    return tenant;
  }
}

/**
 * Reads a token file: a JSON object {"<token>": "<tenant>", …}. Errors name
 * the file and the tenant of a bad entry, never a token.
 */
export function loadTokenFile(path: string): TokenMap {
  const fail = (why: string) => new ContextdError('invalid_params', `token file ${path}: ${why}`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw fail(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fail('is not JSON; expected an object {"<token>": "<tenant>"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail('expected an object {"<token>": "<tenant>"}');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length === 0) throw fail('has no tokens');
  entries.forEach(([token, tenant], i) => {
    if (typeof tenant !== 'string' || tenant.length === 0 || tenant.length > MAX_TENANT_CHARS) {
      throw fail(`entry ${i + 1}: the tenant must be a string of 1 to ${MAX_TENANT_CHARS} characters`);
    }
    if (token.length < MIN_TOKEN_CHARS || /\s/.test(token)) {
      throw fail(`entry ${i + 1} (tenant "${tenant}"): a token must be at least ${MIN_TOKEN_CHARS} characters without spaces`);
    }
  });
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) {
    throw fail('is readable by other users; make it private (chmod 600)');
  }
  return new TokenMap(entries as [string, string][]);
}
