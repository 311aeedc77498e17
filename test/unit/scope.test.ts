import { describe, expect, it } from 'vitest';
import { ownerProject, projectsFor, scopeOfProject } from '../../src/core/scope.js';
import { TENANT_WIDE } from '../../src/store/scope.js';

const scope = { tenant: 'acme', project: 'web-1234' };

describe('the scope rule (core/scope.ts)', () => {
  it('writes a project row to the project and a tenant row tenant-wide', () => {
    expect(ownerProject(scope, 'project')).toBe('web-1234');
    expect(ownerProject(scope, 'tenant')).toBe(TENANT_WIDE);
  });

  it('reads the project, the tenant-wide rows, or both with the project first', () => {
    expect(projectsFor(scope, 'project')).toEqual(['web-1234']);
    expect(projectsFor(scope, 'tenant')).toEqual([TENANT_WIDE]);
    expect(projectsFor(scope, 'all')).toEqual(['web-1234', TENANT_WIDE]);
    expect(projectsFor(scope)).toEqual(['web-1234', TENANT_WIDE]);
  });

  it('names the scope of a stored row', () => {
    expect(scopeOfProject(TENANT_WIDE)).toBe('tenant');
    expect(scopeOfProject('web-1234')).toBe('project');
  });
});
