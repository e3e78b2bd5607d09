import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, isAdminRole, ROLES } from './roles.js';

describe('the admin roles', () => {
  it('are the super admin and the admin, and no other role', () => {
    expect(ROLES.filter(isAdminRole)).toEqual(['SUPER_ADMIN', 'ADMIN']);
    expect(ROLES.filter(isAdminRole)).toEqual([...ADMIN_ROLES]);
  });

  it('leave out a person without a role and any text that is no admin role', () => {
    expect(isAdminRole(null)).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
    expect(isAdminRole('admin')).toBe(false);
  });
});
