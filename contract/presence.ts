/** How recent a staff member's last contact must be for them to count as online (spec section 9). */
export const ONLINE_WITHIN_MS = 300_000;

export type Presence = 'never' | 'online' | 'away';

/**
 * The one presence rule, for the dashboard's dot and the staff cards alike: online while signed in
 * (not logged out) with a contact (any request, sign-in or message) in the last 5 minutes; away
 * once seen otherwise; never without any contact.
 */
export function presenceOf(
  signedIn: boolean,
  lastContactMs: number | null,
  nowMs: number = Date.now(),
): Presence {
  if (lastContactMs === null) return 'never';
  return signedIn && nowMs - lastContactMs < ONLINE_WITHIN_MS ? 'online' : 'away';
}
