import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AvatarPhoto } from '../../../contract/users';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { rereadBeforeLinksExpire } from '../../lib/mediaLinks';

export interface PanelProfile {
  id: number;
  display_name: string | null;
  age: number | null;
  city: string | null;
  about: string;
  avatar_index: number;
  avatar_photos: AvatarPhoto[];
}

/**
 * A moderator's (GET /api/moderator/{id}/) or real user's (GET /api/user/{id}/) profile as the chat
 * panels show it; one cached read per person, whatever part of the panel asks.
 */
export function useProfile<T extends PanelProfile = PanelProfile>(
  kind: 'moderator' | 'user',
  id: number | null,
) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['chatProfile', kind, id],
    queryFn: () => dataProvider.getProfile<T>(kind, Number(id)),
    enabled: id !== null,
    refetchInterval: rereadBeforeLinksExpire,
  });
}
