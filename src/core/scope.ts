/**
 * The one scope rule of every family. A row belongs to a project, or to the
 * whole tenant (project TENANT_WIDE); a session sees its project's rows and
 * its tenant's tenant-wide rows, the project's first (they shadow the tenant's).
 * A request's tenant and project come from `Scope`; `project` / `tenant` /
 * `all` choose among them.
 */
import { TENANT_WIDE, type Scope } from '../store/scope.js';

export type OwnerScope = 'project' | 'tenant';
export type ReadScope = OwnerScope | 'all';

/** The project a row written with this choice belongs to. */
export function ownerProject(scope: Scope, choice: OwnerScope): string {
  return choice === 'tenant' ? TENANT_WIDE : scope.project;
}

/** The projects a read covers, nearest first: `all` is this project, then the tenant-wide rows. */
export function projectsFor(scope: Scope, choice: ReadScope = 'all'): string[] {
  if (choice === 'project') return [scope.project];
  if (choice === 'tenant') return [TENANT_WIDE];
  return [scope.project, TENANT_WIDE];
}

/** Which scope a stored row's project stands for. */
export function scopeOfProject(project: string): OwnerScope {
  return project === TENANT_WIDE ? 'tenant' : 'project';
}
