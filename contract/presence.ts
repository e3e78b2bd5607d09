/** How recent a staff member's last contact must be for them to count as online (spec section 9). */
export const ONLINE_WITHIN_MS = 300_000;

export type Presence = 'never' | 'online' | 'away';

/**
 * The one presence rule (the spec's online dot), for the dashboard and the staff cards alike:
 * online with a contact (any request, sign-in or message) in the last 5 minutes; away once seen
 * before that; never without any contact.
 */
export function presenceOf(lastContactMs: number | null, nowMs: number = Date.now()): Presence {
  if (lastContactMs === null || Number.isNaN(lastContactMs)) return 'never';
  return nowMs - lastContactMs < ONLINE_WITHIN_MS ? 'online' : 'away';
}
