import type { ServiceDeps } from '../services-deps.js';

/** Domain logic of the repository family over the Store contract. */
export class RepositoryService {
  constructor(protected readonly deps: ServiceDeps) {}
}

/** Registers this family's operation kinds on the runner. */
export function defineRepositoryOperations(_deps: ServiceDeps, _service: RepositoryService): void {}
