import { isLoopbackHost, isLoopbackUrl } from './config.js';

/**
 * DNS rebinding and cross-site requests (docs/security.md), one rule for every route
 * of the daemon (REST, /mcp, a dashboard at /):
 * - a loopback-bound daemon answers only requests addressed to a loopback host
 *   name: a web page that rebinds `attacker.example` to 127.0.0.1 still sends
 *   `Host: attacker.example`;
 * - a browser's cross-site write carries the page's `Origin`.
 */
export interface OriginRules {
  /** The address the daemon binds. */
  bindHost: string;
  /** Browser origins allowed besides the daemon's own (`serve --allow-origin`). */
  allowedOrigins: ReadonlySet<string>;
}

/** Route config key: the route applies these rules itself (/mcp answers its refusals in JSON-RPC). */
export const OWN_ORIGIN_CHECK = 'contextdOwnOriginCheck';

/** Why a request's `Host` is refused, or null. Only a loopback-bound daemon checks it. */
export function foreignHost(host: string | undefined, rules: OriginRules): string | null {
  if (!isLoopbackHost(rules.bindHost)) return null;
  if (host !== undefined && safely(() => isLoopbackUrl(`http://${host}`))) return null;
  return `host ${host ?? '(none)'} is not this loopback daemon (DNS rebinding is refused)`;
}

/**
 * Why a request's `Origin` is refused, or null. No `Origin` (a CLI, an SDK,
 * a same-origin GET) is fine; a page of the daemon itself (same scheme-less
 * host and port as the request's `Host`) and configured origins are fine;
 * with `loopbackOrigins` any loopback page is too (what /mcp has always accepted).
 */
export function foreignOrigin(origin: string | undefined, host: string | undefined, rules: OriginRules, loopbackOrigins = false): string | null {
  if (origin === undefined) return null;
  if (rules.allowedOrigins.has(origin)) return null;
  if (host !== undefined && safely(() => new URL(origin).host === host)) return null;
  if (loopbackOrigins && safely(() => isLoopbackUrl(origin))) return null;
  return `origin ${origin} is not allowed (the daemon's own pages are; add others with serve --allow-origin)`;
}

/**
 * Why a write is refused by its `Sec-Fetch-Site` (what a browser says of the
 * page that sent it), or null: a page of another site or port is refused even
 * if some browser left `Origin` out. Absent (a CLI, an SDK) or `same-origin`
 * or `none` (typed by the user) is fine.
 */
export function foreignFetchSite(site: string | undefined): string | null {
  if (site === 'cross-site' || site === 'same-site') return `a write from another site's page (sec-fetch-site: ${site}) is not allowed`;
  return null;
}

/** Methods that change nothing: a foreign page cannot read their answer (no CORS headers). */
export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

function safely(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}
