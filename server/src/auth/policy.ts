import type { Role } from '../db/schema.js';

/**
 * Who may call what: every REST route (`METHOD /path` as registered) and every GraphQL field
 * (`Type.field`). 'public' needs no token; 'authenticated' any valid token (real app users too);
 * a role list needs a staff member with one of those roles. Anything missing is refused.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

const STAFF: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'];
const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];

export const policy = {
  'GET /healthz': 'public',
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

/** `role` is undefined when anonymous, null for a real app user. */
export function decide(access: Access | undefined, role: Role | null | undefined): Decision {
  if (access === 'public') return 'allow';
  if (role === undefined) return access === undefined ? 'forbidden' : 'unauthenticated';
  if (access === 'authenticated') return 'allow';
  if (access === undefined || role === null) return 'forbidden';
  return access.includes(role) ? 'allow' : 'forbidden';
}
