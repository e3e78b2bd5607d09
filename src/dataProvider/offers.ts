import type { AutoOffer } from '../../contract/offers';
import {
  ACCEPT_OFFER,
  AUTO_OFFER_SETTING,
  DECLINE_OFFER,
  SET_AUTO_OFFER,
} from '../chat/offers/offerDocuments';
import { gql } from './graphql';

async function readAutoOffer(): Promise<AutoOffer> {
  return (await gql(AUTO_OFFER_SETTING)).autoOfferSetting;
}

async function saveAutoOffer(value: AutoOffer): Promise<AutoOffer> {
  return (await gql(SET_AUTO_OFFER, value)).setAutoOffer;
}

async function acceptOffer(roomId: string) {
  return (await gql(ACCEPT_OFFER, { r: roomId })).acceptChatOffer;
}

async function declineOffer(roomId: string) {
  return (await gql(DECLINE_OFFER, { r: roomId })).declineChatOffer;
}

/** The auto-offer setting, and a chatter's answer to an offered chat (GraphQL). */
export const offerMethods = { readAutoOffer, saveAutoOffer, acceptOffer, declineOffer };
