// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/rules/roles';
import { canRoleAccess, isAdminType } from './policy';

const ALLOWED = { userListing: true, adminListing: true };
const DENIED = { userListing: false, adminListing: false };
const ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'];

describe('the role policy', () => {
  it.each([
    ['workers', 'invite', ['SUPER_ADMIN', 'ADMIN']],
    ['users', 'create', ['SUPER_ADMIN']],
    ['users', 'export', ['SUPER_ADMIN']],
    ['workers', 'delete', ['SUPER_ADMIN']],
    ['admins', 'delete', ['SUPER_ADMIN']],
    ['dashboard', 'list', ROLES],
    ['chat', 'work', ['CHATTER']],
    ['chat', 'read', ['SUPER_ADMIN', 'ADMIN', 'CHATTER']],
    ['queue', 'waiting', ['CHATTER']],
  ] as const)('%s.%s is for %j', (resource, action, allowed) => {
    for (const role of ROLES) {
      expect(canRoleAccess(role, ALLOWED, resource, action)).toBe(
        (allowed as readonly Role[]).includes(role),
      );
    }
  });

  it('opens the user and admin listings only when their server check allows', () => {
    for (const role of ROLES) {
      expect(canRoleAccess(role, ALLOWED, 'users', 'list')).toBe(true);
      expect(canRoleAccess(role, DENIED, 'users', 'list')).toBe(false);
      expect(canRoleAccess(role, DENIED, 'admins', 'list')).toBe(false);
    }
  });

  it('gives nothing to a session without a staff role, and splits the two menus', () => {
    expect(canRoleAccess(null, ALLOWED, 'dashboard', 'list')).toBe(false);
    expect(ROLES.filter(isAdminType)).toEqual(['SUPER_ADMIN', 'ADMIN', 'REGULAR']);
  });
});
