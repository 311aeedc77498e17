import { createRequire } from 'node:module';
import type { Agent, Dispatcher, errors } from 'undici';

/** The parts of undici the daemon client uses. */
export interface HttpStack {
  Agent: typeof Agent;
  request(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  errors: Pick<typeof errors, 'SocketError' | 'HeadersTimeoutError' | 'BodyTimeoutError'>;
  /** `modules`: only the dispatcher, request and error modules; `package`: the whole of undici. */
  loadedFrom: 'modules' | 'package';
}

let stack: Promise<HttpStack> | null = null;

/**
 * Loads undici on first use. `import('undici')` loads fetch, WebSocket, the
 * cache and the mock agent as well, ~80 ms and ~6 MB that `--mcp` never uses;
 * the client needs the Agent, `request` and three error classes, so those
 * modules are loaded alone (undici has no `exports` map; its entry point
 * requires the same files). Should a later undici move them, the whole
 * package is loaded instead, and a unit test says so.
 */
export function loadHttpStack(): Promise<HttpStack> {
  stack ??= Promise.resolve()
    .then(fromModules)
    .catch(async () => {
      const undici = await import('undici');
      return { Agent: undici.Agent, request: (dispatcher, options) => dispatcher.request(options), errors: undici.errors, loadedFrom: 'package' } satisfies HttpStack;
    });
  return stack;
}

function fromModules(): HttpStack {
  const require = createRequire(import.meta.url);
  const request = require('undici/lib/api/api-request.js') as (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
  const errorClasses = require('undici/lib/core/errors.js') as typeof errors;
  const AgentClass = require('undici/lib/dispatcher/agent.js') as typeof Agent;
  if (typeof request !== 'function' || typeof AgentClass !== 'function' || typeof errorClasses.SocketError !== 'function') throw new Error('undici layout changed');
  return { Agent: AgentClass, request: (dispatcher, options) => request.call(dispatcher, options), errors: errorClasses, loadedFrom: 'modules' };
}
