import type { ServiceDeps } from '../services-deps.js';

/** Domain logic of the skills family over the Store contract. */
export class SkillService {
  constructor(protected readonly deps: ServiceDeps) {}
}

/** Registers this family's operation kinds on the runner. */
export function defineSkillOperations(_deps: ServiceDeps, _service: SkillService): void {}
