import { useCanAccess, useGetIdentity, useGetOne } from 'react-admin';
import type { ModeratorDetail } from '../../../contract/moderators';
import { SIGNED_MEDIA_REFRESH_MS } from '../../lib/mediaLinks';

/**
 * A moderator's detail, and whether the caller may change it (admins, or the chatter working it).
 * react-admin shows a list's card as the record while the detail loads; the page waits for the
 * detail itself.
 */
export function useModerator(id: number | undefined) {
  const query = useGetOne<ModeratorDetail>(
    'moderators',
    { id: id ?? 0 },
    { enabled: Boolean(id), retry: false, refetchInterval: SIGNED_MEDIA_REFRESH_MS },
  );
  const { identity } = useGetIdentity();
  const { canAccess: isAdmin } = useCanAccess({ resource: 'moderators', action: 'edit' });
  const data = query.data && 'avatar_photos' in query.data ? query.data : undefined;
  const worksOn = Boolean(identity && data?.worker_id === identity.id);
  return {
    ...query,
    data,
    isPending: query.isPending || (!data && !query.error),
    canEdit: Boolean(isAdmin) || worksOn,
  };
}
