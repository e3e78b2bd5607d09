import { graphql } from '../../gql';

/** The auto-offer's GraphQL documents: the back-office's calls and bench:offers send these. */
export const AUTO_OFFER_SETTING = graphql(
  `query AutoOffer { autoOfferSetting { enabled capacity acceptSeconds } }`,
);

export const SET_AUTO_OFFER =
  graphql(`mutation SetAutoOffer($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {
  setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) {
    enabled capacity acceptSeconds
  }
}`);

export const CHAT_OFFERS = graphql(`subscription ChatOffers {
  chatOffers {
    roomId expiresAt
    chat { roomId moderator { id display_name username } userDetails { id display_name email } }
  }
}`);

export const ACCEPT_OFFER = graphql(
  `mutation AcceptOffer($r: ID!) { acceptChatOffer(roomId: $r) { roomId } }`,
);

export const DECLINE_OFFER = graphql(
  `mutation DeclineOffer($r: ID!) { declineChatOffer(roomId: $r) }`,
);
