import { ADMIN_ROLES, type Role } from '../../../contract/rules/roles.js';

/** Which staff roles see each people list until a super admin changes it. */
export interface ListingAccess {
  users: Role[];
  admins: Role[];
}

/** What a fresh installation starts with; the seed writes these and a missing row reads as them. */
export const DEFAULT_LISTING_ACCESS: ListingAccess = {
  users: [...ADMIN_ROLES, 'CHATTER'],
  admins: [...ADMIN_ROLES],
};
export const DEFAULT_MIN_MESSAGE_LENGTH = 50;
