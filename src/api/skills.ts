import { endpoint } from './endpoint.js';

/** HTTP endpoints of the skills family (see routes.ts). */
export const skillsEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
