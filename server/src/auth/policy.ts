import type { Role } from '../db/schema.js';

/**
 * A staff-role rule. `{ roles }` is the room left for ownership rules (e.g. a worker editing
 * their own profile): later issues add an `owner` field here and one check for it in the hook.
 */
export interface RoleRule {
  roles: readonly Role[];
}

/**
 * 'public' needs no token; 'authenticated' any valid token (real app users too); a role list
 * (or a RoleRule) needs a staff member with one of those roles.
 */
export type Access = 'public' | 'authenticated' | readonly Role[] | RoleRule;

const STAFF: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'];
const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];

/**
 * Who may call what: every Fastify route (`METHOD /path` exactly as registered) and every GraphQL
 * field (`Type.field`). Anything missing is refused with 403 (fail closed).
 */
export const policy = {
  'GET /healthz': 'public',
  // Static files: the built back-office and uploaded media (their names are unguessable).
  'GET /*': 'public',
  'GET /media/*': 'public',
  // The GraphQL endpoint is open; each field below is checked on its own. GET carries the
  // websocket upgrade, which authenticates at connection init.
  'GET /graphql': 'public',
  'POST /graphql': 'public',

  'GET /api/': 'public',
  'POST /api/auth/token-login/': 'public',
  'POST /api/auth/logout/': 'authenticated',
  'GET /api/auth/me/': 'authenticated',
  'POST /api/contact-us/': 'public',
  'GET /api/worker/invitation/:invitationKey/': 'public',
  'POST /api/worker/invitation/': ADMINS,
  'POST /api/worker/signup/': 'public',

  'Query.checkUserListingPermission': STAFF,
  'Query.checkAdminListingPermission': STAFF,
  'Query.checkWorkerChatPermission': STAFF,
  'Query.chatQueueSettings': STAFF,
  'Query.chatPasteSettings': STAFF,
  'Query.chatMessageLengthSetting': STAFF,
  'Query.chatsInQueueCount': STAFF,
  'Subscription.queueChanged': STAFF,
} as const satisfies Record<string, Access>;

export type PolicyKey = keyof typeof policy;

export function accessFor(key: string): Access | undefined {
  return (policy as Record<string, Access>)[key];
}

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

function rolesOf(access: readonly Role[] | RoleRule): readonly Role[] {
  return 'roles' in access ? access.roles : access;
}

/** `role` is undefined when anonymous, null for a real app user. */
export function decide(access: Access | undefined, role: Role | null | undefined): Decision {
  if (access === 'public') return 'allow';
  if (access === undefined) return 'forbidden';
  if (role === undefined) return 'unauthenticated';
  if (access === 'authenticated') return 'allow';
  if (role === null) return 'forbidden';
  return rolesOf(access).includes(role) ? 'allow' : 'forbidden';
}
