/** Every store call takes a Scope: there is no unscoped query. */
export interface Scope {
  readonly tenant: string;
  /** The project id; '' is never a project scope (tenant-wide rows use ''). */
  readonly project: string;
}

/** '' marks a tenant-wide row (visible from every project of the tenant). */
export const TENANT_WIDE = '';
