import { useQuery } from '@tanstack/react-query';
import type { AutoOffer } from '../../../contract/offers';
import { graphql } from '../../gql';
import { graphqlCall } from '../../lib/apollo';

/** Chatters read the setting again this often (an admin may turn auto-offer on or off). */
const SETTING_POLL_MS = 30_000;

export const AUTO_OFFER_KEY = ['autoOfferSetting'];

export async function readAutoOffer(): Promise<AutoOffer> {
  const data = await graphqlCall(
    graphql(`query AutoOffer { autoOfferSetting { enabled capacity acceptSeconds } }`),
  );
  return data.autoOfferSetting;
}

export function useAutoOffer() {
  return useQuery({
    queryKey: AUTO_OFFER_KEY,
    queryFn: readAutoOffer,
    refetchInterval: SETTING_POLL_MS,
  });
}

export async function saveAutoOffer(value: AutoOffer): Promise<AutoOffer> {
  const data = await graphqlCall(
    graphql(`mutation SetAutoOffer($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {
      setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) {
        enabled capacity acceptSeconds
      }
    }`),
    value,
  );
  return data.setAutoOffer;
}

export const CHAT_OFFERS = graphql(`subscription ChatOffers {
  chatOffers {
    roomId expiresAt
    chat { roomId moderator { id display_name username } userDetails { id display_name email } }
  }
}`);

export async function acceptOffer(roomId: string) {
  const data = await graphqlCall(
    graphql(`mutation AcceptOffer($r: ID!) { acceptChatOffer(roomId: $r) { roomId } }`),
    { r: roomId },
  );
  return data.acceptChatOffer;
}

export async function declineOffer(roomId: string) {
  const data = await graphqlCall(
    graphql(`mutation DeclineOffer($r: ID!) { declineChatOffer(roomId: $r) }`),
    { r: roomId },
  );
  return data.declineChatOffer;
}
