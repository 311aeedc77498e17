import { endpoint } from './endpoint.js';

/** HTTP endpoints of the repository family (see routes.ts). */
export const repositoryEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
