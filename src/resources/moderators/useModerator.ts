import { useCanAccess, useGetIdentity, useGetOne } from 'react-admin';
import type { ModeratorDetail } from '../../../contract/moderators';
import { rereadBeforeLinksExpire } from '../../lib/mediaLinks';

/**
 * The detail's own cache key: the list seeds react-admin's getOne cache with its cards (under the
 * list's meta), and a card must not stand in for the detail while it loads.
 */
const DETAIL = { view: 'detail' } as const;

/** How a moderator's detail is read, by `useModerator` and by the edit screen's `EditBase`. */
export const MODERATOR_DETAIL_QUERY = {
  meta: DETAIL,
  retry: false,
  // The private photos' signed links expire: the detail is read again just before.
  refetchInterval: rereadBeforeLinksExpire,
} as const;

/** A moderator's detail (the create wizard's media step). */
export function useModerator(id: number | undefined) {
  const { meta, ...options } = MODERATOR_DETAIL_QUERY;
  return useGetOne<ModeratorDetail>(
    'moderators',
    { id: id ?? 0, meta },
    { ...options, enabled: Boolean(id) },
  );
}

/** Admins change any moderator; a chatter the fake users they work (undefined until known). */
export function useCanEditModerator(moderator: ModeratorDetail | undefined): boolean | undefined {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { canAccess: isAdmin, isPending } = useCanAccess({
    resource: 'moderators',
    action: 'edit',
  });
  if (isPending || identityPending) return undefined;
  return Boolean(isAdmin) || Boolean(identity && moderator?.worker_id === identity.id);
}
