import type { Role } from '../../contract/rules/roles';
import { ADMIN_ROLES, ROLES } from '../../contract/rules/roles';
import type { Session } from '../lib/session';

/**
 * What each role may do in the back-office (spec section 6). Keys are `resource.action`;
 * the server decides for real, this only hides what a role cannot use.
 */
const STAFF: readonly Role[] = ROLES;
const ADMINS: readonly Role[] = ADMIN_ROLES;

const RULES: Record<string, readonly Role[]> = {
  'dashboard.list': STAFF,
  'queue.list': STAFF,
  // Only chatters work the queue; admins cannot take chats (spec section 6).
  'queue.take': ['CHATTER'],
  // The table of waiting chats is hidden from admins (spec section 2 "pendingChats"), and the
  // server lists them to chatters only among the rest of staff.
  'queue.waiting': ['CHATTER'],
  'chat.start': ['CHATTER'],
  // /chat/{id}: admins read every chat, a chatter the ones they work; regular staff none.
  'chat.read': [...ADMINS, 'CHATTER'],
  // The workspace's working side: the worker's fake users, and writing in the chats they hold.
  'chat.work': ['CHATTER'],
  'chat.settings': ADMINS,
  'workers.list': STAFF,
  'workers.show': STAFF,
  // The admin-type menu lists Workers; the chatter menu does not (spec section 2 "Menus").
  'workers.menu': ['SUPER_ADMIN', 'ADMIN', 'REGULAR'],
  'admins.menu': ['SUPER_ADMIN', 'ADMIN', 'REGULAR'],
  'users.menu': STAFF,
  // Editing someone else's profile; everyone may edit their own (checked where the link is).
  'workers.edit': ADMINS,
  'admins.edit': ADMINS,
  // Another admin's email (sign-in is by email): a super admin only; one's own is always editable.
  'admins.change_email': ['SUPER_ADMIN'],
  'workers.invite': ADMINS,
  // Password reset links (issue 37): only for a staff member ranked below (checked on the record).
  'workers.reset_password': ADMINS,
  'admins.reset_password': ['SUPER_ADMIN'],
  // Those who invite see every invitation and revoke a pending one.
  'invitations.list': ADMINS,
  'invitations.revoke': ADMINS,
  // The contact inbox: what visitors sent through the contact-us form.
  'contactMessages.list': ADMINS,
  'contactMessages.show': ADMINS,
  'contactMessages.handle': ADMINS,
  'workers.delete': ['SUPER_ADMIN'],
  'admins.delete': ['SUPER_ADMIN'],
  'users.create': ['SUPER_ADMIN'],
  'users.export': ['SUPER_ADMIN'],
  'users.save': ['SUPER_ADMIN'],
  'users.block': ADMINS,
  'users.photos': ADMINS,
  'moderators.list': STAFF,
  // Like Workers, an entry of the admin-type menu only (spec section 2 "Menus").
  'moderators.menu': ['SUPER_ADMIN', 'ADMIN', 'REGULAR'],
  'moderators.create': ADMINS,
  // Any moderator; a chatter edits the fake users they work (decided where the record is known).
  'moderators.edit': ADMINS,
  'moderators.delete': ADMINS,
  // The shared stock library: REGULAR staff only look.
  'stock.upload': [...ADMINS, 'CHATTER'],
  'stock.delete': ADMINS,
  // Worker statistics: admins see the team; a chatter sees their own counter in the menu.
  'workerStatistics.list': ADMINS,
  'workerStatistics.export': ADMINS,
  'workerStatistics.counter': ['CHATTER'],
  // The audit log (issue 21): super admins read and export it.
  'audit.list': ['SUPER_ADMIN'],
  'audit.show': ['SUPER_ADMIN'],
  'audit.export': ['SUPER_ADMIN'],
  // The system page (issue 22): this server's live figures.
  'system.list': ['SUPER_ADMIN'],
  // Team briefings: admins write them; every staff member reads theirs on the dashboard.
  'briefings.list': ADMINS,
  'briefings.create': ADMINS,
  'briefings.edit': ADMINS,
  'briefings.delete': ADMINS,
  // Admins read them in the list they write; the rest of staff re-read theirs on their own page.
  'myBriefings.list': ['CHATTER', 'REGULAR'],
  // Saved replies: chatters and admins keep their own; admins also write the team's.
  'savedReplies.list': [...ADMINS, 'CHATTER'],
  'savedReplies.create': [...ADMINS, 'CHATTER'],
  'savedReplies.edit': [...ADMINS, 'CHATTER'],
  'savedReplies.delete': [...ADMINS, 'CHATTER'],
  'savedReplies.team': ADMINS,
};

/** Listing routes also need the server's listing check (spec: "may visit user/admin listing"). */
const LISTING_CHECK: Record<string, keyof Session['checks']> = {
  users: 'userListing',
  admins: 'adminListing',
};

/** Nobody edits a higher rank: an admin leaves the super admin's profile alone. */
const RANK: Record<Role, number> = { SUPER_ADMIN: 3, ADMIN: 2, CHATTER: 1, REGULAR: 0 };

/** True when the record is a staff profile of a higher rank than `role`. */
function outranks(record: unknown, role: Role): boolean {
  const roles = (record as { roles?: Role[] } | undefined)?.roles;
  return Boolean(roles?.[0] && RANK[roles[0]] > RANK[role]);
}

/** True when the record is a staff profile ranked strictly below `role`. */
function ranksBelow(record: unknown, role: Role): boolean {
  const roles = (record as { roles?: Role[] } | undefined)?.roles;
  return Boolean(roles?.[0] && RANK[roles[0]] < RANK[role]);
}

/** The actions whose answer depends on the record (its rank); every other one is the role's. */
const RECORD_ACTIONS = new Set(['edit', 'reset_password']);
export const readsRecord = (action: string) => RECORD_ACTIONS.has(action);

export function canRoleAccess(
  role: Role | null,
  checks: Session['checks'] | undefined,
  resource: string,
  action: string,
  record?: unknown,
): boolean {
  if (!role) return false;
  if (readsRecord(action)) {
    if (action === 'edit' && outranks(record, role)) return false;
    if (action === 'reset_password' && !ranksBelow(record, role)) return false;
  }
  const check = LISTING_CHECK[resource];
  if (check && ['list', 'show', 'edit', 'menu'].includes(action)) {
    if (!checks?.[check]) return false;
    if (action === 'list') return true;
  }
  const allowed = RULES[`${resource}.${action}`];
  return allowed ? allowed.includes(role) : Boolean(check);
}

/** Admin-type staff get the admin menu; chatters their own (spec section 2 "Menus"). */
export const isAdminType = (role: Role | null) => role !== null && role !== 'CHATTER';
