import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { AUTO_OFFER_KEY, useSettingsEvents } from '../../lib/settingsEvents';
import { useSocketLive } from '../../lib/useLiveRefresh';

/** While the socket is down, the setting is read again this often (its events carry it else). */
const SETTING_POLL_MS = 30_000;

/** The auto-offer setting, followed by event; polled only while the socket is down. */
export function useAutoOffer() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  useSettingsEvents();
  const live = useSocketLive();
  return useQuery({
    queryKey: AUTO_OFFER_KEY,
    queryFn: () => dataProvider.readAutoOffer(),
    refetchInterval: live ? false : SETTING_POLL_MS,
  });
}
