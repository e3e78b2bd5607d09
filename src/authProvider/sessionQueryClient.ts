import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { getSession, type Session } from '../lib/session';
import { readsRecord } from './policy';
import { sessionAnswers } from './sessionAnswers';

/**
 * What react-admin's auth query of `queryKey` answers for `session`, when the session alone
 * decides it. react-admin keys them (ra-core/src/auth):
 * - useAuthState:          ['auth', 'checkAuth', params]
 * - usePermissions:        ['auth', 'getPermissions', params]
 * - useGetIdentity:        ['auth', 'getIdentity']
 * - useCanAccess:          ['auth', 'canAccess', { action, resource, recordId, ...options }]
 * - useCanAccessResources: ['auth', 'canAccess', resources, action, record]
 * A record known only by its id (useCanAccess) is left to the authProvider, which gets the record,
 * when the action's rule reads it (nobody edits a higher rank); any other action is the role's.
 */
export function sessionAnswerOf(
  queryKey: QueryKey,
  session: Session | null,
): { value: unknown } | undefined {
  if (queryKey[0] !== 'auth' || !session) return undefined;
  const [, method, ...rest] = queryKey;
  switch (method) {
    case 'checkAuth':
      return { value: sessionAnswers.isSignedIn(session) };
    case 'getPermissions':
      return { value: sessionAnswers.permissions(session) };
    case 'getIdentity':
      return { value: sessionAnswers.identity(session) };
    case 'canAccess':
      return canAccessAnswerOf(rest, session);
    default:
      return undefined;
  }
}

function canAccessAnswerOf(rest: readonly unknown[], session: Session) {
  const [first, action, record] = rest;
  if (Array.isArray(first) && typeof action === 'string') {
    const resources = first.filter((resource): resource is string => typeof resource === 'string');
    return {
      value: Object.fromEntries(
        resources.map((resource) => [
          resource,
          sessionAnswers.canAccess(session, resource, action, record),
        ]),
      ),
    };
  }
  const params = first as { action?: unknown; resource?: unknown; recordId?: unknown } | undefined;
  if (typeof params?.action !== 'string' || typeof params.resource !== 'string') return undefined;
  if (params.recordId !== undefined && readsRecord(params.action)) return undefined;
  return { value: sessionAnswers.canAccess(session, params.resource, params.action) };
}

/**
 * react-admin's query client, with its auth queries (checkAuth, getPermissions, getIdentity,
 * canAccess) answered at once from the stored session instead of after a promise each: the
 * layout, the menu and a list mount in the first render, and the list's data is asked for then.
 * The answers hold for the session's life (src/Root.tsx mounts a new app, with a new client, for
 * another session); the authProvider still answers what the session cannot (record rules).
 */
export class SessionQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    // A check turned off (a page that disables react-admin's access check) is not answered: an
    // answer would be acted on (a refusal redirects to Access denied).
    if (defaulted.enabled === false) return defaulted;
    const answer = sessionAnswerOf(defaulted.queryKey, getSession());
    if (!answer) return defaulted;
    return {
      ...defaulted,
      initialData: answer.value as TQueryData,
      staleTime: Number.POSITIVE_INFINITY,
    };
  }
}
