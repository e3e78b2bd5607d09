/**
 * A private-photo request's status: stored and sent on the `privatePhotoRequest` subscription as
 * a letter, carried on its chat message (`requestStatus`) as a word (spec section 4).
 */
export const REQUEST_STATUS = {
  P: 'PENDING',
  A: 'APPROVE',
  R: 'REJECT',
  C: 'CANCEL',
} as const;

/** The message's word for a status letter; null for a letter that is none. */
export function requestStatusWord(letter: string): string | null {
  return REQUEST_STATUS[letter as keyof typeof REQUEST_STATUS] ?? null;
}
