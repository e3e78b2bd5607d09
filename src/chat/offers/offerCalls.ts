import { useQuery } from '@tanstack/react-query';
import type { AutoOffer } from '../../../contract/offers';
import { graphqlCall } from '../../lib/apollo';
import { ACCEPT_OFFER, AUTO_OFFER_SETTING, DECLINE_OFFER, SET_AUTO_OFFER } from './offerDocuments';
import { AUTO_OFFER_KEY, useSettingsEvents, useSocketLive } from './settingsEvents';

/** While the socket is down, the setting is read again this often (its events carry it else). */
const SETTING_POLL_MS = 30_000;

export { AUTO_OFFER_KEY };

export async function readAutoOffer(): Promise<AutoOffer> {
  return (await graphqlCall(AUTO_OFFER_SETTING)).autoOfferSetting;
}

/** The auto-offer setting, followed by event; polled only while the socket is down. */
export function useAutoOffer() {
  useSettingsEvents();
  const live = useSocketLive();
  return useQuery({
    queryKey: AUTO_OFFER_KEY,
    queryFn: readAutoOffer,
    refetchInterval: live ? false : SETTING_POLL_MS,
  });
}

export async function saveAutoOffer(value: AutoOffer): Promise<AutoOffer> {
  return (await graphqlCall(SET_AUTO_OFFER, value)).setAutoOffer;
}

export async function acceptOffer(roomId: string) {
  return (await graphqlCall(ACCEPT_OFFER, { r: roomId })).acceptChatOffer;
}

export async function declineOffer(roomId: string) {
  return (await graphqlCall(DECLINE_OFFER, { r: roomId })).declineChatOffer;
}
