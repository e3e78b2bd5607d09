import type { UserIdentity } from 'react-admin';
import type { Role } from '../../contract/rules/roles';
import { roleOf, type Session } from '../lib/session';
import { canRoleAccess } from './policy';

/**
 * The authProvider's answers, worked out from the stored session alone: nothing in them waits for
 * the server. authProvider.ts answers react-admin's calls with them, and sessionQueryClient.ts
 * puts them in react-admin's query cache before the first render.
 */
export const sessionAnswers = {
  isSignedIn: (session: Session | null) => session !== null,
  identity: (session: Session): UserIdentity => ({
    id: session.user.id,
    fullName: session.user.fullName,
  }),
  permissions: (session: Session | null): Role[] => session?.user.roles ?? [],
  canAccess: (session: Session | null, resource: string, action: string, record?: unknown) =>
    canRoleAccess(roleOf(session), session?.checks, resource, action, record),
};
