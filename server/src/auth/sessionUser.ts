import type { SessionUser } from '../../../contract/rest.js';
import type { TokenUser } from './tokens.js';

export function toSessionUser(user: TokenUser): SessionUser {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName,
    roles: user.role ? [user.role] : [],
  };
}
