import { ADMIN_EMAIL_VISIBLE, EMAIL_VISIBLE, maskEmail } from '../../../contract/emails.js';
import { isAdminRole } from '../../../contract/rules/roles.js';
import type { Role } from '../db/schema.js';

/** Who is looking, and when: what a serializer needs to write emails and presence for them. */
export interface PeopleView {
  viewer: { id: number; role: Role | null };
  now: Date;
}

/** An email masked as the spec masks it: the first 3 characters, 5 for an admin's. */
export const maskedEmailOf = (owner: { email: string; role: Role | null }) =>
  maskEmail(owner.email, isAdminRole(owner.role) ? ADMIN_EMAIL_VISIBLE : EMAIL_VISIBLE);

/**
 * The email a viewer is sent: whole to its owner and to admins, masked for everyone else
 * (chatters and regular staff have no use for a customer's or a colleague's address). Admins and
 * super admins administer accounts (edit emails, invite, export): they need them.
 */
export function emailFor(
  view: PeopleView,
  owner: { id: number; email: string; role: Role | null },
) {
  if (view.viewer.id === owner.id || isAdminRole(view.viewer.role)) {
    return owner.email;
  }
  return maskedEmailOf(owner);
}
