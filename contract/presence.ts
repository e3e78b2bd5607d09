/** How recent a person's last contact must be for them to count as online (spec section 9). */
export const ONLINE_WITHIN_MS = 300_000;

export type Presence = 'never' | 'online' | 'away';

/**
 * The one presence rule (the spec's online dot), for every screen, API field and export: online
 * with a contact (any request, sign-in or message) in the last 5 minutes while signed in; away
 * once seen before that or after signing out; never without any contact at all.
 */
export function presenceOf(
  lastContactMs: number | null,
  nowMs: number = Date.now(),
  signedIn = true,
): Presence {
  if (lastContactMs === null || Number.isNaN(lastContactMs)) return 'never';
  return signedIn && nowMs - lastContactMs < ONLINE_WITHIN_MS ? 'online' : 'away';
}

/** The latest of a person's contacts (last request or sign-in/out, last message sent). */
export function lastContactOf(...contacts: (Date | null | undefined)[]): Date | null {
  return contacts.reduce<Date | null>(
    (latest, at) => (at && (!latest || at > latest) ? at : latest),
    null,
  );
}
