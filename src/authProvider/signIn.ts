import type { LoginResponse } from '../../contract/session';
import type { ListingChecksQuery } from '../gql/graphql';
import { ApiError, apiFetch, graphqlRequest } from '../lib/api';
import { clearSession, getSession, type Session, setSession } from '../lib/session';

/** Thrown when a real app user (no staff role) tries to open a back-office session. */
export class NotStaffError extends Error {}

// A plain string (the sign-in bundle stays free of src/gql's documents); the comment has the type
// generator read it, so its result type comes from the contract like the others.
const CHECKS_QUERY = /* GraphQL */ `query ListingChecks {
  checkUserListingPermission { isAllowed }
  checkAdminListingPermission { isAllowed }
}`;

export async function fetchListingChecks(key: string): Promise<Session['checks']> {
  const data = await graphqlRequest<ListingChecksQuery>(CHECKS_QUERY, undefined, key);
  return {
    userListing: data.checkUserListingPermission.isAllowed,
    adminListing: data.checkAdminListingPermission.isAllowed,
  };
}

/** Login: token and user stored only for staff, with the listing checks fetched once. */
export async function signIn(email: string, password: string): Promise<Session> {
  const reply = await apiFetch<LoginResponse>('/api/auth/token-login/', {
    method: 'POST',
    json: { email, password },
  });
  if (!reply?.key) throw new ApiError(200, reply);
  if (reply.user.roles.length === 0) throw new NotStaffError();
  const session: Session = {
    key: reply.key,
    user: reply.user,
    checks: await fetchListingChecks(reply.key),
  };
  setSession(session);
  return session;
}

/** Logout: the server sets the user offline first; local data is cleared even if that fails. */
export async function signOut(reason?: string) {
  const key = getSession()?.key;
  try {
    if (key) await apiFetch('/api/auth/logout/', { method: 'POST' });
  } catch {
    // the token may already be gone (401); the session ends anyway
  } finally {
    clearSession(reason);
  }
}
