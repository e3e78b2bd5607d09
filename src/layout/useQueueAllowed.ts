import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';
import { QUEUE_ALLOWED_KEY, useSettingsEvents } from '../lib/settingsEvents';
import { useSocketLive } from '../lib/useLiveRefresh';

/** While the socket is down, the permission is read again this often (its events carry it else). */
const QUEUE_SETTINGS_POLL_MS = 30_000;

/** Whether the chatter's chat-queue permission is on now, followed by the settings' events. */
export function useQueueAllowed(): boolean {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  useSettingsEvents();
  const live = useSocketLive();
  const allowed = useQuery({
    queryKey: QUEUE_ALLOWED_KEY,
    queryFn: () => dataProvider.queueAllowed(),
    refetchInterval: live ? false : QUEUE_SETTINGS_POLL_MS,
  });
  return allowed.data === true;
}
