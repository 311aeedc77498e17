import { endpoint } from './endpoint.js';

/** HTTP endpoints of the remediations family (see routes.ts). */
export const remediationsEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
