import { ADMIN_EMAIL_VISIBLE, EMAIL_VISIBLE, maskEmail } from '../../../contract/emails.js';
import type { Role } from '../db/schema.js';

/** Who is looking, and when: what a serializer needs to write emails and presence for them. */
export interface PeopleView {
  viewer: { id: number; role: Role | null };
  now: Date;
}

/** Admins and super admins administer accounts (edit emails, invite, export): they need them. */
const NEEDS_WHOLE_EMAILS: readonly (Role | null)[] = ['SUPER_ADMIN', 'ADMIN'];

const isAdminRole = (role: Role | null) => role === 'SUPER_ADMIN' || role === 'ADMIN';

/** An email masked as the spec masks it: the first 3 characters, 5 for an admin's. */
export const maskedEmailOf = (owner: { email: string; role: Role | null }) =>
  maskEmail(owner.email, isAdminRole(owner.role) ? ADMIN_EMAIL_VISIBLE : EMAIL_VISIBLE);

/**
 * The email a viewer is sent: whole to its owner and to admins, masked for everyone else
 * (chatters and regular staff have no use for a customer's or a colleague's address).
 */
export function emailFor(
  view: PeopleView,
  owner: { id: number; email: string; role: Role | null },
) {
  if (view.viewer.id === owner.id || NEEDS_WHOLE_EMAILS.includes(view.viewer.role)) {
    return owner.email;
  }
  return maskedEmailOf(owner);
}
