import type { Role } from '../../contract/rest';
import type { Session } from './session';

/**
 * What each role may do in the back-office (spec section 6). Keys are `resource.action`;
 * the server decides for real, this only hides what a role cannot use.
 */
const RULES: Record<string, readonly Role[]> = {
  'dashboard.list': ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'],
  'queue.list': ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'],
  'workers.invite': ['SUPER_ADMIN', 'ADMIN'],
  'workers.delete': ['SUPER_ADMIN'],
  'admins.delete': ['SUPER_ADMIN'],
  'users.create': ['SUPER_ADMIN'],
  'users.export': ['SUPER_ADMIN'],
  'users.save': ['SUPER_ADMIN'],
  'moderators.create': ['SUPER_ADMIN', 'ADMIN'],
};

/** Listing routes also need the server's listing check (spec: "may visit user/admin listing"). */
const LISTING_CHECK: Record<string, keyof Session['checks']> = {
  users: 'userListing',
  admins: 'adminListing',
};

export function canRoleAccess(
  role: Role | null,
  checks: Session['checks'] | undefined,
  resource: string,
  action: string,
): boolean {
  if (!role) return false;
  const check = LISTING_CHECK[resource];
  if (check && (action === 'list' || action === 'show' || action === 'edit')) {
    if (!checks?.[check]) return false;
    if (action === 'list') return true;
  }
  const allowed = RULES[`${resource}.${action}`];
  return allowed ? allowed.includes(role) : Boolean(check);
}

/** Admin-type staff get the admin menu; chatters their own (spec section 2 "Menus"). */
export const isAdminType = (role: Role | null) => role !== null && role !== 'CHATTER';
