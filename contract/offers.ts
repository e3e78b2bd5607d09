/** Balanced auto-offer (issue 21): the setting's bounds and messages, for the server and the form. */
export const OFFER_CAPACITY_MIN = 1;
export const OFFER_CAPACITY_MAX = 20;
export const OFFER_ACCEPT_SECONDS_MIN = 5;
export const OFFER_ACCEPT_SECONDS_MAX = 120;

export interface AutoOffer {
  enabled: boolean;
  capacity: number;
  acceptSeconds: number;
}

export const DEFAULT_AUTO_OFFER: AutoOffer = { enabled: false, capacity: 3, acceptSeconds: 15 };

export const OFFER_MESSAGES = {
  capacity: `Capacity is a whole number from ${OFFER_CAPACITY_MIN} to ${OFFER_CAPACITY_MAX}.`,
  acceptSeconds: `The time to accept is a whole number of seconds from ${OFFER_ACCEPT_SECONDS_MIN} to ${OFFER_ACCEPT_SECONDS_MAX}.`,
  notOffered: 'This chat is not offered to you any more.',
} as const;

/** The setting's problems, one message each (empty when it may be saved). */
export function autoOfferProblems(value: AutoOffer): string[] {
  const inRange = (n: number, min: number, max: number) =>
    Number.isInteger(n) && n >= min && n <= max;
  return [
    ...(inRange(value.capacity, OFFER_CAPACITY_MIN, OFFER_CAPACITY_MAX)
      ? []
      : [OFFER_MESSAGES.capacity]),
    ...(inRange(value.acceptSeconds, OFFER_ACCEPT_SECONDS_MIN, OFFER_ACCEPT_SECONDS_MAX)
      ? []
      : [OFFER_MESSAGES.acceptSeconds]),
  ];
}
