/** Every staff role, highest first. Here, not beside the schemas: screens read it without zod. */
export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The admin roles (spec section 6): an admin, and a super admin, who is an admin too. The server's
 * checks and the back-office's screens say "is admin" by this one rule.
 */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN'] as const satisfies readonly Role[];

const ADMIN_ROLE_SET: ReadonlySet<string | null | undefined> = new Set(ADMIN_ROLES);

/** Whether a role is an admin role: none (a real app user's) is not, nor any other text. */
export const isAdminRole = (role: string | null | undefined) => ADMIN_ROLE_SET.has(role);
