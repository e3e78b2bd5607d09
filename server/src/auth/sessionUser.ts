import type { SessionUser } from '../../../contract/rest.js';
import type { TokenUser } from './tokens.js';

/** A staff member's name as the back-office shows it: first and last name, else the email. */
export const fullNameOf = (user: Pick<TokenUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

export function toSessionUser(user: TokenUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullNameOf(user),
    roles: user.role ? [user.role] : [],
  };
}
