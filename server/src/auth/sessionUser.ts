import type { SessionUser } from '../../../contract/session.js';
import { staffNameOf } from '../people/names.js';
import type { TokenUser } from './tokens.js';

export function toSessionUser(user: TokenUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: staffNameOf(user),
    roles: user.role ? [user.role] : [],
  };
}
