import { useQuery } from '@tanstack/react-query';
import type { AutoOffer } from '../../../contract/offers';
import { graphqlCall } from '../../lib/apollo';
import { ACCEPT_OFFER, AUTO_OFFER_SETTING, DECLINE_OFFER, SET_AUTO_OFFER } from './offerDocuments';

/** Chatters read the setting again this often (an admin may turn auto-offer on or off). */
const SETTING_POLL_MS = 30_000;

export const AUTO_OFFER_KEY = ['autoOfferSetting'];

export async function readAutoOffer(): Promise<AutoOffer> {
  return (await graphqlCall(AUTO_OFFER_SETTING)).autoOfferSetting;
}

export function useAutoOffer() {
  return useQuery({
    queryKey: AUTO_OFFER_KEY,
    queryFn: readAutoOffer,
    refetchInterval: SETTING_POLL_MS,
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
