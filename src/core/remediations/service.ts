import type { ServiceDeps } from '../services-deps.js';

/** Domain logic of the remediations family over the Store contract. */
export class RemediationService {
  constructor(protected readonly deps: ServiceDeps) {}
}

/** Registers this family's operation kinds on the runner. */
export function defineRemediationOperations(_deps: ServiceDeps, _service: RemediationService): void {}
